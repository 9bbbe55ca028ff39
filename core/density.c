
/*
 * density.c - the density-block filter of the body, after Lin, Chen and
 * Niu's BlockExtractor (seed 004, §2.3): a block whose text is short
 * against the markup it needs is noise.  NCE has already chosen the
 * article's region; what is left inside it and is thin is a widget: a
 * video player's controls ("Settings", "Full Screen", "Auto", "HD"), a
 * share bar, a tag cloud, a pager.
 *
 * Three choices differ from the paper, each measured on the corpora
 * (README, "What the body may contain"):
 *
 *   - density is visible characters per element, not text bytes over
 *     tag-and-attribute bytes: class soups (utility CSS, 200-byte class
 *     lists) would make real paragraphs thin, and element counts are
 *     what a widget has many of;
 *   - only elements that hold kept text count, and of those not the
 *     phrasing that styles or annotates words (ruby readings, emphasis,
 *     spans), so that Japanese with readings or a recipe's ingredient
 *     list is not thin (measured: recipe and ruby pages lost their
 *     article when they counted); an empty ad slot or
 *     an icon inside a paragraph does not thin it, and a container with
 *     a <pre>, <code>, <table> or <math> inside is content however it
 *     is marked up (syntax highlighting, data tables, formulas);
 *   - only containers of two pieces of text or more are judged, never a
 *     paragraph, heading or list item alone, nor a wrapper around one
 *     short line ("Why" in a div), and never the container of half the
 *     kept text or more: the article.
 */


#include <stdint.h>
#include <string.h>

#include "newsseg.h"
#include "density.h"
#include "tags.h"


typedef struct {
    uint32_t                   chars;       /* kept visible characters */
    uint32_t                   elements;    /* elements holding them */
    uint32_t                   pieces;      /* kept text nodes */
    uint32_t                   atoms;       /* pre, code, table, math */
    uint32_t                   controls;    /* links, buttons, fields */
} nseg_density_t;


static int nseg_density_atom(nseg_tag_e tag);
static int nseg_density_counts(nseg_tag_e tag);
static int nseg_density_control(nseg_tag_e tag);
static int nseg_density_plain_list(const nseg_node_t *nd,
    const nseg_density_t *d);
static int nseg_density_container(nseg_tag_e tag);


int
nseg_density_filter(nseg_doc_t *doc, nseg_arena_t *arena, uint8_t *keep,
    uint32_t start)
{
    uint32_t         i;
    uint64_t         total;
    nseg_node_t     *nd;
    nseg_density_t  *d;

    if (doc->n == 0) {
        return NSEG_OK;
    }

    d = nseg_arena_calloc(arena, doc->n * sizeof(nseg_density_t));
    if (d == NULL) {
        return NSEG_ERROR;
    }

    total = 0;

    /* children come after their parent: one backward pass sums them */
    for (i = doc->n; i-- > 0; ) {
        nd = &doc->nodes[i];

        if (nd->kind == NSEG_NODE_TEXT) {
            if (keep[i] && nd->chars != 0) {
                d[i].chars = nd->chars;
                d[i].pieces = 1;
                total += nd->chars;
            }

        } else if (nd->kind == NSEG_NODE_ELEMENT && d[i].chars != 0) {
            d[i].elements += nseg_density_counts((nseg_tag_e) nd->tag);

            if (nseg_density_atom((nseg_tag_e) nd->tag)) {
                d[i].atoms++;
            }

            if (nseg_density_control((nseg_tag_e) nd->tag)) {
                d[i].controls++;
            }
        }

        if (nd->parent != NSEG_NONE) {
            d[nd->parent].chars += d[i].chars;
            /* a plain list is one element to what holds it */
            d[nd->parent].elements += nseg_density_plain_list(nd, &d[i])
                                      ? 1 : d[i].elements;
            d[nd->parent].pieces += d[i].pieces;
            d[nd->parent].atoms += d[i].atoms;
            d[nd->parent].controls += d[i].controls;
        }
    }

    for (i = start; i < doc->n; i++) {
        nd = &doc->nodes[i];

        if (nd->kind != NSEG_NODE_ELEMENT || d[i].chars == 0) {
            continue;
        }

        if (d[i].atoms != 0) {
            /* code, a data table or a formula: content, whatever markup */
            continue;
        }

        if (nseg_density_plain_list(nd, &d[i])) {
            continue;
        }

        if (!nseg_density_container((nseg_tag_e) nd->tag)
            || d[i].pieces < NSEG_DENSITY_MIN_PIECES
            || (uint64_t) d[i].chars * 2 >= total)
        {
            continue;
        }

        if ((uint64_t) d[i].chars
            < (uint64_t) d[i].elements * NSEG_DENSITY_MIN_CHARS)
        {
            memset(keep + i, 0, nd->end - i);
            i = nd->end - 1;
        }
    }

    return NSEG_OK;
}


