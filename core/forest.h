
/*
 * forest.h - tree-ensemble models: a small text format exported by
 * `newsseg train`, its loader, and inference (no ML runtime needed).
 */


#ifndef _NSEG_FOREST_H_INCLUDED_
#define _NSEG_FOREST_H_INCLUDED_


#include <stddef.h>
#include <stdint.h>

#include "newsseg.h"
#include "attrs.h"


typedef struct {
    float                      value;      /* threshold, or leaf value */
    int32_t                    yes;        /* x < value; -1: a leaf */
    int32_t                    no;
    uint8_t                    feature;    /* NSEG_F_* */
    uint8_t                    missing_yes;
} nseg_tree_node_t;


typedef struct {
    char                       name[32];
    uint32_t                   nfeatures;
    uint8_t                    features[NSEG_F_N];
    double                     base_margin;
    double                     threshold;   /* probability cut-off */
    uint32_t                   ntrees;
    uint32_t                  *roots;       /* index of each tree's root */
    nseg_tree_node_t          *nodes;
    uint32_t                   nnodes;
} nseg_forest_t;


/* parses one model; err gets "name:line: what" on failure */
int nseg_forest_parse(nseg_forest_t *f, const char *data, size_t len,
    const char *name, char *err, size_t err_len);
void nseg_forest_free(nseg_forest_t *f);

/* probability of the positive class for one row */
double nseg_forest_predict(const nseg_forest_t *f, const float *row);

/* serialises f (the format nseg_forest_parse reads) into a malloc'd str */
char *nseg_forest_dump(const nseg_forest_t *f, size_t *len);


#endif /* _NSEG_FOREST_H_INCLUDED_ */
