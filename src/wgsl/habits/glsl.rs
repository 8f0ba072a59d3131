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
    Some(in_place(
        "W1013",
        t.span(first, a.at + 1),
        format!("arrayLength(&{name})"),
        vec![("name", name.to_owned())],
    ))
}

/// GLSL's interpolation qualifiers and WGSL's attribute for each.
const QUALIFIERS: &[(&str, &str)] = &[
    ("flat", "@interpolate(flat)"),
    ("noperspective", "@interpolate(linear)"),
    ("smooth", "@interpolate(perspective)"),
    ("centroid", "@interpolate(perspective, centroid)"),
];

/// `@flat uv: vec2f` (or `flat uv`): an unknown attribute, or a word before a parameter.
pub(super) fn interpolation(a: &Around) -> Option<Found> {
    let word = a.tok(0).trim_start_matches('@');
    let (name, wgsl) = QUALIFIERS.iter().find(|(q, _)| *q == word)?;
    let is_attribute = a.tok(0).starts_with('@');
    // Without `@`, only where a parameter or a member is being declared.
    let before_a_declaration = a.toks.is_word(a.at + 1) && a.tok(2) == ":";
    if !(is_attribute || before_a_declaration) {
        return None;
    }
    Some(in_place(
        "W1014",
        a.toks.range(a.at),
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
    let ty = (1..before).rev().find_map(|i| {
        let declared = t.text(i) == name && t.is_word(i);
        match (t.text(i - 1), t.text(i + 1)) {
            ("let" | "var" | "const", "=") | (_, ":") if declared => Some(i + 2),
            _ => None,
        }
    })?;
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
