
/*
 * css.c - the simplified cascade: a UA table, presentational hints,
 * the page's <style> rules (indexed by the id, class or tag of their
 * rightmost compound, like browsers' rule hashes) and style="".  Styles
 * are computed on demand, top-down along the ancestor chain only, and
 * cached in the nodes; no tree is walked recursively.
 */


#include <string.h>
#include <strings.h>

#include "css_int.h"


#define NSEG_CSS_NO              UINT32_MAX

#define nseg_css_space(c)                                                    \
    ((c) == ' ' || (c) == '\t' || (c) == '\n' || (c) == '\r' || (c) == '\f')

#define NSEG_CSS_K_ID            1
#define NSEG_CSS_K_CLASS         2
#define NSEG_CSS_K_TAG           3      /* tags outside nseg_tag_e */


typedef struct {
    const nseg_css_sel_t      *sel;
    const nseg_css_rule_t     *rule;
    uint32_t                   next;
} nseg_css_entry_t;


typedef struct {
    const char                *key;
    uint32_t                   len;
    uint32_t                   kind;
    uint32_t                   head;
} nseg_css_slot_t;


/* nodes[i].style points at .style, the first member */
typedef struct {
    nseg_style_t               style;
    unsigned                   none:1;       /* display:none, or above */
    unsigned                   invisible:1;  /* visibility, inherited */
} nseg_css_computed_t;


/* the UA style sheet as a table: tag, property, value */
typedef struct {
    uint8_t                    tag;
    uint8_t                    prop;
    uint8_t                    kind;
    float                      em;
    uint32_t                   u;
} nseg_css_ua_t;


struct nseg_css_s {
    nseg_doc_t                *doc;
    nseg_arena_t              *arena;
    nseg_css_sheet_t           sheet;

    nseg_css_entry_t          *entries;
    nseg_css_slot_t           *slots;
    uint32_t                   mask;
    uint32_t                   tags[NSEG_TAG_N];
    uint32_t                   universal;

    uint8_t                    ua_first[NSEG_TAG_N + 1];

    uint32_t                  *stack;
    uint32_t                   stack_cap;

    float                      root_size;
    unsigned                   quirks:1;

    nseg_css_computed_t        initial;
};


/* the winning declaration of each property for one element */
typedef struct {
    uint64_t                   key[NSEG_CSS_NPROPS];
    nseg_css_decl_t            decl[NSEG_CSS_NPROPS];
} nseg_css_win_t;


static int nseg_css_quirks(nseg_doc_t *doc);
static int nseg_css_sheets(nseg_css_t *css);
static int nseg_css_index(nseg_css_t *css);
static uint32_t nseg_css_hash(uint32_t kind, const char *s, size_t len);
static uint32_t nseg_css_lookup(nseg_css_t *css, uint32_t kind,
    const char *s, size_t len);
static int nseg_css_compute(nseg_css_t *css, uint32_t i);
static void nseg_css_apply(nseg_css_win_t *w, const nseg_css_decl_t *d,
    uint32_t level, uint32_t spec, uint32_t order);
static void nseg_css_apply_list(nseg_css_t *css, nseg_css_win_t *w,
    uint32_t i, uint32_t head);
static void nseg_css_ua(nseg_css_t *css, nseg_css_win_t *w, uint32_t i);
static void nseg_css_hints(nseg_css_t *css, nseg_css_win_t *w, uint32_t i);
static int nseg_css_match(nseg_css_t *css, uint32_t i,
    const nseg_css_sel_t *sel);
static int nseg_css_match_compound(nseg_css_t *css, uint32_t i,
    const nseg_css_compound_t *c);
static int nseg_css_match_attr(const char *v, const nseg_css_simple_t *s);
static const char *nseg_css_attr(const nseg_doc_t *doc, uint32_t i,
    const char *name);
static int nseg_css_has_word(const char *list, const char *w, size_t len,
    int icase);
static int nseg_css_ncmp(const char *a, const char *b, size_t len,
    int icase);


#define U  NSEG_CSS_V_SET
#define S  NSEG_CSS_SIZE
#define W  NSEG_CSS_WEIGHT
#define F  NSEG_CSS_FAMILY
#define D  NSEG_CSS_DISPLAY

