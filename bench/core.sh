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

echo "--- peak memory of one extraction over the page size (5 largest pages)"
for f in $(xargs -d '\n' ls -S < "$list" | head -5); do
    size=$(stat -c %s "$f")
    base=$(/usr/bin/time -f %M "$bin" version 2>&1 >/dev/null | tail -1)
    peak=$(/usr/bin/time -f %M "$bin" extract --json "$f" 2>&1 >/dev/null | tail -1)
    awk -v f="$f" -v s="$size" -v p="$peak" -v b="$base" 'BEGIN {
        printf "%-60s %8.0f KB page, %8d KB peak RSS above start-up: %.1fx\n",
               f, s / 1024, p - b, (p - b) * 1024 / s }'
done
