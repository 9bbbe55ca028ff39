
/*
 * test_utf8.c - the UTF-8 helpers (utf8.c): decoding one code point,
 * the white-space table, counting and collapsing.
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>

#include "utf8.h"


typedef struct {
    const char                *name;
    const char                *in;
    size_t                     len;
    uint32_t                   cp;
    size_t                     n;
} decode_case_t;


#define S(s)  s, sizeof(s) - 1

static const decode_case_t  decode_cases[] = {
    { "ascii", S("A"), 'A', 1 },
    { "nul", "\0", 1, 0, 1 },
    { "del", S("\x7f"), 0x7f, 1 },
    { "two bytes e-acute", S("\xc3\xa9"), 0xe9, 2 },
    { "two bytes lowest", S("\xc2\x80"), 0x80, 2 },
    { "two bytes highest", S("\xdf\xbf"), 0x7ff, 2 },
    { "three bytes euro", S("\xe2\x82\xac"), 0x20ac, 3 },
    { "three bytes highest", S("\xef\xbf\xbf"), 0xffff, 3 },
    { "four bytes emoji", S("\xf0\x9f\x98\x80"), 0x1f600, 4 },
    { "four bytes highest", S("\xf4\x8f\xbf\xbf"), 0x10ffff, 4 },
    { "only the first of two", S("\xc3\xa9z"), 0xe9, 2 },
    { "lone continuation", S("\x80"), 0xfffd, 1 },
    { "overlong two bytes c0", S("\xc0\x80"), 0xfffd, 1 },
    { "overlong two bytes c1", S("\xc1\xbf"), 0xfffd, 1 },
    { "lead f5", S("\xf5\x80\x80\x80"), 0xfffd, 1 },
    { "lead ff", S("\xff"), 0xfffd, 1 },
    { "truncated three", S("\xe2\x82"), 0xfffd, 1 },
    { "truncated four", S("\xf0\x9f\x98"), 0xfffd, 1 },
    { "bad continuation", S("\xe2\x41\x41"), 0xfffd, 1 },
    { "ascii as continuation", S("\xc3" "A"), 0xfffd, 1 },
};


static void
test_decode_table(void **state)
{
    size_t    i, n;
    uint32_t  cp;

    for (i = 0; i < sizeof(decode_cases) / sizeof(decode_cases[0]); i++) {
        n = 99;
        cp = nseg_utf8_decode(decode_cases[i].in, decode_cases[i].len, &n);

        if (cp != decode_cases[i].cp || n != decode_cases[i].n) {
            fail_msg("%s: got U+%04X/%zu, expected U+%04X/%zu",
                     decode_cases[i].name, cp, n, decode_cases[i].cp,
                     decode_cases[i].n);
        }
    }
}


/* digits of every script the table names, and what only looks like one */
typedef struct {
    const char                *in;
    size_t                     len;
    int                        digit;
    size_t                     n;
} digit_case_t;


static const digit_case_t  digit_cases[] = {
    { S("7"), 7, 1 },
    { S("0x"), 0, 1 },
    { S("a"), -1, 0 },
    { S("/"), -1, 0 },
    { S(":"), -1, 0 },
    { S("\xd9\xa0"), 0, 2 },            /* U+0660 Arabic-Indic zero */
    { S("\xd9\xa9"), 9, 2 },            /* U+0669 nine */
    { S("\xd9\xaa"), -1, 0 },           /* U+066A Arabic percent sign */
    { S("\xdb\xb4"), 4, 2 },            /* U+06F4 Persian four */
    { S("\xe0\xa5\xa8"), 2, 3 },        /* U+0968 Devanagari two */
    { S("\xe0\xa7\xa7"), 1, 3 },        /* U+09E7 Bengali one */
    { S("\xe0\xb9\x95"), 5, 3 },        /* U+0E55 Thai five */
    { S("\xe0\xb9\x8f"), -1, 0 },       /* U+0E4F Thai fongman */
    { S("\xef\xbc\x93"), 3, 3 },        /* U+FF13 full-width three */
    { S("\xef\xbc\x9a"), -1, 0 },       /* U+FF1A full-width colon */
    { S("\xef\xbc\x8f"), -1, 0 },       /* U+FF0F full-width solidus */
    { S("\xe1\x9f\xa9"), 9, 3 },        /* U+17E9 Khmer nine */
    { S("\xc2\xb2"), -1, 0 },           /* U+00B2 superscript two */
    { S("\xe2\x85\xa0"), -1, 0 },       /* U+2160 Roman numeral one */
    { "\xef\xbc", 2, -1, 0 },           /* cut short */
    { "\xd9", 1, -1, 0 },
};


