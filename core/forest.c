
/*
 * forest.c - loads and evaluates tree ensembles.  The text format:
 *
 *   newsseg-forest 1
 *   name title
 *   features len digits digit_pct ...      (names from features.h)
 *   base_margin -1.5
 *   threshold 0.5
 *   trees 2 nodes 5
 *   tree 0 3
 *   0 s 0 12.5 1 2 1      id, split, feature, threshold, yes, no, missing
 *   1 l 0.25              id, leaf, value
 *   2 l -0.5
 *   tree 1 2 ...
 *   end
 *
 * Children always have larger ids than their parent (as xgboost numbers
 * them), which the loader checks, so evaluation cannot loop.  The sum of
 * the leaves plus base_margin is a logit.
 */


#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "model.h"


int
nseg_forest_parse(nseg_forest_t *f, const char *data, size_t len,
    const char *name, char *err, size_t err_len)
{
    int                   k, n, missing;
    char                  kind;
    double                value;
    uint8_t              *defined;
    uint32_t              t, id, nn, ntrees, nnodes, base, tree_nodes;
    unsigned              feat;
    nseg_model_reader_t   r;
    nseg_tree_node_t     *nd;
    long                  yes, no;

    memset(f, 0, sizeof(nseg_forest_t));
    defined = NULL;

    nseg_model_reader_init(&r, data, len, name, err, err_len);

    if (nseg_model_reader_header(&r, "newsseg-forest", "newsseg model",
                                 f->name, sizeof(f->name),
                                 nseg_feature_names, NSEG_F_N, f->features,
                                 &f->nfeatures)
        != NSEG_OK)
    {
        return NSEG_ERROR;
    }

    if (!nseg_model_reader_next(&r)
        || sscanf(r.text, "base_margin %lf", &f->base_margin) != 1
        || !isfinite(f->base_margin))
    {
        return nseg_model_reader_fail(&r, "\"base_margin NUMBER\" expected");
    }

    if (!nseg_model_reader_next(&r)
        || sscanf(r.text, "threshold %lf", &f->threshold) != 1
        || !(f->threshold > 0 && f->threshold < 1))
    {
        return nseg_model_reader_fail(&r, "\"threshold\" in (0, 1) expected");
    }

    if (!nseg_model_reader_next(&r)
        || sscanf(r.text, "trees %u nodes %u", &ntrees, &nnodes) != 2
        || ntrees == 0 || ntrees > 100000 || nnodes == 0
        || nnodes > 10000000)
    {
        return nseg_model_reader_fail(&r, "\"trees N nodes M\" expected");
    }

    f->roots = calloc(ntrees, sizeof(uint32_t));
    f->nodes = calloc(nnodes, sizeof(nseg_tree_node_t));
    defined = calloc(nnodes, 1);

    if (f->roots == NULL || f->nodes == NULL || defined == NULL) {
        nseg_model_reader_fail(&r, "out of memory");
        goto failed;
    }

    base = 0;

    for (t = 0; t < ntrees; t++) {

        if (!nseg_model_reader_next(&r)
            || sscanf(r.text, "tree %u %u", &id, &tree_nodes) != 2
            || id != t || tree_nodes == 0 || tree_nodes > nnodes - base)
        {
            nseg_model_reader_fail(&r, "\"tree %u NODES\" expected "
                                   "(or truncated file)", t);
            goto failed;
        }

        f->roots[t] = base;

        for (nn = 0; nn < tree_nodes; nn++) {

            if (!nseg_model_reader_next(&r)) {
                nseg_model_reader_fail(&r, "truncated model: tree %u ends "
                                       "early", t);
                goto failed;
            }

            k = sscanf(r.text, "%u %c%n", &id, &kind, &n);

            if (k != 2 || id >= tree_nodes || defined[base + id]) {
                nseg_model_reader_fail(&r, "bad or duplicate node id");
                goto failed;
            }

            nd = &f->nodes[base + id];
            defined[base + id] = 1;

            if (kind == 'l') {
                if (sscanf(r.text + n, "%lf", &value) != 1
                    || !isfinite(value))
                {
                    nseg_model_reader_fail(&r, "bad leaf value");
                    goto failed;
                }

                nd->value = (float) value;
                nd->yes = -1;
                nd->no = -1;
                continue;
            }

            if (kind != 's'
                || sscanf(r.text + n, "%u %lf %ld %ld %d", &feat, &value,
                          &yes, &no, &missing) != 5
                || feat >= f->nfeatures || !isfinite(value)
                || yes <= (long) id || no <= (long) id
                || yes >= (long) tree_nodes || no >= (long) tree_nodes)
            {
                nseg_model_reader_fail(&r, "bad split node (expected "
                                       "\"ID s FEATURE THRESHOLD YES NO "
                                       "MISSING\" with children after "
                                       "their parent)");
                goto failed;
            }

            nd->feature = f->features[feat];
            nd->value = (float) value;
            nd->yes = (int32_t) (base + (uint32_t) yes);
            nd->no = (int32_t) (base + (uint32_t) no);
            nd->missing_yes = missing != 0;
        }

        base += tree_nodes;
    }

    if (base != nnodes) {
        nseg_model_reader_fail(&r, "node count %u does not match header %u",
                               base, nnodes);
        goto failed;
    }

    for (nn = 0; nn < nnodes; nn++) {
        if (!defined[nn]) {
            nseg_model_reader_fail(&r, "node %u never defined", nn);
            goto failed;
        }
    }

    if (!nseg_model_reader_next(&r) || strcmp(r.text, "end") != 0) {
        nseg_model_reader_fail(&r, "\"end\" expected (truncated file?)");
        goto failed;
    }

    f->ntrees = ntrees;
    f->nnodes = nnodes;
    free(defined);

    return NSEG_OK;

failed:

    free(defined);
    nseg_forest_free(f);

    return NSEG_ERROR;
}


