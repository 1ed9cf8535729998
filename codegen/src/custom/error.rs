//! Why a definition of your own cannot be generated: the family, the
//! table and the problem, with the index and value where one applies.

#[cfg(doc)]
use super::{CustomTable, Indices};
use super::{MAX_AXES, MAX_FAMILY_NAME, MAX_TABLE_BYTES};
use std::fmt;

/// A definition of your own that cannot be generated: which family and
/// table, and what is wrong. Its message names them, and the index and
/// value where one applies.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct DefinitionError {
    /// The family's name, as given.
    pub family: String,
    /// The table's name, as given; `None` for a problem of the family.
    pub table: Option<String>,
    /// What is wrong.
    pub problem: Problem,
}

/// What is wrong with a definition of your own.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Problem {
    /// A family's name does not match `^[a-z][a-z0-9_]*$`, is longer
    /// than [`MAX_FAMILY_NAME`] or is a Windows device name (`con`, `prn`,
    /// `aux`, `nul`, `com1`-`com9`, `lpt1`-`lpt9`), which no file may take.
    InvalidFamilyName,
    /// A family's file would be a built-in family's, `squares.rs`,
    /// `registry.rs` or [`REGISTRY_FILE`](super::REGISTRY_FILE), or another family of yours has
    /// the name.
    FamilyNameTaken {
        /// Whose file it is.
        by: String,
    },
    /// A family has no tables.
    EmptyFamily,
    /// A table's name does not match `^[A-Z][A-Z0-9_]*$`.
    InvalidName,
    /// A table's name (or one of its row constants) is taken.
    NameTaken {
        /// The name that clashes.
        name: String,
        /// What holds it: a built-in table, a built-in row constant, or another table of yours.
        by: String,
    },
    /// A count's name does not match `^[a-z][a-z0-9_]*$`.
    InvalidAxisName {
        /// The name given.
        name: String,
    },
    /// A table has more than [`MAX_AXES`] axes.
    TooManyAxes {
        /// The number of axes given.
        axes: usize,
    },
    /// A definition, source or note holds a character the generated
    /// source cannot carry: a line break in a definition or source (one
    /// line each), a carriage return or another control character but a
    /// note's line breaks and tabs, or a character that changes the
    /// direction of text (U+202A..=U+202E, U+2066..=U+2069), which rustc
    /// refuses in comments.
    InvalidText {
        /// `"definition"`, `"source"` or `"note"`.
        field: &'static str,
        /// The character.
        character: char,
    },
    /// A count has no indices.
    EmptyAxis {
        /// The count's name.
        name: String,
    },
    /// The table would hold more than [`MAX_TABLE_BYTES`]; `None` when
    /// the size overflows a `usize`.
    TooLarge {
        /// The size asked for.
        bytes: Option<usize>,
    },
    /// No definition was given ([`CustomTable::definition`]).
    NoDefinition,
    /// No source was given ([`CustomTable::source`]).
    NoSource,
    /// No values were given ([`CustomTable::values`], [`CustomTable::formula`]
    /// or [`CustomTable::bitboards`]).
    NoValues,
    /// A formula's value, rounded, does not fit the element type.
    OutOfRange {
        /// The indices, in axis order.
        index: Vec<usize>,
        /// The indices in words, e.g. `"white, e4"` or `"depth 3"`.
        at: String,
        /// The formula's value, as Rust prints the `f64`.
        value: String,
        /// The element type.
        element: &'static str,
    },
    /// A formula returned NaN or an infinity.
    NotFinite {
        /// The indices, in axis order.
        index: Vec<usize>,
        /// The indices in words, e.g. `"white, e4"` or `"depth 3"`.
        at: String,
        /// `NaN`, `inf` or `-inf`.
        value: String,
    },
    /// The value function read an axis the table cannot answer
    /// ([`Indices`]): a kind the table has no axis of (`square()` of a
    /// `[color]` table), a kind it has two of (`square()` of a
    /// `[square][square]` table: read each by position, `square_at(0)`),
    /// a count with a name no count has, or an `_at` read of an axis of
    /// another kind or past the last axis.
    WrongAxis {
        /// The indices, in axis order.
        index: Vec<usize>,
        /// The indices in words, e.g. `"white, e4"` or `"depth 3"`.
        at: String,
        /// The read, as called: `square()`, `role_at(1)`, `count("depth")`.
        read: String,
        /// Why the table cannot answer it, naming the table's axes, e.g.
        /// `"the table, indexed [color], has no square axis"`.
        why: String,
    },
    /// The value function panicked.
    Panicked {
        /// The indices, in axis order.
        index: Vec<usize>,
        /// The indices in words, e.g. `"white, e4"` or `"depth 3"`.
        at: String,
        /// The panic's message.
        message: String,
    },
    /// A definition or source was given but holds only white space
    /// (Unicode's `White_Space`: spaces, tabs, U+000B, U+00A0, U+2028, ...).
    BlankText {
        /// `"definition"` or `"source"`.
        field: &'static str,
        /// The characters it holds, as `U+XXXX` codes.
        characters: String,
    },
}

