
/*
 * batch.c - `newsseg batch` and `newsseg warc`: many pages in one
 * process, for crawlers and indexers.  A process per page spends most
 * of its time starting (about 25 ms here, against 2 ms of extraction),
 * so a crawl hands the tool a list of files instead: one line per page,
 * "PATH[<TAB>URL[<TAB>CHARSET]]", and gets one JSON object per line
 * back, in the order of the list, each the `extract --json` object with
 * "file" first.  Pages are extracted on --jobs threads (the core is
 * thread-safe; the model is only read).
 *
 * Each worker takes the next line of the list, extracts its page into
 * a slot of a ring of jobs x 64 pages, and then writes every finished
 * page at the head of the ring.  A slow page holds back the output of
 * the pages after it, not the workers: they go on until the ring is
 * full.  Memory stays bounded by the ring however long the list is, and
 * a line is answered as soon as it and the lines before it are done, so
 * a crawler may feed the list through a pipe and read as it goes.
 *
 * `newsseg warc` feeds the same ring from web archives (warc.c): one
 * record at a time is read under the list's lock, and the workers
 * decode and extract its page.
 *
 * With --site-memory the list is read twice: the first pass only
 * records the body blocks of every page, by site; the second extracts,
 * and a block that was in the body of another page of the same site
 * leaves the body (seed 004's redundancy removal).  Two passes, not one,
 * so that a page's result does not depend on where it is in the list
 * nor on which worker got there first.
 */


#define _GNU_SOURCE
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "buf.h"
#include "warc.h"


#define NSEG_BATCH_MAX_JOBS      64
#define NSEG_BATCH_PER_JOB       64     /* ring slots per thread */
#define NSEG_BATCH_SITEMEM_BLOCKS  (4 * 1024 * 1024)
/*
 * The captures kept for the revisits after them (warc.c), the oldest
 * dropped first: a deduplicating crawler's revisits of the same run
 * mostly follow their capture closely (front pages fetched again), and
 * an archive of any size, read from a pipe too, must not grow the
 * process.  64 MiB holds a few thousand pages as crawlers store them.
 */
#define NSEG_BATCH_ORIGINALS_MAX (64 * 1024 * 1024)


typedef struct {
    char                      *line;        /* owns the fields below */
    const char                *path;
    const char                *url;
    const char                *charset;
    const char                *language;    /* HTTP Content-Language */
    char                      *out;         /* the JSON line, malloc'd */
    size_t                     out_len;
    /* apart, not bit-fields: done is written under out_lock, unreadable
       by the worker before it */
    unsigned char              done;
    unsigned char              unreadable;
    unsigned char              too_large;   /* a page declined over it */
    unsigned char              revisit;     /* of a capture not read */

    /* `newsseg warc`: the record, from the file named by path */
    unsigned char              warc;
    nseg_warc_record_t         rec;
    nseg_warc_http_t           http;        /* points into rec.block */
} nseg_batch_item_t;


typedef struct {
    /* the list: read under list_lock, one line at a time */
    pthread_mutex_t            list_lock;
    FILE                      *list;
    size_t                     taken;       /* lines read */
    unsigned                   eof:1;

    /* or web archives, one record at a time, also under list_lock */
    char                     **warc_paths;
    int                        nwarc;
    int                        warc_next;   /* the file to open next */
    nseg_warc_t               *warc;
    const char                *warc_path;
    int                        warc_rc;     /* 2 after a broken file */
    size_t                     warc_large;  /* pages over the limit */
    size_t                     warc_revisits;  /* of captures not read */
    nseg_warc_originals_t     *originals;   /* for revisits */

    /* the ring and the output, under out_lock */
    pthread_mutex_t            out_lock;
    pthread_cond_t             room;        /* a slot was written */
    nseg_batch_item_t         *ring;
    size_t                     size;
    size_t                     reserved;    /* slots promised to readers */
    size_t                     written;
    size_t                     unreadable;
    int                        rc;
    int                        stop;        /* output failed; atomic */

    const char                *cmd;         /* "batch" or "warc" */
    int64_t                    now;
    nseg_sitemem_t            *sitemem;
    unsigned                   sitemem_mode;
    unsigned                   quiet:1;     /* the recording pass */
} nseg_batch_t;


