
/*
 * charset.c - encoding detection (BOM, HTTP, <meta> prescan, sniff) and
 * conversion to clean UTF-8.  UTF-8, UTF-16 and windows-1252 are decoded
 * here because they cover almost every page and must be fast; the other
 * legacy encodings go through glibc's iconv.
 */


#include <sys/types.h>
#include <errno.h>
#include <iconv.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "newsseg.h"
#include "charset.h"
#include "url.h"
#include "utf8.h"


#define NSEG_CS_UTF8             0
#define NSEG_CS_UTF16BE          1
#define NSEG_CS_UTF16LE          2
#define NSEG_CS_W1252            3

/* labels longer than this are not labels */
#define NSEG_CS_LABEL_MAX        48

#define nseg_cs_lower(c)                                                     \
    ((c) >= 'A' && (c) <= 'Z' ? (c) | 0x20 : (c))

#define nseg_cs_space(c)                                                     \
    ((c) == ' ' || (c) == '\t' || (c) == '\n' || (c) == '\r' || (c) == '\f')


typedef struct {
    const char                *name;        /* canonical WHATWG name */
    const char                *iconv;       /* glibc iconv name or NULL */
} nseg_cs_encoding_t;


typedef struct {
    const char                *label;
    uint8_t                    enc;         /* index in nseg_cs_encodings */
} nseg_cs_label_t;


typedef struct {
    const u_char              *p;
    const u_char              *end;
    char                       name[NSEG_CS_LABEL_MAX];
    char                       value[NSEG_CS_LABEL_MAX * 2];
} nseg_cs_attr_t;


static const char *nseg_cs_from_content_type(const char *s, size_t len,
    size_t *out_len);
static const char *nseg_cs_prescan(const u_char *p, size_t len);
static const char *nseg_cs_detect(const char *data, size_t len,
    const char *http_charset, const char *fallback, size_t *bom_len,
    nseg_charset_src_e *src, int *clean);
static int nseg_cs_decode(const char *data, size_t len,
    const char *http_charset, const char *fallback, int borrow, char **out,
    size_t *out_len, const char **detected, int *borrowed);
static int nseg_cs_get_attr(nseg_cs_attr_t *a);
static int nseg_cs_index(const char *name);
static int nseg_cs_utf8_copy(const char *data, size_t len, char **out,
    size_t *out_len);
static int nseg_cs_utf16(const u_char *p, size_t len, int be, char **out,
    size_t *out_len);
static int nseg_cs_w1252(const u_char *p, size_t len, char **out,
    size_t *out_len);
static int nseg_cs_iconv(const char *data, size_t len, const char *from,
    char **out, size_t *out_len);
static u_char *nseg_cs_put(u_char *d, uint32_t cp);


/* the first four entries are the NSEG_CS_* decoders implemented here */
static const nseg_cs_encoding_t  nseg_cs_encodings[] = {
    { "utf-8", NULL },
    { "utf-16be", NULL },
    { "utf-16le", NULL },
    { "windows-1252", NULL },
    { "ibm866", "IBM866" },
    { "iso-8859-2", "ISO-8859-2" },
    { "iso-8859-3", "ISO-8859-3" },
    { "iso-8859-4", "ISO-8859-4" },
    { "iso-8859-5", "ISO-8859-5" },
    { "iso-8859-6", "ISO-8859-6" },
    { "iso-8859-7", "ISO-8859-7" },
    { "iso-8859-8", "ISO-8859-8" },
    { "iso-8859-8-i", "ISO-8859-8" },
    { "iso-8859-10", "ISO-8859-10" },
    { "iso-8859-13", "ISO-8859-13" },
    { "iso-8859-14", "ISO-8859-14" },
    { "iso-8859-15", "ISO-8859-15" },
    { "iso-8859-16", "ISO-8859-16" },
    { "koi8-r", "KOI8-R" },
    { "koi8-u", "KOI8-U" },
    { "macintosh", "MACINTOSH" },
    { "windows-874", "CP874" },
    { "windows-1250", "CP1250" },
    { "windows-1251", "CP1251" },
    { "windows-1253", "CP1253" },
    { "windows-1254", "CP1254" },
    { "windows-1255", "CP1255" },
    { "windows-1256", "CP1256" },
    { "windows-1257", "CP1257" },
    { "windows-1258", "CP1258" },
    { "x-mac-cyrillic", "MAC-CYRILLIC" },
    /* the WHATWG gbk decoder is the gb18030 one */
    { "gbk", "GB18030" },
    { "gb18030", "GB18030" },
    { "big5", "BIG5-HKSCS" },
    { "euc-jp", "EUC-JP" },
    { "iso-2022-jp", "ISO-2022-JP" },
    /* browsers decode shift_jis and euc-kr as the Windows supersets */
    { "shift_jis", "CP932" },
    { "euc-kr", "CP949" },
};


/*
 * The WHATWG label table, minus the "replacement" encodings, UTF-7 and
 * x-user-defined, which fall back to detection.  A linear scan: it runs
 * at most three times per page.
 */
