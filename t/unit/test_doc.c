
/*
 * test_doc.c - the flat pre-order node array (doc.c): tree invariants,
 * text and link-character counts, what the parse collects on the way
 * (<title>, <style>, <html lang>, <base href>), nseg_doc_text, and the
 * node and depth caps.
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
#include "tags.h"


typedef struct {
    nseg_arena_t               arena;
    nseg_options_t             opts;
    nseg_doc_t                 doc;
    nseg_status_e              status;
} page_t;


static page_t *
page_parse_opts(const char *html, size_t len, const nseg_options_t *opts)
{
    page_t  *p;

    p = calloc(1, sizeof(page_t));
    assert_non_null(p);

    if (opts != NULL) {
        p->opts = *opts;
    }

    nseg_arena_init(&p->arena, 0);
    p->status = nseg_doc_parse(&p->doc, &p->arena, html, len, &p->opts);

    return p;
}


static page_t *
page_parse(const char *html)
{
    page_t  *p;

    p = page_parse_opts(html, strlen(html), NULL);
    assert_int_equal(p->status, NSEG_STATUS_OK);

    return p;
}


static void
page_free(page_t *p)
{
    nseg_doc_free(&p->doc);
    nseg_arena_free(&p->arena);
    free(p);
}


/* the first element with this tag at or after index from */
static uint32_t
find_tag(const nseg_doc_t *doc, nseg_tag_e tag, uint32_t from)
{
    uint32_t  i;

    for (i = from; i < doc->n; i++) {
        if (doc->nodes[i].kind == NSEG_NODE_ELEMENT
            && doc->nodes[i].tag == tag)
        {
            return i;
        }
    }

    fail_msg("no element with tag %d after %u", (int) tag, from);

    return NSEG_NONE;
}


/* the element whose id attribute is id */
static uint32_t
find_id(const nseg_doc_t *doc, const char *id)
{
    uint32_t     i;
    const char  *v;

    for (i = 0; i < doc->n; i++) {
        v = nseg_doc_attr(doc, i, "id");
        if (v != NULL && strcmp(v, id) == 0) {
            return i;
        }
    }

    fail_msg("no element with id \"%s\"", id);

    return NSEG_NONE;
}


/* the text node whose raw text contains s */
static uint32_t
find_text(const nseg_doc_t *doc, const char *s)
{
    uint32_t  i;

    for (i = 0; i < doc->n; i++) {
        if (doc->nodes[i].kind == NSEG_NODE_TEXT
            && doc->nodes[i].text != NULL
            && strstr(doc->nodes[i].text, s) != NULL)
        {
            return i;
        }
    }

    fail_msg("no text node with \"%s\"", s);

    return NSEG_NONE;
}


static const char  *small_page =
    "<!DOCTYPE html>\n"
    "<html lang=\"pt-BR\"><head>\n"
    "<title>  Small   page\n title </title>\n"
    "<style>p { color: red }</style>\n"
    "<meta charset=\"utf-8\">\n"
    "<style>.x { font-size: 20px }</style>\n"
    "</head>\n"
    "<body>\n"
    "<div id=\"nav\"><ul><li><a href=\"/a\">Home</a></li>"
    "<li><a href=\"/b\">World news</a></li></ul></div>\n"
    "<div id=\"main\">\n"
    "  <h1 id=\"h\">The headline</h1>\n"
    "  <p id=\"p1\">Hello <a href=\"/x\">linked words</a> and "
    "<a name=\"anchor\">anchor</a> text.</p>\n"
    "  <p id=\"p2\">Second <b>bold</b> para<i>graph</i>.</p>\n"
    "  <!-- a comment is not a node -->\n"
    "  <div id=\"hid1\" hidden>hidden attribute</div>\n"
    "  <div id=\"hid2\" style=\"color: red; DISPLAY : none\">inline "
    "none</div>\n"
    "  <div id=\"hid3\" style=\"visibility:hidden\">invisible</div>\n"
    "  <div id=\"shown\" style=\"display: block\">shown</div>\n"
    "  <script>var x = \"script text\";</script>\n"
    "  <form id=\"f\"><p>Form paragraph text</p>"
    "<input type=\"text\" value=\"v\"></form>\n"
    "</div>\n"
    "<footer id=\"foot\">Footer \xc2\xa0 caf\xc3\xa9</footer>\n"
    "</body></html>\n";


