//! What a validated module declares: entry points, bindings, overrides and workgroup
//! memory.

use std::collections::HashMap;
use std::hash::BuildHasher;

use naga::{AddressSpace, ArraySize, ImageClass, Module, ShaderStage, StorageAccess, TypeInner};

use super::diagnostic::Span;
use super::overrides;
use super::scan::{self, Decl};

/// One entry point of the module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryPoint {
    /// The function's name.
    pub name: String,
    /// Its stage.
    pub stage: ShaderStage,
    /// Workgroup size for compute entry points, overrides resolved; `[0, 0, 0]` for
    /// other stages, and 0 in a dimension whose override has no known value.
    pub workgroup_size: [u32; 3],
    /// Pipeline keys of the overrides `@workgroup_size` is computed from (`TILE` in
    /// `@workgroup_size(TILE, TILE)`); empty for a literal size.
    pub sized_by: Vec<String>,
    /// Where `fn name` is in the text, when it could be found.
    pub span: Option<Span>,
}

/// What kind of resource a binding is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BindingKind {
    /// `var<uniform>`.
    Uniform,
    /// `var<storage>`, read-only unless declared `read_write`.
    Storage {
        /// True unless the buffer is declared `read_write`.
        read_only: bool,
    },
    /// A sampled or depth texture.
    Texture,
    /// A `texture_storage_*`.
    StorageTexture,
    /// A `sampler` or `sampler_comparison`.
    Sampler,
    /// Anything else (binding arrays, external textures, acceleration structures).
    Other,
}

impl BindingKind {
    /// The kind as WGSL declares it, for the student (never `Debug`).
    #[must_use]
    pub fn wgsl(self) -> &'static str {
        match self {
            Self::Uniform => "var<uniform>",
            Self::Storage { read_only: true } => "var<storage, read>",
            Self::Storage { read_only: false } => "var<storage, read_write>",
            Self::Texture => "a sampled texture",
            Self::StorageTexture => "a storage texture",
            Self::Sampler => "a sampler",
            Self::Other => "another kind of resource",
        }
    }
}

/// One `@group(g) @binding(b)` resource.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binding {
    /// The bind group index.
    pub group: u32,
    /// The binding index within the group.
    pub binding: u32,
    /// The variable's name.
    pub name: String,
    /// What kind of resource it is.
    pub kind: BindingKind,
    /// Size of a buffer's type in bytes, when it is fixed (no runtime-sized array).
    pub size_bytes: Option<u64>,
    /// Where the `var` declaration is.
    pub span: Option<Span>,
    /// Entry points that use it (a pipeline's automatic layout holds only the bindings
    /// its own entry points use).
    pub used_by: Vec<String>,
}

/// What a module declares, as a page's checks and the prechecks need it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reflection {
    /// Every entry point, in declaration order.
    pub entry_points: Vec<EntryPoint>,
    /// Every resource binding, sorted by group then binding.
    pub bindings: Vec<Binding>,
    /// Pipeline keys of the module's overrides: the name, or the `@id` when it has one.
    pub overrides: Vec<String>,
    /// `var<workgroup>` variables used by some entry point: name, bytes and declaration.
    pub workgroup_bytes: Vec<(String, u64, Option<Span>)>,
    /// Whether the picture changes by itself from frame to frame: the shader reads the
    /// frame uniform's `time`, `delta` or `frame` (or loads the whole struct). A still
    /// picture needs no new frame until something changes, so the window can idle.
    pub animates: bool,
}

/// Members of the frame uniform (`@group(0) @binding(0)`) that change every frame.
const CLOCK_MEMBERS: [&str; 3] = ["time", "delta", "frame"];

