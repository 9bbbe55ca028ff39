#!/usr/bin/perl
# Fail open: every response newsseg must not touch goes out byte for byte,
# with the original headers, and $newsseg_status says why.  Static files
# and the same through proxy_pass; pages that are no article
# (t/fixtures/nonarticle) among them.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use NsegTest;

NsegTest->run_file;

__DATA__

=== TEST 1: static: other type
--- config
location / { newsseg reader; }
--- request
GET /plain.txt
--- response_headers
Content-Type: text/plain
Accept-Ranges: bytes
--- response_headers_like
ETag: ^"
Last-Modified: GMT$
--- response_body_file: plain.txt
--- newsseg_status: type

=== TEST 2: static: HEAD keeps the type, not what describes the page's bytes
--- config
location / { newsseg reader; }
--- request
HEAD /article-en.html
--- response_headers
Content-Type: text/html
!Content-Length
!ETag
!Last-Modified
!Accept-Ranges
--- response_body:
--- newsseg_status: head

=== TEST 2b: static: HEAD with newsseg_last_modified on keeps a weak ETag
--- config
location / { newsseg json; newsseg_last_modified on; }
--- request
HEAD /article-en.html
--- response_headers
!Content-Length
--- response_headers_like
ETag: ^W/"
Last-Modified: GMT$
--- newsseg_status: head

=== TEST 3: static: 304 Not Modified
--- config
location / { newsseg reader; if_modified_since before; }
--- request
GET /article-en.html
--- more_headers
If-Modified-Since: Fri, 01 Jan 2100 00:00:00 GMT
--- error_code: 304
--- response_body:
--- newsseg_status: not_modified

=== TEST 4: static: 404 error page
--- config
location / { newsseg reader; }
--- request
GET /no-such-page.html
--- error_code: 404
--- response_body_like
404 Not Found
--- newsseg_status: status

=== TEST 5: static: empty file
--- config
location / { newsseg reader; }
--- request
GET /empty.html
--- response_headers
Content-Length: 0
--- response_body:
--- newsseg_status: empty

=== TEST 6: static: Content-Length over newsseg_buffer
--- config
location / { newsseg reader; newsseg_buffer 4k; }
--- request
GET /article-en.html
--- response_headers
Content-Length: 6462
Accept-Ranges: bytes
--- response_headers_like
ETag: ^"
--- response_body_file: article-en.html
--- newsseg_status: too_large

=== TEST 6a: static: HEAD of a page over newsseg_buffer is the GET's header, untouched
--- config
location / { newsseg reader; newsseg_buffer 4k; }
--- request
HEAD /article-en.html
--- response_headers
Content-Length: 6462
Accept-Ranges: bytes
--- response_headers_like
ETag: ^"
Last-Modified: GMT$
--- response_body:
--- newsseg_status: too_large

=== TEST 6b: static: HEAD of an empty file keeps its Content-Length: 0
--- config
location / { newsseg json; }
--- request
HEAD /empty.html
--- response_headers
Content-Length: 0
--- response_headers_like
ETag: ^"
--- response_body:
--- newsseg_status: empty

=== TEST 7: static: the core finds no article
--- config
location / { newsseg reader; }
--- request
GET /notext.html
--- response_headers
Content-Type: text/html
Content-Length: 5245
--- response_headers_like
ETag: ^"
--- response_body_file: notext.html
--- newsseg_status: ~^(?!ok$|pending$)\S+$

=== TEST 7a: static: a section page, its body mostly links, passes through
--- user_files
section.html => do { local (@ARGV, $/) = ("$FindBin::Bin/fixtures/nonarticle/pt-secao.html"); <> }
login.html => do { local (@ARGV, $/) = ("$FindBin::Bin/fixtures/nonarticle/login-wall.html"); <> }
--- config
location / { newsseg reader; }
--- request
GET /section.html
--- response_headers
Content-Type: text/html
--- response_body_file: section.html
--- newsseg_status: no_article

=== TEST 7b: static: a login page passes through, and headers mode says why
--- config
location / { newsseg headers; }
--- request
GET /login.html
--- response_headers
X-Newsseg-Status: no_article
!X-Newsseg-Title
--- response_body_file: login.html
--- newsseg_status: no_article

=== TEST 8: static: headers mode tells why in X-Newsseg-Status
--- config
location / { newsseg headers; }
--- request
GET /notext.html
--- response_headers_like
X-Newsseg-Status: ^(?!ok$)\S+$
--- response_headers
!X-Newsseg-Title
--- response_body_file: notext.html

