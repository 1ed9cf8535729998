//! A tour of chess-tables: where the generated source is, a few tables drawn
//! as boards, the table registry, and the keys and king distances of every
//! position in an EPD/FEN file.
//!
//! Usage: `cargo run --example tour -- [FILE]`
//! (default: `tests/data/positions.epd`, the nine Polyglot test positions and
//! the Chess Programming Wiki's perft positions). FILE holds one position per
//! line: six-field FEN, or EPD (four position fields, then operations ending
//! in `;`). Blank lines and lines starting with `#` are skipped. A bad line
//! prints its error and the run goes on; the exit status is 1 if any line
//! had an error.

use chess_tables::registry::{TABLE_NAMES, table};
use chess_tables::{Color, Position, Square, attacks, distance, zobrist};
use std::process::ExitCode;

const DEFAULT_FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/positions.epd");

fn draw(title: &str, cell: impl Fn(Square) -> String) {
    println!("{title}");
    for rank in (0..8).rev() {
        let row: Vec<String> = (0..8)
            .map(|file| format!("{:>2}", cell(Square::from_file_rank(file, rank).unwrap())))
            .collect();
        println!("  {} |{}", rank + 1, row.concat());
    }
    println!("      a b c d e f g h\n");
}

fn mask(bits: u64, origin: Square) -> impl Fn(Square) -> String {
    move |sq| {
        if sq == origin {
            "*".into()
        } else if bits & sq.bit() != 0 {
            "x".into()
        } else {
            ".".into()
        }
    }
}

fn show_generated_source() {
    let out_dir = env!("OUT_DIR");
    println!("== Generated source (what this build uses) ==\n{out_dir}");
    let mut files: Vec<_> = std::fs::read_dir(out_dir)
        .map(|dir| dir.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
    {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        match std::fs::read_to_string(path) {
            Ok(text) => println!(
                "  {name:<12} {:>6} lines {:>8} bytes",
                text.lines().count(),
                text.len()
            ),
            Err(e) => println!("  {name:<12} cannot read: {e}"),
        }
    }
    println!();
}

fn show_boards() {
    println!("== A few tables as boards ==");
    draw("Center distance (distance::CENTER_DISTANCE):", |sq| {
        distance::center_distance(sq).to_string()
    });
    draw(
        "Knight distance from g1 (distance::KNIGHT_DISTANCE[g1]):",
        |sq| distance::knight_distance(Square::G1, sq).to_string(),
    );
    let occupied = Square::D6.bit() | Square::G4.bit() | Square::B4.bit() | Square::F6.bit();
    draw(
        "Queen on d4 with blockers on b4, d6, f6, g4 (attacks::queen_attacks):",
        mask(attacks::queen_attacks(Square::D4, occupied), Square::D4),
    );
}

fn show_registry() {
    println!("== Table registry (chess_tables::registry) ==");
    let mut total = 0;
    for name in TABLE_NAMES {
        let info = table(name).expect("every listed name is in the registry");
        total += info.bytes;
        println!(
            "  {:<10} {:<26} {:<16} {:>6} bytes",
            info.module, info.name, info.shape, info.bytes
        );
    }
    println!("  {} tables, {total} bytes\n", TABLE_NAMES.len());
}

/// The position part of a line: an EPD line (a fifth field that is not a
/// number starts its operations) keeps its first four fields; anything else
/// goes to the parser whole, which reports what is wrong with it.
fn position_text(line: &str) -> String {
    let fields: Vec<&str> = line.split_ascii_whitespace().collect();
    match fields.get(4) {
        Some(fifth) if !fifth.bytes().all(|b| b.is_ascii_digit()) => fields[..4].join(" "),
        _ => line.to_string(),
    }
}

/// Hashes every position line; returns the number of lines with errors.
fn show_positions(path: &str, bytes: &[u8]) -> usize {
    println!("== Positions in {path} ==");
    let (mut good, mut bad) = (0, 0);
    for (n, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let Ok(line) = std::str::from_utf8(raw) else {
            println!("line {}: error: not valid UTF-8", n + 1);
            bad += 1;
            continue;
        };
        let line = line.trim_ascii();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let position_text = position_text(line);
        // Escaped so control characters in a bad line cannot drive the terminal.
        println!("line {}: {}", n + 1, position_text.escape_debug());
        let position = match Position::from_fen(&position_text) {
            Ok(p) => p,
            Err(e) => {
                println!("  error: {e}");
                bad += 1;
                continue;
            }
        };
        good += 1;
        println!(
            "  polyglot key {:016x}   seeded key {:016x}",
            zobrist::POLYGLOT.hash(&position),
            zobrist::SEEDED.hash(&position)
        );
        match (position.king(Color::White), position.king(Color::Black)) {
            (Some(w), Some(b)) => println!(
                "  kings {w} and {b}: Chebyshev {}, Manhattan {}, center distance {} and {}",
                distance::chebyshev_distance(w, b),
                distance::manhattan_distance(w, b),
                distance::center_distance(w),
                distance::center_distance(b),
            ),
            _ => println!("  (a king is missing: no king distances)"),
        }
    }
    println!("\n{good} positions hashed, {bad} lines with errors");
    bad
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let path = match args.as_slice() {
        [] => DEFAULT_FILE,
        [file] => file.as_str(),
        _ => {
            eprintln!("usage: cargo run --example tour -- [FILE]");
            return ExitCode::from(2);
        }
    };
    // Read first, so a missing file fails before anything is printed.
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("error: cannot read {path}: {e}");
            return ExitCode::FAILURE;
        }
    };
    show_generated_source();
    show_boards();
    show_registry();
    // Exit status 1 when any line had an error, after every line was tried.
    if show_positions(path, &bytes) == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