static void
test_digit_table(void **state)
{
    int     d;
    size_t  i, n;

    for (i = 0; i < sizeof(digit_cases) / sizeof(digit_cases[0]); i++) {
        n = 0;
        d = nseg_utf8_digit(digit_cases[i].in, digit_cases[i].len, &n);

        if (d != digit_cases[i].digit || n != digit_cases[i].n) {
            fail_msg("case %zu: got %d/%zu, expected %d/%zu", i, d, n,
                     digit_cases[i].digit, digit_cases[i].n);
        }
    }

    assert_true(nseg_utf8_has_digit(S("\xd9\x85\xd8\xa7\xd8\xb1\xd8\xb3 "
                                      "\xd9\xa2")));
    assert_false(nseg_utf8_has_digit(S("\xd9\x85\xd8\xa7\xd8\xb1\xd8\xb3")));
    /* the digit's last byte is past len */
    assert_false(nseg_utf8_has_digit("ab\xd9\xa2", 3));
}


/* the length limit is respected even when the bytes after it are valid */
static void
test_decode_respects_len(void **state)
{
    size_t  n;

    assert_int_equal(nseg_utf8_decode("\xe2\x82\xac", 2, &n), 0xfffd);
    assert_int_equal(n, 1);
    assert_int_equal(nseg_utf8_decode("\xf0\x9f\x98\x80", 3, &n), 0xfffd);
    assert_int_equal(n, 1);
}


/*
 * The decoder refuses what RFC 3629 forbids: overlong forms, UTF-16
 * surrogates and code points past U+10FFFF.
 */
static void
test_decode_rejects_overlong_and_surrogates(void **state)
{
    size_t    n;
    uint32_t  cp;

    cp = nseg_utf8_decode("\xe0\x80\x80", 3, &n);      /* overlong NUL */
    assert_int_equal(cp, 0xfffd);

    assert_int_equal(nseg_utf8_decode("\xed\xa0\x80", 3, &n), 0xfffd);
    assert_int_equal(nseg_utf8_decode("\xf0\x80\x80\x80", 4, &n), 0xfffd);
    assert_int_equal(nseg_utf8_decode("\xf4\x90\x80\x80", 4, &n), 0xfffd);
}


static void
test_is_space(void **state)
{
    static const uint32_t  spaces[] = {
        ' ', '\t', '\n', '\r', '\f', '\v', 0xa0, 0x1680, 0x2000, 0x2003,
        0x200a, 0x200b, 0x202f, 0x205f, 0x3000, 0xfeff
    };
    static const uint32_t  not_spaces[] = {
        0, 'a', '0', '_', 0x1f, 0xe9, 0x1fff, 0x200c, 0x200d, 0x2010,
        0x2060, 0x3001, 0xfffd, 0x1f600
    };

    size_t  i;

    for (i = 0; i < sizeof(spaces) / sizeof(spaces[0]); i++) {
        if (!nseg_utf8_is_space(spaces[i])) {
            fail_msg("U+%04X should be a space", spaces[i]);
        }
    }

    for (i = 0; i < sizeof(not_spaces) / sizeof(not_spaces[0]); i++) {
        if (nseg_utf8_is_space(not_spaces[i])) {
            fail_msg("U+%04X should not be a space", not_spaces[i]);
        }
    }
}


static void
test_is_lower(void **state)
{
    /* a, ß, é, ÿ, ą, ł, ń, ž, ſ, ơ, ư, ș, ạ, ố, ά, ω, а, я, ё, ѣ, ӂ, ӏ */
    static const uint32_t  lower[] = {
        'a', 'z', 0xdf, 0xe9, 0xff, 0x105, 0x142, 0x144, 0x17e, 0x17f,
        0x1a1, 0x1b0, 0x219, 0x1ea1, 0x1ed1, 0x3ac, 0x3c9, 0x430, 0x44f,
        0x451, 0x463, 0x4c2, 0x4cf
    };
    /* A, É, ×, ÷, Ą, Ł, Ń, Ÿ, Ž, Ơ, Ạ, Ω, А, Я, Ӏ, Ӂ, digits, Hebrew, Arabic, Han */
    static const uint32_t  not_lower[] = {
        'A', 'Z', '0', ' ', 0xc9, 0xd7, 0xf7, 0x104, 0x141, 0x143, 0x178,
        0x17d, 0x1a0, 0x1ea0, 0x3a9, 0x410, 0x42f, 0x4c0, 0x4c1, 0x5d0,
        0x627, 0x4e2d
    };

    size_t  i;

    for (i = 0; i < sizeof(lower) / sizeof(lower[0]); i++) {
        if (!nseg_utf8_is_lower(lower[i])) {
            fail_msg("U+%04X should be lower case", lower[i]);
        }
    }

    for (i = 0; i < sizeof(not_lower) / sizeof(not_lower[0]); i++) {
        if (nseg_utf8_is_lower(not_lower[i])) {
            fail_msg("U+%04X should not be lower case", not_lower[i]);
        }
    }
}


