
/*
 * nce.c - relevant content detection (Cardoso et al., thesis §3.4.1).
 *
 * A separator node u is the closest ancestor of a long leaf L that is
 * not a <p>, holds at least beta2 characters, and has at most one big
 * (more than beta3 characters) low-link-density (below beta1) sibling.
 * Pages have many long leaves and the paper does not say which one
 * decides; every long leaf votes for its separator with its length and
 * the separator with most votes wins.  The relevant content is the
 * forest of u's children with link density at most beta4, minus comment
 * sections found through the LCS graph of similar nearby subtrees.
 *
 * One addition to the paper, measured on the corpora: inside the forest,
 * blocks with link density over inner_ld and at least inner_min
 * characters (related-link lists, tag clouds, share bars inside the
 * article element) are dropped as well.
 *
 * Parameter values: chosen by a grid search of body shingle F1 with
 * extra-site folds over readability + newspaper4k + trafilatura-dev
 * (`newsseg --nce ... eval`); see docs/design.md, "Relevant content".
 */


#include <string.h>

#include "nce.h"
#include "utf8.h"


nseg_nce_params_t  nseg_nce_params = {
    .alpha1 = 20,
    .alpha2 = 600,
    .beta1 = 0.3,
    .beta2 = 300,
    .beta3 = 60,
    .beta4 = 0.5,
    .beta5 = 2,
    .beta6 = 0.9,
    .inner_ld = 0.6,
    .inner_min = 20,
    .climb = 0.3,
    .min_texts = 3
};


#define NSEG_LCS_MAX             512        /* code points compared */
#define NSEG_LCS_WORDS           (NSEG_LCS_MAX / 64)
#define NSEG_LCS_HASH            1024       /* > NSEG_LCS_MAX: never full */

/* what a paywall's preview adds to its parent is this much long text */
#define NSEG_NCE_PREVIEW_TEXT    0.8

#define nseg_lcs_hash(c)         (((c) * 2654435761u) >> 22)


static uint32_t nseg_nce_separator(nseg_doc_t *doc,
    const nseg_nce_params_t *p, const uint8_t *names);
static const char *nseg_nce_lower_camel(const char *v, char *buf);
static void nseg_nce_names(const nseg_doc_t *doc, uint32_t i,
    const char *v[3]);
static int nseg_nce_boilerplate_name(nseg_doc_t *doc, uint32_t i);
static void nseg_nce_unname_paywalled(char *lower);
static void nseg_nce_unname_paid(const nseg_doc_t *doc, char *lower);
static void nseg_nce_unname_terms(char *lower);
static int nseg_nce_paid_part(const nseg_doc_t *doc, uint32_t i);
static void nseg_nce_forest(nseg_doc_t *doc, const nseg_nce_params_t *p,
    uint32_t u, const uint8_t *names);
static uint32_t nseg_nce_comments(nseg_doc_t *doc,
    const nseg_nce_params_t *p);
static size_t nseg_lcs(const uint32_t *a, size_t alen, const uint32_t *b,
    size_t blen);


static double
nseg_link_density(const nseg_node_t *nd)
{
    return nd->chars ? (double) nd->link_chars / nd->chars : 0.0;
}


int
nseg_nce_run(nseg_doc_t *doc, const nseg_nce_params_t *params,
    nseg_nce_t *nce)
{
    uint8_t      *names;
    uint32_t      i, u, cut;
    nseg_node_t  *nd;

    if (params == NULL) {
        params = &nseg_nce_params;
    }

    nce->separator = NSEG_NONE;
    nce->first_text = NSEG_NONE;
    nce->last_text = NSEG_NONE;
    nce->relevant = 0;
    nce->comments = NSEG_NONE;
    nce->names = NULL;

    /* each element's boilerplate name, found once for both passes */
    names = nseg_arena_alloc(doc->arena, doc->n);
    if (names == NULL) {
        return NSEG_DECLINED;
    }

    for (i = 0; i < doc->n; i++) {
        names[i] = (uint8_t) nseg_nce_boilerplate_name(doc, i);
    }

    nce->names = names;

    u = nseg_nce_separator(doc, params, names);
    nce->separator = u;

    if (u == NSEG_NONE) {
        /* the paper: without a separator the whole tree is relevant */
        u = doc->body ? doc->body : 0;

        for (i = u; i < doc->nodes[u].end; i++) {
            doc->nodes[i].relevant = !doc->nodes[i].hidden;
        }

    } else {
        nseg_nce_forest(doc, params, u, names);
    }

    cut = nseg_nce_comments(doc, params);
    nce->comments = cut;

    if (cut != NSEG_NONE) {
        for (i = cut; i < doc->n; i++) {
            doc->nodes[i].relevant = 0;
        }
    }

    for (i = 0; i < doc->ntexts; i++) {
        nd = &doc->nodes[doc->texts[i]];

        if (!nd->relevant) {
            continue;
        }

        if (nce->first_text == NSEG_NONE) {
            nce->first_text = i;
        }

        nce->last_text = i;
        nce->relevant++;
    }

    return nce->relevant ? NSEG_OK : NSEG_DECLINED;
}


