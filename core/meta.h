
/*
 * meta.h - structured metadata of a page as evidence: JSON-LD,
 * OpenGraph and other <meta> tags, microdata, <time>, rel links and
 * dates in the URL, collected as ranked candidates per field.
 */


#ifndef _NSEG_META_H_INCLUDED_
#define _NSEG_META_H_INCLUDED_


#include "doc.h"
#include "date.h"


#define NSEG_META_MAX            16     /* candidates kept per field */
/*
 * The rank of a bare <time datetime> in an article or its header: weak
 * evidence, as lists of related stories use it too
 */
#define NSEG_META_RANK_BARE_TIME 45
/* hAtom's <abbr class="published" title=...>: the page's own mark */
#define NSEG_META_RANK_HATOM     30


typedef enum {
    NSEG_META_TITLE = 0,
    NSEG_META_PUBLISHED,
    NSEG_META_MODIFIED,
    NSEG_META_AUTHOR,                   /* one candidate per name */
    NSEG_META_SITE_NAME,
    NSEG_META_LANG,                     /* BCP 47, e.g. "en-US" */
    NSEG_META_IMAGE,                    /* absolute http(s) URL */
    NSEG_META_URL,                      /* canonical, absolute */
    NSEG_META_NFIELDS
} nseg_meta_field_e;


typedef enum {
    NSEG_META_SRC_JSONLD = 1,
    NSEG_META_SRC_OPENGRAPH,            /* og:*, article:* */
    NSEG_META_SRC_TWITTER,
    NSEG_META_SRC_META,                 /* other <meta name|http-equiv> */
    NSEG_META_SRC_MICRODATA,            /* itemprop */
    NSEG_META_SRC_TIME,                 /* <time datetime> */
    NSEG_META_SRC_LINK,                 /* rel=canonical, rel=author */
    NSEG_META_SRC_HTML,                 /* <html lang> */
    NSEG_META_SRC_URL,                  /* a date in the page URL */
    NSEG_META_SRC_HTTP                  /* an HTTP response header */
} nseg_meta_src_e;


/*
 * One value with its provenance.  rank orders trust within a field
 * (lower is better: JSON-LD of an article type and OpenGraph first,
 * URL dates and a bare <time> inside <article> last); votes counts the
 * sources that gave the same value (dates: the same day), so fusion
 * can reward agreement.
 */
typedef struct {
    const char                *value;   /* cleaned UTF-8, in the arena */
    const char                *key;     /* static, e.g. "og:title" */
    uint32_t                   node;    /* its element, or NSEG_NONE */
    uint8_t                    src;     /* nseg_meta_src_e */
    uint8_t                    rank;
    uint8_t                    votes;
    nseg_date_t                date;    /* PUBLISHED and MODIFIED only */
} nseg_meta_cand_t;


typedef struct {
    nseg_meta_cand_t           cand[NSEG_META_NFIELDS][NSEG_META_MAX];
    uint32_t                   n[NSEG_META_NFIELDS];

    /*
     * The best-ranked candidate per field (NULL: none), before fusion;
     * a tie goes to the first in document order, except that a local
     * time beats a UTC one (the CMS converted it; the day may differ).
     */
    const nseg_meta_cand_t    *best[NSEG_META_NFIELDS];

    /* names of the best-ranked author source, de-duplicated, ", " */
    const char                *byline;
    unsigned                   byline_org:1;    /* JSON-LD Organizations */

    /* the description the page gives of the best image, or NULL */
    const char                *image_alt;

    /*
     * The articleBody of the first JSON-LD article, as written (plain
     * text or HTML, undecoded); the body of a page that shows none.
     */
    const char                *article_body;

    uint32_t                   jsonld_blocks;
    uint32_t                   jsonld_invalid;  /* ignored blocks */

    /* og:type "article" or a JSON-LD article: the page says it is one */
    unsigned                   article:1;
    unsigned                   ld_article:1;    /* a JSON-LD one */
    unsigned                   ld_page:1;       /* a JSON-LD WebPage */

    /*
     * JSON-LD says the page is a collection or search results
     * (CollectionPage, SearchResultsPage: Yoast's and other SEO plugins'
     * type for archives, section fronts and search pages); list_items
     * that it holds a list (ItemList, a podcast's PodcastSeries), which
     * an article may carry for its carousel
     */
    unsigned                   listing:1;
    unsigned                   list_items:1;

    /*
     * JSON-LD describes a thing that is no text: a listing for sale or
     * to let, a job, an event, a place or business (a cinema with its
     * screenings), a film, an app; or a contact page
     */
    unsigned                   ld_thing:1;

    /* <meta http-equiv="refresh" content="0; url=..."> sends it on */
    unsigned                   refresh:1;
} nseg_meta_t;


