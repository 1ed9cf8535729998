//! Keys of real-world FENs: stale castling rights, inconsistent and
//! pseudo-legal en-passant squares, Chess960 letters, whitespace, and the
//! one-pass reader against the field-by-field parser. Reference values come
//! from python-chess 1.11.2 (`scripts/data/gen-key-vectors.py`, checked in under
//! `tests/data/`) and from an XOR over the raw Random64 table written here.
//! The published package holds samples of the random games and the
//! en-passant positions (`tests/reference_data`).

mod reference_data;

use chess_tables_position::Color;
use chess_tables_position::EnPassantRule;
use chess_tables_position::PositionKeys;
use chess_tables_position::zobrist::{POLYGLOT, SEEDED};
use chess_tables_position::{
    CastlingMode, CastlingRights, CastlingSide, FenErrorKind, Position, Square,
};

/// Data rows: tab-separated columns, `#` comments skipped.
fn rows(text: &'static str) -> Vec<Vec<&'static str>> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| l.split('\t').collect())
        .collect()
}

fn hex(s: &str) -> u64 {
    u64::from_str_radix(s, 16).unwrap()
}

/// The Polyglot key computed from scratch: its own placement reader, the
/// castling rule (king and rook on their original squares) and the
/// en-passant rule (consistent square, pawn of the mover beside), XORed
/// over `POLYGLOT.raw()` at the book format's offsets.
fn xor_key(fen: &str) -> u64 {
    let fields: Vec<&str> = fen.split(' ').collect();
    let raw = POLYGLOT.raw();
    let mut board = [' '; 64];
    for (i, row) in fields[0].split('/').enumerate() {
        let rank = 7 - i;
        let mut file = 0;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                file += d as usize;
            } else {
                board[rank * 8 + file] = c;
                file += 1;
            }
        }
    }
    let mut key = 0;
    for (sq, &c) in board.iter().enumerate() {
        if let Some(kind) = "pPnNbBrRqQkK".find(c) {
            key ^= raw[64 * kind + sq];
        }
    }
    let at = |name: &str| {
        let b = name.as_bytes();
        board[usize::from(b[1] - b'1') * 8 + usize::from(b[0] - b'a')]
    };
    for (i, (letter, king, rook)) in [
        ('K', ("e1", 'K'), ("h1", 'R')),
        ('Q', ("e1", 'K'), ("a1", 'R')),
        ('k', ("e8", 'k'), ("h8", 'r')),
        ('q', ("e8", 'k'), ("a8", 'r')),
    ]
    .into_iter()
    .enumerate()
    {
        if fields[2].contains(letter) && at(king.0) == king.1 && at(rook.0) == rook.1 {
            key ^= raw[768 + i];
        }
    }
    let white = fields[1] == "w";
    if fields[3] != "-" {
        let b = fields[3].as_bytes();
        let file = i32::from(b[0] - b'a');
        let (pushed_rank, origin_rank, mover, opponent) = if white {
            (4, 6, 'P', 'p')
        } else {
            (3, 1, 'p', 'P')
        };
        let cell = |f: i32, r: usize| {
            if (0..8).contains(&f) {
                board[r * 8 + f as usize]
            } else {
                ' '
            }
        };
        let target_rank = if white { 5 } else { 2 };
        let consistent = cell(file, pushed_rank) == opponent
            && cell(file, target_rank) == ' '
            && cell(file, origin_rank) == ' ';
        let beside = cell(file - 1, pushed_rank) == mover || cell(file + 1, pushed_rank) == mover;
        if consistent && beside {
            key ^= raw[772 + file as usize];
        }
    }
    if white {
        key ^= raw[780];
    }
    key
}

#[test]
fn the_issue_examples_give_the_stated_keys() {
    let cases = [
        (
            "1nbqkbnr/1ppppppp/8/8/2PP4/B4N2/P3PPPP/RN1QKB1R b KQkq - 0 1",
            0x758a114f304120f8,
        ),
        ("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1", 0x5e854d7a97eb14c6),
        ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0x5e854d7a97eb14c6),
        ("4k3/8/8/3P4/8/8/8/4K3 w - e6 0 1", 0x057be8cee6cc7c2f),
        ("8/8/8/KPp4r/8/8/8/7k w - c6 0 1", 0xf008b0d4b67d65ee),
    ];
    for (fen, key) in cases {
        assert_eq!(POLYGLOT.fen_key(fen), Ok(key), "{fen}");
        assert_eq!(xor_key(fen), key, "{fen}");
    }
    let stale = str::parse::<Position>(cases[0].0).unwrap();
    assert_eq!(stale.castling_as_written(), CastlingRights::FULL);
    assert_eq!(
        stale.castling(),
        CastlingRights::WHITE_SHORT
            .union(CastlingRights::WHITE_LONG)
            .union(CastlingRights::BLACK_SHORT)
    );
    let e6 = str::parse::<Position>(cases[3].0).unwrap();
    assert_eq!(e6.en_passant_as_written(), Some(Square::E6));
    assert_eq!(e6.en_passant(), None);
}

