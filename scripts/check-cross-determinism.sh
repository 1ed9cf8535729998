#!/usr/bin/env bash
# The generated source must not depend on the host or the target: build
# chess-tables for the host, for thumbv7em-none-eabihf and (when its target
# installs) for i686-unknown-linux-gnu, and compare the generated files byte
# for byte. Also refuses target-dependent code in build.rs and the generator.
set -euo pipefail
cd "$(dirname "$0")/.."

if grep -rnE 'cfg!\(target|cfg\(target|CARGO_CFG_TARGET|"TARGET"|HashMap|HashSet' build.rs codegen/src; then
  echo "target- or hash-order-dependent code in the generator (see above)" >&2
  exit 1
fi

# The newest build's out dir for a target directory.
out_dir() { dirname "$(ls -t "$1"/build/chess-tables-*/out/distance.rs | head -n 1)"; }

cargo build -q -p chess-tables
host=$(out_dir target/debug)
targets=(thumbv7em-none-eabihf)
if rustup target add i686-unknown-linux-gnu >/dev/null 2>&1; then
  targets+=(i686-unknown-linux-gnu)
fi
for target in "${targets[@]}"; do
  rustup target add "$target" >/dev/null
  cargo build -q -p chess-tables --lib --target "$target"
  other=$(out_dir "target/$target/debug")
  count=0
  for file in "$host"/*.rs; do
    cmp "$file" "$other/$(basename "$file")"
    count=$((count + 1))
  done
  echo "$target: $count generated files byte-identical to the host's ($host)"
done
