
/*
 * render.h - turns the selected nodes of a parsed page into a sanitised
 * HTML fragment and plain text, and the URL helpers that go with it.
 */


#ifndef _NSEG_RENDER_H_INCLUDED_
#define _NSEG_RENDER_H_INCLUDED_


#include "newsseg.h"
#include "buf.h"
#include "doc.h"


/* keep[] values; any other non-zero value counts as NSEG_RENDER_NODE */
#define NSEG_RENDER_NODE         0x01   /* this node is content */
#define NSEG_RENDER_SUBTREE      0x02   /* it and all its descendants */

/* nseg_render_body() flags */
#define NSEG_RENDER_CAPTION_TEXT 0x01   /* captions' text in the text too */

/* rendered elements nest at most this deep; deeper tags are unwrapped */
#define NSEG_RENDER_MAX_DEPTH    200


/*
 * Renders the body.  keep has doc->n entries, or is NULL for the whole
 * <body>.  Selection is per node, so a caller can leave out single nodes
 * (a date line, the title) inside a selected block:
 *
 *   - a text node, <img>, <br> or <hr> is rendered iff it is kept;
 *   - an element is walked iff it or a descendant is kept, and then its
 *     tags are rendered (if allowed) even when it is not kept itself, so
 *     a <p>, <li>, <ul>, <table>/<tr>/<td> or <figure> around kept
 *     content stays; its own unkept text does not appear;
 *   - hidden nodes and <head> are skipped.
 *
 * Allow-list: p, h1-h6 (demoted one level: h1 -> h2 ... h6 -> h6, so the
 * reader page's h1 stays unique), ul, ol, li, dl, dt, dd, blockquote,
 * pre, code, em, strong, b, i, u, s, sub, sup, small, mark, q, cite,
 * abbr, time, br, hr, table, caption, thead, tbody, tfoot, tr, th, td,
 * figure, figcaption, img, a.  strike/del become s, ins u, tt/kbd/samp
 * code, var/dfn i.  Attributes: href, src, alt, title, width, height,
 * datetime, lang, dir, colspan, rowspan, scope, and start on ol, each
 * validated; everything else (on*, style, class, id, srcdoc, ...) goes.
 *
 * Dropped with their content: script, style, noscript, template, iframe,
 * frame(set), object, embed, applet params, svg, math, canvas, audio,
 * video, map, form controls (input, button, select, textarea, label,
 * fieldset, ...), meta, link, base, title, and nav, aside and footer
 * (navigation, related links and share boxes, as reader modes do) --
 * except one holding more than half of the kept text, which wraps the
 * article (an unclosed nav, a theme's aside) and is unwrapped.  A
 * <form> is unwrapped: ASP.NET pages wrap the whole page in one.  Other
 * elements (div, span, section, font, custom elements, ...) are
 * unwrapped: their children render, block ones still break lines.
 *
 * Validity: li only inside a rendered ul/ol, dt/dd inside dl, table
 * parts only in their rendered parent, figcaption inside figure, no
 * block element inside a rendered p or heading, no a inside a; anything
 * out of place is unwrapped.  Layout tables (nested tables, role=
 * presentation, blocks or long text in cells, unless th/caption/thead
 * say "data") are unwrapped, their cells becoming blocks.  Empty
 * elements are dropped (table cells stay so rows keep their shape).
 *
 * URLs: href and src are resolved against doc->base_url and must pass
 * nseg_url_is_safe(); a link that fails is unwrapped, an image dropped.
 * Lazy images: data-src, data-lazy-src, data-original, data-lazy, then
 * the largest candidate of data-srcset, data-lazy-srcset, come before
 * src (the script swaps them in for any placeholder), unless they name
 * src's file or hold a '{' (a template, JSON); then a missing or
 * placeholder src (a data: gif, a tiny data: URL, spacer/blank/pixel/
 * placeholder/1x1/1px file names) is replaced by data-url, the largest
 * candidate of srcset, or of the <source> elements of an enclosing
 * <picture>.  Images without a usable src, and 1x1
 * tracking pixels, are dropped, and so is a picture right after the same
 * one in the same parent with no content between (a page's desktop and
 * mobile copies), outside tables.  alt is always written ("" if absent).
 *
 * Text: whitespace collapses outside <pre>; text goes through
 * nseg_buf_escape_html.  The plain text has one "\n" between blocks and
 * for <br> (never a blank line outside <pre>), a tab between table
 * cells, and no leading or trailing whitespace.  Captions and photo
 * credits (<figcaption>, a small element whose class or id names a
 * caption or credit) are in the HTML but not in the text, unless flags
 * has NSEG_RENDER_CAPTION_TEXT or they hold more text than the rest (a
 * picture story, whose captions are its text).
 *
 * Appends to html and text (either may be NULL).  Returns NSEG_OK, or
 * NSEG_ERROR when memory runs out.
 */
int nseg_render_body(nseg_doc_t *doc, const uint8_t *keep, unsigned flags,
    nseg_buf_t *html, nseg_buf_t *text);

/*
 * The absolute, safe URL of the image of an <img> node i (with the lazy
 * loading rules above), appended to out.  NSEG_DECLINED if there is none.
 */
int nseg_render_image_url(nseg_doc_t *doc, uint32_t i, nseg_buf_t *out);

/* whether <img> node i is a tracking pixel (a side of 2 or less) */
int nseg_render_is_pixel(const nseg_doc_t *doc, uint32_t i);

#endif /* _NSEG_RENDER_H_INCLUDED_ */
