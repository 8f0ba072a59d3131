//! The desktop's entry: eframe's native runner. The web build's counterpart is
//! `web.rs`; what the app calls on its host each frame is in `host_native.rs`.

use super::app::LienzoApp;
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
        Box::new(move |cc| {
            cc.egui_ctx.set_fonts(super::fonts::desktop_fonts());
            Ok(Box::new(LienzoApp::from_creation_context(cc, launch)))
        }),
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
