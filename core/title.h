
/*
 * title.h - the title node's text and the title's cleaning (title.c),
 * for the pipeline and the labelling tool.
 */


#ifndef _NSEG_TITLE_H_INCLUDED_
#define _NSEG_TITLE_H_INCLUDED_


#include "forest.h"
#include "segment.h"


/*
 * The text of a title node: its block's pieces styled like it, and what
 * an unfinished title ("Story:") goes on with.  end (may be NULL) gets
 * the node where the title's extent ends, where the body may start.
 */
nseg_str_t nseg_title_text(nseg_doc_t *doc, nseg_css_t *css, uint32_t node,
    uint32_t *end);

/*
 * The same without the nodes first..last (inclusive; first NSEG_NONE:
 * none left out), the byline's: from the block, and no next heading
 * that holds them continues an open title.
 */
nseg_str_t nseg_title_text_without(nseg_doc_t *doc, nseg_css_t *css,
    uint32_t node, uint32_t first, uint32_t last, uint32_t *end);

/* "Story | Site" -> "Story" by the shape of the parts (<title>, og:title) */
nseg_str_t nseg_title_strip_site(nseg_str_t t);

/*
 * The same, only for a part shown to be the site: site (og:site_name),
 * a domain, or words all in host; both may be NULL.
 */
nseg_str_t nseg_title_drop_site(nseg_str_t t, const char *site,
    const char *host);

/*
 * Whether a title part spells the host's name ("Millbrook Gazette" on
 * www.millbrookgazette.example, "The Guardian" on theguardian.com)
 */
int nseg_title_spells_host(nseg_str_t part, const char *host);

/* a part of a title that names the site (og:site_name, domain, host) */
int nseg_title_is_site(const char *p, size_t n, const char *site,
    const char *host);

/* a separator left hanging at either end of a title, cut off */
nseg_str_t nseg_title_dangling(nseg_str_t t);

/* "23.01.2022 - Wierer jubelt" -> "Wierer jubelt" */
nseg_str_t nseg_title_dateline(nseg_str_t t, const char *lang, int64_t now);

/*
 * Whether the page names its headline outside the text: metadata or a
 * <title> with words besides the site's name
 */
int nseg_title_named(nseg_ctx_t *ctx);

/*
 * Whether the metadata title and <title> name only a page of the site's
 * menu ("Neuigkeiten - Tischlerei Brodersen", "Neuigkeiten" a link in
 * the page's <nav>): page builders title each page by its menu entry,
 * whatever story it shows.  *entry gets the entry.
 */
int nseg_title_menu_page(nseg_ctx_t *ctx, nseg_str_t *entry);

/* a letter, digit or ideograph, not only punctuation and symbols */
int nseg_title_has_word(nseg_str_t t);

/*
 * Whether the page's headline or a part of its <title> is an error
 * page's name ("Page not found", "503 Service Unavailable")
 */
int nseg_title_says_error(nseg_ctx_t *ctx);

/*
 * Whether the page's title asks the reader to sign in ("Sign in to The
 * Fenmoor Times", "Log in")
 */
int nseg_title_says_sign_in(nseg_ctx_t *ctx);

/*
 * A title source as the result shows it: the site's name (og:site_name,
 * the host) and a dateline cut off, and a separator left hanging.
 * shaped (metadata, <title>): the site is also cut by the shape of the
 * parts ("Story | Site").  An empty result means the source has no title.
 */
nseg_str_t nseg_title_clean(nseg_ctx_t *ctx, nseg_str_t s, int shaped);

/*
 * A kicker over the headline in the headline's own block, which neither
 * class nor style told apart: the title loses it when metadata or
 * <title> names the headline without it
 */
void nseg_title_without_kicker(nseg_ctx_t *ctx);

/* the site's name as an end part of <title> spells it, or empty */
nseg_str_t nseg_title_site_name(nseg_ctx_t *ctx);

/* the page's host name, lower case, in buf; NULL when unknown */
const char *nseg_title_host(nseg_ctx_t *ctx, char *buf, size_t size);

/* the node is the site's name in the page header, not a title */
int nseg_title_logo(nseg_ctx_t *ctx, uint32_t i, const char *site);

/* the node's text is for screen readers only (an sr-only class) */
int nseg_title_unseen(const nseg_doc_t *doc, uint32_t i);

/* the node is a section's name that <title> gives beside the headline */
int nseg_title_section(nseg_ctx_t *ctx, uint32_t i);

/* fallbacks where the forest accepted no node; NSEG_NONE when none */
uint32_t nseg_title_heading(nseg_ctx_t *ctx);
uint32_t nseg_title_subtree(nseg_ctx_t *ctx, const char *site);
/*
 * The visual forest's title row where the page names no headline, or
 * NSEG_NONE
 */
uint32_t nseg_title_by_looks(nseg_ctx_t *ctx, const nseg_forest_t *forest,
    const char *site);


#endif /* _NSEG_TITLE_H_INCLUDED_ */
