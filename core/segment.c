
/*
 * segment.c - the pipeline behind nseg_process(): charset, parse, CSS,
 * metadata, relevant content, attributes, title and date
 * classification with the paper's post-processing, fusion with the
 * metadata, then the title (title.c), byline (byline.c) and body
 * (body.c) go into the result and the renderer.
 */


#ifndef _GNU_SOURCE
#define _GNU_SOURCE                     /* memmem() */
#endif

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <libxml/parser.h>

#include "newsseg.h"
#include "arena.h"
#include "attrs.h"
#include "body.h"
#include "buf.h"
#include "byline.h"
#include "charset.h"
#include "css.h"
#include "date.h"
#include "doc.h"
#include "lang.h"
#include "meta.h"
#include "metabody.h"
#include "model.h"
#include "nce.h"
#include "render.h"
#include "sitemem.h"
#include "title.h"
#include "url.h"
#include "utf8.h"


/* a date cluster adding more than this many characters is noise */
#define NSEG_DATE_MAX_CHARS      120
/* the heuristic date search looks this many text nodes around */
#define NSEG_DATE_WINDOW         25
/* ... at texts this short whole, and at the head of longer ones */
#define NSEG_DATE_NODE_CHARS     80
/* the bytes of a label before a date in its element: "Updated", "Mis à jour" */
#define NSEG_DATE_LABEL_MAX      24
#define NSEG_DATE_HEAD           32
/* a shown update this long after metadata's publication gives its zone */
#define NSEG_UPDATE_ZONE_MINUTES (2 * 1440)
/* a body over this share link text is a list of links ... */
#define NSEG_LINK_BODY_SHARE     0.5
/* ... when it has this much link text: a few linked words tip it */
#define NSEG_LINK_BODY_MIN_CHARS 100
/* a password field this early in the body makes it a sign-in form, */
#define NSEG_SIGN_IN_LEAD_MAX_CHARS 200
/* ... in a body this short: longer, it is a paywall's story */
#define NSEG_SIGN_IN_BODY_MAX_CHARS 600
/* a text before a date that is a sign-up date's label alone ("Joined:") */
#define NSEG_DATE_JOINED_LABEL_MAX  24
/*
 * ... and a profile's line that starts with the label has at most this
 * many characters: a longer block is no line, and building its text for
 * each date in it would take time and memory quadratic in its size
 */
#define NSEG_DATE_JOINED_LINE_MAX   200
/* a text node this much longer than a metadata title may be its copy */
#define NSEG_TITLE_SHOWN_SLACK      64
#define NSEG_TITLE_SHOWN_MAX        1024
#define NSEG_TITLE_SHOWN_MIN        16        /* code points */
/*
 * an error page ("Page not found" in its <title>) has a body under this
 * many characters: a line or two, a search form, a few linked headlines
 */
#define NSEG_ERROR_BODY_MAX_CHARS   1000

/* bylines alone in a body's lines that make it a list of stories */
#define NSEG_LIST_BYLINES        5
/* a page that sends the browser on: a body under this many characters */
#define NSEG_REDIRECT_BODY_MAX_CHARS 300
/* ... and, for a script's redirect, a page under this many bytes */
#define NSEG_REDIRECT_PAGE_MAX_BYTES 16384


static double nseg_now_ms(void);
static void nseg_log(const nseg_options_t *opts, int level, const char *fmt,
    ...) __attribute__((format(printf, 3, 4)));
static char *nseg_strdup_n(const char *s, size_t len);
static char *nseg_strdup_text(const char *s, size_t len);
static void nseg_classify(nseg_ctx_t *ctx);
static void nseg_pick_date(nseg_ctx_t *ctx);
static void nseg_date_fallback(nseg_ctx_t *ctx, uint32_t tpos);
static int nseg_date_like(const char *s, size_t len);
static int nseg_date_joined(nseg_ctx_t *ctx, uint32_t text);
static int nseg_page_redirects(nseg_ctx_t *ctx);
static const char *nseg_page_lists(nseg_ctx_t *ctx);
static int nseg_script_sets_location(const char *p, const char *e);
static const char *nseg_find_ci(const char *p, const char *e, const char *s,
    size_t n);

/* what follows "location" where a script sends the browser on */
static const char  *const nseg_location_sets[] = {
    ".href=", ".href =", ".replace(", ".assign(", "=", " =", NULL
};
static nseg_str_t nseg_title_line_marks(nseg_ctx_t *ctx, nseg_str_t s);
static size_t nseg_date_head(nseg_str_t s, uint32_t chars);
static int nseg_date_node_moment(nseg_ctx_t *ctx, nseg_date_t *date);
static int nseg_date_time_datetime(nseg_ctx_t *ctx, uint32_t i,
    nseg_date_t *date);
static int nseg_date_time_attr(nseg_ctx_t *ctx, uint32_t i,
    nseg_date_t *date);
static int nseg_date_in_node(nseg_ctx_t *ctx, uint32_t i, nseg_date_t *date,
    int relative);
static int nseg_date_marked_modified(nseg_doc_t *doc, uint32_t text);
static int nseg_initials_of(const char *initials, const char *names);
static int nseg_date_labelled_modified(nseg_doc_t *doc, uint32_t text,
    uint32_t e);
static int nseg_date_sentence(nseg_str_t s, size_t max_words);
static void nseg_date_published_near(nseg_ctx_t *ctx);
static void nseg_fuse(nseg_ctx_t *ctx);
static int nseg_person_over_account(const char *meta, const char *shown);
static int64_t nseg_utc_minute(const nseg_date_t *date);
static int nseg_zone_of(const nseg_date_t *meta, const nseg_date_t *shown,
    int *tz);
static int nseg_date_order_from_meta(nseg_ctx_t *ctx);
static int nseg_date_page_order(nseg_doc_t *doc);
static int nseg_date_shown_in(nseg_ctx_t *ctx, uint32_t e);
static const nseg_meta_cand_t *nseg_meta_title_shown(nseg_ctx_t *ctx);
static void nseg_fill_fields(nseg_ctx_t *ctx, nseg_result_t *res);
static int nseg_day_before(const nseg_date_t *a, const nseg_date_t *b);
static int nseg_transliterated(const char *meta, const char *shown);
static int nseg_names_more(const char *byline, const char *names);
static int nseg_zone_shift(const nseg_date_t *meta,
    const nseg_date_t *shown);
static void nseg_fill_meta_date(nseg_result_t *res,
    const nseg_meta_cand_t *c);
static int nseg_analyze_meta(nseg_ctx_t *ctx);
static void nseg_blind_title(nseg_ctx_t *ctx);
static int nseg_body_from_metadata(nseg_ctx_t *ctx, nseg_result_t *res);
static void nseg_title_without_byline(nseg_ctx_t *ctx);
static void nseg_ideographic_spaces(nseg_ctx_t *ctx, char **field,
    uint32_t node);
static int nseg_updated_year(nseg_date_t *upd, const nseg_date_t *pub,
    int64_t now);
static int nseg_body_is_links(nseg_ctx_t *ctx,
    const nseg_body_census_t *c);
static int nseg_body_is_sign_in(const nseg_body_census_t *c);


/*
 * The paper keeps the first accepted title node in document order; the
 * most probable one measured better on extra-site folds
 * (docs/design.md).  The training tool flips this to compare the two.
 */
int  nseg_title_first = 0;
int  nseg_visual_only = 0;
int  nseg_title_blind = 0;


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

    if (nseg_title_blind) {
        nseg_blind_title(ctx);
    }

    return NSEG_OK;
}


/*
 * The training tool's measure of pages that name no headline: no
 * metadata title, and a <title> that is the site's name (og:site_name,
 * else the host), as many small sites and script-built pages have it
 */
