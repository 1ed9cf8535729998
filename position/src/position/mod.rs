//! A position: pieces, side to move, castling rights, en-passant square
//! and the two clocks; the rules that say which castling rights and which
//! en-passant square count; building one from your own board
//! ([`Setup`]); writing one as FEN (`Display`).

mod setup;
mod status;

pub use setup::{Setup, SetupError, SetupErrorKind};
pub use status::Status;

use chess_tables::Color;
use chess_tables::Square;
use chess_tables::castling::{CastlingMode, CastlingRights, CastlingSide};
use chess_tables::{Piece, Role};

/// A position as far as hashing needs it, parsed from FEN or EPD by
/// `fen.parse::<Position>()` (standard chess) or
/// [`Position::from_fen_with_mode`] (standard chess or Chess960). No
/// legality check: positions without kings, with pawns on the back ranks
/// or with more than eight pawns are accepted.
///
/// Two fields are kept twice, as written and as they count:
///
/// - castling rights: [`castling`](Position::castling) keeps the rights
///   that count on this board, as python-chess
///   (`Board.clean_castling_rights`) and, in standard chess, Polyglot's FEN
///   reader keep them (see there);
///   [`castling_as_written`](Position::castling_as_written) the rights the
///   letters name.
/// - the en-passant square: [`en_passant`](Position::en_passant) keeps it
///   only when a double push can have produced it (see there);
///   [`en_passant_as_written`](Position::en_passant_as_written) keeps the field.
///
/// **Equality and `Hash`** compare the position as it counts for play and
/// for keys: the pieces, the side to move, the castling mode, the castling
/// rights that count and the en-passant square that counts. Not the two
/// clocks, and not what was written but does not count (stale rights, an
/// impossible en-passant square): two positions that are equal here are
/// one position for a repetition table (the FIDE rule also asks the
/// en-passant capture to be legal; use
/// [`PositionKeys::key_with_rule`](crate::PositionKeys::key_with_rule) with the legal rule for that).
/// A FEN or an EPD position without clocks reads them as 0 and 1.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    /// Bitboards by Polyglot kind (`Piece as usize`), bit n = square n.
    pub(crate) pieces: [u64; 12],
    pub(crate) side_to_move: Color,
    pub(crate) castling_mode: CastlingMode,
    pub(crate) castling_as_written: CastlingRights,
    /// The back-rank squares the castling letters named (python-chess's
    /// `castling_rights` before `clean_castling_rights`): what
    /// [`Status::BAD_CASTLING_RIGHTS`] compares with the rights that count.
    pub(crate) castling_named: u64,
    pub(crate) castling: CastlingRights,
    pub(crate) en_passant_as_written: Option<Square>,
    pub(crate) en_passant: Option<Square>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
}

impl Position {
    /// The standard start position,
    /// `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1`
    /// ([`Position::default`] too).
    ///
    /// ```
    /// use chess_tables_position::{Position, PositionKeys};
    /// use chess_tables_position::zobrist::POLYGLOT;
    ///
    /// assert_eq!(
    ///     Position::START.to_string(),
    ///     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    /// );
    /// assert_eq!(POLYGLOT.key(&Position::START), 0x463b96181691fc9c);
    /// assert_eq!(Position::default(), Position::START);
    /// ```
    pub const START: Position = Position::from_parts(
        [
            0x00FF_0000_0000_0000, // black pawns
            0x0000_0000_0000_FF00, // white pawns
            0x4200_0000_0000_0000, // black knights
            0x0000_0000_0000_0042, // white knights
            0x2400_0000_0000_0000, // black bishops
            0x0000_0000_0000_0024, // white bishops
            0x8100_0000_0000_0000, // black rooks
            0x0000_0000_0000_0081, // white rooks
            0x0800_0000_0000_0000, // black queen
            0x0000_0000_0000_0008, // white queen
            0x1000_0000_0000_0000, // black king
            0x0000_0000_0000_0010, // white king
        ],
        Color::White,
        b"KQkq",
        CastlingMode::Standard,
        None,
    );
}

