#!/usr/bin/env bash
# `make test`: every suite in turn; exits non-zero if any failed.
# Usage: tools/test.sh BUILD_DIR
set -u
build=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"

failed=()
san=""
[[ $build == */san ]] && san=1

passed=0

run() {
    local name=$1; shift
    echo
    echo "=== $name"
    if "$@"; then
        echo "=== $name: ok"
        passed=$((passed + 1))
    else
        echo "=== $name: FAILED"
        failed+=("$name")
    fi
}

check_core_nginx_free() {
    if grep -rn '#include <ngx_' core/; then
        echo "core/ includes nginx headers"
        return 1
    fi
    echo "core/ is nginx-free"
}

run "core stays nginx-free" check_core_nginx_free
run "unit tests" make -s unit-test ${san:+SAN=1}
run "nginx tests" env NSEG_BUILD="$build" prove -r t/
run "eval gate" tools/eval-gate.sh "$build"
if [[ -x tools/browser-test.sh && -z $san ]]; then
    run "browser tests" tools/browser-test.sh "$build"
fi
if [[ -x tools/fuzz.sh && -z $san ]]; then
    run "short fuzz run" tools/fuzz.sh "${NSEG_FUZZ_SECONDS:-20}"
fi

echo
if ((${#failed[@]})); then
    echo "make test: FAILED: ${failed[*]}"
fi
echo "suites: $passed passed, ${#failed[@]} failed"
((${#failed[@]} == 0))
