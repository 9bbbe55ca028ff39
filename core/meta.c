
/*
 * meta.c - structured metadata as evidence.  One pass over the node
 * array looks only at <html>, <meta>, <link>, <script type=ld+json>,
 * <time>, <a rel=author> and elements with an itemprop attribute; the
 * text of the page is never walked.  Every value becomes a ranked
 * candidate: metadata is evidence for the visual classifiers, never a
 * requirement, so nothing here can fail a page.
 */


#ifndef _GNU_SOURCE
#define _GNU_SOURCE                     /* memmem() */
#endif

#include <ctype.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <libxml/HTMLparser.h>

#include "meta.h"
#include "byline.h"
#include "jsonld.h"
#include "lang.h"
#include "url.h"
#include "utf8.h"


#define NSEG_META_MAX_VALUE      1024   /* longer values are not metadata */
#define NSEG_META_MAX_NAME       512    /* bytes of a byline considered */
#define NSEG_META_MAX_BLOCKS     32     /* ld+json scripts parsed */
#define NSEG_META_MAX_OBJECTS    256    /* JSON-LD nodes considered */
#define NSEG_META_PAID_MAX       256    /* hasPart's selectors, class names */
#define NSEG_META_PAID_CLASSES   8      /* hasPart's classes kept */
#define NSEG_META_MAX_TIMES      8      /* bare <time> elements considered */
#define NSEG_META_TEXT_NODES     64     /* nodes read for an element text */
#define NSEG_META_MIN_YEAR       1995
#define NSEG_META_SLACK          86400  /* a day: time zones, clock skew */
#define NSEG_META_REFRESH_WAIT   30     /* seconds: a longer one reloads */

/* JSON-LD node classes, in order of preference */
#define NSEG_LD_NONE             0
#define NSEG_LD_ARTICLE          1
#define NSEG_LD_PAGE             2
#define NSEG_LD_SITE             3
#define NSEG_LD_OTHER            4

/* a WebPage is a weaker witness of the article than a NewsArticle */
#define NSEG_LD_PAGE_PENALTY     25


typedef struct {
    const char                *name;    /* as matched, lower case */
    const char                *key;     /* as reported */
    uint8_t                    field;
    uint8_t                    src;
    uint8_t                    rank;
} nseg_meta_key_t;


/* twitter:label1 .. twitter:label4 */
#define NSEG_META_TW_PAIRS       5

/* how far after its og:image an og:image:alt is looked for */
#define NSEG_META_ALT_NODES      64


typedef struct {
    nseg_doc_t                *doc;
    nseg_meta_t               *meta;
    const char                *base;
    int64_t                    now;
    int                        error;
    uint32_t                   ntimes;
    uint32_t                   nobjects;
    nseg_json_t               *objects[NSEG_META_MAX_OBJECTS];
    uint32_t                   object_node[NSEG_META_MAX_OBJECTS];
    uint8_t                    object_other[NSEG_META_MAX_OBJECTS];
    /* twitter:labelN / twitter:dataN pairs (Yoast: "Written by") */
    const char                *tw_label[NSEG_META_TW_PAIRS];
    uint32_t                   tw_data[NSEG_META_TW_PAIRS];
    unsigned                   article_seen:1;  /* a JSON-LD article */
} nseg_meta_ctx_t;


typedef struct {
    nseg_meta_ctx_t           *ctx;
    const char                *key;
    uint32_t                  node;
    uint8_t                    src;
    uint8_t                    rank;
} nseg_meta_author_t;


static void nseg_meta_element(nseg_meta_ctx_t *ctx, uint32_t i);
static void nseg_meta_tag(nseg_meta_ctx_t *ctx, uint32_t i);
static void nseg_meta_twitter_author(nseg_meta_ctx_t *ctx);
static void nseg_meta_tag_key(nseg_meta_ctx_t *ctx, uint32_t i,
    const char *attr, const char *content, const nseg_meta_key_t *table);
static void nseg_meta_parsely(nseg_meta_ctx_t *ctx, uint32_t i,
    const char *content);
static void nseg_meta_link(nseg_meta_ctx_t *ctx, uint32_t i);
static void nseg_meta_time(nseg_meta_ctx_t *ctx, uint32_t i);
static void nseg_meta_hatom(nseg_meta_ctx_t *ctx, uint32_t i);
static int nseg_meta_link_label(const char *s, size_t len);
static int nseg_meta_nested_item(nseg_meta_ctx_t *ctx, uint32_t i);
static uint32_t nseg_meta_scope_above(const nseg_doc_t *doc, uint32_t i);
static void nseg_meta_itemprop(nseg_meta_ctx_t *ctx, uint32_t i,
    const char *prop);
static void nseg_meta_script(nseg_meta_ctx_t *ctx, uint32_t i);
static void nseg_meta_ld_collect(nseg_meta_ctx_t *ctx, nseg_json_t *root,
    uint32_t node);
static void nseg_meta_ld_object(nseg_meta_ctx_t *ctx, uint32_t k);
static void nseg_meta_ld_paid_parts(nseg_meta_ctx_t *ctx,
    const nseg_json_t *obj);
static void nseg_meta_paid_selector(nseg_meta_ctx_t *ctx, const char *sel);
static unsigned nseg_meta_ld_class(const nseg_json_t *obj);
static unsigned nseg_meta_ld_type(const char *type);
static const char *nseg_meta_ld_local_type(const char *type);
static unsigned nseg_meta_ld_type_in(const nseg_json_t *obj,
    const char *const *list);
static void nseg_meta_ld_own(nseg_meta_ctx_t *ctx, const char *page_url);
static int nseg_meta_same_url(const char *a, const char *b);
static const char *nseg_meta_url_rest(const char *u, size_t *n);
static const nseg_json_t *nseg_meta_ld_resolve(nseg_meta_ctx_t *ctx,
    const nseg_json_t *v);
static void nseg_meta_ld_author(nseg_meta_ctx_t *ctx, const nseg_json_t *v,
    unsigned rank, uint32_t node);
static int nseg_meta_ld_org(nseg_meta_ctx_t *ctx, const nseg_json_t *v);
static const char *nseg_meta_ld_name(nseg_meta_ctx_t *ctx,
    const nseg_json_t *v);
static const char *nseg_meta_ld_url(nseg_meta_ctx_t *ctx,
    const nseg_json_t *v);
static void nseg_meta_ld_add(nseg_meta_ctx_t *ctx, unsigned field,
    const char *s, const char *key, unsigned rank, uint32_t node);
static void nseg_meta_url_dates(nseg_meta_ctx_t *ctx, const char *url,
    const char *key, unsigned rank);
static int nseg_meta_url_dmy(const char *p, const char *end,
    nseg_date_t *date);
static void nseg_meta_add(nseg_meta_ctx_t *ctx, unsigned field,
    const char *s, size_t len, const char *key, unsigned src, unsigned rank,
    uint32_t node);
static int nseg_meta_add_author(void *data, const char *name, size_t len);
static void nseg_meta_insert(nseg_meta_ctx_t *ctx, unsigned field,
    const char *value, size_t len, const nseg_date_t *date, const char *key,
    unsigned src, unsigned rank, uint32_t node);
static void nseg_meta_merge_date(nseg_date_t *have, unsigned have_rank,
    const nseg_date_t *date, unsigned rank);
static void nseg_meta_finish(nseg_meta_ctx_t *ctx);
static void nseg_meta_image_alt(nseg_meta_ctx_t *ctx);
static int nseg_meta_utc(const nseg_meta_cand_t *c);
static int nseg_meta_local_moment(nseg_meta_t *meta, unsigned f);
static int nseg_meta_date(nseg_meta_ctx_t *ctx, const char *s, size_t len,
    nseg_date_t *date);
static int nseg_meta_iso_date(const char *s, size_t len, nseg_date_t *date);
static const char *nseg_meta_ld_date(nseg_meta_ctx_t *ctx,
    const nseg_json_t *obj, const char *key);
static int nseg_meta_valid_ymd(int y, int m, int d);
static int64_t nseg_meta_epoch(const nseg_date_t *date);
static char *nseg_meta_absolute(nseg_meta_ctx_t *ctx, const char *s,
    size_t len, int list);
static char *nseg_meta_unescape(nseg_meta_ctx_t *ctx, const char *s);
static size_t nseg_meta_node_text(nseg_doc_t *doc, uint32_t i, char *buf,
    size_t size);
static int nseg_meta_has_token(const char *list, const char *token);
static int nseg_meta_token_in(const char *list, const char *const *words,
    int last_segment);
static int nseg_meta_in_comment(nseg_meta_ctx_t *ctx, uint32_t i);
static size_t nseg_meta_trim(const char **s, size_t len);
static char *nseg_meta_dated_by(char *buf);
static char *nseg_meta_credit_by(char *s);
static const char *nseg_meta_names_after(const char *s, size_t len, size_t *n,
    char *(*by)(char *buf));
static int nseg_meta_split_names(char *buf, size_t len, const char *lang,
    nseg_meta_name_pt add, void *data);
static size_t nseg_meta_clean_name(char *s, size_t len);
static int nseg_meta_letter(char c);
static void nseg_meta_cut_other_credit(char *s);
static char *nseg_meta_ar_place(char *s);
static int nseg_meta_login(const char *w, size_t n);
static int nseg_meta_part_role(const char *p, size_t len);
static int nseg_meta_outlet(const char *p, size_t len);
static int nseg_meta_filed_from(const char *p, size_t len,
    const char *lang);
static int nseg_meta_label_closed(const char *label, size_t n);
static void nseg_meta_han_names(char *buf, size_t len, const char *lang);
static void nseg_meta_vi_names(char *buf, const char *lang);
static unsigned nseg_meta_digits(const char *s, size_t n);


static const nseg_meta_key_t  nseg_meta_keys[] = {
    { "og:title", "og:title", NSEG_META_TITLE, NSEG_META_SRC_OPENGRAPH, 20 },
    { "parsely-title", "parsely-title", NSEG_META_TITLE,
      NSEG_META_SRC_META, 22 },
    { "twitter:title", "twitter:title", NSEG_META_TITLE,
      NSEG_META_SRC_TWITTER, 30 },
    { "sailthru.title", "sailthru.title", NSEG_META_TITLE,
      NSEG_META_SRC_META, 32 },
    { "headline", "headline", NSEG_META_TITLE, NSEG_META_SRC_META, 38 },
    { "dc.title", "dc.title", NSEG_META_TITLE, NSEG_META_SRC_META, 40 },
    { "dcterms.title", "dcterms.title", NSEG_META_TITLE,
      NSEG_META_SRC_META, 40 },

    { "article:published_time", "article:published_time",
      NSEG_META_PUBLISHED, NSEG_META_SRC_OPENGRAPH, 12 },
    { "og:published_time", "og:published_time", NSEG_META_PUBLISHED,
      NSEG_META_SRC_OPENGRAPH, 14 },
    { "og:article:published_time", "og:article:published_time",
      NSEG_META_PUBLISHED, NSEG_META_SRC_OPENGRAPH, 14 },
    { "parsely-pub-date", "parsely-pub-date", NSEG_META_PUBLISHED,
      NSEG_META_SRC_META, 20 },
    { "sailthru.date", "sailthru.date", NSEG_META_PUBLISHED,
      NSEG_META_SRC_META, 20 },
    { "date", "date", NSEG_META_PUBLISHED, NSEG_META_SRC_META, 22 },
    { "pubdate", "pubdate", NSEG_META_PUBLISHED, NSEG_META_SRC_META, 22 },
    { "originalpublicationdate", "originalpublicationdate",
      NSEG_META_PUBLISHED, NSEG_META_SRC_META, 22 },
    { "rnews:datepublished", "rnews:datePublished", NSEG_META_PUBLISHED,
      NSEG_META_SRC_META, 22 },
    { "publishdate", "publishdate", NSEG_META_PUBLISHED,
      NSEG_META_SRC_META, 22 },
    { "publish-date", "publish-date", NSEG_META_PUBLISHED,
      NSEG_META_SRC_META, 22 },
    { "publish_date", "publish_date", NSEG_META_PUBLISHED,
      NSEG_META_SRC_META, 22 },
    { "dc.date.issued", "dc.date.issued", NSEG_META_PUBLISHED,
      NSEG_META_SRC_META, 22 },
    { "dcterms.issued", "dcterms.issued", NSEG_META_PUBLISHED,
      NSEG_META_SRC_META, 22 },
    { "citation_publication_date", "citation_publication_date",
      NSEG_META_PUBLISHED, NSEG_META_SRC_META, 24 },
    { "dc.date", "dc.date", NSEG_META_PUBLISHED, NSEG_META_SRC_META, 26 },
    { "dcterms.date", "dcterms.date", NSEG_META_PUBLISHED,
      NSEG_META_SRC_META, 26 },
    { "dc.date.created", "dc.date.created", NSEG_META_PUBLISHED,
      NSEG_META_SRC_META, 26 },
    { "dcterms.created", "dcterms.created", NSEG_META_PUBLISHED,
      NSEG_META_SRC_META, 26 },

    { "article:modified_time", "article:modified_time", NSEG_META_MODIFIED,
      NSEG_META_SRC_OPENGRAPH, 12 },
    { "og:updated_time", "og:updated_time", NSEG_META_MODIFIED,
      NSEG_META_SRC_OPENGRAPH, 14 },
    { "article:updated_time", "article:updated_time", NSEG_META_MODIFIED,
      NSEG_META_SRC_OPENGRAPH, 14 },
    { "last-modified", "last-modified", NSEG_META_MODIFIED,
      NSEG_META_SRC_META, 20 },
    { "dcterms.modified", "dcterms.modified", NSEG_META_MODIFIED,
      NSEG_META_SRC_META, 22 },
    { "dc.date.modified", "dc.date.modified", NSEG_META_MODIFIED,
      NSEG_META_SRC_META, 22 },

    { "parsely-author", "parsely-author", NSEG_META_AUTHOR,
      NSEG_META_SRC_META, 14 },
    { "sailthru.author", "sailthru.author", NSEG_META_AUTHOR,
      NSEG_META_SRC_META, 15 },
    { "article:author", "article:author", NSEG_META_AUTHOR,
      NSEG_META_SRC_OPENGRAPH, 16 },
    /*
     * the same under other names: BBC and the UK's regional papers write
     * og:article:author, the Independent article:author_name,
     * Shareaholic (WordPress) its own
     */
    { "og:article:author", "og:article:author", NSEG_META_AUTHOR,
      NSEG_META_SRC_OPENGRAPH, 16 },
    { "og:author", "og:author", NSEG_META_AUTHOR,
      NSEG_META_SRC_OPENGRAPH, 16 },
    { "article:author_name", "article:author_name", NSEG_META_AUTHOR,
      NSEG_META_SRC_OPENGRAPH, 16 },
    { "shareaholic:article_author_name", "shareaholic:article_author_name",
      NSEG_META_AUTHOR, NSEG_META_SRC_META, 18 },
    { "author", "author", NSEG_META_AUTHOR, NSEG_META_SRC_META, 18 },
    { "byl", "byl", NSEG_META_AUTHOR, NSEG_META_SRC_META, 19 },
    { "dc.creator", "dc.creator", NSEG_META_AUTHOR, NSEG_META_SRC_META, 22 },
    { "dc:creator", "dc:creator", NSEG_META_AUTHOR, NSEG_META_SRC_META, 22 },
    { "dcterms.creator", "dcterms.creator", NSEG_META_AUTHOR,
      NSEG_META_SRC_META, 22 },

    { "og:site_name", "og:site_name", NSEG_META_SITE_NAME,
      NSEG_META_SRC_OPENGRAPH, 10 },
    { "application-name", "application-name", NSEG_META_SITE_NAME,
      NSEG_META_SRC_META, 20 },
    { "dc.publisher", "dc.publisher", NSEG_META_SITE_NAME,
      NSEG_META_SRC_META, 24 },

    { "content-language", "content-language", NSEG_META_LANG,
      NSEG_META_SRC_META, 14 },
    { "og:locale", "og:locale", NSEG_META_LANG, NSEG_META_SRC_OPENGRAPH, 16 },
    { "dc.language", "dc.language", NSEG_META_LANG, NSEG_META_SRC_META, 18 },
    { "language", "language", NSEG_META_LANG, NSEG_META_SRC_META, 18 },

    { "og:image", "og:image", NSEG_META_IMAGE, NSEG_META_SRC_OPENGRAPH, 10 },
    { "og:image:url", "og:image:url", NSEG_META_IMAGE,
      NSEG_META_SRC_OPENGRAPH, 10 },
    { "og:image:secure_url", "og:image:secure_url", NSEG_META_IMAGE,
      NSEG_META_SRC_OPENGRAPH, 11 },
    { "twitter:image", "twitter:image", NSEG_META_IMAGE,
      NSEG_META_SRC_TWITTER, 14 },
    { "twitter:image:src", "twitter:image:src", NSEG_META_IMAGE,
      NSEG_META_SRC_TWITTER, 14 },

    { "og:url", "og:url", NSEG_META_URL, NSEG_META_SRC_OPENGRAPH, 12 },

    { NULL, NULL, 0, 0, 0 }
};


/* microdata, matched without case: page authors write "datepublished" */
static const nseg_meta_key_t  nseg_meta_itemprops[] = {
    { "headline", "itemprop:headline", NSEG_META_TITLE,
      NSEG_META_SRC_MICRODATA, 25 },
    { "datepublished", "itemprop:datePublished", NSEG_META_PUBLISHED,
      NSEG_META_SRC_MICRODATA, 16 },
    { "datecreated", "itemprop:dateCreated", NSEG_META_PUBLISHED,
      NSEG_META_SRC_MICRODATA, 28 },
    { "datemodified", "itemprop:dateModified", NSEG_META_MODIFIED,
      NSEG_META_SRC_MICRODATA, 16 },
    /*
     * above <meta name="author">, often the site's one default: it
     * marks the article's own visible line (docs/design.md)
     */
    { "author", "itemprop:author", NSEG_META_AUTHOR,
      NSEG_META_SRC_MICRODATA, 17 },
    { "inlanguage", "itemprop:inLanguage", NSEG_META_LANG,
      NSEG_META_SRC_MICRODATA, 18 },
    { "image", "itemprop:image", NSEG_META_IMAGE,
      NSEG_META_SRC_MICRODATA, 16 },
    { NULL, NULL, 0, 0, 0 }
};


