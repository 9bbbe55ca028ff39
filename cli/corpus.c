
/*
 * corpus.c - reading the labelled corpora (index.jsonl, gold.json) with
 * libjansson, and the cross-validation folds (see corpus.h).
 *
 * Copyright (C) newsseg authors
 */


#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <jansson.h>

#include "corpus.h"


static int nseg_corpus_load_set(nseg_corpus_t *c, const char *dir,
    char *err, size_t err_len);
static int nseg_corpus_add(nseg_corpus_t *c, const char *set,
    const char *dir, json_t *obj);
static int nseg_corpus_keep_set(const char *name, const char *filter);
static char *nseg_corpus_site_key(const char *set, const char *id,
    const char *site);
static int nseg_is_file(const char *path);
static int nseg_cmp_str(const void *a, const void *b);
static int nseg_cmp_site(const void *a, const void *b);
static char *nseg_json_strdup(json_t *obj, const char *key);
static char **nseg_json_strings(json_t *obj, const char *key, size_t *n);


/* used by nseg_cmp_site: qsort has no context argument */
static const nseg_corpus_t  *nseg_sort_corpus;


int
nseg_corpus_load(nseg_corpus_t *c, const char *path,
    const char *set_filter, char *err, size_t err_len)
{
    int             rc;
    DIR            *d;
    char          **names, **nn, buf[PATH_MAX];
    size_t          i, n, cap;
    struct dirent  *de;

    snprintf(buf, sizeof(buf), "%s/index.jsonl", path);

    if (nseg_is_file(buf)) {
        return nseg_corpus_load_set(c, path, err, err_len);
    }

    d = opendir(path);
    if (d == NULL) {
        snprintf(err, err_len, "%s: %s", path, strerror(errno));
        return -1;
    }

    names = NULL;
    n = 0;
    cap = 0;
    rc = 0;

    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.') {
            continue;
        }

        snprintf(buf, sizeof(buf), "%s/%s/index.jsonl", path, de->d_name);

        if (!nseg_is_file(buf)) {
            continue;
        }

        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            nn = realloc(names, cap * sizeof(char *));
            if (nn == NULL) {
                rc = -1;
                break;
            }

            names = nn;
        }

        names[n] = strdup(de->d_name);
        if (names[n] == NULL) {
            rc = -1;
            break;
        }

        n++;
    }

    closedir(d);

    if (rc != 0) {
        snprintf(err, err_len, "out of memory");

    } else if (n == 0) {
        snprintf(err, err_len, "%s: no index.jsonl, and no set directory "
                 "with one", path);
        rc = -1;
    }

    if (n) {
        qsort(names, n, sizeof(char *), nseg_cmp_str);
    }

    for (i = 0; i < n; i++) {
        if (rc == 0) {
            snprintf(buf, sizeof(buf), "%s/%s", path, names[i]);

            if (nseg_corpus_keep_set(names[i], set_filter)) {
                rc = nseg_corpus_load_set(c, buf, err, err_len);
            }
        }

        free(names[i]);
    }

    free(names);

    return rc;
}


void
nseg_corpus_free(nseg_corpus_t *c)
{
    size_t               i;
    nseg_corpus_page_t  *p;

    for (i = 0; i < c->n; i++) {
        p = &c->pages[i];
        free(p->id);
        free(p->dir);
        free(p->url);
        free(p->site);
        free(p->site_key);
    }

    for (i = 0; i < c->nsets; i++) {
        free(c->sets[i]);
    }

    free(c->pages);
    free(c->sets);

    memset(c, 0, sizeof(nseg_corpus_t));
}


size_t
nseg_corpus_set_index(const nseg_corpus_t *c,
    const nseg_corpus_page_t *page)
{
    size_t  i;

    for (i = 0; i < c->nsets; i++) {
        if (c->sets[i] == page->set) {
            return i;
        }
    }

    return 0;
}


int
nseg_gold_load(nseg_gold_t *g, const char *page_dir, char *err,
    size_t err_len)
{
    json_t        *root;
    json_error_t   jerr;
    char           path[PATH_MAX];

    memset(g, 0, sizeof(nseg_gold_t));

    snprintf(path, sizeof(path), "%s/gold.json", page_dir);

    root = json_load_file(path, 0, &jerr);
    if (root == NULL) {
        snprintf(err, err_len, "%s:%d: %s", path, jerr.line, jerr.text);
        return -1;
    }

    if (!json_is_object(root)) {
        snprintf(err, err_len, "%s: not a JSON object", path);
        json_decref(root);
        return -1;
    }

    g->url = nseg_json_strdup(root, "url");
    g->lang = nseg_json_strdup(root, "lang");
    g->title = nseg_json_strdup(root, "title");
    g->date = nseg_json_strdup(root, "date");
    g->byline = nseg_json_strdup(root, "byline");
    g->body_text = nseg_json_strdup(root, "body_text");
    g->body_prefix = nseg_json_strdup(root, "body_prefix");
    g->with = nseg_json_strings(root, "with", &g->nwith);
    g->without = nseg_json_strings(root, "without", &g->nwithout);

    json_decref(root);

    return 0;
}


