//! The diagnostic of a naga error that no more specific rule of `translate` explains:
//! the code of its innermost variant ([`super::kinds`]), at naga's place, with the
//! student's own text and names as its arguments. naga's sentence never reaches the
//! student.

use std::error::Error;

use naga::valid::{Capabilities, ValidationError};

use super::kinds;
use super::make;
use crate::wgsl::scan::Decl;
use crate::wgsl::{Diagnostic, Span};

/// naga's error types that a validation error can wrap, by name, tried in turn.
macro_rules! variant_of {
    ($e:expr, $($t:ident :: $name:ident),* $(,)?) => {{
        let e: &(dyn Error + 'static) = $e;
        if let Some(l) = e.downcast_ref::<naga::proc::LayoutError>() {
            Some(("LayoutErrorInner", debug_name(&l.inner)))
        }
        $(else if let Some(x) = e.downcast_ref::<naga::$t::$name>() {
            Some((stringify!($name), debug_name(x)))
        })*
        else {
            None
        }
    }};
}

/// The name of an enum value's variant: the start of its `Debug` text.
fn debug_name(x: &dyn std::fmt::Debug) -> String {
    format!("{x:?}")
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect()
}

/// The error `e` wraps: its `source()`, or the value of a variant naga marks
/// `#[error(transparent)]`, whose `source()` skips the value itself.
fn next<'e>(e: &'e (dyn Error + 'static)) -> Option<&'e (dyn Error + 'static)> {
    use naga::valid::{
        ConstExpressionError as C, EntryPointError as Ep, ExpressionError as X, LiteralError, TypeError,
    };
    Some(match e.downcast_ref::<Ep>() {
        Some(Ep::Function(f)) => f,
        Some(Ep::Result(v)) => v,
        _ => match e.downcast_ref::<X>() {
            Some(X::Compose(c)) => c,
            Some(X::IndexableLength(i)) => i,
            Some(X::Literal(l)) => l,
            _ => match e.downcast_ref::<C>() {
                Some(C::Compose(c)) => c,
                Some(C::Literal(l)) => l,
                Some(C::Width(w)) => w,
                _ => match (e.downcast_ref::<TypeError>(), e.downcast_ref::<LiteralError>()) {
                    (Some(TypeError::WidthError(w)), _) | (_, Some(LiteralError::Width(w))) => w,
                    _ => match e.downcast_ref::<naga::proc::ConstantEvaluatorError>() {
                        Some(naga::proc::ConstantEvaluatorError::Literal(l)) => l,
                        _ => return e.source(),
                    },
                },
            },
        },
    })
}

/// The enum and variant of each error of the chain, outermost first.
fn chain(error: &ValidationError) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    let mut e: Option<&(dyn Error + 'static)> = Some(error);
    while let Some(now) = e {
        let found = variant_of!(
            now,
            valid::ValidationError,
            valid::TypeError,
            valid::WidthError,
            valid::Disalignment,
            valid::ImmediateError,
            valid::ConstExpressionError,
            valid::LiteralError,
            valid::GlobalVariableError,
            valid::OverrideError,
            valid::FunctionError,
            valid::LocalVariableError,
            valid::CallError,
            valid::SubgroupError,
            valid::ExpressionError,
            valid::ComposeError,
            valid::EntryPointError,
            valid::VaryingError,
            proc::ResolveError,
            proc::IndexableLengthError,
            proc::ConstantEvaluatorError,
            proc::ResolveArraySizeError,
        );
        out.extend(found);
        e = next(now);
    }
    out
}

/// The code of the innermost variant of the chain that has one.
pub(crate) fn validation_code(error: &ValidationError) -> &'static str {
    chain(error)
        .iter()
        .rev()
        .find_map(|(name, variant)| kinds::code(name, variant))
        .unwrap_or("W0846")
}

/// The WebGPU name of the first feature in `caps`, as `enable` and the device name it.
fn feature(caps: Capabilities) -> &'static str {
    let names = [
        (Capabilities::SHADER_FLOAT16, "f16"),
        (Capabilities::SUBGROUP, "subgroups"),
        (Capabilities::SUBGROUP_BARRIER, "subgroups"),
        (Capabilities::DUAL_SOURCE_BLENDING, "dual_source_blending"),
        (Capabilities::CLIP_DISTANCES, "clip_distances"),
        (Capabilities::PRIMITIVE_INDEX, "primitive_index"),
        (Capabilities::SHADER_INT64, "shader-int64 (a wgpu extension)"),
        (Capabilities::FLOAT64, "shader-f64 (a wgpu extension)"),
        (Capabilities::RAY_QUERY, "ray queries (a wgpu extension)"),
        (Capabilities::MESH_SHADER, "mesh shaders (a wgpu extension)"),
    ];
    names
        .iter()
        .find(|(c, _)| caps.intersects(*c))
        .map_or("a native extension", |(_, n)| n)
}

