
/*
 * fuzz_extract.c - libFuzzer target over the whole extraction: the bytes
 * are a page (the first byte picks a charset hint, whether a set of path
 * rules applies, and whether the site memory does), run through
 * nseg_process and every renderer.
 * Built by tools/fuzz.sh.
 */


#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "newsseg.h"


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);


static const char  *nseg_fuzz_charsets[] = {
    NULL, "utf-8", "iso-8859-1", "shift_jis", "utf-16le", "gbk", "bogus"
};


/* rules of every type, some close to common layouts, one exact */
static nseg_filter_t *
nseg_fuzz_filter(void)
{
    char            err[256];
    nseg_filter_t  *f;

    f = nseg_filter_new();
    if (f == NULL
        || nseg_filter_add(f, "headline", "html/body/h1", -1, err,
                           sizeof(err)) != NSEG_OK
        || nseg_filter_add(f, "text", "html/body/div/p", -1, err,
                           sizeof(err)) != NSEG_OK
        || nseg_filter_add(f, "image", "html/body/div/img", 20, err,
                           sizeof(err)) != NSEG_OK
        || nseg_filter_add(f, "drop", "html/body/div/p/a", 0, err,
                           sizeof(err)) != NSEG_OK)
    {
        abort();
    }

    return f;
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char                   *out;
    size_t                  len;
    nseg_result_t          *res;
    nseg_options_t          opts;
    nseg_view_options_t     vopts;
    static int              initialised;
    static nseg_filter_t   *filter;
    static nseg_sitemem_t  *sitemem;

    if (!initialised) {
        if (nseg_init() != NSEG_OK) {
            abort();
        }
        filter = nseg_fuzz_filter();
        /* small, so that it fills and starts afresh now and then */
        sitemem = nseg_sitemem_new(64);
        if (sitemem == NULL) {
            abort();
        }
        initialised = 1;
    }

    memset(&opts, 0, sizeof(nseg_options_t));
    memset(&vopts, 0, sizeof(nseg_view_options_t));

    if (size > 0) {
        opts.charset = nseg_fuzz_charsets[data[0] % 7];
        vopts.columns = data[0] & 1 ? 2 : 0;
        opts.filter = data[0] & 8 ? filter : NULL;
        opts.sitemem = data[0] & 16 ? sitemem : NULL;
        opts.sitemem_mode = NSEG_SITEMEM_APPLY | NSEG_SITEMEM_RECORD;
    }

    opts.base_url = "http://example.com/news/2024/03/14/story.html";
    opts.now = 1710400000;
    opts.max_nodes = 20000;

    res = nseg_process(NULL, (const char *) data, size, &opts);
    if (res == NULL) {
        return 0;
    }

    out = nseg_render_json(res, &len);
    free(out);

    if (res->status == NSEG_STATUS_OK) {
        out = nseg_render_view(res, NSEG_VIEW_READER, &vopts, &len);
        free(out);
        out = nseg_render_view(res, NSEG_VIEW_PRINT, &vopts, &len);
        free(out);
    }

    nseg_result_free(res);

    return 0;
}
