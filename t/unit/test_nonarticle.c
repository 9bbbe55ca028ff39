
/*
 * test_nonarticle.c - pages that are no article: a body that is mostly
 * link text (a section front of linked headlines, a video page's
 * playlist) is declined as no_article, while an article with a list of
 * related links after it, a short body of a few linked words, and a
 * link list that a path rule names as the text are extracted; a sign-in
 * page (a password field at the head of the body) is declined, while a
 * paywall teaser that asks to sign in after its opening, and a page
 * whose hidden login dialog sits before or inside the story, are
 * extracted; a page that sends the browser on (a refresh with a URL, a
 * small page whose script sets the location) is declined, and so is an
 * error page ("Page not found" in its <title>, a short body); and
 * nseg_body_census counts a subtree kept as a whole.
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
#include "body.h"
#include "render.h"
#include "byline.h"
#include "date.h"


#define NOW                      1764000000     /* 2025-11-24 */

#define HEAD                                                                \
    "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"       \
    "<title>Local news - The Valley Post</title></head><body>"              \
    "<header><a href=\"/\">The Valley Post</a><nav><a href=\"/news\">News"  \
    "</a> <a href=\"/sport\">Sport</a></nav></header>"

#define TAIL                                                                \
    "<footer><p>&copy; 2025 The Valley Post</p></footer></body></html>"

#define TEASER(n)                                                           \
    "<li><a href=\"/news/story-" #n "\"><h3>The county opens a new road "   \
    "depot number " #n " on the north side of town</h3></a>"                \
    "<a href=\"/news/story-" #n "\"><span>Crews will move in next month"    \
    " and the old yard will be sold</span></a></li>"

#define STORY                                                               \
    "<p>The county council voted on Tuesday to close the old road depot "   \
    "on Mill Street and move its crews and salt store to a new building "   \
    "beside the ring road, a change officials said would save about "       \
    "forty thousand pounds a year in rent and repairs.</p>"                 \
    "<p>The Mill Street yard, in use since 1952, will be offered for "      \
    "sale in the spring. Residents have asked that part of the site be "    \
    "kept as a small park, and the council said it would consider the "     \
    "request before the sale.</p>"                                          \
    "<p>Work on the new depot begins in January and should be finished "    \
    "before next winter, when the gritting fleet of eleven lorries will "   \
    "move across.</p>"


static nseg_result_t *
run(const char *html, const nseg_options_t *given)
{
    nseg_options_t   opts;
    nseg_result_t   *res;

    if (given != NULL) {
        opts = *given;

    } else {
        memset(&opts, 0, sizeof(nseg_options_t));
    }

    opts.now = NOW;
    opts.base_url = "https://valleypost.example/news/";

    res = nseg_process(NULL, html, strlen(html), &opts);
    assert_non_null(res);

    return res;
}


static void
test_teaser_list_declined(void **state)
{
    nseg_result_t  *res;

    (void) state;

    res = run(HEAD "<main><h1>News</h1><ul class=\"teasers\">"
              TEASER(1) TEASER(2) TEASER(3) TEASER(4) TEASER(5) TEASER(6)
              "</ul></main>" TAIL, NULL);

    assert_int_equal(res->status, NSEG_STATUS_NO_ARTICLE);
    assert_string_equal(res->reason, "the body is mostly links");
    assert_null(res->body_text);

    nseg_result_free(res);
}


/*
 * A page that says it is an article (og:type, JSON-LD) is one, however
 * many links it holds: a roundup of linked headlines.
 */
static void
test_link_roundup_article_stays(void **state)
{
    char            page[8192];
    size_t          k;
    nseg_result_t  *res;

    static const char *const  says[] = {
        "<meta property=\"og:type\" content=\"article\">",
        "<script type=\"application/ld+json\">{\"@context\":"
        "\"https://schema.org\",\"@type\":\"NewsArticle\",\"headline\":"
        "\"Weekend reading: six stories on the depots\"}</script>",
    };

    (void) state;

    for (k = 0; k < sizeof(says) / sizeof(says[0]); k++) {
        snprintf(page, sizeof(page),
                 "<!DOCTYPE html><html lang=\"en\"><head><meta "
                 "charset=\"utf-8\"><title>Weekend reading: six stories on "
                 "the depots - The Valley Post</title>%s</head><body>"
                 "<main><article><h1>Weekend reading: six stories on the "
                 "depots</h1><p>A busy week at county hall. Here is what "
                 "we published.</p><ul>"
                 TEASER(1) TEASER(2) TEASER(3) TEASER(4) TEASER(5) TEASER(6)
                 "</ul></article></main>" TAIL, says[k]);

        res = run(page, NULL);
        assert_int_equal(res->status, NSEG_STATUS_OK);
        assert_non_null(res->body_text);
        assert_non_null(strstr(res->body_text, "depot number 6"));
        nseg_result_free(res);
    }
}


