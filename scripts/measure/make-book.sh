#!/usr/bin/env bash
# `chess-tables-book make` against `polyglot make-book` on many games: time,
# throughput and peak memory of each (`/usr/bin/time -v`), and the books
# compared byte for byte (any difference fails). The inputs: real games
# (the 1,548 lichess and TWIC games of pgn-reader 0.29.0's package, written
# MAKE_BOOK_COPIES times one after the other) and MAKE_BOOK_GAMES random
# games written by scripts/data/make-games.py (python-chess; seeded). Each
# is made with the default memory budget and with a budget at least ten
# times smaller than its records (--memory 1 for the small CI run, 64 for
# the real games at full size), and once more with --max-runs 8 (runs
# merged in groups first). Figures for position/docs/books.md ("Books
# made from games"); run on a machine doing nothing else.
#
#   scripts/measure/make-book.sh [DIR]     (default target/make-book)
#
# MAKE_BOOK_COPIES (default 300: 464,400 games, 600 MB of PGN) and
# MAKE_BOOK_GAMES (default 50,000: about 5 minutes of python-chess, once)
# set the sizes; CI runs it small (3 and 2,000) as a check.
#
# Needs PolyGlot 2.0.4 (/usr/games/polyglot, Debian's package `polyglot`),
# /usr/bin/time (package `time`), python-chess 1.11.2 ($PYTHON, python3 or
# check-book.sh's virtualenv) and cargo; writes
# about 3 GB into DIR at full size.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
dir=${1:-$repo/target/make-book}
polyglot=${POLYGLOT:-/usr/games/polyglot}
copies=${MAKE_BOOK_COPIES:-300}
random_games=${MAKE_BOOK_GAMES:-50000}
[ -x "$polyglot" ] || { echo "make-book.sh: no PolyGlot at $polyglot (set POLYGLOT)" >&2; exit 1; }
# python-chess: $PYTHON, python3, or the virtualenv check-book.sh makes.
python=${PYTHON:-python3}
"$python" -c 'import chess' 2>/dev/null || python=$repo/target/book-venv/bin/python
"$python" -c 'import chess' 2>/dev/null \
  || { echo "make-book.sh: python-chess not found (set PYTHON, or run scripts/check/check-book.sh once)" >&2; exit 1; }
mkdir -p "$dir"

cargo build -q --release --manifest-path "$repo/Cargo.toml" -p chess-tables-book
ours=$repo/target/release/chess-tables-book
package=$(cargo metadata -q --format-version 1 --manifest-path "$repo/Cargo.toml" \
  | python3 -c 'import json, sys
for p in json.load(sys.stdin)["packages"]:
    if p["name"] == "pgn-reader": print(p["manifest_path"].rsplit("/", 1)[0])')
[ -n "$package" ] || { echo "make-book.sh: pgn-reader's package not found" >&2; exit 1; }
cd "$dir"

real=real-$copies.pgn
if [ ! -f "$real" ]; then
  for _ in $(seq "$copies"); do
    cat "$package/benches/lichess_db_1000k.pgn"; echo
    cat "$package/benches/twic1599_1000k.pgn"; echo
  done >"$real"
fi
random=random-$random_games.pgn
[ -f "$random" ] || "$python" "$repo/scripts/data/make-games.py" "$random_games" 1 >"$random"

# "seconds, peak-KB" of a command, from /usr/bin/time -v.
measure() {
  /usr/bin/time -v "$@" >/dev/null 2>time.txt || { cat time.txt >&2; exit 1; }
  awk -F': ' '/Elapsed \(wall clock\)/ { split($2, t, ":"); s = t[1] * 60 + t[2] }
              /Maximum resident set size/ { kb = $2 }
              END { printf "%.2f s, %d KB peak", s, kb }' time.txt
}

for pgn in "$random" "$real"; do
  echo "== $pgn: $(du -m "$pgn" | cut -f1) MB"
  echo "polyglot make-book: $(measure "$polyglot" make-book -pgn "$pgn" -bin polyglot.bin)"
  for budget in default small "small --max-runs 8"; do
    case $budget in
      default) options=() ;;
      # A tenth of the records (24 bytes each in memory) or less.
      small*) small=$(( records * 24 / 10 / 1048576 )); small=$(( small < 1 ? 1 : small > 64 ? 64 : small ))
        options=(--memory "$small"); [ "$budget" = small ] || options+=(--max-runs 8) ;;
    esac
    figures=$(measure "$ours" make "$pgn" --out ours.bin "${options[@]}")
    cmp -s polyglot.bin ours.bin || { echo "make ${options[*]}: the book differs from PolyGlot's" >&2; exit 1; }
    made=$(grep '^made' time.txt)
    records=$(echo "$made" | sed -E 's/.*: ([0-9]+) moves counted.*/\1/')
    echo "make ${options[*]:-(default memory)}: $figures; ${made#made ours.bin from }"
    echo "  $(grep '^memory' time.txt); byte for byte PolyGlot's"
  done
done
rm -f polyglot.bin ours.bin report.txt time.txt
