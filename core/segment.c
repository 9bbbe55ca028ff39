
/*
 * segment.c - the pipeline behind nseg_process(): charset, parse, CSS,
 * metadata, relevant content, attributes, title and date
 * classification with the paper's post-processing, fusion with the
 * metadata, body assembly and rendering.
 */


#ifndef _GNU_SOURCE
#define _GNU_SOURCE                     /* memmem() */
#endif

#include <stdarg.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <libxml/parser.h>

#include "newsseg.h"
#include "arena.h"
#include "attrs.h"
#include "buf.h"
#include "charset.h"
#include "css.h"
#include "date.h"
#include "density.h"
#include "doc.h"
#include "filter.h"
#include "lang.h"
#include "meta.h"
#include "model.h"
#include "nce.h"
#include "render.h"
#include "segment.h"
#include "sitemem.h"
#include "utf8.h"


/* a date cluster adding more than this many characters is noise */
#define NSEG_DATE_MAX_CHARS      120
/* the heuristic date search looks this many text nodes around */
#define NSEG_DATE_WINDOW         25
/* ... at texts this short whole, and at the head of longer ones */
#define NSEG_DATE_NODE_CHARS     80
#define NSEG_DATE_HEAD           32
/* a lead paragraph between the title and the relevant content */
#define NSEG_LEAD_MIN_CHARS      80
/* a byline node: short, near the title */
#define NSEG_BYLINE_MAX_CHARS    120
#define NSEG_BYLINE_BEFORE       4
#define NSEG_BYLINE_AFTER        15
/* ... or farther, in an element named as the author's */
#define NSEG_BYLINE_MARKED_BEFORE  12
#define NSEG_BYLINE_MARKED_AFTER   60
/* a date piece this short before the title node is not part of it */
#define NSEG_TITLE_DATE_CHARS    40
/* a site name in a title has at most this many words */
#define NSEG_TITLE_SITE_WORDS    4
/* a fallback <h1> shares this much of its words with the metadata */
#define NSEG_TITLE_HEADING_F1    0.8
#define NSEG_TITLE_HEADING_MIN   8
#define NSEG_TITLE_WORDS         64
/* <h1> texts and title parts the heading fallback compares */
#define NSEG_TITLE_HEADINGS      32
#define NSEG_TITLE_PARTS         8
#define NSEG_TITLE_SPLIT_MAX     64
#define nseg_title_word_char(c)                                             \
    (((c) >= 'a' && (c) <= 'z') || ((c) >= 'A' && (c) <= 'Z')              \
     || ((c) >= '0' && (c) <= '9') || ((unsigned char) (c)) >= 0x80)
/* a title block longer than this is not a heading */
#define NSEG_TITLE_BLOCK_MAX     400


static double nseg_now_ms(void);
static void nseg_log(const nseg_options_t *opts, int level, const char *fmt,
    ...) __attribute__((format(printf, 3, 4)));
static char *nseg_strdup_n(const char *s, size_t len);
static char *nseg_strdup_text(const char *s, size_t len);
static void nseg_classify(nseg_ctx_t *ctx);
static void nseg_pick_date(nseg_ctx_t *ctx);
static void nseg_date_fallback(nseg_ctx_t *ctx, uint32_t tpos);
static uint32_t nseg_title_subtree(nseg_ctx_t *ctx, const char *site);
static size_t nseg_date_head(nseg_str_t s, uint32_t chars);
static int nseg_date_in_node(nseg_ctx_t *ctx, uint32_t i, nseg_date_t *date);
static void nseg_fuse(nseg_ctx_t *ctx);
static const char *nseg_pick_byline(nseg_ctx_t *ctx, uint32_t lo,
    uint32_t hi, int marked);
static void nseg_find_byline(nseg_ctx_t *ctx);
static uint32_t nseg_byline_marker(nseg_doc_t *doc, uint32_t i);
static int nseg_byline_join(nseg_str_t s);
static int nseg_byline_within(const nseg_doc_t *doc, uint32_t i,
    uint32_t e);
static void nseg_fill_fields(nseg_ctx_t *ctx, nseg_result_t *res);
static int nseg_title_has_word(nseg_str_t t);
static void nseg_fill_meta_date(nseg_result_t *res,
    const nseg_meta_cand_t *c);
static int nseg_select_body(nseg_ctx_t *ctx);
static int nseg_apply_filter(nseg_ctx_t *ctx);
static int nseg_is_ad_label(const char *text, size_t len);
static int nseg_is_widget_role(const char *role);
static int nseg_analyze_meta(nseg_ctx_t *ctx);
static uint32_t nseg_title_heading(nseg_ctx_t *ctx);
static double nseg_title_overlap(nseg_str_t a, nseg_str_t b);
static unsigned nseg_title_split(nseg_str_t ref, nseg_str_t *parts,
    unsigned max);
static int nseg_title_logo_name(const char *v);
static size_t nseg_title_nwords(nseg_str_t t);
static size_t nseg_title_words(nseg_str_t t, const char **w, size_t *len);
static int nseg_title_is_site(const char *p, size_t n, const char *site,
    const char *host);
static int nseg_title_home_link(const char *href);
static int nseg_title_logo(nseg_ctx_t *ctx, uint32_t i, const char *site);
static nseg_str_t nseg_title_trim_seps(nseg_str_t t);
static nseg_str_t nseg_title_dangling(nseg_str_t t);
static size_t nseg_title_mark(nseg_str_t t, int at_end);
static int nseg_title_open(nseg_str_t t);
static nseg_str_t nseg_title_dateline(nseg_str_t t, const char *lang,
    int64_t now);
static int nseg_title_is_date(nseg_str_t d, const char *lang, int64_t now);
static int nseg_title_anchor(nseg_doc_t *doc, uint32_t j);
static int nseg_title_link_inside(nseg_doc_t *doc, uint32_t block,
    uint32_t j);
static const char *nseg_title_host(nseg_ctx_t *ctx, char *buf, size_t size);
static int nseg_title_piece(nseg_doc_t *doc, nseg_css_t *css,
    const nseg_style_t *tst, uint32_t block, uint32_t j, int before);


/*
 * The paper keeps the first accepted title node in document order; the
 * most probable one measured better on extra-site folds (README).  The
 * training tool flips this to compare the two.
 */
int  nseg_title_first = 0;
int  nseg_visual_only = 0;


/* separators that can be left hanging at an end of a title */
static const char  *const nseg_title_marks[] = {
    "|", "-", ":", "/", "\xc2\xbb", "\xc2\xb7", "\xe2\x80\x93",
    "\xe2\x80\x94", NULL
};


/* what separates a story from its site in a <title> or og:title */
static const char  *const nseg_title_seps[] = {
    " | ", " - ", " \xe2\x80\x93 ", " \xe2\x80\x94 ", " \xc2\xbb ",
    " :: ", " // ", " \xc2\xb7 ", NULL
};


static const char  *nseg_status_names[] = {
    "ok", "empty", "too_large", "too_deep", "not_html", "no_article",
    "error"
};

static const char  *nseg_stage_names[NSEG_STAGE_N] = {
    "charset", "parse", "css", "nce", "features", "classify", "meta",
    "render"
};


int
nseg_init(void)
{
    xmlInitParser();

    if (nseg_date_init() != NSEG_OK) {
        return NSEG_ERROR;
    }

    return nseg_model_init_default();
}


const char *
nseg_status_name(nseg_status_e status)
{
    if ((unsigned) status >= sizeof(nseg_status_names) / sizeof(char *)) {
        return "error";
    }

    return nseg_status_names[status];
}


const char *
nseg_stage_name(nseg_stage_e stage)
{
    if ((unsigned) stage >= NSEG_STAGE_N) {
        return "unknown";
    }

    return nseg_stage_names[stage];
}


static double
nseg_now_ms(void)
{
    struct timespec  ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);

    return (double) ts.tv_sec * 1000.0 + (double) ts.tv_nsec / 1e6;
}


static void
nseg_log(const nseg_options_t *opts, int level, const char *fmt, ...)
{
    char     msg[512];
    va_list  ap;

    if (opts->log == NULL) {
        return;
    }

    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);

    opts->log(opts->log_data, level, msg);
}


static char *
nseg_strdup_n(const char *s, size_t len)
{
    char  *p;

    if (s == NULL) {
        return NULL;
    }

    p = malloc(len + 1);
    if (p == NULL) {
        return NULL;
    }

    memcpy(p, s, len);
    p[len] = '\0';

    return p;
}


/* a result's text field: a copy without soft hyphens, as body_text */
static char *
nseg_strdup_text(const char *s, size_t len)
{
    char  *p;

    p = nseg_strdup_n(s, len);

    if (p != NULL) {
        len = nseg_utf8_drop_shy(p, len);
        p[len] = '\0';

        if (len == 0) {
            /* nothing but soft hyphens: no text */
            free(p);
            p = NULL;
        }
    }

    return p;
}


static void
nseg_decline(nseg_result_t *res, nseg_status_e status, const char *reason)
{
    res->status = status;
    res->reason = reason;
}


