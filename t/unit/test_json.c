/*
 * test_json.c - nseg_render_json: key order, nulls, numbers, escaping.
 * The output is checked by a small strict JSON reader below (RFC 8259
 * grammar, UTF-8 validated), and decoded strings are compared with
 * what went in.
 *
 * Standalone, before the library links as a whole:
 *   cc -DNSEG_TEST_STANDALONE -iquote core t/unit/test_json.c core/json.c \
 *      core/buf.c -lcmocka
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "newsseg.h"


#ifdef NSEG_TEST_STANDALONE

const char *
nseg_status_name(nseg_status_e status)
{
    static const char  *names[] = {
        "ok", "empty", "too_large", "too_deep", "not_html", "no_article",
        "error"
    };

    return (unsigned) status < 7 ? names[status] : "error";
}


const char *
nseg_stage_name(nseg_stage_e stage)
{
    static const char  *names[] = {
        "charset", "parse", "css", "nce", "features", "classify", "meta",
        "render"
    };

    return (unsigned) stage < NSEG_STAGE_N ? names[stage] : NULL;
}

#endif


/* a strict JSON reader: enough to validate and to fetch top-level keys */

typedef struct {
    const char  *p;
    const char  *end;
    int          depth;
} jr_t;


static int jr_value(jr_t *r);


static void
jr_ws(jr_t *r)
{
    while (r->p < r->end
           && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n'
               || *r->p == '\r'))
    {
        r->p++;
    }
}


static int
jr_hex4(const char *p, unsigned *cp)
{
    int       i;
    unsigned  v;

    v = 0;

    for (i = 0; i < 4; i++) {
        v <<= 4;

        if (p[i] >= '0' && p[i] <= '9') {
            v |= p[i] - '0';

        } else if (p[i] >= 'a' && p[i] <= 'f') {
            v |= p[i] - 'a' + 10;

        } else if (p[i] >= 'A' && p[i] <= 'F') {
            v |= p[i] - 'A' + 10;

        } else {
            return -1;
        }
    }

    *cp = v;

    return 0;
}


static void
jr_put_utf8(char **out, unsigned cp)
{
    char  *o;

    if (out == NULL) {
        return;
    }

    o = *out;

    if (cp < 0x80) {
        *o++ = (char) cp;

    } else if (cp < 0x800) {
        *o++ = (char) (0xc0 | (cp >> 6));
        *o++ = (char) (0x80 | (cp & 0x3f));

    } else if (cp < 0x10000) {
        *o++ = (char) (0xe0 | (cp >> 12));
        *o++ = (char) (0x80 | ((cp >> 6) & 0x3f));
        *o++ = (char) (0x80 | (cp & 0x3f));

    } else {
        *o++ = (char) (0xf0 | (cp >> 18));
        *o++ = (char) (0x80 | ((cp >> 12) & 0x3f));
        *o++ = (char) (0x80 | ((cp >> 6) & 0x3f));
        *o++ = (char) (0x80 | (cp & 0x3f));
    }

    *out = o;
}


