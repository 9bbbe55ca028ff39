/*
 * test_date.c - nseg_date_parse / nseg_date_format, table-driven: text,
 * page language, reference time, the expected ISO 8601 output (or
 * "decline") and the flags ("m" modified, "r" relative, "p" published,
 * "y" year taken from the reference time).
 *
 * Standalone, before the library links as a whole:
 *   cc -std=gnu11 -iquote core t/unit/test_date.c core/date.c \
 *      -lpcre2-8 -lcmocka -lpthread
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <pthread.h>
#include <cmocka.h>

#include "newsseg.h"
#include "date.h"


/* Wednesday 2024-03-20 12:00:00 UTC */
#define NOW                    1710936000LL
#define DAY                    86400LL


typedef struct {
    const char                *text;
    const char                *lang;
    int64_t                    now;
    const char                *expect;    /* ISO output or "decline" */
    const char                *flags;     /* "m", "r", "mr" or "" */
} case_t;


#define T(text, lang, expect)          { text, lang, NOW, expect, "" }
#define TF(text, lang, expect, flags)  { text, lang, NOW, expect, flags }
#define TN(text, lang, now, expect, flags)  { text, lang, now, expect, flags }
#define NO(text, lang)                 { text, lang, NOW, "decline", "" }


static const case_t  numeric_cases[] = {
    T("2024-03-14", NULL, "2024-03-14"),
    T("2024-3-5", NULL, "2024-03-05"),
    T("2024/03/14", NULL, "2024-03-14"),
    T("2024.03.14", "pl", "2024-03-14"),
    T("14/03/2024", "pt-BR", "2024-03-14"),
    T("14/03/2024", "en-US", "2024-03-14"),
    T("03/14/2024", "en-US", "2024-03-14"),
    T("03/14/2024", "de", "2024-03-14"),
    T("03/04/2024", "en-US", "2024-03-04"),
    T("03/04/2024", "en", "2024-03-04"),
    T("03/04/2024", "de", "2024-04-03"),
    T("03/04/2024", "en-GB", "2024-04-03"),
    T("03/04/2024", NULL, "2024-04-03"),
    T("03-04-2024", "en-us", "2024-03-04"),
    T("03-04-2024", "fr", "2024-04-03"),
    T("14.03.2024", "de", "2024-03-14"),
    T("03.04.2024", "en-US", "2024-04-03"),
    T("14-03-2024", "es", "2024-03-14"),
    T("5/3/2024", "it", "2024-03-05"),
    T("5/3/2024", "en-US", "2024-05-03"),
    T("14/03/24", "pt", "2024-03-14"),
    T("3/14/24", "en-US", "2024-03-14"),
    T("14.03.24", "de", "2024-03-14"),
    T("31/12/99", "fr", "1999-12-31"),
    T("20240314", NULL, "2024-03-14"),
    T("20240314 ", NULL, "2024-03-14"),
    T("Datum:14.03.2024", "de", "2024-03-14"),
    T("29/02/2024", "fr", "2024-02-29"),
    T("2024年3月14日", NULL, "2024-03-14"),
    T("2024년 3월 14일", NULL, "2024-03-14"),
    T("2024-03-14T09:30:00Z", NULL, "2024-03-14T09:30:00+00:00"),
    T("2024-03-14T09:30:00+01:00", NULL, "2024-03-14T09:30:00+01:00"),
    T("2024-03-14T23:30:00-05:00", NULL, "2024-03-14T23:30:00-05:00"),
    T("2024-03-14T09:30:00.123+0530", NULL, "2024-03-14T09:30:00+05:30"),
    T("2024-03-14 09:30", NULL, "2024-03-14T09:30:00"),
    T("2024-03-14 09:30:15 UTC", NULL, "2024-03-14T09:30:15+00:00"),
    T("14.03.2024, 10:30 Uhr", "de", "2024-03-14T10:30:00"),
    T("14/03/2024 - 21h30", "fr", "2024-03-14T21:30:00"),
    T("03/14/2024 9:30 PM EDT", "en-US", "2024-03-14T21:30:00-04:00"),
    T("03/14/2024 12:05 a.m.", "en-US", "2024-03-14T00:05:00"),
    T("14/03/2024 às 09h15", "pt-BR", "2024-03-14T09:15:00"),
    T("14.03.2024 um 08:00 MEZ", "de", "2024-03-14T08:00:00+01:00"),
    T("2024-03-14 10:00 GMT+2", NULL, "2024-03-14T10:00:00+02:00"),
    T("18. 05. 2014", "de", "2014-05-18"),
    T("14/ 03/ 2024", "es", "2024-03-14"),
    NO("8.5.12", "de"),
    NO("2024-02-30", NULL),
    NO("30/02/2024", "fr"),
    NO("29/02/2023", "fr"),
    NO("2024-13-01", NULL),
    NO("14/13/2024", "en-US"),
    NO("00/03/2024", "de"),
    NO("1989-12-31", NULL),
    NO("2101-01-01", NULL),
    NO("19941231", NULL),
    NO("20241301", NULL),
    NO("2024", NULL),
    NO("2024-03", NULL),
    NO("14/03", "fr"),
};


static const case_t  en_cases[] = {
    T("March 14, 2024", "en", "2024-03-14"),
    T("Sun Nov 23 16:00:00 EDT 2014", "en", "2014-11-23"),
    T("Thu Feb 16 13:51:09 UTC 2023", NULL, "2023-02-16"),
    T("Mar 14 09:30 2024", "en", "2024-03-14"),
    T("March 14th, 2024", "en", "2024-03-14"),
    T("Thursday, March 14, 2024", "en", "2024-03-14"),
    T("Mar. 14, 2024", "en", "2024-03-14"),
    T("Sept. 5, 2023", "en", "2023-09-05"),
    T("Sep 5 2023", "en", "2023-09-05"),
    T("14 March 2024", "en-GB", "2024-03-14"),
    T("14th of March 2024", "en-GB", "2024-03-14"),
    T("1st Jan 2024", "en", "2024-01-01"),
    T("Thu, 14 Mar 2024 10:30:00 +0000", NULL,
      "2024-03-14T10:30:00+00:00"),
    T("14-Mar-2024", NULL, "2024-03-14"),
    T("14 MAR 2024", NULL, "2024-03-14"),
    T("december 25, 2023", "en", "2023-12-25"),
    /* ET, CT, MT, PT keep the United States' summer time */
    TF("Published March 14, 2024 at 9:30 a.m. ET", "en",
      "2024-03-14T09:30:00-04:00", "p"),
    T("January 14, 2024 at 9:30 a.m. ET", "en", "2024-01-14T09:30:00-05:00"),
    T("March 9, 2024, 8:00 p.m. CT", "en", "2024-03-09T20:00:00-06:00"),
    T("Oct. 12, 2025, 6:00 a.m. ET", "en", "2025-10-12T06:00:00-04:00"),
    T("Nov. 1, 2025, 6:00 p.m. PT", "en", "2025-11-01T18:00:00-07:00"),
    T("Nov. 3, 2025, 6:00 p.m. PT", "en", "2025-11-03T18:00:00-08:00"),
    T("March 14, 2024, 10:30 UT", "en", "2024-03-14T10:30:00+00:00"),
    T("March 14, 2024 9.30 am", "en", "2024-03-14T09:30:00"),
    T("March 14, 2024 at 5pm PDT", "en", "2024-03-14T17:00:00-07:00"),
    TF("Posted: Feb 29, 2024 11:59 PM", "en", "2024-02-29T23:59:00", "p"),
    T("By Jane Doe | March 1, 2024", "en", "2024-03-01"),
    T("Mar 14 '24", "en", "2024-03-14"),
    T("14 Mar '24", "en-GB", "2024-03-14"),
    TF("Last updated on 15 March 2024", "en-GB", "2024-03-15", "m"),
    TF("March 14", "en", "2024-03-14", "y"),
    TF("14 March, 09:30 GMT", "en-GB", "2024-03-14T09:30:00+00:00", "y"),
    TF("Dec. 24", "en", "2023-12-24", "y"),
    TF("October 09", "en", "2023-10-09", "y"),
    TF("October 09", NULL, "2023-10-09", "y"),
    T("14-Mar-24", "en", "2024-03-14"),
    TF("May 3", "en", "2023-05-03", "y"),
    TF("3 May", "en-GB", "2023-05-03", "y"),
    TF("Sunday 17 March", "en-GB", "2024-03-17", "y"),
    TF("21 March", "en-GB", "2024-03-21", "y"),
    TF("25 March", "en-GB", "2023-03-25", "y"),
    NO("February 30, 2024", "en"),
    NO("March 2024", "en"),
    NO("you may 3 times", "en"),
};


