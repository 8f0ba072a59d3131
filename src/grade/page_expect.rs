//! What a page check expects beyond surviving ([`PageExpect`]), judged update by
//! update from what the page's program did ([`Tally`]) and what it presented.

use super::Outcome;
use crate::lesson::PageExpect;
use crate::page_io::CanvasBox;
use crate::page_io::Tally;
use crate::text::{Both, grade as say};

/// WebGPU's default `maxTextureDimension2D`: every device has at least this.
const DEFAULT_MAX_DIMENSION: u32 = 8192;

/// One rendering update, as the expectations see it.
pub(super) struct Update {
    pub index: u32,
    pub canvas_box: CanvasBox,
    /// The box held still for this update and the two before it.
    pub still: bool,
    /// The size of the frame this update presented, if it presented one.
    pub presented: Option<(u32, u32)>,
    /// The device was lost at or before this update: remaking things is the point.
    pub after_loss: bool,
    pub tally: Tally,
}

/// The last frame presented, read back as tightly packed RGBA8.
pub(super) struct Frame {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

impl Frame {
    /// The pixel at `uv` (0..1, origin top left, clamped to the frame): its place and
    /// its four bytes; `None` when the frame holds no such pixel.
    fn at(&self, uv: (f32, f32)) -> Option<(u32, u32, &[u8])> {
        let x = ((uv.0 * self.width as f32) as u32).min(self.width.saturating_sub(1));
        let y = ((uv.1 * self.height as f32) as u32).min(self.height.saturating_sub(1));
        let at = ((y * self.width + x) * 4) as usize;
        Some((x, y, self.rgba.get(at..at + 4)?))
    }
}

/// A check's expectations in one world.
pub(super) struct Expectations {
    list: Vec<PageExpect>,
    preferred: wgpu::TextureFormat,
    world: String,
    last: Option<Tally>,
    /// [`PageExpect::KeepsProgress`]: the progress in the last frame before the loss,
    /// and in the first one after it.
    progress: (Option<f32>, Option<f32>),
    /// Whether any update presented a frame.
    presented_any: bool,
}

impl Expectations {
    pub fn new(list: &[PageExpect], preferred: wgpu::TextureFormat, world: &str) -> Self {
        Self {
            list: list.to_vec(),
            preferred,
            world: world.to_owned(),
            last: None,
            progress: (None, None),
            presented_any: false,
        }
    }

    /// Whether the frames must be read back (a pixel, the grain, progress).
    pub fn reads_pixels(&self) -> bool {
        self.list.iter().any(|e| {
            matches!(
                e,
                PageExpect::Pixel { .. }
                    | PageExpect::Tint { .. }
                    | PageExpect::RoundDisc { .. }
                    | PageExpect::SeeThrough { .. }
                    | PageExpect::Grainy(_)
                    | PageExpect::KeepsProgress { .. }
            )
        })
    }

