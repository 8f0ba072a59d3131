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
        let r = lienzo::wgsl::validate(
            &text,
            &lienzo::wgsl::Options {
                limits: &wgpu::Limits::default(),
                scene: l.lesson.scene,
                overrides: &std::collections::HashMap::new(),
            },
        );
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
        let opts = lienzo::headless::sandbox_options(&common);
        for l in &c.lessons {
            let start = grade::grade_lesson(&opts, &c, l, None, &[], |_| None).unwrap();
            let pass = grade::grade_lesson(&opts, &c, l, None, &[], |ex| Some(&ex.solution)).unwrap();
            let fail = grade::grade_lesson(&opts, &c, l, None, &[], |ex| Some(&ex.wrong)).unwrap();
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
                assert_eq!(
                    fail[i].outcome.verdict,
                    Verdict::Fail,
                    "{name} {}/{}: the wrong attempt should fail its check: {}",
                    l.lesson.id,
                    ex.id,
                    fail[i].outcome.detail
                );
            }
        }
    }
}
