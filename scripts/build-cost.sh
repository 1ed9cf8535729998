#!/usr/bin/env bash
# What a table crate adds to a build: a clean `cargo build --release` of a
# throwaway binary that depends on chess-tables, cozy-chess or chess (run one
# after another, dependencies fetched beforehand so the network is not
# timed), its no-change rebuild, and chess-tables' build script alone
# (median of 21 runs, all families). The `chess-tables (magic)` row builds
# chess-tables with the opt-in `magic` feature and calls its rook lookup;
# its build script is timed with all families and magic, and the size of
# the generated source is printed. The `floor` row is the design's floor: a
# one-call binary whose build script uses the same four packages (quote,
# proc-macro2, syn through prettyplease, phf_codegen with its `quote`
# feature, at chess-tables-codegen's versions) to write one small table, a
# 64-entry array and a one-entry phf map, parsed and pretty-printed.
# Prints a Markdown table, then the clean builds' wall-time ratios. Usage:
# scripts/build-cost.sh [RUNS] (default 3; the medians are printed);
# ONLY="floor cozy-chess" scripts/build-cost.sh runs only those rows;
# KEEP_WORK=1 keeps the throwaway crates (the path is in mktemp's /tmp).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
work=$(mktemp -d)
[ -n "${KEEP_WORK:-}" ] || trap 'rm -rf "$work"' EXIT

declare -A deps=(
  [chess-tables]="chess-tables = { path = \"$root\" }"
  [chess-tables-magic]="chess-tables = { path = \"$root\", features = [\"magic\"] }"
  [cozy-chess]='cozy-chess = "0.3"'
  [chess]='chess = "3.2"'
  [floor]='phf = { version = "0.14", default-features = false }'
)
declare -A uses=(
  [chess-tables]='chess_tables::distance::knight_distance(chess_tables::Square::A1, chess_tables::Square::H8) as u64'
  [chess-tables-magic]='chess_tables::magic::rook_attacks(chess_tables::Square::A1, 0)'
  [cozy-chess]='cozy_chess::get_rook_moves(cozy_chess::Square::A1, cozy_chess::BitBoard::EMPTY).0'
  [chess]='chess::get_rook_moves(chess::Square::A1, chess::EMPTY).0'
  [floor]='TABLE[63] as u64 + *NAMES.get("TABLE").unwrap() as u64'
)

# The floor's build script: the four packages, one small table.
floor_build_deps='quote = { version = "1", default-features = false }
proc-macro2 = { version = "1", default-features = false }
syn = { version = "3", default-features = false, features = ["full", "parsing"] }
prettyplease = "0.3"
phf_codegen = { version = "0.14", features = ["quote"] }'
floor_build_rs='use quote::quote;

