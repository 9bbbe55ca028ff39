package NsegTest;

# NsegTest - a small nginx test harness on core Perl, for the newsseg module.
#
# A test file ends with a __DATA__ section of blocks in the openresty
# Test::Nginx dialect:
#
#   === TEST 1: reader view of a static page
#   --- config
#   location / { newsseg reader; }
#   --- request
#   GET /article-en.html
#   --- response_headers
#   Content-Type: text/html; charset=utf-8
#   !ETag
#   --- response_body_like: <h1>
#
# All blocks of a file run against ONE nginx: each block's "--- config" is
# the body of its own server {} on its own loopback port, "--- http_config"
# and "--- main_config" of all blocks are concatenated at http and main
# level.  A local origin server (port $TEST_NGINX_ORIGIN) serves a copy of
# t/fixtures/nginx with a few special locations (see origin_config()).
# After the file, nginx must exit 0 and the logs must be free of [alert],
# [crit], [emerg], "exited on signal", Sanitizer and "runtime error".
#
# Environment: NSEG_BUILD (default "build") holds ngx_http_newsseg_module.so;
# a build dir ending in /san runs nginx with libasan preloaded;
# NSEG_VALGRIND=1 runs nginx under valgrind (master_process off);
# NSEG_NGINX overrides /usr/sbin/nginx; NSEG_KEEP=1 keeps the prefix.
# run_file's options: master => 1 keeps the master process under
# valgrind too, workers => N runs N worker processes (default 1).

use strict;
use warnings;

use Test::More ();
use File::Temp ();
use File::Path ();
use File::Copy ();
use File::Basename ();
use File::Spec ();
use IO::Socket::INET ();
use IO::Select ();
use Socket ();
use POSIX ();
use Time::HiRes ();

use Exporter 'import';
our @EXPORT = qw(repo_root module_path nginx_binary http_request free_ports
                 read_file write_file nginx_conf_test fixture
                 big_page exact_page
                 res_header);
our @EXPORT_OK = qw(squeeze expect_rows);

my $ROOT = File::Spec->rel2abs(
    File::Basename::dirname(__FILE__) . '/../..');
$ROOT =~ s{/t/lib/\.\./\.\.$}{};
$ROOT = Cwd::abs_path($ROOT) if eval { require Cwd; 1 };

sub repo_root { $ROOT }

sub build_dir {
    my $b = $ENV{NSEG_BUILD} || 'build';
    return File::Spec->file_name_is_absolute($b) ? $b : "$ROOT/$b";
}

sub module_path { build_dir() . '/ngx_http_newsseg_module.so' }

sub nginx_binary { $ENV{NSEG_NGINX} || '/usr/sbin/nginx' }

sub is_san { build_dir() =~ m{/san/?$} }

sub is_valgrind { $ENV{NSEG_VALGRIND} ? 1 : 0 }

sub fixture { "$ROOT/t/fixtures/nginx/$_[0]" }

sub read_file {
    my ($f) = @_;
    open my $fh, '<:raw', $f or die "read $f: $!";
    local $/;
    my $s = <$fh>;
    return defined $s ? $s : '';
}

sub write_file {
    my ($f, $data) = @_;
    open my $fh, '>:raw', $f or die "write $f: $!";
    print {$fh} $data;
    close $fh or die "close $f: $!";
}

# text with runs of white space as one space, none at the ends
sub squeeze {
    my ($s) = @_;
    $s =~ s/\s+/ /g;
    $s =~ s/^ | $//g;
    return $s;
}

# the rows of a page table (UTF-8, tab-separated, '#' lines are comments),
# each with one of the given numbers of fields
sub expect_rows {
    my ($file, @counts) = @_;
    my @rows;
    open my $fh, '<:encoding(UTF-8)', $file or die "$file: $!";
    while (my $line = <$fh>) {
        chomp $line;
        next if $line =~ /^#/ || $line eq '';
        my @f = split /\t/, $line, -1;
        die "$file: $f[0]: " . join(' or ', @counts) . ' fields, not '
            . scalar(@f) unless grep { $_ == @f } @counts;
        push @rows, \@f;
    }
    close $fh;
    return @rows;
}

