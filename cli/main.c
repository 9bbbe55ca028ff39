
/*
 * main.c - the newsseg command-line tool: argument dispatch, `extract`
 * and `features`.  The batch tool of the crawling use case.
 */


#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "cli.h"
#include "segment.h"
#include "nce.h"
#include "filter.h"
#include "tags.h"


const nseg_model_t  *nseg_cli_model;
nseg_filter_t       *nseg_cli_filter;


static void nseg_cli_usage(FILE *fp);
static int nseg_cli_set_nce(const char *spec);
static int nseg_cli_add_filter(const char *spec);


static void
nseg_cli_usage(FILE *fp)
{
    fprintf(fp,
        "usage: newsseg [--models DIR] [--nce NAME=VALUE,...]\n"
        "               [--filter TYPE:PATH[:THRESHOLD]]... COMMAND [ARGS]\n"
        "\n"
        "commands:\n"
        "  extract [--json|--html|--text|--reader|--print] [--url URL]\n"
        "          [--charset CS] [--content-language TAG] [--now ISO|UNIX]\n"
        "          [--columns 1-4] FILE|-\n"
        "                          extract the article of one page\n"
        "  batch [--jobs N] [--now ISO|UNIX] [--site-memory] [LIST|-]\n"
        "                          many pages, one a line: PATH[<TAB>URL\n"
        "                          [<TAB>CHARSET[<TAB>LANGUAGE]]] (the HTTP\n"
        "                          charset and Content-Language), one\n"
        "                          JSON object per line out\n"
        "  warc [--jobs N] [--now ISO|UNIX] [--site-memory] FILE...|-\n"
        "                          the HTML pages of web archives (WARC\n"
        "                          or ARC, plain, gzip or zstd), one JSON\n"
        "                          object per line\n"
        "  paths FILE              element paths of the text and images,\n"
        "                          to write --filter rules from\n"
        "  features [--url URL] FILE   the text-node attributes as CSV\n"
        "  bench [--parse-only] [--reps N] [--json] FILES|DIR\n"
        "                          time the pipeline per stage\n"
        "  eval [--cv extrasite|intrasite|none] [--folds N] [--json]\n"
        "       [--per-page] [--visual-only] [--set-filter A,B]\n"
        "       [--max-pages N] [--now ISO|UNIX] DIR...\n"
        "                          accuracy on labelled corpora\n"
        "  label DIR...            labelled attribute rows (CSV)\n"
        "  train [--out DIR] [--algo rf|gbtree] [--folds N] [--cv ...]\n"
        "        [--misses FILE] [--visual-only] [--title-blind]\n"
        "        [--subtree] ... DIR...\n"
        "                          train the title, date, title-free\n"
        "                          date and visual title models (README:\n"
        "                          every option)\n"
        "  version                 the version\n"
        "  help                    this text (also -h, --help, and after\n"
        "                          any command)\n"
        "\n"
        "ISO times: YYYY-MM-DD[THH:MM[:SS]][Z|+HH:MM], UTC without a zone\n");
}


char *
nseg_cli_read_file(const char *path, size_t *len)
{
    FILE         *fp;
    char         *data, *p;
    size_t        cap, n, limit;
    struct stat   st;

    if (strcmp(path, "-") == 0) {
        fp = stdin;

    } else {
        fp = fopen(path, "rb");
        if (fp == NULL) {
            return NULL;
        }
    }

    /*
     * One byte past the core's limit is enough for it to decline the
     * page as too_large; a huge file is not read whole for that.
     */
    limit = NSEG_DEFAULT_MAX_BYTES + 1;

    /* a regular file is read into a buffer of its size, not doubled */
    cap = 64 * 1024;
    n = 0;

    if (fstat(fileno(fp), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0)
    {
        cap = (uint64_t) st.st_size < limit ? (size_t) st.st_size + 1 : limit;
    }

    data = malloc(cap + 1);
    if (data == NULL) {
        goto failed;
    }

    for ( ;; ) {
        if (n == cap) {
            if (cap >= limit) {
                break;
            }

            cap = cap < limit / 2 ? cap * 2 : limit;
            p = realloc(data, cap + 1);
            if (p == NULL) {
                goto failed;
            }
            data = p;
        }

        size_t  got = fread(data + n, 1, cap - n, fp);

        n += got;

        if (got == 0) {
            break;
        }
    }

    if (ferror(fp)) {
        goto failed;
    }

    if (fp != stdin) {
        fclose(fp);
    }

    data[n] = '\0';
    *len = n;

    return data;

failed:

    free(data);

    if (fp != stdin) {
        fclose(fp);
    }

    return NULL;
}


double
nseg_cli_now_ms(void)
{
    struct timespec  ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);

    return (double) ts.tv_sec * 1000.0 + (double) ts.tv_nsec / 1e6;
}


