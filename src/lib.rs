//! Every classic chess lookup table as compile-time constants, for engines
//! on a server and firmware on a microcontroller alike.
//!
//! **What it is.** Compile-time tables (distances, 0x88 differences, line
//! masks and rays, attack sets, pawn masks, Zobrist keys), the `const fn`
//! lookups that read them, and the vocabulary around them: [`Square`],
//! [`Color`], [`Role`], [`Piece`] and castling ([`CastlingRights`],
//! [`CastlingMode`], [`CastlingPath`]). `#![no_std]`, no `alloc`, no
//! `unsafe`, nothing initialised at start-up. **What it is not**: a
//! position toolkit or a move library. FEN, EPD, `Position`, the key of a
//! whole position and Polyglot books are the position crate's,
//! [`chess-tables-position`](https://docs.rs/chess-tables-position), built
//! on this one; neither crate generates moves or checks their legality.
//!
//! ```
//! # #[cfg(all(feature = "distance", feature = "attacks", feature = "zobrist"))] {
//! use chess_tables::{distance, fastest, zobrist, Color, Piece, Role, Square};
//!
//! assert_eq!(distance::knight_distance(Square::A1, Square::H8), 6);
//! assert_eq!(distance::center_distance(Square::A1), 3);
//! let occupied = Square::D6.bit() | Square::G4.bit();
//! let queen = fastest::queen_attacks(Square::D4, occupied); // the build's fastest slider lookup
//! assert_eq!(queen & Square::D7.bit(), 0); // d6 blocks the file
//! // The Polyglot key of a white knight on f3 (Random64[213]), as a move updates a key:
//! let knight = Piece::from_parts(Color::White, Role::Knight);
//! assert_eq!(zobrist::POLYGLOT.piece(knight, Square::F3), 0xfcaf_55c1_bf8a_4424);
//! # }
//! ```
//!
//! The tables are computed once, at build time, by `chess-tables-codegen`
//! and written as documented Rust source into Cargo's `OUT_DIR`, every table
//! a `pub static` (one copy per binary, under its own symbol); this crate
//! `include!`s that source and adds `const fn` lookups over it and the
//! vocabulary types. There is no `unsafe` (but for the opt-in `pext`
//! feature's two intrinsic calls, see [`pext`]).
//!
//! The [`guide`] has a page per topic: [the tables](guide::tables), [the
//! generated source](guide::generated_source),
//! [firmware](guide::firmware), [stability](guide::stability) and [the
//! figures](guide::figures). The generator's guide has [your own
//! `build.rs`](https://docs.rs/chess-tables-codegen/latest/chess_tables_codegen/guide/own_build/index.html)
//! and [your own
//! tables](https://docs.rs/chess-tables-codegen/latest/chess_tables_codegen/guide/own_tables/index.html).
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
//! | [`zobrist`] | Polyglot keys (match Polyglot opening books) and seeded keys as data: the key of a piece on a square, of castling rights, of an en-passant file and of the side to move; Polyglot's en-passant rule on bitboards |
//! | [`pawns`] | forward file, pawn attack span, passed-pawn span, forward ranks, adjacent files; the rule of the square |
//! | `magic` (opt-in feature) | rook, bishop and queen attack sets by black magic bitboards |
//! | `pext` (opt-in feature) | the same by BMI2's `pext`, in a build that targets BMI2 (the lookups exist only there); `pext::compact`, the same from 16-bit entries spread by `pdep` (a quarter of the bytes) |
//! | [`fastest`] (with `attacks` or `magic`) | rook, bishop and queen attacks, the one to call in a move generator: plain functions from the fastest lookup the build has: `pext::compact`'s in a BMI2 build with `pext`, else `magic`'s, else [`attacks`]' |
//! | [`castling`] (every build) | castling rights and each castling's squares: the `CASTLING_*` tables of standard chess, [`CastlingPath`] for Chess960 too |
//! | [`bitboard`] (every build) | helpers for plain `u64` bitboards: the lowest and highest square, popping them, iterating over the set squares |
//! | [`registry`] (every build) | every table by name, with its shape and size |
//!
//! The vocabulary is there with every feature set: [`Square`] (and
//! [`SquareColor`]), [`Color`], [`Role`], [`Piece`], [`Promotion`],
//! [`CastlingRights`], [`CastlingSide`], [`CastlingMode`] (standard chess
//! or Chess960) and [`CastlingPath`] (the squares a castling needs empty
//! and unattacked). Arrays index by it, with no
//! `as usize`: `[T; 64]` by [`Square`], `[T; 2]` by [`Color`], `[T; 6]` by
//! [`Role`] and `[T; 12]` by [`Piece`] (`Index` and `IndexMut`).
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
//!   [`zobrist::Keys`] holds them: stored keys (books, transposition-table
//!   dumps) stay valid.
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
//! Enums and structs that may grow are `#[non_exhaustive]`
//! (`lines::Direction`, `registry::TableInfo`).
//!
//! **Versions.** Semantic Versioning: before 1.0, a breaking change of the
//! above (or of any public item's signature) raises the minor version
//! (0.1 -> 0.2), anything else the patch version; CI compares the public
//! API with the last release's on every change. The generator,
//! `chess-tables-codegen`, and its table model, `chess-tables-model`, are
//! released with this crate at the same version and pinned with `=`. The
//! position crate has its own version line. **Minimum Rust version: 1.85**
//! (edition 2024), checked by CI; raising it is a minor release and is
//! written in the changelog, never a patch release.
//!
//! # Reading the generated source
//!
//! Each table's *Source* link in these docs opens the generated file it
//! comes from. On disk the files are in the build script's output
//! directory, one per target, profile and feature set
//! (`target/<profile>/build/chess-tables-<hash>/out/`, under
//! `target/<target>/` for a cross build): your build command again with
//! `--message-format=json` names the one it used ([the generated
//! source](guide::generated_source) has the one-line filter). The generator's command-line
//! tool (`cargo install chess-tables-codegen`, then `chess-tables-codegen
//! --out DIR`) writes the same files anywhere. Every row of a
//! square-by-square table is a documented constant named by its square:
//! search the file for `KNIGHT_DISTANCE_E4`.
//!
//! # Features
//!
//! Every feature is additive; all but `magic`, `pext`, `serde` and
//! `cozy-chess-0_3` are on by default. `generate` chooses how the build
//! script writes the tables; then one feature per table family, named for
//! it, serde, and the cozy-chess bridge:
//!
//! | feature | gates |
//! |---|---|
//! | `generate` | the build script computes the tables with the generator, `chess-tables-codegen` (the design's build); without it, the build script has no dependencies and copies the generator's output the package ships (`generated/` in the package): the same bytes for every feature set, which CI proves, without compiling the generator and its dependencies (syn, prettyplease, quote, phf_codegen). A Zobrist seed needs it |
//! | `distance` | the [`distance`] module and its tables |
//! | `x88` | the [`x88`] module and its tables |
//! | `lines` | the [`lines`] module and its tables |
//! | `attacks` | the [`attacks`] module and its tables; [`fastest`] |
//! | `zobrist` | the [`zobrist`] module: the `POLYGLOT` and `SEEDED` key sets, their lookups by piece, castling rights, en-passant file and side to move, Polyglot's en-passant rule |
//! | `pawns` | the [`pawns`] module and its tables |
//! | `magic` (opt-in) | the `magic` module; [`fastest`] uses it |
//! | `pext` (opt-in, turns on `magic`) | the `pext` module; [`fastest`] uses it in a BMI2 build |
//! | `serde` (opt-in, no table family) | serde's `Serialize` and `Deserialize` for the vocabulary as its usual text, the text `Display` writes and `FromStr` reads: [`Square`] `"e4"`, [`Color`] `"w"`, [`Role`] `"n"`, [`Piece`] `"N"`, [`Promotion`] `"q"`, [`SquareColor`] `"light"`, [`CastlingSide`] `"kingside"`, [`CastlingMode`] `"chess960"`, [`CastlingRights`] `"KQkq"` (a Chess960 rook file is a serialize error: its letters need the king's file); a text `FromStr` rejects is a serde error carrying [`ParseError`]'s message. Hand-written, `no_std`, no allocation, no derive macro: serde without default features is the one dependency. `Position` and book entries are the position crate's feature of the same name |
//! | `cozy-chess-0_3` (opt-in, no table family) | `From`/`TryFrom` between the vocabulary and [cozy-chess](https://docs.rs/cozy-chess/0.3) 0.3's (MIT): [`Square`], [`Color`], [`Role`] and [`Promotion`] (cozy-chess's `Piece`; a pawn is no promotion, `PawnPromotionError`), [`Piece`] (its `(Piece, Color)`), [`CastlingRights`] (its `[CastleRights; 2]`); cozy-chess 0.4 would be a feature `cozy-chess-0_4` beside it. Its boards, positions and moves are the position crate's feature of the same name |
//!
//! A disabled family is neither generated nor compiled:
//! `default-features = false, features = ["distance"]` builds the distance
//! tables alone, from the shipped source (add `"generate"` to compute them
//! in the build). The vocabulary (the types above, [`castling`],
//! [`bitboard`], [`registry`]) is in every build.
//!
//! Two families are off by default: `magic` (the `magic` module),
//! rook, bishop and queen attacks by black magic bitboards, faster on
//! independent inputs than [`attacks`]' line-mask lookups (slower in a
//! dependent chain) for 690 KiB of tables (against 1.5 KiB) and a longer
//! build script run; and `pext` (the `pext` module, which turns on `magic`),
//! the same lookups indexed by BMI2's `pext`, there only in builds that
//! target BMI2 (`-C target-cpu=native`; other builds have the tables and
//! [`fastest`] calls `magic` there); in a BMI2 build [`fastest`] reads
//! their `pext::compact` form (16-bit entries that `pdep` spreads onto the
//! attack mask: a quarter of the bytes, one more instruction).
//! With `pext` the crate allows `unsafe` in two places, the intrinsics'
//! calls (the module's Safety section says why they are sound).
//!
//! The seeded Zobrist keys use a fixed seed unless the build sets
//! `CHESS_TABLES_ZOBRIST_SEED` (a decimal or `0x` hex u64; with the
//! `generate` feature: without it, the build stops and says so), for
//! example in `.cargo/config.toml`:
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
#![cfg_attr(feature = "zobrist", doc = "[`zobrist::Keys`]: zobrist::Keys")]
#![cfg_attr(not(feature = "zobrist"), doc = "[`zobrist::Keys`]: #features")]
#![cfg_attr(feature = "pawns", doc = "[`pawns`]: pawns")]
#![cfg_attr(not(feature = "pawns"), doc = "[`pawns`]: #features")]
#![cfg_attr(
    any(feature = "attacks", feature = "magic"),
    doc = "[`fastest`]: fastest"
)]
#![cfg_attr(
    not(any(feature = "attacks", feature = "magic")),
    doc = "[`fastest`]: #features"
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
// crate (contributing/performance.md has what it saves). `scripts/check/check-inline.sh`
// checks the rlib in CI.
#![warn(clippy::missing_inline_in_public_items)]
#![cfg_attr(docsrs, feature(doc_cfg))]

