#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT
#
# Fuzzes every loader with libFuzzer (clang, ASan + UBSan; docs/architecture.md, "Fuzzing"):
#   scripts/fuzz.sh [SECONDS] [TARGET…]   build the `fuzz` preset's targets only, then run each target (default:
#                                          all of tests/fuzz) for SECONDS (default 60) on its corpus
# Each target starts from build/fuzz/corpus/<target> (what earlier runs found, kept) and seeds drawn from the
# repository's files (scripts/fuzz-seeds.py). Exits non-zero on any finding (crash, exception other than a refusal,
# sanitizer report, leak, timeout of 10 s, more than 2 GB) and prints the path of the input that caused it: replay
# it with `build/fuzz/tests/fuzz/fuzz_<target> FILE`.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

seconds=${1:-60}
shift || true
if ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
    echo "usage: $0 [seconds] [target…]" >&2
    exit 2
fi
targets=("$@")
# ARBITRE_FUZZ_SEED fixes libFuzzer's random seed: from the same corpus, a shorter run explores a prefix of a
# longer one, so CI (a fresh corpus, seed 1) meets nothing a longer run with seed 1 did not meet first.
seed_option=()
if [ -n "${ARBITRE_FUZZ_SEED:-}" ]; then
    seed_option=(-seed="$ARBITRE_FUZZ_SEED")
fi
if [ ${#targets[@]} -eq 0 ]; then
    targets=(json session umbra pm figures ve duel orders)
fi

build=build/fuzz
launcher=()
if command -v ccache >/dev/null; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake --preset fuzz "${launcher[@]}" >/dev/null
cmake --build --preset fuzz -j "$(nproc 2>/dev/null || echo 2)"
python3 scripts/fuzz-seeds.py "$build/seeds"

status=0
for target in "${targets[@]}"; do
    exe=$build/tests/fuzz/fuzz_$target
    seeds=$build/seeds/$target
    corpus=$build/corpus/$target
    findings=$build/findings/$target
    log=$build/logs/$target.log
    mkdir -p "$corpus" "$findings" "$(dirname "$log")" "$seeds"
    # Long enough for the largest seed (a saved session with its log) and some growth; the JSON layer is fuzzed
    # faster on short inputs (its size limit has its own test, tests/core/test_hostile_json.cpp).
    largest=$(find "$seeds" -type f -printf '%s\n' | sort -n | tail -1)
    max_len=$(((${largest:-0} + 4096) * 5 / 4))
    if [ "$target" = json ]; then max_len=16384; fi
    echo "== fuzz_$target: ${seconds} s, -max_len=$max_len, log in $log"
    # stdin is /dev/null: a file naming /dev/stdin as its ruleset must not wait for a terminal. UBSan reports with
    # the stack that led there.
    if UBSAN_OPTIONS=print_stacktrace=1 "$exe" "${seed_option[@]}" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
        -artifact_prefix="$findings/" -print_final_stats=1 "$corpus" "$seeds" </dev/null >"$log" 2>&1; then
        grep -E '^stat::number_of_executed_units' "$log" | sed 's/^stat::/   /' || true
    else
        status=1
        echo "!! fuzz_$target: FINDING" >&2
        grep -E 'ERROR: |== Arbitre fuzz finding|SUMMARY: |terminate called|what\(\)' "$log" | head -20 >&2 || true
        grep -E 'Test unit written to|written to' "$log" | sed 's/^.*written to /   input: /' >&2 || true
        echo "   replay: $exe <input>; full log: $log" >&2
    fi
done
exit $status
