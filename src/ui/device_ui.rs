//! The device section of the right panel: the page's device, its limits table and its
//! features side by side.

use eframe::egui;

use super::state::AppState;
use crate::text::ui as say;

/// The WebGPU limits by their specification names, each as its name over its values
/// (default, adapter, granted, and for a page what it requested) in equal columns: readable
/// in a narrow panel with no sideways scrolling. Values that differ from the default are
/// colored, a value a page did not name is "·"; the limits the page asks for are marked
/// and bold.
fn limits_table(ui: &mut egui::Ui, headers: &[&str], rows: &[(&str, Vec<Option<u64>>)], focus: &[&str]) {
    use crate::gpu::limits::compact;
    let n = headers.len() as f32;
    let columns = |ui: &mut egui::Ui, cells: Vec<egui::RichText>| {
        let w = (ui.available_width() / n).floor() - ui.spacing().item_spacing.x;
        ui.horizontal(|ui| {
            for c in cells {
                ui.add_sized(
                    [w.max(30.0), ui.text_style_height(&egui::TextStyle::Body)],
                    egui::Label::new(c),
                );
            }
        });
    };
    columns(
        ui,
        headers
            .iter()
            .map(|h| egui::RichText::new(*h).strong().small())
            .collect(),
    );
    ui.separator();
    let accent = egui::Color32::from_rgb(110, 190, 250);
    for (limit, values) in rows {
        let def = values.first().copied().flatten();
        let focused = focus.contains(limit);
        let mut name = egui::RichText::new(if focused {
            format!("▶ {limit}")
        } else {
            (*limit).to_owned()
        })
        .monospace()
        .small();
        if focused {
            name = name.strong().color(ui.visuals().warn_fg_color);
        }
        ui.add(egui::Label::new(name).wrap());
        let value = |v: &Option<u64>| match v {
            Some(v) => {
                let t = egui::RichText::new(compact(*v)).monospace();
                if Some(*v) == def { t } else { t.color(accent) }
            }
            None => egui::RichText::new("·").monospace().weak(),
        };
        columns(ui, values.iter().map(value).collect());
    }
}

/// A page lesson's device section, under the page's stats: the device the page's own
/// program asked for (none until it does). Its adapter is the one the page sees (the
/// knobs' mask applied); a device has exactly the features its request named.
pub fn page_device_section(app: &AppState, ui: &mut egui::Ui) {
    use crate::gpu::limits::WEBGPU_LIMITS;
    let lang = app.lang;
    let lesson_id = app.course.lesson_id.clone().unwrap_or_default();
    let offers = |knob: &str| app.lesson().is_some_and(|l| l.lesson.knobs.contains_key(knob));
    ui.add_space(6.0);
    let Some(d) = &app.page.out.device else {
        ui.label(egui::RichText::new(say::THE_PAGE_HAS_NOT_ASKED_FOR_A_DEVICE.get(lang)).weak());
        return;
    };
    let defaults = wgpu::Limits::default();
    let get = |map: &std::collections::BTreeMap<String, f64>, name: &str| map.get(name).map(|v| *v as u64);
    let rows: Vec<(&str, Vec<Option<u64>>)> = WEBGPU_LIMITS
        .iter()
        .map(|l| {
            let requested = d.requested_limits.as_ref().and_then(|r| get(r, l.name));
            let granted = if d.granted_limits.is_empty() {
                None
            } else {
                get(&d.granted_limits, l.name)
            };
            (
                l.name,
                vec![
                    Some((l.get)(&defaults)),
                    get(&d.adapter_limits, l.name),
                    requested,
                    granted,
                ],
            )
        })
        .collect();
    egui::CollapsingHeader::new(say::THE_PAGE_S_DEVICE_LIMITS.get(lang))
        .id_salt(("page_limits_table", &lesson_id))
        .default_open(offers("limits"))
        .show(ui, |ui| {
            let headers = [
                say::DEFAULT.get(lang),
                say::ADAPTER.get(lang),
                say::REQUESTED_LIMIT.get(lang),
                say::GRANTED.get(lang),
            ];
            // The limits the program asks for are the ones it is about.
            let focus: Vec<&str> = d
                .requested_limits
                .as_ref()
                .map(|r| r.keys().map(String::as_str).collect())
                .unwrap_or_default();
            limits_table(ui, &headers, &rows, &focus);
        });
    egui::CollapsingHeader::new(say::FEATURES.get(lang))
        .id_salt(("page_features_table", &lesson_id))
        .default_open(offers("hide_features"))
        .show(ui, |ui| {
            let mut names: Vec<&str> = d
                .adapter_features
                .iter()
                .chain(&d.requested_features)
                .map(String::as_str)
                .collect();
            names.sort_unstable();
            names.dedup();
            if names.is_empty() {
                ui.label(egui::RichText::new(say::THE_ADAPTER_OFFERS_NO_FEATURES.get(lang)).weak());
                return;
            }
            let granted = !d.granted_limits.is_empty();
            egui::ScrollArea::horizontal()
                .id_salt("page_features_scroll")
                .show(ui, |ui| {
                    egui::Grid::new("page_features_table")
                        .striped(true)
                        .num_columns(4)
                        .show(ui, |ui| {
                            for h in [
                                say::FEATURE.get(lang),
                                say::ADAPTER.get(lang),
                                say::REQUESTED.get(lang),
                                say::DEVICE.get(lang),
                            ] {
                                ui.strong(h);
                            }
                            ui.end_row();
                            for f in names {
                                let asked = d.requested_features.iter().any(|r| r == f);
                                ui.monospace(f);
                                for on in [d.adapter_features.iter().any(|a| a == f), asked, asked && granted] {
                                    ui.label(if on { "✔" } else { "·" });
                                }
                                ui.end_row();
                            }
                        });
                });
        });
}
