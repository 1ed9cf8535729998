//! Pictures of tables: a caption and a text drawing (a board, a grid), as
//! model data. The Rust and C writers print them as fenced blocks in the
//! docs; the HTML writer folds them away beside its own drawing.

/// One picture: caption lines (none, or a sentence ending in `:`) and the
/// drawing's lines, without fences.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Picture {
    /// The caption, one string per line; empty for a picture without one.
    pub caption: Vec<String>,
    /// The drawing, one string per line, drawn in a monospace font.
    pub drawing: Vec<String>,
}

impl Picture {
    /// A picture with a one-line caption.
    pub fn new(caption: impl Into<String>, drawing: Vec<String>) -> Picture {
        Picture {
            caption: vec![caption.into()],
            drawing,
        }
    }

    /// A picture without a caption.
    pub fn uncaptioned(drawing: Vec<String>) -> Picture {
        Picture {
            caption: Vec::new(),
            drawing,
        }
    }

    /// The picture as Markdown lines: the caption, a blank line, and the
    /// drawing in a ```text fence so rustdoc keeps it as drawn.
    pub fn lines(&self) -> Vec<String> {
        let mut lines = self.caption.clone();
        if !lines.is_empty() {
            lines.push(String::new());
        }
        lines.push("```text".to_string());
        lines.extend(self.drawing.iter().cloned());
        lines.push("```".to_string());
        lines
    }
}

/// The Markdown lines of several pictures, a blank line between two.
pub fn lines(pictures: &[Picture]) -> Vec<String> {
    let mut lines = Vec::new();
    for (i, picture) in pictures.iter().enumerate() {
        if i > 0 {
            lines.push(String::new());
        }
        lines.extend(picture.lines());
    }
    lines
}

/// An 8x8 drawing, rank 8 on top, one cell per square, right-aligned to
/// the widest cell.
pub fn board(cell: impl Fn(usize) -> String) -> Vec<String> {
    let cells: Vec<String> = (0..64).map(cell).collect();
    let width = cells.iter().map(String::len).max().unwrap_or(1);
    let mut lines = Vec::with_capacity(10);
    // Pushed by hand, not format! per cell: the build script runs
    // unoptimised and draws hundreds of boards.
    for rank in (0..8).rev() {
        let mut line = String::with_capacity(4 + 8 * (width + 1));
        line.push(char::from(b'1' + rank as u8));
        line.push_str(" |");
        for file in 0..8 {
            let cell = &cells[rank * 8 + file];
            line.push(' ');
            line.extend(std::iter::repeat_n(' ', width - cell.len()));
            line.push_str(cell);
        }
        lines.push(line);
    }
    lines.push(format!("    {}", "-".repeat(8 * (width + 1) - 1)));
    let files: Vec<String> = "abcdefgh".chars().map(|f| format!("{f:>width$}")).collect();
    lines.push(format!("    {}", files.join(" ")));
    lines
}

/// A drawing of a bitboard: `x` for a set bit, `.` for a clear one, and
/// `marker` on `origin` (if any) so the square a row belongs to shows.
pub fn mask(mask: u64, origin: Option<(usize, char)>) -> Vec<String> {
    board(|sq| match origin {
        Some((o, marker)) if o == sq => marker.to_string(),
        _ if mask >> sq & 1 == 1 => "x".to_string(),
        _ => ".".to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_put_rank_8_on_top() {
        let lines = mask(1 << 56, None);
        assert_eq!(lines[0], "8 | x . . . . . . .");
        assert_eq!(lines[7], "1 | . . . . . . . .");
        assert_eq!(lines[9], "    a b c d e f g h");
    }

    #[test]
    fn pictures_are_fenced_and_captioned() {
        let drawing = vec!["x".to_string()];
        assert_eq!(
            lines(&[
                Picture::new("A:", drawing.clone()),
                Picture::uncaptioned(drawing)
            ]),
            ["A:", "", "```text", "x", "```", "", "```text", "x", "```"]
        );
    }
}
