//! The 64 square constants `Square::A1 ..= Square::H8`.

use crate::board::name;
use crate::emit::doc_attrs;
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

/// `impl Square { pub const A1: Square = Square(0); ... }`, emitted into the
/// runtime's `square` module, which defines `Square`.
pub fn tokens() -> TokenStream {
    let consts = (0..64usize).map(|sq| {
        let ident = Ident::new(&name(sq).to_uppercase(), Span::call_site());
        let index = Literal::u8_unsuffixed(sq as u8);
        let docs = doc_attrs(&[format!("The square {}, index {sq}.", name(sq))]);
        quote!(#docs pub const #ident: Square = Square(#index);)
    });
    quote! {
        impl Square {
            #(#consts)*
        }
    }
}