/* every subtree is [i, end), children linked via next, depth by one */
static void
check_invariants(const nseg_doc_t *doc)
{
    uint32_t            i, c, last, count, j, a;
    uint32_t            chars, link_chars;
    const nseg_node_t  *nd, *cn;

    assert_true(doc->n > 0);
    assert_int_equal(doc->nodes[0].parent, NSEG_NONE);
    assert_int_equal(doc->nodes[0].depth, 0);
    assert_int_equal(doc->nodes[0].end, doc->n);
    assert_int_equal(doc->nodes[0].next, NSEG_NONE);

    for (i = 0; i < doc->n; i++) {
        nd = &doc->nodes[i];

        assert_true(nd->kind == NSEG_NODE_ELEMENT
                    || nd->kind == NSEG_NODE_TEXT);
        assert_true(nd->end > i && nd->end <= doc->n);

        if (nd->kind == NSEG_NODE_TEXT) {
            assert_int_equal(nd->end, i + 1);
        }

        if (i > 0) {
            assert_true(nd->parent < i);
            assert_int_equal(nd->depth, doc->nodes[nd->parent].depth + 1);

            /* the subtree of the parent contains this one */
            assert_true(nd->end <= doc->nodes[nd->parent].end);
        }

        /* every node of [i+1, end) has i as an ancestor */
        for (j = i + 1; j < nd->end; j++) {
            for (a = doc->nodes[j].parent; a != NSEG_NONE && a > i;
                 a = doc->nodes[a].parent)
            {
                /* void */
            }

            if (a != i) {
                fail_msg("node %u in [%u, %u) but not a descendant", j, i,
                         nd->end);
            }
        }

        /* children: from i + 1 through next, each starting at the end
         * of the one before, covering exactly the subtree */
        count = 0;
        chars = 0;
        link_chars = 0;
        last = i + 1;

        for (c = nd->end > i + 1 ? i + 1 : NSEG_NONE; c != NSEG_NONE;
             c = cn->next)
        {
            cn = &doc->nodes[c];

            assert_int_equal(cn->parent, i);
            assert_int_equal(c, last);
            last = cn->end;
            chars += cn->chars;
            link_chars += cn->link_chars;
            count++;

            assert_true(count <= doc->n);
        }

        assert_int_equal(last, nd->end);

        for (j = i + 1; j < nd->end; j++) {
            if (doc->nodes[j].parent == i) {
                count--;
            }
        }

        assert_int_equal(count, 0);

        /* aggregates: an element's counts are its children's sums */
        if (nd->kind == NSEG_NODE_ELEMENT) {
            assert_int_equal(nd->chars, chars);
            assert_int_equal(nd->link_chars, link_chars);
        }

        assert_true(nd->link_chars <= nd->chars);
    }
}


static void
test_invariants_small_page(void **state)
{
    page_t  *p;

    p = page_parse(small_page);
    check_invariants(&p->doc);

    assert_int_equal(p->doc.nodes[0].tag, NSEG_TAG_HTML);
    assert_true(p->doc.body > 0);
    assert_int_equal(p->doc.nodes[p->doc.body].tag, NSEG_TAG_BODY);

    page_free(p);
}


static void
test_invariants_malformed(void **state)
{
    page_t  *p;

    /* unclosed and misnested tags: libxml2 repairs, the array holds */
    p = page_parse("<div><p>one<b>two<i>three</b>four</i><table><tr>"
                   "<td>cell<td>cell two</table><ul><li>a<li>b</div>"
                   "<p>after");
    check_invariants(&p->doc);
    page_free(p);

    /* text directly under <html> and no <body> tag */
    p = page_parse("plain text only, no tags");
    check_invariants(&p->doc);
    assert_int_equal(p->doc.ntexts, 1);
    page_free(p);
}


static void
test_counts(void **state)
{
    uint32_t  i;
    page_t   *p;

    p = page_parse(small_page);

    /* "Hello" "linked words" "and" "anchor" "text.": only the <a href>
     * counts as link text, white space never counts */
    i = find_id(&p->doc, "p1");
    assert_int_equal(p->doc.nodes[i].chars, 5 + 11 + 3 + 6 + 5);
    assert_int_equal(p->doc.nodes[i].link_chars, 11);

    i = find_text(&p->doc, "linked words");
    assert_true(p->doc.nodes[i].in_link);
    assert_int_equal(p->doc.nodes[i].link_chars, 11);

    i = find_text(&p->doc, "anchor");
    assert_false(p->doc.nodes[i].in_link);
    assert_int_equal(p->doc.nodes[i].link_chars, 0);

    /* nav: all link text */
    i = find_id(&p->doc, "nav");
    assert_int_equal(p->doc.nodes[i].chars, 4 + 9);
    assert_int_equal(p->doc.nodes[i].link_chars, 4 + 9);

    i = find_id(&p->doc, "p2");
    assert_int_equal(p->doc.nodes[i].chars, 6 + 4 + 4 + 5 + 1);
    assert_int_equal(p->doc.nodes[i].link_chars, 0);

    /* NBSP is space; the e-acute is one character */
    i = find_id(&p->doc, "foot");
    assert_int_equal(p->doc.nodes[i].chars, 6 + 4);

    /* hidden attribute and inline display:none / visibility:hidden */
    i = find_id(&p->doc, "hid1");
    assert_true(p->doc.nodes[i].hidden);
    assert_int_equal(p->doc.nodes[i].chars, 0);
    assert_true(p->doc.nodes[i + 1].hidden);

    i = find_id(&p->doc, "hid2");
    assert_true(p->doc.nodes[i].hidden);
    assert_int_equal(p->doc.nodes[i].chars, 0);

    i = find_id(&p->doc, "hid3");
    assert_true(p->doc.nodes[i].hidden);
    assert_int_equal(p->doc.nodes[i].chars, 0);

    i = find_id(&p->doc, "shown");
    assert_false(p->doc.nodes[i].hidden);
    assert_int_equal(p->doc.nodes[i].chars, 5);

    /* <form> content is kept */
    i = find_id(&p->doc, "f");
    assert_int_equal(p->doc.nodes[i].chars, 4 + 9 + 4);
    assert_true(p->doc.nodes[find_text(&p->doc, "Form paragraph")].text_pos
                != NSEG_NONE);

    /* the <head> holds no visible text: the title is not counted */
    i = find_tag(&p->doc, NSEG_TAG_HEAD, 0);
    assert_int_equal(p->doc.nodes[i].chars, 0);
    assert_true(p->doc.nodes[find_tag(&p->doc, NSEG_TAG_TITLE, 0)].in_head);

    /* the script's text is not content (no node, or no characters) */
    for (i = 0; i < p->doc.n; i++) {
        if (p->doc.nodes[i].kind == NSEG_NODE_TEXT
            && p->doc.nodes[i].text != NULL
            && strstr(p->doc.nodes[i].text, "script text") != NULL)
        {
            assert_int_equal(p->doc.nodes[i].chars, 0);
        }
    }

    /* the body's total: everything visible above */
    i = p->doc.body;
    assert_int_equal(p->doc.nodes[i].chars,
                     13                     /* nav */
                     + 3 + 8                /* h1 */
                     + 30 + 20              /* p1, p2 */
                     + 5                    /* shown */
                     + 17                   /* form */
                     + 10);                 /* footer */
    assert_int_equal(p->doc.nodes[i].link_chars, 13 + 11);

    page_free(p);
}