static const char *const  nseg_meta_ld_articles[] = {
    "NewsArticle", "Article", "BlogPosting", "ReportageNewsArticle",
    "AnalysisNewsArticle", "OpinionNewsArticle", "BackgroundNewsArticle",
    "ReviewNewsArticle", "AskPublicNewsArticle", "LiveBlogPosting",
    "Report", "ScholarlyArticle", "SocialMediaPosting", "TechArticle",
    "SatiricalArticle", "DiscussionForumPosting", NULL
};

static const char *const  nseg_meta_ld_pages[] = {
    "WebPage", "ItemPage", "CollectionPage", NULL
};

/*
 * A page of many items: an archive, a section front, search results;
 * then the types of a list of items, which articles carry too (a
 * carousel's ItemList).  Not a ProfilePage: a personal site's "About
 * me" is one text.
 */
static const char *const  nseg_meta_ld_listings[] = {
    "CollectionPage", "SearchResultsPage", "ItemList", "PodcastSeries", NULL
};

#define NSEG_META_LD_LISTING_PAGES  2

/*
 * Types of things a page may be about instead of a text: a property or
 * job listing, an event, a place or business, a film, an app; and a
 * contact page.  Only top-level objects (and @graph's, mainEntity's)
 * count, not an article's mentions.  Not a Product: trafilatura's gold
 * extracts a shop's product description (lavazza.de) as the page's
 * text.
 */
static const char *const  nseg_meta_ld_things[] = {
    "RealEstateListing", "JobPosting", "Event", "ScreeningEvent",
    "SportsEvent", "MusicEvent", "TheaterEvent", "Festival", "Place",
    "LocalBusiness", "MovieTheater", "Restaurant", "Hotel",
    "LodgingBusiness", "Store", "Residence", "SingleFamilyResidence",
    "Apartment", "House", "Accommodation", "TouristAttraction", "Movie",
    "Vehicle", "Car", "SoftwareApplication", "MobileApplication",
    /* a page type that is no text either: the newsroom's addresses */
    "ContactPage", NULL
};


/* labels in front of names; those ending in ':' need the colon */
static const char *const  nseg_meta_labels[] = {
    "written by", "posted by", "submitted by", "reported by", "story by",
    "words by",
    "view all posts by", "all posts by", "posts by", "more by",
    "text by", "article by", "by", "von", "vom", "por", "par", "door", "av",
    "=di", "=da", "author:", "authors:", "autor:", "autorin:", "autores:",
    "auteur:", "auteurs:", "contributor:", "text:", "texto:", "texte:",
    "tekst:", "words:",
    "interview:",
    "text & fotos:", "text und fotos:", "text/fotos:", "text & foto:",
    "text und foto:", "text/foto:", "fotos:", "foto:",
    "erstellt von", "eingestellt von", "geschrieben von", "verfasst von",
    "publié par",
    "écrit par", "escrito por", "publicado por", "scritto da",
    "geschreven door", "author", "autor", "autorin", "auteur",
    "autoren:", "autorinnen:", "autoren",
    /* German writes both sexes: "Autor/in", "Autor*in", "Autor:in" */
    "autor/in", "autor*in", "autor:in", "autor/in:", "autor*in:",
    "autor:in:", "بقلم", "מאת", "كتب", "كتبت", "oleh:",
    "penulis:", "tác giả:", "yazar:", "yazan:", "teksti:", "írta:",
    "qoraa:",
    /*
     * the comparison folds ASCII only; "Oleh", "Bởi" and "Napsal" open
     * sentences or are first names: byline.c cuts them itself
     */
    "Tác giả:", "Írta:", "Автор:", "автор:", "Авторы:", "авторы:",
    "Текст:", "текст:", "Συντάκτης:", "Συντάκτρια:", "συντάκτης:",
    "خبرنگار:", "نویسنده:", "लेखक:", "작성자:", "رپورٹ:", "رپورٹ :", "تحریر:",
    "تحریر :", "โดย", "muallif:", "Муаллиф:", "муаллиф:",
    /* Chinese and Japanese, with full-width colons and slashes too */
    "记者", "記者", "记者：", "記者：", "作者：", "作者", "文/", "文／",
    "撰文：", "撰文", "筆者：", "編集委員", "論説委員",
    /* "记者 王晓梅 通讯员 李强": the correspondent and the intern too */
    "通讯员", "通訊員", "实习生", "實習生",
    /* Amharic "reporter", with Ethiopic's colons and the ASCII one */
    "\xe1\x8b\x98\xe1\x8c\x8b\xe1\x89\xa2\xe1\x8d\xa1",
    "\xe1\x8b\x98\xe1\x8c\x8b\xe1\x89\xa2\xe1\x8d\xa6",
    "\xe1\x8b\x98\xe1\x8c\x8b\xe1\x89\xa2:", NULL
};

/* a part containing one of these words is a role or a date label */
static const char *const  nseg_meta_roles[] = {
    "writer", "writers", "reporter", "reporters", "editor", "editors",
    "correspondent", "correspondents", "staff", "contributor",
    "contributors", "contributing", "columnist", "journalist",
    "photographer", "photos", "photo", "photography", "illustration",
    "fotos", "foto", "fotograf", "fotografin",
    "intern", "redakteur", "redakteurin", "korrespondent",
    "korrespondentin", "reporterin", "periodista", "corresponsal",
    "redactor", "redactora", "journaliste", "rédacteur", "rédactrice",
    "envoyé", "envoyée", "giornalista", "updated", "published", "posted",
    "aktualisiert", "veröffentlicht", "publié", "publicado", "actualizado",
    "atualizado", "senior", "chief", "deputy", "managing", "associate",
    "guest", "admin", "administrator", "webmaster", "phd", "ph.d", "md",
    "mph", "msc", "mba", "rdn", "submitted", "copyright", "\xc2\xa9",
    /* Korean writes the title after the name: "박지현 기자" */
    "기자", "특파원", "선임기자", "전문기자", "객원기자",
    "প্রতিনিধি", "প্রতিবেদক", "संवाददाता", NULL
};

/*
 * Job titles that follow the name after a comma on institutions'
 * pages: "By Hannah Moss, Science Communications Officer", "Jane Roe,
 * Press and Media Manager".  A later part holding one of them, or one
 * of nseg_meta_roles, anywhere is a role and names no one; in the first
 * part they are no role ("Dale Producer" is a name).
 */
static const char *const  nseg_meta_job_words[] = {
    "officer", "officers", "manager", "director", "coordinator",
    "co-ordinator", "producer", "specialist", "spokesperson", "spokesman",
    "spokeswoman", "adviser", "advisor", "consultant", "lecturer",
    "researcher", "fellow", "assistant", "executive", "president",
    "secretary", "chair", "chairman", "chairwoman", "founder",
    "co-founder", "ceo", "cto", "cfo",

    /*
     * an office after the name: "Tomas Greer, College of Science
     * Communications", "Jane Roe, Office of Public Affairs"
     */
    "communications", "office", "relations", "affairs", "marketing", NULL
};

/*
 * Bengali and Hindi bylines name the desk after the name: "নাসির উদ্দিন,
 * গোপালগঞ্জ প্রতিনিধি" (Gopalganj correspondent), "নিজস্ব প্রতিবেদক"
 * (our own reporter).  The one word before such a role is a place or
 * "own", not a name: the part names no one.
 */
static const char *const  nseg_meta_desk_roles[] = {
    "প্রতিনিধি", "প্রতিবেদক", "संवाददाता", NULL
};

/*
 * Bylines that name no one, besides a label alone (nseg_meta_labels):
 * a label without its colon, a CMS's placeholder, a weekday left from
 * a date line, a button beside the author's name ("Follow").
 */
static const char *const  nseg_meta_not_names[] = {
    "autore", "autora", "text", "texte", "texto", "interview", "no author",
    "unknown", "unknown author", "anonymous", "publisher", "monday",
    "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "follow", "folgen", "share", "teilen", "subscribe", "abonnieren",
    NULL
};

/*
 * Words that open no name before a role: "Our Foreign Staff", "Last
 * Updated: January 7, 2025".
 */
static const char *const  nseg_meta_role_heads[] = {
    "our", "last", "unser", "unsere", "unserer", "notre", "nos", "nuestro",
    "nuestra", "nostro", "nostra", NULL
};

/* words left dangling at the end once a date was cut off */
static const char *const  nseg_meta_tails[] = {
    "january", "february", "march", "april", "may", "june", "july",
    "august", "september", "october", "november", "december", "jan",
    "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct",
    "nov", "dec", "januar", "februar", "märz", "mai", "juni", "juli",
    "oktober", "dezember", "janvier", "février", "mars", "avril", "juin",
    "juillet", "août", "septembre", "octobre", "novembre", "décembre",
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
    "agosto", "septiembre", "octubre", "noviembre", "diciembre",
    "janeiro", "fevereiro", "março", "maio", "junho", "julho", "setembro",
    "outubro", "novembro", "dezembro", "on", "am", "le", "el", "em", "de",
    "the", "at", "um", "du", "del", "do", "da", "am:", "on:", NULL
};

/* weekdays left before a date that was cut, after their "on" */
static const char *const  nseg_meta_weekdays[] = {
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
    "sunday", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri",
    "sat", "sun", NULL
};


/*
 * Words that alone name no one: "on" left from "Published 3 weeks ago
 * on October 17" (not a month: "Jan" and "May" are names too)
 */
static const char *const  nseg_meta_particles[] = {
    "on", "at", "the", "of", "in", "am", "um", "im", "le", "la", "el",
    "em", "de", "du", "del", "da", "do", "dos", NULL
};

/*
 * name separators between authors ("By Jane Doe with John Smith"; not
 * Dutch "en", which is Spanish and French "in": "Por Ana García en
 * Madrid")
 */
static const char *const  nseg_meta_joins[] = {
    " and ", " & ", " und ", " y ", " e ", " et ", " i ", " och ", " og ",
    " oraz ", " dan ", " ve ", " és ", " ja ", " și ", " и ", " і ",
    " та ", " eta ", " with ", NULL
};


static const char *const  nseg_meta_field_names[NSEG_META_NFIELDS] = {
    "title", "published", "modified", "author", "site_name", "lang",
    "image", "url"
};

static const char *const  nseg_meta_src_names[] = {
    "", "jsonld", "opengraph", "twitter", "meta", "microdata", "time",
    "link", "html", "url", "http"
};


int
nseg_meta_extract(nseg_doc_t *doc, const char *page_url, int64_t now,
    nseg_meta_t *meta)
{
    uint32_t          i, k, n;
    const char       *v;
    nseg_meta_ctx_t  *ctx, ctx_data;

    memset(meta, 0, sizeof(nseg_meta_t));

    ctx = &ctx_data;
    ctx->doc = doc;
    ctx->meta = meta;
    ctx->base = doc->base_url ? doc->base_url : page_url;
    ctx->now = now > 0 ? now : (int64_t) time(NULL);
    ctx->error = 0;
    ctx->ntimes = 0;
    ctx->nobjects = 0;
    ctx->article_seen = 0;
    for (k = 0; k < NSEG_META_TW_PAIRS; k++) {
        ctx->tw_label[k] = NULL;
        ctx->tw_data[k] = NSEG_NONE;
    }

    for (i = 0; i < doc->n; i++) {
        if (doc->nodes[i].kind == NSEG_NODE_ELEMENT) {
            nseg_meta_element(ctx, i);
        }
    }

    nseg_meta_twitter_author(ctx);

    /*
     * The HTTP Content-Language: a browser reads it only when the page
     * declares nothing itself, and a server may send one value for all
     * its pages, so it ranks after every declaration of the page.
     */
    v = doc->opts != NULL ? doc->opts->content_language : NULL;

    if (v != NULL) {
        nseg_meta_add(ctx, NSEG_META_LANG, v, strlen(v),
                      "http:content-language", NSEG_META_SRC_HTTP, 40,
                      NSEG_NONE);
    }

    /* JSON-LD last: @id references may point at later nodes */
    nseg_meta_ld_own(ctx, page_url);

    for (k = 0; k < ctx->nobjects; k++) {
        if (!ctx->object_other[k]) {
            nseg_meta_ld_object(ctx, k);
        }
    }

    if (page_url != NULL) {
        nseg_meta_url_dates(ctx, page_url, "url", 40);
    }

    /* a canonical URL carries the same path when the request did not */
    n = meta->n[NSEG_META_URL];

    for (i = 0; i < n; i++) {
        nseg_meta_url_dates(ctx, meta->cand[NSEG_META_URL][i].value,
                            "url:canonical", 42);
    }

    nseg_meta_finish(ctx);
    nseg_meta_image_alt(ctx);

    return ctx->error ? NSEG_ERROR : NSEG_OK;
}


const char *
nseg_meta_field_name(nseg_meta_field_e field)
{
    return (unsigned) field < NSEG_META_NFIELDS
           ? nseg_meta_field_names[field] : "";
}


const char *
nseg_meta_src_name(nseg_meta_src_e src)
{
    return (unsigned) src <= NSEG_META_SRC_HTTP ? nseg_meta_src_names[src]
                                                : "";
}


static void
nseg_meta_element(nseg_meta_ctx_t *ctx, uint32_t i)
{
    uint32_t      node;
    const char   *v;
    nseg_node_t  *nd;

    nd = &ctx->doc->nodes[i];
    node = i;

    switch (nd->tag) {

    case NSEG_TAG_META:
        nseg_meta_tag(ctx, i);
        return;

    case NSEG_TAG_LINK:
        nseg_meta_link(ctx, i);
        break;

    case NSEG_TAG_SCRIPT:
        nseg_meta_script(ctx, i);
        return;

    case NSEG_TAG_TIME:
        nseg_meta_time(ctx, i);
        break;

    case NSEG_TAG_ABBR:
        nseg_meta_hatom(ctx, i);
        break;

    case NSEG_TAG_HTML:
        v = nseg_doc_attr(ctx->doc, node, "lang");
        if (v == NULL) {
            v = nseg_doc_attr(ctx->doc, node, "xml:lang");
        }

        if (v != NULL) {
            nseg_meta_add(ctx, NSEG_META_LANG, v, strlen(v), "html:lang",
                          NSEG_META_SRC_HTML, 10, i);
        }

        break;

    case NSEG_TAG_A:
        v = nseg_doc_attr(ctx->doc, node, "rel");
        if (v != NULL && nseg_meta_has_token(v, "author")) {
            char    buf[NSEG_META_MAX_NAME];
            size_t  len;

            len = nseg_meta_node_text(ctx->doc, i, buf, sizeof(buf));

            /*
             * the author box's "View Archive →", "All posts »": a link
             * to the author's page that says where it goes
             */
            if (!nseg_meta_link_label(buf, len)) {
                nseg_meta_add(ctx, NSEG_META_AUTHOR, buf, len, "link:author",
                              NSEG_META_SRC_LINK, 30, i);
            }
        }

        break;

    default:
        break;
    }

    if (nd->nattrs != 0) {
        v = nseg_doc_attr(ctx->doc, node, "itemprop");
        if (v != NULL && !nseg_meta_nested_item(ctx, i)) {
            nseg_meta_itemprop(ctx, i, v);
        }

    }
}


/*
 * The properties whose item is another work than the page's: a
 * citation, a comment, a review, an entry of a list of links, the
 * periodical it is part of, a live blog's update, a picture or a
 * recording the article holds.  Their author, date and headline are not
 * the page's (a paper's reference list gave it eight authors;
 * interia.pl's photo, an ImageObject under itemprop="image", its licence
 * "/domena publiczna" as the byline).  Other nestings are the page's
 * own, however loose: Blogger's blogPost, mainEntity, mainContentOfPage,
 * and a dateModified that CNET puts inside its author's Person.
 */
static const char  *const nseg_meta_other_works[] = {
    "citation", "comment", "review", "itemlistelement", "ispartof",
    "mentions", "liveblogupdate", "image", "photo", "video", "audio",
    "associatedmedia", "thumbnail", "logo", "primaryimageofpage", NULL
};

/*
 * The types of an item that is a reader's, not the page's, even where
 * no property ties it to the article (GeneratePress's comments).  Not
 * Review: a critic's review is often the page itself.
 */
static const char  *const nseg_meta_reader_types[] = {
    "comment", "usercomments", "answer", NULL
};


/*
 * Whether element i lies in a reader's comment: an element typed so in
 * RDFa or microdata (Drupal's typeof="sioc:Post sioct:Comment"), or
 * classed so by the commenting systems of WordPress and Drupal
 */
static const char  *const nseg_meta_comment_classes[] = {
    "comment", "comments", "comment-body", "comment-content",
    "comment-list", "commentlist", "comments-area", "comment-meta",
    "comment-metadata", NULL
};


static int
nseg_meta_in_comment(nseg_meta_ctx_t *ctx, uint32_t i)
{
    uint32_t      p;
    const char   *v;
    nseg_node_t  *nodes;

    nodes = ctx->doc->nodes;

    for (p = nodes[i].parent; p != NSEG_NONE; p = nodes[p].parent) {
        if (nodes[p].nattrs == 0) {
            continue;
        }

        v = nseg_doc_attr(ctx->doc, p, "class");
        if (v != NULL && nseg_meta_token_in(v, nseg_meta_comment_classes, 0)) {
            return 1;
        }

        v = nseg_doc_attr(ctx->doc, p, "typeof");
        if (v == NULL) {
            v = nseg_doc_attr(ctx->doc, p, "itemtype");
        }

        if (v != NULL && nseg_meta_token_in(v, nseg_meta_reader_types, 1)) {
            return 1;
        }
    }

    return 0;
}


/*
 * Whether element i's microdata property belongs to another work: the
 * nearest itemscope above i (i's own scope is the value it gives, an
 * author Person) is such a property of an item around it, or a reader's
 * comment or answer.
 */
static int
nseg_meta_nested_item(nseg_meta_ctx_t *ctx, uint32_t i)
{
    uint32_t     p;
    const char  *prop, *type;

    p = nseg_meta_scope_above(ctx->doc, i);

    if (p == NSEG_NONE) {
        return 0;
    }

    prop = nseg_doc_attr(ctx->doc, p, "itemprop");

    if (prop != NULL
        && nseg_word_in(prop, strlen(prop), nseg_meta_other_works))
    {
        return 1;
    }

    type = nseg_doc_attr(ctx->doc, p, "itemtype");

    return type != NULL && nseg_meta_token_in(type, nseg_meta_reader_types, 1);
}


