
/*
 * filter.c - user-defined path filters, after Chamun, Pinheiro, Jornada,
 * de Oliveira and Manssour (seed 003).  The operator of a site samples
 * an element of one page (`newsseg paths` prints them) and names what it
 * is: the headline, the text, an image, or something to drop.  On every
 * page of the site, the elements whose path from the root is close to
 * the sample's are selected; "close" tolerates the wrappers a template
 * adds deep in a page, not a different layout.
 *
 * The distance (the paper's §3): a Levenshtein distance between label
 * paths in which an operation at level k costs the level's weight.  The
 * weights share 100 over the page's levels: each level takes the rest
 * over NSEG_FILTER_DAMPING from the root down, and what is left is
 * shared equally, so the top weighs most.  The paper does not give its
 * damping coefficient: with 20, on a page 20 levels deep a change at the
 * root costs 6.6, ten levels down 4.6, at the bottom 3.4, so the default
 * threshold of 5 (the paper's example) lets through a node with one
 * wrapper more or less in the lower half of the page, and no node from
 * another part of the layout.  The weights share 100 whatever the
 * page's height, so on shallow pages every level costs more.
 *
 * A page's elements come in pre-order, so the distance of each element
 * is one dynamic-programming column computed from its parent's: the
 * cost is O(elements x sample length), not a whole table per element.
 */


#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "tags.h"


typedef struct {
    uint8_t                    type;        /* nseg_filter_type_e */
    uint8_t                    n;           /* labels */
    double                     threshold;
    char                      *buf;         /* the labels, NUL-separated */
    const char                *labels[NSEG_FILTER_MAX_LABELS];
} nseg_filter_rule_t;


struct nseg_filter_s {
    nseg_filter_rule_t         rules[NSEG_FILTER_MAX_RULES];
    unsigned                   n;
};


static const char  *const nseg_filter_types[NSEG_FILTER_N] = {
    "headline", "text", "image", "drop"
};


static void nseg_filter_weights(double *w, unsigned levels);


nseg_filter_t *
nseg_filter_new(void)
{
    return calloc(1, sizeof(nseg_filter_t));
}


void
nseg_filter_free(nseg_filter_t *filter)
{
    unsigned  r;

    if (filter == NULL) {
        return;
    }

    for (r = 0; r < filter->n; r++) {
        free(filter->rules[r].buf);
    }

    free(filter);
}


int
nseg_filter_add(nseg_filter_t *filter, const char *type, const char *path,
    double threshold, char *err, size_t err_len)
{
    char                *p, *label;
    size_t               len;
    unsigned             t;
    nseg_filter_rule_t  *rule;

    for (t = 0; t < NSEG_FILTER_N; t++) {
        if (strcmp(type, nseg_filter_types[t]) == 0) {
            break;
        }
    }

    if (t == NSEG_FILTER_N) {
        snprintf(err, err_len, "unknown filter type \"%s\": headline, text,"
                 " image or drop", type);
        return NSEG_ERROR;
    }

    if (filter->n == NSEG_FILTER_MAX_RULES) {
        snprintf(err, err_len, "more than %d filter rules",
                 NSEG_FILTER_MAX_RULES);
        return NSEG_ERROR;
    }

    if (threshold < 0) {
        threshold = NSEG_FILTER_THRESHOLD;

    } else if (!(threshold <= 100.0)) {
        snprintf(err, err_len, "filter threshold over 100, the weight of "
                 "a whole path");
        return NSEG_ERROR;
    }

    if (*path == '/') {
        path++;
    }

    len = strlen(path);

    rule = &filter->rules[filter->n];
    memset(rule, 0, sizeof(nseg_filter_rule_t));

    rule->buf = malloc(len + 1);
    if (rule->buf == NULL) {
        snprintf(err, err_len, "out of memory");
        return NSEG_ERROR;
    }

    memcpy(rule->buf, path, len + 1);

    label = rule->buf;

    for (p = rule->buf; ; p++) {

        if (*p == '/' || *p == '\0') {
            if (p == label) {
                snprintf(err, err_len, "filter path \"%s\": empty element "
                         "name", path);
                goto failed;
            }

            if (rule->n == NSEG_FILTER_MAX_LABELS) {
                snprintf(err, err_len, "filter path \"%s\": more than %d "
                         "levels", path, NSEG_FILTER_MAX_LABELS);
                goto failed;
            }

            rule->labels[rule->n++] = label;

            if (*p == '\0') {
                break;
            }

            *p = '\0';
            label = p + 1;
            continue;
        }

        /*
         * element names as the parser keeps them: letters, digits, '-'
         * (custom elements), '_'; a prefix ("o:p") is not kept, and a
         * '.' is far likelier a class ("div.story") than part of a name
         */
        if (*p == ':') {
            snprintf(err, err_len, "filter path \"%s\": ':' in an element "
                     "name; prefixes are not part of names (write \"p\" "
                     "for \"o:p\")", path);
            goto failed;
        }

        if (*p == '.') {
            snprintf(err, err_len, "filter path \"%s\": '.' in an element "
                     "name; paths name elements, not classes", path);
            goto failed;
        }

        if (!isalnum((unsigned char) *p) && *p != '-' && *p != '_') {
            if ((unsigned char) *p < 0x20 || (unsigned char) *p >= 0x7f) {
                snprintf(err, err_len, "filter path \"%s\": byte \\x%02x in "
                         "an element name; write the names from the root, "
                         "separated by /", path, (unsigned char) *p);
            } else {
                snprintf(err, err_len, "filter path \"%s\": '%c' in an "
                         "element name; write the names from the root, "
                         "separated by /", path, *p);
            }
            goto failed;
        }

        *p = (char) tolower((unsigned char) *p);
    }

    rule->type = (uint8_t) t;
    rule->threshold = threshold;
    filter->n++;

    return NSEG_OK;

failed:

    free(rule->buf);
    rule->buf = NULL;

    return NSEG_ERROR;
}