static void
test_collected(void **state)
{
    page_t  *p;

    p = page_parse(small_page);

    assert_int_equal(p->doc.title_tag.len, strlen("Small page title"));
    assert_memory_equal(p->doc.title_tag.text, "Small page title",
                        p->doc.title_tag.len);

    assert_int_equal(p->doc.nsheets, 2);
    assert_int_equal(p->doc.sheets[0].len, strlen("p { color: red }"));
    assert_memory_equal(p->doc.sheets[0].text, "p { color: red }",
                        p->doc.sheets[0].len);
    assert_memory_equal(p->doc.sheets[1].text, ".x { font-size: 20px }",
                        p->doc.sheets[1].len);

    assert_non_null(p->doc.lang);
    assert_string_equal(p->doc.lang, "pt-BR");

    /* no <base>, no options: no base URL */
    assert_null(p->doc.base_url);

    page_free(p);

    /* no title, no style, no lang */
    p = page_parse("<html><body><p>text</p></body></html>");
    assert_null(p->doc.title_tag.text);
    assert_int_equal(p->doc.nsheets, 0);
    assert_null(p->doc.lang);
    page_free(p);

    /* the first <title> wins */
    p = page_parse("<html><head><title>First</title><title>Second</title>"
                   "</head><body><p>x</p></body></html>");
    assert_int_equal(p->doc.title_tag.len, 5);
    assert_memory_equal(p->doc.title_tag.text, "First", 5);
    page_free(p);

    /* xml:lang when lang is missing */
    p = page_parse("<html xml:lang=\"de\"><body><p>x</p></body></html>");
    assert_non_null(p->doc.lang);
    assert_string_equal(p->doc.lang, "de");
    page_free(p);
}


static void
test_base_href(void **state)
{
    page_t          *p;
    const char      *page;
    nseg_options_t   opts;

    memset(&opts, 0, sizeof(opts));
    opts.base_url = "https://example.com/news/2024/story.html";

    page = "<html><head><base href=\"/static/\"></head>"
           "<body><p>x</p></body></html>";

    p = page_parse_opts(page, strlen(page), &opts);
    assert_int_equal(p->status, NSEG_STATUS_OK);
    assert_non_null(p->doc.base_url);
    assert_string_equal(p->doc.base_url, "https://example.com/static/");
    page_free(p);

    /* relative without a leading slash, and only the first <base> */
    page = "<html><head><base href=\"img/\"><base href=\"/other/\">"
           "</head><body><p>x</p></body></html>";

    p = page_parse_opts(page, strlen(page), &opts);
    assert_string_equal(p->doc.base_url,
                        "https://example.com/news/2024/img/");
    page_free(p);

    /* absolute <base> replaces the options' URL */
    page = "<html><head><base href=\"http://cdn.example.org/a/\"></head>"
           "<body><p>x</p></body></html>";

    p = page_parse_opts(page, strlen(page), &opts);
    assert_string_equal(p->doc.base_url, "http://cdn.example.org/a/");
    page_free(p);

    /* no <base>: the options' URL itself */
    page = "<html><body><p>x</p></body></html>";

    p = page_parse_opts(page, strlen(page), &opts);
    assert_ptr_equal(p->doc.base_url, opts.base_url);
    page_free(p);
}