impl fmt::Display for DefinitionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let family = &self.family;
        match &self.table {
            Some(table) => write!(f, "table {table:?} of family {family:?}: ")?,
            None => write!(f, "family {family:?}: ")?,
        }
        // " at [3][0] (depth 3, move 0)"; nothing for a table without axes.
        let index = |index: &[usize], at: &str| {
            let parts: Vec<String> = index.iter().map(usize::to_string).collect();
            match (index.is_empty(), at.is_empty()) {
                (true, _) => String::new(),
                (false, true) => format!(" at [{}]", parts.join("][")),
                (false, false) => format!(" at [{}] ({at})", parts.join("][")),
            }
        };
        match &self.problem {
            Problem::InvalidFamilyName => write!(
                f,
                "a family's name must match ^[a-z][a-z0-9_]*$, at most {MAX_FAMILY_NAME} bytes, \
                 and not be a Windows device name (con, prn, aux, nul, com1-com9, lpt1-lpt9)"
            ),
            Problem::FamilyNameTaken { by } => write!(f, "the file name is taken by {by}"),
            Problem::EmptyFamily => f.write_str("the family has no tables"),
            Problem::InvalidName => f.write_str("a table's name must match ^[A-Z][A-Z0-9_]*$"),
            Problem::NameTaken { name, by } => write!(f, "the name {name} is taken by {by}"),
            Problem::InvalidAxisName { name } => {
                write!(f, "the count {name:?} must be named ^[a-z][a-z0-9_]*$")
            }
            Problem::EmptyAxis { name } => write!(f, "the count {name:?} has no indices"),
            Problem::TooManyAxes { axes } => {
                write!(
                    f,
                    "the table has {axes} axes, more than the limit of {MAX_AXES}"
                )
            }
            Problem::InvalidText { field, character } => write!(
                f,
                "the {field} holds {character:?} (U+{:04X}), which generated source cannot carry",
                u32::from(*character)
            ),
            Problem::TooLarge { bytes: Some(bytes) } => write!(
                f,
                "the table would hold {bytes} bytes, more than the limit of {MAX_TABLE_BYTES}"
            ),
            Problem::TooLarge { bytes: None } => write!(
                f,
                "the table's size overflows (the limit is {MAX_TABLE_BYTES} bytes)"
            ),
            Problem::NoDefinition => f.write_str("no definition: call .definition(...)"),
            Problem::NoSource => f.write_str("no source: call .source(...)"),
            Problem::BlankText { field, characters } => write!(
                f,
                "the {field} is blank: it holds only white space ({characters}); write what the table {}",
                if *field == "definition" {
                    "holds"
                } else {
                    "comes from"
                }
            ),
            Problem::NoValues => {
                f.write_str("no values: call .values(...), .formula(...) or .bitboards(...)")
            }
            Problem::OutOfRange {
                index: i,
                at,
                value,
                element,
            } => write!(
                f,
                "the value{} is {value}, which does not fit {element} once rounded",
                index(i, at)
            ),
            Problem::NotFinite {
                index: i,
                at,
                value,
            } => write!(f, "the formula gives {value}{}", index(i, at)),
            Problem::Panicked {
                index: i,
                at,
                message,
            } => write!(f, "the value function panicked{}: {message}", index(i, at)),
            Problem::WrongAxis {
                index: i,
                at,
                read,
                why,
            } => write!(
                f,
                "the value function read {read}{}, but {why}",
                index(i, at)
            ),
        }
    }
}

impl std::error::Error for DefinitionError {}
