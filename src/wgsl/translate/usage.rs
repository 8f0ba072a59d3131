//! A global used in a way its declaration or its stage does not allow (naga's
//! `InvalidGlobalUsage`, which names the variable and a set of IR flags): said at the
//! use. A storage texture read through `write` access, or written through `read`, is the
//! call no overload takes, as Tint says it (`no matching call to
//! 'textureLoad(texture_storage_2d<rgba8unorm, write>, vec2<u32>)'`); any other use is
//! the stage's rule.

use naga::{Expression, GlobalVariable, Handle, ImageClass, StorageAccess, TypeInner};

use super::calls::{call_name, image_call, image_store, ir_call};
use super::make;
use super::place::Place;
use crate::wgsl::Diagnostic;

/// The call or use of `var` that its declaration or `stage` does not allow.
pub(super) fn global_usage(p: &Place<'_>, stage: naga::ShaderStage, var: Handle<GlobalVariable>) -> Option<Diagnostic> {
    let global = p.module.global_variables.try_get(var).ok()?;
    let is_var = |f: &naga::Function, h: Handle<Expression>| matches!(f.expressions[h], Expression::GlobalVariable(g) if g == var);
    // The entry point first, then the functions it may call.
    let functions = std::iter::once(p.function).chain(p.module.functions.iter().map(|(_, f)| f));
    if let TypeInner::Image {
        class: ImageClass::Storage { access, .. },
        ..
    } = p.module.types[global.ty].inner
    {
        for function in functions {
            let here = Place { function, ..*p };
            if !access.contains(StorageAccess::LOAD)
                && let Some((f, args)) = function
                    .expressions
                    .iter()
                    .filter_map(|(_, e)| image_call(e))
                    .find(|(f, args)| *f == "textureLoad" && is_var(function, args[0]))
            {
                let at = here.span(args[0]).and_then(|s| call_name(p.source, s, f));
                return Some(ir_call(&here, f, &args, at.or_else(|| here.span(args[0]))));
            }
            if !access.contains(StorageAccess::STORE)
                && let Some(args) = image_store(&function.body, None).filter(|a| is_var(function, a[0]))
            {
                let at = here.span(args[0]).and_then(|s| call_name(p.source, s, "textureStore"));
                return Some(ir_call(&here, "textureStore", &args, at.or_else(|| here.span(args[0]))));
            }
        }
    }
    let name = global.name.as_deref().unwrap_or("?");
    let used = p
        .function
        .expressions
        .iter()
        .find(|(h, _)| is_var(p.function, *h))
        .and_then(|(h, _)| p.span(h));
    Some(make(
        "W0830",
        used.or(p.naga_span),
        &[("name", name), ("stage", super::places::stage_text(stage))],
    ))
}