/* the nearest element above node i with an itemscope, or NSEG_NONE */
static uint32_t
nseg_meta_scope_above(const nseg_doc_t *doc, uint32_t i)
{
    uint32_t  p;

    for (p = doc->nodes[i].parent; p != NSEG_NONE; p = doc->nodes[p].parent)
    {
        if (doc->nodes[p].nattrs != 0
            && nseg_doc_attr(doc, p, "itemscope") != NULL)
        {
            return p;
        }
    }

    return NSEG_NONE;
}


/*
 * Whether a token of a space-separated list is one of words; with
 * last_segment, the type's name at the end of a URL or a CURIE
 * ("https://schema.org/Comment", "sioct:Comment")
 */
static int
nseg_meta_token_in(const char *list, const char *const *words,
    int last_segment)
{
    const char  *p, *e, *start, *name;

    for (p = list; *p != '\0'; /* void */) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
            p++;
        }

        start = p;
        name = p;

        while (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\n'
               && *p != '\r')
        {
            if (last_segment && (*p == '/' || *p == '#' || *p == ':')
                && p[1] != '\0' && p[1] != ' ')
            {
                name = p + 1;
            }

            p++;
        }

        /* "https://schema.org/Comment/" */
        for (e = p; last_segment && e > name && e[-1] == '/'; e--) {
            /* void */
        }

        if (p > start && nseg_word_in(name, e - name, words)) {
            return 1;
        }
    }

    return 0;
}


/*
 * Whether a refresh's content names where to go ("0; url=/next", "5,
 * URL='https://…'"), not a reload of the same page ("300"): a news
 * page's reload often names its own address ("900; url=https://…"), so
 * only a wait of at most NSEG_META_REFRESH_WAIT seconds sends the
 * browser on
 */
static int
nseg_meta_refresh_url(const char *content)
{
    unsigned     wait;
    const char  *p;

    wait = 0;

    for (p = content; isdigit((unsigned char) *p); p++) {
        if (wait <= NSEG_META_REFRESH_WAIT) {
            wait = wait * 10 + (*p - '0');
        }
    }

    if (wait > NSEG_META_REFRESH_WAIT) {
        return 0;
    }

    while (isdigit((unsigned char) *p) || *p == '.') {
        p++;
    }

    while (*p == ' ' || *p == '\t') {
        p++;
    }

    if (*p != ';' && *p != ',') {
        return 0;
    }

    do {
        p++;
    } while (*p == ' ' || *p == '\t');

    if (strncasecmp(p, "url", 3) != 0) {
        return 0;
    }

    for (p += 3; *p == ' ' || *p == '\t'; p++) {
        /* void */
    }

    return *p == '=';
}


static void
nseg_meta_tag(nseg_meta_ctx_t *ctx, uint32_t i)
{
    uint32_t     node;
    const char  *content, *v;

    node = i;

    content = nseg_doc_attr(ctx->doc, node, "content");
    if (content == NULL) {
        content = nseg_doc_attr(ctx->doc, node, "value");
        if (content == NULL) {
            return;
        }
    }

    v = nseg_doc_attr(ctx->doc, node, "property");
    if (v != NULL) {
        nseg_meta_tag_key(ctx, i, v, content, nseg_meta_keys);

        if (strcasecmp(v, "og:type") == 0
            && strcasecmp(content, "article") == 0)
        {
            ctx->meta->article = 1;
        }
    }

    v = nseg_doc_attr(ctx->doc, node, "name");
    if (v != NULL) {
        if (strcasecmp(v, "parsely-page") == 0) {
            nseg_meta_parsely(ctx, i, content);

        } else if (strncasecmp(v, "twitter:label", 13) == 0
                   && v[13] >= '1' && v[13] <= '4' && v[14] == '\0')
        {
            ctx->tw_label[v[13] - '0'] = content;

        } else if (strncasecmp(v, "twitter:data", 12) == 0
                   && v[12] >= '1' && v[12] <= '4' && v[13] == '\0')
        {
            ctx->tw_data[v[12] - '0'] = i;

        } else {
            nseg_meta_tag_key(ctx, i, v, content, nseg_meta_keys);
        }
    }

    v = nseg_doc_attr(ctx->doc, node, "http-equiv");
    if (v != NULL) {
        /*
         * "0; url=/next": a page that sends the browser on (one in a
         * <noscript>, which a browser with scripts skips, is not in the
         * tree: doc.c drops that subtree)
         */
        if (strcasecmp(v, "refresh") == 0
            && nseg_meta_refresh_url(content))
        {
            ctx->meta->refresh = 1;
        }

        nseg_meta_tag_key(ctx, i, v, content, nseg_meta_keys);
    }

    v = nseg_doc_attr(ctx->doc, node, "itemprop");
    if (v != NULL && !nseg_meta_nested_item(ctx, i)) {
        nseg_meta_tag_key(ctx, i, v, content, nseg_meta_itemprops);
    }
}


/* the labels of a twitter:dataN that names the author */
static const char *const  nseg_meta_tw_author_labels[] = {
    "written by", "author", "verfasst von", "geschrieben von", "autor",
    "escrito por", "\xc3\xa9" "crit par", "auteur", "scritto da", "autore",
    "geschreven door", "napisane przez", NULL
};


/*
 * WordPress's Yoast writes the author as a pair of twitter metas:
 * twitter:label1 "Written by" (or "Verfasst von", "Escrito por", ...)
 * and twitter:data1 the name.  Another label ("Est. reading time")
 * says nothing of the author.
 */
static void
nseg_meta_twitter_author(nseg_meta_ctx_t *ctx)
{
    unsigned     d, k;
    const char  *data;

    for (d = 1; d < NSEG_META_TW_PAIRS; d++) {
        if (ctx->tw_label[d] == NULL || ctx->tw_data[d] == NSEG_NONE) {
            continue;
        }

        for (k = 0; nseg_meta_tw_author_labels[k] != NULL; k++) {
            if (strcasecmp(ctx->tw_label[d], nseg_meta_tw_author_labels[k])
                == 0)
            {
                break;
            }
        }

        data = nseg_doc_attr(ctx->doc, ctx->tw_data[d], "content");
        if (data == NULL) {
            data = nseg_doc_attr(ctx->doc, ctx->tw_data[d], "value");
        }

        if (nseg_meta_tw_author_labels[k] != NULL && data != NULL) {
            nseg_meta_add(ctx, NSEG_META_AUTHOR, data, strlen(data),
                          "twitter:data", NSEG_META_SRC_TWITTER, 20,
                          ctx->tw_data[d]);
        }
    }
}


/* attr may list several space-separated names (RDFa allows it) */

static void
nseg_meta_tag_key(nseg_meta_ctx_t *ctx, uint32_t i, const char *attr,
    const char *content, const nseg_meta_key_t *table)
{
    size_t                  n;
    const char             *p;
    const nseg_meta_key_t  *k;

    p = attr;

    for ( ;; ) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
            p++;
        }

        if (*p == '\0') {
            return;
        }

        for (n = 0;
             p[n] != '\0' && p[n] != ' ' && p[n] != '\t' && p[n] != '\n'
             && p[n] != '\r';
             n++)
        {
            /* void */
        }

        if (n < 48) {
            for (k = table; k->name != NULL; k++) {
                if (strncasecmp(p, k->name, n) == 0 && k->name[n] == '\0') {
                    nseg_meta_add(ctx, k->field, content, strlen(content),
                                  k->key, k->src, k->rank, i);
                    break;
                }
            }
        }

        p += n;
    }
}


/*
 * Parse.ly's older tag holds a JSON object in one attribute; its fields
 * rank beside the separate parsely-* tags that replaced it.
 */

static void
nseg_meta_parsely(nseg_meta_ctx_t *ctx, uint32_t i, const char *content)
{
    int                     rc;
    const char             *v;
    nseg_json_t            *root;
    const nseg_meta_key_t  *f;

    static const nseg_meta_key_t  fields[] = {
        { "title", "parsely-page:title", NSEG_META_TITLE,
          NSEG_META_SRC_META, 22 },
        { "pub_date", "parsely-page:pub_date", NSEG_META_PUBLISHED,
          NSEG_META_SRC_META, 20 },
        { "author", "parsely-page:author", NSEG_META_AUTHOR,
          NSEG_META_SRC_META, 14 },
        { "image_url", "parsely-page:image_url", NSEG_META_IMAGE,
          NSEG_META_SRC_META, 18 },
        { NULL, NULL, 0, 0, 0 }
    };

    rc = nseg_json_parse(ctx->doc->arena, content, strlen(content),
                         NSEG_JSON_LENIENT, &root);

    if (rc == NSEG_ERROR) {
        ctx->error = 1;
        return;
    }

    if (rc != NSEG_OK || root->type != NSEG_JSON_OBJECT) {
        return;
    }

    for (f = fields; f->name != NULL; f++) {
        v = nseg_json_get_str(root, f->name);
        if (v != NULL) {
            nseg_meta_add(ctx, f->field, v, strlen(v), f->key, f->src,
                          f->rank, i);
        }
    }
}


static void
nseg_meta_link(nseg_meta_ctx_t *ctx, uint32_t i)
{
    uint32_t     node;
    const char  *rel, *href;

    node = i;

    rel = nseg_doc_attr(ctx->doc, node, "rel");
    href = nseg_doc_attr(ctx->doc, node, "href");

    if (rel == NULL || href == NULL) {
        return;
    }

    if (nseg_meta_has_token(rel, "canonical")) {
        nseg_meta_add(ctx, NSEG_META_URL, href, strlen(href),
                      "link:canonical", NSEG_META_SRC_LINK, 10, i);

    } else if (nseg_meta_has_token(rel, "image_src")) {
        nseg_meta_add(ctx, NSEG_META_IMAGE, href, strlen(href),
                      "link:image_src", NSEG_META_SRC_LINK, 18, i);
    }
}


/*
 * <time datetime> is a publication date when marked pubdate; a bare
 * one counts only inside <article> or <header>, and weakly: listings
 * of related stories use it too.
 */

static void
nseg_meta_time(nseg_meta_ctx_t *ctx, uint32_t i)
{
    uint32_t      node;
    uint32_t      p;
    const char   *dt;
    nseg_node_t  *nodes;

    nodes = ctx->doc->nodes;
    node = i;

    dt = nseg_doc_attr(ctx->doc, node, "datetime");
    if (dt == NULL) {
        return;
    }

    if (nseg_doc_attr(ctx->doc, node, "pubdate") != NULL) {
        /* Drupal gives each reader's comment a <time pubdate> too */
        if (!nseg_meta_in_comment(ctx, i)) {
            nseg_meta_add(ctx, NSEG_META_PUBLISHED, dt, strlen(dt),
                          "time:pubdate", NSEG_META_SRC_TIME, 18, i);
        }

        return;
    }

    if (nseg_doc_attr(ctx->doc, node, "itemprop") != NULL
        || ctx->ntimes >= NSEG_META_MAX_TIMES)
    {
        /* microdata is read by nseg_meta_itemprop() */
        return;
    }

    for (p = nodes[i].parent; p != NSEG_NONE; p = nodes[p].parent) {
        if (nodes[p].tag == NSEG_TAG_ARTICLE
            || nodes[p].tag == NSEG_TAG_HEADER)
        {
            ctx->ntimes++;
            nseg_meta_add(ctx, NSEG_META_PUBLISHED, dt, strlen(dt),
                          nodes[p].tag == NSEG_TAG_ARTICLE
                          ? "time:article" : "time:header",
                          NSEG_META_SRC_TIME, NSEG_META_RANK_BARE_TIME, i);
            return;
        }
    }
}


/*
 * Whether a link's text points on: an arrow or a guillemet in it, or a
 * verb that sends the reader there ("View my complete profile", Blogger's
 * rel="author" link beside the name's)
 */
static int
nseg_meta_link_label(const char *s, size_t len)
{
    size_t               n;
    unsigned             k;
    static const char   *marks[] = {
        "\xe2\x86\x92", "\xc2\xbb", "\xe2\x80\xba", "\xe2\x86\x90", "\xc2\xab",
        "\xe2\x80\xb9", "->", NULL
    };
    /* and WordPress's "Zeige alle Beiträge von", "Voir tous les ..." */
    static const char   *verbs[] = {
        "view", "see", "read", "visit", "show", "all", "more", "zeige",
        "zeigen", "alle", "mehr", "voir", "ver", "vedi", "bekijk", NULL
    };

    for (k = 0; marks[k] != NULL; k++) {
        if (memmem(s, len, marks[k], strlen(marks[k])) != NULL) {
            return 1;
        }
    }

    while (len && (*s == ' ' || *s == '\n')) {
        s++;
        len--;
    }

    for (n = 0; n < len && s[n] != ' '; n++) {
        /* the first word */
    }

    return n < len && nseg_word_in(s, n, verbs) != 0;
}


/*
 * hAtom's publication date, an <abbr class="published"> whose title is
 * the moment ("<abbr class="published" title="2025-11-06T08:21:00Z">Kuya
 * 6 Ugushyingo 2025</abbr>"): SPIP and older blog themes write it, the
 * shown text in the page's language.  Not a reader's comment's.
 */
static const char  *const nseg_meta_hatom_published[] = {
    "published", NULL
};

static void
nseg_meta_hatom(nseg_meta_ctx_t *ctx, uint32_t i)
{
    const char          *t;
    static const char   *cls[] = { "class", NULL };

    if (ctx->doc->nodes[i].nattrs == 0
        || (t = nseg_doc_attr(ctx->doc, i, "title")) == NULL
        || !(t[0] >= '0' && t[0] <= '9')
        || !nseg_doc_attr_words(ctx->doc, i, cls, nseg_meta_hatom_published)
        || nseg_meta_in_comment(ctx, i))
    {
        return;
    }

    nseg_meta_add(ctx, NSEG_META_PUBLISHED, t, strlen(t), "abbr:published",
                  NSEG_META_SRC_TIME, NSEG_META_RANK_HATOM, i);
}


static void
nseg_meta_itemprop(nseg_meta_ctx_t *ctx, uint32_t i, const char *prop)
{
    char                    buf[NSEG_META_MAX_NAME];
    size_t                  len;
    uint32_t                j, end;
    uint32_t                node;
    const char             *v, *p;
    nseg_node_t            *nodes;
    const nseg_meta_key_t  *k;

    nodes = ctx->doc->nodes;
    node = i;

    for (k = nseg_meta_itemprops; k->name != NULL; k++) {
        if (strcasecmp(prop, k->name) == 0) {
            break;
        }
    }

    if (k->name == NULL) {
        return;
    }

    v = nseg_doc_attr(ctx->doc, node, "content");

    if (nodes[i].tag == NSEG_TAG_TIME) {
        /*
         * content="2023-10-18" datetime="2023-10-18T11:45:00+02:00":
         * the same day, and its moment
         */
        p = nseg_doc_attr(ctx->doc, node, "datetime");

        if (v == NULL
            || (p != NULL && strlen(p) > strlen(v)
                && strncmp(p, v, strlen(v)) == 0))
        {
            v = p;
        }
    }

    if (v == NULL) {
        switch (nodes[i].tag) {

        case NSEG_TAG_IMG:
            v = nseg_doc_attr(ctx->doc, node, "src");
            break;

        case NSEG_TAG_A:
        case NSEG_TAG_LINK:
            if (k->field == NSEG_META_IMAGE) {
                v = nseg_doc_attr(ctx->doc, node, "href");
            }
            break;

        default:
            break;
        }
    }

    if (v != NULL) {
        nseg_meta_add(ctx, k->field, v, strlen(v), k->key, k->src, k->rank,
                      i);
        return;
    }

    if (k->field == NSEG_META_IMAGE) {
        /* an ImageObject: its url is another itemprop inside */
        return;
    }

    /* an author Person: prefer its itemprop=name */
    end = nodes[i].end;

    if (k->field == NSEG_META_AUTHOR) {
        for (j = i + 1; j < end && j < i + NSEG_META_TEXT_NODES; j++) {
            if (nodes[j].kind != NSEG_NODE_ELEMENT || nodes[j].nattrs == 0)
            {
                continue;
            }

            p = nseg_doc_attr(ctx->doc, j, "itemprop");
            if (p != NULL && strcasecmp(p, "name") == 0) {
                v = nseg_doc_attr(ctx->doc, j, "content");
                if (v != NULL) {
                    nseg_meta_add(ctx, k->field, v, strlen(v), k->key,
                                  k->src, k->rank, j);
                    return;
                }

                i = j;
                break;
            }
        }
    }

    len = nseg_meta_node_text(ctx->doc, i, buf, sizeof(buf));
    nseg_meta_add(ctx, k->field, buf, len, k->key, k->src, k->rank, i);
}


static void
nseg_meta_script(nseg_meta_ctx_t *ctx, uint32_t i)
{
    int           rc;
    size_t        len;
    const char   *text;
    nseg_json_t  *root;

    if (!nseg_doc_is_jsonld(ctx->doc, i)) {
        return;
    }

    if (ctx->meta->jsonld_blocks >= NSEG_META_MAX_BLOCKS) {
        return;
    }

    ctx->meta->jsonld_blocks++;

    /* doc.c keeps a script's raw text on its element */
    text = ctx->doc->nodes[i].text;
    len = ctx->doc->nodes[i].text_len;

    if (text == NULL || len == 0) {
        ctx->meta->jsonld_invalid++;
        return;
    }

    rc = nseg_json_parse(ctx->doc->arena, text, len, NSEG_JSON_LENIENT,
                         &root);

    if (rc == NSEG_ERROR) {
        ctx->error = 1;
        return;
    }

    if (rc != NSEG_OK) {
        ctx->meta->jsonld_invalid++;
        return;
    }

    nseg_meta_ld_collect(ctx, root, i);
}


/*
 * Queues the JSON-LD nodes worth reading: the root, array items,
 * @graph members and mainEntity, breadth first, so the page's own
 * article precedes what it merely mentions.
 */

