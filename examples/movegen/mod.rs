//! A legal move generator on chess-tables' API alone, for standard chess and
//! Chess960: the perft example's (`examples/perft.rs`) and the repository's
//! perft benchmark against the peers.
//!
//! The rook and bishop lookups come from the parent module
//! (`super::rook_attacks`, `super::bishop_attacks`), so one source serves
//! either: the example takes `chess_tables::sliders` (the magic lookups
//! when the `magic` feature is on), the benchmark `attacks` and `magic` both.
//!
//! Copy-make: [`Board::play`] returns the next board, with its Polyglot key
//! updated move by move (and, in debug builds, checked against
//! `POLYGLOT.hash` of the same position rebuilt by `Position::from_setup`).
//! Moves come piece by piece as a set of target squares ([`PieceMoves`]),
//! so perft counts the last ply by popcount. A king moving onto its own rook
//! castles with it (UCI_Chess960's notation), in both variants.

use super::{bishop_attacks, rook_attacks};
use chess_tables::attacks::{between, king_attacks, knight_attacks, line, pawn_attacks};
use chess_tables::bitboard::{self, Squares};
use chess_tables::castling::CASTLING_RIGHTS_KEPT;
use chess_tables::pawns::{double_pushes, single_pushes};
use chess_tables::zobrist::{POLYGLOT, polyglot_en_passant_counts};
use chess_tables::{
    CastlingMode, CastlingPath, CastlingRights, CastlingSide, Color, Piece, Position, Role, Setup,
    Square,
};

/// Ranks 1 and 8: a pawn that moves there promotes.
const BACK_RANKS: u64 = 0xFF00_0000_0000_00FF;

/// A position to generate moves in: bitboards, rights and the key.
#[derive(Clone, Copy, Debug)]
pub struct Board {
    /// By piece index (`Piece::index`, the Polyglot kind order).
    pieces: [u64; 12],
    /// By colour index.
    colors: [u64; 2],
    side_to_move: Color,
    castling: CastlingRights,
    mode: CastlingMode,
    /// Each side's king file at the start: it names the king's square in
    /// the castling paths.
    king_files: [u8; 2],
    /// The castling rights each square keeps (`CASTLING_RIGHTS_KEPT` in
    /// standard chess, built once for a Chess960 start).
    kept: &'static [u8; 64],
    /// Set after every double push, as FEN writes it; the key counts it
    /// only when a pawn can take (Polyglot's rule).
    en_passant: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
    /// The Polyglot key, updated move by move.
    key: u64,
}

/// The legal moves of one piece: from `from` to each square of `to`. A
/// pawn's move to the last rank is four moves (the promotions); a king's
/// move onto its own rook castles.
#[derive(Clone, Copy, Debug)]
pub struct PieceMoves {
    pub role: Role,
    pub from: Square,
    pub to: u64,
}

/// One move; `promotion` is the new role of a pawn that reaches the last rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub role: Role,
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

impl PieceMoves {
    /// True for a pawn's moves to the last rank (all of them or none).
    fn promote(&self) -> bool {
        self.role == Role::Pawn && self.to & BACK_RANKS != 0
    }

    /// The number of moves.
    pub fn len(&self) -> u64 {
        let n = u64::from(self.to.count_ones());
        if self.promote() { 4 * n } else { n }
    }

    /// The moves one by one.
    pub fn moves(self) -> impl Iterator<Item = Move> {
        let promotions: &[Option<Role>] = if self.promote() {
            &[
                Some(Role::Queen),
                Some(Role::Rook),
                Some(Role::Bishop),
                Some(Role::Knight),
            ]
        } else {
            &[None]
        };
        Squares::new(self.to).flat_map(move |to| {
            promotions.iter().map(move |&promotion| Move {
                role: self.role,
                from: self.from,
                to,
                promotion,
            })
        })
    }
}

