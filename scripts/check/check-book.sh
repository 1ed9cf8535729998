#!/usr/bin/env bash
# Regenerates the Polyglot test data with the real tools in a temporary
# directory and compares with the checked-in files, then checks the crate's
# merge and write against PolyGlot. `cargo test` reads the checked-in files
# offline.
#
#   scripts/check/check-book.sh [--data-only]
#
# The data (scripts/data/book-data.py makes what python-chess and PolyGlot give;
# books byte for byte, text files as text):
#   tests/data/book-games.bin, book-games-expected.tsv   make-book of the
#       checked-in games, python-chess's reading of it
#   tests/data/book-wild.bin, book-wild-expected.tsv     a crafted book of
#       what books in the wild hold (header, null moves, weight 0, promotion
#       codes 5-7, ...), python-chess's find_all of every key
#   tests/data/book-other.pgn, book-other.bin            a second book's
#       games and make-book of them
#   tests/data/book-ties.pgn, book-ties.bin              scripted games whose
#       moves tie in weight and make-book of them; make-book's order of tied
#       moves (first played first) is checked on it, book-games.bin and
#       book-other.bin
#   tests/data/book-merged-ab.bin, book-merged-ba.bin    polyglot merge-book
#       of book-games.bin and book-other.bin, both ways
#   tests/data/merge/                                    crafted pairs, their
#       merge-book outputs both ways, the odd cases, pairs.txt listing them
#   ../book-tool/tests/data/                             the book tool's
#       reference output (scripts/data/book-tool-expected.py): PolyGlot's
#       info-book and python-chess's walk of dump-book for the test books
#   ../book-tool/tests/data/make/                        polyglot make-book
#       of the test games with each of its options, for `chess-tables-book
#       make` (scripts/data/book-make-expected.sh)
# Then, unless --data-only, the crate's example:
#   `cargo run --example opening_book -- merge A B OUT` must write PolyGlot's
#       merge-book output byte for byte (every pair both ways, book-games
#       with book-other both ways);
#   `cargo run --example opening_book -- write ENTRIES OUT` given
#       book-games.bin's entries shuffled must write the same entries sorted
#       (book-data.py written), with PolyGlot's info-book and dump-book
#       (both colors, lines sorted) the same as for book-games.bin.
#
# Tools: PolyGlot 2.0.4 (Debian/Ubuntu package `polyglot`, binary
# /usr/games/polyglot) and python-chess 1.11.2 (pip package `chess`), run by
# $PYTHON (default python3). When they are missing the script tries to
# install them: apt-get for PolyGlot when root, pip for python-chess, and
# with a Python that refuses pip (externally managed) a virtualenv in
# target/book-venv. When that fails it skips with a message and exit status
# 0, except with CI=true, where a missing tool is a failure (exit 1).
set -euo pipefail
# The books and their tests are the position crate's: paths are its own.
cd "$(dirname "$0")/../../position"

PYTHON_CHESS=1.11.2
VENV=../target/book-venv

data_only=no
case "$*" in
  "") ;;
  --data-only) data_only=yes ;;
  *) echo "usage: scripts/check/check-book.sh [--data-only]" >&2; exit 2 ;;
esac

