
/*
 * test_css.c - the simplified CSS cascade: value parsers on strings,
 * then the cascade on small pages parsed by doc.c.
 */


#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>

#include "css_int.h"
#include "doc.h"


typedef struct {
    nseg_arena_t               arena;
    nseg_doc_t                 doc;
    nseg_options_t             opts;
    nseg_css_t                *css;
} page_t;


static double
now_ms(void)
{
    struct timespec  ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);

    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}


static page_t *
page_open(const char *html)
{
    page_t  *pg;

    pg = calloc(1, sizeof(page_t));
    assert_non_null(pg);

    nseg_arena_init(&pg->arena, 0);
    assert_int_equal(nseg_doc_parse(&pg->doc, &pg->arena, html,
                                    strlen(html), &pg->opts),
                     NSEG_STATUS_OK);

    pg->css = nseg_css_create(&pg->doc);
    assert_non_null(pg->css);

    return pg;
}


static void
page_close(page_t *pg)
{
    nseg_doc_free(&pg->doc);
    nseg_arena_free(&pg->arena);
    free(pg);
}


/* the style of the first text node containing needle */
static const nseg_style_t *
style_of(page_t *pg, const char *needle)
{
    uint32_t             i;
    const nseg_style_t  *st;

    for (i = 0; i < pg->doc.n; i++) {
        if (pg->doc.nodes[i].kind == NSEG_NODE_TEXT
            && pg->doc.nodes[i].text != NULL
            && strstr(pg->doc.nodes[i].text, needle) != NULL)
        {
            st = nseg_css_style(pg->css, i);
            assert_non_null(st);
            return st;
        }
    }

    fail_msg("no text node with \"%s\"", needle);
    return NULL;
}


static float
size_of(page_t *pg, const char *needle)
{
    return style_of(pg, needle)->font_size;
}


/* one declaration block through the parser */
static uint32_t
decls(const char *s, nseg_css_decl_t out[NSEG_CSS_NPROPS])
{
    uint32_t          n;
    nseg_arena_t      a;
    nseg_css_stats_t  st;

    memset(&st, 0, sizeof(st));
    nseg_arena_init(&a, 0);
    assert_int_equal(nseg_css_parse_decls(&a, s, strlen(s), out, &n, &st),
                     NSEG_OK);
    nseg_arena_free(&a);

    return n;
}


static const nseg_css_decl_t *
find_decl(nseg_css_decl_t *d, uint32_t n, uint32_t prop)
{
    uint32_t  i;

    for (i = 0; i < n; i++) {
        if (d[i].prop == prop) {
            return &d[i];
        }
    }

    return NULL;
}


static uint32_t
color(const char *s)
{
    uint32_t  rgb;

    if (nseg_css_parse_color(s, strlen(s), &rgb) != NSEG_OK) {
        return 0xdeadbeef;
    }

    return rgb;
}


static void
test_colors(void **state)
{
    assert_int_equal(color("#f00"), 0xff0000);
    assert_int_equal(color("#F0a"), 0xff00aa);
    assert_int_equal(color("#123456"), 0x123456);
    assert_int_equal(color("#12345678"), 0x123456);
    assert_int_equal(color("#abcd"), 0xaabbcc);
    assert_int_equal(color("rgb(255, 0, 10)"), 0xff000a);
    assert_int_equal(color("rgba(0,128,255,0.5)"), 0x0080ff);
    assert_int_equal(color("rgb(100%, 50%, 0%)"), 0xff8000);
    assert_int_equal(color("rgb(0 0 255 / 50%)"), 0x0000ff);
    assert_int_equal(color("rgb(300, -5, 0)"), 0xff0000);
    assert_int_equal(color("hsl(120, 100%, 50%)"), 0x00ff00);
    assert_int_equal(color("hsl(0deg 100% 50%)"), 0xff0000);
    assert_int_equal(color("Red"), 0xff0000);
    assert_int_equal(color("rebeccapurple"), 0x663399);
    assert_int_equal(color("lightgoldenrodyellow"), 0xfafad2);
    assert_int_equal(color("darkslategrey"), 0x2f4f4f);
    assert_int_equal(color("yellowgreen"), 0x9acd32);
    assert_int_equal(color("aliceblue"), 0xf0f8ff);
    /* the hashless quirk */
    assert_int_equal(color("00ff00"), 0x00ff00);
    /* transparent has its own marker, outside 24 bits */
    assert_true(color("transparent") > 0xffffff);
    assert_true(color("rgba(1,2,3,0)") > 0xffffff);
    assert_int_equal(color("#ggg"), 0xdeadbeef);
    assert_int_equal(color("#12345"), 0xdeadbeef);
    assert_int_equal(color("notacolor"), 0xdeadbeef);
    assert_int_equal(color("rgb(1,2)"), 0xdeadbeef);
    assert_int_equal(color("rgb(1,2,3"), 0xdeadbeef);
    assert_int_equal(color(""), 0xdeadbeef);
}


static void
test_color_table_sorted(void **state)
{
    static const char  *names[] = {
        "aliceblue", "aqua", "black", "blue", "cyan", "fuchsia", "gray",
        "green", "lime", "maroon", "navy", "olive", "orange", "purple",
        "red", "silver", "teal", "white", "yellow", "tomato", "wheat",
        "mediumspringgreen", "papayawhip", "ghostwhite", "snow"
    };
    size_t  i;

    /* bsearch finds names spread over the whole table */
    for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        assert_true(color(names[i]) <= 0xffffff);
    }
}


static float
size_px(const char *s, float parent, float root)
{
    nseg_css_decl_t  d;

    memset(&d, 0, sizeof(d));

    if (nseg_css_parse_size(s, strlen(s), &d) != NSEG_OK) {
        return -1;
    }

    assert_int_equal(d.kind, NSEG_CSS_V_SET);

    return d.px + d.em * parent + d.rem * root;
}


