#!/usr/bin/env bash
# bench/nginx.sh - load benchmark of the newsseg nginx filter with wrk,
# loopback only, bounded durations (about 2 minutes with the defaults).
#
#   bench/nginx.sh [build-dir]        (default: build, or $NSEG_BUILD)
#   DUR=5 CONN=8 bench/nginx.sh       (seconds per run, wrk connections)
#   TP_THREADS=n                      (thread pool size; default: cores - 1)
#   SECTIONS="1 3"                    (which measurements to run)
#
# Two nginx instances with one worker each: an origin serving the pages,
# and the front with the module.  The front talks to the origin through an
# upstream with keepalive.  Measured:
#   1. a ~170 KB article page: req/s, p50, p99 through a plain proxy and
#      through each mode, without and with newsseg_thread_pool;
#   2. the module's overhead beyond the core's own time ($newsseg_time);
#   3. the p99 of small static requests on the same worker while 2 MB
#      pages are being rewritten, without and with the thread pool.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-${NSEG_BUILD:-build}}
[[ $build = /* ]] || build=$here/$build
module=$build/ngx_http_newsseg_module.so
nginx=${NSEG_NGINX:-/usr/sbin/nginx}
DUR=${DUR:-5}
CONN=${CONN:-8}
cores=$(nproc)
TP_THREADS=${TP_THREADS:-$((cores > 2 ? cores - 1 : 1))}
SECTIONS=${SECTIONS:-1 2 3}

[[ -f $module ]] || { echo "bench: no $module (make $build/ngx_http_newsseg_module.so)" >&2; exit 1; }
command -v wrk >/dev/null || { echo "bench: wrk is not installed (make setup)" >&2; exit 1; }

tmp=$(mktemp -d /tmp/nseg-bench-XXXXXX)
pids=()
cleanup() {
    for p in "${pids[@]}"; do
        kill -QUIT "$p" 2>/dev/null || true
    done
    sleep 0.5
    for p in "${pids[@]}"; do
        kill -KILL "$p" 2>/dev/null || true
    done
    rm -rf "$tmp"
}
trap cleanup EXIT INT TERM

free_port() {
    perl -MIO::Socket::INET -e 'print IO::Socket::INET->new(LocalAddr =>
        "127.0.0.1", LocalPort => 0, Listen => 1)->sockport'
}

origin_port=$(free_port)
front_port=$(free_port)
while [[ $front_port == "$origin_port" ]]; do front_port=$(free_port); done

mkdir -p "$tmp/html" "$tmp/origin/logs" "$tmp/front/logs"
perl -I"$here/t/lib" -MNsegTest -e 'print big_page(170_000)' > "$tmp/html/article.html"
perl -I"$here/t/lib" -MNsegTest -e 'print big_page(2_000_000)' > "$tmp/html/big.html"
head -c 1024 "$here/t/fixtures/nginx/plain.txt" > "$tmp/html/small.txt"
cp "$tmp/html/small.txt" "$tmp/html/small.html"

user=""
[[ $(id -u) -eq 0 ]] && user="user root;"

common() {
    local dir=$1
    cat <<END
$user
daemon off;
master_process on;
worker_processes 1;
pid $dir/logs/nginx.pid;
lock_file $dir/logs/nginx.lock;
error_log $dir/logs/error.log warn;
END
}

temp_paths() {
    local dir=$1
    cat <<END
    client_body_temp_path $dir/body;
    proxy_temp_path $dir/proxy;
    fastcgi_temp_path $dir/fastcgi;
    uwsgi_temp_path $dir/uwsgi;
    scgi_temp_path $dir/scgi;
END
}

{
    common "$tmp/origin"
    cat <<END
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    access_log off;
$(temp_paths "$tmp/origin")
    keepalive_requests 100000;
    server {
        listen 127.0.0.1:$origin_port backlog=1024;
        root $tmp/html;
    }
}
END
} > "$tmp/origin/nginx.conf"

locations=""
for mode in reader print json headers; do
    locations+="
        location /$mode/ {
            newsseg $mode;
            proxy_pass http://origin/;
        }
        location /$mode-tp/ {
            newsseg $mode;
            newsseg_thread_pool nseg;
            proxy_pass http://origin/;
        }"
done

{
    echo "load_module $module;"
    common "$tmp/front"
    cat <<END
thread_pool nseg threads=$TP_THREADS;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
$(temp_paths "$tmp/front")
    log_format nseg '\$request_time \$newsseg_time \$newsseg_status';
    access_log off;
    keepalive_requests 100000;

    upstream origin {
        server 127.0.0.1:$origin_port;
        keepalive 32;
    }

    server {
        listen 127.0.0.1:$front_port backlog=1024;
        root $tmp/html;

        newsseg_buffer 4m;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Accept-Encoding "";
        proxy_set_header Range "";

        location /plain/ {
            proxy_pass http://origin/;
        }
$locations
        location /timed/ {
            access_log $tmp/front/logs/timed.log nseg;
            newsseg reader;
            proxy_pass http://origin/;
        }

        location /local/ {
            alias $tmp/html/;
        }
        location /big/ {
            alias $tmp/html/;
            newsseg reader;
        }
        location /big-tp/ {
            alias $tmp/html/;
            newsseg reader;
            newsseg_thread_pool nseg;
        }
    }
}
END
} > "$tmp/front/nginx.conf"

start() {
    local dir=$1 port=$2
    "$nginx" -p "$dir/" -c "$dir/nginx.conf" -e "$dir/logs/error.log" \
        > "$dir/logs/stderr.log" 2>&1 &
    pids+=($!)
    for _ in $(seq 100); do
        if perl -MIO::Socket::INET -e "exit !IO::Socket::INET->new('127.0.0.1:$port')"; then
            return 0
        fi
        sleep 0.05
    done
    echo "bench: nginx in $dir did not start" >&2
    cat "$dir/logs/error.log" >&2
    exit 1
}

start "$tmp/origin" "$origin_port"
start "$tmp/front" "$front_port"

base=http://127.0.0.1:$front_port

# sanity: each mode answers 200 with the expected type
for path in plain/article.html reader/article.html json-tp/article.html; do
    code=$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$base/$path" 2>/dev/null \
           || perl -MHTTP::Tiny -e 'my $r = HTTP::Tiny->new->get($ARGV[0]); print "$r->{status} $r->{headers}{q(content-type)}"' "$base/$path")
    echo "check $path: $code"
done

# wrk output -> "req/s p50 p99 avg" (latencies in ms)
run_wrk() {
    local url=$1 conns=$2 dur=$3
    timeout $((dur + 15)) wrk -t1 -c"$conns" -d"${dur}s" --latency "$url" 2>&1 |
    perl -ne '
        sub ms { my ($v, $u) = @_; $u eq "us" ? $v / 1000 : $u eq "s" ? $v * 1000 : $v }
        $rps = $1 if /^Requests\/sec:\s+([\d.]+)/;
        $avg = ms($1, $2) if /^\s+Latency\s+([\d.]+)(us|ms|s)\b/;
        $p50 = ms($1, $2) if /^\s+50%\s+([\d.]+)(us|ms|s)/;
        $p99 = ms($1, $2) if /^\s+99%\s+([\d.]+)(us|ms|s)/;
        $err .= $_ if /Non-2xx|Socket errors/;
        END { printf "%.0f %.2f %.2f %.2f%s\n", $rps // 0, $p50 // 0,
                     $p99 // 0, $avg // 0, $err ? " ($err)" =~ s/\n/ /gr : "" }'
}

section() { [[ " $SECTIONS " == *" $1 "* ]]; }

if section 1; then
echo
echo "== 1. ~170 KB article, wrk -t1 -c$CONN -d${DUR}s, one front worker"
printf '%-22s %10s %10s %10s\n' path req/s p50-ms p99-ms
for path in plain reader reader-tp print print-tp json json-tp headers headers-tp; do
    read -r rps p50 p99 _ rest < <(run_wrk "$base/$path/article.html" "$CONN" "$DUR")
    printf '%-22s %10s %10s %10s %s\n' "$path" "$rps" "$p50" "$p99" "${rest:-}"
done

fi

if section 2; then
echo
echo "== 2. overhead beyond the core (one connection, reader mode)"
read -r _ _ _ plain_avg _ < <(run_wrk "$base/plain/article.html" 1 "$DUR")
: > "$tmp/front/logs/timed.log"
read -r _ _ _ reader_avg _ < <(run_wrk "$base/timed/article.html" 1 "$DUR")
perl -e '
    my ($plain, $reader, $log) = @ARGV;
    open my $fh, "<", $log or die;
    my ($n, $core) = (0, 0);
    while (<$fh>) { my (undef, $ms, $st) = split; next unless $st eq "ok"; $n++; $core += $ms }
    $core /= $n if $n;
    my $over = $reader - $plain - $core;
    printf "plain proxy %.2f ms, reader %.2f ms, core %.2f ms (%d requests)\n", $plain, $reader, $core, $n;
    printf "module overhead beyond the core: %.3f ms = %.1f%% of the core time\n",
        $over, $core ? 100 * $over / $core : 0;
' "$plain_avg" "$reader_avg" "$tmp/front/logs/timed.log"

fi

if section 3; then
echo
echo "== 3. p99 of small static requests while 2 MB pages are rewritten (pool: $TP_THREADS threads, $cores cores)"
read -r _ p50 p99 _ < <(run_wrk "$base/local/small.txt" 1 "$DUR")
echo "idle worker:            small p50 ${p50} ms  p99 ${p99} ms"
for big in big big-tp; do
    timeout $((DUR + 20)) wrk -t1 -c2 -d"$((DUR + 2))s" "$base/$big/big.html" \
        > "$tmp/bg-$big.txt" 2>&1 &
    bg=$!
    sleep 1
    read -r _ p50 p99 _ < <(run_wrk "$base/local/small.txt" 1 "$DUR")
    wait "$bg" || true
    big_rps=$(sed -n 's/^Requests\/sec:[[:space:]]*//p' "$tmp/bg-$big.txt")
    label="2 MB via /$big/"
    [[ $big = big ]] && label="$label (event loop):" || label="$label (threads):  "
    echo "$label small p50 ${p50} ms  p99 ${p99} ms  (big: ${big_rps:-?} req/s)"
done

fi

if grep -E '\[(alert|crit|emerg)\]|exited on signal' "$tmp"/*/logs/error.log; then
    echo "bench: errors in the nginx logs" >&2
    exit 1
fi
