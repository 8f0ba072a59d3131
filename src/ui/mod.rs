//! The egui shell: lesson list and page, viewport, WGSL editor, problems, knobs and
//! the page's stats. egui only; the lesson's page runs through [`crate::runtime`].

mod app;
mod buffers;
mod command;
mod device_ui;
mod editor_ui;
pub mod fonts;
mod free_page;
#[cfg(not(target_arch = "wasm32"))]
mod host_native;
mod host_view;
#[cfg(target_arch = "wasm32")]
mod host_web;
mod keys;
mod knobs_ui;
mod lesson_ui;
#[cfg(not(target_arch = "wasm32"))]
mod native;
mod other_canvases;
mod page_controls;
mod page_drag;
mod page_pictures;
mod page_view;
mod pages;
mod problems_ui;
pub mod script;
mod state;
mod stats_ui;
mod viewport;
mod viewport_ui;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
mod web_grade;

// What the app and the panels call on the window's host each frame: the desktop's
// (`host_native`) or the page's (`host_web`), the same names on both sides.
#[cfg(not(target_arch = "wasm32"))]
use host_native as host;
#[cfg(target_arch = "wasm32")]
use host_web as host;

use std::path::PathBuf;

pub use app::LienzoApp;
pub use buffers::{Buffer, Buffers};
pub use command::Command;
pub use editor_ui::{EDITOR_ID, editor_id};
#[cfg(not(target_arch = "wasm32"))]
pub use native::run;
pub use state::{AppState, Tab};

use crate::config::Common;
use crate::lesson::Lang;

/// How the GUI was asked to start.
#[derive(Clone, Debug, Default)]
pub struct Launch {
    /// A page to open instead of a lesson (`--page`: a folder or an `.html` file).
    pub page: Option<PathBuf>,
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
