
/*
 * corpus.h - the labelled corpora (../shared/corpora layout): the page
 * index of each set, the gold annotation of a page, and the assignment
 * of pages to cross-validation folds shared by eval, label and train.
 */


#ifndef _NSEG_CORPUS_H_INCLUDED_
#define _NSEG_CORPUS_H_INCLUDED_


#include <stddef.h>
#include <stdint.h>


typedef enum {
    NSEG_CV_NONE = 0,
    NSEG_CV_EXTRASITE,          /* folds are domain-disjoint */
    NSEG_CV_INTRASITE           /* each site's pages spread over folds */
} nseg_cv_e;


/* one line of <set>/index.jsonl; strings malloc'd, url/site may be NULL */
typedef struct {
    char                      *set;
    char                      *id;
    char                      *dir;        /* <set dir>/<id> */
    char                      *url;
    char                      *site;
    char                      *site_key;   /* site, or derived from the id */
    unsigned                   fold;
} nseg_corpus_page_t;

typedef struct {
    nseg_corpus_page_t        *pages;
    size_t                     n;
    size_t                     cap;
    char                     **sets;       /* set names in load order */
    size_t                     nsets;
} nseg_corpus_t;

/* <set>/<id>/gold.json; absent keys are NULL / 0 (unknown) */
typedef struct {
    char                      *url;
    char                      *lang;
    char                      *title;
    char                      *date;
    char                      *byline;
    char                      *body_text;
    char                      *body_prefix;
    char                     **with;
    size_t                     nwith;
    char                     **without;
    size_t                     nwithout;
} nseg_gold_t;


/*
 * Adds the pages of path: a set directory (it has index.jsonl) or a
 * corpora root (every subdirectory with an index.jsonl, sorted by name).
 * set_filter, if not NULL, keeps the sets whose name contains one of its
 * comma-separated words.  On error writes a message into err and
 * returns -1; the corpus keeps what was loaded before.
 */
int nseg_corpus_load(nseg_corpus_t *c, const char *path,
    const char *set_filter, char *err, size_t err_len);
void nseg_corpus_free(nseg_corpus_t *c);

/* index of the page's set in c->sets */
size_t nseg_corpus_set_index(const nseg_corpus_t *c,
    const nseg_corpus_page_t *page);

int nseg_gold_load(nseg_gold_t *g, const char *page_dir, char *err,
    size_t err_len);
void nseg_gold_free(nseg_gold_t *g);

/* "extrasite", "intrasite" or "none"; -1 for anything else */
int nseg_corpus_parse_cv(const char *s, nseg_cv_e *cv);

/*
 * Sets page->fold in [0, folds) for every page, deterministically.
 * Extra-site: fold = FNV-1a(site_key) mod folds, so a site (the `site`
 * field; for pages without one, the set name plus the id without a
 * trailing -N/_N number) is in one fold in every set.  Intra-site: the
 * pages of each site, in index order, are dealt round-robin starting at
 * the site's hash, so every site is spread over the folds.  NONE puts
 * every page in fold 0.
 */
void nseg_corpus_assign_folds(nseg_corpus_t *c, nseg_cv_e cv,
    unsigned folds);

/* the 32-bit FNV-1a hash used for folds */
uint32_t nseg_corpus_hash(const char *s);


#endif /* _NSEG_CORPUS_H_INCLUDED_ */