static const nseg_cs_label_t  nseg_cs_labels[] = {
    { "unicode-1-1-utf-8", 0 }, { "unicode11utf8", 0 },
    { "unicode20utf8", 0 }, { "utf-8", 0 }, { "utf8", 0 },
    { "x-unicode20utf8", 0 },
    { "unicodefffe", 1 }, { "utf-16be", 1 },
    { "csunicode", 2 }, { "iso-10646-ucs-2", 2 }, { "ucs-2", 2 },
    { "unicode", 2 }, { "unicodefeff", 2 }, { "utf-16", 2 },
    { "utf-16le", 2 },
    { "ansi_x3.4-1968", 3 }, { "ascii", 3 }, { "cp1252", 3 },
    { "cp819", 3 }, { "csisolatin1", 3 }, { "ibm819", 3 },
    { "iso-8859-1", 3 }, { "iso-ir-100", 3 }, { "iso8859-1", 3 },
    { "iso88591", 3 }, { "iso_8859-1", 3 }, { "iso_8859-1:1987", 3 },
    { "l1", 3 }, { "latin1", 3 }, { "us-ascii", 3 },
    { "windows-1252", 3 }, { "x-cp1252", 3 },
    { "866", 4 }, { "cp866", 4 }, { "csibm866", 4 }, { "ibm866", 4 },
    { "csisolatin2", 5 }, { "iso-8859-2", 5 }, { "iso-ir-101", 5 },
    { "iso8859-2", 5 }, { "iso88592", 5 }, { "iso_8859-2", 5 },
    { "iso_8859-2:1987", 5 }, { "l2", 5 }, { "latin2", 5 },
    { "csisolatin3", 6 }, { "iso-8859-3", 6 }, { "iso-ir-109", 6 },
    { "iso8859-3", 6 }, { "iso88593", 6 }, { "iso_8859-3", 6 },
    { "iso_8859-3:1988", 6 }, { "l3", 6 }, { "latin3", 6 },
    { "csisolatin4", 7 }, { "iso-8859-4", 7 }, { "iso-ir-110", 7 },
    { "iso8859-4", 7 }, { "iso88594", 7 }, { "iso_8859-4", 7 },
    { "iso_8859-4:1988", 7 }, { "l4", 7 }, { "latin4", 7 },
    { "csisolatincyrillic", 8 }, { "cyrillic", 8 }, { "iso-8859-5", 8 },
    { "iso-ir-144", 8 }, { "iso8859-5", 8 }, { "iso88595", 8 },
    { "iso_8859-5", 8 }, { "iso_8859-5:1988", 8 },
    { "arabic", 9 }, { "asmo-708", 9 }, { "csiso88596e", 9 },
    { "csiso88596i", 9 }, { "csisolatinarabic", 9 }, { "ecma-114", 9 },
    { "iso-8859-6", 9 }, { "iso-8859-6-e", 9 }, { "iso-8859-6-i", 9 },
    { "iso-ir-127", 9 }, { "iso8859-6", 9 }, { "iso88596", 9 },
    { "iso_8859-6", 9 }, { "iso_8859-6:1987", 9 },
    { "csisolatingreek", 10 }, { "ecma-118", 10 }, { "elot_928", 10 },
    { "greek", 10 }, { "greek8", 10 }, { "iso-8859-7", 10 },
    { "iso-ir-126", 10 }, { "iso8859-7", 10 }, { "iso88597", 10 },
    { "iso_8859-7", 10 }, { "iso_8859-7:1987", 10 },
    { "sun_eu_greek", 10 },
    { "csiso88598e", 11 }, { "csisolatinhebrew", 11 }, { "hebrew", 11 },
    { "iso-8859-8", 11 }, { "iso-8859-8-e", 11 }, { "iso-ir-138", 11 },
    { "iso8859-8", 11 }, { "iso88598", 11 }, { "iso_8859-8", 11 },
    { "iso_8859-8:1988", 11 }, { "visual", 11 },
    { "csiso88598i", 12 }, { "iso-8859-8-i", 12 }, { "logical", 12 },
    { "csisolatin6", 13 }, { "iso-8859-10", 13 }, { "iso-ir-157", 13 },
    { "iso8859-10", 13 }, { "iso885910", 13 }, { "l6", 13 },
    { "latin6", 13 },
    { "iso-8859-13", 14 }, { "iso8859-13", 14 }, { "iso885913", 14 },
    { "iso-8859-14", 15 }, { "iso8859-14", 15 }, { "iso885914", 15 },
    { "csisolatin9", 16 }, { "iso-8859-15", 16 }, { "iso8859-15", 16 },
    { "iso885915", 16 }, { "iso_8859-15", 16 }, { "l9", 16 },
    { "iso-8859-16", 17 },
    { "cskoi8r", 18 }, { "koi", 18 }, { "koi8", 18 }, { "koi8-r", 18 },
    { "koi8_r", 18 },
    { "koi8-ru", 19 }, { "koi8-u", 19 },
    { "csmacintosh", 20 }, { "mac", 20 }, { "macintosh", 20 },
    { "x-mac-roman", 20 },
    { "dos-874", 21 }, { "iso-8859-11", 21 }, { "iso8859-11", 21 },
    { "iso885911", 21 }, { "tis-620", 21 }, { "windows-874", 21 },
    { "cp1250", 22 }, { "windows-1250", 22 }, { "x-cp1250", 22 },
    { "cp1251", 23 }, { "windows-1251", 23 }, { "x-cp1251", 23 },
    { "cp1253", 24 }, { "windows-1253", 24 }, { "x-cp1253", 24 },
    { "cp1254", 25 }, { "csisolatin5", 25 }, { "iso-8859-9", 25 },
    { "iso-ir-148", 25 }, { "iso8859-9", 25 }, { "iso88599", 25 },
    { "iso_8859-9", 25 }, { "iso_8859-9:1989", 25 }, { "l5", 25 },
    { "latin5", 25 }, { "windows-1254", 25 }, { "x-cp1254", 25 },
    { "cp1255", 26 }, { "windows-1255", 26 }, { "x-cp1255", 26 },
    { "cp1256", 27 }, { "windows-1256", 27 }, { "x-cp1256", 27 },
    { "cp1257", 28 }, { "windows-1257", 28 }, { "x-cp1257", 28 },
    { "cp1258", 29 }, { "windows-1258", 29 }, { "x-cp1258", 29 },
    { "x-mac-cyrillic", 30 }, { "x-mac-ukrainian", 30 },
    { "chinese", 31 }, { "csgb2312", 31 }, { "csiso58gb231280", 31 },
    { "gb2312", 31 }, { "gb_2312", 31 }, { "gb_2312-80", 31 },
    { "gbk", 31 }, { "iso-ir-58", 31 }, { "x-gbk", 31 },
    { "gb18030", 32 },
    { "big5", 33 }, { "big5-hkscs", 33 }, { "cn-big5", 33 },
    { "csbig5", 33 }, { "x-x-big5", 33 },
    { "cseucpkdfmtjapanese", 34 }, { "euc-jp", 34 }, { "x-euc-jp", 34 },
    { "csiso2022jp", 35 }, { "iso-2022-jp", 35 },
    { "csshiftjis", 36 }, { "ms932", 36 }, { "ms_kanji", 36 },
    { "shift-jis", 36 }, { "shift_jis", 36 }, { "sjis", 36 },
    { "windows-31j", 36 }, { "x-sjis", 36 },
    { "cseuckr", 37 }, { "csksc56011987", 37 }, { "euc-kr", 37 },
    { "iso-ir-149", 37 }, { "korean", 37 }, { "ks_c_5601-1987", 37 },
    { "ks_c_5601-1989", 37 }, { "ksc5601", 37 }, { "ksc_5601", 37 },
    { "windows-949", 37 },
};


