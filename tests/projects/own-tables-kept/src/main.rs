//! Reads the tables kept in src/tables/: tests/tables.rs defines them and
//! checks the files against the definitions. No build script, no
//! generator in the build.

// Included files cannot carry inner attributes, so the modules that
// include them allow what a partial use leaves unused.
#[allow(dead_code)]
mod tables {
    include!("tables/eval.rs");
}

#[allow(dead_code)]
mod registry {
    include!("tables/custom_registry.rs");
}

fn main() {
    // Squares: a1 = 0, g1 = 6, e4 = 28, g8 = 62; white 0, black 1.
    let (white, black) = (0, 1);
    println!(
        "knight on g1 {}, on e4 {}, black's on g8 {}",
        tables::KNIGHT_PST[white][6],
        tables::KNIGHT_PST[white][28],
        tables::KNIGHT_PST[black][62]
    );
    println!(
        "reduction at depth 8, move 20: {}; king zone of a white king on g1: {:#018x}",
        tables::LATE_MOVE_REDUCTION[8][20],
        tables::KING_ZONE[white][6]
    );
    let lmr = registry::table_info("LATE_MOVE_REDUCTION").expect("registered");
    println!(
        "{} is {}, {} bytes; {} tables kept",
        lmr.name,
        lmr.shape,
        lmr.bytes,
        registry::TABLE_INFO.len()
    );
}
