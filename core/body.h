
/*
 * body.h - which nodes make the body (body.c).
 */


#ifndef _NSEG_BODY_H_INCLUDED_
#define _NSEG_BODY_H_INCLUDED_


#include "segment.h"


/* fills ctx->keep; NSEG_OK, or NSEG_ERROR when out of memory */
int nseg_select_body(nseg_ctx_t *ctx);

/*
 * The path rules (newsseg_filter, --filter): remove drops nodes from
 * ctx->keep, headline rules set ctx->filter_title.  NSEG_OK,
 * NSEG_DECLINED (over the rules' work limit) or NSEG_ERROR.
 */
int nseg_apply_filter(nseg_ctx_t *ctx);

/*
 * What the body holds as render reads keep[] (a node kept with
 * NSEG_RENDER_SUBTREE keeps all its texts): its visible characters, of
 * these the ones inside <a href> (its link density), and how many came
 * before the first password field that is not hidden and follows some
 * of its text (NSEG_NONE when none does).
 */
typedef struct {
    uint32_t                   chars;
    uint32_t                   link_chars;
    uint32_t                   password_at;
} nseg_body_census_t;

void nseg_body_census(const nseg_doc_t *doc, const uint8_t *keep,
    nseg_body_census_t *c);


#endif /* _NSEG_BODY_H_INCLUDED_ */
