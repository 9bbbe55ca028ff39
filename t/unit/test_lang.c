
/*
 * test_lang.c - the language of a page that declares none: by script
 * where one language owns it, by function words for eight Latin-script
 * languages, and no answer when nothing clearly leads.
 */


#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "lang.h"


typedef struct {
    const char                *text;
    const char                *lang;      /* NULL: no answer */
} lang_case_t;


static const lang_case_t  lang_cases[] = {
    { "The council said that the plant was finished and that this is the "
      "end of the dispute with the contractor.", "en" },
    { "Der Rat sagte, dass die Anlage fertig ist und der Streit mit dem "
      "Bauunternehmen nicht weitergeht, sagte die Sprecherin auf der "
      "Sitzung.", "de" },
    { "Le conseil a dit que les travaux sont finis et qu'il est temps pour "
      "une pause dans les discussions sur le chantier du port.", "fr" },
    { "El consejo dijo que las obras del puerto terminaron y que los "
      "vecinos esperan una respuesta para el lunes por la tarde.", "es" },
    { "Il consiglio ha detto che i lavori della diga sono finiti e che gli "
      "abitanti non hanno ancora una risposta per la strada.", "it" },
    { "O conselho disse que as obras do porto terminaram e que os "
      "moradores n\xc3\xa3o receberam uma resposta da prefeitura em "
      "setembro.", "pt" },
    { "De raad zei dat het werk aan de haven klaar is en dat de bewoners "
      "nog geen antwoord van de gemeente hebben, maar ook niet boos "
      "zijn.", "nl" },
    { "Rada powiedzia\xc5\x82" "a, \xc5\xbc" "e budowa portu jest "
      "sko\xc5\x84" "czona i nie b\xc4\x99" "dzie ju\xc5\xbc przerw w "
      "pracy na nabrze\xc5\xbcu, jak m\xc3\xb3wi\xc4\x85 mieszka\xc5\x84"
      "cy.", "pl" },
    /* scripts */
    { "\xea\xb2\xbd\xea\xb8\xb0\xeb\x8f\x84 \xec\x9a\xa9\xec\x9d\xb8\xec"
      "\x97\x90 \xec\x9e\x90\xeb\xa6\xac \xec\x9e\xa1\xec\x9d\x80", "ko" },
    { "\xe5\x85\x83\xe6\x97\xa6\xe3\x81\xae\xe3\x82\xa4\xe3\x82\xbd\xe3"
      "\x83\x83\xe3\x83\x97\xe7\xab\xa5\xe8\xa9\xb1", "ja" },
    { "\xe6\x96\xb0\xe5\x8d\x8e\xe7\xa4\xbe\xe5\x8c\x97\xe4\xba\xac\xe7"
      "\x94\xb5", "zh" },
    { "\xce\x97 \xce\xb2\xce\xbf\xcf\x85\xce\xbb\xce\xae \xcf\x88\xce\xae"
      "\xcf\x86\xce\xb9\xcf\x83\xce\xb5", "el" },
    /* Cyrillic is many languages: no answer */
    { "\xd0\x9f\xd1\x80\xd0\xb8\xd0\xb2\xd0\xb5\xd1\x82 \xd0\xbc\xd0\xb8"
      "\xd1\x80", NULL },
    /* too few function words, or two languages level */
    { "Millbrook water plant", NULL },
    { "the and of is that der die und das ist", NULL },
    { "", NULL },
};


static void
test_guess(void **state)
{
    size_t       i;
    const char  *lang;

    for (i = 0; i < sizeof(lang_cases) / sizeof(lang_cases[0]); i++) {
        lang = nseg_lang_guess(lang_cases[i].text,
                               strlen(lang_cases[i].text));

        if (lang_cases[i].lang == NULL) {
            if (lang != NULL) {
                print_error("case %zu: %s, expected none\n", i, lang);
            }

            assert_null(lang);

        } else {
            if (lang == NULL || strcmp(lang, lang_cases[i].lang) != 0) {
                print_error("case %zu: %s, expected %s\n", i,
                            lang ? lang : "(none)", lang_cases[i].lang);
            }

            assert_non_null(lang);
            assert_string_equal(lang, lang_cases[i].lang);
        }
    }

    assert_null(nseg_lang_guess(NULL, 0));
}


/* only the first NSEG_LANG_SAMPLE bytes are read */
static void
test_sample(void **state)
{
    char    text[NSEG_LANG_SAMPLE + 200];
    size_t  n;

    memset(text, 'x', NSEG_LANG_SAMPLE);
    n = NSEG_LANG_SAMPLE;
    n += (size_t) snprintf(text + n, sizeof(text) - n,
                           " the and of the and of is that with was");

    assert_null(nseg_lang_guess(text, n));
    assert_string_equal(nseg_lang_guess(text + NSEG_LANG_SAMPLE,
                                        n - NSEG_LANG_SAMPLE), "en");
}


