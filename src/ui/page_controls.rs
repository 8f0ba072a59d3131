//! The page's form controls over the viewport's top right corner, where GUI libraries
//! such as lil-gui put their panel: Lienzo lays out no HTML, so each `<input>`,
//! `<select>`, `<textarea>` and `<button>` the page's document holds is shown as one of
//! the window's widgets, and what the student does to it goes back to the page
//! (`Command::PageControl`) as the events a browser fires.
//!
//! The page lists its controls a few times a second, so a value the student just set
//! is shown as set until the page's list answers with its own (a slider dragged does
//! not jump back), and a field being typed in keeps its text until it is left.
//!
//! The text the page wrote into its body shows over the top left corner, as a sample's
//! overlay of instructions or results would.

use eframe::egui;

use super::command::Command;
use crate::page_io::{ControlAction, ControlChange, ControlKind, PageControl};
use crate::text::ui as say;

/// How long a value the student set is shown when the page's list has not changed.
const PENDING_S: f64 = 1.0;

/// The panel, when the page has controls and the viewport has room for it.
pub fn controls_panel(
    controls: &[PageControl],
    lang: crate::text::Lang,
    ui: &mut egui::Ui,
    rect: egui::Rect,
    cmds: &mut Vec<Command>,
) {
    if controls.is_empty() || rect.height() < 80.0 || rect.width() < 160.0 {
        return;
    }
    let width = (rect.width() * 0.4).clamp(150.0, 280.0);
    egui::Area::new(egui::Id::unique("page-controls"))
        .order(egui::Order::Middle)
        .fixed_pos(rect.right_top() + egui::vec2(-8.0, 8.0))
        .pivot(egui::Align2::RIGHT_TOP)
        .constrain_to(rect)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_width(width);
                egui::CollapsingHeader::new(say::THE_PAGE_S_CONTROLS.get(lang))
                    .id_salt("page-controls-header")
                    .default_open(true)
                    .show(ui, |ui| {
                        ui.label(
                            egui::RichText::new(say::LIENZO_LAYS_OUT_NO_HTML.get(lang))
                                .small()
                                .weak(),
                        );
                        egui::ScrollArea::vertical()
                            .max_height((rect.height() - 80.0).max(40.0))
                            .show(ui, |ui| {
                                egui::Grid::new("page-controls-grid")
                                    .num_columns(2)
                                    .striped(true)
                                    .show(ui, |ui| {
                                        for c in controls {
                                            row(ui, c, cmds);
                                            ui.end_row();
                                        }
                                    });
                            });
                    })
                    .header_response
                    .on_hover_text(say::WHAT_YOU_CHANGE_HERE_REACHES.get(lang));
            });
        });
}

/// What an HTML page wrote into its body, over the viewport's top left corner while the
/// page also draws (a page that draws nothing shows its text in the viewport's place):
/// a sample's instructions, a result, a counter.
pub fn text_panel(text: &str, lang: crate::text::Lang, ui: &mut egui::Ui, rect: egui::Rect) {
    let text = text.trim();
    if text.is_empty() || rect.height() < 80.0 || rect.width() < 160.0 {
        return;
    }
    let width = (rect.width() * 0.4).clamp(140.0, 320.0);
    egui::Area::new(egui::Id::unique("page-text"))
        .order(egui::Order::Middle)
        .fixed_pos(rect.left_top() + egui::vec2(8.0, 8.0))
        .constrain_to(rect)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(width);
                egui::CollapsingHeader::new(say::THE_PAGE_S_WORDS.get(lang))
                    .id_salt("page-text-header")
                    .default_open(true)
                    .show(ui, |ui| {
                        egui::ScrollArea::vertical()
                            .max_height((rect.height() * 0.35).max(40.0))
                            .show(ui, |ui| ui.label(text));
                    });
            });
        });
}

/// One control: its label, then its widget.
fn row(ui: &mut egui::Ui, c: &PageControl, cmds: &mut Vec<Command>) {
    let send = |cmds: &mut Vec<Command>, what| cmds.push(Command::PageControl(ControlChange { id: c.id, what }));
    // The widget is named by the label beside it, for screen readers and the tests.
    let label = if c.kind == ControlKind::Button {
        ui.label("")
    } else {
        ui.label(&c.label).on_hover_text(&c.label)
    }
    .id;
    ui.add_enabled_ui(!c.disabled, |ui| match c.kind {
        ControlKind::Range | ControlKind::Number => number(ui, c, label, cmds),
        ControlKind::Checkbox => {
            let mut on = c.checked.unwrap_or(false);
            if ui.checkbox(&mut on, "").labelled_by(label).changed() {
                send(cmds, ControlAction::Check { checked: on });
            }
        }
        ControlKind::Radio => {
            if ui.radio(c.checked.unwrap_or(false), "").labelled_by(label).clicked() {
                send(cmds, ControlAction::Check { checked: true });
            }
        }
        ControlKind::Color => {
            let value = shown(ui, c);
            let mut rgb = parse_hex(&value).unwrap_or([0, 0, 0]);
            if ui.color_edit_button_srgb(&mut rgb).labelled_by(label).changed() {
                let hex = format!("#{:02x}{:02x}{:02x}", rgb[0], rgb[1], rgb[2]);
                pending(ui, c, &hex);
                send(cmds, ControlAction::Input { value: hex.clone() });
                send(cmds, ControlAction::Commit { value: hex });
            }
        }
        ControlKind::Text | ControlKind::Textarea => text(ui, c, label, cmds),
        ControlKind::Select => {
            let picked = c.selected.and_then(|i| usize::try_from(i).ok());
            let mut index = picked;
            egui::ComboBox::from_id_salt(("page-control", c.id))
                .selected_text(picked.and_then(|i| c.options.get(i)).map_or("", String::as_str))
                .show_ui(ui, |ui| {
                    for (i, name) in c.options.iter().enumerate() {
                        ui.selectable_value(&mut index, Some(i), name);
                    }
                })
                .response
                .labelled_by(label);
            if index != picked
                && let Some(i) = index.and_then(|i| u32::try_from(i).ok())
            {
                send(cmds, ControlAction::Select { index: i });
            }
        }
        ControlKind::Button => {
            let label = if c.label.is_empty() { "…" } else { c.label.as_str() };
            if ui.button(label).clicked() {
                send(cmds, ControlAction::Click);
            }
        }
    });
}