/* sorted by tag; what browsers' html.css says about our properties */
static const nseg_css_ua_t  nseg_css_ua_rules[] = {
    { NSEG_TAG_AREA, D, U, 0, 1 },
    { NSEG_TAG_B, W, NSEG_CSS_V_BOLDER, 0, 0 },
    { NSEG_TAG_BASE, D, U, 0, 1 },
    { NSEG_TAG_BIG, S, U, 1.2f, 0 },
    { NSEG_TAG_CODE, F, U, 0, NSEG_FONT_MONO },
    { NSEG_TAG_DATALIST, D, U, 0, 1 },
    { NSEG_TAG_H1, S, U, 2.0f, 0 },
    { NSEG_TAG_H1, W, U, 0, 700 },
    { NSEG_TAG_H2, S, U, 1.5f, 0 },
    { NSEG_TAG_H2, W, U, 0, 700 },
    { NSEG_TAG_H3, S, U, 1.17f, 0 },
    { NSEG_TAG_H3, W, U, 0, 700 },
    { NSEG_TAG_H4, S, U, 1.0f, 0 },
    { NSEG_TAG_H4, W, U, 0, 700 },
    { NSEG_TAG_H5, S, U, 0.83f, 0 },
    { NSEG_TAG_H5, W, U, 0, 700 },
    { NSEG_TAG_H6, S, U, 0.67f, 0 },
    { NSEG_TAG_H6, W, U, 0, 700 },
    { NSEG_TAG_HEAD, D, U, 0, 1 },
    { NSEG_TAG_KBD, F, U, 0, NSEG_FONT_MONO },
    { NSEG_TAG_LINK, D, U, 0, 1 },
    { NSEG_TAG_META, D, U, 0, 1 },
    { NSEG_TAG_NOEMBED, D, U, 0, 1 },
    { NSEG_TAG_NOFRAMES, D, U, 0, 1 },
    { NSEG_TAG_NOSCRIPT, D, U, 0, 1 },
    { NSEG_TAG_PARAM, D, U, 0, 1 },
    { NSEG_TAG_PRE, F, U, 0, NSEG_FONT_MONO },
    { NSEG_TAG_RP, D, U, 0, 1 },
    { NSEG_TAG_SAMP, F, U, 0, NSEG_FONT_MONO },
    { NSEG_TAG_SCRIPT, D, U, 0, 1 },
    { NSEG_TAG_SMALL, S, U, 1 / 1.2f, 0 },
    { NSEG_TAG_SOURCE, D, U, 0, 1 },
    { NSEG_TAG_STRONG, W, NSEG_CSS_V_BOLDER, 0, 0 },
    { NSEG_TAG_STYLE, D, U, 0, 1 },
    { NSEG_TAG_SUB, S, U, 1 / 1.2f, 0 },
    { NSEG_TAG_SUP, S, U, 1 / 1.2f, 0 },
    { NSEG_TAG_TEMPLATE, D, U, 0, 1 },
    { NSEG_TAG_TH, W, U, 0, 700 },
    { NSEG_TAG_TITLE, D, U, 0, 1 },
    { NSEG_TAG_TRACK, D, U, 0, 1 },
    { NSEG_TAG_TT, F, U, 0, NSEG_FONT_MONO }
};

#undef U
#undef S
#undef W
#undef F
#undef D


/* <font size=1..7> in px */
static const float  nseg_css_font_px[] = { 10, 13, 16, 18, 24, 32, 48 };


nseg_css_t *
nseg_css_create(nseg_doc_t *doc)
{
    size_t       i, n;
    uint32_t     k;
    nseg_css_t  *css;

    css = nseg_arena_calloc(doc->arena, sizeof(nseg_css_t));
    if (css == NULL) {
        return NULL;
    }

    css->doc = doc;
    css->arena = doc->arena;
    nseg_css_sheet_init(&css->sheet, doc->arena);

    if (nseg_css_sheets(css) != NSEG_OK) {
        return NULL;
    }

    if (nseg_css_index(css) != NSEG_OK) {
        return NULL;
    }

    /* the UA table, per tag */
    n = sizeof(nseg_css_ua_rules) / sizeof(nseg_css_ua_rules[0]);

    for (k = 0, i = 0; k <= NSEG_TAG_N; k++) {
        while (i < n && nseg_css_ua_rules[i].tag < k) {
            i++;
        }

        css->ua_first[k] = (uint8_t) i;
    }

    css->initial.style.font_size = 16;
    css->initial.style.color = 0x000000;
    css->initial.style.weight = 400;
    css->initial.style.family = NSEG_FONT_SERIF;
    css->root_size = 16;

    css->quirks = nseg_css_quirks(doc);

    return css;
}


const nseg_css_stats_t *
nseg_css_stats(const nseg_css_t *css)
{
    return &css->sheet.stats;
}


