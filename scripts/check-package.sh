#!/usr/bin/env bash
# The packages as a user gets them: `cargo package --workspace`, the two
# .crate files unpacked outside the repository, chess-tables built and
# tested from its unpacked files against the unpacked generator only (a
# [patch] to that directory, no path into the repository), two consumer
# crates built the same way (a one-call binary, and a no_std library for
# thumbv7em-none-eabihf), and `cargo publish --workspace --dry-run`.
# Prints each package's files and packed size, and the unpacked tests'
# counts. Usage: scripts/check-package.sh (from anywhere; needs the
# thumbv7em-none-eabihf target for the no_std consumer).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The unpacked builds get a target directory of their own, outside the repository.
export CARGO_TARGET_DIR="$work/target"

echo "-- cargo package --workspace"
cargo package -q --workspace --target-dir "$work/package-target"
for crate in chess-tables chess-tables-codegen; do
  file="$work/package-target/package/$crate-$version.crate"
  tar -xzf "$file" -C "$work"
  files=$(tar -tzf "$file" | grep -vc '/$')
  echo "$crate $version: $files files, $(stat -c %s "$file") bytes packed"
done
runtime="$work/chess-tables-$version"
generator="$work/chess-tables-codegen-$version"
patch=(--config "patch.crates-io.chess-tables-codegen.path=\"$generator\"")

echo "-- the unpacked chess-tables: tests against the unpacked generator"
# --nocapture shows the fixture tests' "skipped: ..." lines.
(cd "$runtime" && cargo test -q "${patch[@]}" -- --nocapture >"$work/test.log" 2>&1) \
  || { cat "$work/test.log"; exit 1; }
summary=$(grep -E "^test result" "$work/test.log" | awk '{ p += $4; f += $6; i += $8 } END { print p " passed, " f " failed, " i " ignored" }')
skipped=$(grep -o "skipped: the fixture crate tests/fixtures/[a-z-]*" "$work/test.log" | sort -u | wc -l)
echo "unpacked package tests: $summary ($skipped of the passed skip: their fixture crates stay in the repository)"
grep -o "skipped: the fixture crate tests/fixtures/[a-z-]*" "$work/test.log" | sort -u
(cd "$generator" && cargo test -q 2>&1) | grep -E "^test result" \
  | awk '{ p += $4; f += $6; i += $8 } END { print "unpacked generator tests: " p " passed, " f " failed, " i " ignored" }'

echo "-- consumer crates depending on the unpacked packages"
mkdir -p "$work/app/src" "$work/firmware/src"
cat > "$work/app/Cargo.toml" <<EOF
[package]
name = "app"
version = "0.0.0"
edition = "2021"

[dependencies]
chess-tables = { path = "$runtime" }

[workspace]
EOF
cat > "$work/app/src/main.rs" <<'EOF'
fn main() {
    let d = chess_tables::distance::knight_distance(chess_tables::Square::A1, chess_tables::Square::H8);
    println!("{d}");
}
EOF
(cd "$work/app" && cargo run -q --release "${patch[@]}") | grep -qx 6
echo "one-call binary: built and ran (knight distance a1-h8 = 6)"
cat > "$work/firmware/Cargo.toml" <<EOF
[package]
name = "firmware-lib"
version = "0.0.0"
edition = "2021"

[dependencies]
chess-tables = { path = "$runtime", default-features = false, features = ["distance", "zobrist"] }

[workspace]
EOF
cat > "$work/firmware/src/lib.rs" <<'EOF'
#![no_std]
pub fn distance(a: u8, b: u8) -> u8 {
    match (chess_tables::Square::new(a & 63), chess_tables::Square::new(b & 63)) {
        (Some(a), Some(b)) => chess_tables::distance::knight_distance(a, b),
        _ => 0,
    }
}
pub fn key() -> u64 {
    chess_tables::zobrist::POLYGLOT.raw()[780]
}
EOF
(cd "$work/firmware" && cargo build -q --release --target thumbv7em-none-eabihf "${patch[@]}")
echo "no_std library for thumbv7em-none-eabihf: built"

echo "-- cargo publish --workspace --dry-run"
cargo publish -q --workspace --dry-run --allow-dirty --target-dir "$work/package-target" >"$work/publish.log" 2>&1 \
  || { cat "$work/publish.log"; exit 1; }
grep -v "aborting upload due to dry run" "$work/publish.log" || true
echo "the packages build and pass their tests as a user gets them"