static uint32_t
nseg_nce_separator(nseg_doc_t *doc, const nseg_nce_params_t *p,
    const uint8_t *names)
{
    uint8_t      *bp;
    uint32_t      i, t, u, best, c, *big, *votes;
    uint64_t      total;
    nseg_node_t  *nd, *un;

    /* big[i]: children of i that are big, low link-density subtrees */
    big = nseg_arena_calloc(doc->arena, doc->n * sizeof(uint32_t));
    votes = nseg_arena_calloc(doc->arena, doc->n * sizeof(uint32_t));
    bp = nseg_arena_calloc(doc->arena, doc->n);
    if (big == NULL || votes == NULL || bp == NULL) {
        return NSEG_NONE;
    }

    /*
     * bp[i]: i is inside a container named as comments.  Its long
     * leaves do not vote: a long comment thread would otherwise outvote
     * a short article and become the separator, and the forest below it
     * is then dropped whole by the same names.  (Only comment names:
     * "share" or "social" also name wrappers of whole articles, which
     * then lost their votes; measured on the corpora.)
     */
    for (i = 0; i < doc->n; i++) {
        nd = &doc->nodes[i];

        if (nd->parent != NSEG_NONE && bp[nd->parent]) {
            bp[i] = 1;

        } else if (nd->kind == NSEG_NODE_ELEMENT) {
            bp[i] = names[i] == NSEG_NCE_NAME_COMMENT;
        }
    }

    for (i = 1; i < doc->n; i++) {
        nd = &doc->nodes[i];

        if (nd->parent != NSEG_NONE && !nd->hidden
            && nd->chars > p->beta3 && nseg_link_density(nd) < p->beta1)
        {
            big[nd->parent]++;
        }
    }

    for (t = 0; t < doc->ntexts; t++) {
        i = doc->texts[t];
        nd = &doc->nodes[i];

        if (nd->chars < p->beta3 || nd->in_link || nd->hidden || bp[i]) {
            continue;
        }

        /* the closest ancestor of the long leaf meeting the conditions */
        for (u = nd->parent; u != NSEG_NONE; u = un->parent) {
            un = &doc->nodes[u];

            if (un->tag == NSEG_TAG_P || un->chars < p->beta2
                || un->hidden)
            {
                continue;
            }

            if (un->parent == NSEG_NONE) {
                break;
            }

            c = big[un->parent];

            if (un->chars > p->beta3 && nseg_link_density(un) < p->beta1) {
                c--;        /* u itself is not its own sibling */
            }

            if (c <= 1) {
                break;
            }
        }

        if (u != NSEG_NONE) {
            votes[u] += nd->chars;
        }
    }

    best = NSEG_NONE;
    total = 0;

    for (i = 0; i < doc->n; i++) {
        total += votes[i];

        if (votes[i] && (best == NSEG_NONE || votes[i] > votes[best])) {
            best = i;
        }
    }

    if (best == NSEG_NONE) {
        return NSEG_NONE;
    }

    /*
     * An article split over sibling blocks (intro, sub-headed sections)
     * gives each block its own separator; climb to an ancestor that
     * gathers at least a climb share of all votes more than the best.
     * Wrappers that add no votes (section > div.text > p, one per
     * block) are passed through; a step that adds some votes, but not
     * enough, ends the climb, and so does a link-heavy node on the way
     * (over beta4: the forest would drop it, the article with it).
     * A paywall's split climbs on less: the rest of the story in a block
     * named for subscribers, its first paragraphs in the block before
     * (nseg_nce_paid_part), all the parent adds being their long text.
     * votes[] becomes the votes of a subtree, summed in reverse
     * pre-order.
     */
    for (i = doc->n; i-- > 1; ) {
        if (doc->nodes[i].parent != NSEG_NONE) {
            votes[doc->nodes[i].parent] += votes[i];
        }
    }

    for (u = best; doc->nodes[u].parent != NSEG_NONE; u = un->parent) {
        un = &doc->nodes[u];

        if (nseg_link_density(un) > p->beta4) {
            break;
        }

        if ((double) votes[un->parent] - votes[best] >= p->climb * total
            || (votes[un->parent] > votes[best]
                && nseg_nce_paid_part(doc, best)
                && (double) (votes[un->parent] - votes[best])
                   >= NSEG_NCE_PREVIEW_TEXT
                      * (doc->nodes[un->parent].chars
                         - doc->nodes[best].chars)))
        {
            best = un->parent;
            continue;
        }

        if (votes[un->parent] != votes[u]) {
            break;
        }
    }

    return best;
}


