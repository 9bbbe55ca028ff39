
/*
 * title.c - the title node's text and the title's cleaning: the block
 * pieces styled like the node, an unfinished title's continuation, site
 * names and datelines cut off <title> and og:title, the <h1> and subtree
 * fallbacks, logos that are not titles.
 */


#ifndef _GNU_SOURCE
#define _GNU_SOURCE                     /* memmem() */
#endif

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "newsseg.h"
#include "arena.h"
#include "css.h"
#include "date.h"
#include "doc.h"
#include "meta.h"
#include "model.h"
#include "segment.h"
#include "subtree.h"
#include "tags.h"
#include "utf8.h"
#include "title.h"
#include "url.h"


/* a date piece this short before the title node is not part of it */
#define NSEG_TITLE_DATE_CHARS    40
/* a site name in a title has at most this many words */
#define NSEG_TITLE_SITE_WORDS    4
/* a fallback <h1> shares this much of its words with the metadata */
#define NSEG_TITLE_HEADING_F1    0.8
#define NSEG_TITLE_HEADING_MIN   8
/* an <h1> of this many words under a <title> that names none is one */
#define NSEG_TITLE_H1_WORDS      4
/* under this word F1 a <title> is no wording of the <h1>'s headline */
#define NSEG_TITLE_OTHER_F1      0.5
/* bytes around a <title>'s words in a text node that shows them */
#define NSEG_TITLE_SHOWN_SLACK   8
#define NSEG_TITLE_WORDS         64
/* <h1> texts and title parts the heading fallback compares */
#define NSEG_TITLE_HEADINGS      32
/* words an <h2> headline under a section's <h1> shares with <title> */
#define NSEG_TITLE_H2_COMMON     2
#define NSEG_TITLE_PARTS         8
/* a kicker has fewer words than this; word sets this alike are one */
#define NSEG_TITLE_KICKER_WORDS  6
#define NSEG_TITLE_SAME_WORDS    0.999
#define NSEG_TITLE_SITE_LABEL    4     /* "bbc" spells too little */
#define NSEG_TITLE_SPLIT_MAX     64
/* an <h1> longer than this is no error page's name */
#define NSEG_TITLE_ERROR_H1_CHARS 64
/* a "»" at an end of a longer text is not looked into as a quote */
#define NSEG_TITLE_QUOTED_MAX    1024
#define nseg_title_word_char(c)                                             \
    (((c) >= 'a' && (c) <= 'z') || ((c) >= 'A' && (c) <= 'Z')              \
     || ((c) >= '0' && (c) <= '9') || ((unsigned char) (c)) >= 0x80)
/* a title block longer than this is not a heading */
#define NSEG_TITLE_BLOCK_MAX     400
/* relevant characters a headline found by its looks may follow */
#define NSEG_TITLE_LOOKS_BEFORE  100
/* and must leave for the body */
#define NSEG_TITLE_LOOKS_AFTER   80
/* a one-word headline ("Mozilla"), not a label ("By") */
#define NSEG_TITLE_LOOKS_MIN     4
/* the longest gold title of the corpora has 154 characters */
#define NSEG_TITLE_LOOKS_MAX     200
/* the most probable nodes the visual forest's choice is looked for in */
#define NSEG_TITLE_LOOKS_TRIES   8
/* font sizes told apart when finding the article's own */
#define NSEG_TITLE_LOOKS_SIZES   32


/* what a headline found by its looks is measured against */
typedef struct {
    uint32_t                   before_end;  /* the relevant text node at
                                               which more than _BEFORE
                                               characters precede */
    size_t                    *after;       /* per text position: relevant
                                               characters from it on */
    float                      body_px;     /* most relevant characters'
                                               font size */
} nseg_title_looks_t;


static double nseg_title_overlap(nseg_str_t a, nseg_str_t b);
static size_t nseg_title_common(nseg_str_t a, nseg_str_t b, size_t *na,
    size_t *nb);
static int nseg_title_covered(nseg_str_t a, nseg_str_t b);
static int nseg_title_word_in(const char *w, size_t len,
    const char *const *ws, const size_t *lens, size_t n);
static unsigned nseg_title_split(nseg_str_t ref, nseg_str_t *parts,
    unsigned max);
static int nseg_title_logo_name(const char *v);
static int nseg_title_spells_label(const char *word, size_t n,
    size_t the, const char *label, size_t len);
static int nseg_title_named_twice(nseg_ctx_t *ctx, nseg_str_t text);
static int nseg_title_next_class(const char **v, size_t *n);
static int nseg_title_shown_class(const char *v);
static unsigned nseg_title_names(nseg_ctx_t *ctx, nseg_str_t *names,
    unsigned max);
static int nseg_title_in_logo(nseg_ctx_t *ctx, nseg_str_t t,
    const char *site);
static int nseg_title_in_home_link(nseg_doc_t *doc, uint32_t i);
static int nseg_title_looks_init(nseg_ctx_t *ctx, nseg_title_looks_t *lk);
static int nseg_title_heads(nseg_ctx_t *ctx, const nseg_title_looks_t *lk,
    uint32_t row);
static uint32_t nseg_title_first_text(const nseg_doc_t *doc, uint32_t i);
static size_t nseg_title_nwords(nseg_str_t t);
static size_t nseg_title_words(nseg_str_t t, const char **w, size_t *len);
static int nseg_title_shown(nseg_ctx_t *ctx, nseg_str_t s);
static int nseg_title_home_link(const char *href);
static nseg_str_t nseg_title_trim_seps(nseg_str_t t);
static size_t nseg_title_mark(nseg_str_t t, int at_end,
    const char *const *marks);
static int nseg_title_quoted(nseg_str_t t, int at_end);
static int nseg_title_open(nseg_str_t t);
static int nseg_title_linked(nseg_doc_t *doc, nseg_str_t t);
static int nseg_title_menu_entry(nseg_doc_t *doc, nseg_str_t t);
static int nseg_title_is_date(nseg_str_t d, const char *lang, int64_t now);
static int nseg_title_anchor(nseg_doc_t *doc, uint32_t j);
static int nseg_title_unseen_colon(const nseg_doc_t *doc, uint32_t j,
    uint32_t end);
static int nseg_title_link_inside(nseg_doc_t *doc, uint32_t block,
    uint32_t j);
static int nseg_title_piece(nseg_doc_t *doc, nseg_css_t *css,
    const nseg_style_t *tst, uint32_t block, uint32_t j, int before);


/* separators that can be left hanging at an end of a title */
static const char  *const nseg_title_marks[] = {
    "|", "-", ":", "/", "\xc2\xbb", "\xc2\xb7", "\xe2\x80\x93",
    "\xe2\x80\x94", NULL
};

/* ... and what else a heading may start with, run together with them */
static const char  *const nseg_title_ornaments[] = {
    "[", "]", ">", "<", "*", "\xe2\x80\xba", "\xe2\x80\xa2", NULL
};


/* what separates a story from its site in a <title> or og:title */
static const char  *const nseg_title_seps[] = {
    " | ", " - ", " \xe2\x80\x93 ", " \xe2\x80\x94 ", " \xc2\xbb ",
    " :: ", " // ", " \xc2\xb7 ", NULL
};


/*
 * Words shared by two titles, as the F1 of their word sets (ASCII
 * letters folded; other bytes are word characters).
 */
static double
nseg_title_overlap(nseg_str_t a, nseg_str_t b)
{
    size_t  na, nb, common;

    common = nseg_title_common(a, b, &na, &nb);

    if (na == 0 || nb == 0) {
        return 0;
    }

    return 2.0 * (double) common / (double) (na + nb);
}


/* how many words of a are words of b; *na and *nb get their counts */
static size_t
nseg_title_common(nseg_str_t a, nseg_str_t b, size_t *na, size_t *nb)
{
    size_t       i, common;
    const char  *sa[NSEG_TITLE_WORDS], *sb[NSEG_TITLE_WORDS];
    size_t       la[NSEG_TITLE_WORDS], lb[NSEG_TITLE_WORDS];

    *na = nseg_title_words(a, sa, la);
    *nb = nseg_title_words(b, sb, lb);

    for (common = 0, i = 0; i < *na; i++) {
        common += nseg_title_word_in(sa[i], la[i], sb, lb, *nb);
    }

    return common;
}


/*
 * Whether every word of a is a word of b; called for every text of a
 * page, it stops at the first word missing (most texts lack the first)
 */
static int
nseg_title_covered(nseg_str_t a, nseg_str_t b)
{
    size_t       i, na, nb;
    const char  *sa[NSEG_TITLE_WORDS], *sb[NSEG_TITLE_WORDS];
    size_t       la[NSEG_TITLE_WORDS], lb[NSEG_TITLE_WORDS];

    na = nseg_title_words(a, sa, la);
    if (na == 0) {
        return 0;
    }

    nb = nseg_title_words(b, sb, lb);

    for (i = 0; i < na; i++) {
        if (!nseg_title_word_in(sa[i], la[i], sb, lb, nb)) {
            return 0;
        }
    }

    return 1;
}


/* whether the word w of len bytes is among the n words ws (any case) */
static int
nseg_title_word_in(const char *w, size_t len, const char *const *ws,
    const size_t *lens, size_t n)
{
    size_t  j;

    for (j = 0; j < n; j++) {
        if (lens[j] == len && strncasecmp(w, ws[j], len) == 0) {
            return 1;
        }
    }

    return 0;
}


static size_t
nseg_title_words(nseg_str_t t, const char **w, size_t *len)
{
    size_t   i, n, start;

    n = 0;
    i = 0;

    while (i < t.len && n < NSEG_TITLE_WORDS) {
        while (i < t.len && !nseg_title_word_char(t.text[i])) {
            i++;
        }

        start = i;

        while (i < t.len && nseg_title_word_char(t.text[i])) {
            i++;
        }

        if (i > start) {
            w[n] = t.text + start;
            len[n] = i - start;
            n++;
        }
    }

    return n;
}


/*
 * The parts of a metadata title or <title> between the usual separators
 * ("Story - Site - Tagline"), in order; the whole when there is none.
 * A " » " that closes a "«" of its part is a quotation mark: "Le « oui »
 * l'emporte à Genève - Le Courrier".
 */
