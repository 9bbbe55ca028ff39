
/*
 * test_forest.c - the model text format (forest.c): predictions of a
 * hand-written model, the loader's "name:line: what" errors, loading a
 * model set from a directory (model.c), dump/parse round trips and the
 * embedded default; the title subtree SVM's format (svm.c) likewise.
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "newsseg.h"
#include "attrs.h"
#include "model.h"


/*
 * Two trees over len and bold.  Tree 0: len < 10 ? -1 : 2.  Tree 1:
 * bold < 0.5 ? 0 : (len < 100 ? 1.5 : -3).  Comments and blank lines
 * are allowed anywhere; line numbers count them.
 */
static const char  *model_text =
    "newsseg-forest 1\n"                    /*  1 */
    "name test\n"                           /*  2 */
    "features len bold\n"                   /*  3 */
    "base_margin -1\n"                      /*  4 */
    "threshold 0.5\n"                       /*  5 */
    "trees 2 nodes 8\n"                     /*  6 */
    "tree 0 3\n"                            /*  7 */
    "0 s 0 10 1 2 1\n"                      /*  8 */
    "1 l -1\n"                              /*  9 */
    "2 l 2\n"                               /* 10 */
    "# the second tree\n"                   /* 11 */
    "\n"                                    /* 12 */
    "tree 1 5\n"                            /* 13 */
    "0 s 1 0.5 1 2 0\n"                     /* 14 */
    "1 l 0\n"                               /* 15 */
    "2 s 0 100 3 4 0\n"                     /* 16 */
    "4 l -3\n"                              /* 17 */
    "3 l 1.5\n"                             /* 18 */
    "end\n";                                /* 19 */


static double
sigmoid(double x)
{
    return 1.0 / (1.0 + exp(-x));
}


static double
predict(const nseg_forest_t *f, float len, float bold)
{
    float  row[NSEG_F_N];

    memset(row, 0, sizeof(row));
    row[NSEG_F_LEN] = len;
    row[NSEG_F_BOLD] = bold;

    /* features the model does not use must not matter */
    row[NSEG_F_DIGITS] = 1e9f;
    row[NSEG_F_TITLE_EDIT] = -1e9f;

    return nseg_forest_predict(f, row);
}


static void
parse_ok(nseg_forest_t *f, const char *text)
{
    char  err[256];

    err[0] = '\0';

    if (nseg_forest_parse(f, text, strlen(text), "test.model", err,
                          sizeof(err))
        != NSEG_OK)
    {
        fail_msg("parse failed: %s", err);
    }
}


static void
test_predict(void **state)
{
    nseg_forest_t  f;

    parse_ok(&f, model_text);

    assert_string_equal(f.name, "test");
    assert_int_equal(f.ntrees, 2);
    assert_int_equal(f.nnodes, 8);
    assert_int_equal(f.nfeatures, 2);
    assert_int_equal(f.features[0], NSEG_F_LEN);
    assert_int_equal(f.features[1], NSEG_F_BOLD);
    assert_true(fabs(f.threshold - 0.5) < 1e-12);
    assert_true(fabs(f.base_margin + 1) < 1e-12);

    /* the logit is base_margin plus one leaf per tree */
    assert_true(fabs(predict(&f, 5, 0) - sigmoid(-1 - 1 + 0)) < 1e-9);
    assert_true(fabs(predict(&f, 20, 0) - sigmoid(-1 + 2 + 0)) < 1e-9);
    assert_true(fabs(predict(&f, 20, 1) - sigmoid(-1 + 2 + 1.5)) < 1e-9);
    assert_true(fabs(predict(&f, 5, 1) - sigmoid(-1 - 1 + 1.5)) < 1e-9);
    assert_true(fabs(predict(&f, 500, 1) - sigmoid(-1 + 2 - 3)) < 1e-9);

    /* "yes" is strictly less than the threshold */
    assert_true(fabs(predict(&f, 10, 0) - sigmoid(-1 + 2)) < 1e-9);
    assert_true(fabs(predict(&f, 9.999f, 0) - sigmoid(-1 - 1)) < 1e-9);
    assert_true(fabs(predict(&f, 100, 1) - sigmoid(-1 + 2 - 3)) < 1e-9);

    nseg_forest_free(&f);
    assert_null(f.nodes);
    assert_null(f.roots);

    /* CRLF line ends parse the same */
    {
        char    crlf[1024], *q;
        size_t  i;

        q = crlf;
        for (i = 0; model_text[i]; i++) {
            if (model_text[i] == '\n') {
                *q++ = '\r';
            }
            *q++ = model_text[i];
        }
        *q = '\0';

        parse_ok(&f, crlf);
        assert_true(fabs(predict(&f, 20, 1) - sigmoid(2.5)) < 1e-9);
        nseg_forest_free(&f);
    }
}


