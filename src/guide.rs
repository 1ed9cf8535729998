//! The user guide: one page per topic, beside the API reference.
//!
//! FEN, EPD, keys of positions, opening books and WebAssembly are the
//! position crate's
//! [guide](https://docs.rs/chess-tables-position/latest/chess_tables_position/guide/index.html)
//! (`chess-tables-position`); your own `build.rs` and tables of your own
//! are the generator's
//! [guide](https://docs.rs/chess-tables-codegen/latest/chess_tables_codegen/guide/index.html)
//! (`chess-tables-codegen`).
//!
//! | page | what it holds |
//! |---|---|
//! | [`tables`] | every table with its shape, size and meaning, the registry, the functions that read them |
//! | [`generated_source`] | what the generated files hold, the generator as a command-line tool (Rust, JSON, a C header, an HTML gallery of every table) |
//! | [`firmware`] | building for microcontrollers (Cortex-M4F, Cortex-M0/M0+, RISC-V): recipes, what each table costs an image, no panic on untrusted input |
//! | [`stability`] | what never changes silently (keys, tables, the generated source on every host), semver, the minimum Rust version |
//! | [`figures`] | the headline figures: speed against the peers, table memory, build time |
//!
//! The pages are Markdown files of the crate (`docs/*.md`), included here
//! with `#[doc = include_str!(...)]`: their Rust examples are doctests,
//! run by `cargo test`.

#[doc = include_str!("../docs/tables.md")]
pub mod tables {}

#[doc = include_str!("../docs/generated-source.md")]
pub mod generated_source {}

#[doc = include_str!("../docs/firmware.md")]
pub mod firmware {}

#[doc = include_str!("../docs/stability.md")]
pub mod stability {}

#[doc = include_str!("../docs/figures.md")]
pub mod figures {}
