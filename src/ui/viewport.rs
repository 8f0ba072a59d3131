//! The viewport's state and its per-frame plumbing: the app runs one sandbox frame per
//! repaint, uploads the newest frame to the window's device and paces the repaints.
//! The viewport panel (`viewport_ui`) only measures where to draw and draws.

use std::collections::BTreeSet;

use eframe::egui;

use crate::gpu::{FrameInput, Pace};

/// Viewport state kept between frames (no GPU objects but the host view).
#[derive(Default)]
pub struct ViewportState {
    /// The newest frame on the window's device.
    pub host: super::host_view::HostView,
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
    /// The last frame was larger than the window's device can show: (size, limit).
    pub too_big: Option<((u32, u32), u32)>,
    /// Height of the row of buttons above the viewport in the last frame, in points.
    pub buttons_height: f32,
    /// When the viewport asked for its next frame, in the last frame.
    pub pace: Option<Pace>,
}

/// What the viewport panel measured this frame: where the picture goes and the
/// sandbox's input for it.
pub struct ViewportPlaced {
    /// The picture's rect, in points (zero high when collapsed).
    pub rect: egui::Rect,
    /// The sandbox's input for this frame.
    pub input: FrameInput,
    /// Height of the row of buttons above the picture, with its spacing, in points.
    pub buttons_height: f32,
    /// The pointer over the picture, for a page: CSS pixels (points) from its top left
    /// corner, and the buttons held; `None` when it is elsewhere.
    pub pointer: Option<crate::page_io::Pointer>,
}
