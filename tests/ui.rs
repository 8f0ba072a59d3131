//! UI behaviour through egui_kittest: type into the editor, see the problem, fix it,
//! see it go; save with Ctrl+S; switch lessons without losing work.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use eframe::egui;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use lienzo::headless::Common;
use lienzo::lesson::Lang;
use lienzo::ui::{Launch, LienzoApp};

/// A copy of lessons/, shaders/ and assets/ in a temporary folder, so saving is safe.
fn workspace() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for sub in ["lessons", "shaders", "assets"] {
        let to = dir.path().join(sub);
        std::fs::create_dir(&to).unwrap();
        for e in std::fs::read_dir(common::repo(sub)).unwrap() {
            let e = e.unwrap();
            std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
        }
    }
    dir
}

fn app(dir: &std::path::Path, lesson: &str) -> LienzoApp {
    app_in(dir, lesson, Lang::En)
}

fn app_in(dir: &std::path::Path, lesson: &str, lang: Lang) -> LienzoApp {
    let launch = Launch {
        common: Common {
            backends: Some(common::backends()[0].0),
            lessons_dir: Some(dir.join("lessons")),
            ..Common::default()
        },
        lesson: Some(lesson.to_owned()),
        lang: Some(lang),
        work_dir: Some(dir.join("work")),
        ..Launch::default()
    };
    LienzoApp::new(launch, wgpu::TextureFormat::Rgba8Unorm, None, None)
}

/// A harness that panics on any glyph the fonts lack: no symbol may draw as a box.
fn harness(app: LienzoApp) -> Harness<'static, LienzoApp> {
    harness_sized(app, egui::vec2(1500.0, 950.0))
}

fn harness_sized(app: LienzoApp, size: egui::Vec2) -> Harness<'static, LienzoApp> {
    Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut LienzoApp| app.frame_ui(ui, None), app)
}

const BROKEN: &str = "@fragment\nfn fs() -> @location(0) vec4f {\n    return vec4f(1.0, 0.0, 0.0, 1.0)\n}\n";
const FIXED: &str = "@fragment\nfn fs() -> @location(0) vec4f {\n    return vec4f(1.0, 0.0, 0.0, 1.0);\n}\n";

fn replace_editor_text(h: &mut Harness<'_, LienzoApp>, text: &str) {
    h.get_by_role_and_label(Role::MultilineTextInput, "WGSL editor").focus();
    h.run_steps(1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run_steps(1);
    h.get_by_role_and_label(Role::MultilineTextInput, "WGSL editor")
        .type_text(text);
    h.run_steps(2);
    wait_for_build(h);
}

/// Runs frames until the compile worker has delivered the text's build (at most 20 s).
fn wait_for_build(h: &mut Harness<'_, LienzoApp>) {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while h.state().sandbox().building() {
        assert!(std::time::Instant::now() < until, "the build never finished");
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.run_steps(1);
    }
    h.run_steps(1);
}

#[test]
fn typing_a_broken_shader_lists_the_problem_and_fixing_it_clears_it() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("No problems").is_some(),
        "the lesson shader starts clean"
    );
    replace_editor_text(&mut h, BROKEN);
    assert_eq!(h.state().text(), BROKEN);
    // The problem is listed with naga's message at line 4 (where naga puts the missing `;`).
    let problem = h.get_by_label_contains("[naga]");
    let text = problem.accesskit_node().value().unwrap_or_default();
    assert_eq!(text.trim_start(), "4:1  W0105 [naga] expected `;`, found \"}\"");
    assert!(
        h.state().sandbox().has_pipeline(),
        "the last good pipeline keeps drawing"
    );
    replace_editor_text(&mut h, FIXED);
    assert!(h.query_by_label_contains("[naga]").is_none());
    assert!(h.query_by_label_contains("No problems").is_some());
}

