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
use lienzo::ui::{Buffers, Launch, LienzoApp};

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
    let launch = Launch {
        common: Common {
            backends: Some(common::backends()[0].0),
            lessons_dir: Some(dir.join("lessons")),
            ..Common::default()
        },
        lesson: Some(lesson.to_owned()),
        lang: Some(Lang::En),
        screenshot: None,
    };
    LienzoApp::new(launch, wgpu::TextureFormat::Rgba8Unorm, Buffers::default(), None, None)
}

fn harness(app: LienzoApp) -> Harness<'static, LienzoApp> {
    Harness::builder()
        .with_size(egui::vec2(1500.0, 950.0))
        // egui_commonmark draws its code-block copy button with U+1F5D0, which egui's
        // default fonts lack; everything else Lienzo draws is covered.
        .allow_missing_glyphs()
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
    assert_eq!(text.trim_start(), "4:1  [naga] expected `;`, found \"}\"");
    assert!(
        h.state().sandbox().has_pipeline(),
        "the last good pipeline keeps drawing"
    );
    replace_editor_text(&mut h, FIXED);
    assert!(h.query_by_label_contains("[naga]").is_none());
    assert!(h.query_by_label_contains("No problems").is_some());
}

#[test]
fn ctrl_s_saves_and_switching_lessons_keeps_the_edit() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(2);
    replace_editor_text(&mut h, FIXED);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run_steps(2);
    let saved = std::fs::read_to_string(dir.path().join("shaders/playground.wgsl")).unwrap();
    assert_eq!(saved, FIXED);
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