static unsigned
nseg_title_split(nseg_str_t ref, nseg_str_t *parts, unsigned max)
{
    size_t    i, k, n, start, open, rev;
    unsigned  np;

    np = 0;
    start = 0;
    open = 0;
    rev = 0;

    for (i = 0; i < ref.len && np < max - 1; i++) {
        /* German opens with "»" and closes with "«": "»Ja« » Zeit" */
        if (ref.text[i] == '\xc2' && i + 1 < ref.len) {
            if (ref.text[i + 1] == '\xab') {
                if (rev) {
                    rev--;

                } else {
                    open++;
                }

            } else if (ref.text[i + 1] == '\xbb') {
                if (open) {
                    open--;

                } else {
                    rev++;
                }
            }
        }

        for (k = 0; nseg_title_seps[k] != NULL; k++) {
            n = strlen(nseg_title_seps[k]);

            if (i + n <= ref.len
                && memcmp(ref.text + i, nseg_title_seps[k], n) == 0)
            {
                break;
            }
        }

        if (nseg_title_seps[k] == NULL
            || (open && strcmp(nseg_title_seps[k], " \xc2\xbb ") == 0))
        {
            continue;
        }

        parts[np].text = ref.text + start;
        parts[np].len = i - start;
        np++;

        start = i + n;
        i = start - 1;
        open = 0;
        rev = 0;
    }

    parts[np].text = ref.text + start;
    parts[np].len = ref.len - start;

    return np + 1;
}


/* class and id words that name the site's own logo or title */
static const char  *const nseg_logo_words[] = {
    "logo", "brand", "branding", "masthead", "sitename", "sitetitle",
    "sitelogo", NULL
};


/*
 * Whether a class or id value names a logo, word by word ("header__logo",
 * "site-title"), so that "catalogo" or "headline--branded" do not.
 */
static int
nseg_title_logo_name(const char *v)
{
    char      word[32];
    size_t    n;
    unsigned  k, site;

    if (v == NULL) {
        return 0;
    }

    site = 0;

    while (*v != '\0') {
        while (*v != '\0' && !isalnum((unsigned char) *v)) {
            v++;
        }

        for (n = 0; isalnum((unsigned char) *v); v++) {
            if (n < sizeof(word) - 1) {
                word[n++] = (char) tolower((unsigned char) *v);
            }
        }

        word[n] = '\0';

        if (n == 0) {
            continue;
        }

        /* "site-title", "site_name": two words */
        if (site && (strcmp(word, "title") == 0 || strcmp(word, "name") == 0))
        {
            return 1;
        }

        site = (strcmp(word, "site") == 0);

        for (k = 0; nseg_logo_words[k] != NULL; k++) {
            if (strcmp(word, nseg_logo_words[k]) == 0) {
                return 1;
            }
        }
    }

    return 0;
}


/*
 * A link to the site's front page: "/", "/index.html", "https://host/",
 * "//host/".  Relative links ("./", "index.html") are not: on an
 * article's page they point at the article or its section.
 */
static int
nseg_title_home_link(const char *href)
{
    const char  *p;

    if (href == NULL) {
        return 0;
    }

    p = href + strcspn(href, "/?#");

    if (p[0] == '/' && p[1] == '/' && (p == href || p[-1] == ':')) {
        p += 2;                                 /* "https://host/" */
        p += strcspn(p, "/?#");

        if (*p != '/') {
            return 1;                           /* "https://host" */
        }

    } else if (p != href || *p != '/') {
        return 0;                               /* relative */
    }

    p++;

    if (strncasecmp(p, "index.", 6) == 0) {
        p += strcspn(p, "/?#");
    }

    return *p == '\0' || *p == '?' || *p == '#';
}


/*
 * A section's name in a heading ("<h1>Waterfront</h1>" over the story):
 * the node's text is a later part of <title> than the first, and the
 * first, not the site's name, has at least NSEG_TITLE_SECTION_MORE
 * words more ("Ferry terminal upgrade wins federal grant | Waterfront |
 * The Bay Herald"), and the page links it (its menu or breadcrumb:
 * nseg_title_linked).  Not the longest part: that is often the site's
 * tagline or the story's subtitle.
 */
#define NSEG_TITLE_SECTION_MORE  3

int
nseg_title_section(nseg_ctx_t *ctx, uint32_t i)
{
    char         hostbuf[256];
    unsigned     np, k;
    nseg_str_t   text, parts[NSEG_TITLE_PARTS];

    if (ctx->doc.title_tag.len == 0) {
        return 0;
    }

    np = nseg_title_split(ctx->doc.title_tag, parts, NSEG_TITLE_PARTS);

    if (np < 2) {
        return 0;
    }

    for (k = 0; k < np; k++) {
        parts[k] = nseg_title_trim_seps(parts[k]);
    }

    text = nseg_title_trim_seps(nseg_title_text(&ctx->doc, ctx->css, i,
                                                NULL));

    if (text.len == 0
        || nseg_title_nwords(text) + NSEG_TITLE_SECTION_MORE
           > nseg_title_nwords(parts[0])
        || nseg_title_is_site(parts[0].text, parts[0].len,
                              nseg_meta_value(ctx->meta,
                                              NSEG_META_SITE_NAME),
                              nseg_title_host(ctx, hostbuf,
                                              sizeof(hostbuf))))
    {
        return 0;
    }

    for (k = 1; k < np; k++) {
        if (parts[k].len == text.len
            && strncasecmp(parts[k].text, text.text, text.len) == 0)
        {
            return nseg_title_linked(&ctx->doc, text);
        }
    }

    return 0;
}


/*
 * Whether the page links t (the node itself, or another), as a menu or
 * breadcrumb names a section: "Council approves budget", a later part
 * of "Live: the council votes tonight on the new city budget | Council
 * approves budget | The Example Times" and linked nowhere, is a headline
 */
static int
nseg_title_linked(nseg_doc_t *doc, nseg_str_t t)
{
    uint32_t      k;
    nseg_str_t    s;
    nseg_node_t  *nd;

    for (k = 0; k < doc->ntexts; k++) {
        nd = &doc->nodes[doc->texts[k]];

        if (!nd->in_link || nd->chars == 0) {
            continue;
        }

        s = nseg_title_trim_seps(nseg_doc_text(doc, doc->texts[k]));

        if (s.len == t.len && strncasecmp(s.text, t.text, t.len) == 0) {
            return 1;
        }
    }

    return 0;
}


static const char  *const nseg_unseen_attrs[] = { "class", NULL };

/* class words of text only screen readers get (sr-only, skip links) */
static const char  *const nseg_unseen_classes[] = {
    "sr-only", "sr_only", "screen-reader", "screenreader", "screen_reader",
    "visually-hidden", "visuallyhidden", "visually_hidden", "hidden-visually",
    "assistive", "element-invisible", "show-for-sr", "a11y-hidden",
    /* WebSite X5 repeats the <title> in an <h1 class="imHidden"> */
    "imhidden", NULL
};


/*
 * whole classes of text nobody sees ("hide", not "hide-on-desktop" or
 * "hidden-xs": those show on other screens)
 */
static const char  *const nseg_hidden_classes[] = {
    "hide", "hidden", "is-hidden", "u-hidden", "element-hidden", "invisible",
    NULL
};


/* the next class of a class list at *v, its length in *n; 0 at its end */
static int
nseg_title_next_class(const char **v, size_t *n)
{
    const char  *p;
    size_t       len;

    for (p = *v; *p == ' ' || *p == '\t' || *p == '\n'; p++) {
        /* void */
    }

    for (len = 0; p[len] != '\0' && p[len] != ' ' && p[len] != '\t'
                  && p[len] != '\n'; len++)
    {
        /* the class's length */
    }

    *v = p;
    *n = len;

    return len != 0;
}


/*
 * what a class list shows an element as on some screens (Tailwind's
 * "hidden md:block", "sr-only lg:not-sr-only"): a breakpoint's prefix
 * and one of these
 */
static const char  *const nseg_shown_classes[] = {
    "block", "inline", "inline-block", "flex", "inline-flex", "grid",
    "inline-grid", "table", "contents", "flow-root", "list-item", "visible",
    "not-sr-only", NULL
};


/* whether a class of v shows the element on a screen of some width */
static int
nseg_title_shown_class(const char *v)
{
    size_t       n;
    const char  *c;

    for ( /* void */ ; nseg_title_next_class(&v, &n); v += n) {
        /* the class after its last prefix: "md:block" */
        for (c = v + n; c > v && c[-1] != ':'; c--) {
            /* void */
        }

        if (c != v && nseg_word_in(c, v + n - c, nseg_shown_classes)) {
            return 1;
        }
    }

    return 0;
}


/*
 * Text set aside for screen readers: "<h1 class="assistive-text">Menu</h1>"
 * names the navigation to a blind reader and is not shown; a headline
 * it is not, though it is an <h1> in the page header.  The text's
 * element or one of its three nearest ancestors, NSEG_TITLE_UNSEEN_UP
 * elements in all, has such a class (its stylesheet, when the page has
 * one, hides it by the same name).
 */
#define NSEG_TITLE_UNSEEN_UP  4

int
nseg_title_unseen(const nseg_doc_t *doc, uint32_t i)
{
    unsigned     up;
    uint32_t     e;
    const char  *v;

    up = 0;

    for (e = doc->nodes[i].parent;
         e != NSEG_NONE && up < NSEG_TITLE_UNSEEN_UP;
         e = doc->nodes[e].parent, up++)
    {
        v = nseg_doc_attr(doc, e, "class");

        /* "hidden md:block" is a desktop's headline, not a hidden one */
        if (v == NULL || nseg_title_shown_class(v)) {
            continue;
        }

        if (nseg_doc_attr_names(doc, e, nseg_unseen_attrs,
                                nseg_unseen_classes)
            || nseg_doc_class_in(v, nseg_hidden_classes))
        {
            return 1;
        }
    }

    return 0;
}


/*
 * Whether the text node after text node j, before end, is a colon set
 * aside for screen readers (nseg_title_unseen)
 */
static int
nseg_title_unseen_colon(const nseg_doc_t *doc, uint32_t j, uint32_t end)
{
    for (j++; j < end; j++) {
        if (doc->nodes[j].kind == NSEG_NODE_TEXT && doc->nodes[j].chars > 0) {
            break;
        }
    }

    /* one visible character, and that a colon */
    return j < end && doc->nodes[j].chars == 1
           && memchr(doc->nodes[j].text, ':', doc->nodes[j].text_len) != NULL
           && nseg_title_unseen(doc, j);
}


/*
 * Many sites set their name in a heading in the page header: an element
 * named as a logo or a link to the front page between the text and its
 * block (a heading's: the block around it), or a text that is
 * og:site_name or a domain, makes a node the site's.
 */
