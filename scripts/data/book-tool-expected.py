#!/usr/bin/env python3
"""Reference data for the book tool (book-tool/, chess-tables-book): its
`dump` and `info` output for the test books, made with python-chess
(https://python-chess.readthedocs.io, tested with 1.11.2:
`pip install chess==1.11.2`) and PolyGlot 2.0.4 (/usr/games/polyglot,
Debian package `polyglot`).

  book-tool-expected.py

Run from the repository's root. For each test book
position/tests/data/book-NAME.bin it writes

  book-tool/tests/data/book-NAME-dump-white.txt, ...-dump-black.txt
      the lines of PolyGlot's line search (its book_make.cpp, as described
      below) walked with python-chess: the book's entries read by
      chess.polyglot.MemoryMappedReader, legality, SAN and keys by
      chess.Board. The title line names the book as the tests pass it (the
      path relative to the repository's root).
  book-tool/tests/data/book-NAME-info.txt
      `polyglot info-book -bin BOOK`'s output without its banner line.

for the position crate's books (games, other, ties, merged-ab, wild) and
for book-tool/tests/data/book-nulls.bin, which it writes first: a crafted
book whose null entries (raw move 0) change PolyGlot's search (see
below); the position crate's books have none where the search goes.

and prints, for each dump, how it compares with `polyglot dump-book`:
exactly, and as a multiset of lines (without the `N: ` numbers and the
`{cycle...}`/`{trans...}` endings), which is what can agree when the order
of the other side's moves differs (PolyGlot takes them in its move
generator's order, this search in UCI order, as the tool does).

The search: from the start position, BOOK nodes (the dumped side to move:
its book moves) and ALL nodes (the other side: its legal moves after which
the book has moves). A position on the path ends the line as a cycle, one
visited before in this search as a transposition; else it is recorded. A
BOOK node's moves are its key's entries in file order with weight > 0, raw
move not 0 and legal, castling only as the king taking its rook. A BOOK
move after which the other side has no move into the book ends a line.

Null entries: PolyGlot marks a visited position by adding a null entry
(MoveNone) for its key and takes any null entry of the key for that mark.
So, where the book's null entries count, a key with a null entry is a
transposition on its first visit, of line 0 at ply 0 (the entry's fields,
zeroed), and a key whose first entry is null is absent. They count in
dump-book and in info-book's white search; info-book deletes them before
its black search, where a key is absent when it has only null entries.
"""

import os
import subprocess
import sys

import chess
import chess.polyglot

BOOKS = ["games", "other", "ties", "merged-ab", "wild", "nulls"]
POLYGLOT = os.environ.get("POLYGLOT", "/usr/games/polyglot")
OUT_DIR = "book-tool/tests/data"


def book_path(name):
    if name == "nulls":
        return "%s/book-nulls.bin" % OUT_DIR
    return "position/tests/data/book-%s.bin" % name


def write_nulls_book(path):
    """A book of null entries where PolyGlot's search goes: keys in order,
    each key's entries in the order listed (not sorted by move)."""
    def key_after(sans):
        board = chess.Board()
        for san in sans:
            board.push_san(san)
        return chess.polyglot.zobrist_hash(board)

    def raw(uci):
        move = chess.Move.from_uci(uci)
        return (move.from_square << 6) | move.to_square

    keys = [
        ([], [("e2e4", 2), ("d2d4", 1), ("c2c4", 1)]),
        (["e4"], [("e7e5", 1), (None, 0)]),          # a null entry after a move
        (["d4"], [(None, 1), ("d7d5", 1)]),          # a null entry first
        (["c4"], [("c7c5", 1)]),
        (["c4", "c5"], [("b1c3", 1), (None, 1)]),
        (["c4", "c5", "Nc3"], [("b8c6", 1)]),
        (["e4", "e5"], [("g1f3", 1)]),
        (["d4", "d5"], [("c2c4", 3), ("g1f3", 1)]),
    ]
    entries = []
    for sans, moves in sorted(keys, key=lambda k: key_after(k[0])):
        key = key_after(sans)
        for uci, weight in moves:
            entries.append(chess.polyglot.ENTRY_STRUCT.pack(
                key, 0 if uci is None else raw(uci), weight, 0))
    with open(path, "wb") as f:
        f.write(b"".join(entries))


