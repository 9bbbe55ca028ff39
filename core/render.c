
/*
 * render.c - the safe body renderer: an allow-list sanitiser that walks
 * the flat node array once, without recursion, writing an HTML fragment
 * and plain text side by side.  Empty elements are undone by truncating
 * the HTML buffer back to where their open tag began.
 */


#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "render.h"
#include "sitemem.h"
#include "tags.h"
#include "url.h"
#include "utf8.h"


#define NSEG_RA_UNWRAP           0      /* children render, tags do not */
#define NSEG_RA_EMIT             1
#define NSEG_RA_DROP             2      /* the whole subtree goes */

#define NSEG_RF_BLOCK            0x01   /* its own line(s) */
#define NSEG_RF_PHRASING         0x02   /* p, h*: no blocks inside */
#define NSEG_RF_KEEP_EMPTY       0x04   /* td, th: keep the grid */
#define NSEG_RF_VOID             0x08
#define NSEG_RF_CELL             0x10

/* per-node flags computed in the backward pass */
#define NSEG_NF_KEPT             0x01   /* it or a descendant is kept */
#define NSEG_NF_TABLE            0x02   /* a descendant is a table */
#define NSEG_NF_BLOCKY           0x04   /* a descendant is a big block */
#define NSEG_NF_DATA             0x08   /* a descendant th/thead/caption */
#define NSEG_NF_LONG             0x10   /* a descendant cell is long */
#define NSEG_NF_LAYOUT           0x20   /* this table is for layout */
#define NSEG_NF_WRAPPER          0x40   /* aside/nav/footer around most
                                           of the kept text */
#define NSEG_NF_MATH             0x80   /* a descendant is a shown formula */
#define NSEG_NF_UP               (0x1f | NSEG_NF_MATH)
                                        /* what a node passes upwards */

/* a table cell with more visible characters is a layout cell */
#define NSEG_LONG_CELL           300

#define NSEG_HSEP_NONE           0
#define NSEG_HSEP_SPACE          1
#define NSEG_HSEP_BR             2

/*
 * the longest link name aria-labelledby gives, lookups per view, and
 * nodes of a named element read (its text is no name beyond them)
 */
#define NSEG_RENDER_LABEL_MAX    512
#define NSEG_RENDER_LABEL_SCANS  32
#define NSEG_RENDER_LABEL_NODES  256

#define NSEG_TSEP_NONE           0
#define NSEG_TSEP_SPACE          1
#define NSEG_TSEP_TAB            2
#define NSEG_TSEP_NL             3

#define nseg_render_ws(c)                                                    \
    ((c) == ' ' || (c) == '\t' || (c) == '\n' || (c) == '\r' || (c) == '\f')

#define nseg_render_lower(c)                                                 \
    ((c) >= 'A' && (c) <= 'Z' ? (c) | 0x20 : (c))


typedef struct {
    const char                *name;        /* output element */
    uint8_t                    action;      /* NSEG_RA_* */
    uint8_t                    flags;       /* NSEG_RF_* */
} nseg_render_spec_t;


typedef struct {
    uint32_t                   end;         /* one past the subtree */
    uint8_t                    tag;
    uint8_t                    emitted;
    uint8_t                    block;
    uint8_t                    prev_out;    /* enclosing rendered tag */
    uint8_t                    level;       /* a heading's rendered level */
    uint8_t                    prev_level;  /* the heading level before */
    uint8_t                    titled;      /* a link with a title */
    uint8_t                    in_item;     /* a list put in an item */
    uint8_t                    sole_cell;   /* its row's only cell */
    size_t                     pos;         /* html length before it */
    size_t                     serial;      /* content count before it */
    size_t                     inner;       /* html length after its tag */
    size_t                     named;       /* named content before it */
    size_t                     media;       /* pictures, ... before it */
    size_t                     prose;       /* words of the text before */
} nseg_render_frame_t;


typedef struct {
    nseg_doc_t                *doc;
    const uint8_t             *keep;
    uint8_t                   *flags;
    nseg_buf_t                *html;
    nseg_buf_t                *text;
    nseg_buf_t                 url;         /* scratch */
    size_t                     text_start;
    size_t                     serial;      /* bumps on every content */
    size_t                     named;       /* bumps on content that gives
                                               a link its name: words, a
                                               described image, a formula */
    size_t                     media;       /* bumps on a picture, formula,
                                               table, pre or blockquote */
    size_t                     prose;       /* bumps on a word of the text
                                               (not a caption's) */
    uint32_t                   all_until;   /* inside a SUBTREE node */
    uint32_t                   mute_until;  /* inside a caption */
    size_t                     muted_bytes; /* of caption text left out */
    uint32_t                   reading_until; /* inside rt or rp */
    uint8_t                    muted;       /* text goes to html only */
    uint8_t                    reading;     /* ... as a ruby reading */
    uint8_t                    captions;    /* caption text is text */
    uint32_t                   sp;
    unsigned                   phrasing;    /* open rendered p, h* */
    unsigned                   in_a;
    unsigned                   in_pre;
    uint8_t                    out;         /* innermost rendered tag */
    uint8_t                    hsep;        /* NSEG_HSEP_* pending */
    uint8_t                    tsep;        /* NSEG_TSEP_* pending */
    uint8_t                    cells;       /* cells closed since the
                                               row's last text: the
                                               tabs owed */
    uint8_t                    bol;         /* no text since a break */
    uint8_t                    lead;        /* nothing since a block */
    uint8_t                    spaced;      /* a space was the last out */
    uint8_t                    hmin;        /* smallest kept heading, 1..6 */
    uint8_t                    hlast;       /* last rendered heading level,
                                               1 for the view's h1 */
    uint8_t                    loose;       /* inline content outside any
                                               block since the last tag */
    uint8_t                    loose_break; /* a block ended after it */
    uint8_t                    labelled;    /* the link just opened took
                                               its name from
                                               aria-labelledby */
    unsigned                   label_scans; /* aria-labelledby lookups */
    uint64_t                   img_hash;    /* URL of the last picture */
    size_t                     img_serial;  /* serial after it, or 0 */
    size_t                     img_parent;  /* its parent's frame pos */
    uint32_t                   img_sp;      /* and depth */
    nseg_render_frame_t        stack[NSEG_RENDER_MAX_DEPTH];
} nseg_render_t;


static int nseg_render_prepare(nseg_render_t *r);
static uint8_t nseg_render_level(nseg_render_t *r, nseg_tag_e tag);
static int nseg_render_kept(nseg_render_t *r, uint32_t i);
static int nseg_render_invisible(const unsigned char *p, size_t len);
static void nseg_render_text_word(nseg_render_t *r, const char *s,
    size_t len);
static void nseg_render_walk(nseg_render_t *r);
static void nseg_render_enter(nseg_render_t *r, uint32_t i);
static void nseg_render_exit(nseg_render_t *r);
static int nseg_render_fits(nseg_render_t *r, nseg_tag_e tag);
static int nseg_render_table_ctx(nseg_render_t *r);
static void nseg_render_boundary(nseg_render_t *r);
static void nseg_render_flush(nseg_render_t *r);
static int nseg_render_in_cell(nseg_render_t *r);
static int nseg_render_sole_cell(nseg_doc_t *doc, uint32_t i);
static int nseg_render_ends(nseg_render_t *r, const char *s);
static void nseg_render_trim_breaks(nseg_render_t *r);
static void nseg_render_text(nseg_render_t *r, const char *s, size_t len);
static void nseg_render_pre_text(nseg_render_t *r, const char *s,
    size_t len);
static void nseg_render_math(nseg_render_t *r, uint32_t i);
static int nseg_render_beside_img(nseg_doc_t *doc, uint32_t i);
static void nseg_render_attrs(nseg_render_t *r, uint32_t i, nseg_tag_e tag);
static size_t nseg_render_labelledby(nseg_render_t *r, uint32_t i,
    char *buf, size_t size);
static size_t nseg_render_label_text(nseg_doc_t *doc, uint32_t e,
    char *buf, size_t size);
static void nseg_render_attr(nseg_render_t *r, const char *name,
    const char *value, size_t len);
static void nseg_render_img(nseg_render_t *r, uint32_t i);
static int nseg_render_pixel_sides(const char *w, const char *h);
static int nseg_render_digits(const char *v, size_t max);
static int nseg_render_blank(const char *v);
static int nseg_render_file_name(const char *v);
static int nseg_render_is_placeholder(const char *src);
static int nseg_render_try_url(nseg_doc_t *doc, const char *ref,
    size_t len, int is_image, nseg_buf_t *out);
static int nseg_render_same_file(const char *a, const char *u, size_t len);
static int nseg_render_lazy_ref(const char *v);
static int nseg_render_srcset(nseg_doc_t *doc, const char *set,
    nseg_buf_t *out);


#define E(n, f)  { n, NSEG_RA_EMIT, f }
#define D        { NULL, NSEG_RA_DROP, 0 }

