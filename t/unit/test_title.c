
/*
 * test_title.c - nseg_title_text: the text of a title node read as its
 * heading block, given the node a model picked.  Pieces split over
 * inline elements join with the right spaces; kickers, leading dates
 * and differently styled pieces stay out; a heading that is one
 * permalink is still read whole; an unfinished title ("Story:") goes
 * on, and the body starts after all of it.
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>

#include "newsseg.h"
#include "arena.h"
#include "css.h"
#include "doc.h"
#include "segment.h"
#include "title.h"


typedef struct {
    const char                *heading;  /* inside <h1> */
    const char                *node;     /* the picked text node starts so */
    const char                *title;    /* expected */
} title_case_t;


static const title_case_t  cases[] = {

    /* white space between spans is its own text node */
    { "<span>Water plant</span>\n<span>opens two years late</span>",
      "Water plant", "Water plant opens two years late" },

    /* a kicker named as such, whatever its style */
    { "<span class=\"kicker\">After the dispute</span>\n"
      "<span class=\"headline\">Water plant opens two years late</span>",
      "Water plant opens", "Water plant opens two years late" },
    { "<span class=\"dachzeile\">Nach dem Streit</span>"
      "<span>Wasserwerk geht mit zwei Jahren Verspaetung ans Netz</span>",
      "Wasserwerk", "Wasserwerk geht mit zwei Jahren Verspaetung ans Netz" },
    { "<span class=\"volanta\">La interna oficial</span> "
      "<span>Aumenta la ofensiva sobre el gobierno</span>",
      "Aumenta", "Aumenta la ofensiva sobre el gobierno" },
    { "<span class=\"article-pretitle\">KNOWHOW</span> "
      "<span>Wie Creative Commons richtig genutzt wird</span>",
      "Wie Creative", "Wie Creative Commons richtig genutzt wird" },

    /* a date before the headline, glued to it */
    { "<span>27.01.2022</span>Water plant opens two years late",
      "Water plant", "Water plant opens two years late" },

    /* inline markup inside the headline stays */
    { "Women in the <abbr>THW</abbr>: past, present and future",
      "Women in", "Women in the THW: past, present and future" },

    /* the model picked a piece after an <em>, the heading is a link */
    { "<a href=\"/story\">The story of <em>Metroid</em>, one of the "
      "richest universes</a>",
      ", one of", "The story of Metroid, one of the richest universes" },

    /* the heading's own anchor is not part of it */
    { "<a href=\"#id4\">Evolve: Shared Mutable History</a>"
      "<a class=\"headerlink\" href=\"#evolve\">\xc2\xb6</a>",
      "Evolve", "Evolve: Shared Mutable History" },
    { "<a href=\"#s2\">#</a>Water plant opens two years late",
      "Water plant", "Water plant opens two years late" },

    /* links inside a headline are part of it */
    { "Heavy snow in <a href=\"/tag/tokyo\">Tokyo</a> disrupts trains",
      "Heavy snow", "Heavy snow in Tokyo disrupts trains" },

    /* short links that are words, not anchors, stay */
    { "<a href=\"/tag/tokyo\">\xe6\x9d\xb1\xe4\xba\xac</a>"
      "\xe3\x81\xa7\xe5\xa4\xa7\xe9\x9b\xaa",
      "\xe3\x81\xa7", "\xe6\x9d\xb1\xe4\xba\xac\xe3\x81\xa7"
      "\xe5\xa4\xa7\xe9\x9b\xaa" },
    { "Tom <a href=\"/tag/x\">&amp;</a> Jerry make up",
      "Tom", "Tom & Jerry make up" },

    /* a <time> in the headline is its date, whatever its text */
    { "<time datetime=\"2019-06-17\">Jun 17 </time>Das schoenste Ende "
      "der Welt: Montauk",
      "Das", "Das schoenste Ende der Welt: Montauk" },

    /* a guillemet that closes or opens a quote is no separator */
    { "\xc2\xab Bruxelles m\xc3\xa9rite mieux que des pi\xc3\xa9tonniers "
      "\xc2\xbb", "\xc2\xab Bruxelles",
      "\xc2\xab Bruxelles m\xc3\xa9rite mieux que des pi\xc3\xa9tonniers "
      "\xc2\xbb" },
    { "\xc2\xbbWir schaffen das\xc2\xab, sagt die Kanzlerin",
      "\xc2\xbbWir", "\xc2\xbbWir schaffen das\xc2\xab, sagt die Kanzlerin" },

    /* a differently styled piece is not the title */
    { "Water plant opens two years late "
      "<span style=\"font-size: 12px; color: #888\">Updated daily</span>",
      "Water plant", "Water plant opens two years late" },
};


