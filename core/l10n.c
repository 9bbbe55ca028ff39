
/*
 * l10n.c - the views' own words in the page's language.  A German
 * article read aloud should not switch to an English voice for "Skip to
 * article" and "14 March 2024"; for a language without an entry here the
 * view keeps English and marks it lang="en".  The languages are those
 * whose dates the parser reads (date.c), and some more.
 *
 * Copyright (C) newsseg authors
 */


#include <stddef.h>
#include <string.h>
#include <strings.h>

#include "l10n.h"


static int nseg_l10n_match(const char *lang, const char *entry);


/* English first; a tag's region or script wins over its language */
static const nseg_l10n_t  nseg_l10n_table[] = {

    { "en", "Skip to article", "Updated", "Source:", "Untitled article",
      "Article", "%d %m %y", NULL,
      { "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December" } },

    /* the United States' order */
    { "en-us", "Skip to article", "Updated", "Source:", "Untitled article",
      "Article", "%m %d, %y", NULL,
      { "January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December" } },

    /* Austria's January */
    { "de-at", "Zum Artikel springen", "Aktualisiert am", "Quelle:",
      "Artikel ohne Titel", "Artikel", "%d. %m %y", NULL,
      { "Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli",
        "August", "September", "Oktober", "November", "Dezember" } },

    { "de", "Zum Artikel springen", "Aktualisiert am", "Quelle:",
      "Artikel ohne Titel", "Artikel", "%d. %m %y", NULL,
      { "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli",
        "August", "September", "Oktober", "November", "Dezember" } },

    /* a no-break space before the colon, as French typography has it */
    { "fr", "Aller à l’article", "Mis à jour le", "Source\xc2\xa0:",
      "Article sans titre", "Article", "%d %m %y", "1er",
      { "janvier", "février", "mars", "avril", "mai", "juin", "juillet",
        "août", "septembre", "octobre", "novembre", "décembre" } },

    { "es", "Saltar al artículo", "Actualizado el", "Fuente:",
      "Artículo sin título", "Artículo", "%d de %m de %y", NULL,
      { "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
        "agosto", "septiembre", "octubre", "noviembre", "diciembre" } },

    /* Portugal writes "1 de agosto", Brazil "1º de agosto" */
    { "pt-pt", "Ir para o artigo", "Atualizado em", "Fonte:",
      "Artigo sem título", "Artigo", "%d de %m de %y", NULL,
      { "janeiro", "fevereiro", "março", "abril", "maio", "junho",
        "julho", "agosto", "setembro", "outubro", "novembro",
        "dezembro" } },

    { "pt", "Ir para o artigo", "Atualizado em", "Fonte:",
      "Artigo sem título", "Artigo", "%d de %m de %y", "1º",
      { "janeiro", "fevereiro", "março", "abril", "maio", "junho",
        "julho", "agosto", "setembro", "outubro", "novembro",
        "dezembro" } },

    /* a label without an article: "il 8" and "il 11" would be "l’8" */
    { "it", "Vai all’articolo", "Ultimo aggiornamento:", "Fonte:",
      "Articolo senza titolo", "Articolo", "%d %m %y", "1º",
      { "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
        "luglio", "agosto", "settembre", "ottobre", "novembre",
        "dicembre" } },

    { "nl", "Naar het artikel", "Bijgewerkt op", "Bron:",
      "Artikel zonder titel", "Artikel", "%d %m %y", NULL,
      { "januari", "februari", "maart", "april", "mei", "juni", "juli",
        "augustus", "september", "oktober", "november", "december" } },

    /* the genitive: "14 marca 2024", not "14 marzec 2024" */
    { "pl", "Przejdź do artykułu", "Zaktualizowano", "Źródło:",
      "Artykuł bez tytułu", "Artykuł", "%d %m %y", NULL,
      { "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca",
        "lipca", "sierpnia", "września", "października", "listopada",
        "grudnia" } },

    /*
     * Languages whose dates the parser does not read, for readers
     * that speak them: their own words in place of an English voice.
     */

    { "sv", "Hoppa till artikeln", "Uppdaterad", "Källa:",
      "Artikel utan rubrik", "Artikel", "%d %m %y", NULL,
      { "januari", "februari", "mars", "april", "maj", "juni", "juli",
        "augusti", "september", "oktober", "november", "december" } },

    { "da", "Gå til artiklen", "Opdateret", "Kilde:",
      "Artikel uden titel", "Artikel", "%d. %m %y", NULL,
      { "januar", "februar", "marts", "april", "maj", "juni", "juli",
        "august", "september", "oktober", "november", "december" } },

    /* Norwegian Bokmål; "no" is found through the aliases */
    { "nb", "Gå til artikkelen", "Oppdatert", "Kilde:",
      "Artikkel uten tittel", "Artikkel", "%d. %m %y", NULL,
      { "januar", "februar", "mars", "april", "mai", "juni", "juli",
        "august", "september", "oktober", "november", "desember" } },

    /* the partitive: "14. maaliskuuta 2024" */
    { "fi", "Siirry artikkeliin", "Päivitetty", "Lähde:",
      "Nimetön artikkeli", "Artikkeli", "%d. %m %y", NULL,
      { "tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta",
        "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta", "syyskuuta",
        "lokakuuta", "marraskuuta", "joulukuuta" } },

    /* Nynorsk */
    { "nn", "Gå til artikkelen", "Oppdatert", "Kjelde:",
      "Artikkel utan tittel", "Artikkel", "%d. %m %y", NULL,
      { "januar", "februar", "mars", "april", "mai", "juni", "juli",
        "august", "september", "oktober", "november", "desember" } },

    /* the genitive: "14. března 2024" */
    { "cs", "Přejít na článek", "Aktualizováno", "Zdroj:",
      "Článek bez názvu", "Článek", "%d. %m %y", NULL,
      { "ledna", "února", "března", "dubna", "května", "června",
        "července", "srpna", "září", "října", "listopadu", "prosince" } },

    { "ro", "Salt la articol", "Actualizat", "Sursa:",
      "Articol fără titlu", "Articol", "%d %m %y", NULL,
      { "ianuarie", "februarie", "martie", "aprilie", "mai", "iunie",
        "iulie", "august", "septembrie", "octombrie", "noiembrie",
        "decembrie" } },

    { "tr", "Makaleye geç", "Güncellendi:", "Kaynak:",
      "Başlıksız makale", "Makale", "%d %m %y", NULL,
      { "Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz",
        "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık" } },

    /* the genitive: "14 марта 2024 г." */
    { "ru", "Перейти к статье", "Обновлено", "Источник:",
      "Статья без заголовка", "Статья", "%d %m %y г.", NULL,
      { "января", "февраля", "марта", "апреля", "мая", "июня", "июля",
        "августа", "сентября", "октября", "ноября", "декабря" } },

    /* the genitive: "14 Μαρτίου 2024" */
    { "el", "Μετάβαση στο άρθρο", "Ενημερώθηκε:", "Πηγή:",
      "Άρθρο χωρίς τίτλο", "Άρθρο", "%d %m %y", "1η",
      { "Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου",
        "Ιουνίου", "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου",
        "Νοεμβρίου", "Δεκεμβρίου" } },

    /* a full-width colon has its own space: none follows it */
    { "ja", "記事へ移動", "更新日：", "出典：", "無題の記事", "記事",
      "%y年%m%d日", NULL,
      { "1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月",
        "10月", "11月", "12月" } },

    /* Traditional script; zh-TW, zh-HK and zh-MO through the aliases */
    { "zh-hant", "跳至文章", "更新於", "來源：", "無標題文章", "文章",
      "%y年%m%d日", NULL,
      { "1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月",
        "10月", "11月", "12月" } },

    { "zh", "跳至文章", "更新于", "来源：", "无标题文章", "文章",
      "%y年%m%d日", NULL,
      { "1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月",
        "10月", "11月", "12月" } },

    { "ko", "본문 바로가기", "수정:", "출처:", "제목 없는 기사", "기사",
      "%y년 %m %d일", NULL,
      { "1월", "2월", "3월", "4월", "5월", "6월", "7월", "8월", "9월",
        "10월", "11월", "12월" } },

    /* right to left: in the page's own words the order needs no mark */
    { "ar", "انتقل إلى المقال", "آخر تحديث:", "المصدر:", "مقال بلا عنوان",
      "مقال", "%d %m %y", NULL,
      { "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو",
        "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر" } },

    { "he", "דילוג לכתבה", "עודכן:", "מקור:", "כתבה ללא כותרת", "כתבה",
      "%d ב%m %y", NULL,
      { "ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי",
        "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר" } },
};


