//! The egui shell: lesson list and page, viewport, WGSL editor, problems, knobs and
//! stats. egui only; GPU work goes through [`crate::gpu::Sandbox`].

mod app;
mod buffers;
mod device_ui;
mod editor_ui;
mod history;
mod host_view;
mod knobs_ui;
mod lesson_ui;
#[cfg(not(target_arch = "wasm32"))]
mod native;
mod page_drag;
mod page_pictures;
mod page_view;
mod pages;
mod problems_ui;
pub mod script;
mod stats_ui;
mod strings;
mod viewport;
mod viewport_ui;
#[cfg(target_arch = "wasm32")]
pub mod web;

// The window's host: the desktop's (`native`) or the page's (`web`), the same names on
// both sides.
#[cfg(not(target_arch = "wasm32"))]
use native as host;
#[cfg(target_arch = "wasm32")]
use web as host;

use std::path::PathBuf;

pub use app::{Command, LienzoApp};
pub use buffers::{Buffer, Buffers};
pub use editor_ui::{EDITOR_ID, Tab, editor_id};
#[cfg(not(target_arch = "wasm32"))]
pub use native::run;

use crate::config::Common;
use crate::lesson::Lang;

/// How the GUI was asked to start.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    /// Options shared with the CLI.
    pub common: Common,
    /// Lesson to open.
    pub lesson: Option<String>,
    /// Language; the system's when `None`.
    pub lang: Option<Lang>,
    /// Save a screenshot once the viewport has shown a frame, then exit.
    pub screenshot: Option<PathBuf>,
    /// The student's work folder; the platform's data folder when `None`.
    pub work_dir: Option<PathBuf>,
    /// Steps to run in the window, then close it (`--script`).
    pub script: Option<Vec<script::Step>>,
}
