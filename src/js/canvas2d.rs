//! A `<canvas>`'s `2d` context, the bitmap behind `CanvasRenderingContext2D`: pages by
//! others draw labels, gradients and test patterns with it and upload them as textures
//! (`copyExternalImageToTexture`), and stats.js draws its panel with it. vello_cpu
//! (linebender's CPU renderer, which egui already carries) rasterizes the paths; text is
//! drawn in the one font Lienzo has, the Ubuntu Light that egui ships, outlined by skrifa,
//! whatever family the page names (a browser would pick the system's).
//!
//! The prelude (`prelude/canvas2d.js`) keeps the context's state (styles, transform, the
//! current path) and sends each drawing call here as JSON; the bitmap is premultiplied
//! RGBA8; a batch of calls is one vello_cpu scene that starts by painting the bitmap and
//! then blends each call with `globalCompositeOperation`, rasterized in place of the
//! bitmap when the page reads it (`getImageData`, `drawImage` of the canvas, an upload).

use std::sync::Arc;

use serde::Deserialize;
use skrifa::MetadataProvider;
use vello_cpu::color::{AlphaColor, PremulRgba8, Srgb};
use vello_cpu::kurbo::{Affine, BezPath, Cap, Join, Point, Rect, Stroke};
use vello_cpu::peniko::{self, BlendMode, ColorStop, Compose, Extend, Fill, ImageQuality, ImageSampler, Mix};
use vello_cpu::{
    CompositeMode, Image, ImageSource, PaintType, Pixmap, RasterizerSettings, RenderContext, RenderMode, Resources,
};

/// Every 2D canvas's bitmap, by the number the prelude gave its context.
pub type Canvases2d = std::cell::RefCell<std::collections::BTreeMap<u32, Canvas2d>>;

/// The 2D bitmap `id` as it shows: a key that changes with it (its number and its
/// changes so far), its size and its straight RGBA8 pixels; `None` when it has not
/// changed since the key `seen`, or holds no pixel.
pub fn shown_2d(canvases: &Canvases2d, id: u32, seen: u64) -> Option<(u64, u32, u32, Vec<u8>)> {
    let mut all = canvases.borrow_mut();
    let c = all.get_mut(&id)?;
    let key = (u64::from(id) << 40) | c.changes();
    let (w, h) = c.size();
    (key != seen && w > 0 && h > 0).then(|| (key, w, h, c.image_data(0, 0, w, h)))
}

/// The largest 2D canvas side vello_cpu draws (its sizes are `u16`).
const MAX_SIDE: u32 = u16::MAX as u32;

/// One canvas's bitmap and the drawing not yet rasterized into it.
pub struct Canvas2d {
    pixmap: Pixmap,
    ctx: RenderContext,
    resources: Resources,
    /// Calls were drawn since the last rasterizing.
    pending: bool,
    /// The bitmap holds something (a pending scene starts by painting it).
    drawn: bool,
    /// How many drawing calls changed it: the window shows a page canvas's bitmap
    /// again only when this moved.
    changes: u64,
}

/// A fill or stroke style, as the prelude sends it.
#[derive(Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum Style {
    /// A CSS color, parsed by the prelude: straight RGBA, 0 to 1.
    Color { rgba: [f32; 4] },
    Linear {
        from: [f64; 2],
        to: [f64; 2],
        stops: Vec<(f32, [f32; 4])>,
    },
    Radial {
        from: [f64; 3],
        to: [f64; 3],
        stops: Vec<(f32, [f32; 4])>,
    },
}

/// A drawing call's shared state.
#[derive(Deserialize)]
struct Draw {
    /// The current transform, `[a, b, c, d, e, f]` as `setTransform` takes it.
    transform: [f64; 6],
    alpha: f32,
    style: Style,
    /// `globalCompositeOperation`.
    #[serde(default)]
    composite: String,
}