/*
 * Whether element i is the part of a story a paywall keeps for
 * subscribers, by a word of its class or id: TownNews BLOX (some two
 * thousand local papers) splits the article into "subscriber-preview"
 * and "subscriber-only", others name the second "premium-content" or
 * "paid-content".  Its first paragraphs sit in the block before it, a
 * fifth of the story or less, too little for the climb's share.
 */
static int
nseg_nce_paid_part(const nseg_doc_t *doc, uint32_t i)
{
    static const char  *const attrs[] = { "class", "id", NULL };
    static const char  *const names[] = {
        "subscriber-only", "subscribers-only", "premium-content",
        "paid-content", "locked-content", NULL
    };

    return doc->nodes[i].kind == NSEG_NODE_ELEMENT
           && doc->nodes[i].nattrs != 0
           && nseg_doc_attr_words(doc, i, attrs, names);
}


/*
 * Not in the paper: containers whose class or id names them comments,
 * sharing, related links, newsletters or paywalls are boilerplate
 * wherever they sit.  Content management systems name them in English
 * whatever the page's language, so this stays language-independent in
 * practice.  Measured on the corpora (docs/design.md).  The first
 * NSEG_NCE_COMMENT_NAMES name comment sections (an obituary's guest
 * book is its comments).
 */
static const char  *const nseg_boilerplate_names[] = {
    "comment", "disqus", "respond", "kommentar", "comentario",
    "commentaire", "guestbook", "related", "newsletter", "paywall", "share",
    "social", "sponsor", "advert", "disclosure", "disclaimer", "affiliate",
    "republish", "republication", "forum", NULL
};

/*
 * Cookie banners and consent boxes: "cookie" with a word of consent in
 * the same class or id ("cookie-notice", "BorlabsCookieBox",
 * "widget_eu_cookie_law_widget"), not "cookie" alone, which names a
 * recipe's section ("cookie-dough") or a post's tag ("tag-cookies").
 */
static const char  *const nseg_consent_names[] = {
    "consent", "notice", "banner", "policy", "popup", "overlay", "message",
    "accept", "setting", "preference", "dialog", "borlabs", NULL
};

/* short ones only as words: "cookie-bar", not a recipe's "cookie-bars" */
static const char  *const nseg_consent_words[] = {
    "law", "box", "bar", "bot", "hint", "info", "layer", "modal", "alert",
    NULL
};

/*
 * Later, WordPress's own names, matched as words of the class or id
 * (a substring would take "subscriber-only" articles and Jetpack's
 * "jetpack-lazy-image" photos): the post's footer line, Jetpack's
 * subscription and likes widgets, sign-up forms.  And "promo": an app's,
 * a newsletter's, a subscription's box in or after the text ("app-promo",
 * "promo-box", CSS modules' "Promo_box__Wk4Tt"); as a substring it named
 * Drupal's promoted articles ("node-promoted") too.  And "consent": the
 * placeholder of an embed the reader has not agreed to load ("a-embed
 * --consent", heise: "Mit Ihrer Zustimmung wird hier ein externer Inhalt
 * geladen"), besides the consent boxes of cookie banners and forms.
 * And the footers of a site
 * or a print view by their full names ("print-footer": "This copy is
 * for your personal, non-commercial use only ..."); "footer" alone names
 * article footers too, which hold the story on some sites (hertie-
 * school.org), and "main-footer" changed such a page as well.
 */
static const char  *const nseg_boilerplate_words[] = {
    "entry-utility", "entry-footer", "postmetadata", "jetpack_subscription",
    "likes", "subscribe", "author-bio", "author-box", "authorbox",
    "about-author", "author-info", "author-description", "author-details",
    "author-about", "author-card", "authorcard", "textwidget", "widget_text",
    "widget-area", "promo", "consent", "site-footer", "page-footer",
    "print-footer", "global-footer", "cta", "signup",
    "tradingview-widget-copyright", NULL
};

/*
 * What the site leaves out of its own printout ("hidden-print",
 * Bootstrap's "d-print-none", MediaWiki's "noprint"): teasers, a
 * donation appeal, a comment form, "[citation needed]".  Not a
 * <footer>: the site's footer is NCE's to find, and naming hertie-
 * school.org's "main-footer is-hidden-print" declined its short story.
 */
static const char  *const nseg_noprint_words[] = {
    "hidden-print", "d-print-none", "no-print", "noprint", "hide-print",
    "hide-for-print", "print-hide", "print-hidden", "not-print",
    "donotprint", NULL
};

/*
 * Joomla's list of the article's details, "<dl class="article-info">
 * Details / Category: News / Hits: 1843"; only as a <dl>: other sites
 * name their headline's wrapper "article-info" too.
 */
