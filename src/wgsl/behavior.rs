//! WGSL's behavior analysis at the end of a function: a function that returns a value
//! must not be able to reach its closing brace. In WGSL `discard` does not end the
//! invocation (it goes on as a helper), so a body that ends with `discard;` and no
//! `return` can reach its end: Tint refuses it ("missing return at end of function").
//! naga counts `discard` as an exit and accepts it, so Lienzo checks it on naga's IR,
//! with the specification's rules for `if`, `switch` and `loop`.

use naga::{Block, Function, Module, Statement};

use super::diagnostic::{DiagSource, Diagnostic, Span};
use super::highlight::TokenKind;
use super::scan::Decl;
use super::translate::make;
use crate::text::wgsl_checks as say;

/// The behaviors of a statement (WGSL §9.7): what can happen after it.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Behaviors {
    next: bool,
    ret: bool,
    brk: bool,
    cont: bool,
}

impl Behaviors {
    const NEXT: Self = Self {
        next: true,
        ret: false,
        brk: false,
        cont: false,
    };

    fn or(self, other: Self) -> Self {
        Self {
            next: self.next || other.next,
            ret: self.ret || other.ret,
            brk: self.brk || other.brk,
            cont: self.cont || other.cont,
        }
    }
}

/// The behaviors of a block: each statement runs while the one before it can go on.
fn block(b: &Block) -> Behaviors {
    let mut now = Behaviors::NEXT;
    for s in b {
        if !now.next {
            // Unreachable statements do not change the block's behaviors.
            break;
        }
        now = Behaviors { next: false, ..now }.or(statement(s));
    }
    now
}

fn statement(s: &Statement) -> Behaviors {
    let none = Behaviors::default();
    match s {
        Statement::Return { .. } => Behaviors { ret: true, ..none },
        Statement::Break => Behaviors { brk: true, ..none },
        Statement::Continue => Behaviors { cont: true, ..none },
        Statement::Block(b) => block(b),
        Statement::If { accept, reject, .. } => block(accept).or(block(reject)),
        Statement::Switch { cases, .. } => {
            let mut all = none;
            for case in cases.iter().filter(|c| !c.fall_through) {
                all = all.or(block(&case.body));
            }
            Behaviors {
                next: all.next || all.brk,
                brk: false,
                ..all
            }
        }
        Statement::Loop {
            body,
            continuing,
            break_if,
        } => {
            let b = block(body).or(block(continuing));
            let breaks = b.brk || break_if.is_some();
            Behaviors {
                next: breaks,
                brk: false,
                cont: false,
                ..b
            }
        }
        // `discard` (naga's `Kill`) and everything else go on to the next statement.
        _ => Behaviors::NEXT,
    }
}

/// Every function and entry point that returns a value and can reach its end.
pub fn check(
    source: &str,
    toks: &[(std::ops::Range<usize>, TokenKind)],
    decls: &[Decl],
    module: &Module,
) -> Vec<Diagnostic> {
    let functions = module
        .functions
        .iter()
        .map(|(_, f)| f)
        .chain(module.entry_points.iter().map(|ep| &ep.function));
    let mut out = Vec::new();
    for f in functions {
        endless_loops(source, toks, &f.body, &mut out);
        if let Some(d) = missing_return(source, toks, decls, f) {
            out.push(d);
        }
    }
    out
}

/// Every `loop` (or `for`) that no `break`, `break if` or `return` can leave: its
/// behaviors are empty, which WGSL refuses ("loop does not exit"). `discard` does not
/// leave it.
fn endless_loops(source: &str, toks: &[(std::ops::Range<usize>, TokenKind)], b: &Block, out: &mut Vec<Diagnostic>) {
    for (s, span) in b.span_iter() {
        match s {
            Statement::Loop {
                body,
                continuing,
                break_if,
            } => {
                let inner = block(body).or(block(continuing));
                if !inner.brk && !inner.ret && break_if.is_none() {
                    let at = Span::from_naga(source, *span);
                    let kind = at
                        .filter(|a| source[a.start..].starts_with("for"))
                        .map_or("loop", |_| "for-loop");
                    let mut d = make("W0503", at, &[("kind", kind), ("kind_es", say::LOOP.es)]);
                    d.source = DiagSource::Portability;
                    out.push(d);
                }
                if !continuing.is_empty()
                    && let Some(d) = span.to_range().and_then(|r| continue_bypasses(source, toks, r))
                {
                    out.push(d);
                }
                endless_loops(source, toks, body, out);
                endless_loops(source, toks, continuing, out);
            }
            Statement::Block(inner) => endless_loops(source, toks, inner, out),
            Statement::If { accept, reject, .. } => {
                endless_loops(source, toks, accept, out);
                endless_loops(source, toks, reject, out);
            }
            Statement::Switch { cases, .. } => {
                for c in cases {
                    endless_loops(source, toks, &c.body, out);
                }
            }
            _ => {}
        }
    }
}