/*
 * Parses body, finds the text node that starts with node and returns
 * its title text; *end gets the title's extent and *next the first text
 * node that starts with next (NSEG_NONE when next is NULL).
 */
static nseg_str_t
title_of(nseg_doc_t *doc, nseg_arena_t *arena, const char *body,
    const char *node, const char *next, uint32_t *end, uint32_t *next_node)
{
    char             html[2048];
    size_t           len;
    uint32_t         i, t, found;
    nseg_css_t      *css;
    nseg_options_t   opts;

    memset(&opts, 0, sizeof(nseg_options_t));

    len = (size_t) snprintf(html, sizeof(html),
              "<html><head><title>News</title></head><body>"
              "<nav><a href=\"/\">Home</a></nav>"
              "%s<p>The water board said so on Thursday.</p>"
              "</body></html>", body);

    nseg_arena_init(arena, 0);
    assert_int_equal(nseg_doc_parse(doc, arena, html, len, &opts),
                     NSEG_STATUS_OK);

    css = nseg_css_create(doc);
    assert_non_null(css);

    found = NSEG_NONE;
    *next_node = NSEG_NONE;

    for (t = 0; t < doc->ntexts; t++) {
        i = doc->texts[t];

        if (found == NSEG_NONE
            && strncmp(doc->nodes[i].text, node, strlen(node)) == 0)
        {
            found = i;
        }

        if (next != NULL && *next_node == NSEG_NONE
            && strncmp(doc->nodes[i].text, next, strlen(next)) == 0)
        {
            *next_node = i;
        }
    }

    assert_int_not_equal(found, NSEG_NONE);

    return nseg_title_text(doc, css, found, end);
}


static void
test_title_text(void **state)
{
    char           body[1024];
    size_t         k;
    uint32_t       end, next;
    nseg_str_t     s;
    nseg_doc_t     doc;
    nseg_arena_t   arena;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        snprintf(body, sizeof(body), "<h1>%s</h1>", cases[k].heading);

        s = title_of(&doc, &arena, body, cases[k].node, NULL, &end, &next);

        if (s.len != strlen(cases[k].title)
            || memcmp(s.text, cases[k].title, s.len) != 0)
        {
            fail_msg("case %zu: \"%.*s\", want \"%s\"", k, (int) s.len,
                     s.text, cases[k].title);
        }

        nseg_doc_free(&doc);
        nseg_arena_free(&arena);
    }
}


/*
 * A title that ends in a colon or a separator goes on: with the rest of
 * its heading in print no smaller than its own, or with the heading
 * right after it when the mark ends its block.  Smaller print after the
 * mark, or a paragraph after it, ends the title there.  first is the
 * first text of what follows the title: the body may start there and
 * not before.
 */
typedef struct {
    const char                *body;
    const char                *node;
    const char                *title;
    const char                *first;
} open_case_t;