static int
nseg_analyze_meta(nseg_ctx_t *ctx)
{
    ctx->meta = nseg_arena_calloc(&ctx->arena, sizeof(nseg_meta_t));
    if (ctx->meta == NULL) {
        nseg_decline(ctx->res, NSEG_STATUS_ERROR, "out of memory");
        return NSEG_ERROR;
    }

    (void) nseg_meta_extract(&ctx->doc, ctx->opts->base_url, ctx->now,
                             ctx->meta);

    if (nseg_visual_only) {
        memset(ctx->meta, 0, sizeof(nseg_meta_t));
    }

    return NSEG_OK;
}


int
nseg_analyze(nseg_ctx_t *ctx, const char *data, size_t len)
{
    int                     borrowed;
    char                   *utf8;
    size_t                  utf8_len, max_bytes;
    double                  t, t1;
    nseg_status_e           st;
    nseg_result_t          *res;
    const nseg_options_t   *opts;

    res = ctx->res;
    opts = ctx->opts;

    max_bytes = opts->max_bytes ? opts->max_bytes : NSEG_DEFAULT_MAX_BYTES;

    if (len == 0) {
        nseg_decline(res, NSEG_STATUS_EMPTY, "empty input");
        return NSEG_DECLINED;
    }

    if (len > max_bytes) {
        nseg_decline(res, NSEG_STATUS_TOO_LARGE, "input over max_bytes");
        return NSEG_DECLINED;
    }

    if (nseg_charset_looks_binary(data, len)) {
        nseg_decline(res, NSEG_STATUS_NOT_HTML, "binary input");
        return NSEG_DECLINED;
    }

    t = nseg_now_ms();

    /* clean UTF-8 is parsed where it lies: no copy */
    if (nseg_charset_view_utf8(data, len, opts->charset, &utf8, &utf8_len,
                               &ctx->encoding, &borrowed)
        != NSEG_OK)
    {
        nseg_decline(res, NSEG_STATUS_ERROR, "out of memory");
        return NSEG_ERROR;
    }

    ctx->utf8_owned = !borrowed;
    ctx->utf8 = utf8;
    ctx->utf8_len = utf8_len;

    t1 = nseg_now_ms();
    res->stage_ms[NSEG_STAGE_CHARSET] = t1 - t;
    t = t1;

    st = nseg_doc_parse(&ctx->doc, &ctx->arena, utf8, utf8_len, opts);

    t1 = nseg_now_ms();
    res->stage_ms[NSEG_STAGE_PARSE] = t1 - t;
    t = t1;

    res->nodes = ctx->doc.n;

    switch (st) {
    case NSEG_STATUS_OK:
        break;
    case NSEG_STATUS_EMPTY:
        /* a page rendered by scripts may still say what it is */
        if (ctx->doc.n && nseg_analyze_meta(ctx) != NSEG_OK) {
            return NSEG_ERROR;
        }

        nseg_decline(res, st, "no text in the page");
        return NSEG_DECLINED;
    case NSEG_STATUS_TOO_LARGE:
        nseg_decline(res, st, "more elements than max_nodes, or more "
                     "attributes per element than the parser copes with");
        return NSEG_DECLINED;
    case NSEG_STATUS_TOO_DEEP:
        nseg_decline(res, st, "nesting deeper than max_depth");
        return NSEG_DECLINED;
    case NSEG_STATUS_NOT_HTML:
        nseg_decline(res, st, "the parser found no HTML");
        return NSEG_DECLINED;
    default:
        nseg_decline(res, NSEG_STATUS_ERROR, "parser failure");
        return NSEG_ERROR;
    }

    ctx->css = nseg_css_create(&ctx->doc);
    if (ctx->css == NULL) {
        nseg_decline(res, NSEG_STATUS_ERROR, "out of memory");
        return NSEG_ERROR;
    }

    t1 = nseg_now_ms();
    res->stage_ms[NSEG_STAGE_CSS] = t1 - t;
    t = t1;

    if (nseg_analyze_meta(ctx) != NSEG_OK) {
        return NSEG_ERROR;
    }

    t1 = nseg_now_ms();
    res->stage_ms[NSEG_STAGE_META] = t1 - t;
    t = t1;

    if (nseg_nce_run(&ctx->doc, NULL, &ctx->nce) != NSEG_OK) {
        nseg_decline(res, NSEG_STATUS_NO_ARTICLE, "no relevant content");
        return NSEG_DECLINED;
    }

    t1 = nseg_now_ms();
    res->stage_ms[NSEG_STAGE_NCE] = t1 - t;
    t = t1;

    if (nseg_attrs_compute(&ctx->doc, ctx->css, ctx->nce.first_text,
                           nseg_meta_value(ctx->meta, NSEG_META_TITLE),
                           &ctx->attrs)
        != NSEG_OK)
    {
        nseg_decline(res, NSEG_STATUS_ERROR, "out of memory");
        return NSEG_ERROR;
    }

    t1 = nseg_now_ms();
    res->stage_ms[NSEG_STAGE_FEATURES] = t1 - t;
    t = t1;

    nseg_classify(ctx);
    nseg_fuse(ctx);

    t1 = nseg_now_ms();
    res->stage_ms[NSEG_STAGE_CLASSIFY] = t1 - t;

    return NSEG_OK;
}


/*
 * Words shared by two titles, as the F1 of their word sets (ASCII
 * letters folded; other bytes are word characters).
 */
static double
nseg_title_overlap(nseg_str_t a, nseg_str_t b)
{
    size_t       i, j, na, nb, common, wa, wb;
    const char  *sa[NSEG_TITLE_WORDS], *sb[NSEG_TITLE_WORDS];
    size_t       la[NSEG_TITLE_WORDS], lb[NSEG_TITLE_WORDS];

    na = nseg_title_words(a, sa, la);
    nb = nseg_title_words(b, sb, lb);

    if (na == 0 || nb == 0) {
        return 0;
    }

    common = 0;

    for (i = 0; i < na; i++) {
        for (j = 0; j < nb; j++) {
            if (la[i] == lb[j] && strncasecmp(sa[i], sb[j], la[i]) == 0) {
                common++;
                break;
            }
        }
    }

    wa = na;
    wb = nb;

    return 2.0 * (double) common / (double) (wa + wb);
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
 */
static unsigned
nseg_title_split(nseg_str_t ref, nseg_str_t *parts, unsigned max)
{
    size_t    i, k, n, start;
    unsigned  np;

    np = 0;
    start = 0;

    for (i = 0; i < ref.len && np < max - 1; i++) {
        for (k = 0; nseg_title_seps[k] != NULL; k++) {
            n = strlen(nseg_title_seps[k]);

            if (i + n <= ref.len
                && memcmp(ref.text + i, nseg_title_seps[k], n) == 0)
            {
                break;
            }
        }

        if (nseg_title_seps[k] == NULL) {
            continue;
        }

        parts[np].text = ref.text + start;
        parts[np].len = i - start;
        np++;

        start = i + n;
        i = start - 1;
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
 * Many sites set their name in a heading in the page header: an element
 * named as a logo or a link to the front page between the text and its
 * block, or a text that is og:site_name or a domain, makes a node the
 * site's.
 */
static int
nseg_title_logo(nseg_ctx_t *ctx, uint32_t i, const char *site)
{
    uint32_t     e;
    nseg_str_t   text;
    nseg_doc_t  *doc;

    doc = &ctx->doc;

    for (e = doc->nodes[i].parent; e != NSEG_NONE; e = doc->nodes[e].parent)
    {
        if (nseg_title_logo_name(nseg_doc_attr(doc, e, "class"))
            || nseg_title_logo_name(nseg_doc_attr(doc, e, "id"))
            || (doc->nodes[e].tag == NSEG_TAG_A
                && nseg_title_home_link(nseg_doc_attr(doc, e, "href"))))
        {
            return 1;
        }

        if (nseg_tag_is(doc->nodes[e].tag, NSEG_TAG_BLOCK)) {
            break;
        }
    }

    /* og:site_name, or a domain ("jan-grosser.de") */
    text = nseg_title_text(doc, ctx->css, i, NULL);

    return nseg_title_is_site(text.text, text.len, site, NULL);
}


/*
 * No node passed the model: the first visible <h1> whose words the
 * metadata title or <title> confirms as a whole, else one confirmed by
 * a part of it that is not the site (parts in order: "Story - Site -
 * Tagline" confirms an <h1> "Story"); failing that, when there is a
 * metadata title, the one <h1> the page shows.  The site's own name
 * (nseg_title_logo) never counts.
 */
static uint32_t
nseg_title_heading(nseg_ctx_t *ctx)
{
    char          hostbuf[256];
    uint32_t      t, i, b, first_h1, nh1;
    uint32_t      cand[NSEG_TITLE_HEADINGS];
    nseg_str_t    ref[2], parts[NSEG_TITLE_PARTS];
    nseg_str_t    text[NSEG_TITLE_HEADINGS];
    const char   *site, *host;
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
            || nseg_title_logo(ctx, i, site))
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

    return NSEG_NONE;
}


/*
 * Where the title forest accepted no node, the subtree model of Wang et
 * al. picks the most probable title subtree among the candidates (the
 * paper's rule: the maximum, here only above the model's threshold).
 * Returns its first evaluated text node, or NSEG_NONE.
 */
static uint32_t
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

        if (p >= best && !nseg_title_logo(ctx, cand[k].node, site)) {
            best = p;
            node = cand[k].node;
        }
    }

    return node;
}


