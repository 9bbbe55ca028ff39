#!/usr/bin/perl
# newsseg_buffer: a body exactly at, just under and just over the cap,
# known in advance (Content-Length) or found while buffering (chunked).
# Over the cap the response goes out unchanged: what was buffered, then
# the rest.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use NsegTest;

NsegTest->run_file;

__DATA__

=== TEST 1: static: body exactly at the cap is rewritten
--- user_files
p10000.html => exact_page(10000)
big.html => big_page(300_000)
--- config
location / { newsseg reader; newsseg_buffer 10000; }
--- request
GET /p10000.html
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 2: static: body just under the cap is rewritten
--- config
location / { newsseg reader; newsseg_buffer 10001; }
--- request
GET /p10000.html
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 3: static: body just over the cap passes through
--- config
location / { newsseg reader; newsseg_buffer 9999; }
--- request
GET /p10000.html
--- response_headers
Content-Length: 10000
--- response_body_file: p10000.html
--- newsseg_status: too_large

=== TEST 4: chunked: exactly at the cap
--- config
location / { newsseg reader; newsseg_buffer 10000; proxy_pass http://$TEST_NGINX_ORIGIN; proxy_http_version 1.1; }
--- request
GET /chunked/p10000.html
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 5: chunked: just under
--- config
location / { newsseg reader; newsseg_buffer 10001; proxy_pass http://$TEST_NGINX_ORIGIN; proxy_http_version 1.1; }
--- request
GET /chunked/p10000.html
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 6: chunked: one byte over, found at the end
--- config
location / { newsseg reader; newsseg_buffer 9999; proxy_pass http://$TEST_NGINX_ORIGIN; proxy_http_version 1.1; }
--- request
GET /chunked/p10000.html
--- response_body_file: p10000.html
--- newsseg_status: too_large

=== TEST 7: chunked: a big page over the cap, found after many buffers
--- config
location / {
    newsseg reader;
    newsseg_buffer 100k;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_http_version 1.1;
    proxy_buffers 4 4k;
    proxy_buffer_size 4k;
}
--- request
GET /chunked/big.html
--- response_body_file: big.html
--- newsseg_status: too_large

=== TEST 8: chunked and slow: over the cap, unbuffered proxy
--- config
location / {
    newsseg headers;
    newsseg_buffer 64k;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_http_version 1.1;
    proxy_buffering off;
}
--- request
GET /chunked/big.html
--- response_headers
X-Newsseg-Status: too_large
--- response_body_file: big.html

=== TEST 9: a big page under the cap grows the buffer and is rewritten
--- config
location / { newsseg json; proxy_pass http://$TEST_NGINX_ORIGIN; proxy_http_version 1.1; }
--- request
GET /chunked/big.html
--- response_headers
Content-Type: application/json; charset=utf-8
--- response_body_like
"title"
\[12\] The Millbrook city council
--- newsseg_status: ok
