
/*
 * attrs.c - text-node attributes (Cardoso et al. §3.3, thesis §3.2).
 * Styles come from the lazy cascade, so only evaluated nodes and their
 * ancestors are ever styled.
 */


#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "attrs.h"
#include "utf8.h"


#define NSEG_EDIT_MAX_CP         256
/* edit distances past this carry no title evidence and cost the most */
#define NSEG_EDIT_CAP            2.0


const char  *nseg_feature_names[NSEG_F_N] = {
    "len", "digits", "digit_pct", "font_px", "font_rel", "bold",
    "same_style", "title_dist", "title_edit", "meta_edit"
};


typedef struct {
    uint32_t                   key;
    uint32_t                   count;
} nseg_style_count_t;


static uint32_t nseg_style_key(const nseg_style_t *st);
static size_t nseg_to_codepoints(const char *s, size_t len, uint32_t *cp,
    size_t max);


/*
 * The words of a title as a 1024-bit set of hashed, lower-cased words
 * of three or more bytes: a fast "shares a word with the title" test.
 */
typedef struct {
    uint64_t                   bits[16];
    unsigned                   words;
} nseg_words_t;


static uint32_t
nseg_word_hash(const char *s, size_t len)
{
    size_t    i;
    uint32_t  h;
    char      c;

    h = 2166136261u;

    for (i = 0; i < len; i++) {
        c = s[i];
        if (c >= 'A' && c <= 'Z') {
            c += 'a' - 'A';
        }
        h = (h ^ (unsigned char) c) * 16777619u;
    }

    return h & 1023;
}


static int
nseg_is_word_byte(unsigned char c)
{
    return c >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z')
           || (c >= 'A' && c <= 'Z');
}


static int
nseg_words_scan(nseg_words_t *w, const char *s, size_t len, int add)
{
    size_t    i, start;
    uint32_t  h;

    i = 0;

    while (i < len) {
        while (i < len && !nseg_is_word_byte((unsigned char) s[i])) {
            i++;
        }

        start = i;

        while (i < len && nseg_is_word_byte((unsigned char) s[i])) {
            i++;
        }

        if (i - start < 3) {
            continue;
        }

        h = nseg_word_hash(s + start, i - start);

        if (add) {
            w->bits[h / 64] |= (uint64_t) 1 << (h % 64);
            w->words++;

        } else if (w->bits[h / 64] & ((uint64_t) 1 << (h % 64))) {
            return 1;
        }
    }

    return 0;
}


static void
nseg_words_init(nseg_words_t *w, const char *s, size_t len)
{
    memset(w, 0, sizeof(nseg_words_t));

    if (s != NULL) {
        (void) nseg_words_scan(w, s, len, 1);
    }
}


static int
nseg_words_shared(nseg_words_t *w, const char *s, size_t len)
{
    /* a title of short words only: no filter */
    if (w->words == 0) {
        return 1;
    }

    return nseg_words_scan(w, s, len, 0);
}


