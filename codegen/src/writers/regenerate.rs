//! The command line that writes a generated file again, for the writers
//! whose files name it (the C header, the HTML gallery).

use crate::options::Format;
use chess_tables_model::{ComputedTables, DEFAULT_ZOBRIST_SEED, Family};

/// How to write `computed` again in `format`, after "Regenerate: ": the
/// command line (`regenerate_command`), or, with tables of your own (which
/// only a build script can describe), the build script.
pub(super) fn regenerate_sentence(computed: &ComputedTables, format: Format) -> String {
    if !computed.has_own() {
        format!(
            "cargo install chess-tables-codegen, then {}",
            regenerate_command(computed, format)
        )
    } else {
        "run the build script that describes the tables of your own \
         (the command line cannot take a table defined by a function)"
            .to_string()
    }
}

/// The command that writes `computed` again in `format`: the CLI with
/// `--families` when they are not the default selection and `--seed` when
/// the seeded keys are in it and their seed is not the default.
pub(super) fn regenerate_command(computed: &ComputedTables, format: Format) -> String {
    let mut command = format!("chess-tables-codegen --out DIR --format {}", format.name());
    let families: Vec<Family> = computed.built_in().map(|(family, _)| family).collect();
    if families != Family::DEFAULT {
        let names: Vec<&str> = families.iter().map(|family| family.name()).collect();
        command += &format!(" --families {}", names.join(","));
    }
    if let Some(seed) = computed
        .zobrist_seed
        .filter(|&seed| seed != DEFAULT_ZOBRIST_SEED)
    {
        command += &format!(" --seed {seed:#x}");
    }
    command
}

#[cfg(test)]
mod tests {
    use super::*;
    use chess_tables_model::compute;

    #[test]
    fn the_regenerate_command_names_the_options_that_differ_from_the_defaults() {
        let default = compute(Family::DEFAULT, DEFAULT_ZOBRIST_SEED).unwrap();
        assert_eq!(
            regenerate_command(&default, Format::C),
            "chess-tables-codegen --out DIR --format c"
        );
        let chosen = compute(&[Family::Distance, Family::Zobrist], 7).unwrap();
        assert_eq!(
            regenerate_command(&chosen, Format::C),
            "chess-tables-codegen --out DIR --format c --families distance,zobrist --seed 0x7"
        );
        let unseeded = compute(&[Family::Distance], 7).unwrap();
        assert_eq!(
            regenerate_command(&unseeded, Format::C),
            "chess-tables-codegen --out DIR --format c --families distance"
        );
    }
}
