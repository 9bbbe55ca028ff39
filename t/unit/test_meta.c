
/*
 * test_meta.c - structured metadata extraction (meta.c) and the JSON
 * parser under it (jsonld.c): table-driven pages, one source each, then
 * conflicts, broken blocks and byline cleaning.
 */


#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "doc.h"
#include "date.h"
#include "jsonld.h"
#include "meta.h"


#define NOW  1700000000         /* 2023-11-14T22:13:20Z */


typedef struct {
    nseg_arena_t               arena;
    nseg_options_t             opts;
    nseg_doc_t                 doc;
    nseg_meta_t                meta;
} page_t;


static void
page_load(page_t *p, const char *head, const char *body, const char *url)
{
    int   rc;
    char  html[16384];

    snprintf(html, sizeof(html),
             "<!DOCTYPE html><html><head>%s</head><body>%s"
             "<p>Some article text so the page is not empty.</p>"
             "</body></html>", head, body);

    memset(&p->opts, 0, sizeof(nseg_options_t));
    p->opts.base_url = url;
    p->opts.now = NOW;

    nseg_arena_init(&p->arena, 0);
    rc = nseg_doc_parse(&p->doc, &p->arena, html, strlen(html), &p->opts);
    assert_int_equal(rc, NSEG_STATUS_OK);

    rc = nseg_meta_extract(&p->doc, url, NOW, &p->meta);
    assert_int_equal(rc, NSEG_OK);
}


static void
page_free(page_t *p)
{
    nseg_doc_free(&p->doc);
    nseg_arena_free(&p->arena);
}


static const char *
best(page_t *p, nseg_meta_field_e f)
{
    return p->meta.best[f] ? p->meta.best[f]->value : NULL;
}


static const nseg_meta_cand_t *
find(page_t *p, nseg_meta_field_e f, const char *key)
{
    uint32_t  i;

    for (i = 0; i < p->meta.n[f]; i++) {
        if (strcmp(p->meta.cand[f][i].key, key) == 0) {
            return &p->meta.cand[f][i];
        }
    }

    return NULL;
}


static char *
best_day(page_t *p, nseg_meta_field_e f, char *buf)
{
    const nseg_meta_cand_t  *c;

    c = p->meta.best[f];
    if (c == NULL) {
        return NULL;
    }

    snprintf(buf, 11, "%04d-%02d-%02d", c->date.year, c->date.month,
             c->date.day);

    return buf;
}


/* one source per row: the field's best value and the key it came from */

typedef struct {
    const char                *name;
    const char                *head;
    const char                *body;
    const char                *url;
    nseg_meta_field_e          field;
    const char                *value;   /* a day for date fields */
    const char                *key;
} source_case_t;


#define LD(json)  "<script type=\"application/ld+json\">" json "</script>"