const nseg_style_t *
nseg_css_style(nseg_css_t *css, uint32_t i)
{
    uint32_t      n, k, cap, *stack;
    nseg_node_t  *nodes;

    nodes = css->doc->nodes;

    if (i >= css->doc->n) {
        return &css->initial.style;
    }

    if (nodes[i].style != NULL) {
        return nodes[i].style;
    }

    if (nodes[i].kind != NSEG_NODE_ELEMENT) {
        k = nodes[i].parent;

        if (k == NSEG_NONE) {
            nodes[i].style = &css->initial.style;

        } else {
            /* the parent is an element: one level, no deeper */
            nodes[i].style = (nseg_style_t *) nseg_css_style(css, k);
        }

        return nodes[i].style;
    }

    /* the chain of ancestors without a style, then top-down */
    n = 0;

    for (k = i; k != NSEG_NONE && nodes[k].style == NULL;
         k = nodes[k].parent)
    {
        if (n == css->stack_cap) {
            cap = css->stack_cap ? 2 * css->stack_cap : 64;
            stack = nseg_arena_alloc(css->arena, cap * sizeof(uint32_t));
            if (stack == NULL) {
                return NULL;
            }

            if (n) {
                memcpy(stack, css->stack, n * sizeof(uint32_t));
            }

            css->stack = stack;
            css->stack_cap = cap;
        }

        css->stack[n++] = k;
    }

    while (n) {
        if (nseg_css_compute(css, css->stack[--n]) != NSEG_OK) {
            return NULL;
        }
    }

    return nodes[i].style;
}


/*
 * The doctype sniffing of the HTML spec, reduced to the common cases;
 * a page without a doctype is in quirks mode.
 */
static int
nseg_css_quirks(nseg_doc_t *doc)
{
    size_t               i;
    const char          *pub, *sys;
    static const char   *quirky[] = {
        "-//w3c//dtd html 4.0 transitional//",
        "-//w3c//dtd html 4.0 frameset//",
        "-//w3c//dtd html 3",
        "-//w3c//dtd html 2",
        "-//w3o//",
        "-//ietf//",
        "-//netscape comm. corp.//",
        "-//microsoft//",
        "-//softquad",
        "-//w3c//dtd w3 html//",
        "html"
    };

    if (!doc->has_doctype) {
        return 1;
    }

    if (doc->doctype_name == NULL
        || strcasecmp(doc->doctype_name, "html") != 0)
    {
        return 1;
    }

    pub = doc->doctype_public;
    sys = doc->doctype_system;

    if (pub == NULL) {
        return 0;
    }

    for (i = 0; i < sizeof(quirky) / sizeof(quirky[0]); i++) {
        if (strncasecmp(pub, quirky[i], strlen(quirky[i])) == 0) {
            return 1;
        }
    }

    /* 4.01 Transitional without a system id is quirks, with one not */
    return sys == NULL
           && strncasecmp(pub, "-//w3c//dtd html 4.01 ", 23) == 0;
}


/*
 * doc->sheets in order; <style media="print"> and non-CSS types are
 * skipped, which needs their elements: doc.c keeps the sheets of the
 * <style> elements that have content, in document order.
 */
static int
nseg_css_sheets(nseg_css_t *css)
{
    uint32_t     i, k;
    const char  *media, *type;
    nseg_doc_t  *doc;

    doc = css->doc;
    k = 0;

    for (i = 0; i < doc->n && k < doc->nsheets; i++) {
        if (doc->nodes[i].tag != NSEG_TAG_STYLE
            || doc->nodes[i].text == NULL || doc->nodes[i].text_len == 0)
        {
            continue;
        }

        if (doc->nodes[i].text != doc->sheets[k].text) {
            /* not the element of this sheet: trust doc.c, keep all */
            break;
        }

        media = nseg_css_attr(doc, i, "media");
        type = nseg_css_attr(doc, i, "type");

        if ((media == NULL || nseg_css_media_match(media, strlen(media)))
            && (type == NULL || *type == '\0'
                || strcasecmp(type, "text/css") == 0))
        {
            if (nseg_css_parse_sheet(&css->sheet, doc->sheets[k].text,
                                     doc->sheets[k].len)
                != NSEG_OK)
            {
                return NSEG_ERROR;
            }
        }

        k++;
    }

    for ( /* void */ ; k < doc->nsheets; k++) {
        if (nseg_css_parse_sheet(&css->sheet, doc->sheets[k].text,
                                 doc->sheets[k].len)
            != NSEG_OK)
        {
            return NSEG_ERROR;
        }
    }

    return NSEG_OK;
}