/// `globalCompositeOperation` as vello_cpu's blend mode. (The operations that clear
/// outside the shape, such as `copy` and `source-in`, act inside it only.)
fn blend(op: &str) -> BlendMode {
    let mix = |m| BlendMode::new(m, Compose::SrcOver);
    let compose = |c| BlendMode::new(Mix::Normal, c);
    match op {
        "destination-over" => compose(Compose::DestOver),
        "source-in" => compose(Compose::SrcIn),
        "destination-in" => compose(Compose::DestIn),
        "source-out" => compose(Compose::SrcOut),
        "destination-out" => compose(Compose::DestOut),
        "source-atop" => compose(Compose::SrcAtop),
        "destination-atop" => compose(Compose::DestAtop),
        "xor" => compose(Compose::Xor),
        "lighter" => compose(Compose::Plus),
        "copy" => compose(Compose::Copy),
        "multiply" => mix(Mix::Multiply),
        "screen" => mix(Mix::Screen),
        "overlay" => mix(Mix::Overlay),
        "darken" => mix(Mix::Darken),
        "lighten" => mix(Mix::Lighten),
        "color-dodge" => mix(Mix::ColorDodge),
        "color-burn" => mix(Mix::ColorBurn),
        "hard-light" => mix(Mix::HardLight),
        "soft-light" => mix(Mix::SoftLight),
        "difference" => mix(Mix::Difference),
        "exclusion" => mix(Mix::Exclusion),
        "hue" => mix(Mix::Hue),
        "saturation" => mix(Mix::Saturation),
        "color" => mix(Mix::Color),
        "luminosity" => mix(Mix::Luminosity),
        _ => BlendMode::default(),
    }
}

