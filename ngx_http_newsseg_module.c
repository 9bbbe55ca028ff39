
/*
 * ngx_http_newsseg_module.c - the nginx glue of newsseg: buffers an HTML
 * response, runs the segmentation core on it and sends a reader, print
 * or JSON view, or the original body with metadata headers.  Any doubt
 * means the original response goes out unchanged ("fail open").
 *
 * Copyright (C) newsseg authors
 */


#include <ngx_config.h>
#include <ngx_core.h>
#include <ngx_http.h>

#include <newsseg.h>


#define NGX_HTTP_NEWSSEG_OFF         0
#define NGX_HTTP_NEWSSEG_READER      1
#define NGX_HTTP_NEWSSEG_PRINT       2
#define NGX_HTTP_NEWSSEG_JSON        3
#define NGX_HTTP_NEWSSEG_HEADERS     4

/* r->buffered has four bits: ssi 0x01, sub 0x02, copy 0x04 */
#define NGX_HTTP_NEWSSEG_BUFFERED    0x08

/* the per-request state machine */
#define NGX_HTTP_NEWSSEG_COLLECT     0
#define NGX_HTTP_NEWSSEG_RUNNING     1
#define NGX_HTTP_NEWSSEG_PROCESSED   2
#define NGX_HTTP_NEWSSEG_DONE        3

/* first allocation when the length is unknown; grows x2 up to the cap */
#define NGX_HTTP_NEWSSEG_FIRST_SIZE  (32 * 1024)

/* longest X-Newsseg-* value and variable value, after encoding */
#define NGX_HTTP_NEWSSEG_VALUE_MAX   1024

#define NGX_HTTP_NEWSSEG_STYLE_MAX   (1024 * 1024)


/*
 * The extraction's text fields that headers mode sends and the
 * variables give, by their index in ngx_http_newsseg_fields[].
 */
#define NGX_HTTP_NEWSSEG_TITLE          0
#define NGX_HTTP_NEWSSEG_DATE           1
#define NGX_HTTP_NEWSSEG_DATE_MODIFIED  2
#define NGX_HTTP_NEWSSEG_BYLINE         3
#define NGX_HTTP_NEWSSEG_LANG           4
#define NGX_HTTP_NEWSSEG_SITE_NAME      5
#define NGX_HTTP_NEWSSEG_LEAD_IMAGE     6
#define NGX_HTTP_NEWSSEG_URL            7
#define NGX_HTTP_NEWSSEG_FIELD_N        8


typedef struct {
    const char                *header;
    size_t                     offset;    /* of the string in nseg_result_t */
    ngx_uint_t                 url;       /* encoded as a URL */
} ngx_http_newsseg_field_t;


/* a walk over the response's header lines */
typedef struct {
    ngx_list_part_t           *part;
    ngx_uint_t                 i;
} ngx_http_newsseg_headers_t;


typedef struct {
    ngx_str_t                  path;
    nseg_model_t              *model;
} ngx_http_newsseg_model_entry_t;


typedef struct {
    ngx_array_t                models;    /* ngx_http_newsseg_model_entry_t */
    ngx_shm_zone_t            *site_memory_zone;  /* or NULL: per worker */
} ngx_http_newsseg_main_conf_t;


/*
 * smaller than this holds too few blocks to tell a template; at least
 * eight pages too, as nginx's own zones (the slab pool's bookkeeping
 * takes some, and pages are 64 KB on some kernels)
 */
#define NGX_HTTP_NEWSSEG_ZONE_MIN    (64 * 1024)


typedef struct {
    ngx_uint_t                 mode;
    ngx_http_complex_value_t  *mode_value;
    ngx_flag_t                 last_modified;
    ngx_flag_t                 site_memory;
    size_t                     buffer_size;
    ngx_uint_t                 columns;
    ngx_hash_t                 types;
    ngx_array_t               *types_keys;
    ngx_http_complex_value_t  *base_url;
    nseg_model_t              *model;
    nseg_filter_t             *filter;
    ngx_str_t                  stylesheet;
#if (NGX_THREADS)
    ngx_thread_pool_t         *thread_pool;
#endif
    ngx_uint_t                 warned;    /* unsigned  warned:1; */
} ngx_http_newsseg_loc_conf_t;


typedef struct {
    u_char                    *data;
    size_t                     len;
    size_t                     size;

    ngx_uint_t                 mode;
    ngx_uint_t                 state;
    ngx_str_t                  status;

    const nseg_model_t        *model;
    nseg_options_t             opts;
    nseg_view_options_t        view;
    nseg_result_t             *res;
    char                      *out;
    size_t                     out_len;

    /* ngx_http_newsseg_fields[], encoded when first asked for */
    ngx_str_t                  fields[NGX_HTTP_NEWSSEG_FIELD_N];
} ngx_http_newsseg_ctx_t;


typedef struct {
    ngx_http_newsseg_ctx_t    *ctx;
} ngx_http_newsseg_task_ctx_t;


static ngx_int_t ngx_http_newsseg_header_filter(ngx_http_request_t *r);
static ngx_int_t ngx_http_newsseg_body_filter(ngx_http_request_t *r,
    ngx_chain_t *in);
static ngx_int_t ngx_http_newsseg_get_mode(ngx_http_request_t *r,
    ngx_http_newsseg_loc_conf_t *conf, ngx_uint_t *mode);
static ngx_int_t ngx_http_newsseg_decline(ngx_http_request_t *r,
    ngx_http_newsseg_loc_conf_t *conf);
static ngx_int_t ngx_http_newsseg_prepare(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx, ngx_http_newsseg_loc_conf_t *conf);
static ngx_int_t ngx_http_newsseg_collect(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx, ngx_chain_t *in);
static void ngx_http_newsseg_run(ngx_http_newsseg_ctx_t *ctx);
#if (NGX_THREADS)
static ngx_int_t ngx_http_newsseg_post(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx, ngx_thread_pool_t *tp);
static void ngx_http_newsseg_thread_handler(void *data, ngx_log_t *log);
static void ngx_http_newsseg_thread_event_handler(ngx_event_t *ev);
#endif
static ngx_int_t ngx_http_newsseg_send(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx);
static ngx_int_t ngx_http_newsseg_send_original(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx, ngx_chain_t *rest, ngx_uint_t last,
    const char *status);
static ngx_int_t ngx_http_newsseg_set_view_headers(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx);
static ngx_int_t ngx_http_newsseg_set_meta_headers(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx);
static ngx_int_t ngx_http_newsseg_add_header(ngx_http_request_t *r,
    const char *key, ngx_str_t *value);
static void ngx_http_newsseg_keep_frame_ancestors(ngx_http_request_t *r);
static ngx_int_t ngx_http_newsseg_vary(ngx_http_request_t *r);
#if (NGX_HTTP_GZIP)
static ngx_uint_t ngx_http_newsseg_vary_lists(ngx_str_t *value);
#endif
static ngx_uint_t ngx_http_newsseg_encoded(ngx_http_request_t *r);
static ngx_uint_t ngx_http_newsseg_no_transform(ngx_http_request_t *r);
static void ngx_http_newsseg_clear_page_headers(ngx_http_request_t *r,
    ngx_http_newsseg_loc_conf_t *conf);
static void ngx_http_newsseg_remove_page_headers(ngx_http_request_t *r);
static void ngx_http_newsseg_not_modified(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx, ngx_http_newsseg_loc_conf_t *conf);
static void ngx_http_newsseg_remove_header(ngx_http_request_t *r,
    const char *key, ngx_uint_t prefix);
static void ngx_http_newsseg_headers_init(ngx_http_newsseg_headers_t *it,
    ngx_http_request_t *r);
static ngx_table_elt_t *ngx_http_newsseg_next_header(
    ngx_http_newsseg_headers_t *it, const char *key, ngx_uint_t prefix);
static ngx_str_t *ngx_http_newsseg_field(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx, ngx_uint_t i);
static ngx_int_t ngx_http_newsseg_encode(ngx_pool_t *pool, const char *src,
    ngx_str_t *dst);
static ngx_int_t ngx_http_newsseg_encode_url(ngx_pool_t *pool,
    const char *src, ngx_str_t *dst);
static char *ngx_http_newsseg_cstr(ngx_pool_t *pool, u_char *data,
    size_t len);
static ngx_int_t ngx_http_newsseg_base_url(ngx_http_request_t *r,
    ngx_http_newsseg_loc_conf_t *conf, char **base);
static time_t ngx_http_newsseg_now(ngx_http_request_t *r);
static void ngx_http_newsseg_cleanup(void *data);

static ngx_int_t ngx_http_newsseg_status_variable(ngx_http_request_t *r,
    ngx_http_variable_value_t *v, uintptr_t data);
static ngx_int_t ngx_http_newsseg_text_variable(ngx_http_request_t *r,
    ngx_http_variable_value_t *v, uintptr_t data);
static ngx_int_t ngx_http_newsseg_body_source_variable(ngx_http_request_t *r,
    ngx_http_variable_value_t *v, uintptr_t data);
static ngx_int_t ngx_http_newsseg_time_variable(ngx_http_request_t *r,
    ngx_http_variable_value_t *v, uintptr_t data);

static char *ngx_http_newsseg(ngx_conf_t *cf, ngx_command_t *cmd,
    void *conf);
static char *ngx_http_newsseg_buffer_check(ngx_conf_t *cf, void *post,
    void *data);
static char *ngx_http_newsseg_models(ngx_conf_t *cf, ngx_command_t *cmd,
    void *conf);
static char *ngx_http_newsseg_filter(ngx_conf_t *cf, ngx_command_t *cmd,
    void *conf);
static void ngx_http_newsseg_filter_cleanup(void *data);
static char *ngx_http_newsseg_stylesheet(ngx_conf_t *cf, ngx_command_t *cmd,
    void *conf);
static char *ngx_http_newsseg_thread_pool(ngx_conf_t *cf, ngx_command_t *cmd,
    void *conf);
static char *ngx_http_newsseg_site_memory_zone(ngx_conf_t *cf,
    ngx_command_t *cmd, void *conf);
static ngx_int_t ngx_http_newsseg_init_zone(ngx_shm_zone_t *shm_zone,
    void *data);
static void ngx_http_newsseg_model_cleanup(void *data);
static void *ngx_http_newsseg_create_main_conf(ngx_conf_t *cf);
static void *ngx_http_newsseg_create_loc_conf(ngx_conf_t *cf);
static void ngx_http_newsseg_exit_process(ngx_cycle_t *cycle);
static char *ngx_http_newsseg_merge_loc_conf(ngx_conf_t *cf, void *parent,
    void *child);
static ngx_int_t ngx_http_newsseg_preconfiguration(ngx_conf_t *cf);
static ngx_int_t ngx_http_newsseg_init(ngx_conf_t *cf);