/* reads a string; decodes it into *out (if out) */
static int
jr_string(jr_t *r, char **out)
{
    unsigned char  c;
    unsigned       cp, lo;
    int            n, k;

    if (r->p >= r->end || *r->p != '"') {
        return -1;
    }

    r->p++;

    while (r->p < r->end) {
        c = (unsigned char) *r->p;

        if (c == '"') {
            r->p++;
            return 0;
        }

        if (c < 0x20) {
            return -1;
        }

        if (c == '\\') {
            if (r->end - r->p < 2) {
                return -1;
            }

            c = (unsigned char) r->p[1];
            r->p += 2;

            switch (c) {
            case '"': case '\\': case '/':
                cp = c;
                break;
            case 'b': cp = '\b'; break;
            case 'f': cp = '\f'; break;
            case 'n': cp = '\n'; break;
            case 'r': cp = '\r'; break;
            case 't': cp = '\t'; break;
            case 'u':
                if (r->end - r->p < 4 || jr_hex4(r->p, &cp) != 0) {
                    return -1;
                }

                r->p += 4;

                if (cp >= 0xd800 && cp <= 0xdbff) {
                    if (r->end - r->p < 6 || r->p[0] != '\\'
                        || r->p[1] != 'u' || jr_hex4(r->p + 2, &lo) != 0
                        || lo < 0xdc00 || lo > 0xdfff)
                    {
                        return -1;
                    }

                    r->p += 6;
                    cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);

                } else if (cp >= 0xdc00 && cp <= 0xdfff) {
                    return -1;
                }

                break;
            default:
                return -1;
            }

            jr_put_utf8(out, cp);
            continue;
        }

        /* raw bytes must be valid UTF-8 */
        if (c < 0x80) {
            n = 1;
        } else if (c >= 0xc2 && c <= 0xdf) {
            n = 2;
        } else if (c >= 0xe0 && c <= 0xef) {
            n = 3;
        } else if (c >= 0xf0 && c <= 0xf4) {
            n = 4;
        } else {
            return -1;
        }

        if (r->end - r->p < n) {
            return -1;
        }

        for (k = 1; k < n; k++) {
            if (((unsigned char) r->p[k] & 0xc0) != 0x80) {
                return -1;
            }
        }

        if (out) {
            memcpy(*out, r->p, n);
            *out += n;
        }

        r->p += n;
    }

    return -1;
}


static int
jr_number(jr_t *r)
{
    const char  *s;

    s = r->p;

    if (r->p < r->end && *r->p == '-') {
        r->p++;
    }

    if (r->p < r->end && *r->p == '0') {
        r->p++;

    } else if (r->p < r->end && *r->p >= '1' && *r->p <= '9') {
        while (r->p < r->end && *r->p >= '0' && *r->p <= '9') {
            r->p++;
        }

    } else {
        return -1;
    }

    if (r->p < r->end && *r->p == '.') {
        r->p++;
        s = r->p;

        while (r->p < r->end && *r->p >= '0' && *r->p <= '9') {
            r->p++;
        }

        if (r->p == s) {
            return -1;
        }
    }

    return 0;
}


static int
jr_container(jr_t *r, char open, char close)
{
    r->p++;

    if (++r->depth > 32) {
        return -1;
    }

    jr_ws(r);

    if (r->p < r->end && *r->p == close) {
        r->p++;
        r->depth--;
        return 0;
    }

    for ( ;; ) {
        jr_ws(r);

        if (open == '{') {
            if (jr_string(r, NULL) != 0) {
                return -1;
            }

            jr_ws(r);

            if (r->p >= r->end || *r->p != ':') {
                return -1;
            }

            r->p++;
        }

        if (jr_value(r) != 0) {
            return -1;
        }

        jr_ws(r);

        if (r->p < r->end && *r->p == ',') {
            r->p++;
            continue;
        }

        if (r->p < r->end && *r->p == close) {
            r->p++;
            r->depth--;
            return 0;
        }

        return -1;
    }
}


static int
jr_value(jr_t *r)
{
    jr_ws(r);

    if (r->p >= r->end) {
        return -1;
    }

    switch (*r->p) {
    case '{':
        return jr_container(r, '{', '}');
    case '[':
        return jr_container(r, '[', ']');
    case '"':
        return jr_string(r, NULL);
    case 't':
        if (r->end - r->p >= 4 && memcmp(r->p, "true", 4) == 0) {
            r->p += 4;
            return 0;
        }
        return -1;
    case 'f':
        if (r->end - r->p >= 5 && memcmp(r->p, "false", 5) == 0) {
            r->p += 5;
            return 0;
        }
        return -1;
    case 'n':
        if (r->end - r->p >= 4 && memcmp(r->p, "null", 4) == 0) {
            r->p += 4;
            return 0;
        }
        return -1;
    default:
        return jr_number(r);
    }
}


/* the whole text is exactly one JSON value */
static int
json_valid(const char *s, size_t len)
{
    jr_t  r;

    r.p = s;
    r.end = s + len;
    r.depth = 0;

    if (jr_value(&r) != 0) {
        return 0;
    }

    jr_ws(&r);

    return r.p == r.end;
}


