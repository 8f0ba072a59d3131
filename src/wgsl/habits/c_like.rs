//! Habits of C and its family: CUDA (`__syncthreads()`, `__shared__`, `threadIdx`),
//! JavaScript and TypeScript (`[1, 2]`, `x: number`, `===`) and C (`do … while`,
//! `c ? a : b`).

use super::{Around, Found, in_place};

/// CUDA's barriers and WGSL's.
const BARRIERS: &[(&str, &str)] = &[
    ("__syncthreads", "workgroupBarrier()"),
    ("__threadfence_block", "workgroupBarrier()"),
    ("__threadfence", "storageBarrier()"),
];

/// `__syncthreads();`: an unknown name that starts with `__`.
pub(super) fn cuda_barrier(a: &Around) -> Option<Found> {
    let (name, wgsl) = BARRIERS.iter().find(|(n, _)| *n == a.tok(0))?;
    if a.tok(1) != "(" || a.tok(2) != ")" {
        return None;
    }
    Some(in_place(
        "W1005",
        a.toks.span(a.at, a.at + 2),
        (*wgsl).to_owned(),
        vec![("name", (*name).to_owned())],
    ))
}

/// C's scalar types, in WGSL.
fn scalar(c: &str) -> Option<&'static str> {
    Some(match c {
        "float" | "f32" => "f32",
        "int" | "i32" => "i32",
        "uint" | "unsigned" | "u32" => "u32",
        _ => return None,
    })
}

/// `__shared__ var tile: array<f32, 64>;` or CUDA's own `__shared__ float tile[64];`.
pub(super) fn cuda_shared(a: &Around) -> Option<Found> {
    let t = &a.toks;
    if a.tok(0) != "__shared__" {
        return None;
    }
    let end = (a.at..t.len()).find(|&i| t.text(i) == ";")?;
    let declaration = if a.tok(1) == "var" && a.tok(3) == ":" {
        format!("var<workgroup> {}: {};", a.tok(2), t.slice(a.at + 4, end - 1))
    } else if let (Some(ty), "[", "]") = (scalar(a.tok(1)), a.tok(3), a.tok(5)) {
        format!("var<workgroup> {}: array<{ty}, {}>;", a.tok(2), a.tok(4))
    } else if let (Some(ty), ";") = (scalar(a.tok(1)), a.tok(3)) {
        format!("var<workgroup> {}: {ty};", a.tok(2))
    } else {
        return None;
    };
    Some(in_place("W1006", t.span(a.at, end), declaration, vec![]))
}

/// CUDA's index variables and the WGSL built-in values they are.
const INDEXES: &[(&str, &str)] = &[
    ("threadIdx", "local_invocation_id"),
    ("blockIdx", "workgroup_id"),
    ("gridDim", "num_workgroups"),
];

/// `threadIdx.x`: an unresolved CUDA index; the fix adds it as a parameter of the
/// function that uses it.
pub(super) fn cuda_index(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let (name, builtin) = INDEXES.iter().find(|(n, _)| *n == a.tok(0))?;
    if a.code != "W0101" {
        return None;
    }
    let function = (0..a.at).rev().find(|&i| t.text(i) == "fn")?;
    let open = function + 2;
    if t.text(open) != "(" {
        return None;
    }
    let close = t.close(open)?;
    let parameter = format!("@builtin({builtin}) {name}: vec3u");
    let insert = if close == open + 1 {
        parameter.clone()
    } else {
        format!(", {parameter}")
    };
    let at = t.range(close).start;
    Some(Found {
        code: "W1007",
        span: t.range(a.at),
        edits: vec![(at..at, insert)],
        args: vec![("name", (*name).to_owned()), ("fix", parameter)],
    })
}

/// `[0.25, 0.5, 0.25]` where naga expected an expression.
pub(super) fn array_literal(a: &Around) -> Option<Found> {
    if a.tok(0) != "[" || a.code != "W0105" || matches!(a.tok(1), "[" | "numthreads") {
        return None;
    }
    let close = a.toks.close(a.at)?;
    // `number[]`, TypeScript's array type, holds no values to build an array of.
    if close == a.at + 1 {
        return None;
    }
    let fix = format!("array({})", a.toks.inside(a.at, close));
    Some(in_place("W1008", a.toks.span(a.at, close), fix, vec![]))
}

/// `const scale: number`: a TypeScript type where a WGSL type goes.
pub(super) fn ts_type(a: &Around) -> Option<Found> {
    let ty = match a.tok(0) {
        "number" => "f32",
        "boolean" => "bool",
        _ => return None,
    };
    if a.tok(-1) != ":" || !a.toks.is_word(a.at.checked_sub(2)?) {
        return None;
    }
    let mut f = in_place(
        "W1009",
        a.toks.range(a.at),
        ty.to_owned(),
        vec![("name", a.tok(0).to_owned())],
    );
    for (key, value) in &mut f.args {
        if *key == "fix" {
            *value = format!("{}: {ty}", a.tok(-2));
        }
    }
    Some(f)
}

