//! Where a validation error is in the student's text: the function it points into,
//! the spans and WGSL types of its expressions, and the statements naga drops the
//! place of (a `return`, an assignment, a `switch`, the closing brace).

use naga::common::wgsl::TypeContext as _;
use naga::{Expression, Handle, Module};

use crate::wgsl::Span;
use crate::wgsl::scan::Decl;

/// What a validation error points into: the function, and where it is in the text.
pub(super) struct Place<'a> {
    pub(super) module: &'a Module,
    /// Where naga itself points, when it does.
    pub(super) naga_span: Option<Span>,
    pub(super) function: &'a naga::Function,
    pub(super) name: &'a str,
    pub(super) source: &'a str,
    pub(super) decls: &'a [Decl],
}

impl Place<'_> {
    pub(super) fn span(&self, expr: Handle<Expression>) -> Option<Span> {
        Span::from_naga(self.source, self.function.expressions.get_span(expr))
    }

    /// The WGSL type of an expression of the function, as naga infers it.
    pub(super) fn ty(&self, expr: Handle<Expression>) -> String {
        let ctx = naga::proc::ResolveContext::with_locals(
            self.module,
            &self.function.local_variables,
            &self.function.arguments,
        );
        let mut typifier = naga::front::Typifier::new();
        for (h, _) in self.function.expressions.iter() {
            if typifier.grow(h, &self.function.expressions, &ctx).is_err() {
                return "?".to_owned();
            }
            if h == expr {
                return self.module.to_ctx().type_resolution_to_string(&typifier[expr]);
            }
        }
        "?".to_owned()
    }

    pub(super) fn type_name(&self, ty: Handle<naga::Type>) -> String {
        self.module.to_ctx().type_to_string(ty)
    }

    /// The `return` statement that returns `value`, where the student wrote it (the
    /// value itself may have been computed lines earlier).
    pub(super) fn return_of(&self, value: Handle<Expression>) -> Option<Span> {
        fn find(block: &naga::Block, value: Handle<Expression>) -> Option<naga::Span> {
            for (stmt, span) in block.span_iter() {
                let inner = match stmt {
                    naga::Statement::Return { value: Some(v) } if *v == value => return Some(*span),
                    naga::Statement::Block(b) => find(b, value),
                    naga::Statement::If { accept, reject, .. } => find(accept, value).or_else(|| find(reject, value)),
                    naga::Statement::Switch { cases, .. } => cases.iter().find_map(|c| find(&c.body, value)),
                    naga::Statement::Loop { body, continuing, .. } => {
                        find(body, value).or_else(|| find(continuing, value))
                    }
                    _ => None,
                };
                if inner.is_some() {
                    return inner;
                }
            }
            None
        }
        Span::from_naga(self.source, find(&self.function.body, value)?)
    }

    /// The assignment `pointer = value` where the student wrote it (naga's value may
    /// be a name declared lines before).
    pub(super) fn store(&self, pointer: Handle<Expression>, value: Handle<Expression>) -> Option<Span> {
        fn find(block: &naga::Block, p: Handle<Expression>, v: Handle<Expression>) -> Option<naga::Span> {
            block.span_iter().find_map(|(stmt, span)| match stmt {
                naga::Statement::Store { pointer, value } if *pointer == p && *value == v => Some(*span),
                naga::Statement::Block(b) => find(b, p, v),
                naga::Statement::If { accept, reject, .. } => find(accept, p, v).or_else(|| find(reject, p, v)),
                naga::Statement::Switch { cases, .. } => cases.iter().find_map(|c| find(&c.body, p, v)),
                naga::Statement::Loop { body, continuing, .. } => find(body, p, v).or_else(|| find(continuing, p, v)),
                _ => None,
            })
        }
        Span::from_naga(self.source, find(&self.function.body, pointer, value)?)
    }

    /// The first `break` (`brk`) or `continue` with nothing to leave: outside a loop
    /// (and, for `break`, a `switch`), or in a `continuing` block.
    pub(super) fn stray(&self, brk: bool) -> Option<Span> {
        // `inside`: a loop body (or a switch, for `break`) encloses the statement.
        fn find(block: &naga::Block, brk: bool, inside: bool) -> Option<naga::Span> {
            block.span_iter().find_map(|(stmt, span)| match stmt {
                naga::Statement::Break if brk && !inside => Some(*span),
                naga::Statement::Continue if !brk && !inside => Some(*span),
                naga::Statement::Block(b) => find(b, brk, inside),
                naga::Statement::If { accept, reject, .. } => {
                    find(accept, brk, inside).or_else(|| find(reject, brk, inside))
                }
                naga::Statement::Switch { cases, .. } => cases.iter().find_map(|c| find(&c.body, brk, inside || brk)),
                naga::Statement::Loop { body, continuing, .. } => {
                    find(body, brk, true).or_else(|| find(continuing, brk, false))
                }
                _ => None,
            })
        }
        Span::from_naga(self.source, find(&self.function.body, brk, false)?)
    }

    /// The first `switch` statement without a `default` case.
    pub(super) fn without_default(&self) -> Option<Span> {
        fn find(block: &naga::Block) -> Option<naga::Span> {
            block.span_iter().find_map(|(stmt, span)| match stmt {
                naga::Statement::Switch { cases, .. } => {
                    if cases.iter().any(|c| c.value == naga::SwitchValue::Default) {
                        cases.iter().find_map(|c| find(&c.body))
                    } else {
                        Some(*span)
                    }
                }
                naga::Statement::Block(b) => find(b),
                naga::Statement::If { accept, reject, .. } => find(accept).or_else(|| find(reject)),
                naga::Statement::Loop { body, continuing, .. } => find(body).or_else(|| find(continuing)),
                _ => None,
            })
        }
        Span::from_naga(self.source, find(&self.function.body)?)
    }

    /// The first `switch` statement that lists a case value twice.
    pub(super) fn switch_span(&self) -> Option<Span> {
        fn find(block: &naga::Block) -> Option<naga::Span> {
            for (stmt, span) in block.span_iter() {
                let inner = match stmt {
                    naga::Statement::Switch { cases, .. } => {
                        let twice = cases
                            .iter()
                            .enumerate()
                            .any(|(i, c)| cases[..i].iter().any(|d| d.value == c.value));
                        if twice {
                            return Some(*span);
                        }
                        cases.iter().find_map(|c| find(&c.body))
                    }
                    naga::Statement::Block(b) => find(b),
                    naga::Statement::If { accept, reject, .. } => find(accept).or_else(|| find(reject)),
                    naga::Statement::Loop { body, continuing, .. } => find(body).or_else(|| find(continuing)),
                    _ => None,
                };
                if inner.is_some() {
                    return inner;
                }
            }
            None
        }
        Span::from_naga(self.source, find(&self.function.body)?)
    }

    /// The module-scope variable a pointer expression starts from.
    pub(super) fn root_global(&self, mut h: Handle<Expression>) -> Option<&naga::GlobalVariable> {
        loop {
            match self.function.expressions[h] {
                Expression::Access { base, .. }
                | Expression::AccessIndex { base, .. }
                | Expression::Load { pointer: base } => {
                    h = base;
                }
                Expression::GlobalVariable(g) => return self.module.global_variables.try_get(g).ok(),
                _ => return None,
            }
        }
    }

    /// The student's first `return;` without a value (naga's own, added at the end of
    /// the body, has no place in the text).
    pub(super) fn bare_return(&self) -> Option<Span> {
        fn find(block: &naga::Block) -> Option<naga::Span> {
            block.span_iter().find_map(|(stmt, span)| match stmt {
                naga::Statement::Return { value: None } if span.is_defined() => Some(*span),
                naga::Statement::Block(b) => find(b),
                naga::Statement::If { accept, reject, .. } => find(accept).or_else(|| find(reject)),
                naga::Statement::Switch { cases, .. } => cases.iter().find_map(|c| find(&c.body)),
                naga::Statement::Loop { body, continuing, .. } => find(body).or_else(|| find(continuing)),
                _ => None,
            })
        }
        Span::from_naga(self.source, find(&self.function.body)?)
    }

    /// The first `discard` of the function (or of a function it calls).
    pub(super) fn discard(&self) -> Option<Span> {
        fn find(block: &naga::Block) -> Option<naga::Span> {
            block.span_iter().find_map(|(stmt, span)| match stmt {
                naga::Statement::Kill => Some(*span),
                naga::Statement::Block(b) => find(b),
                naga::Statement::If { accept, reject, .. } => find(accept).or_else(|| find(reject)),
                naga::Statement::Switch { cases, .. } => cases.iter().find_map(|c| find(&c.body)),
                naga::Statement::Loop { body, continuing, .. } => find(body).or_else(|| find(continuing)),
                _ => None,
            })
        }
        let here = find(&self.function.body);
        let called = || self.module.functions.iter().find_map(|(_, f)| find(&f.body));
        Span::from_naga(self.source, here.or_else(called)?)
    }

    /// `fn name` in the text.
    pub(super) fn head(&self) -> Option<Span> {
        crate::wgsl::reflect::find_decl(self.decls, "fn", self.name)
            .map(|d| Span::from_bytes(self.source, d.head.clone()))
    }

    /// The function's return type, from `->` to the body's `{`.
    pub(super) fn return_type(&self) -> Option<Span> {
        let head = crate::wgsl::reflect::find_decl(self.decls, "fn", self.name)?
            .head
            .clone();
        let rest = &self.source[head.end..];
        let arrow = rest.find("->")? + 2;
        let brace = rest.find('{')?;
        let text = rest.get(arrow..brace)?;
        let start = head.end + arrow + (text.len() - text.trim_start().len());
        let end = head.end + brace - (text.len() - text.trim_end().len());
        Some(Span::from_bytes(self.source, start..end.max(start)))
    }

    /// The closing brace of the function's body.
    pub(super) fn closing_brace(&self) -> Option<Span> {
        let head = crate::wgsl::reflect::find_decl(self.decls, "fn", self.name)?
            .head
            .clone();
        let mut depth = 0usize;
        for (range, kind) in crate::wgsl::highlight::tokens(&self.source[head.end..]) {
            if kind == crate::wgsl::TokenKind::Comment {
                continue;
            }
            match &self.source[head.end + range.start..head.end + range.end] {
                "{" => depth += 1,
                "}" => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        let at = head.end + range.start;
                        return Some(Span::from_bytes(self.source, at..at + 1));
                    }
                }
                _ => {}
            }
        }
        None
    }
}
