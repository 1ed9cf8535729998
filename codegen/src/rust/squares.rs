//! The 64 square constants `Square::A1 ..= Square::H8`.

use crate::board::name;
use proc_macro2::Literal;
use quote::{format_ident, quote};

/// `impl Square { pub const A1: Square = Square(0); ... }`, emitted into the
/// runtime's `square` module, which defines `Square`.
pub fn item() -> syn::Item {
    let docs = (0..64).map(|sq| format!(" The square {}, index {sq}.", name(sq)));
    let names = (0..64).map(|sq| format_ident!("{}", name(sq).to_uppercase()));
    let indices = (0..64u8).map(Literal::u8_unsuffixed);
    syn::parse2(quote! {
        impl Square {
            #(
                #[doc = #docs]
                pub const #names: Square = Square(#indices);
            )*
        }
    })
    .expect("the square template is a valid item")
}
