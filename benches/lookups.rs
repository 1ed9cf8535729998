//! Lookup cost of the tables: each table lookup against the same value
//! computed on the fly, and (in any profile) a table read in the crate's
//! `static` against a `const &` reference and a by-value `const`.
//!
//! Release: `cargo bench --bench lookups`.
//! Debug:   `cargo bench --bench lookups --profile dev` (shows that a debug
//! lookup in the static costs what one through a reference costs, while a
//! by-value const array is copied whole on every access).

use chess_tables::{Square, distance, lines, x88, zobrist};
use chess_tables_position::PositionKeys;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

const N: usize = 1024;

/// Fixed-seed square pairs.
fn pairs() -> Vec<(Square, Square)> {
    let mut state = 0xD15_7A1C_u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % 64) as usize
    };
    (0..N)
        .map(|_| (Square::new(next()).unwrap(), Square::new(next()).unwrap()))
        .collect()
}

const fn chebyshev_formula(a: Square, b: Square) -> u8 {
    let df = a.file().abs_diff(b.file());
    let dr = a.rank().abs_diff(b.rank());
    if df > dr { df } else { dr }
}

const fn manhattan_formula(a: Square, b: Square) -> u8 {
    a.file().abs_diff(b.file()) + a.rank().abs_diff(b.rank())
}

const fn center_formula(s: Square) -> u8 {
    let f = if s.file() < 4 {
        3 - s.file()
    } else {
        s.file() - 4
    };
    let r = if s.rank() < 4 {
        3 - s.rank()
    } else {
        s.rank() - 4
    };
    if f > r { f } else { r }
}

/// The 0x88 step from a toward b, computed: the sign of each difference
/// when the squares share a line (as a u8, like the table's value cast).
fn direction_formula(a: Square, b: Square) -> u8 {
    let df = i32::from(b.file()) - i32::from(a.file());
    let dr = i32::from(b.rank()) - i32::from(a.rank());
    if a == b || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return 0;
    }
    (16 * dr.signum() + df.signum()) as u8
}

/// A fixed board for the attack tests: about a quarter of the squares.
const OCCUPIED: u64 = 0x2410_8A04_4120_0892;

/// The two other ways a crate could ship the same table: a `const`
/// reference (one promoted copy per using crate) and a by-value `const`
/// (copied whole per access in a debug build). The crate's own is a `static`.
const REFERENCE_CHEBYSHEV: &[[u8; 64]; 64] = &distance::CHEBYSHEV_DISTANCE;
const BY_VALUE_CHEBYSHEV: [[u8; 64]; 64] = distance::CHEBYSHEV_DISTANCE;

type PairFn = fn(Square, Square) -> u8;

fn bench_pairs(c: &mut Criterion, group: &str, cases: &[(&str, PairFn)]) {
    let pairs = pairs();
    let mut g = c.benchmark_group(group);
    g.throughput(Throughput::Elements(N as u64));
    for &(name, f) in cases {
        g.bench_function(format!("{name}/throughput"), |b| {
            b.iter(|| {
                black_box(&pairs)
                    .iter()
                    .fold(0u32, |acc, &(a, s)| acc + u32::from(f(a, s)))
            })
        });
        // Latency: the next lookup's square depends on the previous result.
        g.bench_function(format!("{name}/latency"), |b| {
            b.iter(|| {
                black_box(&pairs).iter().fold(0u8, |prev, &(a, s)| {
                    let a = Square::new(a.index() ^ usize::from(prev & 1)).unwrap();
                    f(a, s)
                })
            })
        });
    }
    g.finish();
}

fn distances(c: &mut Criterion) {
    bench_pairs(
        c,
        "chebyshev",
        &[
            ("table", distance::chebyshev_distance),
            ("x88_table", x88::chebyshev_distance),
            ("formula", chebyshev_formula),
        ],
    );
    bench_pairs(
        c,
        "manhattan",
        &[
            ("table", distance::manhattan_distance),
            ("x88_table", x88::manhattan_distance),
            ("formula", manhattan_formula),
        ],
    );
    bench_pairs(c, "knight", &[("table", distance::knight_distance)]);
    bench_pairs(
        c,
        "file_rank",
        &[
            ("file_table", distance::file_distance),
            ("file_formula", |a, b| a.file().abs_diff(b.file())),
            ("rank_table", distance::rank_distance),
            ("rank_formula", |a, b| a.rank().abs_diff(b.rank())),
        ],
    );
    bench_pairs(
        c,
        "direction",
        &[
            ("x88_table", |a, b| x88::direction(a, b) as u8),
            ("formula", direction_formula),
        ],
    );
    bench_pairs(
        c,
        "attack_tests",
        &[
            ("rook_style_attack", |a, b| {
                u8::from(lines::rook_style_attack(a, b, OCCUPIED))
            }),
            ("bishop_style_attack", |a, b| {
                u8::from(lines::bishop_style_attack(a, b, OCCUPIED))
            }),
            ("path_clear_rank", |a, b| {
                u8::from(lines::path_clear(a, b, lines::rank_mask(a), OCCUPIED))
            }),
        ],
    );
    bench_pairs(
        c,
        "zobrist_key",
        &[("piece_key", |a, _| {
            zobrist::POLYGLOT.piece(chess_tables::Piece::WhiteKnight, a) as u8
        })],
    );
    bench_pairs(
        c,
        "center",
        &[
            ("table", |a, _| distance::center_distance(a)),
            ("bit_planes", |a, _| distance::center_distance_from_bits(a)),
            ("formula", |a, _| center_formula(a)),
        ],
    );
    bench_pairs(
        c,
        "table_access",
        &[
            ("const_reference", |a, b| {
                REFERENCE_CHEBYSHEV[a.index()][b.index()]
            }),
            ("static", |a, b| {
                distance::CHEBYSHEV_DISTANCE[a.index()][b.index()]
            }),
            ("by_value_const", |a, b| {
                BY_VALUE_CHEBYSHEV[a.index()][b.index()]
            }),
        ],
    );
}

fn zobrist_hashing(c: &mut Criterion) {
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    // Parse + hash. The peers build a full board and check legality as
    // they parse, and their keys are their own (not Polyglot's).
    c.bench_function("zobrist/hash_fen_kiwipete/chess-tables", |b| {
        b.iter(|| zobrist::POLYGLOT.fen_key(black_box(kiwipete)))
    });
    c.bench_function("zobrist/hash_fen_kiwipete/cozy-chess", |b| {
        b.iter(|| cozy_chess::Board::from_fen(black_box(kiwipete), false).map(|b| b.hash()))
    });
    c.bench_function("zobrist/hash_fen_kiwipete/chess", |b| {
        b.iter(|| {
            black_box(kiwipete)
                .parse::<chess::Board>()
                .map(|b| b.get_hash())
        })
    });
    let position = kiwipete.parse::<chess_tables_position::Position>().unwrap();
    c.bench_function("zobrist/hash_parsed_kiwipete/chess-tables", |b| {
        b.iter(|| zobrist::POLYGLOT.key(black_box(&position)))
    });
}

criterion_group!(benches, distances, zobrist_hashing);
criterion_main!(benches);