/*
 * Title: the first node the model accepts (the paper's rule), else the
 * <title> element.  Date: the detected nodes clustered (at most two
 * text nodes apart), the cluster nearest the title kept, clusters that
 * would add a lot of text dropped.
 */
static void
nseg_classify(nseg_ctx_t *ctx)
{
    double                p, best;
    uint32_t              k;
    const char           *site;
    nseg_row_t           *row;
    const nseg_model_t   *model;

    model = ctx->model;

    ctx->title_node = NSEG_NONE;
    ctx->title_row = NSEG_NONE;
    best = 0;

    site = nseg_meta_value(ctx->meta, NSEG_META_SITE_NAME);

    if (model->loaded) {
        for (k = 0; k < ctx->attrs.n; k++) {
            row = &ctx->attrs.rows[k];
            p = nseg_forest_predict(&model->title, row->f);

            if (p >= model->title.threshold && p > best
                && !nseg_title_logo(ctx, row->node, site))
            {
                best = p;
                ctx->title_node = row->node;
                ctx->title_row = k;

                if (nseg_title_first) {
                    break;
                }
            }
        }
    }

    if (model->loaded && ctx->title_node == NSEG_NONE
        && model->title_subtree.nvectors != 0)
    {
        ctx->title_node = nseg_title_subtree(ctx, site);
    }

    if (model->loaded && ctx->title_node == NSEG_NONE) {
        ctx->title_node = nseg_title_heading(ctx);
    }

    if (ctx->title_node != NSEG_NONE) {
        ctx->title = nseg_title_text(&ctx->doc, ctx->css, ctx->title_node,
                                     &ctx->title_end);
    }

    nseg_attrs_set_title(&ctx->doc, &ctx->attrs, ctx->title_node);

    nseg_pick_date(ctx);
}


static void
nseg_pick_date(nseg_ctx_t *ctx)
{
    int64_t               dist, best_dist;
    uint32_t              k, first, last, cl_first, best_first, best_last;
    uint32_t              chars, tpos, pos;
    nseg_doc_t           *doc;
    nseg_row_t           *row;
    nseg_str_t            s;
    const nseg_forest_t  *f;

    doc = &ctx->doc;
    ctx->date_first = NSEG_NONE;
    ctx->date_last = NSEG_NONE;

    tpos = ctx->title_node != NSEG_NONE
           ? doc->nodes[ctx->title_node].text_pos : NSEG_NONE;

    if (ctx->model->loaded) {
        f = ctx->title_node != NSEG_NONE ? &ctx->model->date
                                         : &ctx->model->date_notitle;

        /* clusters of accepted rows, in document order */
        best_first = NSEG_NONE;
        best_last = NSEG_NONE;
        best_dist = INT64_MAX;
        cl_first = NSEG_NONE;
        last = NSEG_NONE;

        for (k = 0; k <= ctx->attrs.n; k++) {
            int  accept = 0;

            if (k < ctx->attrs.n) {
                row = &ctx->attrs.rows[k];
                accept = (ctx->title_row == NSEG_NONE || k != ctx->title_row)
                         && row->f[NSEG_F_DIGITS] > 0
                         && nseg_forest_predict(f, row->f) >= f->threshold;
            }

            if (accept && cl_first != NSEG_NONE
                && doc->nodes[ctx->attrs.rows[k].node].text_pos
                   - doc->nodes[ctx->attrs.rows[last].node].text_pos <= 3)
            {
                last = k;
                continue;
            }

            if (cl_first != NSEG_NONE) {
                /* close the cluster [cl_first, last] */
                chars = 0;
                for (first = cl_first; first <= last; first++) {
                    chars += doc->nodes[ctx->attrs.rows[first].node].chars;
                }

                pos = doc->nodes[ctx->attrs.rows[cl_first].node].text_pos;
                dist = tpos == NSEG_NONE ? (int64_t) pos
                       : (int64_t) pos - (int64_t) tpos;
                if (dist < 0) {
                    dist = -dist;
                }

                if (chars <= NSEG_DATE_MAX_CHARS && dist < best_dist) {
                    best_dist = dist;
                    best_first = cl_first;
                    best_last = last;
                }

                cl_first = NSEG_NONE;
            }

            if (accept) {
                cl_first = k;
                last = k;
            }
        }

        if (best_first != NSEG_NONE) {
            ctx->date_first = best_first;
            ctx->date_last = best_last;
        }
    }

    /* the date text: the cluster's texts, parsed as one */
    if (ctx->date_first != NSEG_NONE) {
        nseg_buf_t  b;

        nseg_buf_init(&b, 128);

        for (k = ctx->date_first; k <= ctx->date_last; k++) {
            s = nseg_doc_text(doc, ctx->attrs.rows[k].node);
            if (b.len) {
                nseg_buf_putc(&b, ' ');
            }
            nseg_buf_append(&b, s.text, s.len);
        }

        if (!b.failed && b.len) {
            ctx->date_text = nseg_arena_strndup(&ctx->arena, b.data, b.len);
            ctx->date_found = nseg_date_parse(b.data, b.len, doc->lang,
                                              ctx->now, &ctx->date)
                              == NSEG_OK;
        }

        nseg_buf_free(&b);

        if (ctx->date_found) {
            return;
        }
    }

    nseg_date_fallback(ctx, tpos);
}


/* where a dateline's date ends and its paragraph's text begins */
static const char  *const nseg_dateline_seps[] = {
    " - ", " \xe2\x80\x93 ", " \xe2\x80\x94 ", " | ", " -- ", NULL
};


/*
 * Where a date is looked for in a text: all of a short one, the head of
 * a longer one (a dateline before a paragraph), not cutting a number.
 */
static size_t
nseg_date_head(nseg_str_t s, uint32_t chars)
{
    size_t  len;

    len = s.len;

    if (chars > NSEG_DATE_NODE_CHARS) {
        len = len < NSEG_DATE_HEAD ? len : NSEG_DATE_HEAD;

        while (len < s.len && s.text[len] >= '0' && s.text[len] <= '9') {
            len++;
        }
    }

    return len;
}


/*
 * A visible text node that holds an absolute date with a year: short
 * texts whole, long ones by their head only (a dateline: "(18.01.2018)
 * Farmers across the country ...").
 */
static int
nseg_date_in_node(nseg_ctx_t *ctx, uint32_t i, nseg_date_t *date)
{
    size_t        k, len;
    nseg_str_t    s;
    nseg_node_t  *node;

    node = &ctx->doc.nodes[i];

    if (node->hidden || node->in_head || node->chars == 0) {
        return 0;
    }

    s = nseg_doc_text(&ctx->doc, i);
    len = nseg_date_head(s, node->chars);

    for (k = 0; k < len && (s.text[k] < '0' || s.text[k] > '9'); k++) {
        /* void */
    }

    if (k == len) {
        return 0;
    }

    return nseg_date_parse(s.text, len, ctx->doc.lang, ctx->now, date)
           == NSEG_OK
           && !date->relative && !date->no_year;
}


/*
 * No model, or the model accepted nothing that parses: the nearest
 * short text node around an anchor that parses as an absolute date.
 * The anchor is the title node, else the row most like <title>
 * (attribute 9), else the first relevant row.  The search runs over all
 * visible text nodes, not only the evaluated rows, because NCE often
 * drops the link-dense line under a headline that carries the date.
 * Such a date is weak: any metadata date overrides it (nseg_fuse).
 */
