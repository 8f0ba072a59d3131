//! What the window and a page runtime say to each other: how a page starts, the
//! canvas box of each rendering update, and what the page sends back. The desktop's
//! runtime (`js::PageThread`, an engine over wgpu) and the web build's (the browser's
//! own WebGPU in a Worker) both speak it, so the window has one way to run a page.

use std::path::PathBuf;

use crate::lesson::{CanvasFormatKnob, Knobs, LimitNames, LimitsMode, UrlQuery};
use std::time::Duration;

mod controls;
pub use controls::{ControlAction, ControlChange, ControlKind, PageControl};

/// How a page starts. The desktop runtime reads `root` for imports and `fetch()`;
/// `budget`, `memory_limit` and `backends` are its own settings. On the desktop it is
/// the first thing the window sends a page's process.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct PageStart {
    pub root: PathBuf,
    pub shown_root: String,
    /// The program's module name (inside `root`) and its text.
    pub name: String,
    pub source: String,
    pub backends: Option<wgpu::Backends>,
    pub preferred: wgpu::TextureFormat,
    pub budget: Duration,
    /// What the page's JavaScript heap may hold.
    pub memory_limit: usize,
    /// What the page's process may hold in all, GPU buffers and the driver's memory
    /// included (a page in a process of its own).
    pub process_memory: u64,
    pub canvas: (u32, u32),
    /// The canvas's box, laid out before the module runs (`clientWidth`,
    /// `devicePixelRatio`); `None` when it is not known yet.
    pub first_box: Option<CanvasBox>,
    pub lang: crate::lesson::Lang,
    /// Files an editor holds, by name inside `root`: imports read these texts.
    pub open_files: std::collections::BTreeMap<String, String>,
    pub mask: AdapterMask,
}

/// The window as a page's thread hears it and answers it: channels to a thread of the
/// window's, or the pipes of a page's process read and written by the page's thread
/// itself (no thread between a pipe and the page, so neither way wakes a third thread:
/// each wake-up of a sleeping thread costs a rendering update's round trip time).
pub trait WindowLink {
    /// Sends `m`; `Err` once the window is gone.
    fn send(&self, m: FromPage) -> Result<(), WindowGone>;
    /// The window's next request, waiting up to `wait` for one (`Duration::ZERO`: only
    /// one already there).
    fn recv_timeout(&self, wait: Duration) -> Result<ToPage, std::sync::mpsc::RecvTimeoutError>;
}

/// The window closed its end: the page ends.
#[derive(Debug)]
pub struct WindowGone;

/// A page on a thread: the window's channels.
pub struct Channels {
    pub rx: std::sync::mpsc::Receiver<ToPage>,
    pub tx: std::sync::mpsc::Sender<FromPage>,
}

impl WindowLink for Channels {
    fn send(&self, m: FromPage) -> Result<(), WindowGone> {
        self.tx.send(m).map_err(|_| WindowGone)
    }

    fn recv_timeout(&self, wait: Duration) -> Result<ToPage, std::sync::mpsc::RecvTimeoutError> {
        self.rx.recv_timeout(wait)
    }
}

/// Where a page's process keeps the frames it presents for the window (shared memory):
/// the page writes a frame's pixels straight into it.
pub trait FrameSink {
    /// Lends `fill` the next place for a `width` × `height` RGBA8 frame; the slot and
    /// sequence number that name it, `None` when no place is that large, or `fill`'s
    /// error.
    fn put_with(
        &mut self,
        width: u32,
        height: u32,
        fill: &mut dyn FnMut(&mut [u8]) -> Result<(), String>,
    ) -> Option<Result<(usize, u64), String>>;
}

/// A presented frame's pixels, tightly packed RGBA8 rows: bytes of their own, or a
/// frame still where the page's process wrote it (its shared memory), read in place.
/// The window uploads a frame in place to its texture, so a frame from a page's
/// process is copied once on the CPU (into the shared memory), as a frame read back
/// in the window's own process would be.
pub struct FrameBytes(Bytes);

enum Bytes {
    Owned(Vec<u8>),
    InPlace(Box<dyn InPlace>),
}

