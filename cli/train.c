
/*
 * train.c - `newsseg train`: labels the corpora's text nodes, trains the
 * three tree ensembles of the paper with xgboost's C API (gradient
 * boosting, or its random-forest mode, which is closest to the paper's
 * Weka ensembles), checks them by cross-validation through the real
 * pipeline, and exports them to the text format of core/forest.c.
 * xgboost is linked only into this tool, never into the module.
 */


#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "cli.h"
#include "label.h"
#include "metrics.h"
#include "model.h"


#ifndef NSEG_HAVE_XGBOOST

int
nseg_cli_train(int argc, char **argv)
{
    fprintf(stderr, "newsseg train: built without xgboost "
            "(apt-get install libxgboost-dev, then rebuild)\n");
    return 2;
}

#else

#include <jansson.h>
#include <libsvm/svm.h>
#include <xgboost/c_api.h>

#include "subtree.h"


typedef struct {
    nseg_labels_t              labels;
    nseg_gold_t                gold;
    char                      *source;
    size_t                     source_len;
    const char                *url;
    const char                *set;
    unsigned                   fold;
    int                        ok;
    /* title subtree candidates: features and labels (Wang et al.) */
    uint32_t                   nsub;
    float                     *sub_f;      /* nsub * NSEG_ST_N */
    uint8_t                   *sub_title;
} nseg_train_page_t;


typedef struct {
    const char                *algo;       /* "gbtree" or "rf" */
    unsigned                   rounds;
    unsigned                   depth;
    double                     eta;
    double                     svm_c;      /* the subtree SVM's cost */
    double                     svm_gamma;  /* and its kernel width */
    double                     svm_weight; /* the title class's weight */
    double                     svm_threshold;
} nseg_train_params_t;


/* the baseline: no classifier, so <title>/metadata and the date heuristic */
static const nseg_model_t  nseg_no_model;

/* attributes of each model (the paper's sets, plus the metadata edit) */
static const uint8_t  nseg_title_features[] = {
    NSEG_F_LEN, NSEG_F_DIGITS, NSEG_F_DIGIT_PCT, NSEG_F_FONT_PX,
    NSEG_F_FONT_REL, NSEG_F_BOLD, NSEG_F_SAME_STYLE, NSEG_F_TITLE_EDIT,
    NSEG_F_META_EDIT
};

static const uint8_t  nseg_date_features[] = {
    NSEG_F_LEN, NSEG_F_DIGITS, NSEG_F_DIGIT_PCT, NSEG_F_FONT_PX,
    NSEG_F_FONT_REL, NSEG_F_BOLD, NSEG_F_SAME_STYLE, NSEG_F_TITLE_DIST
};

/* the subtree model: the paper's features, then newsseg's */
static const uint8_t  nseg_subtree_features[] = {
    NSEG_ST_FONT, NSEG_ST_WORDS, NSEG_ST_FULL_STOP, NSEG_ST_TOP,
    NSEG_ST_BODY_DIST, NSEG_ST_LINK, NSEG_ST_CATEGORY, NSEG_ST_BOLD,
    NSEG_ST_HEADING, NSEG_ST_TITLE_EDIT, NSEG_ST_META_EDIT
};

/*
 * Attributes 1-7, what the page looks like: the date model without a
 * title node, and the title model for pages whose <title> and metadata
 * name no headline (attribute 9 then says nothing)
 */
static const uint8_t  nseg_visual_features[] = {
    NSEG_F_LEN, NSEG_F_DIGITS, NSEG_F_DIGIT_PCT, NSEG_F_FONT_PX,
    NSEG_F_FONT_REL, NSEG_F_BOLD, NSEG_F_SAME_STYLE
};


#define NSEG_XGB(call)                                                       \
    if ((call) != 0) {                                                       \
        fprintf(stderr, "newsseg train: xgboost: %s\n", XGBGetLastError());  \
        goto failed;                                                         \
    }


static int nseg_json_tree(json_t *node, nseg_forest_t *f, uint32_t base,
    uint32_t *count, const uint8_t *features, unsigned nfeatures);


static void
nseg_model_features(unsigned which, const uint8_t **features, unsigned *n)
{
    switch (which) {
    case NSEG_MODEL_TITLE:
        *features = nseg_title_features;
        *n = sizeof(nseg_title_features);
        break;
    case NSEG_MODEL_DATE:
        *features = nseg_date_features;
        *n = sizeof(nseg_date_features);
        break;
    default:
        *features = nseg_visual_features;
        *n = sizeof(nseg_visual_features);
    }
}


/* the label of row k for a model: title or date */
static float
nseg_model_label(const nseg_labels_t *l, uint32_t k, unsigned which)
{
    return which == NSEG_MODEL_TITLE || which == NSEG_MODEL_TITLE_VISUAL
           ? l->title[k] : l->date[k];
}


/* a page contributes to a model when its labels for it were found */
static int
nseg_page_usable(const nseg_train_page_t *pg, unsigned which)
{
    if (!pg->ok) {
        return 0;
    }

    switch (which) {
    case NSEG_MODEL_TITLE:
    case NSEG_MODEL_TITLE_VISUAL:
        return pg->labels.title_found;
    case NSEG_MODEL_DATE:
        return pg->labels.date_found && pg->labels.title_found;
    default:
        return pg->labels.date_found;
    }
}


