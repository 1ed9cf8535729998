//! The 64 square constants `Square::A1 ..= Square::H8`.

use crate::board::name;
use crate::syntax;

/// `impl Square { pub const A1: Square = Square(0); ... }`, emitted into the
/// runtime's `square` module, which defines `Square`.
pub fn item() -> syn::Item {
    syntax::impl_consts(
        "Square",
        (0..64usize).map(|sq| {
            (
                syntax::doc_attrs(&[format!("The square {}, index {sq}.", name(sq))]),
                name(sq).to_uppercase(),
                syntax::named_type("Square"),
                syntax::call("Square", [syntax::integer(&sq.to_string())]),
            )
        }),
    )
}
