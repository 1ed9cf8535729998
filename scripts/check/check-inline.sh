#!/usr/bin/env bash
# Checks that chess-tables' release rlib defines no functions, with the
# default features and with every feature: every function is `#[inline]`
# (src/lib.rs says why), so a build compiles only what it calls. A function
# without `#[inline]`, or a generic instantiated inside the crate, shows up
# here as a defined text symbol. Needs binutils' `nm` and `ar`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
target=${CARGO_TARGET_DIR:-$root/target}/check-inline
status=0
for features in "" "--all-features"; do
  rm -rf "$target/release/deps"/libchess_tables-*.rlib
  # shellcheck disable=SC2086
  cargo build -q --release --lib -p chess-tables $features --target-dir "$target" --manifest-path "$root/Cargo.toml"
  rlib=$(ls "$target"/release/deps/libchess_tables-*.rlib)
  objects=$(mktemp -d)
  (cd "$objects" && ar x "$rlib")
  # nm apart from grep, so that nm failing fails the check.
  symbols=$(nm -C --defined-only "$objects"/*.o)
  code=$(grep ' [tTwW] ' <<<"$symbols" || true)
  rm -rf "$objects"
  if [ -n "$code" ]; then
    echo "chess-tables ${features:-(default features)}: functions compiled into the rlib (mark them #[inline]):"
    echo "$code"
    status=1
  else
    echo "chess-tables ${features:-(default features)}: no functions in the rlib"
  fi
done
exit $status