static void
test_playlist_declined(void **state)
{
    nseg_result_t  *res;

    (void) state;

    res = run(HEAD "<main><div class=\"player\"><video src=\"/v.mp4\">"
              "</video></div><h1>Drone footage of the flooded meadows</h1>"
              "<section><h2>More videos</h2><ul>"
              "<li><a href=\"/v/1\">Weather: more rain for the weekend "
              "and a flood warning on the river</a></li>"
              "<li><a href=\"/v/2\">Food bank hands out six hundred "
              "parcels before the holidays</a></li>"
              "<li><a href=\"/v/3\">Firefighters called to a barn fire "
              "on the hill road overnight</a></li>"
              "<li><a href=\"/v/4\">Highlights: the derby ends in a "
              "draw after a late penalty</a></li>"
              "</ul></section></main>" TAIL, NULL);

    assert_int_equal(res->status, NSEG_STATUS_NO_ARTICLE);

    nseg_result_free(res);
}


static void
test_article_with_related_links_stays(void **state)
{
    nseg_result_t  *res;

    (void) state;

    res = run(HEAD "<main><article><h1>Council to close the Mill Street "
              "road depot</h1>" STORY
              "<p>Read more: <a href=\"/news/depot-history\">the depot's "
              "seventy years</a> and <a href=\"/news/salt\">how the salt "
              "store works</a>.</p></article>"
              "<aside><h2>Related</h2><ul>"
              TEASER(1) TEASER(2) "</ul></aside></main>" TAIL, NULL);

    assert_int_equal(res->status, NSEG_STATUS_OK);
    assert_non_null(res->body_text);
    assert_non_null(strstr(res->body_text, "forty thousand pounds"));

    nseg_result_free(res);
}


static void
test_few_link_chars_stay(void **state)
{
    nseg_result_t  *res;

    (void) state;

    /* all links, but under 100 characters of them: not judged */
    res = run(HEAD "<main><article><h1>Depot closes</h1><p>"
              "<a href=\"/news/depot\">Mill Street depot closes</a> "
              "<a href=\"/news/park\">Park for the yard?</a>"
              "</p></article></main>" TAIL, NULL);

    assert_int_equal(res->status, NSEG_STATUS_OK);

    nseg_result_free(res);
}


static void
test_path_rule_skips_the_test(void **state)
{
    char             err[128];
    nseg_filter_t   *filter;
    nseg_options_t   opts;
    nseg_result_t   *res;

    (void) state;

    filter = nseg_filter_new();
    assert_non_null(filter);
    assert_int_equal(nseg_filter_add(filter, "text",
                                     "html/body/main/ul/li/a/h3", -1,
                                     err, sizeof(err)),
                     NSEG_OK);

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.filter = filter;

    res = run(HEAD "<main><h1>News</h1><ul class=\"teasers\">"
              TEASER(1) TEASER(2) TEASER(3) TEASER(4) TEASER(5) TEASER(6)
              "</ul></main>" TAIL, &opts);

    assert_int_equal(res->status, NSEG_STATUS_OK);

    nseg_result_free(res);
    nseg_filter_free(filter);
}


#define LOGIN_FORM                                                          \
    "<form method=\"post\" action=\"/login\"><label for=\"e\">Email "    \
    "address</label><input type=\"email\" id=\"e\" name=\"email\">"       \
    "<label for=\"p\">Password</label><input type=\"password\" id=\"p\" " \
    "name=\"password\"><button type=\"submit\">Log in</button></form>"


