
/*
 * lang.c - guesses the language of a page that declares none, for the
 * result's lang (a screen reader picks its voice by it).  A wrong guess
 * is worse than none, so it answers only when one language clearly
 * leads: scripts shared by many languages (Latin aside), Cyrillic,
 * Arabic and Devanagari among them, give no answer.
 */


#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "lang.h"
#include "utf8.h"


/* a script must be this share of the letters to name the language */
#define NSEG_LANG_SCRIPT_PCT     30
/* function words: at least this many, and twice the runner-up's */
#define NSEG_LANG_MIN_WORDS      5
#define NSEG_LANG_WORD_MAX       8


typedef struct {
    const char                *lang;
    const char *const         *words;
} nseg_lang_words_t;


/*
 * Frequent words that belong to one of the eight languages only (or
 * almost: "die" is Dutch too, but rarer there than "het" and "een").
 */
static const char *const  nseg_lang_en[] = {
    "the", "and", "of", "is", "that", "with", "was", "this", "are", "for",
    NULL
};
static const char *const  nseg_lang_de[] = {
    "der", "die", "und", "das", "ist", "nicht", "mit", "sich", "auf",
    "ein", NULL
};
static const char *const  nseg_lang_fr[] = {
    "les", "est", "une", "pour", "dans", "pas", "du", "qui", "sur", "au",
    NULL
};
static const char *const  nseg_lang_es[] = {
    "el", "los", "las", "y", "del", "por", "una", "para", "con", "es",
    NULL
};
static const char *const  nseg_lang_it[] = {
    "il", "di", "che", "della", "per", "non", "sono", "gli", "delle",
    "anche", NULL
};
static const char *const  nseg_lang_pt[] = {
    "os", "n\xc3\xa3o", "uma", "com", "do", "da", "em", "um", "ao",
    "s\xc3\xa3o", NULL
};
static const char *const  nseg_lang_nl[] = {
    "het", "een", "van", "niet", "zijn", "voor", "met", "ook", "maar",
    "dat", NULL
};
static const char *const  nseg_lang_pl[] = {
    "si\xc4\x99", "nie", "\xc5\xbc" "e", "jest", "na", "w", "z", "jak",
    "to", "przez", NULL
};

static const nseg_lang_words_t  nseg_lang_table[] = {
    { "en", nseg_lang_en }, { "de", nseg_lang_de }, { "fr", nseg_lang_fr },
    { "es", nseg_lang_es }, { "it", nseg_lang_it }, { "pt", nseg_lang_pt },
    { "nl", nseg_lang_nl }, { "pl", nseg_lang_pl },
};

#define NSEG_LANG_N  (sizeof(nseg_lang_table) / sizeof(nseg_lang_table[0]))


/* the languages nseg_lang_by_script() tells by their script alone */
static const char *const  nseg_lang_scripts[] = {
    "ko", "ja", "zh", "th", "el", "he", NULL
};


static const char *nseg_lang_by_script(const char *text, size_t len);
static const char *nseg_lang_by_words(const char *text, size_t len);
static void nseg_lang_count(const char *text, size_t len, unsigned *count);
static int nseg_lang_known(const char *tag);
static int nseg_lang_same(const char *a, const char *b);
static int nseg_lang_is_letter(uint32_t cp);


/*
 * A word's count must be this many times the declared language's and
 * every other's before the text overrides a declaration
 */
#define NSEG_LANG_OVERRIDE       3


const char *
nseg_lang_other(const char *declared, const char *text, size_t len)
{
    size_t       k, d;
    unsigned     count[NSEG_LANG_N], best, b;
    const char  *lang;

    if (declared == NULL || text == NULL || !nseg_lang_known(declared)) {
        return NULL;
    }

    if (len > NSEG_LANG_SAMPLE) {
        len = NSEG_LANG_SAMPLE;
    }

    /* a script one language owns is the text's, whatever was declared */
    lang = nseg_lang_by_script(text, len);
    if (lang != NULL) {
        return nseg_lang_same(declared, lang) ? NULL : lang;
    }

    nseg_lang_count(text, len, count);

    best = 0;
    b = 0;

    for (k = 0; k < NSEG_LANG_N; k++) {
        if (count[k] > best) {
            best = count[k];
            b = (unsigned) k;
        }
    }

    if (best < NSEG_LANG_MIN_WORDS
        || nseg_lang_same(declared, nseg_lang_table[b].lang))
    {
        return NULL;
    }

    for (d = 0; d < NSEG_LANG_N; d++) {
        if (d != b && count[d] * NSEG_LANG_OVERRIDE > best) {
            return NULL;
        }
    }

    return nseg_lang_table[b].lang;
}


/* whether nseg_lang_guess() can tell the language of the tag at all */

static int
nseg_lang_known(const char *tag)
{
    size_t  n, k;

    n = strcspn(tag, "-_");

    for (k = 0; k < NSEG_LANG_N; k++) {
        if (strlen(nseg_lang_table[k].lang) == n
            && strncasecmp(tag, nseg_lang_table[k].lang, n) == 0)
        {
            return 1;
        }
    }

    for (k = 0; nseg_lang_scripts[k] != NULL; k++) {
        if (strlen(nseg_lang_scripts[k]) == n
            && strncasecmp(tag, nseg_lang_scripts[k], n) == 0)
        {
            return 1;
        }
    }

    return 0;
}


/* the same primary subtag: "de-AT" and "de" */

static int
nseg_lang_same(const char *a, const char *b)
{
    size_t  n;

    n = strcspn(a, "-_");

    return n == strcspn(b, "-_") && strncasecmp(a, b, n) == 0;
}


