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

/// A check's expectations in one world.
pub(super) struct Expectations {
    list: Vec<PageExpect>,
    preferred: wgpu::TextureFormat,
    world: String,
    last: Option<Tally>,
}

impl Expectations {
    pub fn new(list: &[PageExpect], preferred: wgpu::TextureFormat, world: &str) -> Self {
        Self {
            list: list.to_vec(),
            preferred,
            world: world.to_owned(),
            last: None,
        }
    }

    /// Whether the frames must be read back (a pixel is checked).
    pub fn reads_pixels(&self) -> bool {
        self.list.iter().any(|e| matches!(e, PageExpect::Pixel { .. }))
    }

    /// Whether the page is expected to explain itself rather than present.
    pub fn explains(&self) -> bool {
        self.list.contains(&PageExpect::Explains)
    }

    fn fail(&self, i: u32, what: &Both) -> Outcome {
        Outcome::new(false, say::in_the_world_at_frame(&self.world, i, what))
    }

    /// Judges one update.
    pub fn after(&mut self, u: &Update) -> Result<(), Outcome> {
        let last = self.last.replace(u.tally.clone()).unwrap_or_default();
        let i = u.index;
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
                PageExpect::FollowsBox if u.still => {
                    if let Some(got) = u.presented
                        && let Some(want) = fits(u.canvas_box)
                        && !follows(got, want, (u.canvas_box.pixel_width, u.canvas_box.pixel_height))
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
                        return Err(Outcome::new(false, say::no_frame_to_read(world)));
                    };
                    let pixels = &frame.rgba;
                    let x = ((uv.0 * frame.width as f32) as u32).min(frame.width - 1);
                    let y = ((uv.1 * frame.height as f32) as u32).min(frame.height - 1);
                    let at = ((y * frame.width + x) * 4) as usize;
                    let got: Vec<f32> = pixels[at..at + 4].iter().map(|b| f32::from(*b) / 255.0).collect();
                    let want = [rgba.0, rgba.1, rgba.2, rgba.3];
                    if got.iter().zip(want).any(|(g, w)| (g - w).abs() > *tolerance) {
                        let bytes = &pixels[at..at + 4];
                        let want_bytes: Vec<u8> = want.iter().map(|v| (v * 255.0).round() as u8).collect();
                        let tol = (tolerance * 255.0).round();
                        return Err(Outcome::new(
                            false,
                            say::the_page_pixel_stores(world, x, y, bytes, &want_bytes, tol),
                        ));
                    }
                }
                PageExpect::Explains if body.trim().is_empty() => {
                    return Err(Outcome::new(false, say::the_page_does_not_say_why(world)));
                }
                _ => {}
            }
        }
        Ok(())
    }
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

/// A format's WebGPU name.
fn name(f: wgpu::TextureFormat) -> String {
    serde_json::to_string(&f)
        .unwrap_or_default()
        .trim_matches('"')
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::{CanvasBox, fits, follows};

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
}
