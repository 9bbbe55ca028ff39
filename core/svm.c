
/*
 * svm.c - loads and evaluates RBF support vector machines.  The text
 * format:
 *
 *   newsseg-svm 1
 *   name title_subtree
 *   features font words full_stop ...   (names from subtree.h)
 *   scale 0 1 0 0.5 ...                 offset and factor per feature
 *   gamma 0.5
 *   rho 0.25
 *   platt -3.1 0.2                      P = 1 / (1 + exp(A f + B))
 *   threshold 0.5
 *   vectors 2
 *   0.75 1 0.2 0 ...                    coefficient, scaled features
 *   -0.75 0.3 0.9 1 ...
 *   end
 *
 * f = sum of coef * exp(-gamma |sv - x|^2) - rho, x scaled first;
 * f > 0 is the positive class, as libsvm's decision value with the
 * positive label first.
 */


#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "model.h"


int
nseg_svm_parse(nseg_svm_t *m, const char *data, size_t len, const char *name,
    char *err, size_t err_len)
{
    int                  n;
    char                *p, *q;
    double               v;
    uint32_t             k;
    unsigned             j, nvectors;
    nseg_model_reader_t  r;

    memset(m, 0, sizeof(nseg_svm_t));

    nseg_model_reader_init(&r, data, len, name, err, err_len);

    if (nseg_model_reader_header(&r, "newsseg-svm", "newsseg SVM model",
                                 m->name, sizeof(m->name),
                                 nseg_subtree_feature_names, NSEG_ST_N,
                                 m->features, &m->nfeatures)
        != NSEG_OK)
    {
        return NSEG_ERROR;
    }

    if (!nseg_model_reader_next(&r) || strncmp(r.text, "scale", 5) != 0) {
        return nseg_model_reader_fail(&r, "\"scale\" expected");
    }

    p = r.text + 5;
    for (j = 0; j < 2 * m->nfeatures; j++) {
        v = strtod(p, &q);
        if (q == p || !isfinite(v)) {
            return nseg_model_reader_fail(&r, "\"scale\" needs an offset "
                                          "and a factor per feature");
        }
        p = q;
        if (j % 2 == 0) {
            m->offset[j / 2] = (float) v;
        } else {
            m->scale[j / 2] = (float) v;
        }
    }

    if (!nseg_model_reader_next(&r)
        || sscanf(r.text, "gamma %lf", &m->gamma) != 1
        || !(m->gamma > 0 && isfinite(m->gamma)))
    {
        return nseg_model_reader_fail(&r, "\"gamma\" > 0 expected");
    }

    if (!nseg_model_reader_next(&r)
        || sscanf(r.text, "rho %lf", &m->rho) != 1 || !isfinite(m->rho))
    {
        return nseg_model_reader_fail(&r, "\"rho NUMBER\" expected");
    }

    if (!nseg_model_reader_next(&r)
        || sscanf(r.text, "platt %lf %lf", &m->prob_a, &m->prob_b) != 2
        || !isfinite(m->prob_a) || !isfinite(m->prob_b))
    {
        return nseg_model_reader_fail(&r, "\"platt A B\" expected");
    }

    if (!nseg_model_reader_next(&r)
        || sscanf(r.text, "threshold %lf", &m->threshold) != 1
        || !(m->threshold > 0 && m->threshold < 1))
    {
        return nseg_model_reader_fail(&r, "\"threshold\" in (0, 1) "
                                      "expected");
    }

    if (!nseg_model_reader_next(&r)
        || sscanf(r.text, "vectors %u", &nvectors) != 1
        || nvectors == 0 || nvectors > 1000000)
    {
        return nseg_model_reader_fail(&r, "\"vectors N\" expected");
    }

    m->coef = calloc(nvectors, sizeof(double));
    m->vectors = calloc((size_t) nvectors * m->nfeatures, sizeof(float));

    if (m->coef == NULL || m->vectors == NULL) {
        nseg_model_reader_fail(&r, "out of memory");
        goto failed;
    }

    for (k = 0; k < nvectors; k++) {
        if (!nseg_model_reader_next(&r)) {
            nseg_model_reader_fail(&r, "truncated model: %u of %u vectors",
                                   k, nvectors);
            goto failed;
        }

        p = r.text;
        for (j = 0; j <= m->nfeatures; j++) {
            v = strtod(p, &q);
            if (q == p || !isfinite(v)) {
                nseg_model_reader_fail(&r, "a vector is a coefficient and "
                                       "%u features", m->nfeatures);
                goto failed;
            }
            p = q;
            if (j == 0) {
                m->coef[k] = v;
            } else {
                m->vectors[(size_t) k * m->nfeatures + j - 1] = (float) v;
            }
        }

        n = 0;
        sscanf(p, " %n", &n);
        if (p[n] != '\0') {
            nseg_model_reader_fail(&r, "a vector is a coefficient and "
                                   "%u features", m->nfeatures);
            goto failed;
        }
    }

    if (!nseg_model_reader_next(&r) || strcmp(r.text, "end") != 0) {
        nseg_model_reader_fail(&r, "\"end\" expected (truncated file?)");
        goto failed;
    }

    m->nvectors = nvectors;

    return NSEG_OK;

failed:

    nseg_svm_free(m);

    return NSEG_ERROR;
}


