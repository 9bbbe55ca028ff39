
/*
 * metrics.c - the quality metrics of `newsseg eval` (see metrics.h).
 *
 * The body metric reproduces the shingle matching of the public
 * article-extraction benchmark (scrapinghub/article-extraction-benchmark,
 * evaluate.py): \w+ tokens, 4-token shingles as multisets, per-page
 * precision and recall averaged over pages, F1 of the averages.  The
 * snippet metric reproduces trafilatura's tests/comparison.py.
 *
 * Tokens are found with pcre2 (\w with UCP: letters, digits and the
 * underscore of any script, as Python's re does).  The compiled pattern
 * is kept in statics: these functions are for the single-threaded CLI.
 *
 * Copyright (C) newsseg authors
 */


#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <utf8proc.h>

#include "metrics.h"
#include "utf8.h"


typedef struct {
    size_t                     off;
    size_t                     len;
} nseg_tok_t;

typedef struct {
    uint64_t                   hash;
    const char                *text;
    const nseg_tok_t          *tok;
    size_t                     ntok;
} nseg_shingle_t;


static int nseg_metric_tokenize(const char *text, nseg_tok_t **toks,
    size_t *ntoks);
static int nseg_metric_shingle_set(const char *text, size_t n, int fold,
    char **copy, nseg_tok_t **toks, nseg_shingle_t **sh, size_t *nsh);
static int nseg_shingle_cmp(const void *a, const void *b);
static int nseg_cmp_double(const void *a, const void *b);
static size_t nseg_metric_decode(const uint8_t *p, uint32_t *cp);
static int nseg_is_space(uint32_t cp);
static uint32_t nseg_lower(uint32_t cp);
static void nseg_lower_inplace(char *s);
static char *nseg_metric_norm(const char *s, int title);
static char *nseg_metric_nfc(const char *s);
static char *nseg_metric_names(const char *s);


static pcre2_code        *nseg_word_re;
static pcre2_match_data  *nseg_word_md;


int
nseg_metric_shingles(const char *gold, const char *pred, size_t n,
    int fold, nseg_match_t *m)
{
    int              c, rc;
    char            *gcopy, *pcopy;
    size_t           i, j, ng, np;
    nseg_tok_t      *gtok, *ptok;
    nseg_shingle_t  *gsh, *psh;

    m->tp = 0;
    m->fp = 0;
    m->fn = 0;

    gcopy = NULL;
    pcopy = NULL;
    gtok = NULL;
    ptok = NULL;
    gsh = NULL;
    psh = NULL;
    rc = -1;

    if (nseg_metric_shingle_set(gold, n, fold, &gcopy, &gtok, &gsh, &ng)
        != 0
        || nseg_metric_shingle_set(pred, n, fold, &pcopy, &ptok, &psh, &np)
           != 0)
    {
        goto done;
    }

    /* both sorted: one merge pass counts the multiset intersection */
    i = 0;
    j = 0;

    while (i < ng && j < np) {
        c = nseg_shingle_cmp(&gsh[i], &psh[j]);

        if (c == 0) {
            m->tp++;
            i++;
            j++;

        } else if (c < 0) {
            m->fn++;
            i++;

        } else {
            m->fp++;
            j++;
        }
    }

    m->fn += ng - i;
    m->fp += np - j;
    rc = 0;

done:

    free(gcopy);
    free(pcopy);
    free(gtok);
    free(ptok);
    free(gsh);
    free(psh);

    return rc;
}


void
nseg_metric_pr(const nseg_match_t *m, double *p, double *r)
{
    if (m->fp == 0 && m->fn == 0) {
        *p = 1.0;
        *r = 1.0;
        return;
    }

    if (m->tp == 0) {
        *p = 0.0;
        *r = 0.0;
        return;
    }

    *p = (double) m->tp / (double) (m->tp + m->fp);
    *r = (double) m->tp / (double) (m->tp + m->fn);
}


double
nseg_metric_f1(double p, double r)
{
    if (p + r <= 0.0) {
        return 0.0;
    }

    return 2.0 * p * r / (p + r);
}


void
nseg_avg_add(nseg_avg_t *a, const nseg_match_t *m)
{
    double  p, r;

    nseg_metric_pr(m, &p, &r);

    a->p_sum += p;
    a->r_sum += r;
    a->pages++;
}