int
nseg_attrs_compute(nseg_doc_t *doc, nseg_css_t *css,
    uint32_t first_relevant_text, const char *meta_title,
    nseg_features_t *out)
{
    size_t                j, step, meta_len;
    size_t                chars;
    unsigned              c, other;
    float                 max_px;
    uint32_t              t, n, i, k, nkeys, *keys, digits;
    nseg_str_t            text;
    nseg_row_t           *row;
    nseg_node_t          *nd;
    const nseg_style_t   *st;
    nseg_style_count_t   *counts;
    nseg_words_t          title_words, meta_words;

    out->rows = NULL;
    out->n = 0;

    n = 0;

    for (t = 0; t < doc->ntexts; t++) {
        nd = &doc->nodes[doc->texts[t]];

        if (nd->relevant || t < first_relevant_text) {
            n++;
        }
    }

    if (n == 0) {
        return NSEG_OK;
    }

    out->rows = nseg_arena_calloc(doc->arena, n * sizeof(nseg_row_t));
    keys = nseg_arena_alloc(doc->arena, n * sizeof(uint32_t));
    counts = nseg_arena_alloc(doc->arena, n * sizeof(nseg_style_count_t));

    if (out->rows == NULL || keys == NULL || counts == NULL) {
        return NSEG_ERROR;
    }

    meta_len = meta_title ? strlen(meta_title) : 0;

    nseg_words_init(&title_words, doc->title_tag.text, doc->title_tag.len);
    nseg_words_init(&meta_words, meta_title, meta_len);
    max_px = 0;
    nkeys = 0;
    k = 0;

    for (t = 0; t < doc->ntexts; t++) {
        i = doc->texts[t];
        nd = &doc->nodes[i];

        if (!(nd->relevant || t < first_relevant_text)) {
            continue;
        }

        /*
         * Rows hidden by a stylesheet are kept: skipping them measured
         * slightly worse (sr-only and mobile-only headings are common).
         */
        st = css ? nseg_css_style(css, i) : NULL;

        row = &out->rows[k];
        row->node = i;

        text = nseg_doc_text(doc, i);

        /*
         * One pass for the length in characters and the digits.
         * "١٤ مارس ٢٠٢٤" has as many digits as "14 March 2024": ASCII
         * ones here, the others (nseg_utf8_digit()) in a second pass over
         * a text with a byte they start with
         */
        chars = 0;
        digits = 0;
        other = 0;
        for (j = 0; j < text.len; j++) {
            c = (unsigned char) text.text[j];
            chars += (c & 0xc0) != 0x80;
            digits += (c - '0' <= 9);
            if (c >= 0xd9) {
                other |= nseg_utf8_digit_lead(c);
            }
        }

        for (j = 0; other && j < text.len; j++) {
            if (nseg_utf8_digit_lead((unsigned char) text.text[j])
                && nseg_utf8_digit(text.text + j, text.len - j, &step) >= 0)
            {
                digits++;
            }
        }

        row->f[NSEG_F_LEN] = (float) chars;
        row->f[NSEG_F_DIGITS] = (float) digits;
        row->f[NSEG_F_DIGIT_PCT] = row->f[NSEG_F_LEN] > 0
                                   ? 100.0f * digits / row->f[NSEG_F_LEN]
                                   : 0;

        if (st != NULL) {
            row->f[NSEG_F_FONT_PX] = st->font_size;
            row->f[NSEG_F_BOLD] = st->weight >= 600;
            keys[k] = nseg_style_key(st);

        } else {
            row->f[NSEG_F_FONT_PX] = 16;
            keys[k] = 0;
        }

        if (row->f[NSEG_F_FONT_PX] > max_px) {
            max_px = row->f[NSEG_F_FONT_PX];
        }

        /*
         * Texts sharing no word with the title are far from it anyway;
         * the cap saves the quadratic distance on most rows.
         */
        row->f[NSEG_F_TITLE_EDIT] = (float) NSEG_EDIT_CAP;
        row->f[NSEG_F_META_EDIT] = (float) NSEG_EDIT_CAP;

        if (nseg_words_shared(&title_words, text.text, text.len)) {
            row->f[NSEG_F_TITLE_EDIT] = (float) nseg_edit_distance(text.text,
                                            text.len, doc->title_tag.text,
                                            doc->title_tag.len, NSEG_EDIT_CAP);
        }

        if (meta_len && nseg_words_shared(&meta_words, text.text, text.len)) {
            row->f[NSEG_F_META_EDIT] = (float) nseg_edit_distance(text.text,
                                           text.len, meta_title, meta_len,
                                           NSEG_EDIT_CAP);
        }

        /* style counts: a small linear table, styles per page are few */
        for (j = 0; j < nkeys; j++) {
            if (counts[j].key == keys[k]) {
                counts[j].count++;
                break;
            }
        }

        if (j == nkeys) {
            counts[nkeys].key = keys[k];
            counts[nkeys].count = 1;
            nkeys++;
        }

        k++;
    }

    out->n = k;

    for (k = 0; k < out->n; k++) {
        row = &out->rows[k];

        row->f[NSEG_F_FONT_REL] = max_px > 0
                                  ? 100.0f * row->f[NSEG_F_FONT_PX] / max_px
                                  : 100.0f;

        for (j = 0; j < nkeys; j++) {
            if (counts[j].key == keys[k]) {
                row->f[NSEG_F_SAME_STYLE] = (float) counts[j].count;
                break;
            }
        }
    }

    return NSEG_OK;
}


