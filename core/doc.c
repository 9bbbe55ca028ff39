
/*
 * doc.c - parses UTF-8 HTML with libxml2 and flattens the tree into a
 * pre-order array of elements and text nodes, with subtree text and
 * link-text counts computed in one backward pass.  Every walk here is
 * iterative: libxml2's HTML parser has no nesting limit.
 */


#include <string.h>
#include <strings.h>

#include <libxml/uri.h>

#include "doc.h"
#include "utf8.h"


#define NSEG_HTML_OPTIONS                                                    \
    (HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING          \
     | HTML_PARSE_NONET | HTML_PARSE_COMPACT | HTML_PARSE_IGNORE_ENC)


static nseg_status_e nseg_doc_flatten(nseg_doc_t *doc, size_t max_nodes,
    size_t max_depth);
static int nseg_doc_push(nseg_doc_t *doc, uint32_t *cap);
static int nseg_doc_style_is(const char *p, const char *prop,
    const char *value);
static int nseg_doc_style_hides(const char *style);
static void nseg_doc_collect_text(nseg_doc_t *doc, xmlNode *node,
    nseg_str_t *out);
static void nseg_doc_aggregate(nseg_doc_t *doc);
static int nseg_doc_index_texts(nseg_doc_t *doc);


nseg_status_e
nseg_doc_parse(nseg_doc_t *doc, nseg_arena_t *arena, const char *utf8,
    size_t len, const nseg_options_t *opts)
{
    int                deep;
    size_t             max_nodes, max_depth;
    nseg_status_e      rc;
    htmlParserCtxtPtr  ctxt;

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

    ctxt = htmlNewParserCtxt();
    if (ctxt == NULL) {
        return NSEG_STATUS_ERROR;
    }

    /* one fresh context per document: a reset context keeps its dict */
    doc->xml = htmlCtxtReadMemory(ctxt, utf8, (int) len, opts->base_url,
                                  "UTF-8", NSEG_HTML_OPTIONS);

    /*
     * Without XML_PARSE_HUGE libxml2 stops at nesting depth 256 and
     * keeps a truncated tree: decline instead of extracting half a page.
     */
    deep = ctxt->errNo == XML_ERR_INTERNAL_ERROR;
    htmlFreeParserCtxt(ctxt);

    if (doc->xml == NULL) {
        return NSEG_STATUS_NOT_HTML;
    }

    if (deep) {
        return NSEG_STATUS_TOO_DEEP;
    }

    max_nodes = opts->max_nodes ? opts->max_nodes : NSEG_DEFAULT_MAX_NODES;
    max_depth = opts->max_depth ? opts->max_depth : NSEG_DEFAULT_MAX_DEPTH;

    if (max_depth > UINT16_MAX) {
        max_depth = UINT16_MAX;
    }

    rc = nseg_doc_flatten(doc, max_nodes, max_depth);
    if (rc != NSEG_STATUS_OK) {
        return rc;
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
    if (doc->xml != NULL) {
        xmlFreeDoc(doc->xml);
        doc->xml = NULL;
    }
}


static int
nseg_doc_push(nseg_doc_t *doc, uint32_t *cap)
{
    uint32_t      ncap;
    nseg_node_t  *nodes;

    if (doc->n < *cap) {
        return NSEG_OK;
    }

    ncap = *cap ? *cap * 2 : 1024;

    nodes = nseg_arena_alloc(doc->arena, ncap * sizeof(nseg_node_t));
    if (nodes == NULL) {
        return NSEG_ERROR;
    }

    if (doc->n) {
        memcpy(nodes, doc->nodes, doc->n * sizeof(nseg_node_t));
    }

    /* the old array stays in the arena until the document is freed */
    doc->nodes = nodes;
    *cap = ncap;

    return NSEG_OK;
}


static nseg_status_e
nseg_doc_flatten(nseg_doc_t *doc, size_t max_nodes, size_t max_depth)
{
    int           descend;
    uint32_t      cap, cur, i, last_child_of_parent;
    xmlNode      *node, *root;
    const char   *href, *style;
    nseg_tag_e    tag;
    nseg_node_t  *nd;
    nseg_str_t   *sheets;
    uint32_t      sheets_cap;

    root = xmlDocGetRootElement(doc->xml);
    if (root == NULL) {
        return NSEG_STATUS_EMPTY;
    }

    cap = 0;
    cur = NSEG_NONE;            /* the parent of the node being visited */
    sheets = NULL;
    sheets_cap = 0;
    node = root;

    while (node != NULL) {

        descend = 0;

        if (node->type == XML_ELEMENT_NODE
            || node->type == XML_TEXT_NODE
            || node->type == XML_CDATA_SECTION_NODE)
        {
            if (doc->n >= max_nodes) {
                return NSEG_STATUS_TOO_LARGE;
            }

            if (nseg_doc_push(doc, &cap) != NSEG_OK) {
                return NSEG_STATUS_ERROR;
            }

            i = doc->n++;
            nd = &doc->nodes[i];
            memset(nd, 0, sizeof(nseg_node_t));

            nd->xml = node;
            nd->parent = cur;
            nd->next = NSEG_NONE;
            nd->text_pos = NSEG_NONE;

            if (cur != NSEG_NONE) {
                nseg_node_t  *p = &doc->nodes[cur];

                nd->depth = p->depth + 1;
                nd->hidden = p->hidden;
                nd->in_link = p->in_link;
                nd->in_head = p->in_head;

                if (nd->depth > max_depth) {
                    return NSEG_STATUS_TOO_DEEP;
                }

                /* link the previous sibling: it is the last closed child */
                last_child_of_parent = p->end;
                if (last_child_of_parent != 0
                    && last_child_of_parent != NSEG_NONE)
                {
                    doc->nodes[last_child_of_parent].next = i;
                }
                p->end = i;     /* temporarily: the last child so far */
            }

            node->_private = NULL;

            if (node->type == XML_ELEMENT_NODE) {
                nd->kind = NSEG_NODE_ELEMENT;
                tag = nseg_tag_lookup((const char *) node->name);
                nd->tag = (uint8_t) tag;
                nd->end = NSEG_NONE;

                switch (tag) {

                case NSEG_TAG_HEAD:
                    nd->in_head = 1;
                    break;

                case NSEG_TAG_BODY:
                    if (doc->body == 0) {
                        doc->body = i;
                    }
                    break;

                case NSEG_TAG_A:
                    if (xmlHasProp(node, (const xmlChar *) "href")) {
                        nd->in_link = 1;
                    }
                    break;

                case NSEG_TAG_TITLE:
                    if (doc->title_tag.text == NULL) {
                        nseg_doc_collect_text(doc, node, &doc->title_tag);
                    }
                    break;

                case NSEG_TAG_STYLE:
                    if (sheets_cap == doc->nsheets) {
                        nseg_str_t  *ns;

                        sheets_cap = sheets_cap ? sheets_cap * 2 : 8;
                        ns = nseg_arena_alloc(doc->arena,
                                              sheets_cap * sizeof(nseg_str_t));
                        if (ns == NULL) {
                            return NSEG_STATUS_ERROR;
                        }

                        if (doc->nsheets) {
                            memcpy(ns, sheets,
                                   doc->nsheets * sizeof(nseg_str_t));
                        }

                        sheets = ns;
                        doc->sheets = sheets;
                    }

                    if (node->children != NULL
                        && node->children->content != NULL)
                    {
                        sheets[doc->nsheets].text =
                                    (const char *) node->children->content;
                        sheets[doc->nsheets].len =
                                strlen((const char *) node->children->content);
                        doc->nsheets++;
                    }
                    break;

                case NSEG_TAG_BASE:
                    href = nseg_doc_attr(doc, i, "href");
                    if (href != NULL && doc->base_url == doc->opts->base_url) {
                        xmlChar  *abs;

                        abs = xmlBuildURI((const xmlChar *) href,
                                          (const xmlChar *) doc->opts->base_url);
                        if (abs != NULL) {
                            doc->base_url = nseg_arena_strndup(doc->arena,
                                                (const char *) abs,
                                                strlen((const char *) abs));
                            xmlFree(abs);
                        }
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
                    if (xmlHasProp(node, (const xmlChar *) "hidden")) {
                        nd->hidden = 1;

                    } else {
                        style = nseg_doc_attr(doc, i, "style");
                        if (style != NULL && nseg_doc_style_hides(style)) {
                            nd->hidden = 1;
                        }
                    }
                }

                /*
                 * Scripts, styles, form controls and the like are never
                 * content.  libxml2 2.9.14 nests whatever follows some
                 * void elements (<embed>) inside them: walk those.
                 */
                descend = node->children != NULL
                          && (!nseg_tag_is(tag, NSEG_TAG_DROP)
                              || nseg_tag_is(tag, NSEG_TAG_VOID));

            } else {
                nd->kind = NSEG_NODE_TEXT;
                nd->text = (const char *) node->content;
                nd->text_len = node->content
                               ? (uint32_t) strlen(nd->text) : 0;
                nd->end = i + 1;

                if (!nd->hidden && !nd->in_head) {
                    nd->chars = nseg_utf8_count_nonspace(nd->text,
                                                         nd->text_len);
                    if (nd->in_link) {
                        nd->link_chars = nd->chars;
                    }
                }
            }

            if (descend) {
                cur = i;
                nd->end = 0;    /* no child yet */
                node = node->children;
                continue;
            }

            if (nd->kind == NSEG_NODE_ELEMENT) {
                nd->end = i + 1;
            }
        }

        /* next sibling, or climb up closing finished elements */
        while (node != NULL && node->next == NULL) {
            node = node->parent;

            if (node == NULL || node == (xmlNode *) doc->xml
                || cur == NSEG_NONE)
            {
                node = NULL;
                break;
            }

            doc->nodes[cur].end = doc->n;
            cur = doc->nodes[cur].parent;

            if (node == root) {
                node = NULL;
                break;
            }
        }

        if (node != NULL) {
            node = node->next;
        }
    }

    /* close whatever is still open */
    while (cur != NSEG_NONE) {
        doc->nodes[cur].end = doc->n;
        cur = doc->nodes[cur].parent;
    }

    return NSEG_STATUS_OK;
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
nseg_doc_collect_text(nseg_doc_t *doc, xmlNode *node, nseg_str_t *out)
{
    size_t    len;
    xmlChar  *content;
    char     *p;

    content = xmlNodeGetContent(node);
    if (content == NULL) {
        return;
    }

    len = strlen((const char *) content);

    p = nseg_arena_alloc(doc->arena, len + 1);
    if (p != NULL) {
        out->len = nseg_utf8_collapse(p, (const char *) content, len);
        out->text = p;
    }

    xmlFree(content);
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
    xmlAttr  *a;
    xmlNode  *node;

    node = doc->nodes[i].xml;

    if (node->type != XML_ELEMENT_NODE) {
        return NULL;
    }

    for (a = node->properties; a != NULL; a = a->next) {
        if (strcasecmp((const char *) a->name, name) == 0) {
            if (a->children == NULL) {
                return "";
            }

            /* HTML attribute values are a single text child */
            if (a->children->type == XML_TEXT_NODE
                && a->children->next == NULL)
            {
                return a->children->content
                       ? (const char *) a->children->content : "";
            }

            return NULL;
        }
    }

    return NULL;
}


nseg_str_t
nseg_doc_text(nseg_doc_t *doc, uint32_t i)
{
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
    prev_block = NSEG_NONE;

    for (j = i; j < end; j++) {
        nd = &doc->nodes[j];

        if (nd->kind != NSEG_NODE_TEXT) {
            continue;
        }

        /* white space between inline elements still separates words */
        if (nd->chars == 0) {
            if (!nd->hidden && nd->text_len && p != out && p[-1] != ' ') {
                *p++ = ' ';
            }
            continue;
        }

        /* texts under different block parents are separate words */
        block = nd->parent;
        while (block != NSEG_NONE
               && !nseg_tag_is(doc->nodes[block].tag, NSEG_TAG_BLOCK))
        {
            block = doc->nodes[block].parent;
        }

        if (p != out && block != prev_block && p[-1] != ' ') {
            *p++ = ' ';
        }

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