/// One path command, in the current transform's space.
#[derive(Deserialize)]
#[serde(tag = "op", rename_all = "camelCase")]
enum Segment {
    MoveTo {
        x: f64,
        y: f64,
    },
    LineTo {
        x: f64,
        y: f64,
    },
    QuadTo {
        cx: f64,
        cy: f64,
        x: f64,
        y: f64,
    },
    CurveTo {
        c1x: f64,
        c1y: f64,
        c2x: f64,
        c2y: f64,
        x: f64,
        y: f64,
    },
    Close,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PathCall {
    #[serde(flatten)]
    draw: Draw,
    path: Vec<Segment>,
    /// `fill` with "evenodd"; a stroke otherwise has its width, cap and join.
    #[serde(default)]
    even_odd: bool,
    #[serde(default)]
    stroke: Option<StrokeStyle>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct StrokeStyle {
    width: f64,
    cap: String,
    join: String,
    miter_limit: f64,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct TextCall {
    #[serde(flatten)]
    draw: Draw,
    text: String,
    x: f64,
    y: f64,
    size: f64,
    align: String,
    baseline: String,
    #[serde(default)]
    stroke: Option<StrokeStyle>,
    /// A bold font (`bold`, a weight of 600 or more): the light outline is drawn
    /// heavier, outlined as well as filled.
    #[serde(default)]
    bold: bool,
}

#[derive(Deserialize)]
struct ImageCall {
    transform: [f64; 6],
    alpha: f32,
    #[serde(default)]
    composite: String,
    /// Source rectangle, then destination rectangle: x, y, width, height.
    src: [f64; 4],
    dst: [f64; 4],
    smooth: bool,
}

fn affine(t: [f64; 6]) -> Affine {
    Affine::new(t)
}

fn color(rgba: [f32; 4], alpha: f32) -> AlphaColor<Srgb> {
    AlphaColor::new([rgba[0], rgba[1], rgba[2], rgba[3] * alpha])
}

fn paint(style: &Style, alpha: f32) -> PaintType {
    let stops = |stops: &[(f32, [f32; 4])]| -> Vec<ColorStop> {
        stops
            .iter()
            .map(|(offset, rgba)| ColorStop::from((*offset, color(*rgba, alpha))))
            .collect()
    };
    match style {
        Style::Color { rgba } => peniko::Brush::Solid(color(*rgba, alpha)),
        Style::Linear { from, to, stops: s } => peniko::Brush::Gradient(
            peniko::Gradient::new_linear((from[0], from[1]), (to[0], to[1])).with_stops(stops(s).as_slice()),
        ),
        Style::Radial { from, to, stops: s } => peniko::Brush::Gradient(
            peniko::Gradient::new_two_point_radial((from[0], from[1]), from[2] as f32, (to[0], to[1]), to[2] as f32)
                .with_stops(stops(s).as_slice()),
        ),
    }
}

fn stroke(s: &StrokeStyle) -> Stroke {
    Stroke::new(s.width)
        .with_caps(match s.cap.as_str() {
            "round" => Cap::Round,
            "square" => Cap::Square,
            _ => Cap::Butt,
        })
        .with_join(match s.join.as_str() {
            "round" => Join::Round,
            "bevel" => Join::Bevel,
            _ => Join::Miter,
        })
        .with_miter_limit(s.miter_limit)
}

fn bez(path: &[Segment]) -> BezPath {
    let mut p = BezPath::new();
    for s in path {
        match *s {
            Segment::MoveTo { x, y } => p.move_to((x, y)),
            Segment::LineTo { x, y } => p.line_to((x, y)),
            Segment::QuadTo { cx, cy, x, y } => p.quad_to((cx, cy), (x, y)),
            Segment::CurveTo {
                c1x,
                c1y,
                c2x,
                c2y,
                x,
                y,
            } => p.curve_to((c1x, c1y), (c2x, c2y), (x, y)),
            Segment::Close => p.close_path(),
        }
    }
    p
}

fn parse<'a, T: Deserialize<'a>>(what: &str, json: &'a str) -> Result<T, String> {
    serde_json::from_str(json).map_err(|e| format!("CanvasRenderingContext2D.{what}: {e}"))
}

impl Canvas2d {
    /// A transparent black bitmap of `width` × `height` (each side at most 65535).
    pub fn new(width: u32, height: u32) -> Self {
        let (w, h) = (width.min(MAX_SIDE) as u16, height.min(MAX_SIDE) as u16);
        Self {
            pixmap: Pixmap::new(w, h),
            ctx: RenderContext::new(w.max(1), h.max(1)),
            resources: Resources::new(),
            pending: false,
            drawn: false,
            changes: 0,
        }
    }

    /// How many drawing calls have changed the bitmap so far.
    pub fn changes(&self) -> u64 {
        self.changes
    }

    /// The bitmap's size.
    pub fn size(&self) -> (u32, u32) {
        (u32::from(self.pixmap.width()), u32::from(self.pixmap.height()))
    }

    /// Starts a call's drawing: a new scene begins with the bitmap as it is, so the
    /// composite operations blend with what was drawn before.
    fn begin(&mut self, composite: &str) {
        if !self.pending && self.drawn {
            let (w, h) = (self.pixmap.width(), self.pixmap.height());
            let background = Image {
                image: ImageSource::Pixmap(Arc::new(Pixmap::from_parts(self.pixmap.data().to_vec(), w, h))),
                sampler: ImageSampler::default(),
            };
            self.ctx.set_transform(Affine::IDENTITY);
            self.ctx.set_blend_mode(BlendMode::new(Mix::Normal, Compose::Copy));
            self.ctx.set_paint(peniko::Brush::Image(background));
            self.ctx.fill_rect(&Rect::new(0.0, 0.0, f64::from(w), f64::from(h)));
        }
        self.pending = true;
        self.changes += 1;
        self.ctx.set_blend_mode(blend(composite));
    }

    /// Rasterizes what was drawn since the last read over the bitmap.
    fn flush(&mut self) {
        if !self.pending || self.pixmap.width() == 0 || self.pixmap.height() == 0 {
            self.pending = false;
            return;
        }
        self.ctx.flush();
        self.ctx.render_with(
            &mut self.pixmap,
            &mut self.resources,
            RasterizerSettings {
                // The scene starts with the bitmap (`begin`): it replaces it.
                composite_mode: CompositeMode::Replace,
                // The f32 pipeline rounds blends as browsers do (half red over #3366cc
                // is 153, not 154).
                render_mode: RenderMode::OptimizeQuality,
                ..RasterizerSettings::default()
            },
        );
        self.ctx.reset();
        self.pending = false;
        self.drawn = true;
    }

    /// `fill()`, `stroke()`, `fillRect()` and `strokeRect()`: a path in the style.
    pub fn path(&mut self, json: &str) -> Result<(), String> {
        let call: PathCall = parse("fill", json)?;
        let path = bez(&call.path);
        self.begin(&call.draw.composite);
        self.ctx.set_transform(affine(call.draw.transform));
        self.ctx.set_paint(paint(&call.draw.style, call.draw.alpha));
        if let Some(s) = &call.stroke {
            self.ctx.set_stroke(stroke(s));
            self.ctx.stroke_path(&path);
        } else {
            self.ctx
                .set_fill_rule(if call.even_odd { Fill::EvenOdd } else { Fill::NonZero });
            self.ctx.fill_path(&path);
        }
        Ok(())
    }

    /// `clearRect()`: the pixels under the transformed rectangle become transparent
    /// black (its bounds, for a rotated transform).
    pub fn clear_rect(&mut self, transform: [f64; 6], x: f64, y: f64, w: f64, h: f64) {
        self.flush();
        let bounds = affine(transform).transform_rect_bbox(Rect::new(x, y, x + w, y + h));
        let (pw, ph) = (f64::from(self.pixmap.width()), f64::from(self.pixmap.height()));
        let (x0, y0) = (
            bounds.x0.clamp(0.0, pw).round() as usize,
            bounds.y0.clamp(0.0, ph).round() as usize,
        );
        let (x1, y1) = (
            bounds.x1.clamp(0.0, pw).round() as usize,
            bounds.y1.clamp(0.0, ph).round() as usize,
        );
        let width = self.pixmap.width() as usize;
        let data = self.pixmap.data_mut();
        for row in y0..y1 {
            data[row * width + x0..row * width + x1].fill(PremulRgba8 { r: 0, g: 0, b: 0, a: 0 });
        }
        self.drawn = true;
        self.changes += 1;
    }

    /// `getImageData()`: straight (not premultiplied) RGBA8 of a rectangle; outside the
    /// canvas, transparent black.
    pub fn image_data(&mut self, left: i64, top: i64, width: u32, height: u32) -> Vec<u8> {
        self.flush();
        let mut out = vec![0u8; width as usize * height as usize * 4];
        let (pw, ph) = (i64::from(self.pixmap.width()), i64::from(self.pixmap.height()));
        let data = self.pixmap.data();
        for row in 0..i64::from(height) {
            let sy = top + row;
            if sy < 0 || sy >= ph {
                continue;
            }
            for col in 0..i64::from(width) {
                let sx = left + col;
                if sx < 0 || sx >= pw {
                    continue;
                }
                let px = data[(sy * pw + sx) as usize];
                let at = ((row * i64::from(width) + col) * 4) as usize;
                let straight = |c: u8| {
                    if px.a == 0 {
                        0
                    } else {
                        ((u32::from(c) * 255 + u32::from(px.a) / 2) / u32::from(px.a)).min(255) as u8
                    }
                };
                out[at..at + 4].copy_from_slice(&[straight(px.r), straight(px.g), straight(px.b), px.a]);
            }
        }
        out
    }

    /// `putImageData()`: straight RGBA8 written as it is, no blending, no transform.
    pub fn put_image_data(&mut self, rgba: &[u8], w: u32, x: i64, y: i64) {
        self.flush();
        let (pw, ph) = (i64::from(self.pixmap.width()), i64::from(self.pixmap.height()));
        let data = self.pixmap.data_mut();
        for (i, px) in rgba.chunks_exact(4).enumerate() {
            let (dx, dy) = (
                x + (i as i64 % i64::from(w.max(1))),
                y + (i as i64 / i64::from(w.max(1))),
            );
            if dx < 0 || dy < 0 || dx >= pw || dy >= ph {
                continue;
            }
            let pre = |c: u8| ((u32::from(c) * u32::from(px[3]) + 127) / 255) as u8;
            data[(dy * pw + dx) as usize] = PremulRgba8 {
                r: pre(px[0]),
                g: pre(px[1]),
                b: pre(px[2]),
                a: px[3],
            };
        }
        self.drawn = true;
        self.changes += 1;
    }

    /// `drawImage()`: straight RGBA8 pixels of `width` (an image, a bitmap, a canvas),
    /// its source rectangle drawn into the destination rectangle.
    pub fn draw_image(&mut self, rgba: &[u8], width: u32, height: u32, json: &str) -> Result<(), String> {
        let call: ImageCall = parse("drawImage", json)?;
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            return Ok(());
        }
        let premul: Vec<PremulRgba8> = rgba
            .chunks_exact(4)
            .map(|p| {
                let pre = |c: u8| ((u32::from(c) * u32::from(p[3]) + 127) / 255) as u8;
                PremulRgba8 {
                    r: pre(p[0]),
                    g: pre(p[1]),
                    b: pre(p[2]),
                    a: p[3],
                }
            })
            .collect();
        if premul.len() != width as usize * height as usize {
            return Err("CanvasRenderingContext2D.drawImage: the image's pixels do not match its size".to_owned());
        }
        let source = Arc::new(Pixmap::from_parts(premul, width as u16, height as u16));
        self.begin(&call.composite);
        let [sx, sy, sw, sh] = call.src;
        let [dx, dy, dw, dh] = call.dst;
        if sw == 0.0 || sh == 0.0 || dw == 0.0 || dh == 0.0 {
            return Ok(());
        }
        let image = Image {
            image: ImageSource::Pixmap(source),
            sampler: ImageSampler {
                x_extend: Extend::Pad,
                y_extend: Extend::Pad,
                quality: if call.smooth {
                    ImageQuality::Medium
                } else {
                    ImageQuality::Low
                },
                alpha: call.alpha,
            },
        };
        // The image's pixel (sx, sy) lands on (dx, dy), scaled by dw/sw and dh/sh.
        let paint_transform =
            Affine::translate((dx, dy)) * Affine::scale_non_uniform(dw / sw, dh / sh) * Affine::translate((-sx, -sy));
        self.ctx.set_transform(affine(call.transform));
        self.ctx.set_paint(peniko::Brush::Image(image));
        self.ctx.set_paint_transform(paint_transform);
        self.ctx.fill_rect(&Rect::new(dx, dy, dx + dw, dy + dh));
        self.ctx.reset_paint_transform();
        Ok(())
    }

    /// `fillText()` and `strokeText()`.
    pub fn text(&mut self, json: &str) -> Result<(), String> {
        let call: TextCall = parse("fillText", json)?;
        let font = font();
        let size = skrifa::instance::Size::new(call.size as f32);
        let metrics = font.metrics(size, skrifa::instance::LocationRef::default());
        let width = advance(&call.text, call.size);
        let x = call.x + text_start(&call.align, width);
        let (ascent, descent) = (f64::from(metrics.ascent), f64::from(-metrics.descent));
        let baseline = call.y + baseline_offset(&call.baseline, ascent, descent);
        let mut path = BezPath::new();
        let charmap = font.charmap();
        let glyphs = font.outline_glyphs();
        let glyph_metrics = font.glyph_metrics(size, skrifa::instance::LocationRef::default());
        let mut pen_x = x;
        for id in call.text.chars().map(|c| glyph(&charmap, c)) {
            if let Some(glyph) = glyphs.get(id) {
                let mut pen = Pen {
                    path: &mut path,
                    at: Point::new(pen_x, baseline),
                };
                let settings = skrifa::outline::DrawSettings::unhinted(size, skrifa::instance::LocationRef::default());
                let _ = glyph.draw(settings, &mut pen);
            }
            pen_x += f64::from(glyph_metrics.advance_width(id).unwrap_or(0.0));
        }
        self.begin(&call.draw.composite);
        self.ctx.set_transform(affine(call.draw.transform));
        self.ctx.set_paint(paint(&call.draw.style, call.draw.alpha));
        if let Some(s) = &call.stroke {
            self.ctx.set_stroke(stroke(s));
            self.ctx.stroke_path(&path);
        } else {
            self.ctx.set_fill_rule(Fill::NonZero);
            self.ctx.fill_path(&path);
            if call.bold {
                self.ctx
                    .set_stroke(Stroke::new(call.size / 14.0).with_join(Join::Round));
                self.ctx.stroke_path(&path);
            }
        }
        Ok(())
    }
}

/// A canvas's straight RGBA8 pixels as a PNG file (`toDataURL`, `toBlob`).
pub fn png(rgba: &[u8], width: u32, height: u32) -> Result<Vec<u8>, String> {
    use image::ImageEncoder;
    let mut out = Vec::new();
    image::codecs::png::PngEncoder::new(&mut out)
        .write_image(rgba, width, height, image::ExtendedColorType::Rgba8)
        .map_err(|e| format!("toDataURL: {e}"))?;
    Ok(out)
}

/// The glyph a character is drawn with: a control character (a newline) as a space,
/// as a browser draws it, and one the font lacks (an emoji) as the font's box for a
/// missing glyph, as a browser with no font for it shows.
fn glyph(charmap: &skrifa::charmap::Charmap<'_>, c: char) -> skrifa::GlyphId {
    let c = if c.is_control() { ' ' } else { c };
    charmap.map(c).unwrap_or(skrifa::GlyphId::NOTDEF)
}

/// The font every 2D canvas draws text in.
fn font() -> skrifa::FontRef<'static> {
    skrifa::FontRef::new(epaint_default_fonts::UBUNTU_LIGHT).unwrap_or_else(|_| unreachable_font())
}

#[allow(
    clippy::panic,
    reason = "the font is compiled in; it parses, as egui's own use of it shows"
)]
fn unreachable_font() -> skrifa::FontRef<'static> {
    panic!("the Ubuntu Light font compiled into Lienzo does not parse")
}

