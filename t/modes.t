#!/usr/bin/perl
# The four modes of the newsseg filter on static pages, response headers of
# a rewritten response, the variables, the stylesheet and the ?view= map.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use JSON::PP;
use NsegTest;

NsegTest->run_file(after => sub {
    my ($t) = @_;
    my $log = read_file($t->prefix . '/logs/vars.log');
    like($log, qr{^/article-en\.html status=ok title="City council approves riverside park[^"]*" date=2024-03-12\S* byline="[^"]*Jane Morrison[^"]*" time=\d+\.\d{3} source=page$}m,
         'variables in log_format after a rewrite');
    like($log, qr{^/app-shell\.html status=ok title="Night trains return to the valley line" date=2024-05-02\S* byline="Priya Natarajan" time=\d+\.\d{3} source=metadata$}m,
         'variables of a body from metadata');
    like($log, qr{^/plain\.txt status=type title="-" date=- byline="-" time=- source=-$}m,
         'status variable says why a response passed through');
    like($log, qr{^/article-fr\.html status=ok title="Le th%C3%A9%C3%A2tre }m,
         'non-ASCII in variables is percent-encoded UTF-8');
    my @warn = $t->error_log =~ /newsseg: unknown mode "bogus"/g;
    is(scalar @warn, 1, 'unknown run-time mode warned about once');
});

__DATA__

=== TEST 1: reader view of a static article
--- config
location / { newsseg reader; }
--- request
GET /article-en.html
--- response_headers
Content-Type: text/html; charset=utf-8
Content-Security-Policy: default-src 'none'; img-src * data:; style-src 'unsafe-inline'
X-Content-Type-Options: nosniff
Referrer-Policy: no-referrer
!ETag
!Last-Modified
!Accept-Ranges
--- response_body_like
^<!DOCTYPE html>
<body class="nseg-reader
City council approves riverside park
seven to two on Tuesday evening
http://localhost/article-en\.html
--- response_body_unlike
<script
analytics\.js
Advertise with us

=== TEST 2: print view, two columns
--- config
location / { newsseg print; newsseg_columns 2; }
--- request
GET /article-en.html
--- response_headers
Content-Type: text/html; charset=utf-8
X-Content-Type-Options: nosniff
!ETag
--- response_body_like
<body class="nseg-print nseg-cols-2
City council approves riverside park
--- response_body_unlike
<script

=== TEST 3: json mode
--- config
location / { newsseg json; }
--- request
GET /article-en.html
--- response_headers
Content-Type: application/json; charset=utf-8
X-Content-Type-Options: nosniff
!Content-Security-Policy
!ETag
--- check
my $j = eval { decode_json($res->{body}) };
ok($j, "$name: valid JSON") or diag($@);
like($j->{title} // '', qr/^City council approves riverside park/, "$name: title");
like($j->{date} // '', qr/^2024-03-12/, "$name: date");
like($j->{byline} // '', qr/Jane Morrison/, "$name: byline");
like($j->{body_text} // '', qr/seven to two on Tuesday/, "$name: body_text");
unlike($j->{body_text} // '', qr/Advertise with us/, "$name: no footer in body");
is($j->{body_source}, 'page', "$name: body_source");

=== TEST 4: headers mode: original body, metadata in headers
--- config
location / { newsseg headers; }
--- request
GET /article-en.html
--- response_headers
Content-Type: text/html
X-Newsseg-Status: ok
X-Newsseg-Lang: en
!Content-Security-Policy
--- response_headers_like
X-Newsseg-Title: ^City council approves riverside park
X-Newsseg-Date: ^2024-03-12
X-Newsseg-Byline: Jane Morrison
X-Newsseg-Body-Chars: ^[1-9]\d{2,}$
X-Newsseg-Body-Source: ^page$
ETag: ^"
Last-Modified: GMT$
--- response_body_file: article-en.html

=== TEST 5: headers mode on a UTF-8 page: percent-encoded values
--- config
location / { newsseg headers; }
--- request
GET /article-fr.html
--- response_headers
X-Newsseg-Lang: fr
X-Newsseg-Status: ok
--- response_headers_like
X-Newsseg-Title: ^Le th%C3%A9%C3%A2tre municipal rouvre ses portes apr%C3%A8s deux ans de travaux
X-Newsseg-Byline: %C3%89lodie Garnier
X-Newsseg-Date: ^2023-11-0[45]
--- response_body_file: article-fr.html

=== TEST 6: variables in log_format
--- http_config
log_format  nseg_vars  '$request_uri status=$newsseg_status title="$newsseg_title" date=$newsseg_date byline="$newsseg_byline" time=$newsseg_time source=$newsseg_body_source';
--- config
access_log  $TEST_NGINX_PREFIX/logs/vars.log  nseg_vars;
location / { newsseg reader; }
--- request
GET /article-en.html

=== TEST 6b: variables of a page its scripts build
--- config
access_log  $TEST_NGINX_PREFIX/logs/vars.log  nseg_vars;
location / { newsseg reader; }
--- request
GET /app-shell.html

=== TEST 7: variables: pass-through reason
--- config
access_log  $TEST_NGINX_PREFIX/logs/vars.log  nseg_vars;
location / { newsseg reader; }
--- request
GET /plain.txt
--- response_headers
Content-Type: text/plain
--- response_body_file: plain.txt

=== TEST 8: variables: non-ASCII
--- config
access_log  $TEST_NGINX_PREFIX/logs/vars.log  nseg_vars;
location / { newsseg headers; }
--- request
GET /article-fr.html
--- response_body_file: article-fr.html

=== TEST 9: newsseg_stylesheet replaces the built-in CSS
--- config
location / { newsseg reader; newsseg_stylesheet $TEST_NGINX_FIXTURES/style.css; }
--- request
GET /article-en.html
--- response_body_like
newsseg-test-stylesheet
City council approves riverside park

=== TEST 10: newsseg_base_url
--- config
location / { newsseg reader; newsseg_base_url https://news.example.com$request_uri; }
--- request
GET /article-en.html?from=test
--- response_body_like
https://news\.example\.com/article-en\.html\?from=test

=== TEST 11: mode from a map on ?view=: reader
--- http_config
map $arg_view $nseg_view {
    default  off;
    reader   reader;
    print    print;
    json     json;
    meta     headers;
    bogus    bogus;
}
--- config
location / { newsseg $nseg_view; }
--- request
GET /article-en.html?view=reader
--- response_headers
Content-Type: text/html; charset=utf-8
--- response_body_like
nseg-reader

=== TEST 12: mode from a map: json
--- config
location / { newsseg $nseg_view; }
--- request
GET /article-en.html?view=json
--- response_headers
Content-Type: application/json; charset=utf-8

=== TEST 13: mode from a map: default off passes the page through
--- config
location / { newsseg $nseg_view; }
--- request
GET /article-en.html
--- response_headers
Content-Type: text/html
--- response_headers_like
ETag: ^"
--- response_body_file: article-en.html

=== TEST 14: mode from a map: unknown value means off, warned once
--- config
location / { newsseg $nseg_view; }
--- request
GET /article-en.html?view=bogus
--- repeat: 3
--- response_headers
!X-Newsseg-Status
--- response_body_file: article-en.html

=== TEST 15: newsseg_last_modified on keeps Last-Modified and a weak ETag
--- config
location / { newsseg reader; newsseg_last_modified on; }
--- request
GET /article-en.html
--- response_headers_like
ETag: ^W/"
Last-Modified: GMT$
--- response_body_like
nseg-reader

=== TEST 16: newsseg off in a nested location
--- config
newsseg reader;
location /x/ { alias $TEST_NGINX_HTML/; newsseg off; }
--- request
GET /x/article-en.html
--- response_body_file: article-en.html

=== TEST 17: inherited from the server level
--- config
newsseg reader;
location / { }
--- request
GET /article-en.html
--- response_body_like
nseg-reader

=== TEST 18: newsseg_filter: the site's rules pick headline and text
--- config
location / {
    newsseg json;
    newsseg_filter headline html/body/main/article/h1;
    newsseg_filter text     html/body/main/article/div/p;
    newsseg_filter drop     html/body/main/article/div/p/q 3.5;
}
--- request
GET /article-en.html
--- check
my $j = eval { decode_json($res->{body}) };
ok($j, "$name: valid JSON") or diag($@);
is($j->{title_source}, 'filter', "$name: the title is the headline rule's");
like($j->{title} // '', qr/^City council approves riverside park/, "$name: title");
like($j->{body_text} // '', qr/seven to two on Tuesday/, "$name: text rule");
unlike($j->{body_text} // '', qr/Costs and financing/, "$name: headings are not text");
unlike($j->{body_html} // '', qr/<img/, "$name: no image rule, no image");

=== TEST 19: newsseg_filter: rules of another template leave the pipeline's result
--- config
location / {
    newsseg json;
    newsseg_filter headline html/body/table/tr/td/font;
    newsseg_filter text     html/body/table/tr/td/span;
}
--- request
GET /article-en.html
--- check
my $j = eval { decode_json($res->{body}) };
is($j->{title_source}, 'node', "$name: the title node");
like($j->{body_text} // '', qr/Costs and financing/, "$name: the automatic body");

=== TEST 20: newsseg_filter: inherited from the server level
--- config
newsseg json;
newsseg_filter text html/body/main/article/div/p;
location / { }
--- request
GET /article-en.html
--- check
my $j = eval { decode_json($res->{body}) };
like($j->{body_text} // '', qr/seven to two on Tuesday/, "$name: text rule");
unlike($j->{body_text} // '', qr/Costs and financing/, "$name: inherited text rule");

=== TEST 21: newsseg_filter: a location's own rules replace the inherited ones
--- config
newsseg json;
newsseg_filter text html/body/main/article/div/p;
location / { newsseg_filter drop html/body/main/article/div/p; }
--- request
GET /article-en.html
--- check
my $j = eval { decode_json($res->{body}) };
like($j->{body_text} // '', qr/Costs and financing/, "$name: not the inherited text rule");
unlike($j->{body_text} // '', qr/seven to two on Tuesday/, "$name: its own drop rule");

=== TEST 22: HTTP/1.0 without Host: the base URL takes the server's name
--- config
location / { newsseg json; }
--- raw_request
GET /article-en.html HTTP/1.0

--- check
my $j = eval { decode_json($res->{body}) };
is($j->{url}, 'http://localhost/article-en.html', "$name: url from server_name");

=== TEST 23: HTTP/1.0 without Host to a catch-all server "_": no base URL
--- no_server
--- http_config
server {
    listen       127.0.0.1:$TEST_NGINX_PORT;
    server_name  _;
    root         $TEST_NGINX_HTML;
    location / { newsseg json; }
}
--- raw_request
GET /article-en.html HTTP/1.0

--- check
my $j = eval { decode_json($res->{body}) };
ok($j && $j->{title}, "$name: extracted");
ok(!defined $j->{url} || $j->{url} !~ m{^http://_}, "$name: no url from \"_\"");

=== TEST 23a: an absolute request line names the host, not Host (RFC 9112, 3.2.2)
--- config
location / { newsseg headers; }
--- raw_request
GET http://News.example:8080/article-en.html?p=1 HTTP/1.1
Host: localhost
Connection: close

--- response_headers
X-Newsseg-Url: http://News.example:8080/article-en.html?p=1

=== TEST 23b: the same without a port; a page's relative links resolve on it
--- config
location / { newsseg json; }
--- raw_request
GET http://news.example/article-en.html HTTP/1.1
Host: localhost
Connection: close

--- check
my $j = eval { decode_json($res->{body}) };
is($j->{url}, 'http://news.example/article-en.html', "$name: url");
unlike($res->{body}, qr{http://localhost}, "$name: nothing on Host's name");

=== TEST 24: a page its scripts build: the reader view shows its JSON-LD article
--- config
location / { newsseg reader; }
--- request
GET /app-shell.html
--- response_headers
Content-Type: text/html; charset=utf-8
X-Content-Type-Options: nosniff
--- response_body_like
<body class="nseg-reader
Night trains return to the valley line
Priya Natarajan
<p>Night trains will run on the valley line again from September
<p>Tickets go on sale in June
--- response_body_unlike
<script
app\.js

=== TEST 25: a page its scripts build: json says the body is metadata's
--- config
location / { newsseg json; }
--- request
GET /app-shell.html
--- check
my $j = eval { decode_json($res->{body}) };
is($j->{status}, 'ok', "$name: status");
is($j->{body_source}, 'metadata', "$name: body_source");
is($j->{title}, 'Night trains return to the valley line', "$name: title");
like($j->{date} // '', qr/^2024-05-02/, "$name: date");
like($j->{body_text} // '', qr/September, the regional transport authority said on Thursday, ten years after the last sleeper service was cut\.\nThe authority has leased/, "$name: paragraphs");

=== TEST 26: headers mode on a page its scripts build: the original page, the body's source said
--- config
location / { newsseg headers; }
--- request
GET /app-shell.html
--- response_headers
Content-Type: text/html
X-Newsseg-Status: ok
X-Newsseg-Body-Source: metadata
X-Newsseg-Title: Night trains return to the valley line
--- response_headers_like
X-Newsseg-Body-Chars: ^[1-9]\d{2,}$
--- response_body_file: app-shell.html

=== TEST 27: an origin's X-Newsseg-* headers never reach the client
--- config
location / { newsseg headers; add_header X-Newsseg-Title "Spoofed"; add_header X-Newsseg-Status "ok"; add_header X-Newsseg-Date "1999-01-01"; }
--- request
GET /notext.html
--- check
my @st = res_header($res, 'X-Newsseg-Status');
is(scalar @st, 1, "$name: one status");
isnt($st[0], 'ok', "$name: ours");
ok(!defined res_header($res, 'X-Newsseg-Title'), "$name: no spoofed title");
ok(!defined res_header($res, 'X-Newsseg-Date'), "$name: no spoofed date");
--- response_body_file: notext.html

=== TEST 28: and on a rewritten page, only ours
--- config
location / { newsseg headers; add_header X-Newsseg-Title "Spoofed"; }
--- request
GET /article-en.html
--- check
my @t = res_header($res, 'X-Newsseg-Title');
is(scalar @t, 1, "$name: one title");
like($t[0], qr/^City council approves riverside park/, "$name: the extraction's");

=== TEST 29: the view keeps who may frame it, and drops the page's digests and file name
--- config
location / { newsseg reader; add_header Content-Security-Policy "default-src 'self'; frame-ancestors 'none'; script-src 'self'"; add_header Content-MD5 "Q2hlY2sgSW50ZWdyaXR5IQ=="; add_header Content-Disposition "attachment; filename=a.html"; add_header X-Frame-Options DENY; }
--- request
GET /article-en.html
--- response_headers
!Content-MD5
!Content-Disposition
X-Frame-Options: DENY
--- check
my @csp = res_header($res, 'Content-Security-Policy');
is(scalar @csp, 2, "$name: two policies");
is($csp[0], "frame-ancestors 'none'", "$name: the page's frame-ancestors alone");
is($csp[1], "default-src 'none'; img-src * data:; style-src 'unsafe-inline'", "$name: the view's own");
--- response_body_like
nseg-reader

=== TEST 30: a policy without frame-ancestors goes, as before
--- config
location / { newsseg json; add_header Content-Security-Policy "default-src 'self'"; }
--- request
GET /article-en.html
--- response_headers
!Content-Security-Policy
Content-Type: application/json; charset=utf-8

=== TEST 31: the origin's Cache-Control: no-transform is honoured
--- config
location / { newsseg reader; proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/; }
location /o/ { alias $TEST_NGINX_HTML/; add_header Cache-Control "public, No-Transform"; }
--- request
GET /article-en.html
--- response_headers
Cache-Control: public, No-Transform
--- response_body_file: article-en.html
--- newsseg_status: no_transform

=== TEST 31a: the location's own add_header Cache-Control: no-transform is for the view's clients
--- config
location / { newsseg reader; add_header Cache-Control "public, No-Transform"; }
--- request
GET /article-en.html
--- response_headers
Cache-Control: public, No-Transform
--- response_body_like
nseg-reader
--- newsseg_status: ok

=== TEST 32: json mode: a page passed through says why
--- config
location / { newsseg json; }
--- request
GET /notext.html
--- response_headers_like
Content-Type: ^text/html
X-Newsseg-Status: ^(?!ok$)\S+$
--- response_body_file: notext.html

=== TEST 33: a mode in capitals is the mode
--- config
location / { newsseg Reader; }
--- request
GET /article-en.html
--- response_body_like
nseg-reader

=== TEST 34: ssi on after the view: SSI commands the page quotes stay text
--- user_files
ssi.html => do { my $p = read_file(fixture('article-en.html')); my $x = q{&lt;!--#echo var="mark" --&gt;}; $p =~ s{(<div class="story-body">)}{$1<p>Quoted: $x and more words to keep this paragraph long enough for the article.</p><figure><img src="/a.jpg?x=$x" alt="$x"><figcaption>cap $x</figcaption></figure><p><a href="/x$x">link $x</a> and more words here to keep this paragraph long enough.</p>}; $p }
--- config
location / { newsseg reader; ssi on; set $mark SMUGGLED; }
--- request
GET /ssi.html
--- response_body_like
Quoted: &lt;!--#echo
cap &lt;!--#echo
--- response_body_unlike
SMUGGLED
<!--#
--- newsseg_status: ok
