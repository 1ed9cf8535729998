//! The table families: which tables are generated together, as one file,
//! one runtime module and one Cargo feature of `chess-tables`.

/// A family of tables: one generated file, one runtime module, one Cargo
/// feature of `chess-tables` of the same name.
///
/// Non-exhaustive: a later release may add families, so a `match` needs a
/// wildcard arm, and code that means "every family" uses [`Family::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Family {
    /// Chebyshev, Manhattan, file, rank, knight and center distances.
    Distance,
    /// Lookups by 0x88 difference.
    X88,
    /// Diagonal, anti-diagonal, rank and file masks.
    Lines,
    /// Leaper attacks, first-rank attacks, `BETWEEN` and `LINE`.
    Attacks,
    /// Polyglot and seeded Zobrist keys.
    Zobrist,
    /// Pawn-structure masks and the rule of the square.
    Pawns,
    /// Castling squares of standard chess and the rights a move keeps.
    /// Generated into every build of `chess-tables` ([`Family::is_vocabulary`]):
    /// its castling code, which every feature set has, reads them.
    Castling,
    /// Black magic bitboards for rook and bishop attacks (the sizes are in
    /// chess-tables' `magic` module docs; not a default feature, nor in
    /// [`Family::DEFAULT`]).
    Magic,
    /// Rook and bishop attack sets by BMI2's `pext` index: `u64` entries
    /// and `u16` entries packed onto each square's attack mask, which
    /// `pdep` spreads back (the sizes are in chess-tables' `pext` module
    /// docs). Not a default feature, nor in
    /// [`Family::DEFAULT`]; chess-tables' `pext` feature, which also needs
    /// [`Family::Magic`]'s masks.
    Pext,
}

impl Family {
    /// Every family, in the order files and registry entries are written.
    /// A slice, so that its type stays when a family is added.
    pub const ALL: &'static [Family] = &[
        Family::Distance,
        Family::X88,
        Family::Lines,
        Family::Attacks,
        Family::Zobrist,
        Family::Pawns,
        Family::Castling,
        Family::Magic,
        Family::Pext,
    ];

    /// The families of `chess-tables`' default features and of the
    /// generator's default options: [`Family::ALL`] but the big, opt-in
    /// [`Family::Magic`] and [`Family::Pext`]. A slice, so that its type
    /// stays when a family is added.
    pub const DEFAULT: &'static [Family] = &DEFAULT_FAMILIES;

    /// Whether the family is in [`Family::DEFAULT`]: every one but the
    /// opt-in magic and PEXT tables.
    const fn is_default(self) -> bool {
        !matches!(self, Family::Magic | Family::Pext)
    }

    /// Whether the family's tables serve the vocabulary (castling), which
    /// every feature set of `chess-tables` has: its build script generates
    /// them whatever the features, and the family is no Cargo feature of
    /// `chess-tables` (every other family is, under its name).
    pub const fn is_vocabulary(self) -> bool {
        matches!(self, Family::Castling)
    }

    /// The family named `name` ([`Family::name`]), if any.
    pub fn from_name(name: &str) -> Option<Family> {
        Family::ALL
            .iter()
            .copied()
            .find(|family| family.name() == name)
    }

    /// The family's name: its module, its Cargo feature and its file stem.
    pub const fn name(self) -> &'static str {
        match self {
            Family::Distance => "distance",
            Family::X88 => "x88",
            Family::Lines => "lines",
            Family::Attacks => "attacks",
            Family::Zobrist => "zobrist",
            Family::Pawns => "pawns",
            Family::Castling => "castling",
            Family::Magic => "magic",
            Family::Pext => "pext",
        }
    }

    /// The names of the family's tables, in the order its file defines
    /// them: known without computing them, so a user's own table can be
    /// checked against every built-in name, selected or not (a test holds
    /// the list to the computed tables).
    pub const fn table_names(self) -> &'static [&'static str] {
        match self {
            Family::Distance => &[
                "CHEBYSHEV_DISTANCE",
                "MANHATTAN_DISTANCE",
                "FILE_DISTANCE",
                "RANK_DISTANCE",
                "KNIGHT_DISTANCE",
                "CENTER_DISTANCE",
                "CENTER_MANHATTAN_DISTANCE",
                "CENTER_DISTANCE_BIT0",
                "CENTER_DISTANCE_BIT1",
                "DISTANCE_RINGS",
                "CORNER_DISTANCE",
                "CORNER_MANHATTAN_DISTANCE",
            ],
            Family::X88 => &[
                "X88_CHEBYSHEV_DISTANCE",
                "X88_MANHATTAN_DISTANCE",
                "X88_DIRECTION",
                "X88_ATTACKS",
            ],
            Family::Lines => &["DIAGONALS", "RANKS", "FILES", "RAYS"],
            Family::Attacks => &[
                "KNIGHT_ATTACKS",
                "KING_ATTACKS",
                "PAWN_ATTACKS",
                "FIRST_RANK_ATTACKS",
                "DIAGONAL_MASKS_EX",
                "BETWEEN",
                "LINE",
            ],
            Family::Zobrist => &[
                "POLYGLOT_KEYS",
                "POLYGLOT_CASTLING",
                "SEEDED_SEED",
                "SEEDED_KEYS",
                "SEEDED_CASTLING",
            ],
            Family::Pawns => &[
                "FORWARD_FILE",
                "PAWN_ATTACK_SPAN",
                "PASSED_PAWN_SPAN",
                "FORWARD_RANKS",
                "ADJACENT_FILES",
                "RULE_OF_THE_SQUARE",
            ],
            Family::Castling => &[
                "CASTLING_SQUARES",
                "CASTLING_EMPTY",
                "CASTLING_UNATTACKED",
                "CASTLING_RIGHTS_KEPT",
            ],
            Family::Magic => &[
                "ROOK_MAGIC_ENTRIES",
                "BISHOP_MAGIC_ENTRIES",
                "MAGIC_ATTACKS",
            ],
            Family::Pext => &[
                "ROOK_PEXT_OFFSETS",
                "ROOK_PEXT_ATTACKS",
                "BISHOP_PEXT_OFFSETS",
                "BISHOP_PEXT_ATTACKS",
                "ROOK_PEXT_ATTACK_MASKS",
                "ROOK_PEXT_COMPACT_ATTACKS",
                "BISHOP_PEXT_ATTACK_MASKS",
                "BISHOP_PEXT_COMPACT_ATTACKS",
            ],
        }
    }

    /// The names of the family's `[square][square]` tables, which the
    /// Rust file writes as 64 row constants `NAME_A1 ..= NAME_H8` each.
    pub const fn row_tables(self) -> &'static [&'static str] {
        match self {
            Family::Distance => &[
                "CHEBYSHEV_DISTANCE",
                "MANHATTAN_DISTANCE",
                "FILE_DISTANCE",
                "RANK_DISTANCE",
                "KNIGHT_DISTANCE",
            ],
            Family::Attacks => &["BETWEEN", "LINE"],
            _ => &[],
        }
    }

    /// The generated Rust file's name, e.g. `distance.rs`.
    pub const fn file_name(self) -> &'static str {
        match self {
            Family::Distance => "distance.rs",
            Family::X88 => "x88.rs",
            Family::Lines => "lines.rs",
            Family::Attacks => "attacks.rs",
            Family::Zobrist => "zobrist.rs",
            Family::Pawns => "pawns.rs",
            Family::Castling => "castling.rs",
            Family::Magic => "magic.rs",
            Family::Pext => "pext.rs",
        }
    }
}

