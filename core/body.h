
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


#endif /* _NSEG_BODY_H_INCLUDED_ */