impl Default for Position {
    /// [`Position::START`].
    #[inline]
    fn default() -> Position {
        Position::START
    }
}

impl PartialEq for Position {
    /// Equal as positions (see the type's docs): clocks and what does not
    /// count are left out.
    #[inline]
    fn eq(&self, other: &Position) -> bool {
        self.pieces == other.pieces
            && self.side_to_move == other.side_to_move
            && self.castling_mode == other.castling_mode
            && self.castling == other.castling
            && self.en_passant == other.en_passant
    }
}

impl Eq for Position {}

impl core::hash::Hash for Position {
    /// Hashes what equality compares.
    #[inline]
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.pieces.hash(state);
        self.side_to_move.hash(state);
        self.castling_mode.hash(state);
        self.castling.hash(state);
        self.en_passant.hash(state);
    }
}

const RANK_1: u64 = 0xFF;

/// The back rank of `color` as a bitboard.
#[inline]
const fn back_rank(color: Color) -> u64 {
    RANK_1 << (8 * color.back_rank())
}

/// The highest set square of a non-empty bitboard.
#[inline]
const fn msb(bb: u64) -> u32 {
    63 - bb.leading_zeros()
}

/// The back-rank square a castling letter `k` or `q` (lowercase) names,
/// python-chess's reading (`_set_castling_fen`): `k` the highest rook of
/// `rooks` (the colour's rooks on its back rank) when it stands above the
/// highest of `kings` (the colour's kings, anywhere), else the h-file; `q`
/// the lowest rook when it stands below that king (nothing with no rook),
/// else the a-file. `base` is the back rank's first square. The FEN
/// reader and the X-FEN writer share it, so what one writes the other reads.
#[inline]
pub(crate) const fn letter_square(letter: u8, kings: u64, rooks: u64, base: u32) -> Option<u32> {
    if letter == b'k' {
        if kings != 0 && rooks != 0 && msb(kings) < msb(rooks) {
            Some(msb(rooks))
        } else {
            Some(base + 7)
        }
    } else if kings != 0 && (rooks == 0 || rooks.trailing_zeros() < msb(kings)) {
        if rooks == 0 {
            None
        } else {
            Some(rooks.trailing_zeros())
        }
    } else {
        Some(base)
    }
}

impl Position {
    /// Builds a position from its piece bitboards (index = Polyglot kind,
    /// `Piece as usize`), side to move, the castling field's letters
    /// (syntax checked: `K`, `Q`, `k`, `q`, `A`-`H`, `a`-`h`) and the
    /// en-passant square as written; derives the rights and the square
    /// that count.
    #[inline]
    pub(crate) const fn from_parts(
        pieces: [u64; 12],
        side_to_move: Color,
        castling_letters: &[u8],
        castling_mode: CastlingMode,
        en_passant_as_written: Option<Square>,
    ) -> Position {
        let mut p = Position {
            pieces,
            side_to_move,
            castling_mode,
            castling_as_written: CastlingRights::NONE,
            castling_named: 0,
            castling: CastlingRights::NONE,
            en_passant_as_written,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        };
        let mut color = 0;
        while color < 2 {
            let c = Color::ALL[color];
            let (written, counted, named) = p.read_castling(c, castling_letters);
            p.castling_as_written = p.castling_as_written.union(written);
            p.castling_named |= named;
            p.castling = p.castling.union(counted);
            color += 1;
        }
        p.en_passant = match en_passant_as_written {
            Some(sq) if p.en_passant_consistent(sq) => Some(sq),
            _ => None,
        };
        p
    }

    /// The position with these clocks; a fullmove number of 0 is 1 (moves
    /// count from 1), as python-chess reads it.
    #[inline]
    pub(crate) const fn with_clocks(
        mut self,
        halfmove_clock: u32,
        fullmove_number: u32,
    ) -> Position {
        self.halfmove_clock = halfmove_clock;
        self.fullmove_number = if fullmove_number == 0 {
            1
        } else {
            fullmove_number
        };
        self
    }

