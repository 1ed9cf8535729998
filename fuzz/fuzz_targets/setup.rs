//! An arbitrary `Setup`: `Position::try_from(&setup)` never panics, and
//!
//! - it fails exactly when the setup breaks a documented check, naming a
//!   square at fault: two pieces on the square (`Overlap`), the en-passant
//!   square off the side to move's rank (`EnPassantRank`);
//! - a position it builds has the setup's pieces, side, mode and clocks,
//!   keeps the setup's castling rights and en-passant square as written,
//!   counts only rights of the setup (a right that does not count is
//!   dropped, never moved to another rook file or side: `Setup::castling`)
//!   and only the setup's en-passant square, and passes `check_position`:
//!   its X-FEN and Shredder-FEN read back, `try_from(to_setup())` gives
//!   it back.
//!
//! The input, bytes missing at the end read as 0:
//!
//! | byte | meaning |
//! |---|---|
//! | 0 | bit 0 black to move, bit 1 Chess960, bit 2 an en-passant square |
//! | 1 | the en-passant square (`& 63`) |
//! | 2..6 | the rights K, Q, k, q: bit 3 held, bits 0-2 the rook file |
//! | 6..10, 10..14 | halfmove clock, fullmove number (u32, little-endian) |
//! | 14.. | pairs: square (`& 63`), piece (`% 12`, `Piece::ALL` order) |
#![no_main]

use chess_tables_fuzz::{check_position, clocks};
use chess_tables_position::{
    CastlingMode, CastlingRights, CastlingSide, Color, Piece, Position, Setup, SetupErrorKind,
    Square,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let setup = setup(data);
    match Position::try_from(&setup) {
        Ok(position) => check_built(&setup, &position),
        Err(error) => {
            let square = error.square();
            match error.kind() {
                SetupErrorKind::Overlap => {
                    let pieces = setup
                        .pieces
                        .iter()
                        .filter(|&&bb| bb & square.bit() != 0)
                        .count();
                    assert!(pieces >= 2, "{setup:?}: {error}");
                }
                SetupErrorKind::EnPassantRank => {
                    assert_eq!(setup.en_passant, Some(square), "{setup:?}: {error}");
                    assert_ne!(
                        square.rank(),
                        ep_rank(setup.side_to_move),
                        "{setup:?}: {error}"
                    );
                }
                _ => {}
            }
            let _ = error.to_string();
        }
    }
});

/// The setup the bytes describe (see the table above).
fn setup(data: &[u8]) -> Setup {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let word = |i: usize| u32::from_le_bytes([byte(i), byte(i + 1), byte(i + 2), byte(i + 3)]);
    let square = |b: u8| Square::from_index_masked(u32::from(b));
    let flags = byte(0);
    let mut setup = Setup::empty();
    setup.side_to_move = if flags & 1 == 0 {
        Color::White
    } else {
        Color::Black
    };
    setup.castling_mode = if flags & 2 == 0 {
        CastlingMode::Standard
    } else {
        CastlingMode::Chess960
    };
    setup.en_passant = (flags & 4 != 0).then(|| square(byte(1)));
    let mut rights = CastlingRights::NONE;
    for (slot, (color, side)) in slots().into_iter().enumerate() {
        let right = byte(2 + slot);
        if right & 8 != 0 {
            rights = rights.with_rook_file(color, side, right & 7);
        }
    }
    setup.castling = rights;
    setup.halfmove_clock = word(6);
    setup.fullmove_number = word(10);
    for pair in data.get(14..).unwrap_or(&[]).chunks_exact(2) {
        setup.put(Piece::ALL[usize::from(pair[1] % 12)], square(pair[0]));
    }
    setup
}

/// The four rights in bit order: K, Q, k, q.
fn slots() -> [(Color, CastlingSide); 4] {
    [
        (Color::White, CastlingSide::KingSide),
        (Color::White, CastlingSide::QueenSide),
        (Color::Black, CastlingSide::KingSide),
        (Color::Black, CastlingSide::QueenSide),
    ]
}

/// The rank (0-based) of an en-passant square with `side` to move.
fn ep_rank(side: Color) -> u8 {
    match side {
        Color::White => 5,
        Color::Black => 2,
    }
}

fn check_built(setup: &Setup, position: &Position) {
    let mut seen = 0;
    for bb in setup.pieces {
        assert_eq!(seen & bb, 0, "{setup:?}: two pieces on a square, yet built");
        seen |= bb;
    }
    if let Some(square) = setup.en_passant {
        assert_eq!(
            square.rank(),
            ep_rank(setup.side_to_move),
            "{setup:?}: built"
        );
    }
    for piece in Piece::ALL {
        assert_eq!(
            position.by_piece(piece),
            setup.pieces[piece as usize],
            "{setup:?}"
        );
    }
    assert_eq!(position.side_to_move(), setup.side_to_move, "{setup:?}");
    assert_eq!(position.castling_mode(), setup.castling_mode, "{setup:?}");
    assert_eq!(
        clocks(position),
        (setup.halfmove_clock, setup.fullmove_number.max(1)),
        "{setup:?}"
    );
    assert_eq!(position.castling_as_written(), setup.castling, "{setup:?}");
    assert_eq!(
        position.en_passant_as_written(),
        setup.en_passant,
        "{setup:?}"
    );
    assert!(
        position.en_passant().is_none() || position.en_passant() == setup.en_passant,
        "{setup:?}"
    );
    for (color, side) in slots() {
        let counted = position.castling().rook_file(color, side);
        assert!(
            counted.is_none() || counted == setup.castling.rook_file(color, side),
            "{setup:?}: counts {color:?} {side:?} with the rook on file {counted:?}, \
             which the setup's rights ({}) do not hold; position {position:?}",
            setup.castling
        );
    }
    check_position(position);
}