# n distinct free loopback ports: bind to port 0, keep all open until done
sub free_ports {
    my ($n) = @_;
    my @socks;
    for (1 .. $n) {
        my $s = IO::Socket::INET->new(LocalAddr => '127.0.0.1', LocalPort => 0,
                                      Proto => 'tcp', Listen => 1,
                                      ReuseAddr => 1)
            or die "free port: $!";
        push @socks, $s;
    }
    my @ports = map { $_->sockport } @socks;
    close $_ for @socks;
    return @ports;
}

# article-en.html grown to about $bytes by repeating its story paragraphs
sub big_page {
    my ($bytes) = @_;
    my $page = read_file(fixture('article-en.html'));
    my ($paras) = $page =~ m{<div class="story-body">(.*?)</div>}s;
    my $more = '';
    my $i = 0;
    while (length($page) + length($more) < $bytes) {
        $i++;
        (my $p = $paras) =~ s{<p>}{<p>[$i] }g;
        $more .= $p;
    }
    $page =~ s{(<div class="story-body">.*?)(</div>)}{$1$more$2}s;
    return $page;
}

# article-en.html padded with a comment to exactly $bytes
sub exact_page {
    my ($bytes) = @_;
    my $page = read_file(fixture('article-en.html'));
    my $pad = $bytes - length($page) - length("<!--  -->\n");
    die "exact_page: $bytes is too small" if $pad < 0;
    return $page . '<!-- ' . ('x' x $pad) . " -->\n";
}

# --------------------------------------------------------------------------
# the HTTP client: raw sockets, so that we see the exact bytes