static void
test_texts_order(void **state)
{
    uint32_t      t, i, prev, n;
    page_t       *p;
    nseg_node_t  *nd;

    p = page_parse(small_page);

    /* texts[] lists the text nodes with visible characters, in order */
    n = 0;
    prev = 0;

    for (t = 0; t < p->doc.ntexts; t++) {
        i = p->doc.texts[t];
        nd = &p->doc.nodes[i];

        assert_int_equal(nd->kind, NSEG_NODE_TEXT);
        assert_true(nd->chars > 0);
        assert_int_equal(nd->text_pos, t);

        if (t > 0) {
            assert_true(i > prev);
        }

        prev = i;
    }

    for (i = 0; i < p->doc.n; i++) {
        nd = &p->doc.nodes[i];

        if (nd->kind == NSEG_NODE_TEXT && nd->chars > 0) {
            n++;

        } else {
            assert_int_equal(nd->text_pos, NSEG_NONE);
        }
    }

    assert_int_equal(n, p->doc.ntexts);

    /* the first few, by content */
    assert_string_equal(p->doc.nodes[p->doc.texts[0]].text, "Home");
    assert_string_equal(p->doc.nodes[p->doc.texts[1]].text, "World news");
    assert_string_equal(p->doc.nodes[p->doc.texts[2]].text, "The headline");
    assert_string_equal(p->doc.nodes[p->doc.texts[3]].text, "Hello ");
    assert_string_equal(p->doc.nodes[p->doc.texts[4]].text, "linked words");

    /* hidden texts are not listed */
    assert_int_equal(p->doc.nodes[find_text(&p->doc, "invisible")].text_pos,
                     NSEG_NONE);

    page_free(p);
}


static void
text_is(nseg_doc_t *doc, uint32_t i, const char *expect)
{
    nseg_str_t  s;

    s = nseg_doc_text(doc, i);

    if (s.len != strlen(expect) || memcmp(s.text, expect, s.len) != 0) {
        fail_msg("node %u text \"%.*s\", expected \"%s\"", i, (int) s.len,
                 s.text, expect);
    }
}


static void
test_doc_text(void **state)
{
    page_t  *p;

    p = page_parse("<html><body>"
                   "<div id=\"d\">  <p>One \n\t  two</p><p>three</p>four"
                   "<b>five</b> six"
                   "<ul><li>seven</li><li>eight</li></ul>"
                   "<span hidden>never</span>nine</div>"
                   "<div id=\"e\"><span>a</span><span>b</span></div>"
                   "<div id=\"empty\">   </div>"
                   "</body></html>");

    /* blocks are separated, inline pieces glue, white space collapses,
     * hidden text is left out */
    text_is(&p->doc, find_id(&p->doc, "d"),
            "One two three fourfive six seven eight nine");

    /* inline siblings within one block: no space invented */
    text_is(&p->doc, find_id(&p->doc, "e"), "ab");

    /* a single text node */
    text_is(&p->doc, find_text(&p->doc, "One"), "One two");

    /* no visible text */
    text_is(&p->doc, find_id(&p->doc, "empty"), "");

    page_free(p);
}


/*
 * Numeric references 128-159 are windows-1252 characters, as browsers
 * read them, in text and in attribute values; other text is unchanged.
 */
static void
test_c1_references(void **state)
{
    page_t  *p;

    p = page_parse("<html><body>"
                   "<p id=\"q\" title=\"&#128;5 &#x99;\">&#147;Quoted&#148; "
                   "&#0151; &#x85; caf\xc3\xa9 \xc2\xbbx\xc2\xab</p>"
                   "</body></html>");

    text_is(&p->doc, find_id(&p->doc, "q"),
            "\xe2\x80\x9cQuoted\xe2\x80\x9d \xe2\x80\x94 \xe2\x80\xa6 "
            "caf\xc3\xa9 \xc2\xbbx\xc2\xab");
    assert_string_equal(nseg_doc_attr(&p->doc, find_id(&p->doc, "q"),
                                      "title"),
                        "\xe2\x82\xac" "5 \xe2\x84\xa2");

    page_free(p);
}


/*
 * A white-space-only text node between two inline elements separates
 * words: "<b>five</b> <i>six</i>" reads "five six", not "fivesix".
 */
static void
test_doc_text_keeps_space_between_inline_elements(void **state)
{
    page_t  *p;

    p = page_parse("<html><body><p id=\"p\"><b>five</b> <i>six</i> "
                   "<span>By</span>\n<a href=\"/a\">Jane Roe</a></p>"
                   "</body></html>");

    text_is(&p->doc, find_id(&p->doc, "p"), "five six By Jane Roe");

    page_free(p);
}


static void
test_empty(void **state)
{
    page_t  *p;

    p = page_parse_opts("", 0, NULL);
    assert_int_equal(p->status, NSEG_STATUS_EMPTY);
    page_free(p);

    p = page_parse_opts("<html><body>  </body></html>", 28, NULL);
    assert_int_equal(p->status, NSEG_STATUS_EMPTY);
    page_free(p);

    /* only hidden text is no text */
    p = page_parse_opts("<p hidden>x</p>", 15, NULL);
    assert_int_equal(p->status, NSEG_STATUS_EMPTY);
    page_free(p);
}