static const open_case_t  open_cases[] = {

    { "<h1><span style=\"font-size: 23px\">Krach vor der Versammlung:"
      "</span><br><span style=\"font-size: 25px\">Es knirscht im "
      "Aufsichtsrat</span></h1><h2>Mehr zum Thema</h2>",
      "Krach", "Krach vor der Versammlung: Es knirscht im Aufsichtsrat",
      "Mehr zum Thema" },

    { "<h1>Naturkosmetik &#8211;</h1><h1>die gesuendere Alternative?</h1>",
      "Naturkosmetik", "Naturkosmetik \xe2\x80\x93 die gesuendere "
      "Alternative?", "The water board" },

    /* the mark does not end the block: small print follows */
    { "<h1><span>Energiewende und Wirtschaften</span><span>: </span>"
      "<small style=\"font-size: 10px\">Thema: Forschung</small></h1>"
      "<h2>Mehr zum Thema</h2>",
      "Energiewende", "Energiewende und Wirtschaften:", "Mehr zum Thema" },

    /* a paragraph after the heading is the body, not the title */
    { "<h1>Water plant opens:</h1>",
      "Water plant", "Water plant opens:", "The water board" },

    /* nor does one that ends in a closing guillemet */
    { "<h1>\xc2\xab Les pi\xc3\xa9tons d'abord \xc2\xbb</h1>"
      "<h2>Dans la m\xc3\xaame rubrique</h2>",
      "\xc2\xab Les", "\xc2\xab Les pi\xc3\xa9tons d'abord \xc2\xbb",
      "Dans la m\xc3\xaame rubrique" },

    /* a finished title does not take the next heading */
    { "<h1>Water plant opens two years late</h1><h2>Costs doubled</h2>",
      "Water plant", "Water plant opens two years late", "Costs doubled" },
};


static void
test_title_open(void **state)
{
    size_t          k;
    uint32_t        i, end, first;
    nseg_str_t      s;
    nseg_doc_t      doc;
    nseg_arena_t    arena;
    open_case_t    *c;

    for (k = 0; k < sizeof(open_cases) / sizeof(open_cases[0]); k++) {
        c = (open_case_t *) &open_cases[k];

        s = title_of(&doc, &arena, c->body, c->node, c->first, &end, &first);

        if (s.len != strlen(c->title) || memcmp(s.text, c->title, s.len) != 0)
        {
            fail_msg("open case %zu: \"%.*s\", want \"%s\"", k,
                     (int) s.len, s.text, c->title);
        }

        /* no text between the title's end and what follows it */
        assert_int_not_equal(first, NSEG_NONE);
        assert_true(end <= first);

        for (i = end; i < first; i++) {
            if (doc.nodes[i].kind == NSEG_NODE_TEXT && doc.nodes[i].chars) {
                fail_msg("open case %zu: \"%.*s\" is after the title's end "
                         "and before \"%s\"", k,
                         (int) doc.nodes[i].text_len, doc.nodes[i].text,
                         c->first);
            }
        }

        nseg_doc_free(&doc);
        nseg_arena_free(&arena);
    }
}


typedef struct {
    const char                *in;
    const char                *site;
    const char                *host;
    const char                *out;
} site_case_t;


static const site_case_t  site_cases[] = {
    { "Was wir nicht hoeren wollen | FASSETTE.NET", NULL, NULL,
      "Was wir nicht hoeren wollen" },
    { "Das schwulste Musikvideo der Welt : Krimiblog-Archiv", NULL,
      "archiv.krimiblog.de", "Das schwulste Musikvideo der Welt" },
    { "mediaarchitecture.de // \xc2\xbb Jens Weber", NULL, NULL,
      "Jens Weber" },
    { "NEWS WEB EASY|Kinder schuetzen", "NEWS WEB EASY", NULL,
      "Kinder schuetzen" },
    { "Water plant opens | The Valley Courier", "The Valley Courier", NULL,
      "Water plant opens" },
    { "SONNENENERGIE: Der WindRebell", NULL, "www.sonnenenergie.de",
      "Der WindRebell" },

    /* no evidence: the title stays whole */
    { "Gaza : la trêve tient", NULL, "www.lemonde.fr",
      "Gaza : la trêve tient" },
    { "Firefox - the browser", NULL, NULL, "Firefox - the browser" },
    { "El Diario | \xc2\xbfQu\xc3\xa9 pasa con el agua?", "El Diario", NULL,
      "\xc2\xbfQu\xc3\xa9 pasa con el agua?" },
    { "El Diario \xe2\x80\x93 \xc2\xa1Gol!", "El Diario", NULL,
      "\xc2\xa1Gol!" },

    { "\xc2\xab Bruxelles m\xc3\xa9rite mieux \xc2\xbb - Le Courrier",
      "Le Courrier", NULL, "\xc2\xab Bruxelles m\xc3\xa9rite mieux \xc2\xbb" },

    /* the site name is the only other part: keep the domain out */
    { "mediaarchitecture.de // Jens Weber", "Jens Weber", NULL,
      "mediaarchitecture.de // Jens Weber" },
};