/* 0 would pass every page through as too_large, unsaid */
static ngx_conf_post_t  ngx_http_newsseg_buffer_post = {
    ngx_http_newsseg_buffer_check
};


static ngx_str_t  ngx_http_newsseg_modes[] = {
    ngx_string("off"),
    ngx_string("reader"),
    ngx_string("print"),
    ngx_string("json"),
    ngx_string("headers"),
    ngx_null_string
};


static ngx_http_newsseg_field_t  ngx_http_newsseg_fields[] = {
    { "X-Newsseg-Title", offsetof(nseg_result_t, title), 0 },
    { "X-Newsseg-Date", offsetof(nseg_result_t, date), 0 },
    { "X-Newsseg-Date-Modified", offsetof(nseg_result_t, date_modified), 0 },
    { "X-Newsseg-Byline", offsetof(nseg_result_t, byline), 0 },
    { "X-Newsseg-Lang", offsetof(nseg_result_t, lang), 0 },
    { "X-Newsseg-Site-Name", offsetof(nseg_result_t, site_name), 0 },
    { "X-Newsseg-Lead-Image", offsetof(nseg_result_t, lead_image), 1 },
    { "X-Newsseg-Url", offsetof(nseg_result_t, url), 1 }
};


static ngx_conf_num_bounds_t  ngx_http_newsseg_columns_bounds = {
    ngx_conf_check_num_bounds, 1, 4
};


