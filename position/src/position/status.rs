//! Whether a position is one a game can reach the board of: the checks of
//! python-chess's `Board.status()`, one flag per status bit.

use core::fmt;

use super::{Position, Setup, SetupError};
use chess_tables::attacks::{
    bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, rook_attacks,
};
use chess_tables::bitboard::{highest, lowest, pop_lowest};
use chess_tables::{Color, Role, Square};

/// Every reason a position is not one a game can reach the board of, as
/// a set of flags: [`Position::status`]. Empty ([`Status::VALID`]) when
/// the position passes every check; that does not prove a game reaches
/// it (python-chess's words: "basic validity requirements").
///
/// Each flag has python-chess's name and bit (`chess.STATUS_NO_WHITE_KING`
/// is bit 0, ...), so [`Status::bits`] is the number python-chess's
/// `Board.status()` returns for the same standard-chess or Chess960
/// position (its variant bits, 12 to 14, are never set here). Definition:
/// python-chess 1.11, `Board.status`
/// (<https://python-chess.readthedocs.io/en/latest/core.html#chess.Board.status>).
///
/// ```
/// use chess_tables_position::{Position, Status};
///
/// let start: Position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".parse()?;
/// assert!(start.status().is_valid());
/// let empty: Position = "8/8/8/8/8/8/8/8 w - - 0 1".parse()?;
/// assert_eq!(
///     empty.status(),
///     Status::EMPTY_BOARD | Status::NO_WHITE_KING | Status::NO_BLACK_KING
/// );
/// assert_eq!(empty.status().bits(), 0b1000_0000_0011);
/// assert_eq!(empty.status().to_string(), "no white king, no black king, no piece");
/// # Ok::<(), chess_tables_position::FenError>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Status(u32);

/// The flags with their names, in bit order.
const FLAGS: [(Status, &str, &str); 14] = [
    (Status::NO_WHITE_KING, "NO_WHITE_KING", "no white king"),
    (Status::NO_BLACK_KING, "NO_BLACK_KING", "no black king"),
    (
        Status::TOO_MANY_KINGS,
        "TOO_MANY_KINGS",
        "more than two kings",
    ),
    (
        Status::TOO_MANY_WHITE_PAWNS,
        "TOO_MANY_WHITE_PAWNS",
        "more than 8 white pawns",
    ),
    (
        Status::TOO_MANY_BLACK_PAWNS,
        "TOO_MANY_BLACK_PAWNS",
        "more than 8 black pawns",
    ),
    (
        Status::PAWNS_ON_BACKRANK,
        "PAWNS_ON_BACKRANK",
        "a pawn on rank 1 or 8",
    ),
    (
        Status::TOO_MANY_WHITE_PIECES,
        "TOO_MANY_WHITE_PIECES",
        "more than 16 white pieces",
    ),
    (
        Status::TOO_MANY_BLACK_PIECES,
        "TOO_MANY_BLACK_PIECES",
        "more than 16 black pieces",
    ),
    (
        Status::BAD_CASTLING_RIGHTS,
        "BAD_CASTLING_RIGHTS",
        "castling rights without their king and rook",
    ),
    (
        Status::INVALID_EP_SQUARE,
        "INVALID_EP_SQUARE",
        "an en-passant square no double step can have made",
    ),
    (
        Status::OPPOSITE_CHECK,
        "OPPOSITE_CHECK",
        "the side not to move is in check",
    ),
    (Status::EMPTY_BOARD, "EMPTY_BOARD", "no piece"),
    (
        Status::TOO_MANY_CHECKERS,
        "TOO_MANY_CHECKERS",
        "more than two checkers",
    ),
    (
        Status::IMPOSSIBLE_CHECK,
        "IMPOSSIBLE_CHECK",
        "a check no last move can have given",
    ),
];

