
/*
 * jsonld.c - a strict JSON parser (RFC 8259) with an optional lenient
 * mode for the mistakes real ld+json blocks carry.  The core may not
 * link a JSON library, and JSON-LD needs little: a tree in the arena.
 * Containers are tracked on a fixed stack, never by recursion, so a
 * hostile page cannot exhaust the C stack.
 */


#include <string.h>

#include "newsseg.h"
#include "jsonld.h"


typedef struct {
    nseg_json_t               *node;
    nseg_json_t               *tail;
} nseg_json_frame_t;


typedef struct {
    nseg_arena_t              *arena;
    const char                *p;
    const char                *end;
    unsigned                   lenient;
} nseg_json_ctx_t;


static void nseg_json_skip_space(nseg_json_ctx_t *ctx);
static int nseg_json_string(nseg_json_ctx_t *ctx, const char **out,
    size_t *len);
static int nseg_json_number(nseg_json_ctx_t *ctx, nseg_json_t *v);
static int nseg_json_literal(nseg_json_ctx_t *ctx, const char *word,
    size_t len);
static unsigned nseg_json_hex4(const char *p);
static size_t nseg_json_utf8(char *out, uint32_t cp);


int
nseg_json_parse(nseg_arena_t *arena, const char *s, size_t len,
    unsigned flags, nseg_json_t **root)
{
    int                 rc, depth;
    char                c;
    size_t              klen;
    const char         *key;
    nseg_json_t        *v;
    nseg_json_ctx_t     ctx;
    nseg_json_frame_t  *top, stack[NSEG_JSON_MAX_DEPTH];

    *root = NULL;

    ctx.arena = arena;
    ctx.p = s;
    ctx.end = s + len;
    ctx.lenient = flags & NSEG_JSON_LENIENT;

    if (ctx.lenient) {
        /*
         * "<!--", "//<![CDATA[" and similar wrappers before the value;
         * the '[' of "<![CDATA[" does not start an array.
         */
        while (ctx.p < ctx.end && *ctx.p != '{' && *ctx.p != '[') {
            if (ctx.end - ctx.p >= 9 && memcmp(ctx.p, "<![CDATA[", 9) == 0) {
                ctx.p += 9;
                continue;
            }

            ctx.p++;
        }
    }

    depth = 0;
    top = NULL;
    key = NULL;

    for ( ;; ) {

        /* a value is expected here */

        nseg_json_skip_space(&ctx);

        if (ctx.p == ctx.end) {
            return NSEG_DECLINED;
        }

        v = nseg_arena_calloc(arena, sizeof(nseg_json_t));
        if (v == NULL) {
            return NSEG_ERROR;
        }

        v->key = key;
        key = NULL;

        c = *ctx.p;

        switch (c) {

        case '{':
        case '[':
            ctx.p++;
            v->type = (c == '{') ? NSEG_JSON_OBJECT : NSEG_JSON_ARRAY;
            break;

        case '"':
            rc = nseg_json_string(&ctx, &v->str, &v->len);
            if (rc != NSEG_OK) {
                return rc;
            }

            v->type = NSEG_JSON_STRING;
            break;

        case 't':
            v->type = NSEG_JSON_TRUE;
            rc = nseg_json_literal(&ctx, "true", 4);
            if (rc != NSEG_OK) {
                return rc;
            }

            break;

        case 'f':
            v->type = NSEG_JSON_FALSE;
            rc = nseg_json_literal(&ctx, "false", 5);
            if (rc != NSEG_OK) {
                return rc;
            }

            break;

        case 'n':
            v->type = NSEG_JSON_NULL;
            rc = nseg_json_literal(&ctx, "null", 4);
            if (rc != NSEG_OK) {
                return rc;
            }

            break;

        default:
            rc = nseg_json_number(&ctx, v);
            if (rc != NSEG_OK) {
                return rc;
            }

            break;
        }

        /* link the value into its container */

        if (top == NULL) {
            *root = v;

        } else {
            if (top->tail == NULL) {
                top->node->child = v;

            } else {
                top->tail->next = v;
            }

            top->tail = v;
            top->node->n++;
        }

        if (v->type == NSEG_JSON_OBJECT || v->type == NSEG_JSON_ARRAY) {
            if (depth == NSEG_JSON_MAX_DEPTH) {
                return NSEG_DECLINED;
            }

            top = &stack[depth++];
            top->node = v;
            top->tail = NULL;

            nseg_json_skip_space(&ctx);

            if (ctx.p < ctx.end
                && *ctx.p == (v->type == NSEG_JSON_OBJECT ? '}' : ']'))
            {
                /* empty: closed at once */
                ctx.p++;
                depth--;
                top = depth ? &stack[depth - 1] : NULL;
                goto closed;
            }

            if (v->type == NSEG_JSON_OBJECT) {
                goto member;
            }

            continue;
        }

    closed:

        /* after a value: a separator, or the end of containers */

        for ( ;; ) {
            if (top == NULL) {
                nseg_json_skip_space(&ctx);

                if (ctx.p != ctx.end && !ctx.lenient) {
                    return NSEG_DECLINED;
                }

                return NSEG_OK;
            }

            nseg_json_skip_space(&ctx);

            if (ctx.p == ctx.end) {
                return NSEG_DECLINED;
            }

            c = *ctx.p++;

            if (c == (top->node->type == NSEG_JSON_OBJECT ? '}' : ']')) {
                depth--;
                top = depth ? &stack[depth - 1] : NULL;
                continue;
            }

            if (c != ',') {
                return NSEG_DECLINED;
            }

            nseg_json_skip_space(&ctx);

            if (ctx.lenient
                && ctx.p < ctx.end
                && *ctx.p == (top->node->type == NSEG_JSON_OBJECT ? '}' : ']'))
            {
                /* a trailing comma */
                continue;
            }

            break;
        }

        if (top->node->type == NSEG_JSON_ARRAY) {
            continue;
        }

    member:

        /* an object member: "key" ':' */

        nseg_json_skip_space(&ctx);

        if (ctx.p == ctx.end || *ctx.p != '"') {
            return NSEG_DECLINED;
        }

        rc = nseg_json_string(&ctx, &key, &klen);
        if (rc != NSEG_OK) {
            return rc;
        }

        nseg_json_skip_space(&ctx);

        if (ctx.p == ctx.end || *ctx.p != ':') {
            return NSEG_DECLINED;
        }

        ctx.p++;
    }
}


