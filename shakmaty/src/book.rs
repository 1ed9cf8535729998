//! Polyglot books probed for shakmaty positions, with shakmaty's legal
//! moves: [`ShakmatyBook`] on [`Book`]; one book move to shakmaty's
//! ([`legal_move`]) and back ([`book_move`]).
//!
//! ```
//! use chess_tables_shakmaty::prelude::*;
//! use chess_tables_shakmaty::book::Book;
//! use shakmaty::{Chess, Move, Position as _};
//!
//! # use chess_tables_shakmaty::chess_tables_position::{Square, book::{BookMove, Entry}};
//! # let bytes: &[u8] = &Entry {
//! #     key: 0x463b96181691fc9c,
//! #     mv: BookMove::new(Square::E2, Square::E4, None),
//! #     weight: 1,
//! #     learn: 0,
//! # }.to_bytes();
//! let book = Book::new(bytes)?;
//! let pos = Chess::default();
//! for (m, entry) in book.probe_shakmaty(&pos) {
//!     assert!(pos.is_legal(m)); // only legal moves come out
//!     println!("{m} weight {}", entry.weight); // e2-e4 weight 1
//! }
//! # Ok::<(), chess_tables_position::book::BookError>(())
//! ```

use chess_tables_position::book::{BookMove, CastlingConversion, Entries, Entry};
use chess_tables_position::{Promotion, Square};
use shakmaty::{CastlingMode, Move, Role};

pub use chess_tables_position::book::Book;

use crate::convert::{ToChessTables, ToShakmaty, sealed::Sealed};
use crate::position::ShakmatyPositionExt;

/// A Polyglot book probed for a shakmaty position: its legal moves as
/// shakmaty's [`Move`]s with their entries. In the
/// [`prelude`](crate::prelude).
///
/// Sealed: implemented for [`Book`] alone.
pub trait ShakmatyBook<'a>: Sealed {
    /// The book's moves for `pos` that are legal there, each as shakmaty's
    /// [`Move`] (castling as `Move::Castle`, en passant as
    /// `Move::EnPassant`) with its [`Entry`], in the book's order:
    /// [`probe_shakmaty_entries`](Self::probe_shakmaty_entries) with each
    /// entry's move made shakmaty's by [`legal_move`], and the entries whose
    /// move is not legal in `pos` skipped (a key collision, a corrupt
    /// book, a promotion to king). Lazy: each entry is
    /// converted and checked when the iterator reaches it.
    ///
    /// `choose(r)` on the result picks among the legal entries by weight
    /// ([`ShakmatyEntries::choose`]).
    fn probe_shakmaty<'p, P>(&self, pos: &'p P) -> ShakmatyEntries<'a, 'p, P>
    where
        P: ShakmatyPositionExt + ?Sized;

    /// The book's playable entries for `pos`, as [`Book::probe`] gives
    /// them for our position of it: `book.probe_key(pos.polyglot_key(),
    /// castling)`, with castling as the king's two-square move (`e1g1`) in
    /// standard chess and as king-takes-rook (`e1h1`) in Chess960 (in
    /// `pos.castles().mode()`). No move is checked against the position:
    /// the cheap path, for an engine that checks its moves itself.
    fn probe_shakmaty_entries<P>(&self, pos: &P) -> Entries<'a>
    where
        P: ShakmatyPositionExt + ?Sized;
}

impl Sealed for Book<'_> {}

impl<'a> ShakmatyBook<'a> for Book<'a> {
    #[inline]
    fn probe_shakmaty<'p, P>(&self, pos: &'p P) -> ShakmatyEntries<'a, 'p, P>
    where
        P: ShakmatyPositionExt + ?Sized,
    {
        ShakmatyEntries {
            entries: self.probe_shakmaty_entries(pos),
            pos,
        }
    }

    #[inline]
    fn probe_shakmaty_entries<P>(&self, pos: &P) -> Entries<'a>
    where
        P: ShakmatyPositionExt + ?Sized,
    {
        self.probe_key(pos.polyglot_key(), castling_conversion(pos))
    }
}

/// Which raw castling moves are castling on `pos`'s board:
/// [`CastlingConversion::of`] for our position of it.
#[inline]
fn castling_conversion<P: ShakmatyPositionExt + ?Sized>(pos: &P) -> CastlingConversion {
    if pos.castles().mode() == CastlingMode::Chess960 {
        return CastlingConversion::NONE;
    }
    let board = pos.board();
    CastlingConversion::from_bitboards(board.kings().0, board.rooks().0, board.white().0)
}

/// The entries of a [`ShakmatyBook::probe_shakmaty`]: `(Move, Entry)` for
/// each legal move of the book, in its order.
pub struct ShakmatyEntries<'a, 'p, P: ?Sized> {
    entries: Entries<'a>,
    pos: &'p P,
}

impl<P: ?Sized> Clone for ShakmatyEntries<'_, '_, P> {
    #[inline]
    fn clone(&self) -> Self {
        ShakmatyEntries {
            entries: self.entries.clone(),
            pos: self.pos,
        }
    }
}

impl<P: ?Sized> core::fmt::Debug for ShakmatyEntries<'_, '_, P> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ShakmatyEntries")
            .field("entries", &self.entries)
            .finish_non_exhaustive()
    }
}

impl<P: ShakmatyPositionExt + ?Sized> Iterator for ShakmatyEntries<'_, '_, P> {
    type Item = (Move, Entry);

    #[inline]
    fn next(&mut self) -> Option<(Move, Entry)> {
        loop {
            let entry = self.entries.next()?;
            if let Some(m) = legal_move(self.pos, entry.mv) {
                return Some((m, entry));
            }
        }
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (0, self.entries.size_hint().1)
    }
}

