#!/usr/bin/env bash
# What a table crate adds to a build, in the three profiles users meet:
# clean `cargo build --release`, `cargo build` (dev) and `cargo check` of a
# throwaway binary per row, in interleaved rounds (every profile and row
# once per round), with `CARGO_INCREMENTAL=0` for every crate (Cargo builds
# a registry dependency without incremental caches; a path dependency it
# would build incrementally in dev and check, which is not what users get).
# Dependencies are fetched beforehand, so the network is not timed.
#
# Rows (ONLY="a b" picks some; the default is every row):
#   chess-tables           one distance lookup (default features)
#   chess-tables-shipped   the same without the `generate` feature: the default
#                          families from the source the package ships
#   chess-tables-magic     the `magic` rook lookup
#   chess-tables-position  the Polyglot key of a FEN through the position crate
#   chess-tables-position-shipped  the same without `generate` (its `book`
#                          default kept)
#   cozy-chess             one rook lookup of cozy-chess 0.3
#   chess                  one rook lookup of chess 3.2
#   shakmaty               the key of a FEN by shakmaty 0.30.1 (Fen -> Chess -> Zobrist64)
#   floor                  the design card's floor: a one-call binary whose
#                          build script uses the same four packages (quote,
#                          proc-macro2, syn through prettyplease, phf_codegen
#                          with its `quote` feature, at the generator's
#                          versions) to write one small table, a 64-entry
#                          array and a one-entry phf map
#
# MARGINAL=1 measures each row in a project that already compiles syn: the
# same binary with serde's derive on one struct (`#[derive(Serialize,
# Deserialize)]`), against a `serde` row that has the derive alone; the
# cost printed is the row's time minus the serde row's, per round.
#
# For each profile it prints a Markdown table (median wall time of the
# clean builds, min to max, and the ratios to cozy-chess's, the floor's
# and shakmaty's medians where those rows ran), the chess-tables units'
# own times from `--timings` (medians), and, for the release profile, the
# no-change rebuild. Then chess-tables' build script alone (median of 21
# runs of the compiled script, all default families; with `magic` too when
# that row ran) and the size of the source it writes.
#
# Usage: scripts/measure/build-cost.sh [ROUNDS] (default 3)
#   PROFILES="release dev check" (the default) picks profiles;
#   KEEP_WORK=1 keeps the throwaway crates (the path is in mktemp's /tmp).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
rounds=${1:-3}
profiles=${PROFILES:-release dev check}
marginal=${MARGINAL:-}
work=$(mktemp -d)
[ -n "${KEEP_WORK:-}" ] || trap 'rm -rf "$work"' EXIT
export CARGO_INCREMENTAL=0

declare -A deps=(
  [chess-tables]="chess-tables = { path = \"$root\" }"
  [chess-tables-magic]="chess-tables = { path = \"$root\", features = [\"magic\"] }"
  [chess-tables-shipped]="chess-tables = { path = \"$root\", default-features = false, features = [\"distance\", \"x88\", \"lines\", \"attacks\", \"zobrist\", \"pawns\"] }"
  [chess-tables-position-shipped]="chess-tables-position = { path = \"$root/position\", default-features = false, features = [\"book\"] }"
  [chess-tables-position]="chess-tables-position = { path = \"$root/position\" }"
  [cozy-chess]='cozy-chess = "0.3"'
  [chess]='chess = "3.2"'
  [shakmaty]='shakmaty = "=0.30.1"'
  [floor]='phf = { version = "0.14", default-features = false }'
  [serde]=''
)
fen='std::hint::black_box("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")'
declare -A uses=(
  [chess-tables]='chess_tables::distance::knight_distance(chess_tables::Square::A1, chess_tables::Square::H8) as u64'
  [chess-tables-magic]='chess_tables::magic::rook_attacks(chess_tables::Square::A1, 0)'
  [chess-tables-shipped]='chess_tables::distance::knight_distance(chess_tables::Square::A1, chess_tables::Square::H8) as u64'
  [chess-tables-position]="{ use chess_tables_position::PositionKeys; chess_tables_position::zobrist::POLYGLOT.fen_key($fen).unwrap() }"
  [chess-tables-position-shipped]="{ use chess_tables_position::PositionKeys; chess_tables_position::zobrist::POLYGLOT.fen_key($fen).unwrap() }"
  [cozy-chess]='cozy_chess::get_rook_moves(cozy_chess::Square::A1, cozy_chess::BitBoard::EMPTY).0'
  [chess]='chess::get_rook_moves(chess::Square::A1, chess::EMPTY).0'
  [shakmaty]="{ use shakmaty::Position; let fen: shakmaty::fen::Fen = $fen.parse().unwrap(); let position: shakmaty::Chess = fen.into_position(shakmaty::CastlingMode::Standard).unwrap(); position.zobrist_hash::<shakmaty::zobrist::Zobrist64>(shakmaty::EnPassantMode::PseudoLegal).0 }"
  [floor]='TABLE[63] as u64 + *NAMES.get("TABLE").unwrap() as u64'
  [serde]='0u64'
)
all_rows="chess-tables chess-tables-shipped chess-tables-magic chess-tables-position chess-tables-position-shipped cozy-chess chess shakmaty floor"
rows=${ONLY:-$all_rows}
[ -z "$marginal" ] || rows="serde $rows"

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