/* windows-1252 0x80-0x9f; the five holes decode to C1 controls */
const uint16_t  nseg_charset_w1252_c1[32] = {
    0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021,
    0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d, 0x017d, 0x008f,
    0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
    0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178
};


const char *
nseg_charset_label(const char *label, size_t len)
{
    char        buf[NSEG_CS_LABEL_MAX];
    size_t      i, n;
    const char  *s, *e;

    if (label == NULL) {
        return NULL;
    }

    s = label;
    e = label + len;

    while (s < e && (nseg_cs_space(*s) || *s == '"' || *s == '\'')) {
        s++;
    }

    while (e > s
           && (nseg_cs_space(e[-1]) || e[-1] == '"' || e[-1] == '\''))
    {
        e--;
    }

    n = (size_t) (e - s);

    if (n == 0 || n >= sizeof(buf)) {
        return NULL;
    }

    for (i = 0; i < n; i++) {
        buf[i] = nseg_cs_lower(s[i]);
    }

    buf[n] = '\0';

    for (i = 0; i < sizeof(nseg_cs_labels) / sizeof(nseg_cs_labels[0]); i++)
    {
        if (strcmp(buf, nseg_cs_labels[i].label) == 0) {
            return nseg_cs_encodings[nseg_cs_labels[i].enc].name;
        }
    }

    return NULL;
}


static int
nseg_cs_index(const char *name)
{
    size_t  i;

    for (i = 0; i < sizeof(nseg_cs_encodings) / sizeof(nseg_cs_encodings[0]);
         i++)
    {
        if (strcmp(name, nseg_cs_encodings[i].name) == 0) {
            return (int) i;
        }
    }

    return -1;
}


/*
 * The HTML spec's "extracting a character encoding from a meta element",
 * also used for an HTTP Content-Type value: the label after "charset=",
 * quoted or up to a blank or ';'.
 */
static const char *
nseg_cs_from_content_type(const char *s, size_t len, size_t *out_len)
{
    size_t       i, j;
    const char  *q;

    i = 0;

    for ( ;; ) {

        for ( /* void */ ; i + 7 <= len; i++) {
            if (strncasecmp(s + i, "charset", 7) == 0) {
                break;
            }
        }

        if (i + 7 > len) {
            return NULL;
        }

        i += 7;

        while (i < len && nseg_cs_space(s[i])) {
            i++;
        }

        if (i < len && s[i] == '=') {
            break;
        }

        /* "charset" not followed by '=': look for the next one */
    }

    i++;

    while (i < len && nseg_cs_space(s[i])) {
        i++;
    }

    if (i == len) {
        return NULL;
    }

    if (s[i] == '"' || s[i] == '\'') {
        q = memchr(s + i + 1, s[i], len - i - 1);
        if (q == NULL) {
            return NULL;
        }

        *out_len = (size_t) (q - (s + i + 1));
        return s + i + 1;
    }

    for (j = i; j < len && !nseg_cs_space(s[j]) && s[j] != ';'; j++) {
        /* void */
    }

    *out_len = j - i;
    return s + i;
}


/*
 * The HTML spec's "get an attribute" step of the prescan, on a window
 * that ends at the prescan limit.  Names and values are lower-cased and
 * truncated to the buffers; 0 means no more attributes.
 */