static const case_t  pt_cases[] = {
    T("14 de março de 2024", "pt-BR", "2024-03-14"),
    T("14 de Março de 2024", "pt-PT", "2024-03-14"),
    T("14 DE MARÇO DE 2024", "pt", "2024-03-14"),
    T("14 de marco de 2024", "pt", "2024-03-14"),
    T("1º de janeiro de 2024", "pt-BR", "2024-01-01"),
    T("quinta-feira, 14 de março de 2024", "pt-BR", "2024-03-14"),
    T("14 mar 2024", "pt", "2024-03-14"),
    T("5 de fev. de 2024", "pt-BR", "2024-02-05"),
    T("10 de outubro de 2023", "pt-BR", "2023-10-10"),
    T("10 out 2023", "pt-BR", "2023-10-10"),
    T("7 de setembro de 2023", "pt", "2023-09-07"),
    T("25 de dezembro de 2023", "pt", "2023-12-25"),
    TF("Publicado em 14/03/2024 às 10h30", "pt-BR", "2024-03-14T10:30:00", "p"),
    TF("Atualizado em 15/03/2024 09h00", "pt-BR", "2024-03-15T09:00:00",
       "m"),
    T("14 de março de 2024, 18:45 BRT", "pt-BR",
      "2024-03-14T18:45:00-03:00"),
    TF("sábado, 16 de março", "pt-BR", "2024-03-16", "y"),
    NO("2 out of 10", "en"),
    NO("nota 8 de 10", "pt"),
};


static const case_t  es_cases[] = {
    T("14 de marzo de 2024", "es", "2024-03-14"),
    T("14 de marzo del 2024", "es", "2024-03-14"),
    T("jueves, 14 de marzo de 2024", "es", "2024-03-14"),
    T("1 de enero de 2024", "es-MX", "2024-01-01"),
    T("14 ene 2024", "es", "2024-01-14"),
    T("3 de septiembre de 2023", "es", "2023-09-03"),
    T("3 de setiembre de 2023", "es-PE", "2023-09-03"),
    T("12 de diciembre de 2023", "es", "2023-12-12"),
    T("9 de agosto de 2023", "es", "2023-08-09"),
    T("mar. 14 mar. 2024", "es", "2024-03-14"),
    T("14/03/2024 a las 10:30", "es", "2024-03-14T10:30:00"),
    TF("Publicado el 14 de marzo de 2024", "es", "2024-03-14", "p"),
    TF("Actualizado 15/03/2024 - 08:15 CET", "es",
       "2024-03-15T08:15:00+01:00", "m"),
    TF("miércoles 20 de marzo", "es", "2024-03-20", "y"),
};


static const case_t  de_cases[] = {
    T("14. März 2024", "de", "2024-03-14"),
    T("14. Maerz 2024", "de", "2024-03-14"),
    T("14. MÄRZ 2024", "de", "2024-03-14"),
    T("Donnerstag, 14. März 2024", "de", "2024-03-14"),
    T("Do., 14.03.2024", "de", "2024-03-14"),
    T("1. Januar 2024", "de", "2024-01-01"),
    T("1. Jänner 2024", "de-AT", "2024-01-01"),
    T("3. Okt. 2023", "de", "2023-10-03"),
    T("24. Dezember 2023", "de", "2023-12-24"),
    T("6. Juni 2023", "de", "2023-06-06"),
    T("14. März 2024, 10:30 Uhr", "de", "2024-03-14T10:30:00"),
    T("14. März 2024 um 10.30 Uhr", "de", "2024-03-14T10:30:00"),
    TF("Veröffentlicht am 14.03.2024", "de", "2024-03-14", "p"),
    TF("Aktualisiert am 15.03.2024, 12:00 Uhr", "de",
       "2024-03-15T12:00:00", "m"),
    T("14.03.2024 08:00 MESZ", "de", "2024-03-14T08:00:00+02:00"),
    T("Stand: 14.03.2024", "de", "2024-03-14"),
    TF("14. Mai", "de", "2023-05-14", "y"),
    T("Author: Gàbor Muniér, Datum: 03.Mär.19", "de", "2019-03-03"),
    T("14.03.24 18:30 Uhr", "de", "2024-03-14T18:30:00"),
    NO("Die Protokolle der Stammtische bis Oktober 09 sind unter", "de"),
};


static const case_t  fr_cases[] = {
    T("le 14 mars 2024", "fr", "2024-03-14"),
    T("jeudi 14 mars 2024", "fr", "2024-03-14"),
    T("1er janvier 2024", "fr", "2024-01-01"),
    T("14 févr. 2024", "fr", "2024-02-14"),
    T("14 fevrier 2024", "fr", "2024-02-14"),
    T("15 août 2023", "fr", "2023-08-15"),
    T("15 aout 2023", "fr", "2023-08-15"),
    T("3 déc. 2023", "fr", "2023-12-03"),
    T("3 DÉCEMBRE 2023", "fr", "2023-12-03"),
    T("5 juil. 2023", "fr", "2023-07-05"),
    T("mar. 14 mars 2024", "fr", "2024-03-14"),
    T("le 14 mars 2024 à 21h30", "fr", "2024-03-14T21:30:00"),
    TF("Publié le 14 mars 2024 à 10h", "fr", "2024-03-14T10:00:00", "p"),
    TF("Mis à jour le 15 mars 2024 à 08h12", "fr", "2024-03-15T08:12:00",
       "m"),
    T("14/03/2024 à 18:00", "fr", "2024-03-14T18:00:00"),
    TF("Publié le 14/03/2024 à 09h05 CET", "fr-FR",
      "2024-03-14T09:05:00+01:00", "p"),
};


static const case_t  it_cases[] = {
    T("14 marzo 2024", "it", "2024-03-14"),
    T("giovedì 14 marzo 2024", "it", "2024-03-14"),
    T("1° gennaio 2024", "it", "2024-01-01"),
    T("14 mar 2024", "it", "2024-03-14"),
    T("2 giugno 2023", "it", "2023-06-02"),
    T("15 ago 2023", "it", "2023-08-15"),
    T("8 dic 2023", "it", "2023-12-08"),
    T("8 dicembre 2023", "it", "2023-12-08"),
    T("20 settembre 2023", "it", "2023-09-20"),
    T("14 marzo 2024 alle 10:30", "it", "2024-03-14T10:30:00"),
    TF("Pubblicato il 14/03/2024 ore 10:30", "it", "2024-03-14T10:30:00", "p"),
    TF("Aggiornato il 15 marzo 2024", "it", "2024-03-15", "m"),
};


static const case_t  nl_cases[] = {
    T("14 maart 2024", "nl", "2024-03-14"),
    T("donderdag 14 maart 2024", "nl", "2024-03-14"),
    T("14 mrt 2024", "nl", "2024-03-14"),
    T("1 januari 2024", "nl", "2024-01-01"),
    T("17 mei 2023", "nl", "2023-05-17"),
    T("3 okt. 2023", "nl", "2023-10-03"),
    T("14 maart 2024 om 10:30", "nl", "2024-03-14T10:30:00"),
    T("14-03-2024, 10:30", "nl-BE", "2024-03-14T10:30:00"),
    TF("Gepubliceerd op 14 maart 2024", "nl", "2024-03-14", "p"),
    TF("Bijgewerkt op 15 maart 2024 om 09:00", "nl",
       "2024-03-15T09:00:00", "m"),
};


static const case_t  pl_cases[] = {
    T("14 marca 2024", "pl", "2024-03-14"),
    T("14 marca 2024 r.", "pl", "2024-03-14"),
    T("1 stycznia 2024", "pl", "2024-01-01"),
    T("czwartek, 14 marca 2024", "pl", "2024-03-14"),
    T("3 maja 2023", "pl", "2023-05-03"),
    T("11 listopada 2023", "pl", "2023-11-11"),
    T("1 września 2023", "pl", "2023-09-01"),
    T("1 WRZEŚNIA 2023", "pl", "2023-09-01"),
    T("12 października 2023", "pl", "2023-10-12"),
    T("12 pazdziernika 2023", "pl", "2023-10-12"),
    T("24 grudnia 2023", "pl", "2023-12-24"),
    T("14 lut 2024", "pl", "2024-02-14"),
    T("14.03.2024, 10:30", "pl", "2024-03-14T10:30:00"),
    T("14 marca 2024 o godz. 10:30", "pl", "2024-03-14T10:30:00"),
    TF("Opublikowano: 14.03.2024", "pl", "2024-03-14", "p"),
    TF("Zaktualizowano: 15.03.2024", "pl", "2024-03-15", "m"),
};