sub http_request {
    my (%a) = @_;
    my $port = $a{port} or die 'port';
    my $timeout = $a{timeout} || (is_valgrind() ? 120 : 20);
    my $raw = $a{raw};

    if (!defined $raw) {
        my ($method, $uri) = split ' ', $a{request}, 2;
        $uri //= '/';
        $raw = "$method $uri HTTP/1.1\r\nHost: " . ($a{host} || 'localhost')
            . "\r\nConnection: close\r\n";
        for my $h (@{ $a{headers} || [] }) {
            $raw .= "$h\r\n";
        }
        $raw .= "\r\n";
        $raw .= $a{body} if defined $a{body};
    }

    my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1', PeerPort => $port,
                                  Proto => 'tcp', Timeout => $timeout)
        or return { error => "connect: $!" };
    binmode $s;
    print {$s} $raw;

    if ($a{abort_after}) {
        # read this many bytes (0: none), then drop the connection
        my $want = $a{abort_after_bytes} || 0;
        my $got = '';
        my $sel = IO::Select->new($s);
        my $end = Time::HiRes::time() + $a{abort_after};
        while (length($got) < $want && Time::HiRes::time() < $end) {
            last unless $sel->can_read($end - Time::HiRes::time());
            my $n = sysread($s, my $chunk, 4096);
            last unless $n;
            $got .= $chunk;
        }
        Time::HiRes::sleep($a{abort_after}) if !$want;
        # (with $want, abort_after is the longest wait for those bytes)
        # RST rather than FIN: the worst case for the server
        setsockopt($s, Socket::SOL_SOCKET(), Socket::SO_LINGER(),
                   pack('ii', 1, 0));
        close $s;
        return { aborted => 1, raw => $got };
    }

    my $data = '';
    my $sel = IO::Select->new($s);
    my $end = Time::HiRes::time() + $timeout;
    while (1) {
        my $left = $end - Time::HiRes::time();
        return { error => 'timeout', raw => $data } if $left <= 0;
        last unless $sel->can_read($left);
        my $n = sysread($s, my $chunk, 65536);
        last unless $n;
        $data .= $chunk;
    }
    close $s;

    return parse_response($data, ($a{request} // '') =~ /^HEAD/);
}

sub parse_response {
    my ($data, $head) = @_;
    my $i = index($data, "\r\n\r\n");
    return { error => 'no header', raw => $data } if $i < 0;
    my $hdr = substr($data, 0, $i);
    my $body = substr($data, $i + 4);
    my @lines = split /\r\n/, $hdr;
    my $status_line = shift @lines;
    my ($code) = $status_line =~ m{^HTTP/\d\.\d (\d{3})};
    my (%h, @order);
    for my $l (@lines) {
        my ($k, $v) = $l =~ /^([^:]+):\s*(.*)$/ or next;
        push @{ $h{lc $k} }, $v;
        push @order, [$k, $v];
    }
    my $res = { status => $code, status_line => $status_line,
                headers => \%h, header_list => \@order,
                raw_header => $hdr, raw => $data };
    if (!$head && ($h{'transfer-encoding'}[0] // '') =~ /chunked/i) {
        my $out = '';
        my $ok = 0;
        while ($body =~ s/^([0-9a-fA-F]+)[^\r\n]*\r\n//) {
            my $n = hex $1;
            if ($n == 0) { $ok = 1; last }
            $out .= substr($body, 0, $n, '');
            $body =~ s/^\r\n//;
        }
        $res->{chunked_ok} = $ok;
        $body = $out;
    }
    $res->{body} = $head ? '' : $body;
    return $res;
}

sub res_header { header(@_) }

sub header {
    my ($res, $name) = @_;
    my $v = $res->{headers}{lc $name};
    return undef unless $v;
    return wantarray ? @$v : $v->[0];
}

# --------------------------------------------------------------------------
# nginx -t for a configuration text

# the environment nginx runs with: libasan preloaded for a SAN build
sub nginx_env {
    my %env;
    if (is_san()) {
        my $asan = `gcc -print-file-name=libasan.so`;
        chomp $asan;
        $env{LD_PRELOAD} = $asan;
        # reports go to stderr, which is the file stderr.log; leaks are
        # checked only by the valgrind run (nginx itself leaks by design)
        $env{ASAN_OPTIONS} = 'detect_leaks=0:abort_on_error=0:'
            . 'halt_on_error=1:allocator_may_return_null=1';
        $env{UBSAN_OPTIONS} = 'print_stacktrace=1:halt_on_error=1';
    }
    return %env;
}

sub nginx_conf_test {
    my ($conf, %o) = @_;
    my $dir = File::Temp::tempdir('nseg-t-XXXXXX', TMPDIR => 1,
                                  CLEANUP => !$ENV{NSEG_KEEP});
    mkdir "$dir/logs";
    write_file("$dir/nginx.conf", $conf);
    my %env = nginx_env();
    local @ENV{keys %env} = values %env;
    my $out = `@{[nginx_binary()]} -t -q -p $dir/ -c $dir/nginx.conf -e $dir/logs/error.log 2>&1`;
    my $rc = $? >> 8;
    return ($rc, $out, $dir);
}

# --------------------------------------------------------------------------
# the data-block parser

sub parse_blocks {
    my ($text) = @_;
    my @blocks;
    my ($cur, $sec);
    for my $line (split /^/, $text) {
        if ($line =~ /^===\s*(.*?)\s*$/) {
            push @blocks, $cur if $cur;
            $cur = { name => $1, order => [] };
            undef $sec;
            next;
        }
        next unless $cur;
        if ($line =~ /^---\s*(\w+)\s*(?::\s*(.*?))?\s*$/) {
            $sec = $1;
            $cur->{$sec} = defined $2 ? $2 : '';
            push @{ $cur->{order} }, $sec;
            next;
        }
        $cur->{$sec} .= $line if defined $sec;
    }
    push @blocks, $cur if $cur;
    for my $b (@blocks) {
        for my $k (keys %$b) {
            next if $k eq 'name' || $k eq 'order';
            # a trailing blank line separates blocks; it is not content
            $b->{$k} =~ s/\n\s*\z/\n/ if $k ne 'response_body';
            $b->{$k} =~ s/\n\n\z/\n/ if $k eq 'response_body';
        }
    }
    return @blocks;
}

# --------------------------------------------------------------------------
# object interface

sub new {
    my ($class, %o) = @_;
    my $self = bless { %o }, $class;
    $self->{prefix} = File::Temp::tempdir('nseg-t-XXXXXX', TMPDIR => 1,
                                          CLEANUP => !$ENV{NSEG_KEEP});
    Test::More::diag("prefix $self->{prefix}") if $ENV{NSEG_KEEP};
    my $p = $self->{prefix};
    File::Path::make_path("$p/logs", "$p/html", "$p/cache", "$p/tmp");
    for my $f (glob("$ROOT/t/fixtures/nginx/*")) {
        next unless -f $f;
        File::Copy::copy($f, "$p/html/" . File::Basename::basename($f))
            or die "copy $f: $!";
    }
    return $self;
}

sub prefix { $_[0]{prefix} }

sub html_file {
    my ($self, $name, $data) = @_;
    write_file("$self->{prefix}/html/$name", $data);
}

sub vars {
    my ($self) = @_;
    return {
        TEST_NGINX_ORIGIN   => "127.0.0.1:$self->{origin_port}",
        TEST_NGINX_ORIGIN_PORT => $self->{origin_port},
        TEST_NGINX_PREFIX   => $self->{prefix},
        TEST_NGINX_HTML     => "$self->{prefix}/html",
        TEST_NGINX_FIXTURES => "$ROOT/t/fixtures/nginx",
        TEST_NGINX_ROOT     => $ROOT,
        TEST_NGINX_MODULE   => module_path(),
        %{ $self->{extra_vars} || {} },
    };
}

sub expand {
    my ($self, $text, $port) = @_;
    my $v = $self->vars;
    $v->{TEST_NGINX_PORT} = $port if defined $port;
    $text =~ s/\$(TEST_NGINX_[A-Z_]+)/exists $v->{$1} ? $v->{$1} : die "unknown \$$1"/ge;
    return $text;
}

sub origin_config {
    my ($self) = @_;
    my $p = $self->{prefix};
    return <<"END";
    log_format  nseg_origin  '\$request_uri \$connection \$connection_requests';

    server {
        listen       127.0.0.1:$self->{origin_port};
        server_name  origin;
        root         $p/html;
        access_log   $p/logs/origin.log nseg_origin;

        location /chunked/ {
            # sub_filter drops Content-Length: the proxy sees chunked
            alias  $p/html/;
            sub_filter  '<!-- no such text -->'  '';
        }

        location /gzip/ {
            alias  $p/html/;
            gzip  on;
            gzip_min_length  0;
            gzip_proxied  any;
            gzip_http_version  1.0;
        }

        location /ka/ {
            alias  $p/html/;
        }

        location /slow/ {
            alias  $p/html/;
            limit_rate  256k;
        }

        location /latin1/ {
            alias  $p/html/;
            charset  iso-8859-1;
            source_charset  iso-8859-1;
            override_charset  off;
        }

        location /csp/ {
            alias  $p/html/;
            add_header  Content-Security-Policy  "default-src 'self'";
            add_header  Link  "</x.css>; rel=preload";
        }

        location /en-gb/ {
            alias  $p/html/;
            add_header  Content-Language  en-GB;
        }

        location /de/ {
            alias  $p/html/;
            add_header  Content-Language  de;
        }

        location /brotli/ {
            alias  $p/html/;
            add_header  Content-Encoding  br;
        }

        location /multipart/ {
            alias  $p/html/;
            types  { }
            default_type  "multipart/x-mixed-replace; boundary=x";
        }

        location /missing/ {
            return  404  "<html><body><p>not here</p></body></html>";
        }

        location /dated/ {
            alias  $p/html/;
        }

        # 2 KB at once, then a byte a second: an upstream that stalls
        location /stall/ {
            alias  $p/html/;
            limit_rate_after  2k;
            limit_rate        1;
        }
    }
END
}

sub build_conf {
    my ($self) = @_;
    my $p = $self->{prefix};
    my $san = is_san();
    my $vg = is_valgrind();
    my (@main, @http, @servers);
    my $i = 0;
    for my $b (@{ $self->{blocks} }) {
        my $port = $b->{port};
        push @main, $self->expand($b->{main_config}, $port)
            if defined $b->{main_config};
        push @http, $self->expand($b->{http_config}, $port)
            if defined $b->{http_config};
        next if defined $b->{no_server};
        my $conf = $self->expand($b->{config} // '', $port);
        push @servers, <<"END";
    server {
        # $b->{name}
        listen       127.0.0.1:$port;
        server_name  localhost;
        root         $p/html;
        access_log   $p/logs/status-$port.log  nseg_status;

$conf
    }
END
    }
    my %seen;
    @main = grep { !$seen{$_}++ } @main;
    %seen = ();
    @http = grep { !$seen{$_}++ } @http;

    # valgrind runs nginx as one process, except where a test needs the
    # master (a reload with thread pools crashes nginx 1.22 itself in
    # single-process mode: the new cycle's pools are never started)
    my $master = $vg && !$self->{master} ? 'off' : 'on';
    my $module = module_path();
    my $user = $> == 0 ? "user root;\n" : '';
    my $workers = $self->{workers} // 1;

    return <<"END";
load_module  $module;

${user}daemon  off;
master_process  $master;
worker_processes  $workers;
pid  $p/logs/nginx.pid;
lock_file  $p/logs/nginx.lock;
error_log  $p/logs/error.log  info;
@{[ join "\n", @main ]}

events {
    worker_connections  256;
}

http {
    include  /etc/nginx/mime.types;
    default_type  application/octet-stream;

    access_log  $p/logs/access.log;
    log_format  nseg_status  '\$newsseg_status';

    client_body_temp_path  $p/tmp/body;
    proxy_temp_path        $p/tmp/proxy;
    fastcgi_temp_path      $p/tmp/fastcgi;
    uwsgi_temp_path        $p/tmp/uwsgi;
    scgi_temp_path         $p/tmp/scgi;

@{[ join "\n", @http ]}

@{[ $self->origin_config ]}

@{[ join "\n", @servers ]}
}
END
}

sub start {
    my ($self) = @_;
    my $p = $self->{prefix};

    write_file("$p/nginx.conf", $self->build_conf);

    my @cmd = (nginx_binary(), '-p', "$p/", '-c', "$p/nginx.conf",
               '-e', "$p/logs/error.log");
    my %env = nginx_env();
    if (is_valgrind()) {
        unshift @cmd, 'valgrind', '-q', '--leak-check=full',
            '--errors-for-leak-kinds=definite', '--show-leak-kinds=definite',
            '--error-exitcode=99',
            "--suppressions=$ROOT/t/lib/valgrind.supp",
            '--num-callers=30', "--log-file=$p/logs/valgrind.log";
    }

    my $pid = fork // die "fork: $!";
    if ($pid == 0) {
        open STDIN, '<', '/dev/null';
        open STDOUT, '>>', "$p/logs/stderr.log";
        open STDERR, '>>', "$p/logs/stderr.log";
        $ENV{$_} = $env{$_} for keys %env;
        exec @cmd or POSIX::_exit(127);
    }
    $self->{pid} = $pid;

    # ready when the last server listens (nginx binds all before workers)
    my @ports = ($self->{origin_port}, map { $_->{port} }
                 grep { !defined $_->{no_server} } @{ $self->{blocks} });
    my $deadline = time + (is_valgrind() ? 120 : 20);
    while (time < $deadline) {
        my $w = waitpid($pid, POSIX::WNOHANG());
        if ($w == $pid) {
            delete $self->{pid};
            die "nginx exited at startup ($?):\n" . $self->logs;
        }
        my $up = 1;
        for my $port (@ports) {
            my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
                                          PeerPort => $port, Proto => 'tcp');
            if (!$s) { $up = 0; last }
            close $s;
        }
        if ($up) {
            # the worker needs a moment after the bind under valgrind
            Time::HiRes::sleep(is_valgrind() ? 2 : 0.05);
            return 1;
        }
        Time::HiRes::sleep(0.05);
    }
    die "nginx did not start:\n" . $self->logs;
}

sub logs {
    my ($self) = @_;
    my $p = $self->{prefix};
    my $s = '';
    for my $f ("$p/logs/error.log", "$p/logs/stderr.log",
               glob("$p/logs/valgrind-*.log"))
    {
        $s .= "==> $f <==\n" . read_file($f) if -s $f;
    }
    return $s;
}

sub error_log { read_file("$_[0]{prefix}/logs/error.log") }

sub reload {
    my ($self) = @_;
    my $size = -s "$self->{prefix}/logs/error.log";
    kill 'HUP', $self->{pid};
    # wait for the new configuration to be live
    my $deadline = time + (is_valgrind() ? 60 : 10);
    while (time < $deadline) {
        my $log = substr($self->error_log, $size);
        my $single = is_valgrind() && !$self->{master};
        last if !$single && $log =~ /start worker process/;
        last if $single && $log =~ /reconfiguring/;
        if (is_valgrind()) {
            # see stop(): wake the event loop up
            my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
                                          PeerPort => $self->{origin_port});
            close $s if $s;
            Time::HiRes::sleep(0.5);
        }
        Time::HiRes::sleep(0.05);
    }
    Time::HiRes::sleep(is_valgrind() ? 2 : 0.3);
}

sub stop {
    my ($self) = @_;
    my $pid = delete $self->{pid} or return;
    kill 'QUIT', $pid;
    my $deadline = time + (is_valgrind() ? 120 : 20);
    my $status;
    my $poke = Time::HiRes::time() + 1;
    while (time < $deadline) {
        my $w = waitpid($pid, POSIX::WNOHANG());
        if ($w == $pid) { $status = $?; last }
        if (Time::HiRes::time() > $poke) {
            # under valgrind a signal may not interrupt epoll_wait(); any
            # event lets the event loop see the pending quit
            my $s = IO::Socket::INET->new(PeerAddr => '127.0.0.1',
                                          PeerPort => $self->{origin_port});
            close $s if $s;
            $poke = Time::HiRes::time() + 1;
        }
        Time::HiRes::sleep(0.05);
    }
    if (!defined $status) {
        kill 'KILL', $pid;
        waitpid($pid, 0);
        Test::More::fail('nginx stopped on QUIT');
        return;
    }
    Test::More::is($status, 0, 'nginx exited 0')
        or Test::More::diag($self->logs);
    my $bad = '';
    for my $l (split /\n/, $self->logs) {
        $bad .= "$l\n" if $l =~ /\[(?:alert|crit|emerg)\]|exited on signal|Sanitizer|runtime error|==\d+== \S/;
    }
    Test::More::is($bad, '', 'logs free of alerts, crashes and sanitizer reports');
}

sub DESTROY {
    my ($self) = @_;
    if ($self->{pid}) {
        kill 'KILL', $self->{pid};
        waitpid($self->{pid}, 0);
    }
}

# --------------------------------------------------------------------------
# running blocks

sub blocks_from_data {
    my ($self, $fh) = @_;
    local $/;
    my $text = <$fh>;
    return parse_blocks($text);
}

# load blocks, give each a port, start nginx
sub setup {
    my ($self, @blocks) = @_;
    if (!@blocks) {
        no strict 'refs';
        my $fh = \*{'main::DATA'};
        @blocks = $self->blocks_from_data($fh);
    }
    $self->{blocks} = \@blocks;
    my @ports = free_ports(scalar(@blocks) + 1);
    $self->{origin_port} = shift @ports;
    $_->{port} = shift @ports for @blocks;
    for my $b (@blocks) {
        if (defined $b->{user_files}) {
            # "name => perl expression" lines, evaluated in the test file
            for my $l (split /\n/, $b->{user_files}) {
                next unless $l =~ /^\s*(\S+)\s*=>\s*(.+)$/;
                my ($name, $expr) = ($1, $2);
                my $data = eval "package main; $expr";
                die "user_files $name: $@" if $@;
                $self->html_file($name, $data);
            }
        }
    }
    $self->start;
    return $self;
}

sub block { my ($self, $name) = @_; (grep { $_->{name} =~ /\Q$name\E/ } @{ $self->{blocks} })[0] }

sub port_of { my ($self, $name) = @_; $self->block($name)->{port} }

sub run_blocks {
    my ($self) = @_;
    for my $b (@{ $self->{blocks} }) {
        next unless defined $b->{request} || defined $b->{raw_request};
        $self->run_block($b);
    }
}

sub run_block {
    my ($self, $b) = @_;
    my $name = $b->{name};
    my @headers;
    if (defined $b->{more_headers}) {
        @headers = grep { length } split /\n/, $self->expand($b->{more_headers}, $b->{port});
    }
    my $repeat = $b->{repeat} ? int($b->{repeat}) : 1;
    for my $n (1 .. $repeat) {
        my $label = $repeat > 1 ? "$name (#$n)" : $name;
        my %req = (port => $b->{port}, headers => \@headers);
        if (defined $b->{raw_request}) {
            my $raw = $self->expand($b->{raw_request}, $b->{port});
            $raw =~ s/\n/\r\n/g unless $raw =~ /\r\n/;
            # the blank line that ends the header, which the block loses
            $raw .= "\r\n" unless $raw =~ /\r\n\r\n/;
            $req{raw} = $raw;
        } else {
            my $r = $self->expand($b->{request}, $b->{port});
            $r =~ s/\s+$//;
            $req{request} = $r;
        }
        my $res = http_request(%req);
        $self->check($b, $res, $label);
    }
}

sub check {
    my ($self, $b, $res, $name) = @_;

    if ($res->{error}) {
        Test::More::fail("$name: $res->{error}");
        Test::More::diag($res->{raw} // '');
        return;
    }

    my $code = defined $b->{error_code} ? $b->{error_code} : "200\n";
    $code =~ s/\s+//g;
    Test::More::is($res->{status}, $code, "$name: status");

    # always: a Content-Length, when present, is exact (unless the block
    # is about an upstream that stops in the middle: "--- truncated")
    my $cl = header($res, 'Content-Length');
    if (defined $cl && ($b->{request} // '') !~ /^HEAD/
        && !defined $b->{truncated})
    {
        Test::More::is($cl, length($res->{body}), "$name: Content-Length exact");
    }
    if (exists $res->{chunked_ok}) {
        Test::More::ok($res->{chunked_ok}, "$name: chunked body complete");
    }

    if (defined $b->{response_body}) {
        Test::More::is($res->{body}, $self->expand($b->{response_body}),
                       "$name: body");
    }

    if (defined $b->{response_body_like}) {
        for my $re (grep { length } split /\n/, $b->{response_body_like}) {
            Test::More::like($res->{body}, qr/$re/s, "$name: body like $re");
        }
    }

    if (defined $b->{response_body_unlike}) {
        for my $re (grep { length } split /\n/, $b->{response_body_unlike}) {
            Test::More::unlike($res->{body}, qr/$re/s,
                               "$name: body unlike $re");
        }
    }

    if (defined $b->{response_body_file}) {
        # byte-for-byte comparison with a file of the prefix html dir
        my $f = $b->{response_body_file};
        $f =~ s/\s+$//;
        my $want = read_file("$self->{prefix}/html/$f");
        my $ok = $res->{body} eq $want;
        Test::More::ok($ok, "$name: body identical to $f");
        Test::More::diag("got " . length($res->{body}) . " bytes, want "
                         . length($want)) unless $ok;
    }

    if (defined $b->{response_headers}) {
        for my $l (grep { length } split /\n/, $b->{response_headers}) {
            if ($l =~ /^!\s*(\S+)/) {
                my $h = $1;
                Test::More::ok(!defined header($res, $h), "$name: no $h")
                    or Test::More::diag("$h: " . header($res, $h));
                next;
            }
            my ($k, $v) = $l =~ /^([^:]+):\s?(.*)$/ or next;
            my @got = header($res, $k);
            Test::More::is(scalar(@got) ? $got[-1] : undef, $v, "$name: $k");
        }
    }

    if (defined $b->{response_headers_like}) {
        for my $l (grep { length } split /\n/, $b->{response_headers_like}) {
            my ($k, $v) = $l =~ /^([^:]+):\s?(.*)$/ or next;
            Test::More::like(scalar(header($res, $k)) // '', qr/$v/,
                             "$name: $k like $v");
        }
    }

    if (defined $b->{newsseg_status}) {
        # the last line of the per-server log of $newsseg_status
        my $want = $b->{newsseg_status};
        $want =~ s/\s+$//;
        my $got = '';
        my $f = "$self->{prefix}/logs/status-$b->{port}.log";
        for (1 .. 50) {
            ($got) = (read_file($f) =~ /([^\n]*)\n\z/) if -e $f;
            last if defined $got && length $got;
            Time::HiRes::sleep(0.02);
        }
        if ($want =~ s/^~\s*//) {
            Test::More::like($got, qr/$want/, "$name: \$newsseg_status");
        } else {
            Test::More::is($got, $want, "$name: \$newsseg_status");
        }
    }

    if (defined $b->{check}) {
        my $code = "package main; no strict 'vars'; sub { my (\$res, \$t, \$name) = \@_; $b->{check}\n}";
        my $sub = eval $code;
        die "check of $name: $@" if $@;
        $sub->($res, $self, $name);
    }
}

# the common case: parse __DATA__, start, run, stop, done_testing
sub run_file {
    my ($class, %o) = @_;
    my $t = $class->new(%o);
    $t->setup;
    $t->run_blocks;
    $o{after}->($t) if $o{after};
    $t->stop;
    Test::More::done_testing();
    return $t;
}

1;