static void
test_sign_in_page_declined(void **state)
{
    nseg_result_t  *res;

    (void) state;

    res = run(HEAD "<main><div class=\"card\"><h1>Log in to your "
              "account</h1><p>Subscribers get unlimited access to the "
              "website and the e-edition.</p>" LOGIN_FORM
              "<p>Not a subscriber yet? <a href=\"/subscribe\">See our "
              "offers</a>. Print subscribers can activate their digital "
              "access with the account number on their invoice.</p>"
              "</div></main>" TAIL, NULL);

    assert_int_equal(res->status, NSEG_STATUS_NO_ARTICLE);
    assert_string_equal(res->reason, "a sign-in form");

    nseg_result_free(res);

    /* its help line, which asks and gives an address, is its text too */
    res = run(HEAD "<main><div class=\"card\"><h1>Log in to your "
              "account</h1><p>Subscribers get unlimited access to the "
              "website and the e-edition.</p>" LOGIN_FORM
              "<p>The e-edition shows every page of the paper as it was "
              "printed, with its puzzles, its notices and its supplements; "
              "back issues stay for thirty days, and pages can be clipped, "
              "saved and shared.</p><div class=\"help\"><p>Need help? Call our circulation desk "
              "at (320) 555-0148, or email circulation@valley-post.example."
              "</p></div></div></main>" TAIL, NULL);

    assert_int_equal(res->status, NSEG_STATUS_NO_ARTICLE);
    assert_string_equal(res->reason, "a sign-in form");

    nseg_result_free(res);
}


static void
test_paywall_teaser_with_sign_in_stays(void **state)
{
    nseg_result_t  *res;

    (void) state;

    /* a short lead; the rest of the story is in the page, under the box */
    res = run(HEAD "<main><article><h1>Council to close the Mill Street "
              "road depot</h1>"
              "<p>The county council voted on Tuesday to close the old road "
              "depot on Mill Street and move its crews to the ring road.</p>"
              "<div class=\"notice\"><p>Subscribers can read the rest of "
              "this story. Log in below.</p>" LOGIN_FORM "</div>"
              "<p>The change would save about forty thousand pounds a year "
              "in rent and repairs, officials said.</p>"
              STORY "</article></main>" TAIL, NULL);

    assert_int_equal(res->status, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "forty thousand pounds"));

    nseg_result_free(res);

    /* a lead paragraph, the box, and a line of help: no more */
    res = run(HEAD "<main><article><h1>Council to close the Mill Street "
              "road depot</h1>"
              "<p>The county council voted on Tuesday to close the old road "
              "depot on Mill Street, in use since 1952, and move its crews, "
              "its eleven gritting lorries and its salt store to a new "
              "building beside the ring road next winter.</p>"
              "<div class=\"notice\"><p>Subscribers can read the rest of "
              "this story. Log in below.</p>" LOGIN_FORM
              "<p>Questions? Call our customer service team any weekday.</p>"
              "</div></article></main>" TAIL, NULL);

    assert_int_equal(res->status, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "eleven gritting lorries"));

    /* the box around the form is the page's, not the story's */
    assert_null(strstr(res->body_text, "Questions?"));

    nseg_result_free(res);
}


static void
test_hidden_login_dialog_stays(void **state)
{
    nseg_result_t  *res;

    (void) state;

    /* a dialog before the story, and one hidden inside it */
    res = run(HEAD "<main><div class=\"modal\">" LOGIN_FORM "</div>"
              "<article><h1>Depot closes</h1><p>The county council voted "
              "on Tuesday to close the old depot.</p>"
              "<div class=\"modal\" hidden>" LOGIN_FORM "</div>"
              STORY "</article></main>" TAIL, NULL);

    assert_int_equal(res->status, NSEG_STATUS_OK);
    assert_non_null(strstr(res->body_text, "forty thousand pounds"));

    nseg_result_free(res);
}


/*
 * A page that sends the browser on and shows a line meanwhile: a
 * refresh with a URL, or a small page whose script sets the location
 * (a bot wall's stub).  A refresh without a URL (a reload) or with a
 * long wait (a reload naming the page), one inside <noscript>, a story
 * whose page sets the location in a script, and one whose links,
 * attributes or click handlers say "location=" stay articles.
 */
