
/*
 * model.h - the classifiers of a model set (title, date with and without
 * a title node, title subtree): embedded defaults and loading from a
 * directory, and the line reader their loaders share.
 */


#ifndef _NSEG_MODEL_H_INCLUDED_
#define _NSEG_MODEL_H_INCLUDED_


#include "forest.h"
#include "svm.h"


/* reads a model text file line by line, for the loaders */
typedef struct {
    const char                *p;
    const char                *end;
    const char                *name;
    unsigned                   line;
    char                      *err;
    size_t                     err_len;
    char                       text[512];
} nseg_model_reader_t;


/* the next line that is neither empty nor a # comment; 0 at the end */
int nseg_model_reader_next(nseg_model_reader_t *r);
/* "name:line: what" into r->err; returns NSEG_ERROR */
int nseg_model_reader_fail(nseg_model_reader_t *r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

void nseg_model_reader_init(nseg_model_reader_t *r, const char *data,
    size_t len, const char *name, char *err, size_t err_len);

/*
 * The three lines every model file starts with: "MAGIC 1" (what names
 * the kind in the error), "name NAME" (cut to name_size), "features A B
 * ..." from the table names of nnames, at most nnames of them, into
 * features and *nfeatures.  Returns NSEG_OK or the reader's failure.
 */
int nseg_model_reader_header(nseg_model_reader_t *r, const char *magic,
    const char *what, char *name, size_t name_size,
    const char *const *names, unsigned nnames, uint8_t *features,
    uint32_t *nfeatures);


/*
 * The forests of a set, in the order of their files; the first
 * three must be in a model directory, title_visual may be absent
 */
#define NSEG_MODEL_TITLE         0
#define NSEG_MODEL_DATE          1
#define NSEG_MODEL_DATE_NOTITLE  2
#define NSEG_MODEL_TITLE_VISUAL  3
#define NSEG_MODEL_NFORESTS      4


struct nseg_model_s {
    nseg_forest_t              title;
    nseg_forest_t              date;          /* with title_dist */
    nseg_forest_t              date_notitle;  /* when no title node */
    nseg_forest_t              title_visual;  /* optional: ntrees 0 */
    nseg_svm_t                 title_subtree; /* optional: nvectors 0 */
    unsigned                   loaded:1;      /* the three forests */
    unsigned                   embedded:1;
};


typedef struct {
    const char                *name;     /* file name without .model */
    const char                *data;
    size_t                     len;
} nseg_embedded_model_t;


/* forest k of a set (NSEG_MODEL_TITLE ...) */
nseg_forest_t *nseg_model_forest(nseg_model_t *m, unsigned k);

/* the file names of a set without ".model": the forests, then the SVM */
extern const char  *const nseg_model_files[];

/* generated from models/ into models_data.c; ends with a NULL name */
extern const nseg_embedded_model_t  nseg_embedded_models[];

/* builds the embedded default; called by nseg_init() */
int nseg_model_init_default(void);


#endif /* _NSEG_MODEL_H_INCLUDED_ */
