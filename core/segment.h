
/*
 * segment.h - the pipeline's state, exposed to the training and
 * labelling tools (cli/) so they see exactly what nseg_process sees.
 */


#ifndef _NSEG_SEGMENT_H_INCLUDED_
#define _NSEG_SEGMENT_H_INCLUDED_


#include "newsseg.h"
#include "arena.h"
#include "attrs.h"
#include "css.h"
#include "date.h"
#include "doc.h"
#include "meta.h"
#include "nce.h"


typedef struct {
    const nseg_model_t        *model;
    const nseg_options_t      *opts;
    nseg_result_t             *res;
    int64_t                    now;

    nseg_arena_t               arena;
    char                      *utf8;         /* the page as UTF-8 */
    size_t                     utf8_len;
    unsigned                   utf8_owned:1; /* else the caller's bytes */
    const char                *encoding;
    nseg_doc_t                 doc;
    nseg_css_t                *css;
    nseg_meta_t               *meta;
    nseg_nce_t                 nce;
    nseg_features_t            attrs;

    uint32_t                   title_node;   /* NSEG_NONE: none found */
    uint32_t                   title_row;
    nseg_str_t                 title;        /* the title node's text */
    uint32_t                   title_end;    /* past the title's nodes */
    uint32_t                   date_first;   /* rows of the date cluster */
    uint32_t                   date_last;
    const char                *date_text;
    nseg_date_t                date;
    unsigned                   date_found:1;
    unsigned                   date_weak:1;  /* heuristic, not model */
    unsigned                   date_updated:1; /* the markup's update */
    const char                *byline;       /* from a byline node */
    uint32_t                   byline_first; /* its text node(s) */
    uint32_t                   byline_last;
    uint32_t                   signature_first; /* the byline again, */
    uint32_t                   signature_last;  /* under the story */
    uint32_t                   site_byline_first; /* a byline naming the */
    uint32_t                   site_byline_last;  /* site, given way */
    uint8_t                   *keep;         /* body nodes for render */
    nseg_str_t                 filter_title; /* a headline rule's match */
} nseg_ctx_t;


/*
 * Runs everything up to and including classification.  ctx must be
 * zeroed with model, opts, res, now and arena set; the caller frees
 * with nseg_ctx_release(ctx), and keeps data alive until then.  Returns
 * NSEG_OK, NSEG_DECLINED or NSEG_ERROR, with the reason in ctx->res.
 */
int nseg_analyze(nseg_ctx_t *ctx, const char *data, size_t len);
void nseg_ctx_release(nseg_ctx_t *ctx);

extern int  nseg_title_first;

/* evaluation only: metadata is read but not used (the paper's setting) */
extern int  nseg_visual_only;
/*
 * evaluation only: no metadata title, and a <title> that is the site's
 * name (newsseg train --title-blind)
 */
extern int  nseg_title_blind;

int nseg_lang_is_rtl(const char *lang);


#endif /* _NSEG_SEGMENT_H_INCLUDED_ */