static void nseg_batch_split(nseg_batch_item_t *it);
static void *nseg_batch_worker(void *data);
static nseg_batch_item_t *nseg_batch_next(nseg_batch_t *b);
static void nseg_batch_write(nseg_batch_t *b);
static void nseg_batch_one(nseg_batch_t *b, nseg_batch_item_t *it);
static void nseg_batch_oom_line(const char *path);
static void nseg_batch_run(nseg_batch_t *b, unsigned jobs);
static int nseg_batch_options(nseg_batch_t *b, const char *cmd, int argc,
    char **argv, unsigned *jobs, int *site_memory, int *nargs);
static int nseg_batch_main(nseg_batch_t *b, const char *cmd, unsigned jobs,
    int site_memory);
static int nseg_batch_rewind(nseg_batch_t *b);
static char *nseg_batch_record(nseg_batch_t *b, nseg_warc_record_t *rec);
static int nseg_batch_wanted(nseg_batch_t *b, nseg_warc_record_t *rec);
static int nseg_batch_revisit_wanted(nseg_batch_t *b,
    nseg_warc_record_t *rec, int rc, const nseg_warc_http_t *http);
static char *nseg_batch_revisit_json(nseg_batch_item_t *it, size_t *len);
static void nseg_batch_warc_keys(nseg_buf_t *out,
    const nseg_warc_record_t *r);
static char *nseg_batch_warc_page(nseg_batch_t *b, nseg_batch_item_t *it,
    size_t *len, const char **reason, nseg_options_t *opts);
static void nseg_batch_json_field(nseg_buf_t *out, const char *name,
    const char *value);


int
nseg_cli_batch(int argc, char **argv)
{
    int            n, rc, site_memory;
    FILE          *list;
    unsigned       jobs;
    const char    *list_path;
    nseg_batch_t   b;

    memset(&b, 0, sizeof(nseg_batch_t));

    rc = nseg_batch_options(&b, "batch", argc, argv, &jobs, &site_memory, &n);
    if (rc != 0) {
        return rc;
    }

    if (n > 1) {
        fprintf(stderr, "newsseg batch: one list at a time\n");
        return 2;
    }

    list_path = n == 1 ? argv[0] : "-";

    if (strcmp(list_path, "-") == 0) {
        if (site_memory) {
            fprintf(stderr, "newsseg batch: --site-memory reads the list "
                    "twice: give it as a file, not on standard input\n");
            return 2;
        }

        list = stdin;

    } else {
        list = fopen(list_path, "r");
        if (list == NULL) {
            fprintf(stderr, "newsseg batch: %s: %s\n", list_path,
                    strerror(errno));
            return 2;
        }
    }

    b.list = list;

    rc = nseg_batch_main(&b, "batch", jobs, site_memory);

    if (ferror(list)) {
        fprintf(stderr, "newsseg batch: %s: read error\n", list_path);
        rc = 2;
    }

    if (b.unreadable && rc == 0) {
        fprintf(stderr, "newsseg batch: %zu of %zu files could not be "
                "read\n", b.unreadable, b.written);
        rc = 1;
    }

    if (list != stdin) {
        fclose(list);
    }

    return rc;
}


/*
 * `newsseg warc FILE...`: the pages of web archives.  Each record that
 * is a 200 response of an HTML type (or none), or an HTML resource, or
 * a revisit of such a page, gives a line: "file", "warc_record_id",
 * "warc_target_uri", "warc_date", "warc_offset" and "warc_length" (where
 * the record is in the file, for an index; null in a whole-file gzip),
 * "warc_type", "warc_payload_digest" and the capture a revisit names
 * first, then the `extract --json` object; the target URI is the page's
 * URL, and the record's date is the reference time of relative dates
 * ("3 hours ago" as of the crawl) unless --now is given.  A revisit is
 * extracted from the payload of its capture when that was read before
 * it, and gets the status "revisit" when not.
 */