static void
test_sizes(void **state)
{
    assert_float_equal(size_px("12px", 16, 16), 12, 0.01);
    assert_float_equal(size_px("12PT", 16, 16), 16, 0.01);
    assert_float_equal(size_px("2em", 10, 16), 20, 0.01);
    assert_float_equal(size_px("1.5rem", 10, 20), 30, 0.01);
    assert_float_equal(size_px("150%", 20, 16), 30, 0.01);
    assert_float_equal(size_px(".5em", 20, 16), 10, 0.01);
    assert_float_equal(size_px("2ex", 20, 16), 20, 0.01);
    assert_float_equal(size_px("1in", 16, 16), 96, 0.01);
    assert_float_equal(size_px("1pc", 16, 16), 16, 0.01);
    /* the quirk: unitless numbers are px */
    assert_float_equal(size_px("14", 16, 16), 14, 0.01);
    assert_float_equal(size_px("x-large", 10, 10), 24, 0.01);
    assert_float_equal(size_px("xx-small", 10, 10), 9, 0.01);
    assert_float_equal(size_px("xxx-large", 10, 10), 48, 0.01);
    assert_float_equal(size_px("Medium", 10, 10), 16, 0.01);
    assert_float_equal(size_px("smaller", 12, 10), 10, 0.01);
    assert_float_equal(size_px("larger", 10, 10), 12, 0.01);
    assert_float_equal(size_px("2vw", 16, 16), 25.6, 0.01);
    assert_float_equal(size_px("calc(1rem + 2px)", 10, 16), 18, 0.01);
    assert_float_equal(size_px("calc(2 * (1em - 2px))", 10, 16), 16, 0.01);
    assert_float_equal(size_px("calc(10px / 2 + 1em)", 10, 16), 15, 0.01);
    assert_float_equal(size_px("clamp(1rem, 1vw, 3rem)", 16, 16), 16,
                       0.01);
    assert_float_equal(size_px("clamp(1rem, 2vw, 3rem)", 16, 16), 25.6,
                       0.01);
    assert_float_equal(size_px("min(20px, 2em)", 16, 16), 20, 0.01);
    assert_float_equal(size_px("max(20px, 2em)", 16, 16), 32, 0.01);
    assert_float_equal(size_px("-2px", 16, 16), -1, 0);
    assert_float_equal(size_px("12furlongs", 16, 16), -1, 0);
    assert_float_equal(size_px("px", 16, 16), -1, 0);
    assert_float_equal(size_px("calc(2px * 3px)", 16, 16), -1, 0);
    assert_float_equal(size_px("calc(2px + 3)", 16, 16), -1, 0);
    assert_float_equal(size_px("calc((((1px)", 16, 16), -1, 0);
    assert_float_equal(size_px("calc(1px / 0)", 16, 16), -1, 0);
}


static void
test_weights_and_globals(void **state)
{
    uint32_t                n;
    nseg_css_decl_t         d[NSEG_CSS_NPROPS];
    const nseg_css_decl_t  *w;

    n = decls("font-weight: bold", d);
    assert_int_equal(n, 1);
    assert_int_equal(d[0].u, 700);

    n = decls("font-weight: 600", d);
    assert_int_equal(d[0].u, 600);

    n = decls("font-weight: 1000", d);
    assert_int_equal(d[0].u, 900);

    n = decls("font-weight: bolder", d);
    assert_int_equal(d[0].kind, NSEG_CSS_V_BOLDER);

    n = decls("font-weight: 0", d);
    assert_int_equal(n, 0);

    n = decls("font-weight: heavy", d);
    assert_int_equal(n, 0);

    /* 0e8888 is 0 x inf, NaN, which passed every range check */
    n = decls("font-weight: 0e8888", d);
    assert_int_equal(n, 0);

    n = decls("font-weight: 1e400", d);
    assert_int_equal(n, 0);

    n = decls("font-weight: 6e2", d);
    assert_int_equal(d[0].u, 600);

    n = decls("color: inherit; font-size: initial", d);
    assert_int_equal(n, 2);
    assert_int_equal(find_decl(d, n, NSEG_CSS_COLOR)->kind,
                     NSEG_CSS_V_INHERIT);
    assert_int_equal(find_decl(d, n, NSEG_CSS_SIZE)->kind,
                     NSEG_CSS_V_INITIAL);

    /* later wins, important beats later */
    n = decls("color: red !important; color: blue; font-weight: 300;"
              "font-weight: 800", d);
    assert_int_equal(n, 2);
    w = find_decl(d, n, NSEG_CSS_COLOR);
    assert_int_equal(w->u, 0xff0000);
    assert_int_equal(w->important, 1);
    assert_int_equal(find_decl(d, n, NSEG_CSS_WEIGHT)->u, 800);

    n = decls("color: blue ! IMPORTANT", d);
    assert_int_equal(n, 1);
    assert_int_equal(d[0].important, 1);

    /* unresolvable custom properties drop the declaration */
    n = decls("color: var(--text); --x: 1px; margin: 0", d);
    assert_int_equal(n, 0);
}


