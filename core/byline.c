
/*
 * byline.c - the author line near the title: labelled names ("By ...",
 * "Von ..."), elements named as the author's, a date line ending with a
 * name, a label alone with the name in the next node.  The paper lists
 * the author as future work.
 */


#ifndef _GNU_SOURCE
#define _GNU_SOURCE                     /* memmem() */
#endif

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "newsseg.h"
#include "arena.h"
#include "buf.h"
#include "date.h"
#include "doc.h"
#include "meta.h"
#include "lang.h"
#include "title.h"
#include "render.h"
#include "segment.h"
#include "utf8.h"
#include "byline.h"


/* a byline node: short, near the title */
#define NSEG_BYLINE_MAX_CHARS    120
/* a site's account in its name's word has at least this many letters */
#define NSEG_BYLINE_LOGIN_MIN    4

/* the characters of one word before a colon that labels names */
#define NSEG_BYLINE_LABEL_CHARS  24
#define NSEG_BYLINE_BEFORE       4
#define NSEG_BYLINE_AFTER        15
/* ... or farther, in an element named as the author's */
#define NSEG_BYLINE_MARKED_BEFORE  12
#define NSEG_BYLINE_MARKED_AFTER   60
/* nseg_pick_byline(): any node, or only in such elements, or past the end */
#define NSEG_BYLINE_ANY          0
#define NSEG_BYLINE_MARKED       1
#define NSEG_BYLINE_PAST_END     2
/* a Korean dateline before the byline, "워싱턴=", is this short */
#define NSEG_BYLINE_KO_DATELINE  32
/* bytes of a Chinese dateline before its "（记者" (reporter) */
#define NSEG_BYLINE_ZH_DATELINE  96
/* more words than this ending in a full stop are a sentence */
#define NSEG_BYLINE_SENTENCE_WORDS  5
/* a byte of a word: a letter or digit, or part of a UTF-8 sequence */
#define nseg_byline_word_byte(c)                                            \
    (((unsigned char) (c)) >= 0x80 || isalnum((unsigned char) (c)))
/* an author's name alone in bold or italics closing the article: at most */
#define NSEG_BYLINE_BOLD_MAX_CHARS  40
/* ... or signed at the end: from the last relevant text node back */
#define NSEG_BYLINE_END_BEFORE   8
#define NSEG_BYLINE_END_AFTER    3
/* an element named as the author's holding more text is a wrapper */
#define NSEG_BYLINE_MARKER_CHARS   300
/* a form this big holds the page, not a comment's fields */
#define NSEG_BYLINE_FORM_MAX_CHARS 2000
/* an agency's name in capitals, "NPK", "AFP": this many letters at most */
#define NSEG_BYLINE_ACRONYM_MAX    6
/* a byline region lies within this many nodes after the title */
#define NSEG_BYLINE_REGION_NODES   200


static const char *nseg_pick_byline(nseg_ctx_t *ctx, uint32_t lo,
    uint32_t hi, int marked);
static uint32_t nseg_byline_marker(nseg_doc_t *doc, uint32_t i);
static int nseg_byline_in_caption(nseg_doc_t *doc, uint32_t i);
static int nseg_byline_author_box(nseg_doc_t *doc, uint32_t i);
static int nseg_byline_in_form(const nseg_doc_t *doc, uint32_t i);
static int nseg_byline_in_quote(const nseg_doc_t *doc, uint32_t i);
static size_t nseg_byline_trim_dash(const char *p, size_t n);
static int nseg_byline_release(const char *byline);
static int nseg_byline_named_alike(const nseg_doc_t *doc, uint32_t a,
    uint32_t b);
static int nseg_byline_one_of_a_kind(const nseg_doc_t *doc, uint32_t m);
static uint32_t nseg_byline_photo_line(nseg_doc_t *doc, uint32_t first,
    uint32_t last);
static int nseg_byline_join(nseg_str_t s);
static size_t nseg_byline_colon_label(const char *p, size_t n);
static size_t nseg_byline_separator(const char *p, size_t n);
static int nseg_byline_signoff(nseg_str_t line);
static int nseg_byline_article_word(nseg_ctx_t *ctx, nseg_str_t line,
    uint32_t end);
static int nseg_byline_marked_ahead(nseg_doc_t *doc, uint32_t lo,
    uint32_t hi);
static int nseg_byline_within(const nseg_doc_t *doc, uint32_t i,
    uint32_t e);
static size_t nseg_byline_role_line(const char *p, size_t n);
static int nseg_byline_region(nseg_ctx_t *ctx);
static int nseg_byline_role_words(const char *p, size_t n);
static int nseg_byline_over_role(nseg_doc_t *doc, uint32_t t);
static int nseg_byline_lower_label(const char *p, size_t n);
static int nseg_byline_small_letter(const char *p, size_t len,
    size_t k);
static int nseg_byline_category_link(const nseg_doc_t *doc, uint32_t j);
static int nseg_byline_paragraph(const nseg_doc_t *doc, uint32_t t);
static int nseg_byline_is_name(const char *name, const char *e);
static int nseg_byline_names_follow(const char *p, const char *e);
static int nseg_byline_names_only(const char *p, const char *e);
static int nseg_byline_label_sentence(const char *label, const char *p,
    const char *e);
static int nseg_byline_author_word(const char *p, size_t n);
static int nseg_byline_label_foreign(const nseg_doc_t *doc,
    const char *prefix);
static const char *nseg_byline_at_end(nseg_ctx_t *ctx, uint32_t *first,
    uint32_t *last);
static int nseg_byline_dashed_names(nseg_doc_t *doc, nseg_str_t *s,
    int signed_so);
static int nseg_byline_vietnamese(const nseg_doc_t *doc);
static void nseg_byline_zh_dateline(nseg_ctx_t *ctx, uint32_t tpos);
static int nseg_byline_zh_reports(const char *p, const char *e);
static int nseg_byline_zh_photo(const char *name, const char *end);
static const char *nseg_byline_names(nseg_ctx_t *ctx, const char *p,
    size_t len);
static int nseg_byline_sentence(const char *p, size_t n);
static int nseg_byline_subheading(nseg_doc_t *doc, uint32_t i, const char *p,
    size_t n);
static size_t nseg_byline_nwords(const char *p, size_t n);
static size_t nseg_byline_field(const char *p, size_t plen);
static size_t nseg_byline_korean(const char **p, size_t n,
    nseg_buf_t *names);
static void nseg_byline_ko_lead(nseg_ctx_t *ctx, uint32_t tpos);
static const char *nseg_byline_beside_date(nseg_ctx_t *ctx);
static int nseg_byline_date_node(const nseg_ctx_t *ctx, uint32_t i);
static int nseg_byline_dated_first(const char *p, size_t plen);
static int nseg_byline_line_goes_on(nseg_ctx_t *ctx, uint32_t i);
static const char *nseg_byline_line_undated(const char *p, const char *e);
static int nseg_byline_names_site(nseg_ctx_t *ctx, const char *byline);
static int nseg_byline_word_of(const char *s, const char *w, size_t n);


/*
 * The paper lists the author as future work.  A byline node is a short
 * text near the title that starts with a "By" word in one of our
 * languages, or sits in an element whose class, id, rel or itemprop
 * names the author.  Its names are cleaned like metadata bylines.
 */
static const char  *const nseg_byline_prefixes[] = {
    "by ", "by:", "von ", "von:", "por ", "par ", "di ", "door ", "przez ",
    "de ",
    /* "Por: Redacción", as Latin America's sites write it */
    "por:", "par:", "door:",
    "author:", "autor:", "auteur:", "autore:", "auteur :", "texto:",
    /* French sets a space before the colon: "Texte : Théo Marchetti" */
    "texte:", "texte :",
    "text:", "tekst:", "words:", "reportagem:", "redacción:", "written by ",
    "written by:", "story by ", "words by ", "text by ", "article by ",
    "posted by ", "submitted by ", "compiled by ", "contributor:",
    "geschrieben von ",
    "verfasst von ", "erstellt von ",
    "eingestellt von ",
    "oleh:", "penulis:", "tác giả:", "yazar:", "yazan:", "teksti:",
    "írta:", "höfundur:", "reported by ",
    /* Somali "writer:" */
    "qoraa:",
    /* Uzbek "author:", in Latin letters and in Cyrillic */
    "muallif:", "Муаллиф:", "муаллиф:",
    /* the comparison folds ASCII only */
    "Tác giả:", "Írta:", "Автор:", "автор:", "Текст:", "текст:",
    /* Greek, Persian, Hindi and Korean labels, with their colon */
    "Συντάκτης:", "Συντάκτρια:", "συντάκτης:", "خبرنگار:", "نویسنده:",
    "लेखक:", "작성자:",
    /* Urdu "report:" and "writing:", with their colon; Thai "by" */
    "رپورٹ:", "رپورٹ :", "تحریر:", "تحریر :", "โดย ",

    /* "מאתיים" is 200, "بقلمه" with his pen: the word must end */
    "بقلم ", "بقلم:", "מאת ", "מאת:",
    /* "كتب" is "wrote", and "books" too: with its colon only */
    "كتب:", "كتب :", "كتبت:", "كتبت :",
    /*
     * Chinese and Japanese: "记者 张三", "記者：王小明", "文/张三"; not
     * "记者从市政府获悉" (the reporter learned), a sentence
     */
    "记者 ", "记者：", "记者:", "記者 ", "記者：", "記者:", "作者：",
    "作者:", "文/", "文／", "撰文：", "撰文:", "筆者：",
    /* Japanese senior and editorial writers: "編集委員 中沢克二" */
    "編集委員 ", "論説委員 ", NULL
};

/*
 * Words that label a byline but also open ordinary sentences: "Av
 * Sveriges 290 kommuner", "Oleh KPK, tersangka ...", "Bởi Hà Nội là thủ
 * đô" (because), "Napisał Tusk w mediach" (the subject dropped).  Unless
 * the element names the author, what follows must look like a name; the
 * word itself is cut here, not by the name cleaning, since Oleh is a
 * first name too.
 */
static const char  *const nseg_byline_sentence_prefixes[] = {
    "av ", "af ", "oleh ", "bởi ", "napsal ", "napsala ", "napisał ",
    /* Welsh "by" and Frisian "through, by"; Swahili "by" */
    "gan ", "troch ", "na ",
    "napisała ",
    /* the comparison folds ASCII only */
    "Bởi ",
    /*
     * Arabic "wrote" and "she wrote", without a colon, as Youm7 signs:
     * only in an element named as the author's, as Arabic names have no
     * capitals to tell them ("كتب جديدة", new books)
     */
    "كتب ", "كتبت ", NULL
};

static const char  *const nseg_byline_comments[] = {
    "comment", "kommentar", "commentaire", "comentario", "reply", NULL
};

static const char  *const nseg_byline_markers[] = {
    "byline", "author", "autor", "auteur", "writer", "reporter",
    "columnist", "firma", "signature", "writeby", "egilea",
    /* Hungarian, as class names spell it without accents */
    "szerzo", NULL
};


typedef struct {
    nseg_buf_t                 buf;
    unsigned                   names;
    const char                *site;
} nseg_byline_t;


static int
nseg_byline_add(void *data, const char *name, size_t len)
{
    nseg_byline_t  *b = data;

    /*
     * The site's own name after an author's is no author: "Por Rafael
     * Nogueira, Portal Vale Notícias"; alone it stays (an agency's
     * byline, "Reuters")
     */
    if (b->names && b->site != NULL && strlen(b->site) == len
        && strncasecmp(b->site, name, len) == 0)
    {
        return 0;
    }

    if (b->names++) {
        nseg_buf_puts(&b->buf, ", ");
    }

    nseg_buf_append(&b->buf, name, len);

    return 0;
}


/*
 * Whether an author element credits a picture: it lies in a figure, its
 * caption or a box named for a photo's caption or licence, within three
 * levels.  football.ua's "<div class="photo-text"><span
 * class="author">Фото из Инстаграма ...</span>" and infosperber.ch's
 * "<p class="media-license">&copy; <span class="media-license-author">zvg"
 * name who took the picture, not who wrote the story.  A box that holds
 * a heading is the story's own head over a picture (bike-magazin.de's
 * hero "<div class="caption"><h1>...<ul class="author">", brandeins.de's
 * "has-title-picture"), and its author wrote the story.
 */
static const char  *const nseg_byline_caption_words[] = {
    "caption", "figcaption", "photo", "foto", "picture", "license",
    "licence", "legend", NULL
};


/*
 * Whether a box named for a picture is the author's own: the word that
 * names the author comes first, the picture is the author's ("author-
 * photo-wrap", "author-info with-photo", "byline-picture" around the
 * name), where "photo-author" and "media-license-author" credit the
 * picture's.  The corpora's class names follow this order both ways
 * ("author_photo", "byline-photo"; "photoauthor", "foto-autor").
 */
static int
nseg_byline_author_box(nseg_doc_t *doc, uint32_t i)
{
    char                 lower[NSEG_DOC_NAME_MAX];
    size_t               author, caption;
    unsigned             a;
    static const char   *attrs[] = { "class", "id", NULL };

    for (a = 0; attrs[a] != NULL; a++) {
        if (nseg_doc_attr_lower(doc, i, attrs[a], lower) == NULL) {
            continue;
        }

        author = nseg_doc_name_at(lower, nseg_byline_markers, 0);
        caption = nseg_doc_name_at(lower, nseg_byline_caption_words, 1);

        if (author < caption) {
            return 1;
        }
    }

    return 0;
}


static int
nseg_byline_in_caption(nseg_doc_t *doc, uint32_t i)
{
    uint32_t             k;
    unsigned             up;
    static const char   *attrs[] = { "class", "id", NULL };

    for (up = 0; i != NSEG_NONE && up < 4; up++, i = doc->nodes[i].parent) {
        if (doc->nodes[i].kind != NSEG_NODE_ELEMENT) {
            continue;
        }

        if (doc->nodes[i].tag != NSEG_TAG_FIGURE
            && doc->nodes[i].tag != NSEG_TAG_FIGCAPTION)
        {
            if (!nseg_doc_attr_words(doc, i, attrs,
                                     nseg_byline_caption_words))
            {
                continue;
            }

            if (nseg_byline_author_box(doc, i)) {
                return 0;
            }
        }

        /* a box that holds a heading is the story's head */
        for (k = i + 1; k < doc->nodes[i].end; k++) {
            if (doc->nodes[k].tag >= NSEG_TAG_H1
                && doc->nodes[k].tag <= NSEG_TAG_H6)
            {
                return 0;
            }
        }

        return 1;
    }

    return 0;
}


/*
 * Path segments of an author's page: WordPress's "/author/jane-doe/",
 * "/autor/", "/autoren/", "/auteur/", ...  A link to one names its
 * author by where it leads, whatever its classes say: the only sign left
 * on sites whose class names are hashes or utility classes.
 */
static const char  *const nseg_byline_author_paths[] = {
    "author", "authors", "autor", "autoren", "autorin", "auteur",
    "auteurs", "autore", "autori", "autores", "egilea", "egileak", "szerzo",
    NULL
};


/*
 * Hex digits and hyphens, six digits at least and a decimal one among
 * them: a CMS's id ("1a2b3c", "3a6cbfc4-0001-..."), not a slug's words
 * ("jane-doe", "dead-face")
 */
static int
nseg_byline_author_id(const char *p, size_t n)
{
    size_t  i, hex, decimal;

    for (i = 0, hex = 0, decimal = 0; i < n; i++) {
        if (isdigit((unsigned char) p[i])) {
            decimal++;
            hex++;

        } else if (isxdigit((unsigned char) p[i])) {
            hex++;

        } else if (p[i] != '-') {
            return 0;
        }
    }

    return hex >= 6 && decimal > 0;
}


