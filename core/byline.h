
/*
 * byline.h - the author line near the title (byline.c).
 */


#ifndef _NSEG_BYLINE_H_INCLUDED_
#define _NSEG_BYLINE_H_INCLUDED_


#include "segment.h"


/*
 * Sets ctx->byline (arena text, or NULL) and the text nodes of its line,
 * ctx->byline_first and byline_last, which leave the body.
 */
void nseg_find_byline(nseg_ctx_t *ctx);

/*
 * Whether a line (blanks cut to single spaces) is a copy of the byline
 * found: its names, after a "By" word or label if any, and nothing else
 */
int nseg_byline_copy(const nseg_ctx_t *ctx, const char *p, size_t n);

/*
 * Whether name is a newsroom's generic name ("Redaktion", "Redacția",
 * "Staff") or an office's ("Communications and Marketing", "Press
 * Office"), which names no writer
 */
int nseg_byline_newsroom(const char *name);

/*
 * The length of s when it is one word of ASCII capitals ("CMS", "AFP",
 * "NPK": an account's or an agency's name), else 0
 */
size_t nseg_byline_capitals_word(const char *s);

/*
 * Whether every name of a byline ("A, B") reads as someone's: two to four
 * capitalised words, not all capitals
 */
int nseg_byline_all_names(const char *byline);

/*
 * Whether a byline in capitals ("ELLEN TAGOFIA") is names once its
 * words are capitalised only
 */
int nseg_byline_capitals_names(const char *byline);

/*
 * Whether p (n bytes) reads as a person's name: capitalised words, none
 * an office's or institution's
 */
int nseg_byline_person(const char *p, size_t n);

/* whether the byline "A, B" holds the name of n bytes at p */
int nseg_byline_has_name(const char *byline, const char *p, size_t n);

/*
 * Whether a byline holds Chinese, Japanese or Korean script (Han, kana,
 * Hangul): names in scripts without capitals, which nseg_byline_all_names
 * cannot read
 */
int nseg_byline_cjk(const char *byline);

/*
 * Whether a byline the page shows names people rather than the
 * organisation org that JSON-LD gives as the author: names (or CJK
 * names, found by a label), neither org again nor a newsroom
 */
int nseg_byline_people_over(const char *shown, const char *org);

/*
 * Whether the byline's lines credit name with another's part, "Edited
 * by Arjun Nair" after the writer's name: metadata naming the editor
 */
int nseg_byline_credits_other(nseg_ctx_t *ctx, const char *name);

/* how many lines of a body's text are bylines alone ("By Jane Roe") */
unsigned nseg_byline_lines(const char *text, size_t len);


#endif /* _NSEG_BYLINE_H_INCLUDED_ */