static void
test_font_shorthand(void **state)
{
    uint32_t         n;
    nseg_css_decl_t  d[NSEG_CSS_NPROPS];

    n = decls("font: italic bold 12px/30px Georgia, serif", d);
    assert_int_equal(n, 3);
    assert_float_equal(find_decl(d, n, NSEG_CSS_SIZE)->px, 12, 0.01);
    assert_int_equal(find_decl(d, n, NSEG_CSS_WEIGHT)->u, 700);
    assert_int_equal(find_decl(d, n, NSEG_CSS_FAMILY)->u, NSEG_FONT_SERIF);

    /* the shorthand resets the weight */
    n = decls("font: 1.2em / 1.5 \"Helvetica Neue\", Arial", d);
    assert_int_equal(n, 3);
    assert_float_equal(find_decl(d, n, NSEG_CSS_SIZE)->em, 1.2, 0.01);
    assert_int_equal(find_decl(d, n, NSEG_CSS_WEIGHT)->u, 400);
    assert_int_equal(find_decl(d, n, NSEG_CSS_FAMILY)->u, NSEG_FONT_SANS);

    n = decls("font: 700 small monospace", d);
    assert_float_equal(find_decl(d, n, NSEG_CSS_SIZE)->px, 13, 0.01);
    assert_int_equal(find_decl(d, n, NSEG_CSS_WEIGHT)->u, 700);
    assert_int_equal(find_decl(d, n, NSEG_CSS_FAMILY)->u, NSEG_FONT_MONO);

    n = decls("font: normal normal 400 calc(1rem + 1px) sans-serif", d);
    assert_int_equal(n, 3);
    assert_float_equal(find_decl(d, n, NSEG_CSS_SIZE)->rem, 1, 0.01);

    n = decls("font: inherit", d);
    assert_int_equal(n, 3);
    assert_int_equal(find_decl(d, n, NSEG_CSS_FAMILY)->kind,
                     NSEG_CSS_V_INHERIT);

    /* size and family are both required; system fonts are dropped */
    assert_int_equal(decls("font: bold 12px", d), 0);
    assert_int_equal(decls("font: Arial", d), 0);
    assert_int_equal(decls("font: menu", d), 0);
}


static int
family(const char *s)
{
    return nseg_css_family_class(s, strlen(s));
}


static void
test_families(void **state)
{
    assert_int_equal(family("Georgia, serif"), NSEG_FONT_SERIF);
    assert_int_equal(family("'Times New Roman', Times"), NSEG_FONT_SERIF);
    assert_int_equal(family("\"Helvetica  Neue\", Arial"), NSEG_FONT_SANS);
    assert_int_equal(family("Verdana"), NSEG_FONT_SANS);
    assert_int_equal(family("Roboto, sans-serif"), NSEG_FONT_SANS);
    assert_int_equal(family("-apple-system, BlinkMacSystemFont"),
                     NSEG_FONT_SANS);
    assert_int_equal(family("Consolas, monospace"), NSEG_FONT_MONO);
    assert_int_equal(family("\"Courier New\""), NSEG_FONT_MONO);
    /* the first recognisable one wins */
    assert_int_equal(family("MyBrandFont, Georgia, Arial"), NSEG_FONT_SERIF);
    assert_int_equal(family("'Noto Sans JP', serif"), NSEG_FONT_SANS);
    assert_int_equal(family("Source Code Pro"), NSEG_FONT_MONO);
    assert_int_equal(family("Comic Neue Pro X"), -1);
    assert_int_equal(family("cursive"), NSEG_FONT_OTHER);
    assert_int_equal(family(""), -1);
}


static void
test_media(void **state)
{
    const char  *q;

#define M(s)  (q = (s), nseg_css_media_match(q, strlen(q)))

    assert_true(M(""));
    assert_true(M("all"));
    assert_true(M("screen"));
    assert_true(M("only screen and (min-width: 768px)"));
    assert_true(M("print, screen"));
    assert_true(M("not print"));
    assert_true(M("(min-width: 64em)"));
    assert_true(M("screen and (orientation: landscape)"));
    assert_true(M("(width >= 1024px)"));
    assert_false(M("print"));
    assert_false(M("speech"));
    assert_false(M("not screen"));
    assert_false(M("screen and (max-width: 600px)"));
    assert_false(M("(max-width: 40em)"));
    assert_false(M("screen and (prefers-color-scheme: dark)"));
    assert_false(M("(some-future-feature: 1)"));
    assert_false(M("(min-width: 600px"));
    assert_false(M("(-webkit-min-device-pixel-ratio: 2)"));
    assert_true(M("(-webkit-max-device-pixel-ratio: 1.5)"));
    assert_false(M("(min-resolution: 192dpi)"));

#undef M
}


static nseg_css_sheet_t *
sheet(nseg_arena_t *a, const char *css)
{
    nseg_css_sheet_t  *sh;

    sh = nseg_arena_alloc(a, sizeof(nseg_css_sheet_t));
    assert_non_null(sh);
    nseg_css_sheet_init(sh, a);
    assert_int_equal(nseg_css_parse_sheet(sh, css, strlen(css)), NSEG_OK);

    return sh;
}


static void
test_sheet_counts(void **state)
{
    nseg_arena_t       a;
    nseg_css_sheet_t  *sh;

    nseg_arena_init(&a, 0);

    sh = sheet(&a,
        "/* a comment { color: red } */\n"
        "body { margin: 0; padding: 0; color: #333 }\n"
        ".nav li { float: left; list-style: none }\n"
        "h1, h2:hover, p::before, a + b { font-size: 2em; margin: 1em }\n"
        "@media print { .x { color: red } }\n"
        "@media screen and (min-width: 900px) { .y { color: blue } }\n"
        "@font-face { font-family: X; src: url(x.woff) }\n"
        "@keyframes spin { from { color: red } to { color: blue } }\n"
        "@import url(\"other.css\");\n"
        "@supports (display: grid) { .z { display: none } }\n"
        ".w { width: 10px }\n");

    /* body, .nav li, h1..., .y, .z, .w */
    assert_int_equal(sh->stats.rules, 6);
    assert_int_equal(sh->stats.rules_kept, 4);
    assert_int_equal(sh->stats.decls, 10);
    assert_int_equal(sh->stats.decls_kept, 4);
    /*
     * selectors are read only for rules that keep a declaration: body,
     * the four of h1..., .y, .z; of h1, h2:hover, p::before, a + b only
     * h1 stays
     */
    assert_int_equal(sh->stats.selectors, 7);
    assert_int_equal(sh->stats.selectors_kept, 4);
    assert_int_equal(sh->stats.at_skipped, 3);
    assert_int_equal(sh->nrules, 4);

    nseg_arena_free(&a);
}