void
nseg_avg_merge(nseg_avg_t *to, const nseg_avg_t *from)
{
    to->p_sum += from->p_sum;
    to->r_sum += from->r_sum;
    to->pages += from->pages;
}


void
nseg_avg_get(const nseg_avg_t *a, double *p, double *r, double *f1)
{
    if (a->pages == 0) {
        *p = 0.0;
        *r = 0.0;
        *f1 = 0.0;
        return;
    }

    *p = a->p_sum / (double) a->pages;
    *r = a->r_sum / (double) a->pages;
    *f1 = nseg_metric_f1(*p, *r);
}


int
nseg_metric_snippets(const char *text, const char *const *with,
    size_t nwith, const char *const *without, size_t nwithout,
    nseg_snippets_t *s)
{
    int      found;
    char    *t, *sn;
    size_t   i;

    if (text == NULL) {
        s->fn += nwith;
        s->tn += nwithout;
        return 0;
    }

    t = nseg_metric_norm_ws(text);
    if (t == NULL) {
        return -1;
    }

    for (i = 0; i < nwith + nwithout; i++) {
        sn = nseg_metric_norm_ws(i < nwith ? with[i] : without[i - nwith]);
        if (sn == NULL) {
            free(t);
            return -1;
        }

        found = (strstr(t, sn) != NULL);
        free(sn);

        if (i < nwith) {
            if (found) {
                s->tp++;

            } else {
                s->fn++;
            }

        } else {
            if (found) {
                s->fp++;

            } else {
                s->tn++;
            }
        }
    }

    free(t);

    return 0;
}


void
nseg_snippets_get(const nseg_snippets_t *s, double *p, double *r,
    double *f1)
{
    *p = (s->tp + s->fp) ? (double) s->tp / (double) (s->tp + s->fp) : 0.0;
    *r = (s->tp + s->fn) ? (double) s->tp / (double) (s->tp + s->fn) : 0.0;
    *f1 = (s->tp + s->fp + s->fn)
          ? 2.0 * s->tp / (double) (2 * s->tp + s->fp + s->fn) : 0.0;
}


char *
nseg_metric_norm_ws(const char *s)
{
    char  *nfc, *out;

    nfc = nseg_metric_nfc(s);
    out = nseg_metric_norm(nfc != NULL ? nfc : s, 0);
    free(nfc);

    return out;
}


char *
nseg_metric_norm_title(const char *s)
{
    char  *nfc, *out;

    nfc = nseg_metric_nfc(s);
    out = nseg_metric_norm(nfc != NULL ? nfc : s, 1);
    free(nfc);

    return out;
}


int
nseg_metric_title_shingles(const char *gold, const char *pred,
    nseg_match_t *m)
{
    int    rc;
    char  *g, *p;

    g = nseg_metric_nfc(gold);
    p = nseg_metric_nfc(pred);

    rc = nseg_metric_shingles(g != NULL ? g : gold, p != NULL ? p : pred,
                              1, 1, m);
    free(g);
    free(p);

    return rc;
}


/*
 * Canonically equivalent titles are the same title: a page's "ড়"
 * (U+09DC) and a gold's "ড" + nukta (U+09A1 U+09BC) compare equal after
 * NFC.  NULL when s is NULL, not UTF-8, or memory runs out: the caller
 * compares s as it is.
 */
static char *
nseg_metric_nfc(const char *s)
{
    if (s == NULL) {
        return NULL;
    }

    return (char *) utf8proc_NFC((const utf8proc_uint8_t *) s);
}


int
nseg_metric_title_exact(const char *gold, const char *pred)
{
    int    eq;
    char  *g, *p;

    if (gold == NULL || pred == NULL) {
        return 0;
    }

    g = nseg_metric_norm_title(gold);
    p = nseg_metric_norm_title(pred);

    eq = (g != NULL && p != NULL && g[0] != '\0' && strcmp(g, p) == 0);

    free(g);
    free(p);

    return eq;
}


int
nseg_metric_lang(const char *gold, const char *pred)
{
    size_t  g, p;

    if (pred == NULL) {
        return -1;
    }

    g = strcspn(gold, "-_");
    p = strcspn(pred, "-_");

    return g == p && g > 0 && strncasecmp(gold, pred, g) == 0;
}


