
/*
 * date.c - date text to a calendar date (see date.h).
 *
 * Every date form has one pcre2 pattern, compiled once in
 * nseg_date_init().  A parse runs each pattern over the text, turns the
 * valid matches into candidates, drops candidates hidden by a better
 * overlapping one ("mar. 14 mars 2024": the Spanish/French weekday
 * "mar." followed by a day looks like "March 14"), labels candidates
 * with a preceding "published"/"updated" keyword and picks one:
 * the first published date, else the first absolute date, else the
 * first relative one.
 */


#ifndef _GNU_SOURCE
#define _GNU_SOURCE                     /* memmem() */
#endif

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include "newsseg.h"
#include "date.h"
#include "utf8.h"


/* only the head of a long text is searched: dates sit near the start */
#define NSEG_DATE_WINDOW       2048
#define NSEG_DATE_MAX_CANDS    40
/* per pattern: many numbers in a long text must not crowd out the rest */
#define NSEG_DATE_MAX_PER_RE   6
#define NSEG_DATE_MAX_LABELS   16
#define NSEG_DATE_OVECTOR      24
/* a "published" keyword labels a date that starts this close after it */
#define NSEG_DATE_LABEL_GAP    80
/* a time before the date starts at most this far before it */
#define NSEG_DATE_BEFORE_GAP   64
/*
 * "heute", "vor 20 Jahren" in a paragraph are not the page's date: in
 * texts longer than this a relative date needs a label or a time
 */
#define NSEG_DATE_REL_TEXT     80

#define NSEG_DATE_YEAR_MIN     1990
#define NSEG_DATE_YEAR_MAX     2100

#define NSEG_DATE_LABEL_NONE   0
#define NSEG_DATE_LABEL_PUB    1
#define NSEG_DATE_LABEL_UPD    2


typedef enum {
    NSEG_DATE_RE_NUM = 0,
    NSEG_DATE_RE_COMPACT,
    NSEG_DATE_RE_CJK,
    NSEG_DATE_RE_DAY_MONTH,
    NSEG_DATE_RE_MONTH_DAY,
    NSEG_DATE_RE_MONTH_DAY_YEAR,
    NSEG_DATE_RE_YEAR_MONTH,
    NSEG_DATE_RE_THANG,
    NSEG_DATE_RE_JALALI,
    NSEG_DATE_RE_REL,
    NSEG_DATE_RE_TIME,
    NSEG_DATE_RE_TIME_BEFORE,
    NSEG_DATE_RE_TIME_WORD,
    NSEG_DATE_RE_TZ,
    NSEG_DATE_RE_LABEL,
    NSEG_DATE_RE_N
} nseg_date_re_e;


typedef struct {
    size_t                     start;
    size_t                     end;
    nseg_date_t                date;
    int                        score;      /* 2 full, 1 no year, 0 rel */
    int                        label;
    int                        dead;
    int                        weak;       /* relative, in a long text */
} nseg_date_cand_t;


typedef struct {
    size_t                     start;
    size_t                     end;
    int                        kind;
} nseg_date_label_t;


typedef struct {
    const char                *subject;
    size_t                     len;
    const char                *lang;
    int64_t                    now;
    int                        now_year;
    int                        now_month;
    int                        now_day;
    int64_t                    now_days;
    pcre2_match_data          *md;
    nseg_date_cand_t           cands[NSEG_DATE_MAX_CANDS];
    size_t                     ncands;
    nseg_date_label_t          labels[NSEG_DATE_MAX_LABELS];
    size_t                     nlabels;
} nseg_date_ctx_t;


typedef struct {
    const char                *name;
    int                        minutes;
} nseg_date_zone_t;


static int nseg_date_month_groups(char *buf, size_t size,
    const char *const *a, const char *const *b);
static int nseg_date_compile(nseg_date_re_e re, const char *pattern,
    uint32_t options);
static void nseg_date_scan(nseg_date_ctx_t *ctx, nseg_date_re_e re);
static int nseg_date_candidate(nseg_date_ctx_t *ctx, nseg_date_re_e re,
    PCRE2_SIZE *ov, nseg_date_cand_t *c);
static int nseg_date_numeric(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov,
    nseg_date_cand_t *c);
static int nseg_date_named(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov,
    int day_first, nseg_date_cand_t *c);
static int nseg_date_no_year(nseg_date_ctx_t *ctx, nseg_date_cand_t *c);
static int nseg_date_cjk(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov,
    nseg_date_cand_t *c);
static int nseg_date_jalali_named(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov,
    nseg_date_cand_t *c);
static int nseg_date_from_jalali(int jy, int jm, int jd, nseg_date_t *date);
static int64_t nseg_date_jalali_new_year(int jy);
static int nseg_date_solar_hijri_lang(const char *lang);
static int nseg_date_year_first(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov,
    nseg_date_cand_t *c);
static int nseg_date_relative(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov,
    nseg_date_cand_t *c);
static int nseg_date_time(nseg_date_ctx_t *ctx, nseg_date_cand_t *c);
static void nseg_date_time_before(nseg_date_ctx_t *ctx, nseg_date_cand_t *c);
static int nseg_date_clock(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov, int arabic,
    nseg_date_t *date);
static int nseg_date_month(PCRE2_SIZE *ov, int first);
static size_t nseg_date_char_start(nseg_date_ctx_t *ctx, size_t off);
static int nseg_date_dual(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov, int g);
static size_t nseg_date_ascii_digits(const char *text, size_t len,
    char *out);
static size_t nseg_date_zone(nseg_date_ctx_t *ctx, size_t off,
    nseg_date_t *date);
static void nseg_date_resolve(nseg_date_ctx_t *ctx);
static int nseg_date_dominates(nseg_date_cand_t *a, nseg_date_cand_t *b);
static void nseg_date_label(nseg_date_ctx_t *ctx);
static int nseg_date_parse_pick(const char *text, size_t len,
    const char *lang, int64_t now, int updated, nseg_date_t *date);
static nseg_date_cand_t *nseg_date_pick(nseg_date_ctx_t *ctx);
static nseg_date_cand_t *nseg_date_pick_updated(nseg_date_ctx_t *ctx);
static int nseg_date_group(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov, int g);
static int nseg_date_isset(PCRE2_SIZE *ov, int g);
static int nseg_date_valid(int year, int month, int day);
static int nseg_date_two_digit(nseg_date_ctx_t *ctx, int yy);
static int nseg_date_mdy_lang(const char *lang);
static int nseg_date_lang_is(const char *lang, const char *prefix);
static int64_t nseg_date_days_from_civil(int y, int m, int d);
static int nseg_date_us_summer(const nseg_date_t *date);
static void nseg_date_civil_from_days(int64_t z, int *y, int *m, int *d);
static void nseg_date_from_unix(int64_t t, nseg_date_t *date, int with_time);


static pcre2_code  *nseg_date_re[NSEG_DATE_RE_N];
static int          nseg_date_ready;


/* the separators of date.h's nseg_dateline_seps */
const char  *const nseg_dateline_seps[] = {
    " - ", " \xe2\x80\x93 ", " \xe2\x80\x94 ", " | ", " -- ", NULL
};


/*
 * Month names, one capture group per month so that the group number is
 * the month: no case folding of UTF-8 in C.  Nominative and genitive
 * forms (Polish "marca"), abbreviations and spellings without accents,
 * in the eight languages the issue names, Russian and the Nordic ones.
 */
static const char  *const nseg_date_months[12] = {
    "january|janeiro|januari|januar|janvier|janv|jan|enero|ene|gennaio|gen"
    "|jänner|jaenner|jän|styczeń|styczen|stycznia|sty|январ[ья]|янв",
    "february|febr|feb|fevereiro|fev|febrero|februar|februari|feber"
    "|février|fevrier|févr|fevr|fév|febbraio|luty|lutego|lut|феврал[ья]|фев",
    "march|mar|março|marco|marzo|märz|maerz|marz|mär|mars|maart|mrt"
    "|marzec|marca|марта?|мар",
    "april|apr|abril|abr|avril|avr|aprile|kwiecień|kwiecien|kwietnia|kwi"
    "|апрел[ья]|апр",
    "may|maio|mayo|mai|maggio|mag|mei|maj|maja|ма[йя]",
    "june|jun|junho|junio|juni|juin|giugno|giu|czerwiec|czerwca|cze"
    "|июн[ья]|июн",
    "july|jul|julho|julio|juli|juillet|juil|luglio|lug|lipiec|lipca|lip"
    "|июл[ья]|июл",
    "august|augustus|aug|agosto|ago|août|aout|aoû|sierpień|sierpien"
    "|sierpnia|sie|augusti|августа?|авг",
    "september|sept|sep|setembro|set|septiembre|setiembre|septembre"
    "|settembre|wrzesień|wrzesien|września|wrzesnia|wrz|сентябр[ья]|сент|сен",
    "october|oct|outubro|out|octubre|oktober|okt|octobre|ottobre|ott"
    "|październik|pazdziernik|października|pazdziernika|paź|paz"
    "|октябр[ья]|окт",
    "november|nov|novembro|noviembre|novembre|listopad|listopada|lis"
    "|ноябр[ья]|ноя",
    "december|dec|dezembro|dez|diciembre|dic|dezember|décembre|decembre"
    "|déc|dicembre|desember|grudzień|grudzien|grudnia|gru|декабр[ья]|дек"
};


/*
 * More languages, in the day-first form only ("14. března 2024"; no
 * language of these writes the month first): Finnish, Czech, Slovak,
 * Romanian, Turkish, Catalan, Hungarian, Indonesian and Malay, Serbian
 * (in both scripts, and the Cyrillic abbreviations "феб", "дец") and
 * Slovene, Danish, Greek, Ukrainian, Hebrew (with its prefix "ב":
 * "14 במרץ"), Arabic (Egyptian and Levantine names), Hindi, Bengali
 * (its "য়" written as one code point or two) and Thai (full names and
 * the abbreviations with their dots, "14 มี.ค. 2567", in the Buddhist
 * era: nseg_date_named), Urdu ("14 نومبر 2025"), Armenian (the
 * genitive a date uses, "14 մայիսի 2024", and the nominative), Kazakh
 * ("21 мамыр 2024"), Uzbek in Latin letters ("3 iyun 2024"), Welsh
 * ("14 Mawrth 2025"), Irish ("14 Márta 2025") and Frisian ("14
 * jannewaris 2025"), Georgian (the nominative, genitive and dative,
 * "07 ნოემბერი 2025", "7 ნოემბრის"), Somali ("22 Oktoobar 2025") and
 * Haitian Creole ("15 mas 2025"; its August is "out", Portuguese's
 * October, and is read here only as "dawou"), and the Indian languages
 * of the South and West, whose names are the English ones in their
 * scripts: Kannada ("14 ಅಕ್ಟೋಬರ್ 2025"), Telugu, Malayalam, Gujarati,
 * Tamil and Marathi.  Croatian
 * is left out: its "listopad" is October where Czech and Polish have
 * November.  Ukrainian abbreviations are words ("лист", "серп"), so only
 * its full names are here.  Kept apart so that the month-first pattern
 * stays small: every name costs compile and JIT time at start-up.
 */
