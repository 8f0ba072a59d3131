//! Pictures of a page lesson drawn live from the student's own program, each lesson
//! choosing its own ([`crate::lesson::Picture`]): the canvas's two sizes (its CSS box
//! times the DPR against the drawing buffer the program assigned), the calls that
//! shaped the last frame in order, the page's devices over time, and the sRGB curve
//! with the byte the last frame stores.

use eframe::egui;

use crate::lesson::Lang;
use crate::page_io::{CanvasBox, Step};
use crate::text::ui as say;

/// The canvas's CSS box in device pixels (outline) against the drawing buffer of the
/// newest frame (filled), to scale, with both sizes in numbers.
pub fn canvas_sizes(ui: &mut egui::Ui, lang: Lang, canvas_box: Option<CanvasBox>, frame: (u32, u32)) {
    let Some(b) = canvas_box else { return };
    ui.strong(say::THE_CANVAS_S_TWO_SIZES.get(lang));
    let dpr = if b.width > 0.0 {
        f64::from(b.pixel_width) / b.width
    } else {
        1.0
    };
    let (bw, bh) = (b.pixel_width.max(1) as f32, b.pixel_height.max(1) as f32);
    let (fw, fh) = (frame.0 as f32, frame.1 as f32);
    let widest = bw.max(fw).max(1.0);
    let tallest = bh.max(fh).max(1.0);
    let room = ui.available_width().clamp(120.0, 260.0);
    let scale = (room / widest).min(110.0 / tallest);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(room, tallest * scale + 4.0), egui::Sense::hover());
    let p = ui.painter_at(rect);
    let at = rect.min + egui::vec2(2.0, 2.0);
    let accent = ui.visuals().selection.bg_fill;
    if frame.0 > 0 && frame.1 > 0 {
        let buffer = egui::Rect::from_min_size(at, egui::vec2(fw * scale, fh * scale));
        p.rect_filled(buffer, 0.0, accent.gamma_multiply(0.55));
    }
    let outline = egui::Rect::from_min_size(at, egui::vec2(bw * scale, bh * scale));
    p.rect_stroke(
        outline,
        0.0,
        egui::Stroke::new(1.5, ui.visuals().strong_text_color()),
        egui::StrokeKind::Inside,
    );
    let (cw, ch, pw, ph) = (b.width, b.height, b.pixel_width, b.pixel_height);
    ui.label(say::css_box(cw, ch, dpr, pw, ph).take(lang));
    let (w, h) = frame;
    if w == 0 {
        ui.label(say::DRAWING_BUFFER_NO_FRAME.get(lang));
    } else {
        ui.label(say::drawing_buffer(w, h).take(lang));
        // Screen pixels per canvas pixel: the box in device pixels over the buffer.
        let (sx, sy) = (f64::from(pw) / f64::from(w), f64::from(ph) / f64::from(h.max(1)));
        if pw > 0 && ph > 0 {
            ui.horizontal(|ui| {
                magnifier(ui, sx, sy);
                magnifier(ui, 1.0, 1.0);
            });
            ui.label(say::screen_pixels_per_canvas_pixel(sx, sy).take(lang));
        }
    }
}

/// Screen pixels the magnifier shows on a side, and its size on a side.
const MAGNIFIED: usize = 12;
const MAGNIFIER_SIDE: f32 = 84.0;

/// A checkerboard of one-canvas-pixel squares as the screen shows it when each canvas
/// pixel covers `sx` × `sy` screen pixels, magnified: each screen pixel is the share
/// of its area the white squares cover (4 × 4 samples of it), so a canvas stretched by
/// 2 shows 2 × 2 blocks and one shrunk by 2 shows grey, its detail averaged away.
fn magnifier(ui: &mut egui::Ui, sx: f64, sy: f64) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(MAGNIFIER_SIDE, MAGNIFIER_SIDE), egui::Sense::hover());
    let p = ui.painter_at(rect);
    let cell = MAGNIFIER_SIDE / MAGNIFIED as f32;
    let white = |x: f64, y: f64| ((x / sx).floor() + (y / sy).floor()).rem_euclid(2.0) < 0.5;
    for y in 0..MAGNIFIED {
        for x in 0..MAGNIFIED {
            let mut lit = 0u32;
            for (i, j) in (0..4).flat_map(|i| (0..4).map(move |j| (i, j))) {
                let (u, v) = (
                    x as f64 + (f64::from(i) + 0.5) / 4.0,
                    y as f64 + (f64::from(j) + 0.5) / 4.0,
                );
                lit += u32::from(white(u, v));
            }
            let grey = (40 + lit * 200 / 16) as u8;
            let at = rect.min + egui::vec2(x as f32 * cell, y as f32 * cell);
            p.rect_filled(
                egui::Rect::from_min_size(at, egui::vec2(cell, cell)),
                0.0,
                egui::Color32::from_gray(grey),
            );
        }
    }
    p.rect_stroke(
        rect,
        0.0,
        egui::Stroke::new(1.0, ui.visuals().weak_text_color()),
        egui::StrokeKind::Inside,
    );
}