void
nseg_attrs_set_title(nseg_doc_t *doc, nseg_features_t *fs,
    uint32_t title_node)
{
    int64_t   title_pos;
    uint32_t  k;

    title_pos = title_node != NSEG_NONE
                ? (int64_t) doc->nodes[title_node].text_pos : -1;

    for (k = 0; k < fs->n; k++) {
        fs->rows[k].f[NSEG_F_TITLE_DIST] = title_pos < 0 ? 0
            : (float) ((int64_t) doc->nodes[fs->rows[k].node].text_pos
                       - title_pos);
    }
}


static uint32_t
nseg_style_key(const nseg_style_t *st)
{
    uint32_t  h, px;

    /* similar styles: same size, colour, family class and boldness */
    px = (uint32_t) lroundf(st->font_size * 2);

    h = st->color * 2654435761u;
    h ^= px * 40503u;
    h ^= (uint32_t) st->family << 28;
    h ^= (uint32_t) (st->weight >= 600) << 31;

    return h;
}


static size_t
nseg_to_codepoints(const char *s, size_t len, uint32_t *cp, size_t max)
{
    size_t    i, n, k;
    uint32_t  c;

    k = 0;
    i = 0;

    while (i < len && k < max) {
        c = nseg_utf8_decode(s + i, len - i, &n);

        if (c >= 'A' && c <= 'Z') {
            c += 'a' - 'A';
        }

        cp[k++] = c;
        i += n;
    }

    return k;
}


double
nseg_edit_distance(const char *a, size_t alen, const char *b, size_t blen,
    double cap)
{
    size_t     i, j, m, n;
    uint32_t   ca[NSEG_EDIT_MAX_CP], cb[NSEG_EDIT_MAX_CP];
    uint32_t   row[NSEG_EDIT_MAX_CP + 1], diag, up, best, cost, low, limit;
    uint32_t   bag[256], only_a, only_b, lb;

    if (b == NULL || blen == 0) {
        return cap;
    }

    n = nseg_utf8_length(b, blen);
    m = nseg_utf8_length(a, alen);

    /* each surplus character of a must be deleted at cost 4 */
    if (m > n && 4.0 * (double) (m - n) / (double) n >= cap) {
        return cap;
    }

    if (n > NSEG_EDIT_MAX_CP || m > NSEG_EDIT_MAX_CP) {
        return cap;
    }

    m = nseg_to_codepoints(a, alen, ca, NSEG_EDIT_MAX_CP);
    n = nseg_to_codepoints(b, blen, cb, NSEG_EDIT_MAX_CP);

    /*
     * A cheap lower bound first: characters of one text missing from
     * the other's multiset (hashed, which only lowers the bound) need a
     * change (2) paired with the other side, else a delete (4) or an
     * insert (1).  Most rows end here.
     */
    memset(bag, 0, sizeof(bag));

    for (j = 0; j < n; j++) {
        bag[cb[j] & 0xff]++;
    }

    only_a = 0;
    for (i = 0; i < m; i++) {
        if (bag[ca[i] & 0xff] > 0) {
            bag[ca[i] & 0xff]--;
        } else {
            only_a++;
        }
    }

    only_b = n - (m - only_a);
    lb = only_a < only_b ? 2 * only_a + (only_b - only_a)
                         : 2 * only_b + 4 * (only_a - only_b);

    if ((double) lb / (double) n >= cap) {
        return cap;
    }

    /* row[j]: cost of turning a[0..i) into b[0..j) */
    for (j = 0; j <= n; j++) {
        row[j] = (uint32_t) j;          /* insertions */
    }

    limit = (uint32_t) (cap * (double) n) + 1;

    for (i = 1; i <= m; i++) {
        diag = row[0];
        row[0] = (uint32_t) (4 * i);    /* deletions */
        low = row[0];

        for (j = 1; j <= n; j++) {
            up = row[j];

            cost = diag + (ca[i - 1] == cb[j - 1] ? 0 : 2);
            best = up + 4;              /* delete a[i-1] */

            if (best < cost) {
                cost = best;
            }

            best = row[j - 1] + 1;      /* insert b[j-1] */

            if (best < cost) {
                cost = best;
            }

            diag = up;
            row[j] = cost;

            if (cost < low) {
                low = cost;
            }
        }

        /* costs never decrease down the table: past the cap, stop */
        if (low >= limit) {
            return cap;
        }
    }

    return (double) row[n] / (double) n < cap
           ? (double) row[n] / (double) n : cap;
}
