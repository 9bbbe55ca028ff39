
/*
 * subtree.c - title subtree candidates and features (Wang et al., KDD
 * 2009, §4.1).  The paper renders the page; we have no layout, so its
 * spatial features are read off the document order the way attribute 8
 * of Cardoso et al. is: RectTop is the share of the page's text before
 * the subtree and Distance the number of text nodes between it and the
 * body (NCE's first relevant node).  Its pruning rules (no anchor text,
 * not a category name) become features, so that the model weighs them:
 * a headline that links to its own page is common on blogs.
 */


#include <string.h>

#include "subtree.h"


/* WordNum's normaliser, MaxWordNum of the paper */
#define NSEG_ST_MAX_WORDS        60
/* Distance's normaliser: text nodes at which it saturates */
#define NSEG_ST_MAX_DIST         30
/* a block with more visible text than this is no title */
#define NSEG_ST_MAX_CHARS        600
/* link texts remembered for NotCategoryName (a power of two) */
#define NSEG_ST_LINKS            1024


const char  *nseg_subtree_feature_names[NSEG_ST_N] = {
    "font", "words", "full_stop", "top", "body_dist", "link", "category",
    "bold", "heading", "title_edit", "meta_edit"
};


static uint64_t nseg_subtree_hash(nseg_str_t s);
static uint32_t nseg_subtree_slot(const uint64_t *links, uint64_t h);


/* FNV-1a over the text, ASCII letters folded: "News" is the link "NEWS" */
static uint64_t
nseg_subtree_hash(nseg_str_t s)
{
    size_t    k;
    uint64_t  h;
    unsigned  c;

    h = 0xcbf29ce484222325ULL;

    for (k = 0; k < s.len; k++) {
        c = (unsigned char) s.text[k];
        if (c >= 'A' && c <= 'Z') {
            c += 'a' - 'A';
        }
        h = (h ^ c) * 0x100000001b3ULL;
    }

    return h | 1;           /* 0 marks an empty slot */
}


/* h's slot in the open-addressed set, or the empty one it would take */
static uint32_t
nseg_subtree_slot(const uint64_t *links, uint64_t h)
{
    uint32_t  slot, k;

    for (slot = (uint32_t) h & (NSEG_ST_LINKS - 1), k = 0;
         k < NSEG_ST_LINKS; slot = (slot + 1) & (NSEG_ST_LINKS - 1), k++)
    {
        if (links[slot] == 0 || links[slot] == h) {
            return slot;
        }
    }

    return NSEG_ST_LINKS;       /* full */
}


