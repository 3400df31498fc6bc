#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT
#
# Installs Arbitre into a throwaway folder and checks what a user gets (ctest `install` and `package`):
#   scripts/check-install.sh tree BUILD_DIR      `cmake --install BUILD_DIR --prefix TMP/usr`
#   scripts/check-install.sh package BUILD_DIR   `cpack -G DEB`, then the .deb installed with `dpkg --root` (no root
#                                                needed) into TMP/root; prints `dpkg-deb -c` and the package's fields
# Then, on the installed tree: every file of the layout is there; the installed arbitre-cli validates the installed
# rulesets, scenarios and levy files from another working directory, finds the user's own ruleset in
# $XDG_DATA_HOME/arbitre, and its help, manual pages and completion work; the installed app opens every demo and
# the installed demo offscreen (arbitre --check) and writes nothing into the install tree; desktop-file-validate,
# appstreamcli validate --no-net and the MIME type pass. ARBITRE_KEEP_TMP=1 keeps the folder.
set -euo pipefail

mode=${1:-}
build=$(cd "${2:-}" 2>/dev/null && pwd) || { echo "usage: $0 tree|package BUILD_DIR" >&2; exit 2; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/arbitre-install.XXXXXX")
if [ "${ARBITRE_KEEP_TMP:-0}" = 1 ]; then echo "kept: $tmp"; else trap 'rm -rf "$tmp"' EXIT; fi
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

case $mode in
tree)
    prefix=$tmp/usr
    cmake --install "$build" --prefix "$prefix" --strip >"$tmp/install.log"
    ;;
package)
    (cd "$build" && cpack -G DEB -B "$tmp/package" >"$tmp/cpack.log") || { cat "$tmp/cpack.log" >&2; exit 1; }
    deb=$(ls "$tmp"/package/*.deb)
    echo "== $(basename "$deb")"
    dpkg-deb -f "$deb" Package Version Architecture Depends Recommends Section Installed-Size
    echo "== dpkg-deb -c"
    dpkg-deb -c "$deb" | awk '{print $1, $3, $6}'
    root=$tmp/root
    mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates"
    touch "$root/var/lib/dpkg/status" "$root/var/lib/dpkg/available"
    # Into a root of its own, as any user: the dependencies are the host's to satisfy (checked below), not this root's.
    dpkg --root="$root" --force-not-root --force-depends --force-script-chrootless --log=/dev/null -i "$deb" \
        >"$tmp/dpkg.log" 2>&1 || { cat "$tmp/dpkg.log" >&2; exit 1; }
    grep -q '^Status: install ok installed' "$root/var/lib/dpkg/status" && pass "dpkg --root installed the package" ||
        fail "dpkg --root: the package is not installed"
    depends=$(dpkg-deb -f "$deb" Depends)
    for library in libqt6widgets6 libqt6gui6 libqt6core6 libstdc++6 libc6; do
        [[ $depends == *"$library"* ]] || fail "Depends does not name $library: $depends"
    done
    # Every dependency is satisfied on this machine, where the app is run below.
    for package in $(echo "$depends" | tr ',' '\n' | sed 's/[ (].*//; s/^ *//' | sed '/^$/d'); do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
            fail "dependency $package is not installed here"
    done
    prefix=$root/usr
    ;;
*)
    echo "usage: $0 tree|package BUILD_DIR" >&2
    exit 2
    ;;
esac

# 1. The layout.
data=$prefix/share/arbitre
expected=(bin/arbitre bin/arbitre-cli
    share/applications/org.arbitre.Arbitre.desktop share/metainfo/org.arbitre.Arbitre.metainfo.xml
    share/icons/hicolor/scalable/apps/org.arbitre.Arbitre.svg share/mime/packages/org.arbitre.Arbitre.xml
    share/man/man1/arbitre.1.gz share/man/man1/arbitre-cli.1.gz share/bash-completion/completions/arbitre-cli
    share/doc/arbitre/gm-guide.md share/doc/arbitre/README.md share/doc/arbitre/copyright
    share/doc/arbitre/images/main-window.png share/arbitre/rules/umbra-draconis.md)