impl Status {
    /// No flag: the position passes every check (python-chess's `STATUS_VALID`).
    pub const VALID: Status = Status(0);
    /// No white king (bit 0).
    pub const NO_WHITE_KING: Status = Status(1 << 0);
    /// No black king (bit 1).
    pub const NO_BLACK_KING: Status = Status(1 << 1);
    /// More than two kings on the board (bit 2).
    pub const TOO_MANY_KINGS: Status = Status(1 << 2);
    /// More than 8 white pawns (bit 3).
    pub const TOO_MANY_WHITE_PAWNS: Status = Status(1 << 3);
    /// More than 8 black pawns (bit 4).
    pub const TOO_MANY_BLACK_PAWNS: Status = Status(1 << 4);
    /// A pawn on rank 1 or rank 8 (bit 5).
    pub const PAWNS_ON_BACKRANK: Status = Status(1 << 5);
    /// More than 16 white pieces (bit 6).
    pub const TOO_MANY_WHITE_PIECES: Status = Status(1 << 6);
    /// More than 16 black pieces (bit 7).
    pub const TOO_MANY_BLACK_PIECES: Status = Status(1 << 7);
    /// A castling letter as written whose king and rook are not on their
    /// squares: the back-rank squares the letters name (python-chess's
    /// `castling_rights`) are not the rook squares of
    /// [`Position::castling`], the rights that count (bit 8).
    pub const BAD_CASTLING_RIGHTS: Status = Status(1 << 8);
    /// An en-passant square as written that no double step can have made:
    /// no pawn of the side not to move in front of it, the square itself
    /// or the one the pawn came from occupied (bit 9).
    pub const INVALID_EP_SQUARE: Status = Status(1 << 9);
    /// The side not to move is in check (bit 10).
    pub const OPPOSITE_CHECK: Status = Status(1 << 10);
    /// No piece on the board (bit 11; python-chess calls it `STATUS_EMPTY`;
    /// "no flag" is [`Status::VALID`]).
    pub const EMPTY_BOARD: Status = Status(1 << 11);
    /// The side to move is checked by more than two pieces (bit 15).
    pub const TOO_MANY_CHECKERS: Status = Status(1 << 15);
    /// A check no last move can have given: two checkers on one line
    /// through the king, or with a valid en-passant square a check other
    /// than by the pawn that made the double step (bit 16).
    pub const IMPOSSIBLE_CHECK: Status = Status(1 << 16);

    /// The flags as python-chess's bits.
    #[inline]
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// Whether no flag is set.
    #[inline]
    pub const fn is_valid(self) -> bool {
        self.0 == 0
    }

    /// Whether every flag of `other` is set.
    #[inline]
    pub const fn contains(self, other: Status) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether any flag of `other` is set.
    #[inline]
    pub const fn intersects(self, other: Status) -> bool {
        self.0 & other.0 != 0
    }

    /// The flags of both.
    #[inline]
    pub const fn union(self, other: Status) -> Status {
        Status(self.0 | other.0)
    }

    /// The flags set, one by one, in bit order.
    pub fn iter(self) -> impl Iterator<Item = Status> {
        FLAGS
            .iter()
            .map(|&(flag, _, _)| flag)
            .filter(move |&flag| self.contains(flag))
    }

    /// A single flag's name, the name of its constant here
    /// (`"NO_WHITE_KING"`): python-chess's without `STATUS_`, but for
    /// `"EMPTY_BOARD"` (python-chess's `STATUS_EMPTY`); `None` for no flag
    /// or several.
    pub fn name(self) -> Option<&'static str> {
        FLAGS
            .iter()
            .find(|&&(flag, _, _)| flag == self)
            .map(|&(_, name, _)| name)
    }

    /// The flag's meaning in words, for one flag.
    fn words(self) -> &'static str {
        FLAGS
            .iter()
            .find(|&&(flag, _, _)| flag == self)
            .map_or("", |&(_, _, words)| words)
    }
}

impl core::ops::BitOr for Status {
    type Output = Status;

    #[inline]
    fn bitor(self, other: Status) -> Status {
        self.union(other)
    }
}

impl core::ops::BitOrAssign for Status {
    #[inline]
    fn bitor_assign(&mut self, other: Status) {
        *self = self.union(other);
    }
}

/// `Status(NO_WHITE_KING | EMPTY_BOARD)`; `Status(VALID)` for no flag.
impl fmt::Debug for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Status(")?;
        if self.is_valid() {
            f.write_str("VALID")?;
        }
        for (i, flag) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" | ")?;
            }
            f.write_str(flag.name().unwrap_or("?"))?;
        }
        f.write_str(")")
    }
}

/// The reasons in words, comma-separated (`no white king, no piece`);
/// `valid` for no flag.
impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_valid() {
            return f.write_str("valid");
        }
        for (i, flag) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(flag.words())?;
        }
        Ok(())
    }
}

const BACK_RANKS: u64 = 0xFF00_0000_0000_00FF;

