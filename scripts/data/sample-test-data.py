#!/usr/bin/env python3
"""Writes tests/data/sample/NAME from tests/data/NAME for the reference files
too large to publish: the package ships the samples, the repository keeps
both. Deterministic: within each class (the columns the tests count by),
the first row and then every Nth row, in file order, so every class of the
full file stays represented. The tests check, in the repository, that each
sample is exactly this selection of the full file (tests/sample_data.rs).

Usage: scripts/data/sample-test-data.py (from anywhere; rewrites the samples).
"""
import os
import sys

# The position crate, whose tests read these files.
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "position")


def answer_class(text):
    return text if text.startswith("error:") else "key"


def en_passant_class(fen):
    """The en-passant field (the fourth, split on spaces): a square on the
    rank the side to move captures on, another square, or anything else."""
    fields = fen.split(" ")
    if len(fields) < 4 or len(fields[3]) != 2 or fields[3][0] not in "abcdefgh" or fields[3][1] not in "12345678":
        return "none"
    return "capture" if (fields[1], fields[3][1]) in (("w", "6"), ("b", "3")) else "other"


# NAME -> (N, the class of a row's columns, rows always kept from the start)
SAMPLES = {
    # group, python-chess's answer class as standard chess and as Chess960,
    # the en-passant square's class (an off-rank square is a class of its own).
    "fen-castling.tsv": (12, lambda c: (c[1], answer_class(c[2]), answer_class(c[3]), en_passant_class(c[0])), 0),
    # legal en passant or not, the two rules' keys equal or not.
    "en-passant-legal.tsv": (10, lambda c: (c[3], c[1] == c[2]), 0),
    # one class; the first 60 rows feed the one-pass reader's edit test.
    "random-games.tsv": (10, lambda c: (), 60),
    # mode, group, rights kept or cleaned to none.
    "setup-castling.tsv": (5, lambda c: (c[2], c[4], c[6] == "-"), 0),
    # group, python-chess's status as standard chess and as Chess960.
    "status.tsv": (5, lambda c: (c[1], c[2], c[3]), 0),
}


def sample(name, every, key, head):
    with open(os.path.join(ROOT, "tests/data", name), encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    assert lines[-1] == "", name
    out = [
        f"# A sample of tests/data/{name} for the published package (scripts/data/sample-test-data.py):",
        (f"# the first {head} rows, then" if head else "#") + f" in each class the first row and every {every}th. Its header follows.",
    ]
    seen = {}
    kept = rows = 0
    for line in lines[:-1]:
        if line.startswith("#"):
            out.append(line)
            continue
        k = key(line.split("\t"))
        n = seen.get(k, 0)
        seen[k] = n + 1
        if rows < head or n % every == 0:
            out.append(line)
            kept += 1
        rows += 1
    with open(os.path.join(ROOT, "tests/data/sample", name), "w", encoding="utf-8", newline="") as f:
        f.write("\n".join(out) + "\n")
    print(f"tests/data/sample/{name}: {kept} of {rows} rows, {len(seen)} classes")


for name, (every, key, head) in SAMPLES.items():
    sample(name, every, key, head)
