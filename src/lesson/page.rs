//! What a page lesson adds to the schema: what its checks expect beyond surviving,
//! and the pictures it draws live from the student's program.

use serde::{Deserialize, Serialize};

/// What a page must do, beyond surviving, for [`Check::PageSurvives`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PageExpect {
    /// The last frame presented shows, at `uv` (0..1, origin top left), a stored value
    /// within `tolerance` (0..1 per channel) of `rgba`.
    Pixel {
        uv: (f32, f32),
        rgba: (f32, f32, f32, f32),
        tolerance: f32,
    },
    /// Every `configure()` uses the format `getPreferredCanvasFormat()` answers.
    ConfiguresPreferred,
    /// Every frame presented once the box has held still for an update has the box's
    /// aspect ratio (within 1%), is as large as the box's device pixels allow up to
    /// 8192 px a side (WebGPU's default `maxTextureDimension2D`), and not larger.
    FollowsBox,
    /// Textures the program made and has not `destroy()`ed never number more than this
    /// after an update.
    TexturesAtMost(u32),
    /// While the box holds still, an update makes no texture, assigns no canvas size
    /// and configures nothing (from the fifth update on).
    IdleMakesNothing,
    /// The page tells its user why it cannot run: its document's text is not empty at
    /// the end. Presenting is not required in this check's worlds.
    Explains,
}

/// A picture a page lesson draws live from what the student's program does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Picture {
    /// The canvas's CSS box times the DPR against the drawing buffer.
    CanvasSizes,
    /// The calls that shaped the last frame, in order.
    FrameCalls,
    /// The page's devices over time: adapters asked for, devices made, losses.
    DeviceStates,
    /// The sRGB encoding curve, with the byte the last frame stores at its center.
    SrgbCurve,
}

pub(super) fn default_pictures() -> Vec<Picture> {
    vec![Picture::CanvasSizes, Picture::FrameCalls]
}