static const source_case_t  source_cases[] = {

    /* titles */
    { "og:title", "<meta property=\"og:title\" content=\" OG  Title \">",
      "", NULL, NSEG_META_TITLE, "OG Title", "og:title" },
    { "og:title in name", "<meta name=\"og:title\" content=\"Named\">",
      "", NULL, NSEG_META_TITLE, "Named", "og:title" },
    { "twitter:title", "<meta name=\"twitter:title\" content=\"Tw\">",
      "", NULL, NSEG_META_TITLE, "Tw", "twitter:title" },
    { "parsely-title", "<meta name=\"parsely-title\" content=\"Pa\">",
      "", NULL, NSEG_META_TITLE, "Pa", "parsely-title" },
    { "dc.title", "<meta name=\"DC.title\" content=\"Dublin\">",
      "", NULL, NSEG_META_TITLE, "Dublin", "dc.title" },
    { "itemprop headline",
      "", "<h1 itemprop=\"headline\">  Micro\n  <b>data</b> </h1>", NULL,
      NSEG_META_TITLE, "Micro data", "itemprop:headline" },
    { "ld headline beats og",
      "<meta property=\"og:title\" content=\"OG | Site\">"
      LD("{\"@context\":\"https://schema.org\",\"@type\":\"NewsArticle\","
         "\"headline\":\"The headline\"}"),
      "", NULL, NSEG_META_TITLE, "The headline", "ld:headline" },
    { "ld @graph: article over WebPage",
      LD("{\"@context\":\"https://schema.org\",\"@graph\":["
         "{\"@type\":\"WebPage\",\"name\":\"Page name\"},"
         "{\"@type\":\"NewsArticle\",\"headline\":\"Article\"}]}"),
      "", NULL, NSEG_META_TITLE, "Article", "ld:headline" },
    { "ld top-level array",
      LD("[{\"@type\":\"Organization\",\"name\":\"Org\"},"
         "{\"@type\":\"BlogPosting\",\"headline\":\"Post\"}]"),
      "", NULL, NSEG_META_TITLE, "Post", "ld:headline" },
    { "ld @type array",
      LD("{\"@type\":[\"Thing\",\"ReportageNewsArticle\"],"
         "\"headline\":\"Typed\"}"),
      "", NULL, NSEG_META_TITLE, "Typed", "ld:headline" },
    { "ld type IRI",
      LD("{\"@type\":\"http://schema.org/Article\",\"headline\":\"Iri\"}"),
      "", NULL, NSEG_META_TITLE, "Iri", "ld:headline" },
    { "ld mainEntity",
      LD("{\"@type\":\"WebPage\",\"mainEntity\":{\"@type\":\"Article\","
         "\"headline\":\"Main\"}}"),
      "", NULL, NSEG_META_TITLE, "Main", "ld:headline" },
    { "ld in body",
      "", LD("{\"@type\":\"NewsArticle\",\"headline\":\"Body block\"}"),
      NULL, NSEG_META_TITLE, "Body block", "ld:headline" },
    { "ld entities",
      LD("{\"@type\":\"NewsArticle\",\"headline\":"
         "\"Tom &amp; Jerry&#39;s &eacute;t&#xE9; \\u00e0 &bogus; &#0;\"}"),
      "", NULL, NSEG_META_TITLE, "Tom & Jerry's été à &bogus; \xef\xbf\xbd",
      "ld:headline" },
    { "ld type unknown ignored",
      LD("{\"@type\":\"Recipe\",\"name\":\"Cake\"}")
      "<meta name=\"twitter:title\" content=\"Tw\">",
      "", NULL, NSEG_META_TITLE, "Tw", "twitter:title" },

    /* publication dates */
    { "ld datePublished",
      LD("{\"@type\":\"NewsArticle\","
         "\"datePublished\":\"2021-03-04T05:06:07+01:00\"}"),
      "", NULL, NSEG_META_PUBLISHED, "2021-03-04", "ld:datePublished" },
    { "ld dateCreated",
      LD("{\"@type\":\"Article\",\"dateCreated\":\"2021-03-05\"}"),
      "", NULL, NSEG_META_PUBLISHED, "2021-03-05", "ld:dateCreated" },
    { "article:published_time",
      "<meta property=\"article:published_time\" "
      "content=\"2019-10-19T18:56:59Z\">",
      "", NULL, NSEG_META_PUBLISHED, "2019-10-19", "article:published_time" },
    { "name=pubdate",
      "<meta name=\"pubdate\" content=\"20180102\">",
      "", NULL, NSEG_META_PUBLISHED, "2018-01-02", "pubdate" },
    { "name=publish-date",
      "<meta name=\"publish-date\" content=\"2018/01/03\">",
      "", NULL, NSEG_META_PUBLISHED, "2018-01-03", "publish-date" },
    { "sailthru.date",
      "<meta name=\"sailthru.date\" content=\"2018-01-04 10:00:00\">",
      "", NULL, NSEG_META_PUBLISHED, "2018-01-04", "sailthru.date" },
    { "dc.date.issued",
      "<meta name=\"dc.date.issued\" content=\"2018-01-05\">",
      "", NULL, NSEG_META_PUBLISHED, "2018-01-05", "dc.date.issued" },
    { "parsely-pub-date",
      "<meta name=\"parsely-pub-date\" content=\"2018-01-06T01:02:03Z\">",
      "", NULL, NSEG_META_PUBLISHED, "2018-01-06", "parsely-pub-date" },
    { "parsely-page pub_date",
      "<meta name=\"parsely-page\" content='{\"title\": \"T\", "
      "\"pub_date\": \"2014-11-23T16:00:00+04:00\", \"author\": \"\"}'>",
      "", NULL, NSEG_META_PUBLISHED, "2014-11-23", "parsely-page:pub_date" },
    { "parsely-page title",
      "<meta name=\"Parsely-Page\" content='{\"title\": \"Comcast "
      "completes\", \"pub_date\": 7}'>",
      "", NULL, NSEG_META_TITLE, "Comcast completes", "parsely-page:title" },
    { "parsely-page author",
      "<meta name=\"parsely-page\" content='{\"author\": \"Ann Lee\"}'>",
      "", NULL, NSEG_META_AUTHOR, "Ann Lee", "parsely-page:author" },
    { "parsely-page broken JSON",
      "<meta name=\"parsely-page\" content='{\"pub_date\": \"2014-11-23'>"
      "<meta name=\"date\" content=\"2018-01-09\">",
      "", NULL, NSEG_META_PUBLISHED, "2018-01-09", "date" },
    { "itemprop datePublished on meta",
      "<meta itemprop=\"datePublished\" content=\"2018-01-07\">",
      "", NULL, NSEG_META_PUBLISHED, "2018-01-07", "itemprop:datePublished" },
    { "itemprop datePublished on time",
      "", "<time itemprop=\"datePublished\" datetime=\"2018-01-08\">Jan 8"
      "</time>", NULL,
      NSEG_META_PUBLISHED, "2018-01-08", "itemprop:datePublished" },
    { "time pubdate",
      "", "<time pubdate datetime=\"2018-01-09T08:00\">9 Jan</time>", NULL,
      NSEG_META_PUBLISHED, "2018-01-09", "time:pubdate" },
    { "time in article",
      "", "<article><p>x <time datetime=\"2018-01-10\">10 Jan</time></p>"
      "</article>", NULL,
      NSEG_META_PUBLISHED, "2018-01-10", "time:article" },
    { "time in header",
      "", "<header><time datetime=\"2018-01-11\">11 Jan</time></header>",
      NULL, NSEG_META_PUBLISHED, "2018-01-11", "time:header" },
    { "hAtom abbr published",
      "", "<abbr class=\"published\" title=\"2023-11-06T08:21:00Z\">Kuya 6 "
      "Ugushyingo 2023</abbr>", NULL,
      NSEG_META_PUBLISHED, "2023-11-06", "abbr:published" },
    { "abbr without the class",
      "", "<abbr title=\"2023-11-06\">6 Nov</abbr>", NULL,
      NSEG_META_PUBLISHED, NULL, NULL },
    { "non-ISO date through date.c",
      "<meta name=\"date\" content=\"Sun, 07 Jun 2020 10:00:00 GMT\">",
      "", NULL, NSEG_META_PUBLISHED, "2020-06-07", "date" },
    { "relative date ignored",
      "<meta name=\"date\" content=\"3 hours ago\">",
      "", NULL, NSEG_META_PUBLISHED, NULL, NULL },
    { "url /yyyy/mm/dd/",
      "", "", "https://example.com/news/2020/06/07/some-story.html",
      NSEG_META_PUBLISHED, "2020-06-07", "url" },
    { "url /yyyymmdd/",
      "", "", "https://example.com/a/20200608/story", NSEG_META_PUBLISHED,
      "2020-06-08", "url" },
    { "url /yyyy-mm-dd-",
      "", "", "https://example.com/blog/2020-06-09-my-post",
      NSEG_META_PUBLISHED, "2020-06-09", "url" },
    { "url /dd-mm-yyyy",
      "", "", "https://example.org/meldungen/29-10-2021",
      NSEG_META_PUBLISHED, "2021-10-29", "url" },
    { "url -mm-dd-yyyy-",
      "", "", "https://example.com/story-12-25-2021-snow/",
      NSEG_META_PUBLISHED, "2021-12-25", "url" },
    { "url /dd-mm-yyyy with both parts under 13: no date",
      "", "", "https://example.org/meldungen/05-06-2021",
      NSEG_META_PUBLISHED, NULL, NULL },
    { "url /dd-mm-yyyy followed by a digit: no date",
      "", "", "https://example.org/p/29-10-20219",
      NSEG_META_PUBLISHED, NULL, NULL },
    { "url: a year-first date wins over an earlier day-first one",
      "", "", "https://example.com/13-05-2019/news/2021/06/07/story",
      NSEG_META_PUBLISHED, "2021-06-07", "url" },
    { "url /dd-mm-yyyy after a number is part of it: no date",
      "", "", "https://example.com/product/sku-4711-25-10-2019",
      NSEG_META_PUBLISHED, NULL, NULL },
    { "url /dd-mm-yyyy in the future gives way to a later one",
      "", "", "https://example.org/31-12-2099/29-10-2021",
      NSEG_META_PUBLISHED, "2021-10-29", "url" },
    { "url /dd-mm-yyyy not a calendar day: no date",
      "", "", "https://example.org/meldungen/31-02-2021",
      NSEG_META_PUBLISHED, NULL, NULL },
    { "url /dd-mm-yyyy before the query",
      "", "", "https://example.org/meldungen/29-10-2021?page=2",
      NSEG_META_PUBLISHED, "2021-10-29", "url" },
    /* the Chinese papers' folders */
    { "url /yyyy-mm/dd/ (Xinhua)",
      "", "", "http://www.news.example/fortune/2019-11/17/c_1129981476.htm",
      NSEG_META_PUBLISHED, "2019-11-17", "url" },
    { "url /yyyy/mmdd/ (People's Daily)",
      "", "", "http://politics.people.example/n1/2019/1014/c1001-4058.html",
      NSEG_META_PUBLISHED, "2019-10-14", "url" },
    { "url /yyyymm/dd/ (China Daily)",
      "", "", "https://www.chinadaily.example/a/201910/15/WS68ed.html",
      NSEG_META_PUBLISHED, "2019-10-15", "url" },
    { "url /yyyy/mmdd/ not a calendar day: no date",
      "", "", "http://politics.people.example/n1/2019/1399/c1001-4058.html",
      NSEG_META_PUBLISHED, NULL, NULL },
    { "url /yyyy-mm/dd followed by a digit: no date",
      "", "", "http://www.news.example/f/2019-11/175/c_1.htm",
      NSEG_META_PUBLISHED, NULL, NULL },
    { "url date from the canonical link",
      "<link rel=\"canonical\" href=\"/2020/06/10/story\">", "",
      "https://example.com/amp/story", NSEG_META_PUBLISHED, "2020-06-10",
      "url:canonical" },

    /* modification dates */
    { "ld dateModified",
      LD("{\"@type\":\"NewsArticle\",\"dateModified\":\"2021-03-06\"}"),
      "", NULL, NSEG_META_MODIFIED, "2021-03-06", "ld:dateModified" },
    { "article:modified_time",
      "<meta property=\"article:modified_time\" content=\"2021-03-07\">",
      "", NULL, NSEG_META_MODIFIED, "2021-03-07", "article:modified_time" },
    { "og:updated_time",
      "<meta property=\"og:updated_time\" content=\"2021-03-08T00:00:00\">",
      "", NULL, NSEG_META_MODIFIED, "2021-03-08", "og:updated_time" },
    { "http-equiv last-modified",
      "<meta http-equiv=\"Last-Modified\" content=\"2021-03-09 12:00:00\">",
      "", NULL, NSEG_META_MODIFIED, "2021-03-09", "last-modified" },

    /* authors (the byline is checked in its own test) */
    { "ld author string",
      LD("{\"@type\":\"NewsArticle\",\"author\":\"By Jane Doe\"}"),
      "", NULL, NSEG_META_AUTHOR, "Jane Doe", "ld:author" },
    { "ld author Organization: one name",
      LD("{\"@type\":\"NewsArticle\",\"author\":{\"@type\":"
         "\"GovernmentOrganization\",\"name\":\"Department for Roads"
         " and Rail\"}}"),
      "", NULL, NSEG_META_AUTHOR, "Department for Roads and Rail",
      "ld:author.org" },
    { "ld author Person: two names",
      LD("{\"@type\":\"NewsArticle\",\"author\":{\"@type\":"
         "\"Person\",\"name\":\"Jane Doe and John Roe\"}}"),
      "", NULL, NSEG_META_AUTHOR, "Jane Doe", "ld:author" },
    { "name=author", "<meta name=\"author\" content=\"John Roe\">", "", NULL,
      NSEG_META_AUTHOR, "John Roe", "author" },
    { "parsely-author",
      "<meta name=\"parsely-author\" content=\"Ann Lee\">", "", NULL,
      NSEG_META_AUTHOR, "Ann Lee", "parsely-author" },
    { "sailthru.author",
      "<meta name=\"sailthru.author\" content=\"Bo Li\">", "", NULL,
      NSEG_META_AUTHOR, "Bo Li", "sailthru.author" },
    { "dc.creator", "<meta name=\"DC.creator\" content=\"Cy Twombly\">", "",
      NULL, NSEG_META_AUTHOR, "Cy Twombly", "dc.creator" },
    { "article:author name",
      "<meta property=\"article:author\" content=\"Di Prima\">", "", NULL,
      NSEG_META_AUTHOR, "Di Prima", "article:author" },
    { "og:article:author (BBC, UK regional papers)",
      "<meta property=\"og:article:author\" content=\"Eve Arden\">", "",
      NULL, NSEG_META_AUTHOR, "Eve Arden", "og:article:author" },
    { "og:author", "<meta property=\"og:author\" content=\"Flo Kay\">",
      "", NULL, NSEG_META_AUTHOR, "Flo Kay", "og:author" },
    { "article:author_name (the Independent)",
      "<meta name=\"article:author_name\" content=\"Gus Tan\">", "",
      NULL, NSEG_META_AUTHOR, "Gus Tan", "article:author_name" },
    { "shareaholic:article_author_name",
      "<meta name=\"shareaholic:article_author_name\" "
      "content=\"Hal Ross\">", "", NULL, NSEG_META_AUTHOR, "Hal Ross",
      "shareaholic:article_author_name" },
    { "dc:creator in RDFa, among other properties",
      "<meta property=\"dc:creator twitter:site_name\" "
      "content=\"Ida Lupino\">", "", NULL, NSEG_META_AUTHOR, "Ida Lupino",
      "dc:creator" },
    { "article:author URL ignored",
      "<meta property=\"article:author\" "
      "content=\"https://www.facebook.com/someone\">", "", NULL,
      NSEG_META_AUTHOR, NULL, NULL },
    { "itemprop author with name",
      "", "<span itemprop=\"author\" itemscope>By <span itemprop=\"name\">"
      "Ed Wood</span></span>", NULL,
      NSEG_META_AUTHOR, "Ed Wood", "itemprop:author" },
    { "itemprop author over a site-wide meta author",
      "<meta name=\"author\" content=\"Landesanstalt fuer Wald\">",
      "<p>Von <span itemprop=\"author\">Joachim Hamberger</span></p>", NULL,
      NSEG_META_AUTHOR, "Joachim Hamberger", "itemprop:author" },
    { "rel=author link",
      "", "<p>By <a rel=\"author\" href=\"/au/fay\">Fay Wray</a></p>", NULL,
      NSEG_META_AUTHOR, "Fay Wray", "link:author" },
    { "rel=author link that points on",
      "", "<p><a rel=\"author\" href=\"/au/fay\">View Archive "
      "<span>\xe2\x86\x92</span></a></p>", NULL,
      NSEG_META_AUTHOR, NULL, NULL },
    { "rel=author link that sends the reader on",
      "", "<p><a rel=\"author\" href=\"/profile/1\">View my complete "
      "profile</a></p>", NULL,
      NSEG_META_AUTHOR, NULL, NULL },

    /* microdata of another work: a citation, a comment, a review */
    { "itemprop author of a citation",
      "", "<article itemscope itemtype=\"https://schema.org/Article\">"
      "<ol><li itemprop=\"citation\" itemscope "
      "itemtype=\"https://schema.org/ScholarlyArticle\">"
      "<meta itemprop=\"author\" content=\"NH. Shear, SP. Spielberg\">"
      "</li></ol></article>", NULL,
      NSEG_META_AUTHOR, NULL, NULL },
    { "itemprop datePublished of a comment",
      "", "<div itemscope itemtype=\"https://schema.org/NewsArticle\">"
      "<div itemprop=\"comment\" itemscope itemtype=\"Comment\">"
      "<time itemprop=\"datePublished\" datetime=\"2023-05-02\">2 May"
      "</time></div></div>", NULL,
      NSEG_META_PUBLISHED, NULL, NULL },
    { "itemprop headline of a list entry",
      "", "<ul itemscope itemtype=\"ItemList\"><li itemprop="
      "\"itemListElement\" itemscope><h3 itemprop=\"headline\">Other "
      "story</h3></li></ul>", NULL,
      NSEG_META_TITLE, NULL, NULL },
    { "itemprop author of a comment item (GeneratePress)",
      "", "<article class=\"comment-body\" itemtype=\"https://schema.org/"
      "Comment\" itemscope><div itemprop=\"author\" itemtype=\"https://"
      "schema.org/Person\" itemscope><cite itemprop=\"name\">Random "
      "Commenter</cite></div><time itemprop=\"datePublished\" datetime="
      "\"2019-03-02T10:00:00+00:00\">2 March</time></article>", NULL,
      NSEG_META_AUTHOR, NULL, NULL },
    { "itemprop datePublished of a comment item",
      "", "<div itemtype=\"http://schema.org/Comment \" itemscope>"
      "<time itemprop=\"datePublished\" datetime=\"2019-03-02\">2 March"
      "</time></div>", NULL,
      NSEG_META_PUBLISHED, NULL, NULL },
    { "itemprop author of the article's picture (ImageObject)",
      "", "<article itemscope itemtype=\"http://schema.org/Article\">"
      "<aside itemprop=\"image\" itemscope itemtype=\"http://schema.org/"
      "ImageObject\"><cite itemprop=\"author\">Ann Shooter</cite></aside>"
      "</article>", NULL,
      NSEG_META_AUTHOR, NULL, NULL },
    { "itemprop datePublished of the article's video",
      "", "<article itemscope itemtype=\"NewsArticle\"><div itemprop="
      "\"video\" itemscope itemtype=\"VideoObject\"><meta itemprop="
      "\"datePublished\" content=\"2019-03-02\"></div></article>", NULL,
      NSEG_META_PUBLISHED, NULL, NULL },
    { "itemprop author of a critic's Review is the page's",
      "", "<article itemscope itemtype=\"https://schema.org/Review\">"
      "<span itemprop=\"author\" itemscope itemtype=\"Person\"><span "
      "itemprop=\"name\">Ann Critic</span></span></article>", NULL,
      NSEG_META_AUTHOR, "Ann Critic", "itemprop:author" },
    { "itemprop author of a blogPost (Blogger) is the page's",
      "", "<div itemscope itemtype=\"http://schema.org/Blog\"><div "
      "itemprop='blogPost' itemscope='itemscope' itemtype='http://schema.org/"
      "BlogPosting'><span itemprop=\"author\" itemscope><span itemprop="
      "\"name\">Ann Post</span></span></div></div>", NULL,
      NSEG_META_AUTHOR, "Ann Post", "itemprop:author" },
    { "itemprop dateModified in the author's Person (CNET) is the page's",
      "", "<article itemscope itemtype=\"NewsArticle\"><li itemprop="
      "\"author\" itemscope itemtype=\"Person\"><meta itemprop="
      "\"dateModified\" content=\"2017-01-18T23:00:00-0800\">Steven</li>"
      "</article>", NULL,
      NSEG_META_MODIFIED, "2017-01-18", "itemprop:dateModified" },
    { "twitter label and data (Yoast)",
      "<meta name=\"twitter:label1\" content=\"Est. reading time\">"
      "<meta name=\"twitter:data1\" content=\"4 minutes\">"
      "<meta name=\"twitter:label2\" content=\"Verfasst von\">"
      "<meta name=\"twitter:data2\" content=\"Gil Evans\">", "", NULL,
      NSEG_META_AUTHOR, "Gil Evans", "twitter:data" },
    { "twitter data of another label",
      "<meta name=\"twitter:label1\" content=\"Est. reading time\">"
      "<meta name=\"twitter:data1\" content=\"4 minutes\">", "", NULL,
      NSEG_META_AUTHOR, NULL, NULL },

    /* site names */
    { "og:site_name", "<meta property=\"og:site_name\" content=\"Daily\">",
      "", NULL, NSEG_META_SITE_NAME, "Daily", "og:site_name" },
    { "application-name",
      "<meta name=\"application-name\" content=\"AppName\">", "", NULL,
      NSEG_META_SITE_NAME, "AppName", "application-name" },
    { "ld publisher by @id",
      LD("{\"@graph\":[{\"@type\":\"NewsArticle\",\"publisher\":"
         "{\"@id\":\"https://x.org/#org\"}},{\"@type\":\"Organization\","
         "\"@id\":\"https://x.org/#org\",\"name\":\"X Times\"}]}"),
      "", NULL, NSEG_META_SITE_NAME, "X Times", "ld:publisher.name" },

    /* languages */
    { "no language", "", "", NULL, NSEG_META_LANG, NULL, NULL },
    { "content-language",
      "<meta http-equiv=\"content-language\" content=\"de, en\">", "", NULL,
      NSEG_META_LANG, "de", "content-language" },
    { "og:locale", "<meta property=\"og:locale\" content=\"pt_br\">", "",
      NULL, NSEG_META_LANG, "pt-BR", "og:locale" },
    { "ld inLanguage",
      LD("{\"@type\":\"Article\",\"inLanguage\":\"zh-hant-tw\"}"), "", NULL,
      NSEG_META_LANG, "zh-Hant-TW", "ld:inLanguage" },
    { "bad language ignored",
      "<meta http-equiv=\"content-language\" content=\"english!\">", "",
      NULL, NSEG_META_LANG, NULL, NULL },

    /* lead images */
    { "og:image relative",
      "<meta property=\"og:image\" content=\"/img/a.jpg\">", "",
      "https://example.com/news/story.html", NSEG_META_IMAGE,
      "https://example.com/img/a.jpg", "og:image" },
    { "og:image with <base>",
      "<base href=\"https://cdn.example.net/x/\">"
      "<meta property=\"og:image\" content=\"b.png\">", "",
      "https://example.com/news/story.html", NSEG_META_IMAGE,
      "https://cdn.example.net/x/b.png", "og:image" },
    { "twitter:image",
      "<meta name=\"twitter:image\" content=\"https://i.example/t.jpg\">",
      "", NULL, NSEG_META_IMAGE, "https://i.example/t.jpg", "twitter:image" },
    { "ld image object",
      LD("{\"@type\":\"NewsArticle\",\"image\":{\"@type\":\"ImageObject\","
         "\"url\":\"https://i.example/o.jpg\"}}"), "", NULL,
      NSEG_META_IMAGE, "https://i.example/o.jpg", "ld:image" },
    { "ld image array",
      LD("{\"@type\":\"NewsArticle\",\"image\":[\"https://i.example/1.jpg\","
         "\"https://i.example/2.jpg\"]}"), "", NULL,
      NSEG_META_IMAGE, "https://i.example/1.jpg", "ld:image" },
    { "data: image ignored",
      "<meta property=\"og:image\" content=\"data:image/png;base64,AAAA\">",
      "", "https://example.com/", NSEG_META_IMAGE, NULL, NULL },
    { "og:image with a space and non-ASCII, as a browser reads it",
      "<meta property=\"og:image\" content=\" /img/caf\xc3\xa9 plan.jpg\">",
      "", "https://example.com/news/story.html", NSEG_META_IMAGE,
      "https://example.com/img/caf%C3%A9%20plan.jpg", "og:image" },
    { "og:image with a stray percent sign",
      "<meta property=\"og:image\" content=\"/img/50%.jpg\">", "",
      "https://example.com/", NSEG_META_IMAGE,
      "https://example.com/img/50%25.jpg", "og:image" },
    { "og:image holding a list: its first",
      "<meta property=\"og:image\" content=\"https://i.example/a.jpg, "
      "https://i.example/b.jpg\">", "", "https://example.com/",
      NSEG_META_IMAGE, "https://i.example/a.jpg", "og:image" },
    { "a canonical URL with a comma and http in its path stays whole",
      "<link rel=\"canonical\" href=\"https://news.example/a,http-codes\">",
      "", "https://news.example/", NSEG_META_URL,
      "https://news.example/a,http-codes", "link:canonical" },
    { "an image URL with a URL in its query stays whole",
      "<meta property=\"og:image\" content=\"https://i.example/r?u="
      "https://a.example/x,https://b.example/y\">", "",
      "https://example.com/", NSEG_META_IMAGE,
      "https://i.example/r?u=https://a.example/x,https://b.example/y",
      "og:image" },
    { "a comma inside one URL stays",
      "<meta property=\"og:image\" content=\"https://i.example/c_1,w_800/"
      "a.jpg\">", "", "https://example.com/", NSEG_META_IMAGE,
      "https://i.example/c_1,w_800/a.jpg", "og:image" },
    { "javascript: image ignored",
      "<meta property=\"og:image\" content=\"javascript:alert(1)\">", "",
      "https://example.com/", NSEG_META_IMAGE, NULL, NULL },
    { "relative image without base ignored",
      "<meta property=\"og:image\" content=\"/img/a.jpg\">", "", NULL,
      NSEG_META_IMAGE, NULL, NULL },

    /* canonical URLs */
    { "link canonical",
      "<link rel=\"canonical\" href=\"/news/story\">"
      "<meta property=\"og:url\" content=\"https://example.com/og\">", "",
      "https://example.com/amp/story", NSEG_META_URL,
      "https://example.com/news/story", "link:canonical" },
    { "canonical with non-ASCII",
      "<link rel=\"canonical\" href=\"/nachrichten/gr\xc3\xbc\xc3\x9f" "e\">", "",
      "https://example.com/amp/x", NSEG_META_URL,
      "https://example.com/nachrichten/gr%C3%BC%C3%9Fe", "link:canonical" },
    { "og:url", "<meta property=\"og:url\" content=\"https://example.com/og\">",
      "", NULL, NSEG_META_URL, "https://example.com/og", "og:url" },

    /* epoch numbers and rarer names */
    { "ld datePublished in epoch seconds",
      LD("{\"@type\":\"Article\",\"datePublished\":1676551869}"), "",
      NULL, NSEG_META_PUBLISHED, "2023-02-16", "ld:datePublished" },
    { "ld datePublished in epoch milliseconds",
      LD("{\"@type\":\"Article\",\"datePublished\":1676551869000}"), "",
      NULL, NSEG_META_PUBLISHED, "2023-02-16", "ld:datePublished" },
    { "ld datePublished as a small number ignored",
      LD("{\"@type\":\"Article\",\"datePublished\":2023}"), "",
      NULL, NSEG_META_PUBLISHED, NULL, NULL },
    { "OriginalPublicationDate",
      "<meta name='OriginalPublicationDate' "
      "content='2014-06-30T16:54:02+00:00'>", "", NULL,
      NSEG_META_PUBLISHED, "2014-06-30", "originalpublicationdate" },
    { "rnews:datePublished",
      "<meta property='rnews:datePublished' "
      "content='2010-02-22T11:53:04+00:00'>", "", NULL,
      NSEG_META_PUBLISHED, "2010-02-22", "rnews:datePublished" },

    /* broken JSON-LD: ignored or repaired, never fatal */
    { "ld trailing commas repaired",
      LD("{\"@type\":\"NewsArticle\",\"headline\":\"Commas\",}"), "", NULL,
      NSEG_META_TITLE, "Commas", "ld:headline" },
    { "ld raw newline repaired",
      LD("{\"@type\":\"NewsArticle\",\"headline\":\"Two\nlines\"}"), "",
      NULL, NSEG_META_TITLE, "Two lines", "ld:headline" },
    { "ld in a CDATA wrapper",
      LD("<![CDATA[\n{\"@type\":\"NewsArticle\",\"headline\":\"Kept\"}\n"
         "]]>"),
      "", NULL, NSEG_META_TITLE, "Kept", "ld:headline" },
    { "ld in a comment wrapper",
      LD("<!--\n{\"@type\":\"NewsArticle\",\"headline\":\"Wrapped\"}\n-->"),
      "", NULL, NSEG_META_TITLE, "Wrapped", "ld:headline" },
    { "ld truncated block ignored",
      LD("{\"@type\":\"NewsArticle\",\"headline\":\"Cut")
      "<meta property=\"og:title\" content=\"Fallback\">", "", NULL,
      NSEG_META_TITLE, "Fallback", "og:title" },
};