static char *
nested(unsigned depth, const char *open, const char *close)
{
    char      *s, *q;
    size_t     lo, lc, len;
    unsigned   k;

    lo = strlen(open);
    lc = strlen(close);
    len = depth * (lo + lc) + 64;

    s = malloc(len);
    assert_non_null(s);

    q = s;
    q += sprintf(q, "<html><body>");

    for (k = 0; k < depth; k++) {
        memcpy(q, open, lo);
        q += lo;
    }

    q += sprintf(q, "deep");

    for (k = 0; k < depth; k++) {
        memcpy(q, close, lc);
        q += lc;
    }

    *q = '\0';

    return s;
}


/* a page: open, then n items from fmt (one %u, the item's number) */
static char *
many_attrs(unsigned n, const char *open, const char *fmt, const char *close)
{
    char      *html, *q;
    size_t     size;
    unsigned   k;

    size = strlen(open) + n * (strlen(fmt) + 12) + strlen(close) + 1;
    html = malloc(size);
    assert_non_null(html);

    q = html + sprintf(html, "%s", open);

    for (k = 0; k < n; k++) {
        q += sprintf(q, fmt, k);
    }

    strcpy(q, close);

    return html;
}


static void
parses_as(char *html, nseg_status_e status)
{
    page_t  *p;

    p = page_parse_opts(html, strlen(html), NULL);
    assert_int_equal(p->status, status);
    page_free(p);
    free(html);
}


/*
 * libxml2's start tags cost the square of their attributes: a page
 * whose tags would take it more than 20 million comparisons is declined
 * before the parser sees it, however the attributes are written; the
 * same text in a script, a comment or a quoted value is not counted.
 */
static void
test_attr_cap(void **state)
{
    char      *html, *q;
    unsigned   k;

    parses_as(many_attrs(6000, "<p>x</p><div", " a%u", ">x</div>"),
              NSEG_STATUS_OK);
    parses_as(many_attrs(6400, "<p>x</p><div", " a%u", ">x</div>"),
              NSEG_STATUS_TOO_LARGE);

    /* the sum over tags: 20 tags of 1200 pass, 30 do not */
    html = many_attrs(1200, "<i", " a%u", ">x</i>");
    q = malloc(strlen(html) * 30 + 1);
    assert_non_null(q);
    q[0] = '\0';

    for (k = 0; k < 30; k++) {
        strcat(q, html);

        if (k == 19) {
            parses_as(strdup(q), NSEG_STATUS_OK);
        }
    }

    parses_as(q, NSEG_STATUS_TOO_LARGE);
    free(html);

    /* written so that words would miss them (review of 2026-11-23) */
    parses_as(many_attrs(7000, "<div x", " a%u=\"\"", ">"),
              NSEG_STATUS_TOO_LARGE);
    parses_as(many_attrs(7000, "<div x ", "a%u=\"\"", ">"),
              NSEG_STATUS_TOO_LARGE);
    parses_as(many_attrs(7000, "<div =\"", " a%u", " \">"),
              NSEG_STATUS_TOO_LARGE);
    parses_as(many_attrs(7000, "<div a=b= \"", " a%u", " \">"),
              NSEG_STATUS_TOO_LARGE);
    parses_as(many_attrs(7000, "<script/><div", " a%u", ">"),
              NSEG_STATUS_TOO_LARGE);
    parses_as(many_attrs(7000, "<style/><div", " a%u", ">"),
              NSEG_STATUS_TOO_LARGE);
    parses_as(many_attrs(7000, "<script-x>x</script-x><div", " a%u", ">"),
              NSEG_STATUS_TOO_LARGE);
    parses_as(many_attrs(7000, "<!-- c --!><div", " a%u", ">-->"),
              NSEG_STATUS_TOO_LARGE);
    parses_as(many_attrs(7000, "<?x <a b=\" ?><div", " a%u", "> \">"),
              NSEG_STATUS_TOO_LARGE);
    parses_as(many_attrs(7000, "</p <a b=\"><div", " a%u", "> \">"),
              NSEG_STATUS_TOO_LARGE);
    parses_as(many_attrs(7000, "<!DOCTYPE html <a b=\"><div", " a%u",
                         "> \">"),
              NSEG_STATUS_TOO_LARGE);
    parses_as(many_attrs(7000, "<p title=it's>x</p><div", " a%u", "></div>'"),
              NSEG_STATUS_TOO_LARGE);
    parses_as(many_attrs(7000, "</ <div", " a%u", ">"),
              NSEG_STATUS_TOO_LARGE);

    /* one name of 700,000 characters is 7,000 names to libxml2 */
    parses_as(many_attrs(70000, "<div ", "a%09u", ">"),
              NSEG_STATUS_TOO_LARGE);

    /* words of a quoted value, a script, a style and a comment */
    parses_as(many_attrs(9000, "<p title=\"", " w%u", "\">x</p>"),
              NSEG_STATUS_OK);
    parses_as(many_attrs(9000, "<script>var s = '<div", " a%u",
                         ">';</script><p>x</p>"),
              NSEG_STATUS_OK);
    parses_as(many_attrs(9000, "<STYLE>/* <div", " a%u",
                         "> */</style><p>x</p>"),
              NSEG_STATUS_OK);
    parses_as(many_attrs(9000, "<!-- <div", " a%u", "> --><p>x</p>"),
              NSEG_STATUS_OK);
}


