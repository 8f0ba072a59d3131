//! `LienzoApp`: state, commands and the frame. Panels read the state (`&LienzoApp`, and
//! their own caches in [`PanelCaches`]) and push [`Command`]s; the app applies them once
//! per frame, in [`LienzoApp::apply_commands`]. The per-frame plumbing no panel does
//! (the sandbox frame, the upload, the repaint pacing) runs here and in `viewport.rs`.

use std::path::PathBuf;
use web_time::Instant;

use eframe::egui;

use crate::config::Common;
use crate::gpu::{Sandbox, SandboxOptions};
use crate::lesson::{Catalog, Knobs, Lang, LoadedLesson};
use crate::watch::Watcher;

use super::Launch;
use super::buffers::Buffers;
use super::viewport::ViewportState;

mod apply;
mod command;
mod frame;
mod parts;

pub use command::Command;
use parts::{Automation, Course, EditorState, Marks, Panels};

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
    pub(crate) lang: Lang,
    pub(crate) course: Course,
    pub(crate) editor: EditorState,
    /// The scene's runtime: the lesson device, its canvas and the student's shader.
    pub(crate) sandbox: Sandbox,
    /// The open lesson's page, when it has a host program.
    pub(crate) page: super::page_view::PageView,
    pub(crate) viewport: ViewportState,
    pub(crate) panels: Panels,
    pub(crate) marks: Marks,
    pub(crate) commands: Vec<Command>,
    automation: Automation,
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
        self.course.watcher = None;
        let dirs = [
            self.course.catalog.lessons_dir.clone(),
            self.course.catalog.shaders_dir.clone(),
        ];
        let dirs: Vec<&std::path::Path> = dirs.iter().map(PathBuf::as_path).collect();
        match Watcher::new(&dirs, wake) {
            Ok(w) => self.course.watcher = Some(w),
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
        let opts = SandboxOptions {
            backends: launch.common.backends,
            preferred,
            image: picture(&launch.common),
            // Device requests after the first (start again, lesson switch, limits and
            // feature knobs) run on the request thread: the window never waits for a driver.
            background: true,
        };
        // The device starts with the knobs the student left on the lesson.
        let (scene, spec, knobs) = match lesson_id.as_deref().and_then(|id| catalog.find(id)) {
            Some(l) => {
                let (knobs, _) = pages.knobs(
                    &work,
                    &l.lesson.id,
                    &l.knobs().with_min_limits(launch.common.min_limits),
                );
                (l.lesson.scene, l.lesson.device.clone(), knobs)
            }
            None => (
                crate::lesson::SceneKind::Fullscreen,
                crate::lesson::DevicePolicySpec::default(),
                Knobs::default().with_min_limits(launch.common.min_limits),
            ),
        };
        let sandbox = Sandbox::new(opts, scene, spec, knobs);
        let mut app = Self {
            common: launch.common,
            lang,
            course: Course {
                catalog,
                lesson_id: None,
                pages,
                watcher: None,
            },
            editor: EditorState {
                buffers,
                tab: super::editor_ui::Tab::Shader,
                goto: None,
                validated_text: None,
            },
            sandbox,
            page: super::page_view::PageView::default(),
            viewport: ViewportState::default(),
            panels: Panels::default(),
            marks: Marks::new(progress),
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
        if let Some(w) = progress_warning {
            app.notify(w);
        }
        app.start_watcher(|| {});
        app
    }

    /// The lessons as loaded (with the files that failed).
    pub fn catalog(&self) -> &Catalog {
        &self.course.catalog
    }

    /// The current lesson.
    pub fn lesson(&self) -> Option<&LoadedLesson> {
        self.course
            .lesson_id
            .as_deref()
            .and_then(|id| self.course.catalog.find(id))
    }

    /// The shader text of the current lesson.
    pub fn text(&self) -> &str {
        self.course
            .lesson_id
            .as_deref()
            .and_then(|id| self.editor.buffers.get(id))
            .map_or("", |b| b.text.as_str())
    }

    /// The page's program text of the current lesson (empty when it has none).
    /// The size of the page's newest frame, in pixels (0×0 before one).
    pub fn page_frame_size(&self) -> (u32, u32) {
        self.page.out.frame_size
    }

    pub fn program_text(&self) -> &str {
        self.course
            .lesson_id
            .as_deref()
            .and_then(|id| self.editor.buffers.get(&program_key(id)))
            .map_or("", |b| b.text.as_str())
    }

    /// The buffer key of the editor's open tab: the lesson id for its shader,
    /// `<id>.js` for its page's program.
    pub fn doc_key(&self) -> Option<String> {
        let id = self.course.lesson_id.as_deref()?;
        Some(if self.program_tab() {
            program_key(id)
        } else {
            id.to_owned()
        })
    }

    /// Whether the editor shows the page's program (not the shader).
    pub fn program_tab(&self) -> bool {
        self.editor.tab == super::editor_ui::Tab::Program && self.page.is_open()
    }

    /// The shader's problems and the text they were found in: the page's own check
    /// (a plain module) in a page lesson, else the sandbox's (the lesson's scene).
    pub fn shader_problems(&self) -> (Vec<crate::wgsl::Diagnostic>, &str) {
        if self.page.is_open() {
            return self
                .page
                .wgsl
                .as_ref()
                .map_or((Vec::new(), ""), |c| (c.problems.clone(), c.source.as_str()));
        }
        (self.sandbox.problems(), self.sandbox.report_source())
    }

    /// The open tab's text, for editing.
    pub fn text_mut(&mut self) -> Option<&mut String> {
        let key = self.doc_key()?;
        self.editor.buffers.get_mut(&key).map(|b| &mut b.text)
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
        self.panels.notice = Some((msg.into(), Instant::now()));
    }

    /// Frames per second the status bar shows.
    pub fn fps(&self) -> usize {
        self.panels.stats.fps()
    }

    /// Target recreations in the last second, as the stats panel shows.
    pub fn recreations_per_s(&self) -> u64 {
        self.panels.stats.recreations_per_s()
    }

    /// Where the viewport was drawn in the last frame, in points.
    pub fn viewport_rect(&self) -> egui::Rect {
        self.viewport.last_rect.unwrap_or(egui::Rect::NOTHING)
    }

    /// The student's work folder.
    pub fn work_dir(&self) -> &std::path::Path {
        self.editor.buffers.work().root()
    }
}