static void
test_sources(void **state)
{
    char                  day[16];
    size_t                i;
    const char           *got;
    page_t                p;
    const source_case_t  *c;

    for (i = 0; i < sizeof(source_cases) / sizeof(source_cases[0]); i++) {
        c = &source_cases[i];
        print_message("case: %s\n", c->name);

        page_load(&p, c->head, c->body, c->url);

        if (c->field == NSEG_META_PUBLISHED
            || c->field == NSEG_META_MODIFIED)
        {
            got = best_day(&p, c->field, day);

        } else {
            got = best(&p, c->field);
        }

        if (c->value == NULL) {
            assert_null(got);

        } else {
            assert_non_null(got);
            assert_string_equal(got, c->value);
            assert_string_equal(p.meta.best[c->field]->key, c->key);
        }

        page_free(&p);
    }
}


/*
 * Of two JSON-LD articles, the one whose url is the page's canonical is
 * the page's own: the other's author, headline and date are left out;
 * with no url to tell them apart, both count
 */
static void
test_ld_own_article(void **state)
{
    page_t  p;

    (void) state;

    page_load(&p,
              "<link rel=\"canonical\" href=\"https://tv.example/news/"
              "hikers-rescued/\">"
              LD("{\"@type\":\"NewsArticle\",\"headline\":\"Flood warning "
                 "extended\",\"url\":\"https://tv.example/weather/flood/\","
                 "\"author\":{\"@type\":\"Person\",\"name\":\"Dmitri "
                 "Kalloway\"}}")
              LD("{\"@type\":\"NewsArticle\",\"headline\":\"Hikers "
                 "rescued\",\"url\":\"https://www.tv.example/news/hikers-"
                 "rescued\",\"author\":{\"@type\":\"Person\",\"name\":"
                 "\"Alana Pierce\"}}"),
              "", "https://tv.example/news/hikers-rescued/");
    assert_non_null(p.meta.byline);
    assert_string_equal(p.meta.byline, "Alana Pierce");
    assert_string_equal(best(&p, NSEG_META_TITLE), "Hikers rescued");
    page_free(&p);

    page_load(&p,
              LD("{\"@type\":\"NewsArticle\",\"headline\":\"Flood warning "
                 "extended\",\"author\":{\"@type\":\"Person\",\"name\":"
                 "\"Dmitri Kalloway\"}}")
              LD("{\"@type\":\"NewsArticle\",\"headline\":\"Hikers "
                 "rescued\",\"author\":{\"@type\":\"Person\",\"name\":"
                 "\"Alana Pierce\"}}"),
              "", "https://tv.example/news/hikers-rescued/");
    assert_non_null(strstr(p.meta.byline, "Dmitri Kalloway"));
    assert_non_null(strstr(p.meta.byline, "Alana Pierce"));
    page_free(&p);
}


