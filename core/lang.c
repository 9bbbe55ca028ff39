
/*
 * lang.c - guesses the language of a page that declares none, for the
 * result's lang (a screen reader picks its voice by it).  A wrong guess
 * is worse than none, so it answers only when one language clearly
 * leads: scripts shared by many languages (Latin aside), Cyrillic,
 * Arabic and Devanagari among them, give no answer.
 */


#include <stdint.h>
#include <ctype.h>
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


/* the scripts of nseg_lang_is_letter(), as far as languages go */
typedef enum {
    NSEG_SCRIPT_LATIN = 0,
    NSEG_SCRIPT_GREEK,
    NSEG_SCRIPT_CYRILLIC,
    NSEG_SCRIPT_HEBREW,
    NSEG_SCRIPT_ARABIC,
    NSEG_SCRIPT_DEVANAGARI,
    NSEG_SCRIPT_THAI,
    NSEG_SCRIPT_CJK,                    /* Han, kana, Hangul */
    NSEG_SCRIPT_N
} nseg_script_e;


/*
 * Languages written in one script only, by their primary subtag:
 * Serbian (Cyrillic and Latin), Kazakh (Cyrillic, Latin, and Arabic in
 * China) and Malay (Latin, and Jawi in Brunei) are written in two or
 * more and are not here.  A tag naming its script ("sr-Latn") is read
 * by nseg_lang_tag_script() first.
 */
static const struct {
    const char                *lang;
    nseg_script_e              script;
} nseg_lang_script_of[] = {
    { "en", NSEG_SCRIPT_LATIN }, { "de", NSEG_SCRIPT_LATIN },
    { "fr", NSEG_SCRIPT_LATIN }, { "es", NSEG_SCRIPT_LATIN },
    { "it", NSEG_SCRIPT_LATIN }, { "pt", NSEG_SCRIPT_LATIN },
    { "nl", NSEG_SCRIPT_LATIN }, { "pl", NSEG_SCRIPT_LATIN },
    { "cs", NSEG_SCRIPT_LATIN }, { "sk", NSEG_SCRIPT_LATIN },
    { "sl", NSEG_SCRIPT_LATIN }, { "hr", NSEG_SCRIPT_LATIN },
    { "hu", NSEG_SCRIPT_LATIN }, { "ro", NSEG_SCRIPT_LATIN },
    { "fi", NSEG_SCRIPT_LATIN }, { "et", NSEG_SCRIPT_LATIN },
    { "lv", NSEG_SCRIPT_LATIN }, { "lt", NSEG_SCRIPT_LATIN },
    { "sv", NSEG_SCRIPT_LATIN }, { "da", NSEG_SCRIPT_LATIN },
    { "nb", NSEG_SCRIPT_LATIN }, { "nn", NSEG_SCRIPT_LATIN },
    { "no", NSEG_SCRIPT_LATIN }, { "is", NSEG_SCRIPT_LATIN },
    { "ca", NSEG_SCRIPT_LATIN }, { "tr", NSEG_SCRIPT_LATIN },
    { "id", NSEG_SCRIPT_LATIN }, { "vi", NSEG_SCRIPT_LATIN },
    { "el", NSEG_SCRIPT_GREEK },
    { "ru", NSEG_SCRIPT_CYRILLIC }, { "uk", NSEG_SCRIPT_CYRILLIC },
    { "bg", NSEG_SCRIPT_CYRILLIC }, { "be", NSEG_SCRIPT_CYRILLIC },
    { "mk", NSEG_SCRIPT_CYRILLIC },
    { "he", NSEG_SCRIPT_HEBREW }, { "yi", NSEG_SCRIPT_HEBREW },
    { "ar", NSEG_SCRIPT_ARABIC }, { "fa", NSEG_SCRIPT_ARABIC },
    { "ur", NSEG_SCRIPT_ARABIC }, { "ps", NSEG_SCRIPT_ARABIC },
    { "hi", NSEG_SCRIPT_DEVANAGARI }, { "mr", NSEG_SCRIPT_DEVANAGARI },
    { "ne", NSEG_SCRIPT_DEVANAGARI },
    { "th", NSEG_SCRIPT_THAI },
    { "zh", NSEG_SCRIPT_CJK }, { "ja", NSEG_SCRIPT_CJK },
    { "ko", NSEG_SCRIPT_CJK },
    { NULL, 0 }
};


