
/*
 * utf8.h - small UTF-8 helpers: whitespace (ASCII and Unicode spaces)
 * aware counting and collapsing, and decoding one code point.
 */


#ifndef _NSEG_UTF8_H_INCLUDED_
#define _NSEG_UTF8_H_INCLUDED_


#include <stddef.h>
#include <stdint.h>


/* code point at s (len bytes left); *n gets its length; U+FFFD if bad */
uint32_t nseg_utf8_decode(const char *s, size_t len, size_t *n);

int nseg_utf8_is_space(uint32_t cp);

/*
 * The value of a decimal digit at s (len bytes left), its bytes in *n:
 * ASCII, and the digits of the scripts news is written in (Arabic-Indic,
 * Persian, the Indic scripts, Thai, Lao, Tibetan, Myanmar, Khmer, full
 * width); -1 for anything else, *n then untouched.
 */
int nseg_utf8_digit(const char *s, size_t len, size_t *n);

/*
 * Whether byte c (unsigned) may start a digit of nseg_utf8_digit()
 * outside ASCII: 0xd9-0xdf (Arabic to N'Ko), 0xe0-0xe1 (Indic to
 * Mongolian) and 0xef (full width); not Han, kana, Hangul, nor the 0xe2
 * of typographic quotes and dashes, which hot loops then pass over
 * without a call
 */
#define nseg_utf8_digit_lead(c)                                              \
    (((c) >= 0xd9 && (c) <= 0xe1) || (c) == 0xef)

/* the offset of the first digit nseg_utf8_digit() reads in s, or len */
size_t nseg_utf8_first_digit(const char *s, size_t len);

/* whether the len bytes at s hold a digit nseg_utf8_digit() reads */
int nseg_utf8_has_digit(const char *s, size_t len);

/* a lower-case letter of the Latin, Greek or Cyrillic script */
int nseg_utf8_is_lower(uint32_t cp);

/* strcasestr(), a GNU extension: ASCII case folding only */
const char *nseg_strcasestr(const char *s, const char *needle);

/*
 * Whether the len bytes at w are one of the strings of list (NULL-
 * terminated), ASCII case folded: its index plus one, or 0.
 */
unsigned nseg_word_in(const char *w, size_t len, const char *const *list);

/* code points that are not white space */
uint32_t nseg_utf8_count_nonspace(const char *s, size_t len);

/* code points */
size_t nseg_utf8_length(const char *s, size_t len);

/* writes cp (at most U+10FFFF) as 1 to 4 bytes at out; returns how many */
size_t nseg_utf8_encode(uint32_t cp, char *out);

/*
 * Writes s with runs of white space as one ' ' and without leading or
 * trailing space; dst needs len bytes.  Returns the bytes written.
 */
size_t nseg_utf8_collapse(char *dst, const char *s, size_t len);

/*
 * Appends s collapsed; a leading run is dropped when after_space is set,
 * a trailing run is kept as one ' '.  Returns the bytes written.
 */
size_t nseg_utf8_collapse_append(char *dst, int after_space, const char *s,
    size_t len);

/*
 * Removes soft hyphens (U+00AD) from s in place: hyphenation hints, not
 * text ("Deutsch&shy;land" is searched for as "Deutschland").  Returns
 * the new length; s is not NUL-terminated by it.
 */
size_t nseg_utf8_drop_shy(char *s, size_t len);

/*
 * The length of s without the spaces, closing quotes and brackets at its
 * end, where a sentence's stop stands before them ("... the spring.”")
 */
size_t nseg_utf8_trim_closers(const char *s, size_t len);

/*
 * The ideographic spaces (U+3000) a CJK headline or name is written
 * with, "着色遅れ　「ふじ」", which collapsing made plain ' ': where raw
 * (the page) holds text with each of its spaces written as U+3000 or as
 * white space, and at least one as U+3000, out (len plus two bytes for
 * each space) gets the text so.  Returns the bytes written, 0 when raw
 * holds no such copy.
 */
size_t nseg_utf8_ideographic(const char *raw, size_t rawlen,
    const char *text, size_t len, char *out);


#endif /* _NSEG_UTF8_H_INCLUDED_ */
