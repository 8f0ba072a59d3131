//! Built-in calls in naga's errors: the parse errors that name a call (a wrong, an
//! inconsistent or one too many argument; a coordinate a texture function cannot
//! convert; an atomic passed without `&`), and the calls of the validator's IR (image
//! sampling, loads, stores, math functions), each with its arguments in WGSL's order.

use naga::{Expression, Handle};

use super::place::Place;
use super::places::op_text;
use super::{make, wgsl_words};
use crate::text::wgsl_hints as say;
use crate::wgsl::{Diagnostic, Span};

/// naga's "wrong type passed as argument #N to `f`" and "inconsistent type passed as
/// argument #N to `f`": the call with every argument's type and the overloads of `f`.
pub(super) fn builtin_call(source: &str, message: &str, error: &naga::front::wgsl::ParseError) -> Option<Diagnostic> {
    let labels: Vec<(naga::Span, String)> = error.labels().map(|(s, t)| (s, wgsl_words(t))).collect();
    let (n, f, call) = if let Some(f) = message
        .strip_prefix("too many arguments passed to `")
        .and_then(|r| r.strip_suffix('`'))
        .filter(|f| !super::overloads::candidates(f, None).is_empty())
    {
        (None, f.to_owned(), labels.first()?.0.to_range()?)
    } else if let Some(rest) = message
        .strip_prefix("wrong type passed as argument #")
        .or_else(|| message.strip_prefix("inconsistent type passed as argument #"))
    {
        let (n, f) = rest.split_once(" to `")?;
        let n: usize = n.parse().ok()?;
        (Some(n), f.strip_suffix('`')?.to_owned(), labels.first()?.0.to_range()?)
    } else if message.starts_with("wrong number of arguments") {
        // naga points at the callee's name; only a built-in gets the overloads.
        let call = labels.iter().find_map(|(s, _)| s.to_range())?;
        let f = source.get(call.clone())?;
        if super::overloads::candidates(f, None).is_empty() {
            return None;
        }
        (None, f.to_owned(), call)
    } else if message == "atomic operation is done on a pointer to a non-atomic" {
        // naga points at the pointer argument: the call is the name before its `(`.
        let arg = labels.iter().find_map(|(s, _)| s.to_range())?;
        let open = source[..arg.start].rfind('(')?;
        let before = source[..open].trim_end();
        let start = before
            .rfind(|c: char| !c.is_alphanumeric() && c != '_')
            .map_or(0, |i| i + 1);
        (Some(1), before[start..].to_owned(), start..before.len())
    } else if message.starts_with("Invalid image") {
        // No place at all: the first texture query whose first argument is no texture.
        let (call, f) = texture_query_without_texture(source)?;
        (Some(1), f, call)
    } else {
        // A texture function converts its coordinates to f32: a `vec2<i32>` refused
        // there is refused by the call, wherever naga points.
        conversion(message)?;
        let at = labels.iter().find_map(|(s, _)| s.to_range())?;
        let (name, n) = texture_call_using(source, at)?;
        (Some(n), source[name.clone()].to_owned(), name)
    };
    let args = super::probe::call_args(source, call.clone())?;
    let mut types = super::probe::arg_types(source, &args);
    // naga's own words for the refused argument and the one that constrained it keep
    // abstract types as they are.
    for (s, text) in labels.iter().skip(1) {
        let Some(r) = s.to_range() else { continue };
        let Some(k) = args.iter().position(|a| a.start <= r.start && r.end <= a.end) else {
            continue;
        };
        if let Some(ty) = text.split("has type ").nth(1) {
            let ty = ty.split(", which").next().unwrap_or(ty).trim_matches('`');
            types[k] = Some(ty.to_owned());
        }
    }
    let bad = n.map(|n| {
        (
            n,
            args.get(n.wrapping_sub(1)).map(|a| Span::from_bytes(source, a.clone())),
        )
    });
    let types: Vec<String> = types.into_iter().map(|t| t.unwrap_or_else(|| "…".to_owned())).collect();
    Some(super::overloads::no_matching_call(
        &f,
        &types,
        Some(Span::from_bytes(source, call)),
        bad,
    ))
}

