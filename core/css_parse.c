
/*
 * css_parse.c - the simplified CSS parser: style sheets to a list of
 * rules that set at least one of the properties the features need.
 * One linear pass, no recursion; garbage is skipped the way browsers
 * skip it (an invalid declaration or selector drops only itself).
 */


#include <math.h>
#include <string.h>

#include "css_int.h"


#define NSEG_CSS_MAX_COMP        32     /* compounds in a selector */
#define NSEG_CSS_MAX_SIMPLE      64     /* simple selectors in one */
#define NSEG_CSS_MAX_CALC        32     /* calc() stack depth */
#define NSEG_CSS_TRANSPARENT     0xff000000

#define nseg_css_ws(c)                                                       \
    ((c) == ' ' || (c) == '\t' || (c) == '\n' || (c) == '\r' || (c) == '\f')
#define nseg_css_digit(c)        ((c) >= '0' && (c) <= '9')
#define nseg_css_xdigit(c)                                                   \
    (nseg_css_digit(c) || (nseg_css_lower(c) >= 'a'                          \
                           && nseg_css_lower(c) <= 'f'))
#define nseg_css_lower(c)                                                    \
    ((c) >= 'A' && (c) <= 'Z' ? (c) + ('a' - 'A') : (c))
#define nseg_css_namec(c)                                                    \
    (((c) >= 'a' && (c) <= 'z') || ((c) >= 'A' && (c) <= 'Z')                \
     || nseg_css_digit(c) || (c) == '-' || (c) == '_'                        \
     || (unsigned char) (c) >= 0x80)


typedef struct {
    const char                *name;
    uint32_t                   rgb;
} nseg_css_named_t;


typedef struct {
    const char                *name;
    int                        family;
} nseg_css_font_t;


typedef struct {
    float                      px;
    float                      em;
    float                      rem;
    int                        num;        /* a plain number, no unit */
} nseg_css_len_t;


static char *nseg_css_strip(nseg_arena_t *a, const char *s, size_t len,
    size_t *out_len);
static const char *nseg_css_string_end(const char *p, const char *end);
static const char *nseg_css_find(const char *p, const char *end, int semi);
static const char *nseg_css_block_end(const char *p, const char *end);
static const char *nseg_css_at_rule(nseg_css_sheet_t *sh, const char *p,
    const char *end, uint32_t *nest);
static int nseg_css_rule(nseg_css_sheet_t *sh, const char *pre,
    const char *pre_end, const char *body, const char *body_end);
static uint32_t nseg_css_decls(const char *p, const char *end,
    nseg_css_decl_t out[NSEG_CSS_NPROPS], uint32_t *total, uint32_t *kept);
static int nseg_css_decl(const char *name, size_t name_len, const char *v,
    size_t vlen, nseg_css_decl_t *d, uint32_t *nd);
static void nseg_css_keep(nseg_css_decl_t out[NSEG_CSS_NPROPS],
    uint32_t *n, const nseg_css_decl_t *d);
static int nseg_css_global(const char *s, size_t len);
static int nseg_css_parse_font(const char *s, size_t len,
    nseg_css_decl_t *d);
static int nseg_css_selectors(nseg_css_sheet_t *sh, const char *p,
    const char *end, nseg_css_rule_t *rule);
static int nseg_css_selector(nseg_arena_t *a, const char *p,
    const char *end, nseg_css_sel_t *sel);
static const char *nseg_css_ident(nseg_arena_t *a, const char *p,
    const char *end, char **out, uint32_t *len, int lower);
static const char *nseg_css_quoted(nseg_arena_t *a, const char *p,
    const char *end, char **out, uint32_t *len);
static size_t nseg_css_escape(const char *p, const char *end, char *out,
    size_t *used);
static const char *nseg_css_number(const char *p, const char *end,
    double *v);
static int nseg_css_length(const char *p, const char *end,
    nseg_css_len_t *l, int calc);
static int nseg_css_calc(const char *p, const char *end,
    nseg_css_len_t *l);
static int nseg_css_minmax(const char *p, const char *end, int fn,
    nseg_css_len_t *l);
static int nseg_css_hex(const char *p, size_t n, uint32_t *rgb);
static int nseg_css_color_fn(const char *p, const char *end, int hsl,
    uint32_t *rgb);
static int nseg_css_query(const char *p, const char *end);
static int nseg_css_feature(const char *p, const char *end);
static int nseg_css_ieq(const char *s, size_t len, const char *lit);
static int nseg_css_iprefix(const char *s, size_t len, const char *lit);
static void nseg_css_trim(const char **p, const char **end);


/* bytes some scanner stops at; runs of others are skipped in a loop */
static const uint8_t  nseg_css_special[256] = {
    ['\\'] = 1, ['"'] = 1, ['\''] = 1, ['('] = 1, [')'] = 1, ['['] = 1,
    [']'] = 1, ['{'] = 1, ['}'] = 1, [';'] = 1, ['/'] = 1, [':'] = 1,
    ['\n'] = 1
};


/* sorted for bsearch; the 147 CSS named colours plus rebeccapurple */
static const nseg_css_named_t  nseg_css_colors[] = {
    { "aliceblue", 0xf0f8ff }, { "antiquewhite", 0xfaebd7 },
    { "aqua", 0x00ffff }, { "aquamarine", 0x7fffd4 },
    { "azure", 0xf0ffff }, { "beige", 0xf5f5dc },
    { "bisque", 0xffe4c4 }, { "black", 0x000000 },
    { "blanchedalmond", 0xffebcd }, { "blue", 0x0000ff },
    { "blueviolet", 0x8a2be2 }, { "brown", 0xa52a2a },
    { "burlywood", 0xdeb887 }, { "cadetblue", 0x5f9ea0 },
    { "chartreuse", 0x7fff00 }, { "chocolate", 0xd2691e },
    { "coral", 0xff7f50 }, { "cornflowerblue", 0x6495ed },
    { "cornsilk", 0xfff8dc }, { "crimson", 0xdc143c },
    { "cyan", 0x00ffff }, { "darkblue", 0x00008b },
    { "darkcyan", 0x008b8b }, { "darkgoldenrod", 0xb8860b },
    { "darkgray", 0xa9a9a9 }, { "darkgreen", 0x006400 },
    { "darkgrey", 0xa9a9a9 }, { "darkkhaki", 0xbdb76b },
    { "darkmagenta", 0x8b008b }, { "darkolivegreen", 0x556b2f },
    { "darkorange", 0xff8c00 }, { "darkorchid", 0x9932cc },
    { "darkred", 0x8b0000 }, { "darksalmon", 0xe9967a },
    { "darkseagreen", 0x8fbc8f }, { "darkslateblue", 0x483d8b },
    { "darkslategray", 0x2f4f4f }, { "darkslategrey", 0x2f4f4f },
    { "darkturquoise", 0x00ced1 }, { "darkviolet", 0x9400d3 },
    { "deeppink", 0xff1493 }, { "deepskyblue", 0x00bfff },
    { "dimgray", 0x696969 }, { "dimgrey", 0x696969 },
    { "dodgerblue", 0x1e90ff }, { "firebrick", 0xb22222 },
    { "floralwhite", 0xfffaf0 }, { "forestgreen", 0x228b22 },
    { "fuchsia", 0xff00ff }, { "gainsboro", 0xdcdcdc },
    { "ghostwhite", 0xf8f8ff }, { "gold", 0xffd700 },
    { "goldenrod", 0xdaa520 }, { "gray", 0x808080 },
    { "green", 0x008000 }, { "greenyellow", 0xadff2f },
    { "grey", 0x808080 }, { "honeydew", 0xf0fff0 },
    { "hotpink", 0xff69b4 }, { "indianred", 0xcd5c5c },
    { "indigo", 0x4b0082 }, { "ivory", 0xfffff0 },
    { "khaki", 0xf0e68c }, { "lavender", 0xe6e6fa },
    { "lavenderblush", 0xfff0f5 }, { "lawngreen", 0x7cfc00 },
    { "lemonchiffon", 0xfffacd }, { "lightblue", 0xadd8e6 },
    { "lightcoral", 0xf08080 }, { "lightcyan", 0xe0ffff },
    { "lightgoldenrodyellow", 0xfafad2 }, { "lightgray", 0xd3d3d3 },
    { "lightgreen", 0x90ee90 }, { "lightgrey", 0xd3d3d3 },
    { "lightpink", 0xffb6c1 }, { "lightsalmon", 0xffa07a },
    { "lightseagreen", 0x20b2aa }, { "lightskyblue", 0x87cefa },
    { "lightslategray", 0x778899 }, { "lightslategrey", 0x778899 },
    { "lightsteelblue", 0xb0c4de }, { "lightyellow", 0xffffe0 },
    { "lime", 0x00ff00 }, { "limegreen", 0x32cd32 },
    { "linen", 0xfaf0e6 }, { "magenta", 0xff00ff },
    { "maroon", 0x800000 }, { "mediumaquamarine", 0x66cdaa },
    { "mediumblue", 0x0000cd }, { "mediumorchid", 0xba55d3 },
    { "mediumpurple", 0x9370db }, { "mediumseagreen", 0x3cb371 },
    { "mediumslateblue", 0x7b68ee }, { "mediumspringgreen", 0x00fa9a },
    { "mediumturquoise", 0x48d1cc }, { "mediumvioletred", 0xc71585 },
    { "midnightblue", 0x191970 }, { "mintcream", 0xf5fffa },
    { "mistyrose", 0xffe4e1 }, { "moccasin", 0xffe4b5 },
    { "navajowhite", 0xffdead }, { "navy", 0x000080 },
    { "oldlace", 0xfdf5e6 }, { "olive", 0x808000 },
    { "olivedrab", 0x6b8e23 }, { "orange", 0xffa500 },
    { "orangered", 0xff4500 }, { "orchid", 0xda70d6 },
    { "palegoldenrod", 0xeee8aa }, { "palegreen", 0x98fb98 },
    { "paleturquoise", 0xafeeee }, { "palevioletred", 0xdb7093 },
    { "papayawhip", 0xffefd5 }, { "peachpuff", 0xffdab9 },
    { "peru", 0xcd853f }, { "pink", 0xffc0cb },
    { "plum", 0xdda0dd }, { "powderblue", 0xb0e0e6 },
    { "purple", 0x800080 }, { "rebeccapurple", 0x663399 },
    { "red", 0xff0000 }, { "rosybrown", 0xbc8f8f },
    { "royalblue", 0x4169e1 }, { "saddlebrown", 0x8b4513 },
    { "salmon", 0xfa8072 }, { "sandybrown", 0xf4a460 },
    { "seagreen", 0x2e8b57 }, { "seashell", 0xfff5ee },
    { "sienna", 0xa0522d }, { "silver", 0xc0c0c0 },
    { "skyblue", 0x87ceeb }, { "slateblue", 0x6a5acd },
    { "slategray", 0x708090 }, { "slategrey", 0x708090 },
    { "snow", 0xfffafa }, { "springgreen", 0x00ff7f },
    { "steelblue", 0x4682b4 }, { "tan", 0xd2b48c },
    { "teal", 0x008080 }, { "thistle", 0xd8bfd8 },
    { "tomato", 0xff6347 }, { "turquoise", 0x40e0d0 },
    { "violet", 0xee82ee }, { "wheat", 0xf5deb3 },
    { "white", 0xffffff }, { "whitesmoke", 0xf5f5f5 },
    { "yellow", 0xffff00 }, { "yellowgreen", 0x9acd32 }
};