static ngx_command_t  ngx_http_newsseg_commands[] = {

    { ngx_string("newsseg"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_http_newsseg,
      NGX_HTTP_LOC_CONF_OFFSET,
      0,
      NULL },

    { ngx_string("newsseg_types"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_1MORE,
      ngx_http_types_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_newsseg_loc_conf_t, types_keys),
      &ngx_http_html_default_types[0] },

    { ngx_string("newsseg_buffer"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_size_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_newsseg_loc_conf_t, buffer_size),
      &ngx_http_newsseg_buffer_post },

    { ngx_string("newsseg_models"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_http_newsseg_models,
      NGX_HTTP_LOC_CONF_OFFSET,
      0,
      NULL },

    { ngx_string("newsseg_filter"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE23,
      ngx_http_newsseg_filter,
      NGX_HTTP_LOC_CONF_OFFSET,
      0,
      NULL },

    { ngx_string("newsseg_stylesheet"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_http_newsseg_stylesheet,
      NGX_HTTP_LOC_CONF_OFFSET,
      0,
      NULL },

    { ngx_string("newsseg_base_url"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_http_set_complex_value_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_newsseg_loc_conf_t, base_url),
      NULL },

    { ngx_string("newsseg_last_modified"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_FLAG,
      ngx_conf_set_flag_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_newsseg_loc_conf_t, last_modified),
      NULL },

    { ngx_string("newsseg_site_memory"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_FLAG,
      ngx_conf_set_flag_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_newsseg_loc_conf_t, site_memory),
      NULL },

    { ngx_string("newsseg_site_memory_zone"),
      NGX_HTTP_MAIN_CONF|NGX_CONF_TAKE1,
      ngx_http_newsseg_site_memory_zone,
      NGX_HTTP_MAIN_CONF_OFFSET,
      0,
      NULL },

    { ngx_string("newsseg_columns"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_conf_set_num_slot,
      NGX_HTTP_LOC_CONF_OFFSET,
      offsetof(ngx_http_newsseg_loc_conf_t, columns),
      &ngx_http_newsseg_columns_bounds },

    { ngx_string("newsseg_thread_pool"),
      NGX_HTTP_MAIN_CONF|NGX_HTTP_SRV_CONF|NGX_HTTP_LOC_CONF|NGX_CONF_TAKE1,
      ngx_http_newsseg_thread_pool,
      NGX_HTTP_LOC_CONF_OFFSET,
      0,
      NULL },

      ngx_null_command
};


static ngx_http_module_t  ngx_http_newsseg_module_ctx = {
    ngx_http_newsseg_preconfiguration,     /* preconfiguration */
    ngx_http_newsseg_init,                 /* postconfiguration */

    ngx_http_newsseg_create_main_conf,     /* create main configuration */
    NULL,                                  /* init main configuration */

    NULL,                                  /* create server configuration */
    NULL,                                  /* merge server configuration */

    ngx_http_newsseg_create_loc_conf,      /* create location configuration */
    ngx_http_newsseg_merge_loc_conf        /* merge location configuration */
};


ngx_module_t  ngx_http_newsseg_module = {
    NGX_MODULE_V1,
    &ngx_http_newsseg_module_ctx,          /* module context */
    ngx_http_newsseg_commands,             /* module directives */
    NGX_HTTP_MODULE,                       /* module type */
    NULL,                                  /* init master */
    NULL,                                  /* init module */
    NULL,                                  /* init process */
    NULL,                                  /* init thread */
    NULL,                                  /* exit thread */
    ngx_http_newsseg_exit_process,         /* exit process */
    NULL,                                  /* exit master */
    NGX_MODULE_V1_PADDING
};


static ngx_http_variable_t  ngx_http_newsseg_vars[] = {

    { ngx_string("newsseg_status"), NULL,
      ngx_http_newsseg_status_variable, 0,
      NGX_HTTP_VAR_NOCACHEABLE, 0 },

    { ngx_string("newsseg_title"), NULL,
      ngx_http_newsseg_text_variable, NGX_HTTP_NEWSSEG_TITLE,
      NGX_HTTP_VAR_NOCACHEABLE, 0 },

    { ngx_string("newsseg_date"), NULL,
      ngx_http_newsseg_text_variable, NGX_HTTP_NEWSSEG_DATE,
      NGX_HTTP_VAR_NOCACHEABLE, 0 },

    { ngx_string("newsseg_date_modified"), NULL,
      ngx_http_newsseg_text_variable, NGX_HTTP_NEWSSEG_DATE_MODIFIED,
      NGX_HTTP_VAR_NOCACHEABLE, 0 },

    { ngx_string("newsseg_byline"), NULL,
      ngx_http_newsseg_text_variable, NGX_HTTP_NEWSSEG_BYLINE,
      NGX_HTTP_VAR_NOCACHEABLE, 0 },

    { ngx_string("newsseg_lang"), NULL,
      ngx_http_newsseg_text_variable, NGX_HTTP_NEWSSEG_LANG,
      NGX_HTTP_VAR_NOCACHEABLE, 0 },

    { ngx_string("newsseg_site_name"), NULL,
      ngx_http_newsseg_text_variable, NGX_HTTP_NEWSSEG_SITE_NAME,
      NGX_HTTP_VAR_NOCACHEABLE, 0 },

    { ngx_string("newsseg_lead_image"), NULL,
      ngx_http_newsseg_text_variable, NGX_HTTP_NEWSSEG_LEAD_IMAGE,
      NGX_HTTP_VAR_NOCACHEABLE, 0 },

    { ngx_string("newsseg_url"), NULL,
      ngx_http_newsseg_text_variable, NGX_HTTP_NEWSSEG_URL,
      NGX_HTTP_VAR_NOCACHEABLE, 0 },

    { ngx_string("newsseg_body_source"), NULL,
      ngx_http_newsseg_body_source_variable, 0,
      NGX_HTTP_VAR_NOCACHEABLE, 0 },

    { ngx_string("newsseg_time"), NULL,
      ngx_http_newsseg_time_variable, 0,
      NGX_HTTP_VAR_NOCACHEABLE, 0 },

      ngx_http_null_variable
};


static ngx_http_output_header_filter_pt  ngx_http_next_header_filter;
static ngx_http_output_body_filter_pt    ngx_http_next_body_filter;

static ngx_uint_t  ngx_http_newsseg_initialized;

/*
 * The site memory of this worker (newsseg_site_memory without
 * newsseg_site_memory_zone): made on the first page that asks for it, in
 * the event loop, and shared with the thread pool's threads (the core
 * locks it).
 */
static nseg_sitemem_t  *ngx_http_newsseg_sitemem;
static ngx_uint_t       ngx_http_newsseg_sitemem_failed;


static ngx_int_t
ngx_http_newsseg_header_filter(ngx_http_request_t *r)
{
    ngx_int_t                     rc;
    ngx_uint_t                    mode;
    ngx_http_newsseg_ctx_t       *ctx;
    ngx_http_newsseg_loc_conf_t  *conf;

    if (r != r->main) {
        return ngx_http_next_header_filter(r);
    }

    /*
     * a ctx here means this response was started by someone who
     * already went through us (an error page of a later filter)
     */

    if (ngx_http_get_module_ctx(r, ngx_http_newsseg_module)) {
        return ngx_http_next_header_filter(r);
    }

    conf = ngx_http_get_module_loc_conf(r, ngx_http_newsseg_module);

    if (conf->mode == NGX_HTTP_NEWSSEG_OFF && conf->mode_value == NULL) {
        return ngx_http_next_header_filter(r);
    }

    if (ngx_http_newsseg_get_mode(r, conf, &mode) != NGX_OK) {
        return NGX_ERROR;
    }

    ctx = ngx_pcalloc(r->pool, sizeof(ngx_http_newsseg_ctx_t));
    if (ctx == NULL) {
        return NGX_ERROR;
    }

    ngx_http_set_ctx(r, ctx, ngx_http_newsseg_module);

    ctx->mode = mode;
    ctx->state = NGX_HTTP_NEWSSEG_DONE;

    if (mode == NGX_HTTP_NEWSSEG_OFF) {
        ngx_str_set(&ctx->status, "off");
        return ngx_http_next_header_filter(r);
    }

    /*
     * our headers are ours alone: an origin's "X-Newsseg-Title" would
     * pass for the extraction of whatever reads them behind us
     */
    ngx_http_newsseg_remove_header(r, "X-Newsseg-", 1);

    rc = ngx_http_newsseg_decline(r, conf);

    if (rc == NGX_ERROR) {
        return NGX_ERROR;
    }

    if (rc == NGX_DECLINED) {

        /*
         * ctx->status says why; headers mode tells the client too, but
         * not in a 304: its headers update the response the client or a
         * cache holds, whose X-Newsseg-Status: ok stands with its title
         */

        if (mode == NGX_HTTP_NEWSSEG_HEADERS
            && r->headers_out.status != NGX_HTTP_NOT_MODIFIED
            && ngx_http_newsseg_add_header(r, "X-Newsseg-Status",
                                           &ctx->status)
               != NGX_OK)
        {
            return NGX_ERROR;
        }

        return ngx_http_next_header_filter(r);
    }

    if (ngx_http_newsseg_prepare(r, ctx, conf) != NGX_OK) {
        return NGX_ERROR;
    }

    ctx->state = NGX_HTTP_NEWSSEG_COLLECT;
    ngx_str_set(&ctx->status, "pending");

    /* without this the copy filter hands us sendfile bufs */
    r->main_filter_need_in_memory = 1;
    r->allow_ranges = 0;

    return NGX_OK;
}


static ngx_int_t
ngx_http_newsseg_get_mode(ngx_http_request_t *r,
    ngx_http_newsseg_loc_conf_t *conf, ngx_uint_t *mode)
{
    ngx_str_t   value;
    ngx_uint_t  i;

    if (conf->mode_value == NULL) {
        *mode = conf->mode;
        return NGX_OK;
    }

    if (ngx_http_complex_value(r, conf->mode_value, &value) != NGX_OK) {
        return NGX_ERROR;
    }

    for (i = 0; ngx_http_newsseg_modes[i].len; i++) {
        if (value.len == ngx_http_newsseg_modes[i].len
            && ngx_strncasecmp(value.data, ngx_http_newsseg_modes[i].data,
                               value.len)
               == 0)
        {
            *mode = i;
            return NGX_OK;
        }
    }

    /* an empty value is the usual "no choice made" of a map: off */

    if (value.len && !conf->warned) {
        conf->warned = 1;
        ngx_log_error(NGX_LOG_WARN, r->connection->log, 0,
                      "newsseg: unknown mode \"%V\", using \"off\" "
                      "(logged once)", &value);
    }

    *mode = NGX_HTTP_NEWSSEG_OFF;

    return NGX_OK;
}


/*
 * NGX_OK: the body is to be buffered; NGX_DECLINED: the response passes
 * through, ctx->status says why; NGX_ERROR
 */

static ngx_int_t
ngx_http_newsseg_decline(ngx_http_request_t *r,
    ngx_http_newsseg_loc_conf_t *conf)
{
    ngx_http_newsseg_ctx_t  *ctx;

    ctx = ngx_http_get_module_ctx(r, ngx_http_newsseg_module);

    if (r->headers_out.status == NGX_HTTP_NOT_MODIFIED) {
        ngx_str_set(&ctx->status, "not_modified");
        ngx_http_newsseg_not_modified(r, ctx, conf);
        return NGX_DECLINED;
    }

    if (r->headers_out.status == NGX_HTTP_PARTIAL_CONTENT
        || r->headers_out.content_range)
    {
        ngx_str_set(&ctx->status, "partial");
        return NGX_DECLINED;
    }

    if (r->headers_out.status != NGX_HTTP_OK) {
        ngx_str_set(&ctx->status, "status");
        return NGX_DECLINED;
    }

    if (ngx_http_newsseg_no_transform(r)) {
        ngx_str_set(&ctx->status, "no_transform");
        return NGX_DECLINED;
    }

    if (r->headers_out.content_type.len >= sizeof("multipart/") - 1
        && ngx_strncasecmp(r->headers_out.content_type.data,
                           (u_char *) "multipart/", sizeof("multipart/") - 1)
           == 0)
    {
        ngx_str_set(&ctx->status, "multipart");
        return NGX_DECLINED;
    }

    if (ngx_http_test_content_type(r, &conf->types) == NULL) {
        ngx_str_set(&ctx->status, "type");
        return NGX_DECLINED;
    }

    /*
     * From here on the answer may depend on what gunzip or gzip_static
     * chose for this client: whatever it is, it varies.
     */

    if (ngx_http_newsseg_vary(r) != NGX_OK) {
        return NGX_ERROR;
    }

    if (ngx_http_newsseg_encoded(r)) {
        ngx_str_set(&ctx->status, "encoded");
        return NGX_DECLINED;
    }

    if (r->headers_out.content_length_n == 0) {
        ngx_str_set(&ctx->status, "empty");
        return NGX_DECLINED;
    }

    if (r->headers_out.content_length_n > (off_t) conf->buffer_size) {
        ngx_str_set(&ctx->status, "too_large");
        return NGX_DECLINED;
    }

    /*
     * A HEAD request has no body to work on.  Its answer is the header of
     * the GET it stands for: as the view, which this GET would be buffered
     * for, but for the body; the GETs declined above pass through as they
     * are, and so do their HEADs.
     */

    if (r->method & NGX_HTTP_HEAD) {
        ngx_str_set(&ctx->status, "head");

        if (ctx->mode != NGX_HTTP_NEWSSEG_HEADERS) {
            ngx_http_newsseg_clear_page_headers(r, conf);

        } else {
            /* the GET's body is the page's, but without ranges */
            ngx_http_clear_accept_ranges(r);
        }

        return NGX_DECLINED;
    }

    return NGX_OK;
}


/*
 * Any Content-Encoding: the upstream's, or one that add_header put in
 * the list (for a precompressed file), which sets no pointer
 */

static ngx_uint_t
ngx_http_newsseg_encoded(ngx_http_request_t *r)
{
    ngx_table_elt_t             *h;
    ngx_http_newsseg_headers_t   it;

    if (r->headers_out.content_encoding
        && r->headers_out.content_encoding->value.len)
    {
        return 1;
    }

    ngx_http_newsseg_headers_init(&it, r);

    while ((h = ngx_http_newsseg_next_header(&it, "Content-Encoding", 0))
           != NULL)
    {
        if (h->value.len) {
            return 1;
        }
    }

    return 0;
}


static ngx_int_t
ngx_http_newsseg_prepare(ngx_http_request_t *r, ngx_http_newsseg_ctx_t *ctx,
    ngx_http_newsseg_loc_conf_t *conf)
{
    char                          *base;
    size_t                         size;
    ngx_table_elt_t               *h;
    ngx_pool_cleanup_t            *cln;
    ngx_http_newsseg_headers_t     it;
    ngx_http_newsseg_main_conf_t  *nmcf;

    /*
     * registered before anything can fail, so that results the core
     * malloc'd are released whatever happens to the request
     */

    cln = ngx_pool_cleanup_add(r->pool, 0);
    if (cln == NULL) {
        return NGX_ERROR;
    }

    cln->handler = ngx_http_newsseg_cleanup;
    cln->data = ctx;

    if (r->headers_out.content_length_n > 0) {
        size = (size_t) r->headers_out.content_length_n;

    } else {
        size = ngx_min(conf->buffer_size, NGX_HTTP_NEWSSEG_FIRST_SIZE);
    }

    ctx->data = ngx_palloc(r->pool, size);
    if (ctx->data == NULL) {
        return NGX_ERROR;
    }

    ctx->size = size;

    ctx->model = conf->model;

    if (r->headers_out.charset.len) {
        ctx->opts.charset = ngx_http_newsseg_cstr(r->pool,
                                                  r->headers_out.charset.data,
                                                  r->headers_out.charset.len);
        if (ctx->opts.charset == NULL) {
            return NGX_ERROR;
        }
    }

    /* the page's language when its HTML does not say */

    ngx_http_newsseg_headers_init(&it, r);
    h = ngx_http_newsseg_next_header(&it, "Content-Language", 0);

    if (h != NULL && h->value.len) {
        ctx->opts.content_language = ngx_http_newsseg_cstr(r->pool,
                                                           h->value.data,
                                                           h->value.len);
        if (ctx->opts.content_language == NULL) {
            return NGX_ERROR;
        }
    }

    if (ngx_http_newsseg_base_url(r, conf, &base) != NGX_OK) {
        return NGX_ERROR;
    }

    ctx->opts.base_url = base;

    ctx->opts.now = ngx_http_newsseg_now(r);
    ctx->opts.max_bytes = conf->buffer_size;
    ctx->opts.filter = conf->filter;

    nmcf = ngx_http_get_module_main_conf(r, ngx_http_newsseg_module);

    if (conf->site_memory && nmcf->site_memory_zone != NULL) {
        /* all workers' memory, made when the zone was */
        ctx->opts.sitemem = nmcf->site_memory_zone->data;

    } else if (conf->site_memory) {
        if (ngx_http_newsseg_sitemem == NULL
            && !ngx_http_newsseg_sitemem_failed)
        {
            ngx_http_newsseg_sitemem = nseg_sitemem_new(0);

            if (ngx_http_newsseg_sitemem == NULL) {
                /* pages go on without it; said once */
                ngx_http_newsseg_sitemem_failed = 1;
                ngx_log_error(NGX_LOG_ALERT, r->connection->log, 0,
                              "newsseg: no memory for the site memory");
            }
        }

        ctx->opts.sitemem = ngx_http_newsseg_sitemem;
    }

    ctx->opts.sitemem_mode = NSEG_SITEMEM_APPLY|NSEG_SITEMEM_RECORD;

    ctx->view.stylesheet = (const char *) conf->stylesheet.data;
    ctx->view.stylesheet_len = conf->stylesheet.len;
    ctx->view.columns = conf->columns;

    return NGX_OK;
}


static ngx_int_t
ngx_http_newsseg_body_filter(ngx_http_request_t *r, ngx_chain_t *in)
{
    ngx_int_t                     rc;
    ngx_http_newsseg_ctx_t       *ctx;
#if (NGX_THREADS)
    ngx_http_newsseg_loc_conf_t  *conf;
#endif

    ctx = ngx_http_get_module_ctx(r, ngx_http_newsseg_module);

    if (ctx == NULL || r != r->main) {
        return ngx_http_next_body_filter(r, in);
    }

    switch (ctx->state) {

    case NGX_HTTP_NEWSSEG_COLLECT:

        if (in == NULL) {
            return NGX_OK;
        }

        rc = ngx_http_newsseg_collect(r, ctx, in);

        if (rc != NGX_DONE) {

            /* NGX_OK: need more; otherwise we already passed through */
            return rc;
        }

        break;

    case NGX_HTTP_NEWSSEG_RUNNING:

        /* a writer woke up while the thread pool works for us */
        return NGX_AGAIN;

    case NGX_HTTP_NEWSSEG_PROCESSED:
        return ngx_http_newsseg_send(r, ctx);

    default: /* NGX_HTTP_NEWSSEG_DONE */
        return ngx_http_next_body_filter(r, in);
    }

    /* the whole body is in ctx->data */

    if (ctx->len == 0) {
        return ngx_http_newsseg_send_original(r, ctx, NULL, 1, "empty");
    }

#if (NGX_THREADS)

    conf = ngx_http_get_module_loc_conf(r, ngx_http_newsseg_module);

    if (conf->thread_pool) {
        return ngx_http_newsseg_post(r, ctx, conf->thread_pool);
    }

#endif

    ngx_http_newsseg_run(ctx);

    return ngx_http_newsseg_send(r, ctx);
}


/*
 * Copies the bufs of "in" into ctx->data and marks them consumed.
 * Returns NGX_OK to wait for more, NGX_DONE after the last buf, or the
 * result of passing everything through when the body turned out too big.
 */

static ngx_int_t
ngx_http_newsseg_collect(ngx_http_request_t *r, ngx_http_newsseg_ctx_t *ctx,
    ngx_chain_t *in)
{
    size_t                        size, want;
    u_char                       *p;
    ngx_buf_t                    *b;
    ngx_http_newsseg_loc_conf_t  *conf;

    conf = ngx_http_get_module_loc_conf(r, ngx_http_newsseg_module);

    /*
     * A response assembled from subrequests (add_before_body,
     * add_after_body, slice) is not the page of the main request alone,
     * and the filters that assemble it wait for our bytes: slice until
     * we release the request, add_after_body after a last_in_chain buf
     * that is not the last one.  Everything goes through, in order, with
     * its flags.
     */
    if (r->postponed != NULL) {
        return ngx_http_newsseg_send_original(r, ctx, in, 0, "subrequests");
    }

    r->buffered |= NGX_HTTP_NEWSSEG_BUFFERED;

    for ( /* void */ ; in; in = in->next) {

        b = in->buf;
        size = ngx_buf_size(b);

        if (b->last_in_chain && !b->last_buf) {
            return ngx_http_newsseg_send_original(r, ctx, in, 0,
                                                  "subrequests");
        }

        if (size && !ngx_buf_in_memory(b)) {

            /* need_in_memory should prevent it; never send garbage */

            ngx_log_error(NGX_LOG_ERR, r->connection->log, 0,
                          "newsseg: body buffer not in memory");
            return ngx_http_newsseg_send_original(r, ctx, in, 0, "error");
        }

        if (size > conf->buffer_size - ctx->len) {
            ngx_log_debug1(NGX_LOG_DEBUG_HTTP, r->connection->log, 0,
                           "newsseg: body over %uz bytes, passing through",
                           conf->buffer_size);

            return ngx_http_newsseg_send_original(r, ctx, in, 0, "too_large");
        }

        if (size > ctx->size - ctx->len) {
            want = ngx_max(ctx->size * 2, ctx->len + size);
            want = ngx_min(want, conf->buffer_size);

            p = ngx_palloc(r->pool, want);
            if (p == NULL) {
                return NGX_ERROR;
            }

            ngx_memcpy(p, ctx->data, ctx->len);
            ngx_pfree(r->pool, ctx->data);

            ctx->data = p;
            ctx->size = want;
        }

        if (size) {
            ngx_memcpy(ctx->data + ctx->len, b->pos, size);
            ctx->len += size;
            b->pos = b->last;
        }

        if (b->last_buf) {
            return NGX_DONE;
        }

        /*
         * The upstream failed in the middle of the body (a read timeout,
         * a reset): nginx closed its connection and flushes what it has
         * before it closes the client's.  The client gets the original
         * as far as it came, as it would without us, not nothing.
         */
        if (b->flush && r->upstream != NULL
            && r->upstream->peer.connection == NULL)
        {
            return ngx_http_newsseg_send_original(r, ctx, in, 0,
                                                  "upstream_error");
        }
    }

    return NGX_OK;
}


/* runs in the event loop or in a thread: no nginx calls here */

static void
ngx_http_newsseg_run(ngx_http_newsseg_ctx_t *ctx)
{
    nseg_view_e  view;

    ctx->res = nseg_process(ctx->model, (const char *) ctx->data, ctx->len,
                            &ctx->opts);

    if (ctx->res == NULL || ctx->res->status != NSEG_STATUS_OK) {
        return;
    }

    switch (ctx->mode) {

    case NGX_HTTP_NEWSSEG_JSON:
        ctx->out = nseg_render_json(ctx->res, &ctx->out_len);
        break;

    case NGX_HTTP_NEWSSEG_READER:
    case NGX_HTTP_NEWSSEG_PRINT:
        view = (ctx->mode == NGX_HTTP_NEWSSEG_PRINT) ? NSEG_VIEW_PRINT
                                                     : NSEG_VIEW_READER;
        ctx->out = nseg_render_view(ctx->res, view, &ctx->view,
                                    &ctx->out_len);
        break;

    default: /* headers */
        break;
    }
}


#if (NGX_THREADS)

static ngx_int_t
ngx_http_newsseg_post(ngx_http_request_t *r, ngx_http_newsseg_ctx_t *ctx,
    ngx_thread_pool_t *tp)
{
    ngx_thread_task_t            *task;
    ngx_http_newsseg_task_ctx_t  *tctx;

    task = ngx_thread_task_alloc(r->pool,
                                 sizeof(ngx_http_newsseg_task_ctx_t));
    if (task == NULL) {
        return NGX_ERROR;
    }

    tctx = task->ctx;
    tctx->ctx = ctx;

    task->handler = ngx_http_newsseg_thread_handler;
    task->event.data = r;
    task->event.handler = ngx_http_newsseg_thread_event_handler;

    if (ngx_thread_task_post(tp, task) != NGX_OK) {

        /* the queue is full: work in the event loop rather than fail */

        ngx_http_newsseg_run(ctx);
        return ngx_http_newsseg_send(r, ctx);
    }

    /* as the copy filter does for aio: hold the request until we are back */

    ctx->state = NGX_HTTP_NEWSSEG_RUNNING;
    r->main->blocked++;
    r->aio = 1;

    return NGX_AGAIN;
}


static void
ngx_http_newsseg_thread_handler(void *data, ngx_log_t *log)
{
    ngx_http_newsseg_task_ctx_t  *tctx = data;

    ngx_log_debug0(NGX_LOG_DEBUG_HTTP, log, 0, "newsseg thread handler");

    ngx_http_newsseg_run(tctx->ctx);
}


static void
ngx_http_newsseg_thread_event_handler(ngx_event_t *ev)
{
    ngx_connection_t        *c;
    ngx_http_request_t      *r;
    ngx_http_newsseg_ctx_t  *ctx;

    r = ev->data;
    c = r->connection;

    ngx_http_set_log_request(c->log, r);

    ngx_log_debug2(NGX_LOG_DEBUG_HTTP, c->log, 0,
                   "newsseg thread done: \"%V?%V\"", &r->uri, &r->args);

    r->main->blocked--;
    r->aio = 0;

    ctx = ngx_http_get_module_ctx(r, ngx_http_newsseg_module);
    if (ctx) {
        ctx->state = NGX_HTTP_NEWSSEG_PROCESSED;
    }

    /*
     * the request is finalized with our buffered bit set, so its write
     * handler is ngx_http_writer, which calls the body filters with no
     * input; that is where the result is sent
     */

    if (r->done) {
        c->write->handler(c->write);

    } else {
        r->write_event_handler(r);
        ngx_http_run_posted_requests(c);
    }
}

#endif


static ngx_int_t
ngx_http_newsseg_send(ngx_http_request_t *r, ngx_http_newsseg_ctx_t *ctx)
{
    ngx_int_t     rc;
    ngx_buf_t    *b;
    ngx_chain_t   out;

    if (ctx->res == NULL) {
        ngx_log_error(NGX_LOG_ERR, r->connection->log, 0,
                      "newsseg: out of memory in the core, passing through");
        return ngx_http_newsseg_send_original(r, ctx, NULL, 1, "error");
    }

    if (ctx->res->status != NSEG_STATUS_OK) {
        ngx_log_error(NGX_LOG_INFO, r->connection->log, 0,
                      "newsseg: declined: %s (%s)",
                      nseg_status_name(ctx->res->status),
                      ctx->res->reason ? ctx->res->reason : "");

        return ngx_http_newsseg_send_original(r, ctx, NULL, 1,
                                          nseg_status_name(ctx->res->status));
    }

    if (ctx->mode == NGX_HTTP_NEWSSEG_HEADERS) {
        if (ngx_http_newsseg_set_meta_headers(r, ctx) != NGX_OK) {
            return NGX_ERROR;
        }

        return ngx_http_newsseg_send_original(r, ctx, NULL, 1, "ok");
    }

    if (ctx->out == NULL) {
        ngx_log_error(NGX_LOG_ERR, r->connection->log, 0,
                      "newsseg: rendering failed, passing through");
        return ngx_http_newsseg_send_original(r, ctx, NULL, 1, "error");
    }

    ctx->state = NGX_HTTP_NEWSSEG_DONE;
    ngx_str_set(&ctx->status, "ok");
    r->buffered &= ~NGX_HTTP_NEWSSEG_BUFFERED;

    if (ngx_http_newsseg_set_view_headers(r, ctx) != NGX_OK) {
        return NGX_ERROR;
    }

    rc = ngx_http_next_header_filter(r);

    if (rc == NGX_ERROR || rc > NGX_OK || r->header_only) {
        return rc;
    }

    b = ngx_calloc_buf(r->pool);
    if (b == NULL) {
        return NGX_ERROR;
    }

    b->pos = (u_char *) ctx->out;
    b->last = b->pos + ctx->out_len;
    b->memory = 1;
    b->last_buf = 1;

    out.buf = b;
    out.next = NULL;

    /* the source is no longer needed; the result lives until the cleanup */

    ngx_pfree(r->pool, ctx->data);
    ctx->data = NULL;
    ctx->len = 0;

    return ngx_http_next_body_filter(r, &out);
}


/*
 * Fail open: the original headers, then what we buffered, then "rest"
 * (the bufs we did not take).  "last" says the buffered bytes end the
 * response.
 */

static ngx_int_t
ngx_http_newsseg_send_original(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx, ngx_chain_t *rest, ngx_uint_t last,
    const char *status)
{
    ngx_int_t     rc;
    ngx_buf_t    *b;
    ngx_chain_t  *cl;

    ctx->state = NGX_HTTP_NEWSSEG_DONE;
    ctx->status.data = (u_char *) status;
    ctx->status.len = ngx_strlen(status);
    r->buffered &= ~NGX_HTTP_NEWSSEG_BUFFERED;

    /* ranges were turned off when buffering began: say so */
    ngx_http_clear_accept_ranges(r);

    /*
     * a page we looked at and passed through says why, in every mode: a
     * json client gets the page's HTML and must be able to tell
     */
    if (ngx_http_newsseg_add_header(r, "X-Newsseg-Status", &ctx->status)
        != NGX_OK)
    {
        return NGX_ERROR;
    }

    rc = ngx_http_next_header_filter(r);

    if (rc == NGX_ERROR || rc > NGX_OK || r->header_only) {
        return rc;
    }

    if (ctx->len == 0 && !last) {
        return ngx_http_next_body_filter(r, rest);
    }

    b = ngx_calloc_buf(r->pool);
    if (b == NULL) {
        return NGX_ERROR;
    }

    if (ctx->len) {
        b->pos = ctx->data;
        b->last = ctx->data + ctx->len;
        b->memory = 1;
    }

    b->last_buf = last;

    cl = ngx_alloc_chain_link(r->pool);
    if (cl == NULL) {
        return NGX_ERROR;
    }

    cl->buf = b;
    cl->next = rest;

    return ngx_http_next_body_filter(r, cl);
}


static ngx_int_t
ngx_http_newsseg_set_view_headers(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx)
{
    ngx_str_t                     v;
    ngx_http_newsseg_loc_conf_t  *conf;

    conf = ngx_http_get_module_loc_conf(r, ngx_http_newsseg_module);

    ngx_http_newsseg_clear_page_headers(r, conf);

    r->headers_out.content_length_n = (off_t) ctx->out_len;

    if (ctx->mode == NGX_HTTP_NEWSSEG_JSON) {
        ngx_str_set(&r->headers_out.content_type, "application/json");

    } else {
        ngx_str_set(&r->headers_out.content_type, "text/html");
    }

    r->headers_out.content_type_len = r->headers_out.content_type.len;
    r->headers_out.content_type_lowcase = NULL;
    ngx_str_set(&r->headers_out.charset, "utf-8");

    /*
     * The page's own policies were written for the page, not for us,
     * except who may frame it: that protects the site, and the view too
     * (X-Frame-Options is kept as it is).
     */

    ngx_http_newsseg_keep_frame_ancestors(r);
    ngx_http_newsseg_remove_page_headers(r);

    ngx_str_set(&v, "nosniff");
    if (ngx_http_newsseg_add_header(r, "X-Content-Type-Options", &v)
        != NGX_OK)
    {
        return NGX_ERROR;
    }

    if (ctx->mode == NGX_HTTP_NEWSSEG_JSON) {
        return NGX_OK;
    }

    ngx_str_set(&v, "default-src 'none'; img-src * data:; "
                    "style-src 'unsafe-inline'");
    if (ngx_http_newsseg_add_header(r, "Content-Security-Policy", &v)
        != NGX_OK)
    {
        return NGX_ERROR;
    }

    ngx_str_set(&v, "no-referrer");

    return ngx_http_newsseg_add_header(r, "Referrer-Policy", &v);
}


static ngx_int_t
ngx_http_newsseg_set_meta_headers(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx)
{
    u_char         *p;
    size_t          chars;
    ngx_str_t      *f, v;
    ngx_uint_t      i;
    nseg_result_t  *res;

    res = ctx->res;

    for (i = 0; i < NGX_HTTP_NEWSSEG_FIELD_N; i++) {
        f = ngx_http_newsseg_field(r, ctx, i);
        if (f == NULL) {
            return NGX_ERROR;
        }

        if (f->len
            && ngx_http_newsseg_add_header(r, ngx_http_newsseg_fields[i].header,
                                           f)
               != NGX_OK)
        {
            return NGX_ERROR;
        }
    }

    /* characters, not bytes: UTF-8 continuation bytes are not counted */

    chars = 0;

    if (res->body_text) {
        for (p = (u_char *) res->body_text; *p; p++) {
            if ((*p & 0xc0) != 0x80) {
                chars++;
            }
        }
    }

    v.data = ngx_pnalloc(r->pool, NGX_SIZE_T_LEN);
    if (v.data == NULL) {
        return NGX_ERROR;
    }

    v.len = ngx_sprintf(v.data, "%uz", chars) - v.data;

    if (ngx_http_newsseg_add_header(r, "X-Newsseg-Body-Chars", &v) != NGX_OK) {
        return NGX_ERROR;
    }

    if (res->body_source == NULL) {
        return NGX_OK;
    }

    v.data = (u_char *) res->body_source;
    v.len = ngx_strlen(res->body_source);

    return ngx_http_newsseg_add_header(r, "X-Newsseg-Body-Source", &v);
}


static ngx_int_t
ngx_http_newsseg_add_header(ngx_http_request_t *r, const char *key,
    ngx_str_t *value)
{
    ngx_table_elt_t  *h;

    h = ngx_list_push(&r->headers_out.headers);
    if (h == NULL) {
        return NGX_ERROR;
    }

    h->hash = 1;
#if (nginx_version >= 1023000)
    h->next = NULL;
#endif
    h->key.data = (u_char *) key;
    h->key.len = ngx_strlen(key);
    h->value = *value;
    h->lowcase_key = NULL;

    return NGX_OK;
}


/*
 * Every Content-Security-Policy header is cut down to its
 * frame-ancestors directive, or removed when it has none; the view's own
 * policy is added after them, and a client enforces them all.
 */

static void
ngx_http_newsseg_keep_frame_ancestors(ngx_http_request_t *r)
{
    u_char                      *p, *end, *start;
    ngx_table_elt_t             *h;
    ngx_http_newsseg_headers_t   it;

    static const u_char  fa[] = "frame-ancestors";

    ngx_http_newsseg_headers_init(&it, r);

    while ((h = ngx_http_newsseg_next_header(&it, "Content-Security-Policy",
                                             0))
           != NULL)
    {
        /* the directive at the start of one of the ';'-separated parts */

        p = h->value.data;
        end = p + h->value.len;
        start = NULL;

        while (p < end) {
            while (p < end && (*p == ' ' || *p == '\t' || *p == ';')) {
                p++;
            }

            if ((size_t) (end - p) > sizeof(fa) - 1
                && ngx_strncasecmp(p, (u_char *) fa, sizeof(fa) - 1) == 0
                && (p[sizeof(fa) - 1] == ' ' || p[sizeof(fa) - 1] == '\t'))
            {
                start = p;
                break;
            }

            while (p < end && *p != ';') {
                p++;
            }
        }

        if (start == NULL) {
            h->hash = 0;
            continue;
        }

        for (p = start; p < end && *p != ';'; p++) {
            /* void */
        }

        while (p > start && (p[-1] == ' ' || p[-1] == '\t')) {
            p--;
        }

        h->value.data = start;
        h->value.len = p - start;
    }
}


/*
 * gunzip inflates a gzip response only for clients that do not take gzip,
 * and gzip_static sends the .gz file only to those that do; both mark the
 * request with r->gzip_vary.  One client then gets our view, the other the
 * compressed page as it came: the answer varies with Accept-Encoding, and
 * says so whatever gzip_vary says (under gzip_vary nginx's header filter
 * adds it itself).  A Vary from the origin or add_header that lists
 * Accept-Encoding or "*" is left alone; another one gets it appended.
 */

static ngx_int_t
ngx_http_newsseg_vary(ngx_http_request_t *r)
{
#if (NGX_HTTP_GZIP)
    u_char                      *p, *end;
    ngx_str_t                    value;
    ngx_table_elt_t             *h, *vary;
    ngx_http_newsseg_headers_t   it;
    ngx_http_core_loc_conf_t    *clcf;

    static ngx_str_t  ae = ngx_string("Accept-Encoding");

    if (!r->gzip_vary) {
        return NGX_OK;
    }

    clcf = ngx_http_get_module_loc_conf(r, ngx_http_core_module);

    if (clcf->gzip_vary) {
        return NGX_OK;
    }

    vary = NULL;
    ngx_http_newsseg_headers_init(&it, r);

    while ((h = ngx_http_newsseg_next_header(&it, "Vary", 0)) != NULL) {

        if (ngx_http_newsseg_vary_lists(&h->value)) {
            return NGX_OK;
        }

        if (vary == NULL) {
            vary = h;
        }
    }

    if (vary == NULL) {
        return ngx_http_newsseg_add_header(r, "Vary", &ae);
    }

    /* "Cookie, " ends with an empty element: ours replaces it */

    p = vary->value.data;
    end = p + vary->value.len;

    while (end > p
           && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == ','))
    {
        end--;
    }

    if (end == p) {
        vary->value = ae;
        return NGX_OK;
    }

    value.len = (end - p) + sizeof(", ") - 1 + ae.len;

    value.data = ngx_pnalloc(r->pool, value.len);
    if (value.data == NULL) {
        return NGX_ERROR;
    }

    p = ngx_cpymem(value.data, p, end - p);
    p = ngx_cpymem(p, ", ", sizeof(", ") - 1);
    ngx_memcpy(p, ae.data, ae.len);

    vary->value = value;
#endif

    return NGX_OK;
}


#if (NGX_HTTP_GZIP)

/* a Vary value that lists Accept-Encoding or is "*" */

static ngx_uint_t
ngx_http_newsseg_vary_lists(ngx_str_t *value)
{
    u_char  *p, *end, *start, *last;

    p = value->data;
    end = p + value->len;

    while (p < end) {

        while (p < end && (*p == ' ' || *p == '\t' || *p == ',')) {
            p++;
        }

        start = p;

        while (p < end && *p != ',') {
            p++;
        }

        for (last = p; last > start; last--) {
            if (last[-1] != ' ' && last[-1] != '\t') {
                break;
            }
        }

        if ((last - start == 1 && *start == '*')
            || (last - start == sizeof("Accept-Encoding") - 1
                && ngx_strncasecmp(start, (u_char *) "Accept-Encoding",
                                   sizeof("Accept-Encoding") - 1)
                   == 0))
        {
            return 1;
        }
    }

    return 0;
}

#endif


/*
 * "Cache-Control: no-transform" from the upstream (or its copy in the
 * cache): the origin asks that nobody rewrite the page.  One that
 * add_header or expires put in the location is the configuration's word
 * about our answer, to the caches and proxies behind us, and one that
 * proxy_hide_header (and the like) keeps from the client is not said.
 * Header lines copied from the upstream share its values' bytes.
 */

static ngx_uint_t
ngx_http_newsseg_no_transform(ngx_http_request_t *r)
{
    ngx_uint_t                   j;
    ngx_list_part_t             *upart;
    ngx_table_elt_t             *h, *uh;
    ngx_http_newsseg_headers_t   it;

    if (r->upstream == NULL) {
        return 0;
    }

    ngx_http_newsseg_headers_init(&it, r);

    while ((h = ngx_http_newsseg_next_header(&it, "Cache-Control", 0))
           != NULL)
    {
        if (ngx_strlcasestrn(h->value.data, h->value.data + h->value.len,
                             (u_char *) "no-transform",
                             sizeof("no-transform") - 2)
            == NULL)
        {
            continue;
        }

        upart = &r->upstream->headers_in.headers.part;
        uh = upart->elts;

        for (j = 0; /* void */ ; j++) {

            if (j >= upart->nelts) {
                if (upart->next == NULL) {
                    break;
                }

                upart = upart->next;
                uh = upart->elts;
                j = 0;
            }

            if (uh[j].value.data == h->value.data
                && uh[j].value.len == h->value.len)
            {
                return 1;
            }
        }
    }

    return 0;
}


/*
 * What describes the page's bytes, which a view's answer must not carry:
 * their length, byte ranges, and the validators (a client would send
 * them back and get 304 for a view it never had), unless
 * newsseg_last_modified keeps them, weak.  A HEAD request gets no body to
 * work on, so its answer keeps the page's type but loses these too.
 */

static void
ngx_http_newsseg_clear_page_headers(ngx_http_request_t *r,
    ngx_http_newsseg_loc_conf_t *conf)
{
    ngx_http_clear_content_length(r);
    ngx_http_clear_accept_ranges(r);

    if (conf->last_modified) {
        ngx_http_weak_etag(r);

    } else {
        ngx_http_clear_last_modified(r);
        ngx_http_clear_etag(r);
    }
}


/*
 * Headers about the original body's bytes or name (its checksums, its
 * location, "attachment; filename=a.html" for a JSON answer) and the
 * page's policies but Content-Security-Policy, which a view replaces.
 */

static void
ngx_http_newsseg_remove_page_headers(ngx_http_request_t *r)
{
    ngx_http_newsseg_remove_header(r, "Content-MD5", 0);
    ngx_http_newsseg_remove_header(r, "Digest", 0);
    ngx_http_newsseg_remove_header(r, "Content-Location", 0);
    ngx_http_newsseg_remove_header(r, "Content-Disposition", 0);
    ngx_http_newsseg_remove_header(r, "Content-Security-Policy-Report-Only",
                                   0);
    ngx_http_newsseg_remove_header(r, "X-Content-Type-Options", 0);
    ngx_http_newsseg_remove_header(r, "Referrer-Policy", 0);
    ngx_http_newsseg_remove_header(r, "Link", 0);
}


/*
 * A 304 updates the response the client or a cache holds with the
 * headers it carries (RFC 9111, 4.3.4).  With newsseg_last_modified on, a
 * view has the page's validators, weak, so the 304 may be for a view or
 * for the page passed through (declined by the core): it gets the weak
 * ETag, which a strong one matches too, and none of the headers that
 * differ between the two, so that each keeps its own (the page's CSP
 * would replace the view's).  Without it a view has no validators: the
 * 304 is for the page, and stays as it is.
 */

static void
ngx_http_newsseg_not_modified(ngx_http_request_t *r,
    ngx_http_newsseg_ctx_t *ctx, ngx_http_newsseg_loc_conf_t *conf)
{
    if (ctx->mode == NGX_HTTP_NEWSSEG_HEADERS || !conf->last_modified) {
        return;
    }

    ngx_http_weak_etag(r);

    ngx_http_newsseg_remove_header(r, "Content-Security-Policy", 0);
    ngx_http_newsseg_remove_page_headers(r);
}


/* removes the headers named key, or every one it starts when prefix */

static void
ngx_http_newsseg_remove_header(ngx_http_request_t *r, const char *key,
    ngx_uint_t prefix)
{
    ngx_table_elt_t             *h;
    ngx_http_newsseg_headers_t   it;

    ngx_http_newsseg_headers_init(&it, r);

    while ((h = ngx_http_newsseg_next_header(&it, key, prefix)) != NULL) {
        h->hash = 0;
    }
}


static void
ngx_http_newsseg_headers_init(ngx_http_newsseg_headers_t *it,
    ngx_http_request_t *r)
{
    it->part = &r->headers_out.headers.part;
    it->i = 0;
}


/*
 * The next live response header named key (any case), or whose name
 * key starts when prefix; NULL after the last
 */

static ngx_table_elt_t *
ngx_http_newsseg_next_header(ngx_http_newsseg_headers_t *it,
    const char *key, ngx_uint_t prefix)
{
    size_t            len;
    ngx_table_elt_t  *h;

    len = ngx_strlen(key);

    for ( ;; ) {

        if (it->i >= it->part->nelts) {
            if (it->part->next == NULL) {
                return NULL;
            }

            it->part = it->part->next;
            it->i = 0;
            continue;
        }

        h = &((ngx_table_elt_t *) it->part->elts)[it->i++];

        if (h->hash
            && (h->key.len == len || (prefix && h->key.len > len))
            && ngx_strncasecmp(h->key.data, (u_char *) key, len) == 0)
        {
            return h;
        }
    }
}


/* field i of the result, encoded once per request; NULL: out of memory */

static ngx_str_t *
ngx_http_newsseg_field(ngx_http_request_t *r, ngx_http_newsseg_ctx_t *ctx,
    ngx_uint_t i)
{
    ngx_int_t                  rc;
    const char                *src;
    ngx_str_t                 *s;
    ngx_http_newsseg_field_t  *f;

    f = &ngx_http_newsseg_fields[i];
    s = &ctx->fields[i];

    if (s->data == NULL) {
        src = *(char **) ((u_char *) ctx->res + f->offset);

        rc = f->url ? ngx_http_newsseg_encode_url(r->pool, src, s)
                    : ngx_http_newsseg_encode(r->pool, src, s);

        if (rc != NGX_OK) {
            return NULL;
        }
    }

    return s;
}


/*
 * Makes a core string safe for a header line and a log: runs of
 * whitespace become one space, other control characters are dropped,
 * '%' and every byte of a non-ASCII character are percent-encoded, and
 * the result stops before the character that would pass the cap.
 */

static ngx_int_t
ngx_http_newsseg_encode(ngx_pool_t *pool, const char *src, ngx_str_t *dst)
{
    u_char      *p, *d, *end;
    size_t       n, i;
    ngx_uint_t   space;

    static u_char  hex[] = "0123456789ABCDEF";

    dst->len = 0;
    dst->data = NULL;

    if (src == NULL || *src == '\0') {
        return NGX_OK;
    }

    d = ngx_pnalloc(pool, NGX_HTTP_NEWSSEG_VALUE_MAX);
    if (d == NULL) {
        return NGX_ERROR;
    }

    dst->data = d;
    end = d + NGX_HTTP_NEWSSEG_VALUE_MAX;
    space = 0;

    for (p = (u_char *) src; *p; p += n) {

        n = 1;

        if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n'
            || *p == '\f' || *p == '\v')
        {
            space = (d != dst->data);
            continue;
        }

        if (*p < 0x20 || *p == 0x7f) {
            continue;
        }

        if (*p >= 0x80) {
            n = (*p >= 0xf0) ? 4 : (*p >= 0xe0) ? 3 : (*p >= 0xc0) ? 2 : 1;

            for (i = 1; i < n; i++) {
                if ((p[i] & 0xc0) != 0x80) {
                    n = i;
                    break;
                }
            }

        } else if (*p != '%') {
            if ((size_t) (end - d) < space + 1) {
                break;
            }

            if (space) {
                *d++ = ' ';
                space = 0;
            }

            *d++ = *p;
            continue;
        }

        if ((size_t) (end - d) < space + 3 * n) {
            break;
        }

        if (space) {
            *d++ = ' ';
            space = 0;
        }

        for (i = 0; i < n; i++) {
            *d++ = '%';
            *d++ = hex[p[i] >> 4];
            *d++ = hex[p[i] & 0xf];
        }
    }

    dst->len = d - dst->data;

    return NGX_OK;
}


/*
 * A URL stays the URL it is: its '%' escapes are kept, and a byte that
 * may not stand in a header or a log line unquoted (a blank, a control,
 * non-ASCII, a quote or bracket) becomes the escape that means the same
 * to a URL parser; the core writes its URLs so already.  A URL over the
 * cap is left out rather than cut into another one.
 */

static ngx_int_t
ngx_http_newsseg_encode_url(ngx_pool_t *pool, const char *src,
    ngx_str_t *dst)
{
    u_char  *p, *d, *end;

    static u_char  hex[] = "0123456789ABCDEF";

    dst->len = 0;
    dst->data = NULL;

    if (src == NULL || *src == '\0') {
        return NGX_OK;
    }

    d = ngx_pnalloc(pool, NGX_HTTP_NEWSSEG_VALUE_MAX);
    if (d == NULL) {
        return NGX_ERROR;
    }

    dst->data = d;
    end = d + NGX_HTTP_NEWSSEG_VALUE_MAX;

    for (p = (u_char *) src; *p; p++) {

        if (*p > 0x20 && *p < 0x7f && *p != '"' && *p != '<' && *p != '>'
            && *p != '\\' && *p != '^' && *p != '`' && *p != '{'
            && *p != '|' && *p != '}')
        {
            if (d == end) {
                return NGX_OK;
            }

            *d++ = *p;
            continue;
        }

        if (end - d < 3) {
            return NGX_OK;
        }

        *d++ = '%';
        *d++ = hex[*p >> 4];
        *d++ = hex[*p & 0xf];
    }

    dst->len = d - dst->data;

    return NGX_OK;
}


static char *
ngx_http_newsseg_cstr(ngx_pool_t *pool, u_char *data, size_t len)
{
    u_char  *p;

    p = ngx_pnalloc(pool, len + 1);
    if (p == NULL) {
        return NULL;
    }

    ngx_memcpy(p, data, len);
    p[len] = '\0';

    return (char *) p;
}


/*
 * newsseg_base_url, or what the client asked for: scheme://host/uri,
 * the host from an absolute request line, else from Host.
 * *base is NULL when no host is known (an HTTP/1.0 request without Host
 * to a server without a name): the page's own <base> or canonical URL,
 * if any, still count.
 */

static ngx_int_t
ngx_http_newsseg_base_url(ngx_http_request_t *r,
    ngx_http_newsseg_loc_conf_t *conf, char **base)
{
    u_char                    *p;
    ngx_str_t                  url, scheme, host;
    ngx_http_core_srv_conf_t  *cscf;

    *base = NULL;

    if (conf->base_url) {
        if (ngx_http_complex_value(r, conf->base_url, &url) != NGX_OK) {
            return NGX_ERROR;
        }

        *base = ngx_http_newsseg_cstr(r->pool, url.data, url.len);

        return *base ? NGX_OK : NGX_ERROR;
    }

#if (NGX_HTTP_SSL)
    if (r->connection->ssl) {
        ngx_str_set(&scheme, "https");

    } else
#endif
    {
        ngx_str_set(&scheme, "http");
    }

    if (r->host_start && r->host_end) {

        /*
         * an absolute-form request line ("GET http://host:port/path")
         * names the host, and Host is ignored (RFC 9112, 3.2.2), as nginx
         * does for the server and $host; its port follows the host
         */

        p = r->host_end;

        if (*p == ':') {
            for (p++; *p >= '0' && *p <= '9'; p++) {
                /* void */
            }
        }

        host.data = r->host_start;
        host.len = p - r->host_start;

    } else if (r->headers_in.host) {
        host = r->headers_in.host->value;

    } else if (r->headers_in.server.len) {
        host = r->headers_in.server;

    } else {
        /*
         * HTTP/1.0 without Host: the server name, as $host has it, but
         * not a catch-all "_" or a wildcard or regex, which name no host
         */
        cscf = ngx_http_get_module_srv_conf(r, ngx_http_core_module);
        host = cscf->server_name;

        if (host.len == 0
            || (host.len == 1 && host.data[0] == '_')
            || host.data[0] == '~' || host.data[0] == '*'
            || host.data[0] == '.')
        {
            return NGX_OK;
        }
    }

    if (host.len == 0) {
        return NGX_OK;
    }

    url.len = scheme.len + sizeof("://") - 1 + host.len + r->unparsed_uri.len;

    url.data = ngx_pnalloc(r->pool, url.len + 1);
    if (url.data == NULL) {
        return NGX_ERROR;
    }

    p = ngx_cpymem(url.data, scheme.data, scheme.len);
    p = ngx_cpymem(p, "://", sizeof("://") - 1);
    p = ngx_cpymem(p, host.data, host.len);
    p = ngx_cpymem(p, r->unparsed_uri.data, r->unparsed_uri.len);
    *p = '\0';

    *base = (char *) url.data;

    return NGX_OK;
}


/* "now" for relative dates: the origin's Date when it sent one */

static time_t
ngx_http_newsseg_now(ngx_http_request_t *r)
{
    time_t            t;
    ngx_table_elt_t  *h;

    h = r->headers_out.date;

    if (h == NULL && r->upstream) {
        h = r->upstream->headers_in.date;
    }

    if (h) {
        t = ngx_parse_http_time(h->value.data, h->value.len);
        if (t != NGX_ERROR) {
            return t;
        }
    }

    return ngx_time();
}


static void
ngx_http_newsseg_cleanup(void *data)
{
    ngx_http_newsseg_ctx_t  *ctx = data;

    if (ctx->out) {
        free(ctx->out);
        ctx->out = NULL;
    }

    if (ctx->res) {
        nseg_result_free(ctx->res);
        ctx->res = NULL;
    }
}


static ngx_int_t
ngx_http_newsseg_status_variable(ngx_http_request_t *r,
    ngx_http_variable_value_t *v, uintptr_t data)
{
    ngx_http_newsseg_ctx_t  *ctx;

    ctx = ngx_http_get_module_ctx(r, ngx_http_newsseg_module);

    if (ctx == NULL || ctx->status.len == 0) {
        v->not_found = 1;
        return NGX_OK;
    }

    v->len = ctx->status.len;
    v->valid = 1;
    v->no_cacheable = 0;
    v->not_found = 0;
    v->data = ctx->status.data;

    return NGX_OK;
}


static ngx_int_t
ngx_http_newsseg_text_variable(ngx_http_request_t *r,
    ngx_http_variable_value_t *v, uintptr_t data)
{
    ngx_str_t               *s;
    ngx_http_newsseg_ctx_t  *ctx;

    ctx = ngx_http_get_module_ctx(r, ngx_http_newsseg_module);

    if (ctx == NULL || ctx->res == NULL
        || ctx->res->status != NSEG_STATUS_OK)
    {
        v->not_found = 1;
        return NGX_OK;
    }

    s = ngx_http_newsseg_field(r, ctx, data);
    if (s == NULL) {
        return NGX_ERROR;
    }

    if (s->len == 0) {
        v->not_found = 1;
        return NGX_OK;
    }

    v->len = s->len;
    v->valid = 1;
    v->no_cacheable = 0;
    v->not_found = 0;
    v->data = s->data;

    return NGX_OK;
}


/* "page"; "metadata": the JSON-LD articleBody of a page that shows none */
static ngx_int_t
ngx_http_newsseg_body_source_variable(ngx_http_request_t *r,
    ngx_http_variable_value_t *v, uintptr_t data)
{
    ngx_http_newsseg_ctx_t  *ctx;

    ctx = ngx_http_get_module_ctx(r, ngx_http_newsseg_module);

    if (ctx == NULL || ctx->res == NULL
        || ctx->res->status != NSEG_STATUS_OK
        || ctx->res->body_source == NULL)
    {
        v->not_found = 1;
        return NGX_OK;
    }

    v->len = ngx_strlen(ctx->res->body_source);
    v->valid = 1;
    v->no_cacheable = 0;
    v->not_found = 0;
    v->data = (u_char *) ctx->res->body_source;

    return NGX_OK;
}


static ngx_int_t
ngx_http_newsseg_time_variable(ngx_http_request_t *r,
    ngx_http_variable_value_t *v, uintptr_t data)
{
    u_char                  *p;
    ngx_uint_t               us;
    ngx_http_newsseg_ctx_t  *ctx;

    ctx = ngx_http_get_module_ctx(r, ngx_http_newsseg_module);

    if (ctx == NULL || ctx->res == NULL) {
        v->not_found = 1;
        return NGX_OK;
    }

    p = ngx_pnalloc(r->pool, NGX_INT_T_LEN + 4);
    if (p == NULL) {
        return NGX_ERROR;
    }

    /* milliseconds with three decimals, as $request_time prints seconds */

    us = (ngx_uint_t) (ctx->res->total_ms * 1000 + 0.5);

    v->len = ngx_sprintf(p, "%ui.%03ui", us / 1000, us % 1000) - p;
    v->valid = 1;
    v->no_cacheable = 0;
    v->not_found = 0;
    v->data = p;

    return NGX_OK;
}


static char *
ngx_http_newsseg(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)
{
    ngx_http_newsseg_loc_conf_t *nlcf = conf;

    ngx_str_t                         *value;
    ngx_uint_t                         i;
    ngx_http_compile_complex_value_t   ccv;

    if (nlcf->mode != NGX_CONF_UNSET_UINT || nlcf->mode_value) {
        return "is duplicate";
    }

    value = cf->args->elts;

    if (ngx_http_script_variables_count(&value[1]) == 0) {

        for (i = 0; ngx_http_newsseg_modes[i].len; i++) {
            if (value[1].len == ngx_http_newsseg_modes[i].len
                && ngx_strncasecmp(value[1].data,
                                   ngx_http_newsseg_modes[i].data,
                                   value[1].len)
                   == 0)
            {
                nlcf->mode = i;
                return NGX_CONF_OK;
            }
        }

        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,
                           "invalid value \"%V\", it must be \"off\", "
                           "\"reader\", \"print\", \"json\", \"headers\" "
                           "or a variable", &value[1]);
        return NGX_CONF_ERROR;
    }

    nlcf->mode_value = ngx_palloc(cf->pool, sizeof(ngx_http_complex_value_t));
    if (nlcf->mode_value == NULL) {
        return NGX_CONF_ERROR;
    }

    ngx_memzero(&ccv, sizeof(ngx_http_compile_complex_value_t));

    ccv.cf = cf;
    ccv.value = &value[1];
    ccv.complex_value = nlcf->mode_value;

    if (ngx_http_compile_complex_value(&ccv) != NGX_OK) {
        return NGX_CONF_ERROR;
    }

    return NGX_CONF_OK;
}


static char *
ngx_http_newsseg_buffer_check(ngx_conf_t *cf, void *post, void *data)
{
    size_t  *size = data;

    if (*size == 0) {
        return "must be greater than 0";
    }

    return NGX_CONF_OK;
}


static char *
ngx_http_newsseg_models(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)
{
    ngx_http_newsseg_loc_conf_t *nlcf = conf;

    char                             err[512];
    ngx_str_t                       *value, path;
    ngx_uint_t                       i;
    ngx_pool_cleanup_t              *cln;
    ngx_http_newsseg_main_conf_t    *nmcf;
    ngx_http_newsseg_model_entry_t  *entry;

    if (nlcf->model != NGX_CONF_UNSET_PTR) {
        return "is duplicate";
    }

    value = cf->args->elts;
    path = value[1];

    if (ngx_conf_full_name(cf->cycle, &path, 1) != NGX_OK) {
        return NGX_CONF_ERROR;
    }

    /* locations naming the same directory share one copy */

    nmcf = ngx_http_conf_get_module_main_conf(cf, ngx_http_newsseg_module);

    entry = nmcf->models.elts;
    for (i = 0; i < nmcf->models.nelts; i++) {
        if (entry[i].path.len == path.len
            && ngx_strncmp(entry[i].path.data, path.data, path.len) == 0)
        {
            nlcf->model = entry[i].model;
            return NGX_CONF_OK;
        }
    }

    cln = ngx_pool_cleanup_add(cf->pool, 0);
    if (cln == NULL) {
        return NGX_CONF_ERROR;
    }

    err[0] = '\0';

    /* ngx_conf_full_name() leaves the path NUL-terminated */

    nlcf->model = nseg_model_load((char *) path.data, err, sizeof(err));

    if (nlcf->model == NULL) {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,
                           "newsseg_models \"%V\": %s", &path,
                           err[0] ? err : "cannot load");
        return NGX_CONF_ERROR;
    }

    cln->handler = ngx_http_newsseg_model_cleanup;
    cln->data = nlcf->model;

    entry = ngx_array_push(&nmcf->models);
    if (entry == NULL) {
        return NGX_CONF_ERROR;
    }

    entry->path = path;
    entry->model = nlcf->model;

    return NGX_CONF_OK;
}


/*
 * newsseg_filter TYPE PATH [THRESHOLD]: one rule of the location's path
 * filter; a location with rules of its own does not inherit any.
 */
static char *
ngx_http_newsseg_filter(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)
{
    ngx_http_newsseg_loc_conf_t *nlcf = conf;

    char                 err[256], *type, *path;
    double               threshold;
    ngx_int_t            n;
    ngx_str_t           *value;
    ngx_pool_cleanup_t  *cln;

    value = cf->args->elts;

    if (nlcf->filter == NGX_CONF_UNSET_PTR) {
        cln = ngx_pool_cleanup_add(cf->pool, 0);
        if (cln == NULL) {
            return NGX_CONF_ERROR;
        }

        nlcf->filter = nseg_filter_new();
        if (nlcf->filter == NULL) {
            return NGX_CONF_ERROR;
        }

        cln->handler = ngx_http_newsseg_filter_cleanup;
        cln->data = nlcf->filter;
    }

    threshold = -1.0;

    if (cf->args->nelts == 4) {
        /* a number with up to two decimals, as "5" or "7.5" */
        n = ngx_atofp(value[3].data, value[3].len, 2);

        if (n == NGX_ERROR) {
            ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,
                               "invalid threshold \"%V\"", &value[3]);
            return NGX_CONF_ERROR;
        }

        threshold = (double) n / 100.0;
    }

    /* the arguments of a directive are NUL-terminated */
    type = (char *) value[1].data;
    path = (char *) value[2].data;

    if (nseg_filter_add(nlcf->filter, type, path, threshold, err,
                        sizeof(err))
        != NSEG_OK)
    {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0, "%s", err);
        return NGX_CONF_ERROR;
    }

    return NGX_CONF_OK;
}


