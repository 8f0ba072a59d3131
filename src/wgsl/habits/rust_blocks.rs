//! Rust's habits that are a whole block: an `impl` block of methods, and `match`, as a
//! statement or as a value.

use std::ops::Range;

use super::{Around, Found, Toks, snake};

/// `impl Light { fn at(&self, d: f32) -> f32 { … } }`: each method becomes a free
/// function, `fn light_at(light: Light, d: f32) -> f32`, and each call
/// `x.at(d)` becomes `light_at(x, d)`.
pub(super) fn impl_block(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let at = [Some(a.at), a.at.checked_sub(1)]
        .into_iter()
        .flatten()
        .find(|&i| t.text(i) == "impl" && t.is_word(i + 1) && t.text(i + 2) == "{")?;
    let ty = t.text(at + 1);
    let open = at + 2;
    let close = t.close(open)?;
    let var = snake(ty);
    let newline = usize::from(t.source()[t.range(close).end..].starts_with('\n'));
    let mut edits: Vec<(Range<usize>, String)> = vec![
        (t.range(at).start..t.range(open + 1).start, String::new()),
        (t.range(close).start..t.range(close).end + newline, String::new()),
    ];
    // The methods' lines, one level less indented.
    let inner = t.range(open + 1).start..t.range(close).start;
    for (n, _) in t.source()[inner.clone()].match_indices('\n') {
        let line = inner.start + n + 1;
        if t.source()[line..].starts_with("    ") {
            edits.push((line..line + 4, String::new()));
        }
    }
    // The methods: (name, function, takes a pointer), and the first one's signature.
    let mut methods: Vec<(&str, String, Option<bool>)> = Vec::new();
    let mut shown = None;
    let mut i = open + 1;
    while i < close {
        if t.text(i) != "fn" || !t.is_word(i + 1) || t.text(i + 2) != "(" {
            i += 1;
            continue;
        }
        let name = t.text(i + 1);
        let function = format!("{var}_{name}");
        edits.push((t.range(i + 1), function.clone()));
        let params = t.close(i + 2)?;
        let body = (params..close).find(|&k| t.text(k) == "{")?;
        let end = t.close(body)?;
        // The receiver: `self`, `&self`, `&mut self` or `mut self`; none for `fn new()`.
        let first = i + 3;
        let self_at = (first..params).take(3).find(|&k| t.text(k) == "self");
        let pointer = self_at.map(|k| t.slice(first, k).contains("&mut"));
        if let Some(k) = self_at {
            let param = if pointer == Some(true) {
                format!("{var}: ptr<function, {ty}>")
            } else {
                format!("{var}: {ty}")
            };
            edits.push((t.span(first, k), param));
        }
        // `self` and `Self` in the signature and the body.
        let this = if pointer == Some(true) {
            format!("(*{var})")
        } else {
            var.clone()
        };
        for k in self_at.map_or(first, |k| k + 1)..=end {
            match t.text(k) {
                "self" => edits.push((t.range(k), this.clone())),
                "Self" => edits.push((t.range(k), ty.to_owned())),
                _ => {}
            }
        }
        if shown.is_none() {
            let mut signature = String::new();
            let mut sig_edits: Vec<_> = edits
                .iter()
                .filter(|(r, _)| r.start >= t.range(i).start && r.end <= t.range(body).start)
                .collect();
            sig_edits.sort_by_key(|(r, _)| r.start);
            let mut from = t.range(i).start;
            for (r, text) in sig_edits {
                signature.push_str(&t.source()[from..r.start]);
                signature.push_str(text);
                from = r.end;
            }
            signature.push_str(&t.source()[from..t.range(body - 1).end]);
            shown = Some(signature);
        }
        methods.push((name, function, pointer));
        i = end + 1;
    }
    let (method, function, _) = methods.first()?.clone();
    // The calls outside the block: `x.name(…)` and `Ty::name(…)`.
    for k in (0..t.len()).filter(|&k| k < at || k > close) {
        if t.text(k) != "(" || k < 3 {
            continue;
        }
        let Some((_, function, pointer)) = methods.iter().find(|(m, _, _)| *m == t.text(k - 1)) else {
            continue;
        };
        match (t.text(k - 2), pointer) {
            (".", Some(pointer)) => {
                let Some(first) = t.operand_start(k.checked_sub(3)?) else {
                    continue;
                };
                let receiver = t.slice(first, k - 3);
                let amp = if *pointer { "&" } else { "" };
                let comma = if t.text(k + 1) == ")" { "" } else { ", " };
                edits.push((t.span(first, k), format!("{function}({amp}{receiver}{comma}")));
            }
            (":", None) if t.text(k - 3) == ":" && k.checked_sub(4).is_some_and(|j| t.text(j) == ty) => {
                edits.push((t.span(k - 4, k - 1), function.clone()));
            }
            _ => {}
        }
    }
    let fix = shown?;
    Some(Found {
        code: "W1032",
        span: t.span(at, at + 1),
        edits,
        args: vec![
            ("word", t.slice(at, at + 1).to_owned()),
            ("param", format!("{var}: {ty}")),
            ("method", method.to_owned()),
            ("function", function),
            ("ty", ty.to_owned()),
            ("fix", fix),
        ],
    })
}