int
nseg_title_logo(nseg_ctx_t *ctx, uint32_t i, const char *site)
{
    char         hostbuf[256];
    uint32_t     e, heading;
    const char  *host;
    nseg_str_t   text;
    nseg_doc_t  *doc;

    doc = &ctx->doc;
    heading = 0;

    for (e = doc->nodes[i].parent; e != NSEG_NONE; e = doc->nodes[e].parent)
    {
        if (nseg_title_logo_name(nseg_doc_attr(doc, e, "class"))
            || nseg_title_logo_name(nseg_doc_attr(doc, e, "id"))
            || (doc->nodes[e].tag == NSEG_TAG_A
                && nseg_title_home_link(nseg_doc_attr(doc, e, "href"))))
        {
            return 1;
        }

        if (!nseg_tag_is(doc->nodes[e].tag, NSEG_TAG_BLOCK)) {
            continue;
        }

        /* a heading set in a logo: <a href="/"><h1>Site</h1></a> */
        if (heading || !nseg_tag_is(doc->nodes[e].tag, NSEG_TAG_HEADING)) {
            break;
        }

        heading = 1;
    }

    /* og:site_name, a domain ("jan-grosser.de"), the host's name */
    text = nseg_title_text(doc, ctx->css, i, NULL);

    if (nseg_title_is_site(text.text, text.len, site, NULL)) {
        return 1;
    }

    host = nseg_title_host(ctx, hostbuf, sizeof(hostbuf));

    return host != NULL && nseg_title_spells_host(text, host)
           && !nseg_title_named_twice(ctx, text);
}


/*
 * Whether <title> gives t as both its headline and its site: a story
 * about the site itself, "<h1>Wikipedia</h1>" under "<title>Wikipedia -
 * Wikipedia</title>" on en.wikipedia.org, is its headline all the same
 */
static int
nseg_title_named_twice(nseg_ctx_t *ctx, nseg_str_t text)
{
    unsigned     np, k, seen;
    nseg_str_t   parts[NSEG_TITLE_PARTS];

    text = nseg_title_trim_seps(text);

    if (ctx->doc.title_tag.len == 0 || text.len == 0) {
        return 0;
    }

    np = nseg_title_split(ctx->doc.title_tag, parts, NSEG_TITLE_PARTS);
    seen = 0;

    for (k = 0; k < np; k++) {
        parts[k] = nseg_title_trim_seps(parts[k]);

        if (parts[k].len == text.len
            && strncasecmp(parts[k].text, text.text, text.len) == 0)
        {
            seen++;
        }
    }

    return seen > 1;
}


static const char  *const nseg_title_h2_attrs[] = { "class", "id", NULL };
static const char  *const nseg_title_h2_names[] = {
    "title", "headline", NULL
};


/*
 * A page whose only <h1> is its logo or its section ("<h1>Sport</h1>")
 * sets the story's headline in an <h2> named for it ("article__title",
 * "post-title").  The first such <h2> outside a link (a teaser's is
 * inside one) is the headline when it shares some words with the
 * metadata title or <title>: an editor's other wording of the same
 * story ("Zeeveld Boys stunt in beker" over "Zeeveld Boys schrijft
 * clubhistorie"), not a sidebar's heading.
 */
static uint32_t
nseg_title_h2_headline(nseg_ctx_t *ctx, const nseg_str_t *ref, unsigned nref,
    const char *site)
{
    char          hostbuf[256];
    size_t        na, nb;
    uint32_t      t, i, b;
    unsigned      k, p, nparts;
    nseg_str_t    text, parts[NSEG_TITLE_PARTS];
    const char   *host;
    nseg_doc_t   *doc;
    nseg_node_t  *nd;

    doc = &ctx->doc;
    host = nseg_title_host(ctx, hostbuf, sizeof(hostbuf));

    for (t = 0; t < doc->ntexts; t++) {
        i = doc->texts[t];
        nd = &doc->nodes[i];

        if (nd->hidden || nd->in_link || nd->chars < NSEG_TITLE_HEADING_MIN) {
            continue;
        }

        b = nseg_doc_block(doc, i);

        if (b == NSEG_NONE || doc->nodes[b].tag != NSEG_TAG_H2
            || !nseg_doc_attr_words(doc, b, nseg_title_h2_attrs,
                                    nseg_title_h2_names))
        {
            continue;
        }

        if (nseg_title_logo(ctx, i, site) || nseg_title_section(ctx, i)
            || nseg_title_unseen(doc, i))
        {
            continue;
        }

        text = nseg_title_text(doc, ctx->css, i, NULL);

        /* the site's part of a title ("| Zeeveld News") counts not */
        for (k = 0; k < nref; k++) {
            nparts = nseg_title_split(ref[k], parts, NSEG_TITLE_PARTS);

            for (p = 0; p < nparts; p++) {
                if (!nseg_title_is_site(parts[p].text, parts[p].len, site,
                                        host)
                    && !nseg_title_in_logo(ctx, parts[p], site)
                    && nseg_title_common(text, parts[p], &na, &nb)
                       >= NSEG_TITLE_H2_COMMON)
                {
                    return i;
                }
            }
        }

        return NSEG_NONE;
    }

    return NSEG_NONE;
}


/*
 * No node passed the model: the first visible <h1> whose words the
 * metadata title or <title> confirms as a whole, else one confirmed by
 * a part of it that is not the site (parts in order: "Story - Site -
 * Tagline" confirms an <h1> "Story"); failing that, when there is a
 * metadata title, the one <h1> the page shows.  The site's own name
 * (nseg_title_logo) never counts.  A page with no other <h1> may name
 * an <h2> as its headline (nseg_title_h2_headline).
 */
uint32_t
nseg_title_heading(nseg_ctx_t *ctx)
{
    char          hostbuf[256];
    uint32_t      t, i, b, first_h1, nh1;
    uint32_t      cand[NSEG_TITLE_HEADINGS];
    nseg_str_t    ref[2], parts[NSEG_TITLE_PARTS];
    nseg_str_t    text[NSEG_TITLE_HEADINGS];
    size_t        lens[NSEG_TITLE_WORDS];
    const char   *site, *host, *words[NSEG_TITLE_WORDS];
    nseg_doc_t   *doc;
    nseg_node_t  *nd;
    unsigned      c, k, p, nref, ncand, nparts;

    doc = &ctx->doc;
    nref = 0;

    if (ctx->meta->best[NSEG_META_TITLE] != NULL) {
        ref[nref].text = ctx->meta->best[NSEG_META_TITLE]->value;
        ref[nref].len = strlen(ref[nref].text);
        nref++;
    }

    if (doc->title_tag.len) {
        ref[nref++] = doc->title_tag;
    }

    if (nref == 0) {
        return NSEG_NONE;
    }

    site = nseg_meta_value(ctx->meta, NSEG_META_SITE_NAME);
    host = nseg_title_host(ctx, hostbuf, sizeof(hostbuf));

    /* the candidate <h1> texts, and how many <h1>s they come from */
    ncand = 0;
    first_h1 = NSEG_NONE;
    nh1 = 0;

    for (t = 0; t < doc->ntexts && ncand < NSEG_TITLE_HEADINGS; t++) {
        i = doc->texts[t];
        nd = &doc->nodes[i];

        if (nd->hidden || nd->chars < NSEG_TITLE_HEADING_MIN) {
            continue;
        }

        b = nseg_doc_block(doc, i);

        if (b == NSEG_NONE || doc->nodes[b].tag != NSEG_TAG_H1
            || nseg_title_logo(ctx, i, site) || nseg_title_section(ctx, i)
            || nseg_title_unseen(doc, i))
        {
            continue;
        }

        if (first_h1 == NSEG_NONE) {
            first_h1 = b;

        } else if (b != first_h1) {
            nh1++;
        }

        cand[ncand] = i;
        text[ncand] = nseg_title_text(doc, ctx->css, i, NULL);
        ncand++;
    }

    if (ncand == 0) {
        return nseg_title_h2_headline(ctx, ref, nref, site);
    }

    for (k = 0; k < nref; k++) {
        for (c = 0; c < ncand; c++) {
            if (nseg_title_overlap(text[c], ref[k]) >= NSEG_TITLE_HEADING_F1)
            {
                return cand[c];
            }
        }
    }

    for (k = 0; k < nref; k++) {
        nparts = nseg_title_split(ref[k], parts, NSEG_TITLE_PARTS);

        for (p = 0; nparts > 1 && p < nparts; p++) {
            if (nseg_title_is_site(parts[p].text, parts[p].len, site, host)) {
                continue;
            }

            for (c = 0; c < ncand; c++) {
                if (nseg_title_overlap(text[c], parts[p])
                    >= NSEG_TITLE_HEADING_F1)
                {
                    return cand[c];
                }
            }
        }
    }

    /*
     * Metadata that confirms no heading is an editor's second wording
     * (og:title written for sharing); the one <h1> is what the reader
     * sees.  Without metadata the <title> stays the fallback (the
     * paper's rule): a lone <h1> there is as often a section name.
     */
    if (ncand && nh1 == 0 && ctx->meta->best[NSEG_META_TITLE] != NULL) {
        return cand[0];
    }

    /*
     * A <title> that is the site and a word for its pages ("El Pregón HN
     * - Noticias de Honduras", "Diario Korsou | Noticia") shares hardly
     * a word with the one <h1>, nor shows anywhere on the page: a
     * headline of some words in that <h1> is the story's.  A section's
     * name in an <h1> is shorter than that, and the <title> that holds
     * the headline shows it on the page.  A <title> that shares half its
     * words with the <h1> is the headline's other wording, which
     * Readability's golds take.
     */
    if (ncand && nh1 == 0 && doc->title_tag.len != 0
        && nseg_title_split(doc->title_tag, parts, NSEG_TITLE_PARTS) > 1
        && nseg_title_names(ctx, parts, 1) == 1
        && nseg_title_words(text[0], words, lens) >= NSEG_TITLE_H1_WORDS
        && text[0].len > parts[0].len
        && nseg_title_overlap(text[0], parts[0]) < NSEG_TITLE_OTHER_F1
        && !nseg_title_shown(ctx, parts[0]))
    {
        return cand[0];
    }

    return NSEG_NONE;
}


/*
 * Whether a visible text node of the page shows s as its own text, a
 * few characters aside (ASCII case folded); not a sentence that uses
 * its words ("reciba las noticias de Honduras al instante")
 */
static int
nseg_title_shown(nseg_ctx_t *ctx, nseg_str_t s)
{
    size_t        i;
    uint32_t      t;
    nseg_str_t    text;
    nseg_doc_t   *doc;

    doc = &ctx->doc;

    for (t = 0; t < doc->ntexts; t++) {
        if (doc->nodes[doc->texts[t]].hidden) {
            continue;
        }

        text = nseg_doc_text(doc, doc->texts[t]);

        if (text.len > s.len + s.len / 2 + NSEG_TITLE_SHOWN_SLACK) {
            continue;
        }

        for (i = 0; s.len != 0 && i + s.len <= text.len; i++) {
            if (strncasecmp(text.text + i, s.text, s.len) == 0) {
                return 1;
            }
        }
    }

    return 0;
}


/*
 * Where the page's <title> and metadata name no headline, the visual
 * title forest (attributes 1-7) chooses: among its most probable nodes
 * (over its threshold, not the site's name), the first that can be the
 * page's headline (nseg_title_heads).  Returns the row, or NSEG_NONE.
 */
