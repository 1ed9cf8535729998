#!/usr/bin/env python3
"""Test data for the Polyglot book reader (src/zobrist/book.rs), made with
python-chess (https://python-chess.readthedocs.io, tested with 1.11.2).

  book-data.py games PGN
      Writes the test games: seeded, biased random games in which castling on
      both sides, promotions, en-passant captures and double pushes beside an
      enemy pawn occur, and one scripted game reaching the position of issue
      13 and castling queen side there. Fails unless every feature occurs.
      Run once; the PGN is checked in (tests/data/book-games.pgn).

  book-data.py expect PGN BOOK OUT
      For every distinct position of the games (by Polyglot key), writes its
      key, FEN and the entries chess.polyglot.open_reader finds in BOOK (a
      book made by `polyglot make-book -pgn PGN -bin BOOK -min-game 1`), in
      the book's order, castling as the king's move. Fails if the book holds
      a key that is no position of the games.

scripts/check-book.sh runs make-book and `expect` and compares with the
checked-in files.
"""

import random
import sys

import chess
import chess.pgn
import chess.polyglot

# The position from issue 13 (white to move, may castle queen side), reached
# by the scripted game below.
ISSUE_FEN = "2b1k1n1/r2p1p1r/3b2q1/2n1P1pp/2P1PPPP/N4R2/P2B4/R3KBN1 w Q - 2 19"
ISSUE_GAME = (
    "d4 e5 dxe5 c5 Qd5 Na6 Qxc5 Nxc5 b4 b5 Na3 a5 Nxb5 axb4 Bd2 Ra7 Bxb4 h5 "
    "Bd2 Rh7 Na3 Bb7 c4 Bc8 e4 Nh6 f4 Ng8 h4 Bd6 g4 Qf6 Rh3 g5 Rf3 Qg6 O-O-O"
)
GAMES = 30
SEED = 13


def double_push_beside_enemy_pawn(board, move):
    """A pawn's two-square move that lands beside an enemy pawn."""
    if not board.is_zeroing(move) or board.piece_type_at(move.from_square) != chess.PAWN:
        return False
    if abs(move.to_square - move.from_square) != 16:
        return False
    rank = chess.square_rank(move.to_square)
    for df in (-1, 1):
        f = chess.square_file(move.to_square) + df
        if 0 <= f < 8:
            p = board.piece_at(chess.square(f, rank))
            if p and p.piece_type == chess.PAWN and p.color != board.turn:
                return True
    return False


def features(board, move):
    found = set()
    if board.is_kingside_castling(move):
        found.add("O-O " + ("white" if board.turn else "black"))
    if board.is_queenside_castling(move):
        found.add("O-O-O " + ("white" if board.turn else "black"))
    if move.promotion:
        found.add("promotion to " + chess.piece_name(move.promotion))
    if board.is_en_passant(move):
        found.add("en-passant capture")
    if double_push_beside_enemy_pawn(board, move):
        found.add("double push beside an enemy pawn")
    return found


def biased_move(board, rng):
    """A random legal move, favouring the moves the tests need."""
    moves = list(board.legal_moves)
    weights = []
    for m in moves:
        if features(board, m):
            w = 60
        elif board.piece_type_at(m.from_square) == chess.PAWN:
            w = 6
        elif board.is_capture(m):
            w = 3
        else:
            w = 1
        weights.append(w)
    return rng.choices(moves, weights)[0]


def write_games(path):
    rng = random.Random(SEED)
    seen = {}
    games = []
    for n in range(GAMES):
        board = chess.Board()
        game = chess.pgn.Game()
        node = game
        for _ in range(rng.randint(40, 100)):
            if board.is_game_over():
                break
            move = biased_move(board, rng)
            for f in features(board, move):
                seen[f] = seen.get(f, 0) + 1
            board.push(move)
            node = node.add_variation(move)
        # Any result: make-book weighs the winner's moves 2, a draw's 1 and
        # drops the loser's (weight 0), so all three cases occur.
        result = board.result() if board.is_game_over() else rng.choice(["1-0", "0-1", "1/2-1/2"])
        game.headers["Event"] = "chess-tables book test"
        game.headers["Round"] = str(n + 1)
        game.headers["Result"] = result
        games.append(game)

    board = chess.Board()
    game = chess.pgn.Game()
    node = game
    for san in ISSUE_GAME.split():
        if board.fen() == ISSUE_FEN:
            assert san == "O-O-O"
        node = node.add_variation(board.push_san(san))
    assert "O-O-O" in ISSUE_GAME and board.move_stack[-1] == chess.Move.from_uci("e1c1")
    game.headers["Event"] = "chess-tables book test: issue 13"
    game.headers["Round"] = str(GAMES + 1)
    game.headers["Result"] = "1-0"
    games.append(game)

    needed = [
        "O-O white", "O-O black", "O-O-O white", "O-O-O black",
        "promotion to queen", "promotion to knight", "en-passant capture",
        "double push beside an enemy pawn",
    ]
    missing = [f for f in needed if f not in seen]
    if missing:
        sys.exit(f"the games lack: {', '.join(missing)}; change SEED or GAMES")
    with open(path, "w", newline="\n") as out:
        for game in games:
            print(game, file=out, end="\n\n")
    for f in sorted(seen):
        print(f"{seen[f]:4} {f}", file=sys.stderr)


def write_expectations(pgn_path, book_path, out_path):
    positions = {}  # key -> FEN, first occurrence, in game order
    with open(pgn_path) as pgn:
        while (game := chess.pgn.read_game(pgn)) is not None:
            board = game.board()
            for move in [*game.mainline_moves(), None]:
                key = chess.polyglot.zobrist_hash(board)
                # The en-passant square after every double push, whether a
                # capture is possible or not: the reader decides what counts.
                positions.setdefault(key, board.fen(en_passant="fen"))
                if move is not None:
                    board.push(move)

    lines = []
    entries = 0
    with chess.polyglot.open_reader(book_path) as reader:
        book_keys = {reader[i].key for i in range(len(reader))}
        strangers = book_keys - positions.keys()
        if strangers:
            sys.exit(f"{len(strangers)} book keys belong to no position of the games")
        for key, fen in positions.items():
            board = chess.Board(fen)
            found = list(reader.find_all(board, minimum_weight=0))
            raw = list(reader.find_all(key, minimum_weight=0))
            # find_all(board) drops illegal moves: none may be dropped here.
            assert len(found) == len(raw), fen
            entries += len(found)
            moves = " ".join(f"{e.move.uci()}:{e.weight}:{e.learn}" for e in found) or "-"
            lines.append(f"{key:016x}\t{fen}\t{moves}")
        assert entries == len(reader), "every book entry belongs to a position"

    with open(out_path, "w", newline="\n") as out:
        out.write(
            "# Generated by scripts/book-data.py from tests/data/book-games.pgn and\n"
            "# tests/data/book-games.bin (polyglot make-book -min-game 1) with\n"
            f"# python-chess {chess.__version__} chess.polyglot.open_reader: do not edit.\n"
            f"# {len(positions)} distinct positions, {entries} book entries.\n"
            "# key<TAB>FEN<TAB>entries in book order as uci:weight:learn, or - for none\n"
        )
        out.write("\n".join(lines) + "\n")
    print(f"{len(positions)} positions, {entries} entries", file=sys.stderr)


def main():
    match sys.argv[1:]:
        case ["games", pgn]:
            write_games(pgn)
        case ["expect", pgn, book, out]:
            write_expectations(pgn, book, out)
        case _:
            sys.exit(__doc__)


if __name__ == "__main__":
    main()
