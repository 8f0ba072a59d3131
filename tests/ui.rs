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
    h.get_by_role_and_label(Role::MultilineTextInput, "WGSL editor").type_text(text);
    h.run_steps(2);
}

#[test]
fn typing_a_broken_shader_lists_the_problem_and_fixing_it_clears_it() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    assert!(h.query_by_label_contains("No problems").is_some(), "the lesson shader starts clean");
    replace_editor_text(&mut h, BROKEN);
    assert_eq!(h.state().text(), BROKEN);
    // The problem is listed with naga's message at line 4 (where naga puts the missing `;`).
    let problem = h.get_by_label_contains("[naga]");
    let text = problem.accesskit_node().value().unwrap_or_default();
    assert_eq!(text.trim_start(), "4:1  [naga] expected `;`, found \"}\"");
    assert!(h.state().sandbox().has_pipeline(), "the last good pipeline keeps drawing");
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
    h.state_mut().push(lienzo::ui::Command::OpenLesson("preferred-format".into()));
    h.run_steps(2);
    assert_ne!(h.state().text(), BROKEN);
    h.state_mut().push(lienzo::ui::Command::OpenLesson("playground".into()));
    h.run_steps(2);
    assert_eq!(h.state().text(), BROKEN, "unsaved work survives a lesson switch");
}
