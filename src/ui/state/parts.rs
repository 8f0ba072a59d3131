//! The parts of the window's state, each one concern: the course, the editor, the
//! panels and the student's marks.

use std::collections::BTreeMap;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::mpsc::{Receiver, Sender, channel};
use web_time::Instant;

use super::{Layout, PanelCaches};
use crate::grade::Outcome;
use crate::lesson::Catalog;
use crate::ui::buffers::Buffers;
use crate::watch::Watcher;

/// The course: its lessons, the open one, and what the student left on each page.
pub struct Course {
    pub(crate) catalog: Catalog,
    pub(crate) lesson_id: Option<String>,
    /// The page open instead of a lesson (*Open page…*); `lesson_id` is then its key.
    pub(crate) free: Option<crate::ui::free_page::FreePage>,
    /// Each lesson's knobs and scroll position, kept in the work folder.
    pub(crate) pages: crate::ui::pages::Pages,
    /// Watches the lessons and shaders folders.
    pub(crate) watcher: Option<Watcher>,
}

/// The editor: the texts, the open tab, and where the cursor is sent.
pub struct EditorState {
    pub(crate) buffers: Buffers,
    /// The editor's tab: the shader or the page's program.
    pub(crate) tab: super::Tab,
    /// A character offset the cursor goes to on the next frame (a clicked problem).
    pub(crate) goto: Option<usize>,
}

/// What the panels show besides the state they read: layout, notices.
#[derive(Default)]
pub struct Panels {
    pub(crate) layout: Layout,
    pub(crate) caches: PanelCaches,
    pub(crate) notice: Option<(String, Instant)>,
    /// The scroll offset to restore on the lesson page, once, after opening it.
    pub(crate) restore_scroll: Option<f32>,
}

/// The student's marks: checks run and running, hints asked for, progress.
pub struct Marks {
    /// Each exercise's last check; `None` while it runs.
    pub(crate) grades: BTreeMap<String, Option<Outcome>>,
    /// Exercises passed so far, kept in the work folder.
    pub(crate) progress: crate::progress::Progress,
    /// Checks running on their own threads send their outcomes here (the desktop).
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) grade_tx: Sender<(String, Outcome)>,
    #[cfg(not(target_arch = "wasm32"))]
    pub(crate) grade_rx: Receiver<(String, Outcome)>,
    /// Page checks running in the browser's Workers (the web build), polled each frame.
    #[cfg(target_arch = "wasm32")]
    pub(crate) pages: Vec<(String, crate::grade::PageGrade)>,
    /// How many hints of each exercise of the open lesson the student asked for.
    pub(crate) hints: BTreeMap<String, usize>,
}

impl Marks {
    /// No marks yet, with the progress kept from before.
    pub fn new(progress: crate::progress::Progress) -> Self {
        #[cfg(not(target_arch = "wasm32"))]
        let (grade_tx, grade_rx) = channel();
        Self {
            grades: BTreeMap::new(),
            progress,
            #[cfg(not(target_arch = "wasm32"))]
            grade_tx,
            #[cfg(not(target_arch = "wasm32"))]
            grade_rx,
            #[cfg(target_arch = "wasm32")]
            pages: Vec::new(),
            hints: BTreeMap::new(),
        }
    }
}
