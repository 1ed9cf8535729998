//! The pseudo-random number generator behind the seeded Zobrist keys:
//! SplitMix64, and the seeded key set's default seed.

/// Default seed of the seeded Zobrist key set (the ASCII bytes of "chesstab").
pub const DEFAULT_SEED: u64 = 0x6368_6573_7374_6162;

/// SplitMix64: `state += 0x9E3779B97F4A7C15`, then the output is `state`
/// mixed by `z = (z ^ z >> 30) * 0xBF58476D1CE4E5B9; z = (z ^ z >> 27) *
/// 0x94D049BB133111EB; z ^ z >> 31` (all arithmetic wrapping mod 2^64).
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_matches_the_reference_outputs() {
        // Published test values: Rosetta Code, "Pseudo-random numbers/Splitmix64",
        // seed 1234567.
        let mut state = 1234567;
        let got: Vec<u64> = (0..3).map(|_| splitmix64(&mut state)).collect();
        assert_eq!(
            got,
            [
                6457827717110365317,
                3203168211198807973,
                9817491932198370423
            ]
        );
    }
}
