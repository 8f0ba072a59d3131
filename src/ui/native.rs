//! The desktop's host for the window: eframe's native runner. The web build's
//! counterpart is `web.rs`; both define the hooks the app calls each frame.

use eframe::egui;

use super::app::{Command, LienzoApp};
use super::{Launch, script};

/// Opens the window and runs until it closes. Returns the process exit code.
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

/// The page's per-frame hooks (`web::hooks`); the desktop has none.
pub(super) fn hooks(_app: &mut LienzoApp, _ctx: &egui::Context) {}

/// The page's download and upload buttons (`web::file_buttons`); the desktop saves to
/// the work folder instead.
pub(super) fn file_buttons(_app: &LienzoApp, _ui: &mut egui::Ui, _cmds: &mut [Command]) {}

/// A script that failed closes the window on the desktop, through eframe, so drafts are
/// flushed and workers joined (the page stays open and says why).
pub(super) fn close_after_failed_script(ctx: &egui::Context) {
    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
}