/* beyond the eight required languages: the same patterns, cheap */
static const case_t  other_cases[] = {
    T("15 августа 2016, 13:43", "ru", "2016-08-15T13:43:00"),
    T("2 июня 2016", "ru", "2016-06-02"),
    T("14 марта 2024 г.", "ru", "2024-03-14"),
    T("1 мая 2023", "ru", "2023-05-01"),
    T("14 augusti 2023", "sv", "2023-08-14"),
    T("24. desember 2023", "nb", "2023-12-24"),
    T("14 marts 2024", "da", "2024-03-14"),
    T("14. maaliskuuta 2024", "fi", "2024-03-14"),
    T("6. joulukuuta 2023 klo 10.30", "fi", "2023-12-06T10:30:00"),
    T("14. března 2024", "cs", "2024-03-14"),
    T("1. července 2023", "cs", "2023-07-01"),
    T("30. června 2023", "cs", "2023-06-30"),
    T("14. júna 2024", "sk", "2024-06-14"),
    T("14 martie 2024", "ro", "2024-03-14"),
    T("3 octombrie 2023, 10:30", "ro", "2023-10-03T10:30:00"),
    T("14 Mart 2024 Perşembe", "tr", "2024-03-14"),
    T("1 MAYIS 2023", "tr", "2023-05-01"),
    T("14 Aralık 2023", "tr", "2023-12-14"),
    T("14 de març de 2024", "ca", "2024-03-14"),
    T("1 d'abril de 2024", "ca", "2024-04-01"),
    T("2024. március 14.", "hu", "2024-03-14"),
    T("2024. márc. 14. 10:30", "hu", "2024-03-14T10:30:00"),
    T("2025eko otsailaren 18a", "eu", "2025-02-18"),
    T("2024ko martxoaren 12an, 09:30", "eu", "2024-03-12T09:30:00"),
    T("2025eko urria 3", "eu", "2025-10-03"),
    T("14 ಅಕ್ಟೋಬರ್ 2025, 18:40 IST", "kn", "2025-10-14T18:40:00+05:30"),
    T("3 ఆగస్టు 2025", "te", "2025-08-03"),
    T("14 ഒക്ടോബർ 2025", "ml", "2025-10-14"),
    T("14 ઓક્ટોબર 2025", "gu", "2025-10-14"),
    T("14 மே 2025", "ta", "2025-05-14"),
    T("१४ ऑक्टोबर २०२५", "mr", "2025-10-14"),
    T("14 Maret 2024", "id", "2024-03-14"),
    T("17 Ogos 2023", "ms", "2023-08-17"),
    T("14. marta 2024", "sr", "2024-03-14"),
    T("14 Μαρτίου 2024", "el", "2024-03-14"),
    T("14 ΜΑΡΤΙΟΥ 2024", "el", "2024-03-14"),
    T("1 Μαΐου 2023", "el", "2023-05-01"),
    T("14 березня 2024 о 10:30", "uk", "2024-03-14T10:30:00"),
    T("1 листопада 2023", "uk", "2023-11-01"),
    T("14 במרץ 2024", "he", "2024-03-14"),
    T("14 مارس 2024", "ar", "2024-03-14"),
    T("14 كانون الثاني 2024", "ar", "2024-01-14"),
    T("الأحد، 04 آب/اغسطس 2013", "ar", "2013-08-04"),
    T("14 मार्च 2024", "hi", "2024-03-14"),
    T("ngày 14 tháng 03, 2024", "vi", "2024-03-14"),
    T("14 tháng 3 năm 2024", "vi", "2024-03-14"),
    T("2024년 3월 14일", "ko", "2024-03-14"),
    TF("Опубликовано 14.03.2024, обновлено 15.03.2024", "ru", "2024-03-14",
       "p"),
    TF("Обновлено 15.03.2024, опубликовано 14.03.2024", "ru", "2024-03-14",
       "p"),
    TF("Güncellenme: 15.03.2024", "tr", "2024-03-15", "m"),
    TF("Uppdaterad 15 mars 2024", "sv", "2024-03-15", "m"),
    TF("公開日：2024年3月14日 更新日：2024年3月15日", "ja", "2024-03-14",
       "p"),
    TF("입력 2024.03.14 10:30 수정 2024.03.15 11:00", "ko",
       "2024-03-14T10:30:00", "p"),
    /* Korean labels glued to the date, and their longer forms */
    TF("입력2024.03.14 10:30", "ko", "2024-03-14T10:30:00", "p"),
    TF("수정2024.03.15", "ko", "2024-03-15", "m"),
    TF("최종수정 2024.03.15", "ko", "2024-03-15", "m"),
    TF("기사입력2024-03-14 10:30 최종수정2024-03-15 11:00", "ko",
       "2024-03-14T10:30:00", "p"),
    TF("최종수정2024-03-15 11:00 기사입력2024-03-14 10:30", "ko",
       "2024-03-14T10:30:00", "p"),
    TF("등록 2024.03.14", "ko", "2024-03-14", "p"),
    TF("업데이트 2024.03.15", "ko", "2024-03-15", "m"),
    /* not a label: 수정안, an amendment */
    TF("수정안 2024.03.14", "ko", "2024-03-14", ""),
    /* Turkish month-first, with its year (Hürriyet) */
    T("Mart 14, 2024 10:30", "tr", "2024-03-14T10:30:00"),
    TF("Oluşturulma Tarihi: Haziran 05, 2023 14:32", "tr",
       "2023-06-05T14:32:00", "p"),
    TF("Oluşturulma Tarihi: Şubat 28, 2023 - 09:15 Güncellenme Tarihi: "
       "Mart 01, 2023 - 10:00", "tr", "2023-02-28T09:15:00", "p"),
    T("Ağustos 17 2023", "tr", "2023-08-17"),
    TF("3 часа назад", "ru", "2024-03-20T09:00:00+00:00", "r"),
    TF("2 дня назад", "ru", "2024-03-18", "r"),
    TF("вчера в 10:30", "ru", "2024-03-19T10:30:00", "r"),
    TF("3 saat önce", "tr", "2024-03-20T09:00:00+00:00", "r"),
    TF("bir gün önce", "tr", "2024-03-19", "r"),
    TF("för 3 timmar sedan", "sv", "2024-03-20T09:00:00+00:00", "r"),
    TF("for 2 dage siden", "da", "2024-03-18", "r"),
    TF("3 tuntia sitten", "fi", "2024-03-20T09:00:00+00:00", "r"),
    TF("před 2 dny", "cs", "2024-03-18", "r"),
    TF("acum 3 ore", "ro", "2024-03-20T09:00:00+00:00", "r"),
    TF("πριν από 2 ημέρες", "el", "2024-03-18", "r"),
    TF("3 jam yang lalu", "id", "2024-03-20T09:00:00+00:00", "r"),
    TF("2 ngày trước", "vi", "2024-03-18", "r"),
    TF("发布于3小时前", "zh", "2024-03-20T09:00:00+00:00", "rp"),
    TF("2日前", "ja", "2024-03-18", "r"),
    TF("3시간 전", "ko", "2024-03-20T09:00:00+00:00", "r"),
    TF("منذ 3 ساعات", "ar", "2024-03-20T09:00:00+00:00", "r"),
    TF("לפני 3 שעות", "he", "2024-03-20T09:00:00+00:00", "r"),
    TF("3 घंटे पहले", "hi", "2024-03-20T09:00:00+00:00", "r"),
    TF("昨天", "zh", "2024-03-19", "r"),
    /* "14日前" here is no "14 days ago"; "3月14日" is a day without its year */
    TF("3月14日前に申し込む", "ja", "2024-03-14", "y"),
    TF("[06月24日 11時30分]", "ja", "2023-06-24T11:30:00", "y"),
    T("2019年06月24日 11時30分", "ja", "2019-06-24T11:30:00"),
    TF("12월 31일", "ko", "2023-12-31", "y"),
    NO("3月14", "ja"),
    NO("some time ago", "en"),
    NO("a long time ago", "en"),
    NO("14 лист", "uk"),
    /* a review's findings, 2026-11-25 */
    NO("De raad heeft 12 leden.", "nl"),
    T("14. listopada 2023.", "hr", "2023-10-14"),
    T("14. listopada 2023.", "bs", "2023-10-14"),
    T("14 listopada 2023", "pl", "2023-11-14"),
    T("14. ožujka 2024.", "hr", "2024-03-14"),
    T("1. siječnja 2024.", "hr", "2024-01-01"),
    T("5. lipnja 2023.", "hr", "2023-06-05"),
    T("5. srpnja 2023.", "hr", "2023-07-05"),
    T("5. studenoga 2023.", "hr", "2023-11-05"),
    NO("المصري اليوم", "ar"),
    NO("بوابة المصري اليوم", "ar"),
    NO("اليوم السابع", "ar"),
    TF("2 год тому", "uk", "2024-03-20T10:00:00+00:00", "r"),
    TF("2 года назад", "ru", "2022-03-21", "r"),
    TF("5 хв тому", "uk", "2024-03-20T11:55:00+00:00", "r"),
    TF("5 мин назад", "ru", "2024-03-20T11:55:00+00:00", "r"),
    T("14 مارس 2024 10:30 م", "ar", "2024-03-14T22:30:00"),
    T("14 مارس 2024 09:15 ص", "ar", "2024-03-14T09:15:00"),
    T("14 مارس 2024 09:15 مساءً", "ar", "2024-03-14T21:15:00"),
    TF("30 saat yang lalu", "ms", "2024-03-20T11:59:30+00:00", "r"),
    TF("3 saat önce", "tr", "2024-03-20T09:00:00+00:00", "r"),
    NO("14 जूनियर खिलाड़ी", "hi"),
    T("14 Mac 2024", "ms", "2024-03-14"),
    NO("14 Mac apps", "en"),
    T("Senin, 18 Des 2023 10:05 WIB", "id", "2023-12-18T10:05:00+07:00"),
    T("14. des. 2023", "nb", "2023-12-14"),
    T("14. јануара 2024.", "sr", "2024-01-14"),
    T("3. октобра 2023.", "sr", "2023-10-03"),
    /* RTS's abbreviations, and its "published -> updated" times */
    T("среда, 05. феб 2025, 21:10 -> 22:34", "sr",
      "2025-02-05T21:10:00"),
    T("12. дец 2024.", "sr", "2024-12-12"),
    T("14 декември 2024 г.", "bg", "2024-12-14"),
    T("1 юни 2024 г.", "bg", "2024-06-01"),
    TF("před hodinou", "cs", "2024-03-20T11:00:00+00:00", "r"),
    TF("před týdnem", "cs", "2024-03-13", "r"),
    TF("לפני שעה", "he", "2024-03-20T11:00:00+00:00", "r"),
    TF("לפני יומיים", "he", "2024-03-18", "r"),
    TF("לפני שעתיים", "he", "2024-03-20T10:00:00+00:00", "r"),
    TF("منذ ساعة", "ar", "2024-03-20T11:00:00+00:00", "r"),
    TF("منذ يومين", "ar", "2024-03-18", "r"),
    TF("منذ 11 يوما", "ar", "2024-03-09", "r"),
    TF("قبل 3 ساعات", "ar", "2024-03-20T09:00:00+00:00", "r"),
    TF("πριν από μια ώρα", "el", "2024-03-20T11:00:00+00:00", "r"),
    TF("acum o oră", "ro", "2024-03-20T11:00:00+00:00", "r"),
    TF("acum 20 de minute", "ro", "2024-03-20T11:40:00+00:00", "r"),
    T("14.3.2024 kl. 10.30", "da", "2024-03-14T10:30:00"),
    T("Senin, 18 Maret 2024 pukul 10.30 WIB", "id",
      "2024-03-18T10:30:00+07:00"),
    T("2024.03.14. 10:30", "hu", "2024-03-14T10:30:00"),
    T("14.03.2024. 10:30", "sr", "2024-03-14T10:30:00"),
    TF("pred 2 dňami", "sk", "2024-03-18", "r"),
    TF("fa 3 hores", "ca", "2024-03-20T09:00:00+00:00", "r"),
    TF("ahir", "ca", "2024-03-19", "r"),
    TF("3 órája", "hu", "2024-03-20T09:00:00+00:00", "r"),
    TF("2 napja", "hu", "2024-03-18", "r"),
    TF("tegnap", "hu", "2024-03-19", "r"),
    TF("pre 2 dana", "sr", "2024-03-18", "r"),
    TF("пре 3 сата", "sr", "2024-03-20T09:00:00+00:00", "r"),
    TF("pred 2 dnevi", "sl", "2024-03-18", "r"),
    TF("včeraj", "sl", "2024-03-19", "r"),
    T("14 NİSAN 2024", "tr", "2024-04-14"),
    T("14 EKİM 2024", "tr", "2024-10-14"),
    T("14 Tháng 3, 2024", "vi", "2024-03-14"),
    TF("3个小时前", "zh", "2024-03-20T09:00:00+00:00", "r"),
    TF("3ヵ月前", "ja", "2023-12-21", "r"),
    NO("vor Jahren", "de"),
    NO("hace años", "es"),
    NO("לפני שנים", "he"),
    T("14 сент. 2024", "ru", "2024-09-14"),
    T("14 كانون ثاني 2024", "ar", "2024-01-14"),
    T("14 تشرين اول 2023", "ar", "2023-10-14"),
    T("14 كانون أول 2023", "ar", "2023-12-14"),
    TF("5 dk önce", "tr", "2024-03-20T11:55:00+00:00", "r"),
    TF("tunti sitten", "fi", "2024-03-20T11:00:00+00:00", "r"),
    TF("vuosi sitten", "fi", "2023-03-21", "r"),
    TF("2 ώρες πριν", "el", "2024-03-20T10:00:00+00:00", "r"),
    T("14 марта 2024 г., 10:30", "ru", "2024-03-14T10:30:00"),
    T("14 березня 2024 р. о 10:30", "uk", "2024-03-14T10:30:00"),
    T("2024年3月14日 15:15", "ja", "2024-03-14T15:15:00"),
    T("2024년 3월 14일 15:15", "ko", "2024-03-14T15:15:00"),
    /* Arabic-Indic, Persian and Devanagari digits */
    T("١٤ مارس ٢٠٢٤", "ar", "2024-03-14"),
    T("١٤/٠٣/٢٠٢٤ ١٠:٣٠", "ar", "2024-03-14T10:30:00"),
    TF("منذ ٣ ساعات", "ar", "2024-03-20T09:00:00+00:00", "r"),
    T("१४ मार्च २०२४", "hi", "2024-03-14"),
    T("۱۴ اسفند ۱۴۰۲", "fa", "2024-03-04"),
    /* Urdu month names, in Western and Persian digits */
    T("14 نومبر 2025", "ur", "2025-11-14"),
    T("3 مارچ 2024", "ur", "2024-03-03"),
    T("۱۴ جولائی ۲۰۲۴", "ur", "2024-07-14"),
    T("پیر 17 نومبر 2025", "ur", "2025-11-17"),
    /* Armenian months in the genitive and the nominative */
    T("14 մայիսի 2024, 17:32", "hy", "2024-05-14T17:32:00"),
    T("3 դեկտեմբերի 2023", "hy", "2023-12-03"),
    T("1 հունվար 2025", "hy", "2025-01-01"),
    /* Kazakh, and Uzbek in Latin letters */
    T("21 мамыр 2024, 11:15", "kk", "2024-05-21T11:15:00"),
    T("5 желтоқсан 2023", "kk", "2023-12-05"),
    T("3 iyun 2024, 09:40", "uz", "2024-06-03T09:40:00"),
    T("17 sentabr 2024", "uz", "2024-09-17"),
    /* Welsh (its weekday before), Irish and Frisian */
    T("Dydd Gwener 14 Mawrth 2025 10:31", "cy", "2025-03-14T10:31:00"),
    T("3 Rhagfyr 2024", "cy", "2024-12-03"),
    T("22 Meán Fómhair 2025", "ga", "2025-09-22"),
    T("9 Nollaig 2024", "ga", "2024-12-09"),
    T("14 jannewaris 2025", "fy", "2025-01-14"),
    /* Georgian: nominative, genitive, and August's own form */
    T("07 ნოემბერი 2025 | 13:05", "ka", "2025-11-07T13:05:00"),
    T("3 თებერვლის 2024", "ka", "2024-02-03"),
    T("15 აგვისტო 2023", "ka", "2023-08-15"),
    /* Somali, its weekday before */
    T("Arbaco, 22 Oktoobar 2025", "so", "2025-10-22"),
    /* Haitian Creole */
    T("Samdi, 15 mas 2025", "ht", "2025-03-15"),
    T("3 jiy\xc3\xa8 2024", "ht", "2024-07-03"),
    T("9 okt\xc3\xb2" "b 2024", "ht", "2024-10-09"),
    T("1 desanm 2023", "ht", "2023-12-01"),
    T("3 Maarso 2024", "so", "2024-03-03"),
    /* full-width, Bengali and Thai digits */
    T("２０２４年３月１４日", "ja", "2024-03-14"),
    T("２０２４/０３/１４ １０:３０", "ja", "2024-03-14T10:30:00"),
    T("১৪ মার্চ ২০২৪", "bn", "2024-03-14"),
    T("১৪ জানুয়ারি ২০২৪", "bn", "2024-01-14"),
    /* "য়" as one code point, U+09DF */
    T("১৪ ফেব্রুয়ারি ২০২৪", "bn", "2024-02-14"),
    T("๑๔/๐๓/๒๐๒๔", "th", "2024-03-14"),
    /* Thai months, and the Buddhist era 543 years ahead */
    T("14 มีนาคม 2567", "th", "2024-03-14"),
    T("14 มี.ค. 2567", "th", "2024-03-14"),
    T("14 มี.ค. 67 05:30 น.", "th", "2024-03-14T05:30:00"),
    T("วันพฤหัสบดีที่ 14 มีนาคม พ.ศ. 2567", "th", "2024-03-14"),
    T("3 ธ.ค. 2566", "th", "2023-12-03"),
    T("14 มี.ค. 2024", "th", "2024-03-14"),
    /* two digits after an abbreviation are a Thai year only */
    TF("3 Dec. 99 visitors", "en", "2023-12-03", "y"),
    /* an hour after the abbreviation is no year */
    TF("วันที่ 14 มี.ค. 18:05 น.", "th", "2024-03-14T18:05:00", "y"),
    /* Thai writes the hour with a dot before "น." (o'clock) */
    T("14 มี.ค. 67 18.05 น.", "th", "2024-03-14T18:05:00"),
    /* the Buddhist era is Thai dates' only */
    NO("14 March 2567", "en"),
    /* Bengali "মে" (May) at the end of a word: "in the village" */
    NO("গ্রামে ১২, ২০২৪", "bn"),
    /* two Thai digits before a count are the count: "45 people" */
    TF("14 มี.ค. 45 คน", "th", "2024-03-14", "y"),
    TF("3 มี.ค. 12% ", "th", "2024-03-03", "y"),
    TF("3 มี.ค. 12 ราย", "th", "2024-03-03", "y"),
    T("14 มี.ค. 67 เวลา 10:30 น.", "th", "2024-03-14T10:30:00"),
    T("14 มี.ค. 67 เวลา10:30 น.", "th", "2024-03-14T10:30:00"),
    T("۱ دی ۱۴۰۲ ساعت ۱۰:۳۰", "fa", "2023-12-22T10:30:00"),
    T("۱ دی ۱۴۰۲ - ساعت۱۰:۳۰", "fa", "2023-12-22T10:30:00"),
    /* words a count word only begins: news team, after, report, today */
    T("14 มี.ค. 67 ทีมข่าวการเมือง", "th", "2024-03-14"),
    T("14 มี.ค. 67 หลังจากนั้น", "th", "2024-03-14"),
    T("14 มี.ค. 67 รายงานว่า", "th", "2024-03-14"),
    T("14 มี.ค. 67 วันนี้", "th", "2024-03-14"),
    /*
     * The Solar Hijri calendar: Nowruz 1403 was 20 March 2024, 1402 and
     * 1404 21 March; 1399 and 1403 have a 30 Esfand, 1402 not
     */
    T("۱ فروردین ۱۴۰۳", "fa", "2024-03-20"),
    T("۲۹ اسفند ۱۴۰۲", "fa", "2024-03-19"),
    NO("۳۰ اسفند ۱۴۰۲", "fa"),
    T("۳۰ اسفند ۱۳۹۹", "fa", "2021-03-20"),
    T("۳۰ اسفند ۱۴۰۳", "fa", "2025-03-20"),
    T("۱ فروردین ۱۴۰۲", "fa", "2023-03-21"),
    T("۳۱ شهریور ۱۴۰۲", "fa", "2023-09-22"),
    T("۱ مهر ۱۴۰۲", "fa", "2023-09-23"),
    T("۱ دی ۱۴۰۲", "fa", "2023-12-22"),
    T("شنبه ۱ دی‌ماه ۱۴۰۲ - ۱۰:۳۰", "fa", "2023-12-22T10:30:00"),
    T("۱ دي ۱۴۰۲", NULL, "2023-12-22"),
    T("۱۵ خرداد سال ۱۳۷۴", "fa", "1995-06-05"),
    T("۱۴۰۲/۱۰/۰۱", "fa", "2023-12-22"),
    T("1402-10-01", "fa-IR", "2023-12-22"),
    T("1402/10/01", "prs", "2023-12-22"),
    /* the Hijri year of an Arabic page is not read as one */
    NO("1445/09/03", "ar"),
    NO("1402-10-01", NULL),
    NO("۳۲ فروردین ۱۴۰۳", "fa"),
    NO("۳۱ مهر ۱۴۰۲", "fa"),
    NO("۱۲ مهر", "fa"),
    /* Japanese eras: Reiwa from 1 May 2019 (元年, its first year), Heisei */
    T("令和6年3月14日", "ja", "2024-03-14"),
    T("令和元年5月1日", "ja", "2019-05-01"),
    T("平成31年4月30日", "ja", "2019-04-30"),
    T("令和 6 年 3 月 14 日 10:30", "ja", "2024-03-14T10:30:00"),
    T("令和６年３月１４日", "ja", "2024-03-14"),
    T("平成2年1月8日", "ja", "1990-01-08"),
    /* an ideographic or no-break space before the era's year */
    T("令和　6年3月14日", "ja", "2024-03-14"),
    T("令和\xc2\xa0" "6年3月14日", "ja", "2024-03-14"),
};