/// `measureText(text)` at `size` pixels, as the spec's `TextMetrics` measures from the
/// point `textAlign` and `textBaseline` place: `[width, actualBoundingBoxLeft,
/// actualBoundingBoxRight, actualBoundingBoxAscent, actualBoundingBoxDescent,
/// fontBoundingBoxAscent, fontBoundingBoxDescent]`, each positive away from that point.
pub fn measure(text: &str, size: f64, align: &str, baseline: &str) -> [f64; 7] {
    let font = font();
    let at = skrifa::instance::Size::new(size as f32);
    let metrics = font.metrics(at, skrifa::instance::LocationRef::default());
    let glyph_metrics = font.glyph_metrics(at, skrifa::instance::LocationRef::default());
    let charmap = font.charmap();
    // The ink's box, y up from the alphabetic baseline, x from the text's start.
    let (mut pen, mut ink) = (0.0, None::<[f64; 4]>);
    for id in text.chars().map(|c| glyph(&charmap, c)) {
        if let Some(b) = glyph_metrics.bounds(id).filter(|b| b.x_max > b.x_min) {
            let g = [
                pen + f64::from(b.x_min),
                f64::from(b.y_min),
                pen + f64::from(b.x_max),
                f64::from(b.y_max),
            ];
            ink = Some(ink.map_or(g, |i| [i[0].min(g[0]), i[1].min(g[1]), i[2].max(g[2]), i[3].max(g[3])]));
        }
        pen += f64::from(glyph_metrics.advance_width(id).unwrap_or(0.0));
    }
    let width = pen;
    let [x_min, y_min, x_max, y_max] = ink.unwrap_or([0.0; 4]);
    let (ascent, descent) = (f64::from(metrics.ascent), f64::from(-metrics.descent));
    let start = text_start(align, width);
    let base = baseline_offset(baseline, ascent, descent);
    [
        width,
        -(start + x_min),
        start + x_max,
        y_max - base,
        base - y_min,
        ascent - base,
        descent + base,
    ]
}

