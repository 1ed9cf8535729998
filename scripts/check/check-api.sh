#!/usr/bin/env bash
# The public API of chess-tables, chess-tables-position and
# chess-tables-codegen against the API settled before the first publish,
# with every feature: cargo-semver-checks
# fails on a change the version in each Cargo.toml does not allow (before
# 1.0, a breaking change needs a minor bump). The commit of that API is in
# .ci/api-baseline; an issue that changes the API before the first publish
# moves it and lists the change in the CHANGELOG.
#
# The generator's table model, chess-tables-model, makes no semver promise
# of its own. The names chess-tables-codegen re-exports from it are the
# generator's API; cargo-semver-checks does not follow a re-export from
# another crate, so codegen/tests/reexports.rs (run by `cargo test
# --workspace`) pins their paths and shapes.
# Needs cargo-semver-checks (`cargo install cargo-semver-checks --locked`).
# Usage: scripts/check/check-api.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
baseline=$(cat .ci/api-baseline)
git cat-file -e "$baseline^{commit}" 2>/dev/null \
  || { echo "the baseline commit $baseline is not in this clone (git fetch --unshallow?)" >&2; exit 1; }

# With every feature: the features are additive (each adds items, none
# takes one away), so the API with all of them holds the default API and
# each feature's; one comparison a crate. (What this does not see: an item
# moved from the default features behind an opt-in one, which the
# CHANGELOG's review of each feature change has to catch.)
for crate in chess-tables chess-tables-position chess-tables-codegen; do
  echo "-- $crate, public API against $baseline, every feature"
  cargo semver-checks -p "$crate" --baseline-rev "$baseline" --all-features
done
