#!/usr/bin/env python3
"""Differential test corpus for the FEN parser's castling field (and the
other fields around it), computed once with python-chess 1.11.2 and checked
in, so `cargo test` runs offline without Python.

    pip install chess==1.11.2
    python3 scripts/data/gen-fen-vectors.py      # from the repository root

python-chess 1.11.2 exactly is required (checked against chess.__version__):
its castling-field reader (`Board._set_castling_fen`), its filter
(`Board.clean_castling_rights`) and its Polyglot key are the reference.

Writes tests/data/fen-castling.tsv (tab-separated, `#` lines are comments,
keys in lowercase hex), one case a line:

    FEN<TAB>group<TAB>standard<TAB>chess960

- FEN: the text before the first tab, verbatim, exactly as fed to
  `chess.Board` (it may be empty, or begin or end with spaces; it never
  holds a tab or a newline).
- group: how the case was made (the list is in the file's header).
- standard: the answer of `chess.Board(fen)`; chess960: the answer of
  `chess.Board(fen, chess960=True)`. An answer is `KEY/RIGHTS` (KEY is
  `chess.polyglot.zobrist_hash(board)`, RIGHTS is
  `board.clean_castling_rights()`, both 16 lowercase hex digits) or
  `error:CLASS` when the constructor raises ValueError, CLASS being one of
  empty, turn, castling, ep, halfmove, fullmove, parts, board (taken from
  the exception message; `other:MESSAGE` if none fits, which should never
  happen: the summary says so).

The corpus (fixed seed): random standard games with true, stale, Shredder
and random castling fields; games from all 960 Chess960 start positions in
X-FEN, Shredder-FEN, with the start position's (stale) field and with
random letters; built back ranks with two rooks on one side of the king,
two kings, kings off the back rank and promoted kings; one- to five-field
FENs and edited clocks; single-byte edits and single-field edits. Lines are
deduplicated by FEN (the first group wins). A summary goes to stderr.

Run it again only when the generator changes: the file is reference data.
"""

import collections
import random
import sys

import chess
import chess.polyglot

if chess.__version__ != "1.11.2":
    sys.exit(f"python-chess 1.11.2 is required, found {chess.__version__}")

rng = random.Random(0xCA571E)

OUT = "position/tests/data/fen-castling.tsv"

# Quotas per part (lines after deduplication). The whole file stays under
# about 2.5 MB at roughly 130 bytes a line.
STD_GAMES, STD_MAX_PLIES, STD_LINES = 150, 80, 5100
C960_GAMES_PER_START, C960_MAX_PLIES, C960_LINES = 3, 30, 4600
TWO_ROOKS_LINES = 700
BUILT_LINES = 1000
FIVE_LINES, FOUR_LINES, FEW_LINES, CLOCK_LINES, SPACE_LINES = 700, 350, 150, 650, 150
BYTE_LINES = 3400
FIELD_LINES = 1700

GROUPS = [
    ("std-game", "standard random game (castling preferred), sampled plies, true rights as python-chess writes them (X-FEN KQkq)"),
    ("std-kqkq", "same positions, castling field always KQkq (stale rights)"),
    ("std-subset", "same positions, a random subset of KQkq"),
    ("std-shredder", "same positions, true rights in Shredder-FEN letters (HAha) from a non-960 board"),
    ("std-letters", "same positions, random letters of the accepted alphabet [KQA-H]{0,2}[kqa-h]{0,2}"),
    ("960-xfen", "Chess960 game from one of the 960 start positions, 0-30 plies, board.fen() (X-FEN)"),
    ("960-shredder", "same, board.fen(shredder=True)"),
    ("960-stale", "same, with the start position's castling field (X-FEN or Shredder), stale after moves"),
    ("960-letters", "same, random accepted letters biased to the files of the back-rank rooks"),
    ("960-two-rooks", "built Chess960-like back ranks with two (or three) rooks on one side of the king"),
    ("built-rank", "built back ranks: 0-3 rooks of both colours, 0-2 kings, kings off the back rank, promoted kings (K~)"),
    ("five-fields", "a sample without the fullmove number"),
    ("four-fields", "a sample without both clocks (EPD position)"),
    ("few-fields", "a sample cut to one, two or three fields; the empty and all-space FENs"),
    ("clock-edit", "a clock replaced: +5, 0, -0, -1, leading zeros, large numbers, junk"),
    ("whitespace", "extra spaces before, between or after the fields (spaces only)"),
    ("edit-byte", "one byte replaced, inserted or deleted (half of them in or next to the castling field)"),
    ("edit-field", "one whole field replaced by another case's field or a castling string, accepted or not; or a seventh field inserted"),
]
GROUP_NAMES = {name for name, _ in GROUPS}