/* the rule hash: each selector under its subject's id, class or tag */
static int
nseg_css_index(nseg_css_t *css)
{
    uint32_t                    n, k, j, size, h, kind, head, *list;
    const char                 *key;
    nseg_css_slot_t            *slot;
    nseg_css_rule_t            *r;
    nseg_css_entry_t           *e;
    const nseg_css_simple_t    *s, *id, *cls, *tag;
    const nseg_css_compound_t  *c;

    for (k = 0; k < NSEG_TAG_N; k++) {
        css->tags[k] = NSEG_CSS_NO;
    }

    css->universal = NSEG_CSS_NO;
    n = css->sheet.nsels;

    if (n == 0) {
        return NSEG_OK;
    }

    for (size = 16; size < 2 * n; size *= 2) {
        /* void */
    }

    css->entries = nseg_arena_alloc(css->arena,
                                    n * sizeof(nseg_css_entry_t));
    css->slots = nseg_arena_calloc(css->arena,
                                   size * sizeof(nseg_css_slot_t));
    if (css->entries == NULL || css->slots == NULL) {
        return NSEG_ERROR;
    }

    css->mask = size - 1;
    n = 0;

    for (r = css->sheet.head; r != NULL; r = r->next) {
        for (j = 0; j < r->nsels; j++) {
            e = &css->entries[n];
            e->sel = &r->sels[j];
            e->rule = r;

            c = &e->sel->comp[0];
            id = NULL;
            cls = NULL;
            tag = NULL;

            for (k = 0; k < c->nsimple; k++) {
                s = &c->simple[k];

                if (s->type == NSEG_CSS_S_ID && id == NULL) {
                    id = s;

                } else if (s->type == NSEG_CSS_S_CLASS && cls == NULL) {
                    cls = s;

                } else if (s->type == NSEG_CSS_S_TAG && tag == NULL) {
                    tag = s;
                }
            }

            list = NULL;
            key = NULL;
            kind = 0;

            if (id) {
                kind = NSEG_CSS_K_ID;
                key = id->name;
                h = id->name_len;

            } else if (cls) {
                kind = NSEG_CSS_K_CLASS;
                key = cls->name;
                h = cls->name_len;

            } else if (tag && tag->tag != NSEG_TAG_UNKNOWN) {
                list = &css->tags[tag->tag];
                h = 0;

            } else if (tag) {
                kind = NSEG_CSS_K_TAG;
                key = tag->name;
                h = tag->name_len;

            } else {
                list = &css->universal;
                h = 0;
            }

            if (key != NULL) {
                /* open addressing; the table is at most half full */
                for (k = nseg_css_hash(kind, key, h) & css->mask; ;
                     k = (k + 1) & css->mask)
                {
                    slot = &css->slots[k];

                    if (slot->key == NULL) {
                        slot->key = key;
                        slot->len = h;
                        slot->kind = kind;
                        slot->head = NSEG_CSS_NO;
                        break;
                    }

                    if (slot->kind == kind && slot->len == h
                        && memcmp(slot->key, key, h) == 0)
                    {
                        break;
                    }
                }

                list = &slot->head;
            }

            head = *list;
            e->next = head;
            *list = n++;
        }
    }

    return NSEG_OK;
}


static uint32_t
nseg_css_hash(uint32_t kind, const char *s, size_t len)
{
    size_t    i;
    uint32_t  h;

    h = 2166136261u ^ kind;

    for (i = 0; i < len; i++) {
        h = (h ^ (unsigned char) s[i]) * 16777619u;
    }

    return h;
}


static uint32_t
nseg_css_lookup(nseg_css_t *css, uint32_t kind, const char *s, size_t len)
{
    uint32_t          k;
    nseg_css_slot_t  *slot;

    if (css->slots == NULL) {
        return NSEG_CSS_NO;
    }

    for (k = nseg_css_hash(kind, s, len) & css->mask; ;
         k = (k + 1) & css->mask)
    {
        slot = &css->slots[k];

        if (slot->key == NULL) {
            return NSEG_CSS_NO;
        }

        if (slot->kind == kind && slot->len == len
            && memcmp(slot->key, s, len) == 0)
        {
            return slot->head;
        }
    }
}