static const nseg_render_spec_t  nseg_render_specs[NSEG_TAG_N] = {
    [NSEG_TAG_A]          = E("a", 0),
    [NSEG_TAG_ABBR]       = E("abbr", 0),
    [NSEG_TAG_AREA]       = D,
    [NSEG_TAG_ASIDE]      = D,
    [NSEG_TAG_AUDIO]      = D,
    [NSEG_TAG_B]          = E("b", 0),
    [NSEG_TAG_BASE]       = D,
    [NSEG_TAG_BLOCKQUOTE] = E("blockquote", NSEG_RF_BLOCK),
    [NSEG_TAG_BR]         = E("br", NSEG_RF_VOID),
    [NSEG_TAG_BUTTON]     = D,
    [NSEG_TAG_CANVAS]     = D,
    [NSEG_TAG_CAPTION]    = E("caption", NSEG_RF_BLOCK),
    [NSEG_TAG_CITE]       = E("cite", 0),
    [NSEG_TAG_CODE]       = E("code", 0),
    [NSEG_TAG_COL]        = D,
    [NSEG_TAG_COLGROUP]   = D,
    [NSEG_TAG_DATALIST]   = D,
    [NSEG_TAG_DD]         = E("dd", NSEG_RF_BLOCK),
    [NSEG_TAG_DEL]        = E("s", 0),
    [NSEG_TAG_DFN]        = E("i", 0),
    [NSEG_TAG_DIALOG]     = D,
    [NSEG_TAG_DL]         = E("dl", NSEG_RF_BLOCK),
    [NSEG_TAG_DT]         = E("dt", NSEG_RF_BLOCK),
    [NSEG_TAG_EM]         = E("em", 0),
    [NSEG_TAG_EMBED]      = D,
    [NSEG_TAG_FIELDSET]   = D,
    [NSEG_TAG_FIGCAPTION] = E("figcaption", NSEG_RF_BLOCK),
    [NSEG_TAG_FIGURE]     = E("figure", NSEG_RF_BLOCK),
    [NSEG_TAG_FOOTER]     = D,
    [NSEG_TAG_FRAME]      = D,
    [NSEG_TAG_H1]         = E("h2", NSEG_RF_BLOCK | NSEG_RF_PHRASING),
    [NSEG_TAG_H2]         = E("h3", NSEG_RF_BLOCK | NSEG_RF_PHRASING),
    [NSEG_TAG_H3]         = E("h4", NSEG_RF_BLOCK | NSEG_RF_PHRASING),
    [NSEG_TAG_H4]         = E("h5", NSEG_RF_BLOCK | NSEG_RF_PHRASING),
    [NSEG_TAG_H5]         = E("h6", NSEG_RF_BLOCK | NSEG_RF_PHRASING),
    [NSEG_TAG_H6]         = E("h6", NSEG_RF_BLOCK | NSEG_RF_PHRASING),
    [NSEG_TAG_HEAD]       = D,
    [NSEG_TAG_HR]         = E("hr", NSEG_RF_VOID | NSEG_RF_BLOCK),
    [NSEG_TAG_I]          = E("i", 0),
    [NSEG_TAG_IFRAME]     = D,
    [NSEG_TAG_IMG]        = E("img", NSEG_RF_VOID),
    [NSEG_TAG_INPUT]      = D,
    [NSEG_TAG_INS]        = E("u", 0),
    [NSEG_TAG_KBD]        = E("code", 0),
    [NSEG_TAG_LABEL]      = D,
    [NSEG_TAG_LEGEND]     = D,
    [NSEG_TAG_LI]         = E("li", NSEG_RF_BLOCK),
    [NSEG_TAG_LINK]       = D,
    [NSEG_TAG_MAP]        = D,
    [NSEG_TAG_MARK]       = E("mark", 0),
    [NSEG_TAG_MATH]       = E("math", 0),
    [NSEG_TAG_META]       = D,
    [NSEG_TAG_METER]      = D,
    [NSEG_TAG_NAV]        = D,
    [NSEG_TAG_NOEMBED]    = D,
    [NSEG_TAG_NOFRAMES]   = D,
    [NSEG_TAG_NOSCRIPT]   = D,
    [NSEG_TAG_OBJECT]     = D,
    [NSEG_TAG_OL]         = E("ol", NSEG_RF_BLOCK),
    [NSEG_TAG_OPTGROUP]   = D,
    [NSEG_TAG_OPTION]     = D,
    [NSEG_TAG_OUTPUT]     = D,
    [NSEG_TAG_P]          = E("p", NSEG_RF_BLOCK | NSEG_RF_PHRASING),
    [NSEG_TAG_PARAM]      = D,
    [NSEG_TAG_PRE]        = E("pre", NSEG_RF_BLOCK),
    [NSEG_TAG_PROGRESS]   = D,
    [NSEG_TAG_RP]         = E("rp", 0),
    [NSEG_TAG_RT]         = E("rt", 0),
    [NSEG_TAG_RUBY]       = E("ruby", 0),
    [NSEG_TAG_Q]          = E("q", 0),
    [NSEG_TAG_S]          = E("s", 0),
    [NSEG_TAG_SAMP]       = E("code", 0),
    [NSEG_TAG_SCRIPT]     = D,
    [NSEG_TAG_SELECT]     = D,
    [NSEG_TAG_SMALL]      = E("small", 0),
    [NSEG_TAG_SOURCE]     = D,
    [NSEG_TAG_STRIKE]     = E("s", 0),
    [NSEG_TAG_STRONG]     = E("strong", 0),
    [NSEG_TAG_STYLE]      = D,
    [NSEG_TAG_SUB]        = E("sub", 0),
    [NSEG_TAG_SUP]        = E("sup", 0),
    [NSEG_TAG_SVG]        = D,
    [NSEG_TAG_TABLE]      = E("table", NSEG_RF_BLOCK),
    [NSEG_TAG_TBODY]      = E("tbody", NSEG_RF_BLOCK),
    [NSEG_TAG_TD]         = E("td", NSEG_RF_CELL | NSEG_RF_KEEP_EMPTY),
    [NSEG_TAG_TEMPLATE]   = D,
    [NSEG_TAG_TEXTAREA]   = D,
    [NSEG_TAG_TFOOT]      = E("tfoot", NSEG_RF_BLOCK),
    [NSEG_TAG_TH]         = E("th", NSEG_RF_CELL | NSEG_RF_KEEP_EMPTY),
    [NSEG_TAG_THEAD]      = E("thead", NSEG_RF_BLOCK),
    [NSEG_TAG_TIME]       = E("time", 0),
    [NSEG_TAG_TITLE]      = D,
    [NSEG_TAG_TR]         = E("tr", NSEG_RF_BLOCK),
    [NSEG_TAG_TRACK]      = D,
    [NSEG_TAG_TT]         = E("code", 0),
    [NSEG_TAG_U]          = E("u", 0),
    [NSEG_TAG_UL]         = E("ul", NSEG_RF_BLOCK),
    [NSEG_TAG_VAR]        = E("i", 0),
    [NSEG_TAG_VIDEO]      = D,
};

#undef E
#undef D


int
nseg_render_body(nseg_doc_t *doc, const uint8_t *keep, unsigned flags,
    nseg_buf_t *html, nseg_buf_t *text)
{
    int             rc;
    char           *p;
    size_t          n, html_start;
    nseg_buf_t      dummy_html, dummy_text;
    nseg_render_t  *r;

    r = malloc(sizeof(nseg_render_t));
    if (r == NULL) {
        return NSEG_ERROR;
    }

    memset(r, 0, offsetof(nseg_render_t, stack));

    nseg_buf_init(&dummy_html, 0);
    nseg_buf_init(&dummy_text, 0);
    nseg_buf_init(&r->url, 256);

    r->doc = doc;
    r->keep = keep;
    r->html = html ? html : &dummy_html;
    r->text = text ? text : &dummy_text;
    r->text_start = r->text->len;
    html_start = r->html->len;
    r->captions = (flags & NSEG_RENDER_CAPTION_TEXT) != 0;

    rc = nseg_render_prepare(r);

    if (rc == NSEG_OK) {
        nseg_render_walk(r);

        if (!r->captions && r->muted_bytes > r->text->len - r->text_start) {
            /* a picture story: its captions are its text */
            r->html->len = html_start;
            r->text->len = r->text_start;
            r->captions = 1;
            nseg_render_walk(r);
        }

        /* trim the text we added */
        p = r->text->data;
        n = r->text->len;

        while (n > r->text_start && nseg_render_ws(p[n - 1])) {
            n--;
        }

        r->text->len = n;

        if (n > r->text_start && nseg_render_ws(p[r->text_start])) {
            size_t  s;

            for (s = r->text_start; s < n && nseg_render_ws(p[s]); s++) {
                /* void */
            }

            memmove(p + r->text_start, p + s, n - s);
            r->text->len = r->text_start + (n - s);
        }

        if (r->html->failed || r->text->failed || r->url.failed) {
            rc = NSEG_ERROR;
        }
    }

    if (r->text->data != NULL && !r->text->failed) {
        r->text->data[r->text->len] = '\0';
    }

    if (r->html->data != NULL && !r->html->failed) {
        r->html->data[r->html->len] = '\0';
    }

    nseg_buf_free(&dummy_html);
    nseg_buf_free(&dummy_text);
    nseg_buf_free(&r->url);
    free(r);

    return rc;
}


static int
nseg_render_kept(nseg_render_t *r, uint32_t i)
{
    nseg_node_t  *nd;

    nd = &r->doc->nodes[i];

    if (nd->hidden || nd->in_head) {
        return 0;
    }

    return r->keep == NULL || r->keep[i] != 0 || i < r->all_until;
}


/*
 * Headings are renumbered so that the body's highest kept heading
 * becomes h2, under the view's h1, and none is more than one level
 * below the heading before it: a page that goes from h2 to h5 (a
 * template's styled heading, or a section it left out) would make a
 * screen reader's outline skip levels, which reads as missing
 * sections (axe's heading-order).
 */
static uint8_t
nseg_render_level(nseg_render_t *r, nseg_tag_e tag)
{
    int  level;

    level = (int) (tag - NSEG_TAG_H1) + 1 - r->hmin + 2;

    if (level < 2) {
        level = 2;
    }

    if (level > r->hlast + 1) {
        level = r->hlast + 1;
    }

    return (uint8_t) (level > 6 ? 6 : level);
}


/*
 * One backward pass (children come after their parent in pre-order):
 * which subtrees hold kept nodes, and which tables are layout tables.
 */