/* model_text with line `line` (1-based) replaced, or removed if NULL */
static char *
edit_line(unsigned line, const char *with)
{
    char        *out, *q;
    unsigned     n;
    const char  *p, *nl;

    out = malloc(strlen(model_text) + (with ? strlen(with) : 0) + 2);
    assert_non_null(out);

    q = out;
    n = 1;

    for (p = model_text; *p; p = nl + 1, n++) {
        nl = strchr(p, '\n');

        if (n == line) {
            if (with != NULL) {
                q += sprintf(q, "%s\n", with);
            }
            continue;
        }

        memcpy(q, p, (size_t) (nl - p + 1));
        q += nl - p + 1;
    }

    *q = '\0';

    return out;
}


typedef struct {
    const char                *name;
    unsigned                   line;      /* line to replace */
    const char                *with;      /* NULL: delete the line */
    const char                *prefix;    /* expected "name:LINE:" */
    const char                *what;      /* expected in the message */
} error_case_t;


static const error_case_t  error_cases[] = {
    { "missing header", 1, NULL, "test.model:1:", "newsseg-forest 1" },
    { "wrong magic", 1, "xgboost-forest 1", "test.model:1:",
      "not a newsseg model" },
    { "version 2", 1, "newsseg-forest 2", "test.model:1:",
      "unsupported model version 2" },
    { "missing name", 2, NULL, "test.model:2:", "\"name\" expected" },
    { "unknown feature", 3, "features len colour", "test.model:3:",
      "unknown feature \"colour\"" },
    { "no features", 3, "features ", "test.model:3:", "no features" },
    { "base margin not a number", 4, "base_margin x", "test.model:4:",
      "base_margin" },
    { "base margin infinite", 4, "base_margin inf", "test.model:4:",
      "base_margin" },
    { "threshold over 1", 5, "threshold 1.5", "test.model:5:",
      "threshold" },
    { "threshold 0", 5, "threshold 0", "test.model:5:", "threshold" },
    { "threshold not a number", 5, "threshold abc", "test.model:5:",
      "threshold" },
    { "threshold nan", 5, "threshold nan", "test.model:5:", "threshold" },
    { "no trees", 6, "trees 0 nodes 8", "test.model:6:", "trees N nodes M" },
    { "tree numbered wrong", 7, "tree 1 3", "test.model:7:",
      "\"tree 0 NODES\" expected" },
    { "tree larger than the header", 13, "tree 1 6", "test.model:13:",
      "\"tree 1 NODES\" expected" },
    { "node count short of the header", 6, "trees 2 nodes 9",
      "test.model:18:", "node count 8 does not match header 9" },
    { "child before parent", 8, "0 s 0 10 0 2 1", "test.model:8:",
      "children after their parent" },
    { "child id past the tree", 16, "2 s 0 100 3 5 0", "test.model:16:",
      "bad split node" },
    { "feature index past the list", 8, "0 s 2 10 1 2 1", "test.model:8:",
      "bad split node" },
    { "unknown node kind", 9, "1 x -1", "test.model:9:", "bad split node" },
    { "duplicate node id", 10, "1 l 2", "test.model:10:",
      "bad or duplicate node id" },
    { "node id past the tree", 10, "3 l 2", "test.model:10:",
      "bad or duplicate node id" },
    { "leaf value not a number", 9, "1 l minus one", "test.model:9:",
      "bad leaf value" },
    { "leaf value nan", 9, "1 l nan", "test.model:9:", "bad leaf value" },
    { "split threshold nan", 8, "0 s 0 nan 1 2 1", "test.model:8:",
      "bad split node" },
    { "truncated: missing end", 19, NULL, "test.model:18:",
      "\"end\" expected" },
    { "a node missing before end", 18, NULL, "test.model:18:",
      "bad or duplicate node id" },
    { "something after the nodes", 19, "tree 2 1", "test.model:19:",
      "\"end\" expected" },
};