/* n digits at *p as a number, *p moved past them; -1 if not digits */
static int
nseg_cli_digits(const char **p, int n)
{
    int  v;

    for (v = 0; n > 0; n--, (*p)++) {
        if (**p < '0' || **p > '9') {
            return -1;
        }

        v = v * 10 + (**p - '0');
    }

    return v;
}


/*
 * The reference time: UNIX seconds, or YYYY-MM-DD[(T| )HH:MM[:SS[.f]]]
 * [Z|+HH:MM|-HH:MM|+HHMM] (UTC without a zone), nothing before or after;
 * the WARC-Date of an archive's records is read with it too.
 */
int
nseg_cli_parse_now(const char *s, int64_t *now)
{
    int            year, month, day, hour, min, sec, sign, zh, zm;
    char          *end;
    int64_t        t;
    const char    *p;
    struct tm      tm;
    long long      v;

    static const int  mdays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31,
                                  30, 31 };

    if (*s >= '0' && *s <= '9' && strchr(s, '-') == NULL) {
        errno = 0;
        v = strtoll(s, &end, 10);

        if (*end != '\0' || errno != 0) {
            return -1;
        }

        *now = (int64_t) v;
        return 0;
    }

    p = s;
    hour = min = sec = 0;
    zh = zm = 0;
    sign = 1;

    year = nseg_cli_digits(&p, 4);
    month = (*p++ == '-') ? nseg_cli_digits(&p, 2) : -1;
    day = (month >= 0 && *p++ == '-') ? nseg_cli_digits(&p, 2) : -1;

    if (year < 0 || month < 1 || month > 12 || day < 1
        || day > mdays[month - 1]
        || (month == 2 && day == 29
            && !(year % 4 == 0 && (year % 100 != 0 || year % 400 == 0))))
    {
        return -1;
    }

    if (*p == 'T' || *p == ' ') {
        p++;
        hour = nseg_cli_digits(&p, 2);
        min = (*p++ == ':') ? nseg_cli_digits(&p, 2) : -1;

        if (*p == ':') {
            p++;
            sec = nseg_cli_digits(&p, 2);

            if (*p == '.' || *p == ',') {
                do {
                    p++;
                } while (*p >= '0' && *p <= '9');
            }
        }

        if (hour < 0 || hour > 23 || min < 0 || min > 59 || sec < 0
            || sec > 60)
        {
            return -1;
        }

        if (*p == 'Z' || *p == 'z') {
            p++;

        } else if (*p == '+' || *p == '-') {
            sign = (*p++ == '-') ? -1 : 1;
            zh = nseg_cli_digits(&p, 2);

            if (*p == ':') {
                p++;
            }

            zm = nseg_cli_digits(&p, 2);

            if (zh < 0 || zh > 23 || zm < 0 || zm > 59) {
                return -1;
            }
        }
    }

    if (*p != '\0') {
        return -1;
    }

    memset(&tm, 0, sizeof(struct tm));
    tm.tm_year = year - 1900;
    tm.tm_mon = month - 1;
    tm.tm_mday = day;
    tm.tm_hour = hour;
    tm.tm_min = min;
    tm.tm_sec = sec;

    t = (int64_t) timegm(&tm);
    *now = t - sign * (int64_t) (zh * 3600 + zm * 60);

    return 0;
}


