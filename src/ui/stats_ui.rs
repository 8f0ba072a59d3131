//! Figures: the status bar and the page's stats with its pictures; the device section
//! under it is `device_ui`.

use eframe::egui;

use super::state::AppState;
use crate::text::ui as say;

/// How long a notice stays in the status bar.
const NOTICE_FOR: std::time::Duration = std::time::Duration::from_secs(6);

/// The bottom status bar.
pub fn status_bar(app: &AppState, ui: &mut egui::Ui) {
    let lang = app.lang;
    egui::Panel::bottom("status").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            // A course author's folder is said while it is in use.
            let (dir, source) = app.common.course();
            if source.is_authors() {
                ui.label(egui::RichText::new(source.describe(&dir, lang)).strong());
                ui.separator();
            }
            ui.label(format!(
                "{} {}",
                say::PREFERRED.get(lang),
                crate::gpu::formats::webgpu_name(app.preferred)
            ));
            ui.separator();
            let (w, h) = app.page.out.frame_size;
            ui.label(format!("canvas {w}×{h}"));
            ui.separator();
            ui.label(format!("{} fps", app.page.fps()));
            if let Some((msg, at)) = &app.panels.notice
                && at.elapsed() < NOTICE_FOR
            {
                ui.separator();
                ui.label(egui::RichText::new(msg).strong());
                // An idle window still takes the notice away on time.
                ui.ctx().request_repaint_after(NOTICE_FOR.saturating_sub(at.elapsed()));
            }
        });
    });
}

/// Width of the stats' label column; labels wrap inside it.
const STATS_LABEL_WIDTH: f32 = 165.0;

/// The stats of a page lesson: what its page did.
pub fn page_stats(app: &AppState, ui: &mut egui::Ui) {
    let lang = app.lang;
    let page = &app.page;
    ui.heading(say::THE_PAGE.get(lang));
    let count = |level| page.out.lines.iter().filter(|l| l.level == level).count();
    let (w, h) = page.out.frame_size;
    let rows = [
        (say::RUNS.get(lang), page.out.runs.to_string()),
        (say::FRAMES_PRESENTED.get(lang), page.out.frames.to_string()),
        (say::FRAMES_PER_SECOND.get(lang), page.fps().to_string()),
        (say::LAST_FRAME_PX.get(lang), format!("{w}×{h}")),
        ("console.log", count(crate::page_io::Level::Log).to_string()),
        (
            say::EXCEPTIONS.get(lang),
            count(crate::page_io::Level::Exception).to_string(),
        ),
        (
            say::WEBGPU_ERRORS.get(lang),
            count(crate::page_io::Level::GpuError).to_string(),
        ),
    ];
    egui::Grid::new("page_stats").num_columns(2).show(ui, |ui| {
        for (label, value) in rows {
            ui.add_sized([STATS_LABEL_WIDTH, 0.0], egui::Label::new(label).wrap());
            ui.monospace(value);
            ui.end_row();
        }
    });
    let pictures = app.lesson().map_or(&[][..], |l| l.lesson.pictures.as_slice());
    for picture in pictures {
        ui.add_space(6.0);
        match picture {
            crate::lesson::Picture::CanvasSizes => {
                super::page_pictures::canvas_sizes(ui, lang, page.out.canvas_box, page.out.frame_size);
            }
            crate::lesson::Picture::FrameCalls => {
                super::page_pictures::frame_timeline(ui, lang, &page.out.steps);
                super::page_pictures::run_counts(ui, lang, page.out.thrown_away, page.out.textures_alive);
                super::page_pictures::alive_graph(ui, lang, &page.out.alive_history);
            }
            crate::lesson::Picture::DeviceStates => super::page_pictures::device_states(ui, lang, &page.out.history),
            crate::lesson::Picture::SrgbCurve => super::page_pictures::srgb_curve(ui, lang, page.out.center),
        }
    }
}
