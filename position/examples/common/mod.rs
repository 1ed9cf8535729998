//! What the examples share: printing that ends quietly when the reader has
//! gone (`cargo run --example tour | head`), where `println!` would panic,
//! and counts in words.

/// Like `println!`, but a closed pipe ends the program with status 0, and
/// another write error ends it with status 1 and a message.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(error) = writeln!(std::io::stdout(), $($arg)*) {
            if error.kind() == std::io::ErrorKind::BrokenPipe {
                std::process::exit(0);
            }
            eprintln!("error: cannot write the output: {error}");
            std::process::exit(1);
        }
    }};
}
pub(crate) use say;

/// `n` and `noun`, plural unless `n` is 1: "1 line", "2 lines".
#[allow(dead_code)] // not every example counts things
pub(crate) fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
