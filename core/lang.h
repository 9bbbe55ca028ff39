
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
 * 1 when nseg_lang_guess() can recognise the language of the BCP 47
 * tag (its primary subtag is one it returns), so that a guess of
 * another language contradicts the tag; 0 for any other language,
 * whose text it may take for one it knows (Czech for Polish).
 */
int nseg_lang_known(const char *tag);

/* 1 when the two BCP 47 tags have the same primary subtag ("de-AT", "de") */
int nseg_lang_same(const char *a, const char *b);


#endif /* _NSEG_LANG_H_INCLUDED_ */