int
nseg_cli_warc(int argc, char **argv)
{
    int            k, n, rc, site_memory;
    unsigned       jobs;
    nseg_batch_t   b;

    memset(&b, 0, sizeof(nseg_batch_t));

    rc = nseg_batch_options(&b, "warc", argc, argv, &jobs, &site_memory, &n);
    if (rc != 0) {
        return rc;
    }

    if (n == 0) {
        fprintf(stderr, "newsseg warc: give the WARC or ARC files (\"-\" for "
                "standard input)\n");
        return 2;
    }

    for (k = 0; k < n; k++) {
        if (site_memory && strcmp(argv[k], "-") == 0) {
            fprintf(stderr, "newsseg warc: --site-memory reads the "
                    "archives twice: give them as files, not on standard "
                    "input\n");
            return 2;
        }
    }

    b.warc_paths = argv;
    b.nwarc = n;

    b.originals = nseg_warc_originals_new(NSEG_BATCH_ORIGINALS_MAX);
    if (b.originals == NULL) {
        fprintf(stderr, "newsseg warc: out of memory\n");
        return 2;
    }

    rc = nseg_batch_main(&b, "warc", jobs, site_memory);

    nseg_warc_close(b.warc);
    nseg_warc_originals_free(b.originals);

    if (b.warc_large) {
        fprintf(stderr, "newsseg warc: %zu page%s over %d MiB (too_large)\n",
                b.warc_large, b.warc_large == 1 ? "" : "s",
                NSEG_DEFAULT_MAX_BYTES / (1024 * 1024));
    }

    if (b.warc_revisits) {
        fprintf(stderr, "newsseg warc: %zu revisit%s of captures not read "
                "before (status revisit)\n", b.warc_revisits,
                b.warc_revisits == 1 ? "" : "s");
    }

    if (b.warc_rc > rc) {
        rc = b.warc_rc;
    }

    if (b.unreadable && rc == 0) {
        fprintf(stderr, "newsseg warc: %zu of %zu pages could not be "
                "decoded\n", b.unreadable, b.written);
        rc = 1;
    }

    return rc;
}


/*
 * --jobs, --now, --site-memory, anywhere; the other arguments are moved
 * to the front of argv, *nargs of them ("--" ends the options).
 */
static int
nseg_batch_options(nseg_batch_t *b, const char *cmd, int argc, char **argv,
    unsigned *jobs, int *site_memory, int *nargs)
{
    int    i, n, options;
    long   cpus, v;
    char  *end;

    cpus = sysconf(_SC_NPROCESSORS_ONLN);
    *jobs = cpus > 0 ? (unsigned) cpus : 1;
    *site_memory = 0;
    options = 1;
    n = 0;

    for (i = 0; i < argc; i++) {
        if (!options || argv[i][0] != '-' || argv[i][1] == '\0') {
            argv[n++] = argv[i];

        } else if (strcmp(argv[i], "--") == 0) {
            options = 0;

        } else if (strcmp(argv[i], "--jobs") == 0 && i + 1 < argc) {
            v = strtol(argv[++i], &end, 10);

            if (*end != '\0' || v < 1 || v > NSEG_BATCH_MAX_JOBS) {
                fprintf(stderr, "newsseg %s: --jobs: 1 to %d, got "
                        "\"%s\"\n", cmd, NSEG_BATCH_MAX_JOBS, argv[i]);
                return 2;
            }

            *jobs = (unsigned) v;

        } else if (strcmp(argv[i], "--now") == 0 && i + 1 < argc) {
            if (nseg_cli_now_option(cmd, argv[++i], &b->now) != 0) {
                return 2;
            }

        } else if (strcmp(argv[i], "--site-memory") == 0) {
            *site_memory = 1;

        } else if ((strcmp(argv[i], "--jobs") == 0
                    || strcmp(argv[i], "--now") == 0) && i + 1 == argc)
        {
            fprintf(stderr, "newsseg %s: %s needs a value\n", cmd, argv[i]);
            return 2;

        } else {
            fprintf(stderr, "newsseg %s: unknown option \"%s\"\n", cmd,
                    argv[i]);
            return 2;
        }
    }

    if (*jobs > NSEG_BATCH_MAX_JOBS) {
        *jobs = NSEG_BATCH_MAX_JOBS;
    }

    *nargs = n;

    return 0;
}


/*
 * The ring, the workers, and with site memory the recording pass over
 * the whole input first; the exit status of what went wrong here.
 */
