
/*
 * test_metrics.c - the evaluation metrics on hand-computed cases.
 *
 * cli/metrics.c is compiled in directly: the unit-test rule links only
 * the core library.
 */


#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../../cli/metrics.c"


#define EPS  1e-9


static void
match(const char *gold, const char *pred, size_t n, int fold, size_t tp,
    size_t fp, size_t fn)
{
    nseg_match_t  m;

    assert_int_equal(nseg_metric_shingles(gold, pred, n, fold, &m), 0);
    assert_int_equal(m.tp, tp);
    assert_int_equal(m.fp, fp);
    assert_int_equal(m.fn, fn);
}


static void
test_shingles_basic(void **state)
{
    /* gold: abcd, bcde; pred: abcd */
    match("a b c d e", "a b c d", 4, 0, 1, 0, 1);
    match("a b c d", "a b c d e", 4, 0, 1, 1, 0);

    /* punctuation and layout are not tokens */
    match("One two, three.\nFour five", "one two three four five", 4, 0,
          0, 2, 2);
    match("One two, three.\nFour five", "One -- two three (Four) five", 4,
          0, 2, 0, 0);
}


static void
test_shingles_multiset(void **state)
{
    /* gold shingles: xyzw twice, yzwx, zwxy, wxyz */
    match("x y z w x y z w", "x y z w", 4, 0, 1, 0, 4);
    match("x y z w x y z w", "x y z w q x y z w", 4, 0, 2, 4, 3);
    match("x y z w x y z w", "x y z w. X y z w", 4, 0, 1, 4, 4);
    match("x y z w x y z w", "x y z w. x y z w", 4, 0, 5, 0, 0);

    /* bag of words counts repeats */
    match("the the cat", "the cat", 1, 0, 2, 0, 1);
    match("the cat", "the the the cat", 1, 0, 2, 2, 0);
}


static void
test_shingles_short_and_empty(void **state)
{
    /* fewer than 4 tokens: one shingle of all of them */
    match("hello world", "hello, world!", 4, 0, 1, 0, 0);
    match("hello world", "world hello", 4, 0, 0, 1, 1);
    match("", "", 4, 0, 0, 0, 0);
    match("a b c d e", "", 4, 0, 0, 0, 2);
    match("a b c d e", NULL, 4, 0, 0, 0, 2);
    match("", "a b c d e", 4, 0, 0, 2, 0);
    match(" ... ", "--", 4, 0, 0, 0, 0);
}


static void
test_shingles_unicode_and_case(void **state)
{
    /* accented letters are word characters, the en dash is not */
    match("naïve–café", "naïve café", 4, 0, 1, 0, 0);
    match("naïve", "na ve", 1, 0, 0, 2, 1);
    match("Ação é boa hoje", "Ação é boa hoje", 4, 0, 1, 0, 0);
    match("東京 2024", "東京 2024", 1, 0, 2, 0, 0);

    /* case: kept by the body metric, folded for titles */
    match("Hello World", "hello world", 4, 0, 0, 1, 1);
    match("Hello World", "hello world", 4, 1, 1, 0, 0);
    match("ΑΘΗΝΑ Ölçü", "αθηνα ölçü", 1, 1, 2, 0, 0);
    match("ŁÓDŹ", "łódź", 1, 1, 1, 0, 0);

    /* an invalid byte separates tokens and is no error */
    match("abc\xff" "def", "abc def", 1, 0, 2, 0, 0);
}