static int
nseg_byline_author_link(const nseg_doc_t *doc, uint32_t i)
{
    size_t       n, m;
    unsigned     k;
    const char  *p;

    if (doc->nodes[i].tag != NSEG_TAG_A) {
        return 0;
    }

    p = nseg_doc_attr(doc, i, "href");

    if (p == NULL) {
        return 0;
    }

    /* past "scheme://host" */
    n = strcspn(p, "/?#");

    if (p[n] == '/' && p[n + 1] == '/' && (n == 0 || p[n - 1] == ':')) {
        p += n + 2;
        p += strcspn(p, "/?#");
    }

    for ( ;; ) {
        while (*p == '/') {
            p++;
        }

        n = strcspn(p, "/?#");

        if (n == 0) {
            return 0;
        }

        for (k = 0; nseg_byline_author_paths[k] != NULL; k++) {
            m = strlen(nseg_byline_author_paths[k]);

            /*
             * an id joined to the word by a hyphen, ending the path:
             * Spiegel's "/impressum/autor-3a6cbfc4-0001-...".  Not
             * words: "/books/author-jane-doe-dies-aged-90" is a story.
             */
            if (n > m + 1 && p[m] == '-'
                && strncasecmp(p, nseg_byline_author_paths[k], m) == 0
                && strcspn(p + n, "?#") == 0
                && nseg_byline_author_id(p + m + 1, n - m - 1))
            {
                return 1;
            }

            if (n == m
                && strncasecmp(p, nseg_byline_author_paths[k], n) == 0)
            {
                /*
                 * The author's slug must follow, and end the path:
                 * "/autoren/" alone lists them all, and
                 * "/autoren/jane-doe/some-story" is one of her stories,
                 * linked from a sentence; a saved copy of a site ends in
                 * "/author/jane-doe/index.html"
                 */
                p += n;

                if (*p++ != '/') {
                    return 0;
                }

                n = strcspn(p, "/?#");

                if (n == 0) {
                    return 0;
                }

                p += n;

                if (*p == '/') {
                    p++;
                }

                return strcspn(p, "?#") == 0 || strncmp(p, "index.", 6) == 0;
            }
        }

        p += n;
    }

    return 0;
}


/*
 * Whether element i is inside a form: a comment form's author field
 * and its warning ("<div class="td-warning-author">Please enter your
 * name here</div>", tagDiv's) are for the reader's name.  Not a form
 * that holds the page: ASP.NET WebForms wrap all of it in one ("<form
 * id="aspnetForm">"), and what holds thousands of characters is no
 * field's box.
 */
static int
nseg_byline_in_form(const nseg_doc_t *doc, uint32_t i)
{
    for ( /* void */ ; i != NSEG_NONE; i = doc->nodes[i].parent) {
        if (doc->nodes[i].tag == NSEG_TAG_FORM) {
            return doc->nodes[i].chars <= NSEG_BYLINE_FORM_MAX_CHARS;
        }
    }

    return 0;
}


/*
 * Whether element i is within four levels of a quotation: the author a
 * pull quote names is the one quoted ("<div class="t205__quote-
 * wrapper"> ... <div class="t205__author">Андрей Ситников, председатель
 * кооператива</div>", Tilda's)
 */
static const char  *const nseg_byline_quote_words[] = {
    "quote", "pullquote", "blockquote", NULL
};

static int
nseg_byline_in_quote(const nseg_doc_t *doc, uint32_t i)
{
    unsigned             up;
    static const char   *attrs[] = { "class", NULL };

    for (up = 0; i != NSEG_NONE && up < 4; up++, i = doc->nodes[i].parent) {
        if (doc->nodes[i].kind == NSEG_NODE_ELEMENT
            && (doc->nodes[i].tag == NSEG_TAG_BLOCKQUOTE
                || nseg_doc_attr_words(doc, i, attrs,
                                       nseg_byline_quote_words)))
        {
            return 1;
        }
    }

    return 0;
}


/* the attributes whose words name an element as the author's */
static const char  *const nseg_byline_marker_attrs[] = {
    "class", "id", "rel", "itemprop", NULL
};


/*
 * The element within four levels up that names the author, if any: by
 * its class, id, rel or itemprop, else a link to the author's page.  An
 * element so named comes first: it holds all of "von <a>Clara Löw</a>,
 * <a>Siddharth Prakash</a> und <a>Klaus Jacob</a>", each link only one.
 */
static uint32_t
nseg_byline_marker(nseg_doc_t *doc, uint32_t i)
{
    unsigned   up;
    uint32_t   link, block;

    link = NSEG_NONE;

    for (up = 0; i != NSEG_NONE && up < 4; up++, i = doc->nodes[i].parent) {
        if (doc->nodes[i].kind != NSEG_NODE_ELEMENT) {
            continue;
        }

        if (link == NSEG_NONE && nseg_byline_author_link(doc, i)) {
            link = i;
        }

        if (nseg_doc_attr_names(doc, i, nseg_byline_marker_attrs,
                                nseg_byline_markers))
        {
            /*
             * "comment-author": who wrote a comment, not the article;
             * Drupal's "node author-jdoe" is the whole article, not its
             * byline
             */
            return nseg_doc_attr_names(doc, i, nseg_byline_marker_attrs,
                                       nseg_byline_comments)
                   || doc->nodes[i].chars > NSEG_BYLINE_MARKER_CHARS
                   || nseg_byline_in_caption(doc, i)
                   || nseg_byline_in_form(doc, i)
                   || nseg_byline_in_quote(doc, i)
                   ? NSEG_NONE : i;
        }
    }

    /*
     * Nor is a link in running text a byline: "As <a>Bo Olsen</a> wrote
     * last year, ..."
     */
    if (link == NSEG_NONE) {
        return NSEG_NONE;
    }

    /* <html> and <body> are blocks: a link outside one is no document's */
    block = nseg_doc_block(doc, link);

    if (block == NSEG_NONE
        || doc->nodes[block].chars > NSEG_BYLINE_MAX_CHARS
        || nseg_byline_in_caption(doc, link))
    {
        return NSEG_NONE;
    }

    return link;
}


/*
 * The photographer's line right after the byline's, in the same box:
 * "<div class="byline-row">Teksti: Mikko Laine</div><div
 * class="byline-row">Kuvat: Sanna Heikkinen</div>".  It credits the
 * pictures, not the text, and leaves the body with the byline.  Its
 * label and colon open it; it is short, and its line and the byline's
 * share their parent.  The last text node of the two lines, or last.
 */
static const char  *const nseg_byline_photo_labels[] = {
    "photo:", "photos:", "photography:", "pictures:", "foto:", "fotos:",
    "fotograf:", "fotografie:", "kuva:", "kuvat:", "bild:", "bilder:",
    "billeder:", "fot.:", "zdj\xc4\x99" "cia:", "fot\xc3\xb3:",
    "k\xc3\xa9p:", "illustration:", NULL
};


static uint32_t
nseg_byline_photo_line(nseg_doc_t *doc, uint32_t first, uint32_t last)
{
    size_t       l;
    uint32_t     t, j, blk, fblk;
    unsigned     k;
    nseg_str_t   s;

    t = doc->nodes[last].text_pos + 1;

    if (t >= doc->ntexts) {
        return last;
    }

    j = doc->texts[t];
    blk = nseg_doc_block(doc, j);
    fblk = nseg_doc_block(doc, first);

    if (doc->nodes[j].hidden || blk == NSEG_NONE || fblk == NSEG_NONE
        || blk == fblk || doc->nodes[blk].parent != doc->nodes[fblk].parent)
    {
        return last;
    }

    s = nseg_doc_text(doc, j);

    for (k = 0; nseg_byline_photo_labels[k] != NULL; k++) {
        l = strlen(nseg_byline_photo_labels[k]);

        if (s.len > l
            && strncasecmp(s.text, nseg_byline_photo_labels[k], l) == 0)
        {
            break;
        }
    }

    if (nseg_byline_photo_labels[k] == NULL) {
        return last;
    }

    /* the line is the label and names: "Photos: the board published" */
    s = nseg_doc_text(doc, blk);

    while (s.len && (unsigned char) *s.text <= ' ') {
        s.text++;
        s.len--;
    }

    if (nseg_utf8_count_nonspace(s.text, s.len) > NSEG_BYLINE_MAX_CHARS
        || s.len <= l || strncasecmp(s.text, nseg_byline_photo_labels[k], l))
    {
        return last;
    }

    while (l < s.len && s.text[l] == ' ') {
        l++;
    }

    if (!nseg_byline_names_follow(s.text + l, s.text + s.len)) {
        return last;
    }

    for ( /* void */ ; t < doc->ntexts
          && nseg_byline_within(doc, doc->texts[t], blk); t++)
    {
        last = doc->texts[t];
    }

    return last;
}


/* whether element m names a signature, not the author */
static int
nseg_byline_signature(nseg_doc_t *doc, uint32_t m)
{
    static const char   *attrs[] = { "class", "id", "itemprop", NULL };
    static const char   *words[] = { "signature", "firma", NULL };

    return m != NSEG_NONE && nseg_doc_attr_names(doc, m, attrs, words);
}


/* whether marker m names the author only by where it links */
static int
nseg_byline_only_link(nseg_doc_t *doc, uint32_t m)
{
    return doc->nodes[m].tag == NSEG_TAG_A
           && !nseg_doc_attr_names(doc, m, nseg_byline_marker_attrs,
                                   nseg_byline_markers);
}


/* whether elements a and b have one tag and one class */
static int
nseg_byline_named_alike(const nseg_doc_t *doc, uint32_t a, uint32_t b)
{
    const char  *ca, *cb;

    ca = nseg_doc_attr(doc, a, "class");
    cb = nseg_doc_attr(doc, b, "class");

    return doc->nodes[a].tag == doc->nodes[b].tag
           && ca != NULL && cb != NULL && strcmp(ca, cb) == 0;
}


static int
nseg_byline_marked(nseg_doc_t *doc, uint32_t i)
{
    return nseg_byline_marker(doc, i) != NSEG_NONE;
}


/*
 * Whether element m is the only one on the page of its tag, class, rel
 * and itemprop: an article has one author box, while a list of teasers
 * repeats its author element in every teaser ("<span class="author">von
 * Anna Dunst</span>" under each).  The id is left out: ids differ by
 * definition.
 */
static int
nseg_byline_one_of_a_kind(const nseg_doc_t *doc, uint32_t m)
{
    unsigned             k;
    uint32_t             j;
    const char          *a, *b;
    static const char   *attrs[] = { "class", "rel", "itemprop", NULL };

    for (j = 0; j < doc->n; j++) {
        if (j == m || doc->nodes[j].kind != NSEG_NODE_ELEMENT
            || doc->nodes[j].tag != doc->nodes[m].tag
            || (doc->nodes[m].tag == NSEG_TAG_UNKNOWN
                && strcmp(doc->nodes[j].text, doc->nodes[m].text) != 0))
        {
            continue;
        }

        for (k = 0; attrs[k] != NULL; k++) {
            a = nseg_doc_attr(doc, m, attrs[k]);
            b = nseg_doc_attr(doc, j, attrs[k]);

            if ((a == NULL) != (b == NULL)
                || (a != NULL && strcmp(a, b) != 0))
            {
                break;
            }
        }

        if (attrs[k] == NULL) {
            return 0;
        }
    }

    return 1;
}


/*
 * A label alone in its node, the names in the next one: "By", "Autor:",
 * "Ein Artikel von" <strong>Pamela Sladky</strong>, in the same line.
 * Photo credits ("Foto:") are not among them: they name the
 * photographer; nor are words that label other things too ("Text",
 * "vom" a date).  The first NSEG_BYLINE_ALONE_ANYWHERE may label a name
 * in another block: Drupal's "<div class="field__label">Gan</div><div
 * class="field__item"><a>Elin Prydderch</a></div>" (Welsh "by").
 */
static const char  *const nseg_byline_alone[] = {
    "by", "von", "por", "par", "gan",
    "door", "przez", "author", "autor",
    "autorin", "auteur", "autore", "written by",
    "posted by", "submitted by", "compiled by", "words", "geschrieben von",
    "verfasst von",
    "erstellt von", "eingestellt von", "ein artikel von", "ein beitrag von", "écrit par",
    "escrito por", "publicado por", "scritto da", "av", "af", "oleh", "penulis",
    "napsal", "napsala", "napisał", "napisała", "yazar", "yazan",
    "teksti", "írta", "bởi", "tác giả", "durch", "autor/in", "autor*in",
    "autor:in", "höfundur", "muallif", "troch", "texte", "texto",
    /* the comparison folds ASCII only */
    "Írta", "Bởi", "Tác giả", "Szerző", "szerző", "Автор", "автор", "Аутор",
    "аутор", "بقلم", "מאת",
    "Συντάκτης", "Συντάκτρια", "συντάκτης", "خبرنگار", "نویسنده", "लेखक",
    "작성자", "رپورٹ", "تحریر", "โดย", "Муаллиф", "муаллиф",
    /* Amharic "by", a word of its own before the name */
    "በ", NULL
};

/*
 * Italian, Romanian, Spanish and Portuguese "by", which is "of" too:
 * alone before the names only within an element named as the author's,
 * "<div class="firma">di <span>Chiara Benedetti</span> e ...</div>"
 * ("Les propos <em>de</em> <a>Emmanuel Macron</a>" is a sentence)
 */
static const char  *const nseg_byline_alone_marked[] = {
    "di", "de", NULL
};


#define NSEG_BYLINE_ALONE_ANYWHERE  5


/* the length of a separator or a space at p: "·", "•", "|", a dash */
static size_t
nseg_byline_separator(const char *p, size_t n)
{
    unsigned             k;
    static const char   *seps[] = {
        " ", "|", "-", "\xc2\xb7", "\xe2\x80\xa2", "\xe2\x80\x93",
        "\xe2\x80\x94", NULL
    };

    for (k = 0; seps[k] != NULL; k++) {
        if (n >= strlen(seps[k]) && memcmp(p, seps[k], strlen(seps[k])) == 0)
        {
            return strlen(seps[k]);
        }
    }

    return 0;
}


/*
 * Words that label someone or something else than the writer in an
 * author's box: the editor, the translator, the source, the place, the
 * section, the update
 */
static const char  *const nseg_byline_other_roles[] = {
    "editor", "editors", "edited", "editing", "translator", "translation",
    "translated", "source", "sources", "quelle", "quellen", "fuente",
    "location", "ort", "lieu", "update", "updated",
    "aktualisiert", "category", "kategorie", "section", "rubrik",
    "contact", "kontakt", "video", "graphics", "grafik", "camera",
    "redaktion", "lektorat", "übersetzung", "traduction", "traducción",
    NULL
};


/*
 * The marks that end a label in other scripts, as the colon does: the
 * full-width colon of Chinese and Japanese, "作者：", and the Armenian
 * "՝" (its comma, which Armenian writes where English has the colon of
 * a label: "Հեղինակ՝ Անահիտ Պետրոսյան", "Լուսանկարը՝ ...").
 */
static const char  *const nseg_byline_colons[] = {
    "\xef\xbc\x9a", "\xd5\x9d",
    /* Ethiopic "፡" and "፦" after Amharic's "ዘጋቢ" (reporter) */
    "\xe1\x8d\xa1", "\xe1\x8d\xa6", NULL
};


/*
 * The length of a label "Word:" at p with the spaces after it, or 0: one
 * word of letters (no digits: "12:30" is a time), set apart by nothing
 * but the colon (or a mark of nseg_byline_colons).  A photo credit
 * ("Photo: Jane Roe" in an author box) names the photographer.
 */
static size_t
nseg_byline_colon_label(const char *p, size_t n)
{
    size_t       k, clen;
    unsigned     c;
    const char  *colon, *m;

    colon = memchr(p, ':', n);
    clen = 1;

    for (c = 0; nseg_byline_colons[c] != NULL; c++) {
        m = memmem(p, colon ? (size_t) (colon - p) : n, nseg_byline_colons[c],
                   strlen(nseg_byline_colons[c]));

        if (m != NULL) {
            colon = m;
            clen = strlen(nseg_byline_colons[c]);
        }
    }

    if (colon == NULL || colon == p
        || nseg_utf8_length(p, colon - p) > NSEG_BYLINE_LABEL_CHARS)
    {
        return 0;
    }

    /* the photo labels keep their colon */
    if ((clen == 1 && nseg_word_in(p, colon - p + 1, nseg_byline_photo_labels))
        || nseg_word_in(p, colon - p, nseg_byline_other_roles))
    {
        return 0;
    }

    for (k = 0; p + k < colon; k++) {
        if (p[k] == ' ' || (p[k] >= '0' && p[k] <= '9')) {
            return 0;
        }
    }

    for (k = colon - p + clen; k < n && p[k] == ' '; k++) {
        /* void */
    }

    return k;
}


/* the length of p without the spaces and dashes it ends with: "By — " */
static size_t
nseg_byline_trim_dash(const char *p, size_t n)
{
    for ( ;; ) {
        if (n && (p[n - 1] == ' ' || p[n - 1] == '-')) {
            n--;

        } else if (n >= 3 && (memcmp(p + n - 3, "\xe2\x80\x94", 3) == 0
                              || memcmp(p + n - 3, "\xe2\x80\x93", 3) == 0))
        {
            n -= 3;

        } else {
            return n;
        }
    }
}


