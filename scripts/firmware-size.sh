#!/usr/bin/env bash
# Flash cost of chess-tables in a thumbv7em-none-eabihf firmware image, per
# variant of tests/firmware (see its Cargo.toml): .text + .rodata bytes from
# llvm-size, and the cost over the no-table baseline.
set -euo pipefail
cd "$(dirname "$0")/../tests/firmware"
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
for variant in one-distance all-distances everything magic; do
  read -r text rodata < <(measure "$variant")
  echo "| $variant | $text | $rodata | $((text + rodata)) | $((text + rodata - base)) |"
done
