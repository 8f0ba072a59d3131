//! The shape of one entry of the diagnostics catalogue, which
//! [`super::diagnostics`], [`super::habits`] and [`super::habits_shading`] share.

use super::Phrase;

/// One kind of diagnostic.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Stable code, `W` and four digits.
    pub code: &'static str,
    /// Headline: what is wrong.
    pub headline: Phrase,
    /// Text of the label at the primary span.
    pub label: Phrase,
    /// How to fix it.
    pub note: Phrase,
    /// The long form for `lienzo explain`.
    pub explain: Phrase,
    /// A minimal wrong example.
    pub wrong: &'static str,
    /// The same example, right.
    pub right: &'static str,
}
