
/*
 * subtree.h - title subtrees after Wang et al. (KDD 2009): the elements
 * that may hold a page's title, and their spatial and content features,
 * computed without rendering from what the pipeline already has.
 */


#ifndef _NSEG_SUBTREE_H_INCLUDED_
#define _NSEG_SUBTREE_H_INCLUDED_


#include "doc.h"
#include "attrs.h"


typedef enum {
    NSEG_ST_FONT = 0,        /* FontSize: over the largest, 0..1 */
    NSEG_ST_WORDS,           /* WordNum over MaxWordNum (60), at most 1 */
    NSEG_ST_FULL_STOP,       /* EndWithFullStop */
    NSEG_ST_TOP,             /* RectTop: share of the texts before it */
    NSEG_ST_BODY_DIST,       /* Distance: text nodes to the body, -1..1 */
    NSEG_ST_LINK,            /* anchor text over text (NoAnchorText) */
    NSEG_ST_CATEGORY,        /* its text is a link elsewhere
                                (NotCategoryName) */
    NSEG_ST_BOLD,            /* newsseg: bold */
    NSEG_ST_HEADING,         /* newsseg: <h1> 1, <h2> 5/6 ... else 0 */
    NSEG_ST_TITLE_EDIT,      /* newsseg: attribute 9 of its best node */
    NSEG_ST_META_EDIT,       /* newsseg: edit distance to og:title */
    NSEG_ST_N
} nseg_subtree_feature_e;


typedef struct {
    uint32_t                   block;     /* the subtree's root element */
    uint32_t                   node;      /* its first evaluated text */
    uint32_t                   row;       /* that node's attribute row */
    float                      f[NSEG_ST_N];
} nseg_subtree_t;


extern const char  *nseg_subtree_feature_names[NSEG_ST_N];


/*
 * The candidates among the evaluated rows (attrs), one per block element
 * in document order, into out (room for attrs->n); returns how many.
 * first_relevant_text is NCE's first relevant text node.
 */
uint32_t nseg_subtree_candidates(nseg_doc_t *doc, const nseg_features_t *attrs,
    uint32_t first_relevant_text, nseg_subtree_t *out);


#endif /* _NSEG_SUBTREE_H_INCLUDED_ */