static const char  *const nseg_date_months_more[12] = {
    "tammikuu(?:ta)?|ledna|januára|január|ianuarie|ian|ocak|gener"
    "|januara|januarja|ιανουαρ[ιί]ου|ιανου[αά]ριος|ιαν|січня|січень"
    "|ב?ינואר|يناير|كانون\\s+(?:ال)?ثاني|जनवरी|siječnja|siječanj|јануара?|јан"
    "|януари|հունվարի|հունվար|қаңтар|yanvar"
    "|جنوری"
    "|ionawr|ean[aá]ir|jannewaris"
    "|มกราคม|ม\\.ค|জানুয়ারি|জানুয়ারি|জানুয়ারী|জানুয়ারী"
    "|იანვ(?:არი|რის|არს)"
    "|janaayo|janvye"
    "|ಜನವರಿ|జనవరి|ജനുവരി|જાન્યુઆરી|ஜனவரி|जानेवारी",
    "helmikuu(?:ta)?|února|únor|unora|februára|február|februarie|şubat"
    "|subat|februara|februarja|febrer|φεβρουαρ[ιί]ου|φεβρου[αά]ριος|φεβ"
    "|лютого|лютий|ב?פברואר|فبراير|شباط|फ़रवरी|फरवरी|veljače|veljača"
    "|фебруара?|феб|февруари|փետրվարի|փետրվար|ақпан|fevral"
    "|فروری"
    "|chwefror|feabhra|febrewaris"
    "|กุมภาพันธ์|ก\\.พ|ফেব্রুয়ারি|ফেব্রুয়ারি|ফেব্রুয়ারী|ফেব্রুয়ারী"
    "|თებ(?:ერვალი|ერვლის|ერვალს)"
    "|febraayo|feberwari|fevriye"
    "|ಫೆಬ್ರವರಿ|ఫిబ్రవరి|ഫെബ്രുവരി|ફેબ્રુઆરી|பிப்ரவரி|फेब्रुवारी",
    "maaliskuu(?:ta)?|března|březen|brezna|marec|martie|marts|marta|mart"
    "|maret|març|március|márc|μαρτ[ιί]ου|μ[αά]ρτιος|μαρ|березня|березень"
    "|ב?מרץ|ב?מרס|مارس|آذار|اذار|मार्च|ožujka|ožujak|mac"
    "|մարտի|մարտ|наурыз"
    "|مارچ"
    "|mawrth|m[aá]rta"
    "|มีนาคม|มี\\.ค|মার্চ"
    "|მარტ(?:ის|ი|ს)"
    "|maarso|mas"
    "|ಮಾರ್ಚ್|మార్చి|മാർച്ച്|માર્ચ|மார்ச்",
    "huhtikuu(?:ta)?|dubna|duben|apríla|apríl|aprilie|n[iİ]san|április|ápr"
    "|aprila|απριλ[ιί]ου|απρ[ιί]λιος|απρ|квітня|квітень|ב?אפריל|أبريل"
    "|ابريل|إبريل|نيسان|अप्रैल|travnja|travanj|априла?"
    "|ապրիլի|ապրիլ|сәуір|aprel"
    "|اپریل"
    "|ebrill|aibre[aá]n"
    "|เมษายน|เม\\.ย|এপ্রিল"
    "|აპრილ(?:ის|ი|ს)"
    "|abriil"
    "|ಏಪ್ರಿಲ್|ఏప్రిల్|ഏപ്രിൽ|એપ્રિલ|ஏப்ரல்|एप्रिल",
    "toukokuu(?:ta)?|května|květen|mája|máj|mayıs|mayis|maig|május"
    "|μα[ΐϊιί]ου|μ[αά][ιΐϊ]ος|μαΐ|травня|травень|ב?מאי|مايو|أيار|ايار|मई"
    "|svibnja|svibanj|маја?|մայիսի|մայիս|мамыр"
    "|مئی"
    "|bealtaine|maaie"
    "|พฤษภาคม|พ\\.ค|মে"
    "|მაის(?:ის|ი|ს)"
    "|maajo|me"
    "|ಮೇ|మే|മേയ്|મે|மே|मे",
    "kesäkuu(?:ta)?|června|červen|júna|jún|iunie|iun|haz[iİ]ran|juny|június"
    "|juna|junija|ιουν[ιί]ου|ιο[υύ]νιος|ιουν|червня|червень|ב?יוני|يونيو"
    "|يونيه|حزيران|जून|lipnja|lipanj|јуна?|юни|հունիսի|հունիս|маусым"
    "|iyun"
    "|جون"
    "|mehefin|meitheamh"
    "|มิถุนายน|มิ\\.ย|জুন"
    "|ივნის(?:ის|ი|ს)"
    "|juun|jen"
    "|ಜೂನ್|జూన్|ജൂൺ|જૂન|ஜூன்",
    "heinäkuu(?:ta)?|července|červenec|júla|júl|iulie|iul|temmuz|juliol"
    "|jula|julija|julai|július|ιουλ[ιί]ου|ιο[υύ]λιος|ιουλ|липня|липень"
    "|ב?יולי|يوليو|يوليه|تموز|जुलाई|srpnja|srpanj|јула?|юли"
    "|հուլիսի|հուլիս|шілде|iyul"
    "|جولائی"
    "|gorffennaf|i[uú]il"
    "|กรกฎาคม|ก\\.ค|জুলাই"
    "|ივლის(?:ის|ი|ს)"
    "|luulyo|jiy\xc3\xa8|jiye"
    "|ಜುಲೈ|జూలై|ജൂലൈ|જુલાઈ|ஜூலை|जुलै",
    "elokuu(?:ta)?|srpna|srpen|augusta|ağustos|agustos|agustus|agost|agu"
    "|agt|ogos|avgusta|avgust|augusztus|αυγο[υύ]στου|α[υύ]γουστος|αυγ"
    "|серпня|серпень|ב?אוגוסט|أغسطس|اغسطس|آب|अगस्त|kolovoza|kolovoz"
    "|օգոստոսի|օգոստոս|тамыз"
    "|اگست"
    "|awst|l[uú]nasa"
    "|สิงหาคม|ส\\.ค|আগস্ট|আগষ্ট"
    "|აგვისტო(?:ს)?"
    "|agoosto|dawou|daou"
    "|ಆಗಸ್ಟ್|ఆగస్టు|ഓഗസ്റ്റ്|ઓગસ્ટ|ஆகஸ்ட்|ऑगस्ट",
    "syyskuu(?:ta)?|září|zari|septembra|septembrie|septembar|eylül|eylul"
    "|setembre|szeptember|szept|σεπτεμβρ[ιί]ου|σεπτ[εέ]μβριος|σεπ"
    "|вересня|вересень|ב?ספטמבר|سبتمبر|أيلول|ايلول|सितंबर|सितम्बर|rujna"
    "|rujan|септемб(?:ар|ра)|сеп|септември|սեպտեմբերի|սեպտեմբեր|қыркүйек"
    "|sentabr|sentyabr"
    "|ستمبر"
    "|medi|me[aá]n\\s+f[oó]mhair|septimber"
    "|กันยายน|ก\\.ย|সেপ্টেম্বর"
    "|სექტემბ(?:ერი|რის|ერს)"
    "|sebtembar|septanm"
    "|ಸೆಪ್ಟೆಂಬರ್|సెప్టెంబర్|സെപ്റ്റംബർ|સપ્ટેમ્બર|செப்டம்பர்|सप्टेंबर",
    "lokakuu(?:ta)?|října|říjen|rijna|októbra|október|octombrie|oktobra"
    "|oktobar|ek[iİ]m|οκτωβρ[ιί]ου|οκτ[ωώ]βριος|οκτ|жовтня|жовтень"
    "|ב?אוקטובר|أكتوبر|اكتوبر|تشرين\\s+(?:ال)?[أا]ول|अक्टूबर"
    "|अक्तूबर|октоб(?:ар|ра)|октомври|հոկտեմբերի|հոկտեմբեր|қазан"
    "|oktabr|oktyabr"
    "|اکتوبر"
    "|hydref|deireadh\\s+f[oó]mhair"
    "|ตุลาคม|ต\\.ค|অক্টোবর"
    "|ოქტომბ(?:ერი|რის|ერს)"
    "|oktoobar|okt\xc3\xb2" "b|oktob"
    "|ಅಕ್ಟೋಬರ್|అక్టోబర్|ഒക്ടോബർ|ઓક્ટોબર|அக்டோபர்|ऑक्टोबर",
    "marraskuu(?:ta)?|listopadu|novembra|noiembrie|novembar|kasım|kasim"
    "|νοεμβρ[ιί]ου|νο[εέ]μβριος|νοε|листопада|листопад|ב?נובמבר|نوفمبر"
    "|تشرين\\s+(?:ال)?ثاني|नवंबर|नवम्बर|studenoga|studenog|studeni"
    "|новемб(?:ар|ра)|нов|ноември|նոյեմբերի|նոյեմբեր|қараша|noyabr"
    "|نومبر"
    "|tachwedd|samhain|novimber"
    "|พฤศจิกายน|พ\\.ย|নভেম্বর"
    "|ნოემბ(?:ერი|რის|ერს)"
    "|nofembar|novanm"
    "|ನವೆಂಬರ್|నవంబర్|നവംബർ|નવેમ્બર|நவம்பர்|नोव्हेंबर",
    "joulukuu(?:ta)?|prosince|prosinec|decembra|decembrie|decembar"
    "|aralık|aralik|desembre|disember|δεκεμβρ[ιί]ου|δεκ[εέ]μβριος|δεκ"
    "|грудня|грудень|ב?דצמבר|ديسمبر|كانون\\s+(?:ال)?[أا]ول"
    "|दिसंबर|दिसम्बर|prosinca|prosinac|децемб(?:ар|ра)|дец|декември|des|dis"
    "|դեկտեմբերի|դեկտեմբեր|желтоқсан|dekabr"
    "|دسمبر"
    "|rhagfyr|nollaig|desimber"
    "|ธันวาคม|ธ\\.ค|ডিসেম্বর"
    "|დეკემბ(?:ერი|რის|ერს)"
    "|desembar|desanm"
    "|ಡಿಸೆಂಬರ್|డిసెంబర్|ഡിസംബർ|ડિસેમ્બર|டிசம்பர்|डिसेंबर"
};


/*
 * Month-first with its year, in languages that otherwise write the day
 * first: Turkish, "Haziran 05, 2023 14:32" (Hürriyet), and Bengali,
 * "আগস্ট ২৯, ২০২০" (WordPress's "F j, Y" in Bangladesh).  Without a year
 * these are words too ("ekim", sowing; "mart"; Bengali "মে", may), so
 * the year is required.
 */
static const char  *const nseg_date_months_with_year[12] = {
    "ocak|জানুয়ারি|জানুয়ারি|জানুয়ারী|জানুয়ারী",
    "şubat|subat|ফেব্রুয়ারি|ফেব্রুয়ারি|ফেব্রুয়ারী|ফেব্রুয়ারী",
    "mart|মার্চ", "n[iİ]san|এপ্রিল", "mayıs|mayis|মে", "haz[iİ]ran|জুন",
    "temmuz|জুলাই", "ağustos|agustos|আগস্ট|আগষ্ট", "eylül|eylul|সেপ্টেম্বর",
    "ek[iİ]m|অক্টোবর", "kasım|kasim|নভেম্বর", "aralık|aralik|ডিসেম্বর"
};


/*
 * The year-first forms: Hungarian, "2024. március 14.", and Basque,
 * "2025eko otsailaren 18a" (the month in the genitive; the nominative
 * where a site writes "2025eko otsaila 18")
 */
static const char  *const nseg_date_months_year_first[12] = {
    "január|jan|urtarril(?:a|aren)", "február|febr|otsail(?:a|aren)",
    "március|márc|martxo(?:a|aren)", "április|ápr|apiril(?:a|aren)",
    "május|máj|maiatz(?:a|aren)", "június|jún|ekain(?:a|aren)",
    "július|júl|uztail(?:a|aren)", "augusztus|aug|abuztu(?:a|aren)",
    "szeptember|szept|irail(?:a|aren)", "október|okt|urri(?:a|aren)",
    "november|nov|azaro(?:a|aren)", "december|dec|abendu(?:a|aren)"
};


/*
 * The months of the Solar Hijri calendar of Iran and Afghanistan
 * ("۲۵ فروردین ۱۴۰۳"), with the Persian or the Arabic letters yeh and kaf
 */
static const char  *const nseg_date_months_fa[12] = {
    "فرورد[یي]ن", "ارد[یي]بهشت", "خرداد", "ت[یي]ر", "ا?مرداد",
    "شهر[یي]ور", "مهر", "[آا]بان", "[آا]ذر", "د[یي]", "بهمن", "اسفند"
};


/* names are matched case-sensitively: "est" is a word in pt, es, fr */
static const nseg_date_zone_t  nseg_date_zones[] = {
    { "UTC", 0 }, { "GMT", 0 }, { "UT", 0 }, { "WET", 0 },
    { "WEST", 60 }, { "BST", 60 }, { "CET", 60 }, { "MEZ", 60 },
    { "WAT", 60 }, { "CEST", 120 }, { "MESZ", 120 }, { "EET", 120 },
    { "CAT", 120 }, { "SAST", 120 }, { "EEST", 180 }, { "MSK", 180 },
    { "EAT", 180 }, { "IST", 330 }, { "WIB", 420 }, { "HKT", 480 },
    { "SGT", 480 }, { "AWST", 480 }, { "JST", 540 }, { "KST", 540 },
    { "AEST", 600 }, { "AEDT", 660 }, { "NZST", 720 }, { "NZDT", 780 },
    { "BRST", -120 }, { "BRT", -180 }, { "ART", -180 }, { "CLT", -240 },
    { "AST", -240 }, { "EDT", -240 }, { "EST", -300 }, { "ET", -300 },
    { "CDT", -300 }, { "CST", -360 }, { "CT", -360 }, { "MDT", -360 },
    { "MST", -420 }, { "MT", -420 }, { "PDT", -420 }, { "PST", -480 },
    { "PT", -480 }, { "AKDT", -480 }, { "AKST", -540 }, { "HST", -600 },
    { NULL, 0 }
};


