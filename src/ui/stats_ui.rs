//! Figures: the status bar and the stats section with its plots; the device section
//! under it is `device_ui`.

use eframe::egui;
use egui_plot::{Legend, Line, Plot};

use super::app::LienzoApp;
use super::strings::{mib, tr};

/// How long a notice stays in the status bar.
const NOTICE_FOR: std::time::Duration = std::time::Duration::from_secs(6);

/// The bottom status bar.
pub fn status_bar(app: &LienzoApp, ui: &mut egui::Ui) {
    let lang = app.lang;
    egui::Panel::bottom("status").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            let s = &app.sandbox;
            // A page lesson's adapter is the page's own, requested by its program.
            if !app.page.is_open() {
                ui.label(s.adapter_line());
                ui.separator();
            }
            ui.label(format!(
                "{} {}",
                tr(lang, "preferido:", "preferred:"),
                crate::gpu::canvas::webgpu_name(s.preferred_format())
            ));
            ui.separator();
            if app.page.is_open() {
                let (w, h) = app.page.frame_size;
                ui.label(format!("canvas {w}×{h}"));
                ui.separator();
                ui.label(format!("{} fps", app.page.fps()));
                return;
            }
            let (w, h) = s.stats().canvas_px;
            ui.label(format!("canvas {w}×{h}"));
            ui.separator();
            ui.label(format!("{} fps", app.stats.fps()));
            if let Some(g) = s.stats().gpu {
                ui.separator();
                ui.label(format!("GPU {:.2} ms", g.scene_ms + g.convert_ms.unwrap_or(0.0)));
            } else if s.device().is_some_and(|d| !d.has_timestamps()) {
                ui.separator();
                let approx = s.stats().approx_gpu_ms.map_or("—".into(), |m| format!("{m:.2} ms"));
                ui.label(format!(
                    "GPU ≈ {approx} ({})",
                    tr(
                        lang,
                        "sin timestamp-query: medido en CPU",
                        "no timestamp-query: measured on the CPU"
                    )
                ));
            }
            if let Some((msg, at)) = &app.notice
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
pub fn page_stats(app: &LienzoApp, ui: &mut egui::Ui) {
    let lang = app.lang;
    let page = &app.page;
    ui.heading(tr(lang, "La página", "The page"));
    let count = |level| page.lines.iter().filter(|l| l.level == level).count();
    let (w, h) = page.frame_size;
    let rows = [
        (tr(lang, "ejecuciones", "runs"), page.runs.to_string()),
        (
            tr(lang, "fotogramas presentados", "frames presented"),
            page.frames.to_string(),
        ),
        (
            tr(lang, "fotogramas por segundo", "frames per second"),
            page.fps().to_string(),
        ),
        (tr(lang, "último fotograma (px)", "last frame (px)"), format!("{w}×{h}")),
        ("console.log", count(crate::page_io::Level::Log).to_string()),
        (
            tr(lang, "excepciones", "exceptions"),
            count(crate::page_io::Level::Exception).to_string(),
        ),
        (
            tr(lang, "errores de WebGPU", "WebGPU errors"),
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
                super::page_pictures::canvas_sizes(ui, lang, page.canvas_box, page.frame_size);
            }
            crate::lesson::Picture::FrameCalls => super::page_pictures::frame_timeline(ui, lang, &page.steps),
            crate::lesson::Picture::DeviceStates => super::page_pictures::device_states(ui, lang, &page.history),
            crate::lesson::Picture::SrgbCurve => super::page_pictures::srgb_curve(ui, lang, page.center),
        }
    }
}

