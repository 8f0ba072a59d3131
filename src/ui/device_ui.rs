//! The device section of the right panel: the limits table, features side by side,
//! loss and recovery counts.

use eframe::egui;

use super::state::AppState;
use crate::text::ui as say;

/// `max_texture_dimension_2d` -> `maxTextureDimension2D`.
pub fn webgpu_name(snake: &str) -> String {
    let mut out = String::new();
    for (i, part) in snake.split('_').enumerate() {
        if i == 0 {
            out.push_str(part);
        } else if part.len() == 2 && part.ends_with('d') && part.starts_with(|c: char| c.is_ascii_digit()) {
            out.push_str(&part.to_uppercase());
        } else {
            let mut c = part.chars();
            if let Some(f) = c.next() {
                out.extend(f.to_uppercase());
                out.push_str(c.as_str());
            }
        }
    }
    out
}

/// The WebGPU limits by their specification names, each as its name over three values
/// (default, adapter, granted) in columns a third of the panel wide: readable in a
/// narrow panel with no sideways scrolling. Values that differ from the default are
/// colored; the limits the lesson is about are marked and bold.
fn limits_table(ui: &mut egui::Ui, lang: crate::lesson::Lang, d: &crate::gpu::device::LessonDevice, focus: &[&str]) {
    use crate::gpu::limits::{WEBGPU_LIMITS, compact};
    let defaults = wgpu::Limits::default();
    let columns = |ui: &mut egui::Ui, cells: [egui::RichText; 3]| {
        let w = (ui.available_width() / 3.0).floor() - ui.spacing().item_spacing.x;
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
        [
            egui::RichText::new(say::DEFAULT.get(lang)).strong().small(),
            egui::RichText::new(say::ADAPTER.get(lang)).strong().small(),
            egui::RichText::new(say::GRANTED.get(lang)).strong().small(),
        ],
    );
    ui.separator();
    let accent = egui::Color32::from_rgb(110, 190, 250);
    for limit in WEBGPU_LIMITS {
        let def = (limit.get)(&defaults);
        let focused = focus.contains(&limit.name);
        let mut name = egui::RichText::new(if focused {
            format!("▶ {}", limit.name)
        } else {
            limit.name.to_owned()
        })
        .monospace()
        .small();
        if focused {
            name = name.strong().color(ui.visuals().warn_fg_color);
        }
        ui.add(egui::Label::new(name).wrap());
        let value = |v: u64| {
            let t = egui::RichText::new(compact(v)).monospace();
            if v == def { t } else { t.color(accent) }
        };
        columns(
            ui,
            [
                value(def),
                value((limit.get)(&d.adapter_limits)),
                value((limit.get)(&d.granted_limits)),
            ],
        );
    }
}

/// The device section, under the stats.
pub fn device_section(app: &AppState, ui: &mut egui::Ui) {
    let lang = app.lang;
    // Open by default on the lessons about them.
    let offers = |knob: &str| app.lesson().is_some_and(|l| l.lesson.knobs.contains_key(knob));
    let (open_limits, open_features) = (offers("limits"), offers("hide_features"));
    let lesson_id = app.course.lesson_id.clone().unwrap_or_default();
    let Some(d) = app.sandbox.device() else { return };
    // The limits the open lesson's exercises are about, highlighted in the table; an
    // `above-adapter` request goes over `maxBindGroups`.
    let mut focus: Vec<&str> = app
        .lesson()
        .map(|l| l.lesson.exercises.iter().flat_map(|e| e.check.limits()).collect())
        .unwrap_or_default();
    if app.sandbox.knobs().limits == Some(crate::lesson::LimitsMode::AboveAdapter) {
        focus.push("maxBindGroups");
    }
    egui::CollapsingHeader::new(say::WEBGPU_LIMITS_DEFAULT_ADAPTER_GRANTED.get(lang))
        .id_salt(("limits_table", &lesson_id))
        .default_open(open_limits)
        .show(ui, |ui| limits_table(ui, lang, d, &focus));
    if !d.below_defaults.is_empty() {
        ui.label(say::THIS_ADAPTER_IS_BELOW_THE.get(lang));
        for (n, want, have) in &d.below_defaults {
            ui.monospace(format!("{}: {have} < {want}", webgpu_name(n)));
        }
    }
    egui::CollapsingHeader::new(say::FEATURES.get(lang))
        .id_salt(("features_table", &lesson_id))
        .default_open(open_features)
        .show(ui, |ui| {
            egui::ScrollArea::horizontal()
                .id_salt("features_scroll")
                .show(ui, |ui| {
                    egui::Grid::new("features_table")
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
                            for f in crate::lesson::FeatureName::ALL {
                                let w = crate::gpu::device::wgpu_feature(f);
                                ui.monospace(f.as_str());
                                for set in [d.adapter_features, d.requested_features, d.device_features] {
                                    ui.label(if set.contains(w) { "✔" } else { "·" });
                                }
                                ui.end_row();
                            }
                        });
                });
            if !d.missing_enhancements.is_empty() {
                let names: Vec<&str> = d.missing_enhancements.iter().map(|f| f.as_str()).collect();
                ui.label(format!(
                    "{} {}",
                    say::ENHANCEMENTS_NOT_AVAILABLE_THE_LESSON.get(lang),
                    names.join(", ")
                ));
            }
        });
}

#[cfg(test)]
mod tests {
    #[test]
    fn limit_names_are_spelled_as_in_webgpu() {
        assert_eq!(super::webgpu_name("max_texture_dimension_2d"), "maxTextureDimension2D");
        assert_eq!(
            super::webgpu_name("max_compute_invocations_per_workgroup"),
            "maxComputeInvocationsPerWorkgroup"
        );
    }
}
