
/*
 * arena.c - a bump allocator: blocks are chained and freed together;
 * requests larger than a block get a block of their own.
 */


#include <stdlib.h>
#include <string.h>

#include "arena.h"


struct nseg_arena_block_s {
    nseg_arena_block_t        *next;
    size_t                     size;
    size_t                     used;
    /* max_align_t alignment follows */
};

#define NSEG_ARENA_ALIGN         16
#define NSEG_ARENA_HDR                                                       \
    ((sizeof(nseg_arena_block_t) + NSEG_ARENA_ALIGN - 1)                     \
     & ~(size_t) (NSEG_ARENA_ALIGN - 1))


void
nseg_arena_init(nseg_arena_t *a, size_t block_size)
{
    a->head = NULL;
    a->block_size = block_size ? block_size : 64 * 1024;
}


void *
nseg_arena_alloc(nseg_arena_t *a, size_t size)
{
    size_t               bsize;
    nseg_arena_block_t  *b;

    size = (size + NSEG_ARENA_ALIGN - 1) & ~(size_t) (NSEG_ARENA_ALIGN - 1);

    b = a->head;

    if (b == NULL || b->size - b->used < size) {
        bsize = size > a->block_size ? size : a->block_size;

        b = malloc(NSEG_ARENA_HDR + bsize);
        if (b == NULL) {
            return NULL;
        }

        b->size = bsize;
        b->used = 0;

        if (size > a->block_size && a->head != NULL) {
            /* a big one-off block goes behind the current one */
            b->next = a->head->next;
            a->head->next = b;

        } else {
            b->next = a->head;
            a->head = b;
        }
    }

    b->used += size;

    return (char *) b + NSEG_ARENA_HDR + b->used - size;
}


void *
nseg_arena_calloc(nseg_arena_t *a, size_t size)
{
    void  *p;

    p = nseg_arena_alloc(a, size);
    if (p != NULL) {
        memset(p, 0, size);
    }

    return p;
}


char *
nseg_arena_strndup(nseg_arena_t *a, const char *s, size_t len)
{
    char  *p;

    p = nseg_arena_alloc(a, len + 1);
    if (p == NULL) {
        return NULL;
    }

    memcpy(p, s, len);
    p[len] = '\0';

    return p;
}


void
nseg_arena_free(nseg_arena_t *a)
{
    nseg_arena_block_t  *b, *next;

    for (b = a->head; b != NULL; b = next) {
        next = b->next;
        free(b);
    }

    a->head = NULL;
}