static void
test_caps(void **state)
{
    char            *html;
    page_t          *p;
    unsigned         k;
    nseg_options_t   opts;

    /* max_nodes */
    html = malloc(64 * 20 + 64);
    assert_non_null(html);
    strcpy(html, "<html><body>");

    for (k = 0; k < 64; k++) {
        strcat(html, "<p>paragraph</p>");
    }

    memset(&opts, 0, sizeof(opts));
    opts.max_nodes = 50;
    p = page_parse_opts(html, strlen(html), &opts);
    assert_int_equal(p->status, NSEG_STATUS_TOO_LARGE);
    page_free(p);

    opts.max_nodes = 1000;
    p = page_parse_opts(html, strlen(html), &opts);
    assert_int_equal(p->status, NSEG_STATUS_OK);
    assert_int_equal(p->doc.ntexts, 64);
    page_free(p);
    free(html);

    /* our own max_depth */
    html = nested(20, "<div>", "</div>");

    opts.max_nodes = 0;
    opts.max_depth = 10;
    p = page_parse_opts(html, strlen(html), &opts);
    assert_int_equal(p->status, NSEG_STATUS_TOO_DEEP);
    page_free(p);

    opts.max_depth = 30;
    p = page_parse_opts(html, strlen(html), &opts);
    assert_int_equal(p->status, NSEG_STATUS_OK);
    check_invariants(&p->doc);
    page_free(p);
    free(html);

    /* within libxml2's limit and the default max_depth */
    html = nested(200, "<div>", "</div>");
    p = page_parse_opts(html, strlen(html), NULL);
    assert_int_equal(p->status, NSEG_STATUS_OK);
    assert_int_equal(p->doc.nodes[p->doc.texts[0]].depth, 200 + 2);
    check_invariants(&p->doc);
    page_free(p);
    free(html);

    /* beyond the default max_depth of 256 */
    html = nested(300, "<div>", "</div>");
    p = page_parse_opts(html, strlen(html), NULL);
    assert_int_equal(p->status, NSEG_STATUS_TOO_DEEP);
    page_free(p);

    /* no parser limit of its own: a raised max_depth keeps the page */
    opts.max_depth = 1000;
    p = page_parse_opts(html, strlen(html), &opts);
    assert_int_equal(p->status, NSEG_STATUS_OK);
    assert_int_equal(p->doc.nodes[p->doc.texts[0]].depth, 300 + 2);
    check_invariants(&p->doc);
    page_free(p);
    free(html);

    /* the same with inline elements, and no closing tags at all */
    html = nested(400, "<span>", "");
    p = page_parse_opts(html, strlen(html), NULL);
    assert_int_equal(p->status, NSEG_STATUS_TOO_DEEP);
    page_free(p);

    p = page_parse_opts(html, strlen(html), &opts);
    assert_int_equal(p->status, NSEG_STATUS_OK);
    check_invariants(&p->doc);
    page_free(p);
    free(html);
}


static void
test_attr(void **state)
{
    uint32_t  i;
    page_t   *p;

    p = page_parse("<html><body><a id=\"l\" HREF=\"/x?a=1&amp;b=2\" "
                   "data-empty>link</a></body></html>");

    i = find_id(&p->doc, "l");
    assert_string_equal(nseg_doc_attr(&p->doc, i, "href"), "/x?a=1&b=2");
    assert_string_equal(nseg_doc_attr(&p->doc, i, "data-empty"), "");
    assert_null(nseg_doc_attr(&p->doc, i, "title"));

    /* text nodes have no attributes */
    assert_null(nseg_doc_attr(&p->doc, i + 1, "href"));

    page_free(p);
}


/*
 * What the SAX builder does where libxml2's DOM did something of its
 * own: one root after </html>, text split by processing instructions,
 * prefixed names, a BOM, and the depth field's own limit.
 */
