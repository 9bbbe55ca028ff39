
/*
 * buf.h - a growable byte buffer for building output strings.
 */


#ifndef _NSEG_BUF_H_INCLUDED_
#define _NSEG_BUF_H_INCLUDED_


#include <stddef.h>


typedef struct {
    char                      *data;
    size_t                     len;
    size_t                     cap;
    int                        failed;   /* an allocation failed */
} nseg_buf_t;


void nseg_buf_init(nseg_buf_t *b, size_t hint);
void nseg_buf_append(nseg_buf_t *b, const char *s, size_t len);
void nseg_buf_puts(nseg_buf_t *b, const char *s);
void nseg_buf_putc(nseg_buf_t *b, char c);
void nseg_buf_printf(nseg_buf_t *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* HTML-escapes &, <, >, " and ' */
void nseg_buf_escape_html(nseg_buf_t *b, const char *s, size_t len);

/* JSON string body escaping (no quotes added); invalid UTF-8 -> U+FFFD */
void nseg_buf_escape_json(nseg_buf_t *b, const char *s, size_t len);

/* NUL-terminates and hands the memory over; NULL if anything failed */
char *nseg_buf_detach(nseg_buf_t *b, size_t *len);
void nseg_buf_free(nseg_buf_t *b);


#endif /* _NSEG_BUF_H_INCLUDED_ */