static int
nseg_byline_label_alone(const char *p, size_t n)
{
    size_t    l;
    unsigned  k;

    while (n && (p[n - 1] == ':' || p[n - 1] == ' ')) {
        n--;
    }

    /*
     * A separator from the date before it: "8. Januar 2020 <span>· by
     * <a>Jane</a></span>" (WordPress themes write "·", "|" or a dash)
     */
    for ( ;; ) {
        l = nseg_byline_separator(p, n);

        if (l == 0) {
            break;
        }

        p += l;
        n -= l;
    }

    /*
     * "By" and its kin may stand in an element of their own
     * ("<li>Von</li><li>Claus Boelen-Theile</li>"); the others need the
     * name in their line: "<div>Autor</div>" over a "<div>Leserbrief
     * Redaktion</div>" labels no byline.
     */
    k = nseg_word_in(p, n, nseg_byline_alone);

    if (k == 0 && nseg_word_in(p, n, nseg_byline_alone_marked)) {
        return 3;
    }

    if (k == 0) {
        /* a credit line's words: "Words and photographs by" <a>Jane</a> */
        return nseg_meta_credit_names(p, n, &l) != NULL && l == 0 ? 2 : 0;
    }

    return k <= NSEG_BYLINE_ALONE_ANYWHERE ? 1 : 2;
}


/*
 * Korean bylines put the reporter's title after the names: "홍길동
 * 기자", "홍길동·김철수 기자 hong@example.co.kr", "홍길동기자", after a
 * dateline "워싱턴=".  The length of the names (two to four syllables
 * each, at most three, set apart by "·" or ","), *p moved to them and
 * out made to hold them (nseg_byline_ko_names); or 0, out untouched.
 */
static const char  *const nseg_byline_ko_titles[] = {
    "기자", "특파원", "선임기자", "전문기자", "객원기자", "인턴기자",
    "수습기자", NULL
};

/*
 * Credits that name who took or drew a picture, not who wrote: "사진=
 * 김철수 기자" (photo=) under a picture or among the last lines is no
 * dateline
 */
static const char  *const nseg_byline_ko_credits[] = {
    "사진", "자료사진", "그래픽", "영상", "촬영", "일러스트", "그림",
    "편집", "디자인", NULL
};


/* the names found, "홍길동·김철수" written "홍길동, 김철수" into out */
static size_t
nseg_byline_ko_names(const char **start, const char *p, size_t n,
    nseg_buf_t *out)
{
    size_t  i;

    nseg_buf_init(out, n + 16);

    for (i = 0; i < n; i++) {
        if (i + 1 < n && memcmp(p + i, "\xc2\xb7", 2) == 0) {
            nseg_buf_puts(out, ", ");
            i++;

        } else {
            nseg_buf_putc(out, p[i]);
        }
    }

    *start = p;

    return n;
}


static size_t
nseg_byline_korean(const char **start, size_t n, nseg_buf_t *out)
{
    int          sep;
    size_t       i, len, syllables, names, end, k, tl;
    uint32_t     cp;
    const char  *p, *eq;

    p = *start;

    /* a dateline first: "워싱턴=홍길동 특파원" (Washington=) */
    eq = memchr(p, '=',
                n < NSEG_BYLINE_KO_DATELINE ? n : NSEG_BYLINE_KO_DATELINE);

    if (eq != NULL) {
        for (i = 0; p + i < eq; i += len) {
            cp = nseg_utf8_decode(p + i, eq - p - i, &len);

            if (cp < 0xac00 || cp > 0xd7a3) {
                return 0;
            }
        }

        if (nseg_word_in(p, eq - p, nseg_byline_ko_credits)) {
            return 0;
        }

        n -= eq + 1 - p;
        p = eq + 1;

        while (n && *p == ' ') {
            p++;
            n--;
        }
    }

    i = 0;
    names = 0;
    end = 0;

    while (i < n && names < 3) {
        syllables = 0;

        while (i < n) {
            cp = nseg_utf8_decode(p + i, n - i, &len);

            if (cp < 0xac00 || cp > 0xd7a3) {
                break;
            }

            /* "홍길동기자": the title glued to the name */
            for (k = 0; syllables >= 2 && nseg_byline_ko_titles[k]; k++) {
                tl = strlen(nseg_byline_ko_titles[k]);

                if (n - i >= tl
                    && memcmp(p + i, nseg_byline_ko_titles[k], tl) == 0
                    && (n - i == tl || p[i + tl] == ' '))
                {
                    return syllables <= 4
                           ? nseg_byline_ko_names(start, p, i, out) : 0;
                }
            }

            syllables++;
            i += len;
        }

        if (syllables < 2 || syllables > 4) {
            return 0;
        }

        names++;
        end = i;

        /* the separator, then the next name; or the title */
        sep = 1;

        if (i + 2 <= n && memcmp(p + i, "\xc2\xb7", 2) == 0) {
            i += 2;

        } else if (i < n && p[i] == ',') {
            i++;

        } else {
            sep = 0;
        }

        while (i < n && p[i] == ' ') {
            i++;
        }

        for (k = 0; nseg_byline_ko_titles[k] != NULL; k++) {
            tl = strlen(nseg_byline_ko_titles[k]);

            if (n - i >= tl
                && memcmp(p + i, nseg_byline_ko_titles[k], tl) == 0
                && (n - i == tl || p[i + tl] == ' ' || p[i + tl] == '('
                    || p[i + tl] == '='))
            {
                return i > end && !sep
                       ? nseg_byline_ko_names(start, p, end, out) : 0;
            }
        }

        /* "서울 시민 기자": names are set apart by "·" or "," */
        if (!sep) {
            return 0;
        }
    }

    return 0;
}


/*
 * A subheading under the title names no one, though the header around
 * both is named as the byline's ("<div class="view_tit_byline"><h1>...
 * </h1><h2>Baemin, Coupang Eats agree to tiered fee structure ...</h2>"):
 * a heading's text of NSEG_BYLINE_HEADING_WORDS words or more ("<h3>By
 * Jane Roe</h3>" has three)
 */
#define NSEG_BYLINE_HEADING_WORDS  8

static int
nseg_byline_subheading(nseg_doc_t *doc, uint32_t i, const char *p, size_t n)
{
    uint32_t  b;

    b = nseg_doc_block(doc, i);

    return b != NSEG_NONE && nseg_tag_is(doc->nodes[b].tag, NSEG_TAG_HEADING)
           && nseg_byline_nwords(p, n) >= NSEG_BYLINE_HEADING_WORDS;
}


/* the words of [p, p + n), runs of spaces between them */
static size_t
nseg_byline_nwords(const char *p, size_t n)
{
    size_t  k, words;

    words = 1;

    for (k = 0; k + 1 < n; k++) {
        words += p[k] == ' ' && p[k + 1] != ' ';
    }

    return words;
}


/*
 * A sentence after the word, not names: "Von Berlin aus fuhren die
 * Gutachter weiter." (German capitalises its nouns, so the first word
 * tells nothing).  Bylines are short and seldom end in a full stop;
 * "By Anna Kowalska, PAP." has few words.
 */
static int
nseg_byline_sentence(const char *p, size_t n)
{
    n = nseg_utf8_trim_closers(p, n);

    if (n == 0 || (p[n - 1] != '.' && p[n - 1] != '!' && p[n - 1] != '?')) {
        return 0;
    }

    return nseg_byline_nwords(p, n) > NSEG_BYLINE_SENTENCE_WORDS;
}


static int
nseg_byline_has_digit(const char *s, const char *e)
{
    for ( /* void */ ; s < e; s++) {
        if (*s >= '0' && *s <= '9') {
            return 1;
        }
    }

    return 0;
}


static int
nseg_byline_name_word(const char *w, size_t len)
{
    size_t  n;

    /*
     * Capitalised, or a letter outside ASCII that is not lower case
     * ("Ömer", "Иван", "דנה"); not a dash, a space or a quotation mark.
     */
    if (len == 0) {
        return 0;
    }

    if (!(*w & 0x80)) {
        return *w >= 'A' && *w <= 'Z';
    }

    return (unsigned char) *w != 0xe2 && (unsigned char) *w != 0xc2
           && !nseg_utf8_is_lower(nseg_utf8_decode(w, len, &n));
}


/* whether the len bytes at w start with a lower-case letter */
static int
nseg_byline_lower(const char *w, size_t len)
{
    size_t  n;

    return len && nseg_utf8_is_lower(nseg_utf8_decode(w, len, &n));
}


/* the small words inside names: "de", "van", "von der" */
static const char  *const nseg_byline_particles[] = {
    "de", "da", "di", "do", "dos", "du", "del", "della", "der", "den",
    "van", "von", "la", "le", "ten", "ter", "bin", "al", "el", "y", NULL
};


/* a space or a no-break space at s, its length; else 0 */
static size_t
nseg_byline_space(const char *s, const char *e)
{
    if (s < e && *s == ' ') {
        return 1;
    }

    return (e - s >= 2 && memcmp(s, "\xc2\xa0", 2) == 0) ? 2 : 0;
}


/*
 * The next " | ", spaced dash or spaced middle dot ("May 2, 2024 · 6
 * min · Jane Doe", often with no-break spaces) in [s, e), its length in
 * *n
 */
static const char *
nseg_byline_next_sep(const char *s, const char *e, size_t *n)
{
    size_t     l, a, b;
    unsigned   k;

    for ( /* void */ ; s < e; s++) {
        a = nseg_byline_space(s, e);

        if (a != 0 && e - (s + a) > 2 && memcmp(s + a, "\xc2\xb7", 2) == 0
            && (b = nseg_byline_space(s + a + 2, e)) != 0)
        {
            *n = a + 2 + b;
            return s;
        }

        for (k = 0; nseg_dateline_seps[k] != NULL; k++) {
            l = strlen(nseg_dateline_seps[k]);

            if ((size_t) (e - s) > l
                && memcmp(s, nseg_dateline_seps[k], l) == 0)
            {
                *n = l;
                return s;
            }
        }
    }

    return NULL;
}


/*
 * A line of fields set apart by "|", a dash or "·" (spaces or no-break
 * spaces around it), where one field is a known label with its colon:
 * "Добавлено: Вт 14 апреля 2009, 09:12 | Автор: <b>Пётр Ларионов</b> |
 * Просмотров: 832", "Δημοσιεύθηκε: 22 Μαρτίου 2016 | Συντάκτης: Νίκος
 * Παππάς | Σχόλια (3)", "Jihlava, 8. března 2004 - Autor: Jana
 * Dvořáková" (the date in an element of its own, the node starting
 * with the separator).  The offset of that label in p, or 0.  Labels without a
 * colon ("by") are left to the start of a node: after a dash they open
 * sentences too.
 */
static size_t
nseg_byline_field(const char *p, size_t plen)
{
    size_t        a, b, l, k;
    unsigned      j;
    const char   *s, *e, *q;

    static const char  *const seps[] = {
        "|", "-", "\xe2\x80\x93", "\xe2\x80\x94", "\xc2\xb7", NULL
    };

    e = p + plen;

    for (s = p; s < e; s++) {
        a = nseg_byline_space(s, e);

        /* the node may start with the separator */
        if (a == 0 && s != p) {
            continue;
        }

        for (j = 0; seps[j] != NULL; j++) {
            l = strlen(seps[j]);

            if ((size_t) (e - (s + a)) > l
                && memcmp(s + a, seps[j], l) == 0
                && (b = nseg_byline_space(s + a + l, e)) != 0)
            {
                break;
            }
        }

        if (seps[j] == NULL) {
            continue;
        }

        q = s + a + l + b;

        while ((b = nseg_byline_space(q, e)) != 0) {
            q += b;
        }

        for (k = 0; nseg_byline_prefixes[k] != NULL; k++) {
            l = strlen(nseg_byline_prefixes[k]);

            if (nseg_byline_prefixes[k][l - 1] == ':'
                && (size_t) (e - q) >= l
                && strncasecmp(q, nseg_byline_prefixes[k], l) == 0)
            {
                return q - p;
            }
        }
    }

    return 0;
}


/* whether a text node of texts lo to hi is in an author's element */
static int
nseg_byline_marked_ahead(nseg_doc_t *doc, uint32_t lo, uint32_t hi)
{
    uint32_t  t, i;

    for (t = lo; t <= hi && t < doc->ntexts; t++) {
        i = doc->texts[t];

        if (doc->nodes[i].chars != 0 && !doc->nodes[i].hidden
            && nseg_byline_marked(doc, i))
        {
            return 1;
        }
    }

    return 0;
}


/*
 * A date line that ends with the author: "25.10.2022 - Reiner Nagel",
 * "04.02.2022 | 13:10 Uhr | Uta Helkenberg".  The first part is a date,
 * every part before the name holds a digit, and the name is two to four
 * words, each capitalised but particles, the first and last not
 * particles, without a digit or a colon, not all capitals: "12.05.2022 -
 * Berlin" and "12.05.2022 | Politik" name no one.
 */
static const char *
nseg_byline_dated(nseg_ctx_t *ctx, const char *p, size_t plen)
{
    size_t        n;
    const char   *s, *e, *sep, *name;
    nseg_date_t   date;

    e = p + plen;
    name = NULL;

    for (s = p; (sep = nseg_byline_next_sep(s, e, &n)) != NULL;
         s = sep + n)
    {
        if (!nseg_byline_has_digit(s, sep)) {
            return 0;
        }

        name = sep + n;
    }

    if (name == NULL
        || nseg_date_parse(p, name - p, ctx->doc.lang, ctx->now, &date)
           != NSEG_OK
        || !nseg_byline_is_name(name, e))
    {
        return NULL;
    }

    return name;
}


/*
 * Whether [name, e) is a name: two to four words, each capitalised but
 * particles, the first and last not particles, without a digit or a
 * colon, not all capitals.
 */
static int
nseg_byline_is_name(const char *name, const char *e)
{
    size_t        n, words;
    const char   *s, *last_word;

    if (nseg_byline_has_digit(name, e)) {
        return 0;
    }

    words = 0;
    last_word = NULL;

    for (s = name; s < e; /* void */ ) {
        while (s < e && *s == ' ') {
            s++;
        }

        if (s == e) {
            break;
        }

        for (n = 0; s + n < e && s[n] != ' '; n++) {
            /* "Bild: Getty Images", "Foto: dpa": a credit, not a name */
            if (s[n] == ':') {
                return 0;
            }
        }

        /*
         * Every word capitalised but a particle ("Ann de Vries"):
         * "Frankfurt am Main" and "Politik und Gesellschaft" are no one.
         */
        if (!nseg_byline_name_word(s, n)
            && (words == 0 || !nseg_word_in(s, n, nseg_byline_particles)))
        {
            return 0;
        }

        last_word = s;
        words++;
        s += n;
    }

    if (words < 2 || words > 4
        || !nseg_byline_name_word(last_word, e - last_word))
    {
        return 0;
    }

    /* "04. November 2021 | PAID CONTENT": a name is not all capitals */
    for (s = name; s < e; s++) {
        if ((*s >= 'a' && *s <= 'z') || (*s & 0x80)) {
            return 1;
        }
    }

    return 0;
}


/* words for the author, which are no one's name */
static const char  *const nseg_byline_author_words[] = {
    "author", "autor", "autorin", "auteur", "autore", "autora", NULL
};


/* whether one of the words of [p, p + n) is a word for the author */
static int
nseg_byline_author_word(const char *p, size_t n)
{
    size_t  k, l;

    for (k = 0; k < n; k += l + 1) {
        for (l = 0; k + l < n && p[k + l] != ' ' && p[k + l] != ','; l++) {
            /* void */
        }

        if (nseg_word_in(p + k, l, nseg_byline_author_words)) {
            return 1;
        }
    }

    return 0;
}


/* the words that join two names in a byline, in our languages */
static const char  *const nseg_byline_joins[] = {
    ",", "&", "and", "und", "y", "e", "et", "i", "en", "og", "och", "oraz",
    "eta", ", and", NULL
};


static int
nseg_byline_join(nseg_str_t s)
{
    while (s.len && (s.text[0] == ' ')) {
        s.text++;
        s.len--;
    }

    while (s.len && s.text[s.len - 1] == ' ') {
        s.len--;
    }

    return nseg_word_in(s.text, s.len, nseg_byline_joins) != 0;
}


/*
 * Whether a label of words with no colon ("Geschrieben von ") opens a
 * sentence: what follows ends in a full stop and is not names alone
 * ("Geschrieben von Hand, nicht am Computer.").  "posted by Stadler at
 * 12:53" has no stop and stays a byline.
 */
static int
nseg_byline_label_sentence(const char *label, const char *p, const char *e)
{
    size_t  n;

    n = strlen(label);

    if (n < 2 || label[n - 1] != ' ' || memchr(label, ' ', n - 1) == NULL) {
        return 0;
    }

    while (e > p && e[-1] == ' ') {
        e--;
    }

    return e > p && e[-1] == '.' && !nseg_byline_names_only(p, e);
}


/*
 * Whether [p, e) is names alone, a full stop after them: every word
 * capitalised but a joining word or a particle.  A label of words with
 * no colon ("Geschrieben von") may open a sentence ("Geschrieben von
 * Hand, nicht am Computer."); the names after it must be all it holds.
 */
