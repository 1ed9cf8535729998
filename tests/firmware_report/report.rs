//! What the semihosting firmware prints, as one function over
//! `core::fmt::Write`: the firmware (`src/bin/semihosting.rs`) runs it on the
//! emulated Cortex-M4F, the host test (`tests/firmware_report.rs` in the
//! root crate) runs the same code on the host and compares the lines.
//!
//! Lines are `NAME BYTES 0xFNV1A` for every table (FNV-1a 64 over the
//! little-endian bytes of each element, in index order) and `LOOKUP VALUE`
//! for a few lookups and the keys of two positions, built from the per-item
//! key lookups. The table walking only iterates,
//! so it works whether a table is a `const` reference or a `static` array.

use chess_tables::{Color, Square, attacks, distance, lines, registry, x88, zobrist};
use core::fmt::{self, Write};

/// FNV-1a, 64 bits, with a count of the bytes fed.
pub struct Fnv1a {
    hash: u64,
    bytes: usize,
}

impl Fnv1a {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;

    pub const fn new() -> Self {
        Fnv1a {
            hash: Self::OFFSET,
            bytes: 0,
        }
    }

    pub fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.hash = (self.hash ^ u64::from(byte)).wrapping_mul(Self::PRIME);
        }
        self.bytes += bytes.len();
    }

    pub const fn hash(&self) -> u64 {
        self.hash
    }
}

impl Default for Fnv1a {
    fn default() -> Self {
        Self::new()
    }
}

/// A table element or a (nested) array of them, fed to the hash as
/// little-endian bytes in index order.
pub trait Table {
    fn feed(&self, fnv: &mut Fnv1a);
}

impl Table for u8 {
    fn feed(&self, fnv: &mut Fnv1a) {
        fnv.write(&self.to_le_bytes());
    }
}

impl Table for i8 {
    fn feed(&self, fnv: &mut Fnv1a) {
        fnv.write(&self.to_le_bytes());
    }
}

impl Table for u16 {
    fn feed(&self, fnv: &mut Fnv1a) {
        fnv.write(&self.to_le_bytes());
    }
}

impl Table for u64 {
    fn feed(&self, fnv: &mut Fnv1a) {
        fnv.write(&self.to_le_bytes());
    }
}

impl<T: Table, const N: usize> Table for [T; N] {
    fn feed(&self, fnv: &mut Fnv1a) {
        for element in self.iter() {
            element.feed(fnv);
        }
    }
}

// A `const NAME: &[T; N]` is a reference: hash what it points to.
impl<T: Table + ?Sized> Table for &T {
    fn feed(&self, fnv: &mut Fnv1a) {
        (**self).feed(fnv);
    }
}

fn checksum<T: Table + ?Sized>(out: &mut impl Write, name: &str, table: &T) -> fmt::Result {
    let mut fnv = Fnv1a::new();
    table.feed(&mut fnv);
    writeln!(out, "{name} {} 0x{:016x}", fnv.bytes, fnv.hash())
}

/// The key of the start position (`rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR
/// w KQkq - 0 1`) from the per-item lookups, as an engine builds a key:
/// the piece keys, all four castling rights, white to move.
fn start_key(keys: &zobrist::Keys) -> u64 {
    use chess_tables::{Piece, Role};
    const BACK_RANK: [Role; 8] = [
        Role::Rook,
        Role::Knight,
        Role::Bishop,
        Role::Queen,
        Role::King,
        Role::Bishop,
        Role::Knight,
        Role::Rook,
    ];
    let mut key = keys.castling(chess_tables::CastlingRights::FULL) ^ keys.white_to_move();
    for (file, role) in (0u8..).zip(BACK_RANK) {
        for (color, back, pawns) in [(Color::White, 0, 1), (Color::Black, 7, 6)] {
            let at = |rank| Square::from_file_rank(file, rank).unwrap_or(Square::A1);
            key ^= keys.piece(Piece::from_parts(color, role), at(back));
            key ^= keys.piece(Piece::from_parts(color, Role::Pawn), at(pawns));
        }
    }
    key
}

