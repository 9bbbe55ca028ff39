
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


/* months in the form a date uses, shared by languages that agree */
static const char  *const nseg_months_en[12] = {
    "January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December"
};

static const char  *const nseg_months_de_at[12] = {
    "Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
    "September", "Oktober", "November", "Dezember"
};

static const char  *const nseg_months_de[12] = {
    "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
    "September", "Oktober", "November", "Dezember"
};

static const char  *const nseg_months_fr[12] = {
    "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
    "septembre", "octobre", "novembre", "décembre"
};

static const char  *const nseg_months_es[12] = {
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
    "septiembre", "octubre", "noviembre", "diciembre"
};

static const char  *const nseg_months_pt[12] = {
    "janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho",
    "agosto", "setembro", "outubro", "novembro", "dezembro"
};

static const char  *const nseg_months_it[12] = {
    "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio",
    "agosto", "settembre", "ottobre", "novembre", "dicembre"
};

static const char  *const nseg_months_nl[12] = {
    "januari", "februari", "maart", "april", "mei", "juni", "juli",
    "augustus", "september", "oktober", "november", "december"
};

static const char  *const nseg_months_pl[12] = {
    "stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca",
    "sierpnia", "września", "października", "listopada", "grudnia"
};

static const char  *const nseg_months_sv[12] = {
    "januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti",
    "september", "oktober", "november", "december"
};

static const char  *const nseg_months_da[12] = {
    "januar", "februar", "marts", "april", "maj", "juni", "juli", "august",
    "september", "oktober", "november", "december"
};

static const char  *const nseg_months_no[12] = {
    "januar", "februar", "mars", "april", "mai", "juni", "juli", "august",
    "september", "oktober", "november", "desember"
};

static const char  *const nseg_months_fi[12] = {
    "tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta",
    "kesäkuuta", "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta",
    "marraskuuta", "joulukuuta"
};

static const char  *const nseg_months_cs[12] = {
    "ledna", "února", "března", "dubna", "května", "června", "července",
    "srpna", "září", "října", "listopadu", "prosince"
};

static const char  *const nseg_months_ro[12] = {
    "ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie",
    "august", "septembrie", "octombrie", "noiembrie", "decembrie"
};

static const char  *const nseg_months_tr[12] = {
    "Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz",
    "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"
};

static const char  *const nseg_months_ru[12] = {
    "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
    "сентября", "октября", "ноября", "декабря"
};

static const char  *const nseg_months_el[12] = {
    "Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου",
    "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου",
    "Δεκεμβρίου"
};

static const char  *const nseg_months_cjk[12] = {
    "1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月",
    "12月"
};

static const char  *const nseg_months_hu[12] = {
    "január", "február", "március", "április", "május", "június", "július",
    "augusztus", "szeptember", "október", "november", "december"
};

static const char  *const nseg_months_sk[12] = {
    "januára", "februára", "marca", "apríla", "mája", "júna", "júla",
    "augusta", "septembra", "októbra", "novembra", "decembra"
};

static const char  *const nseg_months_sl[12] = {
    "januarja", "februarja", "marca", "aprila", "maja", "junija", "julija",
    "avgusta", "septembra", "oktobra", "novembra", "decembra"
};

static const char  *const nseg_months_hr[12] = {
    "siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja",
    "srpnja", "kolovoza", "rujna", "listopada", "studenoga", "prosinca"
};

static const char  *const nseg_months_bg[12] = {
    "януари", "февруари", "март", "април", "май", "юни", "юли", "август",
    "септември", "октомври", "ноември", "декември"
};

static const char  *const nseg_months_uk[12] = {
    "січня", "лютого", "березня", "квітня", "травня", "червня", "липня",
    "серпня", "вересня", "жовтня", "листопада", "грудня"
};

