//! `fastest`: the lookup each feature set and target gets, and its sets
//! against the ray walk on every subset of every mask (the check the magic
//! and PEXT tests share). CI runs it with `attacks` alone, with `magic`,
//! and with `pext` in both the baseline and the BMI2 build.

mod oracles;

use chess_tables::fastest;
use oracles::Sliders;

#[test]
fn the_build_has_the_lookup_its_features_and_target_name() {
    let bmi2 = cfg!(all(target_arch = "x86_64", target_feature = "bmi2"));
    let expected = if cfg!(feature = "pext") && bmi2 {
        "pext::compact"
    } else if cfg!(feature = "magic") {
        "magic"
    } else {
        "attacks"
    };
    assert_eq!(fastest::IMPLEMENTATION, expected);
}

#[test]
fn fastest_lookups_are_exact() {
    let lookups: Sliders = [
        fastest::rook_attacks,
        fastest::bishop_attacks,
        fastest::queen_attacks,
    ];
    oracles::check_slider_lookups(fastest::IMPLEMENTATION, lookups, 0x6661_7374);
}
