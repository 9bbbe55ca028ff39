/*
 * test_view.c - nseg_render_view and nseg_view_stylesheet: document
 * structure, escaping, lang/dir, dates, links, stylesheets, columns.
 * (axe-core and screenshots run in the browser tests.)
 *
 * Standalone, before the library links as a whole:
 *   cc -DNSEG_TEST_STANDALONE -iquote core t/unit/test_view.c core/view.c \
 *      core/l10n.c core/buf.c core/date.c core/utf8.c -lpcre2-8 -lcmocka
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <cmocka.h>

#include "newsseg.h"
#include "l10n.h"


static size_t
count(const char *hay, const char *needle)
{
    size_t       n;
    const char  *p;

    n = 0;

    for (p = strstr(hay, needle); p != NULL; p = strstr(p + 1, needle)) {
        n++;
    }

    return n;
}


static size_t
count_nocase(const char *hay, const char *needle)
{
    size_t  n, len;

    n = 0;
    len = strlen(needle);

    for ( ; *hay; hay++) {
        if (strncasecmp(hay, needle, len) == 0) {
            n++;
        }
    }

    return n;
}


/* the bytes between the first "<style>" and the next "</style>" */
static char *
style_of(const char *html)
{
    char        *css;
    const char  *p, *q;

    p = strstr(html, "<style>");
    assert_non_null(p);
    p += 7;

    q = strstr(p, "</style>");
    assert_non_null(q);

    css = strndup(p, q - p);
    assert_non_null(css);

    return css;
}


static nseg_result_t *
article(void)
{
    nseg_result_t  *res;

    res = calloc(1, sizeof(nseg_result_t));
    assert_non_null(res);

    res->status = NSEG_STATUS_OK;
    res->title = strdup("Bike lanes approved");
    res->byline = strdup("By Maria Silva");
    res->date = strdup("2024-03-14");
    res->lang = strdup("en");
    res->dir = strdup("ltr");
    res->site_name = strdup("The Daily Example");
    res->url = strdup("https://news.example.com/a?id=1&x=2");
    res->body_html = strdup("<p>The council voted.</p>\n<h2>Next</h2>\n"
                            "<p><a href=\"https://e.example/\">plan</a></p>");

    return res;
}


static void
result_free(nseg_result_t *res)
{
    free(res->title);
    free(res->date);
    free(res->date_text);
    free(res->date_modified);
    free(res->byline);
    free(res->lang);
    free(res->dir);
    free(res->site_name);
    free(res->lead_image);
    free(res->lead_image_alt);
    free(res->url);
    free(res->body_html);
    free(res->body_text);
    free(res);
}


static void
replace(char **field, const char *value)
{
    free(*field);
    *field = value ? strdup(value) : NULL;

    if (value) {
        assert_non_null(*field);
    }
}


static char *
render(const nseg_result_t *res, nseg_view_e view,
    const nseg_view_options_t *opts)
{
    char    *out;
    size_t   len;

    len = 0;
    out = nseg_render_view(res, view, opts, &len);
    assert_non_null(out);
    assert_int_equal(len, strlen(out));

    return out;
}


/* on our own English words in pages of other languages */
#define EN  "lang=\"en\" dir=\"ltr\""

#define DOCTYPE_EN  "<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">\n<head>"

static void
test_reader_structure(void **state)
{
    char           *out;
    nseg_result_t  *res;

    res = article();
    out = render(res, NSEG_VIEW_READER, NULL);

    assert_true(strncmp(out, DOCTYPE_EN, sizeof(DOCTYPE_EN) - 1) == 0);
    assert_non_null(strstr(out, "<meta charset=\"utf-8\">"));
    assert_non_null(strstr(out, "<meta name=\"viewport\" "
                                "content=\"width=device-width, "
                                "initial-scale=1\">"));
    assert_non_null(strstr(out, "<title>Bike lanes approved \xe2\x80\x94 "
                                "The Daily Example</title>"));

    /* one h1; landmarks and the skip link target */
    assert_int_equal(count(out, "<h1"), 1);
    assert_non_null(strstr(out, "<h1>Bike lanes approved</h1>"));
    assert_int_equal(count(out, "<main "), 1);
    assert_int_equal(count(out, "</main>"), 1);
    assert_int_equal(count(out, "<article>"), 1);
    assert_int_equal(count(out, "</article>"), 1);
    assert_non_null(strstr(out, "<a class=\"nseg-skip\" href=\"#nseg-main\">"
                                "Skip to article</a>"));
    assert_non_null(strstr(out, "<main id=\"nseg-main\""));
    assert_true(strstr(out, "class=\"nseg-skip\"") < strstr(out, "<main"));

    /* the header: byline, time, source link (escaped &) */
    assert_non_null(strstr(out, "<span class=\"nseg-byline\">By Maria Silva"
                                "</span>"));
    assert_non_null(strstr(out, "<time datetime=\"2024-03-14\">"
                                "14 March 2024</time>"));
    assert_non_null(strstr(out, "href=\"https://news.example.com/a?id=1&amp;"
                                "x=2\">The Daily Example</a>"));

    /* the body verbatim, inside the article, after the header */
    assert_non_null(strstr(out, res->body_html));
    assert_true(strstr(out, "</header>") < strstr(out, res->body_html));
    assert_true(strstr(out, res->body_html) < strstr(out, "</article>"));

    /* no JavaScript at all */
    assert_int_equal(count_nocase(out, "<script"), 0);

    assert_true(strcmp(out + strlen(out) - 8, "</html>\n") == 0);

    free(out);
    result_free(res);
}