static const char  *const nseg_boilerplate_lists[] = {
    "article-info", NULL
};

#define NSEG_NCE_COMMENT_NAMES   7

/*
 * Sites built from components whose classes are hashes ("css-1nq3ol1",
 * "wpds-c-dMhRaL", "hyperion-css-1mdkwcz") name their parts in data
 * attributes for tests and analytics instead: "data-qa" (the Washington
 * Post's and SCMP's InlineNewsletter, author-bio, RelatedArticles),
 * "data-testid" (NYT's inline-newsletter), "data-component" (ABC's
 * RelatedStories), "data-area" (Spiegel's related_articles,
 * paywall_teaser).  The first of them an element has is read as its
 * class is.
 */
static const char  *const nseg_nce_data_attrs[] = {
    "data-qa", "data-testid", "data-test-id", "data-test", "data-component",
    "data-component-name", "data-area", NULL
};


/*
 * Whether a class token of n bytes is a donation box's: "donate",
 * "donation" or CSS modules' "donates" alone or before a box's word
 * ("donate-box", "donation-nudge", "donationinfo", "donatesteaser-
 * module_root__v1bxn"); not "donations" (the story's "donations-table")
 * nor a story's "donate-story"
 */
static const char  *const nseg_nce_donate_stems[] = {
    "donation", "donates", "donate", NULL
};

static const char  *const nseg_nce_donate_boxes[] = {
    "box", "cta", "nudge", "form", "banner", "teaser", "info", "widget",
    "block", "button", "btn", "module", "promo", "appeal", "ask", "wrap",
    "container", "callout", "bar", "inline", NULL
};

static int
nseg_nce_donate_box(const char *p, size_t n)
{
    size_t    s, b;
    unsigned  k, j;

    for (k = 0; nseg_nce_donate_stems[k] != NULL; k++) {
        s = strlen(nseg_nce_donate_stems[k]);

        if (n < s || strncmp(p, nseg_nce_donate_stems[k], s) != 0) {
            continue;
        }

        if (n == s) {
            return k != 1;              /* "donates" alone is a verb */
        }

        /* the box's word, after a dash or an underscore or not */
        if (p[s] == '-' || p[s] == '_') {
            s++;
        }

        for (j = 0; nseg_nce_donate_boxes[j] != NULL; j++) {
            b = strlen(nseg_nce_donate_boxes[j]);

            if (n - s >= b
                && strncmp(p + s, nseg_nce_donate_boxes[j], b) == 0)
            {
                return 1;
            }
        }

        return 0;
    }

    return 0;
}


/*
 * A donation appeal inside the story: a class or id that is "donate"
 * (nachtkritik.de) or ends in it, Newspack's block
 * ("wp-block-newspack-blocks-donate") on its nonprofit newsrooms, SNO's
 * "sno-story-donate" on student papers; or a donation box's name
 * (nseg_nce_donate_box), also after a block's name and a dash
 * ("artp-donationmodule", "promodonate": Brightspot's camel case); not
 * "donate" within other names, a post's tag ("tag-donate-blood").
 */
static int
nseg_nce_donate_name(const char *lower)
{
    size_t       n, k;
    const char  *p;

    /* every element's class and id come here: most have no "donat" */
    if (strstr(lower, "donat") == NULL) {
        return 0;
    }

    for (p = lower; *p != '\0'; p += n) {
        p += strspn(p, " \t\r\n");
        n = strcspn(p, " \t\r\n");

        if (nseg_nce_donate_box(p, n)
            || (n > 7 && strncmp(p + n - 6, "donate", 6) == 0
                && (p[n - 7] == '-' || p[n - 7] == '_'
                    || strncmp(p, "promo", 5) == 0)))
        {
            return 1;
        }

        /*
         * a box's name after the block's: Brightspot's camel case,
         * lowered, "ArtP-donationModule"
         */
        for (k = 1; k + 8 < n; k++) {
            if ((p[k - 1] == '-' || p[k - 1] == '_')
                && nseg_nce_donate_box(p + k, n - k))
            {
                return 1;
            }
        }
    }

    return 0;
}


/*
 * A "follow us" box or button: a class or id that is "follow" or ends in
 * it ("nd-follow": "Sigue a ... en Google Noticias"), or a follow-us,
 * follow-button ("author-info__follow-button", LinkedIn's "Follow"),
 * follow-box, follow-bar or follow-links; not "follow-up" (an update to
 * the story) nor a script's "js-follow-scroll"
 */
static const char  *const nseg_nce_follow_names[] = {
    "follow-us", "followus", "follow_us", "follow-button", "follow-btn",
    "follow-box", "follow-bar", "follow-links", NULL
};

