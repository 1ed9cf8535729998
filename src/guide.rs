//! The user guide: one page per topic, beside the API reference.
//!
//! FEN, EPD, keys of positions and opening books are the position crate's
//! guide (`chess-tables-position`).
//!
//! | page | what it holds |
//! |---|---|
//! | [`tables`] | every table with its shape, size and meaning, the registry, the functions that read them |
//! | [`generated_source`] | what the generated files hold, the generator as a command-line tool (Rust, JSON, a C header, an HTML gallery of every table) |
//! | [`own_build`] | a complete crate that generates only the tables it needs from its own `build.rs` |
//! | [`own_tables`] | tables of your own (piece-square, reduction, mask tables) through the same generator: documented, registered, exported and pinned |
//! | [`firmware`] | building for microcontrollers (Cortex-M4F, Cortex-M0/M0+, RISC-V): recipes, what each table costs an image, no panic on untrusted input |
//! | [`wasm`] | a WebAssembly module for web pages: the key of a FEN and a book's moves from JavaScript, its size beside the peers' |
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

#[doc = include_str!("../docs/own-build.md")]
pub mod own_build {}

#[doc = include_str!("../docs/own-tables.md")]
pub mod own_tables {}

#[doc = include_str!("../docs/firmware.md")]
pub mod firmware {}

#[doc = include_str!("../docs/wasm.md")]
pub mod wasm {}

#[doc = include_str!("../docs/stability.md")]
pub mod stability {}

#[doc = include_str!("../docs/figures.md")]
pub mod figures {}