/// A `continue` of the loop written at `at` that skips a declaration its `continuing`
/// block uses: WGSL refuses it ("continue statement bypasses declaration"), naga does
/// not check it. Read from the text: the loop's body at its own level, its `continue`s
/// (not those of inner loops) and the names its `continuing` block uses.
fn continue_bypasses(
    source: &str,
    toks: &[(std::ops::Range<usize>, TokenKind)],
    at: std::ops::Range<usize>,
) -> Option<Diagnostic> {
    let words: Vec<(std::ops::Range<usize>, &str)> = toks
        .iter()
        .filter(|(r, k)| {
            r.start >= at.start && r.end <= at.end && !matches!(k, TokenKind::Whitespace | TokenKind::Comment)
        })
        .map(|(r, _)| (r.clone(), &source[r.clone()]))
        .collect();
    let (mut depth, mut inner_from, mut pending_inner) = (0usize, None::<usize>, false);
    let (mut continues, mut decls, mut used) = (Vec::new(), Vec::new(), Vec::new());
    let mut in_continuing = false;
    for (i, (r, w)) in words.iter().enumerate() {
        match *w {
            "{" => {
                depth += 1;
                if pending_inner && inner_from.is_none() {
                    inner_from = Some(depth);
                }
                pending_inner = false;
            }
            "}" => {
                if inner_from == Some(depth) {
                    inner_from = None;
                }
                depth = depth.saturating_sub(1);
            }
            "loop" | "for" | "while" if depth >= 1 && inner_from.is_none() => pending_inner = true,
            "continuing" if depth == 1 => in_continuing = true,
            "continue" if inner_from.is_none() && !in_continuing && depth >= 1 => continues.push(r.clone()),
            "let" | "var" | "const" if depth == 1 && !in_continuing => {
                if let Some((_, name)) = words.get(i + 1) {
                    decls.push((r.start, *name, words[i + 1].0.clone()));
                }
            }
            _ if in_continuing => used.push((r.clone(), *w)),
            _ => {}
        }
    }
    let first = continues.first()?;
    let (_, name, decl) = decls
        .iter()
        .find(|(pos, name, _)| *pos > first.start && used.iter().any(|(_, w)| w == name))?;
    let use_at = used.iter().find(|(_, w)| w == name).map(|(r, _)| r.clone())?;
    let mut d = make(
        "W0504",
        Some(Span::from_bytes(source, first.clone())),
        &[("name", name)],
    );
    d.source = DiagSource::Portability;
    super::translate::label(
        &mut d,
        Some(Span::from_bytes(source, decl.clone())),
        say::declared_here(name),
    );
    super::translate::label(
        &mut d,
        Some(Span::from_bytes(source, use_at)),
        say::USED_IN_CONTINUING.into(),
    );
    Some(d)
}

fn missing_return(
    source: &str,
    toks: &[(std::ops::Range<usize>, TokenKind)],
    decls: &[Decl],
    f: &Function,
) -> Option<Diagnostic> {
    if f.result.is_none() || !block(&f.body).next {
        return None;
    }
    let name = f.name.as_deref()?;
    let head = super::reflect::find_decl(decls, "fn", name)?;
    let end = closing_brace(source, toks, head.head.end);
    let mut d = make("W0502", end.map(|r| Span::from_bytes(source, r)), &[("name", name)]);
    d.source = DiagSource::Portability;
    Some(d)
}

/// The `}` that closes the first body after `from`.
fn closing_brace(
    source: &str,
    toks: &[(std::ops::Range<usize>, TokenKind)],
    from: usize,
) -> Option<std::ops::Range<usize>> {
    let mut depth = 0usize;
    for (r, kind) in toks.iter().filter(|(r, _)| r.start >= from) {
        if *kind != TokenKind::Punct {
            continue;
        }
        match &source[r.clone()] {
            "{" => depth += 1,
            "}" if depth == 1 => return Some(r.clone()),
            "}" => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use crate::wgsl::SceneKind;

    /// A diagnostic's code and its line and column.
    type Found = (Option<&'static str>, Option<(u32, u32)>);

    fn codes(src: &str) -> Vec<Found> {
        let limits = wgpu::Limits::default();
        let none = HashMap::new();
        let opts = crate::wgsl::Options {
            limits: &limits,
            scene: SceneKind::Fullscreen,
            overrides: &none,
        };
        crate::wgsl::validate(src, &opts)
            .diagnostics
            .iter()
            .map(|d| (d.code, d.span.map(|s| (s.line, s.column))))
            .collect()
    }

    #[test]
    fn a_body_that_ends_with_discard_misses_its_return_at_the_closing_brace() {
        let head = "@fragment\nfn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n";
        for body in [
            "    discard;\n}\n",
            "    if uv.x < 0.5 { return vec4f(1.0); }\n    discard;\n}\n",
            "    if uv.x < 0.5 { return vec4f(1.0); } else { discard; }\n}\n",
            "    switch u32(uv.x) { case 0u: { return vec4f(1.0); } default: { discard; } }\n}\n",
        ] {
            let text = format!("{head}{body}");
            let last = u32::try_from(text.lines().count()).unwrap();
            assert_eq!(codes(&text), vec![(Some("W0502"), Some((last, 1)))], "{body}");
        }
        for body in [
            "    discard;\n    return vec4f(0.0);\n}\n",
            "    if uv.x < 0.5 { discard; }\n    return vec4f(1.0);\n}\n",
            "    loop { if uv.x < 0.5 { discard; } return vec4f(1.0); }\n}\n",
        ] {
            let text = format!("{head}{body}");
            assert!(
                codes(&text).iter().all(|(c, _)| *c != Some("W0502")),
                "{body}: {:?}",
                codes(&text)
            );
        }
        let helper =
            "fn f() -> f32 {\n    discard;\n}\n@fragment\nfn fs() -> @location(0) vec4f {\n    return vec4f(f());\n}\n";
        assert_eq!(codes(helper), vec![(Some("W0502"), Some((3, 1)))]);
    }
}
