//! Writing a [`Position`] as FEN.

use core::fmt;

use crate::position::{Position, letter_square};
use chess_tables::Color;
use chess_tables::Square;
use chess_tables::castling::{CastlingMode, CastlingSide};
use chess_tables::{Piece, Role};

impl Position {
    /// The position as FEN with Shredder-FEN castling letters (the rooks'
    /// files, `HAha`), as lichess and Shredder write Chess960 positions;
    /// `Display` writes X-FEN instead.
    #[inline]
    pub const fn shredder_fen(&self) -> ShredderFen<'_> {
        ShredderFen(self)
    }

    /// Writes the six fields; `shredder` picks the castling letters.
    #[inline]
    fn write_fen(&self, f: &mut fmt::Formatter<'_>, shredder: bool) -> fmt::Result {
        for rank in (0..8u32).rev() {
            let mut empty = 0;
            for file in 0..8u32 {
                let sq = Square::from_index_masked(8 * rank + file);
                match self.piece_at(sq) {
                    Some(piece) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", piece.char())?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {} ", self.side_to_move.char())?;
        self.write_castling(f, shredder)?;
        match self.en_passant {
            Some(sq) => write!(f, " {sq}")?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove_number)
    }

    /// The castling rights that count, white's then black's, king side
    /// first. Shredder-FEN: always the rooks' file letters (`HAha` in
    /// standard chess, as python-chess's `fen(shredder=True)`). X-FEN:
    /// standard chess `KQkq`; Chess960 `K`/`Q` when that
    /// letter reads back as the right's rook (the outermost rook of its
    /// colour on that side of the king, as python-chess's `Board.fen()`
    /// writes it), else the rook's file letter. (With a second king of the colour off its back rank,
    /// python-chess writes `K` or `Q` where it reads back as another rook;
    /// this writes the file letter there, so the FEN reads back the same.)
    #[inline]
    fn write_castling(&self, f: &mut fmt::Formatter<'_>, shredder: bool) -> fmt::Result {
        if self.castling.is_empty() {
            return f.write_str("-");
        }
        let chess960 = matches!(self.castling_mode, CastlingMode::Chess960);
        for color in Color::ALL {
            let base = 8 * color.back_rank() as u32;
            let rooks = self.pieces[Piece::from_parts(color, Role::Rook) as usize] & (0xFF << base);
            let kings = self.pieces[Piece::from_parts(color, Role::King) as usize];
            // The squares `K` and `Q` name when read back.
            let k_names = letter_square(b'k', kings, rooks, base);
            let q_names = letter_square(b'q', kings, rooks, base);
            for side in CastlingSide::ALL {
                let Some(file) = self.castling.rook_file(color, side) else {
                    continue;
                };
                let named = match side {
                    CastlingSide::KingSide => k_names,
                    CastlingSide::QueenSide => q_names,
                };
                let letter = if !shredder && (!chess960 || named == Some(base + u32::from(file))) {
                    match side {
                        CastlingSide::KingSide => 'K',
                        CastlingSide::QueenSide => 'Q',
                    }
                } else {
                    char::from(b'A' + file)
                };
                let letter = match color {
                    Color::White => letter,
                    Color::Black => letter.to_ascii_lowercase(),
                };
                write!(f, "{letter}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Position {
    /// The position as FEN: the six fields, the castling rights and the
    /// en-passant square that count (not stale rights or an impossible
    /// square), Chess960 castling in X-FEN as python-chess writes it (`K`
    /// and `Q` for the outermost rooks, file letters for inner ones), the
    /// clocks as read. Reading it back in the position's own castling mode
    /// (`parse` for standard chess, [`Position::from_fen_with_mode`] with
    /// [`CastlingMode::Chess960`] for Chess960) gives an equal position.
    ///
    /// ```
    /// use chess_tables_position::Position;
    /// // A stale q (no rook on a8) and an impossible en-passant square are not written.
    /// let p = "1nbqkbnr/8/8/8/8/8/8/RNBQKBNR w KQkq e6 3 20".parse::<Position>()?;
    /// assert_eq!(p.to_string(), "1nbqkbnr/8/8/8/8/8/8/RNBQKBNR w KQk - 3 20");
    /// # Ok::<(), chess_tables_position::FenError>(())
    /// ```
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_fen(f, false)
    }
}

/// A [`Position`] written as FEN with Shredder-FEN castling letters, the
/// rooks' files (`HAha` for standard chess too, as python-chess's
/// `Board.fen(shredder=True)` writes them): from [`Position::shredder_fen`].
/// Reading it back in the position's castling mode gives an equal position.
///
/// ```
/// use chess_tables_position::Position;
/// let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".parse::<Position>()?;
/// assert_eq!(
///     start.shredder_fen().to_string(),
///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"
/// );
/// # Ok::<(), chess_tables_position::FenError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct ShredderFen<'p>(&'p Position);

impl fmt::Display for ShredderFen<'_> {
    #[inline]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_fen(f, true)
    }
}