static int
nseg_render_prepare(nseg_render_t *r)
{
    uint8_t        self;
    uint8_t       *flags;
    uint32_t       i, *kept;
    uint64_t       total;
    const char    *role;
    nseg_doc_t    *doc;
    nseg_node_t   *nd;

    doc = r->doc;

    if (doc->n == 0) {
        r->flags = NULL;
        return NSEG_OK;
    }

    flags = nseg_arena_calloc(doc->arena, doc->n);
    if (flags == NULL) {
        return NSEG_ERROR;
    }

    r->flags = flags;

    kept = nseg_arena_calloc(doc->arena, doc->n * sizeof(uint32_t));
    if (kept == NULL) {
        return NSEG_ERROR;
    }

    total = 0;

    /*
     * Headings are renumbered so that the body's highest kept heading
     * becomes h2, under the view's h1, keeping their relative order
     * (an article whose sections are h3 gets h2 sections, not h4).
     */
    r->hmin = 6;

    for (i = 0; i < doc->n; i++) {
        nd = &doc->nodes[i];

        if (nd->kind == NSEG_NODE_ELEMENT
            && nseg_tag_is(nd->tag, NSEG_TAG_HEADING)
            && nd->tag - NSEG_TAG_H1 + 1 < r->hmin)
        {
            uint32_t  j;

            for (j = i; j < nd->end; j++) {
                if (r->keep == NULL || r->keep[j]) {
                    r->hmin = (uint8_t) (nd->tag - NSEG_TAG_H1 + 1);
                    break;
                }
            }
        }
    }

    for (i = doc->n; i-- > 0; ) {
        nd = &doc->nodes[i];
        self = 0;

        if (!nd->hidden && !nd->in_head
            && (r->keep == NULL || r->keep[i] != 0))
        {
            self |= NSEG_NF_KEPT;
        }

        if (nd->kind == NSEG_NODE_ELEMENT) {

            switch (nd->tag) {

            case NSEG_TAG_TABLE:
                role = nseg_doc_attr(doc, i, "role");

                if ((flags[i] & NSEG_NF_TABLE)
                    || (role != NULL && (strcasecmp(role, "presentation") == 0
                                         || strcasecmp(role, "none") == 0))
                    || (!(flags[i] & NSEG_NF_DATA)
                        && (flags[i] & (NSEG_NF_BLOCKY | NSEG_NF_LONG))))
                {
                    flags[i] |= NSEG_NF_LAYOUT;
                }

                self |= NSEG_NF_TABLE;
                break;

            case NSEG_TAG_TH:
                self |= NSEG_NF_DATA;
                /* fall through */

            case NSEG_TAG_TD:
                if (nd->chars > NSEG_LONG_CELL) {
                    self |= NSEG_NF_LONG;
                }
                break;

            case NSEG_TAG_THEAD:
            case NSEG_TAG_CAPTION:
                self |= NSEG_NF_DATA;
                break;

            case NSEG_TAG_MATH:
                if (!nd->hidden && (flags[i] & NSEG_NF_KEPT)) {
                    self |= NSEG_NF_MATH;
                }
                break;

            case NSEG_TAG_P:
            case NSEG_TAG_DIV:
            case NSEG_TAG_H1:
            case NSEG_TAG_H2:
            case NSEG_TAG_H3:
            case NSEG_TAG_H4:
            case NSEG_TAG_H5:
            case NSEG_TAG_H6:
            case NSEG_TAG_UL:
            case NSEG_TAG_OL:
            case NSEG_TAG_DL:
            case NSEG_TAG_BLOCKQUOTE:
            case NSEG_TAG_PRE:
            case NSEG_TAG_FIGURE:
            case NSEG_TAG_SECTION:
            case NSEG_TAG_ARTICLE:
            case NSEG_TAG_MAIN:
            case NSEG_TAG_HEADER:
            case NSEG_TAG_FOOTER:
            case NSEG_TAG_NAV:
            case NSEG_TAG_ASIDE:
            case NSEG_TAG_FORM:
            case NSEG_TAG_CENTER:
                self |= NSEG_NF_BLOCKY;
                break;

            default:
                break;
            }
        }

        flags[i] |= self & NSEG_NF_KEPT;

        if (nd->kind == NSEG_NODE_TEXT && (self & NSEG_NF_KEPT)) {
            kept[i] = nd->chars;
            total += nd->chars;
        }

        if (nd->parent != NSEG_NONE) {
            flags[nd->parent] |= (flags[i] & NSEG_NF_UP) | self;
            kept[nd->parent] += kept[i];
        }
    }

    /*
     * aside, nav and footer are sidebars, menus and share boxes, but
     * unclosed tags (and some themes) put the whole article inside one;
     * one that holds most of the selected text is a wrapper, unwrapped.
     */
    for (i = 0; i < doc->n; i++) {
        nd = &doc->nodes[i];

        if (nd->kind == NSEG_NODE_ELEMENT
            && (nd->tag == NSEG_TAG_ASIDE || nd->tag == NSEG_TAG_NAV
                || nd->tag == NSEG_TAG_FOOTER)
            && (uint64_t) kept[i] * 2 > total)
        {
            flags[i] |= NSEG_NF_WRAPPER;
        }

        /* an accordion's button is the heading's text */
        if (nd->kind == NSEG_NODE_ELEMENT && nd->tag == NSEG_TAG_BUTTON
            && nseg_doc_accordion_button(doc, i))
        {
            flags[i] |= NSEG_NF_WRAPPER;
        }
    }

    return NSEG_OK;
}


/*
 * Captions and photo credits stay in the HTML, under their pictures,
 * but are not the article's text: the plain text is what crawlers and
 * indexers read, and three of the four corpora's text golds leave them
 * out (README, "What the body may contain").  A caption is a
 * <figcaption>, or a small element (600 visible characters or fewer,
 * not a heading or a page container) whose class or id names a caption
 * or a credit ("wp-caption-text", "photoCredit", "image-credit").
 */
static const char  *const nseg_caption_names[] = {
    "caption", "credit", "legend", "bildunter", NULL
};

/*
 * Later: the words of other languages' content management systems,
 * "legend" (French "légende", "rightImageHighslide > div.legend") and
 * German "Bildunterschrift" / "Bilduntertitel", and an image's
 * description or metadata named as such in one value ("img_description",
 * "img-metadata__title", "wp-block-image-desc"): an image word with a
 * word of description, and no "text": "image-with-text" blocks and
 * munich2022.com's "ImageText_Description" are prose beside a picture.
 */
static const char  *const nseg_caption_image[] = {
    "img", "image", "photo", "foto", "bild", NULL
};

static const char  *const nseg_caption_desc[] = {
    "desc", "meta", NULL
};

#define NSEG_CAPTION_MAX_CHARS   600


/*
 * A short line that opens with the copyright sign is a picture's credit
 * ("© Markus Leitner", "© Getty Images", "© Red Bull Content Pool"),
 * whatever its classes call it, or the site's own notice: neither is the
 * article's text.  "Copyright © 2007 Free Software Foundation" opening a
 * licence is, and so is "(c)", which also numbers a list's points.
 */
#define NSEG_CREDIT_MAX_CHARS    80

static int
nseg_render_credit_line(nseg_doc_t *doc, uint32_t i)
{
    uint32_t     j, b;
    nseg_str_t   s;

    if (doc->nodes[i].chars == 0
        || doc->nodes[i].chars > NSEG_CREDIT_MAX_CHARS)
    {
        return 0;
    }

    for (j = i + 1; j < doc->nodes[i].end; j++) {
        if (doc->nodes[j].kind == NSEG_NODE_TEXT && doc->nodes[j].chars > 0) {
            break;
        }
    }

    if (j == doc->nodes[i].end) {
        return 0;
    }

    s.text = doc->nodes[j].text;
    s.len = doc->nodes[j].text_len;

    while (s.len && (s.text[0] == ' ' || s.text[0] == '\n'
                     || s.text[0] == '\t' || s.text[0] == '\r'))
    {
        s.text++;
        s.len--;
    }

    /* the whole line: "<span>© 2fly4</span> - Alle Angaben ..." is not */
    b = nseg_doc_block(doc, j);

    return s.len >= 2 && (unsigned char) s.text[0] == 0xc2
           && (unsigned char) s.text[1] == 0xa9
           && b != NSEG_NONE && doc->nodes[b].chars == doc->nodes[i].chars;
}


static int
nseg_render_is_caption(nseg_doc_t *doc, uint32_t i)
{
    char                 lower[NSEG_DOC_NAME_MAX], token[NSEG_DOC_NAME_MAX];
    size_t               n;
    unsigned             a;
    const char          *v;
    static const char   *attrs[] = { "class", "id", NULL };

    if (doc->nodes[i].tag == NSEG_TAG_FIGCAPTION) {
        return 1;
    }

    switch (doc->nodes[i].tag) {
    case NSEG_TAG_HTML:
    case NSEG_TAG_BODY:
    case NSEG_TAG_MAIN:
    case NSEG_TAG_ARTICLE:
    case NSEG_TAG_H1:
    case NSEG_TAG_H2:
    case NSEG_TAG_H3:
    case NSEG_TAG_H4:
    case NSEG_TAG_H5:
    case NSEG_TAG_H6:
        return 0;
    default:
        break;
    }

    if (doc->nodes[i].chars > NSEG_CAPTION_MAX_CHARS) {
        return 0;
    }

    if (nseg_doc_attr_names(doc, i, attrs, nseg_caption_names) != 0
        || nseg_render_credit_line(doc, i))
    {
        return 1;
    }

    /*
     * Both words in one class name: "fc-item--has-image
     * fc-item--has-metadata" are two modifiers of a teaser, not an
     * image's description.
     */
    for (a = 0; attrs[a] != NULL; a++) {
        v = nseg_doc_attr_lower(doc, i, attrs[a], lower);

        while (v != NULL && *v != '\0') {
            n = strcspn(v, " \t\n\r\f");

            if (n != 0 && n < sizeof(token)) {
                memcpy(token, v, n);
                token[n] = '\0';

                if (nseg_doc_find_name(token, nseg_caption_image, 0)
                    && nseg_doc_find_name(token, nseg_caption_desc, 0)
                    && strstr(token, "text") == NULL)
                {
                    return 1;
                }
            }

            v += n;
            v += strspn(v, " \t\n\r\f");
        }
    }

    return 0;
}


