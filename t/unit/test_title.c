
/*
 * test_title.c - nseg_title_text: the text of a title node read as its
 * heading block, given the node a model picked.  Pieces split over
 * inline elements join with the right spaces; kickers, leading dates
 * and differently styled pieces stay out; a heading that is one
 * permalink is still read whole.
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
#include "css.h"
#include "doc.h"
#include "segment.h"


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

    /* a differently styled piece is not the title */
    { "Water plant opens two years late "
      "<span style=\"font-size: 12px; color: #888\">Updated daily</span>",
      "Water plant", "Water plant opens two years late" },
};


static void
test_title_text(void **state)
{
    char             html[2048];
    size_t           k, len;
    uint32_t         i, t, node;
    nseg_str_t       s;
    nseg_doc_t       doc;
    nseg_css_t      *css;
    nseg_arena_t     arena;
    nseg_options_t   opts;

    memset(&opts, 0, sizeof(nseg_options_t));

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        len = (size_t) snprintf(html, sizeof(html),
                  "<html><head><title>News</title></head><body>"
                  "<nav><a href=\"/\">Home</a></nav>"
                  "<h1>%s</h1><p>The water board said so on Thursday.</p>"
                  "</body></html>", cases[k].heading);

        nseg_arena_init(&arena, 0);
        assert_int_equal(nseg_doc_parse(&doc, &arena, html, len, &opts),
                         NSEG_STATUS_OK);

        css = nseg_css_create(&doc);
        assert_non_null(css);

        node = NSEG_NONE;

        for (t = 0; t < doc.ntexts; t++) {
            i = doc.texts[t];
            if (strncmp(doc.nodes[i].text, cases[k].node,
                        strlen(cases[k].node)) == 0)
            {
                node = i;
                break;
            }
        }

        assert_int_not_equal(node, NSEG_NONE);

        s = nseg_title_text(&doc, css, node);

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
        cmocka_unit_test(test_drop_site),
    };

    return cmocka_run_group_tests(tests, setup, NULL);
}
