//! Habits of small forms: operators of other languages (`**`, `and`, `p->m`, C's cast),
//! calls of their libraries (`Math.sin`, `std::max`, `t.Sample(s, uv)`,
//! `threadgroup_barrier(…)`), Rust's `for i in 0..n`, `if` as a value and `&mut T`.

use super::words::found;
use super::{Around, Found, Toks};

/// The tokens from `from` back and forward of naga's error, nearest first, on its line.
fn near<'a>(a: &'a Around<'a>, back: usize, ahead: usize) -> impl Iterator<Item = usize> + 'a {
    let line = |i: usize| a.toks.source()[..a.toks.range(i).start].matches('\n').count();
    let here = line(a.at);
    (0..=back.max(ahead))
        .flat_map(move |d| {
            [
                a.at.checked_sub(d).filter(|_| d <= back),
                Some(a.at + d).filter(|_| d <= ahead && d > 0),
            ]
        })
        .flatten()
        .filter(move |&i| i < a.toks.len() && line(i) == here)
}

/// `a ** b`, `a and b`, `a or b`, `not a`, `p->m`, `(u32)x`.
pub(super) fn operator(a: &Around) -> Option<Found> {
    near(a, 2, 1).find_map(|i| operator_at(&a.toks, i))
}

fn operator_at(t: &Toks, i: usize) -> Option<Found> {
    match (t.text(i), t.text(i + 1)) {
        ("*", "*") if t.touching(i) => {
            let first = t.operand_start(i.checked_sub(1)?)?;
            let last = t.operand_end(i + 2)?;
            let (x, y) = (t.slice(first, i - 1), t.slice(i + 2, last));
            let fix = format!("pow({x}, {y})");
            let span = t.span(first, last);
            Some(found(
                "W1025",
                "JavaScript",
                span.clone(),
                "**",
                fix.clone(),
                vec![(span, fix)],
            ))
        }
        (w @ ("and" | "or"), _) if t.is_atom(i.checked_sub(1)?) || t.text(i - 1) == ")" => {
            let op = if w == "and" { "&&" } else { "||" };
            Some(found(
                "W1025",
                "Python",
                t.range(i),
                w,
                op.to_owned(),
                vec![(t.range(i), op.to_owned())],
            ))
        }
        ("-", ">")
            if t.touching(i)
                && t.is_word(i.checked_sub(1)?)
                && t.is_word(i + 2)
                && t.text(i.wrapping_sub(2)) != ")" =>
        {
            let (p, m) = (t.text(i - 1), t.text(i + 2));
            let fix = format!("(*{p}).{m}");
            let span = t.span(i - 1, i + 2);
            Some(found("W1025", "C", span.clone(), "->", fix.clone(), vec![(span, fix)]))
        }
        (")", next)
            if t.text(i.checked_sub(2)?) == "(" && is_type(t.text(i - 1)) && (next == "(" || t.is_atom(i + 1)) =>
        {
            // C's cast: `(u32)(x)` or `(u32)x`.
            let open = i - 2;
            if t.is_atom(open.checked_sub(1)?) || t.text(open - 1) == ")" {
                return None;
            }
            let last = t.operand_end(i + 1)?;
            let ty = t.text(i - 1);
            let value = if t.text(i + 1) == "(" && last == t.close(i + 1)? {
                t.inside(i + 1, last)
            } else {
                t.slice(i + 1, last)
            };
            let fix = format!("{ty}({value})");
            let span = t.span(open, last);
            let word = format!("({ty})");
            Some(found("W1025", "C", span.clone(), &word, fix.clone(), vec![(span, fix)]))
        }
        _ => None,
    }
}

/// Whether `w` names one of WGSL's scalar or vector types.
fn is_type(w: &str) -> bool {
    matches!(w, "f32" | "i32" | "u32" | "f16" | "bool")
}

/// WGSL's built-in functions that JavaScript's `Math` and C++'s `std` also have.
const SAME_NAME: &[&str] = &[
    "abs", "acos", "asin", "atan", "atan2", "ceil", "cos", "cosh", "exp", "exp2", "floor", "log", "log2", "max", "min",
    "pow", "round", "sign", "sin", "sinh", "sqrt", "tan", "tanh", "trunc", "clamp",
];

