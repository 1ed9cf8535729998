//! Holds only benchmarks: see `attacks.rs` and `lookups.rs`.