# The serde part of a marginal row: the dependency and one derived struct.
serde_dep='serde = { version = "1", features = ["derive"] }'
serde_item='#[derive(serde::Serialize, serde::Deserialize)]
struct Point {
    x: u8,
}
'

# Writes row $1's crate into $work/$1.
make_crate() {
  local name=$1 dir="$work/$1"
  mkdir -p "$dir/src"
  {
    printf '[package]\nname = "cost-%s"\nversion = "0.0.0"\nedition = "2021"\n\n[dependencies]\n' "$name"
    [ -z "${deps[$name]}" ] || printf '%s\n' "${deps[$name]}"
    [ -z "$marginal" ] || printf '%s\n' "$serde_dep"
    if [ "$name" = floor ]; then printf '\n[build-dependencies]\n%s\n' "$floor_build_deps"; fi
    printf '\n[workspace]\n'
  } >"$dir/Cargo.toml"
  {
    if [ "$name" = floor ]; then printf 'include!(concat!(env!("OUT_DIR"), "/table.rs"));\n\n'; fi
    [ -z "$marginal" ] || printf '%s\n' "$serde_item"
    printf 'fn main() {\n'
    [ -z "$marginal" ] || printf '    std::hint::black_box(Point { x: 1 }.x);\n'
    printf '    println!("{}", std::hint::black_box(%s));\n}\n' "${uses[$name]}"
  } >"$dir/src/main.rs"
  if [ "$name" = floor ]; then printf '%s\n' "$floor_build_rs" >"$dir/build.rs"; fi
  (cd "$dir" && cargo fetch -q)
}

# The chess-tables units' times in a build's --timings page: "name=seconds ...".
units() {
  python3 - "$1" <<'PY'
import json, re, sys
page = open(sys.argv[1]).read()
data = json.loads(re.search(r"const UNIT_DATA = (\[.*?\]);\n", page, re.S).group(1))
out = []
for unit in data:
    target = unit["target"].strip()
    if unit["name"].startswith("chess-tables") and target in ("", "(check)"):
        out.append(f"{unit['name']}={unit['duration']:.2f}")
    if unit["name"] == "chess-tables" and target == "build-script (run)":
        out.append(f"build-script-run={unit['duration']:.2f}")
print(" ".join(out))
PY
}

for name in $rows; do make_crate "$name"; done
results="$work/results.tsv"
: >"$results"
for round in $(seq "$rounds"); do
  for profile in $profiles; do
    case $profile in
      release) command=(cargo build -q --release --timings) ;;
      dev) command=(cargo build -q --timings) ;;
      check) command=(cargo check -q --timings) ;;
      *) echo "PROFILES: no profile $profile (release, dev, check)" >&2; exit 2 ;;
    esac
    for name in $rows; do
      dir="$work/$name"
      rm -rf "$dir/target"
      (cd "$dir" && /usr/bin/time -o "$work/time.txt" -f "%e" "${command[@]}" >/dev/null)
      wall=$(tail -n 1 "$work/time.txt")
      rebuild=""
      if [ "$profile" = release ]; then
        (cd "$dir" && /usr/bin/time -o "$work/time.txt" -f "%e" cargo build -q --release >/dev/null)
        rebuild=$(tail -n 1 "$work/time.txt")
      fi
      printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$profile" "$name" "$wall" "$rebuild" \
        "$(units "$dir/target/cargo-timings/cargo-timing.html")" >>"$results"
    done
  done