static void
test_redirect_page_declined(void **state)
{
    size_t          k;
    nseg_result_t  *res;

    static const char *const  declined[] = {
        "<!DOCTYPE html><html><head><meta http-equiv=\"refresh\" "
        "content=\"0; URL='https://valleypost.example/news/depot'\">"
        "<title>Moved</title></head><body><p>This story has moved. "
        "<a href=\"/news/depot\">Read it here</a>.</p></body></html>",

        "<html><body><div><p>You will be connected to <b>valleypost.example"
        "</b> in just a moment...</p><p><a href=\"https://shield.example/\">"
        "Learn about the shield</a></p></div><script>document.cookie=\"s=1"
        "\";location.href=\"https://valleypost.example/news/depot?a=1\";"
        "</script></body></html>",

        "<html><body><p>Checking your browser before accessing the site."
        "</p><script>window.location.replace(\"/news/depot\")</script>"
        "</body></html>",
    };

    static const char *const  stays[] = {
        "<!DOCTYPE html><html><head><meta http-equiv=\"refresh\" "
        "content=\"300\"><title>Depot</title></head><body><h1>Depot "
        "closes</h1><p>The county council voted on Tuesday to close the "
        "old depot.</p></body></html>",

        "<!DOCTYPE html><html><head><noscript><meta http-equiv=\"refresh\""
        " content=\"0; url=/nojs\"></noscript><title>Depot</title></head>"
        "<body><h1>Depot closes</h1><p>The county council voted on Tuesday "
        "to close the old depot.</p></body></html>",

        "<!DOCTYPE html><html><head><title>Depot</title></head><body>"
        "<h1>Depot closes</h1><p>The county council voted on Tuesday to "
        "close the old depot.</p><script>if (x) { geolocation = 1; "
        "location == y; }</script></body></html>",

        /* a news page's reload names its own address */
        "<!DOCTYPE html><html><head><meta http-equiv=\"refresh\" "
        "content=\"900; url=https://valleypost.example/news/depot\">"
        "<title>Depot</title></head><body><h1>Depot closes</h1><p>The "
        "county council voted on Tuesday to close the old depot.</p>"
        "</body></html>",

        /*
         * a link's query and an attribute name a location, a button's
         * click sets it: no script does
         */
        "<!DOCTYPE html><html><head><title>Depot</title></head><body>"
        "<a href=\"/weather?location=valley\">Weather</a> <a href=\"/map?"
        "z=3&location=depot\">Map</a><div data-location=\"top\"></div>"
        "<button onclick=\"window.location.href='/subscribe'\">Subscribe"
        "</button>"
        "<h1>Depot closes</h1><p>The county council voted on Tuesday to "
        "close the old depot.</p></body></html>",
    };

    (void) state;

    for (k = 0; k < sizeof(declined) / sizeof(declined[0]); k++) {
        res = run(declined[k], NULL);

        if (res->status != NSEG_STATUS_NO_ARTICLE
            || res->reason == NULL
            || strcmp(res->reason, "a page that sends the browser on") != 0)
        {
            fail_msg("declined case %zu: status %d (%s)", k,
                     (int) res->status, res->reason ? res->reason : "-");
        }

        nseg_result_free(res);
    }

    for (k = 0; k < sizeof(stays) / sizeof(stays[0]); k++) {
        res = run(stays[k], NULL);

        if (res->status != NSEG_STATUS_OK) {
            fail_msg("article case %zu: status %d (%s)", k,
                     (int) res->status, res->reason ? res->reason : "-");
        }

        nseg_result_free(res);
    }
}


/*
 * An error page served as a page: a <title> part or headline that is an
 * error page's name ("Page not found", nginx's "503 Service Temporarily
 * Unavailable", "Seite nicht gefunden", "Oops! Page not found") over a
 * short body is declined; a story whose headline merely holds such
 * words ("Lost dog not found after three days"), and a long body under
 * such a <title>, are articles.
 */
