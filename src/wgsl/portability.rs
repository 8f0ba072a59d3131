//! What browsers refuse and naga accepts. Tint, the WGSL compiler in Chrome, is the
//! reference: a shader Lienzo runs must be one a browser would run. Some of these also
//! keep a driver from crashing or hanging (a workgroup variable in a fragment shader
//! crashes lavapipe; a megabyte of private memory stalls pipeline creation).

use naga::common::wgsl::TypeContext as _;
use naga::{AddressSpace, Module, ShaderStage};

use super::diagnostic::{DiagSource, Diagnostic, Span};
use super::scan::Decl;
use crate::text::wgsl_checks as say;

/// The WGSL specification's limit on the private variables one shader uses, in bytes.
pub const MAX_PRIVATE_BYTES: u64 = 8192;
/// The WGSL specification's limit on the function variables of one function, in bytes.
pub const MAX_FUNCTION_BYTES: u64 = 8192;

/// Checks a valid module for what browsers refuse.
pub fn check(source: &str, decls: &[Decl], module: &Module, info: &naga::valid::ModuleInfo) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    workgroup_outside_compute(source, decls, module, info, &mut out);
    entry_attributes(source, decls, &mut out);
    writable_storage_in_vertex(source, module, info, &mut out);
    atomic_assignments(source, module, info, &mut out);
    atomics_read_only(source, module, &mut out);
    let mut layouter = naga::proc::Layouter::default();
    if layouter.update(module.to_ctx()).is_ok() {
        private_memory(source, module, info, &layouter, &mut out);
        function_memory(source, module, &layouter, &mut out);
    }
    out
}

/// An atomic in a `var<storage>` that is not `read_write`: WGSL allows atomics only in
/// `var<storage, read_write>` and `var<workgroup>`.
fn atomics_read_only(source: &str, module: &Module, out: &mut Vec<Diagnostic>) {
    fn has_atomic(module: &Module, ty: naga::Handle<naga::Type>) -> bool {
        match &module.types[ty].inner {
            naga::TypeInner::Atomic(_) => true,
            naga::TypeInner::Array { base, .. } | naga::TypeInner::BindingArray { base, .. } => {
                has_atomic(module, *base)
            }
            naga::TypeInner::Struct { members, .. } => members.iter().any(|m| has_atomic(module, m.ty)),
            _ => false,
        }
    }
    for (handle, var) in module.global_variables.iter() {
        let AddressSpace::Storage { access } = var.space else {
            continue;
        };
        if access.contains(naga::StorageAccess::STORE) || !has_atomic(module, var.ty) {
            continue;
        }
        let name = var.name.as_deref().unwrap_or("?");
        let mut d = Diagnostic::coded(
            "W0908",
            DiagSource::Naga,
            Span::from_naga(source, module.global_variables.get_span(handle)),
            &[("name", name)],
        );
        d.source = DiagSource::Portability;
        out.push(d);
    }
}

fn stage_word(stage: ShaderStage) -> &'static str {
    match stage {
        ShaderStage::Vertex => "@vertex",
        ShaderStage::Fragment => "@fragment",
        ShaderStage::Compute => "@compute",
        _ => "this",
    }
}

fn fn_span(source: &str, decls: &[Decl], name: &str) -> Option<Span> {
    super::reflect::find_decl(decls, "fn", name).map(|d| Span::from_bytes(source, d.head.clone()))
}

/// A `var<workgroup>` exists only in compute shaders.
fn workgroup_outside_compute(
    source: &str,
    decls: &[Decl],
    module: &Module,
    info: &naga::valid::ModuleInfo,
    out: &mut Vec<Diagnostic>,
) {
    for (i, ep) in module.entry_points.iter().enumerate() {
        if ep.stage == ShaderStage::Compute {
            continue;
        }
        let uses = info.get_entry_point(i);
        for (handle, var) in module.global_variables.iter() {
            if var.space != AddressSpace::WorkGroup || uses[handle].is_empty() {
                continue;
            }
            let name = var.name.as_deref().unwrap_or("?");
            let stage = stage_word(ep.stage);
            // Where the entry point itself uses it, as Tint points; else its declaration.
            let used = ep
                .function
                .expressions
                .iter()
                .find(|(_, e)| matches!(e, naga::Expression::GlobalVariable(g) if *g == handle))
                .and_then(|(h, _)| Span::from_naga(source, ep.function.expressions.get_span(h)));
            out.push(
                Diagnostic::new(
                    "W0905",
                    DiagSource::Naga,
                    say::workgroup_outside_compute(name, stage, &ep.name),
                    used.or_else(|| Span::from_naga(source, module.global_variables.get_span(handle))),
                )
                .label2(say::uses(&ep.name, name), fn_span(source, decls, &ep.name))
                .note2(say::WORKGROUP_MEMORY_IS_COMPUTE_ONLY.into())
                .note2(say::private_instead(stage)),
            );
        }
    }
}

