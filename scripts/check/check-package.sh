#!/usr/bin/env bash
# The packages as a user gets them: `cargo package --workspace`, the five
# .crate files (in publish order: the table model, the generator, the
# table crate, the position crate, the shakmaty bridge, the book tool)
# unpacked outside
# the repository, each
# tested from its unpacked files against the unpacked packages below it
# only (a [patch] to their directories, no path into the repository): the
# model with and without its `magic` feature, the generator against the
# model, chess-tables against both, chess-tables-position against all
# three, the shakmaty bridge (its docs' examples: its tests read the
# position crate's reference data, not in its package) against all four;
# then consumer crates built the same way (a one-call table binary,
# a one-call key binary on the position crate, and a no_std library of
# each crate for thumbv7em-none-eabihf), the generator's CLI installed with
# `cargo install --path` from its unpacked package and run, the book
# tool installed the same way and run on a book against PolyGlot's
# figures, no shipped file
# naming a path that is not in its package (scripts/check/check_shipped_paths.py
# over each .crate's file list, the generated Rust source and the CLI's
# --help), and `cargo publish --workspace --dry-run`, which must publish in
# that order. One `cargo package` serves every check.
# Prints each package's files and packed size, and fails if a .crate is
# larger than the peers' (shakmaty 0.30's is 629,884 bytes: the limit is
# 630,000); prints the unpacked tests' counts and the "skipped: ..." lines
# of the tests that skip part of their work from the package.
# Usage: scripts/check/check-package.sh (from anywhere; needs the
# thumbv7em-none-eabihf target for the no_std consumer).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)
# The position crate, the shakmaty bridge and the book tool have version
# lines of their own.
position_version=$(sed -n 's/^version = "\(.*\)"/\1/p' position/Cargo.toml | head -n 1)
shakmaty_version=$(sed -n 's/^version = "\(.*\)"/\1/p' shakmaty/Cargo.toml | head -n 1)
tool_version=$(sed -n 's/^version = "\(.*\)"/\1/p' book-tool/Cargo.toml | head -n 1)
# The version of a package of the workspace.
version_of() {
  case $1 in
    chess-tables-position) echo "$position_version" ;;
    chess-tables-shakmaty) echo "$shakmaty_version" ;;
    chess-tables-book) echo "$tool_version" ;;
    *) echo "$version" ;;
  esac
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The unpacked builds get a target directory of their own, outside the repository.
export CARGO_TARGET_DIR="$work/target"

echo "-- cargo package --workspace"
# --no-verify: each package is built and tested from its unpacked files
# below, which is more than cargo's own verification build.
cargo package -q --workspace --no-verify --target-dir "$work/package-target"
# Publish order: each crate depends on the ones before it.
crates=(chess-tables-model chess-tables-codegen chess-tables chess-tables-position chess-tables-shakmaty chess-tables-book)
# No package larger than the peers': the largest reference files ship as
# samples (position/Cargo.toml's include list, scripts/data/sample-test-data.py).
limit=630000
for crate in "${crates[@]}"; do
  crate_version=$(version_of "$crate")
  file="$work/package-target/package/$crate-$crate_version.crate"
  tar -xzf "$file" -C "$work"
  files=$(tar -tzf "$file" | grep -vc '/$')
  size=$(stat -c %s "$file")
  echo "$crate $crate_version: $files files, $size bytes packed"
  if [ "$size" -gt "$limit" ]; then
    echo "$crate-$crate_version.crate: $size bytes packed, over the limit of $limit" >&2
    exit 1
  fi
done
echo "every package within the limit of $limit bytes packed"
runtime="$work/chess-tables-$version"
position="$work/chess-tables-position-$position_version"
shakmaty="$work/chess-tables-shakmaty-$shakmaty_version"
generator="$work/chess-tables-codegen-$version"
model="$work/chess-tables-model-$version"
patch_model=(--config "patch.crates-io.chess-tables-model.path=\"$model\"")
patch=("${patch_model[@]}" --config "patch.crates-io.chess-tables-codegen.path=\"$generator\"")
patch_all=("${patch[@]}" --config "patch.crates-io.chess-tables.path=\"$runtime\"")
# Sums the "test result" lines of a test run's output as one line.
# Runs `cargo test -q ARGS...` in DIR and prints WHAT's counts; on a
# failure (a test, or a build error) prints the whole output and stops.
unpacked_tests() {
  local what=$1 dir=$2
  shift 2
  if ! (cd "$dir" && cargo test -q "$@" >"$work/unpacked.log" 2>&1); then
    cat "$work/unpacked.log"
    echo "$what: failed" >&2
    exit 1
  fi
  grep -E "^test result" "$work/unpacked.log" \
    | awk -v what="$what" '{ p += $4; f += $6; i += $8 } END { print what ": " p " passed, " f " failed, " i " ignored" }'
}

