#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT
#
# One entry point for a fresh Debian 12 machine:
#   scripts/bootstrap.sh run    install what is missing, build, start Arbitre on the bundled demo
#   scripts/bootstrap.sh test   install what is missing, build, run every test
#   scripts/bootstrap.sh deps   only install what is missing
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$here"

packages=(g++ cmake ninja-build pkg-config nlohmann-json3-dev libspdlog-dev catch2)

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
    demo=resources/scenarios/blue-vs-red.json
    echo
    echo "== Force of every troop and personality ($demo)"
    "$cli" umbra force "$demo"
    echo
    echo "== One combat turn, the stronger side rolls an 8 (UD-W4)"
    "$cli" umbra resolve "$demo" --dice 8
    ;;
test)
    install_missing
    cmake --preset dev
    cmake --build --preset dev -j "$jobs"
    ctest --preset dev
    ;;
*)
    echo "usage: $0 run|test|deps" >&2
    exit 2
    ;;
esac