#[test]
fn the_legal_rule_example_drops_the_pinned_capture() {
    let legal =
        |fen: &str| POLYGLOT.key_with_rule(&fen.parse::<Position>().unwrap(), EnPassantRule::Legal);
    assert_eq!(EnPassantRule::default(), EnPassantRule::Polyglot);
    let fen = "8/8/8/KPp4r/8/8/8/7k w - c6 0 1";
    assert_eq!(legal(fen), 0xf032230c04fd0c8c);
    assert_eq!(legal("8/8/8/KPp4r/8/8/8/7k w - - 0 1"), 0xf032230c04fd0c8c);
    let p = fen.parse::<Position>().unwrap();
    assert_eq!(EnPassantRule::Polyglot.square(&p), Some(Square::C6));
    assert_eq!(EnPassantRule::Legal.square(&p), None);
    assert_eq!(p.polyglot_en_passant(), Some(Square::C6));
    assert_eq!(p.legal_en_passant(), None);
}

/// All 16 written rights against all 256 presences of the kings on e1/e8,
/// the four corner rooks and two bystanders: python-chess's key and the
/// independent XOR.
#[test]
fn castling_rights_count_only_with_king_and_rook_at_home() {
    let rows = rows(include_str!("data/castling-rights.tsv"));
    assert_eq!(rows.len(), 16 * 256);
    let mut dropped = 0;
    for row in &rows {
        let (fen, key) = (row[0], hex(row[1]));
        assert_eq!(POLYGLOT.fen_key(fen), Ok(key), "{fen}");
        assert_eq!(xor_key(fen), key, "{fen}");
        let p = fen.parse::<Position>().unwrap();
        let written = fen.split(' ').nth(2).unwrap();
        assert_eq!(
            p.castling_as_written().bits().count_ones() as usize,
            written.trim_matches('-').len()
        );
        assert!(p.castling_as_written().contains(p.castling()));
        dropped += usize::from(p.castling() != p.castling_as_written());
        // The seeded keys follow the same rule.
        let fen_without = fen.replace(&format!(" {written} "), " - ");
        let effective = SEEDED.fen_key(&fen_without).unwrap() ^ SEEDED.castling(p.castling());
        assert_eq!(SEEDED.fen_key(fen), Ok(effective), "{fen}");
    }
    assert!(dropped > 2000, "{dropped}");
}

/// Every en-passant square on ranks 3 and 6 with and without the pushed
/// pawn, capturers, and pieces on the target and origin squares.
#[test]
fn inconsistent_en_passant_squares_are_dropped_as_polyglot_does() {
    let rows = rows(include_str!("data/en-passant-squares.tsv"));
    assert_eq!(rows.len(), 768);
    let (mut consistent, mut agree_with_python_chess) = (0, 0);
    for row in &rows {
        let (fen, python_chess, dropped) = (row[0], hex(row[1]), hex(row[2]));
        assert_eq!(POLYGLOT.fen_key(fen), Ok(dropped), "{fen}");
        assert_eq!(xor_key(fen), dropped, "{fen}");
        let p = fen.parse::<Position>().unwrap();
        assert_eq!(p.en_passant().is_some(), row[3] == "1", "{fen}");
        assert!(p.en_passant_as_written().is_some());
        consistent += usize::from(row[3] == "1");
        agree_with_python_chess += usize::from(python_chess == dropped);
        // Where they differ, python-chess added the en-passant key of the file.
        if python_chess != dropped {
            let target = p.en_passant_as_written().unwrap();
            assert_eq!(python_chess ^ dropped, POLYGLOT.en_passant(target), "{fen}");
        }
        if row[3] == "1" {
            assert_eq!(python_chess, dropped, "{fen}");
        }
    }
    assert_eq!(consistent, 64);
    // python-chess keeps an inconsistent square when a capturer stands beside it.
    // python-chess keeps an inconsistent square when a pawn of the mover
    // stands beside it: 484 rows; the other 284 give the same key.
    assert_eq!(agree_with_python_chess, 284);
}