/// What a step looks like: its words and whether it is a warning.
fn chip(step: &Step, lang: Lang) -> (String, Kind) {
    match step {
        Step::Sized { width, height } => (format!("canvas = {width}×{height}"), Kind::Size),
        Step::Configured { format, alpha_mode } if alpha_mode != "opaque" => {
            (format!("configure({format}, {alpha_mode})"), Kind::Size)
        }
        Step::Configured { format, .. } => (format!("configure({format})"), Kind::Size),
        Step::Acquired { width, height } => (format!("getCurrentTexture() {width}×{height}"), Kind::Frame),
        Step::Expired => (say::CURRENT_TEXTURE_EXPIRED.get(lang).to_owned(), Kind::Warn),
        Step::WroteBuffer { bytes } => (format!("writeBuffer {bytes} B"), Kind::Queue),
        Step::WroteTexture { bytes } => (format!("writeTexture {bytes} B"), Kind::Queue),
        Step::Submitted { buffers } => (format!("submit({buffers})"), Kind::Queue),
        Step::Made { width, height } => (format!("createTexture {width}×{height}"), Kind::Size),
        Step::Destroyed => ("destroy()".to_owned(), Kind::Size),
        Step::Presented { width, height } => (say::presented(*width, *height).take(lang), Kind::Frame),
        Step::Lost { reason } => (say::device_lost(reason).take(lang), Kind::Warn),
        Step::AdapterAnswered { adapter: true } => ("requestAdapter()".to_owned(), Kind::Frame),
        Step::AdapterAnswered { adapter: false } => ("requestAdapter(): null".to_owned(), Kind::Warn),
        Step::DeviceMade => ("requestDevice()".to_owned(), Kind::Frame),
        Step::More { calls } => (say::more_calls(*calls).take(lang), Kind::Size),
    }
}

#[derive(Clone, Copy)]
enum Kind {
    Size,
    Frame,
    Queue,
    Warn,
}

/// The calls of the newest update that made any, as a row of labels in order; a frame
/// that reached no canvas ends with a warning.
pub fn frame_timeline(ui: &mut egui::Ui, lang: Lang, steps: &[Step]) {
    if steps.is_empty() {
        return;
    }
    ui.strong(say::THE_LAST_FRAME_S_CALLS.get(lang));
    let presented = steps.iter().any(|s| matches!(s, Step::Presented { .. }));
    let mut all: Vec<(String, Kind)> = steps.iter().map(|s| chip(s, lang)).collect();
    if !presented {
        all.push((say::NOTHING_REACHED_THE_CANVAS.get(lang).to_owned(), Kind::Warn));
    }
    chips(ui, all);
}

/// What no single frame shows: this run's frames thrown away (drawn, then expired
/// before they were presented: a blank or stale frame on screen) and its textures made
/// and never `destroy()`ed (the GPU memory a resize storm leaves behind), live.
pub fn run_counts(ui: &mut egui::Ui, lang: Lang, thrown_away: u64, textures_alive: u64) {
    let warn = ui.visuals().warn_fg_color;
    let weak = ui.visuals().weak_text_color();
    let colour = |n: u64| if n > 0 { warn } else { weak };
    ui.label(egui::RichText::new(say::frames_thrown_away(thrown_away).take(lang)).color(colour(thrown_away)));
    ui.label(egui::RichText::new(say::textures_alive(textures_alive).take(lang)).color(weak));
}

