
/*
 * warc.c - web archives for `newsseg warc`.  A crawl stores its pages as
 * WARC records (ISO 28500): a header of named fields, a blank line and
 * a block of Content-Length bytes; a response record's block is the HTTP
 * response as it came, header and body.  Files are usually gzip, one
 * member per record, or one member for the whole file; the members are
 * inflated here one by one, not by gzread(), which takes bytes after a
 * member that are not gzip for trailing junk (the records in them were
 * lost without a word) and drops what it inflated in the call that met
 * damaged data.  Some crawlers write .warc.zst instead: a zstd frame per
 * record, after a dictionary that the frames were made with; the kind of
 * each member or frame is told by its magic, not by the file's name.
 * Older crawls are in ARC files, the Internet Archive's format before
 * WARC: a header line of fields, a block of the length it gives; a file
 * is told to be one by its first line, "filedesc://", within whatever
 * compression, and its records are given the fields of the WARC records
 * they would be.
 * Only what a page needs is read: the fields naming the record, the
 * HTTP status, type, charset and encodings.  Bodies are decoded as a
 * browser would: chunks joined (wget keeps them; Common Crawl has
 * already joined them and renamed the header), gzip and deflate
 * inflated, br and zstd (which browser-based crawlers record as sent)
 * decompressed.
 */


#ifndef _GNU_SOURCE
#define _GNU_SOURCE                     /* strndup() */
#endif

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include <brotli/decode.h>
#include <zstd.h>
#include <zstd_errors.h>

#include "warc.h"


/* a WARC header larger than this is not one */
#define NSEG_WARC_HEADER_MAX     (256 * 1024)
#define NSEG_WARC_CHUNK          (128 * 1024)
/*
 * the largest zstd window, 8 MiB, that browsers and RFC 9659 require of
 * a decoder: a frame asking for more is damage, not memory to give it
 */
#define NSEG_WARC_ZSTD_WLOG      23
/*
 * The .warc.zst format's dictionary, in a zstd skippable frame of its
 * own magic before the records' frames, compressed or not: zstd --train
 * makes 110 KB by default, and one over 16 MiB is no dictionary but
 * memory asked for
 */
#define NSEG_WARC_ZSTD_DICT      0x184d2a5d
#define NSEG_WARC_ZSTD_DICT_MAX  (16 * 1024 * 1024)


enum {
    NSEG_WARC_BETWEEN = 0,                  /* at the start, after a member */
    NSEG_WARC_MEMBER,                       /* inside a gzip member */
    NSEG_WARC_FRAME,                        /* inside a zstd frame */
    NSEG_WARC_PLAIN                         /* plain to the end of the file */
};


/* what the file holds, told by its first record's first line */
enum {
    NSEG_WARC_UNTOLD = 0,
    NSEG_WARC_IS_WARC,                      /* "WARC/1.1" */
    NSEG_WARC_IS_ARC                        /* "filedesc://..." */
};


/*
 * How a revisit names the capture it revisits, and so the keys under
 * which captures are kept: its record id, its target URI and date, its
 * payload digest
 */
enum {
    NSEG_WARC_BY_ID = 0,
    NSEG_WARC_BY_CAPTURE,                   /* "DATE\nURI" */
    NSEG_WARC_BY_DIGEST,                    /* whatever the case */
    NSEG_WARC_BY_N
};

#define NSEG_WARC_BUCKETS        4096


/* a layer decoded, growing to at most limit bytes */
typedef struct {
    char                      *data;
    size_t                     len;
    size_t                     cap;
    size_t                     limit;
} nseg_warc_out_t;


struct nseg_warc_s {
    int                        fd;
    unsigned                   state;       /* NSEG_WARC_BETWEEN, ... */
    unsigned                   zinit:1;
    unsigned                   inflated:1;  /* pos..last are a member's */
    unsigned                   dict:1;      /* zd has a dictionary */
    unsigned                   format:2;    /* NSEG_WARC_IS_WARC, ... */
    unsigned                   arc_fields:4;  /* ARC: 5 (version 1), 10 */
    size_t                     records;     /* the one being read */
    z_stream                   zs;          /* the file's unread bytes */
    ZSTD_DCtx                 *zd;          /* for zstd frames */
    uint64_t                   read;        /* bytes read from the file */

    /*
     * Where records are in the file: the members (gzip members and zstd
     * frames alike) are numbered from 1, and the record being read
     * started at the start of start_member (0: in plain bytes, or inside
     * a member)
     */
    size_t                     member;      /* the one decoded last */
    uint64_t                   member_start;
    uint64_t                   member_end;  /* when it has ended */
    uint64_t                   member_out;  /* bytes it decoded to */
    size_t                     start_member;
    unsigned char             *pos;         /* decoded bytes not yet taken */
    unsigned char             *last;
    const char                *fault;       /* met after pos..last */
    char                       fault_buf[128];
    char                       err[256];
    unsigned char              in[NSEG_WARC_CHUNK];
    unsigned char              out[NSEG_WARC_CHUNK];
};


/* a capture kept, with its keys and block in the same allocation */
typedef struct nseg_warc_original_s  nseg_warc_original_t;

struct nseg_warc_original_s {
    nseg_warc_original_t      *newer;
    nseg_warc_original_t      *next[NSEG_WARC_BY_N];  /* in its buckets */
    char                      *key[NSEG_WARC_BY_N];   /* NULL: none */
    char                      *block;
    size_t                     block_len;
    size_t                     size;        /* counted against max */
};


struct nseg_warc_originals_s {
    nseg_warc_original_t      *oldest;
    nseg_warc_original_t      *newest;
    size_t                     size;
    size_t                     max;

    /* by key; the newest first in each bucket */
    nseg_warc_original_t      *bucket[NSEG_WARC_BY_N][NSEG_WARC_BUCKETS];
};


static int nseg_warc_fail(nseg_warc_t *w, const char *what);
static int nseg_warc_input(nseg_warc_t *w);
static int nseg_warc_fill(nseg_warc_t *w);
static int nseg_warc_need(nseg_warc_t *w, size_t n);
static int nseg_warc_begin(nseg_warc_t *w);
static int nseg_warc_unpack(nseg_warc_t *w);
static int nseg_warc_member(nseg_warc_t *w);
static int nseg_warc_frame(nseg_warc_t *w);
static const char *nseg_warc_zstd_fault(nseg_warc_t *w, size_t rc);
static int nseg_warc_skippable(nseg_warc_t *w);
static int nseg_warc_take(nseg_warc_t *w, char *buf, size_t len);
static int nseg_warc_dictionary(nseg_warc_t *w, const char *p, size_t n);
static uint32_t nseg_warc_le32(const unsigned char *p);
static int nseg_warc_here(nseg_warc_t *w, nseg_warc_record_t *r);
static void nseg_warc_extent(nseg_warc_t *w, nseg_warc_record_t *r);
static int nseg_warc_line(nseg_warc_t *w, char **buf, size_t *len,
    size_t *cap, const char *too_long);
static int nseg_warc_blank(const char *line, size_t n);
static int nseg_warc_read(nseg_warc_t *w, char *buf, uint64_t len);
static int nseg_warc_end(nseg_warc_t *w);
static int nseg_warc_block(nseg_warc_t *w, nseg_warc_record_t *r,
    int (*want)(const nseg_warc_record_t *r), uint64_t max);
static int nseg_warc_arc(nseg_warc_t *w, nseg_warc_record_t *r, char *line,
    size_t len, int (*want)(const nseg_warc_record_t *r), uint64_t max);
static const char *nseg_warc_arc_fields(nseg_warc_t *w,
    nseg_warc_record_t *r, size_t len, int filedesc, char *buf,
    size_t size);
static int nseg_warc_arc_version(nseg_warc_t *w, nseg_warc_record_t *r);
static int nseg_warc_arc_end(nseg_warc_t *w);
static size_t nseg_warc_digits(const char *p);
static int nseg_warc_arc_date_valid(const char *d);
static int nseg_warc_fields(nseg_warc_record_t *r);
static char *nseg_warc_field(char **next, char **value);
static int nseg_warc_type_is(const char *v, const char *type);
static int nseg_warc_html_type(const char *v);
static void nseg_warc_codings(const char *v, nseg_warc_http_t *h,
    int content);
static int nseg_warc_token_is(const char *v, size_t n, const char *t);
static int nseg_warc_param(const char *v, const char *name, char *buf,
    size_t size);
static char *nseg_warc_dechunk(const char *p, size_t n, size_t *len);
static char *nseg_warc_undo(unsigned coding, const char *p, size_t n,
    size_t max, size_t *len, const char **reason);
static int nseg_warc_grow(nseg_warc_out_t *o);
static int nseg_warc_inflate(const char *p, size_t n, nseg_warc_out_t *o,
    int raw);
