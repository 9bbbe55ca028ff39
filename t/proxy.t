#!/usr/bin/perl
# newsseg behind proxy_pass: chunked and gzip upstreams, gunzip, upstream
# keepalive, error_page and internal redirects, proxy_cache, charsets.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use IO::Uncompress::Gunzip qw(gunzip $GunzipError);
use JSON::PP;
use NsegTest;

NsegTest->run_file(after => sub {
    my ($t) = @_;
    # keepalive: the origin saw several requests on one connection
    my @ka = grep { m{^/ka/} } split /\n/,
        read_file($t->prefix . '/logs/origin.log');
    ok(@ka >= 3, 'origin served the keepalive requests');
    ok((grep { /\s([2-9]|\d\d+)$/ } @ka), 'an upstream connection was reused')
        or diag(join "\n", @ka);
});

__DATA__

=== TEST 1: chunked upstream, reader
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_http_version 1.1;
}
--- request
GET /chunked/article-en.html
--- response_headers
Content-Type: text/html; charset=utf-8
!Transfer-Encoding
--- response_body_like
nseg-reader
City council approves riverside park
--- newsseg_status: ok

=== TEST 2: chunked upstream, headers mode keeps the body byte for byte
--- config
location / {
    newsseg headers;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_http_version 1.1;
}
--- request
GET /chunked/article-en.html
--- response_headers
X-Newsseg-Status: ok
--- response_body_file: article-en.html

=== TEST 3: gzip upstream without gunzip: passes through compressed
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /gzip/article-en.html
--- response_headers
Content-Encoding: gzip
--- check
my $plain;
gunzip(\$res->{body} => \$plain) or diag($GunzipError);
is($plain, read_file($t->prefix . '/html/article-en.html'), "$name: gzip of the original");
--- newsseg_status: encoded

=== TEST 4: gzip upstream with gunzip on: inflated, then rewritten
--- config
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /gzip/article-en.html
--- response_headers
!Content-Encoding
Content-Type: text/html; charset=utf-8
--- response_body_like
nseg-reader
seven to two on Tuesday evening
--- newsseg_status: ok