fn main() {
    // Chebyshev distance from a1, written by a quote! template.
    let values = (0u8..64).map(|sq| (sq % 8).max(sq / 8));
    let mut names = phf_codegen::Map::new();
    names.entry("TABLE", "0usize");
    let map = names.build();
    let file: syn::File = syn::parse2(quote! {
        /// Chebyshev distance from a1.
        pub static TABLE: [u8; 64] = [#(#values),*];
        /// The table by name.
        pub static NAMES: phf::Map<&'"'"'static str, usize> = #map;
    })
    .unwrap();
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").unwrap());
    std::fs::write(out.join("table.rs"), prettyplease::unparse(&file)).unwrap();
    println!("cargo::rerun-if-changed=build.rs");
}'


median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo "| crate | clean build, wall (s) | clean build, CPU user+sys (s) | no-change rebuild (s) |"
echo "|---|---:|---:|---:|"
declare -A wall
for name in ${ONLY:-chess-tables chess-tables-magic cozy-chess chess floor}; do
  dir="$work/$name"
  mkdir -p "$dir/src"
  printf '[package]\nname = "cost-%s"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\n%s\n\n[workspace]\n' \
    "$name" "${deps[$name]}" > "$dir/Cargo.toml"
  printf 'fn main() {\n    println!("{}", std::hint::black_box(%s));\n}\n' "${uses[$name]}" > "$dir/src/main.rs"
  if [ "$name" = floor ]; then
    printf '\n[build-dependencies]\n%s\n' "$floor_build_deps" >> "$dir/Cargo.toml"
    printf '%s\n' "$floor_build_rs" > "$dir/build.rs"
    printf 'include!(concat!(env!("OUT_DIR"), "/table.rs"));\n\n' | cat - "$dir/src/main.rs" > "$dir/src/main.tmp"
    mv "$dir/src/main.tmp" "$dir/src/main.rs"
  fi
  (cd "$dir" && cargo fetch -q)
  walls=() cpus=() rebuilds=()
  for _ in $(seq "$runs"); do
    rm -rf "$dir/target"
    t=$( { cd "$dir" && /usr/bin/time -f "%e %U %S" cargo build -q --release; } 2>&1 | tail -n 1)
    walls+=("$(echo "$t" | awk '{ print $1 }')")
    cpus+=("$(echo "$t" | awk '{ print $2 + $3 }')")
    r=$( { cd "$dir" && /usr/bin/time -f "%e" cargo build -q --release; } 2>&1 | tail -n 1)
    rebuilds+=("$r")
  done
  label=$name
  [ "$name" = chess-tables-magic ] && label="chess-tables (magic)"
  [ "$name" = floor ] && label="floor (four packages, one table)"
  wall[$name]=$(printf '%s\n' "${walls[@]}" | median)
  echo "| $label | ${wall[$name]} | $(printf '%s\n' "${cpus[@]}" | median) | $(printf '%s\n' "${rebuilds[@]}" | median) |"
  if [ "$name" = chess-tables ] || [ "$name" = chess-tables-magic ]; then
    script=$(ls "$dir"/target/release/build/chess-tables-*/build-script-build | head -n 1)
    out="$work/out"
    mkdir -p "$out"
    # Cargo passes the enabled features; the defaults are all six families.
    export CARGO_FEATURE_DISTANCE=1 CARGO_FEATURE_X88=1 CARGO_FEATURE_LINES=1 CARGO_FEATURE_ATTACKS=1 CARGO_FEATURE_ZOBRIST=1 CARGO_FEATURE_PAWNS=1
    [ "$name" = chess-tables-magic ] && export CARGO_FEATURE_MAGIC=1
    # bash's `time` has millisecond resolution (GNU time's is 10 ms).
    TIMEFORMAT=%R
    script_times=$(for _ in $(seq 21); do rm -f "$out"/*; { time OUT_DIR=$out "$script" >/dev/null; } 2>&1 | tail -n 1; done)
    unset CARGO_FEATURE_DISTANCE CARGO_FEATURE_X88 CARGO_FEATURE_LINES CARGO_FEATURE_ATTACKS CARGO_FEATURE_ZOBRIST CARGO_FEATURE_PAWNS CARGO_FEATURE_MAGIC
    if [ "$name" = chess-tables ]; then
      build_script=$(echo "$script_times" | median)
      source_bytes=$(cat "$out"/*.rs | wc -c)
    else
      magic_script=$(echo "$script_times" | median)
      magic_source_bytes=$(cat "$out"/*.rs | wc -c)
    fi
  fi
done
echo
if [ -n "${build_script:-}" ]; then
  echo "chess-tables' build script alone (median of 21, writing all files): ${build_script} s, ${source_bytes} bytes of source"
fi
if [ -n "${magic_script:-}" ]; then
  echo "with the magic feature too (all families + magic): ${magic_script} s, ${magic_source_bytes} bytes of source"
fi
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
for name in chess-tables chess-tables-magic; do
  [ -n "${wall[$name]:-}" ] || continue
  [ -n "${wall[cozy-chess]:-}" ] && echo "$name clean build / cozy-chess's: $(ratio "${wall[$name]}" "${wall[cozy-chess]}")"
  [ -n "${wall[floor]:-}" ] && echo "$name clean build / the floor's: $(ratio "${wall[$name]}" "${wall[floor]}")"
done
if [ -n "${wall[floor]:-}" ] && [ -n "${wall[cozy-chess]:-}" ]; then
  echo "floor clean build / cozy-chess's: $(ratio "${wall[floor]}" "${wall[cozy-chess]}")"
fi
