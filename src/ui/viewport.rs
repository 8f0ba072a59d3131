//! The viewport's state and its per-frame plumbing: the app sends the page a rendering
//! update per repaint, uploads its newest frame to the window's device and paces the
//! repaints.
//! The viewport panel (`viewport_ui`) only measures where to draw and draws.

use std::collections::BTreeSet;

use eframe::egui;

/// Viewport state kept between frames (no GPU objects but the host view).
#[derive(Default)]
pub struct ViewportState {
    /// Where the viewport was drawn last, in points (none before the first frame).
    pub last_rect: Option<egui::Rect>,
    /// Frames shown in the viewport so far.
    pub shown_frames: u64,
    /// Repaints in which the viewport could not show a frame.
    pub frames_without_gpu: u64,
    /// Exercises being graded in the background.
    pub grading: BTreeSet<String>,
    /// The student collapsed the viewport to zero height (zero-size lesson).
    pub collapsed: bool,
    /// Height of the row of buttons above the viewport in the last frame, in points.
    pub buttons_height: f32,
}

/// What the viewport panel measured this frame: where the picture goes, the canvas's
/// box and the pointer.
pub struct ViewportPlaced {
    /// The picture's rect, in points (zero high when collapsed).
    pub rect: egui::Rect,
    /// The strip under it where the page's other canvases are shown, when it has any.
    pub others: Option<egui::Rect>,
    /// The viewport's size in points: the canvas's CSS box.
    pub viewport_pt: (f32, f32),
    /// The window's device-pixel ratio (points to physical pixels).
    pub dpr: f32,
    /// Height of the row of buttons above the picture, with its spacing, in points.
    pub buttons_height: f32,
    /// The pointer over the picture, for a page: CSS pixels (points) from its top left
    /// corner, and the buttons held; `None` when it is elsewhere.
    pub pointer: Option<crate::page_io::Pointer>,
    /// Keys pressed and released this frame while the viewport had the keyboard (a
    /// click on it gives it the keyboard; Tab or a click elsewhere takes it away).
    pub keys: Vec<crate::page_io::KeyPress>,
}