static void
nseg_render_walk(nseg_render_t *r)
{
    uint32_t       i, n;
    nseg_doc_t    *doc;
    nseg_node_t   *nd;

    doc = r->doc;
    n = doc->n;
    i = 0;

    /* a walk starts afresh: the body is walked again for a picture story */
    r->all_until = 0;
    r->mute_until = 0;
    r->reading_until = 0;
    r->muted = 0;
    r->reading = 0;
    r->out = 0;
    r->hsep = NSEG_HSEP_NONE;
    r->tsep = NSEG_TSEP_NONE;
    r->cells = 0;
    r->bol = 1;
    r->lead = 1;
    r->spaced = 0;
    r->loose = 0;
    r->loose_break = 0;
    r->hlast = 1;
    r->label_scans = 0;
    r->img_serial = 0;

    while (i < n) {

        while (r->sp > 0 && i >= r->stack[r->sp - 1].end) {
            nseg_render_exit(r);
        }

        nd = &doc->nodes[i];

        if (nd->kind == NSEG_NODE_TEXT) {
            r->reading = (i < r->reading_until);
            r->muted = (i < r->mute_until) || r->reading;
            if (nd->text_len && nseg_render_kept(r, i)) {
                if (r->in_pre) {
                    nseg_render_pre_text(r, nd->text, nd->text_len);

                } else {
                    nseg_render_text(r, nd->text, nd->text_len);
                }
            }

            i++;
            continue;
        }

        /*
         * A style hides Wikipedia's MathML beside its image of the
         * formula: the wrapper is passed through, not entered, for the
         * formula inside (doc.c shows it).  Only beside an image: a
         * hidden spoiler or a hidden article keeps its formulas hidden.
         */
        if (nd->kind == NSEG_NODE_ELEMENT && nd->hidden && !nd->in_head
            && (r->flags[i] & NSEG_NF_MATH) && nseg_render_beside_img(doc, i))
        {
            i++;
            continue;
        }

        /*
         * libxml2's HTML 4 parser nests what follows some void elements
         * (source, embed) inside them: such children are the page's.
         */
        if (nd->kind != NSEG_NODE_ELEMENT
            || nd->hidden || nd->in_head
            || (nseg_render_specs[nd->tag].action == NSEG_RA_DROP
                && !(nseg_tag_is(nd->tag, NSEG_TAG_VOID) && nd->end > i + 1)
                && !(r->flags[i] & NSEG_NF_WRAPPER))
            || (!(r->flags[i] & NSEG_NF_KEPT) && i >= r->all_until))
        {
            /* the whole subtree is skipped at once */
            i = nd->end > i ? nd->end : i + 1;
            continue;
        }

        if (r->keep != NULL && (r->keep[i] & NSEG_RENDER_SUBTREE)
            && nd->end > r->all_until)
        {
            r->all_until = nd->end;
        }

        if (!r->captions && i >= r->mute_until
            && nseg_render_is_caption(r->doc, i))
        {
            r->mute_until = nd->end;
        }

        /*
         * Ruby readings ("子<rt>こ</rt>ども") stay in the HTML, where a
         * browser sets them above their base; the text is the base
         * alone ("子ども"), which is what is searched for and read out.
         */
        if ((nd->tag == NSEG_TAG_RT || nd->tag == NSEG_TAG_RP)
            && nd->end > r->reading_until)
        {
            r->reading_until = nd->end;
        }

        if (nd->tag == NSEG_TAG_MATH) {
            nseg_render_math(r, i);
            i = nd->end;
            continue;
        }

        nseg_render_enter(r, i);
        i++;
    }

    while (r->sp > 0) {
        nseg_render_exit(r);
    }
}


static int
nseg_render_table_ctx(nseg_render_t *r)
{
    switch (r->out) {
    case NSEG_TAG_TABLE:
    case NSEG_TAG_THEAD:
    case NSEG_TAG_TBODY:
    case NSEG_TAG_TFOOT:
    case NSEG_TAG_TR:
        return 1;
    default:
        return 0;
    }
}


/* whether tag may be rendered where the output currently is */
static int
nseg_render_fits(nseg_render_t *r, nseg_tag_e tag)
{
    switch (tag) {

    case NSEG_TAG_LI:
        return r->out == NSEG_TAG_UL || r->out == NSEG_TAG_OL;

    case NSEG_TAG_DT:
    case NSEG_TAG_DD:
        return r->out == NSEG_TAG_DL;

    case NSEG_TAG_CAPTION:
    case NSEG_TAG_THEAD:
    case NSEG_TAG_TBODY:
    case NSEG_TAG_TFOOT:
        return r->out == NSEG_TAG_TABLE;

    case NSEG_TAG_TR:
        return r->out == NSEG_TAG_TABLE || r->out == NSEG_TAG_THEAD
               || r->out == NSEG_TAG_TBODY || r->out == NSEG_TAG_TFOOT;

    case NSEG_TAG_TD:
    case NSEG_TAG_TH:
        return r->out == NSEG_TAG_TR;

    case NSEG_TAG_FIGCAPTION:
        return r->out == NSEG_TAG_FIGURE;

    default:
        break;
    }

    if (nseg_render_table_ctx(r)) {
        /* a browser would move it out of the table */
        return 0;
    }

    if ((nseg_render_specs[tag].flags & NSEG_RF_BLOCK) && r->phrasing) {
        /* a block would close the open p or heading */
        return 0;
    }

    if (tag == NSEG_TAG_A && r->in_a) {
        return 0;
    }

    return 1;
}


static void
nseg_render_enter(nseg_render_t *r, uint32_t i)
{
    int                        emit, block;
    nseg_tag_e                 tag;
    nseg_node_t               *nd;
    nseg_render_frame_t       *f;
    const nseg_render_spec_t  *spec;

    nd = &r->doc->nodes[i];
    tag = (nseg_tag_e) nd->tag;
    spec = &nseg_render_specs[tag];

    if (spec->flags & NSEG_RF_VOID) {

        if (!nseg_render_kept(r, i) || nseg_render_table_ctx(r)) {
            return;
        }

        switch (tag) {

        case NSEG_TAG_IMG:
            nseg_render_img(r, i);
            break;

        case NSEG_TAG_BR:
            /*
             * Two breaks are a blank line; more are a layout's spacing,
             * a screen reader's run of "blank" and nothing on screen
             */
            if (!r->lead
                && (r->in_pre || !nseg_render_ends(r, "<br><br>")))
            {
                nseg_buf_puts(r->html, "<br>");
            }

            r->hsep = NSEG_HSEP_NONE;
            r->bol = 1;

            /* a cell's lines stay in its row's line of the text */
            if (!nseg_render_in_cell(r)) {
                r->tsep = NSEG_TSEP_NL;

            } else if (r->tsep == NSEG_TSEP_NONE) {
                r->tsep = NSEG_TSEP_SPACE;
            }

            break;

        case NSEG_TAG_HR:
            if (!r->phrasing) {
                nseg_render_boundary(r);
                nseg_buf_puts(r->html, r->in_pre ? "<hr>" : "<hr>\n");
                nseg_render_boundary(r);
            }
            break;

        default:
            break;
        }

        return;
    }

    emit = spec->action == NSEG_RA_EMIT && nseg_render_fits(r, tag);

    if (emit && tag == NSEG_TAG_TABLE && (r->flags[i] & NSEG_NF_LAYOUT)) {
        emit = 0;
    }

    if (emit && tag == NSEG_TAG_A) {
        const char  *href;

        r->url.len = 0;
        href = nseg_doc_attr(r->doc, i, "href");

        if (href == NULL
            || nseg_render_try_url(r->doc, href, strlen(href), 0, &r->url)
               != NSEG_OK)
        {
            emit = 0;
        }
    }

    if (emit) {
        block = (spec->flags & NSEG_RF_BLOCK) != 0;

    } else {
        block = nseg_tag_is(tag, NSEG_TAG_BLOCK);
    }

    if (block) {
        nseg_render_boundary(r);

    } else if (emit && (spec->flags & NSEG_RF_CELL)) {
        r->hsep = NSEG_HSEP_NONE;
        r->bol = 1;
        r->lead = 1;

    } else if (emit && r->phrasing == 0 && r->loose_break) {
        nseg_buf_puts(r->html, "<br>");
        r->loose_break = 0;
        r->hsep = NSEG_HSEP_NONE;

    } else if (emit && r->hsep != NSEG_HSEP_NONE) {
        /* the space goes before the tag, so an empty tag can go */
        nseg_buf_puts(r->html, r->hsep == NSEG_HSEP_BR ? "<br>" : " ");
        r->spaced = (r->hsep == NSEG_HSEP_SPACE);
        r->hsep = NSEG_HSEP_NONE;
    }

    if (r->sp == NSEG_RENDER_MAX_DEPTH) {
        /* too deep: the tags go, the text stays */
        return;
    }

    f = &r->stack[r->sp++];
    f->end = nd->end;
    f->tag = (uint8_t) tag;
    f->emitted = (uint8_t) emit;
    f->block = (uint8_t) block;
    f->prev_out = r->out;
    f->in_item = 0;
    f->sole_cell = (tag == NSEG_TAG_TD || tag == NSEG_TAG_TH)
                   && nseg_render_sole_cell(r->doc, i);

    if (emit && (tag == NSEG_TAG_UL || tag == NSEG_TAG_OL)
        && (r->out == NSEG_TAG_UL || r->out == NSEG_TAG_OL))
    {
        /*
         * A list right inside a list (<ol><li>a</li><ol>...) is how
         * many pages write a sub-list; a list may hold only items, and
         * a screen reader announces the sub-list as an item of its own
         * or not as a list.  It goes into the item before it, reopened,
         * or, with none before it, into an item of its own.
         */
        if (nseg_render_ends(r, "</li>\n")) {
            r->html->len -= sizeof("</li>\n") - 1;
            f->in_item = 1;

        } else {
            f->in_item = 2;
        }
    }

    f->pos = r->html->len;

    if (f->in_item == 2) {
        nseg_buf_puts(r->html, "<li>");
    }

    f->serial = r->serial;
    f->level = 0;
    f->prev_level = r->hlast;
    f->named = r->named;
    f->media = r->media;
    f->prose = r->prose;
    f->titled = 0;

    if (!emit) {
        return;
    }

    nseg_buf_putc(r->html, '<');

    if (nseg_tag_is(tag, NSEG_TAG_HEADING)) {
        f->level = nseg_render_level(r, tag);
        r->hlast = f->level;
        nseg_buf_putc(r->html, 'h');
        nseg_buf_putc(r->html, (char) ('0' + f->level));

    } else {
        nseg_buf_puts(r->html, spec->name);
    }

    if (tag == NSEG_TAG_A) {
        nseg_render_attr(r, "href", r->url.data, r->url.len);
    }

    nseg_render_attrs(r, i, tag);
    nseg_buf_putc(r->html, '>');

    f->inner = r->html->len;

    if (tag == NSEG_TAG_TABLE || tag == NSEG_TAG_PRE
        || tag == NSEG_TAG_BLOCKQUOTE)
    {
        r->media++;
    }

    if (tag == NSEG_TAG_A) {
        const char  *title;

        /*
         * a link's title or aria-label names it too (axe's link-name
         * takes them; render_attrs keeps the aria-label of a link)
         */
        title = nseg_doc_attr(r->doc, i, "title");

        f->titled = (title != NULL && !nseg_render_blank(title));

        title = nseg_doc_attr(r->doc, i, "aria-label");

        if ((title != NULL && !nseg_render_blank(title)) || r->labelled) {
            f->titled = 1;
        }
    }

    r->out = (uint8_t) tag;

    if (block) {
        r->loose = 0;
        r->loose_break = 0;
    }

    if (spec->flags & NSEG_RF_PHRASING) {
        r->phrasing++;
    }

    if (tag == NSEG_TAG_A) {
        r->in_a++;

    } else if (tag == NSEG_TAG_PRE) {
        r->in_pre++;
    }
}