static int
nseg_byline_names_only(const char *p, const char *e)
{
    size_t  n, w;

    while (e > p && (e[-1] == '.' || e[-1] == ' ')) {
        e--;
    }

    while (p < e) {
        while (p < e && *p == ' ') {
            p++;
        }

        for (n = 0; p + n < e && p[n] != ' '; n++) {
            /* void */
        }

        w = (n > 1 && p[n - 1] == ',') ? n - 1 : n;

        if (w != 0 && !nseg_byline_name_word(p, w)
            && !nseg_word_in(p, w, nseg_byline_joins)
            && !nseg_word_in(p, w, nseg_byline_particles))
        {
            return 0;
        }

        p += n;
    }

    return 1;
}


/*
 * After a word that also opens sentences, the first name, up to a comma,
 * a separator or a joining word ("Av Anna Svensson, Stockholm", "Av Anna
 * Svensson och Per Olsson", "Oleh Budi Santoso | Jakarta"), must look
 * like a name.
 */
static int
nseg_byline_names_follow(const char *p, const char *e)
{
    size_t       n, wl;
    const char  *w, *sep, *comma;

    sep = nseg_byline_next_sep(p, e, &n);

    if (sep != NULL) {
        e = sep;
    }

    comma = memchr(p, ',', e - p);

    if (comma != NULL) {
        e = comma;
    }

    for (w = p; w < e; w += wl) {
        while (w < e && *w == ' ') {
            w++;
        }

        for (wl = 0; w + wl < e && w[wl] != ' '; wl++) {
            /* void */
        }

        if (w > p && nseg_word_in(w, wl, nseg_byline_joins)) {
            e = w;
            break;
        }
    }

    return nseg_byline_is_name(p, e);
}


/*
 * Whether a label word is no label in the page's language: "Oleh" is
 * Indonesian and Malay "by", and a Ukrainian first name: on a page in
 * another language, <span class="author">Oleh Sukhov</span> keeps it.
 * Swahili "Na Mwandishi Wetu" (by our correspondent) is "and" too.
 */
static int
nseg_byline_label_foreign(const nseg_doc_t *doc, const char *prefix)
{
    const char  *lang;

    lang = doc->lang;

    /* Swahili "na" (by) is "and" too: on Swahili pages alone */
    if (strcmp(prefix, "na ") == 0) {
        return lang == NULL || !nseg_lang_same(lang, "sw");
    }

    if (strcmp(prefix, "oleh ") != 0 || lang == NULL) {
        return 0;
    }

    return !(nseg_lang_same(lang, "id") || nseg_lang_same(lang, "ms"));
}


/* whether node i lies inside element e */
static int
nseg_byline_within(const nseg_doc_t *doc, uint32_t i, uint32_t e)
{
    for ( /* void */ ; i != NSEG_NONE; i = doc->nodes[i].parent) {
        if (i == e) {
            return 1;
        }
    }

    return 0;
}


/*
 * The byline: a short text near the title, from every text node there,
 * not only the relevant ones: the byline line is short and full of
 * links, which is what NCE leaves out.  (A byline closing the article
 * was tried too, "Erstellt von ...": in the corpora it found as many
 * authors of teasers for other stories as of the article.  Past the
 * article's end only an author's element of its own kind is taken.)
 */
void
nseg_find_byline(nseg_ctx_t *ctx)
{
    int          site;
    uint32_t     tpos, first, last;
    const char  *signature, *byline;

    if (ctx->title_node != NSEG_NONE) {
        tpos = ctx->doc.nodes[ctx->title_node].text_pos;

    } else if (ctx->nce.first_text != NSEG_NONE) {
        tpos = ctx->nce.first_text;

    } else {
        return;
    }

    /* the region a hidden heading labels as the byline, BBC's */
    if (nseg_byline_region(ctx)) {
        return;
    }

    ctx->byline = nseg_pick_byline(ctx,
                      tpos > NSEG_BYLINE_BEFORE ? tpos - NSEG_BYLINE_BEFORE
                                                : 0,
                      tpos + NSEG_BYLINE_AFTER, NSEG_BYLINE_ANY);

    /*
     * A byline that names the site ("Auteur : DakarInfo", the account
     * that posted the page) gives way to one that names someone further
     * on: "Par Cheikh Tidiane Faye" as the story's first line.
     */
    site = ctx->byline != NULL ? nseg_byline_names_site(ctx, ctx->byline)
                               : 0;

    /*
     * so does a newsroom's account: WordPress's author "Newsroom", or an
     * agency's in capitals ("NPK", "AFP") over "Tekst: Ingrid Bjørke Nes,
     * NPK" as the story's first line
     */
    if (site == 0 && ctx->byline != NULL
        && (nseg_byline_newsroom(ctx->byline)
            || (nseg_byline_capitals_word(ctx->byline) >= 2
                && nseg_byline_capitals_word(ctx->byline)
                   <= NSEG_BYLINE_ACRONYM_MAX)))
    {
        site = 1;
    }

    if (site) {
        first = ctx->byline_first;
        last = ctx->byline_last;
        byline = ctx->byline;

        ctx->byline = nseg_pick_byline(ctx,
                          ctx->doc.nodes[ctx->byline_last].text_pos + 1,
                          tpos + NSEG_BYLINE_AFTER, NSEG_BYLINE_ANY);

        if (ctx->byline == NULL
            || nseg_byline_names_site(ctx, ctx->byline) >= site
            || !(nseg_byline_all_names(ctx->byline)
                 || nseg_byline_capitals_names(ctx->byline)))
        {
            ctx->byline = byline;
            ctx->byline_first = first;
            ctx->byline_last = last;

        } else {
            /* the site's line leaves the body as a byline's does */
            ctx->site_byline_first = first;
            ctx->site_byline_last = last;
        }
    }

    if (ctx->byline == NULL) {
        ctx->byline = nseg_byline_beside_date(ctx);
    }

    if (ctx->byline == NULL) {
        ctx->byline = nseg_pick_byline(ctx, tpos + NSEG_BYLINE_AFTER + 1,
                                       tpos + NSEG_BYLINE_MARKED_AFTER,
                                       NSEG_BYLINE_MARKED);
    }

    if (ctx->byline == NULL && tpos > NSEG_BYLINE_BEFORE) {
        ctx->byline = nseg_pick_byline(ctx,
                          tpos > NSEG_BYLINE_MARKED_BEFORE
                          ? tpos - NSEG_BYLINE_MARKED_BEFORE : 0,
                          tpos - NSEG_BYLINE_BEFORE - 1, NSEG_BYLINE_MARKED);
    }

    if (ctx->byline == NULL) {
        ctx->byline = nseg_byline_at_end(ctx, &ctx->byline_first,
                                         &ctx->byline_last);

    } else if (ctx->byline_first != NSEG_NONE) {
        /*
         * The byline beside the title, signed again under the story
         * ("박지현 기자 jhpark@..." after "박지현 기자" in the header): the
         * views show it in their header, so the signature leaves the
         * body too.  Only when it names the same people.
         */
        signature = nseg_byline_at_end(ctx, &first, &last);

        if (signature != NULL && first > ctx->byline_last
            && strcmp(signature, ctx->byline) == 0)
        {
            ctx->signature_first = first;
            ctx->signature_last = last;
        }
    }

    if (ctx->byline == NULL) {
        nseg_byline_ko_lead(ctx, tpos);
    }

    if (ctx->byline == NULL) {
        nseg_byline_zh_dateline(ctx, tpos);
    }

    /*
     * An author box under a long article, after its related posts
     * ("<div class="author-bio"><h3>Jane Roe</h3>"), lies beyond the
     * sixty text nodes after the title.  It is looked for from the
     * article's end, where a signature is (NCE may take a short box into
     * the article), to sixty text nodes past it.  Teasers for other
     * stories down there name their authors too; nseg_pick_byline()
     * tells them apart.
     */
    if (ctx->byline == NULL && ctx->nce.last_text != NSEG_NONE
        && ctx->nce.last_text > tpos)
    {
        ctx->byline = nseg_pick_byline(ctx,
                          ctx->nce.last_text
                          > tpos + NSEG_BYLINE_MARKED_AFTER
                            + NSEG_BYLINE_END_BEFORE
                          ? ctx->nce.last_text - NSEG_BYLINE_END_BEFORE
                          : tpos + NSEG_BYLINE_MARKED_AFTER + 1,
                          ctx->nce.last_text + NSEG_BYLINE_MARKED_AFTER,
                          NSEG_BYLINE_PAST_END);
    }
}


static const char  *const nseg_byline_class_attr[] = { "class", NULL };

/* the class of a surname's element, apart from the given names' */
static const char  *const nseg_byline_surnames[] = {
    "lastname", "last-name", "last_name", "surname", "family-name",
    "familyname", NULL
};


static const char  *const nseg_byline_category_rels[] = {
    "tag", "category", NULL
};


/* whether text j is in a link to a category or a tag (rel="category tag") */
static int
nseg_byline_category_link(const nseg_doc_t *doc, uint32_t j)
{
    unsigned            up;
    static const char  *rel[] = { "rel", NULL };

    for (up = 0; j != NSEG_NONE && up < 3; up++, j = doc->nodes[j].parent) {
        if (doc->nodes[j].kind == NSEG_NODE_ELEMENT
            && doc->nodes[j].tag == NSEG_TAG_A)
        {
            return doc->nodes[j].nattrs != 0
                   && nseg_doc_attr_words(doc, j, rel,
                                          nseg_byline_category_rels) != 0;
        }
    }

    return 0;
}


/*
 * Whether a text is a label of one to three words: a letter of any
 * case first, then small letters and spaces only ("Yanditswe na",
 * "escrito por")
 */
static int
nseg_byline_lower_label(const char *p, size_t n)
{
    size_t    k;
    unsigned  spaces;

    while (n && p[n - 1] == ' ') {
        n--;
    }

    if (n < 2 || !((p[0] | 0x20) >= 'a' && (p[0] | 0x20) <= 'z')) {
        return 0;
    }

    spaces = 0;

    for (k = 1; k < n; k++) {
        if (p[k] == ' ') {
            if (p[k - 1] == ' ' || ++spaces > 2) {
                return 0;
            }

        } else if (!((p[k] >= 'a' && p[k] <= 'z')
                     || ((unsigned char) p[k] >= 0x80
                         && nseg_byline_small_letter(p, n, k))))
        {
            return 0;
        }
    }

    return 1;
}


/*
 * Whether the byte at k is of a letter beyond ASCII that is not a
 * capital of Latin-1 or Latin Extended-A ("ð" of "Skrivað", not "Ð"): a
 * lead byte followed by its continuation, or a continuation
 */
static int
nseg_byline_small_letter(const char *p, size_t len, size_t k)
{
    unsigned char  c, n;

    c = (unsigned char) p[k];

    if (c >= 0x80 && c < 0xc0) {
        return 1;
    }

    if (k + 1 >= len) {
        return 0;
    }

    n = (unsigned char) p[k + 1];

    /* U+00C0-U+00DE are capitals; U+0100-U+017F alternate, capital first */
    if (c == 0xc3) {
        return n >= 0x9f;
    }

    if (c == 0xc4 || c == 0xc5) {
        return (n & 1) != 0;
    }

    return c >= 0xc0;
}


/* the last words of a role line: what the person is to the paper */
static const char  *const nseg_byline_role_ends[] = {
    "writer", "writers", "reporter", "reporters", "correspondent",
    "correspondents", "contributor", "contributors", "columnist", "bureau",
    NULL
};

#define NSEG_BYLINE_ROLE_WORDS  3


/*
 * The length of the names before a role after the line's last slash or
 * comma (nseg_byline_role_words: "Staff Reporter", "Senior Writer"), or
 * 0
 */
static size_t
nseg_byline_role_line(const char *p, size_t n)
{
    size_t       k;
    const char  *sep;

    for (sep = p + n; sep > p && sep[-1] != '/' && sep[-1] != ','; sep--) {
        /* void */
    }

    if (sep <= p + 1 || !nseg_byline_role_words(sep, p + n - sep)) {
        return 0;
    }

    for (k = sep - 1 - p; k > 0 && p[k - 1] == ' '; k--) {
        /* void */
    }

    return k;
}


/*
 * Whether a text is a role: one to three words of letters that end in
 * a word of nseg_byline_role_ends ("Staff Reporter", "Masvingo Bureau")
 */
static int
nseg_byline_role_words(const char *p, size_t n)
{
    size_t       w;
    unsigned     words;
    const char  *s, *e;

    e = p + n;

    while (e > p && (e[-1] == ' ' || e[-1] == '.' || e[-1] == '\n')) {
        e--;
    }

    words = 0;
    w = 0;

    for (s = p; s < e; s += w) {
        while (s < e && (*s == ' ' || *s == '\n')) {
            s++;
        }

        for (w = 0; s + w < e && s[w] != ' '; w++) {
            if (!((s[w] | 0x20) >= 'a' && (s[w] | 0x20) <= 'z')) {
                return 0;
            }
        }

        if (w && ++words > NSEG_BYLINE_ROLE_WORDS) {
            return 0;
        }
    }

    return words != 0 && nseg_word_in(s - w, w, nseg_byline_role_ends);
}


/*
 * Whether text t is a paragraph's first line of two, the second after a
 * <br> being a role (nseg_byline_role_words): the names over their role
 */
static int
nseg_byline_over_role(nseg_doc_t *doc, uint32_t t)
{
    uint32_t    blk, i, j;
    nseg_str_t  s;

    if (t + 1 >= doc->ntexts) {
        return 0;
    }

    i = doc->texts[t];
    j = doc->texts[t + 1];
    blk = nseg_doc_block(doc, i);

    if (blk == NSEG_NONE || nseg_doc_block(doc, j) != blk
        || (t > 0 && nseg_doc_block(doc, doc->texts[t - 1]) == blk)
        || (t + 2 < doc->ntexts
            && nseg_doc_block(doc, doc->texts[t + 2]) == blk))
    {
        return 0;
    }

    /* a line break between them, at most inline elements around it */
    for (i = i + 1; i < j && doc->nodes[i].tag != NSEG_TAG_BR; i++) {
        /* void */
    }

    if (i == j) {
        return 0;
    }

    s = nseg_doc_text(doc, j);

    return nseg_byline_role_words(s.text, s.len);
}


/* whether the text t is the whole of its block: a paragraph of its own */
static int
nseg_byline_paragraph(const nseg_doc_t *doc, uint32_t t)
{
    uint32_t  blk;

    blk = nseg_doc_block(doc, doc->texts[t]);

    return blk != NSEG_NONE
           && (t == 0 || nseg_doc_block(doc, doc->texts[t - 1]) != blk)
           && (t + 1 >= doc->ntexts
               || nseg_doc_block(doc, doc->texts[t + 1]) != blk);
}


/*
 * The byline region of the BBC's World Service pages (Simorgh), in each
 * of its languages: "<section aria-labelledby="article-byline"><h2
 * id="article-byline">Bayanai game da maƙalar</h2><ul><li><span>
 * Marubuci, </span><span>Hauwa Sani Bello</span></li><li><span>Aiki,
 * </span><span>BBC News Hausa</span></li><li><time ...>": a heading
 * hidden from sight labels the region, and each item a label of one word
 * and a comma ("Author, ", "Role, ").  Older pages mark the region
 * with data-testid="byline" alone.  The first item's name is the
 * byline; the region leaves the body.  Looked for after the title, in
 * its first elements.
 */
