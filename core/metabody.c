
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
#include <strings.h>

#include "newsseg.h"
#include "buf.h"
#include "doc.h"
#include "render.h"
#include "utf8.h"
#include "metabody.h"


/* a longer one is not an article body but a data dump: not parsed again */
#define NSEG_METABODY_MAX_BYTES  (1024 * 1024)

#define NSEG_METABODY_NOT_TAG    0
#define NSEG_METABODY_INLINE     1
#define NSEG_METABODY_BLOCK      2


static unsigned nseg_metabody_kind(const char *s, const char *end);
static unsigned nseg_metabody_tag(const char *p, const char *end);
static void nseg_metabody_unescape(nseg_buf_t *b, const char *s,
    const char *end);
static void nseg_metabody_copy(nseg_buf_t *b, const char *s,
    const char *end);


/*
 * Tags an articleBody is written with.  Anything else after a '<' is
 * text: "if a<b", "<5%".  Block tags say the HTML has its paragraphs;
 * without one, the lines are the paragraphs, inline tags or not.
 */
static const char  *const nseg_metabody_blocks[] = {
    "p", "br", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol",
    "li", "dl", "dt", "dd", "blockquote", "pre", "table", "tr", "td", "th",
    "figure", "figcaption", "section", "article", "header", "footer",
    "aside", "nav", "hr", "main", NULL
};

static const char  *const nseg_metabody_inlines[] = {
    "a", "b", "i", "u", "s", "em", "strong", "span", "small", "sub", "sup",
    "code", "q", "cite", "abbr", "mark", "img", "picture", "source", "time",
    "iframe", "script", "style", "noscript", "svg", "math", "video",
    "audio", "embed", "object", "font", "del", "ins", "strike", "center",
    "template", "form", "input", "button", "base", "meta", "link", NULL
};


int
nseg_metabody_render(nseg_ctx_t *ctx, nseg_buf_t *html, nseg_buf_t *text)
{
    int            rc;
    size_t         len, html_len, text_len;
    unsigned       kind;
    nseg_buf_t     page, unescaped;
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
    nseg_buf_init(&unescaped, 0);

    for (p = src; p < end && (*p == ' ' || *p == '\n' || *p == '\r'
                              || *p == '\t');
         p++)
    {
        /* void */
    }

    if (kind != NSEG_METABODY_BLOCK && end - p > 4
        && memcmp(p, "&lt;", 4) == 0)
    {
        nseg_buf_init(&unescaped, len + 1);
        nseg_metabody_unescape(&unescaped, p, end);

        if (unescaped.failed) {
            nseg_buf_free(&unescaped);
            return NSEG_ERROR;
        }

        if (nseg_metabody_tag(unescaped.data, unescaped.data + unescaped.len)
            == NSEG_METABODY_BLOCK)
        {
            src = unescaped.data;
            end = src + unescaped.len;
            len = unescaped.len;
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

    nseg_buf_free(&unescaped);

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


/* &lt; &gt; &quot; &#39; &amp; decoded once, in one pass */
static void
nseg_metabody_unescape(nseg_buf_t *b, const char *s, const char *end)
{
    size_t       k, n;
    const char  *p;

    static const struct {
        const char  *ref;
        char         c;
    }  refs[] = {
        { "&lt;", '<' }, { "&gt;", '>' }, { "&quot;", '"' }, { "&#39;", '\'' },
        { "&#039;", '\'' }, { "&amp;", '&' }
    };

    while ((p = memchr(s, '&', end - s)) != NULL) {
        nseg_buf_append(b, s, p - s);

        for (k = 0; k < sizeof(refs) / sizeof(refs[0]); k++) {
            n = strlen(refs[k].ref);

            if ((size_t) (end - p) >= n && memcmp(p, refs[k].ref, n) == 0) {
                break;
            }
        }

        if (k < sizeof(refs) / sizeof(refs[0])) {
            nseg_buf_putc(b, refs[k].c);
            s = p + n;

        } else {
            nseg_buf_putc(b, '&');
            s = p + 1;
        }
    }

    nseg_buf_append(b, s, end - s);
}


/* what the '<' at p opens: a block tag, another tag or comment, or text */
static unsigned
nseg_metabody_tag(const char *p, const char *end)
{
    size_t       n;
    unsigned     k;
    const char  *name;

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

    for (k = 0; nseg_metabody_blocks[k] != NULL; k++) {
        if (strlen(nseg_metabody_blocks[k]) == n
            && strncasecmp(name, nseg_metabody_blocks[k], n) == 0)
        {
            return NSEG_METABODY_BLOCK;
        }
    }

    for (k = 0; nseg_metabody_inlines[k] != NULL; k++) {
        if (strlen(nseg_metabody_inlines[k]) == n
            && strncasecmp(name, nseg_metabody_inlines[k], n) == 0)
        {
            return NSEG_METABODY_INLINE;
        }
    }

    return NSEG_METABODY_NOT_TAG;
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