static int
nseg_cs_get_attr(nseg_cs_attr_t *a)
{
    u_char         c, q;
    size_t         nn, nv;
    const u_char  *p, *end;

    p = a->p;
    end = a->end;
    nn = 0;
    nv = 0;

    while (p < end && (nseg_cs_space(*p) || *p == '/')) {
        p++;
    }

    if (p >= end || *p == '>') {
        a->p = p;
        return 0;
    }

    /* the name */

    for ( ;; ) {
        if (p >= end) {
            a->p = p;
            return 0;
        }

        c = *p;

        if (c == '=' && nn > 0) {
            p++;
            goto value;
        }

        if (nseg_cs_space(c)) {
            break;
        }

        if (c == '/' || c == '>') {
            goto done;
        }

        if (nn < sizeof(a->name) - 1) {
            a->name[nn++] = (char) nseg_cs_lower(c);
        }

        p++;
    }

    while (p < end && nseg_cs_space(*p)) {
        p++;
    }

    if (p >= end || *p != '=') {
        goto done;
    }

    p++;

value:

    while (p < end && nseg_cs_space(*p)) {
        p++;
    }

    if (p >= end) {
        a->p = p;
        return 0;
    }

    if (*p == '"' || *p == '\'') {
        q = *p++;

        for ( ;; ) {
            if (p >= end) {
                a->p = p;
                return 0;
            }

            c = *p++;

            if (c == q) {
                goto done;
            }

            if (nv < sizeof(a->value) - 1) {
                a->value[nv++] = (char) nseg_cs_lower(c);
            }
        }
    }

    if (*p == '>') {
        goto done;
    }

    while (p < end && !nseg_cs_space(*p) && *p != '>') {
        if (nv < sizeof(a->value) - 1) {
            a->value[nv++] = (char) nseg_cs_lower(*p);
        }

        p++;
    }

done:

    a->name[nn] = '\0';
    a->value[nv] = '\0';
    a->p = p;

    return 1;
}


/*
 * The HTML spec's "prescan a byte stream to determine its encoding",
 * simplified: comments, <meta> with charset or http-equiv content-type,
 * other tags skipped with their attributes so that a '>' inside a quoted
 * value does not end them early.
 */
static const char *
nseg_cs_prescan(const u_char *p, size_t len)
{
    int             got_pragma, need_pragma, seen;
    size_t          n, clen;
    const char     *cs, *enc;
    const u_char   *end, *q;
    nseg_cs_attr_t  a;

    end = p + (len < NSEG_CHARSET_PRESCAN ? len : NSEG_CHARSET_PRESCAN);

    while (p < end) {

        if (*p != '<') {
            p++;
            continue;
        }

        n = (size_t) (end - p);

        if (n >= 4 && memcmp(p, "<!--", 4) == 0) {
            /* "<!-->" is a whole comment, hence the search from p + 2 */
            for (q = p + 2; q + 3 <= end; q++) {
                if (memcmp(q, "-->", 3) == 0) {
                    break;
                }
            }

            if (q + 3 > end) {
                return NULL;
            }

            p = q + 3;
            continue;
        }

        if (n >= 6
            && strncasecmp((const char *) p, "<meta", 5) == 0
            && (nseg_cs_space(p[5]) || p[5] == '/'))
        {
            got_pragma = 0;
            need_pragma = -1;
            enc = NULL;
            seen = 0;

            a.p = p + 5;
            a.end = end;

            while (nseg_cs_get_attr(&a)) {

                if (strcmp(a.name, "http-equiv") == 0) {
                    if (seen & 1) {
                        continue;
                    }

                    seen |= 1;

                    if (strcmp(a.value, "content-type") == 0) {
                        got_pragma = 1;
                    }

                } else if (strcmp(a.name, "content") == 0) {
                    if (seen & 2) {
                        continue;
                    }

                    seen |= 2;

                    if (enc == NULL) {
                        cs = nseg_cs_from_content_type(a.value,
                                                       strlen(a.value),
                                                       &clen);
                        if (cs != NULL) {
                            enc = nseg_charset_label(cs, clen);
                            need_pragma = 1;
                        }
                    }

                } else if (strcmp(a.name, "charset") == 0) {
                    if (seen & 4) {
                        continue;
                    }

                    seen |= 4;
                    enc = nseg_charset_label(a.value, strlen(a.value));
                    need_pragma = 0;
                }
            }

            p = a.p;

            if (need_pragma == -1 || (need_pragma == 1 && !got_pragma)
                || enc == NULL)
            {
                continue;
            }

            /* a page that can declare itself in ASCII is not UTF-16 */
            if (strncmp(enc, "utf-16", 6) == 0) {
                enc = "utf-8";
            }

            return enc;
        }

        if (n >= 2
            && ((p[1] | 0x20) >= 'a' && (p[1] | 0x20) <= 'z'))
        {
            q = p + 1;
            goto tag;
        }

        if (n >= 3 && p[1] == '/'
            && ((p[2] | 0x20) >= 'a' && (p[2] | 0x20) <= 'z'))
        {
            q = p + 2;
            goto tag;
        }

        if (n >= 2 && (p[1] == '!' || p[1] == '/' || p[1] == '?')) {
            q = memchr(p, '>', n);
            if (q == NULL) {
                return NULL;
            }

            p = q + 1;
            continue;
        }

        p++;
        continue;

    tag:

        while (q < end && !nseg_cs_space(*q) && *q != '>') {
            q++;
        }

        a.p = q;
        a.end = end;

        while (nseg_cs_get_attr(&a)) {
            /* void */
        }

        p = a.p;
    }

    return NULL;
}


/*
 * The legacy encoding of pages of a country's domain, for a page that
 * declares none and is not UTF-8: what Firefox guesses by the top-level
 * domain before it looks at the bytes (its table, where one encoding
 * dominates the domain's old pages).  Without it windows-1252 made
 * mojibake of every undeclared Russian, Japanese or Polish page.
 */
