
/*
 * tags.c - the element table and a binary search over it.
 */


#include <string.h>

#include "tags.h"


#define B  NSEG_TAG_BLOCK
#define I  NSEG_TAG_INLINE
#define V  NSEG_TAG_VOID
#define D  NSEG_TAG_DROP
#define H  NSEG_TAG_HEADING
#define W  NSEG_TAG_BOLD


const nseg_tag_info_t  nseg_tags[NSEG_TAG_N] = {
    { "", 0 },
    { "a", I },
    { "abbr", I },
    { "address", B },
    { "area", V|D },
    { "article", B },
    { "aside", B },
    { "audio", D },
    { "b", I|W },
    { "base", V|D },
    { "bdi", I },
    { "bdo", I },
    { "big", I },
    { "blockquote", B },
    { "body", B },
    { "br", V|I },
    { "button", D },
    { "canvas", D },
    { "caption", B },
    { "center", B },
    { "cite", I },
    { "code", I },
    { "col", V },
    { "colgroup", B },
    { "data", I },
    { "datalist", D },
    { "dd", B },
    { "del", I },
    { "details", B },
    { "dfn", I },
    { "dialog", D },
    { "div", B },
    { "dl", B },
    { "dt", B },
    { "em", I },
    { "embed", V|D },
    { "fieldset", D },
    { "figcaption", B },
    { "figure", B },
    { "font", I },
    { "footer", B },
    { "form", B },
    { "frame", V|D },
    { "frameset", B },
    { "h1", B|H|W },
    { "h2", B|H|W },
    { "h3", B|H|W },
    { "h4", B|H|W },
    { "h5", B|H|W },
    { "h6", B|H|W },
    { "head", B },
    { "header", B },
    { "hgroup", B },
    { "hr", V|B },
    { "html", B },
    { "i", I },
    { "iframe", D },
    { "img", V|I },
    { "input", V|D },
    { "ins", I },
    { "kbd", I },
    { "label", D },
    { "legend", B },
    { "li", B },
    { "link", V|D },
    { "main", B },
    { "map", D },
    { "mark", I },
    { "math", I },
    { "menu", B },
    { "meta", V|D },
    { "meter", D },
    { "nav", B },
    { "noembed", D },
    { "noframes", D },
    { "noscript", D },
    { "object", D },
    { "ol", B },
    { "optgroup", D },
    { "option", D },
    { "output", D },
    { "p", B },
    { "param", V|D },
    { "picture", I },
    { "pre", B },
    { "progress", D },
    { "q", I },
    { "rp", I },
    { "rt", I },
    { "ruby", I },
    { "s", I },
    { "samp", I },
    { "script", D },
    { "section", B },
    { "select", D },
    { "small", I },
    { "source", V },
    { "span", I },
    { "strike", I },
    { "strong", I|W },
    { "style", D },
    { "sub", I },
    { "summary", B },
    { "sup", I },
    { "svg", D },
    { "table", B },
    { "tbody", B },
    { "td", B },
    { "template", D },
    { "textarea", D },
    { "tfoot", B },
    { "th", B|W },
    { "thead", B },
    { "time", I },
    { "title", D },
    { "tr", B },
    { "track", V|D },
    { "tt", I },
    { "u", I },
    { "ul", B },
    { "var", I },
    { "video", D },
    { "wbr", V|I },
};


nseg_tag_e
nseg_tag_lookup(const char *name)
{
    int  lo, hi, mid, cmp;

    lo = 1;
    hi = NSEG_TAG_N - 1;

    while (lo <= hi) {
        mid = (lo + hi) / 2;
        cmp = strcmp(name, nseg_tags[mid].name);

        if (cmp == 0) {
            return (nseg_tag_e) mid;
        }

        if (cmp < 0) {
            hi = mid - 1;

        } else {
            lo = mid + 1;
        }
    }

    return NSEG_TAG_UNKNOWN;
}