void
nseg_gold_free(nseg_gold_t *g)
{
    size_t  i;

    free(g->url);
    free(g->lang);
    free(g->title);
    free(g->date);
    free(g->byline);
    free(g->body_text);
    free(g->body_prefix);

    for (i = 0; i < g->nwith; i++) {
        free(g->with[i]);
    }

    for (i = 0; i < g->nwithout; i++) {
        free(g->without[i]);
    }

    free(g->with);
    free(g->without);

    memset(g, 0, sizeof(nseg_gold_t));
}


int
nseg_corpus_parse_cv(const char *s, nseg_cv_e *cv)
{
    if (strcmp(s, "extrasite") == 0) {
        *cv = NSEG_CV_EXTRASITE;

    } else if (strcmp(s, "intrasite") == 0) {
        *cv = NSEG_CV_INTRASITE;

    } else if (strcmp(s, "none") == 0) {
        *cv = NSEG_CV_NONE;

    } else {
        return -1;
    }

    return 0;
}


void
nseg_corpus_assign_folds(nseg_corpus_t *c, nseg_cv_e cv, unsigned folds)
{
    size_t    i, j, *order;
    uint32_t  h;

    if (folds == 0) {
        folds = 1;
    }

    for (i = 0; i < c->n; i++) {
        c->pages[i].fold = 0;

        if (cv == NSEG_CV_EXTRASITE) {
            c->pages[i].fold = nseg_corpus_hash(c->pages[i].site_key)
                               % folds;
        }
    }

    if (cv != NSEG_CV_INTRASITE || c->n == 0) {
        return;
    }

    order = malloc(c->n * sizeof(size_t));

    if (order == NULL) {
        /* no memory for the grouping: fall back to a hash of the page */
        for (i = 0; i < c->n; i++) {
            c->pages[i].fold = nseg_corpus_hash(c->pages[i].dir) % folds;
        }

        return;
    }

    for (i = 0; i < c->n; i++) {
        order[i] = i;
    }

    nseg_sort_corpus = c;
    qsort(order, c->n, sizeof(size_t), nseg_cmp_site);

    /* within a run of one site, deal the pages round-robin */
    h = 0;

    for (i = 0, j = 0; i < c->n; i++, j++) {
        if (i == 0
            || strcmp(c->pages[order[i]].site_key,
                      c->pages[order[i - 1]].site_key) != 0)
        {
            h = nseg_corpus_hash(c->pages[order[i]].site_key);
            j = 0;
        }

        c->pages[order[i]].fold = (unsigned) ((h + j) % folds);
    }

    free(order);
}


uint32_t
nseg_corpus_hash(const char *s)
{
    uint32_t  h;

    h = 2166136261u;

    for ( /* void */ ; *s; s++) {
        h ^= (unsigned char) *s;
        h *= 16777619u;
    }

    return h;
}


static int
nseg_corpus_load_set(nseg_corpus_t *c, const char *dir, char *err,
    size_t err_len)
{
    int            rc;
    FILE          *f;
    char          *line, *set, **ns, path[PATH_MAX];
    size_t         cap, lineno, len;
    json_t        *obj;
    ssize_t        n;
    const char    *name;
    json_error_t   jerr;

    /* the set is named after its directory */
    len = strlen(dir);
    while (len > 1 && dir[len - 1] == '/') {
        len--;
    }

    name = dir + len;
    while (name > dir && name[-1] != '/') {
        name--;
    }

    set = strndup(name, (size_t) (dir + len - name));
    if (set == NULL) {
        snprintf(err, err_len, "out of memory");
        return -1;
    }

    ns = realloc(c->sets, (c->nsets + 1) * sizeof(char *));
    if (ns == NULL) {
        free(set);
        snprintf(err, err_len, "out of memory");
        return -1;
    }

    c->sets = ns;
    c->sets[c->nsets++] = set;

    snprintf(path, sizeof(path), "%.*s/index.jsonl", (int) len, dir);

    f = fopen(path, "r");
    if (f == NULL) {
        snprintf(err, err_len, "%s: %s", path, strerror(errno));
        return -1;
    }

    line = NULL;
    cap = 0;
    lineno = 0;
    rc = 0;

    while ((n = getline(&line, &cap, f)) != -1) {
        lineno++;

        if (strspn(line, " \t\r\n") == (size_t) n) {
            continue;
        }

        obj = json_loads(line, 0, &jerr);

        if (obj == NULL || !json_is_object(obj)
            || !json_is_string(json_object_get(obj, "id")))
        {
            snprintf(err, err_len, "%s:%zu: %s", path, lineno,
                     obj ? "no \"id\" string" : jerr.text);
            json_decref(obj);
            rc = -1;
            break;
        }

        snprintf(path, sizeof(path), "%.*s", (int) len, dir);

        rc = nseg_corpus_add(c, set, path, obj);
        json_decref(obj);

        snprintf(path, sizeof(path), "%.*s/index.jsonl", (int) len, dir);

        if (rc != 0) {
            snprintf(err, err_len, "out of memory");
            break;
        }
    }

    free(line);
    fclose(f);

    return rc;
}