static int
nseg_batch_main(nseg_batch_t *b, const char *cmd, unsigned jobs,
    int site_memory)
{
    int  rc;

    b->cmd = cmd;
    b->size = (size_t) jobs * NSEG_BATCH_PER_JOB;

    b->ring = calloc(b->size, sizeof(nseg_batch_item_t));
    if (b->ring == NULL) {
        fprintf(stderr, "newsseg %s: out of memory\n", cmd);
        return 2;
    }

    if (pthread_mutex_init(&b->list_lock, NULL) != 0
        || pthread_mutex_init(&b->out_lock, NULL) != 0
        || pthread_cond_init(&b->room, NULL) != 0)
    {
        fprintf(stderr, "newsseg %s: cannot set up the workers\n", cmd);
        free(b->ring);
        return 2;
    }

    if (site_memory) {
        b->sitemem = nseg_sitemem_new(NSEG_BATCH_SITEMEM_BLOCKS);
        if (b->sitemem == NULL) {
            fprintf(stderr, "newsseg %s: out of memory\n", cmd);
            rc = 2;
            goto done;
        }

        b->sitemem_mode = NSEG_SITEMEM_RECORD;
        b->quiet = 1;
        nseg_batch_run(b, jobs);

        if (b->rc != 0 || nseg_batch_rewind(b) != 0) {
            fprintf(stderr, "newsseg %s: cannot read the input twice\n",
                    cmd);
            rc = 2;
            goto done;
        }

        b->taken = 0;
        b->eof = 0;
        b->reserved = 0;
        b->written = 0;
        b->unreadable = 0;
        b->warc_large = 0;
        b->warc_revisits = 0;
        b->sitemem_mode = NSEG_SITEMEM_APPLY;
        b->quiet = 0;
    }

    nseg_batch_run(b, jobs);

    rc = b->rc;

done:

    pthread_cond_destroy(&b->room);
    pthread_mutex_destroy(&b->out_lock);
    pthread_mutex_destroy(&b->list_lock);
    free(b->ring);
    nseg_sitemem_free(b->sitemem);

    return rc;
}


/* back to the start of the list or of the first archive */
static int
nseg_batch_rewind(nseg_batch_t *b)
{
    if (b->warc_paths != NULL) {
        nseg_warc_close(b->warc);
        b->warc = NULL;
        b->warc_next = 0;

        /* a broken archive is reported once, in the pass that writes */
        b->warc_rc = 0;

        /* the second pass finds the captures where the first did */
        nseg_warc_originals_free(b->originals);
        b->originals = nseg_warc_originals_new(NSEG_BATCH_ORIGINALS_MAX);

        return b->originals != NULL ? 0 : -1;
    }

    return ferror(b->list) || fseek(b->list, 0, SEEK_SET) != 0 ? -1 : 0;
}


/*
 * "PATH<TAB>URL<TAB>CHARSET<TAB>LANGUAGE", the last two as the HTTP
 * response's Content-Type charset and Content-Language: an empty or
 * "-" field is not given, fields after the fourth are ignored
 */
static void
nseg_batch_split(nseg_batch_item_t *it)
{
    char         *p, *field[4];
    unsigned      k;

    field[0] = it->line;
    field[1] = NULL;
    field[2] = NULL;
    field[3] = NULL;

    for (k = 1; k < 4; k++) {
        p = strchr(field[k - 1], '\t');
        if (p == NULL) {
            break;
        }

        *p = '\0';
        field[k] = p + 1;
    }

    if (field[3] != NULL) {
        p = strchr(field[3], '\t');
        if (p != NULL) {
            *p = '\0';
        }
    }

    for (k = 1; k < 4; k++) {
        if (field[k] != NULL
            && (field[k][0] == '\0' || strcmp(field[k], "-") == 0))
        {
            field[k] = NULL;
        }
    }

    it->path = field[0];
    it->url = field[1];
    it->charset = field[2];
    it->language = field[3];
}


static void
nseg_batch_run(nseg_batch_t *b, unsigned jobs)
{
    unsigned   t, started;
    pthread_t  threads[NSEG_BATCH_MAX_JOBS];

    /* the calling thread is one of the workers */
    started = 0;

    for (t = 1; t < jobs; t++) {
        if (pthread_create(&threads[started], NULL, nseg_batch_worker, b)
            != 0)
        {
            /* fewer threads still get the list done */
            break;
        }

        started++;
    }

    nseg_batch_worker(b);

    for (t = 0; t < started; t++) {
        (void) pthread_join(threads[t], NULL);
    }
}