static void
nseg_render_exit(nseg_render_t *r)
{
    nseg_render_frame_t       *f;
    const nseg_render_spec_t  *spec;

    f = &r->stack[--r->sp];
    spec = &nseg_render_specs[f->tag];

    if (f->emitted) {
        r->out = f->prev_out;

        if (f->block) {
            nseg_render_trim_breaks(r);
        }

        if (spec->flags & NSEG_RF_PHRASING) {
            r->phrasing--;
        }

        if (f->tag == NSEG_TAG_A) {
            r->in_a--;

        } else if (f->tag == NSEG_TAG_PRE) {
            r->in_pre--;
        }

        if (r->serial == f->serial && !(spec->flags & NSEG_RF_KEEP_EMPTY)) {
            /* nothing inside: undo the element */
            r->html->len = f->pos;
            r->hlast = f->prev_level;

            if (f->in_item == 1) {
                nseg_buf_puts(r->html, "</li>\n");
            }

        } else if (f->tag == NSEG_TAG_FIGURE && r->media == f->media
                   && r->prose == f->prose)
        {
            /*
             * A figure whose picture did not come through (a video
             * player, an embed) holds only its caption: a caption of
             * nothing ("Media playback is unsupported on your device"),
             * which the text already leaves out
             */
            r->html->len = f->pos;
            r->hlast = f->prev_level;

        } else if (f->tag == NSEG_TAG_A && r->named == f->named
                   && !f->titled)
        {
            /*
             * A link around pictures nobody described (a photo linking
             * to its full size, a badge) has no name: a screen reader
             * says only "link" and its address.  The pictures stay,
             * without the link.
             */
            memmove(r->html->data + f->pos, r->html->data + f->inner,
                    r->html->len - f->inner);
            r->html->len -= f->inner - f->pos;

        } else {
            nseg_buf_puts(r->html, "</");

            if (f->level) {
                nseg_buf_putc(r->html, 'h');
                nseg_buf_putc(r->html, (char) ('0' + f->level));

            } else {
                nseg_buf_puts(r->html, spec->name);
            }

            nseg_buf_putc(r->html, '>');

            if (f->block && !r->in_pre) {
                nseg_buf_putc(r->html, '\n');
            }

            if (f->in_item) {
                nseg_buf_puts(r->html, "</li>\n");
            }

            if (f->block) {
                r->loose = 0;
                r->loose_break = 0;
            }
        }

        if (spec->flags & NSEG_RF_CELL) {
            if (r->tsep < NSEG_TSEP_TAB) {
                r->tsep = NSEG_TSEP_TAB;
            }

            /* an empty cell still has its column in the text */
            if (r->cells < UINT8_MAX) {
                r->cells++;
            }

            r->hsep = NSEG_HSEP_NONE;
            r->bol = 1;
            r->lead = 1;
        }
    }

    if (f->block) {
        nseg_render_boundary(r);
    }
}


static void
nseg_render_boundary(nseg_render_t *r)
{
    if (r->phrasing) {
        /* a block unwrapped inside a p still breaks the line */
        if (!r->bol) {
            r->hsep = NSEG_HSEP_BR;
        }

    } else {
        nseg_render_trim_breaks(r);
        r->hsep = NSEG_HSEP_NONE;
        r->lead = 1;

        /*
         * Text of unwrapped blocks (div, section, span soup) sits
         * outside any rendered block: the next such run starts on a
         * new line, or the two runs would read as one.
         */
        if (r->loose) {
            r->loose_break = 1;
        }
    }

    r->bol = 1;
    r->spaced = 0;

    /*
     * A block in a cell (its paragraphs, a list) keeps the row on one
     * line of the text, "Roads and bridges\t4.1 million", as the cell's
     * own text does: a space between its blocks, and the tabs of the
     * row's empty cells still owed
     */
    if (nseg_render_in_cell(r)) {
        if (r->tsep == NSEG_TSEP_NONE) {
            r->tsep = NSEG_TSEP_SPACE;
        }

        return;
    }

    r->tsep = NSEG_TSEP_NL;

    /* a new row, or a block anywhere else: a line of its own */
    r->cells = 0;
}


/*
 * Whether the innermost rendered table element open is a cell with
 * columns beside it: the paragraphs of a row's only cell (a press
 * release set in a table under a <th>) stay lines of their own, as
 * there are no columns to keep on its line
 */
static int
nseg_render_in_cell(nseg_render_t *r)
{
    uint32_t  k;

    for (k = r->sp; k-- > 0; /* void */) {
        if (!r->stack[k].emitted) {
            continue;
        }

        switch (r->stack[k].tag) {
        case NSEG_TAG_TD:
        case NSEG_TAG_TH:
            return !r->stack[k].sole_cell;

        case NSEG_TAG_TR:
        case NSEG_TAG_TABLE:
        case NSEG_TAG_THEAD:
        case NSEG_TAG_TBODY:
        case NSEG_TAG_TFOOT:
        case NSEG_TAG_CAPTION:
            return 0;

        default:
            break;
        }
    }

    return 0;
}


/* whether cell i is the only td or th of its row */
static int
nseg_render_sole_cell(nseg_doc_t *doc, uint32_t i)
{
    uint32_t      j, row;
    nseg_node_t  *nd;

    row = doc->nodes[i].parent;

    if (row == NSEG_NONE || doc->nodes[row].tag != NSEG_TAG_TR) {
        return 0;
    }

    for (j = row + 1; j < doc->nodes[row].end; /* void */ ) {
        nd = &doc->nodes[j];

        if (nd->kind != NSEG_NODE_ELEMENT) {
            j++;
            continue;
        }

        if (j != i && (nd->tag == NSEG_TAG_TD || nd->tag == NSEG_TAG_TH)) {
            return 0;
        }

        j = nd->end > j ? nd->end : j + 1;
    }

    return 1;
}


static int
nseg_render_ends(nseg_render_t *r, const char *s)
{
    size_t  n;

    n = strlen(s);

    return r->html->len >= n
           && memcmp(r->html->data + r->html->len - n, s, n) == 0;
}


/*
 * Breaks right before a block starts or ends ("text<br><br><h2>",
 * "<p>text<br></p>", a br-soup page's paragraph breaks before its
 * next heading) make no line the block does not make: they only add
 * space, and "blank" for a screen reader.  An open tag never ends in
 * "<br>" (attribute values are escaped), so only breaks go.
 */
static void
nseg_render_trim_breaks(nseg_render_t *r)
{
    if (r->in_pre) {
        return;
    }

    while (nseg_render_ends(r, "<br>")) {
        r->html->len -= sizeof("<br>") - 1;
    }
}


/* writes the separators pending before a piece of content */
static void
nseg_render_flush(nseg_render_t *r)
{
    if (r->phrasing == 0) {
        if (r->loose_break) {
            nseg_buf_puts(r->html, "<br>");
            r->loose_break = 0;
        }

        r->loose = 1;
    }

    switch (r->hsep) {
    case NSEG_HSEP_SPACE:
        nseg_buf_putc(r->html, ' ');
        break;
    case NSEG_HSEP_BR:
        nseg_buf_puts(r->html, "<br>");
        break;
    default:
        break;
    }

    if (!r->muted && r->text->len > r->text_start) {
        switch (r->tsep) {
        case NSEG_TSEP_SPACE:
            nseg_buf_putc(r->text, ' ');
            break;
        case NSEG_TSEP_TAB:
            nseg_buf_putc(r->text, '\t');
            break;
        case NSEG_TSEP_NL:
            nseg_buf_putc(r->text, '\n');
            break;
        default:
            break;
        }

        /*
         * A row's empty cells before this text: "\t2001\t2013" under an
         * empty corner cell, "3\t\t5" around an empty one
         */
        for ( /* void */ ; r->cells > (r->tsep == NSEG_TSEP_TAB); r->cells--)
        {
            nseg_buf_putc(r->text, '\t');
        }
    }

    if (!r->muted) {
        r->cells = 0;
    }

    r->hsep = NSEG_HSEP_NONE;
    r->bol = 0;

    if (!r->muted) {
        /* a caption's text is not in the text: its separator waits */
        r->tsep = NSEG_TSEP_NONE;
    }

    r->lead = 0;
    r->spaced = 0;
}


/*
 * A word of zero-width characters, soft hyphens and no-break spaces only
 * (U+200B, U+2060, U+FEFF, U+00AD, U+00A0): an editor's leftover or a
 * spacer paragraph (<p>&nbsp;</p>), which would be a line of nothing in
 * the text and an empty paragraph that a screen reader reads as "blank".
 */
static int
nseg_render_invisible(const unsigned char *p, size_t len)
{
    size_t  i;

    i = 0;

    while (i < len) {
        if (i + 2 <= len && p[i] == 0xc2
            && (p[i + 1] == 0xad || p[i + 1] == 0xa0))
        {
            i += 2;

        } else if (i + 3 <= len
                   && ((p[i] == 0xe2 && p[i + 1] == 0x80 && p[i + 2] == 0x8b)
                       || (p[i] == 0xe2 && p[i + 1] == 0x81
                           && p[i + 2] == 0xa0)
                       || (p[i] == 0xef && p[i + 1] == 0xbb
                           && p[i + 2] == 0xbf)))
        {
            i += 3;

        } else {
            return 0;
        }
    }

    return 1;
}


/*
 * A word into the text, without its soft hyphens: hints for the
 * browser's hyphenation ("Deutsch&shy;land" is searched for as
 * "Deutschland"); the HTML keeps them.  A muted word (a caption's, a
 * ruby reading's) stays out; a caption's counts towards the picture
 * story's measure, a reading's does not.
 */
static void
nseg_render_text_word(nseg_render_t *r, const char *s, size_t len)
{
    size_t  before;

    if (r->muted) {
        r->muted_bytes += r->reading ? 0 : len;
        return;
    }

    before = r->text->len;
    nseg_buf_append(r->text, s, len);

    if (!r->text->failed && r->text->len == before + len) {
        r->text->len = before + nseg_utf8_drop_shy(r->text->data + before,
                                                   len);
    }
}


static void
nseg_render_text(nseg_render_t *r, const char *s, size_t len)
{
    size_t                i, start;
    const unsigned char  *p;

    if (nseg_render_table_ctx(r)) {
        return;
    }

    p = (const unsigned char *) s;
    i = 0;

    while (i < len) {

        if (nseg_render_ws(p[i])) {
            if (!r->bol) {
                if (r->hsep == NSEG_HSEP_NONE && !r->spaced) {
                    r->hsep = NSEG_HSEP_SPACE;
                }

                /* blanks inside a reading are no break in its word */
                if (r->tsep == NSEG_TSEP_NONE && !r->reading) {
                    r->tsep = NSEG_TSEP_SPACE;
                }
            }

            i++;
            continue;
        }

        if (p[i] < 0x20 || p[i] == 0x7f) {
            /* other control characters are not text */
            i++;
            continue;
        }

        start = i;

        while (i < len && p[i] > 0x20 && p[i] != 0x7f) {
            i++;
        }

        if (nseg_render_invisible(p + start, i - start)) {
            continue;
        }

        nseg_render_flush(r);
        nseg_buf_escape_html(r->html, s + start, i - start);

        nseg_render_text_word(r, s + start, i - start);

        r->serial++;
        r->named++;

        if (!r->muted) {
            r->prose++;
        }
    }
}