int
nseg_metric_byline(const char *gold, const char *pred, nseg_match_t *m,
    int *exact)
{
    char  *g, *p;

    while (*gold == ' ' || *gold == '\t' || *gold == '\n') {
        gold++;
    }

    if (strncasecmp(gold, "by", 2) == 0
        && (gold[2] == ' ' || gold[2] == '\t' || gold[2] == '\n'))
    {
        gold += 3;
    }

    /* a list of names: what joins them is presentation */
    g = nseg_metric_names(gold);
    p = pred != NULL ? nseg_metric_names(pred) : NULL;

    *exact = nseg_metric_title_exact(g != NULL ? g : gold,
                                     p != NULL ? p : pred);
    free(g);
    free(p);

    return nseg_metric_title_shingles(gold, pred, m);
}


/*
 * "A; B", "A und B", "A & B" -> "A, B": the corpora join a gold's
 * list with "; " (trafilatura's lists) or ", ", annotators wrote "und",
 * and newsseg joins names with ", ".  NULL when memory runs out.
 */
static char *
nseg_metric_names(const char *s)
{
    size_t       i, n, k;
    char        *out, *o;
    static const char  *const joins[] = {
        " and ", " und ", " & ", " et ", " y ", " e ", NULL
    };

    /* a bare ";" or "," becomes two bytes */
    out = malloc(2 * strlen(s) + 1);
    if (out == NULL) {
        return NULL;
    }

    o = out;

    for (i = 0; s[i] != '\0'; /* void */ ) {
        if (s[i] == ';' || s[i] == ',') {
            i++;
            while (s[i] == ' ') {
                i++;
            }

            *o++ = ',';
            *o++ = ' ';
            continue;
        }

        for (k = 0; joins[k] != NULL; k++) {
            n = strlen(joins[k]);

            if (strncasecmp(s + i, joins[k], n) == 0 && o != out) {
                break;
            }
        }

        if (joins[k] != NULL) {
            i += n;
            *o++ = ',';
            *o++ = ' ';
            continue;
        }

        *o++ = s[i++];
    }

    *o = '\0';

    return out;
}


int
nseg_metric_date_day(const char *gold, const char *pred)
{
    if (pred == NULL || strlen(pred) < 10) {
        return -1;
    }

    if (gold == NULL || strlen(gold) < 10) {
        return 0;
    }

    return memcmp(gold, pred, 10) == 0;
}


int
nseg_metric_prefix(const char *text, const char *prefix)
{
    int     hit;
    char   *t, *p;

    if (text == NULL || prefix == NULL) {
        return 0;
    }

    t = nseg_metric_norm_ws(text);
    p = nseg_metric_norm_ws(prefix);

    hit = (t != NULL && p != NULL && strncmp(t, p, strlen(p)) == 0);

    free(t);
    free(p);

    return hit;
}


double
nseg_metric_quantile(double *v, size_t n, double q)
{
    double  pos, frac;
    size_t  lo;

    if (n == 0) {
        return 0.0;
    }

    qsort(v, n, sizeof(double), nseg_cmp_double);

    /* linear interpolation between closest ranks (numpy's default) */
    pos = q * (double) (n - 1);
    lo = (size_t) pos;

    if (lo + 1 >= n) {
        return v[n - 1];
    }

    frac = pos - (double) lo;

    return v[lo] + frac * (v[lo + 1] - v[lo]);
}


static int
nseg_metric_tokenize(const char *text, nseg_tok_t **toks, size_t *ntoks)
{
    int          rc;
    size_t       len, off, cap, n;
    PCRE2_SIZE  *ov;
    PCRE2_SIZE   erroff;
    nseg_tok_t  *t, *nt;

    *toks = NULL;
    *ntoks = 0;

    if (nseg_word_re == NULL) {
        /* MATCH_INVALID_UTF: a stray byte is a non-word, never an error */
        nseg_word_re = pcre2_compile((PCRE2_SPTR) "\\w+",
                                     PCRE2_ZERO_TERMINATED,
                                     PCRE2_UTF | PCRE2_UCP
                                     | PCRE2_MATCH_INVALID_UTF,
                                     &rc, &erroff, NULL);
        if (nseg_word_re == NULL) {
            return -1;
        }

        (void) pcre2_jit_compile(nseg_word_re, PCRE2_JIT_COMPLETE);

        nseg_word_md = pcre2_match_data_create_from_pattern(nseg_word_re,
                                                            NULL);
        if (nseg_word_md == NULL) {
            return -1;
        }
    }

    len = strlen(text);
    off = 0;
    cap = 0;
    n = 0;
    t = NULL;

    while (off < len) {
        rc = pcre2_match(nseg_word_re, (PCRE2_SPTR) text, len, off, 0,
                         nseg_word_md, NULL);
        if (rc < 0) {
            break;
        }

        ov = pcre2_get_ovector_pointer(nseg_word_md);

        if (n == cap) {
            cap = cap ? cap * 2 : 256;
            nt = realloc(t, cap * sizeof(nseg_tok_t));
            if (nt == NULL) {
                free(t);
                return -1;
            }

            t = nt;
        }

        t[n].off = ov[0];
        t[n].len = ov[1] - ov[0];
        n++;

        /* \w+ never matches empty, so this always advances */
        off = ov[1];
    }

    *toks = t;
    *ntoks = n;

    return 0;
}


