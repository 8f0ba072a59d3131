//! `lienzo check`: one shader validated, built and run, with its problems printed.

use std::path::PathBuf;

use super::{Common, EXIT_OK, EXIT_PROBLEMS, fail, knobs_for, out};
use crate::gpu::{DeviceState, Sandbox};
use crate::wgsl::Diagnostic;

/// Arguments of `lienzo check`.
#[derive(Clone, Debug)]
pub struct CheckArgs {
    /// WGSL file.
    pub file: PathBuf,
    /// Lesson whose scene and knobs to use.
    pub lesson: Option<String>,
    /// `name=value` knob pairs.
    pub set: Vec<String>,
    /// Frames to render.
    pub frames: u32,
    /// Canvas size.
    pub size: (u32, u32),
    /// PNG output.
    pub png: Option<PathBuf>,
    /// JSON output.
    pub json: bool,
}

/// One diagnostic as the CLI prints it in JSON.
#[derive(serde::Serialize)]
struct JsonDiag<'a> {
    file: &'a str,
    line: Option<u32>,
    column: Option<u32>,
    length: Option<u32>,
    severity: &'static str,
    code: Option<&'static str>,
    message: String,
    source: &'a crate::wgsl::DiagSource,
    labels: Vec<String>,
    notes: &'a [String],
}

fn json_diag<'a>(file: &'a str, d: &'a Diagnostic) -> JsonDiag<'a> {
    JsonDiag {
        file,
        line: d.span.as_ref().map(|s| s.line),
        column: d.span.as_ref().map(|s| s.column),
        length: d.span.as_ref().map(|s| s.length),
        severity: d.severity.as_str(),
        code: d.code,
        message: d.message.clone(),
        source: &d.source,
        labels: d
            .labels
            .iter()
            .map(|l| match &l.span {
                Some(s) => format!("{}:{}: {}", s.line, s.column, l.message),
                None => l.message.clone(),
            })
            .collect(),
        notes: &d.notes,
    }
}

/// Whether the text's entry points are all `@compute` (and it has one).
fn only_compute(source: &str) -> bool {
    let attrs: Vec<&str> = crate::wgsl::tokens(source)
        .into_iter()
        .filter(|(_, k)| *k == crate::wgsl::TokenKind::Attribute)
        .map(|(r, _)| &source[r])
        .collect();
    attrs.contains(&"@compute") && !attrs.iter().any(|a| matches!(*a, "@fragment" | "@vertex"))
}

/// `lienzo check`.
pub fn check(common: &Common, args: &CheckArgs) -> u8 {
    let source = match crate::work::read_text(&args.file) {
        Ok(s) => s,
        Err(e) => return fail(args.json, e),
    };
    let catalog = crate::lesson::Catalog::load(&common.lessons_dir(), &common.shaders_dir());
    let (knobs, scene, spec) = match knobs_for(common, &catalog, args.lesson.as_deref(), &args.set) {
        Ok(v) => v,
        Err(e) => return fail(args.json, e),
    };
    // Without a lesson, a file with only @compute entry points is checked as the
    // Compute scene, not as the default Fullscreen one.
    let scene = match args.lesson {
        None if only_compute(&source) => crate::lesson::SceneKind::Compute,
        _ => scene,
    };
    let file = args.file.display().to_string();
    let mut sandbox = Sandbox::new(super::sandbox_options(common), scene, spec, knobs);
    sandbox.set_source(&source);
    let mut problems = sandbox.problems();
    let no_adapter = match sandbox.state() {
        DeviceState::Running => None,
        other => Some(other.describe()),
    };
    let mut runtime_errors = Vec::new();
    if no_adapter.is_none() && problems.is_empty() {
        let before = sandbox.log().lock().revision;
        sandbox.render_frames(args.frames.max(1), args.size);
        let log = sandbox.log().lock();
        if log.revision != before {
            runtime_errors = log
                .events()
                .iter()
                .filter(|e| e.kind.is_error())
                .map(|e| (e.kind, e.message.clone(), e.count))
                .collect();
        }
    }
    for (kind, message, count) in &runtime_errors {
        let (kind, count) = (format!("{kind:?}"), count.to_string());
        problems.push(Diagnostic::coded(
            "W0924",
            crate::wgsl::DiagSource::Wgpu,
            None,
            &[("kind", &kind), ("count", &count), ("text", message)],
        ));
    }
    let problems: Vec<Diagnostic> = problems.iter().map(|d| d.in_lang(common.lang).into_owned()).collect();
    let mut png_written = None;
    if let (Some(png), true) = (&args.png, problems.is_empty() && no_adapter.is_none()) {
        if let Some(p) = sandbox.pixels() {
            match image::save_buffer(png, &p.to_rgba(), p.width, p.height, image::ExtendedColorType::Rgba8) {
                Ok(()) => png_written = Some(png.display().to_string()),
                Err(e) => return fail(args.json, format!("cannot write {}: {e}", png.display())),
            }
        } else {
            return fail(args.json, "no frame was read back");
        }
    }
    if args.json {
        let out = serde_json::json!({
            "file": file,
            "lang": common.lang.code(),
            "adapter": sandbox.adapter_line(),
            "clean": problems.is_empty(),
            "diagnostics": problems.iter().map(|d| json_diag(&file, d)).collect::<Vec<_>>(),
            "png": png_written,
            // The canvas as drawn: clamped to maxTextureDimension2D when asked for more.
            "canvas": [sandbox.stats().canvas_px.0, sandbox.stats().canvas_px.1],
            "requested": [args.size.0, args.size.1],
        });
        out!("{out:#}");
    } else {
        for d in &problems {
            eprintln!("{}", d.to_text(&file));
        }
        if let Some(p) = &png_written {
            out!(
                "wrote {p} ({}x{}, {})",
                sandbox.stats().canvas_px.0,
                sandbox.stats().canvas_px.1,
                sandbox.adapter_line()
            );
        }
        if problems.is_empty() && no_adapter.is_none() {
            out!(
                "{file}: clean ({} frame(s) on {})",
                args.frames.max(1),
                sandbox.adapter_line()
            );
        }
    }
    if !problems.is_empty() {
        return EXIT_PROBLEMS;
    }
    if let Some(msg) = no_adapter {
        return fail(args.json, msg);
    }
    EXIT_OK
}