=== TEST 4a: gunzip and gzip_vary: the view says it varies with Accept-Encoding
--- config
location / {
    newsseg reader;
    gunzip on;
    gzip_vary on;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /gzip/article-en.html
--- response_headers
!Content-Encoding
Vary: Accept-Encoding
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 4b: gunzip and gzip_vary: a client taking gzip gets the page, and the same Vary
--- config
location / {
    newsseg reader;
    gunzip on;
    gzip_vary on;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /gzip/article-en.html
--- more_headers
Accept-Encoding: gzip
--- response_headers
Content-Encoding: gzip
Vary: Accept-Encoding
--- check
my $plain;
gunzip(\$res->{body} => \$plain) or diag($GunzipError);
is($plain, read_file($t->prefix . '/html/article-en.html'), "$name: gzip of the original");
--- newsseg_status: encoded

=== TEST 5: gzip on towards the client compresses our output
--- config
location / {
    newsseg reader;
    gzip on;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_set_header Accept-Encoding "";
}
--- request
GET /article-en.html
--- more_headers
Accept-Encoding: gzip
--- response_headers
Content-Encoding: gzip
--- check
my $plain;
gunzip(\$res->{body} => \$plain) or diag($GunzipError);
like($plain // '', qr/nseg-reader/, "$name: our view, gzipped after us");

=== TEST 6: upstream keepalive
--- http_config
upstream nseg_origin_ka {
    server $TEST_NGINX_ORIGIN;
    keepalive 4;
}
--- config
location /ka/ {
    newsseg json;
    proxy_pass http://nseg_origin_ka/ka/;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
}
--- request
GET /ka/article-en.html
--- repeat: 4
--- response_headers
Content-Type: application/json; charset=utf-8
--- check
my $j = eval { decode_json($res->{body}) } || {};
like($j->{title} // '', qr/^City council/, "$name: title");

=== TEST 7: error_page to a rewritten location
--- config
location / {
    error_page 404 = /fallback/article-en.html;
}
location /fallback/ {
    internal;
    alias $TEST_NGINX_HTML/;
    newsseg reader;
}
--- request
GET /no-such-page.html
--- response_body_like
nseg-reader
City council approves riverside park
--- newsseg_status: ok

=== TEST 8: internal redirect from a rewritten location to a plain one
--- config
location / {
    newsseg reader;
    try_files /nothing-here @plain;
}
location @plain {
    newsseg off;
    proxy_pass http://$TEST_NGINX_ORIGIN;
}
--- request
GET /article-en.html
--- response_body_file: article-en.html

=== TEST 9: proxied 404 with error_page from the origin body intercepted
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_intercept_errors on;
    error_page 404 = /article-fr.html;
}
location = /article-fr.html {
    newsseg headers;
}
--- request
GET /missing/x.html
--- response_headers
X-Newsseg-Status: ok
--- response_body_file: article-fr.html

=== TEST 10: proxy_cache: miss, then hits, each transformed
--- http_config
proxy_cache_path $TEST_NGINX_PREFIX/cache levels=1 keys_zone=nseg_cache:1m;
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_cache nseg_cache;
    proxy_cache_valid 200 10m;
    add_header X-Cache $upstream_cache_status;
}
--- request
GET /dated/article-en.html
--- repeat: 3
--- response_headers
Content-Type: text/html; charset=utf-8
--- response_headers_like
X-Cache: ^(MISS|HIT)$
--- response_body_like
nseg-reader
City council approves riverside park
--- check
if ($name =~ /#3/) {
    is(NsegTest::header($res, 'X-Cache'), 'HIT', "$name: served from cache");
}

=== TEST 11: proxy_cache stores the original: a plain location sees it
--- config
location / {
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_cache nseg_cache;
    proxy_cache_valid 200 10m;
    add_header X-Cache $upstream_cache_status;
}
--- request
GET /dated/article-en.html
--- response_headers
X-Cache: HIT
--- response_body_file: article-en.html

=== TEST 12: ISO-8859-1 page with the charset in the HTTP header
--- config
location / {
    newsseg headers;
    proxy_pass http://$TEST_NGINX_ORIGIN;
}
--- request
GET /latin1/article-latin1.html
--- response_headers_like
Content-Type: charset=iso-8859-1
X-Newsseg-Title: ^Gro%C3%9Fer Erfolg f%C3%BCr die B%C3%BCrgerinitiative am S%C3%BCdufer$
--- response_body_file: article-latin1.html

=== TEST 13: ISO-8859-1 page rewritten to UTF-8
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
}
--- request
GET /latin1/article-latin1.html
--- response_headers
Content-Type: text/html; charset=utf-8
--- response_body_like
Gro\x{c3}\x{9f}er Erfolg f\x{c3}\x{bc}r die B\x{c3}\x{bc}rgerinitiative

=== TEST 14: proxy_buffering off
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_buffering off;
}
--- request
GET /slow/article-en.html
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 14a: proxy_buffering off with upstream keepalive: the released connection is no failure
--- http_config
upstream nseg_origin_ka2 {
    server $TEST_NGINX_ORIGIN;
    keepalive 4;
}
--- config
location / {
    newsseg reader;
    proxy_pass http://nseg_origin_ka2;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_buffering off;
}
--- request
GET /article-en.html
--- repeat: 3
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 15: small proxy buffers: upstream bufs are consumed and recycled
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_buffers 2 1k;
    proxy_buffer_size 1k;
    proxy_busy_buffers_size 1k;
    proxy_max_temp_file_size 0;
}
--- request
GET /article-en.html
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 16: upstream bodies spooled to a temp file are read back
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_buffers 2 1k;
    proxy_buffer_size 1k;
    proxy_busy_buffers_size 1k;
}
--- request
GET /slow/article-en.html
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 17: the origin's Content-Language is the language of a page that declares none
--- user_files
nolang.html => do { my $p = read_file(fixture('article-en.html')); $p =~ s{<html lang="en">}{<html>}; $p }
--- config
location / {
    newsseg headers;
    proxy_pass http://$TEST_NGINX_ORIGIN;
}
--- request
GET /en-gb/nolang.html
--- response_headers
Content-Language: en-GB
X-Newsseg-Lang: en-GB
X-Newsseg-Status: ok

=== TEST 17a: unless the article clearly reads as another language
--- config
location / {
    newsseg headers;
    proxy_pass http://$TEST_NGINX_ORIGIN;
}
--- request
GET /de/nolang.html
--- response_headers
Content-Language: de
X-Newsseg-Lang: en
X-Newsseg-Status: ok

=== TEST 18: a page's own lang comes first
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
}
--- request
GET /de/article-en.html
--- response_body_like
<html lang="en"
