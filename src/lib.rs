//! Every classic chess lookup table as compile-time constants.
//!
//! **What it is.** Compile-time tables (distances, 0x88 differences, line
//! masks and rays, attack sets, pawn masks, Zobrist keys) and the
//! vocabulary around them: [`Square`], [`Color`], [`Role`], [`Piece`] and
//! castling ([`CastlingRights`], [`CastlingMode`], [`CastlingPath`]). On
//! top of them, behind the `position` and `book` features, a toolkit for
//! positions: [`Position`] and [`Setup`], FEN in and out ([`fen`]), EPD
//! lines ([`epd`]), the Zobrist key of a position, and Polyglot opening
//! books ([`book`]). **What it is not**: a chess move library. There is no
//! move generation, no check of a move's legality, no SAN, UCI or PGN;
//! an engine brings its own (the `perft` example writes a move generator
//! on this crate's API alone).
//!
//! The tables are computed once, at build time, by `chess-tables-codegen`
//! and written as documented Rust source into Cargo's `OUT_DIR`, every table
//! a `pub static` (one copy per binary, under its own symbol); this crate
//! `include!`s that source, adds `const fn` lookups over it and the
//! vocabulary types, and, with the `position` and `book` features, the
//! toolkit's readers and writers (ordinary functions). Nothing
//! is initialised at start-up, nothing allocates, and there is no `unsafe`
//! (but for the opt-in `pext` feature's two intrinsic calls, see [`pext`]):
//! the same crate serves an engine on a server and firmware on a
//! microcontroller (`#![no_std]`, no `alloc`).
//!
//! The [`guide`] has a page per topic: [the tables](guide::tables), [FEN,
//! EPD and keys](guide::fen_and_epd), [opening books](guide::books), [the
//! generated source](guide::generated_source), [your own
//! `build.rs`](guide::own_build), [firmware](guide::firmware),
//! [stability](guide::stability) and [the figures](guide::figures).
//!
//! Squares are numbered little-endian rank-file (a1 = 0, h1 = 7, a8 = 56,
//! h8 = 63), and in every bitboard bit n stands for square n. Lookups take a
//! [`Square`], so they cannot index out of bounds.
//!
//! | module | tables |
//! |---|---|
//! | [`distance`] | Chebyshev, Manhattan, file, rank and knight distance `[[u8; 64]; 64]`; center distance and center Manhattan distance `[u8; 64]`; center distance as two bit-planes; distance rings; corner distance and corner Manhattan distance by square colour (KBNK) |
//! | [`x88`] | Chebyshev distance, Manhattan distance, direction and the attack array by 0x88 difference, `[_; 240]` |
//! | [`lines`] | diagonal / anti-diagonal, rank and file masks; rays in eight directions; the sliding-attack tests `path_clear`, `bishop_style_attack`, `rook_style_attack` |
//! | [`attacks`] | knight, king and pawn attacks; `BETWEEN` and `LINE`; rook, bishop and queen attack sets from line masks and first-rank attacks |
//! | [`zobrist`] | Polyglot keys (match Polyglot opening books) and seeded keys: the key of a piece on a square, of castling rights, of an en-passant file and of the side to move; with the `position` feature, the key of a whole [`Position`] or FEN |
//! | [`pawns`] | forward file, pawn attack span, passed-pawn span, forward ranks, adjacent files; the rule of the square |
//! | `magic` (opt-in feature) | rook, bishop and queen attack sets by fixed-shift magic bitboards |
//! | `pext` (opt-in feature) | the same by BMI2's `pext` where the build targets BMI2, else by `magic`; `pext::compact`, the same from 16-bit entries spread by `pdep` (a quarter of the bytes) |
//! | [`sliders`] (with `attacks` or `magic`) | rook, bishop and queen attacks from the fastest lookup the build has: `magic`'s when that feature is on, else [`attacks`]' |
//! | [`castling`] (every build) | castling rights and each castling's squares: the `CASTLING_*` tables of standard chess, [`CastlingPath`] for Chess960 too |
//! | [`bitboard`] (every build) | helpers for plain `u64` bitboards: the lowest and highest square, popping them, iterating over the set squares |
//! | [`registry`] (every build) | every table by name, with its shape and size |
//!
//! The toolkit, with no tables of its own:
//!
//! | module | feature | what |
//! |---|---|---|
//! | [`fen`] | `position` | FEN and four-field EPD positions read into a [`Position`], errors that name the field and byte offset ([`FenError`]); [`Position`] writes FEN back (`Display`, [`ShredderFen`]) |
//! | [`epd`] | `position` | whole EPD lines: the position and its operations ([`Epd`]) |
//! | `position` | `position` | [`Position`] and [`Setup`] (a position from your own board, [`SetupError`]) |
//! | [`book`] | `book` | Polyglot opening books: a zero-copy reader, a writer and a merger |
//!
//! The vocabulary is there with every feature set: [`Square`] (and
//! [`SquareColor`]), [`Color`], [`Role`], [`Piece`], [`Promotion`],
//! [`CastlingRights`], [`CastlingSide`], [`CastlingMode`] (standard chess
//! or Chess960) and [`CastlingPath`] (the squares a castling needs empty
//! and unattacked). Arrays index by it, with no
//! `as usize`: `[T; 64]` by [`Square`], `[T; 2]` by [`Color`], `[T; 6]` by
//! [`Role`] and `[T; 12]` by [`Piece`] (`Index` and `IndexMut`).
//!
//! ```
//! # #[cfg(all(feature = "distance", feature = "position"))] {
//! use chess_tables::{distance, zobrist, Square};
//!
//! assert_eq!(distance::knight_distance(Square::A1, Square::H8), 6);
//! assert_eq!(distance::center_distance(Square::A1), 3);
//! let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//! assert_eq!(zobrist::POLYGLOT.hash_fen(start), Ok(0x463b96181691fc9c));
//! # }
//! ```
//!
//! # Bitboards are plain `u64`
//!
//! Every bitboard in and out of this crate is a `u64`, bit n = square n.
//! Engines bring their own bitboard type (with their own operators,
//! iterators and `Display`); a `u64` converts to any of them for free,
//! works in `const fn` on stable Rust, and keeps the tables readable in
//! the generated source as hex literals.
//!
//! # Stability
//!
//! What a release promises, under Semantic Versioning (a change to any of
//! these is a major version):
//!
//! - **Product tables**: the values of every table the registry marks as
//!   stable (distances, 0x88 tables, line masks and rays, attack sets,
//!   `BETWEEN`/`LINE`, pawn masks, the key sets): their names, shapes and
//!   contents. `tests/fingerprints.txt` pins each one's contents.
//! - **Keys**: every Polyglot key, and the seeded keys of a given seed, as
//!   computed from a position by [`zobrist::Keys`]: stored keys (books,
//!   transposition-table dumps) stay valid.
//! - **Index orders**: `Square` (a1 = 0), [`Color`] (white 0),
//!   [`Role`] (pawn 0 ..= king 5), [`Piece`] (the Polyglot kind order),
//!   [`CastlingRights::bits`] (`K` 1, `Q` 2, `k` 4, `q` 8), `Direction`
//!   (the index of `lines::RAYS`).
//! - The lookup functions' names, signatures and results.
//!
//! **Implementation tables** are exempt: the tables behind a lookup that
//! could be done another way (`attacks::FIRST_RANK_ATTACKS`,
//! `attacks::DIAGONAL_MASKS_EX` and every table of the `magic` and `pext`
//! modules). They are `pub static` so that size reports name them and the
//! generated source shows them, but their layout may change in a minor
//! release (it did, three times, while the lookups stayed the same): use
//! the lookup functions. Their docs and their registry entries say so.
//!
//! Enums and structs that may grow are `#[non_exhaustive]` (errors,
//! [`Promotion`], `lines::Direction`, `registry::TableInfo`,
//! `epd::Operation`, `Setup`).
//!
//! **Versions.** Semantic Versioning: before 1.0, a breaking change of the
//! above (or of any public item's signature) raises the minor version
//! (0.1 -> 0.2), anything else the patch version; CI compares the public
//! API with the last release's on every change. The generator,
//! `chess-tables-codegen`, and its table model, `chess-tables-model`, are
//! released with this crate at the same version and pinned with `=`. **Minimum Rust version: 1.85** (edition 2024),
//! checked by CI; raising it is a minor release and is written in the
//! changelog, never a patch release.
//!
//! # Reading the generated source
//!
//! Each table's *Source* link in these docs opens the generated file it
//! comes from. On disk the files are in
//! `target/<profile>/build/chess-tables-<hash>/out/`, and the generator's command-line
//! tool (`cargo install chess-tables-codegen`, then `chess-tables-codegen
//! --out DIR`) writes the same files anywhere. Every row of a
//! square-by-square table is a documented constant named by its square:
//! search the file for `KNIGHT_DISTANCE_E4`.
//!
//! # Features
//!
//! Every feature is additive; all but `magic` and `pext` are on by
//! default. One feature per table family, named for it, and two for the
//! toolkit on top of the keys:
//!
//! | feature | gates | turns on |
//! |---|---|---|
//! | `distance` | the [`distance`] module and its tables | |
//! | `x88` | the [`x88`] module and its tables | |
//! | `lines` | the [`lines`] module and its tables | |
//! | `attacks` | the [`attacks`] module and its tables; [`sliders`]; `EnPassantRule::Legal` and `Position::legal_en_passant` | |
//! | `zobrist` | the key tables alone: the [`zobrist`] module's `POLYGLOT` and `SEEDED` key sets, their lookups by piece, castling rights, en-passant file and side to move, and `polyglot_en_passant_counts` (no [`Position`]) | |
//! | `pawns` | the [`pawns`] module and its tables | |
//! | `position` | [`Position`], [`Setup`], [`SetupError`], [`ShredderFen`]; FEN in and out ([`fen`], [`FenError`]); EPD ([`epd`], [`Epd`], [`EpdError`]); hashing a position or FEN ([`zobrist::Keys`]' `hash`, `hash_fen`, `hash_fen_with_mode`, `hashed_en_passant`) | `zobrist` |
//! | `book` | Polyglot opening books (the [`book`] module) | `position` |
//! | `magic` (opt-in) | the `magic` module; [`sliders`] use it | |
//! | `pext` (opt-in) | the `pext` module | `magic` |
//!
//! A disabled family is neither generated nor compiled:
//! `default-features = false, features = ["distance"]` builds the distance
//! tables alone, and `features = ["zobrist"]` the key tables without the
//! position toolkit. The vocabulary (the types above, [`castling`],
//! [`bitboard`], [`registry`]) is in every build.
//!
//! Two more families are off by default: `magic` (the `magic` module),
//! rook, bishop and queen attacks by fixed-shift magic bitboards, faster on
//! independent inputs than [`attacks`]' line-mask lookups (slower in a
//! dependent chain) for 1.1 MiB of tables (against 1.5 KiB) and a longer
//! build script run; and `pext` (the `pext` module, which turns on `magic`),
//! the same lookups indexed by BMI2's `pext` in builds that target BMI2
//! (`-C target-cpu=native`), calling the `magic` lookups in any other build,
//! with `pext::compact` beside them (16-bit entries that `pdep` spreads
//! onto the attack mask: a quarter of the bytes, one more instruction).
//! With `pext` the crate allows `unsafe` in two places, the intrinsics'
//! calls (the module's Safety section says why they are sound).
//!
//! The seeded Zobrist keys use a fixed seed unless the build sets
//! `CHESS_TABLES_ZOBRIST_SEED` (a decimal or `0x` hex u64), for example in
//! `.cargo/config.toml`:
//!
//! ```toml
//! [env]
//! CHESS_TABLES_ZOBRIST_SEED = "0x1234_5678_9ABC_DEF0"
//! ```
// The module links above resolve to the modules a build has; a module whose
// feature is off links to the Features section instead, so the docs of every
// feature set build without broken links.
#![cfg_attr(feature = "distance", doc = "[`distance`]: distance")]
#![cfg_attr(not(feature = "distance"), doc = "[`distance`]: #features")]
#![cfg_attr(feature = "x88", doc = "[`x88`]: x88")]
#![cfg_attr(not(feature = "x88"), doc = "[`x88`]: #features")]
#![cfg_attr(feature = "lines", doc = "[`lines`]: lines")]
#![cfg_attr(not(feature = "lines"), doc = "[`lines`]: #features")]
#![cfg_attr(feature = "attacks", doc = "[`attacks`]: attacks")]
#![cfg_attr(not(feature = "attacks"), doc = "[`attacks`]: #features")]
#![cfg_attr(feature = "zobrist", doc = "[`zobrist`]: zobrist")]
#![cfg_attr(not(feature = "zobrist"), doc = "[`zobrist`]: #features")]
#![cfg_attr(feature = "pawns", doc = "[`pawns`]: pawns")]
#![cfg_attr(not(feature = "pawns"), doc = "[`pawns`]: #features")]
#![cfg_attr(feature = "position", doc = "[`fen`]: fen")]
#![cfg_attr(not(feature = "position"), doc = "[`fen`]: #features")]
#![cfg_attr(feature = "position", doc = "[`epd`]: epd")]
#![cfg_attr(not(feature = "position"), doc = "[`epd`]: #features")]
#![cfg_attr(feature = "book", doc = "[`book`]: book")]
#![cfg_attr(not(feature = "book"), doc = "[`book`]: #features")]
#![cfg_attr(feature = "zobrist", doc = "[`zobrist::Keys`]: zobrist::Keys")]
#![cfg_attr(not(feature = "zobrist"), doc = "[`zobrist::Keys`]: #features")]
#![cfg_attr(feature = "position", doc = "[`Position`]: Position")]
#![cfg_attr(not(feature = "position"), doc = "[`Position`]: #features")]
#![cfg_attr(feature = "position", doc = "[`Setup`]: Setup")]
#![cfg_attr(not(feature = "position"), doc = "[`Setup`]: #features")]
#![cfg_attr(feature = "position", doc = "[`SetupError`]: SetupError")]
#![cfg_attr(not(feature = "position"), doc = "[`SetupError`]: #features")]
#![cfg_attr(feature = "position", doc = "[`ShredderFen`]: ShredderFen")]
#![cfg_attr(not(feature = "position"), doc = "[`ShredderFen`]: #features")]
#![cfg_attr(feature = "position", doc = "[`FenError`]: FenError")]
#![cfg_attr(not(feature = "position"), doc = "[`FenError`]: #features")]
#![cfg_attr(feature = "position", doc = "[`Epd`]: Epd")]
#![cfg_attr(not(feature = "position"), doc = "[`Epd`]: #features")]
#![cfg_attr(feature = "position", doc = "[`EpdError`]: EpdError")]
#![cfg_attr(not(feature = "position"), doc = "[`EpdError`]: #features")]
#![cfg_attr(
    any(feature = "attacks", feature = "magic"),
    doc = "[`sliders`]: sliders"
)]
#![cfg_attr(
    not(any(feature = "attacks", feature = "magic")),
    doc = "[`sliders`]: #features"
)]
#![cfg_attr(feature = "pext", doc = "[`pext`]: pext")]
#![cfg_attr(not(feature = "pext"), doc = "[`pext`]: #features")]
#![no_std]
// No `unsafe` anywhere, except with the opt-in `pext` feature the calls of
// the `pext` and `pdep` intrinsics (see the `pext` module's Safety section).
#![cfg_attr(not(feature = "pext"), forbid(unsafe_code))]
#![cfg_attr(feature = "pext", deny(unsafe_code))]
#![warn(missing_docs)]
// Every function is `#[inline]`, so this crate's rlib holds the tables and
// no machine code: a build compiles only the functions it calls, in its own
// crate (contributing/performance.md has what it saves). `scripts/check-inline.sh`
// checks the rlib in CI.
#![warn(clippy::missing_inline_in_public_items)]
#![cfg_attr(docsrs, feature(doc_cfg))]