/* sorted; lower case, inner spaces single; generic names included */
static const nseg_css_font_t  nseg_css_fonts[] = {
    { "-apple-system", NSEG_FONT_SANS },
    { "andale mono", NSEG_FONT_MONO },
    { "arial", NSEG_FONT_SANS },
    { "arial black", NSEG_FONT_SANS },
    { "avenir", NSEG_FONT_SANS },
    { "avenir next", NSEG_FONT_SANS },
    { "baskerville", NSEG_FONT_SERIF },
    { "blinkmacsystemfont", NSEG_FONT_SANS },
    { "bodoni", NSEG_FONT_SERIF },
    { "book antiqua", NSEG_FONT_SERIF },
    { "calibri", NSEG_FONT_SANS },
    { "cambria", NSEG_FONT_SERIF },
    { "charter", NSEG_FONT_SERIF },
    { "consolas", NSEG_FONT_MONO },
    { "courier", NSEG_FONT_MONO },
    { "cursive", NSEG_FONT_OTHER },
    { "didot", NSEG_FONT_SERIF },
    { "fantasy", NSEG_FONT_OTHER },
    { "franklin gothic", NSEG_FONT_SANS },
    { "futura", NSEG_FONT_SANS },
    { "garamond", NSEG_FONT_SERIF },
    { "geneva", NSEG_FONT_SANS },
    { "georgia", NSEG_FONT_SERIF },
    { "gill sans", NSEG_FONT_SANS },
    { "graphik", NSEG_FONT_SANS },
    { "helvetica", NSEG_FONT_SANS },
    { "helvetica neue", NSEG_FONT_SANS },
    { "helveticaneue", NSEG_FONT_SANS },
    { "inconsolata", NSEG_FONT_MONO },
    { "inter", NSEG_FONT_SANS },
    { "lato", NSEG_FONT_SANS },
    { "lora", NSEG_FONT_SERIF },
    { "lucida console", NSEG_FONT_MONO },
    { "lucida grande", NSEG_FONT_SANS },
    { "menlo", NSEG_FONT_MONO },
    { "merriweather", NSEG_FONT_SERIF },
    { "minion pro", NSEG_FONT_SERIF },
    { "monaco", NSEG_FONT_MONO },
    { "monospace", NSEG_FONT_MONO },
    { "montserrat", NSEG_FONT_SANS },
    { "myriad pro", NSEG_FONT_SANS },
    { "nunito", NSEG_FONT_SANS },
    { "open sans", NSEG_FONT_SANS },
    { "oswald", NSEG_FONT_SANS },
    { "palatino", NSEG_FONT_SERIF },
    { "palatino linotype", NSEG_FONT_SERIF },
    { "playfair display", NSEG_FONT_SERIF },
    { "poppins", NSEG_FONT_SANS },
    { "proxima nova", NSEG_FONT_SANS },
    { "publico", NSEG_FONT_SERIF },
    { "raleway", NSEG_FONT_SANS },
    { "roboto", NSEG_FONT_SANS },
    { "sans-serif", NSEG_FONT_SANS },
    { "segoe ui", NSEG_FONT_SANS },
    { "serif", NSEG_FONT_SERIF },
    { "system-ui", NSEG_FONT_SANS },
    { "tahoma", NSEG_FONT_SANS },
    { "tiempos", NSEG_FONT_SERIF },
    { "times", NSEG_FONT_SERIF },
    { "times new roman", NSEG_FONT_SERIF },
    { "trebuchet ms", NSEG_FONT_SANS },
    { "ubuntu", NSEG_FONT_SANS },
    { "ui-monospace", NSEG_FONT_MONO },
    { "ui-sans-serif", NSEG_FONT_SANS },
    { "ui-serif", NSEG_FONT_SERIF },
    { "verdana", NSEG_FONT_SANS }
};


/* xx-small .. xxx-large, as browsers map them at medium = 16px */
static const struct {
    const char                *name;
    float                      px;
} nseg_css_sizes[] = {
    { "xx-small", 9 }, { "x-small", 10 }, { "small", 13 },
    { "medium", 16 }, { "large", 18 }, { "x-large", 24 },
    { "xx-large", 32 }, { "xxx-large", 48 }
};


void
nseg_css_sheet_init(nseg_css_sheet_t *sheet, nseg_arena_t *arena)
{
    memset(sheet, 0, sizeof(nseg_css_sheet_t));
    sheet->arena = arena;
}


int
nseg_css_parse_sheet(nseg_css_sheet_t *sh, const char *css, size_t len)
{
    char        *s;
    size_t       n;
    uint32_t     nest;
    const char  *p, *q, *end, *body_end;

    s = nseg_css_strip(sh->arena, css, len, &n);
    if (s == NULL) {
        return NSEG_ERROR;
    }

    p = s;
    end = s + n;
    nest = 0;

    while (p < end) {

        if (nseg_css_ws(*p) || *p == ';') {
            p++;
            continue;
        }

        if (*p == '}') {
            /* closes an accepted @media block, or stray: skipped */
            if (nest) {
                nest--;
            }

            p++;
            continue;
        }

        if (end - p >= 4 && memcmp(p, "<!--", 4) == 0) {
            p += 4;
            continue;
        }

        if (end - p >= 3 && memcmp(p, "-->", 3) == 0) {
            p += 3;
            continue;
        }

        if (*p == '@') {
            p = nseg_css_at_rule(sh, p, end, &nest);
            continue;
        }

        q = nseg_css_find(p, end, 0);

        if (q == end) {
            break;
        }

        if (*q == '}') {
            /* a prelude without a block is garbage */
            p = q;
            continue;
        }

        body_end = nseg_css_block_end(q + 1, end);

        if (nseg_css_rule(sh, p, q, q + 1, body_end) != NSEG_OK) {
            return NSEG_ERROR;
        }

        p = body_end < end ? body_end + 1 : end;
    }

    return NSEG_OK;
}


int
nseg_css_parse_decls(nseg_arena_t *arena, const char *s, size_t len,
    nseg_css_decl_t out[NSEG_CSS_NPROPS], uint32_t *n,
    nseg_css_stats_t *stats)
{
    char    *t;
    size_t   tn;

    if (memchr(s, '/', len) != NULL) {
        t = nseg_css_strip(arena, s, len, &tn);
        if (t == NULL) {
            return NSEG_ERROR;
        }

        s = t;
        len = tn;
    }

    *n = nseg_css_decls(s, s + len, out, &stats->inline_decls,
                        &stats->inline_kept);

    return NSEG_OK;
}


/* removes comments (outside strings) so no later scanner sees them */
static char *
nseg_css_strip(nseg_arena_t *a, const char *s, size_t len, size_t *out_len)
{
    char         c, quote, *out;
    size_t       i, q, r;
    const char  *e;

    out = nseg_arena_alloc(a, len + 1);
    if (out == NULL) {
        return NULL;
    }

    q = 0;
    quote = 0;

    for (i = 0; i < len; i++) {
        c = s[i];

        if (!quote && !nseg_css_special[(uint8_t) c]) {
            /* the common case: a run of plain bytes */
            for (r = i + 1; r < len && !nseg_css_special[(uint8_t) s[r]];
                 r++)
            {
                /* void */
            }

            memcpy(out + q, s + i, r - i);
            q += r - i;
            i = r - 1;
            continue;
        }

        if (c == '\\' && i + 1 < len) {
            out[q++] = c;
            out[q++] = s[++i];
            continue;
        }

        if (quote) {
            out[q++] = c;

            if (c == quote || c == '\n') {
                quote = 0;
            }

            continue;
        }

        if (c == '/' && i + 1 < len && s[i + 1] == '*') {
            e = s + i + 2;

            while (e + 1 < s + len && (e[0] != '*' || e[1] != '/')) {
                e++;
            }

            i = (e + 1 < s + len) ? (size_t) (e - s) + 1 : len;
            out[q++] = ' ';
            continue;
        }

        if (c == '"' || c == '\'') {
            quote = c;
        }

        out[q++] = c;
    }

    out[q] = '\0';
    *out_len = q;

    return out;
}


