#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan+UBSan) and runs each for
# SECONDS (default 600).  Usage: tools/fuzz.sh [SECONDS [TARGET...]],
# the targets extract, css, jsonld, date, warc and doc (default: all).
set -euo pipefail
secs=${1:-600}
shift $(( $# > 0 ? 1 : 0 ))
all=(extract css jsonld date warc doc)
targets=("${@:-${all[@]}}")
for target in "${targets[@]}"; do
    if [[ " ${all[*]} " != *" $target "* ]]; then
        echo "fuzz: no target \"$target\" (${all[*]})"
        exit 2
    fi
done
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
out=build/fuzz
mkdir -p "$out"

if ! command -v clang >/dev/null; then
    echo "fuzz: clang is missing (make setup installs it)"
    exit 1
fi

cflags=(-g -O1 -fsanitize=fuzzer,address,undefined
        -fno-sanitize-recover=undefined -Icore $(xml2-config --cflags))
libs=($(xml2-config --libs) -lpcre2-8 -lm)
core=(core/*.c)

status=0
for target in "${targets[@]}"; do
    bin=$out/fuzz_$target
    # the WARC reader is the command-line tool's, on zlib, brotli and zstd
    srcs=("${core[@]}")
    extra=("${libs[@]}")
    if [[ $target == warc ]]; then
        srcs=(cli/warc.c)
        extra=(-Icli -lz -lbrotlidec -lzstd)
    fi
    if [[ ! -x $bin || -n $(find core cli fuzz/fuzz_$target.c -newer "$bin" \
                            -name '*.[ch]' | head -1) ]]; then
        clang "${cflags[@]}" "fuzz/fuzz_$target.c" "${srcs[@]}" "${extra[@]}" \
            -o "$bin"
    fi

    # a scratch corpus, so the seeds in the repository stay as written
    work=$out/corpus_$target
    mkdir -p "$work"
    seeds=(fuzz/corpus/$target)
    [[ $target == extract || $target == doc ]] && seeds+=(t/fixtures/pages)

    echo "fuzz: $target for ${secs}s"
    if ! "$bin" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
            -max_len=262144 -print_final_stats=1 -artifact_prefix="$out/" \
            "$work" "${seeds[@]}" > "$out/$target.log" 2>&1; then
        echo "fuzz: $target FAILED, see $out/$target.log"
        tail -40 "$out/$target.log"
        status=1
    else
        grep -E 'stat::number_of_executed_units' "$out/$target.log" || true
    fi
done

exit $status