/*
 * Trains one model on the pages whose fold differs from skip_fold (all
 * pages when skip_fold is -1) and exports it into f.
 */
static int
nseg_train_one(nseg_train_page_t *pages, size_t npages, int skip_fold,
    unsigned which, const nseg_train_params_t *tp, nseg_forest_t *f)
{
    int              rc;
    char             buf[64], *text;
    float           *x, *y;
    size_t           p, rows, r, pos, i;
    uint32_t         k, base, count;
    unsigned         nfeat, j, it;
    json_t          *tree;
    bst_ulong        ntrees, plen;
    json_error_t     jerr;
    BoosterHandle    bst;
    DMatrixHandle    dm;
    const float     *pred;
    const char     **dump;
    const uint8_t   *features;
    double           maxdiff, ours;
    size_t           len;

    nseg_model_features(which, &features, &nfeat);

    rows = 0;
    for (p = 0; p < npages; p++) {
        if ((int) pages[p].fold != skip_fold
            && nseg_page_usable(&pages[p], which))
        {
            rows += pages[p].labels.n;
        }
    }

    if (rows == 0) {
        fprintf(stderr, "newsseg train: no labelled rows for %s\n",
                nseg_model_files[which]);
        return -1;
    }

    x = malloc(rows * nfeat * sizeof(float));
    y = malloc(rows * sizeof(float));
    if (x == NULL || y == NULL) {
        free(x);
        free(y);
        return -1;
    }

    r = 0;
    pos = 0;

    for (p = 0; p < npages; p++) {
        nseg_labels_t  *l = &pages[p].labels;

        if ((int) pages[p].fold == skip_fold
            || !nseg_page_usable(&pages[p], which))
        {
            continue;
        }

        for (k = 0; k < l->n; k++) {
            for (j = 0; j < nfeat; j++) {
                x[r * nfeat + j] = l->f[(size_t) k * NSEG_F_N + features[j]];
            }

            y[r] = nseg_model_label(l, k, which);
            pos += y[r] > 0;
            r++;
        }
    }

    bst = NULL;
    dm = NULL;
    rc = -1;
    dump = NULL;

    NSEG_XGB(XGDMatrixCreateFromMat(x, rows, nfeat, NAN, &dm));
    NSEG_XGB(XGDMatrixSetFloatInfo(dm, "label", y, rows));
    NSEG_XGB(XGBoosterCreate(&dm, 1, &bst));
    NSEG_XGB(XGBoosterSetParam(bst, "objective", "binary:logistic"));
    NSEG_XGB(XGBoosterSetParam(bst, "base_score", "0.5"));
    NSEG_XGB(XGBoosterSetParam(bst, "seed", "7"));
    NSEG_XGB(XGBoosterSetParam(bst, "nthread", "2"));
    NSEG_XGB(XGBoosterSetParam(bst, "tree_method", "exact"));
    NSEG_XGB(XGBoosterSetParam(bst, "verbosity", "0"));
    snprintf(buf, sizeof(buf), "%u", tp->depth);
    NSEG_XGB(XGBoosterSetParam(bst, "max_depth", buf));

    if (strcmp(tp->algo, "rf") == 0) {
        /* xgboost's random forest: one round of parallel trees */
        snprintf(buf, sizeof(buf), "%u", tp->rounds);
        NSEG_XGB(XGBoosterSetParam(bst, "num_parallel_tree", buf));
        NSEG_XGB(XGBoosterSetParam(bst, "eta", "1"));
        NSEG_XGB(XGBoosterSetParam(bst, "subsample", "0.632"));
        NSEG_XGB(XGBoosterSetParam(bst, "colsample_bynode", "0.6"));
        NSEG_XGB(XGBoosterSetParam(bst, "tree_method", "hist"));
        NSEG_XGB(XGBoosterUpdateOneIter(bst, 0, dm));

    } else {
        snprintf(buf, sizeof(buf), "%g", tp->eta);
        NSEG_XGB(XGBoosterSetParam(bst, "eta", buf));
        NSEG_XGB(XGBoosterSetParam(bst, "subsample", "0.8"));
        NSEG_XGB(XGBoosterSetParam(bst, "min_child_weight", "1"));

        for (it = 0; it < tp->rounds; it++) {
            NSEG_XGB(XGBoosterUpdateOneIter(bst, (int) it, dm));
        }
    }

    NSEG_XGB(XGBoosterDumpModelEx(bst, "", 0, "json", &ntrees, &dump));

    /* export: count the nodes, then fill them */
    memset(f, 0, sizeof(nseg_forest_t));
    snprintf(f->name, sizeof(f->name), "%s", nseg_model_files[which]);
    f->nfeatures = nfeat;
    memcpy(f->features, features, nfeat);
    f->base_margin = 0;           /* base_score 0.5 is a zero logit */

    /*
     * The visual title forest runs only where the page names no
     * headline, so the site's name or nothing is the alternative: its
     * most probable node, unless hardly any tree votes for it.  On the
     * corpora with <title> the site's name (train --title-blind), title
     * exact 0.606 / 0.641 / 0.649 / 0.660 / 0.676 at 0.5 / 0.4 / 0.3 /
     * 0.2 / 0.1, and the same at 0.01.
     */
    f->threshold = which == NSEG_MODEL_TITLE_VISUAL ? 0.1 : 0.5;
    f->ntrees = (uint32_t) ntrees;
    f->roots = calloc(ntrees, sizeof(uint32_t));

    base = 0;

    for (i = 0; i < ntrees; i++) {
        tree = json_loads(dump[i], 0, &jerr);
        if (tree == NULL) {
            fprintf(stderr, "newsseg train: bad tree dump: %s\n", jerr.text);
            goto failed;
        }

        count = 0;
        nseg_json_tree(tree, NULL, 0, &count, features, nfeat);
        json_decref(tree);

        f->roots[i] = base;
        base += count;
    }

    f->nnodes = base;
    f->nodes = calloc(base, sizeof(nseg_tree_node_t));
    if (f->nodes == NULL || f->roots == NULL) {
        goto failed;
    }

    for (i = 0; i < ntrees; i++) {
        tree = json_loads(dump[i], 0, &jerr);
        count = 0;
        if (tree == NULL
            || nseg_json_tree(tree, f, f->roots[i], &count, features, nfeat)
               != 0)
        {
            json_decref(tree);
            fprintf(stderr, "newsseg train: cannot export tree %zu\n", i);
            goto failed;
        }
        json_decref(tree);
    }

    /* the exported trees must predict what xgboost predicts */
    NSEG_XGB(XGBoosterPredict(bst, dm, 0, 0, 0, &plen, &pred));

    maxdiff = 0;
    for (r = 0; r < rows && r < 20000; r++) {
        float  row[NSEG_F_N];

        memset(row, 0, sizeof(row));
        for (j = 0; j < nfeat; j++) {
            row[features[j]] = x[r * nfeat + j];
        }

        ours = nseg_forest_predict(f, row);
        if (fabs(ours - pred[r]) > maxdiff) {
            maxdiff = fabs(ours - pred[r]);
        }
    }

    if (maxdiff > 1e-4) {
        fprintf(stderr, "newsseg train: exported %s model differs from "
                "xgboost by %g\n", f->name, maxdiff);
        goto failed;
    }

    text = nseg_forest_dump(f, &len);
    free(text);

    fprintf(stderr, "  %s/%s: %zu rows (%zu positive), %u trees, %u nodes, "
            "export max diff %.1e\n", nseg_model_files[which], tp->algo,
            rows, pos, f->ntrees, f->nnodes, maxdiff);

    rc = 0;

failed:

    if (rc != 0) {
        nseg_forest_free(f);
    }

    if (bst != NULL) {
        XGBoosterFree(bst);
    }

    if (dm != NULL) {
        XGDMatrixFree(dm);
    }

    free(x);
    free(y);

    return rc;
}


