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
    /// The last frame shows, at `uv`, the tint `rgb`: its color divided by its
    /// brightest channel is within `tolerance` of `rgb` (a pattern over a picture may
    /// darken it, but not change its hue). A picture's own colors, told apart from a
    /// plain placeholder's.
    Tint {
        uv: (f32, f32),
        rgb: (f32, f32, f32),
        tolerance: f32,
    },
    /// The last frame shows a round disc of `rgba` centred on the canvas, of `radius`
    /// times the canvas's height: it stores `rgba` (within `tolerance`) at 0.8 of the
    /// radius from the centre, left, right, up and down, and something else at 1.25 of
    /// it. A flat screen, or an oval that forgot the aspect ratio, fails.
    RoundDisc {
        rgba: (f32, f32, f32, f32),
        radius: f32,
        tolerance: f32,
    },
    /// The page shows through the canvas at `uv` (0..1, origin top left): the last
    /// `configure()` says `alphaMode: "premultiplied"` (with "opaque", the default, the
    /// compositor ignores the alpha), the last frame stores a transparent pixel there
    /// (alpha at most 2/255), and every pixel of it is premultiplied (no color channel
    /// above its alpha, within 2/255). Painting the page's own color there is not
    /// showing it.
    SeeThrough { uv: (f32, f32) },
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
    /// No frame's texture expires before it is presented: no canvas size is assigned
    /// and no `configure()` called after `getCurrentTexture()` within an update (a
    /// resize after acquiring, in the frame or in a `ResizeObserver`, throws the frame
    /// away). And the page presents a frame.
    ResizesBeforeAcquiring,
    /// No render pass draws into a canvas texture kept from an earlier update (the
    /// texture or a view of it): presenting expired it. And the page draws into its
    /// canvas at all.
    TextureEachFrame,
    /// The page tells its user why it cannot run: its document's text is not empty at
    /// the end. Presenting is not required in this check's worlds.
    Explains,
    /// The last `requestDevice()` asks, for each `(limit, wanted)`, the wanted value
    /// clamped to what the page's adapter reports: never better than the adapter (for a
    /// `min*` limit, an alignment, better is smaller), and no less than the adapter
    /// allows of the wish.
    RequestsClamped(Vec<(String, f64)>),
    /// The last `requestDevice()` asks for no limit (`requiredLimits` absent or
    /// empty): a page opened at its switch to the base path (`url_query: "?defaults"`)
    /// runs on the defaults, whatever the adapter has.
    RequestsNoLimits,
    /// Where the page's adapter has this feature, the last `requestDevice()` asks for it.
    RequestsFeature(String),
    /// The dynamic offsets passed to `setBindGroup()` are multiples of the device's
    /// granted `minUniformBufferOffsetAlignment`, and the smallest one other than 0 is
    /// that alignment: slots as close as the device allows.
    StrideIsAlignment,
    /// The compute pipelines' override `constant` is the largest of `sides` whose square
    /// workgroup fits the device's granted limits: `side²` invocations, `side` in x and
    /// y, and `(side + border)²` entries of `entry_bytes` of workgroup memory.
    TileFromLimits {
        constant: String,
        sides: Vec<u32>,
        border: u32,
        entry_bytes: u32,
    },
    /// The last frame has grain: neighbouring pixels differ in luma by at least this
    /// much on average (0..1).
    Grainy(f32),
    /// Along the row at `v` (0..1), the share of pixels within `tolerance` of `rgba` (a
    /// progress bar) in the first frame presented after the device loss is no less
    /// than in the last frame presented before it.
    KeepsProgress {
        v: f32,
        rgba: (f32, f32, f32, f32),
        tolerance: f32,
    },
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
