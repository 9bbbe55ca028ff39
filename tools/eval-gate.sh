#!/usr/bin/env bash
# eval-gate.sh BUILD_DIR - the quality regression gate (like trafilatura's
# eval gate): runs `newsseg eval --json` on ../shared/corpora and checks
# every metric of t/eval-floors.txt, and that `make models` reproduces the
# committed models.  Skips, visibly, when the corpora are not there.  Environment: NSEG_CORPORA (corpora root), NSEG_EVAL_FLOORS
# (floors file).
set -u

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
corpora=${NSEG_CORPORA:-$here/../shared/corpora}
floors=${NSEG_EVAL_FLOORS:-$here/t/eval-floors.txt}
bin=$build/newsseg

if [[ ! -d $corpora ]]; then
    echo "eval-gate: SKIP: no corpora at $corpora (quality gate not run)"
    exit 0
fi

if [[ ! -x $bin ]]; then
    echo "eval-gate: FAIL: $bin not built"
    echo "eval-gate: 0 passed, 1 failed"
    exit 1
fi

if ! command -v jq >/dev/null; then
    echo "eval-gate: FAIL: jq is needed to read the eval JSON"
    echo "eval-gate: 0 passed, 1 failed"
    exit 1
fi

# "@args ..." lines in the floors file pin extra eval options (a subset)
args=()
while read -r key rest; do
    [[ $key == @args ]] && read -r -a more <<<"$rest" && args+=("${more[@]}")
done <"$floors"

start=$SECONDS
if ! json=$("$bin" eval --json "${args[@]}" "$corpora"); then
    echo "eval-gate: FAIL: newsseg eval --json ${args[*]} $corpora failed"
    echo "eval-gate: 0 passed, 1 failed"
    exit 1
fi

# one "set.group.metric value" line per number, e.g. readability.body.f1
flat=$(jq -r '.sets | paths(scalars) as $p
              | "\($p | map(tostring) | join(".")) \(getpath($p))"' \
       <<<"$json")

passed=0 failed=0
while read -r metric op value extra; do
    [[ -z $metric || $metric == \#* || $metric == @args ]] && continue
    if [[ -z ${value:-} ]]; then
        value=$op op=">="
    fi
    if [[ $op != ">=" && $op != "<=" ]]; then
        echo "FAIL $metric: bad floor line (\"$op\")"
        failed=$((failed + 1))
        continue
    fi

    got=$(awk -v m="$metric" '$1 == m { print $2; exit }' <<<"$flat")
    if [[ -z $got ]]; then
        echo "FAIL $metric: not in the eval output"
        failed=$((failed + 1))
    elif awk -v a="$got" -v b="$value" -v op="$op" \
             'BEGIN { exit !(op == ">=" ? a + 0 >= b + 0 : a + 0 <= b + 0) }'
    then
        printf 'ok   %s %.4f %s %s\n' "$metric" "$got" "$op" "$value"
        passed=$((passed + 1))
    else
        printf 'FAIL %s %.4f %s %s\n' "$metric" "$got" "$op" "$value"
        failed=$((failed + 1))
    fi
done <"$floors"

# `make models` must reproduce the committed models: a rule that moves
# the training rows changes the trees, and the embedded default would no
# longer be what the corpora train (retrain, check the output, commit)
trained=$(mktemp -d)
if "$bin" train --algo rf --folds 3 --out "$trained" "$corpora" \
       >"$trained/log" 2>&1
then
    for m in "$here"/models/*.model; do
        if cmp -s "$m" "$trained/$(basename "$m")"; then
            echo "ok   models/$(basename "$m") reproduced by make models"
            passed=$((passed + 1))
        else
            echo "FAIL models/$(basename "$m") differs from what make models" \
                 "trains now: run make models, check the output, commit"
            failed=$((failed + 1))
        fi
    done
else
    echo "FAIL newsseg train failed: $(tail -1 "$trained/log")"
    failed=$((failed + 1))
fi
rm -rf "$trained"

echo "eval-gate: $passed passed, $failed failed ($((SECONDS - start)) s)"
[[ $failed -eq 0 ]]