static void
ngx_http_newsseg_filter_cleanup(void *data)
{
    nseg_filter_free(data);
}


static char *
ngx_http_newsseg_stylesheet(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)
{
    ngx_http_newsseg_loc_conf_t *nlcf = conf;

    off_t             size;
    ssize_t           n;
    ngx_fd_t          fd;
    ngx_str_t        *value, path;
    ngx_file_info_t   fi;

    if (nlcf->stylesheet.data) {
        return "is duplicate";
    }

    value = cf->args->elts;
    path = value[1];

    if (ngx_conf_full_name(cf->cycle, &path, 1) != NGX_OK) {
        return NGX_CONF_ERROR;
    }

    fd = ngx_open_file(path.data, NGX_FILE_RDONLY, NGX_FILE_OPEN, 0);
    if (fd == NGX_INVALID_FILE) {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, ngx_errno,
                           ngx_open_file_n " \"%V\" failed", &path);
        return NGX_CONF_ERROR;
    }

    if (ngx_fd_info(fd, &fi) == NGX_FILE_ERROR) {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, ngx_errno,
                           ngx_fd_info_n " \"%V\" failed", &path);
        goto failed;
    }

    size = ngx_file_size(&fi);

    if (size > NGX_HTTP_NEWSSEG_STYLE_MAX) {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,
                           "stylesheet \"%V\" is larger than 1m", &path);
        goto failed;
    }

    nlcf->stylesheet.data = ngx_pnalloc(cf->pool, (size_t) size + 1);
    if (nlcf->stylesheet.data == NULL) {
        goto failed;
    }

    n = ngx_read_fd(fd, nlcf->stylesheet.data, (size_t) size);

    if (n != (ssize_t) size) {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, ngx_errno,
                           ngx_read_fd_n " \"%V\" failed", &path);
        goto failed;
    }

    nlcf->stylesheet.data[size] = '\0';
    nlcf->stylesheet.len = (size_t) size;

    if (ngx_close_file(fd) == NGX_FILE_ERROR) {
        ngx_conf_log_error(NGX_LOG_ALERT, cf, ngx_errno,
                           ngx_close_file_n " \"%V\" failed", &path);
    }

    return NGX_CONF_OK;