done

python3 - "$results" "$marginal" <<'PY'
import collections, statistics, sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
marginal = bool(sys.argv[2])
wall = collections.defaultdict(list)
rebuild = collections.defaultdict(list)
units = collections.defaultdict(list)
by_round = {}
for round_, profile, name, seconds, again, unit_times in rows:
    wall[profile, name].append(float(seconds))
    by_round[round_, profile, name] = float(seconds)
    if again:
        rebuild[profile, name].append(float(again))
    for pair in unit_times.split():
        unit, seconds = pair.split("=")
        units[profile, name, unit].append(float(seconds))
profiles = list(dict.fromkeys(r[1] for r in rows))
names = list(dict.fromkeys(r[2] for r in rows))
rounds = sorted(set(r[0] for r in rows))
med = statistics.median
for profile in profiles:
    print(f"\n### {profile}\n")
    if marginal:
        print("| row | cost over the serde binary, median (min to max) | ratio to cozy-chess's cost | to the floor's | to shakmaty's |")
    else:
        print("| row | clean build, median (min to max) | / cozy-chess | / floor | / shakmaty |")
    print("|---|---:|---:|---:|---:|")
    def cost(name):
        if not marginal:
            return wall[profile, name]
        return [by_round[r, profile, name] - by_round[r, profile, "serde"] for r in rounds]
    medians = {name: med(cost(name)) for name in names if (profile, name) in wall}
    for name in names:
        if (profile, name) not in wall or (marginal and name == "serde"):
            continue
        c = cost(name)
        ratios = []
        for peer in ("cozy-chess", "floor", "shakmaty"):
            ok = peer in medians and medians[peer] > 0
            ratios.append(f"{medians[name] / medians[peer]:.2f}x" if ok else "")
        print(f"| {name} | {med(c):+.2f} s ({min(c):+.2f} to {max(c):+.2f}) | " + " | ".join(ratios) + " |"
              if marginal else
              f"| {name} | {med(c):.2f} s ({min(c):.2f} to {max(c):.2f}) | " + " | ".join(ratios) + " |")
    if marginal:
        print(f"\nthe serde binary alone: {med(wall[profile, 'serde']):.2f} s")
    for name in names:
        keys = sorted({k[2] for k in units if k[0] == profile and k[1] == name})
        if keys:
            print(f"{name}: --timings units " + ", ".join(f"{k} {med(units[profile, name, k]):.2f} s" for k in keys))
    for name in names:
        if rebuild[profile, name]:
            print(f"{name}: no-change rebuild {med(rebuild[profile, name]):.2f} s")
PY

# The build script alone, as compiled in the last release round.
for name in chess-tables chess-tables-magic; do
  [[ " $rows " == *" $name "* ]] || continue
  script=$(ls "$work/$name"/target/release/build/chess-tables-*/build-script-build 2>/dev/null | head -n 1)
  [ -n "$script" ] || continue
  out="$work/out"
  mkdir -p "$out"
  # Cargo passes the enabled features; the defaults are all six families.
  export CARGO_FEATURE_DISTANCE=1 CARGO_FEATURE_X88=1 CARGO_FEATURE_LINES=1 CARGO_FEATURE_ATTACKS=1 CARGO_FEATURE_ZOBRIST=1 CARGO_FEATURE_PAWNS=1
  [ "$name" = chess-tables-magic ] && export CARGO_FEATURE_MAGIC=1
  # bash's `time` has millisecond resolution (GNU time's is 10 ms).
  TIMEFORMAT=%R
  times=$(for _ in $(seq 21); do rm -f "$out"/*; { time OUT_DIR=$out "$script" >/dev/null; } 2>&1 | tail -n 1; done)
  unset CARGO_FEATURE_DISTANCE CARGO_FEATURE_X88 CARGO_FEATURE_LINES CARGO_FEATURE_ATTACKS CARGO_FEATURE_ZOBRIST CARGO_FEATURE_PAWNS CARGO_FEATURE_MAGIC
  median=$(echo "$times" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
  echo "$name's build script alone (median of 21, writing all files): $median s, $(cat "$out"/*.rs | wc -c) bytes of source"
done