static int
nseg_nce_follow_name(const char *lower)
{
    size_t       n;
    const char  *p;

    if (strstr(lower, "follow") == NULL) {
        return 0;
    }

    if (nseg_doc_find_name(lower, nseg_nce_follow_names, 0)) {
        return 1;
    }

    for (p = lower; *p != '\0'; p += n) {
        p += strspn(p, " \t\r\n");
        n = strcspn(p, " \t\r\n");

        if ((n == 6 && strncmp(p, "follow", 6) == 0)
            || (n > 7 && strncmp(p + n - 6, "follow", 6) == 0
                && (p[n - 7] == '-' || p[n - 7] == '_')))
        {
            return 1;
        }
    }

    return 0;
}


/*
 * A class or id with "cookie" and a word of consent in the same value,
 * or that is "cookie" or "cookies" alone (id="cookies" on a consent bar)
 */
static int
nseg_nce_cookie_name(const char *lower)
{
    return strstr(lower, "cookie") != NULL
           && (nseg_doc_find_name(lower, nseg_consent_names, 0)
               || nseg_doc_find_name(lower, nseg_consent_words, 1)
               || strcmp(lower, "cookie") == 0
               || strcmp(lower, "cookies") == 0);
}


/*
 * The classes JSON-LD's hasPart names as the story's part for
 * subscribers (meta.c: Google's example calls it "paywall", and so do
 * many sites, "article-paywall", "post-paywall") are blanked in the
 * lower-cased class: that element is the story, not the paywall's box.
 */
static void
nseg_nce_unname_paid(const nseg_doc_t *doc, char *lower)
{
    char        *p;
    size_t       n;
    const char  *t;

    for (p = lower; *p != '\0'; p += n) {
        p += strspn(p, " \t\r\n\f");
        n = strcspn(p, " \t\r\n\f");

        if (n == 0) {
            break;
        }

        /* doc->paid_classes has each class between spaces */
        for (t = doc->paid_classes; (t = strchr(t, ' ')) != NULL; t++) {
            if (strncmp(t + 1, p, n) == 0 && t[n + 1] == ' ') {
                memset(p, '_', n);
                break;
            }
        }
    }
}


/*
 * "paywalled" names what is behind the paywall, the story itself
 * (SCMP's and ladiaria.com.uy's "paywalled-content", "is-paywalled"),
 * not the paywall's box: it is blanked in the lower-cased copy, so that
 * "paywall" and the other names are sought in the rest
 */
static void
nseg_nce_unname_paywalled(char *lower)
{
    char  *p;

    for (p = strstr(lower, "paywalled"); p != NULL;
         p = strstr(p + sizeof("paywalled") - 1, "paywalled"))
    {
        memset(p, '_', sizeof("paywalled") - 1);
    }
}


/*
 * WordPress's post_class() names the post's tags and categories in its
 * wrapper's class ("tag-promo", "category-sponsored", "tag-comment"):
 * they say what the story is about, not what the box is, and are blanked
 * out of the lower-cased value
 */
static void
nseg_nce_unname_terms(char *lower)
{
    size_t  n;
    char   *p;

    /* every element's class comes here: most name no term */
    if (strstr(lower, "tag-") == NULL && strstr(lower, "category-") == NULL)
    {
        return;
    }

    for (p = lower; *p != '\0'; p += n) {
        p += strspn(p, " \t\r\n");
        n = strcspn(p, " \t\r\n");

        if ((n > 4 && strncmp(p, "tag-", 4) == 0)
            || (n > 9 && strncmp(p, "category-", 9) == 0))
        {
            memset(p, '_', n);
        }
    }
}


/*
 * Element i's class, id and the first of nseg_nce_data_attrs it has, in
 * one pass over its attributes: this runs for every element, and a
 * lookup for each of the eight names cost 2% of the pipeline's
 * instructions (callgrind, Readability's 130 pages).
 */
static void
nseg_nce_names(const nseg_doc_t *doc, uint32_t i, const char *v[3])
{
    unsigned            k, best;
    uint32_t            a, end;
    const char         *name;
    const nseg_node_t  *nd;

    v[0] = NULL;
    v[1] = NULL;
    v[2] = NULL;
    best = (unsigned) -1;

    nd = &doc->nodes[i];

    /* the HTML parser lower-cases attribute names */
    for (a = nd->attrs, end = nd->attrs + nd->nattrs; a < end; a++) {
        name = doc->attrs[a].name;

        if (strcmp(name, "class") == 0) {
            if (v[0] == NULL) {
                v[0] = doc->attrs[a].value;
            }

        } else if (strcmp(name, "id") == 0) {
            if (v[1] == NULL) {
                v[1] = doc->attrs[a].value;
            }

        } else if (strncmp(name, "data-", 5) == 0) {
            for (k = 0; nseg_nce_data_attrs[k] != NULL && k < best; k++) {
                if (strcmp(name, nseg_nce_data_attrs[k]) == 0) {
                    best = k;
                    v[2] = doc->attrs[a].value;
                    break;
                }
            }
        }
    }
}