static void
test_error_page_declined(void **state)
{
    int             n;
    char            page[8192];
    size_t          k;
    nseg_result_t  *res;

    static const char  *short_body =
        "<p>The address you typed may be wrong, or the story has moved. "
        "Go back to the front page or search for it.</p>"
        "<form action=\"/search\"><input name=\"q\"></form>";

    static const struct {
        const char  *title;
        const char  *h1;
        const char  *body;
        int          declined;
    } cases[] = {
        { "Page not found - The Valley Post", "Sorry", NULL, 1 },
        { "404 Not Found", "404 Not Found", NULL, 1 },
        { "The Valley Post", "Oops! Page not found.", NULL, 1 },
        { "Seite nicht gefunden | Talbote", "Hoppla", NULL, 1 },
        { "503 Service Temporarily Unavailable", "We'll be back", NULL, 1 },
        { "P\xc3\xa1gina no encontrada - El Diario", "Error", NULL, 1 },
        { "Lost dog not found after three days - The Valley Post",
          "Lost dog not found after three days", NULL, 0 },
        { "Page not found - The Valley Post", "Depot closes",
          STORY STORY STORY, 0 },
        { "Depot closes - The Valley Post", "Depot closes", NULL, 0 },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(page, sizeof(page),
                     "<!DOCTYPE html><html lang=\"en\"><head>"
                     "<meta charset=\"utf-8\"><title>%s</title></head>"
                     "<body><main><h1>%s</h1>%s</main>" TAIL,
                     cases[k].title, cases[k].h1,
                     cases[k].body ? cases[k].body : short_body);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, NULL);

        if (cases[k].declined
            ? res->status != NSEG_STATUS_NO_ARTICLE
              || strcmp(res->reason, "an error page") != 0
            : res->status == NSEG_STATUS_NO_ARTICLE
              && strcmp(res->reason, "an error page") == 0)
        {
            fail_msg("\"%s\" / \"%s\": status %d (%s)", cases[k].title,
                     cases[k].h1, (int) res->status,
                     res->reason ? res->reason : "-");
        }

        nseg_result_free(res);
    }

    /*
     * a paywall's sign-in page, titled so, with the locked story's
     * teaser; a story about signing in, or a long page, is extracted
     */
    static const struct {
        const char  *title;
        const char  *body;
        int          declined;
    } signs[] = {
        { "Sign in to The Valley Post", NULL, 1 },
        { "Log in | The Valley Post", NULL, 1 },
        { "Sign in to The Valley Post", STORY STORY STORY, 0 },
        { "Sign-ups for the depot tour open on Monday", NULL, 0 },
    };

    for (k = 0; k < sizeof(signs) / sizeof(signs[0]); k++) {
        n = snprintf(page, sizeof(page),
                     "<!DOCTYPE html><html lang=\"en\"><head>"
                     "<meta charset=\"utf-8\"><title>%s</title></head>"
                     "<body><main><p><a href=\"/markets\">Markets</a></p>"
                     "<h2>Depot closes after forty years</h2>%s"
                     "<p>Subscribe or sign in to unlock this article.</p>"
                     "</main>" TAIL, signs[k].title,
                     signs[k].body ? signs[k].body
                     : "<p>The depot on Mill Road will close in the spring, "
                       "the council said on Thursday.</p>");
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, NULL);

        if ((res->status == NSEG_STATUS_NO_ARTICLE
             && strcmp(res->reason, "a sign-in page") == 0)
            != signs[k].declined)
        {
            fail_msg("\"%s\": status %d (%s)", signs[k].title,
                     (int) res->status, res->reason ? res->reason : "-");
        }

        nseg_result_free(res);
    }
}


/*
 * A page whose <body> class names a list of posts (WordPress's "home
 * blog", "archive tag", "error404"; Ghost's "author-template"; Drupal's
 * "path-taxonomy"; a Shopify theme's "template-product") is declined,
 * whatever its text looks like; not
 * when the class also names a post or page ("page ... blog", "home
 * article"), for a class that only starts with such a word
 * ("tag-community", "layout-blog"), nor when its metadata says it is an
 * article.
 */