static void
nseg_date_fallback(nseg_ctx_t *ctx, uint32_t tpos)
{
    char                 *head, *d, *e;
    size_t                n;
    int64_t               dist, best_dist;
    uint32_t              k, t, i, lo, hi, best, window_best;
    float                 edit;
    nseg_str_t            s;
    nseg_doc_t           *doc;
    nseg_date_t           date;

    doc = &ctx->doc;

    if (tpos == NSEG_NONE && ctx->attrs.n) {
        edit = 1.0f;

        for (k = 0; k < ctx->attrs.n; k++) {
            if (ctx->attrs.rows[k].f[NSEG_F_TITLE_EDIT] < edit) {
                edit = ctx->attrs.rows[k].f[NSEG_F_TITLE_EDIT];
                tpos = doc->nodes[ctx->attrs.rows[k].node].text_pos;
            }
        }

        for (k = 0; tpos == NSEG_NONE && k < ctx->attrs.n; k++) {
            if (doc->nodes[ctx->attrs.rows[k].node].relevant) {
                tpos = doc->nodes[ctx->attrs.rows[k].node].text_pos;
            }
        }
    }

    if (tpos == NSEG_NONE) {
        return;
    }

    lo = tpos > NSEG_DATE_WINDOW / 2 ? tpos - NSEG_DATE_WINDOW / 2 : 0;
    hi = tpos + NSEG_DATE_WINDOW + 1;
    if (hi > doc->ntexts) {
        hi = doc->ntexts;
    }

    best = NSEG_NONE;
    best_dist = INT64_MAX;

    for (t = lo; t < hi; t++) {
        i = doc->texts[t];

        /* after the anchor weighs less than before it */
        dist = (int64_t) t - (int64_t) tpos;
        dist = dist < 0 ? -2 * dist : dist;

        if (dist >= best_dist
            || (ctx->title_node != NSEG_NONE && i == ctx->title_node)
            || !nseg_date_in_node(ctx, i, &date))
        {
            continue;
        }

        best = i;
        best_dist = dist;
        ctx->date = date;
    }

    window_best = best;

    /*
     * Nothing near the title: a labelled date anywhere ("Erschienen am:
     * 01.11.2023" in a footer box), the first published one, else the
     * first updated one.
     */
    for (t = 0; window_best == NSEG_NONE && t < doc->ntexts; t++) {
        i = doc->texts[t];

        if (!nseg_date_in_node(ctx, i, &date)
            || !(date.published || date.modified)
            || (best != NSEG_NONE && !date.published))
        {
            continue;
        }

        best = i;
        ctx->date = date;

        if (date.published) {
            break;
        }
    }

    if (best == NSEG_NONE) {
        return;
    }

    ctx->date_found = 1;
    ctx->date_weak = 1;

    s = nseg_doc_text(doc, best);
    ctx->date_text = s.text;

    if (doc->nodes[best].chars > NSEG_DATE_NODE_CHARS) {
        /*
         * A dateline heading a paragraph ("27.1.2022 - Bei der
         * Erinnerung ..."): the date text ends at its last digit, and
         * the paragraph stays in the body.
         */
        n = nseg_date_head(s, doc->nodes[best].chars);

        /* the text goes on after a dash: "12.5.2023 - 45 Menschen ..." */
        d = strpbrk(s.text, "0123456789");
        if (d != NULL && (size_t) (d - s.text) < n) {
            for (k = 0; nseg_dateline_seps[k] != NULL; k++) {
                e = strstr(d, nseg_dateline_seps[k]);

                if (e != NULL && (size_t) (e - s.text) < n) {
                    n = e - s.text;
                }
            }
        }

        while (n > 0 && (s.text[n - 1] < '0' || s.text[n - 1] > '9')) {
            n--;
        }

        /* "(18.01.2018) Deutschlands Landwirte ...": not "(18.01.2018" */
        k = (n && (s.text[0] == '(' || s.text[0] == '[')) ? 1 : 0;

        head = nseg_arena_strndup(&ctx->arena, s.text + k, n - k);
        if (head != NULL) {
            ctx->date_text = head;
        }

        return;
    }

    for (k = 0; k < ctx->attrs.n; k++) {
        if (ctx->attrs.rows[k].node == best) {
            ctx->date_first = k;
            ctx->date_last = k;
            break;
        }
    }
}


/*
 * Metadata is evidence: the visible title node stays the title (the
 * reader view must match the page); metadata fills what the visual
 * pipeline did not find and settles the date when sources agree.
 */
static int64_t
nseg_days_apart(const nseg_date_t *a, const nseg_date_t *b)
{
    int64_t  d;

    d = nseg_date_days(a) - nseg_date_days(b);

    return d < 0 ? -d : d;
}


static void
nseg_fuse(nseg_ctx_t *ctx)
{
    int                      use_meta;
    nseg_meta_t             *meta;
    const nseg_meta_cand_t  *c;

    meta = ctx->meta;

    c = meta->best[NSEG_META_PUBLISHED];

    if (c != NULL) {
        use_meta = !ctx->date_found || ctx->date_weak
                   || ctx->date.relative || ctx->date.no_year
                   || ctx->date.modified;

        /*
         * A visual date far from two agreeing metadata dates loses to
         * them; a day apart is a time-zone shift of the same moment
         * (metadata in UTC, the page in local time), and the page wins.
         */
        if (!use_meta && c->votes >= 2
            && nseg_days_apart(&c->date, &ctx->date) > 1)
        {
            use_meta = 1;
        }

        if (use_meta) {
            ctx->date = c->date;
            ctx->date_found = 1;
            if (ctx->date_text == NULL) {
                ctx->date_text = c->value;
            }
        }
    }
}


/*
 * The paper lists the author as future work.  A byline node is a short
 * text near the title that starts with a "By" word in one of our
 * languages, or sits in an element whose class, id, rel or itemprop
 * names the author.  Its names are cleaned like metadata bylines.
 */
static const char  *nseg_byline_prefixes[] = {
    "by ", "by:", "von ", "von:", "por ", "par ", "di ", "door ", "przez ",
    "de ",
    "author:", "autor:", "auteur:", "autore:", "auteur :", "texto:",
    "text:", "tekst:", "reportagem:", "redacción:", "written by ", NULL
};

static const char  *const nseg_byline_comments[] = {
    "comment", "kommentar", "commentaire", "comentario", "reply", NULL
};

static const char  *const nseg_byline_markers[] = {
    "byline", "author", "autor", "auteur", "writer", "reporter",
    "firma", "signature", NULL
};


typedef struct {
    nseg_buf_t                 buf;
    unsigned                   names;
} nseg_byline_t;


static int
nseg_byline_add(void *data, const char *name, size_t len)
{
    nseg_byline_t  *b = data;

    if (b->names++) {
        nseg_buf_puts(&b->buf, ", ");
    }

    nseg_buf_append(&b->buf, name, len);

    return 0;
}


/* the element within four levels up that names the author, if any */
static uint32_t
nseg_byline_marker(nseg_doc_t *doc, uint32_t i)
{
    unsigned             up;
    static const char   *attrs[] = { "class", "id", "rel", "itemprop", NULL };

    for (up = 0; i != NSEG_NONE && up < 4; up++, i = doc->nodes[i].parent) {
        if (doc->nodes[i].kind != NSEG_NODE_ELEMENT) {
            continue;
        }

        if (nseg_doc_attr_names(doc, i, attrs, nseg_byline_markers)) {
            /* "comment-author": who wrote a comment, not the article */
            return nseg_doc_attr_names(doc, i, attrs, nseg_byline_comments)
                   ? NSEG_NONE : i;
        }
    }

    return NSEG_NONE;
}


static int
nseg_byline_marked(nseg_doc_t *doc, uint32_t i)
{
    return nseg_byline_marker(doc, i) != NSEG_NONE;
}


/*
 * A label alone in its node, the names in the next one: "By", "Autor:",
 * "Ein Artikel von" <strong>Pamela Sladky</strong>, in the same line.
 * Photo credits ("Foto:") are not among them: they name the
 * photographer; nor are words that label other things too ("Text",
 * "vom" a date).
 */
static const char  *const nseg_byline_alone[] = {
    "by", "von", "por", "par",
    "door", "przez", "author", "autor",
    "autorin", "auteur", "autore", "written by",
    "posted by", "geschrieben von", "verfasst von", "erstellt von",
    "ein artikel von", "ein beitrag von", "écrit par", "escrito por",
    "publicado por", "scritto da", NULL
};


#define NSEG_BYLINE_ALONE_ANYWHERE  4


static int
nseg_byline_label_alone(const char *p, size_t n)
{
    unsigned  k;

    while (n && (p[n - 1] == ':' || p[n - 1] == ' ')) {
        n--;
    }

    /*
     * "By" and its kin may stand in an element of their own
     * ("<li>Von</li><li>Claus Boelen-Theile</li>"); the others need the
     * name in their line: "<div>Autor</div>" over a "<div>Leserbrief
     * Redaktion</div>" labels no byline.
     */
    k = nseg_word_in(p, n, nseg_byline_alone);

    return k == 0 ? 0 : k <= NSEG_BYLINE_ALONE_ANYWHERE ? 1 : 2;
}


static int
nseg_byline_has_digit(const char *s, const char *e)
{
    for ( /* void */ ; s < e; s++) {
        if (*s >= '0' && *s <= '9') {
            return 1;
        }
    }

    return 0;
}


static int
nseg_byline_name_word(const char *w)
{
    /* capitalised, or a letter outside ASCII ("Ömer"), not a dash */
    return (*w >= 'A' && *w <= 'Z')
           || ((*w & 0x80) && (unsigned char) *w != 0xe2
               && (unsigned char) *w != 0xc2);
}


/* the small words inside names: "de", "van", "von der" */
static const char  *const nseg_byline_particles[] = {
    "de", "da", "di", "do", "dos", "du", "del", "della", "der", "den",
    "van", "von", "la", "le", "ten", "ter", "bin", "al", "el", "y", NULL
};