static void
test_escaping(void **state)
{
    char           *out;
    nseg_result_t  *res;

    res = article();
    replace(&res->title, "<script>alert(1)</script> & \"q\" 'a'\x01\x7f");
    replace(&res->byline, "<img src=x onerror=alert(1)>");
    replace(&res->site_name, "</title><script>x</script>");
    replace(&res->url, "https://e.example/\"onmouseover=\"alert(1)");
    replace(&res->body_html, "<p>ok</p>");

    out = render(res, NSEG_VIEW_READER, NULL);

    assert_int_equal(count_nocase(out, "<script"), 0);
    assert_int_equal(count_nocase(out, "<img"), 0);
    assert_int_equal(count(out, "</title>"), 1);
    assert_non_null(strstr(out, "<h1>&lt;script&gt;alert(1)&lt;/script&gt; "
                                "&amp; &quot;q&quot; &#39;a&#39;</h1>"));
    assert_non_null(strstr(out, "&lt;img src=x onerror=alert(1)&gt;"));
    assert_null(strstr(out, "\"onmouseover"));
    assert_non_null(strstr(out, "&quot;onmouseover=&quot;"));

    /* control characters are dropped, not escaped into the page */
    assert_null(strchr(out, '\x01'));
    assert_null(strchr(out, '\x7f'));

    free(out);
    result_free(res);
}


static void
test_lang_dir(void **state)
{
    char           *out;
    nseg_result_t  *res;

    res = article();

    /* a language without a locale: our own English words say so */
    replace(&res->lang, "ur-PK");
    replace(&res->dir, "rtl");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "<html lang=\"ur-PK\" dir=\"rtl\">"));
    assert_non_null(strstr(out, "href=\"#nseg-main\" " EN ">"));
    assert_non_null(strstr(out, "<time datetime=\"2024-03-14\" " EN ">"
                                "14 March 2024</time>"));
    assert_non_null(strstr(out, "<span " EN ">Source:</span>"));
    free(out);

    /* unknown or malformed: "und", which axe accepts; dir dropped */
    replace(&res->lang, NULL);
    replace(&res->dir, "sideways\" onload=\"x");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "<html lang=\"und\">"));
    assert_null(strstr(out, "sideways"));
    free(out);

    replace(&res->lang, "en\"><script>");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "<html lang=\"und\">"));
    free(out);

    replace(&res->lang, "e");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "<html lang=\"und\">"));
    free(out);

    replace(&res->lang, "zh-Hant-TW");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "<html lang=\"zh-Hant-TW\">"));
    free(out);

    /* English variants need no lang on our words */
    replace(&res->lang, "EN-gb");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "href=\"#nseg-main\">Skip to article</a>"));
    free(out);

    /* a primary subtag alone decides: "en" inside "eng" or "enx" is not */
    replace(&res->lang, "eng");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "href=\"#nseg-main\" " EN ">"));
    free(out);

    result_free(res);
}


/*
 * The views' own words in the page's language: the skip link, the
 * dates (day 1 included), "Updated", "Source:", the missing title.
 */

typedef struct {
    const char  *lang;
    const char  *skip;
    const char  *date;          /* 2024-03-14 */
    const char  *first;         /* 2024-08-01, shown as "Updated" */
    const char  *source;        /* up to the link */
    const char  *untitled;
    const char  *article;       /* <title> without title and site */
} view_locale_case_t;


