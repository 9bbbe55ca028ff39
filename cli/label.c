
/*
 * label.c - training labels from the corpora's gold fields, and
 * `newsseg label`, which prints the labelled rows and the labelling
 * coverage of each set.
 */


#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "label.h"
#include "metrics.h"
#include "title.h"


#define NSEG_TITLE_MATCH         0.8


typedef struct {
    size_t                     titles;      /* pages with a gold title */
    size_t                     exact_node;
    size_t                     exact_any;
    double                     bow_node;    /* sums of per-page maxima */
    double                     bow_any;
} nseg_ceiling_t;


static void nseg_label_candidate(nseg_ctx_t *ctx, const char *gold,
    nseg_str_t s, int shaped, int *exact, double *bow);
static void nseg_label_ceiling_add(nseg_ceiling_t *c,
    const nseg_labels_t *labels);
static void nseg_label_ceiling_print(const char *set,
    const nseg_ceiling_t *c);


/*
 * A title source, cleaned as the result cleans it, against the gold:
 * raises *exact to 1 on an exact match and *bow to its bag-of-words F1.
 */
static void
nseg_label_candidate(nseg_ctx_t *ctx, const char *gold, nseg_str_t s,
    int shaped, int *exact, double *bow)
{
    char    *text;
    double   f1;

    s = nseg_title_clean(ctx, s, shaped);

    text = strndup(s.text, s.len);
    if (text == NULL) {
        return;
    }

    if (nseg_metric_title_exact(gold, text)) {
        *exact = 1;
    }

    f1 = nseg_metric_bow_f1(gold, text);
    if (f1 > *bow) {
        *bow = f1;
    }

    free(text);
}


static void
nseg_label_ceiling_add(nseg_ceiling_t *c, const nseg_labels_t *labels)
{
    c->titles++;
    c->exact_node += labels->ceiling_node;
    c->exact_any += labels->ceiling_any;
    c->bow_node += labels->bow_node;
    c->bow_any += labels->bow_any;
}


static void
nseg_label_ceiling_print(const char *set, const nseg_ceiling_t *c)
{
    double  n;

    n = (double) c->titles;

    fprintf(stderr, "  %-16s %4zu pages  exact %.3f / %.3f  "
            "BoW F1 %.3f / %.3f\n", set, c->titles,
            (double) c->exact_node / n, (double) c->exact_any / n,
            c->bow_node / n, c->bow_any / n);
}


