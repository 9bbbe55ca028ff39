
/*
 * buf.c - a growable byte buffer.  An allocation failure is sticky:
 * appends become no-ops and detach returns NULL, so callers check once.
 */


#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"


static int nseg_buf_reserve(nseg_buf_t *b, size_t more);


void
nseg_buf_init(nseg_buf_t *b, size_t hint)
{
    b->data = NULL;
    b->len = 0;
    b->cap = 0;
    b->failed = 0;

    if (hint) {
        (void) nseg_buf_reserve(b, hint);
    }
}


static int
nseg_buf_reserve(nseg_buf_t *b, size_t more)
{
    char    *p;
    size_t   cap;

    if (b->failed) {
        return -1;
    }

    if (b->len + more + 1 <= b->cap) {
        return 0;
    }

    cap = b->cap ? b->cap : 256;

    while (cap < b->len + more + 1) {
        cap *= 2;
    }

    p = realloc(b->data, cap);
    if (p == NULL) {
        b->failed = 1;
        return -1;
    }

    b->data = p;
    b->cap = cap;

    return 0;
}


void
nseg_buf_append(nseg_buf_t *b, const char *s, size_t len)
{
    if (len == 0 || nseg_buf_reserve(b, len) != 0) {
        return;
    }

    memcpy(b->data + b->len, s, len);
    b->len += len;
}


void
nseg_buf_puts(nseg_buf_t *b, const char *s)
{
    nseg_buf_append(b, s, strlen(s));
}


void
nseg_buf_putc(nseg_buf_t *b, char c)
{
    if (nseg_buf_reserve(b, 1) != 0) {
        return;
    }

    b->data[b->len++] = c;
}


void
nseg_buf_printf(nseg_buf_t *b, const char *fmt, ...)
{
    int      n;
    va_list  ap;

    va_start(ap, fmt);
    n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);

    if (n < 0 || nseg_buf_reserve(b, (size_t) n) != 0) {
        return;
    }

    va_start(ap, fmt);
    vsnprintf(b->data + b->len, (size_t) n + 1, fmt, ap);
    va_end(ap);

    b->len += (size_t) n;
}


void
nseg_buf_escape_html(nseg_buf_t *b, const char *s, size_t len)
{
    size_t       i, start;
    const char  *rep;

    start = 0;

    for (i = 0; i < len; i++) {

        switch (s[i]) {
        case '&':
            rep = "&amp;";
            break;
        case '<':
            rep = "&lt;";
            break;
        case '>':
            rep = "&gt;";
            break;
        case '"':
            rep = "&quot;";
            break;
        case '\'':
            rep = "&#39;";
            break;
        default:
            continue;
        }

        nseg_buf_append(b, s + start, i - start);
        nseg_buf_puts(b, rep);
        start = i + 1;
    }

    nseg_buf_append(b, s + start, len - start);
}


void
nseg_buf_escape_json(nseg_buf_t *b, const char *s, size_t len)
{
    size_t          i, n, start;
    unsigned char   c;
    unsigned        cp;

    start = 0;
    i = 0;

    while (i < len) {
        c = (unsigned char) s[i];

        if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
            i++;
            continue;
        }

        if (c >= 0x80) {
            /* validate one UTF-8 sequence; copy it through if valid */
            if (c >= 0xc2 && c <= 0xdf) {
                n = 2;
                cp = c & 0x1f;
            } else if (c >= 0xe0 && c <= 0xef) {
                n = 3;
                cp = c & 0x0f;
            } else if (c >= 0xf0 && c <= 0xf4) {
                n = 4;
                cp = c & 0x07;
            } else {
                n = 0;
                cp = 0;
            }

            if (n && i + n <= len) {
                size_t  k;

                for (k = 1; k < n; k++) {
                    if (((unsigned char) s[i + k] & 0xc0) != 0x80) {
                        break;
                    }
                    cp = (cp << 6) | ((unsigned char) s[i + k] & 0x3f);
                }

                if (k == n
                    && !(n == 3 && (cp < 0x800
                                    || (cp >= 0xd800 && cp <= 0xdfff)))
                    && !(n == 4 && (cp < 0x10000 || cp > 0x10ffff)))
                {
                    if (cp == 0x2028 || cp == 0x2029) {
                        /* valid JSON, but not valid JavaScript */
                        nseg_buf_append(b, s + start, i - start);
                        nseg_buf_printf(b, "\\u%04x", cp);
                        start = i + n;
                    }
                    i += n;
                    continue;
                }
            }

            nseg_buf_append(b, s + start, i - start);
            nseg_buf_puts(b, "\\ufffd");
            i++;
            start = i;
            continue;
        }

        nseg_buf_append(b, s + start, i - start);

        switch (c) {
        case '"':
            nseg_buf_puts(b, "\\\"");
            break;
        case '\\':
            nseg_buf_puts(b, "\\\\");
            break;
        case '\n':
            nseg_buf_puts(b, "\\n");
            break;
        case '\r':
            nseg_buf_puts(b, "\\r");
            break;
        case '\t':
            nseg_buf_puts(b, "\\t");
            break;
        default:
            nseg_buf_printf(b, "\\u%04x", c);
        }

        i++;
        start = i;
    }

    nseg_buf_append(b, s + start, len - start);
}


char *
nseg_buf_detach(nseg_buf_t *b, size_t *len)
{
    char  *p;

    if (nseg_buf_reserve(b, 0) != 0) {
        nseg_buf_free(b);
        return NULL;
    }

    b->data[b->len] = '\0';

    p = b->data;

    if (len) {
        *len = b->len;
    }

    b->data = NULL;
    b->len = 0;
    b->cap = 0;

    return p;
}


void
nseg_buf_free(nseg_buf_t *b)
{
    free(b->data);
    b->data = NULL;
    b->len = 0;
    b->cap = 0;
}
