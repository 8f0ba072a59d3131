//! Habits of one word or one small form: the declaration words of other languages
//! (`pub fn`, `function`, `static`, `auto`, `type`, `typedef`, `__device__`, a type
//! before the name, `a[4]: T`, `;` between members) and their numbers (`60U`,
//! `0.5_f32`, `1_000`, `0755`).

use std::ops::Range;

use super::{Around, Found, Toks};

/// A found construct: `word` (what the student wrote, shown) at `span`, fixed by
/// `edits`; `fix` is the WGSL form the headline shows.
pub(super) fn found(
    code: &'static str,
    lang: &str,
    span: Range<usize>,
    word: &str,
    fix: String,
    edits: Vec<(Range<usize>, String)>,
) -> Found {
    Found {
        code,
        span,
        edits,
        args: vec![("word", word.to_owned()), ("lang", lang.to_owned()), ("fix", fix)],
    }
}

/// The bytes from the start of token `i` to the start of the next one: the token and
/// the spaces after it, removed as a whole.
fn with_space(t: &Toks, i: usize) -> Range<usize> {
    t.range(i).start..t.range(i + 1).start
}

/// GLSL's, HLSL's and C's type names in WGSL.
pub(crate) fn wgsl_type(c: &str) -> Option<&'static str> {
    Some(match c {
        "float" | "f32" => "f32",
        "int" | "i32" => "i32",
        "uint" | "unsigned" | "u32" => "u32",
        "bool" => "bool",
        "vec2" | "float2" | "vec2f" => "vec2f",
        "vec3" | "float3" | "vec3f" => "vec3f",
        "vec4" | "float4" | "vec4f" => "vec4f",
        "ivec2" | "int2" => "vec2i",
        "ivec3" | "int3" => "vec3i",
        "ivec4" | "int4" => "vec4i",
        "uvec2" | "uint2" => "vec2u",
        "uvec3" | "uint3" => "vec3u",
        "uvec4" | "uint4" => "vec4u",
        "mat2" | "float2x2" => "mat2x2f",
        "mat3" | "float3x3" => "mat3x3f",
        "mat4" | "float4x4" => "mat4x4f",
        _ => return None,
    })
}

/// The index of the first `;` at or after token `from`.
fn semicolon(t: &Toks, from: usize) -> Option<usize> {
    (from..t.len()).find(|&i| t.text(i) == ";")
}

/// The declaration words of other languages, at naga's error or just before it.
pub(super) fn declaration(a: &Around) -> Option<Found> {
    let t = &a.toks;
    // naga stops at the foreign word itself, or at the word after it.
    [Some(a.at), a.at.checked_sub(1), a.at.checked_sub(2)]
        .into_iter()
        .flatten()
        .find_map(|i| declaration_at(t, i))
}

fn declaration_at(t: &Toks, i: usize) -> Option<Found> {
    let (w, next) = (t.text(i), t.text(i + 1));
    let remove = |lang: &str| {
        let fix = t.slice(i + 1, i + 2).to_owned();
        Some(found(
            "W1023",
            lang,
            t.span(i, i + 2),
            t.slice(i, i + 2),
            fix,
            vec![(with_space(t, i), String::new())],
        ))
    };
    let replace = |lang: &str, last: usize, by: &str| {
        let fix = format!("{by} {}", t.text(last + 1));
        Some(found(
            "W1023",
            lang,
            t.span(i, last + 1),
            t.slice(i, last + 1),
            fix,
            vec![(t.span(i, last), by.to_owned())],
        ))
    };
    match (w, next) {
        ("pub", "fn" | "struct" | "const" | "override" | "var" | "alias") => remove("Rust"),
        ("__device__" | "__host__" | "__forceinline__" | "inline", "fn") => remove("CUDA"),
        ("__global__" | "kernel", "void") if t.is_word(i + 2) && t.text(i + 3) == "(" => replace(
            if w == "kernel" { "Metal" } else { "CUDA" },
            i + 1,
            "@compute @workgroup_size(64) fn",
        ),
        ("function", _) if t.is_word(i + 1) && t.text(i + 2) == "(" => replace("JavaScript", i, "fn"),
        ("static", "var") => replace("C", i + 1, "var<private>"),
        ("static", "const") => Some(found(
            "W1023",
            "C",
            t.span(i, i + 2),
            t.slice(i, i + 2),
            format!("const {}", t.text(i + 2)),
            vec![(with_space(t, i), String::new())],
        )),
        ("auto", _) if t.is_word(i + 1) && t.text(i + 2) == "=" => replace("C++", i, "var"),
        ("type", _) if t.is_word(i + 1) && t.text(i + 2) == "=" => replace("Rust", i, "alias"),
        ("typedef", _) => {
            let end = semicolon(t, i)?;
            let name = t.text(end - 1);
            let ty = t.slice(i + 1, end.checked_sub(2)?);
            let ty = wgsl_type(ty).unwrap_or(ty);
            let fix = format!("alias {name} = {ty};");
            Some(found(
                "W1023",
                "C",
                t.span(i, end),
                t.slice(i, end),
                fix.clone(),
                vec![(t.span(i, end), fix)],
            ))
        }
        ("const" | "highp" | "mediump" | "lowp", _) => typed_first(t, i),
        (")", ":") if t.is_word(i + 2) && t.text(i + 3) == "{" => {
            // TypeScript's return type: `fn f(x: f32): f32 {`.
            let fix = format!(") -> {}", t.text(i + 2));
            let span = t.span(i, i + 2);
            Some(found(
                "W1023",
                "TypeScript",
                span,
                t.slice(i, i + 2),
                fix,
                vec![(t.range(i + 1), " ->".to_owned())],
            ))
        }
        _ => semicolon_members(t, i),
    }
}

