//! The format-free table model every family fills and every writer reads:
//! a table's values, shape and documentation, nothing about Rust, JSON or C.

use crate::board;

/// The elements of a table, flat, in row-major order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Values {
    U8(Vec<u8>),
    /// Bytes that are bit sets (masks), written in hex.
    U8Bits(Vec<u8>),
    I8(Vec<i8>),
    U64(Vec<u64>),
}

impl Values {
    /// Rust name of the element type (also the registry's `element`).
    pub fn element(&self) -> &'static str {
        match self {
            Values::U8(_) | Values::U8Bits(_) => "u8",
            Values::I8(_) => "i8",
            Values::U64(_) => "u64",
        }
    }

    fn element_bytes(&self) -> usize {
        match self {
            Values::U8(_) | Values::U8Bits(_) | Values::I8(_) => 1,
            Values::U64(_) => 8,
        }
    }

    pub fn len(&self) -> usize {
        match self {
            Values::U8(v) | Values::U8Bits(v) => v.len(),
            Values::I8(v) => v.len(),
            Values::U64(v) => v.len(),
        }
    }

    /// Element `i`'s bits, a key that tells the elements of one table apart.
    pub fn bits(&self, i: usize) -> u64 {
        match self {
            Values::U8(v) | Values::U8Bits(v) => u64::from(v[i]),
            Values::I8(v) => i64::from(v[i]) as u64,
            Values::U64(v) => v[i],
        }
    }

    /// Element `i` as text: decimal for numbers, hex for masks and keys.
    pub fn cell(&self, i: usize) -> String {
        match self {
            Values::U8(v) => v[i].to_string(),
            Values::U8Bits(v) => format!("0x{:02X}", v[i]),
            Values::I8(v) => v[i].to_string(),
            Values::U64(v) => board::hex(v[i]),
        }
    }

    /// Whether the elements are bit sets (bitboards, keys or byte masks)
    /// rather than numbers.
    pub fn is_bits(&self) -> bool {
        matches!(self, Values::U8Bits(_) | Values::U64(_))
    }

    fn range(&self) -> Option<(i64, i64)> {
        let all: Vec<i64> = match self {
            Values::U8(v) => v.iter().map(|&x| i64::from(x)).collect(),
            Values::I8(v) => v.iter().map(|&x| i64::from(x)).collect(),
            Values::U8Bits(_) | Values::U64(_) => return None,
        };
        Some((*all.iter().min()?, *all.iter().max()?))
    }
}

/// One generated table (or scalar constant when `dims` is empty) and its documentation.
#[derive(Clone, Debug)]
pub struct Table {
    /// Rust name, SCREAMING_SNAKE_CASE.
    pub name: &'static str,
    /// Array dimensions, outermost first; empty for a scalar.
    pub dims: Vec<usize>,
    pub values: Values,
    /// One-line definition; first doc line and the registry's `definition`.
    pub definition: String,
    /// Where the definition comes from (CPW page or spec), with its address.
    pub source: &'static str,
    /// How the table is indexed, e.g. "`[from][to]` by square index".
    pub index: &'static str,
    /// Replaces the computed "Values: min..=max" line.
    pub values_doc: Option<String>,
    /// Extra doc paragraphs, one string per line ("" for a blank line).
    pub notes: Vec<String>,
    /// Picture lines (caption + fenced drawing); drawn automatically for
    /// `[u8; 64]` tables and, from the row of `example`, for `[[u8; 64]; 64]` ones.
    pub picture: Vec<String>,
    /// The square whose row a `[64][64]` table draws.
    pub example: usize,
}

impl Table {
    pub fn new(
        name: &'static str,
        dims: &[usize],
        values: Values,
        definition: impl Into<String>,
        source: &'static str,
    ) -> Table {
        Table {
            name,
            dims: dims.to_vec(),
            values,
            definition: definition.into(),
            source,
            index: "by square index (a1 = 0, h8 = 63)",
            values_doc: None,
            notes: Vec::new(),
            picture: Vec::new(),
            example: 27, // d4
        }
    }

    pub fn index(mut self, index: &'static str) -> Table {
        self.index = index;
        self
    }

    pub fn values_doc(mut self, doc: impl Into<String>) -> Table {
        self.values_doc = Some(doc.into());
        self
    }

    pub fn notes(mut self, lines: &[&str]) -> Table {
        self.notes.extend(lines.iter().map(|l| l.to_string()));
        self
    }

    pub fn picture(mut self, lines: Vec<String>) -> Table {
        self.picture.extend(lines);
        self
    }

    pub fn example(mut self, sq: usize) -> Table {
        self.example = sq;
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
        self.dims == [64, 64]
    }

    /// The documentation, one line per string (Markdown; "" for a blank line):
    /// definition, source, shape, values, size, notes, picture.
    pub fn doc_lines(&self) -> Vec<String> {
        let mut lines = vec![self.definition.clone(), String::new()];
        lines.push(format!("Source: {}.", self.source));
        lines.push(String::new());
        if self.dims.is_empty() {
            lines.push(format!("Type: `{}`.", self.shape()));
        } else {
            lines.push(format!(
                "Shape: `{}`, indexed {}.",
                self.shape(),
                self.index
            ));
        }
        let values = match (&self.values_doc, self.values.range()) {
            (Some(doc), _) => doc.clone(),
            (None, Some((lo, hi))) => format!("Values: {lo}..={hi}."),
            (None, None) => "Values: bitboards, bit n set = square n.".to_string(),
        };
        lines.push(values);
        lines.push(format!("Size: {} bytes.", self.bytes()));
        if !self.notes.is_empty() {
            lines.push(String::new());
            lines.extend(self.notes.iter().cloned());
        }
        let picture = self.auto_picture();
        if !picture.is_empty() {
            lines.push(String::new());
            lines.extend(picture);
        }
        lines
    }

    fn auto_picture(&self) -> Vec<String> {
        if !self.picture.is_empty() {
            return self.picture.clone();
        }
        match self.dims.as_slice() {
            [64] if !self.values.is_bits() => {
                let mut lines = vec!["The whole table as a board:".to_string(), String::new()];
                lines.extend(board::picture(|sq| self.values.cell(sq)));
                lines
            }
            [64, 64] if !self.values.is_bits() => {
                let sq = self.example;
                let mut lines = vec![
                    format!(
                        "The row of {} (`{}[{sq}]`), `*` marking {}:",
                        board::name(sq),
                        self.name,
                        board::name(sq)
                    ),
                    String::new(),
                ];
                lines.extend(self.row_picture(sq));
                lines
            }
            _ => Vec::new(),
        }
    }

    /// The row of `sq` in a `[64][64]` table as a board, `*` on `sq`: the
    /// values for numbers; for bitboards, the union of the row's masks.
    pub fn row_picture(&self, sq: usize) -> Vec<String> {
        if let Values::U64(v) = &self.values {
            let union = v[sq * 64..sq * 64 + 64].iter().fold(0, |all, m| all | m);
            return board::mask_picture(union, Some((sq, '*')));
        }
        board::picture(|to| {
            if to == sq {
                "*".to_string()
            } else {
                self.values.cell(sq * 64 + to)
            }
        })
    }
}