static void *
nseg_batch_worker(void *data)
{
    nseg_batch_t       *b;
    nseg_batch_item_t  *it;

    b = data;

    while ((it = nseg_batch_next(b)) != NULL) {
        /* after an output error the pages taken are only freed */
        if (!__atomic_load_n(&b->stop, __ATOMIC_RELAXED)) {
            nseg_batch_one(b, it);
        }

        pthread_mutex_lock(&b->out_lock);
        it->done = 1;
        nseg_batch_write(b);
        pthread_mutex_unlock(&b->out_lock);
    }

    return NULL;
}


/*
 * The next page of the list in its ring slot, or NULL at the end of the
 * list or after an output error.  A slot is reserved before the line is
 * read, so a reader never waits for room while it holds the list: line
 * k is read by a worker holding one of the first written + size
 * reservations, and slot k % size has been written by then.
 */
static nseg_batch_item_t *
nseg_batch_next(nseg_batch_t *b)
{
    char               *line;
    size_t              cap, seq;
    ssize_t             got;
    nseg_batch_item_t  *it;
    nseg_warc_record_t  rec;

    pthread_mutex_lock(&b->out_lock);

    while (!b->stop && b->reserved - b->written >= b->size) {
        pthread_cond_wait(&b->room, &b->out_lock);
    }

    if (b->stop) {
        pthread_mutex_unlock(&b->out_lock);
        return NULL;
    }

    b->reserved++;
    pthread_mutex_unlock(&b->out_lock);

    pthread_mutex_lock(&b->list_lock);

    line = NULL;
    cap = 0;
    seq = 0;

    /* a worker that waited for the list stops with the others */
    if (__atomic_load_n(&b->stop, __ATOMIC_RELAXED)) {
        b->eof = 1;
    }

    memset(&rec, 0, sizeof(nseg_warc_record_t));

    /* a record of the archives: its file's name stands for the line */
    if (!b->eof && b->warc_paths != NULL) {
        line = nseg_batch_record(b, &rec);

        if (line != NULL) {
            seq = b->taken++;

        } else {
            b->eof = 1;
        }
    }

    while (!b->eof && b->warc_paths == NULL) {
        got = getline(&line, &cap, b->list);

        if (got == -1) {
            b->eof = 1;
            break;
        }

        while (got > 0 && (line[got - 1] == '\n' || line[got - 1] == '\r')) {
            line[--got] = '\0';
        }

        /* a list written by an editor that starts with a byte order mark */
        if (b->taken == 0 && got >= 3
            && memcmp(line, "\xef\xbb\xbf", 3) == 0)
        {
            memmove(line, line + 3, got - 2);
            got -= 3;
        }

        /* blank lines, white space only, and # comments are not pages */
        if (got == 0 || line[0] == '#'
            || strspn(line, " \t") == (size_t) got)
        {
            continue;
        }

        seq = b->taken++;
        break;
    }

    if (b->eof) {
        free(line);
        line = NULL;
    }

    pthread_mutex_unlock(&b->list_lock);

    /* the slot is filled under out_lock, where the writer looks at it */
    pthread_mutex_lock(&b->out_lock);

    if (line != NULL) {
        it = &b->ring[seq % b->size];
        memset(it, 0, sizeof(nseg_batch_item_t));
        it->line = line;

        if (b->warc_paths != NULL) {
            it->path = line;
            it->warc = 1;
            it->rec = rec;

        } else {
            nseg_batch_split(it);
        }

    } else {
        /* the end of the list: the reservation goes back */
        it = NULL;
        b->reserved--;
        pthread_cond_broadcast(&b->room);
    }

    pthread_mutex_unlock(&b->out_lock);

    return it;
}


/*
 * Under list_lock: the next record of the archives that holds a page,
 * and its file's name (malloc'd), or NULL after the last file.  A file
 * that cannot be opened, is neither WARC nor ARC or ends early is
 * reported and the next one read; the records before the fault have
 * their lines.
 */
