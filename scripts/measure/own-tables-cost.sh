#!/usr/bin/env bash
# What tables of your own cost a build: clean builds of four crates in
# the profiles users meet (`cargo build --release`, `cargo build`,
# `cargo check`), interleaved rounds, `CARGO_INCREMENTAL=0`, dependencies
# fetched beforehand:
#   own-tables       tests/projects/own-tables (codegen/docs/own-tables.md): the distance
#                    family and three tables of its own through the generator
#   own-tables-kept  tests/projects/own-tables-kept (the same page): the same three
#                    tables kept in its src/tables/, no build script, the generator
#                    a dev-dependency only (goal: at most 1.5x const-fn)
#   own-build        tests/projects/own-build (codegen/docs/own-build.md): the distance
#                    family alone through the generator
#   const-fn         the same three tables of its own written as `const` items
#                    computed by `const fn` in plain Rust (no build script; the
#                    logarithm as a series, as `f64::ln` is no `const fn`; the
#                    knight table taken from the example's build.rs)
# Prints, per profile, each crate's median wall time (min to max) and the
# ratios, then the own-tables build script's run time (median of 11 runs
# of the compiled script).
#
# Usage: scripts/measure/own-tables-cost.sh [ROUNDS] (default 3)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
rounds=${1:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export CARGO_INCREMENTAL=0

for crate in own-tables own-tables-kept own-build; do
  cp -r "$root/tests/projects/$crate" "$work/$crate"
  sed -i "s|path = \"../../../codegen\"|path = \"$root/codegen\"|" "$work/$crate/Cargo.toml"
done

mkdir -p "$work/const-fn/src"
cat >"$work/const-fn/Cargo.toml" <<'EOF'
[package]
name = "const-fn-tables"
version = "0.0.0"
edition = "2024"
publish = false

[workspace]
EOF
cat >"$work/const-fn/src/main.rs" <<'EOF'
//! The own-tables example's three tables as `const fn` in plain Rust.

KNIGHT_TABLE

const fn knight_pst() -> [[i16; 64]; 2] {
    let mut table = [[0; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let (file, rank) = (sq % 8, sq / 8);
        table[0][sq] = KNIGHT[(7 - rank) * 8 + file];
        table[1][sq] = KNIGHT[rank * 8 + file];
        sq += 1;
    }
    table
}

/// ln(x) for x >= 1: x = 2^k * m with m in [1, 2), ln m = 2 atanh((m - 1) / (m + 1)).
const fn ln(mut x: f64) -> f64 {
    let mut k = 0.0;
    while x >= 2.0 {
        x /= 2.0;
        k += 1.0;
    }
    let y = (x - 1.0) / (x + 1.0);
    let (mut term, mut sum, mut n) = (y, 0.0, 1.0);
    while n < 60.0 {
        sum += term / n;
        term *= y * y;
        n += 2.0;
    }
    k * core::f64::consts::LN_2 + 2.0 * sum
}

const fn late_move_reduction() -> [[u8; 64]; 64] {
    let mut logs = [0.0; 64];
    let mut i = 1;
    while i < 64 {
        logs[i] = ln(i as f64);
        i += 1;
    }
    let mut table = [[0; 64]; 64];
    let mut depth = 1;
    while depth < 64 {
        let mut moves = 1;
        while moves < 64 {
            table[depth][moves] = (0.75 + logs[depth] * logs[moves] / 2.25 + 0.5) as u8;
            moves += 1;
        }
        depth += 1;
    }
    table
}

const fn king_zone() -> [[u64; 64]; 2] {
    let mut table = [[0; 64]; 2];
    let mut color = 0;
    while color < 2 {
        let mut sq = 0;
        while sq < 64 {
            let (file, rank) = ((sq % 8) as i32, (sq / 8) as i32);
            let ahead = if color == 0 { 2 } else { -2 };
            let steps = [-1, 0, 1, ahead];
            let mut zone = 0u64;
            let mut df = -1;
            while df <= 1 {
                let mut s = 0;
                while s < 4 {
                    let (f, r) = (file + df, rank + steps[s]);
                    if f >= 0 && f < 8 && r >= 0 && r < 8 {
                        zone |= 1 << (r * 8 + f);
                    }
                    s += 1;
                }
                df += 1;
            }
            table[color][sq] = zone;
            sq += 1;
        }
        color += 1;
    }
    table
}

pub static KNIGHT_PST: [[i16; 64]; 2] = knight_pst();
pub static LATE_MOVE_REDUCTION: [[u8; 64]; 64] = late_move_reduction();
pub static KING_ZONE: [[u64; 64]; 2] = king_zone();

fn main() {
    println!(
        "knight on g1 {}, on e4 {}, black's on g8 {}",
        KNIGHT_PST[0][6], KNIGHT_PST[0][28], KNIGHT_PST[1][62]
    );
    println!(
        "reduction at depth 8, move 20: {}; king zone of a white king on g1: {:#018x}",
        LATE_MOVE_REDUCTION[8][20], KING_ZONE[0][6]
    );
}
EOF

# The knight's table as the example's build script writes it.
knight=$(sed -n '/^#\[rustfmt::skip\]$/,/^];$/p' "$root/tests/projects/own-tables/build.rs")
[ -n "$knight" ] || { echo "no KNIGHT table in the example's build.rs" >&2; exit 1; }
main=$(cat "$work/const-fn/src/main.rs")
printf '%s\n' "${main/KNIGHT_TABLE/$knight}" >"$work/const-fn/src/main.rs"
crates="own-tables own-tables-kept own-build const-fn"
for crate in $crates; do
  (cd "$work/$crate" && cargo fetch -q)
done
# The const-fn and kept crates print what the example prints (its first two lines).
(cd "$work/const-fn" && cargo run -q --release) >"$work/const.txt"
for crate in own-tables own-tables-kept; do
  (cd "$work/$crate" && cargo run -q --release) | head -n 2 >"$work/$crate.txt"
  cmp -s "$work/const.txt" "$work/$crate.txt" || { echo "the const-fn crate's values differ from $crate's:" >&2; diff "$work/const.txt" "$work/$crate.txt" >&2; exit 1; }
done

declare -A times
for round in $(seq "$rounds"); do
  for profile in release dev check; do
    for crate in $crates; do
      case $profile in
        release) cmd=(cargo build -q --release) ;;
        dev) cmd=(cargo build -q) ;;
        check) cmd=(cargo check -q) ;;
      esac
      rm -rf "$work/$crate/target"
      start=$(date +%s%N)
      (cd "$work/$crate" && "${cmd[@]}")
      times[$profile/$crate]+="$((($(date +%s%N) - start) / 1000000)) "
    done
  done
