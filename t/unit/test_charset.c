
/*
 * test_charset.c - encoding detection order, conversion and repair.
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "newsseg.h"
#include "charset.h"


/* converts, checks the invariants every output must have, returns it */
static char *
conv(const char *data, size_t len, const char *http, const char **enc)
{
    char    *out;
    size_t   out_len;

    assert_int_equal(nseg_charset_to_utf8(data, len, http, &out, &out_len,
                                          enc),
                     NSEG_OK);
    assert_non_null(out);
    assert_int_equal(strlen(out), out_len);
    assert_true(nseg_utf8_check(out, out_len, NULL, NULL, NULL));

    return out;
}


static void
test_labels(void **state)
{
    assert_string_equal(nseg_charset_label("UTF8", 4), "utf-8");
    assert_string_equal(nseg_charset_label(" 'Latin1' ", 10),
                        "windows-1252");
    assert_string_equal(nseg_charset_label("us-ascii", 8), "windows-1252");
    assert_string_equal(nseg_charset_label("ISO-8859-1", 10),
                        "windows-1252");
    assert_string_equal(nseg_charset_label("iso-8859-9", 10),
                        "windows-1254");
    assert_string_equal(nseg_charset_label("x-sjis", 6), "shift_jis");
    assert_string_equal(nseg_charset_label("GB2312", 6), "gbk");
    assert_null(nseg_charset_label("utf-7", 5));
    assert_null(nseg_charset_label("x-user-defined", 14));
    assert_null(nseg_charset_label("iso-2022-kr", 11));
    assert_null(nseg_charset_label("", 0));
    assert_null(nseg_charset_label("utf-8 junk", 10));
}


static void
test_bom(void **state)
{
    char         *out;
    const char   *enc;
    static const char  u8[] = "\xef\xbb\xbf<p>caf\xc3\xa9</p>";
    static const char  le[] = "\xff\xfe<\0p\0>\0\xe9\0\x3d\xd8\x00\xde";
    static const char  be[] = "\xfe\xff\0<\0p\0>\x20\xac";

    /* the BOM beats an HTTP label and a <meta> */
    out = conv(u8, sizeof(u8) - 1, "iso-8859-1", &enc);
    assert_string_equal(enc, "utf-8");
    assert_string_equal(out, "<p>caf\xc3\xa9</p>");
    free(out);

    /* U+D83D U+DE00 is a surrogate pair: U+1F600 */
    out = conv(le, sizeof(le) - 1, NULL, &enc);
    assert_string_equal(enc, "utf-16le");
    assert_string_equal(out, "<p>\xc3\xa9\xf0\x9f\x98\x80");
    free(out);

    out = conv(be, sizeof(be) - 1, "windows-1251", &enc);
    assert_string_equal(enc, "utf-16be");
    assert_string_equal(out, "<p>\xe2\x82\xac");
    free(out);
}


static void
test_utf16_damage(void **state)
{
    char         *out;
    const char   *enc;
    /* a lone low surrogate, a lone high one, NUL, an odd last byte */
    static const char  le[] = "\xff\xfe" "a\0\x00\xdc" "b\0\x00\xd8"
                              "c\0\0\0" "d";

    out = conv(le, sizeof(le) - 1, NULL, &enc);
    assert_string_equal(enc, "utf-16le");
    assert_string_equal(out, "a\xef\xbf\xbd" "b\xef\xbf\xbd"
                             "c\xef\xbf\xbd" "\xef\xbf\xbd");
    free(out);
}


