
/*
 * batch.c - `newsseg batch`: many pages in one process, for crawlers and
 * indexers.  A process per page spends most of its time starting (about
 * 25 ms here, against 2 ms of extraction), so a crawl hands the tool a
 * list of files instead: one line per page, "PATH[<TAB>URL[<TAB>CHARSET]]",
 * and gets one JSON object per line back, in the order of the list, each
 * the `extract --json` object with "file" first.  Pages are extracted on
 * --jobs threads (the core is thread-safe; the model is only read).
 *
 * The list is read in blocks: each block is extracted in parallel, then
 * written in order, so memory stays bounded by one block's results
 * however long the list is.
 */


#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "buf.h"


#define NSEG_BATCH_MAX_JOBS      64
#define NSEG_BATCH_PER_JOB       64     /* pages per thread per block */


typedef struct {
    char                      *line;        /* owns path, url, charset */
    const char                *path;
    const char                *url;
    const char                *charset;
    char                      *out;         /* the JSON line, malloc'd */
    size_t                     out_len;
    unsigned                   unreadable:1;
} nseg_batch_item_t;


typedef struct {
    nseg_batch_item_t         *items;
    size_t                     n;
    size_t                     next;        /* taken atomically */
    int64_t                    now;
} nseg_batch_t;


static void nseg_batch_split(nseg_batch_item_t *it);
static void *nseg_batch_worker(void *data);
static void nseg_batch_one(nseg_batch_t *b, nseg_batch_item_t *it);
static void nseg_batch_oom_line(const char *path);
static int nseg_batch_run(nseg_batch_t *b, unsigned jobs);


int
nseg_cli_batch(int argc, char **argv)
{
    int                 i, rc;
    long                cpus;
    FILE               *list;
    char               *line;
    size_t              cap, n, block, k, unreadable, total;
    ssize_t             got;
    unsigned            jobs;
    const char         *list_path;
    nseg_batch_t        b;
    nseg_batch_item_t  *items;

    memset(&b, 0, sizeof(nseg_batch_t));
    list_path = NULL;

    cpus = sysconf(_SC_NPROCESSORS_ONLN);
    jobs = cpus > 0 ? (unsigned) cpus : 1;

    for (i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--jobs") == 0 && i + 1 < argc) {
            char  *end;
            long   v = strtol(argv[++i], &end, 10);

            if (*end != '\0' || v < 1 || v > NSEG_BATCH_MAX_JOBS) {
                fprintf(stderr, "newsseg batch: --jobs: 1 to %d, got "
                        "\"%s\"\n", NSEG_BATCH_MAX_JOBS, argv[i]);
                return 2;
            }

            jobs = (unsigned) v;

        } else if (strcmp(argv[i], "--now") == 0 && i + 1 < argc) {
            if (nseg_cli_parse_now(argv[++i], &b.now) != 0) {
                fprintf(stderr, "newsseg batch: --now: expected YYYY-MM-DD"
                        "[THH:MM[:SS]], got \"%s\"\n", argv[i]);
                return 2;
            }

        } else if ((strcmp(argv[i], "--jobs") == 0
                    || strcmp(argv[i], "--now") == 0) && i + 1 == argc)
        {
            fprintf(stderr, "newsseg batch: %s needs a value\n", argv[i]);
            return 2;

        } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
            fprintf(stderr, "newsseg batch: unknown option \"%s\"\n",
                    argv[i]);
            return 2;

        } else if (list_path == NULL) {
            list_path = argv[i];

        } else {
            fprintf(stderr, "newsseg batch: one list at a time\n");
            return 2;
        }
    }

    if (jobs > NSEG_BATCH_MAX_JOBS) {
        jobs = NSEG_BATCH_MAX_JOBS;
    }

    if (list_path == NULL || strcmp(list_path, "-") == 0) {
        list = stdin;
        list_path = "-";

    } else {
        list = fopen(list_path, "r");
        if (list == NULL) {
            fprintf(stderr, "newsseg batch: %s: %s\n", list_path,
                    strerror(errno));
            return 2;
        }
    }

    block = (size_t) jobs * NSEG_BATCH_PER_JOB;

    items = calloc(block, sizeof(nseg_batch_item_t));
    if (items == NULL) {
        fprintf(stderr, "newsseg batch: out of memory\n");
        goto failed;
    }

    b.items = items;
    line = NULL;
    cap = 0;
    unreadable = 0;
    total = 0;
    rc = 0;

    for ( ;; ) {
        n = 0;

        while (n < block && (got = getline(&line, &cap, list)) != -1) {
            while (got > 0 && (line[got - 1] == '\n' || line[got - 1] == '\r'))
            {
                line[--got] = '\0';
            }

            /* blank lines and # comments are not pages */
            if (got == 0 || line[0] == '#') {
                continue;
            }

            items[n].line = line;
            line = NULL;
            cap = 0;
            nseg_batch_split(&items[n]);
            n++;
        }

        if (n == 0) {
            break;
        }

        b.n = n;
        b.next = 0;

        if (nseg_batch_run(&b, jobs) != 0) {
            rc = 2;
        }

        for (k = 0; k < n; k++) {
            if (items[k].out == NULL) {
                /* the page keeps its line, so lines still match the list */
                fprintf(stderr, "newsseg batch: %s: out of memory\n",
                        items[k].path);
                nseg_batch_oom_line(items[k].path);
                rc = 2;

            } else {
                fwrite(items[k].out, 1, items[k].out_len, stdout);
                putchar('\n');
            }

            unreadable += items[k].unreadable;
            free(items[k].out);
            free(items[k].line);
            memset(&items[k], 0, sizeof(nseg_batch_item_t));
        }

        total += n;

        if (fflush(stdout) != 0 || ferror(stdout)) {
            fprintf(stderr, "newsseg batch: writing: %s\n", strerror(errno));
            rc = 2;
            break;
        }

        if (rc == 2) {
            break;
        }
    }

    free(line);

    if (ferror(list)) {
        fprintf(stderr, "newsseg batch: %s: read error\n", list_path);
        rc = 2;
    }

    if (unreadable && rc == 0) {
        fprintf(stderr, "newsseg batch: %zu of %zu files could not be "
                "read\n", unreadable, total);
        rc = 1;
    }

    free(items);

    if (list != stdin) {
        fclose(list);
    }

    return rc;