for source in "$here"/rulesets/*.json; do expected+=("share/arbitre/rulesets/$(basename "$source")"); done
for source in "$here"/rulesets/schema/*.json; do expected+=("share/arbitre/schema/$(basename "$source")"); done
for source in "$here"/resources/scenarios/*.json; do expected+=("share/arbitre/scenarios/$(basename "$source")"); done
for source in "$here"/resources/levy/*.json; do expected+=("share/arbitre/levy/$(basename "$source")"); done
missing=0
for file in "${expected[@]}"; do
    [ -f "$prefix/$file" ] || { fail "not installed: $file"; missing=1; }
done
[ $missing = 0 ] && pass "all ${#expected[@]} files of the layout are installed"
for image in $(grep -o '](images/[^)]*)' "$here/docs/gm-guide.md" | sed 's/^](//; s/)$//' | sort -u); do
    [ -f "$prefix/share/doc/arbitre/$image" ] || fail "the guide's picture $image is not installed"
done
for doc in $(grep -o '](\([a-z][a-z0-9-]*\.md\)[#)]' "$here/docs/gm-guide.md" | sed 's/^](//; s/[#)]$//' | sort -u); do
    [ -f "$prefix/share/doc/arbitre/$doc" ] || fail "the guide links to $doc, which is not installed"
done
if grep -rq "$here" "$data" "$prefix/share/doc/arbitre"/*.md; then fail "installed data names the source tree"; fi

# A user of their own: nothing of this machine's own data folders, a working directory elsewhere.
home=$tmp/home
mkdir -p "$home/.local/share" "$home/.config" "$home/.cache" "$home/runtime" "$tmp/elsewhere"
chmod 700 "$home/runtime"
as_user() {
    (cd "$tmp/elsewhere" && env -u DISPLAY -u WAYLAND_DISPLAY HOME="$home" XDG_DATA_HOME="$home/.local/share" \
        XDG_CONFIG_HOME="$home/.config" XDG_CACHE_HOME="$home/.cache" XDG_RUNTIME_DIR="$home/runtime" \
        XDG_DATA_DIRS="$tmp/no-system-data" QT_QPA_PLATFORM=offscreen "$@")
}
cli=$prefix/bin/arbitre-cli

# 2. The installed CLI on the installed files, from another working directory.
shipped=("$data"/rulesets/*.json "$data"/levy/*.json)
for scenario in "$data"/scenarios/*.json; do [[ $scenario == *.orders.json ]] || shipped+=("$scenario"); done
if as_user "$cli" validate "${shipped[@]}" >"$tmp/validate.log" 2>&1; then
    pass "the installed arbitre-cli validates the ${#shipped[@]} installed rulesets, scenarios and levy files"
else
    cat "$tmp/validate.log" >&2
    fail "arbitre-cli validate refused an installed file"
fi
as_user "$cli" umbra play "$data/scenarios/battle-of-vaudrey-ford.json" \
    --orders "$data/scenarios/battle-of-vaudrey-ford.orders.json" --save day3.json >/dev/null 2>&1 &&
    as_user "$cli" validate day3.json >/dev/null 2>&1 && pass "the installed demo plays three days and its save validates" ||
    fail "arbitre-cli umbra play on the installed demo"
as_user "$cli" --version >"$tmp/version.log" && grep -q "^Rulesets in $data/rulesets:" "$tmp/version.log" &&
    grep -q "^  umbra-draconis " "$tmp/version.log" && pass "--version lists the installed rulesets" ||
    { cat "$tmp/version.log" >&2; fail "--version does not list $data/rulesets"; }
# The user's own ruleset and a scenario of theirs naming it relative to itself, in $XDG_DATA_HOME/arbitre.
user=$home/.local/share/arbitre
mkdir -p "$user/rulesets" "$user/scenarios"
sed 's/"id": "duel"/"id": "my-duel"/' "$data/rulesets/duel.json" >"$user/rulesets/my-duel.json"
sed 's|"\.\./rulesets/duel.json"|"../rulesets/my-duel.json"|' "$data/scenarios/duel-at-the-mill.json" \
    >"$user/scenarios/my-duel.json"
as_user "$cli" --version >"$tmp/version.log" && grep -q "^Your rulesets in $user/rulesets:" "$tmp/version.log" &&
    grep -q "^  my-duel " "$tmp/version.log" && as_user "$cli" validate "$user/scenarios/my-duel.json" >/dev/null 2>&1 &&
    pass "the user's own ruleset in \$XDG_DATA_HOME/arbitre/rulesets is found" ||
    { cat "$tmp/version.log" >&2; fail "the user's ruleset is not found"; }
as_user "$cli" --help | grep -q "^Exit status: 0 success" && pass "arbitre-cli --help" || fail "arbitre-cli --help"
if command -v man >/dev/null; then
    for page in arbitre arbitre-cli; do
        MANWIDTH=100 man -l "$prefix/share/man/man1/$page.1.gz" 2>"$tmp/man.err" | grep -q "EXIT STATUS\|OPTIONS" &&
            [ ! -s "$tmp/man.err" ] && pass "man $page renders" || { cat "$tmp/man.err" >&2; fail "man $page"; }
    done
fi
complete_words() { # the completion's answer for the words given, the last one being completed
    bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _arbitre_cli; echo "${COMPREPLY[*]}"' \
        complete "$prefix/share/bash-completion/completions/arbitre-cli" arbitre-cli "$@"
}
[ "$(complete_words umbra res)" = "resolve" ] && [ "$(complete_words log x.json --format '')" = "md html" ] &&
    [[ " $(complete_words umbra resolve x.json --)" == *" --entered "* ]] &&
    pass "the bash completion completes commands, options and their values" || fail "the bash completion"

# 3. The installed app opens every demo and the installed demo offscreen, writing nothing into the install tree.
snapshot() { find "$prefix" -printf '%p %s %T@ %m\n' | sort; }
snapshot >"$tmp/before"
demo=$data/scenarios/battle-of-vaudrey-ford.json
if as_user timeout 120 "$prefix/bin/arbitre" --check >"$tmp/demos.log" 2>&1 &&
    as_user timeout 60 "$prefix/bin/arbitre" --check "$demo" >"$tmp/app.log" 2>&1 &&
    grep -q "^$data/scenarios/" "$tmp/demos.log" && grep -q "^$demo: " "$tmp/app.log"; then
    pass "the installed app opens its $(grep -c "^$data/scenarios/" "$tmp/demos.log") demos and $demo offscreen"
else
    cat "$tmp/demos.log" "$tmp/app.log" >&2
    fail "the installed app did not open the installed demos"
fi
# One version for both programs: the CMake project's.
version=$(as_user "$cli" --version | head -n 1 | awk '{print $2}')
as_user "$prefix/bin/arbitre" --version 2>/dev/null | grep -q " $version\$" &&
    pass "arbitre --version says $version, as arbitre-cli does" ||
    fail "arbitre --version does not say the project's version $version"
snapshot >"$tmp/after"
diff "$tmp/before" "$tmp/after" >/dev/null && pass "the app wrote nothing into the install tree" ||
    { diff "$tmp/before" "$tmp/after" | head >&2; fail "the app changed the install tree"; }

# 4. The validators, and the MIME type a file manager reads.
desktop-file-validate "$prefix/share/applications/org.arbitre.Arbitre.desktop" &&
    pass "desktop-file-validate" || fail "desktop-file-validate"
appstreamcli validate --no-net --no-color "$prefix/share/metainfo/org.arbitre.Arbitre.metainfo.xml" >"$tmp/as.log" 2>&1 &&
    pass "appstreamcli validate --no-net" || { cat "$tmp/as.log" >&2; fail "appstreamcli validate"; }
mkdir -p "$tmp/mime/mime/packages"
cp "$prefix/share/mime/packages/org.arbitre.Arbitre.xml" "$tmp/mime/mime/packages/"
XDG_DATA_HOME="$tmp/mime" XDG_DATA_DIRS="$tmp/mime:/usr/share" update-mime-database "$tmp/mime/mime" 2>"$tmp/mime.log" && [ ! -s "$tmp/mime.log" ] &&
    pass "update-mime-database reads the MIME types" || { cat "$tmp/mime.log" >&2; fail "update-mime-database"; }
if command -v gio >/dev/null; then
    type_of() { XDG_DATA_HOME="$tmp/mime" XDG_DATA_DIRS="$tmp/mime:/usr/share" gio info -a standard::content-type "$1" |
        sed -n 's/^ *standard::content-type: //p'; }
    [ "$(type_of "$demo")" = application/vnd.arbitre.session+json ] &&
        [ "$(type_of "$tmp/elsewhere/day3.json")" = application/vnd.arbitre.session+json ] &&
        [ "$(type_of "$data/rulesets/umbra-draconis.json")" = application/vnd.arbitre.ruleset+json ] &&
        pass "a scenario, a saved session and a ruleset have Arbitre's MIME types" ||
        fail "MIME types: $(type_of "$demo"), $(type_of "$tmp/elsewhere/day3.json")"
fi

if [ $failures -gt 0 ]; then
    echo "check-install $mode: $failures check(s) failed" >&2
    exit 1
fi
echo "check-install $mode: every check passed"
