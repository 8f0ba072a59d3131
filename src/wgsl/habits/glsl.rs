//! GLSL's habits: `a.length()`, `flat`, `layout(…)`, `rgba8`, `vec3(v4)`.

use super::{Around, Found, in_place};

/// `values.length()`: naga stops at the `(` after a member named `length`.
pub(super) fn length_method(a: &Around) -> Option<Found> {
    let t = &a.toks;
    if a.tok(0) != "(" || a.tok(1) != ")" || a.tok(-1) != "length" || a.tok(-2) != "." {
        return None;
    }
    let first = t.operand_start(a.at.checked_sub(3)?)?;
    let name = t.slice(first, a.at - 3);
    // A fixed-size array's length is the count its type declares.
    let fix = fixed_count(t, name, first).map_or_else(|| format!("arrayLength(&{name})"), str::to_owned);
    Some(in_place(
        "W1013",
        t.span(first, a.at + 1),
        fix,
        vec![("name", name.to_owned())],
    ))
}

/// The count `N` of `name: array<T, N>`, when `name` is declared so.
fn fixed_count<'a>(t: &super::Toks<'a>, name: &str, before: usize) -> Option<&'a str> {
    let ty = t.declared_type(name, before)?;
    if t.text(ty) != "array" || t.text(ty + 1) != "<" {
        return None;
    }
    let mut depth = 0usize;
    let mut comma = None;
    for i in ty + 1..t.len() {
        match t.text(i) {
            "<" => depth += 1,
            "," if depth == 1 => comma = Some(i),
            ">" => {
                depth -= 1;
                if depth == 0 {
                    return comma.map(|c| t.slice(c + 1, i - 1));
                }
            }
            ";" | "{" | "=" => return None,
            _ => {}
        }
    }
    None
}

/// GLSL's interpolation qualifiers and WGSL's attribute for each.
const QUALIFIERS: &[(&str, &str)] = &[
    ("flat", "@interpolate(flat)"),
    ("noperspective", "@interpolate(linear)"),
    ("smooth", "@interpolate(perspective)"),
    ("centroid", "@interpolate(perspective, centroid)"),
];

/// `@flat uv: vec2f` (an unknown attribute), or `flat uv: vec2f` (naga stops at `uv`).
pub(super) fn interpolation(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let qualifier = |i: usize| QUALIFIERS.iter().find(|(q, _)| *q == t.text(i).trim_start_matches('@'));
    let at = if t.text(a.at).starts_with('@') {
        a.at
    } else {
        // Without `@`, only where a parameter or a member is being declared.
        let q = a.at.checked_sub(1)?;
        (t.is_word(a.at) && t.text(a.at + 1) == ":" && !t.text(q).starts_with('@')).then_some(q)?
    };
    let (name, wgsl) = qualifier(at)?;
    Some(in_place(
        "W1014",
        t.range(at),
        (*wgsl).to_owned(),
        vec![("name", (*name).to_owned())],
    ))
}

/// `layout(location = 0)`: `layout` is a reserved word.
pub(super) fn layout(a: &Around) -> Option<Found> {
    let t = &a.toks;
    if a.tok(0) != "layout" || a.tok(1) != "(" {
        return None;
    }
    let close = t.close(a.at + 1)?;
    let mut attributes = Vec::new();
    let mut size: Vec<&str> = Vec::new();
    for (first, last) in t.parts(a.at + 1, close) {
        let key = t.text(first);
        let value = if t.text(first + 1) == "=" && first + 2 <= last {
            t.slice(first + 2, last)
        } else {
            ""
        };
        match key {
            "location" => attributes.push(format!("@location({value})")),
            "binding" => attributes.push(format!("@binding({value})")),
            "set" => attributes.push(format!("@group({value})")),
            "local_size_x" | "local_size_y" | "local_size_z" => size.push(value),
            // Memory layouts (`std140`, `std430`) and the like have no attribute.
            _ => {}
        }
    }
    if !size.is_empty() {
        attributes.push(format!("@workgroup_size({})", size.join(", ")));
    }
    if attributes.is_empty() || attributes.iter().any(|at| at.ends_with("()")) {
        return None;
    }
    Some(in_place("W1015", t.span(a.at, close), attributes.join(" "), vec![]))
}

/// WebGPU's storage texture formats.
const FORMATS: &[&str] = &[
    "rgba8unorm",
    "rgba8snorm",
    "rgba8uint",
    "rgba8sint",
    "rgba16uint",
    "rgba16sint",
    "rgba16float",
    "r32uint",
    "r32sint",
    "r32float",
    "rg32uint",
    "rg32sint",
    "rg32float",
    "rgba32uint",
    "rgba32sint",
    "rgba32float",
    "bgra8unorm",
];

/// `texture_storage_2d<rgba8, write>`: GLSL's format name (`rgba8`, `rgba16f`, `r32ui`).
pub(super) fn format(a: &Around) -> Option<Found> {
    if a.tok(-1) != "<" || !a.tok(-2).starts_with("texture_storage") {
        return None;
    }
    let glsl = a.tok(0);
    let wgsl = if let Some(base) = glsl.strip_suffix("_snorm") {
        format!("{base}snorm")
    } else if let Some(base) = glsl.strip_suffix("ui") {
        format!("{base}uint")
    } else if let Some(base) = glsl.strip_suffix('i') {
        format!("{base}sint")
    } else if let Some(base) = glsl.strip_suffix('f') {
        format!("{base}float")
    } else {
        format!("{glsl}unorm")
    };
    if !FORMATS.contains(&wgsl.as_str()) || FORMATS.contains(&glsl) {
        return None;
    }
    Some(in_place(
        "W1016",
        a.toks.range(a.at),
        wgsl,
        vec![("name", glsl.to_owned())],
    ))
}

/// `vec3(color)` of a longer vector: naga refuses the constructor.
pub(super) fn shorten(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let ty = a.tok(0);
    let size = match ty.strip_prefix("vec")?.chars().next()? {
        '2' => 2,
        '3' => 3,
        _ => return None,
    };
    if a.tok(1) != "(" || !matches!(a.code, "W0710" | "W0206" | "W0825") {
        return None;
    }
    let close = t.close(a.at + 1)?;
    // One name, declared as a longer vector.
    if close != a.at + 3 || !t.is_word(a.at + 2) {
        return None;
    }
    let arg = t.text(a.at + 2);
    let (from, from_size) = declared_vector(t, arg, a.at)?;
    if from_size <= size {
        return None;
    }
    let fix = format!("{arg}.{}", &"xyz"[..size]);
    Some(in_place(
        "W1017",
        t.span(a.at, close),
        fix,
        vec![("ty", ty.to_owned()), ("from", from)],
    ))
}

/// The vector type of `name` as declared before token `before` (`let c = vec4f(…)`,
/// `c: vec4<f32>`), spelled as Tint spells it, and its size.
fn declared_vector(t: &super::Toks, name: &str, before: usize) -> Option<(String, usize)> {
    let ty = t.declared_type(name, before)?;
    let word = t.text(ty);
    let size = word.strip_prefix("vec")?.chars().next()?.to_digit(10)? as usize;
    let element = match (word.len(), word.chars().last()?, t.text(ty + 1)) {
        (4, _, "<") => t.text(ty + 2),
        (5, 'f', _) | (4, _, _) => "f32",
        (5, 'h', _) => "f16",
        (5, 'i', _) => "i32",
        (5, 'u', _) => "u32",
        _ => return None,
    };
    Some((format!("vec{size}<{element}>"), size))
}
