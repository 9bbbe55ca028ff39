
/*
 * model.c - a model set is three forests: title, date (uses the title
 * distance) and date_notitle (for pages where no title node was found,
 * the paper's conditional approach).  A set loaded from a directory must
 * be complete; a partial set is an error naming the missing file.
 */


#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"


static const char  *nseg_model_files[] = { "title", "date", "date_notitle" };

static nseg_model_t  nseg_default_model;


static nseg_forest_t *
nseg_model_slot(nseg_model_t *m, unsigned k)
{
    switch (k) {
    case 0:
        return &m->title;
    case 1:
        return &m->date;
    default:
        return &m->date_notitle;
    }
}


int
nseg_model_init_default(void)
{
    char                          err[256];
    unsigned                      k, found;
    const nseg_embedded_model_t  *e;

    if (nseg_default_model.embedded) {
        return NSEG_OK;
    }

    nseg_default_model.embedded = 1;
    found = 0;

    for (k = 0; k < 3; k++) {
        for (e = nseg_embedded_models; e->name != NULL; e++) {
            if (strcmp(e->name, nseg_model_files[k]) != 0) {
                continue;
            }

            if (nseg_forest_parse(nseg_model_slot(&nseg_default_model, k),
                                  e->data, e->len, e->name, err,
                                  sizeof(err))
                != NSEG_OK)
            {
                fprintf(stderr, "newsseg: embedded model %s\n", err);
                return NSEG_ERROR;
            }

            found++;
        }
    }

    /* no embedded models: the <title> baseline of the paper */
    nseg_default_model.loaded = found == 3;

    return NSEG_OK;
}


const nseg_model_t *
nseg_model_default(void)
{
    return &nseg_default_model;
}


nseg_model_t *
nseg_model_load(const char *dir, char *err, size_t err_len)
{
    long           size;
    FILE          *fp;
    char           path[4096], *data;
    size_t         n;
    unsigned       k;
    nseg_model_t  *m;

    m = calloc(1, sizeof(nseg_model_t));
    if (m == NULL) {
        snprintf(err, err_len, "out of memory");
        return NULL;
    }

    for (k = 0; k < 3; k++) {
        snprintf(path, sizeof(path), "%s/%s.model", dir, nseg_model_files[k]);

        fp = fopen(path, "rb");
        if (fp == NULL) {
            snprintf(err, err_len, "%s: %s", path, strerror(errno));
            goto failed;
        }

        data = NULL;

        if (fseek(fp, 0, SEEK_END) != 0 || (size = ftell(fp)) < 0
            || fseek(fp, 0, SEEK_SET) != 0
            || (data = malloc((size_t) size + 1)) == NULL
            || (n = fread(data, 1, (size_t) size, fp)) != (size_t) size)
        {
            snprintf(err, err_len, "%s: cannot read", path);
            free(data);
            fclose(fp);
            goto failed;
        }

        fclose(fp);

        if (nseg_forest_parse(nseg_model_slot(m, k), data, n, path, err,
                              err_len)
            != NSEG_OK)
        {
            free(data);
            goto failed;
        }

        free(data);
    }

    m->loaded = 1;

    return m;

failed:

    nseg_model_free(m);

    return NULL;
}


void
nseg_model_free(nseg_model_t *m)
{
    if (m == NULL || m == &nseg_default_model) {
        return;
    }

    nseg_forest_free(&m->title);
    nseg_forest_free(&m->date);
    nseg_forest_free(&m->date_notitle);
    free(m);
}
