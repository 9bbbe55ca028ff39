
/*
 * css_int.h - the private side of css.c: the rule store the parser
 * fills, the parser entry points (also used by the unit tests and the
 * fuzz target) and the kept/dropped counters.
 */


#ifndef _NSEG_CSS_INT_H_INCLUDED_
#define _NSEG_CSS_INT_H_INCLUDED_


#include <stddef.h>
#include <stdint.h>

#include "arena.h"
#include "css.h"


/* the kept properties; the font shorthand expands into three of them */
#define NSEG_CSS_SIZE            0
#define NSEG_CSS_WEIGHT          1
#define NSEG_CSS_COLOR           2
#define NSEG_CSS_FAMILY          3
#define NSEG_CSS_DISPLAY         4      /* u: 1 none, 0 anything else */
#define NSEG_CSS_VISIBILITY      5      /* u: 1 hidden/collapse, 0 visible */
#define NSEG_CSS_NPROPS          6

/* declaration value kinds */
#define NSEG_CSS_V_SET           0
#define NSEG_CSS_V_INHERIT       1
#define NSEG_CSS_V_INITIAL       2
#define NSEG_CSS_V_BOLDER        3
#define NSEG_CSS_V_LIGHTER       4

/* simple selector types */
#define NSEG_CSS_S_TAG           1      /* tag != 0, or name for others */
#define NSEG_CSS_S_ID            2
#define NSEG_CSS_S_CLASS         3
#define NSEG_CSS_S_ATTR          4
#define NSEG_CSS_S_ROOT          5
#define NSEG_CSS_S_FIRST         6      /* :first-child */
#define NSEG_CSS_S_LAST          7      /* :last-child */
#define NSEG_CSS_S_ONLY          8      /* :only-child */
#define NSEG_CSS_S_LINK          9      /* :link, :any-link */

/* attribute operators */
#define NSEG_CSS_A_EXISTS        0
#define NSEG_CSS_A_EQ            1      /* = */
#define NSEG_CSS_A_WORD          2      /* ~= */
#define NSEG_CSS_A_PREFIX        3      /* ^= */
#define NSEG_CSS_A_SUFFIX        4      /* $= */
#define NSEG_CSS_A_SUBSTR        5      /* *= */
#define NSEG_CSS_A_DASH          6      /* |= */

/* combinator between a compound and the one to its left */
#define NSEG_CSS_C_NONE          0
#define NSEG_CSS_C_DESC          1
#define NSEG_CSS_C_CHILD         2

/* cascade levels, weakest first */
#define NSEG_CSS_L_UA            0
#define NSEG_CSS_L_HINT          1      /* <font>, <body text> */
#define NSEG_CSS_L_AUTHOR        2
#define NSEG_CSS_L_INLINE        3      /* style="" */
#define NSEG_CSS_L_AUTHOR_IMP    4
#define NSEG_CSS_L_INLINE_IMP    5

/* the assumed viewport for @media and vw/vh: a desktop browser */
#define NSEG_CSS_VIEW_W          1280
#define NSEG_CSS_VIEW_H          800


typedef struct {
    float                      px;         /* font-size: px + em * parent */
    float                      em;         /*   + rem * root (px) */
    float                      rem;
    uint32_t                   u;          /* colour, weight, family, flag */
    uint8_t                    prop;       /* NSEG_CSS_SIZE... */
    uint8_t                    kind;       /* NSEG_CSS_V_* */
    uint8_t                    important;
} nseg_css_decl_t;


typedef struct {
    const char                *name;       /* lower case for tags, attrs */
    const char                *value;      /* attribute value or NULL */
    uint32_t                   name_len;
    uint32_t                   value_len;
    uint8_t                    type;       /* NSEG_CSS_S_* */
    uint8_t                    op;         /* NSEG_CSS_A_* */
    uint8_t                    icase;      /* [a=v i] */
    uint8_t                    tag;        /* nseg_tag_e, 0: compare name */
} nseg_css_simple_t;


typedef struct {
    nseg_css_simple_t         *simple;
    uint32_t                   nsimple;
    uint32_t                   comb;       /* NSEG_CSS_C_* to the left */
} nseg_css_compound_t;


typedef struct {
    nseg_css_compound_t       *comp;       /* comp[0] is the subject */
    uint32_t                   ncomp;
    uint32_t                   spec;       /* ids << 16 | classes << 8 | tags */
} nseg_css_sel_t;


typedef struct nseg_css_rule_s  nseg_css_rule_t;

struct nseg_css_rule_s {
    nseg_css_rule_t           *next;
    nseg_css_sel_t            *sels;
    nseg_css_decl_t           *decls;      /* at most one per property */
    uint32_t                   nsels;
    uint32_t                   ndecls;
    uint32_t                   order;      /* source order over all sheets */
};


typedef struct {
    uint32_t                   rules;          /* style rules read */
    uint32_t                   rules_kept;     /* indexed */
    uint32_t                   decls;          /* declarations in them */
    uint32_t                   decls_kept;     /* of kept properties */
    uint32_t                   selectors;      /* in rules kept so far */
    uint32_t                   selectors_kept; /* supported, indexed */
    uint32_t                   at_skipped;     /* @-blocks ignored */
    uint32_t                   inline_decls;   /* style="" declarations */
    uint32_t                   inline_kept;
} nseg_css_stats_t;


typedef struct {
    nseg_arena_t              *arena;
    nseg_css_rule_t           *head;
    nseg_css_rule_t           *last;
    uint32_t                   nrules;
    uint32_t                   nsels;
    uint32_t                   order;
    nseg_css_stats_t           stats;
} nseg_css_sheet_t;


void nseg_css_sheet_init(nseg_css_sheet_t *sheet, nseg_arena_t *arena);

/*
 * Appends the kept rules of one style sheet (any bytes).  NSEG_ERROR
 * only when memory runs out; garbage is skipped the way browsers do.
 */
int nseg_css_parse_sheet(nseg_css_sheet_t *sheet, const char *css,
    size_t len);

/*
 * A declaration list (a style attribute): the winning declaration of
 * each kept property goes to out[], its count to *n.  Comments must
 * already be gone (style attributes rarely have any; they are stripped
 * here too).  NSEG_ERROR only when memory runs out.
 */
int nseg_css_parse_decls(nseg_arena_t *arena, const char *s, size_t len,
    nseg_css_decl_t out[NSEG_CSS_NPROPS], uint32_t *n,
    nseg_css_stats_t *stats);

/* value parsers: NSEG_OK or NSEG_DECLINED for values we do not accept */
int nseg_css_parse_color(const char *s, size_t len, uint32_t *rgb);
int nseg_css_parse_size(const char *s, size_t len, nseg_css_decl_t *d);
int nseg_css_parse_weight(const char *s, size_t len, nseg_css_decl_t *d);
int nseg_css_family_class(const char *s, size_t len);
int nseg_css_media_match(const char *s, size_t len);

/* the counters of a cascade, for reports and the bench */
const nseg_css_stats_t *nseg_css_stats(const nseg_css_t *css);


#endif /* _NSEG_CSS_INT_H_INCLUDED_ */