/* p is at a quote; returns just past the string (or its bad end) */
static const char *
nseg_css_string_end(const char *p, const char *end)
{
    char  quote;

    quote = *p++;

    while (p < end) {
        if (*p == '\\' && p + 1 < end) {
            p += 2;
            continue;
        }

        if (*p == quote) {
            return p + 1;
        }

        if (*p == '\n') {
            return p;
        }

        p++;
    }

    return end;
}


/* the first '{', '}' (or ';') outside strings, () and [] */
static const char *
nseg_css_find(const char *p, const char *end, int semi)
{
    uint32_t  depth;

    depth = 0;

    while (p < end) {
        while (!nseg_css_special[(uint8_t) *p]) {
            if (++p == end) {
                return end;
            }
        }

        switch (*p) {

        case '\\':
            p += (p + 1 < end) ? 2 : 1;
            continue;

        case '"':
        case '\'':
            p = nseg_css_string_end(p, end);
            continue;

        case '(':
        case '[':
            depth++;
            break;

        case ')':
        case ']':
            if (depth) {
                depth--;
            }
            break;

        case '{':
        case '}':
            if (depth == 0) {
                return p;
            }
            break;

        case ';':
            if (semi && depth == 0) {
                return p;
            }
            break;

        default:
            break;
        }

        p++;
    }

    return end;
}


/* p is just past an opening '{'; returns its matching '}' or end */
static const char *
nseg_css_block_end(const char *p, const char *end)
{
    uint32_t  depth;

    depth = 1;

    while (p < end) {
        while (!nseg_css_special[(uint8_t) *p]) {
            if (++p == end) {
                return end;
            }
        }

        switch (*p) {

        case '\\':
            p += (p + 1 < end) ? 2 : 1;
            continue;

        case '"':
        case '\'':
            p = nseg_css_string_end(p, end);
            continue;

        case '{':
        case '(':
        case '[':
            depth++;
            break;

        case '}':
            if (--depth == 0) {
                return p;
            }
            break;

        case ')':
        case ']':
            if (depth > 1) {
                depth--;
            }
            break;

        default:
            break;
        }

        p++;
    }

    return end;
}


/*
 * @media all/screen, @supports, @layer and @container blocks are
 * entered (their rules apply); every other block is skipped whole.
 */
static const char *
nseg_css_at_rule(nseg_css_sheet_t *sh, const char *p, const char *end,
    uint32_t *nest)
{
    size_t       len;
    const char  *name, *q, *b;

    name = ++p;

    while (p < end && nseg_css_namec(*p)) {
        p++;
    }

    len = p - name;

    q = nseg_css_find(p, end, 1);

    if (q == end) {
        return end;
    }

    if (*q == ';') {
        return q + 1;
    }

    if (*q == '}') {
        return q;
    }

    if ((nseg_css_ieq(name, len, "media")
         && nseg_css_media_match(p, q - p))
        || nseg_css_ieq(name, len, "supports")
        || nseg_css_ieq(name, len, "layer")
        || nseg_css_ieq(name, len, "container"))
    {
        (*nest)++;
        return q + 1;
    }

    sh->stats.at_skipped++;

    b = nseg_css_block_end(q + 1, end);

    return b < end ? b + 1 : end;
}


static int
nseg_css_rule(nseg_css_sheet_t *sh, const char *pre, const char *pre_end,
    const char *body, const char *body_end)
{
    uint32_t          n;
    nseg_css_decl_t   decls[NSEG_CSS_NPROPS];
    nseg_css_rule_t  *rule;

    sh->stats.rules++;

    n = nseg_css_decls(body, body_end, decls, &sh->stats.decls,
                       &sh->stats.decls_kept);

    if (n == 0) {
        /* the paper's saving: most rules set nothing we compute */
        return NSEG_OK;
    }

    rule = nseg_arena_alloc(sh->arena, sizeof(nseg_css_rule_t));
    if (rule == NULL) {
        return NSEG_ERROR;
    }

    rule->next = NULL;
    rule->sels = NULL;
    rule->nsels = 0;

    if (nseg_css_selectors(sh, pre, pre_end, rule) != NSEG_OK) {
        return NSEG_ERROR;
    }

    if (rule->nsels == 0) {
        return NSEG_OK;
    }

    rule->decls = nseg_arena_alloc(sh->arena, n * sizeof(nseg_css_decl_t));
    if (rule->decls == NULL) {
        return NSEG_ERROR;
    }

    memcpy(rule->decls, decls, n * sizeof(nseg_css_decl_t));
    rule->ndecls = n;
    rule->order = sh->order++;

    if (sh->last) {
        sh->last->next = rule;

    } else {
        sh->head = rule;
    }

    sh->last = rule;
    sh->nrules++;
    sh->nsels += rule->nsels;
    sh->stats.rules_kept++;

    return NSEG_OK;
}


/* a declaration list; only the strongest declaration per property */
static uint32_t
nseg_css_decls(const char *p, const char *end,
    nseg_css_decl_t out[NSEG_CSS_NPROPS], uint32_t *total, uint32_t *kept)
{
    int               block;
    uint32_t          n, nd, i, depth;
    const char       *q, *colon, *name, *name_end, *v;
    nseg_css_decl_t   d[3];

    n = 0;

    while (p < end) {

        if (nseg_css_ws(*p) || *p == ';') {
            p++;
            continue;
        }

        /* the item ends at ';' or after a nested {} block */
        q = p;
        depth = 0;
        block = 0;
        colon = NULL;

        while (q < end) {
            if (!nseg_css_special[(uint8_t) *q]) {
                q++;
                continue;
            }

            if (*q == '\\') {
                q += (q + 1 < end) ? 2 : 1;
                continue;
            }

            if (*q == '"' || *q == '\'') {
                q = nseg_css_string_end(q, end);
                continue;
            }

            if (*q == ';' && depth == 0) {
                break;
            }

            if (*q == ':' && depth == 0 && colon == NULL) {
                colon = q;

            } else if (*q == '(' || *q == '[' || *q == '{') {
                depth++;
                block |= (*q == '{');

            } else if ((*q == ')' || *q == ']' || *q == '}') && depth) {
                if (--depth == 0 && *q == '}') {
                    q++;
                    break;
                }
            }

            q++;
        }

        name = p;
        p = q;

        if (block) {
            /* a nested rule (CSS nesting) or a broken value: dropped */
            continue;
        }

        (*total)++;

        if (colon == NULL) {
            continue;
        }

        name_end = colon;
        nseg_css_trim(&name, &name_end);
        v = colon + 1;

        nd = 0;

        if (nseg_css_decl(name, name_end - name, v, q - v, d, &nd)
            != NSEG_OK)
        {
            continue;
        }

        (*kept)++;

        for (i = 0; i < nd; i++) {
            nseg_css_keep(out, &n, &d[i]);
        }
    }

    return n;
}


/* important beats normal, later beats earlier */
static void
nseg_css_keep(nseg_css_decl_t out[NSEG_CSS_NPROPS], uint32_t *n,
    const nseg_css_decl_t *d)
{
    uint32_t  i;

    for (i = 0; i < *n; i++) {
        if (out[i].prop == d->prop) {
            if (d->important >= out[i].important) {
                out[i] = *d;
            }

            return;
        }
    }

    out[(*n)++] = *d;
}


static int
nseg_css_decl(const char *name, size_t name_len, const char *v,
    size_t vlen, nseg_css_decl_t *d, uint32_t *nd)
{
    int          imp, g, rc, fam;
    uint32_t     rgb;
    const char  *ve, *t;

    ve = v + vlen;
    nseg_css_trim(&v, &ve);

    /* "!important", also "! important" */
    imp = 0;

    if (ve - v >= 10 && nseg_css_ieq(ve - 9, 9, "important")) {
        t = ve - 9;

        while (t > v && nseg_css_ws(t[-1])) {
            t--;
        }

        if (t > v && t[-1] == '!') {
            imp = 1;
            ve = t - 1;
            nseg_css_trim(&v, &ve);
        }
    }

    for (t = v; t + 4 <= ve; t++) {
        if (t[3] == '(' && nseg_css_iprefix(t, 4, "var(")) {
            /* custom properties are not resolved */
            return NSEG_DECLINED;
        }
    }

    if (v == ve) {
        return NSEG_DECLINED;
    }

    memset(d, 0, sizeof(nseg_css_decl_t));
    d->important = (uint8_t) imp;
    g = nseg_css_global(v, ve - v);

    if (nseg_css_ieq(name, name_len, "font-size")) {
        d->prop = NSEG_CSS_SIZE;
        rc = nseg_css_parse_size(v, ve - v, d);

    } else if (nseg_css_ieq(name, name_len, "font-weight")) {
        d->prop = NSEG_CSS_WEIGHT;
        rc = nseg_css_parse_weight(v, ve - v, d);

    } else if (nseg_css_ieq(name, name_len, "color")) {
        d->prop = NSEG_CSS_COLOR;

        if (g >= 0) {
            d->kind = (g == NSEG_CSS_V_INITIAL) ? g : NSEG_CSS_V_INHERIT;
            rc = NSEG_OK;

        } else if (nseg_css_ieq(v, ve - v, "currentcolor")) {
            d->kind = NSEG_CSS_V_INHERIT;
            rc = NSEG_OK;

        } else {
            rc = nseg_css_parse_color(v, ve - v, &rgb);

            if (rc == NSEG_OK && rgb == NSEG_CSS_TRANSPARENT) {
                /* invisible text keeps its inherited colour class */
                rc = NSEG_DECLINED;
            }

            d->u = rgb;
        }

    } else if (nseg_css_ieq(name, name_len, "font-family")) {
        d->prop = NSEG_CSS_FAMILY;

        if (g >= 0) {
            d->kind = (g == NSEG_CSS_V_INITIAL) ? g : NSEG_CSS_V_INHERIT;

        } else {
            fam = nseg_css_family_class(v, ve - v);
            d->u = (fam < 0) ? NSEG_FONT_OTHER : (uint32_t) fam;
        }

        rc = NSEG_OK;

    } else if (nseg_css_ieq(name, name_len, "display")) {
        d->prop = NSEG_CSS_DISPLAY;
        d->u = nseg_css_ieq(v, ve - v, "none");
        rc = NSEG_OK;

    } else if (nseg_css_ieq(name, name_len, "visibility")) {
        d->prop = NSEG_CSS_VISIBILITY;
        rc = NSEG_OK;

        if (g == NSEG_CSS_V_INITIAL) {
            d->u = 0;

        } else if (g >= 0) {
            d->kind = NSEG_CSS_V_INHERIT;

        } else if (nseg_css_ieq(v, ve - v, "hidden")
                   || nseg_css_ieq(v, ve - v, "collapse"))
        {
            d->u = 1;

        } else if (nseg_css_ieq(v, ve - v, "visible")) {
            d->u = 0;

        } else {
            rc = NSEG_DECLINED;
        }

    } else if (nseg_css_ieq(name, name_len, "font")) {
        if (g >= 0) {
            d->prop = NSEG_CSS_SIZE;
            d->kind = (g == NSEG_CSS_V_INITIAL) ? g : NSEG_CSS_V_INHERIT;
            d[1] = d[0];
            d[1].prop = NSEG_CSS_WEIGHT;
            d[2] = d[0];
            d[2].prop = NSEG_CSS_FAMILY;
            *nd = 3;
            return NSEG_OK;
        }

        if (nseg_css_parse_font(v, ve - v, d) != NSEG_OK) {
            return NSEG_DECLINED;
        }

        d[1].important = (uint8_t) imp;
        d[2].important = (uint8_t) imp;
        d[0].important = (uint8_t) imp;
        *nd = 3;
        return NSEG_OK;

    } else {
        return NSEG_DECLINED;
    }

    if (rc != NSEG_OK) {
        return NSEG_DECLINED;
    }

    *nd = 1;

    return NSEG_OK;
}


