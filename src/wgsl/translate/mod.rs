//! naga's errors in WGSL's terms. naga reports what its validator found in terms of
//! its own IR (expression handles, `Debug` dumps of types); a student needs what is
//! wrong, at the offending expression, with types spelled as WGSL spells them. This
//! walks naga's error, resolves each handle to its span and its type (printed with
//! naga's own `TypeContext`), and fills an entry of the catalogue ([`super::messages`]).

mod naga_es;
mod parse;
mod places;
mod validation;

use naga::valid::ValidationError;

use super::diagnostic::{DiagSource, Diagnostic, Label, Span, Spanish};
use super::messages::{self, render};

pub(crate) use parse::parse;
pub(crate) use places::derivative_call;
pub(crate) use validation::validation;

/// A diagnostic from the catalogue: headline, primary label and note in both
/// languages, with `args` filled in.
pub(crate) fn make(code: &'static str, span: Option<Span>, args: &[(&str, &str)]) -> Diagnostic {
    let entry = messages::find(code).unwrap_or(&messages::ENTRIES[0]);
    let mut d = Diagnostic::error(DiagSource::Naga, render(entry.headline[0], args), span);
    d.code = Some(entry.code);
    d.labels.push(Label {
        message: render(entry.label[0], args),
        span,
    });
    let mut es = Spanish {
        message: render(entry.headline[1], args),
        labels: vec![render(entry.label[1], args)],
        notes: Vec::new(),
    };
    let (note_en, note_es) = (render(entry.note[0], args), render(entry.note[1], args));
    if !note_en.is_empty() {
        d.notes.push(note_en);
        es.notes.push(note_es);
    }
    d.spanish = Some(Box::new(es));
    d
}

/// Adds a label in both languages.
pub(crate) fn label(d: &mut Diagnostic, span: Option<Span>, en: String, es: String) {
    d.labels.push(Label { message: en, span });
    if let Some(s) = &mut d.spanish {
        s.labels.push(es);
    }
}

/// Adds a note in both languages.
pub(crate) fn note(d: &mut Diagnostic, en: String, es: String) {
    d.notes.push(en);
    if let Some(s) = &mut d.spanish {
        s.notes.push(es);
    }
}

/// naga's text without its internals: handles (`[3]`), `Some(..)`, IR paths.
fn clean(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '[' {
            let rest: String = chars.clone().take_while(|c| *c != ']').collect();
            if !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit()) {
                for _ in 0..=rest.len() {
                    chars.next();
                }
                out.push_str("(this)");
                continue;
            }
        }
        out.push(c);
    }
    out.replace("naga::valid::Capabilities::", "")
        .replace("naga::ir::", "")
        .replace("naga::", "")
        .replace("Some(", "(")
        .replace("None", "nothing")
}

/// naga's names of abstract types, as WGSL (and Tint) spell them.
fn wgsl_words(text: &str) -> String {
    text.replace("{AbstractFloat}", "abstract-float")
        .replace("{AbstractInt}", "abstract-int")
}

/// The fallback: naga's innermost text, cleaned, at naga's first span.
fn fallback(source: &str, error: &naga::WithSpan<ValidationError>) -> Diagnostic {
    let mut innermost: &dyn std::error::Error = error;
    while let Some(inner) = innermost.source() {
        innermost = inner;
    }
    let span = error.spans().find_map(|(s, _)| Span::from_naga(source, *s));
    let text = clean(&innermost.to_string());
    let mut d = make("W0000", span, &[("text", &text)]);
    if let Some(es) = &mut d.spanish {
        es.message = format!("{text} (texto de naga, en inglés)");
    }
    d
}

#[cfg(test)]
mod tests {
    #[test]
    fn naga_internals_are_cleaned_from_fallback_text() {
        let text = super::clean("The `return` expression Some([2]) does not match naga::ir::Expression [4]");
        assert!(
            !text.contains('[') && !text.contains("naga::") && !text.contains("Some"),
            "{text}"
        );
    }
}
