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
    common::course_copy(dir.path());
    dir
}

fn app(dir: &std::path::Path, lesson: &str) -> LienzoApp {
    app_in(dir, lesson, Lang::En)
}

fn app_in(dir: &std::path::Path, lesson: &str, lang: Lang) -> LienzoApp {
    // Pages run as the window runs them: each in a process of its own, which wakes the
    // window when it sends something.
    lienzo::runtime::use_page_processes(env!("CARGO_BIN_EXE_lienzo").into());
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

/// The editor's accessible name in the app's language: the shader's, or the program's.
fn editor_label(h: &Harness<'_, LienzoApp>, program: bool) -> &'static str {
    let name = if program {
        lienzo::text::ui::JAVASCRIPT_EDITOR
    } else {
        lienzo::text::ui::WGSL_EDITOR
    };
    name.get(h.state().lang())
}

fn harness_sized(app: LienzoApp, size: egui::Vec2) -> Harness<'static, LienzoApp> {
    let h = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut LienzoApp| app.frame_ui(ui, None), app);
    let repaint = std::sync::Arc::new(Repaint::default());
    let asked = std::sync::Arc::clone(&repaint);
    h.ctx.set_request_repaint_callback(move |info| asked.ask(info.delay));
    h.ctx.data_mut(|d| d.insert_temp(egui::Id::unique(REPAINT), repaint));
    h
}

/// Where a harness keeps its [`Repaint`].
const REPAINT: &str = "tests: repaint asked";

/// When the app asked to be painted again, as an integration's event loop hears it:
/// the page's process woke the window (it sent a frame, a line), a file changed, or
/// the app wants a paint after a delay (the pause after typing). `wait_until` steps
/// the app then, not on a timer.
#[derive(Default)]
struct Repaint {
    due: std::sync::Mutex<Option<std::time::Instant>>,
    asked: std::sync::Condvar,
}

impl Repaint {
    fn ask(&self, delay: std::time::Duration) {
        let at = std::time::Instant::now()
            .checked_add(delay)
            .unwrap_or_else(|| std::time::Instant::now() + std::time::Duration::from_hours(1));
        let mut due = self.due.lock().unwrap();
        if due.is_none_or(|d| at < d) {
            *due = Some(at);
        }
        self.asked.notify_all();
    }

    /// Waits until a paint is due, or `most` passed; false when none came.
    fn wait(&self, most: std::time::Duration) -> bool {
        let end = std::time::Instant::now() + most;
        let mut due = self.due.lock().unwrap();
        loop {
            let now = std::time::Instant::now();
            if let Some(at) = *due
                && at <= now
            {
                *due = None;
                return true;
            }
            if now >= end {
                return false;
            }
            let until = due.map_or(end, |at| at.min(end));
            due = self.asked.wait_timeout(due, until - now).unwrap().0;
        }
    }
}

const BROKEN: &str = "@fragment\nfn fs() -> @location(0) vec4f {\n    return vec4f(1.0, 0.0, 0.0, 1.0)\n}\n";
const FIXED: &str = "@fragment\nfn fs() -> @location(0) vec4f {\n    return vec4f(1.0, 0.0, 0.0, 1.0);\n}\n";

fn replace_editor_text(h: &mut Harness<'_, LienzoApp>, text: &str) {
    h.get_by_role_and_label(Role::MultilineTextInput, editor_label(h, false))
        .focus();
    h.run_steps(1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run_steps(1);
    h.get_by_role_and_label(Role::MultilineTextInput, editor_label(h, false))
        .type_text(text);
    h.run_steps(2);
    // The problems listed are the new text's: the page's check of it.
    wait_until(h, "the check of the new text", |h| {
        h.state().shader_problems().1 == text
    });
    h.run_steps(1);
}

#[test]
fn typing_a_broken_shader_lists_the_problem_and_fixing_it_clears_it() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "playground"));
    wait_until(&mut h, "the lesson shader checked clean", |h| {
        h.query_by_label("Problems 0").is_some() && !h.state().shader_problems().1.is_empty()
    });
    wait_until(&mut h, "the playground page's frames", |h| {
        h.state().page_output().frames > 0
    });
    replace_editor_text(&mut h, BROKEN);
    assert_eq!(h.state().text(), BROKEN);
    // The problem is listed with naga's message at line 4 (where naga puts the missing `;`).
    let problem = h.get_by_label_contains("[naga]");
    let text = problem.accesskit_node().value().unwrap_or_default();
    assert_eq!(text.trim_start(), "4:1  W0105 [naga] expected `;`, found \"}\"");
    // The broken text never reaches the page: it keeps drawing with its last good
    // pipeline, in its first run.
    let frames = h.state().page_output().frames;
    wait_until(&mut h, "more frames of the page", |h| {
        h.state().page_output().frames > frames + 3
    });
    assert_eq!(h.state().page_output().runs, 1, "the page ran again");
    replace_editor_text(&mut h, FIXED);
    assert!(h.query_by_label_contains("[naga]").is_none());
    assert!(h.query_by_label("Problems 0").is_some());
    // The clean edit reaches the running page in place (import.meta.hot): red, no new run.
    wait_until(&mut h, "the red shader in the viewport", |h| {
        h.state().page_output().center == Some([255, 0, 0, 255])
    });
    assert_eq!(h.state().page_output().runs, 1, "the edit ran the page again");
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
    let repaint: std::sync::Arc<Repaint> = h
        .ctx
        .data(|d| d.get_temp(egui::Id::unique(REPAINT)))
        .expect("a harness made by harness_sized");
    while !done(h) {
        assert!(t.elapsed().as_secs() < 10, "timed out waiting for: {what}");
        // The app is stepped when it asks to be (the page woke it, a delay ran out);
        // a second with no such request steps it anyway, so a missing wake-up is a
        // slow test, not a hung one.
        repaint.wait(std::time::Duration::from_secs(1));
        h.run_steps(1);
    }
    t.elapsed()
}

