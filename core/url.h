
/*
 * url.h - URLs of attributes: cleaned and resolved as browsers do, and
 * the schemes a view may carry.
 */


#ifndef _NSEG_URL_H_INCLUDED_
#define _NSEG_URL_H_INCLUDED_


#include <stddef.h>
#include <stdint.h>

#include "newsseg.h"
#include "buf.h"


/*
 * Resolves ref against base (which may be NULL: ref is then cleaned and
 * kept relative) and appends the result.  Leading and trailing blanks
 * and control characters are stripped, tabs and newlines removed, '\'
 * read as '/', and spaces, quotes, angle brackets and non-ASCII bytes
 * percent-encoded, as browsers do.  NSEG_DECLINED if ref cannot be
 * parsed as a URL.
 */
int nseg_url_resolve(const char *base, const char *ref, nseg_buf_t *out);

/*
 * 1 if url may appear in an href (is_image 0) or an img src (is_image
 * 1): http, https, mailto or relative; for images also data:image/png,
 * gif, jpeg or webp.  The scheme is read the way a browser would, and
 * more strictly: HTML character references are decoded, every blank
 * and control character anywhere is ignored and case is folded, so
 * "&#106;ava&Tab;script:" or " JAVA\0SCRIPT:" are refused.  0 for
 * empty URLs.
 */
int nseg_url_is_safe(const char *url, int is_image);

/* nseg_url_is_safe() of the len bytes at url, which need no NUL */
int nseg_url_safe_n(const char *url, size_t len, int is_image);

/*
 * The host of an absolute URL ("scheme://[user@]host[:port]/..."), as
 * it is written, without the root's trailing dots: *len bytes at the
 * returned pointer, or NULL when url has none.
 */
const char *nseg_url_host(const char *url, size_t *len);


#endif /* _NSEG_URL_H_INCLUDED_ */
