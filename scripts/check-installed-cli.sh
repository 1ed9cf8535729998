#!/usr/bin/env bash
# The generator's CLI as a user installs it: `cargo package --workspace`,
# the generator's and the model's .crate files unpacked outside the
# repository, `cargo install --path` on the unpacked generator (its model
# patched to the unpacked one, as crates.io would resolve it) into a
# temporary root, then the installed binary run: --help (which says how to
# install it), --list-families, and --out DIR in every format, checking
# the files appear. Usage: scripts/check-installed-cli.sh (from anywhere).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "-- cargo package --workspace"
cargo package -q --workspace --target-dir "$work/package-target"
for crate in chess-tables-model chess-tables-codegen; do
  tar -xzf "$work/package-target/package/$crate-$version.crate" -C "$work"
done
model="$work/chess-tables-model-$version"
generator="$work/chess-tables-codegen-$version"

echo "-- cargo install --path <the unpacked chess-tables-codegen>"
CARGO_TARGET_DIR="$work/install-target" cargo install -q --locked --path "$generator" --root "$work/root" \
  --config "patch.crates-io.chess-tables-model.path=\"$model\"" 2>"$work/install.log" \
  || CARGO_TARGET_DIR="$work/install-target" cargo install -q --path "$generator" --root "$work/root" \
    --config "patch.crates-io.chess-tables-model.path=\"$model\"" 2>>"$work/install.log" \
  || { cat "$work/install.log"; exit 1; }
cli="$work/root/bin/chess-tables-codegen"
[ -x "$cli" ] || { echo "no installed binary at $cli" >&2; exit 1; }

echo "-- the installed binary"
"$cli" --help >"$work/help.txt"
grep -q "cargo install chess-tables-codegen" "$work/help.txt" \
  || { cat "$work/help.txt"; echo "--help does not say how to install the tool" >&2; exit 1; }
families=$("$cli" --list-families)
[ -n "$families" ] || { echo "--list-families printed nothing" >&2; exit 1; }
echo "families: $(echo "$families" | paste -sd ' ' -)"
"$cli" --out "$work/out" --format rust --format json --format c --format html
for file in squares.rs distance.rs registry.rs chess_tables.json chess_tables.h chess_tables.html; do
  [ -s "$work/out/$file" ] || { ls -l "$work/out"; echo "missing or empty: $file" >&2; exit 1; }
done
grep -q "Regenerate: cargo install chess-tables-codegen" "$work/out/chess_tables.h" \
  || { echo "the C header's Regenerate line does not name cargo install" >&2; exit 1; }
echo "installed from the unpacked package: $(ls "$work/out" | wc -l) files written into --out"