static void
test_html_lang(void **state)
{
    int             rc;
    page_t          p;
    const char     *html;

    html = "<html lang=\"en-us\"><head>"
           "<meta property=\"og:locale\" content=\"fr_FR\"></head>"
           "<body><p>text</p></body></html>";

    memset(&p.opts, 0, sizeof(nseg_options_t));
    nseg_arena_init(&p.arena, 0);
    rc = nseg_doc_parse(&p.doc, &p.arena, html, strlen(html), &p.opts);
    assert_int_equal(rc, NSEG_STATUS_OK);
    assert_int_equal(nseg_meta_extract(&p.doc, NULL, NOW, &p.meta), NSEG_OK);

    /* <html lang> is what the page declares for its own text */
    assert_string_equal(best(&p, NSEG_META_LANG), "en-US");
    assert_string_equal(p.meta.best[NSEG_META_LANG]->key, "html:lang");
    assert_int_equal(p.meta.n[NSEG_META_LANG], 2);
    assert_string_equal(find(&p, NSEG_META_LANG, "og:locale")->value,
                        "fr-FR");

    page_free(&p);
}


/* the language of an HTTP Content-Language: the page's own come first */
static void
test_http_content_language(void **state)
{
    size_t          k;
    page_t          p;

    static const struct {
        const char  *html;
        const char  *header;
        const char  *lang;
        const char  *key;
    } cases[] = {
        { "<html><head></head><body><p>t</p></body></html>", "pt-br",
          "pt-BR", "http:content-language" },
        { "<html><head></head><body><p>t</p></body></html>", "de, en",
          "de", "http:content-language" },
        { "<html lang=\"fr\"><head></head><body><p>t</p></body></html>",
          "de", "fr", "html:lang" },
        { "<html><head><meta http-equiv=\"content-language\" "
          "content=\"nl\"></head><body><p>t</p></body></html>", "de",
          "nl", "content-language" },
        /* after every declaration of the page, as a browser reads it */
        { "<html><head><meta property=\"og:locale\" content=\"es_ES\">"
          "</head><body><p>t</p></body></html>", "ca", "es-ES",
          "og:locale" },
        { "<html><head><script type=\"application/ld+json\">"
          "{\"@type\":\"WebPage\",\"inLanguage\":\"fr\"}</script>"
          "</head><body><p>t</p></body></html>", "de", "fr",
          "ld:inLanguage" },
        { "<html><head><meta itemprop=\"inLanguage\" content=\"fr\">"
          "</head><body><p>t</p></body></html>", "de", "fr",
          "itemprop:inLanguage" },
        { "<html><head></head><body><p>t</p></body></html>", "*",
          NULL, NULL },
    };

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        memset(&p.opts, 0, sizeof(nseg_options_t));
        p.opts.content_language = cases[k].header;
        nseg_arena_init(&p.arena, 0);
        assert_int_equal(nseg_doc_parse(&p.doc, &p.arena, cases[k].html,
                                        strlen(cases[k].html), &p.opts),
                         NSEG_STATUS_OK);
        assert_int_equal(nseg_meta_extract(&p.doc, NULL, NOW, &p.meta),
                         NSEG_OK);

        if (cases[k].lang == NULL) {
            assert_null(best(&p, NSEG_META_LANG));

        } else {
            assert_string_equal(best(&p, NSEG_META_LANG), cases[k].lang);
            assert_string_equal(p.meta.best[NSEG_META_LANG]->key,
                                cases[k].key);
        }

        page_free(&p);
    }
}


/* the description of the lead image: only the one written for it */
static void
test_image_alt(void **state)
{
    size_t  k;
    page_t  p;

    static const struct {
        const char  *head;
        const char  *alt;
    } cases[] = {
        { "<meta property=\"og:image\" content=\"https://i.example/a.jpg\">"
          "<meta property=\"og:image:width\" content=\"1200\">"
          "<meta property=\"og:image:alt\" content=\" Flooded  street\n\">",
          "Flooded street" },
        /* a second image's description is not the first's */
        { "<meta property=\"og:image\" content=\"https://i.example/a.jpg\">"
          "<meta property=\"og:image\" content=\"https://i.example/b.jpg\">"
          "<meta property=\"og:image:alt\" content=\"B\">", NULL },
        /* the next image, named in a list, ends the first's properties */
        { "<meta property=\"og:image\" content=\"https://i.example/a.jpg\">"
          "<meta property=\"og:image twitter:image\" "
          "content=\"https://i.example/b.jpg\">"
          "<meta property=\"og:image:alt\" content=\"Described B\">", NULL },
        { "<meta property=\"og:image\" content=\"https://i.example/a.jpg\">"
          "<meta property=\"og:image:alt twitter:image:alt\" "
          "content=\"A and its twin\">", "A and its twin" },
        { "<meta property=\"og:image:alt\" content=\"before\">"
          "<meta property=\"og:image\" content=\"https://i.example/a.jpg\">",
          NULL },
        { "<meta name=\"og:image\" content=\"https://i.example/a.jpg\">"
          "<meta name=\"og:image:alt\" content=\"Tom &amp;amp; Jerry\">",
          "Tom & Jerry" },
        { "<meta name=\"twitter:image:alt\" content=\"Bridge at dusk\">"
          "<meta name=\"twitter:image\" content=\"https://i.example/t.jpg\">",
          "Bridge at dusk" },
        /* og:image:alt describes og:image, not twitter's other picture */
        { "<meta name=\"twitter:image\" content=\"https://i.example/t.jpg\">"
          "<meta property=\"og:image:alt\" content=\"other\">", NULL },
        { "<meta property=\"og:image\" content=\"https://i.example/a.jpg\">"
          "<meta property=\"og:image:alt\" content=\"  \">", NULL },
        { "<meta property=\"og:image\" content=\"https://i.example/a.jpg\">",
          NULL },
        { "<meta property=\"og:image\" content=\"https://i.example/a.jpg\">"
          "<meta property=\"og:image:alt\" content=\"lux-veritatis-logo\">",
          NULL },
        { "<meta property=\"og:image\" content=\"https://i.example/a.jpg\">"
          "<meta property=\"og:image:alt\" content=\"Strassen_Madagaskar\">",
          NULL },
        { "<meta property=\"og:image\" content=\"https://i.example/a.jpg\">"
          "<meta property=\"og:image:alt\" content=\"Mandarinen-Kuchen\">",
          "Mandarinen-Kuchen" },
        { "<meta property=\"og:image\" content=\"https://i.example/a.jpg\">"
          "<meta property=\"og:image:alt\" content=\"Mandarinen\">",
          "Mandarinen" },
    };

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        page_load(&p, cases[k].head, "", "https://example.com/a");

        if (cases[k].alt == NULL) {
            if (p.meta.image_alt != NULL) {
                fail_msg("case %zu: alt \"%s\", want none", k,
                         p.meta.image_alt);
            }

        } else {
            assert_non_null(p.meta.image_alt);
            assert_string_equal(p.meta.image_alt, cases[k].alt);
        }

        page_free(&p);
    }
}