uint32_t
nseg_title_by_looks(nseg_ctx_t *ctx, const nseg_forest_t *forest,
    const char *site)
{
    double              *p;
    uint32_t             k, row;
    unsigned             tries;
    nseg_title_looks_t   lk;

    if (ctx->attrs.n == 0 || nseg_title_looks_init(ctx, &lk) != NSEG_OK) {
        return NSEG_NONE;
    }

    p = nseg_arena_alloc(&ctx->arena, ctx->attrs.n * sizeof(double));
    if (p == NULL) {
        return NSEG_NONE;
    }

    for (k = 0; k < ctx->attrs.n; k++) {
        p[k] = nseg_forest_predict(forest, ctx->attrs.rows[k].f);
    }

    for (tries = 0; tries < NSEG_TITLE_LOOKS_TRIES; tries++) {
        row = NSEG_NONE;

        /* of equals, the first in document order, as the title forest */
        for (k = 0; k < ctx->attrs.n; k++) {
            if (p[k] >= forest->threshold
                && (row == NSEG_NONE || p[k] > p[row]))
            {
                row = k;
            }
        }

        if (row == NSEG_NONE) {
            break;
        }

        if (!nseg_title_logo(ctx, ctx->attrs.rows[row].node, site)
            && !nseg_title_unseen(&ctx->doc, ctx->attrs.rows[row].node)
            && nseg_title_heads(ctx, &lk, row))
        {
            return row;
        }

        p[row] = -1;
    }

    return NSEG_NONE;
}


static int
nseg_title_looks_init(nseg_ctx_t *ctx, nseg_title_looks_t *lk)
{
    float                px[NSEG_TITLE_LOOKS_SIZES];
    size_t               chars[NSEG_TITLE_LOOKS_SIZES], before, best;
    uint32_t             t, k;
    unsigned             j, nsizes;
    const nseg_doc_t    *doc;
    const nseg_node_t   *nd;

    doc = &ctx->doc;

    lk->after = nseg_arena_alloc(&ctx->arena,
                                 (doc->ntexts + 1) * sizeof(size_t));
    if (lk->after == NULL) {
        return NSEG_ERROR;
    }

    lk->after[doc->ntexts] = 0;

    for (t = doc->ntexts; t-- > 0; ) {
        nd = &doc->nodes[doc->texts[t]];
        lk->after[t] = lk->after[t + 1]
                       + (nd->relevant && !nd->hidden ? nd->chars : 0);
    }

    lk->before_end = doc->n;
    before = 0;

    for (t = 0; t < doc->ntexts; t++) {
        nd = &doc->nodes[doc->texts[t]];

        if (nd->relevant && !nd->hidden) {
            before += nd->chars;

            if (before > NSEG_TITLE_LOOKS_BEFORE) {
                lk->before_end = doc->texts[t];
                break;
            }
        }
    }

    /* the font size of most relevant characters: a page has few sizes */
    nsizes = 0;

    for (k = 0; k < ctx->attrs.n; k++) {
        nd = &doc->nodes[ctx->attrs.rows[k].node];

        if (!nd->relevant) {
            continue;
        }

        for (j = 0; j < nsizes; j++) {
            if (px[j] == ctx->attrs.rows[k].f[NSEG_F_FONT_PX]) {
                break;
            }
        }

        if (j == nsizes) {
            if (nsizes == NSEG_TITLE_LOOKS_SIZES) {
                continue;
            }

            px[nsizes] = ctx->attrs.rows[k].f[NSEG_F_FONT_PX];
            chars[nsizes++] = 0;
        }

        chars[j] += nd->chars;
    }

    lk->body_px = 0;
    best = 0;

    for (j = 0; j < nsizes; j++) {
        if (chars[j] > best) {
            best = chars[j];
            lk->body_px = px[j];
        }
    }

    return NSEG_OK;
}


/*
 * Whether a node that looks like a headline can be the page's: the
 * visual forest cannot compare it with a <title>.
 *
 * Set apart from the article's text as a headline is: in a heading
 * element, in bold, or in print larger than most of the relevant text
 * (the first paragraph of a post without a headline is none).  A line:
 * no longer than a headline, no shorter than a word (not "By").  With
 * words besides a date (a lone "2014-11-23T16:00:00").  Before the
 * article's text: a big-print pull quote further down would cut the
 * body short (272 of the forest's 276 right picks on the corpora have
 * at most 100 relevant characters before them, 17 of its 59 wrong ones
 * more).  And with text after it for a body.
 */
static int
nseg_title_heads(nseg_ctx_t *ctx, const nseg_title_looks_t *lk,
    uint32_t row)
{
    uint32_t             node, block, end;
    nseg_str_t           text;
    const nseg_row_t    *r;
    const nseg_node_t   *nd;

    r = &ctx->attrs.rows[row];
    node = r->node;
    nd = &ctx->doc.nodes[node];
    block = nseg_doc_block(&ctx->doc, node);

    if (!(r->f[NSEG_F_BOLD] > 0 || r->f[NSEG_F_FONT_PX] > lk->body_px
          || (block != NSEG_NONE
              && nseg_tag_is(ctx->doc.nodes[block].tag, NSEG_TAG_HEADING))))
    {
        return 0;
    }

    if (nd->chars < NSEG_TITLE_LOOKS_MIN || node > lk->before_end) {
        return 0;
    }

    text = nseg_title_clean(ctx, nseg_title_text(&ctx->doc, ctx->css, node,
                                                 &end),
                            0);

    if (text.len == 0
        || nseg_utf8_length(text.text, text.len) > NSEG_TITLE_LOOKS_MAX
        || nseg_title_is_date(text, ctx->doc.lang, ctx->now))
    {
        return 0;
    }

    return lk->after[nseg_title_first_text(&ctx->doc, end)]
           >= NSEG_TITLE_LOOKS_AFTER;
}


/* the rank of the first text node at or after node i, ntexts if none */
static uint32_t
nseg_title_first_text(const nseg_doc_t *doc, uint32_t i)
{
    uint32_t  lo, hi, mid;

    lo = 0;
    hi = doc->ntexts;

    while (lo < hi) {
        mid = lo + (hi - lo) / 2;

        if (doc->texts[mid] < i) {
            lo = mid + 1;

        } else {
            hi = mid;
        }
    }

    return lo;
}


/*
 * Where the title forest accepted no node, the subtree model of Wang et
 * al. picks the most probable title subtree among the candidates (the
 * paper's rule: the maximum, here only above the model's threshold).
 * Returns its first evaluated text node, or NSEG_NONE.
 */
uint32_t
nseg_title_subtree(nseg_ctx_t *ctx, const char *site)
{
    double           p, best;
    uint32_t         n, k, node;
    nseg_subtree_t  *cand;

    if (ctx->attrs.n == 0) {
        return NSEG_NONE;
    }

    cand = nseg_arena_alloc(&ctx->arena,
                            ctx->attrs.n * sizeof(nseg_subtree_t));
    if (cand == NULL) {
        return NSEG_NONE;
    }

    n = nseg_subtree_candidates(&ctx->doc, &ctx->attrs,
                                ctx->nce.first_text, cand);

    node = NSEG_NONE;
    best = ctx->model->title_subtree.threshold;

    for (k = 0; k < n; k++) {
        p = nseg_svm_predict(&ctx->model->title_subtree, cand[k].f);

        if (p >= best && !nseg_title_logo(ctx, cand[k].node, site)
            && !nseg_title_unseen(&ctx->doc, cand[k].node))
        {
            best = p;
            node = cand[k].node;
        }
    }

    return node;
}


/*
 * A part of a title that names the site: the page's og:site_name, a
 * domain ("FASSETTE.NET"), or a few words that all occur in the page's
 * host name ("Krimiblog-Archiv" on archiv.krimiblog.de).
 */
int
nseg_title_is_site(const char *p, size_t n, const char *site,
    const char *host)
{
    size_t   i, w, words, matched;
    char     word[64];

    while (n && (*p == ' ' || *p == '[')) {
        p++;
        n--;
    }

    while (n && (p[n - 1] == ' ' || p[n - 1] == ']')) {
        n--;
    }

    if (n == 0) {
        return 0;
    }

    if (site != NULL && strlen(site) == n && strncasecmp(p, site, n) == 0) {
        return 1;
    }

    if (memchr(p, ' ', n) == NULL && memchr(p, '.', n) != NULL
        && n > 3 && isalpha((unsigned char) p[n - 1])
        && isalpha((unsigned char) p[n - 2]) && p[0] != '.')
    {
        for (i = 0; i < n && ((unsigned char) p[i] < 0x80); i++) {
            /* void */
        }

        if (i == n) {
            return 1;
        }
    }

    if (host == NULL) {
        return 0;
    }

    words = 0;
    matched = 0;
    i = 0;

    while (i < n) {
        while (i < n && !isalnum((unsigned char) p[i])) {
            if ((unsigned char) p[i] >= 0x80) {
                return 0;               /* not a host name word */
            }
            i++;
        }

        for (w = 0; i < n && isalnum((unsigned char) p[i]); i++) {
            if (w < sizeof(word) - 1) {
                word[w++] = (char) tolower((unsigned char) p[i]);
            }
        }

        if (i < n && (unsigned char) p[i] >= 0x80) {
            return 0;
        }

        word[w] = '\0';

        if (w == 0) {
            continue;
        }

        if (++words > NSEG_TITLE_SITE_WORDS) {
            return 0;
        }

        if (w < 3 || strcmp(word, "the") == 0) {
            continue;
        }

        if (strstr(host, word) == NULL) {
            return 0;
        }

        matched++;
    }

    return matched > 0;
}


/*
 * Removes a site part at either end of a title, at any separator.
 * Unlike nseg_title_strip_site() this needs evidence that the part is
 * the site, so it also applies to the visible title node.
 */
nseg_str_t
nseg_title_drop_site(nseg_str_t t, const char *site, const char *host)
{
    size_t        k, n, round;
    const char   *sep, *end;

    static const char  *seps[] = {
        " | ", " - ", " \xe2\x80\x93 ", " \xe2\x80\x94 ", " \xc2\xbb ",
        " :: ", " // ", " \xc2\xb7 ", " : ", ": ", " _", "_", "|", NULL
    };

    for (round = 0; round < 2; round++) {
        for (k = 0; seps[k] != NULL; k++) {
            n = strlen(seps[k]);
            end = t.text + t.len;

            if (t.len <= n) {
                continue;
            }

            /* the last separator: "Story | Site" */
            for (sep = end - n; sep > t.text; sep--) {
                if (memcmp(sep, seps[k], n) == 0) {
                    break;
                }
            }

            if (sep > t.text
                && nseg_title_is_site(sep + n, end - sep - n, site, host)
                && !nseg_title_is_site(t.text, sep - t.text, site, host))
            {
                t.len = sep - t.text;
                break;
            }

            /* the first: "Site // Story" */
            sep = memmem(t.text, t.len, seps[k], n);

            if (sep != NULL && sep + n < end
                && nseg_title_is_site(t.text, sep - t.text, site, host)
                && !nseg_title_is_site(sep + n, end - sep - n, site, host))
            {
                t.len -= sep + n - t.text;
                t.text = sep + n;
                break;
            }
        }

        if (seps[k] == NULL) {
            break;
        }

        t = nseg_title_trim_seps(t);
    }

    return t;
}


