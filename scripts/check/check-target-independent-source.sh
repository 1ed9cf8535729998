#!/usr/bin/env bash
# The generated source must not depend on the target being built for:
# refuses target-dependent code in build.rs and the generator, then builds
# chess-tables for the host, for thumbv7em-none-eabihf and (when its target
# installs) for i686-unknown-linux-gnu, and compares the generated files byte
# for byte. The build script always runs on this machine, so this says
# nothing about other hosts: scripts/check/check-cross-hosts.sh runs the generator
# on a big-endian and a 32-bit host for that.
set -euo pipefail
cd "$(dirname "$0")/../.."

if grep -rnE 'cfg!\(target|cfg\(target|CARGO_CFG_TARGET|"TARGET"|HashMap|HashSet' build.rs codegen/src codegen/model/src; then
  echo "target- or hash-order-dependent code in the generator (see above)" >&2
  exit 1
fi

# A target directory of its own, so the only builds in it are these
# default-feature ones and each has exactly one out dir.
export CARGO_TARGET_DIR=target/determinism
rm -rf "$CARGO_TARGET_DIR"
out_dir() { dirname "$(ls "$1"/build/chess-tables-*/out/registry.rs)"; }

cargo build -q -p chess-tables --lib
host=$(out_dir "$CARGO_TARGET_DIR/debug")
targets=(thumbv7em-none-eabihf)
if rustup target add i686-unknown-linux-gnu >/dev/null 2>&1; then
  targets+=(i686-unknown-linux-gnu)
fi
for target in "${targets[@]}"; do
  rustup target add "$target" >/dev/null
  cargo build -q -p chess-tables --lib --target "$target"
  other=$(out_dir "$CARGO_TARGET_DIR/$target/debug")
  [ "$(ls "$host" | wc -l)" -eq "$(ls "$other" | wc -l)" ] || { echo "file sets differ" >&2; exit 1; }
  count=0
  for file in "$host"/*.rs; do
    cmp "$file" "$other/$(basename "$file")"
    count=$((count + 1))
  done
  echo "$target: $count generated files byte-identical to the host's ($host)"
done
