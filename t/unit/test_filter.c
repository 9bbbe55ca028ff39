
/*
 * test_filter.c - user-defined path filters (filter.c): rule syntax, the
 * weighted path distance of the paper (top levels weigh most), and the
 * rules through the whole pipeline: headline, text, image and drop, a
 * rule that matches nothing, a changed template.
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "newsseg.h"
#include "arena.h"
#include "doc.h"
#include "filter.h"


#define NOW  1710000000


static const char  page_html[] =
    "<html><head><title>Library hours - Porthaven Post</title></head><body>"
    "<div class=\"top\"><p>We use cookies to analyse our traffic.</p></div>"
    "<main><article><div class=\"head\"><h1>Libraries open on Saturdays"
    "</h1><p class=\"dek\">Every branch, from April.</p></div>"
    "<div class=\"body\"><p>Every branch library in Porthaven will open on "
    "Saturday afternoons from April, the council said on Monday, after "
    "the budget was passed by 31 votes to 12.</p>"
    "<figure><img src=\"/img/library.jpg\" alt=\"The central library\">"
    "</figure>"
    "<p>The change costs 140,000 pounds a year and is paid for by the "
    "rise in council tax agreed in the same vote.</p>"
    "<p class=\"promo\"><em>Subscribe for 1 pound a week</em></p>"
    "<div class=\"inner\"><p>Opening hours on weekdays do not change, the "
    "library service said.</p></div>"
    "</div></article></main>"
    "<footer><p>Porthaven Post, 1 Quay Street</p></footer>"
    "</body></html>";


static nseg_filter_t *
filter_of(const char *type, const char *path, ...)
{
    char            err[256];
    va_list         ap;
    nseg_filter_t  *f;

    f = nseg_filter_new();
    assert_non_null(f);

    va_start(ap, path);

    while (type != NULL) {
        if (nseg_filter_add(f, type, path, -1.0, err, sizeof(err))
            != NSEG_OK)
        {
            fail_msg("rule %s %s: %s", type, path, err);
        }

        type = va_arg(ap, const char *);
        if (type != NULL) {
            path = va_arg(ap, const char *);
        }
    }

    va_end(ap);

    return f;
}


static nseg_result_t *
run(const nseg_filter_t *f)
{
    nseg_result_t   *res;
    nseg_options_t   opts;

    memset(&opts, 0, sizeof(opts));
    opts.now = NOW;
    opts.filter = f;

    res = nseg_process(NULL, page_html, sizeof(page_html) - 1, &opts);
    assert_non_null(res);
    assert_int_equal(res->status, NSEG_STATUS_OK);

    return res;
}


static void
test_rule_syntax(void **state)
{
    char            err[256];
    unsigned        k;
    nseg_filter_t  *f;

    (void) state;

    f = nseg_filter_new();
    assert_non_null(f);

    assert_int_equal(nseg_filter_add(f, "text", "/HTML/Body/p", -1, err,
                                     sizeof(err)), NSEG_OK);
    assert_int_equal(nseg_filter_add(f, "image", "html/body/my-widget/img",
                                     2.5, err, sizeof(err)), NSEG_OK);

    assert_int_equal(nseg_filter_add(f, "caption", "html/body", -1, err,
                                     sizeof(err)), NSEG_ERROR);
    assert_non_null(strstr(err, "unknown filter type \"caption\""));

    assert_int_equal(nseg_filter_add(f, "text", "html//p", -1, err,
                                     sizeof(err)), NSEG_ERROR);
    assert_non_null(strstr(err, "empty element name"));

    assert_int_equal(nseg_filter_add(f, "text", "", -1, err, sizeof(err)),
                     NSEG_ERROR);
    assert_int_equal(nseg_filter_add(f, "text", "html/body/", -1, err,
                                     sizeof(err)), NSEG_ERROR);

    assert_int_equal(nseg_filter_add(f, "text", "html/div.story", -1, err,
                                     sizeof(err)), NSEG_ERROR);
    assert_non_null(strstr(err, "'.'"));

    /* the parser drops prefixes, so a rule with one could never match */
    assert_int_equal(nseg_filter_add(f, "text", "html/body/o:p", -1, err,
                                     sizeof(err)), NSEG_ERROR);
    assert_non_null(strstr(err, "prefixes"));

    /* a byte that is no name character is shown as such */
    assert_int_equal(nseg_filter_add(f, "text", "html/body/\xc3\xa9", -1,
                                     err, sizeof(err)), NSEG_ERROR);
    assert_non_null(strstr(err, "byte \\xc3"));

    assert_int_equal(nseg_filter_add(f, "text", "html/body", 101, err,
                                     sizeof(err)), NSEG_ERROR);

    /* the rule count is capped */
    for (k = 2; k < NSEG_FILTER_MAX_RULES; k++) {
        assert_int_equal(nseg_filter_add(f, "drop", "html/body/nav", -1,
                                         err, sizeof(err)), NSEG_OK);
    }

    assert_int_equal(nseg_filter_add(f, "drop", "html/body/nav", -1, err,
                                     sizeof(err)), NSEG_ERROR);

    nseg_filter_free(f);
    nseg_filter_free(NULL);
}


