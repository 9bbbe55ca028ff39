
/*
 * jsonld.h - a small JSON parser for the <script type=application/ld+json>
 * blocks of a page: iterative, depth-capped, values in the document arena.
 */


#ifndef _NSEG_JSONLD_H_INCLUDED_
#define _NSEG_JSONLD_H_INCLUDED_


#include <stddef.h>
#include <stdint.h>

#include "arena.h"


#define NSEG_JSON_MAX_DEPTH      64

/* flags of nseg_json_parse() */
#define NSEG_JSON_STRICT         0
/* trailing commas, raw control characters in strings, text around */
#define NSEG_JSON_LENIENT        1


typedef enum {
    NSEG_JSON_NULL = 0,
    NSEG_JSON_FALSE,
    NSEG_JSON_TRUE,
    NSEG_JSON_NUMBER,
    NSEG_JSON_STRING,
    NSEG_JSON_ARRAY,
    NSEG_JSON_OBJECT
} nseg_json_type_e;


typedef struct nseg_json_s  nseg_json_t;

/*
 * Strings are decoded to UTF-8 and NUL-terminated (an escaped \u0000
 * becomes U+FFFD, so C string functions see the whole value).  Numbers
 * keep their source text in str.  Children of arrays and objects are a
 * linked list in document order; object members carry their key.
 */
struct nseg_json_s {
    nseg_json_t               *next;
    nseg_json_t               *child;
    const char                *key;       /* object members, else NULL */
    const char                *str;       /* strings and numbers */
    size_t                     len;
    uint32_t                   n;         /* number of children */
    uint8_t                    type;      /* nseg_json_type_e */
};


/*
 * Parses len bytes of s.  Returns NSEG_OK and the root in *root,
 * NSEG_DECLINED for invalid JSON (or nesting over NSEG_JSON_MAX_DEPTH),
 * NSEG_ERROR when the arena runs out.  A declined parse may leave
 * garbage in the arena; it is freed with the document.
 */
int nseg_json_parse(nseg_arena_t *arena, const char *s, size_t len,
    unsigned flags, nseg_json_t **root);

/* the first member named key of an object, or NULL */
nseg_json_t *nseg_json_get(const nseg_json_t *obj, const char *key);

/* the string value of member key, or NULL when absent or not a string */
const char *nseg_json_get_str(const nseg_json_t *obj, const char *key);


#endif /* _NSEG_JSONLD_H_INCLUDED_ */