/* numbers spelled as words in "an hour ago", "há uma hora", ... */
#define NSEG_DATE_WORDNUM                                                    \
    "an?|one|um|uma|un|una|uno|une|ein|eine|einer|einem|einen|een"           \
    "|jeden|jedną|jedna|bir|en|ett|et|o|один|одну|одна|μία|μια|ένα|một"

/*
 * One group per unit: second, minute, hour, day, week, month, year.  The
 * Danish and Norwegian singular hour "time" is left out: "some time ago"
 * is English.
 */
#define NSEG_DATE_UNITS                                                      \
    "(saat(?=\\s+(?:yang\\s+)?lalu)|seconds?|secs?|segundos?|sekunden?"       \
    "|secondes?|second[io]|seconden|sekund[ęy]?|секунд[уыи]?|saniye"         \
    "|sekunder|sekuntia|secunde|másodperce|δευτερόλεπτα|detik|giây|שניות"    \
    "|ثوان[يٍ]?|ثانية|s)"                                                     \
    "|(minutes?|mins?|minutos?|minuten?|minut[ioęy]?|minuut|минут[уы]?"      \
    "|хвилин[уи]?|dakika|minuter|minutter|minuuttia|minutami|minutou"        \
    "|λεπτά|λεπτό|menit|minit|dk|phút|דקות|دقائق|دقيقة|मिनट|хв|мин|perce"        \
    "|minútou|minútami|minuta|minuts|m)"                                     \
    "|(hours?|hrs?|horas?|stunden?|heures?|or[ae]|uur|godzin[ęy]?"           \
    "|час(?:а|ов)?|годин[уи]?|saat|tim(?:me|mar)|timer|tuntia|tunnin"        \
    "|hodin(?:ami|ou|y)?|hores|tunti|ώρες|ώρα|jam|giờ|שעות|שעה|שעתיים|ساعات|ساعة"    \
    "|ساعتين|घंटे|घंटा|órája|oră|urami|uro|sata|sati|сата|сати"               \
    "|год(?=\\s+тому)|h)"                                                     \
    "|(days?|d|d[ií]as?|tag(?:e|en)?|jours?|giorn[oi]|dag(?:en|ar)?|dni"     \
    "|dzień|dzien|дн(?:я|ей)|день|дні|днів|gün|dage|dager|päivää|päivä"      \
    "|dny|dnem|zile|zi|ημέρες|ημέρα|μέρες|μέρα|hari|ngày|ימים|יום|יומיים"    \
    "|أيام|يوما|يومين|يوم|दिन|दिनों|napja|dňami|dňom|dnevi|dnevom|dana"       \
    "|дана|dies)"                                                            \
    "|(weeks?|semanas?|wochen?|semaines?|settiman[ae]|weken|tygodnie?"       \
    "|tydzień|tydzien|viikko|недел[юиь]|недель|тижн(?:і|ів)|тиждень|hafta"          \
    "|veck(?:a|or)|uger?|uker?|viikkoa?|týdn(?:y|ů|em)|săptămâni"            \
    "|săptămână|εβδομάδες|εβδομάδα|minggu|tuần|שבועות|שבועיים|שבוע|أسابيع"   \
    "|أسبوعين|أسبوع|सप्ताह|हफ़्ते|हफ्ते|hete|týždňom|týždňami|týždne|tedni"      \
    "|tednom|nedelj[aeu]|setmanes|setmana)"                                  \
    "|(months?|meses|mes[ei]?|mês|monat(?:e|en)?|mois|maand(?:en)?"          \
    "|miesi[aą]c[ea]?|miesięcy|miesiecy|месяц(?:а|ев)?|місяц(?:і|ів|ь)?"     \
    "|ay|kuukausi|månad(?:er)?|måned(?:er)?|kuukautta|měsíc(?:e|ů|em|i)?|luni"        \
    "|μήνες|μήνα|bulan|tháng|חודשים|חודשיים|חודש|أشهر|شهرين|شهر|महीने"       \
    "|महीना|hónapja|mesiacom|mesiacmi|mesiace|meseci|mesecem|месеци|mesos"   \
    "|lună)"                                                                 \
    "|(years?|anos?|años?|jahr(?:e|en)?|ans?|ann[oi]|jaar|jaren|lata?"       \
    "|rok|roku|vuosi|год(?:а)?|лет|рік|роки|років|yıl|år|vuotta|let|lety|ani"      \
    "|χρόνια|χρόνο|tahun|năm|שנים|שנתיים|שנה|سنوات|سنتين|سنة|أعوام|عامين"   \
    "|عام|साल|वर्ष|éve|rokem|rokom|rokmi|roky|leti|letom|godina|godine"      \
    "|година|anys|any)"

/* the same units written after the number in Chinese, Japanese, Korean */
#define NSEG_DATE_UNITS_CJK                                                  \
    "(秒|초)|(分钟|分鐘|分|분)|(个小时|個小時|小时|小時|時間|시간)|(天|日|일)"       \
    "|(周|週間|週|星期|주)|(个月|個月|ヶ月|ヵ月|か月|カ月|ケ月|개월)|(年|년)"

/*
 * After "před", "לפני", "منذ" ... a unit alone is one of it ("před
 * hodinou", "לפני שעה"), or two in the dual of Hebrew and Arabic ("לפני
 * יומיים", "منذ يومين"); plurals alone are not ("vor Jahren" is vague)
 */
#define NSEG_DATE_UNITS_ONE                                                  \
    "hodinou|minutou|minútou|týdnem|týždňom|měsícem|mesiacom|rokem|rokom"    \
    "|dnem|dňom|uro|tednom|mesecem|letom|dnevom|שעה|שעתיים|יום|יומיים|שבוע"  \
    "|שבועיים|חודש|חודשיים|שנה|שנתיים|ساعة|ساعتين|يوم|يومين|أسبوع|أسبوعين"   \
    "|شهر|شهرين|سنة|سنتين|عام|عامين"

#define NSEG_DATE_REL_NUMBER   2
#define NSEG_DATE_UNIT_GROUP   4

static const int64_t  nseg_date_unit_seconds[7] = {
    1, 60, 3600, 86400, 7 * 86400, 30 * 86400, 365 * 86400
};


static const char  nseg_date_re_num[] =
    /* not inside a number, a version "v1.2.3" or an address */
    "(?<![0-9A-Za-z_.+-])(\\d{4}|\\d{1,2})([./-]) ?(\\d{1,2})\\2 ?(\\d{1,4})"
    "(?!\\d|\\2\\d)";

static const char  nseg_date_re_compact[] =
    "(?<![0-9A-Za-z_.+/-])(199[5-9]|20\\d\\d|2100)(0[1-9]|1[0-2])"
    "(0[1-9]|[12]\\d|3[01])(?![0-9A-Za-z])";

/*
 * "2024年3月14日"; without its year only with 日: "[06月24日 11時30分]";
 * groups 1 the year, 2 a Japanese era ("令和6年3月14日", "平成元年"),
 * 3 the era's year (unset for 元, its first), 4 month, 5 day
 */
static const char  nseg_date_re_cjk[] =
    "(?<![\\d年년])"
    "(?:(\\d{4}|(令和|平成)\\s*(?:(\\d{1,2})|元))\\s*[年년]\\s*)?"
    "(\\d{1,2})\\s*[月월]\\s*(\\d{1,2})(?!\\d)(?(1)|\\s*[日일])";

/* Vietnamese: "14 tháng 3 năm 2024", "ngày 14 tháng 03, 2024" */
static const char  nseg_date_re_thang[] =
    "(?<![0-9A-Za-z_.+:/-])(\\d{1,2})\\s+th\xc3\xa1ng\\s+(\\d{1,2})(?!\\d)"
    "(?:\\s*(?:,|n\xc4\x83m)\\s*(\\d{4})(?!\\d))?";

/*
 * "3 hours ago", "vor 3 Stunden": the units once, the words that make
 * them a date before ("vor", group 1, then a number is required) or after
 * them ("ago", when there was none before); every unit name costs JIT
 * time at start-up.
 */
static const char  nseg_date_re_rel[] =
    "(?|"
        "(?<![\\w.,])(?<!\\d\\s)"
        "(?:(há|hace|faz|vor|il\\s+y\\s+a|před|pred|pre|пре|acum|fa"
        "|πριν(?:\\s+από)?|منذ|قبل|לפני)\\s+"
        "(?=\\d|(?:" NSEG_DATE_WORDNUM ")\\s|(?:" NSEG_DATE_UNITS_ONE ")(?!\\w)))?"
        "(?:(\\d{1,3})\\s*(?:de\\s+)?|(" NSEG_DATE_WORDNUM ")\\s+)?"
        "(?:" NSEG_DATE_UNITS ")(?!\\w)"
        /* Hungarian says "ago" in the unit: "3 órája", "2 napja" */
        "(?(1)|(?:\\s+(?:ago|atrás|atras|fa|geleden|temu|назад|тому|önce"
        "|sedan|siden|sitten|(?:yang\\s+)?lalu|trước|în\\s+urmă|πριν|पहले)"
        "|(?<=órája|napja|perce|hete|hónapja|éve|másodperce))(?!\\w))"
    "|"
        /* "3小时前", "2日前", "3시간 전": no space to delimit a word */
        "()(?<![\\d.,月월])(\\d{1,3})()\\s*(?:" NSEG_DATE_UNITS_CJK ")"
        "\\s*(?:前|전)"
    ")"
    "|(?<!\\w)(?:"
        "(anteontem|anteayer|antes\\s+de\\s+ayer|vorgestern|avant-hier"
        "|l['’]altro\\s+ieri|altroieri|eergisteren|przedwczoraj"
        "|day\\s+before\\s+yesterday|позавчера|позавчора|önceki\\s+gün"
        "|i\\s+förrgår|i\\s+forgårs|toissapäivänä|předevčírem|alaltăieri"
        "|προχθές|hôm\\s+kia|前天|一昨日|おととい|그저께|أول\\s+أمس|שלשום)"
        "|(yesterday|ontem|ayer|gestern|ieri|gisteren|wczoraj|вчера|вчора"
        "|dün|igår|i\\s+går|eilen|včera|χθες|χτες|kemarin|hôm\\s+qua|昨天"
        "|昨日|어제|أمس|אתמול|ahir|tegnap|juče|jučer|јуче|včeraj)"
        "|(today|hoje|hoy|heute|aujourd['’]hui|oggi|vandaag|dzisiaj|dziś"
        "|dzis|сегодня|сьогодні|bugün|idag|i\\s+dag|tänään|dnes|astăzi|azi"
        "|σήμερα|hari\\s+ini|hôm\\s+nay|今天|今日|오늘|היום|आज|avui|danas"
        "|данас|danes"
        /* not the Egyptian papers "المصري اليوم" and "اليوم السابع" */
        "|(?<!المصري\\s)اليوم(?!\\s+السابع))"
        "|(hier)"
    ")(?!\\w)";

#define NSEG_DATE_REL_DAY2     11
#define NSEG_DATE_REL_DAY1     12
#define NSEG_DATE_REL_DAY0     13
#define NSEG_DATE_REL_HIER     14

/*
 * The words that introduce a clock time: after the first ones "10.30"
 * is a time without "Uhr" or "am" ("klo 10.30", "pukul 10.30 WIB"),
 * then "at 10:30", "um 14:05", "a las 10:30" ..., and last the Thai
 * "เวลา" and Persian "ساعت" (hour), often glued to it
 */
#define NSEG_DATE_CLOCK_DOT    "kl|klo|kello|pukul|ore|ob|ora"
#define NSEG_DATE_CLOCK_WORDS                                                \
    "at|@|à|às|as|a\\s+las|a\\s+la|a\\s+les|a|um|om|alle|o\\s+godz|godz|o"   \
    "|в|о|v|la|στις|lúc|saat"
#define NSEG_DATE_CLOCK_GLUED  "เวลา|ساعت"

/*
 * Groups: 1 a clock word after which "10.30" is a time ("klo 10.30",
 * "pukul 10.30 WIB"), 2 hour, 3 minute, 4 second, 5 minute after a dot,
 * 6 a or p, 7 the Arabic "م" (evening) or "ص" (morning)
 */
