//! Binary FEN: `Position::from_binary_fen` and
//! `from_binary_fen_with_mode` never panic on any bytes, and
//!
//! - the two castling modes agree but for the castling rights (both read a
//!   position, or both fail with the same error), and `from_binary_fen` is
//!   the standard mode;
//! - an error names a byte of the input: its offset is within the input
//!   and its value is the byte there;
//! - the input reads as the input with zeros after it (the format's
//!   padding);
//! - a position read is written (`to_binary_fen`) as bytes with no
//!   trailing zero that read back, in its mode, as an equal position with
//!   the same clocks and the same bytes (the round trip and the fixed
//!   point), and passes `check_position` (its FENs read back, its setup
//!   round trips).
#![no_main]

use chess_tables_fuzz::{MODES, check_position, clocks, same_but_castling};
use chess_tables_position::{BinaryFen, Position};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let standard = Position::from_binary_fen_with_mode(data, MODES[0]);
    let chess960 = Position::from_binary_fen_with_mode(data, MODES[1]);
    assert_eq!(Position::from_binary_fen(data), standard);
    match (&standard, &chess960) {
        (Ok(s), Ok(c)) => assert!(same_but_castling(s, c), "{data:02x?}: {s:?} / {c:?}"),
        (Err(s), Err(c)) => assert_eq!(s, c, "{data:02x?}"),
        _ => panic!("the castling modes disagree on {data:02x?}: {standard:?} / {chess960:?}"),
    }
    let mut padded = data.to_vec();
    padded.extend([0; 8]);
    for (mode, read) in MODES.into_iter().zip([standard, chess960]) {
        assert_eq!(
            Position::from_binary_fen_with_mode(&padded, mode),
            read,
            "{data:02x?} with zeros after it"
        );
        match read {
            Ok(position) => {
                assert_eq!(position.castling_mode(), mode);
                let binary = position.to_binary_fen();
                let bytes = binary.as_bytes();
                assert!(bytes.len() <= BinaryFen::MAX_LEN);
                assert_ne!(bytes.last(), Some(&0), "{binary:?}: a trailing zero");
                let back = Position::from_binary_fen_with_mode(bytes, mode)
                    .unwrap_or_else(|e| panic!("{binary:?}, written for {data:02x?}: {e}"));
                assert_eq!(back, position, "{binary:?}, written for {data:02x?}");
                assert_eq!(clocks(&back), clocks(&position), "{binary:?}");
                assert_eq!(back.castling_as_written(), position.castling());
                assert_eq!(back.to_binary_fen(), binary, "not a fixed point");
                check_position(&position);
            }
            Err(error) => {
                assert_eq!(data.get(error.offset()), Some(&error.byte()), "{error}");
                assert!(!error.to_string().is_empty());
            }
        }
    }
});