#[test]
fn an_external_edit_reaches_the_viewport_and_unsaved_edits_are_never_overwritten() {
    let dir = workspace();
    let file = dir.path().join("shaders/playground.wgsl");
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    wait_until(&mut h, "the playground page's frames", |h| {
        h.state().page_output().frames > 0
    });
    // A clean buffer follows the file, and the page takes the new shader in place.
    std::fs::write(&file, common::solid(0.0, 0.0, 1.0)).unwrap();
    let took = wait_until(&mut h, "the blue shader in the viewport", |h| {
        h.state().page_output().center == Some([0, 0, 255, 255])
    });
    eprintln!("external edit to pixels: {} ms", took.as_millis());
    assert_eq!(h.state().page_output().runs, 1, "the edit ran the page again");
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
        "(\n    id: \"extra\",\n    title: (es: \"x\", en: \"y\"),\n    body: (es: \"b\", en: \"b\"),\n    shader: \"playground.wgsl\",\n    host: \"playground.js\",\n)",
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
    let state = egui::text_edit::TextEditState::load(&h.ctx, lienzo::ui::editor_id("playground", "wgsl"))
        .expect("editor state");
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
    let common = Common {
        lessons_dir: Some(dir.path().join("lessons")),
        ..Common::default()
    };
    let ids: Vec<String> = lienzo::lesson::Catalog::load(&common.lessons_dir(), &common.shaders_dir())
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
                // A page lesson opens on its program's tab.
                let editor = harness
                    .query_by_role_and_label(Role::MultilineTextInput, editor_label(&harness, false))
                    .unwrap_or_else(|| {
                        harness.get_by_role_and_label(Role::MultilineTextInput, editor_label(&harness, true))
                    });
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

/// A page's lines belong to its lesson: the limits lesson's starting program reports a
/// WebGPU error; the playground, opened next, starts with none of it.
#[test]
fn events_start_empty_on_each_lesson() {
    let dir = workspace();
    let mut h = harness(app_in(dir.path(), "limits", Lang::Es));
    wait_until(&mut h, "the limits page's WebGPU error", |h| {
        h.state()
            .page_output()
            .lines
            .iter()
            .any(|l| l.level == lienzo::page_io::Level::GpuError)
    });
    h.state_mut().push(lienzo::ui::Command::OpenLesson("playground".into()));
    h.run_steps(3);
    assert!(
        !h.state()
            .page_output()
            .lines
            .iter()
            .any(|l| l.level == lienzo::page_io::Level::GpuError),
        "the limits page's error came along"
    );
}

/// A resize storm reaches the page as a canvas box that changes at every rendering
/// update, and the status bar counts the page's frames per second.
#[test]
fn a_storm_changes_the_pages_box_and_frames_are_counted() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "playground"));
    wait_until(&mut h, "the playground page's frames", |h| {
        h.state().page_output().frames > 0
    });
    h.state_mut().push(lienzo::ui::Command::ResizeStorm);
    let mut sizes = std::collections::BTreeSet::new();
    wait_until(&mut h, "the page's box changing during the storm", |h| {
        if let Some(b) = h.state().page_output().canvas_box {
            sizes.insert((b.pixel_width, b.pixel_height));
        }
        sizes.len() >= 4
    });
    assert!(h.state().fps() > 0, "frames came, yet 0 fps");
}

/// A choice knob is one button per word, and choosing one sets it.
#[test]
fn a_choice_knob_offers_its_words_and_choosing_one_sets_it() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "preferred-format"));
    h.run_steps(3);
    assert_eq!(
        h.state().knobs().canvas_format,
        lienzo::lesson::CanvasFormatKnob::Preferred
    );
    h.get_by_role_and_label(Role::Button, "not-preferred").click();
    h.run_steps(3);
    assert_eq!(
        h.state().knobs().canvas_format,
        lienzo::lesson::CanvasFormatKnob::NotPreferred
    );
}

/// Saving another lesson's file reloads the catalog but leaves the open lesson alone:
/// its knobs stay as the student set them.
#[test]
fn saving_another_lessons_file_keeps_the_open_lessons_knobs() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "device-lost"));
    h.run_steps(3);
    let mut knobs = h.state().knobs().clone();
    knobs.set("adapter_not_ready", "3").unwrap();
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
    assert_eq!(h.state().knobs().adapter_not_ready, 3, "the knob was reset");
}

#[test]
fn a_passed_exercise_is_kept_in_the_work_folder_and_the_page_says_what_is_next() {
    let dir = workspace();
    // The prediction has passed already; the disc is what is left.
    std::fs::create_dir_all(dir.path().join("work")).unwrap();
    std::fs::write(
        dir.path().join("work/progress.json"),
        r#"{"passed":["playground/predict-stored-green"]}"#,
    )
    .unwrap();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("1 of 2 passed. Next: orange-disc").is_some(),
        "the page does not say what is next"
    );
    let solution = std::fs::read_to_string(dir.path().join("shaders/playground-solution.wgsl")).unwrap();
    replace_editor_text(&mut h, &solution);
    h.state_mut().push(lienzo::ui::Command::Grade("orange-disc".into()));
    wait_until(&mut h, "the pass kept in progress.json", |_| {
        std::fs::read_to_string(dir.path().join("work/progress.json"))
            .unwrap_or_default()
            .contains("playground/orange-disc")
    });
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