/// A range as a slider, a number as a drag value: `input` while it moves, `change` when
/// it is let go (or set by a click or the keyboard).
fn number(ui: &mut egui::Ui, c: &PageControl, label: egui::Id, cmds: &mut Vec<Command>) {
    let mut v: f64 = shown(ui, c).trim().parse().unwrap_or(0.0);
    let before = format_number(v);
    let step = c.step.filter(|s| *s > 0.0);
    let response = if c.kind == ControlKind::Range {
        let (min, max) = (c.min.unwrap_or(0.0), c.max.unwrap_or(100.0));
        let mut slider = egui::Slider::new(&mut v, min..=max.max(min));
        if let Some(step) = step {
            slider = slider.step_by(step);
        }
        ui.add(slider).labelled_by(label)
    } else {
        let mut drag = egui::DragValue::new(&mut v).speed(step.unwrap_or(0.1));
        if let (Some(min), Some(max)) = (c.min, c.max) {
            drag = drag.range(min..=max.max(min));
        }
        ui.add(drag).labelled_by(label)
    };
    let value = format_number(v);
    // A slider snapped to its step moves by a rounding error: no change for the page.
    let moved = response.changed() && value != before;
    if moved {
        pending(ui, c, &value);
        cmds.push(Command::PageControl(ControlChange {
            id: c.id,
            what: ControlAction::Input { value: value.clone() },
        }));
    }
    if response.drag_stopped() || (moved && !response.dragged()) {
        cmds.push(Command::PageControl(ControlChange {
            id: c.id,
            what: ControlAction::Commit { value },
        }));
    }
}

/// A text field: it takes the page's value while it does not have the keyboard; while
/// it does, its own text, each edit an `input`; leaving it is a `change` and a `blur`.
fn text(ui: &mut egui::Ui, c: &PageControl, label: egui::Id, cmds: &mut Vec<Command>) {
    let id = egui::Id::unique(("page-control-text", c.id));
    let focused = ui.memory(|m| m.has_focus(id));
    let mut value = if focused {
        ui.data(|d| d.get_temp::<String>(id))
            .unwrap_or_else(|| c.value.clone().unwrap_or_default())
    } else {
        c.value.clone().unwrap_or_default()
    };
    let edit = if c.kind == ControlKind::Textarea {
        egui::TextEdit::multiline(&mut value).desired_rows(2)
    } else {
        egui::TextEdit::singleline(&mut value)
    };
    let response = ui.add(edit.id(id).desired_width(f32::INFINITY)).labelled_by(label);
    let send = |cmds: &mut Vec<Command>, what| cmds.push(Command::PageControl(ControlChange { id: c.id, what }));
    if response.gained_focus() {
        send(cmds, ControlAction::Focus);
    }
    if response.changed() {
        send(cmds, ControlAction::Input { value: value.clone() });
    }
    if response.has_focus() {
        ui.data_mut(|d| d.insert_temp(id, value.clone()));
    }
    if response.lost_focus() {
        ui.data_mut(|d| d.remove_temp::<String>(id));
        send(cmds, ControlAction::Commit { value });
        send(cmds, ControlAction::Blur);
    }
}

/// What a control shows: the value the student just set, while the page's list has
/// not answered (it still reports the value it had then) and for at most
/// [`PENDING_S`]; else the page's value.
fn shown(ui: &egui::Ui, c: &PageControl) -> String {
    let page = c.value.clone().unwrap_or_default();
    let id = egui::Id::unique(("page-control-pending", c.id));
    let now = ui.input(|i| i.time);
    match ui.data(|d| d.get_temp::<(String, String, f64)>(id)) {
        Some((set, was, at)) if was == page && now - at < PENDING_S => set,
        Some(_) => {
            ui.data_mut(|d| d.remove_temp::<(String, String, f64)>(id));
            page
        }
        None => page,
    }
}

fn pending(ui: &egui::Ui, c: &PageControl, set: &str) {
    let id = egui::Id::unique(("page-control-pending", c.id));
    let now = ui.input(|i| i.time);
    let was = c.value.clone().unwrap_or_default();
    ui.data_mut(|d| d.insert_temp(id, (set.to_owned(), was, now)));
}

/// A number as a page reads it from `value`: no trailing zeros, no exponent for the
/// sizes sliders have.
fn format_number(v: f64) -> String {
    let rounded = (v * 1e9).round() / 1e9;
    format!("{rounded}")
}

fn parse_hex(value: &str) -> Option<[u8; 3]> {
    let hex = value.strip_prefix('#')?;
    if hex.len() != 6 {
        return None;
    }
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    Some([byte(0)?, byte(2)?, byte(4)?])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_colours_read_as_a_page_writes_them() {
        assert_eq!(format_number(7.5), "7.5");
        assert_eq!(format_number(3.0), "3");
        assert_eq!(format_number(0.1 + 0.2), "0.3");
        assert_eq!(parse_hex("#ff8000"), Some([255, 128, 0]));
        assert_eq!(parse_hex("red"), None);
        assert_eq!(parse_hex("#ff80"), None);
    }
}
