//! What a family's tables may depend on besides the board: below every
//! family, which reads it, and beside the board geometry.

/// What a family's tables may depend on besides the board.
pub struct Inputs {
    /// Seed of the seeded Zobrist keys.
    pub zobrist_seed: u64,
}