/// One arm of a `match`: its patterns (`None` for `_`), its body's tokens (a block's
/// braces included) and the token after the arm (its `,`, or the `}` of the match).
struct Arm<'a> {
    patterns: Option<Vec<&'a str>>,
    pattern_span: (usize, usize),
    body: (usize, usize),
    block: bool,
    comma: Option<usize>,
}

/// The arms between the `{` at `open` and the `}` at `close`.
fn arms<'a>(t: &Toks<'a>, open: usize, close: usize) -> Option<Vec<Arm<'a>>> {
    let mut arms = Vec::new();
    let mut i = open + 1;
    while i < close {
        let arrow = (i..close).find(|&k| t.text(k) == "=" && t.text(k + 1) == ">" && t.touching(k))?;
        let mut patterns = Vec::new();
        let mut k = i;
        while k < arrow {
            let last = (k..arrow).find(|&j| t.text(j) == "|").unwrap_or(arrow);
            if last == k {
                return None;
            }
            patterns.push(t.slice(k, last - 1));
            k = last + 1;
        }
        let patterns = if patterns == ["_"] { None } else { Some(patterns) };
        let first = arrow + 2;
        let (last, block) = if t.text(first) == "{" {
            (t.close(first)?, true)
        } else {
            let mut j = first;
            while j < close && t.text(j) != "," {
                if matches!(t.text(j), "(" | "[" | "{") {
                    j = t.close(j)?;
                }
                j += 1;
            }
            (j.checked_sub(1)?, false)
        };
        if last < first {
            return None;
        }
        let comma = (t.text(last + 1) == ",").then_some(last + 1);
        arms.push(Arm {
            patterns,
            pattern_span: (i, arrow + 1),
            body: (first, last),
            block,
            comma,
        });
        i = comma.map_or(last + 1, |c| c + 1);
    }
    Some(arms)
}

