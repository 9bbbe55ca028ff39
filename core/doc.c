
/*
 * doc.c - parses UTF-8 HTML with libxml2's HTML parser in SAX mode
 * into a pre-order array of elements and text nodes, with subtree text
 * and link-text counts computed in one backward pass.  No libxml2 tree
 * is built: half the memory, and no tree to free.  Every walk here is
 * iterative, and depth is capped by max_depth: in SAX mode libxml2's
 * HTML parser has no nesting limit of its own.
 */


#define _GNU_SOURCE                     /* memmem() */

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libxml/HTMLparser.h>
#include <libxml/parserInternals.h>

#include "doc.h"
#include "buf.h"
#include "charset.h"
#include "url.h"
#include "utf8.h"


/*
 * Attribute comparisons libxml2 may make on a page before it is
 * declined (too_large): about a tenth of a second of its time; one tag
 * of 6,300 attributes, where the corpora's largest has 70.
 */
#define NSEG_DOC_MAX_ATTR_COMPARES  20000000

/*
 * A page is read again with its <noscript>s as content when one holds
 * this many characters at least, and more than twice what the page
 * shows: a "Please enable JavaScript" line is no article, and a page
 * that shows its article has its <noscript>s for lazy pictures,
 * counters or ads (Yahoo's 21 of some 500 characters each).
 */
#define NSEG_DOC_NOSCRIPT_MIN       300

#define NSEG_HTML_OPTIONS                                                    \
    (HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING          \
     | HTML_PARSE_NONET | HTML_PARSE_COMPACT | HTML_PARSE_IGNORE_ENC)


/*
 * The SAX events of libxml2's HTML parser describe the same tree its
 * DOM would hold (implied <html>/<body>, auto-closed elements), so the
 * array is built directly from them: start/end element, characters.
 * Adjacent character events are one text node, as in the DOM.
 */
typedef struct {
    nseg_doc_t                *doc;
    htmlParserCtxtPtr          ctxt;
    uint32_t                   cap;         /* of doc->nodes */
    uint32_t                   attrs_cap;   /* of doc->attrs */
    uint32_t                   sheets_cap;
    uint32_t                   cur;         /* the open element */
    uint32_t                   skip;        /* depth inside a dropped one */
    uint32_t                   raw;         /* the dropped element whose
                                               raw text is kept */
    uint32_t                   root_last;   /* the root's last child */
    unsigned                   math:1;      /* a <math> was opened */
    unsigned                   noscript:1;  /* <noscript> is content */
    uint32_t                   noscript_text; /* in the one being dropped */
    uint32_t                   skip_raw;    /* the skip depth of a script
                                               or style inside it, or 0 */
    nseg_buf_t                 text;        /* pending characters */
    size_t                     max_nodes;
    size_t                     max_depth;
    nseg_status_e              status;
} nseg_doc_builder_t;


static nseg_status_e nseg_doc_parse_once(nseg_doc_t *doc,
    nseg_arena_t *arena, const char *utf8, size_t len,
    const nseg_options_t *opts, int noscript);
static void nseg_doc_sax_start(void *data, const xmlChar *name,
    const xmlChar **atts);
static void nseg_doc_start(nseg_doc_builder_t *b, const xmlChar *name,
    const xmlChar **atts);
static void nseg_doc_raw_text(nseg_doc_builder_t *b, const xmlChar *name);
static int nseg_doc_raw_clean(const xmlChar *p, size_t len);
static void nseg_doc_sax_end(void *data, const xmlChar *name);
static void nseg_doc_sax_chars(void *data, const xmlChar *ch, int len);
static void nseg_doc_sax_comment(void *data, const xmlChar *value);
static void nseg_doc_sax_pi(void *data, const xmlChar *target,
    const xmlChar *value);
static void nseg_doc_sax_doctype(void *data, const xmlChar *name,
    const xmlChar *public_id, const xmlChar *system_id);
static void nseg_doc_fail(nseg_doc_builder_t *b, nseg_status_e status);
static uint32_t nseg_doc_push(nseg_doc_builder_t *b, uint8_t kind);
static void nseg_doc_flush_text(nseg_doc_builder_t *b);
static void nseg_doc_close(nseg_doc_builder_t *b, uint32_t i);
static int nseg_doc_add_attrs(nseg_doc_builder_t *b, nseg_node_t *nd,
    const xmlChar **atts);
static void nseg_doc_element(nseg_doc_builder_t *b, uint32_t i);
static int nseg_doc_shadow_root(const xmlChar **atts);
static void nseg_doc_shown_panel(nseg_doc_builder_t *b, uint32_t i);
static int nseg_doc_toggle(nseg_doc_t *doc, uint32_t i);
static const char *nseg_doc_toggle_ids(const nseg_doc_t *doc, uint32_t i);
static int nseg_doc_in_heading(const nseg_doc_t *doc, uint32_t i);
static int nseg_doc_react_id(const char *id);
static int nseg_doc_style_is(const char *p, const char *prop,
    const char *value);
static int nseg_doc_style_hides(const char *style);
static void nseg_doc_aggregate(nseg_doc_t *doc);
static int nseg_doc_index_texts(nseg_doc_t *doc);
static int nseg_doc_attrs_bounded(const char *s, size_t len, uint64_t max);
static const char *nseg_doc_next_c1(const char *s, const char *end);
static void nseg_doc_append_c1(nseg_buf_t *buf, const char *s, size_t len);
static char *nseg_doc_strdup_c1(nseg_arena_t *arena, const char *s);


/*
 * libxml2 2.9.14 compares each attribute of a start tag with every
 * earlier one (htmlParseStartTag): 70,000 attributes on one element
 * take 11 s of a worker, in a page of 600 KB.  This scan reads the
 * markup as that parser does (comments, script and style text,
 * processing instructions, end tags and DOCTYPE skipped; a tag name
 * and attribute names are runs of [A-Za-z0-9:_.-] starting with a
 * letter, '_', ':' or '.', of at most 100 characters, the rest of a
 * longer run being a name of its own; a quote opens a value only after
 * '='; anything else is skipped to white space) and adds up the
 * comparisons, n (n - 1) / 2 per tag.  Where it cannot tell, it reads
 * on as markup: counting too much is safe, skipping is not.  Whether
 * the page stays within max comparisons.
 */

#define nseg_doc_name_start(c)                                              \
    (((c) >= 'a' && (c) <= 'z') || ((c) >= 'A' && (c) <= 'Z')             \
     || (c) == '_' || (c) == ':' || (c) == '.')
#define nseg_doc_name_char(c)                                               \
    (nseg_doc_name_start(c) || ((c) >= '0' && (c) <= '9') || (c) == '-')
#define nseg_doc_blank(c)                                                   \
    ((c) == ' ' || (c) == '\t' || (c) == '\n' || (c) == '\r')
#define nseg_doc_tag_end(p, end)                                            \
    (*(p) == '>' || (*(p) == '/' && (p) + 1 < (end) && (p)[1] == '>'))

/* libxml2's HTML_PARSER_BUFFER_SIZE: a longer name goes on as another */
#define NSEG_DOC_LIBXML_NAME     100

