#!/usr/bin/env python3
"""Reference vectors for the Zobrist key tests and the FEN benchmark,
computed once with python-chess 1.11.2 and checked in, so `cargo test` and
`cargo bench` run offline without Python.

    pip install chess==1.11.2
    python3 scripts/data/gen-key-vectors.py      # from the repository root

Writes (tab-separated, `#` lines are comments, keys in lowercase hex):

- tests/data/random-games.tsv: FEN, polyglot key. Positions from random
  games (fixed seed), every ply; the en-passant square is written after
  every double push (`en_passant="fen"`), whether or not a capture is
  possible. The benchmark in benches/ reads the same file.
- tests/data/en-passant-legal.tsv: FEN, polyglot key, legal-rule key,
  has_legal_en_passant (0/1). Every position of the random games that has
  an en-passant square, and built positions around an en-passant capture
  with pins on ranks, files and diagonals and kings in check.
- tests/data/en-passant-squares.tsv: FEN, python-chess key, key with an
  inconsistent en-passant square dropped (Polyglot 1.4's FEN reader),
  consistent (0/1). Every en-passant square on ranks 3 and 6 of boards with
  and without the pushed pawn, capturers, and pieces on the target and
  origin squares.
- tests/data/castling-rights.tsv: FEN, polyglot key. All 16 written
  rights against every presence of each king and each corner rook
  (python-chess `clean_castling_rights` keeps only the effective rights).

Run it again only when the generator changes: the files are reference data.
"""

import random
import sys

import chess
import chess.polyglot

if chess.__version__ != "1.11.2":
    sys.exit(f"python-chess 1.11.2 is required, found {chess.__version__}")

rng = random.Random(0xC4E55)


def key(board):
    return f"{chess.polyglot.zobrist_hash(board):016x}"


def legal_key(board):
    b = board.copy(stack=False)
    if not b.has_legal_en_passant():
        b.ep_square = None
    return key(b)