/* inherit, initial, unset, revert: the V_ kind, or -1 */
static int
nseg_css_global(const char *s, size_t len)
{
    if (nseg_css_ieq(s, len, "inherit")
        || nseg_css_ieq(s, len, "unset")
        || nseg_css_ieq(s, len, "revert")
        || nseg_css_ieq(s, len, "revert-layer"))
    {
        /* every kept property but display inherits */
        return NSEG_CSS_V_INHERIT;
    }

    if (nseg_css_ieq(s, len, "initial")) {
        return NSEG_CSS_V_INITIAL;
    }

    return -1;
}


int
nseg_css_parse_size(const char *s, size_t len, nseg_css_decl_t *d)
{
    int             g;
    size_t          i, n;
    const char     *p, *end;
    nseg_css_len_t  l;

    p = s;
    end = s + len;
    nseg_css_trim(&p, &end);
    n = end - p;

    d->px = 0;
    d->em = 0;
    d->rem = 0;
    d->kind = NSEG_CSS_V_SET;

    g = nseg_css_global(p, n);

    if (g >= 0) {
        d->kind = (uint8_t) g;
        return NSEG_OK;
    }

    for (i = 0; i < sizeof(nseg_css_sizes) / sizeof(nseg_css_sizes[0]);
         i++)
    {
        if (nseg_css_ieq(p, n, nseg_css_sizes[i].name)) {
            d->px = nseg_css_sizes[i].px;
            return NSEG_OK;
        }
    }

    if (nseg_css_ieq(p, n, "smaller")) {
        d->em = 1 / 1.2f;
        return NSEG_OK;
    }

    if (nseg_css_ieq(p, n, "larger")) {
        d->em = 1.2f;
        return NSEG_OK;
    }

    if (n > 0 && end[-1] == ')') {
        if (nseg_css_iprefix(p, n, "calc(")) {
            if (nseg_css_calc(p + 5, end - 1, &l) != NSEG_OK) {
                return NSEG_DECLINED;
            }

        } else if (nseg_css_iprefix(p, n, "-webkit-calc(")) {
            if (nseg_css_calc(p + 13, end - 1, &l) != NSEG_OK) {
                return NSEG_DECLINED;
            }

        } else if (nseg_css_iprefix(p, n, "clamp(")) {
            if (nseg_css_minmax(p + 6, end - 1, 'c', &l) != NSEG_OK) {
                return NSEG_DECLINED;
            }

        } else if (nseg_css_iprefix(p, n, "min(")) {
            if (nseg_css_minmax(p + 4, end - 1, 'n', &l) != NSEG_OK) {
                return NSEG_DECLINED;
            }

        } else if (nseg_css_iprefix(p, n, "max(")) {
            if (nseg_css_minmax(p + 4, end - 1, 'x', &l) != NSEG_OK) {
                return NSEG_DECLINED;
            }

        } else {
            return NSEG_DECLINED;
        }

    } else if (nseg_css_length(p, end, &l, 0) != NSEG_OK) {
        return NSEG_DECLINED;
    }

    /* calc(1em - 2px) is fine: only the total must not be negative */
    if (l.px + 16 * (l.em + l.rem) < 0
        || !isfinite(l.px) || !isfinite(l.em) || !isfinite(l.rem))
    {
        return NSEG_DECLINED;
    }

    d->px = l.px;
    d->em = l.em;
    d->rem = l.rem;

    return NSEG_OK;
}


int
nseg_css_parse_weight(const char *s, size_t len, nseg_css_decl_t *d)
{
    int          g;
    double       v;
    const char  *p, *end;

    p = s;
    end = s + len;
    nseg_css_trim(&p, &end);

    d->kind = NSEG_CSS_V_SET;
    g = nseg_css_global(p, end - p);

    if (g >= 0) {
        d->kind = (uint8_t) g;
        return NSEG_OK;
    }

    if (nseg_css_ieq(p, end - p, "normal")) {
        d->u = 400;
        return NSEG_OK;
    }

    if (nseg_css_ieq(p, end - p, "bold")) {
        d->u = 700;
        return NSEG_OK;
    }

    if (nseg_css_ieq(p, end - p, "bolder")) {
        d->kind = NSEG_CSS_V_BOLDER;
        return NSEG_OK;
    }

    if (nseg_css_ieq(p, end - p, "lighter")) {
        d->kind = NSEG_CSS_V_LIGHTER;
        return NSEG_OK;
    }

    if (nseg_css_number(p, end, &v) != end || v < 1 || v > 1000) {
        return NSEG_DECLINED;
    }

    v = v < 100 ? 100 : (v > 900 ? 900 : v);
    d->u = (uint32_t) (v + 0.5);

    return NSEG_OK;
}


/*
 * font: [style] [variant] [weight] [stretch] size[/line-height] family.
 * Fills d[0] size, d[1] weight (normal when absent), d[2] family.
 */
static int
nseg_css_parse_font(const char *s, size_t len, nseg_css_decl_t *d)
{
    int          have_size, fam;
    double       v;
    uint32_t     depth;
    const char  *p, *end, *t, *te, *slash;

    p = s;
    end = s + len;
    have_size = 0;

    memset(d, 0, 3 * sizeof(nseg_css_decl_t));
    d[0].prop = NSEG_CSS_SIZE;
    d[1].prop = NSEG_CSS_WEIGHT;
    d[1].u = 400;
    d[2].prop = NSEG_CSS_FAMILY;

    while (p < end) {
        while (p < end && nseg_css_ws(*p)) {
            p++;
        }

        if (p == end) {
            break;
        }

        /* one token: up to a space, except inside () */
        t = p;

        if (*p == '"' || *p == '\'') {
            break;
        }

        depth = 0;

        while (p < end && (depth || !nseg_css_ws(*p))) {
            if (*p == '(') {
                depth++;

            } else if (*p == ')' && depth) {
                depth--;
            }

            p++;
        }

        te = p;

        if (!have_size) {
            if (nseg_css_ieq(t, te - t, "normal")
                || nseg_css_ieq(t, te - t, "italic")
                || nseg_css_ieq(t, te - t, "oblique")
                || nseg_css_ieq(t, te - t, "small-caps")
                || nseg_css_iprefix(t, te - t, "semi-")
                || nseg_css_iprefix(t, te - t, "ultra-")
                || nseg_css_iprefix(t, te - t, "extra-")
                || nseg_css_ieq(t, te - t, "condensed")
                || nseg_css_ieq(t, te - t, "expanded"))
            {
                continue;
            }

            if (nseg_css_ieq(t, te - t, "bold")
                || nseg_css_ieq(t, te - t, "bolder")
                || nseg_css_ieq(t, te - t, "lighter")
                || (nseg_css_number(t, te, &v) == te && v >= 1
                    && v <= 1000))
            {
                if (nseg_css_parse_weight(t, te - t, &d[1]) != NSEG_OK) {
                    return NSEG_DECLINED;
                }

                continue;
            }

            /* the size, maybe with "/line-height" glued to it */
            slash = memchr(t, '/', te - t);

            if (nseg_css_parse_size(t, (slash ? slash : te) - t, &d[0])
                != NSEG_OK || d[0].kind != NSEG_CSS_V_SET)
            {
                return NSEG_DECLINED;
            }

            have_size = 1;

            if (slash == NULL) {
                while (p < end && nseg_css_ws(*p)) {
                    p++;
                }

                if (p < end && *p == '/') {
                    /* " / 1.5": skip the line-height token */
                    p++;

                    while (p < end && nseg_css_ws(*p)) {
                        p++;
                    }

                    while (p < end && !nseg_css_ws(*p)) {
                        p++;
                    }
                }
            }

            continue;
        }

        /* the rest is the family list */
        p = t;
        break;
    }

    if (!have_size || p >= end) {
        return NSEG_DECLINED;
    }

    fam = nseg_css_family_class(p, end - p);
    d[2].u = (fam < 0) ? NSEG_FONT_OTHER : (uint32_t) fam;

    return NSEG_OK;
}