static void
test_selectors_parse(void **state)
{
    nseg_arena_t             a;
    nseg_css_sheet_t        *sh;
    const nseg_css_sel_t    *sel;
    const nseg_css_rule_t   *r;

    nseg_arena_init(&a, 0);

    sh = sheet(&a, "div#main > P.lead.big[data-x=\"1\"] span { color: red }"
                   "\\31 23, .a\\:b, [lang|=en i] { color: blue }");

    r = sh->head;
    assert_non_null(r);
    assert_int_equal(r->nsels, 1);
    sel = &r->sels[0];
    assert_int_equal(sel->ncomp, 3);
    /* ids 1, classes+attrs 3, tags 3 */
    assert_int_equal(sel->spec, 1 << 16 | 3 << 8 | 3);
    assert_int_equal(sel->comp[0].comb, NSEG_CSS_C_DESC);
    assert_int_equal(sel->comp[1].comb, NSEG_CSS_C_CHILD);
    assert_int_equal(sel->comp[1].simple[0].tag, NSEG_TAG_P);
    assert_string_equal(sel->comp[1].simple[3].value, "1");

    r = r->next;
    assert_non_null(r);
    assert_int_equal(r->nsels, 3);
    assert_string_equal(r->sels[0].comp[0].simple[0].name, "123");
    assert_string_equal(r->sels[1].comp[0].simple[0].name, "a:b");
    assert_int_equal(r->sels[2].comp[0].simple[0].op, NSEG_CSS_A_DASH);
    assert_int_equal(r->sels[2].comp[0].simple[0].icase, 1);

    nseg_arena_free(&a);
}


static void
test_garbage(void **state)
{
    size_t             i, n;
    char              *big;
    nseg_arena_t       a;
    nseg_css_sheet_t  *sh;
    static const char *bad[] = {
        "", "{", "}", "}}}}{{{{", "a {", "a { color: red", "@media",
        "@media screen {", "@media screen { a { color: red }",
        "a { color: \"red }", "a[title=\"{\"] { color: red }",
        "/* unterminated", "a { font: }", "a { color: rgb(1,2,3 }",
        "a{;;;:;:;}", "\\", "a\\", "@", "@{}", "a { b { c { d",
        "a { color: red } } } b { color: blue }",
        "<!-- a { color: red } -->", "a{font-size:calc(", "[", "a[b=",
        ":not(", "a,,b{color:red}", "a { color: red; } ;; b { x }"
    };

    nseg_arena_init(&a, 0);

    for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        sh = sheet(&a, bad[i]);
        (void) sh;
    }

    /* a string with braces does not end the block */
    sh = sheet(&a, "a[title=\"}{\"] { color: red } b { color: blue }");
    assert_int_equal(sh->nrules, 2);

    /* a stray '}' at the top level does not eat the next rule */
    sh = sheet(&a, "} b { color: blue }");
    assert_int_equal(sh->nrules, 1);

    /* an unclosed block takes the rest, as in browsers */
    sh = sheet(&a, "a { color: red; b { color: blue }");
    assert_int_equal(sh->nrules, 1);

    /* the invalid declaration goes, the rest of the block stays */
    sh = sheet(&a, "a { color: ; font-size: 12px; color: nope }");
    assert_int_equal(sh->nrules, 1);
    assert_int_equal(sh->head->ndecls, 1);

    /* huge inputs: 4 MB of nesting and of junk, linear and no crash */
    n = 4 * 1024 * 1024;
    big = malloc(n + 1);
    assert_non_null(big);

    memset(big, '{', n / 2);
    memset(big + n / 2, '}', n / 2);
    big[n] = '\0';
    sh = sheet(&a, big);
    assert_int_equal(sh->nrules, 0);

    for (i = 0; i < n; i++) {
        big[i] = "{}()[]\"';:@/*\\ a.#,>"[(i * 7919) % 21];
    }

    sh = sheet(&a, big);
    (void) sh;

    memset(big, '(', n);
    sh = sheet(&a, big);
    assert_int_equal(sh->nrules, 0);

    free(big);
    nseg_arena_free(&a);
}


static void
test_ua_and_inheritance(void **state)
{
    page_t              *pg;
    const nseg_style_t  *st;

    pg = page_open("<!DOCTYPE html><html><body><p>plain</p>"
                   "<h1>head1 <span>inner</span></h1><h2>head2</h2>"
                   "<h3>head3</h3><h6>head6</h6>"
                   "<p><small>tiny <small>tinier</small></small>"
                   "<big>large</big></p><p><b>bold <b>bolder</b></b>"
                   "<strong>strong</strong></p>"
                   "<pre>preformatted</pre><p><code>codes</code></p>"
                   "<p><a href=\"/x\">link</a><a>anchor</a></p>"
                   "<table><tr><th>header</th><td>cell</td></tr></table>"
                   "</body></html>");

    st = style_of(pg, "plain");
    assert_float_equal(st->font_size, 16, 0.01);
    assert_int_equal(st->weight, 400);
    assert_int_equal(st->color, 0x000000);
    assert_int_equal(st->family, NSEG_FONT_SERIF);
    assert_false(st->hidden);

    st = style_of(pg, "head1");
    assert_float_equal(st->font_size, 32, 0.01);
    assert_int_equal(st->weight, 700);
    /* inherited by the span */
    st = style_of(pg, "inner");
    assert_float_equal(st->font_size, 32, 0.01);
    assert_int_equal(st->weight, 700);

    assert_float_equal(size_of(pg, "head2"), 24, 0.01);
    assert_float_equal(size_of(pg, "head3"), 18.72, 0.01);
    assert_float_equal(size_of(pg, "head6"), 10.72, 0.01);
    assert_float_equal(size_of(pg, "tiny"), 16 / 1.2, 0.01);
    assert_float_equal(size_of(pg, "tinier"), 16 / 1.2 / 1.2, 0.01);
    assert_float_equal(size_of(pg, "large"), 19.2, 0.01);
    assert_int_equal(style_of(pg, "bold ")->weight, 700);
    assert_int_equal(style_of(pg, "bolder")->weight, 900);
    assert_int_equal(style_of(pg, "strong")->weight, 700);
    assert_int_equal(style_of(pg, "preformatted")->family, NSEG_FONT_MONO);
    assert_int_equal(style_of(pg, "codes")->family, NSEG_FONT_MONO);
    assert_int_equal(style_of(pg, "link")->color, 0x0000ee);
    assert_int_equal(style_of(pg, "anchor")->color, 0x000000);
    assert_int_equal(style_of(pg, "header")->weight, 700);
    assert_int_equal(style_of(pg, "cell")->weight, 400);

    page_close(pg);
}