/*
 * One xgboost JSON tree into f (or only counted when f is NULL).  The
 * dump nests children; node ids are kept, so children come after their
 * parent.  Iterative, with an explicit stack.
 */
static int
nseg_json_tree(json_t *root, nseg_forest_t *f, uint32_t base,
    uint32_t *count, const uint8_t *features, unsigned nfeatures)
{
    int                n, sp;
    json_t            *stack[1024], *node, *kids, *v;
    size_t             i;
    unsigned           feat;
    const char        *split;
    nseg_tree_node_t  *nd;
    json_int_t         id;

    sp = 0;
    stack[sp++] = root;

    while (sp > 0) {
        node = stack[--sp];
        (*count)++;

        id = json_integer_value(json_object_get(node, "nodeid"));

        if (f != NULL) {
            if (id < 0 || (uint32_t) id + base >= f->nnodes) {
                return -1;
            }

            nd = &f->nodes[base + (uint32_t) id];

            v = json_object_get(node, "leaf");

            if (v != NULL) {
                nd->value = (float) json_number_value(v);
                nd->yes = -1;
                nd->no = -1;

            } else {
                split = json_string_value(json_object_get(node, "split"));
                if (split == NULL || sscanf(split, "f%u%n", &feat, &n) != 1
                    || feat >= nfeatures)
                {
                    return -1;
                }

                nd->feature = features[feat];
                nd->value = (float) json_number_value(
                                json_object_get(node, "split_condition"));
                nd->yes = (int32_t) (base + json_integer_value(
                                         json_object_get(node, "yes")));
                nd->no = (int32_t) (base + json_integer_value(
                                        json_object_get(node, "no")));
                nd->missing_yes = json_integer_value(
                                      json_object_get(node, "missing"))
                                  == json_integer_value(
                                      json_object_get(node, "yes"));
            }
        }

        kids = json_object_get(node, "children");

        for (i = 0; kids != NULL && i < json_array_size(kids); i++) {
            if (sp == 1024) {
                return -1;
            }
            stack[sp++] = json_array_get(kids, i);
        }
    }

    return 0;
}