int
nseg_cli_now_option(const char *cmd, const char *s, int64_t *now)
{
    if (nseg_cli_parse_now(s, now) != 0) {
        fprintf(stderr, "newsseg %s: --now: expected YYYY-MM-DD[THH:MM[:SS]]"
                "[Z|+HH:MM] or UNIX seconds, got \"%s\"\n", cmd, s);
        return -1;
    }

    if (*now <= 0 || *now > NSEG_NOW_MAX) {
        fprintf(stderr, "newsseg %s: --now: \"%s\" is not after "
                "1970-01-01T00:00:00Z and before 10000 (UNIX seconds, not "
                "milliseconds)\n", cmd, s);
        return -1;
    }

    return 0;
}


/* every key, as batch writes a file it cannot read */
static void
nseg_cli_json_unreadable(const char *url, int err)
{
    char           reason[160];
    char          *json;
    size_t         len;
    nseg_result_t  res;

    memset(&res, 0, sizeof(nseg_result_t));
    snprintf(reason, sizeof(reason), "cannot read the file: %s",
             strerror(err));
    res.status = NSEG_STATUS_ERROR;
    res.reason = reason;
    res.url = (char *) url;

    json = nseg_render_json(&res, &len);

    if (json != NULL) {
        fwrite(json, 1, len, stdout);
        putchar('\n');
        free(json);
    }
}


/*
 * An option's value, or NULL after saying that it has none: no URL,
 * charset, language tag or time starts with "--", and "--charset --json
 * FILE" has lost its value, not named a charset "--json"
 */
static const char *
nseg_cli_value(const char *cmd, int argc, char **argv, int *i)
{
    if (*i + 1 >= argc || strncmp(argv[*i + 1], "--", 2) == 0) {
        fprintf(stderr, "newsseg %s: %s needs a value\n", cmd, argv[*i]);
        return NULL;
    }

    return argv[++*i];
}