/// Moves the editor's cursor to the end of the text and types `text` there.
fn type_at_end(h: &mut Harness<'_, LienzoApp>, text: &str) {
    h.get_by_role_and_label(Role::MultilineTextInput, editor_label(h, false))
        .focus();
    h.run_steps(1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::End);
    h.run_steps(1);
    h.get_by_role_and_label(Role::MultilineTextInput, editor_label(h, false))
        .type_text(text);
    h.run_steps(2);
}

/// Issue 19: one undo history per lesson. Before, every lesson's editor shared one egui
/// id, so an undo in `preferred-format` brought back the playground's whole shader, and
/// the draft of `preferred-format` was overwritten with it.
#[test]
fn undo_in_one_lesson_never_brings_back_another_lessons_text() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    type_at_end(&mut h, "// A");
    let playground = h.state().text().to_owned();
    assert!(playground.ends_with("// A"), "{playground:?}");
    h.state_mut()
        .push(lienzo::ui::Command::OpenLesson("preferred-format".into()));
    h.state_mut().push(lienzo::ui::Command::SetTab(lienzo::ui::Tab::Shader));
    h.run_steps(3);
    let before = h.state().text().to_owned();
    type_at_end(&mut h, "// B");
    assert!(h.state().text().ends_with("// B"));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run_steps(2);
    let after = h.state().text().to_owned();
    assert!(
        !after.contains("// A"),
        "the playground's text came into preferred-format"
    );
    assert!(
        after.starts_with(before.trim_end()),
        "undo went past this lesson's own text"
    );
    // The draft written for preferred-format holds its own text.
    h.state_mut().push(lienzo::ui::Command::OpenLesson("playground".into()));
    h.run_steps(2);
    let draft = std::fs::read_to_string(dir.path().join("work/drafts/preferred-format.wgsl")).unwrap_or_default();
    assert!(
        !draft.contains("// A"),
        "the playground's text reached preferred-format's draft"
    );
    assert_eq!(h.state().text(), playground, "the playground's edit is kept");
}

/// Issue 19: knobs are kept per lesson, in the work folder, like drafts; "Lesson
/// values" brings the start back.
#[test]
fn knobs_set_on_a_lesson_come_back_with_it_and_after_a_restart() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "device-lost"));
    h.run_steps(3);
    assert_eq!(
        h.state().knobs().adapter_not_ready,
        0,
        "the lesson opens with its own value"
    );
    let mut knobs = h.state().knobs().clone();
    knobs.set("adapter_not_ready", "2").unwrap();
    h.state_mut().push(lienzo::ui::Command::SetKnobs(knobs));
    h.run_steps(2);
    h.state_mut().push(lienzo::ui::Command::OpenLesson("playground".into()));
    h.run_steps(2);
    h.state_mut()
        .push(lienzo::ui::Command::OpenLesson("device-lost".into()));
    h.run_steps(2);
    assert_eq!(
        h.state().knobs().adapter_not_ready,
        2,
        "coming back to the lesson reset the student's knob"
    );
    drop(h);
    let page = std::fs::read_to_string(dir.path().join("work/pages/device-lost.ron")).unwrap();
    assert!(page.contains("adapter_not_ready"), "{page}");
    // A new session opens the lesson as the student left it.
    let mut h = harness(app(dir.path(), "device-lost"));
    h.run_steps(3);
    assert_eq!(h.state().knobs().adapter_not_ready, 2, "the knob was lost on restart");
    h.state_mut().push(lienzo::ui::Command::ResetKnobs);
    h.run_steps(2);
    assert_eq!(
        h.state().knobs().adapter_not_ready,
        0,
        "Lesson values restore the start"
    );
    drop(h);
    assert!(
        !dir.path().join("work/pages/device-lost.ron").exists(),
        "the lesson's start needs no page file"
    );
}

/// Issue 19: the problems count and the list agree: the page's errors listed in red
/// are counted, one per row.
#[test]
fn the_problems_count_includes_the_page_errors_listed() {
    let dir = workspace();
    let kept = std::fs::read_to_string(dir.path().join("shaders/04-page-wrong-kept.js")).unwrap();
    std::fs::create_dir_all(dir.path().join("work/drafts")).unwrap();
    std::fs::write(dir.path().join("work/drafts/current-texture.js"), kept).unwrap();
    let mut h = harness(app(dir.path(), "current-texture"));
    let rows = |h: &Harness<'_, LienzoApp>| {
        ["[page webgpu", "[page exception", "[page error", "[page stopped"]
            .iter()
            .map(|tag| h.query_all_by_label_contains(tag).count())
            .sum::<usize>()
    };
    wait_until(&mut h, "a WebGPU error of the page", |h| rows(h) > 0);
    h.run_steps(2);
    let rows = rows(&h);
    assert!(
        h.query_by_label(&format!("Problems {rows}")).is_some(),
        "the count beside \"Problems\" does not match the {rows} rows listed"
    );
}