/* a declaration the text contradicts, and only such a one */
static void
test_contradicts(void **state)
{
    int          rc;
    size_t       k;
    const char  *got;
    char         en[1024];

    /* a results table: the W14 and W15 of the classes are no Polish "w" */
    static const char  table[] =
        "Ergebnisse W14 1. Anna Maier W14 12,3 s W15 2. Lea Roth W15 12,8 s "
        "W14 3. Mia Berg W14 13,0 s und W15 4. Eva Kurz W15 13,2 s und "
        "W14 5. Ida Hahn W14 13,4 s W15 W14 W15 W14 W15 W14 W15 W14";

    /* Arabic letters, and too few of them to rule Latin out */
    static const char  arabic[] =
        "\xd8\xa7\xd9\x84\xd9\x85\xd8\xac\xd9\x84\xd8\xb3 \xd9\x82\xd8\xa7"
        "\xd9\x84 \xd8\xa5\xd9\x86 \xd8\xa7\xd9\x84\xd9\x85\xd8\xb4\xd8\xb1"
        "\xd9\x88\xd8\xb9 \xd8\xa7\xd9\x86\xd8\xaa\xd9\x87\xd9\x89";

    static const struct {
        const char  *declared;
        const char  *text;          /* NULL: the English one below */
        int          contradicts;
        const char  *lang;
    } cases[] = {
        { "de", NULL, 1, "en" },
        { "de-AT", NULL, 1, "en" },
        { "en-GB", NULL, 0, NULL },
        { "pt-BR", NULL, 1, "en" },
        { "ja", NULL, 1, "en" },
        /* Latin languages the guess cannot tell stand, whatever the text */
        { "cs", NULL, 0, NULL },
        { "id", NULL, 0, NULL },
        /* a language of another script is ruled out by the letters */
        { "ar", NULL, 1, "en" },
        { "ru-RU", NULL, 1, "en" },
        { "hi", NULL, 1, "en" },
        { "sr", NULL, 0, NULL },          /* written in both scripts */
        { "en", arabic, 0, NULL },        /* too few letters to tell */
        { "de", table, 0, NULL },
        /* a script one language owns */
        { "en", "\xe5\x85\x83\xe6\x97\xa6\xe3\x81\xae\xe3\x82\xa4\xe3\x82"
                "\xbd\xe3\x83\x83\xe3\x83\x97\xe7\xab\xa5\xe8\xa9\xb1", 1,
          "ja" },
        { "ja-JP", "\xe5\x85\x83\xe6\x97\xa6\xe3\x81\xae\xe3\x82\xa4\xe3\x82"
                   "\xbd\xe3\x83\x83\xe3\x83\x97", 0, NULL },
        /* not three times every other language: no override */
        { "fr", "the and of that is der die und das ist le la les et", 0,
          NULL },
        { "de", "", 0, NULL },
        { NULL, NULL, 0, NULL },
    };

    /* 200 letters and more, so that the script can rule a language out */
    snprintf(en, sizeof(en), "%s",
             "The council said that the plant was finished and that this is "
             "the end of the dispute with the contractor, and the mayor said "
             "that the town would hold a party for the workers in the spring "
             "when the first water flows through the new pipes to the homes "
             "on the hill.");

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        got = "unset";
        rc = nseg_lang_contradicts(cases[k].declared,
                                   cases[k].text ? cases[k].text : en,
                                   strlen(cases[k].text ? cases[k].text : en),
                                   &got);

        if (rc != cases[k].contradicts
            || (got == NULL) != (cases[k].lang == NULL)
            || (got != NULL && strcmp(got, cases[k].lang) != 0))
        {
            fail_msg("case %zu (%s): %d \"%s\", want %d \"%s\"", k,
                     cases[k].declared ? cases[k].declared : "NULL", rc,
                     got ? got : "NULL", cases[k].contradicts,
                     cases[k].lang ? cases[k].lang : "NULL");
        }
    }

    /* Arabic letters declared English: ruled out, and no language told */
    memset(en, 0, sizeof(en));

    for (k = 0; k + sizeof(arabic) < sizeof(en); k += sizeof(arabic) - 1) {
        memcpy(en + k, arabic, sizeof(arabic) - 1);
    }

    assert_int_equal(nseg_lang_contradicts("en", en, strlen(en), &got), 1);
    assert_null(got);
}


/* appends n letters to out at len, in words of five: "aaaaa ддддд" */
static size_t
append_letters(char *out, size_t size, size_t len, const char *letter,
    unsigned n)
{
    size_t    l;
    unsigned  i;

    l = strlen(letter);

    for (i = 0; i < n; i++) {
        if (i % 5 == 0 && len) {
            assert_true(len + 1 < size);
            out[len++] = ' ';
        }

        assert_true(len + l < size);
        memcpy(out + len, letter, l);
        len += l;
    }

    out[len] = '\0';

    return len;
}