static void
test_selectors_and_specificity(void **state)
{
    page_t  *pg;

    pg = page_open("<!DOCTYPE html><html><head><style>"
        "p { color: #010101 }\n"
        ".a { color: #020202 }\n"
        "p.a { color: #030303 }\n"
        "#x { color: #040404 }\n"
        "p { color: #050505 }\n"           /* later, same spec as p */
        "div > p { font-size: 20px }\n"
        "section p { font-size: 30px }\n"
        "article > div p { font-weight: 900 }\n"
        "* { font-family: monospace }\n"
        "[data-role] { color: #060606 }\n"
        "[data-role=\"headline\"] { font-size: 40px }\n"
        "[data-k~=two] { font-size: 41px }\n"
        "[data-p^=pre] { font-size: 42px }\n"
        "[data-s$=fix] { font-size: 43px }\n"
        "[data-c*=mid] { font-size: 44px }\n"
        "[lang|=en] { font-size: 45px }\n"
        "my-widget { font-size: 46px }\n"
        ".c1.c2 { color: #070707 }\n"
        "ul li:first-child { color: #080808 }\n"
        "ul li:last-child { color: #090909 }\n"
        "a:hover { color: #ff0000 }\n"
        "h2 + p, h2 ~ p { color: #ff0000 }\n"
        "p:not(.a) { color: #ff0000 }\n"
        "</style></head><body>"
        "<p>type-only</p><p class=\"a\">class-beats</p>"
        "<p class=\"a\" id=\"x\">id-beats</p>"
        "<div><p>child-of-div</p></div>"
        "<section><div><p>deep-in-section</p></div></section>"
        "<article><div><section><p>art-div-p</p></section></div></article>"
        "<article><div><p>art-div-p2</p></div></article>"
        "<span data-role=\"x\">has-attr</span>"
        "<span data-role=\"headline\">attr-eq</span>"
        "<span data-k=\"one two three\">attr-word</span>"
        "<span data-p=\"prefix\">attr-pre</span>"
        "<span data-s=\"suffix\">attr-suf</span>"
        "<span data-c=\"amidst\">attr-sub</span>"
        "<span lang=\"en-GB\">attr-dash</span>"
        "<my-widget>custom-el</my-widget>"
        "<span class=\"c2 other c1\">two-classes</span>"
        "<span class=\"c1\">one-class</span>"
        "<ul><li>first-li</li><li>mid-li</li><li>last-li</li></ul>"
        "<h2>h</h2><p>after-h2</p>"
        "</body></html>");

    assert_int_equal(style_of(pg, "type-only")->color, 0x050505);
    assert_int_equal(style_of(pg, "class-beats")->color, 0x030303);
    assert_int_equal(style_of(pg, "id-beats")->color, 0x040404);
    assert_float_equal(size_of(pg, "type-only"), 16, 0.01);
    assert_float_equal(size_of(pg, "child-of-div"), 20, 0.01);
    /* same specificity (0,0,2): the later rule wins */
    assert_float_equal(size_of(pg, "deep-in-section"), 30, 0.01);
    assert_int_equal(style_of(pg, "art-div-p")->weight, 900);
    assert_int_equal(style_of(pg, "art-div-p2")->weight, 900);
    assert_int_equal(style_of(pg, "child-of-div")->weight, 400);
    assert_int_equal(style_of(pg, "type-only")->family, NSEG_FONT_MONO);
    assert_int_equal(style_of(pg, "has-attr")->color, 0x060606);
    assert_float_equal(size_of(pg, "attr-eq"), 40, 0.01);
    assert_float_equal(size_of(pg, "has-attr"), 16, 0.01);
    assert_float_equal(size_of(pg, "attr-word"), 41, 0.01);
    assert_float_equal(size_of(pg, "attr-pre"), 42, 0.01);
    assert_float_equal(size_of(pg, "attr-suf"), 43, 0.01);
    assert_float_equal(size_of(pg, "attr-sub"), 44, 0.01);
    assert_float_equal(size_of(pg, "attr-dash"), 45, 0.01);
    assert_float_equal(size_of(pg, "custom-el"), 46, 0.01);
    assert_int_equal(style_of(pg, "two-classes")->color, 0x070707);
    assert_int_equal(style_of(pg, "one-class")->color, 0x000000);
    assert_int_equal(style_of(pg, "first-li")->color, 0x080808);
    assert_int_equal(style_of(pg, "mid-li")->color, 0x000000);
    assert_int_equal(style_of(pg, "last-li")->color, 0x090909);
    /* dropped rules never match */
    assert_int_equal(style_of(pg, "after-h2")->color, 0x050505);

    page_close(pg);
}


