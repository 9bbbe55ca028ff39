
/*
 * label.h - labels for the attribute rows of a corpus page, derived from
 * its gold fields: the title node(s), the date node(s).
 */


#ifndef _NSEG_LABEL_H_INCLUDED_
#define _NSEG_LABEL_H_INCLUDED_


#include "segment.h"
#include "corpus.h"


typedef struct {
    uint32_t                   n;          /* rows */
    float                     *f;          /* n * NSEG_F_N attributes */
    uint8_t                   *title;      /* 1: a title node */
    uint8_t                   *date;       /* 1: a date node */
    uint32_t                  *node;       /* node index per row */
    int                        title_found;
    int                        date_found;

    /*
     * The gold title, exactly (eval's normalisation), among what the
     * pipeline can answer: a row's title text, cleaned as the result
     * cleans it (ceiling_node); or a metadata title or <title>, cleaned
     * likewise (ceiling_any).  A perfect choice scores no higher; nor
     * on the bag-of-words F1 than bow_node and bow_any.
     */
    int                        ceiling_node;
    int                        ceiling_any;
    double                     bow_node;   /* the best bag-of-words F1 */
    double                     bow_any;
} nseg_labels_t;


/*
 * Analyses the page (ctx as for nseg_analyze) and labels its rows:
 * title rows are those whose title text best matches the gold title
 * (bag-of-words F1 >= 0.8, the largest font among equals); date rows
 * parse to the gold day and contain a digit (thesis §3.3).  Attribute 8
 * is computed against the labelled title node.  Returns NSEG_OK or the
 * analysis' decline.
 */
int nseg_label_page(nseg_ctx_t *ctx, const char *data, size_t len,
    const nseg_gold_t *gold, nseg_labels_t *labels);
void nseg_labels_free(nseg_labels_t *labels);


#endif /* _NSEG_LABEL_H_INCLUDED_ */