int
nseg_label_page(nseg_ctx_t *ctx, const char *data, size_t len,
    const nseg_gold_t *gold, nseg_labels_t *labels)
{
    int            rc;
    char          *text;
    double         best;
    float          best_px;
    uint32_t       k, title_node;
    nseg_str_t     s;
    nseg_row_t    *row;
    nseg_date_t    d;
    int            gy, gm, gd;

    memset(labels, 0, sizeof(nseg_labels_t));

    rc = nseg_analyze(ctx, data, len);
    if (rc != NSEG_OK) {
        return rc;
    }

    labels->n = ctx->attrs.n;
    labels->f = calloc((size_t) labels->n * NSEG_F_N + 1, sizeof(float));
    labels->title = calloc(labels->n + 1, 1);
    labels->date = calloc(labels->n + 1, 1);
    labels->node = calloc(labels->n + 1, sizeof(uint32_t));

    if (labels->f == NULL || labels->title == NULL || labels->date == NULL
        || labels->node == NULL)
    {
        nseg_labels_free(labels);
        return NSEG_ERROR;
    }

    /* title: the best bag-of-words match of each row's title text */
    title_node = NSEG_NONE;

    if (gold->title != NULL) {
        double  *scores = calloc(labels->n + 1, sizeof(double));

        if (scores == NULL) {
            nseg_labels_free(labels);
            return NSEG_ERROR;
        }

        best = 0;

        for (k = 0; k < labels->n; k++) {
            row = &ctx->attrs.rows[k];
            s = nseg_title_text(&ctx->doc, ctx->css, row->node, NULL);

            text = strndup(s.text, s.len);
            if (text == NULL) {
                continue;
            }

            scores[k] = nseg_metric_bow_f1(gold->title, text);
            free(text);

            nseg_label_candidate(ctx, gold->title, s, 0,
                                 &labels->ceiling_node, &labels->bow_node);

            if (scores[k] > best) {
                best = scores[k];
            }
        }

        if (best >= NSEG_TITLE_MATCH) {
            /* among equal matches, the visible heading: the largest font */
            best_px = 0;

            for (k = 0; k < labels->n; k++) {
                if (scores[k] >= best - 0.01
                    && ctx->attrs.rows[k].f[NSEG_F_FONT_PX] > best_px)
                {
                    best_px = ctx->attrs.rows[k].f[NSEG_F_FONT_PX];
                }
            }

            for (k = 0; k < labels->n; k++) {
                if (scores[k] >= best - 0.01
                    && ctx->attrs.rows[k].f[NSEG_F_FONT_PX] >= best_px)
                {
                    labels->title[k] = 1;
                    if (title_node == NSEG_NONE) {
                        title_node = ctx->attrs.rows[k].node;
                    }
                }
            }

            labels->title_found = 1;
        }

        free(scores);

        labels->ceiling_any = labels->ceiling_node;
        labels->bow_any = labels->bow_node;

        for (k = 0; k < ctx->meta->n[NSEG_META_TITLE]; k++) {
            s.text = ctx->meta->cand[NSEG_META_TITLE][k].value;
            s.len = strlen(s.text);
            nseg_label_candidate(ctx, gold->title, s, 1,
                                 &labels->ceiling_any, &labels->bow_any);
        }

        if (ctx->doc.title_tag.len) {
            nseg_label_candidate(ctx, gold->title, ctx->doc.title_tag, 1,
                                 &labels->ceiling_any, &labels->bow_any);
        }
    }

    /* attribute 8 against the labelled title, as at inference */
    nseg_attrs_set_title(&ctx->doc, &ctx->attrs, title_node);

    if (gold->date != NULL
        && sscanf(gold->date, "%d-%d-%d", &gy, &gm, &gd) == 3)
    {
        for (k = 0; k < labels->n; k++) {
            row = &ctx->attrs.rows[k];

            /* thesis §3.3: a node without digits is never a date */
            if (row->f[NSEG_F_DIGITS] == 0 || row->f[NSEG_F_LEN] > 200) {
                continue;
            }

            s = nseg_doc_text(&ctx->doc, row->node);

            if (nseg_date_parse(s.text, s.len, ctx->doc.lang, ctx->now, &d)
                == NSEG_OK
                && !d.relative && d.year == gy && d.month == gm
                && d.day == gd)
            {
                labels->date[k] = 1;
                labels->date_found = 1;
            }
        }
    }

    for (k = 0; k < labels->n; k++) {
        memcpy(&labels->f[(size_t) k * NSEG_F_N], ctx->attrs.rows[k].f,
               sizeof(float) * NSEG_F_N);
        labels->node[k] = ctx->attrs.rows[k].node;
    }

    return NSEG_OK;
}


void
nseg_labels_free(nseg_labels_t *labels)
{
    free(labels->f);
    free(labels->title);
    free(labels->date);
    free(labels->node);
    memset(labels, 0, sizeof(nseg_labels_t));
}


