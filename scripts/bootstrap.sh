#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT
#
# One entry point for a fresh Debian 12 machine:
#   scripts/bootstrap.sh run    install what is missing, build, start Arbitre on the bundled demo
#                               (with no display, play the demo in the terminal with arbitre-cli)
#   scripts/bootstrap.sh test   install what is missing, build, run every test, then fuzz every loader briefly
#                               (ARBITRE_FUZZ_SECONDS per target, default 20; 0 skips the fuzzers and clang)
#   scripts/bootstrap.sh deps   only install what is missing
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

packages=(g++ cmake ninja-build pkg-config nlohmann-json3-dev libspdlog-dev catch2
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n qt6-svg-dev
    libssl-dev libgl-dev fonts-dejavu-core python3 universal-ctags
    desktop-file-utils appstream dpkg-dev shared-mime-info libglib2.0-bin man-db)
# The fuzzers (scripts/fuzz.sh) are built with clang and its libFuzzer runtime.
fuzz_packages=(clang libclang-rt-14-dev)
fuzz_seconds=${ARBITRE_FUZZ_SECONDS:-20}

install_missing() {
    local missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}"
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

jobs=$(nproc 2>/dev/null || echo 2)

case "${1:-}" in
deps)
    install_missing
    ;;
run)
    install_missing
    cmake --preset release >/dev/null
    cmake --build --preset release -j "$jobs"
    cli=build/release/src/cli/arbitre-cli
    demo=resources/scenarios/battle-of-vaudrey-ford.json
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        exec build/release/src/app/arbitre "$demo"
    fi
    echo "No display: here is the demo battle from the command line instead of the window."
    echo
    echo "== Every Force on the field at dawn of day 1 ($demo)"
    "$cli" umbra force "$demo"
    echo
    echo "== Where Brisemont's lances can ride this turn (UD-72-UD-81)"
    "$cli" umbra moves "$demo" --unit br_lances
    echo
    echo "== Three days of battle from the scripted orders and dice"
    "$cli" umbra play "$demo" --orders resources/scenarios/battle-of-vaudrey-ford.orders.json
    ;;
test)
    if [ "$fuzz_seconds" -gt 0 ]; then packages+=("${fuzz_packages[@]}"); fi
    install_missing
    cmake --preset dev
    cmake --build --preset dev -j "$jobs"
    ctest --preset dev
    if [ "$fuzz_seconds" -gt 0 ]; then
        ARBITRE_FUZZ_SEED=${ARBITRE_FUZZ_SEED:-1} scripts/fuzz.sh "$fuzz_seconds"
    fi
    ;;
*)
    echo "usage: $0 run|test|deps" >&2
    exit 2
    ;;
esac
