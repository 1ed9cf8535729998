#!/usr/bin/env python3
"""Test data for the Polyglot book reader, merger and writer (src/book.rs),
made with python-chess (https://python-chess.readthedocs.io, tested with
1.11.2) and PolyGlot 2.0.4 (Debian package `polyglot`). Seeded: every run
writes the same bytes.

  book-data.py games PGN
      Writes the test games: seeded, biased random games in which castling on
      both sides, promotions, en-passant captures and double pushes beside an
      enemy pawn occur, and one scripted game reaching the position of issue
      13 and castling queen side there. Fails unless every feature occurs.
      The PGN is checked in (tests/data/book-games.pgn).

  book-data.py expect PGN BOOK OUT
      For every distinct position of the games (by Polyglot key), writes its
      key, FEN and the entries chess.polyglot.open_reader finds in BOOK (a
      book made by `polyglot make-book -pgn PGN -bin BOOK -min-game 1`), in
      the book's order, castling as the king's move. Fails if the book holds
      a key that is no position of the games.

  book-data.py wild OUT_BIN OUT_TSV
      Writes a crafted book holding what books in the wild hold, sorted by
      key: a pgheader header (key 0: variants normal and suicide, a comment
      of two lines), then 30 keys of real positions with null moves (raw 0;
      one with 2/3 of its key's weight), weight-0 entries (one first in its
      key, one key all 0), promotion codes 1-5 (5 = king, antichess) and the
      undefined 6 and 7, duplicate entries of one move, weights totalling
      over 65,535, castling as king takes rook and non-zero learn values.
      OUT_TSV: the header, every key's FEN and entries as comments, then
      what find_all(key, minimum_weight=M) gives for every key, M = 0 and 1
      (tests/data/book-wild.bin, tests/data/book-wild-expected.tsv).

  book-data.py other-games PGN
      Like `games`, with another seed and 12 games, no scripted game and no
      feature required: the games of a second book that shares the start
      position and a few early positions with the first
      (tests/data/book-other.pgn; its book, by make-book as above, is
      tests/data/book-other.bin).

  book-data.py ties PGN
      Writes 8 short scripted games in which moves of one position tie in
      weight, first played in another order than their raw moves' order
      (tests/data/book-ties.pgn; its book, by make-book as above, is
      tests/data/book-ties.bin): 1. d4, 1. e4, 1. Nf3, 1. c4 weigh 2 each,
      first played in that order (issue 29); after 1. e4, e5 (two draws)
      ties c5 (a win) and came first; after 1. d4, Nf6 ties d5 and came
      first, in a game Black lost (weight 0 there).

  book-data.py tie-order PGN BOOK
      Checks that BOOK (make-book of PGN, as above) orders every key's
      entries by weight, descending, and entries of equal weight in the
      order their move was first played in that position in the games
      (games in file order), and reports how many ties there are and in how
      many of them raw move order would differ. Exits 1 otherwise.

  book-data.py merge-pairs DIR
      Writes crafted pairs of books DIR/pairN-a.bin, DIR/pairN-b.bin (no
      header, weight sums under 65,536, keys under 500 entries) and
      `polyglot merge-book` of them both ways: DIR/pairN-ab.bin (-in1 a -in2
      b) and DIR/pairN-ba.bin; and the odd cases the crate merges otherwise
      (sums over 65,535, headers, a key of 500 entries) as DIR/oddN-a.bin,
      DIR/oddN-b.bin, DIR/oddN-ab.bin. DIR/pairs.txt lists the books'
      entries. Then merges 30 seeded random pairs with keys of up to 1,500
      entries (not kept). Fails unless every PolyGlot output equals
      model_merge below. PolyGlot is $POLYGLOT, `polyglot` on the PATH or
      /usr/games/polyglot (tests/data/merge/).

  book-data.py entries BOOK OUT
      Writes BOOK's entries in a seeded random order, one a line:
      `key_hex16 move_hex4 weight learn` (the input of the crate's
      `cargo run --example opening_book -- write ENTRIES OUT`).

  book-data.py written POLYGLOT_BOOK OURS_BOOK
      Checks that OURS_BOOK holds, for every key, the same multiset of
      (raw move, weight, learn) as POLYGLOT_BOOK, sorted by key ascending
      and within a key by weight descending. Exits 1 with a message
      otherwise.

scripts/check/check-book.sh runs all of these with the real tools, compares with
the checked-in files, and checks the crate's merge and write against
PolyGlot.
"""

import collections
import os
import random
import shutil
import struct
import subprocess
import sys

import chess
import chess.pgn
import chess.polyglot
import chess.variant