static void
test_no_metadata(void **state)
{
    unsigned  f;
    page_t    p;

    page_load(&p, "<title>Just a title</title>",
              "<h1>Heading</h1><p>Body on 2020-01-02 by Someone.</p>"
              "<time datetime=\"2020-01-02\">outside any article</time>",
              NULL);

    for (f = 0; f < NSEG_META_NFIELDS; f++) {
        assert_int_equal(p.meta.n[f], 0);
        assert_null(p.meta.best[f]);
    }

    assert_null(p.meta.byline);
    assert_int_equal(p.meta.jsonld_blocks, 0);

    page_free(&p);
}


static void
test_future_and_old_dates(void **state)
{
    char    day[16];
    page_t  p;

    /* NOW + 12 h is inside the day of slack, NOW + 3 days is not */
    page_load(&p,
              "<meta property=\"article:published_time\" "
              "content=\"2030-01-01T00:00:00Z\">"
              "<meta name=\"date\" content=\"1990-05-05\">"
              "<meta name=\"pubdate\" content=\"2023-11-17T22:00:00Z\">"
              "<meta property=\"article:modified_time\" "
              "content=\"2023-11-15T10:00:00Z\">",
              "", "https://example.com/2031/01/02/x");

    assert_int_equal(p.meta.n[NSEG_META_PUBLISHED], 0);
    assert_null(p.meta.best[NSEG_META_PUBLISHED]);
    assert_string_equal(best_day(&p, NSEG_META_MODIFIED, day), "2023-11-15");

    page_free(&p);

    /* a zone offset can move a date across the limit */
    page_load(&p,
              "<meta name=\"pubdate\" "
              "content=\"2023-11-15T23:00:00-02:00\">", "", NULL);
    assert_int_equal(p.meta.n[NSEG_META_PUBLISHED], 0);
    page_free(&p);
}


static void
test_conflicts_and_votes(void **state)
{
    char                     day[16];
    page_t                   p;
    const nseg_meta_cand_t  *c;

    page_load(&p,
              LD("{\"@type\":\"NewsArticle\",\"headline\":\"Real title\","
                 "\"datePublished\":\"2020-06-07T23:30:00-04:00\","
                 "\"author\":{\"@type\":\"Person\",\"name\":\"Jane Doe\"}}")
              "<meta property=\"og:title\" content=\"Real title\">"
              "<meta name=\"twitter:title\" content=\"Real Title\">"
              "<meta property=\"article:published_time\" "
              "content=\"2020-06-07T10:00:00Z\">"
              "<meta name=\"date\" content=\"2020-06-08\">"
              "<meta name=\"author\" content=\"jane doe\">",
              "", "https://example.com/2020/06/07/story");

    /* three titles agreeing (case aside) are one candidate, three votes */
    assert_int_equal(p.meta.n[NSEG_META_TITLE], 1);
    c = p.meta.best[NSEG_META_TITLE];
    assert_string_equal(c->value, "Real title");
    assert_string_equal(c->key, "ld:headline");
    assert_int_equal(c->votes, 3);

    /* the day as written in the source, not converted to UTC */
    assert_int_equal(p.meta.n[NSEG_META_PUBLISHED], 2);
    assert_string_equal(best_day(&p, NSEG_META_PUBLISHED, day), "2020-06-07");
    c = p.meta.best[NSEG_META_PUBLISHED];
    assert_string_equal(c->key, "ld:datePublished");
    assert_int_equal(c->votes, 3);
    assert_int_equal(c->date.tz_minutes, -240);
    assert_true(c->date.has_time);
    c = find(&p, NSEG_META_PUBLISHED, "date");
    assert_non_null(c);
    assert_int_equal(c->date.day, 8);
    assert_int_equal(c->votes, 1);

    assert_int_equal(p.meta.n[NSEG_META_AUTHOR], 1);
    assert_string_equal(p.meta.byline, "Jane Doe");
    assert_int_equal(p.meta.best[NSEG_META_AUTHOR]->votes, 2);

    page_free(&p);
}


/*
 * A best date in UTC that another source gives in the publisher's zone,
 * the same minute, is that local one (its day is the page's day), and a
 * modification moment in UTC is told in that zone; a local clock
 * labelled "Z" (the same clock, another moment) is not.
 */
static void
test_utc_moment_in_local_zone(void **state)
{
    char                     day[16];
    page_t                   p;
    const nseg_meta_cand_t  *c;

    (void) state;

    page_load(&p,
              LD("{\"@type\":\"NewsArticle\",\"headline\":\"Koalas\","
                 "\"datePublished\":\"2023-08-04T19:31:00.000Z\"}")
              "<meta name=\"DCTERMS.issued\" "
              "content=\"2023-08-05T05:31:00+10:00\">",
              "", "https://example.com/news/koalas");

    assert_string_equal(best_day(&p, NSEG_META_PUBLISHED, day), "2023-08-05");
    c = p.meta.best[NSEG_META_PUBLISHED];
    assert_int_equal(c->date.tz_minutes, 600);
    assert_int_equal(c->date.hour, 5);
    /* the text is the local source's, so that date_text says the same */
    assert_string_equal(c->value, "2023-08-05T05:31:00+10:00");

    page_free(&p);

    /* a modification moment in UTC only is told in the same zone */
    page_load(&p,
              LD("{\"@type\":\"NewsArticle\",\"headline\":\"Koalas\","
                 "\"datePublished\":\"2023-08-04T19:31:00.000Z\","
                 "\"dateModified\":\"2023-08-04T21:10:00.000Z\"}")
              "<meta name=\"DCTERMS.issued\" "
              "content=\"2023-08-05T05:31:00+10:00\">",
              "", "https://example.com/news/koalas");

    assert_string_equal(best_day(&p, NSEG_META_MODIFIED, day), "2023-08-05");
    c = p.meta.best[NSEG_META_MODIFIED];
    assert_int_equal(c->date.tz_minutes, 600);
    assert_int_equal(c->date.hour, 7);
    assert_int_equal(c->date.minute, 10);

    page_free(&p);

    page_load(&p,
              LD("{\"@type\":\"NewsArticle\",\"headline\":\"Koalas\","
                 "\"datePublished\":\"2023-08-04T19:31:00.000Z\"}")
              "<meta name=\"DCTERMS.issued\" "
              "content=\"2023-08-05T19:31:00+10:00\">",
              "", "https://example.com/news/koalas");

    assert_string_equal(best_day(&p, NSEG_META_PUBLISHED, day), "2023-08-04");
    assert_int_equal(p.meta.best[NSEG_META_PUBLISHED]->date.tz_minutes, 0);

    page_free(&p);
}


/*
 * Sources that agree on the day: the better one's date, with the time of
 * another when only that one has it; midnight is no time, a bare <time>
 * lends none.  A reader's comment has no say; a <time>'s content and its
 * datetime of the same day give the moment.
 */
static void
test_agreeing_times(void **state)
{
    size_t   i;
    char     out[64];
    page_t   p;

    static const struct {
        const char  *head;
        const char  *body;
        const char  *moment;        /* NULL: no publication date */
    } cases[] = {
        { LD("{\"@type\":\"NewsArticle\",\"datePublished\":\"2020-06-07\"}")
          "<meta property=\"article:published_time\" "
          "content=\"2020-06-07T10:00:00+02:00\">", "",
          "2020-06-07T10:00:00+02:00" },
        { "<meta property=\"article:published_time\" "
          "content=\"2020-06-07T10:00:00+02:00\">"
          LD("{\"@type\":\"NewsArticle\",\"datePublished\":\"2020-06-07\"}"),
          "", "2020-06-07T10:00:00+02:00" },
        { LD("{\"@type\":\"NewsArticle\","
             "\"datePublished\":\"2020-06-07T00:00:00+00:00\"}")
          "<meta property=\"article:published_time\" "
          "content=\"2020-06-07T10:00:00+02:00\">", "",
          "2020-06-07T10:00:00+02:00" },
        /* both have a time: the better source's */
        { LD("{\"@type\":\"NewsArticle\","
             "\"datePublished\":\"2020-06-07T08:00:00+02:00\"}")
          "<meta property=\"article:published_time\" "
          "content=\"2020-06-07T10:00:00+02:00\">", "",
          "2020-06-07T08:00:00+02:00" },
        /* another day is another candidate */
        { LD("{\"@type\":\"NewsArticle\",\"datePublished\":\"2020-06-07\"}")
          "<meta property=\"article:published_time\" "
          "content=\"2020-06-08T10:00:00+02:00\">", "", "2020-06-07" },
        /* a bare <time> may be a related story's */
        { LD("{\"@type\":\"NewsArticle\",\"datePublished\":\"2020-06-07\"}"),
          "<article><p>x <time datetime=\"2020-06-07T18:45:00Z\">today"
          "</time></p></article>", "2020-06-07" },
        /* readers' comments, in Drupal's and WordPress's markup */
        { "", "<article typeof=\"sioc:Post sioct:Comment\"><p>"
          "<time pubdate datetime=\"2020-06-08T13:11:26+02:00\">x</time>"
          "</p></article>", NULL },
        { "", "<ol class=\"commentlist\"><li><time pubdate "
          "datetime=\"2020-06-08T13:11:26+02:00\">x</time></li></ol>", NULL },
        { "", "<div itemscope itemtype=\"https://schema.org/Comment/\"><p>"
          "<time pubdate datetime=\"2020-06-08T13:11:26+02:00\">x</time>"
          "</p></div>", NULL },
        { "", "<article class=\"post commented\"><p><time pubdate "
          "datetime=\"2020-06-08T13:11:26+02:00\">x</time></p></article>",
          "2020-06-08T13:11:26+02:00" },
        /* content and datetime of one <time> */
        { "", "<time itemprop=\"datePublished\" content=\"2020-06-07\" "
          "datetime=\"2020-06-07T11:45:00+02:00\">7 June</time>",
          "2020-06-07T11:45:00+02:00" },
        { "", "<time itemprop=\"datePublished\" content=\"2020-06-07\" "
          "datetime=\"2020-06-08T11:45:00+02:00\">7 June</time>",
          "2020-06-07" },
    };

    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        print_message("case %zu\n", i);
        page_load(&p, cases[i].head, cases[i].body, NULL);

        if (cases[i].moment == NULL) {
            assert_null(p.meta.best[NSEG_META_PUBLISHED]);

        } else {
            assert_non_null(p.meta.best[NSEG_META_PUBLISHED]);
            nseg_date_format(&p.meta.best[NSEG_META_PUBLISHED]->date, out,
                             sizeof(out));
            assert_string_equal(out, cases[i].moment);
        }

        page_free(&p);
    }
}


