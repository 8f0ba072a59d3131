//! Hints for the habits students bring from GLSL, HLSL and Shadertoy, and "did you
//! mean" for typos of names in scope and of WGSL's own words (by edit distance).

use super::diagnostic::Diagnostic;
use super::diagnostic::note;
use super::highlight::{TokenKind, tokens};
use crate::text::wgsl_hints::{self as say, HABITS};
use crate::text::{Both, Phrase};

/// WGSL's attributes, for "did you mean" after `@`.
const ATTRIBUTES: &[&str] = &[
    "align",
    "binding",
    "blend_src",
    "builtin",
    "compute",
    "diagnostic",
    "fragment",
    "group",
    "id",
    "interpolate",
    "invariant",
    "location",
    "must_use",
    "size",
    "vertex",
    "workgroup_size",
];

/// WGSL's built-in values, for "did you mean" in `@builtin(…)`.
const BUILTIN_VALUES: &[&str] = &[
    "position",
    "front_facing",
    "frag_depth",
    "vertex_index",
    "instance_index",
    "global_invocation_id",
    "local_invocation_id",
    "local_invocation_index",
    "workgroup_id",
    "num_workgroups",
    "sample_index",
    "sample_mask",
];

/// The words WGSL knows in code (keywords, types, built-in functions), for "did you
/// mean" outside attributes: never an attribute's or a built-in value's name.
fn wgsl_words() -> impl Iterator<Item = &'static str> {
    super::highlight::known_words().chain(["return"])
}

/// The habit note for `word`, if it is a foreign idiom.
fn habit(word: &str) -> Option<Phrase> {
    HABITS.iter().find(|(w, _)| *w == word).map(|(_, text)| *text)
}

/// The closest known word within two edits, if any.
fn closest<'a>(word: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let len = word.chars().count();
    if !(3..=40).contains(&len) {
        return None;
    }
    candidates
        .filter(|c| *c != word && c.len().abs_diff(word.len()) <= 2)
        .map(|c| (strsim::damerau_levenshtein(word, c), c))
        .filter(|(d, c)| *d <= 2 && *d < c.len())
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// The struct member closest to `word`: by spelling, or the one member it begins.
fn closest_member(source: &str, word: &str) -> Option<String> {
    let toks: Vec<_> = tokens(source)
        .into_iter()
        .filter(|(_, k)| !matches!(k, TokenKind::Whitespace | TokenKind::Comment))
        .map(|(r, _)| &source[r])
        .collect();
    // `name :` inside `struct S { … }`.
    let mut members = Vec::new();
    let mut in_struct = false;
    for (i, t) in toks.iter().enumerate() {
        match *t {
            "struct" => in_struct = true,
            "}" => in_struct = false,
            ":" if in_struct && i > 0 => members.push(toks[i - 1]),
            _ => {}
        }
    }
    if let Some(guess) = closest(word, members.iter().copied()) {
        return Some(guess.to_owned());
    }
    let mut starting = members.iter().filter(|m| m.starts_with(word) && **m != word);
    match (starting.next(), starting.next()) {
        (Some(only), None) if !word.is_empty() => Some((*only).to_owned()),
        _ => None,
    }
}

/// The word or symbol a diagnostic is about: its quoted name, else the token at its span.
fn subject(source: &str, d: &Diagnostic) -> Option<String> {
    let span = d.span?;
    let text = source.get(span.start..span.end)?.trim();
    if !text.is_empty() {
        return Some(text.to_owned());
    }
    None
}

