#!/usr/bin/perl
# Vary: Accept-Encoding when gunzip (or gzip_static) makes the answer depend
# on the client's Accept-Encoding: clients that take gzip get the gzip page
# as it came (encoded), the others newsseg's view.  Both answers must say
# that they vary, once, merged with the origin's own Vary, with or without
# gzip_vary; answers that do not vary get none.  (gzip_static without
# gzip_vary does not look for the .gz file for a client without gzip, so
# its plain variant cannot know: those blocks set gzip_vary.)
#
# In most blocks the server is its own origin: /o/ serves the fixtures
# gzipped (with gzip_vary or an add_header Vary where the block needs
# one), / proxies to it with newsseg and gunzip on.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use IO::Uncompress::Gunzip qw(gunzip $GunzipError);
use IO::Compress::Gzip qw(gzip $GzipError);
use NsegTest;

# every Vary line of the answer, joined: one line is expected
sub vary_lines { join " | ", grep { defined } NsegTest::header($_[0], "Vary") }

sub gzip_of {
    my ($res) = @_;
    my $plain;
    gunzip(\$res->{body} => \$plain) or return "gunzip: $GunzipError";
    return $plain;
}

NsegTest->run_file;

__DATA__

=== TEST 1: gunzip, no gzip_vary: a client without gzip gets the view and Vary
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
}
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- response_headers
!Content-Encoding
Content-Type: text/html; charset=utf-8
--- response_body_like
nseg-reader
seven to two on Tuesday evening
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: one Vary: Accept-Encoding");
--- newsseg_status: ok

=== TEST 2: gunzip, no gzip_vary: a client taking gzip gets the gzip page and Vary
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
}
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- more_headers
Accept-Encoding: gzip, deflate
--- response_headers
Content-Encoding: gzip
Content-Type: text/html
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: one Vary: Accept-Encoding");
is(gzip_of($res), read_file($t->prefix . '/html/article-en.html'), "$name: gzip of the original");
--- newsseg_status: encoded

=== TEST 3: gunzip and gzip_vary: one Vary without gzip, not two
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
}
location / {
    newsseg reader;
    gunzip on;
    gzip_vary on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- response_body_like
nseg-reader
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: one Vary: Accept-Encoding");
--- newsseg_status: ok

=== TEST 4: gunzip and gzip_vary: one Vary with gzip, not two
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
}
location / {
    newsseg reader;
    gunzip on;
    gzip_vary on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- more_headers
Accept-Encoding: gzip
--- response_headers
Content-Encoding: gzip
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: one Vary: Accept-Encoding");
is(gzip_of($res), read_file($t->prefix . '/html/article-en.html'), "$name: gzip of the original");
--- newsseg_status: encoded

=== TEST 5: the origin's Vary: Cookie gets Accept-Encoding added, in the view
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
    add_header Vary Cookie;
}
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- response_body_like
nseg-reader
--- check
is(vary_lines($res), 'Cookie, Accept-Encoding', "$name: merged into the origin's Vary");
--- newsseg_status: ok

=== TEST 6: the origin's Vary: Cookie gets Accept-Encoding added, in the gzip page
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
    add_header Vary Cookie;
}
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- more_headers
Accept-Encoding: gzip
--- response_headers
Content-Encoding: gzip
--- check
is(vary_lines($res), 'Cookie, Accept-Encoding', "$name: merged into the origin's Vary");
is(gzip_of($res), read_file($t->prefix . '/html/article-en.html'), "$name: gzip of the original");
--- newsseg_status: encoded

=== TEST 7: the origin's own Vary: accept-encoding (any case, in a list) is not repeated
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
    add_header Vary "Cookie,accept-encoding";
}
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- response_body_like
nseg-reader
--- check
is(vary_lines($res), 'Cookie,accept-encoding', "$name: the origin's Vary as it was");
--- newsseg_status: ok

=== TEST 8: the origin's Vary (gzip_vary there) with a client taking gzip: not repeated
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
    gzip_vary on;
}
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- more_headers
Accept-Encoding: gzip
--- response_headers
Content-Encoding: gzip
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: the origin's Vary only");
--- newsseg_status: encoded

=== TEST 9: Vary: * already says everything
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
    add_header Vary "*";
}
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- response_body_like
nseg-reader
--- check
is(vary_lines($res), '*', "$name: Vary: * as it was");
--- newsseg_status: ok

