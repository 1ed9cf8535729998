//! The generator's guide: one page per topic, beside the API reference.
//! The tables' own guide (every table, the generated source, firmware,
//! stability, figures) is chess-tables'; FEN, EPD, keys of positions,
//! opening books and WebAssembly are the position crate's.
//!
//! | page | what it holds |
//! |---|---|
//! | [`own_build`] | a complete crate that generates only the tables it needs from its own `build.rs` |
//! | [`own_tables`] | tables of your own (piece-square, reduction, mask tables) through the same generator: documented, registered, exported and pinned (feature `custom`) |
//!
//! The pages are Markdown files of the crate (`docs/*.md`), included here
//! with `#[doc = include_str!(...)]`. Their Rust blocks are the files of a
//! crate of your own (a build script, a `main` that includes what it
//! wrote), `ignore`d as doctests; the repository's tests build and run
//! each page's crate.

#[doc = include_str!("../docs/own-build.md")]
pub mod own_build {}

// Its examples and links use the `custom` module.
#[cfg_attr(feature = "custom", doc = include_str!("../docs/own-tables.md"))]
#[cfg_attr(
    not(feature = "custom"),
    doc = "Tables of your own: this page describes the `custom` module; \
           build the docs with the `custom` feature (on by default) to read it."
)]
pub mod own_tables {}
