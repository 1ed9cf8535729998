//! The table families: each computes its tables as plain data, the table
//! model, from the board geometry ([`crate::board`]) and, for the keys and
//! the magic search, the generator ([`crate::prng`]). No family imports
//! another.

mod attacks;
mod distance;
mod lines;
#[cfg(feature = "magic")]
mod magic;
mod pawns;
mod x88;
mod zobrist;

use crate::error::Error;
use crate::family::Family;
use crate::model::Table;

/// The tables of `family`, in the order its file defines them; the seeded
/// Zobrist keys from `zobrist_seed`.
///
/// # Errors
/// [`Error::FamilyNotCompiled`] for the magic and PEXT families without the
/// feature `magic`, [`Error::KeyQuality`] when the seed gives a key set that fails its
/// checks, [`Error::SelfCheck`] on a generator bug.
pub fn tables(family: Family, zobrist_seed: u64) -> Result<Vec<Table>, Error> {
    match family {
        Family::Distance => distance::tables(),
        Family::X88 => x88::tables(),
        Family::Lines => Ok(lines::tables()),
        Family::Attacks => Ok(attacks::tables()),
        Family::Zobrist => zobrist::tables(zobrist_seed),
        Family::Pawns => Ok(pawns::tables()),
        #[cfg(feature = "magic")]
        Family::Magic => magic::tables(),
        // The PEXT tables share the magic family's masks and slider walk.
        #[cfg(feature = "magic")]
        Family::Pext => magic::pext_tables(),
        // Not compiled in: the build scripts of builds without magic
        // lookups skip the family's code (docs/performance.md, Build cost).
        #[cfg(not(feature = "magic"))]
        Family::Magic | Family::Pext => Err(Error::FamilyNotCompiled {
            family,
            feature: "magic",
        }),
    }
}