void
nseg_svm_free(nseg_svm_t *m)
{
    free(m->coef);
    free(m->vectors);
    m->coef = NULL;
    m->vectors = NULL;
    m->nvectors = 0;
}


double
nseg_svm_decision(const nseg_svm_t *m, const float *f)
{
    float         x[NSEG_ST_N], d, dist;
    double        sum;
    uint32_t      k, j;
    const float  *sv;

    for (j = 0; j < m->nfeatures; j++) {
        x[j] = (f[m->features[j]] - m->offset[j]) * m->scale[j];
    }

    sum = 0;

    for (k = 0; k < m->nvectors; k++) {
        sv = &m->vectors[(size_t) k * m->nfeatures];
        dist = 0;
        for (j = 0; j < m->nfeatures; j++) {
            d = sv[j] - x[j];
            dist += d * d;
        }
        sum += m->coef[k] * exp(-m->gamma * dist);
    }

    return sum - m->rho;
}


double
nseg_svm_predict(const nseg_svm_t *m, const float *f)
{
    double  z;

    z = m->prob_a * nseg_svm_decision(m, f) + m->prob_b;

    /* libsvm's sigmoid_predict, written to not overflow */
    return z >= 0 ? exp(-z) / (1.0 + exp(-z)) : 1.0 / (1.0 + exp(z));
}


char *
nseg_svm_dump(const nseg_svm_t *m, size_t *len)
{
    uint32_t    k, j;
    nseg_buf_t  b;

    nseg_buf_init(&b, 4096);

    nseg_buf_printf(&b, "newsseg-svm 1\nname %s\nfeatures", m->name);

    for (j = 0; j < m->nfeatures; j++) {
        nseg_buf_printf(&b, " %s", nseg_subtree_feature_names[m->features[j]]);
    }

    nseg_buf_puts(&b, "\nscale");

    for (j = 0; j < m->nfeatures; j++) {
        nseg_buf_printf(&b, " %.9g %.9g", m->offset[j], m->scale[j]);
    }

    nseg_buf_printf(&b, "\ngamma %.9g\nrho %.17g\nplatt %.17g %.17g\n"
                    "threshold %.6g\nvectors %u\n", m->gamma, m->rho,
                    m->prob_a, m->prob_b, m->threshold, m->nvectors);

    for (k = 0; k < m->nvectors; k++) {
        nseg_buf_printf(&b, "%.17g", m->coef[k]);
        for (j = 0; j < m->nfeatures; j++) {
            nseg_buf_printf(&b, " %.9g",
                            m->vectors[(size_t) k * m->nfeatures + j]);
        }
        nseg_buf_putc(&b, '\n');
    }

    nseg_buf_puts(&b, "end\n");

    return nseg_buf_detach(&b, len);
}