/* the subtree candidates of a labelled page and which hold the title */
static int
nseg_label_subtrees(nseg_ctx_t *ctx, nseg_train_page_t *pg)
{
    uint32_t         n, c, r, end, node;
    nseg_subtree_t  *cand;

    if (!pg->labels.title_found || ctx->attrs.n == 0) {
        return 0;
    }

    cand = malloc(ctx->attrs.n * sizeof(nseg_subtree_t));
    pg->sub_f = malloc((size_t) ctx->attrs.n * NSEG_ST_N * sizeof(float));
    pg->sub_title = calloc(ctx->attrs.n, 1);

    if (cand == NULL || pg->sub_f == NULL || pg->sub_title == NULL) {
        free(cand);
        return -1;
    }

    n = nseg_subtree_candidates(&ctx->doc, &ctx->attrs, ctx->nce.first_text,
                                cand);

    for (c = 0; c < n; c++) {
        memcpy(&pg->sub_f[(size_t) c * NSEG_ST_N], cand[c].f,
               sizeof(cand[c].f));

        /* a title row of this candidate's rows inside its element */
        end = c + 1 < n ? cand[c + 1].row : ctx->attrs.n;

        for (r = cand[c].row; r < end; r++) {
            node = ctx->attrs.rows[r].node;

            if (pg->labels.title[r] && node >= cand[c].block
                && node < ctx->doc.nodes[cand[c].block].end)
            {
                pg->sub_title[c] = 1;
            }
        }
    }

    pg->nsub = n;
    free(cand);

    return 0;
}


static void
nseg_svm_quiet(const char *s)
{
    (void) s;
}


/*
 * Trains the title subtree SVM (RBF kernel, Platt probabilities, as in
 * the paper) on the pages whose fold differs from skip_fold, and exports
 * it into m.  The exported model must predict what libsvm predicts.
 */
static int
nseg_train_subtree(nseg_train_page_t *pages, size_t npages, int skip_fold,
    const nseg_train_params_t *tp, nseg_svm_t *m)
{
    int                    rc, flip, label;
    size_t                 p, rows, r, pos;
    double                 prob[2], maxdiff, diff, lo[NSEG_ST_N];
    double                 hi[NSEG_ST_N];
    double                *y;
    uint32_t               c, k;
    unsigned               j, nfeat;
    float                  f[NSEG_ST_N];
    const char            *err;
    struct svm_node       *nodes, **x;
    struct svm_model      *sm;
    struct svm_problem     prob_def;
    struct svm_parameter   param;
    int                    wlabel[1];
    double                 weight[1];

    nfeat = sizeof(nseg_subtree_features);

    rows = 0;
    for (p = 0; p < npages; p++) {
        if ((int) pages[p].fold != skip_fold) {
            rows += pages[p].nsub;
        }
    }

    if (rows == 0) {
        fprintf(stderr, "newsseg train: no title subtree candidates\n");
        return -1;
    }

    y = malloc(rows * sizeof(double));
    x = malloc(rows * sizeof(struct svm_node *));
    nodes = malloc(rows * (nfeat + 1) * sizeof(struct svm_node));

    if (y == NULL || x == NULL || nodes == NULL) {
        free(y);
        free(x);
        free(nodes);
        return -1;
    }

    /* scale each feature to [0, 1] over the training rows */
    for (j = 0; j < nfeat; j++) {
        lo[j] = HUGE_VAL;
        hi[j] = -HUGE_VAL;
    }

    for (p = 0; p < npages; p++) {
        if ((int) pages[p].fold == skip_fold) {
            continue;
        }
        for (c = 0; c < pages[p].nsub; c++) {
            for (j = 0; j < nfeat; j++) {
                double  v = pages[p].sub_f[(size_t) c * NSEG_ST_N
                                           + nseg_subtree_features[j]];
                lo[j] = v < lo[j] ? v : lo[j];
                hi[j] = v > hi[j] ? v : hi[j];
            }
        }
    }

    memset(m, 0, sizeof(nseg_svm_t));
    snprintf(m->name, sizeof(m->name), "title_subtree");
    m->nfeatures = nfeat;
    memcpy(m->features, nseg_subtree_features, nfeat);

    for (j = 0; j < nfeat; j++) {
        m->offset[j] = (float) lo[j];
        m->scale[j] = hi[j] > lo[j] ? (float) (1.0 / (hi[j] - lo[j])) : 1.0f;
    }

    r = 0;
    pos = 0;

    for (p = 0; p < npages; p++) {
        if ((int) pages[p].fold == skip_fold) {
            continue;
        }

        for (c = 0; c < pages[p].nsub; c++) {
            x[r] = &nodes[r * (nfeat + 1)];

            for (j = 0; j < nfeat; j++) {
                x[r][j].index = (int) j + 1;
                x[r][j].value = (pages[p].sub_f[(size_t) c * NSEG_ST_N
                                                + nseg_subtree_features[j]]
                                 - m->offset[j]) * m->scale[j];
            }

            x[r][nfeat].index = -1;
            y[r] = pages[p].sub_title[c] ? 1 : -1;
            pos += pages[p].sub_title[c];
            r++;
        }
    }

    memset(&param, 0, sizeof(param));
    param.svm_type = C_SVC;
    param.kernel_type = RBF;
    param.gamma = tp->svm_gamma;
    param.C = tp->svm_c;
    param.cache_size = 500;
    param.eps = 0.001;
    param.shrinking = 1;
    param.probability = 1;
    wlabel[0] = 1;
    weight[0] = tp->svm_weight;
    param.nr_weight = 1;
    param.weight_label = wlabel;
    param.weight = weight;

    prob_def.l = (int) rows;
    prob_def.y = y;
    prob_def.x = x;

    rc = -1;
    sm = NULL;

    err = svm_check_parameter(&prob_def, &param);
    if (err != NULL) {
        fprintf(stderr, "newsseg train: libsvm: %s\n", err);
        goto failed;
    }

    /* libsvm's probability fit shuffles with rand(): a fixed seed */
    srand(7);
    svm_set_print_string_function(nseg_svm_quiet);

    sm = svm_train(&prob_def, &param);
    if (sm == NULL || sm->probA == NULL || sm->probB == NULL) {
        fprintf(stderr, "newsseg train: libsvm could not train\n");
        goto failed;
    }

    /* our decision value is for the title class */
    flip = sm->label[0] != 1;

    m->gamma = tp->svm_gamma;
    m->rho = flip ? -sm->rho[0] : sm->rho[0];
    m->prob_a = sm->probA[0];
    m->prob_b = flip ? -sm->probB[0] : sm->probB[0];
    m->threshold = tp->svm_threshold;
    m->nvectors = (uint32_t) sm->l;
    m->coef = calloc(m->nvectors, sizeof(double));
    m->vectors = calloc((size_t) m->nvectors * nfeat, sizeof(float));

    if (m->coef == NULL || m->vectors == NULL) {
        goto failed;
    }

    for (k = 0; k < m->nvectors; k++) {
        m->coef[k] = flip ? -sm->sv_coef[0][k] : sm->sv_coef[0][k];

        for (j = 0; sm->SV[k][j].index != -1; j++) {
            m->vectors[(size_t) k * nfeat + sm->SV[k][j].index - 1] =
                (float) sm->SV[k][j].value;
        }
    }

    /* the exported model must predict what libsvm predicts */
    maxdiff = 0;
    label = sm->label[0] == 1 ? 0 : 1;

    for (r = 0; r < rows && r < 5000; r++) {
        memset(f, 0, sizeof(f));
        for (j = 0; j < nfeat; j++) {
            f[nseg_subtree_features[j]] = (float) (x[r][j].value
                                                   / m->scale[j]
                                                   + m->offset[j]);
        }

        svm_predict_probability(sm, x[r], prob);
        diff = fabs(nseg_svm_predict(m, f) - prob[label]);
        maxdiff = diff > maxdiff ? diff : maxdiff;
    }

    if (maxdiff > 1e-3) {
        fprintf(stderr, "newsseg train: exported subtree model differs "
                "from libsvm by %g\n", maxdiff);
        goto failed;
    }

    fprintf(stderr, "  title_subtree/svm: %zu rows (%zu positive), %u "
            "vectors, export max diff %.1e\n", rows, pos, m->nvectors,
            maxdiff);

    rc = 0;

failed:

    if (rc != 0) {
        nseg_svm_free(m);
    }

    svm_free_and_destroy_model(&sm);
    free(y);
    free(x);
    free(nodes);

    return rc;
}