static void
nseg_render_pre_text(nseg_render_t *r, const char *s, size_t len)
{
    int                   content;
    size_t                i, start;
    const unsigned char  *p;

    if (nseg_render_table_ctx(r)) {
        return;
    }

    p = (const unsigned char *) s;
    content = 0;

    for (i = 0; i < len; i++) {
        if (!nseg_render_ws(p[i]) && p[i] >= 0x20 && p[i] != 0x7f) {
            content = 1;
            break;
        }
    }

    if (content) {
        nseg_render_flush(r);
        r->serial++;
        r->named++;
        r->prose++;

    } else if (r->bol) {
        /* blank lines at the start of a block are layout, not text */
        return;
    }

    i = 0;

    while (i < len) {
        start = i;

        while (i < len
               && (p[i] >= 0x20 || p[i] == '\t' || p[i] == '\n')
               && p[i] != 0x7f)
        {
            i++;
        }

        nseg_buf_escape_html(r->html, s + start, i - start);

        nseg_render_text_word(r, s + start, i - start);

        /* \r and other controls are dropped */
        i++;
    }
}


/* whether the element next to element i, before or after it, is an img */
static int
nseg_render_beside_img(nseg_doc_t *doc, uint32_t i)
{
    uint32_t  c, prev, parent;

    parent = doc->nodes[i].parent;

    if (parent == NSEG_NONE) {
        return 0;
    }

    prev = NSEG_NONE;

    for (c = parent + 1; c != NSEG_NONE && c < doc->nodes[parent].end;
         c = doc->nodes[c].next)
    {
        if (doc->nodes[c].kind != NSEG_NODE_ELEMENT) {
            continue;
        }

        if (c == i) {
            continue;
        }

        if (c > i) {
            return doc->nodes[c].tag == NSEG_TAG_IMG
                   || (prev != NSEG_NONE
                       && doc->nodes[prev].tag == NSEG_TAG_IMG);
        }

        prev = c;
    }

    return prev != NSEG_NONE && doc->nodes[prev].tag == NSEG_TAG_IMG;
}


/* MathML Core's elements, and the presentation attributes kept */
static const char  *const nseg_math_elements[] = {
    "menclose", "merror", "mfenced", "mfrac", "mi", "mmultiscripts", "mn",
    "mo", "mover", "mpadded", "mphantom", "mprescripts", "mroot", "mrow",
    "ms", "mspace", "msqrt", "mstyle", "msub", "msubsup", "msup",
    "mtable", "mtd", "mtext", "mtr", "munder", "munderover", "none",
    "semantics", NULL
};

static const char  *const nseg_math_attrs[] = {
    "display", "mathvariant", "displaystyle", "scriptlevel", "stretchy",
    "fence", "separator", "accent", "accentunder", "form", "lspace",
    "rspace", "linethickness", "notation", "open", "close", "separators",
    "columnspan", "rowspan", "largeop", "movablelimits", "symmetric",
    "width", "height", "depth", NULL
};


static void
nseg_render_math_tag(nseg_render_t *r, uint32_t i, const char *name)
{
    const nseg_attr_t  *a, *end;

    nseg_buf_putc(r->html, '<');
    nseg_buf_puts(r->html, name);

    /* a page without any attribute has no attribute array at all */
    a = r->doc->nodes[i].nattrs ? r->doc->attrs + r->doc->nodes[i].attrs
                                : NULL;

    for (end = a ? a + r->doc->nodes[i].nattrs : NULL; a < end; a++) {
        if (nseg_word_in(a->name, strlen(a->name), nseg_math_attrs)) {
            nseg_render_attr(r, a->name, a->value, strlen(a->value));
        }
    }

    nseg_buf_putc(r->html, '>');
}


/*
 * A formula is kept whole, as MathML: browsers draw it and screen
 * readers read it out, where the page's own drawing (an image, MathJax's
 * HTML) is left out.  Its elements are MathML Core's, others are
 * unwrapped; the text gets the formula's tokens, one word each.
 * (doc.c ends a formula where HTML breaks out of it.)
 */
static void
nseg_render_math(nseg_render_t *r, uint32_t i)
{
    int                   gap, mid, block;
    size_t                n, start, words;
    uint32_t              j, end, top, open[NSEG_RENDER_MAX_DEPTH];
    const char           *name, *v;
    nseg_node_t          *nd;
    const unsigned char  *p;

    end = r->doc->nodes[i].end;

    for (j = i + 1; j < end; j++) {
        nd = &r->doc->nodes[j];

        if (nd->kind == NSEG_NODE_TEXT && !nd->hidden && nd->chars) {
            break;
        }
    }

    if (j == end || nseg_render_table_ctx(r)) {
        return;
    }

    /* a formula in a caption or a reading is muted like its words */
    r->reading = (i < r->reading_until);
    r->muted = (i < r->mute_until) || r->reading;

    /* a display formula is a line of the text of its own */
    v = nseg_doc_attr(r->doc, i, "display");
    block = v != NULL && strcasecmp(v, "block") == 0;

    if (block) {
        r->tsep = NSEG_TSEP_NL;
    }

    nseg_render_flush(r);
    nseg_render_math_tag(r, i, "math");

    top = 0;
    words = 0;
    gap = 0;
    mid = 0;

    for (j = i + 1; j < end; j++) {
        nd = &r->doc->nodes[j];

        while (top > 0 && j >= r->doc->nodes[open[top - 1]].end) {
            nseg_buf_puts(r->html, "</");
            nseg_buf_puts(r->html, r->doc->nodes[open[--top]].text);
            nseg_buf_putc(r->html, '>');
            gap = 0;
            mid = 0;
        }

        if (nd->hidden) {
            j = nd->end > j ? nd->end - 1 : j;
            continue;
        }

        if (nd->kind == NSEG_NODE_ELEMENT) {
            name = nd->tag == NSEG_TAG_UNKNOWN ? nd->text : NULL;

            if (name != NULL
                && nseg_word_in(name, strlen(name), nseg_math_elements)
                && top < NSEG_RENDER_MAX_DEPTH)
            {
                nseg_render_math_tag(r, j, name);
                open[top++] = j;
                gap = 0;
                mid = 0;
            }

            continue;
        }

        if (nd->kind != NSEG_NODE_TEXT || nd->chars == 0) {
            continue;
        }

        /*
         * Blanks at the edges of a token are layout (MathML trims
         * them); inside one ("<mtext>if and only if</mtext>") they are
         * a space.  The text gets the tokens as words.
         */
        p = (const unsigned char *) nd->text;

        for (n = 0; n < nd->text_len; /* void */ ) {
            while (n < nd->text_len
                   && (nseg_render_ws(p[n]) || p[n] < 0x20 || p[n] == 0x7f))
            {
                gap = 1;
                n++;
            }

            start = n;

            while (n < nd->text_len && !nseg_render_ws(p[n]) && p[n] > 0x20
                   && p[n] != 0x7f)
            {
                n++;
            }

            if (n == start || nseg_render_invisible(p + start, n - start)) {
                continue;
            }

            if (gap && mid) {
                nseg_buf_putc(r->html, ' ');
            }

            gap = 0;
            mid = 1;
            nseg_buf_escape_html(r->html, nd->text + start, n - start);

            if (words++ && !r->muted) {
                nseg_buf_putc(r->text, ' ');
            }

            nseg_render_text_word(r, nd->text + start, n - start);
        }
    }

    while (top > 0) {
        nseg_buf_puts(r->html, "</");
        nseg_buf_puts(r->html, r->doc->nodes[open[--top]].text);
        nseg_buf_putc(r->html, '>');
    }

    nseg_buf_puts(r->html, "</math>");
    r->serial++;
    r->named++;
    r->media++;

    if (block) {
        r->tsep = NSEG_TSEP_NL;
    }
}


static void
nseg_render_attr(nseg_render_t *r, const char *name, const char *value,
    size_t len)
{
    nseg_buf_putc(r->html, ' ');
    nseg_buf_puts(r->html, name);
    nseg_buf_puts(r->html, "=\"");
    nseg_buf_escape_html(r->html, value, len);
    nseg_buf_putc(r->html, '"');
}


/*
 * The name aria-labelledby gives element i, as its title: the words of
 * the elements whose ids it lists ("<a href=... aria-labelledby="h7">"
 * around a card's picture, "<h3 id="h7">" its headline), which the view
 * does not keep by their ids.  Each lookup scans the document: after
 * NSEG_RENDER_LABEL_SCANS of them, on a page of a great many such
 * links, the rest go unnamed (and, if pictures only, unlinked).
 */
static size_t
nseg_render_labelledby(nseg_render_t *r, uint32_t i, char *buf, size_t size)
{
    size_t       n, len, idlen;
    uint32_t     e;
    const char  *ids, *id;

    ids = nseg_doc_attr(r->doc, i, "aria-labelledby");

    if (ids == NULL) {
        return 0;
    }

    len = 0;

    for (id = ids; *id != '\0'; id += idlen) {
        while (nseg_render_ws((unsigned char) *id)) {
            id++;
        }

        for (idlen = 0; id[idlen] != '\0'
                        && !nseg_render_ws((unsigned char) id[idlen]);
             idlen++)
        {
            /* the id's length */
        }

        if (idlen == 0 || r->label_scans == NSEG_RENDER_LABEL_SCANS) {
            break;
        }

        r->label_scans++;

        for (e = 0; e < r->doc->n; e++) {
            const char  *v;

            if (r->doc->nodes[e].kind != NSEG_NODE_ELEMENT
                || r->doc->nodes[e].nattrs == 0)
            {
                continue;
            }

            v = nseg_doc_attr(r->doc, e, "id");

            if (v != NULL && strncmp(v, id, idlen) == 0 && v[idlen] == '\0')
            {
                break;
            }
        }

        if (e == r->doc->n || e == i) {
            continue;
        }

        n = nseg_render_label_text(r->doc, e, buf + len + (len != 0),
                                   size - len - (len != 0));

        if (n == 0) {
            continue;
        }

        if (len != 0) {
            buf[len++] = ' ';
        }

        len += n;
    }

    return len;
}