static const view_locale_case_t  view_locale_cases[] = {
    { "en", "Skip to article", "14 March 2024",
      "Updated</span> <time datetime=\"2024-08-01\">1 August 2024",
      "Source:</span> ", "Untitled article", "Article" },
    { "de-DE", "Zum Artikel springen", "14. März 2024",
      "Aktualisiert am</span> <time datetime=\"2024-08-01\">1. August 2024",
      "Quelle:</span> ", "Artikel ohne Titel", "Artikel" },
    { "fr", "Aller à l’article", "14 mars 2024",
      "Mis à jour le</span> <time datetime=\"2024-08-01\">1er août 2024",
      "Source\xc2\xa0:</span> ", "Article sans titre", "Article" },
    { "es-MX", "Saltar al artículo", "14 de marzo de 2024",
      "Actualizado el</span> <time datetime=\"2024-08-01\">"
      "1 de agosto de 2024",
      "Fuente:</span> ", "Artículo sin título", "Artículo" },
    { "pt-BR", "Ir para o artigo", "14 de março de 2024",
      "Atualizado em</span> <time datetime=\"2024-08-01\">"
      "1º de agosto de 2024",
      "Fonte:</span> ", "Artigo sem título", "Artigo" },
    { "pt-PT", "Ir para o artigo", "14 de março de 2024",
      "Atualizado em</span> <time datetime=\"2024-08-01\">"
      "1 de agosto de 2024",
      "Fonte:</span> ", "Artigo sem título", "Artigo" },
    { "IT", "Vai all’articolo", "14 marzo 2024",
      "Ultimo aggiornamento:</span> <time datetime=\"2024-08-01\">"
      "1º agosto 2024",
      "Fonte:</span> ", "Articolo senza titolo", "Articolo" },
    { "en-US", "Skip to article", "March 14, 2024",
      "Updated</span> <time datetime=\"2024-08-01\">August 1, 2024",
      "Source:</span> ", "Untitled article", "Article" },
    { "el", "Μετάβαση στο άρθρο", "14 Μαρτίου 2024",
      "Ενημερώθηκε:</span> <time datetime=\"2024-08-01\">"
      "1η Αυγούστου 2024",
      "Πηγή:</span> ", "Άρθρο χωρίς τίτλο", "Άρθρο" },
    { "ja", "記事へ移動", "2024年3月14日",
      "更新日：</span><time datetime=\"2024-08-01\">2024年8月1日",
      "出典：</span>", "無題の記事", "記事" },
    { "zh-TW", "跳至文章", "2024年3月14日",
      "更新於</span> <time datetime=\"2024-08-01\">2024年8月1日",
      "來源：</span>", "無標題文章", "文章" },
    { "ko-KR", "본문 바로가기", "2024년 3월 14일",
      "수정:</span> <time datetime=\"2024-08-01\">2024년 8월 1일",
      "출처:</span> ", "제목 없는 기사", "기사" },
    { "hu-HU", "Ugrás a cikkhez", "2024. március 14.",
      "Frissítve:</span> <time datetime=\"2024-08-01\">2024. augusztus 1.",
      "Forrás:</span> ", "Cím nélküli cikk", "Cikk" },
    { "ca", "Vés a l’article", "14 de març de 2024",
      "Darrera actualització:</span> <time datetime=\"2024-08-01\">"
      "1 d’agost de 2024",
      "Font:</span> ", "Article sense títol", "Article" },
    { "vi", "Chuyển đến bài viết", "ngày 14 tháng 3 năm 2024",
      "Cập nhật</span> <time datetime=\"2024-08-01\">"
      "ngày 1 tháng 8 năm 2024",
      "Nguồn:</span> ", "Bài viết không có tiêu đề", "Bài viết" },
    { "ru", "Перейти к статье", "14 марта 2024 г.",
      "Обновлено</span> <time datetime=\"2024-08-01\">1 августа 2024 г.",
      "Источник:</span> ", "Статья без заголовка", "Статья" },
    { "he", "דילוג לכתבה", "14 במרץ 2024",
      "עודכן:</span> <time datetime=\"2024-08-01\">1 באוגוסט 2024",
      "מקור:</span> ", "כתבה ללא כותרת", "כתבה" },
    { "nl-BE", "Naar het artikel", "14 maart 2024",
      "Bijgewerkt op</span> <time datetime=\"2024-08-01\">1 augustus 2024",
      "Bron:</span> ", "Artikel zonder titel", "Artikel" },
    { "lt-LT", "Pereiti prie straipsnio", "2024 m. kovo 14 d.",
      "Atnaujinta</span> <time datetime=\"2024-08-01\">"
      "2024 m. rugpjūčio 1 d.",
      "Šaltinis:</span> ", "Straipsnis be pavadinimo", "Straipsnis" },
    { "lv", "Pāriet uz rakstu", "2024. gada 14. marts",
      "Atjaunināts:</span> <time datetime=\"2024-08-01\">"
      "2024. gada 1. augusts",
      "Avots:</span> ", "Raksts bez virsraksta", "Raksts" },
    { "et", "Mine artikli juurde", "14. märts 2024",
      "Uuendatud</span> <time datetime=\"2024-08-01\">1. august 2024",
      "Allikas:</span> ", "Pealkirjata artikkel", "Artikkel" },
    { "sr-Latn-RS", "Pređi na članak", "14. marta 2024.",
      "Ažurirano</span> <time datetime=\"2024-08-01\">1. avgusta 2024.",
      "Izvor:</span> ", "Članak bez naslova", "Članak" },
    { "sr-Cyrl", "Пређи на чланак", "14. марта 2024.",
      "Ажурирано</span> <time datetime=\"2024-08-01\">1. августа 2024.",
      "Извор:</span> ", "Чланак без наслова", "Чланак" },
    /* "sr" with this article's title, in Latin: the Latin words */
    { "sr-RS", "Pređi na članak", "14. marta 2024.",
      "Ažurirano</span> <time datetime=\"2024-08-01\">1. avgusta 2024.",
      "Izvor:</span> ", "Članak bez naslova", "Članak" },
    { "sr-ME", "Pređi na članak", "14. marta 2024.",
      "Ažurirano</span> <time datetime=\"2024-08-01\">1. avgusta 2024.",
      "Izvor:</span> ", "Članak bez naslova", "Članak" },
    /* Iran's Solar Hijri calendar: 24 Esfand 1402, 11 Mordad 1403 */
    { "fa-IR", "رفتن به مقاله", "۲۴ اسفند ۱۴۰۲",
      "به‌روزرسانی:</span> <time datetime=\"2024-08-01\">۱۱ مرداد ۱۴۰۳",
      "منبع:</span> ", "مقالهٔ بی‌عنوان", "مقاله" },
    /* Dari names the Solar Hijri months otherwise: Gregorian, as before */
    { "fa-AF", "رفتن به مقاله", "۱۴ مارس ۲۰۲۴",
      "به‌روزرسانی:</span> <time datetime=\"2024-08-01\">۱ اوت ۲۰۲۴",
      "منبع:</span> ", "مقالهٔ بی‌عنوان", "مقاله" },
    { "th", "ข้ามไปยังบทความ", "14 มีนาคม ค.ศ. 2024",
      "อัปเดตเมื่อ</span> <time datetime=\"2024-08-01\">"
      "1 สิงหาคม ค.ศ. 2024",
      "ที่มา:</span> ", "บทความไม่มีชื่อเรื่อง", "บทความ" },
    { "pl", "Przejdź do artykułu", "14 marca 2024",
      "Zaktualizowano</span> <time datetime=\"2024-08-01\">"
      "1 sierpnia 2024",
      "Źródło:</span> ", "Artykuł bez tytułu", "Artykuł" },
};


