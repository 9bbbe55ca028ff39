
/*
 * eval.c - `newsseg eval`: runs the pipeline on every page of the
 * labelled corpora and prints the quality figures per set (and per
 * cross-validation fold), as a table or as JSON for tools/eval-gate.sh.
 *
 * Copyright (C) newsseg authors
 */


#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include <jansson.h>

#include "cli.h"
#include "corpus.h"
#include "metrics.h"
#include "segment.h"


/* the reference time of relative dates: 2026-01-01T00:00:00Z */
#define NSEG_EVAL_NOW            1767225600
#define NSEG_EVAL_MAX_FOLDS      20


typedef struct {
    size_t                     pages;
    size_t                     declined;
    size_t                     errors;       /* unreadable page or gold */
    size_t                     status[NSEG_STATUS_ERROR + 1];

    size_t                     title_pages;
    size_t                     title_exact;
    size_t                     title_exact_base;
    nseg_avg_t                 title_bow;
    nseg_avg_t                 title_bow_base;

    size_t                     date_pages;
    size_t                     date_hits;
    size_t                     date_none;

    size_t                     lang_pages;
    size_t                     lang_hits;
    size_t                     lang_none;

    size_t                     byline_pages;
    size_t                     byline_exact;
    size_t                     byline_none;    /* gold has one, we not */
    nseg_avg_t                 byline_bow;
    size_t                     nobyline_pages; /* the gold names none */
    size_t                     nobyline_extra; /* ... and we give one */

    nseg_avg_t                 body;

    size_t                     ww_pages;
    nseg_snippets_t            ww;

    size_t                     prefix_pages;
    size_t                     prefix_hits;

    double                    *ms;
    size_t                     nms;
    size_t                     ms_cap;
} nseg_eval_stats_t;

typedef struct {
    int                        json;
    int                        per_page;
    nseg_cv_e                  cv;
    unsigned                   folds;
    size_t                     max_pages;
    int64_t                    now;
    const char                *set_filter;
} nseg_eval_conf_t;


static int nseg_eval_page(nseg_eval_conf_t *conf,
    const nseg_corpus_page_t *page, nseg_eval_stats_t *st,
    nseg_eval_stats_t *fst);
static int nseg_eval_ms_add(nseg_eval_stats_t *st, double ms);
static void nseg_eval_print(const nseg_eval_conf_t *conf, const char *set,
    nseg_eval_stats_t *st, nseg_eval_stats_t *fst);
static json_t *nseg_eval_json(nseg_eval_stats_t *st);
static double nseg_eval_rate(size_t n, size_t d);
static char *nseg_title_baseline(const char *data, size_t len);
static void nseg_html_unescape(const char *s, size_t len, char *out);
static int nseg_utf8_valid(const char *s);
static void nseg_eval_usage(void);