static const case_t  relative_cases[] = {
    TF("3 hours ago", "en", "2024-03-20T09:00:00+00:00", "r"),
    TF("an hour ago", "en", "2024-03-20T11:00:00+00:00", "r"),
    TF("15 minutes ago", "en", "2024-03-20T11:45:00+00:00", "r"),
    TF("5m ago", "en", "2024-03-20T11:55:00+00:00", "r"),
    TF("2 days ago", "en", "2024-03-18", "r"),
    TF("a week ago", "en", "2024-03-13", "r"),
    TF("1 month ago", "en", "2024-02-19", "r"),
    TF("yesterday", "en", "2024-03-19", "r"),
    TF("Yesterday at 9:30 pm", "en", "2024-03-19T21:30:00", "r"),
    TF("today", "en", "2024-03-20", "r"),
    TF("Today, 08:15", "en", "2024-03-20T08:15:00", "r"),
    TF("há 2 dias", "pt-BR", "2024-03-18", "r"),
    TF("há 3 horas", "pt-BR", "2024-03-20T09:00:00+00:00", "r"),
    TF("há uma hora", "pt-BR", "2024-03-20T11:00:00+00:00", "r"),
    TF("2 dias atrás", "pt-BR", "2024-03-18", "r"),
    TF("ontem", "pt", "2024-03-19", "r"),
    TF("ontem às 14h30", "pt-BR", "2024-03-19T14:30:00", "r"),
    TF("hoje", "pt", "2024-03-20", "r"),
    TF("anteontem", "pt", "2024-03-18", "r"),
    TF("hace 5 minutos", "es", "2024-03-20T11:55:00+00:00", "r"),
    TF("hace 2 días", "es", "2024-03-18", "r"),
    TF("hace un mes", "es", "2024-02-19", "r"),
    TF("ayer", "es", "2024-03-19", "r"),
    TF("anteayer", "es", "2024-03-18", "r"),
    TF("vor 2 Tagen", "de", "2024-03-18", "r"),
    TF("vor einer Stunde", "de", "2024-03-20T11:00:00+00:00", "r"),
    TF("vor 3 Wochen", "de", "2024-02-28", "r"),
    TF("gestern", "de", "2024-03-19", "r"),
    TF("gestern, 14:30 Uhr", "de", "2024-03-19T14:30:00", "r"),
    TF("vorgestern", "de", "2024-03-18", "r"),
    TF("heute", "de", "2024-03-20", "r"),
    TF("il y a 3 jours", "fr", "2024-03-17", "r"),
    TF("Il y a 2 heures", "fr", "2024-03-20T10:00:00+00:00", "r"),
    TF("hier", "fr", "2024-03-19", "r"),
    TF("hier à 21h30", NULL, "2024-03-19T21:30:00", "r"),
    TF("avant-hier", "fr", "2024-03-18", "r"),
    TF("aujourd'hui", "fr", "2024-03-20", "r"),
    TF("2 giorni fa", "it", "2024-03-18", "r"),
    TF("un'ora fa", "it", "2024-03-20T11:00:00+00:00", "r"),
    TF("ieri", "it", "2024-03-19", "r"),
    TF("ieri alle 10:30", "it", "2024-03-19T10:30:00", "r"),
    TF("oggi", "it", "2024-03-20", "r"),
    TF("3 dagen geleden", "nl", "2024-03-17", "r"),
    TF("1 uur geleden", "nl", "2024-03-20T11:00:00+00:00", "r"),
    TF("gisteren", "nl", "2024-03-19", "r"),
    TF("gisteren om 10:30", "nl", "2024-03-19T10:30:00", "r"),
    TF("vandaag", "nl", "2024-03-20", "r"),
    TF("2 dni temu", "pl", "2024-03-18", "r"),
    TF("5 godzin temu", "pl", "2024-03-20T07:00:00+00:00", "r"),
    TF("godzinę temu", "pl", "2024-03-20T11:00:00+00:00", "r"),
    TF("wczoraj", "pl", "2024-03-19", "r"),
    TF("wczoraj o 10:30", "pl", "2024-03-19T10:30:00", "r"),
    TF("dzisiaj", "pl", "2024-03-20", "r"),
    TF("Updated 2 hours ago", "en", "2024-03-20T10:00:00+00:00", "mr"),
    TN("3 hours ago", "en", NOW - 11 * 3600, "2024-03-19T22:00:00+00:00",
       "r"),
    TN("yesterday", "en", 1704067200LL, "2023-12-31", "r"),
    TN("2 days ago", "en", 1709251200LL, "2024-02-28", "r"),
    NO("Sorry, heute Morgen war alles wieder auf ANFANG! Wir arbeiten "
       "daran und melden uns bald.", "de"),
    NO("Der Verein wurde vor 20 Jahren gegründet und hat heute mehr als "
       "300 Mitglieder in der Region.", "de"),
    NO("It was a long day yesterday and nobody in the office wanted to "
       "talk about the numbers at all.", "en"),
    TF("Die Lage hat sich seit dem Morgen kaum verändert, sagte der "
       "Sprecher. Aktualisiert vor 2 Stunden", "de",
       "2024-03-20T10:00:00+00:00", "mr"),
    TF("Le conseil municipal s'est réuni pour voter le budget annuel de "
       "la ville, hier à 18h30", "fr", "2024-03-19T18:30:00", "r"),
    TF("Wczoraj, 10 maja (11:03)", "pl", "2023-05-10", "y"),
    NO("Hier finden Sie alles", "de"),
    NO("Hier", "nl"),
    NO("Hier ist alles", NULL),
    NO("1000 years ago", "en"),
};