static int
nseg_doc_attrs_bounded(const char *s, size_t len, uint64_t max)
{
    size_t       name, tag_len;
    uint64_t     attrs, cost;
    const char  *p, *q, *end, *tag;

    end = s + len;
    cost = 0;

    for (p = s; (p = memchr(p, '<', end - p)) != NULL; /* void */ ) {
        p++;

        if (p == end) {
            break;
        }

        if (*p == '!' && end - p >= 3 && p[1] == '-' && p[2] == '-') {
            /* a comment: to "-->" or "--!>" */
            for (q = p + 3; (q = memchr(q, '-', end - q)) != NULL; q++) {
                if (end - q >= 3 && q[1] == '-'
                    && (q[2] == '>'
                        || (end - q >= 4 && q[2] == '!' && q[3] == '>')))
                {
                    break;
                }
            }

            if (q == NULL) {
                break;
            }

            p = q + 2;
            continue;
        }

        if ((*p == '/' || *p == '?') && end - p >= 2
            && nseg_doc_name_start(p[1]))
        {
            /* an end tag or a processing instruction: to the first '>' */
            p = memchr(p, '>', end - p);

            if (p == NULL) {
                break;
            }

            continue;
        }

        if (*p == '!' && end - p >= 8 && strncasecmp(p, "!doctype", 8) == 0) {
            p = memchr(p, '>', end - p);

            if (p == NULL) {
                break;
            }

            continue;
        }

        if (!nseg_doc_name_start(*p)) {
            continue;                   /* '<' as text */
        }

        /* a start tag: the name, then the attributes */
        tag = p;

        for (q = p; q < end && nseg_doc_name_char(*q); q++) {
            /* void */
        }

        tag_len = q - p;
        attrs = (tag_len - 1) / NSEG_DOC_LIBXML_NAME;
        p = q;

        while (p < end && !nseg_doc_tag_end(p, end)) {
            if (nseg_doc_blank(*p)) {
                p++;
                continue;
            }

            if (!nseg_doc_name_start(*p)) {
                /* a bogus attribute: to white space or the tag's end */
                while (p < end && !nseg_doc_blank(*p)
                       && !nseg_doc_tag_end(p, end))
                {
                    p++;
                }

                continue;
            }

            for (name = 0; p < end && nseg_doc_name_char(*p); p++) {
                name++;
            }

            attrs += (name + NSEG_DOC_LIBXML_NAME - 1) / NSEG_DOC_LIBXML_NAME;

            for (q = p; q < end && nseg_doc_blank(*q); q++) {
                /* void */
            }

            if (q == end || *q != '=') {
                p = q;
                continue;
            }

            for (q++; q < end && nseg_doc_blank(*q); q++) {
                /* void */
            }

            if (q < end && (*q == '"' || *q == '\'')) {
                p = memchr(q + 1, *q, end - q - 1);

                if (p == NULL) {
                    p = end;            /* the value runs to the end */
                    break;
                }

                p++;
                continue;
            }

            for (p = q; p < end && !nseg_doc_blank(*p) && *p != '>'; p++) {
                /* void */
            }
        }

        cost += attrs * (attrs - (attrs > 0)) / 2;

        if (cost > max) {
            return 0;
        }

        if (p >= end) {
            break;
        }

        /* <script> and <style> hold raw text, unless written empty: "<x/>" */
        if (*p == '/'
            || !((tag_len == 6 && strncasecmp(tag, "script", 6) == 0)
                 || (tag_len == 5 && strncasecmp(tag, "style", 5) == 0)))
        {
            continue;
        }

        for (p++; (p = memchr(p, '<', end - p)) != NULL; p++) {
            if ((size_t) (end - p) >= tag_len + 2 && p[1] == '/'
                && strncasecmp(p + 2, tag, tag_len) == 0)
            {
                break;
            }
        }

        if (p == NULL) {
            break;
        }
    }

    return 1;
}


nseg_status_e
nseg_doc_parse(nseg_doc_t *doc, nseg_arena_t *arena, const char *utf8,
    size_t len, const nseg_options_t *opts)
{
    uint32_t       shown;
    nseg_status_e  st;

    st = nseg_doc_parse_once(doc, arena, utf8, len, opts, 0);

    if (st != NSEG_STATUS_OK && st != NSEG_STATUS_EMPTY) {
        return st;
    }

    shown = (st == NSEG_STATUS_OK) ? doc->nodes[0].chars : 0;

    if (doc->noscript_chars < NSEG_DOC_NOSCRIPT_MIN
        || doc->noscript_chars <= 2 * (uint64_t) shown)
    {
        return st;
    }

    nseg_doc_free(doc);

    st = nseg_doc_parse_once(doc, arena, utf8, len, opts, 1);

    if (st == NSEG_STATUS_OK) {
        doc->noscript_read = 1;
    }

    return st;
}


static nseg_status_e
nseg_doc_parse_once(nseg_doc_t *doc, nseg_arena_t *arena, const char *utf8,
    size_t len, const nseg_options_t *opts, int noscript)
{
    size_t                     bound;
    const char                *p, *end;
    xmlSAXHandler             *sax;
    htmlParserCtxtPtr          ctxt;
    xmlParserInputPtr          input;
    nseg_doc_builder_t         b;
    xmlParserInputBufferPtr    buf;

    memset(doc, 0, sizeof(nseg_doc_t));
    doc->arena = arena;
    doc->opts = opts;
    doc->base_url = opts->base_url;

    if (len == 0) {
        return NSEG_STATUS_EMPTY;
    }

    if (len > (size_t) INT32_MAX) {
        return NSEG_STATUS_TOO_LARGE;
    }

    /* charset.c strips it; direct callers may not have */
    if (len >= 3 && memcmp(utf8, "\xef\xbb\xbf", 3) == 0) {
        utf8 += 3;
        len -= 3;
    }

    if (!nseg_doc_attrs_bounded(utf8, len, NSEG_DOC_MAX_ATTR_COMPARES)) {
        return NSEG_STATUS_TOO_LARGE;
    }

    memset(&b, 0, sizeof(nseg_doc_builder_t));
    b.doc = doc;
    b.noscript = noscript;
    b.cur = NSEG_NONE;
    b.raw = NSEG_NONE;
    b.status = NSEG_STATUS_OK;
    b.max_nodes = opts->max_nodes ? opts->max_nodes : NSEG_DEFAULT_MAX_NODES;
    b.max_depth = opts->max_depth ? opts->max_depth : NSEG_DEFAULT_MAX_DEPTH;

    /* depth is a uint16_t: one more level must still fit */
    if (b.max_depth > UINT16_MAX - 1) {
        b.max_depth = UINT16_MAX - 1;
    }

    nseg_buf_init(&b.text, 256);

    /*
     * Nearly every node follows a '<' (an element, the text after it):
     * one allocation of that bound, whose untouched pages cost no
     * memory, instead of doubling copies.  Implied elements can pass
     * the bound on odd pages; the array then grows as usual.
     */
    for (p = utf8, end = utf8 + len, bound = 16;
         (p = memchr(p, '<', end - p)) != NULL;
         p++)
    {
        bound += 2;
    }

    if (bound > b.max_nodes + 1) {
        bound = b.max_nodes + 1;
    }

    doc->nodes = malloc(bound * sizeof(nseg_node_t));
    if (doc->nodes == NULL) {
        nseg_buf_free(&b.text);
        return NSEG_STATUS_ERROR;
    }

    b.cap = (uint32_t) bound;

    /* one fresh context per document: a reset context keeps its dict */
    ctxt = htmlNewParserCtxt();
    if (ctxt == NULL) {
        nseg_buf_free(&b.text);
        return NSEG_STATUS_ERROR;
    }

    b.ctxt = ctxt;

    sax = ctxt->sax;
    memset(sax, 0, sizeof(xmlSAXHandler));
    sax->startElement = nseg_doc_sax_start;
    sax->endElement = nseg_doc_sax_end;
    sax->characters = nseg_doc_sax_chars;
    sax->ignorableWhitespace = nseg_doc_sax_chars;
    sax->cdataBlock = nseg_doc_sax_chars;
    sax->internalSubset = nseg_doc_sax_doctype;
    sax->comment = nseg_doc_sax_comment;
    sax->processingInstruction = nseg_doc_sax_pi;
    sax->initialized = 1;
    ctxt->userData = &b;

    /*
     * libxml2 2.9.14's static input buffers read past their end in the
     * HTML parser (seen in our tests): the parser gets its own copy.
     */
    buf = xmlParserInputBufferCreateMem(utf8, (int) len,
                                           XML_CHAR_ENCODING_UTF8);
    input = buf ? xmlNewIOInputStream(ctxt, buf, XML_CHAR_ENCODING_UTF8)
                : NULL;

    if (input == NULL) {
        if (buf != NULL) {
            xmlFreeParserInputBuffer(buf);
        }

        htmlFreeParserCtxt(ctxt);
        nseg_buf_free(&b.text);
        return NSEG_STATUS_ERROR;
    }

    inputPush(ctxt, input);
    htmlCtxtUseOptions(ctxt, NSEG_HTML_OPTIONS);

    /* the text is UTF-8 already: no sniffing of the first bytes */
    ctxt->encoding = xmlStrdup((const xmlChar *) "UTF-8");

    (void) htmlParseDocument(ctxt);

    htmlFreeParserCtxt(ctxt);

    if (b.status == NSEG_STATUS_OK) {
        /* a dropped element left open: its text is never content */
        if (b.skip) {
            b.text.len = 0;
        }

        nseg_doc_flush_text(&b);

        while (b.cur != NSEG_NONE) {
            nseg_doc_close(&b, b.cur);
        }
    }

    if (b.text.failed && b.status == NSEG_STATUS_OK) {
        b.status = NSEG_STATUS_ERROR;
    }

    nseg_buf_free(&b.text);

    if (b.status != NSEG_STATUS_OK) {
        return b.status;
    }

    if (doc->n == 0) {
        return NSEG_STATUS_EMPTY;
    }

    nseg_doc_aggregate(doc);

    if (nseg_doc_index_texts(doc) != NSEG_OK) {
        return NSEG_STATUS_ERROR;
    }

    if (doc->ntexts == 0) {
        return NSEG_STATUS_EMPTY;
    }

    return NSEG_STATUS_OK;
}


