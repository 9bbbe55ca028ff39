#!/usr/bin/env bash
# Runs the cmocka unit-test binaries given as arguments, then prints one
# summary line over all of them.
set -u
passed=0 failed=0
for bin in "$@"; do
    out=$("$bin" 2>&1); rc=$?
    printf '%s\n' "$out"
    p=$(printf '%s\n' "$out" | sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' | tail -1)
    f=$(printf '%s\n' "$out" | sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' | tail -1)
    passed=$((passed + ${p:-0}))
    failed=$((failed + ${f:-0}))
    if [[ $rc -ne 0 && -z $f ]]; then
        echo "unit: $bin exited $rc"
        failed=$((failed + 1))
    fi
done
echo "unit: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