ERROR_CLASSES = [
    ("empty fen", "empty"),
    ("expected 'w' or 'b' for turn part of fen", "turn"),
    ("invalid castling part in fen", "castling"),
    ("invalid en passant part in fen", "ep"),
    ("invalid half-move clock in fen", "halfmove"),
    ("half-move clock cannot be negative", "halfmove"),
    ("invalid fullmove number in fen", "fullmove"),
    ("fullmove number cannot be negative", "fullmove"),
    ("fen string has more parts than expected", "parts"),
    ("expected position part of fen, got multiple parts", "board"),
    ("expected 8 rows in position part of fen", "board"),
    ("two subsequent digits in position part of fen", "board"),
    ("'~' not after piece in position part of fen", "board"),
    ("invalid character in position part of fen", "board"),
    ("expected 8 columns per row in position part of fen", "board"),
]


def error_class(message):
    for prefix, cls in ERROR_CLASSES:
        if message.startswith(prefix):
            return cls
    return "other:" + message


def answer(fen, chess960):
    try:
        board = chess.Board(fen, chess960=chess960)
    except ValueError as e:
        return "error:" + error_class(str(e))
    return f"{chess.polyglot.zobrist_hash(board):016x}/{board.clean_castling_rights():016x}"


# Accepted lines, in order: FEN -> group.
lines = {}


def take(candidates, quota):
    """Adds up to `quota` new (fen, group) candidates, a reproducible sample
    when there are more, in their original order. Returns the FENs added."""
    fresh = []
    seen = set()
    for fen, group in candidates:
        assert group in GROUP_NAMES, group
        assert "\t" not in fen and "\n" not in fen and "\r" not in fen, repr(fen)
        if fen in lines or fen in seen:
            continue
        seen.add(fen)
        fresh.append((fen, group))
    if len(fresh) > quota:
        keep = sorted(rng.sample(range(len(fresh)), quota))
        fresh = [fresh[i] for i in keep]
    for fen, group in fresh:
        lines[fen] = group
    return [fen for fen, _ in fresh]


def with_field(fen, index, value):
    parts = fen.split(" ")
    parts[index] = value
    return " ".join(parts)


def random_letters(white_extra="", black_extra=""):
    """Letters of python-chess's accepted castling alphabet
    [KQABCDEFGH]{0,2}[kqabcdefgh]{0,2}; `*_extra` add weight to some."""
    white = "KQABCDEFGH" + white_extra
    black = "kqabcdefgh" + black_extra
    s = "".join(rng.choice(white) for _ in range(rng.choice((0, 1, 1, 2, 2, 2))))
    s += "".join(rng.choice(black) for _ in range(rng.choice((0, 1, 1, 2, 2, 2))))
    return s or "-"


def pick_move(board):
    """A random legal move; castling when legal (90%), back-rank king and
    rook moves often (25%), so castled kings, rooks that left their corner
    along the back rank and kings that went and came back occur often."""
    moves = list(board.legal_moves)
    if not moves:
        return None
    castles = [m for m in moves if board.is_castling(m)]
    if castles and rng.random() < 0.9:
        return rng.choice(castles)
    backrank = chess.BB_RANK_1 if board.turn == chess.WHITE else chess.BB_RANK_8
    home = [m for m in moves
            if board.piece_type_at(m.from_square) in (chess.KING, chess.ROOK)
            and chess.BB_SQUARES[m.from_square] & backrank
            and chess.BB_SQUARES[m.to_square] & backrank
            and not board.is_castling(m)]
    if home and rng.random() < 0.25:
        return rng.choice(home)
    return rng.choice(moves)