int
nseg_cli_eval(int argc, char **argv)
{
    int                  i, rc;
    char                 err[512];
    size_t               k, s, nsets, *seen;
    nseg_corpus_t        corpus;
    nseg_eval_conf_t     conf;
    nseg_eval_stats_t   *stats, *fstats, *fs;
    nseg_corpus_page_t  *page;
    json_t              *root, *sets, *set, *folds;

    memset(&conf, 0, sizeof(conf));
    memset(&corpus, 0, sizeof(corpus));
    conf.folds = 3;
    conf.now = NSEG_EVAL_NOW;

    for (i = 0; i < argc && argv[i][0] == '-' && argv[i][1] != '\0'; i++) {

        if (strcmp(argv[i], "--") == 0) {
            i++;
            break;
        }

        if (strcmp(argv[i], "--json") == 0) {
            conf.json = 1;

        } else if (strcmp(argv[i], "--per-page") == 0) {
            conf.per_page = 1;

        } else if (strcmp(argv[i], "--visual-only") == 0) {
            /* the paper's setting: no metadata evidence at all */
            nseg_visual_only = 1;

        } else if (strcmp(argv[i], "--cv") == 0 && i + 1 < argc) {
            if (nseg_corpus_parse_cv(argv[++i], &conf.cv) != 0) {
                fprintf(stderr, "newsseg eval: --cv: \"%s\" is not "
                        "extrasite, intrasite or none\n", argv[i]);
                return 2;
            }

        } else if (strcmp(argv[i], "--folds") == 0 && i + 1 < argc) {
            conf.folds = (unsigned) strtoul(argv[++i], NULL, 10);
            if (conf.folds < 2 || conf.folds > NSEG_EVAL_MAX_FOLDS) {
                fprintf(stderr, "newsseg eval: --folds: 2 to %d\n",
                        NSEG_EVAL_MAX_FOLDS);
                return 2;
            }

        } else if (strcmp(argv[i], "--set-filter") == 0 && i + 1 < argc) {
            conf.set_filter = argv[++i];

        } else if (strcmp(argv[i], "--max-pages") == 0 && i + 1 < argc) {
            conf.max_pages = (size_t) strtoul(argv[++i], NULL, 10);

        } else if (strcmp(argv[i], "--now") == 0 && i + 1 < argc) {
            if (nseg_cli_now_option("eval", argv[++i], &conf.now) != 0) {
                return 2;
            }

        } else if (strcmp(argv[i], "--help") == 0
                   || strcmp(argv[i], "-h") == 0)
        {
            nseg_eval_usage();
            return 0;

        } else {
            fprintf(stderr, "newsseg eval: unknown option \"%s\"\n",
                    argv[i]);
            nseg_eval_usage();
            return 2;
        }
    }

    if (i >= argc) {
        nseg_eval_usage();
        return 2;
    }

    if (conf.cv == NSEG_CV_NONE) {
        conf.folds = 1;
    }

    for ( /* void */ ; i < argc; i++) {
        if (nseg_corpus_load(&corpus, argv[i], conf.set_filter, err,
                             sizeof(err))
            != 0)
        {
            fprintf(stderr, "newsseg eval: %s\n", err);
            nseg_corpus_free(&corpus);
            return 1;
        }
    }

    nseg_corpus_assign_folds(&corpus, conf.cv, conf.folds);

    nsets = corpus.nsets;

    stats = calloc(nsets ? nsets : 1, sizeof(nseg_eval_stats_t));
    fstats = calloc((nsets ? nsets : 1) * conf.folds,
                    sizeof(nseg_eval_stats_t));
    seen = calloc(nsets ? nsets : 1, sizeof(size_t));

    if (stats == NULL || fstats == NULL || seen == NULL) {
        fprintf(stderr, "newsseg eval: out of memory\n");
        rc = 1;
        goto done;
    }

    if (conf.per_page) {
        printf("set\tid\tfold\tstatus\tms\ttitle_exact\ttitle_f1"
               "\tdate\tbody_f1\tww_tp_fn_fp_tn\tprefix\tbyline_f1\n");
    }

    rc = 0;

    for (k = 0; k < corpus.n; k++) {
        page = &corpus.pages[k];
        s = nseg_corpus_set_index(&corpus, page);

        if (conf.max_pages && seen[s] >= conf.max_pages) {
            continue;
        }

        seen[s]++;
        fs = &fstats[s * conf.folds + page->fold];

        if (nseg_eval_page(&conf, page, &stats[s], fs) != 0) {
            fprintf(stderr, "newsseg eval: out of memory\n");
            rc = 1;
            goto done;
        }

        if (isatty(STDERR_FILENO) && !conf.per_page) {
            fprintf(stderr, "\reval: %zu/%zu pages", k + 1, corpus.n);
        }
    }

    if (isatty(STDERR_FILENO) && !conf.per_page) {
        fprintf(stderr, "\r%40s\r", "");
    }

    if (!conf.json) {
        for (s = 0; s < nsets; s++) {
            nseg_eval_print(&conf, corpus.sets[s], &stats[s],
                            conf.cv != NSEG_CV_NONE
                            ? &fstats[s * conf.folds] : NULL);
        }

        goto done;
    }

    root = json_object();
    sets = json_object();

    json_object_set_new(root, "now", json_integer(conf.now));
    json_object_set_new(root, "cv", json_string(conf.cv == NSEG_CV_EXTRASITE
                                                ? "extrasite"
                                                : conf.cv == NSEG_CV_INTRASITE
                                                ? "intrasite" : "none"));
    json_object_set_new(root, "folds", json_integer(conf.folds));

    for (s = 0; s < nsets; s++) {
        set = nseg_eval_json(&stats[s]);

        if (conf.cv != NSEG_CV_NONE) {
            folds = json_array();

            for (k = 0; k < conf.folds; k++) {
                json_array_append_new(folds,
                    nseg_eval_json(&fstats[s * conf.folds + k]));
            }

            json_object_set_new(set, "folds", folds);
        }

        json_object_set_new(sets, corpus.sets[s], set);
    }

    json_object_set_new(root, "sets", sets);

    if (json_dumpf(root, stdout, JSON_INDENT(2) | JSON_PRESERVE_ORDER
                                 | JSON_REAL_PRECISION(6))
        != 0)
    {
        rc = 1;
    }

    printf("\n");
    json_decref(root);

done:

    for (s = 0; stats != NULL && s < nsets; s++) {
        free(stats[s].ms);
    }

    for (s = 0; fstats != NULL && s < nsets * conf.folds; s++) {
        free(fstats[s].ms);
    }

    free(stats);
    free(fstats);
    free(seen);
    nseg_corpus_free(&corpus);

    return rc;
}