static void
test_http_wins_over_meta(void **state)
{
    char         *out;
    const char   *enc;
    static const char  page[] =
        "<html><head><meta charset=\"utf-8\"></head><p>caf\xe9\x80";

    out = conv(page, sizeof(page) - 1, "ISO-8859-1", &enc);
    assert_string_equal(enc, "windows-1252");
    assert_non_null(strstr(out, "caf\xc3\xa9\xe2\x82\xac"));
    free(out);

    /* a whole Content-Type value works as a hint too */
    out = conv(page, sizeof(page) - 1, "text/html; charset=\"latin1\"",
               &enc);
    assert_string_equal(enc, "windows-1252");
    free(out);

    /* an unknown HTTP label falls through to the <meta> */
    out = conv(page, sizeof(page) - 1, "x-bogus", &enc);
    assert_string_equal(enc, "utf-8");
    /* "\xe9\x80" at the end is one truncated sequence */
    assert_string_equal(out + strlen(out) - 6, "caf\xef\xbf\xbd");
    free(out);
}


static void
test_meta_forms(void **state)
{
    size_t              bom;
    const char          *enc;
    nseg_charset_src_e   src;
    static const char    p1[] = "<meta charset=windows-1251><p>\xcf\xf0";
    static const char    p2[] =
        "<!doctype html><html><head>"
        "<META HTTP-EQUIV='Content-Type' "
        "CONTENT='text/html; charset=ISO-8859-2'>";
    static const char    p3[] =
        "<meta content=\"text/html; charset=koi8-r\" "
        "http-equiv=\"content-type\">";
    static const char    p4[] =
        "<meta content=\"text/html; charset=koi8-r\">";
    static const char    p5[] =
        "<!-- <meta charset=koi8-r> --><meta charset=iso-8859-5>";
    static const char    p6[] =
        "<div title=\"<meta charset=koi8-r>\"></div>"
        "<meta/charset=\"euc-jp\">";
    static const char    p7[] = "<meta charset=utf-16le>";
    static const char    p8[] =
        "<meta charset=nonsense><meta charset=koi8-u>";
    static const char    p9[] = "<!--><meta charset=koi8-u>";

    enc = nseg_charset_detect(p1, sizeof(p1) - 1, NULL, &bom, &src);
    assert_string_equal(enc, "windows-1251");
    assert_int_equal(src, NSEG_CHARSET_SRC_META);
    assert_int_equal(bom, 0);

    enc = nseg_charset_detect(p2, sizeof(p2) - 1, NULL, &bom, &src);
    assert_string_equal(enc, "iso-8859-2");

    enc = nseg_charset_detect(p3, sizeof(p3) - 1, NULL, &bom, &src);
    assert_string_equal(enc, "koi8-r");

    /* content= without http-equiv does not count */
    enc = nseg_charset_detect(p4, sizeof(p4) - 1, NULL, &bom, &src);
    assert_string_equal(enc, "utf-8");
    assert_int_equal(src, NSEG_CHARSET_SRC_SNIFF);

    /* commented out */
    enc = nseg_charset_detect(p5, sizeof(p5) - 1, NULL, &bom, &src);
    assert_string_equal(enc, "iso-8859-5");

    /* inside a quoted attribute of another tag */
    enc = nseg_charset_detect(p6, sizeof(p6) - 1, NULL, &bom, &src);
    assert_string_equal(enc, "euc-jp");

    /* a meta that says UTF-16 means UTF-8 */
    enc = nseg_charset_detect(p7, sizeof(p7) - 1, NULL, &bom, &src);
    assert_string_equal(enc, "utf-8");
    assert_int_equal(src, NSEG_CHARSET_SRC_META);

    /* an unknown label is skipped, the next meta is used */
    enc = nseg_charset_detect(p8, sizeof(p8) - 1, NULL, &bom, &src);
    assert_string_equal(enc, "koi8-u");

    enc = nseg_charset_detect(p9, sizeof(p9) - 1, NULL, &bom, &src);
    assert_string_equal(enc, "koi8-u");
}