static void
test_important_and_inline(void **state)
{
    page_t  *pg;

    pg = page_open("<!DOCTYPE html><html><head><style>"
        "#a { color: #111111 }\n"
        "p { color: #222222 !important }\n"
        "#b { color: #333333 !important }\n"
        ".c { font-size: 30px !important }\n"
        "</style></head><body>"
        "<p id=\"a\">imp-beats-id</p>"
        "<p id=\"b\">imp-spec</p>"
        "<p style=\"color: #444444\">inline-vs-imp</p>"
        "<div style=\"color: #555555\">inline-wins</div>"
        "<p style=\"color: #666666 !important\">inline-imp</p>"
        "<p class=\"c\" style=\"font-size: 10px\">imp-over-inline</p>"
        "<span style=\"font-size: 12px; color: red; font: bold 20px Arial\">"
        "short-last</span>"
        "</body></html>");

    assert_int_equal(style_of(pg, "imp-beats-id")->color, 0x222222);
    assert_int_equal(style_of(pg, "imp-spec")->color, 0x333333);
    assert_int_equal(style_of(pg, "inline-vs-imp")->color, 0x222222);
    assert_int_equal(style_of(pg, "inline-wins")->color, 0x555555);
    assert_int_equal(style_of(pg, "inline-imp")->color, 0x666666);
    assert_float_equal(size_of(pg, "imp-over-inline"), 30, 0.01);
    assert_float_equal(size_of(pg, "short-last"), 20, 0.01);
    assert_int_equal(style_of(pg, "short-last")->weight, 700);
    assert_int_equal(style_of(pg, "short-last")->family, NSEG_FONT_SANS);
    assert_int_equal(style_of(pg, "short-last")->color, 0xff0000);
    assert_true(nseg_css_stats(pg->css)->inline_decls >= 7);

    page_close(pg);
}


static void
test_units_inheritance(void **state)
{
    page_t  *pg;

    pg = page_open("<!DOCTYPE html><html><head><style>"
        "html { font-size: 10px }\n"
        "body { font-size: 2em; color: navy; font-family: Arial }\n"
        ".rem { font-size: 3rem }\n"
        ".pct { font-size: 50% }\n"
        ".em { font-size: 1.5em }\n"
        ".quirk { font-size: 13 }\n"
        ".pt { font-size: 12pt }\n"
        ".kw { font-size: large }\n"
        ".init { font-size: initial; color: initial }\n"
        ".inh { font-size: inherit }\n"
        ".lighter { font-weight: lighter }\n"
        "</style></head><body>"
        "<p>body-text</p>"
        "<div class=\"em\"><div class=\"em\"><span>em-em</span></div></div>"
        "<div class=\"pct\">pct-text</div>"
        "<div class=\"em\"><span class=\"rem\">rem-text</span></div>"
        "<div class=\"quirk\">quirk-text</div>"
        "<div class=\"pt\">pt-text</div>"
        "<div class=\"kw\">kw-text</div>"
        "<div class=\"em\"><div class=\"init\">init-text</div></div>"
        "<div class=\"em\"><div class=\"inh\">inh-text</div></div>"
        "<h1><span class=\"lighter\">light-h1</span></h1>"
        "</body></html>");

    assert_float_equal(size_of(pg, "body-text"), 20, 0.01);
    assert_int_equal(style_of(pg, "body-text")->color, 0x000080);
    assert_int_equal(style_of(pg, "body-text")->family, NSEG_FONT_SANS);
    assert_float_equal(size_of(pg, "em-em"), 45, 0.01);
    assert_float_equal(size_of(pg, "pct-text"), 10, 0.01);
    /* rem is the root's size, not the parent's */
    assert_float_equal(size_of(pg, "rem-text"), 30, 0.01);
    assert_float_equal(size_of(pg, "quirk-text"), 13, 0.01);
    assert_float_equal(size_of(pg, "pt-text"), 16, 0.01);
    assert_float_equal(size_of(pg, "kw-text"), 18, 0.01);
    assert_float_equal(size_of(pg, "init-text"), 16, 0.01);
    assert_int_equal(style_of(pg, "init-text")->color, 0x000000);
    assert_float_equal(size_of(pg, "inh-text"), 30, 0.01);
    assert_int_equal(style_of(pg, "light-h1")->weight, 400);
    assert_int_equal(style_of(pg, "light-h1")->color, 0x000080);

    page_close(pg);
}


static void
test_hidden(void **state)
{
    page_t  *pg;

    pg = page_open("<!DOCTYPE html><html><head><style>"
        ".gone { display: none }\n"
        ".back { display: block }\n"
        ".inv { visibility: hidden }\n"
        ".vis { visibility: visible }\n"
        ".shown[hidden] { display: block }\n"
        "</style></head><body>"
        "<p>visible-text</p>"
        "<div class=\"gone\"><p>none-child <span class=\"back\">"
        "block-in-none</span></p></div>"
        "<div class=\"inv\"><p>inv-child</p><p class=\"vis\">vis-again"
        " <span>vis-grandchild</span></p></div>"
        "<div hidden>hidden-attr</div>"
        "<div hidden class=\"shown\">hidden-overridden</div>"
        "<div style=\"display:none\">inline-none</div>"
        "<div style=\"display:none\" class=\"x\">"
        "<span style=\"visibility: visible\">none-wins</span></div>"
        "<div style=\"display: none; display: block\">last-display</div>"
        "<noscript><p>noscript-text</p></noscript>"
        "</body></html>");

    assert_false(style_of(pg, "visible-text")->hidden);
    assert_true(style_of(pg, "none-child")->hidden);
    assert_true(style_of(pg, "block-in-none")->hidden);
    assert_true(style_of(pg, "inv-child")->hidden);
    assert_false(style_of(pg, "vis-again")->hidden);
    assert_false(style_of(pg, "vis-grandchild")->hidden);
    assert_true(style_of(pg, "hidden-attr")->hidden);
    assert_false(style_of(pg, "hidden-overridden")->hidden);
    assert_true(style_of(pg, "inline-none")->hidden);
    assert_true(style_of(pg, "none-wins")->hidden);
    assert_false(style_of(pg, "last-display")->hidden);

    page_close(pg);
}


