//! Turns computed tables into documented, pretty-printed Rust source.
//!
//! Every table becomes `pub const NAME: &[T; N] = &[...];` (a reference, so a
//! debug build indexes the one promoted copy instead of copying the array),
//! with one `#[doc]` attribute per line so prettyplease prints `///` lines.

use crate::board;
use crate::syntax;
use std::collections::BTreeMap;

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
    /// Rust name of the element type.
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

    pub(crate) fn len(&self) -> usize {
        match self {
            Values::U8(v) | Values::U8Bits(v) => v.len(),
            Values::I8(v) => v.len(),
            Values::U64(v) => v.len(),
        }
    }

    /// Element `i` as a syntax tree literal: decimal for small integers
    /// (negative ones as one literal, so prettyplease fills rows of them),
    /// grouped hex for u64.
    fn expr(&self, i: usize) -> syn::Expr {
        let repr = match self {
            Values::U64(v) => board::hex(v[i]),
            _ => self.cell(i),
        };
        syntax::integer(&repr)
    }

    /// Element `i`'s bits, a key that tells the elements of one table apart.
    fn bits(&self, i: usize) -> u64 {
        match self {
            Values::U8(v) | Values::U8Bits(v) => u64::from(v[i]),
            Values::I8(v) => i64::from(v[i]) as u64,
            Values::U64(v) => v[i],
        }
    }

    /// Every element as a syntax tree literal, in order. Each distinct value
    /// is built once and cloned: syn works out a literal's value when it is
    /// built, which for the generator's 32,000 literals was 40% of a build
    /// script's run, and most tables repeat a few values.
    fn exprs(&self) -> impl Iterator<Item = syn::Expr> + '_ {
        let mut built = BTreeMap::new();
        (0..self.len()).map(move |i| {
            built
                .entry(self.bits(i))
                .or_insert_with(|| self.expr(i))
                .clone()
        })
    }

    /// Cell text for a picture.
    fn cell(&self, i: usize) -> String {
        match self {
            Values::U8(v) => v[i].to_string(),
            Values::U8Bits(v) => format!("0x{:02X}", v[i]),
            Values::I8(v) => v[i].to_string(),
            Values::U64(v) => board::hex(v[i]),
        }
    }

    /// Element `i` as JSON: a number, or a `"0x…"` string for u64.
    pub(crate) fn json(&self, i: usize) -> String {
        match self {
            Values::U64(v) => format!("\"{:#018x}\"", v[i]),
            Values::U8Bits(v) => v[i].to_string(),
            _ => self.cell(i),
        }
    }

    /// Element `i` as a C99 literal.
    pub(crate) fn c_literal(&self, i: usize) -> String {
        match self {
            Values::U64(v) => format!("UINT64_C({:#018x})", v[i]),
            _ => self.cell(i),
        }
    }

    /// Rust element type's C99 name.
    pub(crate) fn c_type(&self) -> &'static str {
        match self {
            Values::U8(_) | Values::U8Bits(_) => "uint8_t",
            Values::I8(_) => "int8_t",
            Values::U64(_) => "uint64_t",
        }
    }

    /// How many elements fit one line of JSON or C text.
    pub(crate) fn per_line(&self) -> usize {
        match self {
            Values::U64(_) => 4,
            _ => 16,
        }
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

    pub(crate) fn doc_lines(&self) -> Vec<String> {
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
        let small = !matches!(self.values, Values::U64(_));
        match self.dims.as_slice() {
            [64] if small => {
                let mut lines = vec!["The whole table as a board:".to_string(), String::new()];
                lines.extend(board::picture(|sq| self.values.cell(sq)));
                lines
            }
            [64, 64] if small => {
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
                lines.extend(board::picture(|to| {
                    if to == sq {
                        "*".to_string()
                    } else {
                        self.values.cell(sq * 64 + to)
                    }
                }));
                lines
            }
            _ => Vec::new(),
        }
    }

    /// The item: doc attributes and `pub const NAME: &TYPE = &[...];`
    /// (`pub const NAME: TYPE = value;` for a scalar).
    pub fn item(&self) -> syn::Item {
        let docs = syntax::doc_attrs(&self.doc_lines());
        let element = syntax::named_type(self.values.element());
        if self.dims.is_empty() {
            return syntax::const_item(docs, self.name, element, self.values.expr(0));
        }
        let ty = self
            .dims
            .iter()
            .rev()
            .fold(element, |ty, &d| syntax::array_type(ty, d));
        let values = nest(&self.dims, &mut self.values.exprs());
        syntax::const_item(
            docs,
            self.name,
            syntax::reference_type(ty),
            syntax::reference(values),
        )
    }
}

/// Nested array expressions of `dims` (outermost first) over the elements in row-major order.
fn nest(dims: &[usize], elements: &mut impl Iterator<Item = syn::Expr>) -> syn::Expr {
    syntax::array((0..dims[0]).map(|_| {
        if dims.len() == 1 {
            elements
                .next()
                .expect("as many elements as the dimensions hold")
        } else {
            nest(&dims[1..], elements)
        }
    }))
}

/// Nested brackets around the elements of `dims` (outermost first), the
/// innermost rows wrapped at `per_line` elements, items separated by commas
/// (none trailing, as JSON wants); inner lines indented `indent + 4`.
pub(crate) fn nested_text(
    dims: &[usize],
    start: usize,
    element: &dyn Fn(usize) -> String,
    (open, close): (&str, &str),
    per_line: usize,
    indent: usize,
) -> String {
    let pad = " ".repeat(indent);
    let stride: usize = dims[1..].iter().product();
    let lines: Vec<String> = if dims.len() == 1 {
        let items: Vec<String> = (0..dims[0]).map(|i| element(start + i)).collect();
        items
            .chunks(per_line)
            .map(|chunk| format!("{pad}    {}", chunk.join(", ")))
            .collect()
    } else {
        (0..dims[0])
            .map(|i| {
                let inner = nested_text(
                    &dims[1..],
                    start + i * stride,
                    element,
                    (open, close),
                    per_line,
                    indent + 4,
                );
                format!("{pad}    {inner}")
            })
            .collect()
    };
    format!("{open}\n{}\n{pad}{close}", lines.join(",\n"))
}

/// Header of every generated file. Plain comments: an `include!`d file
/// cannot carry inner attributes or inner docs.
pub fn header(family: &str) -> String {
    format!(
        "// @generated by chess-tables-codegen {version}: the `{family}` tables of chess-tables.\n\
         // Do not edit: chess-tables' build.rs writes it with `chess_tables_codegen::generate`\n\
         // for the enabled features (and CHESS_TABLES_ZOBRIST_SEED, when set).\n\
         // Squares are numbered little-endian rank-file: a1 = 0, h1 = 7, a8 = 56, h8 = 63;\n\
         // in bitboards bit n stands for square n. Board pictures show rank 8 on top.\n\n",
        version = env!("CARGO_PKG_VERSION"),
    )
}
