//! The format-free table model every family fills and every writer reads:
//! a table's values and what they mean (the kind of its values, the meaning
//! of each axis, whether it is covered by the stability promise), its
//! documentation and pictures; nothing about Rust, JSON, C or HTML.
//!
//! Writers decide from these fields alone, never from the documentation's
//! wording: rewording a doc line changes the text they print, nothing else.

use crate::board;
use crate::picture::{self, Picture};
use std::borrow::Cow;

/// The elements of a table as stored, flat, in row-major order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Values {
    /// Unsigned bytes.
    U8(Vec<u8>),
    /// Signed bytes.
    I8(Vec<i8>),
    /// 16-bit words.
    U16(Vec<u16>),
    /// Signed 16-bit numbers.
    I16(Vec<i16>),
    /// 32-bit words.
    U32(Vec<u32>),
    /// Signed 32-bit numbers.
    I32(Vec<i32>),
    /// 64-bit words.
    U64(Vec<u64>),
}

impl Values {
    /// Rust name of the element type (also the registry's `element`).
    pub fn element(&self) -> &'static str {
        match self {
            Values::U8(_) => "u8",
            Values::I8(_) => "i8",
            Values::U16(_) => "u16",
            Values::I16(_) => "i16",
            Values::U32(_) => "u32",
            Values::I32(_) => "i32",
            Values::U64(_) => "u64",
        }
    }

    /// The size of one element in bytes.
    pub fn element_bytes(&self) -> usize {
        match self {
            Values::U8(_) | Values::I8(_) => 1,
            Values::U16(_) | Values::I16(_) => 2,
            Values::U32(_) | Values::I32(_) => 4,
            Values::U64(_) => 8,
        }
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        match self {
            Values::U8(v) => v.len(),
            Values::I8(v) => v.len(),
            Values::U16(v) => v.len(),
            Values::I16(v) => v.len(),
            Values::U32(v) => v.len(),
            Values::I32(v) => v.len(),
            Values::U64(v) => v.len(),
        }
    }

    /// Whether there are no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i`'s bits, a key that tells the elements of one table apart.
    pub fn bits(&self, i: usize) -> u64 {
        match self {
            Values::U8(v) => u64::from(v[i]),
            Values::I8(v) => i64::from(v[i]) as u64,
            Values::U16(v) => u64::from(v[i]),
            Values::I16(v) => i64::from(v[i]) as u64,
            Values::U32(v) => u64::from(v[i]),
            Values::I32(v) => i64::from(v[i]) as u64,
            Values::U64(v) => v[i],
        }
    }

    /// Element `i` as a number (every element type fits an `i128`).
    pub fn number(&self, i: usize) -> i128 {
        match self {
            Values::U8(v) => i128::from(v[i]),
            Values::I8(v) => i128::from(v[i]),
            Values::U16(v) => i128::from(v[i]),
            Values::I16(v) => i128::from(v[i]),
            Values::U32(v) => i128::from(v[i]),
            Values::I32(v) => i128::from(v[i]),
            Values::U64(v) => i128::from(v[i]),
        }
    }

    /// The little-endian bytes of the elements, in index order: what a
    /// table's fingerprint hashes.
    pub fn le_bytes(&self) -> Vec<u8> {
        fn all<const N: usize, T: Copy>(v: &[T], bytes: impl Fn(T) -> [u8; N]) -> Vec<u8> {
            v.iter().flat_map(|&x| bytes(x)).collect()
        }
        match self {
            Values::U8(v) => v.clone(),
            Values::I8(v) => all(v, i8::to_le_bytes),
            Values::U16(v) => all(v, u16::to_le_bytes),
            Values::I16(v) => all(v, i16::to_le_bytes),
            Values::U32(v) => all(v, u32::to_le_bytes),
            Values::I32(v) => all(v, i32::to_le_bytes),
            Values::U64(v) => all(v, u64::to_le_bytes),
        }
    }

    /// The smallest and largest element (`None` for no elements).
    fn range(&self) -> Option<(i128, i128)> {
        let all = (0..self.len()).map(|i| self.number(i));
        Some((all.clone().min()?, all.max()?))
    }
}