/* the best-ranked value of a field, or NULL */
#define nseg_meta_value(meta, field)                                        \
    ((meta)->best[field] != NULL ? (meta)->best[field]->value : NULL)


/*
 * Fills meta from a parsed page in one pass over its node array.
 * page_url (may be NULL) gives URL dates and the base for relative
 * URLs when the page has no <base>; now (unix seconds, 0: the clock)
 * rejects dates later than now plus a day, as are dates before 1995.
 * Strings live in doc->arena.  Returns NSEG_OK, or NSEG_ERROR when
 * memory runs out (meta then holds what was found so far).  A page
 * without metadata is NSEG_OK with every field empty.
 */
int nseg_meta_extract(nseg_doc_t *doc, const char *page_url, int64_t now,
    nseg_meta_t *meta);

/*
 * Cleans a raw byline ("By Jane Doe and John Roe, Staff Writers |
 * Reuters") into names, calling add for each; exposed for the byline
 * node of the visual pipeline.  lang is the page's language or NULL.
 * Returns the number of names.
 */
typedef int (*nseg_meta_name_pt)(void *data, const char *name, size_t len);

int nseg_meta_split_byline(const char *s, size_t len, const char *lang,
    nseg_meta_name_pt add, void *data);

/*
 * "Posted on 14 March 2024 by Jane Doe in News": the names of a date
 * line that gives its author after the date (in s, *n bytes), or NULL
 */
const char *nseg_meta_dated_names(const char *s, size_t len, size_t *n);

/*
 * "Words and photographs by Jane Doe": the names after a credit line's
 * words and its "by" (in s, *n bytes, 0 when the line ends there), or
 * NULL
 */
const char *nseg_meta_credit_names(const char *s, size_t len, size_t *n);

/*
 * Credits of a byline's line for someone who did not write the text:
 * "Medically reviewed by", "Fact checked by", "Edited by" (lower case,
 * NULL-terminated)
 */
extern const char *const  nseg_meta_other_credits[];

/* "en_us" -> "en-US"; writes at most size bytes; 0 if not BCP 47 */
size_t nseg_meta_lang_normalize(const char *s, size_t len, char *buf,
    size_t size);

/*
 * HTML character references in s decoded once (named, decimal, hex;
 * invalid ones become U+FFFD), into the arena; s itself when it has no
 * '&'.  NULL when the arena runs out.
 */
char *nseg_meta_unescape_html(nseg_arena_t *arena, const char *s);

/* a publication key followed by an ISO date anywhere in the raw page */
int nseg_meta_raw_date(const char *html, size_t len, int64_t now,
    nseg_date_t *date);

const char *nseg_meta_field_name(nseg_meta_field_e field);
const char *nseg_meta_src_name(nseg_meta_src_e src);


/*
 * Whether an element marks the page as an article in microdata (an
 * itemscope with an article's itemtype): a pass over the nodes, for the
 * rare page that needs it (segment.c's JSON-LD collections)
 */
int nseg_meta_microdata_article(const nseg_doc_t *doc);


#endif /* _NSEG_META_H_INCLUDED_ */
