//! The viewport: collects input, runs one sandbox frame per repaint, draws the newest
//! frame (`host_view` uploads it), and says plainly when it cannot draw.

use std::collections::BTreeSet;

use eframe::egui;
use eframe::egui_wgpu;

use crate::gpu::{DeviceState, FrameInput, LossReason, Pace};

use super::app::{Command, LienzoApp};
use super::strings::tr;

/// Viewport state kept between frames (no GPU objects but the host view).
#[derive(Default)]
pub struct ViewportState {
    /// The newest frame on the window's device.
    pub host: super::host_view::HostView,
    /// Where the viewport was drawn last, in points (none before the first frame).
    pub last_rect: Option<egui::Rect>,
    /// Frames shown in the viewport so far.
    pub shown_frames: u64,
    /// Repaints in which the viewport could not show a frame.
    pub frames_without_gpu: u64,
    /// Exercises being graded in the background.
    pub grading: BTreeSet<String>,
    /// Markdown cache of the lesson page.
    pub markdown: egui_commonmark::CommonMarkCache,
    /// The student collapsed the viewport to zero height (zero-size lesson).
    pub collapsed: bool,
    /// The last frame was larger than the window's device can show: (size, limit).
    pub too_big: Option<((u32, u32), u32)>,
    /// Height of the row of buttons above the viewport in the last frame, in points.
    pub buttons_height: f32,
    /// When the viewport asked for its next frame, in the last frame.
    pub pace: Option<Pace>,
}

/// The viewport panel (centre top).
pub fn viewport_panel(app: &mut LienzoApp, ui: &mut egui::Ui, host: Option<&egui_wgpu::RenderState>) {
    let lang = app.lang;
    let buttons = ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr(lang, "destroy()", "destroy()"))
            .on_hover_text(tr(
                lang,
                "Llama de verdad a device.destroy(): motivo «destroyed», nada se reinicia",
                "Really calls device.destroy(): reason \"destroyed\", nothing restarts",
            ))
            .clicked()
        {
            app.commands.push(Command::DestroyDevice);
        }
        if ui
            .button(tr(lang, "Reinicio del controlador (simulado)", "Driver reset (simulated)"))
            .on_hover_text(tr(
                lang,
                "Simulado: Lienzo llama a destroy() y notifica la pérdida con motivo «unknown», como un reinicio real; luego se recupera",
                "Simulated: Lienzo calls destroy() and reports the loss with reason \"unknown\", as a real reset would; recovery follows",
            ))
            .clicked()
        {
            app.commands.push(Command::SimulateReset);
        }
        if ui
            .button(tr(lang, "Tormenta de redimensionado", "Resize storm"))
            .on_hover_text(tr(lang, "~50 eventos de tamaño por fotograma durante 2 s", "~50 resize events per frame for 2 s"))
            .clicked()
        {
            app.commands.push(Command::ResizeStorm);
        }
        let label = if app.viewport.collapsed { tr(lang, "Restaurar altura", "Restore height") } else { tr(lang, "Altura 0", "Height 0") };
        if ui
            .selectable_label(app.viewport.collapsed, label)
            .on_hover_text(tr(lang, "Pliega el visor a 0 px de alto (protección contra el tamaño cero)", "Collapse the viewport to 0 px high (zero-size guard)"))
            .clicked()
        {
            app.viewport.collapsed = !app.viewport.collapsed;
        }
    });
    // The row wraps on a narrow window or in Spanish: the app keeps room for it.
    app.viewport.buttons_height = buttons.response.rect.height() + ui.spacing().item_spacing.y;
    let avail = ui.available_size();
    let size = if app.viewport.collapsed {
        egui::vec2(avail.x, 0.0)
    } else {
        avail
    };
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click_and_drag());
    app.viewport.last_rect = Some(rect);
    let ppp = ui.ctx().pixels_per_point();
    let canvas = app.sandbox.stats().canvas_px;
    let shown = fit(rect, canvas);
    let mouse_px = response.hover_pos().filter(|p| shown.contains(*p)).map(|p| {
        let rel = (p - shown.min) / shown.size().max(egui::vec2(1.0, 1.0));
        (rel.x * canvas.0 as f32, rel.y * canvas.1 as f32)
    });
    let input = FrameInput {
        viewport_pt: (rect.width(), rect.height()),
        dpr: ppp,
        mouse_px,
        mouse_down: response.is_pointer_button_down_on(),
        resize_events_pt: Vec::new(),
    };
    app.sandbox.frame(&input);
    app.stats.record(&app.sandbox);

    let mut drew = false;
    // The window's own device has its own limits: a bigger frame cannot be shown.
    let host_max = host.map_or(0, |h| h.device.limits().max_texture_dimension_2d);
    let too_big = app
        .sandbox
        .pixels()
        .filter(|p| p.width > host_max || p.height > host_max)
        .map(|p| (p.width, p.height));
    app.viewport.too_big = too_big.filter(|_| host.is_some()).map(|s| (s, host_max));
    if let (Some(host), Some(pixels), None) = (host, app.sandbox.pixels(), too_big) {
        app.viewport.host.upload(host, pixels);
        if let Some((id, size)) = app.viewport.host.shown() {
            let shown = fit(rect, size);
            ui.painter().rect_filled(rect, 0.0, egui::Color32::from_gray(12));
            ui.painter().image(
                id,
                shown,
                egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0)),
                egui::Color32::WHITE,
            );
            drew = true;
        }
    }
    if drew {
        app.viewport.shown_frames += 1;
    } else {
        app.viewport.frames_without_gpu += 1;
    }
    overlay(app, ui, rect, host.is_some());
    // Draw again only when something can change the picture: a still picture leaves
    // the window idle (see `Sandbox::pace`), as a page whose requestAnimationFrame loop
    // has nothing to do would.
    let settle = app
        .lesson()
        .map_or(0, |l| {
            l.lesson
                .exercises
                .iter()
                .map(|e| crate::grade::live_frames(&e.check))
                .max()
                .unwrap_or(0)
        })
        .max(MIN_SETTLE_FRAMES);
    let pace = app.sandbox.pace(settle);
    app.viewport.pace = Some(pace);
    match pace {
        Pace::Continuous => ui.ctx().request_repaint(),
        Pace::After(wait) => ui.ctx().request_repaint_after(wait),
        Pace::Idle => {}
    }
}