static int nseg_warc_unbrotli(const char *p, size_t n, nseg_warc_out_t *o);
static int nseg_warc_unzstd(const char *p, size_t n, nseg_warc_out_t *o);
static nseg_warc_original_t *nseg_warc_originals_find(
    nseg_warc_originals_t *o, unsigned by, const char *a, const char *b);
static void nseg_warc_originals_drop(nseg_warc_originals_t *o);
static size_t nseg_warc_hash(const char *a, const char *b);
static int nseg_warc_key_is(const char *key, const char *a, const char *b,
    unsigned nocase);


nseg_warc_t *
nseg_warc_open(const char *path)
{
    int           fd, err;
    nseg_warc_t  *w;
    struct stat   st;

    fd = strcmp(path, "-") == 0 ? dup(STDIN_FILENO)
                                : open(path, O_RDONLY | O_CLOEXEC);
    if (fd == -1) {
        return NULL;
    }

    /* a directory opens, and fails only at the first read */
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        close(fd);
        errno = EISDIR;
        return NULL;
    }

    w = calloc(1, sizeof(nseg_warc_t));
    if (w == NULL) {
        err = errno;
        close(fd);
        errno = err;
        return NULL;
    }

    w->fd = fd;
    w->zs.next_in = w->in;
    w->pos = w->out;
    w->last = w->out;

    return w;
}


void
nseg_warc_close(nseg_warc_t *w)
{
    if (w != NULL) {
        if (w->zinit) {
            (void) inflateEnd(&w->zs);
        }

        ZSTD_freeDCtx(w->zd);
        close(w->fd);
        free(w);
    }
}


const char *
nseg_warc_error(nseg_warc_t *w)
{
    return w->err;
}


void
nseg_warc_record_free(nseg_warc_record_t *r)
{
    free(r->header);
    free(r->block);
    memset(r, 0, sizeof(nseg_warc_record_t));
}


int
nseg_warc_next(nseg_warc_t *w, nseg_warc_record_t *r,
    int (*want)(const nseg_warc_record_t *r), uint64_t max)
{
    int          rc;
    char        *header;
    size_t       len, cap, start;
    const char  *too_long;

    memset(r, 0, sizeof(nseg_warc_record_t));

    /* a fault from here on is this record's */
    w->records++;

    header = NULL;
    len = 0;
    cap = 0;
    too_long = w->format == NSEG_WARC_IS_ARC
               ? "the ARC record header is too long"
               : "not a WARC record header";

    /*
     * blank lines too many after the last record, then "WARC/1.1", or an
     * ARC record's header line
     */
    do {
        len = 0;
        rc = nseg_warc_here(w, r);

        if (rc == 1) {
            rc = nseg_warc_line(w, &header, &len, &cap, too_long);
        }

        if (rc != 1) {
            free(header);

            if (rc == 0) {
                w->records--;
            }

            return rc;
        }

    } while (nseg_warc_blank(header, len));

    /* the first record tells WARC from ARC, whose version block it is */
    if (w->format == NSEG_WARC_UNTOLD) {
        if (len >= 5 && strncmp(header, "WARC/", 5) == 0) {
            w->format = NSEG_WARC_IS_WARC;

        } else if (len >= 11 && strncmp(header, "filedesc://", 11) == 0) {
            w->format = NSEG_WARC_IS_ARC;
        }
    }

    if (w->format == NSEG_WARC_IS_ARC) {
        return nseg_warc_arc(w, r, header, len, want, max);
    }

    if (len < 5 || strncmp(header, "WARC/", 5) != 0) {
        free(header);
        return nseg_warc_fail(w, "not a WARC record header");
    }

    /*
     * The fields, up to the blank line: a line may be as long as the
     * header (a WARC-Target-URI with a long query string is one line).
     */
    for ( ;; ) {
        start = len;
        rc = nseg_warc_line(w, &header, &len, &cap,
                            "the record header is too long");

        if (rc != 1) {
            free(header);
            return rc == 0 ? nseg_warc_fail(w, "the file ends inside a "
                                            "record header")
                           : -1;
        }

        if (nseg_warc_blank(header + start, len - start)) {
            header[start] = '\0';
            break;
        }
    }

    r->header = header;
    r->number = w->records;

    if (nseg_warc_fields(r) != 0) {
        nseg_warc_record_free(r);
        return nseg_warc_fail(w, "the record header has no valid "
                              "Content-Length");
    }

    if (nseg_warc_block(w, r, want, max) != 0 || nseg_warc_end(w) != 0) {
        nseg_warc_record_free(r);
        return -1;
    }

    nseg_warc_extent(w, r);

    return 1;
}


/*
 * The record's block, read into r->block when want(r) says so, else
 * read past: 0, or -1 with the error.
 */
static int
nseg_warc_block(nseg_warc_t *w, nseg_warc_record_t *r,
    int (*want)(const nseg_warc_record_t *r), uint64_t max)
{
    uint64_t  skip;

    skip = r->length;

    if (want != NULL && want(r)) {
        /*
         * Of a block over max, only the start: its HTTP header tells a
         * page that is too large from a video.
         */
        r->too_large = r->length > max;
        r->block_len = r->too_large && r->length > NSEG_WARC_HTTP_MAX
                       ? NSEG_WARC_HTTP_MAX : (size_t) r->length;

        r->block = malloc(r->block_len + 1);
        if (r->block == NULL) {
            return nseg_warc_fail(w, "out of memory");
        }

        if (nseg_warc_read(w, r->block, r->block_len) != 0) {
            return -1;
        }

        r->block[r->block_len] = '\0';
        skip -= r->block_len;
    }

    /* the block, or its rest, when we do not need it: read past it */
    return nseg_warc_read(w, NULL, skip);
}


/*
 * Makes the next byte ready (1, or 0 and -1 as nseg_warc_fill()) and
 * notes where it is in the file, as the start of a record: plain bytes
 * have their offset, the first byte of a gzip member the member's.  A
 * byte further inside a member has none: the file cannot be read from
 * there (a whole-file gzip).
 */
static int
nseg_warc_here(nseg_warc_t *w, nseg_warc_record_t *r)
{
    int  rc;

    if (w->pos == w->last) {
        rc = nseg_warc_fill(w);

        if (rc != 1) {
            return rc;
        }
    }

    w->start_member = 0;
    r->file_offset = -1;

    if (!w->inflated) {
        r->file_offset = w->read - w->zs.avail_in - (w->last - w->pos);

    } else if (w->member_out == (uint64_t) (w->last - w->pos)) {
        /* pos..last are the member's first output */
        w->start_member = w->member;
        r->file_offset = w->member_start;
    }

    return 1;
}


/*
 * The record's length in the file, once it is read: up to the plain
 * byte after it, or the whole of its member when it ends the member
 * too.  A record that shares its member, or runs over into the next
 * one, has no offset or length.
 */
static void
nseg_warc_extent(nseg_warc_t *w, nseg_warc_record_t *r)
{
    if (r->file_offset != -1 && w->start_member == 0 && !w->inflated) {
        r->file_length = w->read - w->zs.avail_in - (w->last - w->pos)
                         - r->file_offset;

    } else if (r->file_offset != -1 && w->start_member == w->member
               && w->inflated && w->pos == w->last
               && w->state != NSEG_WARC_MEMBER && w->state != NSEG_WARC_FRAME)
    {
        r->file_length = w->member_end - w->member_start;

    } else {
        r->file_offset = -1;
        r->file_length = -1;
    }
}


/*
 * The record's error; a gzip fault already met is the cause of whatever
 * went wrong in the bytes inflated just before it (damaged data inflate
 * to garbage for a while before zlib sees the damage).
 */
static int
nseg_warc_fail(nseg_warc_t *w, const char *what)
{
    snprintf(w->err, sizeof(w->err), "record %zu: %s", w->records,
             w->fault != NULL ? w->fault : what);

    return -1;
}


/*
 * More of the file after the zs.avail_in bytes not yet used: 1, 0 at
 * its end, -1 when it cannot be read (an error of the file, not of a
 * record: no record number).
 */
static int
nseg_warc_input(nseg_warc_t *w)
{
    ssize_t  n;

    if (w->zs.avail_in > 0) {
        memmove(w->in, w->zs.next_in, w->zs.avail_in);
    }

    w->zs.next_in = w->in;

    do {
        n = read(w->fd, w->in + w->zs.avail_in,
                 sizeof(w->in) - w->zs.avail_in);
    } while (n == -1 && errno == EINTR);

    if (n == -1) {
        snprintf(w->err, sizeof(w->err), "%s", strerror(errno));
        return -1;
    }

    w->zs.avail_in += (uInt) n;
    w->read += n;

    return n > 0;
}


/*
 * The next decoded bytes of the file in pos..last, once the ones there
 * are taken: 1, 0 at the end of the file, -1 with the error.  Each gzip
 * member and zstd frame starts with its magic; bytes after a member that
 * are not one are plain WARC, read to the end (a member whose magic is
 * damaged is then not a WARC record header).  A fault in a member comes
 * after the bytes decoded before it, so the records before it are whole.
 */
