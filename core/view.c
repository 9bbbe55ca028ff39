/*
 * view.c - the reader and print views: a whole HTML5 page around the
 * sanitised body, with no JavaScript.  Designed for axe-core WCAG 2.1
 * A/AA: one h1, landmarks, lang on <html>, underlined links.
 *
 * Copyright (C) newsseg authors
 */


#ifndef _GNU_SOURCE
#define _GNU_SOURCE                     /* memmem() */
#endif

#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "newsseg.h"
#include "buf.h"
#include "date.h"
#include "l10n.h"
#include "view_css.h"


#define NSEG_VIEW_MAX_COLUMNS    4

/* a middle dot between byline and dates, silent for screen readers */
#define NSEG_VIEW_SEP            "<span aria-hidden=\"true\"> \xc2\xb7 </span>"


typedef struct {
    const nseg_result_t       *res;
    nseg_view_e                view;
    const char                *lang;     /* validated, or "und" */
    const nseg_l10n_t         *loc;      /* our own words */
    const char                *en;       /* lang="en" dir="ltr" on our
                                            words when they are English
                                            in a page that is not, or "" */
} nseg_view_t;


static void nseg_view_head(nseg_buf_t *b, nseg_view_t *v,
    const nseg_view_options_t *opts);
static void nseg_view_article(nseg_buf_t *b, nseg_view_t *v);
static void nseg_view_declined(nseg_buf_t *b, nseg_view_t *v);
static void nseg_view_time(nseg_buf_t *b, nseg_view_t *v, const char *iso,
    const char *label);
static int nseg_view_calendar(nseg_view_t *v, int *year, int *month,
    int *day);
static void nseg_view_source(nseg_buf_t *b, nseg_view_t *v);
static void nseg_view_lead_image(nseg_buf_t *b, nseg_view_t *v,
    const char *body, size_t len);
static int nseg_view_is_logo(const char *url);
static int nseg_view_alnum(char c);
static int nseg_view_digit(char c);
static int nseg_view_hex(char c);
static void nseg_view_label(nseg_buf_t *b, nseg_view_t *v,
    const char *label);
static int nseg_view_latin(const char *s);
static void nseg_view_number(nseg_buf_t *b, nseg_view_t *v, int value,
    int width);
static void nseg_view_style(nseg_buf_t *b, const char *css, size_t len);
static void nseg_view_text(nseg_buf_t *b, const char *s, size_t len);
static int nseg_view_valid_lang(const char *s);
static size_t nseg_view_valid_date(const char *s);
static size_t nseg_view_ndigits(const char *p);
static int nseg_view_safe_url(const char *s);
static int nseg_view_empty(const char *s);


const char *
nseg_view_stylesheet(nseg_view_e view, size_t *len)
{
    if (view == NSEG_VIEW_PRINT) {
        if (len) {
            *len = sizeof(nseg_view_print_css) - 1;
        }

        return nseg_view_print_css;
    }

    if (len) {
        *len = sizeof(nseg_view_reader_css) - 1;
    }

    return nseg_view_reader_css;
}


