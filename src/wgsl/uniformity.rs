//! WGSL's uniformity rule: derivatives (`dpdx`, `dpdy`, `fwidth` and their `Coarse`
//! and `Fine` forms) and implicit-derivative samples (`textureSample`,
//! `textureSampleBias`, `textureSampleCompare`) in fragment shaders, and barriers
//! (`workgroupBarrier`, `storageBarrier`, `textureBarrier`, `workgroupUniformLoad`) in
//! compute shaders, must run in uniform control flow. Browsers enforce it; naga keeps
//! the analysis but switches the fragment-stage requirement off
//! (`DISABLE_UNIFORMITY_REQ_FOR_FRAGMENT_STAGE`) and checks no barrier statement. This
//! walks each fragment and compute entry point's statements with naga's per-expression
//! uniformity and reports the first call made under a condition (or after an exit)
//! that can differ between invocations.

use naga::{Block, Expression, Function, Handle, Module, ShaderStage, Statement};

use super::diagnostic::{DiagSource, Diagnostic, Span};
use super::translate::{derivative_call, label, make};
use crate::text::wgsl_checks as say;

/// The first derivative, implicit-derivative sample or barrier in non-uniform control
/// flow of each fragment and compute entry point.
pub fn check(source: &str, module: &Module, info: &naga::valid::ModuleInfo) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (i, ep) in module.entry_points.iter().enumerate() {
        if !matches!(ep.stage, ShaderStage::Fragment | ShaderStage::Compute) {
            continue;
        }
        let mut walk = Walk {
            source,
            module,
            function: &ep.function,
            info: info.get_entry_point(i),
            compute: ep.stage == ShaderStage::Compute,
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
    /// A compute entry point: its invocations, not pixels, may differ.
    compute: bool,
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

/// The WGSL name of a statement that must run in uniform control flow: a barrier or
/// `workgroupUniformLoad`.
fn barrier_call(s: &Statement) -> Option<&'static str> {
    use naga::Barrier as B;
    match s {
        Statement::ControlBarrier(b) | Statement::MemoryBarrier(b) => Some(if b.contains(B::WORK_GROUP) {
            "workgroupBarrier"
        } else if b.contains(B::TEXTURE) {
            "textureBarrier"
        } else if b.contains(B::SUB_GROUP) {
            "subgroupBarrier"
        } else {
            "storageBarrier"
        }),
        Statement::WorkGroupUniformLoad { .. } => Some("workgroupUniformLoad"),
        _ => None,
    }
}

/// The first barrier statement in `block`, nested blocks included, or a call there to
/// a function that holds one.
fn barrier_in_block(module: &Module, block: &Block, depth: u32) -> Option<(&'static str, naga::Span)> {
    for (s, span) in block.span_iter() {
        let found = match s {
            _ if barrier_call(s).is_some() => barrier_call(s).map(|call| (call, *span)),
            Statement::Block(b) => barrier_in_block(module, b, depth),
            Statement::If { accept, reject, .. } => {
                barrier_in_block(module, accept, depth).or_else(|| barrier_in_block(module, reject, depth))
            }
            Statement::Switch { cases, .. } => cases.iter().find_map(|c| barrier_in_block(module, &c.body, depth)),
            Statement::Loop { body, continuing, .. } => {
                barrier_in_block(module, body, depth).or_else(|| barrier_in_block(module, continuing, depth))
            }
            Statement::Call { function, .. } => module
                .functions
                .try_get(*function)
                .ok()
                .and_then(|g| uniform_only_in(module, g, depth + 1)),
            _ => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The first call that must run in uniform control flow (a derivative, an
/// implicit-derivative sample, a barrier) in a function or the functions it calls.
fn uniform_only_in(module: &Module, f: &Function, depth: u32) -> Option<(&'static str, naga::Span)> {
    if depth > 16 {
        return None;
    }
    for (h, e) in f.expressions.iter() {
        if let Some(call) = derivative_call(e) {
            return Some((call, f.expressions.get_span(h)));
        }
        if let Expression::CallResult(callee) = e
            && let Ok(g) = module.functions.try_get(*callee)
            && let Some(found) = uniform_only_in(module, g, depth + 1)
        {
            return Some(found);
        }
    }
    // Barriers, and calls without a result.
    barrier_in_block(module, &f.body, depth)
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
                say::CALLED_FROM_HERE.into(),
            );
        }
        let differs = if self.compute {
            say::DIFFERS_BETWEEN_INVOCATIONS
        } else {
            say::DIFFERS_BETWEEN_PIXELS
        };
        label(
            &mut d,
            Span::from_naga(self.source, self.function.expressions.get_span(condition)),
            differs.into(),
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
                        && let Some((call, at)) = uniform_only_in(self.module, g, 0)
                    {
                        self.report(at, call, c, Some(*span));
                    }
                }
                _ => {
                    if let (Some(call), Some(c)) = (barrier_call(stmt), cf) {
                        self.report(*span, call, c, None);
                    }
                }
            }
        }
        cf
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use crate::wgsl::SceneKind;

    /// The W0501 diagnostics of a compute shader: call, line and column.
    fn non_uniform(src: &str) -> Vec<(String, u32, u32)> {
        let limits = wgpu::Limits::default();
        let none = HashMap::new();
        let opts = crate::wgsl::Options {
            limits: &limits,
            scene: SceneKind::Compute,
            overrides: &none,
        };
        crate::wgsl::validate(src, &opts)
            .diagnostics
            .iter()
            .filter(|d| d.code == Some("W0501"))
            .map(|d| {
                let s = d.span.expect("a place");
                (d.message.clone(), s.line, s.column)
            })
            .collect()
    }

    fn cs(body: &str) -> String {
        format!(
            "var<workgroup> w: u32;\nfn sync() {{ workgroupBarrier(); }}\n@compute @workgroup_size(64)\n\
             fn main(@builtin(local_invocation_index) i: u32, @builtin(workgroup_id) g: vec3u) {{\n{body}\n}}\n"
        )
    }

    #[test]
    fn barriers_in_non_uniform_control_flow_are_refused_where_tint_points() {
        for (body, call, line, column) in [
            (
                "    if i == 0u {\n        workgroupBarrier();\n    }",
                "workgroupBarrier",
                6,
                9,
            ),
            (
                "    if i == 0u {\n        storageBarrier();\n    }",
                "storageBarrier",
                6,
                9,
            ),
            (
                "    if i == 0u {\n        textureBarrier();\n    }",
                "textureBarrier",
                6,
                9,
            ),
            (
                "    if i == 0u {\n        let x = workgroupUniformLoad(&w);\n    }",
                "workgroupUniformLoad",
                6,
                17,
            ),
            (
                "    if i == 0u {\n        return;\n    }\n    workgroupBarrier();",
                "workgroupBarrier",
                8,
                5,
            ),
            (
                "    for (var k = 0u; k < i; k++) {\n        workgroupBarrier();\n    }",
                "workgroupBarrier",
                6,
                9,
            ),
            ("    if i == 0u {\n        sync();\n    }", "workgroupBarrier", 2, 13),
        ] {
            let found = non_uniform(&cs(body));
            assert_eq!(found.len(), 1, "{body}: {found:?}");
            let (message, l, c) = &found[0];
            assert_eq!(
                (message.as_str(), *l, *c),
                (
                    format!("'{call}' must only be called from uniform control flow").as_str(),
                    line,
                    column
                ),
                "{body}"
            );
        }
        for body in [
            "    workgroupBarrier();",
            "    if g.x == 0u {\n        workgroupBarrier();\n    }",
            "    let x = workgroupUniformLoad(&w);",
        ] {
            assert_eq!(non_uniform(&cs(body)), Vec::new(), "{body}");
        }
    }
}
