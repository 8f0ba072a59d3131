//! Figures: the status bar and the stats section with its plots; the device section
//! under it is `device_ui`.

use eframe::egui;
use egui_plot::{Legend, Line, Plot};

use super::state::AppState;
use super::strings::mib;
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
            let s = &app.sandbox;
            // A page lesson's adapter is the page's own, requested by its program.
            if !app.page.is_open() {
                ui.label(s.adapter_line());
                ui.separator();
            }
            ui.label(format!(
                "{} {}",
                say::PREFERRED.get(lang),
                crate::gpu::canvas::webgpu_name(s.preferred_format())
            ));
            ui.separator();
            if app.page.is_open() {
                let (w, h) = app.page.out.frame_size;
                ui.label(format!("canvas {w}×{h}"));
                ui.separator();
                ui.label(format!("{} fps", app.page.fps()));
                return;
            }
            let (w, h) = s.stats().canvas_px;
            ui.label(format!("canvas {w}×{h}"));
            ui.separator();
            ui.label(format!("{} fps", app.panels.stats.fps()));
            if let Some(g) = s.stats().gpu {
                ui.separator();
                ui.label(format!("GPU {:.2} ms", g.scene_ms + g.convert_ms.unwrap_or(0.0)));
            } else if s.device().is_some_and(|d| !d.has_timestamps()) {
                ui.separator();
                let approx = s.stats().approx_gpu_ms.map_or("—".into(), |m| format!("{m:.2} ms"));
                ui.label(format!(
                    "GPU ≈ {approx} ({})",
                    say::NO_TIMESTAMP_QUERY_MEASURED_ON.get(lang)
                ));
            }
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
            crate::lesson::Picture::FrameCalls => super::page_pictures::frame_timeline(ui, lang, &page.out.steps),
            crate::lesson::Picture::DeviceStates => super::page_pictures::device_states(ui, lang, &page.out.history),
            crate::lesson::Picture::SrgbCurve => super::page_pictures::srgb_curve(ui, lang, page.out.center),
        }
    }
}