static int
nseg_warc_fill(nseg_warc_t *w)
{
    int  rc;

    for ( ;; ) {
        if (w->fault != NULL) {
            return nseg_warc_fail(w, w->fault);
        }

        switch (w->state) {

        case NSEG_WARC_BETWEEN:
            rc = nseg_warc_begin(w);

            if (rc != 1) {
                return rc;
            }

            break;

        case NSEG_WARC_PLAIN:
            if (w->zs.avail_in == 0) {
                rc = nseg_warc_input(w);

                if (rc != 1) {
                    return rc;
                }
            }

            w->pos = w->zs.next_in;
            w->last = w->pos + w->zs.avail_in;
            w->zs.next_in += w->zs.avail_in;
            w->zs.avail_in = 0;
            w->inflated = 0;

            return 1;

        default: /* NSEG_WARC_MEMBER, NSEG_WARC_FRAME */
            if (nseg_warc_unpack(w) == -1) {
                return -1;
            }

            if (w->pos < w->last) {
                return 1;
            }
        }
    }
}


/* at least n bytes of the file unused, unless it ends: 0, or -1 */
static int
nseg_warc_need(nseg_warc_t *w, size_t n)
{
    int  rc;

    while (w->zs.avail_in < n) {
        rc = nseg_warc_input(w);

        if (rc != 1) {
            return rc;
        }
    }

    return 0;
}


/*
 * Between members, by the magic of the bytes that follow: a gzip member
 * or a zstd frame starts, a skippable frame is read (a dictionary) or
 * passed over, or the rest is plain.  1, 0 at the end of the file, -1.
 */
static int
nseg_warc_begin(nseg_warc_t *w)
{
    int             rc;
    uint32_t        magic;
    unsigned char  *p;

    if (nseg_warc_need(w, 4) == -1) {
        return -1;
    }

    if (w->zs.avail_in == 0) {
        return 0;
    }

    p = w->zs.next_in;
    magic = w->zs.avail_in >= 4 ? nseg_warc_le32(p) : 0;

    if (w->zs.avail_in >= 2 && p[0] == 0x1f && p[1] == 0x8b) {
        rc = w->zinit ? inflateReset(&w->zs)
                      : inflateInit2(&w->zs, 16 + MAX_WBITS);

        if (rc != Z_OK) {
            return nseg_warc_fail(w, "out of memory");
        }

        w->zinit = 1;
        w->state = NSEG_WARC_MEMBER;

    } else if (magic == ZSTD_MAGICNUMBER) {
        if (w->zd == NULL) {
            w->zd = ZSTD_createDCtx();

            if (w->zd == NULL) {
                return nseg_warc_fail(w, "out of memory");
            }
        }

        /* the dictionary stays for the frames after this one */
        (void) ZSTD_DCtx_reset(w->zd, ZSTD_reset_session_only);
        w->state = NSEG_WARC_FRAME;

    } else if ((magic & ZSTD_MAGIC_SKIPPABLE_MASK)
               == ZSTD_MAGIC_SKIPPABLE_START)
    {
        return nseg_warc_skippable(w) == -1 ? -1 : 1;

    } else {
        w->state = NSEG_WARC_PLAIN;
        return 1;
    }

    w->member++;
    w->member_start = w->read - w->zs.avail_in;
    w->member_out = 0;

    return 1;
}


/* more of the gzip member or zstd frame: as nseg_warc_member() */
static int
nseg_warc_unpack(nseg_warc_t *w)
{
    return w->state == NSEG_WARC_FRAME ? nseg_warc_frame(w)
                                       : nseg_warc_member(w);
}


/*
 * Inflates more of the member into pos..last, which may stay empty: 0,
 * or -1 when the file cannot be read.  At the member's end, the state
 * is NSEG_WARC_BETWEEN; a fault is noted for nseg_warc_fill().
 */
static int
nseg_warc_member(nseg_warc_t *w)
{
    int  rc;

    if (w->zs.avail_in == 0) {
        rc = nseg_warc_input(w);

        if (rc == -1) {
            return -1;
        }

        if (rc == 0) {
            w->fault = "the file ends inside a gzip member";
            return 0;
        }
    }

    w->zs.next_out = w->out;
    w->zs.avail_out = sizeof(w->out);

    rc = inflate(&w->zs, Z_NO_FLUSH);

    if (rc == Z_STREAM_END) {
        w->state = NSEG_WARC_BETWEEN;
        w->member_end = w->read - w->zs.avail_in;

    } else if (rc == Z_MEM_ERROR) {
        w->fault = "out of memory";

    } else if (rc != Z_OK && rc != Z_BUF_ERROR) {
        snprintf(w->fault_buf, sizeof(w->fault_buf),
                 "damaged gzip data (%s)",
                 w->zs.msg != NULL ? w->zs.msg : "zlib error");
        w->fault = w->fault_buf;
    }

    w->pos = w->out;
    w->last = w->zs.next_out;
    w->inflated = 1;
    w->member_out += w->last - w->pos;

    return 0;
}


/*
 * Decompresses more of the zstd frame into pos..last: as
 * nseg_warc_member().  zstd stops at the end of a frame, so the bytes
 * after it are left for the next one.  A frame may ask for a window of
 * up to 128 MiB, zstd's own limit, as a record may be a video.
 */
static int
nseg_warc_frame(nseg_warc_t *w)
{
    int             rc;
    size_t          left;
    ZSTD_inBuffer   in;
    ZSTD_outBuffer  out;

    if (w->zs.avail_in == 0) {
        rc = nseg_warc_input(w);

        if (rc == -1) {
            return -1;
        }

        if (rc == 0) {
            w->fault = "the file ends inside a zstd frame";
            return 0;
        }
    }

    in.src = w->zs.next_in;
    in.size = w->zs.avail_in;
    in.pos = 0;
    out.dst = w->out;
    out.size = sizeof(w->out);
    out.pos = 0;

    left = ZSTD_decompressStream(w->zd, &out, &in);

    w->zs.next_in += in.pos;
    w->zs.avail_in -= (uInt) in.pos;

    if (ZSTD_isError(left)) {
        w->fault = nseg_warc_zstd_fault(w, left);

    } else if (left == 0) {
        w->state = NSEG_WARC_BETWEEN;
        w->member_end = w->read - w->zs.avail_in;
    }

    w->pos = w->out;
    w->last = w->out + out.pos;
    w->inflated = 1;
    w->member_out += out.pos;

    return 0;
}


/* zstd's reason; a dictionary missing or another one is said plainly */
static const char *
nseg_warc_zstd_fault(nseg_warc_t *w, size_t rc)
{
    if (ZSTD_getErrorCode(rc) == ZSTD_error_dictionary_wrong) {
        return w->dict ? "a zstd frame was made with another dictionary "
                         "than the file's"
                       : "a zstd frame needs a dictionary, and the file "
                         "has none before it";
    }

    snprintf(w->fault_buf, sizeof(w->fault_buf), "damaged zstd data (%s)",
             ZSTD_getErrorName(rc));

    return w->fault_buf;
}


/*
 * A zstd skippable frame between members: its magic and length, 4 bytes
 * each, little-endian, then as many bytes.  The one of NSEG_WARC_ZSTD_DICT
 * holds the dictionary of the frames after it (the first in a .warc.zst
 * file; one further on, in files joined with cat, takes its place); the
 * others are passed over, as zstd passes them.  0, or -1 with the error.
 */
static int
nseg_warc_skippable(nseg_warc_t *w)
{
    int        rc;
    char      *dict;
    uint32_t   magic, len;

    if (nseg_warc_need(w, 8) == -1) {
        return -1;
    }

    if (w->zs.avail_in < 8) {
        return nseg_warc_fail(w, "the file ends inside a zstd skippable "
                              "frame");
    }

    magic = nseg_warc_le32(w->zs.next_in);
    len = nseg_warc_le32(w->zs.next_in + 4);
    w->zs.next_in += 8;
    w->zs.avail_in -= 8;

    if (magic != NSEG_WARC_ZSTD_DICT) {
        return nseg_warc_take(w, NULL, len);
    }

    if (len > NSEG_WARC_ZSTD_DICT_MAX) {
        return nseg_warc_fail(w, "the zstd dictionary is over 16 MiB");
    }

    dict = malloc(len + 1);
    if (dict == NULL) {
        return nseg_warc_fail(w, "out of memory");
    }

    rc = nseg_warc_take(w, dict, len);

    if (rc == 0) {
        rc = nseg_warc_dictionary(w, dict, len);
    }

    free(dict);

    return rc;
}