/// Where the text starts, from the point `textAlign` names.
fn text_start(align: &str, width: f64) -> f64 {
    match align {
        "center" => -width / 2.0,
        "right" | "end" => -width,
        _ => 0.0,
    }
}

/// How far above the alphabetic baseline the line `textBaseline` names lies.
fn baseline_offset(baseline: &str, ascent: f64, descent: f64) -> f64 {
    match baseline {
        "top" | "hanging" => ascent,
        "middle" => (ascent - descent) / 2.0,
        "bottom" | "ideographic" => -descent,
        _ => 0.0,
    }
}

/// `measureText(text).width` at `size` pixels.
pub fn advance(text: &str, size: f64) -> f64 {
    let font = font();
    let charmap = font.charmap();
    let m = font.glyph_metrics(
        skrifa::instance::Size::new(size as f32),
        skrifa::instance::LocationRef::default(),
    );
    text.chars()
        .map(|c| glyph(&charmap, c))
        .map(|id| f64::from(m.advance_width(id).unwrap_or(0.0)))
        .sum()
}

/// skrifa's outline, y up from the baseline, as a path in the canvas's space, y down.
struct Pen<'a> {
    path: &'a mut BezPath,
    at: Point,
}

impl Pen<'_> {
    fn p(&self, x: f32, y: f32) -> Point {
        Point::new(self.at.x + f64::from(x), self.at.y - f64::from(y))
    }
}

