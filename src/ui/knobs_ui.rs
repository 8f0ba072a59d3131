//! The knobs panel: the lesson's knobs as widgets, simulated knobs marked as
//! simulated; then stats and the device.

use eframe::egui;

use crate::lesson::{KNOB_DEFS, KnobDef, KnobKind, Knobs, Lang};

use super::command::Command;
use super::state::AppState;
use crate::text::ui as say;

/// The right panel.
pub fn knobs_panel(app: &AppState, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    if !app.panels.layout.show_knobs {
        return;
    }
    let width = ui.ctx().content_rect().width();
    egui::Panel::right("knobs")
        .resizable(true)
        .default_size((width * 0.23).clamp(180.0, 380.0))
        .size_range(180.0..=(width * 0.3).max(300.0))
        .show(ui, |ui| {
            egui::ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.heading(say::KNOBS.get(lang));
                    if ui.small_button(say::LESSON_VALUES.get(lang)).clicked() {
                        cmds.push(Command::ResetKnobs);
                    }
                });
                let offered: Vec<&'static KnobDef> = match app.lesson() {
                    Some(l) => KNOB_DEFS
                        .iter()
                        .filter(|d| l.lesson.knobs.contains_key(d.name))
                        .collect(),
                    None => Vec::new(),
                };
                if offered.is_empty() {
                    ui.label(egui::RichText::new(say::THIS_PAGE_HAS_NO_KNOBS.get(lang)).weak());
                }
                let mut knobs = app.knobs.clone();
                let mut changed = false;
                for d in &offered {
                    changed |= knob_widget(ui, d, &mut knobs, lang);
                }
                ui.label(egui::RichText::new(say::THESE_KNOBS_MAKE_THE_PAGE.get(lang)).weak());
                let others: Vec<&'static KnobDef> = KNOB_DEFS
                    .iter()
                    .filter(|d| !offered.iter().any(|o| o.name == d.name))
                    .collect();
                let lesson_id = app.course.lesson_id.clone().unwrap_or_default();
                egui::CollapsingHeader::new(say::ALL_KNOBS.get(lang))
                    .id_salt(("all_knobs", lesson_id))
                    .default_open(offered.is_empty())
                    .show(ui, |ui| {
                        for d in others {
                            changed |= knob_widget(ui, d, &mut knobs, lang);
                        }
                    });
                if changed {
                    cmds.push(Command::SetKnobs(knobs));
                }
                ui.separator();
                super::stats_ui::page_stats(app, ui);
                super::device_ui::page_device_section(app, ui);
            });
        });
}

/// One knob's widget. Returns true when the value changed.
fn knob_widget(ui: &mut egui::Ui, d: &KnobDef, knobs: &mut Knobs, lang: Lang) -> bool {
    let Ok(value) = knobs.get(d.name) else { return false };
    let mut new_value = value.clone();
    let name = egui::RichText::new(d.name).monospace();
    let mut help = d.help(lang).to_owned();
    if d.simulated {
        help.push_str(say::SIMULATED_SUFFIX.get(lang));
    }
    ui.add_space(2.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(name).on_hover_text(&help);
        if d.simulated {
            ui.label(egui::RichText::new(say::SIMULATED.get(lang)).small().italics());
        }
    });
    ui.scope(|ui| match d.kind {
        KnobKind::Bool => {
            let mut b = value == "true";
            if ui.checkbox(&mut b, d.help(lang)).changed() {
                new_value = b.to_string();
            }
        }
        KnobKind::Int { min, max } => {
            let mut n: u32 = value.parse().unwrap_or(min);
            if ui
                .add(egui::Slider::new(&mut n, min..=max).logarithmic(max > 100))
                .changed()
            {
                new_value = n.to_string();
            }
        }
        KnobKind::Float { min, max } => {
            let mut x: f32 = value.parse().unwrap_or(min);
            // A simulated value at 0 is no simulation (`simulated_dpr`: the real ratio).
            let real = d.simulated && min == 0.0;
            let slider = egui::Slider::new(&mut x, min..=max)
                .step_by(0.25)
                .custom_formatter(move |v, _| {
                    if real && v == 0.0 {
                        say::THE_REAL_ONE.get(lang).to_owned()
                    } else {
                        format!("{v:.2}")
                    }
                });
            if ui.add(slider).changed() {
                new_value = x.to_string();
            }
        }
        KnobKind::Choice(options) => {
            ui.horizontal_wrapped(|ui| {
                for &o in options {
                    if ui.selectable_label(value == o, o).clicked() {
                        new_value = o.to_owned();
                    }
                }
            });
        }
        KnobKind::Features => {
            // The knob's own list (hide_features, require_features), as its text shows it.
            let listed: Vec<&str> = value.split(',').map(str::trim).filter(|p| !p.is_empty()).collect();
            ui.horizontal_wrapped(|ui| {
                for f in crate::lesson::FeatureName::ALL {
                    let mut on = listed.contains(&f.as_str());
                    if ui.checkbox(&mut on, f.as_str()).changed() {
                        let mut list: Vec<&str> = listed.iter().copied().filter(|x| *x != f.as_str()).collect();
                        if on {
                            list.push(f.as_str());
                        }
                        new_value = list.join(",");
                    }
                }
            });
        }
    });
    if new_value != value {
        return knobs.set(d.name, &new_value).is_ok();
    }
    false
}