/// The first `textureDimensions`, `textureNumLevels`, `textureNumLayers` or
/// `textureNumSamples` call whose first argument is not a texture, and its name.
fn texture_query_without_texture(source: &str) -> Option<(std::ops::Range<usize>, String)> {
    crate::wgsl::tokens(source)
        .into_iter()
        .filter(|(r, k)| {
            *k == crate::wgsl::TokenKind::Builtin
                && matches!(
                    &source[r.clone()],
                    "textureDimensions" | "textureNumLevels" | "textureNumLayers" | "textureNumSamples"
                )
        })
        .find_map(|(r, _)| {
            let args = super::probe::call_args(source, r.clone())?;
            let types = super::probe::arg_types(source, &args[..1.min(args.len())]);
            let first = types.first()?.as_deref()?;
            (!first.starts_with("texture")).then(|| (r.clone(), source[r].to_owned()))
        })
}

/// The built-in call that has the expression at `at` as an argument, or the `texture…`
/// call that has a name bound to it (`let texel = vec2i(…);` … `textureSample(t, s, texel)`): the callee's name
/// and the argument's number.
fn texture_call_using(source: &str, at: std::ops::Range<usize>) -> Option<(std::ops::Range<usize>, usize)> {
    let builtins = crate::wgsl::tokens(source)
        .into_iter()
        .filter(|(r, k)| *k == crate::wgsl::TokenKind::Builtin && r.end <= at.start);
    // A built-in call that has exactly this expression as an argument
    // (`atomicAdd(&n, 1.0)`, `textureSample(t, s, vec2i(p))`).
    let direct = builtins
        .filter(|(r, _)| !super::overloads::candidates(&source[r.clone()], None).is_empty())
        .find_map(|(r, _)| {
            let args = super::probe::call_args(source, r.clone())?;
            let n = args.iter().position(|a| *a == at)?;
            Some((r, n + 1))
        });
    if direct.is_some() {
        return direct;
    }
    // The name a `let` or `var` binds the expression to.
    let line = source[..at.start].rsplit('\n').next().unwrap_or_default();
    let before = line.trim_end().strip_suffix('=')?.trim_end();
    let before = before.rsplit_once(':').map_or(before, |(b, _)| b).trim_end();
    let bound = before
        .rsplit(|c: char| !c.is_alphanumeric() && c != '_')
        .next()
        .filter(|n| !n.is_empty());
    crate::wgsl::tokens(source)
        .into_iter()
        .filter(|(r, k)| *k == crate::wgsl::TokenKind::Builtin && source[r.clone()].starts_with("texture"))
        .filter(|(r, _)| r.start > at.start)
        .find_map(|(r, _)| {
            let args = super::probe::call_args(source, r.clone())?;
            let n = args
                .iter()
                .position(|a| (a.start <= at.start && at.end <= a.end) || bound == Some(source[a.clone()].trim()))?;
            Some((r, n + 1))
        })
}

/// The atomic call whose first argument starts at `first`, and its argument types.
pub(super) fn atomic_call(source: &str, first: usize) -> Option<(String, Vec<String>)> {
    let open = source[..first].rfind('(')?;
    let before = source[..open].trim_end();
    let start = before
        .rfind(|c: char| !c.is_alphanumeric() && c != '_')
        .map_or(0, |i| i + 1);
    let name = start..before.len();
    let args = super::probe::call_args(source, name.clone())?;
    let types = super::probe::arg_types(source, &args)
        .into_iter()
        .map(|t| t.unwrap_or_else(|| "…".to_owned()))
        .collect();
    Some((source[name].to_owned(), types))
}