static void
nseg_meta_ld_collect(nseg_meta_ctx_t *ctx, nseg_json_t *root, uint32_t node)
{
    uint32_t      k;
    nseg_json_t  *v, *m;

    k = ctx->nobjects;

    if (root->type == NSEG_JSON_ARRAY) {
        for (v = root->child; v != NULL; v = v->next) {
            if (v->type == NSEG_JSON_OBJECT
                && ctx->nobjects < NSEG_META_MAX_OBJECTS)
            {
                ctx->object_node[ctx->nobjects] = node;
                ctx->objects[ctx->nobjects++] = v;
            }
        }

    } else if (root->type == NSEG_JSON_OBJECT
               && ctx->nobjects < NSEG_META_MAX_OBJECTS)
    {
        ctx->object_node[ctx->nobjects] = node;
        ctx->objects[ctx->nobjects++] = root;
    }

    for ( /* void */ ; k < ctx->nobjects; k++) {
        v = ctx->objects[k];

        for (m = v->child; m != NULL; m = m->next) {
            if (strcmp(m->key, "@graph") != 0
                && strcmp(m->key, "mainEntity") != 0)
            {
                continue;
            }

            if (m->type == NSEG_JSON_OBJECT) {
                if (ctx->nobjects < NSEG_META_MAX_OBJECTS) {
                    ctx->object_node[ctx->nobjects] = node;
                    ctx->objects[ctx->nobjects++] = m;
                }

                continue;
            }

            if (m->type != NSEG_JSON_ARRAY) {
                continue;
            }

            for (v = m->child; v != NULL; v = v->next) {
                if (v->type == NSEG_JSON_OBJECT
                    && ctx->nobjects < NSEG_META_MAX_OBJECTS)
                {
                    ctx->object_node[ctx->nobjects] = node;
                    ctx->objects[ctx->nobjects++] = v;
                }
            }
        }
    }
}


/*
 * Of several JSON-LD articles, the page's own is the one whose url or
 * mainEntityOfPage is the page's (its canonical link, og:url, or the
 * request's URL); the others describe other stories (a weather alert's
 * NewsArticle in the head before the story's, a related story's) and
 * are left out, their authors with them.  When none or all say so, all
 * count.
 */
static void
nseg_meta_ld_own(nseg_meta_ctx_t *ctx, const char *page_url)
{
    uint32_t            k, n, own, articles;
    const char         *u;
    const nseg_json_t  *v;
    uint8_t             mine[NSEG_META_MAX_OBJECTS];

    articles = 0;
    own = 0;

    for (k = 0; k < ctx->nobjects; k++) {
        mine[k] = 0;
        ctx->object_other[k] = 0;

        if (nseg_meta_ld_class(ctx->objects[k]) != NSEG_LD_ARTICLE) {
            continue;
        }

        articles++;
        u = nseg_json_get_str(ctx->objects[k], "url");
        v = nseg_json_get(ctx->objects[k], "mainEntityOfPage");

        if (u == NULL && v != NULL) {
            u = v->type == NSEG_JSON_STRING ? v->str
                                            : nseg_json_get_str(v, "@id");
        }

        if (u == NULL) {
            continue;
        }

        if (page_url != NULL && nseg_meta_same_url(u, page_url)) {
            mine[k] = 1;
        }

        for (n = 0; !mine[k] && n < ctx->meta->n[NSEG_META_URL]; n++) {
            mine[k] = nseg_meta_same_url(u,
                          ctx->meta->cand[NSEG_META_URL][n].value);
        }

        own += mine[k];
    }

    if (articles < 2 || own == 0 || own == articles) {
        return;
    }

    for (k = 0; k < ctx->nobjects; k++) {
        ctx->object_other[k] = !mine[k]
                               && nseg_meta_ld_class(ctx->objects[k])
                                  == NSEG_LD_ARTICLE;
    }
}


/*
 * Whether two URLs name the same page: scheme, "www.", the query, the
 * fragment and a last slash aside; the host in any case
 */
static int
nseg_meta_same_url(const char *a, const char *b)
{
    size_t  na, nb;

    a = nseg_meta_url_rest(a, &na);
    b = nseg_meta_url_rest(b, &nb);

    return na != 0 && na == nb && strncasecmp(a, b, na) == 0;
}


static const char *
nseg_meta_url_rest(const char *u, size_t *n)
{
    const char  *p;

    p = strstr(u, "://");
    u = (p != NULL) ? p + 3 : u;

    if (strncasecmp(u, "www.", 4) == 0) {
        u += 4;
    }

    *n = strcspn(u, "?#");

    while (*n > 0 && u[*n - 1] == '/') {
        (*n)--;
    }

    return u;
}


static void
nseg_meta_ld_object(nseg_meta_ctx_t *ctx, uint32_t k)
{
    unsigned             cls, off, kind;
    uint32_t            node;
    const char          *s;
    nseg_json_t         *obj;
    const nseg_json_t   *v, *a;

    obj = ctx->objects[k];
    node = ctx->object_node[k];
    cls = nseg_meta_ld_class(obj);

    kind = nseg_meta_ld_type_in(obj, nseg_meta_ld_listings);

    if (kind != 0 && kind <= NSEG_META_LD_LISTING_PAGES) {
        ctx->meta->listing = 1;

    } else if (kind != 0) {
        ctx->meta->list_items = 1;
    }

    if (nseg_meta_ld_type_in(obj, nseg_meta_ld_things)) {
        ctx->meta->ld_thing = 1;
    }

    if (cls == NSEG_LD_SITE) {
        nseg_meta_ld_add(ctx, NSEG_META_SITE_NAME,
                         nseg_json_get_str(obj, "name"), "ld:WebSite.name",
                         22, node);
        nseg_meta_ld_add(ctx, NSEG_META_LANG,
                         nseg_json_get_str(obj, "inLanguage"),
                         "ld:WebSite.inLanguage", 20, node);
        return;
    }

    if (cls != NSEG_LD_ARTICLE && cls != NSEG_LD_PAGE) {
        return;
    }

    off = (cls == NSEG_LD_PAGE) ? NSEG_LD_PAGE_PENALTY : 0;

    if (cls == NSEG_LD_PAGE) {
        ctx->meta->ld_page = 1;
    }

    nseg_meta_ld_add(ctx, NSEG_META_TITLE,
                     nseg_json_get_str(obj, "headline"), "ld:headline",
                     10 + off, node);
    nseg_meta_ld_add(ctx, NSEG_META_TITLE, nseg_json_get_str(obj, "name"),
                     "ld:name", 35 + off, node);

    nseg_meta_ld_add(ctx, NSEG_META_PUBLISHED,
                     nseg_meta_ld_date(ctx, obj, "datePublished"),
                     "ld:datePublished", 10 + off, node);
    nseg_meta_ld_add(ctx, NSEG_META_PUBLISHED,
                     nseg_meta_ld_date(ctx, obj, "dateCreated"),
                     "ld:dateCreated", 28 + off, node);
    nseg_meta_ld_add(ctx, NSEG_META_MODIFIED,
                     nseg_meta_ld_date(ctx, obj, "dateModified"),
                     "ld:dateModified", 10 + off, node);

    v = nseg_json_get(obj, "author");
    if (v == NULL) {
        v = nseg_json_get(obj, "creator");
    }

    if (v != NULL) {
        if (v->type == NSEG_JSON_ARRAY) {
            for (a = v->child; a != NULL; a = a->next) {
                nseg_meta_ld_author(ctx, a, 10 + off, node);
            }

        } else {
            nseg_meta_ld_author(ctx, v, 10 + off, node);
        }
    }

    v = nseg_json_get(obj, "publisher");
    if (v != NULL) {
        if (v->type == NSEG_JSON_ARRAY) {
            v = v->child;
        }

        nseg_meta_ld_add(ctx, NSEG_META_SITE_NAME, nseg_meta_ld_name(ctx, v),
                         "ld:publisher.name", 12 + off, node);
    }

    v = nseg_json_get(obj, "inLanguage");
    if (v != NULL) {
        s = (v->type == NSEG_JSON_STRING) ? v->str : nseg_meta_ld_name(ctx, v);
        nseg_meta_ld_add(ctx, NSEG_META_LANG, s, "ld:inLanguage", 12 + off,
                         node);
    }

    v = nseg_json_get(obj, "image");
    if (v != NULL) {
        nseg_meta_ld_add(ctx, NSEG_META_IMAGE, nseg_meta_ld_url(ctx, v),
                         "ld:image", 12 + off, node);
    }

    nseg_meta_ld_add(ctx, NSEG_META_IMAGE,
                     nseg_json_get_str(obj, "thumbnailUrl"),
                     "ld:thumbnailUrl", 15 + off, node);

    nseg_meta_ld_add(ctx, NSEG_META_URL, nseg_json_get_str(obj, "url"),
                     "ld:url", 14 + off, node);

    /*
     * The first article's body or none: breadth first, the page's own
     * article comes before those it cites, and another article's body
     * would go under this one's headline.
     */
    if (cls == NSEG_LD_ARTICLE && !ctx->article_seen) {
        ctx->article_seen = 1;
        ctx->meta->article = 1;
        ctx->meta->ld_article = 1;
        ctx->meta->article_body = nseg_json_get_str(obj, "articleBody");
    }

    if (cls == NSEG_LD_ARTICLE) {
        nseg_meta_ld_paid_parts(ctx, obj);
    }
}


/*
 * Google's markup for a paywall: "hasPart": {"@type": "WebPageElement",
 * "isAccessibleForFree": false, "cssSelector": ".paywall"} names the
 * element that holds the part of the story for subscribers, and its
 * documentation's example calls it "paywall".  When the page holds that
 * part (hidden or not, as the styles say), the class names story, not a
 * paywall's box: nce.c reads it so.  On the corpora: ".paywall",
 * ".hcf-paywall", ".post-paywall", ".article-payant", ".paid-content".
 */
static void
nseg_meta_ld_paid_parts(nseg_meta_ctx_t *ctx, const nseg_json_t *obj)
{
    const char         *sel;
    const nseg_json_t  *v, *part, *free;

    v = nseg_json_get(obj, "hasPart");
    if (v == NULL) {
        return;
    }

    part = (v->type == NSEG_JSON_ARRAY) ? v->child : v;

    for ( /* void */ ; part != NULL;
         part = (v->type == NSEG_JSON_ARRAY) ? part->next : NULL)
    {
        /*
         * Only a part that is not free: hasPart names headers, footers
         * and sidebars too ("WPFooter", ".site-footer"), which stay
         * boilerplate
         */
        if (part->type != NSEG_JSON_OBJECT) {
            continue;
        }

        free = nseg_json_get(part, "isAccessibleForFree");

        if (free == NULL
            || !(free->type == NSEG_JSON_FALSE
                 || (free->type == NSEG_JSON_STRING
                     && strcasecmp(free->str, "false") == 0)))
        {
            continue;
        }

        sel = nseg_json_get_str(part, "cssSelector");
        if (sel != NULL) {
            nseg_meta_paid_selector(ctx, sel);
        }
    }
}


/*
 * Adds the classes of a selector list's simple class selectors (".a",
 * "div.a", ".a, .b") to doc->paid_classes, each once and at most
 * NSEG_META_PAID_CLASSES of them (nce.c compares every element's class
 * words with each); other selectors (ids, descendants, attributes) name
 * no class alone and are passed over
 */
static void
nseg_meta_paid_selector(nseg_meta_ctx_t *ctx, const char *sel)
{
    char        *q, *start, buf[2 * NSEG_META_PAID_MAX + 3];
    size_t       have;
    unsigned     nclasses;
    const char  *p, *e, *c, *end, *dot;

    have = 0;
    nclasses = 0;

    if (ctx->doc->paid_classes != NULL) {
        have = strlen(ctx->doc->paid_classes);

        for (c = ctx->doc->paid_classes + 1; *c != '\0'; c++) {
            nclasses += (*c == ' ');
        }
    }

    /* a selector list is short; more is no class list */
    if (strlen(sel) > NSEG_META_PAID_MAX || have > NSEG_META_PAID_MAX
        || nclasses >= NSEG_META_PAID_CLASSES)
    {
        return;
    }

    q = buf;
    if (have) {
        memcpy(q, ctx->doc->paid_classes, have);
        q += have;

    } else {
        *q++ = ' ';
    }

    for (p = sel; *p != '\0' && nclasses < NSEG_META_PAID_CLASSES;
         p = (*end == ',') ? end + 1 : end)
    {
        end = p + strcspn(p, ",");

        while (p < end && isspace((unsigned char) *p)) {
            p++;
        }

        e = end;
        while (e > p && isspace((unsigned char) e[-1])) {
            e--;
        }

        /* "tag.class" or ".class": a tag name before the dot, one class */
        for (dot = p; dot < e && isalnum((unsigned char) *dot); dot++) {
            /* void */
        }

        if (dot == e || *dot != '.' || dot + 1 == e) {
            continue;
        }

        for (c = dot + 1; c < e; c++) {
            if (strchr(" \t>+~.#[:()*\"'", *c) != NULL) {
                break;
            }
        }

        if (c < e) {
            continue;
        }

        /* " class ", after the space that ends the one before */
        start = q;

        for (c = dot + 1; c < e; c++) {
            *q++ = (char) tolower((unsigned char) *c);
        }

        *q++ = ' ';
        *q = '\0';

        /* the first " class " in the list is this one, or it is there */
        if (strstr(buf, start - 1) != start - 1) {
            q = start;

        } else {
            nclasses++;
        }
    }

    *q = '\0';

    /* the arena holds what was found, not every part's selector */
    if ((size_t) (q - buf) > (have ? have : 1)) {
        q = nseg_arena_strndup(ctx->doc->arena, buf, (size_t) (q - buf));
        if (q != NULL) {
            ctx->doc->paid_classes = q;
        }
    }
}


int
nseg_meta_microdata_article(const nseg_doc_t *doc)
{
    uint32_t     i;
    const char  *v;

    for (i = 0; i < doc->n; i++) {
        if (doc->nodes[i].kind == NSEG_NODE_ELEMENT
            && doc->nodes[i].nattrs != 0
            && (v = nseg_doc_attr(doc, i, "itemtype")) != NULL
            && nseg_meta_token_in(v, nseg_meta_ld_articles, 1)
            && nseg_doc_attr(doc, i, "itemscope") != NULL)
        {
            return 1;
        }
    }

    return 0;
}


static unsigned
nseg_meta_ld_class(const nseg_json_t *obj)
{
    unsigned            best, c;
    const nseg_json_t  *t, *e;

    t = nseg_json_get(obj, "@type");
    if (t == NULL) {
        return NSEG_LD_NONE;
    }

    if (t->type == NSEG_JSON_STRING) {
        return nseg_meta_ld_type(t->str);
    }

    if (t->type != NSEG_JSON_ARRAY) {
        return NSEG_LD_NONE;
    }

    best = NSEG_LD_NONE;

    for (e = t->child; e != NULL; e = e->next) {
        if (e->type != NSEG_JSON_STRING) {
            continue;
        }

        c = nseg_meta_ld_type(e->str);

        if (c != NSEG_LD_NONE && (best == NSEG_LD_NONE || c < best)) {
            best = c;
        }
    }

    return best;
}


/*
 * The first of an object's types found in the list: its place there,
 * from 1; 0 for none
 */
static unsigned
nseg_meta_ld_type_in(const nseg_json_t *obj, const char *const *list)
{
    unsigned            k, best;
    const char         *type;
    const nseg_json_t  *t, *e;

    t = nseg_json_get(obj, "@type");
    if (t == NULL) {
        return 0;
    }

    e = (t->type == NSEG_JSON_ARRAY) ? t->child : t;
    best = 0;

    for ( /* void */ ; e != NULL;
         e = (t->type == NSEG_JSON_ARRAY) ? e->next : NULL)
    {
        if (e->type != NSEG_JSON_STRING) {
            continue;
        }

        type = nseg_meta_ld_local_type(e->str);
        k = nseg_word_in(type, strlen(type), list);

        if (k != 0 && (best == 0 || k < best)) {
            best = k;
        }
    }

    return best;
}


/* "http://schema.org/NewsArticle", "schema:NewsArticle": "NewsArticle" */
static const char *
nseg_meta_ld_local_type(const char *type)
{
    const char  *p;

    p = strrchr(type, '/');
    if (p != NULL) {
        type = p + 1;
    }

    p = strrchr(type, ':');
    if (p != NULL) {
        type = p + 1;
    }

    return type;
}


static unsigned
nseg_meta_ld_type(const char *type)
{
    const char *const   *t;

    type = nseg_meta_ld_local_type(type);

    for (t = nseg_meta_ld_articles; *t != NULL; t++) {
        if (strcmp(type, *t) == 0) {
            return NSEG_LD_ARTICLE;
        }
    }

    for (t = nseg_meta_ld_pages; *t != NULL; t++) {
        if (strcmp(type, *t) == 0) {
            return NSEG_LD_PAGE;
        }
    }

    if (strcmp(type, "WebSite") == 0) {
        return NSEG_LD_SITE;
    }

    return NSEG_LD_OTHER;
}


/* {"@id": "#author"} alone stands for the node with that @id */

static const nseg_json_t *
nseg_meta_ld_resolve(nseg_meta_ctx_t *ctx, const nseg_json_t *v)
{
    uint32_t     k;
    const char  *id, *other;

    if (v == NULL || v->type != NSEG_JSON_OBJECT || v->n != 1) {
        return v;
    }

    id = nseg_json_get_str(v, "@id");
    if (id == NULL) {
        return v;
    }

    for (k = 0; k < ctx->nobjects; k++) {
        if (ctx->objects[k] == v || ctx->objects[k]->n < 2) {
            continue;
        }

        other = nseg_json_get_str(ctx->objects[k], "@id");
        if (other != NULL && strcmp(other, id) == 0) {
            return ctx->objects[k];
        }
    }

    return v;
}


static const char *
nseg_meta_ld_name(nseg_meta_ctx_t *ctx, const nseg_json_t *v)
{
    char        *p;
    size_t       l1, l2;
    const char  *s, *given, *family;

    if (v == NULL) {
        return NULL;
    }

    if (v->type == NSEG_JSON_STRING) {
        return v->str;
    }

    v = nseg_meta_ld_resolve(ctx, v);

    if (v->type != NSEG_JSON_OBJECT) {
        return NULL;
    }

    s = nseg_json_get_str(v, "name");
    if (s != NULL) {
        return s;
    }

    given = nseg_json_get_str(v, "givenName");
    family = nseg_json_get_str(v, "familyName");

    if (given == NULL || family == NULL) {
        return given ? given : family;
    }

    l1 = strlen(given);
    l2 = strlen(family);

    p = nseg_arena_alloc(ctx->doc->arena, l1 + l2 + 2);
    if (p == NULL) {
        ctx->error = 1;
        return NULL;
    }

    memcpy(p, given, l1);
    p[l1] = ' ';
    memcpy(p + l1 + 1, family, l2 + 1);

    return p;
}


