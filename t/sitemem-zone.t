#!/usr/bin/perl
# newsseg_site_memory_zone: one site memory for all workers, in shared
# memory.  Two workers answer the pages of a site on connections the
# kernel spreads over them (reuseport); only the site's first page keeps
# its notice, whichever worker (or thread of a thread pool) answers the
# others.  A reload that keeps the zone's size keeps what the memory
# knows for the new workers; another size starts afresh.  (Its
# configuration errors are in conf.t.)

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use JSON::PP;
use NsegTest;

my $notice = qr/may earn a commission/;

# pages of the site: the notice, then an article of their own
sub write_page {
    my ($t, $i) = @_;
    my $p = read_file(fixture('article-en.html'));
    my $n = '<div class="note"><p>The Valley Courier may earn a commission'
        . ' when you buy through the links in our stories.</p></div>';
    my $b = join '', map {
        "<p>Ferry number $i will leave half an hour earlier from Monday,"
        . " the operator said on the $_ day of meeting $i, to make room"
        . " for the freight sailings at noon and the school run.</p>"
    } qw(first second third fourth fifth sixth);
    $p =~ s{(<div class="story-body">).*?(</div>)}{$1$n$b$2}s or die;
    write_file($t->prefix . "/html/ferry$i.html", $p);
}

# asks for pages from..to of the site; returns the pages that kept the
# notice and the workers that answered
sub pages {
    my ($t, $port, $from, $to) = @_;
    my (@kept, %workers);
    for my $i ($from .. $to) {
        write_page($t, $i);
        my $r = http_request(port => $port, request => "GET /ferry$i.html");
        my $j = eval { decode_json($r->{body}) } || {};
        push @kept, $i if ($j->{body_text} // '') =~ $notice;
        like($j->{body_text} // '', qr/Ferry number $i will leave/,
             "page $i: its article is kept");
        my $w = NsegTest::header($r, 'X-Worker');
        $workers{$w} = 1 if defined $w && $w =~ /^\d+$/;
    }
    return (\@kept, [ sort keys %workers ]);
}

NsegTest->run_file(master => 1, workers => 2, after => sub {
    my ($t) = @_;
    my $port = $t->port_of('TEST 1');

    my ($kept, $workers) = pages($t, $port, 1, 24);
    is("@$kept", '1', 'only the first page keeps the notice');

    # (master => 1 keeps both workers under valgrind too)
    cmp_ok(scalar @$workers, '>=', 2, 'both workers answered')
        or diag("workers: @$workers");

    # a thread pool's threads use the same memory
    write_page($t, 100);
    my $r = http_request(port => $port, request => 'GET /pool/ferry100.html');
    my $j = eval { decode_json($r->{body}) } || {};
    unlike($j->{body_text} // '', $notice, 'thread pool: the notice is gone');
    like($j->{body_text} // '', qr/Ferry number 100 will leave/,
         'thread pool: its article is kept');

    # a reload keeps the zone, and the memory in it, for new workers
    $t->reload;
    my $after;
    ($kept, $after) = pages($t, $port, 25, 36);
    is("@$kept", '', 'after a reload no page keeps it');
    my %old = map { $_ => 1 } @$workers;
    ok(@$after && !grep({ $old{$_} } @$after),
       'new workers answered after the reload')
        or diag("before: @$workers, after: @$after");

    # a reload to another size starts a new memory
    my $conf = read_file($t->prefix . '/nginx.conf');
    $conf =~ s/newsseg_site_memory_zone 1m;/newsseg_site_memory_zone 2m;/
        or die 'no zone';
    write_file($t->prefix . '/nginx.conf', $conf);
    $t->reload;
    ($kept) = pages($t, $port, 37, 48);
    is("@$kept", '37', 'another size: the first page keeps it again');
});

__DATA__

=== TEST 1: the site, on a port both workers listen on
--- no_server
--- main_config
thread_pool nseg_zone threads=2;
--- http_config
newsseg_site_memory_zone 1m;
server {
    listen       127.0.0.1:$TEST_NGINX_PORT reuseport;
    server_name  localhost;
    root         $TEST_NGINX_HTML;
    location / {
        newsseg json;
        newsseg_site_memory on;
        add_header X-Worker $pid always;
    }
    location /pool/ {
        alias $TEST_NGINX_HTML/;
        newsseg json;
        newsseg_site_memory on;
        newsseg_thread_pool nseg_zone;
    }
}