/* element i, whose parent (if any) already has its style */
static int
nseg_css_compute(nseg_css_t *css, uint32_t i)
{
    float                       size, psize, root;
    size_t                      len;
    uint32_t                    k, n, parent;
    const char                 *v, *p;
    nseg_node_t                *node;
    nseg_css_win_t              w;
    nseg_css_decl_t             decls[NSEG_CSS_NPROPS];
    nseg_css_computed_t        *c;
    const nseg_css_decl_t      *d;
    const nseg_css_computed_t  *pc;

    node = &css->doc->nodes[i];
    parent = node->parent;

    pc = (parent == NSEG_NONE)
         ? &css->initial
         : (const nseg_css_computed_t *) css->doc->nodes[parent].style;

    memset(w.key, 0, sizeof(w.key));

    nseg_css_ua(css, &w, i);
    nseg_css_hints(css, &w, i);

    /* author rules: only the buckets this element can be in */
    if (css->entries != NULL) {
        v = nseg_css_attr(css->doc, i, "id");

        if (v != NULL && *v != '\0') {
            nseg_css_apply_list(css, &w, i,
                                nseg_css_lookup(css, NSEG_CSS_K_ID, v,
                                                strlen(v)));
        }

        v = nseg_css_attr(css->doc, i, "class");

        while (v != NULL && *v != '\0') {
            while (*v == ' ' || *v == '\t' || *v == '\n' || *v == '\r'
                   || *v == '\f')
            {
                v++;
            }

            for (p = v; *p != '\0' && *p != ' ' && *p != '\t'
                        && *p != '\n' && *p != '\r' && *p != '\f'; p++)
            {
                /* void */
            }

            if (p > v) {
                nseg_css_apply_list(css, &w, i,
                                    nseg_css_lookup(css, NSEG_CSS_K_CLASS,
                                                    v, p - v));
            }

            v = p;
        }

        if (node->tag != NSEG_TAG_UNKNOWN) {
            nseg_css_apply_list(css, &w, i, css->tags[node->tag]);

        } else if (node->text != NULL) {
            v = node->text;
            nseg_css_apply_list(css, &w, i,
                                nseg_css_lookup(css, NSEG_CSS_K_TAG, v,
                                                strlen(v)));
        }

        nseg_css_apply_list(css, &w, i, css->universal);
    }

    v = nseg_css_attr(css->doc, i, "style");

    if (v != NULL && *v != '\0') {
        len = strlen(v);

        if (nseg_css_parse_decls(css->arena, v, len, decls, &n,
                                 &css->sheet.stats)
            != NSEG_OK)
        {
            return NSEG_ERROR;
        }

        for (k = 0; k < n; k++) {
            nseg_css_apply(&w, &decls[k], NSEG_CSS_L_INLINE, 0, 0);
        }
    }

    c = nseg_arena_alloc(css->arena, sizeof(nseg_css_computed_t));
    if (c == NULL) {
        return NSEG_ERROR;
    }

    *c = *pc;
    psize = pc->style.font_size;
    root = (parent == NSEG_NONE) ? 16 : css->root_size;

    d = &w.decl[NSEG_CSS_SIZE];

    if (w.key[NSEG_CSS_SIZE]) {
        if (d->kind == NSEG_CSS_V_INITIAL) {
            c->style.font_size = 16;

        } else if (d->kind == NSEG_CSS_V_SET) {
            size = d->px + d->em * psize + d->rem * root;
            c->style.font_size = size < 0 ? 0 : (size > 10000 ? 10000 : size);
        }
    }

    d = &w.decl[NSEG_CSS_WEIGHT];

    if (w.key[NSEG_CSS_WEIGHT]) {
        switch (d->kind) {

        case NSEG_CSS_V_SET:
            c->style.weight = (uint16_t) d->u;
            break;

        case NSEG_CSS_V_INITIAL:
            c->style.weight = 400;
            break;

        case NSEG_CSS_V_BOLDER:
            c->style.weight = pc->style.weight < 350 ? 400
                              : (pc->style.weight < 550 ? 700 : 900);
            break;

        case NSEG_CSS_V_LIGHTER:
            c->style.weight = pc->style.weight < 550 ? 100
                              : (pc->style.weight < 750 ? 400 : 700);
            break;

        default:
            break;
        }
    }

    d = &w.decl[NSEG_CSS_COLOR];

    if (w.key[NSEG_CSS_COLOR] && d->kind != NSEG_CSS_V_INHERIT) {
        c->style.color = (d->kind == NSEG_CSS_V_INITIAL) ? 0 : d->u;
    }

    d = &w.decl[NSEG_CSS_FAMILY];

    if (w.key[NSEG_CSS_FAMILY] && d->kind != NSEG_CSS_V_INHERIT) {
        c->style.family = (d->kind == NSEG_CSS_V_INITIAL)
                          ? NSEG_FONT_SERIF : (uint8_t) d->u;
    }

    /*
     * display:none hides the whole subtree for good; visibility is
     * inherited and a descendant may turn it back on for its subtree.
     */
    if (w.key[NSEG_CSS_DISPLAY] && w.decl[NSEG_CSS_DISPLAY].u) {
        c->none = 1;
    }

    d = &w.decl[NSEG_CSS_VISIBILITY];

    if (w.key[NSEG_CSS_VISIBILITY] && d->kind != NSEG_CSS_V_INHERIT) {
        c->invisible = d->u ? 1 : 0;
    }

    c->style.hidden = c->none || c->invisible;

    if (parent == NSEG_NONE) {
        css->root_size = c->style.font_size;
    }

    node->style = &c->style;

    return NSEG_OK;
}


