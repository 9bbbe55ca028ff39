#!/usr/bin/env bash
# Print benchmark (issue 7): Chromium --print-to-pdf of the original
# page and of the print view (`newsseg extract --print`) for the first N
# pages of ../shared/corpora/readability (by directory name, default
# all), page counts with pdfinfo, the median reduction (target: at
# least 50% fewer pages) and the recall of the body words
# (`extract --json` body_text) in the pdftotext of the print-view PDF;
# pages under 0.98 are listed as losing content.  Pages the core
# declines (exit 1) are listed apart and left out of the median.
# At most 2 Chromium at a time; loading stops after 10 s (remote loads
# never answer here) and a Chromium is killed after 30 s; the PDFs stay in
# build/print-bench/run.* for people to look at.
# Usage: bench/print.sh [BUILD_DIR [N]]
set -euo pipefail
build=${1:-build}
n=${2:-0}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
corpus=../shared/corpora/readability
bin=$build/newsseg

[[ $n =~ ^[0-9]+$ ]] || { echo "N must be a number: $n" >&2; exit 2; }
[[ -x $bin ]] || { echo "$bin is missing (make $bin)" >&2; exit 2; }
[[ -d $corpus ]] || { echo "$corpus is missing" >&2; exit 2; }
for tool in chromium pdfinfo pdftotext python3; do
    command -v "$tool" >/dev/null || { echo "$tool is missing" >&2; exit 2; }
done

mkdir -p build/print-bench
work=$(mktemp -d "$here/build/print-bench/run.XXXXXX")
ln -sfn "$(basename "$work")" build/print-bench/latest
# A snapshot of the binary: others rebuild build/newsseg while this
# runs, and every page should see the same core.
for try in 1 2 3 4 5; do
    cp "$bin" "$work/newsseg" && "$work/newsseg" version >/dev/null 2>&1 &&
        break
    sleep 2
done
"$work/newsseg" version >/dev/null || { echo "$bin does not run" >&2; exit 2; }
echo "print benchmark: $bin ($("$work/newsseg" version | head -1)), work dir $work"

# Chromium takes no part in the timing here, but its wrapper script and
# D-Bus chatter go to each page's chromium.log, not the terminal.
exec python3 bench/print-bench.py --newsseg "$work/newsseg" --corpus "$corpus" \
    --work "$work" --n "$n" --jobs 2 --timeout 30