# 1. Standard games.
std = []
for _ in range(STD_GAMES):
    board = chess.Board()
    for _ in range(rng.randint(1, STD_MAX_PLIES)):
        move = pick_move(board)
        if move is None:
            break
        board.push(move)
        fen = board.fen(en_passant=rng.choice(("legal", "fen")))
        std.append((fen, "std-game"))
        std.append((with_field(fen, 2, "KQkq"), "std-kqkq"))
        subset = "".join(c for c in "KQkq" if rng.random() < 0.5) or "-"
        std.append((with_field(fen, 2, subset), "std-subset"))
        std.append((with_field(fen, 2, board.fen(shredder=True).split(" ")[2]), "std-shredder"))
        std.append((with_field(fen, 2, random_letters("AHAH", "ahah")), "std-letters"))
std_fens = take(std, STD_LINES)


# 2. Chess960 games from every start position.
c960 = []
for start in range(960):
    start_board = chess.Board.from_chess960_pos(start)
    start_xfen = start_board.fen().split(" ")[2]
    start_shredder = start_board.fen(shredder=True).split(" ")[2]
    for game in range(C960_GAMES_PER_START):
        board = start_board.copy()
        for _ in range(rng.randint(0, C960_MAX_PLIES)):
            move = pick_move(board)
            if move is None:
                break
            board.push(move)
        fen = board.fen()
        c960.append((fen, "960-xfen"))
        c960.append((board.fen(shredder=True), "960-shredder"))
        c960.append((with_field(fen, 2, rng.choice((start_xfen, start_shredder))), "960-stale"))
        white_files = "".join(chess.FILE_NAMES[chess.square_file(s)].upper()
                              for s in board.pieces(chess.ROOK, chess.WHITE) if s < 8)
        black_files = "".join(chess.FILE_NAMES[chess.square_file(s)]
                              for s in board.pieces(chess.ROOK, chess.BLACK) if s >= 56)
        c960.append((with_field(fen, 2, random_letters(white_files * 3, black_files * 3)), "960-letters"))
c960_fens = take(c960, C960_LINES)


# 3. Two rooks on one side of the king.
def two_rook_rank():
    """Back-rank files: king, two or three rooks with at least two on one
    side of it, knights/bishops/queen or nothing elsewhere."""
    while True:
        king = rng.randrange(8)
        left, right = list(range(king)), list(range(king + 1, 8))
        sides = [s for s in (left, right) if len(s) >= 2]
        if sides:
            break
    side = rng.choice(sides)
    rooks = rng.sample(side, 3 if len(side) >= 3 and rng.random() < 0.2 else 2)
    other = right if side is left else left
    if other and rng.random() < 0.3:
        rooks.append(rng.choice(other))
    rank = {king: chess.KING}
    rank.update({f: chess.ROOK for f in rooks})
    for f in range(8):
        if f not in rank and rng.random() < 0.6:
            rank[f] = rng.choice((chess.KNIGHT, chess.BISHOP, chess.QUEEN))
    return rank


def king_walks_rank(start):
    """A start position whose king has walked to a square beyond one of the
    rooks (swapping with the piece there), so both rooks are on one side."""
    board = chess.Board.from_chess960_pos(start)
    rank = {chess.square_file(s): board.piece_type_at(s) for s in range(8)}
    rooks = [f for f, p in rank.items() if p == chess.ROOK]
    king = next(f for f, p in rank.items() if p == chess.KING)
    targets = [f for f in range(8) if f < min(rooks) or f > max(rooks)]
    if not targets:
        return None
    to = rng.choice(targets)
    rank[king], rank[to] = rank[to], rank[king]
    return rank


