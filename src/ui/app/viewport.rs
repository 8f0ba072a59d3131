//! The viewport's per-frame plumbing: one sandbox frame (or page update) per repaint,
//! the upload of the newest frame to the window's device, and the repaint pacing.

use eframe::egui;
use eframe::egui_wgpu;

use super::LienzoApp;
use crate::gpu::Pace;
use crate::ui::viewport::ViewportPlaced;

/// Frames drawn after any change before a still picture lets the window idle: the stats
/// and plots settle, and the canvas texture's expiry counters show a few presents.
const MIN_SETTLE_FRAMES: u64 = 30;

impl LienzoApp {
    /// Runs one sandbox frame for the viewport `placed`, records the stats and uploads
    /// the frame to the window's device (`host`). Returns whether a frame can be shown.
    pub(super) fn viewport_frame(&mut self, placed: &ViewportPlaced, host: Option<&egui_wgpu::RenderState>) -> bool {
        // The row wraps on a narrow window or in Spanish: the app keeps room for it.
        self.state.viewport.buttons_height = placed.buttons_height;
        self.state.viewport.last_rect = Some(placed.rect);
        if self.state.page.is_open() {
            return self.page_frame(placed, host);
        }
        // A hidden tab gets no animation frames: the last picture stays.
        if !self.state.sandbox.knobs().tab_hidden {
            self.state.sandbox.frame(&placed.input);
        }
        self.state.panels.stats.record(&self.state.sandbox);
        let mut drew = false;
        // The window's own device has its own limits: a bigger frame cannot be shown.
        let host_max = host.map_or(0, |h| h.device.limits().max_texture_dimension_2d);
        let too_big = self
            .state
            .sandbox
            .pixels()
            .filter(|p| p.width > host_max || p.height > host_max)
            .map(|p| (p.width, p.height));
        self.state.viewport.too_big = too_big.filter(|_| host.is_some()).map(|s| (s, host_max));
        if let (Some(host), Some(pixels), None) = (host, self.state.sandbox.pixels(), too_big) {
            self.state.viewport.host.upload(host, pixels);
            drew = self.state.viewport.host.shown().is_some();
        }
        if drew {
            self.state.viewport.shown_frames += 1;
        } else {
            self.state.viewport.frames_without_gpu += 1;
        }
        drew
    }

    /// A page lesson's frame: the page gets the viewport as its canvas's box (CSS
    /// pixels are egui's points; the device pixel ratio is the window's, or the
    /// knob's simulated one) and the newest frame it presented is uploaded.
    fn page_frame(&mut self, placed: &ViewportPlaced, host: Option<&egui_wgpu::RenderState>) -> bool {
        let knobs = self.state.sandbox.knobs();
        let dpr = if knobs.simulated_dpr > 0.0 {
            knobs.simulated_dpr
        } else {
            placed.input.dpr
        };
        let (w, h) = placed.input.viewport_pt;
        let canvas_box = crate::page_io::CanvasBox {
            width: f64::from(w),
            height: f64::from(h),
            pixel_width: (w * dpr).round() as u32,
            pixel_height: (h * dpr).round() as u32,
        };
        let canvas_box = self.state.page.storm_box(canvas_box);
        self.state.page.pointer(placed.pointer);
        let drew = self.state.page.frame(canvas_box, !knobs.tab_hidden, host);
        if drew {
            self.state.viewport.shown_frames += 1;
        } else {
            self.state.viewport.frames_without_gpu += 1;
        }
        drew
    }

    /// Draws again only when something can change the picture: a still picture leaves
    /// the window idle (see `Sandbox::pace`), as a page whose requestAnimationFrame loop
    /// has nothing to do would.
    pub(super) fn pace_viewport(&mut self, ctx: &egui::Context) {
        if self.state.page.is_open() {
            // A page draws when its requestAnimationFrame loop asks: while it has
            // callbacks waiting, the window sends a rendering update every repaint, as
            // a browser does while a page is shown, until the page stops. An idle page
            // (it said so) costs no updates; the window looks for its news (a line, a
            // new animation frame request) ten times a second.
            if self.state.page.out.stopped.is_some() {
                return;
            }
            if crate::platform::PAGE_ANSWERS_WAKE && self.state.page.storming() {
                // A simulated drag changes the box every update, idle page or not: the
                // window drives it (the browser's page wakes it only for its news).
                ctx.request_repaint();
                return;
            }
            if self.state.page.idle() && self.state.page.wakes() {
                // The page's process wakes the window when it sends anything.
                return;
            }
            if crate::platform::PAGE_ANSWERS_WAKE && self.state.page.wakes() && !self.state.sandbox.knobs().tab_hidden {
                // The page's answer to each rendering update wakes the window for the
                // next (the browser's page).
                return;
            }
            if self.state.sandbox.knobs().tab_hidden || self.state.page.idle() {
                // No animation frames: only what its timers print is picked up.
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
            } else {
                ctx.request_repaint();
            }
            return;
        }
        if self.state.sandbox.knobs().tab_hidden {
            // A hidden tab draws nothing until it is shown again (a knob change).
            self.state.viewport.pace = Some(Pace::Idle);
            return;
        }
        let settle = self
            .lesson()
            .map_or(0, |l| {
                l.lesson
                    .exercises
                    .iter()
                    .map(|e| crate::grade::live_frames(&e.check))
                    .max()
                    .unwrap_or(0)
            })
            .max(MIN_SETTLE_FRAMES);
        let pace = self.state.sandbox.pace(settle);
        self.state.viewport.pace = Some(pace);
        match pace {
            Pace::Continuous => ctx.request_repaint(),
            Pace::After(wait) => ctx.request_repaint_after(wait),
            Pace::Idle => {}
        }
    }
}