/// The stats section of the right panel.
pub fn stats_section(app: &LienzoApp, ui: &mut egui::Ui) {
    let lang = app.lang;
    let s = &app.sandbox;
    let st = s.stats().clone();
    ui.heading(tr(lang, "Medidas", "Stats"));
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
                        tr(lang, "canvas (px)", "canvas (px)"),
                        format!("{}×{}", st.canvas_px.0, st.canvas_px.1),
                    );
                    row(
                        tr(lang, "pedido (px)", "requested (px)"),
                        format!("{}×{}", st.requested_px.0, st.requested_px.1),
                    );
                    let ids = st.texture_ids_3_calls;
                    row(
                        tr(
                            lang,
                            "getCurrentTexture() ×3 en este fotograma",
                            "getCurrentTexture() ×3 this frame",
                        ),
                        if ids[0] == 0 {
                            "—".into()
                        } else {
                            format!("#{} #{} #{}", ids[0], ids[1], ids[2])
                        },
                    );
                    row(
                        tr(
                            lang,
                            "caducadas al presentar / configurar / cambiar el tamaño",
                            "expired on present / configure / resize",
                        ),
                        format!(
                            "{} / {} / {}",
                            st.expired.present, st.expired.configure, st.expired.resize
                        ),
                    );
                    row(
                        tr(lang, "recreaciones/s", "recreations/s"),
                        app.stats.recreations_per_s().to_string(),
                    );
                    row(
                        tr(lang, "recreaciones (total)", "recreations (total)"),
                        st.recreations.to_string(),
                    );
                    row(
                        tr(lang, "bytes vivos de texturas", "live texture bytes"),
                        mib(st.live_bytes),
                    );
                    row(
                        tr(
                            lang,
                            "…esperando al recolector (simulado)",
                            "…awaiting the collector (simulated)",
                        ),
                        mib(st.orphan_bytes),
                    );
                    row(
                        tr(lang, "queue.submit por fotograma", "queue.submit per frame"),
                        st.submits.to_string(),
                    );
                    row(
                        tr(
                            lang,
                            "onSubmittedWorkDone: pedidos / cumplidos",
                            "onSubmittedWorkDone: asked / fulfilled",
                        ),
                        format!("{} / {}", st.work_done.0, st.work_done.1),
                    );
                    row(
                        tr(lang, "pase de conversión", "conversion pass"),
                        if st.converted {
                            tr(lang, "sí, cada fotograma", "yes, every frame")
                        } else {
                            tr(lang, "no", "no")
                        }
                        .to_owned(),
                    );
                    let px = u64::from(st.canvas_px.0) * u64::from(st.canvas_px.1);
                    if st.converted {
                        let mb = (px * 8) as f64 / 1e6;
                        row(
                            tr(lang, "MB movidos por la conversión", "MB moved by the conversion"),
                            format!("{mb:.1} MB"),
                        );
                        row(
                            tr(lang, "a 60 fps", "at 60 fps"),
                            format!("{:.2} GB/s", mb * 60.0 / 1000.0),
                        );
                    }
                    if let Some(g) = st.gpu {
                        row(tr(lang, "escena (GPU)", "scene (GPU)"), format!("{:.3} ms", g.scene_ms));
                        row(
                            tr(lang, "conversión (GPU)", "conversion (GPU)"),
                            g.convert_ms.map_or("—".into(), |c| format!("{c:.3} ms")),
                        );
                    } else {
                        row(
                            tr(lang, "grabar y enviar (CPU)", "record and submit (CPU)"),
                            format!("{:.3} ms", st.cpu_ms),
                        );
                        row(
                            tr(
                                lang,
                                "GPU aprox. (onSubmittedWorkDone)",
                                "GPU approx. (onSubmittedWorkDone)",
                            ),
                            st.approx_gpu_ms.map_or("—".into(), |m| format!("{m:.3} ms")),
                        );
                    }
                    if let Some([x, y, z]) = st.dispatch {
                        row(
                            tr(lang, "grupos de trabajo despachados", "workgroups dispatched"),
                            format!("{x}×{y}×{z}"),
                        );
                        if let Some((groups, max)) = st.dispatch_split {
                            row(
                                tr(
                                    lang,
                                    "dividido: grupos > maxComputeWorkgroupsPerDimension",
                                    "split: groups > maxComputeWorkgroupsPerDimension",
                                ),
                                format!("{groups} > {max} → {x}×{y}"),
                            );
                        }
                        row("TILE", s.tile().to_string());
                    }
                    row(tr(lang, "errores/s", "errors/s"), st.errors_per_s.to_string());
                    let r = s.recovery_stats();
                    row(
                        tr(lang, "pérdidas / recuperaciones", "losses / recoveries"),
                        format!("{} / {}", r.losses, r.recoveries),
                    );
                    row(tr(lang, "intentos", "attempts"), r.attempts.to_string());
                    if let Some(last) = r.recover_ms.last() {
                        row(
                            tr(lang, "última recuperación", "last recovery"),
                            format!("{last:.0} ms"),
                        );
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
                tr(lang, "MiB vivos", "live MiB"),
                app.stats.live_bytes.iter().copied().collect::<Vec<_>>(),
            ));
        });
    if !app.stats.scene_ms.is_empty() {
        Plot::new("timing_plot")
            .height(110.0)
            .include_y(0.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .legend(Legend::default())
            .show(ui, |p| {
                p.line(Line::new(
                    tr(lang, "escena ms", "scene ms"),
                    app.stats.scene_ms.iter().copied().collect::<Vec<_>>(),
                ));
                p.line(Line::new(
                    tr(lang, "conversión ms", "conversion ms"),
                    app.stats.convert_ms.iter().copied().collect::<Vec<_>>(),
                ));
            });
    }
    super::device_ui::device_section(app, ui);
}
