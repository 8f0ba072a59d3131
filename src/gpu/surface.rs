//! `Surface`: the page's `<canvas>` and its presentation (wgpu's `SurfaceWrapper`). It
//! owns the canvas, the size-dependent targets, the presentation path with its readback
//! ring, the texture a buggy page keeps, resize events and storms, frames in flight and
//! the frame figures. It is handed the device, the ledger and the pipeline for each call;
//! it never asks for a device or builds a pipeline.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;
use web_time::Instant;

use crate::lesson::{Knobs, SceneKind};

use super::canvas::{Canvas, CanvasConfig};
use super::device::LessonDevice;
use super::events::SharedLog;
use super::inflight::{FRAME_BUDGET, InFlight};
use super::ledger::Ledger;
use super::present::{Pixels, Present};
use super::resources::Resources;
use super::scene::ScenePipeline;
use super::status::{FrameInput, FrameStats};
use super::targets::Targets;

mod frame;
mod resize;

/// Frame counts and times.
struct Clock {
    /// Frames rendered since the sandbox started.
    frame_index: u64,
    last_frame: Instant,
    /// The frame index when the open lesson started: frames up to it belong to the
    /// previous lesson and are never shown as this one's.
    page_start: u64,
    /// The frame index of the last change that can alter the picture (a pipeline, a
    /// knob, a size, a device): the window keeps drawing a while after it, then idles
    /// unless the shader animates.
    changed_at: u64,
    /// The shader's own clock (`frame.time`, `frame.frame`), restarted with each pipeline.
    shader_start: Instant,
    shader_frame: u64,
}

/// How the canvas is sized and what the targets are for: from the knobs, the scene and
/// the device's limits.
pub(super) struct Sizing<'a> {
    pub knobs: &'a Knobs,
    pub scene: SceneKind,
    /// The format the pipeline draws in.
    pub view_format: wgpu::TextureFormat,
    /// `maxTextureDimension2D`.
    pub max_dimension: u32,
}

/// What one frame draws with.
pub(super) struct FrameCx<'a> {
    pub sizing: Sizing<'a>,
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    /// `maxComputeWorkgroupsPerDimension`.
    pub max_per_dim: u32,
    pub res: Option<Arc<Resources>>,
    pub pipeline: Option<&'a ScenePipeline>,
    pub log: &'a SharedLog,
}

/// The canvas and its presentation.
pub(super) struct Surface {
    canvas: Canvas,
    targets: Targets,
    present: Option<Present>,
    storm: Option<(Instant, u32)>,
    pending_events: Vec<(u32, u32)>,
    in_flight: InFlight,
    /// `onSubmittedWorkDone` callbacks asked for, and fired (wgpu fires them inside
    /// `device.poll`).
    work_done: (u64, Arc<AtomicU64>),
    stats: FrameStats,
    readback: bool,
    /// Why frames are paused: the last one took longer than the frame budget.
    too_slow: Option<crate::text::Both>,
    clock: Clock,
}

impl Default for Surface {
    fn default() -> Self {
        Self {
            canvas: Canvas::default(),
            targets: Targets::default(),
            present: None,
            storm: None,
            pending_events: Vec::new(),
            in_flight: InFlight::default(),
            work_done: Default::default(),
            stats: FrameStats::default(),
            readback: true,
            too_slow: None,
            clock: Clock {
                frame_index: 0,
                last_frame: Instant::now(),
                page_start: 0,
                changed_at: 0,
                shader_start: Instant::now(),
                shader_frame: 0,
            },
        }
    }
}

impl Surface {
    /// Something that can change the picture happened: frames follow for a while.
    pub fn touch(&mut self) {
        self.clock.changed_at = self.clock.frame_index;
    }

    /// A new device: a blank canvas and a new presentation path on it.
    pub fn install(&mut self, dev: &LessonDevice, preferred: wgpu::TextureFormat) {
        self.touch();
        self.canvas = Canvas::default();
        self.targets.forget();
        self.in_flight = InFlight::default();
        self.too_slow = None;
        self.present = Some(Present::new(&dev.device, &dev.queue, preferred, dev.has_timestamps()));
    }

    /// Lets go of every GPU object with the device.
    pub fn drop_gpu(&mut self) {
        self.targets.forget();
        self.canvas = Canvas::default();
        self.present = None;
        self.in_flight = InFlight::default();
    }

    /// `context.configure(...)`.
    pub fn configure(&mut self, ledger: &mut Ledger, config: CanvasConfig) {
        self.canvas.configure(ledger, config);
    }

    /// A new pipeline draws: its clock starts, and a pause for a slow shader ends.
    pub fn new_pipeline(&mut self) {
        self.too_slow = None;
        self.clock.shader_start = Instant::now();
        self.clock.shader_frame = 0;
    }

    /// A new page opens blank: the frames so far are not its.
    pub fn open_page(&mut self) {
        self.clock.page_start = self.clock.frame_index;
    }

    /// Starts a resize storm: `per_frame` resize events each frame for `duration`.
    pub fn resize_storm(&mut self, per_frame: u32, duration: Duration) {
        self.touch();
        self.storm = Some((Instant::now() + duration, per_frame));
    }

    /// Queues resize events (in pixels) for the next frame.
    pub fn push_resize_events(&mut self, sizes_px: impl IntoIterator<Item = (u32, u32)>) {
        self.pending_events.extend(sizes_px);
    }

    /// Turns the readback off or on.
    pub fn set_readback(&mut self, on: bool) {
        self.readback = on;
    }

    /// Whether frames are paused after one past the budget.
    pub fn paused(&self) -> bool {
        self.too_slow.is_some()
    }

