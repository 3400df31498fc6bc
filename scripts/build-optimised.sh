#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT
#
# A Release build of the rules core, the modules, arbitre-cli and the benchmarks with link-time optimisation
# and profile-guided optimisation (docs/performance.md):
#   1. an instrumented build (ARBITRE_PGO=generate) in build/optimised;
#   2. training runs that write the profile: every benchmark's smoke run, the rules fingerprint (thousands of
#      random Umbra confrontations under random parameters) and the demo battle played through the CLI;
#   3. the same directory rebuilt with the profile (ARBITRE_PGO=use).
# The result: build/optimised/tests/bench/arbitre-bench, build/optimised/src/cli/arbitre-cli.
#
#   scripts/build-optimised.sh            both builds and the training (about 6 minutes on 2 cores)
#   scripts/build-optimised.sh --bench    the same, then the benchmarks' full runs
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

dir=build/optimised
profile="$here/$dir/pgo-profile"
targets=(arbitre-bench umbra-fingerprint arbitre-cli)
jobs=$(nproc 2>/dev/null || echo 2)
# ccache cannot tell one profile from the next: every object of both builds is compiled afresh.
export CCACHE_DISABLE=1

# GCC 12 warns falsely about libstdc++'s string copies once LTO inlines them across files (the family of GCC
# PR 105329, see cmake/ArbitreHelpers.cmake); the compile steps keep every warning as an error.
lto_quiet="-Wno-stringop-overflow -Wno-restrict -Wno-array-bounds"

configure() {
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INTERPROCEDURAL_OPTIMIZATION=ON \
        -DCMAKE_EXE_LINKER_FLAGS="$lto_quiet" -DARBITRE_BUILD_GUI=OFF -DARBITRE_SANITIZE=OFF \
        -DARBITRE_PGO="$1" -DARBITRE_PGO_DIR="$profile" >/dev/null
}

echo "== 1/3 instrumented build"
rm -rf "$profile"
configure generate
cmake --build "$dir" -j "$jobs" --target "${targets[@]}"

echo "== 2/3 training runs"
"$dir/tests/bench/arbitre-bench" --smoke >/dev/null
"$dir/tests/bench/umbra-fingerprint" >/dev/null
"$dir/src/cli/arbitre-cli" umbra play resources/scenarios/battle-of-vaudrey-ford.json \
    --orders resources/scenarios/battle-of-vaudrey-ford.orders.json >/dev/null

echo "== 3/3 optimised build"
configure use
cmake --build "$dir" -j "$jobs" --target "${targets[@]}"

if [ "${1:-}" = "--bench" ]; then
    "$dir/tests/bench/arbitre-bench"
fi