impl skrifa::outline::OutlinePen for Pen<'_> {
    fn move_to(&mut self, x: f32, y: f32) {
        let p = self.p(x, y);
        self.path.move_to(p);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let p = self.p(x, y);
        self.path.line_to(p);
    }
    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        let (c, p) = (self.p(cx0, cy0), self.p(x, y));
        self.path.quad_to(c, p);
    }
    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        let (c0, c1, p) = (self.p(cx0, cy0), self.p(cx1, cy1), self.p(x, y));
        self.path.curve_to(c0, c1, p);
    }
    fn close(&mut self) {
        self.path.close_path();
    }
}

#[cfg(test)]
mod tests {
    use super::Canvas2d;

    #[test]
    fn rectangles_blend_clear_and_read_back_straight() {
        let mut c = Canvas2d::new(4, 2);
        let id = "[1,0,0,1,0,0]";
        c.path(&format!(
            r#"{{"transform":{id},"alpha":1,"style":{{"kind":"color","rgba":[1,0,0,1]}},"path":[{{"op":"moveTo","x":0,"y":0}},{{"op":"lineTo","x":4,"y":0}},{{"op":"lineTo","x":4,"y":2}},{{"op":"lineTo","x":0,"y":2}},{{"op":"close"}}]}}"#
        ))
        .unwrap();
        c.path(&format!(
            r#"{{"transform":{id},"alpha":0.5,"style":{{"kind":"color","rgba":[0,0,1,1]}},"path":[{{"op":"moveTo","x":2,"y":0}},{{"op":"lineTo","x":4,"y":0}},{{"op":"lineTo","x":4,"y":2}},{{"op":"lineTo","x":2,"y":2}},{{"op":"close"}}]}}"#
        ))
        .unwrap();
        c.clear_rect([1.0, 0.0, 0.0, 1.0, 0.0, 0.0], 0.0, 1.0, 1.0, 1.0);
        let px = c.image_data(0, 0, 4, 2);
        assert_eq!(&px[0..4], &[255, 0, 0, 255]);
        // Half blue over red: half of each, within rounding.
        assert!(
            px[12..16]
                .iter()
                .zip([127u8, 0, 127, 255])
                .all(|(a, b)| a.abs_diff(b) <= 1),
            "{:?}",
            &px[12..16]
        );
        assert_eq!(&px[16..20], &[0, 0, 0, 0], "cleared");
        // Outside the canvas reads as transparent black.
        assert_eq!(c.image_data(-1, 0, 1, 1), vec![0, 0, 0, 0]);
    }