/* the length of one of marks at t's start or end */
static size_t
nseg_title_mark(nseg_str_t t, int at_end, const char *const *marks)
{
    size_t       k, n;
    const char  *p;

    for (k = 0; marks[k] != NULL; k++) {
        n = strlen(marks[k]);

        if (t.len < n) {
            continue;
        }

        p = at_end ? t.text + t.len - n : t.text;

        if (memcmp(p, marks[k], n) == 0) {
            return nseg_title_quoted(t, at_end) ? 0 : n;
        }
    }

    return 0;
}


/*
 * Whether the "»" at t's start or end is a quotation mark, not a
 * separator: it pairs with a "«" in the rest of the title.  French and
 * Spanish close a quote with it ("« Bruxelles mérite mieux »"), German
 * opens one ("»Wir schaffen das«").  Trimming a run of marks asks once
 * per mark, so a long text is not counted: a 100 KB <title> of "»"
 * took 25 seconds.
 */
static int
nseg_title_quoted(nseg_str_t t, int at_end)
{
    size_t       i, end, open, close;
    const char  *p;

    if (t.len < 2 || t.len > NSEG_TITLE_QUOTED_MAX) {
        return 0;
    }

    p = at_end ? t.text + t.len - 2 : t.text;

    if (memcmp(p, "\xc2\xbb", 2) != 0) {
        return 0;
    }

    open = 0;
    close = 0;
    end = at_end ? t.len - 2 : t.len;

    for (i = at_end ? 0 : 2; i + 1 < end; i++) {
        if (t.text[i] == '\xc2') {
            open += t.text[i + 1] == '\xab';
            close += t.text[i + 1] == '\xbb';
        }
    }

    return open > close;
}


/*
 * The length of the ornaments a heading may start with, marks and
 * brackets run together: "[> Jens Weber", ">> Weiterlesen", "•
 * Story".  Words, digits and quotes end the run, so "[Update] Story" and
 * "<3 Love" are not ornaments.
 */
static size_t
nseg_title_ornament(nseg_str_t t)
{
    size_t       n, len;
    nseg_str_t   rest;

    for (n = 0; n < t.len; n += len) {
        rest.text = t.text + n;
        rest.len = t.len - n;

        len = nseg_title_mark(rest, 0, nseg_title_marks);

        if (len == 0) {
            len = nseg_title_mark(rest, 0, nseg_title_ornaments);
        }

        if (len == 0) {
            break;
        }
    }

    return n;
}


/*
 * A separator left hanging at either end of a title, set apart by a
 * space: "National Rail Enquiries -", ": Energiewende", and ornaments
 * before a heading, "[> Jens Weber".  Unlike a cut's leftovers it must
 * stand alone, so "-5 degrees" keeps its sign.
 */
nseg_str_t
nseg_title_dangling(nseg_str_t t)
{
    size_t  n;

    for ( ;; ) {
        n = nseg_title_ornament(t);

        if (n == 0 || t.len <= n || t.text[n] != ' ') {
            break;
        }

        t.text += n;
        t.len -= n;

        while (t.len && t.text[0] == ' ') {
            t.text++;
            t.len--;
        }
    }

    for ( ;; ) {
        n = nseg_title_mark(t, 1, nseg_title_marks);

        if (n == 0 || t.len <= n || t.text[t.len - n - 1] != ' ') {
            break;
        }

        t.len -= n;

        while (t.len && t.text[t.len - 1] == ' ') {
            t.len--;
        }
    }

    return t;
}


/*
 * A dated headline, "23.01.2022 - Wierer jubelt" or "Wierer jubelt |
 * 23.01.2022": a part that is a whole date with its year is the
 * dateline, not the title.  "1. Mai - Tag der Arbeit" keeps its date
 * (no year), and so does a title with nothing else.
 */
nseg_str_t
nseg_title_dateline(nseg_str_t t, const char *lang, int64_t now)
{
    unsigned     np;
    nseg_str_t   parts[NSEG_TITLE_PARTS];

    np = nseg_title_split(t, parts, NSEG_TITLE_PARTS);

    if (np < 2) {
        return t;
    }

    if (nseg_title_is_date(parts[0], lang, now)) {
        t.len -= parts[1].text - t.text;
        t.text = parts[1].text;

    } else if (nseg_title_is_date(parts[np - 1], lang, now)) {
        t.len = parts[np - 2].text + parts[np - 2].len - t.text;
    }

    return t;
}


/* a short part that is a date with its year: "23.01.2022", "3 May 2021" */
static int
nseg_title_is_date(nseg_str_t d, const char *lang, int64_t now)
{
    size_t       i;
    nseg_date_t  date;

    if (d.len > NSEG_TITLE_DATE_CHARS || nseg_title_nwords(d) > 4) {
        return 0;
    }

    for (i = 0; i < d.len && !isdigit((unsigned char) d.text[i]); i++) {
        /* void */
    }

    return i < d.len
           && nseg_date_parse(d.text, d.len, lang, now, &date) == NSEG_OK
           && !date.no_year && !date.relative;
}


/*
 * What a cut leaves: "» Story", "Story -", any run of marks, spaces and
 * underscores.  Multi-byte marks go whole: a lone lead byte would take
 * "¿" apart in "¿Qué pasa?".
 */
static nseg_str_t
nseg_title_trim_seps(nseg_str_t t)
{
    size_t  n;

    for ( ;; ) {
        if (t.len && (t.text[0] == ' ' || t.text[0] == '_')) {
            n = 1;

        } else {
            n = nseg_title_mark(t, 0, nseg_title_marks);

            if (n == 0) {
                break;
            }
        }

        t.text += n;
        t.len -= n;
    }

    for ( ;; ) {
        if (t.len && (t.text[t.len - 1] == ' ' || t.text[t.len - 1] == '_')) {
            n = 1;

        } else {
            n = nseg_title_mark(t, 1, nseg_title_marks);

            if (n == 0) {
                break;
            }
        }

        t.len -= n;
    }

    return t;
}


/*
 * A <title> or og:title often carries the site: "Story | Site",
 * "Site » Blog » Story", "Story - Site".  Split at the usual separators
 * and keep the first part when it has four words or more, else the
 * longest part when it still reads as a title (three words or more);
 * otherwise keep the whole.  Measured on the corpora's titles.
 */
nseg_str_t
nseg_title_strip_site(nseg_str_t t)
{
    unsigned    k, np, best;
    nseg_str_t  parts[NSEG_TITLE_SPLIT_MAX];

    np = nseg_title_split(t, parts, NSEG_TITLE_SPLIT_MAX);

    if (np == 1) {
        return t;                       /* no separator at all */
    }

    /* "Story | Site" is the common order: a first part of four words or
     * more is the story */
    if (nseg_title_nwords(parts[0]) >= 4) {
        return parts[0];
    }

    best = 0;

    for (k = 1; k < np; k++) {
        if (parts[k].len > parts[best].len) {
            best = k;
        }
    }

    return nseg_title_nwords(parts[best]) >= 3 ? parts[best] : t;
}


/* words as spaces plus one, as the thresholds above were measured */
static size_t
nseg_title_nwords(nseg_str_t t)
{
    size_t  i, n;

    n = 1;

    for (i = 0; i < t.len; i++) {
        n += t.text[i] == ' ';
    }

    return n;
}


/*
 * Whether a text piece of the title's block belongs to the title: it
 * must be styled like the title node (the paper's style similarity:
 * size, colour, family, bold).  Stylesheets are often external, so
 * kickers look like the headline; a piece inside an element named as a
 * kicker or inside <time>, or a date before the title node, is left out
 * too.
 */
static const char  *const nseg_kicker_names[] = {
    "kicker", "dachzeile", "overline", "topline", "eyebrow", "supertitle",
    "roofline", "spitzmarke",
    /* Spanish, Portuguese, Italian, French, and "pre-title" */
    "volanta", "antetitulo", "chapeu", "occhiello", "surtitre", "pretitle",
    "pre-title", NULL
};


static int
nseg_title_piece(nseg_doc_t *doc, nseg_css_t *css, const nseg_style_t *tst,
    uint32_t block, uint32_t j, int before)
{
    uint32_t             e;
    nseg_node_t         *nd;
    nseg_date_t          date;
    const nseg_style_t  *st;

    static const char  *attrs[] = { "class", "id", NULL };

    nd = &doc->nodes[j];

    /* a heading's own anchor: Sphinx's "¶", "#", "§", a link emoji */
    if (nd->in_link && nd->chars <= 2 && nseg_title_anchor(doc, j)) {
        return 0;
    }

    if (tst != NULL) {
        st = nseg_css_style(css, j);

        if (st == NULL || st->hidden
            || (st->font_size - tst->font_size > 0.5f
                || tst->font_size - st->font_size > 0.5f)
            || (st->weight >= 600) != (tst->weight >= 600)
            || (st->color != tst->color
                && !(nd->in_link && nseg_title_link_inside(doc, block, j)))
            || st->family != tst->family)
        {
            return 0;
        }
    }

    for (e = nd->parent; e != NSEG_NONE && e != block;
         e = doc->nodes[e].parent)
    {
        if (doc->nodes[e].tag == NSEG_TAG_TIME
            || nseg_doc_attr_names(doc, e, attrs, nseg_kicker_names))
        {
            return 0;
        }
    }

    return !(before && nd->chars <= NSEG_TITLE_DATE_CHARS
             && nseg_date_parse(nd->text, nd->text_len, doc->lang, 0, &date)
                == NSEG_OK);
}


/*
 * A link inside a headline's sentence ("Snow in <a>Tokyo</a> stops
 * trains") keeps its link colour but is part of it; one at the end is
 * more often the site or section ("Story<a>Site Edition</a>").
 */
static int
nseg_title_link_inside(nseg_doc_t *doc, uint32_t block, uint32_t j)
{
    uint32_t      k;
    nseg_node_t  *nd;

    for (k = j + 1; k < doc->nodes[block].end; k++) {
        nd = &doc->nodes[k];

        if (nd->kind == NSEG_NODE_TEXT && nd->chars > 0) {
            return !nd->in_link;
        }
    }

    return 0;
}