int
nseg_cli_extract(int argc, char **argv)
{
    int                   i, mode, rc, err, options;
    char                 *data, *out, *end;
    long                  columns;
    size_t                len, out_len;
    const char           *path, *v;
    nseg_result_t        *res;
    nseg_options_t        opts;
    nseg_view_options_t   vopts;

    enum { M_TEXT, M_JSON, M_HTML, M_READER, M_PRINT };

    memset(&opts, 0, sizeof(nseg_options_t));
    memset(&vopts, 0, sizeof(nseg_view_options_t));
    opts.filter = nseg_cli_filter;
    mode = M_TEXT;
    path = NULL;
    options = 1;

    for (i = 0; i < argc; i++) {
        if (!options || argv[i][0] != '-' || argv[i][1] == '\0') {
            if (path != NULL) {
                fprintf(stderr, "newsseg extract: one file at a time\n");
                return 2;
            }

            path = argv[i];

        } else if (strcmp(argv[i], "--") == 0) {
            options = 0;
        } else if (strcmp(argv[i], "--json") == 0) {
            mode = M_JSON;
        } else if (strcmp(argv[i], "--html") == 0) {
            mode = M_HTML;
        } else if (strcmp(argv[i], "--text") == 0) {
            mode = M_TEXT;
        } else if (strcmp(argv[i], "--reader") == 0) {
            mode = M_READER;
        } else if (strcmp(argv[i], "--print") == 0) {
            mode = M_PRINT;
        } else if (strcmp(argv[i], "--columns") == 0) {
            if ((v = nseg_cli_value("extract", argc, argv, &i)) == NULL) {
                return 2;
            }

            columns = strtol(v, &end, 10);

            if (*v == '\0' || *end != '\0' || columns < 1 || columns > 4) {
                fprintf(stderr, "newsseg extract: --columns: 1 to 4, got "
                        "\"%s\"\n", v);
                return 2;
            }

            vopts.columns = (unsigned) columns;

        } else if (strcmp(argv[i], "--url") == 0) {
            if ((v = nseg_cli_value("extract", argc, argv, &i)) == NULL) {
                return 2;
            }

            /* the page's address: the base of its links, and "url" */
            if (strncasecmp(v, "http://", 7) != 0
                && strncasecmp(v, "https://", 8) != 0)
            {
                fprintf(stderr, "newsseg extract: --url: an http or https "
                        "URL, got \"%s\"\n", v);
                return 2;
            }

            opts.base_url = v;

        } else if (strcmp(argv[i], "--charset") == 0) {
            if ((opts.charset = nseg_cli_value("extract", argc, argv, &i))
                == NULL)
            {
                return 2;
            }

        } else if (strcmp(argv[i], "--content-language") == 0) {
            /* the HTTP header's value, as a crawler stored it */
            opts.content_language = nseg_cli_value("extract", argc, argv,
                                                   &i);
            if (opts.content_language == NULL) {
                return 2;
            }

        } else if (strcmp(argv[i], "--now") == 0) {
            if ((v = nseg_cli_value("extract", argc, argv, &i)) == NULL) {
                return 2;
            }

            if (nseg_cli_now_option("extract", v, &opts.now) != 0) {
                return 2;
            }

        } else {
            fprintf(stderr, "newsseg extract: unknown option \"%s\"\n",
                    argv[i]);
            return 2;
        }
    }

    if (path == NULL) {
        fprintf(stderr, "newsseg extract: FILE or - expected\n");
        return 2;
    }

    data = nseg_cli_read_file(path, &len);
    if (data == NULL) {
        err = errno;
        fprintf(stderr, "newsseg extract: %s: %s\n", path, strerror(err));
        if (mode == M_JSON) {
            nseg_cli_json_unreadable(opts.base_url, err);
        }
        return 2;
    }

    res = nseg_process(nseg_cli_model, data, len, &opts);
    free(data);

    if (res == NULL) {
        fprintf(stderr, "newsseg: out of memory\n");
        return 2;
    }

    rc = 0;

    if (res->status != NSEG_STATUS_OK) {
        fprintf(stderr, "newsseg: %s: %s (%s)\n", path,
                nseg_status_name(res->status),
                res->reason ? res->reason : "");
        rc = 1;
    }

    switch (mode) {

    case M_JSON:
        out = nseg_render_json(res, &out_len);
        if (out != NULL) {
            fwrite(out, 1, out_len, stdout);
            putchar('\n');
            free(out);
        }
        break;

    case M_READER:
    case M_PRINT:
        if (rc == 0) {
            out = nseg_render_view(res, mode == M_READER ? NSEG_VIEW_READER
                                                         : NSEG_VIEW_PRINT,
                                   &vopts, &out_len);
            if (out != NULL) {
                fwrite(out, 1, out_len, stdout);
                free(out);
            }
        }
        break;

    case M_HTML:
        if (rc == 0) {
            fwrite(res->body_html, 1, res->body_html_len, stdout);
            putchar('\n');
        }
        break;

    default:
        if (rc == 0) {
            printf("title: %s\ndate: %s\nbyline: %s\nlang: %s\n\n",
                   res->title ? res->title : "",
                   res->date ? res->date : "",
                   res->byline ? res->byline : "",
                   res->lang ? res->lang : "");
            fwrite(res->body_text, 1, res->body_text_len, stdout);
            putchar('\n');
        }
    }

    nseg_result_free(res);

    return rc;
}


static void
nseg_cli_csv_text(const char *s, size_t len)
{
    size_t  i;

    putchar('"');

    for (i = 0; i < len; i++) {
        if (s[i] == '"') {
            putchar('"');
        }
        putchar(s[i]);
    }

    putchar('"');
}


