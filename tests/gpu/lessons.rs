//! Every lesson loads, its shaders validate, each exercise's reference solution passes
//! its check and each wrong variant fails it, on every backend.

use lienzo::grade::{self, Verdict};
use lienzo::headless::Common;

use super::common::backends;

fn catalog() -> lienzo::lesson::Catalog {
    let common = Common {
        lessons_dir: Some(super::common::repo("lessons")),
        ..Common::default()
    };
    let c = lienzo::lesson::Catalog::load(&common.lessons_dir(), &common.shaders_dir());
    assert!(c.errors.is_empty(), "lesson files with errors: {:#?}", c.errors);
    assert!(
        c.lessons.len() >= 7,
        "expected the playground and six lessons, found {}",
        c.lessons.len()
    );
    c
}

#[test]
fn every_lesson_shader_validates() {
    let _serial = super::common::serial();
    let c = catalog();
    for l in &c.lessons {
        let text = std::fs::read_to_string(c.shader_path(&l.lesson.shader)).unwrap();
        // The page's module as `getCompilationInfo()` sees it, and its entry points
        // under WebGPU's default limits.
        let mut r = lienzo::wgsl::validate_module(&text);
        let over = r
            .reflection
            .as_ref()
            .map(|refl| lienzo::wgsl::precheck(&text, refl, &wgpu::Limits::default()))
            .unwrap_or_default();
        r.diagnostics.extend(over);
        // A lesson may open with the mistake in its shader, and then says so.
        assert_eq!(
            !r.is_clean(),
            l.lesson.starts_broken,
            "{}: starts_broken is {}, diagnostics: {:#?}",
            l.lesson.id,
            l.lesson.starts_broken,
            r.diagnostics
        );
    }
}

/// Every exercise starts failing (the lesson as it opens), passes with its reference
/// solution and fails with its wrong attempt, on every backend. Failing means a
/// [`Verdict::Fail`]: a check that could not grade (no device, out of time, a panic) is a
/// [`Verdict::Error`] and fails this test instead of passing it. No backend is exempt:
/// GL, which cannot make `-srgb` views, gets an `-srgb` canvas texture instead.
#[test]
fn every_exercise_starts_failing_passes_its_solution_and_fails_its_wrong_attempt() {
    let _serial = super::common::serial();
    let c = catalog();
    let exercises: usize = c.lessons.iter().map(|l| l.lesson.exercises.len()).sum();
    assert!(exercises >= 26, "expected at least 26 exercises, found {exercises}");
    for &(b, name) in backends() {
        let common = Common {
            backends: Some(b),
            lessons_dir: Some(super::common::repo("lessons")),
            ..Common::default()
        };
        let opts = lienzo::headless::host_options(&common);
        for l in &c.lessons {
            let start = grade::grade_lesson(&opts, &c, l, grade::Given::default(), &[], |_| None).unwrap();
            let pass =
                grade::grade_lesson(&opts, &c, l, grade::Given::default(), &[], |ex| Some(&ex.solution)).unwrap();
            let fail = grade::grade_lesson_rows(&opts, &c, l, grade::Given::default(), &[], |ex| {
                ex.wrong_attempts().into_iter().map(|(r, a)| (r, Some(a))).collect()
            })
            .unwrap();
            for (i, ex) in l.lesson.exercises.iter().enumerate() {
                assert_eq!(
                    start[i].outcome.verdict,
                    Verdict::Fail,
                    "{name} {}/{}: the lesson as it opens should fail its check: {}",
                    l.lesson.id,
                    ex.id,
                    start[i].outcome.detail
                );
                assert_eq!(
                    pass[i].outcome.verdict,
                    Verdict::Pass,
                    "{name} {}/{}: the solution should pass: {}",
                    l.lesson.id,
                    ex.id,
                    pass[i].outcome.detail
                );
            }
            // Every wrong attempt, the shortcuts included, fails its exercise's check.
            let wrong: usize = l.lesson.exercises.iter().map(|e| e.wrong_attempts().len()).sum();
            assert_eq!(fail.len(), wrong, "{name} {}: one row per wrong attempt", l.lesson.id);
            for row in &fail {
                assert_eq!(
                    row.outcome.verdict,
                    Verdict::Fail,
                    "{name} {}/{}: the wrong attempt should fail its check: {}",
                    l.lesson.id,
                    row.exercise,
                    row.outcome.detail
                );
            }
        }
    }
}

