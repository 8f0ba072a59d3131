//! `LienzoApp`: state, commands and the frame. Panels read the state (`&LienzoApp`, and
//! their own caches in [`PanelCaches`]) and push [`Command`]s; the app applies them once
//! per frame, in [`LienzoApp::apply_commands`]. The per-frame plumbing no panel does
//! (the sandbox frame, the upload, the repaint pacing) runs here and in `viewport.rs`.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use web_time::Instant;

use eframe::egui;

use crate::config::Common;
use crate::gpu::{Sandbox, SandboxOptions};
use crate::grade::Outcome;
use crate::lesson::{Catalog, Knobs, Lang, LoadedLesson};
use crate::watch::Watcher;

use super::Launch;
use super::buffers::Buffers;
use super::history::StatsHistory;
use super::strings::tr;
use super::viewport::ViewportState;

/// Everything the UI can ask for. Menus, shortcuts and buttons all send these.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Open a lesson by id.
    OpenLesson(String),
    /// Switch the language.
    SetLang(Lang),
    /// Apply new knob values.
    SetKnobs(Knobs),
    /// Reset the knobs to the lesson's.
    ResetKnobs,
    /// Save the editor text to the shader file (Ctrl+S).
    Save,
    /// Replace the text with the lesson's original.
    Revert,
    /// Undo the last revert (or upload).
    UndoRevert,
    /// Replace the editor's text, keeping the old one for "undo" (an uploaded file).
    ReplaceText(String),
    /// Resolve a disk conflict: keep the editor's text (true) or load the file's.
    ResolveConflict(bool),
    /// `device.destroy()`.
    DestroyDevice,
    /// Simulated driver reset.
    SimulateReset,
    /// Start the device again after a destroy or give-up.
    Restart,
    /// ~50 resize events per frame for 2 s.
    ResizeStorm,
    /// Put the editor cursor at this byte offset.
    GoTo(usize),
    /// Clear the problems panel's runtime events.
    ClearEvents,
    /// Grade one exercise headless, in the background.
    Grade(String),
    /// An exercise of the open lesson passed: keep the mark.
    Passed(String),
    /// The editor's new text (the student typed). Applied before the frame's other
    /// commands: the edit happened while the editor was drawn.
    SetText(String),
    /// Show or hide the lesson page (the top bar's toggle).
    ShowLesson(bool),
    /// Show or hide the knobs and stats (the top bar's toggle).
    ShowKnobs(bool),
    /// Fold the viewport to zero height, or bring its height back.
    ToggleViewportCollapsed,
    /// The lesson page of this lesson is scrolled to this offset, in points.
    ScrolledPage(String, f32),
    /// Show a short message in the status bar.
    Notify(String),
}

/// The panels' own caches, lent to them while they draw.
#[derive(Default)]
pub struct PanelCaches {
    /// Markdown cache of the lesson page.
    pub markdown: egui_commonmark::CommonMarkCache,
}

/// What eframe keeps between sessions. The student's texts are not here: they live in
/// the work folder as saved files and drafts, written a moment after each change.
#[derive(serde::Serialize, serde::Deserialize, Default)]
struct Persisted {
    lang: Option<Lang>,
    lesson: Option<String>,
}

const STORAGE_KEY: &str = "lienzo";

/// Room for the row of buttons above the viewport, in points.
const VIEWPORT_BUTTONS_HEIGHT: f32 = 30.0;

/// Which side panels are shown (the top bar's toggles).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    /// The lesson page on the left.
    pub show_lesson: bool,
    /// The knobs and stats on the right.
    pub show_knobs: bool,
    /// Whether the first frame chose the panels for the window's width.
    pub chosen: bool,
}

impl Layout {
    /// Below this width the knobs start folded, so the editor and viewport keep room.
    pub const NARROW: f32 = 1000.0;

    /// On the first frame: every panel on a wide window, the knobs folded on a narrow one.
    fn choose(&mut self, width: f32) {
        if !self.chosen {
            *self = Self {
                show_lesson: true,
                show_knobs: width >= Self::NARROW,
                chosen: true,
            };
        }
    }
}