static const char *
nseg_meta_ld_url(nseg_meta_ctx_t *ctx, const nseg_json_t *v)
{
    const char  *s;

    if (v->type == NSEG_JSON_ARRAY) {
        v = v->child;

        if (v == NULL) {
            return NULL;
        }
    }

    if (v->type == NSEG_JSON_STRING) {
        return v->str;
    }

    v = nseg_meta_ld_resolve(ctx, v);

    s = nseg_json_get_str(v, "url");
    if (s == NULL) {
        s = nseg_json_get_str(v, "contentUrl");
    }

    return s;
}


/*
 * An author of JSON-LD.  An organisation's name is one name, whatever
 * its conjunctions and commas: "Department for Communities and Rural
 * Affairs" is no two authors.  A person's name is split and cleaned as
 * any byline ("Jane Doe and John Roe" in one Person).
 */
static void
nseg_meta_ld_author(nseg_meta_ctx_t *ctx, const nseg_json_t *v,
    unsigned rank, uint32_t node)
{
    char         buf[NSEG_META_MAX_NAME];
    size_t       len;
    const char  *s;

    s = nseg_meta_ld_name(ctx, v);

    if (s == NULL || !nseg_meta_ld_org(ctx, v)) {
        nseg_meta_ld_add(ctx, NSEG_META_AUTHOR, s, "ld:author", rank, node);
        return;
    }

    s = nseg_meta_unescape(ctx, s);
    if (s == NULL) {
        return;
    }

    len = strnlen(s, sizeof(buf));
    if (len == sizeof(buf)) {
        return;
    }

    len = nseg_utf8_collapse(buf, s, len);
    len = nseg_meta_clean_name(buf, len);

    if (len >= 2) {
        nseg_meta_insert(ctx, NSEG_META_AUTHOR, buf, len, NULL,
                         "ld:author.org", NSEG_META_SRC_JSONLD, rank, node);
    }
}


/* an Organization, NewsMediaOrganization, GovernmentOrganization ... */
static int
nseg_meta_ld_org(nseg_meta_ctx_t *ctx, const nseg_json_t *v)
{
    const char         *p;
    const nseg_json_t  *t;

    v = nseg_meta_ld_resolve(ctx, v);

    if (v == NULL || v->type != NSEG_JSON_OBJECT) {
        return 0;
    }

    t = nseg_json_get(v, "@type");

    if (t != NULL && t->type == NSEG_JSON_ARRAY) {
        t = t->child;
    }

    if (t == NULL || t->type != NSEG_JSON_STRING) {
        return 0;
    }

    p = strstr(t->str, "Organization");

    return (p != NULL && p[sizeof("Organization") - 1] == '\0')
           || strcmp(t->str, "Corporation") == 0;
}


static void
nseg_meta_ld_add(nseg_meta_ctx_t *ctx, unsigned field, const char *s,
    const char *key, unsigned rank, uint32_t node)
{
    if (s == NULL) {
        return;
    }

    /* publishers write "Tom &amp; Jerry" into JSON-LD */
    s = nseg_meta_unescape(ctx, s);
    if (s == NULL) {
        return;
    }

    nseg_meta_add(ctx, field, s, strlen(s), key, NSEG_META_SRC_JSONLD, rank,
                  node);
}


/*
 * "/2020/06/07/", "/20200607/", "/2020-06-07-" and the Chinese papers'
 * "/2020-06/07/", "/2020/0607/" and "/202006/07/" in the path (the
 * host and query are skipped: ids there look like dates); failing
 * those, "/29-10-2021" or "-12-25-2021" (not after a digit: "sku-4711-
 * 25-10-2019" is a number), when a part over 12 tells the day from the
 * month: "/05-06-2021" is June 5 in Berlin and May 6 in New York, and
 * the URL does not say which.  A time, "opening-hours-12-30-2000", can
 * pass for a date; URL dates rank last among the sources.
 */

static void
nseg_meta_url_dates(nseg_meta_ctx_t *ctx, const char *url, const char *key,
    unsigned rank)
{
    int           y, m, d;
    char          c;
    size_t        vlen;
    const char   *p, *path, *end;
    nseg_date_t   date;

    p = strstr(url, "://");
    path = strchr(p ? p + 3 : url, '/');

    if (path == NULL) {
        return;
    }

    end = path + strcspn(path, "?#");

    for (p = path; p < end; p++) {
        if (*p != '/' && *p != '-' && *p != '_') {
            continue;
        }

        if (end - p < 9 || nseg_meta_digits(p + 1, 4) != 4) {
            continue;
        }

        y = (p[1] - '0') * 1000 + (p[2] - '0') * 100 + (p[3] - '0') * 10
            + (p[4] - '0');

        c = p[5];

        if ((c == '/' || c == '-') && end - p >= 11
            && nseg_meta_digits(p + 6, 2) == 2 && p[8] == c
            && nseg_meta_digits(p + 9, 2) == 2
            && (end - p == 11 || nseg_meta_digits(p + 11, 1) == 0)
            && (*p == '/' || c == '-'))
        {
            m = (p[6] - '0') * 10 + (p[7] - '0');
            d = (p[9] - '0') * 10 + (p[10] - '0');
            vlen = 10;

        } else if (nseg_meta_digits(p + 1, 8) == 8
                   && (end - p == 9 || nseg_meta_digits(p + 9, 1) == 0))
        {
            m = (p[5] - '0') * 10 + (p[6] - '0');
            d = (p[7] - '0') * 10 + (p[8] - '0');
            vlen = 8;

        } else if (*p == '/' && c == '-' && end - p >= 12
                   && nseg_meta_digits(p + 6, 2) == 2 && p[8] == '/'
                   && nseg_meta_digits(p + 9, 2) == 2
                   && nseg_meta_digits(p + 11, 1) == 0)
        {
            /*
             * the Chinese papers' folders: Xinhua's "/2025-10/14/",
             * People's Daily's "/2025/1014/", China Daily's "/202510/14/"
             */
            m = (p[6] - '0') * 10 + (p[7] - '0');
            d = (p[9] - '0') * 10 + (p[10] - '0');
            vlen = 10;

        } else if (*p == '/' && c == '/' && end - p >= 11
                   && nseg_meta_digits(p + 6, 4) == 4 && p[10] == '/')
        {
            m = (p[6] - '0') * 10 + (p[7] - '0');
            d = (p[8] - '0') * 10 + (p[9] - '0');
            vlen = 9;

        } else if (*p == '/' && end - p >= 11
                   && nseg_meta_digits(p + 1, 6) == 6 && p[7] == '/'
                   && nseg_meta_digits(p + 8, 2) == 2 && p[10] == '/')
        {
            m = (p[5] - '0') * 10 + (p[6] - '0');
            d = (p[8] - '0') * 10 + (p[9] - '0');
            vlen = 9;

        } else {
            continue;
        }

        if (!nseg_meta_valid_ymd(y, m, d)) {
            continue;
        }

        memset(&date, 0, sizeof(nseg_date_t));
        date.year = y;
        date.month = m;
        date.day = d;

        if (nseg_meta_epoch(&date) > ctx->now + NSEG_META_SLACK) {
            continue;
        }

        nseg_meta_insert(ctx, NSEG_META_PUBLISHED, p + 1, vlen,
                         &date, key, NSEG_META_SRC_URL, rank, NSEG_NONE);
        return;
    }

    /* day or month first, only where no year comes first */
    for (p = path; p < end; p++) {
        if ((*p == '/' || *p == '-' || *p == '_')
            && (*p == '/' || !(p[-1] >= '0' && p[-1] <= '9'))
            && nseg_meta_url_dmy(p, end, &date)
            && nseg_meta_epoch(&date) <= ctx->now + NSEG_META_SLACK)
        {
            nseg_meta_insert(ctx, NSEG_META_PUBLISHED, p + 1, 10, &date, key,
                             NSEG_META_SRC_URL, rank, NSEG_NONE);
            return;
        }
    }
}


/*
 * "DD-MM-YYYY" or "MM-DD-YYYY" after the separator at p, ending the
 * path or followed by a non-digit, when one of the first two parts is
 * over 12 (the day) and the other is not.
 */

static int
nseg_meta_url_dmy(const char *p, const char *end, nseg_date_t *date)
{
    int  a, b, y;

    if (end - p < 11
        || nseg_meta_digits(p + 1, 2) != 2 || p[3] != '-'
        || nseg_meta_digits(p + 4, 2) != 2 || p[6] != '-'
        || nseg_meta_digits(p + 7, 4) != 4
        || (end - p > 11 && nseg_meta_digits(p + 11, 1) != 0))
    {
        return 0;
    }

    a = (p[1] - '0') * 10 + (p[2] - '0');
    b = (p[4] - '0') * 10 + (p[5] - '0');
    y = (p[7] - '0') * 1000 + (p[8] - '0') * 100 + (p[9] - '0') * 10
        + (p[10] - '0');

    memset(date, 0, sizeof(nseg_date_t));
    date->year = y;

    if (a > 12 && b <= 12) {
        date->day = a;
        date->month = b;

    } else if (b > 12 && a <= 12) {
        date->month = a;
        date->day = b;

    } else {
        return 0;
    }

    return nseg_meta_valid_ymd(date->year, date->month, date->day);
}


/* cleans and checks a raw value for its field, then inserts it */

static void
nseg_meta_add(nseg_meta_ctx_t *ctx, unsigned field, const char *s,
    size_t len, const char *key, unsigned src, unsigned rank, uint32_t node)
{
    char                 buf[64], *v;
    size_t               n;
    nseg_date_t          date;
    nseg_meta_author_t   author;

    /* only space: "(Video) ..." and "/img/a.jpg" keep their punctuation */
    while (len > 0 && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r')) {
        s++;
        len--;
    }

    while (len > 0
           && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\n'
               || s[len - 1] == '\r'))
    {
        len--;
    }

    if (len == 0 || len > NSEG_META_MAX_VALUE) {
        return;
    }

    switch (field) {

    case NSEG_META_PUBLISHED:
    case NSEG_META_MODIFIED:
        if (nseg_meta_date(ctx, s, len, &date) != NSEG_OK) {
            return;
        }

        nseg_meta_insert(ctx, field, s, len, &date, key, src, rank, node);
        return;

    case NSEG_META_AUTHOR:
        author.ctx = ctx;
        author.key = key;
        author.src = src;
        author.rank = rank;
        author.node = node;

        (void) nseg_meta_split_byline(s, len, ctx->doc->lang,
                                      nseg_meta_add_author, &author);
        return;

    case NSEG_META_LANG:
        n = nseg_meta_lang_normalize(s, len, buf, sizeof(buf));
        if (n == 0) {
            return;
        }

        nseg_meta_insert(ctx, field, buf, n, NULL, key, src, rank, node);
        return;

    case NSEG_META_IMAGE:
    case NSEG_META_URL:
        v = nseg_meta_absolute(ctx, s, len, field == NSEG_META_IMAGE);
        if (v == NULL) {
            return;
        }

        nseg_meta_insert(ctx, field, v, strlen(v), NULL, key, src, rank,
                         node);
        return;

    default:
        nseg_meta_insert(ctx, field, s, len, NULL, key, src, rank, node);
        return;
    }
}


static int
nseg_meta_add_author(void *data, const char *name, size_t len)
{
    nseg_meta_author_t  *a;

    a = data;

    nseg_meta_insert(a->ctx, NSEG_META_AUTHOR, name, len, NULL, a->key,
                     a->src, a->rank, a->node);

    return NSEG_OK;
}


/*
 * Two sources agree on the day: the better one's date stands, with the
 * time of the other when only that one knows it (JSON-LD's "2024-03-14"
 * or "2024-03-14T00:00:00", a CMS's "some time that day", beside
 * og's "2024-03-14T09:30:00+01:00").  A bare <time> lends no time: it
 * may be a related story's of the same day.
 */

static void
nseg_meta_merge_date(nseg_date_t *have, unsigned have_rank,
    const nseg_date_t *date, unsigned rank)
{
    nseg_date_t        merged;
    const nseg_date_t  *clock;

    merged = rank < have_rank ? *date : *have;
    clock = rank < have_rank ? have : date;

    if (!nseg_date_has_clock(&merged) && nseg_date_has_clock(clock)
        && (rank < have_rank ? have_rank : rank) < NSEG_META_RANK_BARE_TIME)
    {
        nseg_date_set_clock(&merged, clock);
    }

    *have = merged;
}


/*
 * Merges a value into the field's list: an equal value (a date: the
 * same day) is a vote and keeps the better provenance; a key adds at
 * most two values (eight names), so a list of related stories cannot
 * crowd out the page's own metadata; a full list drops its worst.
 */

static void
nseg_meta_insert(nseg_meta_ctx_t *ctx, unsigned field, const char *value,
    size_t len, const nseg_date_t *date, const char *key, unsigned src,
    unsigned rank, uint32_t node)
{
    char              *copy;
    uint32_t           i, n, same_key, worst;
    nseg_meta_t       *meta;
    nseg_meta_cand_t  *c;

    meta = ctx->meta;
    n = meta->n[field];
    same_key = 0;
    worst = 0;

    copy = nseg_arena_alloc(ctx->doc->arena, len + 1);
    if (copy == NULL) {
        ctx->error = 1;
        return;
    }

    /* whitespace runs, newlines and tabs in titles become one space */
    len = nseg_utf8_collapse(copy, value, len);
    copy[len] = '\0';

    if (len == 0) {
        return;
    }

    for (i = 0; i < n; i++) {
        c = &meta->cand[field][i];

        if (date != NULL
            ? (c->date.year == date->year && c->date.month == date->month
               && c->date.day == date->day)
            : strcasecmp(c->value, copy) == 0)
        {
            if (c->votes < UINT8_MAX) {
                c->votes++;
            }

            if (date != NULL) {
                nseg_meta_merge_date(&c->date, c->rank, date, rank);
            }

            if (rank < c->rank) {
                /* the better source's spelling and time stand for all */
                c->value = copy;
                c->key = key;
                c->src = (uint8_t) src;
                c->node = node;

                c->rank = (uint8_t) rank;
            }

            return;
        }

        if (c->key == key) {
            same_key++;
        }

        if (c->rank > meta->cand[field][worst].rank) {
            worst = i;
        }
    }

    if (same_key >= (field == NSEG_META_AUTHOR ? 8 : 2)) {
        return;
    }

    if (n == NSEG_META_MAX) {
        if (meta->cand[field][worst].rank <= rank) {
            return;
        }

        /* keep the order of the others: the first is the main one */
        memmove(&meta->cand[field][worst], &meta->cand[field][worst + 1],
                (n - worst - 1) * sizeof(nseg_meta_cand_t));
        n--;
    }

    c = &meta->cand[field][n];
    memset(c, 0, sizeof(nseg_meta_cand_t));

    c->value = copy;
    c->key = key;
    c->node = node;
    c->src = (uint8_t) src;
    c->rank = (uint8_t) rank;
    c->votes = 1;

    if (date != NULL) {
        c->date = *date;
    }

    meta->n[field] = n + 1;
}


/*
 * The description of the lead image, where the page gives one for that
 * image: an og:image:alt belongs to the og:image it follows (a page may
 * list several images, each with its own properties), twitter:image:alt
 * to the page's one twitter:image.  An image from JSON-LD or microdata
 * goes without: their captions are not written for the blind.  Nor is
 * a file name that a CMS writes where no one wrote a description.
 */