/// The textures alive after each of the last rendering updates, as a line: flat for a
/// page that `destroy()`s what it replaces, a staircase for one that leaks a texture at
/// each size of a resize storm. Its scale is its own top, named beside it.
pub fn alive_graph(ui: &mut egui::Ui, lang: Lang, history: &std::collections::VecDeque<u64>) {
    if history.len() < 2 {
        return;
    }
    let top = history.iter().copied().max().unwrap_or(0).max(1);
    let width = ui.available_width().min(260.0);
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, 36.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_stroke(
        rect,
        2.0,
        egui::Stroke::new(1.0, ui.visuals().weak_text_color().gamma_multiply(0.4)),
        egui::StrokeKind::Inside,
    );
    let span = (crate::ui::page_view::ALIVE_HISTORY - 1) as f32;
    let points: Vec<egui::Pos2> = history
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let x = rect.right() - (history.len() - 1 - i) as f32 / span * rect.width();
            let y = rect.bottom() - 3.0 - (*n as f32 / top as f32) * (rect.height() - 6.0);
            egui::pos2(x, y)
        })
        .collect();
    let colour = if history.back() > history.front() {
        ui.visuals().warn_fg_color
    } else {
        ui.visuals().selection.bg_fill
    };
    painter.add(egui::Shape::line(points, egui::Stroke::new(1.5, colour)));
    let words = say::textures_alive_graph(history.len() as u64, top).take(lang);
    painter.text(
        rect.left_top() + egui::vec2(4.0, 2.0),
        egui::Align2::LEFT_TOP,
        top.to_string(),
        egui::FontId::proportional(10.0),
        ui.visuals().weak_text_color(),
    );
    response.on_hover_text(words.clone());
    ui.label(egui::RichText::new(words).small().color(ui.visuals().weak_text_color()));
}

/// Rows of labels for a list of steps, in order, repeats counted; each row fits the
/// width there is (a label wider than it is cut with an ellipsis).
fn chips(ui: &mut egui::Ui, all: Vec<(String, Kind)>) {
    let mut grouped: Vec<(String, Kind, u32)> = Vec::new();
    for (text, kind) in all {
        match grouped.last_mut() {
            Some((t, _, n)) if *t == text => *n += 1,
            _ => grouped.push((text, kind, 1)),
        }
    }
    let width = ui.available_width().max(60.0);
    let font = egui::FontId::monospace(egui::TextStyle::Small.resolve(ui.style()).size);
    let gap = 14.0; // the ">" between two labels, and the spacing around it
    let mut rows: Vec<Vec<(String, Kind, f32)>> = vec![Vec::new()];
    let mut used = 0.0;
    for (text, kind, times) in grouped {
        let mut text = if times > 1 { format!("{text} ×{times}") } else { text };
        let mut w = ui
            .painter()
            .layout_no_wrap(text.clone(), font.clone(), egui::Color32::WHITE)
            .size()
            .x
            + 10.0;
        while w > width && text.chars().count() > 4 {
            text = format!("{}…", text.chars().take(text.chars().count() - 5).collect::<String>());
            w = ui
                .painter()
                .layout_no_wrap(text.clone(), font.clone(), egui::Color32::WHITE)
                .size()
                .x
                + 10.0;
        }
        let row = rows.last().map_or(0, Vec::len);
        if row > 0 && used + gap + w > width {
            rows.push(Vec::new());
            used = 0.0;
        }
        used += if rows.last().is_some_and(|r| !r.is_empty()) {
            gap + w
        } else {
            w
        };
        if let Some(r) = rows.last_mut() {
            r.push((text, kind, w));
        }
    }
    let last_row = rows.len() - 1;
    for (r, row) in rows.into_iter().enumerate() {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing = egui::vec2(3.0, 3.0);
            let n = row.len();
            for (i, (text, kind, _)) in row.into_iter().enumerate() {
                label_chip(ui, &text, kind);
                if i + 1 < n || r < last_row {
                    ui.label(egui::RichText::new(">").small().weak());
                }
            }
        });
    }
}

fn label_chip(ui: &mut egui::Ui, text: &str, kind: Kind) {
    let fill = match kind {
        Kind::Size => egui::Color32::from_rgb(70, 70, 90),
        Kind::Frame => egui::Color32::from_rgb(40, 95, 70),
        Kind::Queue => egui::Color32::from_rgb(40, 70, 120),
        Kind::Warn => egui::Color32::from_rgb(140, 55, 45),
    };
    egui::Frame::new()
        .fill(fill)
        .corner_radius(3.0)
        .inner_margin(egui::Margin::symmetric(4, 1))
        .show(ui, |ui| {
            ui.add(
                egui::Label::new(
                    egui::RichText::new(text)
                        .monospace()
                        .small()
                        .color(egui::Color32::WHITE),
                )
                .wrap_mode(egui::TextWrapMode::Extend),
            );
        });
}

