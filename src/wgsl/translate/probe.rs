//! The types of a call's arguments where naga names only the one it refuses: the
//! statement holding the call is replaced, up to the function's end, by phony
//! assignments of each argument (`_ = arg;`), and the result parsed again.

use naga::common::wgsl::TypeContext as _;

use crate::wgsl::TokenKind;

/// The argument list of the call whose name is at `name` (byte range in `source`):
/// each argument's byte range, split at the commas outside brackets.
pub(crate) fn call_args(source: &str, name: std::ops::Range<usize>) -> Option<Vec<std::ops::Range<usize>>> {
    let toks: Vec<_> = crate::wgsl::tokens(&source[name.end..])
        .into_iter()
        .filter(|(_, k)| !matches!(k, TokenKind::Comment | TokenKind::Whitespace))
        .map(|(r, _)| name.end + r.start..name.end + r.end)
        .collect();
    let mut it = toks.iter();
    let open = it.next()?;
    if &source[open.clone()] != "(" {
        return None;
    }
    let (mut depth, mut args, mut start) = (0usize, Vec::new(), open.end);
    for r in it {
        match &source[r.clone()] {
            "(" | "[" => depth += 1,
            ")" | "]" if depth > 0 => depth -= 1,
            ")" => {
                if !source[start..r.start].trim().is_empty() {
                    args.push(trimmed(source, start..r.start));
                }
                return Some(args);
            }
            "," if depth == 0 => {
                args.push(trimmed(source, start..r.start));
                start = r.end;
            }
            _ => {}
        }
    }
    None
}

fn trimmed(source: &str, r: std::ops::Range<usize>) -> std::ops::Range<usize> {
    let text = &source[r.clone()];
    let start = r.start + (text.len() - text.trim_start().len());
    let end = r.end - (text.len() - text.trim_end().len());
    start..end.max(start)
}

