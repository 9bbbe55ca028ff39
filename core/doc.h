
/*
 * doc.h - a parsed page as a flat, pre-order array of element and text
 * nodes with the aggregates every later stage needs (text and link
 * characters per subtree).  libxml2's HTML parser runs in SAX mode and
 * doc.c builds the array from its events: no libxml2 tree is ever
 * built, and nothing of libxml2 outlives nseg_doc_parse().
 */


#ifndef _NSEG_DOC_H_INCLUDED_
#define _NSEG_DOC_H_INCLUDED_


#include <stdint.h>

#include "newsseg.h"
#include "arena.h"
#include "tags.h"


#define NSEG_NONE                UINT32_MAX

#define NSEG_NODE_ELEMENT        1
#define NSEG_NODE_TEXT           2


/* the toggles whose panels are remembered: an explainer's questions */
#define NSEG_DOC_TOGGLES_MAX        64


typedef struct nseg_style_s  nseg_style_t;      /* css.h */


typedef struct {
    const char                *name;        /* lower case, NUL-terminated */
    const char                *value;       /* "" for a bare attribute */
} nseg_attr_t;


typedef struct {
    uint32_t                   attrs;       /* first in doc->attrs */
    uint32_t                   parent;      /* NSEG_NONE for the root */
    uint32_t                   end;         /* one past the last descendant */
    uint32_t                   next;        /* next sibling or NSEG_NONE */
    uint32_t                   text_pos;    /* text nodes: rank among texts */
    uint32_t                   chars;       /* visible non-space characters */
    uint32_t                   link_chars;  /* of these, inside <a href> */
    uint32_t                   text_len;    /* text nodes: bytes of text */
    const char                *text;        /* text nodes: raw UTF-8;
                                               <script>, <style>, <title>:
                                               their raw content; elements
                                               of unknown tags: the name */
    nseg_style_t              *style;       /* computed lazily by css.c */
    uint16_t                   depth;
    uint16_t                   nattrs;
    uint8_t                    kind;        /* NSEG_NODE_* */
    uint8_t                    tag;         /* nseg_tag_e; 0 for text */
    unsigned                   hidden:1;    /* hidden attribute, inline css */
    unsigned                   in_link:1;   /* inside <a href> */
    unsigned                   in_head:1;
    unsigned                   relevant:1;  /* set by NCE */
    unsigned                   role:4;      /* NSEG_ROLE_*, set by segment */
} nseg_node_t;

#define NSEG_ROLE_NONE           0
#define NSEG_ROLE_TITLE          1
#define NSEG_ROLE_DATE           2
#define NSEG_ROLE_BODY           3


typedef struct {
    const char                *text;
    size_t                     len;
} nseg_str_t;


typedef struct {
    nseg_arena_t              *arena;
    nseg_node_t               *nodes;       /* malloc'ed, see doc_free */
    uint32_t                   n;
    nseg_attr_t               *attrs;       /* malloc'ed */
    uint32_t                   nattrs;
    uint32_t                  *texts;       /* text node indices, in order */
    uint32_t                   ntexts;
    uint32_t                   body;        /* index of <body> or 0 */

    nseg_str_t                 title_tag;   /* normalised <title> text */
    nseg_str_t                *sheets;      /* <style> contents, in order */
    uint32_t                   nsheets;
    const char                *base_url;    /* <base href> or options */
    const char                *lang;        /* <html lang> or NULL */

    /*
     * The classes JSON-LD's hasPart names as the story's part for
     * subscribers ("cssSelector": ".paywall"), lower-cased, each between
     * spaces, or NULL: the story's own text, whatever its class says
     */
    const char                *paid_classes;

    /*
     * The non-space characters of text in the largest <noscript> that
     * was dropped, and whether the <noscript>s were read as content
     * instead: a page that shows far less than one <noscript> holds is
     * the shell of a script-built page whose <noscript> is what a
     * reader without scripts gets (Discourse's crawler view), and it is
     * parsed again with them read (nseg_doc_parse)
     */
    uint32_t                   noscript_chars;
    unsigned                   noscript_read:1;

    /* <!DOCTYPE name PUBLIC "public" "system">, for quirks mode */
    unsigned                   has_doctype:1;
    const char                *doctype_name;
    const char                *doctype_public;
    const char                *doctype_system;

    /*
     * The aria-controls of the page's toggles (buttons that say whether
     * they are expanded), the first NSEG_DOC_TOGGLES_MAX of them, and
     * whether each is an accordion's button: what a reader opens
     */
    const char                *toggles[NSEG_DOC_TOGGLES_MAX];
    uint8_t                    toggle_heads[NSEG_DOC_TOGGLES_MAX];
    uint32_t                   ntoggles;

    const nseg_options_t      *opts;
} nseg_doc_t;