static void
nseg_blind_title(nseg_ctx_t *ctx)
{
    char         hostbuf[256];
    const char  *site;

    ctx->meta->best[NSEG_META_TITLE] = NULL;

    site = nseg_meta_value(ctx->meta, NSEG_META_SITE_NAME);
    if (site == NULL) {
        site = nseg_title_host(ctx, hostbuf, sizeof(hostbuf));
    }

    ctx->doc.title_tag.len = 0;

    if (site != NULL) {
        ctx->doc.title_tag.text = nseg_arena_strndup(&ctx->arena, site,
                                                     strlen(site));
        if (ctx->doc.title_tag.text != NULL) {
            ctx->doc.title_tag.len = strlen(site);
        }
    }
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
    if (nseg_charset_view_utf8(data, len, opts->charset,
                               nseg_charset_tld_fallback(opts->base_url),
                               &utf8, &utf8_len, &ctx->encoding, &borrowed)
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
 * Title: the first node the model accepts (the paper's rule), else the
 * <title> element.  Date: the detected nodes clustered (at most two
 * text nodes apart), the cluster nearest the title kept, clusters that
 * would add a lot of text dropped.
 */
static void
nseg_classify(nseg_ctx_t *ctx)
{
    int                   named;
    double                p, best;
    uint32_t              k;
    nseg_str_t            entry, text;
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
                && !nseg_title_logo(ctx, row->node, site)
                && !nseg_title_section(ctx, row->node)
                && !nseg_title_unseen(&ctx->doc, row->node))
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

    /*
     * A page whose <title> and metadata name no headline (none, or only
     * the site: "Example News") gives attribute 9 nothing to say, and
     * the title forest, which leans on it, accepts no node: the forest
     * trained without it picks one (the paper's conditional approach,
     * as for the date without a title node).
     */
    if (model->loaded && ctx->title_node == NSEG_NONE
        && model->title_visual.ntrees != 0
        && (!(named = nseg_title_named(ctx))
            || nseg_title_menu_page(ctx, &entry)))
    {
        ctx->title_row = nseg_title_by_looks(ctx, &model->title_visual,
                                             site);

        /*
         * A <title> that names a page of the menu names no headline,
         * unless the node chosen is that page's own heading ("Kinder
         * und Arbeit" over a page of that name): then the <title> is
         * the title, as before, and the date is sought near no node.
         */
        if (named && ctx->title_row != NSEG_NONE) {
            text = nseg_doc_text(&ctx->doc,
                                 ctx->attrs.rows[ctx->title_row].node);

            if (text.len == entry.len
                && strncasecmp(text.text, entry.text, entry.len) == 0)
            {
                ctx->title_row = NSEG_NONE;
            }
        }

        if (ctx->title_row != NSEG_NONE) {
            ctx->title_node = ctx->attrs.rows[ctx->title_row].node;
        }
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
                         && nseg_forest_predict(f, row->f) >= f->threshold
                         && !nseg_date_joined(ctx, row->node);
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

    /*
     * The date text: the cluster's texts, parsed as one; without those
     * the markup calls the modification's when others are left
     * (WordPress themes print "<time class="updated">" beside "<time
     * class="entry-date published">" and hide it with a stylesheet).
     */
    if (ctx->date_first != NSEG_NONE) {
        unsigned    marked, all;
        nseg_str_t  prev;
        nseg_buf_t  b;

        nseg_buf_init(&b, 128);

        marked = 0;
        for (k = ctx->date_first; k <= ctx->date_last; k++) {
            marked += nseg_date_marked_modified(doc,
                                                ctx->attrs.rows[k].node);
        }

        all = (marked == ctx->date_last - ctx->date_first + 1);
        prev.text = NULL;
        prev.len = 0;

        for (k = ctx->date_first; k <= ctx->date_last; k++) {
            if (marked && !all
                && nseg_date_marked_modified(doc, ctx->attrs.rows[k].node))
            {
                continue;
            }

            s = nseg_doc_text(doc, ctx->attrs.rows[k].node);

            /*
             * The same text again is the same date: themes print it in
             * two <time>s, the second hidden by a stylesheet we do not
             * read ("22. Dezember 2019 22. Dezember 2019")
             */
            if (s.len == prev.len && s.len != 0
                && memcmp(s.text, prev.text, s.len) == 0)
            {
                continue;
            }

            prev = s;

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

            /*
             * The modification alone: metadata's publication of another
             * day wins (nseg_fuse); of the same day, the page's moment
             * stays (aclu.org's only date is an "updated-date")
             */
            ctx->date_updated = ctx->date_found && all
                                && !ctx->date.published;

            if (ctx->date_found && ctx->date.modified) {
                nseg_date_published_near(ctx);
            }
        }

        nseg_buf_free(&b);

        if (ctx->date_found) {
            return;
        }

        /*
         * A text we cannot read stays the date's text when it looks
         * like one (a year, a clock: "3/9(木) 18:45配信"); a phone
         * number, a price or a count the model took for a date ("Telefon
         * +49 (0)40 / 49 07 11 06", "$ 16,762,046") is no date, and its
         * text stays in the body
         */
        if (ctx->date_text != NULL
            && !nseg_date_like(ctx->date_text, strlen(ctx->date_text)))
        {
            ctx->date_text = NULL;
            ctx->date_first = NSEG_NONE;
            ctx->date_last = NSEG_NONE;
        }
    }

    nseg_date_fallback(ctx, tpos);
}


/*
 * Whether a text node is a member's sign-up date: its line starts with
 * the label ("<dd><strong>Registriert:</strong> Sa 14. Mär 2015</dd>",
 * phpBB's profile beside each post), or the text before it is the label
 * alone ("<dt>Joined</dt><dd>Mar 14, 2015</dd>").  A forum's profile
 * sits between the thread's title and the post, nearer the title than
 * the post's own date.
 */
static int
nseg_date_joined(nseg_ctx_t *ctx, uint32_t text)
{
    uint32_t     block, pos;
    nseg_str_t   s;
    nseg_doc_t  *doc;

    doc = &ctx->doc;

    block = nseg_doc_block(doc, text);
    if (block != NSEG_NONE
        && doc->nodes[block].chars <= NSEG_DATE_JOINED_LINE_MAX)
    {
        s = nseg_doc_text(doc, block);
        if (nseg_date_joined_label(s.text, s.len)) {
            return 1;
        }
    }

    pos = doc->nodes[text].text_pos;
    if (pos == 0) {
        return 0;
    }

    s = nseg_doc_text(doc, doc->texts[pos - 1]);

    return s.len <= NSEG_DATE_JOINED_LABEL_MAX
           && nseg_date_joined_label(s.text, s.len);
}


/*
 * Whether a text we cannot parse looks like a date: it holds a year
 * (four digits from 1900 to 2099, no longer run) or a clock ("18:45")
 */
static int
nseg_date_like(const char *s, size_t len)
{
    size_t  i, j;

    for (i = 0; i < len; i = j) {
        if (!isdigit((unsigned char) s[i])) {
            j = i + 1;
            continue;
        }

        for (j = i; j < len && isdigit((unsigned char) s[j]); j++) {
            /* void */
        }

        if (j - i == 4 && (s[i] == '1' || s[i] == '2')
            && (s[i + 1] == (s[i] == '1' ? '9' : '0')))
        {
            return 1;
        }

        if (j - i <= 2 && j + 2 < len && s[j] == ':'
            && isdigit((unsigned char) s[j + 1])
            && isdigit((unsigned char) s[j + 2])
            && (j + 3 == len || !isdigit((unsigned char) s[j + 3])))
        {
            return 1;
        }
    }

    return 0;
}


/*
 * Whether the markup calls a date text the modification's: an element
 * that holds that text alone has itemprop "dateModified", or a class
 * word "updated" or "modified" without "published" (hAtom's "updated";
 * "entry-date published updated" is a post never changed).
 */
static const char  *const nseg_date_updated_words[] = {
    "updated", "modified", NULL
};

static const char  *const nseg_date_published_words[] = {
    "published", NULL
};


static int
nseg_date_marked_modified(nseg_doc_t *doc, uint32_t text)
{
    uint32_t             e;
    const char          *v;
    static const char   *cls[] = { "class", NULL };

    for (e = doc->nodes[text].parent;
         e != NSEG_NONE && doc->nodes[e].chars == doc->nodes[text].chars;
         e = doc->nodes[e].parent)
    {
        if (doc->nodes[e].nattrs == 0) {
            continue;
        }

        v = nseg_doc_attr(doc, e, "itemprop");

        if ((v != NULL && strcasecmp(v, "dateModified") == 0)
            || (nseg_doc_attr_words(doc, e, cls, nseg_date_updated_words)
                && !nseg_doc_attr_words(doc, e, cls,
                                        nseg_date_published_words)))
        {
            return 1;
        }
    }

    return e != NSEG_NONE && nseg_date_labelled_modified(doc, text, e);
}


/*
 * Whether the element e around a date text opens with a label that
 * calls it the modification's, the label a text of its own: "<span>
 * Updated <time>May 9, 2025 11:20 a.m.</time></span>" before "<span>
 * Published <time>May 8, 2025</time></span>".  The date parser reads
 * the label ("updated", "aktualisiert", "mis à jour" ...).
 */
static int
nseg_date_labelled_modified(nseg_doc_t *doc, uint32_t text, uint32_t e)
{
    char         buf[NSEG_DATE_LABEL_MAX + NSEG_DATE_NODE_CHARS * 4 + 2];
    size_t       k;
    uint32_t     t, label;
    nseg_str_t   l, d;
    nseg_date_t  date;

    t = doc->nodes[text].text_pos;

    if (t == 0 || doc->nodes[e].chars
                  > doc->nodes[text].chars + NSEG_DATE_LABEL_MAX)
    {
        return 0;
    }

    label = doc->texts[t - 1];

    if (label <= e || label >= doc->nodes[e].end) {
        return 0;
    }

    l = nseg_doc_text(doc, label);
    d = nseg_doc_text(doc, text);

    if (l.len == 0 || l.len > NSEG_DATE_LABEL_MAX
        || l.len + 1 + d.len >= sizeof(buf))
    {
        return 0;
    }

    for (k = 0; k < l.len; k++) {
        if (l.text[k] >= '0' && l.text[k] <= '9') {
            return 0;
        }
    }

    memcpy(buf, l.text, l.len);
    buf[l.len] = ' ';
    memcpy(buf + l.len + 1, d.text, d.len);

    return nseg_date_parse(buf, l.len + 1 + d.len, doc->lang, 0, &date)
           == NSEG_OK
           && date.modified && !date.published;
}


/*
 * Where a date is looked for in a text: all of a short one, the head of
 * a longer one (a dateline before a paragraph), not cutting a number.
 */
static size_t
nseg_date_head(nseg_str_t s, uint32_t chars)
{
    size_t  len, n, k;

    len = s.len;

    if (chars > NSEG_DATE_NODE_CHARS) {
        /*
         * NSEG_DATE_HEAD characters, not bytes: a Thai or Bengali
         * weekday before the date is three bytes a letter
         */
        for (len = 0, k = 0; len < s.len && k < NSEG_DATE_HEAD; k++) {
            do {
                len++;
            } while (len < s.len
                     && ((unsigned char) s.text[len] & 0xc0) == 0x80);
        }

        while (len < s.len
               && nseg_utf8_digit(s.text + len, s.len - len, &n) >= 0)
        {
            len += n;
        }
    }

    return len;
}


/*
 * The text up to the end of its last digit within len bytes, of any
 * script: "١٤ مارس ٢٠٢٤ - " is "١٤ مارس ٢٠٢٤"; 0 when it has none.
 */
static size_t
nseg_date_to_last_digit(const char *s, size_t len)
{
    size_t  i, n;

    while (len > 0) {
        /* the first byte of the last character */
        for (i = len - 1; i > 0 && ((unsigned char) s[i] & 0xc0) == 0x80;
             i--)
        {
            /* void */
        }

        if (nseg_utf8_digit(s + i, len - i, &n) >= 0 && i + n == len) {
            return len;
        }

        len = i;
    }

    return 0;
}


/*
 * A visible text node that holds an absolute date with a year: short
 * texts whole, long ones by their head only (a dateline: "(18.01.2018)
 * Farmers across the country ...").  With relative, a relative date
 * with a number, a few words in a line that is no sentence
 * ("<span>3 hours ago</span>", "Updated 3 hours ago"), not in a link:
 * "today" and "yesterday" open sentences too ("Today, we're excited
 * ...", "d'hier"), and so do "Vor 7 Stunden brach ..." and "Das Feuer
 * brach <em>vor 7 Stunden</em> aus.".
 */
#define NSEG_DATE_REL_WORDS      5
/*
 * ... and its line at most this many: "By Jesse Carmody, Staff Writer |
 * Updated 3 hours ago" is one, "The chair said the deal was struck
 * <em>2 days ago</em> (after a long night)" a sentence without a stop
 */
#define NSEG_DATE_REL_LINE_WORDS 10

static int
nseg_date_in_node(nseg_ctx_t *ctx, uint32_t i, nseg_date_t *date,
    int relative)
{
    size_t        len;
    uint32_t      blk;
    nseg_str_t    s;
    nseg_node_t  *node;

    node = &ctx->doc.nodes[i];

    if (node->hidden || node->in_head || node->chars == 0) {
        return 0;
    }

    if (relative && node->in_link) {
        return 0;
    }

    s = nseg_doc_text(&ctx->doc, i);
    len = nseg_date_head(s, node->chars);

    if (!nseg_utf8_has_digit(s.text, len)
        || nseg_date_parse(s.text, len, ctx->doc.lang, ctx->now, date)
           != NSEG_OK
        || !date->relative != !relative || date->no_year)
    {
        return 0;
    }

    if (!relative) {
        return !nseg_date_joined(ctx, i);
    }

    /* the line's text is built only for the few nodes that hold one */
    blk = nseg_doc_block(&ctx->doc, i);

    return blk != NSEG_NONE && !nseg_date_sentence(s, NSEG_DATE_REL_WORDS)
           && !nseg_date_sentence(nseg_doc_text(&ctx->doc, blk),
                                  NSEG_DATE_REL_LINE_WORDS);
}


/*
 * Whether visible text node i stands in a <time> (itself or up to two
 * elements below it) whose datetime is an absolute date with a year;
 * *date gets it.  Like a relative date, it stands in a line of its own,
 * not in a sentence ("a public meeting on <time>Saturday</time>"), and
 * a publication is not later than the reference time and a day.
 */
#define NSEG_DATE_TIME_UP        3

static int
nseg_date_time_attr(nseg_ctx_t *ctx, uint32_t i, nseg_date_t *date)
{
    uint32_t      blk;
    nseg_node_t  *nodes;

    nodes = ctx->doc.nodes;

    if (nodes[i].hidden || nodes[i].in_head || nodes[i].chars == 0) {
        return 0;
    }

    if (!nseg_date_time_datetime(ctx, i, date)
        || date->relative || date->no_year
        || nseg_date_days(date) > ctx->now / 86400 + 1)
    {
        return 0;
    }

    blk = nseg_doc_block(&ctx->doc, i);

    return blk != NSEG_NONE
           && !nseg_date_sentence(nseg_doc_text(&ctx->doc, i),
                                  NSEG_DATE_REL_WORDS)
           && !nseg_date_sentence(nseg_doc_text(&ctx->doc, blk),
                                  NSEG_DATE_REL_LINE_WORDS);
}


/*
 * The date the datetime of a <time> around text node i, within
 * NSEG_DATE_TIME_UP elements, gives; 0 for none, or none that parses
 */
static int
nseg_date_time_datetime(nseg_ctx_t *ctx, uint32_t i, nseg_date_t *date)
{
    unsigned      k;
    uint32_t      e;
    const char   *dt;
    nseg_node_t  *nodes;

    nodes = ctx->doc.nodes;

    for (e = nodes[i].parent, k = 0;
         e != NSEG_NONE && k < NSEG_DATE_TIME_UP;
         e = nodes[e].parent, k++)
    {
        if (nodes[e].tag != NSEG_TAG_TIME) {
            continue;
        }

        dt = nseg_doc_attr(&ctx->doc, e, "datetime");

        return dt != NULL
               && nseg_date_parse(dt, strlen(dt), NULL, ctx->now, date)
                  == NSEG_OK;
    }

    return 0;
}


/*
 * The moment a <time datetime> around the date node gives, if any: the
 * node of the date cluster's first row
 */
static int
nseg_date_node_moment(nseg_ctx_t *ctx, nseg_date_t *date)
{
    return ctx->date_first != NSEG_NONE
           && nseg_date_time_datetime(ctx,
                  ctx->attrs.rows[ctx->date_first].node, date)
           && date->has_time && date->has_tz;
}


/*
 * The line the model took is the update's ("Updated May 19, 2024"),
 * the publication's is beside it ("| Published May 14, 2024"): that
 * one, within NSEG_DATE_NEAR text nodes of the cluster
 */
#define NSEG_DATE_NEAR           3

static void
nseg_date_published_near(nseg_ctx_t *ctx)
{
    uint32_t      t, lo, hi, i, first, last;
    nseg_doc_t   *doc;
    nseg_date_t   date;

    doc = &ctx->doc;
    first = doc->nodes[ctx->attrs.rows[ctx->date_first].node].text_pos;
    last = doc->nodes[ctx->attrs.rows[ctx->date_last].node].text_pos;

    lo = first > NSEG_DATE_NEAR ? first - NSEG_DATE_NEAR : 0;
    hi = last + NSEG_DATE_NEAR + 1;
    if (hi > doc->ntexts) {
        hi = doc->ntexts;
    }

    for (t = lo; t < hi; t++) {
        i = doc->texts[t];

        if ((t >= first && t <= last) || i == ctx->title_node
            || doc->nodes[i].chars > NSEG_DATE_NODE_CHARS
            || !nseg_date_in_node(ctx, i, &date, 0) || !date.published)
        {
            continue;
        }

        ctx->date = date;
        ctx->date_text = nseg_doc_text(doc, i).text;

        return;
    }
}


/*
 * A full stop at the end, also before a closing quote or bracket
 * ("... settled this <em>2 days ago</em>.”"), an opening quote, or
 * more than max_words words
 */
static int
nseg_date_sentence(nseg_str_t s, size_t max_words)
{
    size_t  k, words;

    while (s.len && s.text[0] == ' ') {
        s.text++;
        s.len--;
    }

    while (s.len && s.text[s.len - 1] == ' ') {
        s.len--;
    }

    words = 1;

    for (k = 0; k + 1 < s.len; k++) {
        words += s.text[k] == ' ' && s.text[k + 1] != ' ';
    }

    if (words > max_words) {
        return 1;
    }

    /* a quotation: "“We settled it <em>2 days ago</em>”" */
    if (s.len && (s.text[0] == '"'
                  || (s.len >= 3
                      && (memcmp(s.text, "\xe2\x80\x9c", 3) == 0
                          || memcmp(s.text, "\xe2\x80\x9e", 3) == 0
                          || memcmp(s.text, "\xe3\x80\x8c", 3) == 0))
                  || (s.len >= 2 && memcmp(s.text, "\xc2\xab", 2) == 0)))
    {
        return 1;        /* “ „ 「 « */
    }

    s.len = nseg_utf8_trim_closers(s.text, s.len);

    if (s.len == 0) {
        return 0;
    }

    return s.text[s.len - 1] == '.' || s.text[s.len - 1] == '!'
           || s.text[s.len - 1] == '?'
           || (s.len >= 3
               && memcmp(s.text + s.len - 3, "\xe3\x80\x82", 3) == 0);
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
    char                 *head;
    size_t                n, m;
    int64_t               dist, best_dist;
    const char           *d, *e;
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
            || !nseg_date_in_node(ctx, i, &date, 0))
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

        if (!nseg_date_in_node(ctx, i, &date, 0)
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

    /*
     * No absolute date at all: the first relative one after the anchor
     * in the window ("3 hours ago" under the headline), as of the
     * reference time; a page's metadata date overrides it too.
     */
    for (t = tpos + 1; best == NSEG_NONE && t < hi; t++) {
        i = doc->texts[t];

        if (nseg_date_in_node(ctx, i, &date, 1)) {
            best = i;
            ctx->date = date;
        }
    }

    /*
     * Nor a relative one we can read ("2 மணி நேரம் முன்பு", Tamil "2
     * hours ago"), nor a metadata date: the machine-readable moment of
     * the first <time datetime> after the anchor in the window, whatever
     * its text says.  (With a metadata date, that one is the date and
     * its text the date's text.)
     */
    if (ctx->meta == NULL || ctx->meta->best[NSEG_META_PUBLISHED] == NULL) {
        for (t = tpos + 1; best == NSEG_NONE && t < hi; t++) {
            i = doc->texts[t];

            if (nseg_date_time_attr(ctx, i, &date)) {
                best = i;
                ctx->date = date;
            }
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
        m = nseg_utf8_first_digit(s.text, n);

        if (m < n) {
            d = s.text + m;

            for (k = 0; nseg_dateline_seps[k] != NULL; k++) {
                e = strstr(d, nseg_dateline_seps[k]);

                if (e != NULL && (size_t) (e - s.text) < n) {
                    n = e - s.text;
                }
            }
        }

        n = nseg_date_to_last_digit(s.text, n);

        /* "2024年3月14日": the day's sign after its number stays */
        if (n > 0 && s.len - n >= 3
            && (memcmp(s.text + n, "\xe6\x97\xa5", 3) == 0
                || memcmp(s.text + n, "\xec\x9d\xbc", 3) == 0))
        {
            n += 3;
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


/*
 * Whether metadata's names are in Latin letters where the page shows
 * the byline in another script only: "Amol Kulkarni" in JSON-LD, "अमोल
 * कुलकर्णी" under the headline.  The reader view is in the page's
 * script, and a transliteration is for search engines.
 */
static int
nseg_transliterated(const char *meta, const char *shown)
{
    size_t       n;
    uint32_t     cp;
    unsigned     k, latin, other;
    const char  *s, *e;

    for (k = 0; k < 2; k++) {
        latin = 0;
        other = 0;
        s = k == 0 ? meta : shown;

        for (e = s + strlen(s); s < e; s += n) {
            cp = nseg_utf8_decode(s, e - s, &n);

            if ((cp >= 'A' && cp <= 'Z') || (cp >= 'a' && cp <= 'z')
                || (cp >= 0xc0 && cp < 0x250 && cp != 0xd7 && cp != 0xf7))
            {
                latin++;

            } else if (cp >= 0x370 && !nseg_utf8_is_space(cp)
                       && !(cp >= 0x2000 && cp <= 0x206f))
            {
                other++;
            }
        }

        if (k == 0 ? (latin == 0 || other != 0) : (other == 0 || latin != 0)) {
            return 0;
        }
    }

    return 1;
}


/*
 * Whether a shown day without a time is metadata's moment in UTC told
 * in some zone (UTC-12 to UTC+14): the page's "Tuesday, March 11, 2025"
 * and MediaWiki's "2025-03-10T22:47:03Z" are one moment, the page's day
 * the day it was written.
 */
static int
nseg_zone_shift(const nseg_date_t *meta, const nseg_date_t *shown)
{
    int64_t  d;

    if (shown->has_time || !meta->has_time || !meta->has_tz
        || meta->tz_minutes != 0)
    {
        return 0;
    }

    d = nseg_date_days(shown) - nseg_date_days(meta);

    return (d == 1 && meta->hour * 60 + meta->minute + 14 * 60 >= 24 * 60)
           || (d == -1 && meta->hour * 60 + meta->minute < 12 * 60);
}


/* the minute of a moment since the epoch, UTC (its zone taken off) */
static int64_t
nseg_utc_minute(const nseg_date_t *date)
{
    return nseg_date_days(date) * 1440 + date->hour * 60 + date->minute
           - date->tz_minutes;
}


/*
 * Whether the shown local clock is metadata's moment in another zone,
 * and which (*tz, minutes east of UTC): a zone the world keeps (whole
 * hours within 14, or India's, Iran's, Nepal's ... half and
 * three-quarter hours), other than metadata's own, and on another day
 * than metadata writes (on the same day the two agree anyway).  Not a
 * text that says it is the update ("Updated October 27, 2025 6:45
 * AM"): its moment is another, whatever the hours between.
 */
static const int  nseg_part_hour_zones[] = {
    -570, -210, 210, 270, 330, 345, 390, 525, 570, 630, 765
};
static int
nseg_zone_of(const nseg_date_t *meta, const nseg_date_t *shown, int *tz)
{
    size_t   k;
    int64_t  utc, local, d;

    if (!shown->has_time || shown->has_tz || !meta->has_time
        || !meta->has_tz || nseg_days_apart(meta, shown) != 1)
    {
        return 0;
    }

    utc = nseg_utc_minute(meta);
    local = nseg_utc_minute(shown) + shown->tz_minutes;
    d = local - utc;

    if (d < -12 * 60 || d > 14 * 60 || d == meta->tz_minutes) {
        return 0;
    }

    if (d % 60 != 0) {
        for (k = 0; k < sizeof(nseg_part_hour_zones) / sizeof(int); k++) {
            if (nseg_part_hour_zones[k] == d) {
                break;
            }
        }

        if (k == sizeof(nseg_part_hour_zones) / sizeof(int)) {
            return 0;
        }
    }

    *tz = (int) d;

    return 1;
}


/* the same day, hour and minute, as each writes them */
static int
nseg_same_minute(const nseg_date_t *a, const nseg_date_t *b)
{
    return nseg_days_apart(a, b) == 0 && a->hour == b->hour
           && a->minute == b->minute;
}


/*
 * Whether the person the page shows (capitalised names, no newsroom)
 * is a better byline than metadata's one name that reads as no person's:
 * an account ("CC7567"), a team or a syndicate ("Wexford Features
 * Syndicate" over "By Harriet Vance").  Not over several names, initials
 * ("A. H."), an agency's capitals ("AFP") or a name in parentheses.
 */
static int
nseg_person_over_account(const char *meta, const char *shown)
{
    const char  *p;

    if (strpbrk(meta, ",().") != NULL
        || nseg_byline_person(meta, strlen(meta))
        || !nseg_byline_person(shown, strlen(shown))
        || !nseg_byline_all_names(shown) || nseg_byline_newsroom(shown))
    {
        return 0;
    }

    for (p = meta; *p != '\0'; p++) {
        if (*p >= 'a' && *p <= 'z') {
            return 1;
        }
    }

    return 0;
}


static void
nseg_fuse(nseg_ctx_t *ctx)
{
    int                      use_meta, page_zone, tz, order, update_zone;
    int64_t                  after;
    nseg_date_t              moment;
    nseg_meta_t             *meta;
    const nseg_meta_cand_t  *c, *m;

    meta = ctx->meta;

    /*
     * "05/04/2025" read in the order of the page's language: metadata
     * of either order's day decides, else the page's other numeric dates
     */
    if (ctx->date_found && ctx->date.order_guessed
        && !nseg_date_order_from_meta(ctx))
    {
        order = nseg_date_page_order(&ctx->doc);

        if (order != 0 && (order > 0) == ctx->date.month_first) {
            tz = ctx->date.day;
            ctx->date.day = ctx->date.month;
            ctx->date.month = tz;
        }
    }

    c = meta->best[NSEG_META_PUBLISHED];

    /*
     * A shown day that a class calls the update ("entry-date updated":
     * tagDiv's WordPress themes class their publication date so) in a
     * <time> whose datetime is metadata's publication moment is the
     * publication, told in the page's zone: "March 13, 2025" over
     * 2025-03-12T23:10:04+00:00 in Cyprus
     */
    if (c != NULL && ctx->date_found
        && (ctx->date.modified || ctx->date_updated)
        && !ctx->date.has_time && c->date.has_time
        && nseg_date_node_moment(ctx, &moment)
        && nseg_same_minute(&moment, &c->date)
        && moment.tz_minutes == c->date.tz_minutes
        && nseg_days_apart(&c->date, &ctx->date) == 1
        && nseg_zone_shift(&c->date, &ctx->date))
    {
        ctx->date.modified = 0;
        ctx->date_updated = 0;
    }

    if (c != NULL) {
        use_meta = !ctx->date_found
                   || (ctx->date_weak && !nseg_zone_shift(&c->date, &ctx->date))
                   || ctx->date.relative || ctx->date.no_year
                   || ctx->date.modified
                   || (ctx->date_updated
                       && nseg_days_apart(&c->date, &ctx->date) > 0);

        /*
         * A visual date far from two agreeing metadata dates loses to
         * them; a day apart is a time-zone shift of the same moment
         * (metadata in UTC, the page in local time), and the page wins.
         * So does a date the page labels as the publication when
         * metadata's is later: a CMS migration's import date ("Published
         * March 4, 2017" under datePublished 2023-08-19).
         */
        if (!use_meta && c->votes >= 2
            && nseg_days_apart(&c->date, &ctx->date) > 1
            && !(ctx->date.published
                 && nseg_date_days(&c->date) > nseg_date_days(&ctx->date)))
        {
            use_meta = 1;
        }

        /*
         * Metadata of the shown day with no time of day (a URL's folder,
         * Xinhua's "/2023-11/17/") confirms the page's moment ("2023-11-17
         * 20:52:15") and does not replace it
         */
        if (use_meta && ctx->date_found && ctx->date.has_time
            && !c->date.has_time && !ctx->date.relative
            && !ctx->date.no_year && !ctx->date.modified
            && nseg_days_apart(&c->date, &ctx->date) == 0)
        {
            use_meta = 0;
        }

        /*
         * A URL's day next to the day the page shows is the day its
         * address was made (a story filed the evening before a morning's
         * "viernes, 19 de septiembre de 2025 · 07:15 h" under
         * /2025/09/18/): the page's day is the publication's
         */
        if (use_meta && ctx->date_found && !c->date.has_time
            && strncmp(c->key, "url", 3) == 0 && !ctx->date.relative
            && !ctx->date.no_year && !ctx->date.modified
            && nseg_days_apart(&c->date, &ctx->date) == 1)
        {
            use_meta = 0;
        }

        /*
         * The page shows the moment of its last change, unlabelled
         * ("3:53 p.m. EST January 25, 2014" is dateModified's 15:53:10):
         * the same day's publication moment is the date
         */
        m = meta->best[NSEG_META_MODIFIED];
        page_zone = 0;

        if (!use_meta && m != NULL && ctx->date.has_time
            && c->date.has_time && c->rank < NSEG_META_RANK_BARE_TIME
            && nseg_days_apart(&c->date, &ctx->date) == 0
            && nseg_same_minute(&m->date, &ctx->date)
            && (!m->date.has_tz || !ctx->date.has_tz
                || m->date.tz_minutes == ctx->date.tz_minutes)
            && !nseg_same_minute(&c->date, &ctx->date))
        {
            use_meta = 1;

            /*
             * Metadata's local times, the page's zone ("EST"): the
             * publication moment is in that zone too
             */
            page_zone = !c->date.has_tz && !m->date.has_tz
                        && ctx->date.has_tz;
        }

        /*
         * The page's clock and metadata's moment in UTC, a zone apart:
         * "14 листопада 2025, 00:40" in an element classed "updated"
         * (tagDiv's themes class their publication date so) over
         * datePublished 2025-11-13T22:40:12+00:00.  One moment, and the
         * page gives its local day: the shown date with the zone
         * between them (a shown date of the day beside metadata's wins
         * anyway; this gives it its moment).
         */
        if (ctx->date_found && !ctx->date.relative && !ctx->date.no_year
            && !ctx->date.modified && nseg_zone_of(&c->date, &ctx->date, &tz))
        {
            use_meta = 0;
            ctx->date.second = c->date.second;
            ctx->date.tz_minutes = tz;
            ctx->date.has_tz = 1;
        }

        if (use_meta) {
            /*
             * date_text is the text of the date given: a shown date of
             * another day that metadata overrode is not it.  A shown
             * update ("Updated May 6, 2019") stays, as the source of
             * date_modified, and so do relative and yearless texts.
             */
            if (ctx->date_text == NULL
                || (ctx->date_found && !ctx->date_updated
                    && !ctx->date.modified && !ctx->date.relative
                    && !ctx->date.no_year
                    && nseg_days_apart(&c->date, &ctx->date) > 1))
            {
                ctx->date_text = c->value;
            }

            /*
             * The page shows only its update, in a zone of its own
             * ("Updated Oct. 21, 2025 10:02 pm ET"), metadata the
             * publication in UTC, before it ("2025-10-22T01:15:00Z"):
             * the reader's day is the publication's in the page's zone
             * (9:15 pm ET, October 21)
             */
            update_zone = 0;

            if (ctx->date_found && (ctx->date.modified || ctx->date_updated)
                && ctx->date.has_time && ctx->date.has_tz
                && ctx->date.tz_minutes != 0 && c->date.has_time
                && c->date.has_tz && c->date.tz_minutes == 0)
            {
                after = nseg_utc_minute(&ctx->date)
                        - nseg_utc_minute(&c->date);

                update_zone = after >= 0 && after <= NSEG_UPDATE_ZONE_MINUTES;
            }

            tz = ctx->date.tz_minutes;
            ctx->date = c->date;
            ctx->date_found = 1;

            if (page_zone) {
                ctx->date.tz_minutes = tz;
                ctx->date.has_tz = 1;

            } else if (update_zone) {
                nseg_date_to_zone(&ctx->date, tz);
            }

        } else if (!ctx->date.has_time && nseg_date_has_clock(&c->date)
                   && (c->rank < NSEG_META_RANK_BARE_TIME
                       || nseg_date_shown_in(ctx, c->node))
                   && nseg_days_apart(&c->date, &ctx->date) == 0)
        {
            /*
             * The page shows the day, its metadata the moment of that
             * day: the moment, with its zone, for crawlers that sort by
             * it; the shown day stays.  Not midnight, which CMSs write
             * for "some time that day", nor a bare <time> other than the
             * one that shows the date, which may be a related story's.
             */
            nseg_date_set_clock(&ctx->date, &c->date);

        } else if (ctx->date.has_time && !ctx->date.has_tz
                   && c->date.has_tz
                   && (c->date.tz_minutes != 0 || c->date.second != 0)
                   && nseg_same_minute(&c->date, &ctx->date))
        {
            /*
             * The page shows "08:44, 3 NOV 2023", its metadata
             * 08:44:04+00:00: the same minute, and the zone it was
             * written in.  Not UTC at a whole minute: that is the local
             * time an editor set, labelled "Z" by the CMS (Folha shows
             * "21.dez.2018 às 12h55", its JSON-LD says 12:55:00Z, and
             * Brazil was at -02:00); a clock's seconds are a stamp
             */
            ctx->date.second = c->date.second;
            ctx->date.tz_minutes = c->date.tz_minutes;
            ctx->date.has_tz = 1;
        }
    }
}


/*
 * The order the page's numeric dates are written in, where one of them
 * tells: a first part over 12 is a day ("16/04/2025" beside the story's
 * "05/04/2025" on an Irish site's US theme), a second one a month.
 * Positive for day first, negative for month first, 0 when none tells
 * or they disagree.
 */
static int
nseg_date_page_order(nseg_doc_t *doc)
{
    int          part[3], len[3], k;
    size_t       i, j;
    uint32_t     t;
    unsigned     day_first, month_first;
    nseg_str_t   s;

    day_first = 0;
    month_first = 0;

    for (t = 0; t < doc->ntexts; t++) {
        s = nseg_doc_text(doc, doc->texts[t]);

        for (i = 0; i < s.len; i++) {
            if (!isdigit((unsigned char) s.text[i])
                || (i > 0 && (isalnum((unsigned char) s.text[i - 1])
                              || s.text[i - 1] == '/'
                              || s.text[i - 1] == '-')))
            {
                continue;
            }

            /* D/M/YYYY or M/D/YYYY, '/' or '-' twice */
            for (j = i, k = 0; k < 3; k++) {
                part[k] = 0;
                len[k] = 0;

                while (j < s.len && isdigit((unsigned char) s.text[j])
                       && len[k] < 5)
                {
                    part[k] = part[k] * 10 + (s.text[j++] - '0');
                    len[k]++;
                }

                if (k < 2 && (j >= s.len || s.text[j] != s.text[i + len[0]]
                              || (s.text[j] != '/' && s.text[j] != '-')))
                {
                    break;
                }

                j += (k < 2);
            }

            if (k < 3 || len[0] == 0 || len[0] > 2 || len[1] == 0
                || len[1] > 2 || len[2] != 4
                || (j < s.len && isalnum((unsigned char) s.text[j])))
            {
                continue;
            }

            day_first += part[0] > 12 && part[0] <= 31 && part[1] <= 12;
            month_first += part[1] > 12 && part[1] <= 31 && part[0] <= 12;
            i = j;
        }
    }

    if (day_first != 0 && month_first == 0) {
        return 1;
    }

    return month_first != 0 && day_first == 0 ? -1 : 0;
}


/*
 * "05/08/2019" was read in the order of the page's language; where
 * metadata's publication or modification falls on the other order's
 * day (a day's time-zone shift allowed) and not on this one, the page
 * writes the other order (an English section of an Austrian site, an
 * Irish site's widget in US order).  A modification says so only when
 * the other order's day comes first.  Whether metadata told one order
 * from the other.
 */
static int
nseg_date_order_from_meta(nseg_ctx_t *ctx)
{
    int                      own, other, which;
    nseg_date_t              swapped;
    const nseg_meta_cand_t  *c;

    static const int  whichs[] = { NSEG_META_PUBLISHED, NSEG_META_MODIFIED };

    swapped = ctx->date;
    swapped.day = ctx->date.month;
    swapped.month = ctx->date.day;

    own = 0;
    other = 0;

    for (which = 0; which < 2; which++) {
        c = ctx->meta->best[whichs[which]];

        if (c == NULL) {
            continue;
        }

        own |= nseg_days_apart(&c->date, &ctx->date) <= 1;

        /*
         * a modification after the day read is an update of it, and
         * tells nothing of its order ("05/08/2019" read May 8, updated
         * August 5)
         */
        if (whichs[which] == NSEG_META_MODIFIED
            && nseg_date_days(&swapped) > nseg_date_days(&ctx->date))
        {
            continue;
        }

        other |= nseg_days_apart(&c->date, &swapped) <= 1;
    }

    if (other && !own) {
        ctx->date.day = swapped.day;
        ctx->date.month = swapped.month;
    }

    return own != other;
}


/*
 * Whether element e shows the date: it holds the shown date's first text
 * node ("<time>14. März 2024</time>"), or lies in that text's block
 * ("<p>14. März 2024, <time>09:30</time></p>")
 */
static int
nseg_date_shown_in(nseg_ctx_t *ctx, uint32_t e)
{
    uint32_t  i, d, blk;

    if (e == NSEG_NONE || ctx->date_first == NSEG_NONE) {
        return 0;
    }

    d = ctx->attrs.rows[ctx->date_first].node;

    for (i = d; i != NSEG_NONE; i = ctx->doc.nodes[i].parent) {
        if (i == e) {
            return 1;
        }
    }

    blk = nseg_doc_block(&ctx->doc, d);

    for (i = e; blk != NSEG_NONE && i != NSEG_NONE;
         i = ctx->doc.nodes[i].parent)
    {
        if (i == blk) {
            return 1;
        }
    }

    return 0;
}


/*
 * Whether date a falls on a day before date b, in b's time zone when
 * both give a time and a zone ("2025-03-09T23:45:00+00:00" is on the day
 * of "2025-03-10T00:30:00+01:00"), else by the days as written
 */
static int
nseg_day_before(const nseg_date_t *a, const nseg_date_t *b)
{
    int64_t  min;

    if (!(a->has_time && a->has_tz && b->has_time && b->has_tz)) {
        return nseg_date_days(a) < nseg_date_days(b);
    }

    /* a's minute in b's zone */
    min = nseg_utc_minute(a) + b->tz_minutes;

    return (min < 0 ? (min + 1) / 1440 - 1 : min / 1440) < nseg_date_days(b);
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
 * A headline broken into lines (<br>) reads "Tirana hap tregun e ri të
 * peshkut 60 tezga dhe ..." joined; where metadata's title has the same
 * words and letters with marks the break stood for ("... të peshkut: 60
 * tezga ..."), metadata's spelling is the title.
 */
static nseg_str_t
nseg_title_line_marks(nseg_ctx_t *ctx, nseg_str_t s)
{
    size_t        i, j;
    uint32_t      blk, k;
    nseg_str_t    m;
    nseg_doc_t   *doc;
    const char   *v;

    doc = &ctx->doc;

    if (ctx->meta->best[NSEG_META_TITLE] == NULL) {
        return s;
    }

    blk = nseg_doc_block(doc, ctx->title_node);

    if (blk == NSEG_NONE) {
        return s;
    }

    for (k = blk + 1; k < doc->nodes[blk].end; k++) {
        if (doc->nodes[k].tag == NSEG_TAG_BR) {
            break;
        }
    }

    if (k == doc->nodes[blk].end) {
        return s;
    }

    v = ctx->meta->best[NSEG_META_TITLE]->value;
    m.text = v;
    m.len = strlen(v);
    m = nseg_title_clean(ctx, m, 1);

    if (m.len <= s.len) {
        return s;
    }

    /* the same text, ASCII marks and blanks aside */
    for (i = 0, j = 0; ; i++, j++) {
        while (i < s.len && (unsigned char) s.text[i] < 0x80
               && !isalnum((unsigned char) s.text[i]))
        {
            i++;
        }

        while (j < m.len && (unsigned char) m.text[j] < 0x80
               && !isalnum((unsigned char) m.text[j]))
        {
            j++;
        }

        if (i == s.len || j == m.len) {
            return i == s.len && j == m.len ? m : s;
        }

        if (s.text[i] != m.text[j]) {
            return s;
        }
    }
}


/*
 * The metadata title to fall back on: of those the page also shows as a
 * text of its own (cleaned of the site as the result will be), the best
 * ranked; else the best.  The reader view must match the page: SCMP's
 * JSON-LD headline "Red minibus trade warns of collapse ..." is an
 * editor's second wording, while og:title, <title> and the page's
 * headline, a <span> no title rule takes, agree on another.
 */
static const nseg_meta_cand_t *
nseg_meta_title_shown(nseg_ctx_t *ctx)
{
    char                     buf[NSEG_TITLE_SHOWN_MAX + NSEG_TITLE_SHOWN_SLACK];
    size_t                   n;
    uint32_t                 c, k;
    nseg_str_t               want;
    nseg_node_t             *nd;
    const nseg_meta_cand_t  *cand, *best;

    best = NULL;

    for (c = 0; c < ctx->meta->n[NSEG_META_TITLE]; c++) {
        cand = &ctx->meta->cand[NSEG_META_TITLE][c];

        if (best != NULL && cand->rank >= best->rank) {
            continue;
        }

        want.text = cand->value;
        want.len = strlen(want.text);
        want = nseg_title_clean(ctx, want, 1);

        /*
         * a word or two ("Politics") is as likely a section's name as a
         * headline, and a text of thousands of bytes is none
         */
        if (want.len > NSEG_TITLE_SHOWN_MAX
            || nseg_utf8_length(want.text, want.len) < NSEG_TITLE_SHOWN_MIN)
        {
            continue;
        }

        for (k = 0; k < ctx->doc.ntexts; k++) {
            nd = &ctx->doc.nodes[ctx->doc.texts[k]];

            /*
             * collapsing white space only shortens a text; a text much
             * longer than the title is not its copy.  A link's text is
             * a teaser's or the menu's, and a hidden one shows nothing.
             */
            if (nd->chars == 0 || nd->in_head || nd->in_link || nd->hidden
                || nd->text_len < want.len
                || nd->text_len > want.len + NSEG_TITLE_SHOWN_SLACK)
            {
                continue;
            }

            /* collapsed as nseg_doc_text() would, without its copy */
            n = nseg_utf8_collapse(buf, nd->text, nd->text_len);

            if (n == want.len && memcmp(buf, want.text, n) == 0
                && !nseg_title_unseen(&ctx->doc, ctx->doc.texts[k]))
            {
                best = cand;
                break;
            }
        }
    }

    return best != NULL ? best : ctx->meta->best[NSEG_META_TITLE];
}


/*
 * Whether the byline "A, B, C" names every one of names ("A") and more:
 * the authors the page shows where metadata gives the first (Yoast's and
 * Ghost's JSON-LD name one)
 */
static int
nseg_names_more(const char *byline, const char *names)
{
    unsigned     have, want, k;
    const char  *p, *e;

    want = 0;
    have = 0;

    for (p = names; *p != '\0'; p = (*e == '\0') ? e : e + 2) {
        e = strstr(p, ", ");
        if (e == NULL) {
            e = p + strlen(p);
        }

        want++;
        have += nseg_byline_has_name(byline, p, e - p);
    }

    /* the others are people, not an affiliation after them */
    for (k = 0, p = byline; *p != '\0'; p = (*e == '\0') ? e : e + 2) {
        e = strstr(p, ", ");
        if (e == NULL) {
            e = p + strlen(p);
        }

        if (!nseg_byline_person(p, e - p)
            && !nseg_byline_has_name(names, p, e - p))
        {
            return 0;
        }

        k++;
    }

    return want != 0 && have == want && k > want;
}


/*
 * The result's fields besides the body: from the classified nodes when
 * the analysis got that far, else from the metadata alone (a declined
 * page still tells an indexer its title, date and language).
 */
static void
nseg_fill_fields(nseg_ctx_t *ctx, nseg_result_t *res)
{
    char                     iso[64], hostbuf[256], langbuf[64];
    size_t                   n, alen;
    nseg_buf_t               url;
    unsigned                 k;
    nseg_str_t               s;
    const char              *site, *host, *source, *lang, *v, *addr;
    nseg_date_t              raw, raw_pub;
    const nseg_date_t       *pub;
    const nseg_meta_cand_t  *mod, *lang_meta;

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
            s.text = nseg_meta_title_shown(ctx)->value;
            s.len = strlen(s.text);
            source = "meta";

        } else if (k == 2 && ctx->doc.title_tag.len) {
            s = ctx->doc.title_tag;
            source = "title";

        } else {
            continue;
        }

        /* metadata and <title> carry the site by their shape too */
        s = nseg_title_clean(ctx, s, k > 0);

        if (k == 0) {
            s = nseg_title_line_marks(ctx, s);
        }

        if (s.len != 0) {
            res->title = nseg_strdup_text(s.text, s.len);
            res->title_source = source;
        }
    }

    nseg_ideographic_spaces(ctx, &res->title,
                            res->title_source != NULL
                            && strcmp(res->title_source, "node") == 0
                            ? ctx->title_node : NSEG_NONE);

    if (ctx->date_text != NULL) {
        res->date_text = strdup(ctx->date_text);
    }

    pub = NULL;
    mod = ctx->meta->best[NSEG_META_MODIFIED];

    if (ctx->date_found) {
        n = nseg_date_format(&ctx->date, iso, sizeof(iso));
        res->date = nseg_strdup_n(iso, n);
        pub = &ctx->date;

    } else if (ctx->meta->best[NSEG_META_PUBLISHED] != NULL) {
        /* a declined page still reports what its metadata says */
        nseg_fill_meta_date(res, ctx->meta->best[NSEG_META_PUBLISHED]);
        pub = &ctx->meta->best[NSEG_META_PUBLISHED]->date;

    } else if (ctx->utf8 != NULL && !nseg_visual_only
               && nseg_meta_raw_date(ctx->utf8, ctx->utf8_len, ctx->now,
                                     &raw_pub)
                  == NSEG_OK)
    {
        n = nseg_date_format(&raw_pub, iso, sizeof(iso));
        res->date = nseg_strdup_n(iso, n);
        pub = &raw_pub;

    } else if (mod != NULL) {
        /*
         * Only a modification date: pages edited once ("Updated:
         * 30.12.2016") carry no other, and a crawler would rather have
         * it than nothing; date_modified says the same.
         */
        nseg_fill_meta_date(res, mod);
        pub = &mod->date;
    }

    if (mod != NULL) {
        /*
         * Metadata's modification on a day before the publication (in
         * the publication's zone) is the last save before a scheduled
         * release, or metadata at odds with the page: no update of what
         * readers saw, and no "Updated" line above the article dated
         * before it
         */
        if (pub == NULL || !nseg_day_before(&mod->date, pub)) {
            n = nseg_date_format(&mod->date, iso, sizeof(iso));
            res->date_modified = nseg_strdup_n(iso, n);
        }

    } else if (ctx->date_found && ctx->date_text != NULL
               && nseg_date_parse_updated(ctx->date_text,
                                          strlen(ctx->date_text),
                                          ctx->doc.lang, ctx->now, &raw)
                  == NSEG_OK
               && nseg_updated_year(&raw, &ctx->date, ctx->now) == NSEG_OK
               && nseg_date_days(&raw) >= nseg_date_days(&ctx->date))
    {
        /*
         * The page's own "Updated 6 March 2024" beside the date shown:
         * when it last changed, if metadata does not say (never before
         * the publication)
         */
        n = nseg_date_format(&raw, iso, sizeof(iso));
        res->date_modified = nseg_strdup_n(iso, n);
    }

    /*
     * Metadata that names the site as the author ("unocero", "Google"),
     * or its newsroom ("Redaktion"), says who published the page, not
     * who wrote it: a byline the page shows beside the title is the
     * better answer.  So is one that names people where JSON-LD gives
     * an Organization ("AFP" over "Par Juliette MARCHAND", a Taiwanese
     * paper over "〔記者陳怡君／台北報導〕"): capitalised names, or the
     * names a Chinese, Japanese or Korean page's reporter label gave.
     * So do they over one word in capitals, an account or an agency
     * ("CMS" of JSON-LD's "CMS Editor", a WordPress account's name), and
     * over the initials of the names they spell ("A. H." in JSON-LD,
     * "Piše: Amra Hodžić" on the page, as Balkan portals sign), and
     * over the editor or reviewer the page credits as such ("Written
     * by Pallavi Mehra, Edited by Arjun Nair", metadata's Arjun Nair).
     * And a person's name the page shows is better than one name in
     * metadata that reads as no person's (nseg_person_over_account).
     */
    if (ctx->meta->byline != NULL
        && (ctx->byline == NULL
            || !(nseg_names_more(ctx->byline, ctx->meta->byline)
                 || nseg_title_is_site(ctx->meta->byline,
                                    strlen(ctx->meta->byline), site, host)
                 || (nseg_byline_newsroom(ctx->meta->byline)
                     && (nseg_byline_all_names(ctx->byline)
                         || nseg_byline_capitals_names(ctx->byline)
                         || nseg_byline_cjk(ctx->byline)))
                 || nseg_transliterated(ctx->meta->byline, ctx->byline)
                 || nseg_initials_of(ctx->meta->byline, ctx->byline)
                 || nseg_byline_credits_other(ctx, ctx->meta->byline)
                 || nseg_person_over_account(ctx->meta->byline,
                                             ctx->byline)
                 || ((ctx->meta->byline_org
                      || nseg_byline_capitals_word(ctx->meta->byline) >= 2)
                     && nseg_byline_people_over(ctx->byline,
                                                ctx->meta->byline)))))
    {
        res->byline = nseg_strdup_text(ctx->meta->byline,
                                       strlen(ctx->meta->byline));

    } else if (ctx->byline != NULL) {
        res->byline = nseg_strdup_text(ctx->byline, strlen(ctx->byline));
    }

    nseg_ideographic_spaces(ctx, &res->byline, NSEG_NONE);

    lang_meta = ctx->meta->best[NSEG_META_LANG];
    lang = NULL;

    /*
     * Declared by the HTTP header alone, often a server's one value for
     * all its pages: the article's own words win when they clearly read
     * as another language (an English article of a German site served
     * as "de").
     */
    if (lang_meta != NULL && lang_meta->src == NSEG_META_SRC_HTTP
        && nseg_lang_contradicts(lang_meta->value, res->body_text,
                                 res->body_text_len, &lang))
    {
        /* no language at all rather than a wrong one */
        if (lang != NULL) {
            res->lang = strdup(lang);
        }

    } else if (lang_meta != NULL) {
        res->lang = strdup(lang_meta->value);

    } else if (ctx->doc.lang != NULL
               && (n = nseg_meta_lang_normalize(ctx->doc.lang,
                                                strlen(ctx->doc.lang),
                                                langbuf, sizeof(langbuf)))
                  != 0)
    {
        /*
         * as the metadata takes it; a lang attribute that is no language
         * tag ("x", "en<CR><LF>X: y") is not passed on as one
         */
        res->lang = strndup(langbuf, n);

    } else if ((lang = nseg_lang_guess(res->body_text, res->body_text_len))
               != NULL)
    {
        /* declared nowhere: the article's own words tell */
        res->lang = strdup(lang);
    }

    if (ctx->meta->best[NSEG_META_SITE_NAME] != NULL) {
        v = ctx->meta->best[NSEG_META_SITE_NAME]->value;

        /*
         * "https://www.horizont.net" is a site's address, not its name:
         * its host, without "www.", names it as a reader would
         */
        if ((strncasecmp(v, "http://", 7) == 0
             || strncasecmp(v, "https://", 8) == 0)
            && (addr = nseg_url_host(v, &alen)) != NULL && alen > 0)
        {
            if (alen > 4 && strncasecmp(addr, "www.", 4) == 0) {
                addr += 4;
                alen -= 4;
            }

            res->site_name = nseg_strdup_n(addr, alen);

        } else {
            res->site_name = strdup(v);
        }

    } else {
        s = nseg_title_site_name(ctx);

        if (s.len) {
            res->site_name = nseg_strdup_n(s.text, s.len);
        }
    }

    if (ctx->meta->best[NSEG_META_IMAGE] != NULL) {
        res->lead_image = strdup(ctx->meta->best[NSEG_META_IMAGE]->value);
    }

    if (ctx->meta->image_alt != NULL) {
        res->lead_image_alt = strdup(ctx->meta->image_alt);
    }

    if (ctx->meta->best[NSEG_META_URL] != NULL) {
        res->url = strdup(ctx->meta->best[NSEG_META_URL]->value);

    } else if (ctx->opts->base_url != NULL) {
        /*
         * the page's own address, written as a browser sends it: the
         * caller's may be a raw request line ("/a b?q=\"x\"")
         */
        nseg_buf_init(&url, strlen(ctx->opts->base_url) + 16);

        if (nseg_url_resolve(NULL, ctx->opts->base_url, &url) == NSEG_OK) {
            res->url = nseg_buf_detach(&url, NULL);
        }

        nseg_buf_free(&url);
    }

    res->dir = strdup(nseg_lang_is_rtl(res->lang)
                      || (res->lang == NULL
                          && nseg_lang_text_rtl(res->body_text,
                                                res->body_text_len))
                      ? "rtl" : "ltr");
}


/*
 * A page that shows no article (its scripts build it), or only a scrap
 * of one, gets the article its JSON-LD describes in its place;
 * body_source tells the two apart.  A declined page's title, date and
 * byline are metadata's, as for any declined page.  Anything but
 * NSEG_OK leaves res as it was: the fallback is optional, and running
 * out of memory in it does not lose the page's own result.
 */
static int
nseg_body_from_metadata(nseg_ctx_t *ctx, nseg_result_t *res)
{
    int         rc;
    double      t;
    nseg_buf_t  html, text;

    if (ctx->meta == NULL || ctx->meta->article_body == NULL) {
        return NSEG_DECLINED;
    }

    t = nseg_now_ms();

    nseg_buf_init(&html, 4096);
    nseg_buf_init(&text, 2048);

    rc = nseg_metabody_render(ctx, &html, &text);

    if (rc != NSEG_OK) {
        nseg_buf_free(&html);
        nseg_buf_free(&text);
        return rc;
    }

    free(res->body_html);
    free(res->body_text);

    res->body_html = nseg_buf_detach(&html, &res->body_html_len);
    res->body_text = nseg_buf_detach(&text, &res->body_text_len);
    res->body_source = "metadata";
    res->status = NSEG_STATUS_OK;
    res->reason = NULL;
    res->stage_ms[NSEG_STAGE_RENDER] += nseg_now_ms() - t;

    return NSEG_OK;
}


/*
 * A title or byline given back the ideographic spaces (U+3000) the page
 * wrote between its words, "着色遅れ　「ふじ」" (nseg_utf8_ideographic):
 * the pipeline reads them as spaces, the answer keeps what the page
 * shows.  A title from a node is looked for in its block's own text (a
 * paragraph of the body may repeat it otherwise spaced), one from
 * metadata or <title> and a byline in the page.
 */
static void
nseg_ideographic_spaces(nseg_ctx_t *ctx, char **field, uint32_t node)
{
    char        *out, *raw;
    size_t       k, len, spaces, n, rawlen;
    uint32_t     b, j, end;
    nseg_doc_t  *doc;

    if (*field == NULL || ctx->utf8 == NULL) {
        return;
    }

    len = strlen(*field);
    spaces = 0;

    for (k = 0; k < len; k++) {
        spaces += ((*field)[k] == ' ');
    }

    /* a text of one word has no space to give back */
    if (spaces == 0) {
        return;
    }

    doc = &ctx->doc;
    raw = NULL;
    rawlen = 0;

    /* the block's texts as the page has them, one space between nodes */
    if (node != NSEG_NONE) {
        b = nseg_doc_block(doc, node);
        b = (b != NSEG_NONE) ? b : node;
        end = doc->nodes[b].kind == NSEG_NODE_ELEMENT ? doc->nodes[b].end
                                                       : b + 1;

        for (j = b; j < end; j++) {
            rawlen += doc->nodes[j].kind == NSEG_NODE_TEXT
                      ? doc->nodes[j].text_len + 1 : 0;
        }

        raw = malloc(rawlen + 1);
        if (raw == NULL) {
            return;
        }

        rawlen = 0;

        for (j = b; j < end; j++) {
            if (doc->nodes[j].kind == NSEG_NODE_TEXT) {
                memcpy(raw + rawlen, doc->nodes[j].text,
                       doc->nodes[j].text_len);
                rawlen += doc->nodes[j].text_len;
                raw[rawlen++] = ' ';
            }
        }
    }

    out = malloc(len + 2 * spaces + 1);

    if (out == NULL) {
        free(raw);
        return;
    }

    n = (raw != NULL)
        ? nseg_utf8_ideographic(raw, rawlen, *field, len, out)
        : nseg_utf8_ideographic(ctx->utf8, ctx->utf8_len, *field, len, out);

    free(raw);

    if (n == 0) {
        free(out);
        return;
    }

    out[n] = '\0';
    free(*field);
    *field = out;
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


/*
 * A byline the headline's block holds is the byline's, not the title's:
 * after the title's node ("<h1>Story<br><span>By Jane Doe</span></h1>")
 * the title stops before it, and before ("<h1><span class="author">Jane
 * Doe</span><br>Story</h1>") it is left out.
 */
static void
nseg_title_without_byline(nseg_ctx_t *ctx)
{
    uint32_t  b;

    if (ctx->byline_first == NSEG_NONE || ctx->title_node == NSEG_NONE) {
        return;
    }

    if (ctx->byline_first > ctx->title_node
        && ctx->byline_first < ctx->title_end)
    {
        ctx->title = nseg_title_text_without(&ctx->doc, ctx->css,
                                             ctx->title_node,
                                             ctx->byline_first, NSEG_NONE,
                                             NULL);

        /* "Story: <span>By Jane Doe</span>": the colon led to the byline */
        while (ctx->title.len && ctx->title.text[ctx->title.len - 1] == ' ') {
            ctx->title.len--;
        }

        if (ctx->title.len && ctx->title.text[ctx->title.len - 1] == ':') {
            ctx->title.len--;
        }

        return;
    }

    b = nseg_doc_block(&ctx->doc, ctx->title_node);

    if (b != NSEG_NONE && ctx->byline_first > b
        && ctx->byline_last < ctx->title_node)
    {
        ctx->title = nseg_title_text_without(&ctx->doc, ctx->css,
                                             ctx->title_node,
                                             ctx->byline_first,
                                             ctx->byline_last, NULL);
    }
}


/*
 * "Published March 5, 2024. Updated March 6": an update without its
 * year falls on the first such day from the publication on, not the
 * most recent before now (2025-03-06 read in 2026).  NSEG_DECLINED when
 * that day does not exist (February 29) or is still to come.
 */
static int
nseg_updated_year(nseg_date_t *upd, const nseg_date_t *pub, int64_t now)
{
    int  year;

    if (!upd->no_year || pub->no_year) {
        return NSEG_OK;
    }

    year = pub->year;

    if (upd->month < pub->month
        || (upd->month == pub->month && upd->day < pub->day))
    {
        year++;
    }

    if (upd->month == 2 && upd->day == 29
        && !(year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)))
    {
        return NSEG_DECLINED;
    }

    upd->year = year;

    /* a day of clock skew, as the parser allows */
    if (nseg_date_days(upd) > now / 86400 + 2) {
        return NSEG_DECLINED;
    }

    return NSEG_OK;
}


/*
 * A body whose text is mostly link text is a list of links, not an
 * article: a section front or search page whose teasers are headlines
 * in links, a video page whose only text is its playlist, a "page not
 * found" that offers the latest stories.  The share is the paper's own
 * bound for a relevant block (NCE's beta4, 0.5), now over the body as
 * the client would get it.  On the corpora's 986 pages the highest
 * share of a body with 100 characters of link text or more is 0.38 (a
 * lyrics page whose verses link to annotations), on the held-out pages
 * 0.04; the link-list pages of t/fixtures/nonarticle are at 0.60-0.95.
 * Below 100 characters of link text one linked word can tip the share
 * (Readability's test of "javascript:" links: a body of 9 characters,
 * all links), so such bodies are not judged.  Path rules are the
 * user's word on what the text is, and skip the test.  So is the page's
 * own: a page whose og:type or JSON-LD says it is an article is one,
 * however many links it holds (a link roundup, "Weekend reading: eight
 * stories", is mostly linked headlines); the section fronts, search
 * pages, playlists and 404s this rule is for say "website" or nothing.
 */
static int
nseg_body_is_links(nseg_ctx_t *ctx, const nseg_body_census_t *c)
{
    return !ctx->meta->article
           && c->link_chars >= NSEG_LINK_BODY_MIN_CHARS
           && c->link_chars > NSEG_LINK_BODY_SHARE * c->chars;
}


/*
 * The page types content management systems write into <body>'s class:
 * WordPress's posts index ("home blog"), archives ("archive category",
 * "tag", "author", "date"), search results and its 404 page ("error404");
 * Ghost's "home-template", "tag-template", "author-template" and "paged";
 * Drupal's taxonomy and front pages; the shop pages of Shopify's themes
 * ("template-product", "template-collection"); Drupal's and TownNews
 * BLOX's search pages ("page-search", "app-search").  A list of posts shows
 * excerpts that NCE takes for an article, a product page its
 * description; the name is the system's own word for what the page is,
 * whatever its language.  Exact words: "tag-community" names a post's
 * tag, "layout-blog" Joomla's article layout.
 */
static const char  *const nseg_list_page_classes[] = {
    "blog", "archive", "category", "tag", "author", "date", "search",
    "search-results", "search-no-results", "page-search", "app-search",
    "error404", "home-template",
    "tag-template", "author-template", "paged", "path-taxonomy",
    "page-taxonomy", "path-frontpage", "template-index",
    "template-collection", "template-list-collections", "template-product",
    "template-search", "template-404", "template-blog", "template-cart",
    NULL
};

/* ... unless the same class also names a post or page */
static const char  *const nseg_item_page_classes[] = {
    "single", "single-post", "page", "post", "article", "post-template",
    "page-template", "page-node", "path-node", "node-type-article",
    "view-article", "item-view", "template-article", "template-page", NULL
};


/* why the page is a list of items (a reason to decline), or NULL */
static const char *
nseg_page_lists(nseg_ctx_t *ctx)
{
    uint32_t      i;
    nseg_doc_t   *doc;
    const char   *v;

    doc = &ctx->doc;

    /*
     * JSON-LD that calls the page a collection or search results, on a
     * page whose JSON-LD and microdata name no article, says what the
     * page is, whatever its og:type (WordPress themes write "article" on
     * archives too)
     */
    if (ctx->meta->listing && !ctx->meta->ld_article
        && !nseg_meta_microdata_article(doc))
    {
        return "no article, as its JSON-LD type says";
    }

    /*
     * A list in JSON-LD (ItemList, PodcastSeries) is the page's own
     * when nothing else calls it an article: a carousel's list rides on
     * an article that og:type or JSON-LD names
     */
    if (ctx->meta->list_items && !ctx->meta->article
        && !nseg_meta_microdata_article(doc))
    {
        return "no article, as its JSON-LD list says";
    }

    /*
     * JSON-LD about a thing that is no text (a listing, an event, a
     * place) on a page that nothing calls an article: a portal's
     * description of it, a cinema's programme
     */
    if (ctx->meta->ld_thing && !ctx->meta->article
        && !nseg_meta_microdata_article(doc))
    {
        return "no article, as its JSON-LD type says";
    }

    /* a page whose metadata says it is an article is one */
    if (ctx->meta->article) {
        return NULL;
    }

    for (i = 0; i < doc->n; i++) {
        if (doc->nodes[i].kind == NSEG_NODE_ELEMENT
            && doc->nodes[i].tag == NSEG_TAG_BODY)
        {
            break;
        }
    }

    if (i == doc->n || (v = nseg_doc_attr(doc, i, "class")) == NULL
        || nseg_doc_class_in(v, nseg_item_page_classes)
        || !nseg_doc_class_in(v, nseg_list_page_classes))
    {
        return NULL;
    }

    return "no article, as its body class says";
}


/*
 * A page that sends the browser on (a refresh with a URL, a script that
 * sets the location) and shows a line or two meanwhile is a redirect or
 * a bot wall's interstitial ("You will be connected to www.thelocal.se
 * in just a moment...", which sets a cookie and moves on): a reader
 * view of it would strand the reader, the page itself takes them on.
 * Scripts are not kept in the tree, so their bytes are searched, only
 * for such short bodies.
 */
static int
nseg_page_redirects(nseg_ctx_t *ctx)
{
    const char  *p, *e, *q;

    if (ctx->meta->refresh) {
        return 1;
    }

    /*
     * A script's location only in a small page: a bot wall's stub or a
     * redirect page is a few kilobytes, while a site's pages carry
     * scripts that set the location on a click or a condition
     */
    if (ctx->utf8 == NULL || ctx->utf8_len > NSEG_REDIRECT_PAGE_MAX_BYTES) {
        return 0;
    }

    /*
     * Only in <script> elements: a button's onclick="location.href=..."
     * sends the browser on when clicked, and a link's "?location=" or
     * an attribute's "data-location=" never does
     */
    p = ctx->utf8;
    e = ctx->utf8 + ctx->utf8_len;

    while ((p = nseg_find_ci(p, e, "<script", 7)) != NULL) {
        p = memchr(p, '>', e - p);
        if (p == NULL) {
            return 0;
        }

        p++;

        q = nseg_find_ci(p, e, "</script", 8);
        if (q == NULL) {
            q = e;
        }

        if (nseg_script_sets_location(p, q)) {
            return 1;
        }

        p = q;
    }

    return 0;
}


/* whether script bytes from p to e set the location */
static int
nseg_script_sets_location(const char *p, const char *e)
{
    size_t       k, n;
    const char  *start, *q;

    start = p;

    while ((q = memmem(p, e - p, "location", 8)) != NULL) {
        p = q + 8;

        /*
         * "window.location", ";location": a statement, not
         * "geolocation", nor a string's "?location=" or "&location="
         */
        if (q > start
            && (q[-1] == '\0' || strchr(".;{}(),> \t\r\n", q[-1]) == NULL))
        {
            continue;
        }

        for (k = 0; nseg_location_sets[k] != NULL; k++) {
            n = strlen(nseg_location_sets[k]);

            if ((size_t) (e - p) > n
                && memcmp(p, nseg_location_sets[k], n) == 0
                && p[n] != '=')
            {
                return 1;
            }
        }
    }

    return 0;
}


/* the first of n bytes s between p and e, in any case, or NULL */
static const char *
nseg_find_ci(const char *p, const char *e, const char *s, size_t n)
{
    for ( /* void */ ; (size_t) (e - p) >= n; p++) {
        p = memchr(p, s[0], e - p);

        if (p == NULL || (size_t) (e - p) < n) {
            return NULL;
        }

        if (strncasecmp(p, s, n) == 0) {
            return p;
        }
    }

    return NULL;
}


/*
 * A password field among the body's text, in a short body that has
 * barely begun before it, makes the page a sign-in form (a login or
 * registration page, a wall that asks for an account before anything):
 * its text is the form's labels and a few lines of help.  Language-free:
 * the field's type is all it reads.  Login dialogs that every page of a
 * site carries sit outside the article (108 of the corpora's 986 pages
 * hold a password field, none between the first and last text of its
 * body), and one before the body's first text is not among it.  A
 * paywall that shows a story's opening and asks to sign in keeps its
 * teaser: a field after 200 characters of the body (a lead paragraph),
 * or in a body of 600 characters or more (the story the wall covers,
 * in the page under it), does not count.
 */
static int
nseg_body_is_sign_in(const nseg_body_census_t *c)
{
    /* text after the field too: a form the body ends on is no sign-in */
    return c->password_at < NSEG_SIGN_IN_LEAD_MAX_CHARS
           && c->chars > c->password_at
           && c->chars < NSEG_SIGN_IN_BODY_MAX_CHARS;
}


nseg_result_t *
nseg_process(const nseg_model_t *model, const char *data, size_t len,
    const nseg_options_t *opts)
{
    int                  rc;
    double               t0, t;
    nseg_ctx_t           ctx;
    nseg_buf_t           html, text;
    nseg_result_t       *res;
    const char          *why;
    nseg_options_t       defaults;
    nseg_body_census_t   census;

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

    /* the date arithmetic adds days and hours to it: keep it a date */
    if (ctx.now < 1) {
        ctx.now = 1;

    } else if (ctx.now > NSEG_NOW_MAX) {
        ctx.now = NSEG_NOW_MAX;
    }

    ctx.title_node = NSEG_NONE;
    ctx.title_row = NSEG_NONE;
    ctx.date_first = NSEG_NONE;
    ctx.date_last = NSEG_NONE;
    ctx.byline_first = NSEG_NONE;
    ctx.byline_last = NSEG_NONE;
    ctx.signature_first = NSEG_NONE;
    ctx.signature_last = NSEG_NONE;
    ctx.site_byline_first = NSEG_NONE;
    ctx.site_byline_last = NSEG_NONE;
    nseg_arena_init(&ctx.arena, 64 * 1024);

    rc = nseg_analyze(&ctx, data, len);

    if (rc == NSEG_OK) {
        t = nseg_now_ms();

        nseg_find_byline(&ctx);

        nseg_title_without_byline(&ctx);

        nseg_title_without_kicker(&ctx);

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

        if (opts->filter == NULL) {
            nseg_body_census(&ctx.doc, ctx.keep, &census);

            if (nseg_body_is_links(&ctx, &census)) {
                nseg_decline(res, NSEG_STATUS_NO_ARTICLE,
                             "the body is mostly links");
                goto done;
            }

            if (nseg_body_is_sign_in(&census)) {
                nseg_decline(res, NSEG_STATUS_NO_ARTICLE, "a sign-in form");
                goto done;
            }

            if ((why = nseg_page_lists(&ctx)) != NULL) {
                nseg_decline(res, NSEG_STATUS_NO_ARTICLE, why);
                goto done;
            }

            if (census.chars < NSEG_ERROR_BODY_MAX_CHARS
                && nseg_title_says_error(&ctx))
            {
                nseg_decline(res, NSEG_STATUS_NO_ARTICLE, "an error page");
                goto done;
            }

            /* a paywall's sign-in page, the locked story's teaser on it */
            if (census.chars < NSEG_ERROR_BODY_MAX_CHARS
                && nseg_title_says_sign_in(&ctx))
            {
                nseg_decline(res, NSEG_STATUS_NO_ARTICLE, "a sign-in page");
                goto done;
            }

            if (census.chars < NSEG_REDIRECT_BODY_MAX_CHARS
                && nseg_page_redirects(&ctx))
            {
                nseg_decline(res, NSEG_STATUS_NO_ARTICLE,
                             "a page that sends the browser on");
                goto done;
            }
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

        /*
         * Teasers, each with its byline: a tag, section, author or search
         * page whose linked headlines NCE left out, keeping the
         * standfirsts and the "By ..." lines under them.  A page that
         * says it is an article (a roundup of columns, a live blog) is
         * one; not by og:type alone where JSON-LD calls it a WebPage
         * (Yoast on a WordPress page, "Most read", writes both).
         */
        if (opts->filter == NULL
            && (!ctx.meta->article
                || (!ctx.meta->ld_article && ctx.meta->ld_page))
            && nseg_byline_lines(text.data, text.len) >= NSEG_LIST_BYLINES)
        {
            nseg_buf_free(&html);
            nseg_buf_free(&text);
            nseg_decline(res, NSEG_STATUS_NO_ARTICLE,
                         "a list of stories with their bylines");
            goto done;
        }

        res->body_html = nseg_buf_detach(&html, &res->body_html_len);
        res->body_text = nseg_buf_detach(&text, &res->body_text_len);
        res->body_source = "page";

        /* a scrap (a script-built page's header) gives way to metadata */
        if (res->body_text != NULL
            && nseg_utf8_length(res->body_text, res->body_text_len)
               < NSEG_METABODY_MIN_CHARS)
        {
            (void) nseg_body_from_metadata(&ctx, res);
        }

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
        (void) nseg_body_from_metadata(&ctx, res);
        nseg_fill_fields(&ctx, res);
    }

    if (res->status != NSEG_STATUS_OK) {
        nseg_log(opts, NSEG_LOG_INFO, "declined: %s (%s)",
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
    free(res->lead_image_alt);
    free(res->url);
    free(res->body_html);
    free(res->body_text);
    free(res);
}


/*
 * Whether initials ("A. H", "A.H.", "AH") are those of a byline's names
 * in their order ("Amra Hodžić"): every letter of initials a capital,
 * each the first of a word of names
 */
static int
nseg_initials_of(const char *initials, const char *names)
{
    const char  *p, *w;

    if (names == NULL) {
        return 0;
    }

    w = names;

    for (p = initials; *p != '\0'; p++) {
        if (*p == ' ' || *p == '.') {
            continue;
        }

        if (!(*p >= 'A' && *p <= 'Z')) {
            return 0;
        }

        while (*w == ' ' || *w == ',') {
            w++;
        }

        if (*w != *p) {
            return 0;
        }

        while (*w != '\0' && *w != ' ' && *w != ',') {
            w++;
        }
    }

    /* two characters at least, and no word of names left over */
    while (*w == ' ' || *w == ',') {
        w++;
    }

    return *w == '\0' && p - initials >= 2 && w - names > p - initials;
}

