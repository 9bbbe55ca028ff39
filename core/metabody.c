
/*
 * metabody.c - the body of a page that shows none: the articleBody of
 * its JSON-LD article.  A page whose scripts build the article leaves
 * NCE nothing, or a scrap of its header, to find, yet it often
 * describes the whole article to search engines; a reader, a screen
 * reader and an indexer get that text rather than nothing.  Publishers
 * write articleBody as plain text (paragraphs on lines of their own),
 * as HTML, or as text with character references ("You&#8217;ll"): all
 * go through the HTML parser and the renderer that sanitise the page's
 * own body.
 */


#include <string.h>

#include "newsseg.h"
#include "buf.h"
#include "doc.h"
#include "meta.h"
#include "render.h"
#include "tags.h"
#include "utf8.h"
#include "metabody.h"


/* a longer one is not an article body but a data dump: not parsed again */
#define NSEG_METABODY_MAX_BYTES  (1024 * 1024)

#define NSEG_METABODY_NOT_TAG    0
#define NSEG_METABODY_INLINE     1
#define NSEG_METABODY_BLOCK      2


static unsigned nseg_metabody_kind(const char *s, const char *end);
static unsigned nseg_metabody_tag(const char *p, const char *end);
static void nseg_metabody_copy(nseg_buf_t *b, const char *s,
    const char *end);


/* a longer name is no tag of ours ("blockquote", "figcaption" are 10) */
#define NSEG_METABODY_NAME_MAX   16


int
nseg_metabody_render(nseg_ctx_t *ctx, nseg_buf_t *html, nseg_buf_t *text)
{
    int            rc;
    char          *unescaped;
    size_t         n, len, html_len, text_len;
    unsigned       kind;
    nseg_buf_t     page;
    nseg_doc_t     doc;
    const char    *src, *p, *end, *eol;
    nseg_status_e  st;

    src = (ctx->meta != NULL) ? ctx->meta->article_body : NULL;

    /* a byte count is never below the character count: a cheap reject */
    if (src == NULL
        || (len = strlen(src)) < NSEG_METABODY_MIN_CHARS
        || len > NSEG_METABODY_MAX_BYTES)
    {
        return NSEG_DECLINED;
    }

    end = src + len;
    kind = nseg_metabody_kind(src, end);

    /*
     * HTML escaped once more than JSON needs ("&lt;p&gt;Text"): some
     * publishers escape the body, or all of it but its links, before
     * putting it into the script.  Unescaped, it must open with a block
     * tag to be taken as HTML: a text that mentions one ("use the
     * &lt;p&gt; tag"), and "&lt;5%", stay text.
     */
    for (p = src; p < end && (*p == ' ' || *p == '\n' || *p == '\r'
                              || *p == '\t');
         p++)
    {
        /* void */
    }

    if (kind != NSEG_METABODY_BLOCK && end - p > 4
        && memcmp(p, "&lt;", 4) == 0)
    {
        unescaped = nseg_meta_unescape_html(&ctx->arena, p);
        if (unescaped == NULL) {
            return NSEG_ERROR;
        }

        n = strlen(unescaped);

        if (nseg_metabody_tag(unescaped, unescaped + n)
            == NSEG_METABODY_BLOCK)
        {
            src = unescaped;
            end = src + n;
            len = n;
            kind = NSEG_METABODY_BLOCK;
        }
    }

    nseg_buf_init(&page, len + len / 8 + 64);

    if (kind == NSEG_METABODY_BLOCK) {
        nseg_metabody_copy(&page, src, end);

    } else {
        for (p = src; p < end; p = (eol < end) ? eol + 1 : end) {
            for (eol = p; eol < end && *eol != '\n' && *eol != '\r'; eol++) {
                /* void */
            }

            if (nseg_utf8_count_nonspace(p, eol - p) != 0) {
                nseg_buf_puts(&page, "<p>");
                nseg_metabody_copy(&page, p, eol);
                nseg_buf_puts(&page, "</p>\n");
            }
        }
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


/* block tags, only other tags, or no tag at all in [s, end) */
static unsigned
nseg_metabody_kind(const char *s, const char *end)
{
    unsigned     kind, k;
    const char  *p;

    kind = NSEG_METABODY_NOT_TAG;

    for (p = memchr(s, '<', end - s); p != NULL && kind != NSEG_METABODY_BLOCK;
         p = memchr(p + 1, '<', end - p - 1))
    {
        k = nseg_metabody_tag(p, end);

        if (k > kind) {
            kind = k;
        }
    }

    return kind;
}


/* what the '<' at p opens: a block tag, another tag or comment, or text */
static unsigned
nseg_metabody_tag(const char *p, const char *end)
{
    char         lower[NSEG_METABODY_NAME_MAX];
    size_t       n, k;
    const char  *name;
    nseg_tag_e   tag;

    if (end - p >= 4 && memcmp(p, "<!--", 4) == 0) {
        return NSEG_METABODY_INLINE;
    }

    name = p + 1;

    if (name < end && *name == '/') {
        name++;
    }

    for (n = 0; name + n < end
                && ((name[n] >= 'a' && name[n] <= 'z')
                    || (name[n] >= 'A' && name[n] <= 'Z')
                    || (name[n] >= '0' && name[n] <= '9'));
         n++)
    {
        /* void */
    }

    /*
     * A tag name ends in a blank, '>' or '/', and the tag in a '>'
     * before the next '<': "if a<b then fares fall by <5%" holds none.
     */
    if (n == 0 || name + n == end
        || !(name[n] == ' ' || name[n] == '>' || name[n] == '/'
             || name[n] == '\t' || name[n] == '\n' || name[n] == '\r'))
    {
        return NSEG_METABODY_NOT_TAG;
    }

    for (p = name + n; p < end && *p != '>'; p++) {
        if (*p == '<') {
            return NSEG_METABODY_NOT_TAG;
        }
    }

    if (p == end) {
        return NSEG_METABODY_NOT_TAG;
    }

    if (n >= NSEG_METABODY_NAME_MAX) {
        return NSEG_METABODY_NOT_TAG;
    }

    for (k = 0; k < n; k++) {
        lower[k] = (char) (name[k] | 0x20);
    }

    lower[n] = '\0';

    /* the parser's own table: anything it does not know is text here */
    tag = nseg_tag_lookup(lower);

    if (tag == NSEG_TAG_UNKNOWN) {
        return NSEG_METABODY_NOT_TAG;
    }

    return (nseg_tag_is(tag, NSEG_TAG_BLOCK) || tag == NSEG_TAG_BR
            || tag == NSEG_TAG_HR)
           ? NSEG_METABODY_BLOCK : NSEG_METABODY_INLINE;
}


/* [s, end) with every '<' that opens no tag written as text */
static void
nseg_metabody_copy(nseg_buf_t *b, const char *s, const char *end)
{
    const char  *p;

    while ((p = memchr(s, '<', end - s)) != NULL) {
        nseg_buf_append(b, s, p - s);

        if (nseg_metabody_tag(p, end) == NSEG_METABODY_NOT_TAG) {
            nseg_buf_puts(b, "&lt;");

        } else {
            nseg_buf_putc(b, '<');
        }

        s = p + 1;
    }

    nseg_buf_append(b, s, end - s);
}