    /// True when every field is the same, what was written and the clocks
    /// included (equality compares the position as it counts).
    #[inline]
    pub(crate) fn same_in_every_field(&self, other: &Position) -> bool {
        self == other
            && self.castling_as_written == other.castling_as_written
            && self.en_passant_as_written == other.en_passant_as_written
            && self.halfmove_clock == other.halfmove_clock
            && self.fullmove_number == other.fullmove_number
    }

    /// The rights of `color` that `letters` name (as written), that
    /// count on this board, and the squares they name, by python-chess
    /// 1.11's rules (`_set_castling_fen`
    /// then `clean_castling_rights`):
    ///
    /// 1. Each letter of `color` names a square of its back rank: a file
    ///    letter its file; `K` the highest rook of `color` on that rank when
    ///    it stands above the (highest) king of `color`, else the h-file;
    ///    `Q` the lowest rook when it stands below that king (nothing with
    ///    no rook), else the a-file.
    /// 2. Standard chess: a right counts when a named square is a corner
    ///    holding a rook of `color` and a king of `color` stands on the
    ///    e-file of its back rank (h corner king side, a corner queen side).
    /// 3. Chess960: of the named squares holding a rook of `color`, the
    ///    lowest is the queen-side right when it stands left of the highest
    ///    king of `color` on its back rank, the highest the king-side right
    ///    when it stands right of it; no king on the back rank, no right.
    ///    So one right per side: `HF` with the king on e1 reads as `H`.
    ///
    /// As written: `K`/`k` king side, `Q`/`q` queen side, a file letter
    /// the side of the king's file it lies on (the highest king of `color`
    /// on its back rank, else the e-file; none on the king's file). Rook
    /// files: standard chess h and a; Chess960 the named squares' files,
    /// the outer one when two letters name one side.
    #[inline]
    const fn read_castling(
        &self,
        color: Color,
        letters: &[u8],
    ) -> (CastlingRights, CastlingRights, u64) {
        let rank = back_rank(color);
        let base = 8 * color.back_rank() as u32;
        let rooks = self.pieces[Piece::from_parts(color, Role::Rook) as usize] & rank;
        let kings = self.pieces[Piece::from_parts(color, Role::King) as usize];
        let chess960 = matches!(self.castling_mode, CastlingMode::Chess960);
        let king_file = if kings & rank != 0 {
            msb(kings & rank) - base
        } else {
            4
        };
        let mut named = 0u64;
        let mut written = CastlingRights::NONE;
        let mut i = 0;
        while i < letters.len() {
            let letter = letters[i];
            i += 1;
            let white = letter.is_ascii_uppercase();
            if white != matches!(color, Color::White) {
                continue;
            }
            let lower = letter.to_ascii_lowercase();
            // Step 1: the named square (python-chess `_set_castling_fen`).
            let square = match lower {
                b'k' | b'q' => letter_square(lower, kings, rooks, base),
                _ => Some(base + (lower - b'a') as u32),
            };
            let Some(square) = square else {
                // `Q` with no rook on the back rank names no square, but is
                // still a queen-side right as written.
                written = written.union(CastlingRights::from_parts(color, CastlingSide::QueenSide));
                continue;
            };
            named |= 1 << square;
            // As written.
            let file = square - base;
            let side = match lower {
                b'k' => Some(CastlingSide::KingSide),
                b'q' => Some(CastlingSide::QueenSide),
                _ if file > king_file => Some(CastlingSide::KingSide),
                _ if file < king_file => Some(CastlingSide::QueenSide),
                _ => None,
            };
            if let Some(side) = side {
                if !chess960 {
                    written = written.union(CastlingRights::from_parts(color, side));
                } else {
                    let outer = match written.rook_file(color, side) {
                        Some(old) => match side {
                            CastlingSide::KingSide => old < file as u8,
                            CastlingSide::QueenSide => old > file as u8,
                        },
                        None => true,
                    };
                    if outer {
                        written = written.with_rook_file(color, side, file as u8);
                    }
                }
            }
        }
        let held = named & rooks;
        let mut counted = CastlingRights::NONE;
        if !chess960 {
            // Step 2: the corners, with a king on the e-file.
            if kings & (1 << (base + 4)) != 0 {
                if held & (1 << (base + 7)) != 0 {
                    counted =
                        counted.union(CastlingRights::from_parts(color, CastlingSide::KingSide));
                }
                if held & (1 << base) != 0 {
                    counted =
                        counted.union(CastlingRights::from_parts(color, CastlingSide::QueenSide));
                }
            }
        } else if held != 0 && kings & rank != 0 {
            // Step 3: the outermost rooks on either side of the highest king.
            let king = msb(kings & rank);
            let low = held.trailing_zeros();
            let high = msb(held);
            if low < king {
                counted =
                    counted.with_rook_file(color, CastlingSide::QueenSide, (low - base) as u8);
            }
            if high > king {
                counted =
                    counted.with_rook_file(color, CastlingSide::KingSide, (high - base) as u8);
            }
        }
        (written, counted, named)
    }