failed:

    if (ngx_close_file(fd) == NGX_FILE_ERROR) {
        ngx_conf_log_error(NGX_LOG_ALERT, cf, ngx_errno,
                           ngx_close_file_n " \"%V\" failed", &path);
    }

    return NGX_CONF_ERROR;
}


static char *
ngx_http_newsseg_thread_pool(ngx_conf_t *cf, ngx_command_t *cmd, void *conf)
{
#if (NGX_THREADS)
    ngx_http_newsseg_loc_conf_t *nlcf = conf;

    ngx_str_t  *value;

    if (nlcf->thread_pool != NGX_CONF_UNSET_PTR) {
        return "is duplicate";
    }

    value = cf->args->elts;

    if (ngx_strcmp(value[1].data, "off") == 0) {
        nlcf->thread_pool = NULL;
        return NGX_CONF_OK;
    }

    /* an undefined pool other than "default" fails at init with a line */

    nlcf->thread_pool = ngx_thread_pool_add(cf, &value[1]);
    if (nlcf->thread_pool == NULL) {
        return NGX_CONF_ERROR;
    }

    return NGX_CONF_OK;

#else

    ngx_str_t  *value;

    value = cf->args->elts;

    if (ngx_strcmp(value[1].data, "off") == 0) {
        return NGX_CONF_OK;
    }

    return "requires nginx built with thread pools (--with-threads)";

#endif
}