/// Private variables a shader uses: at most 8192 bytes together.
fn private_memory(
    source: &str,
    module: &Module,
    info: &naga::valid::ModuleInfo,
    layouter: &naga::proc::Layouter,
    out: &mut Vec<Diagnostic>,
) {
    for (i, ep) in module.entry_points.iter().enumerate() {
        let uses = info.get_entry_point(i);
        let vars: Vec<_> = module
            .global_variables
            .iter()
            .filter(|(h, v)| v.space == AddressSpace::Private && !uses[*h].is_empty())
            .map(|(h, v)| (h, v, u64::from(layouter[v.ty].size)))
            .collect();
        let total: u64 = vars.iter().map(|v| v.2).sum();
        if total <= MAX_PRIVATE_BYTES {
            continue;
        }
        let Some(&(largest, var, bytes)) = vars.iter().max_by_key(|v| v.2) else {
            continue;
        };
        let at = Span::from_naga(source, module.global_variables.get_span(largest));
        out.push(
            Diagnostic::new(
                "W0906",
                DiagSource::Naga,
                say::private_memory_over_limit(&ep.name, total, MAX_PRIVATE_BYTES),
                at,
            )
            .label2(say::alone_takes(var.name.as_deref().unwrap_or("?"), bytes), at)
            .note2(say::PRIVATE_TABLES_BELONG_IN_BUFFERS.into()),
        );
        return;
    }
}

/// Function variables of one function: at most 8192 bytes together.
fn function_memory(source: &str, module: &Module, layouter: &naga::proc::Layouter, out: &mut Vec<Diagnostic>) {
    let functions = module
        .functions
        .iter()
        .map(|(_, f)| f)
        .chain(module.entry_points.iter().map(|ep| &ep.function));
    for f in functions {
        let vars: Vec<_> = f
            .local_variables
            .iter()
            .map(|(h, v)| (h, v, u64::from(layouter[v.ty].size)))
            .collect();
        let total: u64 = vars.iter().map(|v| v.2).sum();
        if total <= MAX_FUNCTION_BYTES {
            continue;
        }
        let Some(&(largest, var, bytes)) = vars.iter().max_by_key(|v| v.2) else {
            continue;
        };
        let span = Span::from_naga(source, f.local_variables.get_span(largest));
        out.push(
            Diagnostic::new(
                "W0907",
                DiagSource::Naga,
                say::function_memory_over_limit(f.name.as_deref().unwrap_or("?"), total, MAX_FUNCTION_BYTES),
                span,
            )
            .label2(say::alone_takes(var.name.as_deref().unwrap_or("?"), bytes), span)
            .note2(say::TABLES_BELONG_IN_BUFFERS.into()),
        );
    }
}

/// Entry point attributes that naga ignores where they do not belong: `@workgroup_size`
/// on a function that is not `@compute`, workgroup sizes that mix `i32` and `u32`, and
/// `@location` on a compute entry point's parameter.
fn entry_attributes(source: &str, decls: &[Decl], out: &mut Vec<Diagnostic>) {
    for decl in decls.iter().filter(|d| d.keyword == "fn") {
        let name = decl.name.as_deref().unwrap_or("?");
        let compute = decl.attr("compute").is_some();
        if let Some(attr) = decl.attr("workgroup_size") {
            let span = Some(Span::from_bytes(source, attr.range.clone()));
            if !compute {
                let mut d = Diagnostic::coded("W0764", DiagSource::Naga, span, &[("name", name)]);
                d.source = DiagSource::Portability;
                out.push(d);
                continue;
            }
            let text = &source[attr.range.clone()];
            let args = text.split_once('(').map_or("", |(_, a)| a.trim_end_matches(')'));
            let suffixes: Vec<char> = args
                .split(',')
                .filter_map(|a| {
                    let a = a.trim();
                    let last = a.chars().last()?;
                    (a.starts_with(|c: char| c.is_ascii_digit()) && matches!(last, 'i' | 'u')).then_some(last)
                })
                .collect();
            if suffixes.contains(&'i') && suffixes.contains(&'u') {
                let mut d = Diagnostic::coded("W0771", DiagSource::Naga, span, &[]);
                d.source = DiagSource::Portability;
                out.push(d);
            }
        }
        if compute && let Some(at) = location_in_parameters(source, decl) {
            let span = Some(Span::from_bytes(source, at..at + "@location".len()));
            let mut d = Diagnostic::coded("W0772", DiagSource::Naga, span, &[("name", name)]);
            d.source = DiagSource::Portability;
            out.push(d);
        }
    }
}

