//! FEN to Polyglot key over the positions of random games
//! (`position/tests/data/random-games.tsv`, 4,000 positions written by
//! `scripts/data/gen-key-vectors.py`), in one run: chess-tables'
//! `POLYGLOT.fen_key` against shakmaty's path (`Fen` -> `Chess` ->
//! `zobrist_hash`) and cozy-chess (its own keys). The Polyglot keys are checked
//! against the file's python-chess keys before timing.
//!
//! `cargo bench --bench fen` (from this folder).

use chess_tables::zobrist::POLYGLOT;
use chess_tables_position::PositionKeys;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::fen::Fen;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};
use std::hint::black_box;

const DATA: &str = include_str!("../position/tests/data/random-games.tsv");

fn positions() -> Vec<(&'static str, u64)> {
    DATA.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (fen, key) = l.split_once('\t').unwrap();
            (fen, u64::from_str_radix(key, 16).unwrap())
        })
        .collect()
}

fn shakmaty_key(fen: &str) -> Option<u64> {
    let setup: Fen = fen.parse().ok()?;
    let position: Chess = setup.into_position(CastlingMode::Standard).ok()?;
    // Polyglot's rule: the en-passant file counts with a capturer beside.
    Some(
        position
            .zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal)
            .0,
    )
}

fn fen_to_key(c: &mut Criterion) {
    let positions = positions();
    assert!(positions.len() >= 3000);
    for &(fen, key) in &positions {
        assert_eq!(POLYGLOT.fen_key(fen), Ok(key), "{fen}");
        assert_eq!(shakmaty_key(fen), Some(key), "shakmaty: {fen}");
    }
    let fens: Vec<&str> = positions.iter().map(|&(fen, _)| fen).collect();
    let mut group = c.benchmark_group("fen_to_polyglot_key");
    group.throughput(Throughput::Elements(fens.len() as u64));
    group.bench_function("chess-tables POLYGLOT.fen_key", |b| {
        b.iter(|| {
            fens.iter().fold(0u64, |acc, fen| {
                acc ^ POLYGLOT.fen_key(black_box(fen)).unwrap()
            })
        })
    });
    group.bench_function("chess-tables Position::from_str", |b| {
        b.iter(|| {
            fens.iter().fold(0u64, |acc, fen| {
                acc ^ str::parse::<chess_tables_position::Position>(black_box(fen))
                    .unwrap()
                    .occupied()
            })
        })
    });
    group.bench_function("baseline: read every byte (sum)", |b| {
        b.iter(|| {
            fens.iter().fold(0u64, |acc, fen| {
                acc ^ black_box(fen)
                    .bytes()
                    .fold(0u64, |s, c| s.wrapping_add(u64::from(c)))
            })
        })
    });
    group.bench_function("shakmaty Fen -> Chess -> zobrist_hash", |b| {
        b.iter(|| {
            fens.iter()
                .fold(0u64, |acc, fen| acc ^ shakmaty_key(black_box(fen)).unwrap())
        })
    });
    group.bench_function("cozy-chess Board::from_fen().hash()", |b| {
        b.iter(|| {
            fens.iter().fold(0u64, |acc, fen| {
                acc ^ cozy_chess::Board::from_fen(black_box(fen), false)
                    .map(|b| b.hash())
                    .unwrap_or(0)
            })
        })
    });
    group.finish();
}

criterion_group!(benches, fen_to_key);
criterion_main!(benches);