void
nseg_doc_free(nseg_doc_t *doc)
{
    free(doc->nodes);
    doc->nodes = NULL;
    doc->n = 0;

    free(doc->attrs);
    doc->attrs = NULL;
    doc->nattrs = 0;
}


static void
nseg_doc_fail(nseg_doc_builder_t *b, nseg_status_e status)
{
    if (b->status == NSEG_STATUS_OK) {
        b->status = status;
    }

    xmlStopParser(b->ctxt);
}


/* a new node under the open element, linked after its previous sibling */
static uint32_t
nseg_doc_push(nseg_doc_builder_t *b, uint8_t kind)
{
    uint32_t      i, ncap;
    nseg_doc_t   *doc;
    nseg_node_t  *nd, *p, *nodes;

    doc = b->doc;

    if (doc->n >= b->max_nodes) {
        nseg_doc_fail(b, NSEG_STATUS_TOO_LARGE);
        return NSEG_NONE;
    }

    if (doc->n == b->cap) {
        ncap = b->cap ? b->cap * 2 : 1024;

        nodes = realloc(doc->nodes, (size_t) ncap * sizeof(nseg_node_t));
        if (nodes == NULL) {
            nseg_doc_fail(b, NSEG_STATUS_ERROR);
            return NSEG_NONE;
        }

        doc->nodes = nodes;
        b->cap = ncap;
    }

    i = doc->n++;
    nd = &doc->nodes[i];
    memset(nd, 0, sizeof(nseg_node_t));

    nd->kind = kind;
    nd->parent = b->cur;
    nd->next = NSEG_NONE;
    nd->text_pos = NSEG_NONE;
    nd->end = kind == NSEG_NODE_TEXT ? i + 1 : 0;

    if (b->cur != NSEG_NONE) {
        p = &doc->nodes[b->cur];

        nd->depth = p->depth + 1;
        nd->hidden = p->hidden;
        nd->in_link = p->in_link;
        nd->in_head = p->in_head;

        if (nd->depth > b->max_depth) {
            nseg_doc_fail(b, NSEG_STATUS_TOO_DEEP);
            return NSEG_NONE;
        }

        /* while the parent is open, its end is its last child so far */
        if (p->end != 0) {
            doc->nodes[p->end].next = i;
        }

        p->end = i;
    }

    return i;
}


static void
nseg_doc_flush_text(nseg_doc_builder_t *b)
{
    char         *text;
    uint32_t      i;
    nseg_node_t  *nd;

    if (b->text.len == 0) {
        return;
    }

    if (b->cur == NSEG_NONE) {
        /* white space around the root element */
        b->text.len = 0;
        return;
    }

    text = nseg_arena_strndup(b->doc->arena, b->text.data, b->text.len);
    if (text == NULL) {
        nseg_doc_fail(b, NSEG_STATUS_ERROR);
        return;
    }

    i = nseg_doc_push(b, NSEG_NODE_TEXT);
    if (i == NSEG_NONE) {
        return;
    }

    nd = &b->doc->nodes[i];
    nd->text = text;
    nd->text_len = (uint32_t) b->text.len;

    if (!nd->hidden && !nd->in_head) {
        nd->chars = nseg_utf8_count_nonspace(nd->text, nd->text_len);
        if (nd->in_link) {
            nd->link_chars = nd->chars;
        }
    }

    b->text.len = 0;
}


/* closes element i and every element still open inside it */
static void
nseg_doc_close(nseg_doc_builder_t *b, uint32_t i)
{
    uint32_t      c;
    nseg_doc_t   *doc;

    doc = b->doc;

    do {
        c = b->cur;

        if (doc->nodes[c].parent == NSEG_NONE) {
            b->root_last = doc->nodes[c].end;
        }

        doc->nodes[c].end = doc->n;
        b->cur = doc->nodes[c].parent;
    } while (c != i && b->cur != NSEG_NONE);
}


/* whether the element about to open is within a <frameset> */
static int
nseg_doc_in_frameset(nseg_doc_builder_t *b)
{
    uint32_t  p;

    for (p = b->cur; p != NSEG_NONE; p = b->doc->nodes[p].parent) {
        if (b->doc->nodes[p].kind == NSEG_NODE_ELEMENT
            && b->doc->nodes[p].tag == NSEG_TAG_FRAMESET)
        {
            return 1;
        }
    }

    return 0;
}


/*
 * Whether the element before the one about to open, past white space,
 * is a <script type="text/template">: a page rendered by its scripts
 * (Blogger's post body) whose <noscript> twin is what a reader without
 * scripts sees, so that twin is read as content.
 */
static int
nseg_doc_after_template(nseg_doc_builder_t *b)
{
    uint32_t      p, k;
    const char   *type;
    nseg_doc_t   *doc;
    nseg_node_t  *nd;

    doc = b->doc;
    p = b->cur;
    k = doc->nodes[p].end;              /* the last child so far, or 0 */

    if (k == 0) {
        return 0;
    }

    /*
     * back over white space, which a comment between the two splits in
     * two text nodes
     */
    for ( ;; ) {
        nd = &doc->nodes[k];

        if (nd->kind != NSEG_NODE_TEXT
            || nseg_utf8_count_nonspace(nd->text, nd->text_len) != 0)
        {
            break;
        }

        if (k - 1 == p) {
            return 0;
        }

        for (k = k - 1; doc->nodes[k].parent != p; k = doc->nodes[k].parent) {
            /* void: up to the sibling before the white space */
        }
    }

    if (doc->nodes[k].tag != NSEG_TAG_SCRIPT) {
        return 0;
    }

    type = nseg_doc_attr(doc, k, "type");

    return type != NULL && strcasecmp(type, "text/template") == 0;
}


/*
 * HTML elements that end a formula where they appear outside a token
 * (HTML5's breakout list), and so do block elements (nav, aside,
 * section): libxml2's HTML 4 parser nests the rest of the article in an
 * unclosed <math>, which a browser does not.
 */
static const char  *const nseg_doc_math_breakout[] = {
    "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div",
    "dl", "dt", "em", "embed", "h1", "h2", "h3", "h4", "h5", "h6", "head",
    "hr", "i", "img", "li", "listing", "menu", "meta", "nobr", "ol", "p",
    "pre", "ruby", "s", "small", "span", "strong", "strike", "sub", "sup",
    "table", "tt", "u", "ul", "var", NULL
};

/*
 * AMP's components that are never the story: ad slots (their
 * placeholder says "Loading ad…"), the analytics and pixel tags and the
 * consent and notification boxes.  As the DOM sees them they are unknown
 * elements, which are wrappers; these are dropped with what they hold,
 * as <iframe> and <dialog> are.
 */