typedef struct {
    const char                *tld;
    const char                *encoding;
} nseg_cs_tld_t;


static const nseg_cs_tld_t  nseg_cs_tlds[] = {
    { "ru", "windows-1251" }, { "su", "windows-1251" },
    { "ua", "windows-1251" }, { "by", "windows-1251" },
    { "bg", "windows-1251" }, { "kz", "windows-1251" },
    { "kg", "windows-1251" }, { "tj", "windows-1251" },
    { "mk", "windows-1251" }, { "rs", "windows-1251" },
    { "xn--p1ai", "windows-1251" },
    { "pl", "iso-8859-2" }, { "cz", "windows-1250" },
    { "sk", "windows-1250" }, { "hu", "iso-8859-2" },
    { "si", "iso-8859-2" }, { "hr", "windows-1250" },
    { "ro", "iso-8859-16" },
    { "gr", "iso-8859-7" }, { "cy", "iso-8859-7" },
    { "tr", "windows-1254" }, { "az", "windows-1254" },
    { "il", "windows-1255" },
    { "eg", "windows-1256" }, { "sa", "windows-1256" },
    { "ae", "windows-1256" }, { "iq", "windows-1256" },
    { "jo", "windows-1256" }, { "kw", "windows-1256" },
    { "lb", "windows-1256" }, { "ly", "windows-1256" },
    { "ma", "windows-1256" }, { "dz", "windows-1256" },
    { "tn", "windows-1256" }, { "om", "windows-1256" },
    { "qa", "windows-1256" }, { "bh", "windows-1256" },
    { "sy", "windows-1256" }, { "ye", "windows-1256" },
    { "sd", "windows-1256" }, { "ir", "windows-1256" },
    { "lt", "windows-1257" }, { "lv", "windows-1257" },
    { "ee", "windows-1257" },
    { "th", "windows-874" }, { "vn", "windows-1258" },
    { "jp", "shift_jis" }, { "kr", "euc-kr" }, { "cn", "gbk" },
    { "tw", "big5" }, { "hk", "big5" }, { "mo", "big5" },
    { NULL, NULL }
};


const char *
nseg_charset_tld_fallback(const char *url)
{
    size_t       n;
    unsigned     k;
    const char  *host, *dot;

    host = nseg_url_host(url, &n);

    if (host == NULL) {
        return NULL;
    }

    for (dot = host + n; dot > host && dot[-1] != '.'; dot--) {
        /* void */
    }

    if (dot == host) {
        /* a bare host name ("localhost") has no country */
        return NULL;
    }

    n -= dot - host;

    for (k = 0; nseg_cs_tlds[k].tld != NULL; k++) {
        if (strlen(nseg_cs_tlds[k].tld) == n
            && strncasecmp(nseg_cs_tlds[k].tld, dot, n) == 0)
        {
            return nseg_cs_tlds[k].encoding;
        }
    }

    return NULL;
}


const char *
nseg_charset_detect(const char *data, size_t len, const char *http_charset,
    size_t *bom_len, nseg_charset_src_e *src)
{
    int  clean;

    return nseg_cs_detect(data, len, http_charset, NULL, bom_len, src,
                          &clean);
}


/* *clean: the sniff pass already proved data valid UTF-8 without NUL */
static const char *
nseg_cs_detect(const char *data, size_t len, const char *http_charset,
    const char *fallback, size_t *bom_len, nseg_charset_src_e *src,
    int *clean)
{
    size_t          n, invalid, multibyte, nuls;
    const char     *enc, *cs;
    const u_char   *p;

    p = (const u_char *) data;
    *bom_len = 0;
    *clean = 0;

    if (len >= 3 && p[0] == 0xef && p[1] == 0xbb && p[2] == 0xbf) {
        *bom_len = 3;
        enc = "utf-8";
        goto bom;
    }

    if (len >= 2 && p[0] == 0xfe && p[1] == 0xff) {
        *bom_len = 2;
        enc = "utf-16be";
        goto bom;
    }

    if (len >= 2 && p[0] == 0xff && p[1] == 0xfe) {
        *bom_len = 2;
        enc = "utf-16le";
        goto bom;
    }

    if (http_charset != NULL && http_charset[0] != '\0') {
        n = strlen(http_charset);

        cs = nseg_cs_from_content_type(http_charset, n, &n);
        if (cs == NULL) {
            cs = http_charset;
            n = strlen(http_charset);
        }

        enc = nseg_charset_label(cs, n);
        if (enc != NULL) {
            if (src) {
                *src = NSEG_CHARSET_SRC_HTTP;
            }

            return enc;
        }
    }

    enc = nseg_cs_prescan(p, len);
    if (enc != NULL) {
        if (src) {
            *src = NSEG_CHARSET_SRC_META;
        }

        /*
         * A page re-saved as UTF-8 often keeps its old <meta charset>.
         * Legacy text practically never forms many valid multi-byte
         * UTF-8 sequences, so a clean UTF-8 document wins over a legacy
         * label in <meta> (never over the HTTP header, which was set by
         * the server serving these very bytes).
         */
        if (strcmp(enc, "utf-8") != 0 && strncmp(enc, "utf-16", 6) != 0) {
            if (nseg_utf8_check(data, len, &invalid, &multibyte, &nuls)
                && multibyte >= 16)
            {
                *clean = 1;
                return "utf-8";
            }
        }

        return enc;
    }

    if (src) {
        *src = NSEG_CHARSET_SRC_SNIFF;
    }

    /*
     * Mostly valid UTF-8 with a few stray bytes is a UTF-8 page with
     * damage, not a windows-1252 page: legacy text almost never forms
     * valid multi-byte sequences by chance.
     */
    *clean = nseg_utf8_check(data, len, &invalid, &multibyte, &nuls);

    if (invalid == 0 || multibyte >= 8 * invalid) {
        return "utf-8";
    }

    return fallback != NULL ? fallback : "windows-1252";

bom:

    if (src) {
        *src = NSEG_CHARSET_SRC_BOM;
    }

    return enc;
}


