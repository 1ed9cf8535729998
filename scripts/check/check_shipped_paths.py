#!/usr/bin/env python3
"""No shipped file names a path that is not in its package.

Called by scripts/check/check-package.sh, which passes, for each package, its
name, its directory and the file holding its .crate's file list, then the
generated Rust source and the generator's `--help` text (both read by
chess-tables' users: rustdoc shows the generated docs).

Scans what a user of a package reads: its README and CHANGELOG, its
shipped guide pages (docs/*.md), the doc comments of its shipped Rust
files (src/, examples/), and for chess-tables the generated source's doc
comments, for the generator its `--help` text. A repository path
(`tests/...`, `scripts/...`, `benches/...`, `docs/...`, `examples/...`,
`src/...`, `fuzz/...`, `codegen/...`, `contributing/...`, any image) and every relative
Markdown link must name a file (or a directory, or a glob) of that
package's file list. Prints each other one as FILE:LINE and exits 1 if
there is any. Exempt: what says it runs in a clone of the repository (a
line naming `git clone` or "a clone of the repository", and a code block
holding or introduced by one), and `src/main.rs`, the user's own.
"""

import fnmatch
import os
import re
import sys

PREFIXES = (
    "tests", "scripts", "benches", "docs", "examples", "src", "fuzz", "codegen", ".ci",
    "contributing",
)
PATH = re.compile(
    r"(?<![\w/.\-:])"  # not inside a longer path, a URL or a Rust path
    r"(?:\.\./|\./)*"
    r"((?:" + "|".join(re.escape(p) for p in PREFIXES) + r")/(?:[\w.*<>\-/]*[\w*/>])?"
    r"|[\w.\-/]+\.(?:png|jpe?g|gif|svg))"
)
URL = re.compile(r"\b[a-z][a-z0-9+.\-]*://\S+")
LINK = re.compile(r"\]\(([^)\s]+)\)")


def shipped(path, files):
    """Whether `path` (relative to the package root) names shipped files."""
    path = path.rstrip(".,;:")
    if path in files:
        return True
    if path.endswith("/") or "." not in os.path.basename(path):
        prefix = path.rstrip("/") + "/"
        if any(f.startswith(prefix) for f in files):
            return True
        if path.rstrip("/") + ".rs" in files:
            return True
    if any(c in path for c in "*?["):
        return any(fnmatch.fnmatch(f, path) for f in files)
    return False


def doc_lines(text, rust):
    """(line number, text) of what a reader sees: every line of a Markdown
    file, the doc comments of a Rust file."""
    for number, line in enumerate(text.splitlines(), 1):
        if rust:
            stripped = line.strip()
            if not (stripped.startswith("///") or stripped.startswith("//!") or "doc = \"" in stripped):
                continue
        yield number, line


CLONE = re.compile(r"git clone|clone of the repository")
# Paths a guide tells users to create in their own crate, not ours.
USER_PATHS = {"src/main.rs", "src/tables", "src/tables/", "tests/tables.rs"}


def repository_lines(lines):
    """Line numbers that say they run in a clone of the repository: a line
    naming `git clone` or "a clone of the repository", and every line of a
    code block that holds one or whose introducing line does."""
    exempt, block, fence, before = set(), [], False, ""
    for number, line in lines:
        if CLONE.search(line):
            exempt.add(number)
        if line.lstrip().lstrip("/!").lstrip().startswith("```"):
            if fence and (CLONE.search(before) or any(CLONE.search(text) for _, text in block)):
                exempt.update(n for n, _ in block)
            fence, block = not fence, []
        elif fence:
            block.append((number, line))
        elif line.strip():
            before = line
    return exempt


def check_text(label, text, rust, files, base_dir, hits):
    in_link_ok = set()
    lines = list(doc_lines(text, rust))
    exempt = repository_lines(lines)
    for number, line in lines:
        if number in exempt:
            continue
        for match in LINK.finditer(line):
            target = match.group(1)
            if re.match(r"^([a-z][a-z0-9+.\-]*:|#)", target) or "::" in target:
                continue
            if re.fullmatch(r"[\w<>!()]+(#[\w-]*)?", target):
                continue  # a Rust path (`[x](super)`), for rustdoc to resolve
            path = target.split("#", 1)[0]
            if not path:
                continue
            resolved = os.path.normpath(os.path.join(base_dir, path))
            if not shipped(resolved, files):
                hits.append(f"{label}:{number}: link `{target}` ({resolved} is not in the package)")
            in_link_ok.add((number, path))
        clean = URL.sub(" ", line)
        for match in PATH.finditer(clean):
            path = match.group(1)
            if (number, path) in in_link_ok:
                continue
            if path not in USER_PATHS and not shipped(path, files):
                hits.append(f"{label}:{number}: `{path}` is not in the package")


def check_package(name, root, list_file, hits):
    with open(list_file) as f:
        files = {line.strip() for line in f if line.strip()}
    count = 0
    for rel in sorted(files):
        is_md = rel.endswith(".md")
        is_rs = rel.endswith(".rs") and (rel.startswith("src/") or rel.startswith("examples/"))
        if not (is_md or is_rs):
            continue
        path = os.path.join(root, rel)
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        check_text(f"{os.path.relpath(path)}", text, is_rs, files, os.path.dirname(rel), hits)
        count += 1
    return files, count


def main(argv):
    hits = []
    lists = {}
    i = 0
    extra = []
    while i < len(argv):
        if argv[i] == "--package":
            name, root, list_file = argv[i + 1 : i + 4]
            files, count = check_package(name, root, list_file, hits)
            lists[name] = files
            print(f"{name}: {len(files)} files in the package, {count} read by users scanned")
            i += 4
        elif argv[i] == "--generated":
            # Generated Rust source: its docs are chess-tables' rustdoc.
            extra.append(("chess-tables", argv[i + 1], True))
            i += 2
        elif argv[i] == "--help-text":
            extra.append(("chess-tables-codegen", argv[i + 1], False))
            i += 2
        else:
            sys.exit(f"unknown argument {argv[i]}")
    for package, path, rust in extra:
        paths = sorted(os.path.join(path, f) for f in os.listdir(path)) if os.path.isdir(path) else [path]
        for file in paths:
            with open(file, encoding="utf-8") as f:
                text = f.read()
            label = f"{package}: {os.path.basename(file)}"
            check_text(label, text, rust, lists[package], "", hits)
    for hit in hits:
        print(hit)
    if hits:
        print(f"{len(hits)} mentions of paths that are not in their package")
        return 1
    print("every path the shipped docs name is in its package")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
