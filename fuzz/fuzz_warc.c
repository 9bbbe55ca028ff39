
/*
 * fuzz_warc.c - libFuzzer target for the WARC and ARC reader of `newsseg
 * warc` (cli/warc.c): the bytes are an archive, read from a memory file
 * as the tool reads a file (WARC or ARC, plain, gzip or zstd alike; the
 * seeds have both formats); every record is read, and each page
 * record's HTTP response parsed and its body decoded (chunks, gzip,
 * deflate, br, zstd).  A decoded page is at most max + 1 bytes.
 *
 * clang -g -O1 -fsanitize=fuzzer,address,undefined -Icli -Icore \
 *     fuzz/fuzz_warc.c cli/warc.c -lz -lbrotlidec -lzstd -o fuzz_warc
 * ./fuzz_warc fuzz/corpus/warc
 */


#define _GNU_SOURCE                     /* memfd_create() */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "warc.h"


#define NSEG_FUZZ_MAX            (256 * 1024)


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);


int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int                  fd, rc;
    char                 path[64], *page;
    size_t               len, records;
    const char          *reason;
    nseg_warc_t         *w;
    nseg_warc_http_t     http;
    nseg_warc_record_t   rec;

    fd = memfd_create("warc", 0);
    if (fd == -1) {
        return 0;
    }

    if (write(fd, data, size) != (ssize_t) size) {
        close(fd);
        return 0;
    }

    snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);

    w = nseg_warc_open(path);
    close(fd);

    if (w == NULL) {
        return 0;
    }

    for (records = 0; records < 1000; records++) {
        rc = nseg_warc_next(w, &rec, nseg_warc_is_page, NSEG_FUZZ_MAX);

        if (rc != 1) {
            if (rc == -1 && nseg_warc_error(w)[0] == '\0') {
                __builtin_trap();
            }

            break;
        }

        /* a record is in the file, or has no place at all */
        if ((rec.file_offset == -1) != (rec.file_length == -1)
            || (rec.file_offset != -1
                && (rec.file_length <= 0
                    || (uint64_t) (rec.file_offset + rec.file_length)
                       > size)))
        {
            __builtin_trap();
        }

        if (rec.block != NULL && nseg_warc_http(&rec, &http) == 0) {
            if (http.body < rec.block
                || http.body + http.body_len > rec.block + rec.block_len)
            {
                __builtin_trap();
            }

            page = nseg_warc_decode(&http, NSEG_FUZZ_MAX, &len, &reason);

            if (page == NULL ? reason == NULL
                             : (len > NSEG_FUZZ_MAX + 1 || page[len] != '\0'))
            {
                __builtin_trap();
            }

            free(page);
        }

        nseg_warc_record_free(&rec);
    }

    nseg_warc_close(w);

    return 0;
}
