#!/usr/bin/env python3
"""Differential vectors for `Position::from_setup`'s castling rights,
computed once with python-chess 1.11.2 and checked in, so `cargo test`
runs offline without Python.

    pip install chess==1.11.2
    python3 scripts/data/gen-setup-vectors.py [COUNT] [OUT]   # from the repository root

Random setups (fixed seed): kings on or off their back rank (sometimes two
of a colour), rooks on random back-rank files, other pieces, and castling
rights as a `Setup` holds them, each a colour, a side and a rook file: in
Chess960 often the file of one of that colour's rooks and sometimes any
file (a right whose rook is gone, or another rook's); in standard chess
the corners' files. python-chess has no sides, only rook squares
(`Board.castling_rights`), so each right is handed to it as its rook's
square, and `clean_castling_rights` decides what counts.

Writes OUT (default position/tests/data/setup-castling.tsv), one setup a line:

    placement<TAB>side<TAB>mode<TAB>rights<TAB>group<TAB>key<TAB>castling

- rights: `-` or a comma-separated list of COLOUR-SIDE letter and file,
  `K7` white king side on the h-file, `q0` black queen side on the a-file.
- group: `plain`, or `wrong-side` when a Chess960 right's rook file is
  not on its side of its colour's (highest) back-rank king. python-chess
  has no sides, so there it may take the square for the other side's
  right; the crate drops such a right (`Setup::castling`'s docs), and
  its test checks that group against its own oracle only.
- key: `chess.polyglot.zobrist_hash`, 16 lowercase hex digits.
- castling: python-chess's cleaned rights as a Shredder-FEN field
  (`board.fen(shredder=True)`'s third field).
"""

import random
import sys

import chess
import chess.polyglot

if chess.__version__ != "1.11.2":
    sys.exit(f"python-chess 1.11.2 is required, found {chess.__version__}")

count = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
out_path = sys.argv[2] if len(sys.argv) > 2 else "position/tests/data/setup-castling.tsv"
rng = random.Random(0x5E7)


def random_setup():
    chess960 = rng.random() < 0.7
    board = chess.Board(None, chess960=chess960)
    free = set(chess.SQUARES)

    def put(square, piece):
        if square in free:
            free.discard(square)
            board.set_piece_at(square, piece)
            return True
        return False

    for color in chess.COLORS:
        rank = 0 if color == chess.WHITE else 7
        for k in range(1 if rng.random() < 0.9 else 2):
            if chess960:
                on_back = rng.random() < 0.85
                file = rng.randrange(8)
            else:
                on_back = rng.random() < 0.9
                file = 4 if rng.random() < 0.75 else rng.randrange(8)
            square = chess.square(file, rank) if on_back else rng.choice(sorted(free))
            put(square, chess.Piece(chess.KING, color))
        for _ in range(rng.randrange(4)):
            if chess960:
                file = rng.randrange(8)
            else:
                file = rng.choice([0, 7, 0, 7, rng.randrange(8)])
            put(chess.square(file, rank), chess.Piece(chess.ROOK, color))
    for _ in range(rng.randrange(8)):
        put(rng.choice(sorted(free)), chess.Piece(rng.choice([chess.PAWN, chess.KNIGHT, chess.BISHOP, chess.QUEEN]), rng.choice(chess.COLORS)))
    board.turn = rng.choice(chess.COLORS)

    rights = []
    rook_squares = 0
    wrong_side = False
    for color in chess.COLORS:
        rank = 0 if color == chess.WHITE else 7
        rooks = [chess.square_file(sq) for sq in board.pieces(chess.ROOK, color) if chess.square_rank(sq) == rank]
        kings = [chess.square_file(sq) for sq in board.pieces(chess.KING, color) if chess.square_rank(sq) == rank]
        for side in ("K", "Q"):
            if rng.random() >= 0.6:
                continue
            if not chess960:
                file = 7 if side == "K" else 0
            else:
                # Mostly files on the right's side of the king (a rook's
                # file when there is one there), sometimes any file.
                files = range(8)
                if kings and rng.random() < 0.8:
                    king = max(kings)
                    files = range(king + 1, 8) if side == "K" else range(king)
                ours = [f for f in rooks if f in files]
                if ours and rng.random() < 0.7:
                    file = rng.choice(ours)
                elif files:
                    file = rng.choice(files)
                else:
                    file = rng.randrange(8)
            if chess960 and kings:
                king = max(kings)
                if (side == "K" and file <= king) or (side == "Q" and file >= king):
                    wrong_side = True
            letter = side if color == chess.WHITE else side.lower()
            rights.append(f"{letter}{file}")
            rook_squares |= chess.BB_SQUARES[chess.square(file, rank)]
    board.castling_rights = rook_squares
    key = chess.polyglot.zobrist_hash(board)
    castling = board.fen(shredder=True).split()[2]
    return (
        board.board_fen(),
        "w" if board.turn == chess.WHITE else "b",
        "chess960" if chess960 else "standard",
        ",".join(rights) or "-",
        "wrong-side" if wrong_side else "plain",
        f"{key:016x}",
        castling,
    )


rows = [random_setup() for _ in range(count)]
with open(out_path, "w", encoding="utf-8", newline="\n") as out:
    out.write("# placement\tside\tmode\trights\tgroup\tpython-chess 1.11.2 key\tits cleaned rights, Shredder-FEN (scripts/data/gen-setup-vectors.py)\n")
    for row in rows:
        out.write("\t".join(row) + "\n")
groups = {}
for row in rows:
    groups[row[4]] = groups.get(row[4], 0) + 1
print(f"{count} setups: {groups}", file=sys.stderr)
