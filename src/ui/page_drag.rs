//! A simulated drag of the window's edge over a page lesson's canvas: its box changes
//! every rendering update for a while, as `ResizeObserver` reports a drag in a page (at
//! most once per frame).

use std::time::Duration;
use web_time::Instant;

use crate::page_io::CanvasBox;

/// A drag under way: until when, and updates so far.
pub struct Drag {
    until: Instant,
    updates: u32,
}

impl Drag {
    pub fn new(length: Duration) -> Self {
        Self {
            until: Instant::now() + length,
            updates: 0,
        }
    }

    /// This update's box: narrower than `canvas_box` (between 60% and 100% of each
    /// side), a new one every update; `None` once the drag is over.
    pub fn box_for(&mut self, canvas_box: CanvasBox) -> Option<CanvasBox> {
        if Instant::now() >= self.until {
            return None;
        }
        self.updates += 1;
        let k = 0.6 + 0.4 * (f64::from(self.updates) * 0.7).sin().abs();
        let scale = |css: f64, px: u32| ((css * k).floor(), (f64::from(px) * k).floor() as u32);
        let (width, pixel_width) = scale(canvas_box.width, canvas_box.pixel_width);
        let (height, pixel_height) = scale(canvas_box.height, canvas_box.pixel_height);
        Some(CanvasBox {
            width,
            height,
            pixel_width,
            pixel_height,
        })
    }
}