static char *
nseg_batch_record(nseg_batch_t *b, nseg_warc_record_t *rec)
{
    int    rc;
    char  *name;

    for ( ;; ) {
        if (b->warc == NULL) {
            if (b->warc_next >= b->nwarc) {
                return NULL;
            }

            b->warc_path = b->warc_paths[b->warc_next++];
            b->warc = nseg_warc_open(b->warc_path);

            if (b->warc == NULL) {
                if (!b->quiet) {
                    fprintf(stderr, "newsseg warc: %s: %s\n", b->warc_path,
                            strerror(errno));
                }

                b->warc_rc = 2;
                continue;
            }
        }

        rc = nseg_warc_next(b->warc, rec, nseg_warc_is_page,
                            NSEG_DEFAULT_MAX_BYTES + NSEG_WARC_HTTP_MAX);

        if (rc == 1) {
            if (nseg_batch_wanted(b, rec)) {
                name = strdup(b->warc_path);

                if (name != NULL) {
                    return name;
                }

                fprintf(stderr, "newsseg warc: %s: record %zu: out of "
                        "memory\n", b->warc_path, rec->number);
                b->warc_rc = 2;
            }

            /* redirects, errors, images, requests, metadata, ... */
            nseg_warc_record_free(rec);
            continue;
        }

        if (rc == -1) {
            if (!b->quiet) {
                fprintf(stderr, "newsseg warc: %s: %s\n", b->warc_path,
                        nseg_warc_error(b->warc));
            }

            b->warc_rc = 2;
        }

        nseg_warc_close(b->warc);
        b->warc = NULL;
    }
}


/*
 * Under list_lock, for a record read: whether it gives a line.  A 200
 * response of an HTML type (or none) does, and is kept for the revisits
 * after it; so does one over the limit (a too_large line), one whose
 * header never ends, as it may have been a page (an error line), and a
 * revisit of a page.
 */
static int
nseg_batch_wanted(nseg_batch_t *b, nseg_warc_record_t *rec)
{
    int               rc;
    nseg_warc_http_t  http;

    if (rec->block == NULL) {
        return 0;
    }

    rc = nseg_warc_http(rec, &http);

    if (nseg_warc_is_revisit(rec)) {
        return nseg_batch_revisit_wanted(b, rec, rc, &http);
    }

    if (rc == NSEG_WARC_HTTP_TOO_LONG) {
        return http.status == 200;
    }

    if (rc != 0 || http.status != 200 || !http.html) {
        return 0;
    }

    /* when it cannot be kept, its revisits get the status "revisit" */
    (void) nseg_warc_originals_add(b->originals, rec, &http);

    return 1;
}


/*
 * A revisit stands for a page when its own HTTP header says it is one:
 * 200 (an identical payload) or 304 (the server's "not modified"), of
 * an HTML type or none; or, when it has no HTTP header, when it names a
 * page kept.  It is given the capture's block when that was read.
 * Redirects, errors and images revisited give no line.
 */
static int
nseg_batch_revisit_wanted(nseg_batch_t *b, nseg_warc_record_t *rec, int rc,
    const nseg_warc_http_t *http)
{
    int  page;

    page = (rc == 0 || rc == NSEG_WARC_HTTP_TOO_LONG)
           && (http->status == 200 || http->status == 304)
           && (http->html || rc != 0);

    if (rc != -1 && !page) {
        return 0;
    }

    /* out of memory for the copy, it is as if the capture was not read */
    return nseg_warc_original(b->originals, rec) == 1 || page;
}


/*
 * Under out_lock: writes the finished pages at the head of the ring, in
 * list order, and frees their slots.  The output is flushed at once, so
 * a reader on a pipe gets each line when it is complete.
 */
