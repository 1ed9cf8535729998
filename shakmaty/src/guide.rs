//! The user guide of the bridge, beside the API reference. The position
//! crate's guide (FEN, keys, books) is
//! [chess-tables-position's](https://docs.rs/chess-tables-position/latest/chess_tables_position/guide/index.html).
//!
//! | page | what it holds |
//! |---|---|
//! | [`bot`] | a shakmaty bot that plays from a Polyglot book and keeps its positions' keys, complete, and what it takes without the bridge |
//!
//! The pages are Markdown files of the crate (`docs/*.md`), included here
//! with `#[doc = include_str!(...)]`: their Rust examples are doctests,
//! run by `cargo test`.

#[doc = include_str!("../docs/bot.md")]
pub mod bot {}
