#!/usr/bin/env bash
# The public API of chess-tables and chess-tables-codegen against the 0.1.0
# release's, with the default features and with every feature:
# cargo-semver-checks fails on a change the version in Cargo.toml does not
# allow (before 1.0, a breaking change needs a minor bump). The release's
# commit is in .ci/api-baseline. The generator's table model,
# chess-tables-model, is left out: it makes no semver promise of its own.
# Needs cargo-semver-checks (`cargo install cargo-semver-checks --locked`).
# Usage: scripts/check-api.sh
set -euo pipefail
cd "$(dirname "$0")/.."
baseline=$(cat .ci/api-baseline)
git cat-file -e "$baseline^{commit}" 2>/dev/null \
  || { echo "the baseline commit $baseline is not in this clone (git fetch --unshallow?)" >&2; exit 1; }
for features in --default-features --all-features; do
  echo "-- public API against $baseline (0.1.0), $features"
  cargo semver-checks --workspace --exclude chess-tables-model --baseline-rev "$baseline" $features
done