static void
test_pr_and_average(void **state)
{
    double        p, r, f1;
    nseg_avg_t    a;
    nseg_match_t  m;

    m.tp = 1; m.fp = 0; m.fn = 1;
    nseg_metric_pr(&m, &p, &r);
    assert_float_equal(p, 1.0, EPS);
    assert_float_equal(r, 0.5, EPS);

    m.tp = 0; m.fp = 0; m.fn = 0;
    nseg_metric_pr(&m, &p, &r);
    assert_float_equal(p, 1.0, EPS);
    assert_float_equal(r, 1.0, EPS);

    /* empty prediction of a non-empty gold: precision 0 too */
    m.tp = 0; m.fp = 0; m.fn = 7;
    nseg_metric_pr(&m, &p, &r);
    assert_float_equal(p, 0.0, EPS);
    assert_float_equal(r, 0.0, EPS);

    memset(&a, 0, sizeof(a));
    nseg_avg_get(&a, &p, &r, &f1);
    assert_float_equal(f1, 0.0, EPS);

    m.tp = 3; m.fp = 1; m.fn = 0;
    nseg_avg_add(&a, &m);          /* 0.75, 1 */
    m.tp = 1; m.fp = 1; m.fn = 3;
    nseg_avg_add(&a, &m);          /* 0.5, 0.25 */
    nseg_avg_get(&a, &p, &r, &f1);
    assert_int_equal(a.pages, 2);
    assert_float_equal(p, 0.625, EPS);
    assert_float_equal(r, 0.625, EPS);
    assert_float_equal(f1, 0.625, EPS);

    m.tp = 0; m.fp = 2; m.fn = 2;
    nseg_avg_add(&a, &m);          /* 0, 0 */
    nseg_avg_get(&a, &p, &r, &f1);
    assert_float_equal(p, 1.25 / 3, EPS);
    assert_float_equal(r, 1.25 / 3, EPS);

    m.tp = 0; m.fp = 0; m.fn = 0;
    nseg_avg_add(&a, &m);          /* 1, 1 */
    nseg_avg_get(&a, &p, &r, &f1);
    assert_float_equal(p, 2.25 / 4, EPS);

    /* F1 of the averages, not the average of F1 */
    memset(&a, 0, sizeof(a));
    m.tp = 1; m.fp = 0; m.fn = 1;
    nseg_avg_add(&a, &m);          /* 1, 0.5 */
    m.tp = 0; m.fp = 1; m.fn = 1;
    nseg_avg_add(&a, &m);          /* 0, 0 */
    nseg_avg_get(&a, &p, &r, &f1);
    assert_float_equal(p, 0.5, EPS);
    assert_float_equal(r, 0.25, EPS);
    assert_float_equal(f1, 1.0 / 3, EPS);

    assert_float_equal(nseg_metric_f1(0.0, 0.0), 0.0, EPS);
}


static void
test_title_bow(void **state)
{
    double        p, r;
    nseg_match_t  m;

    assert_int_equal(nseg_metric_shingles("The Big Story",
                                          "the big story - Site", 1, 1, &m),
                     0);
    nseg_metric_pr(&m, &p, &r);
    assert_float_equal(p, 0.75, EPS);
    assert_float_equal(r, 1.0, EPS);
}


static void
test_snippets(void **state)
{
    double             p, r, f1;
    nseg_snippets_t    s;
    const char *const  with[] = { "Hello world", "the  body", "missing" };
    const char *const  without[] = { "This is the", "footer" };

    memset(&s, 0, sizeof(s));

    assert_int_equal(nseg_metric_snippets("Hello   world.\nThis is\xc2\xa0"
                                          "the body.", with, 3, without, 2,
                                          &s),
                     0);
    assert_int_equal(s.tp, 2);
    assert_int_equal(s.fn, 1);
    assert_int_equal(s.fp, 1);
    assert_int_equal(s.tn, 1);

    nseg_snippets_get(&s, &p, &r, &f1);
    assert_float_equal(p, 2.0 / 3, EPS);
    assert_float_equal(r, 2.0 / 3, EPS);

    /* soft hyphens in the gold snippet or in the text do not count */
    {
        nseg_snippets_t    t;
        const char *const  shy[] = { "Welt\xc2\xad" "ern\xc3\xa4hrung" };

        memset(&t, 0, sizeof(t));
        assert_int_equal(nseg_metric_snippets("das Welternährungs"
                                              "programm", shy, 1, NULL, 0,
                                              &t), 0);
        assert_int_equal(t.tp, 1);
    }

    /* canonically equivalent: a gold's U+09DC against the page's U+09A1
       U+09BC */
    {
        nseg_snippets_t    t;
        const char *const  nfc[] = { "\xe0\xa6\xac\xe0\xa6\xbe\xe0\xa7"
                                     "\x9c\xe0\xa6\xbf" };

        memset(&t, 0, sizeof(t));
        assert_int_equal(nseg_metric_snippets("x \xe0\xa6\xac\xe0\xa6\xbe"
                                              "\xe0\xa6\xa1\xe0\xa6\xbc"
                                              "\xe0\xa6\xbf y", nfc, 1,
                                              NULL, 0, &t), 0);
        assert_int_equal(t.tp, 1);
    }
    assert_float_equal(f1, 2.0 / 3, EPS);

    /* a failed extraction finds nothing; counts add up over pages */
    assert_int_equal(nseg_metric_snippets(NULL, with, 3, without, 2, &s),
                     0);
    assert_int_equal(s.tp, 2);
    assert_int_equal(s.fn, 4);
    assert_int_equal(s.fp, 1);
    assert_int_equal(s.tn, 3);

    nseg_snippets_get(&s, &p, &r, &f1);
    assert_float_equal(p, 2.0 / 3, EPS);
    assert_float_equal(r, 2.0 / 6, EPS);
    assert_float_equal(f1, 4.0 / 9, EPS);

    memset(&s, 0, sizeof(s));
    nseg_snippets_get(&s, &p, &r, &f1);
    assert_float_equal(f1, 0.0, EPS);
}