/* with the preposition, elided before a vowel: "1 d’abril de 2024" */
static const char  *const nseg_months_ca[12] = {
    "de gener", "de febrer", "de març", "d’abril", "de maig", "de juny",
    "de juliol", "d’agost", "de setembre", "d’octubre", "de novembre",
    "de desembre"
};

static const char  *const nseg_months_id[12] = {
    "Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli",
    "Agustus", "September", "Oktober", "November", "Desember"
};

static const char  *const nseg_months_ms[12] = {
    "Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos",
    "September", "Oktober", "November", "Disember"
};

/* Vietnamese numbers its months: "14 tháng 3 năm 2024" */
static const char  *const nseg_months_vi[12] = {
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"
};

static const char  *const nseg_months_hi[12] = {
    "जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त",
    "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"
};

static const char  *const nseg_months_ko[12] = {
    "1월", "2월", "3월", "4월", "5월", "6월", "7월", "8월", "9월", "10월", "11월",
    "12월"
};

static const char  *const nseg_months_ar[12] = {
    "يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس",
    "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"
};

static const char  *const nseg_months_he[12] = {
    "ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט",
    "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"
};


/* the genitive: "2024 m. kovo 14 d." */
static const char  *const nseg_months_lt[12] = {
    "sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio",
    "liepos", "rugpjūčio", "rugsėjo", "spalio", "lapkričio", "gruodžio"
};

/* the nominative, after a label's colon too: "2024. gada 14. marts" */
static const char  *const nseg_months_lv[12] = {
    "janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs",
    "jūlijs", "augusts", "septembris", "oktobris", "novembris",
    "decembris"
};

static const char  *const nseg_months_et[12] = {
    "jaanuar", "veebruar", "märts", "aprill", "mai", "juuni", "juuli",
    "august", "september", "oktoober", "november", "detsember"
};

/* the genitive, in Cyrillic and in Latin: "14. марта 2024." */
static const char  *const nseg_months_sr[12] = {
    "јануара", "фебруара", "марта", "априла", "маја", "јуна", "јула",
    "августа", "септембра", "октобра", "новембра", "децембра"
};

static const char  *const nseg_months_sr_latn[12] = {
    "januara", "februara", "marta", "aprila", "maja", "juna", "jula",
    "avgusta", "septembra", "oktobra", "novembra", "decembra"
};

/* the Solar Hijri months, from Farvardin at the March equinox */
static const char  *const nseg_months_fa[12] = {
    "فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان",
    "آذر", "دی", "بهمن", "اسفند"
};

/* the Gregorian months, as Iran writes them */
static const char  *const nseg_months_fa_gregorian[12] = {
    "ژانویه", "فوریه", "مارس", "آوریل", "مه", "ژوئن", "ژوئیه", "اوت",
    "سپتامبر", "اکتبر", "نوامبر", "دسامبر"
};

/* Persian writes its own digits: "۱ دی ۱۴۰۲" */
static const char  *const nseg_digits_fa[10] = {
    "۰", "۱", "۲", "۳", "۴", "۵", "۶", "۷", "۸", "۹"
};

static const char  *const nseg_months_th[12] = {
    "มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน",
    "กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"
};

