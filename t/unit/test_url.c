
/*
 * test_url.c - URLs of attributes: the schemes a view may carry, and
 * references cleaned and resolved as browsers do.
 */


#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>

#include "newsseg.h"
#include "buf.h"
#include "url.h"


#define BASE  "http://ex.com/news/a.html"


static void
test_url_is_safe(void **state)
{
    size_t  k;

    static const char  *safe[] = {
        "http://a.example/", "HTTPS://a.example/x?y#z", "mailto:a@b.c",
        "/relative", "rel/a:b", "?q=1", "#frag", "//cdn.example/x",
        "a.html", "./x:y", NULL
    };

    static const char  *unsafe[] = {
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:x",
        "\tjavascript:x", "java\nscript:x", "java\rscript:x",
        "java\x01script:x", "\x0ejavascript:x", "javascript&colon;x",
        "&#106;avascript:x", "&#x6a;avascript:x", "&#0000106avascript:x",
        "&#X6A&#X61vascript:x", "jav&Tab;ascript:x", "jav&NewLine;ascript:x",
        "vbscript:x", "VBScript:x", "data:text/html,x", "file:///etc/passwd",
        "feed:javascript:x", "livescript:x", "about:blank", "", "   ",
        "tel:123", "x-javascript:1", NULL
    };

    for (k = 0; safe[k] != NULL; k++) {
        if (!nseg_url_is_safe(safe[k], 0)) {
            fail_msg("\"%s\" should be safe", safe[k]);
        }
    }

    for (k = 0; unsafe[k] != NULL; k++) {
        if (nseg_url_is_safe(unsafe[k], 0) || nseg_url_is_safe(unsafe[k], 1))
        {
            fail_msg("\"%s\" should be unsafe", unsafe[k]);
        }
    }

    /* data: only for raster images in img src */
    assert_true(nseg_url_is_safe("data:image/png;base64,AAAA", 1));
    assert_true(nseg_url_is_safe("DATA:image/JPEG;base64,AAAA", 1));
    assert_true(nseg_url_is_safe("data:image/webp,xx", 1));
    assert_false(nseg_url_is_safe("data:image/png;base64,AAAA", 0));
    assert_false(nseg_url_is_safe("data:image/svg+xml,<svg/>", 1));
    assert_false(nseg_url_is_safe("data:image/pngx,AAAA", 1));
    assert_false(nseg_url_is_safe(NULL, 1));
}


static void
test_url_resolve(void **state)
{
    size_t       k;
    nseg_buf_t   b;

    static const char  *cases[][3] = {
        { BASE, "b.html", "http://ex.com/news/b.html" },
        { BASE, "../img/c.png", "http://ex.com/img/c.png" },
        { BASE, "/root", "http://ex.com/root" },
        { BASE, "//cdn.ex.com/x.js", "http://cdn.ex.com/x.js" },
        { BASE, "?page=2", "http://ex.com/news/a.html?page=2" },
        { BASE, "#top", "http://ex.com/news/a.html#top" },
        { BASE, "  spaced name.png \n",
          "http://ex.com/news/spaced%20name.png" },
        { BASE, "ta\tb\nc.png", "http://ex.com/news/tabc.png" },
        { BASE, "caf\xc3\xa9.png", "http://ex.com/news/caf%C3%A9.png" },
        { BASE, "a|b[1].png", "http://ex.com/news/a%7Cb%5B1%5D.png" },
        { BASE, "x.png#a#b", "http://ex.com/news/x.png#a%23b" },
        { BASE, "100%.png", "http://ex.com/news/100%25.png" },
        { BASE, "a%20b.png", "http://ex.com/news/a%20b.png" },
        { BASE, "\\\\evil.example\\x", "http://evil.example/x" },
        { BASE, "/a\\b?q=x\\y#z\\w", "http://ex.com/a/b?q=x%5Cy#z%5Cw" },
        { BASE, "https://o.example/p?q=1&r=2", "https://o.example/p?q=1&r=2" },
        { BASE, "http://[::1]:8080/x", "http://[::1]:8080/x" },
        { NULL, "rel/x y.png", "rel/x%20y.png" },
        { "", "/abs", "/abs" },
    };

    for (k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        nseg_buf_init(&b, 0);
        assert_int_equal(nseg_url_resolve(cases[k][0], cases[k][1], &b),
                         NSEG_OK);
        nseg_buf_putc(&b, '\0');

        if (strcmp(b.data, cases[k][2]) != 0) {
            fail_msg("resolve(\"%s\") = \"%s\", want \"%s\"", cases[k][1],
                     b.data, cases[k][2]);
        }

        nseg_buf_free(&b);
    }

    nseg_buf_init(&b, 0);
    assert_int_equal(nseg_url_resolve(BASE, "   ", &b), NSEG_DECLINED);
    assert_int_equal(nseg_url_resolve(BASE, NULL, &b), NSEG_DECLINED);
    assert_int_equal(b.len, 0);
    nseg_buf_free(&b);
}


int
main(void)
{
    const struct CMUnitTest  tests[] = {
        cmocka_unit_test(test_url_is_safe),
        cmocka_unit_test(test_url_resolve),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