/*
 * The decoded string value of a top-level key, malloc'd; NULL when the
 * key is missing or not a string ("null" gives the static "<null>").
 */
static char *
json_get(const char *s, size_t len, const char *key)
{
    jr_t   r;
    char  *buf, *o;
    int    match;

    r.p = s;
    r.end = s + len;
    r.depth = 0;

    jr_ws(&r);

    if (r.p >= r.end || *r.p != '{') {
        return NULL;
    }

    r.p++;

    buf = malloc(len + 1);
    assert_non_null(buf);

    for ( ;; ) {
        jr_ws(&r);
        o = buf;

        if (jr_string(&r, &o) != 0) {
            break;
        }

        *o = '\0';
        match = (strcmp(buf, key) == 0);

        jr_ws(&r);
        r.p++;
        jr_ws(&r);

        if (match) {
            if (r.end - r.p >= 4 && memcmp(r.p, "null", 4) == 0) {
                free(buf);
                return (char *) "<null>";
            }

            o = buf;

            if (jr_string(&r, &o) != 0) {
                break;
            }

            *o = '\0';
            return buf;
        }

        if (jr_value(&r) != 0) {
            break;
        }

        jr_ws(&r);

        if (r.p >= r.end || *r.p != ',') {
            break;
        }

        r.p++;
    }

    free(buf);

    return NULL;
}


static void
json_free(char *s)
{
    if (s != NULL && strcmp(s, "<null>") != 0) {
        free(s);
    }
}


static nseg_result_t *
result_new(void)
{
    nseg_result_t  *res;

    res = calloc(1, sizeof(nseg_result_t));
    assert_non_null(res);

    return res;
}


static void
result_free(nseg_result_t *res)
{
    free(res->title);
    free(res->date);
    free(res->date_text);
    free(res->date_modified);
    free(res->byline);
    free(res->lang);
    free(res->dir);
    free(res->site_name);
    free(res->lead_image);
    free(res->lead_image_alt);
    free(res->url);
    free(res->body_html);
    free(res->body_text);
    free(res);
}


static void
test_exact_small(void **state)
{
    char           *out, expect[2048];
    size_t          len;
    nseg_result_t  *res;

    res = result_new();
    res->title = strdup("Hello");
    res->title_source = "node";
    res->date = strdup("2024-03-14");
    res->lang = strdup("en");
    res->body_source = "page";
    res->body_text = strdup("Body.");
    res->body_html = strdup("<p>Body.</p>");
    res->input_bytes = 1234;
    res->nodes = 56;
    res->total_ms = 1.5;
    res->stage_ms[NSEG_STAGE_PARSE] = 0.25;
    res->stage_ms[NSEG_STAGE_RENDER] = 0.0004;

    out = nseg_render_json(res, &len);
    assert_non_null(out);

    snprintf(expect, sizeof(expect),
             "{\"title\":\"Hello\",\"title_source\":\"node\","
             "\"date\":\"2024-03-14\",\"date_text\":null,"
             "\"date_modified\":null,\"byline\":null,\"lang\":\"en\","
             "\"dir\":null,\"site_name\":null,\"lead_image\":null,"
             "\"lead_image_alt\":null,\"url\":null,\"body_source\":\"page\",\"body_text\":\"Body.\","
             "\"body_html\":\"<p>Body.</p>\",\"status\":\"%s\","
             "\"reason\":null,\"input_bytes\":1234,\"nodes\":56,"
             "\"extract_ms\":1.500,\"stages\":{\"%s\":0.000,"
             "\"%s\":0.250,\"%s\":0.000,\"%s\":0.000,\"%s\":0.000,"
             "\"%s\":0.000,\"%s\":0.000,\"%s\":0.000}}",
             nseg_status_name(NSEG_STATUS_OK),
             nseg_stage_name(NSEG_STAGE_CHARSET),
             nseg_stage_name(NSEG_STAGE_PARSE),
             nseg_stage_name(NSEG_STAGE_CSS),
             nseg_stage_name(NSEG_STAGE_NCE),
             nseg_stage_name(NSEG_STAGE_FEATURES),
             nseg_stage_name(NSEG_STAGE_CLASSIFY),
             nseg_stage_name(NSEG_STAGE_META),
             nseg_stage_name(NSEG_STAGE_RENDER));

    assert_string_equal(out, expect);
    assert_int_equal(len, strlen(expect));
    assert_true(json_valid(out, len));

    free(out);
    result_free(res);
}


