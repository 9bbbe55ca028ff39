#!/usr/bin/perl
# A HUP reload keeps serving, and a changed configuration takes effect.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use NsegTest;

NsegTest->run_file(master => 1, after => sub {
    my ($t) = @_;
    my $port = $t->port_of('TEST 1');
    my $tp = $t->port_of('TEST 2');

    for my $round (1 .. 2) {
        $t->reload;
        my $r = http_request(port => $port, request => 'GET /article-en.html');
        is($r->{status}, 200, "reload $round: status");
        like($r->{body} // '', qr/nseg-reader/, "reload $round: reader view");
        $r = http_request(port => $tp, request => 'GET /article-en.html');
        like($r->{body} // '', qr/nseg-reader/, "reload $round: thread pool");
    }

    # a new configuration: reader becomes json
    my $conf = read_file($t->prefix . '/nginx.conf');
    $conf =~ s/newsseg reader; # switch/newsseg json; # switch/ or die;
    write_file($t->prefix . '/nginx.conf', $conf);
    $t->reload;
    my $r = http_request(port => $port, request => 'GET /article-en.html');
    like(NsegTest::header($r, 'Content-Type') // '', qr{^application/json},
         'the reloaded configuration is live');
});

__DATA__

=== TEST 1: before reload
--- config
location / { newsseg reader; # switch
}
--- request
GET /article-en.html
--- response_body_like
nseg-reader

=== TEST 2: thread pool before reload
--- main_config
thread_pool nseg_tp threads=1;
--- config
location / { newsseg reader; newsseg_thread_pool nseg_tp; }
--- request
GET /article-en.html
--- response_body_like
nseg-reader