/*
 * Every language has its twelve months, all different (a month left out
 * of an initialiser would be NULL), and a tag finds its region's words
 * before its language's.
 */
static void
test_l10n_table(void **state)
{
    size_t              i, m, k;
    const nseg_l10n_t  *t;
    static const char  *tags[] = {
        "en", "de", "de-AT", "fr", "es", "pt", "pt-PT", "it", "nl", "pl",
        "sv", "da", "nb", "fi", "cs", "ro", "tr", "ru", "el", "ja",
        "zh-Hant", "zh", "ko", "ar", "he", "sk", "sl", "hr", "hu", "ca",
        "uk", "bg", "id", "ms", "vi", "hi", "lt", "lv", "et", "sr",
        "sr-Latn", "fa", "th"
    };

    for (i = 0; i < sizeof(tags) / sizeof(tags[0]); i++) {
        t = nseg_l10n_find(tags[i]);
        assert_non_null(t);
        assert_true(strncasecmp(t->lang, tags[i], strlen(tags[i])) == 0);

        for (m = 0; m < 12; m++) {
            assert_non_null(t->months[m]);
            assert_true(t->months[m][0] != '\0');

            for (k = 0; k < m; k++) {
                assert_string_not_equal(t->months[m], t->months[k]);
            }
        }
    }

    /* Persian in Iran counts in the Solar Hijri calendar, nobody else */
    for (i = 0; i < sizeof(tags) / sizeof(tags[0]); i++) {
        t = nseg_l10n_find(tags[i]);
        assert_int_equal(t->calendar, strcmp(tags[i], "fa") == 0
                                      ? NSEG_CALENDAR_SOLAR_HIJRI
                                      : NSEG_CALENDAR_GREGORIAN);
    }

    assert_string_equal(nseg_l10n_find("fa-IR")->months[0], "فروردین");
    assert_string_equal(nseg_l10n_find("fa-IR")->months[11], "اسفند");
    assert_int_equal(nseg_l10n_find("fa-AF")->calendar,
                     NSEG_CALENDAR_GREGORIAN);
    assert_string_equal(nseg_l10n_find("fa-AF")->months[0], "ژانویه");
    assert_null(nseg_l10n_find("prs"));
    assert_null(nseg_l10n_find("ps-AF"));

    assert_string_equal(nseg_l10n_find("de-AT")->months[0], "Jänner");
    assert_string_equal(nseg_l10n_find("de-CH")->months[0], "Januar");
    assert_string_equal(nseg_l10n_find("DE-at-1996")->months[0], "Jänner");
    assert_ptr_equal(nseg_l10n_find("de-Latn-AT"), nseg_l10n_find("de"));
    assert_string_equal(nseg_l10n_find("pt-BR")->lang, "pt");
    assert_string_equal(nseg_l10n_find("pt-BR")->first_day, "1º");
    assert_null(nseg_l10n_find("pt-PT")->first_day);
    assert_null(nseg_l10n_find("pt-AO")->first_day);
    assert_null(nseg_l10n_find("pt-mz")->first_day);
    assert_string_equal(nseg_l10n_find("pt")->first_day, "1º");
    assert_ptr_equal(nseg_l10n_find("EN-gb"), nseg_l10n_en);
    assert_string_equal(nseg_l10n_find("EN-us")->lang, "en-us");
    assert_string_equal(nseg_l10n_find("nn-NO")->source, "Kjelde:");

    /* aliases: Norwegian, Traditional Chinese by region, Hebrew's old tag */
    assert_string_equal(nseg_l10n_find("no")->lang, "nb");
    assert_string_equal(nseg_l10n_find("zh-TW")->lang, "zh-hant");
    assert_string_equal(nseg_l10n_find("zh-hk")->lang, "zh-hant");
    assert_string_equal(nseg_l10n_find("zh-Hant-TW")->lang, "zh-hant");
    assert_string_equal(nseg_l10n_find("zh-CN")->lang, "zh");
    assert_string_equal(nseg_l10n_find("zh-Hans")->lang, "zh");
    assert_string_equal(nseg_l10n_find("iw")->lang, "he");
    assert_null(nseg_l10n_find("und"));
    assert_null(nseg_l10n_find("eng"));
    assert_null(nseg_l10n_find("ur-PK"));
    assert_null(nseg_l10n_find("ka"));
    assert_string_equal(nseg_l10n_find("sr-Latn-RS")->lang, "sr-latn");
    assert_string_equal(nseg_l10n_find("sr-RS")->lang, "sr");
    assert_string_equal(nseg_l10n_find("sr-Cyrl")->lang, "sr");
    assert_null(nseg_l10n_find(""));
    assert_null(nseg_l10n_find(NULL));
}