/* the next " | " or spaced dash in [s, e), its length in *n */
static const char *
nseg_byline_next_sep(const char *s, const char *e, size_t *n)
{
    size_t     l;
    unsigned   k;

    for ( /* void */ ; s < e; s++) {
        for (k = 0; nseg_dateline_seps[k] != NULL; k++) {
            l = strlen(nseg_dateline_seps[k]);

            if ((size_t) (e - s) > l
                && memcmp(s, nseg_dateline_seps[k], l) == 0)
            {
                *n = l;
                return s;
            }
        }
    }

    return NULL;
}


/*
 * A date line that ends with the author: "25.10.2022 - Reiner Nagel",
 * "04.02.2022 | 13:10 Uhr | Uta Helkenberg".  The first part is a date,
 * every part before the name holds a digit, and the name is two to four
 * words, each capitalised but particles, the first and last not
 * particles, without a digit or a colon, not all capitals: "12.05.2022 -
 * Berlin" and "12.05.2022 | Politik" name no one.
 */
static int
nseg_byline_dated(nseg_ctx_t *ctx, const char *p, size_t plen)
{
    size_t        n, words;
    const char   *s, *e, *sep, *name, *last_word;
    nseg_date_t   date;

    e = p + plen;
    name = NULL;

    for (s = p; (sep = nseg_byline_next_sep(s, e, &n)) != NULL;
         s = sep + n)
    {
        if (!nseg_byline_has_digit(s, sep)) {
            return 0;
        }

        name = sep + n;
    }

    if (name == NULL
        || nseg_byline_has_digit(name, e)
        || nseg_date_parse(p, name - p, ctx->doc.lang, ctx->now, &date)
           != NSEG_OK)
    {
        return 0;
    }

    words = 0;
    last_word = NULL;

    for (s = name; s < e; /* void */ ) {
        while (s < e && *s == ' ') {
            s++;
        }

        if (s == e) {
            break;
        }

        for (n = 0; s + n < e && s[n] != ' '; n++) {
            /* "Bild: Getty Images", "Foto: dpa": a credit, not a name */
            if (s[n] == ':') {
                return 0;
            }
        }

        /*
         * Every word capitalised but a particle ("Ann de Vries"):
         * "Frankfurt am Main" and "Politik und Gesellschaft" are no one.
         */
        if (!nseg_byline_name_word(s)
            && !nseg_word_in(s, n, nseg_byline_particles))
        {
            return 0;
        }

        if (words == 0 && !nseg_byline_name_word(s)) {
            return 0;
        }

        last_word = s;
        words++;
        s += n;
    }

    if (words < 2 || words > 4 || !nseg_byline_name_word(last_word)) {
        return 0;
    }

    /* "04. November 2021 | PAID CONTENT": a name is not all capitals */
    for (s = name; s < e; s++) {
        if ((*s >= 'a' && *s <= 'z') || (*s & 0x80)) {
            return 1;
        }
    }

    return 0;
}


/* the words that join two names in a byline, in our languages */
static const char  *const nseg_byline_joins[] = {
    ",", "&", "and", "und", "y", "e", "et", "i", "en", "og", "och", "oraz",
    ", and", NULL
};


static int
nseg_byline_join(nseg_str_t s)
{
    while (s.len && (s.text[0] == ' ')) {
        s.text++;
        s.len--;
    }

    while (s.len && s.text[s.len - 1] == ' ') {
        s.len--;
    }

    return nseg_word_in(s.text, s.len, nseg_byline_joins) != 0;
}


/* whether node i lies inside element e */
static int
nseg_byline_within(const nseg_doc_t *doc, uint32_t i, uint32_t e)
{
    for ( /* void */ ; i != NSEG_NONE; i = doc->nodes[i].parent) {
        if (i == e) {
            return 1;
        }
    }

    return 0;
}


/*
 * The byline: a short text near the title, from every text node there,
 * not only the relevant ones: the byline line is short and full of
 * links, which is what NCE leaves out.  (A byline closing the article
 * was tried too, "Erstellt von ...": in the corpora it found as many
 * authors of teasers for other stories as of the article.)
 */
static void
nseg_find_byline(nseg_ctx_t *ctx)
{
    uint32_t  tpos;

    if (ctx->title_node != NSEG_NONE) {
        tpos = ctx->doc.nodes[ctx->title_node].text_pos;

    } else if (ctx->nce.first_text != NSEG_NONE) {
        tpos = ctx->nce.first_text;

    } else {
        return;
    }

    ctx->byline = nseg_pick_byline(ctx,
                      tpos > NSEG_BYLINE_BEFORE ? tpos - NSEG_BYLINE_BEFORE
                                                : 0,
                      tpos + NSEG_BYLINE_AFTER, 0);

    if (ctx->byline == NULL) {
        ctx->byline = nseg_pick_byline(ctx, tpos + NSEG_BYLINE_AFTER + 1,
                                       tpos + NSEG_BYLINE_MARKED_AFTER, 1);
    }

    if (ctx->byline == NULL && tpos > NSEG_BYLINE_BEFORE) {
        ctx->byline = nseg_pick_byline(ctx,
                          tpos > NSEG_BYLINE_MARKED_BEFORE
                          ? tpos - NSEG_BYLINE_MARKED_BEFORE : 0,
                          tpos - NSEG_BYLINE_BEFORE - 1, 1);
    }
}


static const char *
nseg_pick_byline(nseg_ctx_t *ctx, uint32_t lo, uint32_t hi, int marked)
{
    int            found, alone;
    size_t         plen, n, chars;
    uint32_t       t, i, j, k, last, blk, join, next;
    nseg_str_t     s;
    nseg_buf_t     names;
    nseg_doc_t    *doc;
    nseg_node_t   *nd;
    nseg_byline_t  b;
    const char    *p, *result;

    doc = &ctx->doc;
    result = NULL;

    for (t = lo; t <= hi && t < doc->ntexts && result == NULL; t++) {
        i = doc->texts[t];
        nd = &doc->nodes[i];

        if (i == ctx->title_node || nd->hidden
            || ((nd->in_link || marked) && !nseg_byline_marked(doc, i)))
        {
            continue;
        }

        s = nseg_doc_text(doc, i);
        p = s.text;
        plen = s.len;

        if (plen == 0
            || nseg_utf8_length(p, plen) > NSEG_BYLINE_MAX_CHARS)
        {
            continue;
        }

        found = 0;
        last = i;

        for (j = 0; nseg_byline_prefixes[j] != NULL; j++) {
            n = strlen(nseg_byline_prefixes[j]);

            if (plen > n && strncasecmp(p, nseg_byline_prefixes[j], n) == 0) {
                /*
                 * "por parte de la defensa": a sentence, not a byline;
                 * names after an unmarked "By" are capitalised.
                 */
                while (n < plen && p[n] == ' ') {
                    n++;
                }

                found = n < plen && !(p[n] >= 'a' && p[n] <= 'z')
                        ? 1 : nseg_byline_marked(doc, i);
                break;
            }
        }

        /* "By" alone in its own node: the names follow in the next one */
        if (!found && t + 1 < doc->ntexts
            && !doc->nodes[doc->texts[t + 1]].hidden
            && (alone = nseg_byline_label_alone(p, plen)) != 0)
        {
            s = nseg_doc_text(doc, doc->texts[t + 1]);

            /* "Auteur :" over "Auteur(s) :": another label, no name */
            if (nseg_utf8_length(s.text, s.len) > NSEG_BYLINE_MAX_CHARS
                || (s.len && s.text[s.len - 1] == ':')
                || (alone == 2 && nseg_doc_block(doc, doc->texts[t + 1])
                                  != nseg_doc_block(doc, i)))
            {
                continue;
            }

            last = doc->texts[t + 1];
            p = s.text;
            plen = s.len;
            found = 1;
        }

        if (!found && !marked && nseg_byline_dated(ctx, p, plen)) {
            found = 1;
        }

        if (!found && !nseg_byline_marked(doc, i)) {
            continue;
        }

        /*
         * The names often sit in links of their own: "von <a>Lars
         * Fischer</a> und <a>Alina Schadwinkel</a>".  The byline goes on
         * through a joining word and the next name, within the element
         * named as the author's, else within its line.
         */
        nseg_buf_init(&names, 64);
        nseg_buf_append(&names, p, plen);
        chars = nseg_utf8_length(p, plen);

        blk = nseg_byline_marker(doc, i);

        if (blk == NSEG_NONE) {
            blk = nseg_doc_block(doc, i);
        }

        while (blk != NSEG_NONE
               && doc->nodes[last].text_pos + 2 < doc->ntexts)
        {
            join = doc->texts[doc->nodes[last].text_pos + 1];
            next = doc->texts[doc->nodes[last].text_pos + 2];

            if (!nseg_byline_within(doc, next, blk)
                || !nseg_byline_join(nseg_doc_text(doc, join)))
            {
                break;
            }

            s = nseg_doc_text(doc, next);
            chars += 2 + nseg_utf8_length(s.text, s.len);

            if (chars > NSEG_BYLINE_MAX_CHARS) {
                break;
            }

            nseg_buf_puts(&names, ", ");
            nseg_buf_append(&names, s.text, s.len);
            last = next;
        }

        if (!names.failed) {
            p = names.data;
            plen = names.len;
        }

        nseg_buf_init(&b.buf, 64);
        b.names = 0;

        (void) nseg_meta_split_byline(p, plen, nseg_byline_add, &b);

        if (b.names && !b.buf.failed) {
            result = nseg_arena_strndup(&ctx->arena, b.buf.data, b.buf.len);
            ctx->byline_first = i;

            /*
             * A short byline block is all byline: the role or the date
             * after the names ("CNBC Executive News Editor") goes too.
             */
            if (blk != NSEG_NONE) {
                s = nseg_doc_text(doc, blk);
                k = nseg_utf8_count_nonspace(s.text, s.len)
                    <= NSEG_BYLINE_MAX_CHARS
                    ? doc->nodes[last].text_pos + 1 : doc->ntexts;

                for ( /* void */ ; k < doc->ntexts
                      && nseg_byline_within(doc, doc->texts[k], blk); k++)
                {
                    last = doc->texts[k];
                }
            }

            ctx->byline_last = last;
        }

        nseg_buf_free(&b.buf);
        nseg_buf_free(&names);
    }

    return result;
}