/// The atomic variable written as the first argument of an atomic function (`counter`
/// in `atomicAdd(counter, 1u)`), where a pointer (`&counter`) goes.
pub(super) fn atomic_argument(source: &str, span: Option<Span>) -> Option<String> {
    let span = span?;
    let name = source.get(span.start..span.end)?.trim();
    let before = source[..span.start].trim_end().strip_suffix('(')?.trim_end();
    let callee = before.rsplit(|c: char| !c.is_alphanumeric() && c != '_').next()?;
    (callee.starts_with("atomic") && !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .then(|| name.to_owned())
}

/// The built-in call an image expression of the validator's IR was written as, and its
/// arguments in the order WGSL writes them.
pub(crate) fn image_call(e: &naga::Expression) -> Option<(&'static str, Vec<naga::Handle<naga::Expression>>)> {
    use naga::SampleLevel as L;
    Some(match *e {
        naga::Expression::ImageSample {
            image,
            sampler,
            gather,
            coordinate,
            array_index,
            offset,
            level,
            depth_ref,
            clamp_to_edge,
        } => {
            let mut args = vec![image, sampler, coordinate];
            args.extend(array_index);
            args.extend(depth_ref);
            let name = match (level, depth_ref.is_some(), gather.is_some()) {
                (_, _, true) if depth_ref.is_some() => "textureGatherCompare",
                (_, _, true) => "textureGather",
                (L::Auto, true, _) => "textureSampleCompare",
                (_, true, _) => "textureSampleCompareLevel",
                (L::Auto, false, _) => "textureSample",
                (L::Zero, false, _) if clamp_to_edge => "textureSampleBaseClampToEdge",
                (L::Zero | L::Exact(_), false, _) => "textureSampleLevel",
                (L::Bias(_), false, _) => "textureSampleBias",
                (L::Gradient { .. }, false, _) => "textureSampleGrad",
            };
            match level {
                L::Exact(h) | L::Bias(h) => args.push(h),
                L::Gradient { x, y } => args.extend([x, y]),
                L::Auto | L::Zero => {}
            }
            args.extend(offset);
            (name, args)
        }
        naga::Expression::ImageLoad {
            image,
            coordinate,
            array_index,
            sample,
            level,
        } => {
            let mut args = vec![image, coordinate];
            args.extend(array_index);
            args.extend(sample);
            args.extend(level);
            ("textureLoad", args)
        }
        naga::Expression::ImageQuery { image, query } => {
            use naga::ImageQuery as Q;
            match query {
                Q::Size { level } => {
                    let mut args = vec![image];
                    args.extend(level);
                    ("textureDimensions", args)
                }
                Q::NumLevels => ("textureNumLevels", vec![image]),
                Q::NumLayers => ("textureNumLayers", vec![image]),
                Q::NumSamples => ("textureNumSamples", vec![image]),
            }
        }
        naga::Expression::Math {
            fun,
            arg,
            arg1,
            arg2,
            arg3,
        } => {
            use naga::common::wgsl::TryToWgsl as _;
            let mut args = vec![arg];
            args.extend(arg1);
            args.extend(arg2);
            args.extend(arg3);
            (fun.try_to_wgsl()?, args)
        }
        naga::Expression::ArrayLength(h) => ("arrayLength", vec![h]),
        _ => return None,
    })
}

/// The `textureStore` statement of `block` (searched depth first) written at `at`, or
/// the first one; its arguments in WGSL's order.
pub(crate) fn image_store(block: &naga::Block, at: Option<naga::Span>) -> Option<Vec<naga::Handle<naga::Expression>>> {
    fn all(block: &naga::Block, out: &mut Vec<(naga::Span, Vec<naga::Handle<naga::Expression>>)>) {
        for (stmt, span) in block.span_iter() {
            match stmt {
                naga::Statement::ImageStore {
                    image,
                    coordinate,
                    array_index,
                    value,
                } => {
                    let mut args = vec![*image, *coordinate];
                    args.extend(*array_index);
                    args.push(*value);
                    out.push((*span, args));
                }
                naga::Statement::Block(b) => all(b, out),
                naga::Statement::If { accept, reject, .. } => {
                    all(accept, out);
                    all(reject, out);
                }
                naga::Statement::Switch { cases, .. } => cases.iter().for_each(|c| all(&c.body, out)),
                naga::Statement::Loop { body, continuing, .. } => {
                    all(body, out);
                    all(continuing, out);
                }
                _ => {}
            }
        }
    }
    let mut found = Vec::new();
    all(block, &mut found);
    let i = found.iter().position(|(s, _)| Some(*s) == at).unwrap_or(0);
    found.into_iter().nth(i).map(|(_, args)| args)
}

/// `no matching call to 'f(…)'` for a built-in call of the validator's IR.
pub(super) fn ir_call(p: &Place<'_>, f: &str, args: &[Handle<Expression>], at: Option<Span>) -> Diagnostic {
    let types: Vec<String> = args.iter().map(|h| p.ty(*h)).collect();
    super::overloads::no_matching_call(f, &types, at, None)
}

/// The name `f` of the call whose first argument is at `first`: the last time `f` is
/// written before it.
pub(super) fn call_name(source: &str, first: Span, f: &str) -> Option<Span> {
    let at = source[..first.start].rfind(f)?;
    Some(Span::from_bytes(source, at..at + f.len()))
}

/// An abstract literal naga left unconverted because the operator it is an operand of
/// has no version for the operands (`on * 1.0` with a bool `on`): the operator's
/// diagnostic, as Tint gives it.
pub(super) fn abstract_operand(p: &Place<'_>, handle: Handle<Expression>) -> Option<Diagnostic> {
    let (op_handle, op, left, right) = p.function.expressions.iter().find_map(|(h, e)| match *e {
        Expression::Binary { op, left, right } if left == handle || right == handle => Some((h, op, left, right)),
        _ => None,
    })?;
    let (lhs, rhs) = (wgsl_words(&p.ty(left)), wgsl_words(&p.ty(right)));
    let fix: crate::text::Both = if let Some(both) = chained_comparison(p, op_handle) {
        say::chained_comparison(&both)
    } else if lhs == "bool" || rhs == "bool" {
        say::A_BOOL_IS_NOT_A_NUMBER.into()
    } else {
        say::MATCHING_TYPES.into()
    };
    Some(make(
        "W0203",
        p.span(op_handle).or_else(|| p.span(handle)),
        &[
            ("op", op_text(op)),
            ("lhs", &lhs),
            ("rhs", &rhs),
            ("fix", &fix.en),
            ("fix_es", &fix.es),
        ],
    ))
}

/// Whether `op` compares two values.
fn compares(op: naga::BinaryOperator) -> bool {
    use naga::BinaryOperator as B;
    matches!(
        op,
        B::Less | B::LessEqual | B::Greater | B::GreaterEqual | B::Equal | B::NotEqual
    )
}

/// `a < x < b`, as Python chains comparisons, at the comparison `handle`: the WGSL form,
/// `a < x && x < b`.
pub(super) fn chained_comparison(p: &Place<'_>, handle: Handle<Expression>) -> Option<String> {
    let Expression::Binary { op, left, right } = p.function.expressions[handle] else {
        return None;
    };
    let Expression::Binary {
        op: first,
        left: a,
        right: x,
    } = p.function.expressions[left]
    else {
        return None;
    };
    if !compares(op) || !compares(first) {
        return None;
    }
    let text = |h: Handle<Expression>| p.span(h).and_then(|s| p.source.get(s.start..s.end));
    let (a, x, b) = (text(a)?, text(x)?, text(right)?);
    Some(format!("{a} {} {x} && {x} {} {b}", op_text(first), op_text(op)))
}

/// `automatic conversions cannot convert [elements of] `X` to `Y``.
pub(super) fn conversion(message: &str) -> Option<(String, String)> {
    let rest = message.strip_prefix("automatic conversions cannot convert ")?;
    let rest = rest.strip_prefix("elements of ").unwrap_or(rest);
    let mut parts = rest.split('`').filter(|p| !p.trim().is_empty() && p.trim() != "to");
    Some((parts.next()?.to_owned(), parts.next()?.to_owned()))
}

/// A unary operator on a type it does not take (`!n` with a u32, `~x` with an f32), as
/// Tint's `no matching overload for 'operator ! (u32)'`, with the fix for the operator.
pub(super) fn unary(
    p: &Place<'_>,
    handle: Handle<Expression>,
    op: naga::UnaryOperator,
    operand: Handle<Expression>,
) -> Diagnostic {
    let (text, fix) = match op {
        naga::UnaryOperator::LogicalNot => ("!", say::NOT_TAKES_A_BOOL),
        naga::UnaryOperator::BitwiseNot => ("~", say::COMPLEMENT_TAKES_AN_INTEGER),
        naga::UnaryOperator::Negate => ("-", say::NEGATE_TAKES_A_SIGNED_NUMBER),
    };
    make(
        "W0785",
        p.span(handle).or_else(|| p.span(operand)),
        &[
            ("op", text),
            ("ty", &p.ty(operand)),
            ("fix", fix.en),
            ("fix_es", fix.es),
        ],
    )
}
