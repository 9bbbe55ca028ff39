
/*
 * sitemem.c - the site memory: an open-addressed table of block hashes
 * with the first two pages each was seen on.  Two pages are all it
 * takes to tell a site's template ("seen on a page other than this
 * one"); reloading one page never counts as a second.  The table is
 * bounded: when it is full it starts afresh, which only costs what it
 * knew (the next pages of a site teach it again).
 */


#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "sitemem.h"
#include "tags.h"


/*
 * A block shorter than this many words is not judged: a subheading
 * ("Fazit", "Conclusion") may open the last part of many articles of a
 * site, a sentence does not repeat word for word unless a template
 * writes it.
 */
#define NSEG_SITEMEM_MIN_WORDS   5


typedef struct {
    uint64_t                   block;       /* 0: empty slot */
    uint64_t                   page[2];     /* 0: none yet */
} nseg_sitemem_slot_t;


/*
 * The slots follow the header in one block, heap or shared memory: no
 * pointer is stored, so the table reads the same wherever a process
 * maps it.
 */
struct nseg_sitemem_s {
    pthread_mutex_t            lock;
    size_t                     size;        /* slots, a power of two */
    size_t                     used;
    size_t                     max_used;    /* 3/4 of size */
    unsigned                   shared;      /* the caller's memory */
};


#define nseg_sitemem_slots(mem)                                              \
    ((nseg_sitemem_slot_t *) ((char *) (mem) + NSEG_SITEMEM_HEADER))

/* the header, rounded up so that the slots are aligned */
#define NSEG_SITEMEM_HEADER                                                  \
    ((sizeof(nseg_sitemem_t) + 15) & ~(size_t) 15)

/* the smallest table a shared region may hold */
#define NSEG_SITEMEM_MIN_SLOTS   64


static int nseg_sitemem_init(nseg_sitemem_t *mem, size_t size);
static int nseg_sitemem_lock(nseg_sitemem_t *mem);
static void nseg_sitemem_clear(nseg_sitemem_t *mem);


nseg_sitemem_t *
nseg_sitemem_new(size_t max_blocks)
{
    size_t           size;
    nseg_sitemem_t  *mem;

    if (max_blocks == 0) {
        max_blocks = NSEG_SITEMEM_DEFAULT_BLOCKS;
    }

    if (max_blocks > ((size_t) 1 << 28)) {
        return NULL;
    }

    for (size = 16; size / 4 * 3 < max_blocks; size *= 2) {
        /* void */
    }

    if (size > (SIZE_MAX - NSEG_SITEMEM_HEADER)
               / sizeof(nseg_sitemem_slot_t))
    {
        return NULL;
    }

    mem = calloc(1, NSEG_SITEMEM_HEADER
                    + size * sizeof(nseg_sitemem_slot_t));
    if (mem == NULL) {
        return NULL;
    }

    if (nseg_sitemem_init(mem, size) != 0) {
        free(mem);
        return NULL;
    }

    return mem;
}


nseg_sitemem_t *
nseg_sitemem_shared(void *region, size_t bytes)
{
    size_t           size;
    nseg_sitemem_t  *mem;

    if (region == NULL || ((uintptr_t) region & 7) != 0
        || bytes < NSEG_SITEMEM_HEADER
                   + NSEG_SITEMEM_MIN_SLOTS * sizeof(nseg_sitemem_slot_t))
    {
        return NULL;
    }

    /* the largest power of two that fits, up to 2^28 slots */
    for (size = NSEG_SITEMEM_MIN_SLOTS;
         size < ((size_t) 1 << 28)
         && size * 2 <= (bytes - NSEG_SITEMEM_HEADER)
                        / sizeof(nseg_sitemem_slot_t);
         size *= 2)
    {
        /* void */
    }

    mem = region;
    memset(mem, 0, NSEG_SITEMEM_HEADER + size * sizeof(nseg_sitemem_slot_t));

    mem->shared = 1;

    if (nseg_sitemem_init(mem, size) != 0) {
        return NULL;
    }

    return mem;
}


void
nseg_sitemem_free(nseg_sitemem_t *mem)
{
    /* a shared lock may still be another process's to take */
    if (mem == NULL || mem->shared) {
        return;
    }

    pthread_mutex_destroy(&mem->lock);
    free(mem);
}


/*
 * A zeroed table of size slots, filled to three quarters before it
 * starts afresh.  One lock for both kinds: process-shared, so that it
 * works in shared memory, and robust, so that a worker killed while it
 * holds it leaves it to the next process rather than to nobody.
 */
