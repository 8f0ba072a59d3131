//! HLSL's and Metal's habits: semantics (`: SV_Position`), `[numthreads(…)]`, and
//! attributes in double brackets (`[[location(0)]]`, also old WGSL's).

use super::{Around, Found, in_place};

/// HLSL's system-value semantics and WGSL's built-in values.
const SEMANTICS: &[(&str, &str)] = &[
    ("SV_Position", "position"),
    ("SV_VertexID", "vertex_index"),
    ("SV_InstanceID", "instance_index"),
    ("SV_IsFrontFace", "front_facing"),
    ("SV_Depth", "frag_depth"),
    ("SV_SampleIndex", "sample_index"),
    ("SV_Coverage", "sample_mask"),
    ("SV_DispatchThreadID", "global_invocation_id"),
    ("SV_GroupThreadID", "local_invocation_id"),
    ("SV_GroupID", "workgroup_id"),
    ("SV_GroupIndex", "local_invocation_index"),
];

/// The WGSL attribute of an HLSL semantic: a built-in value, or `@location(n)` for
/// `SV_TargetN`, `TEXCOORDN` and `COLORN`.
fn attribute(semantic: &str) -> Option<String> {
    if let Some((_, builtin)) = SEMANTICS.iter().find(|(s, _)| s.eq_ignore_ascii_case(semantic)) {
        return Some(format!("@builtin({builtin})"));
    }
    let upper = semantic.to_ascii_uppercase();
    let index = ["SV_TARGET", "TEXCOORD", "COLOR"]
        .iter()
        .find_map(|prefix| upper.strip_prefix(prefix))?;
    if !index.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    Some(format!("@location({})", if index.is_empty() { "0" } else { index }))
}

/// `pos: vec4f : SV_Position` (a parameter or a member) or `-> vec4f : SV_Target`.
pub(super) fn semantic(a: &Around) -> Option<Found> {
    let t = &a.toks;
    if a.tok(0) != ":" {
        return None;
    }
    let semantic = a.tok(1);
    let attribute = attribute(semantic)?;
    // Back to the `:` of the declaration or the `->` of the result.
    let mut i = a.at.checked_sub(1)?;
    let (first, fix) = loop {
        match t.text(i) {
            ":" if i >= 1 && t.is_word(i - 1) => {
                let ty = t.slice(i + 1, a.at - 1);
                break (i - 1, format!("{attribute} {}: {ty}", t.text(i - 1)));
            }
            ">" if i >= 1 && t.text(i - 1) == "-" && t.touching(i - 1) => {
                let ty = t.slice(i + 1, a.at - 1);
                break (i - 1, format!("-> {attribute} {ty}"));
            }
            "(" | "," | "{" | ";" | "}" => return None,
            _ => {}
        }
        i = i.checked_sub(1)?;
    };
    if first + 2 >= a.at {
        return None;
    }
    Some(in_place(
        "W1018",
        t.span(first, a.at + 1),
        fix,
        vec![("name", semantic.to_owned())],
    ))
}

/// `[numthreads(8, 8, 1)]` before a compute entry point.
pub(super) fn numthreads(a: &Around) -> Option<Found> {
    let t = &a.toks;
    if a.tok(0) != "[" || a.tok(1) != "numthreads" || a.tok(2) != "(" {
        return None;
    }
    let close = t.close(a.at + 2)?;
    if t.text(close + 1) != "]" {
        return None;
    }
    let fix = format!("@workgroup_size({})", t.inside(a.at + 2, close));
    Some(in_place("W1019", t.span(a.at, close + 1), fix, vec![]))
}

/// Metal's attribute names and WGSL's attribute for each.
const METAL: &[(&str, &str)] = &[
    ("position", "@builtin(position)"),
    ("vertex_id", "@builtin(vertex_index)"),
    ("instance_id", "@builtin(instance_index)"),
    ("front_facing", "@builtin(front_facing)"),
    ("thread_position_in_grid", "@builtin(global_invocation_id)"),
    ("thread_position_in_threadgroup", "@builtin(local_invocation_id)"),
    ("threadgroup_position_in_grid", "@builtin(workgroup_id)"),
    ("thread_index_in_threadgroup", "@builtin(local_invocation_index)"),
];

/// `[[location(0)]]`, `[[stage(fragment)]]`, `[[group(0), binding(1)]]`,
/// `[[position]]`, `[[buffer(0)]]`: attributes in double brackets.
pub(super) fn double_brackets(a: &Around) -> Option<Found> {
    let t = &a.toks;
    if a.tok(0) != "[" || a.tok(1) != "[" || !t.touching(a.at) {
        return None;
    }
    let inner = t.close(a.at + 1)?;
    if t.text(inner + 1) != "]" {
        return None;
    }
    let mut attributes = Vec::new();
    for (first, last) in t.parts(a.at + 1, inner) {
        let name = t.text(first);
        if !t.is_word(first) {
            return None;
        }
        let args = if t.text(first + 1) == "(" && last > first + 1 {
            t.inside(first + 1, last)
        } else {
            ""
        };
        let attribute = match (name, args) {
            ("stage", stage) => format!("@{stage}"),
            ("buffer" | "texture" | "sampler", n) => format!("@binding({n})"),
            ("color", n) => format!("@location({n})"),
            // Metal's `stage_in` and `user(…)` have no WGSL attribute.
            ("stage_in" | "user", _) => continue,
            (name, "") => METAL
                .iter()
                .find(|(m, _)| *m == name)
                .map_or_else(|| format!("@{name}"), |(_, w)| (*w).to_owned()),
            (name, args) => format!("@{name}({args})"),
        };
        attributes.push(attribute);
    }
    if attributes.is_empty() {
        return None;
    }
    Some(in_place("W1020", t.span(a.at, inner + 1), attributes.join(" "), vec![]))
}

/// `mul(m, v)`: HLSL's product, an unresolved name in WGSL.
pub(super) fn mul(a: &Around) -> Option<Found> {
    let t = &a.toks;
    if a.tok(0) != "mul" || a.tok(1) != "(" || a.code != "W0101" {
        return None;
    }
    let close = t.close(a.at + 1)?;
    let [(m0, m1), (v0, v1)] = t.parts(a.at + 1, close)[..] else {
        return None;
    };
    let side = |first: usize, last: usize| {
        let text = t.slice(first, last);
        if t.operand_end(first) == Some(last) {
            text.to_owned()
        } else {
            format!("({text})")
        }
    };
    let product = format!("{} * {}", side(m0, m1), side(v0, v1));
    // After an operator that binds as tightly, the product keeps its parentheses.
    let fix = if matches!(a.tok(-1), "*" | "/" | "%" | "-" | "!" | "~" | "&") {
        format!("({product})")
    } else {
        product
    };
    Some(in_place("W1021", t.span(a.at, close), fix, vec![]))
}