# The position from issue 13 (white to move, may castle queen side), reached
# by the scripted game below.
ISSUE_FEN = "2b1k1n1/r2p1p1r/3b2q1/2n1P1pp/2P1PPPP/N4R2/P2B4/R3KBN1 w Q - 2 19"
ISSUE_GAME = (
    "d4 e5 dxe5 c5 Qd5 Na6 Qxc5 Nxc5 b4 b5 Na3 a5 Nxb5 axb4 Bd2 Ra7 Bxb4 h5 "
    "Bd2 Rh7 Na3 Bb7 c4 Bc8 e4 Nh6 f4 Ng8 h4 Bd6 g4 Qf6 Rh3 g5 Rf3 Qg6 O-O-O"
)
GAMES = 30
SEED = 13
# The second book's games (other-games): fewer, another seed.
OTHER_GAMES = 12
OTHER_SEED = 9


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


NEEDED = [
    "O-O white", "O-O black", "O-O-O white", "O-O-O black",
    "promotion to queen", "promotion to knight", "en-passant capture",
    "double push beside an enemy pawn",
]


def random_games(seed, count, event):
    """`count` biased random games from the start position, and how often
    each feature occurred."""
    rng = random.Random(seed)
    seen = {}
    games = []
    for n in range(count):
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
        game.headers["Event"] = event
        game.headers["Round"] = str(n + 1)
        game.headers["Result"] = result
        games.append(game)
    return games, seen


def save_games(path, games, seen):
    with open(path, "w", newline="\n") as out:
        for game in games:
            print(game, file=out, end="\n\n")
    for f in sorted(seen):
        print(f"{seen[f]:4} {f}", file=sys.stderr)


def write_games(path):
    games, seen = random_games(SEED, GAMES, "chess-tables book test")

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

    missing = [f for f in NEEDED if f not in seen]
    if missing:
        sys.exit(f"the games lack: {', '.join(missing)}; change SEED or GAMES")
    save_games(path, games, seen)


def game_keys(path):
    """The Polyglot keys of every position of the games in the PGN file."""
    keys = set()
    with open(path) as pgn:
        while (game := chess.pgn.read_game(pgn)) is not None:
            board = game.board()
            keys.add(chess.polyglot.zobrist_hash(board))
            for move in game.mainline_moves():
                board.push(move)
                keys.add(chess.polyglot.zobrist_hash(board))
    return keys


def write_other_games(path):
    games, seen = random_games(OTHER_SEED, OTHER_GAMES, "chess-tables book test: second book")
    save_games(path, games, seen)
    first = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "data", "book-games.pgn")
    if os.path.exists(first):
        shared = game_keys(path) & game_keys(first)
        print(f"{len(shared)} positions shared with tests/data/book-games.pgn", file=sys.stderr)
        if len(shared) < 10:
            sys.exit("the second games share too few positions with the first; change OTHER_SEED")


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
            "# Generated by scripts/data/book-data.py from tests/data/book-games.pgn and\n"
            "# tests/data/book-games.bin (polyglot make-book -min-game 1) with\n"
            f"# python-chess {chess.__version__} chess.polyglot.open_reader: do not edit.\n"
            f"# {len(positions)} distinct positions, {entries} book entries.\n"
            "# key<TAB>FEN<TAB>entries in book order as uci:weight:learn, or - for none\n"
        )
        out.write("\n".join(lines) + "\n")
    print(f"{len(positions)} positions, {entries} entries", file=sys.stderr)


# ---------------------------------------------------------------------------
# Raw books: entries as (key, raw move, weight, learn), 16 bytes big-endian.

ENTRY = struct.Struct(">QHHI")
NULL_MOVE = 0  # raw move 0: a1a1, what some books hold for "pass"/deleted


def raw_move(from_square, to_square, code=0):
    """A raw Polyglot move: to in bits 0-5, from in 6-11, promotion code
    (1 N, 2 B, 3 R, 4 Q; 5 K in antichess books; 6 and 7 undefined) in 12-14."""
    return (code << 12) | (from_square << 6) | to_square


def book_move(board, move):
    """A legal python-chess move as a book stores it: castling as the king
    taking its own rook."""
    to = move.to_square
    if board.is_kingside_castling(move):
        to = chess.square(7, chess.square_rank(move.from_square))
    elif board.is_queenside_castling(move):
        to = chess.square(0, chess.square_rank(move.from_square))
    code = {None: 0, chess.KNIGHT: 1, chess.BISHOP: 2, chess.ROOK: 3, chess.QUEEN: 4, chess.KING: 5}[move.promotion]
    return raw_move(move.from_square, to, code)


def write_book(path, entries):
    with open(path, "wb") as out:
        for e in entries:
            out.write(ENTRY.pack(*e))


def read_book(path):
    with open(path, "rb") as f:
        data = f.read()
    if len(data) % ENTRY.size:
        sys.exit(f"{path}: {len(data)} bytes, not a multiple of {ENTRY.size}")
    return [ENTRY.unpack_from(data, i) for i in range(0, len(data), ENTRY.size)]


