
/*
 * byline.h - the author line near the title (byline.c).
 */


#ifndef _NSEG_BYLINE_H_INCLUDED_
#define _NSEG_BYLINE_H_INCLUDED_


#include "segment.h"


/*
 * Sets ctx->byline (arena text, or NULL) and the text nodes of its line,
 * ctx->byline_first and byline_last, which leave the body.
 */
void nseg_find_byline(nseg_ctx_t *ctx);


#endif /* _NSEG_BYLINE_H_INCLUDED_ */
