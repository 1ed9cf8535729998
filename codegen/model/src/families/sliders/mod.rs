//! The slider families, compiled only with the model's feature `magic`:
//! `magic` (black magic bitboards) and `pext` (PEXT bitboards,
//! 64-bit and compact), on the geometry both share (`common`).

mod common;
pub mod magic;
pub mod pext;
