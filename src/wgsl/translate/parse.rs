//! naga's parse errors: a code for the kinds Lienzo knows, Spanish, and hints.

use super::calls::{atomic_argument, atomic_call, builtin_call, conversion};
use super::{label, make, note, wgsl_words};
use crate::text::{self, Both};
use crate::wgsl::scan;
use crate::wgsl::{Diagnostic, Span};

/// Converts a naga parse error: its spans and labels, a code for the kinds Lienzo
/// knows, Spanish, and hints for habits from other shading languages and for typos; a
/// construct of another language gets its own diagnostic ([`crate::wgsl::habits`]).
pub(crate) fn parse(source: &str, error: &naga::front::wgsl::ParseError) -> Diagnostic {
    crate::wgsl::habits::replace(source, parse_plain(source, error))
}

/// [`parse`] before habits are recognised: what naga's error means in WGSL's terms.
pub(crate) fn parse_plain(source: &str, error: &naga::front::wgsl::ParseError) -> Diagnostic {
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
    let mut d = if let Some(d) = builtin_call(source, message, error) {
        d
    } else if let Some(name) = quoted("no definition in scope for identifier") {
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
        make(
            "W0105",
            span,
            &[
                ("expected", &expected.en),
                ("expected_es", &expected.es),
                ("found", &found),
            ],
        )
    } else if let Some(name) = message
        .starts_with("atomic variables cannot be accessed directly")
        .then(|| atomic_argument(source, span))
        .flatten()
    {
        let mut d = make("W0819", span, &[("name", &name)]);
        if let Some((f, types)) = span.and_then(|s| atomic_call(source, s.start)) {
            super::overloads::no_call_note(&mut d, &f, &types);
        }
        d
    } else if let Some((expected, given)) = message
        .strip_prefix("Constructor expects ")
        .and_then(|r| r.split_once(" components, found "))
    {
        let ty = span
            .and_then(|s| source[s.start..s.end].split('(').next())
            .map_or("?".to_owned(), |t| long_type(t.trim()));
        make("W0206", span, &[("ty", &ty), ("expected", expected), ("given", given)])
    } else if message == "invalid left-hand side of assignment"
        && span.is_some_and(|s| is_swizzle(&source[s.start..s.end]))
    {
        make("W0824", span, &[])
    } else if let Some((code, name)) = (message == "invalid left-hand side of assignment")
        .then(|| span.and_then(|s| assigned_constant(source, s)))
        .flatten()
    {
        make(code, span, &[("name", &name)])
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
        super::written::template_arguments(source, span, name)
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
    } else if let Some((code, args)) = by_pattern(message) {
        let op = args.iter().find(|(k, _)| *k == "op").map(|(_, v)| v.as_str());
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        // naga gives no place for an operator it cannot type: the first use of it; nor
        // for an access into a value that has none: the first `[`.
        let span = span
            .or_else(|| op.and_then(|op| first_operator(source, op)))
            .or_else(|| (code == "W0729").then(|| first_operator(source, "[")).flatten());
        make(code, span, &args)
    } else if message == "unused expressions for template" && span.is_some_and(|s| uniform_access(source, s)) {
        make("W0750", span, &[])
    } else {
        super::generic::parse(source, message, span)
    };
    // A call no overload takes lists the overloads instead of naga's allowed types; a
    // swizzle assignment's notes say what naga's notes say.
    let overload = matches!(d.code, Some("W0825" | "W0824"));
    if !overload {
        // naga's other places (the `let` of an assignment, a previous definition), where
        // Lienzo knows naga's words.
        for (s, text) in labels.iter().skip(1) {
            if let Some(text) = super::naga_es::translated(text) {
                label(&mut d, *s, text);
            }
        }
    }
    crate::wgsl::hints::add(source, &mut d);
    if d.code == Some("W0711")
        && let Some(hint) = span.and_then(|s| super::written::deref_member(source, s))
    {
        note(&mut d, hint);
    }
    let suggested = d.notes.iter().any(|n| n.starts_with("did you mean"));
    // naga's "declare it with `var`" does not fit an override or a parameter.
    let constant = matches!(d.code, Some("W0782" | "W0783" | "W0784"));
    for note_text in error.notes().filter(|_| !constant) {
        // naga's own "Did you mean" duplicates Lienzo's, which comes in both languages.
        if !(overload || suggested && note_text.starts_with("Did you mean"))
            && let Some(text) = super::naga_es::translated(&wgsl_words(note_text))
        {
            note(&mut d, text);
        }
    }
    d
}

/// `read` or `read_write` written after `var<uniform,`, at `span`.
fn uniform_access(source: &str, span: Span) -> bool {
    let before = source[..span.start].trim_end();
    before
        .strip_suffix(',')
        .map(str::trim_end)
        .and_then(|b| b.strip_suffix("uniform"))
        .map(str::trim_end)
        .is_some_and(|b| b.ends_with('<'))
}

