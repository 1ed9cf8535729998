//! Firmware that reads chess-tables lookups; inputs and outputs go through
//! `black_box` so the lookups stay in the image.
#![no_std]
#![no_main]

use core::hint::black_box;
use cortex_m_rt::entry;

#[cfg(reads_tables)]
use chess_tables::Square;

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

#[entry]
fn main() -> ! {
    loop {
        black_box(work(black_box(0), black_box(63)));
    }
}

#[cfg(not(reads_tables))]
fn work(a: u8, b: u8) -> u64 {
    u64::from(a ^ b)
}

#[cfg(reads_tables)]
fn squares(a: u8, b: u8) -> (Square, Square) {
    (
        Square::from_index_masked(u32::from(a)),
        Square::from_index_masked(u32::from(b)),
    )
}

#[cfg(all(
    feature = "one-distance",
    not(feature = "all-distances"),
    not(feature = "everything")
))]
fn work(a: u8, b: u8) -> u64 {
    let (a, b) = squares(a, b);
    u64::from(chess_tables::distance::chebyshev_distance(a, b))
}

#[cfg(all(feature = "all-distances", not(feature = "everything")))]
fn work(a: u8, b: u8) -> u64 {
    use chess_tables::distance::*;
    let (a, b) = squares(a, b);
    u64::from(
        chebyshev_distance(a, b)
            + manhattan_distance(a, b)
            + file_distance(a, b)
            + rank_distance(a, b)
            + knight_distance(a, b)
            + center_distance(a)
            + center_manhattan_distance(b)
            + center_distance_from_bits(a),
    )
}

#[cfg(feature = "everything")]
fn work(a: u8, b: u8) -> u64 {
    use chess_tables::{attacks, distance, lines, x88, zobrist};
    let (sa, sb) = squares(a, b);
    let occupied = black_box(0x0000_1000_0010_0000u64);
    let distances = u64::from(
        distance::chebyshev_distance(sa, sb)
            + distance::manhattan_distance(sa, sb)
            + distance::file_distance(sa, sb)
            + distance::rank_distance(sa, sb)
            + distance::knight_distance(sa, sb)
            + distance::center_distance(sa)
            + distance::center_manhattan_distance(sb)
            + distance::center_distance_from_bits(sa)
            + x88::chebyshev_distance(sa, sb)
            + x88::manhattan_distance(sa, sb),
    ) + x88::direction(sa, sb) as u64;
    let masks = lines::diagonal_mask(sa)
        ^ lines::anti_diagonal_mask(sb)
        ^ u64::from(lines::rook_style_attack(sa, sb, occupied))
        ^ u64::from(lines::bishop_style_attack(sa, sb, occupied));
    let attack_sets = attacks::queen_attacks(sa, occupied)
        ^ attacks::knight_attacks(sb)
        ^ attacks::king_attacks(sa)
        ^ attacks::pawn_attacks(chess_tables::Color::White, sb)
        ^ attacks::between(sa, sb)
        ^ attacks::line(sa, sb);
    let fen = black_box("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    use chess_tables_position::PositionKeys;
    let keys =
        zobrist::POLYGLOT.fen_key(fen).unwrap_or(0) ^ zobrist::SEEDED.fen_key(fen).unwrap_or(0);
    distances ^ masks ^ attack_sets ^ keys
}

#[cfg(all(feature = "one-pawn-mask", not(feature = "catalogue")))]
fn work(a: u8, b: u8) -> u64 {
    let (a, b) = squares(a, b);
    let color = if b.index() & 1 == 0 {
        chess_tables::Color::White
    } else {
        chess_tables::Color::Black
    };
    chess_tables::pawns::passed_pawn_span(color, a)
}

#[cfg(feature = "catalogue")]
fn work(a: u8, b: u8) -> u64 {
    use chess_tables::{Color, distance, lines, pawns, x88};
    let (sa, sb) = squares(a, b);
    let occupied = black_box(0x0000_1000_0010_0000u64);
    let color = if b & 1 == 0 {
        Color::White
    } else {
        Color::Black
    };
    let direction = lines::Direction::ALL[usize::from(a & 7)];
    let small = u64::from(x88::attack_flags(sa, sb))
        + u64::from(distance::corner_distance(sa))
        + u64::from(distance::corner_manhattan_distance(sb.color(), sa));
    small
        ^ lines::ray_attacks(direction, sa, occupied)
        ^ distance::distance_ring(sa, b & 7)
        ^ pawns::forward_file(color, sa)
        ^ pawns::pawn_attack_span(color, sb)
        ^ pawns::passed_pawn_span(color, sa)
        ^ pawns::forward_ranks(color, sb)
        ^ pawns::adjacent_files(sa)
        ^ pawns::rule_of_the_square(color, sa) & sb.bit()
}

#[cfg(all(
    feature = "magic",
    not(any(
        feature = "one-distance",
        feature = "all-distances",
        feature = "everything",
        feature = "one-pawn-mask",
        feature = "catalogue"
    ))
))]
fn work(a: u8, b: u8) -> u64 {
    use chess_tables::magic;
    let (sa, sb) = squares(a, b);
    let occupied = black_box(0x0000_1000_0010_0000u64);
    magic::rook_attacks(sa, occupied)
        ^ magic::bishop_attacks(sb, occupied)
        ^ magic::queen_attacks(sb, !occupied)
}