static void
test_locales(void **state)
{
    char                      *out, want[256];
    size_t                     i;
    nseg_result_t             *res;
    const view_locale_case_t  *c;

    for (i = 0; i < sizeof(view_locale_cases) / sizeof(view_locale_cases[0]);
         i++)
    {
        c = &view_locale_cases[i];

        res = article();
        replace(&res->lang, c->lang);
        replace(&res->date_modified, "2024-08-01");

        out = render(res, NSEG_VIEW_READER, NULL);

        /* the page's own language: no lang but <html>'s */
        assert_int_equal(count(out, "lang="), 1);

        snprintf(want, sizeof(want), "href=\"#nseg-main\">%s</a>", c->skip);
        assert_non_null(strstr(out, want));

        snprintf(want, sizeof(want), "<time datetime=\"2024-03-14\">%s</time>",
                 c->date);
        assert_non_null(strstr(out, want));

        snprintf(want, sizeof(want), "<span>%s</time>", c->first);
        assert_non_null(strstr(out, want));

        snprintf(want, sizeof(want), "<span>%s<a", c->source);
        assert_non_null(strstr(out, want));
        free(out);

        /* the print view has the same words, but no skip link */
        out = render(res, NSEG_VIEW_PRINT, NULL);
        assert_non_null(strstr(out, want));
        assert_null(strstr(out, c->skip));
        free(out);

        replace(&res->title, NULL);
        out = render(res, NSEG_VIEW_READER, NULL);
        snprintf(want, sizeof(want), "<h1>%s</h1>", c->untitled);
        assert_non_null(strstr(out, want));
        free(out);

        replace(&res->site_name, NULL);
        out = render(res, NSEG_VIEW_READER, NULL);
        snprintf(want, sizeof(want), "<title>%s</title>", c->article);
        assert_non_null(strstr(out, want));
        free(out);

        result_free(res);
    }
}


/* "sr" takes the script its title is written in */
static void
test_serbian_script(void **state)
{
    char           *out;
    nseg_result_t  *res;

    res = article();
    replace(&res->lang, "sr");
    replace(&res->title, "Одобрене бициклистичке стазе");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, ">Пређи на чланак</a>"));
    assert_non_null(strstr(out, ">14. марта 2024.</time>"));
    free(out);

    replace(&res->title, "Odobrene biciklističke staze");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, ">Pređi na članak</a>"));
    assert_non_null(strstr(out, ">14. marta 2024.</time>"));
    free(out);

    /* a script the tag names wins */
    replace(&res->lang, "sr-Cyrl-RS");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, ">Пређи на чланак</a>"));
    free(out);

    result_free(res);
}


/*
 * Persian pages show the day in Iran's Solar Hijri calendar, in the
 * reader and print views, for the publication and the update alike;
 * the datetime attribute stays the Gregorian ISO date machines read.
 */
static void
test_solar_hijri(void **state)
{
    char           *out;
    nseg_result_t  *res;
    nseg_view_e     view;

    res = article();
    replace(&res->lang, "fa");
    replace(&res->dir, "rtl");
    replace(&res->date, "2023-12-22T10:30:00+03:30");
    replace(&res->date_modified, "2024-03-20");

    for (view = NSEG_VIEW_READER; view <= NSEG_VIEW_PRINT; view++) {
        out = render(res, view, NULL);
        assert_non_null(strstr(out, "<time datetime=\"2023-12-22T10:30:00"
                                    "+03:30\">۱ دی ۱۴۰۲</time>"));
        assert_non_null(strstr(out, "به‌روزرسانی:</span> <time datetime="
                                    "\"2024-03-20\">۱ فروردین ۱۴۰۳</time>"));
        assert_null(strstr(out, "دسامبر"));
        assert_null(strstr(out, "۲۰۲۳"));
        free(out);
    }

    /* the year's ends: 30 Esfand in a leap year, 29 in another */
    replace(&res->date, "2025-03-20");
    replace(&res->date_modified, "2024-03-19");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "\"2025-03-20\">۳۰ اسفند ۱۴۰۳</time>"));
    assert_non_null(strstr(out, "\"2024-03-19\">۲۹ اسفند ۱۴۰۲</time>"));
    free(out);

    /* the update is another Gregorian day, so another Solar Hijri one */
    replace(&res->date, "2025-03-21T08:00:00+03:30");
    replace(&res->date_modified, "2025-03-21T20:00:00+03:30");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, ">۱ فروردین ۱۴۰۴</time>"));
    assert_int_equal(count(out, "<time"), 1);
    free(out);

    /* no such day: the attribute's own digits, no month invented */
    replace(&res->date, "2023-02-31");
    replace(&res->date_modified, NULL);
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "\"2023-02-31\">۲۰۲۳-۰۲-۳۱</time>"));
    free(out);

    /* the same day in Gregorian words elsewhere */
    replace(&res->date, "2023-12-22T10:30:00+03:30");
    replace(&res->lang, "en");
    replace(&res->dir, "ltr");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "+03:30\">22 December 2023</time>"));
    free(out);

    replace(&res->lang, "ar");
    replace(&res->dir, "rtl");
    out = render(res, NSEG_VIEW_PRINT, NULL);
    assert_non_null(strstr(out, "+03:30\">22 ديسمبر 2023</time>"));
    free(out);

    /* and an impossible day as it was, in the other calendars */
    replace(&res->date, "2023-02-31");
    replace(&res->lang, "en");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "\"2023-02-31\">31 February 2023</time>"));
    free(out);

    result_free(res);
}