/// Issue 19: no key press switches lessons. Arrow keys move egui's focus between
/// widgets, so focus could land on the "Lesson done. Next:" link, and Space or Enter
/// opened the next lesson while the student thought they were typing.
#[test]
fn keys_never_open_another_lesson_and_typing_stays_in_the_editor() {
    let dir = workspace();
    std::fs::create_dir_all(dir.path().join("work")).unwrap();
    std::fs::write(
        dir.path().join("work/progress.json"),
        r#"{"passed":["playground/orange-disc","playground/predict-stored-green"]}"#,
    )
    .unwrap();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    // A click on the link opens the next lesson (through AccessKit: the link is below the
    // page's fold, where a pointer cannot reach it without scrolling).
    h.get_by_label("Your page: requesting the adapter, the device and its features")
        .click_accesskit();
    h.run_steps(2);
    assert_eq!(h.state().lesson().unwrap().lesson.id, "features");
    h.state_mut().push(lienzo::ui::Command::OpenLesson("playground".into()));
    h.run_steps(3);
    // With the focus on it, keys do not.
    h.get_by_label("Your page: requesting the adapter, the device and its features")
        .focus();
    h.run_steps(1);
    for key in [
        egui::Key::Space,
        egui::Key::Enter,
        egui::Key::ArrowDown,
        egui::Key::Space,
    ] {
        h.key_press(key);
        h.run_steps(1);
    }
    assert_eq!(
        h.state().lesson().unwrap().lesson.id,
        "playground",
        "a key press opened a lesson"
    );

    // Typing across an error appearing: every keystroke reaches the editor.
    h.state_mut().push(lienzo::ui::Command::OpenLesson("playground".into()));
    h.run_steps(2);
    type_at_end(&mut h, "\nfn broken(");
    // The playground is a page: its shader is checked off the UI thread.
    wait_until(&mut h, "the error appears", |h| {
        h.query_by_label_contains("[naga]").is_some()
    });
    h.get_by_role_and_label(Role::MultilineTextInput, editor_label(&h, false))
        .type_text(") {}");
    h.run_steps(2);
    for key in [egui::Key::ArrowUp, egui::Key::ArrowLeft, egui::Key::Space] {
        h.key_press(key);
        h.run_steps(1);
    }
    assert!(h.state().text().contains("fn broken() {}"), "{}", h.state().text());
    assert_eq!(h.state().lesson().unwrap().lesson.id, "playground");
}

/// Issue 19: the viewport keeps at least a third of the window's height at 1280×720
/// and 1024×640, even with a long problems list and the editor dragged up.
#[test]
fn the_viewport_keeps_a_third_of_the_window_with_many_problems() {
    let dir = workspace();
    let many: String = (0..40).fold(String::new(), |mut s, i| {
        use std::fmt::Write as _;
        let _ = writeln!(s, "fn f{i}() {{ let x: f32 = {i}u; }}");
        s
    });
    for (w, hgt) in [(1280.0, 720.0), (1024.0, 640.0)] {
        for lang in [Lang::Es, Lang::En] {
            let mut h = harness_sized(app_in(dir.path(), "playground", lang), egui::vec2(w, hgt));
            h.run_steps(3);
            replace_editor_text(
                &mut h,
                &format!("{many}@fragment fn fs() -> @location(0) vec4f {{ return vec4f(1.0); }}"),
            );
            h.run_steps(3);
            let vp = h.state().viewport_rect();
            assert!(
                vp.height() >= hgt / 3.0 - 1.0,
                "{w}x{hgt} ({lang:?}): the viewport is {vp:?}, under a third of the height"
            );
        }
    }
}

/// Issue 19: the limits table shows WebGPU's limits by their specification names, no
/// wgpu-only limit, marks the ones the page asks for, and fits the knobs panel at
/// 1280×720: nothing off its right edge.
#[test]
fn the_limits_table_shows_webgpu_limits_and_fits_at_1280x720() {
    let dir = workspace();
    let mut h = harness_sized(app(dir.path(), "limits"), egui::vec2(1280.0, 720.0));
    wait_until(&mut h, "the page's device request", |h| {
        h.state().page_output().device.is_some()
    });
    h.run_steps(2);
    // Marked: the page's program asks for it.
    let name = h.get_by_label("▶ maxComputeWorkgroupStorageSize");
    let bounds = name.accesskit_node().raw_bounds().expect("bounds");
    assert!(bounds.x1 <= 1280.0, "the limit's name is off the window: {bounds:?}");
    assert!(
        h.query_by_label_contains("maxBindingArrayElementsPerShaderStage")
            .is_none(),
        "a wgpu-only limit is listed"
    );
    // Every value cell lies inside the window.
    for cell in h.query_all_by_label("16384") {
        let b = cell.accesskit_node().raw_bounds().expect("bounds");
        assert!(b.x1 <= 1280.0, "a value is off the right edge: {b:?}");
    }
}

/// Issue 20: a pass is kept with the lesson page folded. Before, marks were answered in
/// the page's drawing code, after an early return when the page was folded; a check
/// that ends while the page is folded is kept all the same.
#[test]
fn a_pass_is_kept_with_the_lesson_page_folded() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    let solution = std::fs::read_to_string(dir.path().join("shaders/playground-solution.wgsl")).unwrap();
    replace_editor_text(&mut h, &solution);
    h.state_mut().push(lienzo::ui::Command::Grade("orange-disc".into()));
    h.get_by_label("Lesson").click();
    h.run_steps(2);
    assert!(h.query_by_label("Exercises").is_none(), "the page is folded");
    wait_until(&mut h, "progress.json", |_| {
        dir.path().join("work/progress.json").exists()
    });
    let kept = std::fs::read_to_string(dir.path().join("work/progress.json")).unwrap();
    assert!(kept.contains("playground/orange-disc"), "{kept}");
}