/* the cascade order: level, then specificity, then source order */
static void
nseg_css_apply(nseg_css_win_t *w, const nseg_css_decl_t *d, uint32_t level,
    uint32_t spec, uint32_t order)
{
    uint64_t  key;

    if (d->important) {
        if (level == NSEG_CSS_L_AUTHOR) {
            level = NSEG_CSS_L_AUTHOR_IMP;

        } else if (level == NSEG_CSS_L_INLINE) {
            level = NSEG_CSS_L_INLINE_IMP;
        }
    }

    key = (uint64_t) (level + 1) << 56 | (uint64_t) spec << 32 | order;

    if (key >= w->key[d->prop]) {
        w->key[d->prop] = key;
        w->decl[d->prop] = *d;
    }
}


static void
nseg_css_apply_list(nseg_css_t *css, nseg_css_win_t *w, uint32_t i,
    uint32_t head)
{
    uint32_t                 k, j;
    const nseg_css_rule_t   *r;
    const nseg_css_entry_t  *e;

    for (k = head; k != NSEG_CSS_NO; k = e->next) {
        e = &css->entries[k];

        if (!nseg_css_match(css, i, e->sel)) {
            continue;
        }

        r = e->rule;

        for (j = 0; j < r->ndecls; j++) {
            nseg_css_apply(w, &r->decls[j], NSEG_CSS_L_AUTHOR, e->sel->spec,
                           r->order);
        }
    }
}


static void
nseg_css_ua(nseg_css_t *css, nseg_css_win_t *w, uint32_t i)
{
    uint32_t              k, tag;
    const char           *v;
    nseg_css_decl_t       d;
    const nseg_css_ua_t  *ua;

    tag = css->doc->nodes[i].tag;
    memset(&d, 0, sizeof(nseg_css_decl_t));

    for (k = css->ua_first[tag]; k < css->ua_first[tag + 1]; k++) {
        ua = &nseg_css_ua_rules[k];
        d.prop = ua->prop;
        d.kind = ua->kind;
        d.em = ua->em;
        d.u = ua->u;
        nseg_css_apply(w, &d, NSEG_CSS_L_UA, 1, 0);
    }

    memset(&d, 0, sizeof(nseg_css_decl_t));

    if (nseg_css_attr(css->doc, i, "hidden") != NULL) {
        d.prop = NSEG_CSS_DISPLAY;
        d.u = 1;
        nseg_css_apply(w, &d, NSEG_CSS_L_UA, 1 << 8, 0);
    }

    if (tag == NSEG_TAG_A && nseg_css_attr(css->doc, i, "href") != NULL) {
        d.prop = NSEG_CSS_COLOR;
        d.u = 0x0000ee;
        nseg_css_apply(w, &d, NSEG_CSS_L_UA, 1 << 8 | 1, 0);

    } else if (tag == NSEG_TAG_INPUT) {
        v = nseg_css_attr(css->doc, i, "type");

        if (v != NULL && strcasecmp(v, "hidden") == 0) {
            d.prop = NSEG_CSS_DISPLAY;
            d.u = 1;
            nseg_css_apply(w, &d, NSEG_CSS_L_UA, 1 << 8 | 1, 0);
        }

    } else if (tag == NSEG_TAG_DIALOG
               && nseg_css_attr(css->doc, i, "open") == NULL)
    {
        d.prop = NSEG_CSS_DISPLAY;
        d.u = 1;
        nseg_css_apply(w, &d, NSEG_CSS_L_UA, 1, 0);

    } else if (tag == NSEG_TAG_TABLE && css->quirks) {
        /* quirks.css: tables do not inherit the font */
        d.prop = NSEG_CSS_SIZE;
        d.kind = NSEG_CSS_V_INITIAL;
        nseg_css_apply(w, &d, NSEG_CSS_L_UA, 1, 0);
        d.prop = NSEG_CSS_WEIGHT;
        nseg_css_apply(w, &d, NSEG_CSS_L_UA, 1, 0);
    }
}