/// The application.
pub struct LienzoApp {
    pub(crate) common: Common,
    pub(crate) catalog: Catalog,
    pub(crate) lesson_id: Option<String>,
    pub(crate) lang: Lang,
    pub(crate) buffers: Buffers,
    pub(crate) sandbox: Sandbox,
    pub(crate) viewport: ViewportState,
    pub(crate) stats: StatsHistory,
    pub(crate) commands: Vec<Command>,
    caches: PanelCaches,
    pub(crate) goto: Option<usize>,
    pub(crate) notice: Option<(String, Instant)>,
    pub(crate) grades: std::collections::BTreeMap<String, Option<Outcome>>,
    /// Live marks of the open lesson's exercises, answered from what the viewport shows,
    /// once per frame whether the page is shown or folded.
    pub(crate) live_marks: std::collections::BTreeMap<String, Outcome>,
    /// Exercises passed so far, kept in the work folder.
    pub(crate) progress: crate::progress::Progress,
    pub(crate) layout: Layout,
    /// Each lesson's knobs and scroll position, kept in the work folder.
    pub(crate) pages: super::pages::Pages,
    /// The scroll offset to restore on the lesson page, once, after opening it.
    pub(crate) restore_scroll: Option<f32>,
    grade_tx: Sender<(String, Outcome)>,
    grade_rx: Receiver<(String, Outcome)>,
    watcher: Option<Watcher>,
    validated_text: Option<String>,
    screenshot: Option<PathBuf>,
    screenshot_sent: bool,
    script: Option<super::script::Runner>,
}

impl LienzoApp {
    /// Creates the app from eframe's creation context (window start).
    pub fn from_creation_context(cc: &eframe::CreationContext<'_>, launch: Launch) -> Self {
        let persisted: Persisted = cc
            .storage
            .and_then(|s| eframe::get_value(s, STORAGE_KEY))
            .unwrap_or_default();
        let preferred = cc
            .wgpu_render_state
            .as_ref()
            .map_or(wgpu::TextureFormat::Rgba8Unorm, |rs| rs.target_format);
        if let Some(rs) = &cc.wgpu_render_state {
            // The window's device reports its own errors instead of panicking.
            rs.device
                .on_uncaptured_error(std::sync::Arc::new(|e| eprintln!("window device error: {e}")));
        }
        let mut app = Self::new(launch, preferred, persisted.lang, persisted.lesson);
        let ctx = cc.egui_ctx.clone();
        app.start_watcher(move || ctx.request_repaint());
        app
    }

    /// Watches the lessons and shaders folders; `wake` runs on every change.
    fn start_watcher(&mut self, wake: impl Fn() + Send + 'static) {
        self.watcher = None;
        let dirs = [self.catalog.lessons_dir.clone(), self.catalog.shaders_dir.clone()];
        let dirs: Vec<&std::path::Path> = dirs.iter().map(PathBuf::as_path).collect();
        match Watcher::new(&dirs, wake) {
            Ok(w) => self.watcher = Some(w),
            Err(e) => self.notify(e),
        }
    }