=== TEST 9: static: headers mode, HEAD: the GET's header, without ranges
--- config
location / { newsseg headers; }
--- request
HEAD /article-en.html
--- response_headers
X-Newsseg-Status: head
Content-Length: 6462
!Accept-Ranges
--- response_headers_like
ETag: ^"

=== TEST 9a: static: headers mode, the GET that HEAD stands for
--- config
location / { newsseg headers; }
--- request
GET /article-en.html
--- more_headers
Range: bytes=0-99
--- response_headers
X-Newsseg-Status: ok
Content-Length: 6462
!Accept-Ranges
!Content-Range
--- response_headers_like
ETag: ^"
--- response_body_file: article-en.html

=== TEST 10: static: types * takes any type
--- config
location / { newsseg headers; newsseg_types *; }
--- request
GET /plain.txt
--- response_headers_like
X-Newsseg-Status: ^(?!type$)
--- response_body_file: plain.txt

=== TEST 11: static: a Range request gets the whole rewritten page
--- config
location / { newsseg reader; }
--- request
GET /article-en.html
--- more_headers
Range: bytes=0-99
--- response_headers
!Accept-Ranges
!Content-Range
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 12: subrequest (SSI include) passes through
--- user_files
ssi.html => '<!--# include virtual="/inc/article-en.html" -->'
--- config
location = /ssi.html { ssi on; }
location /inc/ { alias $TEST_NGINX_HTML/; newsseg reader; }
--- request
GET /ssi.html
--- response_body_file: article-en.html

=== TEST 13: proxied: other type
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
GET /plain.txt
--- response_headers
Content-Type: text/plain
--- response_body_file: plain.txt
--- newsseg_status: type

=== TEST 14: proxied: HEAD
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
HEAD /article-en.html
--- response_headers
!Content-Length
!ETag
--- response_body:
--- newsseg_status: head

=== TEST 15: proxied: 404 from the origin
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
GET /missing/page.html
--- error_code: 404
--- response_body: <html><body><p>not here</p></body></html>
--- newsseg_status: status

=== TEST 16: proxied: 206 from the origin
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
GET /article-en.html
--- more_headers
Range: bytes=0-99
--- error_code: 206
--- response_headers
Content-Range: bytes 0-99/6462
--- check
is($res->{body}, substr(read_file($t->prefix . '/html/article-en.html'), 0, 100), "$name: the range, unchanged");
--- newsseg_status: partial

=== TEST 17: proxied: Content-Encoding
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
GET /brotli/article-en.html
--- response_headers
Content-Encoding: br
--- response_body_file: article-en.html
--- newsseg_status: encoded

=== TEST 17a: static: a precompressed file that add_header marks gzip is not parsed
--- user_files
gz.html => do { require IO::Compress::Gzip; my $z; IO::Compress::Gzip::gzip(\ read_file(fixture('article-en.html')) => \$z) or die; $z }
--- config
location / { newsseg reader; add_header Content-Encoding gzip; }
--- request
GET /gz.html
--- response_headers
Content-Encoding: gzip
Accept-Ranges: bytes
!X-Newsseg-Status
--- response_body_file: gz.html
--- newsseg_status: encoded

=== TEST 17b: and its HEAD keeps the header the GET has
--- config
location / { newsseg reader; add_header Content-Encoding gzip; }
--- request
HEAD /gz.html
--- response_headers
Content-Encoding: gzip
Accept-Ranges: bytes
--- response_headers_like
Content-Length: ^\d+$
ETag: ^"
--- newsseg_status: encoded

=== TEST 18: proxied: multipart
--- config
location / { newsseg reader; newsseg_types *; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
GET /multipart/article-en.html
--- response_headers
Content-Type: multipart/x-mixed-replace; boundary=x
--- response_body_file: article-en.html
--- newsseg_status: multipart

=== TEST 19: proxied: empty body
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
GET /empty.html
--- response_body:
--- newsseg_status: empty

=== TEST 20: proxied: chunked empty body found empty at the end
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN; proxy_http_version 1.1; }
--- request
GET /chunked/empty.html
--- response_body:
--- newsseg_status: empty