int
nseg_cli_features(int argc, char **argv)
{
    int              i, rc;
    char            *data;
    size_t           len;
    uint32_t         k, j;
    nseg_ctx_t       ctx;
    nseg_str_t       s;
    const char      *path;
    nseg_result_t    res;
    nseg_options_t   opts;

    memset(&opts, 0, sizeof(nseg_options_t));
    path = NULL;

    for (i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--url") == 0) {
            if ((opts.base_url = nseg_cli_value("features", argc, argv, &i))
                == NULL)
            {
                return 2;
            }

        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            fprintf(stderr, "newsseg features: unknown option \"%s\"\n",
                    argv[i]);
            return 2;

        } else if (path != NULL) {
            fprintf(stderr, "newsseg features: one file at a time\n");
            return 2;

        } else {
            path = argv[i];
        }
    }

    if (path == NULL) {
        fprintf(stderr, "newsseg features: FILE expected\n");
        return 2;
    }

    data = nseg_cli_read_file(path, &len);
    if (data == NULL) {
        fprintf(stderr, "newsseg: %s: %s\n", path, strerror(errno));
        return 2;
    }

    memset(&ctx, 0, sizeof(nseg_ctx_t));
    memset(&res, 0, sizeof(nseg_result_t));
    ctx.model = nseg_cli_model;
    ctx.opts = &opts;
    ctx.res = &res;
    ctx.now = (int64_t) time(NULL);
    nseg_arena_init(&ctx.arena, 0);

    rc = nseg_analyze(&ctx, data, len);

    if (rc == NSEG_OK) {
        printf("node,text,relevant,title,date");
        for (j = 0; j < NSEG_F_N; j++) {
            printf(",%s", nseg_feature_names[j]);
        }
        putchar('\n');

        for (k = 0; k < ctx.attrs.n; k++) {
            nseg_row_t  *row = &ctx.attrs.rows[k];

            s = nseg_doc_text(&ctx.doc, row->node);
            printf("%u,", row->node);
            nseg_cli_csv_text(s.text, s.len);
            printf(",%d,%d,%d", ctx.doc.nodes[row->node].relevant,
                   row->node == ctx.title_node,
                   ctx.date_first != NSEG_NONE && k >= ctx.date_first
                   && k <= ctx.date_last);

            for (j = 0; j < NSEG_F_N; j++) {
                printf(",%g", row->f[j]);
            }
            putchar('\n');
        }

    } else {
        fprintf(stderr, "newsseg: %s: %s (%s)\n", path,
                nseg_status_name(res.status), res.reason ? res.reason : "");
    }

    nseg_ctx_release(&ctx);
    free(data);

    return rc == NSEG_OK ? 0 : 1;
}


/* overrides NCE parameters, for tuning: "beta2=250,beta6=0.8" */
/*
 * `newsseg paths FILE`: the element path of every element with visible
 * text of its own, and of every image, with what it shows: the samples
 * from which a site's --filter rules (newsseg_filter) are written.
 */
int
nseg_cli_paths(int argc, char **argv)
{
    int              rc;
    char            *data;
    size_t           len, cut;
    uint32_t         i, k, j, depth, chain[NSEG_DEFAULT_MAX_DEPTH + 2];
    nseg_ctx_t       ctx;
    nseg_str_t       s;
    nseg_node_t     *nd;
    const char      *src;
    nseg_result_t    res;
    nseg_options_t   opts;

    if (argc != 1 || (argv[0][0] == '-' && argv[0][1] != '\0')) {
        fprintf(stderr, "newsseg paths: FILE expected\n");
        return 2;
    }

    data = nseg_cli_read_file(argv[0], &len);
    if (data == NULL) {
        fprintf(stderr, "newsseg: %s: %s\n", argv[0], strerror(errno));
        return 2;
    }

    memset(&opts, 0, sizeof(nseg_options_t));
    memset(&ctx, 0, sizeof(nseg_ctx_t));
    memset(&res, 0, sizeof(nseg_result_t));
    ctx.model = nseg_cli_model;
    ctx.opts = &opts;
    ctx.res = &res;
    ctx.now = (int64_t) time(NULL);
    nseg_arena_init(&ctx.arena, 0);

    rc = nseg_analyze(&ctx, data, len);

    if (rc != NSEG_OK && ctx.doc.n == 0) {
        fprintf(stderr, "newsseg: %s: %s (%s)\n", argv[0],
                nseg_status_name(res.status), res.reason ? res.reason : "");
        nseg_ctx_release(&ctx);
        free(data);
        return 1;
    }

    for (i = 0; i < ctx.doc.n; i++) {
        nd = &ctx.doc.nodes[i];

        if (nd->kind != NSEG_NODE_ELEMENT || nd->hidden || nd->in_head) {
            continue;
        }

        src = NULL;

        if (nd->tag == NSEG_TAG_IMG) {
            src = nseg_doc_attr(&ctx.doc, i, "src");
            if (src == NULL) {
                continue;
            }

        } else {
            /* visible text of its own, not only in its children */
            for (k = i + 1; k < nd->end; k = ctx.doc.nodes[k].end > k
                                               ? ctx.doc.nodes[k].end : k + 1)
            {
                if (ctx.doc.nodes[k].kind == NSEG_NODE_TEXT
                    && ctx.doc.nodes[k].chars != 0)
                {
                    break;
                }
            }

            if (k >= nd->end || nd->tag == NSEG_TAG_SCRIPT
                || nd->tag == NSEG_TAG_STYLE)
            {
                continue;
            }
        }

        depth = 0;

        for (k = i; k != NSEG_NONE && depth < NSEG_DEFAULT_MAX_DEPTH + 2;
             k = ctx.doc.nodes[k].parent)
        {
            chain[depth++] = k;
        }

        for (j = depth; j-- > 0; ) {
            printf("%s%s", nseg_filter_label(&ctx.doc, chain[j]),
                   j ? "/" : "\t");
        }

        if (src != NULL) {
            printf("[img] %s\n", src);
            continue;
        }

        s = nseg_doc_text(&ctx.doc, i);
        cut = s.len > 80 ? 80 : s.len;

        /* at a character's start, never inside its UTF-8 bytes */
        while (cut < s.len && cut > 0
               && ((unsigned char) s.text[cut] & 0xc0) == 0x80)
        {
            cut--;
        }

        printf("%.*s%s\n", (int) cut, s.text, cut < s.len ? "..." : "");
    }

    nseg_ctx_release(&ctx);
    free(data);

    return 0;
}