def entry_line(e):
    """An entry as a line of `opening_book write`'s input (and of the merge
    listing): key_hex16 move_hex4 weight learn."""
    key, move, weight, learn = e
    return f"{key:016x} {move:04x} {weight} {learn}"


def pgheader(variants, comment):
    """The header entries of Michel Van den Bergh's pgheader tool: the text
    "@PG@\\n1.0\\n<n+1>\\n<n>\\n<variants, one a line>\\n<comment>", a NUL,
    cut into 8-byte pieces (the last zero-padded); each piece is the move,
    weight and learn fields of an entry with key 0."""
    n = len(variants)
    text = "@PG@\n1.0\n" + str(n + 1) + "\n" + str(n) + "\n" + "\n".join(variants) + "\n" + comment
    data = text.encode("ascii") + b"\0"
    data += b"\0" * (-len(data) % 8)
    entries = [(0, *struct.unpack(">HHI", data[i:i + 8])) for i in range(0, len(data), 8)]
    return text, entries


def escaped(text):
    return text.replace("\\", "\\\\").replace("\n", "\\n")


# ---------------------------------------------------------------------------
# wild: a crafted book with what books in the wild hold.

WILD_SEED = 1
WILD_VARIANTS = ["normal", "suicide"]
WILD_COMMENT = "chess-tables test book\nnull, deleted and promotion entries"
WILD_PLAIN = 16  # keys with nothing unusual, beside the crafted ones


