
/*
 * locale.h - the reader and print views' own words (the skip link,
 * "Updated", "Source:", a missing title) and their date format, in the
 * languages the date parser reads.
 */


#ifndef _NSEG_LOCALE_H_INCLUDED_
#define _NSEG_LOCALE_H_INCLUDED_


typedef struct {
    const char  *lang;          /* primary language subtag, lower case */
    const char  *skip;          /* the skip link to the article */
    const char  *updated;       /* before the modification date */
    const char  *source;        /* before the link to the original */
    const char  *untitled;      /* the h1 of an article without title */
    const char  *article;       /* <title> without title or site name */

    /*
     * "%d" the day, "%m" the month's name, "%y" the year; any other byte
     * is written as it is: "%d. %m %y" gives "14. März 2024".
     */
    const char  *date_format;
    const char  *first_day;     /* day 1 when written otherwise ("1er") */
    const char  *months[12];    /* in the form a date uses (pl "marca") */
} nseg_locale_t;


/* English: for pages in a language without a locale here */
extern const nseg_locale_t  nseg_locale_en;


/*
 * The locale of a BCP 47 tag's primary subtag ("pt-BR" -> pt), in any
 * case; NULL when there is none.
 */
const nseg_locale_t *nseg_locale_find(const char *lang);


#endif /* _NSEG_LOCALE_H_INCLUDED_ */