    /// Creates the app without a window (tests): the preferred format is given.
    pub fn new(
        launch: Launch,
        preferred: wgpu::TextureFormat,
        saved_lang: Option<Lang>,
        saved_lesson: Option<String>,
    ) -> Self {
        let work = crate::work::WorkDir::new(
            launch
                .work_dir
                .clone()
                .unwrap_or_else(crate::work::WorkDir::default_root),
        );
        let (progress, progress_warning) = crate::progress::Progress::load(&work);
        let mut pages = super::pages::Pages::default();
        let buffers = Buffers::new(work.clone());
        let catalog = launch.common.catalog();
        let lang = launch.lang.or(saved_lang).unwrap_or_else(Lang::from_system);
        let wanted = launch.lesson.clone().or(saved_lesson);
        let lesson_id = wanted
            .filter(|id| catalog.find(id).is_some())
            .or_else(|| catalog.lessons.first().map(|l| l.lesson.id.clone()));
        let opts = SandboxOptions {
            backends: launch.common.backends,
            preferred,
            image: launch.common.image(),
            // Device requests after the first (start again, lesson switch, limits and
            // feature knobs) run on the request thread: the window never waits for a driver.
            background: true,
        };
        // The device starts with the knobs the student left on the lesson.
        let (scene, spec, knobs) = match lesson_id.as_deref().and_then(|id| catalog.find(id)) {
            Some(l) => {
                let (knobs, _) = pages.knobs(&work, &l.lesson.id, &launch.common.apply(l.knobs()));
                (l.lesson.scene, l.lesson.device.clone(), knobs)
            }
            None => (
                crate::lesson::SceneKind::Fullscreen,
                crate::lesson::DevicePolicySpec::default(),
                launch.common.apply(Knobs::default()),
            ),
        };
        let sandbox = Sandbox::new(opts, scene, spec, knobs);
        let (grade_tx, grade_rx) = channel();
        let mut app = Self {
            common: launch.common,
            catalog,
            lesson_id: None,
            lang,
            buffers,
            sandbox,
            viewport: ViewportState::default(),
            stats: StatsHistory::default(),
            commands: Vec::new(),
            caches: PanelCaches::default(),
            goto: None,
            notice: None,
            grades: std::collections::BTreeMap::new(),
            live_marks: std::collections::BTreeMap::new(),
            progress,
            layout: Layout::default(),
            pages,
            restore_scroll: None,
            grade_tx,
            grade_rx,
            watcher: None,
            validated_text: None,
            screenshot: launch.screenshot,
            screenshot_sent: false,
            script: launch
                .script
                .map(|steps| super::script::Runner::new(steps, PathBuf::from("."))),
        };
        if let Some(id) = lesson_id {
            app.open_lesson(&id, false);
        }
        if let Some(w) = progress_warning {
            app.notify(w);
        }
        app.start_watcher(|| {});
        app
    }

    /// The lessons as loaded (with the files that failed).
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// The current lesson.
    pub fn lesson(&self) -> Option<&LoadedLesson> {
        self.lesson_id.as_deref().and_then(|id| self.catalog.find(id))
    }

    /// The editor text of the current lesson.
    pub fn text(&self) -> &str {
        self.lesson_id
            .as_deref()
            .and_then(|id| self.buffers.get(id))
            .map_or("", |b| b.text.as_str())
    }

    /// The editor text, for editing.
    pub fn text_mut(&mut self) -> Option<&mut String> {
        let id = self.lesson_id.clone()?;
        self.buffers.get_mut(&id).map(|b| &mut b.text)
    }

    /// The sandbox.
    pub fn sandbox(&self) -> &Sandbox {
        &self.sandbox
    }

    /// Queues a command, as a button or shortcut would.
    pub fn push(&mut self, cmd: Command) {
        self.commands.push(cmd);
    }

    /// Shows a short message in the status bar.
    pub fn notify(&mut self, msg: impl Into<String>) {
        self.notice = Some((msg.into(), Instant::now()));
    }

    fn open_lesson(&mut self, id: &str, switch_device: bool) {
        let Some(l) = self.catalog.find(id).cloned() else {
            self.notify(format!("unknown lesson `{id}`"));
            return;
        };
        self.flush_drafts();
        self.lesson_id = Some(id.to_owned());
        let path = self.catalog.shader_path(&l.lesson.shader);
        self.buffers.open(id, &path);
        // A text restored from the last session may be older than the file: reconcile.
        self.buffers.file_changed(id, &path);
        let start = self.common.apply(l.knobs());
        let (knobs, problems) = self.pages.knobs(self.buffers.work(), id, &start);
        for p in problems {
            self.notify(p);
        }
        self.restore_scroll = Some(self.pages.open(self.buffers.work(), id).0.scroll);
        if switch_device {
            // A page's console starts empty: events of the last lesson belong to it, and
            // what this lesson's start does (a failed upload, say) belongs to this one.
            self.sandbox.log().lock().clear();
            self.sandbox.set_lesson(l.lesson.scene, l.lesson.device.clone(), knobs);
        }
        self.validated_text = None;
        self.grades = l.lesson.exercises.iter().map(|e| (e.id.clone(), None)).collect();
        self.stats = StatsHistory::default();
    }

