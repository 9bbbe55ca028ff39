
/*
 * metabody.h - the body of a page that shows none, from its JSON-LD
 * articleBody (metabody.c).
 */


#ifndef _NSEG_METABODY_H_INCLUDED_
#define _NSEG_METABODY_H_INCLUDED_


#include "buf.h"
#include "segment.h"


/* less rendered text than this is a teaser, not an article */
#define NSEG_METABODY_MIN_CHARS  400


/*
 * Renders ctx->meta->article_body through the page's own sanitiser into
 * html and text.  NSEG_OK; NSEG_DECLINED when there is none, when it
 * renders to fewer than NSEG_METABODY_MIN_CHARS characters, is over a
 * megabyte, or the parser declines it (too deep, too many nodes): html
 * and text are then left as they were; NSEG_ERROR when memory runs out.
 */
int nseg_metabody_render(nseg_ctx_t *ctx, nseg_buf_t *html, nseg_buf_t *text);


#endif /* _NSEG_METABODY_H_INCLUDED_ */