skip() {
  if [ "${CI:-}" = true ]; then
    echo "FAILED: Polyglot book check: $* (CI=true: a missing tool is a failure)" >&2
    exit 1
  fi
  echo "SKIPPED: Polyglot book check: $*"
  exit 0
}
fail() { echo "FAILED: Polyglot book check: $*" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

polyglot=$(command -v polyglot || true)
[ -n "$polyglot" ] || [ ! -x /usr/games/polyglot ] || polyglot=/usr/games/polyglot
if [ -z "$polyglot" ]; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    { apt-get update -qq && apt-get install -y -qq polyglot; } >"$work/apt.log" 2>&1 || tail -n 5 "$work/apt.log" >&2
  fi
  [ ! -x /usr/games/polyglot ] || polyglot=/usr/games/polyglot
fi
[ -n "$polyglot" ] || skip "PolyGlot is not installed and could not be (apt-get install polyglot)"

chess_version() { "$1" -c 'import chess; print(chess.__version__)' 2>/dev/null || true; }
python=${PYTHON:-$(command -v python3 || true)}
{ [ -n "$python" ] && command -v "$python" >/dev/null; } || skip "${PYTHON:-python3} is not installed"
if [ "$(chess_version "$python")" != "$PYTHON_CHESS" ]; then
  if [ "$(chess_version "$VENV/bin/python")" = "$PYTHON_CHESS" ]; then
    python=$VENV/bin/python
  elif "$python" -m pip install -q "chess==$PYTHON_CHESS" >"$work/pip.log" 2>&1 \
      && [ "$(chess_version "$python")" = "$PYTHON_CHESS" ]; then
    :
  else
    # An externally-managed Python (PEP 668) refuses pip: a virtualenv.
    echo "pip install chess==$PYTHON_CHESS for $python failed: trying a virtualenv in $VENV"
    tail -n 3 "$work/pip.log"
    rm -rf "$VENV"
    if ! "$python" -m venv "$VENV" >"$work/venv.log" 2>&1; then
      # Debian's python3 needs python3-venv for ensurepip.
      if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
        { apt-get update -qq && apt-get install -y -qq python3-venv; } >>"$work/venv.log" 2>&1 || true
      fi
      rm -rf "$VENV"
      "$python" -m venv "$VENV" >>"$work/venv.log" 2>&1 || { tail -n 5 "$work/venv.log"; rm -rf "$VENV"; }
    fi
    if [ -x "$VENV/bin/python" ]; then
      "$VENV/bin/python" -m pip install -q "chess==$PYTHON_CHESS" >"$work/pip.log" 2>&1 || tail -n 5 "$work/pip.log"
      python=$VENV/bin/python
    fi
  fi
fi
[ "$(chess_version "$python")" = "$PYTHON_CHESS" ] \
  || skip "python-chess $PYTHON_CHESS is not installed and could not be (pip install chess==$PYTHON_CHESS, or in a virtualenv $VENV)"
echo "tools: $polyglot ($("$polyglot" help 2>&1 | head -n 1)), python-chess $PYTHON_CHESS in $python"

book_data() { "$python" ../scripts/data/book-data.py "$@" 2>"$work/book-data.log" || { cat "$work/book-data.log" >&2; fail "../scripts/data/book-data.py $1"; }; }
make_book() {
  "$polyglot" make-book -pgn "$1" -bin "$2" -min-game 1 >"$work/make-book.log" 2>&1 \
    || { cat "$work/make-book.log" >&2; fail "polyglot make-book -pgn $1"; }
  head -n 1 "$work/make-book.log"
}
merge_book() {
  "$polyglot" merge-book -in1 "$1" -in2 "$2" -out "$3" >"$work/merge-book.log" 2>&1 \
    || { cat "$work/merge-book.log" >&2; fail "polyglot merge-book -in1 $1 -in2 $2"; }
}
same_bytes() { cmp "$1" "$2" || fail "$1 differs from $3"; }
same_text() { diff -u "$1" "$2" || fail "$1 differs from $3"; }
mkdir -p "$work/data"

echo "-- polyglot make-book from tests/data/book-games.pgn"
make_book tests/data/book-games.pgn "$work/data/book-games.bin"
same_bytes tests/data/book-games.bin "$work/data/book-games.bin" "the book make-book writes now"

echo "-- python-chess $PYTHON_CHESS: expected moves"
book_data expect tests/data/book-games.pgn "$work/data/book-games.bin" "$work/data/book-games-expected.tsv"
same_text tests/data/book-games-expected.tsv "$work/data/book-games-expected.tsv" "python-chess's reading"

echo "-- the crafted wild book and python-chess's find_all of it"
book_data wild "$work/data/book-wild.bin" "$work/data/book-wild-expected.tsv"
same_bytes tests/data/book-wild.bin "$work/data/book-wild.bin" "what book-data.py wild writes now"
same_text tests/data/book-wild-expected.tsv "$work/data/book-wild-expected.tsv" "python-chess's find_all"

echo "-- the second book: games, polyglot make-book"
book_data other-games "$work/data/book-other.pgn"
same_text tests/data/book-other.pgn "$work/data/book-other.pgn" "what book-data.py other-games writes now"
make_book "$work/data/book-other.pgn" "$work/data/book-other.bin"
same_bytes tests/data/book-other.bin "$work/data/book-other.bin" "the book make-book writes now"

echo "-- moves of equal weight: the tie games, polyglot make-book, make-book's order of ties"
book_data ties "$work/data/book-ties.pgn"
same_text tests/data/book-ties.pgn "$work/data/book-ties.pgn" "what book-data.py ties writes now"
make_book "$work/data/book-ties.pgn" "$work/data/book-ties.bin"
same_bytes tests/data/book-ties.bin "$work/data/book-ties.bin" "the book make-book writes now"
for book in ties games other; do
  book_data tie-order "tests/data/book-$book.pgn" "$work/data/book-$book.bin"
  cat "$work/book-data.log"
done

echo "-- polyglot merge-book of book-games.bin and book-other.bin, both ways"
merge_book "$work/data/book-games.bin" "$work/data/book-other.bin" "$work/data/book-merged-ab.bin"
same_bytes tests/data/book-merged-ab.bin "$work/data/book-merged-ab.bin" "PolyGlot's merge-book now"
merge_book "$work/data/book-other.bin" "$work/data/book-games.bin" "$work/data/book-merged-ba.bin"
same_bytes tests/data/book-merged-ba.bin "$work/data/book-merged-ba.bin" "PolyGlot's merge-book now"

echo "-- crafted merge pairs and polyglot merge-book of them (tests/data/merge/)"
POLYGLOT=$polyglot book_data merge-pairs "$work/data/merge"
cat "$work/book-data.log"
diff -u tests/data/merge/pairs.txt "$work/data/merge/pairs.txt" || fail "tests/data/merge/pairs.txt differs from what book-data.py merge-pairs lists now"
diff -r tests/data/merge "$work/data/merge" || fail "tests/data/merge/ differs from what book-data.py merge-pairs writes now"
echo "-- the book tool's reference output: PolyGlot's info-book, python-chess's walk of the dump (scripts/data/book-tool-expected.py)"
mkdir -p "$work/tool/position/tests/data"
cp tests/data/book-*.bin "$work/tool/position/tests/data"
(cd "$work/tool" && POLYGLOT=$polyglot "$python" "$OLDPWD/../scripts/data/book-tool-expected.py") >"$work/tool.log" 2>&1 \
  || { cat "$work/tool.log" >&2; fail "../scripts/data/book-tool-expected.py"; }
grep "as a multiset" "$work/tool.log" || true
! grep -q "as a multiset: differ" "$work/tool.log" \
  || fail "a dump's lines differ from polyglot dump-book's as a multiset (above)"
# make/ is book-make-expected.sh's, checked below.
diff -r -x make ../book-tool/tests/data "$work/tool/book-tool/tests/data" \
  || fail "book-tool/tests/data/ differs from what book-tool-expected.py writes now"
echo "-- the book tool's make: polyglot make-book of the test games (scripts/data/book-make-expected.sh --check)"
POLYGLOT=$polyglot ../scripts/data/book-make-expected.sh --check \
  || fail "book-tool/tests/data/make/ differs from what polyglot make-book writes now"
echo "the data match the real tools"

if [ "$data_only" = yes ]; then
  echo "--data-only: the crate's merge and write were not checked"
  exit 0
fi

# The example's own messages go to a log, shown when it fails.
example() { cargo run -q --example opening_book -- "$@" >"$work/example.log" 2>&1 || { cat "$work/example.log" >&2; return 1; }; }
echo "-- the crate's merge (cargo run --example opening_book -- merge) against polyglot merge-book"
cargo build -q --example opening_book || fail "the example opening_book does not build"
merges=0
check_merge() { # IN1 IN2 POLYGLOT_OUT
  rm -f "$work/ours.bin"
  example merge "$1" "$2" "$work/ours.bin" || fail "opening_book merge $1 $2 failed"
  cmp "$3" "$work/ours.bin" || fail "opening_book merge $1 $2 differs from polyglot merge-book ($3)"
  merges=$((merges + 1))
}
for a in tests/data/merge/pair*-a.bin; do
  pair=${a%-a.bin}
  check_merge "$pair-a.bin" "$pair-b.bin" "$pair-ab.bin"
  check_merge "$pair-b.bin" "$pair-a.bin" "$pair-ba.bin"
done
check_merge tests/data/book-games.bin tests/data/book-other.bin tests/data/book-merged-ab.bin
check_merge tests/data/book-other.bin tests/data/book-games.bin tests/data/book-merged-ba.bin
echo "$merges merges identical to PolyGlot's"

echo "-- the crate's writer (cargo run --example opening_book -- write) against make-book's book"
book_data entries tests/data/book-games.bin "$work/entries.txt"
example write "$work/entries.txt" "$work/written.bin" || fail "opening_book write failed"
book_data written tests/data/book-games.bin "$work/written.bin"
cat "$work/book-data.log"
info_book() { "$polyglot" info-book -bin "$1" 2>&1 || fail "polyglot info-book -bin $1"; }
info_book tests/data/book-games.bin >"$work/info-polyglot.txt"
info_book "$work/written.bin" >"$work/info-ours.txt"
same_text "$work/info-polyglot.txt" "$work/info-ours.txt" "info-book of PolyGlot's book"
# dump-book's lines, without the first (it names the file) and the line
# numbers; sorted: moves of equal weight may come in another order.
dump_book() { # BOOK COLOR OUT
  "$polyglot" dump-book -bin "$1" -color "$2" -out "$work/dump.txt" >"$work/dump.log" 2>&1 \
    || { cat "$work/dump.log" >&2; fail "polyglot dump-book -bin $1 -color $2"; }
  tail -n +2 "$work/dump.txt" | sed 's/^[0-9]*: //' | LC_ALL=C sort >"$3"
}
for color in white black; do
  dump_book tests/data/book-games.bin "$color" "$work/dump-polyglot-$color.txt"
  dump_book "$work/written.bin" "$color" "$work/dump-ours-$color.txt"
  same_text "$work/dump-polyglot-$color.txt" "$work/dump-ours-$color.txt" "dump-book -color $color of PolyGlot's book"
done
echo "the written book is PolyGlot's: same entries, info-book and dump-book lines"
echo "book data, merge and write match the real tools"