static void
test_errors(void **state)
{
    int             rc;
    char            err[256], *text;
    size_t          i;
    nseg_forest_t   f;

    for (i = 0; i < sizeof(error_cases) / sizeof(error_cases[0]); i++) {
        const error_case_t  *c = &error_cases[i];

        text = edit_line(c->line, c->with);
        memset(err, 0, sizeof(err));

        rc = nseg_forest_parse(&f, text, strlen(text), "test.model", err,
                               sizeof(err));
        free(text);

        if (rc != NSEG_ERROR) {
            nseg_forest_free(&f);
            fail_msg("%s: parsed", c->name);
        }

        if (strncmp(err, c->prefix, strlen(c->prefix)) != 0
            || strstr(err, c->what) == NULL)
        {
            fail_msg("%s: \"%s\", expected \"%s ...%s...\"", c->name, err,
                     c->prefix, c->what);
        }

        /* nothing is left allocated on failure */
        assert_null(f.nodes);
        assert_null(f.roots);
    }
}


static void
test_errors_edge(void **state)
{
    char           err[64];
    nseg_forest_t  f;

    /* an empty file */
    assert_int_equal(nseg_forest_parse(&f, "", 0, "e.model", err,
                                       sizeof(err)),
                     NSEG_ERROR);
    assert_true(strncmp(err, "e.model:0:", 10) == 0);

    /* the length is respected: the text cut before "end" */
    assert_int_equal(nseg_forest_parse(&f, model_text,
                                       strlen(model_text) - 4, "c.model",
                                       err, sizeof(err)),
                     NSEG_ERROR);
    assert_true(strncmp(err, "c.model:18:", 11) == 0);

    /* the file ends inside a tree */
    assert_int_equal(nseg_forest_parse(&f, model_text,
                                       strstr(model_text, "3 l 1.5")
                                       - model_text,
                                       "t.model", err, sizeof(err)),
                     NSEG_ERROR);
    assert_true(strncmp(err, "t.model:17: ", 12) == 0);
    assert_non_null(strstr(err, "tree 1 ends early"));

    /* the file ends after the header */
    assert_int_equal(nseg_forest_parse(&f, model_text,
                                       strstr(model_text, "tree 0")
                                       - model_text,
                                       "h.model", err, sizeof(err)),
                     NSEG_ERROR);
    assert_true(strncmp(err, "h.model:6: ", 11) == 0);

    /* a small error buffer is filled, not overrun */
    {
        char  tiny[8];

        memset(tiny, 'x', sizeof(tiny));
        assert_int_equal(nseg_forest_parse(&f, "junk", 4, "long-name.model",
                                           tiny, 6),
                         NSEG_ERROR);
        assert_int_equal(tiny[5], '\0');
        assert_int_equal(tiny[6], 'x');
    }
}


static void
write_file(const char *dir, const char *name, const char *text)
{
    char   path[512];
    FILE  *fp;

    snprintf(path, sizeof(path), "%s/%s", dir, name);
    fp = fopen(path, "wb");
    assert_non_null(fp);
    assert_int_equal(fwrite(text, 1, strlen(text), fp), strlen(text));
    fclose(fp);
}


