//! Book probes for cozy-chess boards: the book's legal moves as
//! cozy-chess's moves, in one call ([`Book::probe_cozy`]).

use super::{Book, BookMove, Entries, Entry};

pub(crate) mod sealed {
    /// Implemented by the cozy-chess boards of this crate's features only.
    pub trait Sealed {}
}

/// A cozy-chess board that a book can be probed for
/// ([`Book::probe_cozy`]): its Polyglot key and its legal move for a book
/// move.
///
/// Sealed: implemented for cozy-chess 0.3's `Board` (feature
/// `cozy-chess-0_3`); a later cozy-chess line's board joins it under a
/// feature of its own, and `probe_cozy` serves both.
pub trait CozyBoard: sealed::Sealed {
    /// The board's move type (cozy-chess's `Move`).
    type Move: Copy;

    /// The board's Polyglot key:
    /// `POLYGLOT.key(&Position::from(board))`.
    fn polyglot_key(&self) -> u64;

    /// The legal move on this board that the book move `mv` stands for,
    /// read as cozy-chess reads the UCI text of the same squares: castling
    /// is the king taking its own rook (`e1h1`, the book's raw form).
    /// `None` for a move that is not legal here (a key collision, a
    /// corrupt book, a standard-chess castling given as the king's
    /// two-square move `e1g1`, which cozy-chess does not read as
    /// castling), the null move and an undefined promotion code.
    fn legal_move(&self, mv: BookMove) -> Option<Self::Move>;
}

impl<'a> Book<'a> {
    /// The book's moves for a cozy-chess `board` that are legal there, as
    /// cozy-chess moves (castling as the king taking its own rook, cozy-chess's
    /// form) with their entries, in the book's order: the playable entries of
    /// [`probe_key`](Book::probe_key) for the board's Polyglot key with
    /// [`CastlingConversion::NONE`](super::CastlingConversion::NONE), each
    /// move made cozy-chess's by [`CozyBoard::legal_move`], the entries whose
    /// move is not legal skipped. Lazy: each entry is checked when the
    /// iterator reaches it. `choose(r)` on the result picks among the legal
    /// entries by weight ([`CozyEntries::choose`]).
    ///
    /// ```
    /// # use cozy_chess_0_3 as cozy_chess;
    /// use chess_tables_position::book::Book;
    /// use cozy_chess::Board;
    ///
    /// # let bytes: &[u8] = include_bytes!("../../tests/data/book-games.bin");
    /// let book = Book::new(bytes)?;
    /// let board = Board::default();
    /// for (mv, entry) in book.probe_cozy(&board) {
    ///     assert!(board.is_legal(mv)); // only legal moves come out
    /// }
    /// let (best, entry) = book.probe_cozy(&board).next().unwrap();
    /// assert_eq!((best.to_string(), entry.weight), ("d2d4".to_string(), 6));
    /// # Ok::<(), chess_tables_position::book::BookError>(())
    /// ```
    #[inline]
    pub fn probe_cozy<'b, B: CozyBoard>(&self, board: &'b B) -> CozyEntries<'a, 'b, B> {
        CozyEntries {
            entries: self.probe_key(board.polyglot_key(), super::CastlingConversion::NONE),
            board,
        }
    }
}

/// The entries of a [`Book::probe_cozy`]: `(move, Entry)` for each legal
/// move of the book, in its order.
pub struct CozyEntries<'a, 'b, B> {
    entries: Entries<'a>,
    board: &'b B,
}

impl<B> Clone for CozyEntries<'_, '_, B> {
    #[inline]
    fn clone(&self) -> Self {
        CozyEntries {
            entries: self.entries.clone(),
            board: self.board,
        }
    }
}

impl<B> core::fmt::Debug for CozyEntries<'_, '_, B> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("CozyEntries")
            .field("entries", &self.entries)
            .finish_non_exhaustive()
    }
}

impl<B: CozyBoard> Iterator for CozyEntries<'_, '_, B> {
    type Item = (B::Move, Entry);

    #[inline]
    fn next(&mut self) -> Option<(B::Move, Entry)> {
        self.entries
            .by_ref()
            .find_map(|entry| Some((self.board.legal_move(entry.mv)?, entry)))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        (0, self.entries.size_hint().1)
    }
}

impl<B: CozyBoard> core::iter::FusedIterator for CozyEntries<'_, '_, B> {}

impl<B: CozyBoard> CozyEntries<'_, '_, B> {
    /// A weighted random choice among the remaining legal entries, by the
    /// rule of [`Entries::choose`] ([`choose_weighted`](super::choose_weighted)):
    /// with `total` the sum of their weights, the entry at which the
    /// running sum first exceeds `r % total` (each with probability
    /// weight / total for a uniform `r`). `None` when no legal entry is
    /// left. Each entry is checked twice (a pass for the total, a pass to
    /// find the entry). The caller brings the random number.
    #[inline]
    pub fn choose(self, r: u32) -> Option<(B::Move, Entry)> {
        super::choose_weighted(self, r, |(_, e)| e.weight)
    }
}