two_rooks = []
while len(two_rooks) < TWO_ROOKS_LINES * 3:
    white = two_rook_rank() if rng.random() < 0.6 else king_walks_rank(rng.randrange(960))
    if white is None:
        continue
    r = rng.random()
    black = white if r < 0.4 else (two_rook_rank() if r < 0.7 else king_walks_rank(rng.randrange(960)))
    if black is None:
        continue
    board = chess.Board(None, chess960=True)
    for f, p in white.items():
        board.set_piece_at(chess.square(f, 0), chess.Piece(p, chess.WHITE))
    for f, p in black.items():
        board.set_piece_at(chess.square(f, 7), chess.Piece(p, chess.BLACK))
    for f in range(8):
        if rng.random() < 0.85:
            board.set_piece_at(chess.square(f, 1), chess.Piece(chess.PAWN, chess.WHITE))
        if rng.random() < 0.85:
            board.set_piece_at(chess.square(f, 6), chess.Piece(chess.PAWN, chess.BLACK))
    board.turn = rng.choice(chess.COLORS)
    rooks = list(board.pieces(chess.ROOK, chess.WHITE)) + list(board.pieces(chess.ROOK, chess.BLACK))
    rights = 0
    for s in rooks:
        if rng.random() < 0.8:
            rights |= chess.BB_SQUARES[s]
    board.castling_rights = rights
    board.halfmove_clock = rng.choice((0, 0, 1, 7))
    board.fullmove_number = rng.choice((1, 1, 2, 12))
    fen = board.fen()
    white_files = "".join(chess.FILE_NAMES[chess.square_file(s)].upper() for s in rooks if s < 8)
    black_files = "".join(chess.FILE_NAMES[chess.square_file(s)] for s in rooks if s >= 56)
    two_rooks.append((fen, "960-two-rooks"))
    two_rooks.append((board.fen(shredder=True), "960-two-rooks"))
    all_files = (white_files + black_files) or "-"
    choice = rng.choice(("KQkq", all_files, random_letters(white_files * 4, black_files * 4)))
    two_rooks.append((with_field(fen, 2, choice), "960-two-rooks"))
two_rooks_fens = take(two_rooks, TWO_ROOKS_LINES)


# 4. Built back ranks: unusual kings and rooks.
def built_position():
    board = chess.Board(None)
    for color in chess.COLORS:
        home = 0 if color == chess.WHITE else 7
        kings = rng.choices((0, 1, 2), (1, 8, 2))[0]
        for _ in range(kings):
            r = rng.random()
            if r < 0.6:
                rank = home
            elif r < 0.8:
                rank = rng.randrange(8)
            else:
                rank = 7 - home
            sq = chess.square(rng.randrange(8), rank)
            if board.piece_at(sq) is None:
                board.set_piece_at(sq, chess.Piece(chess.KING, color))
                if rng.random() < 0.08:
                    board.promoted |= chess.BB_SQUARES[sq]
        for _ in range(rng.choices((0, 1, 2, 3), (2, 4, 5, 2))[0]):
            sq = chess.square(rng.randrange(8), home)
            if board.piece_at(sq) is None:
                board.set_piece_at(sq, chess.Piece(chess.ROOK, color))
        for _ in range(rng.randrange(3)):
            # Pieces of the other colour on this back rank, rooks among them.
            sq = chess.square(rng.randrange(8), home)
            if board.piece_at(sq) is None:
                board.set_piece_at(sq, chess.Piece(rng.choice((chess.ROOK, chess.ROOK, chess.KNIGHT, chess.QUEEN)), not color))
    for _ in range(rng.randrange(6)):
        sq = rng.randrange(8, 56)
        if board.piece_at(sq) is None:
            board.set_piece_at(sq, chess.Piece(rng.choice((chess.PAWN, chess.ROOK, chess.BISHOP)), rng.choice(chess.COLORS)))
    return board


built = []
while len(built) < BUILT_LINES * 2:
    board = built_position()
    wf = "".join(chess.FILE_NAMES[chess.square_file(s)].upper() for s in board.pieces(chess.ROOK, chess.WHITE) if s < 8)
    bf = "".join(chess.FILE_NAMES[chess.square_file(s)] for s in board.pieces(chess.ROOK, chess.BLACK) if s >= 56)
    castling = rng.choice(("KQkq", "KQkq", random_letters("KQKQ" + wf * 3, "kqkq" + bf * 3),
                           random_letters(wf * 4, bf * 4), rng.choice(("Kk", "Qq", "K", "q", "KK", "QQ", "kq", "HF", "AH", "BG"))))
    turn = rng.choice("wb")
    built.append((f"{board.board_fen(promoted=True)} {turn} {castling} - 0 1", "built-rank"))
built_fens = take(built, BUILT_LINES)

six_field = std_fens + c960_fens + two_rooks_fens + built_fens


# 5. Fewer fields, clocks, whitespace.
take([(" ".join(f.split(" ")[:5]), "five-fields") for f in rng.sample(six_field, FIVE_LINES * 2)], FIVE_LINES)
take([(" ".join(f.split(" ")[:4]), "four-fields") for f in rng.sample(six_field, FOUR_LINES * 2)], FOUR_LINES)
take([("", "few-fields"), (" ", "few-fields"), ("   ", "few-fields")], 3)
few = []
for f in rng.sample(six_field, FEW_LINES * 2):
    few.append((" ".join(f.split(" ")[:rng.randint(1, 3)]), "few-fields"))