=== TEST 10: add_header Vary in the same location is merged too
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
}
location / {
    newsseg reader;
    gunzip on;
    add_header Vary User-Agent;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- response_body_like
nseg-reader
--- check
is(vary_lines($res), 'User-Agent, Accept-Encoding', "$name: merged into add_header's Vary");
--- newsseg_status: ok

=== TEST 11: headers mode: the inflated page with X-Newsseg-* varies too
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
}
location / {
    newsseg headers;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- response_headers
X-Newsseg-Status: ok
!Content-Encoding
--- response_body_file: article-en.html
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: Vary");

=== TEST 12: headers mode: the gzip page says encoded, and varies
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
}
location / {
    newsseg headers;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- more_headers
Accept-Encoding: gzip
--- response_headers
X-Newsseg-Status: encoded
Content-Encoding: gzip
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: Vary");

=== TEST 13: a gzip page the core declines is passed through inflated, and varies
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
}
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /notext.html
--- response_headers
!Content-Encoding
--- response_body_file: notext.html
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: Vary");
--- newsseg_status: ~^(?!ok$|pending$|encoded$)\S+$

=== TEST 14: HEAD without gzip varies as the GET does
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
}
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
HEAD /article-en.html
--- response_headers
!Content-Encoding
!Content-Length
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: Vary");
--- newsseg_status: head

=== TEST 15: HEAD with gzip varies, and passes through, as the GET does
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
}
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
HEAD /article-en.html
--- more_headers
Accept-Encoding: gzip
--- response_headers
Content-Encoding: gzip
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: Vary");
--- newsseg_status: encoded

=== TEST 16: an identity upstream with gunzip on does not vary: no Vary
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
}
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- more_headers
Accept-Encoding: gzip
--- response_body_like
nseg-reader
--- check
is(vary_lines($res), '', "$name: no Vary");
--- newsseg_status: ok

=== TEST 17: a gzip upstream without gunzip: the origin's business, no Vary added
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
}
location / {
    newsseg reader;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /article-en.html
--- response_headers
Content-Encoding: gzip
--- check
is(vary_lines($res), '', "$name: no Vary");
--- newsseg_status: encoded

=== TEST 18: gunzip on a gzip type newsseg does not take: no Vary from newsseg
--- config
location /o/ {
    alias $TEST_NGINX_HTML/;
    gzip on; gzip_min_length 0; gzip_http_version 1.0; gzip_proxied any;
    gzip_types text/plain;
}
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_set_header Accept-Encoding gzip;
}
--- request
GET /plain.txt
--- response_headers
!Content-Encoding
--- response_body_file: plain.txt
--- check
is(vary_lines($res), '', "$name: no Vary");
--- newsseg_status: type

=== TEST 19: gzip_static and gzip_vary: a client without gzip gets the view of the plain file, and one Vary
--- user_files
gzs.html => read_file(fixture('article-en.html'))
gzs.html.gz => do { my $p = read_file(fixture('article-en.html')); my $z; IO::Compress::Gzip::gzip(\$p => \$z) or die; $z }
--- config
location / {
    newsseg reader;
    gzip_static on;
    gzip_vary on;
}
--- request
GET /gzs.html
--- response_headers
!Content-Encoding
--- response_body_like
nseg-reader
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: Vary");
--- newsseg_status: ok

=== TEST 20: gzip_static: a client taking gzip gets the .gz file, and Vary
--- config
location / {
    newsseg reader;
    gzip_static on;
}
--- request
GET /gzs.html
--- more_headers
Accept-Encoding: gzip
--- response_headers
Content-Encoding: gzip
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: Vary");
is(gzip_of($res), read_file($t->prefix . '/html/article-en.html'), "$name: the .gz file");
--- newsseg_status: encoded

=== TEST 20a: gzip_static and gzip_vary: a client taking gzip gets the .gz file, and one Vary
--- config
location / {
    newsseg reader;
    gzip_static on;
    gzip_vary on;
}
--- request
GET /gzs.html
--- more_headers
Accept-Encoding: gzip
--- response_headers
Content-Encoding: gzip
--- check
is(vary_lines($res), 'Accept-Encoding', "$name: Vary");
--- newsseg_status: encoded

=== TEST 21: gzip_static without a .gz file does not vary: no Vary
--- config
location / {
    newsseg reader;
    gzip_static on;
}
--- request
GET /article-en.html
--- more_headers
Accept-Encoding: gzip
--- response_body_like
nseg-reader
--- check
is(vary_lines($res), '', "$name: no Vary");
--- newsseg_status: ok