static const char  nseg_date_re_time[] =
    "(?:(?-i:T)|(?:\\s*(?:[гр]\\.|[日일]))?[\\s,;|·•/–—.-]*"
        "(?:(?:(" NSEG_DATE_CLOCK_DOT ")|" NSEG_DATE_CLOCK_WORDS ")"
        "(?!\\w)\\.?\\s*"
        "|(?:" NSEG_DATE_CLOCK_GLUED ")\\s*)?)"
    "(\\d{1,2})"
    "(?:(?:[:h]|\\s*[時시]\\s*)(\\d{2})(?:\\s*[分분])?(?::(\\d{2})(?:[.,]\\d+)?)?"
        "|\\.(\\d{2})(?(1)(?!\\d)|(?=\\s*(?:[ap]\\.?\\s?m(?!\\w)|uhr|h(?!\\w)"
            /* Thai "น.", for นาฬิกา (o'clock): "18.05 น." */
            "|(?-i:UTC|[A-Z]{1,4}T)(?!\\w)|\xe0\xb8\x99\\.)))"
        "|(?=\\s*[ap]\\.?\\s?m\\.?(?!\\w))"
        "|h(?!\\w))"
    "(?!\\d)"
    "(?:\\s*(?:([ap])\\.?\\s?m\\.?|(?-i:(م|مساء[ًا]?|ص|صباح[ًا]?)))"
        "(?!\\w))?"
    "(?:\\s*(?:uhr|hs|hrs|horas|heures|heure|uur|h)(?!\\w))?";

/*
 * A time before the date, up to the date's start (the subject ends
 * there): groups 1 the time, 2 hour, 3 minute, 4 second, 5 minute
 * before "a.m.", 6 a or p; then an offset and up to three words, the
 * zone's name, "on", a weekday ("10:30 AM ET on Thursday, March 14").
 * Neither end of a range ("10:00-12:00 Uhr", whose "-12:00" is no
 * offset) nor a duration ("Video 01:32 Min.") is the time of the date.
 */
static const char  nseg_date_re_time_before[] =
    "(?<![\\d:.,/])(?<!\\d[-–—])(?<!\\d\\s[-–—]\\s)((\\d{1,2})"
    "(?:[:h](\\d{2})(?::(\\d{2}))?|\\.(\\d{2})(?=\\s*[ap]\\.?\\s?m))"
    "(?:\\s*([ap])\\.?\\s?m\\.?(?!\\w))?"
    "(?:\\s*(?:uhr|h)(?!\\w))?)"
    "(?!\\s*[-–—]\\s*\\d{1,2}[:.h]\\d{2})"
    "(?!\\s*(?:min|mins|minute|minutes|minuten|minutos|minuti)(?!\\w))"
    "(?:\\s*\\(?\\s*(?:UTC|GMT)?\\s*[+-]\\d{1,2}(?::?\\d{2})?\\)?)?"
    "(?:[\\s,;|·•/–—()-]*[^\\W\\d]{1,10}\\.?(?!\\w)){0,3}"
    "[\\s,;|·•/–—-]*\\z";

/*
 * What stands right before that time, up to its start (the subject ends
 * there): a clock word ("at 10:30", "um 14:05") or, group 1, the last
 * letter of another word, abbreviated or not ("John 3:16", "Rom. 12:12")
 */
static const char  nseg_date_re_time_word[] =
    "(?:(?<!\\w)(?:" NSEG_DATE_CLOCK_DOT "|" NSEG_DATE_CLOCK_WORDS ")"
    "|" NSEG_DATE_CLOCK_GLUED "|([^\\W\\d]))\\.?\\s*\\z";

static const char  nseg_date_re_label[] =
    "(?<!\\w)(?:"
        "(published|posted|publicado|publicada|publié|publiée|publie"
        "|publiee|veröffentlicht|veroeffentlicht|veroffentlicht|erstellt"
        "|erschienen"
        "|pubblicato|pubblicata|gepubliceerd|opublikowano|опубликовано"
        "|опубликован|опубліковано|yayınlanma|yayınlandı|yayımlanma"
        "|publicerad|publiceret|publisert|julkaistu|publikováno|zveřejněno"
        "|publicat|publicată|δημοσιεύθηκε|δημοσίευση|közzétéve|diterbitkan"
        "|dipublikasikan|פורסם|نشر|نُشر|تاريخ\\s+النشر|प्रकाशित|ngày\\s+đăng"
        "|publikované|objavljeno|δημοσιεύτηκε|公開日|発行日|投稿日|发布时间"
        "|發佈時間|發布時間|发布于|发表于|oluşturulma|입력일?|기사입력"
        "|등록일?|작성일)"
        "|(updated|last\\s+modified|modified|atualizado|atualizada"
        "|actualizado|actualizada|aktualisiert|geändert|mis\\s+à\\s+jour"
        "|mise\\s+à\\s+jour|mis\\s+a\\s+jour|aggiornato|aggiornata"
        "|bijgewerkt|zaktualizowano|zmieniono|обновлено|обновлен|оновлено"
        "|güncellenme|güncellendi|güncelleme|uppdaterad|opdateret|oppdatert"
        "|päivitetty|aktualizováno|actualizat|actualizată|actualitzat"
        "|ενημερώθηκε|ενημέρωση|frissítve|diperbarui|עודכן|آخر\\s+تحديث"
        "|aktualizované|ažurirano|posodobljeno"
        "|تحديث|अपडेट|cập\\s+nhật|更新日|最終更新日|更新时间|更新時間"
        "|(?:최종|기사)?수정일?|업데이트)"
    /* Korean pages glue the label to the date: "입력2024.03.14 10:30" */
    ")(?![^\\W\\d])";


int
nseg_date_init(void)
{
    char    *p, *last;
    char     months[12288], months_base[2048], months_year_first[512];
    char     months_fa[512];
    char     months_year[1024];
    char     pattern[14336], zones[512];
    size_t   i, n;

    if (nseg_date_ready) {
        return NSEG_OK;
    }

    if (nseg_date_month_groups(months, sizeof(months), nseg_date_months,
                               nseg_date_months_more)
           != NSEG_OK
        || nseg_date_month_groups(months_base, sizeof(months_base),
                                  nseg_date_months, NULL)
           != NSEG_OK
        || nseg_date_month_groups(months_year_first,
                                  sizeof(months_year_first),
                                  nseg_date_months_year_first, NULL)
           != NSEG_OK
        || nseg_date_month_groups(months_year, sizeof(months_year),
                                  nseg_date_months_with_year, NULL)
           != NSEG_OK)
    {
        return NSEG_ERROR;
    }

    p = zones;
    last = zones + sizeof(zones);

    for (i = 0; nseg_date_zones[i].name; i++) {
        p += snprintf(p, last - p, "%s%s", i ? "|" : "",
                      nseg_date_zones[i].name);
    }

    if (p >= last - 1) {
        return NSEG_ERROR;
    }

    if (nseg_date_compile(NSEG_DATE_RE_NUM, nseg_date_re_num, 0) != NSEG_OK
        || nseg_date_compile(NSEG_DATE_RE_COMPACT, nseg_date_re_compact, 0)
           != NSEG_OK
        || nseg_date_compile(NSEG_DATE_RE_CJK, nseg_date_re_cjk, 0)
           != NSEG_OK
        || nseg_date_compile(NSEG_DATE_RE_THANG, nseg_date_re_thang, 0)
           != NSEG_OK
        || nseg_date_compile(NSEG_DATE_RE_REL, nseg_date_re_rel, 0)
           != NSEG_OK
        || nseg_date_compile(NSEG_DATE_RE_TIME, nseg_date_re_time,
                             PCRE2_ANCHORED)
           != NSEG_OK
        || nseg_date_compile(NSEG_DATE_RE_TIME_BEFORE,
                             nseg_date_re_time_before, 0)
           != NSEG_OK
        || nseg_date_compile(NSEG_DATE_RE_TIME_WORD, nseg_date_re_time_word,
                             0)
           != NSEG_OK
        || nseg_date_compile(NSEG_DATE_RE_LABEL, nseg_date_re_label, 0)
           != NSEG_OK)
    {
        return NSEG_ERROR;
    }

    /*
     * "14.", "1st", "1er", "1º" ... "de", "of", Catalan "d'" ... month
     * ... "de" year; Arabic pages give both names of the month, "04
     * آب/اغسطس 2013"
     */
    n = snprintf(pattern, sizeof(pattern),
                 "(?<![0-9A-Za-z_.+:-])(\\d{1,2})"
                 "(?:st|nd|rd|th|er|\\.?º|\\.?ª|°)?\\.?\\s*"
                 "(?:(?:de|of|the)\\s+|d['’])?[-/]?%s(\\.)?"
                 "(?:\\s*/\\s*\\p{Arabic}+(?:\\s\\p{Arabic}+)?)?"
                 "(?:\\s*(?:,|de|del|-|/|\\.|พ\\.ศ\\.)?\\s*(\\d{4}"
                 "|['’]\\d{2}|(?<=[-./])\\d{2}"
                 /*
                  * Thai abbreviations go with two digits: "มี.ค. 67", not
                  * the hour of "มี.ค. 18:05 น." nor a count of people,
                  * cases, years, baht ... "14 มี.ค. 45 คน"; Thai runs its
                  * words together, so not a word the count word only
                  * begins: "67 ทีมข่าว" (news team), "67 หลังจาก" (after),
                  * "67 รายงาน" (report), "67 วันนี้" (today)
                  */
                 "|(?<=\\p{Thai}\\.|\\p{Thai}\\.\\s)\\d{2}(?![:.]\\d)"
                 "(?!\\s*(?:%%|คน|ราย(?!งาน|การ|ละเอียด)|ปี(?!นี้)"
                 "|บาท|ล้าน|แสน|หมื่น|พัน(?!ธ)|ร้อย(?!เอ็ด)|ครั้ง|ตัว(?!แทน)"
                 "|หลัง(?!จาก)|คัน|ลำ(?!ปาง|พูน)|แห่ง(?!ชาติ)|เรื่อง|นาที"
                 "|ชั่วโมง|วัน(?!นี้|ที่|จันทร์|อังคาร|พุธ|พฤหัส|ศุกร์|เสาร์"
                 "|อาทิตย์)|เดือน(?!นี้)|สัปดาห์(?!นี้)|จังหวัด|ประเทศ(?!ไทย)"
                 "|องศา|กิโล|เมตร|ชิ้น|ทีม(?!ข่าว|งาน)|ประตู|คะแนน"
                 "|รอบ(?!โลก|วัน)|เปอร์เซ็นต์)))"
                 "(?!\\d))?",
                 months);
    if (n >= sizeof(pattern)
        || nseg_date_compile(NSEG_DATE_RE_DAY_MONTH, pattern, 0) != NSEG_OK)
    {
        return NSEG_ERROR;
    }

    /*
     * "March 14th, 2024", "Sept. 5 2024", and the ctime form of Unix
     * and Java dates, "Sun Nov 23 16:00:00 EDT 2014" (the time there
     * is skipped: the day is what counts)
     */
    n = snprintf(pattern, sizeof(pattern),
                 "(?<!\\w)%s(\\.)?\\s*(?:the\\s+)?(\\d{1,2})"
                 "(?:st|nd|rd|th|º|°)?(?!\\d)"
                 "(?:\\s+\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\s+[A-Za-z]{2,5})?"
                 "(?=\\s+\\d{4}(?!\\d)))?"
                 "(?:\\s*[,.]?\\s*(\\d{4}|['’]\\d{2})(?!\\d))?",
                 months_base);
    if (n >= sizeof(pattern)
        || nseg_date_compile(NSEG_DATE_RE_MONTH_DAY, pattern, 0) != NSEG_OK)
    {
        return NSEG_ERROR;
    }

    /*
     * Turkish and Bengali month-first with its year; the dot group is
     * only there to number the groups as the month-first form does
     */
    n = snprintf(pattern, sizeof(pattern),
                 "(?<![\\w\\p{M}-])%s(\\.)?\\s*(\\d{1,2})(?!\\d)\\s*,?\\s*"
                 "(\\d{4})(?!\\d)", months_year);
    if (n >= sizeof(pattern)
        || nseg_date_compile(NSEG_DATE_RE_MONTH_DAY_YEAR, pattern, 0)
           != NSEG_OK)
    {
        return NSEG_ERROR;
    }

    /*
     * Hungarian: "2024. március 14.", "2024. márc. 14"; Basque, its
     * year in the genitive and its day with the article: "2024ko
     * martxoaren 12a", "2025eko otsailaren 18an"
     */
    n = snprintf(pattern, sizeof(pattern),
                 "(?<![0-9A-Za-z_.+:-])(\\d{4})(?:\\.|e?ko(?=\\s))\\s*%s"
                 "(\\.)?\\s*(\\d{1,2})(?!\\d)(?:\\.|an?(?!\\w))?",
                 months_year_first);
    if (n >= sizeof(pattern)
        || nseg_date_compile(NSEG_DATE_RE_YEAR_MONTH, pattern, 0) != NSEG_OK)
    {
        return NSEG_ERROR;
    }

    /*
     * "۲۵ فروردین ۱۴۰۳", "۲۵ فروردین‌ماه ۱۴۰۳" (with a zero-width
     * non-joiner), "۲۵ام فروردین سال ۱۴۰۳"
     */
    if (nseg_date_month_groups(months_fa, sizeof(months_fa),
                               nseg_date_months_fa, NULL)
        != NSEG_OK)
    {
        return NSEG_ERROR;
    }

    n = snprintf(pattern, sizeof(pattern),
                 "(?<![\\w.:/-])(\\d{1,2})(?:\\s*ام)?\\s*%s"
                 "(?:\xe2\x80\x8c?\\s*ماه)?\\s*[,،]?\\s*(?:سال\\s*)?"
                 "(1[34]\\d\\d)(?!\\d)", months_fa);
    if (n >= sizeof(pattern)
        || nseg_date_compile(NSEG_DATE_RE_JALALI, pattern, 0) != NSEG_OK)
    {
        return NSEG_ERROR;
    }

    n = snprintf(pattern, sizeof(pattern),
                 "\\s*\\(?\\s*(?:(?-i:(Z))(?!\\w)"
                 "|(?:UTC|GMT)\\s*([+-])(\\d{1,2})(?::?(\\d{2}))?(?!\\d)"
                 "|([+-])(\\d{2}):?(\\d{2})(?!\\d)"
                 "|(?-i:(%s))(?!\\w))", zones);
    if (n >= sizeof(pattern)
        || nseg_date_compile(NSEG_DATE_RE_TZ, pattern, PCRE2_ANCHORED)
           != NSEG_OK)
    {
        return NSEG_ERROR;
    }

    nseg_date_ready = 1;

    return NSEG_OK;
}