echo "-- the unpacked model, without and with magic"
unpacked_tests "unpacked model tests" "$model"
unpacked_tests "unpacked model tests with magic" "$model" --features magic

echo "-- the unpacked generator: tests against the unpacked model"
unpacked_tests "unpacked generator tests" "$generator" "${patch_model[@]}"

# Runs `cargo test -q ARGS... -- --nocapture` in DIR and prints WHAT's
# counts and its distinct "skipped: ..." lines: the fixture tests' (the
# fixture crates stay in the repository) and the reference-data tests'
# (they run on the samples of the files that stay in the repository); a
# passed test skipped only what its message names.
unpacked_tests_with_skips() {
  local what=$1 dir=$2
  shift 2
  (cd "$dir" && cargo test -q "$@" -- --nocapture >"$work/test.log" 2>&1) \
    || { cat "$work/test.log"; echo "$what: failed" >&2; exit 1; }
  local summary
  summary=$(grep -E "^test result" "$work/test.log" | awk '{ p += $4; f += $6; i += $8 } END { print p " passed, " f " failed, " i " ignored" }')
  # -o: with -q the harness's progress dots may stand before a message.
  grep -o "skipped: .*" "$work/test.log" | sort -u >"$work/skipped.txt" || true
  echo "$what: $summary; $(wc -l <"$work/skipped.txt") distinct skip messages:"
  cat "$work/skipped.txt"
}

echo "-- the unpacked chess-tables: tests against the unpacked generator and model"
unpacked_tests_with_skips "unpacked chess-tables tests" "$runtime" "${patch[@]}"

echo "-- the unpacked chess-tables-position: tests against the unpacked table crate, generator and model"
unpacked_tests_with_skips "unpacked chess-tables-position tests" "$position" "${patch_all[@]}"

echo "-- the unpacked chess-tables-shakmaty (GPL-3.0-or-later): its docs' examples against the four unpacked packages"
unpacked_tests "unpacked chess-tables-shakmaty tests" "$shakmaty" "${patch_all[@]}" \
  --config "patch.crates-io.chess-tables-position.path=\"$position\""

echo "-- consumer crates depending on the unpacked packages"
# A consumer crate in $work/DIR named NAME with one dependency line.
consumer() {
  mkdir -p "$work/$1/src"
  printf '[package]\nname = "%s"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\n%s\n\n[workspace]\n' \
    "$2" "$3" >"$work/$1/Cargo.toml"
}
consumer app app "chess-tables = { path = \"$runtime\" }"
cat > "$work/app/src/main.rs" <<'EOF'
fn main() {
    let d = chess_tables::distance::knight_distance(chess_tables::Square::A1, chess_tables::Square::H8);
    println!("{d}");
}
EOF
(cd "$work/app" && cargo run -q --release "${patch[@]}") | grep -qx 6
echo "one-call binary: built and ran (knight distance a1-h8 = 6)"
consumer firmware firmware-lib "chess-tables = { path = \"$runtime\", default-features = false, features = [\"distance\", \"zobrist\"] }"
cat > "$work/firmware/src/lib.rs" <<'EOF'
#![no_std]
pub fn distance(a: usize, b: usize) -> u8 {
    match (chess_tables::Square::new(a), chess_tables::Square::new(b)) {
        (Some(a), Some(b)) => chess_tables::distance::knight_distance(a, b),
        _ => 0,
    }
}
pub fn key() -> u64 {
    chess_tables::zobrist::POLYGLOT.raw()[780]
}
EOF
(cd "$work/firmware" && cargo build -q --release --target thumbv7em-none-eabihf "${patch[@]}")
# Default features off, `generate` among them: the shipped source, no generator.
if (cd "$work/firmware" && cargo tree -q -e normal,build --target thumbv7em-none-eabihf "${patch[@]}") \
    | grep -q chess-tables-codegen; then
  echo "the no_std library without generate still builds the generator" >&2
  exit 1