/* a mark in a link to a fragment of this page: "¶", "#", "§", "🔗" */
static int
nseg_title_anchor(nseg_doc_t *doc, uint32_t j)
{
    size_t        k, n;
    uint32_t      e;
    const char   *href;
    nseg_str_t    t;

    static const char  *marks[] = {
        "\xc2\xb6", "#", "\xc2\xa7", "\xf0\x9f\x94\x97", NULL
    };

    for (e = doc->nodes[j].parent;
         e != NSEG_NONE && doc->nodes[e].tag != NSEG_TAG_A;
         e = doc->nodes[e].parent)
    {
        /* void */
    }

    href = (e != NSEG_NONE) ? nseg_doc_attr(doc, e, "href") : NULL;

    if (href == NULL || href[0] != '#') {
        return 0;
    }

    t.text = doc->nodes[j].text;
    t.len = doc->nodes[j].text_len;

    while (t.len && isspace((unsigned char) t.text[0])) {
        t.text++;
        t.len--;
    }

    while (t.len && isspace((unsigned char) t.text[t.len - 1])) {
        t.len--;
    }

    for (k = 0; marks[k] != NULL; k++) {
        n = strlen(marks[k]);

        if (t.len == n && memcmp(t.text, marks[k], n) == 0) {
            return 1;
        }
    }

    return 0;
}


typedef struct {
    nseg_doc_t                *doc;
    nseg_css_t                *css;
    const nseg_style_t        *style;       /* of the title node */
    uint32_t                   block;
    uint32_t                   node;
    uint32_t                   skip_first;  /* no piece in these, */
    uint32_t                   skip_last;   /* ... inclusive */
    unsigned                   rest:1;      /* all pieces after node */
} nseg_title_block_t;


static int
nseg_title_keep(void *data, uint32_t j)
{
    const nseg_style_t  *st;
    nseg_title_block_t  *t = data;

    if (j == t->node) {
        return 1;
    }

    if (j >= t->skip_first && j <= t->skip_last) {
        return 0;
    }

    /* an unfinished title goes on in print no smaller than its own */
    if (t->rest && j > t->node) {
        st = t->style ? nseg_css_style(t->css, j) : NULL;

        return !(t->doc->nodes[j].in_link && t->doc->nodes[j].chars <= 2
                 && nseg_title_anchor(t->doc, j))
               && (st == NULL
                   || (!st->hidden
                       && st->font_size >= t->style->font_size - 0.5f));
    }

    return nseg_title_piece(t->doc, t->css, t->style, t->block, j,
                            j < t->node);
}


/*
 * A title that ends in a colon or a separator set apart by a space is
 * not finished: "Krach vor der Betriebsversammlung:" in a smaller span
 * than its second line, "Naturkosmetik –" in one <h1> and "die
 * gesündere Alternative?" in the next.
 */
static int
nseg_title_open(nseg_str_t t)
{
    size_t  n;

    if (t.len && t.text[t.len - 1] == ':') {
        return 1;
    }

    n = nseg_title_mark(t, 1, nseg_title_marks);

    return n && t.len > n && t.text[t.len - n - 1] == ' ';
}


/*
 * An open title goes on with the rest of its block, style regardless,
 * or, when the block has no more text, with the heading right after it.
 * *end is moved past what was added.
 */
static nseg_str_t
nseg_title_continue(nseg_title_block_t *t, nseg_str_t s, uint32_t *end)
{
    char         *p;
    uint32_t      k, b;
    nseg_str_t    more;
    nseg_doc_t   *doc;

    doc = t->doc;

    if (t->block != NSEG_NONE) {
        t->rest = 1;
        s = nseg_doc_text_kept(doc, t->block, nseg_title_keep, t);

        if (!nseg_title_open(s)) {
            return s;
        }

        /* the next heading only when the open mark ends the block */
        for (k = doc->nodes[t->block].end - 1; k > t->node; k--) {
            if (doc->nodes[k].kind == NSEG_NODE_TEXT
                && doc->nodes[k].chars > 0 && !doc->nodes[k].hidden)
            {
                if (!nseg_title_keep(t, k)) {
                    return s;
                }

                break;
            }
        }
    }

    for (k = *end; k < doc->n; k++) {
        if (doc->nodes[k].kind == NSEG_NODE_TEXT && doc->nodes[k].chars > 0
            && !doc->nodes[k].hidden)
        {
            break;
        }
    }

    b = (k < doc->n) ? nseg_doc_block(doc, k) : NSEG_NONE;

    /* nor a heading that holds the nodes left out (the byline's) */
    if (b == NSEG_NONE || !nseg_tag_is(doc->nodes[b].tag, NSEG_TAG_HEADING)
        || doc->nodes[b].chars > NSEG_TITLE_BLOCK_MAX
        || doc->nodes[b].link_chars * 2 > doc->nodes[b].chars
        || (t->skip_first < doc->nodes[b].end && t->skip_last >= b))
    {
        return s;
    }

    more = nseg_doc_text(doc, b);

    if (more.len == 0) {
        return s;
    }

    p = nseg_arena_alloc(doc->arena, s.len + 1 + more.len + 1);
    if (p == NULL) {
        return s;
    }

    memcpy(p, s.text, s.len);
    p[s.len] = ' ';
    memcpy(p + s.len + 1, more.text, more.len);
    p[s.len + 1 + more.len] = '\0';

    s.text = p;
    s.len += 1 + more.len;
    *end = doc->nodes[b].end;

    return s;
}


nseg_str_t
nseg_title_text(nseg_doc_t *doc, nseg_css_t *css, uint32_t node,
    uint32_t *end)
{
    return nseg_title_text_without(doc, css, node, NSEG_NONE, NSEG_NONE,
                                   end);
}


nseg_str_t
nseg_title_text_without(nseg_doc_t *doc, nseg_css_t *css, uint32_t node,
    uint32_t first, uint32_t last, uint32_t *end)
{
    uint32_t             b, stop;
    nseg_str_t           s;
    nseg_title_block_t   t;

    t.doc = doc;
    t.css = css;
    t.style = css ? nseg_css_style(css, node) : NULL;
    t.node = node;
    t.skip_first = first;
    t.skip_last = last;
    t.rest = 0;

    /*
     * A title split over inline elements reads as its whole block, but
     * only the pieces styled like the title node (the paper's style
     * similarity: size, colour, family, bold): a kicker, a date or a
     * section name inside the same heading block is left out.
     */
    b = nseg_doc_block(doc, node);

    /* a link-dense block is navigation, unless the title is the link */
    if (b == NSEG_NONE || doc->nodes[b].chars > NSEG_TITLE_BLOCK_MAX
        || (!doc->nodes[node].in_link
            && doc->nodes[b].link_chars * 2 > doc->nodes[b].chars + 1))
    {
        t.block = NSEG_NONE;
        s = nseg_doc_text(doc, node);
        stop = (b != NSEG_NONE && doc->nodes[b].chars <= NSEG_TITLE_BLOCK_MAX)
               ? doc->nodes[b].end : node + 1;

    } else {
        t.block = b;
        s = nseg_doc_text_kept(doc, b, nseg_title_keep, &t);
        stop = doc->nodes[b].end;
    }

    if (nseg_title_open(s)) {
        s = nseg_title_continue(&t, s, &stop);
    }

    if (end != NULL) {
        *end = stop;
    }

    return s;
}


nseg_str_t
nseg_title_clean(nseg_ctx_t *ctx, nseg_str_t s, int shaped)
{
    char         hostbuf[256];
    const char  *site, *host;

    site = nseg_meta_value(ctx->meta, NSEG_META_SITE_NAME);
    host = nseg_title_host(ctx, hostbuf, sizeof(hostbuf));

    if (shaped) {
        s = nseg_title_strip_site(nseg_title_drop_site(s, site, host));
    }

    s = nseg_title_dateline(nseg_title_drop_site(s, site, host),
                            ctx->doc.lang, ctx->now);
    s = nseg_title_dangling(s);

    if (!nseg_title_has_word(s)) {
        s.len = 0;
    }

    return s;
}


/*
 * The headline's names the page gives besides its text, cleaned: the
 * metadata title and <title>, each unless it names only the site (its
 * name, its domain, or for <title> the words of its logo).  names gets
 * up to max of them, in that order; the count is returned.  <title> is
 * costly to test against the logo, so a caller that needs one name asks
 * for one.
 */
static unsigned
nseg_title_names(nseg_ctx_t *ctx, nseg_str_t *names, unsigned max)
{
    char         hostbuf[256];
    unsigned     k, n;
    nseg_str_t   s;
    const char  *site, *host;

    site = nseg_meta_value(ctx->meta, NSEG_META_SITE_NAME);
    host = nseg_title_host(ctx, hostbuf, sizeof(hostbuf));
    n = 0;

    for (k = 0; k < 2 && n < max; k++) {
        if (k == 0 && ctx->meta->best[NSEG_META_TITLE] != NULL) {
            s.text = ctx->meta->best[NSEG_META_TITLE]->value;
            s.len = strlen(s.text);

        } else if (k == 1 && ctx->doc.title_tag.len != 0) {
            s = ctx->doc.title_tag;

        } else {
            /* no <title>: its text is NULL, which the cleaning can't take */
            continue;
        }

        s = nseg_title_clean(ctx, s, 1);

        if (s.len != 0 && !nseg_title_is_site(s.text, s.len, site, host)
            && (k == 0 || !nseg_title_in_logo(ctx, s, site)))
        {
            names[n++] = s;
        }
    }

    return n;
}


/*
 * A metadata title or <title> that is more than the site's name: what
 * attribute 9 compares the text nodes with
 */
int
nseg_title_named(nseg_ctx_t *ctx)
{
    nseg_str_t  names[2];

    return nseg_title_names(ctx, names, 1) != 0;
}


/*
 * A kicker in the headline's block ("<h1><span>Nach Corona-Lockerungen
 * </span> <span>Autohäuser rechnen mit ...</span></h1>") is left out of
 * the title by its class ("dachzeile") or its smaller print.  Where
 * the classes name nothing and the stylesheet is external, the metadata
 * tells it: the title without its first text node is the metadata
 * title or <title>, or one of their parts, or a part's (or the whole
 * one's) text after its own kicker and a colon ("Corona-Lockerungen:
 * Autohäuser rechnen mit ..."), while the first node is short, ends a
 * word and neither ends in a colon nor is followed by one ("Brexit:
 * <span>the deal explained</span>" is one title).
 */