/* presentational attributes: author level, before every author rule */
static void
nseg_css_hints(nseg_css_t *css, nseg_css_win_t *w, uint32_t i)
{
    int              n, sign, fam;
    uint32_t         tag, rgb;
    const char      *v;
    nseg_css_decl_t  d;

    tag = css->doc->nodes[i].tag;

    if (tag != NSEG_TAG_FONT && tag != NSEG_TAG_BODY) {
        return;
    }

    memset(&d, 0, sizeof(nseg_css_decl_t));

    v = nseg_css_attr(css->doc, i, tag == NSEG_TAG_FONT ? "color" : "text");

    if (v != NULL && nseg_css_parse_color(v, strlen(v), &rgb) == NSEG_OK
        && rgb <= 0xffffff)
    {
        d.prop = NSEG_CSS_COLOR;
        d.u = rgb;
        nseg_css_apply(w, &d, NSEG_CSS_L_HINT, 0, 0);
    }

    if (tag != NSEG_TAG_FONT) {
        return;
    }

    v = nseg_css_attr(css->doc, i, "face");

    if (v != NULL) {
        fam = nseg_css_family_class(v, strlen(v));
        d.prop = NSEG_CSS_FAMILY;
        d.u = (fam < 0) ? NSEG_FONT_OTHER : (uint32_t) fam;
        nseg_css_apply(w, &d, NSEG_CSS_L_HINT, 0, 0);
    }

    v = nseg_css_attr(css->doc, i, "size");

    if (v == NULL) {
        return;
    }

    /* the legacy font size: 1..7, or +n / -n around 3 */
    while (*v == ' ' || *v == '\t' || *v == '\n') {
        v++;
    }

    sign = 0;

    if (*v == '+' || *v == '-') {
        sign = (*v == '+') ? 1 : -1;
        v++;
    }

    if (*v < '0' || *v > '9') {
        return;
    }

    for (n = 0; *v >= '0' && *v <= '9'; v++) {
        n = (n > 100) ? n : n * 10 + (*v - '0');
    }

    n = sign ? 3 + sign * n : n;
    n = n < 1 ? 1 : (n > 7 ? 7 : n);

    d.prop = NSEG_CSS_SIZE;
    d.u = 0;
    d.px = nseg_css_font_px[n - 1];
    nseg_css_apply(w, &d, NSEG_CSS_L_HINT, 0, 0);
}


/*
 * Right to left.  On a failed child step only the nearest descendant
 * step is retried further up: earlier ones cannot do better (the
 * argument Gecko and Servo use), so the walk stays near-linear.
 */
static int
nseg_css_match(nseg_css_t *css, uint32_t i, const nseg_css_sel_t *sel)
{
    uint32_t      j, e, a, bt, bt_e;
    nseg_node_t  *nodes;

    if (!nseg_css_match_compound(css, i, &sel->comp[0])) {
        return 0;
    }

    nodes = css->doc->nodes;
    e = i;
    j = 1;
    bt = 0;
    bt_e = NSEG_NONE;

    while (j < sel->ncomp) {

        if (sel->comp[j - 1].comb == NSEG_CSS_C_CHILD) {
            a = nodes[e].parent;

            if (a != NSEG_NONE
                && nseg_css_match_compound(css, a, &sel->comp[j]))
            {
                e = a;
                j++;
                continue;
            }

            if (bt == 0) {
                return 0;
            }

            j = bt;
            a = nodes[bt_e].parent;

        } else {
            a = nodes[e].parent;
        }

        while (a != NSEG_NONE
               && !nseg_css_match_compound(css, a, &sel->comp[j]))
        {
            a = nodes[a].parent;
        }

        if (a == NSEG_NONE) {
            return 0;
        }

        bt = j;
        bt_e = a;
        e = a;
        j++;
    }

    return 1;
}


