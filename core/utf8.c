
/*
 * utf8.c - UTF-8 decoding and white-space handling for text nodes.  The
 * input is valid UTF-8 (charset.c repairs it), but decoding stays safe
 * on anything.
 */


#ifndef _GNU_SOURCE
#define _GNU_SOURCE                     /* memmem() */
#endif

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "utf8.h"


#define NSEG_UTF8_IDEO_TRIES  64

static int nseg_utf8_has_ideo_space(const char *s, size_t len);


uint32_t
nseg_utf8_decode(const char *s, size_t len, size_t *n)
{
    size_t          k, need;
    uint32_t        cp;
    unsigned char   c;

    c = (unsigned char) s[0];

    if (c < 0x80) {
        *n = 1;
        return c;
    }

    if (c >= 0xc2 && c <= 0xdf) {
        need = 2;
        cp = c & 0x1f;

    } else if (c >= 0xe0 && c <= 0xef) {
        need = 3;
        cp = c & 0x0f;

    } else if (c >= 0xf0 && c <= 0xf4) {
        need = 4;
        cp = c & 0x07;

    } else {
        *n = 1;
        return 0xfffd;
    }

    if (need > len) {
        *n = 1;
        return 0xfffd;
    }

    for (k = 1; k < need; k++) {
        c = (unsigned char) s[k];
        if ((c & 0xc0) != 0x80) {
            *n = 1;
            return 0xfffd;
        }
        cp = (cp << 6) | (c & 0x3f);
    }

    /* overlong forms, surrogates and values past U+10FFFF */
    if ((need == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff)))
        || (need == 4 && (cp < 0x10000 || cp > 0x10ffff)))
    {
        *n = 1;
        return 0xfffd;
    }

    *n = need;

    return cp;
}


int
nseg_utf8_is_space(uint32_t cp)
{
    switch (cp) {
    case ' ':
    case '\t':
    case '\n':
    case '\r':
    case '\f':
    case '\v':
    case 0xa0:
    case 0x1680:
    case 0x202f:
    case 0x205f:
    case 0x3000:
    case 0xfeff:
        return 1;
    default:
        return cp >= 0x2000 && cp <= 0x200b;
    }
}



/*
 * The zeros of the decimal digits outside ASCII that news pages write
 * dates and figures in: "١٤ مارس ٢٠٢٤", "१४ मार्च", "２０２４年".  Each
 * script's ten digits follow its zero.
 */
static const uint32_t  nseg_utf8_zeros[] = {
    0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66,
    0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6, 0x0e50, 0x0ed0, 0x0f20,
    0x1040, 0x17e0, 0x1810, 0xff10
};


int
nseg_utf8_digit(const char *s, size_t len, size_t *n)
{
    size_t    k, i;
    uint32_t  cp;

    if (len == 0) {
        return -1;
    }

    if (*s >= '0' && *s <= '9') {
        *n = 1;
        return *s - '0';
    }

    if (!nseg_utf8_digit_lead((unsigned char) *s)) {
        return -1;
    }

    cp = nseg_utf8_decode(s, len, &k);

    for (i = 0; i < sizeof(nseg_utf8_zeros) / sizeof(nseg_utf8_zeros[0]);
         i++)
    {
        if (cp >= nseg_utf8_zeros[i] && cp <= nseg_utf8_zeros[i] + 9) {
            *n = k;
            return (int) (cp - nseg_utf8_zeros[i]);
        }
    }

    return -1;
}


size_t
nseg_utf8_first_digit(const char *s, size_t len)
{
    size_t    i, n;
    unsigned  c;

    for (i = 0; i < len; i++) {
        c = (unsigned char) s[i];

        if (c < 0x80 ? (unsigned) (c - '0') < 10
                     : nseg_utf8_digit_lead(c)
                       && nseg_utf8_digit(s + i, len - i, &n) >= 0)
        {
            return i;
        }
    }

    return len;
}


int
nseg_utf8_has_digit(const char *s, size_t len)
{
    return nseg_utf8_first_digit(s, len) < len;
}


/*
 * Lower-case letters of the scripts whose sentences are told from names
 * by their first letter: Latin (with Latin-1, Extended-A and the
 * Vietnamese letters of Extended Additional), Greek and Cyrillic.
 * Scripts without case (Arabic, Hebrew, Han) are never lower case.
 */
