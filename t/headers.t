#!/usr/bin/perl
# X-Newsseg-* header values: quotes stay, newlines and control characters
# never reach the wire, '%' and non-ASCII are percent-encoded UTF-8, and
# the length is capped.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use NsegTest;

NsegTest->run_file;

__DATA__

=== TEST 1: quotes, a newline, '%' and non-ASCII in title and byline
--- config
location / { newsseg headers; }
--- request
GET /article-quotes.html
--- response_headers
X-Newsseg-Status: ok
--- response_headers_like
X-Newsseg-Title: ^"Closed on Sundays": 50%25 of caf%C3%A9 owners say 'no' to new trading hours$
X-Newsseg-Byline: Zo%C3%AB "Z" O'Brien
--- check
for my $h (@{ $res->{header_list} }) {
    next unless $h->[0] =~ /^X-Newsseg-/;
    unlike($h->[1], qr/[\x00-\x1f\x7f-\xff]/, "$name: $h->[0] is printable ASCII");
}
my @lines = split /\r\n/, $res->{raw_header};
my @bad = grep { !/^(HTTP\/1\.1 |[A-Za-z0-9-]+: )/ } @lines;
is(scalar @bad, 0, "$name: no continuation or injected header lines") or diag(join "\n", @bad);
--- response_body_file: article-quotes.html

=== TEST 2: a long title is capped, never cut inside an escape
--- user_files
long.html => do { my $p = read_file(fixture('article-en.html')); my $t = ("Ünïcödé headline " x 200); $p =~ s{<title>.*?</title>}{<title>$t</title>}s; $p =~ s{<h1 class="headline">.*?</h1>}{<h1 class="headline">$t</h1>}s; $p =~ s{<meta property="og:title"[^>]*>}{}; $p }
--- config
location / { newsseg headers; }
--- request
GET /long.html
--- response_headers
X-Newsseg-Status: ok
--- check
my $v = NsegTest::header($res, 'X-Newsseg-Title') // '';
ok(length($v) > 100 && length($v) <= 1024, "$name: capped at 1024 (" . length($v) . ")");
unlike($v, qr/%[0-9A-F]?$/, "$name: no broken escape at the end");
unlike($v, qr/%C3$/, "$name: no broken UTF-8 character at the end");
unlike($v, qr/\s$/, "$name: no trailing space");

=== TEST 3: a title with control characters
--- user_files
ctl.html => do { my $p = read_file(fixture('article-en.html')); $p =~ s{<title>.*?</title>}{<title>Tab\there, bell\x07 and\r\nCRLF</title>}s; $p =~ s{<h1 class="headline">.*?</h1>}{<h1 class="headline">Tab\there, bell\x07 and\r\nCRLF</h1>}s; $p =~ s{<meta property="og:title"[^>]*>}{}; $p }
--- config
location / { newsseg headers; }
--- request
GET /ctl.html
--- response_headers
X-Newsseg-Status: ok
--- response_headers_like
X-Newsseg-Title: ^Tab here, bell and CRLF$