static void
test_all_null(void **state)
{
    char           *out, *v;
    size_t          len;
    nseg_result_t  *res;

    res = result_new();
    res->status = NSEG_STATUS_NO_ARTICLE;
    res->reason = "no block scored as article text";

    out = nseg_render_json(res, &len);
    assert_non_null(out);
    assert_true(json_valid(out, len));

    assert_non_null(strstr(out, "\"title\":null,"));
    assert_non_null(strstr(out, "\"body_html\":null,"));
    assert_non_null(strstr(out, "\"extract_ms\":0.000,"));

    v = json_get(out, len, "status");
    assert_non_null(v);
    assert_string_equal(v, nseg_status_name(NSEG_STATUS_NO_ARTICLE));
    json_free(v);

    v = json_get(out, len, "reason");
    assert_non_null(v);
    assert_string_equal(v, "no block scored as article text");
    json_free(v);

    v = json_get(out, len, "date");
    assert_non_null(v);
    assert_string_equal(v, "<null>");
    json_free(v);

    free(out);

    /* an OK result never carries a stale reason */
    res->status = NSEG_STATUS_OK;
    out = nseg_render_json(res, &len);
    assert_non_null(out);

    v = json_get(out, len, "reason");
    assert_non_null(v);
    assert_string_equal(v, "<null>");
    json_free(v);

    free(out);
    result_free(res);
}


/* keys appear once each, in the documented order */
static void
test_key_order(void **state)
{
    char           *out, needle[64];
    size_t          len, i;
    const char     *p, *q;
    nseg_result_t  *res;

    static const char  *keys[] = {
        "title", "title_source", "date", "date_text", "date_modified",
        "byline", "lang", "dir", "site_name", "lead_image",
        "lead_image_alt", "url",
        "body_source", "body_text", "body_html", "status", "reason", "input_bytes",
        "nodes", "extract_ms", "stages"
    };

    res = result_new();
    res->title = strdup("\"title\":\"fake\"");   /* keys inside values */
    res->body_text = strdup("x");

    out = nseg_render_json(res, &len);
    assert_non_null(out);

    p = out;

    for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
        snprintf(needle, sizeof(needle), "%s\"%s\":",
                 i == 0 ? "{" : ",", keys[i]);
        q = strstr(p, needle);
        assert_non_null(q);
        p = q + strlen(needle);
    }

    free(out);
    result_free(res);
}