/// Whether some function reads a member of the frame uniform that changes every frame,
/// or loads the uniform whole (then any member may be read).
fn reads_the_clock(module: &Module) -> bool {
    let Some((frame, var)) = module
        .global_variables
        .iter()
        .find(|(_, v)| v.binding.as_ref().is_some_and(|b| b.group == 0 && b.binding == 0))
    else {
        return false;
    };
    let members: &[naga::StructMember] = match module.types.get_handle(var.ty).map(|t| &t.inner) {
        Ok(TypeInner::Struct { members, .. }) => members,
        _ => &[],
    };
    let functions = module
        .functions
        .iter()
        .map(|(_, f)| f)
        .chain(module.entry_points.iter().map(|ep| &ep.function));
    for f in functions {
        let is_frame = |h: naga::Handle<naga::Expression>| matches!(f.expressions.try_get(h), Ok(naga::Expression::GlobalVariable(g)) if *g == frame);
        for (_, e) in f.expressions.iter() {
            match *e {
                naga::Expression::AccessIndex { base, index } if is_frame(base) => {
                    let name = members.get(index as usize).and_then(|m| m.name.as_deref());
                    if name.is_none_or(|n| CLOCK_MEMBERS.contains(&n)) {
                        return true;
                    }
                }
                naga::Expression::Load { pointer } if is_frame(pointer) => return true,
                _ => {}
            }
        }
    }
    false
}

