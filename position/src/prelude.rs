//! One `use` for a program on this crate: `use chess_tables_position::prelude::*;`
//! brings the vocabulary, the position types, the Polyglot key set
//! [`POLYGLOT`] and [`PositionKeys`] (whose methods `POLYGLOT.fen_key(fen)`
//! calls).

pub use crate::hash::{EnPassantRule, PositionKeys};
pub use crate::zobrist::POLYGLOT;
pub use crate::{
    BinaryFen, BinaryFenError, BinaryFenErrorKind, CastlingMode, CastlingRights, CastlingSide,
    Color, Epd, EpdError, EpdErrorKind, FenError, FenErrorKind, FenField, Piece, Position,
    Promotion, Role, Setup, SetupError, SetupErrorKind, Square, Status,
};
