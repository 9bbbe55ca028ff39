#!/usr/bin/env bash
# Crawling throughput: a process per page (`newsseg extract --json`)
# against one process for the whole list (`newsseg batch`) on 1 and on
# all CPUs, and the same pages as a gzip WARC (`newsseg warc`: each page
# a 200 response record, gzip per record, as crawlers write them),
# wall-clock over the same pages, best of 3.
# Usage: bench/batch.sh [BUILD_DIR [PAGES]]
set -euo pipefail
build=${1:-build}
pages=${2:-../shared/corpora/readability}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
bin=$build/newsseg

list=$(mktemp)
tfile=$(mktemp)
warc=$(mktemp --suffix=.warc.gz)
trap 'rm -f "$list" "$tfile" "$warc"' EXIT
find "$pages" -name source.html | sort > "$list"
[[ -s $list ]] || find "$pages" -name '*.html' | sort > "$list"
n=$(wc -l < "$list")
echo "pages: $n from $pages, $(nproc) CPUs"

# best wall-clock seconds of three runs of "$@"
best() {
    local k t b=
    for k in 1 2 3; do
        /usr/bin/time -f %e -o "$tfile" "$@" > /dev/null 2>&1 || true
        t=$(tail -1 "$tfile")
        if [[ -z $b ]] || awk -v t="$t" -v b="$b" 'BEGIN { exit !(t < b) }'
        then
            b=$t
        fi
    done
    echo "$b"
}

per_page() {
    while IFS= read -r f; do
        "$bin" extract --json "$f" > /dev/null || true
    done < "$list"
}
export -f per_page
export bin list

report() {
    awk -v what="$1" -v s="$2" -v n="$n" 'BEGIN {
        printf "%-34s %7.2f s %8.1f pages/s %7.2f ms/page\n",
               what, s, n / s, s * 1000 / n }'
}

report "a process per page (extract)" "$(best bash -c per_page)"
report "batch --jobs 1" "$(best "$bin" batch --jobs 1 "$list")"
report "batch --jobs $(nproc)" "$(best "$bin" batch --jobs "$(nproc)" "$list")"

# the pages as WARC response records, gzip per record
perl -MIO::Compress::Gzip=gzip -e '
    my $k = 0;
    while (my $f = <STDIN>) {
        chomp $f;
        open my $fh, "<", $f or die "$f: $!";
        binmode $fh;
        my $page = do { local $/; <$fh> };
        my $http = "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n"
                   . $page;
        my $rec = "WARC/1.0\r\nWARC-Type: response\r\n"
                  . "WARC-Date: 2024-03-14T10:00:00Z\r\n"
                  . "WARC-Record-ID: <urn:uuid:bench-" . $k++ . ">\r\n"
                  . "WARC-Target-URI: https://bench.example/$k\r\n"
                  . "Content-Type: application/http; msgtype=response\r\n"
                  . "Content-Length: " . length($http) . "\r\n\r\n"
                  . $http . "\r\n\r\n";
        my $z;
        gzip(\$rec => \$z) or die;
        print $z;
    }' < "$list" > "$warc"
echo "warc: $(du -k "$warc" | cut -f1) KB gzip"
report "warc --jobs 1" "$(best "$bin" warc --jobs 1 "$warc")"
report "warc --jobs $(nproc)" "$(best "$bin" warc --jobs "$(nproc)" "$warc")"
