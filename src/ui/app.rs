//! `LienzoApp`: state, commands and the frame. Panels draw the state and push
//! [`Command`]s; the app applies them once per frame.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Instant;

use eframe::egui;

use crate::gpu::{Sandbox, SandboxOptions};
use crate::grade::Outcome;
use crate::headless::Common;
use crate::lesson::{Catalog, Knobs, Lang, LoadedLesson};
use crate::watch::Watcher;

use super::Launch;
use super::buffers::Buffers;
use super::stats_ui::StatsHistory;
use super::strings::tr;
use super::viewport_ui::ViewportState;

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
    /// Undo the last revert.
    UndoRevert,
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
}

#[derive(serde::Serialize, serde::Deserialize, Default)]
struct Persisted {
    buffers: Buffers,
    lang: Option<Lang>,
    lesson: Option<String>,
}

const STORAGE_KEY: &str = "lienzo";

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
    pub(crate) goto: Option<usize>,
    pub(crate) notice: Option<(String, Instant)>,
    pub(crate) grades: std::collections::BTreeMap<String, Option<Outcome>>,
    grade_tx: Sender<(String, Outcome)>,
    grade_rx: Receiver<(String, Outcome)>,
    watcher: Option<Watcher>,
    validated_text: Option<String>,
    screenshot: Option<PathBuf>,
    screenshot_sent: bool,
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
        let mut app = Self::new(launch, preferred, persisted.buffers, persisted.lang, persisted.lesson);
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
        buffers: Buffers,
        saved_lang: Option<Lang>,
        saved_lesson: Option<String>,
    ) -> Self {
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
        };
        let (scene, spec, knobs) = match lesson_id.as_deref().and_then(|id| catalog.find(id)) {
            Some(l) => (l.lesson.scene, l.lesson.device.clone(), launch.common.apply(l.knobs())),
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
            goto: None,
            notice: None,
            grades: std::collections::BTreeMap::new(),
            grade_tx,
            grade_rx,
            watcher: None,
            validated_text: None,
            screenshot: launch.screenshot,
            screenshot_sent: false,
        };
        if let Some(id) = lesson_id {
            app.open_lesson(&id, false);
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

    fn shader_path(&self) -> Option<PathBuf> {
        self.lesson().map(|l| self.catalog.shader_path(&l.lesson.shader))
    }

    fn open_lesson(&mut self, id: &str, switch_device: bool) {
        let Some(l) = self.catalog.find(id).cloned() else {
            self.notify(format!("unknown lesson `{id}`"));
            return;
        };
        self.lesson_id = Some(id.to_owned());
        let path = self.catalog.shader_path(&l.lesson.shader);
        self.buffers.open(id, &path);
        // A text restored from the last session may be older than the file: reconcile.
        self.buffers.file_changed(id, &path);
        let knobs = self.common.apply(l.knobs());
        if switch_device {
            self.sandbox.set_lesson(l.lesson.scene, l.lesson.device.clone(), knobs);
        }
        self.validated_text = None;
        self.grades = l.lesson.exercises.iter().map(|e| (e.id.clone(), None)).collect();
        self.stats = StatsHistory::default();
    }

    /// Applies the queued commands.
    pub fn apply_commands(&mut self, ctx: &egui::Context) {
        for cmd in std::mem::take(&mut self.commands) {
            self.apply(cmd, ctx);
        }
    }

    fn apply(&mut self, cmd: Command, ctx: &egui::Context) {
        let id = self.lesson_id.clone().unwrap_or_default();
        match cmd {
            Command::OpenLesson(l) => self.open_lesson(&l, true),
            Command::SetLang(l) => self.lang = l,
            Command::SetKnobs(k) => self.sandbox.set_knobs(k),
            Command::ResetKnobs => {
                if let Some(l) = self.lesson() {
                    let k = self.common.apply(l.knobs());
                    self.sandbox.set_knobs(k);
                }
            }
            Command::Save => {
                if let Some(path) = self.shader_path() {
                    match self.buffers.save(&id, &path) {
                        Ok(()) => self.notify(format!(
                            "{} {}",
                            tr(self.lang, "Guardado en", "Saved to"),
                            path.display()
                        )),
                        Err(e) => self.notify(format!(
                            "{}: {e}",
                            tr(self.lang, "No se pudo guardar", "Could not save")
                        )),
                    }
                }
            }
            Command::Revert => self.buffers.revert(&id),
            Command::UndoRevert => self.buffers.undo_revert(&id),
            Command::ResolveConflict(keep) => self.buffers.resolve(&id, keep),
            Command::DestroyDevice => self.sandbox.destroy_device(),
            Command::SimulateReset => self.sandbox.simulate_reset(),
            Command::Restart => self.sandbox.restart(),
            Command::ResizeStorm => self.sandbox.resize_storm(50, std::time::Duration::from_secs(2)),
            Command::GoTo(offset) => self.goto = Some(offset),
            Command::ClearEvents => self.sandbox.log().lock().clear(),
            Command::Grade(ex) => self.start_grade(&ex, ctx),
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
        std::thread::spawn(move || {
            let outcome = crate::grade::grade(&opts, &lesson, &ex, &text, knobs);
            let _ = tx.send((ex.id.clone(), outcome));
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
            self.catalog = self.common.catalog();
            if let Some(id) = self.lesson_id.clone()
                && self.catalog.find(&id).is_some()
            {
                self.open_lesson(&id, true);
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
        let text = self.text().to_owned();
        if self.validated_text.as_deref() != Some(text.as_str()) {
            self.sandbox.set_source(&text);
            self.validated_text = Some(text);
        }
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
        self.poll_background();
        self.shortcuts(&ctx);
        self.sync_shader();
        super::lesson_ui::top_bar(self, ui);
        super::stats_ui::status_bar(self, ui);
        super::problems_ui::problems_panel(self, ui);
        super::lesson_ui::lesson_panel(self, ui);
        super::knobs_ui::knobs_panel(self, ui);
        egui::CentralPanel::default().show(ui, |ui| {
            egui::Panel::bottom("editor")
                .resizable(true)
                .default_size(ui.available_height() * 0.45)
                .min_size(80.0)
                .show(ui, |ui| super::editor_ui::editor_panel(self, ui));
            super::viewport_ui::viewport_panel(self, ui, host);
        });
        self.apply_commands(&ctx);
        self.sync_shader();
        self.screenshot_step(&ctx);
    }

    fn screenshot_step(&mut self, ctx: &egui::Context) {
        let Some(path) = self.screenshot.clone() else { return };
        // Wait until the viewport has shown a few frames (or says why it cannot).
        let ready = self.viewport.shown_frames >= 5 || self.viewport.frames_without_gpu >= 30;
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
        eframe::set_value(
            storage,
            STORAGE_KEY,
            &Persisted {
                buffers: self.buffers.clone(),
                lang: Some(self.lang),
                lesson: self.lesson_id.clone(),
            },
        );
    }
}
