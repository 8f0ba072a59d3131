//! `LienzoApp`: the state, the frame's commands and a scripted run. Panels read the
//! state ([`AppState`], with their own caches in `PanelCaches`) and push [`Command`]s;
//! the app applies them once per frame, in [`LienzoApp::apply_commands`]. The per-frame
//! plumbing no panel does (the page's update, the upload, the repaint pacing) runs here
//! and in `app/viewport.rs`.

use std::path::PathBuf;
use web_time::Instant;

use eframe::egui;

use crate::lesson::{Catalog, Knobs, Lang};
use crate::watch::Watcher;

use super::Launch;
use super::buffers::Buffers;
use super::viewport::ViewportState;

mod apply;
mod frame;
mod viewport;

pub use super::command::Command;
use super::state::{AppState, Course, EditorState, Marks, Panels};

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

/// The application: its state, the commands of this frame, and a scripted run.
pub struct LienzoApp {
    state: AppState,
    pub(crate) commands: Vec<Command>,
    automation: Automation,
}

/// Reading the app is reading its state: panels and tests see [`AppState`]'s accessors.
impl std::ops::Deref for LienzoApp {
    type Target = AppState;

    fn deref(&self) -> &AppState {
        &self.state
    }
}

/// A scripted run (`--script`, `--screenshot`): what drives the window without a person.
#[derive(Default)]
pub struct Automation {
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
        // The browser starts a page lesson's page now, before the window's first frame:
        // its Worker loads and asks for its GPU while the window lays itself out (the
        // desktop starts it in the first frame).
        #[cfg(target_arch = "wasm32")]
        if app.state.page.is_open() {
            let wake = cc.egui_ctx.clone();
            app.state
                .page
                .set_waker(std::sync::Arc::new(move || wake.request_repaint()));
            app.sync_shader();
        }
        app
    }

    /// Watches the lessons and shaders folders; `wake` runs on every change.
    fn start_watcher(&mut self, wake: impl Fn() + Send + 'static) {
        self.state.course.watcher = None;
        let dirs = [
            self.state.course.catalog.lessons_dir.clone(),
            self.state.course.catalog.shaders_dir.clone(),
        ];
        let dirs: Vec<&std::path::Path> = dirs.iter().map(PathBuf::as_path).collect();
        match Watcher::new(&dirs, wake) {
            Ok(w) => self.state.course.watcher = Some(w),
            Err(e) => self.notify(e.to_string()),
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
        let catalog = Catalog::load(&launch.common.lessons_dir(), &launch.common.shaders_dir());
        let lang = launch.lang.or(saved_lang).unwrap_or_else(Lang::from_system);
        let wanted = launch.lesson.clone().or(saved_lesson);
        let lesson_id = wanted
            .filter(|id| catalog.find(id).is_some())
            .or_else(|| catalog.lessons.first().map(|l| l.lesson.id.clone()));
        // The knobs the student left on the lesson.
        let knobs = match lesson_id.as_deref().and_then(|id| catalog.find(id)) {
            Some(l) => {
                pages
                    .knobs(
                        &work,
                        &l.lesson.id,
                        &l.knobs().with_min_limits(launch.common.min_limits),
                    )
                    .0
            }
            None => Knobs::default().with_min_limits(launch.common.min_limits),
        };
        let mut app = Self {
            state: AppState {
                common: launch.common,
                lang,
                course: Course {
                    catalog,
                    lesson_id: None,
                    free: None,
                    pages,
                    watcher: None,
                },
                editor: EditorState {
                    buffers,
                    tab: super::state::Tab::Shader,
                    goto: None,
                },
                knobs,
                preferred,
                page: super::page_view::PageView::default(),
                viewport: ViewportState::default(),
                panels: Panels::default(),
                marks: Marks::new(progress),
            },
            commands: Vec::new(),
            automation: Automation {
                screenshot: launch.screenshot,
                screenshot_sent: false,
                script: launch
                    .script
                    .map(|steps| super::script::Runner::new(steps, PathBuf::from("."))),
            },
        };
        if let Some(id) = lesson_id {
            app.open_page(&id);
        }
        if let Some(path) = &launch.page {
            app.open_free_page(path);
        }
        if let Some(w) = progress_warning {
            app.notify(w);
        }
        app.start_watcher(|| {});
        app
    }

    /// Queues a command, as a button or shortcut would.
    pub fn push(&mut self, cmd: Command) {
        self.commands.push(cmd);
    }

    /// Shows a short message in the status bar.
    pub fn notify(&mut self, msg: impl Into<String>) {
        self.state.panels.notice = Some((msg.into(), Instant::now()));
    }
}

fn same_file(a: &std::path::Path, b: &std::path::Path) -> bool {
    a == b || a.file_name() == b.file_name() && a.canonicalize().ok() == b.canonicalize().ok()
}

impl Drop for LienzoApp {
    /// The page's thread ends before the app does: a process that exits while a page
    /// thread is still inside the GPU driver can crash in the driver's teardown.
    fn drop(&mut self) {
        self.state.page.open(None, None);
        crate::runtime::end_pages(std::time::Duration::from_secs(3));
    }
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
                lang: Some(self.state.lang),
                lesson: self.state.course.lesson_id.clone(),
            },
        );
    }

    fn on_exit(&mut self) {
        self.flush_drafts();
        // The page's thread ends before the process does.
        self.state.page.open(None, None);
        crate::runtime::end_pages(std::time::Duration::from_secs(3));
    }

    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        if let Some(runner) = &mut self.automation.script {
            raw_input.events.append(&mut runner.events);
        }
    }
}