/// What a table's values are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValueKind {
    /// A count or a distance (`u8`; a user's own table, any element
    /// type), written in decimal.
    Number,
    /// A step on the 0x88 board, `16 * rank step + file step` (`i8`), written in decimal.
    X88Step,
    /// A bitboard (`u64`): bit n set = square n.
    Bitboard,
    /// Bit flags naming the kinds of piece that attack (`u8`).
    AttackFlags,
    /// The squares of one rank as 8 bits, bit f = file f (`u8`).
    RankMask,
    /// A set of castling rights as 4 bits (`u8`): 1 white king side, 2 white
    /// queen side, 4 black king side, 8 black queen side.
    CastlingBits,
    /// A Zobrist key, or the XOR of several (`u64`).
    ZobristKey,
    /// The seed of a key generator (`u64`).
    Seed,
    /// A field of a magic entry, as its axis [`Axis::MagicField`] names it (`u64`).
    MagicEntry,
    /// An attack set packed onto its square's attack mask (`u16`): bit k
    /// set = the mask's k-th lowest square is attacked (BMI2's `pext` of
    /// the bitboard by the mask; `pdep` by the mask gives it back).
    PackedBitboard,
}

impl ValueKind {
    /// Whether values are bit patterns (sets, keys, seeds), written in hex,
    /// rather than numbers, written in decimal.
    pub fn is_bits(self) -> bool {
        !matches!(self, ValueKind::Number | ValueKind::X88Step)
    }

    /// Whether `values` are stored as this kind's values must be.
    pub fn fits(self, values: &Values) -> bool {
        match self {
            // A user's own numbers may be of any element type.
            ValueKind::Number => true,
            ValueKind::AttackFlags | ValueKind::RankMask | ValueKind::CastlingBits => {
                matches!(values, Values::U8(_))
            }
            ValueKind::X88Step => matches!(values, Values::I8(_)),
            ValueKind::Bitboard
            | ValueKind::ZobristKey
            | ValueKind::Seed
            | ValueKind::MagicEntry => {
                matches!(values, Values::U64(_))
            }
            ValueKind::PackedBitboard => matches!(values, Values::U16(_)),
        }
    }
}

/// What one dimension of a table is indexed by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// A square, a1 = 0 ..= h8 = 63.
    Square,
    /// A side: 0 white (moving toward rank 8), 1 black.
    Color,
    /// The color of a square: 0 dark (a1), 1 light, `(file + rank) & 1`.
    SquareColor,
    /// A file, 0 (a) ..= 7 (h).
    File,
    /// A rank, 0 (rank 1) ..= 7 (rank 8).
    Rank,
    /// One of the eight directions, 0 north clockwise to 7 north-west.
    Direction,
    /// A Chebyshev distance, 0..=7.
    Distance,
    /// A 0x88 difference: `16 * rank difference + file difference + offset`, 240 entries.
    X88Difference {
        /// The index of two equal squares.
        offset: usize,
    },
    /// 0 a diagonal (a1-h8 direction), 1 an anti-diagonal (h1-a8 direction).
    DiagonalKind,
    /// A diagonal's number: `7 + rank - file` for diagonals, `rank + file` for anti-diagonals.
    Diagonal,
    /// The occupancy of a rank's six inner squares (files b..g) as 6 bits.
    InnerOccupancy,
    /// A key number of the Polyglot layout: pieces, castling, en-passant files, side to move.
    KeyIndex,
    /// A set of castling rights as 4 bits: white short, white long, black short, black long.
    CastlingRights,
    /// A side of castling: 0 king side (`O-O`), 1 queen side (`O-O-O`).
    CastlingSide,
    /// A square of a castling: 0 king's start, 1 king's end, 2 rook's start, 3 rook's end.
    CastlingSquare,
    /// A field of a magic entry: 0 mask, 1 magic, 2 offset.
    MagicField,
    /// A magic index: a square's offset plus its hashed occupancy.
    MagicIndex {
        /// The number of entries.
        len: usize,
    },
    /// A role, in the vocabulary's order: 0 pawn, 1 knight, 2 bishop,
    /// 3 rook, 4 queen, 5 king.
    Role,
    /// A piece, in the vocabulary's (Polyglot's) order: `2 * role + 1` for
    /// white, `2 * role` for black (black pawn 0 ..= white king 11).
    Piece,
    /// A count of the user's own, `0..len`, named in the table's index doc.
    Count {
        /// The number of indices.
        len: usize,
    },
}