take(few, FEW_LINES)

CLOCKS = ["+5", "0", "-0", "+0", "-1", "-5", "00", "007", "1", "5", "49", "50", "99", "100", "150",
          "255", "256", "65535", "65536", "4294967295", "4294967296", "9223372036854775807",
          "9223372036854775808", "18446744073709551615", "18446744073709551616",
          "99999999999999999999999999999999999999", "-99999999999999999999", "1.5", "5-", "5+",
          "--1", "++1", "x", "a", "-", "w", "K"]
clocks = []
for f in rng.sample(six_field, CLOCK_LINES * 2):
    parts = f.split(" ")
    r = rng.random()
    if r < 0.4:
        parts[4] = rng.choice(CLOCKS)
    elif r < 0.75:
        parts[5] = rng.choice(CLOCKS + ["0", "0", "0"])
    elif r < 0.9:
        parts = parts[:5]
        parts[4] = rng.choice(CLOCKS)
    else:
        parts[4] = rng.choice(CLOCKS)
        parts[5] = rng.choice(CLOCKS)
    clocks.append((" ".join(parts), "clock-edit"))
take(clocks, CLOCK_LINES)

spaces = []
for f in rng.sample(six_field, SPACE_LINES * 2):
    parts = f.split(" ")[:rng.randint(1, 6)]
    seps = [" " * rng.choice((1, 1, 2, 3)) for _ in parts[1:]]
    s = parts[0] + "".join(sep + p for sep, p in zip(seps, parts[1:]))
    s = " " * rng.choice((0, 1, 2)) + s + " " * rng.choice((0, 1, 2))
    spaces.append((s, "whitespace"))
take(spaces, SPACE_LINES)


# 6. Single-byte edits.
BYTES = sorted(set("pnbrqkPNBRQK0123456789/ wb-KQkqabcdefghABCDEFGH x~+"))
edits = []
for f in rng.sample(six_field, BYTE_LINES * 2):
    if rng.random() < 0.5:
        # In or next to the castling field.
        start = f.index(" ", f.index(" ") + 1) + 1
        end = f.index(" ", start)
        pos = rng.randint(max(0, start - 1), min(len(f), end + 1))
    else:
        pos = rng.randint(0, len(f))
    op = rng.choice(("replace", "insert", "delete"))
    if op == "insert" or pos == len(f):
        e = f[:pos] + rng.choice(BYTES) + f[pos:]
    elif op == "replace":
        e = f[:pos] + rng.choice(BYTES) + f[pos + 1:]
    else:
        e = f[:pos] + f[pos + 1:]
    edits.append((e, "edit-byte"))
take(edits, BYTE_LINES)


# 7. Single-field edits.
CASTLING_ACCEPTED = ["-", "K", "Q", "k", "q", "KQ", "kq", "QK", "qk", "Kk", "Qq", "Kq", "Qk",
                     "KQk", "KQq", "Kkq", "Qkq", "KQkq", "QKqk", "KK", "QQ", "kk", "qq", "KKkk",
                     "KH", "HK", "QA", "AQ", "AH", "HA", "HF", "FH", "BG", "CE", "AA", "HH",
                     "ah", "ha", "hf", "HAha", "AHah", "HFhf", "Hh", "Aa", "Ga", "Bg", "KAkh"]
CASTLING_REJECTED = ["kqKQ", "kK", "qQ", "kQ", "qK", "hH", "aA", "KQA", "KQH", "kqa", "HAB",
                     "KQkqk", "KQKQ", "-K", "K-", "KQkq-", "-KQkq", "--", "-k", "I", "i",
                     "KQkqI", "Z", "0", "KQ kq", "KqQ", "kqK", "aK", "Ah-", "W", "w", "b",
                     "KQkqKQ", "KHA", "kqh", "x", "~"]
fields_by_index = [[] for _ in range(6)]
for f in six_field:
    for i, p in enumerate(f.split(" ")):
        fields_by_index[i].append(p)
