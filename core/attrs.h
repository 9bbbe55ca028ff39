
/*
 * attrs.h - the nine text-node attributes of Cardoso et al. (§3.3),
 * plus the evidence features added by newsseg, for the evaluated nodes:
 * the relevant ones and every text node before the first of them.
 */


#ifndef _NSEG_ATTRS_H_INCLUDED_
#define _NSEG_ATTRS_H_INCLUDED_


#include "doc.h"
#include "css.h"


typedef enum {
    NSEG_F_LEN = 0,          /* 1: text length in characters */
    NSEG_F_DIGITS,           /* 2: digit characters */
    NSEG_F_DIGIT_PCT,        /* 3: digits over length, percent */
    NSEG_F_FONT_PX,          /* 4: font size in pixels */
    NSEG_F_FONT_REL,         /* 5: font size over the largest, percent */
    NSEG_F_BOLD,             /* 6: bold */
    NSEG_F_SAME_STYLE,       /* 7: evaluated nodes with the same style */
    NSEG_F_TITLE_DIST,       /* 8: signed text-node distance to title */
    NSEG_F_TITLE_EDIT,       /* 9: weighted edit distance to <title> */
    NSEG_F_META_EDIT,        /* newsseg: edit distance to og:title */
    NSEG_F_N
} nseg_feature_e;


typedef struct {
    uint32_t                   node;      /* index in doc->nodes */
    float                      f[NSEG_F_N];
} nseg_row_t;


typedef struct {
    nseg_row_t                *rows;
    uint32_t                   n;
} nseg_features_t;


extern const char  *nseg_feature_names[NSEG_F_N];

/*
 * Computes the rows of the evaluated nodes.  meta_title may be NULL.
 * NSEG_F_TITLE_DIST is left 0 until nseg_attrs_set_title().
 */
int nseg_attrs_compute(nseg_doc_t *doc, nseg_css_t *css,
    uint32_t first_relevant_text, const char *meta_title,
    nseg_features_t *out);
void nseg_attrs_set_title(nseg_doc_t *doc, nseg_features_t *fs,
    uint32_t title_node);

/*
 * The paper's weighted Levenshtein distance (insert 1, change 2,
 * delete 4 from a to reach b) over code points, divided by the length
 * of b and capped at cap.
 */
double nseg_edit_distance(const char *a, size_t alen, const char *b,
    size_t blen, double cap);


#endif /* _NSEG_ATTRS_H_INCLUDED_ */