static const case_t  label_cases[] = {
    TF("Updated 5 March 2024, published 1 March 2024", "en", "2024-03-01", "p"),
    TF("Published 1 March 2024. Updated 5 March 2024", "en", "2024-03-01", "p"),
    TF("Updated 5 March 2024", "en", "2024-03-05", "m"),
    TF("Last updated: March 5, 2024", "en", "2024-03-05", "m"),
    TF("Atualizado em 15/03/2024", "pt-BR", "2024-03-15", "m"),
    TF("Publicado em 14/03/2024 | Atualizado em 15/03/2024", "pt-BR",
      "2024-03-14", "p"),
    TF("Atualizado em 15/03/2024, publicado em 14/03/2024", "pt-BR",
      "2024-03-14", "p"),
    TF("Actualizado: 15/03/2024", "es", "2024-03-15", "m"),
    TF("Actualizado 15/03/2024 · Publicado 14/03/2024", "es", "2024-03-14", "p"),
    TF("Aktualisiert am 15.03.2024, veröffentlicht am 14.03.2024", "de",
      "2024-03-14", "p"),
    TF("aktualisiert: 15.03.2024", "de", "2024-03-15", "m"),
    TF("Mis à jour le 15 mars 2024, publié le 14 mars 2024", "fr",
      "2024-03-14", "p"),
    TF("Mis à jour le 15/03/2024", "fr", "2024-03-15", "m"),
    TF("Aggiornato il 15/03/2024 - Pubblicato il 14/03/2024", "it",
      "2024-03-14", "p"),
    TF("aggiornato il 15/03/2024", "it", "2024-03-15", "m"),
    TF("Bijgewerkt 15-03-2024, gepubliceerd 14-03-2024", "nl", "2024-03-14", "p"),
    TF("Bijgewerkt: 15 maart 2024", "nl", "2024-03-15", "m"),
    TF("Zaktualizowano 15.03.2024, opublikowano 14.03.2024", "pl",
      "2024-03-14", "p"),
    TF("zaktualizowano 15.03.2024", "pl", "2024-03-15", "m"),
    TF("Letzte Änderung: 31.10.2023 Erschienen am: 01.11.2023", "de",
       "2023-11-01", "p"),
    T("14 March 2024 (updated 15 March 2024)", "en-GB", "2024-03-14"),
    TF("Updated yesterday, published 1 March 2024", "en", "2024-03-01", "p"),
    TF("By Ana Souza, published 12 March 2024 - Updated: 2 hours ago",
      "en", "2024-03-12", "p"),
};