/* len bytes of the file as they are into buf, or past them: 0, or -1 */
static int
nseg_warc_take(nseg_warc_t *w, char *buf, size_t len)
{
    int     rc;
    size_t  n;

    while (len > 0) {
        if (w->zs.avail_in == 0) {
            rc = nseg_warc_input(w);

            if (rc == -1) {
                return -1;
            }

            if (rc == 0) {
                return nseg_warc_fail(w, "the file ends inside a zstd "
                                      "skippable frame");
            }
        }

        n = w->zs.avail_in < len ? w->zs.avail_in : len;

        if (buf != NULL) {
            memcpy(buf, w->zs.next_in, n);
            buf += n;
        }

        w->zs.next_in += n;
        w->zs.avail_in -= (uInt) n;
        len -= n;
    }

    return 0;
}


/*
 * The dictionary of the zstd frames after it, raw (as zstd --train
 * writes it) or itself zstd-compressed: 0, or -1 with the error
 */
static int
nseg_warc_dictionary(nseg_warc_t *w, const char *p, size_t n)
{
    int              rc;
    size_t           zrc;
    nseg_warc_out_t  o;

    o.data = NULL;

    if (n >= 4 && nseg_warc_le32((const unsigned char *) p)
                  == ZSTD_MAGICNUMBER)
    {
        o.len = 0;
        o.limit = NSEG_WARC_ZSTD_DICT_MAX;
        o.cap = n * 4 + 4096 < o.limit ? n * 4 + 4096 : o.limit;

        o.data = malloc(o.cap + 1);
        if (o.data == NULL) {
            return nseg_warc_fail(w, "out of memory");
        }

        rc = nseg_warc_unzstd(p, n, &o);

        if (rc != 1) {
            free(o.data);
            return nseg_warc_fail(w, rc == -1 ? "out of memory"
                                  : "the zstd dictionary is damaged or "
                                    "over 16 MiB");
        }

        p = o.data;
        n = o.len;
    }

    if (w->zd == NULL) {
        w->zd = ZSTD_createDCtx();

        if (w->zd == NULL) {
            free(o.data);
            return nseg_warc_fail(w, "out of memory");
        }
    }

    zrc = ZSTD_DCtx_loadDictionary(w->zd, p, n);

    free(o.data);

    if (ZSTD_isError(zrc)) {
        snprintf(w->fault_buf, sizeof(w->fault_buf),
                 "the zstd dictionary is damaged (%s)",
                 ZSTD_getErrorName(zrc));
        return nseg_warc_fail(w, w->fault_buf);
    }

    w->dict = n > 0;

    return 0;
}


static uint32_t
nseg_warc_le32(const unsigned char *p)
{
    return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16
           | (uint32_t) p[3] << 24;
}


/*
 * Appends the next line of the file, its '\n' included, to buf at len,
 * NUL-terminated: 1, 0 at the end of the file, -1 with the error, and
 * too_long when buf would be longer than a header may be.  The end of
 * the file ends a last line without '\n'.
 */
static int
nseg_warc_line(nseg_warc_t *w, char **buf, size_t *len, size_t *cap,
    const char *too_long)
{
    int             rc;
    char           *p;
    size_t          n, start;
    unsigned char  *nl;

    start = *len;

    for ( ;; ) {
        if (w->pos == w->last) {
            rc = nseg_warc_fill(w);

            if (rc != 1) {
                return rc == 0 ? *len > start : -1;
            }
        }

        nl = memchr(w->pos, '\n', w->last - w->pos);
        n = nl != NULL ? (size_t) (nl + 1 - w->pos)
                       : (size_t) (w->last - w->pos);

        if (*len + n + 1 > NSEG_WARC_HEADER_MAX) {
            return nseg_warc_fail(w, too_long);
        }

        if (*len + n + 1 > *cap) {
            *cap = *cap ? *cap * 2 : 4096;

            while (*cap < *len + n + 1) {
                *cap *= 2;
            }

            p = realloc(*buf, *cap);
            if (p == NULL) {
                return nseg_warc_fail(w, "out of memory");
            }

            *buf = p;
        }

        memcpy(*buf + *len, w->pos, n);
        *len += n;
        (*buf)[*len] = '\0';
        w->pos += n;

        if (nl != NULL) {
            return 1;
        }
    }
}


static int
nseg_warc_blank(const char *line, size_t n)
{
    return (n == 1 && line[0] == '\n')
           || (n == 2 && line[0] == '\r' && line[1] == '\n');
}


/* reads len bytes of the block into buf, or past them when buf is NULL */
static int
nseg_warc_read(nseg_warc_t *w, char *buf, uint64_t len)
{
    int     rc;
    size_t  n;

    while (len > 0) {
        if (w->pos == w->last) {
            rc = nseg_warc_fill(w);

            if (rc != 1) {
                return rc == 0 ? nseg_warc_fail(w, "the file ends inside "
                                                "a record's block")
                               : -1;
            }
        }

        n = (size_t) (w->last - w->pos);

        if (n > len) {
            n = (size_t) len;
        }

        if (buf != NULL) {
            memcpy(buf, w->pos, n);
            buf += n;
        }

        w->pos += n;
        len -= n;
    }

    return 0;
}


/*
 * The two line ends after the block, which end the record: a gzip fault
 * met just after them is this record's (its member's checksum or
 * length is wrong), not the next one's.  Their absence is forgiven.  A
 * record that starts its member is inflated to the member's end when
 * it is there, for the record's length in the file: the end, and the
 * checksum, may be in the next bytes read.
 */
static int
nseg_warc_end(nseg_warc_t *w)
{
    int       rc;
    unsigned  k;

    for (k = 0; k < 4; k++) {
        if (w->pos == w->last) {
            rc = nseg_warc_fill(w);

            if (rc != 1) {
                return rc;
            }
        }

        if (*w->pos != (k % 2 ? '\n' : '\r')) {
            /* LF only */
            if (k % 2 == 0 && *w->pos == '\n') {
                k++;

            } else {
                break;
            }
        }

        w->pos++;
    }

    while (w->start_member != 0 && w->pos == w->last
           && (w->state == NSEG_WARC_MEMBER || w->state == NSEG_WARC_FRAME)
           && w->fault == NULL)
    {
        if (nseg_warc_unpack(w) == -1) {
            return -1;
        }
    }

    if (w->pos == w->last && w->fault != NULL) {
        return nseg_warc_fail(w, w->fault);
    }

    return 0;
}


/*
 * An ARC record (the Internet Archive's format before WARC, versions 1
 * and 2): a header line of fields separated by spaces, the URL first
 * and the block's length last, the block (for an http URL, the HTTP
 * response as it came, header and body), then a line end, or several,
 * or none.  The file starts with a version block, a record of the URL
 * "filedesc://NAME" whose block gives the version, and so the fields of
 * the header lines after it: 5 in version 1 (URL IP-address
 * Archive-date Content-type Archive-length), 10 in version 2 (with
 * Result-code, Checksum, Location, Offset and Filename before the
 * length).  The record gets the fields of the WARC record it would be:
 * an http or https URL is a response whose block is application/http;
 * the version block is the file's warcinfo; the others (dns:, ftp:, ...)
 * are responses of their own type, and no page.  It has no record id
 * and no payload digest (version 2's checksum is not one).  line is the
 * header line read, len bytes, which r takes over.
 */
static int
nseg_warc_arc(nseg_warc_t *w, nseg_warc_record_t *r, char *line,
    size_t len, int (*want)(const nseg_warc_record_t *r), uint64_t max)
{
    int          rc, filedesc;
    char        *p, buf[128];
    const char  *reason;

    /* room after the line for its date in ISO 8601 */
    p = realloc(line, len + 1 + sizeof("2005-03-14T10:30:00Z"));
    if (p == NULL) {
        free(line);
        return nseg_warc_fail(w, "out of memory");
    }

    r->header = p;
    r->number = w->records;

    filedesc = len >= 11 && strncmp(p, "filedesc://", 11) == 0;

    if (!filedesc && w->arc_fields == 0) {
        nseg_warc_record_free(r);
        return nseg_warc_fail(w, "no ARC version block before the record");
    }

    reason = nseg_warc_arc_fields(w, r, len, filedesc, buf, sizeof(buf));

    if (reason != NULL) {
        nseg_warc_record_free(r);
        return nseg_warc_fail(w, reason);
    }

    rc = filedesc ? nseg_warc_arc_version(w, r)
                  : nseg_warc_block(w, r, want, max);

    if (rc != 0 || nseg_warc_arc_end(w) != 0) {
        nseg_warc_record_free(r);
        return -1;
    }

    nseg_warc_extent(w, r);

    return 1;
}


/*
 * Cuts the header line (r->header, len bytes) into the record's fields,
 * from the right: the last ones are fixed, 4 in version 1 and 9 in
 * version 2, and what is left of them is the URL, which may hold spaces
 * (some version 1 files have them).  A version block's line has as many
 * fields as its own version's: 10 are version 2.  The date,
 * YYYYMMDDhhmmss in UTC, is written after the line in ISO 8601, as a
 * WARC-Date.  NULL, or what is wrong with the line (in buf, of size).
 */
