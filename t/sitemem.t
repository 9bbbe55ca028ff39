#!/usr/bin/perl
# newsseg_site_memory: a block of the site's template (here a commission
# notice in the article) leaves the body once another page of the same
# site has shown it, in the worker's memory; the first page keeps it, a
# location without the directive keeps it, a second host is another
# site, and a thread pool shares the memory.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use JSON::PP;
use NsegTest;

NsegTest->run_file;

__DATA__

=== TEST 1: the first page of the site keeps the notice
--- user_files
water.html => do { my $p = read_file(fixture('article-en.html')); my $n = '<div class="note"><p>The Valley Courier may earn a commission when you buy through the links in our stories.</p></div>'; $p =~ s{(<div class="story-body">)}{$1$n}; $p }
ferry.html => do { my $p = read_file(fixture('article-en.html')); my $n = '<div class="note"><p>The Valley Courier may earn a commission when you buy through the links in our stories.</p></div>'; my $b = join '', map { "<p>The island ferry will leave half an hour earlier from Monday, the operator said on the $_ day of the meeting, to make room for the freight sailings at noon and the school run.</p>" } qw(first second third fourth fifth sixth); $p =~ s{(<div class="story-body">).*?(</div>)}{$1$n$b$2}s; $p =~ s{City council approves riverside park after two-year debate}{Ferry leaves earlier from Monday}g; $p }
--- config
location / { newsseg json; newsseg_site_memory on; }
--- request
GET /water.html
--- check
my $j = eval { decode_json($res->{body}) } || {};
like($j->{body_text} // '', qr/may earn a commission/, "$name: notice kept");
like($j->{body_text} // '', qr/seven to two/, "$name: article kept");
--- newsseg_status: ok

=== TEST 2: the second page loses it, not its article
--- config
location / { newsseg json; newsseg_site_memory on; }
--- request
GET /ferry.html
--- check
my $j = eval { decode_json($res->{body}) } || {};
unlike($j->{body_text} // '', qr/may earn a commission/, "$name: notice gone");
like($j->{body_text} // '', qr/island ferry will leave/, "$name: article kept");
--- newsseg_status: ok

=== TEST 3: the first page too, once another page has shown the notice
--- config
location / { newsseg json; newsseg_site_memory on; }
--- request
GET /water.html
--- check
my $j = eval { decode_json($res->{body}) } || {};
unlike($j->{body_text} // '', qr/may earn a commission/, "$name: notice gone");
like($j->{body_text} // '', qr/seven to two/, "$name: article kept");
--- newsseg_status: ok

=== TEST 4: without the directive the notice stays
--- config
location / { newsseg json; }
--- request
GET /ferry.html
--- check
my $j = eval { decode_json($res->{body}) } || {};
like($j->{body_text} // '', qr/may earn a commission/, "$name: notice kept");
--- newsseg_status: ok

=== TEST 5: another host is another site
--- config
location / { newsseg json; newsseg_site_memory on;
             newsseg_base_url https://other.example$uri; }
--- request
GET /ferry.html
--- check
my $j = eval { decode_json($res->{body}) } || {};
like($j->{body_text} // '', qr/may earn a commission/, "$name: notice kept");
--- newsseg_status: ok

=== TEST 6: a thread pool shares the worker's memory
--- main_config
thread_pool nseg_sm threads=2;
--- config
location / { newsseg json; newsseg_site_memory on;
             newsseg_thread_pool nseg_sm; }
--- request
GET /ferry.html
--- check
my $j = eval { decode_json($res->{body}) } || {};
unlike($j->{body_text} // '', qr/may earn a commission/, "$name: notice gone");
like($j->{body_text} // '', qr/island ferry will leave/, "$name: article kept");
--- newsseg_status: ok