/*
 * The words of element e into buf, 0 if none or if they do not fit in
 * size - 1 bytes or its first NSEG_RENDER_LABEL_NODES nodes: a name is
 * a headline, not an article (or the link's whole card or page, named
 * by an ancestor's id), and reading more of it would cost a page's
 * text at each lookup.  An element hidden itself still names the link,
 * as a browser's accessible name takes it ("<span id=l hidden>Gallery:
 * the new terminal</span>"); hidden text inside a shown one does not.
 */
static size_t
nseg_render_label_text(nseg_doc_t *doc, uint32_t e, char *buf, size_t size)
{
    int           gap, all;
    size_t        len;
    uint32_t      j, end, block, prev_block;
    nseg_node_t  *nd;

    end = doc->nodes[e].end;

    if (end - e > NSEG_RENDER_LABEL_NODES || size < 2) {
        return 0;
    }

    all = doc->nodes[e].hidden;
    len = 0;
    gap = 0;
    prev_block = NSEG_NONE;

    for (j = e; j < end; j++) {
        nd = &doc->nodes[j];

        if (nd->kind != NSEG_NODE_TEXT) {
            gap |= (nd->tag == NSEG_TAG_BR);
            continue;
        }

        if (nd->in_head || (nd->hidden && !all) || nd->text_len == 0
            || (nd->parent != NSEG_NONE
                && (doc->nodes[nd->parent].tag == NSEG_TAG_RT
                    || doc->nodes[nd->parent].tag == NSEG_TAG_RP)))
        {
            continue;
        }

        /* texts under different block parents are separate words */
        block = nd->parent;
        while (block != NSEG_NONE
               && !nseg_tag_is(doc->nodes[block].tag, NSEG_TAG_BLOCK))
        {
            block = doc->nodes[block].parent;
        }

        if (len + 1 + nd->text_len >= size) {
            return 0;
        }

        if (len != 0 && (gap || block != prev_block) && buf[len - 1] != ' ')
        {
            buf[len++] = ' ';
        }

        gap = 0;
        prev_block = block;
        len += nseg_utf8_collapse_append(buf + len,
                                         len == 0 || buf[len - 1] == ' ',
                                         nd->text, nd->text_len);
    }

    while (len > 0 && buf[len - 1] == ' ') {
        len--;
    }

    return len;
}


/* whether an attribute value has nothing but white space */
static int
nseg_render_blank(const char *v)
{
    for ( /* void */ ; *v != '\0'; v++) {
        if (!nseg_render_ws((unsigned char) *v)) {
            return 0;
        }
    }

    return 1;
}


/*
 * Whether an alt text is a file name or an address, as editors and
 * CMSs fill it in ("IMG_8299.jpeg", "Beckenkreise_zusammengefasst.jpg",
 * "http://images.example/1034_mz.jpg"): one word that is a URL or ends
 * in an image's file extension
 */
static int
nseg_render_file_name(const char *v)
{
    size_t              n, k, e;
    const char         *dot;
    static const char  *exts[] = { "jpg", "jpeg", "png", "gif", "webp",
                                   "avif", "svg", "bmp", "tif", "tiff" };

    while (nseg_render_ws((unsigned char) *v)) {
        v++;
    }

    n = strlen(v);

    while (n > 0 && nseg_render_ws((unsigned char) v[n - 1])) {
        n--;
    }

    for (k = 0; k < n; k++) {
        if (nseg_render_ws((unsigned char) v[k])) {
            return 0;
        }
    }

    if (n == 0) {
        return 0;
    }

    if (strncasecmp(v, "http://", 7) == 0
        || strncasecmp(v, "https://", 8) == 0)
    {
        return 1;
    }

    for (dot = v + n; dot > v && dot[-1] != '.'; dot--) {
        /* void */
    }

    if (dot == v) {
        return 0;
    }

    dot--;

    e = n - (size_t) (dot + 1 - v);

    for (k = 0; k < sizeof(exts) / sizeof(exts[0]); k++) {
        if (strlen(exts[k]) == e && strncasecmp(dot + 1, exts[k], e) == 0) {
            return 1;
        }
    }

    return 0;
}


static int
nseg_render_digits(const char *v, size_t max)
{
    size_t  n;

    for (n = 0; v[n] >= '0' && v[n] <= '9'; n++) {
        /* void */
    }

    return n > 0 && n <= max && v[n] == '\0';
}


/* the allowed attributes of every rendered element but img and a href */
static void
nseg_render_attrs(nseg_render_t *r, uint32_t i, nseg_tag_e tag)
{
    char         label[NSEG_RENDER_LABEL_MAX];
    size_t       n;
    const char  *v;

    v = nseg_doc_attr(r->doc, i, "title");
    if (v != NULL && v[0] != '\0') {
        n = strlen(v);
        nseg_render_attr(r, "title", v, n > 1024 ? 1024 : n);
    }

    v = nseg_doc_attr(r->doc, i, "lang");
    if (v != NULL) {
        n = strspn(v, "abcdefghijklmnopqrstuvwxyz"
                      "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-");
        if (n > 0 && n <= 35 && v[n] == '\0') {
            nseg_render_attr(r, "lang", v, n);
        }
    }

    v = nseg_doc_attr(r->doc, i, "dir");
    if (v != NULL) {
        if (strcasecmp(v, "ltr") == 0) {
            nseg_render_attr(r, "dir", "ltr", 3);

        } else if (strcasecmp(v, "rtl") == 0) {
            nseg_render_attr(r, "dir", "rtl", 3);

        } else if (strcasecmp(v, "auto") == 0) {
            nseg_render_attr(r, "dir", "auto", 4);
        }
    }

    switch (tag) {

    case NSEG_TAG_A:
        /*
         * The name of a link around pictures nobody described, as its
         * title: an aria-label would also override a text link's own
         * words, and pages set it carelessly ("undefined (opens in a
         * new tab)")
         */
        r->labelled = 0;
        v = nseg_doc_attr(r->doc, i, "title");
        if (v == NULL || v[0] == '\0') {      /* else kept above */
            v = nseg_doc_attr(r->doc, i, "aria-label");
            if (v != NULL && !nseg_render_blank(v)) {
                n = strlen(v);
                nseg_render_attr(r, "title", v, n > 1024 ? 1024 : n);

            } else {
                n = nseg_render_labelledby(r, i, label, sizeof(label));
                if (n != 0) {
                    nseg_render_attr(r, "title", label, n);
                    r->labelled = 1;
                }
            }
        }
        break;

    case NSEG_TAG_TIME:
        v = nseg_doc_attr(r->doc, i, "datetime");
        if (v != NULL && v[0] != '\0' && strlen(v) <= 64) {
            nseg_render_attr(r, "datetime", v, strlen(v));
        }
        break;

    case NSEG_TAG_TH:
        v = nseg_doc_attr(r->doc, i, "scope");
        if (v != NULL) {
            if (strcasecmp(v, "row") == 0) {
                nseg_render_attr(r, "scope", "row", 3);

            } else if (strcasecmp(v, "col") == 0) {
                nseg_render_attr(r, "scope", "col", 3);

            } else if (strcasecmp(v, "rowgroup") == 0) {
                nseg_render_attr(r, "scope", "rowgroup", 8);

            } else if (strcasecmp(v, "colgroup") == 0) {
                nseg_render_attr(r, "scope", "colgroup", 8);
            }
        }

        /* fall through */

    case NSEG_TAG_TD:
        v = nseg_doc_attr(r->doc, i, "colspan");
        if (v != NULL && nseg_render_digits(v, 4) && atoi(v) > 1) {
            nseg_render_attr(r, "colspan", v, strlen(v));
        }

        v = nseg_doc_attr(r->doc, i, "rowspan");
        if (v != NULL && nseg_render_digits(v, 4) && atoi(v) != 1) {
            nseg_render_attr(r, "rowspan", v, strlen(v));
        }
        break;

    case NSEG_TAG_OL:
        v = nseg_doc_attr(r->doc, i, "start");
        if (v != NULL
            && nseg_render_digits(v[0] == '-' ? v + 1 : v, 9))
        {
            nseg_render_attr(r, "start", v, strlen(v));
        }
        break;

    default:
        break;
    }
}


int
nseg_render_is_pixel(const nseg_doc_t *doc, uint32_t i)
{
    return nseg_render_pixel_sides(nseg_doc_attr(doc, i, "width"),
                                   nseg_doc_attr(doc, i, "height"));
}


/* a width w or height h of 2 or less: a tracking pixel */
static int
nseg_render_pixel_sides(const char *w, const char *h)
{
    return (w != NULL && nseg_render_digits(w, 5) && atoi(w) <= 2)
           || (h != NULL && nseg_render_digits(h, 5) && atoi(h) <= 2);
}


static void
nseg_render_img(nseg_render_t *r, uint32_t i)
{
    size_t       n, parent;
    uint64_t     hash;
    const char  *v, *w, *h;

    w = nseg_doc_attr(r->doc, i, "width");
    h = nseg_doc_attr(r->doc, i, "height");

    if (nseg_render_pixel_sides(w, h)) {
        return;
    }

    r->url.len = 0;

    if (nseg_render_image_url(r->doc, i, &r->url) != NSEG_OK) {
        return;
    }

    /*
     * The same picture again right after it, with nothing between, in
     * the same parent: a page's copies for desktop and mobile
     * ("hidden-desktop", "hidden-mobile"), one shown by its stylesheet.
     * Not in another element (a link to another page, a list item, a
     * paragraph of a test page) nor in a table, whose cells repeat an
     * icon.
     */
    hash = nseg_sitemem_hash(NSEG_SITEMEM_HASH_INIT, r->url.data,
                             r->url.len);
    parent = r->sp > 0 ? r->stack[r->sp - 1].pos : 0;

    if (r->img_serial != 0 && r->img_serial == r->serial
        && r->img_hash == hash && r->img_sp == r->sp
        && r->img_parent == parent && !nseg_render_in_cell(r))
    {
        return;
    }

    if (r->hsep != NSEG_HSEP_NONE) {
        nseg_buf_puts(r->html, r->hsep == NSEG_HSEP_BR ? "<br>" : " ");
        r->hsep = NSEG_HSEP_NONE;
    }

    r->spaced = 0;

    nseg_buf_puts(r->html, "<img");
    nseg_render_attr(r, "src", r->url.data, r->url.len);

    v = nseg_doc_attr(r->doc, i, "alt");
    if (v != NULL) {
        n = strlen(v);
        if (nseg_render_file_name(v)) {
            /* "IMG_8299.jpeg", a URL: noise read out, not a description */
            nseg_buf_puts(r->html, " alt=\"\"");

        } else {
            nseg_render_attr(r, "alt", v, n > 1024 ? 1024 : n);

            if (!nseg_render_blank(v)) {
                r->named++;
            }
        }

    } else {
        nseg_buf_puts(r->html, " alt=\"\"");
    }

    if (w != NULL && nseg_render_digits(w, 5)) {
        nseg_render_attr(r, "width", w, strlen(w));
    }

    if (h != NULL && nseg_render_digits(h, 5)) {
        nseg_render_attr(r, "height", h, strlen(h));
    }

    nseg_render_attrs(r, i, NSEG_TAG_IMG);
    nseg_buf_putc(r->html, '>');

    r->serial++;
    r->media++;
    r->bol = 0;
    r->lead = 0;
    r->img_hash = hash;
    r->img_serial = r->serial;
    r->img_sp = r->sp;
    r->img_parent = parent;
}


