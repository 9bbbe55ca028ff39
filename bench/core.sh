#!/usr/bin/env bash
# Core speed and memory: the whole pipeline against the libxml2
# parse-only floor on the same pages, and the peak RSS over the page
# size for the largest pages.  Usage: bench/core.sh [BUILD_DIR [PAGES]]
set -euo pipefail
build=${1:-build}
pages=${2:-../shared/corpora/readability}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
bin=$build/newsseg

list=$(mktemp)
trap 'rm -f "$list"' EXIT
if [[ -d $pages ]]; then
    find "$pages" -name source.html | sort > "$list"
    [[ -s $list ]] || find "$pages" -name '*.html' | sort > "$list"
else
    echo "$pages" > "$list"
fi
echo "pages: $(wc -l < "$list") from $pages"

mapfile -t files < "$list"
echo "--- whole pipeline (per-page minimum of 5 runs)"
"$bin" bench --reps 5 "${files[@]}"
echo "--- libxml2 parse + free only (the floor)"
"$bin" bench --parse-only --reps 5 "${files[@]}"

full=$("$bin" bench --reps 5 --json "${files[@]}")
floor=$("$bin" bench --parse-only --reps 5 --json "${files[@]}")
python3 - "$full" "$floor" <<'PY'
import json, sys
full, floor = json.loads(sys.argv[1]), json.loads(sys.argv[2])
print("median %.3f ms vs floor %.3f ms: %.2fx (target <= 1.5x)"
      % (full["median_ms"], floor["median_ms"],
         full["median_ms"] / floor["median_ms"]))
PY

# start-up: the same binary extracting a one-paragraph page (models,
# patterns and libxml2 loaded), so what remains is the page's own cost
tiny=$(mktemp --suffix=.html)
trap 'rm -f "$list" "$tiny"' EXIT
echo '<html><body><p>A one-paragraph page.</p></body></html>' > "$tiny"
base=$(for k in 1 2 3; do
           /usr/bin/time -f %M "$bin" extract --json "$tiny" 2>&1 >/dev/null \
               | tail -1
       done | sort -n | head -1)

peak_ratio() {
    local f=$1 size peak
    size=$(stat -c %s "$f")
    peak=$(/usr/bin/time -f %M "$bin" extract --json "$f" 2>&1 >/dev/null \
           | tail -1)
    awk -v f="$f" -v s="$size" -v p="$peak" -v b="$base" 'BEGIN {
        printf "%5.1fx %8.0f KB page %8d KB peak RSS above start-up  %s\n",
               (p - b) * 1024 / s, s / 1024, p - b, f }'
}

echo "--- peak memory of one extraction over the page size (5 largest pages)"
for f in $(xargs -d '\n' ls -S < "$list" | head -5); do
    peak_ratio "$f"
done

echo "--- the same over every page of 200 KB or more: median and worst"
for f in $(xargs -d '\n' ls -S < "$list"); do
    [[ $(stat -c %s "$f") -ge 204800 ]] && peak_ratio "$f"
done | sort -n | awk '{ r[NR] = $1; line[NR] = $0 }
    END { if (NR) { printf "pages %d, median %s\n", NR, r[int((NR + 1) / 2)];
                    print "worst: " line[NR] } }'
