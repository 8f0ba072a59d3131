//! The viewport panel, in two halves around the app's sandbox frame: the buttons and the
//! picture's place and input ([`viewport_controls`]), then the newest frame and the
//! words when it cannot draw ([`viewport_picture`]). The sandbox frame, the upload
//! (`host_view`) and the repaint pacing run in the app (`viewport.rs`), not here.

use eframe::egui;

use crate::gpu::{DeviceState, FrameInput, LossReason};

use super::app::{Command, LienzoApp};
use super::strings::tr;
use super::viewport::ViewportPlaced;

/// The viewport panel's first half (centre top): its buttons, and where the picture goes
/// with the sandbox's input for this frame.
pub fn viewport_controls(app: &LienzoApp, ui: &mut egui::Ui, cmds: &mut Vec<Command>) -> ViewportPlaced {
    let lang = app.lang;
    let page = app.page.is_open();
    let buttons = ui.horizontal_wrapped(|ui| {
        // In a page lesson, destroy() and resizes are the program's to make.
        if !page
            && ui
            .button(tr(lang, "destroy()", "destroy()"))
            .on_hover_text(tr(
                lang,
                "Llama de verdad a device.destroy(): motivo «destroyed», nada se reinicia",
                "Really calls device.destroy(): reason \"destroyed\", nothing restarts",
            ))
            .clicked()
        {
            cmds.push(Command::DestroyDevice);
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
            cmds.push(Command::SimulateReset);
        }
        // In a page, ResizeObserver reports at most once per frame: a storm there is a
        // box that changes every frame, as while a window's edge is dragged.
        let storm_help = if page {
            tr(
                lang,
                "Simulado: la caja del canvas cambia en cada fotograma durante 2 s, como al arrastrar el borde de la ventana",
                "Simulated: the canvas's box changes every frame for 2 s, as while a window's edge is dragged",
            )
        } else {
            tr(lang, "~50 eventos de tamaño por fotograma durante 2 s", "~50 resize events per frame for 2 s")
        };
        if ui
            .button(tr(lang, "Tormenta de redimensionado", "Resize storm"))
            .on_hover_text(storm_help)
            .clicked()
        {
            cmds.push(Command::ResizeStorm);
        }
        let label = if app.viewport.collapsed { tr(lang, "Restaurar altura", "Restore height") } else { tr(lang, "Altura 0", "Height 0") };
        if ui
            .selectable_label(app.viewport.collapsed, label)
            .on_hover_text(tr(lang, "Pliega el visor a 0 px de alto (protección contra el tamaño cero)", "Collapse the viewport to 0 px high (zero-size guard)"))
            .clicked()
        {
            cmds.push(Command::ToggleViewportCollapsed);
        }
    });
    let buttons_height = buttons.response.rect.height() + ui.spacing().item_spacing.y;
    let avail = ui.available_size();
    let size = if app.viewport.collapsed {
        egui::vec2(avail.x, 0.0)
    } else {
        avail
    };
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click_and_drag());
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
    ViewportPlaced {
        rect,
        input,
        buttons_height,
    }
}

/// The viewport panel's second half, after the app ran the sandbox frame: the newest
/// frame when `drew` (it was uploaded to the window's device), else words saying why.
pub fn viewport_picture(
    app: &LienzoApp,
    ui: &mut egui::Ui,
    rect: egui::Rect,
    has_host: bool,
    drew: bool,
    cmds: &mut Vec<Command>,
) {
    if drew && let Some((id, size)) = app.shown_frame() {
        let shown = fit(rect, size);
        ui.painter().rect_filled(rect, 0.0, egui::Color32::from_gray(12));
        ui.painter().image(
            id,
            shown,
            egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0)),
            egui::Color32::WHITE,
        );
    }
    overlay(app, ui, rect, has_host, cmds);
}

/// The largest rect of the canvas's aspect that fits in `rect`, centred.
fn fit(rect: egui::Rect, size_px: (u32, u32)) -> egui::Rect {
    let img = egui::vec2(size_px.0.max(1) as f32, size_px.1.max(1) as f32);
    let scale = (rect.width() / img.x).min(rect.height() / img.y);
    egui::Rect::from_center_size(rect.center(), img * scale)
}

/// Words over the viewport when it cannot draw, or is recovering.
fn overlay(app: &LienzoApp, ui: &mut egui::Ui, rect: egui::Rect, has_host: bool, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    if app.sandbox.knobs().tab_hidden && rect.height() >= 60.0 {
        // A strip at the top, so the kept picture stays in view.
        let strip = egui::Rect::from_min_size(rect.min + egui::vec2(8.0, 8.0), egui::vec2(rect.width() - 16.0, 0.0));
        ui.put(strip, |ui: &mut egui::Ui| {
            egui::Frame::new()
                .fill(ui.visuals().extreme_bg_color.gamma_multiply(0.92))
                .inner_margin(6.0)
                .corner_radius(4.0)
                .show(ui, |ui| {
                    ui.label(egui::RichText::new(tr(lang, "Pestaña oculta (simulado)", "Hidden tab (simulated)")).strong());
                    ui.label(tr(
                        lang,
                        "requestAnimationFrame no se ejecuta en una pestaña oculta y visibilityState es «hidden»; queda el último fotograma.",
                        "requestAnimationFrame does not run in a hidden tab and visibilityState is \"hidden\"; the last frame stays.",
                    ));
                })
                .response
        });
    }
    if app.page.is_open() {
        page_overlay(app, ui, rect, has_host);
        return;
    }
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
                cmds.push(Command::Restart);
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
                        cmds.push(Command::Restart);
                    }
                });
            })
            .response
    });
}

/// Words over the viewport of a page lesson: the page stopped, or has not drawn yet.
fn page_overlay(app: &LienzoApp, ui: &mut egui::Ui, rect: egui::Rect, has_host: bool) {
    let lang = app.lang;
    let page = &app.page;
    let (title, body) = if let Some(why) = &page.stopped {
        (
            tr(lang, "La página se detuvo", "The page stopped"),
            format!(
                "{why}\n\n{}",
                tr(
                    lang,
                    "Edita el programa y se ejecutará de nuevo.",
                    "Edit the program and it runs again."
                )
            ),
        )
    } else if page.has_frame() || (!crate::platform::PAGE_FRAMES_COME_BACK && page.runs > 0) {
        // Drawn: by the window (its frames came back), or by the browser on the real
        // canvas laid over the viewport.
        return;
    } else if !has_host {
        (
            tr(lang, "Sin ventana de host", "No host window"),
            tr(
                lang,
                "La página dibuja pero no hay dónde mostrarlo (pruebas).",
                "The page draws but there is nowhere to show it (tests).",
            )
            .to_owned(),
        )
    } else if page.runs == 0 {
        (
            tr(lang, "Preparando la página", "Starting the page"),
            tr(
                lang,
                "Revisando el shader antes de ejecutar el programa.",
                "Checking the shader before running the program.",
            )
            .to_owned(),
        )
    } else {
        (
            tr(lang, "La página todavía no dibujó", "The page has not drawn yet"),
            tr(
                lang,
                "El visor muestra lo que la página presenta en su canvas. Si no llega nada, mira el panel de problemas: \
                 una excepción, una promesa rechazada o un error de WebGPU aparecen allí con su línea.",
                "The viewport shows what the page presents on its canvas. If nothing comes, see the problems panel: an \
                 exception, a rejected promise or a WebGPU error shows there with its line.",
            )
            .to_owned(),
        )
    };
    if rect.height() < 60.0 {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(title).strong());
            ui.label(body);
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
                });
            })
            .response
    });
}