static int
nseg_byline_region(nseg_ctx_t *ctx)
{
    uint32_t      i, k, end, first, last, label, name;
    nseg_str_t    s;
    nseg_doc_t   *doc;
    const char   *v, *names;

    doc = &ctx->doc;

    if (ctx->title_node == NSEG_NONE) {
        return 0;
    }

    end = ctx->title_node + NSEG_BYLINE_REGION_NODES;

    for (i = ctx->title_node; i < doc->n && i < end; i++) {
        if (doc->nodes[i].kind == NSEG_NODE_ELEMENT
            && doc->nodes[i].nattrs != 0
            && doc->nodes[i].chars <= NSEG_BYLINE_MARKER_CHARS
            && (((v = nseg_doc_attr(doc, i, "aria-labelledby")) != NULL
                 && nseg_strcasestr(v, "byline") != NULL)
                || ((v = nseg_doc_attr(doc, i, "data-testid")) != NULL
                    && nseg_strcasestr(v, "byline") != NULL)))
        {
            break;
        }
    }

    if (i >= doc->n || i >= end) {
        return 0;
    }

    /* the first item: its label, then the name */
    for (k = i + 1; k < doc->nodes[i].end; k++) {
        if (doc->nodes[k].kind == NSEG_NODE_ELEMENT
            && doc->nodes[k].tag == NSEG_TAG_LI)
        {
            break;
        }
    }

    if (k == doc->nodes[i].end) {
        return 0;
    }

    label = NSEG_NONE;
    name = NSEG_NONE;

    for (k = k + 1; k < doc->nodes[i].end && name == NSEG_NONE; k++) {
        if (doc->nodes[k].kind != NSEG_NODE_TEXT
            || doc->nodes[k].chars == 0)
        {
            continue;
        }

        if (label == NSEG_NONE) {
            label = k;
            continue;
        }

        name = k;
    }

    if (name == NSEG_NONE) {
        return 0;
    }

    s = nseg_doc_text(doc, label);

    while (s.len && s.text[s.len - 1] == ' ') {
        s.len--;
    }

    if (s.len < 2 || s.text[s.len - 1] != ','
        || memchr(s.text, ' ', s.len) != NULL)
    {
        return 0;
    }

    s = nseg_doc_text(doc, name);

    if (nseg_utf8_length(s.text, s.len) > NSEG_BYLINE_MAX_CHARS
        || (names = nseg_byline_names(ctx, s.text, s.len)) == NULL)
    {
        return 0;
    }

    /* the region's texts, heading to its last item, leave the body */
    first = NSEG_NONE;
    last = name;

    for (k = i + 1; k < doc->nodes[i].end; k++) {
        if (doc->nodes[k].kind == NSEG_NODE_TEXT && doc->nodes[k].chars != 0) {
            if (first == NSEG_NONE) {
                first = k;
            }

            last = k;
        }
    }

    ctx->byline = names;
    ctx->byline_first = first;
    ctx->byline_last = last;

    return 1;
}


size_t
nseg_byline_capitals_word(const char *s)
{
    size_t  n;

    for (n = 0; s[n] >= 'A' && s[n] <= 'Z'; n++) {
        /* void */
    }

    return s[n] == '\0' ? n : 0;
}


/*
 * Whether a byline in capitals ("ELLEN TAGOFIA", as a desk account's
 * post gives its reporter in the first line) is names once its words
 * are capitalised only: a line in capitals is no byline of its own
 * ("PAID CONTENT"), but one after a site's or newsroom's account is
 * the reporter's.
 */
int
nseg_byline_capitals_names(const char *byline)
{
    char    buf[NSEG_BYLINE_MAX_CHARS * 4 + 1];
    size_t  k, n;

    n = strlen(byline);

    if (n > NSEG_BYLINE_MAX_CHARS * 4) {
        return 0;
    }

    for (k = 0; k < n; k++) {
        buf[k] = byline[k];

        if (k > 0 && byline[k - 1] != ' ' && byline[k] >= 'A'
            && byline[k] <= 'Z')
        {
            buf[k] = (char) (byline[k] - 'A' + 'a');
        }
    }

    buf[n] = '\0';

    return nseg_byline_all_names(buf);
}


int
nseg_byline_all_names(const char *byline)
{
    const char  *p, *e;

    for (p = byline; *p != '\0'; p = (*e == '\0') ? e : e + 2) {
        e = strstr(p, ", ");
        if (e == NULL) {
            e = p + strlen(p);
        }

        if (!nseg_byline_is_name(p, e)) {
            return 0;
        }
    }

    return 1;
}


/*
 * Whether a byline is the site's name: og:site_name, that without a
 * top-level domain ("DakarInfo" of "DakarInfo.sn"), or the host's name
 * spelt out ("The Planetary Press" on theplanetarypress.com).  Not a
 * part of either: "Ian Wu" is no name of dailyguardian.example.  2 for
 * og:site_name, 1 for the host alone: a personal site's host spells
 * its author ("Hannah Oyelowo" on hannahoyelowo.example, whose Jekyll
 * theme marks the site's title "County Beat" rel=author).
 */
static int
nseg_byline_names_site(nseg_ctx_t *ctx, const char *byline)
{
    char         hostbuf[256];
    size_t       n;
    nseg_str_t   s;
    const char  *site, *host, *dot;

    n = strlen(byline);
    site = nseg_meta_value(ctx->meta, NSEG_META_SITE_NAME);

    if (site != NULL) {
        if (strcasecmp(site, byline) == 0) {
            return 2;
        }

        dot = strrchr(site, '.');

        if (dot != NULL && (size_t) (dot - site) == n
            && strspn(dot + 1, "abcdefghijklmnopqrstuvwxyz") == strlen(dot + 1)
            && strlen(dot + 1) >= 2 && strlen(dot + 1) <= 4
            && strncasecmp(site, byline, n) == 0)
        {
            return 2;
        }
    }

    host = nseg_title_host(ctx, hostbuf, sizeof(hostbuf));
    s.text = byline;
    s.len = n;

    if (host != NULL && nseg_title_spells_host(s, host)) {
        return 1;
    }

    /*
     * the site's account by a word of its name: "clarion" for the Daily
     * Clarion at dailyclarion.example, one word in lower case as a login
     * is written
     */
    return n >= NSEG_BYLINE_LOGIN_MIN && site != NULL
           && strspn(byline, "abcdefghijklmnopqrstuvwxyz0123456789_-") == n
           && nseg_byline_word_of(site, byline, n)
           && host != NULL && strstr(host, byline) != NULL;
}


/* whether the n bytes of w are a word of s, ASCII letters folded */
static int
nseg_byline_word_of(const char *s, const char *w, size_t n)
{
    const char  *p;

    for (p = s; (p = nseg_strcasestr(p, w)) != NULL; p++) {
        if ((p == s || !isalnum((unsigned char) p[-1]))
            && !isalnum((unsigned char) p[n]))
        {
            return 1;
        }
    }

    return 0;
}


/*
 * Whether the first field of a line, up to its first comma or
 * separator, holds a digit: "Thu Nov 27, 2025", "Last update on: 27
 * Nov", not "Jane Roe, 01.12.2021"
 */
static int
nseg_byline_dated_first(const char *p, size_t plen)
{
    size_t       n;
    const char  *e, *sep, *comma;

    e = p + plen;
    sep = nseg_byline_next_sep(p, e, &n);

    if (sep != NULL) {
        e = sep;
    }

    comma = memchr(p, ',', e - p);

    return nseg_byline_has_digit(p, comma != NULL ? comma : e);
}


/*
 * Whether the line of text node i goes on past it, in its block, with
 * more than a separator, a comma or the date: a name beside a date ends
 * its line, where uCoz's header "Вторник, 18.02.2025, 16:40<br>
 * Приветствую Вас <b>Гость</b>" greets the guest.
 */
static int
nseg_byline_line_goes_on(nseg_ctx_t *ctx, uint32_t i)
{
    uint32_t     t;
    nseg_str_t   s;
    nseg_doc_t  *doc;

    doc = &ctx->doc;
    t = doc->nodes[i].text_pos + 1;

    if (t >= doc->ntexts
        || nseg_doc_block(doc, doc->texts[t]) != nseg_doc_block(doc, i)
        || nseg_byline_date_node(ctx, doc->texts[t]))
    {
        return 0;
    }

    s = nseg_doc_text(doc, doc->texts[t]);

    while (s.len && s.text[0] == ' ') {
        s.text++;
        s.len--;
    }

    return s.len != 0 && s.text[0] != ','
           && nseg_byline_separator(s.text, s.len) == 0;
}


/* whether text node i is one of the page's date nodes */
static int
nseg_byline_date_node(const nseg_ctx_t *ctx, uint32_t i)
{
    uint32_t  k;

    if (ctx->date_first == NSEG_NONE) {
        return 0;
    }

    for (k = ctx->date_first; k <= ctx->date_last; k++) {
        if (ctx->attrs.rows[k].node == i) {
            return 1;
        }
    }

    return 0;
}


/*
 * The names beside the date in its line, in a node of their own, with
 * no label and no class that says so: "<span>Jesse Carmody</span>
 * <span>3 hours ago</span>", "<span>Kadri Tamm</span> <span>|</span>
 * <span>12. mai 2025</span>", a page builder's meta line "<span
 * style="...">Jane Doe</span> · 21. Januar 2025 · Lerntipps".  Where
 * classes name nothing, the line is all that tells the author.  The
 * line is short and is not the title's; the names are two to four
 * capitalised words (a section, "Fire", or a label, "Updated", is not)
 * and no link (sections are).
 */
static const char *
nseg_byline_beside_date(nseg_ctx_t *ctx)
{
    uint32_t      d, blk, j;
    nseg_str_t    s;
    nseg_doc_t   *doc;
    const char   *byline;

    doc = &ctx->doc;

    if (ctx->date_first == NSEG_NONE) {
        return NULL;
    }

    d = ctx->attrs.rows[ctx->date_first].node;
    blk = nseg_doc_block(doc, d);

    if (blk == NSEG_NONE || doc->nodes[blk].chars > NSEG_BYLINE_MAX_CHARS
        || (ctx->title_node != NSEG_NONE
            && ctx->title_node > blk
            && ctx->title_node < doc->nodes[blk].end))
    {
        return NULL;
    }

    for (j = blk + 1; j < doc->nodes[blk].end; j++) {
        if (doc->nodes[j].kind != NSEG_NODE_TEXT || doc->nodes[j].chars == 0
            || doc->nodes[j].hidden || doc->nodes[j].in_link)
        {
            continue;
        }

        if (nseg_byline_date_node(ctx, j)) {
            continue;
        }

        s = nseg_doc_text(doc, j);

        while (s.len && s.text[0] == ' ') {
            s.text++;
            s.len--;
        }

        while (s.len && (s.text[s.len - 1] == ' ' || s.text[s.len - 1] == '|'
                         || s.text[s.len - 1] == ','))
        {
            s.len--;
        }

        /*
         * Nor words the article writes in lower case ("Aktuelle
         * Meldung", "Im Wortlaut"), nor a label with a full-width colon
         * ("来源： 新华网", source:)
         */
        if (s.len == 0 || !nseg_byline_is_name(s.text, s.text + s.len)
            || memmem(s.text, s.len, "\xef\xbc\x9a", 3) != NULL
            || nseg_byline_article_word(ctx, s, NSEG_NONE)
            || nseg_byline_line_goes_on(ctx, j))
        {
            continue;
        }

        byline = nseg_byline_names(ctx, s.text, s.len);

        if (byline != NULL) {
            ctx->byline_first = j;
            ctx->byline_last = j;
        }

        return byline;
    }

    return NULL;
}


/*
 * Korean wire copy opens its first paragraph with the byline: "(서울=
 * 연합뉴스) 홍길동 기자 = 정부는 ...".  The names are taken; the
 * paragraph stays in the body, as it is the article's.
 */
static void
nseg_byline_ko_lead(nseg_ctx_t *ctx, uint32_t tpos)
{
    size_t         n;
    uint32_t       t;
    nseg_str_t     s;
    nseg_buf_t     names;
    const char    *p, *close, *eq;

    for (t = tpos; t <= tpos + NSEG_BYLINE_AFTER && t < ctx->doc.ntexts; t++)
    {
        s = nseg_doc_text(&ctx->doc, ctx->doc.texts[t]);

        if (s.len < 2 || s.text[0] != '(') {
            continue;
        }

        n = s.len < NSEG_BYLINE_KO_DATELINE ? s.len : NSEG_BYLINE_KO_DATELINE;
        close = memchr(s.text, ')', n);

        if (close == NULL || memchr(s.text, '=', close - s.text) == NULL) {
            continue;
        }

        p = close + 1;

        while (p < s.text + s.len && *p == ' ') {
            p++;
        }

        /* the byline ends at its "=": "홍길동 기자 =" */
        n = s.text + s.len - p;
        eq = memchr(p, '=',
                    n < NSEG_BYLINE_MAX_CHARS ? n : NSEG_BYLINE_MAX_CHARS);

        if (eq == NULL) {
            continue;
        }

        n = eq - p;

        if (nseg_byline_korean(&p, n, &names) == 0) {
            continue;
        }

        if (!names.failed) {
            ctx->byline = nseg_byline_names(ctx, names.data, names.len);
        }

        nseg_buf_free(&names);

        return;
    }
}


/*
 * Chinese wire copy names its reporters in the dateline that opens the
 * first paragraph: "新华社哈尔滨10月14日电（记者王建国、李晓梅）",
 * "本报北京10月13日电　（记者孙振华、陈思远）" (reporter: names set apart
 * by "、" or spaces, each two to four Han characters), Taiwan's papers
 * in "〔記者陳怡君／台北報導〕" (the place after the slash), others in
 * "【记者...】"; and a paper's own reporters open the text with "本报记者
 * 王磊 刘畅 北京报道" (the place and "reports" last).  The names are
 * taken; the paragraph stays in the body, as it is the article's.
 */
/* the first NSEG_BYLINE_ZH_PAREN_LABELS close with the names */
#define NSEG_BYLINE_ZH_PAREN_LABELS  2

static const char  *const nseg_byline_zh_labels[] = {
    "\xef\xbc\x88\xe8\xae\xb0\xe8\x80\x85",    /* （记者 */
    "\xef\xbc\x88\xe8\xa8\x98\xe8\x80\x85",    /* （記者 */
    "\xe3\x80\x94\xe8\xa8\x98\xe8\x80\x85",    /* 〔記者 */
    "\xe3\x80\x94\xe8\xae\xb0\xe8\x80\x85",    /* 〔记者 */
    "\xe3\x80\x90\xe8\xa8\x98\xe8\x80\x85",    /* 【記者 */
    "\xe3\x80\x90\xe8\xae\xb0\xe8\x80\x85",    /* 【记者 */
    NULL
};

/* 本报记者, 本報記者: at the text's start, closed by a place's 报道 */
static const char  *const nseg_byline_zh_own[] = {
    "\xe6\x9c\xac\xe6\x8a\xa5\xe8\xae\xb0\xe8\x80\x85",
    "\xe6\x9c\xac\xe5\xa0\xb1\xe8\xa8\x98\xe8\x80\x85",
    NULL
};


static void
nseg_byline_zh_dateline(nseg_ctx_t *ctx, uint32_t tpos)
{
    size_t        n, k, len;
    uint32_t      t, cp;
    nseg_str_t    s;
    nseg_buf_t    names;
    const char   *p, *e, *open, *name;
    unsigned      han, own, slash;

    for (t = tpos; t <= tpos + NSEG_BYLINE_AFTER && t < ctx->doc.ntexts; t++)
    {
        s = nseg_doc_text(&ctx->doc, ctx->doc.texts[t]);
        n = s.len < NSEG_BYLINE_ZH_DATELINE ? s.len : NSEG_BYLINE_ZH_DATELINE;
        open = NULL;
        own = 0;
        len = 0;

        slash = 0;

        for (k = 0; nseg_byline_zh_labels[k] != NULL && open == NULL; k++) {
            len = strlen(nseg_byline_zh_labels[k]);
            open = memmem(s.text, n, nseg_byline_zh_labels[k], len);

            /*
             * in 〔〕 and 【】 the names end at the slash before the place:
             * "【记者手记】" (a reporter's notes) is a column's head
             */
            slash = (open != NULL && k >= NSEG_BYLINE_ZH_PAREN_LABELS);
        }

        for (k = 0; nseg_byline_zh_own[k] != NULL && open == NULL; k++) {
            len = strlen(nseg_byline_zh_own[k]);

            if (s.len > len && memcmp(s.text, nseg_byline_zh_own[k], len) == 0)
            {
                open = s.text;
                own = 1;
            }
        }

        if (open == NULL) {
            continue;
        }

        p = open + len;
        e = s.text + s.len;

        while (p < e && *p == ' ') {
            p++;
        }

        nseg_buf_init(&names, 64);
        name = p;
        han = 0;

        while (p < e) {
            cp = nseg_utf8_decode(p, e - p, &n);

            if (cp >= 0x4e00 && cp <= 0x9fff) {
                han++;
                p += n;
                continue;
            }

            /*
             * a name ends at "、", a space, the slash before the place
             * or the closing bracket; a photographer's credit in a
             * caption, "（記者陳怡君攝）" (攝, 摄: photographed), is none
             */
            if (han < 2 || han > 4 || nseg_byline_zh_photo(name, p)
                || (cp != 0x3001 && cp != ' ' && cp != 0xff09
                    && cp != 0x3015 && cp != 0x3011 && cp != 0xff0f
                    && cp != '/'))
            {
                break;
            }

            if (names.len) {
                nseg_buf_puts(&names, ", ");
            }

            nseg_buf_append(&names, name, p - name);
            p += n;

            /* a paper's own: the next word, a place with 报道, ends them */
            if (own && nseg_byline_zh_reports(p, e)) {
                cp = 0xff09;
            }

            if (slash && cp != 0xff0f && cp != '/') {
                break;
            }

            if (cp == 0xff09 || cp == 0x3015 || cp == 0x3011 || cp == 0xff0f
                || cp == '/')
            {
                if (!names.failed) {
                    ctx->byline = nseg_byline_names(ctx, names.data,
                                                    names.len);
                }

                nseg_buf_free(&names);
                return;
            }

            name = p;
            han = 0;
        }

        /* no names here: a caption's credit, a sentence; the next node */
        nseg_buf_free(&names);
    }
}