static const char  *const nseg_doc_amp_dropped[] = {
    "amp-ad", "amp-embed", "amp-sticky-ad", "amp-auto-ads", "amp-analytics",
    "amp-pixel", "amp-consent", "amp-user-notification", NULL
};

/* MathML's token elements and annotations, where HTML is content */
static const char  *const nseg_doc_math_tokens[] = {
    "mi", "mn", "mo", "ms", "mtext", "annotation-xml", NULL
};


/*
 * The open <math> that an HTML element tag would end, or NSEG_NONE.  A
 * hidden one ends nothing: it is not shown, and what follows it stays
 * in the formula.
 */
static uint32_t
nseg_doc_math_broken(nseg_doc_builder_t *b, nseg_tag_e tag,
    const xmlChar **atts)
{
    uint32_t      c;
    const char   *name;
    nseg_node_t  *nd;

    name = nseg_tags[tag].name;

    if (tag == NSEG_TAG_UNKNOWN
        || !(nseg_tag_is(tag, NSEG_TAG_BLOCK)
             || nseg_word_in(name, strlen(name), nseg_doc_math_breakout))
        || b->doc->nodes[b->cur].hidden)
    {
        return NSEG_NONE;
    }

    for ( /* void */ ; atts != NULL && atts[0] != NULL; atts += 2) {
        if (strcasecmp((const char *) atts[0], "hidden") == 0
            || (strcasecmp((const char *) atts[0], "style") == 0
                && atts[1] != NULL
                && nseg_doc_style_hides((const char *) atts[1])))
        {
            return NSEG_NONE;
        }
    }

    for (c = b->cur; c != NSEG_NONE; c = nd->parent) {
        nd = &b->doc->nodes[c];

        if (nd->tag == NSEG_TAG_MATH) {
            return c;
        }

        if (nd->tag == NSEG_TAG_UNKNOWN
            && nseg_word_in(nd->text, strlen(nd->text), nseg_doc_math_tokens))
        {
            return NSEG_NONE;
        }
    }

    return NSEG_NONE;
}


int  nseg_doc_raw_direct = 1;


static void
nseg_doc_sax_start(void *data, const xmlChar *name, const xmlChar **atts)
{
    nseg_doc_builder_t  *b = data;

    nseg_doc_start(b, name, atts);

    if (nseg_doc_raw_direct
        && (strcmp((const char *) name, "script") == 0
            || strcmp((const char *) name, "style") == 0))
    {
        nseg_doc_raw_text(b, name);
    }
}


static void
nseg_doc_start(nseg_doc_builder_t *b, const xmlChar *name,
    const xmlChar **atts)
{
    int                  accordion;
    uint32_t             i, m;
    const xmlChar       *colon;
    nseg_tag_e           tag;
    nseg_node_t         *nd;

    if (b->status != NSEG_STATUS_OK) {
        return;
    }

    if (b->skip) {
        b->skip++;

        /*
         * a script's or style's text inside a dropped element is no
         * text it holds, and libxml2 gives it only when it reads such
         * text itself (nseg_doc_raw_direct)
         */
        if (b->skip_raw == 0
            && (strcmp((const char *) name, "script") == 0
                || strcmp((const char *) name, "style") == 0))
        {
            b->skip_raw = b->skip;
        }

        return;
    }

    /*
     * A prefixed name ("a0:li", "o:p") is its local name, as in the
     * DOM, which split the prefix off.
     */
    colon = (const xmlChar *) strrchr((const char *) name, ':');
    if (colon != NULL && colon[1] != '\0') {
        name = colon + 1;
    }

    nseg_doc_flush_text(b);

    /*
     * Content after </html>: libxml2 opens an implied <html> again.
     * The DOM kept one root and put the content in it; so does this.
     */
    if (b->cur == NSEG_NONE && b->doc->n > 0) {
        b->cur = 0;
        b->doc->nodes[0].end = b->root_last;

        if (strcmp((const char *) name, "html") == 0) {
            return;
        }
    }

    tag = nseg_tag_lookup((const char *) name);

    if (tag == NSEG_TAG_NOSCRIPT && b->cur != NSEG_NONE
        && (b->noscript || nseg_doc_after_template(b)))
    {
        tag = NSEG_TAG_UNKNOWN;         /* a wrapper, not dropped */
    }

    /*
     * A frameset page has no body: its <noframes> is the whole page a
     * reader without frames sees (sites put the article's text there for
     * such readers and for search engines), so it is read as content.
     * A <noframes> in a page's body only excuses a missing frame.
     */
    if (tag == NSEG_TAG_NOFRAMES && b->cur != NSEG_NONE
        && nseg_doc_in_frameset(b))
    {
        tag = NSEG_TAG_UNKNOWN;
    }

    /*
     * A declarative shadow root (<template shadowrootmode="open">, as
     * Lit and other web components are rendered on the server) is not
     * an inert template: the browser attaches it to its parent and
     * shows it, so it is read as a wrapper.
     */
    if (tag == NSEG_TAG_TEMPLATE && nseg_doc_shadow_root(atts)) {
        tag = NSEG_TAG_UNKNOWN;
    }

    if (b->math && b->cur != NSEG_NONE
        && (m = nseg_doc_math_broken(b, tag, atts)) != NSEG_NONE)
    {
        nseg_doc_close(b, m);
    }

    if (tag == NSEG_TAG_MATH) {
        b->math = 1;
    }

    i = nseg_doc_push(b, NSEG_NODE_ELEMENT);
    if (i == NSEG_NONE) {
        return;
    }

    nd = &b->doc->nodes[i];
    nd->tag = (uint8_t) tag;
    accordion = 0;

    if (tag == NSEG_TAG_UNKNOWN) {
        nd->text = nseg_arena_strndup(b->doc->arena, (const char *) name,
                                      strlen((const char *) name));
        if (nd->text == NULL) {
            nseg_doc_fail(b, NSEG_STATUS_ERROR);
            return;
        }
    }

    if (atts != NULL && nseg_doc_add_attrs(b, nd, atts) != NSEG_OK) {
        nseg_doc_fail(b, NSEG_STATUS_ERROR);
        return;
    }

    if (nd->nattrs != 0) {
        if (tag == NSEG_TAG_BUTTON) {
            accordion = nseg_doc_toggle(b->doc, i);
        }

        nseg_doc_shown_panel(b, i);
    }

    nseg_doc_element(b, i);

    b->cur = i;

    /*
     * Scripts, styles, form controls and the like are never content:
     * their subtree is skipped, and the raw text of <script>, <style>
     * and <title> kept on the element; an accordion's button is its
     * panel's heading.  libxml2 2.9.14 nests whatever
     * follows some void elements (<embed>) inside them: walk those.
     */
    if (tag == NSEG_TAG_UNKNOWN && strncmp(nd->text, "amp-", 4) == 0
        && nseg_word_in(nd->text, strlen(nd->text), nseg_doc_amp_dropped))
    {
        b->skip = 1;

    } else if (nseg_tag_is(tag, NSEG_TAG_DROP)
               && !nseg_tag_is(tag, NSEG_TAG_VOID)
               && !accordion)
    {
        b->skip = 1;

        if (tag == NSEG_TAG_SCRIPT || tag == NSEG_TAG_STYLE
            || tag == NSEG_TAG_TITLE)
        {
            b->raw = i;
        }
    }
}


/*
 * libxml2 reads the text of <script> and <style> a character at a time,
 * about 20 ns a byte: a megabyte of inline bundle was 23 ms of a page's
 * time, and of a script's text only JSON-LD is read.  The start tag's
 * event comes with the parser on its '>'; the text ends, as
 * HTML_PARSE_RECOVER ends it, at the first "</script" or "</style" in
 * any case, and the page is valid UTF-8 without NUL by then (charset.c),
 * so the parser's scan stops nowhere before.  The text is taken from the
 * input here, as the parser would have given it, or passed over when
 * nothing reads it; then the parser is moved on to just before its end,
 * onto a '>' written over the text's last byte in its own copy of the
 * input, as if the text had been empty.  Where the parser would give
 * less than the bytes (a NUL stops it, control characters are dropped)
 * or read a tag first, it reads the text itself; fuzz/fuzz_doc.c holds
 * the two ways to the same tree.
 */