/* writes a model's text to DIR/NAME.model */
static int
nseg_train_write_text(const char *dir, const char *name, char *text,
    size_t len)
{
    FILE    *fp;
    char     path[4096];

    if (text == NULL) {
        return -1;
    }

    snprintf(path, sizeof(path), "%s/%s.model", dir, name);

    fp = fopen(path, "w");
    if (fp == NULL || fwrite(text, 1, len, fp) != len) {
        fprintf(stderr, "newsseg train: %s: %s\n", path, strerror(errno));
        free(text);
        if (fp != NULL) {
            fclose(fp);
        }
        return -1;
    }

    fclose(fp);
    free(text);
    fprintf(stderr, "wrote %s\n", path);

    return 0;
}


static int
nseg_train_write(const nseg_forest_t *f, const char *dir)
{
    char    *text;
    size_t   len;

    text = nseg_forest_dump(f, &len);

    return nseg_train_write_text(dir, f->name, text, len);
}


static int
nseg_train_write_svm(const nseg_svm_t *m, const char *dir)
{
    char    *text;
    size_t   len;

    text = nseg_svm_dump(m, &len);

    return nseg_train_write_text(dir, m->name, text, len);
}


#define NSEG_CV_SETS             8


/* the figures of one corpus set */
typedef struct {
    const char                *set;
    size_t                     title_pages;
    size_t                     title_exact;
    double                     title_f1;
    size_t                     date_pages;
    size_t                     date_ok;
} nseg_cv_set_t;


typedef struct {
    size_t                     title_pages;
    size_t                     title_exact;
    double                     title_f1;
    size_t                     base_exact;
    double                     base_f1;
    size_t                     date_pages;
    size_t                     date_ok;
    size_t                     base_date_ok;
    /* title pages and exact titles by source: node, meta, title, other */
    size_t                     src_pages[4];
    size_t                     src_exact[4];
    /* by set, in the order the sets come; the rest share the last */
    nseg_cv_set_t              sets[NSEG_CV_SETS];
    unsigned                   nsets;
} nseg_cv_score_t;


/* --misses FILE: the cross-validation's wrong titles and dates */
static FILE  *nseg_train_misses;


static nseg_cv_set_t *
nseg_cv_set(nseg_cv_score_t *sc, const char *set)
{
    unsigned  k;

    for (k = 0; k < sc->nsets; k++) {
        if (strcmp(sc->sets[k].set, set) == 0) {
            return &sc->sets[k];
        }
    }

    if (sc->nsets < NSEG_CV_SETS) {
        sc->sets[sc->nsets].set = set;
        return &sc->sets[sc->nsets++];
    }

    sc->sets[NSEG_CV_SETS - 1].set = "other";

    return &sc->sets[NSEG_CV_SETS - 1];
}