/*
 * newsseg_site_memory_zone size: one site memory for all workers, in a
 * shared memory zone; it outlives a reload that keeps its size.
 */
static char *
ngx_http_newsseg_site_memory_zone(ngx_conf_t *cf, ngx_command_t *cmd,
    void *conf)
{
    ngx_http_newsseg_main_conf_t *nmcf = conf;

    size_t      min;
    ssize_t     size;
    ngx_str_t  *value, name;

    if (nmcf->site_memory_zone != NULL) {
        return "is duplicate";
    }

    value = cf->args->elts;

    size = ngx_parse_size(&value[1]);

    if (size == NGX_ERROR) {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,
                           "invalid size \"%V\"", &value[1]);
        return NGX_CONF_ERROR;
    }

    min = ngx_max(NGX_HTTP_NEWSSEG_ZONE_MIN, 8 * ngx_pagesize);

    if ((size_t) size < min) {
        ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,
                           "size \"%V\" is too small, at least %uzk",
                           &value[1], min / 1024);
        return NGX_CONF_ERROR;
    }

    ngx_str_set(&name, "newsseg_site_memory");

    nmcf->site_memory_zone = ngx_shared_memory_add(cf, &name, size,
                                                   &ngx_http_newsseg_module);
    if (nmcf->site_memory_zone == NULL) {
        return NGX_CONF_ERROR;
    }

    nmcf->site_memory_zone->init = ngx_http_newsseg_init_zone;

    return NGX_CONF_OK;
}


