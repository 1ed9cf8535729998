//! Sliding attacks: the default line-mask lookups (Hyperbola
//! Quintessence), the opt-in `magic` feature's magic bitboards and, with
//! this crate's `pext` feature, the `pext` feature's lookups (64-bit and
//! compact) and, in a BMI2 build, chess's BMI2 lookups, against
//! cozy-chess's and shakmaty's magic bitboards (or cozy-chess's PEXT
//! lookups, with `pext`) and chess's; then the three-#define attack test
//! against a BETWEEN-table test.
//!
//! `cargo bench --bench attacks`. Each benchmark runs 1024 calls: "throughput"
//! over independent inputs, "latency" as a dependent chain (each call's
//! occupancy depends on the previous result); the "sparse" and "empty"
//! groups repeat the magic throughput on boards with about 4 pieces and
//! with none.
//!
//! The PEXT variants, in one run with the magic lookups (cozy-chess's
//! `pext` feature replaces its magic lookups, so its magic figures come
//! from a run without it):
//!
//! ```sh
//! RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR=target/native \
//!     cargo bench --features pext --bench attacks -- slider
//! ```

use chess_tables::{Square, attacks, lines, magic, registry};
use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main,
};
use std::hint::black_box;

const N: usize = 1024;

/// Fixed-seed (square, occupancy) inputs, about a quarter of the board occupied.
fn inputs() -> Vec<(Square, u64)> {
    inputs_with_density(2)
}

/// Fixed-seed (square, occupancy) inputs whose occupancy is the AND of
/// `draws` random words: 2 draws occupy about a quarter of the board, 4
/// about a sixteenth (an endgame's 4 pieces), 0 draws leave it empty.
fn inputs_with_density(draws: u32) -> Vec<(Square, u64)> {
    let mut state = 0x5EED_u64;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    (0..N)
        .map(|_| {
            let square = Square::new((next() % 64) as usize).unwrap();
            let occupied = match draws {
                0 => 0,
                n => (0..n).fold(u64::MAX, |acc, _| acc & next()),
            };
            (square, occupied)
        })
        .collect()
}

fn cozy(sq: Square) -> cozy_chess::Square {
    cozy_chess::Square::index(sq.index())
}

fn shakmaty_square(sq: Square) -> shakmaty::Square {
    shakmaty::Square::new(sq.index() as u32)
}

fn chess_crate(sq: Square) -> chess::Square {
    chess::ALL_SQUARES[sq.index()]
}

/// cozy-chess's lookups are PEXT when this crate's `pext` feature turns on
/// cozy-chess's.
const COZY: &str = if cfg!(feature = "pext") {
    "cozy-chess-pext"
} else {
    "cozy-chess"
};

/// Table bytes of each slider implementation, printed with the timings.
fn table_bytes() {
    let bytes = |module: &str, names: &[&str]| -> usize {
        names
            .iter()
            .map(|name| {
                let info = registry::table_info(name).unwrap();
                assert_eq!(info.family, module);
                info.bytes
            })
            .sum()
    };
    let default = bytes("attacks", &["DIAGONAL_MASKS_EX", "FIRST_RANK_ATTACKS"]);
    let module_bytes = |module: &str| {
        registry::TABLE_INFO
            .iter()
            .filter(|t| t.family == module)
            .map(|t| t.bytes)
            .sum::<usize>()
    };
    // The pext tables exist only with this crate's `pext` feature: 0 without.
    let pext_bytes = |names: &[&str]| {
        if cfg!(feature = "pext") {
            bytes("pext", names)
        } else {
            0
        }
    };
    eprintln!(
        "slider table bytes: chess-tables {default}, chess-tables magic {}, chess-tables pext {}, \
         chess-tables pext-compact {}, \
         cozy-chess 703904 (87,988 u64, its README), shakmaty 710176 (88,772 u64) + 3072 (128 entries), \
         chess bmi2 215296 (107,648 u16, its source) + 2048 (128 entries) + 1024 (rays)",
        module_bytes("magic"),
        pext_bytes(&[
            "ROOK_PEXT_OFFSETS",
            "ROOK_PEXT_ATTACKS",
            "BISHOP_PEXT_OFFSETS",
            "BISHOP_PEXT_ATTACKS",
        ]),
        pext_bytes(&[
            "ROOK_PEXT_OFFSETS",
            "ROOK_PEXT_ATTACK_MASKS",
            "ROOK_PEXT_COMPACT_ATTACKS",
            "BISHOP_PEXT_OFFSETS",
            "BISHOP_PEXT_ATTACK_MASKS",
            "BISHOP_PEXT_COMPACT_ATTACKS",
        ]),
    );
}