nseg_json_t *
nseg_json_get(const nseg_json_t *obj, const char *key)
{
    nseg_json_t  *m;

    if (obj == NULL || obj->type != NSEG_JSON_OBJECT) {
        return NULL;
    }

    for (m = obj->child; m != NULL; m = m->next) {
        if (strcmp(m->key, key) == 0) {
            return m;
        }
    }

    return NULL;
}


const char *
nseg_json_get_str(const nseg_json_t *obj, const char *key)
{
    nseg_json_t  *m;

    m = nseg_json_get(obj, key);

    if (m == NULL || m->type != NSEG_JSON_STRING) {
        return NULL;
    }

    return m->str;
}


static void
nseg_json_skip_space(nseg_json_ctx_t *ctx)
{
    while (ctx->p < ctx->end
           && (*ctx->p == ' ' || *ctx->p == '\t' || *ctx->p == '\n'
               || *ctx->p == '\r'))
    {
        ctx->p++;
    }
}


/*
 * Two passes: the first finds the closing quote and checks the
 * escapes, the second decodes into an exact-size arena copy (a decoded
 * string is never longer than its source).
 */

static int
nseg_json_string(nseg_json_ctx_t *ctx, const char **out, size_t *len)
{
    char           *d, *buf;
    unsigned        hi, lo;
    const char     *p, *start, *stop;
    unsigned char   c;

    start = ++ctx->p;

    for (p = start; ; p++) {
        if (p == ctx->end) {
            return NSEG_DECLINED;
        }

        c = (unsigned char) *p;

        if (c == '"') {
            break;
        }

        if (c < 0x20 && !ctx->lenient) {
            return NSEG_DECLINED;
        }

        if (c != '\\') {
            continue;
        }

        if (++p == ctx->end) {
            return NSEG_DECLINED;
        }

        switch (*p) {

        case '"':
        case '\\':
        case '/':
        case 'b':
        case 'f':
        case 'n':
        case 'r':
        case 't':
            break;

        case 'u':
            if (ctx->end - p < 5 || nseg_json_hex4(p + 1) > 0xffff) {
                return NSEG_DECLINED;
            }

            p += 4;
            break;

        default:
            if (!ctx->lenient) {
                return NSEG_DECLINED;
            }

            /* "\'" and friends: the character itself */
            break;
        }
    }

    stop = p;
    ctx->p = stop + 1;

    buf = nseg_arena_alloc(ctx->arena, stop - start + 1);
    if (buf == NULL) {
        return NSEG_ERROR;
    }

    d = buf;

    for (p = start; p < stop; p++) {
        c = (unsigned char) *p;

        if (c < 0x20) {
            /* lenient only: a raw newline or tab in a string */
            *d++ = ' ';
            continue;
        }

        if (c != '\\') {
            *d++ = (char) c;
            continue;
        }

        p++;

        switch (*p) {
        case 'b':
            *d++ = '\b';
            break;
        case 'f':
            *d++ = '\f';
            break;
        case 'n':
            *d++ = '\n';
            break;
        case 'r':
            *d++ = '\r';
            break;
        case 't':
            *d++ = '\t';
            break;

        case 'u':
            hi = nseg_json_hex4(p + 1);
            p += 4;

            if (hi >= 0xd800 && hi <= 0xdbff
                && stop - p >= 7 && p[1] == '\\' && p[2] == 'u')
            {
                lo = nseg_json_hex4(p + 3);

                if (lo >= 0xdc00 && lo <= 0xdfff) {
                    p += 6;
                    hi = 0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00);
                }
            }

            if (hi == 0 || (hi >= 0xd800 && hi <= 0xdfff)) {
                /* NUL and lone surrogates */
                hi = 0xfffd;
            }

            d += nseg_json_utf8(d, hi);
            break;

        default:
            *d++ = *p;
            break;
        }
    }

    *d = '\0';

    *out = buf;
    *len = d - buf;

    return NSEG_OK;
}