static int
nseg_css_match_compound(nseg_css_t *css, uint32_t i,
    const nseg_css_compound_t *c)
{
    uint32_t                  k, m, p;
    const char               *v;
    nseg_node_t              *nodes, *node;
    const nseg_css_simple_t  *s;

    nodes = css->doc->nodes;
    node = &nodes[i];

    if (node->kind != NSEG_NODE_ELEMENT) {
        return 0;
    }

    for (k = 0; k < c->nsimple; k++) {
        s = &c->simple[k];

        switch (s->type) {

        case NSEG_CSS_S_TAG:
            if (s->tag != NSEG_TAG_UNKNOWN) {
                if (node->tag != s->tag) {
                    return 0;
                }

            } else if (node->tag != NSEG_TAG_UNKNOWN || node->text == NULL
                       || strcasecmp(node->text, s->name) != 0)
            {
                return 0;
            }

            break;

        case NSEG_CSS_S_ID:
            v = nseg_css_attr(css->doc, i, "id");

            if (v == NULL || strlen(v) != s->name_len
                || memcmp(v, s->name, s->name_len) != 0)
            {
                return 0;
            }

            break;

        case NSEG_CSS_S_CLASS:
            v = nseg_css_attr(css->doc, i, "class");

            if (v == NULL || !nseg_css_has_word(v, s->name, s->name_len, 0)) {
                return 0;
            }

            break;

        case NSEG_CSS_S_ATTR:
            v = nseg_css_attr(css->doc, i, s->name);

            if (v == NULL || !nseg_css_match_attr(v, s)) {
                return 0;
            }

            break;

        case NSEG_CSS_S_ROOT:
            if (node->parent != NSEG_NONE) {
                return 0;
            }

            break;

        case NSEG_CSS_S_LINK:
            if ((node->tag != NSEG_TAG_A && node->tag != NSEG_TAG_AREA)
                || nseg_css_attr(css->doc, i, "href") == NULL)
            {
                return 0;
            }

            break;

        default:
            /* :first-child, :last-child, :only-child */
            p = node->parent;

            if (p == NSEG_NONE) {
                return 0;
            }

            if (s->type != NSEG_CSS_S_LAST) {
                for (m = p + 1; m != NSEG_NONE && m < nodes[p].end
                     && nodes[m].kind != NSEG_NODE_ELEMENT;
                     m = nodes[m].next)
                {
                    /* void */
                }

                if (m != i) {
                    return 0;
                }
            }

            if (s->type != NSEG_CSS_S_FIRST) {
                for (m = node->next; m != NSEG_NONE
                     && nodes[m].kind != NSEG_NODE_ELEMENT;
                     m = nodes[m].next)
                {
                    /* void */
                }

                if (m != NSEG_NONE) {
                    return 0;
                }
            }

            break;
        }
    }

    return 1;
}


static int
nseg_css_match_attr(const char *v, const nseg_css_simple_t *s)
{
    size_t  len;

    len = strlen(v);

    switch (s->op) {

    case NSEG_CSS_A_EXISTS:
        return 1;

    case NSEG_CSS_A_EQ:
        return len == s->value_len
               && nseg_css_ncmp(v, s->value, len, s->icase) == 0;

    case NSEG_CSS_A_WORD:
        return s->value_len > 0
               && nseg_css_has_word(v, s->value, s->value_len, s->icase);

    case NSEG_CSS_A_PREFIX:
        return s->value_len > 0 && len >= s->value_len
               && nseg_css_ncmp(v, s->value, s->value_len, s->icase) == 0;

    case NSEG_CSS_A_SUFFIX:
        return s->value_len > 0 && len >= s->value_len
               && nseg_css_ncmp(v + len - s->value_len, s->value,
                                s->value_len, s->icase) == 0;

    case NSEG_CSS_A_SUBSTR:
        if (s->value_len == 0) {
            return 0;
        }

        for ( /* void */ ; len >= s->value_len; v++, len--) {
            if (nseg_css_ncmp(v, s->value, s->value_len, s->icase) == 0) {
                return 1;
            }
        }

        return 0;

    default: /* |= */
        return (len == s->value_len
                || (len > s->value_len && v[s->value_len] == '-'))
               && nseg_css_ncmp(v, s->value, s->value_len, s->icase) == 0;
    }
}


/* the attribute value, without copying it */
static const char *
nseg_css_attr(const nseg_doc_t *doc, uint32_t i, const char *name)
{
    return nseg_doc_attr(doc, i, name);
}


/* w is one of the whitespace-separated words of list */
static int
nseg_css_has_word(const char *list, const char *w, size_t len, int icase)
{
    const char  *p;

    if (len == 0 || strpbrk(w, " \t\n\r\f") != NULL) {
        /* words never hold spaces: ".a\\ b" matches nothing */
        return 0;
    }

    if (!icase && w[len] == '\0') {
        /* strstr is vectorised: find the word, then check its edges */
        for (p = strstr(list, w); p != NULL; p = strstr(p + 1, w)) {
            if ((p == list || nseg_css_space(p[-1]))
                && (p[len] == '\0' || nseg_css_space(p[len])))
            {
                return 1;
            }
        }

        return 0;
    }

    p = list;

    for ( ;; ) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'
               || *p == '\f')
        {
            p++;
        }

        if (*p == '\0') {
            return 0;
        }

        list = p;

        while (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\n'
               && *p != '\r' && *p != '\f')
        {
            p++;
        }

        if ((size_t) (p - list) == len
            && nseg_css_ncmp(list, w, len, icase) == 0)
        {
            return 1;
        }
    }
}


static int
nseg_css_ncmp(const char *a, const char *b, size_t len, int icase)
{
    return icase ? strncasecmp(a, b, len) : memcmp(a, b, len);
}