def key_entries(reader, key):
    """The entries of `key` in file order, raw."""
    i = reader.bisect_key_left(key)
    while i < len(reader):
        entry = reader[i]
        if entry.key != key:
            break
        yield entry
        i += 1


def book_move(board, raw):
    """The legal move of the raw book move in `board`, or None; castling
    only as the king taking its own rook (PolyGlot's form)."""
    to_square = raw & 0x3F
    from_square = (raw >> 6) & 0x3F
    code = (raw >> 12) & 0x7
    if from_square == to_square or code >= 5:
        return None  # null, a drop, promotion to king or undefined
    promotion = code + 1 if code else None
    piece = board.piece_at(from_square)
    target = board.piece_at(to_square)
    if piece is None or piece.color != board.turn:
        return None
    if piece.piece_type == chess.KING and target == chess.Piece(chess.ROOK, board.turn):
        move = chess.Move(from_square, to_square)
        if promotion or not board.is_legal(move):
            return None
        # python-chess plays castling as the king's two-square move.
        return board._from_chess960(board.chess960, from_square, to_square)
    move = chess.Move(from_square, to_square, promotion)
    if board.is_castling(move):
        return None  # e1g1: not castling to PolyGlot
    return move if board.is_legal(move) else None


def book_moves(reader, board, nulls):
    """(present, [(move, probability)]) for the position."""
    entries = list(key_entries(reader, chess.polyglot.zobrist_hash(board)))
    if not entries:
        return False, []
    if nulls:
        present = entries[0].raw_move != 0
    else:
        present = any(e.raw_move != 0 for e in entries)
    if not present:
        return False, []
    moves = []
    for entry in entries:
        if entry.weight == 0 or entry.raw_move == 0:
            continue
        move = book_move(board, entry.raw_move)
        if move is not None:
            moves.append((move, entry.weight))
    total = sum(w for _, w in moves)
    return True, [(m, w / total) for m, w in moves]