/* tags that take another entry's words */
static const char  *nseg_l10n_aliases[][2] = {
    { "no", "nb" },
    { "zh-tw", "zh-hant" },
    { "zh-hk", "zh-hant" },
    { "zh-mo", "zh-hant" },
    { "iw", "he" },
};


const nseg_l10n_t  *const nseg_l10n_en = &nseg_l10n_table[0];


const nseg_l10n_t *
nseg_l10n_find(const char *lang)
{
    size_t              i, n, lang_len, sub_len;
    const nseg_l10n_t  *t, *found;

    if (lang == NULL) {
        return NULL;
    }

    for (i = 0; i < sizeof(nseg_l10n_aliases) / sizeof(nseg_l10n_aliases[0]);
         i++)
    {
        if (nseg_l10n_match(lang, nseg_l10n_aliases[i][0])) {
            lang = nseg_l10n_aliases[i][1];
            break;
        }
    }

    /* "xx" and "xx-yy", the language and its first subtag after it */
    lang_len = strcspn(lang, "-");
    sub_len = lang[lang_len] == '-'
              ? lang_len + 1 + strcspn(lang + lang_len + 1, "-") : 0;

    found = NULL;

    for (i = 0; i < sizeof(nseg_l10n_table) / sizeof(nseg_l10n_table[0]);
         i++)
    {
        t = &nseg_l10n_table[i];
        n = strlen(t->lang);

        if (n == sub_len && strncasecmp(lang, t->lang, n) == 0) {
            return t;
        }

        if (n == lang_len && found == NULL
            && strncasecmp(lang, t->lang, n) == 0)
        {
            found = t;
        }
    }

    return found;
}


/*
 * Whether a tag is an alias's "xx" or "xx-yy" (the language and its
 * first subtag after it), in any case: "zh-TW" and "zh-tw-x" are "zh-tw".
 */
static int
nseg_l10n_match(const char *lang, const char *alias)
{
    size_t  n;

    n = strlen(alias);

    return strncasecmp(lang, alias, n) == 0
           && (lang[n] == '\0' || lang[n] == '-');
}
