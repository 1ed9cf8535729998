//! Call `pext` for the largest and, with its tables in the caches, the
//! fastest slider lookups, by BMI2's `pext` on 64-bit entries, where
//! memory does not count (tablebase generation, an endgame solver). For
//! the fastest lookup of whatever build call [`fastest`](crate::fastest),
//! which picks the [`compact`] form of these (a quarter of the bytes) when
//! they are there. The opt-in `pext` feature, in an x86-64 build that
//! targets BMI2.
//!
//! Same contract as [`magic`](crate::magic)'s lookups (and the default
//! `attacks::rook_attacks`): bit n = square n; an attack set includes the
//! first blocker on each ray and stops there; the slider's own square is
//! never in it and its bit in `occupied` is ignored.
//!
//! # Which builds have the lookups
//!
//! Only a build that targets BMI2 (`cfg(target_feature = "bmi2")`, for
//! example with `RUSTFLAGS="-C target-cpu=native"` on a CPU that has it, or
//! `-C target-feature=+bmi2`) has the functions `rook_attacks`,
//! `bishop_attacks` and `queen_attacks` (and [`fastest`](crate::fastest)
//! reads [`compact`]'s); they index by
//! `pext`:
//!
//! ```text
//! ROOK_PEXT_ATTACKS[ROOK_PEXT_OFFSETS[sq] + pext(occupied, mask)]
//! ```
//!
//! `pext(occupied, mask)` packs the relevant occupancy's bits into the low
//! bits, a dense index that replaces the magic multiply and shift (Chess
//! Programming Wiki, "BMI2", <https://www.chessprogramming.org/BMI2>); the
//! masks are the complements of the `magic` module's black masks. In every
//! other build, on x86-64 without BMI2 or on any other architecture, the
//! module holds its tables but no lookups: code that calls them names a
//! CPU feature on purpose, and code that must build everywhere calls
//! [`fastest`](crate::fastest) (whose `IMPLEMENTATION` says what it picked).
//!
//! These are ordinary functions, not `const fn` (the intrinsic is not
//! `const`); the `magic` module's `const fn` lookups stay as they are
//! whatever the features.
//!
//! **AMD before Zen 3** (Excavator, Zen, Zen+, Zen 2) has BMI2 but runs
//! `pext` in microcode, tens to hundreds of cycles per call (more for masks
//! with more bits): on those CPUs the [`magic`](crate::magic) lookups are
//! much faster, so do not build for them with this feature on. Intel since
//! Haswell and AMD since Zen 3 run it in one cycle's throughput and three
//! of latency.
//!
//! # 64-bit or compact entries
//!
//! These functions read `u64` attack sets (869,824 bytes of tables). The
//! [`compact`] module's read `u16` entries packed onto each square's attack
//! mask and spread them back with BMI2's `pdep` (219,248 bytes, the
//! offsets shared): one more instruction per lookup for a quarter of the
//! bytes. Its docs say which to choose when.
//!
//! # Layout
//!
//! Each square's slice holds `1 << bits(mask)` entries from its offset, in
//! square order. Both kinds of lookup read a fixed-size window from the
//! offset (4,096 entries for a rook, 512 for a bishop, the largest slice)
//! and mask the index with the window's length less one, so the compiler
//! knows every index is in bounds and emits no check, with no `unsafe`;
//! the tables end with zero padding so every window lies inside them (448
//! bishop entries). Each rook slice starts 8 entries after the previous one
//! ends: rook slices are multiples of 2 KiB, and back to back the squares'
//! first entries, which boards with few pieces mostly read, would share one
//! or two sets of the first-level cache.
//!
//! # Safety
//!
//! With this feature the crate allows `unsafe` in exactly two places: the
//! calls of `core::arch::x86_64::_pext_u64` and `_pdep_u64`, which Rust
//! marks `unsafe` because the instructions may be missing on the running
//! CPU (even when the whole build enables BMI2, the call needs `unsafe`:
//! error E0133 on Rust 1.95). The calls are compiled only under
//! `cfg(target_feature = "bmi2")`, when the compiler already assumes BMI2
//! for the whole build, so every CPU the binary can run on has the
//! instructions. Without the feature the crate stays `#![forbid(unsafe_code)]`.
//!
//! | table | rook | bishop |
//! |---|---:|---:|
//! | attack sets in PEXT order, `[u64; N]` | [`ROOK_PEXT_ATTACKS`], 102,904 entries, 823,232 bytes | [`BISHOP_PEXT_ATTACKS`], 5,696 entries, 45,568 bytes |
//! | per square offsets, `[u64; 64]` | [`ROOK_PEXT_OFFSETS`], 512 bytes | [`BISHOP_PEXT_OFFSETS`], 512 bytes |
//! | the [`compact`] lookups' packed attack sets, `[u16; N]` | [`ROOK_PEXT_COMPACT_ATTACKS`], 205,808 bytes | [`BISHOP_PEXT_COMPACT_ATTACKS`], 11,392 bytes |
//! | the [`compact`] lookups' attack masks, `[u64; 64]` | [`ROOK_PEXT_ATTACK_MASKS`], 512 bytes | [`BISHOP_PEXT_ATTACK_MASKS`], 512 bytes |
//!
//! ```
//! # #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))] {
//! use chess_tables::{Square, magic, pext};
//! let occupied = Square::D6.bit() | Square::F4.bit();
//! assert_eq!(
//!     pext::rook_attacks(Square::D4, occupied),
//!     magic::rook_attacks(Square::D4, occupied)
//! );
//! # }
//! ```