void
nseg_title_without_kicker(nseg_ctx_t *ctx)
{
    size_t        n;
    unsigned      k, p, np;
    uint32_t      b, j;
    nseg_str_t    first, rest, ref, part, parts[NSEG_TITLE_PARTS];
    const char   *colon;
    nseg_doc_t   *doc;

    doc = &ctx->doc;

    if (ctx->title_node == NSEG_NONE || ctx->title.len == 0) {
        return;
    }

    b = nseg_doc_block(doc, ctx->title_node);

    if (b == NSEG_NONE || doc->nodes[b].chars > NSEG_TITLE_BLOCK_MAX) {
        return;
    }

    for (j = b + 1; j < doc->nodes[b].end; j++) {
        if (doc->nodes[j].kind == NSEG_NODE_TEXT && doc->nodes[j].chars > 0
            && !doc->nodes[j].hidden)
        {
            break;
        }
    }

    if (j == doc->nodes[b].end) {
        return;
    }

    first = nseg_doc_text(doc, j);

    while (first.len && first.text[first.len - 1] == ' ') {
        first.len--;
    }

    if (first.len == 0 || first.len >= ctx->title.len
        || first.text[first.len - 1] == ':'
        || memcmp(ctx->title.text, first.text, first.len) != 0
        || nseg_title_nwords(first) >= NSEG_TITLE_KICKER_WORDS)
    {
        return;
    }

    rest.text = ctx->title.text + first.len;
    rest.len = ctx->title.len - first.len;

    /* the first node ends a word: "<span>Wasser</span>werk" does not */
    if (nseg_title_word_char(rest.text[0])
        && nseg_title_word_char(first.text[first.len - 1]))
    {
        return;
    }

    /*
     * nor is a colon after it: "<span>Brexit</span>: the deal explained";
     * but one for screen readers alone is no part of what the page
     * shows: Zeit's "<span>Wohngeld</span><span class="sr-only">:</span>
     * <span>Bund will ...</span>" sets a kicker over the headline
     */
    for (n = 0; n < rest.len && rest.text[n] == ' '; n++) {
        /* void */
    }

    if (n < rest.len && rest.text[n] == ':'
        && !nseg_title_unseen_colon(doc, j, doc->nodes[b].end))
    {
        return;
    }

    rest = nseg_title_trim_seps(rest);

    if (rest.len <= first.len) {
        return;
    }

    for (k = 0; k < 2; k++) {
        if (k == 0 && ctx->meta->best[NSEG_META_TITLE] != NULL) {
            ref.text = ctx->meta->best[NSEG_META_TITLE]->value;
            ref.len = strlen(ref.text);

        } else if (k == 1 && doc->title_tag.len != 0) {
            ref = doc->title_tag;

        } else {
            continue;
        }

        np = nseg_title_split(ref, parts, NSEG_TITLE_PARTS);

        /*
         * and the whole of it last: a headline with a dash of its own
         * ("Wohngeld: Bund will ... digitalisieren – doch viele
         * Kommunen sind nicht bereit") is split there into parts that
         * are not the headline
         */
        for (p = 0; p <= np; p++) {
            part = p < np ? parts[p] : ref;

            if (nseg_title_overlap(rest, part) >= NSEG_TITLE_SAME_WORDS) {
                ctx->title = rest;
                return;
            }

            colon = memmem(part.text, part.len, ": ", 2);

            if (colon == NULL) {
                continue;
            }

            part.len -= colon + 2 - part.text;
            part.text = colon + 2;

            if (nseg_title_overlap(rest, part) >= NSEG_TITLE_SAME_WORDS) {
                ctx->title = rest;
                return;
            }
        }
    }
}


/*
 * A metadata title and <title> that name a page of the site's menu and
 * nothing more (nseg_title_menu_entry): *entry gets the entry's text.
 * Without either, or when one names more, 0.
 */
int
nseg_title_menu_page(nseg_ctx_t *ctx, nseg_str_t *entry)
{
    unsigned    k, n;
    nseg_str_t  names[2];

    n = nseg_title_names(ctx, names, 2);

    for (k = 0; k < n; k++) {
        if (!nseg_title_menu_entry(&ctx->doc, names[k])) {
            return 0;
        }
    }

    if (n != 0) {
        *entry = names[n - 1];
    }

    return n != 0;
}


/*
 * Whether t is an entry of the site's menu: the text of a link inside a
 * <nav> or an element whose class or id names a navigation or menu
 * ("mod_navigation", "diywebNav", "imMenuObject").  Page builders title
 * each page by its entry ("Neuigkeiten - Tischlerei Brodersen",
 * "Aktuelles - Heimatverein Wendhausen e.V."), which names the page's
 * place in the menu, not the story on it.  Any link would not do: an
 * article's own headline is often a link too (its permalink, a "recent
 * posts" list).
 */
#define NSEG_TITLE_MENU_UP       12

static const char  *const nseg_menu_attrs[] = { "class", "id", NULL };
static const char  *const nseg_menu_names[] = { "nav", "menu", NULL };
/* a breadcrumb's last entry is the page's own headline, often linked */
static const char  *const nseg_crumb_names[] = { "crumb", NULL };

static int
nseg_title_menu_entry(nseg_doc_t *doc, nseg_str_t t)
{
    unsigned      up, menu;
    uint32_t      k, e;
    nseg_str_t    s;
    nseg_node_t  *nd;

    for (k = 0; k < doc->ntexts; k++) {
        nd = &doc->nodes[doc->texts[k]];

        /* white space collapsed and trimmed only shortens a text */
        if (!nd->in_link || nd->chars == 0 || nd->text_len < t.len) {
            continue;
        }

        s = nseg_title_trim_seps(nseg_doc_text(doc, doc->texts[k]));

        if (s.len != t.len || strncasecmp(s.text, t.text, t.len) != 0) {
            continue;
        }

        menu = 0;

        for (e = nd->parent, up = 0;
             e != NSEG_NONE && up < NSEG_TITLE_MENU_UP;
             e = doc->nodes[e].parent, up++)
        {
            if (nseg_doc_attr_names(doc, e, nseg_menu_attrs,
                                    nseg_crumb_names))
            {
                menu = 0;
                break;
            }

            if (doc->nodes[e].tag == NSEG_TAG_NAV
                || nseg_doc_attr_names(doc, e, nseg_menu_attrs,
                                       nseg_menu_names))
            {
                menu = 1;
            }
        }

        if (menu) {
            return 1;
        }
    }

    return 0;
}


/*
 * Whether the page shows t as its site's name: its words are those of a
 * text in its logo or front-page link ("<title>Example News</title>" and "<a
 * href="/">Example News</a>" in the header)
 */
static int
nseg_title_in_logo(nseg_ctx_t *ctx, nseg_str_t t, const char *site)
{
    uint32_t      k, i;
    nseg_str_t    text;
    nseg_node_t  *nd;

    for (k = 0; k < ctx->doc.ntexts; k++) {
        i = ctx->doc.texts[k];
        nd = &ctx->doc.nodes[i];

        /*
         * The site's logo is in its header, not in the article (an
         * infobox's "logo" names another's); but on a short page NCE
         * may take the header in, and a link to the front page there
         * still names the site
         */
        if (nd->chars == 0 || (nd->relevant && !nd->in_link)) {
            continue;
        }

        text.text = nd->text;
        text.len = nd->text_len;

        /*
         * All its words, not most: "Story > Site" is no site's name.
         * The cheap test first: most texts share no word with it.
         */
        if (nseg_title_covered(t, text)
            && (nd->relevant ? nseg_title_in_home_link(&ctx->doc, i)
                             : nseg_title_logo(ctx, i, site)))
        {
            return 1;
        }
    }

    return 0;
}


/* whether text node i is in a link to the front page, within its block */
static int
nseg_title_in_home_link(nseg_doc_t *doc, uint32_t i)
{
    uint32_t  e;

    for (e = doc->nodes[i].parent; e != NSEG_NONE; e = doc->nodes[e].parent)
    {
        if (doc->nodes[e].tag == NSEG_TAG_A) {
            return nseg_title_home_link(nseg_doc_attr(doc, e, "href"));
        }

        if (nseg_tag_is(doc->nodes[e].tag, NSEG_TAG_BLOCK)) {
            break;
        }
    }

    return 0;
}


/* the page's host name, lower case, from the canonical URL or base */
const char *
nseg_title_host(nseg_ctx_t *ctx, char *buf, size_t size)
{
    size_t       n, len;
    const char  *url, *host;

    url = nseg_meta_value(ctx->meta, NSEG_META_URL);
    if (url == NULL) {
        url = ctx->opts->base_url;
    }

    host = nseg_url_host(url, &len);

    if (host == NULL) {
        return NULL;
    }

    for (n = 0; n < len && n < size - 1; n++) {
        buf[n] = (char) tolower((unsigned char) host[n]);
    }

    buf[n] = '\0';

    return buf;
}


/* second-level labels under a country's domain: "example.co.uk" */
static const char  *const nseg_title_sld[] = {
    "co", "com", "org", "net", "gov", "ac", "edu", "or", "ne", "go", NULL
};


/*
 * Whether a title part spells the host's name: its letters and digits,
 * lower case and a leading "The" aside, are the longest label but the
 * last ("Millbrook Gazette" on www.millbrookgazette.example; "news" in
 * news.example.com is Example's, not News') or the label under the
 * domain the site registered ("Ypart" on bigdata.ypart.eu)
 */
int
nseg_title_spells_host(nseg_str_t part, const char *host)
{
    char         word[64];
    size_t       i, n, label, len, last, the;
    unsigned     k;
    const char  *h, *dot, *name, *labels[2];

    /* "The Guardian" spells guardian.com, theguardian.com and the-guardian */
    the = (part.len > 4 && strncasecmp(part.text, "the ", 4) == 0) ? 3 : 0;

    for (n = 0, i = 0; i < part.len; i++) {
        if ((unsigned char) part.text[i] >= 0x80 || n == sizeof(word)) {
            return 0;
        }

        if (isalnum((unsigned char) part.text[i])) {
            word[n++] = (char) tolower((unsigned char) part.text[i]);
        }
    }

    if (n - the < NSEG_TITLE_SITE_LABEL) {
        return 0;
    }

    /* the longest label, and the last two but the top-level one */
    name = NULL;
    label = 0;
    labels[0] = labels[1] = NULL;

    for (h = host; (dot = strchr(h, '.')) != NULL; h = dot + 1) {
        if ((size_t) (dot - h) > label) {
            name = h;
            label = dot - h;
        }

        labels[0] = labels[1];
        labels[1] = h;
    }

    if (nseg_title_spells_label(word, n, the, name, label)) {
        return 1;
    }

    /* the registered domain's label: under "co" of "co.uk", the one before */
    if (labels[1] == NULL) {
        return 0;
    }

    last = strchr(labels[1], '.') - labels[1];

    for (k = 0; nseg_title_sld[k] != NULL; k++) {
        if (strlen(nseg_title_sld[k]) == last
            && strncmp(labels[1], nseg_title_sld[k], last) == 0)
        {
            break;
        }
    }

    if (nseg_title_sld[k] == NULL || strlen(h) != 2) {
        return nseg_title_spells_label(word, n, the, labels[1], last);
    }

    if (labels[0] == NULL) {
        return 0;
    }

    len = strchr(labels[0], '.') - labels[0];

    return nseg_title_spells_label(word, n, the, labels[0], len);
}


/*
 * Whether the letters of word spell the label, its hyphens aside, with
 * or without its first "the" letters ("The" of "The Guardian")
 */