/// A frame read where it lies, for [`FrameBytes`].
pub trait InPlace: Send {
    /// Its length in bytes.
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Lends the bytes to `read`; false when the page wrote over them meanwhile (what
    /// `read` saw must then be dropped: a newer frame follows).
    fn read(&self, read: &mut dyn FnMut(&[u8])) -> bool;
}

impl FrameBytes {
    pub fn owned(rgba: Vec<u8>) -> Self {
        Self(Bytes::Owned(rgba))
    }

    pub fn in_place(frame: Box<dyn InPlace>) -> Self {
        Self(Bytes::InPlace(frame))
    }

    pub fn len(&self) -> usize {
        match &self.0 {
            Bytes::Owned(v) => v.len(),
            Bytes::InPlace(f) => f.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `read`'s answer over the bytes; `None` when the page wrote over them while
    /// `read` ran (a newer frame follows).
    pub fn read<R>(&self, read: impl FnOnce(&[u8]) -> R) -> Option<R> {
        match &self.0 {
            Bytes::Owned(v) => Some(read(v)),
            Bytes::InPlace(f) => {
                let (mut read, mut answer) = (Some(read), None);
                let whole = f.read(&mut |bytes| answer = read.take().map(|r| r(bytes)));
                answer.filter(|_| whole)
            }
        }
    }

    /// The bytes, copied out (or taken, when they are this value's own).
    pub fn into_vec(self) -> Option<Vec<u8>> {
        match self.0 {
            Bytes::Owned(v) => Some(v),
            Bytes::InPlace(f) => {
                let mut copy = None;
                let whole = f.read(&mut |bytes| copy = Some(bytes.to_vec()));
                copy.filter(|_| whole)
            }
        }
    }
}

impl std::fmt::Debug for FrameBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = match self.0 {
            Bytes::Owned(_) => "owned",
            Bytes::InPlace(_) => "in place",
        };
        write!(f, "FrameBytes({} bytes, {kind})", self.len())
    }
}

/// What a page's process may hold when nothing else is said: the largest pages of the
/// course hold a few hundred MiB with a software GPU.
pub const PROCESS_MEMORY: u64 = 2 << 30;

/// Whether a page's file is an HTML document (run as a page), not a module.
pub fn is_html(name: &str) -> bool {
    std::path::Path::new(name)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("html") || e.eq_ignore_ascii_case("htm"))
}

/// What the window asks of a running page.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum ToPage {
    /// One rendering update at this box.
    Frame { canvas_box: CanvasBox, visible: bool },
    /// The device-loss knob: every device of the page is lost (simulated reset).
    Lose,
    /// The pointer over the canvas changed; `None` when it left.
    Pointer(Option<Pointer>),
    /// A key pressed or released while the viewport had the keyboard.
    Key(KeyPress),
    /// The student changed one of the page's form controls in the window's panel.
    Control(ControlChange),
    /// A file of the page was edited: the modules that accept it through
    /// `import.meta.hot` get its new text, without the page running again. `check`:
    /// the window's check of a shader's text, so the page's process does not make it
    /// again.
    Hot {
        file: String,
        text: String,
        check: Option<crate::wgsl::ModuleCheck>,
    },
}

/// A key as a page's `KeyboardEvent` reports it: `key` is what it types (`"a"`, `"A"`,
/// `" "`) or its name (`"ArrowLeft"`, `"Enter"`), `code` the physical key (`"KeyA"`,
/// `"Space"`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct KeyPress {
    pub down: bool,
    pub key: String,
    pub code: String,
    pub repeat: bool,
    pub alt: bool,
    pub ctrl: bool,
    pub meta: bool,
    pub shift: bool,
}

/// The window's pointer over the canvas: CSS pixels from its top left corner, and the
/// buttons held (`1`: the primary one), as `PointerEvent.buttons` says.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Pointer {
    pub x: f64,
    pub y: f64,
    pub buttons: u32,
}

