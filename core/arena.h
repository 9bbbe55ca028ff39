
/*
 * arena.h - a bump allocator for per-document data, freed in one call.
 */


#ifndef _NSEG_ARENA_H_INCLUDED_
#define _NSEG_ARENA_H_INCLUDED_


#include <stddef.h>


typedef struct nseg_arena_block_s  nseg_arena_block_t;

typedef struct {
    nseg_arena_block_t        *head;
    size_t                     block_size;
} nseg_arena_t;


void nseg_arena_init(nseg_arena_t *a, size_t block_size);
void *nseg_arena_alloc(nseg_arena_t *a, size_t size);
void *nseg_arena_calloc(nseg_arena_t *a, size_t size);
char *nseg_arena_strndup(nseg_arena_t *a, const char *s, size_t len);
void nseg_arena_free(nseg_arena_t *a);


#endif /* _NSEG_ARENA_H_INCLUDED_ */
