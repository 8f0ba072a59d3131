//! Which entry points a scene uses, following the README's rules.

use naga::ShaderStage;

use super::diagnostic::{DiagSource, Diagnostic};
use super::reflect::{EntryPoint, Reflection};
use crate::text::wgsl_checks as say;

/// Which entry points a shader needs: what a page of that kind draws with it. The
/// playground's page draws a fragment shader over the whole canvas; the checks of the
/// corpus also know a lit mesh (vertex and fragment) and a compute pass.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SceneKind {
    /// A fragment shader over the whole canvas (a vertex stage is supplied if missing).
    #[default]
    Fullscreen,
    /// A vertex and a fragment stage.
    Mesh,
    /// A compute stage.
    Compute,
}

impl SceneKind {
    /// The kind's name, as messages write it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Fullscreen => "Fullscreen",
            Self::Mesh => "Mesh",
            Self::Compute => "Compute",
        }
    }
}

/// The entry points a scene will draw or dispatch with.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stages {
    /// The `@vertex` entry point; `None` means the page supplies a fullscreen triangle.
    pub vertex: Option<String>,
    /// The `@fragment` entry point.
    pub fragment: Option<String>,
    /// The `@compute` entry point.
    pub compute: Option<String>,
}

/// The WGSL attribute that marks entry points of a stage, for messages.
fn stage_attr(stage: ShaderStage) -> &'static str {
    match stage {
        ShaderStage::Vertex => "@vertex",
        ShaderStage::Fragment => "@fragment",
        ShaderStage::Compute => "@compute",
        _ => "@(other stage)",
    }
}

/// How many entry points of one stage a scene accepts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Need {
    /// Exactly one.
    One,
    /// None or one.
    Optional,
}

/// Picks the entry points the scene will use, following the README's rules.
///
/// Fullscreen needs exactly one `@fragment` and at most one `@vertex`; Mesh exactly one
/// of each; Compute exactly one `@compute`. A missing one is a `Lesson` problem; two of a
/// stage are reported as ambiguous, with a label at each.
///
/// # Errors
///
/// Returns the first problem found: a missing or an ambiguous entry point.
#[allow(
    clippy::result_large_err,
    reason = "the error is the rare path and goes straight into a list (smaller on wasm32, where it does not fire)"
)]
pub fn pick_stages(r: &Reflection, scene: SceneKind) -> Result<Stages, Diagnostic> {
    let pick = |stage: ShaderStage, need: Need| -> Result<Option<String>, Diagnostic> {
        let found: Vec<&EntryPoint> = r.entry_points.iter().filter(|ep| ep.stage == stage).collect();
        let attr = stage_attr(stage);
        match found.as_slice() {
            [] if need == Need::Optional => Ok(None),
            [] => Err(missing(attr, scene)),
            [one] => Ok(Some(one.name.clone())),
            many => {
                let names: Vec<&str> = many.iter().map(|ep| ep.name.as_str()).collect();
                let mut diag = Diagnostic::new(
                    "W0903",
                    DiagSource::Lesson,
                    say::ambiguous_entry_points(many.len(), attr, &names.join(", ")),
                    many.first().and_then(|ep| ep.span),
                );
                for ep in many {
                    diag = diag.label2(say::entry_point(attr, &ep.name), ep.span);
                }
                Err(diag.note2(say::keep_one_entry_point(scene.name(), attr)))
            }
        }
    };
    Ok(match scene {
        SceneKind::Fullscreen => {
            let fragment = pick(ShaderStage::Fragment, Need::One)?;
            Stages {
                vertex: pick(ShaderStage::Vertex, Need::Optional)?,
                fragment,
                compute: None,
            }
        }
        SceneKind::Mesh => Stages {
            vertex: pick(ShaderStage::Vertex, Need::One)?,
            fragment: pick(ShaderStage::Fragment, Need::One)?,
            compute: None,
        },
        SceneKind::Compute => Stages {
            vertex: None,
            fragment: None,
            compute: pick(ShaderStage::Compute, Need::One)?,
        },
    })
}