/// The overrides an entry point's `@workgroup_size` expressions refer to, by pipeline key.
fn sized_by(module: &Module, ep: &naga::EntryPoint) -> Vec<String> {
    fn walk(module: &Module, e: naga::Handle<naga::Expression>, out: &mut Vec<String>, depth: u32) {
        let Ok(expr) = module.global_expressions.try_get(e) else {
            return;
        };
        if depth > 64 {
            return;
        }
        match *expr {
            naga::Expression::Override(h) => {
                if let Some(k) = overrides::pipeline_key(module, h)
                    && !out.contains(&k)
                {
                    out.push(k);
                }
            }
            naga::Expression::Binary { left, right, .. } => {
                walk(module, left, out, depth + 1);
                walk(module, right, out, depth + 1);
            }
            naga::Expression::Unary { expr, .. } | naga::Expression::As { expr, .. } => {
                walk(module, expr, out, depth + 1);
            }
            naga::Expression::Math { arg, arg1, arg2, .. } => {
                for a in [Some(arg), arg1, arg2].into_iter().flatten() {
                    walk(module, a, out, depth + 1);
                }
            }
            naga::Expression::Select {
                condition,
                accept,
                reject,
            } => {
                for a in [condition, accept, reject] {
                    walk(module, a, out, depth + 1);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for e in ep.workgroup_size_overrides.iter().flatten().flatten() {
        walk(module, *e, &mut out, 0);
    }
    out
}

/// Reflects a validated module.
///
/// `source` is the text it was parsed from (for spans), `info` its validation result
/// of this very module (for which globals entry points use) and `values` the override
/// values the pipeline will get.
#[must_use]
pub fn reflect<S: BuildHasher>(
    source: &str,
    module: &Module,
    info: &naga::valid::ModuleInfo,
    values: &HashMap<String, f64, S>,
) -> Reflection {
    reflect_with(source, &scan::declarations(source), module, info, values)
}

/// [`reflect`] with the module-scope declarations already found.
pub(crate) fn reflect_with<S: BuildHasher>(
    source: &str,
    decls: &[Decl],
    module: &Module,
    info: &naga::valid::ModuleInfo,
    values: &HashMap<String, f64, S>,
) -> Reflection {
    let fn_span = |name: &str| find_decl(decls, "fn", name).map(|decl| Span::from_bytes(source, decl.head.clone()));
    let resolved = overrides::resolve(module, info, values);
    let entry_points = module
        .entry_points
        .iter()
        .map(|ep| EntryPoint {
            name: ep.name.clone(),
            stage: ep.stage,
            workgroup_size: resolved
                .workgroup_sizes
                .get(&ep.name)
                .copied()
                .unwrap_or(ep.workgroup_size),
            sized_by: sized_by(module, ep),
            span: fn_span(&ep.name),
        })
        .collect();

    let mut layouter = naga::proc::Layouter::default();
    let layout_ok = layouter.update(module.to_ctx()).is_ok();
    let size_of = |ty| {
        if layout_ok {
            fixed_size(module, &layouter, ty)
        } else {
            None
        }
    };

    let mut bindings = Vec::new();
    let mut workgroup_bytes = Vec::new();
    for (handle, var) in module.global_variables.iter() {
        let name = var.name.clone().unwrap_or_default();
        let span = Span::from_naga(source, module.global_variables.get_span(handle));
        let used_by: Vec<String> = (0..module.entry_points.len())
            .filter(|&i| !info.get_entry_point(i)[handle].is_empty())
            .map(|i| module.entry_points[i].name.clone())
            .collect();
        if let Some(rb) = var.binding {
            let kind = binding_kind(module, var.space, var.ty);
            let is_buffer = matches!(kind, BindingKind::Uniform | BindingKind::Storage { .. });
            bindings.push(Binding {
                group: rb.group,
                binding: rb.binding,
                name,
                kind,
                size_bytes: if is_buffer { size_of(var.ty) } else { None },
                span,
                used_by,
            });
        } else if var.space == AddressSpace::WorkGroup {
            let bytes = if layout_ok {
                workgroup_size_of(module, &layouter, var, &resolved.workgroup_arrays)
            } else {
                None
            };
            if let (true, Some(bytes)) = (!used_by.is_empty(), bytes) {
                workgroup_bytes.push((name, bytes, span));
            }
        }
    }
    bindings.sort_by_key(|b| (b.group, b.binding));
    let overrides = module
        .overrides
        .iter()
        .filter_map(|(handle, _)| overrides::pipeline_key(module, handle))
        .collect();
    Reflection {
        entry_points,
        bindings,
        overrides,
        workgroup_bytes,
        animates: reads_the_clock(module),
    }
}

/// Finds the module-scope declaration `keyword name`.
pub(crate) fn find_decl<'d>(decls: &'d [Decl], keyword: &str, name: &str) -> Option<&'d Decl> {
    decls
        .iter()
        .find(|d| d.keyword == keyword && d.name.as_deref() == Some(name))
}

/// Classifies a resource by its address space and type.
fn binding_kind(module: &Module, space: AddressSpace, ty: naga::Handle<naga::Type>) -> BindingKind {
    match space {
        AddressSpace::Uniform => return BindingKind::Uniform,
        AddressSpace::Storage { access } => {
            return BindingKind::Storage {
                read_only: !access.contains(StorageAccess::STORE),
            };
        }
        _ => {}
    }
    match module.types.get_handle(ty).map(|t| &t.inner) {
        Ok(TypeInner::Image {
            class: ImageClass::Storage { .. },
            ..
        }) => BindingKind::StorageTexture,
        Ok(TypeInner::Image {
            class: ImageClass::Sampled { .. } | ImageClass::Depth { .. },
            ..
        }) => BindingKind::Texture,
        Ok(TypeInner::Sampler { .. }) => BindingKind::Sampler,
        _ => BindingKind::Other,
    }
}

/// Returns the size of a type whose footprint is fixed at shader creation.
fn fixed_size(module: &Module, layouter: &naga::proc::Layouter, ty: naga::Handle<naga::Type>) -> Option<u64> {
    if has_unfixed_array(module, ty, 0) {
        return None;
    }
    Some(u64::from(layouter[ty].size))
}

/// Tells whether a type contains a runtime-sized or override-sized array.
fn has_unfixed_array(module: &Module, ty: naga::Handle<naga::Type>, depth: u32) -> bool {
    let Ok(t) = module.types.get_handle(ty) else {
        return true;
    };
    match t.inner {
        _ if depth > 32 => true,
        TypeInner::Array {
            size: ArraySize::Constant(_),
            base,
            ..
        } => has_unfixed_array(module, base, depth + 1),
        TypeInner::Array { .. } | TypeInner::BindingArray { .. } => true,
        TypeInner::Struct { ref members, .. } => members.iter().any(|m| has_unfixed_array(module, m.ty, depth + 1)),
        _ => false,
    }
}

/// Returns the size of a workgroup variable; an override-sized array takes the size
/// pipeline creation gives it.
fn workgroup_size_of(
    module: &Module,
    layouter: &naga::proc::Layouter,
    var: &naga::GlobalVariable,
    pending: &HashMap<String, u64>,
) -> Option<u64> {
    match module.types.get_handle(var.ty).ok()?.inner {
        TypeInner::Array {
            size: ArraySize::Pending(_),
            ..
        } => var.name.as_ref().and_then(|n| pending.get(n)).copied(),
        _ => fixed_size(module, layouter, var.ty),
    }
}

#[cfg(test)]
mod tests;
