
/*
 * url.c - URLs as a browser reads them from attributes: cleaned,
 * resolved against the page's base, and checked for schemes that may
 * not reach a view.
 */


#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/uri.h>

#include "url.h"


/* the URL prefix nseg_url_safe_n() needs to see */
#define NSEG_URL_NORM            64

#define nseg_url_hex(c)                                                      \
    (((c) >= '0' && (c) <= '9') || ((c) >= 'a' && (c) <= 'f')              \
     || ((c) >= 'A' && (c) <= 'F'))

#define nseg_url_lower(c)                                                    \
    ((c) >= 'A' && (c) <= 'Z' ? (c) | 0x20 : (c))


static int nseg_url_clean(const char *ref, size_t len, nseg_buf_t *out);
static size_t nseg_url_entity(const char *p, const char *end, uint32_t *cp);


/*
 * What a browser's URL parser would do to an attribute value before it
 * parses it, plus percent-encoding of what libxml2's URI parser rejects.
 */
static int
nseg_url_clean(const char *ref, size_t len, nseg_buf_t *out)
{
    int            hash, query, auth;
    size_t         i, s, e;
    unsigned char  c;

    static const char  hex[] = "0123456789ABCDEF";

    s = 0;
    e = len;

    while (s < e && (unsigned char) ref[s] <= 0x20) {
        s++;
    }

    while (e > s && (unsigned char) ref[e - 1] <= 0x20) {
        e--;
    }

    /* brackets are legal only in the authority (IPv6 literals) */
    auth = 0;

    for (i = s; i < e && i < s + 32; i++) {
        c = (unsigned char) ref[i];

        if (c == '/' && i + 1 < e && ref[i + 1] == '/') {
            auth = 1;
            break;
        }

        if (c == '/' || c == '?' || c == '#') {
            break;
        }
    }

    hash = 0;
    query = 0;

    for (i = s; i < e; i++) {
        c = (unsigned char) ref[i];

        if (c == '\t' || c == '\n' || c == '\r') {
            continue;
        }

        if (auth == 1 && c == '/' && i > s && ref[i - 1] != '/'
            && ref[i - 1] != ':')
        {
            auth = 2;
        }

        if (auth == 1 && (c == '?' || c == '#')) {
            auth = 2;
        }

        /* a browser reads '\' as '/' in the path, not after it */
        if (c == '\\' && !query && !hash) {
            nseg_buf_putc(out, '/');
            continue;
        }

        if (c == '?') {
            query = 1;
        }

        if (c == '%' && i + 2 < e
            && nseg_url_hex(ref[i + 1]) && nseg_url_hex(ref[i + 2]))
        {
            nseg_buf_putc(out, '%');
            continue;
        }

        if (c == '#' && !hash) {
            hash = 1;
            nseg_buf_putc(out, '#');
            continue;
        }

        if (c <= 0x20 || c >= 0x7f || c == '"' || c == '<' || c == '>'
            || c == '`' || c == '{' || c == '}' || c == '|' || c == '^'
            || c == '%' || c == '#' || c == '\\'
            || ((c == '[' || c == ']') && auth != 1))
        {
            nseg_buf_putc(out, '%');
            nseg_buf_putc(out, hex[c >> 4]);
            nseg_buf_putc(out, hex[c & 0x0f]);
            continue;
        }

        nseg_buf_putc(out, (char) c);
    }

    return out->failed ? NSEG_ERROR : NSEG_OK;
}


int
nseg_url_resolve(const char *base, const char *ref, nseg_buf_t *out)
{
    xmlChar     *abs;
    nseg_buf_t   clean;

    if (ref == NULL) {
        return NSEG_DECLINED;
    }

    nseg_buf_init(&clean, strlen(ref) + 16);

    if (nseg_url_clean(ref, strlen(ref), &clean) != NSEG_OK) {
        nseg_buf_free(&clean);
        return NSEG_ERROR;
    }

    if (clean.len == 0) {
        nseg_buf_free(&clean);
        return NSEG_DECLINED;
    }

    nseg_buf_putc(&clean, '\0');

    if (clean.failed) {
        nseg_buf_free(&clean);
        return NSEG_ERROR;
    }

    if (base == NULL || base[0] == '\0') {
        nseg_buf_append(out, clean.data, clean.len - 1);
        nseg_buf_free(&clean);
        return out->failed ? NSEG_ERROR : NSEG_OK;
    }

    abs = xmlBuildURI((const xmlChar *) clean.data, (const xmlChar *) base);
    nseg_buf_free(&clean);

    if (abs == NULL) {
        return NSEG_DECLINED;
    }

    nseg_buf_puts(out, (const char *) abs);
    xmlFree(abs);

    return out->failed ? NSEG_ERROR : NSEG_OK;
}


/*
 * Decodes one character reference at p ('&').  Returns its length, 0
 * if it is not one.  Only what can hide a scheme matters here: numeric
 * references (with or without ';', any number of leading zeros) and
 * the named ones for ':', blanks and '/'.
 */