#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
use crate::Square;

pub mod compact;

include!(concat!(env!("OUT_DIR"), "/pext.rs"));

/// Squares a rook on `sq` attacks on the board `occupied` (bit n = square n):
/// along its rank and file up to and including the first occupied square.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[cfg_attr(docsrs, doc(cfg(all(target_arch = "x86_64", target_feature = "bmi2"))))]
#[inline]
pub fn rook_attacks(sq: Square, occupied: u64) -> u64 {
    bmi2::lookup(&bmi2::ROOK[sq.index()], occupied)
}

/// Squares a bishop on `sq` attacks on the board `occupied`: along its
/// diagonal and anti-diagonal up to and including the first occupied square.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[cfg_attr(docsrs, doc(cfg(all(target_arch = "x86_64", target_feature = "bmi2"))))]
#[inline]
pub fn bishop_attacks(sq: Square, occupied: u64) -> u64 {
    bmi2::lookup(&bmi2::BISHOP[sq.index()], occupied)
}

/// Squares a queen on `sq` attacks: `rook_attacks | bishop_attacks`.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[cfg_attr(docsrs, doc(cfg(all(target_arch = "x86_64", target_feature = "bmi2"))))]
#[inline]
pub fn queen_attacks(sq: Square, occupied: u64) -> u64 {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// The PEXT lookups, compiled only when the build targets BMI2.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
mod bmi2 {
    use super::{BISHOP_PEXT_ATTACKS, BISHOP_PEXT_OFFSETS, ROOK_PEXT_ATTACKS, ROOK_PEXT_OFFSETS};
    use crate::magic::{BISHOP_MAGIC_ENTRIES, ROOK_MAGIC_ENTRIES};

    /// The largest slice of a rook's squares (12 relevant squares).
    pub(super) const ROOK_WINDOW: usize = 1 << 12;
    /// The largest slice of a bishop's squares (9 relevant squares).
    pub(super) const BISHOP_WINDOW: usize = 1 << 9;

    /// One square's lookup: its relevant occupancy mask and its window of
    /// the attack table, `N` entries from its offset, of which the first
    /// `1 << bits(mask)` are its own.
    #[derive(Clone, Copy)]
    pub struct Entry<const N: usize> {
        mask: u64,
        window: &'static [u64; N],
    }

    /// The rook lookups.
    pub static ROOK: [Entry<ROOK_WINDOW>; 64] =
        entries(&ROOK_MAGIC_ENTRIES, &ROOK_PEXT_OFFSETS, &ROOK_PEXT_ATTACKS);

    /// The bishop lookups.
    pub static BISHOP: [Entry<BISHOP_WINDOW>; 64] = entries(
        &BISHOP_MAGIC_ENTRIES,
        &BISHOP_PEXT_OFFSETS,
        &BISHOP_PEXT_ATTACKS,
    );

    /// Each square's mask and window, from [`windows`].
    #[inline]
    const fn entries<const N: usize>(
        magic: &[[u64; 3]; 64],
        offsets: &[u64; 64],
        table: &'static [u64],
    ) -> [Entry<N>; 64] {
        let windows = windows(magic, offsets, table);
        let mut out = [Entry {
            mask: windows[0].0,
            window: windows[0].1,
        }; 64];
        let mut sq = 0;
        while sq < 64 {
            let (mask, window) = windows[sq];
            out[sq] = Entry { mask, window };
            sq += 1;
        }
        out
    }

    /// Each square's relevant occupancy mask (the complement of its black
    /// magic entry's first field) and its window of `table`: `N` entries
    /// from its offset, the square's `1 << bits(mask)` entries in PEXT order
    /// first. The generator pads each table so that every window lies
    /// inside it; a window that did not would stop the build here. The
    /// 64-bit and the compact lookups build their entries from it.
    #[inline]
    pub(super) const fn windows<T, const N: usize>(
        magic: &[[u64; 3]; 64],
        offsets: &[u64; 64],
        table: &'static [T],
    ) -> [(u64, &'static [T; N]); 64] {
        let mut out = [(!magic[0][0], window(table, offsets[0])); 64];
        let mut sq = 1;
        while sq < 64 {
            out[sq] = (!magic[sq][0], window(table, offsets[sq]));
            sq += 1;
        }
        out
    }

    /// The `N` entries of `table` from `offset`.
    const fn window<T, const N: usize>(table: &'static [T], offset: u64) -> &'static [T; N] {
        let (_, rest) = table.split_at(offset as usize);
        match rest.first_chunk::<N>() {
            Some(window) => window,
            None => panic!("a square's window runs past the end of its PEXT table"),
        }
    }

    /// The attack set of `entry`'s square on `occupied`. The index is below
    /// `1 << bits(mask)`, at most `N`, a power of two: the mask with
    /// `N - 1` changes nothing and lets the compiler drop the bounds check.
    #[inline(always)]
    pub fn lookup<const N: usize>(entry: &Entry<N>, occupied: u64) -> u64 {
        entry.window[pext(occupied, entry.mask) as usize & (N - 1)]
    }

    use super::intrinsics::pext;
}

/// BMI2's two instructions, the only `unsafe` calls of the crate; compiled
/// only when the build targets BMI2.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
mod intrinsics {
    // SAFETY (both calls): the intrinsics are `unsafe` only because the
    // running CPU might lack BMI2. This module is compiled only under
    // `cfg(target_feature = "bmi2")`, that is when the whole build targets
    // BMI2 and the compiler may emit BMI2 instructions anywhere, so every
    // CPU this binary runs on has `pext` and `pdep`.

    /// BMI2's `pext`: the bits of `value` under `mask`, packed into the low bits.
    #[inline(always)]
    pub fn pext(value: u64, mask: u64) -> u64 {
        // SAFETY: see the module's comment.
        #[allow(unsafe_code)]
        unsafe {
            core::arch::x86_64::_pext_u64(value, mask)
        }
    }

    /// BMI2's `pdep`: the low bits of `value`, one by one, onto the bits of `mask`.
    #[inline(always)]
    pub fn pdep(value: u64, mask: u64) -> u64 {
        // SAFETY: see the module's comment.
        #[allow(unsafe_code)]
        unsafe {
            core::arch::x86_64::_pdep_u64(value, mask)
        }
    }
}