/// The key of a published Polyglot test position whose en-passant square
/// counts (`rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3`:
/// a white pawn on e5 beside the black pawn that just reached f5), updated
/// from the start position's key move by move: e2e5, d7d5, f7f5, and the
/// en-passant file by Polyglot's rule.
fn en_passant_key(keys: &zobrist::Keys) -> u64 {
    let (white, black) = (
        chess_tables::Piece::WhitePawn,
        chess_tables::Piece::BlackPawn,
    );
    let mut key = start_key(keys);
    for (piece, from, to) in [
        (white, Square::E2, Square::E5),
        (black, Square::D7, Square::D5),
        (black, Square::F7, Square::F5),
    ] {
        key ^= keys.piece(piece, from) ^ keys.piece(piece, to);
    }
    let white_pawns = 0x0000_0000_0000_EF00 | Square::E5.bit();
    if zobrist::polyglot_en_passant_counts(Color::White, Square::F6, white_pawns) {
        key ^= keys.en_passant(Square::F6);
    }
    key
}

/// Writes the whole report: the number of tables in the registry, a
/// checksum line per table, then the lookups and keys.
pub fn report(out: &mut impl Write) -> fmt::Result {
    writeln!(out, "tables {}", registry::TABLE_INFO.len())?;
    // Every table of the registry's one list but the opt-in `magic` and
    // `pext` ones (tests/magic.rs and tests/pext.rs check those), in
    // registry order. Defined here: the lines go to this function's `out`.
    macro_rules! checksums {
        ($($module:ident :: $name:ident),* $(,)?) => {
            $(
                if !matches!(stringify!($module), "magic" | "pext") {
                    checksum(out, stringify!($name), &chess_tables::$module::$name)?;
                }
            )*
        };
    }
    chess_tables::for_each_table!(checksums);

    // Occupancy: d6 blocks the d-file, g4 the fourth rank, f6 and b2 diagonals.
    let occupied = Square::D6.bit() | Square::G4.bit() | Square::F6.bit() | Square::B2.bit();
    writeln!(
        out,
        "knight_distance(a1,h8) {}",
        distance::knight_distance(Square::A1, Square::H8)
    )?;
    writeln!(
        out,
        "chebyshev_distance(b7,g2) {}",
        distance::chebyshev_distance(Square::B7, Square::G2)
    )?;
    writeln!(
        out,
        "center_manhattan_distance(a1) {}",
        distance::center_manhattan_distance(Square::A1)
    )?;
    writeln!(
        out,
        "x88_direction(a1,h8) {}",
        x88::direction(Square::A1, Square::H8)
    )?;
    writeln!(
        out,
        "x88_direction(h8,a1) {}",
        x88::direction(Square::H8, Square::A1)
    )?;
    writeln!(
        out,
        "rook_style_attack(a1,a8,0) {}",
        lines::rook_style_attack(Square::A1, Square::A8, 0)
    )?;
    writeln!(
        out,
        "knight_attacks(g1) 0x{:016x}",
        attacks::knight_attacks(Square::G1)
    )?;
    writeln!(
        out,
        "pawn_attacks(black,e5) 0x{:016x}",
        attacks::pawn_attacks(Color::Black, Square::E5)
    )?;
    writeln!(
        out,
        "between(a1,h8) 0x{:016x}",
        attacks::between(Square::A1, Square::H8)
    )?;
    writeln!(
        out,
        "rook_attacks(d4,occupied) 0x{:016x}",
        attacks::rook_attacks(Square::D4, occupied)
    )?;
    writeln!(
        out,
        "bishop_attacks(d4,occupied) 0x{:016x}",
        attacks::bishop_attacks(Square::D4, occupied)
    )?;
    writeln!(
        out,
        "queen_attacks(d4,occupied) 0x{:016x}",
        attacks::queen_attacks(Square::D4, occupied)
    )?;
    for (name, keys) in [
        ("polyglot", &zobrist::POLYGLOT),
        ("seeded", &zobrist::SEEDED),
    ] {
        writeln!(out, "{name}_key(start) 0x{:016x}", start_key(keys))?;
        writeln!(
            out,
            "{name}_key(en_passant) 0x{:016x}",
            en_passant_key(keys)
        )?;
    }
    writeln!(out, "end")
}
