#!/usr/bin/perl
# Caches and conditional requests: proxy_cache hits and their variables,
# 304s from nginx's not_modified filter, from the origin and from the
# cache, revalidation, stale answers with a background update (a
# subrequest, whose cache write must stay the original), expires and
# add_header, error_page chains.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use IO::Uncompress::Gunzip qw(gunzip $GunzipError);
use NsegTest;

my $t = NsegTest->new;
$t->setup;

sub port {
    my ($name) = @_;
    my ($b) = grep { $_->{name} eq $name } @{ $t->{blocks} };
    die "no block $name" unless $b;
    return $b->{port};
}

# the last $newsseg_status logged by a block's server
sub status_of {
    my $f = $t->prefix . '/logs/status-' . port($_[0]) . '.log';
    my $s = '';
    for (1 .. 50) {
        ($s) = (read_file($f) =~ /([^\n]*)\n\z/) if -e $f;
        last if defined $s && length $s;
        Time::HiRes::sleep(0.02);
    }
    return $s // '';
}

sub get {
    my ($block, $uri, @h) = @_;
    return http_request(port => port($block), request => "GET $uri",
                        headers => \@h);
}

sub h { my @v = grep { defined } NsegTest::header(@_); join ' | ', @v }

sub is_view { ($_[0]->{body} // '') =~ /nseg-reader/ }

my $page = read_file($t->prefix . '/html/article-en.html');
my ($r, $etag, $lm);

# --- proxy_cache: the hit is the miss, headers and variables alike

{
    my $miss = get('hdrcache', '/article-en.html');
    my $hit = get('hdrcache', '/article-en.html');
    is(h($miss, 'X-Cache'), 'MISS', 'headers mode, cache: miss');
    is(h($hit, 'X-Cache'), 'HIT', 'headers mode, cache: hit');
    for my $k (qw(X-Newsseg-Title X-Newsseg-Date X-Newsseg-Byline
                  X-Newsseg-Lang X-Newsseg-Site-Name X-Newsseg-Url
                  X-Newsseg-Body-Chars X-Newsseg-Status))
    {
        ok(h($miss, $k) ne '', "headers mode, cache: $k on the miss");
        is(h($hit, $k), h($miss, $k), "headers mode, cache: $k on the hit");
    }
    is($hit->{body}, $page, 'headers mode, cache: the hit is the page');
    my @log = split /\n/, read_file($t->prefix . '/logs/vars.log');
    like($log[-2] // '', qr/^MISS\|ok\|City council approves riverside park after two-year debate\|Jane Morrison\|page$/,
         'variables on the miss');
    is($log[-1], $log[-2] =~ s/^MISS/HIT/r, 'the same variables on the hit');
}

# --- a cached gzip page with gunzip: each hit inflated and rewritten, or
#     passed compressed, each saying it varies

{
    my $miss = get('gzcache', '/gzip/article-en.html');
    my $hit = get('gzcache', '/gzip/article-en.html');
    my $gz = get('gzcache', '/gzip/article-en.html', 'Accept-Encoding: gzip');
    ok(is_view($miss), 'gunzip, cache: view on the miss');
    ok(is_view($hit), 'gunzip, cache: view on the hit');
    is(h($hit, 'X-Cache'), 'HIT', 'gunzip, cache: hit');
    is(h($hit, 'Vary'), 'Accept-Encoding', 'gunzip, cache: the view varies');
    is(h($gz, 'Content-Encoding'), 'gzip', 'gunzip, cache: gzip client gets gzip');
    is(h($gz, 'Vary'), 'Accept-Encoding', 'gunzip, cache: the gzip page varies');
    my $plain;
    gunzip(\$gz->{body} => \$plain) or diag($GunzipError);
    is($plain, $page, 'gunzip, cache: gzip of the original');
    $etag = h($gz, 'ETag');
    $r = get('gzcache', '/gzip/article-en.html', "If-None-Match: $etag");
    is($r->{status}, 304, 'gunzip, cache: 304');
}

# --- headers mode: a 304 does not carry X-Newsseg-Status, which would
#     replace "ok" in the response the client or a cache holds

$r = get('headers', '/article-en.html');
($etag, $lm) = (h($r, 'ETag'), h($r, 'Last-Modified'));
is(h($r, 'X-Newsseg-Status'), 'ok', 'headers mode: ok on the 200');

for my $cond ("If-None-Match: $etag", "If-Modified-Since: $lm") {
    for my $b (qw(headers hdrstatic hdrcache)) {
        $r = get($b, '/article-en.html', $cond);
        my $what = "headers mode, $b, " . ($cond =~ /^(\S+):/)[0];
        is($r->{status}, 304, "$what: 304");
        is(h($r, 'X-Newsseg-Status'), '', "$what: no X-Newsseg-Status");
        is(h($r, 'ETag'), $etag, "$what: the page's ETag");
    }
}

# --- views with newsseg_last_modified on: the 200 has a weak ETag, and
#     so has the 304; the page's policies are not sent with it (they would
#     replace the view's in the client's copy)

for my $b (qw(lmproxy lmstatic lmcache)) {
    $r = get($b, '/csp/article-en.html');
    ok(is_view($r), "last_modified on, $b: view");
    my $weak = h($r, 'ETag');
    like($weak, qr{^W/"}, "last_modified on, $b: weak ETag");
    my $csp = h($r, 'Content-Security-Policy');
    for my $cond ("If-None-Match: $weak",
                  'If-Modified-Since: ' . h($r, 'Last-Modified'))
    {
        my $what = "last_modified on, $b, " . ($cond =~ /^(\S+):/)[0];
        my $nm = get($b, '/csp/article-en.html', $cond);
        is($nm->{status}, 304, "$what: 304");
        is(h($nm, 'ETag'), $weak, "$what: the view's weak ETag");
        is(h($nm, 'Content-Security-Policy'), '', "$what: not the page's CSP");
        is(h($nm, 'Link'), '', "$what: not the page's Link");
    }
}

# --- views by default: no validators; a client with the page's gets the
#     page's 304 (it holds the page, passed through by someone)

$r = get('proxy', '/article-en.html');
ok(is_view($r), 'default: view');
is(h($r, 'ETag') . h($r, 'Last-Modified'), '', 'default: no validators');
for my $b (qw(proxy static)) {
    $r = get($b, '/article-en.html', "If-None-Match: $etag");
    is($r->{status}, 304, "default, $b: 304 for the page's ETag");
    is(h($r, 'ETag'), $etag, "default, $b: the page's ETag");
}

# --- revalidation: the origin's 304 refreshes the cache, the answer is a view

$r = get('revalidate', '/dated/article-en.html');
ok(is_view($r), 'revalidate: view on the miss');
Time::HiRes::sleep(2.1);
$r = get('revalidate', '/dated/article-en.html');
is(h($r, 'X-Cache'), 'REVALIDATED', 'revalidate: revalidated');
ok(is_view($r), 'revalidate: view of the revalidated copy');

# --- stale while a background subrequest updates the cache: the client
#     gets the view of the stale copy, the cache gets the new original

for my $b (qw(stale stalethreads)) {
    my $f = "$b.html";
    $t->html_file($f, $page);
    $r = get($b, "/dated/$f");
    is(h($r, 'X-Cache'), 'MISS', "$b: miss");
    ok(is_view($r), "$b: view on the miss");
    (my $new = $page) =~ s{</body>}{<!-- updated $b --></body>};
    $t->html_file($f, $new);
    Time::HiRes::sleep(2.1);
    $r = get($b, "/dated/$f");
    is(h($r, 'X-Cache'), 'STALE', "$b: stale");
    ok(is_view($r), "$b: view of the stale copy");
    my $plain;
    for (1 .. 50) {
        $plain = get('plaincache', "/dated/$f");
        last if $plain->{body} eq $new;
        Time::HiRes::sleep(0.1);
    }
    is(h($plain, 'X-Cache'), 'HIT', "$b: the update is in the cache");
    ok($plain->{body} eq $new, "$b: the cache holds the new original, not a view")
        or diag(substr($plain->{body}, 0, 200));
    $r = get($b, "/dated/$f");
    is(h($r, 'X-Cache'), 'HIT', "$b: hit after the update");
    ok(is_view($r), "$b: view of the updated copy");
}

# --- expires and add_header: kept on the view; the location's own
#     Cache-Control: no-transform is for the view's clients, not for us

$r = get('expires', '/article-en.html');
ok(is_view($r), 'expires: view');
is(h($r, 'Cache-Control'), 'max-age=3600 | public', 'expires: Cache-Control kept');
ok(h($r, 'Expires') ne '', 'expires: Expires kept');
is(h($r, 'X-Foo'), 'bar', 'add_header kept');

for my $b (qw(notransform notransformstatic)) {
    $r = get($b, '/article-en.html');
    ok(is_view($r), "$b: add_header no-transform: view");
    like(h($r, 'Cache-Control'), qr/no-transform/, "$b: and says no-transform");
}

$r = get('originnt', '/article-en.html');
is($r->{body}, $page, "origin's no-transform: the page");
is(status_of('originnt'), 'no_transform', "origin's no-transform: status");

get('ntcache', '/article-en.html');
$r = get('ntcache', '/article-en.html');
is(h($r, 'X-Cache'), 'HIT', "origin's no-transform, cache: hit");
is($r->{body}, $page, "origin's no-transform, cache: the page on the hit");
is(status_of('ntcache'), 'no_transform', "origin's no-transform, cache: status");

$r = get('hident', '/article-en.html');
ok(is_view($r), "origin's no-transform hidden by proxy_hide_header: view");

# --- error_page chains

$r = get('recursive', '/no-such-page.html');
is($r->{status}, 200, 'recursive error pages: 200');
ok(is_view($r), 'recursive error pages: view of the last page');
like($r->{body}, qr/th\x{c3}\x{a9}\x{c3}\x{a2}tre municipal/, 'recursive error pages: article-fr');

$r = get('errkeep', '/no-such-page.html');
is($r->{status}, 404, 'error_page keeping 404: 404');
is($r->{body}, read_file($t->prefix . '/html/article-fr.html'), 'error_page keeping 404: the page as it is');

$t->stop;
done_testing;

__DATA__

=== hdrcache
--- http_config
proxy_cache_path $TEST_NGINX_PREFIX/cache/a levels=1 keys_zone=nseg_a:1m;
proxy_cache_path $TEST_NGINX_PREFIX/cache/b levels=1 keys_zone=nseg_b:1m;
proxy_cache_path $TEST_NGINX_PREFIX/cache/c levels=1 keys_zone=nseg_c:1m;
proxy_cache_path $TEST_NGINX_PREFIX/cache/d levels=1 keys_zone=nseg_d:1m;
proxy_cache_path $TEST_NGINX_PREFIX/cache/e levels=1 keys_zone=nseg_e:1m;
log_format nseg_vars '$upstream_cache_status|$newsseg_status|$newsseg_title|$newsseg_byline|$newsseg_body_source';
--- main_config
thread_pool nseg_cache_tp threads=2;
--- config
location / {
    newsseg headers;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_cache nseg_a;
    proxy_cache_valid 200 10m;
    add_header X-Cache $upstream_cache_status;
    access_log $TEST_NGINX_PREFIX/logs/vars.log nseg_vars;
}

=== gzcache
--- config
location / {
    newsseg reader;
    gunzip on;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_set_header Accept-Encoding gzip;
    proxy_cache nseg_b;
    proxy_cache_valid 200 10m;
    add_header X-Cache $upstream_cache_status;
}

=== headers
--- config
location / { newsseg headers; proxy_pass http://$TEST_NGINX_ORIGIN; }

=== hdrstatic
--- config
location / { newsseg headers; }

=== lmproxy
--- config
location / {
    newsseg reader;
    newsseg_last_modified on;
    proxy_pass http://$TEST_NGINX_ORIGIN;
}

=== lmstatic
--- config
location /csp/ {
    newsseg reader;
    newsseg_last_modified on;
    alias $TEST_NGINX_HTML/;
    add_header Content-Security-Policy "default-src 'self'";
    add_header Link "</x.css>; rel=preload";
}

=== lmcache
--- config
location / {
    newsseg reader;
    newsseg_last_modified on;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_cache nseg_c;
    proxy_cache_valid 200 10m;
}

=== proxy
--- config
location / { newsseg reader; proxy_pass http://$TEST_NGINX_ORIGIN; }

=== static
--- config
location / { newsseg reader; }

=== revalidate
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_cache nseg_d;
    proxy_cache_valid 200 1s;
    proxy_cache_revalidate on;
    add_header X-Cache $upstream_cache_status;
}

=== stale
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_cache nseg_e;
    proxy_cache_valid 200 1s;
    proxy_cache_use_stale updating;
    proxy_cache_background_update on;
    add_header X-Cache $upstream_cache_status;
}

=== stalethreads
--- config
location / {
    newsseg reader;
    newsseg_thread_pool nseg_cache_tp;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_cache nseg_e;
    proxy_cache_valid 200 1s;
    proxy_cache_use_stale updating;
    proxy_cache_background_update on;
    add_header X-Cache $upstream_cache_status;
}

=== plaincache
--- config
location / {
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_cache nseg_e;
    proxy_cache_valid 200 1s;
    add_header X-Cache $upstream_cache_status;
}

=== expires
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    expires 1h;
    add_header Cache-Control public;
    add_header X-Foo bar;
}

=== notransform
--- config
location / {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    add_header Cache-Control "public, no-transform";
}

=== notransformstatic
--- config
location / {
    newsseg reader;
    add_header Cache-Control "public, no-transform";
}

=== originnt
--- config
location / {
    newsseg reader;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
}
location /o/ {
    alias $TEST_NGINX_HTML/;
    add_header Cache-Control "public, no-transform";
}

=== ntcache
--- config
location / {
    newsseg reader;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_cache nseg_a;
    proxy_cache_valid 200 10m;
    add_header X-Cache $upstream_cache_status;
}
location /o/ {
    alias $TEST_NGINX_HTML/;
    add_header Cache-Control "public, no-transform";
}

=== hident
--- config
location / {
    newsseg reader;
    proxy_pass http://127.0.0.1:$TEST_NGINX_PORT/o/;
    proxy_hide_header Cache-Control;
}
location /o/ {
    alias $TEST_NGINX_HTML/;
    add_header Cache-Control "public, no-transform";
}

=== recursive
--- config
recursive_error_pages on;
location / {
    newsseg reader;
    error_page 404 = /missing/x.html;
}
location /missing/ {
    newsseg reader;
    proxy_pass http://$TEST_NGINX_ORIGIN;
    proxy_intercept_errors on;
    error_page 404 = /article-fr.html;
}

=== errkeep
--- config
location / {
    newsseg reader;
    error_page 404 /article-fr.html;
}