const char *
nseg_filter_label(const nseg_doc_t *doc, uint32_t i)
{
    const nseg_node_t  *nd;

    nd = &doc->nodes[i];

    if (nd->tag != NSEG_TAG_UNKNOWN) {
        return nseg_tags[nd->tag].name;
    }

    return nd->text != NULL ? nd->text : "";
}


static void
nseg_filter_weights(double *w, unsigned levels)
{
    double    total, rest;
    unsigned  k;

    total = 100.0;

    for (k = 0; k < levels; k++) {
        w[k] = total / NSEG_FILTER_DAMPING;
        total -= w[k];
    }

    rest = total / levels;

    for (k = 0; k < levels; k++) {
        w[k] += rest;
    }
}


/*
 * The cost of an operation where path positions i and j (from 1; 0 is
 * before the path) meet: the weight of the deeper level.
 */
static double
nseg_filter_cost(const double *w, unsigned levels, unsigned i, unsigned j)
{
    unsigned  k;

    k = (i > j ? i : j) - 1;

    return w[k < levels ? k : levels - 1];
}


/* column 0: the sample against the empty node path, all deleted */
static void
nseg_filter_first_column(const nseg_filter_rule_t *rule, const double *w,
    unsigned levels, double *col)
{
    unsigned  i;

    col[0] = 0.0;

    for (i = 1; i <= rule->n; i++) {
        col[i] = col[i - 1] + nseg_filter_cost(w, levels, i, 0);
    }
}


/* column j of the table, from column j - 1, for the node label at j */
static void
nseg_filter_column(const nseg_filter_rule_t *rule, const double *w,
    unsigned levels, const double *prev, const char *label, unsigned j,
    double *col)
{
    double    c, best, v;
    unsigned  i;

    /* the node path against the empty sample: all inserted */
    col[0] = prev[0] + nseg_filter_cost(w, levels, 0, j);

    for (i = 1; i <= rule->n; i++) {
        c = nseg_filter_cost(w, levels, i, j);

        best = prev[i] + c;
        v = col[i - 1] + c;
        best = v < best ? v : best;
        v = prev[i - 1] + (strcmp(rule->labels[i - 1], label) == 0 ? 0 : c);
        best = v < best ? v : best;

        col[i] = best;
    }
}


