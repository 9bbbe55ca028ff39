
/*
 * charset.h - finds the character encoding of a page the way browsers do
 * (BOM, HTTP charset, <meta> prescan, UTF-8 sniff) and converts the bytes
 * to clean UTF-8: invalid sequences and NUL bytes become U+FFFD.
 */


#ifndef _NSEG_CHARSET_H_INCLUDED_
#define _NSEG_CHARSET_H_INCLUDED_


#include <stddef.h>
#include <stdint.h>


/* how many bytes the <meta> prescan looks at (HTML spec: 1024) */
#define NSEG_CHARSET_PRESCAN     1024


typedef enum {
    NSEG_CHARSET_SRC_BOM = 1,      /* byte order mark */
    NSEG_CHARSET_SRC_HTTP,         /* the caller's HTTP charset hint */
    NSEG_CHARSET_SRC_META,         /* <meta charset> or http-equiv */
    NSEG_CHARSET_SRC_SNIFF         /* valid UTF-8 ? utf-8 : the guess */
} nseg_charset_src_e;


/*
 * windows-1252's characters for 0x80-0x9f (its five holes stay C1
 * controls): what browsers make of those bytes, and of the numeric
 * references "&#128;" to "&#159;".
 */
extern const uint16_t  nseg_charset_w1252_c1[32];

/*
 * Maps an encoding label (any case, surrounding blanks and quotes
 * allowed, as in the WHATWG Encoding Standard's label table) to the
 * canonical lower-case encoding name, e.g. "latin1" and "us-ascii" give
 * "windows-1252", "sjis" gives "shift_jis".  Returns a static string or
 * NULL for labels we do not know or do not decode on purpose (utf-7,
 * iso-2022-kr, hz-gb-2312, ...).
 */
const char *nseg_charset_label(const char *label, size_t len);

/*
 * Decides the encoding of data.  http_charset may be NULL, a bare label
 * or a whole Content-Type value ("text/html; charset=x").  Returns the
 * canonical name (static).  *bom_len receives the length of a BOM to
 * skip (0 if none) and *src, when not NULL, where the answer came from.
 */
const char *nseg_charset_detect(const char *data, size_t len,
    const char *http_charset, size_t *bom_len, nseg_charset_src_e *src);

/*
 * Converts data to UTF-8.  Order: BOM, http_charset, <meta> prescan of
 * the first NSEG_CHARSET_PRESCAN bytes, then "valid UTF-8 ? UTF-8 :
 * windows-1252" (a document with a few stray bytes among many valid
 * multi-byte sequences still counts as UTF-8).  Unknown labels fall
 * through to the next step.
 *
 * Ownership: *out is always a fresh malloc'd, NUL-terminated copy that
 * the caller frees with free(), also for empty input ("" and length 0);
 * data is never modified or referenced afterwards.  The output is valid
 * UTF-8 without NUL bytes and without a BOM.  *detected (may be NULL)
 * receives the static canonical encoding name.  Already-valid UTF-8 costs
 * one validation pass and one memcpy.
 *
 * Returns NSEG_OK, or NSEG_ERROR when memory runs out (*out is NULL).
 */
int nseg_charset_to_utf8(const char *data, size_t len,
    const char *http_charset, char **out, size_t *out_len,
    const char **detected);

/*
 * The same, except that valid UTF-8 without a BOM (sniffed, or
 * labelled and checked) comes back as data itself with *borrowed = 1,
 * not copied and not NUL-terminated: the pipeline parses the caller's
 * bytes where they lie.  Otherwise *out is a fresh copy as above and
 * *borrowed = 0.  fallback (may be NULL) replaces windows-1252 as the
 * last step's answer for bytes that are not UTF-8.
 */
int nseg_charset_view_utf8(const char *data, size_t len,
    const char *http_charset, const char *fallback, char **out,
    size_t *out_len, const char **detected, int *borrowed);

/*
 * The encoding browsers guess for a page of url's country domain that
 * declares none and is not UTF-8 ("windows-1251" for .ru, "shift_jis"
 * for .jp, ...), or NULL (windows-1252 then).
 */
const char *nseg_charset_tld_fallback(const char *url);

/*
 * Converts from a known canonical encoding name (as returned above), with
 * the same output guarantees.  Returns NSEG_DECLINED for unknown names.
 */
int nseg_charset_convert(const char *data, size_t len, const char *name,
    char **out, size_t *out_len);

/*
 * Counts invalid UTF-8 sequences (maximal subparts, as U+FFFD
 * replacement counts them), valid multi-byte sequences and NUL bytes;
 * any pointer may be NULL.  Returns 1 if data is valid UTF-8 without NUL.
 */
int nseg_utf8_check(const char *data, size_t len, size_t *invalid,
    size_t *multibyte, size_t *nuls);

/*
 * A quick "this is not a text/HTML document" test for the NOT_HTML
 * decline: known binary signatures (images, PDF, archives, gzip that was
 * not decoded) or many NUL/control bytes in the first KB.  A UTF-16 BOM
 * is text.  Returns 1 for binary.
 */
int nseg_charset_looks_binary(const char *data, size_t len);


#endif /* _NSEG_CHARSET_H_INCLUDED_ */