#[test]
fn ctrl_s_saves_to_the_work_folder_and_switching_lessons_keeps_the_edit() {
    let dir = workspace();
    let course = std::fs::read_to_string(dir.path().join("shaders/playground.wgsl")).unwrap();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(2);
    replace_editor_text(&mut h, FIXED);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run_steps(2);
    let saved = std::fs::read_to_string(dir.path().join("work/saved/playground.wgsl")).unwrap();
    assert_eq!(saved, FIXED);
    let after = std::fs::read_to_string(dir.path().join("shaders/playground.wgsl")).unwrap();
    assert_eq!(after, course, "the course file (a grading fixture) is never written");
    // Edit again without saving, open another lesson and come back.
    replace_editor_text(&mut h, BROKEN);
    h.state_mut()
        .push(lienzo::ui::Command::OpenLesson("preferred-format".into()));
    h.run_steps(2);
    assert_ne!(h.state().text(), BROKEN);
    h.state_mut().push(lienzo::ui::Command::OpenLesson("playground".into()));
    h.run_steps(2);
    assert_eq!(h.state().text(), BROKEN, "unsaved work survives a lesson switch");
}

fn wait_until(
    h: &mut Harness<'_, LienzoApp>,
    what: &str,
    mut done: impl FnMut(&mut Harness<'_, LienzoApp>) -> bool,
) -> std::time::Duration {
    let t = std::time::Instant::now();
    while !done(h) {
        assert!(t.elapsed().as_secs() < 10, "timed out waiting for: {what}");
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.run_steps(1);
    }
    t.elapsed()
}

fn centre_pixel(app: &LienzoApp) -> Option<[u8; 4]> {
    let p = app.sandbox().pixels()?;
    p.rgba_at(p.width / 2, p.height / 2)
}

#[test]
fn an_external_edit_reaches_the_viewport_and_unsaved_edits_are_never_overwritten() {
    let dir = workspace();
    let file = dir.path().join("shaders/playground.wgsl");
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    // A clean buffer follows the file, and the viewport shows the new shader.
    std::fs::write(&file, common::solid(0.0, 0.0, 1.0)).unwrap();
    let took = wait_until(&mut h, "the blue shader in the viewport", |h| {
        centre_pixel(h.state()) == Some([0, 0, 255, 255])
    });
    eprintln!("external edit to pixels: {} ms", took.as_millis());
    // With unsaved edits, an external change asks instead of overwriting.
    replace_editor_text(&mut h, FIXED);
    std::fs::write(&file, common::solid(0.0, 1.0, 0.0)).unwrap();
    wait_until(&mut h, "the keep/load question", |h| {
        h.query_by_label("Keep mine").is_some()
    });
    assert_eq!(h.state().text(), FIXED, "the student's text is untouched");
    h.get_by_label("Load from disk").click();
    h.run_steps(3);
    assert_eq!(h.state().text(), common::solid(0.0, 1.0, 0.0));
}

#[test]
fn a_broken_lesson_file_is_reported_and_fixing_it_on_disk_brings_it_back() {
    let dir = workspace();
    let extra = dir.path().join("lessons/09-extra.ron");
    std::fs::write(&extra, "(\n    id: \"extra\",\n    title: (es: \"x\" en: \"y\"),\n)").unwrap();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    let err = h.get_by_label_contains("09-extra.ron:3:");
    assert!(err.accesskit_node().value().unwrap_or_default().starts_with("[lesson]"));
    assert!(h.state().catalog().find("extra").is_none());
    std::fs::write(
        &extra,
        "(\n    id: \"extra\",\n    title: (es: \"x\", en: \"y\"),\n    body: (es: \"b\", en: \"b\"),\n    scene: Fullscreen,\n    shader: \"playground.wgsl\",\n)",
    )
    .unwrap();
    wait_until(&mut h, "the fixed lesson", |h| {
        h.state().catalog().find("extra").is_some()
    });
    assert!(h.query_by_label_contains("09-extra.ron").is_none());
}

#[test]
fn clicking_a_problem_puts_the_cursor_on_it() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(2);
    // A tab and a multibyte character before the error: the cursor counts characters.
    let text = "// ñandú\n@fragment\nfn fs() -> @location(0) vec4f {\n\treturn vec4f(1.0, 0.0, 0.0, 1.0) + nope;\n}\n";
    replace_editor_text(&mut h, text);
    h.get_by_label_contains("[naga]").click();
    h.run_steps(3);
    let state =
        egui::text_edit::TextEditState::load(&h.ctx, egui::Id::unique(lienzo::ui::EDITOR_ID)).expect("editor state");
    let cursor = state.cursor.char_range().expect("a cursor").primary.index.0;
    let expected = text[..text.find("nope").unwrap()].chars().count();
    assert_eq!(cursor, expected, "the cursor sits on `nope`");
}