void
nseg_forest_free(nseg_forest_t *f)
{
    free(f->roots);
    free(f->nodes);
    f->roots = NULL;
    f->nodes = NULL;
    f->ntrees = 0;
    f->nnodes = 0;
}


double
nseg_forest_predict(const nseg_forest_t *f, const float *row)
{
    double                   margin;
    uint32_t                 t;
    const nseg_tree_node_t  *nd;

    margin = f->base_margin;

    for (t = 0; t < f->ntrees; t++) {
        nd = &f->nodes[f->roots[t]];

        while (nd->yes >= 0) {
            nd = &f->nodes[row[nd->feature] < nd->value ? nd->yes : nd->no];
        }

        margin += nd->value;
    }

    return 1.0 / (1.0 + exp(-margin));
}


char *
nseg_forest_dump(const nseg_forest_t *f, size_t *len)
{
    uint32_t                 t, j, k, local, root, end;
    nseg_buf_t               b;
    const nseg_tree_node_t  *nd;

    nseg_buf_init(&b, 4096);

    nseg_buf_printf(&b, "newsseg-forest 1\nname %s\nfeatures", f->name);

    for (j = 0; j < f->nfeatures; j++) {
        nseg_buf_printf(&b, " %s", nseg_feature_names[f->features[j]]);
    }

    nseg_buf_printf(&b, "\nbase_margin %.9g\nthreshold %.6g\n"
                    "trees %u nodes %u\n", f->base_margin, f->threshold,
                    f->ntrees, f->nnodes);

    for (t = 0; t < f->ntrees; t++) {
        root = f->roots[t];
        end = t + 1 < f->ntrees ? f->roots[t + 1] : f->nnodes;

        nseg_buf_printf(&b, "tree %u %u\n", t, end - root);

        for (k = root; k < end; k++) {
            nd = &f->nodes[k];
            local = k - root;

            if (nd->yes < 0) {
                nseg_buf_printf(&b, "%u l %.9g\n", local, nd->value);
                continue;
            }

            for (j = 0; j < f->nfeatures; j++) {
                if (f->features[j] == nd->feature) {
                    break;
                }
            }

            nseg_buf_printf(&b, "%u s %u %.9g %u %u %u\n", local, j,
                            nd->value, (uint32_t) nd->yes - root,
                            (uint32_t) nd->no - root, nd->missing_yes);
        }
    }

    nseg_buf_puts(&b, "end\n");

    return nseg_buf_detach(&b, len);
}