=== TEST 21: proxied: Content-Length over newsseg_buffer
--- config
location / { newsseg reader; newsseg_buffer 4k; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
GET /article-en.html
--- response_headers
Content-Length: 6462
--- response_body_file: article-en.html
--- newsseg_status: too_large

=== TEST 22: proxied: the core finds no article, original headers kept
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
GET /notext.html
--- response_headers
Content-Type: text/html
Content-Length: 5245
--- response_headers_like
ETag: ^"
Last-Modified: GMT$
--- response_body_file: notext.html
--- response_headers
!Accept-Ranges
--- newsseg_status: ~^(?!ok$|pending$)\S+$

=== TEST 23: proxied: origin security headers survive a pass-through
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
GET /csp/notext.html
--- response_headers
Content-Security-Policy: default-src 'self'
--- response_body_file: notext.html

=== TEST 24: proxied: origin CSP and Link replaced when rewriting
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
GET /csp/article-en.html
--- response_headers
Content-Security-Policy: default-src 'none'; img-src * data:; style-src 'unsafe-inline'
!Link
--- check
my @csp = NsegTest::header($res, 'Content-Security-Policy');
is(scalar @csp, 1, "$name: one CSP header");
--- newsseg_status: ok

=== TEST 25: path rules past their work limit (41.6 million comparisons): the page passes through
--- user_files
many.html => '<html><body><main><article><h1>Harbour bridge reopens after repairs</h1>' . ('<p>The harbour bridge reopened to traffic on Monday after four months of repairs to its deck and cables, the port authority said.</p>' x 4) . '</article></main>' . ('<div></div>' x 10000) . '</body></html>'
rules.conf => join('', map { 'newsseg_filter drop html/body' . ('/div' x 62) . ";\n" } 1 .. 64)
--- config
location / { newsseg reader; include $TEST_NGINX_HTML/rules.conf; }
--- request
GET /many.html
--- response_body_file: many.html
--- newsseg_status: too_large

=== TEST 26: the same page with one rule is rewritten
--- config
location / { newsseg reader; newsseg_filter drop html/body/div; }
--- request
GET /many.html
--- response_body_like
nseg-reader
Harbour bridge reopens after repairs
--- newsseg_status: ok

=== TEST 27: add_after_body: the page, then the addition, untouched and in order
--- user_files
after.html => '<p>AFTER-BODY-MARKER</p>'
--- config
location / { newsseg reader; add_after_body /after.html; }
location = /after.html { }
--- request
GET /article-en.html
--- check
is($res->{body}, read_file($t->prefix . '/html/article-en.html') . '<p>AFTER-BODY-MARKER</p>', "$name: page then addition");
--- newsseg_status: subrequests

=== TEST 28: add_before_body: the addition, then the page, untouched
--- user_files
before.html => '<p>BEFORE-BODY-MARKER</p>'
--- config
location / { newsseg reader; add_before_body /before.html; }
location = /before.html { }
--- request
GET /article-en.html
--- check
is($res->{body}, '<p>BEFORE-BODY-MARKER</p>' . read_file($t->prefix . '/html/article-en.html'), "$name: addition then page");
--- newsseg_status: subrequests

=== TEST 29: add_after_body on a page with no article: the same, in order
--- config
location / { newsseg reader; add_after_body /after.html; }
location = /after.html { }
--- request
GET /notext.html
--- check
is($res->{body}, read_file($t->prefix . '/html/notext.html') . '<p>AFTER-BODY-MARKER</p>', "$name: page then addition");
--- newsseg_status: subrequests

=== TEST 30: slice: the slices go through whole, no wait for a body that never ends
--- config
location / { newsseg reader; slice 2k; proxy_set_header Range $slice_range; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
GET /article-en.html
--- response_body_file: article-en.html
--- newsseg_status: subrequests

=== TEST 31: the upstream times out mid-body: the client gets the original header and as much as nginx passes (buffered: none of the body, as without newsseg)
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN/stall/; proxy_read_timeout 1s; }
--- request
GET /article-en.html
--- truncated
--- response_headers
Content-Length: 6462
--- check
my $page = read_file($t->prefix . '/html/article-en.html');
ok(length($res->{body}) < length($page), "$name: not the whole page");
is($res->{body}, substr($page, 0, length($res->{body})), "$name: its beginning, unchanged");
--- newsseg_status: upstream_error

=== TEST 32: the same unbuffered: the part of the page read so far
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN/stall/; proxy_read_timeout 1s; proxy_buffering off; }
--- request
GET /article-en.html
--- truncated
--- check
my $page = read_file($t->prefix . '/html/article-en.html');
ok(length($res->{body}) > 0 && length($res->{body}) < length($page), "$name: part of the page");
is($res->{body}, substr($page, 0, length($res->{body})), "$name: its beginning, unchanged");
--- newsseg_status: upstream_error