/// Frames drawn after any change before a still picture lets the window idle: the stats
/// and plots settle, and the canvas texture's expiry counters show a few presents.
const MIN_SETTLE_FRAMES: u64 = 30;

/// The largest rect of the canvas's aspect that fits in `rect`, centred.
fn fit(rect: egui::Rect, size_px: (u32, u32)) -> egui::Rect {
    let img = egui::vec2(size_px.0.max(1) as f32, size_px.1.max(1) as f32);
    let scale = (rect.width() / img.x).min(rect.height() / img.y);
    egui::Rect::from_center_size(rect.center(), img * scale)
}

/// Words over the viewport when it cannot draw, or is recovering.
fn overlay(app: &mut LienzoApp, ui: &mut egui::Ui, rect: egui::Rect, has_host: bool) {
    let lang = app.lang;
    let state = app.sandbox.state().clone();
    let (title, body, restart) = match &state {
        DeviceState::Running => match &app.sandbox.stats().skipped {
            Some(why) => (tr(lang, "Fotograma omitido", "Frame skipped"), why.clone(), false),
            None if app.viewport.too_big.is_some() => {
                let ((w, h), max) = app.viewport.too_big.unwrap_or_default();
                (
                    tr(
                        lang,
                        "Fotograma demasiado grande para mostrarlo",
                        "Frame too large to show",
                    ),
                    format!(
                        "{w}×{h} px: {} {max} px. {}",
                        tr(
                            lang,
                            "la ventana solo muestra texturas de hasta",
                            "the window only shows textures up to"
                        ),
                        tr(
                            lang,
                            "El dispositivo de la lección lo dibujó igualmente; mira las medidas y los problemas.",
                            "The lesson device drew it anyway; see the stats and the problems."
                        )
                    ),
                    false,
                )
            }
            None if !app.sandbox.has_pipeline() && !app.sandbox.problems().is_empty() => (
                tr(lang, "Todavía no hay pipeline", "No pipeline yet"),
                tr(
                    lang,
                    "El shader tiene problemas desde el principio, así que no hay un último shader válido que dibujar. \
                     Corrígelos (panel de problemas, abajo) y el visor se encenderá.",
                    "The shader has had problems from the start, so there is no last good shader to draw. Fix them \
                     (problems panel, below) and the viewport comes on.",
                )
                .to_owned(),
                false,
            ),
            None if has_host && app.sandbox.pixels().is_none() => {
                // The viewport shows only frames of the open lesson's device.
                let errors = app
                    .sandbox
                    .log()
                    .lock()
                    .events()
                    .iter()
                    .filter(|e| e.kind.is_error())
                    .count();
                let body = if errors > 0 {
                    tr(
                        lang,
                        "Ningún fotograma de esta lección llegó a la pantalla: cada uno terminó en un error (mira el panel \
                         de problemas). El visor solo muestra fotogramas de la lección abierta.",
                        "No frame of this lesson has reached the screen: each one ended in an error (see the problems \
                         panel). The viewport shows only frames of the open lesson.",
                    )
                } else {
                    tr(
                        lang,
                        "Esperando el primer fotograma de esta lección.",
                        "Waiting for this lesson's first frame.",
                    )
                };
                (
                    tr(lang, "Todavía no hay fotograma", "No frame yet"),
                    body.to_owned(),
                    false,
                )
            }
            None if !has_host => (
                tr(lang, "Sin ventana de host", "No host window"),
                tr(
                    lang,
                    "Los fotogramas se dibujan pero no hay dónde mostrarlos (pruebas).",
                    "Frames are drawn but there is nowhere to show them (tests).",
                )
                .to_owned(),
                false,
            ),
            None => return,
        },
        DeviceState::NoAdapter(m) => (tr(lang, "No hay adaptador de GPU", "No GPU adapter"), m.clone(), false),
        DeviceState::MissingRequirement(m) => (
            tr(
                lang,
                "Falta una característica requerida",
                "A required feature is missing",
            ),
            format!(
                "{m}\n\n{}",
                tr(
                    lang,
                    "Esta lección no puede ejecutarse sin ella: en vez de una pantalla negra, WebGPU te deja comprobarlo antes de pedir el dispositivo.",
                    "This lesson cannot run without it: instead of a black screen, WebGPU lets you check before requesting the device."
                )
            ),
            true,
        ),
        DeviceState::RequestFailed(m) => (tr(lang, "requestDevice falló", "requestDevice failed"), m.clone(), true),
        DeviceState::Lost {
            reason: LossReason::Destroyed,
            message,
        } => (
            tr(lang, "Dispositivo destruido", "Device destroyed"),
            format!(
                "{message}\n\n{}",
                tr(
                    lang,
                    "Motivo «destroyed»: fue a propósito, así que nada se reinicia.",
                    "Reason \"destroyed\": it was on purpose, so nothing restarts."
                )
            ),
            true,
        ),
        DeviceState::Lost { message, .. } => (tr(lang, "Dispositivo perdido", "Device lost"), message.clone(), true),
        DeviceState::Recovering { .. } => (
            tr(lang, "Recuperando el dispositivo", "Recovering the device"),
            state.describe_in(lang),
            false,
        ),
        DeviceState::GaveUp { .. } => (
            tr(lang, "Recuperación abandonada", "Recovery gave up"),
            state.describe_in(lang),
            true,
        ),
        DeviceState::Starting => (
            tr(lang, "Pidiendo dispositivo", "Requesting device"),
            state.describe_in(lang),
            false,
        ),
    };
    if rect.height() < 60.0 {
        // A collapsed viewport has no room: say it beside the buttons, covering nothing.
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(title).strong());
            ui.label(body);
            if restart && ui.button(tr(lang, "Empezar de nuevo", "Start again")).clicked() {
                app.commands.push(Command::Restart);
            }
        });
        return;
    }
    ui.put(rect.shrink(12.0), |ui: &mut egui::Ui| {
        egui::Frame::new()
            .fill(ui.visuals().extreme_bg_color.gamma_multiply(0.92))
            .inner_margin(12.0)
            .corner_radius(6.0)
            .show(ui, |ui| {
                ui.vertical(|ui| {
                    ui.heading(title);
                    ui.label(body);
                    if restart && ui.button(tr(lang, "Empezar de nuevo", "Start again")).clicked() {
                        app.commands.push(Command::Restart);
                    }
                });
            })
            .response
    });
}
