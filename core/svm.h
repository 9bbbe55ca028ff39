
/*
 * svm.h - support vector machines with an RBF kernel and Platt
 * probabilities (the subtree models of Wang et al., KDD 2009): a small
 * text format exported by `newsseg train` from libsvm, its loader, and
 * inference (libsvm is linked only into the training tool).
 */


#ifndef _NSEG_SVM_H_INCLUDED_
#define _NSEG_SVM_H_INCLUDED_


#include <stddef.h>
#include <stdint.h>

#include "newsseg.h"
#include "subtree.h"


typedef struct {
    char                       name[32];
    uint32_t                   nfeatures;
    uint8_t                    features[NSEG_ST_N];   /* NSEG_ST_* */
    float                      offset[NSEG_ST_N];     /* x' = (x - offset) */
    float                      scale[NSEG_ST_N];      /*      * scale */
    double                     gamma;                 /* exp(-g |u-v|^2) */
    double                     rho;
    double                     prob_a;                /* Platt's sigmoid */
    double                     prob_b;
    double                     threshold;             /* probability */
    uint32_t                   nvectors;
    double                    *coef;                  /* per vector */
    float                     *vectors;               /* scaled, row-major */
} nseg_svm_t;


/* parses one model; err gets "name:line: what" on failure */
int nseg_svm_parse(nseg_svm_t *m, const char *data, size_t len,
    const char *name, char *err, size_t err_len);
void nseg_svm_free(nseg_svm_t *m);

/* the decision value and the probability of the positive class */
double nseg_svm_decision(const nseg_svm_t *m, const float *f);
double nseg_svm_predict(const nseg_svm_t *m, const float *f);

/* serialises m (the format nseg_svm_parse reads) into a malloc'd string */
char *nseg_svm_dump(const nseg_svm_t *m, size_t *len);


#endif /* _NSEG_SVM_H_INCLUDED_ */