static void
nseg_doc_raw_text(nseg_doc_builder_t *b, const xmlChar *name)
{
    int                 read;
    size_t              n, len;
    const xmlChar      *p, *start, *end;
    xmlParserInputPtr   in;

    in = b->ctxt->input;

    if (b->status != NSEG_STATUS_OK || in == NULL || in->cur == NULL
        || in->end == NULL || in->cur >= in->end || *in->cur != '>')
    {
        return;
    }

    n = strlen((const char *) name);
    start = in->cur + 1;
    end = in->end;

    if ((size_t) (end - start) < n + 3) {
        return;
    }

    /*
     * Where the text starts with what looks like a tag, the parser reads
     * that first ("</x" as an end tag, which may close the element, and
     * "<x" may close it too): it reads such a text itself.  Before the
     * scan: the element may end there, and a page of "<style><body>"
     * would have each scan run to the same far end tag.
     */
    if (start[0] == '<'
        && (start[1] == '/' || start[1] == '_' || start[1] == ':'
            || (start[1] >= 'a' && start[1] <= 'z')
            || (start[1] >= 'A' && start[1] <= 'Z')))
    {
        return;
    }

    for (p = start; p < end; p++) {
        p = memchr(p, '<', end - p);

        if (p == NULL || (size_t) (end - p) < n + 2) {
            /* no end tag: the parser reads the text to the end */
            return;
        }

        if (p[1] == '/' && strncasecmp((const char *) p + 2,
                                       (const char *) name, n) == 0)
        {
            break;
        }
    }

    len = p - start;

    if (p >= end || len == 0 || memchr(start, '\0', len) != NULL) {
        return;
    }

    /*
     * Whether nseg_doc_sax_chars() would keep what the parser gives; a
     * script's own text is read only when it is JSON-LD
     */
    read = !(b->skip && b->raw == NSEG_NONE);

    if (read && b->raw == b->cur
        && b->doc->nodes[b->cur].tag == NSEG_TAG_SCRIPT)
    {
        read = nseg_doc_is_jsonld(b->doc, b->cur);
    }

    if (read) {
        if (!nseg_doc_raw_clean(start, len)) {
            return;
        }

        nseg_doc_sax_chars(b, start, (int) len);

        if (b->status != NSEG_STATUS_OK) {
            /* out of memory: the parser is stopped, its input freed */
            return;
        }
    }

    p--;
    *(xmlChar *) p = '>';
    in->cur = p;
}


/*
 * Whether the parser gives raw text as it is: it drops the characters
 * XML does not allow, the C0 controls but tab, line feed and carriage
 * return, and U+FFFE and U+FFFF (valid UTF-8 has no surrogates).
 */
static int
nseg_doc_raw_clean(const xmlChar *p, size_t len)
{
    size_t  i;

    for (i = 0; i < len; i++) {
        if (p[i] < 0x20) {
            if (p[i] != '\t' && p[i] != '\n' && p[i] != '\r') {
                return 0;
            }

        } else if (p[i] == 0xef && i + 2 < len && p[i + 1] == 0xbf
                   && (p[i + 2] == 0xbe || p[i + 2] == 0xbf))
        {
            return 0;
        }
    }

    return 1;
}


static void
nseg_doc_sax_end(void *data, const xmlChar *name)
{
    uint32_t             c, i;
    nseg_doc_t          *doc;
    const xmlChar       *colon;
    nseg_node_t         *nd;
    nseg_doc_builder_t  *b = data;

    if (b->status != NSEG_STATUS_OK) {
        return;
    }

    doc = b->doc;

    if (b->skip > 1) {
        if (b->skip == b->skip_raw) {
            b->skip_raw = 0;
        }

        b->skip--;
        return;
    }

    if (b->skip == 1) {
        /* the dropped element itself closes: b->cur */
        b->skip = 0;
        b->skip_raw = 0;
        i = b->cur;
        nd = &doc->nodes[i];

        if (nd->tag == NSEG_TAG_NOSCRIPT) {
            if (b->noscript_text > doc->noscript_chars) {
                doc->noscript_chars = b->noscript_text;
            }

            b->noscript_text = 0;
        }

        if (b->raw == i) {
            b->raw = NSEG_NONE;

            nd->text = nseg_arena_strndup(doc->arena,
                                          b->text.len ? b->text.data : "",
                                          b->text.len);
            if (nd->text == NULL) {
                nseg_doc_fail(b, NSEG_STATUS_ERROR);
                return;
            }

            nd->text_len = (uint32_t) b->text.len;
            b->text.len = 0;

            nseg_doc_element(b, i);
        }

        nseg_doc_close(b, i);
        return;
    }

    colon = (const xmlChar *) strrchr((const char *) name, ':');
    if (colon != NULL && colon[1] != '\0') {
        name = colon + 1;
    }

    nseg_doc_flush_text(b);

    /* the nearest open element of that name; a stray end tag closes none */
    for (c = b->cur; c != NSEG_NONE; c = doc->nodes[c].parent) {
        if (strcmp(nseg_doc_name(doc, c), (const char *) name) == 0) {
            nseg_doc_close(b, c);
            return;
        }
    }
}


/*
 * libxml2 decodes "&#147;" to the C1 control U+0093; browsers read the
 * numeric references 0x80-0x9f as windows-1252 (a curly quote), as
 * pages written on Windows meant them.  C1 controls in text are never
 * meant as such, so every one is read that way.
 */
static const char *
nseg_doc_next_c1(const char *s, const char *end)
{
    for ( /* void */ ; (s = memchr(s, 0xc2, end - s)) != NULL; s++) {
        if (s + 1 < end && (u_char) s[1] >= 0x80 && (u_char) s[1] <= 0x9f) {
            return s;
        }
    }

    return NULL;
}


static void
nseg_doc_append_c1(nseg_buf_t *buf, const char *s, size_t len)
{
    char         u[4];
    const char  *end, *c1;

    end = s + len;

    while ((c1 = nseg_doc_next_c1(s, end)) != NULL) {
        nseg_buf_append(buf, s, c1 - s);
        nseg_buf_append(buf, u, nseg_utf8_encode(
                            nseg_charset_w1252_c1[(u_char) c1[1] - 0x80], u));
        s = c1 + 2;
    }

    nseg_buf_append(buf, s, end - s);
}


/* an attribute value into the arena, its C1 controls read as above */
static char *
nseg_doc_strdup_c1(nseg_arena_t *arena, const char *s)
{
    char        *v;
    size_t       len;
    nseg_buf_t   buf;

    len = strlen(s);

    if (nseg_doc_next_c1(s, s + len) == NULL) {
        return nseg_arena_strndup(arena, s, len);
    }

    nseg_buf_init(&buf, len + len / 2 + 1);
    nseg_doc_append_c1(&buf, s, len);

    v = buf.failed ? NULL : nseg_arena_strndup(arena, buf.data, buf.len);
    nseg_buf_free(&buf);

    return v;
}


static void
nseg_doc_sax_chars(void *data, const xmlChar *ch, int len)
{
    nseg_doc_builder_t  *b = data;

    if (b->status != NSEG_STATUS_OK || len <= 0) {
        return;
    }

    if (b->skip && b->raw == NSEG_NONE) {
        /* inside a dropped element, b->cur: the text a <noscript> holds */
        if (b->doc->nodes[b->cur].tag == NSEG_TAG_NOSCRIPT
            && b->skip_raw == 0)
        {
            b->noscript_text += nseg_utf8_count_nonspace((const char *) ch,
                                                         (size_t) len);
        }

        return;
    }

    nseg_doc_append_c1(&b->text, (const char *) ch, (size_t) len);

    if (b->text.failed) {
        nseg_doc_fail(b, NSEG_STATUS_ERROR);
    }
}


/* a comment splits the text around it in two nodes, as in the DOM */
static void
nseg_doc_sax_comment(void *data, const xmlChar *value)
{
    nseg_doc_builder_t  *b = data;

    if (b->status == NSEG_STATUS_OK && !b->skip) {
        nseg_doc_flush_text(b);
    }
}