static int
nseg_title_spells_label(const char *word, size_t n, size_t the,
    const char *label, size_t len)
{
    size_t  i, k;

    if (label == NULL || len == 0) {
        return 0;
    }

    /* "L-Mag" spells l-mag.de: hyphens are no letters either */
    for ( ;; ) {
        for (i = the, k = 0; k < len; k++) {
            if (label[k] == '-') {
                continue;
            }

            if (i == n || label[k] != word[i]) {
                break;
            }

            i++;
        }

        if (k == len && i == n) {
            return 1;
        }

        if (the == 0) {
            return 0;
        }

        the = 0;
    }
}


/*
 * The site's name as <title> gives it, for a page whose metadata names
 * none: the whole or a part at either end that spells the host
 * ("Towpath reopens | Millbrook Gazette"); empty when none does
 */
nseg_str_t
nseg_title_site_name(nseg_ctx_t *ctx)
{
    char         hostbuf[256];
    unsigned     nparts;
    nseg_str_t   none, parts[NSEG_TITLE_PARTS];
    const char  *host;

    none.text = NULL;
    none.len = 0;

    host = nseg_title_host(ctx, hostbuf, sizeof(hostbuf));

    if (host == NULL || ctx->doc.title_tag.len == 0) {
        return none;
    }

    nparts = nseg_title_split(ctx->doc.title_tag, parts, NSEG_TITLE_PARTS);

    if (nseg_title_spells_host(parts[nparts - 1], host)) {
        return parts[nparts - 1];
    }

    if (nseg_title_spells_host(parts[0], host)) {
        return parts[0];
    }

    return none;
}


/*
 * Whether a title has a word: a letter, digit or ideograph, not only
 * separators, punctuation and symbols (ASCII, Latin-1's, general and
 * CJK punctuation, arrows, box drawing).
 */
int
nseg_title_has_word(nseg_str_t t)
{
    size_t    i, n;
    uint32_t  cp;

    for (i = 0; i < t.len; i += n) {
        cp = nseg_utf8_decode(t.text + i, t.len - i, &n);

        if (cp < 0x80 ? isalnum((int) cp)
            : !((cp >= 0x80 && cp <= 0xbf) || cp == 0xd7 || cp == 0xf7
                || (cp >= 0x2000 && cp <= 0x2bff)
                || (cp >= 0x3000 && cp <= 0x303f) || cp == 0xfffd))
        {
            return 1;
        }
    }

    return 0;
}


/*
 * What error pages call themselves in their <title> or headline, whole:
 * "Page not found", "404 Not Found", nginx's "503 Service Temporarily
 * Unavailable", "Seite nicht gefunden", "Page introuvable".  ASCII
 * letters are folded, other scripts written as their sites capitalise
 * them.  "Access denied" or "Forbidden" alone are not here: a story may
 * carry them as its headline, and only the short body tells.
 */
static const char  *const nseg_title_error_names[] = {
    "404", "error 404", "404 error", "error: 404", "404 not found",
    "not found", "page not found", "404 page not found",
    "file not found", "article not found",
    "story not found", "content not found", "page cannot be found",
    "the page cannot be found", "page does not exist",
    "this page does not exist", "the page you requested was not found",
    "500", "error 500", "500 internal server error",
    "internal server error", "502 bad gateway", "bad gateway",
    "503 service unavailable", "503 service temporarily unavailable",
    "service unavailable", "service temporarily unavailable",
    "504 gateway timeout", "504 gateway time-out", "gateway timeout",
    "gateway time-out", "403 forbidden",
    /* French, German, Spanish, Italian, Portuguese, Dutch */
    "page introuvable", "page non trouv\xc3\xa9" "e", "erreur 404",
    "page inexistante", "cette page n'existe pas",
    "cette page n\xe2\x80\x99" "existe pas",
    "seite nicht gefunden", "fehler 404", "die seite wurde nicht gefunden",
    "seite existiert nicht", "diese seite existiert nicht",
    "p\xc3\xa1gina no encontrada", "la p\xc3\xa1gina no existe",
    "pagina non trovata", "errore 404", "p\xc3\xa1gina n\xc3\xa3o "
    "encontrada", "erro 404", "pagina niet gevonden",
    "deze pagina bestaat niet",
    /* Polish, Czech, Swedish, Danish, Norwegian, Finnish, Turkish */
    "nie znaleziono strony", "strona nie istnieje",
    "strona nie zosta\xc5\x82" "a znaleziona", "b\xc5\x82\xc4\x85" "d 404",
    "str\xc3\xa1nka nenalezena", "str\xc3\xa1nka nebyla nalezena",
    "sidan kunde inte hittas", "sidan hittades inte",
    "siden blev ikke fundet", "siden findes ikke", "siden finnes ikke",
    "sivua ei l\xc3\xb6ytynyt", "sayfa bulunamad\xc4\xb1",
    /* Russian, Ukrainian, Japanese, Chinese, Korean */
    "\xd0\xa1\xd1\x82\xd1\x80\xd0\xb0\xd0\xbd\xd0\xb8\xd1\x86\xd0\xb0 "
    "\xd0\xbd\xd0\xb5 \xd0\xbd\xd0\xb0\xd0\xb9\xd0\xb4\xd0\xb5\xd0\xbd"
    "\xd0\xb0",
    "\xd0\x9e\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0 404",
    "\xd0\xa1\xd1\x82\xd0\xbe\xd1\x80\xd1\x96\xd0\xbd\xd0\xba\xd1\x83 "
    "\xd0\xbd\xd0\xb5 \xd0\xb7\xd0\xbd\xd0\xb0\xd0\xb9\xd0\xb4\xd0\xb5"
    "\xd0\xbd\xd0\xbe",
    "\xe3\x83\x9a\xe3\x83\xbc\xe3\x82\xb8\xe3\x81\x8c\xe8\xa6\x8b\xe3\x81"
    "\xa4\xe3\x81\x8b\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93",
    "\xe9\xa1\xb5\xe9\x9d\xa2\xe4\xb8\x8d\xe5\xad\x98\xe5\x9c\xa8",
    "\xe6\x89\xbe\xe4\xb8\x8d\xe5\x88\xb0\xe9\xa1\xb5\xe9\x9d\xa2",
    "\xed\x8e\x98\xec\x9d\xb4\xec\xa7\x80\xeb\xa5\xbc \xec\xb0\xbe\xec\x9d"
    "\x84 \xec\x88\x98 \xec\x97\x86\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4",
    NULL
};

/* ... after an interjection: "Oops! Page not found", "Oups ! ..." */
static const char  *const nseg_title_error_openers[] = {
    "oops", "oups", "whoops", "ups", "hoppla", "sorry", "ops", NULL
};


/*
 * Whether a part of a <title> or a headline is an error page's name:
 * the whole part, after the marks around it, an interjection before it
 * and a full stop or exclamation mark after it
 */
static int
nseg_title_is_error_name(nseg_str_t t)
{
    size_t               n;
    const char          *p;
    const char *const   *o, *const *e;

    t = nseg_title_trim_seps(t);

    while (t.len && (t.text[t.len - 1] == '.' || t.text[t.len - 1] == '!'
                     || t.text[t.len - 1] == ' '))
    {
        t.len--;
    }

    for (o = nseg_title_error_openers; *o != NULL; o++) {
        n = strlen(*o);

        if (t.len > n && strncasecmp(t.text, *o, n) == 0
            && !isalnum((unsigned char) t.text[n]))
        {
            p = t.text + n;

            /* "Oups\xc2\xa0! ": marks, spaces and NBSPs between */
            for ( ;; ) {
                if (p < t.text + t.len
                    && (*p == ' ' || *p == '!' || *p == ',' || *p == '.'))
                {
                    p++;

                } else if (t.text + t.len - p >= 2
                           && memcmp(p, "\xc2\xa0", 2) == 0)
                {
                    p += 2;

                } else {
                    break;
                }
            }

            t.len -= p - t.text;
            t.text = p;
            break;
        }
    }

    for (e = nseg_title_error_names; *e != NULL; e++) {
        n = strlen(*e);

        if (t.len == n && strncasecmp(t.text, *e, n) == 0) {
            return 1;
        }
    }

    return 0;
}


/*
 * The headline, the first <h1> (a page titled only by its site's name
 * does not take "Oops! Page not found" for its headline) and the parts
 * of <title>
 */
int
nseg_title_says_error(nseg_ctx_t *ctx)
{
    uint32_t    i;
    unsigned    k, np;
    nseg_str_t  parts[NSEG_TITLE_PARTS];

    if (ctx->title.len != 0 && nseg_title_is_error_name(ctx->title)) {
        return 1;
    }

    for (i = ctx->doc.body; i < ctx->doc.n; i++) {
        if (ctx->doc.nodes[i].tag == NSEG_TAG_H1
            && ctx->doc.nodes[i].kind == NSEG_NODE_ELEMENT)
        {
            if (ctx->doc.nodes[i].chars <= NSEG_TITLE_ERROR_H1_CHARS
                && nseg_title_is_error_name(nseg_doc_text(&ctx->doc, i)))
            {
                return 1;
            }

            break;
        }
    }

    if (ctx->doc.title_tag.len == 0) {
        return 0;
    }

    np = nseg_title_split(ctx->doc.title_tag, parts, NSEG_TITLE_PARTS);

    for (k = 0; k < np; k++) {
        if (nseg_title_is_error_name(parts[k])) {
            return 1;
        }
    }

    return 0;
}


/*
 * A page that asks the reader to sign in, by its title or <title>'s
 * first part: "Sign in to The Fenmoor Times", "Log in", "Anmelden".
 * A paywall's sign-in page shows the locked story's teaser, a short
 * body; an article about signing in is longer.
 */
static const char  *const nseg_title_sign_in[] = {
    "sign in", "sign-in", "log in", "login", "log-in", "anmelden",
    "einloggen", "connexion", "se connecter", "iniciar sesi\xc3\xb3n",
    "entrar", "accedi", "inloggen", "zaloguj si\xc4\x99", NULL
};

int
nseg_title_says_sign_in(nseg_ctx_t *ctx)
{
    size_t       n;
    unsigned     k, np;
    nseg_str_t   t, parts[NSEG_TITLE_PARTS];

    t = ctx->title;

    if (t.len == 0 && ctx->doc.title_tag.len != 0) {
        np = nseg_title_split(ctx->doc.title_tag, parts, NSEG_TITLE_PARTS);
        t = np ? parts[0] : ctx->doc.title_tag;
    }

    for (k = 0; nseg_title_sign_in[k] != NULL; k++) {
        n = strlen(nseg_title_sign_in[k]);

        /* the words alone, or before " to", "in" and the site's name */
        if (t.len >= n && strncasecmp(t.text, nseg_title_sign_in[k], n) == 0
            && (t.len == n
                || (t.len > n + 4
                    && (strncasecmp(t.text + n, " to ", 4) == 0
                        || strncasecmp(t.text + n, " in ", 4) == 0))))
        {
            return 1;
        }
    }

    return 0;
}