/// The WGSL types of `args` (byte ranges of `source`, inside one function body): the
/// statement holding them is replaced, up to the function's end, by phony assignments
/// `_ = arg;`, and the result parsed again. `None` where the probe does not parse (an
/// argument naga cannot load, another error later in the text).
pub(crate) fn arg_types(source: &str, args: &[std::ops::Range<usize>]) -> Vec<Option<String>> {
    let unknown = vec![None; args.len()];
    let Some(first) = args.first() else { return unknown };
    let toks: Vec<_> = crate::wgsl::tokens(source)
        .into_iter()
        .filter(|(_, k)| !matches!(k, TokenKind::Comment | TokenKind::Whitespace))
        .map(|(r, _)| r)
        .collect();
    // The braces open at the argument, and where its statement starts.
    let (mut depth, mut stmt_start) = (0usize, 0usize);
    let mut brackets = 0isize;
    for r in toks.iter().take_while(|r| r.start < first.start) {
        match &source[r.clone()] {
            "{" => {
                depth += 1;
                stmt_start = r.end;
            }
            "}" => {
                depth = depth.saturating_sub(1);
                stmt_start = r.end;
            }
            "(" | "[" => brackets += 1,
            ")" | "]" => brackets -= 1,
            ";" if brackets == 0 => stmt_start = r.end,
            _ => {}
        }
    }
    if depth == 0 {
        return unknown;
    }
    // The closing brace of the function.
    let mut level = depth;
    let Some(close) = toks.iter().filter(|r| r.start >= first.start).find(|r| {
        match &source[(*r).clone()] {
            "{" => level += 1,
            "}" => level -= 1,
            _ => {}
        }
        level == 0
    }) else {
        return unknown;
    };
    let mut probe = source[..stmt_start].to_owned();
    let mut at = Vec::new();
    for a in args {
        // A name is looked up by its name: a phony assignment of a `let` would rename
        // the `let`'s expression.
        if is_name(&source[a.clone()]) {
            at.push(0..0);
            continue;
        }
        probe.push_str("\n_ = ");
        let text = &source[a.clone()];
        // `&x` makes no expression of its own in naga: the pointer is `x`'s.
        let inner = text.strip_prefix('&').map_or(text, str::trim_start);
        let start = probe.len() + (text.len() - inner.len());
        probe.push_str(text);
        at.push(start..probe.len());
        probe.push(';');
    }
    probe.push('\n');
    probe.push_str(&"}".repeat(depth - 1));
    probe.push_str(&source[close.start..]);
    let Ok(module) = naga::front::wgsl::parse_str(&probe) else {
        return unknown;
    };
    // The function holding the probe, by the name after the last `fn` before it.
    let name = toks
        .iter()
        .take_while(|r| r.start < first.start)
        .collect::<Vec<_>>()
        .windows(2)
        .rfind(|w| &source[w[0].clone()] == "fn")
        .map(|w| &source[w[1].clone()]);
    let Some(name) = name else { return unknown };
    let holder = module
        .functions
        .iter()
        .map(|(_, f)| (f.name.as_deref(), f))
        .chain(module.entry_points.iter().map(|e| (Some(e.name.as_str()), &e.function)))
        .find(|(n, _)| *n == Some(name));
    let Some((_, f)) = holder else { return unknown };
    let ctx = naga::proc::ResolveContext::with_locals(&module, &f.local_variables, &f.arguments);
    let mut typifier = naga::front::Typifier::new();
    for (h, _) in f.expressions.iter() {
        if typifier.grow(h, &f.expressions, &ctx).is_err() {
            return unknown;
        }
    }
    let show = |h: naga::Handle<naga::Expression>| module.to_ctx().type_resolution_to_string(&typifier[h]);
    args.iter()
        .zip(&at)
        .map(|(a, range)| {
            let text = source[a.clone()].trim();
            if let Some(t) = abstract_literal(text) {
                return Some(t.to_owned());
            }
            if is_name(text) {
                // A name: a `let` (its value's expression was made where it was
                // declared), a `var`, a parameter, a module-scope variable.
                if let Some((h, _)) = f.named_expressions.iter().rev().find(|(_, n)| n.as_str() == text) {
                    return Some(show(*h));
                }
                if let Some((_, v)) = f.local_variables.iter().find(|(_, v)| v.name.as_deref() == Some(text)) {
                    return Some(module.to_ctx().type_to_string(v.ty));
                }
                if let Some(arg) = f.arguments.iter().find(|v| v.name.as_deref() == Some(text)) {
                    return Some(module.to_ctx().type_to_string(arg.ty));
                }
                if let Some((_, v)) = module
                    .global_variables
                    .iter()
                    .find(|(_, v)| v.name.as_deref() == Some(text))
                {
                    return Some(module.to_ctx().type_to_string(v.ty));
                }
            }
            // Any other expression was made fresh at the probe: the last (outermost)
            // expression written exactly there.
            f.expressions
                .iter()
                .rfind(|(h, _)| f.expressions.get_span(*h).to_range().is_some_and(|r| r == *range))
                .map(|(h, _)| show(h))
        })
        .collect()
}

fn is_name(text: &str) -> bool {
    let text = text.trim();
    text.chars().all(|c| c.is_alphanumeric() || c == '_') && !text.starts_with(|c: char| c.is_ascii_digit())
}

/// A literal without a suffix keeps its abstract type, as Tint prints it; the probe's
/// phony assignment would have made it concrete.
fn abstract_literal(text: &str) -> Option<&'static str> {
    let t = text.trim().trim_start_matches('-');
    let first = t.chars().next()?;
    if !first.is_ascii_digit() && first != '.' {
        return None;
    }
    if t.ends_with(['u', 'i', 'f', 'h']) && !t.starts_with("0x") {
        return None;
    }
    if t.starts_with("0x") {
        return Some(if t.contains(['.', 'p', 'P']) {
            "abstract-float"
        } else {
            "abstract-int"
        });
    }
    if t.contains(['.', 'e', 'E']) {
        Some("abstract-float")
    } else {
        Some("abstract-int")
    }
}
