#!/usr/bin/env python3
"""Builds every ```swift block of README.md, docs/*.md and the DocC catalogs, as an app would.

Each block becomes a target of a throwaway package (.build/doc-snippets) that depends on this one
by path, as Examples/DragPinch does, and may import only what an app can: the library products
(GestureKit, GestureKitTesting, GestureWindow, GestureTrace), swift-log's Logging, the system's Foundation and
Glibc, and Testing. A block in a module's own catalog (Sources/M/M.docc) may import M too. A block
that imports Testing is a test target's file; any other is the main.swift of an executable.

A block that is a fragment by design says so in an HTML comment on the line before its fence
(DocC and GitHub show neither):

    <!-- swift-context: NAME -->   the block goes inside scripts/doc-snippets/NAME.swift, in place
                                   of its line `// snippet` (a class body, a function, …)
    <!-- swift-file: PATH -->      the block is the file PATH of the repository (an example that
                                   `make examples` builds): it must read the same

Fails naming the file and line of each block that does not build:

    README.md:130:9: error: cannot find 'WindowOptions' in scope

    scripts/check-doc-snippets.py [--list]      # --list: print the blocks found and stop
"""
import glob
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTEXTS = os.path.join(ROOT, "scripts", "doc-snippets")
PACKAGE = os.path.join(ROOT, ".build", "doc-snippets")
PRODUCTS = ["GestureKit", "GestureKitTesting", "GestureWindow", "GestureTrace"]
ALLOWED = set(PRODUCTS) | {"Logging", "Foundation", "Glibc", "Testing"}
FENCE = re.compile(r"^(\s*)```(\S*)\s*$")
MARKER = re.compile(r"^\s*<!--\s*swift-(context|file):\s*(\S+)\s*-->\s*$")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)*import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)")


class Block:
    def __init__(self, path, line, text, marker):
        self.path = path  # relative to ROOT
        self.line = line  # of the first line of code, 1-based
        self.text = text
        self.marker = marker  # (kind, value) or None
        self.prefix_lines = 0  # lines the context puts before the block
        self.name = "S_" + re.sub(r"\W", "_", f"{path}_L{line}")

    def where(self, offset=1, column=None):
        return f"{self.path}:{self.line + offset - 1}" + (f":{column}" if column else "")


def documents():
    paths = ["README.md"] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    paths += sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "**", "*.md"), recursive=True))
    return [os.path.relpath(os.path.join(ROOT, p), ROOT) for p in paths]


def blocks_in(path):
    lines = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
    found, index = [], 0
    while index < len(lines):
        fence = FENCE.match(lines[index])
        if not fence:
            index += 1
            continue
        indent, language = fence.group(1), fence.group(2)
        end = index + 1
        while end < len(lines) and not re.match(rf"^{re.escape(indent)}```\s*$", lines[end]):
            end += 1
        if language == "swift":
            body = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in lines[index + 1:end]]
            before = index - 1
            while before >= 0 and not lines[before].strip():
                before -= 1
            marker = MARKER.match(lines[before]) if before >= 0 else None
            found.append(Block(path, index + 2, "\n".join(body) + "\n", marker.groups() if marker else None))
        index = end + 1
    return found


def own_module(path):
    match = re.match(r"Sources/(\w+)/\1\.docc/", path)
    return match.group(1) if match else None


def problems_before_building(block):
    """Imports an app cannot make, and file blocks that differ from their file."""
    problems = []
    allowed = ALLOWED | ({own_module(block.path)} - {None})
    # A file an example builds imports that example's own modules.
    imports = [] if block.marker and block.marker[0] == "file" else block.text.split("\n")
    for offset, line in enumerate(imports, start=1):
        match = IMPORT.match(line)
        if match and match.group(1) not in allowed:
            problems.append(f"{block.where(offset)}: error: imports {match.group(1)}, which is not a product an app "
                            f"can depend on (use {', '.join(PRODUCTS)})")
    if block.marker and block.marker[0] == "file":
        target = os.path.join(ROOT, block.marker[1])
        if not os.path.isfile(target):
            problems.append(f"{block.where()}: error: names {block.marker[1]}, which does not exist")
        elif open(target, encoding="utf-8").read().strip() != block.text.strip():
            problems.append(f"{block.where()}: error: differs from {block.marker[1]}, which it shows")
    return problems


