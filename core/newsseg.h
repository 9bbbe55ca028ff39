
/*
 * newsseg.h - the public API of the newsseg segmentation core.
 * Bytes of an HTML page in, an article (title, date, byline, body) out.
 *
 * Copyright (C) newsseg authors
 */


#ifndef _NSEG_NEWSSEG_H_INCLUDED_
#define _NSEG_NEWSSEG_H_INCLUDED_


#include <stddef.h>
#include <stdint.h>


#define NSEG_VERSION             "0.1.0"

/* return codes of the core's internal functions */
#define NSEG_OK                  0
#define NSEG_ERROR              -1
#define NSEG_DECLINED           -5


typedef enum {
    NSEG_STATUS_OK = 0,
    NSEG_STATUS_EMPTY,             /* no bytes, or no text at all */
    NSEG_STATUS_TOO_LARGE,         /* over max_bytes or max_nodes */
    NSEG_STATUS_TOO_DEEP,          /* nesting over max_depth */
    NSEG_STATUS_NOT_HTML,          /* binary or not markup */
    NSEG_STATUS_NO_ARTICLE,        /* parsed, but no article content */
    NSEG_STATUS_ERROR              /* out of memory, parser failure */
} nseg_status_e;


typedef enum {
    NSEG_STAGE_CHARSET = 0,
    NSEG_STAGE_PARSE,
    NSEG_STAGE_CSS,
    NSEG_STAGE_NCE,
    NSEG_STAGE_FEATURES,
    NSEG_STAGE_CLASSIFY,
    NSEG_STAGE_META,
    NSEG_STAGE_RENDER,
    NSEG_STAGE_N
} nseg_stage_e;


typedef enum {
    NSEG_VIEW_READER = 0,
    NSEG_VIEW_PRINT
} nseg_view_e;


#define NSEG_LOG_ERR             3
#define NSEG_LOG_WARN            4
#define NSEG_LOG_INFO            6
#define NSEG_LOG_DEBUG           7

typedef void (*nseg_log_pt)(void *data, int level, const char *msg);


typedef struct nseg_model_s  nseg_model_t;
typedef struct nseg_filter_s  nseg_filter_t;
typedef struct nseg_sitemem_s  nseg_sitemem_t;


/* the latest reference time, 9999-12-31T23:59:59Z */
#define NSEG_NOW_MAX             253402300799LL

typedef struct {
    const char                *charset;     /* HTTP charset label or NULL */
    const char                *content_language; /* the HTTP header's
                                               value, or NULL */
    const char                *base_url;    /* absolute URL of the page */
    int64_t                    now;         /* reference time (unix s), 0: now;
                                               kept within 1970-01-01T00:00:01Z
                                               and NSEG_NOW_MAX */
    size_t                     max_bytes;   /* 0: NSEG_DEFAULT_MAX_BYTES */
    size_t                     max_nodes;   /* 0: NSEG_DEFAULT_MAX_NODES */
    size_t                     max_depth;   /* 0: NSEG_DEFAULT_MAX_DEPTH */
    nseg_log_pt                log;         /* may be NULL */
    void                      *log_data;
    const nseg_filter_t       *filter;      /* user path filters or NULL */
    nseg_sitemem_t            *sitemem;     /* the site memory or NULL */
    unsigned                   sitemem_mode; /* NSEG_SITEMEM_* bits */
} nseg_options_t;

#define NSEG_SITEMEM_APPLY       0x01  /* drop blocks seen on other pages */
#define NSEG_SITEMEM_RECORD      0x02  /* remember this page's blocks */

#define NSEG_DEFAULT_MAX_BYTES   (32 * 1024 * 1024)
#define NSEG_DEFAULT_MAX_NODES   500000
#define NSEG_DEFAULT_MAX_DEPTH   256   /* deeper pages are declined */


/*
 * Every string is UTF-8, NUL-terminated, malloc'd by the core and owned
 * by the result; NULL means "not found".  body_html is a sanitised
 * fragment safe to embed in any page.
 */
typedef struct {
    nseg_status_e              status;
    const char                *reason;        /* static text for declines */

    char                      *title;
    const char                *title_source;  /* "node", "title", "meta",
                                                 "filter" */
    char                      *date;          /* ISO 8601 publication */
    char                      *date_text;     /* the date as written */
    char                      *date_modified; /* ISO 8601 */
    char                      *byline;
    char                      *lang;
    char                      *dir;           /* "ltr" or "rtl" */
    char                      *site_name;
    char                      *lead_image;    /* absolute URL */
    char                      *lead_image_alt;  /* its description, as
                                                   the page gives it */
    char                      *url;           /* canonical or base URL */

    const char                *body_source;   /* "page", "metadata": the
                                                 JSON-LD articleBody of a
                                                 page that shows none;
                                                 NULL when declined */
    char                      *body_html;
    size_t                     body_html_len;
    char                      *body_text;
    size_t                     body_text_len;

    size_t                     input_bytes;
    size_t                     nodes;
    double                     stage_ms[NSEG_STAGE_N];
    double                     total_ms;
} nseg_result_t;