/*
 * One page: the pipeline, then every metric the gold allows, added to
 * the set's and the fold's figures.  Returns -1 only when memory runs
 * out; unreadable pages are counted as errors and skipped.
 */
static int
nseg_eval_page(nseg_eval_conf_t *conf, const nseg_corpus_page_t *page,
    nseg_eval_stats_t *st, nseg_eval_stats_t *fst)
{
    int                 rc, exact, exact_base, day, hit, byline_exact, lang;
    char               *data, *base, path[4096], err[512];
    size_t              len, i;
    double              t0, ms, p, r;
    nseg_gold_t         gold;
    nseg_match_t        title, title_base, body, byline;
    nseg_result_t      *res;
    nseg_options_t      opts;
    nseg_snippets_t     ww;
    nseg_eval_stats_t  *x[2];

    x[0] = st;
    x[1] = fst;

    snprintf(path, sizeof(path), "%s/source.html", page->dir);

    if (nseg_gold_load(&gold, page->dir, err, sizeof(err)) != 0) {
        fprintf(stderr, "newsseg eval: %s\n", err);
        st->errors++;
        fst->errors++;
        return 0;
    }

    data = nseg_cli_read_file(path, &len);
    if (data == NULL) {
        fprintf(stderr, "newsseg eval: cannot read %s\n", path);
        nseg_gold_free(&gold);
        st->errors++;
        fst->errors++;
        return 0;
    }

    memset(&opts, 0, sizeof(opts));
    opts.base_url = gold.url ? gold.url : page->url;
    opts.now = conf->now;

    t0 = nseg_cli_now_ms();
    res = nseg_process(nseg_cli_model, data, len, &opts);
    ms = nseg_cli_now_ms() - t0;

    if (res == NULL) {
        free(data);
        nseg_gold_free(&gold);
        return -1;
    }

    /* score the page once */
    rc = -1;
    base = NULL;
    exact = 0;
    exact_base = 0;
    day = 0;
    hit = 0;
    memset(&ww, 0, sizeof(ww));
    memset(&title, 0, sizeof(nseg_match_t));
    memset(&title_base, 0, sizeof(nseg_match_t));
    memset(&body, 0, sizeof(nseg_match_t));
    memset(&byline, 0, sizeof(nseg_match_t));
    byline_exact = 0;

    if (gold.title != NULL) {
        base = nseg_title_baseline(data, len);

        exact = nseg_metric_title_exact(gold.title, res->title);
        exact_base = nseg_metric_title_exact(gold.title, base);

        if (nseg_metric_title_shingles(gold.title, res->title, &title) != 0
            || nseg_metric_title_shingles(gold.title, base, &title_base)
               != 0)
        {
            goto failed;
        }
    }

    if (gold.date != NULL) {
        day = nseg_metric_date_day(gold.date, res->date);
    }

    lang = gold.lang != NULL ? nseg_metric_lang(gold.lang, res->lang) : 0;

    if (gold.byline != NULL
        && nseg_metric_byline(gold.byline, res->byline, &byline,
                              &byline_exact)
           != 0)
    {
        goto failed;
    }

    if (gold.body_text != NULL
        && nseg_metric_shingles(gold.body_text, res->body_text, 4, 0, &body)
           != 0)
    {
        goto failed;
    }

    if (gold.nwith + gold.nwithout
        && nseg_metric_snippets(res->body_text,
                                (const char *const *) gold.with, gold.nwith,
                                (const char *const *) gold.without,
                                gold.nwithout, &ww)
           != 0)
    {
        goto failed;
    }

    if (gold.body_prefix != NULL) {
        hit = nseg_metric_prefix(res->body_text, gold.body_prefix);
    }

    for (i = 0; i < 2; i++) {
        x[i]->pages++;
        x[i]->declined += (res->status != NSEG_STATUS_OK);

        if (res->status <= NSEG_STATUS_ERROR) {
            x[i]->status[res->status]++;
        }

        if (nseg_eval_ms_add(x[i], ms) != 0) {
            goto failed;
        }

        if (gold.title != NULL) {
            x[i]->title_pages++;
            x[i]->title_exact += exact;
            x[i]->title_exact_base += exact_base;
            nseg_avg_add(&x[i]->title_bow, &title);
            nseg_avg_add(&x[i]->title_bow_base, &title_base);
        }

        if (gold.date != NULL) {
            x[i]->date_pages++;
            x[i]->date_hits += (day == 1);
            x[i]->date_none += (day == -1);
        }

        if (gold.lang != NULL) {
            x[i]->lang_pages++;
            x[i]->lang_hits += (lang == 1);
            x[i]->lang_none += (lang == -1);
        }

        if (gold.byline != NULL) {
            x[i]->byline_pages++;
            x[i]->byline_exact += byline_exact;
            x[i]->byline_none += (res->byline == NULL);
            nseg_avg_add(&x[i]->byline_bow, &byline);

        } else {
            x[i]->nobyline_pages++;
            x[i]->nobyline_extra += (res->byline != NULL);
        }

        if (gold.body_text != NULL) {
            nseg_avg_add(&x[i]->body, &body);
        }

        if (gold.nwith + gold.nwithout) {
            x[i]->ww_pages++;
            x[i]->ww.tp += ww.tp;
            x[i]->ww.fn += ww.fn;
            x[i]->ww.fp += ww.fp;
            x[i]->ww.tn += ww.tn;
        }

        if (gold.body_prefix != NULL) {
            x[i]->prefix_pages++;
            x[i]->prefix_hits += hit;
        }
    }

    if (conf->per_page) {
        printf("%s\t%s\t%u\t%s\t%.2f\t", page->set, page->id, page->fold,
               nseg_status_name(res->status), ms);

        if (gold.title != NULL) {
            nseg_metric_pr(&title, &p, &r);
            printf("%d\t%.3f\t", exact, nseg_metric_f1(p, r));

        } else {
            printf("-\t-\t");
        }

        printf("%s\t", gold.date == NULL ? "-" : day == 1 ? "hit"
                       : day == 0 ? "miss" : "none");

        if (gold.body_text != NULL) {
            nseg_metric_pr(&body, &p, &r);
            printf("%.3f\t", nseg_metric_f1(p, r));

        } else {
            printf("-\t");
        }

        if (gold.nwith + gold.nwithout) {
            printf("%zu/%zu/%zu/%zu\t", ww.tp, ww.fn, ww.fp, ww.tn);

        } else {
            printf("-\t");
        }

        printf("%s\t", gold.body_prefix == NULL ? "-" : hit ? "1" : "0");

        if (gold.byline != NULL) {
            nseg_metric_pr(&byline, &p, &r);
            printf("%.3f\n", nseg_metric_f1(p, r));

        } else {
            printf("%s\n", res->byline != NULL ? "extra" : "-");
        }
    }

    rc = 0;

failed:

    free(base);
    nseg_result_free(res);
    free(data);
    nseg_gold_free(&gold);

    return rc;
}