static void
test_count_nonspace(void **state)
{
    assert_int_equal(nseg_utf8_count_nonspace("", 0), 0);
    assert_int_equal(nseg_utf8_count_nonspace(S(" \t\r\n\f\v ")), 0);
    assert_int_equal(nseg_utf8_count_nonspace(S("a b\tc\n")), 3);

    /* code points, not bytes */
    assert_int_equal(nseg_utf8_count_nonspace(S("h\xc3\xa9llo")), 5);
    assert_int_equal(nseg_utf8_count_nonspace(S("\xe6\x97\xa5\xe6\x9c\xac")),
                     2);
    assert_int_equal(nseg_utf8_count_nonspace(S("\xf0\x9f\x98\x80!")), 2);

    /* Unicode spaces: NBSP, em space, ideographic space, BOM */
    assert_int_equal(nseg_utf8_count_nonspace(
                         S("\xc2\xa0x\xe2\x80\x83y\xe3\x80\x80z\xef\xbb\xbf")),
                     3);

    /* control characters other than white space are visible */
    assert_int_equal(nseg_utf8_count_nonspace(S("\x01\x1f")), 2);

    /* a stray byte counts once and does not swallow what follows */
    assert_int_equal(nseg_utf8_count_nonspace(S("\xff" "ab")), 3);
    assert_int_equal(nseg_utf8_count_nonspace(S("\xe2\x82" "ab")), 4);

    /* the length is respected: the NUL and what follows are not read */
    assert_int_equal(nseg_utf8_count_nonspace("ab\0cd", 2), 2);
}


static void
test_length(void **state)
{
    assert_int_equal(nseg_utf8_length("", 0), 0);
    assert_int_equal(nseg_utf8_length(S("a b")), 3);
    assert_int_equal(nseg_utf8_length(S("h\xc3\xa9llo")), 5);
    assert_int_equal(nseg_utf8_length(S("\xe2\x82\xac\xf0\x9f\x98\x80")), 2);
    assert_int_equal(nseg_utf8_length(S("\xc2\xa0")), 1);
}


static void
collapse_is(const char *in, size_t len, const char *expect)
{
    char    dst[256];
    size_t  n;

    memset(dst, '#', sizeof(dst));

    n = nseg_utf8_collapse(dst, in, len);

    if (n != strlen(expect) || memcmp(dst, expect, n) != 0) {
        fail_msg("collapse(\"%.*s\"): got \"%.*s\", expected \"%s\"",
                 (int) len, in, (int) n, dst, expect);
    }

    /* dst needs at most len bytes: nothing written past them */
    assert_true(n <= len);
    assert_int_equal(dst[len], '#');
}


static void
test_collapse(void **state)
{
    collapse_is("", 0, "");
    collapse_is(S("   "), "");
    collapse_is(S("word"), "word");
    collapse_is(S("  a  \t b \n"), "a b");
    collapse_is(S("a\r\n\r\nb"), "a b");
    collapse_is(S("one two  three"), "one two three");

    /* Unicode spaces collapse too and become a plain ' ' */
    collapse_is(S("\xc2\xa0" "a\xe2\x80\x83\xe2\x80\x83" "b\xc2\xa0"), "a b");
    collapse_is(S("\xc2\xa0\xe3\x80\x80"), "");

    /* non-space multi-byte characters are copied whole */
    collapse_is(S(" caf\xc3\xa9  \xe6\x97\xa5 "), "caf\xc3\xa9 \xe6\x97\xa5");

    /* U+200C (ZWNJ) is not white space */
    collapse_is(S("a\xe2\x80\x8c" "b"), "a\xe2\x80\x8c" "b");
}


static void
ideographic_is(const char *raw, const char *text, const char *expect)
{
    char    out[256];
    size_t  n;

    n = nseg_utf8_ideographic(raw, strlen(raw), text, strlen(text), out);

    if (n != strlen(expect) || memcmp(out, expect, n) != 0) {
        fail_msg("ideographic(\"%s\"): got \"%.*s\", expected \"%s\"",
                 text, (int) n, out, expect);
    }
}


