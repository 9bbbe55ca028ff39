
/*
 * test_render.c - the safe body renderer: an XSS battery checked against
 * the allow-list, structure, URLs and lazy images, text line structure.
 */


#define _GNU_SOURCE
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <cmocka.h>

#include "newsseg.h"
#include "arena.h"
#include "buf.h"
#include "doc.h"
#include "render.h"


#define BASE  "http://ex.com/news/a.html"
#define LONG_TEXT                                                            \
    "The harbour board met on Tuesday evening to discuss the north quay, "   \
    "closed to shipping since a bollard failed during a storm in October."


typedef struct {
    nseg_arena_t               arena;
    nseg_doc_t                 doc;
    nseg_options_t             opts;
    char                      *html;
    char                      *text;
} fx_t;


static void
fx_parse(fx_t *fx, const char *page, const char *base)
{
    nseg_status_e  st;

    memset(fx, 0, sizeof(fx_t));
    fx->opts.base_url = base;
    nseg_arena_init(&fx->arena, 0);

    st = nseg_doc_parse(&fx->doc, &fx->arena, page, strlen(page),
                        &fx->opts);
    if (st != NSEG_STATUS_OK && st != NSEG_STATUS_EMPTY) {
        fail_msg("parse failed: %d", (int) st);
    }
}


static void
fx_render_flags(fx_t *fx, const uint8_t *keep, unsigned flags)
{
    nseg_buf_t  html, text;

    nseg_buf_init(&html, 0);
    nseg_buf_init(&text, 0);

    assert_int_equal(nseg_render_body(&fx->doc, keep, flags, &html, &text),
                     NSEG_OK);

    free(fx->html);
    free(fx->text);
    fx->html = nseg_buf_detach(&html, NULL);
    fx->text = nseg_buf_detach(&text, NULL);

    if (fx->html == NULL) {
        fx->html = strdup("");
    }

    if (fx->text == NULL) {
        fx->text = strdup("");
    }
}


static void
fx_render(fx_t *fx, const uint8_t *keep)
{
    fx_render_flags(fx, keep, 0);
}


static void
fx_free(fx_t *fx)
{
    free(fx->html);
    free(fx->text);
    nseg_doc_free(&fx->doc);
    nseg_arena_free(&fx->arena);
}


/* parses and renders the whole body */
static void
fx_page(fx_t *fx, const char *page)
{
    fx_parse(fx, page, BASE);
    fx_render(fx, NULL);
}


/* keeps the text nodes that contain one of the NULL-terminated needles */
static uint8_t *
keep_texts(nseg_doc_t *doc, ...)
{
    va_list       ap;
    uint8_t      *keep;
    uint32_t      i;
    const char   *s;

    keep = calloc(doc->n + 1, 1);
    assert_non_null(keep);

    va_start(ap, doc);

    while ((s = va_arg(ap, const char *)) != NULL) {
        for (i = 0; i < doc->n; i++) {
            if (doc->nodes[i].kind == NSEG_NODE_TEXT
                && doc->nodes[i].text != NULL
                && strstr(doc->nodes[i].text, s) != NULL)
            {
                keep[i] = NSEG_RENDER_NODE;
            }
        }
    }

    va_end(ap);

    return keep;
}


static uint32_t
find_tag(nseg_doc_t *doc, nseg_tag_e tag, unsigned nth)
{
    uint32_t  i;

    for (i = 0; i < doc->n; i++) {
        if (doc->nodes[i].kind == NSEG_NODE_ELEMENT
            && doc->nodes[i].tag == tag && nth-- == 0)
        {
            return i;
        }
    }

    fail_msg("tag %d not found", (int) tag);
    return 0;
}


/* ---- the output checker: only allowed tags, attributes and URLs ---- */

static const char  *ok_tags[] = {
    "p", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt", "dd",
    "blockquote", "pre", "code", "em", "strong", "b", "i", "u", "s", "sub",
    "sup", "small", "mark", "q", "cite", "abbr", "time", "br", "hr",
    "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
    "figure", "figcaption", "img", "a", "ruby", "rt", "rp",
    /* MathML Core */
    "math", "menclose", "merror", "mfenced", "mfrac", "mi",
    "mmultiscripts", "mn", "mo", "mover", "mpadded", "mphantom",
    "mprescripts", "mroot", "mrow", "ms", "mspace", "msqrt", "mstyle",
    "msub", "msubsup", "msup", "mtable", "mtd", "mtext", "mtr", "munder",
    "munderover", "none", "semantics", NULL
};

static const char  *ok_attrs[] = {
    "href", "src", "alt", "title", "width", "height", "datetime", "lang",
    "dir", "colspan", "rowspan", "scope", "start",
    /* MathML presentation */
    "display", "mathvariant", "displaystyle", "scriptlevel", "stretchy",
    "fence", "separator", "accent", "accentunder", "form", "lspace",
    "rspace", "linethickness", "notation", "open", "close", "separators",
    "columnspan", "largeop", "movablelimits", "symmetric", "depth", NULL
};


static int
in_list(const char **list, const char *s, size_t n)
{
    size_t  i;

    for (i = 0; list[i] != NULL; i++) {
        if (strlen(list[i]) == n && strncmp(list[i], s, n) == 0) {
            return 1;
        }
    }

    return 0;
}


