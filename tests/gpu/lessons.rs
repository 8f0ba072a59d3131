//! Every lesson loads, its shaders validate, each exercise's reference solution passes
//! its check and each wrong variant fails it, on every backend.

use lienzo::grade;
use lienzo::headless::Common;

use super::common::backends;

fn catalog() -> lienzo::lesson::Catalog {
    let common = Common {
        lessons_dir: Some(super::common::repo("lessons")),
        ..Common::default()
    };
    let c = common.catalog();
    assert!(c.errors.is_empty(), "lesson files with errors: {:#?}", c.errors);
    assert!(
        c.lessons.len() >= 6,
        "expected the playground and five lessons, found {}",
        c.lessons.len()
    );
    c
}

#[test]
fn every_lesson_shader_validates() {
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

#[test]
fn reference_solutions_pass_and_wrong_variants_fail() {
    let c = catalog();
    for &(b, name) in backends() {
        let common = Common {
            backends: Some(b),
            lessons_dir: Some(super::common::repo("lessons")),
            ..Common::default()
        };
        let opts = common.sandbox_options();
        for l in &c.lessons {
            let view_formats = {
                let inst = lienzo::gpu::device::instance(Some(b));
                let a = lienzo::gpu::device::adapter(&inst).unwrap();
                a.get_downlevel_capabilities()
                    .flags
                    .contains(wgpu::DownlevelFlags::VIEW_FORMATS)
            };
            let pass = grade::grade_lesson(&opts, &c, l, None, &[], |ex| Some(&ex.solution)).unwrap();
            let fail = grade::grade_lesson(&opts, &c, l, None, &[], |ex| Some(&ex.wrong)).unwrap();
            for (ex, (p, f)) in l.lesson.exercises.iter().zip(pass.iter().zip(&fail)) {
                let needs_srgb_view = ex.knobs.get("srgb_view").is_some_and(|v| v == "true");
                if needs_srgb_view && !view_formats {
                    // Known failure, declared: GL cannot make -srgb views of a non-srgb texture.
                    assert!(
                        !p.outcome.passed,
                        "{name} {}/{}: expected to fail on this backend",
                        l.lesson.id, ex.id
                    );
                    continue;
                }
                assert!(
                    p.outcome.passed,
                    "{name} {}/{}: solution failed: {}",
                    l.lesson.id, ex.id, p.outcome.detail
                );
                assert!(
                    !f.outcome.passed,
                    "{name} {}/{}: wrong variant passed: {}",
                    l.lesson.id, ex.id, f.outcome.detail
                );
            }
        }
    }
}