/*
 * nginx makes every zone a slab pool, and its master reads the pool's
 * lock after each worker's exit: the table is one allocation of all the
 * pool's free pages, not the zone's bare memory.
 */
static ngx_int_t
ngx_http_newsseg_init_zone(ngx_shm_zone_t *shm_zone, void *data)
{
    size_t            size;
    void             *region;
    nseg_sitemem_t   *mem;
    ngx_slab_pool_t  *shpool;

    if (data != NULL) {
        /* a reload with the same size: the memory goes on */
        shm_zone->data = data;
        return NGX_OK;
    }

    shpool = (ngx_slab_pool_t *) shm_zone->shm.addr;

    size = shpool->pfree * ngx_pagesize;
    region = ngx_slab_alloc(shpool, size);

    mem = region ? nseg_sitemem_shared(region, size) : NULL;
    if (mem == NULL) {
        ngx_log_error(NGX_LOG_EMERG, shm_zone->shm.log, 0,
                      "newsseg: cannot make the site memory in "
                      "shared zone \"%V\"", &shm_zone->shm.name);
        return NGX_ERROR;
    }

    shm_zone->data = mem;

    return NGX_OK;
}


static void
ngx_http_newsseg_model_cleanup(void *data)
{
    nseg_model_free(data);
}


static void *
ngx_http_newsseg_create_main_conf(ngx_conf_t *cf)
{
    ngx_http_newsseg_main_conf_t  *conf;

    conf = ngx_pcalloc(cf->pool, sizeof(ngx_http_newsseg_main_conf_t));
    if (conf == NULL) {
        return NULL;
    }

    if (ngx_array_init(&conf->models, cf->pool, 2,
                       sizeof(ngx_http_newsseg_model_entry_t))
        != NGX_OK)
    {
        return NULL;
    }

    return conf;
}


