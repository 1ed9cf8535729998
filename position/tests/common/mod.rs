//! What several test files share: their fixed-seed random numbers.

/// SplitMix64 (Steele, Lea and Flood 2014; the constants of Vigna's
/// reference code): fixed-seed random numbers for the generated cases.
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (the bias of `%` does not matter here).
    #[allow(dead_code, reason = "not every test file draws bounded numbers")]
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}
