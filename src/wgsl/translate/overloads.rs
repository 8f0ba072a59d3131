//! Built-in calls that no overload accepts, said as Tint says them: the call with its
//! argument types (`no matching call to 'dot(vec3<f32>, vec4<f32>)'`), then the
//! overloads that exist. naga's front end names only the first argument it refuses; the
//! other arguments' types come from a probe (the statement rewritten as phony
//! assignments of each argument, parsed again). The validator's image errors give
//! every argument as an expression of the module.

use naga::common::wgsl::TypeContext as _;

use super::{label, make, note};
use crate::wgsl::{Diagnostic, Span, TokenKind};

/// `[T: f32, f16]`: the constraint notation of the candidate lists (the same in both
/// languages).
const FLOAT: &str = "[T: f32, f16]";
const NUM: &str = "[T: f32, i32, u32, f16]";
const SIGNED: &str = "[T: f32, i32, f16]";
const ATOMIC: &str = "[S: workgroup, storage; T: i32, u32]";
/// Component-wise float functions of one argument.
const FLOAT1: &[&str] = &["(T) -> T", "(vecN<T>) -> vecN<T>"];

/// The overloads of the built-in functions, in WGSL's notation. A signature that starts
/// with `(` is completed with the function's name.
const TABLE: &[(&[&str], &[&str], &str)] = &[
    (
        &[
            "acos",
            "acosh",
            "asin",
            "asinh",
            "atan",
            "atanh",
            "ceil",
            "cos",
            "cosh",
            "degrees",
            "exp",
            "exp2",
            "floor",
            "fract",
            "inverseSqrt",
            "log",
            "log2",
            "quantizeToF16",
            "radians",
            "round",
            "saturate",
            "sin",
            "sinh",
            "sqrt",
            "tan",
            "tanh",
            "trunc",
            "dpdx",
            "dpdxCoarse",
            "dpdxFine",
            "dpdy",
            "dpdyCoarse",
            "dpdyFine",
            "fwidth",
            "fwidthCoarse",
            "fwidthFine",
        ],
        FLOAT1,
        FLOAT,
    ),
    (&["abs"], &["(T) -> T", "(vecN<T>) -> vecN<T>"], NUM),
    (&["sign"], &["(T) -> T", "(vecN<T>) -> vecN<T>"], SIGNED),
    (
        &["atan2", "pow", "step", "ldexp"],
        &["(T, T) -> T", "(vecN<T>, vecN<T>) -> vecN<T>"],
        FLOAT,
    ),
    (&["max", "min"], &["(T, T) -> T", "(vecN<T>, vecN<T>) -> vecN<T>"], NUM),
    (
        &["clamp"],
        &["(T, T, T) -> T", "(vecN<T>, vecN<T>, vecN<T>) -> vecN<T>"],
        NUM,
    ),
    (
        &["smoothstep", "fma"],
        &["(T, T, T) -> T", "(vecN<T>, vecN<T>, vecN<T>) -> vecN<T>"],
        FLOAT,
    ),
    (
        &["mix"],
        &[
            "(T, T, T) -> T",
            "(vecN<T>, vecN<T>, vecN<T>) -> vecN<T>",
            "(vecN<T>, vecN<T>, T) -> vecN<T>",
        ],
        FLOAT,
    ),
    (&["length"], &["(T) -> T", "(vecN<T>) -> T"], FLOAT),
    (&["distance"], &["(T, T) -> T", "(vecN<T>, vecN<T>) -> T"], FLOAT),
    (&["normalize"], &["(vecN<T>) -> vecN<T>"], FLOAT),
    (&["dot"], &["(vecN<T>, vecN<T>) -> T"], NUM),
    (&["cross"], &["(vec3<T>, vec3<T>) -> vec3<T>"], FLOAT),
    (&["reflect"], &["(vecN<T>, vecN<T>) -> vecN<T>"], FLOAT),
    (&["refract"], &["(vecN<T>, vecN<T>, T) -> vecN<T>"], FLOAT),
    (&["faceForward"], &["(vecN<T>, vecN<T>, vecN<T>) -> vecN<T>"], FLOAT),
    (&["determinant"], &["(matNxN<T>) -> T"], FLOAT),
    (&["transpose"], &["(matCxR<T>) -> matRxC<T>"], FLOAT),
    (&["all", "any"], &["(bool) -> bool", "(vecN<bool>) -> bool"], ""),
    (
        &["select"],
        &[
            "(T, T, bool) -> T",
            "(vecN<T>, vecN<T>, bool) -> vecN<T>",
            "(vecN<T>, vecN<T>, vecN<bool>) -> vecN<T>",
        ],
        "[T: bool, f32, i32, u32, f16]",
    ),
    (
        &["arrayLength"],
        &["(ptr<storage, array<T>, A>) -> u32"],
        "[A: read, read_write]",
    ),
    (&["atomicLoad"], &["(ptr<S, atomic<T>, read_write>) -> T"], ATOMIC),
    (&["atomicStore"], &["(ptr<S, atomic<T>, read_write>, T)"], ATOMIC),
    (
        &[
            "atomicAdd",
            "atomicSub",
            "atomicMax",
            "atomicMin",
            "atomicAnd",
            "atomicOr",
            "atomicXor",
            "atomicExchange",
        ],
        &["(ptr<S, atomic<T>, read_write>, T) -> T"],
        ATOMIC,
    ),
    (
        &["atomicCompareExchangeWeak"],
        &["(ptr<S, atomic<T>, read_write>, T, T) -> __atomic_compare_exchange_result<T>"],
        ATOMIC,
    ),
    (
        &["textureSample"],
        &[
            "(texture_1d<f32>, sampler, f32) -> vec4<f32>",
            "(texture_2d<f32>, sampler, vec2<f32>) -> vec4<f32>",
            "(texture_2d<f32>, sampler, vec2<f32>, offset: vec2<i32>) -> vec4<f32>",
            "(texture_2d_array<f32>, sampler, vec2<f32>, array_index: A) -> vec4<f32>",
            "(texture_3d<f32>, sampler, vec3<f32>) -> vec4<f32>",
            "(texture_cube<f32>, sampler, vec3<f32>) -> vec4<f32>",
            "(texture_cube_array<f32>, sampler, vec3<f32>, array_index: A) -> vec4<f32>",
            "(texture_depth_2d, sampler, vec2<f32>) -> f32",
            "(texture_depth_cube, sampler, vec3<f32>) -> f32",
        ],
        "[A: i32, u32]",
    ),
    (
        &["textureSampleLevel"],
        &[
            "(texture_2d<f32>, sampler, vec2<f32>, level: f32) -> vec4<f32>",
            "(texture_2d_array<f32>, sampler, vec2<f32>, array_index: A, level: f32) -> vec4<f32>",
            "(texture_3d<f32>, sampler, vec3<f32>, level: f32) -> vec4<f32>",
            "(texture_cube<f32>, sampler, vec3<f32>, level: f32) -> vec4<f32>",
            "(texture_depth_2d, sampler, vec2<f32>, level: L) -> f32",
        ],
        "[A, L: i32, u32]",
    ),
    (
        &["textureSampleBias"],
        &[
            "(texture_2d<f32>, sampler, vec2<f32>, bias: f32) -> vec4<f32>",
            "(texture_3d<f32>, sampler, vec3<f32>, bias: f32) -> vec4<f32>",
            "(texture_cube<f32>, sampler, vec3<f32>, bias: f32) -> vec4<f32>",
        ],
        "",
    ),
    (
        &["textureSampleGrad"],
        &[
            "(texture_2d<f32>, sampler, vec2<f32>, ddx: vec2<f32>, ddy: vec2<f32>) -> vec4<f32>",
            "(texture_3d<f32>, sampler, vec3<f32>, ddx: vec3<f32>, ddy: vec3<f32>) -> vec4<f32>",
            "(texture_cube<f32>, sampler, vec3<f32>, ddx: vec3<f32>, ddy: vec3<f32>) -> vec4<f32>",
        ],
        "",
    ),
    (
        &["textureSampleCompare", "textureSampleCompareLevel"],
        &[
            "(texture_depth_2d, sampler_comparison, vec2<f32>, depth_ref: f32) -> f32",
            "(texture_depth_cube, sampler_comparison, vec3<f32>, depth_ref: f32) -> f32",
        ],
        "",
    ),
    (
        &["textureLoad"],
        &[
            "(texture_1d<T>, C, level: L) -> vec4<T>",
            "(texture_2d<T>, vec2<C>, level: L) -> vec4<T>",
            "(texture_2d_array<T>, vec2<C>, array_index: A, level: L) -> vec4<T>",
            "(texture_3d<T>, vec3<C>, level: L) -> vec4<T>",
            "(texture_multisampled_2d<T>, vec2<C>, sample_index: S) -> vec4<T>",
            "(texture_depth_2d, vec2<C>, level: L) -> f32",
            "(texture_storage_2d<F, read>, vec2<C>) -> vec4<T>",
            "(texture_external, vec2<C>) -> vec4<f32>",
        ],
        "[T: f32, i32, u32; C, L, A, S: i32, u32]",
    ),
    (
        &["textureStore"],
        &[
            "(texture_storage_1d<F, W>, C, vec4<T>)",
            "(texture_storage_2d<F, W>, vec2<C>, vec4<T>)",
            "(texture_storage_2d_array<F, W>, vec2<C>, array_index: A, vec4<T>)",
            "(texture_storage_3d<F, W>, vec3<C>, vec4<T>)",
        ],
        "[T: f32 (…unorm, …snorm, …float), i32 (…sint), u32 (…uint); C, A: i32, u32; W: write, read_write]",
    ),
    (
        &["textureDimensions"],
        &[
            "(texture_1d<T>) -> u32",
            "(texture_2d<T>) -> vec2<u32>",
            "(texture_2d<T>, level: L) -> vec2<u32>",
            "(texture_3d<T>) -> vec3<u32>",
            "(texture_storage_2d<F, A>) -> vec2<u32>",
        ],
        "[L: i32, u32]",
    ),
];