static const case_t  tricky_cases[] = {
    NO("1 comment", "en"),
    NO("12 comments", "en"),
    NO("Page 2 of 10", "en"),
    NO("Página 2 de 10", "pt"),
    NO("Seite 3 von 12", "de"),
    NO("Call 555-123-4567 now", "en"),
    NO("+1-202-555-0147", "en"),
    NO("06 12 34 56 78", "fr"),
    NO("06-12-34-56-78", "fr"),
    NO("(11) 98765-4321", "pt-BR"),
    NO("+49 30 12345678", "de"),
    NO("€ 12.50", "de"),
    NO("$1,299.99", "en"),
    NO("12.500.000 euros", "es"),
    NO("1.250.000", "de"),
    NO("Version 2.4.10", "en"),
    NO("nginx 1.22.1", "en"),
    NO("v1.2.2024", "en"),
    NO("192.168.1.10", NULL),
    NO("10.0.0.1", NULL),
    NO("Python 3.12", "en"),
    NO("2024", NULL),
    NO("In 2024 the company grew by 12%", "en"),
    NO("Score: 3-1", "en"),
    NO("10:30", NULL),
    NO("at 10:14 March heard", "en"),
    NO("ISBN 978-3-16-148410-0", NULL),
    NO("", NULL),
    NO("   ", NULL),
    NO("no date here at all", "en"),
    NO("Ekim 5 toplantısı", "tr"),
    NO("Mart 3", NULL),
    NO("Mar 2024 report", "en"),
    NO("3 ago", "it"),
    NO("5 set of tools", "en"),
    NO("Top 10 of 2023", "en"),
    NO("1/2 cup of sugar", "en"),
    NO("12345678", NULL),
    NO("id=20240314abc", NULL),
    T("Lisbon, 14 March 2024 (Reuters) - Portugal's president said on",
      "en", "2024-03-14"),
    TF("Posted in News on 2024-03-14 by admin. 12 comments", "en",
      "2024-03-14", "p"),
    T("Tags: politics | 3 min read | 14/03/2024", "pt", "2024-03-14"),
    T("14/03/2024-15/03/2024", "pt", "2024-03-14"),
    T("Report 2.4.10 released on 14.03.2024", "de", "2024-03-14"),
    T("30/02/2024 14/03/2024", "fr", "2024-03-14"),
    TF("Mar. 14 — 1 comment", "en", "2024-03-14", "y"),
    T("(Reuters) 14 MARCH 2024 10:30 AM", "en", "2024-03-14T10:30:00"),
    T("Thu 14 Mar 2024 10.30 GMT", "en-GB", "2024-03-14T10:30:00+00:00"),
    T("14 March 2024 12:30 - 15:30", "en-GB", "2024-03-14T12:30:00"),
    /* a range after the date is no offset; ISO's and RFC 2822's are */
    T("14.03.2024, 10:00-12:00 Uhr", "de", "2024-03-14T10:00:00"),
    T("March 14, 2024, 9:00-11:00", "en", "2024-03-14T09:00:00"),
    T("2024-03-14 10:30-05:00", NULL, "2024-03-14T10:30:00-05:00"),
    T("2024-03-14T10:30-05:00", NULL, "2024-03-14T10:30:00-05:00"),
    T("14.03.2024 10:30:00-05:00", "de", "2024-03-14T10:30:00-05:00"),
    T("14.03.2024 10:30 -0500", "de", "2024-03-14T10:30:00-05:00"),
    /*
     * after a space-separated ISO date a later time of the day is a
     * range's end; an earlier one, a "+", a "T" or seconds, an offset
     */
    T("2024-03-14 10:00-12:00", NULL, "2024-03-14T10:00:00"),
    T("Workshop 2024-03-14 08:30-09:00, Raum 4", "de",
      "2024-03-14T08:30:00"),
    T("2024-03-14 01:00-05:00", NULL, "2024-03-14T01:00:00"),
    T("2024-03-14 23:30-05:00", NULL, "2024-03-14T23:30:00-05:00"),
    T("2024-03-14 01:00+05:30", NULL, "2024-03-14T01:00:00+05:30"),
    T("2024-03-14T01:00-05:00", NULL, "2024-03-14T01:00:00-05:00"),
    T("2024-03-14 01:00:00-05:00", NULL, "2024-03-14T01:00:00-05:00"),
    T("2024-03-14 10:00 -0500", NULL, "2024-03-14T10:00:00-05:00"),
    /* the time before the date */
    TF("Updated 10:30 AM EST, Thu March 14, 2024", "en",
       "2024-03-14T10:30:00-05:00", "m"),
    T("10:30 AM ET on Thursday, March 14, 2024", "en",
      "2024-03-14T10:30:00-04:00"),
    T("3:53 p.m. EST January 25, 2014", "en", "2014-01-25T15:53:00-05:00"),
    T("9:39AM BST 05 Oct 2011", "en-GB", "2011-10-05T09:39:00+01:00"),
    T("10.30 a.m. (GMT+2) 14/03/2024", "en", "2024-03-14T10:30:00+02:00"),
    T("14:05 Uhr, 14.03.2024", "de", "2024-03-14T14:05:00"),
    T("14:05, Do., 14.03.2024", "de", "2024-03-14T14:05:00"),
    T("08:44, 3 NOV 2023", "en-GB", "2023-11-03T08:44:00"),
    T("10h30 - 14/03/2024", "pt-BR", "2024-03-14T10:30:00"),
    T("12:10:30 14.03.2024", "de", "2024-03-14T12:10:30"),
    /* no minutes, a keyword or another date between, too far */
    T("Nr. 11 am 14. März 2024", "de", "2024-03-14"),
    TF("Updated 09:15, published March 14, 2024", "en", "2024-03-14", "p"),
    T("March 13, 2024 10:30 AM March 14, 2024", "en",
      "2024-03-13T10:30:00"),
    T("heute 10:30 | 14.03.2024", "de", "2024-03-14"),
    T("10:30 read the whole story on page twelve March 14, 2024", "en",
      "2024-03-14"),
    T("25:30 14.03.2024", "de", "2024-03-14"),
    T("13:30 PM March 14, 2024", "en", "2024-03-14"),
    T("Score 2.30 March 14, 2024", "en", "2024-03-14"),
    /* a range's ends and a duration are no time of the date */
    T("10:00-12:00 Uhr, 14.03.2024", "de", "2024-03-14"),
    T("10:30 - 11:30, March 14, 2024", "en", "2024-03-14"),
    T("Video 01:32 Min. 14.03.2024", "de", "2024-03-14"),
    /*
     * a bare time right after a word is that word's number, a chapter
     * and verse; a byline's name or a weekday can't be told from it
     */
    T("John 3:16, March 14, 2024", "en", "2024-03-14"),
    T("Rom. 12:12, March 14, 2024", "en", "2024-03-14"),
    T("Mark 10:30, 14 March 2024", "en-GB", "2024-03-14"),
    T("By Jane Doe 10:30, 14 March 2024", "en-GB", "2024-03-14"),
    T("Thursday 10:30, March 14, 2024", "en", "2024-03-14"),
    /* alone, introduced, or saying it is a time of day */
    T("10:30, 14 March 2024", "en-GB", "2024-03-14T10:30:00"),
    T("(Reuters) 10:30, March 14, 2024", "en", "2024-03-14T10:30:00"),
    T("| 14:05 | 14.03.2024", "de", "2024-03-14T14:05:00"),
    TF("Updated 10:30, March 14, 2024", "en", "2024-03-14T10:30:00", "m"),
    TF("Posted at 10:30, March 14, 2024", "en", "2024-03-14T10:30:00", "p"),
    T("Doors 7:30 p.m., March 14, 2024", "en", "2024-03-14T19:30:00"),
    T("Stand 14:05 Uhr, 14.03.2024", "de", "2024-03-14T14:05:00"),
    T("Mis en ligne 14h05, 14/03/2024", "fr", "2024-03-14T14:05:00"),
    T("Reuters 10:30 GMT, March 14, 2024", "en",
      "2024-03-14T10:30:00+00:00"),
};