/// What the page sends back.
#[derive(Debug)]
pub enum FromPage {
    /// A presented frame: RGBA8, `width * 4` bytes per row.
    Frame { width: u32, height: u32, rgba: FrameBytes },
    /// A presented frame the page's thread wrote straight into its process's shared
    /// memory for frames ([`FrameSink`]), in `slot` with sequence number `seq`. Only
    /// that process's pipe writer sees it; the window hears a `Frame`.
    InSlot { slot: usize, seq: u64 },
    /// A frame reached a canvas the runtime shows itself (the web build's, laid over
    /// the viewport): counted, with no pixels.
    Shown { width: u32, height: u32 },
    /// Lines the page printed, exceptions and errors.
    Messages(Vec<Message>),
    /// The page stopped for good, and why.
    Stopped(String),
    /// What the program did since the last rendering update, up to this one's present:
    /// its calls that shape a frame, in order.
    Steps(Vec<Step>),
    /// The files the page takes in place through `import.meta.hot.accept`, so far.
    Accepts(Vec<String>),
    /// The page asked to run again (`import.meta.hot.invalidate()`), or an edit no
    /// module accepted arrived.
    Reload,
    /// Whether the page has something for the next rendering update to run (an
    /// animation frame callback, a new `ResizeObserver`); sent when it changes. A page
    /// that wants none costs the window no rendering updates until the box, the
    /// pointer or an edit changes, or it asks again.
    Wants(bool),
    /// The page's newest device, as the device panel shows it; sent when it changes.
    Device(PageDevice),
    /// The text of an HTML page's body (what it wrote there: a compute result, a
    /// message), looked at a few times a second and sent when it changed.
    Body(String),
    /// The canvases of the page's document other than the one the viewport shows, in
    /// document order, by number and name (`<canvas id="preview">`); looked at with the
    /// body, sent when they changed.
    Canvases(Vec<(u32, String)>),
    /// A frame one of those canvases presented: RGBA8, `width * 4` bytes per row.
    CanvasFrame {
        canvas: u32,
        width: u32,
        height: u32,
        rgba: Vec<u8>,
    },
    /// The page's form controls (its sliders, checkboxes, menus and buttons), for the
    /// window's panel; looked at with the body, sent when they changed.
    Controls(Vec<PageControl>),
}

/// The page's device as the window's device panel shows it: what the page's adapter
/// offers (the knobs' mask applied), what its newest `requestDevice()` asked for, and
/// the limits the device got. A device has exactly the features it asked for.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PageDevice {
    pub adapter_limits: std::collections::BTreeMap<String, f64>,
    pub adapter_features: Vec<String>,
    /// `requiredLimits`, `None` when the request named none.
    pub requested_limits: Option<std::collections::BTreeMap<String, f64>>,
    pub requested_features: Vec<String>,
    /// `device.limits`; empty until the request gave a device.
    pub granted_limits: std::collections::BTreeMap<String, f64>,
}

/// One call of the page's program that shapes a frame, for the window's frame timeline.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Step {
    /// `canvas.width` or `canvas.height` assigned: the drawing buffer is replaced.
    Sized { width: u32, height: u32 },
    /// `context.configure()`, with its format and `alphaMode` (what the canvas's alpha
    /// means to the page behind it: `opaque` ignores it, `premultiplied` blends).
    Configured { format: String, alpha_mode: String },
    /// `getCurrentTexture()` handed out a new texture.
    Acquired { width: u32, height: u32 },
    /// The current texture expired before it was presented (a size or `configure()`).
    Expired,
    /// `queue.writeBuffer`, its bytes.
    WroteBuffer { bytes: u64 },
    /// `queue.writeTexture`, its bytes.
    WroteTexture { bytes: u64 },
    /// `queue.submit`, its command buffers.
    Submitted { buffers: u32 },
    /// `device.createTexture`, its size.
    Made { width: u32, height: u32 },
    /// `texture.destroy()`.
    Destroyed,
    /// The frame reached the canvas.
    Presented { width: u32, height: u32 },
    /// A device was lost, with the reason `device.lost` gives.
    Lost { reason: String },
    /// `requestAdapter()` answered: an adapter, or `null`.
    AdapterAnswered { adapter: bool },
    /// `requestDevice()` gave a device.
    DeviceMade,
    /// More calls than the timeline keeps.
    More { calls: u32 },
}

/// The most steps one update keeps; the rest are counted in [`Step::More`].
pub const MAX_STEPS: usize = 40;

/// Appends a step, keeping at most [`MAX_STEPS`] and counting the others.
pub fn push_step(steps: &mut Vec<Step>, step: Step) {
    if steps.len() < MAX_STEPS - 1 {
        steps.push(step);
    } else if let Some(Step::More { calls }) = steps.last_mut() {
        *calls += 1;
    } else {
        steps.push(Step::More { calls: 1 });
    }
}

