#!/usr/bin/env python3
"""Writes two large Polyglot books for the streaming merge's measurements
(scripts/measure/large-books.sh): FIRST and SECOND of about MB megabytes
each, sorted by key, seeded (the same bytes on every run).

Their shape, to look like two books made from different game collections:
keys spread evenly over the 64-bit range; each key is in the first book
with probability 0.6 and in the second with 0.6 (so 36% of keys are in
both); a key holds 1 to 4 moves drawn from 6 per key (so books that share
a key share some of its moves, and a move can repeat within a book once
in 50 keys), weights 1 to 1,000, one entry in 200 up to 40,000 (so some
sums pass 65,535 and saturate), learn values 0 to 9.

Usage: scripts/data/large-books.py FIRST.bin SECOND.bin [MB] [--one-key N OUT.bin]
  --one-key N OUT.bin: instead, one book of N entries under one key (the
  hostile case), moves and weights seeded.
"""
import random
import struct
import sys

ENTRY = struct.Struct(">QHHI")


def entries_of_key(rng, key, moves):
    n = rng.randint(1, 4)
    out = []
    for _ in range(n):
        mv = rng.choice(moves)
        weight = rng.randint(1, 40000) if rng.random() < 0.005 else rng.randint(1, 1000)
        out.append((mv, weight, rng.randrange(10)))
    if rng.random() < 0.02:
        out.append(out[0])
    out.sort(key=lambda e: -e[1])
    return out


def two_books(first, second, megabytes):
    rng = random.Random(20261205)
    target = megabytes * 1_000_000 // ENTRY.size
    # Expected entries a key per book: 0.6 * 2.52.
    keys = int(target / (0.6 * 2.52))
    gap = (1 << 64) // (keys + 1)
    key = 0
    with open(first, "wb") as fa, open(second, "wb") as fb:
        chunk_a, chunk_b = [], []
        for _ in range(keys):
            key += rng.randint(1, 2 * gap - 1)
            if key >= 1 << 64:
                break
            moves = [rng.randrange(1, 1 << 15) for _ in range(6)]
            for chunk, present in ((chunk_a, rng.random() < 0.6), (chunk_b, rng.random() < 0.6)):
                if present:
                    for mv, weight, learn in entries_of_key(rng, key, moves):
                        chunk.append(ENTRY.pack(key, mv, weight, learn))
            if len(chunk_a) > 100_000:
                fa.write(b"".join(chunk_a))
                chunk_a.clear()
            if len(chunk_b) > 100_000:
                fb.write(b"".join(chunk_b))
                chunk_b.clear()
        fa.write(b"".join(chunk_a))
        fb.write(b"".join(chunk_b))


def one_key(n, out):
    rng = random.Random(2_000_000)
    with open(out, "wb") as f:
        for start in range(0, n, 100_000):
            f.write(b"".join(
                ENTRY.pack(0x463B96181691FC9C, rng.randrange(1 << 16), rng.randint(0, 100), rng.randrange(10))
                for _ in range(min(100_000, n - start))
            ))


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--one-key"]:
        one_key(int(args[1]), args[2])
    else:
        two_books(args[0], args[1], int(args[2]) if len(args) > 2 else 250)
