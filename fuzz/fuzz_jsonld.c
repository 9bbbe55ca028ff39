
/*
 * fuzz_jsonld.c - libFuzzer target for the JSON-LD parser (jsonld.c)
 * in both modes, and for the byline cleaner (meta.c) on the same bytes.
 *
 * clang -g -O1 -fsanitize=fuzzer,address,undefined -Icore \
 *     $(xml2-config --cflags) fuzz/fuzz_jsonld.c core/jsonld.c \
 *     core/arena.c core/meta.c core/utf8.c core/date.c core/doc.c \
 *     core/tags.c $(xml2-config --libs) -lpcre2-8 -lm -o fuzz_jsonld
 * ./fuzz_jsonld fuzz/corpus/jsonld
 */


#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "newsseg.h"
#include "jsonld.h"
#include "meta.h"


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
static void nseg_fuzz_walk(const nseg_json_t *root);
static int nseg_fuzz_name(void *data, const char *name, size_t len);


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char          buf[64];
    unsigned      flags;
    nseg_arena_t  arena;
    nseg_json_t  *root;

    nseg_arena_init(&arena, 4096);

    for (flags = 0; flags < 2; flags++) {
        if (nseg_json_parse(&arena, (const char *) data, size,
                            flags ? NSEG_JSON_LENIENT : NSEG_JSON_STRICT,
                            &root)
            == NSEG_OK)
        {
            nseg_fuzz_walk(root);
        }
    }

    nseg_arena_free(&arena);

    /* the Japanese reading of two Han words as one name, and the other */
    (void) nseg_meta_split_byline((const char *) data, size,
                                  (size & 1) ? "ja" : NULL, nseg_fuzz_name,
                                  NULL);
    (void) nseg_meta_lang_normalize((const char *) data, size, buf,
                                    sizeof(buf));

    return 0;
}


/* touches every node, iteratively, so ASan sees every string */

static void
nseg_fuzz_walk(const nseg_json_t *root)
{
    size_t              sum;
    const nseg_json_t  *v, *stack[NSEG_JSON_MAX_DEPTH + 1];
    int                 top;

    sum = 0;
    top = 0;
    stack[top++] = root;

    while (top > 0) {
        v = stack[--top];

        for ( /* void */ ; v != NULL; v = v->next) {
            if (v->str != NULL) {
                sum += strlen(v->str) + v->len;
            }

            if (v->key != NULL) {
                sum += strlen(v->key);
                (void) nseg_json_get_str(root, v->key);
            }

            if (v->child != NULL && top <= NSEG_JSON_MAX_DEPTH) {
                stack[top++] = v->child;
            }
        }
    }

    if (sum == (size_t) -1) {
        __builtin_trap();
    }
}


static int
nseg_fuzz_name(void *data, const char *name, size_t len)
{
    if (len == 0 || memchr(name, '\0', len) != NULL) {
        __builtin_trap();
    }

    return NSEG_OK;
}