fi
echo "no_std library for thumbv7em-none-eabihf, from the shipped source (no generator in its build): built"
consumer shipped-all shipped-all "chess-tables = { path = \"$runtime\", default-features = false, features = [\"distance\", \"x88\", \"lines\", \"attacks\", \"zobrist\", \"pawns\", \"magic\", \"pext\"] }"
cat > "$work/shipped-all/src/main.rs" <<'EOF'
fn main() {
    let tables = chess_tables::registry::TABLE_INFO.len();
    let rook = chess_tables::magic::rook_attacks(chess_tables::Square::A1, 0);
    println!("{tables} {rook:#x}");
}
EOF
(cd "$work/shipped-all" && cargo run -q --release "${patch[@]}") | grep -qx "[0-9]* 0x1010101010101fe"
echo "every family from the shipped source (magic and pext among them): built and ran"

consumer keys keys "chess-tables-position = { path = \"$position\" }"
cat > "$work/keys/src/main.rs" <<'EOF'
use chess_tables_position::prelude::*;
fn main() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    println!("{:016x}", chess_tables_position::zobrist::POLYGLOT.fen_key(fen).unwrap());
}
EOF
(cd "$work/keys" && cargo run -q --release "${patch_all[@]}") | grep -qx 463b96181691fc9c
echo "one-call key binary on the position crate: built and ran (the start position's Polyglot key)"
consumer position-firmware position-firmware-lib "chess-tables-position = { path = \"$position\" }"
cat > "$work/position-firmware/src/lib.rs" <<'EOF'
#![no_std]
use chess_tables_position::prelude::*;
pub fn key(fen: &str) -> u64 {
    chess_tables_position::zobrist::POLYGLOT.fen_key(fen).unwrap_or(0)
}
pub fn probe(book: &[u8], fen: &str) -> usize {
    match (chess_tables_position::book::Book::new(book), fen.parse::<Position>()) {
        (Ok(book), Ok(position)) => book.probe(&position).count(),
        _ => 0,
    }
}
EOF
(cd "$work/position-firmware" && cargo build -q --release --target thumbv7em-none-eabihf "${patch_all[@]}")
echo "no_std library on the position crate (keys and books) for thumbv7em-none-eabihf: built"

echo "-- the generator's CLI: cargo install --path <the unpacked chess-tables-codegen>"
model="$work/chess-tables-model-$version"
generator="$work/chess-tables-codegen-$version"
CARGO_TARGET_DIR="$work/install-target" cargo install -q --locked --path "$generator" --root "$work/root" \
  --config "patch.crates-io.chess-tables-model.path=\"$model\"" 2>"$work/install.log" \
  || { cat "$work/install.log"; exit 1; }
cli="$work/root/bin/chess-tables-codegen"
[ -x "$cli" ] || { echo "no installed binary at $cli" >&2; exit 1; }
"$cli" --help >"$work/help.txt"
grep -q "cargo install chess-tables-codegen" "$work/help.txt" \
  || { cat "$work/help.txt"; echo "--help does not say how to install the tool" >&2; exit 1; }
families=$("$cli" --list-families | paste -sd, -)
[ -n "$families" ] || { echo "--list-families printed nothing" >&2; exit 1; }
"$cli" --out "$work/cli-out" --format rust --format json --format c --format html
for file in squares.rs distance.rs registry.rs chess_tables.json chess_tables.h chess_tables.html; do
  [ -s "$work/cli-out/$file" ] || { ls -l "$work/cli-out"; echo "missing or empty: $file" >&2; exit 1; }
done
grep -q "Regenerate: cargo install chess-tables-codegen" "$work/cli-out/chess_tables.h" \
  || { echo "the C header's Regenerate line does not name cargo install" >&2; exit 1; }
echo "installed from the unpacked package: $(ls "$work/cli-out" | wc -l) files written into --out"