static void *
ngx_http_newsseg_create_loc_conf(ngx_conf_t *cf)
{
    ngx_http_newsseg_loc_conf_t  *conf;

    conf = ngx_pcalloc(cf->pool, sizeof(ngx_http_newsseg_loc_conf_t));
    if (conf == NULL) {
        return NULL;
    }

    /*
     * set by ngx_pcalloc():
     *
     *     conf->mode_value = NULL;
     *     conf->types = { NULL };
     *     conf->types_keys = NULL;
     *     conf->base_url = NULL;
     *     conf->stylesheet = { 0, NULL };
     *     conf->warned = 0;
     */

    conf->mode = NGX_CONF_UNSET_UINT;
    conf->last_modified = NGX_CONF_UNSET;
    conf->site_memory = NGX_CONF_UNSET;
    conf->buffer_size = NGX_CONF_UNSET_SIZE;
    conf->columns = NGX_CONF_UNSET_UINT;
    conf->model = NGX_CONF_UNSET_PTR;
    conf->filter = NGX_CONF_UNSET_PTR;
#if (NGX_THREADS)
    conf->thread_pool = NGX_CONF_UNSET_PTR;
#endif

    return conf;
}


static void
ngx_http_newsseg_exit_process(ngx_cycle_t *cycle)
{
    /* the thread pools are gone by now: nobody holds the memory */
    nseg_sitemem_free(ngx_http_newsseg_sitemem);
    ngx_http_newsseg_sitemem = NULL;
}


static char *
ngx_http_newsseg_merge_loc_conf(ngx_conf_t *cf, void *parent, void *child)
{
    ngx_http_newsseg_loc_conf_t *prev = parent;
    ngx_http_newsseg_loc_conf_t *conf = child;

    if (conf->mode == NGX_CONF_UNSET_UINT && conf->mode_value == NULL) {
        conf->mode = prev->mode;
        conf->mode_value = prev->mode_value;
    }

    if (conf->mode == NGX_CONF_UNSET_UINT) {
        conf->mode = NGX_HTTP_NEWSSEG_OFF;
    }

    ngx_conf_merge_value(conf->last_modified, prev->last_modified, 0);
    ngx_conf_merge_value(conf->site_memory, prev->site_memory, 0);
    ngx_conf_merge_size_value(conf->buffer_size, prev->buffer_size,
                              4 * 1024 * 1024);
    ngx_conf_merge_uint_value(conf->columns, prev->columns, 1);
    ngx_conf_merge_ptr_value(conf->model, prev->model, NULL);
    ngx_conf_merge_ptr_value(conf->filter, prev->filter, NULL);
#if (NGX_THREADS)
    ngx_conf_merge_ptr_value(conf->thread_pool, prev->thread_pool, NULL);
#endif

    if (conf->base_url == NULL) {
        conf->base_url = prev->base_url;
    }

    if (conf->stylesheet.data == NULL) {
        conf->stylesheet = prev->stylesheet;
    }

    if (ngx_http_merge_types(cf, &conf->types_keys, &conf->types,
                             &prev->types_keys, &prev->types,
                             ngx_http_html_default_types)
        != NGX_OK)
    {
        return NGX_CONF_ERROR;
    }

    return NGX_CONF_OK;
}


static ngx_int_t
ngx_http_newsseg_preconfiguration(ngx_conf_t *cf)
{
    ngx_http_variable_t  *var, *v;

    /* libxml2 and pcre2 set up once, in the master, before any fork */

    if (!ngx_http_newsseg_initialized) {
        if (nseg_init() != NSEG_OK) {
            ngx_conf_log_error(NGX_LOG_EMERG, cf, 0,
                               "newsseg: nseg_init() failed");
            return NGX_ERROR;
        }

        ngx_http_newsseg_initialized = 1;
    }

    for (v = ngx_http_newsseg_vars; v->name.len; v++) {
        var = ngx_http_add_variable(cf, &v->name, v->flags);
        if (var == NULL) {
            return NGX_ERROR;
        }

        var->get_handler = v->get_handler;
        var->data = v->data;
    }

    return NGX_OK;
}


static ngx_int_t
ngx_http_newsseg_init(ngx_conf_t *cf)
{
    ngx_http_next_header_filter = ngx_http_top_header_filter;
    ngx_http_top_header_filter = ngx_http_newsseg_header_filter;

    ngx_http_next_body_filter = ngx_http_top_body_filter;
    ngx_http_top_body_filter = ngx_http_newsseg_body_filter;

    return NGX_OK;
}