def random_games(games, plies):
    for _ in range(games):
        board = chess.Board()
        for _ in range(rng.randrange(1, plies)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
            yield board


def header(out, lines):
    for line in lines:
        out.write(f"# {line}\n")


# 1. Random games: 3,000+ positions for the benchmark and a key sweep.
positions = []
ep_positions = []
seen = set()
for board in random_games(400, 160):
    fen = board.fen(en_passant="fen")
    if fen in seen:
        continue
    seen.add(fen)
    if len(positions) < 4000:
        positions.append((fen, key(board)))
    if board.ep_square is not None:
        ep_positions.append(chess.Board(fen))
with open("position/tests/data/random-games.tsv", "w") as out:
    header(out, [
        "Positions from random games (scripts/data/gen-key-vectors.py, python-chess 1.11.2, fixed seed).",
        "FEN<TAB>polyglot key (chess.polyglot.zobrist_hash). En-passant square after every double push.",
    ])
    for fen, k in positions:
        out.write(f"{fen}\t{k}\n")

# 2. En passant: legal-capture rule.
def built_ep_position():
    """A position around a white en-passant capture (mirrored for black half
    the time): black pawn just pushed to rank 5, one or two white pawns
    beside it, the white king often on rank 5 or a diagonal through the
    pawns, and a few black pieces that may pin or check."""
    file = rng.randrange(8)
    board = chess.Board(None)
    pushed = chess.square(file, 4)
    board.set_piece_at(pushed, chess.Piece(chess.PAWN, chess.BLACK))
    sides = [f for f in (file - 1, file + 1) if 0 <= f < 8]
    for f in rng.sample(sides, rng.randint(1, len(sides))):
        board.set_piece_at(chess.square(f, 4), chess.Piece(chess.PAWN, chess.WHITE))
    reserved = {chess.square(file, 5), chess.square(file, 6)}

    def empty_square(candidates=None):
        candidates = candidates or list(chess.SQUARES)
        free = [s for s in candidates if board.piece_at(s) is None and s not in reserved]
        return rng.choice(free) if free else None

    roll = rng.random()
    if roll < 0.35:
        king_sq = empty_square([chess.square(f, 4) for f in range(8)])
    elif roll < 0.6:
        capturer = rng.choice([s for s in chess.SquareSet(board.pieces(chess.PAWN, chess.WHITE))])
        diagonal = [s for s in chess.SQUARES
                    if abs(chess.square_file(s) - chess.square_file(capturer))
                    == abs(chess.square_rank(s) - chess.square_rank(capturer)) and s != capturer]
        diagonal += [s for s in chess.SQUARES
                     if abs(chess.square_file(s) - file) == abs(chess.square_rank(s) - 4) and s != pushed]
        king_sq = empty_square(diagonal)
    else:
        king_sq = empty_square()
    if king_sq is None:
        return None
    board.set_piece_at(king_sq, chess.Piece(chess.KING, chess.WHITE))
    board.set_piece_at(empty_square(), chess.Piece(chess.KING, chess.BLACK))
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice([chess.ROOK, chess.BISHOP, chess.QUEEN, chess.KNIGHT, chess.ROOK, chess.BISHOP])
        sq = empty_square()
        if sq is not None:
            board.set_piece_at(sq, chess.Piece(kind, chess.BLACK))
    for _ in range(rng.randint(0, 3)):
        kind = rng.choice([chess.ROOK, chess.BISHOP, chess.KNIGHT, chess.PAWN])
        sq = empty_square([s for s in chess.SQUARES if 8 <= s < 56])
        if sq is not None:
            board.set_piece_at(sq, chess.Piece(kind, rng.choice([chess.WHITE, chess.BLACK])))
    board.turn = chess.WHITE
    board.ep_square = chess.square(file, 5)
    if rng.random() < 0.5:
        board = board.mirror()
    if board.status() != chess.STATUS_VALID:
        return None
    return board


built = []
while len(built) < 6000:
    b = built_ep_position()
    if b is not None and b.fen(en_passant="fen") not in seen:
        seen.add(b.fen(en_passant="fen"))
        built.append(b)

stats = {"positions": 0, "pseudo-legal ep": 0, "legal ep": 0, "pseudo-legal but illegal": 0,
         "in check": 0, "in check, legal ep": 0}
with open("position/tests/data/en-passant-legal.tsv", "w") as out:
    header(out, [
        "En-passant positions (scripts/data/gen-key-vectors.py, python-chess 1.11.2): every random-game",
        "position with an en-passant square, then built positions with pins and checks around the capture.",
        "FEN<TAB>polyglot key<TAB>legal-rule key (ep square kept only if Board.has_legal_en_passant())<TAB>has_legal_en_passant",
    ])
    for board in ep_positions + built:
        legal = board.has_legal_en_passant()
        stats["positions"] += 1
        stats["pseudo-legal ep"] += board.has_pseudo_legal_en_passant()
        stats["legal ep"] += legal
        stats["pseudo-legal but illegal"] += board.has_pseudo_legal_en_passant() and not legal
        stats["in check"] += board.is_check()
        stats["in check, legal ep"] += board.is_check() and legal
        out.write(f"{board.fen(en_passant='fen')}\t{key(board)}\t{legal_key(board)}\t{int(legal)}\n")
print("en-passant-legal.tsv:", stats, "from games:", len(ep_positions))

# 3. En-passant squares, consistent or not.
rows = []
bases = ["4k3/8/8/8/8/8/8/4K3", "r3k2r/8/8/8/8/8/8/R3K2R"]
for turn in (chess.WHITE, chess.BLACK):
    rank = 5 if turn == chess.WHITE else 2
    pawn_rank = 4 if turn == chess.WHITE else 3
    origin_rank = 6 if turn == chess.WHITE else 1
    them = not turn
    for file in range(8):
        target = chess.square(file, rank)
        for pushed in (None, chess.Piece(chess.PAWN, them), chess.Piece(chess.PAWN, turn), chess.Piece(chess.KNIGHT, them)):
            for capturers in (0, 1, 2, 3):
                for blocker in (None, "target", "origin"):
                    board = chess.Board(rng.choice(bases) + " w - - 0 1")
                    board.turn = turn
                    if pushed is not None:
                        board.set_piece_at(chess.square(file, pawn_rank), pushed)
                    for bit, df in ((1, -1), (2, 1)):
                        if capturers & bit and 0 <= file + df < 8:
                            board.set_piece_at(chess.square(file + df, pawn_rank), chess.Piece(chess.PAWN, turn))
                    if blocker == "target":
                        board.set_piece_at(target, chess.Piece(chess.BISHOP, them))
                    elif blocker == "origin":
                        board.set_piece_at(chess.square(file, origin_rank), chess.Piece(chess.PAWN, them))
                    board.ep_square = target
                    consistent = board._valid_ep_square() is not None
                    dropped = board.copy(stack=False)
                    if not consistent:
                        dropped.ep_square = None
                    rows.append((board.fen(en_passant="fen"), key(board), key(dropped), int(consistent)))
with open("position/tests/data/en-passant-squares.tsv", "w") as out:
    header(out, [
        "En-passant squares on ranks 3 and 6, consistent or not (scripts/data/gen-key-vectors.py, python-chess 1.11.2).",
        "FEN<TAB>python-chess key (keeps any ep square)<TAB>key without an inconsistent ep square (Polyglot 1.4's reader)<TAB>consistent (Board._valid_ep_square)",
    ])
    for row in rows:
        out.write("\t".join(map(str, row)) + "\n")
print("en-passant-squares.tsv:", len(rows), "rows,", sum(r[3] for r in rows), "consistent")

# 4. Castling rights against king and corner-rook presence.
rows = []
for presence in range(256):
    board = chess.Board(None)
    # Bits: white king e1, rook a1, rook h1, black king e8, rook a8, rook h8;
    # 64 and 128 put an extra knight on b1 / g8 (never changes a right).
    board.set_piece_at(chess.E1 if presence & 1 else chess.D3, chess.Piece(chess.KING, chess.WHITE))
    if presence & 2:
        board.set_piece_at(chess.A1, chess.Piece(chess.ROOK, chess.WHITE))
    if presence & 4:
        board.set_piece_at(chess.H1, chess.Piece(chess.ROOK, chess.WHITE))
    board.set_piece_at(chess.E8 if presence & 8 else chess.D6, chess.Piece(chess.KING, chess.BLACK))
    if presence & 16:
        board.set_piece_at(chess.A8, chess.Piece(chess.ROOK, chess.BLACK))
    if presence & 32:
        board.set_piece_at(chess.H8, chess.Piece(chess.ROOK, chess.BLACK))
    if presence & 64:
        board.set_piece_at(chess.B1, chess.Piece(chess.KNIGHT, chess.WHITE))
    if presence & 128:
        board.set_piece_at(chess.G8, chess.Piece(chess.KNIGHT, chess.BLACK))
    for rights in range(16):
        written = "".join(c for bit, c in zip((1, 2, 4, 8), "KQkq") if rights & bit) or "-"
        turn = "w" if (presence + rights) % 2 == 0 else "b"
        fen = f"{board.board_fen()} {turn} {written} - 0 1"
        rows.append((fen, key(chess.Board(fen))))
with open("position/tests/data/castling-rights.tsv", "w") as out:
    header(out, [
        "Every written castling right against every presence of the kings on e1/e8 and the rooks in the corners",
        "(scripts/data/gen-key-vectors.py, python-chess 1.11.2; a king not at home stands on d3/d6).",
        "FEN<TAB>polyglot key (python-chess keeps only rights whose king and rook are at home)",
    ])
    for fen, k in rows:
        out.write(f"{fen}\t{k}\n")
print("castling-rights.tsv:", len(rows), "rows; random-games.tsv:", len(positions), "rows")
