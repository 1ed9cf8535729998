#!/usr/bin/env python3
"""Writes the fuzz targets' seeds, fuzz/seeds/<target>/, from the test data
in tests/data (no other input, no dependency): small real inputs for every
target but hash_fen and square, whose seeds were written by hand.

    python3 scripts/data/fuzz-seeds.py           # from the repository root

Each run writes the same files. The targets' input layouts are described
at the top of each fuzz/fuzz_targets/<target>.rs; the ones built here:

  fen          FENs: the Polyglot test vectors, the first two FENs of every
               group of fen-castling.tsv (standard, Chess960, Shredder,
               stale and odd castling fields, edited bytes, whitespace), a
               few en-passant, castling-rights and random-game positions.
  epd          EPD lines: positions.epd, and lines of epd-strings.tsv
               (string operands with escapes).
  book         Books: book-wild.bin (a header, null moves, weight 0,
               promotion codes 5-7), the first entries of book-games.bin
               and book-other.bin, a merged book.
  book_header  Header texts: book-wild.bin's (pgheader's 8-byte pieces),
               one with no variants; and a "variants, empty line, comment"
               text for the writer.
  book_merge   The merge pairs of tests/data/merge: a byte with the number
               of entries of the first book, then both books.
  setup        A few positions in the setup target's byte layout (flags,
               en-passant square, four rights, clocks, square/piece pairs).
  binary_fen   The byte strings scalachess publishes in BinaryFenTest.scala
               (lichess-org/scalachess, MIT, test-kit/src/test/scala/format/,
               commit a498f4c8d9368fd25d0e47d83330e1e3e89a4e72): standard
               chess, Chess960, from a position and the other variants,
               which the reader rejects at the variant byte.
"""

import os
import struct

DATA = "position/tests/data"
SEEDS = "fuzz/seeds"


def lines(name):
    """The lines of a tests/data file that are not comments, without line ends."""
    with open(os.path.join(DATA, name), encoding="utf-8", newline="\n") as f:
        return [line.rstrip("\n") for line in f if not line.startswith("#")]


def data(name):
    with open(os.path.join(DATA, name), "rb") as f:
        return f.read()


