//! position/docs/wasm.md's `input` and key exports, from a peer: the key of
//! the FEN the caller wrote into the input buffer, or 0. shakmaty's is the
//! Polyglot key (`polyglot_key`, as the page's module); cozy-chess has no
//! Polyglot keys, so its module exports its own Zobrist key
//! (`zobrist_key`): the same work, a different key set.
#![no_std]

use core::sync::atomic::{AtomicU8, Ordering::Relaxed};

const CAPACITY: usize = 256;
static INPUT: [AtomicU8; CAPACITY] = [const { AtomicU8::new(0) }; CAPACITY];

#[cfg(not(feature = "shakmaty"))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

// shakmaty's default features are `std`: the module links std, which
// brings its own panic handler.
#[cfg(feature = "shakmaty")]
extern crate std;

#[unsafe(no_mangle)]
pub extern "C" fn input() -> *const AtomicU8 {
    INPUT.as_ptr()
}

fn with_fen<T>(len: usize, f: impl FnOnce(&str) -> Option<T>) -> Option<T> {
    let mut bytes = [0; CAPACITY];
    let len = len.min(CAPACITY);
    for (byte, input) in bytes.iter_mut().zip(&INPUT).take(len) {
        *byte = input.load(Relaxed);
    }
    f(core::str::from_utf8(bytes.get(..len)?).ok()?)
}

#[cfg(any(feature = "shakmaty", feature = "shakmaty-core"))]
fn key(fen: &str) -> Option<u64> {
    use shakmaty::fen::Fen;
    use shakmaty::zobrist::Zobrist64;
    use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};
    let setup: Fen = fen.parse().ok()?;
    let position: Chess = setup.into_position(CastlingMode::Standard).ok()?;
    Some(
        position
            .zobrist_hash::<Zobrist64>(EnPassantMode::PseudoLegal)
            .0,
    )
}

#[cfg(feature = "cozy-chess")]
fn key(fen: &str) -> Option<u64> {
    Some(cozy_chess::Board::from_fen(fen, false).ok()?.hash())
}

#[cfg(any(feature = "shakmaty", feature = "shakmaty-core"))]
#[unsafe(no_mangle)]
pub extern "C" fn polyglot_key(len: usize) -> u64 {
    with_fen(len, key).unwrap_or(0)
}

#[cfg(feature = "cozy-chess")]
#[unsafe(no_mangle)]
pub extern "C" fn zobrist_key(len: usize) -> u64 {
    with_fen(len, key).unwrap_or(0)
}
