#!/usr/bin/env bash
# Builds docs/firmware.md's firmware recipe as a user would, prints the
# page's size table and, under the rustc the page names, fails when a row
# differs from the page's (the figures are the build's, never a hand's).
#
# Takes the recipe's files (Cargo.toml, .cargo/config.toml, memory.x,
# src/main.rs: each the fenced block after a `<!-- recipe: FILE -->` line)
# out of the page into a temporary package, points its published
# chess-tables dependency at this repository (a [patch.crates-io] given on
# the command line, so the page keeps its `version = "0.1"` line), and
# builds one release image for thumbv7em-none-eabihf per row: the recipe
# with the row's `work` function (`<!-- recipe: work ROW -->`; the
# distance row is src/main.rs as it stands) and the row's features. For
# each it prints .text, .rodata and the flash bytes (vector table, code,
# read-only data and .data's initial values) from llvm-size, and the
# chess-tables tables linked, by symbol, with their sizes from llvm-nm.
#
# Every table an image links must be a named static, so that size reports
# name it: the script fails when an image's .rodata holds more than
# ANON_LIMIT bytes in a row that no symbol covers, or a `.Lanon...` symbol
# of more (both are anonymous constants), and names them.
#
# A row whose features start with `+position` also depends on the position
# crate (the page's `chess-tables-position` line, patched to the clone's
# position/ the same way), with its default features off.
#
# Usage: scripts/check/firmware-recipe.sh [ROW=FEATURES ...]
#   e.g. scripts/check/firmware-recipe.sh keys=zobrist,attacks
# overrides a row's features (comma-separated; empty for none).
# ROWS="keys hash_fen" builds those rows only (the first row built is the
# baseline of the "over the empty image" column); ANON_LIMIT=N sets the
# anonymous-data limit (64 bytes).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
page=$repo/docs/firmware.md
target=thumbv7em-none-eabihf
anon_limit=${ANON_LIMIT:-64}

rustup target add "$target" >/dev/null 2>&1 || true
rustup component add llvm-tools >/dev/null 2>&1 || true
tools=$(dirname "$(ls "$(rustc --print sysroot)"/lib/rustlib/*/bin/llvm-size | head -n 1)")
[ -x "$tools/llvm-size" ] || { echo "llvm-size not found: rustup component add llvm-tools" >&2; exit 1; }

# The rows: name and features.
rows=(
  "empty="
  "distance=distance"
  "pawn-mask=pawns"
  "attacks=attacks"
  "keys=zobrist"
  "hash_fen=+position"
)
for override in "$@"; do
  [[ $override == *=* ]] || { echo "an override is ROW=FEATURES, not $override" >&2; exit 2; }
  name=${override%%=*}
  found=no
  for i in "${!rows[@]}"; do
    if [ "${rows[$i]%%=*}" = "$name" ]; then rows[$i]=$override; found=yes; fi
  done
  [ "$found" = yes ] || { echo "no row named $name" >&2; exit 2; }
done

# ROWS names rows that exist.
for name in ${ROWS:-}; do
  printf '%s\n' "${rows[@]%%=*}" | grep -qx "$name" || { echo "ROWS: no row named $name" >&2; exit 2; }
done

# The fenced block after `<!-- recipe: $1 -->` in the page.
recipe() {
  awk -v marker="<!-- recipe: $1 -->" '
    $0 == marker { found = 1; next }
    found == 1 && /^```/ { found = 2; next }
    found == 2 && /^```$/ { exit }
    found == 2 { print }
  ' "$page"
}

crate=$(mktemp -d)
trap 'rm -rf "$crate"' EXIT
mkdir -p "$crate/.cargo" "$crate/src"
for file in Cargo.toml .cargo/config.toml memory.x src/main.rs; do
  recipe "$file" >"$crate/$file"
  [ -s "$crate/$file" ] || { echo "docs/firmware.md has no recipe block for $file" >&2; exit 1; }
done
cp "$crate/src/main.rs" "$crate/main.rs.recipe"
grep -q '^chess-tables = { version = "0.1", default-features = false, features = \[.*\] }$' "$crate/Cargo.toml" \
  || { echo "the recipe's Cargo.toml has no published chess-tables dependency line" >&2; exit 1; }
package=$(sed -n 's/^name = "\(.*\)"/\1/p' "$crate/Cargo.toml" | head -n 1)

# One target directory for every row and run: the build script's
# dependencies are built once.
export CARGO_TARGET_DIR=$repo/target/firmware-recipe
elf=$CARGO_TARGET_DIR/$target/release/$package