/// The overloads of `f` as text, those whose first parameter is the family of `first`
/// (the texture kind) when some are; empty when Lienzo has no list for `f`.
pub(crate) fn candidates(f: &str, first: Option<&str>) -> Vec<String> {
    let Some((_, sigs, constraint)) = TABLE.iter().find(|(names, _, _)| names.contains(&f)) else {
        return Vec::new();
    };
    let full = |s: &&str| {
        let tail = constraint_of(s, constraint);
        if tail.is_empty() {
            format!("{f}{s}")
        } else {
            format!("{f}{s}   [{tail}]")
        }
    };
    let family = first
        .filter(|t| t.starts_with("texture_"))
        .map(|t| t.split(['<', ',']).next().unwrap_or(t));
    let same: Vec<String> = sigs
        .iter()
        .filter(|s| {
            family.is_some_and(|fam| {
                let p = s.trim_start_matches('(');
                p.strip_prefix(fam).is_some_and(|r| r.starts_with(['<', ',', ')']))
            })
        })
        .map(full)
        .collect();
    if same.is_empty() {
        sigs.iter().map(full).collect()
    } else {
        same
    }
}

/// The parts of `constraint` (`[T: f32, f16; A: i32, u32]`) about the letters that
/// `sig` uses.
fn constraint_of(sig: &str, constraint: &str) -> String {
    let uses = |v: &str| sig.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == v);
    constraint
        .trim_matches(['[', ']'])
        .split(';')
        .filter_map(|part| {
            let (vars, types) = part.split_once(':')?;
            let vars: Vec<&str> = vars.split(',').map(str::trim).filter(|v| uses(v)).collect();
            (!vars.is_empty()).then(|| format!("{}:{types}", vars.join(", ")))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// `no matching call to 'f(A, B)'` at `span`, with the overloads of `f` as notes;
/// `bad` is the refused argument (1-based) and where it is written.
pub(crate) fn no_matching_call(
    f: &str,
    args: &[String],
    span: Option<Span>,
    bad: Option<(usize, Option<Span>)>,
) -> Diagnostic {
    // Tint writes a space after each comma of a type (`texture_storage_2d<rgba8unorm, write>`).
    let args: Vec<String> = args.iter().map(|a| a.replace(", ", ",").replace(',', ", ")).collect();
    let args = &args[..];
    let call = format!("{f}({})", args.join(", "));
    let mut d = make("W0825", span, &[("call", &call), ("f", f)]);
    if let Some((n, at)) = bad
        && let Some(ty) = args.get(n.wrapping_sub(1))
        && at.is_some()
    {
        label(
            &mut d,
            at,
            format!("argument {n} is '{ty}'"),
            format!("el argumento {n} es '{ty}'"),
        );
    }
    list_overloads(&mut d, f, args.first().map(String::as_str));
    d
}

/// Adds `no matching call to 'f(…)'` and the overloads of `f` as notes, to a
/// diagnostic that says what to change.
pub(crate) fn no_call_note(d: &mut Diagnostic, f: &str, args: &[String]) {
    let call = format!("{f}({})", args.join(", "));
    note(
        d,
        format!("no matching call to '{call}'"),
        format!("ninguna sobrecarga de '{f}' acepta la llamada '{call}'"),
    );
    list_overloads(d, f, args.first().map(String::as_str));
}

/// Adds the overloads of `f` (those for the texture kind `first`) as notes.
pub(crate) fn list_overloads(d: &mut Diagnostic, f: &str, first: Option<&str>) {
    let list = candidates(f, first);
    if !list.is_empty() {
        note(
            d,
            format!("the overloads of '{f}':"),
            format!("las sobrecargas de '{f}':"),
        );
        for c in list {
            note(d, format!("  {c}"), format!("  {c}"));
        }
    }
}

/// The argument list of the call whose name is at `name` (byte range in `source`):
/// each argument's byte range, split at the commas outside brackets.
pub(crate) fn call_args(source: &str, name: std::ops::Range<usize>) -> Option<Vec<std::ops::Range<usize>>> {
    let toks: Vec<_> = crate::wgsl::tokens(&source[name.end..])
        .into_iter()
        .filter(|(_, k)| !matches!(k, TokenKind::Comment | TokenKind::Whitespace))
        .map(|(r, _)| name.end + r.start..name.end + r.end)
        .collect();
    let mut it = toks.iter();
    let open = it.next()?;
    if &source[open.clone()] != "(" {
        return None;
    }
    let (mut depth, mut args, mut start) = (0usize, Vec::new(), open.end);
    for r in it {
        match &source[r.clone()] {
            "(" | "[" => depth += 1,
            ")" | "]" if depth > 0 => depth -= 1,
            ")" => {
                if !source[start..r.start].trim().is_empty() {
                    args.push(trimmed(source, start..r.start));
                }
                return Some(args);
            }
            "," if depth == 0 => {
                args.push(trimmed(source, start..r.start));
                start = r.end;
            }
            _ => {}
        }
    }
    None
}

fn trimmed(source: &str, r: std::ops::Range<usize>) -> std::ops::Range<usize> {
    let text = &source[r.clone()];
    let start = r.start + (text.len() - text.trim_start().len());
    let end = r.end - (text.len() - text.trim_end().len());
    start..end.max(start)
}

/// The WGSL types of `args` (byte ranges of `source`, inside one function body): the
/// statement holding them is replaced, up to the function's end, by phony assignments
/// `_ = arg;`, and the result parsed again. `None` where the probe does not parse (an
/// argument naga cannot load, another error later in the text).
pub(crate) fn arg_types(source: &str, args: &[std::ops::Range<usize>]) -> Vec<Option<String>> {
    let unknown = vec![None; args.len()];
    let Some(first) = args.first() else { return unknown };
    let toks: Vec<_> = crate::wgsl::tokens(source)
        .into_iter()
        .filter(|(_, k)| !matches!(k, TokenKind::Comment | TokenKind::Whitespace))
        .map(|(r, _)| r)
        .collect();
    // The braces open at the argument, and where its statement starts.
    let (mut depth, mut stmt_start) = (0usize, 0usize);
    let mut brackets = 0isize;
    for r in toks.iter().take_while(|r| r.start < first.start) {
        match &source[r.clone()] {
            "{" => {
                depth += 1;
                stmt_start = r.end;
            }
            "}" => {
                depth = depth.saturating_sub(1);
                stmt_start = r.end;
            }
            "(" | "[" => brackets += 1,
            ")" | "]" => brackets -= 1,
            ";" if brackets == 0 => stmt_start = r.end,
            _ => {}
        }
    }
    if depth == 0 {
        return unknown;
    }
    // The closing brace of the function.
    let mut level = depth;
    let Some(close) = toks.iter().filter(|r| r.start >= first.start).find(|r| {
        match &source[(*r).clone()] {
            "{" => level += 1,
            "}" => level -= 1,
            _ => {}
        }
        level == 0
    }) else {
        return unknown;
    };
    let mut probe = source[..stmt_start].to_owned();
    let mut at = Vec::new();
    for a in args {
        // A name is looked up by its name: a phony assignment of a `let` would rename
        // the `let`'s expression.
        if is_name(&source[a.clone()]) {
            at.push(0..0);
            continue;
        }
        probe.push_str("\n_ = ");
        let start = probe.len();
        probe.push_str(&source[a.clone()]);
        at.push(start..probe.len());
        probe.push(';');
    }
    probe.push('\n');
    probe.push_str(&"}".repeat(depth - 1));
    probe.push_str(&source[close.start..]);
    let Ok(module) = naga::front::wgsl::parse_str(&probe) else {
        return unknown;
    };
    // The function holding the probe, by the name after the last `fn` before it.
    let name = toks
        .iter()
        .take_while(|r| r.start < first.start)
        .collect::<Vec<_>>()
        .windows(2)
        .filter(|w| &source[w[0].clone()] == "fn")
        .last()
        .map(|w| &source[w[1].clone()]);
    let Some(name) = name else { return unknown };
    let holder = module
        .functions
        .iter()
        .map(|(_, f)| (f.name.as_deref(), f))
        .chain(module.entry_points.iter().map(|e| (Some(e.name.as_str()), &e.function)))
        .find(|(n, _)| *n == Some(name));
    let Some((_, f)) = holder else { return unknown };
    let ctx = naga::proc::ResolveContext::with_locals(&module, &f.local_variables, &f.arguments);
    let mut typifier = naga::front::Typifier::new();
    for (h, _) in f.expressions.iter() {
        if typifier.grow(h, &f.expressions, &ctx).is_err() {
            return unknown;
        }
    }
    let show = |h: naga::Handle<naga::Expression>| module.to_ctx().type_resolution_to_string(&typifier[h]);
    args.iter()
        .zip(&at)
        .map(|(a, range)| {
            let text = source[a.clone()].trim();
            if let Some(t) = abstract_literal(text) {
                return Some(t.to_owned());
            }
            if is_name(text) {
                // A name: a `let` (its value's expression was made where it was
                // declared), a `var`, a parameter, a module-scope variable.
                if let Some((h, _)) = f.named_expressions.iter().rev().find(|(_, n)| n.as_str() == text) {
                    return Some(show(*h));
                }
                if let Some((_, v)) = f.local_variables.iter().find(|(_, v)| v.name.as_deref() == Some(text)) {
                    return Some(module.to_ctx().type_to_string(v.ty));
                }
                if let Some(arg) = f.arguments.iter().find(|v| v.name.as_deref() == Some(text)) {
                    return Some(module.to_ctx().type_to_string(arg.ty));
                }
                if let Some((_, v)) = module
                    .global_variables
                    .iter()
                    .find(|(_, v)| v.name.as_deref() == Some(text))
                {
                    return Some(module.to_ctx().type_to_string(v.ty));
                }
            }
            // Any other expression was made fresh at the probe: the last (outermost)
            // expression written exactly there.
            f.expressions
                .iter()
                .filter(|(h, _)| f.expressions.get_span(*h).to_range().is_some_and(|r| r == *range))
                .last()
                .map(|(h, _)| show(h))
        })
        .collect()
}

fn is_name(text: &str) -> bool {
    let text = text.trim();
    text.chars().all(|c| c.is_alphanumeric() || c == '_') && !text.starts_with(|c: char| c.is_ascii_digit())
}

/// A literal without a suffix keeps its abstract type, as Tint prints it; the probe's
/// phony assignment would have made it concrete.
fn abstract_literal(text: &str) -> Option<&'static str> {
    let t = text.trim().trim_start_matches('-');
    let first = t.chars().next()?;
    if !first.is_ascii_digit() && first != '.' {
        return None;
    }
    if t.ends_with(['u', 'i', 'f', 'h']) && !t.starts_with("0x") {
        return None;
    }
    if t.starts_with("0x") {
        return Some(if t.contains(['.', 'p', 'P']) {
            "abstract-float"
        } else {
            "abstract-int"
        });
    }
    if t.contains(['.', 'e', 'E']) {
        Some("abstract-float")
    } else {
        Some("abstract-int")
    }
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