/* "(?:(jan|...)|(feb|...)|...)(?!\\w)": a group per month, a and b joined */
static int
nseg_date_month_groups(char *buf, size_t size, const char *const *a,
    const char *const *b)
{
    int     n;
    size_t  i, len;

    len = 0;

    for (i = 0; i < 12; i++) {
        n = snprintf(buf + len, size - len, "%s(%s%s%s)", i ? "|" : "(?:",
                     a[i], b ? "|" : "", b ? b[i] : "");
        if (n < 0 || (size_t) n >= size - len) {
            return NSEG_ERROR;
        }

        len += n;
    }

    /* "(?!\\w)" alone passes over Devanagari vowel signs: "जूनियर" */
    n = snprintf(buf + len, size - len, ")(?![\\w\\p{M}])");

    return (n < 0 || (size_t) n >= size - len) ? NSEG_ERROR : NSEG_OK;
}


static int
nseg_date_compile(nseg_date_re_e re, const char *pattern, uint32_t options)
{
    int          err;
    PCRE2_SIZE   off;
    pcre2_code  *code;

    options |= PCRE2_UTF | PCRE2_UCP | PCRE2_CASELESS
               | PCRE2_MATCH_INVALID_UTF;

    code = pcre2_compile((PCRE2_SPTR) pattern, PCRE2_ZERO_TERMINATED,
                         options, &err, &off, NULL);
    if (code == NULL) {
        return NSEG_ERROR;
    }

    /* JIT is optional: without it pcre2_match() interprets */
    (void) pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);

    nseg_date_re[re] = code;

    return NSEG_OK;
}


int
nseg_date_parse(const char *text, size_t len, const char *lang,
    int64_t now, nseg_date_t *date)
{
    return nseg_date_parse_pick(text, len, lang, now, 0, date);
}


/*
 * Labels of a member's sign-up date in forum profiles (phpBB's
 * "Registriert:", vBulletin's "Join Date:", XenForo's "Joined", "Mitglied
 * seit"), in lower case; each ends a word, so "registered" is no
 * "registered nurse"'s: a colon, a space and a digit, or the line's end
 * must follow.
 */
static const char  *const nseg_date_joined_labels[] = {
    "registriert seit", "registriert", "registered", "join date",
    "joined", "mitglied seit", "dabei seit", "member since",
    "inscrit le", "inscrit", "registrado", "iscritto", "lid sinds",
    "zarejestrowany", NULL
};


int
nseg_date_joined_label(const char *text, size_t len)
{
    size_t       i, n;
    const char  *p;

    while (len && (*text == ' ' || *text == '\t')) {
        text++;
        len--;
    }

    for (i = 0; nseg_date_joined_labels[i] != NULL; i++) {
        n = strlen(nseg_date_joined_labels[i]);

        if (len < n || strncasecmp(text, nseg_date_joined_labels[i], n) != 0) {
            continue;
        }

        p = text + n;

        if (p == text + len || *p == ':') {
            return 1;
        }

        if (*p == ' ' && p + 1 < text + len
            && (p[1] == ':' || isdigit((unsigned char) p[1])))
        {
            return 1;
        }
    }

    return 0;
}


/*
 * The date an "updated" keyword labels: a page that shows "Published 5
 * March 2024 / Updated 6 March 2024" says when it last changed, which
 * date_modified reports when metadata does not.
 */
int
nseg_date_parse_updated(const char *text, size_t len, const char *lang,
    int64_t now, nseg_date_t *date)
{
    return nseg_date_parse_pick(text, len, lang, now, 1, date);
}


static int
nseg_date_parse_pick(const char *text, size_t len, const char *lang,
    int64_t now, int updated, nseg_date_t *date)
{
    char               ascii[NSEG_DATE_WINDOW];
    size_t             i, text_len;
    int64_t            days;
    nseg_date_ctx_t    ctx;
    nseg_date_cand_t  *c;

    memset(date, 0, sizeof(nseg_date_t));

    if (!nseg_date_ready) {
        return NSEG_ERROR;
    }

    if (text == NULL || len == 0) {
        return NSEG_DECLINED;
    }

    if (len > NSEG_DATE_WINDOW) {
        len = NSEG_DATE_WINDOW;
    }

    /* "١٤ مارس ٢٠٢٤": the patterns and the arithmetic read ASCII digits */
    text_len = nseg_date_ascii_digits(text, len, ascii);

    if (text_len != 0) {
        text = ascii;
        len = text_len;
    }

    if (now <= 0) {
        now = (int64_t) time(NULL);
    }

    ctx.subject = text;
    ctx.len = len;
    ctx.lang = lang;
    ctx.now = now;
    ctx.ncands = 0;
    ctx.nlabels = 0;

    days = now / 86400 - (now % 86400 < 0);
    ctx.now_days = days;
    nseg_date_civil_from_days(days, &ctx.now_year, &ctx.now_month,
                              &ctx.now_day);

    ctx.md = pcre2_match_data_create(NSEG_DATE_OVECTOR, NULL);
    if (ctx.md == NULL) {
        return NSEG_ERROR;
    }

    /* every absolute form has digits: skip those patterns cheaply */
    for (i = 0; i < len; i++) {
        if (text[i] >= '0' && text[i] <= '9') {
            break;
        }
    }

    if (i < len) {
        nseg_date_scan(&ctx, NSEG_DATE_RE_NUM);
        nseg_date_scan(&ctx, NSEG_DATE_RE_COMPACT);
        nseg_date_scan(&ctx, NSEG_DATE_RE_CJK);
        nseg_date_scan(&ctx, NSEG_DATE_RE_DAY_MONTH);
        nseg_date_scan(&ctx, NSEG_DATE_RE_MONTH_DAY);
        nseg_date_scan(&ctx, NSEG_DATE_RE_MONTH_DAY_YEAR);
        nseg_date_scan(&ctx, NSEG_DATE_RE_YEAR_MONTH);

        if (memmem(text, len, "h\xc3\xa1ng", 5) != NULL) {
            nseg_date_scan(&ctx, NSEG_DATE_RE_THANG);
        }

        /* Persian month names: Arabic letters, U+0600..U+06FF */
        for (i = 0; i < len; i++) {
            if ((unsigned char) text[i] >= 0xd8
                && (unsigned char) text[i] <= 0xdb)
            {
                nseg_date_scan(&ctx, NSEG_DATE_RE_JALALI);
                break;
            }
        }
    }

    nseg_date_scan(&ctx, NSEG_DATE_RE_REL);

    if (ctx.ncands == 0) {
        pcre2_match_data_free(ctx.md);
        return NSEG_DECLINED;
    }

    nseg_date_resolve(&ctx);
    nseg_date_label(&ctx);

    for (i = 0; i < ctx.ncands; i++) {
        c = &ctx.cands[i];

        if (!c->dead && c->score > 0 && !c->date.has_time && c->start > 0) {
            nseg_date_time_before(&ctx, c);
        }
    }

    c = updated ? nseg_date_pick_updated(&ctx) : nseg_date_pick(&ctx);

    pcre2_match_data_free(ctx.md);

    if (c == NULL) {
        return NSEG_DECLINED;
    }

    *date = c->date;
    date->modified = (c->label == NSEG_DATE_LABEL_UPD);
    date->published = (c->label == NSEG_DATE_LABEL_PUB);

    if (date->us_zone && date->has_tz && nseg_date_us_summer(date)) {
        date->tz_minutes += 60;
    }

    date->us_zone = 0;

    return NSEG_OK;
}


static void
nseg_date_scan(nseg_date_ctx_t *ctx, nseg_date_re_e re)
{
    int                rc;
    size_t             off, start, found;
    PCRE2_SIZE        *ov;
    nseg_date_cand_t  *c;

    off = 0;
    found = 0;
    ov = pcre2_get_ovector_pointer(ctx->md);

    while (off < ctx->len && found < NSEG_DATE_MAX_PER_RE
           && ctx->ncands < NSEG_DATE_MAX_CANDS)
    {

        rc = pcre2_match(nseg_date_re[re], (PCRE2_SPTR) ctx->subject,
                         ctx->len, off, 0, ctx->md, NULL);
        if (rc <= 0) {
            return;
        }

        start = ov[0];
        c = &ctx->cands[ctx->ncands];
        memset(c, 0, sizeof(nseg_date_cand_t));
        c->start = start;
        c->end = ov[1];

        if (nseg_date_candidate(ctx, re, ov, c) == NSEG_OK) {
            ctx->ncands++;
            found++;
            off = c->end > start ? c->end : start + 1;

        } else {
            /* a valid date may start inside an invalid match */
            off = start + 1;
        }

        off = nseg_date_char_start(ctx, off);
    }
}


static int
nseg_date_candidate(nseg_date_ctx_t *ctx, nseg_date_re_e re,
    PCRE2_SIZE *ov, nseg_date_cand_t *c)
{
    int  rc;

    switch (re) {

    case NSEG_DATE_RE_NUM:
        rc = nseg_date_numeric(ctx, ov, c);
        break;

    case NSEG_DATE_RE_CJK:
        rc = nseg_date_cjk(ctx, ov, c);
        break;

    case NSEG_DATE_RE_JALALI:
        rc = nseg_date_jalali_named(ctx, ov, c);
        break;

    case NSEG_DATE_RE_COMPACT:
        c->date.year = nseg_date_group(ctx, ov, 1);
        c->date.month = nseg_date_group(ctx, ov, 2);
        c->date.day = nseg_date_group(ctx, ov, 3);
        c->score = 2;

        if (c->date.year < 0) {
            rc = nseg_date_no_year(ctx, c);
            break;
        }

        rc = NSEG_OK;
        break;

    case NSEG_DATE_RE_DAY_MONTH:
        rc = nseg_date_named(ctx, ov, 1, c);
        break;

    case NSEG_DATE_RE_MONTH_DAY:
    case NSEG_DATE_RE_MONTH_DAY_YEAR:
        rc = nseg_date_named(ctx, ov, 0, c);
        break;

    case NSEG_DATE_RE_YEAR_MONTH:
        rc = nseg_date_year_first(ctx, ov, c);
        break;

    case NSEG_DATE_RE_THANG:
        c->date.day = nseg_date_group(ctx, ov, 1);
        c->date.month = nseg_date_group(ctx, ov, 2);
        c->date.year = nseg_date_group(ctx, ov, 3);
        c->score = 2;

        if (c->date.year < 0) {
            rc = nseg_date_no_year(ctx, c);
            break;
        }

        rc = NSEG_OK;
        break;

    case NSEG_DATE_RE_REL:
        /* "3 hours ago" carries its own time: no time after it */
        return nseg_date_relative(ctx, ov, c);

    default:
        return NSEG_DECLINED;
    }

    if (rc != NSEG_OK
        || !nseg_date_valid(c->date.year, c->date.month, c->date.day))
    {
        return NSEG_DECLINED;
    }

    (void) nseg_date_time(ctx, c);

    return NSEG_OK;
}