// First: the macro that declares the vocabulary's enums, for the modules below.
#[macro_use]
mod vocabulary;

#[cfg(feature = "attacks")]
#[cfg_attr(docsrs, doc(cfg(feature = "attacks")))]
pub mod attacks;
// Vocabulary, with every feature set: its tables are always generated.
pub mod bitboard;
pub mod castling;
#[cfg(feature = "distance")]
#[cfg_attr(docsrs, doc(cfg(feature = "distance")))]
pub mod distance;
#[cfg(any(feature = "attacks", feature = "magic"))]
#[cfg_attr(docsrs, doc(cfg(any(feature = "attacks", feature = "magic"))))]
pub mod fastest;
// Polyglot's en-passant rule on bitboards, for the keys.
#[cfg(feature = "zobrist")]
mod en_passant;
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
pub mod registry;
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
// The vocabulary to and from cozy-chess 0.3's: trait impls and their error.
#[cfg(feature = "cozy-chess-0_3")]
mod cozy_chess_0_3;
mod parse_error;
mod piece;
// The vocabulary as serde text: trait impls only.
#[cfg(feature = "serde")]
#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
mod serde_impls;

pub use castling::{CastlingMode, CastlingPath, CastlingRights, CastlingSide};
pub use color::Color;
#[cfg(feature = "cozy-chess-0_3")]
#[cfg_attr(docsrs, doc(cfg(feature = "cozy-chess-0_3")))]
pub use cozy_chess_0_3::PawnPromotionError;
pub use parse_error::ParseError;
pub use piece::{Piece, Promotion, Role};
pub use square::{Square, SquareColor, SquareIndexError};

// The Rust examples of the README are compiled and run as doc tests (the
// guide's pages, docs/*.md, are the `guide` module's docs).
#[cfg(all(
    doctest,
    feature = "distance",
    feature = "x88",
    feature = "lines",
    feature = "attacks",
    feature = "zobrist",
    feature = "pawns"
))]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
