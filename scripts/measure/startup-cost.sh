#!/usr/bin/env bash
# Zero start-up cost: a program that reads a chess-tables table runs no more
# code before main than one that reads none. Builds tests/projects/startup (two
# release binaries), compares their .init_array sections, and counts the
# instructions each executes with valgrind's callgrind.
set -euo pipefail
cd "$(dirname "$0")/../../tests/projects/startup"
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
cargo build -q --release
dir=target/release
for bin in no_table one_table; do
  init_hex=$(readelf -S -W "$dir/$bin" | awk '$2 == ".init_array" { print $6 }')
  init=$((16#${init_hex:-0}))
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" "$dir/$bin" >/dev/null 2>&1 || true
  total=$(awk '/^summary:/ { print $2 }' "$out")
  main=$(callgrind_annotate --inclusive=yes "$out" 2>/dev/null \
    | awk -v bin="$bin" '$0 ~ bin "::main" { gsub(",", "", $1); print $1; exit }')
  echo "$bin: .init_array $init bytes; $total instructions in all, of which ${main:-?} in main"
  rm -f "$out"
done