impl Axis {
    /// The number of indices along the axis.
    #[expect(
        clippy::len_without_is_empty,
        reason = "an axis is a table's dimension: it always has indices"
    )]
    pub fn len(self) -> usize {
        match self {
            Axis::Square | Axis::InnerOccupancy => 64,
            Axis::Color | Axis::SquareColor | Axis::DiagonalKind | Axis::CastlingSide => 2,
            Axis::CastlingSquare => 4,
            Axis::File | Axis::Rank | Axis::Direction | Axis::Distance => 8,
            Axis::X88Difference { .. } => 240,
            Axis::Diagonal => 15,
            Axis::KeyIndex => 781,
            Axis::CastlingRights => 16,
            Axis::MagicField => 3,
            Axis::MagicIndex { len } | Axis::Count { len } => len,
            Axis::Role => 6,
            Axis::Piece => 12,
        }
    }

    /// The axis's name in words, as the HTML page titles a table by it
    /// (`KNIGHT_PST[color][square]`); a count's name is its table's
    /// ([`Table::axis_names`]), `"count"` until it is set.
    pub fn name(self) -> &'static str {
        match self {
            Axis::Square => "square",
            Axis::Color => "color",
            Axis::SquareColor => "square_color",
            Axis::File => "file",
            Axis::Rank => "rank",
            Axis::Direction => "direction",
            Axis::Distance => "distance",
            Axis::X88Difference { .. } => "x88_difference",
            Axis::DiagonalKind => "diagonal_kind",
            Axis::Diagonal => "diagonal",
            Axis::InnerOccupancy => "occupancy",
            Axis::KeyIndex => "key",
            Axis::CastlingRights => "rights",
            Axis::CastlingSide => "side",
            Axis::CastlingSquare => "castling_square",
            Axis::MagicField => "field",
            Axis::MagicIndex { .. } => "index",
            Axis::Role => "role",
            Axis::Piece => "piece",
            Axis::Count { .. } => "count",
        }
    }
}

/// Whether a table is part of the crate's promise that a change to a
/// table's contents is a major version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stability {
    /// A product table: what the crate offers; its contents and layout change
    /// only in a major release.
    Product,
    /// An implementation table: how a lookup function does its work; its
    /// layout may change in a minor release.
    Implementation,
}

/// One generated table (or scalar constant when it has no axes) and its documentation.
#[derive(Clone, Debug)]
pub struct Table {
    /// Rust name, SCREAMING_SNAKE_CASE.
    pub name: Cow<'static, str>,
    /// What each dimension is indexed by, outermost first; empty for a scalar.
    pub axes: Vec<Axis>,
    /// Each axis's name, outermost first: [`Axis::name`] unless set
    /// ([`Table::axis_names`]), as a table of one's own names its counts.
    pub axis_names: Vec<Cow<'static, str>>,
    /// Array dimensions, outermost first: the axes' lengths.
    pub dims: Vec<usize>,
    /// What the values are.
    pub kind: ValueKind,
    /// The values as stored.
    pub values: Values,
    /// Whether the table is covered by the stability promise.
    pub stability: Stability,
    /// One-line definition; first doc line and the registry's `definition`.
    pub definition: String,
    /// Where the definition comes from (CPW page or spec), with its address.
    pub source: Cow<'static, str>,
    /// How the table is indexed, in words, e.g. "`[from][to]` by square index".
    pub index: Cow<'static, str>,
    /// Replaces the computed "Values: min..=max" line.
    pub values_doc: Option<String>,
    /// Extra doc paragraphs, one string per line ("" between paragraphs).
    pub notes: Vec<String>,
    /// The pictures; when empty, one is drawn from the values for tables
    /// of numbers by square ([`Table::pictures`]).
    pub pictures: Vec<Picture>,
    /// The square whose row a square-by-square table draws.
    pub example: usize,
}

impl Table {
    /// A product table of `kind` values along `axes`, indexed by square
    /// in the docs until [`Table::index`] says otherwise.
    ///
    /// # Panics
    /// When `values` do not fit `kind` or do not fill `axes`: a generator bug.
    pub fn new(
        name: impl Into<Cow<'static, str>>,
        axes: &[Axis],
        kind: ValueKind,
        values: Values,
        definition: impl Into<String>,
        source: impl Into<Cow<'static, str>>,
    ) -> Table {
        let name = name.into();
        let dims: Vec<usize> = axes.iter().map(|axis| axis.len()).collect();
        assert!(
            kind.fits(&values),
            "{name}: {kind:?} values as {}",
            values.element()
        );
        assert_eq!(
            dims.iter().product::<usize>(),
            values.len(),
            "{name}: values fill the axes"
        );
        Table {
            name,
            axes: axes.to_vec(),
            axis_names: axes.iter().map(|axis| Cow::Borrowed(axis.name())).collect(),
            dims,
            kind,
            values,
            stability: Stability::Product,
            definition: definition.into(),
            source: source.into(),
            index: Cow::Borrowed("by square index (a1 = 0, h8 = 63)"),
            values_doc: None,
            notes: Vec::new(),
            pictures: Vec::new(),
            example: 27, // d4
        }
    }