def write(target, name, content):
    if isinstance(content, str):
        content = content.encode("utf-8")
    path = os.path.join(SEEDS, target, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(content)


def fen_seeds():
    for i, line in enumerate(lines("polyglot-test-vectors.tsv"), 1):
        write("fen", f"polyglot{i}", line.split("\t")[0])
    taken = {}
    for line in lines("fen-castling.tsv"):
        fen, group = line.split("\t")[:2]
        taken[group] = taken.get(group, 0) + 1
        if taken[group] <= 2:
            write("fen", f"castling-{group}-{taken[group]}", fen)
    legal = lines("en-passant-legal.tsv")
    for name, picked in [
        ("ep-square", lines("en-passant-squares.tsv")[:3]),
        ("ep-legal", legal[:2] + legal[-3:]),
        ("castling-rights", lines("castling-rights.tsv")[:3]),
        ("game", lines("random-games.tsv")[:3]),
    ]:
        for i, line in enumerate(picked, 1):
            write("fen", f"{name}{i}", line.split("\t")[0])


def epd_seeds():
    for i, line in enumerate(lines("positions.epd"), 1):
        write("epd", f"positions{i}", line)
    for i, line in enumerate(lines("epd-strings.tsv")[:6] + lines("epd-strings.tsv")[-4:], 1):
        write("epd", f"strings{i}", line.split("\t")[0])


def book_seeds():
    write("book", "wild", data("book-wild.bin"))
    write("book", "games-start", data("book-games.bin")[: 64 * 16])
    write("book", "other-start", data("book-other.bin")[: 32 * 16])
    write("book", "merged", data("merge/pair8-ab.bin"))


def header_seeds():
    wild = data("book-wild.bin")
    entries = [wild[i : i + 16] for i in range(0, len(wild), 16)]
    header = [entry for entry in entries if entry[:8] == bytes(8)]
    write("book_header", "wild", b"".join(entry[8:] for entry in header))
    write("book_header", "no-variants", b"@PG@\n1.0\n1\n0\n\nno variants\0")
    write("book_header", "variants-comment", "normal\nsuicide\n\nmade for a test\nsecond line")


def merge_seeds():
    names = sorted(os.listdir(os.path.join(DATA, "merge")))
    for name in names:
        if name.endswith("-a.bin"):
            stem = name[: -len("-a.bin")]
            first, second = data(f"merge/{stem}-a.bin"), data(f"merge/{stem}-b.bin")
            write("book_merge", stem, bytes([len(first) // 16]) + first + second)


def piece_index(c):
    """Index in Piece::ALL (the Polyglot kind order: black pawn 0, white pawn 1, ...)."""
    role = "pnbrqk".index(c.lower())
    return 2 * role + (1 if c.isupper() else 0)


def setup_seed(placement, black=False, chess960=False, ep=None, rights=(), clocks=(0, 1)):
    """The setup target's bytes; `rights`: (slot, rook file) with slots K 0, Q 1, k 2, q 3."""
    flags = int(black) | int(chess960) << 1 | int(ep is not None) << 2
    square = lambda name: "abcdefgh".index(name[0]) + 8 * (int(name[1]) - 1)
    slots = [0, 0, 0, 0]
    for slot, file in rights:
        slots[slot] = 8 | file
    out = bytes([flags, square(ep) if ep else 0] + slots) + struct.pack("<II", *clocks)
    for rank, row in enumerate(reversed(placement.split("/"))):
        file = 0
        for c in row:
            if c.isdigit():
                file += int(c)
            else:
                out += bytes([8 * rank + file, piece_index(c)])
                file += 1
    return out


def setup_seeds():
    start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
    kqkq = [(0, 7), (1, 0), (2, 7), (3, 0)]
    write("setup", "start", setup_seed(start, rights=kqkq))
    write("setup", "kiwipete", setup_seed(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R", rights=kqkq))
    write("setup", "en-passant", setup_seed(
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR", ep="f6", rights=kqkq, clocks=(0, 3)))
    write("setup", "stale", setup_seed(
        "1nbqkbnr/8/8/8/8/8/8/RNBQKBNR", ep="e6", rights=kqkq, clocks=(3, 20)))
    # Chess960 start position 0, BBQNNRKR: rooks on f and h.
    chess960 = [(0, 7), (1, 5), (2, 7), (3, 5)]
    write("setup", "chess960", setup_seed(
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR", chess960=True, rights=chess960))
    write("setup", "chess960-moved", setup_seed(
        "bbqnnrk1/pppppppp/8/8/8/8/PPPPPPPP/BBQNNR1K", black=True, chess960=True,
        rights=chess960, clocks=(2, 2)))


# scalachess's "binary format is stable" byte strings (see the docstring).
SCALACHESS_BINARY_FENS = [
    ("empty-white", "0000000000000000"),
    ("empty-black", "00000000000000000001"),
    ("empty-clocks", "000000000000000064df06"),
    ("e4", "ffff00001000efff2d844ad200000000111111113e955fe3"),
    ("ep-white", "20400006400000080ac0b1"),
    ("ep-black", "10000000180040802ac10f"),
    ("chess960", "704f1ee8e81e4f70d60a44000002020813191113511571be000402"),
    ("from-position", "00000002180000308a1c0f030103"),
    ("castling", "8901080000810091ad0d10e1f70007"),
    ("king-of-the-hill", "ffff00000000ffff2d844ad200000000111111113e955be3000004"),
    ("three-check", "ffff00000000ffff2d844ad200000000111111113e955be363000501"),
    ("antichess", "00800000000008001a000106"),
    ("atomic", "ffff00000000ffff2d844ad200000000111111113e955be3020407"),
    ("horde", "ffff0066ffffffff000000000000000000000000000000000000111111113e955be3000008"),
    ("racing-kings", "000000000000ffff793542867b3542a6000009"),
    ("crazyhouse", "ffff00000000ffff2d844ad200000000111111113e955be300e407010000000000ef0000000000002a"),
]


def binary_fen_seeds():
    for name, text in SCALACHESS_BINARY_FENS:
        write("binary_fen", name, bytes.fromhex(text))


if __name__ == "__main__":
    fen_seeds()
    epd_seeds()
    book_seeds()
    header_seeds()
    merge_seeds()
    setup_seeds()
    binary_fen_seeds()
