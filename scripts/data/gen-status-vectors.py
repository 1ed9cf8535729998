#!/usr/bin/env python3
"""Differential corpus for `Position::status` (the position crate's
validity check): python-chess 1.11.2's `Board.status()` on positions from
random games and on odd positions.

    pip install chess==1.11.2
    python3 scripts/data/gen-status-vectors.py                         # the sample CI reads
    python3 scripts/data/gen-status-vectors.py --count 100000 --out /tmp/status.tsv

then, for a corpus of your own,
`CHESS_TABLES_STATUS_VECTORS=/tmp/status.tsv cargo test --release -p chess-tables-position --test status -- --nocapture`.

Writes (default position/tests/data/status.tsv, 5,000 cases) one case a
line, tab-separated, `#` lines are comments:

    FEN<TAB>group<TAB>standard<TAB>chess960

standard is `chess.Board(fen).status()`, chess960 the same with
`chess960=True`, each a decimal number, or `error` when python-chess does
not read the FEN. Groups (in equal shares, cycling):

- game: a position of a random game from the start position (random legal
  moves, 0 to 120 plies), the en-passant square written whenever the last
  move was a double step (`en_passant="fen"`);
- chess960: the same from a random Chess960 start, Shredder-FEN letters;
- edited: a game position with one edit: a king removed, a piece added or
  moved at random, the side to move flipped, castling letters or the
  en-passant square replaced at random;
- random: 0 to 40 random pieces on random squares, random side, castling
  letters and en-passant square (one in 20 on the rank the side to move
  does not allow: a FEN error for chess-tables-position, which
  python-chess reads and flags INVALID_EP_SQUARE).

The same seed gives the same file.
"""

import argparse
import random
import sys

import chess

VERSION = "1.11.2"
GROUPS = ["game", "chess960", "edited", "random"]
PIECES = "PNBRQKpnbrqk"
CASTLING_LETTERS = ["-", "KQkq", "KQ", "kq", "K", "Q", "k", "q", "Kk", "Qq", "Kq", "Qk",
                    "HAha", "Hh", "Aa", "H", "a", "Bb", "Gg", "HBhb", "Ee"]


def status(fen, chess960):
    try:
        return str(int(chess.Board(fen, chess960=chess960).status()))
    except ValueError:
        return "error"


def random_game(rng, board):
    for _ in range(rng.randrange(0, 121)):
        moves = list(board.legal_moves)
        if not moves:
            break
        board.push(rng.choice(moves))
    return board


def game_fen(rng):
    return random_game(rng, chess.Board()).fen(en_passant="fen")


def chess960_fen(rng):
    board = chess.Board.from_chess960_pos(rng.randrange(960))
    return random_game(rng, board).fen(en_passant="fen", shredder=True)


def random_ep(rng, turn, wrong_rank=0.0):
    if rng.random() < 0.5:
        return "-"
    rank = "6" if turn == "w" else "3"
    if rng.random() < wrong_rank:
        rank = "3" if turn == "w" else "6"
    return "abcdefgh"[rng.randrange(8)] + rank


def edited_fen(rng):
    board = random_game(rng, chess.Board())
    fen = board.fen(en_passant="fen")
    placement, turn, castling, ep, half, full = fen.split(" ")
    edit = rng.randrange(6)
    if edit == 0:
        kings = [sq for sq in chess.SQUARES if board.piece_type_at(sq) == chess.KING]
        board.remove_piece_at(rng.choice(kings))
        placement = board.board_fen()
    elif edit == 1:
        board.set_piece_at(rng.randrange(64), chess.Piece.from_symbol(rng.choice(PIECES)))
        placement = board.board_fen()
    elif edit == 2:
        occupied = list(chess.SquareSet(board.occupied))
        frm = rng.choice(occupied)
        piece = board.remove_piece_at(frm)
        board.set_piece_at(rng.randrange(64), piece)
        placement = board.board_fen()
    elif edit == 3:
        turn = "b" if turn == "w" else "w"
        ep = "-"
    elif edit == 4:
        castling = rng.choice(CASTLING_LETTERS)
    else:
        ep = random_ep(rng, turn)
    return " ".join([placement, turn, castling, ep, half, full])


def random_fen(rng):
    board = chess.Board(None)
    for _ in range(rng.randrange(0, 41)):
        board.set_piece_at(rng.randrange(64), chess.Piece.from_symbol(rng.choice(PIECES)))
    turn = rng.choice("wb")
    ep = random_ep(rng, turn, wrong_rank=0.1)
    return " ".join([board.board_fen(), turn, rng.choice(CASTLING_LETTERS), ep, "0", "1"])


MAKERS = {"game": game_fen, "chess960": chess960_fen, "edited": edited_fen, "random": random_fen}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=20261203)
    parser.add_argument("--out", default="position/tests/data/status.tsv")
    args = parser.parse_args()
    if chess.__version__ != VERSION:
        sys.exit(f"python-chess {VERSION} is required, this is {chess.__version__}")
    rng = random.Random(args.seed)
    counts = {}
    with open(args.out, "w") as out:
        out.write(f"# Position::status against python-chess {VERSION} Board.status(), written by\n")
        out.write(f"# scripts/data/gen-status-vectors.py --count {args.count} --seed {args.seed}.\n")
        out.write("# FEN<TAB>group<TAB>standard<TAB>chess960 (status numbers, or error)\n")
        for i in range(args.count):
            group = GROUPS[i % len(GROUPS)]
            fen = MAKERS[group](rng)
            standard, c960 = status(fen, False), status(fen, True)
            counts[group, standard != "0"] = counts.get((group, standard != "0"), 0) + 1
            out.write(f"{fen}\t{group}\t{standard}\t{c960}\n")
    for group in GROUPS:
        print(f"{group}: {counts.get((group, False), 0)} valid, {counts.get((group, True), 0)} not (standard)")


if __name__ == "__main__":
    main()