/// `vec4f` as Tint writes it, `vec4<f32>`; other type names as they are.
fn long_type(t: &str) -> String {
    let short = ["f", "i", "u", "h"];
    let long = ["f32", "i32", "u32", "f16"];
    for (s, l) in short.iter().zip(long) {
        if let Some(base) = t.strip_suffix(s)
            && (base.starts_with("vec") || base.starts_with("mat"))
            && base.len() <= 6
        {
            return format!("{base}<{l}>");
        }
    }
    t.to_owned()
}

/// naga's words for what the grammar expected, and in Spanish; symbols and WGSL words
/// stay.
fn expected_in_both(expected: &str) -> Both {
    Both {
        es: text::naga::EXPECTED
            .iter()
            .fold(expected.to_owned(), |es, words| es.replace(words.en, words.es)),
        en: expected.to_owned(),
    }
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

/// `expected X, found "Y"`: X in both languages, and Y.
fn expected_found(message: &str) -> Option<(Both, String)> {
    let rest = message.strip_prefix("expected ")?;
    let (expected, found) = rest.rsplit_once(", found ")?;
    let expected = if expected.starts_with("global item") {
        text::naga::A_DECLARATION.into()
    } else {
        expected_in_both(expected)
    };
    Some((expected, found.to_owned()))
}

/// naga's parse messages that Lienzo explains with a catalogue entry: naga's text, with
/// `{hole}`s for the parts that vary, and the code. The holes fill the entry's
/// placeholders of the same name.
const PATTERNS: &[(&str, &str)] = &[
    ("name `{name}` is a reserved keyword", "W0701"),
    ("unterminated block comment", "W0702"),
    ("repeated attribute: `{name}`", "W0703"),
    ("unexpected expression", "W0704"),
    ("invalid address space for local variable: `{space}`", "W0705"),
    ("Identifier starts with a reserved prefix: `{name}`", "W0706"),
    ("Identifier starts with a reserved prefix: '{name}'", "W0706"),
    ("unknown address space: `{name}`", "W0707"),
    ("unknown access: `{name}`", "W0708"),
    ("unknown scalar type: `{name}`", "W0709"),
    ("type `{name}` is not constructible", "W0710"),
    ("the operand of the `*` operator must be a pointer", "W0711"),
    ("array element count must be positive (> 0)", "W0712"),
    ("`const_assert` failure", "W0713"),
    ("this operation is not supported in a const context", "W0714"),
    ("declaration of `{name}` is cyclic", "W0715"),
    ("function does not return any value", "W0716"),
    ("the `{ext}` enable extension is not enabled", "W0717"),
    ("unexpected argument type for `select` call", "W0718"),
    ("A break if is only allowed in a continuing block", "W0719"),
    ("matrix scalar type must be floating-point, but found `{ty}`", "W0720"),
    ("Incompatible operands: {op}({ty}, _)", "W0721"),
    ("Incompatible operands: {op}({ty})", "W0721"),
    ("unexpected components", "W0722"),
    (
        "must be a const-expression that resolves to a concrete integer scalar (`u32` or `i32`)",
        "W0723",
    ),
    ("must be a const-expression that resolves to a `bool`", "W0724"),
    ("unknown conservative depth: `{name}`", "W0725"),
    (
        "texture sample type must be one of f32, i32 or u32, but found {ty}",
        "W0726",
    ),
    ("textureStore can only be applied to storage textures", "W0727"),
    ("invalid numeric literal format: `{lit}`", "W0728"),
    ("Cannot access the type", "W0729"),
    ("Invalid access into expression {expr}, indexed: {indexed}", "W0729"),
    ("Cannot access at the index", "W0730"),
    ("variable `{name}` needs a 'binding' attribute", "W0111"),
    ("variable `{name}` needs a 'group' attribute", "W0111"),
    (
        "atomic variables cannot be accessed directly; use atomic built-in functions",
        "W0731",
    ),
    ("invalid `switch` case selector value", "W0732"),
    ("Unexpected override-expression", "W0714"),
    ("expected an image, but found `{name}` which is not an image", "W0733"),
    ("cannot cast a {from} to a {to}", "W0734"),
    ("struct member size must be at least {n}", "W0735"),
    ("@size attribute requires a type with creation-fixed footprint", "W0735"),
    ("struct member alignment must be at least {n}", "W0736"),
    ("struct member alignment must be a power of 2", "W0736"),
    ("input/output binding is not consistent", "W0737"),
    (
        "Not implemented as constant expression: {what} built-in function",
        "W0738",
    ),
    ("Not implemented as constant expression: {what}", "W0738"),
    ("cannot take the address of a vector component", "W0739"),
    ("unknown language extension `{name}`", "W0740"),
    ("`@diagnostic(…)` attribute(s) not yet implemented", "W0741"),
    ("unknown enable-extension `{name}`", "W0742"),
    ("the operand of the `&` operator must be a reference", "W0743"),
    (
        "the concrete type `{ty}` cannot represent the abstract value `{value}` accurately",
        "W0744",
    ),
    ("Division by zero", "W0745"),
    ("Remainder by zero", "W0745"),
    ("RHS of shift operation is greater than or equal to 32", "W0746"),
    ("{what} built-in function argument is out of valid range", "W0747"),
    ("{what} operation overflowed", "W0748"),
];

/// The code and the holes of the first pattern that `message` matches.
fn by_pattern(message: &str) -> Option<(&'static str, Vec<(&'static str, String)>)> {
    let (code, mut args) = PATTERNS
        .iter()
        .find_map(|(pattern, code)| holes(pattern, message).map(|args| (*code, args)))?;
    // naga names the operator as its IR does (`LogicalAnd`); WGSL writes `&&`.
    for (name, value) in &mut args {
        if *name == "op" {
            *value = operator_text(value).unwrap_or("?").to_owned();
        }
        // naga names a built-in function as its IR does (`Frexp`); WGSL writes `frexp`.
        if *name == "what" {
            let mut c = value.chars();
            *value = c
                .next()
                .map(|f| f.to_lowercase().chain(c).collect())
                .unwrap_or_default();
        }
    }
    Some((code, args))
}