/*
 * The class of the first family we recognise, -1 if none: known names,
 * then hints in the name ("... Mono", "... Sans", "... Serif").
 */
int
nseg_css_family_class(const char *s, size_t len)
{
    int          lo, hi, mid, cmp;
    char         name[64];
    size_t       n;
    const char  *p, *end, *e;

    p = s;
    end = s + len;

    while (p < end) {
        n = 0;

        while (p < end && (nseg_css_ws(*p) || *p == ',')) {
            p++;
        }

        e = p;

        while (e < end && *e != ',') {
            if (*e == '"' || *e == '\'') {
                e = nseg_css_string_end(e, end);
                continue;
            }

            e++;
        }

        /* lower case, quotes out, spaces collapsed */
        for ( /* void */ ; p < e; p++) {
            if (*p == '"' || *p == '\'' || *p == '\\') {
                continue;
            }

            if (nseg_css_ws(*p)) {
                if (n > 0 && name[n - 1] != ' ' && n < sizeof(name) - 1) {
                    name[n++] = ' ';
                }

                continue;
            }

            if (n < sizeof(name) - 1) {
                name[n++] = nseg_css_lower(*p);
            }
        }

        while (n > 0 && name[n - 1] == ' ') {
            n--;
        }

        name[n] = '\0';

        if (n == 0) {
            continue;
        }

        lo = 0;
        hi = sizeof(nseg_css_fonts) / sizeof(nseg_css_fonts[0]) - 1;

        while (lo <= hi) {
            mid = (lo + hi) / 2;
            cmp = strcmp(name, nseg_css_fonts[mid].name);

            if (cmp == 0) {
                return nseg_css_fonts[mid].family;
            }

            if (cmp < 0) {
                hi = mid - 1;

            } else {
                lo = mid + 1;
            }
        }

        if (strstr(name, "mono") || strstr(name, "courier")
            || strstr(name, "code"))
        {
            return NSEG_FONT_MONO;
        }

        if (strstr(name, "sans") || strstr(name, "grotesk")
            || strstr(name, "gothic"))
        {
            return NSEG_FONT_SANS;
        }

        if (strstr(name, "serif") || strstr(name, "times")) {
            return NSEG_FONT_SERIF;
        }
    }

    return -1;
}


int
nseg_css_parse_color(const char *s, size_t len, uint32_t *rgb)
{
    int          lo, hi, mid, cmp;
    char         name[24];
    size_t       n, i;
    const char  *p, *end;

    p = s;
    end = s + len;
    nseg_css_trim(&p, &end);
    n = end - p;

    if (n == 0) {
        return NSEG_DECLINED;
    }

    if (*p == '#') {
        return nseg_css_hex(p + 1, n - 1, rgb);
    }

    if (end[-1] == ')') {
        if (nseg_css_iprefix(p, n, "rgb(")) {
            return nseg_css_color_fn(p + 4, end - 1, 0, rgb);
        }

        if (nseg_css_iprefix(p, n, "rgba(")) {
            return nseg_css_color_fn(p + 5, end - 1, 0, rgb);
        }

        if (nseg_css_iprefix(p, n, "hsl(")) {
            return nseg_css_color_fn(p + 4, end - 1, 1, rgb);
        }

        if (nseg_css_iprefix(p, n, "hsla(")) {
            return nseg_css_color_fn(p + 5, end - 1, 1, rgb);
        }

        return NSEG_DECLINED;
    }

    if (n < sizeof(name)) {
        for (i = 0; i < n; i++) {
            name[i] = nseg_css_lower(p[i]);
        }

        name[n] = '\0';

        if (strcmp(name, "transparent") == 0) {
            *rgb = NSEG_CSS_TRANSPARENT;
            return NSEG_OK;
        }

        lo = 0;
        hi = sizeof(nseg_css_colors) / sizeof(nseg_css_colors[0]) - 1;

        while (lo <= hi) {
            mid = (lo + hi) / 2;
            cmp = strcmp(name, nseg_css_colors[mid].name);

            if (cmp == 0) {
                *rgb = nseg_css_colors[mid].rgb;
                return NSEG_OK;
            }

            if (cmp < 0) {
                hi = mid - 1;

            } else {
                lo = mid + 1;
            }
        }
    }

    /* the hashless colour quirk: "color: ff0000" */
    if (n == 3 || n == 6) {
        return nseg_css_hex(p, n, rgb);
    }

    return NSEG_DECLINED;
}


static int
nseg_css_hex(const char *p, size_t n, uint32_t *rgb)
{
    int       d[8];
    size_t    i;
    uint32_t  a;

    if (n != 3 && n != 4 && n != 6 && n != 8) {
        return NSEG_DECLINED;
    }

    for (i = 0; i < n; i++) {
        if (nseg_css_digit(p[i])) {
            d[i] = p[i] - '0';

        } else if (nseg_css_lower(p[i]) >= 'a' && nseg_css_lower(p[i]) <= 'f')
        {
            d[i] = nseg_css_lower(p[i]) - 'a' + 10;

        } else {
            return NSEG_DECLINED;
        }
    }

    if (n <= 4) {
        *rgb = (uint32_t) (d[0] * 17) << 16 | (uint32_t) (d[1] * 17) << 8
               | (uint32_t) (d[2] * 17);
        a = (n == 4) ? (uint32_t) d[3] : 15;

    } else {
        *rgb = (uint32_t) (d[0] << 4 | d[1]) << 16
               | (uint32_t) (d[2] << 4 | d[3]) << 8
               | (uint32_t) (d[4] << 4 | d[5]);
        a = (n == 8) ? (uint32_t) (d[6] << 4 | d[7]) : 255;
    }

    if (a == 0) {
        *rgb = NSEG_CSS_TRANSPARENT;
    }

    return NSEG_OK;
}


/* rgb()/rgba()/hsl()/hsla() arguments, comma or space separated */
static int
nseg_css_color_fn(const char *p, const char *end, int hsl, uint32_t *rgb)
{
    int          n, i;
    double       v[4], h, s, l, q, t, m1, c[3];
    const char  *e;

    n = 0;

    while (p < end && n < 4) {
        while (p < end && (nseg_css_ws(*p) || *p == ',' || *p == '/')) {
            p++;
        }

        if (p == end) {
            break;
        }

        if (nseg_css_ieq(p, end - p > 4 ? 4 : end - p, "none")) {
            v[n++] = 0;
            p += 4;
            continue;
        }

        e = nseg_css_number(p, end, &v[n]);
        if (e == p) {
            return NSEG_DECLINED;
        }

        p = e;

        if (p < end && *p == '%') {
            p++;

            if (n == 3) {
                v[n] /= 100;

            } else if (!hsl) {
                v[n] = v[n] * 255 / 100;
            }

        } else if (hsl && n == 0) {
            /* hue units */
            if (nseg_css_iprefix(p, end - p, "deg")) {
                p += 3;

            } else if (nseg_css_iprefix(p, end - p, "turn")) {
                v[0] *= 360;
                p += 4;

            } else if (nseg_css_iprefix(p, end - p, "grad")) {
                v[0] *= 0.9;
                p += 4;

            } else if (nseg_css_iprefix(p, end - p, "rad")) {
                v[0] *= 180 / M_PI;
                p += 3;
            }
        }

        if (p < end && !nseg_css_ws(*p) && *p != ',' && *p != '/') {
            return NSEG_DECLINED;
        }

        n++;
    }

    while (p < end && nseg_css_ws(*p)) {
        p++;
    }

    if (n < 3 || p != end) {
        return NSEG_DECLINED;
    }

    for (i = 0; i < n; i++) {
        if (!isfinite(v[i])) {
            return NSEG_DECLINED;
        }
    }

    if (n == 4 && v[3] <= 0) {
        *rgb = NSEG_CSS_TRANSPARENT;
        return NSEG_OK;
    }

    if (hsl) {
        h = fmod(v[0], 360);
        h = (h < 0 ? h + 360 : h) / 360;
        s = fmin(fmax(v[1], 0), 100) / 100;
        l = fmin(fmax(v[2], 0), 100) / 100;
        q = l < 0.5 ? l * (1 + s) : l + s - l * s;
        m1 = 2 * l - q;

        for (i = 0; i < 3; i++) {
            t = h + (1 - i) / 3.0;
            t = t < 0 ? t + 1 : (t > 1 ? t - 1 : t);

            if (t < 1 / 6.0) {
                c[i] = m1 + (q - m1) * 6 * t;

            } else if (t < 0.5) {
                c[i] = q;

            } else if (t < 2 / 3.0) {
                c[i] = m1 + (q - m1) * (2 / 3.0 - t) * 6;

            } else {
                c[i] = m1;
            }

            v[i] = c[i] * 255;
        }
    }

    for (i = 0; i < 3; i++) {
        v[i] = fmin(fmax(v[i], 0), 255);
    }

    *rgb = (uint32_t) (v[0] + 0.5) << 16 | (uint32_t) (v[1] + 0.5) << 8
           | (uint32_t) (v[2] + 0.5);

    return NSEG_OK;
}


