#!/usr/bin/perl
# newsseg over HTTP/2 (h2c, prior knowledge, with curl): the view with its
# exact Content-Length, a thread pool with parallel requests and clients
# that reset their streams, headers mode, HEAD.  Skipped without
# a curl that speaks HTTP/2.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use NsegTest;

my $curl = `curl --version 2>/dev/null`;
plan skip_all => 'no curl with HTTP/2' unless $curl =~ /^Features:.*\bHTTP2\b/m;

my ($h2) = free_ports(1);

sub h2 {
    my ($args) = @_;
    my $out = `curl -s -i --http2-prior-knowledge $args 2>/dev/null`;
    my ($head, $body) = split /\r\n\r\n/, $out, 2;
    return ($head // '', $body // '');
}

NsegTest->run_file(extra_vars => { TEST_NGINX_HTTP_TWO => $h2 }, after => sub {
    my ($t) = @_;
    my $u = "http://127.0.0.1:$h2";

    my ($head, $body) = h2("$u/article-en.html");
    like($head, qr{^HTTP/2 200}, 'h2: status');
    like($body, qr/nseg-reader/, 'h2: the reader view');
    my ($cl) = $head =~ /^content-length: (\d+)/mi;
    is($cl, length($body), 'h2: Content-Length exact');
    unlike($head, qr/^(etag|accept-ranges):/mi, 'h2: no validators, no ranges');

    # clients that reset their streams while the core runs in a thread
    for my $i (1 .. 5) {
        system("curl -s -m 0.0$i --http2-prior-knowledge $u/t/big.html"
               . " -o /dev/null");
    }

    # four at once in the thread pool (curl 7.88 does not multiplex
    # them over one prior-knowledge connection: four connections)
    my $out = `curl -s --parallel --parallel-immediate --http2-prior-knowledge @{[ join ' ', map { "$u/t/article-en.html" } 1 .. 4 ]} 2>/dev/null`;
    my @views = $out =~ /nseg-reader/g;
    is(scalar @views, 4, 'h2: four views at once after the resets');

    ($head, $body) = h2("$u/h/article-en.html");
    like($head, qr/^x-newsseg-title: City council approves/mi,
         'h2: headers mode');
    like($head, qr{^x-newsseg-url: http://127\.0\.0\.1:$h2/h/article-en\.html\r?$}mi,
         'h2: the URL from :authority');
    is($body, read_file($t->prefix . '/html/article-en.html'),
       'h2: headers mode keeps the body');

    ($head) = h2("-I $u/article-en.html");
    like($head, qr{^HTTP/2 200}, 'h2: HEAD');
    unlike($head, qr/^content-length:/mi, 'h2: HEAD without the length');
});

__DATA__

=== h2 server
--- main_config
thread_pool h2pool threads=2;
--- http_config
server {
    listen  127.0.0.1:$TEST_NGINX_HTTP_TWO http2;
    root    $TEST_NGINX_HTML;
    location / { newsseg reader; }
    location /t/ {
        newsseg reader;
        newsseg_thread_pool h2pool;
        alias $TEST_NGINX_HTML/;
    }
    location /h/ { newsseg headers; alias $TEST_NGINX_HTML/; }
}
--- user_files
big.html => big_page(1_000_000)
--- no_server
