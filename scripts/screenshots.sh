#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT
#
# Retakes the GM guide's screenshots (docs/images/) in a real X server (Xvfb) at 1600x1000, and the
# demo's day-1 battle log exported for players (docs/examples/), photographed in headless Chromium.
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
# The battle log the players get, as a browser shows it (needs `chromium`).
if command -v chromium >/dev/null; then
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,1400 \
        --screenshot="$here/docs/images/battle-log-html.png" "file://$here/docs/images/battle-log.html" 2>/dev/null
else
    echo "chromium not found: docs/images/battle-log-html.png not retaken" >&2
fi
mkdir -p docs/examples
mv docs/images/battle-log.html docs/examples/vaudrey-day-1-log.html
ls -l docs/images docs/examples