static int
nseg_eval_ms_add(nseg_eval_stats_t *st, double ms)
{
    size_t   cap;
    double  *v;

    if (st->nms == st->ms_cap) {
        cap = st->ms_cap ? st->ms_cap * 2 : 128;
        v = realloc(st->ms, cap * sizeof(double));
        if (v == NULL) {
            return -1;
        }

        st->ms = v;
        st->ms_cap = cap;
    }

    st->ms[st->nms++] = ms;

    return 0;
}


static void
nseg_eval_print(const nseg_eval_conf_t *conf, const char *set,
    nseg_eval_stats_t *st, nseg_eval_stats_t *fst)
{
    double              p, r, f1, bp, br, bf1;
    size_t              k;
    nseg_eval_stats_t  *f;

    printf("== %s: %zu pages, %zu declined, %zu errors\n", set, st->pages,
           st->declined, st->errors);

    if (st->declined) {
        printf("  declined:");

        for (k = NSEG_STATUS_OK + 1; k <= NSEG_STATUS_ERROR; k++) {
            if (st->status[k]) {
                printf(" %s %zu", nseg_status_name((nseg_status_e) k),
                       st->status[k]);
            }
        }

        printf("\n");
    }

    printf("  %-26s %7s %7s %7s %7s\n", "", "prec", "recall", "f1",
           "pages");

    if (st->title_pages) {
        nseg_avg_get(&st->title_bow_base, &bp, &br, &bf1);
        nseg_avg_get(&st->title_bow, &p, &r, &f1);

        printf("  %-26s %7.3f %7.3f %7.3f %7zu\n", "title bow  <title>",
               bp, br, bf1, st->title_pages);
        printf("  %-26s %7.3f %7.3f %7.3f %7zu\n", "title bow  newsseg",
               p, r, f1, st->title_pages);
        printf("  %-26s %7s %7s %7.3f %7zu\n", "title exact  <title>", "",
               "", nseg_eval_rate(st->title_exact_base, st->title_pages),
               st->title_pages);
        printf("  %-26s %7s %7s %7.3f %7zu\n", "title exact  newsseg", "",
               "", nseg_eval_rate(st->title_exact, st->title_pages),
               st->title_pages);
    }

    if (st->byline_pages) {
        nseg_avg_get(&st->byline_bow, &p, &r, &f1);
        printf("  %-26s %7.3f %7.3f %7.3f %7zu   (no byline: %zu)\n",
               "byline bow", p, r, f1, st->byline_pages, st->byline_none);
        printf("  %-26s %7s %7s %7.3f %7zu\n", "byline exact", "", "",
               nseg_eval_rate(st->byline_exact, st->byline_pages),
               st->byline_pages);
    }

    /* only a set that labels bylines says anything about false ones */
    if (st->byline_pages && st->nobyline_pages) {
        printf("  %-26s %7s %7s %7.3f %7zu\n", "byline on unlabelled pages",
               "", "", nseg_eval_rate(st->nobyline_extra,
                                      st->nobyline_pages),
               st->nobyline_pages);
    }

    if (st->date_pages) {
        printf("  %-26s %7s %7s %7.3f %7zu   (no date: %zu)\n",
               "date day accuracy", "", "",
               nseg_eval_rate(st->date_hits, st->date_pages),
               st->date_pages, st->date_none);
    }

    if (st->lang_pages) {
        printf("  %-26s %7s %7s %7.3f %7zu   (no lang: %zu)\n",
               "lang accuracy", "", "",
               nseg_eval_rate(st->lang_hits, st->lang_pages),
               st->lang_pages, st->lang_none);
    }

    if (st->body.pages) {
        nseg_avg_get(&st->body, &p, &r, &f1);
        printf("  %-26s %7.3f %7.3f %7.3f %7zu\n", "body shingles", p, r,
               f1, st->body.pages);
    }

    if (st->ww_pages) {
        nseg_snippets_get(&st->ww, &p, &r, &f1);
        printf("  %-26s %7.3f %7.3f %7.3f %7zu\n", "body with/without", p, r,
               f1, st->ww_pages);
    }

    if (st->prefix_pages) {
        printf("  %-26s %7s %7s %7.3f %7zu   (hits: %zu)\n",
               "body_prefix hit rate", "", "",
               nseg_eval_rate(st->prefix_hits, st->prefix_pages),
               st->prefix_pages, st->prefix_hits);
    }

    printf("  extract_ms  median %.2f  p90 %.2f\n",
           nseg_metric_quantile(st->ms, st->nms, 0.5),
           nseg_metric_quantile(st->ms, st->nms, 0.9));

    if (fst == NULL) {
        printf("\n");
        return;
    }

    printf("  %-6s %6s %8s %8s %8s %8s %8s %8s\n", "fold", "pages",
           "t.exact", "t.bowF1", "date", "bodyF1", "wwF1", "prefix");

    for (k = 0; k < conf->folds; k++) {
        f = &fst[k];

        printf("  %-6zu %6zu", k, f->pages);

        if (f->title_pages) {
            nseg_avg_get(&f->title_bow, &p, &r, &f1);
            printf(" %8.3f %8.3f",
                   nseg_eval_rate(f->title_exact, f->title_pages), f1);

        } else {
            printf(" %8s %8s", "-", "-");
        }

        if (f->date_pages) {
            printf(" %8.3f", nseg_eval_rate(f->date_hits, f->date_pages));

        } else {
            printf(" %8s", "-");
        }

        if (f->body.pages) {
            nseg_avg_get(&f->body, &p, &r, &f1);
            printf(" %8.3f", f1);

        } else {
            printf(" %8s", "-");
        }

        if (f->ww_pages) {
            nseg_snippets_get(&f->ww, &p, &r, &f1);
            printf(" %8.3f", f1);

        } else {
            printf(" %8s", "-");
        }

        if (f->prefix_pages) {
            printf(" %8.3f\n",
                   nseg_eval_rate(f->prefix_hits, f->prefix_pages));

        } else {
            printf(" %8s\n", "-");
        }
    }

    printf("\n");
}


