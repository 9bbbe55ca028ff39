/*
 * json.c - the result as one JSON object, the same for `newsseg extract
 * --json` and the nginx json mode.  Every key always appears, in the
 * order written below (documented in the README); a missing value is
 * null.  One line, no trailing newline (callers add one).
 *
 * Copyright (C) newsseg authors
 */


#include <stdint.h>
#include <string.h>

#include "newsseg.h"
#include "buf.h"


static void nseg_json_key(nseg_buf_t *b, const char *key, int first);
static void nseg_json_str(nseg_buf_t *b, const char *key, const char *s,
    size_t len, int first);
static void nseg_json_ms(nseg_buf_t *b, double ms);


char *
nseg_render_json(const nseg_result_t *res, size_t *len)
{
    size_t       n, hint;
    unsigned     i, first;
    nseg_buf_t   b;
    const char  *name, *reason;

    hint = 1024 + res->body_html_len + res->body_text_len;

    /* worst case a few bytes grow into \u00XX; the buffer grows anyway */
    nseg_buf_init(&b, hint + hint / 8);

    nseg_buf_putc(&b, '{');

    nseg_json_str(&b, "title", res->title, (size_t) -1, 1);
    nseg_json_str(&b, "title_source", res->title_source, (size_t) -1, 0);
    nseg_json_str(&b, "date", res->date, (size_t) -1, 0);
    nseg_json_str(&b, "date_text", res->date_text, (size_t) -1, 0);
    nseg_json_str(&b, "date_modified", res->date_modified, (size_t) -1, 0);
    nseg_json_str(&b, "byline", res->byline, (size_t) -1, 0);
    nseg_json_str(&b, "lang", res->lang, (size_t) -1, 0);
    nseg_json_str(&b, "dir", res->dir, (size_t) -1, 0);
    nseg_json_str(&b, "site_name", res->site_name, (size_t) -1, 0);
    nseg_json_str(&b, "lead_image", res->lead_image, (size_t) -1, 0);
    nseg_json_str(&b, "lead_image_alt", res->lead_image_alt, (size_t) -1, 0);
    nseg_json_str(&b, "url", res->url, (size_t) -1, 0);
    nseg_json_str(&b, "body_source", res->body_source, (size_t) -1, 0);

    /* the *_len fields may be 0 in results built by hand: trust strlen */
    nseg_json_str(&b, "body_text", res->body_text,
                  res->body_text_len ? res->body_text_len : (size_t) -1, 0);
    nseg_json_str(&b, "body_html", res->body_html,
                  res->body_html_len ? res->body_html_len : (size_t) -1, 0);

    name = nseg_status_name(res->status);
    nseg_json_str(&b, "status", name, (size_t) -1, 0);

    /* a reason explains a decline; an extracted article has none */
    reason = (res->status == NSEG_STATUS_OK) ? NULL : res->reason;
    nseg_json_str(&b, "reason", reason, (size_t) -1, 0);

    nseg_json_key(&b, "input_bytes", 0);
    nseg_buf_printf(&b, "%llu", (unsigned long long) res->input_bytes);

    nseg_json_key(&b, "nodes", 0);
    nseg_buf_printf(&b, "%llu", (unsigned long long) res->nodes);

    nseg_json_key(&b, "extract_ms", 0);
    nseg_json_ms(&b, res->total_ms);

    nseg_json_key(&b, "stages", 0);
    nseg_buf_putc(&b, '{');

    first = 1;

    for (i = 0; i < NSEG_STAGE_N; i++) {
        name = nseg_stage_name((nseg_stage_e) i);

        if (name == NULL) {
            continue;
        }

        nseg_json_key(&b, name, first);
        nseg_json_ms(&b, res->stage_ms[i]);
        first = 0;
    }

    nseg_buf_puts(&b, "}}");

    return nseg_buf_detach(&b, len ? len : &n);
}


static void
nseg_json_key(nseg_buf_t *b, const char *key, int first)
{
    if (!first) {
        nseg_buf_putc(b, ',');
    }

    nseg_buf_putc(b, '"');
    nseg_buf_escape_json(b, key, strlen(key));
    nseg_buf_puts(b, "\":");
}


static void
nseg_json_str(nseg_buf_t *b, const char *key, const char *s, size_t len,
    int first)
{
    nseg_json_key(b, key, first);

    if (s == NULL) {
        nseg_buf_puts(b, "null");
        return;
    }

    if (len == (size_t) -1) {
        len = strlen(s);
    }

    nseg_buf_putc(b, '"');
    nseg_buf_escape_json(b, s, len);
    nseg_buf_putc(b, '"');
}


/*
 * Milliseconds with three decimals, printed from an integer count of
 * microseconds: printf("%.3f") would follow LC_NUMERIC and could write
 * a decimal comma, which is not JSON.  NaN, negative and absurd values
 * become 0.
 */

static void
nseg_json_ms(nseg_buf_t *b, double ms)
{
    uint64_t  us;

    if (!(ms > 0.0) || ms > 1e12) {
        us = 0;

    } else {
        us = (uint64_t) (ms * 1000.0 + 0.5);
    }

    nseg_buf_printf(b, "%llu.%03u", (unsigned long long) (us / 1000),
                    (unsigned) (us % 1000));
}