/* the held-out pages of a fold through the real pipeline */

static void
nseg_cv_score(nseg_train_page_t *pages, size_t npages, int fold,
    const nseg_model_t *model, nseg_cv_score_t *sc)
{
    size_t           p;
    nseg_cv_set_t   *st;
    nseg_result_t   *res, *base;
    nseg_options_t   opts;

    for (p = 0; p < npages; p++) {
        nseg_train_page_t  *pg = &pages[p];

        if ((int) pg->fold != fold || pg->source == NULL) {
            continue;
        }

        memset(&opts, 0, sizeof(nseg_options_t));
        opts.base_url = pg->url;

        res = nseg_process(model, pg->source, pg->source_len, &opts);
        base = nseg_process(&nseg_no_model, pg->source, pg->source_len,
                            &opts);

        if (res == NULL || base == NULL) {
            nseg_result_free(res);
            nseg_result_free(base);
            continue;
        }

        if (pg->gold.title != NULL && nseg_train_misses != NULL
            && !nseg_metric_title_exact(pg->gold.title, res->title))
        {
            fprintf(nseg_train_misses, "title\t%s\t%s\t%s\t%s\t%s\n",
                    pg->set, pg->url ? pg->url : "-", pg->gold.title,
                    res->title ? res->title : "-",
                    res->title_source ? res->title_source : "-");
        }

        if (pg->gold.date != NULL && nseg_train_misses != NULL
            && nseg_metric_date_day(pg->gold.date, res->date) != 1)
        {
            fprintf(nseg_train_misses, "date\t%s\t%s\t%s\t%s\t%s\n",
                    pg->set, pg->url ? pg->url : "-", pg->gold.date,
                    res->date ? res->date : "-",
                    res->date_text ? res->date_text : "-");
        }

        st = nseg_cv_set(sc, pg->set);

        if (pg->gold.title != NULL) {
            unsigned  src;

            st->title_pages++;
            st->title_exact += nseg_metric_title_exact(pg->gold.title,
                                                       res->title);
            st->title_f1 += nseg_metric_bow_f1(pg->gold.title, res->title);

            src = res->title_source == NULL ? 3
                  : strcmp(res->title_source, "node") == 0 ? 0
                  : strcmp(res->title_source, "meta") == 0 ? 1
                  : strcmp(res->title_source, "title") == 0 ? 2 : 3;
            sc->src_pages[src]++;
            sc->src_exact[src] += nseg_metric_title_exact(pg->gold.title,
                                                          res->title);
            sc->title_pages++;
            sc->title_exact += nseg_metric_title_exact(pg->gold.title,
                                                       res->title);
            sc->title_f1 += nseg_metric_bow_f1(pg->gold.title, res->title);
            sc->base_exact += nseg_metric_title_exact(pg->gold.title,
                                                      base->title);
            sc->base_f1 += nseg_metric_bow_f1(pg->gold.title, base->title);
        }

        if (pg->gold.date != NULL) {
            st->date_pages++;
            st->date_ok += nseg_metric_date_day(pg->gold.date, res->date) == 1;
            sc->date_pages++;
            sc->date_ok += nseg_metric_date_day(pg->gold.date, res->date) == 1;
            sc->base_date_ok += nseg_metric_date_day(pg->gold.date,
                                                     base->date) == 1;
        }

        nseg_result_free(res);
        nseg_result_free(base);
    }
}


/*
 * The paper's node metric: the held-out fold's labelled rows classified
 * one by one (threshold of the model), before any post-processing.
 */
typedef struct {
    size_t                     tp;
    size_t                     fp;
    size_t                     fn;
} nseg_node_score_t;


static void
nseg_node_metric(nseg_train_page_t *pages, size_t npages, int fold,
    unsigned which, const nseg_forest_t *f, nseg_node_score_t *ns)
{
    int       label, pred;
    size_t    p;
    uint32_t  k;

    for (p = 0; p < npages; p++) {
        nseg_labels_t  *l = &pages[p].labels;

        if ((int) pages[p].fold != fold || !nseg_page_usable(&pages[p], which))
        {
            continue;
        }

        for (k = 0; k < l->n; k++) {
            label = nseg_model_label(l, k, which) > 0;
            pred = nseg_forest_predict(f, &l->f[(size_t) k * NSEG_F_N])
                   >= f->threshold;

            ns->tp += label && pred;
            ns->fp += !label && pred;
            ns->fn += label && !pred;
        }
    }
}


static void
nseg_node_print(const char *name, const nseg_node_score_t *ns)
{
    double  p, r;

    p = ns->tp + ns->fp ? (double) ns->tp / (ns->tp + ns->fp) : 0;
    r = ns->tp + ns->fn ? (double) ns->tp / (ns->tp + ns->fn) : 0;

    printf("        node metric %-13s P %.3f R %.3f F1 %.3f\n", name, p, r,
           p + r > 0 ? 2 * p * r / (p + r) : 0);
}