/// The 1024 calls of `f` on independent inputs.
fn throughput<T: Copy>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    inputs: &[(T, u64)],
    f: impl Fn(T, u64) -> u64,
) {
    group.bench_function(name, |b| {
        b.iter(|| {
            black_box(inputs)
                .iter()
                .fold(0u64, |acc, &(s, o)| acc ^ f(s, o))
        })
    });
}

/// The 1024 calls of `f` as a dependent chain: each occupancy is XORed
/// with the previous result.
fn latency<T: Copy>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    inputs: &[(T, u64)],
    f: impl Fn(T, u64) -> u64,
) {
    group.bench_function(name, |b| {
        b.iter(|| {
            black_box(inputs)
                .iter()
                .fold(0u64, |prev, &(s, o)| f(s, o ^ prev))
        })
    });
}

fn sliders(c: &mut Criterion) {
    table_bytes();
    for (group_name, draws, all) in [
        ("slider_throughput", 2, true),
        ("slider_throughput_sparse", 4, false),
        ("slider_throughput_empty", 0, false),
        ("slider_latency", 2, true),
    ] {
        let inputs = inputs_with_density(draws);
        let cozy_inputs: Vec<(cozy_chess::Square, u64)> =
            inputs.iter().map(|&(s, o)| (cozy(s), o)).collect();
        let shakmaty_inputs: Vec<(shakmaty::Square, u64)> = inputs
            .iter()
            .map(|&(s, o)| (shakmaty_square(s), o))
            .collect();
        let chess_inputs: Vec<(chess::Square, u64)> =
            inputs.iter().map(|&(s, o)| (chess_crate(s), o)).collect();
        let mut group = c.benchmark_group(group_name);
        group.throughput(Throughput::Elements(N as u64));
        macro_rules! run {
            ($name:expr, $inputs:expr, $f:expr) => {
                if group_name == "slider_latency" {
                    latency(&mut group, $name, $inputs, $f)
                } else {
                    throughput(&mut group, $name, $inputs, $f)
                }
            };
        }
        run!(
            "rook_attacks/chess-tables-magic",
            &inputs,
            magic::rook_attacks
        );
        run!(
            "bishop_attacks/chess-tables-magic",
            &inputs,
            magic::bishop_attacks
        );
        #[cfg(all(feature = "pext", target_arch = "x86_64", target_feature = "bmi2"))]
        {
            use chess_tables::pext;
            run!(
                "rook_attacks/chess-tables-pext",
                &inputs,
                pext::rook_attacks
            );
            run!(
                "bishop_attacks/chess-tables-pext",
                &inputs,
                pext::bishop_attacks
            );
            run!(
                "rook_attacks/chess-tables-pext-compact",
                &inputs,
                chess_tables::fastest::rook_attacks
            );
            run!(
                "bishop_attacks/chess-tables-pext-compact",
                &inputs,
                chess_tables::fastest::bishop_attacks
            );
        }
        // chess's own BMI2 lookups (u16 entries spread by pdep, like the
        // compact ones) exist only in a build that targets BMI2.
        #[cfg(all(feature = "pext", target_feature = "bmi2"))]
        {
            run!("rook_attacks/chess-bmi2", &chess_inputs, |s, o| {
                chess::get_rook_moves_bmi(s, chess::BitBoard(o)).0
            });
            run!("bishop_attacks/chess-bmi2", &chess_inputs, |s, o| {
                chess::get_bishop_moves_bmi(s, chess::BitBoard(o)).0
            });
        }
        run!(&format!("rook_attacks/{COZY}"), &cozy_inputs, |s, o| {
            cozy_chess::get_rook_moves(s, cozy_chess::BitBoard(o)).0
        });
        run!(&format!("bishop_attacks/{COZY}"), &cozy_inputs, |s, o| {
            cozy_chess::get_bishop_moves(s, cozy_chess::BitBoard(o)).0
        });
        run!("rook_attacks/shakmaty", &shakmaty_inputs, |s, o| {
            shakmaty::attacks::rook_attacks(s, shakmaty::Bitboard(o)).0
        });
        run!("bishop_attacks/shakmaty", &shakmaty_inputs, |s, o| {
            shakmaty::attacks::bishop_attacks(s, shakmaty::Bitboard(o)).0
        });
        if all {
            run!("rook_attacks/chess-tables", &inputs, attacks::rook_attacks);
            run!(
                "bishop_attacks/chess-tables",
                &inputs,
                attacks::bishop_attacks
            );
            if group_name == "slider_throughput" {
                run!("rook_attacks/chess", &chess_inputs, |s, o| {
                    chess::get_rook_moves(s, chess::BitBoard(o)).0
                });
                run!("bishop_attacks/chess", &chess_inputs, |s, o| {
                    chess::get_bishop_moves(s, chess::BitBoard(o)).0
                });
            }
        }
        group.finish();
    }
}

