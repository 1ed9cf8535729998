//! The shakmaty bridge (`chess-tables-shakmaty`) on the positions of the
//! book test (`position/tests/data/book-games-expected.tsv`: every position
//! of the 31 games `position/tests/data/book-games.bin` was made from,
//! 2,119 positions, 1,394 with book moves), one run over all of them per
//! iteration:
//!
//! - `probe, Position built`: `book.probe(&ours)` on our positions, built
//!   beforehand (the baseline);
//! - `shakmaty -> Position + probe`: `pos.to_chess_tables()`, then the same;
//! - `probe_shakmaty_entries`: the bridge's cheap path, our key on
//!   shakmaty's bitboards and the key's entries (no position built);
//! - `FEN route + probe`: shakmaty's FEN written, read by our reader, probed;
//! - `shakmaty -> Position` and `FEN write + read`: the conversion alone
//!   against the FEN route's conversion;
//! - `probe_shakmaty (Moves)`: the entries with shakmaty's legal `Move`s;
//! - `polyglot_key` and shakmaty's `zobrist_hash` (PseudoLegal).
//!
//! Each sums the entries' weights (or the keys) so that nothing is
//! optimised away; the results are checked against each other first.
//!
//! `cargo bench --bench bridge_shakmaty` (from this folder).

use chess_tables_position::book::Book;
use chess_tables_position::{CastlingMode, Position};
use chess_tables_shakmaty::prelude::*;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::fen::Fen;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Position as _};
use std::hint::black_box;

const BOOK: &[u8] = include_bytes!("../position/tests/data/book-games.bin");
const EXPECTED: &str = include_str!("../position/tests/data/book-games-expected.tsv");

/// Each position of the book test as shakmaty's and ours.
fn positions() -> Vec<(Chess, Position)> {
    EXPECTED
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let fen = l.split('\t').nth(1).unwrap();
            let pos: Chess = fen
                .parse::<Fen>()
                .unwrap()
                .into_position(shakmaty::CastlingMode::Standard)
                .unwrap();
            (pos, fen.parse().unwrap())
        })
        .collect()
}

fn weights(entries: impl Iterator<Item = chess_tables_position::book::Entry>) -> u32 {
    entries.map(|e| u32::from(e.weight)).sum()
}

fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Always).to_string()
}

fn bridge(c: &mut Criterion) {
    let book = Book::new(BOOK).unwrap();
    let positions = positions();
    assert_eq!(positions.len(), 2119);
    // The routes agree before anything is timed.
    let mut total = 0;
    for (pos, ours) in &positions {
        assert_eq!(pos.to_chess_tables(), *ours);
        let from_fen = Position::from_fen_with_mode(&fen_of(pos), CastlingMode::Standard).unwrap();
        assert_eq!(from_fen, *ours);
        let expected = weights(book.probe(ours));
        assert_eq!(weights(book.probe_shakmaty_entries(pos)), expected);
        let moves: u32 = book
            .probe_shakmaty(pos)
            .map(|(_, e)| u32::from(e.weight))
            .sum();
        assert_eq!(moves, expected);
        total += expected;
    }
    assert!(total > 0);

    let mut group = c.benchmark_group("bridge_shakmaty (2,119 positions)");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("probe, Position built", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(_, ours)| weights(book.probe(black_box(ours))))
                .sum::<u32>()
        })
    });
    group.bench_function("shakmaty -> Position + probe", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(pos, _)| weights(book.probe(&black_box(pos).to_chess_tables())))
                .sum::<u32>()
        })
    });
    group.bench_function("probe_shakmaty_entries", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(pos, _)| weights(book.probe_shakmaty_entries(black_box(pos))))
                .sum::<u32>()
        })
    });
    group.bench_function("FEN route + probe", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(pos, _)| {
                    let fen = fen_of(black_box(pos));
                    let ours = Position::from_fen_with_mode(&fen, CastlingMode::Standard).unwrap();
                    weights(book.probe(&ours))
                })
                .sum::<u32>()
        })
    });
    group.bench_function("probe_shakmaty (Moves)", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(pos, _)| {
                    book.probe_shakmaty(black_box(pos))
                        .map(|(m, e)| u32::from(e.weight) + m.to().to_u32())
                        .sum::<u32>()
                })
                .sum::<u32>()
        })
    });
    group.bench_function("shakmaty -> Position", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(pos, _)| black_box(pos).to_chess_tables().occupied())
                .fold(0, |a, b| a ^ b)
        })
    });
    group.bench_function("FEN write + read", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(pos, _)| {
                    let fen = fen_of(black_box(pos));
                    Position::from_fen_with_mode(&fen, CastlingMode::Standard)
                        .unwrap()
                        .occupied()
                })
                .fold(0, |a, b| a ^ b)
        })
    });
    group.bench_function("polyglot_key", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(pos, _)| black_box(pos).polyglot_key())
                .fold(0, |a, b| a ^ b)
        })
    });
    group.bench_function("shakmaty zobrist_hash (PseudoLegal)", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|(pos, _)| {
                    black_box(pos)
                        .zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal)
                        .0
                })
                .fold(0, |a, b| a ^ b)
        })
    });
    group.finish();
}

criterion_group!(benches, bridge);
criterion_main!(benches);