echo "-- the book tool: cargo install --path <the unpacked chess-tables-book>, against the unpacked packages"
tool="$work/chess-tables-book-$tool_version"
CARGO_TARGET_DIR="$work/install-target" cargo install -q --locked --path "$tool" --root "$work/root" \
  "${patch_all[@]}" --config "patch.crates-io.chess-tables-position.path=\"$position\"" \
  --config "patch.crates-io.chess-tables-shakmaty.path=\"$shakmaty\"" 2>"$work/install.log" \
  || { cat "$work/install.log"; exit 1; }
book_tool="$work/root/bin/chess-tables-book"
# A one-entry book: the start position, 1. e4 (e2 = 12, e4 = 28), weight 3.
python3 -c 'import struct, sys; sys.stdout.buffer.write(struct.pack(">QHHI", 0x463b96181691fc9c, 12 << 6 | 28, 3, 0))' >"$work/one.bin"
"$book_tool" probe "$work/one.bin" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" >"$work/probe.txt"
[ "$(cat "$work/probe.txt")" = "e2e4 weight 3 100.00% learn 0" ] \
  || { cat "$work/probe.txt"; echo "the installed book tool's probe is wrong" >&2; exit 1; }
"$book_tool" merge "$work/one.bin" "$work/one.bin" --out "$work/two.bin" 2>/dev/null
cmp -s "$work/two.bin" <(python3 -c 'import struct, sys; sys.stdout.buffer.write(struct.pack(">QHHI", 0x463b96181691fc9c, 12 << 6 | 28, 6, 0))') \
  || { echo "the installed book tool's merge is wrong" >&2; exit 1; }
# PolyGlot's `info-book -bin one.bin` prints these counts.
"$book_tool" info "$work/one.bin" | awk '{ print $NF }' | paste -sd ' ' >"$work/info.txt"
[ "$(cat "$work/info.txt")" = "1 0 1 0 0" ] \
  || { cat "$work/info.txt"; echo "the installed book tool's info is wrong" >&2; exit 1; }
# Three games of 1. e4, won by White, from standard input: PolyGlot's
# make-book of them is e2e4 in the start position, weight 6 (2 a win).
for _ in 1 2 3; do printf '[Result "1-0"]\n\n1. e4 1-0\n\n'; done \
  | "$book_tool" make - --out "$work/made.bin" 2>/dev/null
cmp -s "$work/made.bin" <(python3 -c 'import struct, sys; sys.stdout.buffer.write(struct.pack(">QHHI", 0x463b96181691fc9c, 12 << 6 | 28, 6, 0))') \
  || { echo "the installed book tool's make is wrong" >&2; exit 1; }
echo "installed from the unpacked package: probe, merge, info and make right on a one-entry book"

echo "-- no shipped file names a path that is not in its package"
# Each package's files as the .crate holds them; every family's Rust source
# (its docs are chess-tables' rustdoc) and the --help text, from the CLI.
"$cli" --out "$work/generated" --format rust --families "$families" >/dev/null
args=()
for spec in chess-tables-model:codegen/model chess-tables-codegen:codegen chess-tables:. chess-tables-position:position chess-tables-shakmaty:shakmaty chess-tables-book:book-tool; do
  crate=${spec%%:*} dir=${spec#*:}
  crate_version=$(version_of "$crate")
  tar -tzf "$work/package-target/package/$crate-$crate_version.crate" \
    | sed -n "s|^$crate-$crate_version/||p" | grep -v '^$' >"$work/$crate.list"
  args+=(--package "$crate" "$dir" "$work/$crate.list")
done
python3 scripts/check/check_shipped_paths.py "${args[@]}" --generated "$work/generated" --help-text "$work/help.txt"

echo "-- cargo publish --workspace --dry-run (the order and metadata; the builds were the unpacked ones)"
cargo publish --workspace --dry-run --no-verify --allow-dirty --target-dir "$work/package-target" >"$work/publish.log" 2>&1 \
  || { cat "$work/publish.log"; exit 1; }
grep -E "^(warning|error)" "$work/publish.log" | grep -v "aborting upload due to dry run" || true
order=$(sed -n 's/^ *Uploading \([^ ]*\) .*/\1/p' "$work/publish.log" | paste -sd ' ')
[ "$order" = "${crates[*]}" ] \
  || { cat "$work/publish.log"; echo "publish order: $order, expected ${crates[*]}" >&2; exit 1; }
echo "publish order: $order"
echo "the packages build and pass their tests as a user gets them"