    /// Whether update `i` must be read for what the check compares across a loss
    /// ([`PageExpect::KeepsProgress`]): the last two before the loss at `lose_at`, then
    /// each one after it until one has been seen. The desktop reads every frame anyway.
    #[cfg_attr(
        not(target_arch = "wasm32"),
        expect(dead_code, reason = "only the web grader reads a few frames")
    )]
    pub fn reads_around_the_loss(&self, i: u32, lose_at: Option<u32>) -> bool {
        let Some(at) = lose_at else { return false };
        let wants = self.list.iter().any(|e| matches!(e, PageExpect::KeepsProgress { .. }));
        wants && ((i < at && i + 2 >= at) || (i >= at && self.progress.1.is_none()))
    }

    /// A presented frame, read back: what progress it shows, before or after the loss.
    pub fn saw(&mut self, frame: &Frame, after_loss: bool) {
        for e in &self.list {
            if let PageExpect::KeepsProgress { v, rgba, tolerance } = e {
                let share = row_share(frame, *v, *rgba, *tolerance);
                if after_loss {
                    self.progress.1.get_or_insert(share);
                } else {
                    self.progress.0 = Some(share);
                }
            }
        }
    }

    /// Whether the page is expected to explain itself rather than present.
    pub fn explains(&self) -> bool {
        self.list.contains(&PageExpect::Explains)
    }

    fn fail(&self, i: u32, what: &Both) -> Outcome {
        Outcome::new(false, say::in_the_world_at_frame(i, what, say::the_world(&self.world)))
    }

    /// Judges one update.
    pub fn after(&mut self, u: &Update) -> Result<(), Outcome> {
        let last = self.last.replace(u.tally.clone()).unwrap_or_default();
        let i = u.index;
        self.presented_any |= u.presented.is_some();
        for e in &self.list {
            match e {
                PageExpect::ConfiguresPreferred => {
                    if let Some(f) = u.tally.configured.iter().find(|f| **f != self.preferred) {
                        let (f, p) = (name(*f), name(self.preferred));
                        return Err(self.fail(i, &say::configured_another_format(&f, &p)));
                    }
                }
                PageExpect::TexturesAtMost(n) => {
                    let alive = u.tally.textures_alive.len();
                    if alive > *n as usize {
                        return Err(self.fail(i, &say::textures_not_destroyed(alive, *n)));
                    }
                }
                PageExpect::IdleMakesNothing if u.still && i >= 4 && !u.after_loss => {
                    let made = u.tally.textures_made - last.textures_made;
                    let sized = u.tally.canvas_sized - last.canvas_sized;
                    let configured = u.tally.configured.len() - last.configured.len();
                    if made + sized + configured as u64 > 0 {
                        return Err(self.fail(i, &say::an_idle_frame_made(made, sized, configured)));
                    }
                }
                PageExpect::ResizesBeforeAcquiring if u.tally.expired_early > last.expired_early => {
                    return Err(self.fail(i, &say::the_texture_expired_unshown()));
                }
                PageExpect::TextureEachFrame if u.tally.stale_passes > last.stale_passes => {
                    return Err(self.fail(i, &say::a_pass_into_a_kept_texture()));
                }
                PageExpect::FollowsBox if u.still => {
                    if let Some(got) = u.presented
                        && let Some(want) = fits(u.canvas_box)
                        && !follows(got, want, (u.canvas_box.pixel_width, u.canvas_box.pixel_height))
                        && !capped(got, u.canvas_box)
                    {
                        let b = u.canvas_box;
                        let ((gw, gh), (ww, wh)) = (got, want);
                        let said = say::the_frame_does_not_follow_the_box(
                            b.width,
                            b.height,
                            b.pixel_width,
                            b.pixel_height,
                            gw,
                            gh,
                            ww,
                            wh,
                            DEFAULT_MAX_DIMENSION,
                        );
                        return Err(self.fail(i, &said));
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Judges what only the end of the run shows: the last frame's pixel, the page's
    /// text.
    pub fn at_end(&self, frame: Option<&Frame>, body: &str) -> Result<(), Outcome> {
        let world = self.world.as_str();
        for e in &self.list {
            match e {
                PageExpect::Pixel { uv, rgba, tolerance } => {
                    let Some(frame) = frame else {
                        return Err(Outcome::new(false, say::no_frame_to_read(say::the_world(world))));
                    };
                    let Some((x, y, bytes)) = frame.at(*uv) else {
                        return Err(Outcome::new(false, say::no_frame_to_read(say::the_world(world))));
                    };
                    let got: Vec<f32> = bytes.iter().map(|b| f32::from(*b) / 255.0).collect();
                    let want = [rgba.0, rgba.1, rgba.2, rgba.3];
                    if got.iter().zip(want).any(|(g, w)| (g - w).abs() > *tolerance) {
                        let want_bytes: Vec<u8> = want.iter().map(|v| (v * 255.0).round() as u8).collect();
                        let tol = (tolerance * 255.0).round();
                        return Err(Outcome::new(
                            false,
                            say::the_page_pixel_stores(x, y, bytes, &want_bytes, tol, say::the_world(world)),
                        ));
                    }
                }
                PageExpect::Tint { uv, rgb, tolerance } => {
                    let Some(frame) = frame else {
                        return Err(Outcome::new(false, say::no_frame_to_read(say::the_world(world))));
                    };
                    let Some((x, y, bytes)) = frame.at(*uv) else {
                        return Err(Outcome::new(false, say::no_frame_to_read(say::the_world(world))));
                    };
                    let top = f32::from(*bytes[..3].iter().max().unwrap_or(&0)).max(1.0);
                    let tint: Vec<f32> = bytes[..3].iter().map(|b| f32::from(*b) / top).collect();
                    let want = [rgb.0, rgb.1, rgb.2];
                    if tint.iter().zip(want).any(|(t, w)| (t - w).abs() > *tolerance) {
                        let byte = |v: f32| (v * 255.0).round() as u8;
                        return Err(Outcome::new(
                            false,
                            say::the_pixel_has_another_tint(
                                x,
                                y,
                                bytes,
                                &[byte(rgb.0), byte(rgb.1), byte(rgb.2)],
                                say::the_world(world),
                            ),
                        ));
                    }
                }
                PageExpect::SeeThrough { uv } => {
                    let mode = self.last.as_ref().and_then(|t| t.alpha_modes.last().cloned());
                    let mode = mode.unwrap_or_else(|| "opaque".to_owned());
                    if mode != "premultiplied" {
                        return Err(Outcome::new(
                            false,
                            say::the_alpha_is_ignored(&mode, say::the_world(world)),
                        ));
                    }
                    let Some(frame) = frame else {
                        return Err(Outcome::new(false, say::no_frame_to_read(say::the_world(world))));
                    };
                    see_through(frame, *uv, world)?;
                }
                PageExpect::RoundDisc {
                    rgba,
                    radius,
                    tolerance,
                } => {
                    let Some(frame) = frame else {
                        return Err(Outcome::new(false, say::no_frame_to_read(say::the_world(world))));
                    };
                    round_disc(frame, *rgba, *radius, *tolerance, world)?;
                }
                PageExpect::ResizesBeforeAcquiring if !self.presented_any => {
                    return Err(Outcome::new(false, say::presented_no_frame(say::the_world(world))));
                }
                PageExpect::TextureEachFrame if self.last.as_ref().is_none_or(|t| t.canvas_passes == 0) => {
                    return Err(Outcome::new(
                        false,
                        say::never_drew_into_the_canvas(say::the_world(world)),
                    ));
                }
                PageExpect::Explains if body.trim().is_empty() => {
                    return Err(Outcome::new(
                        false,
                        say::the_page_does_not_say_why(say::the_world(world)),
                    ));
                }
                PageExpect::Grainy(min) => {
                    let Some(frame) = frame else {
                        return Err(Outcome::new(false, say::no_frame_to_read(say::the_world(world))));
                    };
                    let got = grain(frame);
                    if got < *min {
                        return Err(Outcome::new(
                            false,
                            say::the_frame_has_no_grain(got, *min, say::the_world(world)),
                        ));
                    }
                }
                PageExpect::KeepsProgress { .. } => {
                    let (Some(before), Some(after)) = self.progress else {
                        return Err(Outcome::new(
                            false,
                            say::no_frames_around_the_loss(say::the_world(world)),
                        ));
                    };
                    let pct = |v: f32| (v * 100.0).round() as u32;
                    if after + 0.02 < before {
                        return Err(Outcome::new(
                            false,
                            say::progress_went_back(pct(before), pct(after), say::the_world(world)),
                        ));
                    }
                }
                _ => self.by_the_device(e)?,
            }
        }
        Ok(())
    }

    /// Judges what the page asked of its device and did with it, from the last tally.
    fn by_the_device(&self, e: &PageExpect) -> Result<(), Outcome> {
        let world = self.world.as_str();
        let t = self.last.clone().unwrap_or_default();
        let fail = |what: Both| Err(Outcome::new(false, say::in_the_world(what, say::the_world(world))));
        match e {
            PageExpect::RequestsClamped(list) => {
                let Some(asked) = &t.requested_limits else {
                    return fail(say::NO_DEVICE_WAS_REQUESTED.into());
                };
                for (name, wanted) in list {
                    let Some(adapter) = t.adapter_limits.get(name).copied() else {
                        continue;
                    };
                    let want = if name.starts_with("min") {
                        wanted.max(adapter)
                    } else {
                        wanted.min(adapter)
                    };
                    let got = asked.get(name).copied();
                    if got != Some(want) {
                        let got = got.map_or_else(|| "—".to_owned(), |g| g.to_string());
                        return fail(say::requested_limit(name, &got, want, *wanted, adapter));
                    }
                }
            }
            PageExpect::RequestsNoLimits => {
                let Some(asked) = &t.requested_limits else {
                    return fail(say::NO_DEVICE_WAS_REQUESTED.into());
                };
                if let Some((name, got)) = asked.iter().next() {
                    return fail(say::a_limit_on_the_base_path(name, &got.to_string()));
                }
            }
            PageExpect::RequestsFeature(name) => {
                if t.requested_limits.is_none() {
                    return fail(say::NO_DEVICE_WAS_REQUESTED.into());
                }
                if t.adapter_features.contains(name) && !t.requested_features.contains(name) {
                    return fail(say::the_feature_was_not_requested(name));
                }
            }
            PageExpect::StrideIsAlignment => {
                let name = "minUniformBufferOffsetAlignment";
                let Some(granted) = t.granted_limits.get(name).map(|g| *g as u32) else {
                    return fail(say::NO_DEVICE_WAS_MADE.into());
                };
                let Some(least) = t.dynamic_offsets.iter().copied().find(|o| *o > 0) else {
                    return fail(say::NO_DYNAMIC_OFFSET_BUT_ZERO.into());
                };
                if let Some(off) = t.dynamic_offsets.iter().find(|o| granted > 0 && **o % granted != 0) {
                    return fail(say::an_offset_not_aligned(*off, granted));
                }
                if least != granted {
                    return fail(say::slots_farther_than_allowed(least, granted));
                }
            }
            PageExpect::TileFromLimits {
                constant,
                sides,
                border,
                entry_bytes,
            } => {
                let g = &t.granted_limits;
                if g.is_empty() {
                    return fail(say::NO_DEVICE_WAS_MADE.into());
                }
                let get = |n: &str| g.get(n).copied().unwrap_or(0.0);
                let fits = |s: u32| {
                    let s = f64::from(s);
                    s * s <= get("maxComputeInvocationsPerWorkgroup")
                        && s <= get("maxComputeWorkgroupSizeX")
                        && s <= get("maxComputeWorkgroupSizeY")
                        && (s + f64::from(*border)).powi(2) * f64::from(*entry_bytes)
                            <= get("maxComputeWorkgroupStorageSize")
                };
                let want = sides
                    .iter()
                    .copied()
                    .find(|s| fits(*s))
                    .or(sides.last().copied())
                    .unwrap_or(1);
                match t.constants.get(constant) {
                    None => return fail(say::no_pipeline_got_the_constant(constant)),
                    Some(got) if (*got - f64::from(want)).abs() > f64::EPSILON => {
                        return fail(say::the_tile_is_not_the_largest(constant, *got, want));
                    }
                    Some(_) => {}
                }
            }
            _ => {}
        }
        Ok(())
    }
}

/// The mean luma difference between horizontal neighbours, 0..1: grain, or edges.
fn grain(frame: &Frame) -> f32 {
    let luma = |at: usize| {
        let p = &frame.rgba[at..at + 4];
        (0.299 * f32::from(p[0]) + 0.587 * f32::from(p[1]) + 0.114 * f32::from(p[2])) / 255.0
    };
    let (w, h) = (frame.width as usize, frame.height as usize);
    if w < 2 || h == 0 || frame.rgba.len() < w * h * 4 {
        return 0.0;
    }
    let mut sum = 0.0;
    for y in 0..h {
        for x in 0..w - 1 {
            let at = (y * w + x) * 4;
            sum += (luma(at) - luma(at + 4)).abs();
        }
    }
    sum / ((w - 1) * h) as f32
}

/// The share of the row at `v` whose pixels are within `tolerance` of `rgba`.
fn row_share(frame: &Frame, v: f32, rgba: (f32, f32, f32, f32), tolerance: f32) -> f32 {
    let (w, h) = (frame.width as usize, frame.height as usize);
    if w == 0 || h == 0 || frame.rgba.len() < w * h * 4 {
        return 0.0;
    }
    let y = ((v * h as f32) as usize).min(h - 1);
    let want = [rgba.0, rgba.1, rgba.2, rgba.3];
    let near = (0..w)
        .filter(|x| {
            let at = (y * w + x) * 4;
            frame.rgba[at..at + 4]
                .iter()
                .zip(want)
                .all(|(b, c)| (f32::from(*b) / 255.0 - c).abs() <= tolerance)
        })
        .count();
    near as f32 / w as f32
}

/// The frame a box of device pixels should get: the box itself, or scaled down
/// keeping its aspect ratio to the default largest texture. `None` for an empty box.
fn fits(b: CanvasBox) -> Option<(u32, u32)> {
    let (w, h) = (b.pixel_width, b.pixel_height);
    if w == 0 || h == 0 {
        return None;
    }
    let big = w.max(h);
    if big <= DEFAULT_MAX_DIMENSION {
        return Some((w, h));
    }
    let s = f64::from(DEFAULT_MAX_DIMENSION) / f64::from(big);
    Some((
        ((f64::from(w) * s).round() as u32).max(1),
        ((f64::from(h) * s).round() as u32).max(1),
    ))
}

/// Whether a presented frame follows its box: the expected size within a pixel, or,
/// for a box past the default limit, the box's aspect ratio within 1% at no less than
/// the expected size (a device may allow more than the default) and no more than the box.
fn follows(got: (u32, u32), want: (u32, u32), box_px: (u32, u32)) -> bool {
    let near = |a: u32, b: u32| a.abs_diff(b) <= 1;
    if near(got.0, want.0) && near(got.1, want.1) {
        return true;
    }
    if want == box_px || got.0 == 0 || got.1 == 0 {
        return false;
    }
    let aspect = |(w, h): (u32, u32)| f64::from(w) / f64::from(h);
    let off = (aspect(got) / aspect(box_px) - 1.0).abs();
    off <= 0.01 && got.0 >= want.0 && got.1 >= want.1 && got.0 <= box_px.0 && got.1 <= box_px.1
}

/// Whether a presented frame follows its box at a pixel ratio capped at [`LEAST_CAP`]
/// or more (`Math.min(devicePixelRatio, 2)`): on a screen denser than that, a page may
/// trade a little sharpness for fewer pixels to shade, as long as both sides use the
/// same ratio and the drawing buffer is not larger than the box in device pixels.
fn capped(got: (u32, u32), b: CanvasBox) -> bool {
    if b.width < 1.0 || b.height < 1.0 || got.0 == 0 {
        return false;
    }
    let dpr = f64::from(b.pixel_width) / b.width;
    let ratio = f64::from(got.0) / b.width;
    let side = |css: f64| (css * ratio).round() as u32;
    dpr > LEAST_CAP
        && ratio >= LEAST_CAP - 0.01
        && side(b.height).abs_diff(got.1) <= 1
        && got.0 <= b.pixel_width
        && got.1 <= b.pixel_height
        && got.0.max(got.1) <= DEFAULT_MAX_DIMENSION
}

/// The least pixel ratio a page may cap `devicePixelRatio` at and still draw sharp.
const LEAST_CAP: f64 = 2.0;

/// A format's WebGPU name.
fn name(f: wgpu::TextureFormat) -> String {
    serde_json::to_string(&f)
        .unwrap_or_default()
        .trim_matches('"')
        .to_owned()
}

/// [`PageExpect::RoundDisc`]: the centre and four points at 0.8 of the radius store the
/// colour; four at 1.25 of it do not.
/// [`PageExpect::SeeThrough`]'s pixels: transparent at `uv`, premultiplied everywhere.
fn see_through(frame: &Frame, uv: (f32, f32), world: &str) -> Result<(), Outcome> {
    /// 2/255: what rounding on the way to bytes may add.
    const SLACK: u8 = 2;
    let Some((x, y, there)) = frame.at(uv) else {
        return Err(Outcome::new(false, say::no_frame_to_read(say::the_world(world))));
    };
    if there[3] > SLACK {
        return Err(Outcome::new(
            false,
            say::the_pixel_is_not_transparent(x, y, there, say::the_world(world)),
        ));
    }
    for (i, p) in frame.rgba.chunks_exact(4).enumerate() {
        if p[..3].iter().any(|c| *c > p[3].saturating_add(SLACK)) {
            let (x, y) = (i as u32 % frame.width.max(1), i as u32 / frame.width.max(1));
            return Err(Outcome::new(
                false,
                say::a_pixel_not_premultiplied(x, y, p, say::the_world(world)),
            ));
        }
    }
    Ok(())
}

fn round_disc(
    frame: &Frame,
    rgba: (f32, f32, f32, f32),
    radius: f32,
    tolerance: f32,
    world: &str,
) -> Result<(), Outcome> {
    let (width, height) = (frame.width as f32, frame.height as f32);
    let reach = radius * height;
    let want = [rgba.0, rgba.1, rgba.2, rgba.3];
    let want_bytes: Vec<u8> = want.iter().map(|v| (v * 255.0).round() as u8).collect();
    let mut probes = vec![(0.0, 0.0, true)];
    for (dx, dy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
        probes.push((dx * 0.8 * reach, dy * 0.8 * reach, true));
        probes.push((dx * 1.25 * reach, dy * 1.25 * reach, false));
    }
    for (dx, dy, inside) in probes {
        let x = ((width / 2.0 + dx).max(0.0) as u32).min(frame.width - 1);
        let y = ((height / 2.0 + dy).max(0.0) as u32).min(frame.height - 1);
        let at = ((y * frame.width + x) * 4) as usize;
        let Some(bytes) = frame.rgba.get(at..at + 4) else {
            return Err(Outcome::new(false, say::no_frame_to_read(say::the_world(world))));
        };
        let matches = bytes
            .iter()
            .zip(want)
            .all(|(b, v)| (f32::from(*b) / 255.0 - v).abs() <= tolerance);
        if matches != inside {
            let tol = (tolerance * 255.0).round();
            let why = if inside {
                say::the_disc_misses(x, y, bytes, &want_bytes, tol, say::the_world(world))
            } else {
                say::the_disc_spills(x, y, &want_bytes, say::the_world(world))
            };
            return Err(Outcome::new(false, why));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{CanvasBox, capped, fits, follows};

    fn px(w: u32, h: u32) -> CanvasBox {
        CanvasBox {
            width: f64::from(w),
            height: f64::from(h),
            pixel_width: w,
            pixel_height: h,
        }
    }

    #[test]
    fn a_box_past_the_limit_scales_down_keeping_its_aspect() {
        assert_eq!(fits(px(640, 360)), Some((640, 360)));
        assert_eq!(fits(px(9000, 4500)), Some((8192, 4096)));
        assert_eq!(fits(px(0, 100)), None);
        // Clamping each side alone changes the picture's shape.
        assert!(!follows((8192, 4500), (8192, 4096), (9000, 4500)));
        assert!(follows((8192, 4096), (8192, 4096), (9000, 4500)));
        // A device allowing more than the default may draw larger, same shape.
        assert!(follows((9000, 4500), (8192, 4096), (9000, 4500)));
        assert!(!follows((300, 150), (640, 360), (640, 360)));
    }

    /// `Math.min(devicePixelRatio, 2)` on a screen of ratio 3 is a trade-off, not a
    /// blurry canvas; a cap under 2, or a ratio for one side only, is neither.
    #[test]
    fn a_pixel_ratio_capped_at_two_or_more_follows_the_box() {
        let at3 = CanvasBox {
            width: 427.0,
            height: 240.0,
            pixel_width: 1281,
            pixel_height: 720,
        };
        assert!(capped((854, 480), at3), "capped at 2");
        assert!(!capped((641, 360), at3), "capped at 1.5");
        assert!(!capped((427, 240), at3), "CSS pixels");
        assert!(!capped((854, 720), at3), "one side capped");
        let at2 = CanvasBox {
            width: 320.0,
            height: 180.0,
            pixel_width: 640,
            pixel_height: 360,
        };
        assert!(!capped((320, 180), at2), "no cap at 2 to speak of: it must follow");
        // 3000 CSS pixels at 3, capped at 2: 6000 x 3000, inside the default limit.
        let wide = CanvasBox {
            width: 3000.0,
            height: 1500.0,
            pixel_width: 9000,
            pixel_height: 4500,
        };
        assert!(capped((6000, 3000), wide));
    }
}

/// A Fail when `program` imports a file its lesson asks the student to write
/// ([`crate::lesson::Lesson::write_yourself`]): a string literal naming it, as an
/// import's specifier is (`from "./canvas-size.js"`, `import("./canvas-size.js")`).
pub fn imports_the_answer(write_yourself: &[String], program: &str) -> Option<Outcome> {
    write_yourself.iter().find_map(|file| {
        let named = ['"', '\'', '`'].iter().any(|q| {
            program.match_indices(&format!("{file}{q}")).any(|(at, _)| {
                let before = program[..at].chars().next_back();
                matches!(before, Some(c) if c == *q || c == '/')
            })
        });
        named.then(|| Outcome::new(false, say::imports_the_answer(file)))
    })
}

#[cfg(test)]
mod answer_tests {
    use super::imports_the_answer;

    #[test]
    fn a_program_that_imports_the_answer_fails_and_one_that_names_it_in_a_comment_does_not() {
        let only = ["canvas-size.js".to_owned()];
        for program in [
            "import { followBox } from \"./canvas-size.js\";",
            "import { followBox } from './canvas-size.js';",
            "const m = await import(`./canvas-size.js`);",
            "import { followBox } from \"canvas-size.js\";",
        ] {
            let o = imports_the_answer(&only, program).unwrap_or_else(|| panic!("not caught: {program}"));
            assert!(!o.passed(), "{program}");
        }
        for program in [
            "// like canvas-size.js, but written here",
            "import x from \"./my-canvas-size.js\";",
            "",
        ] {
            assert!(imports_the_answer(&only, program).is_none(), "{program}");
        }
    }
}
