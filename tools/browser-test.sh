#!/usr/bin/env bash
# Browser tests of the reader and print views (XSS, axe-core, looks) in
# Debian's Chromium through nginx with the module.  Part of `make test`.
#
# Usage: tools/browser-test.sh [BUILD_DIR]
# Environment:
#   NSEG_BROWSER_OPTIONAL=1   a missing chromium/node/node_modules is a
#                             SKIP with exit 0 (otherwise it fails)
#   NSEG_ONLY=xss,a11y,looks  run only some of the groups
# Screenshots and PDFs go to BUILD_DIR/looks/.
set -uo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build}
[[ $build == /* ]] || build=$here/$build
chromium=${NSEG_CHROMIUM:-/usr/bin/chromium}

skip() {
    echo "browser: SKIP: $*"
    if [[ ${NSEG_BROWSER_OPTIONAL:-} == 1 ]]; then
        exit 0
    fi
    echo "browser: 0 passed, 1 failed (set NSEG_BROWSER_OPTIONAL=1 to skip)"
    exit 1
}

command -v node >/dev/null || skip "node is not installed (make setup)"
[[ -x $chromium ]] || skip "$chromium is missing (make setup)"
[[ -d $here/t/browser/node_modules/playwright-core &&
   -d $here/t/browser/node_modules/axe-core ]] ||
    skip "t/browser/node_modules is missing (make setup runs npm ci)"
[[ -f $build/ngx_http_newsseg_module.so ]] ||
    { echo "browser: $build/ngx_http_newsseg_module.so is missing";
      echo "browser: 0 passed, 1 failed"; exit 1; }

tmp=$(mktemp -d /tmp/nseg-browser.XXXXXX)
runpid=""
cleanup() {
    if [[ -n $runpid ]] && kill -0 "$runpid" 2>/dev/null; then
        kill -TERM "$runpid" 2>/dev/null
        wait "$runpid" 2>/dev/null
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# two free loopback ports, chosen by the kernel
free_ports() {
    node -e '
        const net = require("net");
        const a = net.createServer().listen(0, "127.0.0.1", () => {
            const b = net.createServer().listen(0, "127.0.0.1", () => {
                console.log(a.address().port, b.address().port);
                a.close(); b.close();
            });
        });'
}

up() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# the origin serves a copy of the sample pages plus the generated XSS pages
cp -r "$here/t/fixtures/pages" "$tmp/root"
# and the held-out pages (t/heldout.t's), for axe on their views too
cp -r "$here/t/fixtures/heldout" "$tmp/root/heldout"

# nginx gets 30 s to listen; a start that fails (the kernel may hand a
# port out again between the choice and nginx's bind) is tried again on
# new ports, and the last failure shows what run.sh and nginx said
started=""
for attempt in 1 2 3; do
    read -r port oport < <(free_ports) || true
    if [[ ! $port =~ ^[0-9]+$ || ! $oport =~ ^[0-9]+$ ]]; then
        echo "browser: node found no free loopback port"
        continue
    fi
    rm -rf "$tmp/nginx"
    NSEG_PORT=$port NSEG_ORIGIN_PORT=$oport NSEG_PAGES=$tmp/root \
    NSEG_RUN_DIR=$tmp/nginx NSEG_WORKERS=1 NSEG_QUIET=1 \
        "$here/tools/run.sh" "$build" > "$tmp/run.log" 2>&1 &
    runpid=$!
    for _ in $(seq 600); do
        up "$port" && up "$oport" && break
        kill -0 "$runpid" 2>/dev/null || break
        sleep 0.05
    done
    if up "$port" && up "$oport"; then
        started=1
        break
    fi
    echo "browser: nginx did not start on ports $port, $oport" \
         "(attempt $attempt)"
    kill -TERM "$runpid" 2>/dev/null
    wait "$runpid" 2>/dev/null
    runpid=""
done
if [[ -z $started ]]; then
    echo "browser: nginx did not start; tools/run.sh said:"
    sed 's/^/#   /' "$tmp/run.log" 2>/dev/null
    echo "browser: its error.log ends:"
    tail -5 "$tmp/nginx/logs/error.log" 2>/dev/null | sed 's/^/#   /'
    echo "browser: 0 passed, 1 failed"
    exit 1
fi

# The run grows with the held-out pages (axe checks both views of each:
# about 9 minutes for 314 pages on a 2-core machine); the limit only
# stops a browser that hangs, and says so when it does: a timeout kills
# Chromium first, and run.js would report only a closed context
limit=${NSEG_BROWSER_TIMEOUT:-2400}
mkdir -p "$build/looks"
NSEG_FRONT=http://127.0.0.1:$port NSEG_ROOT=$tmp/root \
NSEG_LOOKS=$build/looks \
    timeout "$limit" node "$here/t/browser/run.js" > "$tmp/out.tap"
rc=$?
if ((rc == 124)); then
    echo "not ok - browser tests timed out after $limit s (NSEG_BROWSER_TIMEOUT)"
fi

# the TAP goes out whole, except the summary line, which must come last
grep -v '^browser: ' "$tmp/out.tap"
summary=$(grep '^browser: ' "$tmp/out.tap" | tail -1)
[[ -n $summary ]] || { summary="browser: 0 passed, 1 failed"; rc=1; }

kill -TERM "$runpid" 2>/dev/null
wait "$runpid" 2>/dev/null
runpid=""

bad=$(grep -E '\[(alert|crit|emerg)\]|exited on signal|Sanitizer|runtime error' \
      "$tmp/nginx/logs/error.log" | head -5)
if [[ -n $bad ]]; then
    echo "not ok - nginx error.log is clean"
    echo "$bad" | sed 's/^/#   /'
    passed=$(sed -E 's/browser: ([0-9]+) passed, ([0-9]+) failed.*/\1/' <<<"$summary")
    failedn=$(sed -E 's/browser: ([0-9]+) passed, ([0-9]+) failed.*/\2/' <<<"$summary")
    summary="browser: $passed passed, $((failedn + 1)) failed"
    rc=1
fi
echo "# screenshots and PDFs: $build/looks/"
echo "$summary"
exit $rc