field_edits = []
for f in rng.sample(six_field, FIELD_LINES * 2):
    parts = f.split(" ")
    r = rng.random()
    if r < 0.08:
        # A seventh field (python-chess: "more parts than expected"), mostly at the end.
        at = 6 if rng.random() < 0.7 else rng.randint(1, 5)
        parts.insert(at, rng.choice(fields_by_index[rng.randrange(6)]))
        field_edits.append((" ".join(parts), "edit-field"))
        continue
    if r < 0.5:
        index = 2
        s = rng.random()
        if s < 0.35:
            value = rng.choice(CASTLING_ACCEPTED)
        elif s < 0.7:
            value = rng.choice(CASTLING_REJECTED)
        elif s < 0.85:
            value = random_letters()
        else:
            value = rng.choice(fields_by_index[2])
    else:
        index = rng.randrange(6)
        s = rng.random()
        if s < 0.5:
            value = rng.choice(fields_by_index[index])
        elif s < 0.8:
            value = rng.choice(fields_by_index[rng.randrange(6)])
        elif s < 0.9:
            value = rng.choice(CASTLING_ACCEPTED + CASTLING_REJECTED)
        else:
            value = ""
    parts[index] = value
    field_edits.append((" ".join(parts), "edit-field"))
take(field_edits, FIELD_LINES)


# Answers, output, summary.
counts = collections.Counter()
outcomes = {False: collections.Counter(), True: collections.Counter()}
errors = {False: collections.Counter(), True: collections.Counter()}
others = []
rows = []
for fen, group in lines.items():
    std_answer, c960_answer = answer(fen, False), answer(fen, True)
    counts[group] += 1
    for mode, a in ((False, std_answer), (True, c960_answer)):
        if a.startswith("error:"):
            outcomes[mode]["rejected"] += 1
            errors[mode][a[6:]] += 1
            if a.startswith("error:other:"):
                others.append((fen, a))
        else:
            outcomes[mode]["accepted"] += 1
    rows.append(f"{fen}\t{group}\t{std_answer}\t{c960_answer}\n")

with open(OUT, "w", newline="\n") as out:
    out.write("# FEN castling-field corpus (scripts/data/gen-fen-vectors.py, python-chess 1.11.2, fixed seed).\n")
    out.write("# FEN<TAB>group<TAB>standard<TAB>chess960\n")
    out.write("# FEN: the text before the first tab, verbatim (may be empty or begin/end with spaces; never a tab or newline).\n")
    out.write("# standard = chess.Board(fen), chess960 = chess.Board(fen, chess960=True); each is\n")
    out.write("#   KEY/RIGHTS: chess.polyglot.zobrist_hash(board) / board.clean_castling_rights(), 16 lowercase hex digits each,\n")
    out.write("#   or error:CLASS when the constructor raises ValueError, CLASS one of:\n")
    out.write("#   empty, turn, castling, ep, halfmove, fullmove, parts (more than six fields), board (anything about the board part).\n")
    out.write("#   python-chess checks in this order: empty, turn, castling, ep, halfmove, fullmove, parts, board.\n")
    out.write("# Groups:\n")
    for name, description in GROUPS:
        out.write(f"#   {name}: {description}\n")
    out.writelines(rows)

# Check the file parses as the Rust tests will read it.
with open(OUT, newline="\n") as f:
    n = 0
    for line in f:
        assert line.endswith("\n") and "\r" not in line
        if line.startswith("#"):
            continue
        cols = line[:-1].split("\t")
        assert len(cols) == 4, line
        assert cols[1] in GROUP_NAMES, line
        for a in cols[2:]:
            assert a.startswith("error:") or (len(a) == 33 and a[16] == "/"), line
        n += 1
    assert n == len(lines)

w = sys.stderr.write
w(f"{OUT}: {len(lines)} cases\n")
for name, _ in GROUPS:
    w(f"  {name:14} {counts[name]}\n")
for mode, label in ((False, "standard"), (True, "chess960")):
    w(f"{label}: accepted {outcomes[mode]['accepted']}, rejected {outcomes[mode]['rejected']}; errors "
      + ", ".join(f"{k} {v}" for k, v in sorted(errors[mode].items())) + "\n")
if others:
    w(f"UNCLASSIFIED ERRORS ({len(others)}):\n")
    for fen, a in others[:20]:
        w(f"  {fen!r}: {a}\n")
    sys.exit(1)