/// Issue 21: a page lesson opens on its program's tab. Typing there edits the program
/// (not the shader), Ctrl+S saves it as `saved/<lesson>.js`, the page's syntax error
/// is listed with its place, and clicking it puts the cursor there.
#[test]
fn a_page_lessons_program_is_edited_saved_and_its_errors_lead_to_their_place() {
    let dir = workspace();
    let shader = std::fs::read_to_string(dir.path().join("shaders/01-page.wgsl")).unwrap();
    let mut h = harness(app(dir.path(), "features"));
    h.run_steps(3);
    let program = "// a mistake on line 2\nconst x = ;\n";
    h.get_by_role_and_label(Role::MultilineTextInput, editor_label(&h, true))
        .focus();
    h.run_steps(1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run_steps(1);
    h.get_by_role_and_label(Role::MultilineTextInput, editor_label(&h, true))
        .type_text(program);
    h.run_steps(2);
    assert_eq!(h.state().program_text(), program);
    assert_eq!(
        h.state().text(),
        shader,
        "typing in the program's tab left the shader alone"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run_steps(2);
    let saved = std::fs::read_to_string(dir.path().join("work/saved/features.js")).unwrap();
    assert_eq!(saved, program);
    assert!(!dir.path().join("work/saved/features.wgsl").exists());
    wait_until(&mut h, "the page's syntax error", |h| {
        h.query_by_label_contains("01-page.js:2:11").is_some()
    });
    h.get_by_label_contains("01-page.js:2:11").click();
    h.run_steps(3);
    let state = egui::text_edit::TextEditState::load(&h.ctx, lienzo::ui::editor_id("features", "js"))
        .expect("the program editor's state");
    let cursor = state.cursor.char_range().expect("a cursor").primary.index.0;
    assert_eq!(cursor, program.find(';').unwrap(), "the cursor sits on the `;` at 2:11");
    // The shader's tab shows the shader.
    h.get_by_label("01-page.wgsl").click();
    h.run_steps(2);
    assert!(
        h.query_by_role_and_label(Role::MultilineTextInput, editor_label(&h, false))
            .is_some()
    );
}

/// Issue 22: a page lesson draws its pictures live from the student's program: the
/// canvas's two sizes with the frame's own numbers, and the calls that shaped the last
/// frame, in the order the program made them.
#[test]
fn a_page_lesson_draws_its_pictures_from_the_students_program() {
    let dir = workspace();
    let solution = std::fs::read_to_string(dir.path().join("shaders/04-page-solution.js")).unwrap();
    std::fs::create_dir_all(dir.path().join("work/drafts")).unwrap();
    std::fs::write(dir.path().join("work/drafts/current-texture.js"), solution).unwrap();
    let mut h = harness(app(dir.path(), "current-texture"));
    // The chips sit in the right panel; the lesson's text names the calls too.
    let place = |h: &Harness<'_, LienzoApp>, text: &str| {
        h.query_all_by_label_contains(text)
            .filter_map(|n| n.accesskit_node().raw_bounds())
            .find(|b| b.x0 > 400.0)
            .map(|b| (b.y0.round() as i64, b.x0.round() as i64))
    };
    // Once the size holds still, both pictures give the newest frame's own numbers, and
    // the magnifier under the two sizes shows the solution's buffer following the device
    // pixels, one canvas pixel per screen pixel (a frame of the box before last, while
    // the box still settles, shows another ratio for an update).
    wait_until(&mut h, "the pictures of a frame the page presented", |h| {
        let (w, hgt) = h.state().page_frame_size();
        w > 0
            && h.query_all_by_label_contains(&format!("drawing buffer (filled): {w}×{hgt}"))
                .next()
                .is_some()
            && place(h, &format!("presented {w}×{hgt}")).is_some()
            && place(h, &format!("getCurrentTexture() {w}×{hgt}")).is_some()
            && h.query_all_by_label_contains("each canvas pixel covers 1.00×1.00 screen pixels")
                .next()
                .is_some()
    });
    assert!(h.query_all_by_label("The canvas's two sizes").next().is_some());
    assert!(h.query_all_by_label("The last frame's calls").next().is_some());
    // The calls keep their order, row by row: the texture is taken before the submit.
    let (w, hgt) = h.state().page_frame_size();
    let taken = place(&h, &format!("getCurrentTexture() {w}×{hgt}"));
    let submitted = place(&h, "submit(1)");
    assert!(
        submitted.is_some() && taken < submitted,
        "the submit comes before the texture is taken: {taken:?} {submitted:?}"
    );
    // Under the calls, what no single frame shows: the solution throws no frame away
    // and keeps one texture alive (its depth target).
    assert!(
        h.query_all_by_label_contains("(their texture expired before it was presented): 0")
            .next()
            .is_some()
    );
    assert!(
        h.query_all_by_label_contains("and not destroy()ed yet: 1")
            .next()
            .is_some()
    );
}

/// Issue 33: blurry against sharp at DPR 2. A program that sizes its drawing buffer in
/// CSS pixels shows, under the canvas's two sizes, each canvas pixel over 2×2 screen
/// pixels at `simulated_dpr` 2.
#[test]
fn the_magnifier_shows_a_css_sized_buffer_stretched_at_dpr_2() {
    let dir = workspace();
    let solution = std::fs::read_to_string(dir.path().join("shaders/04-page-solution.js")).unwrap();
    // The buffer in CSS pixels: the device-pixel box ignored, the DPR left out.
    let css_sized = solution
        .replace("  wanted = size\n", "  wanted = false\n")
        .replace("* devicePixelRatio", "");
    assert_ne!(
        css_sized, solution,
        "the solution's sizing code changed: update this test"
    );
    std::fs::create_dir_all(dir.path().join("work/drafts")).unwrap();
    std::fs::write(dir.path().join("work/drafts/current-texture.js"), css_sized).unwrap();
    let mut h = harness(app(dir.path(), "current-texture"));
    let mut knobs = h.state().knobs().clone();
    knobs.set("simulated_dpr", "2").unwrap();
    h.state_mut().push(lienzo::ui::Command::SetKnobs(knobs));
    wait_until(&mut h, "the magnifier at DPR 2", |h| {
        h.query_all_by_label_contains("each canvas pixel covers 2.00×2.00 screen pixels")
            .next()
            .is_some()
    });
}

/// The knobs reach the page's world: `limits=defaults` runs the page again with an
/// adapter that offers only WebGPU's default limits.
#[test]
fn the_limits_knob_reaches_the_pages_adapter() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "playground"));
    wait_until(&mut h, "the page's adapter", |h| {
        h.state().page_output().device.is_some()
    });
    let mut knobs = h.state().knobs().clone();
    knobs.set("limits", "defaults").unwrap();
    h.state_mut().push(lienzo::ui::Command::SetKnobs(knobs));
    wait_until(&mut h, "the adapter with the default limits", |h| {
        h.state()
            .page_output()
            .device
            .as_ref()
            .is_some_and(|d| d.adapter_limits.get("maxComputeInvocationsPerWorkgroup") == Some(&256.0))
    });
    assert_eq!(h.state().knobs().get("limits").unwrap(), "defaults");
}