static void
test_normalisation(void **state)
{
    char  *s;

    s = nseg_metric_norm_ws("  a \t b\n\xe2\x80\x83 c  ");
    assert_string_equal(s, "a b c");
    free(s);

    s = nseg_metric_norm_ws("a\xff  b");
    assert_string_equal(s, "a\xff b");
    free(s);

    s = nseg_metric_norm_title("\xe2\x80\x9cQuoted\xe2\x80\x9d  Title "
                               "\xe2\x80\x93 It\xe2\x80\x99s "
                               "\xc3\x89T\xc3\x89");
    assert_string_equal(s, "\"quoted\" title - it's \xc3\xa9t\xc3\xa9");
    free(s);
}


static void
test_title_exact(void **state)
{
    assert_int_equal(nseg_metric_title_exact("\xe2\x80\x9cQuoted\xe2\x80\x9d"
                                              "  Title \xe2\x80\x93 Site",
                                              " \"quoted\" title - site"),
                     1);
    /* canonically equivalent: precomposed U+09DC against U+09A1 U+09BC */
    assert_int_equal(nseg_metric_title_exact("\xe0\xa6\xac\xe0\xa6\xbe"
                                              "\xe0\xa7\x9c\xe0\xa6\xbf",
                                              "\xe0\xa6\xac\xe0\xa6\xbe"
                                              "\xe0\xa6\xa1\xe0\xa6\xbc"
                                              "\xe0\xa6\xbf"),
                     1);
    assert_true(nseg_metric_bow_f1("\xe0\xa6\xac\xe0\xa6\xbe"
                                   "\xe0\xa7\x9c\xe0\xa6\xbf x",
                                   "\xe0\xa6\xac\xe0\xa6\xbe"
                                   "\xe0\xa6\xa1\xe0\xa6\xbc"
                                   "\xe0\xa6\xbf x") > 0.99);

    /* not UTF-8: compared as it is */
    assert_int_equal(nseg_metric_title_exact("caf\xe9", "caf\xe9"), 1);
    assert_int_equal(nseg_metric_title_exact("caf\xe9", "caf\xe8"), 0);

    /* a soft hyphen is a hint, not text, on either side */
    assert_int_equal(nseg_metric_title_exact("Deutsch\xc2\xadland hilft",
                                              "Deutschland hilft"), 1);
    assert_true(nseg_metric_bow_f1("Deutsch\xc2\xadland hilft",
                                   "Deutschland hilft") > 0.99);

    assert_int_equal(nseg_metric_title_exact("Title", "Title 2"), 0);
    assert_int_equal(nseg_metric_title_exact("Title", NULL), 0);
    assert_int_equal(nseg_metric_title_exact("", " "), 0);
}