static void
test_ideographic(void **state)
{
    /* the headline as the page wrote it, in its <h1> or its <title> */
    ideographic_is("<h1>\xe7\x9d\x80\xe8\x89\xb2\xe3\x80\x80\xe3\x80\x8c"
                   "\xe3\x81\xb5\xe3\x81\x98</h1>",
                   "\xe7\x9d\x80\xe8\x89\xb2 \xe3\x80\x8c\xe3\x81\xb5"
                   "\xe3\x81\x98",
                   "\xe7\x9d\x80\xe8\x89\xb2\xe3\x80\x80\xe3\x80\x8c"
                   "\xe3\x81\xb5\xe3\x81\x98");

    /* a space and an ideographic one in the same text, each kept */
    ideographic_is("x \xe5\xb1\xb1 \n \xe6\xb5\xb7\xe3\x80\x80\xe7\xa9\xba",
                   "\xe5\xb1\xb1 \xe6\xb5\xb7 \xe7\xa9\xba",
                   "\xe5\xb1\xb1 \xe6\xb5\xb7\xe3\x80\x80\xe7\xa9\xba");

    /* the first copy that matches: a menu's plain copy is passed over */
    ideographic_is("A B.. A\xe3\x80\x80" "B", "A B", "A\xe3\x80\x80" "B");

    /* no U+3000 in the copy, none on the page, no copy, or no space */
    ideographic_is("A B \xe3\x80\x80", "A B", "");
    ideographic_is("A B", "A B", "");
    ideographic_is("A\xe3\x80\x80" "C", "A B", "");
    ideographic_is("A\xe3\x80\x80" "B", "AB", "");

    /* two ideographic spaces were one collapsed run: no copy */
    ideographic_is("A\xe3\x80\x80\xe3\x80\x80" "B", "A B", "");

    /* a copy cut short by the page's end */
    ideographic_is("A\xe3\x80\x80", "A B", "");
}


static void
test_collapse_append(void **state)
{
    char    dst[64];
    size_t  n;

    /* after a space: the leading run is dropped, the trailing one kept */
    n = nseg_utf8_collapse_append(dst, 1, S("  a  "));
    assert_int_equal(n, 2);
    assert_memory_equal(dst, "a ", 2);

    /* not after a space: the leading run becomes one ' ' */
    n = nseg_utf8_collapse_append(dst, 0, S("  a"));
    assert_int_equal(n, 2);
    assert_memory_equal(dst, " a", 2);

    n = nseg_utf8_collapse_append(dst, 0, S("b"));
    assert_int_equal(n, 1);
    assert_memory_equal(dst, "b", 1);

    n = nseg_utf8_collapse_append(dst, 0, "", 0);
    assert_int_equal(n, 0);

    /* only white space: one ' ' unless already after one */
    n = nseg_utf8_collapse_append(dst, 0, S(" \t\n"));
    assert_int_equal(n, 1);
    assert_memory_equal(dst, " ", 1);

    n = nseg_utf8_collapse_append(dst, 1, S(" \t\n"));
    assert_int_equal(n, 0);

    /* pieces glue into one collapsed text */
    n = nseg_utf8_collapse_append(dst, 1, S("  Hello  "));
    n += nseg_utf8_collapse_append(dst + n, dst[n - 1] == ' ',
                                   S("  big\xc2\xa0\xc2\xa0"));
    n += nseg_utf8_collapse_append(dst + n, dst[n - 1] == ' ', S("world"));
    assert_int_equal(n, strlen("Hello big world"));
    assert_memory_equal(dst, "Hello big world", n);
}


/* soft hyphens go, everything else stays, other C2 sequences included */
static void
test_drop_shy(void **state)
{
    char    buf[64];
    size_t  n;

    (void) state;

    strcpy(buf, "Deutsch\xc2\xadland \xc2\xa0\xc2\xadWelt\xc2\xad");
    n = nseg_utf8_drop_shy(buf, strlen(buf));
    assert_int_equal(n, strlen("Deutschland \xc2\xa0Welt"));
    assert_memory_equal(buf, "Deutschland \xc2\xa0Welt", n);

    strcpy(buf, "no hyphen");
    assert_int_equal(nseg_utf8_drop_shy(buf, strlen(buf)), 9);

    /* a lone lead byte at the end is kept */
    strcpy(buf, "x\xc2");
    assert_int_equal(nseg_utf8_drop_shy(buf, 2), 2);

    assert_int_equal(nseg_utf8_drop_shy(buf, 0), 0);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_decode_table),
        cmocka_unit_test(test_digit_table),
        cmocka_unit_test(test_drop_shy),
        cmocka_unit_test(test_decode_respects_len),
        cmocka_unit_test(test_decode_rejects_overlong_and_surrogates),
        cmocka_unit_test(test_is_space),
        cmocka_unit_test(test_is_lower),
        cmocka_unit_test(test_count_nonspace),
        cmocka_unit_test(test_length),
        cmocka_unit_test(test_collapse),
        cmocka_unit_test(test_collapse_append),
        cmocka_unit_test(test_ideographic),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