static const char *
nseg_warc_arc_fields(nseg_warc_t *w, nseg_warc_record_t *r, size_t len,
    int filedesc, char *buf, size_t size)
{
    char      *line, *p, *q, *end, *field[9];
    size_t     n, nfixed, k;
    uint64_t   length;

    line = r->header;

    while (len > 0
           && (line[len - 1] == '\n' || line[len - 1] == '\r'
               || line[len - 1] == ' ' || line[len - 1] == '\t'))
    {
        len--;
    }

    line[len] = '\0';

    for (n = len > 0, p = line; *p != '\0'; p++) {
        n += *p == ' ';
    }

    nfixed = filedesc ? (n == 10 ? 9 : 4) : (size_t) w->arc_fields - 1;

    if (n < nfixed + 1) {
        snprintf(buf, size, "the ARC record header has %zu field%s, not %zu",
                 n, n == 1 ? "" : "s", nfixed + 1);
        return buf;
    }

    p = line + len;

    for (k = nfixed; k-- > 0; /* void */) {
        for (q = p; q[-1] != ' '; q--) {
            /* void: there are n - 1 spaces before p */
        }

        if (q == p || q - 1 == line) {
            return "the ARC record header has an empty field";
        }

        field[k] = q;
        p = q - 1;
        *p = '\0';
    }

    /* field[0] is the IP address, [1] the date, [2] the content type */

    if (nseg_warc_digits(field[1]) != 14) {
        return "the ARC record header's date is not 14 digits";
    }

    if (!nseg_warc_arc_date_valid(field[1])) {
        return "the ARC record header's date is no date";
    }

    n = nseg_warc_digits(field[nfixed - 1]);

    errno = 0;
    length = strtoull(field[nfixed - 1], &end, 10);

    if (n == 0 || errno != 0) {
        return "the ARC record header's length is not a number";
    }

    p = line + len + 1;
    sprintf(p, "%.4s-%.2s-%.2sT%.2s:%.2s:%.2sZ", field[1], field[1] + 4,
            field[1] + 6, field[1] + 8, field[1] + 10, field[1] + 12);

    /* blanks before the URL, which some writers leave, are not its */
    while (*line == ' ' || *line == '\t') {
        line++;
    }

    if (*line == '\0') {
        return "the ARC record header has an empty field";
    }

    r->target = line;
    r->date = p;
    r->length = length;
    r->type = "response";

    if (filedesc) {
        r->type = "warcinfo";
        r->content_type = field[2];

    } else if (strncasecmp(line, "http://", 7) == 0
               || strncasecmp(line, "https://", 8) == 0)
    {
        r->content_type = "application/http; msgtype=response";

    } else {
        /* "text/dns", as in WARC */
        r->content_type = field[2];
    }

    return NULL;
}



/*
 * Whether YYYYMMDDhhmmss (14 digits) is a time: a month, a day of it, an
 * hour, minutes and seconds (a leap second too)
 */
static int
nseg_warc_arc_date_valid(const char *d)
{
    int  year, month, day, hour, min, sec, mdays;

#define nseg_warc_2(p)  (((p)[0] - '0') * 10 + ((p)[1] - '0'))

    year = nseg_warc_2(d) * 100 + nseg_warc_2(d + 2);
    month = nseg_warc_2(d + 4);
    day = nseg_warc_2(d + 6);
    hour = nseg_warc_2(d + 8);
    min = nseg_warc_2(d + 10);
    sec = nseg_warc_2(d + 12);

#undef nseg_warc_2

    if (month < 1 || month > 12 || hour > 23 || min > 59 || sec > 60) {
        return 0;
    }

    mdays = (month == 2) ? 28 + (year % 4 == 0
                                 && (year % 100 != 0 || year % 400 == 0))
            : (month == 4 || month == 6 || month == 9 || month == 11) ? 30
            : 31;

    return day >= 1 && day <= mdays;
}

/*
 * The block of a version block: its first line, "1 0 Alexa Internet",
 * gives the version, and so the number of fields of the header lines
 * after it (the second line names them; the rest, such as Heritrix's
 * XML metadata, is passed over).  0, or -1 with the error.
 */
static int
nseg_warc_arc_version(nseg_warc_t *w, nseg_warc_record_t *r)
{
    char    buf[16];
    size_t  n;

    n = r->length < sizeof(buf) - 1 ? (size_t) r->length : sizeof(buf) - 1;

    if (nseg_warc_read(w, buf, n) != 0
        || nseg_warc_read(w, NULL, r->length - n) != 0)
    {
        return -1;
    }

    buf[n] = '\0';

    if ((buf[0] != '1' && buf[0] != '2')
        || (buf[1] != ' ' && buf[1] != '\n' && buf[1] != '\r'
            && buf[1] != '\0'))
    {
        return nseg_warc_fail(w, "the ARC version block gives neither "
                              "version 1 nor 2");
    }

    w->arc_fields = buf[0] == '1' ? 5 : 10;

    return 0;
}


/*
 * The line ends after an ARC record's block: one as a rule, but some
 * writers put none or several.  They are the record's: in plain bytes
 * up to the next record, in a gzip member or zstd frame that the record
 * started up to the member's end, which is inflated for it (as
 * nseg_warc_end() does).  0, or -1 with the error.
 */
static int
nseg_warc_arc_end(nseg_warc_t *w)
{
    int  rc;

    for ( ;; ) {
        if (w->pos == w->last) {
            if (w->fault != NULL) {
                return nseg_warc_fail(w, w->fault);
            }

            if (w->state == NSEG_WARC_PLAIN) {
                rc = nseg_warc_fill(w);

                if (rc != 1) {
                    return rc;
                }

            } else if (w->start_member != 0
                       && (w->state == NSEG_WARC_MEMBER
                           || w->state == NSEG_WARC_FRAME))
            {
                if (nseg_warc_unpack(w) == -1) {
                    return -1;
                }

                continue;

            } else {
                return 0;
            }
        }

        if (*w->pos != '\n' && *w->pos != '\r') {
            return 0;
        }

        w->pos++;
    }
}


/* the number of digits of a string of digits only, else 0 */
static size_t
nseg_warc_digits(const char *p)
{
    size_t  n;

    for (n = 0; p[n] >= '0' && p[n] <= '9'; n++) {
        /* void */
    }

    return p[n] == '\0' ? n : 0;
}


/*
 * Points the fields we use at their values in the header, which is cut
 * into them; field names are case-insensitive.  -1 without a valid
 * Content-Length.
 */
static int
nseg_warc_fields(nseg_warc_record_t *r)
{
    int          have_length;
    char        *name, *next, *v, *end;
    unsigned     k;

    /* uri: "<http://...>" in WARC 1.0's grammar, bare in 1.1 */
    static const struct {
        const char  *name;
        size_t       offset;
        unsigned     uri;
    } fields[] = {
        { "WARC-Type", offsetof(nseg_warc_record_t, type), 0 },
        { "WARC-Target-URI", offsetof(nseg_warc_record_t, target), 1 },
        { "WARC-Date", offsetof(nseg_warc_record_t, date), 0 },
        { "WARC-Record-ID", offsetof(nseg_warc_record_t, id), 0 },
        { "Content-Type", offsetof(nseg_warc_record_t, content_type), 0 },
        { "WARC-Identified-Payload-Type",
          offsetof(nseg_warc_record_t, identified), 0 },
        { "WARC-Payload-Digest", offsetof(nseg_warc_record_t, digest), 0 },
        { "WARC-Refers-To", offsetof(nseg_warc_record_t, refers_to), 0 },
        { "WARC-Refers-To-Target-URI",
          offsetof(nseg_warc_record_t, refers_to_target), 1 },
        { "WARC-Refers-To-Date",
          offsetof(nseg_warc_record_t, refers_to_date), 0 },
    };

    have_length = 0;

    /* after "WARC/1.0" */
    next = strchr(r->header, '\n');

    while ((name = nseg_warc_field(&next, &v)) != NULL) {

        if (strcasecmp(name, "Content-Length") == 0) {
            errno = 0;
            r->length = strtoull(v, &end, 10);

            if (*v < '0' || *v > '9' || *end != '\0' || errno != 0) {
                return -1;
            }

            have_length = 1;
            continue;
        }

        for (k = 0; k < sizeof(fields) / sizeof(fields[0]); k++) {
            if (strcasecmp(name, fields[k].name) == 0) {
                if (fields[k].uri && *v == '<' && v[strlen(v) - 1] == '>') {
                    v++;
                    v[strlen(v) - 1] = '\0';
                }

                *(const char **) ((char *) r + fields[k].offset) = v;
                break;
            }
        }
    }

    return have_length ? 0 : -1;
}


/*
 * The next field of a header being cut in place at *next (the start of
 * a line, or the '\n' ending the first one, which names the header):
 * its name, with its value in *value, trimmed; NULL at the end.  A
 * line that starts with a space or a tab continues the value before it
 * (folding, LWS in WARC's grammar and obs-fold in HTTP's) and is joined
 * to it with one space.  Lines without ':' are passed over.
 */
