//! The catalogue of diagnostics: one entry per kind of problem, with a stable code, a
//! headline, a label and a note in Spanish and English, and a long form with a wrong and
//! a right example (`lienzo explain CODE`). Messages are data; `{name}` placeholders are
//! filled by [`render`] (a Spanish value may come as `{name_es}`).
//!
//! The entries live in one file per family (`parse`, `types`, `stages`, … `sandbox`), in
//! the catalogue's order, and are joined at compile time into [`ENTRIES`].

use std::fmt::Write as _;

use super::{Both, Lang, Phrase};

pub use super::entry::Entry;

/// The start of a fragment shader, for examples that are only its body.
const FS: &str = "@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n";

mod consts;
mod control;
mod functions;
mod limits;
mod names;
mod parse;
mod rules;
mod sandbox;
mod stages;
mod types;
mod values;
mod webgpu_types;
mod writes;

/// The families of [`ENTRIES`], in the catalogue's order.
const PARTS: &[&[Entry]] = &[
    parse::ENTRIES,
    types::ENTRIES,
    stages::ENTRIES,
    control::ENTRIES,
    limits::ENTRIES,
    names::ENTRIES,
    consts::ENTRIES,
    rules::ENTRIES,
    writes::ENTRIES,
    values::ENTRIES,
    webgpu_types::ENTRIES,
    functions::ENTRIES,
    sandbox::ENTRIES,
];

/// All of [`PARTS`] in one array.
static ALL: [Entry; super::concat::count(PARTS)] = super::concat::concat(PARTS);

/// Every entry, by code.
pub const ENTRIES: &[Entry] = &ALL;

/// Every entry: [`ENTRIES`], then the habits from other languages
/// ([`super::habits::ENTRIES`], [`super::habits_shading::ENTRIES`],
/// [`super::habits_words::ENTRIES`], [`super::habits_blocks::ENTRIES`]).
pub fn all() -> impl Iterator<Item = &'static Entry> {
    ENTRIES
        .iter()
        .chain(super::habits::ENTRIES)
        .chain(super::habits_shading::ENTRIES)
        .chain(super::habits_words::ENTRIES)
        .chain(super::habits_blocks::ENTRIES)
        .chain(super::naga_parse::ENTRIES)
        .chain(super::naga_checks::ENTRIES)
        .chain(super::naga_features::ENTRIES)
}

/// The entry of a code.
pub fn find(code: &str) -> Option<&'static Entry> {
    all().find(|e| e.code.eq_ignore_ascii_case(code.trim()))
}

/// Fills `{name}` placeholders of `template` with `args`.
fn render(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = template.to_owned();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

/// Both languages of `phrase`, with their placeholders filled from `args`.
pub fn fill(phrase: Phrase, args: &[(&str, &str)]) -> Both {
    Both {
        es: render(phrase.es, args),
        en: render(phrase.en, args),
    }
}

/// A template with its placeholders shown as `…`.
fn generic(template: &str) -> String {
    let mut out = String::new();
    let mut hole = false;
    for c in template.chars() {
        match c {
            '{' => hole = true,
            '}' if hole => {
                hole = false;
                out.push('…');
            }
            _ if !hole => out.push(c),
            _ => {}
        }
    }
    out
}

/// The heading of the wrong example in `lienzo explain`.
pub const WRONG: Phrase = Phrase { es: "Mal", en: "Wrong" };
/// The heading of the right example in `lienzo explain`.
pub const RIGHT: Phrase = Phrase {
    es: "Bien",
    en: "Right",
};

/// An example as `lienzo explain` shows it: a body gets the fragment shader around it.
pub fn example(text: &str) -> String {
    if text.starts_with("    ") {
        format!("{FS}{text}")
    } else {
        text.to_owned()
    }
}

/// The long form of a code, as `lienzo explain` prints it.
pub fn explain(code: &str, lang: Lang) -> Option<String> {
    let e = find(code)?;
    let mut out = format!(
        "{}: {}\n\n{}\n",
        e.code,
        generic(e.headline.get(lang)),
        e.explain.get(lang)
    );
    if !e.wrong.is_empty() {
        let _ = write!(
            out,
            "\n{}:\n\n{}\n\n{}:\n\n{}\n",
            WRONG.get(lang),
            example(e.wrong),
            RIGHT.get(lang),
            example(e.right)
        );
    }
    Some(out)
}
