
/*
 * nce.h - relevant content (NCE) of Cardoso et al.: the separator node,
 * the low link-density forest below it, and comment-section removal
 * through the LCS graph.
 */


#ifndef _NSEG_NCE_H_INCLUDED_
#define _NSEG_NCE_H_INCLUDED_


#include "doc.h"


typedef struct {
    uint32_t                   alpha1;  /* comment candidates: min chars */
    uint32_t                   alpha2;  /* comment candidates: max chars */
    double                     beta1;   /* sibling link density bound */
    uint32_t                   beta2;   /* separator: min subtree chars */
    uint32_t                   beta3;   /* long leaf / big sibling chars */
    double                     beta4;   /* forest: max link density */
    uint32_t                   beta5;   /* LCS graph: max list distance */
    double                     beta6;   /* LCS graph: min similarity */
    double                     inner_ld;   /* inner blocks: max density */
    uint32_t                   inner_min;  /* inner blocks: min chars */
    double                     climb;      /* split articles: min share */
    uint32_t                   min_texts;  /* comments: min text nodes */
} nseg_nce_params_t;


/* an element's class or id names it boilerplate: comments, or others */
#define NSEG_NCE_NAME_OTHER      1
#define NSEG_NCE_NAME_COMMENT    2


/* the tuned values; see the comment in nce.c for how they were chosen */
extern nseg_nce_params_t  nseg_nce_params;


typedef struct {
    uint32_t                   separator;   /* node index or NSEG_NONE */
    uint32_t                   first_text;  /* text_pos of the first and */
    uint32_t                   last_text;   /* last relevant text node */
    uint32_t                   relevant;    /* relevant text nodes */
    uint32_t                   comments;    /* node where comments begin */
    const uint8_t             *names;       /* per node: NSEG_NCE_NAME_*,
                                               0: not named boilerplate */
} nseg_nce_t;


/*
 * Marks nodes[i].relevant on every node of the relevant content.
 * Returns NSEG_OK, or NSEG_DECLINED when no text is relevant.
 */
int nseg_nce_run(nseg_doc_t *doc, const nseg_nce_params_t *params,
    nseg_nce_t *nce);


#endif /* _NSEG_NCE_H_INCLUDED_ */