done

median() { tr ' ' '\n' | grep . | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
range() { tr ' ' '\n' | grep . | sort -n | awk 'NR == 1 { lo = $1 } { hi = $1 } END { print lo "-" hi }'; }
secs() { awk -v ms="$1" 'BEGIN { printf "%.2f", ms / 1000 }'; }
echo "clean builds, $rounds rounds, $(rustc --version), $(nproc) cores"
echo "| profile | own-tables | own-tables-kept | own-build | const-fn | own-tables / const-fn | own-tables-kept / const-fn | own-tables / own-build |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for profile in release dev check; do
  declare -A med
  row="| $profile"
  for crate in $crates; do
    med[$crate]=$(echo "${times[$profile/$crate]}" | median)
    row+=" | $(secs "${med[$crate]}") s ($(echo "${times[$profile/$crate]}" | range | awk -F- '{ printf "%.2f-%.2f", $1 / 1000, $2 / 1000 }'))"
  done
  row+=" | $(awk -v a="${med[own-tables]}" -v b="${med[const-fn]}" 'BEGIN { printf "%.2fx", a / b }')"
  row+=" | $(awk -v a="${med[own-tables-kept]}" -v b="${med[const-fn]}" 'BEGIN { printf "%.2fx", a / b }')"
  row+=" | $(awk -v a="${med[own-tables]}" -v b="${med[own-build]}" 'BEGIN { printf "%.2fx", a / b }') |"
  echo "$row"
done

# The build script alone: the compiled script of the dev build, run anew.
(cd "$work/own-tables" && cargo build -q)
script=$(ls "$work"/own-tables/target/debug/build/own-tables-example-*/build-script-build | head -n 1)
out=$work/script-out
mkdir -p "$out"
runs=""
for run in $(seq 11); do
  rm -rf "$out"/*
  start=$(date +%s%N)
  OUT_DIR=$out "$script" >/dev/null
  runs+="$((($(date +%s%N) - start) / 1000000)) "
done
echo "own-tables build script (dev profile, distance + 3 tables, Rust JSON C HTML): median $(echo "$runs" | median) ms of 11 runs ($(echo "$runs" | range) ms)"
