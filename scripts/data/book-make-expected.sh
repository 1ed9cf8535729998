#!/usr/bin/env bash
# The expected books of `chess-tables-book make` (book-tool/tests/make.rs):
# what `polyglot make-book` (PolyGlot 2.0.4, /usr/games/polyglot or
# $POLYGLOT) writes for the test games with each of its options.
#
#   scripts/data/book-make-expected.sh           write book-tool/tests/data/make/
#   scripts/data/book-make-expected.sh --check   write them to a temporary
#       directory and compare with the checked-in files (CI)
#
# Games (NAME-OPTIONS.bin for each):
#   games, other, ties        position/tests/data/book-NAME.pgn
#   lichess, twic             real games shipped in pgn-reader 0.29.0's
#       package (benches/lichess_db_1000k.pgn, benches/twic1599_1000k.pgn),
#       found with `cargo metadata`; not the -min-game 1 books (about 1 MB)
#   halving                   20,000 games of one move pair, generated here
#       and by the test the same way (halving_pgn below, halving_pgn in
#       make.rs): the start position's first move is played in more than
#       16,384 games, so PolyGlot halves that position's counts
# Options (OPTIONS in the names): default, max-ply-6, max-ply-6-min-game-1,
# min-game-1, min-game-2, min-score-50, min-score-50-min-game-1,
# only-white, only-white-min-game-1, only-black, only-black-min-game-1,
# uniform, uniform-min-game-1.
#
# Needs python3 (the halving games, cargo metadata's JSON) and cargo.
set -euo pipefail
cd "$(dirname "$0")/../.."
polyglot=${POLYGLOT:-/usr/games/polyglot}
[ -x "$polyglot" ] || { echo "book-make-expected.sh: no PolyGlot at $polyglot" >&2; exit 1; }

check=no
case "$*" in
  "") ;;
  --check) check=yes ;;
  *) echo "usage: scripts/data/book-make-expected.sh [--check]" >&2; exit 2 ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ "$check" = yes ]; then out=$work/make; else out=book-tool/tests/data/make; fi
rm -rf "$out"
mkdir -p "$out"

# The option sets: name, then PolyGlot's options.
options=(
  "default|"
  "max-ply-6|-max-ply 6"
  "max-ply-6-min-game-1|-max-ply 6 -min-game 1"
  "min-game-1|-min-game 1"
  "min-game-2|-min-game 2"
  "min-score-50|-min-score 50"
  "min-score-50-min-game-1|-min-score 50 -min-game 1"
  "only-white|-only-white"
  "only-white-min-game-1|-only-white -min-game 1"
  "only-black|-only-black"
  "only-black-min-game-1|-only-black -min-game 1"
  "uniform|-uniform"
  "uniform-min-game-1|-uniform -min-game 1"
)

make_books() { # NAME PGN [skip min-game 1]
  local name=$1 pgn=$2 small=${3:-}
  for set in "${options[@]}"; do
    local label=${set%%|*} args=${set#*|}
    if [ -n "$small" ] && [[ "$label" == *min-game-1* ]]; then continue; fi
    # shellcheck disable=SC2086
    (cd "$work" && "$polyglot" make-book -pgn "$pgn" -bin "$out/$name-$label.bin" $args >make.log 2>&1) \
      || { cat "$work/make.log" >&2; echo "polyglot make-book -pgn $pgn $args failed" >&2; exit 1; }
  done
}

case "$out" in /*) ;; *) out=$PWD/$out ;; esac
for name in games other ties; do
  make_books "$name" "$PWD/position/tests/data/book-$name.pgn"
done

package=$(cargo metadata --format-version 1 --offline --manifest-path book-tool/Cargo.toml \
  | python3 -c 'import json, os, sys
for p in json.load(sys.stdin)["packages"]:
    if p["name"] == "pgn-reader" and p["version"] == "0.29.0":
        print(os.path.dirname(p["manifest_path"]))')
[ -n "$package" ] || { echo "book-make-expected.sh: pgn-reader 0.29.0 not in cargo metadata" >&2; exit 1; }
make_books lichess "$package/benches/lichess_db_1000k.pgn" small
make_books twic "$package/benches/twic1599_1000k.pgn" small

# halving_pgn: game i (from 0) is 1. FIRST REPLY with the result tag
# RESULT, FIRST d4 when i % 11 == 0 else e4, REPLY the ((7i + i div 3)
# mod 5)th of e5 c5 e6 c6 d5, RESULT the ((3i + i div 5) mod 4)th of 1-0
# 0-1 1/2-1/2 *.
python3 - "$work/halving.pgn" <<'PY'
import sys
replies = ["e5", "c5", "e6", "c6", "d5"]
results = ["1-0", "0-1", "1/2-1/2", "*"]
with open(sys.argv[1], "w") as f:
    for i in range(20000):
        first = "d4" if i % 11 == 0 else "e4"
        reply = replies[(7 * i + i // 3) % 5]
        result = results[(3 * i + i // 5) % 4]
        f.write(f'[Result "{result}"]\n\n1. {first} {reply} {result}\n\n')
PY
make_books halving "$work/halving.pgn" small

if [ "$check" = yes ]; then
  diff -r book-tool/tests/data/make "$out" \
    || { echo "book-tool/tests/data/make/ differs from what polyglot make-book writes now" >&2; exit 1; }
  echo "book-tool/tests/data/make/ matches polyglot make-book"
else
  echo "wrote $(ls "$out" | wc -l) books to book-tool/tests/data/make/"
fi
