
/*
 * test_sitemem.c - the site memory (sitemem.c, seed 004 §2.4): the table
 * (a block seen on another page, not on the same page again; a full
 * table starts afresh) and the pipeline's step: a block of the site's
 * template leaves the second page's body, not the first's; short blocks,
 * other sites, pages without a URL and copies of an article are left
 * alone; a table in memory that processes share.
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <signal.h>
#include <unistd.h>

#include "newsseg.h"
#include "sitemem.h"


#define NOW  1710000000


static void
test_table(void **state)
{
    size_t           k;
    nseg_sitemem_t  *mem;

    (void) state;

    mem = nseg_sitemem_new(0);
    assert_non_null(mem);

    /* unknown, then recorded for page 1: not "seen" from page 1 */
    assert_false(nseg_sitemem_seen(mem, 42, 1, NSEG_SITEMEM_RECORD));
    assert_false(nseg_sitemem_seen(mem, 42, 1, NSEG_SITEMEM_RECORD));
    assert_false(nseg_sitemem_seen(mem, 42, 1, 0));

    /* page 2 sees it; then page 1 does too, through page 2 */
    assert_true(nseg_sitemem_seen(mem, 42, 2, NSEG_SITEMEM_RECORD));
    assert_true(nseg_sitemem_seen(mem, 42, 1, 0));
    assert_true(nseg_sitemem_seen(mem, 42, 3, 0));

    /* a query without RECORD leaves nothing behind */
    assert_false(nseg_sitemem_seen(mem, 7, 1, 0));
    assert_false(nseg_sitemem_seen(mem, 7, 2, 0));

    /* hash 0 and page 0 are values like the others */
    assert_false(nseg_sitemem_seen(mem, 0, 0, NSEG_SITEMEM_RECORD));
    assert_true(nseg_sitemem_seen(mem, 0, 5, 0));

    nseg_sitemem_free(mem);

    /* a full table starts afresh and goes on recording */
    mem = nseg_sitemem_new(16);
    assert_non_null(mem);

    for (k = 1; k <= 1000; k++) {
        (void) nseg_sitemem_seen(mem, k * 0x9e3779b97f4a7c15ULL, 1,
                                 NSEG_SITEMEM_RECORD);
    }

    assert_true(nseg_sitemem_seen(mem, 1000 * 0x9e3779b97f4a7c15ULL, 2, 0));
    assert_false(nseg_sitemem_seen(mem, 1 * 0x9e3779b97f4a7c15ULL, 2, 0));

    nseg_sitemem_free(mem);
    nseg_sitemem_free(NULL);

    assert_null(nseg_sitemem_new((size_t) 1 << 30));
}


/*
 * A table in shared memory, as nginx's workers have it: what one process
 * records, another sees; the region's size bounds the table.
 */
static void
test_shared(void **state)
{
    int              status;
    pid_t            pid;
    size_t           k, bytes;
    nseg_sitemem_t  *mem;
    void            *region;

    (void) state;

    bytes = 64 * 1024;
    region = mmap(NULL, bytes, PROT_READ|PROT_WRITE, MAP_SHARED|MAP_ANONYMOUS,
                  -1, 0);
    assert_true(region != MAP_FAILED);

    /* too small, or not aligned: no table */
    assert_null(nseg_sitemem_shared(region, 1024));
    assert_null(nseg_sitemem_shared((char *) region + 4, bytes - 4));
    assert_null(nseg_sitemem_shared(NULL, bytes));

    mem = nseg_sitemem_shared(region, bytes);
    assert_ptr_equal(mem, region);

    /* another process records block 42 on page 1, and ends */
    pid = fork();
    assert_true(pid >= 0);

    if (pid == 0) {
        _exit(nseg_sitemem_seen(mem, 42, 1, NSEG_SITEMEM_RECORD) ? 1 : 0);
    }

    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);

    /* this one sees it from page 2, not from page 1 */
    assert_true(nseg_sitemem_seen(mem, 42, 2, 0));
    assert_false(nseg_sitemem_seen(mem, 42, 1, 0));

    /* freeing it leaves the region, and the table, to its owner */
    nseg_sitemem_free(mem);
    assert_true(nseg_sitemem_seen(mem, 42, 2, 0));

    /* 64 KB hold 2048 slots: 1536 blocks (42 and 1535 more) */
    for (k = 1; k <= 1535; k++) {
        (void) nseg_sitemem_seen(mem, k * 0x9e3779b97f4a7c15ULL, 1,
                                 NSEG_SITEMEM_RECORD);
    }

    assert_true(nseg_sitemem_seen(mem, 1535 * 0x9e3779b97f4a7c15ULL, 2, 0));
    (void) nseg_sitemem_seen(mem, 1537 * 0x9e3779b97f4a7c15ULL, 1,
                             NSEG_SITEMEM_RECORD);
    assert_false(nseg_sitemem_seen(mem, 1535 * 0x9e3779b97f4a7c15ULL, 2, 0));
    assert_true(nseg_sitemem_seen(mem, 1537 * 0x9e3779b97f4a7c15ULL, 2, 0));

    /*
     * A process killed while it may hold the lock (it does, most of the
     * time, in this loop): the next one takes the lock over and goes on.
     * Without a robust lock this hangs, and the alarm fails the test.
     */
    for (k = 0; k < 20; k++) {
        pid = fork();
        assert_true(pid >= 0);

        if (pid == 0) {
            for ( ;; ) {
                (void) nseg_sitemem_seen(mem, k + 7, 1, NSEG_SITEMEM_RECORD);
            }
        }

        usleep(2000 + 500 * (useconds_t) k);
        assert_int_equal(kill(pid, SIGKILL), 0);
        assert_int_equal(waitpid(pid, &status, 0), pid);

        alarm(10);
        (void) nseg_sitemem_seen(mem, 99, 1, NSEG_SITEMEM_RECORD);
        assert_true(nseg_sitemem_seen(mem, 99, 2, 0));
        alarm(0);
    }

    assert_int_equal(munmap(region, bytes), 0);
}


