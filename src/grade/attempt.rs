//! One attempt graded on a fresh sandbox, and a whole lesson graded for `lienzo grade`.

use web_time::Instant;

use super::{CHECK_BUDGET, Outcome, run::run_until};
use crate::gpu::{DeviceState, Sandbox, SandboxOptions};
use crate::lesson::{Attempt, Catalog, Check, Exercise, Knobs, LoadedLesson};

/// The knobs an exercise attempt runs with: lesson, then exercise, then attempt, then
/// the caller's `name=value` pairs (already checked).
pub fn attempt_knobs(lesson: &LoadedLesson, ex: &Exercise, attempt: Option<&Attempt>, extra: &[String]) -> Knobs {
    let mut k = lesson.knobs();
    let sets = std::iter::once(&ex.knobs).chain(attempt.map(|a| &a.knobs));
    for set in sets {
        for (n, v) in set {
            let _ = k.set(n, v);
        }
    }
    for pair in extra {
        let _ = k.set_pair(pair);
    }
    k
}

/// Whether the knobs in force are the ones an exercise's check runs with.
pub fn knobs_match(knobs: &Knobs, ex: &Exercise) -> bool {
    ex.knobs.iter().all(|(n, v)| {
        let mut wanted = knobs.clone();
        wanted.set(n, v).is_ok() && wanted.get(n).ok() == knobs.get(n).ok()
    })
}

/// Runs one exercise's check on a fresh sandbox with `source` as the shader. No adapter
/// and a panic are [`Verdict::Error`]s.
pub fn grade(opts: &SandboxOptions, lesson: &LoadedLesson, ex: &Exercise, source: &str, knobs: Knobs) -> Outcome {
    let graded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut s = Sandbox::new(opts.clone(), lesson.lesson.scene, lesson.lesson.device.clone(), knobs);
        if let DeviceState::NoAdapter(m) = s.state() {
            return Outcome::error(detail!("no hay adaptador de GPU: {m}", "no GPU adapter: {m}"));
        }
        s.set_source(source);
        run(&mut s, &ex.check)
    }));
    graded.unwrap_or_else(|_| panicked())
}

/// The outcome of a check that panicked: nothing was graded.
pub fn panicked() -> Outcome {
    Outcome::error(detail!(
        "la comprobación se detuvo por un error interno; no se calificó nada",
        "the check stopped with an internal error; nothing was graded"
    ))
}

/// Runs a check against a sandbox that already has its shader, driving frames. Never
/// panics and never runs past [`CHECK_BUDGET`].
pub fn run(s: &mut Sandbox, check: &Check) -> Outcome {
    run_until(s, check, Instant::now() + CHECK_BUDGET).unwrap_or_else(|o| o)
}

/// One graded attempt, for `lienzo grade` and the tests.
#[derive(Clone, Debug, serde::Serialize)]
pub struct GradeRow {
    /// Exercise id.
    pub exercise: String,
    /// The outcome.
    pub outcome: Outcome,
}

/// Grades every exercise of a lesson with `shader` (or each exercise's reference
/// solution when `None`).
pub fn grade_lesson(
    opts: &SandboxOptions,
    catalog: &Catalog,
    lesson: &LoadedLesson,
    shader: Option<&str>,
    extra: &[String],
    pick: impl Fn(&Exercise) -> Option<&Attempt>,
) -> Result<Vec<GradeRow>, String> {
    let mut rows = Vec::new();
    for ex in &lesson.lesson.exercises {
        let attempt = pick(ex);
        let source = if let Some(text) = shader {
            text.to_owned()
        } else {
            let path = catalog.shader_path(file_or(attempt, &lesson.lesson.shader));
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?
        };
        let knobs = attempt_knobs(lesson, ex, attempt, extra);
        let outcome = grade(opts, lesson, ex, &source, knobs);
        rows.push(GradeRow {
            exercise: ex.id.clone(),
            outcome,
        });
    }
    Ok(rows)
}

fn file_or<'a>(attempt: Option<&'a Attempt>, default: &'a str) -> &'a str {
    attempt.and_then(|a| a.shader.as_deref()).unwrap_or(default)
}