static json_t *
nseg_eval_json(nseg_eval_stats_t *st)
{
    double   p, r, f1;
    size_t   k;
    json_t  *o, *x;

    o = json_object();

    json_object_set_new(o, "pages", json_integer(st->pages));
    json_object_set_new(o, "declined", json_integer(st->declined));
    json_object_set_new(o, "errors", json_integer(st->errors));

    x = json_object();

    for (k = NSEG_STATUS_OK + 1; k <= NSEG_STATUS_ERROR; k++) {
        if (st->status[k]) {
            json_object_set_new(x, nseg_status_name((nseg_status_e) k),
                                json_integer(st->status[k]));
        }
    }

    json_object_set_new(o, "declined_by", x);

    if (st->title_pages) {
        x = json_object();
        json_object_set_new(x, "pages", json_integer(st->title_pages));
        json_object_set_new(x, "exact",
            json_real(nseg_eval_rate(st->title_exact, st->title_pages)));
        json_object_set_new(x, "exact_baseline",
            json_real(nseg_eval_rate(st->title_exact_base,
                                     st->title_pages)));
        nseg_avg_get(&st->title_bow, &p, &r, &f1);
        json_object_set_new(x, "bow_p", json_real(p));
        json_object_set_new(x, "bow_r", json_real(r));
        json_object_set_new(x, "bow_f1", json_real(f1));
        nseg_avg_get(&st->title_bow_base, &p, &r, &f1);
        json_object_set_new(x, "baseline_bow_p", json_real(p));
        json_object_set_new(x, "baseline_bow_r", json_real(r));
        json_object_set_new(x, "baseline_bow_f1", json_real(f1));
        json_object_set_new(o, "title", x);
    }

    if (st->byline_pages) {
        x = json_object();
        json_object_set_new(x, "pages", json_integer(st->byline_pages));
        json_object_set_new(x, "exact",
            json_real(nseg_eval_rate(st->byline_exact, st->byline_pages)));
        json_object_set_new(x, "none", json_integer(st->byline_none));
        nseg_avg_get(&st->byline_bow, &p, &r, &f1);
        json_object_set_new(x, "bow_p", json_real(p));
        json_object_set_new(x, "bow_r", json_real(r));
        json_object_set_new(x, "bow_f1", json_real(f1));

        if (st->nobyline_pages) {
            json_object_set_new(x, "unlabelled_pages",
                                json_integer(st->nobyline_pages));
            json_object_set_new(x, "unlabelled_extra",
                                json_integer(st->nobyline_extra));
        }

        json_object_set_new(o, "byline", x);
    }

    if (st->date_pages) {
        x = json_object();
        json_object_set_new(x, "pages", json_integer(st->date_pages));
        json_object_set_new(x, "day_accuracy",
            json_real(nseg_eval_rate(st->date_hits, st->date_pages)));
        json_object_set_new(x, "none", json_integer(st->date_none));
        json_object_set_new(o, "date", x);
    }

    if (st->lang_pages) {
        x = json_object();
        json_object_set_new(x, "pages", json_integer(st->lang_pages));
        json_object_set_new(x, "accuracy",
            json_real(nseg_eval_rate(st->lang_hits, st->lang_pages)));
        json_object_set_new(x, "none", json_integer(st->lang_none));
        json_object_set_new(o, "lang", x);
    }

    if (st->body.pages) {
        x = json_object();
        nseg_avg_get(&st->body, &p, &r, &f1);
        json_object_set_new(x, "pages", json_integer(st->body.pages));
        json_object_set_new(x, "p", json_real(p));
        json_object_set_new(x, "r", json_real(r));
        json_object_set_new(x, "f1", json_real(f1));
        json_object_set_new(o, "body", x);
    }

    if (st->ww_pages) {
        x = json_object();
        nseg_snippets_get(&st->ww, &p, &r, &f1);
        json_object_set_new(x, "pages", json_integer(st->ww_pages));
        json_object_set_new(x, "tp", json_integer(st->ww.tp));
        json_object_set_new(x, "fn", json_integer(st->ww.fn));
        json_object_set_new(x, "fp", json_integer(st->ww.fp));
        json_object_set_new(x, "tn", json_integer(st->ww.tn));
        json_object_set_new(x, "p", json_real(p));
        json_object_set_new(x, "r", json_real(r));
        json_object_set_new(x, "f1", json_real(f1));
        json_object_set_new(o, "with_without", x);
    }

    if (st->prefix_pages) {
        x = json_object();
        json_object_set_new(x, "pages", json_integer(st->prefix_pages));
        json_object_set_new(x, "hits", json_integer(st->prefix_hits));
        json_object_set_new(x, "rate",
            json_real(nseg_eval_rate(st->prefix_hits, st->prefix_pages)));
        json_object_set_new(o, "body_prefix", x);
    }

    x = json_object();
    json_object_set_new(x, "median",
        json_real(nseg_metric_quantile(st->ms, st->nms, 0.5)));
    json_object_set_new(x, "p90",
        json_real(nseg_metric_quantile(st->ms, st->nms, 0.9)));
    json_object_set_new(o, "extract_ms", x);

    return o;
}


