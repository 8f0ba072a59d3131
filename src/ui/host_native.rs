//! The desktop's side of what the app and the panels call each frame; the web build's
//! counterpart is `host_web.rs`, with the same names (`ui::host`).

use eframe::egui;

use super::command::Command;
use super::script::{Runner, Step};
use super::state::AppState;
use crate::text::ui as say;

/// A script handed over by the page (`host_web::take_script`); the desktop's come from
/// `--script`.
pub(super) fn take_script() -> Option<Vec<Step>> {
    None
}

/// What the page shows of the app each frame (`host_web::publish`); the desktop has
/// no page.
pub(super) fn publish(_app: &AppState, _script: Option<&Runner>, _ctx: &egui::Context) {}

/// *Open page…* (`host_web::file_buttons` has the page's download and upload buttons
/// there; the desktop saves to the work folder instead): a folder or an `.html` file,
/// typed or pasted; one dropped onto the window opens too (`dropped_page`).
pub(super) fn file_buttons(app: &AppState, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    let typed = egui::Id::unique("open_page_path");
    let shown = egui::Id::unique("open_page_shown");
    let menu = ui.menu_button(say::OPEN_PAGE.get(lang), |ui| {
        ui.label(say::FOLDER_OR_HTML_FILE.get(lang));
        let mut path: String = ui.data_mut(|d| d.get_temp(typed)).unwrap_or_else(|| {
            app.course
                .free
                .as_ref()
                .map(|p| p.root.display().to_string())
                .unwrap_or_default()
        });
        let field = ui.add(
            egui::TextEdit::singleline(&mut path)
                .desired_width(360.0)
                .hint_text("~/webgpu-samples/index.html"),
        );
        // The field takes the keys as the menu opens: type or paste, then Enter.
        if !ui.data(|d| d.get_temp::<bool>(shown).unwrap_or(false)) {
            field.request_focus();
            ui.data_mut(|d| d.insert_temp(shown, true));
        }
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        ui.data_mut(|d| d.insert_temp(typed, path.clone()));
        let open = ui.button(say::OPEN.get(lang)).clicked() || entered;
        if open && !path.trim().is_empty() {
            cmds.push(Command::OpenPage(expand_home(path.trim())));
            ui.close();
        }
    });
    if menu.inner.is_none() {
        ui.data_mut(|d| d.remove::<bool>(shown));
    }
    menu.response.on_hover_text(say::OPEN_PAGE_HOVER.get(lang));
}

/// A folder or file dropped onto the window this frame, to open as a page.
pub(super) fn dropped_page(ctx: &egui::Context) -> Option<Command> {
    ctx.input(|i| i.raw.dropped_files.first().map(|f| f.path().to_path_buf()))
        .map(Command::OpenPage)
}

/// `~/x` as the shell reads it.
fn expand_home(path: &str) -> std::path::PathBuf {
    match (path.strip_prefix("~/"), std::env::var_os("HOME")) {
        (Some(rest), Some(home)) => std::path::PathBuf::from(home).join(rest),
        _ => std::path::PathBuf::from(path),
    }
}

/// A script that failed closes the window on the desktop, through eframe, so drafts are
/// flushed and workers joined (the page stays open and says why).
pub(super) fn close_after_failed_script(ctx: &egui::Context) {
    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
}
