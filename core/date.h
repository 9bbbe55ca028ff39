
/*
 * date.h - date text in many languages and forms to a calendar date,
 * normalised to ISO 8601 (pcre2).
 */


#ifndef _NSEG_DATE_H_INCLUDED_
#define _NSEG_DATE_H_INCLUDED_


#include <stddef.h>
#include <stdint.h>


typedef struct {
    int                        year;
    int                        month;      /* 1..12 */
    int                        day;        /* 1..31 */
    int                        hour;       /* valid when has_time */
    int                        minute;
    int                        second;
    int                        tz_minutes; /* offset east of UTC */
    unsigned                   has_time:1;
    unsigned                   has_tz:1;
    unsigned                   relative:1; /* "3 hours ago" */
    unsigned                   modified:1; /* "updated ..." */
    unsigned                   published:1; /* "published ..." */
    unsigned                   no_year:1;  /* year taken from now */
    unsigned                   order_guessed:1; /* "05/08/2019": D/M or
                                                  M/D by language */
    unsigned                   month_first:1; /* and read as M/D */
    unsigned                   us_zone:1;  /* "ET", "PT": summer time
                                              by the date */
} nseg_date_t;


/* compiles the patterns; once per process, before threads */
int nseg_date_init(void);

/*
 * Finds the first date in text (UTF-8).  lang ("en", "pt-BR", NULL)
 * resolves D/M/Y against M/D/Y; now (unix seconds) anchors relative
 * expressions.  Returns NSEG_OK or NSEG_DECLINED.  Thread-safe.
 */
int nseg_date_parse(const char *text, size_t len, const char *lang,
    int64_t now, nseg_date_t *date);

/*
 * The same for the first absolute date an "updated" keyword labels
 * ("Published 5 March 2024, updated 6 March 2024"): NSEG_DECLINED when
 * the text labels none.
 */
int nseg_date_parse_updated(const char *text, size_t len, const char *lang,
    int64_t now, nseg_date_t *date);

/*
 * Whether a line starts with the label of a member's sign-up date
 * ("Registriert: Sa 14. Mär 2015", "Joined: Mar 14, 2015", "Mitglied
 * seit 2015"): the date of a forum profile beside a post, never the
 * page's.
 */
int nseg_date_joined_label(const char *text, size_t len);

/* days since 1970-01-01 of the calendar date (proleptic Gregorian) */
int64_t nseg_date_days(const nseg_date_t *date);

/*
 * The Solar Hijri year, month (1 Farvardin .. 12 Esfand) and day of the
 * Gregorian day of date, as Iran counts them: 2023-12-22 is 1 Dey 1402.
 * NSEG_DECLINED for a day that does not exist ("2023-02-31") or one
 * outside the years 1-3177 AP.
 */
int nseg_date_to_jalali(const nseg_date_t *date, int *jy, int *jm, int *jd);

/* a time of day, not the midnight CMSs write for "some time that day" */
int nseg_date_has_clock(const nseg_date_t *date);

/* the time of day and the zone of from into date, its day kept */
void nseg_date_set_clock(nseg_date_t *date, const nseg_date_t *from);

/* a moment with its zone as the same moment in the zone tz_minutes */
void nseg_date_to_zone(nseg_date_t *date, int tz_minutes);

/* "2024-03-14", or "2024-03-14T09:30:00+01:00" with a time; returns len */
size_t nseg_date_format(const nseg_date_t *date, char *buf, size_t size);

/*
 * Where a dateline's date ends and its paragraph's text begins:
 * "Berlin, 12.5.2023 - 45 Menschen ...", "04.02.2022 | Uta Helkenberg".
 */
extern const char  *const nseg_dateline_seps[];


#endif /* _NSEG_DATE_H_INCLUDED_ */