/// `var weights[4]: f32;`: C's array declarator, the count after the name.
pub(super) fn c_array(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let i = [Some(a.at), a.at.checked_sub(1), a.at.checked_sub(2)]
        .into_iter()
        .flatten()
        .find(|&i| t.text(i) == "var" && t.text(i + 2) == "[" && t.text(i + 4) == "]" && t.text(i + 5) == ":")?;
    let end = semicolon(t, i)?;
    let (name, count, ty) = (t.text(i + 1), t.text(i + 3), t.slice(i + 6, end - 1));
    let fix = format!("var {name}: array<{ty}, {count}>;");
    Some(found(
        "W1023",
        "C",
        t.span(i, end),
        t.slice(i, end),
        fix.clone(),
        vec![(t.span(i, end), fix)],
    ))
}

/// `const float PI = 3.14;` or `highp float d = …;`: the type before the name.
fn typed_first(t: &Toks, i: usize) -> Option<Found> {
    let (keyword, ty_at) = match t.text(i) {
        "const" => ("const", i + 1),
        _ if matches!(t.text(i + 1), "float" | "int" | "uint" | "bool") || t.text(i + 1).starts_with("vec") => {
            ("var", i + 1)
        }
        _ => return None,
    };
    let ty = wgsl_type(t.text(ty_at))?;
    let name = t.text(ty_at + 1);
    if !t.is_word(ty_at + 1) || t.text(ty_at + 2) != "=" {
        return None;
    }
    let fix = format!("{keyword} {name}: {ty} =");
    Some(found(
        "W1023",
        "GLSL",
        t.span(i, ty_at + 2),
        t.slice(i, ty_at + 2),
        fix.clone(),
        vec![(t.span(i, ty_at + 2), fix)],
    ))
}

/// `struct S { a: f32; b: f32; }`: C's `;` after each member.
fn semicolon_members(t: &Toks, i: usize) -> Option<Found> {
    // The struct whose braces hold token `i`.
    let open = (0..=i).rev().find(|&k| t.text(k) == "{")?;
    if t.text(open.checked_sub(2)?) != "struct" {
        return None;
    }
    let close = t.close(open)?;
    let semis: Vec<usize> = (open + 1..close).filter(|&k| t.text(k) == ";").collect();
    let first = *semis.first()?;
    let member = (open + 1..first).find(|&k| t.text(k + 1) == ":")?;
    let edits = semis.iter().map(|&k| (t.range(k), ",".to_owned())).collect();
    let fix = format!("{},", t.slice(member, first - 1));
    Some(found(
        "W1023",
        "C",
        t.span(member, first),
        t.slice(member, first),
        fix,
        edits,
    ))
}

/// A number written as another language writes it, on the line of naga's error.
pub(super) fn number(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let source = t.source();
    let at = t.range(a.at).start;
    let line_start = source[..at].rfind('\n').map_or(0, |n| n + 1);
    let line_end = source[at..].find('\n').map_or(source.len(), |n| at + n);
    let bytes = source.as_bytes();
    let mut i = line_start;
    while i < line_end {
        let starts = bytes[i].is_ascii_digit()
            && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_' || bytes[i - 1] == b'.'));
        if !starts {
            i += 1;
            continue;
        }
        let mut end = i;
        while end < line_end && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_' || bytes[end] == b'.') {
            end += 1;
        }
        let word = &source[i..end];
        if let Some((fix, lang)) = wgsl_number(word) {
            return Some(found("W1024", lang, i..end, word, fix.clone(), vec![(i..end, fix)]));
        }
        i = end;
    }
    None
}

/// WGSL's spelling of a number written as C or Rust write it, and the language.
fn wgsl_number(word: &str) -> Option<(String, &'static str)> {
    if word.starts_with("0x") || word.starts_with("0X") {
        return None;
    }
    // Rust: `0.5_f32`, `1_000u`.
    for (suffix, wgsl) in [("_f32", "f"), ("_u32", "u"), ("_i32", "i"), ("_f16", "h")] {
        if let Some(digits) = word.strip_suffix(suffix) {
            return Some((format!("{}{wgsl}", digits.replace('_', "")), "Rust"));
        }
    }
    if word.contains('_') {
        return Some((word.replace('_', ""), "Rust"));
    }
    for (suffix, wgsl) in [("f32", "f"), ("u32", "u"), ("i32", "i")] {
        if let Some(digits) = word.strip_suffix(suffix)
            && digits.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        {
            return Some((format!("{digits}{wgsl}"), "Rust"));
        }
    }
    // C: `60U`, `1.0F`, `10L`, `0755`.
    let digits = word.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    let suffix = &word[digits.len()..];
    let wgsl_suffix = match suffix {
        "" | "u" | "i" | "f" | "h" => suffix.to_owned(),
        "U" | "UL" | "ul" | "ULL" | "ull" | "lu" | "LU" => "u".to_owned(),
        "F" => "f".to_owned(),
        "L" | "l" | "LL" | "ll" => String::new(),
        _ => return None,
    };
    let leading = digits.len() > 1 && digits.starts_with('0') && digits.bytes().all(|b| b.is_ascii_digit());
    let digits = if leading {
        let kept = digits.trim_start_matches('0');
        if kept.is_empty() { "0" } else { kept }
    } else {
        digits
    };
    let fixed = format!("{digits}{wgsl_suffix}");
    (fixed != word).then_some((fixed, "C"))
}