#[test]
fn random_game_positions_match_python_chess_and_the_xor() {
    let data = reference_data::load("random-games.tsv");
    let rows = rows(data.text);
    assert!(rows.len() >= if data.full { 3000 } else { 400 });
    for row in &rows {
        let key = hex(row[1]);
        assert_eq!(POLYGLOT.fen_key(row[0]), Ok(key), "{}", row[0]);
        assert_eq!(xor_key(row[0]), key, "{}", row[0]);
    }
}

/// Random-game positions with an en-passant square and built positions
/// with pins on ranks, files and diagonals and kings in check, against
/// python-chess `Board.has_legal_en_passant()`.
#[test]
fn legal_rule_matches_python_chess_has_legal_en_passant() {
    let data = reference_data::load("en-passant-legal.tsv");
    let rows = rows(data.text);
    assert!(rows.len() >= if data.full { 8000 } else { 800 });
    let (mut differ, mut in_check) = (0, 0);
    for row in &rows {
        let fen = row[0];
        let p = fen.parse::<Position>().unwrap();
        assert_eq!(POLYGLOT.key(&p), hex(row[1]), "{fen}");
        assert_eq!(
            POLYGLOT.key_with_rule(&p, EnPassantRule::Legal),
            hex(row[2]),
            "{fen}"
        );
        assert_eq!(
            POLYGLOT.key_with_rule(&p, EnPassantRule::Polyglot),
            hex(row[1]),
            "{fen}"
        );
        assert_eq!(POLYGLOT.fen_key(fen), Ok(hex(row[1])), "{fen}");
        assert_eq!(p.legal_en_passant().is_some(), row[3] == "1", "{fen}");
        differ += usize::from(row[1] != row[2]);
        let king = p.king(p.side_to_move()).unwrap();
        let them = match p.side_to_move() {
            Color::White => Color::Black,
            Color::Black => Color::White,
        };
        in_check += usize::from(attacked(&p, king, them));
    }
    // The sample keeps every tenth row of each class (legal or not, keys equal or not).
    let (min_differ, min_in_check) = if data.full { (150, 200) } else { (15, 20) };
    assert!(
        differ >= min_differ,
        "{differ} positions where the rules differ"
    );
    assert!(in_check >= min_in_check, "{in_check} positions in check");
}

/// Whether `by` attacks `sq`, by walking rays (independent of the crate's attack tables).
fn attacked(p: &Position, sq: Square, by: Color) -> bool {
    use chess_tables_position::Piece::*;
    let white = by == Color::White;
    let (pawn, knight, bishop, rook, queen, king) = if white {
        (
            WhitePawn,
            WhiteKnight,
            WhiteBishop,
            WhiteRook,
            WhiteQueen,
            WhiteKing,
        )
    } else {
        (
            BlackPawn,
            BlackKnight,
            BlackBishop,
            BlackRook,
            BlackQueen,
            BlackKing,
        )
    };
    let (f, r) = (i32::from(sq.file()), i32::from(sq.rank()));
    let at = |df: i32, dr: i32| Square::from_file_rank((f + df) as u8, (r + dr) as u8);
    let is = |s: Option<Square>, piece| s.is_some_and(|s| p.piece_at(s) == Some(piece));
    let pawn_dr = if white { -1 } else { 1 };
    if is(at(-1, pawn_dr), pawn) || is(at(1, pawn_dr), pawn) {
        return true;
    }
    for (df, dr) in [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ] {
        if (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) && is(at(df, dr), knight) {
            return true;
        }
    }
    for df in -1..=1 {
        for dr in -1..=1 {
            if (df, dr) == (0, 0) {
                continue;
            }
            if (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) && is(at(df, dr), king) {
                return true;
            }
            let slider = if df == 0 || dr == 0 { rook } else { bishop };
            let mut k = 1;
            while (0..8).contains(&(f + k * df)) && (0..8).contains(&(r + k * dr)) {
                match p.piece_at(at(k * df, k * dr).unwrap()) {
                    Some(x) if x == slider || x == queen => return true,
                    Some(_) => break,
                    None => k += 1,
                }
            }
        }
    }
    false
}

