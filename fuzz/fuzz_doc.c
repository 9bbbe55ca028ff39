
/*
 * fuzz_doc.c - differential libFuzzer target for doc.c's reading of
 * script and style text: the bytes, made valid UTF-8 by charset.c as
 * the pipeline does, are parsed once with that text read at once
 * (nseg_doc_raw_direct = 1) and once by libxml2 a character at a time;
 * the two trees must be the same, node for node, but for the text of
 * scripts other than JSON-LD, which nothing reads and the first passes
 * over (all of it, or up to an end tag such as "</scriptx>" that the
 * parser reads as another's and then goes on with the text).
 *
 * Built and run by tools/fuzz.sh (target "doc").
 */


#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "newsseg.h"
#include "arena.h"
#include "charset.h"
#include "doc.h"
#include "tags.h"
#include "utf8.h"


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
static void nseg_fuzz_same(const nseg_doc_t *a, const nseg_doc_t *b);
static int nseg_fuzz_text_equal(const char *a, uint32_t alen,
    const char *b, uint32_t blen);


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char            *utf8;
    size_t           len;
    nseg_arena_t     arena[2];
    nseg_doc_t       doc[2];
    nseg_options_t   opts;
    nseg_status_e    st[2];
    int              k;

    if (nseg_charset_to_utf8((const char *) data, size, NULL, &utf8, &len,
                             NULL)
        != NSEG_OK)
    {
        return 0;
    }

    memset(&opts, 0, sizeof(nseg_options_t));

    for (k = 0; k < 2; k++) {
        nseg_doc_raw_direct = !k;
        nseg_arena_init(&arena[k], 0);
        memset(&doc[k], 0, sizeof(nseg_doc_t));
        st[k] = nseg_doc_parse(&doc[k], &arena[k], utf8, len, &opts);
    }

    nseg_doc_raw_direct = 1;

    if (st[0] != st[1]) {
        __builtin_trap();
    }

    if (st[0] == NSEG_STATUS_OK) {
        nseg_fuzz_same(&doc[0], &doc[1]);
    }

    for (k = 0; k < 2; k++) {
        nseg_doc_free(&doc[k]);
        nseg_arena_free(&arena[k]);
    }

    free(utf8);

    return 0;
}


static void
nseg_fuzz_same(const nseg_doc_t *a, const nseg_doc_t *b)
{
    uint32_t            i, k;
    const nseg_node_t  *x, *y;

    if (a->n != b->n || a->ntexts != b->ntexts || a->nsheets != b->nsheets
        || a->body != b->body
        || !nseg_fuzz_text_equal(a->title_tag.text,
                                 (uint32_t) a->title_tag.len,
                                 b->title_tag.text,
                                 (uint32_t) b->title_tag.len))
    {
        __builtin_trap();
    }

    for (k = 0; k < a->nsheets; k++) {
        if (!nseg_fuzz_text_equal(a->sheets[k].text,
                                  (uint32_t) a->sheets[k].len,
                                  b->sheets[k].text,
                                  (uint32_t) b->sheets[k].len))
        {
            __builtin_trap();
        }
    }

    for (i = 0; i < a->n; i++) {
        x = &a->nodes[i];
        y = &b->nodes[i];

        if (x->kind != y->kind || x->tag != y->tag || x->parent != y->parent
            || x->end != y->end || x->nattrs != y->nattrs
            || x->chars != y->chars || x->hidden != y->hidden)
        {
            __builtin_trap();
        }

        if (x->kind == NSEG_NODE_ELEMENT && x->tag == NSEG_TAG_SCRIPT
            && !nseg_doc_is_jsonld(a, i))
        {
            /* never read: passed over, where libxml2 read it */
            continue;
        }

        if (!nseg_fuzz_text_equal(x->text, x->text_len, y->text,
                                  y->text_len))
        {
            __builtin_trap();
        }
    }
}


static int
nseg_fuzz_text_equal(const char *a, uint32_t alen, const char *b,
    uint32_t blen)
{
    if (alen != blen) {
        return 0;
    }

    if (alen == 0) {
        return 1;
    }

    return a != NULL && b != NULL && memcmp(a, b, alen) == 0;
}