/* n letters of each script: "aaaaa ддддд ααααα" */
static size_t
letters(char *out, size_t size, unsigned latin, unsigned cyrillic,
    unsigned greek)
{
    size_t  len;

    out[0] = '\0';
    len = append_letters(out, size, 0, "a", latin);
    len = append_letters(out, size, len, "\xd0\xb4", cyrillic);

    return append_letters(out, size, len, "\xce\xb1", greek);
}


/*
 * The script rule's limits (200 letters, under 5% in the declared
 * language's script, 80% in one other), texts in the declared script,
 * tags that name their script, and languages of several scripts
 */
static void
test_contradicts_script(void **state)
{
    size_t       k, len;
    const char  *got;
    char        *text;

    static const struct {
        const char  *declared;
        unsigned     latin, cyrillic, greek;
        int          contradicts;
    } cases[] = {
        { "ru", 199, 0, 0, 0 },           /* too few letters */
        { "ru", 200, 0, 0, 1 },
        { "ru", 190, 10, 0, 0 },          /* 5% Cyrillic */
        { "ru", 191, 9, 0, 1 },
        { "ru", 160, 0, 40, 1 },          /* 80% Latin */
        { "ru", 159, 0, 41, 0 },
        { "ru", 0, 300, 0, 0 },           /* Russian declared Russian */
        { "ru", 345, 45, 0, 0 },          /* a Russian quote, 11.5% */
        { "en", 0, 300, 0, 1 },
        { "el", 0, 0, 300, 0 },
        { "el", 300, 0, 0, 1 },
        /* written in several scripts: no script rules them out */
        { "kk", 300, 0, 0, 0 },
        { "ms", 0, 300, 0, 0 },
        { "sr", 300, 0, 0, 0 },
        /* the script a tag names */
        { "kk-Latn", 300, 0, 0, 0 },
        { "kk-Cyrl", 300, 0, 0, 1 },
        { "sr-Cyrl", 300, 0, 0, 1 },
        { "sr-Latn", 0, 300, 0, 1 },
        { "sr-Latn-RS", 300, 0, 0, 0 },
        { "ru-Latn", 300, 0, 0, 0 },
        { "zh-Hant", 300, 0, 0, 1 },
        { "ru-Xyzw", 300, 0, 0, 0 },      /* a script not told here */
        { "de-1996", 0, 300, 0, 1 },      /* a variant, not a script */
    };

    text = malloc(16384);
    assert_non_null(text);

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        len = letters(text, 16384, cases[k].latin, cases[k].cyrillic,
                      cases[k].greek);

        if (nseg_lang_contradicts(cases[k].declared, text, len, &got)
            != cases[k].contradicts)
        {
            fail_msg("case %zu (%s, %u/%u/%u): want %d", k,
                     cases[k].declared, cases[k].latin, cases[k].cyrillic,
                     cases[k].greek, cases[k].contradicts);
        }
    }

    /*
     * A Russian article opening with a listing of Latin code longer than
     * the guess's sample: the whole text's letters count
     */
    len = letters(text, 16384, NSEG_LANG_SAMPLE, 900, 0);
    assert_true(len > NSEG_LANG_SAMPLE + 900);
    assert_int_equal(nseg_lang_contradicts("ru", text, len, &got), 0);

    free(text);
}


/* the direction of a text of no known language */
static void
test_text_rtl(void **state)
{
    char      text[4096];
    size_t    len, k;

    /* n letters, Arabic "ب" or Hebrew "ש", then Latin */
    static const struct {
        const char  *letter;
        unsigned     rtl, latin;
        int          expect;
    } cases[] = {
        { "\xd8\xa8", 300, 0, 1 },
        { "\xd7\xa9", 300, 0, 1 },
        { "\xd8\xa8", 199, 0, 0 },        /* too few letters */
        { "\xd8\xa8", 160, 40, 1 },       /* 80% */
        { "\xd8\xa8", 159, 41, 0 },
        { "\xd8\xa8", 0, 300, 0 },
    };

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        text[0] = '\0';
        len = append_letters(text, sizeof(text), 0, cases[k].letter,
                             cases[k].rtl);
        len = append_letters(text, sizeof(text), len, "a", cases[k].latin);

        if (nseg_lang_text_rtl(text, len) != cases[k].expect) {
            fail_msg("case %zu: want %d", k, cases[k].expect);
        }
    }

    assert_int_equal(nseg_lang_text_rtl(NULL, 0), 0);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_guess),
        cmocka_unit_test(test_sample),
        cmocka_unit_test(test_contradicts_script),
        cmocka_unit_test(test_text_rtl),
        cmocka_unit_test(test_contradicts),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