/* whether a name's last character is 攝 or 摄 (photographed) */
static int
nseg_byline_zh_photo(const char *name, const char *end)
{
    return end - name >= 3
           && (memcmp(end - 3, "\xe6\x94\x9d", 3) == 0
               || memcmp(end - 3, "\xe6\x91\x84", 3) == 0);
}


/*
 * Whether the text at p opens with a place and "报道" (reports) as one
 * word: "北京报道", "上海報導"
 */
static int
nseg_byline_zh_reports(const char *p, const char *e)
{
    size_t      n;
    uint32_t    cp;
    unsigned    han;
    const char  *q;

    for (q = p, han = 0; q < e && han <= 8; q += n, han++) {
        cp = nseg_utf8_decode(q, e - q, &n);

        if (cp < 0x4e00 || cp > 0x9fff) {
            break;
        }
    }

    /* 报道 (simplified), 報導 and 報道 (traditional): six bytes */
    return han >= 3 && q - p >= 6
           && (memcmp(q - 6, "\xe6\x8a\xa5\xe9\x81\x93", 6) == 0
               || memcmp(q - 6, "\xe5\xa0\xb1\xe5\xb0\x8e", 6) == 0
               || memcmp(q - 6, "\xe5\xa0\xb1\xe9\x81\x93", 6) == 0);
}


/*
 * A byline at the article's end, where many papers sign it: "Text:
 * Klausmartin Friedrich", "Autor: ...".  Only a label with its colon
 * counts there, among the last lines of the relevant content; "Von" or
 * "By" open sentences of the text too.
 */
static const char *
nseg_byline_at_end(nseg_ctx_t *ctx, uint32_t *first, uint32_t *last_text)
{
    size_t          n, k;
    uint32_t        t, lo, hi, i, last;
    nseg_buf_t      names;
    nseg_str_t      s;
    nseg_doc_t     *doc;
    const char     *p, *e, *byline;

    static const char  *const labels[] = {
        "text:", "texto:", "tekst:", "teksti:", "autor:", "author:",
        "auteur:", "autore:", "von:", "by:", "redacción:", "reportagem:",
        "yazar:", "penulis:", "Írta:", "írta:", "Автор:", "автор:",
        "Текст:", "текст:", "Συντάκτης:", "Συντάκτρια:", "خبرنگار:",
        "نویسنده:", "लेखक:", "작성자:",
        /* labels of more than one word, which no sentence opens */
        "erstellt von ", "geschrieben von ", "verfasst von ",
        "eingestellt von ", "posted by ", "written by ", NULL
    };

    doc = &ctx->doc;

    if (ctx->nce.last_text == NSEG_NONE) {
        return NULL;
    }

    hi = ctx->nce.last_text + NSEG_BYLINE_END_AFTER;
    lo = ctx->nce.last_text > NSEG_BYLINE_END_BEFORE
         ? ctx->nce.last_text - NSEG_BYLINE_END_BEFORE : 0;

    if (hi >= doc->ntexts) {
        hi = doc->ntexts - 1;
    }

    for (t = hi + 1; t-- > lo; /* void */) {
        i = doc->texts[t];

        if (doc->nodes[i].hidden) {
            continue;
        }

        s = nseg_doc_text(doc, i);

        /*
         * Korean papers sign under the story, with no label: "최윤호
         * 기자 uknow@donga.com" (names, title, address)
         */
        p = s.text;

        if (nseg_utf8_length(s.text, s.len) <= NSEG_BYLINE_MAX_CHARS
            && nseg_byline_korean(&p, s.len, &names) != 0)
        {
            byline = names.failed
                     ? NULL
                     : nseg_byline_names(ctx, names.data, names.len);
            nseg_buf_free(&names);

            if (byline != NULL) {
                *first = i;
                *last_text = i;
                return byline;
            }

            continue;
        }

        for (k = 0; labels[k] != NULL; k++) {
            n = strlen(labels[k]);

            if (s.len >= n && strncasecmp(s.text, labels[k], n) == 0) {
                break;
            }
        }

        if (labels[k] == NULL
            || nseg_utf8_length(s.text, s.len) > NSEG_BYLINE_MAX_CHARS)
        {
            continue;
        }

        p = s.text + n;
        e = s.text + s.len;
        last = i;

        while (p < e && *p == ' ') {
            p++;
        }

        /* "<strong>Text:</strong> Name": the name in the next node */
        if (p == e && t + 1 < doc->ntexts) {
            last = doc->texts[t + 1];

            if (nseg_doc_block(doc, last) != nseg_doc_block(doc, i)) {
                continue;
            }

            s = nseg_doc_text(doc, last);
            p = s.text;
            e = s.text + s.len;
        }

        if (p == e || !nseg_byline_names_follow(p, e)
            || (labels[k][n - 1] == ' ' && !nseg_byline_names_only(p, e)))
        {
            continue;
        }

        byline = nseg_byline_names(ctx, p, e - p);

        if (byline != NULL) {
            *first = i;
            *last_text = last;
        }

        return byline;
    }

    /*
     * Or, with no label, the author's name alone in bold or italics as
     * the article's last paragraph: "<p><strong>Trần Minh Khoa</strong>
     * </p>", as Vietnamese papers sign, "<p><b>Marina Mucha</b></p>",
     * Italian ones "<p style="text-align: right"><em>Giulia Ferrante</em>"
     */
    i = doc->texts[ctx->nce.last_text];
    last = doc->nodes[i].parent;

    if (last == NSEG_NONE || doc->nodes[i].hidden
        || (doc->nodes[last].tag != NSEG_TAG_STRONG
            && doc->nodes[last].tag != NSEG_TAG_B
            && doc->nodes[last].tag != NSEG_TAG_EM
            && doc->nodes[last].tag != NSEG_TAG_I))
    {
        return NULL;
    }

    last = nseg_doc_block(doc, i);
    s = nseg_doc_text(doc, i);

    /*
     * Words set apart by spaces, a name's length: a line of Chinese,
     * which has no spaces between words, is no name told apart.  Two
     * names may share the line, set apart by a dash, as VnExpress signs
     * for two reporters: "Thanh Hằng - Quốc Tuấn".
     */
    if (last == NSEG_NONE || doc->nodes[last].chars != doc->nodes[i].chars
        || doc->nodes[i].chars > NSEG_BYLINE_BOLD_MAX_CHARS
        || memchr(s.text, ' ', s.len) == NULL
        || !(nseg_byline_is_name(s.text, s.text + s.len)
             || nseg_byline_dashed_names(doc, &s,
                                         nseg_byline_vietnamese(doc))))
    {
        return NULL;
    }

    /*
     * A signature closes its article: the last text of the element
     * around it.  A bold line with more after it there heads what
     * follows ("Related Stories" over a list of links).
     */
    t = doc->nodes[i].text_pos + 1;

    if (t < doc->ntexts && doc->nodes[last].parent != NSEG_NONE
        && nseg_byline_within(doc, doc->texts[t], doc->nodes[last].parent))
    {
        return NULL;
    }

    if (nseg_byline_article_word(ctx, s, i) || nseg_byline_signoff(s)) {
        return NULL;
    }

    byline = nseg_byline_names(ctx, s.text, s.len);

    if (byline != NULL) {
        *first = i;
        *last_text = i;
    }

    return byline;
}


/* whether the page is in Vietnamese, by its <html lang> */
static int
nseg_byline_vietnamese(const nseg_doc_t *doc)
{
    return doc->lang != NULL && nseg_lang_same(doc->lang, "vi");
}


/*
 * Two names set apart by " - " (or an en dash), each a name, where
 * papers sign so (signed_so): Vietnamese ones, and Egyptian ones after
 * "كتب" (wrote).  *s becomes them set apart by a comma, as bylines list
 * names, in the arena.  Elsewhere such a line is a credit or a heading
 * ("Lead Image - Getty Images", "Contact Us - Press Office", "By Jane
 * Roe - Associated Press").
 */
static int
nseg_byline_dashed_names(nseg_doc_t *doc, nseg_str_t *s, int signed_so)
{
    char        *p;
    size_t       n;
    const char  *dash, *e;

    if (!signed_so) {
        return 0;
    }

    e = s->text + s->len;
    n = 3;
    dash = memmem(s->text, s->len, " - ", 3);

    if (dash == NULL) {
        n = 5;
        dash = memmem(s->text, s->len, " \xe2\x80\x93 ", 5);
    }

    if (dash == NULL || !nseg_byline_is_name(s->text, dash)
        || !nseg_byline_is_name(dash + n, e))
    {
        return 0;
    }

    p = nseg_arena_alloc(doc->arena, s->len + 1);
    if (p == NULL) {
        return 0;
    }

    memcpy(p, s->text, dash - s->text);
    memcpy(p + (dash - s->text), ", ", 2);
    memcpy(p + (dash - s->text) + 2, dash + n, e - dash - n);
    s->len = (dash - s->text) + 2 + (e - dash - n);
    p[s->len] = '\0';
    s->text = p;

    return 1;
}


/*
 * Words of a blog's closing line that no name has ("Stay Tuned",
 * "Happy Reading", "Viele Grüße"): the article need not use them to tell
 */
static const char  *const nseg_byline_signoffs[] = {
    "stay", "tuned", "thanks", "thank", "cheers", "enjoy", "happy",
    "regards", "greetings", "wishes", "danke", "grüße", "gruß", "merci",
    "gracias", "saludos", "grazie", "obrigado", "obrigada", NULL
};

/*
 * Words of sign-offs that names have too ("Andrew Luck", "Tan Soon
 * Huat", "Peter Reading"): they sign off only among the words of one
 * ("Good Luck", "See You Soon", "Bis Bald", "Bye Bye")
 */
static const char  *const nseg_byline_signoff_names[] = {
    "luck", "soon", "reading", "bald", "bye", NULL
};

static const char  *const nseg_byline_signoff_joins[] = {
    "good", "see", "you", "talk", "best", "for", "and", "again", "until",
    "bis", NULL
};


static int
nseg_byline_signoff(nseg_str_t line)
{
    size_t       n;
    unsigned     name, other;
    const char  *p, *e;

    e = line.text + line.len;
    name = 0;
    other = 0;

    for (p = line.text; p < e; p += n) {
        while (p < e && (*p == ' ' || *p == '!' || *p == ',' || *p == '.')) {
            p++;
        }

        for (n = 0; p + n < e && p[n] != ' ' && p[n] != '!' && p[n] != ','
                    && p[n] != '.'; n++)
        {
            /* the word's length */
        }

        if (n == 0) {
            continue;
        }

        if (nseg_word_in(p, n, nseg_byline_signoffs)) {
            return 1;
        }

        if (nseg_word_in(p, n, nseg_byline_signoff_names)) {
            name = 1;

        } else if (!nseg_word_in(p, n, nseg_byline_signoff_joins)) {
            other = 1;
        }
    }

    return name && !other;
}


/*
 * Whether a word of a line, lower-cased, is a word of the article's
 * relevant text before node end: "Thank You" and "Public Hearing
 * Schedule" close articles that say "you" and "public", while a name
 * is no common word.  Only words that start with an ASCII capital are
 * looked for.  Not in Vietnamese, whose names are made of syllables the
 * text has as words: "Quốc Tuấn" signs a story of "quốc lộ" and "Quốc
 * hội".
 */
static int
nseg_byline_article_word(nseg_ctx_t *ctx, nseg_str_t line, uint32_t end)
{
    char          word[32];
    size_t        n, k;
    uint32_t      t, i;
    nseg_str_t    text;
    nseg_doc_t   *doc;
    const char   *p, *e, *at, *from;

    doc = &ctx->doc;
    e = line.text + line.len;

    if (nseg_byline_vietnamese(doc)) {
        return 0;
    }

    for (p = line.text; p < e; p += n) {
        while (p < e && *p == ' ') {
            p++;
        }

        for (n = 0; p + n < e && p[n] != ' '; n++) {
            /* void */
        }

        if (n < 2 || n >= sizeof(word) || *p < 'A' || *p > 'Z') {
            continue;
        }

        for (k = 0; k < n; k++) {
            word[k] = (p[k] >= 'A' && p[k] <= 'Z') ? p[k] - 'A' + 'a' : p[k];
        }

        for (t = ctx->nce.first_text; t < doc->ntexts; t++) {
            i = doc->texts[t];

            if (i == end) {
                break;
            }

            if (!doc->nodes[i].relevant) {
                continue;
            }

            text = nseg_doc_text(doc, i);

            for (from = text.text;
                 (at = memmem(from, text.text + text.len - from, word, n))
                 != NULL;
                 from = at + 1)
            {
                if ((at == text.text || !nseg_byline_word_byte(at[-1]))
                    && (at + n == text.text + text.len
                        || !nseg_byline_word_byte(at[n])))
                {
                    return 1;
                }
            }
        }
    }

    return 0;
}


/*
 * Whether a line of the byline block opens with a credit for someone who
 * did not write the text (nseg_meta_other_credits): 1, or 2 when it is
 * the credit alone, its names in the next node
 */
static int
nseg_byline_other_credit(const char *p, size_t n)
{
    size_t  k, len;

    for (k = 0; nseg_meta_other_credits[k] != NULL; k++) {
        len = strlen(nseg_meta_other_credits[k]);

        if (n < len || strncasecmp(p, nseg_meta_other_credits[k], len) != 0)
        {
            continue;
        }

        while (len < n && (p[len] == ' ' || p[len] == ':')) {
            len++;
        }

        return len == n ? 2 : 1;
    }

    return 0;
}