/* English first; a tag's region or script wins over its language */
static const nseg_l10n_t  nseg_l10n_table[] = {

    { "en", "Skip to article", "Updated", "Source:", "Untitled article",
      "Article", "%d %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_en, NULL },

    /* the United States' order */
    { "en-us", "Skip to article", "Updated", "Source:", "Untitled article",
      "Article", "%m %d, %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_en, NULL },

    /* Austria's January */
    { "de-at", "Zum Artikel springen", "Aktualisiert am", "Quelle:",
      "Artikel ohne Titel", "Artikel", "%d. %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_de_at, NULL },

    { "de", "Zum Artikel springen", "Aktualisiert am", "Quelle:",
      "Artikel ohne Titel", "Artikel", "%d. %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_de, NULL },

    /* a no-break space before the colon, as French typography has it */
    { "fr", "Aller à l’article", "Mis à jour le", "Source\xc2\xa0:",
      "Article sans titre", "Article", "%d %m %y", "1er",
      NSEG_CALENDAR_GREGORIAN, nseg_months_fr, NULL },

    { "es", "Saltar al artículo", "Actualizado el", "Fuente:",
      "Artículo sin título", "Artículo", "%d de %m de %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_es, NULL },

    /* Portugal writes "1 de agosto", Brazil "1º de agosto" */
    { "pt-pt", "Ir para o artigo", "Atualizado em", "Fonte:",
      "Artigo sem título", "Artigo", "%d de %m de %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_pt, NULL },

    { "pt", "Ir para o artigo", "Atualizado em", "Fonte:",
      "Artigo sem título", "Artigo", "%d de %m de %y", "1º",
      NSEG_CALENDAR_GREGORIAN, nseg_months_pt, NULL },

    /* a label without an article: "il 8" and "il 11" would be "l’8" */
    { "it", "Vai all’articolo", "Ultimo aggiornamento:", "Fonte:",
      "Articolo senza titolo", "Articolo", "%d %m %y", "1º",
      NSEG_CALENDAR_GREGORIAN, nseg_months_it, NULL },

    { "nl", "Naar het artikel", "Bijgewerkt op", "Bron:",
      "Artikel zonder titel", "Artikel", "%d %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_nl, NULL },

    /* the genitive: "14 marca 2024", not "14 marzec 2024" */
    { "pl", "Przejdź do artykułu", "Zaktualizowano", "Źródło:",
      "Artykuł bez tytułu", "Artykuł", "%d %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_pl, NULL },

    /*
     * The languages whose dates the parser reads beyond the issue's
     * eight, and a few more: their own words in place of an English
     * voice.
     */

    { "sv", "Hoppa till artikeln", "Uppdaterad", "Källa:",
      "Artikel utan rubrik", "Artikel", "%d %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_sv, NULL },

    { "da", "Gå til artiklen", "Opdateret", "Kilde:",
      "Artikel uden titel", "Artikel", "%d. %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_da, NULL },

    /* Norwegian Bokmål; "no" is found through the aliases */
    { "nb", "Gå til artikkelen", "Oppdatert", "Kilde:",
      "Artikkel uten tittel", "Artikkel", "%d. %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_no, NULL },

    /* the partitive: "14. maaliskuuta 2024" */
    { "fi", "Siirry artikkeliin", "Päivitetty", "Lähde:",
      "Nimetön artikkeli", "Artikkeli", "%d. %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_fi, NULL },

    /* Nynorsk */
    { "nn", "Gå til artikkelen", "Oppdatert", "Kjelde:",
      "Artikkel utan tittel", "Artikkel", "%d. %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_no, NULL },

    /* the genitive: "14. března 2024" */
    { "cs", "Přejít na článek", "Aktualizováno", "Zdroj:",
      "Článek bez názvu", "Článek", "%d. %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_cs, NULL },

    { "ro", "Salt la articol", "Actualizat", "Sursa:",
      "Articol fără titlu", "Articol", "%d %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_ro, NULL },

    { "tr", "Makaleye geç", "Güncellendi:", "Kaynak:",
      "Başlıksız makale", "Makale", "%d %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_tr, NULL },

    /* the genitive: "14 марта 2024 г." */
    { "ru", "Перейти к статье", "Обновлено", "Источник:",
      "Статья без заголовка", "Статья", "%d %m %y г.", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_ru, NULL },

    /* the genitive: "14. marca 2024" */
    { "sk", "Prejsť na článok", "Aktualizované", "Zdroj:",
      "Článok bez názvu", "Článok", "%d. %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_sk, NULL },

    { "sl", "Skoči na članek", "Posodobljeno", "Vir:",
      "Članek brez naslova", "Članek", "%d. %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_sl, NULL },

    /* a dot after the year too: "14. ožujka 2024." */
    { "hr", "Prijeđi na članak", "Ažurirano", "Izvor:",
      "Članak bez naslova", "Članak", "%d. %m %y.", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_hr, NULL },

    /* the year first: "2024. március 14." */
    { "hu", "Ugrás a cikkhez", "Frissítve:", "Forrás:",
      "Cím nélküli cikk", "Cikk", "%y. %m %d.", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_hu, NULL },

    /* a label without an article: "el 1" would be "l’1" */
    { "ca", "Vés a l’article", "Darrera actualització:", "Font:",
      "Article sense títol", "Article", "%d %m de %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_ca, NULL },

    { "uk", "Перейти до статті", "Оновлено", "Джерело:",
      "Стаття без назви", "Стаття", "%d %m %y р.", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_uk, NULL },

    { "bg", "Към статията", "Обновено", "Източник:",
      "Статия без заглавие", "Статия", "%d %m %y г.", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_bg, NULL },

    { "id", "Langsung ke artikel", "Diperbarui", "Sumber:",
      "Artikel tanpa judul", "Artikel", "%d %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_id, NULL },

    { "ms", "Langkau ke artikel", "Dikemas kini", "Sumber:",
      "Artikel tanpa tajuk", "Artikel", "%d %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_ms, NULL },

    { "vi", "Chuyển đến bài viết", "Cập nhật", "Nguồn:",
      "Bài viết không có tiêu đề", "Bài viết", "ngày %d tháng %m năm %y",
      NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_vi, NULL },

    { "hi", "लेख पर जाएँ", "अपडेट:", "स्रोत:", "बिना शीर्षक का लेख", "लेख",
      "%d %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_hi, NULL },

    /* the genitive: "14 Μαρτίου 2024" */
    { "el", "Μετάβαση στο άρθρο", "Ενημερώθηκε:", "Πηγή:",
      "Άρθρο χωρίς τίτλο", "Άρθρο", "%d %m %y", "1η",
      NSEG_CALENDAR_GREGORIAN, nseg_months_el, NULL },

    /* a full-width colon has its own space: none follows it */
    { "ja", "記事へ移動", "更新日：", "出典：", "無題の記事", "記事",
      "%y年%m%d日", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_cjk, NULL },

    /* Traditional script; zh-TW, zh-HK and zh-MO through the aliases */
    { "zh-hant", "跳至文章", "更新於", "來源：", "無標題文章", "文章",
      "%y年%m%d日", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_cjk, NULL },

    { "zh", "跳至文章", "更新于", "来源：", "无标题文章", "文章",
      "%y年%m%d日", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_cjk, NULL },

    { "ko", "본문 바로가기", "수정:", "출처:", "제목 없는 기사", "기사",
      "%y년 %m %d일", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_ko, NULL },

    /* right to left: in the page's own words the order needs no mark */
    { "ar", "انتقل إلى المقال", "آخر تحديث:", "المصدر:", "مقال بلا عنوان",
      "مقال", "%d %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_ar, NULL },

    { "he", "דילוג לכתבה", "עודכן:", "מקור:", "כתבה ללא כותרת", "כתבה",
      "%d ב%m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_he, NULL },

    /* the year first: "2024 m. kovo 14 d." */
    { "lt", "Pereiti prie straipsnio", "Atnaujinta", "Šaltinis:",
      "Straipsnis be pavadinimo", "Straipsnis", "%y m. %m %d d.", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_lt, NULL },

    /* the year first: "2024. gada 14. marts" */
    { "lv", "Pāriet uz rakstu", "Atjaunināts:", "Avots:",
      "Raksts bez virsraksta", "Raksts", "%y. gada %d. %m", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_lv, NULL },

    { "et", "Mine artikli juurde", "Uuendatud", "Allikas:",
      "Pealkirjata artikkel", "Artikkel", "%d. %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_et, NULL },

    /*
     * Serbian in Cyrillic, its first script, and sr-Latn in Latin; a
     * page that says "sr" and writes its title in Latin (most news
     * sites) takes the Latin words (view.c)
     */
    { "sr-latn", "Pređi na članak", "Ažurirano", "Izvor:",
      "Članak bez naslova", "Članak", "%d. %m %y.", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_sr_latn, NULL },

    { "sr", "Пређи на чланак", "Ажурирано", "Извор:",
      "Чланак без наслова", "Чланак", "%d. %m %y.", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_sr, NULL },

    /*
     * Afghanistan's Persian (Dari, also "prs"; Pashto "ps" has no entry)
     * counts Solar Hijri years too, but names their months otherwise
     * (Hamal, Sawr, ..., not Farvardin): its pages keep the Gregorian
     * date, in Iran's names of those months.
     */
    { "fa-af", "رفتن به مقاله", "به‌روزرسانی:", "منبع:", "مقالهٔ بی‌عنوان",
      "مقاله", "%d %m %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_fa_gregorian, nseg_digits_fa },

    /*
     * Right to left, in Iran's calendar: "۱ دی ۱۴۰۲" is 2023-12-22, as
     * Iranian pages and their readers count days
     */
    { "fa", "رفتن به مقاله", "به‌روزرسانی:", "منبع:", "مقالهٔ بی‌عنوان",
      "مقاله", "%d %m %y", NULL,
      NSEG_CALENDAR_SOLAR_HIJRI, nseg_months_fa, nseg_digits_fa },

    /* the Common Era named: Thai dates count the Buddhist one by default */
    { "th", "ข้ามไปยังบทความ", "อัปเดตเมื่อ", "ที่มา:",
      "บทความไม่มีชื่อเรื่อง", "บทความ", "%d %m ค.ศ. %y", NULL,
      NSEG_CALENDAR_GREGORIAN, nseg_months_th, NULL },
};


/* tags that take another entry's words */
static const char  *nseg_l10n_aliases[][2] = {
    { "no", "nb" },
    { "zh-tw", "zh-hant" },
    { "zh-hk", "zh-hant" },
    { "zh-mo", "zh-hant" },
    { "iw", "he" },
    /* Montenegro writes Serbian in Latin first */
    { "sr-me", "sr-latn" },
    /* Portuguese outside Brazil writes as Portugal: "1 de agosto" */
    { "pt-ao", "pt-pt" },
    { "pt-mz", "pt-pt" },
    { "pt-cv", "pt-pt" },
    { "pt-gw", "pt-pt" },
    { "pt-st", "pt-pt" },
    { "pt-tl", "pt-pt" },
    { "pt-mo", "pt-pt" },
    { "pt-gq", "pt-pt" },
    { "pt-ch", "pt-pt" },
    { "pt-lu", "pt-pt" },
};


const nseg_l10n_t  *const nseg_l10n_en = &nseg_l10n_table[0];


const nseg_l10n_t *
nseg_l10n_find(const char *lang)
{
    size_t              i;
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

    /* a region's or script's entry ("pt-pt") wins over its language's */
    found = NULL;

    for (i = 0; i < sizeof(nseg_l10n_table) / sizeof(nseg_l10n_table[0]);
         i++)
    {
        t = &nseg_l10n_table[i];

        if (!nseg_l10n_match(lang, t->lang)) {
            continue;
        }

        if (strchr(t->lang, '-') != NULL) {
            return t;
        }

        if (found == NULL) {
            found = t;
        }
    }

    return found;
}


/*
 * Whether a tag is an entry's "xx" or "xx-yy" (the language and its
 * first subtag after it), in any case: "zh-TW" and "zh-tw-x" are
 * "zh-tw", "de-AT" is "de" too.
 */
static int
nseg_l10n_match(const char *lang, const char *entry)
{
    size_t  n;

    n = strlen(entry);

    return strncasecmp(lang, entry, n) == 0
           && (lang[n] == '\0' || lang[n] == '-');
}
