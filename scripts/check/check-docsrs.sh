#!/usr/bin/env bash
# Builds the published crates' docs the way docs.rs does: nightly rustdoc, `--cfg
# docsrs` (the `[package.metadata.docs.rs]` settings: every feature, so
# each feature-gated item shows its feature label), warnings as errors.
# Needs a nightly toolchain (`rustup toolchain install nightly --profile
# minimal`). Usage: scripts/check/check-docsrs.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
export RUSTDOCFLAGS="--cfg docsrs -Dwarnings"
target=target/docsrs
for crate in chess-tables chess-tables-position chess-tables-codegen chess-tables-shakmaty; do
  if [ "$crate" = chess-tables ]; then
    # chess-tables' [package.metadata.docs.rs] rustc-args and rustdoc-args.
    RUSTFLAGS="-C target-feature=+bmi2" RUSTDOCFLAGS="$RUSTDOCFLAGS -C target-feature=+bmi2" \
      cargo +nightly doc -q --no-deps -p "$crate" --all-features --target-dir "$target"
    grep -q 'fn.rook_attacks' "$target/doc/chess_tables/pext/index.html" ||
      { echo "pext's lookups are missing from the docs" >&2; exit 1; }
  else
    cargo +nightly doc -q --no-deps -p "$crate" --all-features --target-dir "$target"
  fi
  echo "$crate: docs.rs build clean ($(cargo +nightly --version))"
done
# Every feature-gated module carries its label.
labels=$(grep -o 'title="Available on crate feature[^"]*"' "$target/doc/chess_tables/index.html" | sort -u | wc -l)
[ "$labels" -ge 4 ] || { echo "only $labels feature labels on the crate's front page" >&2; exit 1; }
echo "feature labels on the front page: $labels kinds"
