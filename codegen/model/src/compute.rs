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
    /// Every family with its tables, the one list the writers walk: the
    /// selected built-in families in canonical order ([`Family::ALL`]),
    /// then a user's own in the order given (in files and registries of
    /// their own).
    pub families: Vec<FamilyTables>,
    /// The seed the seeded Zobrist keys were generated from; `None` when
    /// the Zobrist family was not selected, so no keys were generated.
    pub zobrist_seed: Option<u64>,
}

/// One family's tables: a built-in family of the catalogue or a user's own.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct FamilyTables {
    /// The family's name: its file's stem and its module (for a built-in
    /// family also its Cargo feature of chess-tables).
    pub name: String,
    /// The built-in family, or `None` for a user's own.
    pub built_in: Option<Family>,
    /// Its tables, in the order its file defines them.
    pub tables: Vec<Table>,
}

impl FamilyTables {
    /// A user's family `name` with its `tables`.
    pub fn own(name: String, tables: Vec<Table>) -> FamilyTables {
        FamilyTables {
            name,
            built_in: None,
            tables,
        }
    }
}

impl ComputedTables {
    /// The built-in families, with their tables, in canonical order.
    pub fn built_in(&self) -> impl Iterator<Item = (Family, &[Table])> {
        self.families
            .iter()
            .filter_map(|family| Some((family.built_in?, family.tables.as_slice())))
    }

    /// Whether a user's own family is among the families.
    pub fn has_own(&self) -> bool {
        self.families.iter().any(|family| family.built_in.is_none())
    }
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
        .map(|(family, tables)| {
            Ok(FamilyTables {
                name: family.name().to_string(),
                built_in: Some(family),
                tables: tables?,
            })
        })
        .collect::<Result<Vec<_>, Error>>()?;
    let keys_generated = families
        .iter()
        .any(|family| family.built_in == Some(Family::Zobrist));
    Ok(ComputedTables {
        families,
        zobrist_seed: keys_generated.then_some(zobrist_seed),
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
        let order: Vec<Family> = keys.built_in().map(|(family, _)| family).collect();
        assert_eq!(order, [Family::Distance, Family::Zobrist]);
    }
}