static void
remove_dir(const char *dir)
{
    char  path[512];

    snprintf(path, sizeof(path), "%s/title.model", dir);
    unlink(path);
    snprintf(path, sizeof(path), "%s/date.model", dir);
    unlink(path);
    snprintf(path, sizeof(path), "%s/date_notitle.model", dir);
    unlink(path);
    snprintf(path, sizeof(path), "%s/title_subtree.model", dir);
    unlink(path);
    snprintf(path, sizeof(path), "%s/title_visual.model", dir);
    unlink(path);
    rmdir(dir);
}


/*
 * Two vectors over font and words, gamma 1, rho 0, Platt A -1, B 0:
 * P(x) = sigmoid(exp(-|x - (1,0)|^2) - exp(-|x - (0,1)|^2)).
 */
static const char  *svm_text =
    "newsseg-svm 1\n"
    "name title_subtree\n"
    "features font words\n"
    "scale 0 1 0 0.5\n"
    "gamma 1\n"
    "rho 0\n"
    "platt -1 0\n"
    "threshold 0.5\n"
    "vectors 2\n"
    "1 1 0\n"
    "-1 0 1\n"
    "end\n";


static void
test_svm(void **state)
{
    char         err[256], *d1, *d2, *broken;
    float        f[NSEG_ST_N];
    size_t       l1, l2;
    double       want;
    nseg_svm_t   m, g;

    (void) state;

    if (nseg_svm_parse(&m, svm_text, strlen(svm_text), "t.model", err,
                       sizeof(err))
        != NSEG_OK)
    {
        fail_msg("%s", err);
    }

    assert_int_equal(m.nvectors, 2);
    assert_int_equal(m.nfeatures, 2);

    /* words 2 scales to 1: the second vector exactly */
    memset(f, 0, sizeof(f));
    f[NSEG_ST_WORDS] = 2;
    f[NSEG_ST_HEADING] = 9;          /* a feature the model does not use */
    want = 1.0 / (1.0 + exp(-(exp(-2.0) - 1.0)));
    assert_true(fabs(nseg_svm_predict(&m, f) - want) < 1e-6);

    f[NSEG_ST_WORDS] = 0;
    f[NSEG_ST_FONT] = 1;
    want = 1.0 / (1.0 + exp(-(1.0 - exp(-2.0))));
    assert_true(fabs(nseg_svm_predict(&m, f) - want) < 1e-6);
    assert_true(nseg_svm_predict(&m, f) > m.threshold);

    /* dump and parse again: the same text */
    d1 = nseg_svm_dump(&m, &l1);
    assert_non_null(d1);
    assert_int_equal(nseg_svm_parse(&g, d1, l1, "dump", err, sizeof(err)),
                     NSEG_OK);
    d2 = nseg_svm_dump(&g, &l2);
    assert_int_equal(l1, l2);
    assert_memory_equal(d1, d2, l1);
    assert_true(fabs(nseg_svm_predict(&g, f) - nseg_svm_predict(&m, f))
                < 1e-9);
    free(d1);
    free(d2);
    nseg_svm_free(&g);
    nseg_svm_free(&m);

    /* errors name the line */
    assert_int_equal(nseg_svm_parse(&m, "newsseg-forest 1\n", 17, "t.model",
                                    err, sizeof(err)), NSEG_ERROR);
    assert_non_null(strstr(err, "t.model:1: not a newsseg SVM model"));

    broken = strdup(svm_text);
    assert_non_null(broken);
    strstr(broken, "-1 0 1")[3] = 'x';
    assert_int_equal(nseg_svm_parse(&m, broken, strlen(broken), "t.model",
                                    err, sizeof(err)), NSEG_ERROR);
    assert_non_null(strstr(err, "t.model:11: a vector is a coefficient "
                            "and 2 features"));
    free(broken);

    assert_int_equal(nseg_svm_parse(&m, svm_text, 100, "t.model", err,
                                    sizeof(err)), NSEG_ERROR);
    assert_non_null(strstr(err, "t.model:"));

    broken = "newsseg-svm 1\nname x\nfeatures font size\n";
    assert_int_equal(nseg_svm_parse(&m, broken, strlen(broken), "t.model",
                                    err, sizeof(err)), NSEG_ERROR);
    assert_non_null(strstr(err, "t.model:3: unknown feature \"size\""));
}