static int
nseg_date_numeric(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov, nseg_date_cand_t *c)
{
    int     a, b, y, alen, blen, ylen, dmy;
    char    sep;

    a = nseg_date_group(ctx, ov, 1);
    b = nseg_date_group(ctx, ov, 3);
    y = nseg_date_group(ctx, ov, 4);
    alen = (int) (ov[3] - ov[2]);
    blen = (int) (ov[7] - ov[6]);
    ylen = (int) (ov[9] - ov[8]);
    sep = ctx->subject[ov[4]];

    c->score = 2;

    if (alen == 4) {
        /* Y-M-D, Y/M/D, Y.M.D: nobody writes Y-D-M */
        if (ylen > 2) {
            return NSEG_DECLINED;
        }

        /* "۱۴۰۳/۰۱/۲۵" on a Persian page: the Solar Hijri year */
        if (a >= 1300 && a < 1500 && nseg_date_solar_hijri_lang(ctx->lang)) {
            return nseg_date_from_jalali(a, b, y, &c->date);
        }

        c->date.year = a;
        c->date.month = b;
        c->date.day = y;

        return NSEG_OK;
    }

    if (ylen == 2) {
        /* "2.4.10" is a version far more often than a date */
        if (sep == '.' && (alen != 2 || blen != 2)) {
            return NSEG_DECLINED;
        }

        y = nseg_date_two_digit(ctx, y);

    } else if (ylen != 4) {
        return NSEG_DECLINED;
    }

    c->date.year = y;

    /* a part over 12 decides; else the language; dots are never US */
    dmy = (a > 12)
          || (b <= 12 && (sep == '.' || !nseg_date_mdy_lang(ctx->lang)));

    /* either order is a day: the language chose, evidence may overrule */
    c->date.order_guessed = a <= 12 && b <= 12 && a != b && sep != '.';
    c->date.month_first = !dmy;

    if (dmy) {
        c->date.day = a;
        c->date.month = b;

    } else {
        c->date.month = a;
        c->date.day = b;
    }

    return NSEG_OK;
}


static int
nseg_date_named(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov, int day_first,
    nseg_date_cand_t *c)
{
    int          g, m, mg, dot, day, year, thai;
    size_t       mlen;
    const char  *s, *yy;

    /* day-first: day 1, months 2..13, dot 14, year 15 */
    /* month-first: months 1..12, dot 13, day 14, year 15 */
    mg = day_first ? 2 : 1;
    m = nseg_date_month(ov, mg);

    if (m == 0) {
        return NSEG_DECLINED;
    }

    g = mg + m - 1;
    s = ctx->subject + ov[2 * g];
    mlen = ov[2 * g + 1] - ov[2 * g];
    dot = nseg_date_isset(ov, mg + 12);

    /* Croatian and Bosnian "listopad" is October, Czech and Polish November */
    if (m == 11 && mlen >= 8 && strncasecmp(s, "listopad", 8) == 0
        && (nseg_date_lang_is(ctx->lang, "hr")
            || nseg_date_lang_is(ctx->lang, "bs")))
    {
        m = 10;
    }
    day = nseg_date_group(ctx, ov, day_first ? 1 : 14);

    /* a Thai month name: U+0E00..U+0E7F */
    thai = mlen >= 3 && (unsigned char) s[0] == 0xe0
           && ((unsigned char) s[1] == 0xb8 || (unsigned char) s[1] == 0xb9);

    c->date.month = m;
    c->date.day = day;

    if (nseg_date_isset(ov, 15)) {
        year = nseg_date_group(ctx, ov, 15);

        if (ov[31] - ov[30] != 4) {
            /*
             * "14 Mar '24": the last two bytes, after an apostrophe of
             * one or three; not atoi(), which would read on past the
             * end of a text that is not NUL-terminated
             */
            yy = ctx->subject + ov[31] - 2;
            year = (yy[0] - '0') * 10 + (yy[1] - '0');
            year = thai ? 2500 + year : nseg_date_two_digit(ctx, year);
        }

        /* the Buddhist era, 543 years ahead: "14 มี.ค. 2567" is 2024 */
        if (thai && year >= 2400) {
            year -= 543;
        }

        c->date.year = year;
        c->score = 2;

        return NSEG_OK;
    }

    /* day-first languages write "Oktober 09" for October 2009 */
    if (!day_first && ctx->lang != NULL
        && !nseg_date_lang_is(ctx->lang, "en"))
    {
        return NSEG_DECLINED;
    }

    /*
     * No year: "14 March" is common in news bylines, but "2 out of 10"
     * (out: Portuguese October) and "3 ago" are not dates; a short
     * month needs its dot, and "May 14" its capital.
     */
    if (mlen < 4 && !dot) {
        if (mlen != 3
            || (strncasecmp(s, "may", 3) != 0 && strncasecmp(s, "mai", 3) != 0
                && strncasecmp(s, "maj", 3) != 0
                && strncasecmp(s, "mei", 3) != 0)
            || (!day_first && s[0] != 'M'))
        {
            return NSEG_DECLINED;
        }
    }

    return nseg_date_no_year(ctx, c);
}


static int
nseg_date_cjk(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov, nseg_date_cand_t *c)
{
    int  n;

    c->date.month = nseg_date_group(ctx, ov, 4);
    c->date.day = nseg_date_group(ctx, ov, 5);
    c->score = 2;

    if (!nseg_date_isset(ov, 1)) {
        return nseg_date_no_year(ctx, c);
    }

    if (!nseg_date_isset(ov, 2)) {
        c->date.year = nseg_date_group(ctx, ov, 1);
        return NSEG_OK;
    }

    /*
     * The era's year: 令和 began on 1 May 2019 (its first year 元年),
     * 平成 on 8 January 1989; UTF-8 令 is e4 bb a4, 平 e5 b9 b3.  The
     * digits are a group of their own: "令和　6年" has an ideographic
     * space before them
     */
    n = nseg_date_isset(ov, 3) ? nseg_date_group(ctx, ov, 3) : 1;

    if (n < 1) {
        return NSEG_DECLINED;
    }

    c->date.year = n + (ctx->subject[ov[4]] == '\xe4' ? 2018 : 1988);

    return NSEG_OK;
}


/* "۲۵ فروردین ۱۴۰۳": day 1, months 2..13, year 14 */

static int
nseg_date_jalali_named(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov,
    nseg_date_cand_t *c)
{
    int  m;

    m = nseg_date_month(ov, 2);

    if (m == 0) {
        return NSEG_DECLINED;
    }

    c->score = 2;

    return nseg_date_from_jalali(nseg_date_group(ctx, ov, 14), m,
                                 nseg_date_group(ctx, ov, 1), &c->date);
}


/*
 * The Solar Hijri calendar: a year begins at the March equinox, its six
 * first months have 31 days, the next five 30, the last 29 or 30.
 */

static int
nseg_date_from_jalali(int jy, int jm, int jd, nseg_date_t *date)
{
    int64_t  days;

    if (jy < 1300 || jy >= 1500 || jm < 1 || jm > 12 || jd < 1
        || jd > (jm <= 6 ? 31 : 30))
    {
        return NSEG_DECLINED;
    }

    days = nseg_date_jalali_new_year(jy) + (jm - 1) * 31 - jm / 7 * (jm - 7)
           + jd - 1;

    /* 30 Esfand only in a leap year */
    if (jm == 12 && jd == 30 && days >= nseg_date_jalali_new_year(jy + 1)) {
        return NSEG_DECLINED;
    }

    nseg_date_civil_from_days(days, &date->year, &date->month, &date->day);

    return NSEG_OK;
}


/*
 * The inverse, for the views of Persian pages: the Gregorian day falls
 * in the Solar Hijri year that began at the last 1 Farvardin, 621 or
 * 622 years earlier.  Any year jalaali-js computes exactly, not only
 * the ones the parser reads.
 */

int
nseg_date_to_jalali(const nseg_date_t *date, int *jy, int *jm, int *jd)
{
    int      y, m, d;
    int64_t  days, start;

    /* no month, or far beyond the years of the table (no overflow) */
    if (date->year < 622 || date->year > 3799 || date->month < 1
        || date->month > 12 || date->day < 1 || date->day > 31)
    {
        return NSEG_DECLINED;
    }

    days = nseg_date_days_from_civil(date->year, date->month, date->day);

    /* not a day ("2023-02-31"): the days carry it into March */
    nseg_date_civil_from_days(days, &y, &m, &d);

    if (y != date->year || m != date->month || d != date->day) {
        return NSEG_DECLINED;
    }

    y = date->year - 621;
    start = nseg_date_jalali_new_year(y);

    if (days < start) {
        y--;
        start = nseg_date_jalali_new_year(y);
    }

    /* the years the table of breaks is exact for, as jalaali-js's */
    if (y < 1 || y > 3177) {
        return NSEG_DECLINED;
    }

    /* six months of 31 days (186 in all), then of 30 (Esfand 29 or 30) */
    days -= start;

    *jy = y;
    *jm = (int) (days < 186 ? days / 31 + 1 : (days - 186) / 30 + 7);
    *jd = (int) (days < 186 ? days % 31 + 1 : (days - 186) % 30 + 1);

    return NSEG_OK;
}


/*
 * The day of 1 Farvardin: Borkowski's arithmetic of the 2820-year cycle
 * with the years where the 33-year rule breaks, as jalaali-js computes
 * it (exact from 1 to 3177 AP)
 */

static int64_t
nseg_date_jalali_new_year(int jy)
{
    int     gy, leap_j, leap_g, jp, jm, jump, n;
    size_t  i;

    static const int  breaks[] = {
        -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060,
        2097, 2192, 2262, 2324, 2394, 2456, 3178
    };

    gy = jy + 621;
    leap_j = -14;
    jp = breaks[0];
    jump = 0;

    for (i = 1; i < sizeof(breaks) / sizeof(breaks[0]); i++) {
        jm = breaks[i];
        jump = jm - jp;

        if (jy < jm) {
            break;
        }

        leap_j += jump / 33 * 8 + jump % 33 / 4;
        jp = jm;
    }

    n = jy - jp;
    leap_j += n / 33 * 8 + (n % 33 + 3) / 4;

    if (jump % 33 == 4 && jump - n == 4) {
        leap_j++;
    }

    leap_g = gy / 4 - (gy / 100 + 1) * 3 / 4 - 150;

    return nseg_date_days_from_civil(gy, 3, 20 + leap_j - leap_g);
}


/* Persian, Dari and Pashto pages count years in the Solar Hijri era */

static int
nseg_date_solar_hijri_lang(const char *lang)
{
    return nseg_date_lang_is(lang, "fa") || nseg_date_lang_is(lang, "prs")
           || nseg_date_lang_is(lang, "ps");
}


/* a day without its year: the most recent, allowing a little clock skew */
static int
nseg_date_no_year(nseg_date_ctx_t *ctx, nseg_date_cand_t *c)
{
    int  year;

    year = ctx->now_year;

    if (nseg_date_days_from_civil(year, c->date.month, c->date.day)
        > ctx->now_days + 2)
    {
        year--;
    }

    c->date.year = year;
    c->date.no_year = 1;
    c->score = 1;

    return NSEG_OK;
}


/* year 1, months 2..13, dot 14, day 15: "2024. március 14." */
static int
nseg_date_year_first(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov,
    nseg_date_cand_t *c)
{
    c->date.month = nseg_date_month(ov, 2);

    if (c->date.month == 0) {
        return NSEG_DECLINED;
    }

    c->date.year = nseg_date_group(ctx, ov, 1);
    c->date.day = nseg_date_group(ctx, ov, 15);
    c->score = 2;

    return NSEG_OK;
}