failed:

    if (list != stdin) {
        fclose(list);
    }

    return 2;
}


/* "PATH<TAB>URL<TAB>CHARSET": an empty or "-" field is not given */
static void
nseg_batch_split(nseg_batch_item_t *it)
{
    char         *p, *field[3];
    unsigned      k;

    field[0] = it->line;
    field[1] = NULL;
    field[2] = NULL;

    for (k = 1; k < 3; k++) {
        p = strchr(field[k - 1], '\t');
        if (p == NULL) {
            break;
        }

        *p = '\0';
        field[k] = p + 1;
    }

    for (k = 1; k < 3; k++) {
        if (field[k] != NULL
            && (field[k][0] == '\0' || strcmp(field[k], "-") == 0))
        {
            field[k] = NULL;
        }
    }

    it->path = field[0];
    it->url = field[1];
    it->charset = field[2];
}


static int
nseg_batch_run(nseg_batch_t *b, unsigned jobs)
{
    int        rc;
    unsigned   t, started;
    pthread_t  threads[NSEG_BATCH_MAX_JOBS];

    if (jobs > b->n) {
        jobs = (unsigned) b->n;
    }

    /* the calling thread is one of the workers */
    started = 0;
    rc = 0;

    for (t = 1; t < jobs; t++) {
        if (pthread_create(&threads[started], NULL, nseg_batch_worker, b)
            != 0)
        {
            /* fewer threads still get the block done */
            break;
        }

        started++;
    }

    nseg_batch_worker(b);

    for (t = 0; t < started; t++) {
        if (pthread_join(threads[t], NULL) != 0) {
            rc = -1;
        }
    }

    return rc;
}


static void *
nseg_batch_worker(void *data)
{
    size_t         k;
    nseg_batch_t  *b;

    b = data;

    for ( ;; ) {
        k = __atomic_fetch_add(&b->next, 1, __ATOMIC_RELAXED);

        if (k >= b->n) {
            return NULL;
        }

        nseg_batch_one(b, &b->items[k]);
    }
}


/* a line written without allocating: {"file":PATH,"status":"error",...} */
static void
nseg_batch_oom_line(const char *path)
{
    const unsigned char  *p;

    fputs("{\"file\":\"", stdout);

    for (p = (const unsigned char *) path; *p; p++) {
        if (*p == '"' || *p == '\\') {
            putchar('\\');
            putchar(*p);
        } else if (*p < 0x20) {
            printf("\\u%04x", *p);
        } else {
            putchar(*p);
        }
    }

    fputs("\",\"status\":\"error\",\"reason\":\"out of memory\"}\n",
          stdout);
}


static void
nseg_batch_one(nseg_batch_t *b, nseg_batch_item_t *it)
{
    int             err;
    char           *page, *json, reason[160], errbuf[128];
    size_t          len, json_len;
    nseg_buf_t      out;
    nseg_result_t  *res, unread;
    nseg_options_t  opts;

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.base_url = it->url;
    opts.charset = it->charset;
    opts.now = b->now;
    opts.filter = nseg_cli_filter;

    res = NULL;
    err = 0;

    /* "-" would read standard input, where the list itself may be */
    page = strcmp(it->path, "-") != 0 ? nseg_cli_read_file(it->path, &len)
                                      : NULL;

    if (page == NULL) {
        /* every line has every key: a page that could not be read too */
        err = errno;
        memset(&unread, 0, sizeof(nseg_result_t));
        unread.status = NSEG_STATUS_ERROR;
        snprintf(reason, sizeof(reason), "cannot read the file: %s",
                 strcmp(it->path, "-") == 0
                 ? "\"-\" in a list is no file (standard input is not read)"
                 : strerror_r(err, errbuf, sizeof(errbuf)));
        unread.reason = reason;
        it->unreadable = 1;
        json = nseg_render_json(&unread, &json_len);

    } else {
        res = nseg_process(nseg_cli_model, page, len, &opts);
        free(page);
        json = res ? nseg_render_json(res, &json_len) : NULL;
        nseg_result_free(res);
    }

    if (json == NULL) {
        return;
    }

    nseg_buf_init(&out, json_len + strlen(it->path) + 16);
    nseg_buf_puts(&out, "{\"file\":\"");
    nseg_buf_escape_json(&out, it->path, strlen(it->path));
    nseg_buf_puts(&out, "\",");
    nseg_buf_append(&out, json + 1, json_len - 1);
    free(json);

    it->out = nseg_buf_detach(&out, &it->out_len);
}