static void
test_byline(void **state)
{
    int           exact;
    double        p, r;
    nseg_match_t  m;

    /* Readability's "By " is not counted; case and spacing are not */
    assert_int_equal(nseg_metric_byline("By\n\t\tScott Cunningham",
                                        "scott  cunningham", &m, &exact), 0);
    assert_int_equal(exact, 1);
    nseg_metric_pr(&m, &p, &r);
    assert_true(p > 0.99 && r > 0.99);

    /* one of two names: half the recall, not exact */
    assert_int_equal(nseg_metric_byline("Lars Fischer und Alina Schadwinkel",
                                        "Lars Fischer", &m, &exact), 0);
    assert_int_equal(exact, 0);
    nseg_metric_pr(&m, &p, &r);
    assert_true(p > 0.99 && r > 0.39 && r < 0.41);

    /* no byline found: nothing right */
    assert_int_equal(nseg_metric_byline("Jane Roe", NULL, &m, &exact), 0);
    assert_int_equal(exact, 0);
    assert_int_equal(m.tp, 0);
    assert_int_equal(m.fn, 2);

    /* a list of names, whatever joins them; not another list */
    assert_int_equal(nseg_metric_byline("Sarah Hinger; Sylvia Torres",
                                        "Sarah Hinger, Sylvia Torres", &m,
                                        &exact), 0);
    assert_int_equal(exact, 1);
    assert_int_equal(nseg_metric_byline("Lars Fischer und Alina Schadwinkel",
                                        "Lars Fischer, Alina Schadwinkel",
                                        &m, &exact), 0);
    assert_int_equal(exact, 1);
    assert_int_equal(nseg_metric_byline("Ann Lee & Bo Li;Cy Young",
                                        "Ann Lee, Bo Li, Cy Young", &m,
                                        &exact), 0);
    assert_int_equal(exact, 1);
    assert_int_equal(nseg_metric_byline("Sarah Hinger; Sylvia Torres",
                                        "Sylvia Torres, Sarah Hinger", &m,
                                        &exact), 0);
    assert_int_equal(exact, 0);
    assert_int_equal(nseg_metric_byline("Sarah Hinger; Sylvia Torres",
                                        "Sarah Hinger Sylvia Torres", &m,
                                        &exact), 0);
    assert_int_equal(exact, 0);

    /* "by" inside a name stays */
    assert_int_equal(nseg_metric_byline("Bobby Byers", "Bobby Byers", &m,
                                        &exact), 0);
    assert_int_equal(exact, 1);
}


static void
test_lang(void **state)
{
    assert_int_equal(nseg_metric_lang("de", "de-AT"), 1);
    assert_int_equal(nseg_metric_lang("zh_CN", "ZH"), 1);
    assert_int_equal(nseg_metric_lang("de", "da"), 0);
    assert_int_equal(nseg_metric_lang("en", "eng"), 0);
    assert_int_equal(nseg_metric_lang("en", NULL), -1);
    assert_int_equal(nseg_metric_lang("", ""), 0);
}


static void
test_date_day(void **state)
{
    assert_int_equal(nseg_metric_date_day("2024-03-14",
                                          "2024-03-14T10:00:00+01:00"), 1);
    assert_int_equal(nseg_metric_date_day("2024-03-14", "2024-03-15"), 0);
    assert_int_equal(nseg_metric_date_day("2024-03-14", "2024-03"), -1);
    assert_int_equal(nseg_metric_date_day("2024-03-14", NULL), -1);
}


static void
test_prefix(void **state)
{
    const char  *text = " The  start of\nthe body and more";

    assert_int_equal(nseg_metric_prefix(text, "The start of the body"), 1);
    assert_int_equal(nseg_metric_prefix(text, "start of"), 0);
    assert_int_equal(nseg_metric_prefix(NULL, "The"), 0);
    assert_int_equal(nseg_metric_prefix("The", "The start"), 0);
}


static void
test_quantile(void **state)
{
    double  v[] = { 5, 1, 3, 2, 4 };
    double  w[] = { 2, 1 };

    assert_float_equal(nseg_metric_quantile(v, 5, 0.5), 3.0, EPS);
    assert_float_equal(nseg_metric_quantile(v, 5, 0.9), 4.6, EPS);
    assert_float_equal(nseg_metric_quantile(v, 5, 1.0), 5.0, EPS);
    assert_float_equal(nseg_metric_quantile(w, 2, 0.5), 1.5, EPS);
    assert_float_equal(nseg_metric_quantile(NULL, 0, 0.5), 0.0, EPS);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_shingles_basic),
        cmocka_unit_test(test_shingles_multiset),
        cmocka_unit_test(test_shingles_short_and_empty),
        cmocka_unit_test(test_shingles_unicode_and_case),
        cmocka_unit_test(test_pr_and_average),
        cmocka_unit_test(test_title_bow),
        cmocka_unit_test(test_snippets),
        cmocka_unit_test(test_normalisation),
        cmocka_unit_test(test_title_exact),
        cmocka_unit_test(test_byline),
        cmocka_unit_test(test_lang),
        cmocka_unit_test(test_date_day),
        cmocka_unit_test(test_prefix),
        cmocka_unit_test(test_quantile),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