/// The page's devices over this run: each adapter asked for (or `null`), each device
/// made, each loss with its reason, in order, with the second it happened.
pub fn device_states(ui: &mut egui::Ui, lang: Lang, history: &[(f32, Step)]) {
    ui.strong(say::THE_PAGE_S_DEVICES.get(lang));
    if history.is_empty() {
        ui.label(egui::RichText::new(say::NO_ADAPTER_ASKED_FOR_YET.get(lang)).weak());
        return;
    }
    // Repeats in a row are one label with their count, at the first one's time.
    let mut grouped: Vec<(f32, String, Kind, u32)> = Vec::new();
    for (at, step) in history {
        let (bare, kind) = chip(step, lang);
        match grouped.last_mut() {
            Some((_, last, _, n)) if *last == bare => *n += 1,
            _ => grouped.push((*at, bare, kind, 1)),
        }
    }
    let plain = grouped
        .into_iter()
        .map(|(at, text, kind, n)| {
            let times = if n > 1 { format!(" ×{n}") } else { String::new() };
            (format!("{at:.1} s {text}{times}"), kind)
        })
        .collect();
    chips(ui, plain);
    let state = match history.last().map(|(_, s)| s) {
        Some(Step::DeviceMade) => say::NOW_A_DEVICE_IN_USE.get(lang),
        Some(Step::Lost { .. }) => say::NOW_LOST_NO_NEW_DEVICE.get(lang),
        Some(Step::AdapterAnswered { adapter: false }) => say::NOW_NO_ADAPTER_NULL.get(lang),
        _ => say::NOW_REQUESTING_A_DEVICE.get(lang),
    };
    ui.label(egui::RichText::new(state).small());
}

/// sRGB's encoding of a linear value, 0..1.
fn srgb_encode(linear: f32) -> f32 {
    if linear <= 0.003_130_8 {
        linear * 12.92
    } else {
        1.055 * linear.powf(1.0 / 2.4) - 0.055
    }
}

/// sRGB's decoding of a stored value, 0..1.
fn srgb_decode(stored: f32) -> f32 {
    if stored <= 0.040_45 {
        stored / 12.92
    } else {
        ((stored + 0.055) / 1.055).powf(2.4)
    }
}

/// The byte a linear value is stored as: through an `-srgb` format (the curve) and
/// through a plain one (the straight line), with the last frame's center byte marked
/// on both.
pub fn srgb_curve(ui: &mut egui::Ui, lang: Lang, center: Option<[u8; 4]>) {
    ui.strong(say::WHAT_IS_STORED_SRGB_OR.get(lang));
    let size = egui::vec2(ui.available_width().clamp(120.0, 220.0), 120.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let p = ui.painter_at(rect);
    let to_screen = |x: f32, y: f32| egui::pos2(rect.left() + x * rect.width(), rect.bottom() - y * rect.height());
    p.rect_stroke(
        rect,
        0.0,
        ui.visuals().widgets.noninteractive.bg_stroke,
        egui::StrokeKind::Inside,
    );
    let curve: Vec<egui::Pos2> = (0..=64)
        .map(|i| {
            let x = i as f32 / 64.0;
            to_screen(x, srgb_encode(x))
        })
        .collect();
    let accent = ui.visuals().selection.bg_fill;
    p.add(egui::Shape::line(curve, egui::Stroke::new(2.0, accent)));
    p.line_segment(
        [to_screen(0.0, 0.0), to_screen(1.0, 1.0)],
        egui::Stroke::new(1.0, ui.visuals().weak_text_color()),
    );
    let Some(px) = center else {
        ui.label(say::NO_FRAME_TO_READ_YET.get(lang));
        return;
    };
    // The green channel: the same byte in RGBA and BGRA.
    let byte = px[1];
    let stored = f32::from(byte) / 255.0;
    let linear = srgb_decode(stored);
    let mark = egui::Color32::from_rgb(240, 140, 50);
    p.circle_filled(to_screen(linear, stored), 4.0, mark);
    p.circle_stroke(to_screen(stored, stored), 4.0, egui::Stroke::new(1.5, mark));
    ui.label(say::srgb_stored(byte, linear, stored).take(lang));
}