    /// Applies the queued commands. The editor's edits go first: they were made while
    /// the editor was drawn, before any command of the frame could act on the text.
    pub fn apply_commands(&mut self, ctx: &egui::Context) {
        let (edits, others): (Vec<Command>, Vec<Command>) = std::mem::take(&mut self.commands)
            .into_iter()
            .partition(|c| matches!(c, Command::SetText(_)));
        for cmd in edits.into_iter().chain(others) {
            self.apply(cmd, ctx);
        }
    }

    fn apply(&mut self, cmd: Command, ctx: &egui::Context) {
        let id = self.lesson_id.clone().unwrap_or_default();
        match cmd {
            Command::OpenLesson(l) => self.open_lesson(&l, true),
            Command::SetLang(l) => self.lang = l,
            Command::SetKnobs(k) => {
                if let Some(start) = self.lesson().map(|l| self.common.apply(l.knobs())) {
                    self.pages.set_knobs(&id, &start, &k);
                }
                self.sandbox.set_knobs(k);
            }
            Command::ResetKnobs => {
                if let Some(start) = self.lesson().map(|l| self.common.apply(l.knobs())) {
                    self.pages.set_knobs(&id, &start, &start);
                    self.sandbox.set_knobs(start);
                }
            }
            Command::Save => match self.buffers.save(&id) {
                Ok(path) => self.notify(format!(
                    "{} {}",
                    tr(self.lang, "Guardado en", "Saved to"),
                    path.display()
                )),
                Err(e) => self.notify(format!(
                    "{}: {e}",
                    tr(self.lang, "No se pudo guardar", "Could not save")
                )),
            },
            Command::Revert => self.buffers.revert(&id),
            Command::UndoRevert => self.buffers.undo_revert(&id),
            Command::ReplaceText(text) => self.buffers.replace(&id, text),
            Command::ResolveConflict(keep) => self.buffers.resolve(&id, keep),
            Command::DestroyDevice => self.sandbox.destroy_device(),
            Command::SimulateReset => self.sandbox.simulate_reset(),
            Command::Restart => self.sandbox.restart(),
            Command::ResizeStorm => self.sandbox.resize_storm(50, std::time::Duration::from_secs(2)),
            Command::GoTo(offset) => self.goto = Some(offset),
            Command::ClearEvents => self.sandbox.log().lock().clear(),
            Command::Grade(ex) => self.start_grade(&ex, ctx),
            Command::Passed(ex) if !id.is_empty() => {
                if let Err(e) = self.progress.record(&id, &ex) {
                    self.notify(format!(
                        "{} {}: {e}",
                        tr(
                            self.lang,
                            "No se pudo guardar el progreso en",
                            "Could not save progress in"
                        ),
                        self.work_dir().display()
                    ));
                }
            }
            Command::Passed(_) => {}
            Command::SetText(text) => {
                if let Some(t) = self.text_mut() {
                    *t = text;
                }
            }
            // What only changes the window's own layout is drawn in the next frame: ask
            // for it, or an idle window would show the change only on the next input.
            Command::ShowLesson(show) => {
                self.layout.show_lesson = show;
                ctx.request_repaint();
            }
            Command::ShowKnobs(show) => {
                self.layout.show_knobs = show;
                ctx.request_repaint();
            }
            Command::ToggleViewportCollapsed => {
                self.viewport.collapsed = !self.viewport.collapsed;
                ctx.request_repaint();
            }
            Command::ScrolledPage(page, y) => self.pages.set_scroll(&page, y),
            Command::Notify(msg) => self.notify(msg),
        }
    }