int
nseg_utf8_check(const char *data, size_t len, size_t *invalid,
    size_t *multibyte, size_t *nuls)
{
    size_t          i, j, k, need, bad, multi, zero;
    u_char          c, lo, hi;
    uint64_t        v;
    const u_char   *s;

    s = (const u_char *) data;
    bad = 0;
    multi = 0;
    zero = 0;
    i = 0;

    while (i < len) {

        /* eight ASCII bytes without NUL at a time */
        if (i + 8 <= len) {
            memcpy(&v, s + i, 8);

            if ((v & 0x8080808080808080ULL) == 0
                && ((v - 0x0101010101010101ULL) & ~v
                    & 0x8080808080808080ULL) == 0)
            {
                i += 8;
                continue;
            }
        }

        c = s[i];

        if (c < 0x80) {
            if (c == 0) {
                zero++;
            }

            i++;
            continue;
        }

        lo = 0x80;
        hi = 0xbf;

        if (c >= 0xc2 && c <= 0xdf) {
            need = 1;

        } else if (c >= 0xe0 && c <= 0xef) {
            need = 2;

            if (c == 0xe0) {
                lo = 0xa0;

            } else if (c == 0xed) {
                hi = 0x9f;
            }

        } else if (c >= 0xf0 && c <= 0xf4) {
            need = 3;

            if (c == 0xf0) {
                lo = 0x90;

            } else if (c == 0xf4) {
                hi = 0x8f;
            }

        } else {
            bad++;
            i++;
            continue;
        }

        for (j = i + 1, k = 0; k < need; j++, k++) {
            if (j >= len || s[j] < lo || s[j] > hi) {
                break;
            }

            lo = 0x80;
            hi = 0xbf;
        }

        if (k == need) {
            multi++;

        } else {
            /* a maximal subpart; the offending byte is looked at again */
            bad++;
        }

        i = j;
    }

    if (invalid) {
        *invalid = bad;
    }

    if (multibyte) {
        *multibyte = multi;
    }

    if (nuls) {
        *nuls = zero;
    }

    return bad == 0 && zero == 0;
}


static u_char *
nseg_cs_put(u_char *d, uint32_t cp)
{
    return d + nseg_utf8_encode(cp, (char *) d);
}


/*
 * UTF-8 to clean UTF-8: one memcpy when the input is clean, otherwise a
 * copy where each maximal invalid subpart and each NUL is U+FFFD (the
 * WHATWG decoder's behaviour, so we agree with browsers).
 */
static int
nseg_cs_utf8_copy(const char *data, size_t len, char **out, size_t *out_len)
{
    size_t          i, j, k, need, invalid, nuls;
    u_char          c, lo, hi;
    u_char         *d, *buf;
    const u_char   *s;

    if (nseg_utf8_check(data, len, &invalid, NULL, &nuls)) {
        buf = malloc(len + 1);
        if (buf == NULL) {
            return NSEG_ERROR;
        }

        memcpy(buf, data, len);
        buf[len] = '\0';

        *out = (char *) buf;
        *out_len = len;

        return NSEG_OK;
    }

    /* every invalid subpart is at least one byte and becomes three */
    buf = malloc(len + 2 * (invalid + nuls) + 1);
    if (buf == NULL) {
        return NSEG_ERROR;
    }

    s = (const u_char *) data;
    d = buf;
    i = 0;

    while (i < len) {
        c = s[i];

        if (c < 0x80) {
            if (c == 0) {
                d = nseg_cs_put(d, 0xfffd);

            } else {
                *d++ = c;
            }

            i++;
            continue;
        }

        lo = 0x80;
        hi = 0xbf;

        if (c >= 0xc2 && c <= 0xdf) {
            need = 1;

        } else if (c >= 0xe0 && c <= 0xef) {
            need = 2;
            lo = (c == 0xe0) ? 0xa0 : 0x80;
            hi = (c == 0xed) ? 0x9f : 0xbf;

        } else if (c >= 0xf0 && c <= 0xf4) {
            need = 3;
            lo = (c == 0xf0) ? 0x90 : 0x80;
            hi = (c == 0xf4) ? 0x8f : 0xbf;

        } else {
            d = nseg_cs_put(d, 0xfffd);
            i++;
            continue;
        }

        for (j = i + 1, k = 0; k < need; j++, k++) {
            if (j >= len || s[j] < lo || s[j] > hi) {
                break;
            }

            lo = 0x80;
            hi = 0xbf;
        }

        if (k == need) {
            memcpy(d, s + i, j - i);
            d += j - i;

        } else {
            d = nseg_cs_put(d, 0xfffd);
        }

        i = j;
    }

    *d = '\0';
    *out = (char *) buf;
    *out_len = (size_t) (d - buf);

    return NSEG_OK;
}