static const char *
nseg_pick_byline(nseg_ctx_t *ctx, uint32_t lo, uint32_t hi, int marked)
{
    int            found, alone, korean, by_link, arabic, labelled;
    size_t         plen, n, chars;
    uint32_t       t, i, j, k, last, blk, join, next, mk, nm, credit, lst;
    nseg_str_t     s;
    nseg_buf_t     names;
    nseg_doc_t    *doc;
    nseg_node_t   *nd;
    const char    *p, *result, *role_names;

    doc = &ctx->doc;
    result = NULL;
    credit = NSEG_NONE;

    for (t = lo; t <= hi && t < doc->ntexts && result == NULL; t++) {
        i = doc->texts[t];
        nd = &doc->nodes[i];

        if (i == ctx->title_node || nd->hidden
            || ((nd->in_link || marked) && !nseg_byline_marked(doc, i)))
        {
            continue;
        }

        s = nseg_doc_text(doc, i);
        p = s.text;
        plen = s.len;

        if (plen == 0
            || nseg_utf8_length(p, plen) > NSEG_BYLINE_MAX_CHARS
            || nseg_byline_subheading(doc, i, p, plen))
        {
            continue;
        }

        k = nseg_byline_other_credit(p, plen);

        if (k != 0) {
            if (credit == NSEG_NONE) {
                credit = i;
            }

            t += k - 1;
            continue;
        }

        found = 0;
        last = i;

        /* a labelled field of a line of fields: the byline starts there */
        n = nseg_byline_field(p, plen);
        p += n;
        plen -= n;

        for (j = 0; nseg_byline_prefixes[j] != NULL; j++) {
            n = strlen(nseg_byline_prefixes[j]);

            if (plen > n && strncasecmp(p, nseg_byline_prefixes[j], n) == 0) {
                /*
                 * "por parte de la defensa": a sentence, not a byline;
                 * names after an unmarked "By" are capitalised.
                 */
                while (n < plen && p[n] == ' ') {
                    n++;
                }

                found = n < plen && !nseg_byline_lower(p + n, plen - n)
                        && !nseg_byline_sentence(p + n, plen - n)
                        && !nseg_byline_label_sentence(
                                nseg_byline_prefixes[j], p + n, p + plen)
                        ? 1 : nseg_byline_marked(doc, i);
                break;
            }
        }

        for (j = 0; !found && nseg_byline_sentence_prefixes[j] != NULL; j++) {
            n = strlen(nseg_byline_sentence_prefixes[j]);

            if (plen > n
                && strncasecmp(p, nseg_byline_sentence_prefixes[j], n) == 0
                && !nseg_byline_label_foreign(doc,
                                      nseg_byline_sentence_prefixes[j]))
            {
                while (n < plen && p[n] == ' ') {
                    n++;
                }

                arabic = strncmp(nseg_byline_sentence_prefixes[j], "كتب",
                                 sizeof("كتب") - 1) == 0;
                found = nseg_byline_marked(doc, i)
                        || (!arabic
                            && nseg_byline_names_follow(p + n, p + plen));

                if (found) {
                    p += n;
                    plen -= n;

                    /* "كتب أحمد عبد الهادى - سمر سلامة": two reporters */
                    if (arabic) {
                        s.text = p;
                        s.len = plen;

                        if (nseg_byline_dashed_names(doc, &s, 1)) {
                            p = s.text;
                            plen = s.len;
                        }
                    }
                }

                break;
            }
        }

        /* Korean writes the title after the name: "홍길동 기자" */
        korean = 0;

        if (!found && (n = nseg_byline_korean(&p, plen, &names)) != 0) {
            plen = n;
            found = 1;
            korean = 1;
        }

        /*
         * A paragraph of names and their role after a slash or a comma,
         * with no "By": "TASHANA WHITELOCKE/Staff Reporter", "Jane Doe,
         * Staff Writer", as Caribbean and African papers open a story;
         * or the names over the role in the next line ("<p><strong>
         * Tendai Mushonga</strong><br><strong>Masvingo Bureau</strong>",
         * Zimbabwe's Herald)
         */
        if (!found && !marked
            && (((n = nseg_byline_role_line(p, plen)) != 0
                 && nseg_byline_paragraph(doc, t))
                || (nseg_byline_over_role(doc, t) && (n = plen) != 0)))
        {
            role_names = nseg_byline_names(ctx, p, n);

            if (role_names != NULL
                && (nseg_byline_all_names(role_names)
                    || nseg_byline_capitals_names(role_names)))
            {
                plen = n;
                found = 1;
            }
        }

        /*
         * In an element named as the author's, one word and a colon
         * before the names label them, whatever the language: Tamil
         * "எழுதியவர்: <a>...</a>" (written by), Georgian "ავტორი: ნინო
         * ბერიძე" (author).  The names may be in the next node, within
         * the element.
         */
        if (!found && nseg_byline_marked(doc, i)
            && (n = nseg_byline_colon_label(p, plen)) != 0)
        {
            j = i;
            s.text = p + n;
            s.len = plen - n;

            if (s.len == 0
                && t + 1 < doc->ntexts
                && !doc->nodes[doc->texts[t + 1]].hidden
                && nseg_byline_within(doc, doc->texts[t + 1],
                                      nseg_byline_marker(doc, i)))
            {
                j = doc->texts[t + 1];
                s = nseg_doc_text(doc, j);
            }

            if (s.len && nseg_byline_names_follow(s.text, s.text + s.len)) {
                last = j;
                p = s.text;
                plen = s.len;
                found = 1;
            }
        }

        /* "By" alone in its own node: the names follow in the next one */
        if (!found && t + 1 < doc->ntexts
            && !doc->nodes[doc->texts[t + 1]].hidden
            && (alone = nseg_byline_label_alone(p, plen)) != 0)
        {
            s = nseg_doc_text(doc, doc->texts[t + 1]);

            /*
             * "Auteur :" over "Auteur(s) :": another label, no name; nor
             * is a category's link (JNews's Amharic "በ <a rel="category
             * tag">ዜና</a>", in the news section)
             */
            if (nseg_utf8_length(s.text, s.len) > NSEG_BYLINE_MAX_CHARS
                || (s.len && s.text[s.len - 1] == ':')
                || nseg_byline_category_link(doc, doc->texts[t + 1])
                || (alone >= 2 && nseg_doc_block(doc, doc->texts[t + 1])
                                  != nseg_doc_block(doc, i))
                || (alone == 3 && !nseg_byline_marked(doc, i)))
            {
                continue;
            }

            last = doc->texts[t + 1];
            p = s.text;
            plen = s.len;
            found = 1;
        }

        /*
         * A label in a language we do not list, within the element named
         * as the author's, before the name in a link of its own: SPIP's
         * "<span class="auteurs">Yanditswe na <span class="vcard author">
         * <a>Jean Bosco Habimana</a>" (Kinyarwanda "written by").  A
         * capital and then small letters only, no name; a name after it,
         * within the element, or beside it when the element holds the
         * label alone (tagDiv's "<div class="td-author-by">Skrivað av
         * </div> <a>Jógvan Poulsen</a>", Faroese).
         */
        if (!found && t + 1 < doc->ntexts
            && (mk = nseg_byline_marker(doc, i)) != NSEG_NONE
            && !doc->nodes[doc->texts[t + 1]].hidden
            && doc->nodes[doc->texts[t + 1]].in_link
            && (nseg_byline_within(doc, doc->texts[t + 1], mk)
                || (doc->nodes[mk].chars == doc->nodes[i].chars
                    && doc->nodes[mk].parent != NSEG_NONE
                    && nseg_byline_within(doc, doc->texts[t + 1],
                                          doc->nodes[mk].parent)))
            && nseg_byline_lower_label(p, plen))
        {
            s = nseg_doc_text(doc, doc->texts[t + 1]);

            if (nseg_byline_is_name(s.text, s.text + s.len)) {
                last = doc->texts[t + 1];
                p = s.text;
                plen = s.len;
                found = 1;
            }
        }

        /*
         * Before the title, not when an element named as the author's
         * follows in the window: a scoreboard's or an event's line above
         * the title ("Sáb, 15/02/2025 · 15:00 · Estádio do Passal") ends
         * with a place, and "Texto: Rui Gonçalves" under it is the
         * byline.  A site's line "04.02.2022 | 13:10 Uhr | Uta
         * Helkenberg" over its title is.
         */
        if (!found && !marked
            && (ctx->title_node == NSEG_NONE
                || t >= doc->nodes[ctx->title_node].text_pos
                || !nseg_byline_marked_ahead(doc, t + 1, hi)))
        {
            const char  *dn;

            dn = nseg_byline_dated(ctx, p, plen);

            /*
             * The date in an element of its own, the rest after it:
             * "<span>November 2, 2024</span> · 6 min · Jane Doe"
             */
            if (dn == NULL && t > 0 && plen > 2
                && (*p == '|' || memcmp(p, "\xc2\xb7", 2) == 0
                    || nseg_byline_next_sep(p, p + plen, &n) == p)
                && nseg_doc_block(doc, doc->texts[t - 1])
                   == nseg_doc_block(doc, i))
            {
                s = nseg_doc_text(doc, doc->texts[t - 1]);

                if (s.len <= NSEG_BYLINE_MAX_CHARS) {
                    nseg_buf_init(&names, s.len + plen);
                    nseg_buf_append(&names, s.text, s.len);
                    nseg_buf_putc(&names, ' ');
                    nseg_buf_append(&names, p, plen);

                    dn = names.failed
                         ? NULL
                         : nseg_byline_dated(ctx, names.data, names.len);

                    if (dn != NULL) {
                        n = names.data + names.len - dn;
                        dn = p + plen - n;
                    }

                    nseg_buf_free(&names);
                }
            }

            if (dn != NULL && nseg_byline_line_goes_on(ctx, i)) {
                dn = NULL;
            }

            if (dn != NULL) {
                plen -= dn - p;
                p = dn;
                found = 1;
            }
        }

        /*
         * "Posted on 14 October 2025 by Jane Doe in News, Local", "Words
         * and photographs by Jane Doe"
         */
        if (!found && !marked) {
            const char  *dn;

            dn = nseg_meta_dated_names(p, plen, &n);

            if (dn == NULL) {
                dn = nseg_meta_credit_names(p, plen, &n);
            }

            if (dn != NULL && nseg_byline_is_name(dn, dn + n)) {
                p = dn;
                plen = n;
                found = 1;
            }
        }

        /*
         * The date's own node within the element named as the author's
         * ("<div class="byline-wrapper"> ... <div class="date">Thu Nov
         * 27, 2025 12:00 AM"): its weekday is no one's name.  A date
         * node that opens with a name keeps it: "<p class="date-author">
         * Janic Cathomen, 01.12.2021".
         */
        if (!found
            && (!nseg_byline_marked(doc, i)
                || (nseg_byline_date_node(ctx, i)
                    && nseg_byline_dated_first(p, plen))))
        {
            continue;
        }

        /*
         * Before a "by" alone within the author's element, a text is no
         * name but what the line is about: phpBB's "<p class="author">
         * <a>Beitrag</a> von <a>Name</a> » date" (post by ...); the
         * names follow the label.
         */
        if (!found && t + 2 < doc->ntexts
            && nseg_byline_within(doc, doc->texts[t + 1],
                                  nseg_byline_marker(doc, i)))
        {
            s = nseg_doc_text(doc, doc->texts[t + 1]);

            if (nseg_byline_label_alone(s.text, s.len)) {
                continue;
            }
        }

        /*
         * The names often sit in links of their own: "von <a>Lars
         * Fischer</a> und <a>Alina Schadwinkel</a>".  The byline goes on
         * through a joining word and the next name, within the element
         * named as the author's, else within its line.
         */
        if (!korean) {
            nseg_buf_init(&names, 64);
            nseg_buf_append(&names, p, plen);
        }

        chars = nseg_utf8_length(p, plen);

        mk = nseg_byline_marker(doc, i);

        /*
         * a label in an element of its own names no one: "<span
         * class="byline__prefix">Door</span> <span class="byline__
         * authors"><a>Kim Claes</a> en <a>Bart Wuyts</a></span>"; the
         * names' element bounds their line
         */
        if (mk != NSEG_NONE && last != i && !nseg_byline_within(doc, last, mk))
        {
            mk = nseg_byline_marker(doc, last);
        }

        blk = mk;
        by_link = blk != NSEG_NONE && nseg_byline_only_link(doc, blk);

        /* a link names one author: the others are in its line */
        if (blk == NSEG_NONE || by_link) {
            blk = nseg_doc_block(doc, i);
        }

        while (blk != NSEG_NONE
               && doc->nodes[last].text_pos + 2 < doc->ntexts)
        {
            join = doc->texts[doc->nodes[last].text_pos + 1];
            next = doc->texts[doc->nodes[last].text_pos + 2];

            /*
             * each name may be in an element of its own named alike:
             * "<span class="byline-name"><a>Ava Lindqvist</a></span> and
             * <span class="byline-name"><a>Marcus Tran</a></span>"
             */
            nm = nseg_byline_marker(doc, next);

            if (!(nseg_byline_within(doc, next, blk)
                  || (mk != NSEG_NONE && nm != NSEG_NONE && nm != mk
                      && nseg_doc_block(doc, next) == nseg_doc_block(doc, i)
                      && nseg_byline_named_alike(doc, mk, nm)))
                || !nseg_byline_join(nseg_doc_text(doc, join)))
            {
                break;
            }

            s = nseg_doc_text(doc, next);
            chars += 2 + nseg_utf8_length(s.text, s.len);

            if (chars > NSEG_BYLINE_MAX_CHARS) {
                break;
            }

            nseg_buf_puts(&names, ", ");
            nseg_buf_append(&names, s.text, s.len);
            last = next;
        }

        /*
         * Or each name in an element of its own named alike, with no
         * word between, in one line: Wagtail's "<span class="bylines__
         * item"><a class="bylines__name">Lucía Ortega</a></span><span
         * ...><a class="bylines__name">Ben Whitaker</a></span>"
         */
        while (mk != NSEG_NONE && !korean
               && doc->nodes[last].text_pos + 1 < doc->ntexts)
        {
            next = doc->texts[doc->nodes[last].text_pos + 1];
            nm = nseg_byline_marker(doc, next);
            s = nseg_doc_text(doc, next);

            /*
             * each with its own "By" before the name, each its own line:
             * "<div class="post__byline-item">By &mdash; <a>Ben
             * Ostrowski</a></div>" twice (PBS)
             */
            labelled = nm != NSEG_NONE
                       && nseg_byline_label_alone(s.text,
                              nseg_byline_trim_dash(s.text, s.len))
                       && doc->nodes[next].text_pos + 1 < doc->ntexts
                       && nseg_byline_within(doc,
                              doc->texts[doc->nodes[next].text_pos + 1], nm);

            if (nm == NSEG_NONE || nm == mk || doc->nodes[next].hidden
                || (nseg_doc_block(doc, next) != nseg_doc_block(doc, i)
                    && !labelled)
                || !nseg_byline_named_alike(doc, mk, nm))
            {
                break;
            }

            if (labelled) {
                next = doc->texts[doc->nodes[next].text_pos + 1];
                s = nseg_doc_text(doc, next);
            }

            chars += 2 + nseg_utf8_length(s.text, s.len);

            if (chars > NSEG_BYLINE_MAX_CHARS
                || !nseg_byline_is_name(s.text, s.text + s.len))
            {
                break;
            }

            nseg_buf_puts(&names, ", ");
            nseg_buf_append(&names, s.text, s.len);
            last = next;
            mk = nm;
        }

        /*
         * Or each name an item of a list named as the authors': "<ul
         * class="author-list"><li><a>Helen Marsh</a></li><li><a>David
         * Osei</a></li>..." (a law firm's alert)
         */
        lst = nseg_byline_marker(doc, i);

        while (lst != NSEG_NONE && !korean
               && (doc->nodes[lst].tag == NSEG_TAG_UL
                   || doc->nodes[lst].tag == NSEG_TAG_OL)
               && doc->nodes[last].text_pos + 1 < doc->ntexts)
        {
            next = doc->texts[doc->nodes[last].text_pos + 1];
            s = nseg_doc_text(doc, next);

            if (!nseg_byline_within(doc, next, lst) || doc->nodes[next].hidden
                || chars + 2 + nseg_utf8_length(s.text, s.len)
                   > NSEG_BYLINE_MAX_CHARS
                || !nseg_byline_is_name(s.text, s.text + s.len))
            {
                break;
            }

            chars += 2 + nseg_utf8_length(s.text, s.len);
            nseg_buf_puts(&names, ", ");
            nseg_buf_append(&names, s.text, s.len);
            last = next;
        }

        /*
         * A name split in two elements, the surname in its own:
         * "<span class="firstname">Biret Risten</span> <span
         * class="lastname">Hætta</span>" (Labrador CMS)
         */
        if (!korean && doc->nodes[last].text_pos + 1 < doc->ntexts) {
            next = doc->texts[doc->nodes[last].text_pos + 1];

            if (nseg_doc_block(doc, next) == nseg_doc_block(doc, last)
                && doc->nodes[next].parent != NSEG_NONE
                && doc->nodes[doc->nodes[next].parent].nattrs != 0
                && nseg_doc_attr_words(doc, doc->nodes[next].parent,
                                       nseg_byline_class_attr,
                                       nseg_byline_surnames))
            {
                s = nseg_doc_text(doc, next);
                nseg_buf_putc(&names, ' ');
                nseg_buf_append(&names, s.text, s.len);
                last = next;
            }
        }

        if (!names.failed) {
            p = names.data;
            plen = names.len;
        }

        result = nseg_byline_names(ctx, p, plen);

        /*
         * Past the article's end, the element named as the author's must
         * be the only one of its kind on the page: every teaser for
         * another story repeats its own.  And what it gives must look
         * like a name (two to four capitalised words, as for a signature):
         * not the box's biography, "She writes about water and ...", nor
         * its heading, "Über den Autor", which German capitalises.
         */
        if (result != NULL && marked == NSEG_BYLINE_PAST_END
            && (!nseg_byline_one_of_a_kind(doc, nseg_byline_marker(doc, i))
                || !nseg_byline_names_follow(result,
                                             result + strlen(result))
                || nseg_byline_author_word(result, strlen(result))))
        {
            result = NULL;
        }

        /*
         * A link to the author's page with no label must read as a name:
         * "View Author Page" links there too
         */
        if (result != NULL && !found && by_link
            && (!nseg_byline_names_follow(result, result + strlen(result))
                || nseg_byline_author_word(result, strlen(result))))
        {
            result = NULL;
        }

        /*
         * A signature with no label, repeated on the page, signs one of
         * several letters or comments ("<p class="signature">Margaret
         * Ellingham<br>Market Street</p>" under each letter of a letters
         * page), not the page
         */
        if (result != NULL && !found
            && nseg_byline_signature(doc, nseg_byline_marker(doc, i))
            && !nseg_byline_one_of_a_kind(doc, nseg_byline_marker(doc, i)))
        {
            result = NULL;
        }

        if (result != NULL) {
            ctx->byline_first = i;

            /*
             * the reviewer's credit before the names, within the same
             * element named as the byline's, leaves the body with them
             */
            if (credit != NSEG_NONE
                && (k = nseg_byline_marker(doc, credit)) != NSEG_NONE
                && nseg_byline_within(doc, i, k))
            {
                ctx->byline_first = credit;
            }

            /*
             * A short byline block is all byline: the role or the date
             * after the names ("CNBC Executive News Editor") goes too,
             * up to a sentence, the story's lede in the same paragraph
             * (infosperber.ch's "Red. / 31.10.2023 <strong>Die ehemalige
             * französische Kolonie steht vor dem Niedergang. ...").
             */
            if (blk != NSEG_NONE) {
                s = nseg_doc_text(doc, blk);
                k = nseg_utf8_count_nonspace(s.text, s.len)
                    <= NSEG_BYLINE_MAX_CHARS
                    ? doc->nodes[last].text_pos + 1 : doc->ntexts;

                for ( /* void */ ; k < doc->ntexts
                      && nseg_byline_within(doc, doc->texts[k], blk); k++)
                {
                    s = nseg_doc_text(doc, doc->texts[k]);

                    while (s.len && s.text[0] == ' ') {
                        s.text++;
                        s.len--;
                    }

                    /*
                     * one that goes on from the name in lower case is
                     * the author's blurb: "is a reporter covering city
                     * hall."
                     */
                    if (nseg_byline_sentence(s.text, s.len)
                        && !(s.text[0] >= 'a' && s.text[0] <= 'z'))
                    {
                        break;
                    }

                    last = doc->texts[k];
                }
            }

            ctx->byline_last = nseg_byline_photo_line(doc, i, last);
        }

        nseg_buf_free(&names);
    }

    return result;
}