static int
nseg_date_relative(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov, nseg_date_cand_t *c)
{
    int      g, days, n;
    int64_t  t;

    c->score = 0;
    c->date.relative = 1;

    for (g = 0; g < 7; g++) {
        if (nseg_date_isset(ov, NSEG_DATE_UNIT_GROUP + g)) {
            break;
        }
    }

    if (g < 7) {
        n = nseg_date_isset(ov, NSEG_DATE_REL_NUMBER)
            ? nseg_date_group(ctx, ov, NSEG_DATE_REL_NUMBER)
            : nseg_date_dual(ctx, ov, NSEG_DATE_UNIT_GROUP + g) ? 2 : 1;
        t = ctx->now - (int64_t) n * nseg_date_unit_seconds[g];

        /* minutes and hours ago give a time too (UTC) */
        nseg_date_from_unix(t, &c->date, g < 3);
        c->weak = (ctx->len > NSEG_DATE_REL_TEXT);

        return nseg_date_valid(c->date.year, c->date.month, c->date.day)
               ? NSEG_OK : NSEG_DECLINED;
    }

    if (nseg_date_isset(ov, NSEG_DATE_REL_DAY2)) {
        days = 2;

    } else if (nseg_date_isset(ov, NSEG_DATE_REL_DAY1)
               || nseg_date_isset(ov, NSEG_DATE_REL_HIER))
    {
        days = 1;

    } else if (nseg_date_isset(ov, NSEG_DATE_REL_DAY0)) {
        days = 0;

    } else {
        return NSEG_DECLINED;
    }

    nseg_date_from_unix(ctx->now - (int64_t) days * 86400, &c->date, 0);

    if (nseg_date_isset(ov, NSEG_DATE_REL_HIER)) {
        /* "hier": French yesterday, German and Dutch "here" */
        if (nseg_date_lang_is(ctx->lang, "de")
            || nseg_date_lang_is(ctx->lang, "nl"))
        {
            return NSEG_DECLINED;
        }

        if (nseg_date_time(ctx, c) != NSEG_OK) {
            if (!nseg_date_lang_is(ctx->lang, "fr")) {
                return NSEG_DECLINED;
            }

            c->weak = (ctx->len > NSEG_DATE_REL_TEXT);
        }

        return NSEG_OK;
    }

    if (nseg_date_time(ctx, c) != NSEG_OK) {
        c->weak = (ctx->len > NSEG_DATE_REL_TEXT);
    }

    return NSEG_OK;
}


/*
 * Copies text to out (NSEG_DATE_WINDOW bytes) with the digits of other
 * scripts (nseg_utf8_digit) as ASCII ones; 0 when it has none, and text
 * is read as it is.
 */
static size_t
nseg_date_ascii_digits(const char *text, size_t len, char *out)
{
    int     d;
    size_t  i, n, k;

    for (i = 0; i < len; i++) {
        if (nseg_utf8_digit_lead((unsigned char) text[i])
            && nseg_utf8_digit(text + i, len - i, &k) >= 0)
        {
            break;
        }
    }

    if (i == len) {
        return 0;
    }

    memcpy(out, text, i);

    for (n = i; i < len; i += k) {
        d = nseg_utf8_digit(text + i, len - i, &k);

        if (d >= 0) {
            out[n++] = (char) ('0' + d);

        } else {
            out[n++] = text[i];
            k = 1;
        }
    }

    return n;
}


/* a unit in the dual: Hebrew "יומיים" (-ayim), Arabic "يومين" (-ayn) */
static int
nseg_date_dual(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov, int g)
{
    size_t       len;
    const char  *e;

    len = ov[2 * g + 1] - ov[2 * g];
    e = ctx->subject + ov[2 * g + 1];

    return (len > 6 && memcmp(e - 6, "\xd7\x99\xd7\x99\xd7\x9d", 6) == 0)
           || (len > 4 && memcmp(e - 4, "\xd9\x8a\xd9\x86", 4) == 0);
}


/* a time right after the date: "14 March 2024, 09:30 CET" */

static int
nseg_date_time(nseg_date_ctx_t *ctx, nseg_date_cand_t *c)
{
    int          rc, t, iso, glued;
    size_t       off;
    PCRE2_SIZE  *ov;

    if (c->end >= ctx->len) {
        return NSEG_DECLINED;
    }

    ov = pcre2_get_ovector_pointer(ctx->md);

    rc = pcre2_match(nseg_date_re[NSEG_DATE_RE_TIME],
                     (PCRE2_SPTR) ctx->subject, ctx->len, c->end, 0,
                     ctx->md, NULL);
    if (rc <= 0) {
        return NSEG_DECLINED;
    }

    if (nseg_date_clock(ctx, ov, 1, &c->date) != NSEG_OK) {
        return NSEG_DECLINED;
    }

    /* "2024-03-14T10:30", "2024-03-14 10:30" */
    t = ctx->subject[c->end] == 'T';
    iso = t || (c->end - c->start == 10 && ctx->subject[c->start + 4] == '-');
    c->end = ov[1];

    /* a sign right after hours and minutes: an offset or a range's end */
    glued = !nseg_date_isset(ov, 4) && c->end < ctx->len
            && (ctx->subject[c->end] == '-' || ctx->subject[c->end] == '+');

    /*
     * "10:00-12:00 Uhr" is a range, not 10:00 at -12:00: an offset
     * right after a time of hours and minutes is one of ISO 8601's only
     * ("T10:30+01:00"); else it needs its seconds ("10:30:00+01:00") or a
     * space ("10:30 +0100", RFC 2822's)
     */
    if (glued && !iso) {
        return NSEG_OK;
    }

    off = nseg_date_zone(ctx, c->end, &c->date);
    if (off == 0) {
        return NSEG_OK;
    }

    /*
     * With a space instead of the "T" the ISO date is what visible text
     * writes, and its events run "2024-03-14 10:00-12:00"; machines write
     * the "T" (JSON-LD, meta tags: "2024-03-14T10:00-05:00") or the
     * seconds (RFC 3339, SQL: "2024-03-14 10:00:00-05:00").  So there a
     * "-HH:MM" that can end a range, a later time of the same day, is
     * one; an earlier one ("10:30-05:00") can't and stays the offset, as
     * does a "+" ("10:30+05:30"), which is no range's dash.
     */
    if (glued && !t
        && -c->date.tz_minutes > c->date.hour * 60 + c->date.minute)
    {
        c->date.has_tz = 0;
        c->date.tz_minutes = 0;

        return NSEG_OK;
    }

    c->end = off;

    return NSEG_OK;
}


/*
 * A time written before the date: "Updated 10:30 AM EST, Thu March 14,
 * 2024" (CNN), "14:05 Uhr, 14.03.2024".  Only for a date without a time
 * of its own, only with minutes ("Nr. 11 am 14. März" is no time), and
 * not when a keyword ("updated 09:15, published 14 March") or another
 * date lies between.  Nor when a bare number follows a word: it belongs
 * to that word ("John 3:16, March 14, 2024").
 */

static void
nseg_date_time_before(nseg_date_ctx_t *ctx, nseg_date_cand_t *c)
{
    int          rc, marked;
    size_t       i, from, time_start, time_end, clock_end, off;
    PCRE2_SIZE  *ov;
    nseg_date_t  date;

    from = nseg_date_char_start(ctx, c->start > NSEG_DATE_BEFORE_GAP
                                     ? c->start - NSEG_DATE_BEFORE_GAP : 0);

    for (i = from; i < c->start; i++) {
        if (ctx->subject[i] == ':' || ctx->subject[i] == 'h'
            || ctx->subject[i] == '.')
        {
            break;
        }
    }

    if (i == c->start) {
        return;
    }

    ov = pcre2_get_ovector_pointer(ctx->md);

    /* the subject ends at the date: the pattern's \z is its start */
    rc = pcre2_match(nseg_date_re[NSEG_DATE_RE_TIME_BEFORE],
                     (PCRE2_SPTR) ctx->subject, c->start, from, 0,
                     ctx->md, NULL);
    if (rc <= 0) {
        return;
    }

    time_start = ov[2];
    time_end = ov[3];
    date = c->date;

    if (nseg_date_clock(ctx, ov, 0, &date) != NSEG_OK) {
        return;
    }

    /* "a.m.", "Uhr", "h" after the minutes or seconds, or "14h05" */
    clock_end = nseg_date_isset(ov, 4) ? ov[9]
                : nseg_date_isset(ov, 3) ? ov[7] : ov[11];
    marked = time_end > clock_end || (ctx->subject[ov[5]] | 0x20) == 'h';

    for (i = 0; i < ctx->ncands; i++) {
        if (&ctx->cands[i] != c && !ctx->cands[i].dead
            && ctx->cands[i].end > time_start
            && ctx->cands[i].start < c->start)
        {
            return;
        }
    }

    for (i = 0; i < ctx->nlabels; i++) {
        if (ctx->labels[i].start >= time_end
            && ctx->labels[i].start < c->start)
        {
            return;
        }
    }

    off = nseg_date_zone(ctx, time_end, &date);
    if (off > c->start) {
        /* a zone read past the date's start is no zone of this time */
        date.has_tz = 0;
        date.tz_minutes = 0;
    }

    /*
     * A time of day is written alone (at the text's start, after a
     * separator: "10:30, 14 March 2024", "| 14:05 |"), introduced ("at
     * 10:30", "Updated 10:30"), or says it is one ("3:16 p.m.", "14:05
     * Uhr", "14h05", "10:30 EST").  A bare "3:16" right after another
     * word is a number of that word's: a chapter and verse ("John 3:16",
     * "Rom. 12:12", "Mark 10:30"), and a byline's "By Jane Doe 10:30" can't
     * be told from it; a date without its time is the lesser mistake.
     */
    if (!marked && !date.has_tz) {
        from = nseg_date_char_start(ctx, time_start > NSEG_DATE_BEFORE_GAP
                                         ? time_start - NSEG_DATE_BEFORE_GAP
                                         : 0);

        rc = pcre2_match(nseg_date_re[NSEG_DATE_RE_TIME_WORD],
                         (PCRE2_SPTR) ctx->subject, time_start, from, 0,
                         ctx->md, NULL);

        if (rc > 0 && nseg_date_isset(ov, 1)) {
            for (i = 0; i < ctx->nlabels; i++) {
                if (ctx->labels[i].end == ov[3]) {
                    break;
                }
            }

            if (i == ctx->nlabels) {
                return;
            }
        }
    }

    c->date = date;
    c->start = time_start;
}


/*
 * The clock of a time pattern's match, into date: groups 2 hour, 3
 * minute (or 5, the minute before "a.m."), 4 second, 6 a or p, and with
 * arabic 7, the Arabic evening or morning
 */
static int
nseg_date_clock(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov, int arabic,
    nseg_date_t *date)
{
    int   hour, minute, second;
    char  ap;

    hour = nseg_date_group(ctx, ov, 2);
    minute = nseg_date_isset(ov, 3) ? nseg_date_group(ctx, ov, 3)
             : nseg_date_isset(ov, 5) ? nseg_date_group(ctx, ov, 5) : 0;
    second = nseg_date_isset(ov, 4) ? nseg_date_group(ctx, ov, 4) : 0;
    ap = 0;

    if (nseg_date_isset(ov, 6)) {
        ap = ctx->subject[ov[12]] | 0x20;

    } else if (arabic && nseg_date_isset(ov, 7)) {
        /* "م" (U+0645) evening, "ص" (U+0635) morning */
        ap = ctx->subject[ov[14] + 1] == '\x85' ? 'p' : 'a';
    }

    if (ap) {
        if (hour < 1 || hour > 12) {
            return NSEG_DECLINED;
        }

        if (ap == 'a' && hour == 12) {
            hour = 0;

        } else if (ap == 'p' && hour < 12) {
            hour += 12;
        }
    }

    if (hour > 23 || minute > 59 || second > 60) {
        return NSEG_DECLINED;
    }

    date->hour = hour;
    date->minute = minute;
    date->second = second;
    date->has_time = 1;

    return NSEG_OK;
}


/* the zone after off into date; the end of the zone, 0 without one */

static size_t
nseg_date_zone(nseg_date_ctx_t *ctx, size_t off, nseg_date_t *date)
{
    int          g, rc, sign, minutes;
    size_t       i, n;
    PCRE2_SIZE  *ov;

    if (off >= ctx->len) {
        return 0;
    }

    ov = pcre2_get_ovector_pointer(ctx->md);

    rc = pcre2_match(nseg_date_re[NSEG_DATE_RE_TZ],
                     (PCRE2_SPTR) ctx->subject, ctx->len, off, 0,
                     ctx->md, NULL);
    if (rc <= 0) {
        return 0;
    }

    if (nseg_date_isset(ov, 1)) {
        minutes = 0;

    } else if (nseg_date_isset(ov, 2) || nseg_date_isset(ov, 5)) {
        g = nseg_date_isset(ov, 2) ? 2 : 5;
        sign = ctx->subject[ov[2 * g]] == '-' ? -1 : 1;
        minutes = nseg_date_group(ctx, ov, g + 1) * 60;

        if (nseg_date_isset(ov, g + 2)) {
            minutes += nseg_date_group(ctx, ov, g + 2);
        }

        if (minutes > 14 * 60 || (minutes % 60) % 15 != 0) {
            return 0;
        }

        minutes *= sign;

    } else if (nseg_date_isset(ov, 8)) {
        n = ov[17] - ov[16];

        for (i = 0; nseg_date_zones[i].name; i++) {
            if (strlen(nseg_date_zones[i].name) == n
                && memcmp(nseg_date_zones[i].name, ctx->subject + ov[16], n)
                   == 0)
            {
                break;
            }
        }

        if (nseg_date_zones[i].name == NULL) {
            return 0;
        }

        minutes = nseg_date_zones[i].minutes;

        /* "ET", "CT", "MT", "PT": standard time here, summer time later */
        date->us_zone = (n == 2 && ctx->subject[ov[16] + 1] == 'T'
                         && ctx->subject[ov[16]] != 'U');

    } else {
        return 0;
    }

    date->tz_minutes = minutes;
    date->has_tz = 1;

    return ov[1];
}


