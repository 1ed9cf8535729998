//! This crate's tables, defined here and kept in src/tables/: the test
//! fails, naming each stale file and table, when the files are not what
//! the definitions generate; `UPDATE_KEPT_TABLES=1 cargo test --test tables`
//! rewrites them.
use chess_tables_codegen::Options;
use chess_tables_codegen::custom::{Axis, CustomFamily, CustomTable, KeptTables};
use std::path::Path;

/// The knight's piece-square table of the Simplified Evaluation Function,
/// as published: white's view, rank 8 first, a-file first.
#[rustfmt::skip]
const KNIGHT: [i16; 64] = [
    -50, -40, -30, -30, -30, -30, -40, -50,
    -40, -20,   0,   0,   0,   0, -20, -40,
    -30,   0,  10,  15,  15,  10,   0, -30,
    -30,   5,  15,  20,  20,  15,   5, -30,
    -30,   0,  15,  20,  20,  15,   0, -30,
    -30,   5,  10,  15,  15,  10,   5, -30,
    -40, -20,   0,   5,   5,   0, -20, -40,
    -50, -40, -30, -30, -30, -30, -40, -50,
];

/// The tables: three of this crate's own, no built-in family.
fn options() -> Options {
    let eval = CustomFamily::new("eval")
        .table(
            CustomTable::new("KNIGHT_PST", [Axis::Color, Axis::Square])
                .definition("Knight piece-square bonus in centipawns, for each side.")
                .source("Chess Programming Wiki, Simplified Evaluation Function (<https://www.chessprogramming.org/Simplified_Evaluation_Function>)")
                // KNIGHT is written rank 8 first: white's value at a square
                // is at its mirror's index, black's (the board turned) at its own.
                .values(|at| {
                    let square = at.square();
                    let seen = if at.color().is_white() { square.flip_vertical() } else { square };
                    KNIGHT[seen.index()]
                }),
        )
        .table(
            CustomTable::new("LATE_MOVE_REDUCTION", [Axis::count("depth", 64), Axis::count("move_number", 64)])
                .definition("Plies to reduce a late quiet move by: `0.75 + ln(depth) * ln(move number) / 2.25`, rounded.")
                .source("Chess Programming Wiki, Late Move Reductions (<https://www.chessprogramming.org/Late_Move_Reductions>)")
                .formula::<u8>(|at| match (at.count("depth"), at.count("move_number")) {
                    (0, _) | (_, 0) => 0.0,
                    (depth, moves) => 0.75 + (depth as f64).ln() * (moves as f64).ln() / 2.25,
                }),
        )
        .table(
            CustomTable::new("KING_ZONE", [Axis::Color, Axis::Square])
                .definition("The king's square, its neighbours and the three squares two ranks ahead of it.")
                .source("Chess Programming Wiki, King Safety, King Zone (<https://www.chessprogramming.org/King_Safety#KingZone>)")
                .bitboards(|at| {
                    // Two ranks ahead: up the board for white, down for black.
                    let ahead = if at.color().is_white() { 2 } else { -2 };
                    let mut zone = 0;
                    for files in -1..=1 {
                        for ranks in [-1, 0, 1, ahead] {
                            zone |= at.square().offset(files, ranks).map_or(0, |square| square.bit());
                        }
                    }
                    zone
                }),
        );

    let mut options = Options::default();
    options.families = Vec::new();
    options.custom = vec![eval];
    options
}

#[test]
fn the_kept_tables_are_what_the_definitions_generate() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tables");
    let kept = KeptTables::new(dir, options()).test_command("cargo test --test tables");
    if let Err(error) = kept.check() {
        panic!("{error}");
    }
}