static void
nseg_batch_write(nseg_batch_t *b)
{
    size_t              n;
    nseg_batch_item_t  *it;

    n = 0;

    for ( ;; ) {
        it = &b->ring[b->written % b->size];

        if (b->written == b->reserved || it->line == NULL || !it->done) {
            break;
        }

        if (b->stop || b->quiet) {
            /* after an output error the rest is only freed */

        } else if (it->out == NULL) {
            /* the page keeps its line, so lines still match the list */
            fprintf(stderr, "newsseg %s: %s: out of memory\n", b->cmd,
                    it->path);
            nseg_batch_oom_line(it->path);
            b->rc = 2;

        } else {
            fwrite(it->out, 1, it->out_len, stdout);
            putchar('\n');
        }

        b->unreadable += it->unreadable;
        b->warc_large += it->warc && it->too_large;
        b->warc_revisits += it->revisit;
        free(it->out);
        free(it->line);
        nseg_warc_record_free(&it->rec);
        memset(it, 0, sizeof(nseg_batch_item_t));

        b->written++;
        n++;
    }

    if (n == 0) {
        return;
    }

    if (!b->stop && !b->quiet && (fflush(stdout) != 0 || ferror(stdout))) {
        fprintf(stderr, "newsseg %s: writing: %s\n", b->cmd,
                strerror(errno));
        b->rc = 2;
        __atomic_store_n(&b->stop, 1, __ATOMIC_RELAXED);
    }

    pthread_cond_broadcast(&b->room);
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
    const char     *warc_reason;
    nseg_result_t  *res, unread;
    nseg_options_t  opts;

    memset(&opts, 0, sizeof(nseg_options_t));
    opts.base_url = it->url;
    opts.charset = it->charset;
    opts.content_language = it->language;
    opts.now = b->now;
    opts.filter = nseg_cli_filter;
    opts.sitemem = b->sitemem;
    opts.sitemem_mode = b->sitemem_mode;

    res = NULL;
    err = 0;
    warc_reason = NULL;

    if (it->warc) {
        if (nseg_warc_is_revisit(&it->rec) && !it->rec.original) {
            /* nothing to extract: its capture was not read */
            page = NULL;
            it->revisit = 1;

        } else {
            page = nseg_batch_warc_page(b, it, &len, &warc_reason, &opts);
        }

        /*
         * The decoded copy is the page now: the raw block goes before
         * the slot waits for the lines ahead of it (the header stays,
         * for the record's fields).
         */
        free(it->rec.block);
        it->rec.block = NULL;
        it->http.body = NULL;

    } else {
        /* "-" would read standard input, where the list itself may be */
        page = strcmp(it->path, "-") != 0
               ? nseg_cli_read_file(it->path, &len) : NULL;
    }

    if (it->revisit) {
        json = nseg_batch_revisit_json(it, &json_len);

    } else if (page == NULL && warc_reason != NULL) {
        memset(&unread, 0, sizeof(nseg_result_t));
        unread.status = NSEG_STATUS_ERROR;
        unread.reason = warc_reason;
        unread.url = (char *) it->rec.target;

        /* declined as batch declines a file over the limit */
        if (it->rec.too_large) {
            unread.status = NSEG_STATUS_TOO_LARGE;
            unread.input_bytes = len;
            it->too_large = 1;

        } else {
            it->unreadable = 1;
        }

        json = nseg_render_json(&unread, &json_len);

    } else if (page == NULL) {
        /* every line has every key: a page that could not be read too */
        err = errno;
        memset(&unread, 0, sizeof(nseg_result_t));
        unread.status = NSEG_STATUS_ERROR;
        snprintf(reason, sizeof(reason), "cannot read the file: %s",
                 strcmp(it->path, "-") == 0
                 ? "\"-\" in a list is no file (standard input is not read)"
                 : strerror_r(err, errbuf, sizeof(errbuf)));
        unread.reason = reason;
        unread.url = (char *) it->url;
        it->unreadable = 1;
        json = nseg_render_json(&unread, &json_len);

    } else {
        res = nseg_process(nseg_cli_model, page, len, &opts);
        free(page);

        /* a body that inflated past the limit: counted as a record over it */
        it->too_large = res != NULL && res->status == NSEG_STATUS_TOO_LARGE
                        && res->input_bytes > NSEG_DEFAULT_MAX_BYTES;

        json = res && !b->quiet ? nseg_render_json(res, &json_len) : NULL;
        nseg_result_free(res);
    }

    if (json == NULL) {
        return;
    }

    nseg_buf_init(&out, json_len + strlen(it->path) + 16);
    nseg_buf_puts(&out, "{\"file\":\"");
    nseg_buf_escape_json(&out, it->path, strlen(it->path));
    nseg_buf_puts(&out, "\",");

    if (it->warc) {
        nseg_batch_warc_keys(&out, &it->rec);
    }

    nseg_buf_append(&out, json + 1, json_len - 1);
    free(json);

    it->out = nseg_buf_detach(&out, &it->out_len);
}


/*
 * The page of a record as its server meant it (nseg_warc_decode), with
 * the record's URI, charset and date in opts; NULL with a reason when
 * it cannot be decoded.
 */