char *
nseg_render_view(const nseg_result_t *res, nseg_view_e view,
    const nseg_view_options_t *opts, size_t *len)
{
    int          ok;
    size_t       n, body_len;
    unsigned     columns;
    nseg_buf_t   b;
    nseg_view_t  v;

    if (view != NSEG_VIEW_PRINT) {
        view = NSEG_VIEW_READER;
    }

    ok = (res->status == NSEG_STATUS_OK);

    v.res = res;
    v.view = view;

    /*
     * A page without lang fails axe (html-has-lang); "und" (undetermined,
     * BCP 47) passes and tells a screen reader not to guess wrongly.  The
     * declined page has only our own English words.
     */
    if (!ok) {
        v.lang = "en";

    } else if (nseg_view_valid_lang(res->lang)) {
        v.lang = res->lang;

    } else {
        v.lang = "und";
    }

    /*
     * Our few words are in the page's language when l10n.c has it.
     * Otherwise they are English, and keep a correct voice inside other
     * languages and their own direction: "21 April 2024" in an rtl
     * paragraph would otherwise read "April 2024 21".
     */
    v.loc = nseg_l10n_find(v.lang);

    /*
     * "sr" without a script, written in Latin, as most Serbian news
     * sites write it: the title tells, else the body's start
     */
    if (v.loc != NULL && strcmp(v.loc->lang, "sr") == 0
        && strncasecmp(v.lang + 2, "-cyrl", 5) != 0
        && nseg_view_latin(!ok ? NULL
                           : res->title ? res->title
                           : res->body_text ? res->body_text
                           : res->body_html))
    {
        v.loc = nseg_l10n_find("sr-latn");
    }

    if (v.loc != NULL) {
        v.en = "";

    } else {
        v.loc = nseg_l10n_en;
        v.en = " lang=\"en\" dir=\"ltr\"";
    }

    body_len = 0;
    if (ok && res->body_html) {
        body_len = res->body_html_len ? res->body_html_len
                                      : strlen(res->body_html);
    }

    nseg_buf_init(&b, body_len + 8192);

    nseg_buf_puts(&b, "<!DOCTYPE html>\n<html lang=\"");
    nseg_view_text(&b, v.lang, strlen(v.lang));
    nseg_buf_putc(&b, '"');

    if (ok && res->dir
        && (strcmp(res->dir, "rtl") == 0 || strcmp(res->dir, "ltr") == 0))
    {
        nseg_buf_printf(&b, " dir=\"%s\"", res->dir);
    }

    nseg_buf_puts(&b, ">\n");

    nseg_view_head(&b, &v, opts);

    columns = (opts && view == NSEG_VIEW_PRINT) ? opts->columns : 0;
    if (columns > NSEG_VIEW_MAX_COLUMNS) {
        columns = NSEG_VIEW_MAX_COLUMNS;
    }

    /* a class, not an inline style: a CSP hash of the CSS stays valid */
    nseg_buf_puts(&b, view == NSEG_VIEW_PRINT ? "<body class=\"nseg-print"
                                              : "<body class=\"nseg-reader");
    if (columns >= 2) {
        nseg_buf_printf(&b, " nseg-cols-%u", columns);
    }

    nseg_buf_puts(&b, "\">\n");

    if (view == NSEG_VIEW_READER) {
        nseg_buf_printf(&b, "<a class=\"nseg-skip\" href=\"#nseg-main\"%s>"
                        "%s</a>\n", v.en, v.loc->skip);
    }

    nseg_buf_puts(&b, "<main id=\"nseg-main\" tabindex=\"-1\">\n<article>\n");

    if (ok) {
        nseg_view_article(&b, &v);

        nseg_buf_puts(&b, "<div class=\"nseg-body\">\n");
        nseg_view_lead_image(&b, &v, res->body_html, body_len);
        nseg_buf_append(&b, res->body_html, body_len);
        nseg_buf_puts(&b, "\n</div>\n");

    } else {
        nseg_view_declined(&b, &v);
    }

    nseg_buf_puts(&b, "</article>\n</main>\n</body>\n</html>\n");

    return nseg_buf_detach(&b, len ? len : &n);
}


static void
nseg_view_head(nseg_buf_t *b, nseg_view_t *v, const nseg_view_options_t *opts)
{
    size_t                len;
    const char           *css;
    const nseg_result_t  *res;

    res = v->res;

    nseg_buf_puts(b, "<head>\n<meta charset=\"utf-8\">\n"
                  "<meta name=\"viewport\" "
                  "content=\"width=device-width, initial-scale=1\">\n");

    if (v->view == NSEG_VIEW_READER) {
        nseg_buf_puts(b, "<meta name=\"color-scheme\" "
                      "content=\"light dark\">\n");
    }

    nseg_buf_puts(b, "<meta name=\"referrer\" content=\"no-referrer\">\n"
                  "<meta name=\"generator\" content=\"newsseg "
                  NSEG_VERSION "\">\n<title>");

    if (res->status != NSEG_STATUS_OK) {
        nseg_buf_puts(b, "No article found");

    } else if (!nseg_view_empty(res->title)) {
        nseg_view_text(b, res->title, strlen(res->title));

        if (!nseg_view_empty(res->site_name)) {
            nseg_buf_puts(b, " \xe2\x80\x94 ");
            nseg_view_text(b, res->site_name, strlen(res->site_name));
        }

    } else if (!nseg_view_empty(res->site_name)) {
        nseg_view_text(b, res->site_name, strlen(res->site_name));

    } else {
        nseg_buf_puts(b, v->loc->article);
    }

    nseg_buf_puts(b, "</title>\n");

    if (opts && opts->stylesheet) {
        css = opts->stylesheet;
        len = opts->stylesheet_len ? opts->stylesheet_len : strlen(css);

    } else {
        css = nseg_view_stylesheet(v->view, &len);
    }

    nseg_view_style(b, css, len);

    nseg_buf_puts(b, "</head>\n");
}


