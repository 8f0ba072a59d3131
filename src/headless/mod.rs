//! The CLI runners over `gpu/`: `check`, `lessons`, `grade` and `bench`. No egui.

mod bench;
mod bench_host;
mod idle;
mod run;

use std::path::{Path, PathBuf};

use crate::gpu::{DeviceState, Sandbox};
use crate::grade::Verdict;
use crate::lesson::{Catalog, Knobs, Lang, SceneKind};
use crate::wgsl::Diagnostic;

pub use bench::Scenario;
pub use run::{RunArgs, run};
pub(crate) use bench::bench_impl;

/// Exit code: clean.
pub const EXIT_OK: u8 = 0;
/// Exit code: the shader or lesson has problems.
pub const EXIT_PROBLEMS: u8 = 1;
/// Exit code: bad usage, I/O, or no adapter.
pub const EXIT_USAGE: u8 = 2;
/// Exit code of `lienzo grade` when a check could not be graded ([`Verdict::Error`]):
/// the same as [`EXIT_USAGE`], since neither says anything about the attempt.
///
/// [`Verdict::Error`]: crate::grade::Verdict::Error
pub const EXIT_NOT_GRADED: u8 = 2;

/// `println!` that survives a closed stdout: see [`emit`].
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::headless::emit(format!($($arg)*))
    };
}
pub(crate) use out;

/// Set once stdout is closed (`lienzo check … | head`): later output is dropped.
static STDOUT_CLOSED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Prints one line on stdout. A closed pipe is not a crash: the reader went away, so
/// the rest of the output is dropped and the command still exits with its own code.
pub fn emit(text: impl std::fmt::Display) {
    use std::io::Write as _;
    use std::sync::atomic::Ordering;
    if STDOUT_CLOSED.load(Ordering::Relaxed) {
        return;
    }
    let mut out = std::io::stdout().lock();
    if writeln!(out, "{text}").and_then(|()| out.flush()).is_err() {
        STDOUT_CLOSED.store(true, Ordering::Relaxed);
    }
}

/// Reports a usage, I/O or adapter error: on stderr, and with `--json` also as JSON on
/// stdout, so a script reading stdout learns why. Returns [`EXIT_USAGE`].
pub fn fail(json: bool, message: impl std::fmt::Display) -> u8 {
    eprintln!("error: {message}");
    if json {
        emit(format!(
            "{:#}",
            serde_json::json!({ "error": message.to_string(), "exit_code": EXIT_USAGE })
        ));
    }
    EXIT_USAGE
}

pub use crate::config::Common;

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

/// Knobs from a lesson (or defaults) plus `--set` pairs.
pub fn knobs_for(
    common: &Common,
    catalog: &Catalog,
    lesson: Option<&str>,
    set: &[String],
) -> Result<(Knobs, SceneKind, crate::lesson::DevicePolicySpec), String> {
    let (mut knobs, scene, spec) = match lesson {
        Some(id) => {
            let l = catalog.find(id).ok_or_else(|| unknown_lesson(catalog, id))?;
            (l.knobs(), l.lesson.scene, l.lesson.device.clone())
        }
        None => (
            Knobs::default(),
            SceneKind::Fullscreen,
            crate::lesson::DevicePolicySpec {
                enhancements: vec![crate::lesson::FeatureName::TimestampQuery],
                ..Default::default()
            },
        ),
    };
    for pair in set {
        knobs.set_pair(pair).map_err(|e| e.to_string())?;
    }
    Ok((common.apply(knobs), scene, spec))
}