static int
nseg_cli_set_nce(const char *spec)
{
    char               name[32];
    double             v;
    const char        *p;
    nseg_nce_params_t *np;
    int                n;

    np = &nseg_nce_params;

    for (p = spec; *p; p += n + (p[n] == ',')) {
        if (sscanf(p, "%31[a-z_0-9]=%lf%n", name, &v, &n) != 2) {
            return -1;
        }

        if (strcmp(name, "alpha1") == 0) {
            np->alpha1 = (uint32_t) v;
        } else if (strcmp(name, "alpha2") == 0) {
            np->alpha2 = (uint32_t) v;
        } else if (strcmp(name, "beta1") == 0) {
            np->beta1 = v;
        } else if (strcmp(name, "beta2") == 0) {
            np->beta2 = (uint32_t) v;
        } else if (strcmp(name, "beta3") == 0) {
            np->beta3 = (uint32_t) v;
        } else if (strcmp(name, "beta4") == 0) {
            np->beta4 = v;
        } else if (strcmp(name, "beta5") == 0) {
            np->beta5 = (uint32_t) v;
        } else if (strcmp(name, "beta6") == 0) {
            np->beta6 = v;
        } else if (strcmp(name, "inner_ld") == 0) {
            np->inner_ld = v;
        } else if (strcmp(name, "min_texts") == 0) {
            np->min_texts = (uint32_t) v;
        } else if (strcmp(name, "climb") == 0) {
            np->climb = v;
        } else if (strcmp(name, "inner_min") == 0) {
            np->inner_min = (uint32_t) v;
        } else {
            return -1;
        }
    }

    return 0;
}


/* "TYPE:PATH" or "TYPE:PATH:THRESHOLD" */
static int
nseg_cli_add_filter(const char *spec)
{
    char    *copy, *path, *last, *end, err[256];
    double   threshold;

    if (nseg_cli_filter == NULL) {
        nseg_cli_filter = nseg_filter_new();
        if (nseg_cli_filter == NULL) {
            fprintf(stderr, "newsseg: out of memory\n");
            return -1;
        }
    }

    copy = strdup(spec);
    if (copy == NULL) {
        fprintf(stderr, "newsseg: out of memory\n");
        return -1;
    }

    path = strchr(copy, ':');
    if (path == NULL) {
        fprintf(stderr, "newsseg: --filter: TYPE:PATH[:THRESHOLD] expected,"
                " got \"%s\"\n", spec);
        free(copy);
        return -1;
    }

    *path++ = '\0';
    threshold = -1.0;

    last = strrchr(path, ':');
    if (last != NULL) {
        threshold = strtod(last + 1, &end);

        if (end != last + 1 && *end == '\0') {
            *last = '\0';

        } else {
            threshold = -1.0;
        }
    }

    if (nseg_filter_add(nseg_cli_filter, copy, path, threshold, err,
                        sizeof(err))
        != NSEG_OK)
    {
        fprintf(stderr, "newsseg: --filter: %s\n", err);
        free(copy);
        return -1;
    }

    free(copy);

    return 0;
}