static void
test_sax_like_dom(void **state)
{
    char            *html;
    uint32_t         i, li;
    page_t          *p;
    nseg_options_t   opts;

    /* content after </html> stays under the one root */
    p = page_parse("<p>first</p></html><p>second</p>");
    check_invariants(&p->doc);
    assert_int_equal(p->doc.nodes[0].end, p->doc.n);

    for (i = 1; i < p->doc.n; i++) {
        assert_int_not_equal(p->doc.nodes[i].parent, NSEG_NONE);
    }

    assert_int_equal(p->doc.ntexts, 2);
    page_free(p);

    /* a processing instruction splits text, as a comment does */
    p = page_parse("<p>foo<?php echo 1 ?>bar</p>");
    assert_int_equal(p->doc.ntexts, 2);
    assert_string_equal(p->doc.nodes[p->doc.texts[0]].text, "foo");
    page_free(p);

    /* "a0:li" is an <li>, "o:p" a <p> */
    p = page_parse("<ul><a0:li>item</a0:li></ul><o:p>para</o:p>");
    li = find_tag(&p->doc, NSEG_TAG_LI, 0);
    assert_int_not_equal(li, NSEG_NONE);
    assert_int_equal(p->doc.nodes[li + 1].kind, NSEG_NODE_TEXT);
    assert_string_equal(p->doc.nodes[li + 1].text, "item");
    assert_int_not_equal(find_tag(&p->doc, NSEG_TAG_P, 0), NSEG_NONE);
    page_free(p);

    /* a BOM is not text: <title> stays in <head> */
    p = page_parse("\xef\xbb\xbf<html><head><title>T</title></head>"
                   "<body><p>x</p></body></html>");
    assert_int_equal(p->doc.title_tag.len, 1);
    assert_true(p->doc.nodes[find_tag(&p->doc, NSEG_TAG_TITLE, 0)].in_head);
    page_free(p);

    /* max_depth past the uint16_t depth field is capped, never wraps */
    html = nested(66000, "<div>", "");
    memset(&opts, 0, sizeof(opts));
    opts.max_depth = 100000;
    p = page_parse_opts(html, strlen(html), &opts);
    assert_int_equal(p->status, NSEG_STATUS_TOO_DEEP);
    page_free(p);
    free(html);
}


/* two parses give the same elements, text nodes and texts */
static void
assert_same_tree(const char *a, const char *b)
{
    uint32_t   i;
    page_t    *pa, *pb;

    pa = page_parse(a);
    pb = page_parse(b);
    check_invariants(&pa->doc);

    assert_int_equal(pa->doc.n, pb->doc.n);
    assert_int_equal(pa->doc.ntexts, pb->doc.ntexts);

    for (i = 0; i < pa->doc.n; i++) {
        assert_int_equal(pa->doc.nodes[i].kind, pb->doc.nodes[i].kind);
        assert_int_equal(pa->doc.nodes[i].tag, pb->doc.nodes[i].tag);
        assert_int_equal(pa->doc.nodes[i].parent, pb->doc.nodes[i].parent);
        assert_int_equal(pa->doc.nodes[i].end, pb->doc.nodes[i].end);

        if (pa->doc.nodes[i].kind == NSEG_NODE_TEXT) {
            assert_string_equal(pa->doc.nodes[i].text,
                                pb->doc.nodes[i].text);
        }
    }

    page_free(pa);
    page_free(pb);
}


/*
 * A page parsed with script and style text read at once and by libxml2
 * a character at a time: the same tree, the texts of scripts other than
 * JSON-LD aside (nothing reads them).
 */
static void
assert_same_both_ways(const char *html)
{
    uint32_t   i;
    page_t    *pa, *pb;

    print_message("page: %s\n", html);

    pa = page_parse_opts(html, strlen(html), NULL);
    nseg_doc_raw_direct = 0;
    pb = page_parse_opts(html, strlen(html), NULL);
    nseg_doc_raw_direct = 1;

    assert_int_equal(pa->status, pb->status);
    assert_int_equal(pa->doc.n, pb->doc.n);
    assert_int_equal(pa->doc.nsheets, pb->doc.nsheets);

    for (i = 0; i < pa->doc.nsheets; i++) {
        assert_int_equal(pa->doc.sheets[i].len, pb->doc.sheets[i].len);
        assert_memory_equal(pa->doc.sheets[i].text, pb->doc.sheets[i].text,
                            pa->doc.sheets[i].len);
    }

    for (i = 0; i < pa->doc.n; i++) {
        assert_int_equal(pa->doc.nodes[i].kind, pb->doc.nodes[i].kind);
        assert_int_equal(pa->doc.nodes[i].tag, pb->doc.nodes[i].tag);
        assert_int_equal(pa->doc.nodes[i].parent, pb->doc.nodes[i].parent);
        assert_int_equal(pa->doc.nodes[i].end, pb->doc.nodes[i].end);

        if (pa->doc.nodes[i].tag == NSEG_TAG_SCRIPT
            && pa->doc.nodes[i].kind == NSEG_NODE_ELEMENT
            && !nseg_doc_is_jsonld(&pa->doc, i))
        {
            continue;
        }

        assert_int_equal(pa->doc.nodes[i].text_len,
                         pb->doc.nodes[i].text_len);

        if (pa->doc.nodes[i].text_len != 0) {
            assert_memory_equal(pa->doc.nodes[i].text, pb->doc.nodes[i].text,
                                pa->doc.nodes[i].text_len);
        }
    }

    page_free(pa);
    page_free(pb);
}


/*
 * The text of a script other than JSON-LD is passed over, not read: the
 * page parses as if the script were empty, wherever its text ends as
 * libxml2 ends it; JSON-LD and styles keep their text, as libxml2 gives
 * it.
 */
