//! The parts of a position that a Zobrist key covers: pieces, side to move,
//! castling rights and en-passant square.

use crate::{CastlingRights, Color, Piece, Square};

/// A position as far as hashing needs it, parsed from FEN or EPD by
/// [`Position::from_fen`]. No legality check: positions without kings,
/// with pawns on the back ranks or with more than eight pawns are accepted.
///
/// Two fields are kept twice, as written and as they count:
///
/// - castling rights: [`castling`](Position::castling) keeps a right only
///   while its king and rook stand on their original squares (`K`: e1 and
///   h1, `Q`: e1 and a1, `k`: e8 and h8, `q`: e8 and a8), as Polyglot's FEN
///   reader and python-chess (`Board.clean_castling_rights`) do;
///   [`castling_as_written`](Position::castling_as_written) keeps the letters.
/// - the en-passant square: [`en_passant`](Position::en_passant) keeps it
///   only when a double push can have produced it (see there);
///   [`en_passant_as_written`](Position::en_passant_as_written) keeps the field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Bitboards by Polyglot kind (`Piece as usize`), bit n = square n.
    pub(crate) pieces: [u64; 12],
    pub(crate) side_to_move: Color,
    pub(crate) castling_as_written: CastlingRights,
    pub(crate) castling: CastlingRights,
    pub(crate) en_passant_as_written: Option<Square>,
    pub(crate) en_passant: Option<Square>,
}

const RANK_1: u64 = 0xFF;
const RANK_8: u64 = 0xFF << 56;

impl Position {
    /// Builds a position from its piece bitboards (index = Polyglot kind,
    /// `Piece as usize`), side to move, castling rights and en-passant
    /// square as written; derives the effective rights and square.
    pub(crate) const fn from_parts(
        pieces: [u64; 12],
        side_to_move: Color,
        castling_as_written: CastlingRights,
        en_passant_as_written: Option<Square>,
    ) -> Position {
        let mut p = Position {
            pieces,
            side_to_move,
            castling_as_written,
            castling: CastlingRights::NONE,
            en_passant_as_written,
            en_passant: None,
        };
        p.castling = CastlingRights::from_bits(castling_as_written.bits() & p.castling_mask());
        p.en_passant = match en_passant_as_written {
            Some(sq) if p.en_passant_consistent(sq) => Some(sq),
            _ => None,
        };
        p
    }

    /// The rights the board allows: king on e1/e8 and rook in the corner.
    const fn castling_mask(&self) -> u8 {
        let white_rooks = self.pieces[Piece::WhiteRook as usize];
        let black_rooks = self.pieces[Piece::BlackRook as usize];
        let mut mask = 0;
        if self.pieces[Piece::WhiteKing as usize] & Square::E1.bit() != 0 {
            if white_rooks & Square::H1.bit() != 0 {
                mask |= 1;
            }
            if white_rooks & Square::A1.bit() != 0 {
                mask |= 2;
            }
        }
        if self.pieces[Piece::BlackKing as usize] & Square::E8.bit() != 0 {
            if black_rooks & Square::H8.bit() != 0 {
                mask |= 4;
            }
            if black_rooks & Square::A8.bit() != 0 {
                mask |= 8;
            }
        }
        mask
    }

    /// The first right in `written` (in `KQkq` order) that only a Chess960
    /// (X-FEN) reading explains: the right does not count in standard
    /// chess, yet its king stands on its back rank with a rook of its color
    /// on that rank on the right's side of the king. Its bit (1, 2, 4, 8).
    pub(crate) const fn chess960_right(&self, written: CastlingRights) -> Option<u8> {
        let stale = written.bits() & !self.castling_mask();
        let mut bit = 0;
        while bit < 4 {
            let right = 1u8 << bit;
            if stale & right != 0 {
                let (king, rooks, rank) = if bit < 2 {
                    (Piece::WhiteKing, Piece::WhiteRook, RANK_1)
                } else {
                    (Piece::BlackKing, Piece::BlackRook, RANK_8)
                };
                let kings = self.pieces[king as usize] & rank;
                let rooks = self.pieces[rooks as usize] & rank;
                if kings != 0 && rooks != 0 {
                    let short = bit % 2 == 0;
                    // A rook beyond the lowest king (short) or the highest king (long).
                    let found = if short {
                        let lowest = kings.trailing_zeros();
                        rooks >> lowest >> 1 != 0
                    } else {
                        let highest = 63 - kings.leading_zeros();
                        rooks & ((1u64 << highest) - 1) != 0
                    };
                    if found {
                        return Some(right);
                    }
                }
            }
            bit += 1;
        }
        None
    }

