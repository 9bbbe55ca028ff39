/*
 * test_calendar.c - nseg_date_to_jalali, the Gregorian day in Iran's
 * Solar Hijri calendar (the reader view of Persian pages): every day of
 * 1900-2100 follows the day before, goes back to itself through the
 * parser's Solar Hijri reading, and the known days fall where they do.
 *
 * Standalone, before the library links as a whole:
 *   cc -std=gnu11 -iquote core t/unit/test_calendar.c core/date.c \
 *      core/utf8.c -lpcre2-8 -lcmocka
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <limits.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "newsseg.h"
#include "date.h"


/* Wednesday 2024-03-20 12:00:00 UTC; the parser's now, unused here */
#define NOW                    1710936000LL


typedef struct {
    int                        year;       /* Gregorian */
    int                        month;
    int                        day;
    int                        jy;         /* Solar Hijri */
    int                        jm;
    int                        jd;
} fixed_t;


/* the next Gregorian day, in place */
static void
next_day(nseg_date_t *d)
{
    int  n;

    static const int  mdays[12] = {
        31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31
    };

    n = mdays[d->month - 1];

    if (d->month == 2
        && d->year % 4 == 0 && (d->year % 100 != 0 || d->year % 400 == 0))
    {
        n = 29;
    }

    if (++d->day > n) {
        d->day = 1;

        if (++d->month > 12) {
            d->month = 1;
            d->year++;
        }
    }
}


static void
set_day(nseg_date_t *d, int year, int month, int day)
{
    memset(d, 0, sizeof(nseg_date_t));
    d->year = year;
    d->month = month;
    d->day = day;
}


/*
 * The parser's reading of "jy/jm/jd" on a Persian page: the Solar
 * Hijri to Gregorian conversion the parser had before the inverse
 */
static int
from_jalali(int jy, int jm, int jd, nseg_date_t *d)
{
    char  text[32];

    snprintf(text, sizeof(text), "%04d/%02d/%02d", jy, jm, jd);

    return nseg_date_parse(text, strlen(text), "fa", NOW, d);
}


/*
 * Each day of 1900-2100 is the Solar Hijri day after the day before:
 * months 1-6 of 31 days, 7-11 of 30, Esfand of 29 or 30, then 1
 * Farvardin of the next year.
 */
static void
test_every_day(void **state)
{
    int          jy, jm, jd, py, pm, pd, days, leap;
    nseg_date_t  d;

    (void) state;

    set_day(&d, 1900, 1, 1);
    assert_int_equal(nseg_date_to_jalali(&d, &py, &pm, &pd), NSEG_OK);

    /* 1 January 1900 is 11 Dey 1278 */
    assert_int_equal(py, 1278);
    assert_int_equal(pm, 10);
    assert_int_equal(pd, 11);

    days = 0;
    leap = 0;

    for (next_day(&d); d.year <= 2100; next_day(&d)) {
        assert_int_equal(nseg_date_to_jalali(&d, &jy, &jm, &jd), NSEG_OK);
        days++;

        if (jy == py && jm == pm) {
            assert_int_equal(jd, pd + 1);

        } else if (jy == py) {
            assert_int_equal(jm, pm + 1);
            assert_int_equal(jd, 1);
            assert_int_equal(pd, pm <= 6 ? 31 : 30);

        } else {
            assert_int_equal(jy, py + 1);
            assert_int_equal(jm, 1);
            assert_int_equal(jd, 1);
            assert_int_equal(pm, 12);
            assert_true(pd == 29 || pd == 30);
            leap += (pd == 30);

            /* Nowruz falls around the March equinox */
            assert_int_equal(d.month, 3);
            assert_true(d.day >= 19 && d.day <= 22);
        }

        py = jy;
        pm = jm;
        pd = jd;
    }

    /* 2100-12-31 */
    assert_int_equal(jy, 1479);
    assert_int_equal(jm, 10);
    assert_int_equal(jd, 10);
    assert_int_equal(days, 73413);

    /* about 8 in 33 of the years 1278-1478 */
    assert_int_equal(leap, 49);
}


/*
 * Both ways against the parser's conversion, over the days it reads
 * (1990-2100): each Gregorian day back to itself, and each Solar Hijri
 * day of 1369-1479 to itself; only 30 Esfand of a common year is none.
 */
