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
//! `POLYGLOT.key` of the same position rebuilt by `Position::try_from(&setup)`).
//! Moves come piece by piece as a set of target squares ([`PieceMoves`]),
//! so perft counts the last ply by popcount. A king moving onto its own rook
//! castles with it (UCI_Chess960's notation), in both variants.

use super::{bishop_attacks, rook_attacks};
use chess_tables_position::PositionKeys;
use chess_tables_position::chess_tables::attacks::{
    between, king_attacks, knight_attacks, line, pawn_attacks,
};
use chess_tables_position::chess_tables::bitboard::{self, Squares};
use chess_tables_position::chess_tables::castling::CASTLING_RIGHTS_KEPT;
use chess_tables_position::chess_tables::pawns::{double_pushes, single_pushes};
use chess_tables_position::zobrist::{POLYGLOT, polyglot_en_passant_counts};
use chess_tables_position::{
    CastlingMode, CastlingPath, CastlingRights, CastlingSide, Color, Piece, Position, Role, Setup,
    Square,
};

/// Ranks 1 and 8: a pawn that moves there promotes.
const BACK_RANKS: u64 = 0xFF00_0000_0000_00FF;

/// What stays the same for a whole game: the castling rules of its start.
#[derive(Debug)]
struct Rules {
    mode: CastlingMode,
    /// The castling rights each square keeps (`CASTLING_RIGHTS_KEPT` in
    /// standard chess).
    kept: [u8; 64],
    /// The castlings `[color][side]` of the start's rook files.
    paths: [[CastlingPath; 2]; 2],
}

/// Standard chess: every rule read from the crate's castling tables.
static STANDARD: Rules = Rules {
    mode: CastlingMode::Standard,
    kept: CASTLING_RIGHTS_KEPT,
    paths: [
        [
            CastlingPath::standard(Color::White, CastlingSide::KingSide),
            CastlingPath::standard(Color::White, CastlingSide::QueenSide),
        ],
        [
            CastlingPath::standard(Color::Black, CastlingSide::KingSide),
            CastlingPath::standard(Color::Black, CastlingSide::QueenSide),
        ],
    ],
};

/// A position to generate moves in: bitboards, rights and the key.
#[derive(Clone, Copy, Debug)]
pub struct Board {
    /// By role, both colours.
    roles: [u64; 6],
    /// By colour.
    colors: [u64; 2],
    /// The Polyglot key, updated move by move.
    key: u64,
    rules: &'static Rules,
    castling: CastlingRights,
    side_to_move: Color,
    /// Set after every double push, as FEN writes it; the key counts it
    /// only when a pawn can take (Polyglot's rule).
    en_passant: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
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

/// The roles a pawn promotes to, in UCI's usual order.
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

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

    /// Calls `f` with each move.
    #[inline]
    pub fn for_each(self, mut f: impl FnMut(Move)) {
        let (role, from) = (self.role, self.from);
        if self.promote() {
            for to in Squares::new(self.to) {
                for promotion in PROMOTIONS {
                    f(Move {
                        role,
                        from,
                        to,
                        promotion: Some(promotion),
                    });
                }
            }
        } else {
            for to in Squares::new(self.to) {
                f(Move {
                    role,
                    from,
                    to,
                    promotion: None,
                });
            }
        }
    }

    /// The moves one by one.
    pub fn moves(self) -> impl Iterator<Item = Move> {
        let mut all = Vec::with_capacity(self.len() as usize);
        self.for_each(|m| all.push(m));
        all.into_iter()
    }
}