static char *
nseg_batch_warc_page(nseg_batch_t *b, nseg_batch_item_t *it, size_t *len,
    const char **reason, nseg_options_t *opts)
{
    char              *page;
    int64_t            fetched;
    nseg_warc_http_t  *http;

    http = &it->http;

    switch (nseg_warc_http(&it->rec, http)) {
    case 0:
        break;
    case NSEG_WARC_HTTP_TOO_LONG:
        *reason = "the HTTP header is longer than 256 KiB";
        return NULL;
    default:
        *reason = "not an HTTP response";
        return NULL;
    }

    if (it->rec.too_large) {
        /* the core's words; the length of the body, not read */
        *reason = "input over max_bytes";
        *len = (size_t) it->rec.length - (http->body - it->rec.block);
        return NULL;
    }

    page = nseg_warc_decode(http, NSEG_DEFAULT_MAX_BYTES, len, reason);

    opts->base_url = it->rec.target;
    opts->charset = http->charset;
    opts->content_language = http->language;

    /* an ISO date, as WARC writes it: not digits read as UNIX seconds */
    if (b->now == 0 && it->rec.date != NULL
        && strchr(it->rec.date, '-') != NULL
        && nseg_cli_parse_now(it->rec.date, &fetched) == 0 && fetched > 0)
    {
        opts->now = fetched;
    }

    return page;
}


/* "name":"value", or null: every line has every key */
static void
nseg_batch_json_field(nseg_buf_t *out, const char *name, const char *value)
{
    if (value == NULL) {
        nseg_buf_printf(out, "\"%s\":null,", name);
        return;
    }

    nseg_buf_printf(out, "\"%s\":\"", name);
    nseg_buf_escape_json(out, value, strlen(value));
    nseg_buf_puts(out, "\",");
}


/*
 * A revisit whose capture was not read before it (it is in an archive
 * not given, or was too long before to be kept): a page not read, with
 * the status "revisit", the archive's and none of the core's, put in
 * place of the one it was rendered with.  The key is the first
 * '"status":"error"' in the object: in a value, '"' is escaped.
 */
static char *
nseg_batch_revisit_json(nseg_batch_item_t *it, size_t *len)
{
    char           *json, *at;
    size_t          json_len;
    nseg_buf_t      out;
    nseg_result_t   unread;

    static const char  error[] = "\"status\":\"error\"";

    memset(&unread, 0, sizeof(nseg_result_t));
    unread.status = NSEG_STATUS_ERROR;
    unread.reason = "the capture it revisits was not read before it";
    unread.url = (char *) it->rec.target;

    json = nseg_render_json(&unread, &json_len);
    if (json == NULL) {
        return NULL;
    }

    at = strstr(json, error);
    if (at == NULL) {
        free(json);
        return NULL;
    }

    nseg_buf_init(&out, json_len + 16);
    nseg_buf_append(&out, json, at - json);
    nseg_buf_puts(&out, "\"status\":\"revisit\"");
    nseg_buf_puts(&out, at + sizeof(error) - 1);
    free(json);

    return nseg_buf_detach(&out, len);
}


/*
 * The record's keys, first in its line, null when it has none: where it
 * is in the file (null in a whole-file gzip), its type and payload
 * digest, and the capture a revisit names
 */
static void
nseg_batch_warc_keys(nseg_buf_t *out, const nseg_warc_record_t *r)
{
    nseg_batch_json_field(out, "warc_record_id", r->id);
    nseg_batch_json_field(out, "warc_target_uri", r->target);
    nseg_batch_json_field(out, "warc_date", r->date);

    if (r->file_offset == -1) {
        nseg_buf_puts(out, "\"warc_offset\":null,\"warc_length\":null,");

    } else {
        nseg_buf_printf(out, "\"warc_offset\":%" PRId64 ","
                        "\"warc_length\":%" PRId64 ",",
                        r->file_offset, r->file_length);
    }

    nseg_batch_json_field(out, "warc_type", r->type);
    nseg_batch_json_field(out, "warc_payload_digest", r->digest);
    nseg_batch_json_field(out, "warc_refers_to", r->refers_to);
    nseg_batch_json_field(out, "warc_refers_to_target_uri",
                          r->refers_to_target);
    nseg_batch_json_field(out, "warc_refers_to_date", r->refers_to_date);
}
