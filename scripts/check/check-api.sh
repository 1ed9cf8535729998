#!/usr/bin/env bash
# The public API of chess-tables, chess-tables-position and
# chess-tables-codegen against the 0.1.0 API's, with the default features
# and with every feature: cargo-semver-checks fails on a change the version
# in each Cargo.toml does not allow (before 1.0, a breaking change needs a
# minor bump). The commit of that API (the two runtime crates as split and
# settled before the first publish, with the generator's API for tables
# of your own) is in .ci/api-baseline. The
# generator's table model, chess-tables-model, is left out: it makes no
# semver promise of its own.
#
# chess-tables-codegen re-exports names that moved into chess-tables-model
# (REEXPORTED below). cargo-semver-checks does not follow a re-export from
# another crate and reports such a name as removed; so for the generator a
# failure that names only those items passes, and codegen/tests/reexports.rs
# (run by `cargo test --workspace`) checks that each is still there with
# its shape. Any other failure fails.
# Needs cargo-semver-checks (`cargo install cargo-semver-checks --locked`).
# Usage: scripts/check/check-api.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
baseline=$(cat .ci/api-baseline)
git cat-file -e "$baseline^{commit}" 2>/dev/null \
  || { echo "the baseline commit $baseline is not in this clone (git fetch --unshallow?)" >&2; exit 1; }

# The items of chess-tables-codegen 0.1.0 that are re-exports now, as
# cargo-semver-checks names them (DEFAULT_SEED is DEFAULT_ZOBRIST_SEED's
# item).
REEXPORTED='Family|SeedError|parse_seed|splitmix64|SEED_VARIABLE|DEFAULT_SEED'

log=$(mktemp)
trap 'rm -f "$log"' EXIT
for features in --default-features --all-features; do
  for crate in chess-tables chess-tables-position; do
    echo "-- $crate, public API against $baseline (0.1.0), $features"
    cargo semver-checks -p "$crate" --baseline-rev "$baseline" $features
  done
  echo "-- chess-tables-codegen, public API against $baseline (0.1.0), $features"
  if cargo semver-checks -p chess-tables-codegen --baseline-rev "$baseline" $features >"$log" 2>&1; then
    cat "$log"
    continue
  fi
  cat "$log"
  # Each failing item is an indented line after a `--- failure` heading.
  items=$(awk '/^--- failure/ { f = 1; next } /^ *(Summary|Finished|Checked)/ { f = 0 } f && /in file/' "$log")
  others=$(printf '%s\n' "$items" | grep -Ev "(::| )($REEXPORTED)(,| in file)" || true)
  if [ -z "$items" ] || [ -n "$others" ]; then
    echo "chess-tables-codegen: public API changes beyond the re-exported names:" >&2
    printf '%s\n' "${others:-$(tail -n 5 "$log")}" >&2
    exit 1
  fi
  echo "chess-tables-codegen: the failures above name only re-exports from chess-tables-model (checked by codegen/tests/reexports.rs): passed"
done
