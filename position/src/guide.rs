//! The user guide of the position crate: one page per topic, beside the
//! API reference. The tables' own guide (every table, the generated source,
//! firmware, stability, figures) is
//! [chess-tables'](https://docs.rs/chess-tables/latest/chess_tables/guide/index.html).
//!
//! | page | what it holds |
//! |---|---|
//! | [`fen_and_epd`] | the FEN and EPD rules, positions as serde data (feature `serde`), the two Zobrist key sets, what a key hashes, choosing the seed, the reference data |
//! | [`books`] | Polyglot opening books: probe, write and merge them with no `std` and no allocation (feature `book`) |
//! | [`wasm`] | a WebAssembly module for web pages: the key of a FEN and a book's moves from JavaScript, its size beside the peers' |
//! | [`cozy_chess`] | cozy-chess 0.3's boards and moves to and from positions and book moves (feature `cozy-chess-0_3`): a program that plays from a book and hashes positions, the rules of each conversion, the glue without the bridge |
//!
//! The pages are Markdown files of the crate (`docs/*.md`), included here
//! with `#[doc = include_str!(...)]`: their Rust examples are doctests,
//! run by `cargo test`.

#[doc = include_str!("../docs/fen-and-epd.md")]
pub mod fen_and_epd {}

// Its examples use the `book` module.
#[cfg_attr(feature = "book", doc = include_str!("../docs/books.md"))]
#[cfg_attr(
    not(feature = "book"),
    doc = "Polyglot opening books: this page describes the `book` module; \
           build the docs with the `book` feature (on by default) to read it."
)]
pub mod books {}

// Its Rust block is a cdylib of your own, `ignore`d as a doctest.
#[doc = include_str!("../docs/wasm.md")]
pub mod wasm {}

// Its examples use cozy-chess and the `book` module.
#[cfg_attr(
    all(feature = "cozy-chess-0_3", feature = "book"),
    doc = include_str!("../docs/cozy-chess.md")
)]
#[cfg_attr(
    not(all(feature = "cozy-chess-0_3", feature = "book")),
    doc = "cozy-chess 0.3's boards and moves to and from positions and book moves: this page \
           describes the `cozy-chess-0_3` feature; build the docs with it and `book` (on by \
           default) to read it."
)]
pub mod cozy_chess {}
