//! `Position::status` against python-chess 1.11.2's `Board.status()`,
//! differentially, on the corpus `scripts/data/gen-status-vectors.py` wrote
//! (`tests/data/status.tsv`, its sample in the published package: random games, Chess960 games, edited game
//! positions, random boards), each case read as standard chess and as
//! Chess960. `CHESS_TABLES_STATUS_VECTORS=FILE` reads another corpus of
//! the script's (its `--count 100000` run is the one the docs cite).
//!
//! Where both read the FEN, the status bits are equal. Where only
//! python-chess reads it, the reason must be the one `Position::status`
//! documents: an en-passant square on the wrong rank, a FEN error here,
//! which python-chess flags INVALID_EP_SQUARE.

mod reference_data;

use chess_tables_position::{CastlingMode, FenErrorKind, Position, Status};
use std::collections::BTreeMap;

fn corpus() -> String {
    match std::env::var_os("CHESS_TABLES_STATUS_VECTORS") {
        Some(path) => std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("reading {}: {e}", path.to_string_lossy())),
        None => reference_data::load("status.tsv").text.to_string(),
    }
}

#[test]
fn status_agrees_with_python_chess() {
    let corpus = corpus();
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut seen = Status::VALID;
    let mut failures = Vec::new();
    for line in corpus
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let parts: Vec<&str> = line.split('\t').collect();
        let (fen, group) = (parts[0], parts[1]);
        for (mode, answer) in [
            (CastlingMode::Standard, parts[2]),
            (CastlingMode::Chess960, parts[3]),
        ] {
            let ours = Position::from_fen_with_mode(fen, mode);
            let class = match (&ours, answer) {
                (Ok(position), "error") => format!("only we read it: {}", position.status().bits()),
                (Ok(position), bits) => {
                    let theirs: u32 = bits.parse().unwrap();
                    let status = position.status();
                    if status.bits() == theirs {
                        seen |= status;
                        if status.is_valid() {
                            "agree, valid".to_string()
                        } else {
                            "agree, not valid".to_string()
                        }
                    } else {
                        failures.push(format!(
                            "{fen} ({group}, {mode:?}): ours {status:?}, python-chess {theirs}"
                        ));
                        "differ".to_string()
                    }
                }
                (Err(_), "error") => "neither reads it".to_string(),
                (Err(error), bits) => {
                    let theirs: u32 = bits.parse().unwrap();
                    if error.kind() == FenErrorKind::EnPassantRank
                        && theirs & Status::INVALID_EP_SQUARE.bits() != 0
                    {
                        "documented: en-passant rank, a FEN error here".to_string()
                    } else {
                        format!("only python-chess reads it: {:?}", error.kind())
                    }
                }
            };
            *counts.entry(class).or_default() += 1;
        }
    }
    for (class, count) in &counts {
        eprintln!("{count:>7}  {class}");
    }
    assert!(
        failures.is_empty(),
        "{} differences, the first: {:#?}",
        failures.len(),
        &failures[..failures.len().min(10)]
    );
    let unexplained: Vec<_> = counts.keys().filter(|c| c.starts_with("only")).collect();
    assert!(unexplained.is_empty(), "{unexplained:?}");
    // Every flag is among the answers both gave, so none is compared in name only.
    for flag in [
        Status::NO_WHITE_KING,
        Status::NO_BLACK_KING,
        Status::TOO_MANY_KINGS,
        Status::TOO_MANY_WHITE_PAWNS,
        Status::TOO_MANY_BLACK_PAWNS,
        Status::PAWNS_ON_BACKRANK,
        Status::TOO_MANY_WHITE_PIECES,
        Status::TOO_MANY_BLACK_PIECES,
        Status::BAD_CASTLING_RIGHTS,
        Status::INVALID_EP_SQUARE,
        Status::OPPOSITE_CHECK,
        Status::EMPTY_BOARD,
        Status::TOO_MANY_CHECKERS,
        Status::IMPOSSIBLE_CHECK,
    ] {
        assert!(
            seen.contains(flag),
            "{flag:?} is in no answer of the corpus"
        );
    }
}

#[test]
fn flags_have_python_chess_names_and_words() {
    let status = Status::NO_WHITE_KING | Status::IMPOSSIBLE_CHECK;
    assert_eq!(status.bits(), 1 | 1 << 16);
    assert_eq!(
        format!("{status:?}"),
        "Status(NO_WHITE_KING | IMPOSSIBLE_CHECK)"
    );
    assert_eq!(
        status.to_string(),
        "no white king, a check no last move can have given"
    );
    assert_eq!(status.name(), None);
    assert_eq!(Status::OPPOSITE_CHECK.name(), Some("OPPOSITE_CHECK"));
    assert_eq!(
        status.iter().collect::<Vec<_>>(),
        [Status::NO_WHITE_KING, Status::IMPOSSIBLE_CHECK]
    );
    assert_eq!(format!("{:?}", Status::VALID), "Status(VALID)");
    assert_eq!(Status::VALID.to_string(), "valid");
    assert!(status.contains(Status::NO_WHITE_KING) && !status.contains(Status::EMPTY_BOARD));
    assert!(status.intersects(Status::EMPTY_BOARD | Status::IMPOSSIBLE_CHECK));
    assert!(!status.intersects(Status::EMPTY_BOARD | Status::OPPOSITE_CHECK));
}

/// Positions whose answer is known by hand (python-chess 1.11.2 gives the
/// same bits: 1024, 65536, 65536, 256), through `Setup` as well.
#[test]
fn hand_made_positions() {
    let status = |fen: &str| fen.parse::<Position>().unwrap().status();
    // White to move, black in check from the rook: the side not to move.
    assert_eq!(
        status("4k3/8/8/8/8/8/8/4RK2 w - - 0 1"),
        Status::OPPOSITE_CHECK
    );
    // Two rooks check along one file, from both sides of the king: no
    // move gives that.
    assert_eq!(
        status("4r2k/8/8/8/4K3/8/8/4r3 w - - 0 1"),
        Status::IMPOSSIBLE_CHECK
    );
    // A rook and a bishop check, the e-pawn just moved e7-e5: the pawn
    // cannot have uncovered two checks.
    assert_eq!(
        status("4k3/8/8/4p3/8/3K4/8/1b1r4 w - e6 0 1"),
        Status::IMPOSSIBLE_CHECK
    );
    // KQkq in a position with the rooks gone.
    assert_eq!(
        status("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"),
        Status::BAD_CASTLING_RIGHTS
    );
    let setup = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
        .parse::<Position>()
        .unwrap()
        .to_setup();
    assert_eq!(setup.status(), Ok(Status::VALID));
}