int
nseg_cli_label(int argc, char **argv)
{
    int              i, rc;
    char            *data, err[512];
    size_t           p, len, s, *pages, *titles, *dates, *with_title;
    size_t          *with_date;
    uint32_t         k, j;
    nseg_ctx_t       ctx;
    nseg_gold_t      gold;
    nseg_corpus_t    corpus;
    nseg_labels_t    labels;
    nseg_result_t    res;
    nseg_options_t   opts;
    nseg_ceiling_t  *ceil;
    char             path[4096];

    memset(&corpus, 0, sizeof(nseg_corpus_t));

    for (i = 0; i < argc; i++) {
        if (nseg_corpus_load(&corpus, argv[i], NULL, err, sizeof(err)) != 0)
        {
            fprintf(stderr, "newsseg label: %s\n", err);
            return 2;
        }
    }

    if (corpus.n == 0) {
        fprintf(stderr, "newsseg label: CORPUS_DIR... expected\n");
        return 2;
    }

    pages = calloc(corpus.nsets * 5, sizeof(size_t));

    /* per set, and all sets in the last */
    ceil = calloc(corpus.nsets + 1, sizeof(nseg_ceiling_t));

    if (pages == NULL || ceil == NULL) {
        free(pages);
        free(ceil);
        return 2;
    }

    titles = pages + corpus.nsets;
    dates = titles + corpus.nsets;
    with_title = dates + corpus.nsets;
    with_date = with_title + corpus.nsets;

    printf("set,page,site,node,title,date");
    for (j = 0; j < NSEG_F_N; j++) {
        printf(",%s", nseg_feature_names[j]);
    }
    putchar('\n');

    for (p = 0; p < corpus.n; p++) {
        nseg_corpus_page_t  *pg = &corpus.pages[p];

        if (nseg_gold_load(&gold, pg->dir, err, sizeof(err)) != 0) {
            fprintf(stderr, "newsseg label: %s\n", err);
            continue;
        }

        snprintf(path, sizeof(path), "%s/source.html", pg->dir);
        data = nseg_cli_read_file(path, &len);
        if (data == NULL) {
            fprintf(stderr, "newsseg label: %s: %s\n", path,
                    strerror(errno));
            nseg_gold_free(&gold);
            continue;
        }

        s = nseg_corpus_set_index(&corpus, pg);
        pages[s]++;
        titles[s] += gold.title != NULL;
        dates[s] += gold.date != NULL;

        memset(&opts, 0, sizeof(nseg_options_t));
        memset(&res, 0, sizeof(nseg_result_t));
        memset(&ctx, 0, sizeof(nseg_ctx_t));
        opts.base_url = pg->url;
        ctx.model = nseg_cli_model;
        ctx.opts = &opts;
        ctx.res = &res;
        ctx.now = (int64_t) time(NULL);
        nseg_arena_init(&ctx.arena, 0);

        rc = nseg_label_page(&ctx, data, len, &gold, &labels);

        if (rc == NSEG_OK) {
            with_title[s] += labels.title_found;
            with_date[s] += labels.date_found;

            if (gold.title != NULL) {
                nseg_label_ceiling_add(&ceil[s], &labels);
                nseg_label_ceiling_add(&ceil[corpus.nsets], &labels);
            }

            for (k = 0; k < labels.n; k++) {
                printf("%s,%s,%s,%u,%d,%d", pg->set, pg->id,
                       pg->site_key ? pg->site_key : "", labels.node[k],
                       labels.title[k], labels.date[k]);

                for (j = 0; j < NSEG_F_N; j++) {
                    printf(",%g", labels.f[(size_t) k * NSEG_F_N + j]);
                }
                putchar('\n');
            }

            nseg_labels_free(&labels);
        }

        nseg_ctx_release(&ctx);
        free(data);
        nseg_gold_free(&gold);
    }

    fprintf(stderr, "labelling coverage (pages where a node matched the "
            "gold field / pages with the field):\n");

    for (s = 0; s < corpus.nsets; s++) {
        fprintf(stderr, "  %-16s pages %4zu  title %4zu/%-4zu  date "
                "%4zu/%-4zu\n", corpus.sets[s], pages[s], with_title[s],
                titles[s], with_date[s], dates[s]);
    }

    /*
     * What the title models could score at best: the gold titles that
     * are one of the answers the pipeline can give (exact), and the best
     * bag-of-words F1 among those answers (mean over the pages).
     */
    fprintf(stderr, "title ceiling (the best of the pipeline's candidates: "
            "the nodes' title texts / also metadata and <title>):\n");

    for (s = 0; s <= corpus.nsets; s++) {
        if (ceil[s].titles != 0) {
            nseg_label_ceiling_print(s < corpus.nsets ? corpus.sets[s] : "all",
                                     &ceil[s]);
        }
    }

    free(pages);
    free(ceil);
    nseg_corpus_free(&corpus);

    return 0;
}
