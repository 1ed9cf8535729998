//! A table as Rust items: a `quote!` template for each item's frame (doc
//! attributes, visibility, name, type), parsed by syn, with the bulk values
//! attached afterwards as a directly built array expression, so the tens of
//! thousands of literals are never printed to tokens and parsed again.
//!
//! An array table is `pub static NAME: [T; N]`: one copy per binary, under
//! its own symbol. A `[[_; 64]; 64]` table is assembled from 64 private row
//! constants `NAME_A1 ..= NAME_H8`, each documented with its board, so a
//! reader finds `KNIGHT_DISTANCE[e4]` by searching for `KNIGHT_DISTANCE_E4`.
//! A scalar is a `pub const`.

use chess_tables_model::picture::{self, Picture};
use chess_tables_model::{Stability, Table, ValueKind, Values, board};
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};
use std::collections::BTreeMap;
use syn::punctuated::Punctuated;
use syn::{
    AttrStyle, Attribute, Expr, ExprArray, ExprLit, Item, Lit, LitStr, Meta, MetaNameValue, Path,
};

/// The part of a table one printing job writes: a square-by-square table
/// is written as the public table that assembles its rows, then the rows
/// (a few jobs, so the cores share the work evenly), so a reader meets the
/// table before its 64 row constants.
#[derive(Clone, Debug)]
pub enum Part {
    /// The row constants of these squares.
    Rows(std::ops::Range<usize>),
    /// The table's public item.
    Table,
}

/// The paragraph an implementation table's docs carry after its definition.
const IMPLEMENTATION_NOTE: &str = "Implementation table: how a lookup is done, not part of the \
     stability promise; its layout may change in a minor release. Use the lookup functions.";

/// The items of one part of a table.
pub fn items(table: &Table, part: &Part) -> Vec<Item> {
    let mut literals = Literals::new(table);
    match part {
        Part::Rows(squares) => rows(table, squares.clone(), &mut literals),
        Part::Table if table.dims.is_empty() => {
            let item = frame(table);
            vec![attach(item, literals.get(0))]
        }
        Part::Table if table.is_square_by_square() => vec![assembled(table)],
        Part::Table => {
            let item = frame(table);
            let values = nest(
                &table.dims,
                &mut (0..table.values.len()).map(|i| literals.get(i)),
            );
            vec![attach(item, values)]
        }
    }
}

