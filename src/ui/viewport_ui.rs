//! The viewport panel, in two halves around the page's rendering update: the buttons and
//! the picture's place and input ([`viewport_controls`]), then the newest frame and the
//! words when it cannot draw ([`viewport_picture`]). The update, the upload
//! (`host_view`) and the repaint pacing run in the app (`viewport.rs`), not here.

use eframe::egui;

use super::command::Command;
use super::state::AppState;
use super::viewport::ViewportPlaced;
use crate::text::ui as say;

/// The viewport panel's first half (centre top): its buttons, and where the picture goes
/// with the canvas box and the pointer for this frame.
pub fn viewport_controls(app: &AppState, ui: &mut egui::Ui, cmds: &mut Vec<Command>) -> ViewportPlaced {
    let lang = app.lang;
    let buttons = ui.horizontal_wrapped(|ui| {
        // destroy() and resizes are the program's to make.
        if ui
            .button(say::DRIVER_RESET_SIMULATED.get(lang))
            .on_hover_text(say::SIMULATED_LIENZO_CALLS_DESTROY_AND.get(lang))
            .clicked()
        {
            cmds.push(Command::SimulateReset);
        }
        // ResizeObserver reports at most once per frame: a storm is a box that changes
        // every frame, as while a window's edge is dragged.
        if ui
            .button(say::RESIZE_STORM.get(lang))
            .on_hover_text(say::SIMULATED_THE_CANVAS_S_BOX.get(lang))
            .clicked()
        {
            cmds.push(Command::ResizeStorm);
        }
        let label = if app.viewport.collapsed {
            say::RESTORE_HEIGHT.get(lang)
        } else {
            say::HEIGHT_0.get(lang)
        };
        if ui
            .selectable_label(app.viewport.collapsed, label)
            .on_hover_text(say::COLLAPSE_THE_VIEWPORT_TO_0.get(lang))
            .clicked()
        {
            cmds.push(Command::ToggleViewportCollapsed);
        }
    });
    let buttons_height = buttons.response.rect.height() + ui.spacing().item_spacing.y;
    let avail = ui.available_size();
    // The page's other canvases take a strip under its own.
    let strip = if app.viewport.collapsed {
        0.0
    } else {
        super::other_canvases::strip_height(&app.page.out, avail.y)
    };
    let size = if app.viewport.collapsed {
        egui::vec2(avail.x, 0.0)
    } else {
        avail - egui::vec2(0.0, strip)
    };
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click_and_drag());
    let others = (strip > 0.0).then(|| {
        ui.allocate_exact_size(egui::vec2(avail.x, strip), egui::Sense::hover())
            .0
    });
    // A click gives the page the keyboard, as clicking a browser's page does; arrows
    // and Escape then reach the page, Tab still moves on.
    if response.clicked() || response.drag_started() {
        response.request_focus();
    }
    let keys = if response.has_focus() {
        ui.memory_mut(|m| {
            m.set_focus_lock_filter(
                response.id,
                egui::EventFilter {
                    tab: false,
                    horizontal_arrows: true,
                    vertical_arrows: true,
                    escape: true,
                },
            );
        });
        ui.input(super::keys::presses)
    } else {
        Vec::new()
    };
    let ppp = ui.ctx().pixels_per_point();
    let held = response.is_pointer_button_down_on();
    let pointer = response
        .hover_pos()
        .or_else(|| held.then(|| response.interact_pointer_pos()).flatten())
        .filter(|p| held || rect.contains(*p))
        .map(|p| crate::page_io::Pointer {
            x: f64::from(p.x - rect.min.x),
            y: f64::from(p.y - rect.min.y),
            buttons: u32::from(held),
        });
    ViewportPlaced {
        rect,
        others,
        viewport_pt: (rect.width(), rect.height()),
        dpr: ppp,
        buttons_height,
        pointer,
        keys,
    }
}

/// The viewport panel's second half, after the page's rendering update: the newest
/// frame when `drew` (it was uploaded to the window's device), else words saying why.
pub fn viewport_picture(
    app: &AppState,
    ui: &mut egui::Ui,
    rect: egui::Rect,
    others: Option<egui::Rect>,
    has_host: bool,
    drew: bool,
    cmds: &mut Vec<Command>,
) {
    if drew && let Some((id, size)) = app.shown_frame() {
        let shown = fit(rect, size);
        ui.painter().rect_filled(rect, 0.0, egui::Color32::from_gray(12));
        // The canvas over the page behind it, as a browser's compositor shows it (egui
        // blends a premultiplied picture): an `opaque` canvas's alpha is ignored, so
        // over black its colours show as stored; a `premultiplied` one is blended over
        // the page's white.
        let behind = if app.page.out.premultiplied {
            egui::Color32::WHITE
        } else {
            egui::Color32::BLACK
        };
        ui.painter().rect_filled(shown, 0.0, behind);
        ui.painter().image(
            id,
            shown,
            egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0)),
            egui::Color32::WHITE,
        );
    }
    overlay(app, ui, rect, has_host, cmds);
    if let Some(strip) = others {
        super::other_canvases::other_canvases(&app.page.out, app.lang, ui, strip);
    }
    // A stopped page takes no events: its controls go with it (the stop's words show).
    if app.page.out.stopped.is_none() {
        super::page_controls::controls_panel(&app.page.out.controls, app.lang, ui, rect, cmds);
    }
    // A page that draws nothing shows its text in the viewport's place (see
    // `page_overlay`); one that draws, over the picture's corner.
    if app.page.out.frames > 0 {
        super::page_controls::text_panel(&app.page.out.body, app.lang, ui, rect);
    }
}