/// Every castling letter (X-FEN `K`/`Q` and Shredder-FEN files) against
/// every king file and rook file on white's back rank. Standard chess: `K`
/// or `H` counts only with the king on e1 and the rook on h1, `Q` or `A`
/// with the rook on a1; anything else is dropped, never an error. Chess960:
/// the letter names a square (`K` the rook right of the king, else h1; `Q`
/// the rook left of it, else a1; a file letter its file), and the right
/// counts on the rook's side of the king when the rook stands there.
#[test]
fn castling_letters_count_by_king_and_rook_in_both_modes() {
    let mut counts = [0; 4]; // standard counted, standard dropped, 960 counted, 960 dropped
    for king in 0..8u8 {
        for rook in (0..8u8).filter(|&r| r != king) {
            let mut rank: Vec<char> = vec!['1'; 8];
            rank[usize::from(king)] = 'K';
            rank[usize::from(rook)] = 'R';
            let row: String = rank.iter().collect();
            let plain = squash(&format!("4k3/8/8/8/8/8/8/{row} w - - 0 1"));
            let base = POLYGLOT.fen_key(&plain).unwrap();
            for letter in ['K', 'Q'].into_iter().chain('A'..='H') {
                let fen = plain.replace(" - - ", &format!(" {letter} - "));
                // Standard chess.
                let corner = match letter {
                    'K' | 'H' => (king == 4 && rook == 7).then_some(CastlingRights::WHITE_SHORT),
                    'Q' | 'A' => (king == 4 && rook == 0).then_some(CastlingRights::WHITE_LONG),
                    _ => None,
                };
                let expected = base ^ corner.map_or(0, |right| POLYGLOT.castling(right));
                assert_eq!(POLYGLOT.fen_key(&fen), Ok(expected), "{fen}");
                counts[usize::from(corner.is_none())] += 1;
                // Chess960.
                let named = match letter {
                    'K' if king < rook => rook,
                    'K' => 7,
                    'Q' if rook < king => rook,
                    'Q' => 0,
                    file => file as u8 - b'A',
                };
                let side = (named == rook).then_some(if rook > king {
                    (CastlingSide::KingSide, CastlingRights::WHITE_SHORT)
                } else {
                    (CastlingSide::QueenSide, CastlingRights::WHITE_LONG)
                });
                let expected = base ^ side.map_or(0, |(_, right)| POLYGLOT.castling(right));
                let got = POLYGLOT.fen_key_with_mode(&fen, CastlingMode::Chess960);
                assert_eq!(got, Ok(expected), "{fen} (Chess960)");
                let position = Position::from_fen_with_mode(&fen, CastlingMode::Chess960).unwrap();
                match side {
                    Some((side, _)) => {
                        assert_eq!(
                            position.castling().rook_file(Color::White, side),
                            Some(rook)
                        );
                        counts[2] += 1;
                    }
                    None => {
                        assert!(position.castling().is_empty(), "{fen}");
                        counts[3] += 1;
                    }
                }
            }
        }
    }
    assert_eq!(counts, [4, 556, 112, 448]);
}

/// Digits for runs of '1' in a rank string such as "1111K11R".
fn squash(fen: &str) -> String {
    let mut out = String::new();
    let mut run = 0;
    let (placement, rest) = fen.split_once(' ').unwrap();
    for c in placement.chars() {
        if c == '1' {
            run += 1;
            continue;
        }
        if run > 0 {
            out.push(char::from(b'0' + run));
            run = 0;
        }
        out.push(c);
    }
    if run > 0 {
        out.push(char::from(b'0' + run));
    }
    format!("{out} {rest}")
}