static void
test_meta_after_prescan_window(void **state)
{
    char                *page;
    size_t               bom, n;
    const char          *enc;
    nseg_charset_src_e   src;

    page = malloc(2048);
    assert_non_null(page);
    memset(page, ' ', 2048);
    memcpy(page + 1100, "<meta charset=koi8-r>", 21);
    page[1500] = (char) 0xe9;
    n = 2048;

    enc = nseg_charset_detect(page, n, NULL, &bom, &src);
    assert_string_equal(enc, "windows-1252");
    assert_int_equal(src, NSEG_CHARSET_SRC_SNIFF);

    /* a tag cut by the window does not count, one inside it does */
    memcpy(page + 1010, "<meta charset=koi8-r>", 21);
    enc = nseg_charset_detect(page, n, NULL, &bom, &src);
    assert_string_equal(enc, "windows-1252");
    memcpy(page + 990, "<meta charset=koi8-r>", 21);
    enc = nseg_charset_detect(page, n, NULL, &bom, &src);
    assert_string_equal(enc, "koi8-r");

    free(page);
}


static void
test_windows_1252_pages(void **state)
{
    char         *out;
    const char   *enc;
    static const char  page[] =
        "<p>\x93Quoted\x94 \x96 na\xefve \x80 5 \x85</p>";
    static const char  latin1[] =
        "<meta charset=iso-8859-1><p>\xa9 \x80 \x81</p>";

    out = conv(page, sizeof(page) - 1, NULL, &enc);
    assert_string_equal(enc, "windows-1252");
    assert_string_equal(out, "<p>\xe2\x80\x9cQuoted\xe2\x80\x9d \xe2\x80\x93"
                             " na\xc3\xafve \xe2\x82\xac 5 \xe2\x80\xa6</p>");
    free(out);

    /* iso-8859-1 is decoded as windows-1252, as browsers do */
    out = conv(latin1, sizeof(latin1) - 1, NULL, &enc);
    assert_string_equal(enc, "windows-1252");
    assert_non_null(strstr(out, "<p>\xc2\xa9 \xe2\x82\xac \xc2\x81</p>"));
    free(out);
}


static void
test_iconv_encodings(void **state)
{
    char         *out;
    const char   *enc;
    /* 日本語 in Shift_JIS and 中文 in GBK, declared in the page */
    static const char  sjis[] =
        "<meta charset=\"Shift_JIS\"><p>\x93\xfa\x96\x7b\x8c\xea</p>";
    static const char  gbk[] =
        "<meta http-equiv=content-type content='text/html;charset=gb2312'>"
        "<p>\xd6\xd0\xce\xc4</p>";
    /* Привет in windows-1251 via the HTTP label */
    static const char  cp1251[] = "<p>\xcf\xf0\xe8\xe2\xe5\xf2</p>";
    /* an invalid Shift_JIS lead byte pair and a truncated tail */
    static const char  bad[] = "\x93\xfa\x85\x20x\x93";

    out = conv(sjis, sizeof(sjis) - 1, NULL, &enc);
    assert_string_equal(enc, "shift_jis");
    assert_non_null(strstr(out,
        "<p>\xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e</p>"));
    free(out);

    out = conv(gbk, sizeof(gbk) - 1, NULL, &enc);
    assert_string_equal(enc, "gbk");
    assert_non_null(strstr(out, "<p>\xe4\xb8\xad\xe6\x96\x87</p>"));
    free(out);

    out = conv(cp1251, sizeof(cp1251) - 1, "windows-1251", &enc);
    assert_string_equal(enc, "windows-1251");
    assert_string_equal(out, "<p>\xd0\x9f\xd1\x80\xd0\xb8\xd0\xb2\xd0\xb5"
                             "\xd1\x82</p>");
    free(out);

    out = conv(bad, sizeof(bad) - 1, "sjis", &enc);
    assert_string_equal(enc, "shift_jis");
    assert_true(strncmp(out, "\xe6\x97\xa5", 3) == 0);
    assert_non_null(strstr(out, "\xef\xbf\xbd"));
    assert_string_equal(out + strlen(out) - 3, "\xef\xbf\xbd");
    free(out);
}