/* [+-]digits[.digits][e[+-]digits]; returns p when there is none */
static const char *
nseg_css_number(const char *p, const char *end, double *v)
{
    int          neg, digits, ex, eneg;
    double       x, f;
    const char  *s, *q;

    s = p;
    neg = 0;
    digits = 0;
    x = 0;

    if (p < end && (*p == '+' || *p == '-')) {
        neg = (*p == '-');
        p++;
    }

    while (p < end && nseg_css_digit(*p)) {
        x = x * 10 + (*p++ - '0');
        digits++;
    }

    if (p + 1 < end && *p == '.' && nseg_css_digit(p[1])) {
        p++;
        f = 0.1;

        while (p < end && nseg_css_digit(*p)) {
            x += f * (*p++ - '0');
            f /= 10;
            digits++;
        }
    }

    if (digits == 0) {
        return s;
    }

    /* an exponent only when digits follow: "1em" is not one */
    if (p < end && (*p == 'e' || *p == 'E')) {
        q = p + 1;
        eneg = 0;

        if (q < end && (*q == '+' || *q == '-')) {
            eneg = (*q == '-');
            q++;
        }

        if (q < end && nseg_css_digit(*q)) {
            ex = 0;

            while (q < end && nseg_css_digit(*q)) {
                if (ex < 1000) {
                    ex = ex * 10 + (*q - '0');
                }

                q++;
            }

            /* 0 x 10^8888 would be 0 x inf, NaN, which no range check
               catches; a number beyond a double is none */
            if (x != 0) {
                x *= pow(10, eneg ? -ex : ex);
            }

            if (!isfinite(x)) {
                return s;
            }

            p = q;
        }
    }

    *v = neg ? -x : x;

    return p;
}


/* one dimension: number + unit; calc: a unitless number stays one */
static int
nseg_css_length(const char *p, const char *end, nseg_css_len_t *l, int calc)
{
    double       v;
    size_t       n;
    const char  *u;

    memset(l, 0, sizeof(nseg_css_len_t));

    u = nseg_css_number(p, end, &v);
    if (u == p) {
        return NSEG_DECLINED;
    }

    n = end - u;

    if (n == 0) {
        /* the quirk: unitless font sizes are px; in calc(), a number */
        l->num = calc;
        l->px = (float) v;

    } else if (nseg_css_ieq(u, n, "px")) {
        l->px = (float) v;

    } else if (nseg_css_ieq(u, n, "em")) {
        l->em = (float) v;

    } else if (nseg_css_ieq(u, n, "rem")) {
        l->rem = (float) v;

    } else if (nseg_css_ieq(u, n, "%")) {
        l->em = (float) (v / 100);

    } else if (nseg_css_ieq(u, n, "pt")) {
        l->px = (float) (v * 4 / 3);

    } else if (nseg_css_ieq(u, n, "pc")) {
        l->px = (float) (v * 16);

    } else if (nseg_css_ieq(u, n, "in")) {
        l->px = (float) (v * 96);

    } else if (nseg_css_ieq(u, n, "cm")) {
        l->px = (float) (v * 96 / 2.54);

    } else if (nseg_css_ieq(u, n, "mm")) {
        l->px = (float) (v * 96 / 25.4);

    } else if (nseg_css_ieq(u, n, "q")) {
        l->px = (float) (v * 96 / 101.6);

    } else if (nseg_css_ieq(u, n, "ex") || nseg_css_ieq(u, n, "ch")) {
        /* the usual fallback: half an em */
        l->em = (float) (v / 2);

    } else if (nseg_css_ieq(u, n, "lh")) {
        l->em = (float) (v * 1.2);

    } else if (nseg_css_ieq(u, n, "rlh")) {
        l->rem = (float) (v * 1.2);

    } else if (nseg_css_ieq(u, n, "vw") || nseg_css_ieq(u, n, "vmax")
               || nseg_css_ieq(u, n, "svw") || nseg_css_ieq(u, n, "dvw")
               || nseg_css_ieq(u, n, "lvw"))
    {
        l->px = (float) (v * NSEG_CSS_VIEW_W / 100);

    } else if (nseg_css_ieq(u, n, "vh") || nseg_css_ieq(u, n, "vmin")
               || nseg_css_ieq(u, n, "svh") || nseg_css_ieq(u, n, "dvh")
               || nseg_css_ieq(u, n, "lvh"))
    {
        l->px = (float) (v * NSEG_CSS_VIEW_H / 100);

    } else {
        return NSEG_DECLINED;
    }

    return NSEG_OK;
}


/*
 * calc() over (px, em, rem) vectors: font sizes are linear in the
 * parent and root sizes, so + - and scaling stay exact.  Shunting-yard
 * with fixed stacks: nesting beyond NSEG_CSS_MAX_CALC is declined.
 */
static int
nseg_css_calc(const char *p, const char *end, nseg_css_len_t *out)
{
    int             operand;
    char            ops[NSEG_CSS_MAX_CALC], op;
    size_t          nops, nv;
    const char     *t;
    nseg_css_len_t  v[NSEG_CSS_MAX_CALC], *a, *b;

    nops = 0;
    nv = 0;
    operand = 1;

    for ( ;; ) {
        while (p < end && nseg_css_ws(*p)) {
            p++;
        }

        if (operand) {
            if (p == end) {
                return NSEG_DECLINED;
            }

            if (*p == '(' || nseg_css_iprefix(p, end - p, "calc(")) {
                if (nops == NSEG_CSS_MAX_CALC) {
                    return NSEG_DECLINED;
                }

                p += (*p == '(') ? 1 : 5;
                ops[nops++] = '(';
                continue;
            }

            t = p;

            if (t < end && (*t == '+' || *t == '-')) {
                t++;
            }

            while (t < end && (nseg_css_digit(*t) || *t == '.')) {
                t++;
            }

            while (t < end && ((nseg_css_lower(*t) >= 'a'
                                && nseg_css_lower(*t) <= 'z') || *t == '%'))
            {
                t++;
            }

            if (nv == NSEG_CSS_MAX_CALC
                || nseg_css_length(p, t, &v[nv], 1) != NSEG_OK)
            {
                return NSEG_DECLINED;
            }

            nv++;
            p = t;
            operand = 0;
            continue;
        }

        /* an operator, ')' or the end: reduce what binds tighter */
        op = (p == end) ? '\0' : *p;

        if (op != '\0' && op != ')' && op != '+' && op != '-' && op != '*'
            && op != '/')
        {
            return NSEG_DECLINED;
        }

        while (nops > 0 && ops[nops - 1] != '('
               && (op == '\0' || op == ')' || op == '+' || op == '-'
                   || ops[nops - 1] == '*' || ops[nops - 1] == '/'))
        {
            if (nv < 2) {
                return NSEG_DECLINED;
            }

            a = &v[nv - 2];
            b = &v[nv - 1];

            switch (ops[--nops]) {

            case '+':
            case '-':
                if (a->num != b->num) {
                    return NSEG_DECLINED;
                }

                if (ops[nops] == '-') {
                    b->px = -b->px;
                    b->em = -b->em;
                    b->rem = -b->rem;
                }

                a->px += b->px;
                a->em += b->em;
                a->rem += b->rem;
                break;

            case '*':
                if (!a->num && !b->num) {
                    return NSEG_DECLINED;
                }

                if (a->num) {
                    b->px *= a->px;
                    b->em *= a->px;
                    b->rem *= a->px;
                    *a = *b;

                } else {
                    a->px *= b->px;
                    a->em *= b->px;
                    a->rem *= b->px;
                }

                break;

            default: /* '/' */
                if (!b->num || b->px == 0) {
                    return NSEG_DECLINED;
                }

                a->px /= b->px;
                a->em /= b->px;
                a->rem /= b->px;
                break;
            }

            nv--;
        }

        if (op == '\0') {
            break;
        }

        p++;

        if (op == ')') {
            if (nops == 0) {
                return NSEG_DECLINED;
            }

            nops--;
            continue;
        }

        if (nops == NSEG_CSS_MAX_CALC) {
            return NSEG_DECLINED;
        }

        ops[nops++] = op;
        operand = 1;
    }

    if (nops != 0 || nv != 1) {
        return NSEG_DECLINED;
    }

    *out = v[0];

    /* calc(12) as a font size: the unitless quirk again */
    out->num = 0;

    return NSEG_OK;
}


/*
 * min(), max(), clamp(): the arguments are compared at a 16px parent
 * and root, and the winning argument is kept as it is.
 */
static int
nseg_css_minmax(const char *p, const char *end, int fn, nseg_css_len_t *l)
{
    float           x[3];
    size_t          n, i, best;
    const char     *q;
    nseg_css_len_t  v[3];

    n = 0;

    while (p < end) {
        q = p;

        while (q < end && *q != ',') {
            if (*q == '(') {
                /* nested functions: one level of calc() */
                while (q < end && *q != ')') {
                    q++;
                }
            }

            if (q < end) {
                q++;
            }
        }

        if (n == 3 || nseg_css_calc(p, q, &v[n]) != NSEG_OK) {
            return NSEG_DECLINED;
        }

        x[n] = v[n].px + 16 * (v[n].em + v[n].rem);
        n++;
        p = (q < end) ? q + 1 : end;
    }

    if (n == 0 || (fn == 'c' && n != 3)) {
        return NSEG_DECLINED;
    }

    if (fn == 'c') {
        /* clamp(a, b, c) = max(a, min(b, c)) */
        best = (x[1] < x[2]) ? 1 : 2;
        best = (x[0] > x[best]) ? 0 : best;

    } else {
        best = 0;

        for (i = 1; i < n; i++) {
            if ((fn == 'n') ? (x[i] < x[best]) : (x[i] > x[best])) {
                best = i;
            }
        }
    }

    *l = v[best];

    return NSEG_OK;
}


/* a comma-separated media query list at a 1280x800 screen */
int
nseg_css_media_match(const char *s, size_t len)
{
    const char  *p, *end, *q;

    p = s;
    end = s + len;
    nseg_css_trim(&p, &end);

    if (p == end) {
        return 1;
    }

    while (p < end) {
        q = p;

        while (q < end && *q != ',') {
            q++;
        }

        if (nseg_css_query(p, q)) {
            return 1;
        }

        p = (q < end) ? q + 1 : end;
    }

    return 0;
}