/// The stats section of the right panel.
pub fn stats_section(app: &AppState, ui: &mut egui::Ui) {
    let lang = app.lang;
    let s = &app.sandbox;
    let st = s.stats().clone();
    ui.heading(say::STATS.get(lang));
    // Growing numbers scroll sideways here instead of widening the panel (and so
    // shrinking the canvas).
    egui::ScrollArea::horizontal()
        .id_salt("stats_scroll")
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .show(ui, |ui| {
            egui::Grid::new("stats_grid")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    // Labels wrap in a column of their own width, so a long one never
                    // pushes its value out of the panel.
                    let mut row = |k: &str, v: String| {
                        ui.vertical(|ui| {
                            ui.set_max_width(STATS_LABEL_WIDTH);
                            ui.add(egui::Label::new(k).wrap());
                        });
                        ui.monospace(v);
                        ui.end_row();
                    };
                    row(
                        say::CANVAS_PX.get(lang),
                        format!("{}×{}", st.canvas_px.0, st.canvas_px.1),
                    );
                    row(
                        say::REQUESTED_PX.get(lang),
                        format!("{}×{}", st.requested_px.0, st.requested_px.1),
                    );
                    let ids = st.texture_ids_3_calls;
                    row(
                        say::GETCURRENTTEXTURE_3_THIS_FRAME.get(lang),
                        if ids[0] == 0 {
                            "—".into()
                        } else {
                            format!("#{} #{} #{}", ids[0], ids[1], ids[2])
                        },
                    );
                    row(
                        say::EXPIRED_ON_PRESENT_CONFIGURE_RESIZE.get(lang),
                        format!(
                            "{} / {} / {}",
                            st.expired.present, st.expired.configure, st.expired.resize
                        ),
                    );
                    row(
                        say::RECREATIONS_S.get(lang),
                        app.panels.stats.recreations_per_s().to_string(),
                    );
                    row(say::RECREATIONS_TOTAL.get(lang), st.recreations.to_string());
                    row(say::LIVE_TEXTURE_BYTES.get(lang), mib(st.live_bytes));
                    row(say::AWAITING_THE_COLLECTOR_SIMULATED.get(lang), mib(st.orphan_bytes));
                    row(say::QUEUE_SUBMIT_PER_FRAME.get(lang), st.submits.to_string());
                    row(
                        say::ONSUBMITTEDWORKDONE_ASKED_FULFILLED.get(lang),
                        format!("{} / {}", st.work_done.0, st.work_done.1),
                    );
                    row(
                        say::CONVERSION_PASS.get(lang),
                        if st.converted {
                            say::YES_EVERY_FRAME.get(lang)
                        } else {
                            say::NO.get(lang)
                        }
                        .to_owned(),
                    );
                    let px = u64::from(st.canvas_px.0) * u64::from(st.canvas_px.1);
                    if st.converted {
                        let mb = (px * 8) as f64 / 1e6;
                        row(say::MB_MOVED_BY_THE_CONVERSION.get(lang), format!("{mb:.1} MB"));
                        row(say::AT_60_FPS.get(lang), format!("{:.2} GB/s", mb * 60.0 / 1000.0));
                    }
                    if let Some(g) = st.gpu {
                        row(say::SCENE_GPU.get(lang), format!("{:.3} ms", g.scene_ms));
                        row(
                            say::CONVERSION_GPU.get(lang),
                            g.convert_ms.map_or("—".into(), |c| format!("{c:.3} ms")),
                        );
                    } else {
                        row(say::RECORD_AND_SUBMIT_CPU.get(lang), format!("{:.3} ms", st.cpu_ms));
                        row(
                            say::GPU_APPROX_ONSUBMITTEDWORKDONE.get(lang),
                            st.approx_gpu_ms.map_or("—".into(), |m| format!("{m:.3} ms")),
                        );
                    }
                    if let Some([x, y, z]) = st.dispatch {
                        row(say::WORKGROUPS_DISPATCHED.get(lang), format!("{x}×{y}×{z}"));
                        if let Some((groups, max)) = st.dispatch_split {
                            row(
                                say::SPLIT_GROUPS_MAXCOMPUTEWORKGROUPSPERDIMENSION.get(lang),
                                format!("{groups} > {max} → {x}×{y}"),
                            );
                        }
                        row("TILE", s.tile().to_string());
                    }
                    row(say::ERRORS_S.get(lang), st.errors_per_s.to_string());
                    let r = s.recovery_stats();
                    row(
                        say::LOSSES_RECOVERIES.get(lang),
                        format!("{} / {}", r.losses, r.recoveries),
                    );
                    row(say::ATTEMPTS.get(lang), r.attempts.to_string());
                    if let Some(last) = r.recover_ms.last() {
                        row(say::LAST_RECOVERY.get(lang), format!("{last:.0} ms"));
                    }
                });
        });
    ui.add_space(4.0);
    Plot::new("live_bytes_plot")
        .height(110.0)
        .include_y(0.0)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .legend(Legend::default())
        .show(ui, |p| {
            p.line(Line::new(
                say::LIVE_MIB.get(lang),
                app.panels.stats.live_bytes.iter().copied().collect::<Vec<_>>(),
            ));
        });
    if !app.panels.stats.scene_ms.is_empty() {
        Plot::new("timing_plot")
            .height(110.0)
            .include_y(0.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .legend(Legend::default())
            .show(ui, |p| {
                p.line(Line::new(
                    say::SCENE_MS.get(lang),
                    app.panels.stats.scene_ms.iter().copied().collect::<Vec<_>>(),
                ));
                p.line(Line::new(
                    say::CONVERSION_MS.get(lang),
                    app.panels.stats.convert_ms.iter().copied().collect::<Vec<_>>(),
                ));
            });
    }
    super::device_ui::device_section(app, ui);
}