/// The row constants of `squares`, each from the row template with its
/// name, docs and values.
fn rows(table: &Table, squares: std::ops::Range<usize>, literals: &mut Literals) -> Vec<Item> {
    let ty = element_type(&table.values, &[64]);
    squares
        .map(|sq| {
            let name = format_ident!("{}", row_name(table, sq));
            let mut row: syn::ItemConst = syn::parse2(quote!(const #name: #ty = [];))
                .expect("the row template is a valid item");
            row.attrs = row_docs(table, sq)
                .iter()
                .map(|l| doc_attribute(l))
                .collect();
            *row.expr = array((sq * 64..sq * 64 + 64).map(|i| literals.get(i)));
            Item::Const(row)
        })
        .collect()
}

/// The docs' text, the implementation paragraph after the definition
/// for an implementation table, and the pictures' lines after a blank line.
fn docs(table: &Table) -> (Vec<String>, Vec<String>) {
    let mut text = table.doc_text();
    if table.stability == Stability::Implementation {
        text.splice(1..1, [String::new(), IMPLEMENTATION_NOTE.to_string()]);
    }
    let mut pictures = picture::lines(&table.pictures());
    if !pictures.is_empty() {
        pictures.insert(0, String::new());
    }
    (text, pictures)
}

/// `pub static NAME: [[T; 64]; 64] = [NAME_A1, ..., NAME_H8];`
fn assembled(table: &Table) -> Item {
    let (mut docs, pictures) = docs(table);
    docs.extend(pictures);
    docs.extend([
        String::new(),
        format!(
            "Row by row: `{0}[sq]` is the constant `{0}_<SQ>` below, e.g. `{0}_E4`.",
            table.name
        ),
    ]);
    let rows = (0..64).map(|sq| format_ident!("{}", row_name(table, sq)));
    let ty = element_type(&table.values, &table.dims);
    let name = format_ident!("{}", table.name);
    let docs = docs.iter().map(|line| doc_text(line));
    parse(quote! {
        #(#[doc = #docs])*
        pub static #name: #ty = [#(#rows),*];
    })
}

/// `NAME_E4`: the row constant of `sq`.
fn row_name(table: &Table, sq: usize) -> String {
    chess_tables_model::row_name(&table.name, sq)
}

fn row_docs(table: &Table, sq: usize) -> Vec<String> {
    let square = board::name(sq);
    let what = if table.kind == ValueKind::Bitboard {
        "the union of its 64 masks"
    } else {
        "as a board"
    };
    Picture::new(
        format!(
            "Row {square} of [`{0}`], `{0}[{sq}]`: {what}, `*` marking {square}.",
            table.name
        ),
        table.row_drawing(sq),
    )
    .lines()
}

/// A doc attribute's text: prettyplease prints `#[doc = " x"]` as `/// x`.
fn doc_text(line: &str) -> String {
    if line.is_empty() {
        String::new()
    } else {
        format!(" {line}")
    }
}

/// `[T; d0]...` for the element type of `values`.
fn element_type(values: &Values, dims: &[usize]) -> TokenStream {
    let element = format_ident!("{}", values.element());
    dims.iter().rev().fold(quote!(#element), |ty, &d| {
        let d = Literal::usize_unsuffixed(d);
        quote!([#ty; #d])
    })
}

/// The table's item frame from its template, a `pub const` for a scalar
/// and a `pub static` for an array, with an empty value to be replaced.
/// The docs' text goes through the template; the pictures' lines, the bulk
/// of the docs (hundreds of boards), are attached as built attributes.
fn frame(table: &Table) -> Item {
    let (text, boards) = docs(table);
    let text = text.iter().map(|line| doc_text(line));
    let name = format_ident!("{}", table.name);
    let ty = element_type(&table.values, &table.dims);
    // Parsed as the item kind it is: syn's `Item` parser tries the others first.
    let mut item = if table.dims.is_empty() {
        let tokens = quote! {
            #(#[doc = #text])*
            pub const #name: #ty = 0;
        };
        Item::Const(syn::parse2(tokens).expect("the const template is a valid item"))
    } else {
        let tokens = quote! {
            #(#[doc = #text])*
            pub static #name: #ty = [];
        };
        Item::Static(syn::parse2(tokens).expect("the static template is a valid item"))
    };
    let attrs = match &mut item {
        Item::Static(item) => &mut item.attrs,
        Item::Const(item) => &mut item.attrs,
        _ => unreachable!("frames are statics and constants"),
    };
    attrs.extend(boards.iter().map(|line| doc_attribute(line)));
    item
}

/// `#[doc = " line"]`, built as a syntax tree.
fn doc_attribute(line: &str) -> Attribute {
    Attribute {
        pound_token: Default::default(),
        style: AttrStyle::Outer,
        bracket_token: Default::default(),
        meta: Meta::NameValue(MetaNameValue {
            path: Path::from(Ident::new("doc", Span::call_site())),
            eq_token: Default::default(),
            value: Expr::Lit(ExprLit {
                attrs: Vec::new(),
                lit: Lit::Str(LitStr::new(&doc_text(line), Span::call_site())),
            }),
        }),
    }
}

/// Parses a template's tokens: the generator writes them, so they always parse.
fn parse(tokens: TokenStream) -> Item {
    syn::parse2(tokens).expect("the generator's templates are valid items")
}

/// The frame with `value` as its initializer.
fn attach(mut item: Item, value: Expr) -> Item {
    match &mut item {
        Item::Static(item) => *item.expr = value,
        Item::Const(item) => *item.expr = value,
        _ => unreachable!("frames are statics and constants"),
    }
    item
}

/// `[a, b, ...]`.
fn array(elements: impl IntoIterator<Item = Expr>) -> Expr {
    Expr::Array(ExprArray {
        attrs: Vec::new(),
        bracket_token: Default::default(),
        elems: elements.into_iter().collect::<Punctuated<_, _>>(),
    })
}

/// Nested array expressions of `dims` (outermost first) over the elements in row-major order.
fn nest(dims: &[usize], elements: &mut impl Iterator<Item = Expr>) -> Expr {
    array((0..dims[0]).map(|_| {
        if dims.len() == 1 {
            elements
                .next()
                .expect("as many elements as the dimensions hold")
        } else {
            nest(&dims[1..], elements)
        }
    }))
}

/// A table's elements as literals: decimal for numbers (a negative one as
/// one literal, so prettyplease fills rows of them instead of printing a
/// unary minus per line), grouped hex for masks and keys. Each distinct
/// value is made once (most tables repeat a few values) and reused.
struct Literals<'a> {
    table: &'a Table,
    built: BTreeMap<u64, Cached>,
}

// How a value is reused. syn works a literal's value out when the literal
// is built, slowly in an unoptimised build script: cloning a built one is
// faster, but needs syn's `clone-impls`, which lengthens syn's compile.
// That pays off only for the magic family's many hex literals, so the
// feature `magic` turns it on; without it the token is kept and the
// literal rebuilt (contributing/performance.md, "Build cost", has the
// figures). Either way the tree, and the printed file, are the same.
#[cfg(feature = "magic")]
type Cached = Expr;
#[cfg(not(feature = "magic"))]
type Cached = Literal;

impl<'a> Literals<'a> {
    fn new(table: &'a Table) -> Self {
        Literals {
            table,
            built: BTreeMap::new(),
        }
    }

    fn get(&mut self, i: usize) -> Expr {
        let table = self.table;
        let cached = self
            .built
            .entry(table.values.bits(i))
            .or_insert_with(|| cache(table.cell(i)));
        reuse(cached)
    }
}

#[cfg(feature = "magic")]
fn cache(cell: String) -> Cached {
    literal(cell.parse().expect("a cell is one literal"))
}

#[cfg(feature = "magic")]
fn reuse(cached: &Cached) -> Expr {
    cached.clone()
}

#[cfg(not(feature = "magic"))]
fn cache(cell: String) -> Cached {
    cell.parse().expect("a cell is one literal")
}

#[cfg(not(feature = "magic"))]
fn reuse(cached: &Cached) -> Expr {
    literal(cached.clone())
}

/// The literal expression of a token.
fn literal(token: Literal) -> Expr {
    Expr::Lit(ExprLit {
        attrs: Vec::new(),
        lit: Lit::new(token),
    })
}