/* once per process, before threads: initialises libxml2 and pcre2 */
int nseg_init(void);

/* the models compiled into the library; never freed */
const nseg_model_t *nseg_model_default(void);

/*
 * Loads title.model, date.model and date_notitle.model from dir, and
 * title_visual.model and title_subtree.model when they are there.  On
 * failure returns NULL and writes "FILE:LINE: what" into err.
 */
nseg_model_t *nseg_model_load(const char *dir, char *err, size_t err_len);
void nseg_model_free(nseg_model_t *model);

/*
 * User-defined path filters (Chamun et al., seed 003) for the pages of
 * one site: each rule is a type and a sampled element path from the
 * root ("html/body/div/article/p"), and matches the elements whose path
 * is within threshold of it (a weighted edit distance in which the top
 * of the tree weighs most; threshold < 0: NSEG_FILTER_THRESHOLD).
 * Types: "headline" (the title), "text" (the body is what the text and
 * image rules match), "image", "drop" (out of the body).  Rules that
 * match nothing on a page leave the automatic result.  nseg_filter_add
 * returns NSEG_OK, or NSEG_ERROR with a message in err.  A filter is
 * only read by nseg_process(), so threads may share it.
 */
nseg_filter_t *nseg_filter_new(void);
int nseg_filter_add(nseg_filter_t *filter, const char *type,
    const char *path, double threshold, char *err, size_t err_len);
void nseg_filter_free(nseg_filter_t *filter);

/*
 * The site memory (Lin, Chen and Niu, seed 004, §2.4): the body blocks
 * of the pages seen so far, by site (the host of base_url).  A block of
 * five words or more that was in the body of another page of the same
 * site is the site's template (a disclaimer, an author's box, a
 * newsletter pitch) and leaves the body, unless that would take half of
 * the body (a second copy of one article).  Pages without base_url are
 * left alone.  Thread-safe; bounded by max_blocks (0: the default), and
 * started afresh when full.
 */
nseg_sitemem_t *nseg_sitemem_new(size_t max_blocks);

/*
 * The same memory in size bytes at mem (8-byte aligned) that processes
 * share, such as an nginx shared memory zone mapped before the workers
 * fork: the table lives in it, with a process-shared robust lock (a
 * process that dies holding it does not stop the others).  The caller
 * keeps the region; NULL when it holds fewer than 64 slots (48 blocks)
 * or the lock cannot be made.  nseg_sitemem_free() of it frees nothing.
 */
nseg_sitemem_t *nseg_sitemem_shared(void *mem, size_t size);

void nseg_sitemem_free(nseg_sitemem_t *mem);

#define NSEG_SITEMEM_DEFAULT_BLOCKS  65536

#define NSEG_FILTER_THRESHOLD    5.0
#define NSEG_FILTER_MAX_RULES    64
#define NSEG_FILTER_MAX_LABELS   64
/*
 * Path cells (a rule's level against an element's) compared per page, at
 * about 10 ns each: a page past this with the configured rules is
 * declined as too_large rather than holding a worker for seconds
 * (64 rules of 63 levels on a flat page of 95,000 elements is 390
 * million).
 */
#define NSEG_FILTER_MAX_CELLS    32000000

/*
 * Runs the whole pipeline.  Thread-safe: the model is only read.
 * Returns NULL only when memory runs out; otherwise a result whose
 * status says whether an article was found.  model may be NULL for the
 * embedded default.
 */
nseg_result_t *nseg_process(const nseg_model_t *model, const char *data,
    size_t len, const nseg_options_t *opts);
void nseg_result_free(nseg_result_t *res);

const char *nseg_status_name(nseg_status_e status);
const char *nseg_stage_name(nseg_stage_e stage);


typedef struct {
    const char                *stylesheet;  /* NULL: the built-in CSS */
    size_t                     stylesheet_len;
    unsigned                   columns;     /* print view: 0 or 1 = one */
} nseg_view_options_t;

/*
 * Renderers: malloc'd, NUL-terminated output, length in *len; NULL when
 * memory runs out.  The JSON object is the one `newsseg extract --json`
 * prints.
 */
char *nseg_render_json(const nseg_result_t *res, size_t *len);
char *nseg_render_view(const nseg_result_t *res, nseg_view_e view,
    const nseg_view_options_t *opts, size_t *len);

/* the built-in stylesheet of a view, for hashing in a CSP header */
const char *nseg_view_stylesheet(nseg_view_e view, size_t *len);


#endif /* _NSEG_NEWSSEG_H_INCLUDED_ */