static int
run_table(const case_t *cases, size_t n)
{
    int           rc, failures;
    size_t        i, len;
    char          out[64], flags[5];
    nseg_date_t   d;

    failures = 0;

    for (i = 0; i < n; i++) {
        rc = nseg_date_parse(cases[i].text, strlen(cases[i].text),
                             cases[i].lang, cases[i].now, &d);

        if (rc == NSEG_OK) {
            len = nseg_date_format(&d, out, sizeof(out));
            if (len == 0 || len != strlen(out)) {
                strcpy(out, "format-error");
            }

            len = 0;
            if (d.modified) {
                flags[len++] = 'm';
            }

            if (d.relative) {
                flags[len++] = 'r';
            }

            if (d.published) {
                flags[len++] = 'p';
            }

            if (d.no_year) {
                flags[len++] = 'y';
            }

            flags[len] = '\0';

        } else {
            /* no cmocka asserts here: this also runs in threads */
            strcpy(out, rc == NSEG_DECLINED ? "decline" : "error");
            flags[0] = '\0';
        }

        if (strcmp(out, cases[i].expect) != 0
            || (rc == NSEG_OK && strcmp(flags, cases[i].flags) != 0))
        {
            print_error("  \"%s\" [%s]: got %s \"%s\", want %s \"%s\"\n",
                        cases[i].text, cases[i].lang ? cases[i].lang : "-",
                        out, flags, cases[i].expect, cases[i].flags);
            failures++;
        }
    }

    return failures;
}


#define TABLE_TEST(name, table)                                              \
    static void                                                              \
    name(void **state)                                                       \
    {                                                                        \
        (void) state;                                                        \
        assert_int_equal(run_table(table,                                    \
                                   sizeof(table) / sizeof(table[0])), 0);    \
    }

TABLE_TEST(test_numeric, numeric_cases)
TABLE_TEST(test_en, en_cases)
TABLE_TEST(test_pt, pt_cases)
TABLE_TEST(test_es, es_cases)
TABLE_TEST(test_de, de_cases)
TABLE_TEST(test_fr, fr_cases)
TABLE_TEST(test_it, it_cases)
TABLE_TEST(test_nl, nl_cases)
TABLE_TEST(test_pl, pl_cases)
TABLE_TEST(test_other, other_cases)
TABLE_TEST(test_relative, relative_cases)
TABLE_TEST(test_labels, label_cases)
TABLE_TEST(test_tricky, tricky_cases)


static void
test_fields(void **state)
{
    const char   *s;
    nseg_date_t   d;

    (void) state;

    s = "2024-03-14T23:30:00-05:00";
    assert_int_equal(nseg_date_parse(s, strlen(s), NULL, NOW, &d), NSEG_OK);
    assert_int_equal(d.year, 2024);
    assert_int_equal(d.month, 3);
    assert_int_equal(d.day, 14);
    assert_int_equal(d.hour, 23);
    assert_int_equal(d.minute, 30);
    assert_int_equal(d.tz_minutes, -300);
    assert_true(d.has_time && d.has_tz);
    assert_false(d.relative || d.modified);

    s = "14 mars 2023";
    assert_int_equal(nseg_date_parse(s, strlen(s), "fr", NOW, &d), NSEG_OK);
    assert_int_equal(d.year, 2023);
    assert_false(d.has_time || d.has_tz);

    /* len bounds the text: without the year, the last 14 March */
    assert_int_equal(nseg_date_parse(s, 10, "fr", NOW, &d), NSEG_OK);
    assert_int_equal(d.year, 2024);
    assert_int_equal(nseg_date_parse(s, 2, "fr", NOW, &d), NSEG_DECLINED);

    assert_int_equal(nseg_date_parse(NULL, 0, NULL, NOW, &d), NSEG_DECLINED);
}


/* the date an "updated" keyword labels, for date_modified */
static void
test_updated(void **state)
{
    size_t        k;
    char          buf[32];
    nseg_date_t   d;

    static const char *const  cases[][3] = {
        { "Published March 5, 2024 / Updated March 6, 2024", "en",
          "2024-03-06" },
        { "Updated: March 6, 2024 | Published: March 5, 2024", "en",
          "2024-03-06" },
        { "Ver\xc3\xb6""ffentlicht am 05.03.2024, aktualisiert am "
          "06.03.2024, 10:15 Uhr", "de", "2024-03-06T10:15:00" },
        { "First Posted: 08-13-10 05:18 PM | Updated: 08-14-10 12:41 AM",
          "en", "2010-08-14T00:41:00" },
        /* no keyword, a relative time, a keyword of no date */
        { "March 5, 2024", "en", NULL },
        { "Published March 5, 2024. Updated 2 hours ago", "en", NULL },
        { "Updated regularly. Published March 5, 2024", "en", NULL },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        if (cases[k][2] == NULL) {
            assert_int_equal(nseg_date_parse_updated(cases[k][0],
                                                     strlen(cases[k][0]),
                                                     cases[k][1], NOW, &d),
                             NSEG_DECLINED);
            continue;
        }

        assert_int_equal(nseg_date_parse_updated(cases[k][0],
                                                 strlen(cases[k][0]),
                                                 cases[k][1], NOW, &d),
                         NSEG_OK);
        nseg_date_format(&d, buf, sizeof(buf));
        assert_string_equal(buf, cases[k][2]);
    }
}


static void
test_format(void **state)
{
    char          buf[32];
    nseg_date_t   d;

    (void) state;

    memset(&d, 0, sizeof(d));
    d.year = 2024;
    d.month = 3;
    d.day = 14;

    assert_int_equal(nseg_date_format(&d, buf, sizeof(buf)), 10);
    assert_string_equal(buf, "2024-03-14");

    d.has_time = 1;
    d.hour = 9;
    d.minute = 30;
    assert_int_equal(nseg_date_format(&d, buf, sizeof(buf)), 19);
    assert_string_equal(buf, "2024-03-14T09:30:00");

    d.has_tz = 1;
    d.tz_minutes = 60;
    assert_int_equal(nseg_date_format(&d, buf, sizeof(buf)), 25);
    assert_string_equal(buf, "2024-03-14T09:30:00+01:00");

    d.tz_minutes = -210;
    nseg_date_format(&d, buf, sizeof(buf));
    assert_string_equal(buf, "2024-03-14T09:30:00-03:30");

    /* too small: nothing, and an empty string */
    assert_int_equal(nseg_date_format(&d, buf, 25), 0);
    assert_string_equal(buf, "");
}


/* a long text node: the first date in it, found past other numbers */

static void
test_long_text(void **state)
{
    char          text[1200];
    char          out[64];
    nseg_date_t   d;

    (void) state;

    memset(text, 0, sizeof(text));
    strcpy(text, "The committee met 3 times and approved 12 of the 20 "
           "proposals, costing € 12.50 per head; call 555-123-4567. ");

    while (strlen(text) < 900) {
        strcat(text, "Lorem ipsum dolor sit amet, 42 consectetur. ");
    }

    strcat(text, "Published on 14 March 2024, updated 2024-03-18.");

    assert_int_equal(nseg_date_parse(text, strlen(text), "en", NOW, &d),
                     NSEG_OK);
    nseg_date_format(&d, out, sizeof(out));
    assert_string_equal(out, "2024-03-14");
    assert_false(d.modified);

    /* beyond the searched window: declined, not scanned forever */
    memset(text, 'x', sizeof(text) - 1);
    text[sizeof(text) - 1] = '\0';
    memcpy(text + 1100, " 14/03/2024 ", 12);
    assert_int_equal(nseg_date_parse(text, strlen(text), "en", NOW, &d),
                     NSEG_OK);

    {
        static char  big[8192];

        memset(big, 'x', sizeof(big) - 1);
        memcpy(big + 6000, " 14/03/2024 ", 12);
        assert_int_equal(nseg_date_parse(big, sizeof(big) - 1, "en", NOW,
                                         &d),
                         NSEG_DECLINED);
    }
}


static void
test_invalid_utf8(void **state)
{
    char          out[64];
    nseg_date_t   d;
    const char   *s;

    (void) state;

    s = "\xff\xfe 14 de mar\xe7o de 2024 \xc3 14/03/2024 \xe2\x82";
    assert_int_equal(nseg_date_parse(s, strlen(s), "pt", NOW, &d), NSEG_OK);
    nseg_date_format(&d, out, sizeof(out));
    assert_string_equal(out, "2024-03-14");

    s = "\xc3\xa9\xc3 12\xe2\x82";
    assert_int_equal(nseg_date_parse(s, strlen(s), "pt", NOW, &d),
                     NSEG_DECLINED);

    /* an embedded NUL is just a byte */
    assert_int_equal(nseg_date_parse("14\0/03/2024", 11, "fr", NOW, &d),
                     NSEG_DECLINED);

    /* the text ends at len: a two-digit year there is not read on */
    s = "14 Mar '2499";
    assert_int_equal(nseg_date_parse(s, 10, "en", NOW, &d), NSEG_OK);
    nseg_date_format(&d, out, sizeof(out));
    assert_string_equal(out, "2024-03-14");

    s = "4 mei.0399";
    assert_int_equal(nseg_date_parse(s, 8, "nl", NOW, &d), NSEG_OK);
    nseg_date_format(&d, out, sizeof(out));
    assert_string_equal(out, "2003-05-04");
}