static void
nseg_view_article(nseg_buf_t *b, nseg_view_t *v)
{
    int                   meta;
    const nseg_result_t  *res;

    res = v->res;

    nseg_buf_puts(b, "<header class=\"nseg-header\">\n");

    if (!nseg_view_empty(res->title)) {
        nseg_buf_puts(b, "<h1>");
        nseg_view_text(b, res->title, strlen(res->title));

    } else {
        /* the outline still needs its one h1 */
        nseg_buf_printf(b, "<h1%s>%s", v->en, v->loc->untitled);
    }

    nseg_buf_puts(b, "</h1>\n");

    meta = !nseg_view_empty(res->byline)
           || nseg_view_valid_date(res->date)
           || nseg_view_valid_date(res->date_modified);

    if (meta) {
        nseg_buf_puts(b, "<p class=\"nseg-meta\">");
        meta = 0;

        if (!nseg_view_empty(res->byline)) {
            nseg_buf_puts(b, "<span class=\"nseg-byline\">");
            nseg_view_text(b, res->byline, strlen(res->byline));
            nseg_buf_puts(b, "</span>");
            meta = 1;
        }

        if (nseg_view_valid_date(res->date)) {
            if (meta) {
                nseg_buf_puts(b, NSEG_VIEW_SEP);
            }

            nseg_view_time(b, v, res->date, NULL);
            meta = 1;
        }

        /* an update shows only when it falls on another day */
        if (nseg_view_valid_date(res->date_modified)
            && (!nseg_view_valid_date(res->date)
                || strncmp(res->date, res->date_modified, 10) != 0))
        {
            if (meta) {
                nseg_buf_puts(b, NSEG_VIEW_SEP);
            }

            nseg_view_time(b, v, res->date_modified, v->loc->updated);
        }

        nseg_buf_puts(b, "</p>\n");
    }

    nseg_view_source(b, v);

    nseg_buf_puts(b, "</header>\n");
}


/*
 * "Source:" and a link to the original.  The reader names the site (the
 * link text says where it goes); the print view shows the URL itself,
 * since paper cannot follow a link.
 */

static void
nseg_view_source(nseg_buf_t *b, nseg_view_t *v)
{
    size_t                n;
    const char           *host, *url, *site;
    const nseg_result_t  *res;

    res = v->res;
    url = res->url;
    site = nseg_view_empty(res->site_name) ? NULL : res->site_name;

    if (!nseg_view_safe_url(url)) {
        if (site == NULL) {
            return;
        }

        nseg_buf_puts(b, "<p class=\"nseg-source\">");
        nseg_view_label(b, v, v->loc->source);
        nseg_view_text(b, site, strlen(site));
        nseg_buf_puts(b, "</p>\n");
        return;
    }

    nseg_buf_puts(b, "<p class=\"nseg-source\">");
    nseg_view_label(b, v, v->loc->source);
    nseg_buf_puts(b, "<a class=\"nseg-url\" href=\"");
    nseg_view_text(b, url, strlen(url));
    nseg_buf_puts(b, "\">");

    if (v->view == NSEG_VIEW_PRINT) {
        nseg_view_text(b, url, strlen(url));

        if (site) {
            nseg_buf_puts(b, "</a> (");
            nseg_view_text(b, site, strlen(site));
            nseg_buf_puts(b, ")</p>\n");
            return;
        }

    } else if (site) {
        nseg_view_text(b, site, strlen(site));

    } else {
        /* the host: "https://host:port/path" -> "host:port" */
        host = strstr(url, "://") + 3;
        n = strcspn(host, "/?#");
        nseg_view_text(b, host, n);
    }

    nseg_buf_puts(b, "</a></p>\n");
}