static void
test_script_text_skipped(void **state)
{
    uint32_t   i;
    page_t    *p;

    p = page_parse("<head><script>var a = '<p>not content</p>'; if (a<b) "
                   "{ x = 1 }</script>"
                   "<script type=\"application/LD+JSON\">{\"@type\":"
                   "\"NewsArticle\"}</script></head>"
                   "<body><p id=\"after\">After the scripts</p></body>");
    i = find_tag(&p->doc, NSEG_TAG_SCRIPT, 0);
    assert_int_equal(p->doc.nodes[i].text_len, 0);
    i = find_tag(&p->doc, NSEG_TAG_SCRIPT, i + 1);
    assert_non_null(p->doc.nodes[i].text);
    assert_string_equal(p->doc.nodes[i].text, "{\"@type\":\"NewsArticle\"}");
    i = find_id(&p->doc, "after");
    assert_int_equal(p->doc.nodes[i + 1].kind, NSEG_NODE_TEXT);
    assert_string_equal(p->doc.nodes[i + 1].text, "After the scripts");
    page_free(p);

    /* "</" of another element does not end it; "</SCRIPT " does */
    assert_same_tree("<div><script>document.write('<b>x</b></div>');"
                     "</SCRIPT ><p>one</p></div><p>two</p>",
                     "<div><script>x</SCRIPT ><p>one</p></div><p>two</p>");

    /* inside an element whose content is dropped, and in the body */
    assert_same_tree("<select><script>var s = '<option>';</script>"
                     "<option>o</option></select><p>t</p>",
                     "<select><script></script><option>o</option>"
                     "</select><p>t</p>");

    /* a text of one byte, "<script/>", and one without an end tag */
    assert_same_tree("<p>a</p><script>1</script><p>b</p>",
                     "<p>a</p><script></script><p>b</p>");
    assert_same_tree("<p>a</p><script/><p>b</p><script>x</script>",
                     "<p>a</p><script/><p>b</p><script></script>");

    p = page_parse("<p>a</p><script>var never = '<p>ended</p>';");
    assert_int_equal(p->doc.ntexts, 1);
    page_free(p);

    /* a style's text is read from the input as the parser gives it */
    p = page_parse("<style>p { color: red }\r\n.x{}</STYLE>"
                   "<style>a{}\x01" "b{}\xef\xbf\xbf</style><p>t</p>");
    assert_int_equal(p->doc.nsheets, 2);
    assert_int_equal(p->doc.sheets[0].len, 22);
    assert_memory_equal(p->doc.sheets[0].text,
                        "p { color: red }\r\n.x{}", 22);
    /* the parser drops what XML does not allow: it reads that text */
    assert_int_equal(p->doc.sheets[1].len, 6);
    assert_memory_equal(p->doc.sheets[1].text, "a{}b{}", 6);
    page_free(p);

    /* JSON-LD with a control character, and a script in a <title> */
    p = page_parse("<title>A<script>S</script>B</title>"
                   "<script type=\"application/ld+json\">{\"a\":\x02 1}"
                   "</script><p>t</p>");
    assert_int_equal(p->doc.title_tag.len, 3);
    assert_memory_equal(p->doc.title_tag.text, "ASB", 3);
    i = find_tag(&p->doc, NSEG_TAG_SCRIPT, find_tag(&p->doc, NSEG_TAG_TITLE,
                                                    0));
    assert_string_equal(p->doc.nodes[i].text, "{\"a\": 1}");
    page_free(p);

    /* what the differential fuzz target (fuzz/fuzz_doc.c) found, and more */
    assert_same_both_ways("<style></</style");
    assert_same_both_ways("<div><script></div>x</script><p>y</p></div>");
    assert_same_both_ways("<p><style><p>x</style>z</p>");
    assert_same_both_ways("><script>a</scriptp><");
    assert_same_both_ways("<script type=\"application/ld+json\">{\"a\":"
                          "\"</scr\"}</script><p>x</p>");
    assert_same_both_ways("<style><!-- p{} --></style><script><!--\nx()\n"
                          "//--></script><p>x</p>");
    assert_same_both_ways("<title>A<style>s</style>B</title><p>x</p>");

    /* a text opening with a tag that ends the element, again and again */
    assert_same_both_ways("<p>t</p><style><body><style><body><style><body>"
                          "x</style><p>y</p>");
    assert_same_both_ways("<p>t</p><script><noscript></noscript><script>"
                          "<noscript></noscript>z</script><p>y</p>");
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_invariants_small_page),
        cmocka_unit_test(test_invariants_malformed),
        cmocka_unit_test(test_counts),
        cmocka_unit_test(test_collected),
        cmocka_unit_test(test_base_href),
        cmocka_unit_test(test_texts_order),
        cmocka_unit_test(test_doc_text),
        cmocka_unit_test(test_c1_references),
        cmocka_unit_test(test_doc_text_keeps_space_between_inline_elements),
        cmocka_unit_test(test_empty),
        cmocka_unit_test(test_caps),
        cmocka_unit_test(test_attr_cap),
        cmocka_unit_test(test_attr),
        cmocka_unit_test(test_sax_like_dom),
        cmocka_unit_test(test_script_text_skipped),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