def source_of(block):
    if not block.marker or block.marker[0] != "context":
        return block.text
    path = os.path.join(CONTEXTS, block.marker[1] + ".swift")
    if not os.path.isfile(path):
        sys.exit(f"{block.where()}: error: no context {block.marker[1]} (scripts/doc-snippets/{block.marker[1]}.swift)")
    context = open(path, encoding="utf-8").read().split("\n")
    place = next((i for i, line in enumerate(context) if line.strip() == "// snippet"), None)
    if place is None:
        sys.exit(f"scripts/doc-snippets/{block.marker[1]}.swift: error: no line `// snippet` to put the block in")
    block.prefix_lines = place
    indent = context[place][:len(context[place]) - len(context[place].lstrip())]
    body = [indent + line if line else line for line in block.text.rstrip("\n").split("\n")]
    return "\n".join(context[:place] + body + context[place + 1:])


def is_test(source):
    return re.search(r"^\s*import\s+Testing\b", source, re.M) is not None


def write_package(blocks):
    if os.path.isdir(PACKAGE):
        for folder in ("Sources", "Tests"):
            shutil.rmtree(os.path.join(PACKAGE, folder), ignore_errors=True)
    products = ", ".join(f'.product(name: "{p}", package: "GestureCanvas")' for p in PRODUCTS)
    targets = []
    for block in blocks:
        source = source_of(block)
        kind, folder, file = (".testTarget", "Tests", "Snippet.swift") if is_test(source) else (
            ".executableTarget", "Sources", "main.swift")
        os.makedirs(os.path.join(PACKAGE, folder, block.name))
        with open(os.path.join(PACKAGE, folder, block.name, file), "w", encoding="utf-8") as out:
            out.write(source)
        targets.append(f'        {kind}(name: "{block.name}", dependencies: [{products}, '
                       f'.product(name: "Logging", package: "swift-log")]),')
    manifest = f"""// swift-tools-version: 6.3
// Made by scripts/check-doc-snippets.py: one target per ```swift block of the documentation.
import PackageDescription

let package = Package(
    name: "DocSnippets",
    dependencies: [
        .package(name: "GestureCanvas", path: "{ROOT}"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    ],
    targets: [
{chr(10).join(targets)}
    ]
)
"""
    with open(os.path.join(PACKAGE, "Package.swift"), "w", encoding="utf-8") as out:
        out.write(manifest)


def located(output, blocks):
    """The blocks that failed, and the compiler's errors, each moved from the generated file to the
    block's own file and line."""
    by_name = {block.name: block for block in blocks}
    pattern = re.compile(r"^(/\S+?/(?:Sources|Tests)/(S_\w+)/[\w.]+):(\d+):(\d+): (error: .*)$")
    errors, seen, failed = [], set(), set()
    for line in output.split("\n"):
        match = pattern.match(line)
        if not match or match.group(2) not in by_name:
            continue
        block = by_name[match.group(2)]
        failed.add(block.name)
        offset = int(match.group(3)) - block.prefix_lines
        if 1 <= offset <= block.text.count("\n"):
            where = block.where(offset, int(match.group(4)))
        else:
            where = f"{block.where()} (in scripts/doc-snippets/{block.marker[1]}.swift:{match.group(3)})"
        message = f"{where}: {match.group(5)}"
        if message not in seen:
            seen.add(message)
            errors.append(message)
    return failed, errors


def main():
    blocks = [block for path in documents() for block in blocks_in(path)]
    if "--list" in sys.argv[1:]:
        for block in blocks:
            print(f"{block.where()}  {block.marker or ''}")
        return
    problems = [problem for block in blocks for problem in problems_before_building(block)]
    compiled = [block for block in blocks if not (block.marker and block.marker[0] == "file")]
    print(f"check-doc-snippets: building {len(compiled)} Swift blocks "
          f"({len(blocks) - len(compiled)} more are files the examples build) in {os.path.relpath(PACKAGE, ROOT)}",
          flush=True)
    # SwiftPM stops at the first target that fails: build again without the failed ones until
    # the rest builds, so one run names every block that does not.
    remaining = compiled
    while remaining:
        write_package(remaining)
        build = subprocess.run(["swift", "build", "--package-path", PACKAGE, "--build-tests"],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if build.returncode == 0:
            break
        failed, errors = located(build.stdout, remaining)
        if not failed:
            problems.append("check-doc-snippets: the snippet package did not build:\n" + build.stdout[-4000:])
            break
        problems += errors
        remaining = [block for block in remaining if block.name not in failed]
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check-doc-snippets: every Swift block builds")


if __name__ == "__main__":
    main()