impl Board {
    /// The board of `position`; an error unless each side has one king and
    /// the side to move cannot take the other's.
    pub fn new(position: &Position) -> Result<Board, String> {
        for color in Color::ALL {
            if position
                .by_piece(Piece::from_parts(color, Role::King))
                .count_ones()
                != 1
            {
                return Err(format!("{color:?} must have one king"));
            }
        }
        let king_files = Color::ALL.map(|color| position.king(color).map_or(4, Square::file));
        let (mode, castling) = (position.castling_mode(), position.castling());
        let rules =
            if mode == CastlingMode::Standard && castling.is_standard() && king_files == [4, 4] {
                &STANDARD
            } else {
                let path = |color, side| {
                    castling
                        .path(color, side, king_files[color])
                        .unwrap_or(CastlingPath::standard(color, side))
                };
                let paths = Color::ALL.map(|color| CastlingSide::ALL.map(|side| path(color, side)));
                // One set of rules per game, for the life of the program.
                Box::leak(Box::new(Rules {
                    mode,
                    kept: castling.rights_kept(king_files),
                    paths,
                }))
            };
        let board = Board {
            roles: Role::ALL.map(|role| {
                position.by_piece(Piece::from_parts(Color::White, role))
                    | position.by_piece(Piece::from_parts(Color::Black, role))
            }),
            colors: Color::ALL.map(|color| position.by_color(color)),
            key: POLYGLOT.key(position),
            rules,
            castling,
            side_to_move: position.side_to_move(),
            en_passant: position.en_passant(),
            halfmove_clock: position.halfmove_clock(),
            fullmove_number: position.fullmove_number(),
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
        setup.pieces = Piece::ALL.map(|piece| self.of(piece.color(), piece.role()));
        setup.side_to_move = self.side_to_move;
        setup.castling = self.castling;
        setup.castling_mode = self.rules.mode;
        setup.en_passant = self.en_passant;
        setup.halfmove_clock = self.halfmove_clock;
        setup.fullmove_number = self.fullmove_number;
        Position::try_from(&setup).expect("one piece per square, en passant behind a pawn")
    }

    #[inline]
    fn of(&self, color: Color, role: Role) -> u64 {
        self.roles[role] & self.colors[color]
    }

    #[inline]
    fn occupied(&self) -> u64 {
        self.colors[0] | self.colors[1]
    }

    /// The king of `color` (there is one: `Board::new` checks).
    #[inline]
    fn king(&self, color: Color) -> Square {
        Square::from_index_masked(self.of(color, Role::King).trailing_zeros())
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    fn role_on(&self, sq: Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|&role| self.roles[role] & sq.bit() != 0)
    }

    /// The pieces of `by` that attack `sq` on the board `occupied`.
    #[inline]
    fn attackers(&self, by: Color, sq: Square, occupied: u64) -> u64 {
        let queens = self.roles[Role::Queen];
        let attackers = (pawn_attacks(!by, sq) & self.roles[Role::Pawn])
            | (knight_attacks(sq) & self.roles[Role::Knight])
            | (king_attacks(sq) & self.roles[Role::King])
            | (bishop_attacks(sq, occupied) & (self.roles[Role::Bishop] | queens))
            | (rook_attacks(sq, occupied) & (self.roles[Role::Rook] | queens));
        attackers & self.colors[by]
    }

    /// True when a piece of `by` attacks `sq` on the board `occupied`: the
    /// leapers first, each with an early exit, the sliders last.
    #[inline]
    fn is_attacked(&self, by: Color, sq: Square, occupied: u64) -> bool {
        let theirs = self.colors[by];
        let queens = self.roles[Role::Queen];
        pawn_attacks(!by, sq) & self.roles[Role::Pawn] & theirs != 0
            || knight_attacks(sq) & self.roles[Role::Knight] & theirs != 0
            || king_attacks(sq) & self.roles[Role::King] & theirs != 0
            || bishop_attacks(sq, occupied) & (self.roles[Role::Bishop] | queens) & theirs != 0
            || rook_attacks(sq, occupied) & (self.roles[Role::Rook] | queens) & theirs != 0
    }

    /// The side to move's pieces that stand alone between its king and an
    /// enemy slider on the slider's line.
    #[inline]
    fn pinned(&self, king: Square, occupied: u64) -> u64 {
        let (us, them) = (self.side_to_move, !self.side_to_move);
        let queens = self.roles[Role::Queen];
        let snipers = ((rook_attacks(king, 0) & (self.roles[Role::Rook] | queens))
            | (bishop_attacks(king, 0) & (self.roles[Role::Bishop] | queens)))
            & self.colors[them];
        let mut pinned = 0;
        for sniper in Squares::new(snipers) {
            let blockers = between(king, sniper) & occupied;
            if blockers & blockers.wrapping_sub(1) == 0 {
                pinned |= blockers;
            }
        }
        pinned & self.colors[us]
    }

    /// The rooks the side to move may castle with (not in check): the
    /// path is empty and not attacked. Attacks are looked up without the
    /// castling rook, which in Chess960 may stand between an enemy rook
    /// and the king's square.
    #[inline]
    fn castling_rooks(&self, occupied: u64) -> u64 {
        let us = self.side_to_move;
        let mut rooks = 0;
        for side in CastlingSide::ALL {
            let path = &self.rules.paths[us][side.index()];
            if !self.castling.has(us, side) || occupied & path.empty != 0 {
                continue;
            }
            let without_rook = occupied ^ path.rook_from.bit();
            if Squares::new(path.unattacked).all(|sq| !self.is_attacked(!us, sq, without_rook)) {
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
        let captured = Square::from_index_masked(u32::from(8 * from.rank() + target.file()));
        let occupied = (self.occupied() ^ from.bit() ^ captured.bit()) | target.bit();
        self.attackers(!self.side_to_move, king, occupied) & !captured.bit() == 0
    }

    /// Calls `emit` with the legal moves of each piece of the side to move.
    #[inline]
    pub fn generate(&self, mut emit: impl FnMut(PieceMoves)) {
        let us = self.side_to_move;
        let ours = self.colors[us];
        let occupied = self.occupied();
        let king = self.king(us);
        let checkers = self.attackers(!us, king, occupied);

        // The king goes where no enemy attacks once it has left its square.
        let mut to = 0;
        for sq in Squares::new(king_attacks(king) & !ours) {
            if !self.is_attacked(!us, sq, occupied ^ king.bit()) {
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
        if checkers & checkers.wrapping_sub(1) != 0 {
            return; // double check: the king alone moves
        }
        // In check, the others take the checker or step between.
        let target = match bitboard::lowest(checkers) {
            Some(checker) => checkers | between(king, checker),
            None => !ours,
        };
        let pinned = self.pinned(king, occupied);

        // Pieces that are not pinned go anywhere on `target`.
        let free = ours & !pinned;
        let queens = self.roles[Role::Queen];
        let bishops = (self.roles[Role::Bishop] | queens) & free;
        let rooks = (self.roles[Role::Rook] | queens) & free;
        for from in Squares::new(self.roles[Role::Knight] & free) {
            emit_nonempty(&mut emit, Role::Knight, from, knight_attacks(from) & target);
        }
        for from in Squares::new(bishops & !queens) {
            emit_nonempty(
                &mut emit,
                Role::Bishop,
                from,
                bishop_attacks(from, occupied) & target,
            );
        }
        for from in Squares::new(rooks & !queens) {
            emit_nonempty(
                &mut emit,
                Role::Rook,
                from,
                rook_attacks(from, occupied) & target,
            );
        }
        for from in Squares::new(queens & free) {
            let to = (bishop_attacks(from, occupied) | rook_attacks(from, occupied)) & target;
            emit_nonempty(&mut emit, Role::Queen, from, to);
        }
        // A pinned slider stays on the line through its king; a pinned
        // knight cannot move.
        let pinned_sliders = pinned & !self.roles[Role::Knight] & !self.roles[Role::Pawn];
        for from in Squares::new(pinned_sliders) {
            let role = self.role_on(from).unwrap_or(Role::Queen);
            let attacks = match role {
                Role::Bishop => bishop_attacks(from, occupied),
                Role::Rook => rook_attacks(from, occupied),
                _ => bishop_attacks(from, occupied) | rook_attacks(from, occupied),
            };
            emit_nonempty(&mut emit, role, from, attacks & target & line(king, from));
        }

        // The pawn code for each colour, with its shifts known.
        match us {
            Color::White => self.pawn_moves(Color::White, king, target, pinned, &mut emit),
            Color::Black => self.pawn_moves(Color::Black, king, target, pinned, &mut emit),
        }
    }

    /// The pawns' moves: pushes set-wise for all pawns, captures and en
    /// passant per pawn.
    #[inline(always)]
    fn pawn_moves(
        &self,
        us: Color,
        king: Square,
        target: u64,
        pinned: u64,
        emit: &mut impl FnMut(PieceMoves),
    ) {
        let pawns = self.of(us, Role::Pawn);
        let empty = !self.occupied();
        let singles = single_pushes(us, pawns, empty);
        let doubles = double_pushes(us, pawns, empty);
        let theirs = self.colors[!us];
        // The pawns that may take en passant (at most two).
        let mut takers = 0;
        if let Some(ep) = self.en_passant {
            for from in Squares::new(pawn_attacks(!us, ep) & pawns) {
                if self.en_passant_is_legal(from, ep, king) {
                    takers |= from.bit();
                }
            }
        }
        let ep = self.en_passant.map_or(0, Square::bit);
        for from in Squares::new(pawns) {
            let ahead = single_pushes(us, from.bit(), !0);
            let pushes = singles & ahead | doubles & single_pushes(us, ahead, !0);
            let mut to = (pawn_attacks(us, from) & theirs | pushes) & target;
            if pinned & from.bit() != 0 {
                to &= line(king, from);
            }
            if takers & from.bit() != 0 {
                to |= ep;
            }
            emit_nonempty(emit, Role::Pawn, from, to);
        }
    }

    /// Adds or removes the piece of `color` and `role` on `sq`, and its key.
    #[inline]
    fn toggle(&mut self, color: Color, role: Role, sq: Square) {
        self.roles[role] ^= sq.bit();
        self.colors[color] ^= sq.bit();
        self.key ^= POLYGLOT.piece(Piece::from_parts(color, role), sq);
    }

    /// The en-passant key when Polyglot counts it: a pawn of the side to
    /// move stands beside the pawn that moved two squares.
    #[inline]
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
    #[inline]
    pub fn play(&self, m: Move) -> Board {
        let (us, them) = (self.side_to_move, !self.side_to_move);
        let mut next = *self;
        next.side_to_move = them;
        next.en_passant = None;
        // A FEN may start the clocks anywhere up to u32::MAX.
        next.halfmove_clock = next.halfmove_clock.saturating_add(1);
        next.fullmove_number = next
            .fullmove_number
            .saturating_add(u32::from(us == Color::Black));
        if self.is_castling(m) {
            let path = &self.rules.paths[us][castling_side(m).index()];
            next.toggle(us, Role::King, path.king_from);
            next.toggle(us, Role::Rook, path.rook_from);
            next.toggle(us, Role::King, path.king_to);
            next.toggle(us, Role::Rook, path.rook_to);
        } else {
            if self.colors[them] & m.to.bit() != 0 {
                let captured = self.role_on(m.to).unwrap_or(Role::Pawn);
                next.toggle(them, captured, m.to);
                next.halfmove_clock = 0;
            }
            next.toggle(us, m.role, m.from);
            next.toggle(us, m.promotion.unwrap_or(m.role), m.to);
            if m.role == Role::Pawn {
                next.halfmove_clock = 0;
                if Some(m.to) == self.en_passant {
                    let captured =
                        Square::from_index_masked(u32::from(8 * m.from.rank() + m.to.file()));
                    next.toggle(them, Role::Pawn, captured);
                }
                if m.from.index().abs_diff(m.to.index()) == 16 {
                    let passed = (m.from as u8 + m.to as u8) / 2;
                    next.en_passant = Some(Square::from_index_masked(u32::from(passed)));
                }
            }
        }
        next.castling = self
            .castling
            .after_move_kept(m.from, m.to, &self.rules.kept);
        next.key ^= POLYGLOT.white_to_move();
        if next.castling != self.castling {
            next.key ^= POLYGLOT.castling(self.castling) ^ POLYGLOT.castling(next.castling);
        }
        if self.en_passant.is_some() {
            next.key ^= self.en_passant_key();
        }
        if next.en_passant.is_some() {
            next.key ^= next.en_passant_key();
        }
        debug_assert_eq!(
            next.key,
            POLYGLOT.key(&next.position()),
            "{} after {m:?}",
            self.position()
        );
        next
    }

    /// True when `m` castles: the king moves onto its own rook.
    #[inline]
    pub fn is_castling(&self, m: Move) -> bool {
        m.role == Role::King && self.colors[self.side_to_move] & m.to.bit() != 0
    }

    /// `m` in UCI notation: `e1g1` for castling in standard chess, king to
    /// rook (`e1h1`) in Chess960 (UCI_Chess960).
    pub fn uci(&self, m: Move) -> String {
        let to = match self.rules.mode {
            CastlingMode::Standard if self.is_castling(m) => Square::from_index_masked(u32::from(
                8 * m.from.rank() + castling_side(m).king_to_file(),
            )),
            _ => m.to,
        };
        let promotion = m.promotion.map(Role::char).map(String::from);
        format!("{}{to}{}", m.from, promotion.unwrap_or_default())
    }
}

/// Emits the moves of `role` from `from` to `to`, unless there are none.
#[inline(always)]
fn emit_nonempty(emit: &mut impl FnMut(PieceMoves), role: Role, from: Square, to: u64) {
    if to != 0 {
        emit(PieceMoves { role, from, to });
    }
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
            moves.for_each(|m| nodes += perft(&board.play(m), depth - 1));
        }),
    }
    nodes
}