/// Issue 33: a prediction comes before its observation. The way to see the answer for
/// oneself is hidden until an answer is checked; the first answer checked is kept in
/// the progress file, and a later answer does not replace it.
#[test]
fn a_prediction_shows_how_to_observe_it_only_after_an_answer_and_keeps_the_first() {
    use lienzo::ui::Command;
    let dir = workspace();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(3);
    let observation = "paint the disc another color and press";
    assert!(
        h.query_by_label_contains("Check an answer and you will see how to observe it")
            .is_some(),
        "the prediction does not say that answering shows how to observe it"
    );
    assert!(
        h.query_by_label_contains(observation).is_none(),
        "the observation shows before any answer"
    );
    for (answer, expected) in [("200", "200"), ("128", "200")] {
        h.state_mut()
            .push(Command::SetAnswer("predict-stored-green".into(), answer.into()));
        h.state_mut().push(Command::Grade("predict-stored-green".into()));
        h.run_steps(3);
        assert!(
            h.query_by_label_contains(observation).is_some(),
            "the observation does not show after the answer {answer}"
        );
        assert!(
            h.query_by_label_contains(&format!("Your first answer, kept: {expected}."))
                .is_some(),
            "the first answer shown is not {expected}"
        );
        let kept = std::fs::read_to_string(dir.path().join("work/progress.json")).unwrap();
        let kept: serde_json::Value = serde_json::from_str(&kept).unwrap();
        assert_eq!(
            kept["first_answers"]["playground/predict-stored-green"], expected,
            "{kept:#}"
        );
    }
    // The second answer, 128, is the right one: it passes, the first answer stays.
    let kept = std::fs::read_to_string(dir.path().join("work/progress.json")).unwrap();
    let kept: serde_json::Value = serde_json::from_str(&kept).unwrap();
    assert!(
        kept["passed"]
            .as_array()
            .is_some_and(|p| p.iter().any(|e| e == "playground/predict-stored-green")),
        "{kept:#}"
    );
}

/// Issue 33: a second hint names the student's own line (`{line:TEXT}` in the lesson),
/// and follows the text as it is edited.
#[test]
fn a_hint_names_the_line_in_the_students_files_and_follows_an_edit() {
    use lienzo::ui::Command;
    let dir = workspace();
    let shader = std::fs::read_to_string(dir.path().join("shaders/03-page.wgsl")).unwrap();
    let program = std::fs::read_to_string(dir.path().join("shaders/03-page.js")).unwrap();
    let line_of = |text: &str, needle: &str| text[..text.find(needle).unwrap()].matches('\n').count() + 1;
    let (tile, size) = (
        line_of(&program, "TILE = 32"),
        line_of(&shader, "@workgroup_size(32, 32)"),
    );
    let mut h = harness(app(dir.path(), "limits"));
    h.run_steps(3);
    for _ in 0..2 {
        h.state_mut().push(Command::ShowHint("a-tile-that-fits".into()));
        h.run_steps(2);
    }
    for line in [tile, size] {
        assert!(
            h.query_by_label_contains(&format!("line {line} of")).is_some(),
            "the hint does not name line {line}"
        );
    }
    // A line added at the top of the shader moves its place by one.
    h.state_mut().push(Command::SetTab(lienzo::ui::Tab::Shader));
    h.run_steps(2);
    replace_editor_text(&mut h, &format!("// one more line\n{shader}"));
    h.run_steps(2);
    assert!(
        h.query_by_label_contains(&format!("line {} of", size + 1)).is_some(),
        "the hint does not follow the edit to line {}",
        size + 1
    );
}

