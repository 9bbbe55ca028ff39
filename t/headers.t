#!/usr/bin/perl
# X-Newsseg-* header values: quotes stay, newlines and control characters
# never reach the wire, '%' and non-ASCII are percent-encoded UTF-8, and
# the length is capped; URLs stay URLs.  The variables of the same fields.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use JSON::PP;
use NsegTest;

NsegTest->run_file(after => sub {
    my ($t) = @_;
    my $log = read_file($t->prefix . '/logs/meta.log');
    like($log, qr{^/meta\.html modified=2024-03-13T09:15:00\+00:00 lang=en site="Le Courrier de Millbrook & R%C3%A9gion" image=http://localhost/img/caf%C3%A9%20plan\.jpg url=https://millbrook\.example/news/riverside-park$}m,
         'date_modified, lang, site_name, lead_image and url variables');
    like($log, qr{^/article-en\.html modified=- lang=en site="The Millbrook Courier" image=- url=http://localhost/article-en\.html$}m,
         'variables of fields a page does not have are empty');
});

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

=== TEST 4: date_modified, site name, lead image and canonical URL; URLs as URLs
--- user_files
meta.html => do { my $p = read_file(fixture('article-en.html')); $p =~ s{<meta property="og:site_name"[^>]*>}{<meta property="og:site_name" content="Le Courrier de Millbrook &amp; R\xc3\xa9gion">\n<meta property="og:image" content="/img/caf\xc3\xa9 plan.jpg">\n<meta property="og:image:alt" content="Plan of the riverside park">\n<meta property="article:modified_time" content="2024-03-13T09:15:00Z">\n<link rel="canonical" href="https://millbrook.example/news/riverside-park">}; $p }
--- config
location / { newsseg headers; }
--- request
GET /meta.html
--- response_headers
X-Newsseg-Status: ok
X-Newsseg-Date-Modified: 2024-03-13T09:15:00+00:00
X-Newsseg-Site-Name: Le Courrier de Millbrook & R%C3%A9gion
X-Newsseg-Lead-Image: http://localhost/img/caf%C3%A9%20plan.jpg
X-Newsseg-Url: https://millbrook.example/news/riverside-park
X-Newsseg-Lang: en

=== TEST 5: a page without them: no such headers; the URL is the request's
--- config
location / { newsseg headers; }
--- request
GET /article-en.html
--- response_headers
X-Newsseg-Status: ok
X-Newsseg-Site-Name: The Millbrook Courier
X-Newsseg-Url: http://localhost/article-en.html
!X-Newsseg-Date-Modified
!X-Newsseg-Lead-Image

=== TEST 6: a lead image URL over the cap once resolved is left out, not cut
--- user_files
longimg.html => do { my $p = read_file(fixture('article-en.html')); my $u = '/img/' . ("\xc3\xa9" x 300) . '.jpg'; $p =~ s{<meta property="og:site_name"[^>]*>}{<meta property="og:image" content="$u">}; $p }
--- config
location / { newsseg headers; }
--- request
GET /longimg.html
--- response_headers
X-Newsseg-Status: ok
!X-Newsseg-Lead-Image
--- response_headers_like
X-Newsseg-Title: ^City council approves riverside park

=== TEST 6a: the same URL whole in json mode
--- config
location / { newsseg json; }
--- request
GET /longimg.html
--- check
my $j = eval { decode_json($res->{body}) };
ok($j, "$name: valid JSON") or diag($@);
is($j->{lead_image}, 'http://localhost/img/' . ('%C3%A9' x 300) . '.jpg',
   "$name: the whole URL, 1,825 bytes");

=== TEST 7: the variables
--- http_config
log_format  nseg_meta  '$request_uri modified=$newsseg_date_modified lang=$newsseg_lang site="$newsseg_site_name" image=$newsseg_lead_image url=$newsseg_url';
--- config
access_log  $TEST_NGINX_PREFIX/logs/meta.log  nseg_meta;
location / { newsseg reader; }
--- request
GET /meta.html
--- response_headers
Content-Type: text/html; charset=utf-8
--- response_body_like
<div class="nseg-body">\n<figure class="nseg-lead"><img src="http://localhost/img/caf%C3%A9%20plan\.jpg" alt="Plan of the riverside park"></figure>

=== TEST 8: the variables of a page without some fields
--- config
access_log  $TEST_NGINX_PREFIX/logs/meta.log  nseg_meta;
location / { newsseg json; }
--- request
GET /article-en.html
--- response_headers
Content-Type: application/json; charset=utf-8

=== TEST 9: the request's URL, when the page names none, is written as a URL
--- config
location / { newsseg headers; }
--- request
GET /article-en.html?q="<x>`{|}^&r=caf%C3%A9
--- response_headers
X-Newsseg-Status: ok
X-Newsseg-Url: http://localhost/article-en.html?q=%22%3Cx%3E%60%7B%7C%7D%5E&r=caf%C3%A9

=== TEST 10: a lang attribute that is no language tag is not passed on as one
--- user_files
badlang.html => do { my $p = read_file(fixture('article-en.html')); $p =~ s{<html lang="en"}{<html lang="english&#13;&#10;X-Evil: 1"} or die; $p }
x.html => do { my $p = read_file(fixture('article-en.html')); $p =~ s{<html lang="en"}{<html lang="x"} or die; $p }
--- config
location / { newsseg headers; }
location /j/ { newsseg json; alias $TEST_NGINX_HTML/; }
--- request
GET /badlang.html
--- response_headers
X-Newsseg-Status: ok
X-Newsseg-Lang: en
--- check
my $j = http_request(port => $t->block('TEST 10')->{port}, request => 'GET /j/x.html');
my $d = eval { decode_json($j->{body}) } || {};
is($d->{lang}, 'en', "$name: lang=\"x\" gives the text's language");

=== TEST 11: a variant subtag of digits keeps them ("de-DE-1996"), no control byte
--- user_files
variant.html => do { my $p = read_file(fixture('article-en.html')); $p =~ s{<html lang="en"}{<html lang="en-gb-1994"} or die; $p }
--- config
location / { newsseg headers; }
--- request
GET /variant.html
--- response_headers
X-Newsseg-Status: ok
X-Newsseg-Lang: en-GB-1994