/// The lesson picture, or a checkerboard when it is missing.
fn picture(common: &Common) -> crate::gpu::CpuImage {
    let (path, bytes) = common.read_picture();
    crate::gpu::CpuImage::decode_or_checker(&path, bytes)
}

/// The buffer key of a lesson's page program.
pub fn program_key(lesson: &str) -> String {
    format!("{lesson}.js")
}

fn same_file(a: &std::path::Path, b: &std::path::Path) -> bool {
    a == b || a.file_name() == b.file_name() && a.canonicalize().ok() == b.canonicalize().ok()
}

impl Drop for LienzoApp {
    /// The page's thread ends before the app does: a process that exits while a page
    /// thread is still inside the GPU driver can crash in the driver's teardown.
    fn drop(&mut self) {
        self.page.open(None);
        crate::platform::end_pages(std::time::Duration::from_secs(3));
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
                lang: Some(self.lang),
                lesson: self.course.lesson_id.clone(),
            },
        );
    }

    fn on_exit(&mut self) {
        self.flush_drafts();
        // The page's thread ends before the process does.
        self.page.open(None);
        crate::platform::end_pages(std::time::Duration::from_secs(3));
    }

    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        if let Some(runner) = &mut self.automation.script {
            raw_input.events.append(&mut runner.events);
        }
    }
}
