//! What the window knows: the course, the editor's texts, the knobs and the page, the
//! viewport, the panels' own state and the student's marks. Panels read an
//! [`AppState`] and push commands; only the app (`app.rs`) changes it.

use eframe::egui;

use crate::config::Common;
use crate::lesson::{Catalog, Knobs, Lang, LoadedLesson};

use super::page_view::PageView;
use super::viewport::ViewportState;

mod parts;

pub use parts::{Course, EditorState, Marks, Panels};

/// The editor's tabs: a page lesson has its program beside its shader.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    #[default]
    Shader,
    Program,
}

/// The panels' own caches, lent to them while they draw.
#[derive(Default)]
pub struct PanelCaches {
    /// Markdown cache of the lesson page.
    pub markdown: egui_commonmark::CommonMarkCache,
}

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
    pub(crate) fn choose(&mut self, width: f32) {
        if !self.chosen {
            *self = Self {
                show_lesson: true,
                show_knobs: width >= Self::NARROW,
                chosen: true,
            };
        }
    }
}

/// The window's state.
pub struct AppState {
    pub(crate) common: Common,
    pub(crate) lang: Lang,
    pub(crate) course: Course,
    pub(crate) editor: EditorState,
    /// The knobs in force: the world the page runs in.
    pub(crate) knobs: Knobs,
    /// The window's preferred canvas format (eframe's target format).
    pub(crate) preferred: wgpu::TextureFormat,
    /// The open lesson's page.
    pub(crate) page: PageView,
    pub(crate) viewport: ViewportState,
    pub(crate) panels: Panels,
    pub(crate) marks: Marks,
}

impl AppState {
    /// The frame the viewport shows: the page's newest.
    pub fn shown_frame(&self) -> Option<(egui::TextureId, (u32, u32))> {
        self.page.has_frame().then(|| self.page.host.shown()).flatten()
    }

    /// The interface language.
    pub fn lang(&self) -> Lang {
        self.lang
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

    /// The size of the page's newest frame, in pixels (0×0 before one).
    pub fn page_frame_size(&self) -> (u32, u32) {
        self.page.out.frame_size
    }

    /// What the open lesson's page produced: its runs, frames, lines, the newest
    /// frame's center pixel.
    pub fn page_output(&self) -> &super::page_view::PageOutput {
        &self.page.out
    }

    /// The page's program text of the current lesson (empty when it has none).
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
        self.editor.tab == Tab::Program && self.page.is_open()
    }

    /// The shader's problems and the text they were found in: the page's own check
    /// (a plain module, as `getCompilationInfo()` sees it).
    pub fn shader_problems(&self) -> (Vec<crate::wgsl::Diagnostic>, &str) {
        self.page
            .wgsl
            .as_ref()
            .map_or((Vec::new(), ""), |c| (c.problems.clone(), c.source.as_str()))
    }

    /// The open tab's text, for editing.
    pub fn text_mut(&mut self) -> Option<&mut String> {
        let key = self.doc_key()?;
        self.editor.buffers.get_mut(&key).map(|b| &mut b.text)
    }

    /// The knobs in force.
    pub fn knobs(&self) -> &Knobs {
        &self.knobs
    }

    /// Frames per second the status bar shows: the page's presented frames.
    pub fn fps(&self) -> usize {
        self.page.fps()
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

/// The buffer key of a lesson's page program.
pub fn program_key(lesson: &str) -> String {
    format!("{lesson}.js")
}