    /// True when a double push can have produced the en-passant target
    /// `target`: it is on rank 6 with white to move (rank 3 with black), an
    /// opponent's pawn stands just in front of it, and it and the square the
    /// pawn came from are empty (python-chess `Board._valid_ep_square`, the
    /// test behind its `STATUS_INVALID_EP_SQUARE`).
    #[inline]
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
    #[inline]
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
    #[inline]
    pub const fn by_piece(&self, piece: Piece) -> u64 {
        self.pieces[piece as usize]
    }

    /// Bitboard of the squares holding pieces of `color`.
    #[inline]
    pub const fn by_color(&self, color: Color) -> u64 {
        let mut all = 0;
        let mut role = 0;
        while role < 6 {
            all |= self.pieces[Piece::from_parts(color, Role::ALL[role]) as usize];
            role += 1;
        }
        all
    }

    /// Bitboard of the squares holding pieces of `role`, either colour.
    #[inline]
    pub const fn by_role(&self, role: Role) -> u64 {
        self.pieces[Piece::from_parts(Color::White, role) as usize]
            | self.pieces[Piece::from_parts(Color::Black, role) as usize]
    }

    /// The halfmove clock: plies since the last capture or pawn move (the
    /// fifty-move rule), as the FEN wrote it; for an EPD line its `hmvc`
    /// operation, else 0.
    #[inline]
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The fullmove number, 1 or more: as the FEN wrote it (a written 0
    /// reads as 1, as python-chess reads it; 1 for a five-field FEN), for
    /// an EPD line its `fmvn` operation, else 1.
    #[inline]
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// Bitboard of all occupied squares.
    #[inline]
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
    #[inline]
    pub const fn side_to_move(&self) -> Color {
        self.side_to_move
    }

    /// The castling rights that count, the rights Zobrist keys hash.
    ///
    /// Standard chess ([`CastlingMode::Standard`]): a right named by its
    /// letter (`K`/`Q`/`k`/`q`) or its corner's file letter (`H`/`A`/`h`/`a`)
    /// whose king stands on e1/e8 and whose rook stands in its corner (`K`
    /// e1 + h1, `Q` e1 + a1, `k` e8 + h8, `q` e8 + a8), as Polyglot's FEN
    /// reader and python-chess (`clean_castling_rights`) keep them; any
    /// other letter is dropped. Chess960 ([`CastlingMode::Chess960`]): the
    /// outermost named rook on each side of the king, with its file (see
    /// [`CastlingRights::rook_file`]); the rules in full are in the
    /// [`fen`](crate::fen) module's docs.
    #[inline]
    pub const fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// The castling rights the FEN's letters name, whether they count or
    /// not: `K`/`k` king side and `Q`/`q` queen side; a file letter
    /// (Shredder-FEN) the side of its colour's king it lies on (the king on
    /// its back rank, else the e-file; a letter on the king's own file
    /// names none). Standard chess gives them the standard rook files;
    /// Chess960 the files the letters name (`K`: the outermost rook right
    /// of the king, as [`castling`](Position::castling) reads it).
    #[inline]
    pub const fn castling_as_written(&self) -> CastlingRights {
        self.castling_as_written
    }

    /// The castling mode the position was read in: it decides which
    /// rights count ([`castling`](Position::castling)) and how a book's
    /// castling move reads (`crate::book`).
    #[inline]
    pub const fn castling_mode(&self) -> CastlingMode {
        self.castling_mode
    }

    /// The en-passant target square (the square the pawn passed over) when
    /// a double push can have produced it: an opponent's pawn stands just in
    /// front of it, and it and the square that pawn came from are empty
    /// (python-chess `Board._valid_ep_square`). `None` for `-` and for an
    /// inconsistent square, which Polyglot 1.4's FEN reader drops too.
    /// Whether a capture is possible does not matter here.
    #[inline]
    pub const fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }

    /// The en-passant field as written (always on rank 6 with white to
    /// move, rank 3 with black: the parser checks that), consistent or not.
    #[inline]
    pub const fn en_passant_as_written(&self) -> Option<Square> {
        self.en_passant_as_written
    }

    /// The lowest square (from a1) holding a king of `color`, if any.
    #[inline]
    pub const fn king(&self, color: Color) -> Option<Square> {
        let kings = self.pieces[match color {
            Color::White => Piece::WhiteKing,
            Color::Black => Piece::BlackKing,
        } as usize];
        if kings == 0 {
            None
        } else {
            Some(Square::from_index_masked(kings.trailing_zeros()))
        }
    }

    /// The en-passant target square if it counts for a Polyglot key
    /// (Polyglot book format, `book_format.html`, "en passant"): the square
    /// is consistent ([`en_passant`](Position::en_passant)) and a pawn of the
    /// side to move stands beside the pawn that just moved two squares.
    /// Whether the capture is legal does not matter.
    #[inline]
    pub const fn polyglot_en_passant(&self) -> Option<Square> {
        let Some(target) = self.en_passant else {
            return None;
        };
        let pawns = self.pieces[Piece::from_parts(self.side_to_move, Role::Pawn) as usize];
        if chess_tables::zobrist::polyglot_en_passant_counts(self.side_to_move, target, pawns) {
            Some(target)
        } else {
            None
        }
    }

    /// Pawns of the side to move that attack the en-passant target (they
    /// stand beside the pushed pawn), as a bitboard; 0 without a
    /// consistent en-passant square.
    #[inline]
    const fn en_passant_capturers(&self) -> u64 {
        let Some(target) = self.en_passant else {
            return 0;
        };
        let pawns = self.pieces[Piece::from_parts(self.side_to_move, Role::Pawn) as usize];
        pawns & chess_tables::zobrist::en_passant_capturer_squares(self.side_to_move, target)
    }

    /// The en-passant target square if an en-passant capture is legal: some
    /// capturing pawn of the side to move can take without leaving any of
    /// its own kings attacked (a pinned capturer on a rank, file or
    /// diagonal; both pawns leaving a rank; the captured pawn opening a
    /// diagonal; a king already in check that the capture does not
    /// resolve). Same answer as python-chess `Board.has_legal_en_passant()`
    /// for positions with one king per side; with no king, any capture
    /// counts.
    #[inline]
    pub const fn legal_en_passant(&self) -> Option<Square> {
        use chess_tables::attacks::{
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
                let king = Square::from_index_masked(rest.trailing_zeros());
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