/*
 * The page's lead image (og:image, JSON-LD image, ...) above a body that
 * has no picture: most templates put the article's picture outside its
 * text, above the headline, where the body does not reach.  A body with
 * pictures of its own shows them, and may show this one in another
 * size.  Its alt is the page's description of it (og:image:alt), else
 * empty: a screen reader passes over a picture nobody described.
 */

static void
nseg_view_lead_image(nseg_buf_t *b, nseg_view_t *v, const char *body,
    size_t len)
{
    const char  *url;

    url = v->res->lead_image;

    if (!nseg_view_safe_url(url) || nseg_view_is_logo(url)
        || (body != NULL && memmem(body, len, "<img ", 5) != NULL))
    {
        return;
    }

    nseg_buf_puts(b, "<figure class=\"nseg-lead\"><img src=\"");
    nseg_view_text(b, url, strlen(url));
    nseg_buf_puts(b, "\" alt=\"");

    if (v->res->lead_image_alt != NULL) {
        nseg_view_text(b, v->res->lead_image_alt,
                       strlen(v->res->lead_image_alt));
    }

    nseg_buf_puts(b, "\"></figure>\n");
}


/*
 * A share image that is the site's, not the article's: a word of its
 * file's name says logo or placeholder ("fn_logo_fb_1200x630.jpg",
 * "siteLogo2x.png", "googlelogo_color.png", "favicon_150x150.png",
 * WordPress's "blank.jpg", "no-img_460x320"), its first or last word is
 * "default" ("default-presse-opener.jpg", "og-default.jpg"; a CMS that
 * names every crop "..._default_1Biwph..." means a format), it is an
 * .ico or .svg file, or WordPress's site icon.  Words, not parts of
 * words: "archeologo-scavi.jpg" is an archaeologist, "catalogo" a
 * catalogue.  Words break at what is not a letter or digit (and at an
 * escape, "Site%20Logo"), between letters and digits, and before a
 * capital after a small letter.
 */

static int
nseg_view_is_logo(const char *url)
{
    char         c, e;
    size_t       n, k, i, w, len, first, last;
    const char  *path, *name, *word, *prev;

    static const char  *const marks[] = {
        "logos", "favicon", "placeholder", "blank", "spacer", "noimage",
        "noimg", "nophoto", NULL
    };

    path = strstr(url, "://") + 3;
    path += strcspn(path, "/?#");
    n = strcspn(path, "?#");

    while (n > 0 && path[n - 1] == '/') {
        n--;
    }

    if (n >= 10 && memmem(path, n, "/blavatar/", 10) != NULL) {
        return 1;
    }

    for (k = n; k > 0 && path[k - 1] != '/'; k--) {
        /* void */
    }

    name = path + k;
    n -= k;

    if (n > 4 && (strncasecmp(name + n - 4, ".ico", 4) == 0
                  || strncasecmp(name + n - 4, ".svg", 4) == 0))
    {
        return 1;
    }

    /* the words of the name without its extension */
    for (k = n; k > 0 && n - k <= 5 && name[k - 1] != '.'; k--) {
        /* void */
    }

    if (k > 1 && name[k - 1] == '.') {
        n = k - 1;
    }

    prev = NULL;
    first = 0;
    last = 0;

    w = 0;

    for (i = 0; i < n; i += len) {
        c = name[i];

        if (c == '%' && i + 2 < n && nseg_view_hex(name[i + 1])
            && nseg_view_hex(name[i + 2]))
        {
            len = 3;
            continue;
        }

        if (!nseg_view_alnum(c)) {
            len = 1;
            continue;
        }

        word = name + i;

        for (len = 1; i + len < n; len++) {
            e = word[len];

            if (!nseg_view_alnum(e)
                || nseg_view_digit(e) != nseg_view_digit(word[len - 1])
                || (e >= 'A' && e <= 'Z'
                    && word[len - 1] >= 'a' && word[len - 1] <= 'z'))
            {
                break;
            }
        }

        for (k = 0; marks[k] != NULL; k++) {
            if (strlen(marks[k]) == len
                && strncasecmp(word, marks[k], len) == 0)
            {
                return 1;
            }
        }

        /* "logo", "googlelogo", "institutionlogo"; not "archeologo" */
        if (len >= 4 && strncasecmp(word + len - 4, "logo", 4) == 0
            && (len == 4 || strchr("oaiOAI", word[len - 5]) == NULL))
        {
            return 1;
        }

        if (prev != NULL
            && ((len == 3 && strncasecmp(word, "img", 3) == 0)
                || (len == 5 && strncasecmp(word, "image", 5) == 0)))
        {
            return 1;
        }

        prev = (len == 2 && strncasecmp(word, "no", 2) == 0) ? word : NULL;

        if (len == 7 && strncasecmp(word, "default", 7) == 0) {
            first |= (w == 0);
            last = 1;

        } else {
            last = 0;
        }

        w++;
    }

    return first || last;
}


