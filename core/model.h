
/*
 * model.h - the three classifiers of a model set (title, date with and
 * without a title node): embedded defaults and loading from a directory.
 */


#ifndef _NSEG_MODEL_H_INCLUDED_
#define _NSEG_MODEL_H_INCLUDED_


#include "forest.h"


typedef struct {
    const char                *name;     /* file name without .model */
    const char                *data;
    size_t                     len;
} nseg_embedded_model_t;


/* generated from models/ into models_data.c; ends with a NULL name */
extern const nseg_embedded_model_t  nseg_embedded_models[];

/* builds the embedded default; called by nseg_init() */
int nseg_model_init_default(void);


#endif /* _NSEG_MODEL_H_INCLUDED_ */
