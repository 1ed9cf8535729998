#!/usr/bin/env bash
# Builds docs/firmware.md's firmware recipes as a user would, for each core
# the page covers, prints the page's size table and, under the rustc the
# page names, fails when a row differs from the page's (the figures are the
# build's, never a hand's); under another rustc it says the comparison is
# skipped, and with CI=true fails.
#
# Takes the recipe's files (Cargo.toml, .cargo/config.toml, memory.x,
# src/main.rs: each the fenced block after a `<!-- recipe: FILE -->` line,
# or after `<!-- recipe TARGET: FILE -->` where a target has its own) out of
# the page into a temporary package, points its published chess-tables
# dependency at this repository (a [patch.crates-io] given on the command
# line, so the page keeps its `version = "0.1"` line), and builds one
# release image per row: the recipe with the row's `work` function
# (`<!-- recipe: work ROW -->`; the distance row is src/main.rs as it
# stands) and the row's features. For each it prints .text, .rodata, the
# flash bytes (every section the image stores, by its type rather than its
# name: vector table, code, read-only data, unwind tables and .data's
# initial values), the RAM the image reserves (.data and .bss; the stack is
# not counted), and the chess-tables tables linked, by symbol, with their
# sizes.
#
# It fails when
# - an image's .rodata holds more than ANON_LIMIT bytes in a row that no
#   symbol covers, or a `.Lanon...` symbol of more (anonymous constants:
#   every table must be a named static, so that size reports name it);
# - an image has .data, .bss or .init_array bytes (tables in flash, nothing
#   run before main; the runtimes themselves reserve none);
# - an image that reads untrusted input (the rows fen_key, book_probe and
#   fen_key_distance) links any of Rust's panic machinery: the panic
#   functions linked and the functions that call them are listed;
# - the 32 KB row does not link into its 32 KB memory map.
#
# A row's features may start with `+position` (the page's
# `chess-tables-position` line, default features off) or `+book` (the same
# with its `book` feature); the book rows get position/tests/data/book-games.bin
# as the package's book.bin. A row with `@32k` links with the page's
# `<!-- recipe TARGET 32k: memory.x -->` map; one with `@z` builds with
# `opt-level = "z"` (smallest code) instead of the recipe's "s".
#
# Each build's dependencies (the runtimes, the HAL) are pinned by a lock
# file in scripts/check/recipe-locks/, copied into the package, so that a
# runtime's new release does not move the figures; SAVE_LOCKS=1 writes
# them anew after a build (to move to new releases on purpose).
#
# Usage: scripts/check/firmware-recipe.sh
# TARGETS="thumbv6m-none-eabi" and ROWS="keys fen_key" build those only
# (the first row built is the baseline of the "over the empty image"
# column); ANON_LIMIT=N sets the anonymous-data limit (96 bytes).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
page=$repo/docs/firmware.md
# 96: string literals such as the recipe's FEN (56 bytes) with the small
# constants beside them are not tables, and every table an image reads in
# the size table is bigger.
anon_limit=${ANON_LIMIT:-96}
# The builds: the three targets' recipes (run on emulated boards by
# run-firmware.sh), and two real parts' (built, not run): the RP2040 and
# the ESP32-C3, whose target the page's `.cargo/config.toml` block names.
all_builds=(thumbv7em-none-eabihf thumbv6m-none-eabi riscv32imc-unknown-none-elf rp2040 esp32c3)
read -r -a builds <<<"${TARGETS:-${all_builds[*]}}"
# A real part's recipe is whole in its own blocks (no memory.x for the
# ESP32-C3, whose HAL brings the linker script).
is_part() { case $1 in rp2040 | esp32c3) true ;; *) false ;; esac; }
# The ESP32-C3's HAL links its own start-up code, RAM and panics: those
# checks are the crates', so they skip it.
is_hal() { [ "$1" = esp32c3 ]; }