    /// Whether the picture is still settling: a storm, resize events, or fewer than
    /// `settle` frames since the last change.
    pub fn settling(&self, settle: u64) -> bool {
        self.storm.is_some()
            || !self.pending_events.is_empty()
            || self.clock.frame_index < self.clock.changed_at + settle
    }

    /// The newest frame read back, of the open page: none until its first frame.
    pub fn pixels(&self) -> Option<&Pixels> {
        self.present
            .as_ref()
            .map(Present::latest)
            .filter(|p| !p.data().is_empty() && p.frame_index > self.clock.page_start)
    }

    /// Figures of the last frame.
    pub fn stats(&self) -> &FrameStats {
        &self.stats
    }

    /// Frames rendered so far.
    pub fn frame_index(&self) -> u64 {
        self.clock.frame_index
    }

    /// Conversion passes run so far.
    pub fn conversions(&self) -> u64 {
        self.present.as_ref().map_or(0, |p| p.conversions)
    }

    /// A new frame: nothing skipped yet.
    pub fn begin(&mut self) {
        self.stats.skipped = None;
    }

    /// No frame is drawn, for `why`.
    pub fn skip(&mut self, why: crate::text::Both, log: &SharedLog) -> &FrameStats {
        self.stats.skipped = Some(why);
        self.stats.errors_per_s = log.lock().errors_per_second();
        &self.stats
    }

    /// Whether this frame is held back: paused after a slow frame, or (`lost_loop`
    /// aside) the GPU still busy with earlier frames. The figures say why.
    pub fn held(&mut self, log: &SharedLog) -> bool {
        if let Some(why) = &self.too_slow {
            // Paused after a frame past the budget: nothing is submitted until an edit.
            self.stats.skipped = Some(why.clone());
            self.stats.errors_per_s = log.lock().errors_per_second();
            return true;
        }
        if let Some((index, for_how_long)) = self.in_flight.busy() {
            // requestAnimationFrame does not fire faster than the GPU finishes frames.
            self.stats.gpu_busy_ms = Some(for_how_long.as_secs_f32() * 1000.0);
            // A browser allows more: see `platform::FRAME_BUDGET_FACTOR`.
            let budget = FRAME_BUDGET * crate::platform::FRAME_BUDGET_FACTOR;
            if for_how_long >= budget {
                self.pause_too_slow(index, for_how_long);
                self.stats.skipped = self.too_slow.clone();
            }
            self.stats.errors_per_s = log.lock().errors_per_second();
            return true;
        }
        self.stats.gpu_busy_ms = None;
        false
    }

    /// Counts a frame; returns the seconds since the last one.
    pub fn tick(&mut self) -> f32 {
        self.clock.frame_index += 1;
        let now = Instant::now();
        let delta = now.duration_since(self.clock.last_frame).as_secs_f32();
        self.clock.last_frame = now;
        delta
    }

    /// Steps 2 to 5 (acquire, uniforms, passes, readback, submit) and the figures; a
    /// frame past the budget pauses the next ones.
    pub fn draw(&mut self, cx: &FrameCx<'_>, ledger: &mut Ledger, input: &FrameInput, delta: f32, started: Instant) {
        let size = self.canvas.size_px();
        if (size.0 == 0 || size.1 == 0) && cx.sizing.knobs.zero_size_guard {
            self.stats.skipped = Some(crate::text::device::ZERO_SIZE_SKIPPED.into());
            self.finish_stats(ledger, cx.log, started);
            return;
        }
        self.encode_and_submit(cx, ledger, input, size, delta);
        self.finish_stats(ledger, cx.log, started);
        // A driver that runs the work inside the call (GL, lavapipe on the next submit)
        // shows a slow shader as a slow call: past the budget, pause.
        let spent = started.elapsed();
        if spent >= FRAME_BUDGET {
            self.pause_too_slow(self.clock.frame_index, spent);
        }
    }

    /// Stops drawing a shader that takes longer than [`FRAME_BUDGET`] per frame, so the
    /// window stays usable; the next pipeline (any edit) or device starts it again.
    fn pause_too_slow(&mut self, index: u64, spent: Duration) {
        self.too_slow = Some(crate::text::device::too_slow(
            index,
            spent.as_secs_f32(),
            FRAME_BUDGET.as_secs_f32(),
        ));
    }

    fn finish_stats(&mut self, ledger: &Ledger, log: &SharedLog, started: Instant) {
        self.stats.canvas_px = self.canvas.size_px();
        self.stats.recreations = self.targets.recreations;
        self.stats.live_bytes = ledger.live_bytes();
        self.stats.orphan_bytes = ledger.orphan_bytes();
        self.stats.peak_bytes = ledger.peak_bytes();
        self.stats.converted = self.present.as_ref().is_some_and(|p| p.last_converted);
        self.stats.gpu = self.present.as_ref().and_then(Present::latest_times);
        self.stats.cpu_ms = started.elapsed().as_secs_f32() * 1000.0;
        self.stats.expired = self.canvas.expired;
        self.stats.approx_gpu_ms = self.in_flight.approx_gpu_ms();
        self.stats.errors_per_s = log.lock().errors_per_second();
        self.stats.work_done = (self.work_done.0, self.work_done.1.load(Ordering::Relaxed));
    }

    /// Collects every frame read back, after the caller waited for the device.
    pub fn collect(&mut self) {
        self.stats.gpu_waits += 1;
        let Some(present) = &mut self.present else { return };
        present.collect();
        self.stats.gpu = present.latest_times();
        self.stats.approx_gpu_ms = self.in_flight.approx_gpu_ms();
    }
}