class Search:
    def __init__(self, reader, color, nulls):
        self.reader = reader
        self.color = color
        self.nulls = nulls
        self.visited = {}
        self.path = []
        self.steps = []
        self.line = 1
        self.lines = []
        self.marks = {}

    def run(self):
        board = chess.Board()
        if self.color == chess.WHITE:
            self.book_node(board)
        else:
            self.all_node(board)
        return self.line - 1

    def end_line(self, end):
        text = "%d: " % self.line
        self.line += 1
        for ply, (san, probability) in enumerate(self.steps):
            if ply % 2 == 0:
                text += "%d. " % (ply // 2 + 1)
            text += san
            text += " " if probability is None else "{%.0f%%} " % (100.0 * probability)
        self.lines.append(text + end + "\n")

    def enter(self, key):
        if key in self.path:
            self.end_line("{cycle: ply=%d}" % self.path.index(key))
            return True
        if key in self.visited:
            line, ply = self.visited[key]
            self.end_line("{trans: line=%d, ply=%d}" % (line, ply))
            return True
        if self.nulls and any(e.raw_move == 0 for e in key_entries(self.reader, key)):
            self.end_line("{trans: line=0, ply=0}")
            return True
        self.visited[key] = (self.line, len(self.path))
        self.path.append(key)
        return False

    def book_node(self, board):
        key = chess.polyglot.zobrist_hash(board)
        if self.enter(key):
            return 1
        present, moves = book_moves(self.reader, board, self.nulls)
        if present:
            self.marks[key] = board.turn
        total = 0
        for move, probability in moves:
            self.steps.append((board.san(move), probability))
            board.push(move)
            lines = self.all_node(board)
            board.pop()
            if lines == 0:
                self.end_line("")
                lines = 1
            self.steps.pop()
            total += lines
        self.path.pop()
        return total

    def all_node(self, board):
        if self.enter(chess.polyglot.zobrist_hash(board)):
            return 1
        total = 0
        for move in sorted(board.legal_moves, key=board.uci):
            san = board.san(move)
            board.push(move)
            if book_moves(self.reader, board, self.nulls)[1]:
                self.steps.append((san, None))
                total += self.book_node(board)
                self.steps.pop()
            board.pop()
        self.path.pop()
        return total


def multiset(lines):
    """The lines without numbers and endings, sorted."""
    out = []
    for line in lines:
        line = line.split(": ", 1)[1]
        for end in ("{cycle", "{trans"):
            if end in line:
                line = line[: line.index(end)] + "\n"
        out.append(line)
    return sorted(out)


def info_text(reader, lines, marks):
    """info-book's output from this search: the lines of both searches,
    then the book's positions (runs of one key, null entries left out,
    key 0 never one) by the side that marked them."""
    total = white = black = 0
    last_key = 0
    for entry in reader:
        if entry.raw_move == 0 or entry.key == last_key:
            continue
        last_key = entry.key
        total += 1
        white += marks.get(entry.key) == chess.WHITE
        black += marks.get(entry.key) == chess.BLACK
    rows = [("Lines for white", lines[0]), ("Lines for black", lines[1]),
            ("Positions on lines for white", white), ("Positions on lines for black", black),
            ("Isolated positions", total - white - black)]
    return "".join("%-31s: %8d\n" % row for row in rows)


def main():
    sys.setrecursionlimit(10000)
    os.makedirs(OUT_DIR, exist_ok=True)
    write_nulls_book(book_path("nulls"))
    for name in BOOKS:
        path = book_path(name)
        info = subprocess.run([POLYGLOT, "info-book", "-bin", path],
                              check=True, capture_output=True, text=True).stdout
        info = "".join(info.splitlines(keepends=True)[1:])
        with open("%s/book-%s-info.txt" % (OUT_DIR, name), "w") as f:
            f.write(info)
        with chess.polyglot.open_reader(path) as reader:
            # info-book: null entries count in the white search only.
            marks, counts = {}, []
            for color in (chess.WHITE, chess.BLACK):
                search = Search(reader, color, color == chess.WHITE)
                counts.append(search.run())
                marks.update(search.marks)
            for color, color_name in ((chess.WHITE, "white"), (chess.BLACK, "black")):
                # dump-book: they count.
                search = Search(reader, color, True)
                search.run()
                title = 'Dump of "%s" for %s.\n' % (path, color_name)
                with open("%s/book-%s-dump-%s.txt" % (OUT_DIR, name, color_name), "w") as f:
                    f.write(title + "".join(search.lines))
                pg_out = "/tmp/book-tool-expected-%s-%s.txt" % (name, color_name)
                subprocess.run([POLYGLOT, "dump-book", "-bin", path, "-color", color_name,
                                "-out", pg_out], check=True, capture_output=True)
                with open(pg_out) as f:
                    pg = f.read().splitlines(keepends=True)
                os.remove(pg_out)
                ours = [title] + search.lines
                exact = "equal" if ours == pg else "differ"
                same = multiset(search.lines) == multiset(pg[1:])
                print("%-10s %-5s lines: python-chess %3d, PolyGlot %3d; exactly: %s; as a multiset: %s"
                      % (name, color_name, len(search.lines), len(pg) - 1, exact,
                         "agree" if same else "DISAGREE"))
            mine = info_text(reader, counts, marks)
            print("%-10s info: python-chess's counts %s PolyGlot's"
                  % (name, "equal" if mine == info else "DIFFER FROM"))


if __name__ == "__main__":
    main()