fn unknown_lesson(catalog: &Catalog, id: &str) -> String {
    let ids: Vec<&str> = catalog.lessons.iter().map(|l| l.lesson.id.as_str()).collect();
    format!("unknown lesson `{id}`; lessons: {}", ids.join(", "))
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
    let catalog = common.catalog();
    let (knobs, scene, spec) = match knobs_for(common, &catalog, args.lesson.as_deref(), &args.set) {
        Ok(v) => v,
        Err(e) => return fail(args.json, e),
    };
    // Without a lesson, a file with only @compute entry points is checked as the
    // Compute scene, not as the default Fullscreen one.
    let scene = match args.lesson {
        None if only_compute(&source) => SceneKind::Compute,
        _ => scene,
    };
    let file = args.file.display().to_string();
    let mut sandbox = Sandbox::new(common.sandbox_options(), scene, spec, knobs);
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

/// `lienzo lessons`.
pub fn lessons(common: &Common, json: bool) -> u8 {
    let catalog = common.catalog();
    let mut bad_shaders = Vec::new();
    for l in &catalog.lessons {
        let path = catalog.shader_path(&l.lesson.shader);
        let text = match crate::work::read_text(&path) {
            Ok(t) => t,
            Err(e) => {
                bad_shaders.push(e.to_string());
                continue;
            }
        };
        let report = crate::wgsl::validate(
            &text,
            &crate::wgsl::Options {
                limits: &wgpu::Limits::default(),
                scene: l.lesson.scene,
                overrides: &std::collections::HashMap::new(),
            },
        );
        let file = path.display().to_string();
        if l.lesson.starts_broken {
            // The lesson opens with the mistake in its shader, on purpose; it must be there.
            if report.is_clean() {
                bad_shaders.push(format!(
                    "{file}: lesson `{}` says `starts_broken: true`, but its shader has no problem",
                    l.lesson.id
                ));
            }
            continue;
        }
        bad_shaders.extend(
            report
                .diagnostics
                .iter()
                .filter(|d| d.severity == crate::wgsl::Severity::Error)
                .map(|d| d.in_lang(common.lang).to_text(&file)),
        );
    }
    if json {
        let out = serde_json::json!({
            "lessons": catalog.lessons.iter().map(|l| serde_json::json!({
                "id": l.lesson.id,
                "file": l.path.display().to_string(),
                "title": { "es": l.lesson.title.get(crate::lesson::Lang::Es), "en": l.lesson.title.get(crate::lesson::Lang::En) },
                "scene": format!("{:?}", l.lesson.scene),
                "exercises": l.lesson.exercises.len(),
            })).collect::<Vec<_>>(),
            "errors": catalog.errors.iter().map(|e| serde_json::json!({
                "file": e.path.display().to_string(), "line": e.line, "column": e.col, "message": e.message,
            })).collect::<Vec<_>>(),
            "shader_errors": bad_shaders,
        });
        out!("{out:#}");
    } else {
        for l in &catalog.lessons {
            out!(
                "{:<18} {:<9} {}",
                l.lesson.id,
                format!("{:?}", l.lesson.scene),
                l.lesson.title.get(common.lang)
            );
        }
        for e in &catalog.errors {
            eprintln!("{e}");
        }
        for e in &bad_shaders {
            eprintln!("{e}");
        }
    }
    if catalog.errors.is_empty() && bad_shaders.is_empty() {
        EXIT_OK
    } else {
        EXIT_PROBLEMS
    }
}

/// Which attempt `lienzo grade` runs for each exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempted {
    /// Each exercise's reference solution.
    Solutions,
    /// The lesson as it opens: its shader and starting knobs (every check should fail).
    Start,
    /// Each exercise's wrong attempt (every check should fail).
    Wrong,
}