impl Board {
    /// The board of `position`; an error unless each side has one king and
    /// the side to move cannot take the other's.
    pub fn new(position: &Position) -> Result<Board, String> {
        for color in Color::ALL {
            if position.pieces(Piece::new(color, Role::King)).count_ones() != 1 {
                return Err(format!("{color:?} must have one king"));
            }
        }
        let king_files = Color::ALL.map(|color| position.king(color).map_or(4, Square::file));
        let board = Board {
            pieces: Piece::ALL.map(|piece| position.pieces(piece)),
            colors: Color::ALL.map(|color| position.occupied_by(color)),
            side_to_move: position.side_to_move(),
            castling: position.castling(),
            mode: position.castling_mode(),
            king_files,
            kept: if position.castling().is_standard() && king_files == [4, 4] {
                &CASTLING_RIGHTS_KEPT
            } else {
                // One table per game, for the life of the program.
                Box::leak(Box::new(position.castling().rights_kept(king_files)))
            },
            en_passant: position.en_passant(),
            halfmove_clock: position.halfmove_clock(),
            fullmove_number: position.fullmove_number(),
            key: POLYGLOT.hash(position),
        };
        let them = !board.side_to_move;
        if board.attackers(board.side_to_move, board.king(them), board.occupied()) != 0 {
            return Err(format!("{them:?} is in check with {:?} to move", !them));
        }
        Ok(board)
    }

    /// The position, rebuilt from the board's parts.
    pub fn position(&self) -> Position {
        let mut setup = Setup::empty();
        setup.pieces = self.pieces;
        setup.side_to_move = self.side_to_move;
        setup.castling = self.castling;
        setup.castling_mode = self.mode;
        setup.en_passant = self.en_passant;
        setup.halfmove_clock = self.halfmove_clock;
        setup.fullmove_number = self.fullmove_number;
        Position::from_setup(&setup).expect("one piece per square, en passant behind a pawn")
    }

    fn of(&self, color: Color, role: Role) -> u64 {
        self.pieces[Piece::new(color, role)]
    }

    fn occupied(&self) -> u64 {
        self.colors[0] | self.colors[1]
    }

    /// The king of `color` (there is one: `Board::new` checks).
    fn king(&self, color: Color) -> Square {
        Square::from_index_masked(self.of(color, Role::King).trailing_zeros() as u8)
    }

