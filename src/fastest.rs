//! Call `fastest` in a move generator: rook, bishop and queen attacks from
//! the build's fastest lookup on independent inputs, as ordinary
//! (non-`const`) functions with the same signatures in every feature set
//! and on every target:
//!
//! | features | target | lookup |
//! |---|---|---|
//! | `pext` | x86-64 with BMI2 enabled (`cfg(target_feature = "bmi2")`) | `pext::compact` |
//! | `pext` | any other (the `pext` module has no lookups there) | `magic` |
//! | `magic` | any | `magic` |
//! | `attacks`, without `magic` | any | `attacks`' line-mask lookups |
//!
//! [`IMPLEMENTATION`] names the one this build has. All give the same sets
//! (the tests compare each with a ray walk on every subset of every mask);
//! they differ in speed and table memory ([the figures](crate::guide::figures)).
//! Two cases call for a lookup by name instead: a dependent chain of
//! lookups (each occupancy computed from the last attack set), where the
//! line-mask lookups of `attacks` are the fastest; and work with `pext`
//! where memory does not count, where the 64-bit `pext::rook_attacks` and
//! its siblings (BMI2 builds only) are faster than the compact ones this module calls
//! whenever their four times larger tables stay in the caches.
//!
//! Why not `const`: the PEXT lookups cannot be (`pext` is an intrinsic),
//! and Cargo features unify across a dependency graph, so another crate
//! turning `pext` on must not break a `const` in yours. Use this module in
//! an engine's move generator; where a constant needs an attack set, use
//! the `attacks` module's lookups (the `attacks` feature), `const fn` in
//! every feature set.
//!
//! The choice is made at compile time, by the features and the target; there is
//! no run-time CPU detection. A build with `-C target-cpu=native` on a CPU
//! whose `pext` runs in microcode (AMD before Zen 3: Excavator, Zen, Zen+,
//! Zen 2) gets the PEXT lookups all the same, and they are several times
//! slower there than the magic ones: for such CPUs enable `magic`, not
//! `pext`.
//!
//! ```
//! use chess_tables::{Square, fastest};
//! let blockers = Square::D6.bit();
//! assert_eq!(fastest::rook_attacks(Square::D4, blockers) & Square::D7.bit(), 0);
//! ```

use crate::Square;

// Each choice once: the module the functions call and its name.
#[cfg(all(feature = "pext", target_arch = "x86_64", target_feature = "bmi2"))]
use crate::pext::compact as lookup;
/// The lookups this module calls: `"pext::compact"`, `"magic"` or `"attacks"`.
#[cfg(all(feature = "pext", target_arch = "x86_64", target_feature = "bmi2"))]
pub const IMPLEMENTATION: &str = "pext::compact";

#[cfg(all(
    feature = "magic",
    not(all(feature = "pext", target_arch = "x86_64", target_feature = "bmi2"))
))]
use crate::magic as lookup;
/// The lookups this module calls: `"pext::compact"`, `"magic"` or `"attacks"`.
#[cfg(all(
    feature = "magic",
    not(all(feature = "pext", target_arch = "x86_64", target_feature = "bmi2"))
))]
pub const IMPLEMENTATION: &str = "magic";

#[cfg(not(feature = "magic"))]
use crate::attacks as lookup;
/// The lookups this module calls: `"pext::compact"`, `"magic"` or `"attacks"`.
#[cfg(not(feature = "magic"))]
pub const IMPLEMENTATION: &str = "attacks";

/// Squares a rook on `sq` attacks on the board `occupied` (bit n = square n):
/// along its rank and file up to and including the first occupied square;
/// the rook's own bit in `occupied` is ignored.
#[inline]
pub fn rook_attacks(sq: Square, occupied: u64) -> u64 {
    lookup::rook_attacks(sq, occupied)
}

/// Squares a bishop on `sq` attacks on the board `occupied`: along its
/// diagonal and anti-diagonal up to and including the first occupied square;
/// the bishop's own bit in `occupied` is ignored.
#[inline]
pub fn bishop_attacks(sq: Square, occupied: u64) -> u64 {
    lookup::bishop_attacks(sq, occupied)
}

/// Squares a queen on `sq` attacks: `rook_attacks | bishop_attacks`; the
/// queen's own bit in `occupied` is ignored.
#[inline]
pub fn queen_attacks(sq: Square, occupied: u64) -> u64 {
    lookup::queen_attacks(sq, occupied)
}