/// C's declaration order (`vec3f c = …;`, `for (i32 i = 0; …)`) and a `let` without a
/// value (`let x: f32;`): the WGSL form, as a note. Tells whether it added one.
fn declaration_habit(source: &str, d: &mut Diagnostic, before: Option<&str>) -> bool {
    let Some(span) = d.span else { return false };
    let found = d
        .message
        .rsplit("found ")
        .next()
        .unwrap_or_default()
        .trim_matches('"')
        .to_owned();
    // Foreign words that are not types (`match x`, `inout c`) have notes of their own.
    let not_a_type = |b: &str| matches!(b, "match" | "inout" | "out" | "impl" | "cbuffer" | "elif");
    let type_before = before.filter(|b| {
        !not_a_type(b) && (tokens(b).first().is_some_and(|(_, k)| *k == TokenKind::Type) || habit(b).is_some())
    });
    if d.message.starts_with("expected assignment or increment/decrement")
        && let Some(ty) = type_before
        && found.chars().all(|c| c == '_' || c.is_alphanumeric())
    {
        // The type in WGSL's spelling: the snippet shown must be WGSL (`float4` is `vec4f`).
        let wgsl_ty = super::habits::wgsl_type(ty).unwrap_or(ty);
        note(d, say::name_first(&found, wgsl_ty));
        return true;
    }
    // `let x: f32;`: the statement starts with `let` and ends before a value.
    let statement_start = tokens(source.get(..span.start).unwrap_or_default())
        .into_iter()
        .rev()
        .filter(|(_, k)| !matches!(k, TokenKind::Whitespace | TokenKind::Comment))
        .take_while(|(r, _)| !matches!(&source[r.clone()], ";" | "{" | "}"))
        .last()
        .map(|(r, _)| source[r].to_owned());
    if found == ";" && statement_start.as_deref() == Some("let") {
        note(d, say::LET_NEEDS_ITS_VALUE.into());
        return true;
    }
    false
}

/// The word just before the diagnostic's span (`float` in `float x = 1.0;`).
fn word_before(source: &str, d: &Diagnostic) -> Option<String> {
    let span = d.span?;
    tokens(source.get(..span.start)?)
        .into_iter()
        .rev()
        .find(|(_, k)| !matches!(k, TokenKind::Whitespace | TokenKind::Comment))
        .map(|(r, _)| source[r].to_owned())
}

/// Adds the habit and typo notes that fit a parse diagnostic.
pub(super) fn add(source: &str, d: &mut Diagnostic) {
    let code = d.code.unwrap_or_default();
    let subject = subject(source, d);
    let mut candidates: Vec<String> = Vec::new();
    if let Some(word) = &subject {
        candidates.push(word.clone());
        // `@location(0)`: the attribute's name.
        candidates.push(
            word.trim_start_matches('@')
                .split('(')
                .next()
                .unwrap_or_default()
                .to_owned(),
        );
    }
    let before = (code == "W0105").then(|| word_before(source, d)).flatten();
    if code == "W0105" {
        if let Some(before) = &before {
            candidates.push(before.clone());
        }
        // The token found instead: a foreign operator anywhere, a foreign declaration
        // only where a module-scope declaration was expected.
        if let Some(found) = d.message.rsplit("found ").next().map(|f| f.trim_matches('"')) {
            let at_module_scope = d.message.starts_with("expected a declaration");
            if at_module_scope || matches!(found, "?" | "++") {
                candidates.push(found.to_owned());
            }
        }
    }
    if code == "W0105" && declaration_habit(source, d, before.as_deref()) {
        return;
    }
    if let Some(habit) = candidates.iter().find_map(|w| habit(w)) {
        note(d, say::hint(habit));
        return;
    }
    if !matches!(code, "W0101" | "W0102" | "W0103" | "W0104" | "W0105") {
        return;
    }
    if code == "W0104" {
        // A member: the members the text's structs declare, never global names.
        if let Some(word) = &subject
            && let Some(guess) = closest_member(source, word)
        {
            note(d, say::did_you_mean(&guess));
        }
        return;
    }
    if code == "W0101"
        && let (Some(name), Some(span)) = (&subject, d.span)
        && let Some(at) = declared_after(source, name, span.end)
    {
        note(d, say::declared_later(name, at.line, at.column));
        return;
    }
    let in_text: Vec<&str> = tokens(source)
        .into_iter()
        .filter(|(_, k)| *k == TokenKind::Ident)
        .map(|(r, _)| &source[r])
        .collect();
    // A misplaced word (`retrun vec4f(...)`) is the word before the syntax error.
    let candidates = if code == "W0105" {
        before.into_iter().collect()
    } else {
        candidates
    };
    for word in &candidates {
        let bare = word.trim_start_matches('@');
        // A guess of the same kind as the word: an attribute for an attribute, a built-in
        // value for a built-in value, never a keyword or a name for either.
        let mut known: Vec<&str> = match code {
            "W0102" => ATTRIBUTES.to_vec(),
            "W0103" => BUILTIN_VALUES.to_vec(),
            _ => wgsl_words().collect(),
        };
        if !matches!(code, "W0102" | "W0103") {
            known.extend(in_text.iter().copied().filter(|w| *w != bare));
        }
        // A word where a value goes (`let w = vec![…]`) is never a statement's keyword.
        if code == "W0105" && in_expression(source, d) {
            known.retain(|w| !STATEMENT_WORDS.contains(w));
        }
        if let Some(guess) = closest(bare, known.into_iter()) {
            note(d, say::did_you_mean(guess));
            return;
        }
    }
}