static void
test_dates(void **state)
{
    char           *out;
    nseg_result_t  *res;

    res = article();

    replace(&res->date, "2024-12-01T09:30:00+01:00");
    replace(&res->date_modified, "2024-12-02T10:00Z");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "<time datetime=\"2024-12-01T09:30:00+01:00\">"
                                "1 December 2024</time>"));
    assert_non_null(strstr(out, "Updated</span> <time datetime=\"2024-12-02"
                                "T10:00Z\">2 December 2024</time>"));
    assert_int_equal(count(out, "<time"), 2);
    free(out);

    /* junk after a valid date is cut from the attribute */
    replace(&res->date, "2024-01-05T25:00 \"x");
    replace(&res->date_modified, NULL);
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "<time datetime=\"2024-01-05\">"
                                "5 January 2024</time>"));
    assert_null(strstr(out, "\"x"));
    free(out);

    /* not a date: no <time> at all */
    replace(&res->date, "yesterday");
    replace(&res->date_text, "yesterday");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_int_equal(count(out, "<time"), 0);
    free(out);

    replace(&res->date, "2024-13-01");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_int_equal(count(out, "<time"), 0);
    free(out);

    /* a modification on the publication day is not repeated */
    replace(&res->date, "2024-02-29");
    replace(&res->date_modified, "2024-02-29");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_int_equal(count(out, "<time"), 1);
    assert_null(strstr(out, "Updated"));
    free(out);

    replace(&res->date_modified, "2024-02-29T18:00:00Z");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_int_equal(count(out, "<time"), 1);
    free(out);

    /* only a modification date: shown as such */
    replace(&res->date, NULL);
    replace(&res->byline, NULL);
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "<p class=\"nseg-meta\"><span>Updated</span> "
                                "<time datetime=\"2024-02-29T18:00:00Z\">"
                                "29 February 2024</time></p>"));
    free(out);

    result_free(res);
}


static void
test_missing_fields(void **state)
{
    char           *out;
    nseg_result_t  *res;

    res = calloc(1, sizeof(nseg_result_t));
    assert_non_null(res);
    res->body_html = strdup("<p>Only a body.</p>");

    out = render(res, NSEG_VIEW_READER, NULL);
    assert_int_equal(count(out, "<h1"), 1);
    assert_non_null(strstr(out, "<h1 " EN ">Untitled article</h1>"));
    assert_non_null(strstr(out, "<title>Article</title>"));
    assert_null(strstr(out, "class=\"nseg-meta\""));
    assert_null(strstr(out, "class=\"nseg-source\""));
    assert_non_null(strstr(out, "<p>Only a body.</p>"));
    free(out);

    /* only absolute http(s) URLs become links; the host names a bare one */
    res->url = strdup("javascript:alert(1)");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_null(strstr(out, "javascript"));
    free(out);

    replace(&res->url, "HTTPS://news.example.org:8080/path?q");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "href=\"HTTPS://news.example.org:8080/path?q\""
                                ">news.example.org:8080</a>"));
    free(out);

    replace(&res->url, "https:///nohost");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_null(strstr(out, "nohost"));
    free(out);

    result_free(res);
}