static int
nseg_css_query(const char *p, const char *end)
{
    int          neg, ok, first;
    const char  *w, *q;

    neg = 0;
    ok = 1;
    first = 1;

    for ( ;; ) {
        while (p < end && nseg_css_ws(*p)) {
            p++;
        }

        if (p == end) {
            break;
        }

        if (*p == '(') {
            q = p + 1;

            while (q < end && *q != ')') {
                q++;
            }

            if (q == end) {
                return 0;
            }

            ok = ok && nseg_css_feature(p + 1, q);
            p = q + 1;
            first = 0;
            continue;
        }

        w = p;

        while (p < end && !nseg_css_ws(*p) && *p != '(') {
            p++;
        }

        if (nseg_css_ieq(w, p - w, "and")) {
            continue;
        }

        if (first && nseg_css_ieq(w, p - w, "not")) {
            neg = 1;
            continue;
        }

        if (first && nseg_css_ieq(w, p - w, "only")) {
            continue;
        }

        if (first && (nseg_css_ieq(w, p - w, "all")
                      || nseg_css_ieq(w, p - w, "screen")))
        {
            first = 0;
            continue;
        }

        /* print, speech, "or", anything unknown: not this screen */
        return neg && first;
    }

    return neg ? !ok : ok;
}


static int
nseg_css_feature(const char *p, const char *end)
{
    int          ge, le;
    double       v, have;
    const char  *name, *name_end, *q;

    nseg_css_trim(&p, &end);
    name = p;

    while (p < end && (nseg_css_namec(*p))) {
        p++;
    }

    name_end = p;

    while (p < end && nseg_css_ws(*p)) {
        p++;
    }

    if (p == end) {
        /* boolean features a desktop screen has */
        return nseg_css_ieq(name, name_end - name, "color")
               || nseg_css_ieq(name, name_end - name, "hover")
               || nseg_css_ieq(name, name_end - name, "pointer")
               || nseg_css_ieq(name, name_end - name, "any-hover")
               || nseg_css_ieq(name, name_end - name, "any-pointer");
    }

    ge = 0;
    le = 0;

    if (*p == ':') {
        p++;

    } else if (*p == '>' || *p == '<') {
        /* width >= 600px */
        ge = (*p == '>');
        le = (*p == '<');
        p++;

        if (p < end && *p == '=') {
            p++;
        }

    } else {
        return 0;
    }

    while (p < end && nseg_css_ws(*p)) {
        p++;
    }

    q = nseg_css_number(p, end, &v);

    if (q == p) {
        /* keyword features */
        if (nseg_css_ieq(name, name_end - name, "orientation")) {
            return nseg_css_ieq(p, end - p, "landscape");
        }

        if (nseg_css_ieq(name, name_end - name, "prefers-color-scheme")) {
            return nseg_css_ieq(p, end - p, "light");
        }

        if (nseg_css_iprefix(name, name_end - name, "prefers-")) {
            return nseg_css_ieq(p, end - p, "no-preference");
        }

        if (nseg_css_iprefix(name, name_end - name, "any-hover")
            || nseg_css_ieq(name, name_end - name, "hover"))
        {
            return nseg_css_ieq(p, end - p, "hover");
        }

        if (nseg_css_iprefix(name, name_end - name, "any-pointer")
            || nseg_css_ieq(name, name_end - name, "pointer"))
        {
            return nseg_css_ieq(p, end - p, "fine");
        }

        return 0;
    }

    if (nseg_css_iprefix(q, end - q, "em") || nseg_css_iprefix(q, end - q,
                                                                  "rem"))
    {
        v *= 16;
    }

    if (nseg_css_iprefix(name, name_end - name, "-webkit-")) {
        name += 8;
    }

    if (nseg_css_iprefix(name, name_end - name, "min-")) {
        ge = 1;
        name += 4;

    } else if (nseg_css_iprefix(name, name_end - name, "max-")) {
        le = 1;
        name += 4;
    }

    if (nseg_css_ieq(name, name_end - name, "width")
        || nseg_css_ieq(name, name_end - name, "device-width"))
    {
        have = NSEG_CSS_VIEW_W;

    } else if (nseg_css_ieq(name, name_end - name, "height")
               || nseg_css_ieq(name, name_end - name, "device-height"))
    {
        have = NSEG_CSS_VIEW_H;

    } else if (nseg_css_ieq(name, name_end - name, "resolution")) {
        have = nseg_css_iprefix(q, end - q, "dpi") ? 96 : 1;

    } else if (nseg_css_ieq(name, name_end - name, "device-pixel-ratio")) {
        have = 1;

    } else {
        return 0;
    }

    if (ge) {
        return have >= v;
    }

    if (le) {
        return have <= v;
    }

    return have == v;
}


/* a selector list; supported selectors go to rule->sels */
static int
nseg_css_selectors(nseg_css_sheet_t *sh, const char *p, const char *end,
    nseg_css_rule_t *rule)
{
    int              rc;
    uint32_t         n, cap, depth;
    const char      *q;
    nseg_css_sel_t   sel, *sels;

    n = 0;
    cap = 0;
    sels = NULL;

    while (p < end) {
        q = p;
        depth = 0;

        while (q < end) {
            if (*q == '\\') {
                q += (q + 1 < end) ? 2 : 1;
                continue;
            }

            if (*q == '"' || *q == '\'') {
                q = nseg_css_string_end(q, end);
                continue;
            }

            if (*q == '(' || *q == '[') {
                depth++;

            } else if ((*q == ')' || *q == ']') && depth) {
                depth--;

            } else if (*q == ',' && depth == 0) {
                break;
            }

            q++;
        }

        sh->stats.selectors++;

        rc = nseg_css_selector(sh->arena, p, q, &sel);

        if (rc == NSEG_ERROR) {
            return NSEG_ERROR;
        }

        if (rc == NSEG_OK) {
            sh->stats.selectors_kept++;

            if (n == cap) {
                cap = cap ? cap * 2 : 4;
                sels = nseg_arena_alloc(sh->arena,
                                        cap * sizeof(nseg_css_sel_t));
                if (sels == NULL) {
                    return NSEG_ERROR;
                }

                if (n) {
                    memcpy(sels, rule->sels, n * sizeof(nseg_css_sel_t));
                }

                rule->sels = sels;
            }

            rule->sels[n++] = sel;
        }

        p = (q < end) ? q + 1 : end;
    }

    rule->nsels = n;

    return NSEG_OK;
}


/*
 * One complex selector.  NSEG_DECLINED for what we drop: pseudo-
 * elements, dynamic or structural pseudo-classes beyond :first-child,
 * :last-child, :only-child, :root and :link, the + and ~ combinators,
 * namespaces and anything invalid.
 */
