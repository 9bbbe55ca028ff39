#!/usr/bin/perl
# Configuration: every conf-examples/ file passes "nginx -t" with the built
# module; bad directives fail "nginx -t" naming the file and line; the core
# stays free of nginx headers.

use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/lib";
use Test::More;
use File::Path ();
use NsegTest;

my $root = repo_root();
my $module = module_path();

ok(-f $module, "module built: $module") or BAIL_OUT('build the module first');

# the core never includes nginx headers
my @hits = grep { /#include\s*<ngx_/ } map { read_file($_) =~ /^.*$/mg }
    glob("$root/core/*.[ch]");
is(scalar @hits, 0, 'no #include <ngx_...> under core/') or diag(join "\n", @hits);

# -------------------------------------------------------------------------
# conf-examples

my @examples = sort glob("$root/conf-examples/*.conf");
ok(@examples >= 6, 'conf-examples present');

for my $f (@examples) {
    my $dir = File::Temp::tempdir('nseg-t-XXXXXX', TMPDIR => 1, CLEANUP => 1);
    File::Path::make_path("$dir/logs", "$dir/cache");
    my $conf = read_file($f);
    $conf =~ s{^(\s*load_module\s+)\S+;}{$1$module;}m;
    $conf =~ s{/var/log/nginx/}{$dir/logs/}g;
    $conf =~ s{/var/cache/nginx/}{$dir/cache/}g;
    $conf =~ s{/run/[\w.-]+\.pid}{$dir/logs/nginx.pid}g;
    my ($rc, $out) = nginx_conf_test($conf);
    is($rc, 0, 'nginx -t ' . File::Basename::basename($f)) or diag($out);
}

# -------------------------------------------------------------------------
# errors: nginx -t fails and says where

sub conf_with {
    my ($http, $main, $http_level) = @_;
    $main //= '';
    $http_level //= '';
    return <<"END";
load_module  $module;
$main
events { }
http {
$http_level
    server {
        listen  127.0.0.1:1;
$http
    }
}
END
}

my @bad = (
    [ 'newsseg bogus;',              qr/invalid value "bogus"/, 'unknown mode' ],
    [ 'newsseg reader; newsseg json;', qr/"newsseg" directive is duplicate/, 'duplicate' ],
    [ 'newsseg_buffer 12q;',         qr/"newsseg_buffer" directive invalid value/, 'bad size' ],
    [ 'newsseg_buffer 0;',           qr/"newsseg_buffer" directive must be greater than 0/, 'zero buffer' ],
    [ 'newsseg_models /nonexistent/models;', qr{newsseg_models "/nonexistent/models": .*nonexistent}, 'missing model directory' ],
    [ 'newsseg_stylesheet /nonexistent/x.css;', qr{open\(\) "/nonexistent/x.css" failed}, 'missing stylesheet' ],
    [ 'newsseg_thread_pool nosuchpool;', qr/unknown thread pool "nosuchpool"/, 'unknown thread pool' ],
    [ 'newsseg_columns 9;',          qr/value must be between 1 and 4|must be/, 'columns out of range' ],
    [ 'newsseg_last_modified maybe;', qr/invalid value "maybe"/, 'bad flag' ],
    [ 'newsseg_site_memory yes;', qr/invalid value "yes"/, 'bad site memory flag' ],
    [ 'newsseg_filter caption html/body/p;', qr/unknown filter type "caption"/, 'unknown filter type' ],
    [ 'newsseg_filter text html//p;', qr/filter path "html\/\/p": empty element name/, 'empty filter path level' ],
    [ 'newsseg_filter text html/body/p five;', qr/invalid threshold "five"/, 'bad filter threshold' ],
    [ 'newsseg_filter text html/body/p 101;', qr/filter threshold over 100/, 'filter threshold too high' ],
    [ 'newsseg_filter text;', qr/invalid number of arguments in "newsseg_filter"/, 'filter without a path' ],
);

# a model directory with a broken model file
my $mdir = File::Temp::tempdir('nseg-m-XXXXXX', TMPDIR => 1, CLEANUP => 1);
for my $m (qw(title date date_notitle)) {
    write_file("$mdir/$m.model", "this is not a model\n\x00\x01garbage\n");
}
push @bad, [ "newsseg_models $mdir;", qr/newsseg_models "\Q$mdir\E": \S/, 'invalid model file' ];

# directives of the http level only
my @bad_http = (
    [ 'newsseg_site_memory_zone 16k;', qr/size "16k" is too small, at least 64k/, 'zone too small' ],
    [ 'newsseg_site_memory_zone lots;', qr/invalid size "lots"/, 'zone size not a size' ],
    [ 'newsseg_site_memory_zone 1m; newsseg_site_memory_zone 2m;', qr/"newsseg_site_memory_zone" directive is duplicate/, 'zone twice' ],
);
push @bad, [ 'newsseg_site_memory_zone 1m;', qr/"newsseg_site_memory_zone" directive is not allowed here/, 'zone in a server' ];

for my $case (@bad, map { [ @$_, 1 ] } @bad_http) {
    my ($directive, $re, $what, $http_level) = @$case;
    my $conf = $http_level ? conf_with('', '', "    $directive")
                           : conf_with("        $directive");
    my ($rc, $out, $dir) = nginx_conf_test($conf);
    isnt($rc, 0, "nginx -t fails: $what");
    like($out, $re, "message: $what");
    like($out, qr/in \Q$dir\E\/nginx\.conf:(\d+)/, "file and line: $what");
}

# the good ones
my @good = (
    'newsseg reader; newsseg_types text/html application/xhtml+xml;',
    'newsseg Reader;',
    'newsseg $arg_view;',
    'newsseg headers; newsseg_types *; newsseg_buffer 16m;',
    'newsseg print; newsseg_columns 3; newsseg_last_modified on;',
    'newsseg json; newsseg_base_url https://example.com$request_uri;',
    "newsseg reader; newsseg_stylesheet $root/t/fixtures/nginx/style.css;",
    'newsseg reader; newsseg_thread_pool default;',
    'newsseg reader; newsseg_thread_pool off;',
    'newsseg reader; newsseg_site_memory on; location /a/ { newsseg_site_memory off; }',
);

if (-f "$root/models/title.model" && -f "$root/models/date.model"
    && -f "$root/models/date_notitle.model")
{
    push @good, "newsseg reader; newsseg_models $root/models;"
        . " location /a/ { newsseg_models $root/models; }";
}

for my $g (@good) {
    my ($rc, $out) = nginx_conf_test(conf_with("        $g"));
    is($rc, 0, "nginx -t accepts: $g") or diag($out);
}

my $zone = 'newsseg_site_memory_zone 4m;';
my ($zrc, $zout) = nginx_conf_test(conf_with('        newsseg reader;'
                                             . ' newsseg_site_memory on;',
                                             '', "    $zone"));
is($zrc, 0, "nginx -t accepts: $zone") or diag($zout);

done_testing();