/* drops candidates that overlap a better one */

static void
nseg_date_resolve(nseg_date_ctx_t *ctx)
{
    size_t             i, j;
    nseg_date_cand_t  *a, *b;

    for (i = 0; i < ctx->ncands; i++) {
        a = &ctx->cands[i];

        for (j = 0; j < ctx->ncands; j++) {
            b = &ctx->cands[j];

            if (i != j && !b->dead && b->start < a->end && a->start < b->end
                && nseg_date_dominates(b, a))
            {
                a->dead = 1;
                break;
            }
        }
    }
}


static int
nseg_date_dominates(nseg_date_cand_t *a, nseg_date_cand_t *b)
{
    if (a->score != b->score) {
        return a->score > b->score;
    }

    if (a->end - a->start != b->end - b->start) {
        return a->end - a->start > b->end - b->start;
    }

    return a->start < b->start;
}


/*
 * A keyword labels the nearest date after it when no other date lies
 * between: "Updated 5 March 2024, published 1 March 2024".
 */

static void
nseg_date_label(nseg_date_ctx_t *ctx)
{
    int                 rc;
    size_t              i, j, k, off, nlabels, prev_end;
    PCRE2_SIZE         *ov;
    nseg_date_cand_t   *c;
    nseg_date_label_t  *labels;

    ov = pcre2_get_ovector_pointer(ctx->md);
    labels = ctx->labels;
    nlabels = 0;
    off = 0;

    while (off < ctx->len && nlabels < NSEG_DATE_MAX_LABELS) {
        rc = pcre2_match(nseg_date_re[NSEG_DATE_RE_LABEL],
                         (PCRE2_SPTR) ctx->subject, ctx->len, off, 0,
                         ctx->md, NULL);
        if (rc <= 0) {
            break;
        }

        labels[nlabels].start = ov[0];
        labels[nlabels].end = ov[1];
        labels[nlabels].kind = nseg_date_isset(ov, 1) ? NSEG_DATE_LABEL_PUB
                                                       : NSEG_DATE_LABEL_UPD;
        nlabels++;
        off = ov[1] > ov[0] ? ov[1] : ov[0] + 1;
    }

    ctx->nlabels = nlabels;

    if (nlabels == 0) {
        return;
    }

    for (i = 0; i < ctx->ncands; i++) {
        c = &ctx->cands[i];

        if (c->dead) {
            continue;
        }

        /* the end of the closest live candidate before this one */
        prev_end = 0;

        for (j = 0; j < ctx->ncands; j++) {
            if (!ctx->cands[j].dead && ctx->cands[j].end <= c->start
                && ctx->cands[j].end > prev_end)
            {
                prev_end = ctx->cands[j].end;
            }
        }

        for (k = nlabels; k > 0; k--) {
            if (labels[k - 1].end <= c->start
                && labels[k - 1].start >= prev_end
                && c->start - labels[k - 1].end <= NSEG_DATE_LABEL_GAP)
            {
                c->label = labels[k - 1].kind;
                break;
            }
        }
    }
}


static nseg_date_cand_t *
nseg_date_pick(nseg_date_ctx_t *ctx)
{
    int                pass;
    size_t             i;
    nseg_date_cand_t  *c, *best;

    /* 0: published absolute, 1: published, 2: absolute, 3: anything */
    for (pass = 0; pass < 4; pass++) {
        best = NULL;

        for (i = 0; i < ctx->ncands; i++) {
            c = &ctx->cands[i];

            if (c->dead
                || (c->weak && c->label == NSEG_DATE_LABEL_NONE)
                || (pass < 2 && c->label != NSEG_DATE_LABEL_PUB)
                || ((pass == 0 || pass == 2) && c->score == 0))
            {
                continue;
            }

            if (best == NULL || c->start < best->start) {
                best = c;
            }
        }

        if (best) {
            return best;
        }
    }

    return NULL;
}


/* the first absolute date an "updated" keyword labels, or NULL */
static nseg_date_cand_t *
nseg_date_pick_updated(nseg_date_ctx_t *ctx)
{
    size_t             i;
    nseg_date_cand_t  *c, *best;

    best = NULL;

    for (i = 0; i < ctx->ncands; i++) {
        c = &ctx->cands[i];

        if (!c->dead && c->label == NSEG_DATE_LABEL_UPD && c->score != 0
            && (best == NULL || c->start < best->start))
        {
            best = c;
        }
    }

    return best;
}


size_t
nseg_date_format(const nseg_date_t *date, char *buf, size_t size)
{
    int     n, tz;
    char    sign;

    if (date->has_time && date->has_tz) {
        tz = date->tz_minutes;
        sign = tz < 0 ? '-' : '+';
        tz = tz < 0 ? -tz : tz;

        n = snprintf(buf, size, "%04d-%02d-%02dT%02d:%02d:%02d%c%02d:%02d",
                     date->year, date->month, date->day, date->hour,
                     date->minute, date->second, sign, tz / 60, tz % 60);

    } else if (date->has_time) {
        n = snprintf(buf, size, "%04d-%02d-%02dT%02d:%02d:%02d",
                     date->year, date->month, date->day, date->hour,
                     date->minute, date->second);

    } else {
        n = snprintf(buf, size, "%04d-%02d-%02d",
                     date->year, date->month, date->day);
    }

    if (n < 0 || (size_t) n >= size) {
        if (size) {
            buf[0] = '\0';
        }

        return 0;
    }

    return (size_t) n;
}


/* the month of the twelve month groups from first: 1..12, 0 for none */

static int
nseg_date_month(PCRE2_SIZE *ov, int first)
{
    int  g;

    for (g = first; g < first + 12; g++) {
        if (nseg_date_isset(ov, g)) {
            return g - first + 1;
        }
    }

    return 0;
}


/* off, or the start of the next character when it is inside one */

static size_t
nseg_date_char_start(nseg_date_ctx_t *ctx, size_t off)
{
    while (off < ctx->len
           && ((unsigned char) ctx->subject[off] & 0xc0) == 0x80)
    {
        off++;
    }

    return off;
}


static int
nseg_date_group(nseg_date_ctx_t *ctx, PCRE2_SIZE *ov, int g)
{
    int     v;
    size_t  i;

    if (ov[2 * g] == PCRE2_UNSET) {
        return -1;
    }

    v = 0;

    for (i = ov[2 * g]; i < ov[2 * g + 1]; i++) {
        if (ctx->subject[i] < '0' || ctx->subject[i] > '9') {
            break;
        }

        if (v < 100000) {
            v = v * 10 + (ctx->subject[i] - '0');
        }
    }

    return v;
}


static int
nseg_date_isset(PCRE2_SIZE *ov, int g)
{
    return ov[2 * g] != PCRE2_UNSET;
}


static int
nseg_date_valid(int year, int month, int day)
{
    static const int  mdays[12] = {
        31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31
    };

    if (year < NSEG_DATE_YEAR_MIN || year > NSEG_DATE_YEAR_MAX
        || month < 1 || month > 12 || day < 1 || day > mdays[month - 1])
    {
        return 0;
    }

    if (month == 2 && day == 29
        && !(year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)))
    {
        return 0;
    }

    return 1;
}


/* "24" is 2024 unless that lies over a year ahead: then 19xx */

static int
nseg_date_two_digit(nseg_date_ctx_t *ctx, int yy)
{
    if (2000 + yy <= ctx->now_year + 1) {
        return 2000 + yy;
    }

    return 1900 + yy;
}


/*
 * Month-first numeric dates are a US habit; bare "en" is mostly US
 * sites too, while en-GB, en-AU, en-IN ... write the day first.
 */

static int
nseg_date_mdy_lang(const char *lang)
{
    if (lang == NULL) {
        return 0;
    }

    if (strcasecmp(lang, "en") == 0) {
        return 1;
    }

    return strncasecmp(lang, "en-us", 5) == 0
           || strncasecmp(lang, "en_us", 5) == 0;
}


static int
nseg_date_lang_is(const char *lang, const char *prefix)
{
    size_t  n;

    if (lang == NULL) {
        return 0;
    }

    n = strlen(prefix);

    return strncasecmp(lang, prefix, n) == 0
           && (lang[n] == '\0' || lang[n] == '-' || lang[n] == '_');
}


/*
 * Whether a date falls in the United States' summer time, which "ET",
 * "CT", "MT" and "PT" follow ("6:00 a.m. ET" is -04:00 in October):
 * from the second Sunday of March to the first Sunday of November, the
 * rule since 2007 (the hour of the change aside)
 */
static int
nseg_date_us_summer(const nseg_date_t *date)
{
    int  first;

    if (date->month < 3 || date->month > 11) {
        return 0;
    }

    if (date->month > 3 && date->month < 11) {
        return 1;
    }

    /* the month's first Sunday: 1970-01-04 was one */
    first = 1 + (int) ((((3 - nseg_date_days_from_civil(date->year,
                                                        date->month, 1))
                         % 7) + 7) % 7);

    return date->month == 3 ? date->day >= first + 7 : date->day < first;
}


/* Howard Hinnant's days_from_civil / civil_from_days, proleptic UTC */

static int64_t
nseg_date_days_from_civil(int y, int m, int d)
{
    int64_t   era, yoe, doy, doe;

    y -= m <= 2;
    era = (y >= 0 ? y : y - 399) / 400;
    yoe = y - era * 400;
    doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;

    return era * 146097 + doe - 719468;
}


static void
nseg_date_civil_from_days(int64_t z, int *y, int *m, int *d)
{
    int64_t   era, doe, yoe, doy, mp;

    z += 719468;
    era = (z >= 0 ? z : z - 146096) / 146097;
    doe = z - era * 146097;
    yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    mp = (5 * doy + 2) / 153;

    *d = (int) (doy - (153 * mp + 2) / 5 + 1);
    *m = (int) (mp < 10 ? mp + 3 : mp - 9);
    *y = (int) (yoe + era * 400 + (*m <= 2));
}


static void
nseg_date_from_unix(int64_t t, nseg_date_t *date, int with_time)
{
    int64_t  days, secs;

    days = t / 86400;
    secs = t % 86400;

    if (secs < 0) {
        secs += 86400;
        days--;
    }

    nseg_date_civil_from_days(days, &date->year, &date->month, &date->day);

    if (with_time) {
        date->hour = (int) (secs / 3600);
        date->minute = (int) (secs / 60 % 60);
        date->second = (int) (secs % 60);
        date->has_time = 1;
        date->has_tz = 1;
        date->tz_minutes = 0;
    }
}


int64_t
nseg_date_days(const nseg_date_t *date)
{
    return nseg_date_days_from_civil(date->year, date->month, date->day);
}


int
nseg_date_has_clock(const nseg_date_t *date)
{
    return date->has_time && (date->hour | date->minute | date->second) != 0;
}


void
nseg_date_to_zone(nseg_date_t *date, int tz_minutes)
{
    int64_t  min, shift;

    if (!date->has_time || !date->has_tz) {
        return;
    }

    min = date->hour * 60 + date->minute - date->tz_minutes + tz_minutes;

    /* a floor division: the minute may fall a day before or after */
    shift = min < 0 ? (min + 1) / 1440 - 1 : min / 1440;
    min -= shift * 1440;

    nseg_date_civil_from_days(nseg_date_days(date) + shift, &date->year,
                              &date->month, &date->day);
    date->hour = (int) (min / 60);
    date->minute = (int) (min % 60);
    date->tz_minutes = tz_minutes;
}


void
nseg_date_set_clock(nseg_date_t *date, const nseg_date_t *from)
{
    date->hour = from->hour;
    date->minute = from->minute;
    date->second = from->second;
    date->tz_minutes = from->tz_minutes;
    date->has_time = from->has_time;
    date->has_tz = from->has_tz;
}