fn attack_tests(c: &mut Criterion) {
    let inputs = inputs();
    let targets: Vec<Square> = inputs.iter().rev().map(|&(s, _)| s).collect();
    // The usual table test: the empty-board rook ray set, then BETWEEN.
    let rook_empty: Vec<u64> = Square::ALL
        .into_iter()
        .map(|s| attacks::rook_attacks(s, 0))
        .collect();
    let mut group = c.benchmark_group("rook_style_attack");
    group.throughput(Throughput::Elements(N as u64));
    group.bench_function(BenchmarkId::new("three-define", "line masks"), |b| {
        b.iter(|| {
            black_box(&inputs)
                .iter()
                .zip(&targets)
                .filter(|&(&(a, o), &t)| lines::rook_style_attack(a, t, o))
                .count()
        })
    });
    group.bench_function(BenchmarkId::new("between-table", "BETWEEN + rays"), |b| {
        b.iter(|| {
            black_box(&inputs)
                .iter()
                .zip(&targets)
                .filter(|&(&(a, o), &t)| {
                    rook_empty[a.index()] & t.bit() != 0 && attacks::between(a, t) & o == 0
                })
                .count()
        })
    });
    group.finish();
}

/// BETWEEN and LINE lookups against the peers' equivalents.
fn between_and_line(c: &mut Criterion) {
    let pairs: Vec<(Square, Square)> = inputs()
        .iter()
        .zip(inputs().iter().rev())
        .map(|(&(a, _), &(b, _))| (a, b))
        .collect();
    let cozy_pairs: Vec<_> = pairs.iter().map(|&(a, b)| (cozy(a), cozy(b))).collect();
    let chess_pairs: Vec<_> = pairs
        .iter()
        .map(|&(a, b)| (chess_crate(a), chess_crate(b)))
        .collect();
    let mut group = c.benchmark_group("between_line");
    group.throughput(Throughput::Elements(N as u64));
    group.bench_function("between/chess-tables", |b| {
        b.iter(|| {
            black_box(&pairs)
                .iter()
                .fold(0u64, |acc, &(x, y)| acc ^ attacks::between(x, y))
        })
    });
    group.bench_function("between/cozy-chess", |b| {
        b.iter(|| {
            black_box(&cozy_pairs).iter().fold(0u64, |acc, &(x, y)| {
                acc ^ cozy_chess::get_between_rays(x, y).0
            })
        })
    });
    group.bench_function("between/chess", |b| {
        b.iter(|| {
            black_box(&chess_pairs)
                .iter()
                .fold(0u64, |acc, &(x, y)| acc ^ chess::between(x, y).0)
        })
    });
    group.bench_function("line/chess-tables", |b| {
        b.iter(|| {
            black_box(&pairs)
                .iter()
                .fold(0u64, |acc, &(x, y)| acc ^ attacks::line(x, y))
        })
    });
    group.bench_function("line/cozy-chess", |b| {
        b.iter(|| {
            black_box(&cozy_pairs)
                .iter()
                .fold(0u64, |acc, &(x, y)| acc ^ cozy_chess::get_line_rays(x, y).0)
        })
    });
    group.bench_function("line/chess", |b| {
        b.iter(|| {
            black_box(&chess_pairs)
                .iter()
                .fold(0u64, |acc, &(x, y)| acc ^ chess::line(x, y).0)
        })
    });
    group.finish();
}

criterion_group!(benches, sliders, attack_tests, between_and_line);
criterion_main!(benches);
