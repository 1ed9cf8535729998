//! A tour of chess-tables: where the generated source is, a few tables drawn
//! as boards, the table registry, and the keys and king distances of every
//! position in an EPD/FEN file (in a program of your own: `chess-tables-position`
//! with its `distance` feature).
//!
//! Usage: `cargo run --example tour -- [FILE]`
//! (default: `tests/data/positions.epd`, the nine Polyglot test positions and
//! the Chess Programming Wiki's perft positions). FILE holds one position per
//! line: six-field FEN, or EPD (four position fields, then operations ending
//! in `;`, read by `chess_tables_position::Epd`). Each EPD line shows its `id`, and a
//! line with a published key (`c0 "polyglot key …"`) shows it next to the
//! computed key and whether they agree. Blank lines, lines starting with
//! `#` and a byte-order mark at the start of the file are skipped. A bad
//! line prints its error and the run goes on; the exit status is 1 if any
//! line had an error or a published key differs.

mod common;
use chess_tables_position::PositionKeys;
use common::say;

use chess_tables_position::chess_tables::registry::TABLE_INFO;
use chess_tables_position::chess_tables::{attacks, distance};
use chess_tables_position::{Color, Epd, Position, Square, zobrist};
use std::ffi::OsString;
use std::path::Path;
use std::process::ExitCode;

const DEFAULT_FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/positions.epd");

fn draw(title: &str, cell: impl Fn(Square) -> String) {
    say!("{title}");
    for rank in (0..8).rev() {
        let row: Vec<String> = (0..8)
            .map(|file| format!("{:>2}", cell(Square::from_file_rank(file, rank).unwrap())))
            .collect();
        say!("  {} |{}", rank + 1, row.concat());
    }
    say!("      a b c d e f g h\n");
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
    // The package ships every family's generated files in generated/
    // (tests/stability.rs checks them byte for byte); a build's own copy is
    // in its OUT_DIR, which the guide's `--message-format=json` filter names.
    let manifest_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_dir = manifest_dir
        .parent()
        .unwrap_or(manifest_dir)
        .join("generated");
    say!(
        "== Generated source (every family; the package's copy, generated/) ==\n{}",
        out_dir.display()
    );
    let mut files: Vec<_> = std::fs::read_dir(&out_dir)
        .map(|dir| dir.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
    {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        match std::fs::read_to_string(path) {
            Ok(text) => say!(
                "  {name:<22} {:>6} lines {:>8} bytes",
                text.lines().count(),
                text.len()
            ),
            Err(e) => say!("  {name:<22} cannot read: {e}"),
        }
    }
    say!();
}

fn show_boards() {
    say!("== A few tables as boards ==");
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
    say!("== Table registry (chess_tables::registry) ==");
    let mut total = 0;
    for info in TABLE_INFO {
        total += info.bytes;
        say!(
            "  {:<10} {:<26} {:<16} {:>6} bytes",
            info.family,
            info.name,
            info.shape,
            info.bytes
        );
    }
    say!("  {} tables, {total} bytes\n", TABLE_INFO.len());
}

/// The published key of an EPD line, if it has one: `c0 "polyglot key
/// 463b96181691fc9c"` (the form of `tests/data/positions.epd`) or a `key`
/// operation with a hex operand.
fn published_key(epd: &Epd) -> Option<Result<u64, String>> {
    let hex = epd
        .operation("c0")
        .and_then(|op| op.operand()?.as_str()?.strip_prefix("polyglot key "))
        .or_else(|| epd.operation("key").and_then(|op| op.operand()?.as_str()))?;
    Some(parse_hex_key(hex).ok_or_else(|| format!("{hex:?} is not a hex key")))
}

/// 1 to 16 hex digits, with one optional `0x`; nothing else (no sign, no
/// second `0x`, which `u64::from_str_radix` or a trim would let through).
fn parse_hex_key(text: &str) -> Option<u64> {
    let digits = text.strip_prefix("0x").unwrap_or(text);
    let ok = (1..=16).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_hexdigit());
    ok.then(|| u64::from_str_radix(digits, 16).ok())?
}

/// The six ASCII whitespace characters the FEN and EPD parsers separate
/// fields on (C's `isspace`: space, tab, LF, VT, FF, CR), vertical tab
/// included, which `split_ascii_whitespace` does not split on.
fn is_separator(c: char) -> bool {
    c.is_ascii() && c.is_whitespace()
}

/// A line is an EPD line unless its fifth field is a number (a FEN's
/// halfmove clock): then it is read as FEN.
/// Fields are split as the parsers split them (`is_separator`).
fn is_fen(line: &str) -> bool {
    line.split(is_separator)
        .filter(|field| !field.is_empty())
        .nth(4)
        .is_some_and(|fifth| fifth.bytes().all(|b| b.is_ascii_digit()))
}

