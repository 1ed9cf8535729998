//! The table families: each computes its tables as plain data, the table
//! model, from the board geometry ([`crate::board`]) and, for the seeded
//! keys, the generator ([`crate::prng`]). No family imports
//! another.
//!
//! Every family module has one entry point of the same type, [`Tables`]:
//! `tables`, which takes the [`Inputs`] whether or not it reads them.

mod attacks;
mod castling;
mod distance;
mod lines;
mod pawns;
#[cfg(feature = "magic")]
mod sliders;
mod x88;
mod zobrist;

use crate::error::Error;
use crate::family::Family;
use crate::inputs::Inputs;
use crate::model::Table;

/// A family's entry point: its tables, in the order its file defines them.
type Tables = fn(&Inputs) -> Result<Vec<Table>, Error>;

/// The tables of `family`, from `inputs`.
///
/// # Errors
/// [`Error::FamilyNotCompiled`] for the magic and PEXT families without the
/// feature `magic`, [`Error::KeyQuality`] when the seed gives a key set that fails its
/// checks, [`Error::SelfCheck`] on a generator bug.
pub fn tables(family: Family, inputs: &Inputs) -> Result<Vec<Table>, Error> {
    // Every arm is a `Tables`: a family whose entry point differs does not compile.
    let tables: Tables = match family {
        Family::Distance => distance::tables,
        Family::X88 => x88::tables,
        Family::Lines => lines::tables,
        Family::Attacks => attacks::tables,
        Family::Zobrist => zobrist::tables,
        Family::Pawns => pawns::tables,
        Family::Castling => castling::tables,
        #[cfg(feature = "magic")]
        Family::Magic => sliders::magic::tables,
        // The PEXT tables share the magic family's masks and slider walk.
        #[cfg(feature = "magic")]
        Family::Pext => sliders::pext::tables,
        // Not compiled in: the build scripts of builds without magic
        // lookups skip the family's code (contributing/performance.md, Build cost).
        #[cfg(not(feature = "magic"))]
        Family::Magic | Family::Pext => {
            return Err(Error::FamilyNotCompiled {
                family,
                feature: "magic",
            });
        }
    };
    tables(inputs)
}
