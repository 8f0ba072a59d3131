//! GLSL's globals at module scope: `uniform float t;` is a `var<uniform>`, and
//! `in vec2 v_uv;` (or `varying`) is a parameter of the entry point.

use super::{Around, Found, Toks};
use crate::text::habits_shading::{UNIFORM_IS_A_VAR, input_is_a_parameter};

/// A GLSL type in WGSL (`vec2` is `vec2f`, `mat4` is `mat4x4f`).
fn wgsl_type(glsl: &str) -> Option<String> {
    let scalar = match glsl {
        "float" => return Some("f32".to_owned()),
        "int" => return Some("i32".to_owned()),
        "uint" => return Some("u32".to_owned()),
        "bool" => return Some("bool".to_owned()),
        _ => glsl,
    };
    let (suffix, rest) = match scalar.as_bytes().first()? {
        b'i' => ("i", &scalar[1..]),
        b'u' => ("u", &scalar[1..]),
        b'b' => ("<bool>", &scalar[1..]),
        _ => ("f", scalar),
    };
    let size = rest.strip_prefix("vec").or_else(|| rest.strip_prefix("mat"))?;
    if !matches!(size, "2" | "3" | "4") {
        return None;
    }
    Some(if rest.starts_with("mat") && suffix == "f" {
        format!("mat{size}x{size}f")
    } else if rest.starts_with("vec") {
        format!("vec{size}{suffix}")
    } else {
        return None;
    })
}

/// The largest `n` of `@{attribute}(n)` between tokens `from` and `to`, plus one; 0
/// when there is none.
fn next_free(t: &Toks, attribute: &str, from: usize, to: usize) -> u32 {
    (from..to)
        .filter(|&i| t.text(i) == attribute && t.text(i + 1) == "(")
        .filter_map(|i| t.text(i + 2).parse::<u32>().ok())
        .max()
        .map_or(0, |n| n + 1)
}

/// `uniform float t;` or `in vec2 v_uv;` where naga expected a declaration.
pub(super) fn globals(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let keyword = a.tok(0);
    if !matches!(keyword, "uniform" | "in" | "varying") || a.tok(3) != ";" || !t.is_word(a.at + 2) {
        return None;
    }
    let ty = wgsl_type(a.tok(1))?;
    let name = a.tok(2);
    let declaration = t.span(a.at, a.at + 3);
    let mut args = vec![
        ("kw", keyword.to_owned()),
        ("glsl_ty", a.tok(1).to_owned()),
        ("name", name.to_owned()),
    ];
    if keyword == "uniform" {
        let binding = next_free(t, "@binding", 0, t.len());
        let fix = format!("@group(0) @binding({binding}) var<uniform> {name}: {ty};");
        args.extend([
            ("fix", fix.clone()),
            ("where", UNIFORM_IS_A_VAR.en.to_owned()),
            ("where_es", UNIFORM_IS_A_VAR.es.to_owned()),
        ]);
        return Some(Found {
            code: "W1022",
            span: declaration.clone(),
            edits: vec![(declaration, fix)],
            args,
        });
    }
    // An input: a parameter of the fragment entry point (or the vertex one).
    let stage = ["@fragment", "@vertex"]
        .iter()
        .find_map(|s| (0..t.len()).find(|&i| t.text(i) == *s))?;
    let function = (stage..t.len()).find(|&i| t.text(i) == "fn")?;
    let open = function + 2;
    if t.text(open) != "(" {
        return None;
    }
    let close = t.close(open)?;
    let location = next_free(t, "@location", open, close);
    let parameter = format!("@location({location}) {name}: {ty}");
    let insert = if close == open + 1 {
        parameter.clone()
    } else {
        format!(", {parameter}")
    };
    let place = input_is_a_parameter(t.text(function + 1));
    args.extend([("fix", parameter), ("where", place.en), ("where_es", place.es)]);
    let at = t.range(close).start;
    Some(Found {
        code: "W1022",
        span: declaration.clone(),
        edits: vec![(declaration, String::new()), (at..at, insert)],
        args,
    })
}