/* ISO 15924 script subtags, as tags name them: "sr-Latn", "zh-Hant" */
static const struct {
    const char                *subtag;
    nseg_script_e              script;
} nseg_lang_subtags[] = {
    { "latn", NSEG_SCRIPT_LATIN }, { "grek", NSEG_SCRIPT_GREEK },
    { "cyrl", NSEG_SCRIPT_CYRILLIC }, { "hebr", NSEG_SCRIPT_HEBREW },
    { "arab", NSEG_SCRIPT_ARABIC }, { "deva", NSEG_SCRIPT_DEVANAGARI },
    { "thai", NSEG_SCRIPT_THAI }, { "hans", NSEG_SCRIPT_CJK },
    { "hant", NSEG_SCRIPT_CJK }, { "hani", NSEG_SCRIPT_CJK },
    { "jpan", NSEG_SCRIPT_CJK }, { "kore", NSEG_SCRIPT_CJK },
    { "hang", NSEG_SCRIPT_CJK }, { NULL, 0 }
};


/* the languages nseg_lang_by_script() tells by their script alone */
static const char *const  nseg_lang_scripts[] = {
    "ko", "ja", "zh", "th", "el", "he", NULL
};


static const char *nseg_lang_by_script(const char *text, size_t len);
static const char *nseg_lang_by_words(const char *text, size_t len);
static void nseg_lang_count(const char *text, size_t len, unsigned *count);
static int nseg_lang_known(const char *tag);
static int nseg_lang_script_rules_out(const char *tag, const char *text,
    size_t len);
static int nseg_lang_tag_script(const char *tag, nseg_script_e *script);
static uint32_t nseg_lang_count_scripts(const char *text, size_t len,
    uint32_t *count);
static nseg_script_e nseg_lang_script(uint32_t cp);
static int nseg_lang_is_letter(uint32_t cp);


/*
 * A word's count must be this many times the declared language's and
 * every other's before the text overrides a declaration
 */
#define NSEG_LANG_OVERRIDE       3
/* letters a text needs before its script rules a declaration out */
#define NSEG_LANG_SCRIPT_MIN     200


int
nseg_lang_contradicts(const char *declared, const char *text, size_t len,
    const char **lang)
{
    size_t       k, d;
    unsigned     count[NSEG_LANG_N], best, b;
    const char  *guess;

    *lang = NULL;

    if (declared == NULL || text == NULL) {
        return 0;
    }

    /*
     * Arabic declared, the text in Latin letters: not Arabic at all.
     * The whole text is counted, a cheap pass: a Russian article opening
     * with a listing of Latin code is Russian.
     */
    if (nseg_lang_script_rules_out(declared, text, len)) {
        *lang = nseg_lang_guess(text, len);
        return 1;
    }

    if (len > NSEG_LANG_SAMPLE) {
        len = NSEG_LANG_SAMPLE;
    }

    if (!nseg_lang_known(declared)) {
        return 0;
    }

    /* a script one language owns is the text's, whatever was declared */
    guess = nseg_lang_by_script(text, len);
    if (guess != NULL) {
        if (nseg_lang_same(declared, guess)) {
            return 0;
        }

        *lang = guess;
        return 1;
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
        return 0;
    }

    for (d = 0; d < NSEG_LANG_N; d++) {
        if (d != b && count[d] * NSEG_LANG_OVERRIDE > best) {
            return 0;
        }
    }

    *lang = nseg_lang_table[b].lang;

    return 1;
}


/*
 * Whether the text's letters rule out the script the declared language
 * is written in: at least NSEG_LANG_SCRIPT_MIN letters, under 5% of them
 * in that script and 80% in one other.
 */