/// The keywords that start a statement or a declaration, which never stand for a value.
const STATEMENT_WORDS: &[&str] = &[
    "let",
    "var",
    "const",
    "override",
    "fn",
    "struct",
    "alias",
    "return",
    "if",
    "else",
    "for",
    "while",
    "loop",
    "switch",
    "case",
    "default",
    "break",
    "continue",
    "continuing",
    "discard",
    "enable",
    "requires",
    "diagnostic",
];

/// Whether the word before the diagnostic's span stands where a value goes: after `=`,
/// an operator, `(`, `,` or `return`.
fn in_expression(source: &str, d: &Diagnostic) -> bool {
    let Some(span) = d.span else { return false };
    let words: Vec<&str> = tokens(source.get(..span.start).unwrap_or_default())
        .into_iter()
        .rev()
        .filter(|(_, k)| !matches!(k, TokenKind::Whitespace | TokenKind::Comment))
        .take(2)
        .map(|(r, _)| &source[r])
        .collect();
    words.get(1).is_some_and(|w| {
        matches!(
            *w,
            "=" | "(" | "," | "return" | "+" | "-" | "*" | "/" | "%" | "<" | ">" | "&" | "|" | "!" | "["
        )
    })
}

/// Where `let name`, `var name` or `const name` appears after `from`, if it does.
fn declared_after(source: &str, name: &str, from: usize) -> Option<super::Span> {
    let toks: Vec<_> = tokens(source)
        .into_iter()
        .filter(|(r, k)| r.start >= from && !matches!(k, TokenKind::Whitespace | TokenKind::Comment))
        .collect();
    toks.windows(2).find_map(|w| {
        let (kw, id) = (&source[w[0].0.clone()], &source[w[1].0.clone()]);
        (matches!(kw, "let" | "var" | "const") && id == name).then(|| super::Span::from_bytes(source, w[1].0.clone()))
    })
}

/// How to make the two sides of an operator match.
pub(super) fn operand_fix(lhs: &naga::TypeInner, rhs: &naga::TypeInner, lt: &str, rt: &str) -> Both {
    let scalar = |t: &naga::TypeInner| t.scalar();
    let size = |t: &naga::TypeInner| match t {
        naga::TypeInner::Vector { size, .. } => Some(*size as u8),
        _ => None,
    };
    match (scalar(lhs), scalar(rhs)) {
        (Some(a), Some(b)) if a != b => say::convert_one_side(lt, rt, scalar_name(a)),
        _ if size(lhs).is_some() && size(rhs).is_some() && size(lhs) != size(rhs) => say::BOTH_VECTORS_SAME_SIZE.into(),
        _ => say::MATCHING_TYPES.into(),
    }
}

fn scalar_name(s: naga::Scalar) -> &'static str {
    match (s.kind, s.width) {
        (naga::ScalarKind::Float, 2) => "f16",
        (naga::ScalarKind::Sint, _) => "i32",
        (naga::ScalarKind::Uint, _) => "u32",
        (naga::ScalarKind::Bool, _) => "bool",
        _ => "f32",
    }
}

#[cfg(test)]
mod tests {
    /// The notes of the first diagnostic of a fragment shader whose body starts with
    /// `line`.
    fn notes(line: &str) -> Vec<String> {
        let src = format!(
            "@group(0) @binding(1) var image: texture_2d<f32>;\n@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {{\n  {line}\n  return vec4f(1.0);\n}}\n"
        );
        let limits = wgpu::Limits::default();
        let none = std::collections::HashMap::new();
        let opts = crate::wgsl::Options {
            limits: &limits,
            scene: crate::wgsl::SceneKind::Fullscreen,
            overrides: &none,
        };
        crate::wgsl::validate(&src, &opts).diagnostics[0].notes.clone()
    }

