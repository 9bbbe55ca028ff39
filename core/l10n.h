
/*
 * l10n.h - the reader and print views' own words (the skip link,
 * "Updated", "Source:", a missing title) and their date format, in the
 * languages the date parser reads.  (Not "locale.h": core/ is on the
 * include path, and the C library has a header of that name.)
 */


#ifndef _NSEG_L10N_H_INCLUDED_
#define _NSEG_L10N_H_INCLUDED_


/* the calendar in which a language writes the views' dates */
typedef enum {
    NSEG_CALENDAR_GREGORIAN = 0,
    NSEG_CALENDAR_SOLAR_HIJRI       /* Iran's: 1 Farvardin at the equinox */
} nseg_calendar_e;


typedef struct {
    const char        *lang;      /* "pt", or a region's "pt-pt"; lower
                                     case */
    const char        *skip;      /* the skip link to the article */
    const char        *updated;   /* before the modification date */
    const char        *source;    /* before the link to the original */
    const char        *untitled;  /* the h1 of an article without title */
    const char        *article;   /* <title> without title or site name */

    /*
     * "%d" the day, "%m" the month's name, "%y" the year; "%" before
     * any other byte writes that byte, and every other byte is written
     * as it is: "%d. %m %y" gives "14. März 2024".
     */
    const char        *date_format;
    const char        *first_day; /* day 1 when written otherwise
                                     ("1er") */

    /*
     * The calendar of the day, month and year shown, and its twelve
     * months in the form a date uses (pl "marca"); the datetime
     * attribute stays Gregorian, for machines.
     */
    nseg_calendar_e    calendar;
    const char *const *months;

    const char *const *digits;    /* ten, where the language writes its
                                     own (Persian "۱۴"); NULL: ASCII */
} nseg_l10n_t;


/* English, also for pages in a language without an entry here */
extern const nseg_l10n_t  *const nseg_l10n_en;


/*
 * The words of a BCP 47 tag, in any case: its language and region's
 * ("pt-PT", "de-AT", "en-US") or script's ("zh-Hant") when they differ
 * from the language's, else its language's ("pt-BR" -> pt); NULL when
 * there are none.
 */
const nseg_l10n_t *nseg_l10n_find(const char *lang);


#endif /* _NSEG_L10N_H_INCLUDED_ */