/// Every lesson, in both languages, at the smallest sizes a student uses: nothing draws
/// as a box (the harness panics on a missing glyph), and the viewport and the editor
/// keep room to work.
#[test]
fn every_page_fits_800x600_and_1280x720_in_both_languages_with_no_missing_glyph() {
    let dir = workspace();
    let ids: Vec<String> = Common {
        lessons_dir: Some(dir.path().join("lessons")),
        ..Common::default()
    }
    .catalog()
    .lessons
    .iter()
    .map(|l| l.lesson.id.clone())
    .collect();
    assert!(ids.len() >= 6);
    for (w, h, min_viewport) in [(800.0, 600.0, (150.0, 100.0)), (1280.0, 720.0, (400.0, 180.0))] {
        for lang in [Lang::Es, Lang::En] {
            let mut harness = harness_sized(app_in(dir.path(), &ids[0], lang), egui::vec2(w, h));
            for id in &ids {
                harness.state_mut().push(lienzo::ui::Command::OpenLesson(id.clone()));
                harness.run_steps(3);
                let vp = harness.state().viewport_rect();
                assert!(
                    vp.width() >= min_viewport.0 && vp.height() >= min_viewport.1,
                    "{id} at {w}x{h} ({lang:?}): viewport {vp:?}"
                );
                let editor = harness.get_by_role_and_label(Role::MultilineTextInput, "WGSL editor");
                let bounds = editor.accesskit_node().raw_bounds().expect("editor bounds");
                assert!(bounds.height() >= 60.0, "{id} at {w}x{h}: editor {bounds:?}");
            }
        }
    }
}

/// A long line scrolls inside the editor: the centre column and so the canvas keep
/// their size.
#[test]
fn a_long_editor_line_does_not_resize_the_viewport() {
    let dir = workspace();
    let mut h = harness_sized(app(dir.path(), "playground"), egui::vec2(1280.0, 720.0));
    h.run_steps(3);
    let before = h.state().viewport_rect();
    let long = format!("// {}\n{FIXED}", "x".repeat(3000));
    replace_editor_text(&mut h, &long);
    h.run_steps(3);
    assert_eq!(h.state().viewport_rect(), before);
}

/// A binary course file opens read-only with its text and a message, never empty.
#[test]
fn a_binary_shader_opens_read_only_with_a_message() {
    let dir = workspace();
    std::fs::write(
        dir.path().join("shaders/playground.wgsl"),
        b"@fragment fn fs() {}\n\xff\xfe binary",
    )
    .unwrap();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    assert!(h.state().text().starts_with("@fragment fn fs() {}"));
    assert!(h.query_by_label_contains("not UTF-8").is_some(), "the reason is shown");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run_steps(2);
    assert!(!dir.path().join("work/saved/playground.wgsl").exists());
}

/// Runtime events belong to their lesson, and Lienzo's own lines follow the language.
#[test]
fn events_start_empty_on_each_lesson_and_follow_the_language() {
    let dir = workspace();
    let mut h = harness(app_in(dir.path(), "device-lost", Lang::Es));
    h.run_steps(3);
    h.state_mut().push(lienzo::ui::Command::DestroyDevice);
    h.run_steps(3);
    assert!(h.query_by_label_contains("se llamó a device.destroy()").is_some());
    h.state_mut().push(lienzo::ui::Command::OpenLesson("playground".into()));
    h.run_steps(3);
    assert!(h.query_by_label_contains("device.destroy()").is_none());
}

