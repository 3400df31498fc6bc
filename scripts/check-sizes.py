#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Arbitre contributors
# SPDX-License-Identifier: MIT
"""Small rooms: no source file over 600 lines, no function over 80 lines.

Reads src/ and include/ (and tests/ with --tests for files only); functions come from Universal Ctags'
end lines (`ctags --fields=+ne`). Prints every offender as `path:line: what` and exits 1 when there is one.
"""
import argparse
import json
import os
import subprocess
import sys

MAX_FILE_LINES = 600
MAX_FUNCTION_LINES = 80
SOURCE_SUFFIXES = (".cpp", ".h")


def sources(root, folders):
    for folder in folders:
        for base, _, files in os.walk(os.path.join(root, folder)):
            for name in sorted(files):
                if name.endswith(SOURCE_SUFFIXES):
                    yield os.path.relpath(os.path.join(base, name), root)


def long_functions(root, folders):
    try:
        out = subprocess.run(["ctags", "--output-format=json", "--fields=+ne", "--kinds-C++=f", "--languages=C++",
                              "--map-C++=+.h", "-R", "-f", "-"] + folders,
                             cwd=root, check=True, capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        sys.exit(f"check-sizes: Universal Ctags is needed to measure functions ({error})")
    for line in out.splitlines():
        tag = json.loads(line)
        if "end" not in tag:
            continue
        length = tag["end"] - tag["line"] + 1
        if length > MAX_FUNCTION_LINES:
            yield tag["path"], tag["line"], tag.get("scope", ""), tag["name"], length


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    parser.add_argument("--tests", action="store_true", help="hold tests/ to the file limit too")
    args = parser.parse_args()
    root = os.path.abspath(args.root)
    code = [f for f in ("src", "include") if os.path.isdir(os.path.join(root, f))]
    problems = []
    for path in sources(root, code + (["tests"] if args.tests else [])):
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as handle:
            count = sum(1 for _ in handle)
        if count > MAX_FILE_LINES:
            problems.append(f"{path}:1: {count} lines (at most {MAX_FILE_LINES})")
    for path, line, scope, name, length in long_functions(root, code):
        qualified = f"{scope}::{name}" if scope else name
        problems.append(f"{path}:{line}: {qualified} is {length} lines (at most {MAX_FUNCTION_LINES})")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