/*
 * A data attribute's name lower-cased, its camel case's words set apart
 * by dashes, so that they are words: data-test="inArticlePromo" is
 * "in-article-promo" (Haaretz's box in the story), "AuthorCard"
 * "author-card".  buf holds NSEG_DOC_NAME_MAX bytes.
 */
static const char *
nseg_nce_lower_camel(const char *v, char *buf)
{
    size_t  i, n;

    for (i = 0, n = 0; v[i] != '\0' && n < NSEG_DOC_NAME_MAX - 2; i++) {
        if (i > 0 && v[i] >= 'A' && v[i] <= 'Z'
            && ((v[i - 1] >= 'a' && v[i - 1] <= 'z')
                || (v[i - 1] >= '0' && v[i - 1] <= '9')))
        {
            buf[n++] = '-';
        }

        buf[n++] = (char) (v[i] >= 'A' && v[i] <= 'Z' ? v[i] + 32 : v[i]);
    }

    buf[n] = '\0';

    return buf;
}


/*
 * A paragraph is judged by its class for a notice alone: a disclosure,
 * a disclaimer, an affiliate note ("<p class="disclosure">This post may
 * contain affiliate links.</p>", at a recipe's head, a review's
 * "AffiliateNote"; not "affiliate-link-text"); other names on a
 * paragraph ("lead", "intro", a CMS's "share-text") say less than the
 * words of a box do
 */
static const char  *const nseg_nce_notice_names[] = {
    "disclosure", "disclaimer", "affiliatenote", "affiliate-note",
    "affiliate_note", NULL
};

static int
nseg_nce_notice_paragraph(nseg_doc_t *doc, uint32_t i)
{
    char         lower[NSEG_DOC_NAME_MAX];
    const char  *v;

    /* most paragraphs' classes hold none: "isc" and "ffil" first (not
     * "affiliate-link-text", a paragraph of the story with a link) */
    v = nseg_doc_attr(doc, i, "class");
    if (v == NULL || (nseg_strcasestr(v, "isc") == NULL
                      && nseg_strcasestr(v, "ffil") == NULL))
    {
        return 0;
    }

    v = nseg_doc_lower(v, lower);

    return nseg_doc_find_name(v, nseg_nce_notice_names, 0)
           ? NSEG_NCE_NAME_OTHER : 0;
}


/*
 * NSEG_NCE_NAME_COMMENT, NSEG_NCE_NAME_OTHER or 0 (not boilerplate).
 * The class and id are lower-cased once for all the lists: this runs
 * for every element.
 */
static int
nseg_nce_boilerplate_name(nseg_doc_t *doc, uint32_t i)
{
    char          lower[3][NSEG_DOC_NAME_MAX];
    unsigned      a, k;
    const char   *v[3];
    nseg_node_t  *nd;

    nd = &doc->nodes[i];

    if (nd->kind == NSEG_NODE_ELEMENT && nd->tag == NSEG_TAG_P
        && nd->nattrs != 0)
    {
        return nseg_nce_notice_paragraph(doc, i);
    }

    if (nd->kind != NSEG_NODE_ELEMENT || nd->nattrs == 0
        || nseg_tag_is(nd->tag, NSEG_TAG_HEADING)
        || nd->tag == NSEG_TAG_P || nd->tag == NSEG_TAG_BODY
        || nd->tag == NSEG_TAG_HTML || nd->tag == NSEG_TAG_ARTICLE
        || nd->tag == NSEG_TAG_MAIN)
    {
        return 0;
    }

    nseg_nce_names(doc, i, v);

    for (a = 0; a < 2; a++) {
        if (v[a] != NULL) {
            v[a] = nseg_doc_lower(v[a], lower[a]);
        }
    }

    if (v[2] != NULL) {
        v[2] = nseg_nce_lower_camel(v[2], lower[2]);
    }

    /* the names in the class, the id, the data name; then the words */
    for (a = 0; a < 3; a++) {
        if (v[a] != NULL) {
            nseg_nce_unname_paywalled(lower[a]);
            nseg_nce_unname_terms(lower[a]);

            if (a == 0 && doc->paid_classes != NULL) {
                nseg_nce_unname_paid(doc, lower[a]);
            }
        }

        if (v[a] != NULL
            && (k = nseg_doc_find_name(v[a], nseg_boilerplate_names, 0)))
        {
            return k - 1 < NSEG_NCE_COMMENT_NAMES ? NSEG_NCE_NAME_COMMENT
                                                  : NSEG_NCE_NAME_OTHER;
        }
    }

    for (a = 0; a < 3; a++) {
        if (v[a] != NULL
            && (nseg_nce_cookie_name(v[a]) || nseg_nce_donate_name(v[a])
                || nseg_nce_follow_name(v[a])
                || nseg_doc_find_name(v[a], nseg_boilerplate_words, 1)))
        {
            return NSEG_NCE_NAME_OTHER;
        }
    }

    /* each of them says "print": one search for most classes */
    if (v[0] != NULL && nd->tag != NSEG_TAG_FOOTER
        && strstr(v[0], "print") != NULL
        && nseg_doc_find_name(v[0], nseg_noprint_words, 1))
    {
        return NSEG_NCE_NAME_OTHER;
    }

    if (nd->tag == NSEG_TAG_DL && v[0] != NULL
        && nseg_doc_find_name(v[0], nseg_boilerplate_lists, 1))
    {
        return NSEG_NCE_NAME_OTHER;
    }

    return 0;
}