int
main(int argc, char **argv)
{
    int            i;
    char           err[512];
    const char    *cmd;
    nseg_model_t  *loaded;

    if (nseg_init() != NSEG_OK) {
        fprintf(stderr, "newsseg: initialisation failed\n");
        return 2;
    }

    nseg_cli_model = nseg_model_default();
    loaded = NULL;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--models") == 0 && i + 1 < argc) {
            loaded = nseg_model_load(argv[++i], err, sizeof(err));
            if (loaded == NULL) {
                fprintf(stderr, "newsseg: %s\n", err);
                return 2;
            }
            nseg_cli_model = loaded;
            continue;
        }

        if (strcmp(argv[i], "--filter") == 0 && i + 1 < argc) {
            if (nseg_cli_add_filter(argv[++i]) != 0) {
                return 2;
            }
            continue;
        }

        if (strcmp(argv[i], "--nce") == 0 && i + 1 < argc) {
            if (nseg_cli_set_nce(argv[++i]) != 0) {
                fprintf(stderr, "newsseg: --nce: NAME=VALUE,... with "
                        "names alpha1 alpha2 beta1..beta6 inner_ld "
                        "inner_min min_texts climb\n");
                return 2;
            }
            continue;
        }

        if (strcmp(argv[i], "--models") == 0 || strcmp(argv[i], "--filter") == 0
            || strcmp(argv[i], "--nce") == 0)
        {
            fprintf(stderr, "newsseg: %s needs a value\n", argv[i]);
            return 2;
        }

        if (argv[i][0] == '-' && strcmp(argv[i], "-h") != 0
            && strcmp(argv[i], "--help") != 0)
        {
            fprintf(stderr, "newsseg: unknown option \"%s\"\n", argv[i]);
            return 2;
        }

        break;
    }

    if (i >= argc) {
        nseg_cli_usage(stderr);
        return 2;
    }

    cmd = argv[i];
    argc -= i + 1;
    argv += i + 1;

    /* "newsseg extract --help": the usage, as "newsseg help" gives it */
    if (argc > 0 && (strcmp(argv[0], "--help") == 0
                     || strcmp(argv[0], "-h") == 0)
        && strcmp(cmd, "eval") != 0)
    {
        cmd = "help";
    }

    if (strcmp(cmd, "extract") == 0) {
        i = nseg_cli_extract(argc, argv);
    } else if (strcmp(cmd, "batch") == 0) {
        i = nseg_cli_batch(argc, argv);
    } else if (strcmp(cmd, "warc") == 0) {
        i = nseg_cli_warc(argc, argv);
    } else if (strcmp(cmd, "paths") == 0) {
        i = nseg_cli_paths(argc, argv);
    } else if (strcmp(cmd, "features") == 0) {
        i = nseg_cli_features(argc, argv);
    } else if (strcmp(cmd, "bench") == 0) {
        i = nseg_cli_bench(argc, argv);
    } else if (strcmp(cmd, "eval") == 0) {
        i = nseg_cli_eval(argc, argv);
    } else if (strcmp(cmd, "label") == 0) {
        i = nseg_cli_label(argc, argv);
    } else if (strcmp(cmd, "train") == 0) {
        i = nseg_cli_train(argc, argv);
    } else if (strcmp(cmd, "version") == 0) {
        printf("newsseg %s\n", NSEG_VERSION);
        i = 0;
    } else if (strcmp(cmd, "help") == 0 || strcmp(cmd, "--help") == 0
               || strcmp(cmd, "-h") == 0)
    {
        nseg_cli_usage(stdout);
        i = 0;
    } else {
        fprintf(stderr, "newsseg: unknown command \"%s\"\n", cmd);
        nseg_cli_usage(stderr);
        i = 2;
    }

    nseg_model_free(loaded);
    nseg_filter_free(nseg_cli_filter);

    /* a full disk or a closed pipe is an error, not a silent success */
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "newsseg %s: writing: %s\n", cmd,
                strerror(errno ? errno : EIO));
        return 2;
    }

    return i;
}
