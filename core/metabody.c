
/*
 * metabody.c - the body of a page that shows none: the articleBody of
 * its JSON-LD article.  A page whose scripts build the article leaves
 * NCE nothing to find, yet it often describes the whole article to
 * search engines; a reader, a screen reader and an indexer get that
 * text rather than nothing.  Publishers write articleBody as plain text
 * (paragraphs on lines of their own), as HTML, or as text with
 * character references ("You&#8217;ll"): all three go through the HTML
 * parser and the renderer that sanitise the page's own body.
 */


#include <string.h>

#include "newsseg.h"
#include "buf.h"
#include "doc.h"
#include "render.h"
#include "utf8.h"
#include "metabody.h"


static int nseg_metabody_is_markup(const char *s, size_t len);
static void nseg_metabody_paragraphs(nseg_buf_t *b, const char *s,
    size_t len);


int
nseg_metabody_render(nseg_ctx_t *ctx, nseg_buf_t *html, nseg_buf_t *text)
{
    int            rc;
    size_t         len, html_len, text_len;
    nseg_buf_t     page;
    nseg_doc_t     doc;
    const char    *src;
    nseg_status_e  st;

    src = (ctx->meta != NULL) ? ctx->meta->article_body : NULL;

    /* a byte count is never below the character count: a cheap reject */
    if (src == NULL || (len = strlen(src)) < NSEG_METABODY_MIN_CHARS) {
        return NSEG_DECLINED;
    }

    nseg_buf_init(&page, len + len / 8 + 64);

    if (nseg_metabody_is_markup(src, len)) {
        nseg_buf_append(&page, src, len);

    } else {
        nseg_metabody_paragraphs(&page, src, len);
    }

    if (page.failed) {
        nseg_buf_free(&page);
        return NSEG_ERROR;
    }

    memset(&doc, 0, sizeof(nseg_doc_t));

    st = nseg_doc_parse(&doc, &ctx->arena, page.data, page.len, ctx->opts);

    if (st != NSEG_STATUS_OK) {
        nseg_doc_free(&doc);
        nseg_buf_free(&page);
        return (st == NSEG_STATUS_ERROR) ? NSEG_ERROR : NSEG_DECLINED;
    }

    /* links and images resolve as on the page, not by a <base> inside */
    doc.base_url = ctx->doc.base_url;

    html_len = html->len;
    text_len = text->len;

    rc = nseg_render_body(&doc, NULL, 0, html, text);

    nseg_doc_free(&doc);
    nseg_buf_free(&page);

    if (rc != NSEG_OK || html->failed || text->failed) {
        return NSEG_ERROR;
    }

    if (nseg_utf8_length(text->data + text_len, text->len - text_len)
        < NSEG_METABODY_MIN_CHARS)
    {
        html->len = html_len;
        text->len = text_len;
        return NSEG_DECLINED;
    }

    return NSEG_OK;
}


/* a tag, a closing tag or a comment: "<p", "</", "<!--" */
static int
nseg_metabody_is_markup(const char *s, size_t len)
{
    char         c;
    const char  *p, *end;

    end = s + len;

    for (p = memchr(s, '<', len); p != NULL && p + 1 < end;
         p = memchr(p + 1, '<', end - p - 1))
    {
        c = p[1];

        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
            || c == '/' || c == '!')
        {
            return 1;
        }
    }

    return 0;
}


/* plain text: a paragraph per line; the text itself is left to the parser */
static void
nseg_metabody_paragraphs(nseg_buf_t *b, const char *s, size_t len)
{
    size_t       n;
    const char  *p, *end, *eol;

    end = s + len;

    for (p = s; p < end; p = eol + 1) {
        eol = memchr(p, '\n', end - p);
        if (eol == NULL) {
            eol = end;
        }

        n = eol - p;

        if (nseg_utf8_count_nonspace(p, n) == 0) {
            continue;
        }

        nseg_buf_puts(b, "<p>");
        nseg_buf_append(b, p, n);
        nseg_buf_puts(b, "</p>\n");
    }
}
