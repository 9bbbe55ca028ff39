
/*
 * bench.c - `newsseg bench`: every page N times, the per-page minimum
 * kept (the least disturbed run), then median and p90 over pages per
 * stage.  --parse-only times libxml2 parse + free of the same UTF-8
 * bytes: the floor of this design.
 */


#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <libxml/HTMLparser.h>

#include "cli.h"
#include "charset.h"
#include "metrics.h"


typedef struct {
    char                     **paths;
    size_t                     n;
    size_t                     cap;
} nseg_paths_t;


static int nseg_paths_add(nseg_paths_t *p, const char *path);
static int nseg_paths_collect(nseg_paths_t *p, const char *path);


static int
nseg_paths_add(nseg_paths_t *p, const char *path)
{
    char  **np;

    if (p->n == p->cap) {
        p->cap = p->cap ? p->cap * 2 : 64;
        np = realloc(p->paths, p->cap * sizeof(char *));
        if (np == NULL) {
            return -1;
        }
        p->paths = np;
    }

    p->paths[p->n] = strdup(path);

    return p->paths[p->n++] ? 0 : -1;
}


static int
nseg_cmp_str(const void *a, const void *b)
{
    return strcmp(*(char * const *) a, *(char * const *) b);
}


/* a directory gives its *.html files, one level of subdirectories deep */
static int
nseg_paths_collect(nseg_paths_t *p, const char *path)
{
    DIR            *d, *sd;
    char            buf[4096], sub[4096];
    size_t          len, first;
    struct stat     st;
    struct dirent  *e, *se;

    if (stat(path, &st) != 0) {
        fprintf(stderr, "newsseg bench: %s: %s\n", path, strerror(errno));
        return -1;
    }

    if (!S_ISDIR(st.st_mode)) {
        return nseg_paths_add(p, path);
    }

    d = opendir(path);
    if (d == NULL) {
        return -1;
    }

    first = p->n;

    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') {
            continue;
        }

        if (snprintf(buf, sizeof(buf), "%s/%s", path, e->d_name)
            >= (int) sizeof(buf) || stat(buf, &st) != 0)
        {
            continue;
        }

        if (S_ISDIR(st.st_mode)) {
            sd = opendir(buf);
            if (sd == NULL) {
                continue;
            }

            while ((se = readdir(sd)) != NULL) {
                len = strlen(se->d_name);
                if (len > 5 && strcmp(se->d_name + len - 5, ".html") == 0
                    && snprintf(sub, sizeof(sub), "%s/%s", buf, se->d_name)
                       < (int) sizeof(sub))
                {
                    if (nseg_paths_add(p, sub) != 0) {
                        closedir(sd);
                        closedir(d);
                        return -1;
                    }
                }
            }

            closedir(sd);
            continue;
        }

        len = strlen(e->d_name);
        if (len > 5 && strcmp(e->d_name + len - 5, ".html") == 0) {
            if (nseg_paths_add(p, buf) != 0) {
                closedir(d);
                return -1;
            }
        }
    }

    closedir(d);

    qsort(p->paths + first, p->n - first, sizeof(char *), nseg_cmp_str);

    return 0;
}