/// The WGSL spelling of an operator as naga's IR names it.
fn operator_text(ir: &str) -> Option<&'static str> {
    Some(match ir {
        "Add" => "+",
        "Subtract" | "Negate" => "-",
        "Multiply" => "*",
        "Divide" => "/",
        "Modulo" => "%",
        "Equal" => "==",
        "NotEqual" => "!=",
        "Less" => "<",
        "LessEqual" => "<=",
        "Greater" => ">",
        "GreaterEqual" => ">=",
        "And" => "&",
        "ExclusiveOr" => "^",
        "InclusiveOr" => "|",
        "LogicalAnd" => "&&",
        "LogicalOr" => "||",
        "ShiftLeft" => "<<",
        "ShiftRight" => ">>",
        "LogicalNot" => "!",
        "BitwiseNot" => "~",
        _ => return None,
    })
}

/// Matches `message` against `pattern`; the text of each `{hole}`.
fn holes(pattern: &'static str, message: &str) -> Option<Vec<(&'static str, String)>> {
    let mut args = Vec::new();
    let mut rest = message;
    let mut pat = pattern;
    loop {
        let Some(open) = pat.find('{') else {
            return (rest == pat).then_some(args);
        };
        rest = rest.strip_prefix(&pat[..open])?;
        let close = open + pat[open..].find('}')?;
        let name = &pat[open + 1..close];
        pat = &pat[close + 1..];
        // The hole runs to where the next literal part starts (the last one, at the end).
        let next = pat.find('{').map_or(pat, |i| &pat[..i]);
        let end = if next.is_empty() { rest.len() } else { rest.rfind(next)? };
        if end == 0 {
            return None;
        }
        args.push((name, rest[..end].to_owned()));
        rest = &rest[end..];
    }
}

/// The first place the operator `op` is written, outside comments.
fn first_operator(source: &str, op: &str) -> Option<Span> {
    crate::wgsl::highlight::tokens(source)
        .into_iter()
        .filter(|(_, kind)| *kind == crate::wgsl::TokenKind::Punct)
        .find(|(r, _)| source[r.start..].starts_with(op))
        .map(|(r, _)| Span::from_bytes(source, r.start..r.start + op.len()))
}

/// `c.rg`, `v.xyz`: a swizzle of two or more components at the end of `lhs`.
/// An assignment to an `override` (W0782) or to a parameter of the function around it
/// (W0783; W0784 for a pointer parameter, which `*` stores through): the code and the
/// name assigned.
fn assigned_constant(source: &str, span: Span) -> Option<(&'static str, String)> {
    let name = source.get(span.start..span.end)?.trim();
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let decls = scan::declarations(source);
    if decls
        .iter()
        .any(|d| d.keyword == "override" && d.name.as_deref() == Some(name))
    {
        return Some(("W0782", name.to_owned()));
    }
    let f = decls.iter().rfind(|d| d.keyword == "fn" && d.head.end <= span.start)?;
    let rest = &source[f.head.end..span.start];
    let open = rest.find('(')?;
    let params = &rest[open + 1..rest.find('{')?];
    let ty = params
        .split(',')
        .filter_map(|p| p.split_once(':'))
        .find(|(n, _)| n.split_whitespace().next_back() == Some(name))
        .map(|(_, t)| t.trim())?;
    let code = if ty.starts_with("ptr<") { "W0784" } else { "W0783" };
    Some((code, name.to_owned()))
}

fn is_swizzle(lhs: &str) -> bool {
    lhs.trim().rsplit_once('.').is_some_and(|(_, s)| {
        s.len() >= 2 && (s.chars().all(|c| "xyzw".contains(c)) || s.chars().all(|c| "rgba".contains(c)))
    })
}
