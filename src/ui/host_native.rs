//! The desktop's side of what the app and the panels call each frame; the web build's
//! counterpart is `host_web.rs`, with the same names (`ui::host`).

use eframe::egui;

use super::command::Command;
use super::script::Step;
use super::state::AppState;

/// The page's per-frame hooks (`host_web::hooks`); the desktop has none, and its
/// scripts come from `--script`.
pub(super) fn hooks(_app: &AppState, _script: Option<&str>, _ctx: &egui::Context) -> Option<Vec<Step>> {
    None
}

/// The page's download and upload buttons (`host_web::file_buttons`); the desktop saves to
/// the work folder instead.
pub(super) fn file_buttons(_app: &AppState, _ui: &mut egui::Ui, _cmds: &mut [Command]) {}

/// A script that failed closes the window on the desktop, through eframe, so drafts are
/// flushed and workers joined (the page stays open and says why).
pub(super) fn close_after_failed_script(ctx: &egui::Context) {
    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
}