/// After the module's own errors, the scene's needs: the entry point attributes the
/// scene needs that the text never writes (the module could not be reflected).
pub(super) fn missing_in_text(
    source: &str,
    toks: &[(std::ops::Range<usize>, super::TokenKind)],
    scene: SceneKind,
) -> Option<Diagnostic> {
    let written = |attr: &str| {
        toks.iter()
            .any(|(r, k)| *k == super::TokenKind::Attribute && source.get(r.clone()) == Some(attr))
    };
    let needed: &[&str] = match scene {
        SceneKind::Fullscreen => &["@fragment"],
        SceneKind::Mesh => &["@vertex", "@fragment"],
        SceneKind::Compute => &["@compute"],
    };
    needed
        .iter()
        .find(|attr| !written(attr))
        .map(|attr| missing(attr, scene))
}

/// The problem for a scene whose required entry point is absent.
fn missing(attr: &str, scene: SceneKind) -> Diagnostic {
    let (what, example) = match scene {
        SceneKind::Fullscreen => (
            say::FULLSCREEN_NEEDS,
            "@fragment fn fs_main(@location(0) uv: vec2f) -> @location(0) vec4f { return vec4f(uv, 0.0, 1.0); }",
        ),
        SceneKind::Mesh => (
            say::MESH_NEEDS,
            "@vertex fn vs_main(@location(0) position: vec3f, @location(1) normal: vec3f) -> @builtin(position) vec4f { ... }",
        ),
        SceneKind::Compute => (
            say::COMPUTE_NEEDS,
            "@compute @workgroup_size(8, 8) fn main(@builtin(global_invocation_id) id: vec3u) { ... }",
        ),
    };
    Diagnostic::new("W0904", DiagSource::Lesson, say::no_entry_point(attr, what), None).note2(say::for_example(example))
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::pick_stages;
    use crate::wgsl::SceneKind;
    use crate::wgsl::{DiagSource, Reflection, reflect};

    /// Parses, validates and reflects `src` with the given override values.
    fn reflected(src: &str, values: &[(&str, f64)]) -> Reflection {
        let module = naga::front::wgsl::parse_str(src).unwrap();
        let caps = naga::valid::Capabilities::empty();
        let info = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), caps)
            .validate(&module)
            .unwrap();
        let values: HashMap<String, f64> = values.iter().map(|&(k, v)| (k.to_string(), v)).collect();
        reflect(src, &module, &info, &values)
    }

    const FRAG: &str = "@fragment fn paint() -> @location(0) vec4f { return vec4f(1.0); }\n";
    const VERT: &str = "@vertex fn vs(@location(0) p: vec3f) -> @builtin(position) vec4f { return vec4f(p, 1.0); }\n";

    #[test]
    fn fullscreen_fragment_only_is_fine() {
        let stages = pick_stages(&reflected(FRAG, &[]), SceneKind::Fullscreen).unwrap();
        assert_eq!((stages.vertex, stages.fragment.as_deref()), (None, Some("paint")));
        let both = format!("{VERT}{FRAG}");
        let stages = pick_stages(&reflected(&both, &[]), SceneKind::Fullscreen).unwrap();
        assert_eq!(stages.vertex.as_deref(), Some("vs"));
    }

    #[test]
    fn two_fragments_are_ambiguous() {
        let src = format!("{FRAG}\n@fragment fn other() -> @location(0) vec4f {{ return vec4f(0.0); }}\n");
        let err = pick_stages(&reflected(&src, &[]), SceneKind::Fullscreen).unwrap_err();
        assert_eq!(
            err.message,
            "ambiguous: 2 @fragment entry points (paint, other); keep one"
        );
        assert_eq!(err.labels.len(), 2);
        let second = err.labels[1].span.unwrap();
        assert_eq!((second.line, second.column), (3, 11));
        assert_eq!(&src[second.start..second.end], "fn other");
    }

    #[test]
    fn mesh_without_vertex_is_a_lesson_problem() {
        let err = pick_stages(&reflected(FRAG, &[]), SceneKind::Mesh).unwrap_err();
        assert_eq!(err.source, DiagSource::Lesson);
        assert!(err.message.starts_with("no @vertex entry point"), "{}", err.message);
        let both = format!("{VERT}{FRAG}");
        assert!(pick_stages(&reflected(&both, &[]), SceneKind::Mesh).is_ok());
        assert!(pick_stages(&reflected(&both, &[]), SceneKind::Compute).is_err());
    }
}