static int
nseg_sitemem_init(nseg_sitemem_t *mem, size_t size)
{
    int                  rc;
    pthread_mutexattr_t  attr;

    mem->size = size;
    mem->max_used = size / 4 * 3;

    if (pthread_mutexattr_init(&attr) != 0) {
        return -1;
    }

    rc = pthread_mutexattr_setpshared(&attr, PTHREAD_PROCESS_SHARED);

    if (rc == 0) {
        rc = pthread_mutexattr_setrobust(&attr, PTHREAD_MUTEX_ROBUST);
    }

    if (rc == 0) {
        rc = pthread_mutex_init(&mem->lock, &attr);
    }

    (void) pthread_mutexattr_destroy(&attr);

    return rc == 0 ? 0 : -1;
}


/*
 * 0 when the lock is held.  A process that died holding it may have
 * left a slot half written, or the count of used slots behind: the
 * table starts afresh, which costs only what it knew.  A lock that
 * cannot be recovered leaves the memory unused (-1), pages go on.
 */
static int
nseg_sitemem_lock(nseg_sitemem_t *mem)
{
    int  rc;

    rc = pthread_mutex_lock(&mem->lock);

    if (rc == EOWNERDEAD) {
        if (pthread_mutex_consistent(&mem->lock) != 0) {
            (void) pthread_mutex_unlock(&mem->lock);
            return -1;
        }

        nseg_sitemem_clear(mem);
        return 0;
    }

    return rc == 0 ? 0 : -1;
}


/*
 * Under the lock.  Clearing takes under a millisecond per 10 MB of
 * table, once per fill, while every worker waits for the lock.
 */
static void
nseg_sitemem_clear(nseg_sitemem_t *mem)
{
    memset(nseg_sitemem_slots(mem), 0,
           mem->size * sizeof(nseg_sitemem_slot_t));
    mem->used = 0;
}


int
nseg_sitemem_seen(nseg_sitemem_t *mem, uint64_t block, uint64_t page,
    unsigned mode)
{
    int                   seen;
    size_t                k, n;
    nseg_sitemem_slot_t  *s, *slots;

    /* 0 marks an empty slot or no page */
    block |= (block == 0);
    page |= (page == 0);

    slots = nseg_sitemem_slots(mem);

    if (nseg_sitemem_lock(mem) != 0) {
        return 0;
    }

    /*
     * At most max_used slots are taken, so an empty one ends the probe;
     * the bound is for a table whose count went wrong all the same.
     */
    for (k = block & (mem->size - 1), n = 0; /* void */ ;
         k = (k + 1) & (mem->size - 1), n++)
    {
        s = &slots[k];

        if (s->block == block || s->block == 0) {
            break;
        }

        if (n == mem->size) {
            nseg_sitemem_clear(mem);
            s = &slots[block & (mem->size - 1)];
            break;
        }
    }

    seen = s->block == block
           && (s->page[0] != page || (s->page[1] != 0 && s->page[1] != page));

    if (mode & NSEG_SITEMEM_RECORD) {

        if (s->block == 0) {
            if (mem->used >= mem->max_used) {
                /* full: start afresh, then take this slot again */
                nseg_sitemem_clear(mem);
                s = &slots[block & (mem->size - 1)];
            }

            s->block = block;
            s->page[0] = page;
            mem->used++;

        } else if (s->page[0] != page && s->page[1] == 0) {
            s->page[1] = page;
        }
    }

    pthread_mutex_unlock(&mem->lock);

    return seen;
}


uint64_t
nseg_sitemem_hash(uint64_t h, const char *s, size_t len)
{
    size_t  i;

    for (i = 0; i < len; i++) {
        h ^= (unsigned char) s[i];
        h *= 0x100000001b3ULL;
    }

    return h;
}


/*
 * The site of a URL, hashed: its host, lower case, without "www." and
 * port; the page: the URL without its fragment.  0 without a host.
 */
static uint64_t
nseg_sitemem_site(const char *url, uint64_t *page)
{
    char         c;
    size_t       n;
    uint64_t     h;
    const char  *host, *p;

    p = strstr(url, "://");
    if (p == NULL) {
        return 0;
    }

    host = p + 3;

    if (strncasecmp(host, "www.", 4) == 0) {
        host += 4;
    }

    h = NSEG_SITEMEM_HASH_INIT;

    for (p = host; *p != '\0' && strchr("/:?#", *p) == NULL; p++) {
        c = (*p >= 'A' && *p <= 'Z') ? (char) (*p | 0x20) : *p;
        h = nseg_sitemem_hash(h, &c, 1);
    }

    if (p == host) {
        return 0;
    }

    n = strcspn(url, "#");
    *page = nseg_sitemem_hash(NSEG_SITEMEM_HASH_INIT, url, n);

    return h;
}


