//! The viewport's per-frame plumbing: one rendering update of the page per repaint, the
//! upload of its newest frame to the window's device, and the repaint pacing.

use eframe::egui;
use eframe::egui_wgpu;

use super::LienzoApp;
use crate::ui::viewport::ViewportPlaced;

impl LienzoApp {
    /// The page gets the viewport as its canvas's box (CSS pixels are egui's points;
    /// the device pixel ratio is the window's, or the knob's simulated one) and the
    /// newest frame it presented is uploaded to the window's device (`host`). Returns
    /// whether a frame can be shown.
    pub(super) fn viewport_frame(&mut self, placed: &ViewportPlaced, host: Option<&egui_wgpu::RenderState>) -> bool {
        // The row wraps on a narrow window or in Spanish: the app keeps room for it.
        self.state.viewport.buttons_height = placed.buttons_height;
        self.state.viewport.last_rect = Some(placed.rect);
        let knobs = &self.state.knobs;
        let dpr = if knobs.simulated_dpr > 0.0 {
            knobs.simulated_dpr
        } else {
            placed.dpr
        };
        let (w, h) = placed.viewport_pt;
        let canvas_box = crate::page_io::CanvasBox {
            width: f64::from(w),
            height: f64::from(h),
            pixel_width: (w * dpr).round() as u32,
            pixel_height: (h * dpr).round() as u32,
        };
        let visible = !knobs.tab_hidden;
        let canvas_box = self.state.page.storm_box(canvas_box);
        self.state.page.pointer(placed.pointer);
        for key in &placed.keys {
            self.state.page.key(key);
        }
        let drew = self.state.page.frame(canvas_box, visible, host);
        if drew {
            self.state.viewport.shown_frames += 1;
        } else {
            self.state.viewport.frames_without_gpu += 1;
        }
        drew
    }

    /// Draws again only when the page can change the picture: while its
    /// requestAnimationFrame loop has callbacks waiting, the window sends a rendering
    /// update every repaint, as a browser does while a page is shown, until the page
    /// stops. An idle page (it said so) costs no updates; the window looks for its news
    /// (a line, a new animation frame request) ten times a second.
    pub(super) fn pace_viewport(&mut self, ctx: &egui::Context) {
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
        let hidden = self.state.knobs.tab_hidden;
        if crate::platform::PAGE_ANSWERS_WAKE && self.state.page.wakes() && !hidden {
            // The page's answer to each rendering update wakes the window for the
            // next (the browser's page).
            return;
        }
        if hidden || self.state.page.idle() {
            // No animation frames: only what its timers print is picked up.
            ctx.request_repaint_after(std::time::Duration::from_millis(100));
        } else {
            ctx.request_repaint();
        }
    }
}
