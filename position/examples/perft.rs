//! Perft: the number of leaves of the legal move tree to a given depth, the
//! field's test of a move generator (Chess Programming Wiki, "Perft"), on a
//! generator written with the two crates' API alone (`examples/movegen/`;
//! in a program of your own, `chess-tables-position` with its `pawns`
//! feature, and `magic` or `pext` for those sliders).
//!
//! Usage: `cargo run --release --example perft -- [--divide] [--chess960] FEN DEPTH`
//!
//! Prints the node count; `--divide` first prints each legal move (UCI)
//! with the nodes below it. `--chess960` reads the FEN's castling field as
//! Chess960 (X-FEN or Shredder-FEN) and writes castling as king takes rook.
//! The FEN may be one quoted argument or its fields unquoted. Time and
//! speed go to stderr. Debug builds check the incrementally updated
//! Polyglot key against a full hash at every move; use `--release` for speed.
//! The sliders are `chess_tables::fastest`'s: with the `magic` feature the
//! magic lookups, with `pext` in a BMI2 build (`-C target-cpu=native`) the
//! compact PEXT ones.

mod common;
mod movegen;

use chess_tables_position::chess_tables::fastest::{bishop_attacks, rook_attacks};
use chess_tables_position::{CastlingMode, Position};
use common::say;
use movegen::{Board, perft};
use std::ffi::OsString;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str =
    "usage: cargo run --release --example perft -- [--divide] [--chess960] FEN DEPTH";

/// What the command line asks for.
#[derive(Debug, PartialEq)]
struct Request {
    divide: bool,
    mode: CastlingMode,
    fen: String,
    depth: u32,
}

/// Reads `[--divide] [--chess960] FEN DEPTH`; the error is the message to print.
fn read_args(args: impl IntoIterator<Item = OsString>) -> Result<Request, String> {
    let (mut divide, mut mode, mut words) = (false, CastlingMode::Standard, Vec::new());
    for arg in args {
        match arg.to_str() {
            Some("--divide") => divide = true,
            Some("--chess960") => mode = CastlingMode::Chess960,
            // No FEN field starts with "--" (a lone "-" is an empty field).
            Some(flag) if flag.starts_with("--") => {
                return Err(format!("error: unknown option {flag}\n{USAGE}"));
            }
            Some(word) => words.push(word.to_owned()),
            None => return Err(format!("error: an argument is not UTF-8\n{USAGE}")),
        }
    }
    match words.split_last() {
        Some((depth, fen @ [_, ..])) => match depth.parse::<u32>() {
            Ok(depth) => Ok(Request {
                divide,
                mode,
                fen: fen.join(" "),
                depth,
            }),
            Err(_) => Err(format!(
                "error: the depth {depth:?} is not a number from 0 to {}\n{USAGE}",
                u32::MAX
            )),
        },
        _ => Err(USAGE.to_owned()),
    }
}