static void
test_list_page_by_body_class(void **state)
{
    int             n;
    char            page[4096];
    size_t          k;
    nseg_result_t  *res;

    static const struct {
        const char  *head;
        const char  *body_class;
        int          declined;
    } cases[] = {
        { "", "home blog wp-custom-logo", 1 },
        { "", "archive tag tag-roads", 1 },
        { "", "error404 right-sidebar", 1 },
        { "", "author-template author-hannah", 1 },
        { "", "path-taxonomy page-taxonomy-term-412", 1 },
        { "", "SEARCH search-results", 1 },
        { "", "app-search grid-fluid page-search", 1 },
        { "", "app-editorial asset-type-article", 0 },
        { "", "page-template-default page page-id-16 blog", 0 },
        { "", "home article", 0 },
        { "", "single single-post postid-9 tag-roads", 0 },
        { "", "post-template tag-community", 0 },
        { "", "site com_content view-article layout-blog", 0 },
        { "", "tagged blogroll", 0 },
        { "", "template-product", 1 },
        { "", "template-article", 0 },
        { "<meta property=\"og:type\" content=\"article\">", "archive", 0 },
    };

    (void) state;

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(page, sizeof(page),
                     "<!DOCTYPE html><html lang=\"en\"><head>"
                     "<meta charset=\"utf-8\"><title>Depot - The Valley "
                     "Post</title>%s</head><body class=\"%s\"><main>"
                     "<h1>Depot closes</h1>" STORY "</main>" TAIL,
                     cases[k].head, cases[k].body_class);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, NULL);

        if (cases[k].declined
            ? res->status != NSEG_STATUS_NO_ARTICLE
              || strcmp(res->reason,
                        "no article, as its body class says") != 0
            : res->status != NSEG_STATUS_OK)
        {
            fail_msg("class \"%s\": status %d (%s)", cases[k].body_class,
                     (int) res->status, res->reason ? res->reason : "-");
        }

        nseg_result_free(res);
    }
}


/*
 * JSON-LD that calls the page a CollectionPage or SearchResultsPage and
 * names no article is a list of items, whatever its og:type says
 * (WordPress archives write "article"); a page that declares an article
 * beside its collection (a WebPage graph with its NewsArticle) is one.
 */