/// The canvas box a rendering update reports to `ResizeObserver` and `clientWidth`.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CanvasBox {
    pub width: f64,
    pub height: f64,
    pub pixel_width: u32,
    pub pixel_height: u32,
}

/// What the page's adapter hides of the real one: the limits it reports, and
/// features it does not have. `requestDevice` is checked against what is left, so a
/// program that asks for more is refused as it would be on a smaller adapter.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct AdapterMask {
    /// Report exactly these limits (the WebGPU defaults, for the "default limits" knob).
    pub limits: Option<wgpu::Limits>,
    /// Features the adapter does not report.
    pub hidden: wgpu::Features,
    /// After a device loss, this many `requestAdapter()` calls answer `null` (the
    /// driver is still coming back), as after a real reset.
    pub null_adapters_after_loss: u32,
    /// The query of the page's URL (`location.search`, such as `?defaults`), the one
    /// part of the world that is not the adapter's: the page's own switches.
    #[serde(default)]
    pub query: String,
    /// Limit names the page's browser does not know: not in `adapter.limits` or
    /// `device.limits`, and refused in `requiredLimits`, as an older browser refuses them.
    #[serde(default)]
    pub unknown_limits: Vec<String>,
}

impl AdapterMask {
    /// The mask as the page's world takes it (`src/page/world.js`): limits by their
    /// WebGPU names, hidden features by theirs.
    pub fn to_json(&self) -> serde_json::Value {
        let limits = self.limits.as_ref().map(|l| {
            crate::gpu::limits::WEBGPU_LIMITS
                .iter()
                .map(|w| (w.name.to_owned(), serde_json::json!((w.get)(l))))
                .collect::<serde_json::Map<_, _>>()
        });
        serde_json::json!({
            "limits": limits,
            "hidden": crate::gpu::device::feature_names(self.hidden),
            "nullAdaptersAfterLoss": self.null_adapters_after_loss,
            "query": self.query,
            "unknownLimits": self.unknown_limits,
        })
    }
}

/// What a page's program did to its canvas and textures, for the checks to read: the
/// desktop's binding counts it, and so does the web build's Worker.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// `createTexture()` calls that made a texture.
    pub textures_made: u64,
    /// Textures the program made and has not destroyed. A texture the program merely
    /// dropped counts as alive: a browser frees it only when its garbage collector
    /// runs, which may be seconds away.
    pub textures_alive: std::collections::BTreeSet<u32>,
    /// Assignments of the canvas's `width` or `height`.
    pub canvas_sized: u64,
    /// Times the page canvas's current texture expired before it was presented: a size
    /// assigned or `configure()` called after `getCurrentTexture()` (the frame it drew
    /// is never shown).
    pub expired_early: u64,
    /// Render passes that draw into a canvas's texture (from `getCurrentTexture()`, or a
    /// view of one).
    pub canvas_passes: u64,
    /// Of those, the passes into a canvas texture kept from an earlier frame: it was
    /// presented, and presenting expired it.
    pub stale_passes: u64,
    /// Formats passed to `configure()`, in order.
    pub configured: Vec<wgpu::TextureFormat>,
    /// The `alphaMode` of each of those `configure()` calls ("opaque" where none was
    /// given).
    pub alpha_modes: Vec<String>,
    /// `requestAdapter()` calls.
    pub adapter_requests: u64,
    /// The limits the page's adapter reports (the knobs' mask applied), by their
    /// WebGPU names, as of the last `requestDevice()`.
    pub adapter_limits: std::collections::BTreeMap<String, f64>,
    /// The features the page's adapter reports (the knobs' mask applied).
    pub adapter_features: Vec<String>,
    /// The last `requestDevice()` that reached the adapter (the mask's own refusals
    /// aside): its `requiredLimits`, and whether there was one.
    pub requested_limits: Option<std::collections::BTreeMap<String, f64>>,
    /// That request's `requiredFeatures`.
    pub requested_features: Vec<String>,
    /// The limits of the last device made (`device.limits`).
    pub granted_limits: std::collections::BTreeMap<String, f64>,
    /// Every dynamic offset passed to a pass's `setBindGroup()`.
    pub dynamic_offsets: std::collections::BTreeSet<u32>,
    /// The pipeline-overridable constants of compute pipelines, the last value given
    /// to each name.
    pub constants: std::collections::BTreeMap<String, f64>,
}