static void
nseg_meta_image_alt(nseg_meta_ctx_t *ctx)
{
    char                    *copy;
    size_t                   len;
    uint32_t                 j, end;
    const char              *v, *alt, *want;
    nseg_doc_t              *doc;
    const nseg_meta_cand_t  *img;

    img = ctx->meta->best[NSEG_META_IMAGE];

    if (img == NULL || img->node == NSEG_NONE) {
        return;
    }

    doc = ctx->doc;

    if (strncmp(img->key, "og:image", 8) == 0) {
        /* its own properties follow it, up to the next og:image */
        j = img->node + 1;
        end = img->node + NSEG_META_ALT_NODES;
        want = "og:image:alt";

    } else if (strncmp(img->key, "twitter:image", 13) == 0) {
        j = 0;
        end = doc->n;
        want = "twitter:image:alt";

    } else {
        return;
    }

    alt = NULL;

    for ( /* void */ ; j < end && j < doc->n; j++) {
        if (doc->nodes[j].kind != NSEG_NODE_ELEMENT
            || doc->nodes[j].tag != NSEG_TAG_META)
        {
            continue;
        }

        v = nseg_doc_attr(doc, j, "property");
        if (v == NULL) {
            v = nseg_doc_attr(doc, j, "name");
            if (v == NULL) {
                continue;
            }
        }

        /* names are space-separated lists, as nseg_meta_tag_key reads */
        if (nseg_meta_has_token(v, want)) {
            alt = nseg_doc_attr(doc, j, "content");
            break;
        }

        if (want[0] == 'o' && nseg_meta_has_token(v, "og:image")) {
            break;
        }
    }

    if (alt == NULL) {
        return;
    }

    alt = nseg_meta_unescape(ctx, alt);
    if (alt == NULL) {
        return;
    }

    len = strlen(alt);

    copy = nseg_arena_alloc(doc->arena, len + 1);
    if (copy == NULL) {
        ctx->error = 1;
        return;
    }

    len = nseg_utf8_collapse(copy, alt, len);
    copy[len] = '\0';

    /*
     * a file's name that the CMS filled in ("Strassen_Madagaskar",
     * "lux-veritatis-logo"); "Mandarinen-Schmand-Kuchen" is a word
     */
    if (strchr(copy, ' ') == NULL
        && (strchr(copy, '_') != NULL
            || (strchr(copy, '-') != NULL
                && strpbrk(copy, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == NULL)))
    {
        return;
    }

    ctx->meta->image_alt = len ? copy : NULL;
}


/*
 * The microdata item an author candidate's node gives its author to:
 * the nearest itemscope above it that is not the author's own Person
 * (itemprop="author" itemscope, whose itemprop="name" gave the name);
 * NSEG_NONE for a <meta> tag, a JSON-LD block or a page without items
 */
static const char  *const nseg_meta_author_props[] = {
    "author", "creator", "contributor", NULL
};


static uint32_t
nseg_meta_author_item(nseg_meta_ctx_t *ctx, uint32_t i)
{
    uint32_t     p;
    const char  *prop;

    if (i == NSEG_NONE) {
        return NSEG_NONE;
    }

    for (p = nseg_meta_scope_above(ctx->doc, i); p != NSEG_NONE;
         p = nseg_meta_scope_above(ctx->doc, p))
    {
        prop = nseg_doc_attr(ctx->doc, p, "itemprop");

        if (prop == NULL
            || !nseg_meta_token_in(prop, nseg_meta_author_props, 0))
        {
            return p;
        }
    }

    return NSEG_NONE;
}


static void
nseg_meta_finish(nseg_meta_ctx_t *ctx)
{
    int                pub_local, mod_local;
    char              *p;
    size_t             len, l;
    unsigned           f;
    uint32_t           i, item;
    nseg_meta_t       *meta;
    nseg_meta_cand_t  *c, *best;

    meta = ctx->meta;

    for (f = 0; f < NSEG_META_NFIELDS; f++) {
        best = NULL;

        for (i = 0; i < meta->n[f]; i++) {
            c = &meta->cand[f][i];

            /*
             * Among equals the first in document order: votes within a
             * rank mostly count teasers of other stories repeating it.
             */
            if (best == NULL || c->rank < best->rank
                || (c->rank == best->rank
                    && nseg_meta_utc(best) && !nseg_meta_utc(c)))
            {
                best = c;
            }
        }

        meta->best[f] = best;
    }

    /*
     * and a modification moment in UTC that no source gives in a zone
     * is told in the publication's, so that its day is the local one
     * too (published 05:31+10:00, modified 21:10Z the day before by
     * the calendar: 07:10+10:00 the same day)
     */
    pub_local = nseg_meta_local_moment(meta, NSEG_META_PUBLISHED);
    mod_local = nseg_meta_local_moment(meta, NSEG_META_MODIFIED);

    if (pub_local && !mod_local && meta->best[NSEG_META_MODIFIED] != NULL
        && nseg_meta_utc(meta->best[NSEG_META_MODIFIED])
        && meta->best[NSEG_META_MODIFIED]->date.has_time)
    {
        best = (nseg_meta_cand_t *) meta->best[NSEG_META_MODIFIED];
        nseg_date_to_zone(&best->date,
                          meta->best[NSEG_META_PUBLISHED]->date.tz_minutes);
    }

    best = (nseg_meta_cand_t *) meta->best[NSEG_META_AUTHOR];
    if (best == NULL) {
        return;
    }

    /*
     * The byline is every name given by the best source for the best
     * name's item: teasers for other stories, each its own microdata
     * item, give their authors with the same itemprop.
     */
    item = nseg_meta_author_item(ctx, best->node);
    len = 0;

    for (i = 0; i < meta->n[NSEG_META_AUTHOR]; i++) {
        c = &meta->cand[NSEG_META_AUTHOR][i];

        if (c->rank == best->rank
            && nseg_meta_author_item(ctx, c->node) == item)
        {
            len += strlen(c->value) + 2;
        }
    }

    p = nseg_arena_alloc(ctx->doc->arena, len + 1);
    if (p == NULL) {
        ctx->error = 1;
        return;
    }

    meta->byline = p;
    meta->byline_org = 1;

    for (i = 0; i < meta->n[NSEG_META_AUTHOR]; i++) {
        c = &meta->cand[NSEG_META_AUTHOR][i];

        if (c->rank != best->rank
            || nseg_meta_author_item(ctx, c->node) != item)
        {
            continue;
        }

        if (p != meta->byline) {
            *p++ = ',';
            *p++ = ' ';
        }

        if (strcmp(c->key, "ld:author.org") != 0) {
            meta->byline_org = 0;
        }

        l = strlen(c->value);
        memcpy(p, c->value, l);
        p += l;
    }

    *p = '\0';
}


/*
 * A time in UTC was often converted by the CMS: its day can differ from
 * the day the page shows, so a local time of the same rank wins a tie.
 */

static int
nseg_meta_utc(const nseg_meta_cand_t *c)
{
    return c->date.has_tz && c->date.tz_minutes == 0;
}


/*
 * The best date is a moment in UTC ("2025-08-04T19:31:00Z" in JSON-LD)
 * that another source gives in the publisher's zone, the same minute
 * ("2025-08-05T05:31:00+10:00" in DCTERMS.issued or og's
 * article:published_time): the local one is the date, since the day
 * the page was published where it was written is the local day.  Not
 * another minute: a CMS that labels an editor's local time "Z" gives
 * the same clock, not the same moment.
 */
static int
nseg_meta_local_moment(nseg_meta_t *meta, unsigned f)
{
    int64_t            t, u;
    uint32_t           i;
    nseg_meta_cand_t  *best, *c;

    best = (nseg_meta_cand_t *) meta->best[f];

    if (best == NULL || !nseg_meta_utc(best) || !best->date.has_time) {
        return 0;
    }

    t = nseg_date_days(&best->date) * 1440 + best->date.hour * 60
        + best->date.minute;

    for (i = 0; i < meta->n[f]; i++) {
        c = &meta->cand[f][i];

        if (c == best || !c->date.has_tz || c->date.tz_minutes == 0
            || !c->date.has_time)
        {
            continue;
        }

        u = nseg_date_days(&c->date) * 1440 + c->date.hour * 60
            + c->date.minute - c->date.tz_minutes;

        /*
         * the local source's text, key and element too, so that
         * date_text says what date does; the best's rank and votes stay
         */
        if (u == t) {
            best->value = c->value;
            best->key = c->key;
            best->node = c->node;
            best->src = c->src;
            best->date = c->date;
            return 1;
        }
    }

    return 0;
}


/*
 * A JSON-LD date member: a string, or a number of seconds or
 * milliseconds since the epoch (some CMSs write 1676551869), turned
 * into ISO 8601 UTC.
 */
static const char *
nseg_meta_ld_date(nseg_meta_ctx_t *ctx, const nseg_json_t *obj,
    const char *key)
{
    char               iso[32];
    size_t             k;
    int64_t            t;
    struct tm          tm;
    time_t             tt;
    const nseg_json_t  *v;

    v = nseg_json_get(obj, key);

    if (v == NULL) {
        return NULL;
    }

    if (v->type == NSEG_JSON_STRING) {
        return v->str;
    }

    if (v->type != NSEG_JSON_NUMBER || v->len < 9 || v->len > 13) {
        return NULL;
    }

    for (k = 0, t = 0; k < v->len; k++) {
        if (v->str[k] < '0' || v->str[k] > '9') {
            return NULL;            /* a fraction or an exponent */
        }

        t = t * 10 + (v->str[k] - '0');
    }

    if (v->len >= 12) {
        t /= 1000;
    }

    tt = (time_t) t;

    if (gmtime_r(&tt, &tm) == NULL
        || strftime(iso, sizeof(iso), "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
    {
        return NULL;
    }

    return nseg_arena_strndup(ctx->doc->arena, iso, strlen(iso));
}


/*
 * Metadata dates are ISO 8601 nearly always: a fixed-format scan is
 * much cheaper than the pcre2 patterns of date.c, which take the rest.
 */

static int
nseg_meta_date(nseg_meta_ctx_t *ctx, const char *s, size_t len,
    nseg_date_t *date)
{
    int64_t  t;

    if (nseg_meta_iso_date(s, len, date) != NSEG_OK
        && (nseg_date_parse(s, len, ctx->doc->lang, ctx->now, date)
            != NSEG_OK
            || date->relative))
    {
        /* "3 hours ago" in metadata means nothing once cached */
        return NSEG_DECLINED;
    }

    if (date->year < NSEG_META_MIN_YEAR) {
        return NSEG_DECLINED;
    }

    t = nseg_meta_epoch(date);

    if (t > ctx->now + NSEG_META_SLACK) {
        return NSEG_DECLINED;
    }

    return NSEG_OK;
}


/*
 * YYYY-MM-DD, YYYY/MM/DD or YYYYMMDD, then optionally [T ]HH:MM[:SS[.f]]
 * and Z, UTC, GMT or +HH[:MM].  Anything after is ignored.
 */

static int
nseg_meta_iso_date(const char *s, size_t len, nseg_date_t *date)
{
    int          tz, sign;
    const char  *p, *end;

    memset(date, 0, sizeof(nseg_date_t));

    p = s;
    end = s + len;

    if (nseg_meta_digits(p, end - p) < 4) {
        return NSEG_DECLINED;
    }

    date->year = (p[0] - '0') * 1000 + (p[1] - '0') * 100
                 + (p[2] - '0') * 10 + (p[3] - '0');

    if (end - p >= 10 && (p[4] == '-' || p[4] == '/' || p[4] == '.')
        && nseg_meta_digits(p + 5, 2) == 2 && p[7] == p[4]
        && nseg_meta_digits(p + 8, 2) == 2)
    {
        date->month = (p[5] - '0') * 10 + (p[6] - '0');
        date->day = (p[8] - '0') * 10 + (p[9] - '0');
        p += 10;

    } else if (nseg_meta_digits(p, end - p) == 8) {
        date->month = (p[4] - '0') * 10 + (p[5] - '0');
        date->day = (p[6] - '0') * 10 + (p[7] - '0');
        p += 8;

    } else {
        return NSEG_DECLINED;
    }

    if (p < end && nseg_meta_digits(p, 1)) {
        return NSEG_DECLINED;
    }

    if (!nseg_meta_valid_ymd(date->year, date->month, date->day)) {
        return NSEG_DECLINED;
    }

    if (end - p < 6 || (*p != 'T' && *p != ' ')
        || nseg_meta_digits(p + 1, 2) != 2 || p[3] != ':'
        || nseg_meta_digits(p + 4, 2) != 2)
    {
        return NSEG_OK;
    }

    date->hour = (p[1] - '0') * 10 + (p[2] - '0');
    date->minute = (p[4] - '0') * 10 + (p[5] - '0');
    p += 6;

    if (end - p >= 3 && *p == ':' && nseg_meta_digits(p + 1, 2) == 2) {
        date->second = (p[1] - '0') * 10 + (p[2] - '0');
        p += 3;

        if (p < end && (*p == '.' || *p == ',')) {
            p++;
            p += nseg_meta_digits(p, end - p);
        }
    }

    if (date->hour > 23 || date->minute > 59 || date->second > 60) {
        date->hour = 0;
        date->minute = 0;
        date->second = 0;
        return NSEG_OK;
    }

    date->has_time = 1;

    while (p < end && *p == ' ') {
        p++;
    }

    if (p < end && (*p == 'Z' || *p == 'z')) {
        date->has_tz = 1;

    } else if (end - p >= 3
               && (strncmp(p, "UTC", 3) == 0 || strncmp(p, "GMT", 3) == 0))
    {
        date->has_tz = 1;
        p += 3;
    }

    if (p < end && (*p == '+' || *p == '-')
        && nseg_meta_digits(p + 1, end - p - 1) >= 2)
    {
        sign = (*p == '-') ? -1 : 1;
        tz = ((p[1] - '0') * 10 + (p[2] - '0')) * 60;
        p += 3;

        if (p < end && *p == ':') {
            p++;
        }

        if (nseg_meta_digits(p, end - p) >= 2) {
            tz += (p[0] - '0') * 10 + (p[1] - '0');
        }

        if (tz <= 14 * 60) {
            date->tz_minutes = sign * tz;
            date->has_tz = 1;
        }
    }

    return NSEG_OK;
}


static int
nseg_meta_valid_ymd(int y, int m, int d)
{
    static const int  days[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31,
                                 30, 31 };

    if (y < NSEG_META_MIN_YEAR || y > 2999 || m < 1 || m > 12 || d < 1
        || d > days[m - 1])
    {
        return 0;
    }

    if (m == 2 && d == 29 && (y % 4 != 0 || (y % 100 == 0 && y % 400 != 0))) {
        return 0;
    }

    return 1;
}


/* seconds since the epoch, for the future check only */

static int64_t
nseg_meta_epoch(const nseg_date_t *date)
{
    return nseg_date_days(date) * 86400 + date->hour * 3600
           + date->minute * 60 + date->second
           - (int64_t) date->tz_minutes * 60;
}


/*
 * The absolute http(s) URL of an image or canonical link, as a browser
 * would resolve it: "/img/café 1.jpg" is a picture, not a parse error.
 */

static char *
nseg_meta_absolute(nseg_meta_ctx_t *ctx, const char *s, size_t len,
    int list)
{
    int          rc;
    char        *ref, *v;
    size_t       i, j;
    nseg_buf_t   abs;

    /*
     * An image list where one URL belongs ("a.jpg, https://x/b.jpg"):
     * its first; a comma in a path or query is part of the URL
     */
    for (i = 0; list && i < len && s[i] != '?' && s[i] != '#'; i++) {
        if (s[i] != ',') {
            continue;
        }

        for (j = i + 1; j < len && (s[j] == ' ' || s[j] == '\t'); j++) {
            /* void */
        }

        if ((len - j >= 7 && strncasecmp(s + j, "http://", 7) == 0)
            || (len - j >= 8 && strncasecmp(s + j, "https://", 8) == 0))
        {
            len = i;
            break;
        }
    }

    ref = nseg_arena_strndup(ctx->doc->arena, s, len);
    if (ref == NULL) {
        ctx->error = 1;
        return NULL;
    }

    nseg_buf_init(&abs, len + 64);

    rc = nseg_url_resolve(ctx->base, ref, &abs);

    if (rc == NSEG_OK) {
        nseg_buf_putc(&abs, '\0');
        rc = abs.failed ? NSEG_ERROR : NSEG_OK;
    }

    if (rc != NSEG_OK) {
        if (rc == NSEG_ERROR) {
            ctx->error = 1;
        }

        nseg_buf_free(&abs);
        return NULL;
    }

    /* data:, javascript: and relative leftovers are no such URL */
    if (strncasecmp(abs.data, "http://", 7) != 0
        && strncasecmp(abs.data, "https://", 8) != 0)
    {
        nseg_buf_free(&abs);
        return NULL;
    }

    v = nseg_arena_strndup(ctx->doc->arena, abs.data, abs.len - 1);
    nseg_buf_free(&abs);

    if (v == NULL) {
        ctx->error = 1;
    }

    return v;
}


static char *
nseg_meta_unescape(nseg_meta_ctx_t *ctx, const char *s)
{
    char  *out;

    out = nseg_meta_unescape_html(ctx->doc->arena, s);
    if (out == NULL) {
        ctx->error = 1;
    }

    return out;
}


/* HTML character references: &amp; &#39; &#x2019; and named ones */

char *
nseg_meta_unescape_html(nseg_arena_t *arena, const char *s)
{
    char                  *out, *d, name[32];
    size_t                 n;
    uint32_t               cp;
    const char            *p, *q;
    const htmlEntityDesc  *e;

    if (strchr(s, '&') == NULL) {
        return (char *) s;
    }

    /* a reference is never shorter than its UTF-8 */
    out = nseg_arena_alloc(arena, strlen(s) + 1);
    if (out == NULL) {
        return NULL;
    }

    d = out;

    for (p = s; *p != '\0'; /* void */ ) {
        if (*p != '&') {
            *d++ = *p++;
            continue;
        }

        /*
         * The ';' is looked for no farther than the longest name: a
         * megabyte of "&" without one (an articleBody) stays linear.
         */
        for (q = p + 1;
             *q != '\0' && *q != ';' && q - p <= (ptrdiff_t) sizeof(name);
             q++)
        {
            /* void */
        }

        if (*q != ';' || q - p < 3 || q - p > (ptrdiff_t) sizeof(name)) {
            *d++ = *p++;
            continue;
        }

        cp = 0;

        if (p[1] == '#') {
            if (p[2] == 'x' || p[2] == 'X') {
                for (q = p + 3; *q != ';'; q++) {
                    if (cp > 0x10ffff || !((*q >= '0' && *q <= '9')
                        || ((*q | 0x20) >= 'a' && (*q | 0x20) <= 'f')))
                    {
                        break;
                    }

                    cp = cp * 16 + (*q <= '9' ? *q - '0'
                                               : (*q | 0x20) - 'a' + 10);
                }

            } else {
                for (q = p + 2; *q != ';'; q++) {
                    if (cp > 0x10ffff || *q < '0' || *q > '9') {
                        break;
                    }

                    cp = cp * 10 + (*q - '0');
                }
            }

            if (*q != ';' || q - p < 3 || (q - p < 4 && p[2] == 'x')) {
                *d++ = *p++;
                continue;
            }

            if (cp == 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
                cp = 0xfffd;
            }

        } else {
            n = q - p - 1;
            memcpy(name, p + 1, n);
            name[n] = '\0';

            e = htmlEntityLookup((const xmlChar *) name);
            if (e == NULL) {
                *d++ = *p++;
                continue;
            }

            cp = e->value;
        }

        p = q + 1;

        if (cp < 0x80) {
            *d++ = (char) cp;

        } else if (cp < 0x800) {
            *d++ = (char) (0xc0 | (cp >> 6));
            *d++ = (char) (0x80 | (cp & 0x3f));

        } else if (cp < 0x10000) {
            *d++ = (char) (0xe0 | (cp >> 12));
            *d++ = (char) (0x80 | ((cp >> 6) & 0x3f));
            *d++ = (char) (0x80 | (cp & 0x3f));

        } else {
            *d++ = (char) (0xf0 | (cp >> 18));
            *d++ = (char) (0x80 | ((cp >> 12) & 0x3f));
            *d++ = (char) (0x80 | ((cp >> 6) & 0x3f));
            *d++ = (char) (0x80 | (cp & 0x3f));
        }
    }

    *d = '\0';

    return out;
}


/* the collapsed text of a small element, hidden text included */

static size_t
nseg_meta_node_text(nseg_doc_t *doc, uint32_t i, char *buf, size_t size)
{
    size_t        len;
    uint32_t      j, end;
    nseg_node_t  *nd;

    len = 0;
    end = doc->nodes[i].end;

    if (end > i + NSEG_META_TEXT_NODES) {
        end = i + NSEG_META_TEXT_NODES;
    }

    for (j = i + 1; j < end; j++) {
        nd = &doc->nodes[j];

        if (nd->kind != NSEG_NODE_TEXT || nd->text_len == 0) {
            continue;
        }

        if (len + nd->text_len + 1 >= size) {
            break;
        }

        if (len != 0 && buf[len - 1] != ' ') {
            buf[len++] = ' ';
        }

        len += nseg_utf8_collapse_append(buf + len, len == 0
                                         || buf[len - 1] == ' ',
                                         nd->text, nd->text_len);
    }

    while (len > 0 && buf[len - 1] == ' ') {
        len--;
    }

    buf[len] = '\0';

    return len;
}


static int
nseg_meta_has_token(const char *list, const char *token)
{
    size_t       n;
    const char  *p;

    n = strlen(token);

    for (p = list; *p != '\0'; p++) {
        if ((p == list || p[-1] == ' ' || p[-1] == '\t')
            && strncasecmp(p, token, n) == 0
            && (p[n] == '\0' || p[n] == ' ' || p[n] == '\t'))
        {
            return 1;
        }
    }

    return 0;
}


/* brackets around a whole name, opening and closing in pairs */
static const char *const  nseg_meta_brackets[] = {
    "(", ")", "\xef\xbc\x88", "\xef\xbc\x89",          /* （ ） */
    "\xe3\x80\x90", "\xe3\x80\x91", NULL                 /* 【 】 */
};


/* drops ASCII space and the punctuation that frames names and values */

static size_t
nseg_meta_trim(const char **s, size_t len)
{
    size_t       k, o, c;
    const char  *p, *e;

    p = *s;
    e = p + len;

    /* a name in brackets: "（田中 美穂）", "(Jane Doe)" */
    while (p < e && *p == ' ') {
        p++;
    }

    while (e > p && e[-1] == ' ') {
        e--;
    }

    for (k = 0; nseg_meta_brackets[k] != NULL; k += 2) {
        o = strlen(nseg_meta_brackets[k]);
        c = strlen(nseg_meta_brackets[k + 1]);

        if ((size_t) (e - p) > o + c
            && memcmp(p, nseg_meta_brackets[k], o) == 0
            && memcmp(e - c, nseg_meta_brackets[k + 1], c) == 0)
        {
            p += o;
            e -= c;
            break;
        }
    }

    for ( ;; ) {
        if (p < e && strchr(" \t\r\n.,:;|-/()[]*\"'\xc2\xa0", *p) != NULL
            && *p != '\0')
        {
            if ((unsigned char) *p == 0xc2
                && (e - p < 2 || ((unsigned char) p[1] != 0xa0
                                  && (unsigned char) p[1] != 0xb7)))
            {
                break;
            }

            p += ((unsigned char) *p == 0xc2) ? 2 : 1;
            continue;
        }

        /* U+2013, U+2014, U+2022 */
        if (e - p >= 3 && (unsigned char) p[0] == 0xe2
            && (unsigned char) p[1] == 0x80
            && ((unsigned char) p[2] == 0x93 || (unsigned char) p[2] == 0x94
                || (unsigned char) p[2] == 0xa2))
        {
            p += 3;
            continue;
        }

        break;
    }

    for ( ;; ) {
        if (e > p && strchr(" \t\r\n.,:;|-/([*\"'", e[-1]) != NULL
            && e[-1] != '\0')
        {
            e--;
            continue;
        }

        if (e - p >= 2 && (unsigned char) e[-2] == 0xc2
            && ((unsigned char) e[-1] == 0xa0 || (unsigned char) e[-1] == 0xb7))
        {
            e -= 2;
            continue;
        }

        if (e - p >= 3 && (unsigned char) e[-3] == 0xe2
            && (unsigned char) e[-2] == 0x80
            && ((unsigned char) e[-1] == 0x93 || (unsigned char) e[-1] == 0x94
                || (unsigned char) e[-1] == 0xa2))
        {
            e -= 3;
            continue;
        }

        break;
    }

    *s = p;

    return e - p;
}


static unsigned
nseg_meta_digits(const char *s, size_t n)
{
    size_t  i;

    for (i = 0; i < n && s[i] >= '0' && s[i] <= '9'; i++) {
        /* void */
    }

    return (unsigned) i;
}


int
nseg_meta_split_byline(const char *s, size_t len, const char *lang,
    nseg_meta_name_pt add, void *data)
{
    int          parts, last, digits;
    char         buf[NSEG_META_MAX_NAME];
    size_t       n, m;
    char        *p, *seg, *start;

    /* a name is a C string: nothing after a NUL counts */
    len = strnlen(s, len);

    if (len >= sizeof(buf)) {
        len = sizeof(buf) - 1;
    }

    len = nseg_utf8_collapse(buf, s, len);
    buf[len] = '\0';

    start = nseg_meta_dated_by(buf);
    start = nseg_meta_credit_by(start);
    start = nseg_meta_ar_place(start);
    nseg_meta_vi_names(start, lang);
    nseg_meta_cut_other_credit(start);

    /*
     * A role or the site name follows "|" or a spaced dash (but on a
     * Vietnamese page, nseg_meta_vi_names): the names
     * are the first segment, unless it names no one and holds a digit,
     * a date or a time ("04.02.2022 | 13:10 Uhr | Uta Helkenberg").
     */
    for (seg = start; /* void */ ; seg = p + n) {
        n = 0;

        for (p = seg; *p != '\0'; p++) {
            if (*p == '|') {
                n = 1;

            } else if (p > buf && p[-1] == ' ') {
                if (strncmp(p, "- ", 2) == 0) {
                    n = 2;

                } else if (strncmp(p, "\xe2\x80\x93 ", 4) == 0
                           || strncmp(p, "\xe2\x80\x94 ", 4) == 0)
                {
                    n = 4;
                }
            }

            if (n) {
                break;
            }
        }

        last = (n == 0);
        *p = '\0';
        digits = (strpbrk(seg, "0123456789") != NULL);

        /* "Copyright Haufe-Lexware GmbH, Co. KG" names no author */
        while (*seg == ' ') {
            seg++;
        }

        if (strncasecmp(seg, "copyright", 9) == 0
            || strncmp(seg, "\xc2\xa9", 2) == 0)
        {
            return 0;
        }

        /* the Guardian's byline of a story from the wires: one name */
        for (m = p - seg; m > 0 && seg[m - 1] == ' '; m--) {
            /* void */
        }

        if (m == sizeof("staff and agencies") - 1
            && strncasecmp(seg, "staff and agencies", m) == 0)
        {
            return add(data, seg, m) == NSEG_OK ? 1 : 0;
        }

        parts = nseg_meta_split_names(seg, p - seg, lang, add, data);

        if (parts || last || !digits) {
            return parts;
        }
    }
}


/* meta.h; the longer before the shorter they end with */
const char *const  nseg_meta_other_credits[] = {
    "medically reviewed by", "reviewed by", "fact checked by",
    "fact-checked by", "edited by", "narrated by", "revisado por",
    "revisão médica", "editado por", NULL
};


/*
 * The credits of others after the writer's names end them: "Written by
 * Pallavi Mehra, Edited by Arjun Nair" (NDTV), "Jane Roe. Reviewed by
 * ..." on health sites.  A credit after a space, before one.
 */
static void
nseg_meta_cut_other_credit(char *s)
{
    char         *e;
    size_t        n;
    unsigned      k;

    for (k = 0; nseg_meta_other_credits[k] != NULL; k++) {
        n = strlen(nseg_meta_other_credits[k]);

        for (e = (char *) nseg_strcasestr(s, nseg_meta_other_credits[k]);
             e != NULL && !(e > s && e[-1] == ' ' && e[n] == ' ');
             e = (char *) nseg_strcasestr(e + 1, nseg_meta_other_credits[k]))
        {
            /* void */
        }

        if (e == NULL) {
            continue;
        }

        /* and the separator before it: ", ", ". ", " | " */
        while (e > s && (e[-1] == ' ' || e[-1] == ',' || e[-1] == '.'
                         || e[-1] == ';' || e[-1] == '|'))
        {
            e--;
        }

        *e = '\0';
    }
}


/*
 * Arabic papers sign with the city first: "الرياض - سارة الحمدان"
 * (Riyadh - the reporter).  A line in Arabic script of one word, a
 * spaced dash and two words or more, with no dash after them, gives the
 * words after the dash; the names are s's from there.
 */
static char *
nseg_meta_ar_place(char *s)
{
    char    *dash, *p;
    size_t   n;

    while (*s == ' ') {
        s++;
    }

    if ((unsigned char) *s < 0xd8 || (unsigned char) *s > 0xdb) {
        return s;
    }

    dash = strstr(s, " - ");
    n = 3;

    if (dash == NULL) {
        dash = strstr(s, " \xe2\x80\x93 ");
        n = 5;
    }

    if (dash == NULL || memchr(s, ' ', dash - s) != NULL) {
        return s;
    }

    p = dash + n;

    while (*p == ' ') {
        p++;
    }

    if (strchr(p, ' ') == NULL || strstr(p, " - ") != NULL
        || strstr(p, " \xe2\x80\x93 ") != NULL || strchr(p, '|') != NULL)
    {
        return s;
    }

    return p;
}


/* a date line that names the author after the date */
static const char *const  nseg_meta_dated[] = {
    "posted on ", "published on ", "updated on ",
    "ver\xc3\xb6" "ffentlicht am ", "publi\xc3\xa9 le ", "publicado el ",
    "pubblicato il ", NULL
};

static const char *const  nseg_meta_dated_joins[] = {
    " by ", " von ", " par ", " por ", " da ", NULL
};


/*
 * What a credit line names before its "by": "Story and photos by Jane
 * Doe", "Text & pictures by ...", "Reporting, video by ...", a round-up's
 * "Compiled by ...", a newsletter's "a newsletter by ..." (with its
 * article: "a", "an", "the" are among the joining words)
 */
static const char *const  nseg_meta_credit_words[] = {
    "story", "text", "words", "reporting", "compiled", "newsletter",
    "column", "essay", "analysis", "commentary", "photos", "photo",
    "pictures",
    "photography", "photographs", "images", "video", "videos", "graphics",
    "illustrations", "and", "&", "a", "an", "the", NULL
};

#define NSEG_META_CREDIT_WRITING  10    /* the first ten: the writing */


/*
 * Where the names start after a credit line's words and its "by", one
 * of them of the writing ("Photos and video by" credits the pictures
 * alone); else s
 */
static char *
nseg_meta_credit_by(char *s)
{
    char      *w;
    size_t     n;
    unsigned   k, writing;

    writing = 0;

    for (w = s; *w != '\0'; w += n) {
        while (*w == ' ' || *w == ',' || *w == '/') {
            w++;
        }

        n = strcspn(w, " ,/");

        if ((n == 2 && strncasecmp(w, "by", 2) == 0)
            || (n == 3 && strncasecmp(w, "by:", 3) == 0))
        {
            return writing ? w + n : s;
        }

        k = n ? nseg_word_in(w, n, nseg_meta_credit_words) : 0;

        if (k == 0) {
            return s;
        }

        writing += (k <= NSEG_META_CREDIT_WRITING);
    }

    return s;
}


const char *
nseg_meta_credit_names(const char *s, size_t len, size_t *n)
{
    const char  *p;

    p = nseg_meta_names_after(s, len, n, nseg_meta_credit_by);

    while (p != NULL && *n != 0 && *p == ' ') {
        p++;
        (*n)--;
    }

    return p;
}


/* the category after the author: "Posted on ... by Jane Doe in News" */
static const char *const  nseg_meta_dated_in[] = {
    " in ", " dans ", " en ", " em ", " nel ", " im ", NULL
};


/*
 * "Posted on September 21, 2020 by Adi Tzlil": where the names start,
 * after the date and its "by"; else the whole.  The names end before a
 * category ("by Adi Tzlil in News, Tech"; a line's "in" at its end
 * too, its categories in links after it).
 */
static char *
nseg_meta_dated_by(char *buf)
{
    char      *p, *digit, *in;
    size_t     n, m;
    unsigned   k, j;

    for (k = 0; nseg_meta_dated[k] != NULL; k++) {
        if (strncasecmp(buf, nseg_meta_dated[k], strlen(nseg_meta_dated[k]))
            == 0)
        {
            break;
        }
    }

    if (nseg_meta_dated[k] == NULL
        || (digit = strpbrk(buf, "0123456789")) == NULL)
    {
        return buf;
    }

    for (j = 0; nseg_meta_dated_joins[j] != NULL; j++) {
        p = strstr(digit, nseg_meta_dated_joins[j]);

        if (p == NULL) {
            continue;
        }

        p += strlen(nseg_meta_dated_joins[j]);
        n = strlen(p);

        for (k = 0; nseg_meta_dated_in[k] != NULL; k++) {
            in = strstr(p, nseg_meta_dated_in[k]);

            if (in != NULL) {
                *in = '\0';
                break;
            }

            /* " in" closing the line, without its space */
            m = strlen(nseg_meta_dated_in[k]) - 1;

            if (n > m && memcmp(p + n - m, nseg_meta_dated_in[k], m) == 0) {
                p[n - m] = '\0';
                break;
            }
        }

        return p;
    }

    return buf;
}


const char *
nseg_meta_dated_names(const char *s, size_t len, size_t *n)
{
    return nseg_meta_names_after(s, len, n, nseg_meta_dated_by);
}


/*
 * Where the names of line s start, as by (in a NUL-terminated copy of
 * it, which by may end before a category) finds them: in s, *n bytes;
 * NULL when by finds none (returns the copy's start)
 */
static const char *
nseg_meta_names_after(const char *s, size_t len, size_t *n,
    char *(*by)(char *buf))
{
    char   buf[NSEG_META_MAX_NAME];
    char  *p;

    if (len >= sizeof(buf)) {
        return NULL;
    }

    memcpy(buf, s, len);
    buf[len] = '\0';

    p = by(buf);

    if (p == buf) {
        return NULL;
    }

    *n = strlen(p);

    return s + (p - buf);
}


/*
 * Catalan and Spanish names may join the two surnames with "i" or "y",
 * the words for "and": "Marta Vidal i Puig", "José Ortega y Gasset".
 * After a first name and surname, one capitalised word (not in capitals:
 * "Anna Nowak i PAP") that closes the part or stands before the next
 * joining word is the second surname, not a second author; not the
 * agencies or the newsroom: "Laura Pérez y Agencias".
 */
static const char *const  nseg_meta_no_surnames[] = {
    "agencias", "agencia", "ag\xc3\xa8ncies", "ag\xc3\xa8ncia", "agencies",
    "redacci\xc3\xb3n", "redaccion", "redacci\xc3\xb3", "agencja",
    "agencje", "redakcja", NULL
};


static int
nseg_meta_surname_join(const char *part, const char *w, size_t n,
    const char *q)
{
    size_t        l, cl;
    unsigned      k;
    const char   *s, *word;

    if (n != 3 || (strncasecmp(w, " i ", 3) != 0
                   && strncasecmp(w, " y ", 3) != 0))
    {
        return 0;
    }

    /* a first name and a surname before the word */
    for (s = part; s < w && *s == ' '; s++) {
        /* void */
    }

    if (memchr(s, ' ', w - s) == NULL) {
        return 0;
    }

    word = w + n;
    l = strcspn(word, " ,;");

    if (word + l > q || l < 2
        || (word[0] & 0x80 ? nseg_utf8_is_lower(
                                 nseg_utf8_decode(word, l, &cl))
                           : !(word[0] >= 'A' && word[0] <= 'Z')))
    {
        return 0;
    }

    for (k = 1; k < l && !(word[k] >= 'a' && word[k] <= 'z')
                && !(word[k] & 0x80); k++)
    {
        /* void */
    }

    if (k == l || nseg_word_in(word, l, nseg_meta_no_surnames)) {
        return 0;
    }

    s = word + l;

    if (s == q || *s == '\0') {
        return 1;
    }

    for (k = 0; nseg_meta_joins[k] != NULL; k++) {
        if (strncasecmp(s, nseg_meta_joins[k], strlen(nseg_meta_joins[k]))
            == 0)
        {
            return 1;
        }
    }

    return 0;
}


static int
nseg_meta_split_names(char *buf, size_t len, const char *lang,
    nseg_meta_name_pt add, void *data)
{
    size_t               n, l, part_len;
    unsigned             parts, words, commas, first_words;
    const char          *p, *e, *q, *w, *part, *from;
    const char *const   *j;

    first_words = 0;

    /* "Doe, Jane": one comma between two single words is one name */
    commas = 0;
    words = 1;

    for (p = buf; *p != '\0'; p++) {
        commas += (*p == ',');
        words += (*p == ' ');
    }

    nseg_meta_han_names(buf, len, lang);

    if (commas == 1 && words == 2 && strstr(buf, ", ") != NULL) {
        l = len;
        p = buf;
        l = nseg_meta_trim(&p, l);
        l = nseg_meta_clean_name((char *) p, l);

        return (l > 1 && add(data, p, l) == NSEG_OK) ? 1 : 0;
    }

    parts = 0;
    n = 0;
    e = buf + len;

    for (part = buf; part < e; part = q) {

        /* the part ends at ",", ";" or a conjunction */
        q = part + strcspn(part, ",;");
        from = part;

        /*
         * a later part between commas with a job title in it is a role,
         * its "and" too: "Jane Roe, Press and Media Manager"
         */
        if (parts > 0 && (part == buf || part[-1] == ',' || part[-1] == ';')
            && nseg_meta_part_role(part, q - part))
        {
            q = (q < e) ? q + 1 : q;
            continue;
        }

        for ( ;; ) {
            w = NULL;

            for (j = nseg_meta_joins; *j != NULL; j++) {
                p = nseg_strcasestr(from, *j);
                if (p != NULL && p < q && (w == NULL || p < w)) {
                    w = p;
                    n = strlen(*j);
                }
            }

            if (w == NULL || !nseg_meta_surname_join(part, w, n, q)) {
                break;
            }

            from = w + n;
        }

        if (w != NULL) {
            part_len = w - part;
            q = w + n;

        } else {
            part_len = q - part;
            q = (q < e) ? q + 1 : q;
        }

        l = nseg_meta_clean_name((char *) part, part_len);
        p = part;
        l = nseg_meta_trim(&p, l);

        if (l < 2) {
            continue;
        }

        /* a lower-case part after the first is a role: "staff writer" */
        if (parts > 0 && *p >= 'a' && *p <= 'z') {
            continue;
        }

        /*
         * A single word closing the line after a comma, after a full
         * name, is where the author files from or for: "By Chinedu
         * Okafor, Abuja" (Nigerian and Indian papers), "By Rob Picheta,
         * CNN"; but a newsroom marks a staff member, "Michael Rädel,
         * Redaktion", as the labelled corpora keep it; an office's name
         * goes on after its comma ("Departement für Wirtschaft, Bildung,
         * Forschung"); and a word another name follows is a name
         * ("Ahmad Naufal, Irawan and Budi Santoso")
         */
        if (parts > 0 && first_words > 1 && part > buf && part[-1] == ','
            && q == e
            && ((memchr(p, ' ', l) == NULL && nseg_meta_filed_from(p, l, lang))
                || nseg_meta_outlet(p, l)))
        {
            continue;
        }

        if (add(data, p, l) == NSEG_OK) {
            /* the first part's words, all capitalised as a name's */
            if (parts == 0) {
                first_words = 1;

                for (w = p; w < p + l && first_words != 0; w++) {
                    if (*w == ' ') {
                        first_words = (w[1] >= 'a' && w[1] <= 'z')
                                      ? 0 : first_words + 1;
                    }
                }
            }

            parts++;
        }
    }

    return (int) parts;
}


/* two capitals of an agency after the names: "By Jane Roe, PA" */
static const char *const  nseg_meta_agencies2[] = {
    "PA", "AP", "AA", "EP", NULL
};


/*
 * Whether one word after a name is a place or an outlet, not a newsroom
 * (nseg_byline_newsroom), nor a degree ("Brenda Goodman, MA") or a
 * suffix ("Jr"): a capitalised word of three letters or more.  Not in
 * Indonesian or Malay, where many people have one name ("Dian Erika
 * Nugraheny, Sutrisno").
 */
static int
nseg_meta_filed_from(const char *p, size_t len, const char *lang)
{
    char  word[64];

    if (lang != NULL
        && (nseg_lang_same(lang, "id") || nseg_lang_same(lang, "ms")))
    {
        return 0;
    }

    /*
     * Of two letters, the agencies' (PA Media, the Associated Press,
     * Anadolu, Europa Press), not a degree: "Brenda Goodman, MA"
     */
    if (len == 2) {
        return nseg_word_in(p, len, nseg_meta_agencies2) != 0;
    }

    if (len < 3 || len >= sizeof(word)
        || !((*p >= 'A' && *p <= 'Z') || (unsigned char) *p >= 0x80))
    {
        return 0;
    }

    memcpy(word, p, len);
    word[len] = '\0';

    return !nseg_byline_newsroom(word);
}


/*
 * Whether a part is an outlet's name with its article: "The
 * Conversation" after "Priya Raman, " (a republisher's WordPress
 * author), "The Associated Press"; the rest of its words capitalised
 */
static int
nseg_meta_outlet(const char *p, size_t len)
{
    const char  *w, *e;

    if (len <= 4 || strncmp(p, "The ", 4) != 0) {
        return 0;
    }

    e = p + len;

    for (w = p + 4; w < e; w++) {
        if ((w == p + 4 || w[-1] == ' ') && !(*w >= 'A' && *w <= 'Z')) {
            return 0;
        }
    }

    return 1;
}


/*
 * Whether a word is an account's login, lower-case ASCII joined by an
 * underscore ("admin_tana", "sv_team"): no one's name.  Not a handle
 * its owner capitalised ("Herr_Rein", which trafilatura's gold keeps),
 * nor one in another script.
 */
static int
nseg_meta_login(const char *w, size_t n)
{
    size_t  i;

    if (memchr(w, '_', n) == NULL) {
        return 0;
    }

    for (i = 0; i < n; i++) {
        if ((w[i] >= 'A' && w[i] <= 'Z') || (w[i] & 0x80)) {
            return 0;
        }
    }

    return 1;
}


/* whether a word of the part is a job title or a role */
static int
nseg_meta_part_role(const char *p, size_t len)
{
    size_t       n;
    const char  *w, *e;

    e = p + len;

    for (w = p; w < e; w += n) {
        while (w < e && *w == ' ') {
            w++;
        }

        for (n = 0; w + n < e && w[n] != ' '; n++) {
            /* the word */
        }

        while (n > 0 && strchr(".,:;)", w[n - 1]) != NULL) {
            n--;
        }

        if (n > 0 && (nseg_word_in(w, n, nseg_meta_job_words)
                      || nseg_word_in(w, n, nseg_meta_roles)))
        {
            return 1;
        }

        while (w + n < e && w[n] != ' ') {
            n++;
        }
    }

    return 0;
}


/*
 * Cleans one name in place: drops leading labels ("By", "Von:"),
 * everything from the first word with a digit, an "@" or a URL on,
 * trailing month names and particles; returns 0 for roles and for
 * strings too long to be a name.
 */

/*
 * Vietnamese papers join their authors with a dash, in metadata as on
 * the page ("Minh Anh - Hoàng Long", Tuổi Trẻ, VnExpress): on a page in
 * Vietnamese the " - " before a capitalised word is a comma (its three
 * bytes become ",  ", which the split trims), unless what follows names
 * a paper or a site ("Báo ...", "Tạp chí ...", "TTXVN", "... Online", a
 * domain) or is a date
 */
static const char  *const nseg_meta_vi_outlets[] = {
    "B\xc3\xa1o ", "T\xe1\xba\xa1p ch\xc3\xad", "TTXVN", "VnExpress",
    "Online", "Onl", ".vn", ".com",
    /*
     * the cities a dateline names: "TP.HCM", Hà Nội, Đà Nẵng, Hải Phòng,
     * Cần Thơ, Huế, Sài Gòn
     */
    "TP.", "TP ", "H\xc3\xa0 N\xe1\xbb\x99i",
    "\xc4\x90\xc3\xa0 N\xe1\xba\xb5ng", "H\xe1\xba\xa3i Ph\xc3\xb2ng",
    "C\xe1\xba\xa7n Th\xc6\xa1", "Hu\xe1\xba\xbf", "S\xc3\xa0i G\xc3\xb2n",
    NULL
};

static void
nseg_meta_vi_names(char *buf, const char *lang)
{
    char        *p, *e;
    unsigned     k;

    if (lang == NULL || !nseg_lang_same(lang, "vi")) {
        return;
    }

    for (p = strstr(buf, " - "); p != NULL; p = strstr(p + 3, " - ")) {
        /* a capital after it (or a letter beyond ASCII: "Đ", "Á") */
        if (p == buf || isdigit((unsigned char) p[-1])
            || !(isupper((unsigned char) p[3])
                 || (unsigned char) p[3] >= 0xc0))
        {
            continue;
        }

        /* the part after the dash, to the next dash or the end */
        e = strstr(p + 3, " - ");
        if (e == NULL) {
            e = p + strlen(p);
        }

        for (k = 0; nseg_meta_vi_outlets[k] != NULL; k++) {
            if (memmem(p + 3, e - (p + 3), nseg_meta_vi_outlets[k],
                       strlen(nseg_meta_vi_outlets[k])) != NULL)
            {
                break;
            }
        }

        if (nseg_meta_vi_outlets[k] == NULL) {
            memcpy(p, ",  ", 3);
        }
    }
}



/*
 * Chinese names have no spaces in them: "张三 李四" is two people.  When
 * every word is two to four Han characters, the spaces become commas.
 * A Japanese name is often written with one between family and given
 * name: on a page in Japanese, "西村 沙織" is one person.
 */
static void
nseg_meta_han_names(char *buf, size_t len, const char *lang)
{
    size_t    i, n, chars, words;
    uint32_t  cp;

    chars = 0;
    words = 0;

    for (i = 0; i <= len; i += n) {
        if (i == len || buf[i] == ' ') {
            if (chars < 2 || chars > 4) {
                return;
            }

            words++;
            chars = 0;
            n = 1;
            continue;
        }

        cp = nseg_utf8_decode(buf + i, len - i, &n);

        if (cp < 0x4e00 || cp > 0x9fff) {
            return;
        }

        chars++;
    }

    if (words == 2 && lang != NULL && nseg_lang_same(lang, "ja")) {
        return;
    }

    for (i = 0; words > 1 && i < len; i++) {
        if (buf[i] == ' ') {
            buf[i] = ',';
        }
    }
}


/* a label that ends in its colon or slash needs no space after it */
static int
nseg_meta_label_closed(const char *label, size_t n)
{
    return label[n - 1] == ':' || label[n - 1] == '/'
           || (n >= 3 && (strcmp(label + n - 3, "\xef\xbc\x9a") == 0
                          || strcmp(label + n - 3, "\xef\xbc\x8f") == 0));
}


/* a letter of a name: ASCII, or a byte of a character beyond it */
static int
nseg_meta_letter(char c)
{
    return ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || (c & 0x80);
}


static size_t
nseg_meta_clean_name(char *s, size_t len)
{
    size_t               n, wl;
    unsigned             words, cut;
    const char          *p, *e, *w, *d, *v, *label, *slash;
    const char *const   *l;

    p = s;
    e = s + len;
    cut = 0;

again:

    while (p < e && (*p == ' ' || *p == ':')) {
        p++;
    }

    for (l = nseg_meta_labels; *l != NULL; l++) {
        /* "=di": Italian "di Mario Rossi", but not "Di Prima" */
        label = *l + (**l == '=');
        n = strlen(label);

        if ((size_t) (e - p) > n
            && (**l == '=' ? strncmp(p, label, n) : strncasecmp(p, label, n))
               == 0
            && (nseg_meta_label_closed(label, n) || p[n] == ' '
                || p[n] == ':'))
        {
            p += n;
            goto again;
        }
    }

    /* words: cut at dates, e-mails and links; count; spot roles */
    words = 0;

    for (w = p; w < e; w += wl) {
        while (w < e && *w == ' ') {
            w++;
        }

        if (w == e) {
            break;
        }

        for (wl = 0; w + wl < e && w[wl] != ' '; wl++) {
            /* void */
        }

        if (memchr(w, '@', wl) != NULL || nseg_meta_login(w, wl)
            || nseg_meta_digits(w, 1)
            || (wl > 1 && nseg_meta_digits(w + 1, 1) && !(*w & 0x80)
                && (*w < 'A' || (*w > 'Z' && *w < 'a') || *w > 'z'))
            || (wl >= 4 && strncasecmp(w, "http", 4) == 0)
            || (wl >= 4 && strncasecmp(w, "www.", 4) == 0))
        {
            e = w;
            cut = 1;
            break;
        }

        /*
         * A role after a slash closes the name: "By Maria
         * Gonzalez/Staff writer" (American papers set them so); where
         * the slash joins names it stays, "AFP/The Local" as the
         * corpora's golds have it
         */
        slash = memchr(w, '/', wl);

        if (slash != NULL && slash > w && nseg_meta_letter(slash[-1])
            && nseg_word_in(slash + 1, w + wl - slash - 1, nseg_meta_roles))
        {
            e = slash;
            words++;
            break;
        }

        n = wl;
        while (n > 0 && strchr(".,:;)", w[n - 1]) != NULL) {
            n--;
        }

        if (n > 0 && nseg_word_in(w, n, nseg_meta_roles)) {
            if (words <= 1 && nseg_word_in(w, n, nseg_meta_desk_roles)) {
                return 0;
            }

            /* "Jane Doe Staff Writer": the name before the role */
            for (wl = 0; p + wl < w && p[wl] != ' '; wl++) {
                /* void */
            }

            if (nseg_word_in(p, wl, nseg_meta_role_heads)) {
                return 0;
            }

            e = w;
            break;
        }

        words++;
    }

    /*
     * dangling "on June" once "7, 2020" is gone; "on Tue" whether this
     * cut the date or the byline's line did
     */
    for ( ;; ) {
        while (e > p && (e[-1] == ' ' || e[-1] == ',')) {
            e--;
        }

        for (w = e; w > p && w[-1] != ' '; w--) {
            /* void */
        }

        if (w == e) {
            break;
        }

        /*
         * a weekday after its "on", in small letters as a sentence
         * writes it: Drupal's "Submitted by Jane Roe on Tue, 10/02/2025
         * - 09:12"; not "For The Mail On Sunday", a paper's name; a
         * weekday alone may end a name ("Nguyen Thi Thu")
         */
        if (!cut || !nseg_word_in(w, e - w, nseg_meta_tails)) {
            for (d = w; d > p && d[-1] == ' '; d--) {
                /* void */
            }

            for (v = d; v > p && v[-1] != ' '; v--) {
                /* void */
            }

            if (d - v != 2 || memcmp(v, "on", 2) != 0
                || !nseg_word_in(w, e - w, nseg_meta_weekdays))
            {
                break;
            }

            w = v;
            words--;
        }

        e = w;
        words--;
    }

    /*
     * The wire after the reporter, with no separator: "By MARGARET
     * OYELARAN Associated Press" (TownNews sites); "The Associated
     * Press" alone stays
     */
    n = sizeof(" associated press") - 1;

    if (words >= 4 && (size_t) (e - p) > n
        && strncasecmp(e - n, " associated press", n) == 0)
    {
        e -= n;
        words -= 2;
    }

    if (words == 0 || words > 6) {
        return 0;
    }

    n = e - p;

    /* a particle alone names no one */
    if (nseg_word_in(p, e - p, nseg_meta_not_names)
        || nseg_word_in(p, e - p, nseg_meta_labels)
        || (words == 1 && nseg_word_in(p, e - p, nseg_meta_particles)))
    {
        return 0;
    }

    /* "example.com" as the author is the site, named elsewhere */
    if (words == 1) {
        for (w = e; w > p && w[-1] != '.'; w--) {
            /* void */
        }

        if (w - p >= 3 && e - w >= 2) {
            for (wl = 0; w + wl < e && ((w[wl] | 0x20) >= 'a'
                                        && (w[wl] | 0x20) <= 'z'); wl++)
            {
                /* void */
            }

            if (w + wl == e) {
                return 0;
            }
        }
    }

    if (p != s) {
        memmove(s, p, n);
    }

    return n;
}


size_t
nseg_meta_lang_normalize(const char *s, size_t len, char *buf, size_t size)
{
    char         c;
    size_t       n, i, sub, start;
    const char  *p;

    p = s;
    len = nseg_meta_trim(&p, len);

    /* "de, en" in Content-Language: the first one */
    for (n = 0; n < len && p[n] != ',' && p[n] != ';' && p[n] != ' '; n++) {
        /* void */
    }

    if (n == 0 || n >= size) {
        return 0;
    }

    sub = 0;
    start = 0;

    for (i = 0; i <= n; i++) {
        c = (i < n) ? p[i] : '-';

        if (c == '-' || c == '_') {
            /*
             * BCP 47's shapes: a region of two letters (not "15"), no
             * singleton last (one character opens an extension): a
             * charset given as the language, "utf-8" or "iso-8859-1"
             * (Chinese sites' Content-Language), is none
             */
            if (i - start < 1 || i - start > 8
                || (sub == 0 && (i - start < 2 || i - start > 3))
                || (i - start == 1 && i == n)
                || (sub > 0 && i - start == 2
                    && (!isalpha((unsigned char) p[start])
                        || !isalpha((unsigned char) p[start + 1]))))
            {
                return 0;
            }

            if (i < n) {
                buf[i] = '-';
            }

            sub++;
            start = i + 1;
            continue;
        }

        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
              || (sub > 0 && c >= '0' && c <= '9')))
        {
            return 0;
        }

        buf[i] = (c >= 'A' && c <= 'Z') ? c | 0x20 : c;
    }

    /*
     * "en-us" -> "en-US", "zh-hant" -> "zh-Hant"; letters only: a digit
     * with its bit 0x20 cleared is a control character ("de-1996", a
     * variant, is no script)
     */
    start = 0;
    sub = 0;

    for (i = 0; i <= n; i++) {
        if (i < n && buf[i] != '-') {
            continue;
        }

        if (sub > 0 && i - start == 2 && buf[start] >= 'a'
            && buf[start + 1] >= 'a')
        {
            buf[start] &= ~0x20;
            buf[start + 1] &= ~0x20;

        } else if (sub > 0 && i - start == 4 && buf[start] >= 'a') {
            buf[start] &= ~0x20;
        }

        sub++;
        start = i + 1;
    }

    buf[n] = '\0';

    return n;
}


/*
 * The last resort of htmldate-like extractors: a publication key in any
 * script or attribute ("datePublished", "published_at", ...) followed
 * by an ISO date, found by a plain byte scan of the whole page.  Only
 * run when nothing else gave a date.
 */
int
nseg_meta_raw_date(const char *html, size_t len, int64_t now,
    nseg_date_t *date)
{
    size_t               k, n, skip;
    const char          *p, *end, *q;
    nseg_date_t          d;
    static const char   *keys[] = {
        "datePublished", "published_at", "publishDate", "publishedDate",
        "date_published", "pubDate", "publish_date", "publication_date",
        "publicationDate", "publishedAt", "published_time", NULL
    };

    if (now <= 0) {
        now = (int64_t) time(NULL);
    }

    end = html + len;

    for (k = 0; keys[k] != NULL; k++) {
        n = strlen(keys[k]);

        for (p = html; p + n < end; p++) {
            p = memchr(p, keys[k][0], (size_t) (end - p));
            if (p == NULL || p + n >= end) {
                break;
            }

            /* a whole key: not "unpublishedAt", "first_published_time" */
            if (memcmp(p, keys[k], n) != 0
                || (p > html && (isalnum((unsigned char) p[-1])
                                 || p[-1] == '_' || p[-1] == '-')))
            {
                continue;
            }

            /* quotes, colons, equals signs, blanks and &quot; */
            q = p + n;
            for (skip = 0; q < end && skip < 16; skip++, q++) {
                if (*q == '&' && end - q >= 6 && memcmp(q, "&quot;", 6) == 0)
                {
                    q += 5;
                    continue;
                }

                if (*q != '"' && *q != '\'' && *q != ':' && *q != '='
                    && *q != ' ' && *q != '\\')
                {
                    break;
                }
            }

            if (end - q < 10 || nseg_meta_iso_date(q, 10, &d) != NSEG_OK) {
                continue;
            }

            if (d.year < 1995
                || nseg_meta_epoch(&d) > now + 86400)
            {
                continue;
            }

            *date = d;
            return NSEG_OK;
        }
    }

    return NSEG_DECLINED;
}