/// Issue 32: *Open page…* opens a folder as a site: its `index.html` runs (a module by
/// `src`, a library from a sibling folder), its files are in the tabs, an edit is kept
/// as a draft and *Save* writes the page's own file; nothing else is written there.
/// What is not a page is said, and the lesson stays.
#[test]
fn a_folder_opened_as_a_page_runs_its_html_and_save_writes_its_own_file() {
    let dir = workspace();
    let site = dir.path().join("site");
    std::fs::create_dir_all(site.join("demo")).unwrap();
    std::fs::create_dir_all(site.join("lib")).unwrap();
    let html = "<!doctype html>\n<canvas></canvas>\n<script type=\"module\" src=\"main.js\"></script>\n";
    std::fs::write(site.join("demo/index.html"), html).unwrap();
    std::fs::write(
        site.join("demo/main.js"),
        "import { twice } from '../lib/twice.js';\nconsole.log('the site says', twice(21));\n\
         document.body.append('the body says ' + twice(4));\n",
    )
    .unwrap();
    std::fs::write(site.join("lib/twice.js"), "export const twice = (x) => 2 * x;\n").unwrap();
    std::fs::write(site.join("demo/shade.wgsl"), FIXED).unwrap();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(2);
    h.state_mut()
        .push(lienzo::ui::Command::OpenPage(dir.path().join("nowhere")));
    h.run_steps(2);
    assert!(h.query_by_label_contains("Cannot open as a page").is_some());
    h.state_mut().push(lienzo::ui::Command::OpenPage(site.clone()));
    h.run_steps(2);
    wait_until(
        &mut h,
        "the page's line from its module and the sibling folder's library",
        |h| h.query_by_label_contains("the site says 42").is_some(),
    );
    // What it wrote into its body shows where its canvas would.
    wait_until(&mut h, "the page's body text over the viewport", |h| {
        h.query_by_label_contains("the body says 8").is_some()
    });
    // The panel names the page; the editor's tabs are its entry and its shader.
    assert!(
        h.query_by_role_and_label(Role::Button, "demo/shade.wgsl").is_some(),
        "the shader's tab"
    );
    h.get_by_role_and_label(Role::Button, "demo/index.html").click();
    h.run_steps(2);
    h.get_by_role_and_label(Role::MultilineTextInput, editor_label(&h, true))
        .focus();
    h.run_steps(1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::End);
    h.run_steps(1);
    h.get_by_role_and_label(Role::MultilineTextInput, editor_label(&h, true))
        .type_text("<!-- edited -->\n");
    h.run_steps(2);
    assert_eq!(
        std::fs::read_to_string(site.join("demo/index.html")).unwrap(),
        html,
        "an edit alone writes nothing into the page's folder"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run_steps(2);
    assert_eq!(
        std::fs::read_to_string(site.join("demo/index.html")).unwrap(),
        format!("{html}<!-- edited -->\n")
    );
    let mut written: Vec<_> = walk(&site);
    written.sort();
    assert_eq!(
        written,
        ["demo/index.html", "demo/main.js", "demo/shade.wgsl", "lib/twice.js"],
        "Save wrote the page's file in place and nothing beside it"
    );
    // The folder above as the site: the same page, named inside it, runs again.
    h.get_by_role_and_label(Role::Button, "Site: the folder above").click();
    h.run_steps(2);
    assert!(
        h.query_by_role_and_label(Role::Button, "site/demo/index.html")
            .is_some(),
        "the entry's tab, named inside the wider site"
    );
    // (Opening a page starts its output afresh.)
    wait_until(&mut h, "the page run again from the wider site", |h| {
        h.query_by_label_contains("the site says 42").is_some()
    });
    // A lesson opens again from the picker's command, with its own text.
    h.state_mut().push(lienzo::ui::Command::OpenLesson("playground".into()));
    h.run_steps(2);
    assert!(h.query_by_role_and_label(Role::Button, "demo/index.html").is_none());
}

/// The files under `dir`, as paths inside it.
fn walk(dir: &std::path::Path) -> Vec<String> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap().flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        if e.path().is_dir() {
            out.extend(walk(&e.path()).into_iter().map(|f| format!("{name}/{f}")));
        } else {
            out.push(name);
        }
    }
    out
}

/// Issue 33: the frame-calls picture counts what no single frame shows. A program that
/// resizes after taking the frame's texture throws frames away during a resize storm,
/// and the count under the calls says how many.
#[test]
fn the_frames_a_late_resize_throws_away_are_counted_under_the_calls() {
    let dir = workspace();
    let wrong = std::fs::read_to_string(dir.path().join("shaders/04-page-wrong-order.js")).unwrap();
    std::fs::create_dir_all(dir.path().join("work/drafts")).unwrap();
    std::fs::write(dir.path().join("work/drafts/current-texture.js"), wrong).unwrap();
    let mut h = harness(app(dir.path(), "current-texture"));
    wait_until(&mut h, "a frame of the wrong attempt", |h| {
        h.state().page_frame_size().0 > 0
    });
    h.state_mut().push(lienzo::ui::Command::ResizeStorm);
    let thrown = |h: &Harness<'_, LienzoApp>| -> u64 {
        h.query_all_by_label_contains("Frames thrown away this run")
            .filter_map(|n| n.accesskit_node().value())
            .find_map(|l| l.rsplit(": ").next().and_then(|n| n.trim().parse().ok()))
            .unwrap_or(0)
    };
    wait_until(
        &mut h,
        "frames thrown away by a resize after getCurrentTexture()",
        |h| thrown(h) > 0,
    );
}

/// A program that does not `destroy()` the depth target it replaces leaks one texture
/// per size in a resize storm: the textures-alive graph under the calls climbs, and its
/// words name its top.
#[test]
fn the_textures_a_storm_leaks_climb_in_the_graph_under_the_calls() {
    let dir = workspace();
    let wrong = std::fs::read_to_string(dir.path().join("shaders/04-page-wrong-leak.js")).unwrap();
    std::fs::create_dir_all(dir.path().join("work/drafts")).unwrap();
    std::fs::write(dir.path().join("work/drafts/current-texture.js"), wrong).unwrap();
    let mut h = harness(app(dir.path(), "current-texture"));
    let top = |h: &Harness<'_, LienzoApp>| -> u64 {
        h.query_all_by_label_contains("Textures alive over the last")
            .filter_map(|n| n.accesskit_node().value())
            .find_map(|l| {
                let at = l.find("(top: ")? + 6;
                l[at..].split(')').next()?.trim().parse().ok()
            })
            .unwrap_or(0)
    };
    wait_until(&mut h, "the graph of a few updates", |h| top(h) > 0);
    let before = top(&h);
    h.state_mut().push(lienzo::ui::Command::ResizeStorm);
    wait_until(&mut h, "the graph climbing with the storm's leaked textures", |h| {
        top(h) >= before + 3
    });
}