/// The six ASCII whitespace bytes separate fields (and may lead and trail);
/// every other Unicode whitespace character is named.
#[test]
fn whitespace_is_one_set_of_six_ascii_bytes() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    let key = POLYGLOT.fen_key(fen).unwrap();
    for sep in [' ', '\t', '\n', '\u{b}', '\u{c}', '\r'] {
        let spaced = format!("{sep}{}{sep}{sep}", fen.replace(' ', &sep.to_string()));
        assert_eq!(POLYGLOT.fen_key(&spaced), Ok(key), "{sep:?}");
        assert_eq!(
            spaced.parse::<Position>().map(|p| POLYGLOT.key(&p)),
            Ok(key)
        );
    }
    let mut named = 0;
    for c in (0..=0x10FFFFu32).filter_map(char::from_u32) {
        if c.is_ascii() {
            // An ASCII byte in place of the first space separates the
            // fields exactly when Rust calls it whitespace (the six bytes).
            let text = fen.replacen(' ', &c.to_string(), 1);
            assert_eq!(POLYGLOT.fen_key(&text).is_ok(), c.is_whitespace(), "{c:?}");
        } else if c.is_whitespace() {
            let text = fen.replacen(' ', &c.to_string(), 1);
            let error = POLYGLOT.fen_key(&text).unwrap_err();
            assert_eq!(
                (error.kind(), error.offset()),
                (
                    FenErrorKind::NonAsciiSpace { found: c },
                    fen.find(' ').unwrap()
                )
            );
            assert_eq!(text.parse::<Position>(), Err(error));
            named += 1;
        }
    }
    assert_eq!(named, 19);
    let bom = format!("\u{feff}{fen}");
    let error = POLYGLOT.fen_key(&bom).unwrap_err();
    assert_eq!(
        (error.kind(), error.offset(), error.token_offset()),
        (FenErrorKind::ByteOrderMark, 0, 0)
    );
    assert!(bom.starts_with(error.token()) && error.token().starts_with('\u{feff}'));
}

#[test]
fn messages_are_singular_for_one() {
    let one = "1/8/8/8/8/8/8/8 w - - 0 1".parse::<Position>().unwrap_err();
    assert!(
        one.to_string()
            .ends_with("rank 8 describes 1 square instead of 8"),
        "{one}"
    );
    let rank = "8 w - - 0 1".parse::<Position>().unwrap_err();
    assert!(rank.to_string().ends_with("1 rank instead of 8"), "{rank}");
    let two = "2/8/8/8/8/8/8/8 w - - 0 1".parse::<Position>().unwrap_err();
    assert!(
        two.to_string()
            .ends_with("describes 2 squares instead of 8"),
        "{two}"
    );
}

/// The one-pass reader accepts exactly what the field-by-field parser
/// accepts, with the same position: every one-byte deletion, replacement
/// and insertion of the first random-game positions.
#[test]
fn one_pass_reader_agrees_with_the_field_parser() {
    // The sample keeps the first 60 rows: the same edits from the package.
    let rows = rows(reference_data::load("random-games.tsv").text);
    let bytes: &[u8] = b" \t\x0b/-012389KQkqPpNnBbRrwbe36aAh;x\"";
    let mut checked = 0;
    for row in rows.iter().take(60) {
        let fen = row[0];
        for i in 0..=fen.len() {
            let mut variants = vec![format!("{}{}", &fen[..i], fen.get(i + 1..).unwrap_or(""))];
            for &b in bytes {
                let c = char::from(b);
                variants.push(format!("{}{c}{}", &fen[..i], &fen[i..]));
                if i < fen.len() {
                    variants.push(format!("{}{c}{}", &fen[..i], &fen[i + 1..]));
                }
            }
            for v in variants {
                // Debug builds check parse::<Position> and fen_key against the field parser.
                let reference = v.parse::<Position>();
                assert_eq!(
                    POLYGLOT.fen_key(&v),
                    reference.map(|p| POLYGLOT.key(&p)),
                    "{v:?}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 200_000, "{checked}");
}

/// `zobrist::polyglot_en_passant_counts` on every en-passant target and
/// every pawn beside it or not, against the rule counted file by file: a
/// pawn of the side to move on the pushed pawn's rank, one file away.
#[test]
fn polyglot_en_passant_counts_on_bitboards() {
    use chess_tables_position::zobrist::polyglot_en_passant_counts;
    for target in Square::ALL {
        for side in [Color::White, Color::Black] {
            let pushed_rank = match side {
                Color::White => 4,
                Color::Black => 3,
            };
            let on_target_rank = target.rank() == if side == Color::White { 5 } else { 2 };
            for pawn in Square::ALL {
                let expected = on_target_rank
                    && pawn.rank() == pushed_rank
                    && pawn.file().abs_diff(target.file()) == 1;
                assert_eq!(
                    polyglot_en_passant_counts(side, target, pawn.bit()),
                    expected,
                    "{side:?} {target} {pawn}"
                );
            }
            assert!(!polyglot_en_passant_counts(side, target, 0));
        }
    }
}