/* ASCII letters and digits: the words of a file name */

static int
nseg_view_alnum(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
           || (c >= '0' && c <= '9');
}


static int
nseg_view_digit(char c)
{
    return c >= '0' && c <= '9';
}


static int
nseg_view_hex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')
           || (c >= 'A' && c <= 'F');
}


/*
 * <time datetime="2024-03-14">14 March 2024</time>, "14. März 2024",
 * "1er mars 2024": the format, calendar and month names of the view's
 * language; "۱ دی ۱۴۰۲" for <time datetime="2023-12-22">.
 */

static void
nseg_view_time(nseg_buf_t *b, nseg_view_t *v, const char *iso,
    const char *label)
{
    int          year, month, day;
    size_t       n;
    const char  *f;

    n = nseg_view_valid_date(iso);
    if (n == 0) {
        return;
    }

    year = (iso[0] - '0') * 1000 + (iso[1] - '0') * 100
           + (iso[2] - '0') * 10 + (iso[3] - '0');
    month = (iso[5] - '0') * 10 + (iso[6] - '0');
    day = (iso[8] - '0') * 10 + (iso[9] - '0');

    if (label) {
        nseg_view_label(b, v, label);
    }

    nseg_buf_puts(b, "<time datetime=\"");
    nseg_buf_append(b, iso, n);
    nseg_buf_printf(b, "\"%s>", v->en);

    if (nseg_view_calendar(v, &year, &month, &day) != NSEG_OK) {
        /* not a day, or beyond the calendar: its digits, no month made up */
        nseg_view_number(b, v, year, 4);
        nseg_buf_putc(b, '-');
        nseg_view_number(b, v, month, 2);
        nseg_buf_putc(b, '-');
        nseg_view_number(b, v, day, 2);
        nseg_buf_puts(b, "</time>");
        return;
    }

    for (f = v->loc->date_format; *f; f++) {
        if (*f != '%' || f[1] == '\0') {
            nseg_buf_putc(b, *f);
            continue;
        }

        switch (*++f) {

        case 'd':
            if (day == 1 && v->loc->first_day != NULL) {
                nseg_buf_puts(b, v->loc->first_day);

            } else {
                nseg_view_number(b, v, day, 1);
            }

            break;

        case 'm':
            nseg_buf_puts(b, v->loc->months[month - 1]);
            break;

        case 'y':
            nseg_view_number(b, v, year, 4);
            break;

        default:
            nseg_buf_putc(b, *f);
        }
    }

    nseg_buf_puts(b, "</time>");
}


/*
 * The Gregorian day in the calendar of the view's language, in place;
 * NSEG_DECLINED when it has no such day ("2023-02-31", or out of the
 * calendar's range).  Gregorian dates are shown as the page has them.
 */