# The page's figures are compared with these under the rustc the page
# names (its "with Rust X.Y.Z"): another compiler lays code out otherwise.
# .ci/run installs that toolchain and runs this script under it
# (RUSTUP_TOOLCHAIN); with CI=true, a whole run under another fails here.
page_rustc=$(grep -o 'with Rust [0-9][0-9.]*' "$page" | head -n 1 | sed 's/with Rust //')
rustc_version=$(rustc --version | cut -d' ' -f2)
if [ -z "${ROWS:-}" ] && [ -z "${TARGETS:-}" ] && [ "$rustc_version" != "$page_rustc" ] && [ "${CI:-}" = true ]; then
  echo "FAILED: the size table cannot be compared with docs/firmware.md's: the page's figures are for Rust ${page_rustc:-(none named)}, this is Rust $rustc_version (CI=true: run it under that toolchain, RUSTUP_TOOLCHAIN=${page_rustc:-X.Y.Z})" >&2
  exit 1
fi

rustup component add llvm-tools >/dev/null 2>&1 || true
tools=$(dirname "$(ls "$(rustc --print sysroot)"/lib/rustlib/*/bin/llvm-size | head -n 1)")
for tool in llvm-size llvm-nm llvm-objdump; do
  [ -x "$tools/$tool" ] || { echo "$tool not found: rustup component add llvm-tools" >&2; exit 1; }
done

# The default features' families (`generate` is how they are built, no family).
defaults=$(sed -n 's/^default = \[\(.*\)\]$/\1/p' "$repo/Cargo.toml" | tr -d ' "' \
  | tr ',' '\n' | grep -vx generate | paste -sd, -)

# The rows of each target: name=features[@map].
rows_for() {
  case $1 in
    thumbv7em-none-eabihf)
      echo "empty= distance=distance pawn-mask=pawns attacks=attacks keys=zobrist defaults=$defaults fen_key=+position book_probe=+book" ;;
    thumbv6m-none-eabi)
      echo "empty= distance=distance defaults=$defaults fen_key=+position fen_key=+position@z book_probe=+book fen_key_distance=+position,distance@32k" ;;
    rp2040 | esp32c3)
      echo "empty= fen_key=+position" ;;
    *)
      echo "empty= distance=distance defaults=$defaults fen_key=+position book_probe=+book" ;;
  esac
}
# Rows that read untrusted input: no panic may be linked.
untrusted=" fen_key book_probe fen_key_distance "

# The fenced block after `<!-- recipe: $1 -->` in the page.
block() {
  awk -v marker="<!-- recipe$1 -->" -f "$repo/scripts/check/recipe-block.awk" "$page"
}
# A recipe file for a build: its own block, else (for a target) the
# Cortex-M4F's.
recipe_file() {
  local build=$1 file=$2 text
  text=$(block " $build: $file")
  if [ -z "$text" ] && ! is_part "$build"; then text=$(block ": $file"); fi
  [ -n "$text" ] || { echo "docs/firmware.md has no recipe block for $file" >&2; return 1; }
  printf '%s\n' "$text"
}

locks=$repo/scripts/check/recipe-locks
crate=$(mktemp -d)
trap 'rm -rf "$crate"' EXIT
# One target directory for every row and run: the build script's
# dependencies are built once per target.
export CARGO_TARGET_DIR=$repo/target/firmware-recipe