static void
test_media_in_page(void **state)
{
    page_t  *pg;

    pg = page_open("<!DOCTYPE html><html><head><style>"
        "p { color: #010101 }\n"
        "@media print { p { color: #ff0000 } }\n"
        "@media screen { .s { color: #020202 } }\n"
        "@media (max-width: 600px) { .m { color: #ff0000 } }\n"
        "@media (min-width: 600px) { .d { color: #030303 } }\n"
        "@media screen { @media (min-width: 1px) { .n { color: #040404 } }"
        " .n2 { color: #050505 } }\n"
        ".after { color: #060606 }\n"
        "</style><style media=\"print\">.pm { color: #ff0000 }</style>"
        "<style type=\"text/less\">.t { color: #ff0000 }</style>"
        "</head><body>"
        "<p>plain-p</p><p class=\"s\">screen-p</p><p class=\"m\">mobile-p</p>"
        "<p class=\"d\">desktop-p</p><p class=\"n\">nested-p</p>"
        "<p class=\"n2\">nested2-p</p><p class=\"after\">after-p</p>"
        "<p class=\"pm\">print-sheet</p><p class=\"t\">less-sheet</p>"
        "</body></html>");

    assert_int_equal(style_of(pg, "plain-p")->color, 0x010101);
    assert_int_equal(style_of(pg, "screen-p")->color, 0x020202);
    assert_int_equal(style_of(pg, "mobile-p")->color, 0x010101);
    assert_int_equal(style_of(pg, "desktop-p")->color, 0x030303);
    assert_int_equal(style_of(pg, "nested-p")->color, 0x040404);
    assert_int_equal(style_of(pg, "nested2-p")->color, 0x050505);
    assert_int_equal(style_of(pg, "after-p")->color, 0x060606);
    assert_int_equal(style_of(pg, "print-sheet")->color, 0x010101);
    assert_int_equal(style_of(pg, "less-sheet")->color, 0x010101);

    page_close(pg);
}


static void
test_presentational(void **state)
{
    page_t  *pg;

    pg = page_open("<html><head><style>"
        ".f { font-size: 30px }\n"
        "</style></head><body text=\"#123456\">"
        "<p>body-text</p>"
        "<font size=\"1\">fs1</font><font size=\"7\">fs7</font>"
        "<font size=\"+2\">fsplus</font><font size=\"-1\">fsminus</font>"
        "<font size=\"+10\">fsclamp</font><font size=\"x\">fsbad</font>"
        "<font color=\"red\">fcolor</font><font color=\"#00f\">fhex</font>"
        "<font color=\"00ff00\">fhashless</font>"
        "<font face=\"Verdana, Arial\">fface</font>"
        "<font face=\"Courier\">fmono</font>"
        "<font size=\"1\" class=\"f\">css-beats-hint</font>"
        "<font size=\"1\" style=\"font-size: 20px\">inline-beats-hint</font>"
        "<table><tr><td>in-table</td></tr></table>"
        "</body></html>");

    assert_int_equal(style_of(pg, "body-text")->color, 0x123456);
    assert_float_equal(size_of(pg, "fs1"), 10, 0.01);
    assert_float_equal(size_of(pg, "fs7"), 48, 0.01);
    assert_float_equal(size_of(pg, "fsplus"), 24, 0.01);
    assert_float_equal(size_of(pg, "fsminus"), 13, 0.01);
    assert_float_equal(size_of(pg, "fsclamp"), 48, 0.01);
    assert_float_equal(size_of(pg, "fsbad"), 16, 0.01);
    assert_int_equal(style_of(pg, "fcolor")->color, 0xff0000);
    assert_int_equal(style_of(pg, "fhex")->color, 0x0000ff);
    assert_int_equal(style_of(pg, "fhashless")->color, 0x00ff00);
    assert_int_equal(style_of(pg, "fface")->family, NSEG_FONT_SANS);
    assert_int_equal(style_of(pg, "fmono")->family, NSEG_FONT_MONO);
    assert_float_equal(size_of(pg, "css-beats-hint"), 30, 0.01);
    assert_float_equal(size_of(pg, "inline-beats-hint"), 20, 0.01);

    page_close(pg);
}


static void
test_quirks_table(void **state)
{
    page_t  *pg;

    /* no doctype: tables do not inherit the body's font size */
    pg = page_open("<html><head><style>body { font-size: 12px;"
                   " font-weight: bold }</style></head><body><p>outside</p>"
                   "<table><tr><td>in-table</td></tr></table></body></html>");
    assert_float_equal(size_of(pg, "outside"), 12, 0.01);
    assert_float_equal(size_of(pg, "in-table"), 16, 0.01);
    assert_int_equal(style_of(pg, "in-table")->weight, 400);
    page_close(pg);

    pg = page_open("<!DOCTYPE html><html><head><style>body { font-size: 12px"
                   " }</style></head><body><p>outside</p>"
                   "<table><tr><td>in-table</td></tr></table></body></html>");
    assert_float_equal(size_of(pg, "in-table"), 12, 0.01);
    page_close(pg);
}


static void
test_lazy_and_counts(void **state)
{
    uint32_t                 i, styled;
    page_t                  *pg;
    const nseg_css_stats_t  *st;

    pg = page_open("<!DOCTYPE html><html><head><style>"
        "body { margin: 0 }\n"
        ".a { color: red; margin: 0 }\n"
        ".b { padding: 1px }\n"
        "</style></head><body><div><p>one</p></div><div><p>two</p></div>"
        "</body></html>");

    st = nseg_css_stats(pg->css);
    assert_int_equal(st->rules, 3);
    assert_int_equal(st->rules_kept, 1);
    assert_int_equal(st->decls, 4);
    assert_int_equal(st->decls_kept, 1);

    (void) style_of(pg, "one");

    /* only "one", its ancestors and itself were computed */
    styled = 0;

    for (i = 0; i < pg->doc.n; i++) {
        styled += (pg->doc.nodes[i].style != NULL);
    }

    assert_int_equal(styled, 5);    /* html, body, div, p, text */
    assert_null(pg->doc.nodes[pg->doc.n - 1].style);

    /* cached: the same pointer the second time */
    assert_ptr_equal(style_of(pg, "one"), style_of(pg, "one"));

    page_close(pg);
}