impl<P: ShakmatyPositionExt + ?Sized> core::iter::FusedIterator for ShakmatyEntries<'_, '_, P> {}

impl<P: ShakmatyPositionExt + ?Sized> ShakmatyEntries<'_, '_, P> {
    /// A weighted random choice among the remaining legal entries, by the
    /// rule of our [`Entries::choose`] ([`choose_weighted`](chess_tables_position::book::choose_weighted)): with `total` the sum of their
    /// weights, the entry at which the running sum first exceeds `r %
    /// total` (each with probability weight / total for a uniform `r`).
    /// `None` when no legal entry is left. Each entry is checked twice (a
    /// pass for the total, a pass to find the entry).
    ///
    /// The caller brings the random number.
    #[inline]
    pub fn choose(self, r: u32) -> Option<(Move, Entry)> {
        chess_tables_position::book::choose_weighted(self, r, |(_, e)| e.weight)
    }
}

/// The legal shakmaty move that the book move `mv` stands for in `pos`, or
/// `None` when there is none (the null move, an undefined promotion code,
/// an illegal move).
///
/// The move is read as shakmaty reads the UCI move of the same squares
/// (`UciMove::Normal { from, to, promotion }.to_move(pos)`), without text:
/// castling is the king taking its own rook (`e1h1`, the book's raw form
/// and Chess960's) or the king's two-square move from e1/e8 (`e1g1`, the
/// form [`Book::probe`] gives in standard chess), both
/// `Move::Castle { king, rook }`; a pawn's diagonal step to an empty
/// square is `Move::EnPassant`; a promotion code 5 (to king) is
/// `Role::King`, never legal in chess.
///
/// No move generation: the move is built from the board (the piece on
/// `from`, the piece taken on `to`) and checked with shakmaty's
/// `Position::is_legal`, which for `Chess` generates only the moves of that
/// role to `to` (the castling moves of that side, for castling).
///
/// ```
/// use chess_tables_shakmaty::book::legal_move;
/// use chess_tables_shakmaty::chess_tables_position::{Square, book::BookMove};
/// use shakmaty::{Chess, Move};
///
/// let pos = Chess::default();
/// let e2e4 = BookMove::new(Square::E2, Square::E4, None);
/// assert_eq!(
///     legal_move(&pos, e2e4),
///     Some(Move::Normal { role: shakmaty::Role::Pawn, from: shakmaty::Square::E2, capture: None, to: shakmaty::Square::E4, promotion: None })
/// );
/// assert_eq!(legal_move(&pos, BookMove::new(Square::E2, Square::E5, None)), None);
/// ```
#[inline]
pub fn legal_move<P: ShakmatyPositionExt + ?Sized>(pos: &P, mv: BookMove) -> Option<Move> {
    if mv.is_null() {
        return None;
    }
    let promotion = match mv.promotion() {
        Ok(promotion) => promotion.map(Promotion::to_shakmaty),
        Err(_) => return None,
    };
    let (from, to) = (mv.from().to_shakmaty(), mv.to().to_shakmaty());
    let board = pos.board();
    let ours = board.by_color(pos.turn());
    if !ours.contains(from) {
        return None;
    }
    let role = board.role_at(from)?;
    if promotion.is_some() && role != Role::Pawn {
        return None;
    }
    let back_rank = match pos.turn() {
        shakmaty::Color::White => 0,
        shakmaty::Color::Black => 7,
    };
    let m = match role {
        Role::King if (pos.castles().castling_rights() & ours).contains(to) => Move::Castle {
            king: from,
            rook: to,
        },
        Role::King
            if mv.from().file() == 4
                && mv.from().rank() == back_rank
                && mv.to().rank() == back_rank
                && matches!(mv.to().file(), 2 | 6) =>
        {
            let corner = if mv.to().file() == 6 { 7 } else { 0 };
            let rook = Square::from_index_masked(u32::from(8 * back_rank + corner));
            Move::Castle {
                king: from,
                rook: rook.to_shakmaty(),
            }
        }
        Role::Pawn if from.file() != to.file() && !board.occupied().contains(to) => {
            Move::EnPassant { from, to }
        }
        _ => Move::Normal {
            role,
            from,
            capture: board.role_at(to),
            to,
            promotion,
        },
    };
    pos.is_legal(m).then_some(m)
}

/// The book move of shakmaty's move `m`, as a Polyglot book stores it
/// (what `polyglot make-book` writes): from, to and promotion; castling as
/// the king taking its own rook (`e1h1`), in standard chess as in
/// Chess960. `None` for a Crazyhouse drop (`Move::Put`) and a promotion to
/// a pawn, which no book holds.
///
/// ```
/// use chess_tables_shakmaty::book::book_move;
/// use shakmaty::{Move, Square};
///
/// let castle = Move::Castle { king: Square::E1, rook: Square::H1 };
/// assert_eq!(book_move(castle).unwrap().to_string(), "e1h1");
/// ```
#[inline]
pub fn book_move(m: Move) -> Option<BookMove> {
    let (from, to, promotion) = match m {
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => (from, to, promotion),
        Move::EnPassant { from, to } => (from, to, None),
        Move::Castle { king, rook } => (king, rook, None),
        Move::Put { .. } => return None,
    };
    // A promotion to a pawn (no legal move makes one) is no book move,
    // never the plain move of its squares.
    let promotion = match promotion {
        None => None,
        Some(role) => Some(Promotion::from_role(role.to_chess_tables())?),
    };
    Some(BookMove::new(
        from.to_chess_tables(),
        to.to_chess_tables(),
        promotion,
    ))
}