static void
test_invalid_utf8_repair(void **state)
{
    char         *out;
    size_t        invalid, multi;
    const char   *enc;
    static const char  bad[] = "a\xff" "b\xe2\x82" "c\xed\xa0\x80"
                               "d\xc0\xaf" "e\xf0\x9f\x98\x80" "f\xe2\x82";

    out = conv(bad, sizeof(bad) - 1, "utf-8", &enc);
    assert_string_equal(enc, "utf-8");
    /* maximal subparts: "\xe2\x82" is one U+FFFD, a surrogate three */
    assert_string_equal(out, "a\xef\xbf\xbd" "b\xef\xbf\xbd"
                             "c\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd"
                             "d\xef\xbf\xbd\xef\xbf\xbd"
                             "e\xf0\x9f\x98\x80" "f\xef\xbf\xbd");
    free(out);

    assert_false(nseg_utf8_check(bad, sizeof(bad) - 1, &invalid, &multi,
                                 NULL));
    assert_int_equal(invalid, 8);
    assert_int_equal(multi, 1);
}


static void
test_sniff_utf8_with_damage(void **state)
{
    char         *out;
    const char   *enc;
    static const char  page[] =
        "<p>caf\xc3\xa9 na\xc3\xafve r\xc3\xa9sum\xc3\xa9 \xc3\xa0 la "
        "cr\xc3\xa8me br\xc3\xbbl\xc3\xa9\xc3\xa9 \xc3\xa7" "a \xc3\xaatre "
        "\xe2\x80\x94 stray \xe9" " byte</p>";
    static const char  w1252[] = "<p>caf\xe9 na\xefve \xc3\xa9</p>";

    out = conv(page, sizeof(page) - 1, NULL, &enc);
    assert_string_equal(enc, "utf-8");
    assert_non_null(strstr(out, "stray \xef\xbf\xbd byte"));
    free(out);

    /* one accidental valid pair does not make a legacy page UTF-8 */
    out = conv(w1252, sizeof(w1252) - 1, NULL, &enc);
    assert_string_equal(enc, "windows-1252");
    assert_non_null(strstr(out, "caf\xc3\xa9 na\xc3\xafve \xc3\x83\xc2\xa9"));
    free(out);
}


static void
test_nul_bytes(void **state)
{
    char         *out;
    size_t        len;
    const char   *enc;
    static const char  u8[] = "<p>a\0b\xc3\xa9\0</p>";
    static const char  w[] = "<p>a\0b\xe9</p>";

    assert_int_equal(nseg_charset_to_utf8(u8, sizeof(u8) - 1, NULL, &out,
                                          &len, &enc),
                     NSEG_OK);
    assert_string_equal(enc, "utf-8");
    assert_int_equal(len, strlen(out));
    assert_string_equal(out, "<p>a\xef\xbf\xbd" "b\xc3\xa9\xef\xbf\xbd</p>");
    free(out);

    out = conv(w, sizeof(w) - 1, NULL, &enc);
    assert_string_equal(enc, "windows-1252");
    assert_string_equal(out, "<p>a\xef\xbf\xbd" "b\xc3\xa9</p>");
    free(out);

    /* through iconv as well */
    out = conv("a\0b", 3, "koi8-r", &enc);
    assert_string_equal(out, "a\xef\xbf\xbd" "b");
    free(out);
}


static void
test_empty(void **state)
{
    char         *out;
    size_t        len;
    const char   *enc;

    assert_int_equal(nseg_charset_to_utf8("", 0, NULL, &out, &len, &enc),
                     NSEG_OK);
    assert_non_null(out);
    assert_int_equal(len, 0);
    assert_string_equal(out, "");
    assert_string_equal(enc, "utf-8");
    free(out);

    assert_int_equal(nseg_charset_to_utf8(NULL, 0, "koi8-r", &out, &len,
                                          NULL),
                     NSEG_OK);
    assert_string_equal(out, "");
    free(out);

    /* a lone BOM */
    out = conv("\xef\xbb\xbf", 3, NULL, &enc);
    assert_string_equal(out, "");
    free(out);

    assert_int_equal(nseg_charset_convert("x", 1, "no-such", &out, &len),
                     NSEG_DECLINED);
    assert_null(out);
}