static void
test_ld_authors(void **state)
{
    page_t  p;

    page_load(&p,
              LD("{\"@graph\":[{\"@type\":\"WebPage\",\"author\":\"Page"
                 " Owner\"},{\"@type\":\"NewsArticle\",\"author\":["
                 "{\"@type\":\"Person\",\"name\":\"Ann Lee\"},"
                 "{\"@id\":\"#p2\"},"
                 "\"Bo Li and Cy Ma\","
                 "{\"@type\":\"Person\",\"givenName\":\"Di\","
                 "\"familyName\":\"Ng\"},"
                 "{\"@type\":\"Organization\",\"name\":\"Reuters\"}]},"
                 "{\"@type\":\"Person\",\"@id\":\"#p2\","
                 "\"name\":\"Ed Wu\"}]}")
              "<meta name=\"author\" content=\"Someone Else\">", "", NULL);

    assert_string_equal(p.meta.byline,
                        "Ann Lee, Ed Wu, Bo Li, Cy Ma, Di Ng, Reuters");
    /* people among them: not a byline of Organizations alone */
    assert_false(p.meta.byline_org);
    assert_string_equal(find(&p, NSEG_META_AUTHOR, "author")->value,
                        "Someone Else");
    /* the WebPage's author is kept, but ranked below the article's */
    assert_string_equal(find(&p, NSEG_META_AUTHOR, "ld:author")->value,
                        "Page Owner");
    assert_int_equal(find(&p, NSEG_META_AUTHOR, "ld:author")->rank, 35);
    assert_int_equal(p.meta.best[NSEG_META_AUTHOR]->rank, 10);
    assert_string_equal(p.meta.best[NSEG_META_AUTHOR]->value, "Ann Lee");

    page_free(&p);
}


/*
 * Microdata authors belong to their item: the article's two authors
 * (each a Person) make the byline, the teasers' below it, each its own
 * BlogPosting, do not; <meta name="author"> tags, in no item, all do.
 */
static void
test_microdata_authors(void **state)
{
    page_t  p;

    page_load(&p, "",
              "<article itemscope itemtype=\"https://schema.org/BlogPosting\">"
              "<h1 itemprop=\"headline\">Rust</h1>"
              "<span itemprop=\"author\" itemscope itemtype=\"Person\">"
              "<span itemprop=\"name\">Jake Goulding</span></span> and "
              "<span itemprop=\"author\" itemscope itemtype=\"Person\">"
              "<span itemprop=\"name\">Ann Lee</span></span></article>"
              "<article itemscope itemtype=\"https://schema.org/BlogPosting\">"
              "<span itemprop=\"author\">Ben Popper</span></article>"
              "<article itemscope itemtype=\"https://schema.org/BlogPosting\">"
              "<span itemprop=\"author\">Emma Bostian</span></article>",
              NULL);

    assert_string_equal(p.meta.byline, "Jake Goulding, Ann Lee");
    page_free(&p);

    page_load(&p, "<meta name=\"author\" content=\"Ann Lee\">"
              "<meta name=\"author\" content=\"Bo Li\">", "", NULL);
    assert_string_equal(p.meta.byline, "Ann Lee, Bo Li");
    page_free(&p);
}


/*
 * articleBody: the first article's, breadth first (the page's own
 * article in @graph before one it cites in mainEntity of a later
 * object); a WebPage's or a non-string one is not taken.
 */
static void
test_ld_article_body(void **state)
{
    page_t  p;

    page_load(&p,
              LD("{\"@graph\":[{\"@type\":\"WebPage\","
                 "\"articleBody\":\"page text\"},"
                 "{\"@type\":\"NewsArticle\",\"articleBody\":"
                 "\"Own &amp; first\\nline two\"}]}")
              LD("{\"@type\":\"BlogPosting\",\"articleBody\":"
                 "\"cited later\"}"), "", NULL);

    /* as written: character references are left to the HTML parser */
    assert_string_equal(p.meta.article_body, "Own &amp; first\nline two");
    page_free(&p);

    page_load(&p,
              LD("{\"@type\":\"NewsArticle\",\"articleBody\":"
                 "[\"not\",\"a string\"]}")
              LD("{\"@type\":\"WebPage\",\"articleBody\":\"page\"}"),
              "", NULL);
    assert_null(p.meta.article_body);
    page_free(&p);
}


static void
test_broken_jsonld(void **state)
{
    page_t  p;
    char    deep[8192], body[9000];
    int     i, n;

    n = 0;
    for (i = 0; i < 1000; i++) {
        deep[n++] = '[';
    }
    deep[n] = '\0';

    snprintf(body, sizeof(body),
             "<script type=\"application/ld+json\">%s</script>"
             "<script type=\"application/ld+json\"></script>"
             "<script type=\"application/ld+json\">{\"a\":tru}</script>"
             "<script type=\"application/ld+json\">"
             "{\"@type\":\"NewsArticle\",\"headline\":\"Still here\"}"
             "</script>", deep);

    page_load(&p, "", body, NULL);

    assert_int_equal(p.meta.jsonld_blocks, 4);
    assert_int_equal(p.meta.jsonld_invalid, 3);
    assert_string_equal(best(&p, NSEG_META_TITLE), "Still here");

    page_free(&p);
}


/* byline cleaning: raw text -> names joined by "; " */

typedef struct {
    const char                *raw;
    const char                *names;
} byline_case_t;