    #[test]
    fn text_covers_pixels_and_measures_wider_for_more_letters() {
        let mut c = Canvas2d::new(40, 20);
        c.text(r#"{"transform":[1,0,0,1,0,0],"alpha":1,"style":{"kind":"color","rgba":[0,0,0,1]},"text":"F","x":2,"y":2,"size":16,"align":"left","baseline":"top"}"#)
            .unwrap();
        let px = c.image_data(0, 0, 40, 20);
        assert!(px.chunks_exact(4).any(|p| p[3] > 200), "the glyph drew nothing");
        assert!(super::advance("FF", 16.0) > super::advance("F", 16.0));
    }

    /// `measureText`'s boxes are the ink's, from the point `textAlign` and
    /// `textBaseline` name: samples centre a face's label with them.
    #[test]
    fn text_metrics_measure_the_ink_from_the_aligned_point() {
        let [width, left, right, ascent, descent, font_ascent, _] = super::measure("X", 100.0, "left", "alphabetic");
        // An X stands on the baseline, about a cap height tall, inside its advance.
        assert!(descent.abs() < 1.0, "{descent}");
        assert!((55.0..80.0).contains(&ascent), "{ascent}");
        assert!(
            left <= 0.0 && right <= width && right > width / 2.0,
            "{left} {right} {width}"
        );
        assert!(font_ascent > ascent);
        // From the top line, the ink starts below it and ends a cap height lower.
        let [_, _, _, top_ascent, top_descent, top_font_ascent, _] = super::measure("X", 100.0, "left", "top");
        assert!(top_ascent < 0.0 && top_font_ascent.abs() < 1e-9, "{top_ascent}");
        assert!((top_descent + top_ascent - ascent - descent).abs() < 1e-6);
        // Centred, the point is halfway along the advance.
        let [w, l, r, ..] = super::measure("XX", 100.0, "center", "middle");
        assert!(
            (l + r - (left + right) - super::advance("X", 100.0)).abs() < 1.0,
            "{l} {r}"
        );
        assert!((r - l).abs() < 0.1 * w, "{l} {r}");
    }
}