/* markup that is content's own, however thin */
static int
nseg_density_atom(nseg_tag_e tag)
{
    return tag == NSEG_TAG_PRE || tag == NSEG_TAG_CODE
           || tag == NSEG_TAG_TABLE || tag == NSEG_TAG_MATH;
}


/*
 * Whether an element adds to the markup its text needs.  Phrasing that
 * only styles or annotates the words around it does not: ruby readings
 * (<ruby>子供<rt>こども</rt></ruby> is two elements for three
 * characters), emphasis, a <span> of a word.  What a widget is made of
 * still counts: links, buttons, labels, list items, divisions.
 */
static int
nseg_density_counts(nseg_tag_e tag)
{
    switch (tag) {
    case NSEG_TAG_RUBY:
    case NSEG_TAG_RT:
    case NSEG_TAG_RP:
    case NSEG_TAG_B:
    case NSEG_TAG_STRONG:
    case NSEG_TAG_I:
    case NSEG_TAG_EM:
    case NSEG_TAG_SPAN:
    case NSEG_TAG_SMALL:
    case NSEG_TAG_BIG:
    case NSEG_TAG_SUB:
    case NSEG_TAG_SUP:
    case NSEG_TAG_U:
    case NSEG_TAG_S:
    case NSEG_TAG_MARK:
    case NSEG_TAG_ABBR:
    case NSEG_TAG_FONT:
    case NSEG_TAG_TIME:
    case NSEG_TAG_DATA:
    case NSEG_TAG_BDI:
    case NSEG_TAG_BDO:
    case NSEG_TAG_CITE:
    case NSEG_TAG_Q:
    case NSEG_TAG_DFN:
    case NSEG_TAG_VAR:
    case NSEG_TAG_INS:
    case NSEG_TAG_DEL:
        return 0;
    default:
        return 1;
    }
}


/* a list of words nobody clicks: ingredients, not tags or a menu */
static int
nseg_density_plain_list(const nseg_node_t *nd, const nseg_density_t *d)
{
    return (nd->tag == NSEG_TAG_UL || nd->tag == NSEG_TAG_OL)
           && d->controls == 0;
}


/* what a widget is clicked through */
static int
nseg_density_control(nseg_tag_e tag)
{
    return tag == NSEG_TAG_A || tag == NSEG_TAG_BUTTON
           || tag == NSEG_TAG_INPUT || tag == NSEG_TAG_SELECT
           || tag == NSEG_TAG_LABEL;
}


static int
nseg_density_container(nseg_tag_e tag)
{
    switch (tag) {
    case NSEG_TAG_DIV:
    case NSEG_TAG_SECTION:
    case NSEG_TAG_UL:
    case NSEG_TAG_OL:
    case NSEG_TAG_FORM:
    case NSEG_TAG_HEADER:
    case NSEG_TAG_FOOTER:
    case NSEG_TAG_ASIDE:
    case NSEG_TAG_NAV:
        return 1;
    default:
        return 0;
    }
}
