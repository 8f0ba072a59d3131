//! Pictures of a page lesson drawn live from the student's own program: the canvas's
//! two sizes (its CSS box times the DPR against the drawing buffer the program
//! assigned), and the calls that shaped the last frame, in order.

use eframe::egui;

use super::strings::tr;
use crate::lesson::Lang;
use crate::page_io::{CanvasBox, Step};

/// The canvas's CSS box in device pixels (outline) against the drawing buffer of the
/// newest frame (filled), to scale, with both sizes in numbers.
pub fn canvas_sizes(ui: &mut egui::Ui, lang: Lang, canvas_box: Option<CanvasBox>, frame: (u32, u32)) {
    let Some(b) = canvas_box else { return };
    ui.strong(tr(lang, "Los dos tamaños del canvas", "The canvas's two sizes"));
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
    ui.label(match lang {
        Lang::Es => format!("caja CSS (línea): {cw:.0}×{ch:.0} × DPR {dpr:.2} = {pw}×{ph} píxeles del dispositivo"),
        Lang::En => format!("CSS box (outline): {cw:.0}×{ch:.0} × DPR {dpr:.2} = {pw}×{ph} device pixels"),
    });
    let (w, h) = frame;
    ui.label(match lang {
        Lang::Es if w == 0 => "búfer de dibujo (relleno): ningún fotograma todavía".to_owned(),
        Lang::En if w == 0 => "drawing buffer (filled): no frame yet".to_owned(),
        Lang::Es => format!("búfer de dibujo (relleno): {w}×{h}, lo que tu código asignó"),
        Lang::En => format!("drawing buffer (filled): {w}×{h}, what your code assigned"),
    });
}

/// What a step looks like: its words and whether it is a warning.
fn chip(step: &Step, lang: Lang) -> (String, Kind) {
    match step {
        Step::Sized { width, height } => (format!("canvas = {width}×{height}"), Kind::Size),
        Step::Configured { format } => (format!("configure({format})"), Kind::Size),
        Step::Acquired { width, height } => (format!("getCurrentTexture() {width}×{height}"), Kind::Frame),
        Step::Expired => (
            tr(lang, "textura actual caducada", "current texture expired").to_owned(),
            Kind::Warn,
        ),
        Step::WroteBuffer { bytes } => (format!("writeBuffer {bytes} B"), Kind::Queue),
        Step::WroteTexture { bytes } => (format!("writeTexture {bytes} B"), Kind::Queue),
        Step::Submitted { buffers } => (format!("submit({buffers})"), Kind::Queue),
        Step::Made { width, height } => (format!("createTexture {width}×{height}"), Kind::Size),
        Step::Destroyed => ("destroy()".to_owned(), Kind::Size),
        Step::Presented { width, height } => (
            match lang {
                Lang::Es => format!("presentado {width}×{height}"),
                Lang::En => format!("presented {width}×{height}"),
            },
            Kind::Frame,
        ),
        Step::Lost { reason } => (
            match lang {
                Lang::Es => format!("dispositivo perdido ({reason})"),
                Lang::En => format!("device lost ({reason})"),
            },
            Kind::Warn,
        ),
        Step::More { calls } => (
            match lang {
                Lang::Es => format!("y {calls} llamadas más"),
                Lang::En => format!("and {calls} more calls"),
            },
            Kind::Size,
        ),
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
    ui.strong(tr(lang, "Las llamadas del último fotograma", "The last frame's calls"));
    let presented = steps.iter().any(|s| matches!(s, Step::Presented { .. }));
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(3.0, 3.0);
        let mut all: Vec<(String, Kind)> = steps.iter().map(|s| chip(s, lang)).collect();
        if !presented {
            all.push((
                tr(lang, "nada llegó al canvas", "nothing reached the canvas").to_owned(),
                Kind::Warn,
            ));
        }
        let n = all.len();
        for (i, (text, kind)) in all.into_iter().enumerate() {
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
                    ui.label(
                        egui::RichText::new(text)
                            .monospace()
                            .small()
                            .color(egui::Color32::WHITE),
                    );
                });
            if i + 1 < n {
                ui.label(egui::RichText::new(">").small().weak());
            }
        }
    });
}