static char *
nseg_warc_field(char **next, char **value)
{
    char  *line, *p, *d, *colon;

    if (*next != NULL && **next == '\n') {
        (*next)++;
    }

    while (*next != NULL && **next != '\0') {
        line = *next;
        p = line;
        d = line;

        for ( ;; ) {
            while (*p != '\0' && *p != '\n') {
                *d++ = *p++;
            }

            while (d > line
                   && (d[-1] == '\r' || d[-1] == ' ' || d[-1] == '\t'))
            {
                d--;
            }

            if (*p == '\n') {
                p++;
            }

            if (*p != ' ' && *p != '\t') {
                break;
            }

            while (*p == ' ' || *p == '\t') {
                p++;
            }

            *d++ = ' ';
        }

        /* d is before p, or both are at the end */
        *d = '\0';
        *next = p;

        colon = strchr(line, ':');
        if (colon == NULL) {
            continue;
        }

        *colon = '\0';

        for (p = colon + 1; *p == ' ' || *p == '\t'; p++) {
            /* void */
        }

        *value = p;

        return line;
    }

    return NULL;
}


int
nseg_warc_is_page(const nseg_warc_record_t *r)
{
    char         msgtype[16];
    const char  *ct;

    if (r->type == NULL) {
        return 0;
    }

    ct = r->content_type;

    if (strcasecmp(r->type, "response") == 0 || nseg_warc_is_revisit(r)) {
        /* application/http; msgtype=response, or no type given */
        return ct == NULL
               || (nseg_warc_type_is(ct, "application/http")
                   && !(nseg_warc_param(ct, "msgtype", msgtype,
                                        sizeof(msgtype))
                        && strcasecmp(msgtype, "request") == 0));
    }

    return strcasecmp(r->type, "resource") == 0 && ct != NULL
           && nseg_warc_html_type(ct);
}


int
nseg_warc_is_revisit(const nseg_warc_record_t *r)
{
    return r->type != NULL && strcasecmp(r->type, "revisit") == 0;
}


int
nseg_warc_http(const nseg_warc_record_t *r, nseg_warc_http_t *h)
{
    char        *name, *next, *v, *hend;
    size_t       n, len;
    const char  *p, *end, *body, *start;

    memset(h, 0, sizeof(nseg_warc_http_t));

    if (r->block == NULL) {
        return -1;
    }

    if (strcasecmp(r->type, "resource") == 0) {
        h->status = 200;
        h->html = 1;
        h->body = r->block;
        h->body_len = r->block_len;

        (void) nseg_warc_param(r->content_type, "charset", h->charset_buf,
                               sizeof(h->charset_buf));
        h->charset = h->charset_buf[0] ? h->charset_buf : NULL;

        return 0;
    }

    end = r->block + r->block_len;

    /*
     * Interim responses (100 Continue, 103 Early Hints) may come first,
     * each with its header: the response is the one after them.
     */
    for (start = r->block; /* void */; start = body) {
        p = start;
        len = end - start;

        if (len < 12 || strncmp(p, "HTTP/", 5) != 0) {
            return -1;
        }

        /* "HTTP/1.1 200 OK" */
        p = memchr(p, ' ', len > 16 ? 16 : len);
        if (p == NULL || end - p < 4 || !isdigit((unsigned char) p[1])
            || !isdigit((unsigned char) p[2])
            || !isdigit((unsigned char) p[3]))
        {
            return -1;
        }

        h->status = (p[1] - '0') * 100 + (p[2] - '0') * 10 + (p[3] - '0');

        /* the header ends at the first blank line */
        body = NULL;
        n = len < NSEG_WARC_HTTP_MAX ? len : NSEG_WARC_HTTP_MAX;

        for (p = start; p + 1 < start + n; p++) {
            if (p[0] == '\n'
                && (p[1] == '\n'
                    || (p[1] == '\r' && p + 2 < end && p[2] == '\n')))
            {
                body = p + (p[1] == '\n' ? 2 : 3);
                break;
            }
        }

        if (body == NULL) {
            /* a header without body (a truncated capture) */
            if (len > NSEG_WARC_HTTP_MAX) {
                return NSEG_WARC_HTTP_TOO_LONG;
            }

            body = end;
        }

        if (h->status < 100 || h->status > 199 || body == end) {
            break;
        }
    }

    h->body = body;
    h->body_len = end - body;

    /* no type: what the crawler found the payload to be, if it says */
    h->html = r->identified == NULL || nseg_warc_html_type(r->identified);

    /* the header fields, on a copy we can cut into lines */
    hend = strndup(start, body - start);
    if (hend == NULL) {
        return -1;
    }

    /* after the status line */
    next = strchr(hend, '\n');

    while ((name = nseg_warc_field(&next, &v)) != NULL) {

        if (strcasecmp(name, "Content-Type") == 0) {
            h->html = nseg_warc_html_type(v);
            (void) nseg_warc_param(v, "charset", h->charset_buf,
                                   sizeof(h->charset_buf));

        } else if (strcasecmp(name, "Transfer-Encoding") == 0) {
            nseg_warc_codings(v, h, 0);

        } else if (strcasecmp(name, "Content-Encoding") == 0) {
            nseg_warc_codings(v, h, 1);

        } else if (strcasecmp(name, "Content-Language") == 0
                   && h->language_buf[0] == '\0')
        {
            /* the core reads a list's first tag: "de-DE, en-US, ..." */
            n = strcspn(v, ",");

            if (n < sizeof(h->language_buf)) {
                memcpy(h->language_buf, v, n);
                h->language_buf[n] = '\0';
            }
        }
    }

    free(hend);

    h->charset = h->charset_buf[0] ? h->charset_buf : NULL;
    h->language = h->language_buf[0] ? h->language_buf : NULL;

    return 0;
}


/*
 * The codings of a Transfer-Encoding or Content-Encoding list ("gzip,
 * chunked"; the header may come more than once): chunked, the layers to
 * undo, or one we cannot undo.  identity is no coding.  The content
 * codings were applied before the transfer ones, whatever the order of
 * the headers, so they go before them in h->coding.
 */
static void
nseg_warc_codings(const char *v, nseg_warc_http_t *h, int content)
{
    int          coding;
    size_t       n;
    const char  *end;

    for ( ; *v != '\0'; v = *end == ',' ? end + 1 : end) {
        while (*v == ' ' || *v == '\t') {
            v++;
        }

        end = strchr(v, ',');

        if (end == NULL) {
            end = v + strlen(v);
        }

        for (n = end - v; n > 0 && (v[n - 1] == ' ' || v[n - 1] == '\t');
             n--)
        {
            /* void */
        }

        if (n == 0 || nseg_warc_token_is(v, n, "identity")) {
            continue;
        }

        if (nseg_warc_token_is(v, n, "chunked")) {
            h->chunked = 1;
            continue;
        }

        if (nseg_warc_token_is(v, n, "gzip")
            || nseg_warc_token_is(v, n, "x-gzip")
            || nseg_warc_token_is(v, n, "deflate"))
        {
            coding = NSEG_WARC_GZIP;

        } else if (nseg_warc_token_is(v, n, "br")) {
            coding = NSEG_WARC_BR;

        } else if (nseg_warc_token_is(v, n, "zstd")) {
            coding = NSEG_WARC_ZSTD;

        } else {
            coding = -1;
        }

        if (coding == -1 || h->ncodings == NSEG_WARC_CODINGS_MAX) {
            h->unsupported = 1;
            continue;
        }

        if (content) {
            memmove(&h->coding[h->ncontent + 1], &h->coding[h->ncontent],
                    h->ncodings - h->ncontent);
            h->coding[h->ncontent++] = (unsigned char) coding;

        } else {
            h->coding[h->ncodings] = (unsigned char) coding;
        }

        h->ncodings++;
    }
}


/* a token of n bytes at v is t, whatever the case */
static int
nseg_warc_token_is(const char *v, size_t n, const char *t)
{
    return n == strlen(t) && strncasecmp(v, t, n) == 0;
}


char *
nseg_warc_decode(const nseg_warc_http_t *h, size_t max, size_t *len,
    const char **reason)
{
    char        *buf, *out;
    size_t       n;
    unsigned     k;
    const char  *p;

    *reason = NULL;
    buf = NULL;
    p = h->body;
    n = h->body_len;

    if (h->unsupported) {
        *reason = "content encoding not supported (gzip, deflate, br and "
                  "zstd are)";
        return NULL;
    }

    if (h->chunked) {
        buf = nseg_warc_dechunk(p, n, &n);

        if (buf != NULL) {
            p = buf;

        } else {
            /* not chunks after all: the body as it is */
            n = h->body_len;
        }
    }

    /* the codings, the last applied first */
    for (k = h->ncodings; k-- > 0; /* void */) {
        out = nseg_warc_undo(h->coding[k], p, n, max, &n, reason);

        free(buf);

        if (out == NULL) {
            return NULL;
        }

        buf = out;
        p = out;
    }

    if (n > max) {
        n = max + 1;
    }

    if (buf == NULL) {
        buf = malloc(n + 1);

        if (buf == NULL) {
            *reason = "out of memory";
            return NULL;
        }

        memcpy(buf, p, n);
    }

    buf[n] = '\0';
    *len = n;

    return buf;
}