/// The values a knob is tried with: both ends of a range, every choice, no feature and
/// every feature.
fn knob_values(kind: lienzo::lesson::KnobKind) -> Vec<String> {
    use lienzo::lesson::{FeatureName, KnobKind};
    match kind {
        KnobKind::Bool => vec!["false".into(), "true".into()],
        KnobKind::Int { min, max } => vec![min.to_string(), max.to_string()],
        KnobKind::Float { min, max } => vec![min.to_string(), max.to_string()],
        KnobKind::Choice(words) => words.iter().map(|w| (*w).to_owned()).collect(),
        KnobKind::Features => vec![
            String::new(),
            FeatureName::ALL
                .iter()
                .map(|f| f.as_str())
                .collect::<Vec<_>>()
                .join(","),
        ],
    }
}

/// Issue 22: a page exercise is passed by the student's code, never by a knob. The
/// lesson's starting program is graded with each of the lesson's knobs set to each of
/// its values (the ends of a range, every choice): every exercise still fails.
#[test]
fn no_page_exercise_is_passed_by_a_knob_alone() {
    let _serial = super::common::serial();
    let c = catalog();
    let &(b, name) = &backends()[0];
    let common = Common {
        backends: Some(b),
        lessons_dir: Some(super::common::repo("lessons")),
        ..Common::default()
    };
    let opts = lienzo::headless::host_options(&common);
    let mut tried = 0;
    for l in c.lessons.iter().filter(|l| !l.lesson.exercises.is_empty()) {
        for knob in l.lesson.knobs.keys() {
            let def = lienzo::lesson::KNOB_DEFS
                .iter()
                .find(|d| d.name == knob.as_str())
                .unwrap();
            for value in knob_values(def.kind) {
                let set = [format!("{knob}={value}")];
                let rows = grade::grade_lesson(&opts, &c, l, grade::Given::default(), &set, |_| None).unwrap();
                for (row, ex) in rows.iter().zip(&l.lesson.exercises) {
                    tried += 1;
                    assert_eq!(
                        row.outcome.verdict,
                        Verdict::Fail,
                        "{name} {}/{} with {knob}={value}: the starting program should fail: {}",
                        l.lesson.id,
                        ex.id,
                        row.outcome.detail
                    );
                }
            }
        }
    }
    assert!(tried >= 40, "only {tried} knob settings were tried");
}

/// Capping the pixel ratio at 2 (`Math.min(devicePixelRatio, 2)`) is the lesson's cost
/// trade-off, not a blurry canvas: the solution so capped still passes "the drawing
/// buffer follows the box" at a ratio of 3 (its wrong attempt caps at 1.5 and fails).
#[test]
fn a_pixel_ratio_capped_at_two_passes_the_drawing_buffer_check() {
    let _serial = super::common::serial();
    let dir = tempfile::tempdir().unwrap();
    let solution = std::fs::read_to_string(super::common::repo("shaders/04-page-solution.js")).unwrap();
    let capped = solution.replace("devicePixelRatio", "Math.min(devicePixelRatio, 2)");
    assert_ne!(capped, solution, "the solution reads devicePixelRatio");
    let program = dir.path().join("capped.js");
    std::fs::write(&program, capped).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lienzo"))
        .args([
            "--lang",
            "en",
            "grade",
            "--lesson",
            "current-texture",
            "--json",
            "--program",
        ])
        .arg(&program)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let graded: serde_json::Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
    let row = graded["exercises"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["exercise"] == "the-drawing-buffer-follows-the-box")
        .unwrap_or_else(|| panic!("the exercise's row: {text}"));
    assert_eq!(row["outcome"]["verdict"], "pass", "{row}");
}