# Writes the package for one build.
write_package() {
  local build=$1
  rm -rf "${crate:?}"/*  "$crate/.cargo"
  mkdir -p "$crate/.cargo" "$crate/src"
  for file in Cargo.toml .cargo/config.toml src/main.rs; do
    recipe_file "$build" "$file" >"$crate/$file"
  done
  # A HAL that brings its own linker script has no memory.x block (and
  # must find no other memory.x beside the package).
  recipe_file "$build" memory.x >"$crate/memory.x.recipe" 2>/dev/null || rm -f "$crate/memory.x.recipe"
  cp "$crate/src/main.rs" "$crate/main.rs.recipe"
  if [ -f "$locks/$build.lock" ]; then cp "$locks/$build.lock" "$crate/Cargo.lock"; fi
  cp "$crate/Cargo.toml" "$crate/Cargo.toml.recipe"
  cp "$repo/position/tests/data/book-games.bin" "$crate/book.bin"
  grep -q '^chess-tables = { version = "0.1", default-features = false, features = \[.*\] }$' "$crate/Cargo.toml" \
    || { echo "the $target recipe's Cargo.toml has no published chess-tables dependency line" >&2; exit 1; }
  target=$(sed -n 's/^target = "\(.*\)"$/\1/p' "$crate/.cargo/config.toml")
  if ! is_part "$build" && [ "$target" != "$build" ]; then
    echo "the $build recipe's .cargo/config.toml does not build for $build" >&2
    exit 1
  fi
}

# Writes the row's main.rs, Cargo.toml and memory.x, builds, prints the
# image's path.
build_row() {
  local target=$1 name=$2 features=$3 map=$4
  if [ "$name" = distance ]; then
    cp "$crate/main.rs.recipe" "$crate/src/main.rs"
  else
    local work
    work=$(block ": work $name")
    [ -n "$work" ] || { echo "docs/firmware.md has no recipe block for work $name" >&2; return 1; }
    { sed '/^fn work(/,$d' "$crate/main.rs.recipe"; printf '%s\n' "$work"; } >"$crate/src/main.rs"
  fi
  local opt_level=s
  if [ "$map" = z ]; then
    opt_level=z
  elif [ -n "$map" ]; then
    block " $target $map: memory.x" >"$crate/memory.x"
    [ -s "$crate/memory.x" ] || { echo "docs/firmware.md has no recipe block for $target $map: memory.x" >&2; return 1; }
  elif [ -f "$crate/memory.x.recipe" ]; then
    cp "$crate/memory.x.recipe" "$crate/memory.x"
  fi
  cp "$crate/Cargo.toml.recipe" "$crate/Cargo.toml"
  local list="" position=""
  case $features in
    +position*) position='default-features = false'; features=${features#+position} ;;
    +book*) position='default-features = false, features = ["book"]'; features=${features#+book} ;;
  esac
  features=${features#,}
  if [ -n "$features" ]; then list="\"${features//,/\", \"}\""; fi
  sed -i "s/^\(chess-tables = { version = \"0.1\", default-features = false, features = \)\[.*\] }$/\1[$list] }/" "$crate/Cargo.toml"
  if [ -n "$position" ]; then
    sed -i "/^chess-tables = /a chess-tables-position = { version = \"0.1\", $position }" "$crate/Cargo.toml"
  fi
  local package elf
  package=$(sed -n 's/^name = "\(.*\)"/\1/p' "$crate/Cargo.toml" | head -n 1)
  elf=$CARGO_TARGET_DIR/$target/release/$package
  # No stale image is measured: the last row's ELF goes first (and each
  # row writes src/main.rs anew, so cargo links again, with the row's
  # memory.x), and a failed build stops the script.
  rm -f "$elf"
  (cd "$crate" && CARGO_PROFILE_RELEASE_OPT_LEVEL=$opt_level cargo build -q --release \
    --config "patch.crates-io.chess-tables.path=\"$repo\"" \
    --config "patch.crates-io.chess-tables-position.path=\"$repo/position\"") >&2 \
    || { echo "$target row $name (features: ${features:-none}${position:+, the position crate}${map:+, memory map $map}) does not build or link" >&2; return 1; }
  echo "$elf"
}

# "text rodata flash ram init" of an image. Flash is every section the
# image stores, whatever the runtime or the compiler names it: each
# allocated section with contents (llvm-objdump -h's types TEXT and DATA;
# not BSS, the reservations, nor the sections no part holds, such as
# .comment), so .eh_frame counts where an image links one (the RISC-V FEN
# rows do), as do .data's initial values.
sizes() {
  local text rodata ram init flash=0 size
  read -r text rodata ram init < <("$tools/llvm-size" -A "$1" | awk '
    $1 == ".text" { t = $2 } $1 == ".rodata" { r = $2 }
    $1 == ".data" || $1 == ".sdata" || $1 == ".bss" || $1 == ".sbss" { m += $2 }
    $1 == ".init_array" { i += $2 }
    END { print t + 0, r + 0, m + 0, i + 0 }')
  # Each line: index, name, size in hex, VMA (and LMA where one differs),
  # type; a section without a type has none.
  for size in $("$tools/llvm-objdump" -h "$1" | awk '$1 ~ /^[0-9]+$/ && ($NF == "TEXT" || $NF == "DATA") { print $3 }'); do
    flash=$((flash + 16#$size))
  done
  echo "$text $rodata $flash $ram $init"
}

# The chess-tables symbols in read-only data, "name bytes", largest first
# (the table crate's without its `chess_tables::`).
tables() {
  "$tools/llvm-nm" --demangle --print-size --size-sort --reverse-sort --radix=d "$1" \
    | awk '$4 ~ /^chess_tables(_position)?::/ && $3 ~ /[rR]/ && $2 > 0 { name = $4; sub(/::h[0-9a-f]+$/, "", name); sub(/^chess_tables::/, "", name); print name, $2 + 0 }'
}

# A number with its digits grouped by threes: 118,872.
grouped() {
  echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'
}

# Runs of .rodata bytes longer than anon_limit that no symbol covers:
# "start length previous-symbol".
anonymous() {
  local start size
  read -r size start <<<"$("$tools/llvm-size" -A --radix=10 "$1" | awk '$1 == ".rodata" { print $2, $3 }')"
  # A function in $(...) runs without set -e: a failed llvm-size must not
  # read as an image with nothing to check.
  [ -n "$start" ] || { echo "llvm-size gave no .rodata for $1" >&2; echo "0 0 (llvm-size failed)"; return 1; }
  "$tools/llvm-nm" --demangle --print-size --numeric-sort --radix=d --defined-only "$1" \
    | awk -v start="$start" -v end="$((start + size))" -v limit="$anon_limit" '
      BEGIN { covered = start; prev = "(the start of .rodata)" }
      NF >= 4 && $1 + 0 >= start && $1 + 0 < end {
        a = $1 + 0
        name = substr($0, index($0, $4))
        if (a > covered + limit) printf "%.0f %.0f after %s\n", covered, a - covered, prev
        # The linker may keep the local label of an anonymous constant.
        if ($2 > limit && name ~ /^\.L|^anon\.|^\.Lanon/) printf "%.0f %.0f %s\n", a, $2, name
        if (a + $2 > covered) { covered = a + $2; prev = name }
      }
      END { if (end > covered + limit) printf "%.0f %.0f after %s\n", covered, end - covered, prev }'
}

# Rust's panic machinery linked into an image: each panic function, with
# the functions whose code calls it (from the disassembly).
panics() {
  local elf=$1 found symbols
  # llvm-nm apart from the filter: a failed llvm-nm is no "no panic".
  symbols=$("$tools/llvm-nm" --demangle --defined-only "$elf") || { echo "llvm-nm failed on $elf"; return 1; }
  found=$(printf '%s\n' "$symbols" \
    | awk '{ name = substr($0, index($0, $3)) }
      name ~ /^core::panicking::|^core::(slice|str)::.*(fail|index_order|len_fail)|^core::option::(unwrap|expect)_failed|^core::result::unwrap_failed|^rust_begin_unwind|^core::panicking/ { print name }' \
    | sort -u)
  [ -n "$found" ] || return 0
  "$tools/llvm-objdump" -d --demangle --no-show-raw-insn "$elf" | awk -v list="$found" '
    BEGIN { n = split(list, wanted, "\n") }
    /^[0-9a-f]+ <.*>:$/ { fn = substr($0, index($0, "<") + 1); sub(/>:$/, "", fn); next }
    {
      for (k = 1; k <= n; k++)
        if (index($0, "<" wanted[k] ">") && fn != wanted[k]) calls[wanted[k]] = calls[wanted[k]] (calls[wanted[k]] ? ", " : "") fn
    }
    END { for (k = 1; k <= n; k++) printf "%s, called by: %s\n", wanted[k], (calls[wanted[k]] ? calls[wanted[k]] : "(no direct call found)") }'
}

# The sentence the page gives under "A 32 KB part": the flash left and
# each default family's tables in all (the generator's JSON), whether they
# fit in it whole.
families_that_fit() {
  local left=$1 json
  json=$(mktemp -d)
  (cd "$repo" && cargo run -q -p chess-tables-codegen -- --out "$json" --format json >/dev/null)
  python3 - "$left" "$json/chess_tables.json" "$defaults" <<'PY'
import json, sys
left, path, defaults = int(sys.argv[1]), sys.argv[2], sys.argv[3].split(",")
totals = {}
for table in json.load(open(path))["tables"]:
    totals[table["family"]] = totals.get(table["family"], 0) + table["bytes"]
fit = [f"`{f}` ({totals[f]:,})" for f in defaults if totals[f] <= left]
rest = [f"`{f}` ({totals[f]:,})" for f in defaults if totals[f] > left]
print(f"Left in the 32 KiB map: {left:,} bytes. Families whose tables fit in it whole (bytes): "
      f"{', '.join(fit) or 'none'}; too big: {', '.join(rest) or 'none'}.")
PY
  rm -rf "$json"
}

echo "rustc: $(rustc --version)"
compare=no
if [ -z "${ROWS:-}" ] && [ -z "${TARGETS:-}" ] && [ "$rustc_version" = "$page_rustc" ]; then
  compare=yes
  # "target row text rodata flash ram over" of each row of the page's size table.
  page_rows=$(awk '/^## Image sizes/ { on = 1 } on && /^\| / && !/^\| target/ {
      n = split($0, c, "|"); for (k = 2; k <= 9; k++) { gsub(/[ ,`]/, "", c[k]) }
      print c[2], c[3], c[5], c[6], c[7], c[8], c[9] } on && /^## / && !/Image sizes/ { exit }' "$page")
  echo "comparing with docs/firmware.md (Rust $page_rustc): $(printf '%s\n' "$page_rows" | grep -c .) rows"
else
  echo "SKIPPED: the comparison with docs/firmware.md: its figures are for Rust $page_rustc, this is Rust $rustc_version (or some targets or rows were chosen)"
fi
echo
echo "| target | row | features | .text | .rodata | flash | RAM | over the empty image | tables linked (bytes) |"
echo "|---|---|---|---:|---:|---:|---:|---:|---|"
failed=no
measured_rows=""
fits_line=""
for build in "${builds[@]}"; do
  write_package "$build"
  rustup target add "$target" >/dev/null 2>&1 || true
  label="\`$target\`"
  case $build in
    rp2040) label="RP2040 ($label)" ;;
    esp32c3) label="ESP32-C3 ($label, esp-hal)" ;;
  esac
  key=$(echo "$label" | tr -d ' `,')
  base=""
  for row in $(rows_for "$build"); do
    name=${row%%=*}
    if [ -n "${ROWS:-}" ] && [[ " $ROWS " != *" $name "* ]]; then continue; fi
    spec=${row#*=}
    features=${spec%@*}
    map=""
    [[ $spec == *@* ]] && map=${spec#*@}
    elf=$(build_row "$target" "$name" "$features" "$map") || exit 1
    read -r text rodata flash ram init <<<"$(sizes "$elf")"
    [ -n "$base" ] || base=$flash
    mapfile -t linked < <(tables "$elf")
    if [ "${#linked[@]}" -le 6 ]; then
      list=$(printf '%s\n' "${linked[@]}" | awk 'NF { printf "%s`%s` %d", sep, $1, $2; sep = ", " }')
    else
      list=$(printf '%s\n' "${linked[@]}" | awk '{ n++; b += $2 } END { printf "%d tables, %d bytes", n, b }')
    fi
    list=$(grouped "${list:-none}")
    case $features in
      "") shown=none ;;
      +position*) shown="the position crate${features#+position}" ;;
      +book*) shown="the position crate with \`book\`${features#+book}" ;;
      *) shown=$features ;;
    esac
    shown=${shown//,/, }
    case $map in
      "") ;;
      z) shown="$shown; \`opt-level = \"z\"\`" ;;
      *) shown="$shown; the 32 KiB map" ;;
    esac
    printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$label" "$name" "$shown" \
      "$(grouped "$text")" "$(grouped "$rodata")" "$(grouped "$flash")" "$(grouped "$ram")" "$(grouped $((flash - base)))" "$list"
    measured_rows+="$key $name $text $rodata $flash $ram $((flash - base))"$'\n'
    if [ "$map" = 32k ]; then
      fits_line=$(families_that_fit $((32 * 1024 - flash)))
      [ -n "$fits_line" ] || { echo "the 32 KiB row's families could not be computed" >&2; exit 1; }
      echo "$fits_line"
    fi
    if is_hal "$build"; then
      echo "$build $name: the HAL's start-up code, RAM and panics are its own: not checked" >&2
      continue
    fi
    if [ "$ram" -ne 0 ] || [ "$init" -ne 0 ]; then
      failed=yes
      echo "$build $name: $ram bytes of .data/.bss and $init of .init_array: tables belong in flash, and nothing runs before main" >&2
    fi
    anon=$(anonymous "$elf")
    if [ -n "$anon" ]; then
      failed=yes
      echo "$build $name: anonymous .rodata (address, bytes, the symbol or the one before the gap):" >&2
      echo "$anon" | sed 's/^/  /' >&2
    fi
    if [ "$name" = fen_key ]; then
      echo "$build $name: code symbols over 512 bytes:" >&2
      "$tools/llvm-nm" --demangle --print-size --size-sort --reverse-sort --radix=d "$elf" \
        | awk '$3 ~ /[tT]/ && $2 + 0 > 512 { name = substr($0, index($0, $4)); sub(/::h[0-9a-f]+$/, "", name); printf "  %6d %s\n", $2, name }' >&2
    fi
    if [[ $untrusted == *" $name "* ]]; then
      linked_panics=$(panics "$elf")
      if [ -n "$linked_panics" ]; then
        failed=yes
        echo "$build $name: reads untrusted input but links Rust's panic machinery:" >&2
        echo "$linked_panics" | sed 's/^/  /' >&2
      else
        echo "$build $name: no panic function linked" >&2
      fi
    fi
  done
  if [ -n "${SAVE_LOCKS:-}" ]; then
    mkdir -p "$locks"
    cp "$crate/Cargo.lock" "$locks/$build.lock"
  fi
done
if [ "$compare" = yes ] && [ "$measured_rows" != "$page_rows"$'\n' ]; then
  failed=yes
  echo "the size table differs from docs/firmware.md's (target, row, .text, .rodata, flash, RAM, over the empty image):" >&2
  diff <(printf '%s\n' "$page_rows") <(printf '%s' "$measured_rows") >&2 || true
fi
if [ "$compare" = yes ] && ! grep -qxF "$fits_line" "$page"; then
  failed=yes
  echo "docs/firmware.md's \"A 32 KB part\" does not say, on a line of its own: $fits_line" >&2
fi
if [ "$failed" = yes ]; then
  echo "see above: a row differs from docs/firmware.md, an image holds anonymous read-only data over $anon_limit bytes, RAM or start-up code, or a panic path where input is untrusted" >&2
  exit 1
fi