/*
 * A member's sign-up label opens the line (a forum profile's date), as a
 * whole word: "Registered nurse", "Joined the club" are no label.
 */

static void
test_joined_label(void **state)
{
    size_t  k;

    static const struct {
        const char  *text;
        int          joined;
    } cases[] = {
        { "Registriert: Sa 14. M\xc3\xa4r 2015, 10:02", 1 },
        { "Registriert seit: 14.03.2015", 1 },
        { "  registered: 2015-03-14", 1 },
        { "Joined: Mar 14, 2015", 1 },
        { "Join Date: Mar 2015", 1 },
        { "Mitglied seit 14.03.2015", 1 },
        { "Member since 2015", 1 },
        { "Joined", 1 },
        { "Registriert:", 1 },
        { "Registered nurse since 2015", 0 },
        { "Joined the club in 2015", 0 },
        { "Ver\xc3\xb6" "ffentlicht: 14. M\xc3\xa4rz 2025", 0 },
        { "Di 22. Jul 2025, 18:48", 0 },
        { "", 0 },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        if (nseg_date_joined_label(cases[k].text, strlen(cases[k].text))
            != cases[k].joined)
        {
            fail_msg("\"%s\": expected %d", cases[k].text, cases[k].joined);
        }
    }
}


/* many numeric dates after the first one do not crowd it out */

static void
test_crowded(void **state)
{
    int           i;
    char          text[1024], out[64];
    nseg_date_t   d;

    (void) state;

    strcpy(text, "Published 14 March 2024. Dates:");

    for (i = 0; i < 50; i++) {
        sprintf(text + strlen(text), " %02d.04.2024", i % 28 + 1);
    }

    assert_true(strlen(text) < sizeof(text));
    assert_int_equal(nseg_date_parse(text, strlen(text), "de", NOW, &d),
                     NSEG_OK);
    nseg_date_format(&d, out, sizeof(out));
    assert_string_equal(out, "2024-03-14");
}


/* now 0 means the current time */

static void
test_now_zero(void **state)
{
    int64_t       t;
    nseg_date_t   d, e;

    (void) state;

    t = (int64_t) time(NULL);
    assert_int_equal(nseg_date_parse("yesterday", 9, "en", 0, &d), NSEG_OK);
    assert_int_equal(nseg_date_parse("yesterday", 9, "en", t, &e), NSEG_OK);

    /* unless the day turned between the two calls */
    if (t / DAY == (int64_t) time(NULL) / DAY) {
        assert_int_equal(d.year, e.year);
        assert_int_equal(d.month, e.month);
        assert_int_equal(d.day, e.day);
    }

    assert_true(d.relative);
}


/*
 * Random mixtures of date-like pieces, separators and broken UTF-8:
 * every answer is a real calendar date in range, or a decline.
 */

static void
test_random(void **state)
{
    int           i, j, k, n, rc, ok, mdays;
    char          text[256];
    size_t        len, plen;
    nseg_date_t   d;

    static const char  *pieces[] = {
        "14", "03", "2024", "1", "31", "29", "02", "99", "20240314", "/",
        ".", "-", " ", ", ", ":", "T", "Z", "+01:00", "de", "of", "mars",
        "März", "marca", "Sept.", "ago", "hours", "ago", "vor", "Tagen",
        "hace", "há", "dias", "yesterday", "hier", "à", "21h30", "pm",
        "Updated", "published", "\xc3", "\xff", "\xe2\x82", "年", "月",
        "日", "'", "’", "º", "1er", "UTC", "EST", "gestern", "um", "Uhr",
        "12:30", "9.30", "am", "\x80"
    };

    (void) state;

    srand(12345);
    ok = 0;

    for (i = 0; i < 20000; i++) {
        n = 1 + rand() % 12;
        len = 0;

        for (j = 0; j < n; j++) {
            k = rand() % (int) (sizeof(pieces) / sizeof(pieces[0]));
            plen = strlen(pieces[k]);

            if (len + plen >= sizeof(text)) {
                break;
            }

            memcpy(text + len, pieces[k], plen);
            len += plen;
        }

        rc = nseg_date_parse(text, len, (i & 1) ? "en-US" : NULL, NOW, &d);

        if (rc == NSEG_DECLINED) {
            continue;
        }

        assert_int_equal(rc, NSEG_OK);
        ok++;

        assert_in_range(d.year, 1990, 2100);
        assert_in_range(d.month, 1, 12);
        mdays = (d.month == 2) ? 29 : (d.month == 4 || d.month == 6
                                       || d.month == 9 || d.month == 11)
                                      ? 30 : 31;
        assert_in_range(d.day, 1, mdays);

        if (d.has_time) {
            assert_in_range(d.hour, 0, 23);
            assert_in_range(d.minute, 0, 59);
            assert_in_range(d.second, 0, 60);
        }

        if (d.has_tz) {
            assert_in_range(d.tz_minutes + 14 * 60, 0, 28 * 60);
        }
    }

    /* the generator does produce dates, so the checks above ran */
    assert_true(ok > 1000);
}


/* nseg_date_parse from several threads at once gives the same answers */

static void *
thread_run(void *arg)
{
    int  i, *failures;

    failures = arg;

    for (i = 0; i < 20; i++) {
        *failures += run_table(label_cases,
                               sizeof(label_cases) / sizeof(label_cases[0]));
        *failures += run_table(relative_cases,
                               sizeof(relative_cases)
                               / sizeof(relative_cases[0]));
    }

    return NULL;
}


static void
test_threads(void **state)
{
    int        i, failures[4];
    pthread_t  t[4];

    (void) state;

    for (i = 0; i < 4; i++) {
        failures[i] = 0;
        assert_int_equal(pthread_create(&t[i], NULL, thread_run,
                                        &failures[i]), 0);
    }

    for (i = 0; i < 4; i++) {
        pthread_join(t[i], NULL);
        assert_int_equal(failures[i], 0);
    }
}


/* the same moment in another zone: a day forth or back, a leap day */
static void
test_to_zone(void **state)
{
    size_t  k;
    char    out[64];

    static const struct {
        const char  *in;
        int          tz;
        const char  *out;
    } cases[] = {
        { "2023-12-31T23:30:00Z", 120, "2024-01-01T01:30:00+02:00" },
        { "2024-03-01T00:10:00+01:00", -300, "2024-02-29T18:10:00-05:00" },
        { "2023-08-04T21:10:00Z", 600, "2023-08-05T07:10:00+10:00" },
        { "2023-08-05T05:31:00+10:00", 0, "2023-08-04T19:31:00+00:00" },
        { "2025-06-30T12:00:00+05:30", 345, "2025-06-30T12:15:00+05:45" },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        nseg_date_t  d;

        assert_int_equal(nseg_date_parse(cases[k].in, strlen(cases[k].in),
                                         "en", 0, &d), NSEG_OK);
        nseg_date_to_zone(&d, cases[k].tz);
        nseg_date_format(&d, out, sizeof(out));
        assert_string_equal(out, cases[k].out);
    }
}


static void
test_count(void **state)
{
    size_t  n;

    (void) state;

    n = sizeof(numeric_cases) / sizeof(case_t)
        + sizeof(en_cases) / sizeof(case_t)
        + sizeof(pt_cases) / sizeof(case_t)
        + sizeof(es_cases) / sizeof(case_t)
        + sizeof(de_cases) / sizeof(case_t)
        + sizeof(fr_cases) / sizeof(case_t)
        + sizeof(it_cases) / sizeof(case_t)
        + sizeof(nl_cases) / sizeof(case_t)
        + sizeof(pl_cases) / sizeof(case_t)
        + sizeof(other_cases) / sizeof(case_t)
        + sizeof(relative_cases) / sizeof(case_t)
        + sizeof(label_cases) / sizeof(case_t)
        + sizeof(tricky_cases) / sizeof(case_t);

    print_message("date: %zu table cases\n", n);
    assert_true(n >= 200);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_numeric),
        cmocka_unit_test(test_en),
        cmocka_unit_test(test_pt),
        cmocka_unit_test(test_es),
        cmocka_unit_test(test_de),
        cmocka_unit_test(test_fr),
        cmocka_unit_test(test_it),
        cmocka_unit_test(test_nl),
        cmocka_unit_test(test_pl),
        cmocka_unit_test(test_other),
        cmocka_unit_test(test_relative),
        cmocka_unit_test(test_labels),
        cmocka_unit_test(test_tricky),
        cmocka_unit_test(test_fields),
        cmocka_unit_test(test_updated),
        cmocka_unit_test(test_format),
        cmocka_unit_test(test_long_text),
        cmocka_unit_test(test_invalid_utf8),
        cmocka_unit_test(test_crowded),
        cmocka_unit_test(test_joined_label),
        cmocka_unit_test(test_now_zero),
        cmocka_unit_test(test_random),
        cmocka_unit_test(test_threads),
        cmocka_unit_test(test_to_zone),
        cmocka_unit_test(test_count),
    };

    if (nseg_date_init() != NSEG_OK || nseg_date_init() != NSEG_OK) {
        fprintf(stderr, "nseg_date_init failed\n");
        return 1;
    }

    return cmocka_run_group_tests(tests, NULL, NULL);
}
