//! The page's other canvases, in a strip under the viewport: a page that draws on
//! several `<canvas>` elements (a canvas per view, a small preview beside the main
//! picture) shows each, in document order, at its own aspect (never larger than its
//! drawing buffer), named by its tag (`<canvas id="preview">`) with its size.
//! The viewport's own canvas is the page's first; these are the rest.
//!
//! Their frames arrive as RGBA8 and are shown through egui's own textures, kept in
//! egui's memory by canvas and replaced when a newer frame came.

use eframe::egui;

use super::page_view::{OtherFrame, PageOutput};
use crate::text::ui as say;

/// How high the strip is for a viewport `height` points high (none without others).
pub fn strip_height(out: &PageOutput, height: f32) -> f32 {
    if out.other_canvases.is_empty() || height < 160.0 {
        0.0
    } else {
        (height * 0.3).clamp(70.0, 180.0)
    }
}

/// Draws the strip in `rect`.
pub fn other_canvases(out: &PageOutput, lang: crate::text::Lang, ui: &mut egui::Ui, rect: egui::Rect) {
    if out.other_canvases.is_empty() || rect.height() < 40.0 {
        return;
    }
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, ui.visuals().extreme_bg_color);
    let caption = ui.text_style_height(&egui::TextStyle::Small) + 4.0;
    ui.put(
        egui::Rect::from_min_size(
            rect.left_top() + egui::vec2(6.0, 2.0),
            egui::vec2(rect.width() - 12.0, caption),
        ),
        egui::Label::new(
            egui::RichText::new(say::THE_PAGE_S_OTHER_CANVASES.get(lang))
                .small()
                .weak(),
        ),
    );
    let cells = egui::Rect::from_min_max(rect.left_top() + egui::vec2(0.0, caption), rect.right_bottom());
    let width = cells.width() / out.other_canvases.len() as f32;
    for (i, (canvas, name)) in out.other_canvases.iter().enumerate() {
        let cell = egui::Rect::from_min_size(
            cells.left_top() + egui::vec2(width * i as f32, 0.0),
            egui::vec2(width, cells.height()),
        )
        .shrink(4.0);
        let picture = egui::Rect::from_min_max(cell.left_top(), cell.right_bottom() - egui::vec2(0.0, caption));
        let frame = out.other_frames.iter().find(|f| f.canvas == *canvas);
        let label = match frame {
            Some(f) => {
                let shown = fit(picture, (f.width, f.height));
                painter.rect_filled(shown, 0.0, egui::Color32::BLACK);
                painter.image(
                    texture(ui, f).id(),
                    shown,
                    egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0)),
                    egui::Color32::WHITE,
                );
                format!("{name} {}×{}", f.width, f.height)
            }
            None => format!("{name} · {}", say::NO_FRAME_YET.get(lang)),
        };
        ui.put(
            egui::Rect::from_min_max(egui::pos2(cell.left(), cell.bottom() - caption), cell.right_bottom()),
            egui::Label::new(egui::RichText::new(label).small()).truncate(),
        );
    }
}

/// The largest rect of the frame's aspect that fits in `rect`, centred, never larger
/// than the frame itself.
fn fit(rect: egui::Rect, size_px: (u32, u32)) -> egui::Rect {
    let img = egui::vec2(size_px.0.max(1) as f32, size_px.1.max(1) as f32);
    let scale = (rect.width() / img.x).min(rect.height() / img.y).min(1.0);
    egui::Rect::from_center_size(rect.center(), img * scale)
}

/// The texture that shows `f`, made or refreshed when a newer frame came. Its alpha
/// is ignored, as an `opaque` canvas's is.
fn texture(ui: &egui::Ui, f: &OtherFrame) -> egui::TextureHandle {
    let id = egui::Id::unique(("page-other-canvas", f.canvas));
    let cached: Option<(u64, egui::TextureHandle)> = ui.data(|d| d.get_temp(id));
    if let Some((seq, t)) = &cached
        && *seq == f.seq
    {
        return t.clone();
    }
    let rgb: Vec<u8> = f.rgba.chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]).collect();
    let image = egui::ColorImage::from_rgb([f.width as usize, f.height as usize], &rgb);
    let t = match cached {
        Some((_, mut t)) => {
            t.set(image, egui::TextureOptions::LINEAR);
            t
        }
        None => ui
            .ctx()
            .load_texture(format!("page canvas {}", f.canvas), image, egui::TextureOptions::LINEAR),
    };
    ui.data_mut(|d| d.insert_temp(id, (f.seq, t.clone())));
    t
}