double
nseg_filter_distance(const char *const *a, unsigned na, const char *const *b,
    unsigned nb, unsigned height)
{
    double              *w, *cols, d;
    unsigned             j, levels, k;
    nseg_filter_rule_t   rule;

    if (na > NSEG_FILTER_MAX_LABELS) {
        return -1.0;
    }

    levels = height + 1;

    memset(&rule, 0, sizeof(nseg_filter_rule_t));
    rule.n = (uint8_t) na;

    for (k = 0; k < na; k++) {
        rule.labels[k] = a[k];
    }

    w = malloc(levels * sizeof(double));
    cols = malloc(2 * (na + 1) * sizeof(double));

    if (w == NULL || cols == NULL) {
        free(w);
        free(cols);
        return -1.0;
    }

    nseg_filter_weights(w, levels);
    nseg_filter_first_column(&rule, w, levels, cols);

    for (j = 1; j <= nb; j++) {
        nseg_filter_column(&rule, w, levels, cols + ((j - 1) % 2) * (na + 1),
                           b[j - 1], j, cols + (j % 2) * (na + 1));
    }

    d = cols[(nb % 2) * (na + 1) + na];

    free(w);
    free(cols);

    return d;
}


int
nseg_filter_match(const nseg_filter_t *filter, nseg_doc_t *doc,
    nseg_arena_t *arena, uint8_t *match)
{
    double                    *w, *base, **cols, *prev, *col, least;
    size_t                     budget;
    uint32_t                   i, *dead;
    unsigned                   r, levels, d, k;
    const char                *label;
    nseg_node_t               *nd;
    const nseg_filter_rule_t  *rule;

    if (filter == NULL || filter->n == 0 || doc->n == 0) {
        return NSEG_OK;
    }

    levels = 1;

    for (i = 0; i < doc->n; i++) {
        if (doc->nodes[i].kind == NSEG_NODE_ELEMENT
            && doc->nodes[i].depth + 1u > levels)
        {
            levels = doc->nodes[i].depth + 1u;
        }
    }

    w = nseg_arena_alloc(arena, levels * sizeof(double));
    cols = nseg_arena_alloc(arena, filter->n * sizeof(double *));
    base = nseg_arena_alloc(arena, filter->n * (NSEG_FILTER_MAX_LABELS + 1)
                                   * sizeof(double));

    /* a rule is skipped below an element none of whose subtree can match */
    dead = nseg_arena_calloc(arena, filter->n * sizeof(uint32_t));

    if (w == NULL || cols == NULL || base == NULL || dead == NULL) {
        return NSEG_ERROR;
    }

    nseg_filter_weights(w, levels);
    budget = NSEG_FILTER_MAX_CELLS;

    for (r = 0; r < filter->n; r++) {
        rule = &filter->rules[r];

        /* one column per level: the ancestors' columns, root first */
        cols[r] = nseg_arena_alloc(arena,
                                   levels * (rule->n + 1) * sizeof(double));
        if (cols[r] == NULL) {
            return NSEG_ERROR;
        }

        nseg_filter_first_column(rule, w, levels,
                                 base + r * (NSEG_FILTER_MAX_LABELS + 1));
    }

    for (i = 0; i < doc->n; i++) {
        nd = &doc->nodes[i];

        if (nd->kind != NSEG_NODE_ELEMENT) {
            continue;
        }

        d = nd->depth;
        label = nseg_filter_label(doc, i);

        for (r = 0; r < filter->n; r++) {
            if (i < dead[r]) {
                continue;
            }

            rule = &filter->rules[r];

            if (budget <= rule->n) {
                return NSEG_DECLINED;
            }

            budget -= rule->n + 1u;

            prev = (d == 0) ? base + r * (NSEG_FILTER_MAX_LABELS + 1)
                            : cols[r] + (d - 1) * (rule->n + 1);
            col = cols[r] + d * (rule->n + 1);

            nseg_filter_column(rule, w, levels, prev, label, d + 1, col);

            if (col[rule->n] <= rule->threshold) {
                match[i] |= (uint8_t) (1u << rule->type);
            }

            /*
             * Costs are not negative, so no cell of a deeper column is
             * below this column's least: when that is over the
             * threshold, nothing in the subtree can match the rule.
             */
            least = col[0];
            for (k = 1; k <= rule->n; k++) {
                least = col[k] < least ? col[k] : least;
            }

            if (least > rule->threshold) {
                dead[r] = nd->end > i ? nd->end : i + 1;
            }
        }
    }

    return NSEG_OK;
}