/* the paper's measure: a change near the root costs more than deep down */
static void
test_distance(void **state)
{
    double              top, deep, two_deep;
    static const char  *sample[] = {
        "html", "body", "div", "div", "div", "main", "div", "div", "div",
        "article", "div", "p"
    };
    static const char  *wrapped[] = {
        "html", "body", "div", "div", "div", "main", "div", "div", "div",
        "article", "div", "div", "p"
    };
    static const char  *twice[] = {
        "html", "body", "div", "div", "div", "main", "div", "div", "div",
        "article", "section", "div", "div", "p"
    };
    static const char  *other_top[] = {
        "html", "body", "aside", "div", "div", "main", "div", "div", "div",
        "article", "div", "p"
    };

    (void) state;

    assert_true(nseg_filter_distance(sample, 12, sample, 12, 20) == 0.0);

    deep = nseg_filter_distance(sample, 12, wrapped, 13, 20);
    two_deep = nseg_filter_distance(sample, 12, twice, 14, 20);
    top = nseg_filter_distance(sample, 12, other_top, 12, 20);

    assert_true(deep > 0.0 && deep <= NSEG_FILTER_THRESHOLD);
    assert_true(two_deep > NSEG_FILTER_THRESHOLD);
    assert_true(top > NSEG_FILTER_THRESHOLD);
    assert_true(top > deep);

    /* symmetric: a wrapper less is as far as a wrapper more */
    assert_true(nseg_filter_distance(wrapped, 13, sample, 12, 20) == deep);

    /* the whole path differs: all of it is paid */
    assert_true(nseg_filter_distance(sample, 1, other_top + 2, 1, 0)
                > 99.0);
}


static void
test_headline_text_drop(void **state)
{
    nseg_filter_t  *f;
    nseg_result_t  *res;

    (void) state;

    f = filter_of("headline", "html/body/main/article/div/h1",
                  "text", "html/body/main/article/div/p",
                  "drop", "html/body/main/article/div/p/em", NULL);
    res = run(f);

    assert_string_equal(res->title, "Libraries open on Saturdays");
    assert_string_equal(res->title_source, "filter");

    /* the dek matches too: it sits where the paragraphs do */
    assert_non_null(strstr(res->body_text, "Every branch, from April."));
    assert_non_null(strstr(res->body_text, "paid for by the rise"));

    /*
     * A wrapper more costs a lot on a page this shallow (the weights
     * share 100 over seven levels): not within the default threshold.
     */
    assert_null(strstr(res->body_text, "weekdays do not change"));

    assert_null(strstr(res->body_text, "Subscribe"));
    assert_null(strstr(res->body_text, "cookies"));
    assert_null(strstr(res->body_text, "Quay Street"));
    assert_null(strstr(res->body_text, "Libraries open on Saturdays"));

    /* no image rule: the text rules' body has no pictures */
    assert_null(strstr(res->body_html, "<img"));

    nseg_result_free(res);
    nseg_filter_free(f);
}


/* a larger threshold lets the wrapped paragraph in */
static void
test_threshold(void **state)
{
    char            err[256];
    nseg_filter_t  *f;
    nseg_result_t  *res;

    (void) state;

    f = nseg_filter_new();
    assert_non_null(f);
    assert_int_equal(nseg_filter_add(f, "text",
                                     "html/body/main/article/div/p", 15.0,
                                     err, sizeof(err)), NSEG_OK);
    res = run(f);

    assert_non_null(strstr(res->body_text, "weekdays do not change"));
    assert_null(strstr(res->body_text, "cookies"));

    nseg_result_free(res);
    nseg_filter_free(f);
}


static void
test_image_rule(void **state)
{
    nseg_filter_t  *f;
    nseg_result_t  *res;

    (void) state;

    f = filter_of("text", "html/body/main/article/div/p",
                  "image", "html/body/main/article/div/figure/img", NULL);
    res = run(f);

    assert_non_null(strstr(res->body_html, "/img/library.jpg"));
    assert_non_null(strstr(res->body_text, "Every branch library"));

    nseg_result_free(res);
    nseg_filter_free(f);
}