static void
test_drop_site(void **state)
{
    size_t      k;
    nseg_str_t  t;

    for (k = 0; k < sizeof(site_cases) / sizeof(site_cases[0]); k++) {
        t.text = site_cases[k].in;
        t.len = strlen(t.text);

        t = nseg_title_drop_site(t, site_cases[k].site, site_cases[k].host);

        if (t.len != strlen(site_cases[k].out)
            || memcmp(t.text, site_cases[k].out, t.len) != 0)
        {
            fail_msg("site case %zu: \"%.*s\", want \"%s\"", k, (int) t.len,
                     t.text, site_cases[k].out);
        }
    }
}


/*
 * A " » " that closes a "«" is a quotation mark, not where the site's
 * name begins; German quotes the other way round, and its " » " after
 * "»Ja«" still separates.
 */
static const char  *const  strip_cases[][2] = {
    { "Le \xc2\xab oui \xc2\xbb l\xe2\x80\x99" "emporte \xc3\xa0 "
      "Gen\xc3\xa8ve - Le Courrier",
      "Le \xc2\xab oui \xc2\xbb l\xe2\x80\x99" "emporte \xc3\xa0 "
      "Gen\xc3\xa8ve" },
    { "\xc2\xab Nous ne c\xc3\xa9" "derons pas \xc2\xbb \xc2\xbb Le Monde",
      "\xc2\xab Nous ne c\xc3\xa9" "derons pas \xc2\xbb" },
    { "Merkel sagt \xc2\xbbJa\xc2\xab zur Reform \xc2\xbb Zeit Online",
      "Merkel sagt \xc2\xbbJa\xc2\xab zur Reform" },
};


static void
test_strip_quotes(void **state)
{
    size_t      k;
    nseg_str_t  t;

    for (k = 0; k < sizeof(strip_cases) / sizeof(strip_cases[0]); k++) {
        t.text = strip_cases[k][0];
        t.len = strlen(t.text);

        t = nseg_title_strip_site(t);

        if (t.len != strlen(strip_cases[k][1])
            || memcmp(t.text, strip_cases[k][1], t.len) != 0)
        {
            fail_msg("strip case %zu: \"%.*s\", want \"%s\"", k,
                     (int) t.len, t.text, strip_cases[k][1]);
        }
    }
}


/*
 * A run of guillemets is trimmed mark by mark, and each "»" is asked
 * whether a "«" pairs with it: on a long text that must not count the
 * whole text again for every mark (a 100 KB <title> of "»" took 25 s).
 */
static void
test_quoted_run(void **state)
{
    char             *buf;
    size_t            k, n;
    double            ms;
    nseg_str_t        t;
    struct timespec   t0, t1;

    n = 100000;
    buf = malloc(2 * n + sizeof(" Story"));
    assert_non_null(buf);

    for (k = 0; k < n; k++) {
        memcpy(buf + 2 * k, "\xc2\xbb", 2);
    }

    memcpy(buf + 2 * n, " Story", sizeof(" Story"));

    clock_gettime(CLOCK_MONOTONIC, &t0);

    t.text = buf;
    t.len = strlen(buf);
    t = nseg_title_dangling(t);
    assert_int_equal(t.len, 5);
    assert_memory_equal(t.text, "Story", 5);

    t.text = buf;
    t.len = 2 * n;
    t = nseg_title_strip_site(t);

    clock_gettime(CLOCK_MONOTONIC, &t1);

    ms = (t1.tv_sec - t0.tv_sec) * 1e3 + (t1.tv_nsec - t0.tv_nsec) / 1e6;

    if (ms > 1000) {
        fail_msg("%.0f ms for a run of %zu guillemets", ms, n);
    }

    free(buf);
}


static int
setup(void **state)
{
    return nseg_init() == NSEG_OK ? 0 : -1;
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_title_text),
        cmocka_unit_test(test_title_open),
        cmocka_unit_test(test_drop_site),
        cmocka_unit_test(test_strip_quotes),
        cmocka_unit_test(test_quoted_run),
    };

    return cmocka_run_group_tests(tests, setup, NULL);
}