static int
nseg_cs_w1252(const u_char *p, size_t len, char **out, size_t *out_len)
{
    size_t   i, n;
    u_char   c;
    u_char  *d, *buf;

    /* exact size first: a page may be tens of MB */
    n = 0;

    for (i = 0; i < len; i++) {
        c = p[i];

        if (c == 0) {
            n += 3;

        } else if (c < 0x80) {
            n += 1;

        } else if (c < 0xa0) {
            n += (nseg_charset_w1252_c1[c - 0x80] < 0x800) ? 2 : 3;

        } else {
            n += 2;
        }
    }

    buf = malloc(n + 1);
    if (buf == NULL) {
        return NSEG_ERROR;
    }

    d = buf;

    for (i = 0; i < len; i++) {
        c = p[i];

        if (c == 0) {
            d = nseg_cs_put(d, 0xfffd);

        } else if (c < 0x80) {
            *d++ = c;

        } else if (c < 0xa0) {
            d = nseg_cs_put(d, nseg_charset_w1252_c1[c - 0x80]);

        } else {
            d = nseg_cs_put(d, c);
        }
    }

    *d = '\0';
    *out = (char *) buf;
    *out_len = (size_t) (d - buf);

    return NSEG_OK;
}


static int
nseg_cs_utf16(const u_char *p, size_t len, int be, char **out,
    size_t *out_len)
{
    size_t    i;
    u_char   *d, *buf;
    uint32_t  u, u2;

    /* a unit gives at most 3 bytes; a pair of units at most 4 */
    buf = malloc(len / 2 * 3 + 3 + 1);
    if (buf == NULL) {
        return NSEG_ERROR;
    }

    d = buf;
    i = 0;

    while (i + 1 < len) {
        u = be ? (uint32_t) (p[i] << 8 | p[i + 1])
               : (uint32_t) (p[i + 1] << 8 | p[i]);
        i += 2;

        if (u >= 0xd800 && u <= 0xdbff) {
            if (i + 1 < len) {
                u2 = be ? (uint32_t) (p[i] << 8 | p[i + 1])
                        : (uint32_t) (p[i + 1] << 8 | p[i]);

                if (u2 >= 0xdc00 && u2 <= 0xdfff) {
                    i += 2;
                    d = nseg_cs_put(d, 0x10000 + ((u - 0xd800) << 10)
                                       + (u2 - 0xdc00));
                    continue;
                }
            }

            u = 0xfffd;

        } else if ((u >= 0xdc00 && u <= 0xdfff) || u == 0) {
            u = 0xfffd;
        }

        d = nseg_cs_put(d, u);
    }

    if (i < len) {
        /* an odd trailing byte */
        d = nseg_cs_put(d, 0xfffd);
    }

    *d = '\0';
    *out = (char *) buf;
    *out_len = (size_t) (d - buf);

    return NSEG_OK;
}


static int
nseg_cs_iconv(const char *data, size_t len, const char *from, char **out,
    size_t *out_len)
{
    int      rc;
    char    *in, *o, *buf, *nbuf;
    size_t   cap, inleft, outleft, used, n;
    iconv_t  cd;

    cd = iconv_open("UTF-8", from);
    if (cd == (iconv_t) -1) {
        return NSEG_DECLINED;
    }

    cap = len * 2 + 64;

    buf = malloc(cap);
    if (buf == NULL) {
        iconv_close(cd);
        return NSEG_ERROR;
    }

    in = (char *) data;
    inleft = len;
    o = buf;
    outleft = cap - 1;

    for ( ;; ) {

        n = iconv(cd, inleft ? &in : NULL, &inleft, &o, &outleft);

        if (n != (size_t) -1) {
            if (inleft == 0) {
                break;
            }

            continue;
        }

        if (errno == E2BIG) {
            used = (size_t) (o - buf);
            cap *= 2;

            nbuf = realloc(buf, cap);
            if (nbuf == NULL) {
                free(buf);
                iconv_close(cd);
                return NSEG_ERROR;
            }

            buf = nbuf;
            o = buf + used;
            outleft = cap - used - 1;
            continue;
        }

        /* EILSEQ: skip a byte; EINVAL: truncated at the end */

        if (outleft < 3) {
            used = (size_t) (o - buf);
            cap *= 2;

            nbuf = realloc(buf, cap);
            if (nbuf == NULL) {
                free(buf);
                iconv_close(cd);
                return NSEG_ERROR;
            }

            buf = nbuf;
            o = buf + used;
            outleft = cap - used - 1;
        }

        o = (char *) nseg_cs_put((u_char *) o, 0xfffd);
        outleft -= 3;

        if (errno == EINVAL || inleft <= 1) {
            inleft = 0;
            in = NULL;
            break;
        }

        in++;
        inleft--;
    }

    iconv_close(cd);

    *o = '\0';
    used = (size_t) (o - buf);

    if (nseg_utf8_check(buf, used, NULL, NULL, NULL)) {
        *out = buf;
        *out_len = used;
        return NSEG_OK;
    }

    /* NUL bytes of the source come through iconv unchanged */
    rc = nseg_cs_utf8_copy(buf, used, out, out_len);
    free(buf);

    return rc;
}


