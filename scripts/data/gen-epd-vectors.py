#!/usr/bin/env python3
"""Reference vectors for EPD string operands, computed once with
python-chess 1.11.2 and checked in, so `cargo test` runs offline.

    pip install chess==1.11.2
    python3 scripts/data/gen-epd-vectors.py      # from the repository root

Writes tests/data/epd-strings.tsv (tab-separated, `#` lines are comments):
an EPD line, then the text of its `c0` operand as python-chess reads it
(`Board.from_epd`), as UTF-8 bytes in lowercase hex. The lines are those
python-chess writes (`Board.epd(c0=...)`, which escapes `\\`, tab, CR, LF
and `"`) for random strings, and hand-written lines with escapes that
python-chess reads but never writes (`\\q`, `\\;`, `\\é`). Run it again only
when the rules change: the file is reference data.
"""

import random
import sys

import chess

if chess.__version__ != "1.11.2":
    sys.exit(f"python-chess 1.11.2 is required, found {chess.__version__}")

rng = random.Random(0xE9D)
ALPHABET = ['"', "\\", "\t", "\n", "\r", ";", " ", "a", "b", "1", "é", "♞", "'", "x"]
board = chess.Board("4k3/8/8/8/8/8/8/4K3 w - - 0 1")
rows = []
for _ in range(2000):
    text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 12)))
    rows.append(board.epd(c0=text, id="x;y"))
written = "4k3/8/8/8/8/8/8/4K3 w - -"
for operand in [r'"\q"', r'"a\;b"', r'"\é"', r'"\\\""', r'"He said \"hi\""', r'"\x\y\z"', '""']:
    rows.append(f"{written} c0 {operand};")
with open("position/tests/data/epd-strings.tsv", "w", encoding="utf-8", newline="\n") as out:
    out.write("# EPD line\tc0 as python-chess 1.11.2 reads it, UTF-8 in hex (scripts/data/gen-epd-vectors.py)\n")
    for line in rows:
        assert "\t" not in line and "\n" not in line and "\r" not in line, line
        _, ops = chess.Board.from_epd(line)
        out.write(f"{line}\t{ops['c0'].encode('utf-8').hex()}\n")
print(f"{len(rows)} lines", file=sys.stderr)

# The clocks: EPD lines with `hmvc` and `fmvn` operations (none, one, the
# same opcode twice, beside other operations and `-` placeholders, with
# operands python-chess reads and ones it rejects), and the clocks
# python-chess's `Board.from_epd` gives, or `error` when it raises.
# Writes tests/data/epd-clocks.tsv: EPD line<TAB>halfmove fullmove | error.
clock_rng = random.Random(0xC10C)
POSITIONS = [
    "4k3/8/8/8/8/8/8/4K3 b - -",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
    "r1bqk1r1/1p1p1n2/p1n2pN1/2p1b2Q/2P1Pp2/1PN5/PB4PP/R4RK1 w q -",
]
OPERANDS = ["0", "1", "7", "13", "17", "99", "100", "4294967295", "4294967296", "007",
            "+5", "-3", "1.5", '"5"', "", "5 6", "0x10"]
OTHERS = ['id "x; y"', "acd 12", "noop", 'c0 "hmvc 3"', "-"]
clock_rows = []
for _ in range(600):
    ops = []
    for _ in range(clock_rng.randint(0, 4)):
        kind = clock_rng.random()
        if kind < 0.35:
            ops.append(f"hmvc {clock_rng.choice(OPERANDS)}".rstrip())
        elif kind < 0.7:
            ops.append(f"fmvn {clock_rng.choice(OPERANDS)}".rstrip())
        else:
            ops.append(clock_rng.choice(OTHERS))
    line = clock_rng.choice(POSITIONS) + "".join(
        " -" if op == "-" else f" {op};" for op in ops
    )
    clock_rows.append(line)
with open("position/tests/data/epd-clocks.tsv", "w", encoding="utf-8", newline="\n") as out:
    out.write("# EPD line\thalfmove clock and fullmove number as python-chess 1.11.2 reads them (Board.from_epd), or error (scripts/data/gen-epd-vectors.py)\n")
    for line in dict.fromkeys(clock_rows):
        try:
            board, _ = chess.Board.from_epd(line)
            answer = f"{board.halfmove_clock} {board.fullmove_number}"
        except ValueError:
            answer = "error"
        out.write(f"{line}\t{answer}\n")
print(f"{len(dict.fromkeys(clock_rows))} clock lines", file=sys.stderr)
