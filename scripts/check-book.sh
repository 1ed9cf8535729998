#!/usr/bin/env bash
# Regenerates the Polyglot test book and its expected moves from the
# checked-in games with the real tools, and compares with the checked-in
# files: tests/data/book-games.bin byte for byte (PolyGlot's make-book),
# tests/data/book-games-expected.tsv as text (python-chess's reader, via
# scripts/book-data.py). `cargo test` reads the checked-in files offline.
#
# Tools: PolyGlot (Debian/Ubuntu package `polyglot`, binary
# /usr/games/polyglot) and python-chess 1.11.2 (pip package `chess`). When
# they are missing the script tries to install them; when that fails it
# skips with a message and exit status 0.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON_CHESS=1.11.2
skip() { echo "SKIPPED: Polyglot book check: $*"; exit 0; }

polyglot=$(command -v polyglot || true)
[ -n "$polyglot" ] || [ ! -x /usr/games/polyglot ] || polyglot=/usr/games/polyglot
if [ -z "$polyglot" ]; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    { apt-get update -qq && apt-get install -y -qq polyglot; } >/dev/null 2>&1 || true
  fi
  [ ! -x /usr/games/polyglot ] || polyglot=/usr/games/polyglot
fi
[ -n "$polyglot" ] || skip "PolyGlot is not installed and could not be (apt-get install polyglot)"

python=$(command -v python3 || true)
[ -n "$python" ] || skip "python3 is not installed"
if [ "$("$python" -c 'import chess; print(chess.__version__)' 2>/dev/null)" != "$PYTHON_CHESS" ]; then
  "$python" -m pip install -q "chess==$PYTHON_CHESS" >/dev/null 2>&1 || true
fi
[ "$("$python" -c 'import chess; print(chess.__version__)' 2>/dev/null)" = "$PYTHON_CHESS" ] \
  || skip "python-chess $PYTHON_CHESS is not installed and could not be (pip install chess==$PYTHON_CHESS)"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "-- polyglot make-book from tests/data/book-games.pgn"
"$polyglot" make-book -pgn tests/data/book-games.pgn -bin "$work/book.bin" -min-game 1 >"$work/make-book.log" 2>&1 \
  || { cat "$work/make-book.log" >&2; exit 1; }
head -n 1 "$work/make-book.log"
cmp tests/data/book-games.bin "$work/book.bin" \
  || { echo "tests/data/book-games.bin differs from the book make-book writes now" >&2; exit 1; }

echo "-- python-chess $PYTHON_CHESS: expected moves"
"$python" scripts/book-data.py expect tests/data/book-games.pgn "$work/book.bin" "$work/expected.tsv"
diff -u tests/data/book-games-expected.tsv "$work/expected.tsv" \
  || { echo "tests/data/book-games-expected.tsv differs from python-chess's reading" >&2; exit 1; }
echo "book and expected moves match the real tools"