static int
nseg_render_is_placeholder(const char *src)
{
    char         name[64];
    size_t       i, n;
    const char  *seg, *end;

    static const char  *words[] = {
        "blank.", "spacer.", "pixel.", "transparent.", "placeholder",
        "1x1", "1px.", "loading.", "loader.", "lazy.", "grey.gif",
        "gray.gif", "empty.", NULL
    };

    while (nseg_render_ws(*src)) {
        src++;
    }

    if (*src == '\0') {
        return 1;
    }

    if (strncasecmp(src, "data:", 5) == 0) {
        return strlen(src) < 256
               || strncasecmp(src + 5, "image/gif", 9) == 0
               || strncasecmp(src + 5, "image/svg", 9) == 0;
    }

    /* the last path segment, lower-cased */
    end = src + strcspn(src, "?#");
    seg = end;

    while (seg > src && seg[-1] != '/') {
        seg--;
    }

    n = (size_t) (end - seg);
    if (n >= sizeof(name)) {
        return 0;
    }

    for (i = 0; i < n; i++) {
        name[i] = (char) nseg_render_lower(seg[i]);
    }

    name[n] = '\0';

    for (i = 0; words[i] != NULL; i++) {
        if (strstr(name, words[i]) != NULL) {
            return 1;
        }
    }

    return 0;
}


/* validates, resolves and validates again; appends to out on success */
static int
nseg_render_try_url(nseg_doc_t *doc, const char *ref, size_t len,
    int is_image, nseg_buf_t *out)
{
    size_t      saved;
    nseg_buf_t  tmp;

    saved = out->len;

    if (!nseg_url_safe_n(ref, len, is_image)) {
        return NSEG_DECLINED;
    }

    nseg_buf_init(&tmp, len + 1);
    nseg_buf_append(&tmp, ref, len);
    nseg_buf_putc(&tmp, '\0');

    if (tmp.failed
        || nseg_url_resolve(doc->base_url, tmp.data, out) != NSEG_OK
        || out->failed
        || !nseg_url_safe_n(out->data + saved, out->len - saved, is_image))
    {
        nseg_buf_free(&tmp);
        out->len = saved;
        return NSEG_DECLINED;
    }

    nseg_buf_free(&tmp);

    return NSEG_OK;
}


/*
 * The largest candidate of a srcset: by width descriptor if any has one,
 * else by density.  URLs end at a blank; trailing commas are separators.
 */
static int
nseg_render_srcset(nseg_doc_t *doc, const char *set, nseg_buf_t *out)
{
    char         *e;
    double        v, best_w, best_x;
    size_t        ulen, best_w_len, best_x_len;
    const char   *p, *u, *best_w_url, *best_x_url;

    best_w = -1;
    best_x = -1;
    best_w_url = NULL;
    best_x_url = NULL;
    best_w_len = 0;
    best_x_len = 0;

    p = set;

    for ( ;; ) {
        while (nseg_render_ws(*p) || *p == ',') {
            p++;
        }

        if (*p == '\0') {
            break;
        }

        u = p;

        while (*p != '\0' && !nseg_render_ws(*p)) {
            p++;
        }

        ulen = (size_t) (p - u);

        if (u[ulen - 1] == ',') {
            while (ulen > 0 && u[ulen - 1] == ',') {
                ulen--;
            }

            if (ulen && best_x < 1) {
                best_x = 1;
                best_x_url = u;
                best_x_len = ulen;
            }

            continue;
        }

        /* descriptors up to the next comma */
        while (nseg_render_ws(*p)) {
            p++;
        }

        v = 1;

        if (*p != ',' && *p != '\0') {
            v = strtod(p, &e);

            if (e != p && (*e == 'w' || *e == 'W') && v > best_w) {
                best_w = v;
                best_w_url = u;
                best_w_len = ulen;
                v = -1;

            } else if (e == p || (*e != 'x' && *e != 'X')) {
                v = -1;
            }
        }

        if (v >= 0 && v > best_x) {
            best_x = v;
            best_x_url = u;
            best_x_len = ulen;
        }

        while (*p != '\0' && *p != ',') {
            p++;
        }
    }

    if (best_w_url != NULL
        && nseg_render_try_url(doc, best_w_url, best_w_len, 1, out)
           == NSEG_OK)
    {
        return NSEG_OK;
    }

    if (best_x_url != NULL
        && nseg_render_try_url(doc, best_x_url, best_x_len, 1, out)
           == NSEG_OK)
    {
        return NSEG_OK;
    }

    return NSEG_DECLINED;
}


/*
 * Whether URL reference a and the URL u (len bytes) end in the same file
 * name, before any query or fragment: two sizes of one picture.
 */
static int
nseg_render_same_file(const char *a, const char *u, size_t len)
{
    size_t       an, un;
    const char  *ae, *ue, *as, *us;

    ae = a + strcspn(a, "?#");

    for (ue = u; ue < u + len && *ue != '?' && *ue != '#'; ue++) {
        /* void */
    }

    as = ae;

    while (as > a && as[-1] != '/') {
        as--;
    }

    us = ue;

    while (us > u && us[-1] != '/') {
        us--;
    }

    an = (size_t) (ae - as);
    un = (size_t) (ue - us);

    return an != 0 && an == un && memcmp(as, us, an) == 0;
}


/*
 * Whether a lazy-loading attribute's value can name a picture: a path
 * or a file name, not a flag or an id ("data-lazy=\"false\"",
 * "data-src=\"hj8R0_051Bw\""), nor a template or JSON for the script
 * ("w={width}", "{\"default\":...}")
 */
static int
nseg_render_lazy_ref(const char *v)
{
    return strchr(v, '{') == NULL && strpbrk(v, "/.") != NULL;
}


int
nseg_render_image_url(nseg_doc_t *doc, uint32_t i, nseg_buf_t *out)
{
    size_t         k, saved;
    uint32_t       p, j;
    const char    *v, *src;

    static const char  *lazy[] = {
        "data-src", "data-lazy-src", "data-original", "data-lazy", NULL
    };

    static const char  *lazy_sets[] = {
        "data-srcset", "data-lazy-srcset", NULL
    };

    static const char  *sets[] = {
        "data-srcset", "data-lazy-srcset", "srcset", NULL
    };

    /*
     * A lazy-loading attribute names the picture its script swaps in
     * for src, whatever src holds until then: a placeholder of a name
     * no list foresees ("missing-image.svg", "160_90.png", "x.gif",
     * "fallback.gif", the site's logo).  So it comes before src, unless
     * it names the same file (a size of it: src is as good), or is a
     * template or JSON for the script ("w={width}", "{"default":...}")
     * or a flag ("data-lazy=\"false\"").
     */
    saved = out->len;
    src = nseg_doc_attr(doc, i, "src");

    if (src != NULL && nseg_render_is_placeholder(src)) {
        src = NULL;
    }

    for (k = 0; lazy[k] != NULL; k++) {
        v = nseg_doc_attr(doc, i, lazy[k]);

        if (v != NULL && nseg_render_lazy_ref(v)
            && !nseg_render_is_placeholder(v)
            && nseg_render_try_url(doc, v, strlen(v), 1, out) == NSEG_OK)
        {
            goto lazy;
        }
    }

    for (k = 0; lazy_sets[k] != NULL; k++) {
        v = nseg_doc_attr(doc, i, lazy_sets[k]);

        if (v != NULL && nseg_render_lazy_ref(v)
            && nseg_render_srcset(doc, v, out) == NSEG_OK)
        {
            goto lazy;
        }
    }

    goto src;

lazy:

    if (src == NULL
        || !nseg_render_same_file(src, out->data + saved, out->len - saved))
    {
        return NSEG_OK;
    }

    out->len = saved;

src:

    if (src != NULL
        && nseg_render_try_url(doc, src, strlen(src), 1, out) == NSEG_OK)
    {
        return NSEG_OK;
    }

    /* data-url also names a page to share: only after src */
    v = nseg_doc_attr(doc, i, "data-url");

    if (v != NULL && !nseg_render_is_placeholder(v)
        && nseg_render_try_url(doc, v, strlen(v), 1, out) == NSEG_OK)
    {
        return NSEG_OK;
    }

    v = nseg_doc_attr(doc, i, "srcset");

    if (v != NULL && nseg_render_srcset(doc, v, out) == NSEG_OK) {
        return NSEG_OK;
    }

    /*
     * <picture><source srcset> ... <img></picture>; libxml2 puts the img
     * inside the source, so look a few levels up.
     */
    p = doc->nodes[i].parent;

    for (k = 0; k < 4 && p != NSEG_NONE; k++) {
        if (doc->nodes[p].tag == NSEG_TAG_PICTURE) {
            break;
        }

        p = doc->nodes[p].parent;
    }

    if (p == NSEG_NONE || doc->nodes[p].tag != NSEG_TAG_PICTURE) {
        return NSEG_DECLINED;
    }

    for (j = p + 1; j < i; j++) {
        if (doc->nodes[j].kind != NSEG_NODE_ELEMENT
            || doc->nodes[j].tag != NSEG_TAG_SOURCE)
        {
            continue;
        }

        for (k = 0; sets[k] != NULL; k++) {
            v = nseg_doc_attr(doc, j, sets[k]);

            if (v != NULL && nseg_render_srcset(doc, v, out) == NSEG_OK) {
                return NSEG_OK;
            }
        }
    }

    return NSEG_DECLINED;
}