static const byline_case_t  byline_cases[] = {
    { "By John Smith", "John Smith" },
    { "BY: JOHN SMITH", "JOHN SMITH" },
    { "Von Anna Müller", "Anna Müller" },
    { "بقلم: سلمى الحداد", "سلمى الحداد" },
    { "מאת דנה לוי", "דנה לוי" },
    { "Автор: Анна Иванова", "Анна Иванова" },
    { "Συντάκτης: Γεωργία Παναγιωτοπούλου", "Γεωργία Παναγιωτοπούλου" },
    { "خبرنگار: مریم احمدی‌نژاد", "مریم احمدی‌نژاد" },
    { "लेखक: सुनीता वर्मा", "सुनीता वर्मा" },
    { "박지현 기자", "박지현" },
    /* Urdu and Thai labels; Bengali and Hindi desks after the name */
    { "رپورٹ: محمد عمران قریشی", "محمد عمران قریشی" },
    { "تحریر: نسرین اختر", "نسرین اختر" },
    { "โดย วรรณา ศรีสุข", "วรรณา ศรีสุข" },
    { "নাসির উদ্দিন, গোপালগঞ্জ প্রতিনিধি", "নাসির উদ্দিন" },
    { "নিজস্ব প্রতিবেদক", "" },
    { "सुनीता वर्मा, जयपुर संवाददाता", "सुनीता वर्मा" },
    { "Por María García y José López", "María García; José López" },
    /* Catalan and Spanish surnames joined by "i" and "y" */
    { "Marta Vidal i Puig", "Marta Vidal i Puig" },
    { "José Ortega y Gasset", "José Ortega y Gasset" },
    { "Marta Vidal i Puig i Joan Roca", "Marta Vidal i Puig; Joan Roca" },
    { "Marta Vidal i Puig, Àlex Ferrer i Òdena",
      "Marta Vidal i Puig; Àlex Ferrer i Òdena" },
    { "Anna Nowak i Jan Kowalski", "Anna Nowak; Jan Kowalski" },
    { "Anna Nowak i PAP", "Anna Nowak; PAP" },
    { "Marta i Joan Roca", "Marta; Joan Roca" },
    { "Laura P\xc3\xa9rez y Agencias", "Laura P\xc3\xa9rez; Agencias" },
    { "Marta Vidal i Ag\xc3\xa8ncies", "Marta Vidal; Ag\xc3\xa8ncies" },
    { "Par Jean Dupont, envoyé spécial à Kyiv", "Jean Dupont" },
    { "Jane Doe and John Roe, Staff Writers | Reuters",
      "Jane Doe; John Roe" },
    { "By John Smith, June 7, 2020", "John Smith" },
    { "By John Smith on June 7, 2020 10:30 AM", "John Smith" },
    { "John Smith john.smith@example.com", "John Smith" },
    { "Doe, Jane", "Doe, Jane" },
    { "https://www.facebook.com/jsmith", "" },
    { "By Staff", "" },
    { "Written by: Ann Lee", "Ann Lee" },
    { "Ann Lee - Senior Correspondent", "Ann Lee" },
    { "Ann Lee, Bo Li, Cy Ma", "Ann Lee; Bo Li; Cy Ma" },
    { "Ann Lee, political editor", "Ann Lee" },
    { "June Carter", "June Carter" },
    { "Updated 10:30 AM", "" },
    { "Redaktion", "Redaktion" },
    { "example.com", "" },
    { "Jane Doe, example.com", "Jane Doe" },
    { "J.R. Smith", "J.R. Smith" },
    { "View all posts by Daniel Lemire", "Daniel Lemire" },
    { "Grant Tinsley, PhD", "Grant Tinsley" },
    { "admin", "" },
    { "  By   Tom\n\tWaits  ", "Tom Waits" },
    { "This is a sentence that is far too long to be a name at all", "" },
    /* a date or a time before the names, set apart like a role */
    { "04.02.2022 | 13:10 Uhr | Uta Helkenberg", "Uta Helkenberg" },
    { "11.12.2019 - Amelie Loevenich", "Amelie Loevenich" },
    { "Staff | Reuters", "" },
    { "Jane Doe | 04.02.2022", "Jane Doe" },
    /* a date beside the names keeps them from what follows */
    { "By Jane Doe, 12 March 2024 | Politics", "Jane Doe" },
    { "By Jane Doe on March 12, 2024 | Example News", "Jane Doe" },
    { "Jane Doe 12.03.2024 \xe2\x80\x93 Politik", "Jane Doe" },
    { "By", "" },
    /* labels, and a label with no name after it */
    { "Erstellt von Andri Bryner", "Andri Bryner" },
    { "Eingestellt von", "" },
    { "Interview: Julia Lauter", "Julia Lauter" },
    { "Autor Hans Meier", "Hans Meier" },
    { "Autor", "" },
    { "Text", "" },
    { "Meta name author", "Meta name author" },
    /* placeholders, copyright lines, weekdays */
    { "No Author", "" },
    { "unknown", "" },
    { "publisher", "" },
    { "Copyright Haufe-Lexware GmbH, Co. KG", "" },
    { "Submitted on Mon", "" },
    { "\xc2\xa9 Jane Doe", "" },
    { "Jane Doe \xc2\xa9", "Jane Doe" },
    { "Monday", "" },
    /* "vom", photo credits as labels and roles, buttons beside a name */
    { "vom Krimiblogger", "Krimiblogger" },
    { "Autoren Jelko Djuren und Jutta Klaukien",
      "Jelko Djuren; Jutta Klaukien" },
    { "Text & Fotos: Ivan Valetny", "Ivan Valetny" },
    { "Words and photographs by Callum Strachan", "Callum Strachan" },
    { "Compiled by Marta Okonjo", "Marta Okonjo" },
    { "Tekst: Ingrid Bj\xc3\xb8rke Nes", "Ingrid Bj\xc3\xb8rke Nes" },
    { "a newsletter by Marisol Quintero", "Marisol Quintero" },
    /* Amharic "reporter:" with the Ethiopic colon */
    { "\xe1\x8b\x98\xe1\x8c\x8b\xe1\x89\xa2\xe1\x8d\xa1 "
      "\xe1\x88\x84\xe1\x8a\x96\xe1\x8a\xad",
      "\xe1\x88\x84\xe1\x8a\x96\xe1\x8a\xad" },
    { "A column by Jane Doe", "Jane Doe" },
    { "Fotos: Jane Doe", "Jane Doe" },
    { "Fotos", "" },
    { "Follow", "" },
    /* no name opens with "our" or "last" before a role */
    { "Our Foreign Staff", "" },
    { "Last Updated: January 7, 2025", "" },
    { "Jane Doe Staff Writer", "Jane Doe" },
    /* Arabic papers' city before the reporter; a name before a place */
    { "\xd8\xa7\xd9\x84\xd8\xb1\xd9\x8a\xd8\xa7\xd8\xb6 - \xd8\xb3\xd8\xa7"
      "\xd8\xb1\xd8\xa9 \xd8\xa7\xd9\x84\xd8\xad\xd9\x85\xd8\xaf\xd8\xa7"
      "\xd9\x86", "\xd8\xb3\xd8\xa7\xd8\xb1\xd8\xa9 \xd8\xa7\xd9\x84\xd8"
      "\xad\xd9\x85\xd8\xaf\xd8\xa7\xd9\x86" },
    { "\xd8\xb3\xd8\xa7\xd8\xb1\xd8\xa9 \xd8\xa7\xd9\x84\xd8\xad\xd9\x85"
      "\xd8\xaf\xd8\xa7\xd9\x86 - \xd8\xa7\xd9\x84\xd8\xb1\xd9\x8a\xd8\xa7"
      "\xd8\xb6", "\xd8\xb3\xd8\xa7\xd8\xb1\xd8\xa9 \xd8\xa7\xd9\x84\xd8"
      "\xad\xd9\x85\xd8\xaf\xd8\xa7\xd9\x86" },
    /* the Guardian's wire byline is one */
    { "Staff and agencies", "Staff and agencies" },
    /* an account's login names no one; a capitalised handle stays */
    { "admin_tana", "" },
    { "sv_team", "" },
    { "Herr_Rein", "Herr_Rein" },
    /* a role after a slash closes the name; names either side stay */
    { "By Maria Gonzalez/Staff writer", "Maria Gonzalez" },
    { "Maria Gonzalez and Tom Li/Staff Writers", "Maria Gonzalez; Tom Li" },
    { "AFP/The Local", "AFP/The Local" },
    /* a job title after a comma names no one; a first part keeps it */
    { "By Hannah Moss, Science Communications Officer", "Hannah Moss" },
    { "Ryan Merkley, CEO", "Ryan Merkley" },
    { "Jane Roe, Press and Media Manager, John Doe",
      "Jane Roe; John Doe" },
    { "Dale Producer, Ann Fellows", "Dale Producer; Ann Fellows" },
    /*
     * one word after a full name is where or for whom the author files,
     * a newsroom, degree or an office's name going on are kept
     */
    { "By Chinedu Okafor, Abuja", "Chinedu Okafor" },
    { "Dana A. Ford, Tom Watkins, CNN", "Dana A. Ford; Tom Watkins" },
    /* an outlet with its article after a full name */
    { "Priya Raman, The Conversation", "Priya Raman" },
    { "Jane Doe, the town clerk", "Jane Doe" },
    { "The Conversation", "The Conversation" },
    /* ... only closing the line: a word another name follows is one */
    { "By Ahmad Naufal, Irawan and Budi Santoso",
      "Ahmad Naufal; Irawan; Budi Santoso" },
    { "Michael R\xc3\xa4" "del, Redaktion", "Michael R\xc3\xa4" "del; Redaktion" },
    { "Brenda Goodman, MA", "Brenda Goodman; MA" },
    { "Departement f\xc3\xbcr Wirtschaft, Bildung, Forschung",
      "Departement f\xc3\xbcr Wirtschaft; Bildung; Forschung" },
    /* the names after a date line's "by" */
    { "Posted on September 21, 2020 by Adi Tzlil", "Adi Tzlil" },
    { "Ver\xc3\xb6" "ffentlicht am 3. M\xc3\xa4rz 2021 von Hans Meier",
      "Hans Meier" },
};


static int
collect(void *data, const char *name, size_t len)
{
    char  *out;

    out = data;

    if (*out != '\0') {
        strcat(out, "; ");
    }

    strncat(out, name, len);

    return NSEG_OK;
}


static void
test_byline_cleaning(void **state)
{
    char    out[1024];
    size_t  i;

    for (i = 0; i < sizeof(byline_cases) / sizeof(byline_cases[0]); i++) {
        out[0] = '\0';
        print_message("byline: %s\n", byline_cases[i].raw);
        (void) nseg_meta_split_byline(byline_cases[i].raw,
                                      strlen(byline_cases[i].raw), NULL,
                                      collect, out);
        assert_string_equal(out, byline_cases[i].names);
    }
}


/* "西村 沙織": two Han words are two Chinese names, one Japanese name */
static void
test_byline_han_space(void **state)
{
    char         out[256];
    const char  *name = "\xe8\xa5\xbf\xe6\x9d\x91 \xe6\xb2\x99\xe7\xb9\x94";

    out[0] = '\0';
    (void) nseg_meta_split_byline(name, strlen(name), "zh-CN", collect, out);
    assert_string_equal(out, "\xe8\xa5\xbf\xe6\x9d\x91; "
                             "\xe6\xb2\x99\xe7\xb9\x94");

    out[0] = '\0';
    (void) nseg_meta_split_byline(name, strlen(name), NULL, collect, out);
    assert_string_equal(out, "\xe8\xa5\xbf\xe6\x9d\x91; "
                             "\xe6\xb2\x99\xe7\xb9\x94");

    out[0] = '\0';
    (void) nseg_meta_split_byline(name, strlen(name), "ja", collect, out);
    assert_string_equal(out, name);

    out[0] = '\0';
    (void) nseg_meta_split_byline(name, strlen(name), "ja-JP", collect, out);
    assert_string_equal(out, name);

    /* "jam" is no Japanese */
    out[0] = '\0';
    (void) nseg_meta_split_byline(name, strlen(name), "jam", collect, out);
    assert_string_equal(out, "\xe8\xa5\xbf\xe6\x9d\x91; "
                             "\xe6\xb2\x99\xe7\xb9\x94");
}

/*
 * Vietnamese papers join authors with a dash; elsewhere a spaced dash
 * is followed by a role or the site, and so is a date after one
 */
static void
test_byline_vi_dash(void **state)
{
    char         out[256];
    const char  *name = "Minh Anh - Ho\xc3\xa0ng Long";

    (void) state;

    out[0] = '\0';
    (void) nseg_meta_split_byline(name, strlen(name), "vi", collect, out);
    assert_string_equal(out, "Minh Anh; Ho\xc3\xa0ng Long");

    out[0] = '\0';
    (void) nseg_meta_split_byline(name, strlen(name), "en", collect, out);
    assert_string_equal(out, "Minh Anh");

    out[0] = '\0';
    (void) nseg_meta_split_byline("Minh Anh - 14/10/2025", 21, "vi", collect,
                                  out);
    assert_string_equal(out, "Minh Anh");

    /* a paper, a site or a city after the dash is no second author */
    name = "Minh Anh - Tu\xe1\xbb\x95i Tr\xe1\xba\xbb Online";
    out[0] = '\0';
    (void) nseg_meta_split_byline(name, strlen(name), "vi", collect, out);
    assert_string_equal(out, "Minh Anh");

    name = "Minh Anh - H\xc3\xa0 N\xe1\xbb\x99i";
    out[0] = '\0';
    (void) nseg_meta_split_byline(name, strlen(name), "vi", collect, out);
    assert_string_equal(out, "Minh Anh");
}