static int
nseg_metric_shingle_set(const char *text, size_t n, int fold, char **copy,
    nseg_tok_t **toks, nseg_shingle_t **sh, size_t *nsh)
{
    size_t           i, j, k, ntok, cnt;
    uint64_t         h;
    nseg_tok_t      *t;
    const uint8_t   *p, *last;
    nseg_shingle_t  *s;

    *nsh = 0;

    if (text == NULL) {
        text = "";
    }

    /*
     * Canonically equivalent texts are the same text (NFC, as titles),
     * and soft hyphens go: "Deutsch&shy;land" is one word.
     */
    *copy = nseg_metric_nfc(text);
    if (*copy == NULL) {
        *copy = strdup(text);      /* not UTF-8: as it is */
    }

    if (*copy == NULL) {
        return -1;
    }

    (*copy)[nseg_utf8_drop_shy(*copy, strlen(*copy))] = '\0';
    text = *copy;

    if (fold) {
        /* lower-casing keeps byte lengths, so offsets stay valid */
        nseg_lower_inplace(*copy);
    }

    if (nseg_metric_tokenize(text, toks, &ntok) != 0) {
        return -1;
    }

    if (ntok == 0) {
        return 0;
    }

    if (n == 0) {
        n = 1;
    }

    /* the benchmark: max(1, len - n + 1) shingles of up to n tokens */
    k = ntok < n ? ntok : n;
    cnt = ntok < n ? 1 : ntok - n + 1;

    s = malloc(cnt * sizeof(nseg_shingle_t));
    if (s == NULL) {
        return -1;
    }

    t = *toks;

    for (i = 0; i < cnt; i++) {
        /* FNV-1a over the tokens joined by spaces, as ' '.join() */
        h = 0xcbf29ce484222325ULL;

        for (j = i; j < i + k; j++) {
            if (j > i) {
                h ^= ' ';
                h *= 0x100000001b3ULL;
            }

            p = (const uint8_t *) text + t[j].off;
            last = p + t[j].len;

            for ( /* void */ ; p < last; p++) {
                h ^= *p;
                h *= 0x100000001b3ULL;
            }
        }

        s[i].hash = h;
        s[i].text = text;
        s[i].tok = &t[i];
        s[i].ntok = k;
    }

    qsort(s, cnt, sizeof(nseg_shingle_t), nseg_shingle_cmp);

    *sh = s;
    *nsh = cnt;

    return 0;
}


static int
nseg_shingle_cmp(const void *a, const void *b)
{
    int                    c;
    size_t                 i, len;
    const nseg_shingle_t  *x, *y;

    x = a;
    y = b;

    if (x->hash != y->hash) {
        return x->hash < y->hash ? -1 : 1;
    }

    /* equal hashes: compare the tokens so a collision cannot count */
    if (x->ntok != y->ntok) {
        return x->ntok < y->ntok ? -1 : 1;
    }

    for (i = 0; i < x->ntok; i++) {
        len = x->tok[i].len < y->tok[i].len ? x->tok[i].len : y->tok[i].len;

        c = memcmp(x->text + x->tok[i].off, y->text + y->tok[i].off, len);
        if (c != 0) {
            return c;
        }

        if (x->tok[i].len != y->tok[i].len) {
            return x->tok[i].len < y->tok[i].len ? -1 : 1;
        }
    }

    return 0;
}


static int
nseg_cmp_double(const void *a, const void *b)
{
    double  x, y;

    x = *(const double *) a;
    y = *(const double *) b;

    return (x > y) - (x < y);
}