    /// Names the axes, outermost first.
    ///
    /// # Panics
    /// When the names are not one per axis: a generator bug.
    pub fn axis_names(mut self, names: Vec<Cow<'static, str>>) -> Table {
        assert_eq!(
            names.len(),
            self.axes.len(),
            "{}: one name per axis",
            self.name
        );
        self.axis_names = names;
        self
    }

    /// Sets how the table is indexed, in words.
    pub fn index(mut self, index: impl Into<Cow<'static, str>>) -> Table {
        self.index = index.into();
        self
    }

    /// Sets the values line of the docs.
    pub fn values_doc(mut self, doc: impl Into<String>) -> Table {
        self.values_doc = Some(doc.into());
        self
    }

    /// Adds note lines.
    pub fn notes(mut self, lines: &[&str]) -> Table {
        self.notes.extend(lines.iter().map(|l| l.to_string()));
        self
    }

    /// Adds a picture.
    pub fn picture(mut self, picture: Picture) -> Table {
        self.pictures.push(picture);
        self
    }

    /// Sets the square whose row a square-by-square table draws.
    pub fn example(mut self, sq: usize) -> Table {
        self.example = sq;
        self
    }

    /// Sets whether the table is covered by the stability promise.
    pub fn stability(mut self, stability: Stability) -> Table {
        self.stability = stability;
        self
    }

    /// Rust type, e.g. `[[u8; 64]; 64]`.
    pub fn shape(&self) -> String {
        self.dims
            .iter()
            .rev()
            .fold(self.values.element().to_string(), |ty, d| {
                format!("[{ty}; {d}]")
            })
    }

    /// Size of the data in bytes.
    pub fn bytes(&self) -> usize {
        self.values.len() * self.values.element_bytes()
    }

    /// Whether the table is indexed `[square][square]`: one row per square.
    pub fn is_square_by_square(&self) -> bool {
        self.axes == [Axis::Square, Axis::Square]
    }

    /// Element `i` as text: decimal for numbers, hex for bit patterns
    /// (`0x` and two digits for a byte, grouped hex for a u64).
    pub fn cell(&self, i: usize) -> String {
        match &self.values {
            Values::U64(v) if self.kind.is_bits() => hex(v[i]),
            Values::U8(v) if self.kind.is_bits() => format!("0x{:02X}", v[i]),
            Values::U16(v) if self.kind.is_bits() => format!("0x{:04X}", v[i]),
            values => values.number(i).to_string(),
        }
    }