static int
nseg_corpus_add(nseg_corpus_t *c, const char *set, const char *dir,
    json_t *obj)
{
    size_t               cap, len;
    const char          *id;
    nseg_corpus_page_t  *p, *np;

    if (c->n == c->cap) {
        cap = c->cap ? c->cap * 2 : 256;
        np = realloc(c->pages, cap * sizeof(nseg_corpus_page_t));
        if (np == NULL) {
            return -1;
        }

        c->pages = np;
        c->cap = cap;
    }

    p = &c->pages[c->n];
    memset(p, 0, sizeof(nseg_corpus_page_t));

    id = json_string_value(json_object_get(obj, "id"));

    p->set = (char *) set;
    p->id = strdup(id);
    p->url = nseg_json_strdup(obj, "url");
    p->site = nseg_json_strdup(obj, "site");
    p->site_key = nseg_corpus_site_key(set, id, p->site);

    len = strlen(dir) + strlen(id) + 2;
    p->dir = malloc(len);

    if (p->id == NULL || p->site_key == NULL || p->dir == NULL) {
        free(p->id);
        free(p->url);
        free(p->site);
        free(p->site_key);
        free(p->dir);
        return -1;
    }

    snprintf(p->dir, len, "%s/%s", dir, id);
    c->n++;

    return 0;
}


static int
nseg_corpus_keep_set(const char *name, const char *filter)
{
    size_t       len;
    char         word[256];
    const char  *p, *end;

    if (filter == NULL || filter[0] == '\0') {
        return 1;
    }

    for (p = filter; *p; p = *end ? end + 1 : end) {
        end = strchr(p, ',');
        if (end == NULL) {
            end = p + strlen(p);
        }

        len = (size_t) (end - p);
        if (len == 0 || len >= sizeof(word)) {
            continue;
        }

        memcpy(word, p, len);
        word[len] = '\0';

        if (strstr(name, word) != NULL) {
            return 1;
        }
    }

    return 0;
}


/*
 * Pages without a URL (readability, some newspaper4k) still come from
 * sites: "nytimes-1" .. "nytimes-5" share one, so the trailing number
 * is dropped; the set name keeps unrelated sets apart.
 */
static char *
nseg_corpus_site_key(const char *set, const char *id, const char *site)
{
    char    *key;
    size_t   len, n;

    if (site != NULL && site[0] != '\0') {
        return strdup(site);
    }

    len = strlen(id);
    n = len;

    while (n > 0 && id[n - 1] >= '0' && id[n - 1] <= '9') {
        n--;
    }

    if (n > 1 && n < len && (id[n - 1] == '-' || id[n - 1] == '_')) {
        len = n - 1;
    }

    n = strlen(set) + len + 2;

    key = malloc(n);
    if (key == NULL) {
        return NULL;
    }

    snprintf(key, n, "%s:%.*s", set, (int) len, id);

    return key;
}


static int
nseg_is_file(const char *path)
{
    struct stat  st;

    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}


static int
nseg_cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *) a, *(char *const *) b);
}


static int
nseg_cmp_site(const void *a, const void *b)
{
    int     c;
    size_t  x, y;

    x = *(const size_t *) a;
    y = *(const size_t *) b;

    c = strcmp(nseg_sort_corpus->pages[x].site_key,
               nseg_sort_corpus->pages[y].site_key);
    if (c != 0) {
        return c;
    }

    /* index order within a site keeps the deal deterministic */
    return (x > y) - (x < y);
}


static char *
nseg_json_strdup(json_t *obj, const char *key)
{
    json_t  *v;

    v = json_object_get(obj, key);

    if (!json_is_string(v)) {
        return NULL;
    }

    return strndup(json_string_value(v), json_string_length(v));
}


static char **
nseg_json_strings(json_t *obj, const char *key, size_t *n)
{
    char    **out;
    size_t    i, k;
    json_t   *arr, *v;

    *n = 0;

    arr = json_object_get(obj, key);

    if (!json_is_array(arr) || json_array_size(arr) == 0) {
        return NULL;
    }

    out = calloc(json_array_size(arr), sizeof(char *));
    if (out == NULL) {
        return NULL;
    }

    k = 0;

    json_array_foreach(arr, i, v) {
        if (json_is_string(v)) {
            out[k] = strndup(json_string_value(v), json_string_length(v));
            if (out[k] != NULL) {
                k++;
            }
        }
    }

    *n = k;

    return out;
}