const char *
nseg_lang_guess(const char *text, size_t len)
{
    const char  *lang;

    if (text == NULL) {
        return NULL;
    }

    if (len > NSEG_LANG_SAMPLE) {
        len = NSEG_LANG_SAMPLE;
    }

    lang = nseg_lang_by_script(text, len);

    return lang != NULL ? lang : nseg_lang_by_words(text, len);
}


static const char *
nseg_lang_by_script(const char *text, size_t len)
{
    size_t     i, n;
    uint32_t   cp, letters, hangul, kana, han, thai, greek, hebrew;

    letters = hangul = kana = han = thai = greek = hebrew = 0;

    for (i = 0; i < len; i += n) {
        cp = nseg_utf8_decode(text + i, len - i, &n);

        if (!nseg_lang_is_letter(cp)) {
            continue;
        }

        letters++;

        if ((cp >= 0xac00 && cp <= 0xd7af) || (cp >= 0x1100 && cp <= 0x11ff))
        {
            hangul++;

        } else if (cp >= 0x3040 && cp <= 0x30ff) {
            kana++;

        } else if (cp >= 0x4e00 && cp <= 0x9fff) {
            han++;

        } else if (cp >= 0x0e00 && cp <= 0x0e7f) {
            thai++;

        } else if (cp >= 0x0370 && cp <= 0x03ff) {
            greek++;

        } else if (cp >= 0x0590 && cp <= 0x05ff) {
            hebrew++;
        }
    }

    if (letters == 0) {
        return NULL;
    }

#define nseg_lang_share(n)  ((n) * 100 >= letters * NSEG_LANG_SCRIPT_PCT)

    if (nseg_lang_share(hangul)) {
        return "ko";
    }

    /* Japanese writes Han too; kana are its own */
    if (kana * 100 >= letters * 5 && nseg_lang_share(kana + han)) {
        return "ja";
    }

    if (nseg_lang_share(han)) {
        return "zh";
    }

    if (nseg_lang_share(thai)) {
        return "th";
    }

    if (nseg_lang_share(greek)) {
        return "el";
    }

    if (nseg_lang_share(hebrew)) {
        return "he";
    }

#undef nseg_lang_share

    return NULL;
}


/*
 * The function words of each language in the text.  A run of letters
 * that touches a digit is a code, not a word: the "W14" of a results
 * table is no Polish "w".
 */

static void
nseg_lang_count(const char *text, size_t len, unsigned *count)
{
    char                       word[NSEG_LANG_WORD_MAX + 1];
    size_t                     i, n, w, k;
    uint32_t                   cp;
    unsigned                   digit;
    const char *const         *x;

    memset(count, 0, NSEG_LANG_N * sizeof(unsigned));

    for (i = 0; i < len; /* void */ ) {
        digit = (i > 0 && text[i - 1] >= '0' && text[i - 1] <= '9');

        /* a word: a run of letters, lower-cased when ASCII */
        for (w = 0; i < len; i += n) {
            cp = nseg_utf8_decode(text + i, len - i, &n);

            if (!nseg_lang_is_letter(cp)) {
                break;
            }

            if (w + n <= NSEG_LANG_WORD_MAX) {
                memcpy(word + w, text + i, n);

                if (n == 1 && word[w] >= 'A' && word[w] <= 'Z') {
                    word[w] = (char) (word[w] - 'A' + 'a');
                }
            }

            w += n;
        }

        if (w == 0) {
            i += n;
            continue;
        }

        if (w > NSEG_LANG_WORD_MAX || digit
            || (i < len && text[i] >= '0' && text[i] <= '9'))
        {
            continue;
        }

        word[w] = '\0';

        for (k = 0; k < NSEG_LANG_N; k++) {
            for (x = nseg_lang_table[k].words; *x != NULL; x++) {
                if (strcmp(word, *x) == 0) {
                    count[k]++;
                    break;
                }
            }
        }
    }
}


static const char *
nseg_lang_by_words(const char *text, size_t len)
{
    size_t    k;
    unsigned  count[NSEG_LANG_N], best, second, b;

    nseg_lang_count(text, len, count);

    best = 0;
    second = 0;
    b = 0;

    for (k = 0; k < NSEG_LANG_N; k++) {
        if (count[k] > best) {
            second = best;
            best = count[k];
            b = (unsigned) k;

        } else if (count[k] > second) {
            second = count[k];
        }
    }

    if (best < NSEG_LANG_MIN_WORDS || best < 2 * second) {
        return NULL;
    }

    return nseg_lang_table[b].lang;
}


/* letters of the scripts above, and Latin's; not digits or marks */
static int
nseg_lang_is_letter(uint32_t cp)
{
    if (cp < 0x80) {
        return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
    }

    return (cp >= 0xc0 && cp <= 0x24f && cp != 0xd7 && cp != 0xf7)
           || (cp >= 0x0370 && cp <= 0x03ff)
           || (cp >= 0x0400 && cp <= 0x052f)
           || (cp >= 0x0590 && cp <= 0x05ff)
           || (cp >= 0x0600 && cp <= 0x06ff)
           || (cp >= 0x0900 && cp <= 0x097f)
           || (cp >= 0x0e00 && cp <= 0x0e7f)
           || (cp >= 0x1100 && cp <= 0x11ff)
           || (cp >= 0x3040 && cp <= 0x30ff)
           || (cp >= 0x4e00 && cp <= 0x9fff)
           || (cp >= 0xac00 && cp <= 0xd7af);
}