/*
 * Parses UTF-8 bytes (already converted by charset.c) and builds the
 * flat array.  Returns NSEG_STATUS_OK or a decline reason.
 */
nseg_status_e nseg_doc_parse(nseg_doc_t *doc, nseg_arena_t *arena,
    const char *utf8, size_t len, const nseg_options_t *opts);
void nseg_doc_free(nseg_doc_t *doc);

/*
 * 1 (the default): the text of <script> and <style> is taken from the
 * input at once, or passed over when nothing reads it; 0: libxml2 reads
 * it a character at a time.  For the differential fuzz target, which
 * holds the two parses to the same tree.
 */
extern int  nseg_doc_raw_direct;

/* whether element i is an accordion's button, over the panel it opens */
int nseg_doc_accordion_button(const nseg_doc_t *doc, uint32_t i);

/*
 * Whether a toggle of the page opens the element of this id: any
 * toggle, or an accordion's button (heads)
 */
int nseg_doc_toggled(const nseg_doc_t *doc, const char *id, int heads);

/* attribute value (owned by libxml2, valid until nseg_doc_free) or NULL */
const char *nseg_doc_attr(const nseg_doc_t *doc, uint32_t i,
    const char *name);

/*
 * Whether element i is a <script> whose type says JSON-LD: the only
 * script text read (meta.c), and so the only one doc.c keeps
 */
int nseg_doc_is_jsonld(const nseg_doc_t *doc, uint32_t i);

/* the block element (one that starts a line) holding node i, or NSEG_NONE */
uint32_t nseg_doc_block(const nseg_doc_t *doc, uint32_t i);

/* collapses whitespace of a node's visible text into the arena */
nseg_str_t nseg_doc_text(nseg_doc_t *doc, uint32_t i);

/* the same with only the text nodes j for which keep(data, j) holds */
typedef int (*nseg_doc_keep_pt)(void *data, uint32_t j);

nseg_str_t nseg_doc_text_kept(nseg_doc_t *doc, uint32_t i,
    nseg_doc_keep_pt keep, void *data);

/*
 * Whether text node j is inside an rt or rp at or below element top: a
 * ruby reading, which is not the words' (漢字, not 漢字かんじ)
 */
int nseg_doc_in_reading(const nseg_doc_t *doc, uint32_t j, uint32_t top);

/*
 * Whether one of element i's attributes attrs (NULL-terminated) holds
 * one of names (lower case, NULL-terminated) anywhere in its value,
 * ignoring case: "comment" in class="CommentList".  Returns the index
 * of the name plus one, or 0.  Values are searched up to
 * NSEG_DOC_NAME_MAX bytes.
 */
#define NSEG_DOC_NAME_MAX        256

unsigned nseg_doc_attr_names(const nseg_doc_t *doc, uint32_t i,
    const char *const *attrs, const char *const *names);

/*
 * The same, with each name a word of the value: no letter or digit
 * touches it, so "subscribe" is in "ld-subscribe-box" and "mc_subscribe",
 * not in "subscriber-only" or "unsubscribe".
 */
unsigned nseg_doc_attr_words(const nseg_doc_t *doc, uint32_t i,
    const char *const *attrs, const char *const *names);

/*
 * Whether a class list (a class attribute's value) holds one of names as
 * a whole class, in any ASCII case: "hide" in "card hide", not in
 * "hide-on-desktop"; "tag" in "archive tag", not in "tag-community"
 */
unsigned nseg_doc_class_in(const char *v, const char *const *names);

/*
 * The two halves of the above, for a caller that tests many lists on
 * one value: the value of attribute name lower-cased into buf (of
 * NSEG_DOC_NAME_MAX bytes; NULL when absent), and the first of names in
 * it, anywhere or as a word (index plus one, or 0).
 */
const char *nseg_doc_attr_lower(const nseg_doc_t *doc, uint32_t i,
    const char *name, char *buf);
/* the same for a value in hand */
const char *nseg_doc_lower(const char *v, char *buf);
unsigned nseg_doc_find_name(const char *lower, const char *const *names,
    int words);

/*
 * Where in lower the earliest of names stands, anywhere or as a word:
 * its offset, or (size_t) -1 ("author-photo": is "author" before
 * "photo"?)
 */
size_t nseg_doc_name_at(const char *lower, const char *const *names,
    int words);

/* an element's lower-case tag name */
#define nseg_doc_name(doc, i)                                               \
    ((doc)->nodes[i].tag != NSEG_TAG_UNKNOWN                                \
     ? nseg_tags[(doc)->nodes[i].tag].name : (doc)->nodes[i].text)


#endif /* _NSEG_DOC_H_INCLUDED_ */
