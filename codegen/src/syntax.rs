//! Constructors for the few syn syntax-tree nodes the generator emits:
//! documented `pub const` items, array and reference types, literals, arrays,
//! struct literals and an `impl` block of constants.
//!
//! The generator builds its trees directly instead of quoting tokens and
//! parsing them: syn's parser is over two thirds of syn's compile time
//! (measured: 1.75 s with `parsing`, 0.50 s without, unoptimised as Cargo
//! builds build-dependencies), and syn is on every user's clean-build
//! critical path. prettyplease needs only the trees.

use proc_macro2::{Ident, Span};
use syn::punctuated::Punctuated;
use syn::{
    AttrStyle, Attribute, Expr, ExprArray, ExprCall, ExprLit, ExprPath, ExprReference, ExprStruct,
    FieldValue, ImplItem, ImplItemConst, Item, ItemConst, ItemImpl, Lit, LitInt, LitStr, Meta,
    MetaNameValue, Path, Type, TypeArray, TypePath, TypeReference, Visibility,
};

/// An identifier (a Rust name the generator chose, so always valid).
pub fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

fn path(name: &str) -> Path {
    Path::from(ident(name))
}

/// One `#[doc = " line"]` per line, which prettyplease prints as `/// line`.
pub fn doc_attrs<S: AsRef<str>>(lines: &[S]) -> Vec<Attribute> {
    lines
        .iter()
        .map(|line| {
            let line = line.as_ref();
            let text = if line.is_empty() {
                String::new()
            } else {
                format!(" {line}")
            };
            Attribute {
                pound_token: Default::default(),
                style: AttrStyle::Outer,
                bracket_token: Default::default(),
                meta: Meta::NameValue(MetaNameValue {
                    path: path("doc"),
                    eq_token: Default::default(),
                    value: string(&text),
                }),
            }
        })
        .collect()
}

/// The type called `name`, e.g. `u8` or `Square`.
pub fn named_type(name: &str) -> Type {
    Type::Path(TypePath {
        attrs: Vec::new(),
        qself: None,
        path: path(name),
    })
}

/// `[element; len]`.
pub fn array_type(element: Type, len: usize) -> Type {
    Type::Array(TypeArray {
        attrs: Vec::new(),
        bracket_token: Default::default(),
        elem: Box::new(element),
        semi_token: Default::default(),
        len: integer(&len.to_string()),
    })
}

/// `&ty` (in a `const` item's type the lifetime is `'static`).
pub fn reference_type(ty: Type) -> Type {
    Type::Reference(TypeReference {
        attrs: Vec::new(),
        and_token: Default::default(),
        lifetime: None,
        mutability: None,
        elem: Box::new(ty),
    })
}

/// An integer literal written as `repr` (`"7"`, `"-3"`, `"0xFF00_0000"`).
///
/// # Panics
/// If `repr` is not an integer literal: a generator bug, never input.
pub fn integer(repr: &str) -> Expr {
    Expr::Lit(ExprLit {
        attrs: Vec::new(),
        lit: Lit::Int(LitInt::new(repr, Span::call_site())),
    })
}

/// A string literal.
pub fn string(value: &str) -> Expr {
    Expr::Lit(ExprLit {
        attrs: Vec::new(),
        lit: Lit::Str(LitStr::new(value, Span::call_site())),
    })
}

/// `[a, b, ...]`.
pub fn array(elements: impl IntoIterator<Item = Expr>) -> Expr {
    Expr::Array(ExprArray {
        attrs: Vec::new(),
        bracket_token: Default::default(),
        elems: elements.into_iter().collect::<Punctuated<_, _>>(),
    })
}

/// `&expr`.
pub fn reference(expr: Expr) -> Expr {
    Expr::Reference(ExprReference {
        attrs: Vec::new(),
        and_token: Default::default(),
        mutability: None,
        expr: Box::new(expr),
    })
}

/// `function(args...)`, e.g. a tuple struct's constructor.
pub fn call(function: &str, args: impl IntoIterator<Item = Expr>) -> Expr {
    Expr::Call(ExprCall {
        attrs: Vec::new(),
        func: Box::new(Expr::Path(ExprPath {
            attrs: Vec::new(),
            qself: None,
            path: path(function),
        })),
        paren_token: Default::default(),
        args: args.into_iter().collect(),
    })
}

/// `Name { field: value, ... }`.
pub fn struct_literal<'a>(name: &str, fields: impl IntoIterator<Item = (&'a str, Expr)>) -> Expr {
    Expr::Struct(ExprStruct {
        attrs: Vec::new(),
        qself: None,
        path: path(name),
        brace_token: Default::default(),
        fields: fields
            .into_iter()
            .map(|(field, expr)| FieldValue {
                attrs: Vec::new(),
                member: ident(field).into(),
                colon_token: Some(Default::default()),
                expr,
            })
            .collect(),
        dot2_token: None,
        rest: None,
    })
}

/// `#[doc] pub const NAME: ty = expr;`
pub fn const_item(docs: Vec<Attribute>, name: &str, ty: Type, expr: Expr) -> Item {
    Item::Const(ItemConst {
        attrs: docs,
        vis: Visibility::Public(Default::default()),
        modifiers: Default::default(),
        const_token: Default::default(),
        ident: ident(name),
        generics: Default::default(),
        colon_token: Default::default(),
        ty: Box::new(ty),
        eq_token: Default::default(),
        expr: Box::new(expr),
        semi_token: Default::default(),
    })
}

/// `impl self_ty { #[doc] pub const NAME: ty = expr; ... }` from
/// `(docs, name, ty, expr)` constants.
pub fn impl_consts(
    self_ty: &str,
    consts: impl IntoIterator<Item = (Vec<Attribute>, String, Type, Expr)>,
) -> Item {
    Item::Impl(ItemImpl {
        attrs: Vec::new(),
        modifiers: Default::default(),
        unsafety: None,
        impl_token: Default::default(),
        generics: Default::default(),
        trait_: None,
        self_ty: Box::new(named_type(self_ty)),
        brace_token: Default::default(),
        items: consts
            .into_iter()
            .map(|(docs, name, ty, expr)| {
                ImplItem::Const(ImplItemConst {
                    attrs: docs,
                    vis: Visibility::Public(Default::default()),
                    modifiers: Default::default(),
                    const_token: Default::default(),
                    ident: ident(&name),
                    generics: Default::default(),
                    colon_token: Default::default(),
                    ty,
                    eq_token: Default::default(),
                    expr,
                    semi_token: Default::default(),
                })
            })
            .collect(),
    })
}

/// Pretty-prints items as a file body.
pub fn unparse(items: Vec<Item>) -> String {
    prettyplease::unparse(&syn::File {
        shebang: None,
        frontmatter: None,
        attrs: Vec::new(),
        items,
    })
}