    /// The table's fingerprint: FNV-1a 64 over the little-endian bytes of
    /// its elements in index order (the function chess-tables pins its own
    /// tables with, in its tests' `fingerprints.txt`).
    pub fn fingerprint(&self) -> u64 {
        self.values
            .le_bytes()
            .iter()
            .fold(0xcbf2_9ce4_8422_2325, |h, &b| {
                (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
            })
    }

    /// The `Source:` line.
    pub fn source_line(&self) -> String {
        format!("Source: {}.", self.source)
    }

    /// The facts, one line each: shape (or type) and index, values, size.
    pub fn facts(&self) -> Vec<String> {
        let shape = if self.dims.is_empty() {
            format!("Type: `{}`.", self.shape())
        } else {
            format!("Shape: `{}`, indexed {}.", self.shape(), self.index)
        };
        let values = match (&self.values_doc, self.kind, self.values.range()) {
            (Some(doc), _, _) => doc.clone(),
            (None, ValueKind::Bitboard, _) => {
                "Values: bitboards, bit n set = square n.".to_string()
            }
            (None, kind, Some((lo, hi))) if !kind.is_bits() => format!("Values: {lo}..={hi}."),
            (None, _, _) => "Values: bit patterns, written in hex.".to_string(),
        };
        vec![
            shape,
            values,
            format!("Size: {} bytes.", grouped(self.bytes())),
        ]
    }

    /// The documentation's text, one line per string (Markdown; "" for a
    /// blank line): definition, source, facts, notes; no pictures.
    pub fn doc_text(&self) -> Vec<String> {
        let mut lines = vec![self.definition.clone(), String::new()];
        lines.push(self.source_line());
        lines.push(String::new());
        lines.extend(self.facts());
        if !self.notes.is_empty() {
            lines.push(String::new());
            lines.extend(self.notes.iter().cloned());
        }
        lines
    }

    /// The documentation, text and pictures, one line per string, for
    /// writers that print pictures as plain text.
    pub fn doc_lines(&self) -> Vec<String> {
        let mut lines = self.doc_text();
        let pictures = picture::lines(&self.pictures());
        if !pictures.is_empty() {
            lines.push(String::new());
            lines.extend(pictures);
        }
        lines
    }

    /// The pictures: the table's own, or else, for numbers by square, the
    /// whole table as a board, or the row of [`Table::example`] of a
    /// square-by-square table.
    pub fn pictures(&self) -> Vec<Picture> {
        if !self.pictures.is_empty() {
            return self.pictures.clone();
        }
        if self.kind.is_bits() {
            return Vec::new();
        }
        match self.axes.as_slice() {
            [Axis::Square] => vec![Picture::new(
                "The whole table as a board:",
                picture::board(|sq| self.cell(sq)),
            )],
            [Axis::Square, Axis::Square] => {
                let sq = self.example;
                let square = board::name(sq);
                vec![Picture::new(
                    format!(
                        "The row of {square} (`{}[{sq}]`), `*` marking {square}:",
                        self.name
                    ),
                    self.row_drawing(sq),
                )]
            }
            _ => Vec::new(),
        }
    }

    /// The row of `sq` in a square-by-square table as a board, `*` on
    /// `sq`: the union of the row's masks for bitboards, else the values.
    pub fn row_drawing(&self, sq: usize) -> Vec<String> {
        if let (ValueKind::Bitboard, Values::U64(v)) = (self.kind, &self.values) {
            let union = v[sq * 64..sq * 64 + 64].iter().fold(0, |all, m| all | m);
            return picture::mask(union, Some((sq, '*')));
        }
        picture::board(|to| {
            if to == sq {
                "*".to_string()
            } else {
                self.cell(sq * 64 + to)
            }
        })
    }
}

/// The Rust name of row `sq` of the `[square][square]` table `table`, the
/// row constant the Rust writer emits: `KNIGHT_DISTANCE_E4`.
pub fn row_name(table: &str, sq: usize) -> String {
    format!("{table}_{}", board::name(sq).to_uppercase())
}

/// A u64 written as `0x` + 16 upper-case hex digits in groups of four.
pub fn hex(value: u64) -> String {
    let digits = format!("{value:016X}");
    let groups: Vec<&str> = (0..4).map(|g| &digits[g * 4..g * 4 + 4]).collect();
    format!("0x{}", groups.join("_"))
}

/// `n` with its digits grouped by threes, as the docs write figures:
/// `116648` is `"116,648"`.
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn figures_are_grouped_by_threes() {
        assert_eq!(super::grouped(0), "0");
        assert_eq!(super::grouped(999), "999");
        assert_eq!(super::grouped(4096), "4,096");
        assert_eq!(super::grouped(116_648), "116,648");
        assert_eq!(super::grouped(1_082_416), "1,082,416");
    }

    use super::*;

    #[test]
    fn hex_is_grouped() {
        assert_eq!(hex(0x0101_0101_0101_0101), "0x0101_0101_0101_0101");
        assert_eq!(hex(u64::MAX), "0xFFFF_FFFF_FFFF_FFFF");
    }

    #[test]
    fn kinds_choose_the_cells_and_the_values_line() {
        let flags = Table::new(
            "A",
            &[Axis::File],
            ValueKind::RankMask,
            Values::U8(vec![5; 8]),
            "A test table.",
            "nowhere",
        );
        assert_eq!(flags.cell(0), "0x05");
        let numbers = Table::new(
            "B",
            &[Axis::File],
            ValueKind::Number,
            Values::U8((0..8).collect()),
            "A test table.",
            "nowhere",
        );
        assert_eq!(numbers.cell(5), "5");
        assert_eq!(numbers.facts()[1], "Values: 0..=7.");
        assert_eq!(numbers.dims, [8]);
    }

    #[test]
    #[should_panic(expected = "values as u8")]
    fn a_kind_must_fit_its_storage() {
        Table::new(
            "A",
            &[Axis::File],
            ValueKind::Bitboard,
            Values::U8(vec![0; 8]),
            "A test table.",
            "nowhere",
        );
    }
}