/* many Indonesians have one name: after a comma it is a second author */
static void
test_byline_one_name(void **state)
{
    char         out[256];
    const char  *name = "By Dian Erika Nugraheny, Sutrisno";

    out[0] = '\0';
    (void) nseg_meta_split_byline(name, strlen(name), "id-ID", collect, out);
    assert_string_equal(out, "Dian Erika Nugraheny; Sutrisno");

    out[0] = '\0';
    (void) nseg_meta_split_byline(name, strlen(name), "ms", collect, out);
    assert_string_equal(out, "Dian Erika Nugraheny; Sutrisno");

    out[0] = '\0';
    (void) nseg_meta_split_byline(name, strlen(name), "en", collect, out);
    assert_string_equal(out, "Dian Erika Nugraheny");
}


static void
test_lang_normalize(void **state)
{
    char  buf[16];

    assert_int_equal(nseg_meta_lang_normalize("en_us", 5, buf, 16), 5);
    assert_string_equal(buf, "en-US");
    assert_int_equal(nseg_meta_lang_normalize("es-419", 6, buf, 16), 6);
    assert_string_equal(buf, "es-419");
    assert_int_equal(nseg_meta_lang_normalize("DE", 2, buf, 16), 2);
    assert_string_equal(buf, "de");
    assert_int_equal(nseg_meta_lang_normalize("e", 1, buf, 16), 0);
    assert_int_equal(nseg_meta_lang_normalize("en--us", 6, buf, 16), 0);
    assert_int_equal(nseg_meta_lang_normalize("*", 1, buf, 16), 0);
    assert_int_equal(nseg_meta_lang_normalize("en-US", 5, buf, 4), 0);

    /* case changes letters only: a digit would become a control byte */
    assert_int_equal(nseg_meta_lang_normalize("de-de-1996", 10, buf, 16), 10);
    assert_string_equal(buf, "de-DE-1996");
    assert_int_equal(nseg_meta_lang_normalize("zh-hant-tw", 10, buf, 16), 10);
    assert_string_equal(buf, "zh-Hant-TW");
    assert_int_equal(nseg_meta_lang_normalize("de-ch-1901", 10, buf, 16), 10);
    assert_string_equal(buf, "de-CH-1901");

    /*
     * a region is two letters, a singleton opens an extension: charsets
     * given as Content-Language are no language
     */
    assert_int_equal(nseg_meta_lang_normalize("en-a1", 5, buf, 16), 0);
    assert_int_equal(nseg_meta_lang_normalize("utf-8", 5, buf, 16), 0);
    assert_int_equal(nseg_meta_lang_normalize("iso-8859-1", 10, buf, 16), 0);
    assert_int_equal(nseg_meta_lang_normalize("iso-8859-15", 11, buf, 16),
                     0);
    assert_int_equal(nseg_meta_lang_normalize("sl-rozaj-biske", 14, buf, 16),
                     14);
}


/* the JSON parser itself */

static void
test_json(void **state)
{
    nseg_arena_t   a;
    nseg_json_t   *root, *v;
    const char    *s;

    nseg_arena_init(&a, 0);

    s = "{\"a\":[1,-2.5e3,true,false,null,\"x\\u00e9\\ud83d\\ude00\\n\"],"
        "\"b\":{},\"c\":[]}";
    assert_int_equal(nseg_json_parse(&a, s, strlen(s), NSEG_JSON_STRICT,
                                     &root), NSEG_OK);
    assert_int_equal(root->type, NSEG_JSON_OBJECT);
    assert_int_equal(root->n, 3);

    v = nseg_json_get(root, "a");
    assert_non_null(v);
    assert_int_equal(v->n, 6);
    assert_int_equal(v->child->type, NSEG_JSON_NUMBER);
    assert_string_equal(v->child->next->str, "-2.5e3");
    assert_int_equal(v->child->next->next->type, NSEG_JSON_TRUE);
    assert_string_equal(v->child->next->next->next->next->next->str,
                        "x\xc3\xa9\xf0\x9f\x98\x80\n");
    assert_int_equal(nseg_json_get(root, "b")->type, NSEG_JSON_OBJECT);
    assert_int_equal(nseg_json_get(root, "c")->n, 0);
    assert_null(nseg_json_get(root, "d"));
    assert_null(nseg_json_get_str(root, "a"));

    /* strict rejects what lenient repairs */
    s = "{\"a\":\"x\ty\",\"b\":[1,2,],}";
    assert_int_equal(nseg_json_parse(&a, s, strlen(s), NSEG_JSON_STRICT,
                                     &root), NSEG_DECLINED);
    assert_int_equal(nseg_json_parse(&a, s, strlen(s), NSEG_JSON_LENIENT,
                                     &root), NSEG_OK);
    assert_string_equal(nseg_json_get_str(root, "a"), "x y");
    assert_int_equal(nseg_json_get(root, "b")->n, 2);

    s = " [1] x";
    assert_int_equal(nseg_json_parse(&a, s, strlen(s), NSEG_JSON_STRICT,
                                     &root), NSEG_DECLINED);
    assert_int_equal(nseg_json_parse(&a, s, strlen(s), NSEG_JSON_LENIENT,
                                     &root), NSEG_OK);

    /* invalid in both modes */
    {
        static const char *const  bad[] = {
            "", "{", "[1,,2]", "{\"a\" 1}", "{\"a\":01}", "[1.]", "[.5]",
            "[\"\\x\"]", "[\"\\u12\"]", "{1:2}", "[tru]", "\"abc", "[-]",
            "[1e]", ",", "{,}", "[,]", NULL
        };
        const char *const        *b;

        for (b = bad; *b != NULL; b++) {
            print_message("bad json: %s\n", *b);
            assert_int_equal(nseg_json_parse(&a, *b, strlen(*b),
                                             NSEG_JSON_STRICT, &root),
                             NSEG_DECLINED);

            if (strcmp(*b, "[\"\\x\"]") != 0) {
                assert_int_equal(nseg_json_parse(&a, *b, strlen(*b),
                                                 NSEG_JSON_LENIENT, &root),
                                 NSEG_DECLINED);
            }
        }
    }

    /* lone surrogates and NUL become U+FFFD */
    s = "[\"\\ud800x\\u0000\"]";
    assert_int_equal(nseg_json_parse(&a, s, strlen(s), NSEG_JSON_STRICT,
                                     &root), NSEG_OK);
    assert_string_equal(root->child->str, "\xef\xbf\xbdx\xef\xbf\xbd");

    nseg_arena_free(&a);
}


static void
test_json_depth(void **state)
{
    char           buf[NSEG_JSON_MAX_DEPTH * 2 + 4];
    size_t         i, n;
    nseg_arena_t   a;
    nseg_json_t   *root;

    nseg_arena_init(&a, 0);

    /* exactly the cap parses, one more is declined */
    for (n = NSEG_JSON_MAX_DEPTH; n <= NSEG_JSON_MAX_DEPTH + 1; n++) {
        for (i = 0; i < n; i++) {
            buf[i] = '[';
            buf[2 * n - 1 - i] = ']';
        }

        assert_int_equal(nseg_json_parse(&a, buf, 2 * n, NSEG_JSON_STRICT,
                                         &root),
                         n == NSEG_JSON_MAX_DEPTH ? NSEG_OK : NSEG_DECLINED);
    }

    nseg_arena_free(&a);
}


/* the raw fallback: a publication key and an ISO date anywhere */
static void
test_raw_date(void **state)
{
    nseg_date_t  d;
    const char  *shop = "<script>var p = {\"title\":\"x\","
                        "\"published_at\":\"2019-03-02T06:22:28+01:00\"}"
                        "</script>";
    const char  *quoted = "<div data-x=\"{&quot;datePublished&quot;:"
                          "&quot;2021-10-05&quot;}\"></div>";
    const char  *cms = "{\"createdAt\":\"2022-01-30T15:58:43+01:00\","
                       "\"publicationDate\":\"2022-01-31T14:27:32+01:00\"}";
    const char  *prefixed = "{\"unpublishedAt\":\"2020-01-01\","
                            "\"first_published_time\":\"2020-01-02\"}";
    const char  *future = "\"datePublished\": \"2031-01-01\"";
    const char  *none = "<p>published on 2020-01-01</p>";

    (void) state;

    assert_int_equal(nseg_meta_raw_date(shop, strlen(shop), 1700000000, &d),
                     NSEG_OK);
    assert_int_equal(d.year, 2019);
    assert_int_equal(d.month, 3);
    assert_int_equal(d.day, 2);

    assert_int_equal(nseg_meta_raw_date(quoted, strlen(quoted), 1700000000,
                                        &d), NSEG_OK);
    assert_int_equal(d.year, 2021);
    assert_int_equal(d.day, 5);

    assert_int_equal(nseg_meta_raw_date(cms, strlen(cms), 1700000000, &d),
                     NSEG_OK);
    assert_int_equal(d.month, 1);
    assert_int_equal(d.day, 31);

    assert_int_equal(nseg_meta_raw_date(prefixed, strlen(prefixed),
                                        1700000000, &d), NSEG_DECLINED);

    assert_int_equal(nseg_meta_raw_date(future, strlen(future), 1700000000,
                                        &d), NSEG_DECLINED);
    assert_int_equal(nseg_meta_raw_date(none, strlen(none), 1700000000, &d),
                     NSEG_DECLINED);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_sources),
        cmocka_unit_test(test_ld_own_article),
        cmocka_unit_test(test_html_lang),
        cmocka_unit_test(test_http_content_language),
        cmocka_unit_test(test_image_alt),
        cmocka_unit_test(test_no_metadata),
        cmocka_unit_test(test_future_and_old_dates),
        cmocka_unit_test(test_conflicts_and_votes),
        cmocka_unit_test(test_agreeing_times),
        cmocka_unit_test(test_utc_moment_in_local_zone),
        cmocka_unit_test(test_ld_authors),
        cmocka_unit_test(test_microdata_authors),
        cmocka_unit_test(test_ld_article_body),
        cmocka_unit_test(test_broken_jsonld),
        cmocka_unit_test(test_byline_cleaning),
        cmocka_unit_test(test_byline_han_space),
        cmocka_unit_test(test_byline_one_name),
        cmocka_unit_test(test_byline_vi_dash),
        cmocka_unit_test(test_lang_normalize),
        cmocka_unit_test(test_json),
        cmocka_unit_test(test_json_depth),
        cmocka_unit_test(test_raw_date),
    };

    (void) nseg_date_init();

    return cmocka_run_group_tests(tests, NULL, NULL);
}
