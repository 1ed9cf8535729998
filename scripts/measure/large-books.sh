#!/usr/bin/env bash
# The streaming merge (`merge_streams`, through the opening_book example's
# merge-streams) against `polyglot merge-book` on large generated books:
# time and peak memory of each (`/usr/bin/time -v`), and the outputs
# compared entry by entry, the entries whose weight saturated (65,535
# here, PolyGlot's sum wrapped) counted apart. Then the hostile case: a
# book of 2,000,000 entries under one key merged with itself and with a
# large book; then one probe of a 500 MB book, loaded whole and from the
# file where it lies. Figures for position/docs/books.md ("Books larger than
# memory"); run on a machine doing nothing else.
#
#   scripts/measure/large-books.sh [DIR]     (default target/large-books)
#
# LARGE_BOOKS_MB (default 250) and PROBE_BOOK_MB (default 500) set the
# books' sizes; CI runs it small (16 and 16) as a check: it fails when an
# output differs from PolyGlot's other than by saturated weights (the
# hostile key merged with itself aside: merged whole, it differs by
# design).
#
# Needs PolyGlot 2.0.4 (/usr/games/polyglot, Debian's package `polyglot`)
# and /usr/bin/time (package `time`); writes about 2.5 GB into DIR. The
# books come from scripts/data/large-books.py (seeded: the same bytes on
# every run), made once.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
dir=${1:-$repo/target/large-books}
mkdir -p "$dir"
cd "$dir"

large_mb=${LARGE_BOOKS_MB:-250}
probe_mb=${PROBE_BOOK_MB:-500}
[ -f a.bin ] && [ -f b.bin ] || python3 "$repo/scripts/data/large-books.py" a.bin b.bin "$large_mb"
[ -f hostile.bin ] || python3 "$repo/scripts/data/large-books.py" --one-key 2000000 hostile.bin
cargo build -q --release --manifest-path "$repo/Cargo.toml" -p chess-tables-position --features std --example opening_book
ours=$repo/target/release/examples/opening_book

# "seconds peak-KB" of a command, from /usr/bin/time -v.
measure() {
  /usr/bin/time -v "$@" >/dev/null 2>time.txt || { cat time.txt >&2; exit 1; }
  awk -F': ' '/Elapsed \(wall clock\)/ { split($2, t, ":"); s = t[1] * 60 + t[2] }
              /Maximum resident set size/ { kb = $2 }
              END { printf "%.2f s, %d KB peak", s, kb }' time.txt
}

# Entries that differ between two merged books: how many, and how many of
# them only by a weight that is 65,535 in ours (saturated where PolyGlot
# wraps); with "strict", any other difference fails.
compare() {
  python3 - "$1" "$2" "$3" <<'PY'
import subprocess, sys
ours, theirs, strict = sys.argv[1:]
out = subprocess.run(["cmp", "-l", ours, theirs], capture_output=True, text=True).stdout
entries = sorted({(int(line.split()[0]) - 1) // 16 for line in out.splitlines() if line.strip()})
saturated = 0
with open(ours, "rb") as a, open(theirs, "rb") as b:
    for e in entries:
        a.seek(e * 16); b.seek(e * 16)
        x, y = a.read(16), b.read(16)
        if len(x) == len(y) == 16 and x[:10] == y[:10] and x[12:] == y[12:] and x[10:12] == b"\xff\xff":
            saturated += 1
import os
print(f"{os.path.getsize(ours) // 16:,} entries (PolyGlot {os.path.getsize(theirs) // 16:,}); "
      f"{len(entries):,} differ, {saturated:,} of them saturated weights")
if strict == "strict" and (saturated != len(entries) or os.path.getsize(ours) != os.path.getsize(theirs)):
    sys.exit(f"{ours} differs from PolyGlot's {theirs} other than by saturated weights")
PY
}

for pair in "a.bin b.bin ab strict" "b.bin a.bin ba strict" "hostile.bin hostile.bin hh by-design" "hostile.bin a.bin ha strict"; do
  set -- $pair
  rm -f "pg-$3.bin" "ours-$3.bin"
  # Assigned first: a command substitution inside echo's words would not stop the script.
  theirs=$(measure /usr/games/polyglot merge-book -in1 "$1" -in2 "$2" -out "pg-$3.bin")
  echo "$1 + $2: polyglot merge-book $theirs"
  mine=$(measure "$ours" merge-streams "$1" "$2" "ours-$3.bin")
  echo "$1 + $2: merge_streams $mine"
  compared=$(compare "ours-$3.bin" "pg-$3.bin" "$4")
  echo "  $compared"
done

# Probing: a 500 MB book loaded whole (the example's probe reads and
# validates it) against the same probe from the file where it lies.
[ -f big.bin ] || python3 "$repo/scripts/data/large-books.py" big.bin big-other.bin "$probe_mb"
whole=$(measure "$ours" big.bin)
from_file=$(measure "$ours" probe-file big.bin)
echo "big.bin ($(( $(stat -c %s big.bin) / 1000000 )) MB), the start position's moves: loaded whole $whole; from the file $from_file"
echo "per lookup, in memory and from the file: CHESS_TABLES_BOOK=$dir/big.bin cargo bench --bench book_file (from benches/)"