static void
test_model_load(void **state)
{
    char           dir[64], err[512], path[600], *broken;
    float          row[NSEG_F_N];
    nseg_model_t  *m;

    strcpy(dir, "/tmp/nseg-test-forest-XXXXXX");
    assert_non_null(mkdtemp(dir));

    /* an empty directory: the first file is named */
    err[0] = '\0';
    m = nseg_model_load(dir, err, sizeof(err));
    assert_null(m);
    snprintf(path, sizeof(path), "%s/title.model", dir);
    assert_non_null(strstr(err, path));

    /* two of three: the missing one is named */
    write_file(dir, "title.model", model_text);
    write_file(dir, "date.model", model_text);

    err[0] = '\0';
    m = nseg_model_load(dir, err, sizeof(err));
    assert_null(m);
    snprintf(path, sizeof(path), "%s/date_notitle.model", dir);
    assert_non_null(strstr(err, path));

    /* a broken file: "path:line: what" */
    broken = edit_line(5, "threshold 7");
    write_file(dir, "date_notitle.model", broken);
    free(broken);

    err[0] = '\0';
    m = nseg_model_load(dir, err, sizeof(err));
    assert_null(m);
    snprintf(path, sizeof(path), "%s/date_notitle.model:5: ", dir);
    assert_true(strncmp(err, path, strlen(path)) == 0);

    /* a truncated file */
    write_file(dir, "date_notitle.model", "newsseg-forest 1\nname x\n");

    err[0] = '\0';
    m = nseg_model_load(dir, err, sizeof(err));
    assert_null(m);
    snprintf(path, sizeof(path), "%s/date_notitle.model:2: ", dir);
    assert_true(strncmp(err, path, strlen(path)) == 0);

    /* complete */
    write_file(dir, "date_notitle.model", model_text);

    err[0] = '\0';
    m = nseg_model_load(dir, err, sizeof(err));
    if (m == NULL) {
        fail_msg("load failed: %s", err);
    }

    assert_true(m->loaded);
    assert_false(m->embedded);
    assert_int_equal(m->title.ntrees, 2);
    assert_int_equal(m->date.ntrees, 2);
    assert_int_equal(m->date_notitle.ntrees, 2);

    memset(row, 0, sizeof(row));
    row[NSEG_F_LEN] = 20;
    row[NSEG_F_BOLD] = 1;
    assert_true(fabs(nseg_forest_predict(&m->date, row) - sigmoid(2.5))
                < 1e-9);

    /* the subtree SVM and the visual title forest are optional ... */
    assert_int_equal(m->title_subtree.nvectors, 0);
    assert_int_equal(m->title_visual.ntrees, 0);
    nseg_model_free(m);

    /* ... but a broken one is an error naming it */
    write_file(dir, "title_visual.model", "newsseg-forest 1\nname x\n");
    err[0] = '\0';
    assert_null(nseg_model_load(dir, err, sizeof(err)));
    snprintf(path, sizeof(path), "%s/title_visual.model:2: ", dir);
    assert_true(strncmp(err, path, strlen(path)) == 0);

    write_file(dir, "title_visual.model", model_text);
    m = nseg_model_load(dir, err, sizeof(err));
    assert_non_null(m);
    assert_int_equal(m->title_visual.ntrees, 2);
    nseg_model_free(m);

    /* ... but a broken one is an error naming it */
    write_file(dir, "title_subtree.model", "newsseg-svm 1\nname x\n");
    err[0] = '\0';
    assert_null(nseg_model_load(dir, err, sizeof(err)));
    snprintf(path, sizeof(path), "%s/title_subtree.model:2: ", dir);
    assert_true(strncmp(err, path, strlen(path)) == 0);

    write_file(dir, "title_subtree.model", svm_text);
    m = nseg_model_load(dir, err, sizeof(err));
    assert_non_null(m);
    assert_int_equal(m->title_subtree.nvectors, 2);

    nseg_model_free(m);
    remove_dir(dir);

    /* a directory that does not exist */
    err[0] = '\0';
    assert_null(nseg_model_load("/nonexistent/newsseg", err, sizeof(err)));
    assert_non_null(strstr(err, "/nonexistent/newsseg/title.model"));
}