static int
nseg_css_selector(nseg_arena_t *a, const char *p, const char *end,
    nseg_css_sel_t *sel)
{
    int                   ws;
    char                 *name, *value;
    uint32_t              nc, ns, comb, ids, classes, tags, i, len, vlen;
    const char           *t;
    nseg_css_simple_t     simple[NSEG_CSS_MAX_SIMPLE], *s;
    nseg_css_compound_t   comp[NSEG_CSS_MAX_COMP];

    nc = 0;
    ns = 0;
    ids = 0;
    classes = 0;
    tags = 0;
    comb = NSEG_CSS_C_NONE;

    nseg_css_trim(&p, &end);

    if (p == end) {
        return NSEG_DECLINED;
    }

    while (p < end) {

        /* a combinator, then a compound */
        ws = 0;

        while (p < end && nseg_css_ws(*p)) {
            p++;
            ws = 1;
        }

        if (p < end && (*p == '>' || *p == '+' || *p == '~')) {
            if (*p != '>' || nc == 0) {
                return NSEG_DECLINED;
            }

            comb = NSEG_CSS_C_CHILD;
            p++;

            while (p < end && nseg_css_ws(*p)) {
                p++;
            }

        } else if (ws) {
            comb = NSEG_CSS_C_DESC;
        }

        if (p == end || nc == NSEG_CSS_MAX_COMP) {
            return NSEG_DECLINED;
        }

        comp[nc].simple = &simple[ns];
        comp[nc].nsimple = 0;
        comp[nc].comb = comb;

        t = p;

        while (p < end && !nseg_css_ws(*p) && *p != '>' && *p != '+'
               && *p != '~')
        {
            if (ns == NSEG_CSS_MAX_SIMPLE) {
                return NSEG_DECLINED;
            }

            s = &simple[ns];
            memset(s, 0, sizeof(nseg_css_simple_t));

            if (*p == '*') {
                if (p != t) {
                    return NSEG_DECLINED;
                }

                p++;

                if (p < end && *p == '|') {
                    return NSEG_DECLINED;
                }

                continue;
            }

            if (*p == '#' || *p == '.') {
                s->type = (*p == '#') ? NSEG_CSS_S_ID : NSEG_CSS_S_CLASS;
                p = nseg_css_ident(a, p + 1, end, &name, &len, 0);

                if (p == NULL) {
                    return NSEG_ERROR;
                }

                if (len == 0) {
                    return NSEG_DECLINED;
                }

                s->name = name;
                s->name_len = len;

                if (s->type == NSEG_CSS_S_ID) {
                    ids++;

                } else {
                    classes++;
                }

                ns++;
                continue;
            }

            if (*p == '[') {
                p++;

                while (p < end && nseg_css_ws(*p)) {
                    p++;
                }

                p = nseg_css_ident(a, p, end, &name, &len, 1);
                if (p == NULL) {
                    return NSEG_ERROR;
                }

                while (p < end && nseg_css_ws(*p)) {
                    p++;
                }

                if (len == 0 || p == end) {
                    return NSEG_DECLINED;
                }

                s->type = NSEG_CSS_S_ATTR;
                s->name = name;
                s->name_len = len;
                s->op = NSEG_CSS_A_EXISTS;

                if (*p != ']') {
                    switch (*p) {
                    case '=':
                        s->op = NSEG_CSS_A_EQ;
                        break;
                    case '~':
                        s->op = NSEG_CSS_A_WORD;
                        break;
                    case '^':
                        s->op = NSEG_CSS_A_PREFIX;
                        break;
                    case '$':
                        s->op = NSEG_CSS_A_SUFFIX;
                        break;
                    case '*':
                        s->op = NSEG_CSS_A_SUBSTR;
                        break;
                    case '|':
                        s->op = NSEG_CSS_A_DASH;
                        break;
                    default:
                        return NSEG_DECLINED;
                    }

                    p++;

                    if (s->op != NSEG_CSS_A_EQ) {
                        if (p == end || *p != '=') {
                            return NSEG_DECLINED;
                        }

                        p++;
                    }

                    while (p < end && nseg_css_ws(*p)) {
                        p++;
                    }

                    if (p < end && (*p == '"' || *p == '\'')) {
                        p = nseg_css_quoted(a, p, end, &value, &vlen);

                    } else {
                        p = nseg_css_ident(a, p, end, &value, &vlen, 0);
                    }

                    if (p == NULL) {
                        return NSEG_ERROR;
                    }

                    if (value == NULL) {
                        return NSEG_DECLINED;
                    }

                    s->value = value;
                    s->value_len = vlen;

                    while (p < end && nseg_css_ws(*p)) {
                        p++;
                    }

                    if (p < end && (*p == 'i' || *p == 'I' || *p == 's'
                                    || *p == 'S'))
                    {
                        s->icase = (*p == 'i' || *p == 'I');
                        p++;

                        while (p < end && nseg_css_ws(*p)) {
                            p++;
                        }
                    }

                    if (p == end || *p != ']') {
                        return NSEG_DECLINED;
                    }
                }

                p++;
                classes++;
                ns++;
                continue;
            }

            if (*p == ':') {
                p++;

                if (p < end && *p == ':') {
                    return NSEG_DECLINED;
                }

                p = nseg_css_ident(a, p, end, &name, &len, 1);
                if (p == NULL) {
                    return NSEG_ERROR;
                }

                if (p < end && *p == '(') {
                    /* :not(), :is(), :nth-child(): not supported */
                    return NSEG_DECLINED;
                }

                if (nseg_css_ieq(name, len, "root")) {
                    s->type = NSEG_CSS_S_ROOT;

                } else if (nseg_css_ieq(name, len, "first-child")) {
                    s->type = NSEG_CSS_S_FIRST;

                } else if (nseg_css_ieq(name, len, "last-child")) {
                    s->type = NSEG_CSS_S_LAST;

                } else if (nseg_css_ieq(name, len, "only-child")) {
                    s->type = NSEG_CSS_S_ONLY;

                } else if (nseg_css_ieq(name, len, "link")
                           || nseg_css_ieq(name, len, "any-link"))
                {
                    s->type = NSEG_CSS_S_LINK;

                } else {
                    /* :hover, :before (old pseudo-elements) and co. */
                    return NSEG_DECLINED;
                }

                classes++;
                ns++;
                continue;
            }

            if (p != t || !nseg_css_namec(*p) || nseg_css_digit(*p)) {
                /* a type selector must come first */
                if (*p != '\\' || p != t) {
                    return NSEG_DECLINED;
                }
            }

            p = nseg_css_ident(a, p, end, &name, &len, 1);
            if (p == NULL) {
                return NSEG_ERROR;
            }

            if (len == 0 || (p < end && *p == '|')) {
                return NSEG_DECLINED;
            }

            s->type = NSEG_CSS_S_TAG;
            s->name = name;
            s->name_len = len;
            s->tag = (uint8_t) nseg_tag_lookup(name);
            tags++;
            ns++;
        }

        comp[nc].nsimple = (uint32_t) (&simple[ns] - comp[nc].simple);
        nc++;
        comb = NSEG_CSS_C_NONE;
    }

    if (nc == 0) {
        return NSEG_DECLINED;
    }

    /* store right to left, in the arena */
    sel->comp = nseg_arena_alloc(a, nc * sizeof(nseg_css_compound_t)
                                    + ns * sizeof(nseg_css_simple_t) + 1);
    if (sel->comp == NULL) {
        return NSEG_ERROR;
    }

    s = (nseg_css_simple_t *) (sel->comp + nc);

    if (ns) {
        memcpy(s, simple, ns * sizeof(nseg_css_simple_t));
    }

    for (i = 0; i < nc; i++) {
        sel->comp[i] = comp[nc - 1 - i];
        sel->comp[i].simple = s + (comp[nc - 1 - i].simple - simple);
    }

    sel->ncomp = nc;
    sel->spec = (ids > 255 ? 255 : ids) << 16
                | (classes > 255 ? 255 : classes) << 8
                | (tags > 255 ? 255 : tags);

    return NSEG_OK;
}


/*
 * An identifier with escapes decoded, NUL-terminated in the arena.
 * Returns the position after it (NULL when memory runs out); *len 0
 * when there is none.
 */
static const char *
nseg_css_ident(nseg_arena_t *a, const char *p, const char *end, char **out,
    uint32_t *len, int lower)
{
    int          h;
    char        *buf;
    size_t       n, used;
    const char  *s;

    s = p;

    while (p < end) {
        if (*p == '\\' && p + 1 < end && p[1] != '\n') {
            /* consume exactly what nseg_css_escape() will */
            p++;

            for (h = 0; h < 6 && p < end && nseg_css_xdigit(*p); h++) {
                p++;
            }

            if (h == 0) {
                p++;

            } else if (p < end && nseg_css_ws(*p)) {
                p++;
            }

            continue;
        }

        if (!nseg_css_namec(*p)) {
            break;
        }

        p++;
    }

    *out = NULL;
    *len = 0;

    if (p == s) {
        return p;
    }

    /* an escape of 2 bytes decodes to at most 4 */
    buf = nseg_arena_alloc(a, 2 * (p - s) + 1);
    if (buf == NULL) {
        return NULL;
    }

    n = 0;
    end = p;
    p = s;

    while (p < end) {
        if (*p == '\\' && p + 1 < end) {
            n += nseg_css_escape(p + 1, end, buf + n, &used);
            p += 1 + used;
            continue;
        }

        buf[n++] = lower ? nseg_css_lower(*p) : *p;
        p++;
    }

    buf[n] = '\0';
    *out = buf;
    *len = (uint32_t) n;

    return end;
}


/* a quoted string, escapes decoded; *out NULL when unterminated */
static const char *
nseg_css_quoted(nseg_arena_t *a, const char *p, const char *end, char **out,
    uint32_t *len)
{
    char        *buf, quote;
    size_t       n, used;
    const char  *e;

    *out = NULL;
    *len = 0;

    e = nseg_css_string_end(p, end);

    if (e - p < 2 || e[-1] != *p) {
        return e;
    }

    buf = nseg_arena_alloc(a, 2 * (e - p) + 1);
    if (buf == NULL) {
        return NULL;
    }

    quote = *p++;
    n = 0;

    while (p < e - 1) {
        if (*p == '\\' && p + 1 < e - 1) {
            if (p[1] == '\n') {
                p += 2;
                continue;
            }

            n += nseg_css_escape(p + 1, e - 1, buf + n, &used);
            p += 1 + used;
            continue;
        }

        if (*p == quote) {
            break;
        }

        buf[n++] = *p++;
    }

    buf[n] = '\0';
    *out = buf;
    *len = (uint32_t) n;

    return e;
}


/* p is just past '\'; writes UTF-8 to out, bytes consumed to *used */
static size_t
nseg_css_escape(const char *p, const char *end, char *out, size_t *used)
{
    int          h;
    uint32_t     cp;
    const char  *s;

    s = p;
    cp = 0;

    for (h = 0; h < 6 && p < end; h++, p++) {
        if (nseg_css_digit(*p)) {
            cp = cp * 16 + (*p - '0');

        } else if (nseg_css_lower(*p) >= 'a' && nseg_css_lower(*p) <= 'f') {
            cp = cp * 16 + (nseg_css_lower(*p) - 'a' + 10);

        } else {
            break;
        }
    }

    if (h == 0) {
        /* "\x" is x itself */
        out[0] = *p;
        *used = 1;
        return 1;
    }

    if (p < end && nseg_css_ws(*p)) {
        p++;
    }

    *used = p - s;

    if (cp == 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
        cp = 0xfffd;
    }

    if (cp < 0x80) {
        out[0] = (char) cp;
        return 1;
    }

    if (cp < 0x800) {
        out[0] = (char) (0xc0 | cp >> 6);
        out[1] = (char) (0x80 | (cp & 0x3f));
        return 2;
    }

    if (cp < 0x10000) {
        out[0] = (char) (0xe0 | cp >> 12);
        out[1] = (char) (0x80 | ((cp >> 6) & 0x3f));
        out[2] = (char) (0x80 | (cp & 0x3f));
        return 3;
    }

    out[0] = (char) (0xf0 | cp >> 18);
    out[1] = (char) (0x80 | ((cp >> 12) & 0x3f));
    out[2] = (char) (0x80 | ((cp >> 6) & 0x3f));
    out[3] = (char) (0x80 | (cp & 0x3f));

    return 4;
}


/* s[0..len) equals the lower-case lit, ignoring ASCII case */
static int
nseg_css_ieq(const char *s, size_t len, const char *lit)
{
    size_t  i;

    for (i = 0; i < len; i++) {
        if (lit[i] == '\0' || nseg_css_lower(s[i]) != lit[i]) {
            return 0;
        }
    }

    return lit[len] == '\0';
}


static int
nseg_css_iprefix(const char *s, size_t len, const char *lit)
{
    size_t  i;

    for (i = 0; lit[i] != '\0'; i++) {
        if (i == len || nseg_css_lower(s[i]) != lit[i]) {
            return 0;
        }
    }

    return 1;
}


static void
nseg_css_trim(const char **p, const char **end)
{
    while (*p < *end && nseg_css_ws(**p)) {
        (*p)++;
    }

    while (*end > *p && nseg_css_ws((*end)[-1])) {
        (*end)--;
    }
}