/// `match x { 0u => { … } _ => { … } }`: Rust's `match`, as a statement (WGSL's
/// `switch`) or as the value of `let v = …;` (`select` for two arms, else a `var`
/// that each `case` assigns).
pub(super) fn match_block(a: &Around) -> Option<Found> {
    let t = &a.toks;
    let at = (a.at.saturating_sub(2)..=a.at).find(|&i| t.text(i) == "match")?;
    let mut open = at + 1;
    while t.text(open) != "{" {
        if matches!(t.text(open), "(" | "[") {
            open = t.close(open)?;
        }
        open += 1;
        if open >= t.len() || t.text(open) == ";" {
            return None;
        }
    }
    let close = t.close(open)?;
    let arms = arms(t, open, close)?;
    let scrutinee = t.inside(at, open);
    if arms.is_empty()
        || scrutinee.is_empty()
        || arms.iter().any(|arm| {
            arm.patterns
                .as_ref()
                .is_some_and(|p| p.iter().any(|p| p.contains("..")))
        })
    {
        return None;
    }
    let word = format!("match {scrutinee}");
    let span = t.span(at, open - 1);
    let case = |arm: &Arm| match &arm.patterns {
        Some(p) => format!("case {}:", p.join(", ")),
        None => "default:".to_owned(),
    };
    let value = |arm: &Arm| {
        if arm.block {
            let inside = t.inside(arm.body.0, arm.body.1);
            (!inside.contains(';') && !inside.is_empty()).then(|| inside.to_owned())
        } else {
            Some(t.slice(arm.body.0, arm.body.1).to_owned())
        }
    };
    let found = |fix: String, edits| Found {
        code: "W1033",
        span: span.clone(),
        edits,
        args: vec![("word", word.clone()), ("fix", fix)],
    };
    match t.text(at.checked_sub(1)?) {
        // A statement: `switch`, each arm a `case`.
        ";" | "{" | "}" => {
            let mut edits = vec![(t.range(at), "switch".to_owned())];
            let mut shown = Vec::new();
            for arm in &arms {
                let (first, last) = arm.pattern_span;
                if arm.block {
                    edits.push((t.span(first, last), case(arm)));
                    if let Some(c) = arm.comma {
                        edits.push((t.range(c), String::new()));
                    }
                } else {
                    edits.push((t.span(first, last), format!("{} {{", case(arm))));
                    let end = t.range(arm.body.1).end;
                    let closing = arm.comma.map_or(end..end, |c| t.range(c));
                    edits.push((closing, "; }".to_owned()));
                }
                shown.push(format!("{} {{ … }}", case(arm)));
            }
            if arms.iter().all(|arm| arm.patterns.is_some()) {
                let end = t.range(close).start;
                edits.push((end..end, "default: {}\n    ".to_owned()));
                shown.push("default: {}".to_owned());
            }
            let fix = format!("switch {scrutinee} {{ {} }}", shown.join(" "));
            Some(found(fix, edits))
        }
        // A value: `let v = match … ;`.
        "=" => {
            let values: Vec<String> = arms.iter().map(value).collect::<Option<_>>()?;
            let default = arms.iter().position(|arm| arm.patterns.is_none())?;
            if let [one, _] = arms.as_slice()
                && default == 1
                && one.patterns.as_ref().is_some_and(|p| p.len() == 1)
            {
                let p = one.patterns.as_ref()?.first()?;
                let operand = t.operand_end(at + 1) == Some(open - 1);
                let x = if operand {
                    scrutinee.to_owned()
                } else {
                    format!("({scrutinee})")
                };
                let fix = format!("select({}, {}, {x} == {p})", values[1], values[0]);
                return Some(found(fix.clone(), vec![(t.span(at, close), fix)]));
            }
            let start = at.checked_sub(3)?;
            if !matches!(t.text(start), "let" | "var") || !t.is_word(start + 1) || t.text(close + 1) != ";" {
                return None;
            }
            let name = t.text(start + 1);
            let cases: Vec<String> = arms
                .iter()
                .zip(&values)
                .filter(|(arm, _)| arm.patterns.is_some())
                .map(|(arm, v)| format!("{} {{ {name} = {v}; }}", case(arm)))
                .collect();
            let fix = format!(
                "var {name} = {};\n    switch {scrutinee} {{ {} default: {{}} }}",
                values[default],
                cases.join(" ")
            );
            let shown = fix.replace("\n    ", " ");
            Some(found(shown, vec![(t.span(start, close + 1), fix)]))
        }
        _ => None,
    }
}
