
/*
 * warc.h - reading web archives (WARC 1.0 and 1.1, ISO 28500, and the
 * older ARC, versions 1 and 2), plain or gzip- or zstd-compressed record
 * by record, for `newsseg warc`: the records, the HTML page inside a
 * response record (its HTTP header read, chunked transfer and gzip,
 * deflate, br or zstd coding undone), and the pages read kept for the
 * revisit records after them.
 */


#ifndef _NSEG_WARC_H_INCLUDED_
#define _NSEG_WARC_H_INCLUDED_


#include <stddef.h>
#include <stdint.h>


/*
 * An HTTP header longer than this is refused, as browsers refuse it
 * (Chromium's limit): its page gets an error line.
 */
#define NSEG_WARC_HTTP_MAX       (256 * 1024)
/* codings undone, at most ("gzip, br": two) */
#define NSEG_WARC_CODINGS_MAX    4


enum {
    NSEG_WARC_GZIP = 0,                     /* gzip, x-gzip, deflate */
    NSEG_WARC_BR,
    NSEG_WARC_ZSTD
};


typedef struct nseg_warc_s  nseg_warc_t;
typedef struct nseg_warc_originals_s  nseg_warc_originals_t;


/*
 * A record of either format.  An ARC record has the fields of the WARC
 * record it would be: an http or https URL is a "response" whose
 * Content-Type is application/http (its block is the HTTP response),
 * the file's version block ("filedesc://") is its "warcinfo", others
 * (dns:, ...) are responses of their own type; the date is written as
 * a WARC-Date; there is no record id nor payload digest.
 */
typedef struct {
    /* the header's fields (NULL when absent), in header */
    char                      *header;
    const char                *type;        /* WARC-Type */
    const char                *target;      /* WARC-Target-URI */
    const char                *date;        /* WARC-Date */
    const char                *id;          /* WARC-Record-ID */
    const char                *content_type;
    const char                *identified;  /* WARC-Identified-Payload-Type */
    const char                *digest;      /* WARC-Payload-Digest */

    /* a revisit's capture: WARC-Refers-To, -Target-URI and -Date */
    const char                *refers_to;
    const char                *refers_to_target;
    const char                *refers_to_date;
    uint64_t                   length;      /* Content-Length */
    size_t                     number;      /* 1 for the file's first */

    /*
     * Where the record is in the file, to be read again from there: its
     * gzip member or zstd frame, or its plain bytes from "WARC/" (an ARC
     * record's header line) to the line ends after the block; -1 for
     * both when it shares a member
     * with others (a whole-file gzip).  Standard input counts the bytes
     * read.
     */
    int64_t                    file_offset;
    int64_t                    file_length;

    /*
     * The block, NUL-terminated, when want() wanted it (else NULL); when
     * it is too large, only its first NSEG_WARC_HTTP_MAX bytes
     */
    char                      *block;
    size_t                     block_len;
    unsigned                   too_large:1;
    unsigned                   original:1;  /* a revisit given the block
                                               of the capture it names */
} nseg_warc_record_t;


typedef struct {
    int                        status;      /* 200 */
    const char                *charset;     /* from Content-Type, or NULL */
    const char                *language;    /* Content-Language, or NULL */
    const char                *body;
    size_t                     body_len;    /* within the block read */
    unsigned                   html:1;      /* an HTML type, or none */
    unsigned                   chunked:1;
    unsigned                   unsupported:1;  /* compress, ... */

    /*
     * The codings to undo (NSEG_WARC_GZIP, ...), as they were applied:
     * the content codings, then the transfer ones
     */
    unsigned                   ncodings:3;
    unsigned                   ncontent:3;
    unsigned char              coding[NSEG_WARC_CODINGS_MAX];
    char                       charset_buf[64];
    char                       language_buf[64];
} nseg_warc_http_t;


/*
 * Opens a WARC or ARC file ("-": standard input), plain, gzip (one
 * member per record or one for the whole file; plain records may follow
 * the members) or zstd (.warc.zst: a frame per record, after the
 * dictionary they were made with).  Which format it is, its first
 * record tells.  NULL and errno on failure; a directory is EISDIR.
 */
nseg_warc_t *nseg_warc_open(const char *path);
void nseg_warc_close(nseg_warc_t *w);

/*
 * The next record: 1, 0 at the end of the file, -1 when the file is
 * neither WARC nor ARC, is truncated, damaged or cannot be read
 * (nseg_warc_error() says why: "record N: ..." for the record being
 * read, or the system's error when the file cannot be read at all; the
 * records before are good).  The block is read only when want(record)
 * says so; when it is over max bytes, too_large is set and only its
 * start is read.  The other blocks are skipped.
 */
int nseg_warc_next(nseg_warc_t *w, nseg_warc_record_t *r,
    int (*want)(const nseg_warc_record_t *r), uint64_t max);
const char *nseg_warc_error(nseg_warc_t *w);
void nseg_warc_record_free(nseg_warc_record_t *r);

/*
 * Whether a record may hold a page: a response to an HTTP request, a
 * revisit of one, or a resource whose type is HTML.
 */
int nseg_warc_is_page(const nseg_warc_record_t *r);

/*
 * Whether a record is a revisit (WARC 1.1 section 6.7): a capture whose
 * payload a deduplicating crawler did not store again, as it was that
 * of an earlier capture; the block is at most the HTTP header.
 */
int nseg_warc_is_revisit(const nseg_warc_record_t *r);

/*
 * The captures that revisits may name, kept in memory to give them their
 * payload again: response records whose page was read, found by record
 * id (WARC-Refers-To), by target URI and date (WARC-Refers-To-Target-URI
 * and -Date, as server-not-modified revisits name them) or by payload
 * digest.  The oldest go first past max bytes, and a capture larger
 * than max / 16 is not kept, so that many others are.  Not thread-safe.
 */
nseg_warc_originals_t *nseg_warc_originals_new(size_t max);
void nseg_warc_originals_free(nseg_warc_originals_t *o);

/*
 * Keeps a copy of a 200 response's block (h read from it) for the
 * revisits after it: 1, 0 when it is not kept (not a response, too
 * large, no payload, nothing to find it by), -1 out of memory.
 */
int nseg_warc_originals_add(nseg_warc_originals_t *o,
    const nseg_warc_record_t *r, const nseg_warc_http_t *h);

/*
 * Gives a revisit a copy of the block of the capture it names, its
 * HTTP header and payload, in place of its own, and sets r->original:
 * 1, 0 when no kept capture is the one, -1 out of memory.  o may be
 * NULL (none is kept).
 */
int nseg_warc_original(nseg_warc_originals_t *o, nseg_warc_record_t *r);

/*
 * Reads the HTTP response at the start of a response record's block:
 * 0, -1 when it is not one, or NSEG_WARC_HTTP_TOO_LONG when its header
 * does not end within NSEG_WARC_HTTP_MAX (h->status is known then).
 * For a resource record, the block is the page.
 */
#define NSEG_WARC_HTTP_TOO_LONG  -2

int nseg_warc_http(const nseg_warc_record_t *r, nseg_warc_http_t *h);

/*
 * The page as the server meant it: chunks joined, content decoded, at
 * most max + 1 bytes (more is cut there, for the core to decline as too
 * large).  A malloc'd, NUL-terminated copy, or NULL with a reason.
 */
char *nseg_warc_decode(const nseg_warc_http_t *h, size_t max, size_t *len,
    const char **reason);


#endif /* _NSEG_WARC_H_INCLUDED_ */