static double
nseg_eval_rate(size_t n, size_t d)
{
    return d ? (double) n / (double) d : 0.0;
}


/*
 * The paper's baseline: the text of the first <title> element, found
 * with a byte scan rather than a second parse.  Bytes that are not
 * UTF-8 are read as Latin-1 (pages in other legacy charsets give a
 * garbled baseline; the figure is a reference, not a result).
 */
static char *
nseg_title_baseline(const char *data, size_t len)
{
    char        *raw, *out, *o;
    size_t       i, n;
    const char  *p, *end, *start, *stop;

    p = data;
    end = data + len;
    start = NULL;

    for ( /* void */ ; p + 7 <= end; p++) {
        if (*p == '<' && strncasecmp(p + 1, "title", 5) == 0
            && (p[6] == '>' || p[6] == ' ' || p[6] == '\t'
                || p[6] == '\n' || p[6] == '\r'))
        {
            start = memchr(p + 6, '>', (size_t) (end - p - 6));
            break;
        }
    }

    if (start == NULL) {
        return NULL;
    }

    start++;

    for (stop = start; stop + 8 <= end; stop++) {
        if (*stop == '<' && stop[1] == '/'
            && strncasecmp(stop + 2, "title", 5) == 0)
        {
            break;
        }
    }

    if (stop + 8 > end) {
        stop = end;
    }

    n = (size_t) (stop - start);

    /* Latin-1 to UTF-8 at most doubles the length */
    raw = malloc(2 * n + 1);
    out = malloc(2 * n + 1);

    if (raw == NULL || out == NULL) {
        free(raw);
        free(out);
        return NULL;
    }

    o = raw;

    for (i = 0; i < n; i++) {
        *o++ = start[i];
    }

    *o = '\0';

    if (strlen(raw) == n && !nseg_utf8_valid(raw)) {
        o = raw;

        for (i = 0; i < n; i++) {
            if ((unsigned char) start[i] < 0x80) {
                *o++ = start[i];

            } else {
                *o++ = (char) (0xc0 | ((unsigned char) start[i] >> 6));
                *o++ = (char) (0x80 | ((unsigned char) start[i] & 0x3f));
            }
        }

        *o = '\0';
    }

    nseg_html_unescape(raw, strlen(raw), out);
    free(raw);

    return out;
}