/* dump, parse again: same predictions on many rows, same text again */
static void
round_trip(const nseg_forest_t *f)
{
    int            i, k;
    char          *d1, *d2, err[256];
    float          row[NSEG_F_N];
    size_t         l1, l2;
    unsigned       seed;
    nseg_forest_t  g;

    d1 = nseg_forest_dump(f, &l1);
    assert_non_null(d1);
    assert_int_equal(strlen(d1), l1);

    if (nseg_forest_parse(&g, d1, l1, "dump", err, sizeof(err)) != NSEG_OK) {
        fail_msg("the dump does not parse: %s", err);
    }

    assert_string_equal(g.name, f->name);
    assert_int_equal(g.ntrees, f->ntrees);
    assert_int_equal(g.nnodes, f->nnodes);
    assert_int_equal(g.nfeatures, f->nfeatures);
    assert_memory_equal(g.features, f->features, f->nfeatures);
    assert_true(g.threshold == (double) (float) f->threshold
                || fabs(g.threshold - f->threshold) < 1e-6);

    /* every node exactly: thresholds and leaves survive as floats */
    for (i = 0; i < (int) f->nnodes; i++) {
        assert_true(g.nodes[i].value == f->nodes[i].value);
        assert_int_equal(g.nodes[i].yes, f->nodes[i].yes);
        assert_int_equal(g.nodes[i].no, f->nodes[i].no);
        assert_int_equal(g.nodes[i].feature, f->nodes[i].feature);
    }

    seed = 7;

    for (i = 0; i < 2000; i++) {
        for (k = 0; k < NSEG_F_N; k++) {
            seed = seed * 1103515245 + 12345;
            row[k] = (float) ((seed >> 8) % 20000) / 100.0f - 20.0f;
        }

        if (fabs(nseg_forest_predict(f, row) - nseg_forest_predict(&g, row))
            > 1e-6)
        {
            fail_msg("row %d: %.9f vs %.9f", i, nseg_forest_predict(f, row),
                     nseg_forest_predict(&g, row));
        }
    }

    d2 = nseg_forest_dump(&g, &l2);
    assert_non_null(d2);
    assert_int_equal(l1, l2);
    assert_memory_equal(d1, d2, l1);

    free(d1);
    free(d2);
    nseg_forest_free(&g);
}


static void
test_round_trip(void **state)
{
    nseg_forest_t  f;

    parse_ok(&f, model_text);
    round_trip(&f);
    nseg_forest_free(&f);
}


static void
test_default_model(void **state)
{
    const nseg_model_t  *m;

    assert_int_equal(nseg_init(), NSEG_OK);

    m = nseg_model_default();
    assert_non_null(m);
    assert_true(m->loaded);
    assert_true(m->embedded);
    assert_true(m->title.ntrees > 0);
    assert_true(m->date.ntrees > 0);
    assert_true(m->date_notitle.ntrees > 0);
    assert_true(m->title_visual.ntrees > 0);
    assert_string_equal(m->title.name, "title");
    assert_string_equal(m->title_visual.name, "title_visual");

    /* freeing the default is a no-op, not a crash */
    nseg_model_free((nseg_model_t *) m);
    assert_true(nseg_model_default()->loaded);

    /* the embedded models survive a round trip too */
    round_trip(&m->title);
    round_trip(&m->date);
    round_trip(&m->date_notitle);
    round_trip(&m->title_visual);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_predict),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_errors_edge),
        cmocka_unit_test(test_svm),
        cmocka_unit_test(test_model_load),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_default_model),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