/* so does a processing instruction (<?xml ...?> before inline <svg>) */
static void
nseg_doc_sax_pi(void *data, const xmlChar *target, const xmlChar *value)
{
    nseg_doc_sax_comment(data, value);
}


static void
nseg_doc_sax_doctype(void *data, const xmlChar *name,
    const xmlChar *public_id, const xmlChar *system_id)
{
    nseg_doc_t          *doc;
    nseg_doc_builder_t  *b = data;

    doc = b->doc;

    if (doc->has_doctype) {
        return;
    }

    doc->has_doctype = 1;

#define nseg_doc_dup(s)                                                      \
    ((s) ? nseg_arena_strndup(doc->arena, (const char *) (s),                \
                              strlen((const char *) (s))) : NULL)

    doc->doctype_name = nseg_doc_dup(name);
    doc->doctype_public = nseg_doc_dup(public_id);
    doc->doctype_system = nseg_doc_dup(system_id);

#undef nseg_doc_dup
}


/* the element's attributes, copied out of the parser's buffers */
static int
nseg_doc_add_attrs(nseg_doc_builder_t *b, nseg_node_t *nd,
    const xmlChar **atts)
{
    size_t        k, n;
    uint32_t      ncap;
    nseg_doc_t   *doc;
    nseg_attr_t  *attrs, *a;

    doc = b->doc;

    for (n = 0; atts[2 * n] != NULL && n < UINT16_MAX; n++) {
        /* void */
    }

    if (n == 0) {
        return NSEG_OK;
    }

    if (doc->nattrs + n > b->attrs_cap) {
        ncap = b->attrs_cap ? b->attrs_cap : 256;

        while (ncap < doc->nattrs + n) {
            ncap *= 2;
        }

        attrs = realloc(doc->attrs, (size_t) ncap * sizeof(nseg_attr_t));
        if (attrs == NULL) {
            return NSEG_ERROR;
        }

        doc->attrs = attrs;
        b->attrs_cap = ncap;
    }

    nd->attrs = doc->nattrs;
    nd->nattrs = (uint16_t) n;

    for (k = 0; k < n; k++) {
        a = &doc->attrs[doc->nattrs++];

        a->name = nseg_arena_strndup(doc->arena, (const char *) atts[2 * k],
                                     strlen((const char *) atts[2 * k]));
        a->value = atts[2 * k + 1] == NULL
                   ? ""
                   : nseg_doc_strdup_c1(doc->arena,
                                        (const char *) atts[2 * k + 1]);

        if (a->name == NULL || a->value == NULL) {
            return NSEG_ERROR;
        }
    }

    return NSEG_OK;
}


/* whether a <template>'s attributes make it a declarative shadow root */
static int
nseg_doc_shadow_root(const xmlChar **atts)
{
    const char  *name;

    for ( /* void */ ; atts != NULL && atts[0] != NULL; atts += 2) {
        name = (const char *) atts[0];

        /* "shadowroot" is the attribute's name before Chrome 111 */
        if (strcasecmp(name, "shadowrootmode") == 0
            || strcasecmp(name, "shadowroot") == 0)
        {
            return atts[1] != NULL
                   && (strcasecmp((const char *) atts[1], "open") == 0
                       || strcasecmp((const char *) atts[1], "closed") == 0);
        }
    }

    return 0;
}


/*
 * Whether element i is an accordion's button: a button in a heading
 * that says whether it is expanded and which element it opens
 * (WAI-ARIA's accordion pattern: an explainer's questions over their
 * answers).  Its text is the panel's heading.
 */
int
nseg_doc_accordion_button(const nseg_doc_t *doc, uint32_t i)
{
    return doc->nodes[i].tag == NSEG_TAG_BUTTON
           && nseg_doc_toggle_ids(doc, i) != NULL
           && nseg_doc_in_heading(doc, i);
}


/* the ids a toggle (a button saying whether it is expanded) opens */
static const char *
nseg_doc_toggle_ids(const nseg_doc_t *doc, uint32_t i)
{
    const char  *ids;

    if (nseg_doc_attr(doc, i, "aria-expanded") == NULL
        || (ids = nseg_doc_attr(doc, i, "aria-controls")) == NULL
        || ids[0] == '\0')
    {
        return NULL;
    }

    return ids;
}


/* whether a heading holds element i, or holds the <span> that does */
static int
nseg_doc_in_heading(const nseg_doc_t *doc, uint32_t i)
{
    uint32_t     p, up;
    const char  *role;

    for (p = doc->nodes[i].parent, up = 0;
         p != NSEG_NONE && up < 2;
         p = doc->nodes[p].parent, up++)
    {
        role = nseg_doc_attr(doc, p, "role");

        if (nseg_tag_is(doc->nodes[p].tag, NSEG_TAG_HEADING)
            || (role != NULL && strcasecmp(role, "heading") == 0))
        {
            return 1;
        }
    }

    return 0;
}


/*
 * The hidden attribute of an element the reader is meant to open, or
 * that the browser shows by itself, is dropped: the page is read as
 * shown.
 *   - An accordion's panel, hidden until its button is pressed: its
 *     answer is the page's text, as the reader view shows it.
 *   - hidden="until-found": text the browser's find-in-page opens.
 *   - React's streamed content: a page rendered on the server with a
 *     loading state (Next.js App Router's loading.js, <Suspense>) sends
 *     the state first, at a <template id="B:0">, and the content later
 *     at the end of the body in a <div hidden id="S:0">, which the
 *     script after it ($RC, $RS) moves into the template's place and
 *     shows.
 */
static void
nseg_doc_shown_panel(nseg_doc_builder_t *b, uint32_t i)
{
    const char   *id;
    uint32_t      k, hidden;
    nseg_doc_t   *doc;
    nseg_node_t  *nd;
    nseg_attr_t  *a;

    doc = b->doc;
    nd = &doc->nodes[i];
    hidden = NSEG_NONE;

    /* libxml2 gives HTML attribute names in lower case */
    for (k = nd->attrs; k < nd->attrs + nd->nattrs; k++) {
        a = &doc->attrs[k];

        if (a->name[0] == 'h' && strcmp(a->name, "hidden") == 0) {
            hidden = k;
        }
    }

    if (hidden == NSEG_NONE) {
        return;
    }

    id = nseg_doc_attr(doc, i, "id");

    if (strcasecmp(doc->attrs[hidden].value, "until-found") != 0
        && (id == NULL
            || !(nseg_doc_toggled(doc, id, 1)
                 || (nd->tag == NSEG_TAG_DIV && nseg_doc_react_id(id)))))
    {
        return;
    }

    /* the element's attributes are the last ones stored */
    doc->attrs[hidden] = doc->attrs[nd->attrs + nd->nattrs - 1];
    nd->nattrs--;
    doc->nattrs--;
}


/*
 * Button i's ids are kept if it is a toggle, for the panels it opens;
 * whether it is an accordion's button
 */
static int
nseg_doc_toggle(nseg_doc_t *doc, uint32_t i)
{
    int          heads;
    const char  *ids;

    ids = nseg_doc_toggle_ids(doc, i);
    if (ids == NULL) {
        return 0;
    }

    heads = nseg_doc_in_heading(doc, i);

    if (doc->ntoggles < NSEG_DOC_TOGGLES_MAX) {
        doc->toggles[doc->ntoggles] = ids;
        doc->toggle_heads[doc->ntoggles] = (uint8_t) heads;
        doc->ntoggles++;
    }

    return heads;
}


int
nseg_doc_toggled(const nseg_doc_t *doc, const char *id, int heads)
{
    size_t       n, w;
    uint32_t     k;
    const char  *p;

    n = strlen(id);

    for (k = 0; k < doc->ntoggles; k++) {
        if (heads && !doc->toggle_heads[k]) {
            continue;
        }

        /* aria-controls lists ids apart by blanks */
        for (p = doc->toggles[k]; *p != '\0'; p += w) {
            p += strspn(p, " \t\n\r\f");
            w = strcspn(p, " \t\n\r\f");

            if (w == n && n != 0 && memcmp(p, id, n) == 0) {
                return 1;
            }
        }
    }

    return 0;
}