    /// The role of the piece of `color` on `sq`, if any.
    fn role_on(&self, color: Color, sq: Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|&role| self.of(color, role) & sq.bit() != 0)
    }

    /// The pieces of `by` that attack `sq` on the board `occupied`.
    fn attackers(&self, by: Color, sq: Square, occupied: u64) -> u64 {
        let queens = self.of(by, Role::Queen);
        (pawn_attacks(!by, sq) & self.of(by, Role::Pawn))
            | (knight_attacks(sq) & self.of(by, Role::Knight))
            | (king_attacks(sq) & self.of(by, Role::King))
            | (bishop_attacks(sq, occupied) & (self.of(by, Role::Bishop) | queens))
            | (rook_attacks(sq, occupied) & (self.of(by, Role::Rook) | queens))
    }

    /// The side to move's pieces that stand alone between its king and an
    /// enemy slider on the slider's line.
    fn pinned(&self, king: Square, occupied: u64) -> u64 {
        let (us, them) = (self.side_to_move, !self.side_to_move);
        let queens = self.of(them, Role::Queen);
        let snipers = (rook_attacks(king, 0) & (self.of(them, Role::Rook) | queens))
            | (bishop_attacks(king, 0) & (self.of(them, Role::Bishop) | queens));
        let mut pinned = 0;
        for sniper in Squares::new(snipers) {
            let blockers = between(king, sniper) & occupied;
            if blockers.count_ones() == 1 {
                pinned |= blockers;
            }
        }
        pinned & self.colors[us]
    }

    /// The rooks the side to move may castle with (not in check): the
    /// path is empty and not attacked. Attacks are looked up without the
    /// castling rook, which in Chess960 may stand between an enemy rook
    /// and the king's square.
    fn castling_rooks(&self, occupied: u64) -> u64 {
        let us = self.side_to_move;
        let mut rooks = 0;
        for side in CastlingSide::ALL {
            let Some(path) = self.castling.path(us, side, self.king_files[us]) else {
                continue;
            };
            let without_rook = occupied ^ path.rook_from.bit();
            if occupied & path.empty == 0
                && Squares::new(path.unattacked)
                    .all(|sq| self.attackers(!us, sq, without_rook) == 0)
            {
                rooks |= path.rook_from.bit();
            }
        }
        rooks
    }

    /// True when the side to move's pawn on `from` may take en passant on
    /// `target`: its king is not attacked once both pawns have gone (a
    /// pin on the rank, a file or a diagonal; a check the capture does not
    /// answer).
    fn en_passant_is_legal(&self, from: Square, target: Square, king: Square) -> bool {
        let captured = Square::from_index_masked(8 * from.rank() + target.file());
        let occupied = (self.occupied() ^ from.bit() ^ captured.bit()) | target.bit();
        self.attackers(!self.side_to_move, king, occupied) & !captured.bit() == 0
    }

    /// Calls `emit` with the legal moves of each piece of the side to move.
    pub fn generate(&self, mut emit: impl FnMut(PieceMoves)) {
        let us = self.side_to_move;
        let ours = self.colors[us];
        let occupied = self.occupied();
        let king = self.king(us);
        let checkers = self.attackers(!us, king, occupied);

        // The king goes where no enemy attacks once it has left its square.
        let mut to = 0;
        for sq in Squares::new(king_attacks(king) & !ours) {
            if self.attackers(!us, sq, occupied ^ king.bit()) == 0 {
                to |= sq.bit();
            }
        }
        if checkers == 0 {
            to |= self.castling_rooks(occupied);
        }
        if to != 0 {
            emit(PieceMoves {
                role: Role::King,
                from: king,
                to,
            });
        }
        if checkers.count_ones() > 1 {
            return; // double check: the king alone moves
        }
        // In check, the others take the checker or step between.
        let target = match bitboard::lowest(checkers) {
            Some(checker) => checkers | between(king, checker),
            None => !ours,
        };
        // A pinned piece stays on the line through its king.
        let pinned = self.pinned(king, occupied);
        let allowed = |from: Square| {
            if pinned & from.bit() != 0 {
                target & line(king, from)
            } else {
                target
            }
        };

        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            for from in Squares::new(self.of(us, role)) {
                let attacks = match role {
                    Role::Knight => knight_attacks(from),
                    Role::Bishop => bishop_attacks(from, occupied),
                    Role::Rook => rook_attacks(from, occupied),
                    _ => bishop_attacks(from, occupied) | rook_attacks(from, occupied),
                };
                let to = attacks & allowed(from);
                if to != 0 {
                    emit(PieceMoves { role, from, to });
                }
            }
        }

        // Pushes set-wise for all pawns; captures and en passant per pawn.
        let pawns = self.of(us, Role::Pawn);
        let empty = !occupied;
        let singles = single_pushes(us, pawns, empty);
        let doubles = double_pushes(us, pawns, empty);
        let back = match us {
            Color::White => 8,
            Color::Black => -8,
        };
        let theirs = self.colors[!us];
        for from in Squares::new(pawns) {
            let ahead = shift(from.bit(), back);
            let pushes = singles & ahead | doubles & shift(ahead, back);
            let mut to = (pawn_attacks(us, from) & theirs | pushes) & allowed(from);
            if let Some(ep) = self.en_passant {
                if pawn_attacks(us, from) & ep.bit() != 0
                    && self.en_passant_is_legal(from, ep, king)
                {
                    to |= ep.bit();
                }
            }
            if to != 0 {
                emit(PieceMoves {
                    role: Role::Pawn,
                    from,
                    to,
                });
            }
        }
    }

    /// Adds or removes `piece` on `sq`, and its key.
    fn toggle(&mut self, piece: Piece, sq: Square) {
        self.pieces[piece] ^= sq.bit();
        self.colors[piece.color()] ^= sq.bit();
        self.key ^= POLYGLOT.piece(piece, sq);
    }

    /// The en-passant key when Polyglot counts it: a pawn of the side to
    /// move stands beside the pawn that moved two squares.
    fn en_passant_key(&self) -> u64 {
        let us = self.side_to_move;
        match self.en_passant {
            Some(target) if polyglot_en_passant_counts(us, target, self.of(us, Role::Pawn)) => {
                POLYGLOT.en_passant(target)
            }
            _ => 0,
        }
    }

    /// The board after the legal move `m`.
    pub fn play(&self, m: Move) -> Board {
        let (us, them) = (self.side_to_move, !self.side_to_move);
        let mut next = *self;
        next.side_to_move = them;
        next.en_passant = None;
        next.halfmove_clock += 1;
        next.fullmove_number += u32::from(us == Color::Black);
        if self.is_castling(m) {
            let path = CastlingPath::new(us, castling_side(m), m.from.file(), m.to.file());
            let (king, rook) = (Piece::new(us, Role::King), Piece::new(us, Role::Rook));
            next.toggle(king, path.king_from);
            next.toggle(rook, path.rook_from);
            next.toggle(king, path.king_to);
            next.toggle(rook, path.rook_to);
        } else {
            if let Some(captured) = self.role_on(them, m.to) {
                next.toggle(Piece::new(them, captured), m.to);
                next.halfmove_clock = 0;
            }
            next.toggle(Piece::new(us, m.role), m.from);
            next.toggle(Piece::new(us, m.promotion.unwrap_or(m.role)), m.to);
            if m.role == Role::Pawn {
                next.halfmove_clock = 0;
                if Some(m.to) == self.en_passant {
                    let captured = Square::from_index_masked(8 * m.from.rank() + m.to.file());
                    next.toggle(Piece::new(them, Role::Pawn), captured);
                }
                if m.from.index().abs_diff(m.to.index()) == 16 {
                    let passed = (m.from as u8 + m.to as u8) / 2;
                    next.en_passant = Some(Square::from_index_masked(passed));
                }
            }
        }
        next.castling = self.castling.after_move_kept(m.from, m.to, self.kept);
        next.key ^= POLYGLOT.castling(self.castling)
            ^ POLYGLOT.castling(next.castling)
            ^ self.en_passant_key()
            ^ next.en_passant_key()
            ^ POLYGLOT.white_to_move();
        debug_assert_eq!(
            next.key,
            POLYGLOT.hash(&next.position()),
            "{} after {m:?}",
            self.position()
        );
        next
    }

    /// True when `m` castles: the king moves onto its own rook.
    pub fn is_castling(&self, m: Move) -> bool {
        m.role == Role::King && self.colors[self.side_to_move] & m.to.bit() != 0
    }

    /// `m` in UCI notation: `e1g1` for castling in standard chess, king to
    /// rook (`e1h1`) in Chess960 (UCI_Chess960).
    pub fn uci(&self, m: Move) -> String {
        let to = match self.mode {
            CastlingMode::Standard if self.is_castling(m) => {
                Square::from_index_masked(8 * m.from.rank() + castling_side(m).king_to_file())
            }
            _ => m.to,
        };
        let promotion = m.promotion.map(Role::char).map(String::from);
        format!("{}{to}{}", m.from, promotion.unwrap_or_default())
    }
}

/// `bb` shifted by `by` squares: up for a positive `by`, down for a negative.
#[inline]
fn shift(bb: u64, by: i32) -> u64 {
    if by >= 0 { bb << by } else { bb >> -by }
}

/// The side a castling move (the king onto its rook) castles on.
fn castling_side(m: Move) -> CastlingSide {
    if m.to.file() > m.from.file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    }
}

/// The number of leaves of the legal move tree `depth` plies deep; the
/// last ply is counted, not played.
pub fn perft(board: &Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes = 1,
        1 => board.generate(|moves| nodes += moves.len()),
        _ => board.generate(|moves| {
            for m in moves.moves() {
                nodes += perft(&board.play(m), depth - 1);
            }
        }),
    }
    nodes
}