/*
 * A newsroom's name for itself, which sites put in metadata as every
 * page's author: "the editorial office" in our languages, "Staff"
 */
static const char  *const nseg_byline_newsrooms[] = {
    "redaktion", "redaktionen", "redaction", "r\xc3\xa9" "daction",
    "redacci\xc3\xb3n", "redaccion", "redazione", "reda\xc3\xa7\xc3\xa3o",
    "redacao", "redakcja", "redac\xc8\x9bia", "redac\xc5\xa3ia",
    "redactia", "redactie", "redakce", "redakcia", "redakcija",
    "redaksjonen", "redaksjon", "toimitus", "uredni\xc5\xa1tvo",
    "szerkeszt\xc5\x91s\xc3\xa9g", "newsroom", "news desk", "newsdesk",
    "staff", "editorial", "editorial staff", "editorial team", "the editors",
    "\xd0\xa0\xd0\xb5\xd0\xb4\xd0\xb0\xd0\xba\xd1\x86\xd0\xb8\xd1\x8f",
    "\xd1\x80\xd0\xb5\xd0\xb4\xd0\xb0\xd0\xba\xd1\x86\xd0\xb8\xd1\x8f",
    "\xd0\xa0\xd0\xb5\xd0\xb4\xd0\xb0\xd0\xba\xd1\x86\xd1\x96\xd1\x8f",
    "\xd1\x80\xd0\xb5\xd0\xb4\xd0\xb0\xd0\xba\xd1\x86\xd1\x96\xd1\x8f",
    NULL
};


/*
 * A line that is a copy of the byline found: a "By" word or label, if
 * any, then its names and nothing else ("by: Alex Baker" in the second,
 * mobile copy of a station's meta block inside the article).  p is one
 * line with its blanks cut to single spaces.
 */
int
nseg_byline_copy(const nseg_ctx_t *ctx, const char *p, size_t n)
{
    size_t               j, k, l, blen;
    const char  *const  *list;

    if (ctx->byline == NULL) {
        return 0;
    }

    while (n > 0 && p[0] == ' ') {
        p++;
        n--;
    }

    while (n > 0 && p[n - 1] == ' ') {
        n--;
    }

    blen = strlen(ctx->byline);

    if (n == blen && strncasecmp(p, ctx->byline, n) == 0) {
        return 1;
    }

    for (j = 0; j < 2; j++) {
        list = j == 0 ? nseg_byline_prefixes : nseg_byline_sentence_prefixes;

        for (k = 0; list[k] != NULL; k++) {
            l = strlen(list[k]);

            if (n <= l || strncasecmp(p, list[k], l) != 0) {
                continue;
            }

            l += p[l] == ' ';

            if (n - l == blen && strncasecmp(p + l, ctx->byline, blen) == 0) {
                return 1;
            }
        }
    }

    return 0;
}


/*
 * The words an institution's office names itself with, which its CMS
 * puts in DC.creator or meta author for every page: "Communications and
 * Marketing", "Press Office", "Pressestelle", "Media Relations"
 */
static const char  *const nseg_byline_office_words[] = {
    "communications", "communication", "marketing", "press", "media",
    "relations", "public", "affairs", "office", "team", "department",
    "news", "information", "pr", "web", "digital", "online", "desk",
    "content", "services", "syndicate", "features",
    "corporate", "university", "external", "internal", "and", "&", "of",
    "the", "pressestelle", "presse", "kommunikation", "und",
    "\xc3\xb6" "ffentlichkeitsarbeit", "presseb\xc3\xbcro",
    "comunicaci\xc3\xb3n", "comunicazione", "comunica\xc3\xa7\xc3\xa3o",
    "prensa", "stampa", "ufficio", "gabinete", "oficina", "de", "y", "e",
    "et", NULL
};


/*
 * Whether metadata's byline names a newsroom or an office rather than
 * someone: one of nseg_byline_newsrooms, alone or before the paper's
 * name ("Redacción Ojo Crítico"), or names made of office words alone
 * ("Communications, Marketing", as "Communications and Marketing" is
 * split), with a word of capitals among them too, the site's initials
 * ("NT Online")
 */
int
nseg_byline_newsroom(const char *name)
{
    size_t       n;
    unsigned     words;
    const char  *p;

    if (nseg_word_in(name, strlen(name), nseg_byline_newsrooms) != 0) {
        return 1;
    }

    n = strcspn(name, " ");

    if (name[n] == ' ' && nseg_word_in(name, n, nseg_byline_newsrooms) != 0) {
        return 1;
    }

    words = 0;

    for (p = name; *p != '\0'; p += n) {
        while (*p == ' ' || *p == ',' || *p == ';') {
            p++;
        }

        n = strcspn(p, " ,;");

        if (n == 0) {
            continue;
        }

        if (n >= 2 && n <= NSEG_BYLINE_ACRONYM_MAX
            && strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == n)
        {
            continue;
        }

        if (!nseg_word_in(p, n, nseg_byline_office_words)) {
            return 0;
        }

        words++;
    }

    return words > 0;
}


/*
 * Whether p (n bytes) reads as a person's name: capitalised words of a
 * name, none an office's ("Newcastle University" is an affiliation) or
 * an acronym ("TV Globo", "g1 PE")
 */
int
nseg_byline_person(const char *p, size_t n)
{
    size_t       l;
    const char  *w, *e;

    e = p + n;

    if (!nseg_byline_is_name(p, e)) {
        return 0;
    }

    for (w = p; w < e; w += l) {
        while (w < e && *w == ' ') {
            w++;
        }

        for (l = 0; w + l < e && w[l] != ' '; l++) {
            /* the word */
        }

        if (l && (nseg_word_in(w, l, nseg_byline_office_words)
                  || (l >= 2 && w[0] >= 'A' && w[0] <= 'Z'
                      && w[1] >= 'A' && w[1] <= 'Z')))
        {
            return 0;
        }
    }

    return 1;
}


/* whether the byline "A, B" holds the name of n bytes at p */
int
nseg_byline_has_name(const char *byline, const char *p, size_t n)
{
    const char  *q, *e;

    for (q = byline; *q != '\0'; q = (*e == '\0') ? e : e + 2) {
        e = strstr(q, ", ");
        if (e == NULL) {
            e = q + strlen(q);
        }

        if ((size_t) (e - q) == n && strncmp(p, q, n) == 0) {
            return 1;
        }
    }

    return 0;
}


/* whether metadata gives name as one of the page's authors */
static int
nseg_byline_meta_author(const nseg_meta_t *meta, const char *name)
{
    uint32_t  k;

    for (k = 0; k < meta->n[NSEG_META_AUTHOR]; k++) {
        if (strcasecmp(meta->cand[NSEG_META_AUTHOR][k].value, name) == 0) {
            return 1;
        }
    }

    return 0;
}


/* the names of a byline, cleaned as metadata's are, in the arena; or NULL */
static const char *
nseg_byline_names(nseg_ctx_t *ctx, const char *p, size_t len)
{
    const char     *result;
    nseg_byline_t   b;

    nseg_buf_init(&b.buf, 64);
    b.names = 0;
    b.site = nseg_meta_value(ctx->meta, NSEG_META_SITE_NAME);

    /*
     * A personal site is named for its author: where metadata names the
     * site's name as an author, it is a co-author's name in the byline
     * ("By John Smith and Jane Doe" on Jane Doe's site)
     */
    if (b.site != NULL && nseg_byline_meta_author(ctx->meta, b.site)) {
        b.site = NULL;
    }

    (void) nseg_meta_split_byline(p, len, ctx->doc.lang, nseg_byline_add,
                                  &b);

    result = b.names && !b.buf.failed
             ? nseg_arena_strndup(&ctx->arena, b.buf.data, b.buf.len)
             : NULL;

    nseg_buf_free(&b.buf);

    /* "News Release 12-Nov-2025": the kind of text, no one's name */
    if (result != NULL && nseg_byline_release(result)) {
        result = NULL;
    }

    return result;
}


/*
 * A byline line's end before the date it closes with: "By Tomasz Reyes
 * Dec. 28, 2025", "By Jane Roe | 2 hours ago" end after the names.  The
 * date starts at the line's first digit or the word before it, and
 * must read as one; separators before it go too.
 */
static const char *
nseg_byline_line_undated(const char *p, const char *e)
{
    const char   *d, *w;
    nseg_date_t   date, other;

    for (d = p; d < e && !isdigit((unsigned char) *d); d++) {
        /* void */
    }

    if (d == e) {
        return e;
    }

    /* the word before the digit, a month's name ("Dec. 28") */
    for (w = d; w > p && w[-1] == ' '; w--) {
        /* void */
    }

    while (w > p && w[-1] != ' ') {
        w--;
    }

    /*
     * The parse looks for a date anywhere in its text: the word before
     * is the date's only when the date from the digit on is no date
     * ("28, 2025") or another one
     */
    if (nseg_date_parse(d, e - d, NULL, 0, &date) != NSEG_OK) {
        if (w == p || nseg_date_parse(w, e - w, NULL, 0, &date) != NSEG_OK) {
            return e;
        }

        d = w;

    } else if (w > p
               && nseg_date_parse(w, e - w, NULL, 0, &other) == NSEG_OK
               && (other.day != date.day || other.month != date.month
                   || other.year != date.year))
    {
        d = w;
    }

    /* blanks, "|", ",", "-" and "·" before the date */
    for ( ;; ) {
        if (d > p && d[-1] != '\0' && strchr(" |,-", d[-1]) != NULL) {
            d--;

        } else if (d - p >= 2 && (unsigned char) d[-2] == 0xc2
                   && (unsigned char) d[-1] == 0xb7)
        {
            d -= 2;

        } else {
            break;
        }
    }

    return d;
}


/*
 * The lines of a body's text that are a byline alone, a "By" word and
 * names ("By Dana Whitlock", "Par Luna Hamidi"): the teasers of a tag,
 * section or search page each carry one; an article has one at most,
 * which leaves its body (on the corpora no body has more than three:
 * LWN's weekly page of several articles, bondyblog.fr's related posts).
 */
unsigned
nseg_byline_lines(const char *text, size_t len)
{
    size_t       n, k, w;
    unsigned     lines;
    const char  *p, *e, *end, *q, *names;

    lines = 0;
    end = text + len;

    for (p = text; p < end; p = e + 1) {
        e = memchr(p, '\n', end - p);
        if (e == NULL) {
            e = end;
        }

        n = e - p;

        if (n < 5 || nseg_utf8_length(p, n) > NSEG_BYLINE_MAX_CHARS) {
            continue;
        }

        for (k = 0; nseg_byline_prefixes[k] != NULL; k++) {
            w = strlen(nseg_byline_prefixes[k]);

            /* the words that open a line: "By", "Par", "Von", "Door" */
            if (nseg_byline_prefixes[k][w - 1] == ' ' && w < n
                && strncasecmp(p, nseg_byline_prefixes[k], w) == 0)
            {
                break;
            }
        }

        if (nseg_byline_prefixes[k] == NULL) {
            continue;
        }

        names = nseg_byline_line_undated(p + w, e);

        /* each name of "A, B" or "A and B" reads as someone's */
        for (q = p + w; q < names; q = (q + n < names) ? q + n + k : names) {
            n = names - q;
            k = 0;

            for (w = 0; w + 2 <= (size_t) (names - q); w++) {
                if (q[w] == ',' && q[w + 1] == ' ') {
                    n = w;
                    k = 2;
                    break;
                }

                if (w + 5 <= (size_t) (names - q)
                    && strncmp(q + w, " and ", 5) == 0)
                {
                    n = w;
                    k = 5;
                    break;
                }
            }

            if (!nseg_byline_is_name(q, q + n)) {
                break;
            }
        }

        if (q >= names && names > p + w) {
            lines++;
        }
    }

    return lines;
}


int
nseg_byline_cjk(const char *byline)
{
    size_t       n, len;
    uint32_t     cp;
    const char  *p, *e;

    len = strlen(byline);

    for (p = byline, e = byline + len; p < e; p += n) {
        cp = nseg_utf8_decode(p, e - p, &n);

        /* Han, kana, Hangul syllables */
        if ((cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3040 && cp <= 0x30ff)
            || (cp >= 0xac00 && cp <= 0xd7af))
        {
            return 1;
        }
    }

    return 0;
}


int
nseg_byline_credits_other(nseg_ctx_t *ctx, const char *name)
{
    int          found;
    size_t       n, len;
    uint32_t     t, end;
    unsigned     k;
    nseg_buf_t   line;
    nseg_str_t   s;
    nseg_doc_t  *doc;
    const char  *p, *q;

    doc = &ctx->doc;

    if (ctx->byline_first == NSEG_NONE || ctx->byline_last == NSEG_NONE) {
        return 0;
    }

    /* the byline's nodes and two more: the credit may close its line */
    t = doc->nodes[ctx->byline_first].text_pos;
    end = doc->nodes[ctx->byline_last].text_pos + 2;
    len = strlen(name);
    found = 0;

    nseg_buf_init(&line, 256);

    for ( /* void */ ; t <= end && t < doc->ntexts; t++) {
        s = nseg_doc_text(doc, doc->texts[t]);
        nseg_buf_append(&line, s.text, s.len);
        nseg_buf_putc(&line, ' ');
    }

    nseg_buf_putc(&line, '\0');

    for (k = 0; !line.failed && !found && nseg_meta_other_credits[k]; k++)
    {
        n = strlen(nseg_meta_other_credits[k]);

        for (p = nseg_strcasestr(line.data, nseg_meta_other_credits[k]);
             p != NULL && !found;
             p = nseg_strcasestr(p + n, nseg_meta_other_credits[k]))
        {
            q = p + n;
            q += strspn(q, " :");
            found = strncasecmp(q, name, len) == 0
                    && !isalnum((unsigned char) q[len]);
        }
    }

    nseg_buf_free(&line);

    return found;
}


/* words of a desk's or a release's name: "Web Desk", "Press Release" */
static const char  *const nseg_byline_desk_words[] = {
    "desk", "release", "releases", NULL
};

/* the words of a release's kind: "News Release", "Press release" */
static const char  *const nseg_byline_release_words[] = {
    "news", "press", "media", "release", NULL
};


static int
nseg_byline_release(const char *byline)
{
    size_t       n;
    const char  *p;

    if (nseg_strcasestr(byline, "release") == NULL) {
        return 0;
    }

    for (p = byline; *p != '\0'; p += n) {
        p += strspn(p, " ");
        n = strcspn(p, " ");

        if (n && !nseg_word_in(p, n, nseg_byline_release_words)) {
            return 0;
        }
    }

    return 1;
}


int
nseg_byline_people_over(const char *shown, const char *org)
{
    size_t       n, o;
    const char  *p;

    /* "From Reuters" under JSON-LD's Reuters names the same one */
    o = strlen(org);

    for (p = nseg_strcasestr(shown, org); p != NULL;
         p = nseg_strcasestr(p + 1, org))
    {
        /* a word of it: "AP" is none of "Sarah Kaplan" */
        if ((p == shown || !isalnum((unsigned char) p[-1]))
            && !isalnum((unsigned char) p[o]))
        {
            return 0;
        }
    }

    /* "Die Redaktion", "News Desk": a newsroom, however capitalised */
    if (nseg_byline_newsroom(shown)) {
        return 0;
    }

    for (p = shown; *p != '\0'; p += n) {
        p += strspn(p, " ,");
        n = strcspn(p, " ,");

        if (n && (nseg_word_in(p, n, nseg_byline_newsrooms)
                  || nseg_word_in(p, n, nseg_byline_desk_words)))
        {
            return 0;
        }
    }

    return nseg_byline_all_names(shown) || nseg_byline_cjk(shown);
}