impl Tally {
    /// The device part, for the window's device panel; `None` before the page's first
    /// `requestDevice()` reached its adapter.
    pub fn device(&self) -> Option<PageDevice> {
        (self.requested_limits.is_some() || !self.granted_limits.is_empty()).then(|| PageDevice {
            adapter_limits: self.adapter_limits.clone(),
            adapter_features: self.adapter_features.clone(),
            requested_limits: self.requested_limits.clone(),
            requested_features: self.requested_features.clone(),
            granted_limits: self.granted_limits.clone(),
        })
    }
}

/// What kind of line the page printed, from a log line up to a stopped page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Level {
    Log,
    Info,
    Warn,
    Error,
    Debug,
    /// An uncaught exception or unhandled rejection.
    Exception,
    /// A WebGPU error nothing caught.
    GpuError,
    /// The page was stopped (time budget, memory).
    Stopped,
}

/// A line for the event log or the terminal.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Message {
    pub level: Level,
    pub text: String,
    /// `file:line:col` in the student's program, when known.
    pub place: Option<String>,
}

/// The knobs' world, as far as the page's start depends on it.
#[derive(Clone, Debug, PartialEq)]
pub struct World {
    /// What `getPreferredCanvasFormat()` answers.
    pub preferred: wgpu::TextureFormat,
    /// What the page's adapter hides.
    pub mask: AdapterMask,
}

impl World {
    /// The world the knobs describe on a machine whose preferred format is `platform`.
    pub fn from_knobs(knobs: &Knobs, platform: wgpu::TextureFormat) -> Self {
        let other = match platform {
            wgpu::TextureFormat::Bgra8Unorm => wgpu::TextureFormat::Rgba8Unorm,
            _ => wgpu::TextureFormat::Bgra8Unorm,
        };
        let preferred = match knobs.canvas_format {
            CanvasFormatKnob::Preferred => platform,
            CanvasFormatKnob::Rgba8Unorm => wgpu::TextureFormat::Rgba8Unorm,
            CanvasFormatKnob::Bgra8Unorm => wgpu::TextureFormat::Bgra8Unorm,
            CanvasFormatKnob::NotPreferred => other,
        };
        let limits = (knobs.limits == LimitsMode::Defaults).then(wgpu::Limits::default);
        let hidden = knobs.hide_features.iter().fold(wgpu::Features::empty(), |all, f| {
            all | crate::gpu::device::wgpu_feature(*f)
        });
        Self {
            preferred,
            mask: AdapterMask {
                limits,
                hidden,
                null_adapters_after_loss: knobs.adapter_not_ready,
                query: match knobs.url_query {
                    UrlQuery::None => String::new(),
                    UrlQuery::Defaults => "?defaults".to_owned(),
                },
                unknown_limits: match knobs.limit_names {
                    LimitNames::All => Vec::new(),
                    LimitNames::Older => crate::lesson::NAMES_AFTER_2024.map(str::to_owned).to_vec(),
                },
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::World;
    use crate::lesson::{CanvasFormatKnob, Knobs, LimitsMode};

    #[test]
    fn the_knobs_make_the_pages_world() {
        let mut k = Knobs::default();
        let w = World::from_knobs(&k, wgpu::TextureFormat::Bgra8Unorm);
        assert_eq!(w.preferred, wgpu::TextureFormat::Bgra8Unorm);
        assert_eq!(w.mask, super::AdapterMask::default());
        k.canvas_format = CanvasFormatKnob::NotPreferred;
        k.limits = LimitsMode::Defaults;
        k.set("hide_features", "timestamp-query").unwrap();
        let w = World::from_knobs(&k, wgpu::TextureFormat::Bgra8Unorm);
        assert_eq!(w.preferred, wgpu::TextureFormat::Rgba8Unorm);
        assert_eq!(w.mask.limits, Some(wgpu::Limits::default()));
        assert_eq!(w.mask.hidden, wgpu::Features::TIMESTAMP_QUERY);
    }
}