int
nseg_cli_bench(int argc, char **argv)
{
    int              i, json, parse_only, tty;
    char            *data, *utf8;
    double           t, best, total_ms, *totals, *stages[NSEG_STAGE_N];
    double           stage_best[NSEG_STAGE_N], med, p90;
    size_t           k, len, utf8_len, bytes, pages, reps, r, s;
    xmlDoc          *doc;
    nseg_paths_t     paths;
    nseg_result_t   *res;
    nseg_options_t   opts;

    json = 0;
    parse_only = 0;
    reps = 5;
    memset(&paths, 0, sizeof(nseg_paths_t));

    for (i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = 1;
        } else if (strcmp(argv[i], "--parse-only") == 0) {
            parse_only = 1;
        } else if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc) {
            reps = (size_t) atoi(argv[++i]);
            if (reps == 0) {
                reps = 1;
            }
        } else if (nseg_paths_collect(&paths, argv[i]) != 0) {
            return 2;
        }
    }

    if (paths.n == 0) {
        fprintf(stderr, "newsseg bench: FILES or DIR expected\n");
        return 2;
    }

    totals = calloc(paths.n, sizeof(double));
    for (s = 0; s < NSEG_STAGE_N; s++) {
        stages[s] = calloc(paths.n, sizeof(double));
        if (stages[s] == NULL) {
            return 2;
        }
    }

    if (totals == NULL) {
        return 2;
    }

    memset(&opts, 0, sizeof(nseg_options_t));
    tty = isatty(2);
    bytes = 0;
    pages = 0;
    total_ms = 0;

    for (k = 0; k < paths.n; k++) {
        data = nseg_cli_read_file(paths.paths[k], &len);
        if (data == NULL) {
            fprintf(stderr, "newsseg bench: %s: %s\n", paths.paths[k],
                    strerror(errno));
            continue;
        }

        if (tty && k % 10 == 0) {
            fprintf(stderr, "\rbench: %zu/%zu pages", k, paths.n);
        }

        best = 1e300;
        for (s = 0; s < NSEG_STAGE_N; s++) {
            stage_best[s] = 1e300;
        }

        utf8 = NULL;
        utf8_len = 0;

        if (parse_only
            && nseg_charset_to_utf8(data, len, NULL, &utf8, &utf8_len, NULL)
               != NSEG_OK)
        {
            free(data);
            continue;
        }

        for (r = 0; r < reps; r++) {
            t = nseg_cli_now_ms();

            if (parse_only) {
                htmlParserCtxtPtr  ctxt = htmlNewParserCtxt();

                doc = htmlCtxtReadMemory(ctxt, utf8, (int) utf8_len, NULL,
                          "UTF-8", HTML_PARSE_RECOVER | HTML_PARSE_NOERROR
                          | HTML_PARSE_NOWARNING | HTML_PARSE_NONET
                          | HTML_PARSE_COMPACT | HTML_PARSE_IGNORE_ENC);
                htmlFreeParserCtxt(ctxt);
                if (doc != NULL) {
                    xmlFreeDoc(doc);
                }

                t = nseg_cli_now_ms() - t;

            } else {
                res = nseg_process(nseg_cli_model, data, len, &opts);
                t = nseg_cli_now_ms() - t;

                if (res != NULL) {
                    for (s = 0; s < NSEG_STAGE_N; s++) {
                        if (res->stage_ms[s] < stage_best[s]) {
                            stage_best[s] = res->stage_ms[s];
                        }
                    }
                    nseg_result_free(res);
                }
            }

            if (t < best) {
                best = t;
            }
        }

        free(utf8);
        free(data);

        totals[pages] = best;
        for (s = 0; s < NSEG_STAGE_N; s++) {
            stages[s][pages] = parse_only ? 0 : stage_best[s];
        }

        total_ms += best;
        bytes += len;
        pages++;
    }

    if (tty) {
        fprintf(stderr, "\r%40s\r", "");
    }

    med = nseg_metric_quantile(totals, pages, 0.5);
    p90 = nseg_metric_quantile(totals, pages, 0.9);

    if (json) {
        printf("{\"pages\":%zu,\"bytes\":%zu,\"median_ms\":%.4f,"
               "\"p90_ms\":%.4f,\"pages_per_s\":%.1f,\"mb_per_s\":%.2f,"
               "\"parse_only\":%s,\"stages\":{",
               pages, bytes, med, p90,
               total_ms > 0 ? pages * 1000.0 / total_ms : 0,
               total_ms > 0 ? bytes / 1e6 * 1000.0 / total_ms : 0,
               parse_only ? "true" : "false");

        for (s = 0; s < NSEG_STAGE_N; s++) {
            printf("%s\"%s\":{\"median_ms\":%.4f,\"p90_ms\":%.4f}",
                   s ? "," : "", nseg_stage_name((nseg_stage_e) s),
                   nseg_metric_quantile(stages[s], pages, 0.5),
                   nseg_metric_quantile(stages[s], pages, 0.9));
        }

        printf("}}\n");

    } else {
        printf("pages %zu, %.1f MB, %s\n", pages, bytes / 1e6,
               parse_only ? "libxml2 parse + free only" : "whole pipeline");
        printf("%-10s %10s %10s\n", "stage", "median ms", "p90 ms");

        if (!parse_only) {
            for (s = 0; s < NSEG_STAGE_N; s++) {
                printf("%-10s %10.4f %10.4f\n",
                       nseg_stage_name((nseg_stage_e) s),
                       nseg_metric_quantile(stages[s], pages, 0.5),
                       nseg_metric_quantile(stages[s], pages, 0.9));
            }
        }

        printf("%-10s %10.4f %10.4f\n", "total", med, p90);
        printf("%.1f pages/s, %.2f MB/s (sum of per-page minimums)\n",
               total_ms > 0 ? pages * 1000.0 / total_ms : 0,
               total_ms > 0 ? bytes / 1e6 * 1000.0 / total_ms : 0);
    }

    for (k = 0; k < paths.n; k++) {
        free(paths.paths[k]);
    }

    free(paths.paths);
    free(totals);

    for (s = 0; s < NSEG_STAGE_N; s++) {
        free(stages[s]);
    }

    return pages ? 0 : 1;
}
