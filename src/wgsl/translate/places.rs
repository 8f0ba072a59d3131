//! Where things are in the student's text, and how WGSL spells naga's values.

use naga::Expression;

use crate::wgsl::Span;

/// The WGSL spelling of a binary operator.
pub(super) fn op_text(op: naga::BinaryOperator) -> &'static str {
    use naga::BinaryOperator as B;
    match op {
        B::Add => "+",
        B::Subtract => "-",
        B::Multiply => "*",
        B::Divide => "/",
        B::Modulo => "%",
        B::Equal => "==",
        B::NotEqual => "!=",
        B::Less => "<",
        B::LessEqual => "<=",
        B::Greater => ">",
        B::GreaterEqual => ">=",
        B::And => "&",
        B::ExclusiveOr => "^",
        B::InclusiveOr => "|",
        B::LogicalAnd => "&&",
        B::LogicalOr => "||",
        B::ShiftLeft => "<<",
        B::ShiftRight => ">>",
    }
}

/// The built-in value's WGSL name and the type it must have.
pub(super) fn builtin_text(b: naga::BuiltIn) -> (&'static str, &'static str) {
    use naga::BuiltIn as B;
    match b {
        B::Position { .. } => ("position", "vec4<f32>"),
        B::FrontFacing => ("front_facing", "bool"),
        B::FragDepth => ("frag_depth", "f32"),
        B::SampleIndex => ("sample_index", "u32"),
        B::SampleMask => ("sample_mask", "u32"),
        B::VertexIndex => ("vertex_index", "u32"),
        B::InstanceIndex => ("instance_index", "u32"),
        B::LocalInvocationIndex => ("local_invocation_index", "u32"),
        B::LocalInvocationId => ("local_invocation_id", "vec3<u32>"),
        B::GlobalInvocationId => ("global_invocation_id", "vec3<u32>"),
        B::WorkGroupId => ("workgroup_id", "vec3<u32>"),
        B::NumWorkGroups => ("num_workgroups", "vec3<u32>"),
        _ => ("this builtin", "its own type"),
    }
}

pub(super) fn stage_text(stage: naga::ShaderStage) -> &'static str {
    match stage {
        naga::ShaderStage::Vertex => "@vertex",
        naga::ShaderStage::Fragment => "@fragment",
        naga::ShaderStage::Compute => "@compute",
        _ => "this",
    }
}

/// The `n`-th (from 0) place `pattern` occurs in the text, ignoring spaces after `@`.
pub(super) fn find_text(source: &str, pattern: &str, n: usize) -> Option<Span> {
    find_all(source, pattern).into_iter().nth(n)
}

/// Every place `pattern` (an attribute) occurs outside comments.
fn find_all(source: &str, pattern: &str) -> Vec<Span> {
    let squeezed: String = pattern.chars().filter(|c| !c.is_whitespace()).collect();
    let comments: Vec<std::ops::Range<usize>> = crate::wgsl::highlight::tokens(source)
        .into_iter()
        .filter(|(_, k)| *k == crate::wgsl::TokenKind::Comment)
        .map(|(r, _)| r)
        .collect();
    let mut out = Vec::new();
    for (i, _) in source.match_indices('@') {
        if comments.iter().any(|r| r.contains(&i)) {
            continue;
        }
        let rest: String = source[i..]
            .chars()
            .take(squeezed.len() * 2 + 8)
            .filter(|c| !c.is_whitespace())
            .collect();
        if rest.starts_with(&squeezed) {
            let len = source[i..].find(')').map_or(1, |j| j + 1);
            out.push(Span::from_bytes(source, i..i + len));
        }
    }
    out
}

/// The repeated `@location(n)`: the second of two in one struct or one parameter
/// list (nothing between them opens or closes a block or starts a result).
pub(super) fn duplicate_location(source: &str, n: &str) -> Option<Span> {
    let all = find_all(source, &format!("@location({n})"));
    all.windows(2)
        .find(|w| {
            let between = &source[w[0].end..w[1].start];
            !between.contains(['{', '}']) && !between.contains("->")
        })
        .map(|w| w[1])
        .or_else(|| all.get(1).copied())
}

/// The name of an operation that needs neighbouring pixels, if `expr` is one.
pub(crate) fn derivative_call(expr: &Expression) -> Option<&'static str> {
    use naga::{DerivativeAxis as A, DerivativeControl as C};
    match expr {
        Expression::Derivative { axis, ctrl, .. } => Some(match (axis, ctrl) {
            (A::X, C::None) => "dpdx",
            (A::X, C::Coarse) => "dpdxCoarse",
            (A::X, C::Fine) => "dpdxFine",
            (A::Y, C::None) => "dpdy",
            (A::Y, C::Coarse) => "dpdyCoarse",
            (A::Y, C::Fine) => "dpdyFine",
            (A::Width, C::None) => "fwidth",
            (A::Width, C::Coarse) => "fwidthCoarse",
            (A::Width, C::Fine) => "fwidthFine",
        }),
        Expression::ImageSample {
            level: naga::SampleLevel::Auto,
            depth_ref,
            ..
        } => Some(if depth_ref.is_some() {
            "textureSampleCompare"
        } else {
            "textureSample"
        }),
        Expression::ImageSample {
            level: naga::SampleLevel::Bias(_),
            ..
        } => Some("textureSampleBias"),
        _ => None,
    }
}

/// The second time the selector `value` (`0`, `1u`) is listed among the cases of the
/// `switch` that starts at `start`.
pub(super) fn repeated_case(source: &str, start: usize, value: &str) -> Option<Span> {
    let bare = |t: &str| t.trim_end_matches(['i', 'u']).to_owned();
    let want = bare(value);
    let mut depth = 0usize;
    let mut in_case = false;
    let mut seen = 0;
    for (r, kind) in crate::wgsl::tokens(&source[start..]) {
        if matches!(
            kind,
            crate::wgsl::TokenKind::Comment | crate::wgsl::TokenKind::Whitespace
        ) {
            continue;
        }
        let t = &source[start + r.start..start + r.end];
        match t {
            "{" => {
                depth += 1;
                in_case = false;
            }
            "}" => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return None;
                }
            }
            ":" => in_case = false,
            "case" if depth == 1 => in_case = true,
            _ if in_case && bare(t) == want => {
                seen += 1;
                if seen == 2 {
                    return Some(Span::from_bytes(source, start + r.start..start + r.end));
                }
            }
            _ => {}
        }
    }
    None
}