    /// True when a double push can have produced the en-passant target
    /// `target`: it is on rank 6 with white to move (rank 3 with black), an
    /// opponent's pawn stands just in front of it, and it and the square the
    /// pawn came from are empty (python-chess `Board._valid_ep_square`, the
    /// test behind its `STATUS_INVALID_EP_SQUARE`).
    const fn en_passant_consistent(&self, target: Square) -> bool {
        let t = target.index() as u32;
        let (rank, pushed, origin, their_pawn) = match self.side_to_move {
            Color::White => (5, t.wrapping_sub(8), t + 8, Piece::BlackPawn),
            Color::Black => (2, t + 8, t.wrapping_sub(8), Piece::WhitePawn),
        };
        if target.rank() != rank {
            return false;
        }
        let occupied = self.occupied();
        self.pieces[their_pawn as usize] >> pushed & 1 == 1
            && occupied >> t & 1 == 0
            && occupied >> origin & 1 == 0
    }

    /// The piece on `sq`, if any.
    pub const fn piece_at(&self, sq: Square) -> Option<Piece> {
        let mut kind = 0;
        while kind < 12 {
            if self.pieces[kind] & sq.bit() != 0 {
                return Some(Piece::ALL[kind]);
            }
            kind += 1;
        }
        None
    }

    /// Bitboard of the squares holding `piece` (bit n = square n).
    pub const fn pieces(&self, piece: Piece) -> u64 {
        self.pieces[piece as usize]
    }

    /// Bitboard of all occupied squares.
    pub const fn occupied(&self) -> u64 {
        let mut all = 0;
        let mut kind = 0;
        while kind < 12 {
            all |= self.pieces[kind];
            kind += 1;
        }
        all
    }

    /// Side to move.
    pub const fn side_to_move(&self) -> Color {
        self.side_to_move
    }

    /// The castling rights that count: each right written in the FEN whose
    /// king and rook still stand on their original squares (`K` e1 + h1,
    /// `Q` e1 + a1, `k` e8 + h8, `q` e8 + a8). Polyglot's FEN reader and
    /// python-chess (`clean_castling_rights`) keep the same rights, so
    /// these are the rights Zobrist keys hash.
    pub const fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// Castling rights exactly as written in the FEN, including rights
    /// whose king or rook has left its square.
    pub const fn castling_as_written(&self) -> CastlingRights {
        self.castling_as_written
    }

    /// The en-passant target square (the square the pawn passed over) when
    /// a double push can have produced it: an opponent's pawn stands just in
    /// front of it, and it and the square that pawn came from are empty
    /// (python-chess `Board._valid_ep_square`). `None` for `-` and for an
    /// inconsistent square, which Polyglot 1.4's FEN reader drops too.
    /// Whether a capture is possible does not matter here.
    pub const fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// The en-passant field as written (always on rank 6 with white to
    /// move, rank 3 with black: the parser checks that), consistent or not.
    pub const fn en_passant_as_written(&self) -> Option<Square> {
        self.en_passant_as_written
    }

    /// The lowest square (from a1) holding a king of `color`, if any.
    pub const fn king(&self, color: Color) -> Option<Square> {
        let kings = self.pieces[match color {
            Color::White => Piece::WhiteKing,
            Color::Black => Piece::BlackKing,
        } as usize];
        if kings == 0 {
            None
        } else {
            Square::new(kings.trailing_zeros() as u8)
        }
    }

