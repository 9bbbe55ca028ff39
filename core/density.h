
/*
 * density.h - the density-block filter of the body (Lin, Chen and Niu,
 * seed 004): containers of the selected body whose text is too thin for
 * their markup are widgets, not the article.
 */


#ifndef _NSEG_DENSITY_H_INCLUDED_
#define _NSEG_DENSITY_H_INCLUDED_


#include "arena.h"
#include "doc.h"


/* a container with fewer visible characters per element is a widget */
#define NSEG_DENSITY_MIN_CHARS   5
/* ... and has at least this many pieces of text: one short line is not */
#define NSEG_DENSITY_MIN_PIECES  2


/*
 * Clears keep[] over every container (div, section, ul, ol, form,
 * header, footer, aside, nav) at or after node start whose kept text,
 * in NSEG_DENSITY_MIN_PIECES text nodes or more, has fewer than
 * NSEG_DENSITY_MIN_CHARS visible characters per element holding kept
 * text, unless it holds half of the kept text or more.
 * Returns NSEG_OK, or NSEG_ERROR when memory runs out.
 */
int nseg_density_filter(nseg_doc_t *doc, nseg_arena_t *arena, uint8_t *keep,
    uint32_t start);


#endif /* _NSEG_DENSITY_H_INCLUDED_ */
