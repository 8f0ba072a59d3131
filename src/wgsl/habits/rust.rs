//! Rust's habits: `x as u32`, `let mut`, a struct literal, an implicit return.

use super::{Around, Found, in_place};

/// `uv.x as u32`: naga stops at `as`.
pub(super) fn as_cast(a: &Around) -> Option<Found> {
    if a.tok(0) != "as" || !a.toks.is_word(a.at + 1) {
        return None;
    }
    let t = &a.toks;
    let first = t.operand_start(a.at.checked_sub(1)?)?;
    let expr = t.slice(first, a.at - 1);
    let ty = t.text(a.at + 1);
    let fix = format!("{ty}({expr})");
    Some(in_place(
        "W1001",
        t.span(first, a.at + 1),
        fix,
        vec![("expr", expr.to_owned()), ("ty", ty.to_owned())],
    ))
}

/// `let mut z`: naga refuses `mut`, a reserved word, as a name.
pub(super) fn let_mut(a: &Around) -> Option<Found> {
    if a.tok(0) != "mut" || a.tok(-1) != "let" || !a.toks.is_word(a.at + 1) {
        return None;
    }
    let name = a.tok(1).to_owned();
    let mut f = in_place(
        "W1002",
        a.toks.span(a.at - 1, a.at),
        "var".to_owned(),
        vec![("name", name.clone())],
    );
    // The form shown names the variable; the edit replaces `let mut` only.
    for (key, value) in &mut f.args {
        if *key == "fix" {
            *value = format!("var {name}");
        }
    }
    Some(f)
}

/// `Tint { r: 1.0, g: 0.5 }`: naga stops at `{` after the struct's name.
pub(super) fn struct_literal(a: &Around) -> Option<Found> {
    let t = &a.toks;
    if a.tok(0) != "{" || !t.is_word(a.at.checked_sub(1)?) || a.tok(2) != ":" {
        return None;
    }
    let ty = a.tok(-1);
    let close = t.close(a.at)?;
    let mut values: Vec<(&str, &str)> = Vec::new();
    for (first, last) in t.parts(a.at, close) {
        if t.text(first + 1) != ":" || first + 2 > last {
            return None;
        }
        values.push((t.text(first), t.slice(first + 2, last)));
    }
    // In the order the struct declares its members, when they are all there.
    let members = members(t, ty);
    if members.len() == values.len() && values.iter().all(|(n, _)| members.contains(n)) {
        values.sort_by_key(|(n, _)| members.iter().position(|m| m == n));
    }
    let list: Vec<&str> = values.iter().map(|(_, v)| *v).collect();
    let fix = format!("{ty}({})", list.join(", "));
    Some(in_place(
        "W1003",
        t.span(a.at - 1, close),
        fix,
        vec![("ty", ty.to_owned())],
    ))
}

/// The members of `struct name { … }`, in order.
fn members<'a>(t: &super::Toks<'a>, name: &str) -> Vec<&'a str> {
    let Some(open) = (0..t.len()).find(|&i| t.text(i) == "struct" && t.text(i + 1) == name && t.text(i + 2) == "{")
    else {
        return Vec::new();
    };
    let open = open + 2;
    let close = t.close(open).unwrap_or(open);
    (open + 1..close)
        .filter(|&i| t.text(i + 1) == ":" && t.is_word(i))
        .map(|i| t.text(i))
        .collect()
}

/// Words that start a statement, which a final expression never is.
const STATEMENTS: &[&str] = &[
    "return", "let", "var", "const", "if", "for", "while", "loop", "switch", "break", "continue", "discard", "_",
];

/// `fn double(x: f32) -> f32 { x * 2.0 }`: the last statement of a function that returns
/// a value has no `;` and no `return`.
pub(super) fn implicit_return(a: &Around) -> Option<Found> {
    let t = &a.toks;
    // The statement around the error starts after the last `;`, `{` or `}` before it.
    let mut start = if a.tok(0) == "}" { a.at.checked_sub(1)? } else { a.at };
    loop {
        match t.text(start) {
            ";" | "{" | "}" => break,
            ")" | "]" => start = t.open(start)?,
            _ => {}
        }
        start = start.checked_sub(1)?;
    }
    let first = start + 1;
    if STATEMENTS.contains(&t.text(first)) || t.text(first).starts_with('@') {
        return None;
    }
    // It ends at the `}` of its block, with no `;` in between.
    let mut end = first;
    while t.text(end) != "}" {
        match t.text(end) {
            ";" | "{" | "" => return None,
            "(" | "[" => end = t.close(end)?,
            _ => {}
        }
        end += 1;
    }
    if end == first || !returns_a_value(t, t.open(end)?) {
        return None;
    }
    let expr = t.slice(first, end - 1);
    Some(in_place(
        "W1004",
        t.span(first, end - 1),
        format!("return {expr};"),
        vec![],
    ))
}

/// Whether the `{` at `open` starts the body of a function with a result (`-> T {`).
fn returns_a_value(t: &super::Toks, open: usize) -> bool {
    let mut i = open;
    while i > 0 {
        i -= 1;
        match t.text(i) {
            "->" => return true,
            ">" if t.text(i.wrapping_sub(1)) == "-" => return true,
            "fn" | ";" | "{" | "}" => return false,
            _ => {}
        }
    }
    false
}

/// `fn f(mut x: f32)`: Rust's mutable parameter. A WGSL parameter never changes, so the
/// fix renames it and copies it into a `var` of the old name at the top of the body.
pub(super) fn mut_parameter(a: &Around) -> Option<Found> {
    let t = &a.toks;
    if a.tok(0) != "mut" || !matches!(a.tok(-1), "(" | ",") || !t.is_word(a.at + 1) || a.tok(2) != ":" {
        return None;
    }
    let name = a.tok(1).to_owned();
    let open = t.open((a.at..t.len()).find(|&i| t.text(i) == ")" && t.open(i).is_some_and(|o| o < a.at))?)?;
    let close = t.close(open)?;
    let body = (close..t.len()).find(|&i| t.text(i) == "{")?;
    let copy = format!("var {name} = {name}_in;");
    let insert = t.range(body).end;
    Some(Found {
        code: "W1031",
        span: t.span(a.at, a.at + 1),
        edits: vec![
            (t.span(a.at, a.at + 1), format!("{name}_in")),
            (insert..insert, format!("\n    {copy}")),
        ],
        args: vec![("name", name), ("fix", copy)],
    })
}