static void
test_escaping(void **state)
{
    char           *out, *v;
    size_t          len;
    nseg_result_t  *res;

    res = result_new();
    res->title = strdup("Say \"hi\"\\ now\nline2\r\ttab");
    res->byline = strdup("ctl\x01\x1f" "end");
    res->site_name = strdup("sep\xe2\x80\xa8" "para\xe2\x80\xa9" "ok");
    res->body_text = strdup("bad\xff" "byte \xc3\x28 trunc\xe2\x82");
    res->body_html = strdup("<p class=\"a\">caf\xc3\xa9 \xf0\x9f\x98\x80"
                            "</p>");
    res->lang = strdup("surrogate\xed\xa0\x80" "x");

    out = nseg_render_json(res, &len);
    assert_non_null(out);
    assert_true(json_valid(out, len));

    /* nothing below 0x20 is left raw; U+2028/9 are escaped for JS */
    assert_null(memchr(out, '\x01', len));
    assert_null(strstr(out, "\xe2\x80\xa8"));
    assert_null(strstr(out, "\xe2\x80\xa9"));
    assert_non_null(strstr(out, "\\u2028"));
    assert_non_null(strstr(out, "\\u0001"));
    assert_non_null(strstr(out, "\\n"));

    /* what goes in comes back out, valid text unchanged */
    v = json_get(out, len, "title");
    assert_non_null(v);
    assert_string_equal(v, "Say \"hi\"\\ now\nline2\r\ttab");
    json_free(v);

    v = json_get(out, len, "byline");
    assert_non_null(v);
    assert_string_equal(v, "ctl\x01\x1f" "end");
    json_free(v);

    v = json_get(out, len, "site_name");
    assert_non_null(v);
    assert_string_equal(v, "sep\xe2\x80\xa8" "para\xe2\x80\xa9" "ok");
    json_free(v);

    v = json_get(out, len, "body_html");
    assert_non_null(v);
    assert_string_equal(v, "<p class=\"a\">caf\xc3\xa9 \xf0\x9f\x98\x80</p>");
    json_free(v);

    /* invalid UTF-8 becomes U+FFFD, one per bad byte */
    v = json_get(out, len, "body_text");
    assert_non_null(v);
    assert_string_equal(v, "bad\xef\xbf\xbd" "byte \xef\xbf\xbd("
                        " trunc\xef\xbf\xbd\xef\xbf\xbd");
    json_free(v);

    v = json_get(out, len, "lang");
    assert_non_null(v);
    assert_null(strstr(v, "\xed\xa0\x80"));
    assert_non_null(strstr(v, "\xef\xbf\xbd"));
    json_free(v);

    free(out);
    result_free(res);
}


/* body lengths are honoured: embedded NULs survive as \u0000 */
static void
test_body_len(void **state)
{
    char           *out, *p;
    size_t          len;
    nseg_result_t  *res;

    res = result_new();
    res->body_text = malloc(8);
    assert_non_null(res->body_text);
    memcpy(res->body_text, "ab\0cd\0ef", 8);
    res->body_text_len = 5;

    out = nseg_render_json(res, &len);
    assert_non_null(out);
    assert_true(json_valid(out, len));

    p = strstr(out, "\"body_text\":\"ab\\u0000cd\",");
    assert_non_null(p);

    free(out);
    result_free(res);
}


static void
test_numbers(void **state)
{
    char           *out;
    size_t          len;
    nseg_result_t  *res;

    res = result_new();
    res->total_ms = 12345.6789;
    res->stage_ms[NSEG_STAGE_CHARSET] = 0.0005;      /* rounds up */
    res->stage_ms[NSEG_STAGE_PARSE] = -3.0;          /* clamps */
    res->stage_ms[NSEG_STAGE_CSS] = NAN;
    res->stage_ms[NSEG_STAGE_NCE] = 2.9999;

    out = nseg_render_json(res, &len);
    assert_non_null(out);
    assert_true(json_valid(out, len));

    assert_non_null(strstr(out, "\"extract_ms\":12345.679,"));
    assert_non_null(strstr(out, "\":0.001,"));
    assert_non_null(strstr(out, "\":3.000,"));
    assert_null(strstr(out, "nan"));
    assert_null(strstr(out, "-"));

    free(out);
    result_free(res);
}


#define JSON_VALID_LIT(s)  json_valid(s, sizeof(s) - 1)

/* the validator itself must reject what it should */
static void
test_validator(void **state)
{
    assert_true(JSON_VALID_LIT("{\"a\":[1,2.5,null,true,\"x\"]}"));
    assert_false(JSON_VALID_LIT("{\"a\":1,}"));
    assert_false(JSON_VALID_LIT("{\"a\":\"\x01\"}"));
    assert_false(JSON_VALID_LIT("{\"a\":\"\xff\"}"));
    assert_false(JSON_VALID_LIT("{\"a\":01}"));
    assert_false(JSON_VALID_LIT("{\"a\":1} x"));
    assert_false(JSON_VALID_LIT("{\"a\":\"\\ud800\"}"));
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_validator),
        cmocka_unit_test(test_exact_small),
        cmocka_unit_test(test_all_null),
        cmocka_unit_test(test_key_order),
        cmocka_unit_test(test_escaping),
        cmocka_unit_test(test_body_len),
        cmocka_unit_test(test_numbers),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
