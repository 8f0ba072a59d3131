//! The problems panel: naga's problems of the shader (click to jump), the page's own
//! lines (exceptions and WebGPU errors, counted), and lesson files that failed to load.

use eframe::egui;

use crate::page_io::Level;
use crate::wgsl::{DiagSource, Severity};

use super::command::Command;
use super::state::AppState;
use crate::text::ui as say;

fn source_tag(s: DiagSource) -> &'static str {
    match s {
        DiagSource::Naga => "naga",
        DiagSource::Limits => "limits",
        DiagSource::Wgpu => "wgpu",
        DiagSource::Lesson => "lienzo",
        DiagSource::Portability => "browser",
    }
}

/// The bottom panel.
pub fn problems_panel(app: &AppState, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    let problems = app.shader_problems().0;
    let lines = &app.page.out.lines;
    let red = egui::Color32::from_rgb(235, 95, 85);
    let amber = egui::Color32::from_rgb(230, 180, 60);
    let empty = problems.is_empty() && app.course.catalog.errors.is_empty() && lines.is_empty();
    // Nothing to say takes one line; problems get a resizable panel. The two have their
    // own ids, so the one-line height is never remembered as the list's.
    let panel = if empty {
        egui::Panel::bottom("problems_none")
            .resizable(false)
            .exact_size(ui.text_style_height(&egui::TextStyle::Body) + 10.0)
    } else {
        // At most a fifth of the window: the viewport keeps its third (see the app).
        let most = (ui.ctx().content_rect().height() * 0.2).max(50.0);
        egui::Panel::bottom("problems")
            .resizable(true)
            .default_size(120.0_f32.min(most))
            .size_range(50.0..=most)
    };
    panel.show(ui, |ui| {
        ui.horizontal(|ui| {
            // Every row listed below that is a problem: the text's, the lesson files',
            // and the page's errors (what it printed is not a problem).
            let count =
                problems.len() + app.course.catalog.errors.len() + lines.iter().filter(|l| is_problem(l.level)).count();
            ui.strong(format!("{} {count}", say::PROBLEMS.get(lang)));
            if empty {
                ui.label(egui::RichText::new(say::NO_PROBLEMS.get(lang)).weak());
            }
            ui.separator();
            if ui.small_button(say::CLEAR_EVENTS.get(lang)).clicked() {
                cmds.push(Command::ClearEvents);
            }
        });
        if empty {
            return;
        }
        egui::ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
            for e in &app.course.catalog.errors {
                ui.label(egui::RichText::new(format!("[lesson] {e}")).color(red).monospace());
            }
            for d in &problems {
                let d = d.in_lang(lang);
                let color = if d.severity == Severity::Error { red } else { amber };
                let pos = d
                    .span
                    .as_ref()
                    .map_or_else(|| "—".to_owned(), |s| format!("{}:{}", s.line, s.column));
                let code = d.code.unwrap_or("     ");
                let head = format!("{pos:>7}  {code} [{}] {}", source_tag(d.source), d.message);
                let hover = match d.code.and_then(|c| crate::text::diagnostics::explain(c, lang)) {
                    Some(long) => format!("{}\n\n{long}", say::CLICK_MOVE_THE_CURSOR_THERE.get(lang)),
                    None => say::CLICK_TO_MOVE_THE_CURSOR.get(lang).to_owned(),
                };
                let r = ui.add(
                    egui::Label::new(egui::RichText::new(head).monospace().color(color)).sense(egui::Sense::click()),
                );
                if let Some(span) = &d.span
                    && r.on_hover_text(hover).clicked()
                {
                    cmds.push(Command::SetTab(crate::ui::Tab::Shader));
                    cmds.push(Command::GoTo(span.start));
                }
                for l in &d.labels {
                    let at = l
                        .span
                        .as_ref()
                        .map_or_else(String::new, |s| format!("{}:{} ", s.line, s.column));
                    ui.label(
                        egui::RichText::new(format!("         {at}{}", l.message))
                            .monospace()
                            .weak(),
                    );
                }
                for n in &d.notes {
                    ui.label(egui::RichText::new(format!("         = {n}")).monospace().weak());
                }
            }
            page_lines(app, ui, cmds);
        });
    });
}

/// Whether a page's line is a problem (counted) rather than something it printed.
fn is_problem(level: Level) -> bool {
    matches!(
        level,
        Level::Error | Level::Exception | Level::GpuError | Level::Stopped
    )
}

/// What the page printed, newest first; a line with a place in one of the page's files
/// moves the cursor there.
fn page_lines(app: &AppState, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    let Some(files) = app.page.files() else { return };
    if app.page.out.dropped_lines > 0 {
        ui.label(
            egui::RichText::new(format!(
                "[page] {} {}",
                app.page.out.dropped_lines,
                say::OLDER_LINES_DROPPED.get(lang)
            ))
            .monospace()
            .weak(),
        );
    }
    for l in app.page.out.lines.iter().rev() {
        let (tag, color) = match l.level {
            Level::Log | Level::Debug => ("console", ui.visuals().text_color()),
            Level::Info => ("info", ui.visuals().weak_text_color()),
            Level::Warn => ("warn", egui::Color32::from_rgb(230, 180, 60)),
            Level::Error => ("error", egui::Color32::from_rgb(235, 95, 85)),
            Level::Exception => ("exception", egui::Color32::from_rgb(235, 95, 85)),
            Level::GpuError => ("webgpu", egui::Color32::from_rgb(235, 95, 85)),
            Level::Stopped => ("stopped", egui::Color32::from_rgb(235, 95, 85)),
        };
        let at = l.place.as_deref().map_or_else(String::new, |p| format!("{p}  "));
        let times = if l.count > 1 {
            format!(" ×{}", l.count)
        } else {
            String::new()
        };
        let r = ui.add(
            egui::Label::new(
                egui::RichText::new(format!("[page {tag}{times}] {at}{}", l.text))
                    .monospace()
                    .color(color),
            )
            .sense(egui::Sense::click()),
        );
        let target = l.place.as_deref().and_then(|p| place_in(p, files, app));
        if let Some((tab, offset)) = target
            && r.on_hover_text(say::CLICK_TO_MOVE_THE_CURSOR.get(lang)).clicked()
        {
            cmds.push(Command::SetTab(tab));
            cmds.push(Command::GoTo(offset));
        }
    }
}

/// The tab and byte offset of a `file:line:col` place in one of the page's files.
fn place_in(place: &str, files: &crate::ui::page_view::PageFiles, app: &AppState) -> Option<(crate::ui::Tab, usize)> {
    let mut parts = place.rsplitn(3, ':');
    let col: usize = parts.next()?.parse().ok()?;
    let line: usize = parts.next()?.parse().ok()?;
    let file = parts.next()?;
    let (tab, text) = if file.ends_with(files.program.as_str()) {
        (crate::ui::Tab::Program, app.program_text())
    } else if files.shader.as_deref().is_some_and(|s| file.ends_with(s)) {
        (crate::ui::Tab::Shader, app.text())
    } else {
        return None;
    };
    let start = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum::<usize>();
    let rest = text.get(start..)?;
    let offset = rest
        .char_indices()
        .nth(col.saturating_sub(1))
        .map_or(rest.len(), |(i, _)| i);
    Some((tab, start + offset))
}
