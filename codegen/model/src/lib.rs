//! The table model of `chess-tables-codegen`: computes every classic chess
//! lookup table of `chess-tables` as plain, format-free data (values, the
//! kind of each value, the meaning of each axis, documentation and
//! pictures), for the generator's writers to turn into files.
//!
//! **Internal to `chess-tables-codegen`, no semver promise of its own; use
//! [`chess-tables-codegen`](https://docs.rs/chess-tables-codegen).** It is a
//! crate of its own, with no dependencies, so that it compiles while the
//! generator's syntax crates do; `chess-tables-codegen` pins it exactly and
//! re-exports what its users need.
//!
//! Squares are numbered little-endian rank-file (a1 = 0, h1 = 7, a8 = 56,
//! h8 = 63); in bitboards bit n stands for square n.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

// The floor: board geometry, the generator of keys and magics, errors, the
// seed setting and the work pool.
pub mod board;
mod error;
mod inputs;
pub mod parallel;
mod prng;
mod seed;

// The format-free table model and its pictures.
mod model;
pub mod picture;

// The families compute the model; the compute step runs the selected ones.
mod compute;
mod families;
mod family;

pub use compute::{ComputedTables, FamilyTables, compute};
pub use error::Error;
pub use family::Family;
pub use model::{Axis, Stability, Table, ValueKind, Values, grouped, hex, row_name};
pub use picture::Picture;
pub use prng::{DEFAULT_SEED as DEFAULT_ZOBRIST_SEED, splitmix64};
pub use seed::{SEED_VARIABLE, SeedError, SeedSetting, parse_seed};
