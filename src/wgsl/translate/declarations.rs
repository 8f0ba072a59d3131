//! naga's errors about declarations: a module-scope variable its address space cannot
//! hold, a type it refuses.

use naga::common::wgsl::TypeContext as _;
use naga::{Handle, Module};

use super::make;
use crate::text::{Phrase, wgsl_checks as say};
use crate::wgsl::scan::Decl;
use crate::wgsl::{Diagnostic, Span};

/// The WGSL words of an address space, as `var<…>` writes it.
pub(super) fn space_text(space: naga::AddressSpace) -> &'static str {
    match space {
        naga::AddressSpace::Function => "function",
        naga::AddressSpace::Private => "private",
        naga::AddressSpace::WorkGroup => "workgroup",
        naga::AddressSpace::Uniform => "uniform",
        naga::AddressSpace::Storage { .. } => "storage",
        _ => "handle",
    }
}

/// A module-scope variable whose type its address space cannot hold.
pub(super) fn global(
    source: &str,
    module: &Module,
    var: &naga::GlobalVariable,
    span: naga::Span,
    e: &naga::valid::GlobalVariableError,
) -> Option<Diagnostic> {
    use naga::valid::{GlobalVariableError as G, TypeFlags};
    let at = Span::from_naga(source, span);
    let ty = module.to_ctx().type_to_string(var.ty);
    let space = space_text(var.space);
    Some(match e {
        G::MissingTypeFlags { required, seen } => {
            let missing = *required & !*seen;
            let why = if missing.contains(TypeFlags::HOST_SHAREABLE) {
                say::BUFFERS_HOLD_HOST_SHAREABLE_TYPES
            } else if missing.contains(TypeFlags::CONSTRUCTIBLE) || missing.contains(TypeFlags::DATA) {
                say::HANDLES_HAVE_NO_ADDRESS_SPACE
            } else if missing.contains(TypeFlags::SIZED) {
                say::RUNTIME_ARRAY_ENDS_A_STORAGE_BUFFER
            } else {
                say::ANOTHER_ADDRESS_SPACE
            };
            cannot_hold(at, &ty, space, why)
        }
        G::InvalidType(s) | G::InvalidUsage(s) => cannot_hold(at, &ty, space_text(*s), say::ANOTHER_ADDRESS_SPACE),
        G::Alignment(s, _, _) if runtime_sized(module, var.ty) => {
            cannot_hold(at, &ty, space_text(*s), say::RUNTIME_ARRAY_HAS_NO_FIXED_SIZE)
        }
        G::Alignment(s, _, _) => make("W0804", at, &[("ty", &ty), ("space", space_text(*s))]),
        G::InitializerNotAllowed(s) => make("W0805", at, &[("space", space_text(*s))]),
        G::InvalidBinding => make("W0111", at, &[]),
        _ => return None,
    })
}

/// W0803: the address space `space` cannot hold the type `ty`, and `why`.
fn cannot_hold(at: Option<Span>, ty: &str, space: &str, why: Phrase) -> Diagnostic {
    make(
        "W0803",
        at,
        &[("ty", ty), ("space", space), ("why", why.en), ("why_es", why.es)],
    )
}

/// An `array<T>` without a size, or a struct that ends in one.
fn runtime_sized(module: &Module, ty: Handle<naga::Type>) -> bool {
    match &module.types[ty].inner {
        naga::TypeInner::Array {
            size: naga::ArraySize::Dynamic,
            ..
        } => true,
        naga::TypeInner::Struct { members, .. } => members.last().is_some_and(|m| runtime_sized(module, m.ty)),
        _ => false,
    }
}

/// A type declaration (or a type written in a declaration) that naga refuses.
pub(super) fn type_error(
    source: &str,
    decls: &[Decl],
    module: &Module,
    handle: Handle<naga::Type>,
    e: &naga::valid::TypeError,
) -> Option<Diagnostic> {
    use naga::valid::{TypeError as T, WidthError};
    let ctx = module.to_ctx();
    // naga keeps a span for types it was given a name or a place for; a struct's is its
    // declaration.
    let at = Span::from_naga(source, module.types.get_span(handle)).or_else(|| {
        let name = module.types[handle].name.as_deref()?;
        crate::wgsl::reflect::find_decl(decls, "struct", name).map(|d| Span::from_bytes(source, d.head.clone()))
    });
    let ty = ctx.type_to_string(handle);
    // An unnamed type (`array<…>` written in a declaration) has no span in naga: the
    // first place its leading word is written.
    let word = |w: &str| {
        crate::wgsl::highlight::tokens(source)
            .into_iter()
            .find(|(r, k)| *k != crate::wgsl::TokenKind::Comment && &source[r.clone()] == w)
            .map(|(r, _)| Span::from_bytes(source, r))
    };
    let lead = ty.split('<').next().unwrap_or_default().to_owned();
    let at = at.or_else(|| match e {
        T::WidthError(WidthError::MissingCapability { name, .. }) => word(name),
        _ => word(&lead),
    });
    Some(match e {
        T::WidthError(WidthError::MissingCapability { name, .. }) => make("W0806", at, &[("ty", name)]),
        // `atomic<f32>`: an atomic holds i32 or u32 (Tint adds vec2u, an extension's).
        T::MissingCapability(_) if ty.starts_with("atomic<") => make("W0791", at, &[("ty", &ty)]),
        // A video frame's binding: core WebGPU, but Lienzo's pages have no video.
        T::MissingCapability(_) if ty == "texture_external" => make("W0826", at, &[]),
        T::MissingCapability(_) => make("W0806", at, &[("ty", &ty)]),
        T::InvalidArrayBaseType(base) => make("W0807", at, &[("ty", &ctx.type_to_string(*base))]),
        T::InvalidData(member) => make(
            "W0810",
            // The member's type inside the struct, as Tint points, when it is a pointer.
            at.and_then(|s| {
                crate::wgsl::highlight::tokens(source)
                    .into_iter()
                    .find(|(r, k)| {
                        r.start > s.start && *k != crate::wgsl::TokenKind::Comment && &source[r.clone()] == "ptr"
                    })
                    .map(|(r, _)| Span::from_bytes(source, r))
            })
            .filter(|_| ctx.type_to_string(*member).starts_with("ptr<"))
            .or(at),
            &[("ty", &super::overloads::with_access(&ctx.type_to_string(*member)))],
        ),
        T::InvalidDynamicArray(name, _) => {
            // The member itself, inside the struct, as Tint points.
            let member = at.and_then(|s| {
                crate::wgsl::highlight::tokens(source)
                    .into_iter()
                    .find(|(r, k)| {
                        r.start > s.start && *k != crate::wgsl::TokenKind::Comment && &source[r.clone()] == name
                    })
                    .map(|(r, _)| Span::from_bytes(source, r))
            });
            make("W0811", member.or(at), &[("name", name)])
        }
        T::EmptyStruct => make("W0812", at, &[]),
        T::InvalidPointerToUnsized { base, space } => make(
            "W0814",
            at,
            &[("ty", &ctx.type_to_string(*base)), ("space", space_text(*space))],
        ),
        _ => return None,
    })
}
