
/*
 * sitemem.h - the site memory (Lin, Chen and Niu, seed 004, §2.4):
 * which body blocks of a site's pages were seen on which page, so that a
 * block repeated across pages of the same site leaves the body.
 */


#ifndef _NSEG_SITEMEM_H_INCLUDED_
#define _NSEG_SITEMEM_H_INCLUDED_


#include <stdint.h>

#include "newsseg.h"
#include "arena.h"
#include "doc.h"


/*
 * Whether block (a hash of its text, keyed by site) is in the memory
 * from a page other than page, then (NSEG_SITEMEM_RECORD) records it
 * for page.  Thread-safe: one lock per call.
 */
int nseg_sitemem_seen(nseg_sitemem_t *mem, uint64_t block, uint64_t page,
    unsigned mode);

/*
 * The site memory's step of the pipeline: hashes the blocks of the
 * body (keep, over doc's nodes), drops from keep those seen on another
 * page of the site (NSEG_SITEMEM_APPLY), records them (RECORD).  url is
 * the page's; its host is the site.  Returns NSEG_OK or NSEG_ERROR (out
 * of memory: keep unchanged).
 */
int nseg_sitemem_apply(nseg_sitemem_t *mem, nseg_doc_t *doc,
    nseg_arena_t *arena, uint8_t *keep, const char *url, unsigned mode);

/* 64-bit FNV-1a, continued from h: the hashes of blocks, sites, pages */
uint64_t nseg_sitemem_hash(uint64_t h, const char *s, size_t len);

#define NSEG_SITEMEM_HASH_INIT   0xcbf29ce484222325ULL


#endif /* _NSEG_SITEMEM_H_INCLUDED_ */
