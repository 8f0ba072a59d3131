//! naga's parse errors: a code for the kinds Lienzo knows, Spanish, and hints.

use super::{label, make, note, wgsl_words};
use crate::wgsl::scan;
use crate::wgsl::{Diagnostic, Span};

/// Converts a naga parse error: its spans and labels, a code for the kinds Lienzo
/// knows, Spanish, and hints for habits from other shading languages and for typos.
pub(crate) fn parse(source: &str, error: &naga::front::wgsl::ParseError) -> Diagnostic {
    let message_text = wgsl_words(error.message());
    let message = message_text.as_str();
    let span = error.labels().find_map(|(s, _)| Span::from_naga(source, s));
    let labels: Vec<(Option<Span>, String)> = error
        .labels()
        .map(|(span, text)| (Span::from_naga(source, span), wgsl_words(text)))
        .filter(|(_, text)| !text.trim().is_empty())
        .collect();
    let first_note = error.notes().next().map(wgsl_words).unwrap_or_default();
    let first_label = labels.first().map(|(_, t)| t.clone()).unwrap_or_default();
    let quoted = |prefix: &str| -> Option<String> {
        let rest = message.strip_prefix(prefix)?;
        Some(rest.trim_matches(|c| c == '`' || c == ' ' || c == ':').to_owned())
    };
    let mut d = if let Some(name) = quoted("no definition in scope for identifier") {
        make("W0101", span, &[("name", &name)])
    } else if let Some(name) = quoted("unknown attribute") {
        make("W0102", span, &[("name", &name)])
    } else if let Some(name) = quoted("unknown builtin") {
        make("W0103", span, &[("name", &name)])
    } else if let Some(name) = message
        .strip_prefix("invalid field accessor `")
        .and_then(|r| r.strip_suffix('`'))
    {
        make("W0104", span, &[("name", name)])
    } else if let Some((from, to)) = conversion(message) {
        make("W0106", span, &[("from", &from), ("to", &to)])
    } else if let Some((name, want, got)) = typed_init(message) {
        make("W0210", span, &[("name", &name), ("want", &want), ("got", &got)])
    } else if let Some((expected, found)) = expected_found(message) {
        let expected_es = expected_in_spanish(&expected);
        make(
            "W0105",
            span,
            &[
                ("expected", &expected),
                ("expected_es", &expected_es),
                ("found", &found),
            ],
        )
    } else if message == "invalid left-hand side of assignment" {
        make("W0402", span, &[])
    } else if message == "Unexpected runtime-expression" {
        make("W0107", span, &[])
    } else if message == "invalid `switch` selector" {
        make("W0109", span, &[])
    } else if message == "workgroup size is missing on compute shader entry point" {
        let head = scan::declarations(source)
            .into_iter()
            .find(|d| d.keyword == "fn" && span.is_none_or(|s| d.head.start >= s.start))
            .map(|d| Span::from_bytes(source, d.head));
        make("W0110", head.or(span), &[])
    } else if message.starts_with("variable `@group(") && message.ends_with("needs a 'binding' attribute") {
        make("W0111", span, &[])
    } else if let Some(f) = message
        .strip_prefix("too many arguments passed to `")
        .and_then(|r| r.strip_suffix('`'))
    {
        make("W0112", span, &[("f", f)])
    } else if let Some(name) = message
        .strip_prefix('`')
        .and_then(|r| r.split('`').next())
        .filter(|_| message.contains("needs a template argument"))
    {
        make("W0113", span, &[("name", name)])
    } else if let Some(name) = message
        .strip_prefix("redefinition of `")
        .and_then(|r| r.strip_suffix('`'))
    {
        make("W0114", span, &[("name", name)])
    } else if let Some(name) = message
        .strip_prefix("declaration of `")
        .and_then(|r| r.strip_suffix("` needs a type specifier or initializer"))
    {
        make("W0115", span, &[("name", name)])
    } else if let Some(lit) = message.strip_prefix("numeric literal not representable by target type: ") {
        make("W0116", span, &[("lit", lit.trim_matches('`'))])
    } else if let Some(f) = message
        .strip_prefix("declaration of `")
        .and_then(|r| r.strip_suffix("` is recursive"))
    {
        make("W0117", span, &[("f", f)])
    } else if message == "failed to convert expression to a concrete type" {
        let ty = first_label.rsplit("type ").next().unwrap_or("?").to_owned();
        make("W0118", span, &[("ty", &ty), ("note", &first_note)])
    } else {
        let mut d = make("W0000", span, &[("text", message)]);
        if let Some(es) = &mut d.spanish {
            es.message = format!("{message} (texto de naga, en inglés)");
        }
        d.labels.clear();
        if let Some(es) = &mut d.spanish {
            es.labels.clear();
        }
        for (s, text) in &labels {
            label(&mut d, *s, text.clone(), super::naga_es::in_spanish(text));
        }
        d
    };
    if d.code != Some("W0000") {
        // naga's other places (the `let` of an assignment, a previous definition).
        for (s, text) in labels.iter().skip(1) {
            label(&mut d, *s, text.clone(), super::naga_es::in_spanish(text));
        }
    }
    crate::wgsl::hints::add(source, &mut d);
    let suggested = d.notes.iter().any(|n| n.starts_with("did you mean"));
    for note_text in error.notes() {
        // naga's own "Did you mean" duplicates Lienzo's, which comes in both languages.
        if !(suggested && note_text.starts_with("Did you mean")) {
            let text = wgsl_words(note_text);
            let es = super::naga_es::in_spanish(&text);
            note(&mut d, text, es);
        }
    }
    d
}

/// naga's words for what the grammar expected, in Spanish; symbols and WGSL words stay.
fn expected_in_spanish(expected: &str) -> String {
    expected
        .replace("a declaration", "una declaración")
        .replace(
            "assignment or increment/decrement",
            "una asignación o un incremento/decremento",
        )
        .replace("expression", "una expresión")
        .replace("identifier", "un identificador")
        .replace("operation", "una operación")
}

/// `automatic conversions cannot convert [elements of] `X` to `Y``.
fn conversion(message: &str) -> Option<(String, String)> {
    let rest = message.strip_prefix("automatic conversions cannot convert ")?;
    let rest = rest.strip_prefix("elements of ").unwrap_or(rest);
    let mut parts = rest.split('`').filter(|p| !p.trim().is_empty() && p.trim() != "to");
    Some((parts.next()?.to_owned(), parts.next()?.to_owned()))
}

/// `the type of `x` is expected to be `T`, but got `U``.
fn typed_init(message: &str) -> Option<(String, String, String)> {
    let rest = message.strip_prefix("the type of `")?;
    let (name, rest) = rest.split_once('`')?;
    let rest = rest.strip_prefix(" is expected to be `")?;
    let (want, rest) = rest.split_once('`')?;
    let got = rest.strip_prefix(", but got `")?.strip_suffix('`')?;
    let got = match got {
        "{AbstractFloat}" => "abstract-float (a literal such as 1.0)",
        "{AbstractInt}" => "abstract-int (a literal such as 1)",
        other => other,
    };
    Some((name.to_owned(), want.to_owned(), got.to_owned()))
}

/// `expected X, found "Y"`.
fn expected_found(message: &str) -> Option<(String, String)> {
    let rest = message.strip_prefix("expected ")?;
    let (expected, found) = rest.rsplit_once(", found ")?;
    let expected = if expected.starts_with("global item") {
        "a declaration (`fn`, `var`, `const`, `struct`, `alias`)".to_owned()
    } else {
        expected.to_owned()
    };
    Some((expected, found.to_owned()))
}