static void
test_fast_path_identity(void **state)
{
    char    *out, *page;
    size_t   i, n, len;

    n = 256 * 1024;
    page = malloc(n);
    assert_non_null(page);

    for (i = 0; i < n; i++) {
        page[i] = (char) ('a' + i % 26);
    }

    memcpy(page + 4097, "\xe2\x82\xac", 3);

    assert_int_equal(nseg_charset_to_utf8(page, n, NULL, &out, &len, NULL),
                     NSEG_OK);
    assert_int_equal(len, n);
    assert_memory_equal(out, page, n);
    assert_int_equal(out[n], '\0');

    free(out);
    free(page);
}


static void
test_binary(void **state)
{
    char    buf[1024];
    size_t  i;

    assert_true(nseg_charset_looks_binary("\x89PNG\r\n\x1a\n\0\0", 10));
    assert_true(nseg_charset_looks_binary("\x1f\x8b\x08\0\0\0", 6));
    assert_true(nseg_charset_looks_binary("%PDF-1.4\n", 9));
    assert_true(nseg_charset_looks_binary("GIF89a\x01\0", 8));
    assert_true(nseg_charset_looks_binary("\xff\xd8\xff\xe0", 4));

    for (i = 0; i < sizeof(buf); i++) {
        buf[i] = (char) ((i * 7919) & 0xff);
    }

    assert_true(nseg_charset_looks_binary(buf, sizeof(buf)));

    /* text with a stray NUL and a form feed is not binary */
    memset(buf, 'a', sizeof(buf));
    memcpy(buf, "<html><body>", 12);
    buf[100] = '\0';
    buf[200] = '\f';
    buf[300] = (char) 0x1b;
    assert_false(nseg_charset_looks_binary(buf, sizeof(buf)));

    /* but one every few bytes is */
    for (i = 0; i < sizeof(buf); i += 16) {
        buf[i] = '\0';
    }

    assert_true(nseg_charset_looks_binary(buf, sizeof(buf)));

    assert_false(nseg_charset_looks_binary("\xff\xfe<\0h\0t\0m\0l\0>\0", 14));
    assert_false(nseg_charset_looks_binary("<p>hello</p>", 12));
    assert_false(nseg_charset_looks_binary("", 0));
    assert_true(nseg_charset_looks_binary("\0\0\0\0", 4));
}


/* clean UTF-8 is lent, anything else converted into a copy */
static void
test_view(void **state)
{
    int          borrowed;
    char        *out;
    size_t       len;
    const char  *enc;

    static const char  clean[] = "<p>caf\xc3\xa9 na\xc3\xafve</p>";
    static const char  legacy[] = "<p>caf\xe9</p>";
    static const char  bom[] = "\xef\xbb\xbf<p>x</p>";

    assert_int_equal(nseg_charset_view_utf8(clean, sizeof(clean) - 1, NULL,
                                            NULL, &out, &len, &enc,
                                            &borrowed),
                     NSEG_OK);
    assert_int_equal(borrowed, 1);
    assert_ptr_equal(out, clean);
    assert_int_equal(len, sizeof(clean) - 1);
    assert_string_equal(enc, "utf-8");

    /* labelled UTF-8 is checked before it is lent */
    assert_int_equal(nseg_charset_view_utf8(clean, sizeof(clean) - 1,
                                            "text/html; charset=UTF-8",
                                            NULL, &out, &len, &enc,
                                            &borrowed),
                     NSEG_OK);
    assert_int_equal(borrowed, 1);

    assert_int_equal(nseg_charset_view_utf8(legacy, sizeof(legacy) - 1,
                                            "utf-8", NULL, &out, &len, &enc,
                                            &borrowed),
                     NSEG_OK);
    assert_int_equal(borrowed, 0);
    assert_true(out != legacy);
    free(out);

    assert_int_equal(nseg_charset_view_utf8(legacy, sizeof(legacy) - 1, NULL,
                                            NULL, &out, &len, &enc,
                                            &borrowed),
                     NSEG_OK);
    assert_int_equal(borrowed, 0);
    assert_string_equal(out, "<p>caf\xc3\xa9</p>");
    free(out);

    assert_int_equal(nseg_charset_view_utf8(bom, sizeof(bom) - 1, NULL,
                                            NULL, &out, &len, &enc,
                                            &borrowed),
                     NSEG_OK);
    assert_int_equal(borrowed, 0);
    assert_string_equal(out, "<p>x</p>");
    free(out);
}


