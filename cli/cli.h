
/*
 * cli.h - the subcommands of the newsseg command-line tool.  Each takes
 * the arguments after its name and returns the process exit status.
 */


#ifndef _NSEG_CLI_H_INCLUDED_
#define _NSEG_CLI_H_INCLUDED_


#include "newsseg.h"


/* the models chosen with --models, or the embedded default */
extern const nseg_model_t  *nseg_cli_model;

/* the --filter rules, or NULL */
extern nseg_filter_t       *nseg_cli_filter;

int nseg_cli_extract(int argc, char **argv);   /* main.c */
int nseg_cli_batch(int argc, char **argv);     /* batch.c */
int nseg_cli_warc(int argc, char **argv);      /* batch.c */
int nseg_cli_features(int argc, char **argv);  /* main.c */
int nseg_cli_paths(int argc, char **argv);     /* main.c */
int nseg_cli_bench(int argc, char **argv);     /* bench.c */
int nseg_cli_eval(int argc, char **argv);      /* eval.c */
int nseg_cli_label(int argc, char **argv);     /* label.c */
int nseg_cli_train(int argc, char **argv);     /* train.c */

/*
 * A time, YYYY-MM-DD[(T| )HH:MM[:SS[.f]]][Z|+HH:MM] or UNIX seconds,
 * into *now; -1 if it is neither
 */
int nseg_cli_parse_now(const char *s, int64_t *now);

/*
 * The --now option of cmd: a time after 1970-01-01T00:00:00Z (the core
 * takes 0 for "now") and up to NSEG_NOW_MAX, else -1 and the error
 * said on stderr
 */
int nseg_cli_now_option(const char *cmd, const char *s, int64_t *now);

/* monotonic milliseconds */
double nseg_cli_now_ms(void);

/*
 * Reads a file ("-" is stdin) into malloc'd memory, NUL-terminated: the
 * whole file, or its first NSEG_DEFAULT_MAX_BYTES + 1 bytes when it is
 * longer, which the core declines as too_large.
 */
char *nseg_cli_read_file(const char *path, size_t *len);


#endif /* _NSEG_CLI_H_INCLUDED_ */