/// The capability a validation error says is missing.
fn missing_capability(error: &ValidationError) -> Option<&'static str> {
    use naga::valid::{
        EntryPointError as Ep, ExpressionError as X, FunctionError as F, GlobalVariableError as G, TypeError as T,
        VaryingError as V, WidthError as W,
    };
    let mut e: Option<&(dyn Error + 'static)> = Some(error);
    while let Some(now) = e {
        let caps = if let Some(X::MissingCapabilities(c)) = now.downcast_ref() {
            Some(*c)
        } else if let Some(F::MissingCapability(c)) = now.downcast_ref() {
            Some(*c)
        } else if let Some(T::MissingCapability(c)) = now.downcast_ref() {
            Some(*c)
        } else if let Some(G::UnsupportedCapability(c)) = now.downcast_ref() {
            Some(*c)
        } else if let Some(V::UnsupportedCapability(c)) = now.downcast_ref() {
            Some(*c)
        } else if let Some(Ep::UnsupportedCapability(c)) = now.downcast_ref() {
            Some(*c)
        } else if let Some(W::MissingCapability { flag, .. }) = now.downcast_ref() {
            Capabilities::from_name(flag)
        } else {
            None
        };
        if let Some(c) = caps {
            return Some(feature(c));
        }
        e = next(now);
    }
    None
}

/// The name the error gives (of the global, function, entry point, constant, override
/// or type that is invalid; of the function called, for a call) and the keyword that
/// declares it.
fn named<'m>(error: &'m ValidationError, module: &'m naga::Module) -> (&'m str, &'static str) {
    if let ValidationError::Function { source: e, .. }
    | ValidationError::EntryPoint {
        source: naga::valid::EntryPointError::Function(e),
        ..
    } = error
        && let naga::valid::FunctionError::InvalidCall { function, .. } = e
        && let Some(name) = module.functions.try_get(*function).ok().and_then(|f| f.name.as_deref())
    {
        return (name, "fn");
    }
    match error {
        ValidationError::Type { name, .. } => (name, "struct"),
        ValidationError::Constant { name, .. } => (name, "const"),
        ValidationError::Override { name, .. } => (name, "override"),
        ValidationError::GlobalVariable { name, .. } => (name, "var"),
        ValidationError::Function { name, .. } | ValidationError::EntryPoint { name, .. } => (name, "fn"),
        _ => ("", ""),
    }
}

/// The student's text at `span`: its first line, shortened.
pub(crate) fn text_at(source: &str, span: Option<Span>) -> String {
    let Some(s) = span else {
        return "…".to_owned();
    };
    let text = source.get(s.start..s.end).unwrap_or("").trim();
    let line = text.lines().next().unwrap_or("").trim();
    let short: String = line.chars().take(48).collect();
    if short.is_empty() {
        "…".to_owned()
    } else if short.len() < line.len() || line.len() < text.len() {
        format!("{short}…")
    } else {
        short
    }
}

/// The diagnostic of a validation error no more specific rule explains.
pub(crate) fn validation(
    source: &str,
    decls: &[Decl],
    module: &naga::Module,
    error: &naga::WithSpan<ValidationError>,
) -> Diagnostic {
    let inner = error.as_inner();
    let (name, keyword) = named(inner, module);
    // Where naga gives no place: the declaration it names.
    let naga_span = error.spans().find_map(|(s, _)| Span::from_naga(source, *s));
    // A call: where the function's name is written inside the place naga gives.
    let call = matches!(
        inner,
        ValidationError::Function {
            source: naga::valid::FunctionError::InvalidCall { .. },
            ..
        } | ValidationError::EntryPoint {
            source: naga::valid::EntryPointError::Function(naga::valid::FunctionError::InvalidCall { .. }),
            ..
        }
    );
    let called = naga_span.filter(|_| call).and_then(|s| {
        let text = source.get(s.start..s.end)?;
        let at = text.match_indices(&format!("{name}(")).map(|(i, _)| i).find(|&i| {
            !text[..i]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
        })?;
        Some(Span::from_bytes(source, s.start + at..s.start + at + name.len()))
    });
    let span = called.or(naga_span).or_else(|| {
        crate::wgsl::reflect::find_decl(decls, keyword, name).map(|d| Span::from_bytes(source, d.head.clone()))
    });
    let code = match missing_capability(inner) {
        Some(_) => "W0831",
        None => validation_code(inner),
    };
    let stage = match inner {
        ValidationError::EntryPoint { stage, .. } => super::places::stage_text(*stage),
        _ => "",
    };
    let text = text_at(source, span);
    let name = if name.is_empty() { text.as_str() } else { name };
    make(
        code,
        span,
        &[
            ("name", name),
            ("text", &text),
            ("stage", stage),
            ("feature", missing_capability(inner).unwrap_or("")),
        ],
    )
}

/// The diagnostic of a parse error no more specific rule explains: the code of the
/// variant whose sentence naga wrote, with the student's text at naga's place.
pub(crate) fn parse(source: &str, message: &str, span: Option<Span>) -> Diagnostic {
    let text = text_at(source, span);
    let code = kinds::parse_code(message)
        .filter(|c| {
            // An entry that needs arguments only the specific rules know gives its kind's
            // sentence instead.
            crate::text::diagnostics::find(c).is_some_and(|e| {
                let placeholders = e.headline.en.matches('{').count();
                placeholders == e.headline.en.matches("{text}").count() + e.headline.en.matches("{name}").count()
            })
        })
        .unwrap_or("W0752");
    make(code, span, &[("text", &text), ("name", &text)])
}