/*
 * Undeclared bytes that are not UTF-8 take the encoding of the URL's
 * country domain; a declaration, or UTF-8, still wins
 */
static void
test_tld_fallback(void **state)
{
    int          borrowed;
    char        *out;
    size_t       len;
    const char  *enc;

    /* "Привет" in windows-1251 */
    static const char  ru[] = "<p>\xcf\xf0\xe8\xe2\xe5\xf2</p>";
    static const char  ru_meta[] =
        "<meta charset=\"koi8-r\"><p>\xf0\xd2\xc9\xd7\xc5\xd4</p>";

    (void) state;

    assert_string_equal(nseg_charset_tld_fallback("https://news.example.ru/a"),
                        "windows-1251");
    assert_string_equal(nseg_charset_tld_fallback("http://u:p@x.CO.JP:8080/"),
                        "shift_jis");
    assert_string_equal(nseg_charset_tld_fallback("http://example.pl./x"),
                        "iso-8859-2");
    assert_null(nseg_charset_tld_fallback("https://example.com/a.ru"));
    assert_null(nseg_charset_tld_fallback("https://localhost/"));
    assert_null(nseg_charset_tld_fallback("https://ru/"));
    assert_null(nseg_charset_tld_fallback("example.ru"));
    assert_null(nseg_charset_tld_fallback(NULL));

    assert_int_equal(nseg_charset_view_utf8(ru, sizeof(ru) - 1, NULL,
                                            "windows-1251", &out, &len, &enc,
                                            &borrowed),
                     NSEG_OK);
    assert_string_equal(enc, "windows-1251");
    assert_string_equal(out, "<p>\xd0\x9f\xd1\x80\xd0\xb8\xd0\xb2"
                        "\xd0\xb5\xd1\x82</p>");
    free(out);

    /* the page's own <meta> wins over the guess */
    assert_int_equal(nseg_charset_view_utf8(ru_meta, sizeof(ru_meta) - 1,
                                            NULL, "windows-1251", &out, &len,
                                            &enc, &borrowed),
                     NSEG_OK);
    assert_string_equal(enc, "koi8-r");
    assert_non_null(strstr(out, "\xd0\x9f\xd1\x80\xd0\xb8\xd0\xb2"
                                "\xd0\xb5\xd1\x82"));
    free(out);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_labels),
        cmocka_unit_test(test_bom),
        cmocka_unit_test(test_utf16_damage),
        cmocka_unit_test(test_http_wins_over_meta),
        cmocka_unit_test(test_meta_forms),
        cmocka_unit_test(test_meta_after_prescan_window),
        cmocka_unit_test(test_windows_1252_pages),
        cmocka_unit_test(test_iconv_encodings),
        cmocka_unit_test(test_invalid_utf8_repair),
        cmocka_unit_test(test_sniff_utf8_with_damage),
        cmocka_unit_test(test_nul_bytes),
        cmocka_unit_test(test_empty),
        cmocka_unit_test(test_view),
        cmocka_unit_test(test_tld_fallback),
        cmocka_unit_test(test_fast_path_identity),
        cmocka_unit_test(test_binary),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