/* whether id is React's for a streamed segment: "S:" and a number */
static int
nseg_doc_react_id(const char *id)
{
    return id[0] == 'S' && id[1] == ':' && id[2] != '\0'
           && strspn(id + 2, "0123456789") == strlen(id + 2);
}


/* whether element i or one above it has the hidden attribute */
static int
nseg_doc_hidden_attr(const nseg_doc_t *doc, uint32_t i)
{
    for ( /* void */ ; i != NSEG_NONE; i = doc->nodes[i].parent) {
        if (nseg_doc_attr(doc, i, "hidden") != NULL) {
            return 1;
        }
    }

    return 0;
}


/*
 * What an element means for the whole page: <head>, <body>, links,
 * <base>, <html lang>, hidden subtrees; and, once their raw text is
 * known, <title> and <style>.
 */
static void
nseg_doc_element(nseg_doc_builder_t *b, uint32_t i)
{
    char         *p;
    nseg_doc_t   *doc;
    nseg_buf_t    abs;
    nseg_str_t   *sheets;
    const char   *href, *style;
    nseg_node_t  *nd;

    doc = b->doc;
    nd = &doc->nodes[i];

    switch (nd->tag) {

    case NSEG_TAG_HEAD:
        nd->in_head = 1;
        break;

    case NSEG_TAG_BODY:
        if (doc->body == 0) {
            doc->body = i;
        }
        break;

    case NSEG_TAG_A:
        if (nseg_doc_attr(doc, i, "href") != NULL) {
            nd->in_link = 1;
        }
        break;

    case NSEG_TAG_TITLE:
        if (nd->text != NULL && doc->title_tag.text == NULL) {
            p = nseg_arena_alloc(doc->arena, nd->text_len + 1);
            if (p == NULL) {
                nseg_doc_fail(b, NSEG_STATUS_ERROR);
                return;
            }

            doc->title_tag.len = nseg_utf8_collapse(p, nd->text,
                                                    nd->text_len);
            doc->title_tag.text = p;
        }
        return;

    case NSEG_TAG_STYLE:
        if (nd->text == NULL || nd->text_len == 0) {
            return;
        }

        if (b->sheets_cap == doc->nsheets) {
            b->sheets_cap = b->sheets_cap ? b->sheets_cap * 2 : 8;

            sheets = nseg_arena_alloc(doc->arena,
                                      b->sheets_cap * sizeof(nseg_str_t));
            if (sheets == NULL) {
                nseg_doc_fail(b, NSEG_STATUS_ERROR);
                return;
            }

            if (doc->nsheets) {
                memcpy(sheets, doc->sheets,
                       doc->nsheets * sizeof(nseg_str_t));
            }

            doc->sheets = sheets;
        }

        doc->sheets[doc->nsheets].text = nd->text;
        doc->sheets[doc->nsheets].len = nd->text_len;
        doc->nsheets++;
        return;

    case NSEG_TAG_SCRIPT:
        return;

    case NSEG_TAG_BASE:
        href = nseg_doc_attr(doc, i, "href");
        if (href == NULL || doc->base_url != doc->opts->base_url) {
            break;
        }

        nseg_buf_init(&abs, 0);

        if (nseg_url_resolve(doc->opts->base_url, href, &abs) == NSEG_OK) {
            p = nseg_arena_strndup(doc->arena, abs.data, abs.len);

            if (p == NULL || abs.failed) {
                nseg_buf_free(&abs);
                nseg_doc_fail(b, NSEG_STATUS_ERROR);
                return;
            }

            doc->base_url = p;
        }

        nseg_buf_free(&abs);
        break;

    case NSEG_TAG_MATH:
        /*
         * MathML that a style hides is the accessible twin of a formula
         * drawn as an image (Wikipedia) or as HTML (MathJax), and that
         * drawing is what the reader view leaves out; the hidden
         * attribute still hides it.  Render passes a hidden wrapper
         * through only when an image sits beside it.
         */
        if (nd->hidden && !nseg_doc_hidden_attr(doc, i)) {
            nd->hidden = 0;
        }
        break;

    case NSEG_TAG_UNKNOWN:
        /* a formula's TeX source or other annotation is not shown */
        if (strcmp(nd->text, "annotation") == 0
            || strcmp(nd->text, "annotation-xml") == 0)
        {
            nd->hidden = 1;
        }
        break;

    case NSEG_TAG_HTML:
        if (doc->lang == NULL) {
            doc->lang = nseg_doc_attr(doc, i, "lang");
            if (doc->lang == NULL) {
                doc->lang = nseg_doc_attr(doc, i, "xml:lang");
            }
        }
        break;

    default:
        break;
    }

    if (!nd->hidden) {
        if (nseg_doc_attr(doc, i, "hidden") != NULL) {
            nd->hidden = 1;

        } else {
            style = nseg_doc_attr(doc, i, "style");
            if (style != NULL && nseg_doc_style_hides(style)) {
                nd->hidden = 1;
            }
        }
    }
}


/* "prop : value" at p (case-insensitive, blanks allowed around ':') */
static int
nseg_doc_style_is(const char *p, const char *prop, const char *value)
{
    size_t  n;

    n = strlen(prop);

    if (strncasecmp(p, prop, n) != 0) {
        return 0;
    }

    for (p += n; *p == ' ' || *p == '\t'; p++) {
        /* void */
    }

    if (*p++ != ':') {
        return 0;
    }

    while (*p == ' ' || *p == '\t') {
        p++;
    }

    return strncasecmp(p, value, strlen(value)) == 0;
}


static int
nseg_doc_style_hides(const char *style)
{
    const char  *p;

    /* the cheap check: the cascade refines this later for candidates */
    for (p = style; *p; p++) {
        if (nseg_doc_style_is(p, "display", "none")
            || nseg_doc_style_is(p, "visibility", "hidden"))
        {
            return 1;
        }
    }

    return 0;
}


static void
nseg_doc_aggregate(nseg_doc_t *doc)
{
    uint32_t      i;
    nseg_node_t  *nd, *p;

    /* reverse pre-order visits every child before its parent */
    for (i = doc->n; i-- > 1; ) {
        nd = &doc->nodes[i];

        if (nd->parent == NSEG_NONE) {
            continue;
        }

        p = &doc->nodes[nd->parent];
        p->chars += nd->chars;
        p->link_chars += nd->link_chars;
    }
}


static int
nseg_doc_index_texts(nseg_doc_t *doc)
{
    uint32_t  i, n;

    n = 0;

    for (i = 0; i < doc->n; i++) {
        if (doc->nodes[i].kind == NSEG_NODE_TEXT && doc->nodes[i].chars) {
            n++;
        }
    }

    doc->texts = nseg_arena_alloc(doc->arena, (n + 1) * sizeof(uint32_t));
    if (doc->texts == NULL) {
        return NSEG_ERROR;
    }

    n = 0;

    for (i = 0; i < doc->n; i++) {
        if (doc->nodes[i].kind == NSEG_NODE_TEXT && doc->nodes[i].chars) {
            doc->nodes[i].text_pos = n;
            doc->texts[n++] = i;
        }
    }

    doc->ntexts = n;

    return NSEG_OK;
}


const char *
nseg_doc_attr(const nseg_doc_t *doc, uint32_t i, const char *name)
{
    uint32_t            k, end;
    const nseg_node_t  *nd;

    nd = &doc->nodes[i];

    if (nd->kind != NSEG_NODE_ELEMENT) {
        return NULL;
    }

    /* the HTML parser lower-cases attribute names */
    for (k = nd->attrs, end = nd->attrs + nd->nattrs; k < end; k++) {
        if (strcmp(doc->attrs[k].name, name) == 0) {
            return doc->attrs[k].value;
        }
    }

    return NULL;
}


static unsigned nseg_doc_attr_match(const nseg_doc_t *doc, uint32_t i,
    const char *const *attrs, const char *const *names, int words);


