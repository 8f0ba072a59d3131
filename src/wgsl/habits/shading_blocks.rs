//! Shading languages' habits that span a block: HLSL's `cbuffer` and GLSL's `inout` (or
//! `out`) parameter.

use std::ops::Range;

use super::words::wgsl_type;
use super::{Around, Found, Toks, snake};

/// `cbuffer Params : register(b0) { float4 tint; };`: a struct and a `var<uniform>` of
/// it, `@group(0) @binding(0) var<uniform> params: Params;`, whose members the shader
/// reads as `params.tint`.
pub(super) fn cbuffer(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let at = [Some(a.at), a.at.checked_sub(1)]
        .into_iter()
        .flatten()
        .find(|&i| t.text(i) == "cbuffer" && t.is_word(i + 1))?;
    let name = t.text(at + 1);
    let open = (at + 2..t.len()).find(|&i| t.text(i) == "{")?;
    // `: register(b0)` or `: register(b1, space2)`.
    let (mut group, mut binding) = ("0", "0");
    for i in at + 2..open {
        let w = t.text(i);
        if let Some(n) = w.strip_prefix('b').filter(|n| is_number(n)) {
            binding = n;
        } else if let Some(n) = w.strip_prefix("space").filter(|n| is_number(n)) {
            group = n;
        }
    }
    let close = t.close(open)?;
    let mut members: Vec<(&str, String)> = Vec::new();
    let mut i = open + 1;
    while i < close {
        let end = (i..close).find(|&k| t.text(k) == ";")?;
        let (ty, member) = (t.text(i), t.text(i + 1));
        if !t.is_word(i) || !t.is_word(i + 1) {
            return None;
        }
        let ty = wgsl_type(ty).map_or_else(|| ty.to_owned(), str::to_owned);
        let ty = match (t.text(i + 2), t.text(i + 3), t.text(i + 4)) {
            (";", _, _) => ty,
            ("[", n, "]") if t.text(i + 5) == ";" => format!("array<{ty}, {n}>"),
            _ => return None,
        };
        members.push((member, ty));
        i = end + 1;
    }
    let first = members.first()?.0;
    let var = snake(name);
    let list: Vec<String> = members.iter().map(|(m, ty)| format!("{m}: {ty}")).collect();
    let declaration = format!("@group({group}) @binding({binding}) var<uniform> {var}: {name};");
    let fix = format!("struct {name} {{ {} }} {declaration}", list.join(", "));
    let mut written = format!("struct {name} {{\n");
    for m in &list {
        written.push_str("    ");
        written.push_str(m);
        written.push_str(",\n");
    }
    written.push_str("}\n");
    written.push_str(&declaration);
    let last = if t.text(close + 1) == ";" { close + 1 } else { close };
    let mut edits: Vec<(Range<usize>, String)> = vec![(t.span(at, last), written)];
    // The members' bare names elsewhere are read through the variable.
    for k in (0..t.len()).filter(|&k| k < at || k > last) {
        let w = t.text(k);
        let member = members.iter().any(|(m, _)| *m == w);
        if member && t.text(k.wrapping_sub(1)) != "." && t.text(k + 1) != ":" && t.text(k + 1) != "(" {
            edits.push((t.range(k), format!("{var}.{w}")));
        }
    }
    Some(Found {
        code: "W1034",
        span: t.span(at, at + 1),
        edits,
        args: vec![
            ("word", t.slice(at, at + 1).to_owned()),
            ("use", format!("{var}.{first}")),
            ("fix", fix),
        ],
    })
}

/// Whether `s` is a decimal number.
fn is_number(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_digit())
}