    /// Pawns of the side to move that attack the en-passant target (they
    /// stand beside the pushed pawn), as a bitboard; 0 without a
    /// consistent en-passant square.
    const fn en_passant_capturers(&self) -> u64 {
        let Some(target) = self.en_passant else {
            return 0;
        };
        let t = target.index();
        let (pawns, from_rank) = match self.side_to_move {
            Color::White => (self.pieces[Piece::WhitePawn as usize], t - 8),
            Color::Black => (self.pieces[Piece::BlackPawn as usize], t + 8),
        };
        // The squares beside the pushed pawn, without wrapping round the board.
        let pushed = 1u64 << from_rank;
        let beside =
            ((pushed << 1) & !0x0101_0101_0101_0101) | ((pushed >> 1) & !(0x8080_8080_8080_8080));
        pawns & beside
    }

    /// The en-passant target square if it counts for a Polyglot key
    /// (Polyglot book format, `book_format.html`, "en passant"): the square
    /// is consistent ([`en_passant`](Position::en_passant)) and a pawn of the
    /// side to move stands beside the pawn that just moved two squares.
    /// Whether the capture is legal does not matter.
    pub const fn polyglot_en_passant(&self) -> Option<Square> {
        if self.en_passant_capturers() != 0 {
            self.en_passant
        } else {
            None
        }
    }

    /// The en-passant target square if an en-passant capture is legal: some
    /// capturing pawn of the side to move can take without leaving any of
    /// its own kings attacked (a pinned capturer on a rank, file or
    /// diagonal; both pawns leaving a rank; the captured pawn opening a
    /// diagonal; a king already in check that the capture does not
    /// resolve). Same answer as python-chess `Board.has_legal_en_passant()`
    /// for positions with one king per side; with no king, any capture
    /// counts. Needs the `attacks` feature (its attack functions).
    #[cfg(feature = "attacks")]
    #[cfg_attr(docsrs, doc(cfg(feature = "attacks")))]
    pub const fn legal_en_passant(&self) -> Option<Square> {
        use crate::attacks::{
            bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks,
        };
        let Some(target) = self.en_passant else {
            return None;
        };
        let us = self.side_to_move;
        // Polyglot kinds: pawn 0/1, knight 2/3, bishop 4/5, rook 6/7,
        // queen 8/9, king 10/11; black even, white odd.
        let own = match us {
            Color::White => 1,
            Color::Black => 0,
        };
        let their = 1 - own;
        let captured = match us {
            Color::White => target.index() - 8,
            Color::Black => target.index() + 8,
        };
        let their_pawns = self.pieces[their] & !(1u64 << captured);
        let their_knights = self.pieces[2 + their];
        let their_diagonal = self.pieces[4 + their] | self.pieces[8 + their];
        let their_straight = self.pieces[6 + their] | self.pieces[8 + their];
        let their_kings = self.pieces[10 + their];
        let kings = self.pieces[10 + own];
        let occupied = self.occupied();
        let mut capturers = self.en_passant_capturers();
        while capturers != 0 {
            let from = capturers & capturers.wrapping_neg();
            capturers &= capturers - 1;
            let after = (occupied ^ from ^ (1u64 << captured)) | target.bit();
            let mut safe = true;
            let mut rest = kings;
            while rest != 0 {
                let Some(king) = Square::new(rest.trailing_zeros() as u8) else {
                    break;
                };
                rest &= rest - 1;
                if rook_attacks(king, after) & their_straight != 0
                    || bishop_attacks(king, after) & their_diagonal != 0
                    || knight_attacks(king) & their_knights != 0
                    || pawn_attacks(us, king) & their_pawns != 0
                    || king_attacks(king) & their_kings != 0
                {
                    safe = false;
                    break;
                }
            }
            if safe {
                return Some(target);
            }
        }
        None
    }
}
