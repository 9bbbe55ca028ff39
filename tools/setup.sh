#!/usr/bin/env bash
# Installs what newsseg needs on Debian 12; idempotent, quiet when all is there.
set -euo pipefail

# brotli and zstd: `newsseg warc` decodes br and zstd bodies with their
# libraries; t/warc.t makes such bodies with their tools
pkgs=(nginx nginx-dev libxml2-dev libpcre2-dev libcmocka-dev libjansson-dev zlib1g-dev
      libbrotli-dev libzstd-dev libutf8proc-dev libxgboost-dev libsvm-dev wrk hyperfine
      clang libclang-rt-14-dev poppler-utils chromium valgrind perl pkg-config time
      brotli zstd)

missing=()
for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' \
        || missing+=("$p")
done

# node and npm may come from elsewhere (NodeSource ships npm inside its
# nodejs, which conflicts with Debian's npm): only install them if absent
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)

if ((${#missing[@]})); then
    sudo=""
    [[ $(id -u) -eq 0 ]] || sudo=sudo
    echo "setup: installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq \
        --no-install-recommends "${missing[@]}" >/dev/null
fi

# browser tests: playwright-core and axe-core from the lockfile, no download
# of a browser (Debian's chromium is used)
here=$(cd "$(dirname "$0")/.." && pwd)
if [[ -f $here/t/browser/package.json && ! -d $here/t/browser/node_modules ]]; then
    echo "setup: npm ci in t/browser"
    (cd "$here/t/browser" && npm ci --no-audit --no-fund --loglevel=error)
fi
