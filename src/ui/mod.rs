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
mod pages;
mod problems_ui;
pub mod script;
mod stats_ui;
mod strings;
mod viewport;
mod viewport_ui;
#[cfg(target_arch = "wasm32")]
pub mod web;

use std::path::PathBuf;

pub use app::{Command, LienzoApp};
pub use buffers::{Buffer, Buffers};
pub use editor_ui::{EDITOR_ID, editor_id};

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

/// Opens the window and runs until it closes. Returns the process exit code.
#[cfg(not(target_arch = "wasm32"))]
pub fn run(launch: Launch) -> u8 {
    // Everything Lienzo writes goes under the work folder, eframe's own state too.
    let work = launch
        .work_dir
        .clone()
        .unwrap_or_else(crate::work::WorkDir::default_root);
    let options = eframe::NativeOptions {
        persistence_path: Some(work.join("app.ron")),
        viewport: eframe::egui::ViewportBuilder::default()
            .with_inner_size([1440.0, 900.0])
            .with_min_inner_size([720.0, 480.0])
            .with_title("Lienzo — WebGPU"),
        renderer: eframe::Renderer::Wgpu,
        ..Default::default()
    };
    let result = eframe::run_native(
        "Lienzo",
        options,
        Box::new(move |cc| Ok(Box::new(LienzoApp::from_creation_context(cc, launch)))),
    );
    match result {
        // A script that stopped early closed the window itself: its status is the
        // process's.
        Ok(()) if script::failed() => crate::headless::EXIT_PROBLEMS,
        Ok(()) => crate::headless::EXIT_OK,
        Err(e) => {
            eprintln!(
                "error: cannot open the Lienzo window: {e}\n\
                 The window itself needs a GPU adapter (Vulkan, or OpenGL through EGL). On Debian/Ubuntu: \
                 `sudo apt-get install mesa-vulkan-drivers libegl-mesa0`. The headless commands \
                 (`lienzo check`, `grade`, `lessons`) still work where an adapter exists."
            );
            crate::headless::EXIT_USAGE
        }
    }
}