static void
test_lead_image(void **state)
{
    size_t          k;
    char           *out;
    nseg_result_t  *res;

    static const char  *const logos[] = {
        "https://cdn.example/img/fn_logo_fb_1200x630.jpg",
        "https://example.org/favicon_150x150.png",
        "https://s0.wp.com/i/blank.jpg",
        "https://example.org/images/social_placeholder.png",
        "https://example.org/default-images/default-opener.jpg?itok=x",
        "https://secure.gravatar.com/blavatar/67b14216?s=200",
        "https://example.org/brand/mark.svg",
        "https://example.org/Site-LOGO/",
        "https://example.org/images/no-img_460x320_logo.jpg",
        "https://example.org/img/FaviconApp.png",
        "https://example.org/pics/NoImage.PNG",
        "https://example.org/g/googlelogo_color_200x200.png",
        "https://example.org/de/institutionlogo29539",
        "https://example.org/images/defaultPromoCrop.png",
        "https://example.org/i/siteLogo2x.png",
        "https://example.org/og-default.jpg",
        "https://example.org/img/Site%20Logo.png",
        NULL
    };

    static const char  *const photos[] = {
        "https://example.it/foto/archeologo-scavi-pompei.jpg",
        "https://example.de/1400020_thomas-tuchel_default_1Biwph_prUNpK.jpg",
        "https://example.es/catalogo-2024.jpg",
        "https://example.org/logos/2024/council-vote.jpg",
        "https://example.org/img/nobel-prize.jpg",
        "https://example.it/img/psicologo_dialogo.jpg",
        "https://example.de/logopaedie-praxis.jpg",
        "https://example.org/img/default-ish/x_defaulted.jpg",
        NULL
    };

    /* a body without pictures gets the page's, above its text */
    res = article();
    res->lead_image = strdup("https://cdn.example/2024/03/lanes.jpg?w=1200");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "<div class=\"nseg-body\">\n"
        "<figure class=\"nseg-lead\"><img "
        "src=\"https://cdn.example/2024/03/lanes.jpg?w=1200\" alt=\"\">"
        "</figure>\n<p>The council voted.</p>"));
    free(out);

    out = render(res, NSEG_VIEW_PRINT, NULL);
    assert_int_equal(count(out, "class=\"nseg-lead\""), 1);
    free(out);

    /* the page's description of the picture, escaped */
    res->lead_image_alt = strdup("Cyclists on \"Rua Nova\" <at> dawn");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "alt=\"Cyclists on &quot;Rua Nova&quot; "
                                "&lt;at&gt; dawn\"></figure>"));
    free(out);
    replace(&res->lead_image_alt, NULL);

    /* attribute text is escaped */
    replace(&res->lead_image, "https://cdn.example/a.jpg?x=1&y=\"2\"");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "src=\"https://cdn.example/a.jpg?x=1&amp;"
                                "y=&quot;2&quot;\""));
    free(out);

    /* a body with a picture shows its own */
    replace(&res->lead_image, "https://cdn.example/lanes.jpg");
    replace(&res->body_html, "<p>Text.</p>\n<figure><img "
            "src=\"https://cdn.example/lanes-800.jpg\" alt=\"x\"></figure>");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_int_equal(count(out, "<img "), 1);
    assert_null(strstr(out, "nseg-lead"));
    free(out);

    /* the site's logo or placeholder, or a URL that is no web address */
    replace(&res->body_html, "<p>Text.</p>");

    for (k = 0; logos[k] != NULL; k++) {
        replace(&res->lead_image, logos[k]);
        out = render(res, NSEG_VIEW_READER, NULL);

        if (strstr(out, "nseg-lead") != NULL) {
            fail_msg("\"%s\" shown as the lead image", logos[k]);
        }

        free(out);
    }

    replace(&res->lead_image, "javascript:alert(1)");
    out = render(res, NSEG_VIEW_READER, NULL);
    assert_null(strstr(out, "nseg-lead"));
    free(out);

    /* photos whose names have such letters, but not such words */
    for (k = 0; photos[k] != NULL; k++) {
        replace(&res->lead_image, photos[k]);
        out = render(res, NSEG_VIEW_READER, NULL);

        if (strstr(out, "nseg-lead") == NULL) {
            fail_msg("\"%s\" not shown as the lead image", photos[k]);
        }

        free(out);
    }

    result_free(res);
}


static void
test_declined(void **state)
{
    char           *out;
    nseg_result_t  *res;

    res = article();
    res->status = NSEG_STATUS_NO_ARTICLE;
    res->reason = "no block <scored> as article text";
    replace(&res->lang, "fr");

    out = render(res, NSEG_VIEW_READER, NULL);
    assert_non_null(strstr(out, "<html lang=\"en\">"));
    assert_int_equal(count(out, "<h1"), 1);
    assert_non_null(strstr(out, "<h1>No article found</h1>"));
    assert_non_null(strstr(out, "<title>No article found</title>"));
    assert_non_null(strstr(out, "(no block &lt;scored&gt; as article text)"));
    assert_non_null(strstr(out, "<a href=\"https://news.example.com/a?id=1"
                                "&amp;x=2\">Open the original page</a>"));
    assert_int_equal(count(out, "<main "), 1);

    /* a declined result's body is never shown */
    assert_null(strstr(out, "The council voted"));
    free(out);

    out = render(res, NSEG_VIEW_PRINT, NULL);
    assert_int_equal(count(out, "<h1"), 1);
    assert_non_null(strstr(out, "@page"));
    free(out);

    result_free(res);
}


static void
test_print(void **state)
{
    char                 *out, *css;
    const char           *builtin;
    size_t                len;
    nseg_result_t        *res;
    nseg_view_options_t   opts;

    res = article();

    out = render(res, NSEG_VIEW_PRINT, NULL);

    /* the print CSS is the one embedded, byte for byte (CSP hashes) */
    builtin = nseg_view_stylesheet(NSEG_VIEW_PRINT, &len);
    assert_int_equal(len, strlen(builtin));
    css = style_of(out);
    assert_string_equal(css, builtin);
    free(css);

    assert_non_null(strstr(out, "@page{size:auto;"));
    assert_non_null(strstr(out, "a[href^=\"http\"]::after{content:\" (\" "
                                "attr(href) \")\""));
    assert_non_null(strstr(out, "break-inside:avoid"));
    assert_non_null(strstr(out, "serif"));
    assert_non_null(strstr(out, "<body class=\"nseg-print\">"));

    /* nothing interactive: no skip link; the URL is printed in full */
    assert_null(strstr(out, "class=\"nseg-skip\""));
    assert_int_equal(count(out, "<h1"), 1);
    assert_non_null(strstr(out, ">https://news.example.com/a?id=1&amp;x=2"
                                "</a> (The Daily Example)"));
    assert_non_null(strstr(out, res->body_html));
    free(out);

    memset(&opts, 0, sizeof(opts));

    opts.columns = 2;
    out = render(res, NSEG_VIEW_PRINT, &opts);
    assert_non_null(strstr(out, "<body class=\"nseg-print nseg-cols-2\">"));
    assert_non_null(strstr(out, ".nseg-cols-2 .nseg-body{columns:2}"));
    free(out);

    opts.columns = 99;
    out = render(res, NSEG_VIEW_PRINT, &opts);
    assert_non_null(strstr(out, "<body class=\"nseg-print nseg-cols-4\">"));
    free(out);

    opts.columns = 1;
    out = render(res, NSEG_VIEW_PRINT, &opts);
    assert_non_null(strstr(out, "<body class=\"nseg-print\">"));
    free(out);

    /* columns are a print option only */
    opts.columns = 3;
    out = render(res, NSEG_VIEW_READER, &opts);
    assert_non_null(strstr(out, "<body class=\"nseg-reader\">"));
    assert_null(strstr(out, "@page"));
    free(out);

    result_free(res);
}


