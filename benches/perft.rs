//! Perft against cozy-chess and shakmaty: the Chess Programming Wiki's six
//! perft positions at the depths the perft example's tests run (the
//! published counts), every generator counting the last ply by the length
//! of its move list, none playing it. Ours is the perft example's generator
//! (`position/examples/movegen/mod.rs`, the same source), built three times:
//! on the default line-mask sliders (`attacks`), on the `magic` feature's
//! and on `fastest` (the magic lookups, or `pext::compact` in a BMI2 build
//! with `--features pext`, where cozy-chess uses its `pext` feature too).
//! It and cozy-chess keep a Zobrist key move by move; shakmaty's `Chess`
//! keeps none. Each generator's counts are checked before timing.
//!
//! `cargo bench --bench perft` (from this folder), about 80 s. Throughput
//! is leaf nodes per second; the six positions' total is their nodes over
//! the sum of their medians.

// One generator source, compiled three times (one per slider lookup) on purpose.
#![allow(clippy::duplicate_mod)]

use chess_tables_benches::cozy_perft;
use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};
use std::hint::black_box;
use std::time::Duration;

/// The example's generator on `attacks::rook_attacks` and `bishop_attacks`.
#[path = "../position/examples/movegen"]
mod with_attacks {
    use chess_tables::attacks::{bishop_attacks, rook_attacks};
    #[allow(dead_code)] // the example's command-line helpers
    #[path = "mod.rs"]
    pub mod movegen;
}

/// The same source on `magic::rook_attacks` and `bishop_attacks`.
#[path = "../position/examples/movegen"]
mod with_magic {
    use chess_tables::magic::{bishop_attacks, rook_attacks};
    #[allow(dead_code)]
    #[path = "mod.rs"]
    pub mod movegen;
}

/// The same source on `fastest`: `magic` here, `pext::compact` in a BMI2
/// build with this crate's `pext` feature.
#[path = "../position/examples/movegen"]
mod with_fastest {
    use chess_tables::fastest::{bishop_attacks, rook_attacks};
    #[allow(dead_code)]
    #[path = "mod.rs"]
    pub mod movegen;
}

/// Name, FEN, depth and the published node count (CPW "Perft Results").
const POSITIONS: [(&str, &str, u32, u64); 6] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
    ),
    (
        "position3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        5,
        674_624,
    ),
    (
        "position4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
        422_333,
    ),
    (
        "position5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        4,
        2_103_487,
    ),
    (
        "position6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        4,
        3_894_594,
    ),
];

/// One perft per generator, from a FEN.
type Runner = Box<dyn Fn(u32) -> u64>;

fn runners(fen: &str) -> Vec<(&'static str, Runner)> {
    let position = fen.parse::<chess_tables_position::Position>().unwrap();
    let plain = with_attacks::movegen::Board::new(&position).unwrap();
    let magic = with_magic::movegen::Board::new(&position).unwrap();
    let fastest = with_fastest::movegen::Board::new(&position).unwrap();
    let cozy = cozy_chess::Board::from_fen(fen, false).unwrap();
    let shakmaty: Chess = fen
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    vec![
        (
            "chess-tables",
            Box::new(move |d| with_attacks::movegen::perft(black_box(&plain), d)),
        ),
        (
            "chess-tables-magic",
            Box::new(move |d| with_magic::movegen::perft(black_box(&magic), d)),
        ),
        (
            "chess-tables-fastest",
            Box::new(move |d| with_fastest::movegen::perft(black_box(&fastest), d)),
        ),
        (
            "cozy-chess",
            Box::new(move |d| cozy_perft(black_box(&cozy), d)),
        ),
        (
            "shakmaty",
            Box::new(move |d| shakmaty::perft(black_box(&shakmaty), d)),
        ),
    ]
}

fn perft(c: &mut Criterion) {
    let all: Vec<_> = POSITIONS
        .iter()
        .map(|&(name, fen, depth, nodes)| (name, depth, nodes, runners(fen)))
        .collect();
    for (name, depth, nodes, runners) in &all {
        for (generator, run) in runners {
            assert_eq!(run(*depth), *nodes, "{generator} on {name}");
        }
    }

    let mut group = c.benchmark_group("perft");
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(2));
    for (name, depth, nodes, runners) in &all {
        group.throughput(Throughput::Elements(*nodes));
        for (generator, run) in runners {
            group.bench_function(format!("{name}/{generator}"), |b| b.iter(|| run(*depth)));
        }
    }
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
