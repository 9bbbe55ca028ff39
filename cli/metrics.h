
/*
 * metrics.h - the quality metrics of `newsseg eval`: pure functions over
 * UTF-8 strings, shared by the evaluation and the training tools.
 */


#ifndef _NSEG_METRICS_H_INCLUDED_
#define _NSEG_METRICS_H_INCLUDED_


#include <stddef.h>


/* multiset match counts of one page */
typedef struct {
    size_t                     tp;
    size_t                     fp;
    size_t                     fn;
} nseg_match_t;

/* per-page precision and recall summed for averaging over pages */
typedef struct {
    double                     p_sum;
    double                     r_sum;
    size_t                     pages;
} nseg_avg_t;

/* with/without snippet counts, summed over pages */
typedef struct {
    size_t                     tp;
    size_t                     fn;
    size_t                     fp;
    size_t                     tn;
} nseg_snippets_t;


/*
 * The body metric of the article-extraction benchmark: tokens are \w+
 * runs (Unicode letters, digits, underscore), shingles are n consecutive
 * tokens counted as multisets; a text of fewer than n tokens is one
 * shingle.  fold: lower-case the tokens first (used for titles).
 * Returns -1 when memory runs out.
 */
int nseg_metric_shingles(const char *gold, const char *pred, size_t n,
    int fold, nseg_match_t *m);

/*
 * Precision and recall of one page with the benchmark's conventions:
 * nothing expected and nothing predicted is (1, 1); no true positive is
 * (0, 0), so an empty prediction for a non-empty gold scores 0.
 */
void nseg_metric_pr(const nseg_match_t *m, double *p, double *r);
double nseg_metric_f1(double p, double r);

void nseg_avg_add(nseg_avg_t *a, const nseg_match_t *m);
void nseg_avg_merge(nseg_avg_t *to, const nseg_avg_t *from);
/* averages over pages, F1 of the averages; zeros when there are none */
void nseg_avg_get(const nseg_avg_t *a, double *p, double *r, double *f1);

/*
 * trafilatura's snippet evaluation: each `with` snippet found in the
 * text is a TP else a FN, each `without` snippet found is a FP else a TN.
 * Text and snippets are compared after whitespace normalisation.  text
 * NULL (extraction failed) finds nothing.  Counts are added to s.
 */
int nseg_metric_snippets(const char *text, const char *const *with,
    size_t nwith, const char *const *without, size_t nwithout,
    nseg_snippets_t *s);
/* precision TP/(TP+FP), recall TP/(TP+FN), F1 2TP/(2TP+FP+FN) */
void nseg_snippets_get(const nseg_snippets_t *s, double *p, double *r,
    double *f1);

/*
 * Whitespace normalisation: runs of white space (ASCII, no-break and the
 * Unicode spaces) become one space, none at the ends.  malloc'd.
 */
char *nseg_metric_norm_ws(const char *s);

/*
 * Title normalisation for exact match: Unicode NFC, white space as
 * above, lower case (ASCII, Latin-1, Latin Extended-A, Greek, Cyrillic),
 * typographic quotes to ' and ", en and em dashes to '-'.  malloc'd.
 */
char *nseg_metric_norm_title(const char *s);

/* bag of words of two titles: 1-token shingles of their NFC forms,
 * case-folded; -1 when memory runs out */
int nseg_metric_title_shingles(const char *gold, const char *pred,
    nseg_match_t *m);

/* bag-of-words F1 of two titles (nseg_metric_title_shingles); 0 on
 * NULL or when memory runs out */
double nseg_metric_bow_f1(const char *gold, const char *pred);

/* 1 when both normalise to the same non-empty title, else 0 */
int nseg_metric_title_exact(const char *gold, const char *pred);

/*
 * 1 when the two language tags have the same primary subtag ("de" and
 * "de-AT", any case), 0 when they differ, -1 when pred is NULL.
 */
int nseg_metric_lang(const char *gold, const char *pred);

/*
 * Bylines compare as titles do (bag of words into m, exact match into
 * *exact), except that a gold's leading "By " is not counted: Readability
 * keeps it, a byline field never should; and that the exact match is of
 * the list of names, whatever joins them (", ", "; ", " und ", " & ").
 * -1 when memory runs out.
 */
int nseg_metric_byline(const char *gold, const char *pred, nseg_match_t *m,
    int *exact);

/*
 * 1 when the first 10 characters (YYYY-MM-DD) of pred equal gold's,
 * 0 when they differ, -1 when pred is NULL or shorter (no date found).
 */
int nseg_metric_date_day(const char *gold, const char *pred);

/* 1 when the normalised text starts with the normalised prefix */
int nseg_metric_prefix(const char *text, const char *prefix);

/* the q-quantile (0..1, nearest rank) of v; sorts v; 0 when n is 0 */
double nseg_metric_quantile(double *v, size_t n, double q);


#endif /* _NSEG_METRICS_H_INCLUDED_ */
