
/*
 * lang.h - the language of a text that declares none.
 */


#ifndef _NSEG_LANG_H_INCLUDED_
#define _NSEG_LANG_H_INCLUDED_


#include <stddef.h>


/*
 * A BCP 47 primary subtag for the text, or NULL when it cannot tell:
 * by script where one language owns it (Hangul, kana, Han without kana,
 * Thai, Greek, Hebrew), else by the function words of English, German,
 * French, Spanish, Italian, Portuguese, Dutch and Polish.  Reads the
 * first NSEG_LANG_SAMPLE bytes.
 */
const char *nseg_lang_guess(const char *text, size_t len);

#define NSEG_LANG_SAMPLE         8192

/*
 * 1 when the text contradicts the declared language (a BCP 47 tag), with
 * *lang the language it reads as, or NULL when it tells none.  The text
 * contradicts a declaration when its letters, all of them, are another
 * script than the declared language is written in (English text
 * declared "ar"; the script a tag names, "kk-Latn", counts first), or
 * when it clearly reads as another language and the declared one is
 * one the guess would have recognised (another language's text may
 * look to it like one it knows: Czech like Polish): by a script one
 * language owns, or by function words three times those of any other
 * language, in the first NSEG_LANG_SAMPLE bytes.
 */
int nseg_lang_contradicts(const char *declared, const char *text,
    size_t len, const char **lang);

/* whether two BCP 47 tags have the same primary subtag: "de-AT", "de" */
int nseg_lang_same(const char *a, const char *b);

/*
 * Whether a text of no known language reads right to left: at least
 * 200 letters, 80% of them Arabic or Hebrew (Arabic, Persian and Urdu
 * text gets no guess, but its direction is plain).
 */
int nseg_lang_text_rtl(const char *text, size_t len);


#endif /* _NSEG_LANG_H_INCLUDED_ */