/* an article of the Porthaven Post with the site's boxes around it */
static const char  page_head[] =
    "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
    "<title>%s - Porthaven Post</title></head><body><main><article>"
    "<h1>%s</h1>";

static const char  disclaimer[] =
    "<div class=\"note\"><p>Porthaven Post may earn a commission when you "
    "buy through the links in our stories.</p></div>";

static const char  heading[] = "<h2>The details</h2>";


static char *
page(const char *title, const char *body, int boxes)
{
    int    n;
    char  *buf;

    buf = malloc(8192);
    assert_non_null(buf);

    n = snprintf(buf, 8192, page_head, title, title);
    n += snprintf(buf + n, 8192 - n, "%s%s%s<p>%s</p></article></main>"
                  "</body></html>", boxes ? disclaimer : "",
                  boxes ? heading : "", body,
                  "The council will publish the full report on its web "
                  "site next week, with the figures for each district.");
    assert_true(n > 0 && n < 8192);

    return buf;
}


static const char  body_a[] =
    "<p>Every branch library in Porthaven will open on Saturday afternoons "
    "from April, the council said on Monday, after the budget was passed "
    "by 31 votes to 12 in a long and heated meeting.</p>"
    "<p>The change costs 140,000 pounds a year and is paid for by the "
    "rise in council tax agreed in the same vote, officials said.</p>";

static const char  body_b[] =
    "<p>The harbour wall at Porthaven will be rebuilt over the next two "
    "summers, after engineers found that the winter storms had loosened "
    "its foundations along most of its length.</p>"
    "<p>Fishing boats will use the north quay while the work goes on, "
    "and the ferry to the islands will keep its timetable.</p>";


static nseg_result_t *
run(nseg_sitemem_t *mem, unsigned mode, const char *url, const char *html)
{
    nseg_options_t   opts;
    nseg_result_t   *res;

    memset(&opts, 0, sizeof(opts));
    opts.now = NOW;
    opts.base_url = url;
    opts.sitemem = mem;
    opts.sitemem_mode = mode;

    res = nseg_process(NULL, html, strlen(html), &opts);
    assert_non_null(res);
    assert_int_equal(res->status, NSEG_STATUS_OK);

    return res;
}


#define BOTH  (NSEG_SITEMEM_APPLY | NSEG_SITEMEM_RECORD)
#define URL_A "https://www.porthaven-post.example/news/libraries.html"
#define URL_B "https://porthaven-post.example/news/harbour.html"


static void
test_pipeline(void **state)
{
    char            *a, *b;
    nseg_result_t   *res;
    nseg_sitemem_t  *mem;

    (void) state;

    a = page("Libraries open on Saturdays", body_a, 1);
    b = page("The harbour wall will be rebuilt", body_b, 1);

    mem = nseg_sitemem_new(0);
    assert_non_null(mem);

    /* the first page of the site keeps its boxes: nothing is known */
    res = run(mem, BOTH, URL_A, a);
    assert_non_null(strstr(res->body_text, "may earn a commission"));
    nseg_result_free(res);

    /* ... and so it does when it comes again */
    res = run(mem, BOTH, URL_A "#comments", a);
    assert_non_null(strstr(res->body_text, "may earn a commission"));
    nseg_result_free(res);

    /*
     * The second page (www. or not) loses the template's sentence and
     * the closing sentence both pages share; not its own text, and not
     * the short heading.
     */
    res = run(mem, BOTH, URL_B, b);
    assert_null(strstr(res->body_text, "may earn a commission"));
    assert_null(strstr(res->body_text, "full report"));
    assert_non_null(strstr(res->body_text, "harbour wall at Porthaven"));
    assert_non_null(strstr(res->body_text, "north quay"));
    assert_non_null(strstr(res->body_text, "The details"));
    nseg_result_free(res);

    /* the first page too, now that another page has shown the boxes */
    res = run(mem, NSEG_SITEMEM_APPLY, URL_A, a);
    assert_null(strstr(res->body_text, "may earn a commission"));
    assert_non_null(strstr(res->body_text, "branch library"));
    nseg_result_free(res);

    /* another site, and a page without a URL, are left alone */
    res = run(mem, NSEG_SITEMEM_APPLY, "https://harbour-news.example/b", b);
    assert_non_null(strstr(res->body_text, "may earn a commission"));
    nseg_result_free(res);

    res = run(mem, NSEG_SITEMEM_APPLY, NULL, b);
    assert_non_null(strstr(res->body_text, "may earn a commission"));
    nseg_result_free(res);

    /* without APPLY, nothing leaves */
    res = run(mem, NSEG_SITEMEM_RECORD, URL_B, b);
    assert_non_null(strstr(res->body_text, "may earn a commission"));
    nseg_result_free(res);

    /* the same article at a second URL is a copy, not a template */
    res = run(mem, NSEG_SITEMEM_APPLY,
              "https://porthaven-post.example/amp/libraries.html", a);
    assert_non_null(strstr(res->body_text, "branch library"));
    assert_non_null(strstr(res->body_text, "council tax"));
    nseg_result_free(res);

    nseg_sitemem_free(mem);
    free(a);
    free(b);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_table),
        cmocka_unit_test(test_shared),
        cmocka_unit_test(test_pipeline),
    };

    if (nseg_init() != NSEG_OK) {
        return 1;
    }

    return cmocka_run_group_tests(tests, NULL, NULL);
}