/// The largest rect of the canvas's aspect that fits in `rect`, centred.
fn fit(rect: egui::Rect, size_px: (u32, u32)) -> egui::Rect {
    let img = egui::vec2(size_px.0.max(1) as f32, size_px.1.max(1) as f32);
    let scale = (rect.width() / img.x).min(rect.height() / img.y);
    egui::Rect::from_center_size(rect.center(), img * scale)
}

/// Words over the viewport when it cannot draw.
fn overlay(app: &AppState, ui: &mut egui::Ui, rect: egui::Rect, has_host: bool, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    if app.knobs.tab_hidden && rect.height() >= 60.0 {
        // A strip at the top, so the kept picture stays in view.
        let strip = egui::Rect::from_min_size(rect.min + egui::vec2(8.0, 8.0), egui::vec2(rect.width() - 16.0, 0.0));
        ui.put(strip, |ui: &mut egui::Ui| {
            egui::Frame::new()
                .fill(ui.visuals().extreme_bg_color.gamma_multiply(0.92))
                .inner_margin(6.0)
                .corner_radius(4.0)
                .show(ui, |ui| {
                    ui.label(egui::RichText::new(say::HIDDEN_TAB_SIMULATED.get(lang)).strong());
                    ui.label(say::REQUESTANIMATIONFRAME_DOES_NOT_RUN_IN.get(lang));
                })
                .response
        });
    }
    page_overlay(app, ui, rect, has_host, cmds);
}

/// Words over the viewport of a page lesson: the page stopped, or has not drawn yet.
fn page_overlay(app: &AppState, ui: &mut egui::Ui, rect: egui::Rect, has_host: bool, cmds: &mut Vec<Command>) {
    let lang = app.lang;
    let page = &app.page;
    let (title, body) = if let Some(why) = &page.out.stopped {
        (
            say::THE_PAGE_STOPPED.get(lang),
            format!("{why}\n\n{}", say::EDIT_THE_PROGRAM_AND_IT.get(lang)),
        )
    } else if page.has_frame() || (!crate::platform::PAGE_FRAMES_COME_BACK && page.out.runs > 0) {
        // Drawn: by the window (its frames came back), or by the browser on the real
        // canvas laid over the viewport.
        return;
    } else if !page.out.body.trim().is_empty() {
        // A page that writes its result into its body (a compute sample) shows it.
        (say::THE_PAGE_S_TEXT.get(lang), page.out.body.trim().to_owned())
    } else if !has_host {
        (
            say::NO_HOST_WINDOW.get(lang),
            say::THE_PAGE_DRAWS_BUT_THERE.get(lang).to_owned(),
        )
    } else if page.out.runs == 0 {
        (
            say::STARTING_THE_PAGE.get(lang),
            say::CHECKING_THE_SHADER_BEFORE_RUNNING.get(lang).to_owned(),
        )
    } else {
        (
            say::THE_PAGE_HAS_NOT_DRAWN.get(lang),
            say::THE_VIEWPORT_SHOWS_WHAT_THE.get(lang).to_owned(),
        )
    };
    let stopped = page.out.stopped.is_some();
    if rect.height() < 60.0 {
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(title).strong());
            ui.label(body);
            if stopped && ui.button(say::RUN_AGAIN.get(lang)).clicked() {
                cmds.push(Command::RunPageAgain);
            }
        });
        return;
    }
    // Top-down from the corner, so the reason and *Run again* stay in sight however
    // long the reason is (it scrolls); a centered layout clipped them below the title.
    let inner = rect.shrink(12.0);
    ui.scope_builder(
        egui::UiBuilder::new()
            .max_rect(inner)
            .layout(egui::Layout::top_down(egui::Align::Min)),
        |ui| {
            egui::Frame::new()
                .fill(ui.visuals().extreme_bg_color.gamma_multiply(0.92))
                .inner_margin(12.0)
                .corner_radius(6.0)
                .show(ui, |ui| {
                    ui.set_min_size(inner.size() - egui::vec2(24.0, 24.0));
                    egui::ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
                        ui.heading(title);
                        ui.label(body);
                        if stopped && ui.button(say::RUN_AGAIN.get(lang)).clicked() {
                            cmds.push(Command::RunPageAgain);
                        }
                    });
                });
        },
    );
}
