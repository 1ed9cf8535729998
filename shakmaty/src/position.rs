//! Positions both ways and the keys of shakmaty positions:
//! [`ShakmatyPositionExt`] on shakmaty's `Chess` and [`ToShakmatyPosition`] on ours.

use chess_tables_position::zobrist::{Keys, POLYGLOT, polyglot_en_passant_counts};
use chess_tables_position::{CastlingRights, CastlingSide, Color, EnPassantRule, Position};
use shakmaty::{FromSetup, PositionError};

use crate::convert::{ToChessTables, ToShakmaty};

/// What this crate adds to shakmaty's `Chess` positions (standard chess
/// or Chess960; shakmaty's variants are not covered): our [`Position`] of it and its keys. In
/// the [`prelude`](crate::prelude).
///
/// No method shares a name with a method of `shakmaty::Position` (its key
/// is `zobrist_hash`), so both traits in scope leave every call
/// unambiguous.
///
/// ```
/// use chess_tables_shakmaty::prelude::*;
/// use chess_tables_shakmaty::chess_tables_position::Position;
/// use shakmaty::{Chess, EnPassantMode, Position as _, zobrist::Zobrist64};
///
/// let pos = Chess::default();
/// assert_eq!(pos.polyglot_key(), 0x463b96181691fc9c);
/// assert_eq!(pos.to_chess_tables(), Position::START);
/// // The same key as shakmaty's, by our tables.
/// assert_eq!(pos.polyglot_key(), pos.zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal).0);
/// ```
///
/// Sealed: implemented for `shakmaty::Chess` (standard chess and Chess960),
/// whose invariants make [`to_chess_tables`](Self::to_chess_tables) infallible.
pub trait ShakmatyPositionExt: shakmaty::Position + crate::convert::sealed::Sealed {
    /// Our position of this one: the board, the side to move, the castling
    /// rights (shakmaty's, which are the ones that count by both crates'
    /// rules, with their rook files) in the position's castling mode
    /// (`castles().mode()`: a position set up as Chess960 stays Chess960),
    /// the en-passant square (shakmaty keeps it after every double push, as
    /// we do: [`Position::en_passant`]) and the clocks. Never fails: a
    /// shakmaty board holds one piece per square and its en-passant square
    /// is on the side to move's rank, which is all ours asks.
    ///
    /// `Position == ` compares it as a position (pieces, side, mode,
    /// rights, en-passant square); back with
    /// [`ToShakmatyPosition::to_shakmaty_position`], which gives an equal
    /// shakmaty position.
    fn to_chess_tables(&self) -> Position {
        let mut setup = crate::convert::board_setup(self.board());
        let castles = self.castles();
        setup.castling = castling_rights(castles);
        setup.castling_mode = castles.mode().to_chess_tables();
        setup.side_to_move = self.turn().to_chess_tables();
        setup.en_passant = self
            .maybe_ep_square()
            .map(shakmaty::Square::to_chess_tables);
        setup.halfmove_clock = self.halfmoves();
        setup.fullmove_number = self.fullmoves().get();
        match Position::try_from(&setup) {
            Ok(position) => position,
            // Ours refuses two pieces on a square (shakmaty's boards never
            // hold them) and an en-passant square off the side to move's
            // rank (shakmaty's positions never hold one).
            Err(error) => unreachable!("a shakmaty position is a Position: {error}"),
        }
    }

    /// The Polyglot book key of this position (chess-tables'
    /// [`POLYGLOT`] keys, Polyglot's en-passant rule,
    /// [`EnPassantRule::Polyglot`]): `POLYGLOT.key(&pos.to_chess_tables())`
    /// without building the position, and shakmaty's
    /// `zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal)`.
    #[inline]
    fn polyglot_key(&self) -> u64 {
        self.key_with_rule(&POLYGLOT, EnPassantRule::Polyglot)
    }