/// Hashes every position line; returns the number of lines with errors
/// plus the number of keys that disagree with the published one.
fn show_positions(path: &Path, bytes: &[u8]) -> usize {
    say!("== Positions in {} ==", path.display());
    // A UTF-8 byte-order mark at the start of the file is skipped.
    let bytes = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(bytes);
    let (mut good, mut bad, mut agree, mut differ) = (0, 0, 0, 0);
    for (n, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let Ok(line) = std::str::from_utf8(raw) else {
            say!("line {}: error: not valid UTF-8", n + 1);
            bad += 1;
            continue;
        };
        let line = line.trim_matches(is_separator);
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        // A FEN line's error is the FEN parser's own; an EPD line's names
        // the EPD part (position or operation).
        let parsed = if is_fen(line) {
            line.parse::<Position>()
                .map(|p| (p, None))
                .map_err(|e| e.to_string())
        } else {
            Epd::parse(line)
                .map(|epd| (*epd.position(), Some(epd)))
                .map_err(|e| e.to_string())
        };
        let (position, epd) = match parsed {
            Ok(parsed) => parsed,
            Err(e) => {
                // Escaped so control characters in a bad line cannot drive the terminal.
                say!("line {}: {}", n + 1, line.escape_debug());
                say!("  error: {e}");
                bad += 1;
                continue;
            }
        };
        good += 1;
        match epd
            .as_ref()
            .map(|e| e.operation("id").and_then(|op| op.operand()))
        {
            Some(Some(id)) => say!("line {}: id \"{}\"", n + 1, id.to_string().escape_debug()),
            Some(None) => say!("line {}: (no id) {}", n + 1, line.escape_debug()),
            None => say!("line {}: {}", n + 1, line.escape_debug()),
        }
        let key = zobrist::POLYGLOT.key(&position);
        say!(
            "  polyglot key {key:016x}   seeded key {:016x}",
            zobrist::SEEDED.key(&position)
        );
        match epd.as_ref().and_then(published_key) {
            Some(Ok(expected)) if expected == key => {
                agree += 1;
                say!("  published    {expected:016x}   agrees");
            }
            Some(Ok(expected)) => {
                differ += 1;
                say!("  published    {expected:016x}   DIFFERS");
            }
            Some(Err(e)) => {
                bad += 1;
                say!("  published key: {e}");
            }
            None => {}
        }
        if position.castling() != position.castling_as_written() {
            say!(
                "  castling rights as written {:04b}, counted {:04b} (king or rook not at home)",
                position.castling_as_written().bits(),
                position.castling().bits()
            );
        }
        if position.en_passant() != position.en_passant_as_written() {
            say!("  en-passant square not counted: no double push can have produced it");
        }
        match (position.king(Color::White), position.king(Color::Black)) {
            (Some(w), Some(b)) => say!(
                "  kings {w} and {b}: Chebyshev {}, Manhattan {}, center distance {} and {}",
                distance::chebyshev_distance(w, b),
                distance::manhattan_distance(w, b),
                distance::center_distance(w),
                distance::center_distance(b),
            ),
            _ => say!("  (a king is missing: no king distances)"),
        }
    }
    say!(
        "\n{} hashed, {} agree, {differ} {}, {} with errors",
        common::plural(good, "position"),
        common::plural(agree, "published key"),
        if differ == 1 { "differs" } else { "differ" },
        common::plural(bad, "line")
    );
    bad + differ
}

fn main() -> ExitCode {
    // args_os: a file name need not be UTF-8 (std::env::args would panic).
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let path = match args.as_slice() {
        [] => Path::new(DEFAULT_FILE),
        [file] => Path::new(file),
        _ => {
            eprintln!("usage: cargo run --example tour -- [FILE]");
            return ExitCode::from(2);
        }
    };
    // Read first, so a missing file fails before anything is printed.
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", path.display());
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fen_separated_by_vertical_tabs_is_a_fen() {
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\x0bw\x0bKQkq\x0b-\x0b0\x0b1";
        assert!(is_fen(fen));
        assert!(!is_fen("8/8/8/8/8/8/8/8 w - - bm e4;"));
    }

    #[test]
    fn published_keys_are_plain_hex() {
        assert_eq!(parse_hex_key("463b96181691fc9c"), Some(0x463b96181691fc9c));
        assert_eq!(
            parse_hex_key("0x463b96181691fc9c"),
            Some(0x463b96181691fc9c)
        );
        for bad in [
            "",
            "0x",
            "+463b96181691fc9c",
            "0x0x463b96181691fc9c",
            "0x+1",
            "1 2",
            "463b96181691fc9c0",
        ] {
            assert_eq!(parse_hex_key(bad), None, "{bad:?}");
        }
    }
}