int
nseg_charset_convert(const char *data, size_t len, const char *name,
    char **out, size_t *out_len)
{
    int  idx;

    *out = NULL;
    *out_len = 0;

    idx = nseg_cs_index(name);

    switch (idx) {

    case NSEG_CS_UTF8:
        return nseg_cs_utf8_copy(data, len, out, out_len);

    case NSEG_CS_UTF16BE:
        return nseg_cs_utf16((const u_char *) data, len, 1, out, out_len);

    case NSEG_CS_UTF16LE:
        return nseg_cs_utf16((const u_char *) data, len, 0, out, out_len);

    case NSEG_CS_W1252:
        return nseg_cs_w1252((const u_char *) data, len, out, out_len);

    case -1:
        return NSEG_DECLINED;

    default:
        return nseg_cs_iconv(data, len, nseg_cs_encodings[idx].iconv, out,
                             out_len);
    }
}




int
nseg_charset_to_utf8(const char *data, size_t len, const char *http_charset,
    char **out, size_t *out_len, const char **detected)
{
    return nseg_cs_decode(data, len, http_charset, NULL, 0, out, out_len,
                          detected, NULL);
}


int
nseg_charset_view_utf8(const char *data, size_t len,
    const char *http_charset, const char *fallback, char **out,
    size_t *out_len, const char **detected, int *borrowed)
{
    return nseg_cs_decode(data, len, http_charset, fallback, 1, out, out_len,
                          detected, borrowed);
}


/*
 * One detection for both: borrow lets clean UTF-8 without a BOM come
 * back as data itself (*borrowed = 1) instead of a copy.
 */
static int
nseg_cs_decode(const char *data, size_t len, const char *http_charset,
    const char *fallback, int borrow, char **out, size_t *out_len,
    const char **detected, int *borrowed)
{
    int          rc, clean;
    char        *buf;
    size_t       bom, invalid, multibyte, nuls;
    const char  *enc;

    *out = NULL;
    *out_len = 0;

    if (borrowed) {
        *borrowed = 0;
    }

    if (data == NULL) {
        len = 0;
        data = "";
    }

    enc = nseg_cs_detect(data, len, http_charset, fallback, &bom, NULL,
                         &clean);

    /* labelled UTF-8 (HTTP, <meta>) was not checked by the sniff */
    if (borrow && len && bom == 0 && strcmp(enc, "utf-8") == 0
        && (clean || nseg_utf8_check(data, len, &invalid, &multibyte, &nuls)))
    {
        *out = (char *) data;
        *out_len = len;
        *borrowed = 1;

        if (detected) {
            *detected = enc;
        }

        return NSEG_OK;
    }

    if (clean) {
        /* the fast path: validated once by the sniff, copied once */
        buf = malloc(len + 1);
        if (buf == NULL) {
            return NSEG_ERROR;
        }

        memcpy(buf, data, len);
        buf[len] = '\0';

        *out = buf;
        *out_len = len;

        if (detected) {
            *detected = enc;
        }

        return NSEG_OK;
    }

    rc = nseg_charset_convert(data + bom, len - bom, enc, out, out_len);

    if (rc == NSEG_DECLINED) {
        /* iconv lacks the encoding on this system */
        enc = "windows-1252";
        rc = nseg_charset_convert(data + bom, len - bom, enc, out, out_len);
    }

    if (rc == NSEG_OK && *out_len >= 3
        && memcmp(*out, "\xef\xbb\xbf", 3) == 0)
    {
        /* a BOM behind the HTTP label, or a second one: drop it */
        memmove(*out, *out + 3, *out_len - 3 + 1);
        *out_len -= 3;
    }

    if (detected) {
        *detected = enc;
    }

    return rc;
}


int
nseg_charset_looks_binary(const char *data, size_t len)
{
    size_t          i, n, bad;
    const u_char   *p;

    p = (const u_char *) data;

    if (len >= 2 && ((p[0] == 0xfe && p[1] == 0xff)
                     || (p[0] == 0xff && p[1] == 0xfe)))
    {
        return 0;
    }

    if ((len >= 2 && p[0] == 0x1f && p[1] == 0x8b)               /* gzip */
        || (len >= 4 && memcmp(p, "\x89PNG", 4) == 0)
        || (len >= 3 && memcmp(p, "\xff\xd8\xff", 3) == 0)       /* JPEG */
        || (len >= 4 && memcmp(p, "GIF8", 4) == 0)
        || (len >= 5 && memcmp(p, "%PDF-", 5) == 0)
        || (len >= 4 && memcmp(p, "PK\x03\x04", 4) == 0)         /* zip */
        || (len >= 4 && memcmp(p, "\x28\xb5\x2f\xfd", 4) == 0)   /* zstd */
        || (len >= 12 && memcmp(p, "RIFF", 4) == 0
            && memcmp(p + 8, "WEBP", 4) == 0)
        || (len >= 4 && memcmp(p, "\x7f" "ELF", 4) == 0)
        || (len >= 6 && memcmp(p, "\xfd" "7zXZ", 5) == 0)
        || (len >= 3 && memcmp(p, "BZh", 3) == 0
            && len >= 4 && p[3] >= '1' && p[3] <= '9'))
    {
        return 1;
    }

    /* the MIME Sniffing spec's "binary data bytes" */
    n = len < NSEG_CHARSET_PRESCAN ? len : NSEG_CHARSET_PRESCAN;
    bad = 0;

    for (i = 0; i < n; i++) {
        if (p[i] <= 0x08 || p[i] == 0x0b
            || (p[i] >= 0x0e && p[i] <= 0x1a)
            || (p[i] >= 0x1c && p[i] <= 0x1f))
        {
            bad++;
        }
    }

    /* a stray NUL in a page is damage, not a binary file */
    return bad > n / 32 + 2;
}
