#!/usr/bin/env bash
# Crawling throughput: a process per page (`newsseg extract --json`)
# against one process for the whole list (`newsseg batch`) on 1 and on
# all CPUs, wall-clock over the same pages, best of 3.
# Usage: bench/batch.sh [BUILD_DIR [PAGES]]
set -euo pipefail
build=${1:-build}
pages=${2:-../shared/corpora/readability}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
bin=$build/newsseg

list=$(mktemp)
tfile=$(mktemp)
trap 'rm -f "$list" "$tfile"' EXIT
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