    /// Issue 23's habits: each gets the WGSL form (`for (i32 i …` used to get "did you
    /// mean 'f32'?", `let x: f32;` "did you mean 'i32'?").
    #[test]
    fn habits_from_other_languages_get_the_wgsl_form() {
        for (line, hint) in [
            ("let c = texelFetch(image, vec2i(0), 0);", "textureLoad(t, p, lod)"),
            ("let r = inversesqrt(uv.x);", "inverseSqrt(x)"),
            ("vec3f c = vec3f(1.0);", "`var c: vec3f = …;`"),
            ("for (i32 i = 0; i < 4; i++) {}", "`var i: i32 = …;`"),
            ("let x: f32;", "use `var x: f32;`"),
        ] {
            let notes = notes(line);
            assert!(
                notes.iter().any(|n| n.starts_with("hint:") && n.contains(hint)),
                "{line}: {notes:?}"
            );
            assert!(
                !notes.iter().any(|n| n.starts_with("did you mean")),
                "{line}: {notes:?}"
            );
        }
    }

    /// A member's "did you mean" offers the struct's members, not global names (`v.pos`
    /// used to get 'cos').
    #[test]
    fn a_misspelled_member_gets_a_member() {
        let src = "struct V { position: vec4f, color: vec3f }\n@fragment\nfn fs() -> @location(0) vec4f {\n  var v: V;\n  return v.{m};\n}\n";
        let limits = wgpu::Limits::default();
        let none = std::collections::HashMap::new();
        let opts = crate::wgsl::Options {
            limits: &limits,
            scene: crate::wgsl::SceneKind::Fullscreen,
            overrides: &none,
        };
        for (typed, meant) in [("pos", Some("position")), ("colr", Some("color")), ("cos", None)] {
            let report = crate::wgsl::validate(&src.replace("{m}", typed), &opts);
            let d = &report.diagnostics[0];
            assert_eq!(d.code, Some("W0104"));
            let guess = d
                .notes
                .iter()
                .find_map(|n| n.strip_prefix("did you mean '")?.strip_suffix("'?"));
            assert_eq!(guess, meant, "{typed}: {:?}", d.notes);
        }
    }
}

#[cfg(test)]
mod kind_tests {
    /// An attribute's "did you mean" offers attributes only (`@lett` used to get 'let',
    /// `@flat` got 'let' too before it became a habit of its own).
    #[test]
    fn a_misspelled_attribute_gets_an_attribute() {
        let limits = wgpu::Limits::default();
        let none = std::collections::HashMap::new();
        let opts = crate::wgsl::Options {
            limits: &limits,
            scene: crate::wgsl::SceneKind::Fullscreen,
            overrides: &none,
        };
        for (typed, meant) in [("lett", None), ("vertx", Some("vertex")), ("bindin", Some("binding"))] {
            let src = format!(
                "@fragment\nfn fs(@location(0) @{typed} uv: vec2f) -> @location(0) vec4f {{\n  return vec4f(uv, 0.0, 1.0);\n}}\n"
            );
            let d = &crate::wgsl::validate(&src, &opts).diagnostics[0];
            assert_eq!(d.code, Some("W0102"), "{typed}: {}", d.message);
            let guess = d
                .notes
                .iter()
                .find_map(|n| n.strip_prefix("did you mean '")?.strip_suffix("'?"));
            assert_eq!(guess, meant, "{typed}: {:?}", d.notes);
        }
        // A value's "did you mean" is never an attribute (`vertx` used to get 'vertex').
        let src = "@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n  let a = vertx;\n  return vec4f(uv, a, 1.0);\n}\n";
        let d = &crate::wgsl::validate(src, &opts).diagnostics[0];
        assert_eq!(d.code, Some("W0101"), "{}", d.message);
        assert!(!d.notes.iter().any(|n| n.contains("'vertex'")), "{:?}", d.notes);
    }
}