static int
nseg_view_calendar(nseg_view_t *v, int *year, int *month, int *day)
{
    nseg_date_t  date;

    if (v->loc->calendar != NSEG_CALENDAR_SOLAR_HIJRI) {
        return NSEG_OK;
    }

    memset(&date, 0, sizeof(nseg_date_t));
    date.year = *year;
    date.month = *month;
    date.day = *day;

    return nseg_date_to_jalali(&date, year, month, day);
}


/*
 * Whether a text is written in Latin letters, not Cyrillic ones
 * (U+0400-U+04FF), as far as its first 2000 bytes tell
 */

static int
nseg_view_latin(const char *s)
{
    size_t                n;
    const unsigned char  *p;

    if (s == NULL) {
        return 0;
    }

    for (p = (const unsigned char *) s, n = 0; *p != '\0' && n < 2000;
         p++, n++)
    {
        if (*p >= 0xd0 && *p <= 0xd3 && (p[1] & 0xc0) == 0x80) {
            return 0;
        }
    }

    return 1;
}


/* a number of at least width digits, in the language's own digits */

static void
nseg_view_number(nseg_buf_t *b, nseg_view_t *v, int value, int width)
{
    int   n, d[12];

    n = 0;

    do {
        d[n++] = value % 10;
        value /= 10;
    } while (value > 0 && n < 12);

    while (n < width && n < 12) {
        d[n++] = 0;
    }

    while (n-- > 0) {
        if (v->loc->digits != NULL) {
            nseg_buf_puts(b, v->loc->digits[d[n]]);

        } else {
            nseg_buf_putc(b, (char) ('0' + d[n]));
        }
    }
}


/*
 * "Source: ", "Updated ": a label and a space, except after a full-width
 * colon (Japanese, Chinese "出典："), which has its own.
 */

static void
nseg_view_label(nseg_buf_t *b, nseg_view_t *v, const char *label)
{
    size_t  n;

    n = strlen(label);

    nseg_buf_printf(b, "<span%s>%s</span>", v->en, label);

    if (n < 3 || strcmp(label + n - 3, "\xef\xbc\x9a") != 0) {
        nseg_buf_putc(b, ' ');
    }
}


static void
nseg_view_declined(nseg_buf_t *b, nseg_view_t *v)
{
    const nseg_result_t  *res;

    res = v->res;

    nseg_buf_puts(b, "<header class=\"nseg-header\">\n"
                  "<h1>No article found</h1>\n</header>\n"
                  "<p>newsseg did not find an article on this page");

    if (!nseg_view_empty(res->reason)) {
        nseg_buf_puts(b, " (");
        nseg_view_text(b, res->reason, strlen(res->reason));
        nseg_buf_putc(b, ')');
    }

    nseg_buf_puts(b, ".</p>\n");

    if (nseg_view_safe_url(res->url)) {
        nseg_buf_puts(b, "<p><a href=\"");
        nseg_view_text(b, res->url, strlen(res->url));
        nseg_buf_puts(b, "\">Open the original page</a></p>\n");
    }
}


/*
 * A <style> element is raw text: only "</style" ends it, in any case.
 * Rewriting the "/" as the CSS escape "\/" keeps an administrator's
 * stylesheet from closing the element and injecting markup.
 */

static void
nseg_view_style(nseg_buf_t *b, const char *css, size_t len)
{
    size_t  i, start;

    nseg_buf_puts(b, "<style>");

    start = 0;

    for (i = 0; i + 7 <= len; i++) {
        if (css[i] == '<' && css[i + 1] == '/'
            && strncasecmp(css + i + 2, "style", 5) == 0)
        {
            nseg_buf_append(b, css + start, i + 1 - start);
            nseg_buf_putc(b, '\\');
            start = i + 1;
        }
    }

    nseg_buf_append(b, css + start, len - start);

    nseg_buf_puts(b, "</style>\n");
}


/*
 * HTML-escapes text and drops C0 controls (but tab, LF, CR) and DEL:
 * they are parse errors in HTML and have no place in a title.
 */

