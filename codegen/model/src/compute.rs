//! The compute step: the selected families' tables, each family a job of
//! its own on the work pool.

use crate::error::Error;
use crate::families;
use crate::family::Family;
use crate::inputs::Inputs;
use crate::model::Table;
use crate::parallel;

/// The tables of the selected families, computed: everything a writer
/// reads. Non-exhaustive: a later release may add fields.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct ComputedTables {
    /// Each selected family with its tables, families in canonical order
    /// ([`Family::ALL`]), tables in the order the family's file defines them.
    pub families: Vec<(Family, Vec<Table>)>,
    /// The seed the seeded Zobrist keys were generated from; `None` when
    /// the Zobrist family was not selected, so no keys were generated.
    pub zobrist_seed: Option<u64>,
    /// A user's own families, each with its tables, in the order given;
    /// empty for the built-in catalogue alone. Writers put them after the
    /// built-in families, in files and registries of their own.
    pub custom: Vec<(String, Vec<Table>)>,
}

/// Computes the tables of `families` (order and repeats do not matter),
/// the seeded Zobrist keys from `zobrist_seed`.
///
/// # Errors
/// The first family's error in canonical order:
/// [`Error::FamilyNotCompiled`] for the magic and PEXT families without the
/// feature `magic`, [`Error::KeyQuality`] when the seed gives a key set that
/// fails its checks, [`Error::SelfCheck`] on a generator bug.
pub fn compute(families: &[Family], zobrist_seed: u64) -> Result<ComputedTables, Error> {
    let mut selected: Vec<Family> = Family::ALL
        .iter()
        .copied()
        .filter(|family| families.contains(family))
        .collect();
    // The Zobrist key checks are the longest job, so they go first.
    selected.sort_by_key(|&family| family != Family::Zobrist);
    let inputs = Inputs { zobrist_seed };
    let computed = parallel::map(&selected, |&family| families::tables(family, &inputs));
    // Back to canonical order before the first error is taken, so errors
    // are reported in family order too.
    let mut computed: Vec<_> = selected.into_iter().zip(computed).collect();
    computed.sort_by_key(|&(family, _)| family);
    let families = computed
        .into_iter()
        .map(|(family, tables)| Ok((family, tables?)))
        .collect::<Result<Vec<_>, Error>>()?;
    let keys_generated = families
        .iter()
        .any(|&(family, _)| family == Family::Zobrist);
    Ok(ComputedTables {
        families,
        zobrist_seed: keys_generated.then_some(zobrist_seed),
        custom: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_travels_only_with_the_keys() {
        let distance = compute(&[Family::Distance], 42).unwrap();
        assert_eq!(distance.zobrist_seed, None);
        let keys = compute(&[Family::Zobrist, Family::Distance, Family::Zobrist], 42).unwrap();
        assert_eq!(keys.zobrist_seed, Some(42));
        let order: Vec<Family> = keys.families.iter().map(|&(family, _)| family).collect();
        assert_eq!(order, [Family::Distance, Family::Zobrist]);
    }
}
