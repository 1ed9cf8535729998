#!/usr/bin/env bash
# Flash cost of chess-tables in the repository's own thumbv7em-none-eabihf
# firmware image, per variant of tests/projects/firmware (see its Cargo.toml): .text
# + .rodata bytes from llvm-size, and the cost over the no-table baseline.
# The variants a user's recipe does not show (every family at once, the
# catalogue tables, magic on a 2 MiB part); docs/firmware.md's figures come
# from its own recipe, built by scripts/check/firmware-recipe.sh.
set -euo pipefail
cd "$(dirname "$0")/../../tests/projects/firmware"
rustup target add thumbv7em-none-eabihf >/dev/null
rustup component add llvm-tools >/dev/null
size_tool=$(ls "$(rustc --print sysroot)"/lib/rustlib/*/bin/llvm-size | head -n 1)
elf=target/thumbv7em-none-eabihf/release/chess-tables-firmware

measure() {
  if [ "$1" = magic ]; then
    # A package of its own, for its memory layout: see magic/Cargo.toml.
    (cd magic && cargo build -q --release)
    elf=magic/target/thumbv7em-none-eabihf/release/chess-tables-firmware
  else
    cargo build -q --release ${1:+--features "$1"}
  fi
  "$size_tool" -A "$elf" | awk '$1 == ".text" { t = $2 } $1 == ".rodata" { r = $2 } END { print t, r }'
}

read -r base_text base_rodata < <(measure "")
base=$((base_text + base_rodata))
echo "| variant | .text | .rodata | .text + .rodata | over baseline |"
echo "|---|---:|---:|---:|---:|"
echo "| baseline (no tables) | $base_text | $base_rodata | $base | 0 |"
# magic is the package in magic/, linked for 2 MiB of flash (memory-2m.x).
for variant in one-distance all-distances everything one-pawn-mask catalogue magic; do
  read -r text rodata < <(measure "$variant")
  echo "| $variant | $text | $rodata | $((text + rodata)) | $((text + rodata - base)) |"
done

# Every table is a static with a symbol of its own, so the size report
# names what each costs: the tables linked into the `everything` image.
nm_tool=$(dirname "$size_tool")/llvm-nm
cargo build -q --release --features everything
echo
echo "| table in the everything image | bytes |"
echo "|---|---:|"
"$nm_tool" --demangle --print-size --size-sort --reverse-sort --radix=d "$elf" \
  | awk '$4 ~ /^chess_tables(_position)?::/ && $3 ~ /[rR]/ { name = $4; sub(/::h[0-9a-f]+$/, "", name); printf "| `%s` | %d |\n", name, $2 }'
