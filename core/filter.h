
/*
 * filter.h - user-defined path filters (Chamun et al., seed 003): which
 * elements of a page a site's rules select.
 */


#ifndef _NSEG_FILTER_H_INCLUDED_
#define _NSEG_FILTER_H_INCLUDED_


#include "newsseg.h"
#include "arena.h"
#include "doc.h"


typedef enum {
    NSEG_FILTER_HEADLINE = 0,
    NSEG_FILTER_TEXT,
    NSEG_FILTER_IMAGE,
    NSEG_FILTER_DROP,
    NSEG_FILTER_N
} nseg_filter_type_e;


/* the path levels' weights fall by this factor from the root down */
#define NSEG_FILTER_DAMPING      20.0


/*
 * Sets, for every element of doc, a bit per type (1 << the type) when a
 * rule of that type matches it; match has doc->n zeroed entries.
 * Returns NSEG_DECLINED past NSEG_FILTER_MAX_CELLS comparisons.
 */
int nseg_filter_match(const nseg_filter_t *filter, nseg_doc_t *doc,
    nseg_arena_t *arena, uint8_t *match);

/*
 * The weighted edit distance between two label paths, as the match
 * computes it, with the weights of a page of the given height (for
 * tests and the `paths` command).
 */
double nseg_filter_distance(const char *const *a, unsigned na,
    const char *const *b, unsigned nb, unsigned height);

/* the label of an element: its tag name, lower case */
const char *nseg_filter_label(const nseg_doc_t *doc, uint32_t i);


#endif /* _NSEG_FILTER_H_INCLUDED_ */