int
nseg_cli_train(int argc, char **argv)
{
    int                   i, fold, rc, subtree, title_blind;
    char                  err[512], path[4096];
    size_t                p, a, nalgos;
    unsigned              folds, which, k;
    nseg_cv_e             cv;
    nseg_ctx_t            ctx;
    const char           *out, *algos[2], *filter;
    nseg_corpus_t         corpus;
    nseg_result_t         res;
    nseg_model_t          model;
    nseg_options_t        opts;
    nseg_cv_score_t       sc;
    nseg_node_score_t     node[NSEG_MODEL_NFORESTS];
    nseg_train_page_t    *pages;
    nseg_train_params_t   tp;

    out = NULL;
    folds = 3;
    cv = NSEG_CV_EXTRASITE;
    filter = NULL;
    algos[0] = "gbtree";
    algos[1] = "rf";
    nalgos = 2;
    tp.rounds = 100;
    tp.depth = 6;
    tp.eta = 0.1;
    subtree = 0;
    title_blind = 0;
    tp.svm_c = 1;
    tp.svm_gamma = 1;
    tp.svm_weight = 1;
    tp.svm_threshold = 0.5;
    memset(&corpus, 0, sizeof(nseg_corpus_t));

    for (i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
            out = argv[++i];
        } else if (strcmp(argv[i], "--folds") == 0 && i + 1 < argc) {
            folds = (unsigned) atoi(argv[++i]);
        } else if (strcmp(argv[i], "--cv") == 0 && i + 1 < argc) {
            if (nseg_corpus_parse_cv(argv[++i], &cv) != 0) {
                fprintf(stderr, "newsseg train: --cv extrasite|intrasite"
                        "|none\n");
                return 2;
            }
        } else if (strcmp(argv[i], "--algo") == 0 && i + 1 < argc) {
            algos[0] = argv[++i];
            nalgos = 1;
        } else if (strcmp(argv[i], "--misses") == 0 && i + 1 < argc) {
            nseg_train_misses = fopen(argv[++i], "w");
            if (nseg_train_misses == NULL) {
                fprintf(stderr, "newsseg train: %s: %s\n", argv[i],
                        strerror(errno));
                return 2;
            }

        } else if (strcmp(argv[i], "--title-first") == 0) {
            nseg_title_first = 1;
        } else if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc) {
            tp.rounds = (unsigned) atoi(argv[++i]);
        } else if (strcmp(argv[i], "--depth") == 0 && i + 1 < argc) {
            tp.depth = (unsigned) atoi(argv[++i]);
        } else if (strcmp(argv[i], "--set-filter") == 0 && i + 1 < argc) {
            filter = argv[++i];
        } else if (strcmp(argv[i], "--visual-only") == 0) {
            nseg_visual_only = 1;
        } else if (strcmp(argv[i], "--title-blind") == 0) {
            title_blind = 1;
        } else if (strcmp(argv[i], "--subtree") == 0) {
            subtree = 1;
        } else if (strcmp(argv[i], "--svm-c") == 0 && i + 1 < argc) {
            tp.svm_c = atof(argv[++i]);
        } else if (strcmp(argv[i], "--svm-gamma") == 0 && i + 1 < argc) {
            tp.svm_gamma = atof(argv[++i]);
        } else if (strcmp(argv[i], "--svm-threshold") == 0 && i + 1 < argc) {
            tp.svm_threshold = atof(argv[++i]);
        } else if (strcmp(argv[i], "--svm-weight") == 0 && i + 1 < argc) {
            tp.svm_weight = atof(argv[++i]);
        } else if (nseg_corpus_load(&corpus, argv[i], filter, err,
                                    sizeof(err))
                   != 0)
        {
            fprintf(stderr, "newsseg train: %s\n", err);
            return 2;
        }
    }

    if (corpus.n == 0 || folds < 2) {
        fprintf(stderr, "newsseg train: [--out DIR] [--cv extrasite|"
                "intrasite|none] [--folds N>=2] [--algo gbtree|rf] "
                "[--misses FILE] [--visual-only] [--subtree [--svm-c C] "
                "[--svm-gamma G] [--svm-weight W] [--svm-threshold P]] "
                "CORPUS_DIR...\n");
        return 2;
    }

    nseg_corpus_assign_folds(&corpus, cv, folds);

    pages = calloc(corpus.n, sizeof(nseg_train_page_t));
    if (pages == NULL) {
        return 2;
    }

    fprintf(stderr, "labelling %zu pages\n", corpus.n);

    for (p = 0; p < corpus.n; p++) {
        nseg_corpus_page_t  *cp = &corpus.pages[p];
        nseg_train_page_t   *pg = &pages[p];

        pg->fold = cp->fold;
        pg->url = cp->url;
        pg->set = cp->set;

        if (nseg_gold_load(&pg->gold, cp->dir, err, sizeof(err)) != 0) {
            continue;
        }

        if (pg->gold.title == NULL && pg->gold.date == NULL) {
            continue;
        }

        snprintf(path, sizeof(path), "%s/source.html", cp->dir);
        pg->source = nseg_cli_read_file(path, &pg->source_len);
        if (pg->source == NULL) {
            continue;
        }

        memset(&opts, 0, sizeof(nseg_options_t));
        memset(&res, 0, sizeof(nseg_result_t));
        memset(&ctx, 0, sizeof(nseg_ctx_t));
        opts.base_url = cp->url;
        ctx.model = &nseg_no_model;
        ctx.opts = &opts;
        ctx.res = &res;
        ctx.now = (int64_t) time(NULL);
        nseg_arena_init(&ctx.arena, 0);

        rc = nseg_label_page(&ctx, pg->source, pg->source_len, &pg->gold,
                             &pg->labels);
        pg->ok = rc == NSEG_OK;

        if (pg->ok && nseg_label_subtrees(&ctx, pg) != 0) {
            fprintf(stderr, "newsseg train: out of memory\n");
            return 2;
        }

        nseg_ctx_release(&ctx);
    }

    /* cross-validation of each algorithm through the real pipeline */
    for (a = 0; a < nalgos; a++) {
        tp.algo = algos[a];
        tp.eta = strcmp(tp.algo, "rf") == 0 ? 1.0 : 0.1;
        memset(&sc, 0, sizeof(nseg_cv_score_t));
        memset(node, 0, sizeof(node));

        fprintf(stderr, "%s: %u-fold %s cross-validation\n", tp.algo, folds,
                cv == NSEG_CV_EXTRASITE ? "extra-site" : "intra-site");

        for (fold = 0; fold < (int) folds; fold++) {
            memset(&model, 0, sizeof(nseg_model_t));

            rc = 0;
            for (which = 0; which < NSEG_MODEL_NFORESTS; which++) {
                rc |= nseg_train_one(pages, corpus.n, fold, which, &tp,
                                     nseg_model_forest(&model, which));
            }

            if (subtree) {
                rc |= nseg_train_subtree(pages, corpus.n, fold, &tp,
                                         &model.title_subtree);
            }

            if (rc == 0) {
                model.loaded = 1;
                nseg_title_blind = title_blind;
                nseg_cv_score(pages, corpus.n, fold, &model, &sc);
                nseg_title_blind = 0;

                for (which = 0; which < NSEG_MODEL_NFORESTS; which++) {
                    nseg_node_metric(pages, corpus.n, fold, which,
                                     nseg_model_forest(&model, which),
                                     &node[which]);
                }
            }

            for (which = 0; which < NSEG_MODEL_NFORESTS; which++) {
                nseg_forest_free(nseg_model_forest(&model, which));
            }

            nseg_svm_free(&model.title_subtree);
        }

        printf("%-7s title exact %.3f (no model %.3f)  title BoW F1 "
               "%.3f (no model %.3f)  date day accuracy %.3f (no-model "
               "heuristic %.3f)  [%zu title pages, %zu date pages]\n",
               tp.algo,
               sc.title_pages ? (double) sc.title_exact / sc.title_pages : 0,
               sc.title_pages ? (double) sc.base_exact / sc.title_pages : 0,
               sc.title_pages ? sc.title_f1 / sc.title_pages : 0,
               sc.title_pages ? sc.base_f1 / sc.title_pages : 0,
               sc.date_pages ? (double) sc.date_ok / sc.date_pages : 0,
               sc.date_pages ? (double) sc.base_date_ok / sc.date_pages : 0,
               sc.title_pages, sc.date_pages);
        printf("        title by source: node %zu/%zu, metadata %zu/%zu, "
               "<title> %zu/%zu, none %zu (exact/pages)\n",
               sc.src_exact[0], sc.src_pages[0], sc.src_exact[1],
               sc.src_pages[1], sc.src_exact[2], sc.src_pages[2],
               sc.src_pages[3]);
        for (k = 0; k < sc.nsets; k++) {
            nseg_cv_set_t  *st = &sc.sets[k];

            printf("        %-16s", st->set);

            if (st->title_pages) {
                printf(" title exact %.3f BoW F1 %.3f (%zu pages)",
                       (double) st->title_exact / st->title_pages,
                       st->title_f1 / st->title_pages, st->title_pages);
            }

            if (st->date_pages) {
                printf(" date %.3f (%zu pages)",
                       (double) st->date_ok / st->date_pages, st->date_pages);
            }

            printf("\n");
        }

        for (which = 0; which < NSEG_MODEL_NFORESTS; which++) {
            nseg_node_print(nseg_model_files[which], &node[which]);
        }

        fflush(stdout);
    }

    rc = 0;

    if (out != NULL) {
        tp.algo = algos[0];
        tp.eta = strcmp(tp.algo, "rf") == 0 ? 1.0 : 0.1;

        mkdir(out, 0755);
        fprintf(stderr, "final %s models on all pages\n", tp.algo);

        for (which = 0; which < NSEG_MODEL_NFORESTS && rc == 0; which++) {
            nseg_forest_t  f;

            if (nseg_train_one(pages, corpus.n, -1, which, &tp, &f) != 0
                || nseg_train_write(&f, out) != 0)
            {
                rc = 2;
            }

            nseg_forest_free(&f);
        }

        if (rc == 0 && subtree) {
            nseg_svm_t  m;

            if (nseg_train_subtree(pages, corpus.n, -1, &tp, &m) != 0
                || nseg_train_write_svm(&m, out) != 0)
            {
                rc = 2;
            }

            nseg_svm_free(&m);
        }
    }

    for (p = 0; p < corpus.n; p++) {
        nseg_labels_free(&pages[p].labels);
        free(pages[p].sub_f);
        free(pages[p].sub_title);
        nseg_gold_free(&pages[p].gold);
        free(pages[p].source);
    }

    free(pages);
    nseg_corpus_free(&corpus);

    return rc;
}

#endif