    /// The key of this position under a key set (`POLYGLOT` or `SEEDED`)
    /// and an en-passant rule: `keys.key_with_rule(&pos.to_chess_tables(),
    /// rule)` (see [`PositionKeys`](chess_tables_position::PositionKeys)),
    /// computed on shakmaty's bitboards. With `POLYGLOT`,
    /// [`EnPassantRule::Legal`] gives shakmaty's
    /// `zobrist_hash::<Zobrist64>(EnPassantMode::Legal)` (the
    /// repetition-safe key); only then, and only when a pawn stands beside
    /// the pawn that just moved two squares, is our position built.
    #[inline]
    fn key_with_rule(&self, keys: &Keys, rule: EnPassantRule) -> u64 {
        let board = self.board();
        let raw = keys.raw();
        let white = board.white().0;
        let mut key = 0;
        // Polyglot kinds: 2 * role + 1 white, 2 * role black.
        for (role, bb) in [
            board.pawns(),
            board.knights(),
            board.bishops(),
            board.rooks(),
            board.queens(),
            board.kings(),
        ]
        .into_iter()
        .enumerate()
        {
            for (kind, pieces) in [(2 * role, bb.0 & !white), (2 * role + 1, bb.0 & white)] {
                let table = &raw[64 * kind..64 * kind + 64];
                let mut rest = pieces;
                while rest != 0 {
                    key ^= table[rest.trailing_zeros() as usize];
                    rest &= rest - 1;
                }
            }
        }
        key ^= keys.castling(castling_rights(self.castles()));
        let turn = self.turn();
        if let Some(target) = self.maybe_ep_square() {
            let target = target.to_chess_tables();
            let side = turn.to_chess_tables();
            let pawns = (board.pawns() & board.by_color(turn)).0;
            let counts = polyglot_en_passant_counts(side, target, pawns)
                && match rule {
                    EnPassantRule::Polyglot => true,
                    // Only a pawn beside the pushed pawn can take: the
                    // legal rule narrows the Polyglot rule down.
                    EnPassantRule::Legal => self.to_chess_tables().legal_en_passant().is_some(),
                };
            if counts {
                key ^= keys.en_passant(target);
            }
        }
        if turn == shakmaty::Color::White {
            key ^= keys.white_to_move();
        }
        key
    }
}

// shakmaty's own position type alone, whose invariants (one piece per
// square, an en-passant square on the side to move's rank) make
// `to_chess_tables` infallible; a type of another crate could break them.
impl crate::convert::sealed::Sealed for shakmaty::Chess {}
impl ShakmatyPositionExt for shakmaty::Chess {}

/// shakmaty's castling rights as ours, with their rook files.
#[inline]
pub(crate) fn castling_rights(castles: &shakmaty::Castles) -> CastlingRights {
    let mut rights = CastlingRights::NONE;
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            if let Some(rook) = castles.rook(color.to_shakmaty(), side.to_shakmaty()) {
                rights = rights.with_rook_file(color, side, rook.file().to_u32() as u8);
            }
        }
    }
    rights
}

/// Our [`Position`] as a shakmaty position. In the
/// [`prelude`](crate::prelude).
///
/// Sealed: implemented for [`Position`] alone.
pub trait ToShakmatyPosition: crate::convert::sealed::Sealed {
    /// The shakmaty position (`shakmaty::Chess`, or any `FromSetup` type)
    /// of this one, in its castling mode
    /// ([`Position::castling_mode`]): `position.to_shakmaty()` (the setup)
    /// set up by shakmaty's `FromSetup::from_setup`. Equal to the position
    /// it came from when that was a shakmaty position
    /// ([`ShakmatyPositionExt::to_chess_tables`]).
    ///
    /// ```
    /// use chess_tables_shakmaty::prelude::*;
    /// use chess_tables_shakmaty::chess_tables_position::Position;
    /// use shakmaty::{Chess, PositionErrorKinds};
    ///
    /// let position: Position = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1".parse()?;
    /// let pos: Chess = position.to_shakmaty_position()?;
    /// assert_eq!(pos.to_chess_tables(), position);
    ///
    /// // No kings: a Position, but no game of chess.
    /// let empty: Position = "8/8/8/8/8/8/8/8 w - - 0 1".parse()?;
    /// let error = empty.to_shakmaty_position::<Chess>().unwrap_err();
    /// assert!(error.kinds().contains(PositionErrorKinds::MISSING_KING));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// shakmaty's [`PositionError`] when shakmaty refuses the position
    /// (`kinds()` says why: a missing king, pawns on a back rank, the side
    /// not to move in check, too much material, an impossible check, ...):
    /// ours hold any board (as python-chess's do), shakmaty's only
    /// positions a game can be in.
    fn to_shakmaty_position<P: FromSetup>(&self) -> Result<P, PositionError<P>>;
}

impl crate::convert::sealed::Sealed for Position {}

impl ToShakmatyPosition for Position {
    #[inline]
    fn to_shakmaty_position<P: FromSetup>(&self) -> Result<P, PositionError<P>> {
        P::from_setup(self.to_shakmaty(), self.castling_mode().to_shakmaty())
    }
}
