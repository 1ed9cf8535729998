//! Rook, bishop and queen attacks as `const fn` from the fastest `const`
//! lookup this build has: the `magic` feature's black magic bitboards
//! (`chess_tables::magic`) when it is on, else the `attacks` feature's
//! line-mask lookups (`chess_tables::attacks`). The same `const fn`
//! signatures either way, so an engine switches by a Cargo feature, not a
//! code change.
//!
//! Which one is here: [`IMPLEMENTATION`]. Both give the same sets (the
//! tests compare them on every subset of every mask); they differ in speed
//! and table memory ([the figures](crate::guide::figures)). The PEXT
//! lookups cannot be `const`, so they are not behind this module: for the
//! fastest lookup in every build, PEXT included, call
//! [`fastest`](crate::fastest) (plain functions, the same signatures).
//!
//! ```
//! use chess_tables::{Square, sliders};
//! let blockers = Square::D6.bit();
//! assert_eq!(sliders::rook_attacks(Square::D4, blockers) & Square::D7.bit(), 0);
//! ```

#[cfg(feature = "magic")]
pub use crate::magic::{bishop_attacks, queen_attacks, rook_attacks};

#[cfg(not(feature = "magic"))]
pub use crate::attacks::{bishop_attacks, queen_attacks, rook_attacks};

/// The lookups this module re-exports: `"magic"` or `"attacks"`.
pub const IMPLEMENTATION: &str = if cfg!(feature = "magic") {
    "magic"
} else {
    "attacks"
};
