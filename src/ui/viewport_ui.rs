//! The viewport panel, in two halves around the app's sandbox frame: the buttons and the
//! picture's place and input ([`viewport_controls`]), then the newest frame and the
//! words when it cannot draw ([`viewport_picture`]). The sandbox frame, the upload
//! (`host_view`) and the repaint pacing run in the app (`viewport.rs`), not here.

use eframe::egui;

use crate::gpu::{DeviceState, FrameInput, LossReason};

use super::command::Command;
use super::state::AppState;
use super::viewport::ViewportPlaced;
use crate::text::ui as say;

/// The viewport panel's first half (centre top): its buttons, and where the picture goes
/// with the sandbox's input for this frame.
pub fn viewport_controls(app: &AppState, ui: &mut egui::Ui, cmds: &mut Vec<Command>) -> ViewportPlaced {
    let lang = app.lang;
    let page = app.page.is_open();
    let buttons = ui.horizontal_wrapped(|ui| {
        // In a page lesson, destroy() and resizes are the program's to make.
        if !page
            && ui
                .button(say::DESTROY.get(lang))
                .on_hover_text(say::REALLY_CALLS_DEVICE_DESTROY_REASON.get(lang))
                .clicked()
        {
            cmds.push(Command::DestroyDevice);
        }
        if ui
            .button(say::DRIVER_RESET_SIMULATED.get(lang))
            .on_hover_text(say::SIMULATED_LIENZO_CALLS_DESTROY_AND.get(lang))
            .clicked()
        {
            cmds.push(Command::SimulateReset);
        }
        // In a page, ResizeObserver reports at most once per frame: a storm there is a
        // box that changes every frame, as while a window's edge is dragged.
        let storm_help = if page {
            say::SIMULATED_THE_CANVAS_S_BOX.get(lang)
        } else {
            say::N_50_RESIZE_EVENTS_PER_FRAME.get(lang)
        };
        if ui
            .button(say::RESIZE_STORM.get(lang))
            .on_hover_text(storm_help)
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
        input,
        buttons_height,
        pointer,
    }
}

/// The viewport panel's second half, after the app ran the sandbox frame: the newest
/// frame when `drew` (it was uploaded to the window's device), else words saying why.
pub fn viewport_picture(
    app: &AppState,
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
fn overlay(app: &AppState, ui: &mut egui::Ui, rect: egui::Rect, has_host: bool, cmds: &mut Vec<Command>) {
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
                    ui.label(egui::RichText::new(say::HIDDEN_TAB_SIMULATED.get(lang)).strong());
                    ui.label(say::REQUESTANIMATIONFRAME_DOES_NOT_RUN_IN.get(lang));
                })
                .response
        });
    }
    if app.page.is_open() {
        page_overlay(app, ui, rect, has_host, cmds);
        return;
    }
    let state = app.sandbox.state().clone();
    let (title, body, restart) = match &state {
        DeviceState::Running => match &app.sandbox.stats().skipped {
            Some(why) => (say::FRAME_SKIPPED.get(lang), why.get(lang).to_owned(), false),
            None if app.viewport.too_big.is_some() => {
                let ((w, h), max) = app.viewport.too_big.unwrap_or_default();
                (
                    say::FRAME_TOO_LARGE_TO_SHOW.get(lang),
                    format!(
                        "{w}×{h} px: {} {max} px. {}",
                        say::THE_WINDOW_ONLY_SHOWS_TEXTURES.get(lang),
                        say::THE_LESSON_DEVICE_DREW_IT.get(lang)
                    ),
                    false,
                )
            }
            None if !app.sandbox.has_pipeline() && !app.sandbox.problems().is_empty() => (
                say::NO_PIPELINE_YET.get(lang),
                say::THE_SHADER_HAS_HAD_PROBLEMS.get(lang).to_owned(),
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
                    say::NO_FRAME_OF_THIS_LESSON.get(lang)
                } else {
                    say::WAITING_FOR_THIS_LESSON_S.get(lang)
                };
                (say::NO_FRAME_YET.get(lang), body.to_owned(), false)
            }
            None if !has_host => (
                say::NO_HOST_WINDOW.get(lang),
                say::FRAMES_ARE_DRAWN_BUT_THERE.get(lang).to_owned(),
                false,
            ),
            None => return,
        },
        DeviceState::NoAdapter(m) => (say::NO_GPU_ADAPTER.get(lang), m.clone(), false),
        DeviceState::MissingRequirement(m) => (
            say::A_REQUIRED_FEATURE_IS_MISSING.get(lang),
            format!("{m}\n\n{}", say::THIS_LESSON_CANNOT_RUN_WITHOUT.get(lang)),
            true,
        ),
        DeviceState::RequestFailed(m) => (say::REQUESTDEVICE_FAILED.get(lang), m.clone(), true),
        DeviceState::Lost {
            reason: LossReason::Destroyed,
            message,
        } => (
            say::DEVICE_DESTROYED.get(lang),
            format!("{message}\n\n{}", say::REASON_DESTROYED_IT_WAS_ON.get(lang)),
            true,
        ),
        DeviceState::Lost { message, .. } => (say::DEVICE_LOST.get(lang), message.clone(), true),
        DeviceState::Recovering { .. } => (say::RECOVERING_THE_DEVICE.get(lang), state.describe_in(lang), false),
        DeviceState::GaveUp { .. } => (say::RECOVERY_GAVE_UP.get(lang), state.describe_in(lang), true),
        DeviceState::Starting => (say::REQUESTING_DEVICE.get(lang), state.describe_in(lang), false),
        // Only while a page lesson is open, whose page says what it does.
        DeviceState::Parked => return,
    };
    if rect.height() < 60.0 {
        // A collapsed viewport has no room: say it beside the buttons, covering nothing.
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(title).strong());
            ui.label(body);
            if restart && ui.button(say::START_AGAIN.get(lang)).clicked() {
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
                    if restart && ui.button(say::START_AGAIN.get(lang)).clicked() {
                        cmds.push(Command::Restart);
                    }
                });
            })
            .response
    });
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