    fn start_grade(&mut self, ex_id: &str, ctx: &egui::Context) {
        let Some(lesson) = self.lesson().cloned() else { return };
        let Some(ex) = lesson.lesson.exercises.iter().find(|e| e.id == ex_id).cloned() else {
            return;
        };
        let text = self.text().to_owned();
        let opts = SandboxOptions {
            backends: self.common.backends,
            preferred: wgpu::TextureFormat::Rgba8Unorm,
            image: self.common.image(),
            background: false,
        };
        // The student's attempt: the knobs in force, with the exercise's own on top.
        let mut knobs = self.sandbox.knobs().clone();
        for (n, v) in &ex.knobs {
            let _ = knobs.set(n, v);
        }
        let tx = self.grade_tx.clone();
        let ctx = ctx.clone();
        self.grades.insert(ex_id.to_owned(), None);
        self.viewport.grading.insert(ex_id.to_owned());
        let id = ex.id.clone();
        std::thread::spawn(move || {
            // The check runs on a thread of its own: whatever happens to it, the mark
            // gets an outcome and never stays at "…".
            let outcome = std::thread::spawn(move || crate::grade::grade(&opts, &lesson, &ex, &text, knobs))
                .join()
                .unwrap_or_else(|_| crate::grade::panicked());
            let _ = tx.send((id, outcome));
            ctx.request_repaint();
        });
    }

    fn poll_background(&mut self) {
        while let Ok((id, outcome)) = self.grade_rx.try_recv() {
            self.viewport.grading.remove(&id);
            self.grades.insert(id, Some(outcome));
        }
        let changes = self.watcher.as_ref().map(Watcher::changes).unwrap_or_default();
        if changes.is_empty() {
            return;
        }
        let lessons_changed = changes.iter().any(|p| p.extension().is_some_and(|e| e == "ron"));
        if lessons_changed {
            let before = self.lesson().map(|l| l.lesson.clone());
            self.catalog = self.common.catalog();
            if let Some(id) = self.lesson_id.clone() {
                let after = self.catalog.find(&id).map(|l| l.lesson.clone());
                match (before, after) {
                    // Only the open lesson's own file matters; a new starting state
                    // (scene, device, knobs) starts the lesson again.
                    (Some(b), Some(a)) if b.scene != a.scene || b.device != a.device || b.knobs != a.knobs => {
                        self.open_lesson(&id, true);
                    }
                    (Some(b), Some(a)) if b != a => {
                        // Text or exercises changed: keep knobs, stats and the marks of
                        // exercises that stayed the same.
                        let old = std::mem::take(&mut self.grades);
                        self.grades = a
                            .exercises
                            .iter()
                            .map(|e| {
                                let same = b.exercises.iter().any(|o| o == e);
                                (e.id.clone(), old.get(&e.id).cloned().flatten().filter(|_| same))
                            })
                            .collect();
                    }
                    (None, Some(_)) => self.open_lesson(&id, true),
                    _ => {}
                }
            }
        }
        let ids: Vec<(String, PathBuf)> = self
            .catalog
            .lessons
            .iter()
            .map(|l| (l.lesson.id.clone(), self.catalog.shader_path(&l.lesson.shader)))
            .collect();
        for (id, path) in ids {
            if changes.iter().any(|c| same_file(c, &path)) && self.buffers.file_changed(&id, &path) {
                self.notify(format!(
                    "{} {}",
                    tr(self.lang, "Recargado desde el disco:", "Reloaded from disk:"),
                    path.display()
                ));
            }
        }
    }

