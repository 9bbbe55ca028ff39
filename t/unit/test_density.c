
/*
 * test_density.c - the density-block filter (density.c): a player's
 * controls, a share bar and a tag list inside the article go; short
 * content (a heading, a short paragraph, a code listing, a data table,
 * a list of sentences) stays; the article's own container is never
 * judged.
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "newsseg.h"
#include "arena.h"
#include "doc.h"
#include "density.h"


#define LONG_P                                                              \
    "<p>The regional water board confirmed on Thursday that the new "       \
    "treatment plant will open in the spring, two years later than "        \
    "planned, after a dispute over the contract was settled.</p>"           \
    "<p>Officials said the plant would supply forty thousand homes and "    \
    "that the old reservoir on the hill would be kept as a reserve.</p>"


typedef struct {
    nseg_arena_t               arena;
    nseg_options_t             opts;
    nseg_doc_t                 doc;
    uint8_t                   *keep;
} page_t;


/* parses the page, keeps every text node, runs the filter */
static page_t *
page_run(const char *html)
{
    uint32_t   i;
    page_t    *p;

    p = calloc(1, sizeof(page_t));
    assert_non_null(p);

    nseg_arena_init(&p->arena, 0);
    assert_int_equal(nseg_doc_parse(&p->doc, &p->arena, html, strlen(html),
                                    &p->opts),
                     NSEG_STATUS_OK);

    p->keep = calloc(p->doc.n + 1, 1);
    assert_non_null(p->keep);

    for (i = 0; i < p->doc.n; i++) {
        p->keep[i] = (p->doc.nodes[i].kind == NSEG_NODE_TEXT);
    }

    assert_int_equal(nseg_density_filter(&p->doc, &p->arena, p->keep, 0),
                     NSEG_OK);

    return p;
}


/* whether the text node containing needle is still kept */
static int
kept(page_t *p, const char *needle)
{
    uint32_t  i;

    for (i = 0; i < p->doc.n; i++) {
        if (p->doc.nodes[i].kind == NSEG_NODE_TEXT
            && p->doc.nodes[i].text != NULL
            && strstr(p->doc.nodes[i].text, needle) != NULL)
        {
            return p->keep[i] != 0;
        }
    }

    fail_msg("no text node with \"%s\"", needle);

    return 0;
}


static void
page_free(page_t *p)
{
    free(p->keep);
    nseg_doc_free(&p->doc);
    nseg_arena_free(&p->arena);
    free(p);
}


static void
test_widgets_go(void **state)
{
    page_t  *p;

    (void) state;

    p = page_run(
        "<html><body><article>" LONG_P
        "<div class=\"player\"><div class=\"bar\"><div><span>Settings</span>"
        "</div><div><span>HD</span></div><div><span>Auto</span></div>"
        "<div><span>CC</span></div></div></div>"
        "<ul class=\"tags\"><li><a href=\"/t/a\">EU</a></li>"
        "<li><a href=\"/t/b\">UK</a></li><li><a href=\"/t/c\">Tax</a></li>"
        "</ul>"
        LONG_P "</article></body></html>");

    assert_false(kept(p, "Settings"));
    assert_false(kept(p, "Auto"));
    assert_false(kept(p, "Tax"));
    assert_true(kept(p, "regional water board"));

    page_free(p);
}


static void
test_short_content_stays(void **state)
{
    page_t  *p;

    (void) state;

    p = page_run(
        "<html><body><article>" LONG_P
        "<div><h2 id=\"the-background-of-the-long-dispute-with-the-builder\">"
        "Why</h2></div>"
        "<div><p>It rained.</p></div>"
        "<div class=\"code\"><pre><code><span>x</span> <span>=</span> "
        "<span>1</span>;\n<span>y</span> <span>=</span> <span>2</span>;"
        "</code></pre></div>"
        "<div><table><tr><td>1</td><td>2</td></tr><tr><td>3</td><td>4</td>"
        "</tr></table></div>"
        "<ul><li>Forty thousand homes.</li><li>Two years late.</li></ul>"
        LONG_P "</article></body></html>");

    assert_true(kept(p, "Why"));
    assert_true(kept(p, "It rained."));
    assert_true(kept(p, "y"));
    assert_true(kept(p, "4"));
    assert_true(kept(p, "Two years late."));

    page_free(p);
}


/*
 * Words with ruby readings and a list of one-word ingredients are thin
 * only if every element counts: phrasing does not, a list without
 * links or buttons is content.
 */
static void
test_phrasing_and_plain_lists_stay(void **state)
{
    page_t  *p;

    (void) state;

    p = page_run(
        "<html><body><article>" LONG_P
        "<div class=\"easy\"><p><ruby>子供<rt>こども</rt></ruby>が"
        "<ruby>学校<rt>がっこう</rt></ruby>へ<ruby>行<rt>い</rt></ruby>"
        "きました。</p><p><ruby>雨<rt>あめ</rt></ruby>が<ruby>降<rt>ふ</rt>"
        "</ruby>りました。</p></div>"
        "<div class=\"ingredients\"><ul><li>Eggs</li><li>Milk</li>"
        "<li>Flour</li><li>Salt</li><li>Butter</li></ul></div>"
        "<div class=\"menu\"><ul><li><a href=\"#q\">720p</a></li>"
        "<li><a href=\"#a\">Auto</a></li><li><a href=\"#h\">HD</a></li>"
        "</ul></div>"
        LONG_P "</article></body></html>");

    assert_true(kept(p, "きました"));
    assert_true(kept(p, "りました"));
    assert_true(kept(p, "Flour"));
    assert_false(kept(p, "720p"));

    page_free(p);
}


/* a page that is one thin block: it is the article, never judged */
static void
test_article_container_stays(void **state)
{
    page_t  *p;

    (void) state;

    p = page_run(
        "<html><body><div class=\"poem\"><div><span>I</span></div>"
        "<div><span>am</span></div><div><span>here</span></div></div>"
        "<div><span>x</span></div></body></html>");

    assert_true(kept(p, "here"));

    page_free(p);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_widgets_go),
        cmocka_unit_test(test_short_content_stays),
        cmocka_unit_test(test_phrasing_and_plain_lists_stay),
        cmocka_unit_test(test_article_container_stays),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
