#!/usr/bin/env bash
# Worst cases: pages built to make a pipeline stage quadratic, each at
# two sizes.  A stage that stays linear takes about twice the time and
# memory at twice the size; four times or more is the defect this bench
# is for (8,000 dates in one block took 9 s and 1.5 GB before c114626).
# Usage: bench/worst.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
bin=$build/newsseg

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

python3 - "$dir" <<'PY'
import sys

out = sys.argv[1]
head = ('<!DOCTYPE html><html lang="de"><head><meta charset="utf-8">'
        '<title>Ein Artikel - Testseite</title></head><body>'
        '<h1>Ein Artikel</h1>')
story = ''.join('<p>Das ist ein langer Satz im Artikel, Absatz %d, mit '
                'vielen weiteren Worten darin.</p>' % k for k in range(40))

def write(name, n, body):
    with open('%s/%s-%d.html' % (out, name, n), 'w') as f:
        f.write(head + story + body + '</body></html>')

for n in (4000, 8000):
    # dates in one block: each is tested for a sign-up date's label
    write('dates-in-one-block', n, '<div>' + ''.join(
        '<span>Eintrag %d</span> <span>12.03.2021</span><br>' % k
        for k in range(n)) + '</div>')
    # empty elements inside nested spans: the credit-line test
    write('empty-in-nested', n * 25, '<span>' * 250 + '<i></i>' * (n * 25)
          + 'Foto: dpa' + '</span>' * 250)
    # links in one paragraph: the link share and the byline's link markers
    write('links-in-one-line', n, '<p>' + ' '.join(
        '<a href="/autor/name-%d/">Name %d</a>' % (k, k)
        for k in range(n)) + '</p>')
    # paragraphs each with a date: the date clusters
    write('dated-paragraphs', n, ''.join(
        '<p>Am 12. M\u00e4rz 2021 schrieb jemand den Satz %d.</p>' % k
        for k in range(n)))
    # headings: the title's candidates and kicker tests
    write('headings', n, ''.join(
        '<h2>\u00dcberschrift %d</h2><p>Kurzer Text.</p>' % k
        for k in range(n)))
PY

# one page's time is the median over pages of one: its minimum of 3
printf '%-28s %9s %14s %12s %7s\n' page KB 'ms (min of 3)' 'peak RSS KB' ratio
status=0
prev_name=""
prev_ms=""
for f in $(ls "$dir"/*.html | sort -t- -k1,1 -V); do
    name=$(basename "$f" .html)
    ms=$("$bin" bench --reps 3 --json "$f" \
         | python3 -c 'import json,sys; print("%.1f" % json.load(sys.stdin)["median_ms"])')
    rss=$(/usr/bin/time -f %M "$bin" extract --json "$f" 2>&1 >/dev/null \
          | tail -1)
    # the larger page of a pair against the smaller: about 2 is linear
    ratio=""
    if [[ ${name%-*} == "${prev_name%-*}" && -n $prev_ms ]]; then
        ratio=$(awk -v a="$ms" -v b="$prev_ms" 'BEGIN { printf "%.1fx", a / b }')
        if awk -v a="$ms" -v b="$prev_ms" 'BEGIN { exit !(a > 3.5 * b) }'; then
            ratio="$ratio !"
            status=1
        fi
    fi
    printf '%-28s %9d %14s %12s %7s\n' "$name" \
        $(( $(stat -c %s "$f") / 1024 )) "$ms" "$rss" "$ratio"
    prev_name=$name
    prev_ms=$ms
done

# twice the size in more than 3.5 times the time is no noise of this
# machine (1.5-3.1x seen with another job on the second core)
if ((status)); then
    echo "worst: a stage grows faster than linearly (marked !)"
fi
exit $status