static void
test_list_page_by_jsonld(void **state)
{
    int             n;
    char            page[4096];
    size_t          k;
    nseg_result_t  *res;

    static const struct {
        const char  *ld;
        int          declined;
    } cases[] = {
        { "{\"@context\":\"https://schema.org\",\"@graph\":[{\"@type\":"
          "\"CollectionPage\",\"name\":\"Local News\"},{\"@type\":"
          "\"BreadcrumbList\"}]}", 1 },
        { "{\"@type\":[\"WebPage\",\"SearchResultsPage\"]}", 1 },
        { "{\"@type\":\"http://schema.org/CollectionPage\"}", 1 },
        { "{\"@graph\":[{\"@type\":\"CollectionPage\"},{\"@type\":"
          "\"NewsArticle\",\"headline\":\"Depot closes\"}]}", 0 },
        { "{\"@type\":\"ProfilePage\"}", 0 },
        /* the article in microdata beside the collection in JSON-LD */
        { "{\"@type\":\"CollectionPage\"}</script></head><body "
          "itemscope itemtype=\"https://schema.org/NewsArticle\"><script>",
          0 },
        { "{\"@type\":\"WebPage\"}", 0 },
    };

    /*
     * a list in JSON-LD (a tag page's ItemList, a podcast's series) is
     * the page's own when nothing calls the page an article; an
     * article's carousel is not
     */
    static const struct {
        const char  *og;
        const char  *ld;
        int          declined;
    } lists[] = {
        { "website", "{\"@type\":\"ItemList\",\"itemListElement\":[]}", 1 },
        { "website", "{\"@type\":\"PodcastSeries\",\"name\":\"Daily\"}",
          1 },
        { "article", "{\"@type\":\"ItemList\",\"itemListElement\":[]}", 0 },
        { "website", "[{\"@type\":\"NewsArticle\",\"headline\":\"Depot "
          "closes\"},{\"@type\":\"ItemList\"}]", 0 },
    };

    /*
     * JSON-LD about a thing that is no text (a listing for sale, a
     * cinema, an event) when nothing calls the page an article; an
     * article that mentions a place, or a shop's product, is extracted
     */
    static const struct {
        const char  *og;
        const char  *ld;
        int          declined;
    } things[] = {
        { "website", "{\"@type\":[\"RealEstateListing\",\"Product\"],"
          "\"name\":\"1482 Juniper Hollow Rd\"}", 1 },
        { "website", "{\"@graph\":[{\"@type\":\"MovieTheater\",\"name\":"
          "\"The Lyric\"},{\"@type\":\"WebSite\"}]}", 1 },
        { "website", "{\"@type\":\"http://schema.org/ScreeningEvent\"}", 1 },
        { "article", "{\"@type\":\"Place\",\"name\":\"Depot\"}", 0 },
        { "website", "[{\"@type\":\"NewsArticle\",\"headline\":\"Depot "
          "closes\",\"contentLocation\":{\"@type\":\"Place\"}},"
          "{\"@type\":\"Event\"}]", 0 },
        { "website", "{\"@type\":\"Product\",\"name\":\"Depot\"}", 0 },
        { "website", "{\"@type\":\"ContactPage\",\"name\":\"Contact "
          "us\"}", 1 },
    };

    for (k = 0; k < sizeof(things) / sizeof(things[0]); k++) {
        n = snprintf(page, sizeof(page),
                     "<!DOCTYPE html><html lang=\"en\"><head>"
                     "<meta charset=\"utf-8\"><title>Depot - The Valley "
                     "Post</title><meta property=\"og:type\" "
                     "content=\"%s\"><script type=\"application/ld+json"
                     "\">%s</script></head><body><main>"
                     "<h1>Depot closes</h1>" STORY "</main>" TAIL,
                     things[k].og, things[k].ld);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, NULL);

        if (things[k].declined
            ? res->status != NSEG_STATUS_NO_ARTICLE
              || strcmp(res->reason,
                        "no article, as its JSON-LD type says") != 0
            : res->status != NSEG_STATUS_OK)
        {
            fail_msg("og:type %s, JSON-LD %s: status %d (%s)", things[k].og,
                     things[k].ld, (int) res->status,
                     res->reason ? res->reason : "-");
        }

        nseg_result_free(res);
    }

    (void) state;

    for (k = 0; k < sizeof(lists) / sizeof(lists[0]); k++) {
        n = snprintf(page, sizeof(page),
                     "<!DOCTYPE html><html lang=\"en\"><head>"
                     "<meta charset=\"utf-8\"><title>Depot - The Valley "
                     "Post</title><meta property=\"og:type\" "
                     "content=\"%s\"><script type=\"application/ld+json"
                     "\">%s</script></head><body><main>"
                     "<h1>Depot closes</h1>" STORY "</main>" TAIL,
                     lists[k].og, lists[k].ld);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, NULL);

        if (lists[k].declined
            ? res->status != NSEG_STATUS_NO_ARTICLE
              || strcmp(res->reason,
                        "no article, as its JSON-LD list says") != 0
            : res->status != NSEG_STATUS_OK)
        {
            fail_msg("og:type %s, JSON-LD %s: status %d (%s)", lists[k].og,
                     lists[k].ld, (int) res->status,
                     res->reason ? res->reason : "-");
        }

        nseg_result_free(res);
    }

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        n = snprintf(page, sizeof(page),
                     "<!DOCTYPE html><html lang=\"en\"><head>"
                     "<meta charset=\"utf-8\"><title>Depot - The Valley "
                     "Post</title><meta property=\"og:type\" "
                     "content=\"article\"><script type=\"application/ld+json"
                     "\">%s</script></head><body><main>"
                     "<h1>Depot closes</h1>" STORY "</main>" TAIL,
                     cases[k].ld);
        assert_true(n > 0 && (size_t) n < sizeof(page));

        res = run(page, NULL);

        if (cases[k].declined
            ? res->status != NSEG_STATUS_NO_ARTICLE
              || strcmp(res->reason,
                        "no article, as its JSON-LD type says") != 0
            : res->status != NSEG_STATUS_OK)
        {
            fail_msg("JSON-LD %s: status %d (%s)", cases[k].ld,
                     (int) res->status, res->reason ? res->reason : "-");
        }

        nseg_result_free(res);
    }
}


/*
 * A tag or topic page whose linked headlines NCE leaves out keeps each
 * teaser's standfirst and "By ..." line (t/fixtures/nonarticle's
 * b16-tag-topic.html is declined so): the lines counted are a "By" word
 * and names alone, "A, B" and "A and B" too; not a sentence that opens
 * with "By", nor a line that goes on after the names.
 */