static void
nseg_nce_forest(nseg_doc_t *doc, const nseg_nce_params_t *p, uint32_t u,
    const uint8_t *names)
{
    uint32_t      c, i, end;
    nseg_node_t  *nd, *cn;

    for (c = u + 1; c < doc->nodes[u].end && c != NSEG_NONE;
         c = doc->nodes[c].next)
    {
        cn = &doc->nodes[c];

        if (cn->hidden || nseg_link_density(cn) > p->beta4) {
            continue;
        }

        end = cn->end;

        for (i = c; i < end; i++) {
            nd = &doc->nodes[i];

            if (nd->hidden) {
                continue;
            }

            /* link lists nested in the article are navigation too */
            /* (blocks only: a long link inside a paragraph is text) */
            if (nd->kind == NSEG_NODE_ELEMENT
                && ((i != c && nd->chars >= p->inner_min
                     && nseg_tag_is(nd->tag, NSEG_TAG_BLOCK)
                     && nseg_link_density(nd) > p->inner_ld)
                    || names[i]))
            {
                i = nd->end - 1;
                continue;
            }

            nd->relevant = 1;
        }
    }
}


static uint32_t
nseg_find(uint32_t *parent, uint32_t x)
{
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];
        x = parent[x];
    }

    return x;
}


static uint32_t
nseg_nce_comments(nseg_doc_t *doc, const nseg_nce_params_t *p)
{
    size_t        step, *ncps;
    unsigned      figure;
    uint32_t      i, j, k, n, ri, rj, z, a, *list, *uf, *size, cut, texts_in;
    uint32_t    **cps;
    nseg_str_t    text;
    nseg_node_t  *nd;

    list = nseg_arena_alloc(doc->arena, doc->n * sizeof(uint32_t));
    if (list == NULL) {
        return NSEG_NONE;
    }

    /* depth-first over the forest: maximal subtrees of moderate size */
    n = 0;

    for (i = 0; i < doc->n; i++) {
        nd = &doc->nodes[i];

        if (!nd->relevant || nd->kind != NSEG_NODE_ELEMENT) {
            continue;
        }

        if (nd->chars >= p->alpha1 && nd->chars <= p->alpha2) {
            /*
             * A comment is a small structure (author, time, text): a
             * lone paragraph or caption is never one, and repeated
             * captions would otherwise cut the article.  Nor is a
             * figure: photos with the same credit line (and a caption,
             * three texts) are alike through the article.
             */
            texts_in = 0;
            figure = 0;

            for (k = i; k < nd->end; k++) {
                texts_in += doc->nodes[k].kind == NSEG_NODE_TEXT
                            && doc->nodes[k].chars > 0;
                figure |= doc->nodes[k].kind == NSEG_NODE_ELEMENT
                          && (doc->nodes[k].tag == NSEG_TAG_FIGURE
                              || doc->nodes[k].tag == NSEG_TAG_FIGCAPTION);
            }

            if (texts_in >= p->min_texts && !figure) {
                list[n++] = i;
            }

            i = nd->end - 1;
        }
    }

    if (n < 3) {
        return NSEG_NONE;
    }

    cps = nseg_arena_alloc(doc->arena, n * sizeof(uint32_t *));
    ncps = nseg_arena_alloc(doc->arena, n * sizeof(size_t));
    uf = nseg_arena_alloc(doc->arena, 2 * n * sizeof(uint32_t));
    if (cps == NULL || ncps == NULL || uf == NULL) {
        return NSEG_NONE;
    }

    size = uf + n;

    /* the first NSEG_LCS_MAX code points of each text */
    for (i = 0; i < n; i++) {
        text = nseg_doc_text(doc, list[i]);

        cps[i] = nseg_arena_alloc(doc->arena,
                                  (text.len < NSEG_LCS_MAX ? text.len + 1
                                                           : NSEG_LCS_MAX)
                                  * sizeof(uint32_t));
        if (cps[i] == NULL) {
            return NSEG_NONE;
        }

        ncps[i] = 0;

        for (k = 0; k < text.len && ncps[i] < NSEG_LCS_MAX; k += step) {
            cps[i][ncps[i]++] = nseg_utf8_decode(text.text + k,
                                                 text.len - k, &step);
        }

        uf[i] = i;
        size[i] = 1;
    }

    for (j = 1; j < n; j++) {
        for (i = j > p->beta5 ? j - p->beta5 : 0; i < j; i++) {
            size_t  lcs, la, lb, m;

            la = ncps[i];
            lb = ncps[j];
            /*
             * The thesis divides by the smaller text, but a short text is
             * a subsequence of almost any long paragraph; comments are
             * subtrees of similar size, so divide by the larger one.
             */
            m = la > lb ? la : lb;

            if (la == 0 || lb == 0) {
                continue;
            }

            lcs = nseg_lcs(cps[i], la, cps[j], lb);

            if ((double) lcs < p->beta6 * (double) m) {
                continue;
            }

            ri = nseg_find(uf, i);
            rj = nseg_find(uf, j);

            if (ri == rj) {
                continue;
            }

            uf[rj] = ri;
            size[ri] += size[rj];

            if (size[ri] < 3) {
                continue;
            }

            /* lowest common ancestor of the component's members */
            z = NSEG_NONE;

            for (k = 0; k <= j; k++) {
                if (nseg_find(uf, k) != ri) {
                    continue;
                }

                if (z == NSEG_NONE) {
                    z = list[k];
                    continue;
                }

                a = list[k];
                while (!(z <= a && a < doc->nodes[z].end)) {
                    z = doc->nodes[z].parent;
                }
            }

            /*
             * Remove z and all after it; when z is not itself relevant
             * (the component spans the forest) cut from its first member.
             */
            cut = z;

            if (z == NSEG_NONE || !doc->nodes[z].relevant) {
                for (k = 0; k <= j; k++) {
                    if (nseg_find(uf, k) == ri) {
                        cut = list[k];
                        break;
                    }
                }
            }

            return cut;
        }
    }

    return NSEG_NONE;
}