/// `lienzo grade`: one lesson, or every lesson with exercises when `lesson` is `None`.
pub fn grade(
    common: &Common,
    lesson: Option<&str>,
    shader: Option<&Path>,
    attempted: Attempted,
    set: &[String],
    json: bool,
) -> u8 {
    let catalog = common.catalog();
    let lessons: Vec<&crate::lesson::LoadedLesson> = match lesson {
        Some(id) => match catalog.find(id) {
            Some(l) => vec![l],
            None => return fail(json, unknown_lesson(&catalog, id)),
        },
        None if shader.is_some() => {
            return fail(
                json,
                format!(
                    "grade --shader needs --lesson ID; {}",
                    unknown_lesson(&catalog, "").replace("unknown lesson ``; ", "")
                ),
            );
        }
        None => catalog
            .lessons
            .iter()
            .filter(|l| !l.lesson.exercises.is_empty())
            .collect(),
    };
    let mut extra: Vec<String> = set.to_vec();
    for pair in &extra {
        if let Err(e) = Knobs::default().set_pair(pair) {
            return fail(json, e);
        }
    }
    if common.min_limits {
        extra.push("limits=defaults".to_owned());
    }
    let instance = crate::gpu::device::instance(common.backends);
    if let Err(e) = pollster::block_on(crate::gpu::device::adapter_for(&instance, common.backends)) {
        return fail(json, e);
    }
    let text = match &shader {
        Some(p) => match crate::work::read_text(p) {
            Ok(t) => Some(t),
            Err(e) => return fail(json, e),
        },
        None => None,
    };
    let mut graded = Vec::new();
    for l in &lessons {
        let rows = crate::grade::grade_lesson(&common.sandbox_options(), &catalog, l, text.as_deref(), &extra, |ex| {
            // A student's shader, and the starting state, are graded with the lesson's
            // and the exercise's knobs only.
            match (text.is_some(), attempted) {
                (true, _) | (false, Attempted::Start) => None,
                (false, Attempted::Solutions) => Some(&ex.solution),
                (false, Attempted::Wrong) => Some(&ex.wrong),
            }
        });
        match rows {
            Ok(r) => graded.push((l.lesson.id.clone(), r)),
            Err(e) => return fail(json, e),
        }
    }
    let passed = |rows: &[crate::grade::GradeRow]| rows.iter().all(|r| r.outcome.passed());
    let all = graded.iter().all(|(_, rows)| passed(rows));
    let worst = |rows: &mut dyn Iterator<Item = &crate::grade::GradeRow>| {
        rows.map(|r| r.outcome.verdict)
            .fold(Verdict::Pass, |w, v| match (w, v) {
                (Verdict::Error, _) | (_, Verdict::Error) => Verdict::Error,
                (Verdict::Fail, _) | (_, Verdict::Fail) => Verdict::Fail,
                _ => Verdict::Pass,
            })
    };
    let overall = worst(&mut graded.iter().flat_map(|(_, rows)| rows));
    let mode = match (text.is_some(), attempted) {
        (true, _) => "shader",
        (false, Attempted::Solutions) => "solutions",
        (false, Attempted::Start) => "start",
        (false, Attempted::Wrong) => "wrong",
    };
    if json {
        let objects: Vec<serde_json::Value> = graded
            .iter()
            .map(|(id, rows)| {
                let all_passed = passed(rows);
                let verdict = worst(&mut rows.iter());
                // Each detail in --lang, as the text output prints it.
                let rows: Vec<serde_json::Value> = rows
                    .iter()
                    .map(|r| {
                        serde_json::json!({
                            "exercise": r.exercise,
                            "outcome": {
                                "verdict": r.outcome.verdict,
                                "passed": r.outcome.passed(),
                                "detail": r.outcome.detail.get(common.lang),
                            },
                        })
                    })
                    .collect();
                serde_json::json!({ "lesson": id, "verdict": verdict, "passed": all_passed, "exercises": rows })
            })
            .collect();
        if lesson.is_some() {
            let mut one = objects.into_iter().next().unwrap_or_default();
            one["attempt"] = mode.into();
            out!("{one:#}");
        } else {
            out!(
                "{:#}",
                serde_json::json!({ "attempt": mode, "verdict": overall, "passed": all, "lessons": objects })
            );
        }
    } else {
        for (id, rows) in &graded {
            if lesson.is_none() {
                out!("{id}");
            }
            for r in rows {
                let mark = match (common.lang, r.outcome.verdict) {
                    (Lang::Es, Verdict::Pass) => "BIEN ",
                    (Lang::Es, Verdict::Fail) => "FALLA",
                    (Lang::En, Verdict::Pass) => "PASS ",
                    (Lang::En, Verdict::Fail) => "FAIL ",
                    (_, Verdict::Error) => "ERROR",
                };
                out!("{mark} {:<28} {}", r.exercise, r.outcome.detail.get(common.lang));
            }
        }
        let rows: Vec<&crate::grade::GradeRow> = graded.iter().flat_map(|(_, r)| r).collect();
        let count = |v: Verdict| rows.iter().filter(|r| r.outcome.verdict == v).count();
        let (n, failed, errors) = (count(Verdict::Pass), count(Verdict::Fail), count(Verdict::Error));
        match common.lang {
            Lang::Es => {
                let attempt = match mode {
                    "solutions" => "soluciones",
                    "start" => "inicio",
                    "wrong" => "intentos erróneos",
                    other => other,
                };
                out!("{n} superado(s), {failed} fallido(s), {errors} sin calificar ({attempt})");
            }
            Lang::En => out!("{n} passed, {failed} failed, {errors} not graded ({mode})"),
        }
    }
    match overall {
        Verdict::Pass => EXIT_OK,
        Verdict::Fail => EXIT_PROBLEMS,
        Verdict::Error => EXIT_NOT_GRADED,
    }
}

/// `lienzo explain CODE`.
pub fn explain(common: &Common, code: &str) -> u8 {
    if let Some(text) = crate::wgsl::messages::explain(code, common.lang) {
        out!("{text}");
        EXIT_OK
    } else {
        let codes: Vec<&str> = crate::wgsl::messages::ENTRIES.iter().map(|e| e.code).collect();
        fail(false, format!("unknown code `{code}`; codes: {}", codes.join(", ")))
    }
}

/// `lienzo bench`.
pub fn bench(common: &Common, scenario: Scenario, cycles: u32, runs: u32, json: bool) -> u8 {
    if scenario == Scenario::Host {
        return bench_host::bench_host(common, runs.max(1) * 10, json);
    }
    bench_impl(common, scenario, cycles, runs, json)
}
