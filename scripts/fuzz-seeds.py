#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT
"""Seeds each fuzz target of tests/fuzz from the repository's own files (scripts/fuzz.sh calls it).

    scripts/fuzz-seeds.py OUT     writes OUT/<target>/<file> for the targets json, session and one per rule system

Every JSON file under rulesets/, resources/ and tests/data/ seeds `json`. A ruleset seeds its system's
target; a file that names a ruleset (scenario, saved session, levy request) seeds that ruleset's system and
`session`, its `ruleset` key pointed at ../../rulesets/ where fuzz_session keeps a copy of the shipped rulesets.
Files that are no JSON at all, or neither kind, seed `session` too: they are what a hostile user opens.
An orders file of `umbra play` (an object with a `turns` array) seeds `orders`.
"""
import json
import pathlib
import re
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TARGETS = {"umbra-draconis": "umbra", "pm-battle": "pm", "napoleonic-figures": "figures",
           "vive-l-empereur": "ve", "duel": "duel"}
RULESET_KEY = re.compile(rb'("ruleset"\s*:\s*")([^"]*)(")')


def sources():
    yield from sorted((ROOT / "rulesets").glob("*.json"))
    yield from sorted((ROOT / "resources").rglob("*.json"))
    yield from sorted((ROOT / "tests" / "data").rglob("*.json"))


def parse(data):
    try:
        return json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None


def for_session(data):
    """The file as fuzz_session sees it: a shipped ruleset it names is found at ../../rulesets/."""
    def point(match):
        name = pathlib.PurePosixPath(match.group(2).decode("utf-8", "replace")).name
        try:
            shipped = (ROOT / "rulesets" / name).is_file()
        except (OSError, ValueError):  # the hostile corpus names rulesets no system can open
            shipped = False
        if not shipped:
            return match.group(0)
        return match.group(1) + b"../../rulesets/" + name.encode() + match.group(3)
    return RULESET_KEY.sub(point, data, 1)


def targets_of(data):
    """The targets a file seeds."""
    document = parse(data)
    if isinstance(document, dict) and isinstance(document.get("turns"), list):
        return ["json", "orders"]  # an orders file of `umbra play`
    if isinstance(document, dict) and isinstance(document.get("system"), str):
        target = TARGETS.get(document["system"])
        return ["json", target] if target else ["json", "session"]
    if isinstance(document, dict) and isinstance(document.get("ruleset"), str):
        target = TARGETS.get(pathlib.PurePosixPath(document["ruleset"]).name.removesuffix(".json"))
        return ["json", "session"] + ([target] if target else [])
    return ["json", "session"]


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = pathlib.Path(sys.argv[1])
    shutil.rmtree(out, ignore_errors=True)
    counts = {}
    for path in sources():
        data = path.read_bytes()
        name = str(path.relative_to(ROOT)).replace("/", "_")
        for target in targets_of(data):
            folder = out / target
            folder.mkdir(parents=True, exist_ok=True)
            (folder / name).write_bytes(for_session(data) if target == "session" else data)
            counts[target] = counts.get(target, 0) + 1
    print("seeds: " + ", ".join(f"{target} {count}" for target, count in sorted(counts.items())))


if __name__ == "__main__":
    main()
