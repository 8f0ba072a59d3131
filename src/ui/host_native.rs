//! The desktop's side of what the app and the panels call each frame; the web build's
//! counterpart is `host_web.rs`, with the same names (`ui::host`).

use eframe::egui;

use super::command::Command;
use super::script::{Runner, Step};
use super::state::AppState;

/// A script handed over by the page (`host_web::take_script`); the desktop's come from
/// `--script`.
pub(super) fn take_script() -> Option<Vec<Step>> {
    None
}

/// What the page shows of the app each frame (`host_web::publish`); the desktop has
/// no page.
pub(super) fn publish(_app: &AppState, _script: Option<&Runner>, _ctx: &egui::Context) {}

/// The page's download and upload buttons (`host_web::file_buttons`); the desktop saves to
/// the work folder instead.
pub(super) fn file_buttons(_app: &AppState, _ui: &mut egui::Ui, _cmds: &mut [Command]) {}

/// A script that failed closes the window on the desktop, through eframe, so drafts are
/// flushed and workers joined (the page stays open and says why).
pub(super) fn close_after_failed_script(ctx: &egui::Context) {
    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
}
