#!/usr/bin/env bash
# The generated source's directory, found as the guide's page "the
# generated source" says: the build's own command with
# `--message-format=json`, filtered to chess-tables' build script. Tried
# from a user's crate of its own that builds two targets (the host and
# thumbv7em-none-eabihf), two profiles and two feature sets into one
# target directory: for each build the step must print exactly one
# directory, the one under that target and profile, holding that feature
# set's files (x88.rs only with `x88`), while the target directory holds
# a chess-tables build directory for every build. Each thumbv7em build's
# generated files are compared byte for byte with the host build's of the
# same profile and features: the source does not depend on the target
# (scripts/check/check-target-independent-source.sh refuses the code that
# could make it).
# Usage: scripts/check/check-out-dir.sh (needs the thumbv7em-none-eabihf target).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export CARGO_INCREMENTAL=0
rustup target add thumbv7em-none-eabihf >/dev/null 2>&1 || true

mkdir -p "$work/app/src"
cat >"$work/app/Cargo.toml" <<EOF
[package]
name = "app"
version = "0.0.0"
edition = "2021"

[dependencies]
chess-tables = { path = "$root", default-features = false, features = ["distance"] }

[features]
x88 = ["chess-tables/x88"]

[workspace]
EOF
cat >"$work/app/src/lib.rs" <<'EOF'
#![no_std]
pub fn distance() -> u8 {
    chess_tables::distance::knight_distance(chess_tables::Square::A1, chess_tables::Square::H8)
}
EOF
cd "$work/app"

# The guide's step, with the build's own flags.
out_dir() {
  cargo build --message-format=json "$@" 2>/dev/null \
    | grep '"reason":"build-script-executed"' \
    | grep -E '[#/]chess-tables[@#]' \
    | sed 's/.*"out_dir":"\([^"]*\)".*/\1/'
}

host=$(rustc -vV | sed -n 's/^host: //p')
builds=0
compared=0
declare -A host_dirs
for target in "" thumbv7em-none-eabihf; do
  for profile in dev release; do
    for features in "" x88; do
      args=()
      [ -z "$target" ] || args+=(--target "$target")
      [ "$profile" = dev ] || args+=(--release)
      [ -z "$features" ] || args+=(--features "$features")
      cargo build -q "${args[@]}"
      builds=$((builds + 1))
      dirs=$(out_dir "${args[@]}")
      label="${target:-$host} $profile ${features:-distance}"
      [ "$(printf '%s\n' "$dirs" | grep -c .)" -eq 1 ] \
        || { echo "FAILED: $label: the step printed '$dirs', not one directory" >&2; exit 1; }
      expected="$work/app/target/${target:+$target/}$([ "$profile" = dev ] && echo debug || echo release)/build/chess-tables-"
      case $dirs in
        "$expected"*/out) ;;
        *) echo "FAILED: $label: $dirs is not under $expected*" >&2; exit 1 ;;
      esac
      [ -f "$dirs/distance.rs" ] && [ -f "$dirs/registry.rs" ] \
        || { echo "FAILED: $label: $dirs holds no distance.rs and registry.rs" >&2; exit 1; }
      if [ -n "$features" ] && [ ! -f "$dirs/x88.rs" ]; then
        echo "FAILED: $label: $dirs has no x88.rs" >&2; exit 1
      fi
      if [ -z "$features" ] && [ -f "$dirs/x88.rs" ]; then
        echo "FAILED: $label: $dirs has x88.rs, which this build does not include" >&2; exit 1
      fi
      echo "$label: ${dirs#"$work/app/"}"
      if [ -z "$target" ]; then
        host_dirs["$profile $features"]=$dirs
      else
        reference=${host_dirs["$profile $features"]}
        [ "$(cd "$reference" && ls)" = "$(cd "$dirs" && ls)" ] \
          || { echo "FAILED: $label: its generated files are not the host's: $(cd "$dirs" && ls | paste -sd ' ') against $(cd "$reference" && ls | paste -sd ' ')" >&2; exit 1; }
        for file in "$reference"/*; do
          cmp "$file" "$dirs/$(basename "$file")" >&2 \
            || { echo "FAILED: $label: $(basename "$file") differs from the host build's" >&2; exit 1; }
          compared=$((compared + 1))
        done
      fi
    done
  done
done
count=$(find target -path '*/build/chess-tables-*/out' -type d | wc -l)
echo "$builds builds into one target directory, $count chess-tables out directories: the step named each build's own"
[ "$count" -ge "$builds" ] || { echo "FAILED: expected a build directory per build" >&2; exit 1; }
echo "thumbv7em-none-eabihf's generated files byte-identical to the host's, profile by profile and feature set by feature set ($compared files)"