/*
 * A part of a title that names the site: the page's og:site_name, a
 * domain ("FASSETTE.NET"), or a few words that all occur in the page's
 * host name ("Krimiblog-Archiv" on archiv.krimiblog.de).
 */
static int
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


/* the length of a separator mark (nseg_title_marks) at t's start or end */
static size_t
nseg_title_mark(nseg_str_t t, int at_end)
{
    size_t       k, n;
    const char  *p;

    for (k = 0; nseg_title_marks[k] != NULL; k++) {
        n = strlen(nseg_title_marks[k]);

        if (t.len < n) {
            continue;
        }

        p = at_end ? t.text + t.len - n : t.text;

        if (memcmp(p, nseg_title_marks[k], n) == 0) {
            return n;
        }
    }

    return 0;
}


/*
 * A separator left hanging at either end of a title, set apart by a
 * space: "National Rail Enquiries -", ": Energiewende".  Unlike a cut's
 * leftovers it must stand alone, so "-5 degrees" keeps its sign.
 */
static nseg_str_t
nseg_title_dangling(nseg_str_t t)
{
    size_t  n;

    for ( ;; ) {
        n = nseg_title_mark(t, 0);

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
        n = nseg_title_mark(t, 1);

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
static nseg_str_t
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
            n = nseg_title_mark(t, 0);

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
            n = nseg_title_mark(t, 1);

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
    "roofline", "spitzmarke", NULL
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

    n = nseg_title_mark(t, 1);

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

    if (b == NSEG_NONE || !nseg_tag_is(doc->nodes[b].tag, NSEG_TAG_HEADING)
        || doc->nodes[b].chars > NSEG_TITLE_BLOCK_MAX
        || doc->nodes[b].link_chars * 2 > doc->nodes[b].chars)
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
    uint32_t             b, stop;
    nseg_str_t           s;
    nseg_title_block_t   t;

    t.doc = doc;
    t.css = css;
    t.style = css ? nseg_css_style(css, node) : NULL;
    t.node = node;
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


static int
nseg_select_body(nseg_ctx_t *ctx)
{
    uint8_t       *keep;
    uint32_t       i, k, t, start, first;
    nseg_doc_t    *doc;

    doc = &ctx->doc;

    keep = nseg_arena_calloc(&ctx->arena, doc->n);
    if (keep == NULL) {
        return NSEG_ERROR;
    }

    /* the body starts after the title (after its block, if split) */
    start = (ctx->title_node != NSEG_NONE) ? ctx->title_end : 0;

    for (i = start; i < doc->n; i++) {
        keep[i] = doc->nodes[i].relevant && !doc->nodes[i].hidden;
    }

    /*
     * The standfirst: between the title and the relevant content, the
     * separator often leaves out a lead paragraph that sits in the
     * article header.  Substantial, link-poor text blocks there belong
     * to the body (not in the paper; measured on the corpora).
     */
    if (ctx->title_node != NSEG_NONE && ctx->nce.first_text != NSEG_NONE) {
        first = doc->texts[ctx->nce.first_text];

        for (i = start; i < first; i++) {
            nseg_node_t  *nd = &doc->nodes[i];

            if (nd->kind != NSEG_NODE_ELEMENT || nd->hidden
                || !nseg_tag_is(nd->tag, NSEG_TAG_BLOCK)
                || nd->end > first)
            {
                continue;
            }

            if (nd->chars >= NSEG_LEAD_MIN_CHARS
                && nd->link_chars * 4 < nd->chars)
            {
                for (k = i; k < nd->end; k++) {
                    keep[k] = !doc->nodes[k].hidden;
                }
            }

            i = nd->end - 1;
        }
    }

    if (ctx->date_first != NSEG_NONE) {
        for (k = ctx->date_first; k <= ctx->date_last; k++) {
            keep[ctx->attrs.rows[k].node] = 0;
        }
    }

    /* the byline line is shown in the header, not in the body */
    if (ctx->byline_first != NSEG_NONE) {
        for (t = ctx->doc.nodes[ctx->byline_first].text_pos;
             t <= ctx->doc.nodes[ctx->byline_last].text_pos; t++)
        {
            keep[ctx->doc.texts[t]] = 0;
        }
    }

    /*
     * What the page hides from screen readers is decoration or a copy
     * (a player's controls, an icon's glyph, a visual twin of a
     * headline); the reader view is for them too.  Readability drops it
     * as well (readability folha +0.037, independent.co.uk +0.002, no
     * page of the other sets changed).
     */
    for (i = start; i < doc->n; i++) {
        const char  *v;

        if (doc->nodes[i].kind == NSEG_NODE_ELEMENT
            && doc->nodes[i].nattrs != 0
            && (((v = nseg_doc_attr(doc, i, "aria-hidden")) != NULL
                 && strcasecmp(v, "true") == 0)
                || nseg_is_widget_role(nseg_doc_attr(doc, i, "role"))))
        {
            memset(keep + i, 0, doc->nodes[i].end - i);
            i = doc->nodes[i].end - 1;
        }
    }

    if (nseg_density_filter(doc, &ctx->arena, keep, start) != NSEG_OK) {
        return NSEG_ERROR;
    }

    for (t = 0; t < doc->ntexts; t++) {
        i = doc->texts[t];

        if (keep[i] && nseg_is_ad_label(doc->nodes[i].text,
                                        doc->nodes[i].text_len))
        {
            keep[i] = 0;
        }
    }

    ctx->keep = keep;

    return NSEG_OK;
}


/* roles of a page's controls, which a screen reader announces as such */
static const char  *const nseg_widget_roles[] = {
    "button", "menu", "menubar", "menuitem", "menuitemcheckbox",
    "menuitemradio", "slider", "toolbar", "tablist", "tab", "scrollbar",
    "progressbar", "switch", "checkbox", "radio", "combobox", "listbox",
    "option", "spinbutton", "searchbox", "tooltip", NULL
};


/*
 * Whether a role attribute names a control ("menuitemcheckbox" in a
 * video player's settings): its first token, as ARIA reads it.
 */
static int
nseg_is_widget_role(const char *role)
{
    size_t  n;

    if (role == NULL) {
        return 0;
    }

    while (*role == ' ') {
        role++;
    }

    n = strcspn(role, " \t\n");

    return nseg_word_in(role, n, nseg_widget_roles) != 0;
}


/*
 * An ad slot's label ("Advertisement", "Anzeige", "- Publicité -") is a
 * text node of its own inside the article; no corpus gold has one as
 * text (137 such lines in our bodies before, on 25 pages of all five
 * sets).  So is the heading of a box of links to other articles
 * ("Schon gelesen?", "Lesen Sie auch:"; 18 lines on 12 sites).  The
 * whole node, blanks, dashes and a question mark aside, must be the
 * label: only phrases that name such a box, not "Read more" or "See
 * also", which articles use as words (Readability's gold keeps both).
 */
static const char  *const nseg_ad_labels[] = {
    "advertisement", "advertisements", "advertising", "advert",
    "story continues below advertisement",
    "article continues below advertisement",
    "advertisement - scroll to continue", "scroll to continue with content",
    "hide ad", "video ad feedback", "ad feedback",
    "anzeige", "werbung", "publicit\xc3\xa9",
    "publicidad", "publicidade", "pubblicit\xc3\xa0",
    "reklama", "advertentie", "annons", "mainos",

    /* the heading of a box of links to other articles */
    "related articles", "related posts", "related stories", "more stories",
    "you may also like", "you might also like", "recommended for you",
    "mehr zum thema", "schon gelesen", "zum weiterlesen", "mehr themen",
    "neueste artikel", "lesen sie auch", "lies auch", "auch interessant",
    "das k\xc3\xb6nnte sie auch interessieren",
    "das k\xc3\xb6nnte dich auch interessieren",
    "das thema k\xc3\xb6nnte dich auch interessieren",
    "das k\xc3\xb6nnte ihnen auch gefallen",
    "das k\xc3\xb6nnte dir auch gefallen",
    "\xc3\xa4hnliche artikel", "\xc3\xa4hnliche beitr\xc3\xa4ge",
    "verwandte artikel", "weitere artikel",
    "lire aussi", "\xc3\xa0 lire aussi", "sur le m\xc3\xaame sujet",
    "te puede interesar", "noticias relacionadas", "leggi anche",
    "czytaj te\xc5\xbc", "czytaj tak\xc5\xbc" "e", "zobacz te\xc5\xbc",
    "zobacz tak\xc5\xbc" "e", "lees ook", "gerelateerde artikelen", NULL
};

#define NSEG_AD_LABEL_MAX        48


static int
nseg_is_ad_label(const char *text, size_t len)
{
    size_t          n, b, e;
    unsigned        k;
    const uint8_t  *p, *end;
    char            c, lower[NSEG_AD_LABEL_MAX];

    p = (const uint8_t *) text;
    end = p + len;
    n = 0;

    /*
     * Lower case, blanks (no-break space too) collapsed to one space,
     * en and em dashes read as '-', bullets as '*': "— Advertisement —"
     * and "Story continues below\n   advertisement" are labels too.
     */
    while (p < end) {
        if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n') {
            c = ' ';
            p++;
        } else if (end - p >= 2 && p[0] == 0xc2 && p[1] == 0xa0) {
            c = ' ';
            p += 2;
        } else if (end - p >= 2 && p[0] == 0xc2 && p[1] == 0xb7) {
            c = '*';
            p += 2;
        } else if (end - p >= 3 && p[0] == 0xe2 && p[1] == 0x80
                   && (p[2] == 0x93 || p[2] == 0x94 || p[2] == 0xa2))
        {
            c = p[2] == 0xa2 ? '*' : '-';
            p += 3;
        } else if (end - p >= 2 && p[0] == 0xc3 && p[1] >= 0x80
                   && p[1] <= 0x9e && p[1] != 0x97)
        {
            /* Latin-1 capitals, "À lire aussi", "Ähnliche Artikel" */
            if (n + 2 >= NSEG_AD_LABEL_MAX) {
                return 0;
            }

            lower[n++] = (char) 0xc3;
            c = (char) (p[1] + 0x20);
            p += 2;
        } else {
            c = (char) tolower(*p);
            p++;
        }

        if (c == ' ' && (n == 0 || lower[n - 1] == ' ')) {
            continue;
        }

        if (n + 1 >= NSEG_AD_LABEL_MAX) {
            return 0;
        }

        lower[n++] = c;
    }

    /* blanks, dashes, bullets, colons and a question mark around it */
    for (b = 0; b < n && strchr(" -|:*?", lower[b]) != NULL; b++) {
        /* void */
    }

    for (e = n; e > b && strchr(" -|:*?", lower[e - 1]) != NULL; e--) {
        /* void */
    }

    if (e - b < 2) {
        return 0;
    }

    lower[e] = '\0';

    for (k = 0; nseg_ad_labels[k] != NULL; k++) {
        if (strcmp(lower + b, nseg_ad_labels[k]) == 0) {
            return 1;
        }
    }

    return 0;
}


/*
 * The site's path rules (filter.c) over the automatic selection: text
 * and image rules that match visible text or an image make the body
 * exactly what they match; drop rules take their matches out; the first
 * headline match with text is the title and leaves the body.  Rules
 * that match nothing on this page leave the automatic result, so a
 * changed template degrades to the pipeline, not to an empty page.
 */
static int
nseg_apply_filter(nseg_ctx_t *ctx)
{
    int           rc;
    uint8_t      *match, *keep;
    uint32_t      i, chars, end;
    nseg_doc_t   *doc;
    nseg_node_t  *nd;

    doc = &ctx->doc;
    keep = ctx->keep;

    if (ctx->opts->filter == NULL || doc->n == 0) {
        return NSEG_OK;
    }

    match = nseg_arena_calloc(&ctx->arena, doc->n);
    if (match == NULL) {
        return NSEG_ERROR;
    }

    rc = nseg_filter_match(ctx->opts->filter, doc, &ctx->arena, match);
    if (rc != NSEG_OK) {
        return rc;
    }

    /* text rules count when what they match has something to show */
    chars = 0;

    for (i = 0; i < doc->n; i++) {
        nd = &doc->nodes[i];

        if ((match[i] & (1u << NSEG_FILTER_TEXT)) && !nd->hidden) {
            chars += nd->chars;
        }
    }

    /*
     * Text that matched replaces the automatic body, with the pictures
     * the image rules match; pictures alone join the automatic body, so
     * that a site's second template, where only the picture path still
     * matches, keeps its article.
     */
    if (chars != 0) {
        memset(keep, 0, doc->n);
    }

    for (i = 0; i < doc->n; i++) {
        nd = &doc->nodes[i];

        if ((chars != 0 && (match[i] & (1u << NSEG_FILTER_TEXT)))
            || ((match[i] & (1u << NSEG_FILTER_IMAGE)) && !nd->hidden
                && nd->tag == NSEG_TAG_IMG))
        {
            /* node by node, not a subtree: a drop rule may cut in */
            end = nd->end > i ? nd->end : i + 1;
            memset(keep + i, NSEG_RENDER_NODE, end - i);
            i = end - 1;
        }
    }

    for (i = 0; i < doc->n; i++) {
        nd = &doc->nodes[i];

        if (nd->kind != NSEG_NODE_ELEMENT) {
            continue;
        }

        end = nd->end > i ? nd->end : i + 1;

        if ((match[i] & (1u << NSEG_FILTER_HEADLINE))
            && ctx->filter_title.len == 0 && !nd->hidden && nd->chars != 0)
        {
            /* the element's visible text, blanks collapsed */
            ctx->filter_title = nseg_doc_text(doc, i);

            if (ctx->filter_title.text == NULL) {
                return NSEG_ERROR;
            }

            memset(keep + i, 0, end - i);
        }

        if (match[i] & (1u << NSEG_FILTER_DROP)) {
            memset(keep + i, 0, end - i);
            i = end - 1;
        }
    }

    return NSEG_OK;
}


/* the page's host name, lower case, from the canonical URL or base */
static const char *
nseg_title_host(nseg_ctx_t *ctx, char *buf, size_t size)
{
    size_t       n;
    const char  *url, *p, *end;

    url = nseg_meta_value(ctx->meta, NSEG_META_URL);
    if (url == NULL) {
        url = ctx->opts->base_url;
    }

    if (url == NULL || (p = strstr(url, "://")) == NULL) {
        return NULL;
    }

    p += 3;
    end = p + strcspn(p, "/?#:");

    for (n = 0; p < end && n < size - 1; p++, n++) {
        buf[n] = (char) tolower((unsigned char) *p);
    }

    buf[n] = '\0';

    return n ? buf : NULL;
}


/*
 * Whether a title has a word: a letter, digit or ideograph, not only
 * separators, punctuation and symbols (ASCII, Latin-1's, general and
 * CJK punctuation, arrows, box drawing).
 */
static int
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


/* the result's date and date text from one metadata candidate */
static void
nseg_fill_meta_date(nseg_result_t *res, const nseg_meta_cand_t *c)
{
    char    iso[64];
    size_t  n;

    n = nseg_date_format(&c->date, iso, sizeof(iso));
    res->date = nseg_strdup_n(iso, n);

    free(res->date_text);
    res->date_text = strdup(c->value);
}


/*
 * The result's fields besides the body: from the classified nodes when
 * the analysis got that far, else from the metadata alone (a declined
 * page still tells an indexer its title, date and language).
 */
static void
nseg_fill_fields(nseg_ctx_t *ctx, nseg_result_t *res)
{
    char         iso[64], hostbuf[256];
    const char  *site, *host, *source, *lang;
    size_t       n;
    unsigned     k;
    nseg_str_t   s;
    nseg_date_t  raw;

    /* title */
    site = nseg_meta_value(ctx->meta, NSEG_META_SITE_NAME);
    host = nseg_title_host(ctx, hostbuf, sizeof(hostbuf));

    /*
     * The title node, else metadata, else <title>; a source left with
     * no word once the site, a dateline and separators are gone (" - |
     * - ") gives way to the next.
     */
    for (k = 0; k < 3 && res->title == NULL; k++) {
        if (k == 0 && ctx->title_node != NSEG_NONE) {
            s = ctx->title;
            source = "node";

        } else if (k == 1 && ctx->meta->best[NSEG_META_TITLE] != NULL) {
            s.text = ctx->meta->best[NSEG_META_TITLE]->value;
            s.len = strlen(s.text);
            source = "meta";

        } else if (k == 2 && ctx->doc.title_tag.len) {
            s = ctx->doc.title_tag;
            source = "title";

        } else {
            continue;
        }

        /* metadata and <title> carry the site by their shape too */
        if (k > 0) {
            s = nseg_title_strip_site(nseg_title_drop_site(s, site, host));
        }

        s = nseg_title_dateline(nseg_title_drop_site(s, site, host),
                                ctx->doc.lang, ctx->now);
        s = nseg_title_dangling(s);

        if (nseg_title_has_word(s)) {
            res->title = nseg_strdup_text(s.text, s.len);
            res->title_source = source;
        }
    }

    if (ctx->date_text != NULL) {
        res->date_text = strdup(ctx->date_text);
    }

    if (ctx->date_found) {
        n = nseg_date_format(&ctx->date, iso, sizeof(iso));
        res->date = nseg_strdup_n(iso, n);

    } else if (ctx->meta->best[NSEG_META_PUBLISHED] != NULL) {
        /* a declined page still reports what its metadata says */
        nseg_fill_meta_date(res, ctx->meta->best[NSEG_META_PUBLISHED]);

    } else if (ctx->utf8 != NULL && !nseg_visual_only
               && nseg_meta_raw_date(ctx->utf8, ctx->utf8_len, ctx->now,
                                     &raw)
                  == NSEG_OK)
    {
        n = nseg_date_format(&raw, iso, sizeof(iso));
        res->date = nseg_strdup_n(iso, n);

    } else if (ctx->meta->best[NSEG_META_MODIFIED] != NULL) {
        /*
         * Only a modification date: pages edited once ("Updated:
         * 30.12.2016") carry no other, and a crawler would rather have
         * it than nothing; date_modified says the same.
         */
        nseg_fill_meta_date(res, ctx->meta->best[NSEG_META_MODIFIED]);
    }

    if (ctx->meta->best[NSEG_META_MODIFIED] != NULL) {
        n = nseg_date_format(&ctx->meta->best[NSEG_META_MODIFIED]->date,
                             iso, sizeof(iso));
        res->date_modified = nseg_strdup_n(iso, n);
    }

    /*
     * Metadata that names the site as the author ("unocero", "Google")
     * says who published the page, not who wrote it: a byline the page
     * shows beside the title is the better answer.
     */
    if (ctx->meta->byline != NULL
        && (ctx->byline == NULL
            || !nseg_title_is_site(ctx->meta->byline,
                                   strlen(ctx->meta->byline), site, host)))
    {
        res->byline = nseg_strdup_text(ctx->meta->byline,
                                       strlen(ctx->meta->byline));

    } else if (ctx->byline != NULL) {
        res->byline = nseg_strdup_text(ctx->byline, strlen(ctx->byline));
    }

    if (ctx->meta->best[NSEG_META_LANG] != NULL) {
        res->lang = strdup(ctx->meta->best[NSEG_META_LANG]->value);

    } else if (ctx->doc.lang != NULL && ctx->doc.lang[0] != '\0') {
        res->lang = strdup(ctx->doc.lang);

    } else if ((lang = nseg_lang_guess(res->body_text, res->body_text_len))
               != NULL)
    {
        /* declared nowhere: the article's own words tell */
        res->lang = strdup(lang);
    }

    if (ctx->meta->best[NSEG_META_SITE_NAME] != NULL) {
        res->site_name = strdup(ctx->meta->best[NSEG_META_SITE_NAME]->value);
    }

    if (ctx->meta->best[NSEG_META_IMAGE] != NULL) {
        res->lead_image = strdup(ctx->meta->best[NSEG_META_IMAGE]->value);
    }

    if (ctx->meta->best[NSEG_META_URL] != NULL) {
        res->url = strdup(ctx->meta->best[NSEG_META_URL]->value);

    } else if (ctx->opts->base_url != NULL) {
        res->url = strdup(ctx->opts->base_url);
    }

    res->dir = strdup(nseg_lang_is_rtl(res->lang) ? "rtl" : "ltr");
}


void
nseg_ctx_release(nseg_ctx_t *ctx)
{
    nseg_doc_free(&ctx->doc);
    nseg_arena_free(&ctx->arena);

    if (ctx->utf8_owned) {
        free(ctx->utf8);
    }

    ctx->utf8 = NULL;
}


nseg_result_t *
nseg_process(const nseg_model_t *model, const char *data, size_t len,
    const nseg_options_t *opts)
{
    int             rc;
    double          t0, t;
    nseg_ctx_t      ctx;
    nseg_buf_t      html, text;
    nseg_result_t  *res;
    nseg_options_t  defaults;

    t0 = nseg_now_ms();

    res = calloc(1, sizeof(nseg_result_t));
    if (res == NULL) {
        return NULL;
    }

    if (opts == NULL) {
        memset(&defaults, 0, sizeof(nseg_options_t));
        opts = &defaults;
    }

    res->input_bytes = len;

    memset(&ctx, 0, sizeof(nseg_ctx_t));
    ctx.model = model ? model : nseg_model_default();
    ctx.opts = opts;
    ctx.res = res;
    ctx.now = opts->now ? opts->now : (int64_t) time(NULL);
    ctx.title_node = NSEG_NONE;
    ctx.title_row = NSEG_NONE;
    ctx.date_first = NSEG_NONE;
    ctx.date_last = NSEG_NONE;
    ctx.byline_first = NSEG_NONE;
    ctx.byline_last = NSEG_NONE;
    nseg_arena_init(&ctx.arena, 64 * 1024);

    rc = nseg_analyze(&ctx, data, len);

    if (rc == NSEG_OK) {
        t = nseg_now_ms();

        nseg_find_byline(&ctx);

        if (nseg_select_body(&ctx) != NSEG_OK) {
            nseg_decline(res, NSEG_STATUS_ERROR, "out of memory");
            goto done;
        }

        rc = nseg_apply_filter(&ctx);

        if (rc == NSEG_DECLINED) {
            nseg_decline(res, NSEG_STATUS_TOO_LARGE,
                         "path rules over their work limit");
            goto done;
        }

        if (rc != NSEG_OK) {
            nseg_decline(res, NSEG_STATUS_ERROR, "out of memory");
            goto done;
        }

        if (opts->sitemem != NULL && opts->sitemem_mode
            && nseg_sitemem_apply(opts->sitemem, &ctx.doc, &ctx.arena,
                                  ctx.keep, opts->base_url,
                                  opts->sitemem_mode) != NSEG_OK)
        {
            nseg_decline(res, NSEG_STATUS_ERROR, "out of memory");
            goto done;
        }

        nseg_buf_init(&html, ctx.doc.n * 8);
        nseg_buf_init(&text, ctx.doc.n * 4);

        if (nseg_render_body(&ctx.doc, ctx.keep, 0, &html, &text) != NSEG_OK
            || html.failed || text.failed)
        {
            nseg_buf_free(&html);
            nseg_buf_free(&text);
            nseg_decline(res, NSEG_STATUS_ERROR, "out of memory");
            goto done;
        }

        if (text.len == 0) {
            nseg_buf_free(&html);
            nseg_buf_free(&text);
            nseg_decline(res, NSEG_STATUS_NO_ARTICLE, "empty body");
            goto done;
        }

        res->body_html = nseg_buf_detach(&html, &res->body_html_len);
        res->body_text = nseg_buf_detach(&text, &res->body_text_len);

        nseg_fill_fields(&ctx, res);

        if (ctx.filter_title.len != 0) {
            char  *title = nseg_strdup_text(ctx.filter_title.text,
                                            ctx.filter_title.len);

            if (title != NULL) {
                free(res->title);
                res->title = title;
                res->title_source = "filter";
            }
        }

        res->status = NSEG_STATUS_OK;
        res->stage_ms[NSEG_STAGE_RENDER] = nseg_now_ms() - t;
    }

done:

    if ((res->status == NSEG_STATUS_NO_ARTICLE
         || res->status == NSEG_STATUS_EMPTY)
        && ctx.meta != NULL)
    {
        nseg_fill_fields(&ctx, res);
    }

    if (res->status != NSEG_STATUS_OK) {
        nseg_log(opts, NSEG_LOG_INFO, "newsseg: declined: %s (%s)",
                 nseg_status_name(res->status),
                 res->reason ? res->reason : "");
    }

    nseg_ctx_release(&ctx);

    res->total_ms = nseg_now_ms() - t0;

    return res;
}


int
nseg_lang_is_rtl(const char *lang)
{
    static const char  *rtl[] = { "ar", "he", "fa", "ur", "yi", "ps", "sd",
                                  "ug", "dv", "ckb", "iw", NULL };
    size_t              n;
    const char        **l;

    if (lang == NULL) {
        return 0;
    }

    for (l = rtl; *l != NULL; l++) {
        n = strlen(*l);

        if (strncasecmp(lang, *l, n) == 0
            && (lang[n] == '\0' || lang[n] == '-' || lang[n] == '_'))
        {
            return 1;
        }
    }

    return 0;
}


void
nseg_result_free(nseg_result_t *res)
{
    if (res == NULL) {
        return;
    }

    free(res->title);
    free(res->date);
    free(res->date_text);
    free(res->date_modified);
    free(res->byline);
    free(res->lang);
    free(res->dir);
    free(res->site_name);
    free(res->lead_image);
    free(res->url);
    free(res->body_html);
    free(res->body_text);
    free(res);
}
