//! What the sandbox's parts report, pure data: where the device stands, loss and
//! recovery figures, what the host knows about the viewport, and one frame's figures.

use crate::text::{self, Both, Lang};
use web_time::Instant;

use super::device::{DeviceError, LossReason};
use super::present::GpuTimes;

/// Where the lesson device stands.
#[derive(Clone, Debug, PartialEq)]
pub enum DeviceState {
    /// Being requested.
    Starting,
    /// Drawing.
    Running,
    /// No adapter at all: the message says what to install.
    NoAdapter(String),
    /// A required feature is missing: the lesson cannot run (honest page).
    MissingRequirement(String),
    /// `requestDevice` failed.
    RequestFailed(String),
    /// Lost with reason Destroyed: nothing restarts.
    Lost {
        /// Why.
        reason: LossReason,
        /// wgpu's message.
        message: String,
    },
    /// Lost with reason Unknown: retrying with backoff.
    Recovering {
        /// Attempts made so far.
        attempt: u32,
        /// When the next attempt runs.
        next_at: Instant,
        /// When the loss was seen.
        since: Instant,
        /// Why the last attempt failed.
        last_error: Option<String>,
        /// A device request is running on another thread.
        requesting: bool,
    },
    /// No device: a page lesson is open, and its page has a device of its own, in its
    /// own process. A scene lesson asks for one again.
    Parked,
    /// Recovery ran out of attempts.
    GaveUp {
        /// Attempts made.
        attempts: u32,
        /// The last failure.
        message: String,
    },
}

impl DeviceState {
    /// The state for a failed device request.
    pub fn from_error(e: &DeviceError) -> Self {
        match e {
            DeviceError::NoAdapter { .. } => Self::NoAdapter(e.to_string()),
            DeviceError::MissingRequirement { .. } => Self::MissingRequirement(e.to_string()),
            DeviceError::Request(_) => Self::RequestFailed(e.to_string()),
        }
    }

    /// One sentence for the viewport and the CLI, in English.
    pub fn describe(&self) -> String {
        self.said().en
    }

    /// One sentence for the viewport and the CLI, in `lang`.
    pub fn describe_in(&self, lang: Lang) -> String {
        self.said().take(lang)
    }

    /// One sentence for the viewport and the CLI, in both languages. Messages that come
    /// from wgpu or the driver stay as they are.
    pub fn said(&self) -> Both {
        match self {
            Self::Starting => text::device::STARTING.into(),
            Self::Running => text::device::RUNNING.into(),
            Self::Parked => text::device::PARKED.into(),
            Self::NoAdapter(m) | Self::MissingRequirement(m) | Self::RequestFailed(m) => Both {
                es: m.clone(),
                en: m.clone(),
            },
            Self::Lost { reason, message } => {
                let detail = if message.is_empty() {
                    String::new()
                } else {
                    format!(": {message}")
                };
                text::device::lost(reason.word(), &detail)
            }
            Self::Recovering {
                attempt,
                requesting: true,
                ..
            } => text::device::recovering_now(*attempt),
            Self::Recovering { attempt, next_at, .. } => text::device::recovering_in(
                attempt + 1,
                next_at.saturating_duration_since(Instant::now()).as_secs_f32(),
            ),
            Self::GaveUp { attempts, message } => text::device::gave_up(*attempts, message),
        }
    }
}

/// Loss and recovery figures.
#[derive(Clone, Debug, Default)]
pub struct RecoveryStats {
    /// Losses seen.
    pub losses: u64,
    /// Successful recoveries.
    pub recoveries: u64,
    /// Recovery attempts, failed or not.
    pub attempts: u64,
    /// Time from loss to a running device, per recovery, in milliseconds.
    pub recover_ms: Vec<f32>,
}

/// What the host knows about the viewport this frame.
#[derive(Clone, Debug, Default)]
pub struct FrameInput {
    /// Viewport size in logical points.
    pub viewport_pt: (f32, f32),
    /// The real device-pixel ratio.
    pub dpr: f32,
    /// Pointer in canvas pixels, if over the viewport.
    pub mouse_px: Option<(f32, f32)>,
    /// Primary button held over the viewport.
    pub mouse_down: bool,
    /// Extra resize events this frame, in logical points (a window border drag).
    pub resize_events_pt: Vec<(f32, f32)>,
}

/// Per-frame figures for the stats panel and the benches.
#[derive(Clone, Debug, Default)]
pub struct FrameStats {
    /// Canvas size in pixels.
    pub canvas_px: (u32, u32),
    /// Size asked for before clamping, in pixels.
    pub requested_px: (u32, u32),
    /// Size-dependent target recreations so far.
    pub recreations: u64,
    /// Live texture bytes on the lesson device.
    pub live_bytes: u64,
    /// Of which awaiting the simulated collector.
    pub orphan_bytes: u64,
    /// Peak live bytes since the last reset.
    pub peak_bytes: u64,
    /// Whether this frame ran a conversion pass.
    pub converted: bool,
    /// GPU times from timestamp queries (newest read back).
    pub gpu: Option<GpuTimes>,
    /// CPU time spent recording and submitting this frame, in milliseconds.
    pub cpu_ms: f32,
    /// The id of the canvas texture this frame drew into.
    pub texture_id: Option<u64>,
    /// Ids returned by three `current_texture()` calls in this frame (all the same).
    pub texture_ids_3_calls: [u64; 3],
    /// Workgroups dispatched this frame (compute scene).
    pub dispatch: Option<[u32; 3]>,
    /// Why current textures expired so far.
    pub expired: super::canvas::Expiries,
    /// GPU time of the frame measured on the CPU from submit to
    /// `on_submitted_work_done`, in milliseconds (approximate; used without timestamps).
    pub approx_gpu_ms: Option<f32>,
    /// Validation/OOM/lost errors in the last second.
    pub errors_per_s: usize,
    /// Why no frame was drawn, if none was.
    pub skipped: Option<crate::text::Both>,
    /// How long the GPU has been on the oldest unfinished frame, when the queue is full
    /// and this frame was held back.
    pub gpu_busy_ms: Option<f32>,
    /// `queue.submit` calls in the last frame.
    pub submits: u32,
    /// A 1-D dispatch too large for one dimension: the groups it needed and
    /// `maxComputeWorkgroupsPerDimension`; the sandbox split it over y.
    pub dispatch_split: Option<(u64, u32)>,
    /// `onSubmittedWorkDone` callbacks asked for and fired so far.
    pub work_done: (u64, u64),
    /// Times the CPU blocked until the lesson device finished its work
    /// ([`crate::gpu::Sandbox::finish`]), so far: a frame that must not wait leaves it
    /// unchanged.
    pub gpu_waits: u64,
}