unsigned
nseg_doc_attr_names(const nseg_doc_t *doc, uint32_t i,
    const char *const *attrs, const char *const *names)
{
    return nseg_doc_attr_match(doc, i, attrs, names, 0);
}


unsigned
nseg_doc_attr_words(const nseg_doc_t *doc, uint32_t i,
    const char *const *attrs, const char *const *names)
{
    return nseg_doc_attr_match(doc, i, attrs, names, 1);
}


unsigned
nseg_doc_class_in(const char *v, const char *const *names)
{
    size_t  n;

    for ( ;; ) {
        v += strspn(v, " \t\n\r\f");
        n = strcspn(v, " \t\n\r\f");

        if (n == 0) {
            return 0;
        }

        if (nseg_word_in(v, n, names)) {
            return 1;
        }

        v += n;
    }
}


/* whether the name found at p (of length n) in value v stands as a word */
static int
nseg_doc_is_word(const char *v, const char *p, size_t n)
{
    return (p == v || !isalnum((unsigned char) p[-1]))
           && !isalnum((unsigned char) p[n]);
}


static unsigned
nseg_doc_attr_match(const nseg_doc_t *doc, uint32_t i,
    const char *const *attrs, const char *const *names, int words)
{
    char         lower[NSEG_DOC_NAME_MAX];
    unsigned     a, k;

    if (doc->nodes[i].kind != NSEG_NODE_ELEMENT || doc->nodes[i].nattrs == 0)
    {
        return 0;
    }

    for (a = 0; attrs[a] != NULL; a++) {
        if (nseg_doc_attr_lower(doc, i, attrs[a], lower) == NULL) {
            continue;
        }

        k = nseg_doc_find_name(lower, names, words);
        if (k) {
            return k;
        }
    }

    return 0;
}


/*
 * Lower-cased once, then each name by strstr: this runs for every
 * element in NCE, where a case-insensitive search per name was the
 * stage's main cost.
 */
const char *
nseg_doc_attr_lower(const nseg_doc_t *doc, uint32_t i, const char *name,
    char *buf)
{
    const char  *v;

    if (doc->nodes[i].kind != NSEG_NODE_ELEMENT) {
        return NULL;
    }

    v = nseg_doc_attr(doc, i, name);
    if (v == NULL) {
        return NULL;
    }

    return nseg_doc_lower(v, buf);
}


const char *
nseg_doc_lower(const char *v, char *buf)
{
    size_t  n;

    for (n = 0; v[n] != '\0' && n < NSEG_DOC_NAME_MAX - 1; n++) {
        buf[n] = (char) tolower((unsigned char) v[n]);
    }

    buf[n] = '\0';

    return buf;
}


size_t
nseg_doc_name_at(const char *lower, const char *const *names, int words)
{
    size_t       n, first;
    unsigned     k;
    const char  *p;

    first = (size_t) -1;

    for (k = 0; names[k] != NULL; k++) {
        n = strlen(names[k]);

        for (p = strstr(lower, names[k]); p != NULL;
             p = strstr(p + 1, names[k]))
        {
            if (!words || nseg_doc_is_word(lower, p, n)) {
                if ((size_t) (p - lower) < first) {
                    first = (size_t) (p - lower);
                }

                break;
            }
        }
    }

    return first;
}


unsigned
nseg_doc_find_name(const char *lower, const char *const *names, int words)
{
    unsigned     k, c;
    uint32_t     letters;
    const char  *p;

    /*
     * The letters in the value: a name whose first letter is not there
     * is not looked for (this runs for every element, over every list).
     */
    letters = 0;

    for (p = lower; *p != '\0'; p++) {
        if (*p >= 'a' && *p <= 'z') {
            letters |= 1u << (*p - 'a');
        }
    }

    for (k = 0; names[k] != NULL; k++) {
        c = (unsigned char) names[k][0];

        if (c >= 'a' && c <= 'z' && !(letters & (1u << (c - 'a')))) {
            continue;
        }

        for (p = strstr(lower, names[k]); p != NULL;
             p = words ? strstr(p + 1, names[k]) : NULL)
        {
            if (!words || nseg_doc_is_word(lower, p, strlen(names[k]))) {
                return k + 1;
            }
        }
    }

    return 0;
}


int
nseg_doc_is_jsonld(const nseg_doc_t *doc, uint32_t i)
{
    const char  *type;

    if (doc->nodes[i].kind != NSEG_NODE_ELEMENT
        || doc->nodes[i].tag != NSEG_TAG_SCRIPT)
    {
        return 0;
    }

    type = nseg_doc_attr(doc, i, "type");

    return type != NULL && nseg_strcasestr(type, "ld+json") != NULL;
}


uint32_t
nseg_doc_block(const nseg_doc_t *doc, uint32_t i)
{
    uint32_t  b;

    for (b = doc->nodes[i].parent;
         b != NSEG_NONE && !nseg_tag_is(doc->nodes[b].tag, NSEG_TAG_BLOCK);
         b = doc->nodes[b].parent)
    {
        /* void */
    }

    return b;
}


nseg_str_t
nseg_doc_text(nseg_doc_t *doc, uint32_t i)
{
    return nseg_doc_text_kept(doc, i, NULL, NULL);
}


int
nseg_doc_in_reading(const nseg_doc_t *doc, uint32_t j, uint32_t top)
{
    uint32_t  e;

    for (e = doc->nodes[j].parent; e != NSEG_NONE && e >= top;
         e = doc->nodes[e].parent)
    {
        if (doc->nodes[e].tag == NSEG_TAG_RT
            || doc->nodes[e].tag == NSEG_TAG_RP)
        {
            return 1;
        }
    }

    return 0;
}


nseg_str_t
nseg_doc_text_kept(nseg_doc_t *doc, uint32_t i, nseg_doc_keep_pt keep,
    void *data)
{
    int            gap;
    char          *out, *p;
    size_t         total;
    uint32_t       j, end, block, prev_block;
    nseg_str_t     s;
    nseg_node_t   *nd;

    s.text = "";
    s.len = 0;

    nd = &doc->nodes[i];

    if (nd->kind == NSEG_NODE_TEXT) {
        end = i + 1;

    } else {
        end = nd->end;
    }

    total = 0;

    for (j = i; j < end; j++) {
        if (doc->nodes[j].kind == NSEG_NODE_TEXT) {
            total += doc->nodes[j].text_len + 1;
        }
    }

    if (total == 0) {
        return s;
    }

    out = nseg_arena_alloc(doc->arena, total + 1);
    if (out == NULL) {
        return s;
    }

    p = out;
    gap = 0;
    prev_block = NSEG_NONE;

    for (j = i; j < end; j++) {
        nd = &doc->nodes[j];

        if (nd->kind != NSEG_NODE_TEXT) {
            /* a line break separates words too: "Story:<br>Go on" */
            gap |= (nd->tag == NSEG_TAG_BR);
            continue;
        }

        /*
         * A ruby reading is not the words' (漢字, not 漢字かんじ), nor
         * is white space inside one a break between them.
         */
        if (nseg_doc_in_reading(doc, j, i)) {
            continue;
        }

        /*
         * White space between inline elements still separates words,
         * and so does a piece left out.
         */
        if (nd->chars == 0) {
            gap |= !nd->hidden && nd->text_len;
            continue;
        }

        if (keep != NULL && !keep(data, j)) {
            gap = 1;
            continue;
        }

        /* texts under different block parents are separate words */
        block = nd->parent;
        while (block != NSEG_NONE
               && !nseg_tag_is(doc->nodes[block].tag, NSEG_TAG_BLOCK))
        {
            block = doc->nodes[block].parent;
        }

        if (p != out && (gap || block != prev_block) && p[-1] != ' ') {
            *p++ = ' ';
        }

        gap = 0;
        prev_block = block;
        p += nseg_utf8_collapse_append(p, p == out || p[-1] == ' ',
                                       nd->text, nd->text_len);
    }

    while (p > out && p[-1] == ' ') {
        p--;
    }

    *p = '\0';

    s.text = out;
    s.len = (size_t) (p - out);

    return s;
}
