#!/usr/bin/env python3
"""Lists the public and open declarations that have no doc comment; exits 1 if there are any.

Reads the public symbol graph of each module: the one `swift package generate-documentation`
extracts (.build/<triple>/extracted-symbols/<package>/MODULE/MODULE.symbols.json), or the one
`swift package dump-symbol-graph --minimum-access-level public` writes
(.build/<triple>/symbolgraph/MODULE.symbols.json), whichever is newer. Counts only declarations
in this package's Sources/ (not members a type inherits from the standard library).

    scripts/check-doc-coverage.py [MODULE ...]     # default: the five library modules
"""
import glob
import json
import os
import sys
from urllib.parse import unquote, urlparse

MODULES = ["GestureKit", "GestureKitTesting", "GestureWindow", "CairoCanvas", "WaylandShell"]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources") + os.sep


def graph_path(module):
    build = os.path.join(ROOT, ".build", "*")
    paths = glob.glob(os.path.join(build, "symbolgraph", f"{module}.symbols.json")) + glob.glob(
        os.path.join(build, "extracted-symbols", "*", module, f"{module}.symbols.json"))
    if not paths:
        sys.exit(f"check-doc-coverage: no symbol graph for {module}; run `swift package "
                 "generate-documentation` or `swift package dump-symbol-graph --minimum-access-level public` first")
    return max(paths, key=os.path.getmtime)


def main():
    modules = sys.argv[1:] or MODULES
    missing_total = 0
    for module in modules:
        with open(graph_path(module)) as file:
            graph = json.load(file)
        seen = set()
        counted, missing = 0, []
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            location = symbol.get("location")
            if not location:
                continue
            path = unquote(urlparse(location["uri"]).path)
            if not path.startswith(SOURCES):
                continue
            key = symbol["identifier"]["precise"]
            if key in seen:
                continue
            seen.add(key)
            counted += 1
            if symbol.get("docComment", {}).get("lines"):
                continue
            line = location["position"]["line"] + 1
            name = ".".join(symbol["pathComponents"])
            missing.append((os.path.relpath(path, ROOT), line, name))
        for path, line, name in sorted(missing):
            print(f"{path}:{line}: {name}")
        print(f"{module}: {len(missing)} of {counted} public declarations undocumented", file=sys.stderr)
        missing_total += len(missing)
    return 1 if missing_total else 0


if __name__ == "__main__":
    sys.exit(main())
