//! serde (feature `serde`): any input read as each type, through postcard
//! (the bytes) and serde_json (the bytes as UTF-8 text), never panics, and
//! what it reads round trips: it serialises (a position read from FEN is
//! standard chess, so never the Chess960 error), reads back equal, and a
//! position passes `check_position`. Errors format without panicking.
#![no_main]

use chess_tables_fuzz::check_position;
use chess_tables_position::book::{BookMove, Entry};
use chess_tables_position::{
    CastlingMode, CastlingRights, CastlingSide, Color, Piece, Position, Promotion, Role, Setup,
    Square, SquareColor,
};
use libfuzzer_sys::fuzz_target;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Reads `data` as `T` in both formats; a value read serialises in both
/// and reads back equal. Returns the values read.
fn read<T>(data: &[u8], text: Option<&str>) -> [Option<T>; 2]
where
    T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug,
{
    let binary = match postcard::from_bytes::<T>(data) {
        Ok(value) => {
            let bytes = postcard::to_allocvec(&value).expect("a value read serialises");
            assert_eq!(postcard::from_bytes::<T>(&bytes).unwrap(), value);
            Some(value)
        }
        Err(error) => {
            let _ = error.to_string();
            None
        }
    };
    let text = text.and_then(|text| match serde_json::from_str::<T>(text) {
        Ok(value) => {
            let json = serde_json::to_string(&value).expect("a value read serialises");
            assert_eq!(serde_json::from_str::<T>(&json).unwrap(), value);
            Some(value)
        }
        Err(error) => {
            let _ = error.to_string();
            None
        }
    });
    [binary, text]
}

fuzz_target!(|data: &[u8]| {
    let text = std::str::from_utf8(data).ok();
    for position in read::<Position>(data, text).into_iter().flatten() {
        assert_eq!(position.castling_mode(), CastlingMode::Standard);
        check_position(&position);
    }
    for setup in read::<Setup>(data, text).into_iter().flatten() {
        assert_eq!(Position::try_from(&setup).unwrap().to_setup(), setup);
    }
    read::<Entry>(data, text);
    read::<BookMove>(data, text);
    read::<Square>(data, text);
    read::<Color>(data, text);
    read::<Role>(data, text);
    read::<Piece>(data, text);
    read::<Promotion>(data, text);
    read::<SquareColor>(data, text);
    read::<CastlingSide>(data, text);
    read::<CastlingMode>(data, text);
    read::<CastlingRights>(data, text);
});