/*
 * On a second template only the picture path matches: the picture joins
 * the automatic body, which stays.
 */
static void
test_image_alone_joins(void **state)
{
    nseg_filter_t  *f;
    nseg_result_t  *res, *plain;

    (void) state;

    plain = run(NULL);

    f = filter_of("text", "html/body/table/tr/td/span",
                  "image", "html/body/main/article/div/figure/img", NULL);
    res = run(f);

    assert_int_equal(res->status, NSEG_STATUS_OK);
    assert_string_equal(res->body_text, plain->body_text);
    assert_non_null(strstr(res->body_html, "/img/library.jpg"));

    nseg_result_free(res);
    nseg_result_free(plain);
    nseg_filter_free(f);
}


/* rules written for another template match nothing: the pipeline answers */
static void
test_no_match_falls_back(void **state)
{
    nseg_filter_t  *f;
    nseg_result_t  *res, *plain;

    (void) state;

    plain = run(NULL);

    f = filter_of("headline", "html/body/table/tr/td/font",
                  "text", "html/body/table/tr/td/span", NULL);
    res = run(f);

    assert_string_equal(res->title, plain->title);
    assert_string_equal(res->title_source, plain->title_source);
    assert_string_equal(res->body_text, plain->body_text);
    assert_non_null(strstr(res->body_text, "Every branch library"));

    nseg_result_free(res);
    nseg_result_free(plain);
    nseg_filter_free(f);
}


/* a drop rule alone trims the automatic body */
static void
test_drop_alone(void **state)
{
    nseg_filter_t  *f;
    nseg_result_t  *res, *plain;

    (void) state;

    plain = run(NULL);
    assert_non_null(strstr(plain->body_text, "Subscribe"));

    f = filter_of("drop", "html/body/main/article/div/p/em", NULL);
    res = run(f);

    assert_null(strstr(res->body_text, "Subscribe"));
    assert_non_null(strstr(res->body_text, "Every branch library"));

    nseg_result_free(res);
    nseg_result_free(plain);
    nseg_filter_free(f);
}


/*
 * The work limit: 64 rules of 64 levels against a page of 12,000 empty
 * elements are 50 million path comparisons, past NSEG_FILTER_MAX_CELLS:
 * the page is declined as too_large, not matched for seconds.  The same
 * page with one rule is extracted.
 */
static void
test_work_limit(void **state)
{
    char            err[256], path[512];
    size_t          k, len, off;
    char           *page;
    nseg_filter_t  *f;
    nseg_result_t  *res;
    nseg_options_t  opts;

    static const char  empty[] = "<div></div>";

    (void) state;

    /* page_html with the elements before its footer */
    off = strstr(page_html, "<footer>") - page_html;
    len = sizeof(page_html) - 1 + 12000 * (sizeof(empty) - 1);
    page = malloc(len + 1);
    assert_non_null(page);
    memcpy(page, page_html, off);
    for (k = 0; k < 12000; k++) {
        memcpy(page + off + k * (sizeof(empty) - 1), empty,
               sizeof(empty) - 1);
    }
    strcpy(page + off + 12000 * (sizeof(empty) - 1), page_html + off);

    f = filter_of("text", "html/body/main/article/div/p", NULL);

    memset(&opts, 0, sizeof(opts));
    opts.now = NOW;
    opts.filter = f;

    res = nseg_process(NULL, page, len, &opts);
    assert_non_null(res);
    assert_int_equal(res->status, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "Every branch library"));
    nseg_result_free(res);

    strcpy(path, "html/body");
    for (k = 2; k < NSEG_FILTER_MAX_LABELS; k++) {
        strcat(path, "/div");
    }

    for (k = 1; k < NSEG_FILTER_MAX_RULES; k++) {
        assert_int_equal(nseg_filter_add(f, "drop", path, -1.0, err,
                                         sizeof(err)), NSEG_OK);
    }

    res = nseg_process(NULL, page, len, &opts);
    assert_non_null(res);
    assert_int_equal(res->status, NSEG_STATUS_TOO_LARGE);
    assert_string_equal(res->reason, "path rules over their work limit");
    nseg_result_free(res);

    nseg_filter_free(f);
    free(page);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_rule_syntax),
        cmocka_unit_test(test_image_alone_joins),
        cmocka_unit_test(test_distance),
        cmocka_unit_test(test_headline_text_drop),
        cmocka_unit_test(test_threshold),
        cmocka_unit_test(test_image_rule),
        cmocka_unit_test(test_no_match_falls_back),
        cmocka_unit_test(test_drop_alone),
        cmocka_unit_test(test_work_limit),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