/*
 * The sequence length at p (NUL-terminated), 0 for an invalid one: core's
 * decoder, which reads an invalid sequence as U+FFFD, told apart from a
 * real U+FFFD.
 */
static size_t
nseg_metric_decode(const uint8_t *p, uint32_t *cp)
{
    size_t  n;

    *cp = nseg_utf8_decode((const char *) p, strnlen((const char *) p, 4), &n);

    if (*cp == 0xfffd && !(p[0] == 0xef && p[1] == 0xbf && p[2] == 0xbd)) {
        return 0;
    }

    return n;
}


static int
nseg_is_space(uint32_t cp)
{
    return cp == ' ' || (cp >= 0x09 && cp <= 0x0d) || cp == 0xa0
           || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200a)
           || cp == 0x2028 || cp == 0x2029 || cp == 0x202f
           || cp == 0x205f || cp == 0x3000;
}


/*
 * Simple lower case for the scripts of the corpora.  Every mapping keeps
 * the UTF-8 length (U+0130 is left alone for that reason), which lets
 * the shingle metric fold in place.
 */
static uint32_t
nseg_lower(uint32_t cp)
{
    if (cp >= 'A' && cp <= 'Z') {
        return cp + 32;
    }

    if (cp < 0xc0) {
        return cp;
    }

    if ((cp <= 0xde && cp != 0xd7)
        || (cp >= 0x391 && cp <= 0x3a9 && cp != 0x3a2)
        || (cp >= 0x410 && cp <= 0x42f))
    {
        return cp + 32;
    }

    if (cp >= 0x400 && cp <= 0x40f) {
        return cp + 80;
    }

    if (cp == 0x178) {
        return 0xff;
    }

    if (((cp >= 0x100 && cp <= 0x137) || (cp >= 0x14a && cp <= 0x177))
        && cp != 0x130 && (cp & 1) == 0)
    {
        return cp + 1;
    }

    if (((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17e))
        && (cp & 1) == 1)
    {
        return cp + 1;
    }

    return cp;
}


static void
nseg_lower_inplace(char *s)
{
    size_t    n;
    uint8_t  *p;
    uint32_t  cp;

    p = (uint8_t *) s;

    while (*p) {
        n = nseg_metric_decode(p, &cp);
        if (n == 0) {
            p++;
            continue;
        }

        cp = nseg_lower(cp);
        (void) nseg_utf8_encode(cp, (char *) p);
        p += n;
    }
}


static char *
nseg_metric_norm(const char *s, int title)
{
    int             space;
    char           *out;
    size_t          n;
    uint8_t        *o;
    uint32_t        cp;
    const uint8_t  *p;

    if (s == NULL) {
        s = "";
    }

    /* every mapping shrinks or keeps the length */
    out = malloc(strlen(s) + 1);
    if (out == NULL) {
        return NULL;
    }

    p = (const uint8_t *) s;
    o = (uint8_t *) out;
    space = 0;

    while (*p) {
        n = nseg_metric_decode(p, &cp);

        if (n == 0) {
            /* not UTF-8: the byte passes unchanged */
            if (space && o != (uint8_t *) out) {
                *o++ = ' ';
            }

            space = 0;
            *o++ = *p++;
            continue;
        }

        p += n;

        if (nseg_is_space(cp)) {
            space = 1;
            continue;
        }

        /* a soft hyphen is a hyphenation hint, not text, in gold or not */
        if (cp == 0xad) {
            continue;
        }

        if (title) {
            if (cp >= 0x2018 && cp <= 0x201b) {
                cp = '\'';

            } else if ((cp >= 0x201c && cp <= 0x201f) || cp == 0xab
                       || cp == 0xbb)
            {
                cp = '"';

            } else if (cp == 0x2013 || cp == 0x2014) {
                cp = '-';

            } else {
                cp = nseg_lower(cp);
            }
        }

        if (space && o != (uint8_t *) out) {
            *o++ = ' ';
        }

        space = 0;
        o += nseg_utf8_encode(cp, (char *) o);
    }

    *o = '\0';

    return out;
}


double
nseg_metric_bow_f1(const char *gold, const char *pred)
{
    double        p, r;
    nseg_match_t  m;

    if (gold == NULL || pred == NULL
        || nseg_metric_title_shingles(gold, pred, &m) != 0)
    {
        return 0;
    }

    nseg_metric_pr(&m, &p, &r);

    return nseg_metric_f1(p, r);
}