/// `a === b` or `a !== b`: naga stops at the third character.
pub(super) fn strict_equals(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let first = a.at.checked_sub(2)?;
    if a.tok(0) != "=" || a.tok(-1) != "=" || !matches!(a.tok(-2), "=" | "!") {
        return None;
    }
    if !(t.touching(first) && t.touching(first + 1)) {
        return None;
    }
    let op = t.slice(first, a.at);
    let wgsl = if op.starts_with('!') { "!=" } else { "==" };
    let lhs = t.operand_start(first.checked_sub(1)?)?;
    let rhs = t.operand_end(a.at + 1)?;
    let shown = format!("{} {wgsl} {}", t.slice(lhs, first - 1), t.slice(a.at + 1, rhs));
    Some(Found {
        code: "W1010",
        span: t.span(first, a.at),
        edits: vec![(t.span(first, a.at), wgsl.to_owned())],
        args: vec![("op", op.to_owned()), ("fix", shown)],
    })
}

/// `do { … } while (c);`: naga reads `do` as a name and stops at `{`.
pub(super) fn do_while(a: &Around) -> Option<Found> {
    let t = &a.toks;
    if a.tok(-1) != "do" || a.tok(0) != "{" {
        return None;
    }
    let body_end = t.close(a.at)?;
    if t.text(body_end + 1) != "while" || t.text(body_end + 2) != "(" {
        return None;
    }
    let cond_end = t.close(body_end + 2)?;
    let cond = t.inside(body_end + 2, cond_end);
    let last = if t.text(cond_end + 1) == ";" {
        cond_end + 1
    } else {
        cond_end
    };
    let source = t.slice(a.at - 1, last);
    // The body as written, with `continuing` added before its closing brace.
    let body_start = t.range(a.at).end - t.range(a.at - 1).start;
    let body_stop = t.range(body_end).start - t.range(a.at - 1).start;
    let body = source.get(body_start..body_stop)?;
    let indent = body.rsplit('\n').next().filter(|i| i.trim().is_empty()).unwrap_or("");
    let edit =
        format!("loop {{{body}    continuing {{\n{indent}        break if !({cond});\n{indent}    }}\n{indent}}}");
    let shown = format!("loop {{ … continuing {{ break if !({cond}); }} }}");
    Some(Found {
        code: "W1011",
        span: t.span(a.at - 1, last),
        edits: vec![(t.span(a.at - 1, last), edit)],
        args: vec![("cond", cond.to_owned()), ("fix", shown)],
    })
}

/// `c ? a : b`: naga stops at `?`.
pub(super) fn ternary(a: &Around) -> Option<Found> {
    let t = &a.toks;
    if a.tok(0) != "?" {
        return None;
    }
    // The condition runs back to the `=`, `(`, `,` or `return` before it.
    let mut i = a.at.checked_sub(1)?;
    let cond_start = loop {
        match t.text(i) {
            ")" | "]" => i = t.open(i)?,
            "(" | "[" | "{" | "," | ";" | "return" => break i + 1,
            // A lone `=`, not part of `==`, `<=`, `>=` or `!=`.
            "=" if !operator_part(t, i) => {
                break i + 1;
            }
            _ => {}
        }
        i = i.checked_sub(1)?;
    };
    let colon = scan_to(t, a.at + 1, &[":"])?;
    let end = scan_to(t, colon + 1, &[";", ")", ",", "]", "}"])?;
    if cond_start >= a.at || colon == a.at + 1 || end == colon + 1 {
        return None;
    }
    let (cond, yes, no) = (
        t.slice(cond_start, a.at - 1),
        t.slice(a.at + 1, colon - 1),
        t.slice(colon + 1, end - 1),
    );
    Some(in_place(
        "W1012",
        t.span(cond_start, end - 1),
        format!("select({no}, {yes}, {cond})"),
        vec![],
    ))
}

/// Whether the `=` at `i` is part of `==`, `<=`, `>=` or `!=`.
fn operator_part(t: &super::Toks, i: usize) -> bool {
    t.touching(i) && t.text(i + 1) == "="
        || i > 0 && t.touching(i - 1) && matches!(t.text(i - 1), "=" | "<" | ">" | "!")
}

/// The first token from `from` on, at bracket depth 0, that is one of `stops`.
fn scan_to(t: &super::Toks, from: usize, stops: &[&str]) -> Option<usize> {
    let mut i = from;
    while i < t.len() {
        if stops.contains(&t.text(i)) {
            return Some(i);
        }
        if matches!(t.text(i), "(" | "[" | "{") {
            i = t.close(i)?;
        }
        i += 1;
    }
    None
}