/// The stats panel counts what the viewport shows: each simulated reset is a loss and,
/// once the device is back, a recovery; a resize storm shows recreations per second;
/// frames per second are counted while frames come.
#[test]
fn the_stats_count_losses_recoveries_storms_and_frames() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "device-lost"));
    h.run_steps(3);
    for round in 1..=2u64 {
        h.state_mut().push(lienzo::ui::Command::SimulateReset);
        h.run_steps(1);
        wait_until(&mut h, "a recovery", |h| {
            h.state().sandbox().recovery_stats().recoveries == round
                && matches!(h.state().sandbox().state(), lienzo::gpu::DeviceState::Running)
        });
        h.run_steps(2);
        assert!(
            h.query_by_label(&format!("{round} / {round}")).is_some(),
            "losses / recoveries should read {round} / {round}"
        );
    }
    h.state_mut().push(lienzo::ui::Command::ResizeStorm);
    let start = std::time::Instant::now();
    let mut most = 0u64;
    while start.elapsed() < std::time::Duration::from_millis(1500) {
        h.run_steps(1);
        most = most.max(h.state().recreations_per_s());
    }
    assert!(most > 0, "no recreations per second during a storm");
    assert!(h.state().fps() > 0, "frames came, yet 0 fps");
}

/// Saving another lesson's file reloads the catalog but leaves the open lesson alone:
/// its knobs stay as the student set them.
#[test]
fn saving_another_lessons_file_keeps_the_open_lessons_knobs() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "device-lost"));
    h.run_steps(3);
    let mut knobs = h.state().sandbox().knobs().clone();
    knobs.set("backoff_base_ms", "40").unwrap();
    h.state_mut().push(lienzo::ui::Command::SetKnobs(knobs));
    h.run_steps(2);
    let other = dir.path().join("lessons/00-playground.ron");
    let text = std::fs::read_to_string(&other).unwrap();
    std::fs::write(&other, text.replace("Playground", "Playground (edited)")).unwrap();
    wait_until(&mut h, "the edited catalog", |h| {
        h.state()
            .catalog()
            .find("playground")
            .is_some_and(|l| l.lesson.title.get(Lang::En).contains("edited"))
    });
    h.run_steps(2);
    assert_eq!(h.state().sandbox().knobs().backoff_base_ms, 40, "the knob was reset");
}

#[test]
fn a_passed_exercise_is_kept_in_the_work_folder_and_the_page_says_what_is_next() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("0 of 1 passed. Next: orange-disc").is_some(),
        "the page does not say what is next"
    );
    let solution = std::fs::read_to_string(dir.path().join("shaders/playground-solution.wgsl")).unwrap();
    replace_editor_text(&mut h, &solution);
    for _ in 0..40 {
        h.run_steps(1);
        if dir.path().join("work/progress.json").exists() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(25));
    }
    let kept = std::fs::read_to_string(dir.path().join("work/progress.json")).expect("no progress.json written");
    assert!(kept.contains("playground/orange-disc"), "{kept}");
    h.run_steps(2);
    assert!(
        h.query_by_label_contains("Lesson done. Next:").is_some(),
        "the page does not point at the next lesson"
    );
    drop(h);
    // A new session reads the mark back, even with the lesson's original text.
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    assert!(h.query_by_label_contains("Lesson done. Next:").is_some());
    // A broken progress file is set aside with a message, never overwritten.
    std::fs::write(dir.path().join("work/progress.json"), "not json").unwrap();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    assert!(dir.path().join("work/progress.json.unreadable").exists());
    assert!(
        h.query_by_label_contains("progress.json:1:").is_some(),
        "no message about the bad file"
    );
}
