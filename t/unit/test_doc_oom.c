
/*
 * test_doc_oom.c - doc.c when memory runs out while it copies a style's
 * text from the input (linked with -Wl,--wrap=realloc): the parse ends
 * as an error, and nothing is written to the parser's input after the
 * failure has stopped the parser and freed that input (ASan reported a
 * use after free there, under make test SAN=1).
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "newsseg.h"
#include "arena.h"
#include "doc.h"


void *__real_realloc(void *p, size_t n);
void *__wrap_realloc(void *p, size_t n);

/* reallocations over this many bytes fail; 0: none does */
static size_t  fail_over;


void *
__wrap_realloc(void *p, size_t n)
{
    if (fail_over != 0 && n > fail_over) {
        return NULL;
    }

    return __real_realloc(p, n);
}


static nseg_status_e
parse_big_style(size_t size)
{
    char            *html, *p;
    nseg_arena_t     arena;
    nseg_doc_t       doc;
    nseg_options_t   opts;
    nseg_status_e    st;

    html = malloc(size + 128);
    assert_non_null(html);

    p = html + sprintf(html, "<html><head><style>");
    memset(p, 'a', size);
    p += size;
    p += sprintf(p, "</style></head><body><p>x</p></body></html>");

    memset(&opts, 0, sizeof(nseg_options_t));
    nseg_arena_init(&arena, 0);

    st = nseg_doc_parse(&doc, &arena, html, p - html, &opts);

    nseg_doc_free(&doc);
    nseg_arena_free(&arena);
    free(html);

    return st;
}


static void
test_style_copy_fails(void **state)
{
    fail_over = 1024 * 1024;
    assert_int_equal(parse_big_style(3 * 1024 * 1024), NSEG_STATUS_ERROR);

    /* the same page with memory to spare */
    fail_over = 0;
    assert_int_equal(parse_big_style(3 * 1024 * 1024), NSEG_STATUS_OK);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_style_copy_fails),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
