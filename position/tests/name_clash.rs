//! Every documented key entry point, called as the README calls them, in a
//! module that also imports the standard traits an engine imports beside
//! the prelude (`Hash` and `Hasher` for a transposition table, `fmt::Write`
//! for output): no call may be ambiguous (error E0034), so this file
//! compiling is the test, and its values are the published Polyglot keys.

use chess_tables_position::prelude::*;
use chess_tables_position::zobrist::SEEDED;
use core::fmt::Write;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn key_entry_points_beside_the_standard_traits() -> Result<(), FenError> {
    let position: Position = START.parse()?;
    // The Polyglot book format's published key of the start position.
    assert_eq!(POLYGLOT.key(&position), 0x463b96181691fc9c);
    assert_eq!(
        POLYGLOT.key_with_rule(&position, EnPassantRule::Legal),
        0x463b96181691fc9c
    );
    assert_eq!(POLYGLOT.fen_key(START)?, 0x463b96181691fc9c);
    assert_eq!(
        POLYGLOT.fen_key_with_mode(START, CastlingMode::Chess960)?,
        0x463b96181691fc9c
    );
    assert_eq!(SEEDED.key(&position), SEEDED.fen_key(START)?);
    // The key sets' own lookups (Random64[213], [768], [772 + 4], [780]).
    let knight = Piece::from_parts(Color::White, Role::Knight);
    assert_eq!(POLYGLOT.piece(knight, Square::F3), 0xfcaf55c1bf8a4424);
    assert_eq!(
        POLYGLOT.castling(CastlingRights::WHITE_SHORT),
        0x31d71dce64b2c310
    );
    assert_eq!(POLYGLOT.en_passant(Square::E3), 0xcf3145de0add4289);
    assert_eq!(POLYGLOT.white_to_move(), 0xf8d626aaaf278509);
    // The standard traits stay usable on the same values.
    let mut hasher = DefaultHasher::new();
    POLYGLOT.hash(&mut hasher);
    position.hash(&mut hasher);
    let _ = hasher.finish();
    let mut text = String::new();
    write!(text, "{:016x}", POLYGLOT.key(&position)).unwrap();
    assert_eq!(text, "463b96181691fc9c");
    Ok(())
}