    /// Validates and builds the editor text when it changed.
    fn sync_shader(&mut self) {
        // Compared in place: a repaint without an edit copies nothing.
        if self.validated_text.as_deref() != Some(self.text()) {
            let text = self.text().to_owned();
            // The compile worker validates and builds; the window goes on drawing.
            self.sandbox.submit_source(&text);
            self.validated_text = Some(text);
        }
        // Results arrive here as well as in the frame: the problems list follows the
        // text even while the viewport is paused or collapsed (the viewport repaints
        // continuously while it is shown).
        self.sandbox.poll_build();
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        let save = egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::S);
        if ctx.input_mut(|i| i.consume_shortcut(&save)) {
            self.commands.push(Command::Save);
        }
    }

    /// One frame of the whole UI. `host` is eframe's render state (absent in tests).
    pub fn frame_ui(&mut self, ui: &mut egui::Ui, host: Option<&eframe::egui_wgpu::RenderState>) {
        let ctx = ui.ctx().clone();
        self.layout.choose(ctx.content_rect().width());
        self.poll_background();
        self.shortcuts(&ctx);
        self.sync_shader();
        // The panels read the app and push commands, after those queued before the
        // frame; their caches are lent to them.
        let mut cmds = std::mem::take(&mut self.commands);
        let mut caches = std::mem::take(&mut self.caches);
        super::lesson_ui::top_bar(self, ui, &mut cmds);
        super::stats_ui::status_bar(self, ui);
        super::problems_ui::problems_panel(self, ui, &mut cmds);
        super::lesson_ui::lesson_panel(self, ui, &mut caches, &mut cmds);
        if self.layout.show_lesson {
            // The page was shown at its restored offset: once is enough.
            self.restore_scroll = None;
        }
        super::knobs_ui::knobs_panel(self, ui, &mut cmds);
        egui::CentralPanel::default().show(ui, |ui| {
            // The centre column's width is what the side panels leave: the editor's
            // content (a long line) scrolls inside it and never widens it.
            let width = ui.available_width();
            let height = ui.available_height();
            // The viewport keeps at least a third of the window's height (its buttons'
            // row besides): the editor grows only into what is left.
            let keep = ctx.content_rect().height() / 3.0 + self.viewport.buttons_height.max(VIEWPORT_BUTTONS_HEIGHT);
            let editor_max = (height - keep).max(60.0);
            egui::Panel::bottom("editor")
                .resizable(true)
                .default_size((height * 0.5).min(editor_max))
                .size_range(60.0..=editor_max)
                .show(ui, |ui| {
                    ui.set_max_width(width);
                    super::editor_ui::editor_panel(self, ui, &mut cmds);
                });
            // The editor moved its cursor there.
            self.goto = None;
            ui.set_max_width(width);
            // The viewport panel places the picture; the app runs the sandbox frame for
            // it and uploads it; the panel draws it; the app paces the repaints.
            let placed = super::viewport_ui::viewport_controls(self, ui, &mut cmds);
            let drew = self.viewport_frame(&placed, host);
            super::viewport_ui::viewport_picture(self, ui, placed.rect, host.is_some(), drew, &mut cmds);
            self.pace_viewport(ui.ctx());
        });
        self.caches = caches;
        self.commands = cmds;
        self.update_marks();
        self.apply_commands(&ctx);
        self.sync_shader();
        if let Err(e) = self.buffers.write_drafts(false) {
            self.notify(format!(
                "{}: {e}",
                tr(self.lang, "No se pudo guardar el borrador", "Could not keep the draft")
            ));
        }
        if let Err(e) = self.pages.write_due(self.buffers.work(), false) {
            self.notify(e);
        }
        for due in [self.buffers.next_draft_due(), self.pages.next_due()]
            .into_iter()
            .flatten()
        {
            ctx.request_repaint_after(due.saturating_duration_since(Instant::now()));
        }
        self.screenshot_step(&ctx);
        #[cfg(target_arch = "wasm32")]
        super::web::hooks(self, &ctx);
        if let Some(mut runner) = self.script.take() {
            runner.step(self, &ctx);
            self.script = Some(runner);
        }
    }

    /// Answers the open lesson's live marks from this frame, and keeps each new pass in
    /// the progress file. Runs every frame, whatever panel is folded: a student who
    /// folds the page still gets the mark kept.
    fn update_marks(&mut self) {
        self.live_marks.clear();
        let Some(lesson) = self.lesson_id.as_deref().and_then(|id| self.catalog.find(id)) else {
            return;
        };
        let mut passed = Vec::new();
        for ex in &lesson.lesson.exercises {
            // Live only under the exercise's knobs; otherwise the "check" button.
            let live = crate::grade::knobs_match(self.sandbox.knobs(), ex)
                .then(|| crate::grade::live(&self.sandbox, &ex.check, &self.stats.live))
                .flatten();
            let outcome = live
                .as_ref()
                .or_else(|| self.grades.get(&ex.id).and_then(Option::as_ref));
            if outcome.is_some_and(crate::grade::Outcome::passed) && !self.progress.passed(&lesson.lesson.id, &ex.id) {
                passed.push(ex.id.clone());
            }
            if let Some(o) = live {
                self.live_marks.insert(ex.id.clone(), o);
            }
        }
        self.commands.extend(passed.into_iter().map(Command::Passed));
    }

    /// Runs `steps` in the window (the desktop's `--script`, the web build's hook).
    pub fn start_script(&mut self, steps: Vec<super::script::Step>) {
        self.script = Some(super::script::Runner::new(steps, PathBuf::from(".")));
    }

    /// "running", "done" or "failed: why", when a script was given.
    pub fn script_status(&self) -> Option<String> {
        self.script.as_ref().map(|r| match (&r.failed, r.finished()) {
            (Some(why), _) => format!("failed: {why}"),
            (None, true) => "done".to_owned(),
            (None, false) => "running".to_owned(),
        })
    }

    /// Writes every pending draft now (lesson switch, window closing).
    fn flush_drafts(&mut self) {
        if let Err(e) = self.buffers.write_drafts(true) {
            self.notify(format!(
                "{}: {e}",
                tr(self.lang, "No se pudo guardar el borrador", "Could not keep the draft")
            ));
        }
        if let Err(e) = self.pages.write_due(self.buffers.work(), true) {
            self.notify(e);
        }
    }

    /// Frames per second the status bar shows.
    pub fn fps(&self) -> usize {
        self.stats.fps()
    }

    /// Target recreations in the last second, as the stats panel shows.
    pub fn recreations_per_s(&self) -> u64 {
        self.stats.recreations_per_s()
    }

    /// Where the viewport was drawn in the last frame, in points.
    pub fn viewport_rect(&self) -> egui::Rect {
        self.viewport.last_rect.unwrap_or(egui::Rect::NOTHING)
    }

    /// The student's work folder.
    pub fn work_dir(&self) -> &std::path::Path {
        self.buffers.work().root()
    }

    fn screenshot_step(&mut self, ctx: &egui::Context) {
        let Some(path) = self.screenshot.clone() else { return };
        // Wait until the viewport has shown a few frames (or says why it cannot).
        // Wait until the viewport has shown frames; only a device that cannot run (its
        // message is what the screenshot shows) is taken without them.
        let running = matches!(self.sandbox.state(), crate::gpu::DeviceState::Running);
        let ready = self.viewport.shown_frames >= 5 || (!running && self.viewport.frames_without_gpu >= 30);
        if ready && !self.screenshot_sent {
            self.screenshot_sent = true;
            let c = ctx.clone();
            ctx.request_screenshot(move |image| {
                let result = image::save_buffer(
                    &path,
                    image.as_raw(),
                    image.width() as u32,
                    image.height() as u32,
                    image::ExtendedColorType::Rgba8,
                );
                match result {
                    Ok(()) => println!("wrote {}", path.display()),
                    Err(e) => eprintln!("error: cannot write {}: {e}", path.display()),
                }
                c.send_viewport_cmd(egui::ViewportCommand::Close);
                c.request_repaint();
            });
        }
        ctx.request_repaint();
    }
}

fn same_file(a: &std::path::Path, b: &std::path::Path) -> bool {
    a == b || a.file_name() == b.file_name() && a.canonicalize().ok() == b.canonicalize().ok()
}

impl eframe::App for LienzoApp {
    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        let host = frame.wgpu_render_state().cloned();
        self.frame_ui(ui, host.as_ref());
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.flush_drafts();
        eframe::set_value(
            storage,
            STORAGE_KEY,
            &Persisted {
                lang: Some(self.lang),
                lesson: self.lesson_id.clone(),
            },
        );
    }

    fn on_exit(&mut self) {
        self.flush_drafts();
    }

    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        if let Some(runner) = &mut self.script {
            raw_input.events.append(&mut runner.events);
        }
    }
}