/// A parameter of GLSL's list: `inout float x`, `out vec3 c`, `float y`, or WGSL's
/// `inout c: vec3f`. Its name, its WGSL type and whether it is `inout` or `out`.
fn parameter<'a>(t: &Toks<'a>, first: usize, last: usize) -> Option<(&'a str, String, Option<&'a str>)> {
    // `out: vec3f` is a parameter named `out`, not the keyword.
    let kw = Some(t.text(first)).filter(|w| matches!(*w, "inout" | "out" | "in") && t.text(first + 1) != ":");
    let from = first + usize::from(kw.is_some());
    let (name, ty) = if t.text(from + 1) == ":" {
        (t.text(from), t.slice(from + 2, last).to_owned())
    } else if from + 1 == last && t.is_word(from) && t.is_word(last) {
        let ty = t.text(from);
        (t.text(last), wgsl_type(ty).map_or_else(|| ty.to_owned(), str::to_owned))
    } else {
        return None;
    };
    Some((name, ty, kw.filter(|w| *w != "in")))
}

/// `fn brighten(inout c: vec3f)` or `void darken(inout float x)`: the parameter is a
/// `ptr<function, T>`, the body reads and writes `*x`, and callers pass `&v`.
pub(super) fn inout(a: &Around) -> Option<Found> {
    let t = &a.toks;
    // The `(` of the parameter list: after `fn name` or GLSL's `type name`.
    let open = (a.at.saturating_sub(8)..=a.at + 2).find(|&i| {
        i >= 2 && t.text(i) == "(" && t.is_word(i - 1) && t.is_word(i - 2) && t.close(i).is_some_and(|c| c >= a.at)
    })?;
    let close = t.close(open)?;
    let params = t.parts(open, close);
    let mut edits: Vec<(Range<usize>, String)> = Vec::new();
    let mut list = Vec::new();
    let mut pointers = Vec::new();
    let mut shown = None;
    for (k, &(first, last)) in params.iter().enumerate() {
        let (name, ty, kw) = parameter(t, first, last)?;
        let param = if let Some(kw) = kw {
            pointers.push((k, name));
            if shown.is_none() {
                shown = Some((t.slice(first, last).to_owned(), kw, name));
            }
            format!("{name}: ptr<function, {ty}>")
        } else {
            format!("{name}: {ty}")
        };
        edits.push((t.span(first, last), param.clone()));
        list.push(param);
    }
    let (word, kw, first_name) = shown?;
    let function = t.text(open - 1);
    // GLSL's result type before the name: `fn`, and `-> T` after the list.
    let (result, keyword) = (t.text(open - 2), open - 2);
    let result = if result == "fn" {
        String::new()
    } else {
        edits.push((t.range(keyword), "fn".to_owned()));
        match result {
            "void" => String::new(),
            ty => {
                let arrow = format!(" -> {}", wgsl_type(ty).unwrap_or(ty));
                let end = t.range(close).end;
                edits.push((end..end, arrow.clone()));
                arrow
            }
        }
    };
    let fix = format!("fn {function}({}){result}", list.join(", "));
    // The body: each use of a pointer parameter is `*x`, or `(*x)` before `.` and `[`.
    let body = (close..t.len()).find(|&i| t.text(i) == "{")?;
    let end = t.close(body)?;
    for k in body..end {
        let w = t.text(k);
        if pointers.iter().any(|(_, p)| *p == w) && t.text(k - 1) != "." {
            let deref = if matches!(t.text(k + 1), "." | "[") {
                format!("(*{w})")
            } else {
                format!("*{w}")
            };
            edits.push((t.range(k), deref));
        }
    }
    // The calls: the argument of a pointer parameter is its address, `&v`.
    for k in (0..t.len()).filter(|&k| k + 1 < open || k > end) {
        if t.text(k) != function || t.text(k + 1) != "(" {
            continue;
        }
        let args = t.parts(k + 1, t.close(k + 1)?);
        for &(p, _) in &pointers {
            if let Some(&(first, _)) = args.get(p) {
                let at = t.range(first).start;
                edits.push((at..at, "&".to_owned()));
            }
        }
    }
    Some(Found {
        code: "W1035",
        span: t.span(params[pointers.first()?.0].0, params[pointers.first()?.0].1),
        edits,
        args: vec![
            ("word", word),
            ("kw", kw.to_owned()),
            ("name", first_name.to_owned()),
            ("fix", fix),
        ],
    })
}
