//! WGSL's uniformity rule for derivatives: `dpdx`, `dpdy`, `fwidth` and
//! `textureSample` must run in uniform control flow. Browsers enforce it; naga keeps
//! the analysis but switches the fragment-stage requirement off
//! (`DISABLE_UNIFORMITY_REQ_FOR_FRAGMENT_STAGE`). This walks each fragment entry point's
//! statements with naga's per-expression uniformity and reports the first call made
//! under a condition (or after an exit) that can differ between pixels.

use naga::{Block, Expression, Function, Handle, Module, ShaderStage, Statement};

use super::diagnostic::{DiagSource, Diagnostic, Span};
use super::translate::{derivative_call, label, make};

/// The first derivative or implicit-derivative sample in non-uniform control flow of
/// each fragment entry point.
pub fn check(source: &str, module: &Module, info: &naga::valid::ModuleInfo) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (i, ep) in module.entry_points.iter().enumerate() {
        if ep.stage != ShaderStage::Fragment {
            continue;
        }
        let mut walk = Walk {
            source,
            module,
            function: &ep.function,
            info: info.get_entry_point(i),
            found: None,
        };
        walk.block(&ep.function.body, None);
        out.extend(walk.found);
    }
    out
}

struct Walk<'a> {
    source: &'a str,
    module: &'a Module,
    function: &'a Function,
    info: &'a naga::valid::FunctionInfo,
    found: Option<Diagnostic>,
}

/// Whether a block can leave early: `return`, `break`, `continue` or `discard`.
fn exits(block: &Block) -> bool {
    block.iter().any(|s| match s {
        Statement::Return { .. } | Statement::Break | Statement::Continue | Statement::Kill => true,
        Statement::Block(b) => exits(b),
        Statement::If { accept, reject, .. } => exits(accept) || exits(reject),
        Statement::Switch { cases, .. } => cases.iter().any(|c| exits(&c.body)),
        _ => false,
    })
}

/// The first derivative call in a function or the functions it calls.
fn derivative_in(module: &Module, f: &Function, depth: u32) -> Option<(&'static str, naga::Span)> {
    if depth > 16 {
        return None;
    }
    for (h, e) in f.expressions.iter() {
        if let Some(call) = derivative_call(e) {
            return Some((call, f.expressions.get_span(h)));
        }
        if let Expression::CallResult(callee) = e
            && let Ok(g) = module.functions.try_get(*callee)
            && let Some(found) = derivative_in(module, g, depth + 1)
        {
            return Some(found);
        }
    }
    // Calls without a result.
    for s in &f.body {
        if let Statement::Call { function, .. } = s
            && let Ok(g) = module.functions.try_get(*function)
            && let Some(found) = derivative_in(module, g, depth + 1)
        {
            return Some(found);
        }
    }
    None
}

impl Walk<'_> {
    fn non_uniform(&self, h: Handle<Expression>) -> bool {
        self.info[h].uniformity.non_uniform_result.is_some()
    }

    fn report(&mut self, at: naga::Span, call: &str, condition: Handle<Expression>, via: Option<naga::Span>) {
        if self.found.is_some() {
            return;
        }
        let span = Span::from_naga(self.source, at);
        let mut d = make("W0501", span, &[("call", call)]);
        d.source = DiagSource::Portability;
        if let Some(call_site) = via {
            label(
                &mut d,
                Span::from_naga(self.source, call_site),
                "called from here".to_owned(),
                "llamada desde aquí".to_owned(),
            );
        }
        label(
            &mut d,
            Span::from_naga(self.source, self.function.expressions.get_span(condition)),
            "control flow depends on this value, which can differ between pixels".to_owned(),
            "el flujo de control depende de este valor, que puede cambiar de un píxel a otro".to_owned(),
        );
        self.found = Some(d);
    }

    /// Walks a block under `cf` (the condition that made control flow non-uniform, if
    /// any). Returns the condition that makes what follows the block non-uniform.
    fn block(&mut self, block: &Block, cf: Option<Handle<Expression>>) -> Option<Handle<Expression>> {
        let mut cf = cf;
        for (stmt, span) in block.span_iter() {
            match stmt {
                Statement::Emit(range) => {
                    for h in range.clone() {
                        if let (Some(call), Some(c)) = (derivative_call(&self.function.expressions[h]), cf) {
                            self.report(self.function.expressions.get_span(h), call, c, None);
                        }
                    }
                }
                Statement::If {
                    condition,
                    accept,
                    reject,
                } => {
                    let inner = if self.non_uniform(*condition) {
                        Some(*condition)
                    } else {
                        cf
                    };
                    let after_accept = self.block(accept, inner);
                    let after_reject = self.block(reject, inner);
                    if inner.is_some() && (exits(accept) || exits(reject)) {
                        cf = cf.or(inner);
                    }
                    cf = cf.or(after_accept).or(after_reject);
                }
                Statement::Switch { selector, cases } => {
                    let inner = if self.non_uniform(*selector) {
                        Some(*selector)
                    } else {
                        cf
                    };
                    for case in cases {
                        let after = self.block(&case.body, inner);
                        cf = cf.or(after);
                    }
                    if inner.is_some() && cases.iter().any(|c| exits(&c.body)) {
                        cf = cf.or(inner);
                    }
                }
                Statement::Loop {
                    body,
                    continuing,
                    break_if,
                } => {
                    let after = self.block(body, cf);
                    let inner = cf.or(after);
                    self.block(continuing, inner);
                    if let Some(b) = break_if.filter(|b| self.non_uniform(*b)) {
                        cf = cf.or(Some(b));
                    }
                    cf = cf.or(after);
                }
                Statement::Block(b) => cf = self.block(b, cf).or(cf),
                Statement::Call { function, .. } => {
                    if let (Some(c), Ok(g)) = (cf, self.module.functions.try_get(*function))
                        && let Some((call, at)) = derivative_in(self.module, g, 0)
                    {
                        self.report(at, call, c, Some(*span));
                    }
                }
                _ => {}
            }
        }
        cf
    }
}