/*
 * A block is its place in the page as well as its words: the site's
 * template puts a box at the same path on every page, where the lead
 * of an article, repeated as a teaser on the front page, sits elsewhere
 * there (the paper compares blocks by tree edit distance for the same
 * reason).  The path is the elements' names from the block up.
 */
static uint64_t
nseg_sitemem_path(const nseg_doc_t *doc, uint32_t b, uint64_t h)
{
    uint8_t        tag;
    const char    *name;

    for ( /* void */ ; b != NSEG_NONE; b = doc->nodes[b].parent) {
        tag = doc->nodes[b].tag;
        name = doc->nodes[b].text;

        if (tag == NSEG_TAG_UNKNOWN && name != NULL) {
            h = nseg_sitemem_hash(h, name, strlen(name));
        }

        h = nseg_sitemem_hash(h, (const char *) &tag, 1);
    }

    return h;
}


int
nseg_sitemem_apply(nseg_sitemem_t *mem, nseg_doc_t *doc,
    nseg_arena_t *arena, uint8_t *keep, const char *url, unsigned mode)
{
    char          c;
    size_t        k, w, start;
    uint8_t      *drop;
    uint32_t      t, i, b, *words, *blocks;
    uint64_t      site, page, *hash, total, dropped, *chars;
    nseg_node_t  *nd;

    if (url == NULL || (site = nseg_sitemem_site(url, &page)) == 0) {
        return NSEG_OK;
    }

    hash = nseg_arena_alloc(arena, doc->n * sizeof(uint64_t));
    chars = nseg_arena_calloc(arena, doc->n * sizeof(uint64_t));
    words = nseg_arena_calloc(arena, doc->n * sizeof(uint32_t));
    drop = nseg_arena_calloc(arena, doc->n);
    blocks = nseg_arena_alloc(arena, doc->ntexts * sizeof(uint32_t) + 1);

    if (hash == NULL || chars == NULL || words == NULL || drop == NULL
        || blocks == NULL)
    {
        return NSEG_ERROR;
    }

    /* a block's hash: the site, then its words, lower case */
    total = 0;

    for (t = 0; t < doc->ntexts; t++) {
        i = doc->texts[t];
        nd = &doc->nodes[i];
        blocks[t] = NSEG_NONE;

        if (!keep[i] || nd->hidden || nd->chars == 0
            || (b = nseg_doc_block(doc, i)) == NSEG_NONE)
        {
            continue;
        }

        blocks[t] = b;

        if (chars[b] == 0) {
            hash[b] = nseg_sitemem_path(doc, b, site);
        }

        chars[b] += nd->chars;
        total += nd->chars;

        for (k = 0; k < nd->text_len; /* void */ ) {
            while (k < nd->text_len
                   && strchr(" \t\n\r\f", nd->text[k]) != NULL)
            {
                k++;
            }

            for (start = k; k < nd->text_len
                 && strchr(" \t\n\r\f", nd->text[k]) == NULL; k++)
            {
                /* void */
            }

            if (k == start) {
                continue;
            }

            for (w = start; w < k; w++) {
                c = nd->text[w];
                c = (c >= 'A' && c <= 'Z') ? (char) (c | 0x20) : c;
                hash[b] = nseg_sitemem_hash(hash[b], &c, 1);
            }

            hash[b] = nseg_sitemem_hash(hash[b], " ", 1);
            words[b]++;
        }
    }

    dropped = 0;

    for (b = 0; b < doc->n; b++) {
        if (words[b] >= NSEG_SITEMEM_MIN_WORDS
            && nseg_sitemem_seen(mem, hash[b], page, mode))
        {
            drop[b] = 1;
            dropped += chars[b];
        }
    }

    /*
     * Half the body or more seen elsewhere is not a template but a copy
     * of an article (its print or AMP version, a second URL): kept.
     */
    if (!(mode & NSEG_SITEMEM_APPLY) || dropped == 0 || dropped * 2 >= total)
    {
        return NSEG_OK;
    }

    for (t = 0; t < doc->ntexts; t++) {
        if (blocks[t] != NSEG_NONE && drop[blocks[t]]) {
            keep[doc->texts[t]] = 0;
        }
    }

    return NSEG_OK;
}
