#!/usr/bin/env bash
# No shipped file names a path that is not in its package: lists each
# package's files (`cargo package --list`), generates every family's Rust
# source (its docs are chess-tables' rustdoc) and the generator's --help
# text, and runs scripts/check_shipped_paths.py over them, which names each
# path or relative link that is not in the package (FILE:LINE).
# Usage: scripts/check-shipped-paths.sh (from anywhere).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

args=()
for spec in chess-tables:. chess-tables-position:position chess-tables-codegen:codegen chess-tables-model:codegen/model; do
  crate=${spec%%:*} dir=${spec#*:}
  cargo package -q -p "$crate" --list --allow-dirty >"$work/$crate.list"
  args+=(--package "$crate" "$dir" "$work/$crate.list")
done
families=$(cargo run -q -p chess-tables-codegen -- --list-families | paste -sd, -)
cargo run -q -p chess-tables-codegen -- --out "$work/generated" --format rust --families "$families" >/dev/null
cargo run -q -p chess-tables-codegen -- --help >"$work/help.txt"
python3 scripts/check_shipped_paths.py "${args[@]}" --generated "$work/generated" --help-text "$work/help.txt"