static int
nseg_lang_script_rules_out(const char *tag, const char *text, size_t len)
{
    size_t         k;
    uint32_t       letters, count[NSEG_SCRIPT_N];
    nseg_script_e  want;

    if (!nseg_lang_tag_script(tag, &want)) {
        return 0;
    }

    letters = nseg_lang_count_scripts(text, len, count);

    if (letters < NSEG_LANG_SCRIPT_MIN || count[want] * 20 >= letters) {
        return 0;
    }

    for (k = 0; k < NSEG_SCRIPT_N; k++) {
        if (k != want && count[k] * 5 >= letters * 4) {
            return 1;
        }
    }

    return 0;
}


/* the letters of the text, and of each script in count */
static uint32_t
nseg_lang_count_scripts(const char *text, size_t len, uint32_t *count)
{
    size_t    i, n;
    uint32_t  cp, letters;

    memset(count, 0, NSEG_SCRIPT_N * sizeof(uint32_t));
    letters = 0;

    for (i = 0; i < len; i += n) {
        cp = nseg_utf8_decode(text + i, len - i, &n);

        if (nseg_lang_is_letter(cp)) {
            letters++;
            count[nseg_lang_script(cp)]++;
        }
    }

    return letters;
}


int
nseg_lang_text_rtl(const char *text, size_t len)
{
    uint32_t  letters, count[NSEG_SCRIPT_N];

    if (text == NULL) {
        return 0;
    }

    letters = nseg_lang_count_scripts(text, len, count);

    return letters >= NSEG_LANG_SCRIPT_MIN
           && (uint64_t) (count[NSEG_SCRIPT_ARABIC] + count[NSEG_SCRIPT_HEBREW])
              * 5 >= (uint64_t) letters * 4;
}


/*
 * The script a tag's language is written in: the script subtag it names
 * ("kk-Latn", "zh-Hant"), else its primary subtag's one script; 0 when
 * neither tells (a script not told apart here, a language of several).
 * A script subtag starts with a letter (BCP 47): four starting with a
 * digit are a variant.
 */
static int
nseg_lang_tag_script(const char *tag, nseg_script_e *script)
{
    size_t       k, len;
    const char  *sub;

    len = strcspn(tag, "-_");
    sub = tag + len;

    /* four letters are a script; "de-1996", four digits, a variant */
    if (*sub != '\0' && strcspn(sub + 1, "-_") == 4
        && isalpha((unsigned char) sub[1]))
    {
        for (k = 0; nseg_lang_subtags[k].subtag != NULL; k++) {
            if (strncasecmp(sub + 1, nseg_lang_subtags[k].subtag, 4) == 0) {
                *script = nseg_lang_subtags[k].script;
                return 1;
            }
        }

        return 0;
    }

    for (k = 0; nseg_lang_script_of[k].lang != NULL; k++) {
        if (strlen(nseg_lang_script_of[k].lang) == len
            && strncasecmp(tag, nseg_lang_script_of[k].lang, len) == 0)
        {
            *script = nseg_lang_script_of[k].script;
            return 1;
        }
    }

    return 0;
}


static nseg_script_e
nseg_lang_script(uint32_t cp)
{
    if (cp < 0x0370) {
        return NSEG_SCRIPT_LATIN;
    }

    if (cp <= 0x03ff) {
        return NSEG_SCRIPT_GREEK;
    }

    if (cp <= 0x052f) {
        return NSEG_SCRIPT_CYRILLIC;
    }

    if (cp <= 0x05ff) {
        return NSEG_SCRIPT_HEBREW;
    }

    if (cp <= 0x06ff) {
        return NSEG_SCRIPT_ARABIC;
    }

    if (cp <= 0x097f) {
        return NSEG_SCRIPT_DEVANAGARI;
    }

    if (cp <= 0x0e7f) {
        return NSEG_SCRIPT_THAI;
    }

    return NSEG_SCRIPT_CJK;
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


int
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

        /* the first letter before the call: this runs for every word */
        for (k = 0; k < NSEG_LANG_N; k++) {
            for (x = nseg_lang_table[k].words; *x != NULL; x++) {
                if ((*x)[0] == word[0] && strcmp(word, *x) == 0) {
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
