#!/usr/bin/perl
# newsseg_thread_pool: the core runs in an nginx thread pool and the
# request waits without blocking the worker; client aborts while the task
# runs; thread pool off next to on.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use IO::Socket::INET;
use JSON::PP;
use NsegTest;

NsegTest->run_file(after => sub {
    my ($t) = @_;

    # the core's decline is logged in thread mode too, once prefixed
    like($t->error_log, qr/\[info\].*newsseg: declined: empty \(/,
         'a decline in a thread is in the error log');
    unlike($t->error_log, qr/newsseg: newsseg:/, 'the prefix once');
    my $port = $t->port_of('TEST 2');
    my $slow = $t->port_of('TEST 6');

    # abort right after the request: the task is running or queued
    for my $i (1 .. 5) {
        my $r = http_request(port => $port, request => 'GET /big.html',
                             abort_after => 0.01 * $i);
        ok($r->{aborted}, "abort #$i while the core runs in a thread");
    }

    # abort while the response is being read
    my $r = http_request(port => $port, request => 'GET /big.html',
                         abort_after => 60, abort_after_bytes => 2000);
    ok($r->{aborted} && length($r->{raw}) >= 1, 'abort after the first bytes');

    # abort mid-body: the origin is still sending when the client leaves
    for my $i (1 .. 3) {
        my $r = http_request(port => $slow, request => 'GET /slow/mid.html',
                             abort_after => 0.2 * $i);
        ok($r->{aborted}, "abort #$i while buffering a slow upstream");
    }

    # several requests at once, all answered whole
    my @socks;
    for my $i (1 .. 6) {
        my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
                                      PeerPort => $port) or die $!;
        binmode $s;
        print {$s} "GET /big.html HTTP/1.1\r\nHost: localhost\r\n"
            . "Connection: close\r\n\r\n";
        push @socks, $s;
    }
    my $n = 0;
    for my $s (@socks) {
        local $/;
        my $raw = <$s>;
        my $res = NsegTest::parse_response($raw // '', 0);
        $n++ if ($res->{status} // 0) == 200
            && eval { decode_json($res->{body})->{title} };
    }
    is($n, 6, 'six concurrent thread-pool requests answered');

    # and the server still serves normally afterwards
    my $ok = http_request(port => $port, request => 'GET /article-en.html');
    is($ok->{status}, 200, 'serving after the aborts');
    like($ok->{body}, qr/"title"/, 'json after the aborts');
});

__DATA__

=== TEST 1: thread pool on: reader
--- main_config
thread_pool nseg_tp threads=2;
--- user_files
big.html => big_page(2_000_000)
mid.html => big_page(600_000)
--- config
newsseg_thread_pool nseg_tp;
location / { newsseg reader; }
--- request
GET /article-en.html
--- response_headers
Content-Type: text/html; charset=utf-8
!ETag
--- response_body_like
nseg-reader
City council approves riverside park
--- newsseg_status: ok

=== TEST 2: thread pool on: json of a 2 MB page
--- config
location / { newsseg json; newsseg_thread_pool nseg_tp; }
--- request
GET /big.html
--- response_headers
Content-Type: application/json; charset=utf-8
--- check
my $j = eval { decode_json($res->{body}) } || {};
like($j->{title} // '', qr/^City council/, "$name: title");
like($j->{body_text} // '', qr/\[40\] The Millbrook/, "$name: the long body");
--- newsseg_status: ok

=== TEST 3: thread pool on: headers mode keeps the body
--- config
location / { newsseg headers; newsseg_thread_pool nseg_tp; }
--- request
GET /article-en.html
--- response_headers
X-Newsseg-Status: ok
--- response_body_file: article-en.html

=== TEST 4: thread pool on: keepalive upstream, chunked
--- http_config
upstream nseg_tp_origin {
    server $TEST_NGINX_ORIGIN;
    keepalive 4;
}
--- config
location / {
    newsseg reader;
    newsseg_thread_pool nseg_tp;
    proxy_pass http://nseg_tp_origin;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
}
--- request
GET /chunked/article-en.html
--- repeat: 3
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 5: thread pool off in one location, on in the server
--- config
newsseg_thread_pool nseg_tp;
location / { newsseg reader; newsseg_thread_pool off; }
--- request
GET /big.html
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 6: thread pool on: slow upstream
--- config
location / { newsseg reader; newsseg_thread_pool nseg_tp; proxy_pass http://$TEST_NGINX_ORIGIN; }
--- request
GET /slow/article-en.html
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 7: thread pool on: pass-through cases still pass through
--- config
location / { newsseg reader; newsseg_thread_pool nseg_tp; }
--- request
GET /notext.html
--- response_body_file: notext.html

=== TEST 8: thread pool on: HEAD
--- config
location / { newsseg reader; newsseg_thread_pool nseg_tp; }
--- request
HEAD /article-en.html
--- response_headers
!Content-Length
--- newsseg_status: head

=== TEST 9: the "default" thread pool needs no thread_pool directive
--- config
location / { newsseg reader; newsseg_thread_pool default; }
--- request
GET /article-en.html
--- response_body_like
nseg-reader