/*
 * Length of the longest common subsequence of two code point strings of
 * at most NSEG_LCS_MAX characters: the bit-parallel algorithm of Allison
 * and Dix (1986), O(|a| |b| / 64).  Code points, not bytes: in UTF-8,
 * two unrelated texts of a non-Latin script (Burmese, Bengali, CJK)
 * share most of their bytes, the lead bytes of the script's block (0.6
 * to 0.7 of them against 0.15 of the characters), so a shared phrase
 * was enough to pass beta6.  The masks of a's characters are found
 * through a small open-addressing table.
 */
static size_t
nseg_lcs(const uint32_t *a, size_t alen, const uint32_t *b, size_t blen)
{
    size_t     i, w, h, words, zeros, nmasks;
    uint16_t   slot[NSEG_LCS_HASH];
    uint32_t   key[NSEG_LCS_HASH], c;
    uint64_t   v[NSEG_LCS_WORDS], u, sum, carry, x, *m;
    uint64_t   masks[NSEG_LCS_MAX][NSEG_LCS_WORDS];

    words = (alen + 63) / 64;
    nmasks = 0;

    memset(slot, 0, sizeof(slot));

    for (i = 0; i < alen; i++) {
        c = a[i];

        for (h = nseg_lcs_hash(c); slot[h] && key[h] != c;
             h = (h + 1) % NSEG_LCS_HASH)
        {
            /* void */
        }

        if (slot[h] == 0) {
            key[h] = c;
            slot[h] = (uint16_t) ++nmasks;
            memset(masks[nmasks - 1], 0, sizeof(masks[0]));
        }

        masks[slot[h] - 1][i / 64] |= (uint64_t) 1 << (i % 64);
    }

    for (w = 0; w < words; w++) {
        v[w] = ~(uint64_t) 0;
    }

    for (i = 0; i < blen; i++) {
        c = b[i];

        for (h = nseg_lcs_hash(c); slot[h] && key[h] != c;
             h = (h + 1) % NSEG_LCS_HASH)
        {
            /* void */
        }

        if (slot[h] == 0) {
            continue;
        }

        m = masks[slot[h] - 1];
        carry = 0;

        for (w = 0; w < words; w++) {
            u = v[w] & m[w];
            sum = v[w] + u;
            x = sum + carry;
            carry = (sum < v[w]) || (x < sum);
            v[w] = x | (v[w] & ~u);
        }
    }

    zeros = 0;

    for (w = 0; w < words; w++) {
        x = ~v[w];

        if (w == words - 1 && alen % 64) {
            x &= ((uint64_t) 1 << (alen % 64)) - 1;
        }

        zeros += (size_t) __builtin_popcountll(x);
    }

    return zeros;
}