static void
test_byline_lines(void **state)
{
    size_t  k;

    static const struct {
        const char  *text;
        unsigned     lines;
    } cases[] = {
        { "By Dana Whitlock\nThe council voted.\nBy Tom Haskell", 2 },
        { "Par Luna Hamidi, Herv\xc3\xa9 Hinopay\nVon Anna Roth\n"
          "Door Jan de Vries and Els Bos", 3 },
        { "By the council's own count, eleven depots closed.", 0 },
        { "By Dana Whitlock said the council", 0 },
        { "By DANA WHITLOCK", 0 },
        { "By", 0 },
        { "", 0 },
        { "by Dana Whitlock\n\nby Tom Haskell\n", 2 },
        /* the date a teaser's byline closes with */
        { "By Tomasz Reyes Dec. 28, 2025\nBy Miriam Okafor | 2025-12-30", 2 },
        { "By Dana Whitlock \xc2\xb7 28 December 2025", 1 },
        { "By Dana Whitlock and 40 others", 0 },
        { "By Dana Whitlock 28 December 2025", 1 },
        { "By Dana Whitlock 2 hours ago", 1 },
    };

    (void) state;

    /* the dates bylines close with are read */
    assert_int_equal(nseg_date_init(), NSEG_OK);

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        if (nseg_byline_lines(cases[k].text, strlen(cases[k].text))
            != cases[k].lines)
        {
            fail_msg("\"%s\": %u lines, not %u", cases[k].text,
                     nseg_byline_lines(cases[k].text, strlen(cases[k].text)),
                     cases[k].lines);
        }
    }
}


static void
test_link_chars_subtree(void **state)
{
    const char    *html;
    uint8_t       *keep;
    uint32_t       i, chars, link_chars;
    nseg_doc_t     doc;
    nseg_body_census_t  census;
    nseg_arena_t   arena;
    nseg_options_t opts;

    (void) state;

    html = "<html><body><div><p>abcde <a href=\"/x\">fgh</a></p></div>"
           "<p>ij <a href=\"/y\">klmn</a></p></body></html>";

    memset(&opts, 0, sizeof(nseg_options_t));
    nseg_arena_init(&arena, 0);
    assert_int_equal(nseg_doc_parse(&doc, &arena, html, strlen(html), &opts),
                     NSEG_STATUS_OK);

    keep = calloc(doc.n + 1, 1);
    assert_non_null(keep);

    /* the <div> as a subtree, and "ij" alone of the second paragraph */
    for (i = 0; i < doc.n; i++) {
        if (doc.nodes[i].tag == NSEG_TAG_DIV) {
            keep[i] = NSEG_RENDER_SUBTREE;
        }

        if (doc.nodes[i].kind == NSEG_NODE_TEXT
            && strncmp(doc.nodes[i].text, "ij", 2) == 0)
        {
            keep[i] = NSEG_RENDER_NODE;
        }
    }

    nseg_body_census(&doc, keep, &census);
    chars = census.chars;
    link_chars = census.link_chars;

    assert_int_equal(chars, 5 + 3 + 2);
    assert_int_equal(link_chars, 3);

    free(keep);
    nseg_doc_free(&doc);
    nseg_arena_free(&arena);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_teaser_list_declined),
        cmocka_unit_test(test_link_roundup_article_stays),
        cmocka_unit_test(test_playlist_declined),
        cmocka_unit_test(test_article_with_related_links_stays),
        cmocka_unit_test(test_few_link_chars_stay),
        cmocka_unit_test(test_path_rule_skips_the_test),
        cmocka_unit_test(test_sign_in_page_declined),
        cmocka_unit_test(test_paywall_teaser_with_sign_in_stays),
        cmocka_unit_test(test_hidden_login_dialog_stays),
        cmocka_unit_test(test_redirect_page_declined),
        cmocka_unit_test(test_list_page_by_body_class),
        cmocka_unit_test(test_list_page_by_jsonld),
        cmocka_unit_test(test_byline_lines),
        cmocka_unit_test(test_error_page_declined),
        cmocka_unit_test(test_link_chars_subtree),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
