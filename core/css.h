
/*
 * css.h - the simplified CSS cascade of Cardoso et al.: only the
 * properties the features need, computed lazily per node, no layout.
 */


#ifndef _NSEG_CSS_H_INCLUDED_
#define _NSEG_CSS_H_INCLUDED_


#include "doc.h"


#define NSEG_FONT_OTHER          0
#define NSEG_FONT_SERIF          1
#define NSEG_FONT_SANS           2
#define NSEG_FONT_MONO           3


struct nseg_style_s {
    float                      font_size;  /* px, after inheritance */
    uint32_t                   color;      /* 0xrrggbb */
    uint16_t                   weight;     /* 100..900; bold is >= 600 */
    uint8_t                    family;     /* NSEG_FONT_* */
    unsigned                   hidden:1;   /* display:none or
                                              visibility:hidden here or
                                              on an ancestor */
};


typedef struct nseg_css_s  nseg_css_t;


/* parses doc->sheets; everything lives in doc->arena.  NULL: no memory */
nseg_css_t *nseg_css_create(nseg_doc_t *doc);

/*
 * The computed style of node i (for a text node, its parent's).
 * Computed on first use and cached in doc->nodes[i].style, with the
 * ancestors it needs.  Never NULL unless memory runs out.
 */
const nseg_style_t *nseg_css_style(nseg_css_t *css, uint32_t i);


#endif /* _NSEG_CSS_H_INCLUDED_ */