/// A page's form controls (lil-gui's panel, unchanged, and the page's own range,
/// select and button) show over the viewport, each named as a browser names it, and
/// what the student does there reaches the page as a browser's events.
#[test]
fn a_page_s_form_controls_show_over_the_viewport_and_reach_it_as_events() {
    let dir = workspace();
    let site = dir.path().join("gui");
    std::fs::create_dir_all(&site).unwrap();
    let repo = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::copy(repo.join("tests/pages/gui/lil-gui.esm.js"), site.join("lil-gui.esm.js")).unwrap();
    std::fs::write(
        site.join("index.html"),
        r#"<!doctype html>
<canvas></canvas>
<label for="green">Green</label><input id="green" type="range" min="0" max="1" step="0.25" value="0.5">
<label>Mode <select id="mode"><option>clear</option><option value="half">half</option></select></label>
<button id="hello">Say hello</button>
<p>Drag the sliders to tint the square.</p>
<script type="module">
import GUI from "./lil-gui.esm.js";
// One frame, so the page's text shows over its picture.
const device = await (await navigator.gpu.requestAdapter()).requestDevice();
const context = document.querySelector("canvas").getContext("webgpu");
context.configure({ device, format: navigator.gpu.getPreferredCanvasFormat() });
requestAnimationFrame(() => {
  const encoder = device.createCommandEncoder();
  encoder.beginRenderPass({ colorAttachments: [{ view: context.getCurrentTexture().createView(), loadOp: "clear", storeOp: "store" }] }).end();
  device.queue.submit([encoder.finish()]);
});
const settings = { blue: true, label: "hola" };
const gui = new GUI({ title: "Settings" });
gui.add(settings, "blue").onChange((v) => console.log("blue is", v));
gui.add(settings, "label").onFinishChange((v) => console.log("label is", v));
// A folder open, and one closed: lil-gui's style sheet hides what a closed folder holds.
gui.addFolder("More").add({ depth: true }, "depth");
const closed = gui.addFolder("Closed");
closed.add({ secret: true }, "secret");
closed.close();
const $ = (id) => document.getElementById(id);
// Events bubble: a listener on the document hears the button's click.
document.addEventListener("click", (e) => console.log("bubbled from", e.target.id));
$("green").addEventListener("input", (e) => console.log("green input", e.target.value));
$("green").addEventListener("change", (e) => console.log("green change", e.target.valueAsNumber));
$("mode").addEventListener("change", () => console.log("mode is", $("mode").value, $("mode").selectedIndex));
$("hello").onclick = (e) => console.log("hello", e.type);
</script>
"#,
    )
    .unwrap();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(2);
    h.state_mut().push(lienzo::ui::Command::OpenPage(site));
    wait_until(
        &mut h,
        "lil-gui's checkbox in the panel, named as lil-gui names it",
        |h| h.query_by_role_and_label(Role::CheckBox, "blue").is_some(),
    );
    assert!(h.query_by_label("The page's controls").is_some(), "the panel's title");
    // Its panel's title (a page that draws nothing says "… (it has drawn on no canvas)").
    wait_until(&mut h, "the page's text over its picture", |h| {
        h.query_by_label("The page's text").is_some()
            && h.query_all_by_label_contains("Drag the sliders to tint the square.")
                .count()
                >= 1
    });
    assert!(
        h.query_by_role_and_label(Role::CheckBox, "depth").is_some()
            && h.query_by_role_and_label(Role::CheckBox, "secret").is_none(),
        "an open folder's control is listed, a closed folder's is not"
    );
    h.get_by_role_and_label(Role::CheckBox, "blue").click();
    wait_until(&mut h, "lil-gui's onChange, from the checkbox's change event", |h| {
        h.query_by_label_contains("blue is false").is_some()
    });
    h.get_by_role_and_label(Role::Button, "Say hello").click();
    wait_until(&mut h, "the button's click, and the document's bubbled one", |h| {
        h.query_by_label_contains("hello click").is_some() && h.query_by_label_contains("bubbled from hello").is_some()
    });
    // lil-gui's folder title closes its folder (animated: its box goes to height 0).
    h.get_by_role_and_label(Role::Button, "More").click();
    wait_until(&mut h, "the closed folder's control gone from the panel", |h| {
        h.query_by_role_and_label(Role::CheckBox, "depth").is_none()
    });
    // A slider moved by a step from the keyboard: `input`, then `change`.
    h.get_by_role_and_label(Role::Slider, "Green").focus();
    h.run_steps(1);
    h.key_press(egui::Key::ArrowRight);
    wait_until(&mut h, "the range's input and change events", |h| {
        h.query_by_label_contains("green input 0.75").is_some()
            && h.query_by_label_contains("green change 0.75").is_some()
    });
    h.get_by_role_and_label(Role::ComboBox, "Mode").click();
    h.run_steps(2);
    h.get_by_role_and_label(Role::Button, "half").click();
    wait_until(&mut h, "the select's change event", |h| {
        h.query_by_label_contains("mode is half 1").is_some()
    });
    // A text field: typed into, then left with Enter (lil-gui's onFinishChange).
    h.get_by_role_and_label(Role::TextInput, "label").focus();
    h.run_steps(1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_role_and_label(Role::TextInput, "label").type_text("adios");
    h.run_steps(1);
    h.key_press(egui::Key::Enter);
    wait_until(&mut h, "the field's change event", |h| {
        h.query_by_label_contains("label is adios").is_some()
    });
}

/// A page that draws on two canvases shows its first in the viewport and the other in
/// the strip under it, named by its tag and sized as its drawing buffer.
#[test]
fn a_page_s_other_canvases_show_under_the_viewport() {
    let dir = workspace();
    let mut h = harness(app(dir.path(), "playground"));
    h.run_steps(2);
    let page = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pages/canvases/index.html");
    h.state_mut().push(lienzo::ui::Command::OpenPage(page));
    wait_until(&mut h, "the preview canvas's frame in the strip", |h| {
        h.query_by_label_contains("<canvas id=\"preview\"> 16×8").is_some()
    });
    assert!(h.query_by_label("The page's other canvases").is_some());
    // A lesson has one canvas: no strip.
    h.state_mut().push(lienzo::ui::Command::OpenLesson("playground".into()));
    h.run_steps(3);
    assert!(h.query_by_label("The page's other canvases").is_none());
}