/// HLSL's and Metal's sampling methods and WGSL's functions.
const METHODS: &[(&str, &str, &str)] = &[
    ("Sample", "textureSample", "HLSL"),
    ("SampleLevel", "textureSampleLevel", "HLSL"),
    ("SampleBias", "textureSampleBias", "HLSL"),
    ("SampleGrad", "textureSampleGrad", "HLSL"),
    ("sample", "textureSample", "Metal"),
    ("read", "textureLoad", "Metal"),
    ("write", "textureStore", "Metal"),
];

/// `Math.sin(x)`, `std::max(a, b)`, `t.Sample(s, uv)`, `threadgroup_barrier(…)`.
pub(super) fn call(a: &Around) -> Option<Found> {
    near(a, 4, 2).find_map(|i| call_at(&a.toks, i))
}

fn call_at(t: &Toks, i: usize) -> Option<Found> {
    let w = t.text(i);
    let name_at = match (w, t.text(i + 1), t.text(i + 2)) {
        ("Math", ".", _) => i + 2,
        ("std", ":", ":") => i + 3,
        _ => 0,
    };
    if name_at > 0 {
        let name = t.text(name_at);
        if !SAME_NAME.contains(&name) || t.text(name_at + 1) != "(" {
            return None;
        }
        let close = t.close(name_at + 1)?;
        let lang = if w == "Math" { "JavaScript" } else { "C++" };
        let fix = t.slice(name_at, close).to_owned();
        let word = t.slice(i, name_at).to_owned();
        let edit = t.range(i).start..t.range(name_at).start;
        return Some(found(
            "W1026",
            lang,
            t.span(i, close),
            &word,
            fix,
            vec![(edit, String::new())],
        ));
    }
    match (w, t.text(i + 1), t.text(i + 2)) {
        (texture, ".", method) if t.is_word(i) && t.text(i + 3) == "(" => {
            let (_, wgsl, lang) = METHODS.iter().find(|(m, _, _)| *m == method)?;
            let close = t.close(i + 3)?;
            let args = t.inside(i + 3, close);
            let fix = format!("{wgsl}({texture}, {args})");
            let span = t.span(i, close);
            let word = format!(".{method}(…)");
            Some(found(
                "W1026",
                lang,
                span.clone(),
                &word,
                fix.clone(),
                vec![(span, fix)],
            ))
        }
        ("threadgroup_barrier", "(", _) => {
            let close = t.close(i + 1)?;
            let span = t.span(i, close);
            let fix = "workgroupBarrier()".to_owned();
            Some(found("W1026", "Metal", span.clone(), w, fix.clone(), vec![(span, fix)]))
        }
        _ => None,
    }
}

/// `for i in 0..4 {`: Rust's loop over a range.
pub(super) fn for_in(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let at = near(a, 2, 1).find(|&i| t.text(i) == "for" && t.is_word(i + 1) && t.text(i + 2) == "in")?;
    let open = (at + 3..t.len()).find(|&k| t.text(k) == "{")?;
    let range = t.inside(at + 2, open);
    let (from, to, op) = if let Some((f, e)) = range.split_once("..=") {
        (f, e, "<=")
    } else {
        let (f, e) = range.split_once("..")?;
        (f, e, "<")
    };
    let name = t.text(at + 1);
    let fix = format!(
        "for (var {name} = {}; {name} {op} {}; {name}++)",
        from.trim(),
        to.trim()
    );
    let span = t.span(at, open - 1);
    Some(Found {
        code: "W1027",
        edits: vec![(span.clone(), fix.clone())],
        span,
        args: vec![("fix", fix)],
    })
}