static void
test_deep_descendant(void **state)
{
    size_t   i, n, len;
    char    *html, *p;
    page_t  *pg;

    /* 200 nested divs (libxml2 2.9.14 drops content below 256) */
    n = 200;
    len = 256 + n * 24;
    html = malloc(len);
    assert_non_null(html);

    p = html;
    p += sprintf(p, "<!DOCTYPE html><html><head><style>"
                    ".top div div div span { color: #0a0a0a }"
                    ".top > div > span { color: #ff0000 }"
                    "</style></head><body><div class=\"top\">");

    for (i = 0; i < n; i++) {
        p += sprintf(p, "<div>");
    }

    p += sprintf(p, "<span>deep-span</span>");

    for (i = 0; i < n; i++) {
        p += sprintf(p, "</div>");
    }

    sprintf(p, "</div></body></html>");

    pg = page_open(html);
    assert_int_equal(style_of(pg, "deep-span")->color, 0x0a0a0a);
    page_close(pg);
    free(html);
}


static void
test_bench(void **state)
{
    int                r;
    char              *css, *html;
    size_t             i, len, cap;
    double             t0, t1, best_parse, best_styles;
    page_t            *pg;
    uint32_t           k;
    nseg_arena_t       a;
    nseg_css_sheet_t   sh;

    /* a 100 KB style sheet of news-site-like rules */
    cap = 200 * 1024;
    css = malloc(cap);
    assert_non_null(css);
    len = 0;

    for (i = 0; len < 100 * 1024; i++) {
        len += snprintf(css + len, cap - len,
                        ".c%zu .item-%zu > a:hover, #id%zu span.x%zu"
                        " { margin: 0 auto; padding: %zupx; color: #%06zx;"
                        " font: bold %zupx/1.4 Georgia, serif;"
                        " border: 1px solid #eee }\n"
                        "@media (max-width: 600px) { .c%zu { display: none }"
                        " }\n",
                        i, i, i, i, i % 20, (i * 2654435761u) & 0xffffff,
                        10 + i % 30, i);
    }

    /* a page of 2000 paragraphs that use some of the classes */
    cap = len + 400 * 1024;
    html = malloc(cap);
    assert_non_null(html);
    k = (uint32_t) snprintf(html, cap, "<!DOCTYPE html><html><head><style>"
                                        "%s</style></head><body>", css);

    for (i = 0; i < 2000; i++) {
        k += (uint32_t) snprintf(html + k, cap - k,
                                 "<div class=\"c%zu\"><p id=\"id%zu\">"
                                 "para %zu <span class=\"x%zu\">s</span>"
                                 "</p></div>", i % 300, i, i, i % 50);
    }

    snprintf(html + k, cap - k, "</body></html>");

    pg = page_open(html);

    /* the sheet alone, best of 5 */
    best_parse = 1e9;

    for (r = 0; r < 5; r++) {
        nseg_arena_init(&a, 0);
        nseg_css_sheet_init(&sh, &a);
        t0 = now_ms();
        assert_int_equal(nseg_css_parse_sheet(&sh, css, len), NSEG_OK);
        t1 = now_ms();
        best_parse = (t1 - t0 < best_parse) ? t1 - t0 : best_parse;
        nseg_arena_free(&a);
    }

    /* create + every text node's style from cold caches, best of 5 */
    best_styles = 1e9;

    for (r = 0; r < 5; r++) {
        for (k = 0; k < pg->doc.n; k++) {
            pg->doc.nodes[k].style = NULL;
        }

        t0 = now_ms();
        pg->css = nseg_css_create(&pg->doc);
        assert_non_null(pg->css);

        for (k = 0; k < pg->doc.ntexts; k++) {
            assert_non_null(nseg_css_style(pg->css, pg->doc.texts[k]));
        }

        t1 = now_ms();
        best_styles = (t1 - t0 < best_styles) ? t1 - t0 : best_styles;
    }

    printf("# css bench: %zu KB sheet parsed in %.2f ms; create + styles"
           " of %u texts (%u nodes) %.2f ms; rules %u/%u kept\n",
           len / 1024, best_parse, pg->doc.ntexts, pg->doc.n, best_styles,
           nseg_css_stats(pg->css)->rules_kept,
           nseg_css_stats(pg->css)->rules);

    /* "#id7 span.x7" colours the span of paragraph 7 */
    for (k = 0; k < pg->doc.n; k++) {
        if (pg->doc.nodes[k].kind == NSEG_NODE_TEXT
            && strcmp(pg->doc.nodes[k].text, "para 7 ") == 0)
        {
            break;
        }
    }

    assert_true(k + 2 < pg->doc.n);
    assert_int_equal(nseg_css_style(pg->css, k + 2)->color,
                     (7 * 2654435761u) & 0xffffff);
    assert_float_equal(nseg_css_style(pg->css, k + 2)->font_size, 17, 0.01);
    assert_int_equal(nseg_css_style(pg->css, k)->color, 0);

    page_close(pg);
    free(html);
    free(css);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_colors),
        cmocka_unit_test(test_color_table_sorted),
        cmocka_unit_test(test_sizes),
        cmocka_unit_test(test_weights_and_globals),
        cmocka_unit_test(test_font_shorthand),
        cmocka_unit_test(test_families),
        cmocka_unit_test(test_media),
        cmocka_unit_test(test_sheet_counts),
        cmocka_unit_test(test_selectors_parse),
        cmocka_unit_test(test_garbage),
        cmocka_unit_test(test_ua_and_inheritance),
        cmocka_unit_test(test_selectors_and_specificity),
        cmocka_unit_test(test_important_and_inline),
        cmocka_unit_test(test_units_inheritance),
        cmocka_unit_test(test_hidden),
        cmocka_unit_test(test_media_in_page),
        cmocka_unit_test(test_presentational),
        cmocka_unit_test(test_quirks_table),
        cmocka_unit_test(test_lazy_and_counts),
        cmocka_unit_test(test_deep_descendant),
        cmocka_unit_test(test_bench),
    };

    (void) nseg_init();

    return cmocka_run_group_tests(tests, NULL, NULL);
}
