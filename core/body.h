
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
 * The visible characters of the body's text nodes (keep[] as render
 * reads it: a node kept with NSEG_RENDER_SUBTREE keeps all its texts)
 * and, of these, the ones inside <a href>: the body's link density.
 */
void nseg_body_link_chars(const nseg_doc_t *doc, const uint8_t *keep,
    uint32_t *chars, uint32_t *link_chars);

/*
 * Whether a password field that is not hidden lies among the body's
 * text nodes, with kept text before and after it; *before is the
 * body's visible characters before the field.
 */
int nseg_body_password(const nseg_doc_t *doc, const uint8_t *keep,
    uint32_t *before);


#endif /* _NSEG_BODY_H_INCLUDED_ */