# Writes the row's main.rs and Cargo.toml, builds, prints
# "text rodata flash" on stdout.
build_row() {
  local name=$1 features=$2
  if [ "$name" = distance ]; then
    cp "$crate/main.rs.recipe" "$crate/src/main.rs"
  else
    local work
    work=$(recipe "work $name")
    [ -n "$work" ] || { echo "docs/firmware.md has no recipe block for work $name" >&2; return 1; }
    { sed '/^fn work(/,$d' "$crate/main.rs.recipe"; printf '%s\n' "$work"; } >"$crate/src/main.rs"
  fi
  local list="" position=no
  if [[ $features == +position* ]]; then
    position=yes
    features=${features#+position}
    features=${features#,}
  fi
  if [ -n "$features" ]; then list="\"${features//,/\", \"}\""; fi
  sed -i "s/^\(chess-tables = { version = \"0.1\", default-features = false, features = \)\[.*\] }$/\1[$list] }/" "$crate/Cargo.toml"
  sed -i '/^chess-tables-position = /d' "$crate/Cargo.toml"
  if [ "$position" = yes ]; then
    sed -i "/^chess-tables = /a chess-tables-position = { version = \"0.1\", default-features = false }" "$crate/Cargo.toml"
  fi
  # No stale image is measured: the last row's ELF goes first, and a
  # failed build stops the script.
  rm -f "$elf"
  (cd "$crate" && cargo build -q --release \
    --config "patch.crates-io.chess-tables.path=\"$repo\"" \
    --config "patch.crates-io.chess-tables-position.path=\"$repo/position\"") >&2 \
    || { echo "row $name (features: ${features:-none}) does not build" >&2; return 1; }
  "$tools/llvm-size" -A "$elf" | awk '
    $1 == ".text" { t = $2 } $1 == ".rodata" { r = $2 }
    $1 == ".vector_table" || $1 == ".text" || $1 == ".rodata" || $1 == ".data" { f += $2 }
    END { print t + 0, r + 0, f + 0 }'
}

# The chess-tables symbols in .rodata, "name bytes", largest first.
tables() {
  "$tools/llvm-nm" --demangle --print-size --size-sort --reverse-sort --radix=d "$elf" \
    | awk '$4 ~ /^chess_tables(_position)?::/ && $3 ~ /[rR]/ && $2 > 0 { name = $4; sub(/::h[0-9a-f]+$/, "", name); print name, $2 + 0 }'
}

# Runs of .rodata bytes longer than anon_limit that no symbol covers:
# "start length previous-symbol".
anonymous() {
  local start size
  read -r size start <<<"$("$tools/llvm-size" -A --radix=10 "$elf" | awk '$1 == ".rodata" { print $2, $3 }')"
  "$tools/llvm-nm" --demangle --print-size --numeric-sort --radix=d --defined-only "$elf" \
    | awk -v start="$start" -v end="$((start + size))" -v limit="$anon_limit" '
      BEGIN { covered = start; prev = "(the start of .rodata)" }
      NF >= 4 && $1 + 0 >= start && $1 + 0 < end {
        a = $1 + 0
        name = substr($0, index($0, $4))
        if (a > covered + limit) printf "%d %d after %s\n", covered, a - covered, prev
        # The linker may keep the local label of an anonymous constant.
        if ($2 > limit && name ~ /^\.L|^anon\.|^\.Lanon/) printf "%d %d %s\n", a, $2, name
        if (a + $2 > covered) { covered = a + $2; prev = name }
      }
      END { if (end > covered + limit) printf "%d %d after %s\n", covered, end - covered, prev }'
}

echo "rustc: $(rustc --version)"
# The page's figures are compared with these under the rustc the page
# names (its "with Rust X.Y.Z"): another compiler lays code out otherwise.
page_rustc=$(grep -o 'with Rust [0-9][0-9.]*' "$repo/docs/firmware.md" | head -n 1 | sed 's/with Rust //')
page_rows=()
if [ -z "${ROWS:-}" ] && [ "$#" -eq 0 ] && [ "$(rustc --version | cut -d' ' -f2)" = "$page_rustc" ]; then
  # "text rodata flash over" of each row of the page's size table, in order.
  mapfile -t page_rows < <(awk '/^## Image sizes/ { on = 1 } on && /^\| / && !/^\| variant/ && !/^\|---/ {
      n = split($0, c, "|"); gsub(/[ ,]/, "", c[4]); gsub(/[ ,]/, "", c[5]); gsub(/[ ,]/, "", c[6]); gsub(/[ ,]/, "", c[7])
      print c[4], c[5], c[6], c[7] } on && /^$/ && seen { exit } on && /^\| / { seen = 1 }' "$repo/docs/firmware.md")
  echo "comparing with docs/firmware.md (Rust $page_rustc): ${#page_rows[@]} rows"
else
  echo "not comparing with docs/firmware.md: its figures are for Rust $page_rustc (or some rows were chosen)"
fi
echo
echo "| row | features | .text | .rodata | flash | over the empty image | tables linked (bytes) |"
echo "|---|---|---:|---:|---:|---:|---|"
base=""
failed=no
index=0
for row in "${rows[@]}"; do
  name=${row%%=*}
  if [ -n "${ROWS:-}" ] && [[ " $ROWS " != *" $name "* ]]; then continue; fi
  features=${row#*=}
  sizes=$(build_row "$name" "$features") || exit 1
  read -r text rodata flash <<<"$sizes"
  [ -n "$base" ] || base=$flash
  linked=$(tables | awk '{ printf "%s`%s` %d", sep, $1, $2; sep = ", " }')
  printf '| %s | %s | %d | %d | %d | %d | %s |\n' "$name" "${features:-none}" \
    "$text" "$rodata" "$flash" "$((flash - base))" "${linked:-none}"
  if [ "${#page_rows[@]}" -gt 0 ]; then
    measured="$text $rodata $flash $((flash - base))"
    stated=${page_rows[$index]:-}
    if [ "$measured" != "$stated" ]; then
      failed=yes
      echo "$name: docs/firmware.md states \"$stated\" (.text .rodata flash over-empty), this build \"$measured\"" >&2
    fi
  fi
  index=$((index + 1))
  anon=$(anonymous)
  if [ -n "$anon" ]; then
    failed=yes
    echo "$name: anonymous .rodata (address, bytes, the symbol or the one before the gap):" >&2
    echo "$anon" | sed 's/^/  /' >&2
  fi
done
if [ "$failed" = yes ]; then
  echo "a row differs from docs/firmware.md, or an image holds anonymous read-only data over $anon_limit bytes (make each table a named static)" >&2
  exit 1
fi