/// `let s = if c { a } else { b };`: Rust's `if` as a value.
pub(super) fn if_value(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let at = near(a, 1, 1).find(|&i| t.text(i) == "if" && t.text(i.wrapping_sub(1)) == "=")?;
    let open = (at + 1..t.len()).find(|&k| t.text(k) == "{")?;
    let close = t.close(open)?;
    if t.text(close + 1) != "else" || t.text(close + 2) != "{" {
        return None;
    }
    let close2 = t.close(close + 2)?;
    let (yes, no) = (t.inside(open, close), t.inside(close + 2, close2));
    if yes.contains(';') || no.contains(';') || yes.is_empty() || no.is_empty() {
        return None;
    }
    let condition = t.inside(at, open);
    let fix = format!("select({no}, {yes}, {condition})");
    let span = t.span(at, close2);
    Some(Found {
        code: "W1028",
        edits: vec![(span.clone(), fix.clone())],
        span,
        args: vec![("fix", fix)],
    })
}

/// `p: &mut f32`: Rust's reference as a parameter's type.
pub(super) fn reference(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let at = near(a, 2, 1).find(|&i| t.text(i) == "&" && t.text(i.wrapping_sub(1)) == ":")?;
    let ty_at = if t.text(at + 1) == "mut" { at + 2 } else { at + 1 };
    if !t.is_word(ty_at) {
        return None;
    }
    let last = if t.text(ty_at + 1) == "<" {
        (ty_at..t.len()).find(|&k| t.text(k) == ">")?
    } else {
        ty_at
    };
    let fix = format!("ptr<function, {}>", t.slice(ty_at, last));
    let span = t.span(at, last);
    let word = t.slice(at, last).to_owned();
    Some(found(
        "W1029",
        "Rust",
        span.clone(),
        &word,
        fix.clone(),
        vec![(span, fix)],
    ))
}

/// `let twice = (x: f32) => x * 2.0;` (JavaScript) or `let square = |x: f32| x * x;`
/// (Rust): a function as a value. The fix declares it as a function before the one that
/// holds it, its result of its first parameter's type.
pub(super) fn function_value(a: &Around) -> Option<Found> {
    let t = &a.toks;
    // The statement around the error: `let NAME = ` before it.
    let start = (a.at.saturating_sub(12)..=a.at)
        .rev()
        .find(|&i| matches!(t.text(i), "let" | "const" | "var") && t.is_word(i + 1) && t.text(i + 2) == "=")?;
    let name = t.text(start + 1);
    let open = start + 3;
    let (params, body_first, lang) = match t.text(open) {
        "(" => {
            let close = t.close(open)?;
            if t.text(close + 1) != "=" || t.text(close + 2) != ">" || !t.touching(close + 1) {
                return None;
            }
            (t.inside(open, close), close + 3, "JavaScript")
        }
        "|" => {
            let close = (open + 1..t.len()).find(|&i| t.text(i) == "|")?;
            (t.inside(open, close), close + 1, "Rust")
        }
        _ => return None,
    };
    if a.at < start || a.at > body_first {
        return None;
    }
    let end = (body_first..t.len()).find(|&i| t.text(i) == ";")?;
    let body = t.slice(body_first, end - 1);
    let ty = params
        .split(',')
        .next()
        .and_then(|p| p.split_once(':'))
        .map_or("f32", |(_, ty)| ty.trim());
    let fix = format!("fn {name}({params}) -> {ty} {{ return {body}; }}");
    // Before the function that holds it, and its attributes.
    let mut at = (0..start).rev().find(|&i| t.text(i) == "fn")?;
    while at > 0 && (t.text(at - 1).starts_with('@') || t.text(at - 1) == ")") {
        at = if t.text(at - 1) == ")" {
            t.open(at - 1)?.checked_sub(1)?
        } else {
            at - 1
        };
        if !t.text(at).starts_with('@') {
            return None;
        }
    }
    let insert = t.range(at).start;
    let statement = t.range(start).start..t.range(end + 1).start;
    let word = t.slice(open, body_first.min(end) - 1).to_owned();
    Some(Found {
        code: "W1030",
        span: t.span(start, end),
        edits: vec![(insert..insert, format!("{fix}\n\n")), (statement, String::new())],
        args: vec![("word", format!("{word} …")), ("lang", lang.to_owned()), ("fix", fix)],
    })
}