static int
nseg_utf8_valid(const char *s)
{
    size_t                n, i;
    uint32_t              c;
    const unsigned char  *p;

    p = (const unsigned char *) s;

    while (*p) {
        if (*p < 0x80) {
            p++;
            continue;
        }

        if (*p >= 0xc2 && *p <= 0xdf) {
            n = 1;

        } else if (*p >= 0xe0 && *p <= 0xef) {
            n = 2;

        } else if (*p >= 0xf0 && *p <= 0xf4) {
            n = 3;

        } else {
            return 0;
        }

        c = *p & (0x3f >> n);

        for (i = 1; i <= n; i++) {
            if ((p[i] & 0xc0) != 0x80) {
                return 0;
            }

            c = (c << 6) | (p[i] & 0x3f);
        }

        if ((n == 2 && (c < 0x800 || (c >= 0xd800 && c <= 0xdfff)))
            || (n == 3 && (c < 0x10000 || c > 0x10ffff)))
        {
            return 0;
        }

        p += n + 1;
    }

    return 1;
}


/* the entities that occur in titles; every one decodes shorter */
static void
nseg_html_unescape(const char *s, size_t len, char *out)
{
    char        *o;
    size_t       i, k, n;
    uint32_t     cp;
    const char  *semi;

    static const struct {
        const char  *name;
        uint32_t     cp;
    } ents[] = {
        { "amp", '&' }, { "lt", '<' }, { "gt", '>' }, { "quot", '"' },
        { "apos", '\'' }, { "nbsp", 0xa0 }, { "ndash", 0x2013 },
        { "mdash", 0x2014 }, { "lsquo", 0x2018 }, { "rsquo", 0x2019 },
        { "ldquo", 0x201c }, { "rdquo", 0x201d }, { "hellip", 0x2026 },
        { "laquo", 0xab }, { "raquo", 0xbb }, { "middot", 0xb7 },
        { "bull", 0x2022 }, { "copy", 0xa9 }, { "reg", 0xae },
        { "trade", 0x2122 }, { "verbar", '|' }, { "vert", '|' },
        { NULL, 0 }
    };

    o = out;

    for (i = 0; i < len; i++) {
        if (s[i] != '&') {
            *o++ = s[i];
            continue;
        }

        semi = memchr(s + i, ';', len - i < 12 ? len - i : 12);
        cp = 0;

        if (semi != NULL && s[i + 1] == '#') {
            if (s[i + 2] == 'x' || s[i + 2] == 'X') {
                cp = (uint32_t) strtoul(s + i + 3, NULL, 16);

            } else {
                cp = (uint32_t) strtoul(s + i + 2, NULL, 10);
            }

            if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
                cp = 0xfffd;
            }

        } else if (semi != NULL) {
            n = (size_t) (semi - s - i - 1);

            for (k = 0; ents[k].name != NULL; k++) {
                if (strlen(ents[k].name) == n
                    && memcmp(ents[k].name, s + i + 1, n) == 0)
                {
                    cp = ents[k].cp;
                    break;
                }
            }
        }

        if (cp == 0) {
            *o++ = s[i];
            continue;
        }

        if (cp < 0x80) {
            *o++ = (char) cp;

        } else if (cp < 0x800) {
            *o++ = (char) (0xc0 | (cp >> 6));
            *o++ = (char) (0x80 | (cp & 0x3f));

        } else if (cp < 0x10000) {
            *o++ = (char) (0xe0 | (cp >> 12));
            *o++ = (char) (0x80 | ((cp >> 6) & 0x3f));
            *o++ = (char) (0x80 | (cp & 0x3f));

        } else {
            *o++ = (char) (0xf0 | (cp >> 18));
            *o++ = (char) (0x80 | ((cp >> 12) & 0x3f));
            *o++ = (char) (0x80 | ((cp >> 6) & 0x3f));
            *o++ = (char) (0x80 | (cp & 0x3f));
        }

        i = (size_t) (semi - s);
    }

    *o = '\0';
}



static void
nseg_eval_usage(void)
{
    fprintf(stderr,
        "usage: newsseg eval [--cv extrasite|intrasite|none] [--folds N]\n"
        "                    [--json] [--per-page] [--set-filter A,B]\n"
        "                    [--max-pages N] [--now ISO|UNIX] [--visual-only]\n"
        "                    CORPUS_DIR...\n"
        "  CORPUS_DIR is a set directory (with index.jsonl) or the corpora\n"
        "  root (every set in it).  Figures per set; with --cv, per fold.\n");
}
