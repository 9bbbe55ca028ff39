
/*
 * test_pipeline.c - nseg_process end to end: hostile inputs decline
 * cleanly, a small realistic article, golden pages (t/fixtures/pages,
 * gold.tsv) with a pass-rate floor, and a thread-safety smoke test.
 * Run under ASan (make build/san/unit/test_pipeline SAN=1), every
 * result freed by nseg_result_free is checked for leaks.
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <cmocka.h>

#include "newsseg.h"
#include "segment.h"


/*
 * Golden pages: the share of pages whose body sentence is in body_text
 * and whose boilerplate sentence is not.  Measured at 22/26 (0.846) when
 * this test was written; the misses are listed on every run.  The floor
 * lets one more page slip (21/26 = 0.808) and fails at two.
 */
#define GOLD_FLOOR               0.80

#define NOW                      1718000000     /* 2024-06-10 */


static const char  *pages_dir;


/* strict UTF-8: no overlongs, surrogates or code points over U+10FFFF */
static int
valid_utf8(const char *s, size_t len)
{
    size_t          i, n, k;
    uint32_t        cp, min;
    unsigned char   c;

    for (i = 0; i < len; i += n) {
        c = (unsigned char) s[i];

        if (c < 0x80) {
            n = 1;
            continue;
        }

        if (c >= 0xc2 && c <= 0xdf) {
            n = 2; cp = c & 0x1f; min = 0x80;

        } else if (c >= 0xe0 && c <= 0xef) {
            n = 3; cp = c & 0x0f; min = 0x800;

        } else if (c >= 0xf0 && c <= 0xf4) {
            n = 4; cp = c & 0x07; min = 0x10000;

        } else {
            return 0;
        }

        if (i + n > len) {
            return 0;
        }

        for (k = 1; k < n; k++) {
            c = (unsigned char) s[i + k];
            if ((c & 0xc0) != 0x80) {
                return 0;
            }
            cp = (cp << 6) | (c & 0x3f);
        }

        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
            return 0;
        }
    }

    return 1;
}


static nseg_result_t *
run(const char *data, size_t len, const nseg_options_t *opts)
{
    nseg_result_t   *res;
    nseg_options_t   o;

    if (opts == NULL) {
        memset(&o, 0, sizeof(o));
        o.now = NOW;
        opts = &o;
    }

    res = nseg_process(NULL, data, len, opts);
    assert_non_null(res);

    /* whatever happened, the strings are valid UTF-8 */
    if (res->body_text != NULL) {
        assert_int_equal(strlen(res->body_text), res->body_text_len);
        assert_true(valid_utf8(res->body_text, res->body_text_len));
    }

    if (res->body_html != NULL) {
        assert_int_equal(strlen(res->body_html), res->body_html_len);
        assert_true(valid_utf8(res->body_html, res->body_html_len));
    }

    if (res->title != NULL) {
        assert_true(valid_utf8(res->title, strlen(res->title)));
    }

    if (res->status != NSEG_STATUS_OK) {
        assert_non_null(res->reason);
        assert_null(res->body_text);
        assert_null(res->body_html);
    }

    return res;
}


#define assert_status(res, st)                                              \
    do {                                                                    \
        if ((res)->status != (st)) {                                        \
            fail_msg("status %s (%s), expected %s",                         \
                     nseg_status_name((res)->status),                       \
                     (res)->reason ? (res)->reason : "-",                   \
                     nseg_status_name(st));                                 \
        }                                                                   \
    } while (0)


/* a long enough article for the pipeline to find */
#define ARTICLE_P                                                           \
    "<p>The regional water board confirmed on Thursday that the new "       \
    "treatment plant will open in the spring, two years later than "        \
    "planned, after a dispute over the contract was settled.</p>"           \
    "<p>Officials said the plant would supply forty thousand homes and "    \
    "that the old reservoir on the hill would be kept as a reserve for "    \
    "dry summers and emergencies.</p>"


static void
test_empty_input(void **state)
{
    nseg_result_t  *res;

    res = run("", 0, NULL);
    assert_status(res, NSEG_STATUS_EMPTY);
    nseg_result_free(res);

    /* no buffer at all, no options */
    res = nseg_process(NULL, NULL, 0, NULL);
    assert_non_null(res);
    assert_status(res, NSEG_STATUS_EMPTY);
    nseg_result_free(res);

    res = run(" \n\t ", 4, NULL);
    assert_true(res->status == NSEG_STATUS_EMPTY
                || res->status == NSEG_STATUS_NO_ARTICLE);
    nseg_result_free(res);

    res = run("<html><body><p> </p></body></html>", 34, NULL);
    assert_status(res, NSEG_STATUS_EMPTY);
    nseg_result_free(res);

    nseg_result_free(NULL);
}


static void
test_deep_nesting(void **state)
{
    char           *html, *q;
    size_t          k, depth;
    nseg_result_t  *res;

    depth = 100000;
    html = malloc(depth * 11 + 64);
    assert_non_null(html);

    q = html;
    q += sprintf(q, "<html><body>");

    for (k = 0; k < depth; k++) {
        memcpy(q, "<div>", 5);
        q += 5;
    }

    q += sprintf(q, "deep text");

    for (k = 0; k < depth; k++) {
        memcpy(q, "</div>", 6);
        q += 6;
    }

    res = run(html, (size_t) (q - html), NULL);
    assert_status(res, NSEG_STATUS_TOO_DEEP);
    nseg_result_free(res);

    /* unclosed inline tags, the other way to nest */
    q = html;
    for (k = 0; k < depth; k++) {
        memcpy(q, "<b>", 3);
        q += 3;
    }

    res = run(html, (size_t) (q - html), NULL);
    assert_status(res, NSEG_STATUS_TOO_DEEP);
    nseg_result_free(res);

    free(html);
}


static void
test_huge_text_node(void **state)
{
    char           *html, *q;
    size_t          k, n;
    nseg_result_t  *res;

    n = 10 * 1024 * 1024;
    html = malloc(n + 256);
    assert_non_null(html);

    q = html;
    q += sprintf(q, "<html><head><title>Big</title></head><body><p>");

    for (k = 0; k + 6 <= n; k += 6) {
        memcpy(q, "words ", 6);
        q += 6;
    }

    q += sprintf(q, "</p></body></html>");

    res = run(html, (size_t) (q - html), NULL);

    /* no crash; either extracted or declined for a reason */
    if (res->status == NSEG_STATUS_OK) {
        assert_true(res->body_text_len > n / 2);
        assert_memory_equal(res->body_text, "words words", 11);

    } else {
        assert_true(res->status == NSEG_STATUS_TOO_LARGE
                    || res->status == NSEG_STATUS_NO_ARTICLE);
    }

    print_message("10 MB text node: %s, %.0f ms\n",
                  nseg_status_name(res->status), res->total_ms);

    nseg_result_free(res);
    free(html);
}


/*
 * Many dates in one big block, far from the headline: the date fallback
 * tests each for a sign-up date's label, which built the block's text
 * again for each (8,000 dates took 9 s and 1.5 GB, more under the
 * sanitizers and valgrind, where this test then ran out of time or
 * memory).  The page must still come out whole; its time is measured by
 * bench/worst.sh, not asserted here.
 */
static void
test_dates_in_one_block(void **state)
{
    char           *html, *q;
    size_t          k, n;
    nseg_result_t  *res;

    n = 8000;
    html = malloc(n * 64 + 8192);
    assert_non_null(html);

    q = html;
    q += sprintf(q, "<html lang=\"de\"><head><title>Ein Artikel</title>"
                    "</head><body><h1>Ein Artikel</h1>");

    for (k = 0; k < 40; k++) {
        q += sprintf(q, "<p>Das ist ein langer Satz im Artikel, Absatz"
                        " %zu, mit vielen weiteren Worten darin.</p>", k);
    }

    q += sprintf(q, "<div>");

    for (k = 0; k < n; k++) {
        q += sprintf(q, "<span>Eintrag %zu</span> <span>12.03.2021</span>"
                        "<br>", k);
    }

    q += sprintf(q, "</div></body></html>");

    res = run(html, (size_t) (q - html), NULL);

    print_message("%zu dates in one block: %s, %.0f ms\n", n,
                  nseg_status_name(res->status), res->total_ms);

    assert_int_equal(res->status, NSEG_STATUS_OK);
    assert_string_equal(res->title, "Ein Artikel");
    assert_non_null(strstr(res->body_text, "Absatz 39, mit vielen"));

    nseg_result_free(res);
    free(html);
}


static void
test_nul_bytes(void **state)
{
    nseg_result_t  *res;

    static const char  page[] =
        "<html><head><title>Nul</title></head><body>"
        "<h1>Water plant delayed</h1>"
        "<p>Before the nul \0 after the nul in the same paragraph.</p>"
        ARTICLE_P
        "<p>A final paragraph \0\0 that also has two nul bytes.</p>"
        "</body></html>";

    res = run(page, sizeof(page) - 1, NULL);

    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->body_text);
    assert_non_null(strstr(res->body_text, "regional water board"));
    assert_non_null(strstr(res->body_text, "forty thousand homes"));

    /* the text after a NUL is not lost */
    assert_non_null(strstr(res->body_text, "after the nul"));
    assert_non_null(strstr(res->body_text, "two nul bytes"));

    nseg_result_free(res);
}


static void
test_invalid_utf8(void **state)
{
    nseg_result_t   *res;
    nseg_options_t   opts;

    static const char  page[] =
        "<html><head><meta charset=\"utf-8\"><title>Bad \xff bytes</title>"
        "</head><body><h1>Caf\xc3\xa9 \xc0\xaf overlong</h1>"
        "<p>Stray \xff\xfe bytes, a surrogate \xed\xa0\x80, a lone "
        "continuation \x80, past U+10FFFF \xf4\x90\x80\x80 and a cut "
        "sequence \xe2\x82 in one paragraph.</p>"
        ARTICLE_P
        "<p>The end \xf0\x9f\x98</p></body></html>";

    /* declared UTF-8: repaired */
    res = run(page, sizeof(page) - 1, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "regional water board"));
    assert_non_null(strstr(res->body_text, "Stray"));
    nseg_result_free(res);

    /* the HTTP hint says UTF-8 too */
    memset(&opts, 0, sizeof(opts));
    opts.now = NOW;
    opts.charset = "utf-8";
    res = run(page + 29, sizeof(page) - 1 - 29, &opts);
    assert_status(res, NSEG_STATUS_OK);
    nseg_result_free(res);

    /* no declaration at all */
    res = run(page + 29, sizeof(page) - 1 - 29, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "regional water board"));
    nseg_result_free(res);
}


/*
 * A reference time past 9999 or before 1970 is kept within them: the
 * date arithmetic adds days to it (UBSan saw INT64_MAX overflow).
 */
static void
test_now_out_of_range(void **state)
{
    nseg_result_t   *res;
    nseg_options_t   opts;

    static const char  page[] =
        "<html><head><title>Flood</title><meta property=\"article:"
        "published_time\" content=\"2024-03-14T10:00:00Z\"></head><body>"
        "<h1>Flood</h1>" ARTICLE_P "</body></html>";

    memset(&opts, 0, sizeof(opts));
    opts.now = INT64_MAX;
    res = run(page, sizeof(page) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_true(strncmp(res->date, "2024-03-14", 10) == 0);
    nseg_result_free(res);

    /* 1970: the date is in its future */
    opts.now = INT64_MIN;
    res = run(page, sizeof(page) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->date);
    nseg_result_free(res);
}


static void
test_not_html(void **state)
{
    nseg_result_t  *res;

    static const char  png[] =
        "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0"
        "\x1f\xf3\xff\x61\0\0\0\x01sRGB\0\xae\xce\x1c\xe9";
    static const char  gzip[] = "\x1f\x8b\x08\0\0\0\0\0\0\x03\xcb\x48\xcd";
    static const char  pdf[] = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n";

    res = run(png, sizeof(png) - 1, NULL);
    assert_status(res, NSEG_STATUS_NOT_HTML);
    nseg_result_free(res);

    res = run(gzip, sizeof(gzip) - 1, NULL);
    assert_status(res, NSEG_STATUS_NOT_HTML);
    nseg_result_free(res);

    res = run(pdf, sizeof(pdf) - 1, NULL);
    assert_status(res, NSEG_STATUS_NOT_HTML);
    nseg_result_free(res);
}


static void
test_max_bytes(void **state)
{
    nseg_result_t   *res;
    nseg_options_t   opts;

    static const char  page[] = "<html><body>" ARTICLE_P "</body></html>";

    memset(&opts, 0, sizeof(opts));
    opts.now = NOW;
    opts.max_bytes = 100;

    res = run(page, sizeof(page) - 1, &opts);
    assert_status(res, NSEG_STATUS_TOO_LARGE);
    assert_int_equal(res->input_bytes, sizeof(page) - 1);
    nseg_result_free(res);

    /* exactly at the cap is allowed */
    opts.max_bytes = sizeof(page) - 1;
    res = run(page, sizeof(page) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    nseg_result_free(res);

    /* max_nodes through the options */
    opts.max_bytes = 0;
    opts.max_nodes = 5;
    res = run(page, sizeof(page) - 1, &opts);
    assert_status(res, NSEG_STATUS_TOO_LARGE);
    nseg_result_free(res);

    /* max_depth through the options */
    opts.max_nodes = 0;
    opts.max_depth = 2;
    res = run(page, sizeof(page) - 1, &opts);
    assert_status(res, NSEG_STATUS_TOO_DEEP);
    nseg_result_free(res);
}


static const char  article_page[] =
    "<!DOCTYPE html><html lang=\"en-GB\"><head><meta charset=\"utf-8\">"
    "<title>Water plant opens two years late | The Valley Courier</title>"
    "<style>h1 { font-size: 34px; font-weight: bold } "
    ".byline, .date { font-size: 13px; color: #666 }</style>"
    "</head><body>"
    "<header><div class=\"logo\"><a href=\"/\">The Valley Courier</a></div>"
    "<nav><ul><li><a href=\"/news\">News</a></li>"
    "<li><a href=\"/sport\">Sport</a></li>"
    "<li><a href=\"/business\">Business</a></li>"
    "<li><a href=\"/weather\">Weather forecast</a></li>"
    "<li><a href=\"/subscribe\">Subscribe today for one pound</a></li>"
    "</ul></nav></header>"
    "<main><article>"
    "<h1>Water plant opens two years late</h1>"
    "<p class=\"byline\">By Jane Roe</p>"
    "<p class=\"date\">14 March 2024</p>"
    "<p>The regional water board confirmed on Thursday that the new "
    "treatment plant at Millbrook will open in the spring, two years later "
    "than planned, after a long dispute over the building contract.</p>"
    "<p>Officials said the plant would supply forty thousand homes in the "
    "valley and that the old reservoir on the hill would be kept as a "
    "reserve for dry summers and emergencies.</p>"
    "<p>The contractor, which had asked for an extra nine million pounds, "
    "agreed to finish the work for a fixed price after mediation that "
    "lasted most of last year.</p>"
    "<p>Residents of Millbrook, who have lived with building work on the "
    "river meadow since 2019, said they were relieved that an end was "
    "finally in sight for the lorries.</p>"
    "<p>The board will hold an open day at the plant in May, when visitors "
    "can tour the filtration halls and the new laboratory before the water "
    "is switched on.</p>"
    "<aside class=\"related\"><h3>Related stories</h3><ul>"
    "<li><a href=\"/a\">Reservoir levels fall to a ten-year low</a></li>"
    "<li><a href=\"/b\">Hosepipe ban lifted across the valley</a></li>"
    "<li><a href=\"/c\">Contractor fined over river pollution</a></li>"
    "</ul></aside>"
    "</article></main>"
    "<footer><p>Copyright 2024 The Valley Courier Ltd. All rights "
    "reserved.</p><p><a href=\"/privacy\">Privacy policy</a> "
    "<a href=\"/contact\">Contact the newsroom</a></p></footer>"
    "</body></html>";


static void
test_article(void **state)
{
    nseg_result_t  *res;

    res = run(article_page, sizeof(article_page) - 1, NULL);
    assert_status(res, NSEG_STATUS_OK);

    assert_non_null(res->title);
    assert_string_equal(res->title, "Water plant opens two years late");

    assert_non_null(res->date);
    assert_true(strncmp(res->date, "2024-03-14", 10) == 0);

    assert_non_null(res->lang);
    assert_string_equal(res->lang, "en-GB");
    assert_string_equal(res->dir, "ltr");

    /* the five paragraphs */
    assert_non_null(strstr(res->body_text, "The regional water board "
                           "confirmed on Thursday"));
    assert_non_null(strstr(res->body_text, "forty thousand homes"));
    assert_non_null(strstr(res->body_text, "fixed price after mediation"));
    assert_non_null(strstr(res->body_text, "relieved that an end"));
    assert_non_null(strstr(res->body_text, "new laboratory before the water "
                           "is switched on."));

    /* in order */
    assert_true(strstr(res->body_text, "regional water board")
                < strstr(res->body_text, "new laboratory"));

    /* navigation, related links and footer stay out */
    assert_null(strstr(res->body_text, "Weather forecast"));
    assert_null(strstr(res->body_text, "Subscribe today"));
    assert_null(strstr(res->body_text, "Reservoir levels fall"));
    assert_null(strstr(res->body_text, "Copyright 2024"));
    assert_null(strstr(res->body_text, "Contact the newsroom"));

    /* the title and the date node are not repeated in the body */
    assert_null(strstr(res->body_text, "Water plant opens two years late"));
    assert_null(strstr(res->body_text, "14 March 2024"));

    /* the body is HTML with paragraphs, escaped */
    assert_non_null(strstr(res->body_html, "<p>"));
    assert_null(strstr(res->body_html, "<nav"));
    assert_null(strstr(res->body_html, "<script"));

    print_message("byline: %s\n", res->byline ? res->byline : "(null)");

    nseg_result_free(res);
}


/*
 * The language the HTTP header declares, when the page declares none:
 * kept, unless the article clearly reads as another language that the
 * guess would have told from the declared one.
 */
static void
test_http_language(void **state)
{
    size_t           k, n;
    char            *page, *p;
    nseg_result_t   *res;
    nseg_options_t   opts;

    static const struct {
        const char  *header;
        const char  *lang;
    } cases[] = {
        { "en-GB", "en-GB" },
        { "de", "en" },          /* a German site's English article */
        { "pt-BR", "en" },
        { "id", "id" },          /* a language the guess cannot tell */
        { "ar", "en" },          /* ruled out by the script */
        { NULL, "en" },          /* the guess alone */
    };

    page = strdup(article_page);
    assert_non_null(page);

    /* the page declares nothing of its own */
    p = strstr(page, " lang=\"en-GB\"");
    assert_non_null(p);
    n = strlen(" lang=\"en-GB\"");
    memmove(p, p + n, strlen(p + n) + 1);
    assert_non_null(strstr(page, "<html><head>"));

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        memset(&opts, 0, sizeof(opts));
        opts.now = NOW;
        opts.content_language = cases[k].header;

        res = run(page, strlen(page), &opts);
        assert_int_equal(res->status, NSEG_STATUS_OK);
        assert_non_null(res->lang);

        if (strcmp(res->lang, cases[k].lang) != 0) {
            fail_msg("Content-Language %s: lang %s, want %s",
                     cases[k].header ? cases[k].header : "(none)",
                     res->lang, cases[k].lang);
        }

        nseg_result_free(res);
    }

    free(page);
}


/*
 * The byline line: names in links of their own are read through the
 * joining words, the line stays out of the body, and metadata naming
 * the site as the author gives way to it.  An unmarked "por" opening a
 * sentence is not a byline.
 */
static const char  byline_head[] =
    "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
    "<title>Water plant opens two years late | The Valley Courier</title>"
    "<meta property=\"og:site_name\" content=\"The Valley Courier\">"
    "%s"
    "<style>h1 { font-size: 34px; font-weight: bold }</style>"
    "</head><body><main><article>"
    "<h1>Water plant opens two years late</h1>"
    "%s"
    "<p>The regional water board confirmed on Thursday that the new "
    "treatment plant at Millbrook will open in the spring, two years later "
    "than planned, after a long dispute over the building contract.</p>"
    "<p>Officials said the plant would supply forty thousand homes in the "
    "valley and that the old reservoir on the hill would be kept as a "
    "reserve for dry summers and emergencies.</p>"
    "<p>The contractor, which had asked for an extra nine million pounds, "
    "agreed to finish the work for a fixed price after mediation that "
    "lasted most of last year.</p>"
    "</article></main></body></html>";


/* the same page in another language: lang="en" becomes lang="LANG" */
static nseg_result_t *
run_byline_lang(char *buf, size_t size, const char *lang, const char *meta,
    const char *line)
{
    int          n;
    char         head[sizeof(byline_head) + 16];
    const char  *at;

    at = strstr(byline_head, "lang=\"en\"");
    assert_non_null(at);
    n = snprintf(head, sizeof(head), "%.*slang=\"%s\"%s",
                 (int) (at - byline_head), byline_head, lang,
                 at + sizeof("lang=\"en\"") - 1);
    assert_true(n > 0 && (size_t) n < sizeof(head));

    n = snprintf(buf, size, head, meta, line);
    assert_true(n > 0 && (size_t) n < size);

    return run(buf, (size_t) n, NULL);
}


static nseg_result_t *
run_byline(char *buf, size_t size, const char *meta, const char *line)
{
    return run_byline_lang(buf, size, "en", meta, line);
}


/* a result's field is the string want, or none (NULL) */
static void
assert_string_or_null(const char *got, const char *want)
{
    if (want == NULL) {
        assert_null(got);

    } else {
        assert_non_null(got);
        assert_string_equal(got, want);
    }
}


/* an extraction gives the byline want, or none (NULL); frees it */
static void
check_byline(nseg_result_t *res, const char *want)
{
    assert_status(res, NSEG_STATUS_OK);
    assert_string_or_null(res->byline, want);
    nseg_result_free(res);
}


/* each line of a page in lang gives its byline, or none (NULL) */
static void
check_bylines(char *buf, size_t size, const char *lang,
    const char *const (*lines)[2], size_t n)
{
    size_t  k;

    for (k = 0; k < n; k++) {
        check_byline(run_byline_lang(buf, size, lang, "", lines[k][0]),
                     lines[k][1]);
    }
}



/*
 * Signed at the end: a label with its colon among the last lines of the
 * article, the name after it or in the next node of its line; the line
 * leaves the body.  "Von" without a colon opens sentences there.
 */
static void
test_byline_at_end(void **state)
{
    int             n;
    char            page[4096];
    size_t          k;
    nseg_result_t  *res;

    static const char  *const lines[][2] = {
        { "<p><strong>Text:</strong> Klausmartin Friedrich</p>",
          "Klausmartin Friedrich" },
        { "<p>Autor: Anna Kowalska</p>", "Anna Kowalska" },
        { "<p>Текст: Ольга Воронцова</p>", "Ольга Воронцова" },
        { "<p class=\"source\">Muallif: <strong>Jasur Karimov</strong></p>",
          "Jasur Karimov" },
        { "<p><b>Von:</b><br> <a href=\"mailto:x@example.org\">"
          "G\xc3\xb6tz Warnke</a></p>", "G\xc3\xb6tz Warnke" },
        /* labels of more than one word, no colon */
        { "<p>Erstellt von Andri Bryner</p>", "Andri Bryner" },
        { "<div><p>Posted by Alon Zakai.</p></div>", "Alon Zakai" },
        { "<p>Geschrieben von Hand, nicht am Computer.</p>", NULL },
        { "<p>Text: 12 Fragen an die Stadtwerke</p>", NULL },
        { "<p>Von Berlin aus fuhren die Gutachter weiter.</p>", NULL },
        { "<p>Autor:</p><p>Die Redaktion dankt allen Lesern.</p>", NULL },
        /* a name alone in bold, unlabelled, closing the article */
        { "<p><strong>Anna Kowalska</strong></p>", "Anna Kowalska" },
        /* ... or in italics, set right as Italian papers sign */
        { "<p style=\"text-align: right\"><em>Giulia Ferrante</em></p>",
          "Giulia Ferrante" },
        { "<p><i>Zwei Jahre Danach</i></p>", NULL },
        /* ... but not words of the article, which says "zwei Jahre" */
        { "<p><strong>Zwei Jahre Danach</strong></p>", NULL },
        /* ... nor a sign-off, whatever words the article uses */
        { "<p><strong>Stay Tuned</strong></p>", NULL },
        { "<p><b>Happy Reading!</b></p>", NULL },
        { "<p><strong>Viele Grüße</strong></p>", NULL },
        { "<p><strong>Good Luck</strong></p>", NULL },
        { "<p><b>See You Soon!</b></p>", NULL },
        /* ... whose words names have too: they sign as names */
        { "<p><strong>Andrew Luck</strong></p>", "Andrew Luck" },
        { "<p><strong>Tan Soon Huat</strong></p>", "Tan Soon Huat" },
        { "<p><strong>Peter Reading</strong></p>", "Peter Reading" },
        /* a dash between two capitalised parts: a credit, not names */
        { "<p><strong>Lead Image - Getty Images</strong></p>", NULL },
        /* a bold line with more after it heads that */
        { "<p><strong>Weitere Meldungen</strong></p><ul><li><a href=\"/a\">"
          "Stadtwerke senken den Gaspreis im Januar um acht Prozent</a>"
          "</li></ul>", NULL },
    };

    (void) state;

    for (k = 0; k < sizeof(lines) / sizeof(lines[0]); k++) {
        n = snprintf(page, sizeof(page),
            "<!DOCTYPE html><html lang=\"de\"><head><meta charset=\"utf-8\">"
            "<title>Neues Wasserwerk</title>"
            "<style>h1 { font-size: 34px; font-weight: bold }</style>"
            "</head><body><main><article><h1>Neues Wasserwerk</h1>"
            "<p>Das neue Wasserwerk in Millbrook geht im Fr\xc3\xbchjahr in "
            "Betrieb, zwei Jahre sp\xc3\xa4ter als geplant, nach einem "
            "langen Streit um den Bauvertrag mit der Baufirma.</p>"
            "<p>Es soll vierzigtausend Haushalte im Tal versorgen; der alte "
            "Speicher auf dem H\xc3\xbcgel bleibt als Reserve f\xc3\xbcr "
            "trockene Sommer und Notf\xc3\xa4lle erhalten.</p>"
            "<p>Die Baufirma hatte neun Millionen mehr verlangt und "
            "stimmte nach einer Schlichtung einem Festpreis zu, die den "
            "gr\xc3\xb6\xc3\x9ften Teil des Vorjahres dauerte.</p>"
            "%s</article></main></body></html>", lines[k][0]);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);

        /* the signature leaves the body */
        if (lines[k][1] != NULL) {
            assert_non_null(res->body_text);
            assert_null(strstr(res->body_text, lines[k][1]));
        }

        check_byline(res, lines[k][1]);
    }

    /*
     * Vietnamese names are syllables the text has as words ("quốc lộ"):
     * VnExpress's closing names in bold sign the story all the same
     */
    n = snprintf(page, sizeof(page),
        "<!DOCTYPE html><html lang=\"vi\"><head><meta charset=\"utf-8\">"
        "<title>Xe bu\xc3\xbdt nhanh</title></head><body><main><article>"
        "<h1>Xe bu\xc3\xbdt nhanh</h1>"
        "<p>Tuy\xe1\xba\xbfn xe bu\xc3\xbdt nhanh ch\xe1\xba\xa1y d\xe1\xbb\x8d"
        "c qu\xe1\xbb\x91" "c l\xe1\xbb\x99 1 s\xe1\xba\xbd th\xe1\xbb\xad "
        "nghi\xe1\xbb\x87m t\xe1\xbb\xab th\xc3\xa1ng sau, theo S\xe1\xbb\x9f "
        "X\xc3\xa2y d\xe1\xbb\xb1ng, v\xe1\xbb\x9bi m\xc6\xb0\xe1\xbb\x9di "
        "hai xe m\xe1\xbb\x97i gi\xe1\xbb\x9d v\xc3\xa0 gi\xc3\xa1 v\xc3\xa9 "
        "b\xe1\xba\xb1ng xe th\xc6\xb0\xe1\xbb\x9dng.</p>"
        "<p>Th\xc3\xa0nh ph\xe1\xbb\x91 s\xe1\xba\xbd \xc4\x91\xc3\xa1nh gi\xc3"
        "\xa1 l\xc6\xb0u l\xc6\xb0\xe1\xbb\xa3ng h\xc3\xa0nh kh\xc3\xa1" "ch "
        "sau giai \xc4\x91o\xe1\xba\xa1n th\xe1\xbb\xad nghi\xe1\xbb\x87m "
        "tr\xc6\xb0\xe1\xbb\x9b" "c khi quy\xe1\xba\xbft \xc4\x91\xe1\xbb\x8bnh "
        "m\xe1\xbb\x9f th\xc3\xaam tuy\xe1\xba\xbfn.</p>"
        "<p style=\"text-align:right\"><strong>Thanh H\xe1\xba\xb1ng - "
        "Qu\xe1\xbb\x91" "c Tu\xe1\xba\xa5n</strong></p>"
        "</article></main></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));
    check_byline(run(page, (size_t) n, NULL),
                 "Thanh H\xe1\xba\xb1ng, Qu\xe1\xbb\x91" "c Tu\xe1\xba\xa5n");

    /*
     * Korean papers sign under a story too long for the lines after the
     * title to reach: names, title, address; a series named after its
     * reporter ("최윤호 기자의 자동차 이야기") is no signature, nor a
     * photographer's credit ("사진=최윤호 기자", photo=).
     */
    {
        static const char  *const ko[][2] = {
            { "<p>최윤호 기자 uknow@donga.example</p>", "최윤호" },
            { "<p>최윤호·김하늘 기자</p>", "최윤호, 김하늘" },
            { "<p>최윤호 기자의 자동차 이야기</p>", NULL },
            { "<p>워싱턴=최윤호 특파원</p>", "최윤호" },
            /* a photographer's credit names no author */
            { "<p>사진=최윤호 기자</p>", NULL },
            { "<p>그래픽=최윤호 기자</p>", NULL },
        };

        for (k = 0; k < sizeof(ko) / sizeof(ko[0]); k++) {
            unsigned  i;

            n = snprintf(page, sizeof(page),
                "<!DOCTYPE html><html lang=\"ko\"><head>"
                "<meta charset=\"utf-8\"><title>도서관 개관 연장</title>"
                "</head><body><main><article><h1>도서관 개관 연장</h1>");

            for (i = 0; i < 40; i++) {
                n += snprintf(page + n, sizeof(page) - n,
                    "<p>도서관이 주말 개관을 %u시간 연장한다.</p>", i + 1);
            }

            n += snprintf(page + n, sizeof(page) - n,
                          "%s</article></main></body></html>", ko[k][0]);
            assert_true(n > 0 && (size_t) n < sizeof(page));

            res = run(page, (size_t) n, NULL);
            assert_status(res, NSEG_STATUS_OK);

            /* the signature leaves the body: no other line has 기자 */
            if (ko[k][1] != NULL) {
                assert_null(strstr(res->body_text, "기자"));
            }

            check_byline(res, ko[k][1]);
        }
    }

    /*
     * The byline beside the title, signed again under the story: the
     * signature leaves the body when it names the same people, and
     * stays when it names someone else (a translator, a second author
     * of a part).
     */
    {
        static const char  *const sigs[][4] = {
            { "<li>박지현 기자</li>", "<p>박지현 기자 jhpark@busan.example</p>",
              "jhpark", "박지현" },
            { "<li>Von Anna Kowalska</li>",
              "<p><strong>Text:</strong> Anna Kowalska</p>", "Text:",
              "Anna Kowalska" },
            { "<li>박지현 기자</li>", "<p>최윤호 기자 uknow@donga.example</p>",
              NULL, "박지현" },
        };

        for (k = 0; k < sizeof(sigs) / sizeof(sigs[0]); k++) {
            n = snprintf(page, sizeof(page),
                "<!DOCTYPE html><html lang=\"ko\"><head>"
                "<meta charset=\"utf-8\"><title>도서관 개관 연장</title>"
                "</head><body><main><article><h1>도서관 개관 연장</h1>"
                "<ul class=\"info\">%s<li>입력 2025.03.12 14:05</li></ul>"
                "<p>부산 해운대구가 10년 넘게 비어 있던 옛 초등학교를 "
                "24시간 작은도서관으로 바꾼다고 12일 밝혔다.</p>"
                "<p>도서관은 1층에 어린이 열람실과 북카페를, 2층에 청소년 "
                "학습공간과 주민 동아리방을 둔다.</p>"
                "<p>구는 다음 달 주민설명회를 열어 도서관 이름과 운영 "
                "방식에 대한 의견을 듣기로 했다.</p>"
                "%s</article></main></body></html>", sigs[k][0],
                sigs[k][1]);
            assert_true(n > 0 && (size_t) n < sizeof(page));

            res = run(page, (size_t) n, NULL);
            assert_status(res, NSEG_STATUS_OK);

            if (sigs[k][2] != NULL) {
                assert_null(strstr(res->body_text, sigs[k][2]));

            } else {
                assert_non_null(strstr(res->body_text, "uknow@"));
            }

            check_byline(res, sigs[k][3]);
        }
    }
}


/*
 * An author box at the end of a long article, beyond the sixty text
 * nodes after the title, after the related posts: its name is the
 * byline when the box is the only one of its kind on the page and gives
 * a name.  Teasers, each with an author's element like the next one's,
 * a box's heading, a name-like heading in no author's element and a
 * comment's author are none.
 */
static void
test_byline_past_end(void **state)
{
    int        n;
    char      *page;
    size_t     k, len, size;
    unsigned   i;

    static const char  *const boxes[][2] = {
        { "<div class=\"author-bio footer\"><h3>Martin Junker</h3>"
          "<p>Martin Junker ist seit 25 Jahren Finanzierungsberater.</p>"
          "</div>", "Martin Junker" },
        { "<div class=\"author-info\"><h3>Autor</h3><h4>"
          "<a href=\"/author/jr/\">Jana Roth</a></h4><p>Jana Roth "
          "schreibt \xc3\xbc" "ber Wasser und Landwirtschaft.</p></div>",
          "Jana Roth" },
        /* NCE takes this one into the article: the end is searched too */
        { "<div class=\"author-profile\"><p>Von Frank Hahn</p></div>",
          "Frank Hahn" },
        { "<footer class=\"post-footer\"><span class=\"post-author "
          "vcard\">Posted by <a href=\"/profile/1\">Ann Lee</a></span>"
          "</footer>", "Ann Lee" },
        /* teasers for other stories: one author's element each */
        { "<ul class=\"teasers\"><li><a href=\"/a\">Neue Br\xc3\xbc"
          "cke \xc3\xbc" "ber den Fluss</a><span class=\"author\">von "
          "Anna Dunst</span></li><li><a href=\"/b\">Der Markt zieht um"
          "</a><span class=\"author\">von Bo Olsen</span></li></ul>",
          NULL },
        /* a box's heading names no one, capitalised or not */
        { "<div class=\"author-box\"><h3>About the author</h3><p>She "
          "writes about water and the farms of the valley.</p></div>",
          NULL },
        { "<div class=\"author-box\"><h3>\xc3\x9c" "ber den Autor</h3>"
          "<p>Er schreibt \xc3\xbc" "ber Wasser.</p></div>", NULL },
        { "<div class=\"author-box\"><h3>Mehr aus dem Tal</h3></div>",
          NULL },
        /* a name-like heading, but in no author's element */
        { "<div class=\"contact\"><h3>Martin Junker</h3></div>", NULL },
        /* who wrote a comment */
        { "<div class=\"comment-author\"><b>Jana Roth</b></div>", NULL },
    };

    (void) state;

    size = 64 * 1024;
    page = malloc(size);
    assert_non_null(page);

    for (k = 0; k < sizeof(boxes) / sizeof(boxes[0]); k++) {
        print_message("box: %s\n", boxes[k][0]);

        n = snprintf(page, size,
            "<!DOCTYPE html><html lang=\"de\"><head><meta charset=\"utf-8\">"
            "<title>Neues Wasserwerk</title>"
            "<style>h1 { font-size: 34px; font-weight: bold }</style>"
            "</head><body><main><article><h1>Neues Wasserwerk</h1>");
        assert_true(n > 0 && (size_t) n < size);
        len = (size_t) n;

        /* seventy paragraphs: the box lies beyond sixty text nodes */
        for (i = 0; i < 70; i++) {
            n = snprintf(page + len, size - len,
                "<p>Im %u. Abschnitt des Berichts hei\xc3\x9ft es, das neue "
                "Wasserwerk in Millbrook gehe im Fr\xc3\xbchjahr in Betrieb, "
                "zwei Jahre sp\xc3\xa4ter als geplant, nach einem langen "
                "Streit um den Bauvertrag mit der Baufirma.</p>", i + 1);
            assert_true(n > 0 && (size_t) n < size - len);
            len += (size_t) n;
        }

        n = snprintf(page + len, size - len,
            "<div class=\"related\"><h3>\xc3\x84hnliche Beitr\xc3\xa4ge"
            "</h3><ul><li><a href=\"/x\">Die Talsperre</a></li>"
            "<li><a href=\"/y\">Der Hochbeh\xc3\xa4lter</a></li></ul>"
            "</div>%s</article></main></body></html>", boxes[k][0]);
        assert_true(n > 0 && (size_t) n < size - len);
        len += (size_t) n;

        check_byline(run(page, len, NULL), boxes[k][1]);
    }

    free(page);
}


/*
 * Credits for others in the byline's lines, and agencies and kinds of
 * text after or beside the names: only the writers are the byline
 */
static void
test_byline_credits(void **state)
{
    size_t          k;
    char            page[4096];
    nseg_result_t  *res;

    static const char  *const cases[][4] = {
        /* meta, line, byline, text that must leave the body */
        { "", "<div class=\"byline-block\"><div class=\"reviewer\"><span>"
          "Medically reviewed by</span> <a href=\"/reviewers/ao\">Amara "
          "Osei, MD</a></div><div class=\"author\"><span>Written by</span>"
          " <a href=\"/authors/jh\">Jordan Hale</a></div></div>",
          "Jordan Hale", "Amara Osei" },
        { "", "<div class=\"byline\">Written by Jordan Hale. Reviewed by "
          "Amara Osei</div>", "Jordan Hale", NULL },
        /* metadata names the editor the page credits as such */
        { "<meta name=\"author\" content=\"Arjun Nair\">",
          "<span class=\"pst-by\">Written by <a href=\"/author/pm\">"
          "Pallavi Mehra</a>, Edited by <a href=\"/author/an\">Arjun Nair"
          "</a></span>", "Pallavi Mehra", NULL },
        /* ... but names the writer the page shows */
        { "<meta name=\"author\" content=\"Pallavi Mehra\">",
          "<span class=\"pst-by\">Written by <a href=\"/author/pm\">"
          "Pallavi Mehra</a>, Edited by <a href=\"/author/an\">Arjun Nair"
          "</a></span>", "Pallavi Mehra", NULL },
        /* French sets its colon apart; the photographer is no author */
        { "", "<p class=\"credits\">Texte : <a href=\"/c/tm\">Th\xc3\xa9o "
          "Marchetti</a> \xe2\x80\x94 Photos : In\xc3\xa8s Calado</p>",
          "Th\xc3\xa9o Marchetti", NULL },
        /* each name in an element of its own named alike */
        { "", "<div class=\"story-byline\"><span class=\"byline-name\">"
          "<a href=\"/staff_name/al/\">Ava Lindqvist</a></span> and <span "
          "class=\"byline-name\"><a href=\"/staff_name/mt/\">Marcus Tran"
          "</a></span>, <span class=\"jobtitle\">Staff Writers</span></div>",
          "Ava Lindqvist, Marcus Tran", "Marcus Tran" },
        /* a subheading in the header named as the byline's names no one */
        { "", "<div class=\"view_tit_byline\"><h2>Baemin, Coupang Eats agree "
          "to a tiered fee structure after months of talks</h2><div><a "
          "href=\"/list_author.php?ud=pj\">By Park Ji-won</a></div></div>",
          "Park Ji-won", NULL },
        /* Drupal's "Submitted by", as a field and as its line */
        { "", "<div class=\"field\"><span class=\"field__label\">Submitted "
          "by</span> <span class=\"field__item\">Amberlane Foods</span>"
          "</div>", "Amberlane Foods", NULL },
        { "", "<p class=\"submitted\">Submitted by Jane Roe on Tue, "
          "10/02/2025 - 09:12</p>", "Jane Roe", NULL },
        /* Hungarian "Szerző:" and Serbian "Аутор:" alone before a name */
        { "", "<div class=\"meta\"><span>Szerz\xc5\x91:</span> <a href=\""
          "/x/kb/\">Kiss Bal\xc3\xa1zs</a></div>", "Kiss Bal\xc3\xa1zs",
          NULL },
        { "", "<div class=\"meta\"><span>\xd0\x90\xd1\x83\xd1\x82\xd0"
          "\xbe\xd1\x80:</span> <span>Jovana Petrovi\xc4\x87</span></div>",
          "Jovana Petrovi\xc4\x87", NULL },
        /* the label in an element of its own, the names in another */
        { "", "<div class=\"byline\"><span class=\"byline__prefix\">Door"
          "</span> <span class=\"byline__authors\"><a href=\"/auteur/kc/\">"
          "Kim Claes</a> en <a href=\"/auteur/bw/\">Bart Wuyts</a></span>"
          "</div>", "Kim Claes, Bart Wuyts", NULL },
        /* ... each with its own "By", each a line */
        { "", "<div class=\"post__byline\"><div class=\"post__byline-item\">"
          "By &mdash; <a href=\"/author/lm\">Leila Moreno</a></div><div "
          "class=\"post__byline-item\">By &mdash; <a href=\"/author/bo\">"
          "Ben Ostrowski</a></div></div>", "Leila Moreno, Ben Ostrowski",
          "Ostrowski" },
        /* the agency after the names, over JSON-LD's organisation */
        { "<script type=\"application/ld+json\">{\"@type\":\"NewsArticle\","
          "\"author\":{\"@type\":\"Organization\",\"name\":\"PA Media\"}}"
          "</script>", "<p class=\"byline\">By Harriet Lowe and Daniel Wren, "
          "PA</p>", "Harriet Lowe, Daniel Wren", NULL },
        /* ... not a degree */
        { "", "<p class=\"byline\">By Brenda Goodman, MA</p>",
          "Brenda Goodman, MA", NULL },
        /* each name an item of a list named as the authors' */
        { "", "<ul class=\"author-list\"><li><a href=\"/people/hm\">Helen "
          "Marsh</a></li><li><a href=\"/people/do\">David Osei</a></li>"
          "</ul>", "Helen Marsh, David Osei", "David Osei" },
        /* an office after the name */
        { "", "<div class=\"field--name-news-author\">By Tomas Greer, "
          "College of Science Communications</div>", "Tomas Greer", NULL },
        /* WordPress's "show all posts by" names the author it links to */
        { "", "<div class=\"byline\">Von <a href=\"/author/kl/\">Kerstin "
          "Lammers</a></div><div class=\"author-bio\"><a class=\"author-"
          "link\" href=\"/author/kl/\" rel=\"author\">Zeige alle "
          "Beitr\xc3\xa4ge von Kerstin Lammers</a></div>", "Kerstin Lammers",
          NULL },
        /* a release's kind beside its date names no one */
        { "", "<p class=\"type\">News Release <span class=\"date_time\">"
          "12-Nov-2025</span></p>", NULL, NULL },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        res = run_byline(page, sizeof(page), cases[k][0], cases[k][1]);
        assert_status(res, NSEG_STATUS_OK);

        if ((cases[k][2] == NULL) != (res->byline == NULL)
            || (res->byline && strcmp(res->byline, cases[k][2]) != 0))
        {
            print_error("case %zu: byline %s, want %s\n", k,
                        res->byline ? res->byline : "none",
                        cases[k][2] ? cases[k][2] : "none");
        }

        assert_string_or_null(res->byline, cases[k][2]);

        if (cases[k][3] != NULL) {
            assert_null(strstr(res->body_text, cases[k][3]));
        }

        nseg_result_free(res);
    }
}


static void
test_byline_line(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    /* "By <a>Lars Fischer</a> and <a>Alina Schadwinkel</a>" */
    res = run_byline(page, sizeof(page), "",
                     "<div class=\"meta\"><span>By <a href=\"/a/lf\">Lars "
                     "Fischer</a> and <a href=\"/a/as\">Alina Schadwinkel"
                     "</a></span></div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Lars Fischer, Alina Schadwinkel");
    assert_null(strstr(res->body_text, "Schadwinkel"));
    assert_non_null(strstr(res->body_text, "regional water board"));
    nseg_result_free(res);

    /* Basque: "egileak" (the authors) by class and path, joined by "eta" */
    res = run_byline(page, sizeof(page), "",
                     "<div class=\"artikulua-sinadura\"><span class=\"egileak"
                     "\"><a href=\"/egileak/ane-irazabal\">Ane Irazabal</a> "
                     "eta <a href=\"/egileak/jon-etxeberria\">Jon Etxeberria"
                     "</a></span></div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Ane Irazabal, Jon Etxeberria");
    nseg_result_free(res);

    /* "Story by", "Words by": the photographer after it is no author */
    res = run_byline(page, sizeof(page), "",
                     "<p>Story by Jane Doe &bull; Photos by John Smith</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Jane Doe");
    assert_null(strstr(res->body_text, "Story by"));
    nseg_result_free(res);

    check_byline(run_byline(page, sizeof(page), "",
                            "<p>Words by Ann Lee</p>"), "Ann Lee");

    /* GhanaWeb's "Contributor:" line under the headline */
    check_byline(run_byline(page, sizeof(page), "",
                            "<p class=\"article-meta-contrib\">Contributor: "
                            "Kwame Asiedu-Boateng</p>"),
                 "Kwame Asiedu-Boateng");

    /* "with" joins two authors; what follows it must look like a name */
    check_byline(run_byline(page, sizeof(page), "",
                            "<p>By Jane Doe with John Smith</p>"),
                 "Jane Doe, John Smith");
    check_byline(run_byline(page, sizeof(page), "",
                            "<p>By Jane Doe with additional reporting</p>"),
                 "Jane Doe");

    /* "By:" alone, the name in a link */
    res = run_byline(page, sizeof(page), "",
                     "<div><span>By: <a href=\"/a/jr\">Jane Roe</a><br>"
                     "Executive Editor</span></div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Jane Roe");

    /* the role in the short byline block leaves the body with it */
    assert_null(strstr(res->body_text, "Executive Editor"));
    assert_non_null(strstr(res->body_text, "regional water board"));
    nseg_result_free(res);

    /*
     * the reporter's e-mail address beside the byline leaves the body
     * with it; the place after it is the story's, and stays
     */
    res = run_byline(page, sizeof(page), "",
                     "<div class=\"art__autor\"><span class=\"art__autor-"
                     "nombre\">Jane Roe</span> <span class=\"art__autor-"
                     "email\">jroe@paper.example</span> <span class=\"art_"
                     "_lugar\">Santo Domingo</span></div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Jane Roe");
    assert_null(strstr(res->body_text, "jroe@paper.example"));
    assert_non_null(strstr(res->body_text, "Santo Domingo"));
    assert_non_null(strstr(res->body_text, "regional water board"));
    nseg_result_free(res);

    /* the names end with the element named as the author's */
    res = run_byline(page, sizeof(page), "",
                     "<div class=\"story\"><span class=\"author\">By Jane "
                     "Roe</span> , <em>Reuters.</em> The board met.</div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Jane Roe");
    nseg_result_free(res);

    /* a drop cap is not "By" or "Von" */
    res = run_byline(page, sizeof(page), "",
                     "<p><span class=\"dropcap\">V</span>ienna Council "
                     "voted on Monday after a long debate.</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->byline);
    assert_non_null(strstr(res->body_text, "ienna Council voted"));
    nseg_result_free(res);

    /* the site as the metadata author: the page's byline wins */
    res = run_byline(page, sizeof(page),
                     "<meta name=\"author\" content=\"The Valley Courier\">",
                     "<p class=\"byline\">By Jane Roe</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Jane Roe");
    nseg_result_free(res);

    /* ... and stays the answer when the page shows none */
    res = run_byline(page, sizeof(page),
                     "<meta name=\"author\" content=\"The Valley Courier\">",
                     "");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "The Valley Courier");
    nseg_result_free(res);

    /* so does the newsroom's generic name ("Redacția", "Staff") */
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" "
                            "content=\"Redac\xc8\x9bia\">",
                            "<p class=\"autor\">de <a href=\"/a/am\">Andreea "
                            "Munteanu</a></p>"),
                 "Andreea Munteanu");
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"Staff\">",
                            "<p class=\"byline\">By Jane Roe</p>"),
                 "Jane Roe");
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"Redaktion\">",
                            ""),
                 "Redaktion");

    /* and an institution's office: "Communications and Marketing" */
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"DC.creator\" "
                            "content=\"Communications and Marketing\">",
                            "<p class=\"byline\">By Rhiannon Clarke</p>"),
                 "Rhiannon Clarke");
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"Press Office"
                            "\">", ""),
                 "Press Office");

    /* a person in metadata is kept over the page's line */
    res = run_byline(page, sizeof(page),
                     "<meta name=\"author\" content=\"Ann Lee\">",
                     "<p class=\"byline\">By Jane Roe</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Ann Lee");
    nseg_result_free(res);

    /*
     * ... but not a transliteration of the names the page shows in its
     * own script: metadata's "Amol Kulkarni", the page's Devanagari
     */
    check_byline(run_byline_lang(page, sizeof(page), "mr",
                                 "<meta name=\"author\" content=\"Amol "
                                 "Kulkarni\">",
                                 "<p class=\"byline\">\xe0\xa4\x85\xe0\xa4"
                                 "\xae\xe0\xa5\x8b\xe0\xa4\xb2 \xe0\xa4\x95"
                                 "\xe0\xa5\x81\xe0\xa4\xb2\xe0\xa4\x95\xe0"
                                 "\xa4\xb0\xe0\xa5\x8d\xe0\xa4\xa3\xe0\xa5"
                                 "\x80</p>"),
                 "\xe0\xa4\x85\xe0\xa4\xae\xe0\xa5\x8b\xe0\xa4\xb2 "
                 "\xe0\xa4\x95\xe0\xa5\x81\xe0\xa4\xb2\xe0\xa4\x95"
                 "\xe0\xa4\xb0\xe0\xa5\x8d\xe0\xa4\xa3\xe0\xa5\x80");

    /* a sentence opening with "por", unmarked: no byline */
    res = run_byline(page, sizeof(page), "",
                     "<p>por parte de la defensa</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->byline);
    nseg_result_free(res);

    /* "Oleh" is Indonesian and Malay "by" */
    {
        static const char  *const lines[][2] = {
            { "<p>Oleh Budi Santoso</p>", "Budi Santoso" },
            { "<p>Oleh: Budi Santoso</p>", "Budi Santoso" },
            { "<p>Oleh <a href=\"/a/bs\">Budi Santoso</a></p>",
              "Budi Santoso" },
            { "<p class=\"author\">Oleh Budi Santoso</p>", "Budi Santoso" },
            { "<p>Oleh KPK, tersangka langsung ditahan.</p>", NULL },
        };

        check_bylines(page, sizeof(page), "id", lines,
                      sizeof(lines) / sizeof(lines[0]));
    }

    /* Korean: the title after the names; Chinese and Japanese labels */
    {
        static const char  *const ko[][2] = {
            { "<p>홍길동 기자</p>", "홍길동" },
            { "<p>홍길동기자 hong@example.co.kr</p>", "홍길동" },
            { "<p>홍길동·김철수 기자</p>", "홍길동, 김철수" },
            { "<p>워싱턴=홍길동 특파원</p>", "홍길동" },
            /* a citizen reporter; said at the press conference */
            { "<p>서울 시민 기자</p>", NULL },
            { "<p>기자 회견에서 밝혔다</p>", NULL },
        };
        static const char  *const zh[][2] = {
            { "<p>记者 张三</p>", "张三" },
            { "<p>文/张三</p>", "张三" },
            { "<p>記者：王小明</p>", "王小明" },
            /* no spaces in Chinese names: two reporters */
            { "<p>记者 张三 李四</p>", "张三, 李四" },
            /* the reporter learned from the city: a sentence */
            { "<p>记者从市政府获悉</p>", NULL },
        };

        check_bylines(page, sizeof(page), "ko", ko, sizeof(ko) / sizeof(ko[0]));
        check_bylines(page, sizeof(page), "zh", zh, sizeof(zh) / sizeof(zh[0]));
    }

    /* Korean wire copy: the byline opens the first paragraph, which stays */
    res = run_byline_lang(page, sizeof(page), "ko", "",
                          "<p>(서울=연합뉴스) 홍길동·김철수 기자 = 정부는 "
                          "목요일 새 정수장이 계약 분쟁 끝에 계획보다 2년 늦은 "
                          "봄에 문을 연다고 밝혔다.</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "홍길동, 김철수");
    assert_non_null(strstr(res->body_text, "(서울=연합뉴스) 홍길동"));
    nseg_result_free(res);

    res = run_byline_lang(page, sizeof(page), "ko", "",
                          "<p>(사진=연합뉴스) 정부는 새 정수장이 문을 연다고 "
                          "밝혔다.</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->byline);
    nseg_result_free(res);

    /*
     * Chinese wire copy names its reporters in the dateline, in
     * parentheses after "记者" (reporter); the paragraph stays.  A
     * sentence about reporters in parentheses names no one.
     */
    res = run_byline_lang(page, sizeof(page), "zh", "",
                          "<p>新华社哈尔滨10月14日电（记者王建国、李晓梅）"
                          "记者从黑龙江省农业农村厅获悉，全省秋粮已收获1.03亿亩。"
                          "</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "王建国, 李晓梅");
    assert_non_null(strstr(res->body_text, "新华社哈尔滨10月14日电"));
    nseg_result_free(res);

    res = run_byline_lang(page, sizeof(page), "zh", "",
                          "<p>本报北京10月13日电　（记者 孙振华）记者从国家林业和"
                          "草原局获悉，自然保护地体系建设取得进展。</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "孙振华");
    nseg_result_free(res);

    res = run_byline_lang(page, sizeof(page), "zh", "",
                          "<p>会议（记者招待会于下午举行）讨论了全省秋粮收获和"
                          "稻谷收购的进度。</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->byline);
    nseg_result_free(res);

    /*
     * Taiwan's "〔記者陳怡君／台北報導〕", after a caption's photo credit
     * "（記者陳怡君攝）"; a paper's own "本报记者 王磊 刘畅 北京报道";
     * over JSON-LD's organisation, as names the page shows
     */
    res = run_byline_lang(page, sizeof(page), "zh-Hant",
                          "<script type=\"application/ld+json\">{\"@type\":"
                          "\"NewsArticle\",\"author\":{\"@type\":"
                          "\"Organization\",\"name\":\"自立時報\"}}</script>",
                          "<p class=\"cap\">市府宣布擴大補助。（記者陳怡君攝）</p>"
                          "<p>〔記者陳怡君／台北報導〕台北市政府今日宣布，明年起擴大"
                          "老舊建物耐震健檢補助。</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "陳怡君");
    nseg_result_free(res);

    res = run_byline_lang(page, sizeof(page), "zh", "",
                          "<p>本报记者 王磊 刘畅 北京报道</p><p>国家统计局今日发布"
                          "数据显示，前三季度国内生产总值同比增长。</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "王磊, 刘畅");
    nseg_result_free(res);

    res = run_byline_lang(page, sizeof(page), "zh", "",
                          "<p>本报记者 王磊 刘畅 发现，许多城市的房价仍在下降，"
                          "成交量也持续低迷。</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->byline);
    nseg_result_free(res);

    /* a column's head in the same brackets names no one */
    res = run_byline_lang(page, sizeof(page), "zh", "",
                          "<p>【记者手记】走进社区，记者看到居民们正在排队登记。</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->byline);
    nseg_result_free(res);

    /* ... and a Ukrainian first name, on pages in other languages */
    res = run_byline_lang(page, sizeof(page), "uk", "",
                          "<p class=\"author\">Oleh Sukhov</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Oleh Sukhov");
    nseg_result_free(res);

    res = run_byline(page, sizeof(page), "",
                     "<span class=\"byline\">Oleh Sukhov</span>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Oleh Sukhov");
    nseg_result_free(res);

    /* Oleh is a first name too: a label only in the page's line */
    res = run_byline(page, sizeof(page),
                     "<meta name=\"author\" content=\"Oleh Sukhov\">",
                     "<p>Some text</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Oleh Sukhov");
    nseg_result_free(res);

    res = run_byline(page, sizeof(page), "",
                     "<p>By Oleh Sukhov</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Oleh Sukhov");
    nseg_result_free(res);

    /* a comment's author is not the article's */
    res = run_byline(page, sizeof(page), "",
                     "<div class=\"comment-author vcard\"><b>Jane Roe</b>"
                     "</div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->byline);
    nseg_result_free(res);

    res = run_byline(page, sizeof(page), "",
                     "<div class=\"post-author vcard\"><b>Jane Roe</b>"
                     "</div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Jane Roe");
    nseg_result_free(res);

    /* a label with no name */
    res = run_byline(page, sizeof(page), "",
                     "<p class=\"author\">Autor</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->byline);
    nseg_result_free(res);

    /* a label alone, the name in the next element */
    res = run_byline(page, sizeof(page), "",
                     "<div>Ein Artikel von <strong>Pamela Sladky</strong>"
                     " | 27.01.2022</div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Pamela Sladky");
    assert_null(strstr(res->body_text, "Sladky"));
    nseg_result_free(res);

    /* the photographer's line after the byline's leaves with it */
    res = run_byline_lang(page, sizeof(page), "fi", "",
                          "<div class=\"byline\"><div class=\"row\">Teksti: "
                          "<a href=\"/t/ml\">Mikko Laine</a></div>"
                          "<div class=\"row\">Kuvat: Sanna Heikkinen</div>"
                          "</div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Mikko Laine");
    assert_null(strstr(res->body_text, "Heikkinen"));
    assert_non_null(strstr(res->body_text, "The regional water board"));
    nseg_result_free(res);

    /* ... not a line of the text that opens with the word */
    res = run_byline(page, sizeof(page), "",
                     "<p class=\"byline\">By Jane Roe</p>"
                     "<p>Photos: the board published twelve of them on its "
                     "website on Thursday, with a map of the works.</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Jane Roe");
    assert_non_null(strstr(res->body_text, "published twelve"));
    nseg_result_free(res);

    /* ... but not a second label: "Auteur :" over "Auteur(s) :" */
    res = run_byline(page, sizeof(page), "",
                     "<div><div>Auteur :</div><div>Auteur(s) :</div>"
                     "</div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->byline);
    nseg_result_free(res);

    /* "By" in more languages; a sentence opening with the word is none */
    {
        static const char  *const lines[][2] = {
            { "<p>Av Anna Svensson</p>", "Anna Svensson" },
            { "<p>af Mette Jensen</p>", "Mette Jensen" },
            { "<p>Yazar: Ayşe Yılmaz</p>", "Ayşe Yılmaz" },
            { "<p>Автор: Иван Петров</p>", "Иван Петров" },
            { "<p>Текст: Ольга Воронцова</p>", "Ольга Воронцова" },
            { "<p>Írta: Kovács Péter</p>", "Kovács Péter" },
            { "<p>bởi Nguyễn Văn An</p>", "Nguyễn Văn An" },
            { "<p>بقلم: أحمد علي</p>", "أحمد علي" },
            { "<p>מאת: דנה כהן</p>", "דנה כהן" },
            { "<p>Penulis: Budi Santoso</p>", "Budi Santoso" },
            { "<p>Napsala Jana Nováková</p>", "Jana Nováková" },
            { "<p>Napisała Anna Kowalska</p>", "Anna Kowalska" },
            { "<p>Av Anna Svensson och Per Olsson</p>",
              "Anna Svensson, Per Olsson" },
            { "<p>Tác giả: Nguyễn Văn An</p>", "Nguyễn Văn An" },
            { "<p>رپورٹ: محمد عمران قریشی</p>", "محمد عمران قریشی" },
            { "<p>تحریر : نسرین اختر</p>", "نسرین اختر" },
            { "<p>โดย วรรณา ศรีสุข</p>", "วรรณา ศรีสุข" },
            { "<p>โดย <a href=\"/a/ws\">วรรณา ศรีสุข</a></p>",
              "วรรณา ศรีสุข" },
            /* Thai writes "by means of" glued to the next word */
            { "<p>โดยทั่วไปสวนจะเปิดทุกวัน</p>", NULL },
            /* the label alone, the name in a link of the same line */
            { "<p>Av <a href=\"/a/as\">Anna Svensson</a></p>",
              "Anna Svensson" },
            { "<p>Автор: <a href=\"/a/ip\">Иван Петров</a></p>",
              "Иван Петров" },
            /* sentences */
            { "<p>Av alla skäl</p>", NULL },
            { "<p>Af og til regner det</p>", NULL },
            { "<p>Av Sveriges 290 kommuner har 12 sagt nej.</p>", NULL },
            { "<p>Av åtta kandidater valdes tre.</p>", NULL },
            { "<p>Af øvrige partier stemte SF imod.</p>", NULL },
            { "<p>Bởi Hà Nội là thủ đô, giá đất cao.</p>", NULL },
            { "<p>Napsal řadu knih o válce.</p>", NULL },
            { "<p>Napisał Tusk w mediach społecznościowych.</p>", NULL },
            { "<p>Por él votaron todos.</p>", NULL },
            /* "Por:" with its colon, as Latin America's sites write it */
            { "<p>Por: Karla Mej\xc3\xad" "a | Martes 7 de octubre de 2025 | "
              "4:35 pm</p>", "Karla Mej\xc3\xad" "a" },
            /* German capitalises nouns: a sentence, by its length */
            { "<p>Von Berlin aus fuhren die Gutachter weiter.</p>", NULL },
            { "<p>Von Montag an gilt in der Stadt die neue Regel.</p>",
              NULL },
            { "<p>Von Anna M\xc3\xbcller und Peter Schmidt.</p>",
              "Anna M\xc3\xbcller, Peter Schmidt" },
            { "<p>מאתיים מפגינים נעצרו בלילה</p>", NULL },
            { "<p>بقلمه الرشيق كتب المقال</p>", NULL },
            /* "wrote:"; without its colon "كتب" is "books" too */
            { "<p>كتب: يوسف العمري</p>", "يوسف العمري" },
            { "<p>كتب : يوسف العمري</p>", "يوسف العمري" },
            { "<p class=\"writer\">كتب: يوسف العمري</p>", "يوسف العمري" },
            { "<p>كتب جديدة في المكتبة</p>", NULL },
            /* ... but in an element named as the author's, as Youm7 signs */
            { "<div class=\"writeBy\">كتب أحمد عبد الهادى - سمر سلامة</div>",
              "أحمد عبد الهادى, سمر سلامة" },
            { "<p>كتب أحمد عبد الهادى</p>", NULL },
            /* Welsh "by" in a Drupal field's label; Frisian "by" */
            { "<div><div class=\"field__label\">Gan</div><div "
              "class=\"field__item\"><a href=\"/awdur/ep\">Elin Prydderch"
              "</a></div></div>",
              "Elin Prydderch" },
            { "<span class=\"artikel__auteur\">Troch Sjoerd de Vries</span>",
              "Sjoerd de Vries" },
            /* a comment form's author field wants the reader's name */
            { "<form><div class=\"td-form-author\"><input name=\"author\">"
              "<div class=\"td-warning-author\">Please enter your name "
              "here</div></div></form>",
              NULL },
            /*
             * the date's node in the byline's box: its weekday is no name,
             * a name before its date is
             */
            { "<div class=\"byline-wrapper\"><div class=\"byline\"><a "
              "href=\"/author/sc\">Staff Correspondent</a></div><div "
              "class=\"date\">Thu Nov 27, 2025 12:00 AM</div></div>",
              NULL },
            { "<p class=\"date-author\">Janic Cathomen, 01.12.2021</p>",
              "Janic Cathomen" },
            /* each name in an element of its own, named alike (Wagtail) */
            { "<div class=\"bylines\"><span class=\"bylines__item\"><a "
              "class=\"bylines__name\" href=\"/people/lo/\">Lucía Ortega</a>"
              "</span> <span class=\"bylines__item\"><a class=\"bylines__"
              "name\" href=\"/people/bw/\">Ben Whitaker</a></span></div>",
              "Lucía Ortega, Ben Whitaker" },
            /* a name beside a date ends its line: uCoz greets the guest */
            { "<p>Вторник, 18.02.2025, 16:40<br>Приветствую Вас <b>Гость</b>"
              " | <a href=\"/index/3\">Регистрация</a></p>",
              NULL },
            /* a pull quote's author is the one quoted (Tilda) */
            { "<div class=\"t205__quote-wrapper\"><div class=\"t205__text\">"
              "«We will not give it up»</div><div class=\"t205__author\">"
              "Andrei Sitnikov, chairman</div></div>",
              NULL },
            /* a press review's compiler, the label in its own element */
            { "<div class=\"mrd-contributor\"><span class=\"mrd-contributor"
              "__role\">Compiled by</span> <span class=\"mrd-contributor__"
              "name\">Oona Fairweather</span></div>",
              "Oona Fairweather" },
            /* Swahili "by", on a page in English none */
            { "<p class=\"byline\">Na Mwandishi Wetu</p>",
              "Na Mwandishi Wetu" },
            /* Russian "text:" */
            { "<div>27 мая 2025<br>Текст: Мария Лебедева<br>Фото: Денис "
              "Орлов</div>",
              "Мария Лебедева" },
            /* a name in brackets, not a name with an agency's */
            { "<p class=\"author\">（田中 美穂）</p>", "田中 美穂" },
            { "<p class=\"author\">(Jane Roe)</p>", "Jane Roe" },
            { "<p class=\"author\">Jane Roe (AP)</p>", "Jane Roe (AP)" },
            /* a credit line's words before its "by" */
            { "<p class=\"author\">Story and photos by Ingrid Solberg</p>",
              "Ingrid Solberg" },
            { "<p class=\"byline\">Text &amp; pictures by Ingrid Solberg and "
              "Per Lund</p>",
              "Ingrid Solberg, Per Lund" },
            /*
             * a signature is the author's; several are the letters' or
             * comments' of a page, not its byline
             */
            { "<p class=\"signature\">Margaret Ellingham</p>",
              "Margaret Ellingham" },
            { "<p>I have lived on Market Street for 31 years and I have "
              "seen the lorries come and go.</p>"
              "<p class=\"signature\">Margaret Ellingham</p>"
              "<p>My husband spent nine days on Ward 6 and the volunteers "
              "sat with him.</p>"
              "<p class=\"signature\">Patricia Obuya</p>",
              NULL },
            /* with no class naming the author, in its node or before */
            { "<p>Words and photographs by Callum Strachan</p>",
              "Callum Strachan" },
            { "<p>Words and photographs by <a href=\"/p/cs\">Callum "
              "Strachan</a></p>",
              "Callum Strachan" },
            { "<p>Photos by <a href=\"/p/cs\">Callum Strachan</a></p>",
              NULL },
            { "<p>Words and photos by the children were shown in May at "
              "the library.</p>",
              NULL },
            /* a Chinese byline's correspondent is a label too */
            { "<p>记者 王晓梅 通讯员 李强</p>", "王晓梅, 李强" },
            /* a columnist's box names the author too */
            { "<p class=\"columnist-name\">Harriet Ashdown</p>",
              "Harriet Ashdown" },
            /* the wire after the reporter, without a separator */
            { "<p>By MARGARET OYELARAN Associated Press</p>",
              "MARGARET OYELARAN" },
            { "<p>By The Associated Press</p>", "The Associated Press" },
            /* a sentence after the byline, to its stop and quote */
            { "<p>By Jane Roe | May 5, 2025 \xe2\x80\x94 The board said "
              "the plant would \xe2\x80\x9copen in the spring.\xe2\x80\x9d"
              "</p>", NULL },
            /* the site's name after an author's (og:site_name) */
            { "<p>By Jane Roe, The Valley Courier</p>", "Jane Roe" },
            { "<p>By The Valley Courier</p>", "The Valley Courier" },
            /* "Written by" with its colon, as "By:" */
            { "<p>Written by: Julie Mollins</p>", "Julie Mollins" },
            /* a feature's credits: the words' writer, not the pictures' */
            { "<p class=\"feature-credits\"><span>Words: <a href=\"/c/it\">"
              "Imogen Trask</a></span> / <span>Photos: <a href=\"/c/rq\">"
              "Rafael Quintero</a></span></p>", "Imogen Trask" },
        };

        check_bylines(page, sizeof(page), "en", lines,
                      sizeof(lines) / sizeof(lines[0]));
    }

    /*
     * A personal site is named for its author: metadata naming the
     * site's name an author keeps it in the byline as a co-author
     */
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" "
                            "content=\"The Valley Courier\">",
                            "<p>By Jane Roe and The Valley Courier</p>"),
                 "Jane Roe, The Valley Courier");
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"Jane Roe\">",
                            "<p>By Jane Roe, The Valley Courier</p>"),
                 "Jane Roe");

    /* a credit line of the pictures alone names the photographer */
    res = run_byline(page, sizeof(page), "",
                     "<p class=\"byline\">Photos and video by Jane Doe</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_true(res->byline == NULL
                || strcmp(res->byline, "Jane Doe") != 0);
    nseg_result_free(res);

    /*
     * Drupal names the whole article node after its author ("node
     * author-jdoe"): a short line inside it is no byline for that
     */
    res = run_byline(page, sizeof(page), "",
                     "<div class=\"node node-report author-jdoe\"><div>"
                     "<div>Follow our updates on</div><p>The water board "
                     "said the plant at Millbrook would be the largest in "
                     "the valley, and that the works had gone to plan since "
                     "the spring, after the contract was signed.</p><p>It "
                     "will supply the towns downstream, the board said, and "
                     "the farms on the hill will get their water too.</p>"
                     "<p>Residents who wrote to the board about the noise of "
                     "the works were told that the last of the heavy "
                     "machines would leave the site before the summer, and "
                     "that the road to the reservoir would reopen in May."
                     "</p></div></div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->byline);
    nseg_result_free(res);
}


/*
 * A date line that ends with the author gives the name; one that ends
 * with a place, a section, a credit or a label in capitals names no one.
 * A label alone ("Autor") takes the name from its own line only; "By"
 * and "Von" also from the next element.  A name in an element of its
 * own followed by " · date" in its line is the byline too.
 */
static void
test_byline_date_line(void **state)
{
    char            page[4096];
    size_t          i;
    nseg_result_t  *res;

    static const struct {
        const char  *line;
        const char  *byline;
    } cases[] = {
        { "<p>25.10.2022 - Reiner Nagel</p>", "Reiner Nagel" },
        { "<small>04.02.2022 | 13:10 Uhr | Uta Helkenberg</small>",
          "Uta Helkenberg" },
        { "<p>March 3, 2023 \xe2\x80\x93 Ann de Vries</p>",
          "Ann de Vries" },
        { "<p>12.05.2022 - Berlin</p>", NULL },
        { "<p>12.05.2022 | Politik</p>", NULL },
        { "<p>04. November 2021 | PAID CONTENT</p>", NULL },
        { "<p>Section | Reiner Nagel</p>", NULL },
        { "<p>12.05.2022 - Mehr als 40 Menschen</p>", NULL },
        /* places, sections and credits are not names (review) */
        { "<p>12.05.2022 - Frankfurt am Main</p>", NULL },
        { "<p>12.05.2022 | Politik und Gesellschaft</p>", NULL },
        { "<p>12.05.2022 - Neue Regeln f\xc3\xbcr Mieter</p>", NULL },
        { "<p>25.10.2022 - Bild: Getty Images</p>", NULL },
        { "<p>12.05.2022 | Foto: dpa Picture</p>", NULL },
        { "<p>12.05.2022 | \xe2\x80\x9eZitat des Tages\xe2\x80\x9c</p>",
          NULL },
        /* a label needs the name in its line, "By" does not */
        { "<div><div><b>Autor</b></div><div>Leserbrief Redaktion</div>"
          "</div>", NULL },
        { "<p><span>Text</span><span>Bild</span><span>Video</span></p>",
          NULL },
        { "<p><span>vom</span> <span>Montag Abend</span></p>", NULL },
        { "<ul><li>Von</li><li><a href=\"/a/cb\">Claus Boelen-Theile</a>"
          "</li></ul>", "Claus Boelen-Theile" },
        /*
         * the name in an element of its own, the date after it (a page
         * builder's meta line); not without a date, nor a name that is
         * only the line's start; a relative date beside it is the page's
         * date too (the names beside the date, nseg_byline_beside_date)
         */
        { "<p><span style=\"font-weight:600\">Katharina Wendt-Ahlers</span>"
          " &nbsp;\xc2\xb7&nbsp; 21. Januar 2025 &nbsp;\xc2\xb7&nbsp; "
          "Lerntipps</p>", "Katharina Wendt-Ahlers" },
        { "<p><strong>Graham Pettifer</strong> | 14 October 2025</p>",
          "Graham Pettifer" },
        { "<p><span>Graham Pettifer</span> \xc2\xb7 Lerntipps</p>", NULL },
        { "<p><span>Graham Pettifer</span> \xc2\xb7 3 hours ago</p>",
          "Graham Pettifer" },
        /* a date line, its "by" and the author, then the categories */
        { "<p>Posted on 14 October 2025 by Graham Pettifer in "
          "<a href=\"/news\">News</a>, <a href=\"/c\">Community</a></p>",
          "Graham Pettifer" },
        { "<p>Posted on 14 October 2025 by Graham Pettifer</p>",
          "Graham Pettifer" },
        { "<p>Posted on 14 October 2025 by Graham Pettifer in News</p>",
          "Graham Pettifer" },
        { "<p>Publi\xc3\xa9 le 12 mars 2025 par Claire Le Goff dans "
          "<a href=\"/c\">Culture</a></p>", "Claire Le Goff" },
        { "<p>Posted on 14 October 2025 by the parish council in "
          "<a href=\"/news\">News</a></p>", NULL },
        /*
         * no label, no class that says so: the names beside the date in
         * a node of their own; not words the article writes in lower
         * case ("water board"), a link (a section), a label with its
         * full-width colon
         */
        { "<div class=\"x1f\"><span>Jesse Carmody</span> <span>March 12, "
          "2024</span></div>", "Jesse Carmody" },
        { "<div class=\"x1f\"><span>Kadri Tamm</span> <span>|</span> "
          "<span>12 May 2025</span></div>", "Kadri Tamm" },
        { "<div class=\"x1f\"><span>Water Board</span> <span>March 12, "
          "2024</span></div>", NULL },
        { "<div class=\"x1f\"><a href=\"/fire\">Fire Service</a> "
          "<span>March 12, 2024</span></div>", NULL },
        { "<div class=\"x1f\"><span>\xe6\x9d\xa5\xe6\xba\x90\xef\xbc\x9a "
          "\xe6\x96\xb0\xe5\x8d\x8e\xe7\xbd\x91</span> <span>March 12, "
          "2024</span></div>", NULL },
    };

    (void) state;

    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        print_message("line: %s\n", cases[i].line);

        res = run_byline(page, sizeof(page), "", cases[i].line);
        assert_status(res, NSEG_STATUS_OK);
        assert_string_or_null(res->byline, cases[i].byline);
        nseg_result_free(res);
    }

    /*
     * a date line over the title ends with a place when an author's
     * element follows under it (a match report's scoreboard); without
     * that element, the line over the title gives the name
     */
    for (i = 0; i < 2; i++) {
        res = run(page, (size_t) snprintf(page, sizeof(page),
                  "<html lang=\"pt\"><head><title>Vit\xc3\xb3ria suada "
                  "garante o terceiro lugar | Clube</title></head><body><div class=\"jogo\">S\xc3\xa1"
                  "b, 15/02/2025 \xc2\xb7 15:00 \xc2\xb7 Est\xc3\xa1"
                  "dio do Passal</div><article><h1>Vit\xc3\xb3ria suada "
                  "garante o terceiro lugar</h1><div><span class=\"%s\">"
                  "Texto: Rui Gon\xc3\xa7" "alves \xc2\xb7 Fotos: Marta "
                  "Pinheiro</span></div>" ARTICLE_P "</article></body>"
                  "</html>", i == 0 ? "autores" : "x9"), NULL);
        assert_status(res, NSEG_STATUS_OK);
        assert_string_equal(res->byline, i == 0 ? "Rui Gon\xc3\xa7" "alves"
                                                : "Est\xc3\xa1" "dio do Passal");
        nseg_result_free(res);
    }
}


/*
 * Words that name no one in an element named as the author's are passed
 * over for the name after them: a label after a separator ("· by"),
 * German's "Autor/in" and "durch" (WordPress's "by"), "on" left from a
 * date line.
 */
static void
test_byline_no_name(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    static const char *const  lines[][2] = {
        { "<div class=\"entry-meta\"><time>8. Januar 2020</time>"
          "<span class=\"byline\"> \xc2\xb7 by <span class=\"author\">"
          "<a href=\"/author/ak/\">Ann Kovacs</a></span></span></div>",
          "Ann Kovacs" },
        { "<div class=\"entry-meta\"><time>10. Dezember 2019</time>"
          "<span class=\"byline\"> | von <span class=\"author\">"
          "<a href=\"/author/bo/\">Bo Olsen</a></span></span></div>",
          "Bo Olsen" },
        { "<dl class=\"meta-authors\"><dt class=\"meta-author-name\">"
          "AUTOR/IN</dt><dd class=\"meta-author-name\">Julius Nemo</dd>"
          "</dl>", "Julius Nemo" },
        { "<p class=\"author\">Autor*in: Korinna Beispiel</p>",
          "Korinna Beispiel" },
        { "<div class=\"post-meta\"><span>durch</span> "
          "<a href=\"/author/yc/\">Yi Chen</a> <span>24. Oktober 2018"
          "</span></div>", "Yi Chen" },
        { "<div class=\"author-info\"><p>Published</p><span>3 weeks ago"
          "</span><p>on</p><span><time>October 17, 2023</time></span>"
          "<p>By</p><span><a href=\"/author/sw/\">Sam Walker</a></span>"
          "</div>", "Sam Walker" },
    };

    static const char *const  italian[][2] = {
        { "<div class=\"gv-articolo__firma\">di <span class=\"gv-autore\">"
          "Chiara Benedetti</span> e <span class=\"gv-autore\">Lorenzo "
          "Pagani</span></div>", "Chiara Benedetti, Lorenzo Pagani" },
    };

    (void) state;

    check_bylines(page, sizeof(page), "en", lines,
                  sizeof(lines) / sizeof(lines[0]));

    /* "di" (by) alone before the names in their elements */
    check_bylines(page, sizeof(page), "it", italian,
                  sizeof(italian) / sizeof(italian[0]));

    /* ... only in an element named as the author's: "de" is "of" too */
    res = run_byline_lang(page, sizeof(page), "fr", "",
                          "<p>Les propos <em>de</em> <a href=\"/t\">Emmanuel "
                          "Macron</a> ont suscit\xc3\xa9 la pol\xc3\xa9mique.</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->byline);
    assert_non_null(strstr(res->body_text, "Emmanuel Macron ont"));
    nseg_result_free(res);
}


/*
 * Where JSON-LD's author is an Organization, a byline the page shows
 * that names people wins ("AFP" over "Par Juliette Marchand"); a shown
 * word that is no name ("Quelle", source), the organisation again ("From
 * AFP News") or a newsroom ("Die Redaktion") does not.
 */
static void
test_byline_over_organization(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    static const char  ld[] =
        "<script type=\"application/ld+json\">{\"@type\":\"NewsArticle\","
        "\"author\":{\"@type\":\"Organization\",\"name\":\"AFP\"}}"
        "</script>";

    (void) state;

    res = run_byline_lang(page, sizeof(page), "fr", ld,
                          "<span class=\"hx-author\">Par Juliette Marchand"
                          "</span>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Juliette Marchand");
    nseg_result_free(res);

    res = run_byline_lang(page, sizeof(page), "de", ld,
                          "<span class=\"author\">Quelle</span>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "AFP");
    nseg_result_free(res);

    /* the organisation again, or a newsroom, names no one more */
    res = run_byline_lang(page, sizeof(page), "en", ld,
                          "<p class=\"byline\">From AFP News</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->byline, "AFP");
    nseg_result_free(res);

    res = run_byline_lang(page, sizeof(page), "de", ld,
                          "<p class=\"author\">Autor: Die Redaktion</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->byline, "AFP");
    nseg_result_free(res);

    res = run_byline_lang(page, sizeof(page), "en", ld,
                          "<p class=\"byline\">By Web Desk</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->byline, "AFP");
    nseg_result_free(res);

    /* the organisation's name as a word: "AFP" is none of "Safpa Lee" */
    res = run_byline_lang(page, sizeof(page), "en", ld,
                          "<p class=\"byline\">By Safpa Lee</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->byline, "Safpa Lee");
    nseg_result_free(res);
}


/*
 * The author's note under the story, about the writer the byline names,
 * leaves the body ("Jane Roe is a senior writer covering ..."); the same
 * words far from the end, and a sentence about someone else, stay.
 */
static void
test_author_bio(void **state)
{
    int             n;
    size_t          k;
    char            page[4096];
    nseg_result_t  *res;

    /*
     * the writer's card that ends the body, whatever its class's
     * language: the byline's name, a line, a link to the author's page;
     * not without that link, nor the cards of two of the byline's names
     */
    static const struct {
        const char  *card;
        int          dropped;
    } cards[] = {
        { "<div class=\"auteur-bloc\"><strong>Jane Roe</strong><p>"
          "Correspondante du Courier dans le Nord depuis 2017.</p><a "
          "href=\"/auteur/412/jane-roe\">Tous ses articles</a></div>", 1 },
        { "<section class=\"x\"><h3>Jane Roe</h3><p>Correspondante du "
          "Courier dans le Nord depuis 2017.</p><a href=\"/tag/nord\">"
          "Nord</a></section>", 0 },
        { "<div><div><h3>Jane Roe</h3><p>Reporter at the Courier.</p>"
          "</div><div><h3>Tom Lee</h3><p>Correspondante du Courier dans le "
          "Nord depuis 2017.</p><a href=\"/author/tom-lee\">All articles"
          "</a></div></div>", 0 },
        /* a link that rel="author" names as the author's page (K2) */
        { "<div class=\"itemAuthorBlock\"><h3><a rel=\"author\" href=\""
          "/index.php/itemlist/user/974-janeroe\">Jane Roe</a></h3><p>"
          "Correspondante du Courier dans le Nord depuis 2017.</p></div>",
          1 },
    };

    (void) state;

    n = snprintf(page, sizeof(page),
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<title>Water plant opens | The Valley Courier</title></head>"
        "<body><main><article><h1>Water plant opens</h1>"
        "<p class=\"byline\">By Jane Roe</p>"
        "<p>The regional water board confirmed on Thursday that the new "
        "treatment plant at Millbrook will open in the spring, two years "
        "later than planned, after a long dispute over the contract.</p>"
        "<p>Jane Roe was at the board meeting when the vote came, the first "
        "of three on the plant this year, and the chair spoke after it.</p>"
        "<p>Officials said the plant would supply forty thousand homes in "
        "the valley and that the old reservoir would be kept as a reserve "
        "for dry summers and emergencies.</p>"
        "<p>Tom Lee is a farmer from the valley who has chaired the board "
        "since 2019.</p>"
        "<p>Jane Roe is a senior writer covering water and the environment "
        "for the Courier.</p>"
        "</article></main></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->byline, "Jane Roe");
    assert_null(strstr(res->body_text, "senior writer covering"));
    assert_non_null(strstr(res->body_text, "Jane Roe was at the board"));
    assert_non_null(strstr(res->body_text, "Tom Lee is a farmer"));
    assert_non_null(strstr(res->body_text, "regional water board"));
    nseg_result_free(res);

    /*
     * the byline's name in a paragraph before the story's last one, and
     * an organisation as the author, name no note
     */
    n = snprintf(page, sizeof(page),
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<title>Water plant opens | The Valley Courier</title>"
        "<script type=\"application/ld+json\">{\"@type\":\"NewsArticle\","
        "\"author\":{\"@type\":\"Organization\",\"name\":\"Valley "
        "Water Watch\"}}</script></head>"
        "<body><main><article><h1>Water plant opens</h1>"
        "<p>The regional water board confirmed on Thursday that the new "
        "treatment plant at Millbrook will open in the spring, two years "
        "later than planned, after a long dispute over the contract.</p>"
        "<p>Valley Water Watch has documented at least forty leaks on the "
        "old mains since 2019.</p>"
        "<p>Officials said the plant would supply forty thousand homes in "
        "the valley and that the old reservoir would be kept as a reserve "
        "for dry summers and emergencies, a decision the board took after "
        "two years of hearings in the towns along the river, where "
        "residents had asked for the reservoir to be kept as a park and a "
        "place to swim in the summer months, the chair said on Thursday "
        "evening after the vote.</p>"
        "</article></main></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));
    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "has documented at least"));
    nseg_result_free(res);

    for (k = 0; k < sizeof(cards) / sizeof(cards[0]); k++) {
        n = snprintf(page, sizeof(page),
            "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<title>Water plant opens | The Valley Courier</title></head>"
            "<body><main><article><h1>Water plant opens</h1>"
            "<p class=\"byline\">By Jane Roe%s</p>"
            "<p>The regional water board confirmed on Thursday that the new "
            "treatment plant at Millbrook will open in the spring, two years "
            "later than planned, after a long dispute over the contract.</p>"
            "<p>Officials said the plant would supply forty thousand homes "
            "in the valley and that the old reservoir would be kept as a "
            "reserve for dry summers and emergencies.</p>%s"
            "</article></main></body></html>",
            k == 2 ? " and Tom Lee" : "", cards[k].card);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);

        if ((strstr(res->body_text, "Correspondante du") == NULL)
            != cards[k].dropped)
        {
            fail_msg("card %zu: body \"%s\"", k, res->body_text);
        }

        nseg_result_free(res);
    }
}


/*
 * The appeal that closes the story in its own markup, a line and a
 * button to the subscription page, leaves the body whatever its class;
 * a paragraph that links there, and a row of the site's links, stay.
 */
static void
test_pitch_box(void **state)
{
    int             n;
    size_t          k;
    char            page[4096];
    nseg_result_t  *res;

    static const struct {
        const char  *box;
        const char  *line;
        int          dropped;
    } cases[] = {
        { "<div class=\"assinatura-caixa\"><h3>Jornalismo de proximidade "
          "precisa de si</h3><p>Assine e tenha acesso ilimitado a todas as "
          "not\xc3\xad" "cias.</p><a href=\"/assinaturas?origem=noticia\" "
          "class=\"btn\">Assinar</a></div>", "acesso ilimitado", 1 },
        { "<div class=\"caixa-suport\"><p>Fes-te'n soci</p><p>El "
          "periodisme en valenci\xc3\xa0" " necessita el teu suport.</p><a "
          "href=\"/subscriu-te/?origen=article\">Vull col\xc2\xb7" "laborar"
          "</a></div>", "necessita el teu", 1 },
        { "<p>Readers who want the print edition can <a href=\"/subscribe\">"
          "subscribe</a></p>", "print edition", 0 },
        { "<div><p>A version of this article appears in print on Page A22."
          "</p><a href=\"/reprints\">Order Reprints</a> | <a href=\"/paper"
          "\">Today's Paper</a> | <a href=\"/subscriptions\">Subscribe</a>"
          "</div>", "appears in print", 0 },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(page, sizeof(page),
            "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<title>Water plant opens | The Valley Courier</title></head>"
            "<body><main><article><h1>Water plant opens</h1>"
            "<p>The regional water board confirmed on Thursday that the new "
            "treatment plant at Millbrook will open in the spring, two years "
            "later than planned, after a long dispute over the contract.</p>"
            "<p>Officials said the plant would supply forty thousand homes "
            "in the valley and that the old reservoir would be kept as a "
            "reserve for dry summers and emergencies.</p>%s"
            "</article></main></body></html>", cases[k].box);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);

        if ((strstr(res->body_text, cases[k].line) == NULL)
            != cases[k].dropped)
        {
            fail_msg("box %zu: body \"%s\"", k, res->body_text);
        }

        nseg_result_free(res);
    }
}


/*
 * A byline that is the site's name (the account that posted the page)
 * gives way to a byline naming someone further on, the story's first
 * line "Par Cheikh Tidiane Faye"; not to words that name no one (an
 * e-mail link's "Send us an e-mail" in the author's element).
 */
static void
test_byline_site_account(void **state)
{
    char            page[4096];

    static const char *const  lines[][2] = {
        { "<div class=\"meta\"><span class=\"auteur\">Auteur : The Valley "
          "Courier</span></div><p>Par Cheikh Tidiane Faye</p>",
          "Cheikh Tidiane Faye" },
        { "<div class=\"meta\"><span class=\"auteur\">Auteur : The Valley "
          "Courier</span></div>", "The Valley Courier" },
        { "<div class=\"author-box\"><span class=\"author\">By The Valley "
          "Courier</span><a class=\"author-email-link\" href=\"mailto:"
          "a@b.example\"><span class=\"author-label\">Send us an e-mail"
          "</span></a></div>", "The Valley Courier" },
    };

    nseg_result_t  *res;

    (void) state;

    check_bylines(page, sizeof(page), "en", lines,
                  sizeof(lines) / sizeof(lines[0]));

    /*
     * a login of one word of the site's name ("courier" for the Valley
     * Courier at valleycourier.example) is the site's account too
     */
    check_byline(run_byline(page, sizeof(page),
                            "<link rel=\"canonical\" href=\"https://"
                            "valleycourier.example/2025/06/plant/\">",
                            "<div class=\"meta\"><span class=\"author\">by "
                            "courier</span></div><p><strong>By Chinedu Okoro"
                            "</strong></p>"),
                 "Chinedu Okoro");

    /*
     * metadata's one name that reads as no person's (a syndicate) gives
     * way to the person the page shows, though the page shows it too
     */
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"Wexford Features "
                            "Syndicate\">",
                            "<div class=\"story-info\"><span class=\"story-"
                            "byline\">By Harriet Vance</span><br><span>Wexford "
                            "Features Syndicate</span></div>"),
                 "Harriet Vance");

    /* a newsroom's account gives way as the site's name does */
    check_byline(run_byline(page, sizeof(page), "",
                            "<div class=\"meta\"><span class=\"author\">"
                            "Newsroom</span></div><p><strong>By Litia "
                            "Vunisea</strong></p>"),
                 "Litia Vunisea");

    /*
     * so does a desk's ("Online Editor", "Online" once its role goes),
     * to a reporter the first line gives in capitals
     */
    check_byline(run_byline(page, sizeof(page), "",
                            "<div class=\"meta\"><span class=\"author\">"
                            "Online Editor</span></div><p><strong>By ELLEN "
                            "TAGOFIA</strong></p>"),
                 "ELLEN TAGOFIA");

    /* and the site's initials and a desk's word ("NT Online") */
    check_byline(run_byline(page, sizeof(page), "",
                            "<div class=\"meta\"><span class=\"author\">"
                            "NT Online</span></div><p>By Grace Wapi</p>"),
                 "Grace Wapi");

    /*
     * metadata's newsroom before the paper's name ("Redacción Ojo
     * Crítico") gives way to the name the page shows; not to a word
     * that names no one
     */
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"Redacci"
                            "\xc3\xb3n Ojo Cr\xc3\xadtico\">",
                            "<p class=\"byline\">By Ixchel Tzoc</p>"),
                 "Ixchel Tzoc");
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"Redaktion "
                            "Gelbe Liste\">",
                            "<p class=\"author\">Quelle</p>"),
                 "Redaktion Gelbe Liste");

    /*
     * the page's authors where metadata names the first of them (Yoast's
     * and Ghost's JSON-LD name one); not an affiliation or an outlet
     * after the names
     */
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"Jane Roe\">",
                            "<p class=\"byline\">By Jane Roe and Tom Lee</p>"),
                 "Jane Roe, Tom Lee");
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"Jane Roe\">",
                            "<p class=\"byline\">By Jane Roe and TV "
                            "Globo</p>"),
                 "Jane Roe");
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"Jane Roe\">",
                            "<p class=\"byline\">By Jane Roe and Newcastle "
                            "University</p>"),
                 "Jane Roe");

    /*
     * a paragraph of names and a role after a slash or a comma, no "By";
     * a place before a role, or a sentence's last words, names no one
     */
    {
        static const char *const  roles[][2] = {
            { "<p>TASHANA WHITELOCKE/Staff Reporter</p>",
              "TASHANA WHITELOCKE" },
            { "<p>Jane Doe and John Roe, Staff Writers</p>",
              "Jane Doe, John Roe" },
            { "<p>Kingston, Jamaica/Staff Writer</p>", NULL },
            { "<p>The council met on Monday, our reporter</p>", NULL },
            { "<p>Read this first: <b>Jane Doe/Staff Writer</b> on the "
              "council's vote and what it means for the town</p>", NULL },
            /* the names over their role in the next line */
            { "<p><strong>Tendai Mushonga</strong><br><strong>Masvingo "
              "Bureau</strong></p>", "Tendai Mushonga" },
            { "<p><strong>Tendai Mushonga</strong><br>spoke to the board "
              "on Monday</p>", NULL },
        };

        check_bylines(page, sizeof(page), "en", roles,
                      sizeof(roles) / sizeof(roles[0]));
    }

    /*
     * the BBC World Service's byline region: a hidden heading labels it,
     * each item a label of one word and a comma; the region leaves the
     * body.  Older pages mark it data-testid="byline".
     */
    res = run_byline(page, sizeof(page), "",
                     "<section aria-labelledby=\"article-byline\" role=\""
                     "region\"><h2 id=\"article-byline\">Bayanai game da "
                     "ma\xc6\x99" "alar</h2><ul role=\"list\"><li><span>"
                     "Marubuci, </span><span>Hauwa Sani Bello</span></li>"
                     "<li><span>Aiki, </span><span>BBC News Hausa</span></li>"
                     "</ul></section>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Hauwa Sani Bello");
    assert_null(strstr(res->body_text, "Bayanai"));
    assert_null(strstr(res->body_text, "Aiki"));
    assert_non_null(strstr(res->body_text, "regional water board"));
    nseg_result_free(res);

    check_byline(run_byline(page, sizeof(page), "",
                            "<div data-testid=\"byline\"><ul><li><span>"
                            "Author,</span><span>Jane Roe</span></li><li>"
                            "<span>Role,</span><span>BBC News</span></li>"
                            "</ul></div>"),
                 "Jane Roe");

    /*
     * a label in a language we do not list, before the name's link in
     * the element named as the author's (SPIP, Kinyarwanda)
     */
    check_byline(run_byline(page, sizeof(page), "",
                            "<p><span class=\"auteurs\">Yanditswe na <span "
                            "class=\"vcard author\"><a class=\"url fn\" "
                            "href=\"/auteur/jb\">Jean Bosco Habimana</a>"
                            "</span></span></p>"),
                 "Jean Bosco Habimana");

    /* "Reported by", and Somali "Qoraa:" (writer) in a line of fields */
    check_byline(run_byline(page, sizeof(page), "",
                            "<p><i>Reported by Jun Oyelaran and Teo Marsh</i>"
                            "</p>"),
                 "Jun Oyelaran, Teo Marsh");
    check_byline(run_byline_lang(page, sizeof(page), "so", "",
                                 "<p class=\"info\">Qoraa: Xamdi Cali Nuur"
                                 "</p>"),
                 "Xamdi Cali Nuur");

    /* "By" before a category's link names no one */
    check_byline(run_byline(page, sizeof(page), "",
                            "<div class=\"jeg_meta_category\"><span><span "
                            "class=\"meta_text\">By</span> <a href=\"/"
                            "category/news/\" rel=\"category tag\">Town "
                            "News</a></span></div>"),
                 NULL);

    /* beside the element that holds the label alone (tagDiv, Faroese) */
    check_byline(run_byline(page, sizeof(page), "",
                            "<div class=\"td-post-author-name\"><div class="
                            "\"td-author-by\">Skriva\xc3\xb0 av</div> <a "
                            "href=\"/author/jp/\">J\xc3\xb3gvan Poulsen</a>"
                            "</div>"),
                 "J\xc3\xb3gvan Poulsen");

    /* a name split in two elements, the surname in its own */
    check_byline(run_byline(page, sizeof(page), "",
                            "<div class=\"byline\"><address class=\"name\">"
                            "<span class=\"firstname\">Biret Risten</span> "
                            "<span class=\"lastname\">H\xc3\xa6tta</span>"
                            "</address><div class=\"description\">"
                            "journalista</div></div>"),
                 "Biret Risten H\xc3\xa6tta");

    /* a region whose item has no label of that shape is none */
    check_byline(run_byline(page, sizeof(page), "",
                            "<div data-testid=\"byline\"><ul><li><span>"
                            "Written by the team</span><span>Jane Roe</span>"
                            "</li></ul></div>"),
                 NULL);

    /* so does an agency's account in capitals, to the story's first line */
    check_byline(run_byline(page, sizeof(page), "",
                            "<div class=\"meta\"><span class=\"author\">"
                            "NPK</span></div><p><strong>Tekst: Ingrid "
                            "Bj\xc3\xb8rke Nes, NPK</strong></p>"),
                 "Ingrid Bj\xc3\xb8rke Nes");

    /* Swahili "Na" (by) on a Swahili page */
    check_byline(run_byline_lang(page, sizeof(page), "sw", "",
                                 "<p class=\"byline\">Na Mwandishi Wetu</p>"),
                 "Mwandishi Wetu");

    /*
     * metadata's one word in capitals, an account ("CMS" of "CMS
     * Editor") or an agency, gives way to the people the page names
     */
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"CMS\">",
                            "<p class=\"post-author\">By <a href=\"/author/"
                            "in/\">Ifeoma Nwachukwu</a> and <a href=\"/author/"
                            "ta/\">Tunde Ajayi</a></p>"),
                 "Ifeoma Nwachukwu, Tunde Ajayi");

    /*
     * so do metadata's initials to the names they spell; not to other
     * names, nor to names the initials do not cover
     */
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"A. H.\">",
                            "<p class=\"author\">Pi\xc5\xa1" "e: Amra "
                            "Hod\xc5\xbei\xc4\x87</p>"),
                 "Amra Hod\xc5\xbei\xc4\x87");
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"A. H.\">",
                            "<p class=\"author\">By Jane Roe</p>"),
                 "A. H");
    check_byline(run_byline(page, sizeof(page),
                            "<meta name=\"author\" content=\"A. H.\">",
                            "<p class=\"author\">By Amra Hodzic and Jane "
                            "Roe</p>"),
                 "A. H");

    /* the site's line leaves the body as the byline's does */
    res = run_byline(page, sizeof(page), "", lines[0][0]);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->byline, "Cheikh Tidiane Faye");
    assert_null(strstr(res->body_text, "Auteur"));
    assert_null(strstr(res->body_text, "Par Cheikh"));
    assert_non_null(strstr(res->body_text, "regional water board"));
    nseg_result_free(res);

    /* a name that is only a part of the site's is someone's */
    res = run_byline(page, sizeof(page), "",
                     "<p class=\"byline\">By Valley Courier</p>"
                     "<p>By Marie Curie</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->byline, "Valley Courier");
    nseg_result_free(res);

    /*
     * A personal site's host spells its author: the name gives way to
     * no one, but og:site_name's line gives way to it (Jekyll's Minima
     * marks the site's title rel=author)
     */
    {
        int              n;
        nseg_options_t   opts;

        n = snprintf(page, sizeof(page), byline_head, "",
                     "<p><a class=\"site-title\" rel=\"author\" href=\"/\">"
                     "The Valley Courier</a></p><p class=\"post-meta\">"
                     "<span class=\"p-author h-card\">Jane Roe</span></p>");
        assert_true(n > 0 && (size_t) n < sizeof(page));

        memset(&opts, 0, sizeof(opts));
        opts.now = NOW;
        opts.base_url = "https://janeroe.example/2025/04/22/plant.html";
        res = run(page, (size_t) n, &opts);
        assert_status(res, NSEG_STATUS_OK);
        assert_string_equal(res->byline, "Jane Roe");
        nseg_result_free(res);
    }
}


/*
 * Where classes name nothing (hashes, utility classes), a link to the
 * author's page names the author: "/author/jane-doe/", "/autoren/...",
 * Spiegel's "/impressum/autor-3a6cbfc4-...", a saved copy's
 * ".../index.html".  Several such links in a line are one
 * byline.  Not a link to one of the author's stories, nor an "author
 * page" link that reads as no name; nor a link to the author list.
 */
static void
test_byline_author_link(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    static const char *const  lines[][2] = {
        { "<div class=\"x7f3a\"><a href=\"/author/ann-kovacs/\">"
          "Ann Kovacs</a></div>", "Ann Kovacs" },
        { "<div class=\"x7f3a\"><a href=\"https://courier.example/autoren/"
          "bo-olsen\">Bo Olsen</a> <span>12.03.2024</span></div>",
          "Bo Olsen" },
        { "<div class=\"x7f3a\"><a href=\"../../author/yi-chen/index.html\">"
          "Yi Chen</a></div>", "Yi Chen" },
        { "<p class=\"x7f3a\">von <a href=\"/autor/clara-loew\">Clara "
          "L\xc3\xb6w</a>, <a href=\"/autor/sid-prakash\">Sid Prakash</a> "
          "und <a href=\"/autor/klaus-jacob\">Klaus Jacob</a></p>",
          "Clara L\xc3\xb6w, Sid Prakash, Klaus Jacob" },
        { "<div class=\"x7f3a\"><a href=\"/author/ann-kovacs/\">"
          "View Author Page</a></div>", NULL },
        { "<div class=\"x7f3a\"><a href=\"/autoren/\">Unsere Autoren</a>"
          "</div>", NULL },
        { "<div class=\"x7f3a\"><a href=\"/autoren/ann-kovacs/"
          "dam-report\">Dam Report</a></div>", NULL },
        /* Spiegel: the slug joined by a hyphen, the label in the link */
        { "<div class=\"x7f3a\"><a href=\"/impressum/autor-3a6cbfc4-0001"
          "\">Von Bo Olsen</a></div>", "Bo Olsen" },
        { "<div class=\"x7f3a\"><a href=\"/autor-3a6cbfc4/dam-report\">"
          "Dam Report</a></div>", NULL },
        /* a story whose slug starts with the word: no id follows it */
        { "<div class=\"x7f3a\"><a href=\"/books/2024/jan/05/author-jane-"
          "doe-dies-aged-90\">Jane Doe</a></div>", NULL },
        { "<div class=\"x7f3a\"><a href=\"/author-dead-face\">Jane Doe</a>"
          "</div>", NULL },
        /* Blogger's German "posted by", and labels run into the name */
        { "<div class=\"x7f3a\"><span>Eingestellt von</span> "
          "<span>Bo Olsen</span></div>", "Bo Olsen" },
        { "<p class=\"x7f3a\">Erstellt von Andri Bryner</p>",
          "Andri Bryner" },
        { "<p class=\"x7f3a\">Posted by Ann Kovacs</p>", "Ann Kovacs" },
    };

    (void) state;

    check_bylines(page, sizeof(page), "en", lines,
                  sizeof(lines) / sizeof(lines[0]));

    /* a sentence's link to the author's page stays in it */
    res = run_byline(page, sizeof(page), "",
                     "<p>As our columnist <a href=\"/author/bo-olsen/\">Bo "
                     "Olsen</a> wrote last year, the dam at Millbrook was "
                     "already old when the water board first met to talk "
                     "about its future, and the valley's farmers asked for a "
                     "new one to be built before the old one gave way in a "
                     "wet winter, which the engineers then thought could "
                     "happen within a decade or two at most.</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->byline);
    assert_non_null(res->body_text);
    assert_non_null(strstr(res->body_text, "As our columnist Bo Olsen wrote"));
    nseg_result_free(res);
}


/*
 * A one-word label with its colon, in any language, in an element named
 * as the author's: the names follow it, in its node or the next one.
 * Without such an element only the labels we know count.
 */
static void
test_byline_colon_label(void **state)
{
    char  page[4096];

    static const char *const  ka[][2] = {
        { "<span class=\"post-author\">ავტორი: ნინო ბერიძე</span>",
          "ნინო ბერიძე" },
    };

    static const char *const  ta[][2] = {
        { "<span class=\"story__author\">எழுதியவர்: <a href=\"/a/rs\">"
          "ரா. செந்தில்குமார்</a></span>", "ரா. செந்தில்குமார்" },
    };

    static const char *const  is[][2] = {
        { "<div class=\"frett__hofundur\">Höfundur: <a href=\"/h/sh\">"
          "Sigríður Hafsteinsdóttir</a></div>", "Sigríður Hafsteinsdóttir" },
    };

    /* Armenian ends a label with its "՝", Japanese with a full-width colon */
    static const char *const  hy[][2] = {
        { "<div class=\"news-author\">Հեղինակ՝ <a href=\"/author/ap\">"
          "Անահիտ Պետրոսյան</a></div>", "Անահիտ Պետրոսյան" },
        { "<span class=\"author\">Հեղինակ՝ Արամ Սարգսյան</span>",
          "Արամ Սարգսյան" },
    };

    static const char *const  ja[][2] = {
        { "<p class=\"author\">取材：<a href=\"/w/sk\">佐藤 健</a></p>",
          "佐藤 健" },
    };

    /* Amharic "by", a word of its own before the name's link */
    static const char *const  am[][2] = {
        { "<span class=\"meta-author\">በ <a href=\"/author/ht/\">"
          "ሐና ተስፋዬ</a></span>", "ሐና ተስፋዬ" },
    };

    /* a photo credit in the author's box names the photographer */
    static const char *const  en[][2] = {
        { "<div class=\"byline-author\">Photo: Jane Roe</div>"
          "<div>By Alan Smith</div>", "Alan Smith" },
        { "<div class=\"author-meta\">Illustration: Jane Roe</div>"
          "<div>By Alan Smith</div>", "Alan Smith" },
        /* ... an editor's label names no writer */
        { "<div class=\"byline-author\">Editor: Jane Roe</div>"
          "<div>By Alan Smith</div>", "Alan Smith" },
    };

    (void) state;

    check_bylines(page, sizeof(page), "ka", ka, sizeof(ka) / sizeof(ka[0]));
    check_bylines(page, sizeof(page), "ta", ta, sizeof(ta) / sizeof(ta[0]));
    check_bylines(page, sizeof(page), "is", is, sizeof(is) / sizeof(is[0]));
    check_bylines(page, sizeof(page), "hy", hy, sizeof(hy) / sizeof(hy[0]));
    check_bylines(page, sizeof(page), "ja", ja, sizeof(ja) / sizeof(ja[0]));
    check_bylines(page, sizeof(page), "am", am, sizeof(am) / sizeof(am[0]));
    check_bylines(page, sizeof(page), "en", en, sizeof(en) / sizeof(en[0]));
}


/*
 * An author element in a picture's caption or licence line credits the
 * picture; a box over a picture that holds the headline is the story's
 * head, and its author wrote the story.
 */
static void
test_byline_caption(void **state)
{
    char  page[4096];

    static const char *const  lines[][2] = {
        { "<div class=\"article-photo\"><img src=\"/p.jpg\" alt=\"\">"
          "<div class=\"photo-text\"><span class=\"author\">Фото из "
          "Инстаграма Лукаша Подольски</span></div></div>", NULL },
        { "<figure><img src=\"/p.jpg\" alt=\"\"><figcaption>The new "
          "plant. <span class=\"author\">Jane Roe</span></figcaption>"
          "</figure><p class=\"byline\">By Alan Smith</p>", "Alan Smith" },
        { "<p class=\"media-license\">&copy; <span "
          "class=\"media-license-author\">Jane Roe</span></p>", NULL },
        { "<div class=\"hero-picture\"><h2>Two years late</h2>"
          "<ul class=\"author\"><li>Alan Smith</li></ul></div>",
          "Alan Smith" },
        /* the author's own picture box around the name */
        { "<div class=\"author-photo-wrap\"><img src=\"/a.jpg\" "
          "alt=\"\"><span class=\"author\">Alan Smith</span></div>",
          "Alan Smith" },
        { "<div class=\"author-info with-photo\"><span "
          "class=\"author-name\">Alan Smith</span></div>", "Alan Smith" },
        { "<p class=\"photo-author\">Jane Roe</p>", NULL },
    };

    (void) state;

    check_bylines(page, sizeof(page), "en", lines,
                  sizeof(lines) / sizeof(lines[0]));
}


/*
 * A short byline block leaves the body up to a sentence: the lede that
 * the paragraph holds after the name and the date stays.
 */
static void
test_byline_block_lede(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    (void) state;

    res = run_byline(page, sizeof(page), "",
                     "<p class=\"author-meta\"><em><a href=\"mailto:a@b.c\">"
                     "Alan Smith</a> / </em><em>31.10.2023</em> <strong>The "
                     "valley waited two years for its water plant.</strong>"
                     "</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Alan Smith");
    assert_non_null(strstr(res->body_text,
                           "The valley waited two years for its water plant."));
    assert_null(strstr(res->body_text, "Alan Smith"));
    nseg_result_free(res);

    /* a sentence that goes on from the name is the author's blurb */
    res = run_byline(page, sizeof(page), "",
                     "<div class=\"author-meta\"><a href=\"/a/as\">Alan "
                     "Smith</a> <span>is a reporter covering the valley's "
                     "councils. He joined the paper in 2019.</span></div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Alan Smith");
    assert_null(strstr(res->body_text, "is a reporter covering"));
    nseg_result_free(res);
}


/*
 * A second copy of the byline line at the head of the body (a mobile
 * copy of the meta block inside the article) leaves the body too; a
 * line that goes on from the name stays.
 */
static void
test_byline_copy_in_body(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

#define COPY_META                                                           \
    "<div class=\"article-meta\"><p class=\"article-authors\">by: <a "      \
    "href=\"/a/as\" class=\"author url fn\" rel=\"author\">Alan Smith</a>"  \
    "</p><p>Posted: <time datetime=\"2023-11-08T15:16:45-08:00\">Nov 8, "   \
    "2023 / 03:16 PM PST</time></p><p>Updated: <time datetime=\""           \
    "2023-11-08T15:16:46-08:00\">Nov 8, 2023 / 03:16 PM PST</time></p>"     \
    "</div>"

    /* a station's template: the header's meta block, again in <article> */
    static const char  copy[] =
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<title>Water plant opens two years late</title></head><body>"
        "<header class=\"article-header\"><figure><img src=\"/p.jpg\" "
        "alt=\"The plant\"><figcaption>Photo: Valley Water</figcaption>"
        "</figure><div class=\"article-info\"><div class=\"article-eyebrow"
        "\"><a href=\"/news/\">News</a></div><h1 class=\"article-title\">"
        "Water plant opens two years late</h1>" COPY_META "</div></header>"
        "<main><article><figure><figcaption>Photo: Valley Water</figcaption>"
        "</figure>" COPY_META "<div class=\"social-share\"><span>SHARE"
        "</span><a href=\"https://facebook.com/x\">Facebook</a></div>"
        "<p>The regional water board confirmed on Thursday that the new "
        "treatment plant at Millbrook will open in the spring, two years "
        "later than planned, after a long dispute over the building "
        "contract.</p><p>Officials said the plant would supply forty "
        "thousand homes in the valley and that the old reservoir on the "
        "hill would be kept as a reserve for dry summers.</p>"
        "</article></main></body></html>";

#undef COPY_META

    (void) state;

    res = run(copy, sizeof(copy) - 1, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Alan Smith");
    assert_non_null(strstr(res->body_text, "regional water board"));
    assert_null(strstr(res->body_text, "Alan Smith"));
    nseg_result_free(res);

    /* a line that goes on from the name is no copy */
    res = run_byline(page, sizeof(page), "",
                     "<p class=\"byline\">By Alan Smith</p><figure><img "
                     "src=\"/p.jpg\" alt=\"The plant\"></figure>"
                     "<p>Alan Smith in Millbrook</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Alan Smith");
    assert_non_null(strstr(res->body_text, "Alan Smith in Millbrook"));
    nseg_result_free(res);
}


/*
 * A byline the headline's block holds after a line break is the
 * byline's: the title stops before it.
 */
static void
test_title_byline_in_heading(void **state)
{
    int             n;
    char            page[4096];
    size_t          k;
    nseg_result_t  *res;

    static const char *const  cases[][4] = {
        { "en", "Water plant opens two years late",
          "<br><span class=\"hl-small\">By Jane Doe</span>", "Jane Doe" },
        { "ja", "米朝首脳直通電話 習氏に挑むトランプ戦術の成否",
          "<br><span class=\"cmnc-small\">編集委員 中沢克二</span>",
          "中沢克二" },
    };

    /* before the title's node, and in the next heading of an open title */
    static const char *const  around[][3] = {
        { "<h1><span class=\"byline\">By Jane Doe</span><br>",
          "</h1>", "Jane Doe" },
        { "<h1><span class=\"author\">Jane Doe</span> ", "</h1>",
          "Jane Doe" },
        { "<h1>", ":</h1><h2>By Jane Doe</h2>", "Jane Doe" },
        { "<h1>", ": <span class=\"byline\">By Jane Doe</span></h1>",
          "Jane Doe" },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(page, sizeof(page),
                     "<!DOCTYPE html><html lang=\"%s\"><head>"
                     "<meta charset=\"utf-8\"><title>%s | Courier</title>"
                     "</head><body><article><h1><span class=\"hl\">%s</span>"
                     "%s</h1>"
                     "<p>The regional water board confirmed on Thursday that "
                     "the new treatment plant at Millbrook will open in the "
                     "spring, two years later than planned, after a long "
                     "dispute over the building contract.</p><p>Officials "
                     "said the plant would supply forty thousand homes in the "
                     "valley and that the old reservoir on the hill would be "
                     "kept as a reserve for dry summers.</p></article>"
                     "</body></html>", cases[k][0], cases[k][1], cases[k][1],
                     cases[k][2]);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(res->title);
        assert_string_equal(res->title, cases[k][1]);
        assert_non_null(res->byline);
        assert_string_equal(res->byline, cases[k][3]);
        nseg_result_free(res);
    }

    for (k = 0; k < sizeof(around) / sizeof(around[0]); k++) {
        n = snprintf(page, sizeof(page),
                     "<!DOCTYPE html><html lang=\"en\"><head>"
                     "<meta charset=\"utf-8\"><title>Water plant opens two "
                     "years late | Courier</title></head><body><article>"
                     "%sWater plant opens two years late%s"
                     "<p>The regional water board confirmed on Thursday that "
                     "the new treatment plant at Millbrook will open in the "
                     "spring, two years later than planned, after a long "
                     "dispute over the building contract.</p><p>Officials "
                     "said the plant would supply forty thousand homes in the "
                     "valley and that the old reservoir on the hill would be "
                     "kept as a reserve for dry summers.</p></article>"
                     "</body></html>", around[k][0], around[k][1]);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(res->title);
        assert_string_equal(res->title, "Water plant opens two years late");
        assert_non_null(res->byline);
        assert_string_equal(res->byline, around[k][2]);
        nseg_result_free(res);
    }
}


/*
 * The page's own "Updated" beside its date is date_modified when
 * metadata gives none, never before the publication
 */
static void
test_shown_modified(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    (void) state;

    res = run_byline(page, sizeof(page), "",
                     "<p class=\"date\">Published March 5, 2024 / Updated "
                     "March 6, 2024</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_string_equal(res->date, "2024-03-05");
    assert_non_null(res->date_modified);
    assert_string_equal(res->date_modified, "2024-03-06");
    nseg_result_free(res);

    res = run_byline(page, sizeof(page), "",
                     "<p class=\"date\">Published March 5, 2024 / Updated "
                     "March 4, 2024</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_string_equal(res->date, "2024-03-05");
    assert_null(res->date_modified);
    nseg_result_free(res);

    /*
     * an update without its year falls after the publication, not in
     * the year before now; one that would fall after now is none
     */
    res = run_byline(page, sizeof(page), "",
                     "<p class=\"date\">Published Dec. 30, 2019. Updated "
                     "Jan. 2</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_string_equal(res->date, "2019-12-30");
    assert_non_null(res->date_modified);
    assert_string_equal(res->date_modified, "2020-01-02");
    nseg_result_free(res);

    res = run_byline(page, sizeof(page), "",
                     "<p class=\"date\">Published March 5, 2019. Updated "
                     "March 6</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date_modified);
    assert_string_equal(res->date_modified, "2019-03-06");
    nseg_result_free(res);

    res = run_byline(page, sizeof(page), "",
                     "<p class=\"date\">Published Feb 28, 2019. Updated "
                     "Feb 29</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->date_modified);
    nseg_result_free(res);

    /* metadata's modification wins */
    res = run_byline(page, sizeof(page),
                     "<meta property=\"article:modified_time\" "
                     "content=\"2024-03-07T08:00:00Z\">",
                     "<p class=\"date\">Published March 5, 2024 / Updated "
                     "March 6, 2024</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date_modified);
    assert_string_equal(res->date_modified, "2024-03-07T08:00:00+00:00");
    nseg_result_free(res);
}


/*
 * A line of fields: a known label with its colon after a "|", a dash or
 * a "·" opens the byline, the names in its node or the next.  A label
 * without its colon there is left alone.
 */
static void
test_byline_field(void **state)
{
    char  page[4096];

    static const char *const  ru[][2] = {
        { "<span class=\"gensmall\">Добавлено: Вт 14 апреля 2009, 09:12 "
          "&nbsp;|&nbsp; Автор: <b>Пётр Ларионов</b> &nbsp;|&nbsp; "
          "Просмотров: 832</span>", "Пётр Ларионов" },
    };

    static const char *const  el[][2] = {
        { "<p class=\"meta\">Δημοσιεύθηκε: Τρίτη, 22 Μαρτίου 2016 | "
          "Συντάκτης: Νίκος Παππάς | <a href=\"#c\">Σχόλια (3)</a></p>",
          "Νίκος Παππάς" },
    };

    static const char *const  cs[][2] = {
        { "<p><i>Jihlava, 8. března 2004</i> - Autor: Jana Dvořáková</p>",
          "Jana Dvořáková" },
    };

    (void) state;

    check_bylines(page, sizeof(page), "ru", ru, sizeof(ru) / sizeof(ru[0]));
    check_bylines(page, sizeof(page), "el", el, sizeof(el) / sizeof(el[0]));
    check_bylines(page, sizeof(page), "cs", cs, sizeof(cs) / sizeof(cs[0]));
}


/*
 * A frameset page's <noframes> is what a reader without frames sees: its
 * article is the page's.  A <noframes> in a page's body only excuses a
 * missing frame and stays out.
 */
static void
test_noframes(void **state)
{
    nseg_result_t  *res;

    static const char  frames[] =
        "<html><head><title>Fountain repairs</title></head>"
        "<frameset rows=\"90,*\"><frame src=\"/top.html\">"
        "<frame src=\"/story.html\"><noframes><body>"
        "<h1>Fountain repairs begin</h1>"
        "<p>The baroque fountain on the main square will be restored by "
        "the summer, the town council decided on Thursday.</p>"
        "<p>The restorers will take the statue to their workshop and seal "
        "the basin, which has leaked into the foundations for years.</p>"
        "</body></noframes></frameset></html>";

    static const char  body[] =
        "<html><head><title>Fountain repairs</title></head><body>"
        "<h1>Fountain repairs begin</h1>"
        "<p>The baroque fountain on the main square will be restored by "
        "the summer, the town council decided on Thursday.</p>"
        "<noframes><p>Your browser does not show frames; the menu is "
        "at the top of the page.</p></noframes>"
        "<p>The restorers will take the statue to their workshop and seal "
        "the basin, which has leaked into the foundations for years.</p>"
        "</body></html>";

    (void) state;

    res = run(frames, sizeof(frames) - 1, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "baroque fountain"));
    assert_non_null(strstr(res->body_text, "seal the basin"));
    nseg_result_free(res);

    res = run(body, sizeof(body) - 1, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "baroque fountain"));
    assert_null(strstr(res->body_text, "does not show frames"));
    nseg_result_free(res);
}


/*
 * A declarative shadow root (<template shadowrootmode="open">, Lit's
 * server rendering) is shown, as is React's streamed content, a
 * <div hidden id="S:0"> that its script moves into place; another
 * <template> and another hidden <div> stay out.
 */
static void
test_shadow_root_and_stream(void **state)
{
    nseg_result_t  *res;

    static const char  shadow[] =
        "<html><head><title>Fountain repairs</title></head><body>"
        "<x-story><template shadowrootmode=\"open\"><article>"
        "<h1>Fountain repairs begin</h1>"
        "<p>The baroque fountain on the main square will be restored by "
        "the summer, the town council decided on Thursday.</p>"
        "<p>The restorers will take the statue to their workshop and seal "
        "the basin, which has leaked into the foundations for years.</p>"
        "</article></template></x-story>"
        "<template id=\"row\"><p>Template row that is never shown on "
        "the page at all.</p></template></body></html>";

    static const char  stream[] =
        "<html><head><title>Fountain repairs</title></head><body>"
        "<main><!--$?--><template id=\"B:0\"></template>"
        "<div class=\"skeleton\"></div><!--/$--></main>"
        "<div hidden id=\"S:0\"><article><h1>Fountain repairs begin</h1>"
        "<p>The baroque fountain on the main square will be restored by "
        "the summer, the town council decided on Thursday.</p>"
        "<p>The restorers will take the statue to their workshop and seal "
        "the basin, which has leaked into the foundations for years.</p>"
        "</article></div><div hidden id=\"S:x\"><p>A hidden note that "
        "no script shows.</p></div>"
        "<script>$RC(\"B:0\",\"S:0\")</script></body></html>";

    (void) state;

    res = run(shadow, sizeof(shadow) - 1, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "baroque fountain"));
    assert_non_null(strstr(res->body_text, "seal the basin"));
    assert_null(strstr(res->body_text, "Template row"));
    nseg_result_free(res);

    res = run(stream, sizeof(stream) - 1, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "baroque fountain"));
    assert_non_null(strstr(res->body_text, "seal the basin"));
    assert_null(strstr(res->body_text, "hidden note"));
    nseg_result_free(res);
}


/*
 * An accordion's panels, hidden until their heading's button opens
 * them, and hidden="until-found" text are the page's: the answers and
 * their questions are read, a hidden <div> no button opens is not,
 * and a button that opens nothing stays out.
 */
static void
test_accordion_panels(void **state)
{
    nseg_result_t  *res;

    static const char  page[] =
        "<html><head><title>Water order: what we know</title></head><body>"
        "<article><h1>Water order: what we know</h1>"
        "<p>About forty thousand residents have been told not to drink "
        "their tap water after routine testing found a solvent.</p>"
        "<h2><button aria-expanded=\"false\" aria-controls=\"p1\">"
        "What was found in the water?<span aria-hidden=\"true\">+</span>"
        "</button></h2>"
        "<div id=\"p1\" role=\"region\" hidden><p>Tests at the treatment "
        "plant found trichloroethylene at six times the federal limit "
        "on Tuesday.</p></div>"
        "<h2><button aria-expanded=\"false\" aria-controls=\"p2 p3\">"
        "Is it safe to shower?</button></h2>"
        "<div id=\"p3\" hidden><p>Short showers are fine for most adults, "
        "with a window open or a fan running, health officials say.</p>"
        "</div>"
        "<div hidden=\"until-found\"><p>Bottled water is handed out every "
        "day at the high school and the community centre.</p></div>"
        "<div id=\"p9\" hidden><p>A hidden note that no button opens at "
        "all.</p></div>"
        "<p><button aria-expanded=\"false\" aria-controls=\"menu\">Menu "
        "toggle</button> The order stays in force until two rounds of "
        "tests come back clean.</p>"
        "</article></body></html>";

    (void) state;

    res = run(page, sizeof(page) - 1, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "What was found in the water?"));
    assert_non_null(strstr(res->body_text, "six times the federal limit"));
    assert_non_null(strstr(res->body_text, "Is it safe to shower?"));
    assert_non_null(strstr(res->body_text, "Short showers are fine"));
    assert_non_null(strstr(res->body_text, "Bottled water is handed out"));
    assert_non_null(strstr(res->body_text, "two rounds of tests"));
    assert_null(strstr(res->body_text, "hidden note"));
    assert_null(strstr(res->body_text, "Menu toggle"));
    assert_null(strstr(res->body_text, "+"));
    assert_non_null(strstr(res->body_html,
                           "<h2>What was found in the water?</h2>"));
    nseg_result_free(res);
}

/* a page of two paragraphs with this <head> and this before them */
static nseg_result_t *
run_two_paragraphs(char *buf, size_t size, const char *head,
    const char *before)
{
    int  n;

    n = snprintf(buf, size,
                 "<html><head>%s</head><body><article>%s"
                 "<p>The regional water board confirmed on Thursday that "
                 "the new treatment plant at Millbrook will open in the "
                 "spring.</p><p>Officials said the plant would supply forty "
                 "thousand homes in the valley and keep the old reservoir "
                 "as a reserve.</p></article></body></html>", head, before);
    assert_true(n > 0 && (size_t) n < size);

    return run(buf, (size_t) n, NULL);
}


/*
 * A title left with no word once separators are gone is no title: the
 * next source answers, or none does.
 */
static void
test_title_no_word(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    res = run_byline(page, sizeof(page), "",
                     "");
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->title, "Water plant opens two years late");
    nseg_result_free(res);

    /* every source only separators */
    res = run_two_paragraphs(page, sizeof(page),
              "<title> - | - </title>"
              "<meta property=\"og:title\" content=\" \xe2\x80\x94 \">",
              "<h1> - | - </h1>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->title);
    assert_null(res->title_source);
    nseg_result_free(res);

    /* a <title> that is all site: nothing, not "" */
    res = run_two_paragraphs(page, sizeof(page),
              "<title>:: ::</title>"
              "<meta property=\"og:site_name\" content=\"::\">", "");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->title);
    nseg_result_free(res);

    /* separators in og:title: <title> answers */
    res = run_two_paragraphs(page, sizeof(page),
              "<title>Plant opens late</title>"
              "<meta property=\"og:title\" content=\" - | - \">", "");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->title);
    assert_string_equal(res->title, "Plant opens late");
    assert_string_equal(res->title_source, "title");
    nseg_result_free(res);
}


/*
 * A headline broken into lines by <br> takes the marks metadata's title
 * writes at the break; without a break, or with other words, the
 * page's own text stays.
 */
static void
test_title_line_marks(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    static const char  head[] =
        "<title>Water plant opens: two years late | The Courier</title>"
        "<meta property=\"og:title\" "
        "content=\"Water plant opens: two years late\">";

    (void) state;

    res = run_two_paragraphs(page, sizeof(page), head,
              "<h1><span>Water plant opens</span><br>"
              "<span>two years late</span></h1>");
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->title, "Water plant opens: two years late");
    nseg_result_free(res);

    res = run_two_paragraphs(page, sizeof(page), head,
              "<h1>Water plant opens two years late</h1>");
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->title, "Water plant opens two years late");
    nseg_result_free(res);

    res = run_two_paragraphs(page, sizeof(page), head,
              "<h1><span>Water plant opens</span><br>"
              "<span>three years late</span></h1>");
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->title, "Water plant opens three years late");
    nseg_result_free(res);
}


/*
 * The plain text is the article's prose: a caption or a photo credit
 * stays in the HTML, under its picture, and leaves the text; a page
 * that is one picture and its caption keeps the caption as its text.
 */
static void
test_caption_text(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<figure><img src=\"/plant.jpg\" alt=\"The plant\">"
              "<figcaption>The new plant at Millbrook.</figcaption>"
              "</figure><p class=\"photo-credit\">Photo: Jane Roe</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Millbrook."));
    assert_null(strstr(res->body_text, "Jane Roe"));
    assert_true(strncmp(res->body_text, "The regional water board", 24)
                == 0);
    assert_non_null(strstr(res->body_html,
                    "<figcaption>The new plant at Millbrook.</figcaption>"));
    assert_non_null(strstr(res->body_html, "Photo: Jane Roe"));
    nseg_result_free(res);

    res = run(page, (size_t) snprintf(page, sizeof(page),
              "<html><body><h1>Harbour at dawn</h1><figure>"
              "<img src=\"/h.jpg\" alt=\"\"><figcaption>%s%s%s</figcaption>"
              "</figure></body></html>",
              "The harbour at dawn, seen from the old lighthouse, with ",
              "the fishing boats coming back after a long night out at ",
              "sea and the gulls following them into the harbour mouth."),
              NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "seen from the old lighthouse"));
    nseg_result_free(res);

    /*
     * Captions named in other words: a legend, a Bildunterschrift, an
     * image's description or metadata; not prose beside a picture.
     */
    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<div class=\"imageBox\"><img src=\"/a.jpg\" alt=\"\">"
              "<div class=\"legend\">Filter beds in the hall.</div></div>"
              "<div><img src=\"/b.jpg\" alt=\"\">"
              "<span class=\"Bildunterschrift\">Die Halle im Mai.</span>"
              "</div><div><img src=\"/c.jpg\" alt=\"\">"
              "<p class=\"img_description\">The pumps, seen from above."
              "</p><span class=\"img-metadata__title\">Pump room, photo: "
              "J. Roe</span></div>"
              "<div class=\"image-text__description\"><p>The plant cost "
              "twelve million.</p></div>"
              "<div class=\"item item--has-image item--has-metadata\">"
              "<p>Its pumps were built in Leeds.</p></div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Filter beds"));
    assert_null(strstr(res->body_text, "Halle im Mai"));
    assert_null(strstr(res->body_text, "seen from above"));
    assert_null(strstr(res->body_text, "Pump room"));
    assert_non_null(strstr(res->body_html, "Filter beds in the hall."));
    assert_non_null(strstr(res->body_text, "The plant cost twelve million."));
    assert_non_null(strstr(res->body_text, "Its pumps were built in Leeds."));
    assert_non_null(strstr(res->body_text, "forty thousand homes"));
    nseg_result_free(res);
}


/*
 * A dateline that heads the first paragraph ("27.1.2022 - The board
 * ..."): the date is read from it, its text is the date alone, and the
 * paragraph stays in the body.
 */
static void
test_dateline_paragraph(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<h1>Water plant to open in spring</h1>"
              "<p>(27.1.2022) - The regional board met in Millbrook on "
              "Thursday evening and heard the engineers' last report on "
              "the plant before it opens.</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_memory_equal(res->date, "2022-01-27", 10);
    assert_string_equal(res->date_text, "27.1.2022");
    assert_non_null(strstr(res->body_text, "(27.1.2022) - The regional "
                                           "board met in Millbrook"));
    nseg_result_free(res);

    /* the date text ends where the paragraph's text begins */
    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<h1>Water plant to open in spring</h1>"
              "<p>Millbrook, 12.5.2023 - 45 engineers met on Thursday "
              "evening and heard the last report on the plant before it "
              "opens to the valley.</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->date_text, "Millbrook, 12.5.2023");
    nseg_result_free(res);
}


/*
 * A donation appeal's block is not text of the article (Newspack's
 * "wp-block-newspack-blocks-donate", a class "donate", SNO's
 * "sno-story-donate"); a box of the story whose class has the word
 * among others (a post's tag, "tag-donate-blood", "donate-story") is.
 */
static void
test_donate_block(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    res = run_two_paragraphs(page, sizeof(page), "<title>Blood</title>",
              "<div class=\"wp-block-newspack-blocks-donate\"><p>Support "
              "independent local news: our nonprofit newsroom depends on "
              "readers like you.</p></div>"
              "<div class=\"story-block tag-donate-blood\"><p>The blood "
              "service says stocks of type O fell to their lowest level in "
              "a decade this autumn.</p><p>It asks healthy adults to book "
              "an appointment at one of its twelve centres.</p></div>"
              "<div class=\"donate\"><p>Give monthly or once today to keep "
              "our reporting free for everyone in the valley.</p></div>"
              "<div class=\"sno-story-donate\"><p>Your donation will "
              "support the student journalists of Westbrook High.</p></div>"
              "<div class=\"donate-story\"><p>The blood drive at the town "
              "hall raised a record number of donations in October.</p>"
              "</div>"
              "<div class=\"wp-block-group donation-nudge\"><p>The Valley "
              "Review is nonprofit and reader-supported.</p></div>"
              "<div class=\"donate-box\"><p>We exist thanks to our readers: "
              "support independent journalism.</p></div>"
              "<div class=\"DonatesTeaser-module_root__v1bXn\"><p>We work "
              "without advertising or investors.</p></div>"
              "<div class=\"donations-table\"><p>The largest single gift to "
              "the campaign came from a retired teacher in the valley.</p>"
              "</div>"
              "<div class=\"ArtP-donationModule\"><div class=\"PromoDonate"
              "\"><h3>You make this work possible.</h3><p>Listeners fund "
              "the station.</p></div></div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "reader-supported"));
    assert_null(strstr(res->body_text, "thanks to our readers"));
    assert_null(strstr(res->body_text, "without advertising"));
    assert_non_null(strstr(res->body_text, "largest single gift"));
    assert_null(strstr(res->body_text, "Listeners fund"));
    assert_null(strstr(res->body_text, "nonprofit newsroom"));
    assert_null(strstr(res->body_text, "Give monthly"));
    assert_null(strstr(res->body_text, "student journalists"));
    assert_non_null(strstr(res->body_text, "record number of donations"));
    assert_non_null(strstr(res->body_text, "stocks of type O"));
    assert_non_null(strstr(res->body_text, "twelve centres"));
    nseg_result_free(res);
}


/*
 * The note asking readers to report a typo with Ctrl+Enter leaves the
 * body with its box (delfi.lv's heading and two lines) when it follows
 * the story; a line of the story that names the keys, before more of
 * it, stays, and so does a list of shortcuts.
 */
static void
test_error_report_note(void **state)
{
    int             n;
    char            page[4096];
    nseg_result_t  *res;

    (void) state;

    n = snprintf(page, sizeof(page),
        "<html><head><title>Plant</title></head><body><article>"
        "<p>To send a message without the mouse, press Ctrl+Enter.</p>"
        "<p>The new editor saves a draft whenever the writer stops typing, "
        "the company said, a habit it borrowed from chat programs; older "
        "versions asked for a click on a button at the bottom of the page, "
        "which many users never found, and lost a great deal of unsaved "
        "work when the browser closed, according to a survey of its "
        "customers published in the spring.</p>"
        "<p>The regional water board confirmed on Thursday that the new "
        "treatment plant at Millbrook will open in the spring.</p>"
        "<p>Officials said the plant would supply forty thousand homes in "
        "the valley and keep the old reservoir as a reserve.</p>"
        "<ul><li>Ctrl+Enter sends the form</li><li>Esc closes it</li></ul>"
        "<div class=\"article__report\"><div class=\"desc\"><strong>"
        "K\xc4\xbc\xc5\xab" "da rakst\xc4\x81?</strong><p>Iez\xc4\xab"
        "m\xc4\x93jiet tekstu un spiediet <span>Ctrl+Enter</span>, "
        "lai nos\xc5\xab" "t\xc4\xab" "tu labojamo teksta fragmentu "
        "redaktoram!</p></div></div>"
        "<p>Spotted a typo? Select it and press Ctrl + Enter.</p>"
        "</article></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "rakst\xc4\x81?"));
    assert_null(strstr(res->body_text, "spiediet"));
    assert_null(strstr(res->body_text, "Spotted a typo"));
    assert_non_null(strstr(res->body_text, "without the mouse"));
    assert_non_null(strstr(res->body_text, "sends the form"));
    assert_non_null(strstr(res->body_text, "treatment plant"));
    nseg_result_free(res);
}


/*
 * A story whose part for subscribers is in the page under the class
 * JSON-LD's hasPart names (Google's markup: "cssSelector": ".paywall")
 * keeps that part: the class names story, not a paywall's box.  Without
 * the markup a "paywall" element is the box and leaves.  The selector's
 * other forms ("div.x", a list) count; a descendant selector names no
 * class alone, a part that is not said to be for subscribers (a
 * "WPFooter") names no story, and past eight classes none is read.
 */
static void
test_paid_part_by_metadata(void **state)
{
    int             n;
    unsigned        k;
    char            page[4096];
    nseg_result_t  *res;

    static const struct {
        const char  *has_part;
        int          kept;
    } cases[] = {
        { "{\"@type\":\"WebPageElement\",\"isAccessibleForFree\":false,"
          "\"cssSelector\":\".paywall\"}", 1 },
        { "[{\"@type\":\"WebPageElement\",\"isAccessibleForFree\":"
          "\"False\",\"cssSelector\":\".intro, div.Paywall\"}]", 1 },
        { "{\"isAccessibleForFree\":false,"
          "\"cssSelector\":\".a,.b,.a,.c,.d,.e,.f,.g,.paywall\"}", 1 },
        /* a descendant selector, another class, a part that is free */
        { "{\"isAccessibleForFree\":false,"
          "\"cssSelector\":\"article .paywall\"}", 0 },
        { "{\"isAccessibleForFree\":false,\"cssSelector\":\".paywallx\"}",
          0 },
        { "[{\"@type\":\"WPFooter\",\"cssSelector\":\".paywall\"}]", 0 },
        /* past the eight classes read */
        { "{\"isAccessibleForFree\":false,"
          "\"cssSelector\":\".a,.b,.c,.d,.e,.f,.g,.h,.paywall\"}", 0 },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(page, sizeof(page),
            "<html><head><title>Plant</title>"
            "<script type=\"application/ld+json\">{\"@context\":"
            "\"https://schema.org\",\"@type\":\"NewsArticle\",\"headline\":"
            "\"Plant\",\"hasPart\":%s}</script></head><body><article>"
            "<h1>Plant</h1>"
            "<p>The regional water board confirmed on Thursday that the "
            "new treatment plant at Millbrook will open in the spring, two "
            "years after the old one failed.</p>"
            "<p>The plant cost the valley's towns forty million dollars, "
            "most of it from a state loan that the board will repay over "
            "thirty years from its water rates.</p>"
            "<p>Engineers finished the last of the filter beds in November "
            "and began to run river water through them in December, the "
            "board's chair said.</p>"
            "<div class=\"paywall\">"
            "<p>Officials said the plant would supply forty thousand homes "
            "in the valley and keep the old reservoir as a reserve.</p>"
            "<p>The board expects the first water to reach the town's taps "
            "in May, after a month of tests on the new filters.</p>"
            "</div></article></body></html>", cases[k].has_part);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(strstr(res->body_text, "treatment plant"));

        if (cases[k].kept) {
            assert_non_null(strstr(res->body_text, "forty thousand homes"));
            assert_non_null(strstr(res->body_text, "first water"));

        } else {
            assert_null(strstr(res->body_text, "forty thousand homes"));
        }

        nseg_result_free(res);
    }
}


/*
 * AMP's ad slots leave with their placeholder ("Loading ad…"), and its
 * consent box with its text; the story around them stays.
 */
static void
test_amp_components(void **state)
{
    int             n;
    char            page[4096];
    nseg_result_t  *res;

    (void) state;

    n = snprintf(page, sizeof(page),
        "<html amp><head><title>Plant</title></head><body>"
        "<amp-consent id=\"consent\" layout=\"nodisplay\"><div>We and our "
        "partners use cookies to personalise ads and measure how the site "
        "is used.</div></amp-consent><article><h1>Plant</h1>"
        "<p>The regional water board confirmed on Thursday that the new "
        "treatment plant at Millbrook will open in the spring.</p>"
        "<amp-ad width=\"300\" height=\"250\" type=\"doubleclick\">"
        "<div placeholder>Loading ad\xe2\x80\xa6</div>"
        "<div fallback>Ad unavailable</div></amp-ad>"
        "<p>Officials said the plant would supply forty thousand homes in "
        "the valley and keep the old reservoir as a reserve.</p>"
        "<amp-img src=\"plant.jpg\" width=\"600\" height=\"400\" "
        "alt=\"The plant\"></amp-img>"
        "<amp-analytics type=\"gtag\"><script type=\"application/json\">"
        "{\"vars\":{}}</script></amp-analytics>"
        "</article></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "treatment plant"));
    assert_non_null(strstr(res->body_text, "forty thousand homes"));
    assert_null(strstr(res->body_text, "Loading ad"));
    assert_null(strstr(res->body_text, "unavailable"));
    assert_null(strstr(res->body_text, "partners use cookies"));
    nseg_result_free(res);
}


/*
 * An ad slot's label is not text of the article; a sentence that says
 * "advertisement" is.  Likewise the heading of a related-links box and
 * a reading time.
 */
static void
test_ad_labels(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<div class=\"slot\"><p>Advertisement</p></div>"
              "<div class=\"slot\"><span>- ANZEIGE -</span></div>"
              "<p>The advertisement for the plant ran in May.</p>"
              "<div class=\"slot\">Publicit\xc3\xa9</div>"
              "<div class=\"slot\">\xe2\x80\x94 Werbung \xe2\x80\x94</div>"
              "<div class=\"slot\">Mainos (artikkeli jatkuu alla)</div>"
              "<p>The plant (an advertisement for the valley) opens.</p>"
              "<div class=\"slot\">Story continues below\n     "
              "advertisement\xc2\xa0</div>"
              /* Greek capitals have no accent: "ΔΙΑΦΗΜΙΣΗ" */
              "<div class=\"slot\">\xce\x94\xce\x99\xce\x91\xce\xa6"
              "\xce\x97\xce\x9c\xce\x99\xce\xa3\xce\x97</div>"
              "<div class=\"slot\">\xd0\xa0\xd0\x95\xd0\x9a\xd0\x9b"
              "\xd0\x90\xd0\x9c\xd0\x90</div>"
              "<div class=\"slot\">\xd0\xa0\xd1\x8d\xd0\xba\xd0\xbb"
              "\xd0\xb0\xd0\xbc\xd0\xb0</div>"
              "<div class=\"mod-inline-ad\"><span>Article continues below"
              "</span></div>"
              "<div class=\"slot\">Advertisement \xc2\xb7 Scroll to "
              "continue</div><div class=\"slot\">Continue reading below"
              "</div><div class=\"slot\">Artiklen forts\xc3\xa6tter under "
              "annoncen</div>"
              "<div class=\"slot\"><p>This advertisement has not "
              "loaded yet, but your article continues below.</p><p>Article "
              "content</p></div>"
              "<p>The article about the bridge continues in the spring.</p>"
              "<div class=\"slot\">La suite apr\xc3\xa8s cette publicit"
              "\xc3\xa9</div>"
              "<div class=\"slot\">ADVERTISEMENT - CONTINUE READING BELOW"
              "</div><div class=\"slot\">Anuncio</div>"
              "<div class=\"slot\">- Piblisite -</div>"
              "<div class=\"slot\">Article continues below this ad</div>"
              "<p>\xe8\xab\x8b\xe7\xb9\xbc\xe7\xba\x8c\xe5\xbe\x80\xe4\xb8"
              "\x8b\xe9\x96\xb1\xe8\xae\x80...</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Article continues"));
    assert_null(strstr(res->body_text, "Scroll to"));
    assert_null(strstr(res->body_text, "Continue reading"));
    assert_null(strstr(res->body_text, "has not loaded"));
    assert_null(strstr(res->body_text, "Artiklen"));
    assert_null(strstr(res->body_text, "Article content"));
    assert_null(strstr(res->body_text, "La suite"));
    assert_null(strstr(res->body_text, "ADVERTISEMENT"));
    assert_null(strstr(res->body_text, "Anuncio"));
    assert_null(strstr(res->body_text, "Piblisite"));
    assert_null(strstr(res->body_text, "this ad"));
    assert_null(strstr(res->body_text, "\xe8\xab\x8b\xe7\xb9\xbc"));
    assert_non_null(strstr(res->body_text, "bridge continues in"));
    assert_null(strstr(res->body_text, "\xce\x94\xce\x99\xce\x91"));
    assert_null(strstr(res->body_text, "\xd0\xa0\xd0\x95\xd0\x9a"));
    assert_null(strstr(res->body_text, "\xd0\xa0\xd1\x8d\xd0\xba"));
    assert_null(strstr(res->body_text, "Werbung"));
    assert_null(strstr(res->body_text, "Mainos"));
    assert_non_null(strstr(res->body_text, "an advertisement for the valley"));
    assert_null(strstr(res->body_text, "continues below"));
    assert_null(strstr(res->body_text, "Advertisement"));
    assert_null(strstr(res->body_text, "ANZEIGE"));
    assert_null(strstr(res->body_text, "Publicit"));
    assert_non_null(strstr(res->body_text,
                           "The advertisement for the plant ran in May."));
    nseg_result_free(res);

    /* nor is a reading time; a bare length and a sentence stay */
    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<div class=\"rt\"><span>Temps de Lecture 3 min.</span></div>"
              "<div class=\"rt\">Tempo di lettura: 2 minuti</div>"
              "<div class=\"rt\">Lesezeit 4 Min.</div>"
              "<div class=\"rt\">5 min read</div>"
              "<div class=\"rt\">12 min</div>"
              "<p>The reading time at the plant was 3 min on Monday.</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Temps de"));
    assert_null(strstr(res->body_text, "Tempo di"));
    assert_null(strstr(res->body_text, "Lesezeit"));
    assert_null(strstr(res->body_text, "min read"));
    assert_non_null(strstr(res->body_text, "12 min"));
    assert_non_null(strstr(res->body_text,
                           "The reading time at the plant was 3 min"));
    nseg_result_free(res);

    /* nor is the heading of a box of links to other articles */
    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<h3>Schon gelesen?</h3>"
              "<div class=\"box\"><b>Lesen Sie auch:</b></div>"
              "<p>Related stories were told at the plant in May.</p>"
              "<h2>You might also like</h2>"
              "<p>\xc3\x80 lire aussi</p><h4>\xc3\x84hnliche Artikel</h4>"
              "<div class=\"slot\">PUBLICIT\xc3\x89</div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "gelesen"));
    assert_null(strstr(res->body_text, "Lesen Sie"));
    assert_null(strstr(res->body_text, "might also"));
    assert_null(strstr(res->body_text, "lire aussi"));
    assert_null(strstr(res->body_text, "hnliche"));
    assert_null(strstr(res->body_text, "PUBLICIT"));
    assert_non_null(strstr(res->body_text,
                           "Related stories were told at the plant in May."));
    nseg_result_free(res);

    /*
     * in other languages: Norwegian, Romanian, Hungarian, Cyrillic in
     * capitals and not, Greek, Thai, Urdu; a sentence with the word stays
     */
    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<div class=\"slot\"><span>Annonse</span></div>"
              "<div class=\"slot\">Publicitate</div>"
              "<div class=\"slot\">Hirdet\xc3\xa9s</div>"
              "<div class=\"slot\">\xd0\xa0\xd0\xb5\xd0\xba\xd0\xbb"
              "\xd0\xb0\xd0\xbc\xd0\xb0</div>"
              "<div class=\"slot\">\xd0\xa0\xd0\x95\xd0\x9a\xd0\x9b"
              "\xd0\x90\xd0\x9c\xd0\x90</div>"
              "<div class=\"slot\">\xce\x94\xce\xb9\xce\xb1\xcf\x86"
              "\xce\xae\xce\xbc\xce\xb9\xcf\x83\xce\xb7</div>"
              "<div class=\"slot\">\xe0\xb9\x82\xe0\xb8\x86\xe0\xb8\xa9"
              "\xe0\xb8\x93\xe0\xb8\xb2</div>"
              "<div class=\"slot\">\xd8\xa7\xd8\xb4\xd8\xaa\xdb\x81"
              "\xd8\xa7\xd8\xb1</div>"
              /* Albanian with its capital, Tamil, Georgian, Icelandic */
              "<div class=\"slot\"><span>REKLAM\xc3\x8b</span></div>"
              "<div class=\"slot\">\xe0\xae\xb5\xe0\xae\xbf\xe0\xae\xb3"
              "\xe0\xae\xae\xe0\xaf\x8d\xe0\xae\xaa\xe0\xae\xb0\xe0\xae\xae"
              "\xe0\xaf\x8d</div>"
              "<div class=\"slot\">\xe1\x83\xa0\xe1\x83\x94\xe1\x83\x99"
              "\xe1\x83\x9a\xe1\x83\x90\xe1\x83\x9b\xe1\x83\x90</div>"
              "<div class=\"slot\">Augl\xc3\xbdsing</div>"
              /* Latvian in capitals, "Ā" of Latin Extended-A */
              "<div class=\"slot\">REKL\xc4\x80MA</div>"
              /* Basque; Turkish "the story goes on" over an ad */
              "<div class=\"slot\">Publizitatea</div>"
              "<div class=\"haberin-devami\">Haberin Devam\xc4\xb1</div>"
              /* Mongolian with its capital, Khmer between dashes */
              "<div class=\"slot\">\xd0\xa1\xd1\x83\xd1\x80\xd1\x82"
              "\xd0\xb0\xd0\xbb\xd1\x87\xd0\xb8\xd0\xbb\xd0\xb3\xd0\xb0"
              "\xd0\xb0</div>"
              "<div class=\"slot\">- \xe1\x9e\x96\xe1\x9e\xb6\xe1\x9e\x8e"
              "\xe1\x9e\xb7\xe1\x9e\x87\xe1\x9f\x92\xe1\x9e\x87\xe1\x9e"
              "\x80\xe1\x9e\x98\xe1\x9f\x92\xe1\x9e\x98 -</div>"
              "<div class=\"slot\">Qu\xe1\xba\xa3ng c\xc3\xa1o</div>"
              "<p>Annonse og publicitate was the plant's name in May.</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Annonse\n"));
    assert_null(strstr(res->body_text, "Publicitate"));
    assert_null(strstr(res->body_text, "Hirdet"));
    assert_null(strstr(res->body_text, "\xd0\xa0\xd0\xb5"));
    assert_null(strstr(res->body_text, "\xd0\xa0\xd0\x95"));
    assert_null(strstr(res->body_text, "\xce\x94"));
    assert_null(strstr(res->body_text, "\xe0\xb9\x82"));
    assert_null(strstr(res->body_text, "\xd8\xa7\xd8\xb4"));
    assert_null(strstr(res->body_text, "REKLAM"));
    assert_null(strstr(res->body_text, "\xe0\xae\xb5"));
    assert_null(strstr(res->body_text, "\xe1\x83\xa0"));
    assert_null(strstr(res->body_text, "Augl"));
    assert_null(strstr(res->body_text, "REKL\xc4\x80"));
    assert_null(strstr(res->body_text, "Publizitatea"));
    assert_null(strstr(res->body_text, "Haberin"));
    assert_null(strstr(res->body_text, "\xd0\xa1\xd1\x83"));
    assert_null(strstr(res->body_text, "\xe1\x9e\x96"));
    assert_null(strstr(res->body_text, "Qu\xe1\xba\xa3ng"));
    assert_non_null(strstr(res->body_text,
                           "Annonse og publicitate was the plant's name"));
    nseg_result_free(res);
}


/* the opening of the orphan-heading pages */
#define PLANT_HEAD                                                          \
    "<html><head><title>Plant</title></head><body><article>"                \
    "<h1>Water plant opens in spring</h1>"                                  \
    "<p>The regional water board confirmed on Thursday that the new "       \
    "treatment plant at Millbrook will open in the spring.</p>"


/*
 * A heading over a box the filters took out (a list of links) leaves
 * with it; the article's headings stay, one over a subheading too.
 */
static void
test_orphan_heading(void **state)
{
    int             n;
    char            page[4096];
    nseg_result_t  *res;

    n = snprintf(page, sizeof(page),
                 PLANT_HEAD
                 "<h2>The valley</h2><h3>Homes</h3>"
                 "<p>Officials said the plant would supply forty thousand "
                 "homes in the valley and keep the old reservoir as a "
                 "reserve.</p>"
                 "<h3>More on the plant</h3>"
                 "<ul><li><a href=\"/a\">Plant opening delayed again by "
                 "the board</a></li><li><a href=\"/b\">Reservoir levels "
                 "fall in the dry summer</a></li></ul>"
                 "</article></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Reservoir levels"));
    assert_null(strstr(res->body_text, "More on the plant"));
    assert_non_null(strstr(res->body_text, "The valley"));
    assert_non_null(strstr(res->body_text, "Homes"));
    assert_non_null(strstr(res->body_text, "forty thousand homes"));
    nseg_result_free(res);

    /*
     * A heading over cut prose (a section the separator lost) stays,
     * and so does one right over a subheading whose box was cut.
     */
    n = snprintf(page, sizeof(page),
                 PLANT_HEAD
                 "<p>Officials said the plant would supply forty thousand "
                 "homes in the valley and keep the old reservoir as a "
                 "reserve.</p>"
                 "<h2>Background</h2><h3>Funding</h3>"
                 "<div class=\"sponsor-box\"><p>The plant was paid for by "
                 "the board and a loan from the regional bank over twenty "
                 "years.</p></div>"
                 "<h2>What comes next</h2>"
                 "<div class=\"share-note\"><p>The board meets again in "
                 "May to decide on the fees for the first year of "
                 "operation.</p></div>"
                 "</article></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "regional bank"));
    assert_null(strstr(res->body_text, "meets again in May"));
    assert_non_null(strstr(res->body_text, "Background\nFunding"));
    assert_non_null(strstr(res->body_text, "What comes next"));
    nseg_result_free(res);

    /*
     * ... with the page's footer after it, a heading and links: the
     * footer's links are not what the heading headed, and do not
     * outweigh the prose cut from under it
     */
    n = snprintf(page, sizeof(page),
                 PLANT_HEAD
                 "<p>Officials said the plant would supply forty thousand "
                 "homes in the valley and keep the old reservoir as a "
                 "reserve.</p>"
                 "<h2>What comes next</h2>"
                 "<div class=\"share-note\"><p>The board meets again in "
                 "May to decide on the fees for the first year of "
                 "operation.</p></div>"
                 "</article><footer><h3>Sections</h3><ul>"
                 "<li><a href=\"/s1\">News from the valley and the "
                 "region</a></li><li><a href=\"/s2\">Sport in the valley "
                 "and the region</a></li><li><a href=\"/s3\">Culture in "
                 "the valley and the region</a></li><li><a href=\"/s4\">"
                 "Business in the valley and the region</a></li>"
                 "<li><a href=\"/s5\">Opinion from the valley and the "
                 "region</a></li></ul></footer></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "meets again in May"));
    assert_null(strstr(res->body_text, "Sport in the valley"));
    assert_non_null(strstr(res->body_text, "What comes next"));
    nseg_result_free(res);

    /*
     * The body's last line a heading with nothing under it in the body:
     * its box of links came after a heading of the box's own, which no
     * longer stops the look at what was cut; a heading that reads as a
     * sentence (a pull quote) and one over a picture stay.
     */
    n = snprintf(page, sizeof(page),
                 PLANT_HEAD
                 "<p>Officials said the plant would supply forty thousand "
                 "homes in the valley and keep the old reservoir as a "
                 "reserve.</p>"
                 "<h3>More on water in the valley:</h3></article>"
                 "<section class=\"related\"><h3>Related</h3><ul>"
                 "<li><a href=\"/a\">Plant opening delayed again by the "
                 "board</a></li><li><a href=\"/b\">Reservoir levels fall "
                 "in the dry summer</a></li></ul></section>"
                 "</body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "More on water"));
    assert_non_null(strstr(res->body_text, "forty thousand homes"));
    nseg_result_free(res);

    n = snprintf(page, sizeof(page),
                 PLANT_HEAD
                 "<p>Officials said the plant would supply forty thousand "
                 "homes in the valley and keep the old reservoir as a "
                 "reserve.</p>"
                 "<h3>The valley has waited for this. Now it can drink."
                 "</h3></article>"
                 "<section class=\"related\"><h3>Related</h3><ul>"
                 "<li><a href=\"/a\">Plant opening delayed again by the "
                 "board</a></li><li><a href=\"/b\">Reservoir levels fall "
                 "in the dry summer</a></li></ul></section>"
                 "</body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "Now it can drink."));
    nseg_result_free(res);

    n = snprintf(page, sizeof(page),
                 PLANT_HEAD
                 "<p>Officials said the plant would supply forty thousand "
                 "homes in the valley and keep the old reservoir as a "
                 "reserve.</p>"
                 "<h3>The plant from the air</h3>"
                 "<img src=\"/plant.jpg\" alt=\"The plant\" width=\"800\" "
                 "height=\"500\"></article></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "The plant from the air"));
    nseg_result_free(res);

    /*
     * What the views do not show heads nothing: a video, a frame, a
     * tracking pixel; and an ellipsis is no full stop ("..." as "…")
     */
    {
        unsigned            k;
        static const char  *const tails[] = {
            "<h3>Watch the opening</h3><iframe width=\"640\" height=\"360\" "
            "src=\"https://video.example/embed/1\"></iframe>",
            "<h3>Watch the opening</h3><video src=\"/v.mp4\" controls>"
            "</video>",
            "<h3>Watch the opening</h3><img src=\"https://t.example/p.gif\" "
            "width=\"1\" height=\"1\">",
            "<h3>More on water in the valley...</h3>",
        };

        for (k = 0; k < sizeof(tails) / sizeof(tails[0]); k++) {
            n = snprintf(page, sizeof(page),
                         PLANT_HEAD
                         "<p>Officials said the plant would supply forty "
                         "thousand homes in the valley and keep the old "
                         "reservoir as a reserve.</p>%s</article>"
                         "<section class=\"related\"><h3>Related</h3><ul>"
                         "<li><a href=\"/a\">Plant opening delayed again by "
                         "the board</a></li><li><a href=\"/b\">Reservoir "
                         "levels fall in the dry summer</a></li></ul>"
                         "</section></body></html>", tails[k]);
            assert_true(n > 0 && (size_t) n < sizeof(page));

            res = run(page, (size_t) n, NULL);
            assert_status(res, NSEG_STATUS_OK);
            assert_null(strstr(res->body_text, "Watch the opening"));
            assert_null(strstr(res->body_text, "More on water"));
            assert_non_null(strstr(res->body_text, "forty thousand homes"));
            nseg_result_free(res);
        }
    }
}


/*
 * A page with head in its <head>, the article's headline h1, then lead
 * before ARTICLE_P; its body must start with first
 */
static nseg_result_t *
run_headed(const char *head, const char *h1, const char *lead,
    const char *first)
{
    int             n;
    char            page[4096];
    nseg_result_t  *res;

    n = snprintf(page, sizeof(page),
                 "<html><head>%s</head><body><article><h1>%s</h1>%s"
                 ARTICLE_P "</article></body></html>", head, h1, lead);
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    print_message("%.40s\n", res->body_text);
    assert_true(strncmp(res->body_text, first, strlen(first)) == 0);

    return res;
}


/*
 * The headline repeated at the body's head (another screen size's
 * heading, the headline without its kicker) is not in the body; a
 * subtitle, or a first paragraph that only starts with the headline's
 * words, stays.
 */
static void
test_title_copy(void **state)
{
    size_t          i;
    nseg_result_t  *res;

    static const struct {
        const char  *copy;
        const char  *first;        /* the body starts so */
    } cases[] = {
        { "<h2 class=\"mobile\">Water plant opens in spring</h2>",
          "The regional water board" },
        { "<p>Water Plant Opens in Spring.</p>", "The regional water board" },
        { "<div><span>Water plant</span> <span>opens in spring</span></div>",
          "The regional water board" },
        { "<h2>Water plant opens in spring, two years late</h2>",
          "Water plant opens in spring, two years late" },
        { "<h2>Millbrook</h2>", "Millbrook" },
    };

    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        res = run_headed("<title>Water plant: opens in spring | Valley News"
                         "</title>", "Water plant: opens in spring",
                         cases[i].copy, cases[i].first);
        assert_string_equal(res->title, "Water plant: opens in spring");
        nseg_result_free(res);
    }
}


/*
 * A <title> that names the site and a word for its pages gives way to
 * the one <h1>'s headline; a <title> the page shows as a heading, or
 * one over a section's short name in the <h1>, stays the title.
 */
static void
test_title_generic(void **state)
{
    int             n;
    size_t          i;
    char            page[4096];
    nseg_result_t  *res;

    static const struct {
        const char  *title;
        const char  *h1;
        const char  *shown;
        const char  *want;
    } cases[] = {
        { "El Preg\xc3\xb3n HN - Noticias de Honduras",
          "Hospitales del valle al l\xc3\xadmite por el dengue", "",
          "Hospitales del valle al l\xc3\xadmite por el dengue" },
        { "Diario Korsou | Noticia",
          "Piskad\xc3\xb3nan di Boka Sami ta eksig\xc3\xad un kai nobo", "",
          "Piskad\xc3\xb3nan di Boka Sami ta eksig\xc3\xad un kai nobo" },
        /* the <title> shown as a heading on the page: the headline */
        { "Water board sets the opening date - Valley News",
          "Latest news from the valley today", "<h2>Water board sets the "
          "opening date</h2>", "Water board sets the opening date" },
        /* a section's name in the <h1> */
        { "Water board sets the opening date - Valley News", "Waterfront", "",
          "Water board sets the opening date" },
    };

    (void) state;

    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        n = snprintf(page, sizeof(page),
                     "<html><head><title>%s</title></head><body><nav><a "
                     "href=\"/\">Inicio</a> <a href=\"/n\">Nacionales</a> "
                     "<a href=\"/d\">Deportes</a></nav><div class=\"row\">"
                     "<div class=\"col-lg-8\"><h1 class=\"titular\">%s</h1>"
                     "%s<div class=\"cuerpo\">" ARTICLE_P "</div></div></div>"
                     "<footer><p>Contacto</p></footer></body></html>",
                     cases[i].title, cases[i].h1, cases[i].shown);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);

        if (res->title == NULL || strcmp(res->title, cases[i].want) != 0) {
            fail_msg("<title>%s</title> <h1>%s</h1>: title \"%s\"",
                     cases[i].title, cases[i].h1,
                     res->title ? res->title : "(null)");
        }

        nseg_result_free(res);
    }
}


/*
 * Date and time lines at the body's head leave it: the header shows the
 * date.  A sentence with a date, a list's date, and a date line after
 * the body's first long block stay.
 */
static void
test_head_date_lines(void **state)
{
    int             n;
    size_t          i;
    char            page[4096];
    nseg_result_t  *res;

    static const struct {
        const char  *head;
        const char  *first;        /* the body starts so */
        const char  *kept;         /* and holds this */
        const char  *gone;         /* and not this */
    } cases[] = {
        { "<p>(Updated: 19:56)</p>", "The regional water board", NULL, NULL },
        { "<div>1:39 PM ET</div>", "The regional water board", NULL, NULL },
        { "<p>9:00PM</p><p>Posted: Nov 8, 2023 / 02:40 PM CST</p>",
          "The regional water board", NULL, NULL },
        { "<p>The board met on 12 May.</p>", "The board met on 12 May.",
          NULL, NULL },
        { "<p>Board meeting at 10:30 in the hall, open to all.</p>",
          "Board meeting at 10:30", NULL, NULL },
        { "<ul><li>Doors: 19:30</li><li>Tickets: twelve euros</li></ul>",
          "Doors: 19:30", NULL, NULL },
        /* after the body's first long block */
        { "<p>The water board said on Thursday that the plant at Millbrook "
          "is finished and that the first homes get its water in May.</p>"
          "<p>(Updated: 19:56)</p>", "The water board said", "19:56", NULL },
        /* the separator the byline and the date leave of their line */
        { "<div class=\"meta\"><span>by <a href=\"/a/jr\">Jane Roe</a>"
          "</span> <span>|</span> <time>May 14, 2024</time></div>",
          "The regional water board", NULL, "|" },
        /* a standfirst above the date line is the header's, not the body
           proper: the other date after the one taken goes too */
        { "<p class=\"dek\">Forty thousand homes in the valley will get "
          "their water from the new plant at Millbrook this spring.</p>"
          "<div><time>Updated May 19, 2024 at 6:02 a.m.</time> | "
          "<span>Published May 14, 2024 at 5:14 p.m.</span></div>",
          "Forty thousand homes", NULL, "Published" },
        /* a relative date the label calls the update */
        { "<p><time>May 14, 2024</time> \xc2\xb7 Updated 3 hours ago</p>",
          "The regional water board", NULL, "3 hours" },
        /* a clock's "a.m." ends a labelled date line or a clock alone,
           not a sentence with the article's day or a clock */
        { "<p>Updated May 14, 2024 at 6:02 a.m.</p><p>5:14 p.m.</p>",
          "The regional water board", NULL, NULL },
        { "<p>By Jane Roe | May 14, 2024</p>"
          "<p>Voting opens May 15 at 9 a.m.</p>", "Voting opens",
          NULL, NULL },
        { "<p>By Jane Roe | May 14, 2024</p><p>Doors open at 7:30 p.m.</p>",
          "Doors open", NULL, NULL },
        /* a counter in the date's box goes; a number apart stays */
        { "<div class=\"meta\"><time>May 14, 2024</time><div class=\""
          "right\"><span class=\"views\"><i class=\"icon-fire\"></i> "
          "1,287 </span></div></div>",
          "The regional water board", NULL, "1,287" },
        { "<div class=\"meta\"><time>May 14, 2024</time></div>"
          "<div><div><div><span>102</span></div></div></div>",
          "102", NULL, NULL },
        { "<div class=\"meta\"><time>May 14, 2024</time><p>1.</p></div>",
          "1.", NULL, NULL },
    };

    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        res = run_headed("<title>Water plant opens in spring</title>",
                         "Water plant opens in spring", cases[i].head,
                         cases[i].first);

        if (cases[i].kept != NULL) {
            assert_non_null(strstr(res->body_text, cases[i].kept));
        }

        if (cases[i].gone != NULL) {
            assert_null(strstr(res->body_text, cases[i].gone));
        }

        nseg_result_free(res);
    }

    /* the date above the title, its update line under it */
    n = snprintf(page, sizeof(page),
                 "<html><head><title>Water plant opens in spring"
                 "</title></head><body><article><p>Posted 14 May 2024</p>"
                 "<h1>Water plant opens in spring</h1>"
                 "<p>Updated 19 May 2024</p>" ARTICLE_P
                 "</article></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_string_equal(res->date, "2024-05-14");
    assert_true(strncmp(res->body_text, "The regional water board", 24) == 0);
    nseg_result_free(res);
}


/*
 * What the head rules must leave: a short post's only paragraph that is
 * its <title> too, a block whose kept text a run of blanks would push
 * past the comparison buffer, and an event's times that are not the
 * article's.
 */
static void
test_head_rules_keep(void **state)
{
    int             n;
    size_t          i;
    char            page[8192], blanks[1601];
    nseg_result_t  *res;

#define NOTE_P                                                              \
    "The council approved the new budget for the coming year on Monday "    \
    "evening after a long debate about the costs of the new school "        \
    "building and the roads in the north of the town, with nine votes "     \
    "for it and four against."

    static const struct {
        const char  *head;
        const char  *first;        /* the body starts so */
    } heads[] = {
        { "<p>Doors open 19:30</p>", "Doors open 19:30" },
        { "<p>Kick-off 15:30</p>", "Kick-off 15:30" },
    };

    /* the post is its <title>: the body is not emptied */
    n = snprintf(page, sizeof(page),
                 "<html><head><title>" NOTE_P "</title>"
                 "<meta property=\"og:title\" content=\"" NOTE_P "\">"
                 "</head><body>"
                 "<div class=\"post\"><h1>Town notes</h1><p>" NOTE_P
                 "</p></div></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "nine votes"));
    nseg_result_free(res);

    /* the title, 1600 blanks and more text in one block */
    memset(blanks, ' ', sizeof(blanks) - 1);
    blanks[sizeof(blanks) - 1] = '\0';

    for (i = 0; i < sizeof(blanks) - 1; i += 80) {
        blanks[i] = '\n';
    }

    n = snprintf(page, sizeof(page),
                 "<html><head><title>Water plant opens in spring</title>"
                 "</head><body><article>"
                 "<h1>Water plant opens in spring</h1>"
                 "<div class=\"kicker\"><b>Water plant opens in spring</b>%s"
                 "<span>Millbrook gets clean water at last</span></div>"
                 ARTICLE_P "</article></body></html>", blanks);
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "Millbrook gets clean water"));
    nseg_result_free(res);

    /* not the article's moment, 2024-01-10T09:00 */
    for (i = 0; i < sizeof(heads) / sizeof(heads[0]); i++) {
        res = run_headed("<title>Spring concert</title>"
                         "<meta property=\"article:published_time\" "
                         "content=\"2024-01-10T09:00:00+01:00\">",
                         "Spring concert", heads[i].head, heads[i].first);
        nseg_result_free(res);
    }

#undef NOTE_P
}


/*
 * A short copyright notice closing the body leaves it, and so does one
 * that opens with "all rights reserved" in a language we know; a
 * closing sentence that opens with the word "Copyright" stays
 */
/*
 * A pull quote that repeats the story's words leaves the body with its
 * attribution; one that says what the text does not stays
 */
/*
 * A form that holds the whole page (ASP.NET WebForms' "aspnetForm") is
 * no comment form: the author's element in it names the author
 */
static void
test_byline_in_page_form(void **state)
{
    int             n;
    char            page[8192];
    nseg_result_t  *res;

    (void) state;

    n = snprintf(page, sizeof(page),
                 "<html lang=\"en\"><head><title>Towpath reopens</title>"
                 "</head><body><form method=\"post\" id=\"aspnetForm\">"
                 "<article><h1>Towpath reopens</h1><p><span class=\"author\">"
                 "<a href=\"/Author/3187.aspx\">Karim Abdel-Fattah</a></span>"
                 " , <span>Sunday 30 Nov 2025</span></p>"
                 ARTICLE_P ARTICLE_P ARTICLE_P ARTICLE_P ARTICLE_P ARTICLE_P
                 ARTICLE_P ARTICLE_P ARTICLE_P ARTICLE_P
                 "</article></form></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->byline);
    assert_string_equal(res->byline, "Karim Abdel-Fattah");
    nseg_result_free(res);
}


static void
test_pull_quote(void **state)
{
    int             n;
    size_t          k;
    char            page[4096];
    nseg_result_t  *res;

    static const struct {
        const char  *quote;
        int          kept;
    } cases[] = {
        { "\xe2\x80\x9cThe new treatment plant will open in the spring."
          "\xe2\x80\x9d", 0 },
        { "\"the old reservoir on the hill would be kept\"", 0 },
        { "Forty thousand homes will drink from one plant by next year.",
          1 },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(page, sizeof(page),
                     "<html lang=\"en\"><head><title>Plant delayed"
                     "</title></head><body><article>"
                     "<h1>Plant delayed</h1>" ARTICLE_P
                     "<div class=\"PullQuote\"><blockquote class=\""
                     "PullQuote-quote\">%s</blockquote><div class=\""
                     "PullQuote-attribution\">Mara Quist, board chair</div>"
                     "</div><p>The contract dispute had lasted for most of "
                     "the year, the board's chair said on Thursday.</p>"
                     "</article></body></html>", cases[k].quote);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(strstr(res->body_text, "contract dispute had"));

        if ((strstr(res->body_text, "Mara Quist") != NULL) != cases[k].kept) {
            fail_msg("case %zu: \"%s\" %s", k, cases[k].quote,
                     cases[k].kept ? "lost" : "kept");
        }

        nseg_result_free(res);
    }
}


/*
 * The rest of the byline's box leaves with it: the writer's role, the
 * employer, an address; a standfirst in the box, which ends with its
 * stop, stays
 */
static void
test_byline_box(void **state)
{
    int             n;
    size_t          k;
    char            page[4096];
    nseg_result_t  *res;

    static const struct {
        const char  *box;
        const char  *probe;
        int          kept;
    } cases[] = {
        { "<div class=\"byline\"><p>By <a href=\"/authors/wk\">Wanjiru "
          "Kamau</a></p><p class=\"role\">Senior Health Reporter</p>"
          "<p>Meridian Media Group</p></div>", "Meridian Media", 0 },
        { "<div class=\"authors\"><span><a href=\"/novinari/jn\">Jan "
          "Nov\xc3\xa1k</a></span><span>, redaktor iDNES.cz</span></div>",
          "redaktor", 0 },
        { "<div class=\"meta\"><span>By</span> <a href=\"/staff/gs/\">Greg "
          "Santoro</a> <span>| gsantoro@paper.example</span></div>",
          "gsantoro@", 0 },
        { "<div class=\"head\"><p>By <a href=\"/authors/wk\">Wanjiru "
          "Kamau</a></p><p>The clinic opens on Monday.</p></div>",
          "The clinic opens on Monday.", 1 },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(page, sizeof(page),
                     "<html lang=\"en\"><head><title>Plant delayed</title>"
                     "</head><body><article><h1>Plant delayed</h1>%s"
                     ARTICLE_P "</article></body></html>", cases[k].box);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(res->byline);

        if ((strstr(res->body_text, cases[k].probe) != NULL)
            != cases[k].kept)
        {
            fail_msg("case %zu: \"%s\" %s", k, cases[k].probe,
                     cases[k].kept ? "lost" : "kept");
        }

        nseg_result_free(res);
    }
}


/*
 * The story's mobile copy, hidden by the stylesheet at a desktop's
 * width, leaves the body; a hidden panel that repeats one sentence and
 * says more stays, and so does a copy the stylesheet does not hide
 */
static void
test_hidden_copy(void **state)
{
    int             n;
    size_t          k;
    char            page[8192];
    const char     *p;
    nseg_result_t  *res;

#define COPY_P                                                              \
    "<p>The regional water board confirmed on Thursday that the new "       \
    "treatment plant will open in the spring, two years late.</p>"          \
    "<p>Officials said the plant would supply forty thousand homes and "    \
    "replace the old works by the river.</p>"                               \
    "<p>The contract dispute had lasted for most of the year, the "         \
    "board's chair said after the meeting.</p>"

    static const struct {
        const char  *style;
        const char  *second;
        int          copies;
        int          panel;
    } cases[] = {
        { ".m { display: none } @media (max-width: 767px) { .m { display: "
          "block } .d { display: none } }",
          "<div class=\"m\"><h2>Plant delayed</h2>" COPY_P "</div>", 1, 0 },
        { ".m { display: none }",
          "<div class=\"m\"><p>The regional water board confirmed on "
          "Thursday that the new treatment plant will open in the spring, "
          "two years late.</p><p>A panel of engineers reviewed the pumps "
          "twice before the board agreed to the new opening date, and "
          "found the filters sound.</p></div>", 2, 1 },
        { ".x { color: red }",
          "<div class=\"m\"><h2>Plant delayed</h2>" COPY_P "</div>", 2, 0 },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(page, sizeof(page),
                     "<html lang=\"en\"><head><title>Plant delayed</title>"
                     "<style>%s</style></head><body><article>"
                     "<div class=\"d\"><h1>Plant delayed</h1>" COPY_P
                     "</div>%s</article></body></html>",
                     cases[k].style, cases[k].second);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);

        n = 0;
        for (p = res->body_text; (p = strstr(p, "new treatment plant"));
             p++)
        {
            n++;
        }

        if (n != cases[k].copies) {
            fail_msg("case %zu: %d copies", k, n);
        }

        assert_int_equal(strstr(res->body_text, "panel of engineers") != NULL,
                         cases[k].panel);
        nseg_result_free(res);
    }

#undef COPY_P
}


/*
 * A summary a machine wrote above the story leaves the body, by its
 * class; the newsroom's own key points stay
 */
static void
test_ai_summary(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    (void) state;

    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<div class=\"caas-ai-summary\"><button aria-expanded=\"true\">"
              "Key points</button><ul><li>The plant opens in the spring of "
              "next year.</li></ul><p>Generated by AI. Learn more about how "
              "these summaries are made.</p></div>"
              "<div class=\"key-points\"><h2>Key points</h2><ul><li>Forty "
              "thousand homes will get their water from it.</li></ul></div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Generated by AI"));
    assert_null(strstr(res->body_text, "spring of next year"));
    assert_non_null(strstr(res->body_text, "Forty thousand homes will get"));
    nseg_result_free(res);
}


/*
 * Whether probe is in the body of a towpath story whose last block is
 * last (head: more of <head>); fails the test unless it is, or is not,
 * as kept says
 */
static void
check_tail(const char *head, const char *last, const char *probe, int kept)
{
    int             n;
    char            page[4096];
    nseg_result_t  *res;

    n = snprintf(page, sizeof(page),
                 "<html lang=\"en\"><head><title>Towpath reopens</title>%s"
                 "</head><body><article><h1>Towpath reopens</h1>" ARTICLE_P
                 "%s</article></body></html>", head, last);
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "dry summers"));

    if ((strstr(res->body_text, probe) != NULL) != kept) {
        fail_msg("\"%s\" %s", last, kept ? "lost" : "kept");
    }

    nseg_result_free(res);
}


/* notes under the story: a notice, a bio with pronouns, a donation box */
static void
test_tail_notes_more(void **state)
{
    (void) state;

    /* a notice opened by the sign alone that forbids redistribution */
    check_tail("", "<div class=\"note\">&copy; Harbourline Daily. This "
               "article is for the use of subscribers only. Redistribution "
               "without permission is prohibited.</div>", "subscribers only",
               0);
    check_tail("", "<p>Redistribution without permission is prohibited, "
               "the judge said of the copied maps.</p>", "the judge said", 1);

    /* "no part may be reproduced" without a sign before it */
    check_tail("", "<p>This document is subject to copyright. Apart from any "
               "fair dealing for the purpose of private study or research, no "
               "part may be reproduced without the written permission.</p>",
               "fair dealing", 0);

    /* Turkish: all rights reserved, no use without naming the source */
    check_tail("", "<div class=\"alt-uyari\">Kuzey Ses Gazetesi'nde "
               "yay\xc4\xb1nlanan haberlerin t\xc3\xbcm haklar\xc4\xb1 "
               "sakl\xc4\xb1" "d\xc4\xb1r. Kaynak g\xc3\xb6sterilmeden "
               "kullan\xc4\xb1lamaz.</div>", "Kuzey Ses", 0);

    /* the writer's pronouns between the name and the bio's verb */
    check_tail("<meta name=\"author\" content=\"Jordan Roe\">",
               "<p>Jordan Roe (they/them) is the Courier's local news "
               "reporter, covering housing.</p>", "local news reporter", 0);

    /* the print edition's notes */
    check_tail("", "<div class=\"x\">This article appears in the Dec. 3-9, "
               "2025 issue.</div><p>The trust will publish the timetable of "
               "the lock-keeper's cottage next week, with its hours.</p>",
               "issue", 0);
    check_tail("", "<div class=\"x\"><p>Appeared in the October 22, 2025, "
               "print edition as 'Lock Reopens'.</p></div><p>The trust will "
               "publish the timetable of the lock-keeper's cottage next week, "
               "with its hours.</p>", "print edition", 0);
    check_tail("", "<p>Appeared in the doorway, the lock-keeper waved the "
               "first boat through.</p>", "doorway", 1);

    /* the request to report a mistake, in a few languages */
    check_tail("", "<p>Heb je een fout opgemerkt in dit artikel? <a href=\""
               "/fout\">Meld het ons.</a></p>", "fout opgemerkt", 0);
    check_tail("", "<div class=\"x\">Vous avez trouv\xc3\xa9 une erreur? "
               "Merci de nous la signaler.</div>", "Merci de nous", 0);
    check_tail("", "<p>\xc2\xbfHas visto un error? Escr\xc3\xad" "benos.</p>",
               "Escr\xc3\xad" "benos", 0);
    /* ... not a sentence of the story about one */
    check_tail("", "<p>The lock-keeper found an error in the old timetable "
               "and the trust corrected it within the week.</p>",
               "old timetable", 1);

    /* a donation box inline between the story's blocks, by its class */
    check_tail("", "<div class=\"donate-inline\"><h3>Give clean water for "
               "life</h3><p>Your gift helps communities drill wells.</p><a "
               "href=\"/donate?amount=30\">30</a> <a href=\"/donate?amount="
               "60\">60</a></div><p>The trust will publish the timetable of "
               "the lock-keeper's cottage next week, with its hours.</p>",
               "Your gift", 0);
}


/* the request to follow the site on a messenger, an app, push alerts */
static void
test_channel_promo(void **state)
{
    size_t  k;

    static const struct {
        const char  *last;
        const char  *probe;
        int          kept;
    } cases[] = {
        { "<p><i>Join </i><b><i>The Valley Courier</i></b><i> on WhatsApp "
          "and stay up to date</i></p>", "WhatsApp", 0 },
        { "<p><i>Sign up for </i><a href=\"/push-alerts/\"><i>push alerts"
          "</i></a><i> and have the best news delivered to your phone</i>"
          "</p>", "delivered", 0 },
        { "<div class=\"banner\"><strong>Stay updated with the latest news"
          "</strong><p>Download the Courier app now for news alerts</p>"
          "</div>", "Download", 0 },
        /* within the story, a paragraph of its own, past an emoji */
        { "<p><strong>\xf0\x9f\x93\xb2 Participe do canal do Courier no "
          "WhatsApp</strong></p><p>The trust will publish the timetable of "
          "the lock-keeper's cottage next week, with its opening hours.</p>",
          "Participe", 0 },
        /* an appeal's box with its button, between the paragraphs */
        { "<div class=\"box\"><p>Readers like you are keeping these "
          "stories free for everyone.</p><a href=\"/support/\">Support us "
          "today</a></div><p>The trust will publish the timetable of the "
          "lock-keeper's cottage next week, with its opening hours.</p>",
          "Readers like you", 0 },
        /* ... not a box whose link leads to a help site's host */
        { "<div class=\"box\"><p>Read the trust's guide to the towpath "
          "rules before your visit.</p><a href=\"https://support.trust."
          "example/kb/towpath\">See the guide</a></div><p>The trust will "
          "publish the timetable of the lock-keeper's cottage next week, "
          "with its opening hours.</p>", "guide to the towpath", 1 },
        /* the appeal's paragraph alone in its box, a stop after */
        { "<div class=\"support\"><p><strong>Our journalism needs your "
          "support.</strong> Please subscribe today to <a href=\"/"
          "subscribe/?utm_source=end\">the Courier</a>.</p></div><p>The "
          "trust will publish the timetable of the lock-keeper's cottage "
          "next week, with its opening hours.</p>", "journalism needs", 0 },
        /* ... a subscription's host, a donation's Spanish path */
        { "<div class=\"premium\"><h3>Get Premium</h3><p>Unlimited access "
          "to every story, without ads.</p><a href=\"https://predplatne."
          "courier.example/\">I want it</a></div><p>The trust will publish "
          "the timetable of the lock-keeper's cottage next week.</p>",
          "Unlimited access", 0 },
        { "<div class=\"dona\"><p>El periodismo independiente necesita de "
          "ti. <a href=\"https://courier.example/dona/\">Haz tu donaci"
          "\xc3\xb3n</a></p></div><p>The trust will publish the timetable "
          "of the lock-keeper's cottage next week.</p>", "periodismo", 0 },
        /* ... a newsletter's sign-up page, a Catalan subscription host */
        { "<div class=\"v-nl\"><p>Morning bulletin</p><p>The day's news from "
          "the valley at seven, every morning.</p><a href=\"/newsletters/\">"
          "Sign up free</a></div><p>The trust will publish the timetable "
          "of the lock-keeper's cottage next week.</p>", "Morning bulletin",
          0 },
        { "<div class=\"subscription-box\"><p>El periodisme de qualitat t"
          "\xc3\xa9 un preu</p><a href=\"https://subscripcio.courier."
          "example/?utm_source=article\">Subscriu-t'hi</a></div><p>The "
          "trust will publish the timetable of the lock-keeper's cottage "
          "next week.</p>", "periodisme", 0 },
        /* ... not a paragraph of the story that links to the page */
        { "<div><p>Residents can read the trust's report if they "
          "<a href=\"/subscribe/\">subscribe</a>.</p><p>The trust will "
          "publish the timetable of the lock-keeper's cottage next week."
          "</p></div>", "trust's report", 1 },
        /* a teaser for a video a script loads */
        { "<div class=\"InlineVideo-container\"><span>WATCH: Why the lock "
          "keepers are leaving the valley</span><span>VIDEO 4:41</span>"
          "</div>", "WATCH", 0 },
        /* ... not a video the story embeds, nor its sentence */
        { "<div class=\"video-embed\"><iframe src=\"https://v.example/e/"
          "1\"></iframe><p>The lock keeper at work</p></div>",
          "lock keeper at work", 1 },
        { "<div class=\"video-note\"><p>The video of the opening was shot "
          "by a resident.</p></div>", "shot by a resident", 1 },
        /* the story's own sentences that name a messenger or an app */
        { "<p>Residents organised the clean-up of the towpath on "
          "WhatsApp.</p>", "organised", 1 },
        { "<p>Join the volunteers on Saturday at the lock.</p>",
          "volunteers", 1 },
        { "<p>Follow <a href=\"https://x.example/jg\">Jane Roe</a> on "
          "X.</p>", "Follow", 1 },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        check_tail("", cases[k].last, cases[k].probe, cases[k].kept);
    }
}


static void
test_tail_copyright(void **state)
{
    int             n;
    size_t          k;
    char            page[4096];
    nseg_result_t  *res;

    static const struct {
        const char  *last;
        int          kept;
    } cases[] = {
        { "Copyright 2025 KPCR. All rights reserved.", 0 },
        { "Copyright \xc2\xa9 2015 - 2019 Wube Software", 0 },
        { "Copyright: 2024 The Valley Courier", 0 },
        { "\xc2\xa9 The Valley Courier 2024", 0 },
        { "Copyright The Valley Courier. All rights reserved.", 0 },
        /* "all rights reserved" in other languages */
        { "RIPRODUZIONE RISERVATA \xc2\xa9 Copyright ASP", 0 },
        { "\xc2\xa9 Riproduzione riservata", 0 },
        { "Copyright by Der Kurier. Alle Rechte vorbehalten.", 0 },
        { "Tous droits r\xc3\xa9serv\xc3\xa9s. Le Courrier du Val", 0 },
        /* Korea's "copyright holder" notice, "ⓒ", Japanese, Chinese */
        { "&lt;\xec\xa0\x80\xec\x9e\x91\xea\xb6\x8c\xec\x9e\x90(c) "
          "Hanbit News, \xeb\xac\xb4\xeb\x8b\xa8 \xec\xa0\x84\xec\x9e\xac-"
          "\xec\x9e\xac\xeb\xb0\xb0\xed\x8f\xac \xea\xb8\x88\xec\xa7\x80&gt;",
          0 },
        { "\xe2\x93\x92 Hanbit News 2025", 0 },
        { "\xe7\x84\xa1\xe6\x96\xad\xe8\xbb\xa2\xe8\xbc\x89\xe3\x82\x92"
          "\xe7\xa6\x81\xe3\x81\x98\xe3\x81\xbe\xe3\x81\x99", 0 },
        { "\xe7\x89\x88\xe6\x9d\x83\xe6\x89\x80\xe6\x9c\x89 Hanbit", 0 },
        /* the sign and an agency's name; agencies' sign-offs */
        { "(c) Agencia EFE", 0 },
        { "\xc2\xa9 AFP", 0 },
        { "[Editor: Zhou Lan]", 0 },
        { "dpa-infocom, dpa:251030-930-238815/2", 0 },
        { "Direkt aus dem dpa-Newskanal: Dieser Text wurde automatisch von "
          "der Deutschen Presse-Agentur (dpa) \xc3\xbc" "bernommen und von "
          "der Redaktion nicht bearbeitet.", 0 },
        { "EFE lav/mcm", 0 },
        { "EFE said the figures were provisional.", 1 },
        /* the reporter's address, alone or after a short label */
        { "Feedback: seru.ratuvou@vitiherald.example", 0 },
        { "jane.roe@courier.example", 0 },
        { "Write to the trust at towpath@trust.example with your views.", 1 },
        /* the story's tags, with no box's class */
        { "Tags: Towpath, Canal Trust, Millbrook", 0 },
        { "Topics for the next meeting: the towpath's lights and its "
          "benches.", 1 },
        /* the notice against taking the content, in its own words */
        { "Zabranjeno preuzimanje sadr\xc5\xbe" "aja bez pismene saglasnosti "
          "redakcije.", 0 },
        { "Se permite la reproducci\xc3\xb3n citando la fuente.", 0 },
        { "\xe1\x83\x9b\xe1\x83\x90\xe1\x83\xa1\xe1\x83\x90\xe1\x83\x9a"
          "\xe1\x83\x94\xe1\x83\x91\xe1\x83\x98\xe1\x83\xa1 \xe1\x83\x92\xe1"
          "\x83\x90\xe1\x83\x9b\xe1\x83\x9d\xe1\x83\xa7\xe1\x83\x94\xe1\x83"
          "\x9c\xe1\x83\x94\xe1\x83\x91\xe1\x83\x90 \xe1\x83\xac\xe1\x83\xa7"
          "\xe1\x83\x90\xe1\x83\xa0\xe1\x83\x9d\xe1\x83\xa1 \xe1\x83\x9b\xe1"
          "\x83\x98\xe1\x83\x97\xe1\x83\x98\xe1\x83\x97\xe1\x83\x94\xe1\x83"
          "\x91\xe1\x83\x98\xe1\x83\x97.", 0 },
        /* a paragraph of the story that says it is longer than a notice */
        { "Zabranjeno preuzimanje sadr\xc5\xbe" "aja bez pismene saglasnosti "
          "was the line the court quoted on Friday, when the judges ruled "
          "that the portal had copied forty articles from its rival over "
          "two years without asking, and ordered it to pay damages to the "
          "rival's owners and to publish the ruling on its front page for "
          "a month, which the portal's editor said he would appeal.", 1 },
        /* Persian agencies' "end of message" mark, not a sentence on it */
        { "\xd8\xa7\xd9\x86\xd8\xaa\xd9\x87\xd8\xa7\xdb\x8c \xd9\xbe\xdb\x8c"
          "\xd8\xa7\xd9\x85/", 0 },
        { "\xd8\xa7\xd9\x86\xd8\xaa\xd9\x87\xd8\xa7\xdb\x8c \xd9\xbe\xdb\x8c"
          "\xd8\xa7\xd9\x85 of the towpath's long dispute came on Friday, "
          "the trust said.", 1 },
        { "All rights reserved to the towpath's users were confirmed by "
          "the court on Friday, the trust said.", 1 },
        { "Copyright law in the country was last rewritten in 1976, long "
          "before streaming existed.", 1 },
        { "Copyright claims against the site rose by a third in 2024, the "
          "report said.", 1 },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(page, sizeof(page), "<p>%s</p>", cases[k].last);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        /* "&lt;..." is "<..." in the text */
        check_tail("", page,
                   cases[k].last + (cases[k].last[0] == '&' ? 4 : 0),
                   cases[k].kept);
    }

    /* the article's own publication or update line under the story goes */
    {
        static const struct {
            const char  *line;
            int          kept;
        } dates[] = {
            { "(Published 07 December 2025, 23:15 IST)", 0 },
            { "Updated: December 7, 2025", 0 },
        };

        char  line[128];

        for (k = 0; k < sizeof(dates) / sizeof(dates[0]); k++) {
            n = snprintf(line, sizeof(line), "<p>%s</p>", dates[k].line);
            assert_true(n > 0 && (size_t) n < sizeof(line));
            check_tail("<meta property=\"article:published_time\" "
                       "content=\"2025-12-07T23:15:00+05:30\">", line,
                       dates[k].line, dates[k].kept);
        }
    }

    /*
     * the newsroom's call for readers' tips under the story goes: a box
     * that asks and gives an address; a question without one stays
     */
    {
        static const struct {
            const char  *box;
            const char  *probe;
            int          kept;
        } boxes[] = {
            { "<div class=\"story-box\"><h3>Do you have a story for the "
              "news team?</h3><p>Email us at <a href=\"mailto:tips@"
              "paper.example\">tips@paper.example</a>.</p></div>",
              "news team", 0 },
            { "<div class=\"tip-box\"><strong>M\xc3\xa1te tip na \xc4\x8d"
              "l\xc3\xa1nek?</strong> Napi\xc5\xa1te n\xc3\xa1m na "
              "tip@zpravodaj.example.</div>", "tip@", 0 },
            { "<p>Will the towpath stay open next winter? The trust will "
              "decide in March.</p>", "next winter", 1 },
            /* the reporters' addresses, after "Write to" and its kin */
            { "<p>Write to Dana Whitcombe at <a href=\"mailto:dw@paper."
              "example\">dw@paper.example</a></p>", "Whitcombe", 0 },
            { "<div class=\"contact\"><p>To contact the reporter on this "
              "story:</p><p>Mara Lindqvist in Stockholm at mlindqvist@paper."
              "example</p></div>", "Lindqvist", 0 },
            { "<p>Write to the trust before March if you want a mooring at "
              "the lock next summer.</p>", "mooring", 1 },
            { "<p><em>Join our Canal Forums to keep talking locks and boats! "
              "And if you have a news tip, let us know at: community@paper."
              "example.</em></p>", "Canal Forums", 0 },
        };

        for (k = 0; k < sizeof(boxes) / sizeof(boxes[0]); k++) {
            check_tail("", boxes[k].box, boxes[k].probe, boxes[k].kept);
        }
    }

    /* an agency's desk codes before its notice go with it */
    n = snprintf(page, sizeof(page),
                 "<html lang=\"es\"><head><title>Towpath reopens"
                 "</title></head><body><article>"
                 "<h1>Towpath reopens</h1>" ARTICLE_P
                 "<p>EFE lav/mcm</p><p>(c) Agencia EFE</p>"
                 "</article></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));
    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "EFE"));
    assert_non_null(strstr(res->body_text, "dry summers"));
    nseg_result_free(res);

    /*
     * A notice before a reporter's card or a share line leaves too,
     * among the last blocks: Korean "ⓒ한빛일보, 무단전재 및 재배포 금지",
     * Japanese "...無断転載を禁止します" after the paper's name; a sentence
     * on rights there stays
     */
    n = snprintf(page, sizeof(page),
                 "<html lang=\"ko\"><head><title>Towpath reopens"
                 "</title></head><body><article>"
                 "<h1>Towpath reopens</h1>" ARTICLE_P
                 "<p>All rights reserved to the towpath's users were "
                 "confirmed by the court on Friday, the trust said.</p>"
                 "<p class=\"copyright\">\xe2\x93\x92Hanbit News, \xeb\xac"
                 "\xb4\xeb\x8b\xa8\xec\xa0\x84\xec\x9e\xac \xeb\xb0\x8f "
                 "\xec\x9e\xac\xeb\xb0\xb0\xed\x8f\xac \xea\xb8\x88\xec"
                 "\xa7\x80</p>"
                 "<p class=\"card\">Covers labour and jobs for the paper.</p>"
                 "</article></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));
    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Hanbit News"));
    assert_non_null(strstr(res->body_text, "confirmed by the court"));
    nseg_result_free(res);

    /*
     * the short lines after the story's notice (its desk, its tags) go
     * with it, read past the site's own footer and its notice; a long
     * block after a notice stays, and so does the notice
     */
    for (k = 0; k < 2; k++) {
        n = snprintf(page, sizeof(page),
                     "<html lang=\"ko\"><head><title>Towpath reopens"
                     "</title></head><body><article>"
                     "<h1>Towpath reopens</h1>" ARTICLE_P
                     "<div class=\"view-copyright\">\xec\xa0\x80\xec\x9e"
                     "\x91\xea\xb6\x8c\xec\x9e\x90 \xc2\xa9 Hanbit News "
                     "\xeb\xac\xb4\xeb\x8b\xa8\xec\xa0\x84\xec\x9e\xac "
                     "\xeb\xb0\x8f \xec\x9e\xac\xeb\xb0\xb0\xed\x8f\xac "
                     "\xea\xb8\x88\xec\xa7\x80</div>"
                     "<div class=\"view-editors\">Desk: city news</div>"
                     "%s</article>"
                     "<footer><p>Copyright \xc2\xa9 2025 Hanbit News. All "
                     "rights reserved.</p></footer></body></html>",
                     k == 0 ? "<div class=\"tags\"><span>#towpath</span> "
                              "<span>#canal</span></div>"
                            : "<p>The trust will hold an open day on the "
                              "towpath on Saturday, with boat trips from the "
                              "old lock for all who come along.</p>");
        assert_true(n > 0 && (size_t) n < sizeof(page));
        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(strstr(res->body_text, "regional water board"));
        assert_null(strstr(res->body_text, "All rights reserved"));

        if (k == 0) {
            assert_null(strstr(res->body_text, "Hanbit News"));
            assert_null(strstr(res->body_text, "Desk: city news"));
            assert_null(strstr(res->body_text, "#canal"));

        } else {
            assert_non_null(strstr(res->body_text, "Desk: city news"));
            assert_non_null(strstr(res->body_text, "open day"));
        }

        nseg_result_free(res);
    }

    /*
     * an English notice against reproduction, longer than a copyright
     * line, leaves; a sentence saying a paper may not be published stays
     */
    n = snprintf(page, sizeof(page),
                 "<html lang=\"en\"><head><title>Towpath reopens"
                 "</title></head><body><article>"
                 "<h1>Towpath reopens</h1>" ARTICLE_P
                 "<p>The trust said the report may not be published until "
                 "the inquiry has heard from all of the boat owners.</p>"
                 "<div class=\"post-copyright\"><p>All rights reserved. This "
                 "material, and other digital content on this website, may "
                 "not be reproduced, published, broadcast, rewritten or "
                 "redistributed in whole or in part without prior express "
                 "written permission from THE TOWPATH TIMES.</p></div>"
                 "</article></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));
    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "digital content on this website"));
    assert_non_null(strstr(res->body_text, "may not be published until"));
    nseg_result_free(res);

    /* a sentence on reprinting, near the end, is the story's */
    n = snprintf(page, sizeof(page),
                 "<html lang=\"ko\"><head><title>Towpath reopens"
                 "</title></head><body><article>"
                 "<h1>Towpath reopens</h1>" ARTICLE_P
                 "<p>A\xec\x94\xa8\xeb\x8a\x94 \xea\xb8\xb0\xec\x82\xac 3"
                 "\xec\xb2\x9c\xec\x97\xac \xea\xb1\xb4\xec\x9d\x84 "
                 "\xeb\xac\xb4\xeb\x8b\xa8 \xec\xa0\x84\xec\x9e\xac\xed"
                 "\x95\x9c \xed\x98\x90\xec\x9d\x98\xeb\xa5\xbc \xeb\xb0"
                 "\x9b\xeb\x8a\x94\xeb\x8b\xa4.</p>"
                 "<p>Each print carried the line \"Copyright 1962, all rights "
                 "reserved\", which the judge said proved it.</p>"
                 "</article></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));
    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "\xeb\xac\xb4\xeb\x8b\xa8 "));
    assert_non_null(strstr(res->body_text, "Each print carried"));
    nseg_result_free(res);

    n = snprintf(page, sizeof(page),
                 "<html lang=\"ja\"><head><title>Towpath reopens"
                 "</title></head><body><article>"
                 "<h1>Towpath reopens</h1>" ARTICLE_P
                 "<p>Maiasa News \xe3\x81\xae\xe8\xa8\x98\xe4\xba\x8b\xe3"
                 "\x81\xae\xe7\x84\xa1\xe6\x96\xad\xe8\xbb\xa2\xe8\xbc\x89"
                 "\xe3\x82\x92\xe7\xa6\x81\xe6\xad\xa2\xe3\x81\x97\xe3\x81"
                 "\xbe\xe3\x81\x99\xe3\x80\x82</p>"
                 "<p>Share this story</p>"
                 "</article></body></html>");
    assert_true(n > 0 && (size_t) n < sizeof(page));
    res = run(page, (size_t) n, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Maiasa News"));
    nseg_result_free(res);

    /*
     * Yonhap: the notice is the last line of a block after a tip line,
     * the time the story was sent the last block or the last line; both
     * leave, the tip line stays.  A closing date with no notice before
     * it stays too.
     */
    for (k = 0; k < 3; k++) {
        n = snprintf(page, sizeof(page),
                     "<html lang=\"ko\"><head><title>Towpath reopens"
                     "</title></head><body><article>"
                     "<h1>Towpath reopens</h1>"
                     "<p class=\"date\">2025-10-15 08:30</p>" ARTICLE_P
                     "<p>Tips: KakaoTalk hbjebo<br>%s%s"
                     "2025/10/15 09:12 \xec\x86\xa1\xea\xb3\xa0</p>"
                     "</article></body></html>",
                     k != 1 ? "&lt;\xec\xa0\x80\xec\x9e\x91\xea\xb6\x8c"
                              "\xec\x9e\x90(c) Hanbit News, \xeb\xac\xb4"
                              "\xeb\x8b\xa8 \xec\xa0\x84\xec\x9e\xac&gt;"
                            : "Send your tips to the newsroom",
                     /* the time sent in a block of its own, or a line */
                     k == 2 ? "<br>" : "</p><p>");
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(strstr(res->body_text, "Tips: KakaoTalk hbjebo"));

        if (k != 1) {
            assert_null(strstr(res->body_text, "Hanbit News"));
            assert_null(strstr(res->body_text, "2025/10/15"));

        } else {
            assert_non_null(strstr(res->body_text, "Send your tips"));
            assert_non_null(strstr(res->body_text, "2025/10/15"));
        }

        nseg_result_free(res);
    }
}


/*
 * What the page hides from screen readers is not in the reader view,
 * nor are its controls.
 */
static void
test_aria_hidden(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<div class=\"player\" aria-hidden=\"true\"><p>Playback Rate"
              "</p><p>This is a modal window.</p></div>"
              "<p>Water <span aria-hidden=\"TRUE\">\xf0\x9f\x92\xa7</span>"
              "for all.</p><p aria-hidden=\"false\">Kept line.</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Playback"));
    assert_null(strstr(res->body_text, "modal window"));
    assert_null(strstr(res->body_text, "\xf0\x9f\x92\xa7"));
    assert_non_null(strstr(res->body_text, "Water for all."));
    assert_non_null(strstr(res->body_text, "Kept line."));
    nseg_result_free(res);

    /* nor are the page's controls, by their ARIA roles */
    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<div class=\"vjs\"><ul role=\"menu\">"
              "<li role=\"menuitemcheckbox\">Subtitles off</li></ul><div role=\"button\">Play Video</div>"
              "<div role=\"slider\">0:00</div></div>"
              "<div role=\"tabpanel\"><p>Panel text stays.</p></div>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Subtitles"));
    assert_null(strstr(res->body_text, "Play Video"));
    assert_null(strstr(res->body_text, "0:00"));
    assert_non_null(strstr(res->body_text, "Panel text stays."));
    nseg_result_free(res);

    /*
     * the rest of a story that a "Read More" toggle opens is read; a
     * short menu a toggle opens is not
     */
    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<p>The board met on Thursday night in the old hall.</p>"
              "<div id=\"rest\" aria-hidden=\"true\"><p>The plant was "
              "first planned in 2015, when the old reservoir on the hill "
              "failed its inspection for the second year running.</p><p>The "
              "board said the building contract had been signed twice, "
              "after the first contractor went out of business in "
              "2021 with the work half done.</p></div><button "
              "aria-controls=\"rest\" "
              "aria-expanded=\"false\">Read More</button>"
              "<div id=\"menu\" aria-hidden=\"true\"><p>Sections and "
              "more</p></div><button aria-controls=\"menu\" "
              "aria-expanded=\"false\">Menu</button>");
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "first planned in 2015"));
    assert_non_null(strstr(res->body_text, "signed twice"));
    assert_null(strstr(res->body_text, "Sections and more"));
    assert_null(strstr(res->body_text, "Read More"));
    nseg_result_free(res);

    /* nor a skip link past an embed; a link to a note stays */
    res = run_two_paragraphs(page, sizeof(page), "<title>Plant</title>",
              "<p><a class=\"screen-reader-text\" href=\"#after-map\">Skip "
              "interactive map</a></p><div id=\"map\"></div>"
              "<p id=\"after-map\">Water <a href=\"#note-1\">skips the "
              "old reservoir</a> on its way.</p>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "interactive map"));
    assert_non_null(strstr(res->body_text, "skips the old reservoir"));
    nseg_result_free(res);
}


/*
 * A box around a field to type in (a newsletter's sign-up) or around a
 * player's buttons with a few words is not in the body, whatever its
 * classes, nor is a loader's status line, nor a box around a link that
 * joins a WhatsApp channel or group; a figure with a caption switch, a
 * heading with buttons, a code sample with a "Copy" button, a pull
 * quote with a "Share" button and a share link stay.
 */
static void
test_control_boxes(void **state)
{
    nseg_result_t  *res;

    static const char  page[] =
        "<html><head><title>Plant</title></head><body><article>"
        "<div class=\"flex gap-2\"><button>Play</button><span>Listen to "
        "this article</span> <span>4:37</span><audio src=\"a.mp3\">"
        "</audio></div>"
        "<p>The regional water board confirmed on Thursday that the new "
        "treatment plant at Millbrook will open in the spring.</p>"
        /* a player with its clock, speeds and credit line (News24) */
        "<div class=\"article__listen\"><button>Play</button><div><span>"
        "Hear this story</span> <span>00:00 / 06:12</span></div><div>"
        "<button>1x</button><button>1.5x</button></div><span>Powered by "
        "VoiceCast AI. Audio may contain errors.</span></div>"
        /* a player named so, its length in words (Radio-Canada) */
        "<div class=\"sc-audio-player\"><button>\xc3\x89" "couter l'article"
        "</button><span>Lecture audio de 4 minutes g\xc3\xa9n\xc3\xa9r"
        "\xc3\xa9" "e par synth\xc3\xa8se vocale</span></div>"
        /* a time of day beside a button is no player */
        "<div><p>The doors of the plant open to visitors at 7:30 on "
        "Saturday.</p><button>Add to calendar</button></div>"
        "<div class=\"rounded-xl bg-red-50 p-6\"><p>Get our morning "
        "email</p><p>The day's news before 7 a.m., free.</p><form>"
        "<input type=\"email\"><button>Sign up</button></form></div>"
        "<div role=\"status\">Loading\xe2\x80\xa6</div>"
        "<figure><img src=\"https://x.example/plant.jpg\" alt=\"\"><input type=\"checkbox\">"
        "<figcaption>The plant in May.</figcaption></figure>"
        "<h3>Ingredients <button>2x</button></h3>"
        "<div><pre>make all</pre><button>Copy</button></div>"
        "<blockquote><p>\xe2\x80\x9cNot on my watch.\xe2\x80\x9d</p>"
        "<button>Share quote</button></blockquote>"
        "<p>Officials said the plant would supply forty thousand homes in "
        "the valley and keep the old reservoir as a reserve.</p>"
        /* a field in running text: the paragraph is the article's */
        "<p>Readers can check their supply zone: enter a postcode "
        "<input type=\"text\" name=\"pc\"> and the map shows when the "
        "new water reaches the street.</p>"
        "</article></body></html>";

    static const char  channel[] =
        "<html><head><title>Plant</title></head><body><article>"
        "<p>The regional water board confirmed on Thursday that the new "
        "treatment plant at Millbrook will open in the spring.</p>"
        "<div class=\"factbox\"><h3>Join our news service on WhatsApp</h3>"
        "<figure><img src=\"https://x.example/qr.png\" alt=\"\"></figure>"
        "<p><a href=\"https://chat.whatsapp.com/LU5TE4vC7DOJ\">Click this "
        "link</a> or scan the QR code to receive breaking news and top "
        "stories from the Courier, with offers from us and our partners."
        "</p></div>"
        "<p>Officials said the plant would supply forty thousand homes in "
        "the valley and keep the old reservoir as a reserve.</p>"
        "<div class=\"caja\"><p><strong>\xc3\x9anase a nuestro canal</strong>"
        " y reciba las noticias.</p><a href=\"https://www.whatsapp.com/"
        "channel/0029VaCourier\">Unirme al canal</a></div>"
        "<p>The contractor agreed to finish the work for a fixed price "
        "after mediation that lasted most of last year.</p>"
        "<div><a href=\"https://api.whatsapp.com/send?text=plant\">Share on "
        "WhatsApp</a> <span>or tell a friend who lives nearby</span></div>"
        "<p class=\"tg\">Subscribe to our Telegram channel: <a href=\""
        "https://t.me/valleycourier\">@valleycourier</a></p>"
        "<p>The board will publish the plant's first water tests in June, "
        "once the tanks are full.</p>"
        "<p class=\"gn\"><strong>Follow us on Google News</strong> for the "
        "valley's news. <a href=\"https://news.google.com/publications/"
        "CAAqBwgKMKqD\">Click here</a></p>"
        "<p>Share: <a href=\"https://t.me/share/url?url=plant\">Telegram"
        "</a> with a neighbour</p>"
        "<div class=\"kg-card kg-callout-card\"><div class=\"kg-callout-"
        "text\"><b>Get the Courier in your inbox.</b> Free, twice a week. "
        "<a href=\"#/portal/signup\">Subscribe here</a></div></div>"
        "</article></body></html>";

    (void) state;

    res = run(page, sizeof(page) - 1, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "enter a postcode"));
    assert_null(strstr(res->body_text, "morning email"));
    assert_null(strstr(res->body_text, "before 7 a.m."));
    assert_null(strstr(res->body_text, "Listen to this"));
    assert_null(strstr(res->body_text, "Hear this story"));
    assert_null(strstr(res->body_text, "Lecture audio"));
    assert_null(strstr(res->body_text, "VoiceCast"));
    assert_non_null(strstr(res->body_text, "open to visitors at 7:30"));
    assert_null(strstr(res->body_text, "Loading"));
    assert_non_null(strstr(res->body_html, "The plant in May."));
    assert_non_null(strstr(res->body_text, "Ingredients"));
    assert_non_null(strstr(res->body_text, "make all"));
    assert_non_null(strstr(res->body_text, "Not on my watch."));
    assert_non_null(strstr(res->body_text, "treatment plant"));
    assert_non_null(strstr(res->body_text, "old reservoir"));
    nseg_result_free(res);

    /*
     * a link that joins the site's WhatsApp channel or group: its box,
     * a pitch and a QR code with it; not a share link
     */
    res = run(channel, sizeof(channel) - 1, NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Join our news service"));
    assert_null(strstr(res->body_text, "scan the QR code"));
    assert_null(strstr(res->body_html, "qr.png"));
    assert_null(strstr(res->body_text, "nuestro canal"));
    assert_non_null(strstr(res->body_text, "tell a friend"));
    assert_non_null(strstr(res->body_text, "treatment plant"));
    assert_non_null(strstr(res->body_text, "old reservoir"));
    assert_non_null(strstr(res->body_text, "fixed price"));

    /* a Telegram channel and Google News to follow; not a share link */
    assert_null(strstr(res->body_text, "Telegram channel"));
    assert_null(strstr(res->body_text, "Google News"));
    assert_null(strstr(res->body_text, "in your inbox"));
    assert_non_null(strstr(res->body_text, "first water tests"));
    assert_non_null(strstr(res->body_text, "with a neighbour"));
    nseg_result_free(res);
}


/*
 * A post its scripts render from a <script type="text/template">
 * (Blogger) is read from the <noscript> twin beside it; any other
 * <noscript> stays out ("enable JavaScript", tracking pixels).
 */
static void
test_noscript_template(void **state)
{
    char            page[4096], twin[1024];
    nseg_result_t  *res;

    static const char  post[] =
        "<p>Enhanced protection is now available to every reader of the "
        "browser, the security team announced on Tuesday after a long "
        "test with a small group of volunteers.</p><p>It checks the pages "
        "and downloads against a list kept up to date in real time, and "
        "warns before a page known to steal passwords opens.</p>";

    assert_true(snprintf(twin, sizeof(twin),
                         "<div class=\"post-body\"><script type=\"text/"
                         "template\"><p>Enhanced protection is now "
                         "available</p></script>\n  <noscript>%s</noscript>"
                         "</div>", post) < (int) sizeof(twin));
    res = run_two_paragraphs(page, sizeof(page), "<title>Blog</title>", twin);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "warns before a page known"));
    assert_null(strstr(res->body_html, "noscript"));
    nseg_result_free(res);

    /* the template is the only thing the page has: still read */
    res = run(page, (size_t) snprintf(page, sizeof(page),
              "<html><body><div><script type='Text/Template'>%s</script>"
              "<noscript>%s</noscript></div></body></html>", post, post),
              NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "Enhanced protection"));
    nseg_result_free(res);

    /* a comment between the two splits the white space: still twins */
    res = run(page, (size_t) snprintf(page, sizeof(page),
              "<html><body><div><script type=\"text/template\"></script> "
              "<!-- post --> <noscript>%s</noscript></div></body></html>",
              post), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "Enhanced protection"));
    nseg_result_free(res);

    /* after an ordinary script, or with no script, <noscript> is out */
    res = run_two_paragraphs(page, sizeof(page), "<title>Blog</title>",
              "<script>var x = 1;</script><noscript><p>Please enable "
              "JavaScript to read the comments under this article.</p>"
              "</noscript><noscript><p>Your browser blocks scripts, so some "
              "parts of this page cannot be shown.</p></noscript>");
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "enable"));
    assert_null(strstr(res->body_text, "blocks scripts"));
    assert_non_null(strstr(res->body_text, "Millbrook"));
    nseg_result_free(res);

    /* a template, then text, then <noscript>: not its twin */
    res = run(page, (size_t) snprintf(page, sizeof(page),
              "<html><body><article><script type=\"text/template\"></script>"
              "Gap. <noscript><p>Please enable JavaScript.</p></noscript>%s"
              "</article></body></html>", post), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "enable JavaScript"));
    nseg_result_free(res);
}


/* a page that declares no language: its body's words say it */
static void
test_lang_guessed(void **state)
{
    char            page[4096];
    nseg_result_t  *res;
    static const char  body[] =
        "<p>Der Rat sagte am Donnerstag, dass die neue Anlage in Millbrook "
        "im Fr\xc3\xbchling er\xc3\xb6" "ffnet, zwei Jahre sp\xc3\xa4ter als "
        "geplant, nach einem langen Streit mit der Baufirma.</p>"
        "<p>Die Anlage soll vierzigtausend Haushalte im Tal versorgen, und "
        "das alte Becken auf dem H\xc3\xbcgel bleibt als Reserve f\xc3\xbcr "
        "trockene Sommer.</p>";

    res = run(page, (size_t) snprintf(page, sizeof(page),
              "<html><head><title>Anlage \xc3\xb6" "ffnet sp\xc3\xa4ter</title>"
              "</head><body><article><h1>Anlage \xc3\xb6" "ffnet "
              "sp\xc3\xa4ter</h1>%s</article></body></html>", body), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->lang);
    assert_string_equal(res->lang, "de");
    nseg_result_free(res);

    /* a declared language is never second-guessed */
    res = run(page, (size_t) snprintf(page, sizeof(page),
              "<html lang=\"de-AT\"><head><title>Anlage</title></head>"
              "<body><article><h1>Anlage</h1>%s</article></body></html>",
              body), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->lang, "de-AT");
    nseg_result_free(res);
}


/* three paragraphs, some 630 characters */
#define LONG_P                                                              \
    "<p>The regional water board confirmed on Thursday that the new "       \
    "treatment plant at Millbrook will open in the spring, two years "      \
    "later than planned, after a long dispute over the building "          \
    "contract with the company.</p>"                                        \
    "<p>Officials said the plant would supply forty thousand homes in the " \
    "valley and that the old reservoir on the hill would be kept as a "     \
    "reserve for dry summers and emergencies of every kind.</p>"            \
    "<p>The contractor, which had asked for an extra nine million "         \
    "pounds, agreed to finish the work for a fixed price after mediation "  \
    "that lasted most of last year and cost both sides dearly.</p>"


/*
 * The standfirst between the title and the relevant content is body;
 * a boilerplate-named box there (a related-media box and its photo
 * caption) is not, unless it is big enough to wrap the story itself.
 */
static void
test_standfirst(void **state)
{
    char            page[8192];
    nseg_result_t  *res;

    static const char  fmt[] =
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<title>Water plant opens two years late | The Valley Courier"
        "</title><style>h1 { font-size: 34px; font-weight: bold } "
        "p { font-size: 16px }</style></head><body>"
        "<div class=\"top\"><a href=\"/\">Home</a> <a href=\"/news\">"
        "News</a></div><div class=\"story\"><div class=\"head\">"
        "<h1>Water plant opens two years late</h1>%s</div>"
        "<div class=\"text\">" LONG_P LONG_P "</div></div></body></html>";

#define LEAD_P                                                              \
    "<p class=\"lead\">The new plant will supply forty thousand homes, "   \
    "but the delay has cost the valley's ratepayers nine million "          \
    "pounds.</p>"
#define SHORT_P  "<p>The plant opens in the spring, two years late.</p>"
#define PHOTO_P                                                             \
    "<p>Photo: the unfinished filter hall at Millbrook, pictured on "       \
    "Tuesday afternoon by our photographer.</p>"

    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              LEAD_P "<div class=\"related-media\">" PHOTO_P "</div>"),
              NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_true(strncmp(res->body_text, "The new plant will supply", 25)
                == 0);
    assert_null(strstr(res->body_text, "filter hall"));
    nseg_result_free(res);

    /* ... nor is such a box inside a wrapper that holds the standfirst */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "<div class=\"layout\">" LEAD_P "<div class=\"in-article-"
              "promo\"><p><strong>Unlock the Editor's Digest for free"
              "</strong></p></div></div>"), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_true(strncmp(res->body_text, "The new plant will supply", 25)
                == 0);
    assert_null(strstr(res->body_text, "Editor's Digest"));
    nseg_result_free(res);

    /*
     * A named box of more than 600 characters wraps the story itself
     * (Gigya's share container around a whole article): it is no box.
     */
    res = run(page, (size_t) snprintf(page, sizeof(page),
              "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
              "<title>Water plant opens two years late</title><style>h1 { "
              "font-size: 34px; font-weight: bold } p { font-size: 16px }"
              "</style></head><body><div class=\"top\"><a href=\"/\">Home"
              "</a> <a href=\"/news\">News</a></div><header><h1>Water plant "
              "opens two years late</h1></header>"
              "<div id=\"gigya-share-btns-2_gig_containerParent\">"
              LEAD_P SHORT_P SHORT_P SHORT_P SHORT_P SHORT_P SHORT_P
              SHORT_P SHORT_P SHORT_P SHORT_P SHORT_P SHORT_P PHOTO_P
              "</div><article>" LONG_P LONG_P LONG_P "</article></body></html>"),
              NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_true(strncmp(res->body_text, "The new plant will supply", 25)
                == 0);
    assert_non_null(strstr(res->body_text, "filter hall"));
    assert_non_null(strstr(res->body_text, "cost both sides dearly."));
    nseg_result_free(res);

    /* a lead in kana and Han counts its characters twice (58 here) */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "<p class=\"lead\">強い寒気の影響で北陸地方は七日朝にかけて"
              "大雪となり、北陸新幹線は金沢と敦賀の間で終日、運転を取りやめる"
              "と発表しました。</p>"), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_true(strncmp(res->body_text, "強い寒気の影響で", 24) == 0);
    nseg_result_free(res);

    /* ... and full-width punctuation too: 40 characters, three "，" */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "<p class=\"lead\">市政府今日宣布，新的水厂将于明年春天投入使用，"
              "比原计划推迟两年，合同纠纷已调解。</p>"), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_true(strncmp(res->body_text, "市政府今日宣布", 21) == 0);
    nseg_result_free(res);

#undef LEAD_P
#undef SHORT_P
#undef PHOTO_P
}


/*
 * A title the model finds after all the relevant content (a site that
 * repeats its headline at the page's foot) leaves the article whole
 * instead of an empty body; a scrap of "content" before such a title is
 * no article and the page stays declined.
 */
static void
test_title_after_content(void **state)
{
    char            page[8192];
    nseg_result_t  *res;

    static const char  fmt[] =
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<title>Water plant opens two years late | The Valley Courier"
        "</title><style>h1 { font-size: 34px; font-weight: bold } "
        "p { font-size: 16px }</style></head><body>"
        "<div class=\"top\"><a href=\"/\">Home</a> <a href=\"/news\">News"
        "</a> <a href=\"/sport\">Sport</a></div>"
        "<div class=\"story\"><div class=\"text\">%s</div></div>"
        "<div class=\"more\"><h1>Water plant opens two years late</h1>"
        "<a href=\"/x\">Share this story</a></div></body></html>";

    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
                                      LONG_P LONG_P LONG_P), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->title_source, "node");
    assert_string_equal(res->body_source, "page");
    assert_non_null(strstr(res->body_text, "regional water board"));
    assert_non_null(strstr(res->body_text, "cost both sides dearly."));
    assert_null(strstr(res->body_text, "opens two years late"));
    assert_null(strstr(res->body_text, "Share this story"));
    nseg_result_free(res);

    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
                                      LONG_P), NULL);
    assert_status(res, NSEG_STATUS_NO_ARTICLE);
    assert_null(res->body_source);
    nseg_result_free(res);
}


/*
 * Where no node is the title, the metadata title the page also shows
 * is taken before a better-ranked one it does not: a JSON-LD headline
 * written for search ("Regional board settles ...") against og:title,
 * which the page's headline, a <span> under classes that name nothing,
 * repeats.  When the page shows none of them, or only in a link, the
 * best-ranked stays.
 */
static void
test_meta_title_shown(void **state)
{
    char            page[4096];
    nseg_result_t  *res;

    static const char  fmt[] =
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<title>Valley Courier</title>"
        "<meta property=\"og:title\" content=\"Water plant opens two years "
        "late as contract row ends\">"
        "<script type=\"application/ld+json\">{\"@context\":"
        "\"https://schema.org\",\"@type\":\"NewsArticle\",\"headline\":"
        "\"Regional board settles the water plant dispute\","
        "\"datePublished\":\"2024-03-14T09:00:00Z\"}</script></head>"
        "<body><header><a href=\"/\">Valley Courier</a></header>"
        "<div class=\"x1\"><div class=\"x2\"><span class=\"x3\">%s</span>"
        "</div><div class=\"x4\"><p>The regional water board confirmed on "
        "Thursday that the new plant will open in the spring, two years "
        "later than planned, after a long dispute over the building "
        "contract was settled by mediation.</p><p>Officials said the "
        "plant would supply forty thousand homes in the valley and that "
        "the old reservoir would be kept as a reserve for dry summers, "
        "for emergencies and for the fire brigade's training days.</p>"
        "</div></div></body></html>";

    (void) state;

    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "Water plant opens two years late as contract row ends"),
              NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->title_source, "meta");
    assert_string_equal(res->title,
                        "Water plant opens two years late as contract row "
                        "ends");
    nseg_result_free(res);

    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "Local news"), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->title_source, "meta");
    assert_string_equal(res->title,
                        "Regional board settles the water plant dispute");
    nseg_result_free(res);

    /* a link's text is a teaser's or the menu's, not the headline */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "<a href=\"/news/water-plant\">Water plant opens two years "
              "late as contract row ends</a>"), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->title_source, "meta");
    assert_string_equal(res->title,
                        "Regional board settles the water plant dispute");
    nseg_result_free(res);
}


/*
 * A page its scripts build whose <noscript> holds what a reader without
 * scripts gets (Discourse's crawler view) is read from it.  Not a page
 * that shows its article (a <noscript> of ads beside it stays out), nor
 * a shell that only asks for JavaScript.
 */
static void
test_noscript_shell(void **state)
{
    char            page[8192];
    nseg_result_t  *res;

    static const char  fmt[] =
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<title>Plant opens late - Valley Forum</title></head><body>%s"
        "<noscript>%s</noscript><section id=\"main\"></section>"
        "<script src=\"/app.js\"></script></body></html>";

    (void) state;

    res = run(page, (size_t) snprintf(page, sizeof(page), fmt, "",
              "<div id=\"main-outlet\"><h1>Plant opens late</h1>" LONG_P
              "</div>"), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->title, "Plant opens late");
    assert_non_null(strstr(res->body_text, "regional water board"));
    assert_non_null(strstr(res->body_text, "cost both sides dearly."));
    nseg_result_free(res);

    /* the page shows its article: the <noscript> is someone else's */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "<article><h1>Plant opens late</h1>" LONG_P "</article>",
              "<ul><li><a href=\"/ad/1\">Cheap flights to the sun, book "
              "now and save on every seat this winter</a></li><li><a "
              "href=\"/ad/2\">Garden furniture at half price in every "
              "shop this weekend only</a></li></ul>"), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(strstr(res->body_text, "Cheap flights"));
    nseg_result_free(res);

    res = run(page, (size_t) snprintf(page, sizeof(page), fmt, "",
              "<p>Please enable JavaScript to use this forum.</p>"), NULL);
    assert_status(res, NSEG_STATUS_EMPTY);
    nseg_result_free(res);
}


/*
 * A page its scripts build (an empty root element) gets the article its
 * JSON-LD describes: plain text a paragraph per line, HTML sanitised
 * like the page's own body, character references decoded.  A teaser,
 * a body of a type that is no article, and invalid JSON leave the page
 * declined; an article the page shows wins over its articleBody.
 */
static void
test_body_from_metadata(void **state)
{
    char            page[8192];
    nseg_result_t  *res;

    static const char  fmt[] =
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<title>Plant | The Valley Courier</title>"
        "<script type=\"application/ld+json\">%s</script></head>"
        "<body><div id=\"root\"></div>%s"
        "<script src=\"/app.js\"></script></body></html>";

#define PLAIN_BODY                                                          \
    "The regional water board confirmed on Thursday that the new plant "    \
    "will open in the spring, two years later than planned.\\n\\n"         \
    "Officials said the plant would supply forty thousand homes in the "    \
    "valley and that the old reservoir would be kept as a reserve for dry " \
    "summers.\\nThe contractor, which had asked for an extra nine million " \
    "pounds, agreed to finish the work for a fixed price after mediation "  \
    "that lasted most of last year. You&#8217;ll see the plant from the "   \
    "bridge, the board said, and tours start in May for schools."

#define ARTICLE_TEXT_A                                                      \
    "The regional water board confirmed on Thursday that the new plant "    \
    "will open in the spring, two years later than planned, after a long "  \
    "dispute over the building contract was settled by mediation."
#define ARTICLE_TEXT_B                                                      \
    "Officials said the plant would supply forty thousand homes in the "    \
    "valley and that the old reservoir would be kept as a reserve for dry " \
    "summers, for emergencies and for the fire brigade's training days."

    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "{\"@context\":\"https://schema.org\",\"@type\":\"NewsArticle\","
              "\"headline\":\"Water plant opens two years late\","
              "\"datePublished\":\"2024-03-14T09:00:00Z\","
              "\"articleBody\":\"" PLAIN_BODY "\"}", ""), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->reason);
    assert_string_equal(res->body_source, "metadata");
    assert_string_equal(res->title, "Water plant opens two years late");
    assert_string_equal(res->title_source, "meta");
    assert_true(strncmp(res->date, "2024-03-14", 10) == 0);
    assert_true(strncmp(res->body_text, "The regional water board", 24) == 0);
    assert_non_null(strstr(res->body_text,
                           "two years later than planned.\nOfficials said"));
    assert_non_null(strstr(res->body_text, "dry summers.\nThe contractor"));
    assert_non_null(strstr(res->body_text, "You\xe2\x80\x99ll see"));
    assert_non_null(strstr(res->body_html, "<p>Officials said"));
    nseg_result_free(res);

    /* HTML in the string, as escaped JSON: sanitised like a page */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "[{\"@type\":\"WebSite\",\"name\":\"Courier\"},"
              "{\"@type\":\"Article\",\"headline\":\"Plant\","
              "\"articleBody\":\"\\u003Cp\\u003E" ARTICLE_TEXT_A
              "\\u003C/p\\u003E<script>alert(1)<\\/script>"
              "<p onclick=\\\"x()\\\"><a href=\\\"javascript:x()\\\">"
              "Link text</a> " ARTICLE_TEXT_B "</p>"
              "<img src=\\\"/img/plant.jpg\\\" alt=\\\"The plant\\\">\"}]",
              ""), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->body_source, "metadata");
    assert_non_null(strstr(res->body_text, "Link text"));
    assert_null(strstr(res->body_html, "<script"));
    assert_null(strstr(res->body_html, "alert"));
    assert_null(strstr(res->body_html, "onclick"));
    assert_null(strstr(res->body_html, "javascript:"));
    assert_non_null(strstr(res->body_html, "<img src=\"/img/plant.jpg\""));
    nseg_result_free(res);

    /* a teaser is not a body */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "{\"@type\":\"NewsArticle\",\"articleBody\":"
              "\"The plant opens in the spring, two years late.\"}", ""),
              NULL);
    assert_status(res, NSEG_STATUS_EMPTY);
    assert_null(res->body_source);
    nseg_result_free(res);

    /* nor is the text of a type that is no article */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "{\"@type\":\"Product\",\"articleBody\":\"" PLAIN_BODY "\"}",
              ""), NULL);
    assert_status(res, NSEG_STATUS_EMPTY);
    nseg_result_free(res);

    /* another article's body would go under the first one's headline */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "[{\"@type\":\"NewsArticle\",\"headline\":\"Trains\"},"
              "{\"@type\":\"NewsArticle\",\"articleBody\":\""
              PLAIN_BODY "\"}]", ""), NULL);
    assert_status(res, NSEG_STATUS_EMPTY);
    nseg_result_free(res);

    /*
     * A '<' that opens no tag is text ("a<b", "<5%"); lines end in \n,
     * \r\n or \r; inline tags without a block tag keep the lines as
     * paragraphs.
     */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "{\"@type\":\"NewsArticle\",\"articleBody\":\""
              PLAIN_BODY "\\r\\nIf a<b then fares fall by <5% in <b>all</b> "
              "towns.\\rLast line.\"}", ""), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "tours start in May for schools."
                           "\nIf a<b then fares fall by <5% in all towns."
                           "\nLast line."));
    assert_non_null(strstr(res->body_html, "<p>If a&lt;b then fares fall by "
                           "&lt;5% in <b>all</b> towns.</p>"));
    nseg_result_free(res);

    /* HTML escaped once more than JSON needs, unsafe markup in it */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "{\"@type\":\"NewsArticle\",\"articleBody\":\""
              "&lt;p&gt;" ARTICLE_TEXT_A "&lt;/p&gt;&lt;script&gt;"
              "alert(1)&lt;/script&gt;&lt;p onclick=&quot;x()&quot;&gt;"
              ARTICLE_TEXT_B " Fares fall by &amp;lt;5%.&lt;/p&gt;\"}", ""),
              NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "settled by mediation.\n"
                           "Officials said"));
    assert_non_null(strstr(res->body_text, "Fares fall by <5%."));
    assert_null(strstr(res->body_html, "&lt;p"));
    assert_null(strstr(res->body_html, "alert"));
    assert_null(strstr(res->body_html, "onclick"));
    nseg_result_free(res);

    /* a plain text that mentions a tag stays plain text */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "{\"@type\":\"NewsArticle\",\"articleBody\":\""
              ARTICLE_TEXT_A "\\n\\nUse the &lt;p&gt; tag for paragraphs "
              "and &lt;br&gt; for a line break.\\n\\n" ARTICLE_TEXT_B "\"}",
              ""), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "settled by mediation.\nUse the "
                           "<p> tag for paragraphs and <br> for a line "
                           "break.\nOfficials said"));
    nseg_result_free(res);

    /* ... all of it but its links */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "{\"@type\":\"NewsArticle\",\"articleBody\":\""
              "&lt;p&gt;" ARTICLE_TEXT_A "&lt;/p&gt;&lt;p&gt;See <a href="
              "\\\"/map\\\">the map</a>. " ARTICLE_TEXT_B "&lt;/p&gt;\"}",
              ""), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "settled by mediation.\n"
                           "See the map. Officials said"));
    assert_non_null(strstr(res->body_html, "<a href=\"/map\">the map</a>"));
    nseg_result_free(res);

    /* a scrap of the shell (a site name in a link) gives way to it */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "{\"@type\":\"NewsArticle\",\"articleBody\":\"" PLAIN_BODY
              "\"}", "<header><a href=\"/\">The Valley Courier</a></header>"),
              NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->body_source, "metadata");
    assert_null(strstr(res->body_text, "The Valley Courier"));
    assert_non_null(strstr(res->body_text, "tours start in May"));
    nseg_result_free(res);

    /* over a megabyte is a dump, not a body: not parsed again */
    {
        char    *big;
        size_t   n, k;

        big = malloc(1200 * 1024);
        assert_non_null(big);

        n = (size_t) snprintf(big, 1024, "<html><head><script type="
                              "\"application/ld+json\">{\"@type\":"
                              "\"NewsArticle\",\"articleBody\":\"");

        for (k = 0; k < 110000; k++) {
            memcpy(big + n, "word word\\n", 11);
            n += 11;
        }

        n += (size_t) snprintf(big + n, 1024, "\"}</script></head><body>"
                               "<div id=\"root\"></div></body></html>");

        res = run(big, n, NULL);
        assert_status(res, NSEG_STATUS_EMPTY);
        nseg_result_free(res);
        free(big);
    }

    /* invalid JSON-LD is ignored */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "{\"@type\":\"NewsArticle\",\"articleBody\":\"" PLAIN_BODY
              "\",,}}", ""), NULL);
    assert_status(res, NSEG_STATUS_EMPTY);
    nseg_result_free(res);

    /* the page's own article wins */
    res = run(page, (size_t) snprintf(page, sizeof(page), fmt,
              "{\"@type\":\"NewsArticle\",\"articleBody\":\"" PLAIN_BODY
              "\"}",
              "<article><h1>Water plant opens two years late</h1>"
              LONG_P "</article>"), NULL);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->body_source, "page");
    assert_non_null(strstr(res->body_text, "cost both sides dearly."));
    assert_null(strstr(res->body_text, "tours start in May"));
    nseg_result_free(res);

#undef PLAIN_BODY
#undef ARTICLE_TEXT_A
#undef ARTICLE_TEXT_B
}


/*
 * Date evidence beyond the model: a date line that NCE drops with the
 * link-dense tag list around it, a year-less date that metadata
 * settles, a modification date as the last resort, and a page
 * rendered by scripts that still reports its metadata.
 */

#define DATE_PAGE_HEAD                                                      \
    "<!DOCTYPE html><html lang=\"de\"><head><meta charset=\"utf-8\">"

#define DATE_PAGE_ARTICLE                                                   \
    "<p>Wer atmet, muss Elektronen loswerden. In sauerstofffreien "         \
    "Umgebungen kommen dafuer besondere Molekuele zum Einsatz, deren "      \
    "Wirkung die Forschenden nun genauer vermessen haben.</p>"              \
    "<p>Die Studie zeigt, dass die Reduktionsraten stark schwanken und "    \
    "dass jedes einzelne Elektron fuer den Transport betrachtet werden "    \
    "muss, wenn man die Prozesse im Boden verstehen will.</p>"              \
    "<p>Die Ergebnisse sollen helfen, Sanierungen von belasteten Boeden "   \
    "und Seesedimenten besser zu planen und ihre Kosten zu senken.</p>"


/* the page extracts, with this publication day */
static void
expect_day(const char *page, size_t len, nseg_options_t *opts,
    const char *day)
{
    nseg_result_t  *res;

    res = run(page, len, opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);

    if (strncmp(res->date, day, 10) != 0) {
        fail_msg("date %s, expected %s", res->date, day);
    }

    nseg_result_free(res);
}


/* the page's date, exactly */
static void
expect_date(const char *page, size_t len, nseg_options_t *opts,
    const char *date)
{
    nseg_result_t  *res;

    res = run(page, len, opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_string_equal(res->date, date);
    nseg_result_free(res);
}


static void
test_date_evidence(void **state)
{
    nseg_result_t   *res;
    nseg_options_t   opts;

    static const char  tag_line[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><nav><a href=\"/\">Start</a> <a href=\"/n\">News</a>"
        " <a href=\"/a\">Agenda</a></nav>"
        "<div class=\"header\"><h1>Auf das erste Elektron kommt es an</h1>"
        "</div><div class=\"info\"><p><span>12. Januar 2022,</span></p>"
        "<ul><li>Themen:</li><li><a href=\"/t1\">Chemikalien</a></li>"
        "<li><a href=\"/t2\">Oekosysteme</a></li>"
        "<li><a href=\"/t3\">Wasser und Boden</a></li></ul></div>"
        DATE_PAGE_ARTICLE "</body></html>";

    static const char  no_year[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "<meta property=\"article:published_time\" "
        "content=\"2021-03-05T09:00:00+01:00\"></head><body>"
        "<h1>Auf das erste Elektron kommt es an</h1>"
        "<p class=\"date\">6. M\xc3\xa4rz</p>"
        DATE_PAGE_ARTICLE "</body></html>";

    static const char  modified_only[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "<meta property=\"article:modified_time\" "
        "content=\"2016-12-30T10:00:00Z\"></head><body>"
        "<h1>Auf das erste Elektron kommt es an</h1>"
        DATE_PAGE_ARTICLE "</body></html>";

    static const char  scripted[] =
        DATE_PAGE_HEAD "<title>Playbook</title>"
        "<meta property=\"og:title\" content=\"The playbook\">"
        "<meta property=\"article:published_time\" "
        "content=\"2020-01-20T10:09:41+08:00\"></head><body>"
        "<div id=\"app\"></div><script>render()</script></body></html>";

    static const char  dateline[] =
        DATE_PAGE_HEAD "<title>Neue Hoffnung durch Genome Editing</title>"
        "</head><body><h1>Neue Hoffnung durch Genome Editing</h1>"
        "<p>(18.01.2018) Deutschlands Landwirte zittern vor der "
        "Schweinepest, die sich von Osten her ausbreitet und gegen die es "
        "bisher keinen Impfstoff gibt.</p>" DATE_PAGE_ARTICLE
        "<p>Am 3. Februar 2018 soll eine weitere Studie folgen.</p>"
        "</body></html>";

    static const char  footer_label[] =
        DATE_PAGE_HEAD "<title>Die Anleitungen der Vorfahren</title>"
        "</head><body><h1>Die Anleitungen der Vorfahren</h1>"
        DATE_PAGE_ARTICLE DATE_PAGE_ARTICLE DATE_PAGE_ARTICLE
        DATE_PAGE_ARTICLE DATE_PAGE_ARTICLE DATE_PAGE_ARTICLE
        DATE_PAGE_ARTICLE DATE_PAGE_ARTICLE DATE_PAGE_ARTICLE
        "<div class=\"box\">Nummer 11, November 2023<br>"
        "Letzte \xc3\x84nderung: 31.10.2023<br>"
        "Erschienen am: 01.11.2023</div></body></html>";

    /*
     * WordPress prints hAtom's two times side by side and hides the
     * updated one with its stylesheet: the published one is the date
     */
    static const char  wp_updated[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><h1>Auf das erste Elektron kommt es an</h1>"
        "<div class=\"entry-meta\"><span class=\"posted-on\">"
        "<time class=\"updated\">6. M\xc3\xa4rz 2021</time>"
        "<time class=\"entry-date published\">5. M\xc3\xa4rz 2021</time>"
        "</span></div>" DATE_PAGE_ARTICLE "</body></html>";

    /*
     * ... under classes that say nothing, both of the same day: the
     * date's text is one of them
     */
    static const char  twice_unnamed[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><h1>Auf das erste Elektron kommt es an</h1>"
        "<div class=\"x4e1\"><span class=\"x9c0\">"
        "<time class=\"x2b7\">5. M\xc3\xa4rz 2021</time>"
        "<time class=\"x61d\">5. M\xc3\xa4rz 2021</time>"
        "</span></div>" DATE_PAGE_ARTICLE "</body></html>";

    /* ... microdata's names say the same */
    static const char  itemprop_updated[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><h1>Auf das erste Elektron kommt es an</h1>"
        "<div class=\"meta\"><span itemprop=\"dateModified\">"
        "6. M\xc3\xa4rz 2021</span> <span itemprop=\"datePublished\">"
        "5. M\xc3\xa4rz 2021</span></div>" DATE_PAGE_ARTICLE "</body></html>";

    /* the update alone shown: metadata's publication */
    static const char  updated_only[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "<meta property=\"article:published_time\" "
        "content=\"2021-03-05T09:00:00+01:00\"></head><body>"
        "<h1>Auf das erste Elektron kommt es an</h1>"
        "<div class=\"entry-meta\"><time class=\"updated\">"
        "6. M\xc3\xa4rz 2021</time></div>" DATE_PAGE_ARTICLE "</body></html>";

    /*
     * ... so labelled in a text of its own in the date's element, the
     * publication's line under classes that say nothing
     */
    static const char  updated_label[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "<meta property=\"article:published_time\" "
        "content=\"2021-03-05T09:00:00+01:00\"></head><body>"
        "<h1>Auf das erste Elektron kommt es an</h1>"
        "<div class=\"x4e1\"><span class=\"x9c0\">Aktualisiert "
        "<time>6. M\xc3\xa4rz 2021, 10:02 Uhr</time></span></div>"
        DATE_PAGE_ARTICLE "</body></html>";

    /* ... of the same day, the page's moment stays */
    static const char  updated_same_day[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "<meta property=\"article:published_time\" "
        "content=\"2021-03-05T11:15:00\"></head><body>"
        "<h1>Auf das erste Elektron kommt es an</h1>"
        "<div class=\"updated-date\">5. M\xc3\xa4rz 2021, 23:15 Uhr</div>"
        DATE_PAGE_ARTICLE "</body></html>";

    /* a post never changed is "published updated": the page's day stays */
    static const char  never_updated[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "<meta property=\"article:published_time\" "
        "content=\"2021-03-01T09:00:00+01:00\"></head><body>"
        "<h1>Auf das erste Elektron kommt es an</h1>"
        "<div class=\"entry-meta\"><time class=\"entry-date published "
        "updated\">5. M\xc3\xa4rz 2021</time></div>"
        DATE_PAGE_ARTICLE "</body></html>";

    /* the update's line taken, the publication's beside it */
    static const char  updated_line[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><h1>Auf das erste Elektron kommt es an</h1>"
        "<div class=\"meta\"><time>Aktualisiert am 6. M\xc3\xa4rz 2021, "
        "10:02 Uhr</time> | <span>Ver\xc3\xb6" "ffentlicht am 5. M\xc3\xa4rz "
        "2021, 17:14 Uhr</span></div>" DATE_PAGE_ARTICLE "</body></html>";

    /* the only date is relative: as of the reference time (06:13 UTC) */
    static const char  relative[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><h1>Auf das erste Elektron kommt es an</h1>"
        "<div class=\"info\"><span>Anna Roth</span> "
        "<span>vor 7 Stunden</span></div>"
        DATE_PAGE_ARTICLE "</body></html>";

    /*
     * ... in words we cannot read (Tamil "2 hours ago"): its <time>'s
     * datetime, outside <article> and <header> too
     */
    static const char  relative_unread[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><h1>Auf das erste Elektron kommt es an</h1>"
        "<div class=\"info\"><span>Anna Roth</span> "
        "<time datetime=\"2024-06-08T23:10:00+02:00\">"
        "2 \xe0\xae\xae\xe0\xae\xa3\xe0\xae\xbf</time></div>"
        DATE_PAGE_ARTICLE "</body></html>";

    /*
     * ... but not one in a sentence, the day of an event the article
     * tells of, nor a day after the reference time (10 June 2024)
     */
    static const char  time_sentence[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><h1>Auf das erste Elektron kommt es an</h1>"
        "<p>Die Forschenden stellen ihre Ergebnisse am <time "
        "datetime=\"2024-05-14\">Dienstag</time> im Rathaus vor, wie die "
        "Hochschule mitteilte.</p>"
        DATE_PAGE_ARTICLE "</body></html>";

    static const char  time_future[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><h1>Auf das erste Elektron kommt es an</h1>"
        "<div class=\"info\"><span>Anna Roth</span> "
        "<time datetime=\"2024-09-14T19:00:00+02:00\">"
        "2 \xe0\xae\xae\xe0\xae\xa3\xe0\xae\xbf</time></div>"
        DATE_PAGE_ARTICLE "</body></html>";

    /* ... not one in a sentence, nor one in a link */
    static const char  relative_sentence[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><h1>Auf das erste Elektron kommt es an</h1>"
        "<p>Vor 7 Stunden kam die Meldung.</p>"
        "<p>Das Feuer brach <em>vor 7 Stunden</em> aus.</p>"
        "<div>vor 7 Stunden kam die erste Meldung herein</div>"
        "<p><a href=\"/x\">vor 7 Stunden</a></p>"
        /* the stop before a closing quote, none, a quotation */
        "<p>Sie sagte: \xe2\x80\x9eWir haben es <em>vor 7 Stunden</em> "
        "erfahren.\xe2\x80\x9c</p>"
        "<p>Der Vertrag wurde <em>vor 7 Stunden</em> im Rathaus von beiden "
        "Seiten unterschrieben (nach langer Nacht)</p>"
        "<p>\xe2\x80\x9eWir wussten es <em>vor 7 Stunden</em>\xe2\x80\x9c</p>"
        DATE_PAGE_ARTICLE "</body></html>";

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    expect_day(wp_updated, sizeof(wp_updated) - 1, &opts, "2021-03-05");

    res = run(twice_unnamed, sizeof(twice_unnamed) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date_text);
    assert_string_equal(res->date_text, "5. M\xc3\xa4rz 2021");
    nseg_result_free(res);
    expect_day(updated_line, sizeof(updated_line) - 1, &opts, "2021-03-05");
    expect_day(itemprop_updated, sizeof(itemprop_updated) - 1, &opts,
               "2021-03-05");
    expect_day(never_updated, sizeof(never_updated) - 1, &opts,
               "2021-03-05");
    expect_day(updated_only, sizeof(updated_only) - 1, &opts, "2021-03-05");
    expect_day(updated_label, sizeof(updated_label) - 1, &opts, "2021-03-05");

    res = run(updated_same_day, sizeof(updated_same_day) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_true(strncmp(res->date, "2021-03-05T23:15", 16) == 0);
    nseg_result_free(res);
    expect_day(relative, sizeof(relative) - 1, &opts, "2024-06-09");
    expect_day(relative_unread, sizeof(relative_unread) - 1, &opts,
               "2024-06-08");

    res = run(relative_sentence, sizeof(relative_sentence) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->date);
    nseg_result_free(res);

    res = run(time_sentence, sizeof(time_sentence) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->date);
    nseg_result_free(res);

    res = run(time_future, sizeof(time_future) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->date);
    nseg_result_free(res);

    /* a dateline at the head of the lead paragraph */
    expect_day(dateline, sizeof(dateline) - 1, &opts, "2018-01-18");

    /* far from the title: only a labelled date, published first */
    expect_day(footer_label, sizeof(footer_label) - 1, &opts, "2023-11-01");

    expect_day(tag_line, sizeof(tag_line) - 1, &opts, "2022-01-12");

    expect_day(no_year, sizeof(no_year) - 1, &opts, "2021-03-05");

    res = run(modified_only, sizeof(modified_only) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_true(strncmp(res->date, "2016-12-30", 10) == 0);
    assert_non_null(res->date_modified);
    assert_true(strncmp(res->date_modified, "2016-12-30", 10) == 0);
    nseg_result_free(res);

    /* the paper's setting for evaluation: metadata read, not used */
    nseg_visual_only = 1;
    res = run(modified_only, sizeof(modified_only) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->date);
    assert_null(res->date_modified);
    nseg_result_free(res);
    nseg_visual_only = 0;

    res = run(scripted, sizeof(scripted) - 1, &opts);
    assert_status(res, NSEG_STATUS_EMPTY);
    assert_non_null(res->date);
    assert_true(strncmp(res->date, "2020-01-20", 10) == 0);
    assert_non_null(res->title);
    assert_string_equal(res->title, "The playbook");
    nseg_result_free(res);
}


/*
 * date_text is the text of the date given.  Two agreeing metadata dates
 * overrule a shown date two days away (a CMS's "date" that is not the
 * day shown): the text is metadata's.  A shown update overruled by the
 * publication stays, the source of date_modified.
 */
static void
test_date_text_follows_date(void **state)
{
    nseg_result_t   *res;
    nseg_options_t   opts;

    static const char  overruled[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "<meta name=\"date\" content=\"2021-10-15\">"
        "<meta name=\"DC.date\" content=\"2021-10-15\"></head><body>"
        "<h1>Auf das erste Elektron kommt es an</h1>"
        "<p class=\"date\">13.10.2021</p>" DATE_PAGE_ARTICLE
        "</body></html>";

    static const char  update_shown[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "<meta property=\"article:published_time\" "
        "content=\"2021-03-05T09:00:00+01:00\"></head><body>"
        "<h1>Auf das erste Elektron kommt es an</h1>"
        "<div class=\"meta\">Aktualisiert am 9. M\xc3\xa4rz 2021</div>"
        DATE_PAGE_ARTICLE "</body></html>";

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    res = run(overruled, sizeof(overruled) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_string_equal(res->date, "2021-10-15");
    assert_non_null(res->date_text);
    assert_string_equal(res->date_text, "2021-10-15");
    nseg_result_free(res);

    res = run(update_shown, sizeof(update_shown) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_string_equal(res->date, "2021-03-05T09:00:00+01:00");
    assert_non_null(res->date_text);
    assert_string_equal(res->date_text,
                        "Aktualisiert am 9. M\xc3\xa4rz 2021");
    assert_non_null(res->date_modified);
    assert_string_equal(res->date_modified, "2021-03-09");
    nseg_result_free(res);
}


/*
 * "05/08/2019" on a German page is read 5 August; metadata on 8 May
 * says the page wrote the other order.  Metadata on neither day, or on
 * the day read, leaves the reading, and so does a modification on the
 * other order's day when that comes after the day read.
 */
static void
test_date_order_from_metadata(void **state)
{
    size_t           k;
    nseg_result_t   *res;
    nseg_options_t   opts;
    char             page[4096];

    static const struct {
        const char  *meta;
        const char  *shown;
        const char  *day;
    } cases[] = {
        { "article:published_time\" content=\"2019-05-08", "05/08/2019",
          "2019-05-08" },
        { "article:modified_time\" content=\"2019-05-08T09:00:00Z",
          "05/08/2019", "2019-05-08" },
        /* a modification after the day read is an update of it */
        { "article:modified_time\" content=\"2019-08-05T09:00:00Z",
          "08/05/2019", "2019-05-08" },
        { "article:published_time\" content=\"2019-08-05", "05/08/2019",
          "2019-08-05" },
        { "article:published_time\" content=\"2019-03-01", "05/08/2019",
          "2019-08-05" },
        /* dots are always day first */
        { "article:published_time\" content=\"2019-05-08", "05.08.2019",
          "2019-08-05" },
        /* a day over 12 leaves no choice */
        { "article:published_time\" content=\"2019-05-08", "13/08/2019",
          "2019-08-13" },
    };

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        snprintf(page, sizeof(page),
                 DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an"
                 "</title><meta property=\"%s\"></head><body>"
                 "<h1>Auf das erste Elektron kommt es an</h1>"
                 "<p class=\"date\">%s</p>" DATE_PAGE_ARTICLE
                 "</body></html>", cases[k].meta, cases[k].shown);

        res = run(page, strlen(page), &opts);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(res->date);

        if (strncmp(res->date, cases[k].day, 10) != 0) {
            fail_msg("case %zu: date %s, expected %s", k, res->date,
                     cases[k].day);
        }

        nseg_result_free(res);
    }
}


/*
 * "05/04/2025" read in the order of the page's language gives way to
 * the order the page's other numeric dates show ("16/04/2025" is day
 * first), unless metadata tells the order; dates that disagree, or
 * none that tells, leave the reading.
 */
static void
test_date_order_from_page(void **state)
{
    size_t           k;
    nseg_result_t   *res;
    nseg_options_t   opts;
    char             page[4096];

    static const struct {
        const char  *lang;
        const char  *meta;
        const char  *others;
        const char  *day;
    } cases[] = {
        { "en-US", "", "16/04/2024 ## 24/04/2024", "2024-04-05" },
        { "en-US", "", "04/16/2024", "2024-05-04" },
        { "en-US", "", "none", "2024-05-04" },
        { "de", "", "04/16/2024", "2024-05-04" },
        { "de", "", "16/04/2024", "2024-04-05" },
        /* the two orders on one page tell nothing */
        { "en-US", "", "16/04/2024 ## 04/16/2024", "2024-05-04" },
        /* metadata of the reading's day keeps it */
        { "en-US", "<meta property=\"article:published_time\" "
          "content=\"2024-05-04\">", "16/04/2024", "2024-05-04" },
        /* a version or a code is no date */
        { "en-US", "", "v16/04/2024x", "2024-05-04" },
    };

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        snprintf(page, sizeof(page),
                 "<!DOCTYPE html><html lang=\"%s\"><head><meta "
                 "charset=\"utf-8\"><title>Council names a new harbour "
                 "master</title>%s</head><body><h1>Council names a new "
                 "harbour master</h1><p class=\"date\">05/04/2024</p>"
                 ARTICLE_P "<ul class=\"more\"><li>Ferry timetable "
                 "changes for the summer season</li><li>%s</li></ul>"
                 "</body></html>", cases[k].lang, cases[k].meta,
                 cases[k].others);

        res = run(page, strlen(page), &opts);
        assert_status(res, NSEG_STATUS_OK);

        if (res->date == NULL || strncmp(res->date, cases[k].day, 10) != 0) {
            fail_msg("case %zu: date %s, expected %s", k,
                     res->date ? res->date : "(null)", cases[k].day);
        }

        nseg_result_free(res);
    }
}


/*
 * A URL's day a day before the day the page shows is the day its
 * address was made: the page's day is the date, also where no model
 * took the line for one (a place before it).  A relative date ("hace 3
 * horas") gives way to the URL's.
 */
static void
test_date_url_next_day(void **state)
{
    size_t           k;
    nseg_result_t   *res;
    nseg_options_t   opts;
    char             page[4096];

    static const struct {
        const char  *url;
        const char  *shown;
        const char  *day;
    } cases[] = {
        { "https://heraldo.example/local/2023/09/18/mercado-cierra/",
          "San Ismael, Gto. | viernes, 19 de septiembre de 2023 \xc2\xb7 "
          "07:15 h", "2023-09-19" },
        { "https://heraldo.example/local/2023/09/19/mercado-cierra/",
          "San Ismael, Gto. | viernes, 19 de septiembre de 2023 \xc2\xb7 "
          "07:15 h", "2023-09-19" },
        { "https://heraldo.example/local/2023/09/18/mercado-cierra/",
          "hace 3 horas", "2023-09-18" },
        { "https://heraldo.example/local/2023/09/20/mercado-cierra/",
          "San Ismael, Gto. | viernes, 19 de septiembre de 2023 \xc2\xb7 "
          "07:15 h", "2023-09-19" },
    };

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        opts.base_url = cases[k].url;
        snprintf(page, sizeof(page),
                 "<!DOCTYPE html><html lang=\"es\"><head><meta "
                 "charset=\"utf-8\"><title>Cierran el mercado Hidalgo por "
                 "tres meses</title></head><body><h1>Cierran el mercado "
                 "Hidalgo por tres meses</h1><div class=\"fecha\">%s</div>"
                 "<p>Los 312 locatarios del mercado Hidalgo ser\xc3\xa1" "n "
                 "reubicados en una plaza provisional sobre la avenida "
                 "Ju\xc3\xa1" "rez a partir del lunes, inform\xc3\xb3" " el "
                 "ayuntamiento.</p><p>La obra costar\xc3\xa1" " 48 millones "
                 "de pesos y durar\xc3\xa1" " tres meses, seg\xc3\xba" "n el "
                 "director de obras p\xc3\xba" "blicas del municipio.</p>"
                 "</body></html>",
                 cases[k].shown);

        res = run(page, strlen(page), &opts);
        assert_status(res, NSEG_STATUS_OK);

        if (res->date == NULL || strncmp(res->date, cases[k].day, 10) != 0) {
            fail_msg("case %zu: date %s, expected %s", k,
                     res->date ? res->date : "(null)", cases[k].day);
        }

        nseg_result_free(res);
    }
}


/*
 * Metadata's modification a day before the publication (the last save
 * before a scheduled release) is no update; one after it, or the same
 * day, is, the day taken in the publication's time zone.
 */
static void
test_date_modified_not_before(void **state)
{
    size_t           k;
    nseg_result_t   *res;
    nseg_options_t   opts;
    char             page[4096];

    static const struct {
        const char  *modified;
        const char  *expect;
    } cases[] = {
        { "2019-10-18T17:37:44+02:00", NULL },
        { "2019-10-19T07:59:00+02:00", "2019-10-19T07:59:00+02:00" },
        { "2019-10-21T10:00:00+02:00", "2019-10-21T10:00:00+02:00" },
        /* the day is the publication's: 01:30 on the 19th at +02:00 */
        { "2019-10-18T23:30:00+00:00", "2019-10-18T23:30:00+00:00" },
        { "2019-10-18T21:59:00+00:00", NULL },
    };

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        snprintf(page, sizeof(page),
                 DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an"
                 "</title><meta property=\"article:published_time\" "
                 "content=\"2019-10-19T08:00:00+02:00\">"
                 "<meta property=\"article:modified_time\" "
                 "content=\"%s\"></head><body>"
                 "<h1>Auf das erste Elektron kommt es an</h1>"
                 "<p class=\"date\">19.10.2019, 08:00 Uhr</p>"
                 DATE_PAGE_ARTICLE "</body></html>", cases[k].modified);

        res = run(page, strlen(page), &opts);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(res->date);
        assert_string_equal(res->date, "2019-10-19T08:00:00+02:00");

        assert_string_or_null(res->date_modified, cases[k].expect);
        nseg_result_free(res);
    }
}


/*
 * A line the model takes for a date but which holds none we can read
 * and looks like none (a phone number) is no date: no date_text, and it
 * stays in the body.  One with a year or a clock stays the date's text.
 */
static void
test_date_unread_not_date_like(void **state)
{
    nseg_result_t   *res;
    nseg_options_t   opts;

    static const char  phone[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><h1>Auf das erste Elektron kommt es an</h1>"
        "<p class=\"date\">Telefon 040 / 49 07 11 06</p>" DATE_PAGE_ARTICLE
        "</body></html>";

    static const char  clock[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><h1>Auf das erste Elektron kommt es an</h1>"
        "<p class=\"date\">3/9(\xe6\x9c\xa8) 18:45\xe9\x85\x8d\xe4\xbf\xa1"
        "</p>" DATE_PAGE_ARTICLE "</body></html>";

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    res = run(phone, sizeof(phone) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_null(res->date);
    assert_null(res->date_text);
    assert_non_null(strstr(res->body_text, "Telefon 040 / 49 07 11 06"));
    nseg_result_free(res);

    res = run(clock, sizeof(clock) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date_text);
    assert_non_null(strstr(res->date_text, "18:45"));
    assert_null(strstr(res->body_text, "18:45"));
    nseg_result_free(res);
}


/*
 * What the date leaves of its own line at the head of the body, its
 * label ("Posted:"), leaves the body too; a label with a figure stays.
 */
static void
test_date_label_left(void **state)
{
    char            page[4096];
    size_t          k;
    nseg_result_t  *res;
    nseg_options_t  opts;

    static const char *const  cases[][2] = {
        { "Posted:", NULL },
        { "Posted in Section 9:", "Posted in Section 9:" },
    };

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        snprintf(page, sizeof(page),
                 DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an"
                 "</title></head><body><main><article><h1>Auf das erste "
                 "Elektron kommt es an</h1><figure><img src=\"/p.jpg\" "
                 "alt=\"Ein Bild\"></figure><div class=\"meta\"><p>%s "
                 "<time datetime=\"2023-11-08T15:16:45+01:00\">8.11.2023, "
                 "15:16 Uhr</time></p></div>" DATE_PAGE_ARTICLE
                 "</article></main></body></html>", cases[k][0]);

        res = run(page, strlen(page), &opts);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(res->date);
        assert_true(strncmp(res->date, "2023-11-08", 10) == 0);

        if (cases[k][1] == NULL) {
            assert_null(strstr(res->body_text, cases[k][0]));

        } else {
            assert_non_null(strstr(res->body_text, cases[k][1]));
        }

        nseg_result_free(res);
    }
}


/*
 * The page shows the day, its metadata the moment: the moment of that
 * day, the shown text kept; another day, a time of the page's own, or
 * a modified date give no moment.  A time the page shows takes only the
 * seconds and zone of metadata's same minute.
 */
static void
test_date_moment_from_metadata(void **state)
{
    size_t           k;
    nseg_result_t   *res;
    nseg_options_t   opts;
    char             page[4096];

    static const struct {
        const char  *meta;
        const char  *shown;
        const char  *date;
    } cases[] = {
        { "article:published_time\" content=\"2024-03-14T09:30:00+01:00",
          "14. M\xc3\xa4rz 2024", "2024-03-14T09:30:00+01:00" },
        { "article:published_time\" content=\"2024-03-14T09:30:00",
          "14. M\xc3\xa4rz 2024", "2024-03-14T09:30:00" },
        /* a day before in UTC: the page's day, no moment */
        { "article:published_time\" content=\"2024-03-13T23:30:00Z",
          "14. M\xc3\xa4rz 2024", "2024-03-14" },
        /* the page's own time stays */
        { "article:published_time\" content=\"2024-03-14T09:30:00+01:00",
          "14.03.2024, 11:15 Uhr", "2024-03-14T11:15:00" },
        /* the same minute: metadata's seconds and zone */
        { "article:published_time\" content=\"2024-03-14T11:15:42+01:00",
          "14.03.2024, 11:15 Uhr", "2024-03-14T11:15:42+01:00" },
        { "article:published_time\" content=\"2024-03-14T11:15:42+01:00",
          "11:15 Uhr, 14.03.2024", "2024-03-14T11:15:42+01:00" },
        /* UTC at a whole minute: the shown local time, mislabelled */
        { "article:published_time\" content=\"2024-03-14T11:15:00+00:00",
          "14.03.2024, 11:15 Uhr", "2024-03-14T11:15:00" },
        { "article:published_time\" content=\"2023-11-03T08:44:04+00:00",
          "08:44, 3 NOV 2023", "2023-11-03T08:44:04+00:00" },
        /* a zone of the page's own stays */
        { "article:published_time\" content=\"2024-03-14T11:15:42+00:00",
          "14.03.2024, 11:15 MEZ", "2024-03-14T11:15:00+01:00" },
        /* the shown time is the last change's: the publication moment */
        { "article:published_time\" content=\"2024-03-14T09:30:00+01:00\">"
          "<meta property=\"article:modified_time\" "
          "content=\"2024-03-14T11:15:10+01:00",
          "14.03.2024, 11:15 Uhr", "2024-03-14T09:30:00+01:00" },
        { "article:published_time\" content=\"2024-03-14T09:30:00+01:00\">"
          "<meta property=\"article:modified_time\" "
          "content=\"2024-03-14T11:45:00+01:00",
          "14.03.2024, 11:15 Uhr", "2024-03-14T11:15:00" },
        /* metadata's local times take the zone the page shows */
        { "article:published_time\" content=\"2024-03-14T09:30:05\">"
          "<meta property=\"article:modified_time\" "
          "content=\"2024-03-14T11:15:10",
          "14.03.2024, 11:15 MEZ", "2024-03-14T09:30:05+01:00" },
        /* the same clock in another zone is another moment */
        { "article:published_time\" content=\"2024-03-14T09:30:00+01:00\">"
          "<meta property=\"article:modified_time\" "
          "content=\"2024-03-14T11:15:10+00:00",
          "14.03.2024, 11:15 MEZ", "2024-03-14T11:15:00+01:00" },
        /* another minute is another moment */
        { "article:published_time\" content=\"2024-03-14T10:15:42+00:00",
          "14.03.2024, 11:15 Uhr", "2024-03-14T11:15:00" },
        /* the shown clock is metadata's moment on the page's next day */
        { "article:published_time\" content=\"2024-03-13T23:40:12+00:00",
          "14.03.2024, 00:40 Uhr", "2024-03-14T00:40:12+01:00" },
        { "article:published_time\" content=\"2024-03-14T03:42:00Z",
          "13.03.2024, 21:42 Uhr", "2024-03-13T21:42:00-06:00" },
        /* a labelled publication before two agreeing migration dates */
        { "article:published_time\" content=\"2023-08-19T03:02:11Z\">"
          "<meta name=\"date\" content=\"2023-08-19",
          "Published March 4, 2017", "2017-03-04" },
        /* no zone is 12:15 hours ahead: another moment */
        { "article:published_time\" content=\"2024-03-13T23:40:00Z",
          "14.03.2024, 11:55 Uhr", "2024-03-14T11:55:00" },
        /* a day without its time in metadata adds nothing */
        { "article:published_time\" content=\"2024-03-14",
          "14. M\xc3\xa4rz 2024", "2024-03-14" },
        /* the moment it was changed is not the moment it came out */
        { "article:modified_time\" content=\"2024-03-14T09:30:00+01:00",
          "14. M\xc3\xa4rz 2024", "2024-03-14" },
        /* midnight is "some time that day" */
        { "article:published_time\" content=\"2024-03-14T00:00:00+01:00",
          "14. M\xc3\xa4rz 2024", "2024-03-14" },
    };

    /* a bare <time> in the article may be a related story's */
    static const char  related[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><article><h1>Auf das erste Elektron kommt es an</h1>"
        "<p class=\"date\">14. M\xc3\xa4rz 2024</p>" DATE_PAGE_ARTICLE
        "<aside><a href=\"/b\">Ein anderer Artikel</a> <time "
        "datetime=\"2024-03-14T18:45:00+00:00\">heute</time></aside>"
        "</article></body></html>";

    static const char  own[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><article><h1>Auf das erste Elektron kommt es an</h1>"
        "<p class=\"date\"><time datetime=\"2024-03-14T09:30:00+01:00\">"
        "14. M\xc3\xa4rz 2024</time></p>" DATE_PAGE_ARTICLE
        "</article></body></html>";

    static const char  own_beside[] =
        DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an</title>"
        "</head><body><article><h1>Auf das erste Elektron kommt es an</h1>"
        "<p class=\"date\">14. M\xc3\xa4rz 2024, <time datetime=\""
        "2024-03-14T09:30:00+01:00\">09:30</time></p>" DATE_PAGE_ARTICLE
        "</article></body></html>";

    /*
     * The page shows its update alone, in its zone, metadata the
     * publication in UTC before it: the publication's day in that zone;
     * not when the update came days later
     */
    static const struct {
        const char  *published;
        const char  *date;
    } updates[] = {
        { "2023-10-25T01:15:00Z", "2023-10-24T21:15:00-04:00" },
        { "2023-10-21T01:15:00Z", "2023-10-21T01:15:00+00:00" },
    };

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    for (k = 0; k < sizeof(updates) / sizeof(updates[0]); k++) {
        snprintf(page, sizeof(page),
                 "<!DOCTYPE html><html lang=\"en\"><head><title>Rail deal "
                 "agreed</title><meta property=\"article:published_time\" "
                 "content=\"%s\"><meta property=\"article:modified_time\" "
                 "content=\"2023-10-25T02:02:00Z\"></head><body><h1>Rail "
                 "deal agreed</h1><p><time datetime=\"2023-10-25T02:02:00Z\">"
                 "Updated Oct. 24, 2023 10:02 pm ET</time></p>"
                 DATE_PAGE_ARTICLE "</body></html>", updates[k].published);

        res = run(page, strlen(page), &opts);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(res->date);

        if (strcmp(res->date, updates[k].date) != 0) {
            fail_msg("update %zu: date %s, expected %s", k, res->date,
                     updates[k].date);
        }

        nseg_result_free(res);
    }

    /*
     * A shown day classed as the update whose <time datetime> is the
     * publication's moment in UTC, the evening before: the shown day
     */
    snprintf(page, sizeof(page),
             "<!DOCTYPE html><html lang=\"en\"><head><title>Rail deal "
             "agreed</title><meta property=\"article:published_time\" "
             "content=\"2023-10-24T23:10:04+00:00\"></head><body><h1>Rail "
             "deal agreed</h1><p><time class=\"entry-date updated\" "
             "datetime=\"2023-10-24T23:10:04+00:00\">October 25, 2023</time>"
             "</p>" DATE_PAGE_ARTICLE "</body></html>");

    res = run(page, strlen(page), &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_true(strncmp(res->date, "2023-10-25", 10) == 0);
    nseg_result_free(res);

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        snprintf(page, sizeof(page),
                 DATE_PAGE_HEAD "<title>Auf das erste Elektron kommt es an"
                 "</title><meta property=\"%s\"></head><body>"
                 "<h1>Auf das erste Elektron kommt es an</h1>"
                 "<p class=\"date\">%s</p>" DATE_PAGE_ARTICLE
                 "</body></html>", cases[k].meta, cases[k].shown);

        res = run(page, strlen(page), &opts);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(res->date);
        assert_non_null(res->date_text);

        if (strcmp(res->date, cases[k].date) != 0
            || strcmp(res->date_text, cases[k].shown) != 0)
        {
            fail_msg("case %zu: date %s (%s), expected %s (%s)", k,
                     res->date, res->date_text, cases[k].date,
                     cases[k].shown);
        }

        nseg_result_free(res);
    }

    expect_date(related, sizeof(related) - 1, &opts, "2024-03-14");

    /* ... but the <time> that shows the date is the page's own */
    expect_date(own, sizeof(own) - 1, &opts, "2024-03-14T09:30:00+01:00");

    /* ... and so is one beside it in its line */
    expect_date(own_beside, sizeof(own_beside) - 1, &opts,
                "2024-03-14T09:30:00+01:00");
}


/*
 * A dateline of Arabic-Indic digits heading a long paragraph: its date
 * text ends at its last digit, as an ASCII one does
 */
static void
test_dateline_other_digits(void **state)
{
    nseg_result_t   *res;
    nseg_options_t   opts;

    /* "١٤ مارس ٢٠٢٤ - " then a long Arabic sentence */
#define AR_SENTENCE                                                  \
    "\xd9\x87\xd8\xb0\xd8\xa7 \xd9\x86\xd8\xb5 \xd8\xb9\xd8\xb1" \
    "\xd8\xa8\xd9\x8a \xd8\xb7\xd9\x88\xd9\x8a\xd9\x84 \xd9\x8a" \
    "\xd8\xaa\xd8\xad\xd8\xaf\xd8\xab \xd8\xb9\xd9\x86 \xd9\x85" \
    "\xd9\x88\xd8\xb6\xd9\x88\xd8\xb9 \xd9\x85\xd9\x87\xd9\x85 "

#define TH_SENTENCE                                                  \
    "\xe0\xb8\x82\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\xa7\xe0\xb8\x99\xe0" \
    "\xb8\xb5\xe0\xb9\x89\xe0\xb9\x80\xe0\xb8\x9b\xe0\xb9\x87\xe0\xb8" \
    "\x99\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x84\xe0\xb8\xa7" \
    "\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb8\xa0\xe0\xb8\xb2\xe0\xb8\xa9\xe0" \
    "\xb8\xb2\xe0\xb9\x84\xe0\xb8\x97\xe0\xb8\xa2\xe0\xb8\x97\xe0\xb8" \
    "\xb5\xe0\xb9\x88\xe0\xb8\xa2\xe0\xb8\xb2\xe0\xb8\xa7\xe0\xb8\xa1" \
    "\xe0\xb8\xb2\xe0\xb8\x81\xe0\xb9\x80\xe0\xb8\x9e\xe0\xb8\xb7\xe0" \
    "\xb9\x88\xe0\xb8\xad\xe0\xb8\x97\xe0\xb8\x94\xe0\xb8\xaa\xe0\xb8" \
    "\xad\xe0\xb8\x9a\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x95" \
    "\xe0\xb8\xb1\xe0\xb8\x94\xe0\xb8\xa7\xe0\xb8\xb1\xe0\xb8\x99\xe0" \
    "\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\xad\xe0\xb8" \
    "\x81\xe0\xb8\x88\xe0\xb8\xb2\xe0\xb8\x81\xe0\xb8\xa2\xe0\xb9\x88" \
    "\xe0\xb8\xad\xe0\xb8\xab\xe0\xb8\x99\xe0\xb9\x89\xe0\xb8\xb2\xe0" \
    "\xb9\x81\xe0\xb8\xa3\xe0\xb8\x81\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8" \
    "\x87\xe0\xb8\x9a\xe0\xb8\x97\xe0\xb8\x84\xe0\xb8\xa7\xe0\xb8\xb2" \
    "\xe0\xb8\xa1 "
#define JA_SENTENCE                                                  \
    "\xe3\x81\x93\xe3\x82\x8c\xe3\x81\xaf\xe6\x97\xa5\xe6\x9c\xac\xe8" \
    "\xaa\x9e\xe3\x81\xae\xe9\x95\xb7\xe3\x81\x84\xe6\x96\x87\xe7\xab" \
    "\xa0\xe3\x81\xa7\xe3\x80\x81\xe6\x97\xa5\xe4\xbb\x98\xe3\x81\xae" \
    "\xe5\x88\x87\xe3\x82\x8a\xe5\x87\xba\xe3\x81\x97\xe3\x82\x92\xe8" \
    "\xa9\xa6\xe3\x81\x99\xe3\x81\x9f\xe3\x82\x81\xe3\x81\xae\xe3\x82" \
    "\x82\xe3\x81\xae\xe3\x81\xa7\xe3\x81\x99\xe3\x80\x82"

    static const char  thai[] =
        "<html lang=\"th\"><head><title>T</title></head><body>"
        "<h1>\xe0\xb8\xab\xe0\xb8\xb1\xe0\xb8\xa7\xe0\xb8\x82\xe0\xb9\x89"
        "\xe0\xb8\xad</h1><p>"
        "\xe0\xb8\xa7\xe0\xb8\xb1\xe0\xb8\x99\xe0\xb8\x9e\xe0\xb8\xa4\xe0"
        "\xb8\xab\xe0\xb8\xb1\xe0\xb8\xaa\xe0\xb8\x9a\xe0\xb8\x94\xe0\xb8"
        "\xb5 14 \xe0\xb8\xa1\xe0\xb8\xb5\xe0\xb8\x99\xe0\xb8"
        "\xb2\xe0\xb8\x84\xe0\xb8\xa1 2567 - "
        TH_SENTENCE TH_SENTENCE "</p>"
        "<p>" TH_SENTENCE TH_SENTENCE TH_SENTENCE "</p>"
        "<p>" TH_SENTENCE TH_SENTENCE TH_SENTENCE "</p></body></html>";

    static const char  japanese[] =
        "<html lang=\"ja\"><head><title>T</title></head><body>"
        "<h1>\xe8\xa6\x8b\xe5\x87\xba\xe3\x81\x97</h1>"
        "<p>2024\xe5\xb9\xb4" "3\xe6\x9c\x88" "14\xe6\x97\xa5 - "
        JA_SENTENCE JA_SENTENCE JA_SENTENCE "</p>"
        "<p>" JA_SENTENCE JA_SENTENCE JA_SENTENCE "</p>"
        "<p>" JA_SENTENCE JA_SENTENCE JA_SENTENCE "</p></body></html>";

    static const char  page[] =
        "<html lang=\"ar\"><head><title>T</title></head><body>"
        "<h1>\xd8\xb9\xd9\x86\xd9\x88\xd8\xa7\xd9\x86 \xd8\xa7\xd9\x84\xd9\x85"
        "\xd9\x82\xd8\xa7\xd9\x84</h1>"
        "<p>\xd9\xa1\xd9\xa4 \xd9\x85\xd8\xa7\xd8\xb1\xd8\xb3 "
        "\xd9\xa2\xd9\xa0\xd9\xa2\xd9\xa4 - "
        AR_SENTENCE AR_SENTENCE AR_SENTENCE AR_SENTENCE "</p>"
        "<p>" AR_SENTENCE AR_SENTENCE AR_SENTENCE AR_SENTENCE "</p>"
        "<p>" AR_SENTENCE AR_SENTENCE AR_SENTENCE AR_SENTENCE "</p>"
        "</body></html>";

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    res = run(page, sizeof(page) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date);
    assert_string_equal(res->date, "2024-03-14");
    assert_non_null(res->date_text);
    assert_string_equal(res->date_text,
                        "\xd9\xa1\xd9\xa4 \xd9\x85\xd8\xa7\xd8\xb1\xd8\xb3 "
                        "\xd9\xa2\xd9\xa0\xd9\xa2\xd9\xa4");
    nseg_result_free(res);

    /*
     * A Thai weekday before the date: the head is counted in characters,
     * not bytes (32 bytes were eleven Thai letters)
     */
    expect_date(thai, sizeof(thai) - 1, &opts, "2024-03-14");

    /* "2024年3月14日": the day's sign stays in the date text */
    res = run(japanese, sizeof(japanese) - 1, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->date_text);
    assert_string_equal(res->date_text,
                        "2024\xe5\xb9\xb4" "3\xe6\x9c\x88" "14\xe6\x97\xa5");
    nseg_result_free(res);
#undef AR_SENTENCE
#undef TH_SENTENCE
#undef JA_SENTENCE
}


/*
 * A German page with head (the inside of <head>) and the heading h1 over
 * an article gives the title want, from the heading's node
 */
static void
expect_heading_title(const char *head, const char *h1, const char *want)
{
    int              n;
    char             page[4096];
    nseg_result_t   *res;
    nseg_options_t   opts;

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    n = snprintf(page, sizeof(page),
                 "<html lang=\"de\"><head>%s</head><body><nav>"
                 "<a href=\"/\">Start</a> <a href=\"/w\">Wirtschaft</a>"
                 "</nav><article><h1>%s</h1>%s</article></body></html>",
                 head, h1, DATE_PAGE_ARTICLE);
    assert_true(n > 0 && (size_t) n < sizeof(page));

    res = run(page, (size_t) n, &opts);
    assert_status(res, NSEG_STATUS_OK);
    assert_non_null(res->title);
    assert_string_equal(res->title_source, "node");
    assert_string_equal(res->title, want);
    nseg_result_free(res);
}


/*
 * The title's block: pieces split by white space text nodes stay
 * words, a kicker span and a date before the headline are left out,
 * inline markup inside the headline is kept, a dateline part with its
 * year goes.
 */
static void
test_title_pieces(void **state)
{
    int      n;
    char     head[512];
    size_t   k;

    static const struct {
        const char  *h1;
        const char  *title;
    } cases[] = {
        { "<span class=\"dachzeile\">Nach Corona-Lockerungen</span>\n"
          "<span class=\"headline\">Autohaeuser rechnen mit langsamem "
          "Anlaufen des Geschaefts</span>",
          "Autohaeuser rechnen mit langsamem Anlaufen des Geschaefts" },
        { "<span>27.01.2022</span>Mineraloelabsatz im November 2021 "
          "leicht gestiegen",
          "Mineraloelabsatz im November 2021 leicht gestiegen" },
        { "Frauen im <abbr>THW</abbr>: Vergangenheit, Gegenwart und "
          "Zukunft",
          "Frauen im THW: Vergangenheit, Gegenwart und Zukunft" },
        { "<span>Autohaeuser rechnen</span>\n<span>mit langsamem Anlaufen "
          "des Geschaefts</span>",
          "Autohaeuser rechnen mit langsamem Anlaufen des Geschaefts" },

        /* a dateline part goes; a date without its year stays */
        { "23.01.2022 - Wierer jubelt beim Abschluss in Antholz",
          "Wierer jubelt beim Abschluss in Antholz" },
        { "Wierer jubelt beim Abschluss in Antholz | 23. Januar 2022",
          "Wierer jubelt beim Abschluss in Antholz" },
        { "1. Mai - Tag der Arbeit mit Kundgebungen in Berlin",
          "1. Mai - Tag der Arbeit mit Kundgebungen in Berlin" },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(head, sizeof(head), "<title>%s | Zeitung</title>",
                     cases[k].title);
        assert_true(n > 0 && (size_t) n < sizeof(head));

        expect_heading_title(head, cases[k].h1, cases[k].title);
    }
}


/*
 * A kicker in the headline's block under classes that name nothing
 * (hashes, an external stylesheet) leaves the title when metadata names
 * the headline without it: og:title the rest, a part of it, or a part's
 * (or the whole one's, when the headline has a dash of its own) text
 * after its own kicker and a colon.  A first piece that ends in a
 * colon or is followed by one (not one for screen readers alone), one
 * of six words or more, and a heading that metadata names whole stay.
 */
static void
test_title_kicker_by_metadata(void **state)
{
    int      n;
    char     head[512];
    size_t   k;

    static const struct {
        const char  *h1;
        const char  *og;
        const char  *title;
    } cases[] = {
        { "<span class=\"x91c\">Nach Corona-Lockerungen</span>\n"
          "<span class=\"x3fa\">Autohaeuser rechnen mit langsamem "
          "Anlaufen des Geschaefts</span>",
          "Corona-Lockerungen: Autohaeuser rechnen mit langsamem Anlaufen "
          "des Geschaefts | Zeitung",
          "Autohaeuser rechnen mit langsamem Anlaufen des Geschaefts" },
        { "<span class=\"x91c\">Die Zukunft der Arbeit</span>"
          "<span class=\"x3fa\">\"Wir dekorieren auf der Titanic die "
          "Liegestuehle um\"</span>",
          "Die Zukunft der Arbeit - \"Wir dekorieren auf der Titanic die "
          "Liegestuehle um\"",
          "\"Wir dekorieren auf der Titanic die Liegestuehle um\"" },
        { "<span class=\"x91c\">100. Geburtstag</span> "
          "<span class=\"x3fa\">Margot Friedlaender wird 100 Jahre</span>",
          "Margot Friedlaender wird 100 Jahre",
          "Margot Friedlaender wird 100 Jahre" },

        /* a headline with a dash of its own: og:title whole */
        { "<span class=\"x91c\">Wohngeld</span>\n"
          "<span class=\"x3fa\">Bund will Antraege digitalisieren "
          "\xe2\x80\x93 doch viele Kommunen sind nicht bereit</span>",
          "Wohngeld: Bund will Antraege digitalisieren \xe2\x80\x93 doch "
          "viele Kommunen sind nicht bereit",
          "Bund will Antraege digitalisieren \xe2\x80\x93 doch viele "
          "Kommunen sind nicht bereit" },

        /* the piece's own colon makes it the headline's first words */
        { "<span class=\"x91c\">Brexit:</span> <span class=\"x3fa\">"
          "Was der Vertrag fuer Pendler bedeutet</span>",
          "Was der Vertrag fuer Pendler bedeutet",
          "Brexit: Was der Vertrag fuer Pendler bedeutet" },

        /* ... and so does a colon after it, which metadata repeats */
        { "<span class=\"x91c\">Brexit</span>: <span class=\"x3fa\">"
          "Was der Vertrag fuer Pendler bedeutet</span>",
          "Brexit: Was der Vertrag fuer Pendler bedeutet",
          "Brexit: Was der Vertrag fuer Pendler bedeutet" },

        /* a colon for screen readers alone is none the page shows */
        { "<span class=\"x91c\">Wohngeld</span><span class=\"sr-only\">:"
          "</span> <span class=\"x3fa\">Bund will Antraege "
          "digitalisieren</span>",
          "Bund will Antraege digitalisieren",
          "Bund will Antraege digitalisieren" },

        /* metadata names the whole heading */
        { "<span class=\"x91c\">Nach Corona-Lockerungen</span> "
          "<span class=\"x3fa\">Autohaeuser rechnen mit langsamem "
          "Anlaufen</span>",
          "Nach Corona-Lockerungen Autohaeuser rechnen mit langsamem "
          "Anlaufen",
          "Nach Corona-Lockerungen Autohaeuser rechnen mit langsamem "
          "Anlaufen" },

        /* six words are no kicker */
        { "<span class=\"x91c\">Was die Stadt jetzt plant und</span> "
          "<span class=\"x3fa\">warum die Anwohner klagen wollen</span>",
          "warum die Anwohner klagen wollen",
          "Was die Stadt jetzt plant und warum die Anwohner klagen wollen" },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(head, sizeof(head), "<title>Zeitung</title>"
                     "<meta property=\"og:title\" content='%s'>",
                     cases[k].og);
        assert_true(n > 0 && (size_t) n < sizeof(head));

        expect_heading_title(head, cases[k].h1, cases[k].title);
    }
}


static int
write_file(const char *path, const char *text)
{
    FILE  *fp;

    fp = fopen(path, "w");
    if (fp == NULL) {
        return -1;
    }

    fputs(text, fp);

    return fclose(fp);
}


/*
 * Models with one leaf each: the title model accepts every node (leaf
 * +5) or none (-5); the date models accept none.
 */
static const char  *const constant_models[3] = {
    "title.model", "date.model", "date_notitle.model"
};


static nseg_model_t *
constant_model_load(char *dir, int title_leaf)
{
    char           path[256], text[512], err[256];
    nseg_model_t  *model;

    static const char  *features[3] = {
        "len digits digit_pct font_px font_rel bold same_style title_edit "
        "meta_edit",
        "len digits digit_pct font_px font_rel bold same_style title_dist",
        "len digits digit_pct font_px font_rel bold same_style"
    };

    if (mkdtemp(dir) == NULL) {
        fail_msg("mkdtemp: %s", strerror(errno));
    }

    for (size_t k = 0; k < 3; k++) {
        snprintf(text, sizeof(text),
                 "newsseg-forest 1\nname %.*s\nfeatures %s\n"
                 "base_margin 0\nthreshold 0.5\ntrees 1 nodes 1\n"
                 "tree 0 1\n0 l %d\nend\n",
                 (int) (strlen(constant_models[k]) - 6), constant_models[k],
                 features[k], k == 0 ? title_leaf : -5);

        snprintf(path, sizeof(path), "%s/%s", dir, constant_models[k]);
        assert_int_equal(write_file(path, text), 0);
    }

    model = nseg_model_load(dir, err, sizeof(err));
    if (model == NULL) {
        fail_msg("model: %s", err);
    }

    return model;
}


/* the model set of dir again, after a file of it was written or removed */
static nseg_model_t *
constant_model_reload(const char *dir, nseg_model_t *model)
{
    char  err[256];

    nseg_model_free(model);

    model = nseg_model_load(dir, err, sizeof(err));
    if (model == NULL) {
        fail_msg("model: %s", err);
    }

    return model;
}


static void
constant_model_free(char *dir, nseg_model_t *model)
{
    char  path[256];

    nseg_model_free(model);

    for (size_t k = 0; k < 3; k++) {
        snprintf(path, sizeof(path), "%s/%s", dir, constant_models[k]);
        unlink(path);
    }

    rmdir(dir);
}


/*
 * A model that accepts no node: the title falls back to the visible
 * <h1> that the metadata title confirms, else to the metadata title.
 */
static void
test_title_heading_fallback(void **state)
{
    char             dir[] = "/tmp/nseg-test-models-XXXXXX", page[4096];
    size_t           len;
    nseg_model_t    *model;
    nseg_result_t   *res;
    nseg_options_t   opts;

    /*
     * The <h1> the og:title confirms, as a whole or by one of its parts,
     * not the og:title's wording; else the page's only <h1>; several
     * unconfirmed ones, or a logo, leave the metadata title.  A
     * separator left hanging at an end goes, a sign does not.
     */
    static const struct {
        const char  *og_title;
        const char  *h1;
        const char  *source;
        const char  *title;
    } cases[] = {
        { "Water plant opens two years late | Courier",
          "<h1>Water <em>plant</em> opens two years late</h1>", "node",
          "Water plant opens two years late" },
        { "Water plant opens two years late - Valley Courier - All the "
          "news from the valley and the hills, every day",
          "<h1>Water plant opens two years late</h1>", "node",
          "Water plant opens two years late" },
        { "A long wait ends at the waterworks",
          "<h1>Water plant opens two years late</h1>", "node",
          "Water plant opens two years late" },
        { "Water plant opens two years late",
          "<h1>Water plant opens two years late \xe2\x80\x93</h1>", "node",
          "Water plant opens two years late" },
        { "-5 degrees: the valley freezes",
          "<h1>-5 degrees: the valley freezes</h1>", "node",
          "-5 degrees: the valley freezes" },
        { "Water plant opens two years late",
          "<h1>[&gt; Water plant opens two years late</h1>", "node",
          "Water plant opens two years late" },
        { "Water plant opens two years late",
          "<h1>\xe2\x80\xa2 Water plant opens two years late</h1>", "node",
          "Water plant opens two years late" },
        { "[Update] Water plant opens two years late",
          "<h1>[Update] Water plant opens two years late</h1>", "node",
          "[Update] Water plant opens two years late" },
        { "<3 for the water plant, two years late",
          "<h1>&lt;3 for the water plant, two years late</h1>", "node",
          "<3 for the water plant, two years late" },
        { "Water plant opens two years late | Valley Courier",
          "<header><h1>Valley Courier</h1></header>"
          "<h1>Water plant opens two years late</h1>", "node",
          "Water plant opens two years late" },
        { "Water plant opens two years late",
          "<h1>The Valley Courier newsroom</h1><h1>Weather and traffic</h1>",
          "meta", "Water plant opens two years late" },
        { "Water plant opens two years late | Valley Courier",
          "<h1 class=\"header__logo\"><a href=\"/\">Valley Courier</a>"
          "</h1>", "meta", "Water plant opens two years late" },
        /* a section's or logo's <h1>, the headline in an <h2> named so */
        { "Water plant late again | Valley Courier",
          "<h1 class=\"logo\">Valley Courier</h1>"
          "<h2 class=\"article__title\">The water plant opens two years "
          "late</h2>", "node", "The water plant opens two years late" },
        /* ... not a teaser's in a link, nor one sharing only the site */
        { "Water plant late again | Valley Courier",
          "<h1 class=\"logo\">Valley Courier</h1>"
          "<h2 class=\"teaser__title\"><a href=\"/x\">The water plant "
          "opens two years late</a></h2>", "meta",
          "Water plant late again" },
        { "Water plant late again | Valley Courier",
          "<h1 class=\"logo\"><a href=\"/\">Valley Courier</a></h1>"
          "<h2 class=\"widget-title\">More from the Valley Courier</h2>",
          "meta", "Water plant late again" },
        /* ... nor an <h2> that no class names a headline */
        { "Water plant late again | Valley Courier",
          "<h1 class=\"logo\">Valley Courier</h1>"
          "<h2>The water plant opens two years late</h2>", "meta",
          "Water plant late again" },
    };

    (void) state;

    model = constant_model_load(dir, -5);

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        len = (size_t) snprintf(page, sizeof(page),
                  "<html lang=\"en\"><head><title>Home | Courier</title>"
                  "<meta property=\"og:title\" content=\"%s\"></head>"
                  "<body>%s%s</body></html>",
                  cases[k].og_title, cases[k].h1, ARTICLE_P);

        res = nseg_process(model, page, len, &opts);
        assert_non_null(res);
        assert_status(res, NSEG_STATUS_OK);
        assert_string_equal(res->title_source, cases[k].source);
        assert_string_equal(res->title, cases[k].title);
        nseg_result_free(res);
    }

    constant_model_free(dir, model);
}


/*
 * The subtree SVM of Wang et al., end to end: where the forest accepts
 * no node and nothing confirms a heading (no metadata, a <title> that
 * names only the site), the <title> is the title; a title_subtree.model
 * in the model directory that scores <h1> subtrees high (one support
 * vector at heading 1, Platt's sigmoid steep) makes the <h1> the title,
 * and one whose threshold no subtree reaches leaves the <title>.
 */
static void
test_title_subtree_model(void **state)
{
    char             dir[] = "/tmp/nseg-test-models-XXXXXX", path[256];
    char             text[512];
    size_t           len;
    nseg_model_t    *model;
    nseg_result_t   *res;
    nseg_options_t   opts;

    static const char  page[] =
        "<html lang=\"en\"><head><title>Millbrook Daily</title></head>"
        "<body><h2>Local news</h2>"
        "<h1>Council approves riverside park</h1>" ARTICLE_P
        "</body></html>";

    static const struct {
        const char  *threshold;
        const char  *source;
        const char  *title;
    } cases[] = {
        { NULL, "title", "Millbrook Daily" },
        { "0.5", "node", "Council approves riverside park" },
        { "0.9999", "title", "Millbrook Daily" },
    };

    (void) state;

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;
    len = sizeof(page) - 1;

    model = constant_model_load(dir, -5);
    snprintf(path, sizeof(path), "%s/title_subtree.model", dir);

    for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        if (cases[k].threshold != NULL) {
            /* <h1> 1, <h2> 5/6: decisions 0.5 and about -0.44 */
            snprintf(text, sizeof(text),
                     "newsseg-svm 1\nname title_subtree\nfeatures heading\n"
                     "scale 0 1\ngamma 100\nrho 0.5\nplatt -10 0\n"
                     "threshold %s\nvectors 1\n1 1\nend\n",
                     cases[k].threshold);
            assert_int_equal(write_file(path, text), 0);

            model = constant_model_reload(dir, model);
        }

        res = nseg_process(model, page, len, &opts);
        assert_non_null(res);
        assert_status(res, NSEG_STATUS_OK);
        assert_string_equal(res->title_source, cases[k].source);
        assert_string_equal(res->title, cases[k].title);
        nseg_result_free(res);
    }

    unlink(path);
    constant_model_free(dir, model);
}


/*
 * A forum thread read as an article (phpBB): the profile beside the
 * first post, between the thread's title and the post, holds the
 * member's sign-up date ("Registriert: ...", or "Mitglied seit" over
 * it), which is not the page's date: the post's own is.  And the post's
 * line names its author after a "von" alone, "<a>Beitrag</a> von
 * <a>Name</a>": the word before the label is no name.
 */
static void
test_forum_first_post(void **state)
{
    int             n;
    char            page[4096];
    size_t          k;
    nseg_result_t  *res;

    static const char  *const profiles[] = {
        "<dd class=\"profile-joined\"><strong>Registriert:</strong> "
        "Sa 14. M\xc3\xa4r 2015, 10:02</dd>",
        "<dt>Mitglied seit</dt><dd>14.03.2015</dd>",
        "<dt>Joined:</dt><dd>14.03.2015</dd>"
    };

    (void) state;

    for (k = 0; k < sizeof(profiles) / sizeof(profiles[0]); k++) {
        n = snprintf(page, sizeof(page),
            "<!DOCTYPE html><html lang=\"de\"><head><meta charset=\"utf-8\">"
            "<title>Tomaten: Braunf\xc3\xa4ule trotz Regendach? - "
            "Gartenforum</title></head><body>"
            "<div class=\"headerbar\"><h1>Gartenforum</h1></div>"
            "<h2 class=\"topic-title\"><a href=\"./viewtopic.php?t=18\">"
            "Tomaten: Braunf\xc3\xa4ule trotz Regendach?</a></h2>"
            "<div id=\"p41\" class=\"post\"><dl class=\"postprofile\"><dt>"
            "<a href=\"./memberlist.php?u=55\">Beetfee_62</a></dt>"
            "<dd><strong>Beitr\xc3\xa4ge:</strong> 1248</dd>%s</dl>"
            "<div class=\"postbody\"><p class=\"author\">"
            "<a href=\"./viewtopic.php?p=41#p41\"><span title=\"Beitrag\">"
            "Beitrag</span></a> von <strong><a href=\"./memberlist.php?u=55\""
            ">Beetfee_62</a></strong> &raquo; Di 22. Jul 2025, 18:48</p>"
            "<div class=\"content\">Hallo zusammen,<br><br>seit drei Jahren "
            "haben meine Tomaten jedes Jahr ab Mitte Juli die Braunf\xc3\xa4"
            "ule, obwohl ich letzten Herbst extra ein Regendach aus "
            "Doppelstegplatten gebaut habe.<br><br>Ich gie\xc3\x9f" "e nur "
            "morgens und direkt an der Wurzel, die unteren Bl\xc3\xa4tter "
            "habe ich bis 30 cm H\xc3\xb6he entfernt. Trotzdem haben seit "
            "letzter Woche vier von zw\xc3\xb6lf Pflanzen braune Flecken."
            "<br><br>Kann es sein, dass der Pilz im Boden \xc3\xbc"
            "berwintert? Ich habe die Erde nicht gewechselt, nur Kompost "
            "eingearbeitet.</div></div></div></body></html>",
            profiles[k]);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);
        assert_non_null(res->date);
        assert_memory_equal(res->date, "2025-07-22", 10);
        assert_string_or_null(res->byline, "Beetfee_62");
        nseg_result_free(res);
    }
}


/*
 * Page builders title each page by its menu entry: "Neuigkeiten -
 * Tischlerei Brodersen", "Neuigkeiten" a link in the page's <nav>, names
 * no headline, and the page's own heading is the title (the <h1>, or,
 * with WebSite X5's <h1 class="imHidden"> repeating the <title>, the
 * text in big print).  A page whose heading is the menu entry keeps its
 * <title> as the title, as before; so does a page that links the entry
 * only from its breadcrumb (a breadcrumb's last entry is the page's own
 * headline).
 */
static void
test_title_menu_page(void **state)
{
    int             n;
    char            page[4096];
    size_t          k;
    nseg_result_t  *res;

#define MENU                                                                \
    "<nav><ul><li><a href=\"/\">Startseite</a></li>"                        \
    "<li><a href=\"/leistungen/\">Leistungen</a></li>"                      \
    "<li><a href=\"/neuigkeiten/\">Neuigkeiten</a></li>"                    \
    "<li><a href=\"/kontakt/\">Kontakt</a></li></ul></nav>"
#define CRUMB                                                               \
    "<nav class=\"breadcrumb\"><ol><li><a href=\"/\">Startseite</a></li>"     \
    "<li><a href=\"/neuigkeiten/\">Neuigkeiten</a></li></ol></nav>"
#define TRAINING  "Wir bilden wieder aus!"

    /* the menu or breadcrumb, the heading, the title and its source */
    static const char  *const cases[][4] = {
        { MENU, "<h1>" TRAINING "</h1>", TRAINING, "node" },
        { MENU, "<h1 class=\"imHidden\">Neuigkeiten - Tischlerei Brodersen"
          "</h1><div><span style=\"font-family:Georgia;font-size:26pt\">"
          "<b>" TRAINING "</b></span></div>", TRAINING, "node" },
        { MENU, "<div><span style=\"font-family:Georgia;font-size:26pt\">"
          "<b>Neuigkeiten</b></span></div>", "Neuigkeiten", "title" },
        { CRUMB, "<h1>" TRAINING "</h1>", "Neuigkeiten", "title" }
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(page, sizeof(page),
            "<!DOCTYPE html><html lang=\"de\"><head><meta charset=\"utf-8\">"
            "<meta property=\"og:site_name\" content=\"Tischlerei Brodersen\">"
            "<title>Neuigkeiten - Tischlerei Brodersen</title></head><body>"
            "<div class=\"logo\"><a href=\"/\"><img src=\"/logo.png\" "
            "alt=\"Tischlerei Brodersen\"></a></div>%s"
            "<div class=\"content\">%s<p>15.08.2024</p>"
            "<p>Seit dem 1. August verst\xc3\xa4rkt Finn Petersen unser Team. "
            "Der 17-J\xc3\xa4hrige aus Husum beginnt bei uns seine "
            "dreij\xc3\xa4hrige Ausbildung zum Tischler, und darauf sind wir "
            "ziemlich stolz.</p><p>Finn hat im vergangenen Sommer ein "
            "zweiw\xc3\xb6" "chiges Praktikum in unserer Werkstatt gemacht "
            "und dabei ein kleines Schr\xc3\xa4nkchen aus Eiche gebaut. In "
            "den ersten Wochen lernt er den Umgang mit Handwerkzeugen.</p>"
            "<p>Auch f\xc3\xbcr das Ausbildungsjahr 2025 haben wir noch einen "
            "Platz frei. Wer Spa\xc3\x9f am Arbeiten mit Holz hat und gerne "
            "anpackt, kann sich jederzeit bei uns melden.</p></div>"
            "<footer><p><a href=\"/impressum/\">Impressum</a></p></footer>"
            "</body></html>",
            cases[k][0], cases[k][1]);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, (size_t) n, NULL);
        assert_status(res, NSEG_STATUS_OK);
        assert_string_or_null(res->title, cases[k][2]);
        assert_string_or_null(res->title_source, cases[k][3]);
        nseg_result_free(res);
    }

#undef MENU
#undef CRUMB
#undef TRAINING
}


/*
 * The visual title forest, for pages whose <title> and metadata name no
 * headline: with a title forest that accepts no node and a visual one
 * that accepts text in print of 24px or more (the <h1>), the <h1> is the
 * title where the <title> is missing, the site's name (og:site_name, a
 * domain, the text of the logo) or absent; a <title> that names a story
 * keeps it.  And only where a headline can be: not after the article's
 * text, not a date, a label or a paragraph, and not the whole page.
 */
static void
test_title_visual_model(void **state)
{
    char             dir[] = "/tmp/nseg-test-models-XXXXXX", path[256];
    char             page[4096];
    size_t           len;
    nseg_model_t    *model;
    nseg_result_t   *res;
    nseg_options_t   opts;

#define LOGO  "<header><a href=\"/\">Millbrook Daily</a></header>"
#define H1    "<h1>Council approves riverside park</h1>"

    static const struct {
        const char  *head;
        const char  *body;
        const char  *source;        /* NULL: no title */
        const char  *title;
    } cases[] = {
        { "<title>Millbrook Daily</title>", LOGO H1 ARTICLE_P,
          "node", "Council approves riverside park" },
        { "", H1 ARTICLE_P, "node", "Council approves riverside park" },
        { "<title>Millbrook Daily</title><meta property=\"og:site_name\" "
          "content=\"Millbrook Daily\">", H1 ARTICLE_P,
          "node", "Council approves riverside park" },
        { "<title>millbrook.example</title>", H1 ARTICLE_P,
          "node", "Council approves riverside park" },
        { "<title>Riverside park approved | Millbrook Daily"
          "</title>", LOGO H1 ARTICLE_P, "title", "Riverside park approved" },
        { "<title>Millbrook Daily</title>", H1 ARTICLE_P,
          "title", "Millbrook Daily" },
        { "", ARTICLE_P "<h1>Pull quote in big print</h1>" ARTICLE_P,
          NULL, NULL },
        { "", "<h1>2024-03-14</h1>" ARTICLE_P, NULL, NULL },
        { "", "<h1>By</h1>" ARTICLE_P, NULL, NULL },
        { "", "<h1>This paragraph set in big print runs on and on, well "
          "past what any headline would be, with clause after clause and "
          "no end in sight, until it has said all it meant to say and "
          "more than that too, and then still more</h1>" ARTICLE_P,
          NULL, NULL },
        { "", H1 "<p>Short note.</p>", NULL, NULL },
        /* most words of a logo's, not all: the <title> names more */
        { "<title>Millbrook Daily News Desk</title>",
          "<header><a href=\"/\">Millbrook Daily News</a></header>"
          H1 ARTICLE_P, "title", "Millbrook Daily News Desk" },
        /* a logo in the article is another's (a company's, in a box) */
        { "<title>Millbrook Daily</title>",
          H1 "<p class=\"logo\">Millbrook Daily</p>" ARTICLE_P,
          "title", "Millbrook Daily" },
        /*
         * but a link to the front page names the site also where NCE
         * took it in, as on a short page
         */
        { "<title>Millbrook Daily</title>",
          "<header><a href=\"/\">Millbrook Daily</a></header><div>" H1
          "<p>The regional water board confirmed on Thursday that the new "
          "treatment plant will open in the spring.</p><p>Officials said "
          "the plant would supply forty thousand homes.</p></div>",
          "node", "Council approves riverside park" },
        /* the site's name is none, and the next is tried */
        { "", "<header><h1 class=\"logo\">Millbrook Daily</h1></header>"
          H1 ARTICLE_P, "node", "Council approves riverside park" },
        /* of equally probable nodes, the first: not a subheading */
        { "", H1 "<p>Work starts in May.</p><h1>What the plan means</h1>"
          ARTICLE_P, "node", "Council approves riverside park" },
    };

#undef LOGO
#undef H1

    (void) state;

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;
    opts.base_url = "https://millbrook.example/news/park";

    model = constant_model_load(dir, -5);
    snprintf(path, sizeof(path), "%s/title_visual.model", dir);
    assert_int_equal(write_file(path,
                         "newsseg-forest 1\nname title_visual\n"
                         "features font_px\nbase_margin 0\nthreshold 0.5\n"
                         "trees 1 nodes 3\ntree 0 3\n0 s 0 24 1 2 1\n"
                         "1 l -5\n2 l 5\nend\n"),
                     0);

    model = constant_model_reload(dir, model);

    for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        len = (size_t) snprintf(page, sizeof(page),
                                "<html lang=\"en\"><head>%s</head>"
                                "<body>%s</body></html>",
                                cases[k].head, cases[k].body);

        res = nseg_process(model, page, len, &opts);
        assert_non_null(res);

        if (cases[k].source == NULL) {
            if (res->title != NULL) {
                fail_msg("case %zu: title \"%s\"", k, res->title);
            }

        } else {
            if (res->title == NULL || strcmp(res->title, cases[k].title) != 0
                || strcmp(res->title_source, cases[k].source) != 0)
            {
                fail_msg("case %zu: title \"%s\" from %s", k,
                         res->title ? res->title : "(null)",
                         res->title_source ? res->title_source : "-");
            }
        }

        /* the article's text stays whole whatever the title */
        assert_status(res, NSEG_STATUS_OK);
        if (strstr(res->body_text, k == 10 ? "Short note"
                                           : "forty thousand homes") == NULL
            || (k == 6 && strstr(res->body_text, "Pull quote") == NULL))
        {
            fail_msg("case %zu: body \"%s\"", k, res->body_text);
        }

        nseg_result_free(res);
    }

    /*
     * A forest that accepts every node: text in the article's own print
     * is no headline (the opening of a post without one); bold text,
     * larger print or a heading element is
     */
    assert_int_equal(write_file(path,
                         "newsseg-forest 1\nname title_visual\n"
                         "features font_px\nbase_margin 0\nthreshold 0.5\n"
                         "trees 1 nodes 1\ntree 0 1\n0 l 5\nend\n"),
                     0);
    model = constant_model_reload(dir, model);

    static const char  *const apart[] = {
        "<p>Council approves riverside park</p>",
        "<p><b>Council approves riverside park</b></p>",
        "<p style=\"font-size:24px\">Council approves riverside park</p>",
        "<h2 style=\"font-size:16px;font-weight:normal\">Council approves "
        "riverside park</h2>"
    };

    for (size_t k = 0; k < sizeof(apart) / sizeof(apart[0]); k++) {
        len = (size_t) snprintf(page, sizeof(page),
                                "<html><body>%s%s</body></html>",
                                apart[k], ARTICLE_P);
        res = nseg_process(model, page, len, &opts);
        assert_non_null(res);

        if (k == 0) {
            assert_null(res->title);

        } else {
            assert_non_null(res->title);
            assert_string_equal(res->title, "Council approves riverside park");
        }

        nseg_result_free(res);
    }

    /* without the visual forest, a <title> of the site's name stays */
    unlink(path);
    model = constant_model_reload(dir, model);

    len = (size_t) snprintf(page, sizeof(page),
                            "<html><head><title>Millbrook Daily</title>"
                            "</head><body><header><a href=\"/\">Millbrook "
                            "Daily</a></header><h1>Council approves "
                            "riverside park</h1>%s</body></html>",
                            ARTICLE_P);
    res = nseg_process(model, page, len, &opts);
    assert_non_null(res);
    assert_string_equal(res->title, "Millbrook Daily");
    nseg_result_free(res);

    constant_model_free(dir, model);
}


/*
 * A title with ruby readings reads as its words, without the readings
 * and without a gap where they were: 漢字を読む練習; soft hyphens go.
 */
static void
test_title_ruby(void **state)
{
    char             dir[] = "/tmp/nseg-test-models-XXXXXX";
    nseg_model_t    *model;
    nseg_result_t   *res;
    nseg_options_t   opts;

    static const char  page[] =
        "<html lang=\"ja\"><head><title>x</title></head><body>"
        "<h1><ruby>\xe6\xbc\xa2\xe5\xad\x97<rp>(</rp><rt>\xe3\x81\x8b"
        "\xe3\x82\x93\xe3\x81\x98</rt><rp>)</rp></ruby>\xe3\x82\x92"
        "<ruby>\xe8\xaa\xad<rt>\xe3\x82\x88</rt></ruby>\xe3\x82\x80"
        "\xe7\xb7\xb4\xe7\xbf\x92</h1>" ARTICLE_P "</body></html>";

    static const char  shy[] =
        "<html><head><title>x</title></head><body><h1>Deutsch&shy;land "
        "hilft dem Welt&shy;ernährungs&shy;programm</h1>" ARTICLE_P
        "</body></html>";

    (void) state;

    model = constant_model_load(dir, 5);

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    res = nseg_process(model, page, sizeof(page) - 1, &opts);
    assert_non_null(res);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->title_source, "node");
    assert_string_equal(res->title, "\xe6\xbc\xa2\xe5\xad\x97\xe3\x82\x92"
                        "\xe8\xaa\xad\xe3\x82\x80\xe7\xb7\xb4\xe7\xbf\x92");
    nseg_result_free(res);

    /* and without soft hyphens, as body_text */
    res = nseg_process(model, shy, sizeof(shy) - 1, &opts);
    assert_non_null(res);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->title, "Deutschland hilft dem Welternährungs"
                                    "programm");
    nseg_result_free(res);

    constant_model_free(dir, model);
}


/*
 * A model that accepts every node: the site's name in the header is
 * still not the title, whether a logo name, a link to the front page,
 * og:site_name or a domain says so, nor is a heading for screen readers
 * only; a headline in other links or with look-alike class names still
 * is.
 */
static void
test_title_logo_rejected(void **state)
{
    char             dir[] = "/tmp/nseg-test-models-XXXXXX", page[4096];
    size_t           k, len;
    nseg_model_t    *model;
    nseg_result_t   *res;
    nseg_options_t   opts;

    static const struct {
        const char  *site_name;
        const char  *header;
        const char  *h1;
        const char  *title;
    } cases[] = {
        { NULL, "<h1 id=\"site-title\"><span>Valley Courier</span></h1>",
          "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        { NULL, "<div class=\"header__logo\">Valley Courier</div>",
          "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        { NULL, "<h1><a href=\"https://courier.example/\">Valley Courier"
          "</a></h1>", "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        { NULL, "<h1><a href=\"//courier.example/\">Valley Courier</a></h1>",
          "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        { NULL, "<div><a href=\"/index.html\">Valley Courier</a></div>",
          "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        { NULL, "<h1><a href=\"../index.html\">courier.example</a></h1>",
          "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        { "Valley Courier", "<h2>Valley Courier</h2>",
          "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        /* a heading in a logo or a front-page link */
        { NULL, "<div class=\"logo\"><h1>Valley Courier</h1></div>",
          "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        { NULL, "<a href=\"/\"><h1>Valley Courier</h1></a>",
          "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        /* text for screen readers only: the menu's name */
        { NULL, "<h1 class=\"assistive-text\">Menu</h1>",
          "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        { NULL, "<nav><h2><span class=\"sr-only\">Main navigation</span>"
          "</h2></nav>", "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        { NULL, "<div class=\"u-visually-hidden\"><h2>Search form</h2></div>",
          "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        /* the text's element and its three nearest ancestors */
        { NULL, "<div class=\"sr-only\"><div><h2><span>Search form"
          "</span></h2></div></div>",
          "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },
        /* or for nobody */
        { NULL, "<h2 class=\"nav hide\">Valley Courier News Service</h2>",
          "<h1>Water plant opens two years late</h1>",
          "Water plant opens two years late" },

        /* not the site's */
        { NULL, "", "<h1><a href=\"./\">Water plant opens two years late"
          "</a></h1>", "Water plant opens two years late" },
        { NULL, "", "<h1><a href=\"index.html\">Water plant opens two years "
          "late</a></h1>", "Water plant opens two years late" },
        { NULL, "", "<h1><a href=\"/posts/x/?ref=https://t.co\">Water plant "
          "opens two years late</a></h1>",
          "Water plant opens two years late" },
        { NULL, "", "<h1 class=\"headline headline--branded\">Water plant "
          "opens two years late</h1>", "Water plant opens two years late" },
        { NULL, "", "<h1 class=\"catalogo\">Water plant opens two years "
          "late</h1>", "Water plant opens two years late" },
        { NULL, "", "<h1 class=\"assistant-editor-pick\">Water plant opens "
          "two years late</h1>", "Water plant opens two years late" },
        { NULL, "", "<h1 class=\"hide-on-print hidden-xs\">Water plant "
          "opens two years late</h1>", "Water plant opens two years late" },
        /* hidden on phones only: shown from a breakpoint on */
        { NULL, "", "<div class=\"hidden md:block\"><h1>Water plant opens "
          "two years late</h1></div>", "Water plant opens two years late" },
        { NULL, "", "<h1 class=\"sr-only lg:not-sr-only\">Water plant "
          "opens two years late</h1>", "Water plant opens two years late" },
        /* only a heading's own wrapper: a story's block may be a brand's */
        { NULL, "", "<div class=\"brand\"><div><h1>Water plant opens two "
          "years late</h1></div></div>", "Water plant opens two years late" },
    };

    static const struct {
        const char  *title;
        const char  *nav;
        const char  *want;
    } sections[] = {
        { "Water plant opens two years late | Waterfront | The Valley "
          "Courier of Millbrook", "<a href=\"/waterfront\">Waterfront</a>",
          "Water plant opens two years late" },
        /* a later part the page links nowhere is a headline */
        { "Water plant opens two years late | Waterfront | The Valley "
          "Courier of Millbrook", "", "Waterfront" },
        { "The Valley Courier of Millbrook | Waterfront | Water plant "
          "opens two years late", "<a href=\"/waterfront\">Waterfront</a>",
          "Waterfront" },
        { "Water plant | Waterfront | The Valley Courier of Millbrook",
          "<a href=\"/waterfront\">Waterfront</a>", "Waterfront" },
    };

    static const struct {
        const char  *url;
        const char  *want;
    } hosts[] = {
        { "https://www.valley-courier.example/news/water-plant",
          "Water plant opens two years late" },
        { "https://valleycourier.example/water-plant",
          "Water plant opens two years late" },
        /* a name the host does not spell is no site's to tell */
        { "https://www.courier.example/news/water-plant", "Valley Courier" },
        { NULL, "Valley Courier" },
    };

    (void) state;

    model = constant_model_load(dir, 5);

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.now = NOW;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        len = (size_t) snprintf(page, sizeof(page),
                  "<html lang=\"en\"><head><title>Courier</title>"
                  "<meta property=\"og:site_name\" content=\"%s\"></head>"
                  "<body><header>%s</header>%s%s</body></html>",
                  cases[k].site_name ? cases[k].site_name : "",
                  cases[k].header, cases[k].h1, ARTICLE_P);

        res = nseg_process(model, page, len, &opts);
        assert_non_null(res);
        assert_status(res, NSEG_STATUS_OK);

        if (strcmp(res->title_source, "node") != 0
            || strcmp(res->title, cases[k].title) != 0)
        {
            fail_msg("case %zu: %s \"%s\"", k, res->title_source,
                     res->title);
        }

        nseg_result_free(res);
    }

    /*
     * A section's name in a heading above the story, a later part of
     * <title> than the headline that the menu links: the next node.
     * Not when the page links it nowhere, nor when <title> opens with
     * the site, nor when its first part is about as short.
     */
    for (k = 0; k < sizeof(sections) / sizeof(sections[0]); k++) {
        len = (size_t) snprintf(page, sizeof(page),
                  "<html lang=\"en\"><head><title>%s</title>"
                  "<meta property=\"og:site_name\" content=\"The Valley "
                  "Courier of Millbrook\"></head><body><header>"
                  "<nav>%s</nav><h1>Waterfront</h1></header>"
                  "<div>Water plant opens two years late</div>%s"
                  "</body></html>", sections[k].title, sections[k].nav,
                  ARTICLE_P);

        res = nseg_process(model, page, len, &opts);
        assert_non_null(res);
        assert_status(res, NSEG_STATUS_OK);

        if (strcmp(res->title, sections[k].want) != 0) {
            fail_msg("section %zu: %s \"%s\"", k, res->title_source,
                     res->title);
        }

        nseg_result_free(res);
    }

    /* the name in the header spells the host's: "Valley Courier" */
    for (k = 0; k < sizeof(hosts) / sizeof(hosts[0]); k++) {
        opts.base_url = hosts[k].url;

        len = (size_t) snprintf(page, sizeof(page),
                  "<html lang=\"en\"><head><title>Courier</title></head>"
                  "<body><header><div class=\"top\"><i>Valley Courier</i>"
                  "</div></header><h1>Water plant opens two years late</h1>"
                  "%s</body></html>", ARTICLE_P);

        res = nseg_process(model, page, len, &opts);
        assert_non_null(res);
        assert_status(res, NSEG_STATUS_OK);

        if (strcmp(res->title, hosts[k].want) != 0) {
            fail_msg("host %zu: %s \"%s\"", k, res->title_source,
                     res->title);
        }

        nseg_result_free(res);
    }

    /* unless <title> gives it as the headline too: a story on the site */
    opts.base_url = "https://www.valley-courier.example/about";

    len = (size_t) snprintf(page, sizeof(page),
              "<html lang=\"en\"><head><title>Valley Courier - Valley "
              "Courier</title></head><body><h1>Valley Courier</h1>%s"
              "</body></html>", ARTICLE_P);

    res = nseg_process(model, page, len, &opts);
    assert_non_null(res);
    assert_status(res, NSEG_STATUS_OK);
    assert_string_equal(res->title_source, "node");
    assert_string_equal(res->title, "Valley Courier");
    nseg_result_free(res);

    opts.base_url = NULL;

    constant_model_free(dir, model);
}


/* golden pages */

static char *
read_file(const char *path, size_t *len)
{
    long   size;
    char  *data;
    FILE  *fp;

    fp = fopen(path, "rb");
    if (fp == NULL) {
        return NULL;
    }

    if (fseek(fp, 0, SEEK_END) != 0 || (size = ftell(fp)) < 0
        || fseek(fp, 0, SEEK_SET) != 0)
    {
        fclose(fp);
        return NULL;
    }

    data = malloc((size_t) size + 1);
    if (data == NULL
        || fread(data, 1, (size_t) size, fp) != (size_t) size)
    {
        free(data);
        fclose(fp);
        return NULL;
    }

    data[size] = '\0';
    *len = (size_t) size;
    fclose(fp);

    return data;
}


/* white space runs as one ' ', in place */
static void
squeeze(char *s)
{
    char  *p, *q;
    int    space;

    space = 1;

    for (p = s, q = s; *p; p++) {
        if (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r') {
            if (!space) {
                *q++ = ' ';
            }
            space = 1;
            continue;
        }

        *q++ = *p;
        space = 0;
    }

    *q = '\0';
}


typedef struct {
    char                      *field[6];
} gold_row_t;


static void
test_golden_pages(void **state)
{
    int              ok_body, ok_boiler, ok_title, ok_date;
    char             path[1024], *tsv, *line, *save, *tab, *data, *text;
    size_t           len, k;
    unsigned         pages, passed, titles, dates;
    gold_row_t       row;
    nseg_result_t   *res;
    nseg_options_t   opts;

    snprintf(path, sizeof(path), "%s/gold.tsv", pages_dir);
    tsv = read_file(path, &len);
    if (tsv == NULL) {
        fail_msg("cannot read %s", path);
    }

    pages = 0;
    passed = 0;
    titles = 0;
    dates = 0;

    line = strtok_r(tsv, "\n", &save);     /* the header */
    assert_non_null(line);
    assert_true(strncmp(line, "file\ttitle\tdate\tbyline\tbody_sentence\t"
                        "boilerplate_sentence", 57) == 0);

    while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
        if (line[0] == '\0') {
            continue;
        }

        for (k = 0; k < 6; k++) {
            row.field[k] = line;
            tab = strchr(line, '\t');

            if (tab == NULL) {
                if (k != 5) {
                    fail_msg("gold.tsv: short row \"%s\"", row.field[0]);
                }
                break;
            }

            *tab = '\0';
            line = tab + 1;
        }

        snprintf(path, sizeof(path), "%s/%s", pages_dir, row.field[0]);
        data = read_file(path, &len);
        if (data == NULL) {
            fail_msg("cannot read %s", path);
        }

        memset(&opts, 0, sizeof(opts));
        opts.now = NOW;
        opts.base_url = "https://news.example/2024/article.html";

        res = run(data, len, &opts);
        free(data);

        pages++;

        squeeze(row.field[4]);
        squeeze(row.field[5]);

        text = NULL;
        if (res->body_text != NULL) {
            text = strdup(res->body_text);
            assert_non_null(text);
            squeeze(text);
        }

        ok_body = text != NULL && strstr(text, row.field[4]) != NULL;
        ok_boiler = text != NULL && strstr(text, row.field[5]) == NULL;
        ok_title = res->title != NULL
                   && strcmp(res->title, row.field[1]) == 0;
        ok_date = res->date != NULL
                  && strncmp(res->date, row.field[2], 10) == 0;

        passed += ok_body && ok_boiler;
        titles += ok_title;
        dates += ok_date;

        if (!ok_body || !ok_boiler) {
            print_message("gold miss: %s: status %s%s%s\n", row.field[0],
                          nseg_status_name(res->status),
                          ok_body ? "" : ", body sentence missing",
                          ok_boiler ? "" : ", boilerplate in the body");
        }

        if (!ok_title || !ok_date) {
            print_message("gold note: %s: title %s, date %s (want %s)\n",
                          row.field[0], ok_title ? "ok" : "differs",
                          res->date ? res->date : "null", row.field[2]);
        }

        free(text);
        nseg_result_free(res);
    }

    free(tsv);

    print_message("gold: %u/%u pages pass body and boilerplate; titles "
                  "exact %u, dates %u\n", passed, pages, titles, dates);

    assert_true(pages >= 20);

    if ((double) passed < GOLD_FLOOR * pages) {
        fail_msg("gold pass rate %u/%u under the floor %.2f", passed, pages,
                 GOLD_FLOOR);
    }
}


/* thread-safety smoke test */

#define THREADS                  4
#define THREAD_RUNS              5


typedef struct {
    const char                *data;
    size_t                     len;
    char                      *json[THREAD_RUNS];
} job_t;


/* the JSON without the timings, which end the object */
static char *
json_without_timing(const char *data, size_t len)
{
    char            *json, *cut;
    nseg_result_t   *res;
    nseg_options_t   opts;

    memset(&opts, 0, sizeof(opts));
    opts.now = NOW;
    opts.base_url = "https://news.example/a.html";

    res = nseg_process(NULL, data, len, &opts);
    if (res == NULL) {
        return NULL;
    }

    json = nseg_render_json(res, NULL);
    nseg_result_free(res);

    if (json != NULL) {
        cut = strstr(json, ",\"extract_ms\":");
        if (cut != NULL) {
            *cut = '\0';
        }
    }

    return json;
}


static void *
worker(void *arg)
{
    int     k;
    job_t  *job;

    job = arg;

    for (k = 0; k < THREAD_RUNS; k++) {
        job->json[k] = json_without_timing(job->data, job->len);
    }

    return NULL;
}


/*
 * A page whose metadata names no site takes its name from <title> when
 * the whole or an end part spells the host's name; any other part, or
 * the name of a subdomain, is no site's name
 */
static void
test_site_name_from_title(void **state)
{
    char             page[4096];
    size_t           k, len;
    nseg_result_t   *res;
    nseg_options_t   opts;

    static const struct {
        const char  *head;
        const char  *url;
        const char  *want;
    } cases[] = {
        { "<title>Towpath reopens | Millbrook Gazette</title>",
          "https://www.millbrookgazette.example/news/towpath",
          "Millbrook Gazette" },
        { "<title>The Valley Courier - Towpath reopens</title>",
          "https://valleycourier.co.uk/towpath", "The Valley Courier" },
        { "<title>Towpath reopens - Valley Courier</title>",
          "https://www.valley-courier.example/towpath", "Valley Courier" },
        /* the registered domain's label, not only the longest */
        { "<title>Towpath reopens | Ypart</title>",
          "https://bigdata.ypart.eu/towpath", "Ypart" },
        { "<title>Fair opens | Tyne</title>",
          "https://community-events.tyne.co.uk/fair", "Tyne" },
        /* a host written with the root's dot */
        { "<title>Towpath reopens | Ypart</title>",
          "https://bigdata.ypart.eu./towpath", "Ypart" },
        { "<title>Fair opens | Tyne</title>",
          "https://community-events.tyne.co.uk./fair", "Tyne" },
        /* an article the host keeps, with a hyphen or without */
        { "<title>Towpath reopens - The Valley Courier</title>",
          "https://www.thevalleycourier.example/towpath",
          "The Valley Courier" },
        { "<title>Towpath reopens - The Valley Courier</title>",
          "https://www.the-valley-courier.example/towpath",
          "The Valley Courier" },
        { "<title>Millbrook Gazette</title>",
          "https://millbrookgazette.example/towpath", "Millbrook Gazette" },
        /* metadata's name wins */
        { "<title>Towpath reopens | Millbrook Gazette</title>"
          "<meta property=\"og:site_name\" content=\"The Gazette\">",
          "https://millbrookgazette.example/towpath", "The Gazette" },
        /* ... an address is named by its host */
        { "<title>Towpath reopens</title><meta property=\"og:site_name\" "
          "content=\"https://www.millbrookgazette.example/\">",
          "https://millbrookgazette.example/towpath",
          "millbrookgazette.example" },
        { "<title>Towpath reopens</title><meta property=\"og:site_name\" "
          "content=\"http://gazette.example:8080\">", NULL,
          "gazette.example" },
        /* a middle part, a part that is more than the name, a subdomain */
        { "<title>Towpath reopens | Millbrook Gazette | Local news</title>",
          "https://millbrookgazette.example/towpath", NULL },
        { "<title>Towpath reopens | Millbrook Gazette Online</title>",
          "https://millbrookgazette.example/towpath", NULL },
        { "<title>Towpath reopens | News</title>",
          "https://news.millbrookgazette.example/towpath", NULL },
        { "<title>Fair opens | Community Events</title>",
          "https://community-events.tyne.co.uk/fair", "Community Events" },
        /* no URL to tell */
        { "<title>Towpath reopens | Millbrook Gazette</title>", NULL, NULL },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        memset(&opts, 0, sizeof(nseg_options_t));
        opts.now = NOW;
        opts.base_url = cases[k].url;

        len = (size_t) snprintf(page, sizeof(page),
                                "<html lang=\"en\"><head>%s</head><body>"
                                "<h1>Volunteers reopen the towpath</h1>"
                                ARTICLE_P "</body></html>", cases[k].head);
        assert_true(len < sizeof(page));

        res = run(page, len, &opts);

        if (cases[k].want == NULL ? res->site_name != NULL
            : res->site_name == NULL
              || strcmp(res->site_name, cases[k].want) != 0)
        {
            fail_msg("case %zu: site_name \"%s\", want \"%s\"", k,
                     res->site_name ? res->site_name : "(null)",
                     cases[k].want ? cases[k].want : "(null)");
        }

        nseg_result_free(res);
    }
}


static void
test_threads(void **state)
{
    int         t, k;
    char       *expect, path[1024], *data;
    size_t      len;
    job_t       jobs[THREADS];
    pthread_t   tid[THREADS];

    /* a page with everything: metadata, title, date, byline, body */
    snprintf(path, sizeof(path), "%s/en-council-budget.html", pages_dir);
    data = read_file(path, &len);
    if (data == NULL) {
        fail_msg("cannot read %s", path);
    }

    expect = json_without_timing(data, len);
    assert_non_null(expect);
    assert_non_null(strstr(expect, "\"status\":\"ok\""));

    for (t = 0; t < THREADS; t++) {
        memset(&jobs[t], 0, sizeof(job_t));
        jobs[t].data = data;
        jobs[t].len = len;
        assert_int_equal(pthread_create(&tid[t], NULL, worker, &jobs[t]), 0);
    }

    for (t = 0; t < THREADS; t++) {
        assert_int_equal(pthread_join(tid[t], NULL), 0);
    }

    for (t = 0; t < THREADS; t++) {
        for (k = 0; k < THREAD_RUNS; k++) {
            assert_non_null(jobs[t].json[k]);

            if (strcmp(jobs[t].json[k], expect) != 0) {
                fail_msg("thread %d run %d differs", t, k);
            }

            free(jobs[t].json[k]);
        }
    }

    free(expect);
    free(data);
}


static int
setup(void **state)
{
    return nseg_init() == NSEG_OK ? 0 : -1;
}


static const char *
find_pages(const char *argv0)
{
    char         *env, *slash;
    size_t        k;
    struct stat   st;
    static char   buf[1024];
    static const char  *rel[] = {
        "t/fixtures/pages", "../../t/fixtures/pages",
        "../../../t/fixtures/pages"
    };

    env = getenv("NSEG_PAGES");
    if (env != NULL) {
        return env;
    }

    for (k = 0; k < sizeof(rel) / sizeof(rel[0]); k++) {
        if (stat(rel[k], &st) == 0) {
            return rel[k];
        }
    }

    /* next to the binary: build/unit or build/san/unit */
    snprintf(buf, sizeof(buf), "%s", argv0);
    slash = strrchr(buf, '/');

    if (slash != NULL) {
        for (k = 0; k < 2; k++) {
            snprintf(slash + 1, sizeof(buf) - (size_t) (slash + 1 - buf),
                     "%s/t/fixtures/pages", k ? "../../.." : "../..");
            if (stat(buf, &st) == 0) {
                return buf;
            }
        }
    }

    return "t/fixtures/pages";
}


int
main(int argc, char **argv)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_empty_input),
        cmocka_unit_test(test_deep_nesting),
        cmocka_unit_test(test_huge_text_node),
        cmocka_unit_test(test_dates_in_one_block),
        cmocka_unit_test(test_nul_bytes),
        cmocka_unit_test(test_invalid_utf8),
        cmocka_unit_test(test_not_html),
        cmocka_unit_test(test_now_out_of_range),
        cmocka_unit_test(test_max_bytes),
        cmocka_unit_test(test_date_evidence),
        cmocka_unit_test(test_date_moment_from_metadata),
        cmocka_unit_test(test_date_text_follows_date),
        cmocka_unit_test(test_date_order_from_metadata),
        cmocka_unit_test(test_date_order_from_page),
        cmocka_unit_test(test_date_url_next_day),
        cmocka_unit_test(test_date_modified_not_before),
        cmocka_unit_test(test_date_unread_not_date_like),
        cmocka_unit_test(test_date_label_left),
        cmocka_unit_test(test_dateline_other_digits),
        cmocka_unit_test(test_title_pieces),
        cmocka_unit_test(test_title_kicker_by_metadata),
        cmocka_unit_test(test_title_heading_fallback),
        cmocka_unit_test(test_title_subtree_model),
        cmocka_unit_test(test_title_visual_model),
        cmocka_unit_test(test_forum_first_post),
        cmocka_unit_test(test_title_menu_page),
        cmocka_unit_test(test_title_ruby),
        cmocka_unit_test(test_title_logo_rejected),
        cmocka_unit_test(test_article),
        cmocka_unit_test(test_http_language),
        cmocka_unit_test(test_byline_line),
        cmocka_unit_test(test_byline_credits),
        cmocka_unit_test(test_byline_colon_label),
        cmocka_unit_test(test_byline_at_end),
        cmocka_unit_test(test_byline_past_end),
        cmocka_unit_test(test_byline_date_line),
        cmocka_unit_test(test_byline_no_name),
        cmocka_unit_test(test_byline_site_account),
        cmocka_unit_test(test_author_bio),
        cmocka_unit_test(test_pitch_box),
        cmocka_unit_test(test_byline_over_organization),
        cmocka_unit_test(test_byline_author_link),
        cmocka_unit_test(test_byline_caption),
        cmocka_unit_test(test_byline_block_lede),
        cmocka_unit_test(test_byline_copy_in_body),
        cmocka_unit_test(test_title_byline_in_heading),
        cmocka_unit_test(test_shown_modified),
        cmocka_unit_test(test_byline_field),
        cmocka_unit_test(test_noframes),
        cmocka_unit_test(test_shadow_root_and_stream),
        cmocka_unit_test(test_accordion_panels),
        cmocka_unit_test(test_title_no_word),
        cmocka_unit_test(test_title_line_marks),
        cmocka_unit_test(test_lang_guessed),
        cmocka_unit_test(test_caption_text),
        cmocka_unit_test(test_ad_labels),
        cmocka_unit_test(test_donate_block),
        cmocka_unit_test(test_error_report_note),
        cmocka_unit_test(test_paid_part_by_metadata),
        cmocka_unit_test(test_amp_components),
        cmocka_unit_test(test_orphan_heading),
        cmocka_unit_test(test_title_copy),
        cmocka_unit_test(test_title_generic),
        cmocka_unit_test(test_head_date_lines),
        cmocka_unit_test(test_head_rules_keep),
        cmocka_unit_test(test_byline_in_page_form),
        cmocka_unit_test(test_pull_quote),
        cmocka_unit_test(test_hidden_copy),
        cmocka_unit_test(test_byline_box),
        cmocka_unit_test(test_ai_summary),
        cmocka_unit_test(test_tail_copyright),
        cmocka_unit_test(test_channel_promo),
        cmocka_unit_test(test_tail_notes_more),
        cmocka_unit_test(test_dateline_paragraph),
        cmocka_unit_test(test_aria_hidden),
        cmocka_unit_test(test_control_boxes),
        cmocka_unit_test(test_noscript_template),
        cmocka_unit_test(test_standfirst),
        cmocka_unit_test(test_title_after_content),
        cmocka_unit_test(test_body_from_metadata),
        cmocka_unit_test(test_meta_title_shown),
        cmocka_unit_test(test_noscript_shell),
        cmocka_unit_test(test_golden_pages),
        cmocka_unit_test(test_site_name_from_title),
        cmocka_unit_test(test_threads),
    };

    pages_dir = find_pages(argv[0]);

    return cmocka_run_group_tests(tests, setup, NULL);
}