/// [`Family::ALL`] without the opt-in families, filtered at compile time so
/// that the default list cannot drift from the list of every family.
const DEFAULT_FAMILIES: [Family; DEFAULT_COUNT] = {
    let mut families = [Family::Distance; DEFAULT_COUNT];
    let (mut from, mut to) = (0, 0);
    while from < Family::ALL.len() {
        if Family::ALL[from].is_default() {
            families[to] = Family::ALL[from];
            to += 1;
        }
        from += 1;
    }
    families
};

const DEFAULT_COUNT: usize = {
    let (mut i, mut count) = (0, 0);
    while i < Family::ALL.len() {
        if Family::ALL[i].is_default() {
            count += 1;
        }
        i += 1;
    }
    count
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_file_names_and_the_default_list_follow_every_family() {
        for &family in Family::ALL {
            assert_eq!(Family::from_name(family.name()), Some(family));
            assert_eq!(family.file_name(), format!("{}.rs", family.name()));
        }
        assert_eq!(Family::from_name("queen"), None);
        #[cfg(feature = "magic")]
        {
            let computed = crate::compute(Family::ALL, crate::DEFAULT_ZOBRIST_SEED).unwrap();
            for (family, tables) in computed.built_in() {
                let names: Vec<&str> = tables.iter().map(|table| &*table.name).collect();
                assert_eq!(family.table_names(), names, "{}", family.name());
                let rows: Vec<&str> = tables
                    .iter()
                    .filter(|table| table.is_square_by_square())
                    .map(|table| &*table.name)
                    .collect();
                assert_eq!(family.row_tables(), rows, "{}", family.name());
            }
        }
        assert_eq!(
            Family::DEFAULT,
            [
                Family::Distance,
                Family::X88,
                Family::Lines,
                Family::Attacks,
                Family::Zobrist,
                Family::Pawns,
                Family::Castling,
            ]
        );
    }
}