static void
nseg_view_text(nseg_buf_t *b, const char *s, size_t len)
{
    size_t         i, start;
    unsigned char  c;

    start = 0;

    for (i = 0; i < len; i++) {
        c = (unsigned char) s[i];

        if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f) {
            nseg_buf_escape_html(b, s + start, i - start);
            start = i + 1;
        }
    }

    nseg_buf_escape_html(b, s + start, len - start);
}


/* BCP 47 shape: a 2-3 letter primary subtag, then [A-Za-z0-9]{1,8} */

static int
nseg_view_valid_lang(const char *s)
{
    size_t  i, n;

    if (s == NULL) {
        return 0;
    }

    for (n = 0; (s[n] | 0x20) >= 'a' && (s[n] | 0x20) <= 'z'; n++) {
        /* void */
    }

    if (n < 2 || n > 3) {
        return 0;
    }

    s += n;

    while (*s == '-') {
        s++;

        for (i = 0; (s[i] >= '0' && s[i] <= '9')
                    || ((s[i] | 0x20) >= 'a' && (s[i] | 0x20) <= 'z'); i++)
        {
            /* void */
        }

        if (i < 1 || i > 8) {
            return 0;
        }

        s += i;
    }

    return *s == '\0';
}


/*
 * The length of the valid HTML date or date-time prefix of s, 0 if s
 * does not start with YYYY-MM-DD.  "YYYY-MM-DDTHH:MM[:SS[.f]][Z|+HH:MM]"
 * is kept whole; anything else after the date is cut off.
 */

static size_t
nseg_view_valid_date(const char *s)
{
    int     month, day, hour, minute;
    size_t  n, f;

    if (s == NULL
        || nseg_view_ndigits(s) != 4 || s[0] == '0' || s[4] != '-'
        || nseg_view_ndigits(s + 5) != 2 || s[7] != '-'
        || nseg_view_ndigits(s + 8) != 2)
    {
        return 0;
    }

    month = (s[5] - '0') * 10 + (s[6] - '0');
    day = (s[8] - '0') * 10 + (s[9] - '0');

    if (month < 1 || month > 12 || day < 1 || day > 31) {
        return 0;
    }

    if (s[10] != 'T'
        || nseg_view_ndigits(s + 11) != 2 || s[13] != ':'
        || nseg_view_ndigits(s + 14) != 2)
    {
        return 10;
    }

    hour = (s[11] - '0') * 10 + (s[12] - '0');
    minute = (s[14] - '0') * 10 + (s[15] - '0');

    if (hour > 23 || minute > 59) {
        return 10;
    }

    n = 16;

    if (s[n] == ':' && nseg_view_ndigits(s + n + 1) == 2 && s[n + 1] < '6') {
        n += 3;

        if (s[n] == '.') {
            f = nseg_view_ndigits(s + n + 1);

            if (f >= 1 && f <= 3) {
                n += 1 + f;
            }
        }
    }

    if (s[n] == 'Z') {
        return n + 1;
    }

    if ((s[n] == '+' || s[n] == '-')
        && nseg_view_ndigits(s + n + 1) == 2 && s[n + 3] == ':'
        && nseg_view_ndigits(s + n + 4) == 2)
    {
        return n + 6;
    }

    /* a local date-time is a valid datetime value too */
    return n;
}


static size_t
nseg_view_ndigits(const char *p)
{
    size_t  n;

    for (n = 0; p[n] >= '0' && p[n] <= '9'; n++) {
        /* void */
    }

    return n;
}


/* only absolute http(s) URLs without spaces or controls become links */

static int
nseg_view_safe_url(const char *s)
{
    size_t  i;

    if (s == NULL
        || (strncasecmp(s, "http://", 7) != 0
            && strncasecmp(s, "https://", 8) != 0))
    {
        return 0;
    }

    for (i = 0; s[i]; i++) {
        if ((unsigned char) s[i] <= 0x20 || s[i] == 0x7f) {
            return 0;
        }
    }

    /* a host must follow the "//" */
    return strcspn(strstr(s, "://") + 3, "/?#") > 0;
}


static int
nseg_view_empty(const char *s)
{
    if (s == NULL) {
        return 1;
    }

    while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') {
        s++;
    }

    return *s == '\0';
}