/* returns NULL when html is clean, else what is wrong */
static const char *
check_html(const char *html)
{
    size_t       n;
    const char  *p, *name, *v, *ve, *amp;
    char         url[4096];
    int          is_src;

    static const char  *bad[] = {
        "javascript:", "vbscript:", "data:text", "<script", "<svg",
        "<iframe", "<style", "<meta", "<base", "<form", "<input",
        "<object", "<embed", "<link", "expression(", "srcdoc", NULL
    };

    /* event handlers: the scanner below allows no such attribute name */

    for (n = 0; bad[n] != NULL; n++) {
        if (strcasestr(html, bad[n]) != NULL) {
            return bad[n];
        }
    }

    for (p = strchr(html, '<'); p != NULL; p = strchr(p, '<')) {
        p++;

        if (*p == '/') {
            p++;
        }

        name = p;
        while ((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9')) {
            p++;
        }

        if (!in_list(ok_tags, name, (size_t) (p - name))) {
            return "tag not allowed";
        }

        for ( ;; ) {
            if (*p == '>') {
                break;
            }

            if (*p != ' ') {
                return "malformed tag";
            }

            p++;
            name = p;
            while ((*p >= 'a' && *p <= 'z') || *p == '-') {
                p++;
            }

            if (!in_list(ok_attrs, name, (size_t) (p - name))) {
                return "attribute not allowed";
            }

            is_src = (p - name == 4 && strncmp(name, "href", 4) == 0) ? 0
                     : (p - name == 3 && strncmp(name, "src", 3) == 0) ? 1
                     : -1;

            if (p[0] != '=' || p[1] != '"') {
                return "unquoted attribute";
            }

            v = p + 2;
            ve = strchr(v, '"');
            if (ve == NULL) {
                return "unterminated attribute";
            }

            for (p = v; p < ve; p++) {
                if (*p == '<' || *p == '>') {
                    return "unescaped < or > in attribute";
                }

                if (*p == '&'
                    && strncmp(p, "&amp;", 5) != 0
                    && strncmp(p, "&lt;", 4) != 0
                    && strncmp(p, "&gt;", 4) != 0
                    && strncmp(p, "&quot;", 6) != 0
                    && strncmp(p, "&#39;", 5) != 0)
                {
                    return "raw & in attribute";
                }
            }

            if (is_src >= 0) {
                /* unescape &amp; only: the others cannot be in a URL */
                n = 0;
                for (p = v; p < ve && n < sizeof(url) - 1; p++) {
                    url[n++] = *p;
                    amp = p;
                    if (*amp == '&' && strncmp(amp, "&amp;", 5) == 0) {
                        p += 4;
                    }
                }
                url[n] = '\0';

                if (strncmp(url, "http://", 7) != 0
                    && strncmp(url, "https://", 8) != 0
                    && strncmp(url, "mailto:", 7) != 0
                    && !(is_src
                         && (strncmp(url, "data:image/png", 14) == 0
                             || strncmp(url, "data:image/gif", 14) == 0
                             || strncmp(url, "data:image/jpeg", 15) == 0
                             || strncmp(url, "data:image/webp", 15) == 0)))
                {
                    return "URL not absolute http(s)/mailto/data:image";
                }
            }

            p = ve + 1;
        }
    }

    return NULL;
}


static const char  *xss_vectors[] = {
    "<script>alert(1)</script>",
    "<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>",
    "<img src=x onerror=alert(1)>",
    "<img src=\"javascript:alert('XSS')\">",
    "<img src=JaVaScRiPt:alert('XSS')>",
    "<a href=\"javascript:alert(1)\">x</a>",
    "<a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;"
        "&#58;alert(1)\">x</a>",
    "<a href=\"&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099"
        "&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)\">x</a>",
    "<a href=\"&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A"
        "alert(1)\">x</a>",
    "<a href=\"jav\tascript:alert(1)\">x</a>",
    "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
    "<a href=\"jav&#x0A;ascript:alert(1)\">x</a>",
    "<a href=\"jav&#x0D;ascript:alert(1)\">x</a>",
    "<a href=\" &#14;  javascript:alert(1)\">x</a>",
    "<a href=\"javascript&colon;alert(1)\">x</a>",
    "<a href=\"&amp;#106;avascript:alert(1)\">x</a>",
    "<a href=\"  JAVASCRIPT:alert(1)\">x</a>",
    "<a href=\"java&#0;script:alert(1)\">x</a>",
    "<a href=\"vbscript:msgbox(1)\">x</a>",
    "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\""
        ">x</a>",
    "<a href=\"data:image/png;base64,iVBORw0KGgo=\">x</a>",
    "<a href=\"feed:javascript:alert(1)\">x</a>",
    "<img src=\"data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;\">",
    "<img src=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "\">",
    "<svg onload=alert(1)><script>alert(1)</script></svg>",
    "<svg><a xlink:href=\"javascript:alert(1)\"><text>x</text></a></svg>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"
        "</style></mglyph></table></mtext></math>",
    "<math href=\"javascript:alert(1)\">CLICK</math>",
    "<iframe src=\"javascript:alert(1)\"></iframe>",
    "<iframe srcdoc=\"&lt;script&gt;alert(1)&lt;/script&gt;\"></iframe>",
    "<p style=\"background:url(javascript:alert(1))\">styled</p>",
    "<div style=\"width: expression(alert(1))\">expr</div>",
    "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
    "<base href=\"javascript:alert(1)//\">",
    "<form action=\"javascript:alert(1)\"><input type=submit></form>",
    "<button formaction=\"javascript:alert(1)\">b</button>",
    "<object data=\"javascript:alert(1)\"></object>",
    "<embed src=\"javascript:alert(1)\">",
    "<p onclick=\"alert(1)\" onmouseover=alert(1)>click</p>",
    "<a href=\"http://ok.example/\" onclick=\"alert(1)\">ok</a>",
    "<img \"\"\"><script>alert(1)</script>\">",
    "<scr<script>ipt>alert(1)</scr</script>ipt>",
    "<!--<script>alert(1)</script>-->",
    "<![CDATA[<script>alert(1)</script>]]>",
    "<style>@import 'javascript:alert(1)';</style>",
    "<link rel=stylesheet href=\"javascript:alert(1)\">",
    "<table background=\"javascript:alert(1)\"><tr><td>t</td></tr></table>",
    "<img dynsrc=\"javascript:alert(1)\" lowsrc=\"javascript:alert(1)\">",
    "<input type=\"image\" src=\"javascript:alert(1)\">",
    "<video><source onerror=\"alert(1)\"></video>",
    "<details open ontoggle=alert(1)>d</details>",
    "<img srcset=\"javascript:alert(1) 2x, javascript:alert(2) 3x\">",
    "<img data-src=\"javascript:alert(1)\">",
    "<img src=\"x\" alt=\"&quot; onerror=&quot;alert(1)\">",
    "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">"
        "</noscript>",
    "<template><script>alert(1)</script></template>",
    "<textarea><script>alert(1)</script></textarea>",
    "<select><option><script>alert(1)</script></select>",
    "<xss onafterscriptexecute=alert(1)><script>1</script></xss>",
    "<blockquote cite=\"javascript:alert(1)\">q</blockquote>",
    "<time datetime='\"><script>alert(1)</script>'>t</time>",
    "<a href=\"http://x.example/&quot;onmouseover=&quot;alert(1)\">x</a>",
    "<a href='http://x.example/\"><script>alert(1)</script>'>x</a>",
    "<frameset onload=alert(1)><frame src=\"javascript:alert(1)\">",
    "<applet code=\"javascript:alert(1)\"></applet>",
    "<isindex action=\"javascript:alert(1)\" type=image>",
    "<body onload=alert(1)>body</body>",
    "<a href=\"java&NewLine;script&colon;alert(1)\">x</a>",
    "<a href=\"java&Tab;script:alert(1)\">x</a>",
    "<a href=\"\\x01javascript:alert(1)\">x</a>",
    "<img src=\"https://ok.example/a.png\" onerror=\"alert(1)\" "
        "style=\"x:expression(alert(1))\" class=c id=i>",
    "<a href=\"mailto:a@b.example\" target=_blank rel=opener>mail</a>",
    "<p id=\"x\" class=\"y\" data-foo=\"javascript:alert(1)\">p</p>",
    "<svg><animate onbegin=alert(1) attributeName=x dur=1s></svg>",
    "<math><maction actiontype=statusline xlink:href=javascript:alert(1)>"
        "x</maction></math>",
    "<object data=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2Ny"
        "aXB0Pg==\"></object>",
    NULL
};


static void
test_xss_battery(void **state)
{
    fx_t         fx;
    char         page[4096];
    size_t       k;
    const char  *why;

    for (k = 0; xss_vectors[k] != NULL; k++) {
        snprintf(page, sizeof(page),
                 "<html><body><p>before</p>%s<p>after</p></body></html>",
                 xss_vectors[k]);

        fx_page(&fx, page);

        why = check_html(fx.html);
        if (why != NULL) {
            fail_msg("vector %zu \"%s\": %s in \"%s\"", k, xss_vectors[k],
                     why, fx.html);
        }

        /*
         * The surrounding text survives.  Not after <embed> and
         * <frameset>: libxml2 nests what follows inside them and doc.c
         * does not descend into dropped elements (reported).
         */
        if (strstr(fx.text, "before") == NULL
            || (strstr(fx.text, "after") == NULL
                && strncmp(xss_vectors[k], "<embed", 6) != 0
                && strncmp(xss_vectors[k], "<frameset", 9) != 0))
        {
            fail_msg("vector %zu \"%s\" ate the page: \"%s\"", k,
                     xss_vectors[k], fx.text);
        }

        fx_free(&fx);
    }

    assert_true(k >= 70);
}


static void
test_xss_specifics(void **state)
{
    fx_t  fx;

    /* a safe link keeps href only; the handler is gone */
    fx_page(&fx, "<p><a href=\"/x\" onclick=\"alert(1)\" class=c>ok</a></p>");
    assert_string_equal(fx.html,
                        "<p><a href=\"http://ex.com/x\">ok</a></p>\n");
    fx_free(&fx);

    /* an unsafe link is unwrapped, its text kept */
    fx_page(&fx, "<p>a <a href=\"javascript:alert(1)\">link</a> b</p>");
    assert_string_equal(fx.html, "<p>a link b</p>\n");
    fx_free(&fx);

    /* quotes in URLs are percent-encoded, text is escaped */
    fx_page(&fx, "<p><a href='/a\"b'>x&lt;y&amp;\"z'</a></p>");
    assert_string_equal(fx.html, "<p><a href=\"http://ex.com/a%22b\">"
                        "x&lt;y&amp;&quot;z&#39;</a></p>\n");
    assert_string_equal(fx.text, "x<y&\"z'");
    fx_free(&fx);

    /* alt text with quotes stays inside its attribute */
    fx_page(&fx, "<p><img src=/i.png alt='\" onerror=\"alert(1)'></p>");
    assert_string_equal(fx.html, "<p><img src=\"http://ex.com/i.png\" "
                        "alt=\"&quot; onerror=&quot;alert(1)\"></p>\n");
    fx_free(&fx);

    /* <form> is unwrapped or dropped, never rendered with its action */
    fx_page(&fx, "<form action=\"javascript:alert(1)\"><p>in form</p>"
            "<input value=x><button>b</button></form>");
    assert_null(strstr(fx.html, "<form"));
    assert_null(strstr(fx.html, "action"));
    assert_non_null(strstr(fx.text, "in form"));
    assert_null(strstr(fx.text, "b\n"));
    fx_free(&fx);
}


static void
test_base_element(void **state)
{
    fx_t  fx;

    fx_parse(&fx, "<html><head><base href=\"/static/\"></head><body>"
             "<p><a href=\"p.html\">l</a><img src=\"i.png\" alt=i></p>"
             "</body></html>", BASE);
    fx_render(&fx, NULL);
    assert_string_equal(fx.html,
        "<p><a href=\"http://ex.com/static/p.html\">l</a>"
        "<img src=\"http://ex.com/static/i.png\" alt=\"i\"></p>\n");
    fx_free(&fx);

    /* a base a browser reads despite its space and accent */
    fx_parse(&fx, "<html><head><base href=\" /d\xc3\xa9p\xc3\xb4t 1/\">"
             "</head><body><p><a href=\"p.html\">l</a></p></body></html>",
             BASE);
    fx_render(&fx, NULL);
    assert_string_equal(fx.html,
        "<p><a href=\"http://ex.com/d%C3%A9p%C3%B4t%201/p.html\">l</a></p>\n");
    fx_free(&fx);

    /* no base at all: relative URLs stay relative, still checked */
    fx_parse(&fx, "<p><a href=\"p q.html\">l</a>"
             "<a href=\"javascript:x\">j</a></p>", NULL);
    fx_render(&fx, NULL);
    assert_string_equal(fx.html, "<p><a href=\"p%20q.html\">l</a>j</p>\n");
    fx_free(&fx);
}


static void
test_lazy_images(void **state)
{
    fx_t  fx;

    fx_page(&fx,
        "<p><img src=\"data:image/gif;base64,R0lGODlhAQABAAAAACw=\" "
        "data-src=\"/real.jpg\" alt=\"lazy\"></p>"
        "<p><img src=\"/img/spacer.gif\" data-original=\"orig.jpg\"></p>"
        "<p><img data-lazy-src=\"https://cdn.example/l.jpg\"></p>"
        "<p><img srcset=\"s.jpg 320w, l.jpg 1024w, m.jpg 640w\"></p>"
        "<p><img data-srcset=\"a.jpg 1x, b.jpg 2x\" src=\"\"></p>"
        "<p><picture><source srcset=\"p-small.webp 400w, p-big.webp 1600w\">"
        "<img alt=\"pic\"></picture></p>"
        "<p><img src=\"data:image/gif;base64,R0lGODlhAQABAAAAACw=\"></p>"
        "<p><img alt=\"no src\"></p>"
        "<p><img src=\"/pixel/track.png\" width=\"1\" height=\"1\"></p>"
        "<p><img src=\"/img/3.0/1px.gif\" border=\"0\"></p>"
        "<p><img src=\"/keep.png\" width=\"640\" height=\"x\" "
        "srcset=\"huge.png 4000w\" title=\"t\"></p>"
        /* a placeholder no list names: the lazy attribute wins */
        "<p><img src=\"/media/missing-image.svg\" "
        "data-srcset=\"/a-320.jpg 320w, /a-970.jpg 970w\"></p>"
        "<p><img src=\"/img/160_90.png\" data-src=\"/t/story.jpg\"></p>"
        /* the same file in another size, a template, JSON: src stays */
        "<p><img src=\"/u/x.jpg?w=800\" "
        "data-lazy-src=\"/u/x.jpg?w=800&amp;pending=1\"></p>"
        "<p><img src=\"/d/y.jpg\" data-src=\"/d/y.jpg?w={width}\"></p>"
        "<p><img src=\"/e/z.png\" "
        "data-src=\"{&quot;default&quot;:&quot;//cdn/z.png&quot;}\"></p>"
        /* a flag or an id names no picture: src stays */
        "<p><img src=\"/f/w.jpg\" data-lazy=\"false\"></p>"
        "<p><img src=\"/g/v.jpg\" data-src=\"hj8R0_051Bw\" "
        "data-srcset=\"true\"></p>");

    assert_string_equal(fx.html,
        "<p><img src=\"http://ex.com/real.jpg\" alt=\"lazy\"></p>\n"
        "<p><img src=\"http://ex.com/news/orig.jpg\" alt=\"\"></p>\n"
        "<p><img src=\"https://cdn.example/l.jpg\" alt=\"\"></p>\n"
        "<p><img src=\"http://ex.com/news/l.jpg\" alt=\"\"></p>\n"
        "<p><img src=\"http://ex.com/news/b.jpg\" alt=\"\"></p>\n"
        "<p><img src=\"http://ex.com/news/p-big.webp\" alt=\"pic\"></p>\n"
        "<p><img src=\"http://ex.com/keep.png\" alt=\"\" width=\"640\" "
        "title=\"t\"></p>\n"
        "<p><img src=\"http://ex.com/a-970.jpg\" alt=\"\"></p>\n"
        "<p><img src=\"http://ex.com/t/story.jpg\" alt=\"\"></p>\n"
        "<p><img src=\"http://ex.com/u/x.jpg?w=800\" alt=\"\"></p>\n"
        "<p><img src=\"http://ex.com/d/y.jpg\" alt=\"\"></p>\n"
        "<p><img src=\"http://ex.com/e/z.png\" alt=\"\"></p>\n"
        "<p><img src=\"http://ex.com/f/w.jpg\" alt=\"\"></p>\n"
        "<p><img src=\"http://ex.com/g/v.jpg\" alt=\"\"></p>\n");
    fx_free(&fx);
}


static int
count_substr(const char *s, const char *sub)
{
    int          n;
    const char  *p;

    n = 0;

    for (p = strstr(s, sub); p != NULL; p = strstr(p + 1, sub)) {
        n++;
    }

    return n;
}


static void
test_repeated_image(void **state)
{
    fx_t  fx;

    /* the mobile and desktop copies of one picture: one is kept */
    fx_page(&fx,
        "<div><img class=\"hidden-desktop\" src=\"/a.jpg\">"
        "<img class=\"hidden-mobile\" src=\"/a.jpg\"></div>"
        "<p>Text.</p>");
    assert_string_equal(fx.html,
        "<img src=\"http://ex.com/a.jpg\" alt=\"\">"
        "<p>Text.</p>\n");
    fx_free(&fx);

    /* links to two pages, two list items, two cells: all stay */
    fx_page(&fx,
        "<p><a href=\"/v1\"><img src=\"/v.png\" alt=\"Video\"></a>"
        "<a href=\"/v2\"><img src=\"/v.png\" alt=\"Video\"></a></p>"
        "<ul><li><img src=\"/b.jpg\" alt=\"b\"></li>"
        "<li><img src=\"/b.jpg\" alt=\"b\"></li></ul>"
        "<table><tr><th>Item</th><th>Done</th></tr>"
        "<tr><td><img src=\"/ok.png\" alt=\"yes\"></td>"
        "<td><img src=\"/ok.png\" alt=\"yes\"></td></tr></table>");
    assert_int_equal(count_substr(fx.html, "v.png"), 2);
    assert_int_equal(count_substr(fx.html, "b.jpg"), 2);
    assert_int_equal(count_substr(fx.html, "ok.png"), 2);
    fx_free(&fx);

    /* text between: the picture again is the author's */
    fx_page(&fx,
        "<p><img src=\"/c.jpg\"> before and after <img src=\"/c.jpg\"></p>");
    assert_int_equal(count_substr(fx.html, "c.jpg"), 2);
    fx_free(&fx);
}


static void
test_data_image(void **state)
{
    fx_t   fx;
    char   page[1024];
    char   png[400];

    memset(png, 'A', sizeof(png) - 1);
    png[sizeof(png) - 1] = '\0';

    /* a real inline raster image is kept; a data: link is not */
    snprintf(page, sizeof(page),
             "<p><img src=\"data:image/png;base64,%s\" alt=chart>"
             "<a href=\"data:image/png;base64,%s\">open</a></p>", png, png);
    fx_page(&fx, page);
    assert_non_null(strstr(fx.html, "<img src=\"data:image/png;base64,AAAA"));
    assert_null(strstr(fx.html, "<a "));
    assert_string_equal(fx.text, "open");
    fx_free(&fx);
}


static void
test_structure_lists(void **state)
{
    fx_t  fx;

    fx_page(&fx, "<ul class=x><li>one</li><li>two <em>2</em></li></ul>"
            "<ol start=\"5\" reversed><li>five</li></ol>"
            "<dl><dt>term</dt><dd>def</dd></dl>");
    assert_string_equal(fx.html,
        "<ul><li>one</li>\n<li>two <em>2</em></li>\n</ul>\n"
        "<ol start=\"5\"><li>five</li>\n</ol>\n"
        "<dl><dt>term</dt>\n<dd>def</dd>\n</dl>\n");
    assert_string_equal(fx.text, "one\ntwo 2\nfive\nterm\ndef");
    fx_free(&fx);

    /*
     * a list right inside a list goes into the item before it, or into
     * an item of its own; an empty one leaves the item as it was
     */
    fx_page(&fx, "<ol><li>one</li><ol><li>sub</li></ol><li>two</li>"
            "<ul><li><img src=\"javascript:x\"></li></ul></ol>"
            "<ul><ul><li>x</li></ul><li>y</li></ul>");
    assert_string_equal(fx.html,
        "<ol><li>one<ol><li>sub</li>\n</ol>\n</li>\n<li>two</li>\n</ol>\n"
        "<ul><li><ul><li>x</li>\n</ul>\n</li>\n<li>y</li>\n</ul>\n");
    assert_string_equal(fx.text, "one\nsub\ntwo\nx\ny");
    fx_free(&fx);

    /* an li outside a list is unwrapped but keeps its line */
    fx_page(&fx, "<div><li>a</li><li>b</li></div>");
    assert_null(strstr(fx.html, "<li"));
    assert_string_equal(fx.text, "a\nb");
    fx_free(&fx);
}


static void
test_structure_tables(void **state)
{
    fx_t  fx;

    fx_page(&fx,
        "<table border=1 onclick=x><caption>Cap</caption>"
        "<thead><tr><th scope=col>A</th><th scope=bogus>B</th></tr></thead>"
        "<tbody><tr><td colspan=2 rowspan=1 style=x>both</td></tr>"
        "<tr><td>1</td><td></td></tr></tbody></table>");
    assert_string_equal(fx.html,
        "<table><caption>Cap</caption>\n"
        "<thead><tr><th scope=\"col\">A</th><th>B</th></tr>\n</thead>\n"
        "<tbody><tr><td colspan=\"2\">both</td></tr>\n"
        "<tr><td>1</td><td></td></tr>\n</tbody>\n</table>\n");
    assert_string_equal(fx.text, "Cap\nA\tB\nboth\n1");
    fx_free(&fx);

    /* an empty cell keeps its column in the text; a row's last ones go */
    fx_page(&fx,
        "<p>Shares.</p><table><tr><th>&nbsp;</th><th>2001</th><th>2013</th>"
        "</tr><tr><td>Firms</td><td></td><td>14</td></tr>"
        "<tr><td></td><td> </td><td>9</td><td></td></tr>"
        "<tr><td>Staff</td><td>3</td><td></td></tr></table>");
    assert_string_equal(fx.text,
        "Shares.\n\t2001\t2013\nFirms\t\t14\n\t\t9\nStaff\t3");
    fx_free(&fx);

    /*
     * a data table's cell of paragraphs or a list is still one cell of
     * its row's line
     */
    fx_page(&fx,
        "<table><tr><th>Item</th><th>Amount</th><th>Note</th></tr>"
        "<tr><td><p>Roads</p></td><td>4.1</td><td>up</td></tr>"
        "<tr><td>Parks</td><td><p>1.2</p><p>two parks</p></td><td></td>"
        "<td>flat</td></tr>"
        "<tr><td></td><td><ul><li>a</li><li>b</li></ul></td><td>c</td>"
        "</tr><tr><td>d<br>e</td><td><br>f</td></tr></table>");
    assert_non_null(strstr(fx.html, "<td><p>Roads</p>\n</td>"));
    assert_string_equal(fx.text,
        "Item\tAmount\tNote\nRoads\t4.1\tup\nParks\t1.2 two parks\t\tflat"
        "\n\ta b\tc\nd e\tf");
    fx_free(&fx);

    /*
     * but a row's only cell (a press release under a <th>) has no
     * columns to keep on one line: its paragraphs keep their lines
     */
    fx_page(&fx,
        "<table><tr><th>Press release</th></tr><tr><td>The town hall "
        "will close for six weeks from Monday while workers repair the "
        "roof and the heating.<br><br>Services usually offered there "
        "will move to the public library on Main Street for the time of "
        "the works.<br><br>The repairs were planned for two years and "
        "are paid for from a fund for the upkeep of public buildings."
        "<br><br>Residents with questions can call the council's office or "
        "visit its website."
        "</td></tr></table>");
    assert_string_equal(fx.text,
        "Press release\nThe town hall will close for six weeks from "
        "Monday while workers repair the roof and the heating.\nServices "
        "usually offered there will move to the public library on Main "
        "Street for the time of the works.\nThe repairs were planned for "
        "two years and are paid for from a fund for the upkeep of public "
        "buildings.\nResidents with questions can call the council's "
        "office or visit its website.");
    fx_free(&fx);

    /* a long cell beside others is still one cell of its row's line */
    fx_page(&fx,
        "<table><tr><th>Film</th><th>Year</th><th>Plot</th></tr><tr><td>"
        "Churuli</td><td>2021</td><td><p>Two undercover police officers "
        "go in search of a wanted criminal named Joy, and get stuck in "
        "the village of Churuli as eerie mysteries unfold around them "
        "and the people they meet there.</p><p>The story and its "
        "characters are based on a short story from the book "
        "Kaligaminarile Kuttavalikal, written by Vinoy Thomas and first "
        "published in a magazine for readers of Malayalam fiction.</p></td>"
        "</tr></table>");
    assert_string_equal(fx.text,
        "Film\tYear\tPlot\nChuruli\t2021\tTwo undercover police officers "
        "go in search of a wanted criminal named Joy, and get stuck in the "
        "village of Churuli as eerie mysteries unfold around them and the "
        "people they meet there. The story and its characters are based "
        "on a short story from the book Kaligaminarile Kuttavalikal, "
        "written by Vinoy Thomas and first published in a magazine for "
        "readers of Malayalam fiction.");
    fx_free(&fx);

    /* a layout table: paragraphs in cells, nested table */
    fx_page(&fx,
        "<table><tr><td><p>Story one.</p><p>Story two.</p></td>"
        "<td>side</td></tr></table>"
        "<table><tr><td><table><tr><td>inner</td></tr></table></td></tr>"
        "</table>");
    /* the outer tables go; the inner one is a plain data table */
    assert_string_equal(fx.html,
        "<p>Story one.</p>\n<p>Story two.</p>\n"
        "side<table><tr><td>inner</td></tr>\n</table>\n");
    /* unwrapped cells are not rendered elements, but still break lines */
    assert_string_equal(fx.text, "Story one.\nStory two.\nside\ninner");
    fx_free(&fx);

    /* text directly in a table (not in a cell) would be moved: dropped */
    fx_page(&fx, "<table><tr><td>c</td></tr>stray<b>x</b>"
            "<tr><td>d</td></tr></table>");
    assert_string_equal(fx.html, "<table><tr><td>c</td></tr>\n"
                        "<tr><td>d</td></tr>\n</table>\n");
    fx_free(&fx);

    /* a block in a table makes it a layout table */
    fx_page(&fx, "<table><tr><td>c</td></tr><p>para</p></table>");
    assert_string_equal(fx.html, "c<p>para</p>\n");
    assert_string_equal(fx.text, "c\npara");
    fx_free(&fx);
}


static void
test_structure_figures_headings(void **state)
{
    fx_t  fx;

    fx_page(&fx,
        "<h1>Top</h1><h2 id=x>Sub</h2><h6>Six</h6>"
        "<figure class=f><img src=\"a.jpg\" alt=\"A\">"
        "<figcaption>Cap <b>bold</b></figcaption></figure>"
        "<figcaption>orphan</figcaption>"
        "<blockquote><p>Quote</p></blockquote>"
        "<p>x<sub>2</sub> <abbr title=\"HyperText\">HTML</abbr> "
        "<time datetime=\"2024-01-02\">Jan 2</time> <q>q</q> <mark>m</mark>"
        " <strike>old</strike> <kbd>k</kbd> <font color=red>f</font></p>"
        "<hr><pre>  a\n    b &lt;</pre>");
    /* h6 right under h2: one level below it, not a jump to h6 */
    assert_string_equal(fx.html,
        "<h2>Top</h2>\n<h3>Sub</h3>\n<h4>Six</h4>\n"
        "<figure><img src=\"http://ex.com/news/a.jpg\" alt=\"A\">"
        "<figcaption>Cap <b>bold</b></figcaption>\n</figure>\n"
        "orphan"
        "<blockquote><p>Quote</p>\n</blockquote>\n"
        "<p>x<sub>2</sub> <abbr title=\"HyperText\">HTML</abbr> "
        "<time datetime=\"2024-01-02\">Jan 2</time> <q>q</q> <mark>m</mark>"
        " <s>old</s> <code>k</code> f</p>\n"
        "<hr>\n<pre>  a\n    b &lt;</pre>\n");
    assert_string_equal(fx.text,
        "Top\nSub\nSix\nQuote\n"
        "x2 HTML Jan 2 q m old k f\n  a\n    b <");
    fx_free(&fx);

    /* text of sibling unwrapped divs does not run together */
    fx_page(&fx, "<div>One ends.</div><div>Two starts.</div>"
            "<p>Para</p><div>Three.</div>");
    assert_string_equal(fx.html, "One ends.<br>Two starts.<p>Para</p>\n"
                        "Three.");
    assert_string_equal(fx.text, "One ends.\nTwo starts.\nPara\nThree.");
    fx_free(&fx);

    /* sections in h3 and h4 become h2 and h3 under the view's h1 */
    fx_page(&fx, "<h3>Section</h3><p>a</p><h4>Sub</h4><p>b</p>");
    assert_string_equal(fx.html, "<h2>Section</h2>\n<p>a</p>\n"
                        "<h3>Sub</h3>\n<p>b</p>\n");
    fx_free(&fx);

    /*
     * No heading is more than one level below the one before it (a
     * screen reader's outline would skip levels), the levels climb
     * back as the page's do, and an empty heading that is undone does
     * not count as the one before
     */
    fx_page(&fx, "<h2>A</h2><p>a</p><h5>Deep</h5><p>b</p><h6>Deeper</h6>"
            "<h5>Again</h5><h3>B</h3><h2>C</h2>"
            "<h3><img src=\"javascript:x\"></h3><h4>Under C</h4>");
    assert_string_equal(fx.html, "<h2>A</h2>\n<p>a</p>\n<h3>Deep</h3>\n"
                        "<p>b</p>\n<h4>Deeper</h4>\n<h5>Again</h5>\n"
                        "<h3>B</h3>\n<h2>C</h2>\n<h3>Under C</h3>\n");
    fx_free(&fx);

    /* the body starting below its highest heading: h5 then h2 */
    fx_page(&fx, "<h5>Lead-in</h5><p>a</p><h2>Main</h2><h3>Sub</h3>");
    assert_string_equal(fx.html, "<h2>Lead-in</h2>\n<p>a</p>\n"
                        "<h2>Main</h2>\n<h3>Sub</h3>\n");
    fx_free(&fx);
}


/*
 * A link whose only content is pictures nobody described has no name
 * for a screen reader (axe's link-name): the link goes, the pictures
 * stay.  Words, a described picture or the link's title or aria-label
 * name it.
 */
static void
test_unnamed_links(void **state)
{
    fx_t  fx;

    fx_page(&fx, "<p><a href=\"/full.jpg\"><img src=\"/s.jpg\"></a> "
            "<a href=\"/b\"><img src=\"/b.png\" alt=\" \"></a></p>"
            "<p><a href=\"/c\"><img src=\"/c.png\" alt=\"Chart\"></a>"
            "<a href=\"/d\" title=\"Download\"><img src=\"/d.png\"></a>"
            "<a href=\"/e\"><img src=\"/e.png\"> Photo</a></p>");
    assert_string_equal(fx.html,
        "<p><img src=\"http://ex.com/s.jpg\" alt=\"\"> "
        "<img src=\"http://ex.com/b.png\" alt=\" \"></p>\n"
        "<p><a href=\"http://ex.com/c\"><img src=\"http://ex.com/c.png\" "
        "alt=\"Chart\"></a><a href=\"http://ex.com/d\" title=\"Download\">"
        "<img src=\"http://ex.com/d.png\" alt=\"\"></a>"
        "<a href=\"http://ex.com/e\"><img src=\"http://ex.com/e.png\" "
        "alt=\"\"> Photo</a></p>\n");
    fx_free(&fx);

    /*
     * An aria-label names it as well, and stays as its title (an
     * aria-label would override a text link's words); a blank one does
     * not, and a title wins
     */
    fx_page(&fx, "<p><a href=\"/g\" aria-label=\"Open the gallery\">"
            "<img src=\"/g.png\"></a>"
            "<a href=\"/h\" aria-label=\" \"><img src=\"/h.png\"></a>"
            "<a href=\"/k\" title=\"Gallery\" aria-label=\"Open\">"
            "<img src=\"/k.png\"></a></p>");
    assert_string_equal(fx.html,
        "<p><a href=\"http://ex.com/g\" title=\"Open the gallery\">"
        "<img src=\"http://ex.com/g.png\" alt=\"\"></a>"
        "<img src=\"http://ex.com/h.png\" alt=\"\">"
        "<a href=\"http://ex.com/k\" title=\"Gallery\">"
        "<img src=\"http://ex.com/k.png\" alt=\"\"></a></p>\n");
    fx_free(&fx);

    /*
     * So does aria-labelledby, by the words of the elements it names
     * (ids the view does not keep): one, two, one missing, or naming
     * nothing but the link itself
     */
    fx_page(&fx, "<h3 id=\"c7\">Ferry <b>terminal</b> opens</h3>"
            "<p><span id=\"k7\">Photos:</span> <a href=\"/m\" "
            "aria-labelledby=\"c7\"><img src=\"/m.png\"></a>"
            "<a href=\"/n\" aria-labelledby=\" k7  nope c7 \">"
            "<img src=\"/n.png\"></a>"
            "<a href=\"/o\" id=\"o\" aria-labelledby=\"o nope\">"
            "<img src=\"/o.png\"></a></p>");
    assert_string_equal(fx.html,
        "<h2>Ferry <b>terminal</b> opens</h2>\n"
        "<p>Photos: <a href=\"http://ex.com/m\" title=\"Ferry terminal "
        "opens\"><img src=\"http://ex.com/m.png\" alt=\"\"></a>"
        "<a href=\"http://ex.com/n\" title=\"Photos: Ferry terminal opens\">"
        "<img src=\"http://ex.com/n.png\" alt=\"\"></a>"
        "<img src=\"http://ex.com/o.png\" alt=\"\"></p>\n");
    fx_free(&fx);

    /*
     * an element hidden itself still names the link, as in a browser;
     * hidden text in a shown one does not
     */
    fx_page(&fx, "<p>Ferry terminal opens. <a href=\"/m\" "
            "aria-labelledby=\"g\"><img src=\"/m.png\"></a>"
            "<span id=\"g\" hidden>Photo <b>gallery</b></span>"
            "<a href=\"/n\" aria-labelledby=\"h\"><img src=\"/n.png\">"
            "</a><span id=\"h\" style=\"display: none\">Map</span>"
            "<a href=\"/o\" aria-labelledby=\"k\"><img src=\"/o.png\">"
            "</a><span id=\"k\">Plan<span hidden> secret</span></span>"
            "</p>");
    assert_string_equal(fx.html,
        "<p>Ferry terminal opens. <a href=\"http://ex.com/m\" "
        "title=\"Photo gallery\"><img src=\"http://ex.com/m.png\" "
        "alt=\"\"></a><a href=\"http://ex.com/n\" title=\"Map\">"
        "<img src=\"http://ex.com/n.png\" alt=\"\"></a>"
        "<a href=\"http://ex.com/o\" title=\"Plan\">"
        "<img src=\"http://ex.com/o.png\" alt=\"\"></a>Plan</p>\n");
    fx_free(&fx);

    /*
     * a picture story is walked again for its captions: its lookups
     * start over, or the 12 of 20 the first walk left name its links
     */
    {
        char         page[4096];
        size_t       len, k;
        const char  *p;

        len = 0;
        for (k = 0; k < 20; k++) {
            len += (size_t) snprintf(page + len, sizeof(page) - len,
                                     "<figure><a href=\"/%zu\" "
                                     "aria-labelledby=\"c%zu\"><img "
                                     "src=\"/%zu.png\"></a><figcaption "
                                     "id=\"c%zu\">The harbour at dawn, "
                                     "picture %zu</figcaption></figure>",
                                     k, k, k, k, k);
        }
        assert_true(len < sizeof(page));

        fx_page(&fx, page);
        for (k = 0, p = fx.html; (p = strstr(p, "<a ")) != NULL; p++) {
            k++;
        }
        assert_int_equal(k, 20);
        fx_free(&fx);
    }

    /* each lookup scans the page: the first 32 only */
    {
        char         page[4096];
        size_t       len, k;
        const char  *p;

        len = (size_t) snprintf(page, sizeof(page), "<h3 id=\"c\">Cap</h3>");
        for (k = 0; k < 40; k++) {
            len += (size_t) snprintf(page + len, sizeof(page) - len,
                                     "<a href=\"/%zu\" aria-labelledby=\"c\">"
                                     "<img src=\"/%zu.png\"></a>", k, k);
        }
        assert_true(len < sizeof(page));

        fx_page(&fx, page);
        for (k = 0, p = fx.html; (p = strstr(p, "title=\"Cap\"")) != NULL;
             p++)
        {
            k++;
        }
        assert_int_equal(k, 32);
        fx_free(&fx);
    }
}


/*
 * Breaks before a block starts or ends add only space (and "blank" for
 * a screen reader); more than two in a row are a layout's spacing
 */
/*
 * An alt text that is a file name or an address is noise read out: it
 * becomes empty (and a link around only that picture goes)
 */
static void
test_file_name_alt(void **state)
{
    fx_t  fx;

    fx_page(&fx, "<p><img src=\"/a.jpg\" alt=\" IMG_8299.jpeg \">"
            "<img src=\"/b.jpg\" alt=\"http://img.example/b.jpg\">"
            "<a href=\"/c\"><img src=\"/c.png\" alt=\"Chart.PNG\"></a>"
            "<img src=\"/d.jpg\" alt=\"Dr. Smith at the clinic.jpg\">"
            "<img src=\"/e.jpg\" alt=\"version2.0\"></p>");
    assert_string_equal(fx.html,
        "<p><img src=\"http://ex.com/a.jpg\" alt=\"\">"
        "<img src=\"http://ex.com/b.jpg\" alt=\"\">"
        "<img src=\"http://ex.com/c.png\" alt=\"\">"
        "<img src=\"http://ex.com/d.jpg\" alt=\"Dr. Smith at the clinic.jpg\">"
        "<img src=\"http://ex.com/e.jpg\" alt=\"version2.0\"></p>\n");
    fx_free(&fx);
}


/*
 * A figure whose picture did not come through holds a caption of
 * nothing: it goes.  A figure of a quote, a table, a formula or words
 * of the text stays.
 */
static void
test_figure_without_picture(void **state)
{
    fx_t  fx;

    /* (the text outweighs the captions: no picture story) */
    fx_page(&fx, "<p>" LONG_TEXT "</p><figure><video src=\"/v.mp4\"></video>"
            "<figcaption>Drone footage of the harbour</figcaption></figure>"
            "<figure><figcaption>Photo: Jan Ruiz</figcaption>"
            "<img src=\"/a.jpg\" alt=\"A\"></figure>"
            "<figure><blockquote>Quote.</blockquote></figure>"
            "<figure><p>Words of the text.</p></figure>");
    assert_string_equal(fx.html,
        "<p>" LONG_TEXT "</p>\n"
        "<figure><figcaption>Photo: Jan Ruiz</figcaption>\n"
        "<img src=\"http://ex.com/a.jpg\" alt=\"A\"></figure>\n"
        "<figure><blockquote>Quote.</blockquote>\n</figure>\n"
        "<figure><p>Words of the text.</p>\n</figure>\n");
    assert_string_equal(fx.text, LONG_TEXT "\nQuote.\nWords of the text.");
    fx_free(&fx);
}


static void
test_break_runs(void **state)
{
    fx_t  fx;

    fx_page(&fx, "<div>One.<br><br><br><br>Two.<br><br><h2>Head</h2>"
            "<p>Three.<br></p><p>Four<br><br>five</p>Six.<br></div>"
            "<pre>a<br><br><br>b</pre>");
    assert_string_equal(fx.html,
        "One.<br><br>Two.<h2>Head</h2>\n<p>Three.</p>\n"
        "<p>Four<br><br>five</p>\nSix.<pre>a<br><br><br>b</pre>\n");
    assert_string_equal(fx.text, "One.\nTwo.\nHead\nThree.\nFour\nfive\n"
                        "Six.\na\nb");
    fx_free(&fx);
}


static void
test_dropped_elements(void **state)
{
    fx_t  fx;

    fx_page(&fx,
        "<nav><a href=/>Home</a></nav>"
        "<p>Body <script>var x;</script><style>p{}</style>text</p>"
        "<aside>Related</aside><noscript>Enable JS</noscript>"
        "<iframe src=\"https://ads.example/\">frame</iframe>"
        "<select><option>opt</option></select><textarea>ta</textarea>"
        "<svg><text>svgtext</text></svg>"
        "<template><p>tpl</p></template><object>obj</object>"
        "<video>vid</video><canvas>cnv</canvas>"
        "<footer>Copyright</footer>"
        "<p hidden>hidden1</p><p style=\"display: none\">hidden2</p>"
        "<div style=\"visibility:hidden\"><p>hidden3</p></div>"
        "<section><div><span>unwrapped</span></div></section>");
    assert_string_equal(fx.html, "<p>Body text</p>\nunwrapped");
    assert_string_equal(fx.text, "Body text\nunwrapped");
    fx_free(&fx);
}



/*
 * Captions and credits stay under their pictures in the HTML but are not
 * the article's text; a big container or a heading whose name happens
 * to contain the word is not a caption; a short line of its own that
 * opens with "©" is a credit.
 */
static void
test_caption_text(void **state)
{
    fx_t         fx;
    char         story[800];
    static char  page[2048];

    (void) state;

    fx_page(&fx,
            "<body><p>Lead <span class=\"credit\">AP</span> one.</p>"
            "<figure><img src=\"a.jpg\" alt=\"A\"><figcaption>Crowds"
            " <span>gather</span></figcaption></figure>"
            "<p class=\"photoCredit\">Photo: Jane Roe</p>"
            "<div class=\"wp-caption\"><img src=\"b.jpg\" alt=\"\">"
            "<p class=\"wp-caption-text\">A bridge</p></div>"
            "<h2 id=\"caption-contest\">Winners</h2>"
            "<p>Second paragraph.</p></body>");

    assert_non_null(strstr(fx.html, "<figcaption>Crowds gather</figcaption>"));
    assert_non_null(strstr(fx.html, "<p>Photo: Jane Roe</p>"));
    assert_non_null(strstr(fx.html, "A bridge"));
    assert_non_null(strstr(fx.html, "<p>Lead AP one.</p>"));
    assert_string_equal(fx.text, "Lead one.\nWinners\nSecond paragraph.");
    fx_free(&fx);

    /* the flag puts them back */
    fx_parse(&fx, "<body><p>One.</p><figure><img src=\"a.jpg\" alt=\"\">"
                  "<figcaption>Crowds</figcaption></figure><p>Two.</p>"
                  "</body>", BASE);
    fx_render_flags(&fx, NULL, NSEG_RENDER_CAPTION_TEXT);
    assert_string_equal(fx.text, "One.\nCrowds\nTwo.");
    fx_free(&fx);

    /*
     * A short line that opens with the copyright sign credits a picture
     * or is the site's notice, whatever its class; not a credit that
     * opens a longer line, a long line, nor "Copyright ©" opening a
     * licence
     */
    fx_page(&fx,
            "<body><p>One.</p><img src=\"a.jpg\" alt=\"\">"
            "<div class=\"x7f\">\xc2\xa9 Markus Leitner</div>"
            "<p><span>\xc2\xa9 2fly4</span> - Alle Angaben ohne Gew\xc3\xa4hr"
            "</p><p><span>\xc2\xa9 dpa</span> Der Stadtrat hat am Montag den "
            "Haushalt beschlossen, mit knapper Mehrheit und nach Streit.</p>"
            "<p>Copyright \xc2\xa9 2007 Free Software Foundation</p>"
            "<p>\xc2\xa9 The photographs in this story were taken by our "
            "readers in the valley over the whole of last summer.</p>"
            "</body>");
    assert_non_null(strstr(fx.html, "\xc2\xa9 Markus Leitner"));
    assert_string_equal(fx.text,
        "One.\n\xc2\xa9 dpa Der Stadtrat hat am Montag den Haushalt "
        "beschlossen, mit knapper Mehrheit und nach Streit.\n"
        "Copyright \xc2\xa9 2007 Free Software Foundation\n"
        "\xc2\xa9 The photographs in this story were taken by our readers "
        "in the valley over the whole of last summer.");
    fx_free(&fx);

    /* a story container named "captioned" is too big to be a caption */
    memset(story, 'w', sizeof(story) - 1);
    story[sizeof(story) - 1] = '\0';
    snprintf(page, sizeof(page),
             "<body><div class=\"captioned-story\"><p>%s</p></div></body>",
             story);
    fx_page(&fx, page);
    assert_string_equal(fx.text, story);
    fx_free(&fx);
}

/*
 * Ruby: the readings stay in the HTML, set above their base by the
 * browser; the text is the base alone, as it is searched for and read.
 * Soft hyphens likewise stay in the HTML and leave the text.
 */
static void
test_ruby(void **state)
{
    fx_t  fx;

    (void) state;

    fx_page(&fx,
            "<body><p><ruby>\xe5\xad\x90<rp>(</rp><rt>\xe3\x81\x93</rt>"
            "<rp>)</rp></ruby>\xe3\x81\xa9\xe3\x82\x82\xe3\x81\x8c"
            "<ruby>\xe6\xbc\xa2\xe5\xad\x97<rt>\xe3\x81\x8b\xe3\x82"
            "\x93\xe3\x81\x98</rt></ruby>\xe3\x82\x92\xe8\xaa\xad"
            "\xe3\x82\x80\xe3\x80\x82</p>"
            "<p>A <ruby>word<rt>reading</rt></ruby> in Latin script.</p>"
            "</body>");

    /* 子(こ)どもが漢字(かんじ)を読む。 */
    assert_non_null(strstr(fx.html,
        "<p><ruby>\xe5\xad\x90<rp>(</rp><rt>\xe3\x81\x93</rt><rp>)</rp>"
        "</ruby>\xe3\x81\xa9\xe3\x82\x82\xe3\x81\x8c<ruby>\xe6\xbc"
        "\xa2\xe5\xad\x97<rt>\xe3\x81\x8b\xe3\x82\x93\xe3\x81\x98"
        "</rt></ruby>"));
    assert_non_null(strstr(fx.html, "<ruby>word<rt>reading</rt></ruby>"));
    assert_string_equal(fx.text,
        "\xe5\xad\x90\xe3\x81\xa9\xe3\x82\x82\xe3\x81\x8c\xe6\xbc"
        "\xa2\xe5\xad\x97\xe3\x82\x92\xe8\xaa\xad\xe3\x82\x80\xe3"
        "\x80\x82\nA word in Latin script.");
    fx_free(&fx);

    /* soft hyphens: hints for the browser's hyphenation, not text */
    fx_page(&fx, "<body><p>Deutsch&shy;land und das Welt&shy;ern\xc3\xa4h"
                 "rungs&shy;programm</p></body>");
    assert_non_null(strstr(fx.html, "Deutsch\xc2\xadland"));
    assert_string_equal(fx.text,
                        "Deutschland und das Welternährungsprogramm");
    fx_free(&fx);

    /* a word of soft hyphens alone is no word: no empty line, no gap */
    fx_page(&fx, "<p>One.</p><p>&shy;</p><p>Two &shy; three &#xAD;&#x200B;"
                 "</p>");
    assert_string_equal(fx.text, "One.\nTwo three");
    fx_free(&fx);

    /* blanks inside a reading are no break in its word: 子 こ ども */
    fx_page(&fx, "<p>\xe5\xad\x90<rt> \xe3\x81\x93 </rt>\xe3\x81\xa9"
                 "\xe3\x82\x82</p>");
    assert_string_equal(fx.text, "\xe5\xad\x90\xe3\x81\xa9\xe3\x82\x82");
    fx_free(&fx);

    /*
     * Readings are not captions: long ones do not make a page a picture
     * story, whose captions would be its text.
     */
    fx_page(&fx, "<p>The board met on Thursday. <ruby>Base<rt>a very long "
                 "reading of the word, longer than all the text</rt></ruby>"
                 "</p><figure><img src=\"a.jpg\" alt=\"\"><figcaption>"
                 "The new plant</figcaption></figure>");
    assert_string_equal(fx.text, "The board met on Thursday. Base");
    fx_free(&fx);
}


/*
 * MathML is kept whole, with MathML Core's elements and presentation
 * attributes only; annotations (TeX) and the page's own drawing of the
 * formula go; the text gets the tokens.
 */
static void
test_math(void **state)
{
    fx_t  fx;

    (void) state;

    fx_page(&fx,
            "<body><p>Since <math><msup><mi onclick=\"x()\" "
            "class=\"v\">x</mi><mn>2</mn></msup><mo>&#8805;</mo><mn>0"
            "</mn><script>alert(1)</script><foo>bar</foo></math>, the "
            "sum is positive.</p>"
            "<p><math display=\"block\"><semantics><mi mathvariant=\"bold"
            "\">v</mi><annotation encoding=\"application/x-tex\">"
            "\\mathbf{v}</annotation></semantics></math></p></body>");

    assert_non_null(strstr(fx.html,
        "<p>Since <math><msup><mi>x</mi><mn>2</mn></msup><mo>\xe2\x89"
        "\xa5</mo><mn>0</mn>bar</math>, the sum is positive.</p>"));
    assert_non_null(strstr(fx.html,
        "<math display=\"block\"><semantics><mi mathvariant=\"bold\">v"
        "</mi></semantics></math>"));
    assert_null(strstr(fx.html, "onclick"));
    assert_null(strstr(fx.html, "alert"));
    assert_null(strstr(fx.html, "mathbf"));
    assert_string_equal(fx.text,
        "Since x 2 \xe2\x89\xa5 0 bar, the sum is positive.\nv");
    fx_free(&fx);

    /*
     * A page with no attribute anywhere has no attribute array: the
     * formula's tag was NULL + 0, which clang's UBSan reports (the fuzz
     * seed math-no-attributes.html runs it there; gcc's does not).
     */
    fx_page(&fx, "<html><body><p>When <math><mi>a</mi></math> is zero"
                 "</p></body></html>");
    assert_string_equal(fx.html, "<p>When <math><mi>a</mi></math> is zero"
                                 "</p>\n");
    fx_free(&fx);

    /* blanks inside a token are a space, at its edges layout */
    fx_page(&fx, "<p><math><mi> a </mi><mtext> if <b>and</b> only "
                 "</mtext><mi>b</mi></math></p>");
    assert_string_equal(fx.html, "<p><math><mi>a</mi><mtext>if and only"
                                 "</mtext><mi>b</mi></math></p>\n");
    assert_string_equal(fx.text, "a if and only b");
    fx_free(&fx);

    /*
     * A formula in a caption stays out of the text like the caption's
     * words, one after a reading does not; a display formula is a line.
     */
    fx_page(&fx, "<p>Since <ruby>K<rt>k</rt></ruby><math><mi>q</mi>"
                 "</math> holds:<math display=\"block\"><mi>b</mi><mi>"
                 "\x7f</mi><mi>\xe2\x80\x8b</mi></math>Loose text.</p>"
                 "<figure><img src=\"a.png\" alt=\"\"><figcaption><math>"
                 "<mi>f</mi></math> plotted</figcaption></figure>");
    assert_string_equal(fx.text, "Since Kq holds:\nb\nLoose text.");
    assert_non_null(strstr(fx.html, "<figcaption><math><mi>f</mi></math>"));
    fx_free(&fx);

    /*
     * Wikipedia: the MathML in a wrapper hidden by a style, beside an
     * image of the formula hidden from screen readers.  The formula is
     * shown once, as MathML; the hidden attribute still hides one.
     */
    fx_page(&fx,
            "<body><p>Then <span class=\"mwe-math-element\"><span "
            "style=\"display: none;\"><math alttext=\"a=b\"><mi>a</mi>"
            "<mo>=</mo><mi>b</mi></math></span><img src=\"f.svg\" "
            "aria-hidden=\"true\" alt=\"a=b\"></span> holds.</p>"
            "<p hidden>Not <math><mi>c</mi></math> this.</p></body>");

    assert_non_null(strstr(fx.html,
        "<p>Then <math><mi>a</mi><mo>=</mo><mi>b</mi></math>"));
    assert_null(strstr(fx.html, "<mi>c</mi>"));
    assert_string_equal(fx.text, "Then a = b holds.");
    fx_free(&fx);

    /* a formula a style hides with its words, no image beside, stays so */
    fx_page(&fx, "<p>Reveal: <span class=\"spoiler\" style=\"display:none"
                 "\">x is <math><mi>x</mi><mo>=</mo><mn>42</mn></math> "
                 "exactly</span> then read on.</p>"
                 "<article style=\"display:none\"><p>Old <math><mi>E</mi>"
                 "</math></p></article>");
    assert_null(strstr(fx.html, "<math"));
    assert_string_equal(fx.text, "Reveal: then read on.");
    fx_free(&fx);

    /*
     * An unclosed <math>: libxml2 nests the rest of the article in it.
     * HTML's breakout elements end the formula there, as in a browser
     * (HTML5), and the article goes on as HTML; inside a token (mtext)
     * HTML is phrasing content, unwrapped into the formula.
     */
    fx_page(&fx, "<body><div>Then <math><mi>x</mi><mtext>if <b>so</b>"
                 "</mtext><mo>=</mo><mn>2</mn><p>Next paragraph.</p>"
                 "<ul><li>A point</li></ul><p>Last one.</p></div></body>");
    assert_non_null(strstr(fx.html, "<math><mi>x</mi><mtext>if so</mtext>"
                                    "<mo>=</mo><mn>2</mn></math>"));
    assert_non_null(strstr(fx.html, "<p>Next paragraph.</p>"));
    assert_non_null(strstr(fx.html, "<li>A point</li>"));
    assert_non_null(strstr(fx.html, "<p>Last one.</p>"));
    assert_string_equal(fx.text,
        "Then x if so = 2\nNext paragraph.\nA point\nLast one.");
    fx_free(&fx);

    /* a nav or aside in it goes as anywhere else, not as a formula */
    fx_page(&fx, "<body><div>Consider <math><mi>x</mi><nav><p>MENU item"
                 "</p></nav><aside><p>SIDEBAR box</p></aside></math> and so "
                 "on.</div></body>");
    assert_null(strstr(fx.text, "MENU"));
    assert_null(strstr(fx.text, "SIDEBAR"));
    assert_non_null(strstr(fx.html, "<math><mi>x</mi></math>"));
    fx_free(&fx);
}


/*
 * An aside, nav or footer that holds most of the selected text wraps
 * the article (an unclosed <nav> in the header, a theme that puts the
 * article in an <aside>): it is unwrapped, not dropped; small ones
 * around it still go.
 */
static void
test_wrapper_aside(void **state)
{
    fx_t      fx;
    uint8_t  *keep;

    fx_parse(&fx,
        "<nav><a href=/>Home</a>"
        "<aside class=sidebar><p>Most read today</p>"
        "<div class=article><h1>Title</h1>"
        "<p>The council voted to rebuild the harbour wall.</p>"
        "<p>Work starts in spring and ends in two years.</p>"
        "<aside><p>Small box</p></aside>"
        "</div></aside>"
        "<footer><p>Copyright</p></footer></nav>", BASE);
    keep = keep_texts(&fx.doc, "The council", "Work starts", "Small box",
                      "Copyright", NULL);
    fx_render(&fx, keep);
    assert_string_equal(fx.text, "The council voted to rebuild the harbour "
                        "wall.\nWork starts in spring and ends in two "
                        "years.");
    free(keep);
    fx_free(&fx);

    /* the whole body: the same nav wraps most of the text */
    fx_page(&fx, "<nav><a href=/>Home</a><p>Long article text, longer "
            "than the menu.</p></nav><footer>Copyright</footer>");
    assert_string_equal(fx.text, "Home\nLong article text, longer than "
                        "the menu.");
    fx_free(&fx);
}


static void
test_empty_and_whitespace(void **state)
{
    fx_t  fx;

    fx_page(&fx,
        "<p> </p><p><span> </span></p><p><br></p><p><a href=/x></a></p>"
        "<p>  a \n\n b  <b> c </b> d <em> </em> e </p>"
        "<ul><li> </li></ul><table><tr><td> </td></tr></table>"
        "<p>f<i>g</i>h</p>");
    assert_string_equal(fx.html,
        "<p>a b <b>c</b> d e</p>\n<p>f<i>g</i>h</p>\n");
    assert_string_equal(fx.text, "a b c d e\nfgh");
    fx_free(&fx);

    /* an element made only of whitespace between words keeps a space */
    fx_page(&fx, "<p>a<em> </em>b</p>");
    assert_string_equal(fx.html, "<p>a b</p>\n");
    assert_string_equal(fx.text, "a b");
    fx_free(&fx);

    /* control characters are not text */
    fx_page(&fx, "<p>a\x01\x02 b\x7f</p>");
    assert_string_equal(fx.text, "a b");
    fx_free(&fx);

    /* nor is a word of zero-width characters; inside a word they stay */
    fx_page(&fx, "<p>One.</p><p>\xef\xbb\xbf</p><p>\xe2\x80\x8b "
                 "\xe2\x81\xa0\xe2\x80\x8b</p><p>Two\xe2\x80\x8bthree."
                 "</p>");
    assert_string_equal(fx.text, "One.\nTwo\xe2\x80\x8bthree.");
    fx_free(&fx);

    /*
     * nor a spacer paragraph of no-break spaces (<p>&nbsp;</p>), which a
     * screen reader reads as "blank"; inside a word and between words
     * one stays
     */
    fx_page(&fx, "<p>One.</p><p>&nbsp;</p><p>\xc2\xa0 &nbsp;</p>"
                 "<p>10&nbsp;km a&nbsp;&nbsp;b</p>");
    assert_string_equal(fx.html, "<p>One.</p>\n"
                        "<p>10\xc2\xa0km a\xc2\xa0\xc2\xa0" "b</p>\n");
    assert_string_equal(fx.text, "One.\n10\xc2\xa0km a\xc2\xa0\xc2\xa0" "b");
    fx_free(&fx);
}


static void
test_text_lines(void **state)
{
    fx_t  fx;

    fx_page(&fx,
        "<h1>Title</h1>\n\n<p>line<br>break<br><br>twice</p>\n\n"
        "<div>\n\n</div><div><div><p>deep</p></div></div>"
        "<ul><li>x</li><li>y</li></ul><p>end  </p>\n\n");
    assert_string_equal(fx.text,
                        "Title\nline\nbreak\ntwice\ndeep\nx\ny\nend");
    /* the HTML keeps both breaks */
    assert_non_null(strstr(fx.html, "<p>line<br>break<br><br>twice</p>"));
    assert_null(strstr(fx.text, "\n\n"));
    fx_free(&fx);

    /* pre keeps its lines, even blank ones */
    fx_page(&fx, "<p>a</p><pre>x\n\ny</pre><p>b</p>");
    assert_string_equal(fx.text, "a\nx\n\ny\nb");
    fx_free(&fx);

    /* nothing at all */
    fx_page(&fx, "<p> </p>");
    assert_string_equal(fx.text, "");
    assert_string_equal(fx.html, "");
    fx_free(&fx);
}


static void
test_keep_selection(void **state)
{
    fx_t      fx;
    uint8_t  *keep;
    uint32_t  d;

    fx_parse(&fx,
        "<div><p>Menu</p><ul><li>Alpha</li><li>Skip</li><li>Beta</li></ul>"
        "<table><tr><th>K</th><td>Cell</td></tr><tr><td>No</td></tr></table>"
        "<p>Published <span>2024-01-01</span> by someone</p>"
        "<p>Keep <b>bold</b> text</p></div>", BASE);

    /* only leaves are selected: ancestors render around them */
    keep = keep_texts(&fx.doc, "Alpha", "Beta", "Cell", "Published",
                      "by someone", "Keep ", "bold", " text", NULL);
    fx_render(&fx, keep);
    assert_string_equal(fx.html,
        "<ul><li>Alpha</li>\n<li>Beta</li>\n</ul>\n"
        "<table><tr><td>Cell</td></tr>\n</table>\n"
        "<p>Published by someone</p>\n"
        "<p>Keep <b>bold</b> text</p>\n");
    assert_string_equal(fx.text,
        "Alpha\nBeta\nCell\nPublished by someone\nKeep bold text");
    free(keep);

    /* NSEG_RENDER_SUBTREE takes everything below */
    keep = calloc(fx.doc.n, 1);
    assert_non_null(keep);
    d = find_tag(&fx.doc, NSEG_TAG_UL, 0);
    keep[d] = NSEG_RENDER_SUBTREE;
    fx_render(&fx, keep);
    assert_string_equal(fx.text, "Alpha\nSkip\nBeta");
    free(keep);

    /* a kept element whose text is not kept renders nothing */
    keep = calloc(fx.doc.n, 1);
    assert_non_null(keep);
    keep[find_tag(&fx.doc, NSEG_TAG_P, 0)] = NSEG_RENDER_NODE;
    fx_render(&fx, keep);
    assert_string_equal(fx.html, "");
    assert_string_equal(fx.text, "");
    free(keep);

    fx_free(&fx);
}


static void
test_phrasing_context(void **state)
{
    fx_t  fx;

    /* blocks inside a rendered p would close it early: unwrapped */
    fx_page(&fx, "<p>a<span><ul><li>b</li></ul></span>c</p>");
    assert_null(strstr(fx.html, "<ul"));
    assert_null(strstr(fx.html, "<li"));
    fx_free(&fx);

    /* no link inside a link */
    fx_page(&fx, "<div><a href=/a>x<span><a href=/b>y</a></span></a></div>");
    assert_null(strstr(fx.html, "/b\""));
    fx_free(&fx);
}


static void
test_attributes(void **state)
{
    fx_t  fx;

    fx_page(&fx,
        "<p lang=\"fr-CA\" dir=\"RTL\" title=\"t&quot;\" class=c id=i "
        "style=\"color:red\" data-x=1 onclick=x>p</p>"
        "<p lang=\"x y\" dir=sideways>q</p>"
        "<table><tr><td colspan=\"2x\" rowspan=\"3\">c</td></tr></table>"
        "<ol start=\"-2\"><li>l</li></ol><ol start=\"1e3\"><li>m</li></ol>");
    assert_string_equal(fx.html,
        "<p title=\"t&quot;\" lang=\"fr-CA\" dir=\"rtl\">p</p>\n"
        "<p>q</p>\n"
        "<table><tr><td rowspan=\"3\">c</td></tr>\n</table>\n"
        "<ol start=\"-2\"><li>l</li>\n</ol>\n<ol><li>m</li>\n</ol>\n");
    fx_free(&fx);
}


static void
test_deep_nesting(void **state)
{
    fx_t     fx;
    char    *page, *p;
    size_t   k, depth;

    /* deeper than the render stack, shallower than libxml2's 256 */
    depth = NSEG_RENDER_MAX_DEPTH + 40;
    page = malloc(depth * 20 + 64);
    assert_non_null(page);

    p = page;
    for (k = 0; k < depth; k++) {
        p += sprintf(p, k % 2 ? "<em>" : "<blockquote>");
    }
    p += sprintf(p, "deep text");
    for (k = depth; k-- > 0; ) {
        p += sprintf(p, k % 2 ? "</em>" : "</blockquote>");
    }

    fx_page(&fx, page);
    assert_string_equal(fx.text, "deep text");
    assert_null(check_html(fx.html));
    fx_free(&fx);
    free(page);
}


static void
test_image_url_helper(void **state)
{
    fx_t        fx;
    nseg_buf_t  b;

    fx_parse(&fx, "<p><img src=\"blank.gif\" data-src=\"/lead.jpg\">"
             "<img src=\"javascript:x\"></p>", BASE);

    nseg_buf_init(&b, 0);
    assert_int_equal(nseg_render_image_url(&fx.doc,
                         find_tag(&fx.doc, NSEG_TAG_IMG, 0), &b), NSEG_OK);
    nseg_buf_putc(&b, '\0');
    assert_string_equal(b.data, "http://ex.com/lead.jpg");
    b.len = 0;
    assert_int_equal(nseg_render_image_url(&fx.doc,
                         find_tag(&fx.doc, NSEG_TAG_IMG, 1), &b),
                     NSEG_DECLINED);
    assert_int_equal(b.len, 0);
    nseg_buf_free(&b);
    fx_free(&fx);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_xss_battery),
        cmocka_unit_test(test_xss_specifics),
        cmocka_unit_test(test_base_element),
        cmocka_unit_test(test_lazy_images),
        cmocka_unit_test(test_repeated_image),
        cmocka_unit_test(test_data_image),
        cmocka_unit_test(test_structure_lists),
        cmocka_unit_test(test_structure_tables),
        cmocka_unit_test(test_structure_figures_headings),
        cmocka_unit_test(test_unnamed_links),
        cmocka_unit_test(test_break_runs),
        cmocka_unit_test(test_file_name_alt),
        cmocka_unit_test(test_figure_without_picture),
        cmocka_unit_test(test_dropped_elements),
        cmocka_unit_test(test_empty_and_whitespace),
        cmocka_unit_test(test_text_lines),
        cmocka_unit_test(test_keep_selection),
        cmocka_unit_test(test_wrapper_aside),
        cmocka_unit_test(test_caption_text),
        cmocka_unit_test(test_ruby),
        cmocka_unit_test(test_math),
        cmocka_unit_test(test_phrasing_context),
        cmocka_unit_test(test_attributes),
        cmocka_unit_test(test_deep_nesting),
        cmocka_unit_test(test_image_url_helper),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