fn main() -> ExitCode {
    let Request {
        divide,
        mode,
        fen,
        depth,
    } = match read_args(std::env::args_os().skip(1)) {
        Ok(request) => request,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let board = match Position::from_fen_with_mode(&fen, mode) {
        Ok(position) => Board::new(&position),
        Err(error) => Err(error.to_string()),
    };
    let board = match board {
        Ok(board) => board,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let nodes = if divide && depth > 0 {
        let mut total = 0;
        board.generate(|moves| {
            for m in moves.moves() {
                let nodes = perft(&board.play(m), depth - 1);
                say!("{}: {nodes}", board.uci(m));
                total += nodes;
            }
        });
        say!();
        total
    } else {
        perft(&board, depth)
    };
    let seconds = start.elapsed().as_secs_f64();
    say!("{nodes}");
    eprintln!(
        "{nodes} nodes in {seconds:.3} s, {:.0} nodes/s ({} sliders)",
        nodes as f64 / seconds,
        chess_tables_position::chess_tables::fastest::IMPLEMENTATION
    );
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_tables_position::Epd;

    /// Checks the node counts at depths 1, 2, ... of `fen`.
    fn check(fen: &str, mode: CastlingMode, counts: &[u64]) {
        let position = Position::from_fen_with_mode(fen, mode).unwrap();
        let board = Board::new(&position).unwrap();
        for (depth, &expected) in (1..).zip(counts) {
            assert_eq!(perft(&board, depth), expected, "{fen} at depth {depth}");
        }
    }

    fn args(words: &[&str]) -> Result<Request, String> {
        read_args(words.iter().map(OsString::from))
    }

    #[test]
    fn arguments() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let request = Request {
            divide: true,
            mode: CastlingMode::Chess960,
            fen: start.to_owned(),
            depth: 3,
        };
        let fields: Vec<&str> = start.split(' ').collect();
        let unquoted = [&["--divide", "--chess960"], &fields[..], &["3"]].concat();
        assert_eq!(args(&unquoted), Ok(request));
        let quoted = args(&[start, "2"]).unwrap();
        assert_eq!(
            (quoted.fen.as_str(), quoted.depth, quoted.divide),
            (start, 2, false)
        );
        assert_eq!(quoted.mode, CastlingMode::Standard);

        let unknown = args(&["--foo", start, "3"]).unwrap_err();
        assert!(
            unknown.starts_with("error: unknown option --foo\n"),
            "{unknown}"
        );
        let depth = args(&[start, "-1"]).unwrap_err();
        assert!(
            depth.starts_with("error: the depth \"-1\" is not a number"),
            "{depth}"
        );
        assert_eq!(args(&["3"]), Err(USAGE.to_owned()));
        assert_eq!(args(&[]), Err(USAGE.to_owned()));
    }

    // The six positions of the Chess Programming Wiki's "Perft Results"
    // (https://www.chessprogramming.org/Perft_Results) with its published
    // counts to the depths the issue quotes (python-chess 1.11.2 reproduces
    // each); a debug build runs them all in a few seconds.

    #[test]
    fn start_position() {
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        check(
            fen,
            CastlingMode::Standard,
            &[20, 400, 8902, 197_281, 4_865_609],
        );
    }

    #[test]
    fn kiwipete() {
        let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        check(fen, CastlingMode::Standard, &[48, 2039, 97_862, 4_085_603]);
    }

    #[test]
    fn position_3() {
        let fen = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
        check(
            fen,
            CastlingMode::Standard,
            &[14, 191, 2812, 43_238, 674_624],
        );
    }

    #[test]
    fn position_4() {
        let fen = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
        check(fen, CastlingMode::Standard, &[6, 264, 9467, 422_333]);
    }

    #[test]
    fn position_5() {
        let fen = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
        check(fen, CastlingMode::Standard, &[44, 1486, 62_379, 2_103_487]);
    }

    #[test]
    fn position_6() {
        let fen = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";
        check(fen, CastlingMode::Standard, &[46, 2079, 89_890, 3_894_594]);
    }

    /// Chess960: the first position of the Chess Programming Wiki's
    /// "Chess960 Perft Results", castling on both sides for both colours;
    /// python-chess 1.11.2 (`chess960=True`) gives the same counts.
    #[test]
    fn chess960() {
        let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
        check(fen, CastlingMode::Chess960, &[21, 528, 12_189, 326_672]);
    }

    /// Every `D1`, `D2`, ... count of `tests/data/positions.epd` (the tour's
    /// file), so a count the repository quotes cannot drift from its FEN.
    #[test]
    fn the_tour_files_perft_counts() {
        let mut checked = 0;
        for line in include_str!("../tests/data/positions.epd").lines() {
            let Ok(epd) = Epd::parse(line) else { continue };
            let counts: Vec<u64> = (1..)
                .map_while(|depth| epd.operation(&format!("D{depth}")))
                .map(|op| op.operand().unwrap().raw().parse().unwrap())
                .collect();
            if !counts.is_empty() {
                let board = Board::new(epd.position()).unwrap();
                for (depth, &expected) in (1..).zip(&counts) {
                    assert_eq!(perft(&board, depth), expected, "{line} at depth {depth}");
                }
                checked += 1;
            }
        }
        assert_eq!(checked, 7);
    }

    /// Castling is written king to destination in standard chess, king to
    /// rook in Chess960.
    #[test]
    fn castling_in_uci() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        for (mode, expected) in [
            (CastlingMode::Standard, ["e1g1", "e1c1"]),
            (CastlingMode::Chess960, ["e1h1", "e1a1"]),
        ] {
            let board = Board::new(&Position::from_fen_with_mode(fen, mode).unwrap()).unwrap();
            let mut castlings = Vec::new();
            board.generate(|moves| {
                castlings.extend(
                    moves
                        .moves()
                        .filter(|&m| board.is_castling(m))
                        .map(|m| board.uci(m)),
                );
            });
            castlings.sort_unstable_by(|a, b| b.cmp(a));
            assert_eq!(castlings, expected);
        }
    }
}
