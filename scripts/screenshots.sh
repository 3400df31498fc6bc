#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT
#
# Retakes the GM guide's screenshots (docs/images/) in a real X server (Xvfb) at 1600x1000.
#   scripts/screenshots.sh [BUILD_DIR]     default build/dev
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-"$here/build/dev"}
cd "$here"
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
# A throwaway settings and autosave home, so the shots never depend on the GM's own.
home=$(mktemp -d)
XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" ARBITRE_SCREENSHOT_DIR="$here/docs/images" \
    xvfb-run -a -s "-screen 0 1600x1000x24" env QT_QPA_PLATFORM=xcb "$build/tests/gui_tests" "[.screenshots]"
rm -rf "$home"
ls -l docs/images
