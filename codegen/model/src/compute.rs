//! The compute step: the selected families' tables, each family a job of
//! its own on the work pool.

use crate::error::Error;
use crate::families;
use crate::family::Family;
use crate::model::Table;
use crate::parallel;

/// Computes the tables of `families` (order and repeats do not matter),
/// the seeded Zobrist keys from `zobrist_seed`; returns each family with its
/// tables, in canonical order ([`Family::ALL`]).
///
/// # Errors
/// The first family's error in canonical order:
/// [`Error::FamilyNotCompiled`] for the magic and PEXT families without the
/// feature `magic`, [`Error::KeyQuality`] when the seed gives a key set that
/// fails its checks, [`Error::SelfCheck`] on a generator bug.
pub fn compute(families: &[Family], zobrist_seed: u64) -> Result<Vec<(Family, Vec<Table>)>, Error> {
    let mut selected: Vec<Family> = Family::ALL
        .iter()
        .copied()
        .filter(|family| families.contains(family))
        .collect();
    // The Zobrist key checks are the longest job, so they go first.
    selected.sort_by_key(|&family| family != Family::Zobrist);
    let computed = parallel::map(&selected, |&family| families::tables(family, zobrist_seed));
    // Back to canonical order before the first error is taken, so errors
    // are reported in family order too.
    let mut computed: Vec<_> = selected.into_iter().zip(computed).collect();
    computed.sort_by_key(|&(family, _)| family);
    computed
        .into_iter()
        .map(|(family, tables)| Ok((family, tables?)))
        .collect()
}