static void
test_stylesheet_builtin(void **state)
{
    char           *out, *css;
    size_t          len, i;
    const char     *reader, *print;
    nseg_result_t  *res;

    reader = nseg_view_stylesheet(NSEG_VIEW_READER, &len);
    assert_int_equal(len, strlen(reader));
    print = nseg_view_stylesheet(NSEG_VIEW_PRINT, NULL);
    assert_true(reader != print);

    res = article();
    out = render(res, NSEG_VIEW_READER, NULL);
    css = style_of(out);
    assert_string_equal(css, reader);
    assert_int_equal(count(out, "<style>"), 1);
    free(css);
    free(out);
    result_free(res);

    /* what issue 7 asks of the reader stylesheet */
    assert_non_null(strstr(reader, "max-width:65ch"));
    assert_non_null(strstr(reader, "line-height:1.6"));
    assert_non_null(strstr(reader, "@media (prefers-color-scheme:dark)"));
    assert_non_null(strstr(reader, "@media (prefers-reduced-motion:reduce)"));
    assert_non_null(strstr(reader, ":focus-visible{outline:"));
    assert_non_null(strstr(reader, "img,video{max-width:100%"));
    assert_non_null(strstr(reader, "figcaption{"));
    assert_non_null(strstr(reader, "a{color:var(--link);"
                                   "text-decoration:underline"));

    /* relative units only: no number followed by an absolute unit */
    for (i = 1; reader[i]; i++) {
        if (reader[i - 1] >= '0' && reader[i - 1] <= '9') {
            assert_false(strncmp(reader + i, "px", 2) == 0);
            assert_false(strncmp(reader + i, "pt", 2) == 0);
            assert_false(strncmp(reader + i, "cm", 2) == 0);
            assert_false(strncmp(reader + i, "mm", 2) == 0);
            assert_false(strncmp(reader + i, "in", 2) == 0);
            assert_false(strncmp(reader + i, "pc", 2) == 0);
        }
    }

    /* no CSS that can run or fetch anything */
    assert_null(strstr(reader, "url("));
    assert_null(strstr(print, "url("));
    assert_null(strstr(reader, "expression"));
    assert_null(strstr(reader, "@import"));
    assert_null(strstr(print, "@import"));
}


static void
test_stylesheet_custom(void **state)
{
    char                 *out;
    nseg_result_t        *res;
    nseg_view_options_t   opts;

    static const char     custom[] =
        "body{font-family:serif}\n"
        "p::after{content:\"</style><script>alert(1)</script>\"}\n"
        "</STYLE ><img src=x onerror=alert(2)>";

    res = article();
    memset(&opts, 0, sizeof(opts));
    opts.stylesheet = custom;
    opts.stylesheet_len = sizeof(custom) - 1;

    out = render(res, NSEG_VIEW_READER, &opts);

    /* the custom sheet replaces the built-in one */
    assert_non_null(strstr(out, "<style>body{font-family:serif}\n"));
    assert_null(strstr(out, "--link:"));
    assert_int_equal(count(out, "<style>"), 1);

    /* and cannot close the <style> element */
    assert_int_equal(count_nocase(out, "</style"), 1);
    assert_non_null(strstr(out, "<\\/style><script>alert(1)"));
    assert_non_null(strstr(out, "<\\/STYLE ><img"));
    assert_true(strstr(out, "</style>") > strstr(out, "onerror=alert(2)"));
    free(out);

    /* stylesheet_len 0: NUL-terminated; print uses it too */
    opts.stylesheet = "p{color:#000}";
    opts.stylesheet_len = 0;
    out = render(res, NSEG_VIEW_PRINT, &opts);
    assert_non_null(strstr(out, "<style>p{color:#000}</style>"));
    assert_null(strstr(out, "@page"));
    free(out);

    /* a "</" split across the end of the stylesheet is harmless */
    opts.stylesheet = "a{}</sty";
    out = render(res, NSEG_VIEW_READER, &opts);
    assert_non_null(strstr(out, "<style>a{}</sty</style>"));
    free(out);

    result_free(res);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_reader_structure),
        cmocka_unit_test(test_escaping),
        cmocka_unit_test(test_lang_dir),
        cmocka_unit_test(test_l10n_table),
        cmocka_unit_test(test_locales),
        cmocka_unit_test(test_serbian_script),
        cmocka_unit_test(test_solar_hijri),
        cmocka_unit_test(test_dates),
        cmocka_unit_test(test_missing_fields),
        cmocka_unit_test(test_lead_image),
        cmocka_unit_test(test_declined),
        cmocka_unit_test(test_print),
        cmocka_unit_test(test_stylesheet_builtin),
        cmocka_unit_test(test_stylesheet_custom),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
