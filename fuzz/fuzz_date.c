
/*
 * fuzz_date.c - libFuzzer target for the date parser (date.c): the
 * first byte picks the page language, the rest is the text.  A date it
 * returns must be a real calendar day in the years it accepts, with a
 * time and zone in range, and must format to ISO 8601 in the buffer.
 *
 * clang -g -O1 -fsanitize=fuzzer,address,undefined -Icore \
 *     fuzz/fuzz_date.c core/date.c -lpcre2-8 -o fuzz_date
 * ./fuzz_date fuzz/corpus/date
 */


#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "newsseg.h"
#include "date.h"


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);


/* languages whose rules differ: month first, "hier", and none at all */
static const char  *const nseg_fuzz_langs[] = {
    NULL, "en", "en-US", "de", "fr", "nl", "pt-BR", "es", "it", "pl",
    "ru", "uk", "tr", "cs", "fi", "hu", "el", "he", "ar", "hi", "vi",
    "ja", "zh", "ko", "ca", "sv"
};


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char          iso[64];
    size_t        n;
    const char   *lang;
    nseg_date_t   d;
    static int    ready;

    if (!ready) {
        ready = 1;

        if (nseg_date_init() != NSEG_OK) {
            __builtin_trap();
        }
    }

    if (size == 0) {
        return 0;
    }

    lang = nseg_fuzz_langs[data[0] % (sizeof(nseg_fuzz_langs)
                                      / sizeof(nseg_fuzz_langs[0]))];

    /* Wednesday 2024-03-20 12:00:00 UTC */
    if (nseg_date_parse((const char *) data + 1, size - 1, lang,
                        1710936000LL, &d)
        != NSEG_OK)
    {
        return 0;
    }

    if (d.year < 1990 || d.year > 2100 || d.month < 1 || d.month > 12
        || d.day < 1 || d.day > 31
        || (d.has_time
            && (d.hour < 0 || d.hour > 23 || d.minute < 0 || d.minute > 59
                || d.second < 0 || d.second > 60))
        || (d.has_tz && (d.tz_minutes < -24 * 60 || d.tz_minutes > 24 * 60)))
    {
        __builtin_trap();
    }

    n = nseg_date_format(&d, iso, sizeof(iso));

    if (n < 10 || n >= sizeof(iso) || iso[4] != '-' || iso[7] != '-') {
        __builtin_trap();
    }

    return 0;
}
