
/*
 * fuzz_css.c - libFuzzer target for the CSS parser (css_parse.c) and
 * the cascade (css.c): the bytes are a style sheet, a style attribute
 * and every value parser's input; the sheet is then cascaded over a
 * fixed page that has ids, classes, attributes and some nesting.
 *
 * clang -g -O1 -fsanitize=fuzzer,address,undefined -Icore \
 *     $(xml2-config --cflags) fuzz/fuzz_css.c core/css.c \
 *     core/css_parse.c core/arena.c core/doc.c core/tags.c core/utf8.c \
 *     $(xml2-config --libs) -lpcre2-8 -lm -o fuzz_css
 * ./fuzz_css fuzz/corpus/css
 */


#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "css_int.h"
#include "doc.h"


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
static nseg_doc_t *nseg_fuzz_page(void);


static const char  nseg_fuzz_html[] =
    "<!DOCTYPE html><html lang=\"en-GB\"><head><title>t</title></head>"
    "<body class=\"home page\" text=\"#333\"><div id=\"main\" class=\"a b\">"
    "<article data-role=\"story\"><h1 class=\"headline x\">Title</h1>"
    "<p class=\"lead\">Lead <b>bold</b> <a href=\"/x\">link</a></p>"
    "<div><div><section><p id=\"p2\" hidden>deep <span>span</span></p>"
    "</section></div></div><ul><li>one</li><li class=\"a\">two</li></ul>"
    "<font size=\"+2\" color=\"red\" face=\"Arial\">font</font>"
    "<my-el x=\"1\"><small>custom</small></my-el></article></div>"
    "<footer style=\"color: blue; font-size: 2em\">foot</footer>"
    "</body></html>";

static nseg_options_t  nseg_fuzz_opts;
static nseg_arena_t    nseg_fuzz_arena;
static nseg_doc_t      nseg_fuzz_doc;


static nseg_doc_t *
nseg_fuzz_page(void)
{
    static int  done;

    if (!done) {
        done = 1;
        (void) nseg_init();
        nseg_arena_init(&nseg_fuzz_arena, 0);

        if (nseg_doc_parse(&nseg_fuzz_doc, &nseg_fuzz_arena, nseg_fuzz_html,
                           sizeof(nseg_fuzz_html) - 1, &nseg_fuzz_opts)
            != NSEG_STATUS_OK)
        {
            __builtin_trap();
        }
    }

    return &nseg_fuzz_doc;
}


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    uint32_t             i, n, rgb;
    nseg_str_t           sheet;
    nseg_doc_t          *doc;
    nseg_css_t          *css;
    const char          *s;
    nseg_arena_t         arena, *saved;
    nseg_css_decl_t      d[NSEG_CSS_NPROPS];
    nseg_css_stats_t     st;
    nseg_css_sheet_t     sh;
    nseg_str_t          *saved_sheets;
    const nseg_style_t  *style;
    uint32_t             saved_n;

    s = (const char *) data;
    nseg_arena_init(&arena, 4096);
    memset(&st, 0, sizeof(st));

    /* the parser alone, and each value parser */
    nseg_css_sheet_init(&sh, &arena);
    (void) nseg_css_parse_sheet(&sh, s, size);
    (void) nseg_css_parse_decls(&arena, s, size, d, &n, &st);
    (void) nseg_css_parse_color(s, size, &rgb);
    (void) nseg_css_parse_size(s, size, &d[0]);
    (void) nseg_css_parse_weight(s, size, &d[0]);
    (void) nseg_css_family_class(s, size);
    (void) nseg_css_media_match(s, size);

    /* the cascade of this sheet over the fixed page */
    doc = nseg_fuzz_page();

    saved = doc->arena;
    saved_sheets = doc->sheets;
    saved_n = doc->nsheets;

    sheet.text = s;
    sheet.len = size;
    doc->arena = &arena;
    doc->sheets = &sheet;
    doc->nsheets = 1;

    for (i = 0; i < doc->n; i++) {
        doc->nodes[i].style = NULL;
    }

    css = nseg_css_create(doc);

    if (css != NULL) {
        for (i = doc->n; i-- > 0; /* void */) {
            style = nseg_css_style(css, i);

            if (style == NULL || !(style->font_size >= 0)
                || style->font_size > 10000 || style->color > 0xffffff
                || style->weight < 100 || style->weight > 900
                || style->family > NSEG_FONT_MONO)
            {
                __builtin_trap();
            }
        }
    }

    for (i = 0; i < doc->n; i++) {
        doc->nodes[i].style = NULL;
    }

    doc->arena = saved;
    doc->sheets = saved_sheets;
    doc->nsheets = saved_n;

    nseg_arena_free(&arena);

    return 0;
}