int
nseg_utf8_is_lower(uint32_t cp)
{
    if (cp < 0x80) {
        return cp >= 'a' && cp <= 'z';
    }

    if (cp < 0x100) {
        return cp >= 0xdf && cp != 0xf7;
    }

    if (cp < 0x180) {
        /* pairs, upper case first, shifted by one at 0x139 and 0x179 */
        if (cp == 0x138 || cp == 0x149 || cp == 0x17f) {
            return 1;
        }

        if ((cp > 0x138 && cp < 0x149) || (cp > 0x178 && cp < 0x17f)) {
            return (cp & 1) == 0;
        }

        return cp != 0x178 && (cp & 1);
    }

    switch (cp) {
    case 0x1a1:     /* o with horn */
    case 0x1b0:     /* u with horn */
    case 0x219:     /* s with comma below */
    case 0x21b:     /* t with comma below */
        return 1;
    }

    if (cp >= 0x1e00 && cp <= 0x1eff) {
        return cp & 1;
    }

    /* Greek: accented lower case, then the plain letters with final sigma */
    if (cp >= 0x3ac && cp <= 0x3ce) {
        return 1;
    }

    /* Cyrillic: a-ya, the letters with marks, then pairs */
    if (cp >= 0x430 && cp <= 0x45f) {
        return 1;
    }

    if (cp >= 0x4c0 && cp <= 0x4cf) {
        return cp == 0x4cf || (cp != 0x4c0 && (cp & 1) == 0);
    }

    if (cp >= 0x460 && cp <= 0x4ff) {
        return cp & 1;
    }

    return 0;
}

uint32_t
nseg_utf8_count_nonspace(const char *s, size_t len)
{
    size_t         i, n;
    uint32_t       count;
    unsigned char  c;

    count = 0;
    i = 0;

    while (i < len) {
        c = (unsigned char) s[i];

        if (c < 0x80) {
            if (c > ' ') {
                count++;
            } else if (c != ' ' && (c < '\t' || c > '\r')) {
                count++;
            }
            i++;
            continue;
        }

        if (!nseg_utf8_is_space(nseg_utf8_decode(s + i, len - i, &n))) {
            count++;
        }

        i += n;
    }

    return count;
}


size_t
nseg_utf8_length(const char *s, size_t len)
{
    size_t  i, count;

    count = 0;

    for (i = 0; i < len; i++) {
        if (((unsigned char) s[i] & 0xc0) != 0x80) {
            count++;
        }
    }

    return count;
}


size_t
nseg_utf8_collapse(char *dst, const char *s, size_t len)
{
    size_t  n;

    n = nseg_utf8_collapse_append(dst, 1, s, len);

    if (n && dst[n - 1] == ' ') {
        n--;
    }

    return n;
}


size_t
nseg_utf8_collapse_append(char *dst, int after_space, const char *s,
    size_t len)
{
    char           *p;
    size_t          i, n;
    int             space;
    unsigned char   c;

    p = dst;
    space = after_space;
    i = 0;

    while (i < len) {
        c = (unsigned char) s[i];

        if (c < 0x80) {
            n = 1;

            if (c == ' ' || (c >= '\t' && c <= '\r')) {
                if (!space) {
                    *p++ = ' ';
                    space = 1;
                }
                i++;
                continue;
            }

        } else if (nseg_utf8_is_space(nseg_utf8_decode(s + i, len - i, &n)))
        {
            if (!space) {
                *p++ = ' ';
                space = 1;
            }
            i += n;
            continue;
        }

        while (n--) {
            *p++ = s[i++];
        }

        space = 0;
    }

    return (size_t) (p - dst);
}


const char *
nseg_strcasestr(const char *s, const char *needle)
{
    int     c;
    size_t  n;

    n = strlen(needle);

    if (n == 0) {
        return s;
    }

    c = tolower((unsigned char) needle[0]);

    /* the first character decides most positions without a call */
    for ( /* void */ ; *s != '\0'; s++) {
        if (tolower((unsigned char) *s) == c && strncasecmp(s, needle, n) == 0)
        {
            return s;
        }
    }

    return NULL;
}


unsigned
nseg_word_in(const char *w, size_t len, const char *const *list)
{
    unsigned  k;

    for (k = 0; list[k] != NULL; k++) {
        if (strlen(list[k]) == len && strncasecmp(w, list[k], len) == 0) {
            return k + 1;
        }
    }

    return 0;
}