/// A rustdoc link definition, `[`TEXT`]: TARGET`, for an item of the
/// `position` feature; without the feature it leads to the crate's
/// Features section, so the docs of every feature set build. Defined
/// where the `zobrist` module, its only user, is compiled.
#[cfg(feature = "position")]
macro_rules! position_link {
    ($text:literal, $target:literal) => {
        concat!("[`", $text, "`]: ", $target)
    };
}
#[cfg(all(feature = "zobrist", not(feature = "position")))]
macro_rules! position_link {
    ($text:literal, $target:literal) => {
        concat!("[`", $text, "`]: crate#features")
    };
}

#[cfg(feature = "attacks")]
#[cfg_attr(docsrs, doc(cfg(feature = "attacks")))]
pub mod attacks;
// Vocabulary, with every feature set: its tables are always generated.
pub mod bitboard;
#[cfg(feature = "book")]
#[cfg_attr(docsrs, doc(cfg(feature = "book")))]
pub mod book;
pub mod castling;
#[cfg(feature = "distance")]
#[cfg_attr(docsrs, doc(cfg(feature = "distance")))]
pub mod distance;
// Polyglot's en-passant rule on bitboards, for the keys and the position.
#[cfg(feature = "zobrist")]
mod en_passant;
#[cfg(feature = "position")]
#[cfg_attr(docsrs, doc(cfg(feature = "position")))]
pub mod epd;
#[cfg(feature = "position")]
#[cfg_attr(docsrs, doc(cfg(feature = "position")))]
pub mod fen;
pub mod guide;
#[cfg(feature = "lines")]
#[cfg_attr(docsrs, doc(cfg(feature = "lines")))]
pub mod lines;
#[cfg(feature = "magic")]
#[cfg_attr(docsrs, doc(cfg(feature = "magic")))]
pub mod magic;
#[cfg(feature = "pawns")]
#[cfg_attr(docsrs, doc(cfg(feature = "pawns")))]
pub mod pawns;
#[cfg(feature = "pext")]
#[cfg_attr(docsrs, doc(cfg(feature = "pext")))]
pub mod pext;
#[cfg(feature = "position")]
#[cfg_attr(docsrs, doc(cfg(feature = "position")))]
pub mod position;
pub mod registry;
#[cfg(any(feature = "attacks", feature = "magic"))]
#[cfg_attr(docsrs, doc(cfg(any(feature = "attacks", feature = "magic"))))]
pub mod sliders;
pub mod square;
#[cfg(feature = "x88")]
#[cfg_attr(docsrs, doc(cfg(feature = "x88")))]
pub mod x88;
#[cfg(feature = "zobrist")]
#[cfg_attr(docsrs, doc(cfg(feature = "zobrist")))]
pub mod zobrist;

// The vocabulary: there with every feature set.
mod array_index;
mod color;
mod piece;

pub use castling::{CastlingMode, CastlingPath, CastlingRights, CastlingSide};
pub use color::Color;
pub use piece::{Piece, Promotion, Role};
pub use square::{ParseSquareError, Square, SquareColor, SquareIndexError};

#[cfg(feature = "position")]
pub use epd::{Epd, EpdError};
#[cfg(feature = "position")]
pub use fen::FenError;
#[cfg(feature = "position")]
pub use position::{Position, Setup, SetupError, ShredderFen};

// The Rust examples of the README are compiled and run as doc tests (the
// guide's pages, docs/*.md, are the `guide` module's docs).
#[cfg(all(
    doctest,
    feature = "distance",
    feature = "x88",
    feature = "lines",
    feature = "attacks",
    feature = "zobrist",
    feature = "pawns",
    feature = "position",
    feature = "book"
))]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