/// Where `@location` is written in the parameter list of the function `decl`.
fn location_in_parameters(source: &str, decl: &Decl) -> Option<usize> {
    let after = decl.head.end;
    let open = after + source.get(after..)?.find('(')?;
    let mut depth = 0usize;
    let close = source[open..].char_indices().find_map(|(i, c)| {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(open + i);
                }
            }
            _ => {}
        }
        None
    })?;
    source[open..close].find("@location").map(|i| open + i)
}

/// A `var<storage, read_write>` that a vertex entry point uses: WebGPU forbids writable
/// storage buffers in vertex shaders, even only read.
fn writable_storage_in_vertex(
    source: &str,
    module: &Module,
    info: &naga::valid::ModuleInfo,
    out: &mut Vec<Diagnostic>,
) {
    for (i, ep) in module.entry_points.iter().enumerate() {
        if ep.stage != ShaderStage::Vertex {
            continue;
        }
        let uses = info.get_entry_point(i);
        for (handle, var) in module.global_variables.iter() {
            let AddressSpace::Storage { access } = var.space else {
                continue;
            };
            if !access.contains(naga::StorageAccess::STORE) || uses[handle].is_empty() {
                continue;
            }
            let used = ep
                .function
                .expressions
                .iter()
                .find(|(_, e)| matches!(e, naga::Expression::GlobalVariable(g) if *g == handle))
                .and_then(|(h, _)| Span::from_naga(source, ep.function.expressions.get_span(h)));
            let name = var.name.as_deref().unwrap_or("?");
            let mut d = Diagnostic::coded(
                "W0781",
                DiagSource::Naga,
                used.or_else(|| Span::from_naga(source, module.global_variables.get_span(handle))),
                &[("name", name)],
            );
            d.source = DiagSource::Portability;
            out.push(d);
            return;
        }
    }
}

/// A plain assignment to an atomic (`count = 0u;`), which naga accepts: an atomic is
/// written only with `atomicStore` and the other atomic functions.
fn atomic_assignments(source: &str, module: &Module, info: &naga::valid::ModuleInfo, out: &mut Vec<Diagnostic>) {
    fn find(
        block: &naga::Block,
        module: &Module,
        fi: &naga::valid::FunctionInfo,
    ) -> Option<(naga::Span, naga::Handle<naga::Type>, naga::Handle<naga::Expression>)> {
        for (stmt, span) in block.span_iter() {
            let found = match stmt {
                naga::Statement::Store { pointer, value } => match fi[*pointer].ty.inner_with(&module.types) {
                    naga::TypeInner::Pointer { base, .. }
                        if matches!(module.types[*base].inner, naga::TypeInner::Atomic(_)) =>
                    {
                        Some((*span, *base, *value))
                    }
                    _ => None,
                },
                naga::Statement::Block(b) => find(b, module, fi),
                naga::Statement::If { accept, reject, .. } => {
                    find(accept, module, fi).or_else(|| find(reject, module, fi))
                }
                naga::Statement::Loop { body, continuing, .. } => {
                    find(body, module, fi).or_else(|| find(continuing, module, fi))
                }
                naga::Statement::Switch { cases, .. } => cases.iter().find_map(|c| find(&c.body, module, fi)),
                _ => None,
            };
            if found.is_some() {
                return found;
            }
        }
        None
    }
    let functions = module.functions.iter().map(|(h, f)| (f, &info[h])).chain(
        module
            .entry_points
            .iter()
            .enumerate()
            .map(|(i, ep)| (&ep.function, info.get_entry_point(i))),
    );
    for (f, fi) in functions {
        let Some((span, atomic, value)) = find(&f.body, module, fi) else {
            continue;
        };
        let ctx = module.to_ctx();
        let ty = ctx.type_to_string(atomic);
        let got = ctx.type_resolution_to_string(&fi[value].ty);
        let mut d = Diagnostic::coded(
            "W0776",
            DiagSource::Naga,
            Span::from_naga(source, span),
            &[("ty", &ty), ("got", &got)],
        );
        d.source = DiagSource::Portability;
        out.push(d);
        return;
    }
}