impl Position {
    /// Every reason the position is not one a game can reach the board
    /// of, by python-chess's checks (`Board.status()`): kings, pawn and
    /// piece counts, pawns on the back ranks, castling rights and the
    /// en-passant square as written, the side not to move in check, and
    /// checks no move can have given. See [`Status`]; `no_std`, no
    /// allocation. It reads the castling rights and the en-passant square
    /// as written, which equality (`==`, `Hash`) does not look at: two
    /// equal positions, one with a stale `K` written, can differ here.
    ///
    /// Where it differs from python-chess: a FEN whose en-passant square
    /// is on the wrong rank is no `Position` (the reader's
    /// [`EnPassantRank`](crate::FenErrorKind::EnPassantRank) error), where
    /// python-chess reads it and flags `INVALID_EP_SQUARE`. Otherwise the
    /// same bits, for standard chess and Chess960, on the corpus of
    /// `scripts/data/gen-status-vectors.py` (in a clone of the repository)
    /// that `cargo test --test status` reads.
    pub fn status(&self) -> Status {
        let mut status = Status::VALID;
        let occupied = self.occupied();
        let white = self.by_color(Color::White);
        let black = self.by_color(Color::Black);
        let kings = self.by_role(Role::King);
        let pawns = self.by_role(Role::Pawn);
        if occupied == 0 {
            status |= Status::EMPTY_BOARD;
        }
        if white & kings == 0 {
            status |= Status::NO_WHITE_KING;
        }
        if black & kings == 0 {
            status |= Status::NO_BLACK_KING;
        }
        if kings.count_ones() > 2 {
            status |= Status::TOO_MANY_KINGS;
        }
        if white.count_ones() > 16 {
            status |= Status::TOO_MANY_WHITE_PIECES;
        }
        if black.count_ones() > 16 {
            status |= Status::TOO_MANY_BLACK_PIECES;
        }
        if (white & pawns).count_ones() > 8 {
            status |= Status::TOO_MANY_WHITE_PAWNS;
        }
        if (black & pawns).count_ones() > 8 {
            status |= Status::TOO_MANY_BLACK_PAWNS;
        }
        if pawns & BACK_RANKS != 0 {
            status |= Status::PAWNS_ON_BACKRANK;
        }
        if self.castling_named != self.castling.rook_squares() {
            status |= Status::BAD_CASTLING_RIGHTS;
        }
        let valid_en_passant = self.en_passant;
        if self.en_passant_as_written() != valid_en_passant {
            status |= Status::INVALID_EP_SQUARE;
        }

        let us = self.side_to_move();
        let them = us.other();
        if let Some(their_king) = highest(kings & self.by_color(them)) {
            if self.attackers(us, their_king, occupied) != 0 {
                status |= Status::OPPOSITE_CHECK;
            }
        }
        let our_kings = kings & self.by_color(us);
        let checkers = match highest(our_kings) {
            Some(king) => self.attackers(them, king, occupied),
            None => 0,
        };
        if checkers != 0 {
            if checkers.count_ones() > 2 {
                status |= Status::TOO_MANY_CHECKERS;
            }
            let impossible = match valid_en_passant {
                Some(target) => {
                    // The pawn that made the double step, and where it came from.
                    let pushed_to = target.index() ^ 8;
                    let pushed_from = target.index() ^ 24;
                    let before = (occupied & !(1 << pushed_to)) | 1 << pushed_from;
                    checkers.count_ones() > 1
                        || (highest(checkers).map(Square::index) != Some(pushed_to)
                            && self.any_attacked(them, our_kings, before))
                }
                None => {
                    checkers.count_ones() > 2
                        || (checkers.count_ones() == 2 && {
                            let first = lowest(checkers);
                            let last = highest(checkers);
                            match (first, last) {
                                (Some(a), Some(b)) => line(a, b) & our_kings != 0,
                                _ => false,
                            }
                        })
                }
            };
            if impossible {
                status |= Status::IMPOSSIBLE_CHECK;
            }
        }
        status
    }

    /// The pieces of `color` that attack `sq`, sliders seen through
    /// `occupied` (python-chess's `attackers_mask`: the pieces are the
    /// board's, only the blockers change).
    fn attackers(&self, color: Color, sq: Square, occupied: u64) -> u64 {
        let kings = self.by_role(Role::King);
        let knights = self.by_role(Role::Knight);
        let pawns = self.by_role(Role::Pawn);
        let straight = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        let diagonal = self.by_role(Role::Bishop) | self.by_role(Role::Queen);
        let attackers = (king_attacks(sq) & kings)
            | (knight_attacks(sq) & knights)
            | (rook_attacks(sq, occupied) & straight)
            | (bishop_attacks(sq, occupied) & diagonal)
            | (pawn_attacks(color.other(), sq) & pawns);
        attackers & self.by_color(color)
    }

    /// Whether `color` attacks any square of `squares`, sliders seen
    /// through `occupied`.
    fn any_attacked(&self, color: Color, squares: u64, occupied: u64) -> bool {
        let mut rest = squares;
        while let Some(sq) = pop_lowest(&mut rest) {
            if self.attackers(color, sq, occupied) != 0 {
                return true;
            }
        }
        false
    }
}

impl Setup {
    /// The [`Status`] of the position this setup describes
    /// (`Position::try_from(&setup)`, then [`Position::status`]).
    ///
    /// # Errors
    /// [`SetupError`] when the setup is no position (two pieces on one
    /// square, an en-passant square on the wrong rank).
    pub fn status(&self) -> Result<Status, SetupError> {
        Position::try_from(self).map(|position| position.status())
    }
}