size_t
nseg_utf8_encode(uint32_t cp, char *out)
{
    if (cp < 0x80) {
        out[0] = (char) cp;
        return 1;
    }

    if (cp < 0x800) {
        out[0] = (char) (0xc0 | (cp >> 6));
        out[1] = (char) (0x80 | (cp & 0x3f));
        return 2;
    }

    if (cp < 0x10000) {
        out[0] = (char) (0xe0 | (cp >> 12));
        out[1] = (char) (0x80 | ((cp >> 6) & 0x3f));
        out[2] = (char) (0x80 | (cp & 0x3f));
        return 3;
    }

    out[0] = (char) (0xf0 | (cp >> 18));
    out[1] = (char) (0x80 | ((cp >> 12) & 0x3f));
    out[2] = (char) (0x80 | ((cp >> 6) & 0x3f));
    out[3] = (char) (0x80 | (cp & 0x3f));
    return 4;
}


size_t
nseg_utf8_drop_shy(char *s, size_t len)
{
    char        *p, *o, *end;

    p = memchr(s, '\xc2', len);
    if (p == NULL) {
        return len;
    }

    o = p;
    end = s + len;

    while (p < end) {
        if (p + 1 < end && p[0] == '\xc2' && p[1] == '\xad') {
            p += 2;
            continue;
        }

        *o++ = *p++;
    }

    return (size_t) (o - s);
}


size_t
nseg_utf8_trim_closers(const char *s, size_t len)
{
    size_t  k, n;

    static const char  *const closers[] = {
        /* ” “ (German) ’ » « 」 』 ） */
        "\xe2\x80\x9d", "\xe2\x80\x9c", "\xe2\x80\x99", "\xc2\xbb",
        "\xc2\xab", "\xe3\x80\x8d", "\xe3\x80\x8f", "\xef\xbc\x89", NULL
    };

    for ( ;; ) {
        while (len && (s[len - 1] == ' ' || s[len - 1] == '"'
                       || s[len - 1] == '\'' || s[len - 1] == ')'
                       || s[len - 1] == ']'))
        {
            len--;
        }

        for (k = 0; closers[k] != NULL; k++) {
            n = strlen(closers[k]);

            if (len >= n && memcmp(s + len - n, closers[k], n) == 0) {
                len -= n;
                break;
            }
        }

        if (closers[k] == NULL) {
            return len;
        }
    }
}


/*
 * Whether raw at its start holds text with each of its spaces written as
 * one U+3000 or a run of ASCII white space; out gets that copy.  Returns
 * the bytes written, 0 when it does not or when it wrote no U+3000.
 */
static size_t
nseg_utf8_ideographic_at(const char *raw, size_t rawlen, const char *text,
    size_t len, char *out)
{
    size_t  i, j, o, ideo;

    i = 0;
    j = 0;
    o = 0;
    ideo = 0;

    while (i < len) {
        if (text[i] != ' ') {
            if (j == rawlen || raw[j] != text[i]) {
                return 0;
            }

            out[o++] = text[i++];
            j++;
            continue;
        }

        if (rawlen - j >= 3 && memcmp(raw + j, "\xe3\x80\x80", 3) == 0) {
            memcpy(out + o, raw + j, 3);
            o += 3;
            j += 3;
            ideo++;

        } else if (j < rawlen && isspace((unsigned char) raw[j])) {
            while (j < rawlen && isspace((unsigned char) raw[j])) {
                j++;
            }

            out[o++] = ' ';

        } else {
            return 0;
        }

        i++;
    }

    return ideo ? o : 0;
}


/*
 * Whether s holds a U+3000: memchr() for its lead byte, which pages in
 * other scripts seldom have, is a tenth of the cost of memmem() (which
 * took 6% of the pipeline's instructions on Readability's pages)
 */
static int
nseg_utf8_has_ideo_space(const char *s, size_t len)
{
    const char  *p, *end;

    end = s + len;

    for (p = s; (p = memchr(p, 0xe3, end - p)) != NULL; p++) {
        if (end - p >= 3 && p[1] == '\x80' && p[2] == '\x80') {
            return 1;
        }
    }

    return 0;
}


size_t
nseg_utf8_ideographic(const char *raw, size_t rawlen, const char *text,
    size_t len, char *out)
{
    size_t       first, n, tries;
    const char  *p, *end;

    first = 0;

    while (first < len && text[first] != ' ') {
        first++;
    }

    if (first == 0 || first == len || !nseg_utf8_has_ideo_space(raw, rawlen))
    {
        return 0;
    }

    p = raw;
    end = raw + rawlen;

    /* a page that repeats the first word everywhere is not read whole */
    for (tries = 0; tries < NSEG_UTF8_IDEO_TRIES
                    && (p = memmem(p, end - p, text, first)) != NULL;
         tries++)
    {
        n = nseg_utf8_ideographic_at(p, end - p, text, len, out);

        if (n != 0) {
            return n;
        }

        p++;
    }

    return 0;
}