/*
 * The chunks of a chunked body joined: "1a;ext\r\n" + 26 bytes + "\r\n"
 * ... "0\r\n\r\n".  A capture cut short keeps the chunks it has.  NULL
 * when the body does not start as chunks (or out of memory).
 */
static char *
nseg_warc_dechunk(const char *p, size_t n, size_t *len)
{
    char        *out;
    size_t       size, got;
    const char  *end;
    int          digits, d;

    end = p + n;
    out = malloc(n + 1);
    if (out == NULL) {
        return NULL;
    }

    got = 0;

    while (p < end) {
        size = 0;
        digits = 0;

        for ( ; p < end && isxdigit((unsigned char) *p); p++) {
            d = isdigit((unsigned char) *p) ? *p - '0'
                                            : (tolower((unsigned char) *p)
                                               - 'a' + 10);

            if (size > (SIZE_MAX >> 4)) {
                break;
            }

            size = size * 16 + (size_t) d;
            digits++;
        }

        if (digits == 0) {
            if (got == 0) {
                free(out);
                return NULL;
            }

            break;
        }

        /* extensions up to the end of the line */
        while (p < end && *p != '\n') {
            p++;
        }

        if (p < end) {
            p++;
        }

        if (size == 0) {
            break;
        }

        if (size > (size_t) (end - p)) {
            size = end - p;
        }

        memcpy(out + got, p, size);
        got += size;
        p += size;

        /* the CRLF after the data */
        if (p < end && *p == '\r') {
            p++;
        }

        if (p < end && *p == '\n') {
            p++;
        }
    }

    out[got] = '\0';
    *len = got;

    return out;
}


/*
 * One coding undone, to at most max + 1 bytes (more is cut there): a
 * malloc'd, NUL-terminated copy.  Data cut short, damaged or followed
 * by junk keep what they gave; NULL with a reason when nothing came.
 */
static char *
nseg_warc_undo(unsigned coding, const char *p, size_t n, size_t max,
    size_t *len, const char **reason)
{
    int              rc;
    const char      *what;
    nseg_warc_out_t  o;

    o.len = 0;
    o.limit = max + 1;
    o.cap = n * 4 + 4096 < o.limit ? n * 4 + 4096 : o.limit;

    o.data = malloc(o.cap + 1);
    if (o.data == NULL) {
        *reason = "out of memory";
        return NULL;
    }

    switch (coding) {

    case NSEG_WARC_BR:
        rc = nseg_warc_unbrotli(p, n, &o);
        what = "content encoding: not br data";
        break;

    case NSEG_WARC_ZSTD:
        rc = nseg_warc_unzstd(p, n, &o);
        what = "content encoding: not zstd data";
        break;

    default: /* NSEG_WARC_GZIP */
        rc = nseg_warc_inflate(p, n, &o, 0);

        if (rc == 0 && o.len == 0) {
            /* "deflate" is raw deflate on some servers */
            rc = nseg_warc_inflate(p, n, &o, 1);
        }

        what = "content encoding: not gzip or deflate data";
    }

    if (rc == -1 || (rc == 0 && o.len == 0)) {
        free(o.data);
        *reason = rc == -1 ? "out of memory" : what;
        return NULL;
    }

    o.data[o.len] = '\0';
    *len = o.len;

    return o.data;
}


/* doubles the room in o, up to its limit: 1, 0 at the limit, -1 */
static int
nseg_warc_grow(nseg_warc_out_t *o)
{
    char    *data;
    size_t   cap;

    if (o->cap >= o->limit) {
        return 0;
    }

    cap = o->cap * 2 > o->limit ? o->limit : o->cap * 2;

    data = realloc(o->data, cap + 1);
    if (data == NULL) {
        return -1;
    }

    o->data = data;
    o->cap = cap;

    return 1;
}


/*
 * gzip or zlib data (raw deflate when raw), inflated into o: 1 when it
 * ended, 0 when it was cut short, damaged or over the limit, -1 out of
 * memory.  gzip members one after another (as gzip writes appended
 * data) are all inflated.
 */
static int
nseg_warc_inflate(const char *p, size_t n, nseg_warc_out_t *o, int raw)
{
    int       rc, grown;
    z_stream  zs;

    memset(&zs, 0, sizeof(z_stream));

    if (inflateInit2(&zs, raw ? -MAX_WBITS : MAX_WBITS + 32) != Z_OK) {
        return -1;
    }

    zs.next_in = (Bytef *) p;
    zs.avail_in = n > UINT32_MAX ? UINT32_MAX : (uInt) n;

    for ( ;; ) {
        /* total_out starts again with each member: o->len counts */
        zs.next_out = (Bytef *) o->data + o->len;
        zs.avail_out = (uInt) (o->cap - o->len);

        rc = inflate(&zs, Z_NO_FLUSH);

        o->len = (char *) zs.next_out - o->data;

        if (rc == Z_STREAM_END) {
            if (raw || zs.avail_in < 2 || zs.next_in[0] != 0x1f
                || zs.next_in[1] != 0x8b || inflateReset(&zs) != Z_OK)
            {
                break;
            }

            continue;
        }

        if (rc != Z_OK && rc != Z_BUF_ERROR) {
            break;
        }

        if (zs.avail_out == 0) {
            grown = nseg_warc_grow(o);

            if (grown == 1) {
                continue;
            }

            if (grown == -1) {
                inflateEnd(&zs);
                return -1;
            }

            break;
        }

        /* no more input: a stream cut short */
        if (zs.avail_in == 0 || rc == Z_BUF_ERROR) {
            break;
        }
    }

    inflateEnd(&zs);

    return rc == Z_STREAM_END;
}


/* brotli data decompressed into o: as nseg_warc_inflate() */
static int
nseg_warc_unbrotli(const char *p, size_t n, nseg_warc_out_t *o)
{
    int                   grown;
    size_t                avail_in, avail_out;
    uint8_t              *next_out;
    const uint8_t        *next_in;
    BrotliDecoderState   *bs;
    BrotliDecoderResult   rc;

    bs = BrotliDecoderCreateInstance(NULL, NULL, NULL);
    if (bs == NULL) {
        return -1;
    }

    next_in = (const uint8_t *) p;
    avail_in = n;
    grown = 0;

    for ( ;; ) {
        next_out = (uint8_t *) o->data + o->len;
        avail_out = o->cap - o->len;

        rc = BrotliDecoderDecompressStream(bs, &avail_in, &next_in,
                                           &avail_out, &next_out, NULL);

        o->len = (char *) next_out - o->data;

        /* the end, damage, or no more input (a stream cut short) */
        if (rc != BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT) {
            break;
        }

        grown = nseg_warc_grow(o);

        if (grown != 1) {
            break;
        }
    }

    BrotliDecoderDestroyInstance(bs);

    return grown == -1 ? -1 : rc == BROTLI_DECODER_RESULT_SUCCESS;
}


/*
 * zstd data decompressed into o: as nseg_warc_inflate(), frames one
 * after another all.
 */
static int
nseg_warc_unzstd(const char *p, size_t n, nseg_warc_out_t *o)
{
    int              grown;
    size_t           rc;
    ZSTD_DCtx       *zd;
    ZSTD_inBuffer    in;
    ZSTD_outBuffer   out;

    zd = ZSTD_createDCtx();
    if (zd == NULL) {
        return -1;
    }

    (void) ZSTD_DCtx_setParameter(zd, ZSTD_d_windowLogMax,
                                  NSEG_WARC_ZSTD_WLOG);

    in.src = p;
    in.size = n;
    in.pos = 0;
    grown = 0;

    for ( ;; ) {
        out.dst = o->data;
        out.size = o->cap;
        out.pos = o->len;

        rc = ZSTD_decompressStream(zd, &out, &in);

        o->len = out.pos;

        if (ZSTD_isError(rc)) {
            break;
        }

        if (out.pos == out.size) {
            grown = nseg_warc_grow(o);

            if (grown != 1) {
                break;
            }

            continue;
        }

        /* all taken: the end of the last frame, or a frame cut short */
        if (in.pos == in.size) {
            break;
        }
    }

    ZSTD_freeDCtx(zd);

    return grown == -1 ? -1 : (rc == 0 && in.pos == in.size);
}