static int
nseg_json_number(nseg_json_ctx_t *ctx, nseg_json_t *v)
{
    const char  *p, *start;

    start = ctx->p;
    p = start;

    if (p < ctx->end && *p == '-') {
        p++;
    }

    if (p == ctx->end || *p < '0' || *p > '9') {
        return NSEG_DECLINED;
    }

    if (*p == '0') {
        p++;

    } else {
        while (p < ctx->end && *p >= '0' && *p <= '9') {
            p++;
        }
    }

    if (p < ctx->end && *p == '.') {
        p++;

        if (p == ctx->end || *p < '0' || *p > '9') {
            return NSEG_DECLINED;
        }

        while (p < ctx->end && *p >= '0' && *p <= '9') {
            p++;
        }
    }

    if (p < ctx->end && (*p == 'e' || *p == 'E')) {
        p++;

        if (p < ctx->end && (*p == '+' || *p == '-')) {
            p++;
        }

        if (p == ctx->end || *p < '0' || *p > '9') {
            return NSEG_DECLINED;
        }

        while (p < ctx->end && *p >= '0' && *p <= '9') {
            p++;
        }
    }

    v->type = NSEG_JSON_NUMBER;
    v->len = p - start;
    v->str = nseg_arena_strndup(ctx->arena, start, v->len);
    ctx->p = p;

    return v->str ? NSEG_OK : NSEG_ERROR;
}


static int
nseg_json_literal(nseg_json_ctx_t *ctx, const char *word, size_t len)
{
    if ((size_t) (ctx->end - ctx->p) < len
        || memcmp(ctx->p, word, len) != 0)
    {
        return NSEG_DECLINED;
    }

    ctx->p += len;

    return NSEG_OK;
}


/* four hex digits, or a value over 0xffff when one is not a digit */

static unsigned
nseg_json_hex4(const char *p)
{
    unsigned  i, v, c;

    v = 0;

    for (i = 0; i < 4; i++) {
        c = (unsigned char) p[i];

        if (c >= '0' && c <= '9') {
            c -= '0';

        } else if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f') {
            c = (c | 0x20) - 'a' + 10;

        } else {
            return 0x10000;
        }

        v = (v << 4) | c;
    }

    return v;
}


static size_t
nseg_json_utf8(char *out, uint32_t cp)
{
    if (cp < 0x80) {
        out[0] = (char) cp;
        return 1;
    }

    if (cp < 0x800) {
        out[0] = (char) (0xc0 | (cp >> 6));
        out[1] = (char) (0x80 | (cp & 0x3f));
        return 2;
    }

    if (cp < 0x10000) {
        out[0] = (char) (0xe0 | (cp >> 12));
        out[1] = (char) (0x80 | ((cp >> 6) & 0x3f));
        out[2] = (char) (0x80 | (cp & 0x3f));
        return 3;
    }

    out[0] = (char) (0xf0 | (cp >> 18));
    out[1] = (char) (0x80 | ((cp >> 12) & 0x3f));
    out[2] = (char) (0x80 | ((cp >> 6) & 0x3f));
    out[3] = (char) (0x80 | (cp & 0x3f));
    return 4;
}
