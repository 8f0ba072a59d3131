//! Built-in calls that no overload accepts, said as Tint says them: the call with its
//! argument types (`no matching call to 'dot(vec3<f32>, vec4<f32>)'`), then the
//! overloads that exist ([`table`]) and the usual fix. naga's front end names only the
//! first argument it refuses; the others' types come from [`super::probe`]. The
//! validator's errors give every argument as an expression of the module
//! ([`super::calls`]).

mod table;

pub(crate) use table::candidates;

use super::{label, make, note};
use crate::text::{Both, wgsl_hints as say};
use crate::wgsl::{Diagnostic, Span};

/// `no matching call to 'f(A, B)'` at `span`, with the overloads of `f` as notes;
/// `bad` is the refused argument (1-based) and where it is written.
pub(crate) fn no_matching_call(
    f: &str,
    args: &[String],
    span: Option<Span>,
    bad: Option<(usize, Option<Span>)>,
) -> Diagnostic {
    // Tint writes a space after each comma of a type (`texture_storage_2d<rgba8unorm, write>`).
    let args: Vec<String> = args
        .iter()
        .map(|a| with_access(&a.replace(", ", ",").replace(',', ", ")))
        .collect();
    let args = &args[..];
    let mut d = make("W0825", span, &[("f", f), ("args", &args.join(", "))]);
    if let Some((n, at)) = bad
        && let Some(ty) = args.get(n.wrapping_sub(1))
        && at.is_some()
    {
        label(&mut d, at, say::argument_is(n, ty));
    }
    list_overloads(&mut d, f, args.first().map(String::as_str));
    if let Some(fix) = fix_for(f, args) {
        note(&mut d, say::hint(fix));
    }
    d
}

/// The usual fix of a call no overload takes, for the mistakes students make most.
fn fix_for(f: &str, args: &[String]) -> Option<Both> {
    let arg = |i: usize| args.get(i).map_or("", String::as_str);
    let size = |t: &str| {
        t.strip_prefix("vec")
            .and_then(|r| r.chars().next())
            .filter(char::is_ascii_digit)
    };
    if f.starts_with("textureSample") && ["vec2<i32>", "vec2<u32>"].contains(&arg(2)) {
        return Some(say::sample_takes_float_coordinates(f));
    }
    // A storage texture whose access does not allow the call.
    for (call, access, need) in [("textureLoad", "write", "read"), ("textureStore", "read", "write")] {
        if f == call && arg(0).starts_with("texture_storage") && arg(0).ends_with(&format!(", {access}>")) {
            return Some(crate::text::storage_access::declare_with_access(f, access, need));
        }
    }
    if f == "textureLoad" && arg(1).contains("f32") {
        return Some(say::LOAD_TAKES_INTEGER_COORDINATES.into());
    }
    if f == "textureStore"
        && args
            .last()
            .is_some_and(|v| v.starts_with("vec3") || !v.starts_with("vec"))
    {
        return Some(say::STORE_TAKES_FOUR_COMPONENTS.into());
    }
    if f.starts_with("textureSample") && args.len() >= 2 && !args.iter().any(|a| a.starts_with("sampler")) {
        return Some(say::texture_then_sampler(f));
    }
    let sizes: Vec<char> = args.iter().filter_map(|a| size(a)).collect();
    if sizes.len() >= 2 && sizes.iter().any(|s| *s != sizes[0]) {
        return Some(say::THE_VECTORS_SAME_SIZE.into());
    }
    if matches!(f, "normalize" | "dot" | "cross" | "reflect") && args.iter().any(|a| size(a).is_none()) {
        return Some(say::works_on_vectors(f));
    }
    None
}

/// naga leaves out the access mode of a pointer to `function`, `private` or
/// `workgroup` memory, which is always `read_write`, and of `uniform` memory, which is
/// always `read`; Tint writes it.
pub(super) fn with_access(ty: &str) -> String {
    let Some(inner) = ty.strip_prefix("ptr<").and_then(|t| t.strip_suffix('>')) else {
        return ty.to_owned();
    };
    let mut depth = 0usize;
    let commas = inner
        .chars()
        .filter(|c| {
            match c {
                '<' => depth += 1,
                '>' => depth = depth.saturating_sub(1),
                _ => {}
            }
            *c == ',' && depth == 0
        })
        .count();
    if commas == 1 && inner.starts_with("uniform,") {
        format!("ptr<{inner}, read>")
    } else if commas == 1 {
        format!("ptr<{inner}, read_write>")
    } else {
        ty.to_owned()
    }
}

/// Adds `no matching call to 'f(…)'` and the overloads of `f` as notes, to a
/// diagnostic that says what to change.
pub(crate) fn no_call_note(d: &mut Diagnostic, f: &str, args: &[String]) {
    note(d, say::no_matching_call(f, &args.join(", ")));
    list_overloads(d, f, args.first().map(String::as_str));
}

/// Adds the overloads of `f` (those for the texture kind `first`) as notes.
pub(crate) fn list_overloads(d: &mut Diagnostic, f: &str, first: Option<&str>) {
    let list = candidates(f, first);
    if !list.is_empty() {
        note(d, say::overloads_of(f));
        for c in list {
            let line = format!("  {c}");
            note(
                d,
                Both {
                    es: line.clone(),
                    en: line,
                },
            );
        }
    }
}