uint32_t
nseg_subtree_candidates(nseg_doc_t *doc, const nseg_features_t *attrs,
    uint32_t first_relevant_text, nseg_subtree_t *out)
{
    size_t             k, words;
    uint32_t           r, n, b, t, prev, slot;
    uint64_t           h, links[NSEG_ST_LINKS];
    nseg_str_t         s;
    nseg_node_t       *blk;
    nseg_subtree_t    *c;
    const nseg_row_t  *row;
    float              font_max;
    int                in_word;
    long               dist;
    unsigned           ch;

    if (attrs->n == 0 || doc->ntexts == 0) {
        return 0;
    }

    /* link texts of the page, for NotCategoryName */
    memset(links, 0, sizeof(links));

    for (t = 0; t < doc->ntexts; t++) {
        if (!doc->nodes[doc->texts[t]].in_link
            || doc->nodes[doc->texts[t]].chars == 0)
        {
            continue;
        }

        h = nseg_subtree_hash(nseg_doc_text(doc, doc->texts[t]));
        slot = nseg_subtree_slot(links, h);

        if (slot < NSEG_ST_LINKS) {
            links[slot] = h;
        }
    }

    font_max = 0;
    for (r = 0; r < attrs->n; r++) {
        if (attrs->rows[r].f[NSEG_F_FONT_PX] > font_max) {
            font_max = attrs->rows[r].f[NSEG_F_FONT_PX];
        }
    }

    n = 0;
    prev = NSEG_NONE;

    for (r = 0; r < attrs->n; r++) {
        row = &attrs->rows[r];
        b = nseg_doc_block(doc, row->node);

        if (b == NSEG_NONE) {
            continue;
        }

        if (b == prev) {
            /* more of the same block: its largest, boldest, nearest */
            c = &out[n - 1];
            if (font_max > 0 && row->f[NSEG_F_FONT_PX] / font_max
                                > c->f[NSEG_ST_FONT])
            {
                c->f[NSEG_ST_FONT] = row->f[NSEG_F_FONT_PX] / font_max;
            }
            if (row->f[NSEG_F_BOLD] > c->f[NSEG_ST_BOLD]) {
                c->f[NSEG_ST_BOLD] = row->f[NSEG_F_BOLD];
            }
            if (row->f[NSEG_F_TITLE_EDIT] < c->f[NSEG_ST_TITLE_EDIT]) {
                c->f[NSEG_ST_TITLE_EDIT] = row->f[NSEG_F_TITLE_EDIT];
            }
            if (row->f[NSEG_F_META_EDIT] < c->f[NSEG_ST_META_EDIT]) {
                c->f[NSEG_ST_META_EDIT] = row->f[NSEG_F_META_EDIT];
            }
            continue;
        }

        prev = b;
        blk = &doc->nodes[b];

        if (blk->chars == 0 || blk->chars > NSEG_ST_MAX_CHARS) {
            /* a block of a whole page is nobody's title */
            prev = NSEG_NONE;
            continue;
        }

        c = &out[n++];
        memset(c, 0, sizeof(nseg_subtree_t));
        c->block = b;
        c->node = row->node;
        c->row = r;

        s = nseg_doc_text(doc, b);

        words = 0;
        in_word = 0;
        for (k = 0; k < s.len; k++) {
            ch = (unsigned char) s.text[k];
            if (ch == ' ') {
                in_word = 0;
            } else if (!in_word && (ch < 0x80 || ch >= 0xc0)) {
                in_word = 1;
                words++;
            }
        }

        while (s.len && (s.text[s.len - 1] == ' ')) {
            s.len--;
        }

        c->f[NSEG_ST_FONT] = font_max > 0
                             ? row->f[NSEG_F_FONT_PX] / font_max : 0;
        c->f[NSEG_ST_WORDS] = words >= NSEG_ST_MAX_WORDS
                              ? 1.0f : (float) words / NSEG_ST_MAX_WORDS;
        c->f[NSEG_ST_FULL_STOP] = s.len > 0 && s.text[s.len - 1] == '.'
                                  && !(s.len > 1 && s.text[s.len - 2] == '.');
        c->f[NSEG_ST_TOP] = (float) doc->nodes[row->node].text_pos
                            / (float) doc->ntexts;

        dist = (long) first_relevant_text
               - (long) doc->nodes[row->node].text_pos;
        if (dist > NSEG_ST_MAX_DIST) {
            dist = NSEG_ST_MAX_DIST;
        } else if (dist < -NSEG_ST_MAX_DIST) {
            dist = -NSEG_ST_MAX_DIST;
        }
        c->f[NSEG_ST_BODY_DIST] = (float) dist / NSEG_ST_MAX_DIST;

        c->f[NSEG_ST_LINK] = (float) blk->link_chars / (float) blk->chars;

        /* its own links do not make it a category name */
        if (blk->link_chars == 0 && s.len) {
            h = nseg_subtree_hash(s);
            slot = nseg_subtree_slot(links, h);
            c->f[NSEG_ST_CATEGORY] = slot < NSEG_ST_LINKS
                                     && links[slot] == h;
        }

        c->f[NSEG_ST_BOLD] = row->f[NSEG_F_BOLD];

        if (nseg_tag_is(blk->tag, NSEG_TAG_HEADING)
            && blk->tag >= NSEG_TAG_H1 && blk->tag <= NSEG_TAG_H6)
        {
            c->f[NSEG_ST_HEADING] = (float) (6 - (blk->tag - NSEG_TAG_H1))
                                    / 6.0f;
        }

        c->f[NSEG_ST_TITLE_EDIT] = row->f[NSEG_F_TITLE_EDIT];
        c->f[NSEG_ST_META_EDIT] = row->f[NSEG_F_META_EDIT];
    }

    return n;
}
