//! Diagnostics read from what the student wrote around naga's parse error: a type
//! without its template arguments, and `*p.x` where `.` binds before `*`.

use super::make;
use crate::wgsl::{Diagnostic, Span};

/// A type written without the template arguments it needs: a vector or a matrix its
/// element type (W0113); a storage texture its format and access (W0792); a texture, an
/// atomic, an array or a pointer what they hold (W0793). Each with a form that is WGSL.
pub(super) fn template_arguments(source: &str, span: Option<Span>, name: &str) -> Diagnostic {
    let written = span
        .and_then(|s| source.get(s.end..))
        .and_then(|rest| rest.trim_start().strip_prefix('<'))
        .and_then(|rest| rest.split('>').next())
        .map(|inside| inside.trim().to_owned())
        .filter(|inside| !inside.is_empty() && !inside.contains(','));
    if name.starts_with("texture_storage_") {
        let format = written.unwrap_or_else(|| "rgba8unorm".to_owned());
        let fix = format!("{name}<{format}, write>");
        return make("W0792", span, &[("name", name), ("fix", &fix)]);
    }
    let fix = match name {
        n if n.starts_with("texture_") => format!("{n}<f32>"),
        "atomic" => "atomic<u32>".to_owned(),
        "array" => "array<f32, 4>".to_owned(),
        "ptr" => "ptr<function, f32>".to_owned(),
        _ => return make("W0113", span, &[("name", name)]),
    };
    make("W0793", span, &[("name", name), ("fix", &fix)])
}

/// `*p.x` with `p` a pointer to a vector: `.` binds before `*`, so `*` reads `p.x`, a
/// scalar; the hint writes `(*p).x` and names the scalar's type.
pub(super) fn deref_member(source: &str, span: Span) -> Option<crate::text::Both> {
    let text = source.get(span.start..span.end)?.trim();
    let operand = match text.strip_prefix('*') {
        Some(rest) => rest.trim(),
        None if source[..span.start].trim_end().ends_with('*') => text,
        None => return None,
    };
    let (pointer, member) = operand.split_once('.')?;
    let word = |w: &str| !w.is_empty() && w.chars().all(|c| c == '_' || c.is_alphanumeric());
    if !word(pointer) || !word(member) {
        return None;
    }
    // `pointer: ptr<space, T>`: the type it points at.
    let declared = source.find(&format!("{pointer}: ptr<"))? + pointer.len() + ": ptr<".len();
    let inside = source[declared..].split('>').next()?;
    let target = inside.split(',').nth(1)?.trim();
    let scalar = match target {
        t if t.starts_with("vec") && t.ends_with('f') => "f32",
        t if t.starts_with("vec") && t.ends_with('i') => "i32",
        t if t.starts_with("vec") && t.ends_with('u') => "u32",
        t if t.starts_with("vec") && t.contains('<') => t.split('<').nth(1)?,
        _ => return None,
    };
    Some(crate::text::wgsl_hints::deref_member(pointer, member, scalar))
}