static size_t
nseg_url_entity(const char *p, const char *end, uint32_t *cp)
{
    size_t       i, n;
    uint32_t     v;
    const char  *q;

    static const struct {
        const char  *name;
        uint32_t     cp;
    } named[] = {
        { "colon", ':' }, { "tab", '\t' }, { "newline", '\n' },
        { "nbsp", 0xa0 }, { "sol", '/' }, { "amp", '&' },
        { "lpar", '(' }, { "rpar", ')' }, { "period", '.' },
        { NULL, 0 }
    };

    q = p + 1;

    if (q < end && *q == '#') {
        q++;
        v = 0;
        n = 0;

        if (q < end && (*q == 'x' || *q == 'X')) {
            q++;

            for ( /* void */ ; q < end && nseg_url_hex(*q); q++, n++) {
                if (v < 0x110000) {
                    v = v * 16 + (uint32_t) (*q <= '9' ? *q - '0'
                                             : (*q | 0x20) - 'a' + 10);
                }
            }

        } else {
            for ( /* void */ ; q < end && *q >= '0' && *q <= '9'; q++, n++) {
                if (v < 0x110000) {
                    v = v * 10 + (uint32_t) (*q - '0');
                }
            }
        }

        if (n == 0) {
            return 0;
        }

        if (q < end && *q == ';') {
            q++;
        }

        *cp = v;
        return (size_t) (q - p);
    }

    for (i = 0; named[i].name != NULL; i++) {
        n = strlen(named[i].name);

        if ((size_t) (end - q) >= n && strncasecmp(q, named[i].name, n) == 0)
        {
            q += n;

            if (q < end && *q == ';') {
                q++;
            }

            *cp = named[i].cp;
            return (size_t) (q - p);
        }
    }

    return 0;
}


int
nseg_url_safe_n(const char *url, size_t len, int is_image)
{
    char         norm[NSEG_URL_NORM];
    size_t       n, k, m;
    uint32_t     cp;
    const char  *p, *end, *rest;

    static const char  *images[] = {
        "image/png", "image/gif", "image/jpeg", "image/jpg", "image/webp",
        NULL
    };

    p = url;
    end = url + len;
    n = 0;

    while (p < end && n < sizeof(norm) - 1) {
        cp = (unsigned char) *p;

        if (cp == '&' && (m = nseg_url_entity(p, end, &cp)) != 0) {
            p += m;

        } else {
            p++;
        }

        /* blanks and controls anywhere are ignored, as browsers do */
        if (cp <= 0x20 || cp == 0x7f || (cp >= 0x80 && cp <= 0x9f)) {
            continue;
        }

        norm[n++] = (char) (cp >= 0x80 ? 0x80 : nseg_url_lower(cp));
    }

    norm[n] = '\0';

    if (n == 0) {
        return 0;
    }

    /* a scheme is [a-z][a-z0-9+.-]* followed by ':' */
    if (!(norm[0] >= 'a' && norm[0] <= 'z')) {
        return 1;
    }

    for (k = 1; k < n; k++) {
        if (!((norm[k] >= 'a' && norm[k] <= 'z')
              || (norm[k] >= '0' && norm[k] <= '9')
              || norm[k] == '+' || norm[k] == '-' || norm[k] == '.'))
        {
            break;
        }
    }

    if (k == n) {
        /* no ':' in the prefix: a long scheme is no scheme we allow */
        return n < sizeof(norm) - 1;
    }

    if (norm[k] != ':') {
        return 1;
    }

    if ((k == 4 && memcmp(norm, "http", 4) == 0)
        || (k == 5 && memcmp(norm, "https", 5) == 0)
        || (k == 6 && memcmp(norm, "mailto", 6) == 0))
    {
        return 1;
    }

    if (!is_image || k != 4 || memcmp(norm, "data", 4) != 0) {
        return 0;
    }

    rest = norm + 5;

    for (k = 0; images[k] != NULL; k++) {
        m = strlen(images[k]);

        if (strncmp(rest, images[k], m) == 0
            && (rest[m] == ';' || rest[m] == ','))
        {
            return 1;
        }
    }

    return 0;
}


int
nseg_url_is_safe(const char *url, int is_image)
{
    if (url == NULL) {
        return 0;
    }

    return nseg_url_safe_n(url, strlen(url), is_image);
}


const char *
nseg_url_host(const char *url, size_t *len)
{
    const char  *p, *host, *end;

    if (url == NULL || (p = strstr(url, "://")) == NULL) {
        return NULL;
    }

    host = p + 3;
    end = host + strcspn(host, "/?#");

    /* user:password@host */
    for (p = end; p > host; p--) {
        if (p[-1] == '@') {
            host = p;
            break;
        }
    }

    p = memchr(host, ':', end - host);
    if (p != NULL) {
        end = p;
    }

    /* "example.co.uk." names example.co.uk: the root's dot is no label */
    while (end > host && end[-1] == '.') {
        end--;
    }

    if (end == host) {
        return NULL;
    }

    *len = end - host;

    return host;
}