def random_positions(rng, count):
    """`count` distinct positions (by key) from seeded random walks."""
    boards = {}
    while len(boards) < count:
        board = chess.Board()
        for _ in range(rng.randint(1, 40)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        if board.is_game_over() or board.legal_moves.count() < 4:
            continue
        boards.setdefault(chess.polyglot.zobrist_hash(board), board.copy(stack=False))
    return list(boards.values())


def wild_keys():
    """The crafted keys: [(label, board, entries)], entries without keys."""
    rng = random.Random(WILD_SEED)
    boards = random_positions(rng, 10 + WILD_PLAIN)

    def moves(board, n):
        ms = sorted(board.legal_moves, key=lambda m: m.uci())
        return [book_move(board, m) for m in rng.sample(ms, n)]

    keys = []

    def add(label, board, entries):
        keys.append((label, board, entries))

    b = boards.pop(0)
    m = moves(b, 1)
    add("a null move (raw 0) with 2/3 of the weight, first", b, [(NULL_MOVE, 200, 0), (m[0], 100, 0)])
    b = boards.pop(0)
    m = moves(b, 2)
    add("a null move of small weight last, learn non-zero", b, [(m[0], 30, 0), (m[1], 20, 0), (NULL_MOVE, 5, 0x00000101)])
    b = boards.pop(0)
    m = moves(b, 2)
    add("a null move of weight 0 between moves", b, [(m[0], 8, 0), (NULL_MOVE, 0, 0), (m[1], 3, 0)])
    b = boards.pop(0)
    m = moves(b, 3)
    add("weight 0 first in its key", b, [(m[0], 0, 0), (m[1], 12, 0), (m[2], 7, 0)])
    b = boards.pop(0)
    m = moves(b, 4)
    add("weight 0 in the middle and last", b, [(m[0], 9, 0), (m[1], 0, 0), (m[2], 4, 0), (m[3], 0, 0)])
    b = boards.pop(0)
    m = moves(b, 2)
    add("every entry weight 0 (nothing left for minimum weight 1)", b, [(m[0], 0, 0), (m[1], 0, 7)])
    b = boards.pop(0)
    m = moves(b, 3)
    add("duplicate entries of one move (three times, other learn values)", b,
        [(m[0], 10, 0), (m[1], 8, 0), (m[0], 6, 1), (m[2], 2, 0), (m[0], 1, 2)])
    b = boards.pop(0)
    m = moves(b, 3)
    add("weights totalling 90,000, more than 65,535", b, [(m[0], 40000, 0), (m[1], 30000, 0), (m[2], 20000, 0)])
    b = boards.pop(0)
    m = moves(b, 2)
    add("weight 65,535 and 1 (total 65,536)", b, [(m[0], 65535, 0), (m[1], 1, 0)])
    b = boards.pop(0)
    m = moves(b, 3)
    add("learn values set (as learning programs write them)", b,
        [(m[0], 50, 0xFFFFFFFF), (m[1], 40, 0x00010002), (m[2], 30, 0x80000000)])

    b = chess.Board("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
    add("promotion codes 1-4 (b7b8n b7b8b b7b8r b7b8q) and a capture promotion b7a8q", b,
        [(raw_move(chess.B7, chess.B8, 4), 20, 0), (raw_move(chess.B7, chess.A8, 4), 15, 0),
         (raw_move(chess.B7, chess.B8, 1), 6, 0), (raw_move(chess.B7, chess.B8, 3), 2, 0),
         (raw_move(chess.B7, chess.B8, 2), 1, 0)])
    b = chess.variant.AntichessBoard("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1")
    add("promotion code 5 (king, antichess/suicide books): b7b8k, beside b7b8q", b,
        [(raw_move(chess.B7, chess.B8, 5), 30, 0), (raw_move(chess.B7, chess.B8, 4), 10, 0)])
    b = chess.Board("7k/4P3/8/8/8/8/8/K7 w - - 0 1")
    add("undefined promotion codes 6 and 7 (e7e8 with code 6, 7), beside e7e8q", b,
        [(raw_move(chess.E7, chess.E8, 4), 9, 0), (raw_move(chess.E7, chess.E8, 6), 5, 0),
         (raw_move(chess.E7, chess.E8, 7), 4, 0)])
    b = chess.Board("r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 4 8")
    add("castling as the king taking its rook (e1h1, e1a1)", b,
        [(raw_move(chess.E1, chess.H1), 20, 0), (raw_move(chess.E1, chess.A1), 10, 0),
         (raw_move(chess.A2, chess.A3), 1, 0)])

    for b in boards:
        n = rng.randint(1, 4)
        weights = sorted((rng.randint(1, 60) for _ in range(n)), reverse=True)
        add("plain: 1 legal move" if n == 1 else f"plain: {n} legal moves by descending weight", b,
            [(mv, w, 0) for mv, w in zip(moves(b, n), weights)])
    return keys


def write_wild(bin_path, tsv_path):
    header_text, header = pgheader(WILD_VARIANTS, WILD_COMMENT)
    keys = wild_keys()
    labelled = {}
    for label, board, entries in keys:
        key = chess.polyglot.zobrist_hash(board)
        assert key != 0 and key not in labelled, label
        labelled[key] = (label, board.fen(en_passant="fen"), entries)
    book = header + [(key, *e) for key in sorted(labelled) for e in labelled[key][2]]
    write_book(bin_path, book)

    lines = []
    with chess.polyglot.open_reader(bin_path) as reader:
        assert len(reader) == len(book)
        distinct = list(dict.fromkeys(e.key for e in reader))
        for key in distinct:
            for minimum in (0, 1):
                for i, e in enumerate(reader.find_all(key, minimum_weight=minimum)):
                    lines.append(f"{key:016x}\t{minimum}\t{i}\t{e.raw_move:04x}\t{e.weight}\t{e.learn}")

    with open(tsv_path, "w", newline="\n") as out:
        out.write(
            "# Generated by scripts/data/book-data.py wild: do not edit. The book\n"
            "# tests/data/book-wild.bin holds what books in the wild hold, sorted by key.\n"
            f"# {len(book)} entries: {len(header)} header entries (key 0), then {len(labelled)} keys.\n"
            "#\n"
            "# The header (pgheader layout): the text below and a NUL, in 8-byte pieces\n"
            "# (the last zero-padded), each piece the move, weight and learn fields of\n"
            "# an entry with key 0:\n"
            f"#   text: \"{escaped(header_text)}\"\n"
            f"#   variants: {', '.join(WILD_VARIANTS)}\n"
            f"#   comment: \"{escaped(WILD_COMMENT)}\"\n"
            "#   entries: " + " ".join(f"{m:04x}/{w}/{l}" for _, m, w, l in header) + "\n"
            "#\n"
            "# The keys (raw moves: to in bits 0-5, from 6-11, promotion code 12-14):\n"
        )
        for key in sorted(labelled):
            label, fen, entries = labelled[key]
            out.write(f"# {key:016x} {label}\n#   FEN {fen}\n")
            out.write("#   entries " + " ".join(f"{m:04x}/{w}/{l}" for m, w, l in entries) + "\n")
        out.write(
            "#\n"
            f"# python-chess {chess.__version__}: chess.polyglot.open_reader(book).find_all(key,\n"
            "# minimum_weight=M) for every distinct key of the book (0 included), in\n"
            "# book order, for M = 0 and 1; one line per entry found (a key with no\n"
            "# entry of weight >= M has no line for that M).\n"
            "# key<TAB>M<TAB>index in that result<TAB>raw move<TAB>weight<TAB>learn\n"
        )
        out.write("\n".join(lines) + "\n")
    print(f"{len(book)} entries, {len(distinct)} keys, {len(lines)} lines", file=sys.stderr)


# ---------------------------------------------------------------------------
# ties, tie-order: how make-book orders moves of equal weight.

# (moves, result): the start position's four moves weigh 2 each (d4 wins
# in game 1, e4 draws twice, Nf3 and c4 win), first played d4 e4 Nf3 c4;
# after 1. e4, e5 (two draws) and c5 (a win) weigh 2, e5 first; after
# 1. d4, Nf6 (lost, then won) and d5 (won) weigh 2, Nf6 first.
TIE_GAMES = [
    ("d4 Nf6", "1-0"),
    ("e4 e5", "1/2-1/2"),
    ("Nf3", "1-0"),
    ("c4", "1-0"),
    ("e4 c5", "0-1"),
    ("e4 e5", "1/2-1/2"),
    ("d4 d5", "0-1"),
    ("d4 Nf6", "0-1"),
]


def write_ties(path):
    games = []
    for n, (moves, result) in enumerate(TIE_GAMES):
        game = chess.pgn.Game()
        board, node = chess.Board(), game
        for san in moves.split():
            node = node.add_variation(board.push_san(san))
        game.headers["Event"] = "chess-tables book test: tied weights"
        game.headers["Round"] = str(n + 1)
        game.headers["Result"] = result
        games.append(game)
    save_games(path, games, {})


def check_tie_order(pgn_path, book_path):
    """make-book's order: weight descending, ties by first play in the games."""
    first_played = {}
    with open(pgn_path) as pgn:
        while (game := chess.pgn.read_game(pgn)) is not None:
            board = game.board()
            for move in game.mainline_moves():
                first_played.setdefault((chess.polyglot.zobrist_hash(board), book_move(board, move)), len(first_played))
                board.push(move)
    book = read_book(book_path)
    unknown = [e for e in book if (e[0], e[1]) not in first_played]
    if unknown:
        sys.exit(f"{book_path}: {len(unknown)} entries of no position and move of {pgn_path}, first {unknown[0]}")
    expected = sorted(book, key=lambda e: (e[0], -e[2], first_played[(e[0], e[1])]))
    if book != expected:
        at = next(n for n, (x, y) in enumerate(zip(book, expected)) if x != y)
        sys.exit(f"{book_path}: entry {at} is {book[at]}, first-played order gives {expected[at]}")
    tied = [(x, y) for x, y in zip(book, book[1:]) if x[0] == y[0] and x[2] == y[2]]
    keys = len({x[0] for x, _ in tied})
    by_move = sum(1 for x, y in tied if x[1] > y[1])
    print(f"{book_path}: {len(book)} entries; {len(tied)} tied neighbours in {keys} "
          f"key{'' if keys == 1 else 's'}, all in "
          f"first-played order ({by_move} against raw move order)", file=sys.stderr)


# ---------------------------------------------------------------------------
# merge-pairs: small crafted pairs and what `polyglot merge-book` makes.

E2E4 = raw_move(chess.E2, chess.E4)
D2D4 = raw_move(chess.D2, chess.D4)
C2C4 = raw_move(chess.C2, chess.C4)
G1F3 = raw_move(chess.G1, chess.F3)
MERGE_SEED = 7
# Keys in ascending order; two with the top bit set (a signed comparison
# would put them first).
K = [0x0123456789abcdef, 0x1111111111111111, 0x2222222222222222, 0x463b96181691fc9c,
     0x7fffffffffffffff, 0x8000000000000000, 0xa5a5a5a5a5a5a5a5, 0xfedcba9876543210,
     0xffffffffffffffff]


def random_pair(rng):
    """Two books over a small pool of keys and moves: shared and own keys,
    shared and new moves, duplicates; weight sums far below 65,536."""
    keys = sorted(rng.getrandbits(64) for _ in range(14))
    pool = [E2E4, D2D4, C2C4, G1F3, raw_move(chess.B1, chess.C3), raw_move(chess.E2, chess.E3)]

    def book(share):
        out = []
        for key in sorted(rng.sample(keys, share)):
            for _ in range(rng.randint(1, 4)):
                out.append((key, rng.choice(pool), rng.randint(0, 900), rng.choice([0, 0, 0, rng.getrandbits(32)])))
        return out

    return book(9), book(10)


def long_pair(rng):
    """Two books sharing a long key and a short one: repeats in both,
    shared and new moves, the long key under MERGE_BUFFER entries in the
    result both ways."""
    def book(long, short):
        def run(key, n, pool):
            return [(key, rng.choice(pool), rng.randint(0, 200), rng.choice([0, 0, 0, rng.getrandbits(32)]))
                    for _ in range(n)]
        return run(K[3], long, list(range(1, 151))) + run(K[6], short, [E2E4, D2D4, C2C4, G1F3])

    a, b = book(250, 3), book(200, 2)
    assert all(len([e for e in model_merge(x, y) if e[0] == K[3]]) < MERGE_BUFFER for x, y in [(a, b), (b, a)])
    return a, b


def merge_pairs():
    """[(name, description, a, b)]: the ordinary pairs, then the odd ones."""
    rng = random.Random(MERGE_SEED)
    pairs = [
        ("pair1", "one shared key: shared moves of different weights (and learn), new moves in b",
         [(K[3], E2E4, 10, 0), (K[3], D2D4, 5, 7)],
         [(K[3], D2D4, 7, 1), (K[3], C2C4, 3, 2), (K[3], E2E4, 1, 3), (K[3], G1F3, 2, 0)]),
        ("pair2", "keys in one book only, interleaved; the smallest and the largest key in b; one shared key",
         [(K[1], E2E4, 4, 0), (K[3], D2D4, 2, 0), (K[4], C2C4, 1, 0), (K[4], E2E4, 1, 0), (K[6], G1F3, 9, 0)],
         [(K[0], E2E4, 3, 0), (K[2], D2D4, 1, 0), (K[3], D2D4, 5, 0), (K[5], C2C4, 6, 0),
          (K[7], G1F3, 2, 0), (K[8], E2E4, 8, 0)]),
        ("pair3", "duplicate moves in both books; a key with duplicates in b only",
         [(K[2], E2E4, 5, 1), (K[2], D2D4, 4, 0), (K[2], E2E4, 3, 2)],
         [(K[2], E2E4, 4, 0), (K[2], C2C4, 2, 0), (K[2], E2E4, 1, 0), (K[2], C2C4, 6, 0),
          (K[5], G1F3, 3, 0), (K[5], G1F3, 3, 0)]),
        ("pair4", "weight-0 and null (raw 0) entries, shared and not",
         [(K[3], NULL_MOVE, 0, 0), (K[3], E2E4, 0, 0), (K[3], D2D4, 3, 0), (K[6], NULL_MOVE, 2, 0)],
         [(K[3], E2E4, 0, 0), (K[3], NULL_MOVE, 4, 0), (K[3], G1F3, 0, 0), (K[6], NULL_MOVE, 0, 5),
          (K[7], NULL_MOVE, 0, 0)]),
        ("pair5", "a is empty", [],
         [(K[1], E2E4, 2, 0), (K[1], D2D4, 1, 0), (K[7], C2C4, 1, 0)]),
        ("pair6", "both books empty", [], []),
        ("pair7", "the same book twice (every weight doubles)",
         [(K[0], E2E4, 300, 0), (K[0], D2D4, 200, 9), (K[4], G1F3, 1, 0), (K[8], C2C4, 0, 0)],
         [(K[0], E2E4, 300, 0), (K[0], D2D4, 200, 9), (K[4], G1F3, 1, 0), (K[8], C2C4, 0, 0)]),
        ("pair8", f"seeded random books (seed {MERGE_SEED}) over 14 keys and 6 moves", *random_pair(rng)),
        ("pair9", "a shared key of 250 and 200 entries over 150 moves (the crate sorts above 128 "
         "entries), under 500 in the result; a shared key of 3 and 2", *long_pair(rng)),
    ]
    _, head_a = pgheader(["normal"], "book a")
    _, head_b = pgheader(["normal", "suicide"], "book b")
    odd = [
        ("odd1", "weight sums over 65,535: 40000+30000+20000 and 30000+35536 (exactly 65,536)",
         [(K[3], E2E4, 40000, 0), (K[3], D2D4, 30000, 0)],
         [(K[3], E2E4, 30000, 0), (K[3], D2D4, 35536, 0), (K[3], E2E4, 20000, 0)]),
        ("odd2", "a header (key 0) in a only",
         head_a + [(K[3], E2E4, 2, 0)], [(K[3], E2E4, 1, 0), (K[3], D2D4, 1, 0)]),
        ("odd3", "a header (key 0) in b only",
         [(K[3], E2E4, 2, 0)], head_b + [(K[3], E2E4, 1, 0), (K[3], D2D4, 1, 0)]),
        ("odd4", "headers in both books (other variants and comments)",
         head_a + [(K[3], E2E4, 2, 0)], head_b + [(K[3], D2D4, 1, 0)]),
        ("odd5", f"a key of {MERGE_BUFFER} entries in the result: a holds e2e4 d2d4 c2c4 over and over "
         f"({MERGE_BUFFER - 1} entries), b g1f3 then e2e4; PolyGlot's buffer is full after g1f3",
         [(K[3], [E2E4, D2D4, C2C4][n % 3], 1 + n % 7, 0) for n in range(MERGE_BUFFER - 1)],
         [(K[3], G1F3, 5, 0), (K[3], E2E4, 3, 0)]),
    ]
    for name, _, a, b in pairs + odd:
        assert a == sorted(a, key=lambda e: e[0]) and b == sorted(b, key=lambda e: e[0]), name
    return pairs, odd


# PolyGlot 2.0.4's merge-book merges a key found in both books through a
# buffer of this many entries (measured: see model_merge).
MERGE_BUFFER = 500


def model_merge(a, b, buffer=MERGE_BUFFER):
    """PolyGlot 2.0.4's merge-book as measured: runs of equal key, two
    pointers; a key in one book keeps its run. A key in both goes through a
    buffer of `buffer` entries: a's first buffer - 1 entries of the key, in
    order; then b's entries of the key in order, each raising the weight
    (mod 65,536) of the buffer's first a-entry with its move, or else
    appended; a full buffer is written out and refilled from the rest of
    a's run, and the buffer and any a-entries left are written out at the
    key's end.

    With buffer=None (no limit) this is the crate's merge, but for
    weights, which saturate there: a's run in its order, each move's first
    entry with b's weights of that move, then b's entries of moves a lacks.
    The two agree while a key has fewer than `buffer` entries in the
    result."""
    def runs(book):
        out = []
        for e in book:
            if out and out[-1][0][0] == e[0]:
                out[-1].append(e)
            else:
                out.append([e])
        return out

    ra, rb = runs(a), runs(b)
    i = j = 0
    out = []
    while i < len(ra) or j < len(rb):
        if j == len(rb) or (i < len(ra) and ra[i][0][0] < rb[j][0][0]):
            out += ra[i]
            i += 1
        elif i == len(ra) or rb[j][0][0] < ra[i][0][0]:
            out += rb[j]
            j += 1
        else:
            run_a = ra[i]
            limit = buffer or len(run_a) + len(rb[j]) + 1
            taken = 0  # a's entries taken into the buffer so far

            def fill():
                nonlocal taken
                held = [list(e) for e in run_a[taken:taken + limit - 1]]
                taken += len(held)
                first = {}  # move -> its first a-entry in the buffer
                for n, e in enumerate(held):
                    first.setdefault(e[1], n)
                return held, first

            held, first = fill()
            for e in rb[j]:
                if e[1] in first:
                    held[first[e[1]]][2] = (held[first[e[1]]][2] + e[2]) % 65536
                    continue
                held.append(list(e))
                if len(held) == limit:
                    out += [tuple(x) for x in held]
                    held, first = fill()
            out += [tuple(x) for x in held]
            out += run_a[taken:]
            i += 1
            j += 1
    return out


def polyglot_binary():
    found = os.environ.get("POLYGLOT") or shutil.which("polyglot")
    if not found and os.access("/usr/games/polyglot", os.X_OK):
        found = "/usr/games/polyglot"
    if not found:
        sys.exit("PolyGlot not found: set POLYGLOT or install it (Debian: apt-get install polyglot)")
    return found


def polyglot_merge(polyglot, in1, in2, out):
    run = subprocess.run([polyglot, "merge-book", "-in1", in1, "-in2", in2, "-out", out],
                         capture_output=True, text=True)
    if run.returncode != 0 or not os.path.exists(out):
        sys.exit(f"polyglot merge-book -in1 {in1} -in2 {in2} failed:\n{run.stdout}{run.stderr}")


def write_merge_pairs(directory):
    polyglot = polyglot_binary()
    os.makedirs(directory, exist_ok=True)
    pairs, odd = merge_pairs()
    listing = [
        "# Generated by scripts/data/book-data.py merge-pairs: do not edit. Crafted pairs of",
        "# books and `polyglot merge-book -in1 A -in2 B -out C` (PolyGlot 2.0.4) of them:",
        "# pairN-ab.bin is in1 a, in2 b; pairN-ba.bin is in1 b, in2 a; oddN-ab.bin only",
        "# in1 a, in2 b (the cases the crate merges otherwise). One entry a line:",
        "# key_hex16 move_hex4 weight learn (raw move 0000 is the null move); of a",
        f"# book over {LISTED} entries, the first and last {LISTED_ENDS}.",
    ]
    mismatches = []
    for name, description, a, b in pairs + odd:
        files = {"a": a, "b": b}
        write_book(os.path.join(directory, f"{name}-a.bin"), a)
        write_book(os.path.join(directory, f"{name}-b.bin"), b)
        ways = [("ab", "a", "b")] + ([("ba", "b", "a")] if name.startswith("pair") else [])
        for way, first, second in ways:
            out = os.path.join(directory, f"{name}-{way}.bin")
            polyglot_merge(polyglot, os.path.join(directory, f"{name}-{first}.bin"),
                           os.path.join(directory, f"{name}-{second}.bin"), out)
            files[way] = read_book(out)
            if files[way] != model_merge(files[first], files[second]):
                mismatches.append(f"{name}-{way}")
        listing.append("")
        listing.append(f"## {name}: {description}")
        for which, entries in files.items():
            listing.append(f"{name}-{which}.bin: {len(entries)} entr{'y' if len(entries) == 1 else 'ies'}")
            if len(entries) <= LISTED:
                listing += ["  " + entry_line(e) for e in entries]
            else:
                listing += ["  " + entry_line(e) for e in entries[:LISTED_ENDS]]
                listing.append(f"    ... {len(entries) - 2 * LISTED_ENDS} more")
                listing += ["  " + entry_line(e) for e in entries[-LISTED_ENDS:]]
    with open(os.path.join(directory, "pairs.txt"), "w", newline="\n") as out:
        out.write("\n".join(listing) + "\n")
    # Seeded random pairs with keys of up to 1,500 entries in each book (not
    # checked in): PolyGlot must agree with the model there too.
    rng = random.Random(MERGE_SEED)
    buffered = 0
    for n in range(LONG_PAIRS):
        a, b = long_key_book(rng), long_key_book(rng)
        paths = [os.path.join(directory, f"long-{x}.bin") for x in ("a", "b", "ab")]
        write_book(paths[0], a)
        write_book(paths[1], b)
        polyglot_merge(polyglot, *paths)
        theirs = read_book(paths[2])
        for path in paths:
            os.remove(path)
        if theirs != model_merge(a, b):
            mismatches.append(f"random long pair {n + 1}")
        buffered += theirs != model_merge(a, b, buffer=None)
    if mismatches:
        sys.exit("polyglot merge-book differs from the model (model_merge) for: " + ", ".join(mismatches))
    print(f"{len(pairs)} pairs, {len(odd)} odd pairs, {LONG_PAIRS} random pairs of long keys "
          f"({buffered} where PolyGlot's buffer of {MERGE_BUFFER} shows); PolyGlot agrees with the model",
          file=sys.stderr)


# pairs.txt lists books of up to LISTED entries, of longer ones the first
# and last LISTED_ENDS.
LISTED = 60
LISTED_ENDS = 6
LONG_PAIRS = 30


def long_key_book(rng):
    """A book of one to three keys of 1 to 1,500 entries each, over a pool
    of up to 1,200 raw moves: repeats, shared moves and keys whose merge
    fills PolyGlot's buffer."""
    out = []
    for key in sorted(rng.sample(K[:4], rng.randint(1, 3))):
        pool = rng.randint(1, 1200)
        out += [(key, rng.randint(1, pool), rng.randint(0, 30), rng.randint(0, 3))
                for _ in range(rng.randint(1, 1500))]
    return out


# ---------------------------------------------------------------------------
# written, entries: the crate's writer against PolyGlot's book.

def write_entries(book_path, out_path):
    """BOOK's entries in a seeded random order, one a line (entry_line)."""
    entries = read_book(book_path)
    random.Random(SEED).shuffle(entries)
    with open(out_path, "w", newline="\n") as out:
        out.write("".join(entry_line(e) + "\n" for e in entries))
    print(f"{len(entries)} entries", file=sys.stderr)


def check_written(polyglot_path, ours_path):
    def by_key(path):
        keys = collections.defaultdict(collections.Counter)
        order = []
        with chess.polyglot.open_reader(path) as reader:
            for e in reader:
                keys[e.key][(e.raw_move, e.weight, e.learn)] += 1
                order.append((e.key, e.weight))
        return keys, order

    theirs, _ = by_key(polyglot_path)
    ours, order = by_key(ours_path)
    problems = []
    for key in sorted(theirs.keys() | ours.keys()):
        if theirs.get(key) != ours.get(key):
            t = sorted(theirs.get(key, {}).elements())
            o = sorted(ours.get(key, {}).elements())
            problems.append(f"key {key:016x}: {polyglot_path} has {t}, {ours_path} has {o} (move, weight, learn)")
    for i in range(1, len(order)):
        (k0, w0), (k1, w1) = order[i - 1], order[i]
        if k1 < k0:
            problems.append(f"{ours_path}: entry {i} (key {k1:016x}) comes after key {k0:016x}: not sorted by key")
        elif k1 == k0 and w1 > w0:
            problems.append(f"{ours_path}: entry {i} (key {k1:016x}) has weight {w1} after weight {w0}: "
                            "not by descending weight")
    if problems:
        for p in problems[:20]:
            print(p, file=sys.stderr)
        sys.exit(f"{len(problems)} problem(s): {ours_path} is not {polyglot_path} written anew")
    print(f"{ours_path}: the entries of {polyglot_path}, sorted by key and descending weight", file=sys.stderr)


def main():
    match sys.argv[1:]:
        case ["games", pgn]:
            write_games(pgn)
        case ["expect", pgn, book, out]:
            write_expectations(pgn, book, out)
        case ["wild", book, tsv]:
            write_wild(book, tsv)
        case ["other-games", pgn]:
            write_other_games(pgn)
        case ["ties", pgn]:
            write_ties(pgn)
        case ["tie-order", pgn, book]:
            check_tie_order(pgn, book)
        case ["merge-pairs", directory]:
            write_merge_pairs(directory)
        case ["entries", book, out]:
            write_entries(book, out)
        case ["written", polyglot_book, ours]:
            check_written(polyglot_book, ours)
        case _:
            sys.exit(__doc__)


if __name__ == "__main__":
    main()
