//! The `Square` type: an enum of the 64 squares `Square::A1 ..= Square::H8`.

use chess_tables_model::board::name;
use proc_macro2::Literal;
use quote::{format_ident, quote};

/// `pub enum Square { A1 = 0, ... }` and the index-to-square map, emitted
/// into the runtime's `square` module, which adds the methods. An enum so
/// that the compiler knows every index is below 64: a lookup in a
/// `[_; 64]` table needs no bounds check and no mask.
pub fn items() -> Vec<syn::Item> {
    let docs = (0..64).map(|sq| format!(" The square {}, index {sq}.", name(sq)));
    let names: Vec<_> = (0..64)
        .map(|sq| format_ident!("{}", name(sq).to_uppercase()))
        .collect();
    let indices: Vec<_> = (0..64u8).map(Literal::u8_unsuffixed).collect();
    let enum_item = quote! {
        /// A square of the board, index 0 (a1) ..= 63 (h8), little-endian
        /// rank-file (Chess Programming Wiki, "Square Mapping
        /// Considerations": LERF).
        ///
        /// A `Square` always holds a valid index, so every table lookup that
        /// takes one is in bounds, and `Option<Square>` is one byte. Variants
        /// `Square::A1 ..= Square::H8` name all 64; `sq as u8` is the index.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        pub enum Square {
            #(
                #[doc = #docs]
                #names = #indices,
            )*
        }
    };
    // 0..=62 by name, 63 as the catch-all the mask leaves it.
    let (first_indices, first_names) = (&indices[..63], &names[..63]);
    let map_item = quote! {
        impl Square {
            /// The square of index `index & 63` (the mask makes it total).
            /// Inlined, the match compiles to the mask alone.
            #[inline]
            const fn from_index(index: u8) -> Square {
                match index & 63 {
                    #( #first_indices => Square::#first_names, )*
                    _ => Square::H8,
                }
            }
        }
    };
    [enum_item, map_item]
        .into_iter()
        .map(|tokens| syn::parse2(tokens).expect("the square templates are valid items"))
        .collect()
}