static void
test_round_trip(void **state)
{
    int          jy, jm, jd, rjy, rjm, rjd, n, none;
    nseg_date_t  d, back;

    (void) state;

    n = 0;

    for (set_day(&d, 1990, 1, 1); d.year <= 2100; next_day(&d)) {
        assert_int_equal(nseg_date_to_jalali(&d, &jy, &jm, &jd), NSEG_OK);
        assert_int_equal(from_jalali(jy, jm, jd, &back), NSEG_OK);

        if (back.year != d.year || back.month != d.month
            || back.day != d.day)
        {
            fail_msg("%04d-%02d-%02d -> %d/%d/%d -> %04d-%02d-%02d",
                     d.year, d.month, d.day, jy, jm, jd,
                     back.year, back.month, back.day);
        }

        n++;
    }

    assert_int_equal(n, 40542);

    n = 0;
    none = 0;

    /* 11 Dey 1368 is 1990-01-01, 10 Dey 1479 is 2100-12-31 */
    for (jy = 1369; jy <= 1478; jy++) {
        for (jm = 1; jm <= 12; jm++) {
            for (jd = 1; jd <= (jm <= 6 ? 31 : 30); jd++) {
                if (from_jalali(jy, jm, jd, &back) != NSEG_OK) {
                    assert_int_equal(jm, 12);
                    assert_int_equal(jd, 30);
                    none++;
                    continue;
                }

                assert_int_equal(nseg_date_to_jalali(&back, &rjy, &rjm,
                                                     &rjd),
                                 NSEG_OK);

                if (rjy != jy || rjm != jm || rjd != jd) {
                    fail_msg("%d/%d/%d -> %04d-%02d-%02d -> %d/%d/%d",
                             jy, jm, jd, back.year, back.month, back.day,
                             rjy, rjm, rjd);
                }

                n++;
            }
        }
    }

    /* 110 years, 27 of them leap: 110 * 365 + 27 days */
    assert_int_equal(none, 110 - 27);
    assert_int_equal(n, 110 * 365 + 27);
}


static void
test_fixed_days(void **state)
{
    int             jy, jm, jd;
    size_t          i;
    nseg_date_t     d;
    const fixed_t  *f;

    static const fixed_t  days[] = {
        { 2024, 3, 20, 1403, 1, 1 },        /* Nowruz 1403 */
        { 2024, 3, 19, 1402, 12, 29 },      /* 1402 is a common year */
        { 2023, 12, 22, 1402, 10, 1 },      /* 1 Dey 1402 */
        { 2025, 3, 20, 1403, 12, 30 },      /* 1403 is a leap year */
        { 2025, 3, 21, 1404, 1, 1 },        /* Nowruz 1404 */
        { 2024, 3, 14, 1402, 12, 24 },
        { 2024, 8, 1, 1403, 5, 11 },
        { 2024, 2, 29, 1402, 12, 10 },
        { 2023, 9, 22, 1402, 6, 31 },       /* the last day of 31 */
        { 2023, 9, 23, 1402, 7, 1 },
        { 1979, 2, 11, 1357, 11, 22 },      /* 22 Bahman 1357 */
        { 1921, 3, 21, 1300, 1, 1 },
        { 622, 3, 22, 1, 1, 1 },            /* the era's first day */
    };

    (void) state;

    for (i = 0; i < sizeof(days) / sizeof(days[0]); i++) {
        f = &days[i];
        set_day(&d, f->year, f->month, f->day);

        assert_int_equal(nseg_date_to_jalali(&d, &jy, &jm, &jd), NSEG_OK);

        if (jy != f->jy || jm != f->jm || jd != f->jd) {
            fail_msg("%04d-%02d-%02d: %d/%d/%d, not %d/%d/%d", f->year,
                     f->month, f->day, jy, jm, jd, f->jy, f->jm, f->jd);
        }
    }

    /* the parser's way: 30 Esfand 1402 is no day, 30 Esfand 1403 is */
    assert_int_equal(from_jalali(1402, 12, 30, &d), NSEG_DECLINED);
    assert_int_equal(from_jalali(1403, 12, 30, &d), NSEG_OK);
    assert_int_equal(d.year, 2025);
    assert_int_equal(d.month, 3);
    assert_int_equal(d.day, 20);
    assert_int_equal(from_jalali(1404, 1, 1, &d), NSEG_OK);
    assert_int_equal(d.day, 21);
}


/* days that are none, and years beyond the table of breaks */
static void
test_no_day(void **state)
{
    int          jy, jm, jd;
    size_t       i;
    nseg_date_t  d;

    static const int  none[][3] = {
        { 2023, 2, 29 }, { 2100, 2, 29 }, { 2023, 2, 31 }, { 2023, 4, 31 },
        { 2024, 13, 1 }, { 2024, 0, 10 }, { 2024, 1, 0 }, { 2024, 1, 32 },
        { 622, 3, 21 }, { 1, 1, 1 }, { -5, 3, 21 }, { 3799, 3, 20 },
        { 9999, 12, 31 }, { INT_MIN, 1, 1 }, { INT_MAX, 12, 31 }
    };

    (void) state;

    for (i = 0; i < sizeof(none) / sizeof(none[0]); i++) {
        set_day(&d, none[i][0], none[i][1], none[i][2]);
        jy = jm = jd = -1;

        assert_int_equal(nseg_date_to_jalali(&d, &jy, &jm, &jd),
                         NSEG_DECLINED);

        /* nothing written */
        assert_int_equal(jy, -1);
        assert_int_equal(jm, -1);
        assert_int_equal(jd, -1);
    }

    /* the last day jalaali-js computes: 29 Esfand 3177 */
    set_day(&d, 3799, 3, 19);
    assert_int_equal(nseg_date_to_jalali(&d, &jy, &jm, &jd), NSEG_OK);
    assert_int_equal(jy, 3177);
    assert_int_equal(jm, 12);
    assert_int_equal(jd, 29);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_every_day),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_fixed_days),
        cmocka_unit_test(test_no_day),
    };

    if (nseg_date_init() != NSEG_OK) {
        fprintf(stderr, "nseg_date_init failed\n");
        return 1;
    }

    return cmocka_run_group_tests(tests, NULL, NULL);
}