/* "text/html; charset=utf-8" is "text/html" */
static int
nseg_warc_type_is(const char *v, const char *type)
{
    size_t  n;

    n = strlen(type);

    return strncasecmp(v, type, n) == 0
           && (v[n] == '\0' || v[n] == ';' || v[n] == ' ' || v[n] == '\t');
}


static int
nseg_warc_html_type(const char *v)
{
    return nseg_warc_type_is(v, "text/html")
           || nseg_warc_type_is(v, "application/xhtml+xml");
}


/*
 * The parameter name of a media type ("text/html; charset=utf-8") in
 * buf, unquoted: 1, or 0 when it is not given.  The name is compared
 * whole and without case ("x-charset" is another one); the first one
 * given counts.  Spaces around '=' and single quotes, seen in the wild,
 * are forgiven.
 */
static int
nseg_warc_param(const char *v, const char *name, char *buf, size_t size)
{
    int          match;
    size_t       n, k;
    const char  *p, *end;

    buf[0] = '\0';
    n = strlen(name);
    p = v != NULL ? strchr(v, ';') : NULL;

    for ( ; p != NULL; p = strchr(p, ';')) {
        for (p++; *p == ' ' || *p == '\t'; p++) {
            /* void */
        }

        for (end = p; *end != '\0' && *end != '=' && *end != ';'
                      && *end != ' ' && *end != '\t'; end++)
        {
            /* void */
        }

        match = (size_t) (end - p) == n && strncasecmp(p, name, n) == 0;

        for (p = end; *p == ' ' || *p == '\t'; p++) {
            /* void */
        }

        if (*p != '=') {
            continue;
        }

        for (p++; *p == ' ' || *p == '\t'; p++) {
            /* void */
        }

        k = 0;

        if (*p == '"') {
            /* a quoted string, with its backslash escapes */
            for (p++; *p != '\0' && *p != '"'; p++) {
                if (*p == '\\' && p[1] != '\0') {
                    p++;
                }

                if (match && k + 1 < size) {
                    buf[k++] = *p;
                }
            }

        } else {
            for ( ; *p != '\0' && *p != ';' && *p != ' ' && *p != '\t';
                 p++)
            {
                if (match && k + 1 < size && *p != '\'') {
                    buf[k++] = *p;
                }
            }
        }

        if (match) {
            buf[k] = '\0';
            return 1;
        }
    }

    return 0;
}


nseg_warc_originals_t *
nseg_warc_originals_new(size_t max)
{
    nseg_warc_originals_t  *o;

    o = calloc(1, sizeof(nseg_warc_originals_t));
    if (o == NULL) {
        return NULL;
    }

    o->max = max;

    return o;
}


void
nseg_warc_originals_free(nseg_warc_originals_t *o)
{
    nseg_warc_original_t  *c;

    if (o == NULL) {
        return;
    }

    while (o->oldest != NULL) {
        c = o->oldest;
        o->oldest = c->newer;
        free(c);
    }

    free(o);
}


int
nseg_warc_originals_add(nseg_warc_originals_t *o,
    const nseg_warc_record_t *r, const nseg_warc_http_t *h)
{
    char                  *p;
    size_t                 size, n[NSEG_WARC_BY_N], slot;
    unsigned               by;
    const char            *value[NSEG_WARC_BY_N];
    nseg_warc_original_t  *c;

    if (o == NULL || r->block == NULL || r->too_large || h->status != 200
        || h->body_len == 0 || r->type == NULL
        || strcasecmp(r->type, "response") != 0)
    {
        return 0;
    }

    value[NSEG_WARC_BY_ID] = r->id;
    value[NSEG_WARC_BY_CAPTURE] = r->target != NULL ? r->date : NULL;
    value[NSEG_WARC_BY_DIGEST] = r->digest;

    size = sizeof(nseg_warc_original_t) + r->block_len;

    for (by = 0; by < NSEG_WARC_BY_N; by++) {
        n[by] = value[by] == NULL ? 0 : strlen(value[by]) + 1;

        if (by == NSEG_WARC_BY_CAPTURE && n[by] != 0) {
            n[by] += strlen(r->target) + 1;
        }

        size += n[by];
    }

    if (n[NSEG_WARC_BY_ID] + n[NSEG_WARC_BY_CAPTURE] + n[NSEG_WARC_BY_DIGEST]
        == 0 || size > o->max / 16)
    {
        return 0;
    }

    c = malloc(size);
    if (c == NULL) {
        return -1;
    }

    p = (char *) (c + 1);

    for (by = 0; by < NSEG_WARC_BY_N; by++) {
        c->key[by] = NULL;
        c->next[by] = NULL;

        if (n[by] == 0) {
            continue;
        }

        c->key[by] = p;

        if (by == NSEG_WARC_BY_CAPTURE) {
            p += sprintf(p, "%s\n%s", r->date, r->target) + 1;

        } else {
            memcpy(p, value[by], n[by]);
            p += n[by];
        }

        slot = nseg_warc_hash(c->key[by], NULL);
        c->next[by] = o->bucket[by][slot];
        o->bucket[by][slot] = c;
    }

    c->block = p;
    c->block_len = r->block_len;
    memcpy(c->block, r->block, r->block_len);
    c->size = size;

    c->newer = NULL;

    if (o->newest != NULL) {
        o->newest->newer = c;

    } else {
        o->oldest = c;
    }

    o->newest = c;
    o->size += size;

    while (o->size > o->max) {
        nseg_warc_originals_drop(o);
    }

    return 1;
}


int
nseg_warc_original(nseg_warc_originals_t *o, nseg_warc_record_t *r)
{
    char                  *block;
    nseg_warc_original_t  *c;

    if (o == NULL) {
        return 0;
    }

    /* the most precise name first: a record, a capture, a payload */
    c = nseg_warc_originals_find(o, NSEG_WARC_BY_ID, r->refers_to, NULL);

    if (c == NULL && r->refers_to_target != NULL) {
        c = nseg_warc_originals_find(o, NSEG_WARC_BY_CAPTURE,
                                     r->refers_to_date, r->refers_to_target);
    }

    if (c == NULL) {
        c = nseg_warc_originals_find(o, NSEG_WARC_BY_DIGEST, r->digest, NULL);
    }

    if (c == NULL) {
        return 0;
    }

    block = malloc(c->block_len + 1);
    if (block == NULL) {
        return -1;
    }

    memcpy(block, c->block, c->block_len);
    block[c->block_len] = '\0';

    free(r->block);
    r->block = block;
    r->block_len = c->block_len;
    r->too_large = 0;
    r->original = 1;

    return 1;
}


/* the newest capture kept under the key a (or "a\nb"), or NULL */
static nseg_warc_original_t *
nseg_warc_originals_find(nseg_warc_originals_t *o, unsigned by,
    const char *a, const char *b)
{
    nseg_warc_original_t  *c;

    if (a == NULL) {
        return NULL;
    }

    for (c = o->bucket[by][nseg_warc_hash(a, b)]; c != NULL; c = c->next[by])
    {
        if (nseg_warc_key_is(c->key[by], a, b, by == NSEG_WARC_BY_DIGEST)) {
            return c;
        }
    }

    return NULL;
}


/* the oldest capture out of its buckets, which it ends, and freed */
static void
nseg_warc_originals_drop(nseg_warc_originals_t *o)
{
    unsigned                by;
    nseg_warc_original_t   *c, **pp;

    c = o->oldest;

    for (by = 0; by < NSEG_WARC_BY_N; by++) {
        if (c->key[by] == NULL) {
            continue;
        }

        pp = &o->bucket[by][nseg_warc_hash(c->key[by], NULL)];

        while (*pp != c) {
            pp = &(*pp)->next[by];
        }

        *pp = c->next[by];
    }

    o->oldest = c->newer;

    if (o->oldest == NULL) {
        o->newest = NULL;
    }

    o->size -= c->size;
    free(c);
}


/*
 * FNV-1a of a, or of "a\nb", whatever the case (a digest's base32 is
 * case-insensitive): its bucket
 */
static size_t
nseg_warc_hash(const char *a, const char *b)
{
    uint32_t     h;
    const char  *p;

    h = 2166136261u;

    for (p = a; *p != '\0'; p++) {
        h = (h ^ (unsigned char) tolower((unsigned char) *p)) * 16777619u;
    }

    if (b != NULL) {
        h = (h ^ '\n') * 16777619u;

        for (p = b; *p != '\0'; p++) {
            h = (h ^ (unsigned char) tolower((unsigned char) *p)) * 16777619u;
        }
    }

    return h % NSEG_WARC_BUCKETS;
}


/* a key kept is a, or "a\nb" */
static int
nseg_warc_key_is(const char *key, const char *a, const char *b,
    unsigned nocase)
{
    size_t  n;

    if (b == NULL) {
        return nocase ? strcasecmp(key, a) == 0 : strcmp(key, a) == 0;
    }

    n = strlen(a);

    return strncmp(key, a, n) == 0 && key[n] == '\n'
           && strcmp(key + n + 1, b) == 0;
}
