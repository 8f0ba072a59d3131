//! `Sandbox`: the lesson's whole GPU world. It owns the lesson device, the canvas, the
//! size-dependent targets, the scene and the presentation path, and runs one frame at
//! a time. The window, the CLI and the tests all go through [`Sandbox::frame`].

use std::time::{Duration, Instant};

use crate::lesson::{CanvasFormatKnob, DevicePolicySpec, Knobs, Resolution, SceneKind};
use crate::wgsl::{self, Diagnostic, Report};

use super::canvas::{Canvas, CanvasConfig};
use super::device::{self, DeviceError, DevicePolicy, Generation, LessonDevice, LossReason};
use super::events::{EventKind, SharedLog};
use super::ledger::Ledger;
use super::present::{GpuTimes, Pixels, Present};
use super::recovery::{DeviceState, RecoveryStats};
use super::resources::{CpuImage, FrameUniform, Resources};
use super::scene::{self, FrameViews, ScenePipeline, Target};
use super::targets::{TargetSpec, Targets};

/// How the sandbox is created.
#[derive(Clone, Debug)]
pub struct SandboxOptions {
    /// Backends for the lesson device; `None` follows `WGPU_BACKEND` or wgpu's default.
    pub backends: Option<wgpu::Backends>,
    /// The host's preferred format (eframe's `target_format`; `rgba8unorm` headless).
    pub preferred: wgpu::TextureFormat,
    /// The lesson picture, decoded once.
    pub image: CpuImage,
}

impl Default for SandboxOptions {
    fn default() -> Self {
        Self {
            backends: None,
            preferred: wgpu::TextureFormat::Rgba8Unorm,
            image: CpuImage::checker(),
        }
    }
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
    pub skipped: Option<String>,
}

/// The sandbox.
pub struct Sandbox {
    opts: SandboxOptions,
    instance: wgpu::Instance,
    pub(super) dev: Option<LessonDevice>,
    pub(super) res: Option<Resources>,
    pub(super) canvas: Canvas,
    pub(super) ledger: Ledger,
    pub(super) targets: Targets,
    pub(super) present: Option<Present>,
    pipeline: Option<ScenePipeline>,
    source: String,
    report: Report,
    build_problems: Vec<Diagnostic>,
    scene: SceneKind,
    spec: DevicePolicySpec,
    knobs: Knobs,
    log: SharedLog,
    generation: Generation,
    pub(super) state: DeviceState,
    pub(super) recovery: RecoveryStats,
    pub(super) simulated_reset: bool,
    frame_index: u64,
    shader_frame: u64,
    shader_start: Instant,
    last_frame: Instant,
    storm: Option<(Instant, u32)>,
    pending_events: Vec<(u32, u32)>,
    kept_texture: Option<wgpu::Texture>,
    pub(super) stale_resources: Option<Resources>,
    stats: FrameStats,
    readback: bool,
    work_done_ms: std::sync::Arc<std::sync::atomic::AtomicU32>,
}

impl Sandbox {
    /// Creates the sandbox and requests its device. Never fails: without an adapter the
    /// sandbox says so through [`Sandbox::state`] and still validates WGSL.
    pub fn new(opts: SandboxOptions, scene: SceneKind, spec: DevicePolicySpec, knobs: Knobs) -> Self {
        let instance = device::instance(opts.backends);
        let mut s = Self {
            opts,
            instance,
            dev: None,
            res: None,
            canvas: Canvas::default(),
            ledger: Ledger::default(),
            targets: Targets::default(),
            present: None,
            pipeline: None,
            source: String::new(),
            report: Report::default(),
            build_problems: Vec::new(),
            scene,
            spec,
            knobs,
            log: SharedLog::default(),
            generation: Generation::default(),
            state: DeviceState::Starting,
            recovery: RecoveryStats::default(),
            simulated_reset: false,
            frame_index: 0,
            shader_frame: 0,
            shader_start: Instant::now(),
            last_frame: Instant::now(),
            storm: None,
            pending_events: Vec::new(),
            kept_texture: None,
            stale_resources: None,
            stats: FrameStats::default(),
            readback: true,
            work_done_ms: std::sync::Arc::new(std::sync::atomic::AtomicU32::new(u32::MAX)),
        };
        s.state = match s.start_device() {
            Ok(()) => DeviceState::Running,
            Err(e) => DeviceState::from_error(&e),
        };
        s
    }

    /// Requests a device with the current policy and builds everything on it.
    pub(super) fn start_device(&mut self) -> Result<(), DeviceError> {
        let adapter = device::adapter_for(&self.instance, self.opts.backends)?;
        let policy = DevicePolicy::new(&self.spec, &self.knobs);
        let dev = device::request(&adapter, &policy, &self.log, &self.generation)?;
        self.ledger.reset();
        self.canvas = Canvas::default();
        self.targets.forget();
        self.res = Some(Resources::new(
            &dev.device,
            &dev.queue,
            &self.opts.image,
            &mut self.ledger,
        ));
        self.present = Some(Present::new(
            &dev.device,
            &dev.queue,
            self.opts.preferred,
            dev.has_timestamps(),
        ));
        self.dev = Some(dev);
        self.configure_canvas();
        self.rebuild();
        Ok(())
    }

    /// Drops every GPU object (the device is lost or replaced). CPU-side sources stay.
    pub(super) fn drop_gpu(&mut self) {
        self.pipeline = None;
        self.kept_texture = None;
        self.targets.forget();
        self.canvas = Canvas::default();
        self.present = None;
        self.ledger.reset();
        if self.knobs.bug_stale_device {
            // The bug: one component keeps the old device's objects.
            if let Some(old) = self.res.take() {
                self.stale_resources = Some(old);
            }
        } else {
            self.res = None;
            self.stale_resources = None;
        }
        self.dev = None;
    }

    /// The canvas format the knobs ask for.
    pub fn canvas_format(&self) -> wgpu::TextureFormat {
        match self.knobs.canvas_format {
            CanvasFormatKnob::Preferred => self.opts.preferred,
            CanvasFormatKnob::Rgba8Unorm => wgpu::TextureFormat::Rgba8Unorm,
            CanvasFormatKnob::Bgra8Unorm => wgpu::TextureFormat::Bgra8Unorm,
        }
    }

    /// Whether the `-srgb` view knob can work on this device.
    pub fn srgb_view_available(&self) -> bool {
        self.dev.as_ref().is_some_and(|d| d.view_formats_supported)
    }

    fn view_format(&self) -> wgpu::TextureFormat {
        let f = self.canvas_format();
        if self.knobs.srgb_view && self.srgb_view_available() {
            f.add_srgb_suffix()
        } else {
            f
        }
    }

    pub(super) fn configure_canvas(&mut self) {
        let format = self.canvas_format();
        let view = self.view_format();
        let view_formats = if view == format { Vec::new() } else { vec![view] };
        self.canvas
            .configure(&mut self.ledger, CanvasConfig { format, view_formats });
    }

    fn pipeline_target(&self) -> Target {
        let mut format = self.view_format();
        if self.knobs.bug_wrong_target_format {
            format = match format.remove_srgb_suffix() {
                wgpu::TextureFormat::Bgra8Unorm => wgpu::TextureFormat::Rgba8Unorm,
                _ => wgpu::TextureFormat::Bgra8Unorm,
            };
        }
        Target {
            scene: self.scene,
            format,
            samples: if self.scene == SceneKind::Mesh {
                self.knobs.msaa
            } else {
                1
            },
            constants: self.constants(),
        }
    }

    /// Pipeline constants: `TILE` from the granted workgroup storage, unless the bug
    /// knob fixes it at 32.
    fn constants(&self) -> Vec<(String, f64)> {
        let declared = self
            .report
            .reflection
            .as_ref()
            .is_some_and(|r| r.overrides.iter().any(|o| o == "TILE"));
        if !declared {
            return Vec::new();
        }
        vec![("TILE".to_owned(), f64::from(self.tile()))]
    }

    /// The `TILE` value the sandbox sets.
    pub fn tile(&self) -> u32 {
        let storage = self.limits().max_compute_workgroup_storage_size;
        if self.knobs.bug_fixed_tile || storage >= 32768 {
            32
        } else {
            16
        }
    }

    /// Limits the shader is checked against: the device's, or the defaults without one.
    pub fn limits(&self) -> wgpu::Limits {
        self.dev
            .as_ref()
            .map_or_else(wgpu::Limits::default, |d| d.granted_limits.clone())
    }

    /// Sets the shader text: validates it, and builds it when clean. A broken text keeps
    /// the last good pipeline drawing.
    pub fn set_source(&mut self, source: &str) -> &Report {
        self.source = source.to_owned();
        self.revalidate();
        &self.report
    }

    fn revalidate(&mut self) {
        let limits = self.limits();
        // Overrides are resolved with the value the sandbox will set.
        let overrides: std::collections::HashMap<String, f64> =
            [("TILE".to_owned(), f64::from(self.tile()))].into_iter().collect();
        self.report = wgsl::validate(
            &self.source,
            &wgsl::Options {
                limits: &limits,
                scene: self.scene,
                overrides: &overrides,
            },
        );
        self.rebuild();
    }

    /// Builds the pipeline from the current text, if the report is clean.
    fn rebuild(&mut self) {
        self.build_problems.clear();
        if !self.report.is_clean() {
            return;
        }
        let (Some(dev), Some(res)) = (&self.dev, &self.res) else {
            return;
        };
        match scene::build(&dev.device, res, &self.source, &self.report, &self.pipeline_target()) {
            Ok(p) => {
                self.pipeline = Some(p);
                self.shader_start = Instant::now();
                self.shader_frame = 0;
            }
            Err(problems) => self.build_problems = problems,
        }
    }

    /// Every problem of the current text: naga, limit prechecks, and pipeline creation.
    pub fn problems(&self) -> Vec<Diagnostic> {
        self.report
            .diagnostics
            .iter()
            .chain(&self.build_problems)
            .cloned()
            .collect()
    }

    /// The latest validation report.
    pub fn report(&self) -> &Report {
        &self.report
    }

    /// Whether a pipeline (the last good one) is drawing.
    pub fn has_pipeline(&self) -> bool {
        self.pipeline.is_some()
    }

    /// The knobs in force.
    pub fn knobs(&self) -> &Knobs {
        &self.knobs
    }

    /// The scene kind.
    pub fn scene(&self) -> SceneKind {
        self.scene
    }

    /// Applies new knobs. A changed device policy re-creates the device through the
    /// recovery path; format, view and MSAA changes reconfigure and rebuild.
    pub fn set_knobs(&mut self, knobs: Knobs) {
        if knobs == self.knobs {
            return;
        }
        let old = std::mem::replace(&mut self.knobs, knobs);
        let policy_changed = DevicePolicy::new(&self.spec, &old) != DevicePolicy::new(&self.spec, &self.knobs);
        if policy_changed {
            self.recreate_device();
            return;
        }
        let k = self.knobs.clone();
        let fixed_reconfigure = old.bug_skip_reconfigure && !k.bug_skip_reconfigure && self.canvas.config().is_none();
        if old.canvas_format != k.canvas_format || old.srgb_view != k.srgb_view || fixed_reconfigure {
            self.configure_canvas();
        }
        if !k.bug_stale_device {
            // The component lets go of the old device's objects.
            self.stale_resources = None;
        }
        if old.canvas_format != k.canvas_format
            || old.srgb_view != k.srgb_view
            || old.msaa != k.msaa
            || old.bug_wrong_target_format != k.bug_wrong_target_format
            || old.bug_fixed_tile != k.bug_fixed_tile
        {
            self.revalidate();
        }
    }

    /// Switches lesson: scene, device policy and knobs.
    pub fn set_lesson(&mut self, scene: SceneKind, spec: DevicePolicySpec, knobs: Knobs) {
        let policy_changed = DevicePolicy::new(&spec, &knobs) != DevicePolicy::new(&self.spec, &self.knobs);
        self.scene = scene;
        self.spec = spec;
        self.knobs = knobs;
        self.pipeline = None;
        if policy_changed || !matches!(self.state, DeviceState::Running) {
            self.recreate_device();
        } else {
            self.configure_canvas();
        }
    }

    /// Re-creates the device on purpose (policy change or "start again").
    pub fn recreate_device(&mut self) {
        self.generation.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        if let Some(d) = &self.dev {
            d.device.destroy();
        }
        self.drop_gpu();
        self.state = match self.start_device() {
            Ok(()) => DeviceState::Running,
            Err(e) => DeviceState::from_error(&e),
        };
        self.revalidate();
    }

    /// The shared event log.
    pub fn log(&self) -> &SharedLog {
        &self.log
    }

    /// The lesson device, if one is alive.
    pub fn device(&self) -> Option<&LessonDevice> {
        self.dev.as_ref()
    }

    /// Device state (running, lost, recovering, ...).
    pub fn state(&self) -> &DeviceState {
        &self.state
    }

    /// Loss and recovery figures.
    pub fn recovery_stats(&self) -> &RecoveryStats {
        &self.recovery
    }

    /// The newest frame read back.
    pub fn pixels(&self) -> Option<&Pixels> {
        self.present
            .as_ref()
            .map(Present::latest)
            .filter(|p| !p.data.is_empty())
    }

    /// Figures of the last frame.
    pub fn stats(&self) -> &FrameStats {
        &self.stats
    }

    /// Frames rendered since the sandbox started.
    pub fn frame_index(&self) -> u64 {
        self.frame_index
    }

    /// Conversion passes run so far.
    pub fn conversions(&self) -> u64 {
        self.present.as_ref().map_or(0, |p| p.conversions)
    }

    /// Starts a resize storm: `per_frame` resize events each frame for `duration`.
    pub fn resize_storm(&mut self, per_frame: u32, duration: Duration) {
        self.storm = Some((Instant::now() + duration, per_frame));
    }

    /// Queues resize events (in pixels) for the next frame, as a window drag would.
    pub fn push_resize_events(&mut self, sizes_px: impl IntoIterator<Item = (u32, u32)>) {
        self.pending_events.extend(sizes_px);
    }

    /// Turns the readback off (benchmarks of a bare render) or on.
    pub fn set_readback(&mut self, on: bool) {
        self.readback = on;
    }

    /// Highest live texture bytes since the last [`Sandbox::reset_peak`].
    pub fn peak_live_bytes(&self) -> u64 {
        self.ledger.peak_bytes()
    }

    /// Resets the peak of live texture bytes.
    pub fn reset_peak(&mut self) {
        self.ledger.reset_peak();
    }

    /// The canvas size for a viewport, before and after clamping.
    fn canvas_size(&self, viewport_pt: (f32, f32), dpr: f32) -> ((u32, u32), (u32, u32)) {
        if let Some(fixed) = self
            .knobs
            .resolution
            .fixed_size()
            .filter(|_| self.knobs.resolution != Resolution::Window)
        {
            return (fixed, self.clamp(fixed));
        }
        let dpr = if self.knobs.simulated_dpr > 0.0 {
            self.knobs.simulated_dpr
        } else {
            dpr.max(0.1)
        };
        let dpr = dpr.min(self.knobs.max_dpr);
        let px = (
            (viewport_pt.0 * dpr).round().max(0.0) as u32,
            (viewport_pt.1 * dpr).round().max(0.0) as u32,
        );
        (px, self.clamp(px))
    }

    fn clamp(&self, px: (u32, u32)) -> (u32, u32) {
        if !self.knobs.clamp_max_dimension {
            return px;
        }
        let max = self.limits().max_texture_dimension_2d;
        (px.0.min(max), px.1.min(max))
    }

    fn target_spec(&self, size_px: (u32, u32)) -> TargetSpec {
        TargetSpec {
            size_px,
            depth: self.scene == SceneKind::Mesh,
            samples: if self.scene == SceneKind::Mesh {
                self.knobs.msaa
            } else {
                1
            },
            color_format: self.view_format(),
            output: self.scene == SceneKind::Compute,
        }
    }

    /// Applies one canvas size: the canvas texture expires and the targets follow. The
    /// targets also follow a change of scene, MSAA or format at the same size.
    fn apply_size(&mut self, size_px: (u32, u32), force: bool) {
        let Some(dev) = &self.dev else { return };
        if size_px != self.canvas.size_px() || force {
            self.canvas.set_size(&mut self.ledger, size_px);
        }
        if size_px.0 == 0 || size_px.1 == 0 {
            return;
        }
        let spec = self.target_spec(size_px);
        self.targets
            .ensure(&mut self.ledger, &dev.device, spec, self.knobs.destroy_old, force);
    }

    /// Runs one frame: resize, acquire, uniforms, scene, conversion, readback, submit.
    pub fn frame(&mut self, input: &FrameInput) -> &FrameStats {
        let started = Instant::now();
        self.stats.skipped = None;
        self.poll_device();
        let lost_loop = self.knobs.bug_loop_after_loss
            && self.dev.is_some()
            && matches!(self.state, DeviceState::Lost { .. } | DeviceState::Recovering { .. });
        if !matches!(self.state, DeviceState::Running) && !lost_loop {
            self.stats.skipped = Some(self.state.describe());
            self.stats.errors_per_s = self.log.lock().errors_per_second();
            return &self.stats;
        }
        if lost_loop {
            // The bug: the loop was not stopped, so this frame goes to the lost device.
            self.log.push(
                EventKind::Lost,
                "frame submitted to a lost device: the loop was not stopped (bug knob)",
            );
        }
        self.frame_index += 1;
        let now = Instant::now();
        let delta = now.duration_since(self.last_frame).as_secs_f32();
        self.last_frame = now;

        // 1. Resize, before the texture is acquired.
        let (requested, size) = self.canvas_size(input.viewport_pt, input.dpr);
        self.stats.requested_px = requested;
        let mut events: Vec<(u32, u32)> = std::mem::take(&mut self.pending_events);
        events.extend(
            input
                .resize_events_pt
                .iter()
                .map(|&(w, h)| self.canvas_size((w, h), input.dpr).1),
        );
        match self.storm {
            Some((until, per_frame)) if now < until => {
                // A fast drag of a window border: many sizes per frame, ending
                // somewhere new each frame.
                let (w, h) = size;
                let f = self.frame_index as u32;
                events.extend((0..per_frame.max(1)).map(|j| {
                    let k = (f * 7 + j) % 60;
                    (w.saturating_sub(k * 4).max(1), h.saturating_sub(k * 3).max(1))
                }));
            }
            _ => {
                self.storm = None;
                events.push(size);
            }
        }
        if self.knobs.coalesce_resize {
            let last = *events.last().unwrap_or(&size);
            self.apply_size(last, self.knobs.bug_resize_every_frame);
        } else {
            for e in events {
                self.apply_size(e, self.knobs.bug_resize_every_frame);
            }
        }
        if self.knobs.destroy_old {
            self.ledger.sweep_all();
        } else {
            self.ledger.sweep(Duration::from_secs_f32(self.knobs.gc_interval_s));
        }
        self.check_budget();
        if self.dev.is_none() {
            return &self.stats;
        }
        let size = self.canvas.size_px();
        if (size.0 == 0 || size.1 == 0) && self.knobs.zero_size_guard {
            self.stats.skipped = Some("canvas is 0 px high or wide: frame skipped (zero-size guard)".to_owned());
            self.finish_stats(started);
            return &self.stats;
        }
        self.encode_and_submit(input, size, delta);
        self.finish_stats(started);
        &self.stats
    }

    fn encode_and_submit(&mut self, input: &FrameInput, size: (u32, u32), delta: f32) {
        let Some(dev) = &self.dev else { return };
        let device = dev.device.clone();
        let queue = dev.queue.clone();
        let max_per_dim = dev.granted_limits.max_compute_workgroups_per_dimension;
        let has_ts = dev.has_timestamps();

        // 2. The frame's texture: asked for once, here.
        let first = self
            .canvas
            .current_texture(&mut self.ledger, &device)
            .map(|(t, id)| (t.clone(), id));
        // Asking again in the same frame returns the same texture: the lesson shows the ids.
        let again = [1, 2].map(|_| {
            self.canvas
                .current_texture(&mut self.ledger, &device)
                .map_or(0, |(_, id)| id)
        });
        let Some((texture, id)) = first else {
            self.log.push(
                EventKind::Validation,
                "getCurrentTexture() on an unconfigured canvas: InvalidStateError (the canvas was not configured after recovery)",
            );
            return;
        };
        let texture = if self.knobs.bug_keep_texture {
            self.kept_texture.get_or_insert(texture).clone()
        } else {
            self.kept_texture = None;
            texture
        };
        self.stats.texture_id = Some(id);
        self.stats.texture_ids_3_calls = [id, again[0], again[1]];
        if self.knobs.bug_resize_after_acquire {
            // The bug: the size changes after the texture was taken; it expires now.
            self.canvas.set_size(&mut self.ledger, size);
        }

        // 3. Uniforms.
        self.shader_frame += 1;
        let uniform = FrameUniform {
            resolution: [size.0 as f32, size.1 as f32],
            mouse: input.mouse_px.map_or([0.0, 0.0], |(x, y)| [x, y]),
            time: self.shader_start.elapsed().as_secs_f32(),
            delta,
            frame: self.shader_frame as u32,
            mouse_down: u32::from(input.mouse_down),
        };
        let res = self.stale_resources.as_ref().or(self.res.as_ref());
        let Some(res) = res else { return };
        queue.write_buffer(&res.frame, 0, bytemuck::bytes_of(&uniform));
        let camera = super::mesh::CameraUniform::at(size, uniform.time);
        queue.write_buffer(&res.camera, 0, bytemuck::bytes_of(&camera));

        // 4. Scene pass, conversion pass, readback copy.
        let mut encoder = device.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("frame") });
        let view = texture.create_view(&wgpu::TextureViewDescriptor {
            label: Some("canvas view"),
            format: Some(self.view_format()),
            ..Default::default()
        });
        let Some(present) = &mut self.present else { return };
        if let Some(p) = &self.pipeline {
            let views = FrameViews {
                color: &view,
                msaa: self.targets.msaa(),
                depth: self.targets.depth(),
                output: self.targets.output(),
                size_px: size,
            };
            self.stats.dispatch = (self.scene == SceneKind::Compute).then(|| p.dispatch_size(size, max_per_dim));
            let ts = present.query_set().map(|q| (q, 0));
            p.encode(
                &device,
                res,
                &mut encoder,
                &views,
                self.knobs.scene_cost,
                max_per_dim,
                ts,
            );
        } else {
            clear(&mut encoder, &view);
        }
        if self.readback {
            present.encode(&device, &mut encoder, &mut self.ledger, &texture, self.frame_index);
        }
        queue.submit([encoder.finish()]);
        present.after_submit();
        if !has_ts {
            // Without timestamp-query, time the frame from submit to "work done" on the CPU.
            let submitted = Instant::now();
            let slot = std::sync::Arc::clone(&self.work_done_ms);
            queue.on_submitted_work_done(move || {
                let ms = submitted.elapsed().as_secs_f32() * 1000.0;
                slot.store(ms.to_bits(), std::sync::atomic::Ordering::Relaxed);
            });
        }
        // 5. The compositor takes the frame: the texture expires.
        self.canvas.present(&mut self.ledger);
        let _ = device.poll(wgpu::PollType::Poll);
        present.collect();
    }

    fn finish_stats(&mut self, started: Instant) {
        self.stats.canvas_px = self.canvas.size_px();
        self.stats.recreations = self.targets.recreations;
        self.stats.live_bytes = self.ledger.live_bytes();
        self.stats.orphan_bytes = self.ledger.orphan_bytes();
        self.stats.peak_bytes = self.ledger.peak_bytes();
        self.stats.converted = self.present.as_ref().is_some_and(|p| p.last_converted);
        self.stats.gpu = self.present.as_ref().and_then(Present::latest_times);
        self.stats.cpu_ms = started.elapsed().as_secs_f32() * 1000.0;
        self.stats.expired = self.canvas.expired;
        let bits = self.work_done_ms.load(std::sync::atomic::Ordering::Relaxed);
        self.stats.approx_gpu_ms = (bits != u32::MAX).then(|| f32::from_bits(bits));
        self.stats.errors_per_s = self.log.lock().errors_per_second();
    }

    /// The simulated memory budget: over it, a labelled out-of-memory loss.
    fn check_budget(&mut self) {
        let budget = u64::from(self.knobs.memory_budget_mib) << 20;
        if budget == 0 || self.ledger.live_bytes() <= budget {
            return;
        }
        self.log.push(
            EventKind::OutOfMemory,
            format!(
                "simulated device memory budget of {} MiB exceeded ({:.1} MiB live): Lienzo destroys the device \
                 and reports the loss as a driver would (simulated)",
                self.knobs.memory_budget_mib,
                self.ledger.live_bytes() as f64 / f64::from(1u32 << 20)
            ),
        );
        self.simulate_reset();
    }

    /// Blocks until every submitted frame is read back (headless use and tests).
    pub fn finish(&mut self) {
        let Some(dev) = &self.dev else { return };
        for _ in 0..1000 {
            let _ = dev.device.poll(wgpu::PollType::wait_indefinitely());
            let Some(present) = &mut self.present else { return };
            present.collect();
            if !present.in_flight() {
                break;
            }
        }
        self.stats.gpu = self.present.as_ref().and_then(Present::latest_times);
    }

    /// Renders `n` frames of a fixed size and waits for the last one (headless).
    pub fn render_frames(&mut self, n: u32, size_px: (u32, u32)) -> Option<&Pixels> {
        let input = FrameInput {
            viewport_pt: (size_px.0 as f32, size_px.1 as f32),
            dpr: 1.0,
            ..Default::default()
        };
        for _ in 0..n {
            self.frame(&input);
            self.finish();
        }
        self.pixels()
    }

    /// `destroy()`: reason Destroyed; nothing restarts.
    pub fn destroy_device(&mut self) {
        if let Some(d) = &self.dev {
            self.log.push(
                EventKind::Info,
                "device.destroy() called: the device is lost with reason \"destroyed\"",
            );
            d.device.destroy();
            let _ = d.device.poll(wgpu::PollType::Poll);
        }
        self.poll_device();
    }

    /// A simulated driver reset: Lienzo calls `destroy()` and reports reason Unknown, so
    /// recovery runs as after a real reset.
    pub fn simulate_reset(&mut self) {
        if let Some(d) = &self.dev {
            self.simulated_reset = true;
            self.log.push(
                EventKind::Info,
                "simulated driver reset: Lienzo calls destroy() and reports the loss as reason \"unknown\"",
            );
            d.device.destroy();
            let _ = d.device.poll(wgpu::PollType::Poll);
        }
        self.poll_device();
    }

    /// A human sentence for the adapter, for status bars and logs.
    pub fn adapter_line(&self) -> String {
        match &self.dev {
            Some(d) => format!("{} ({:?}, {})", d.info.name, d.info.backend, d.info.driver),
            None => "no lesson device".to_owned(),
        }
    }

    /// The host's preferred format.
    pub fn preferred_format(&self) -> wgpu::TextureFormat {
        self.opts.preferred
    }

    /// The reason of the current loss, if lost.
    pub fn loss_reason(&self) -> Option<LossReason> {
        match &self.state {
            DeviceState::Lost { reason, .. } => Some(*reason),
            DeviceState::Recovering { .. } | DeviceState::GaveUp { .. } => Some(LossReason::Unknown),
            _ => None,
        }
    }

    pub(super) fn log_info(&self, msg: impl Into<String>) {
        self.log.push(EventKind::Info, msg);
    }

    pub(super) fn knobs_ref(&self) -> &Knobs {
        &self.knobs
    }

    pub(super) fn after_recovery(&mut self) {
        if self.knobs.bug_skip_reconfigure {
            self.canvas.unconfigure(&mut self.ledger);
        }
        self.revalidate();
    }
}

fn clear(encoder: &mut wgpu::CommandEncoder, view: &wgpu::TextureView) {
    let _ = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
        label: Some("clear (no pipeline yet)"),
        color_attachments: &[Some(wgpu::RenderPassColorAttachment {
            view,
            depth_slice: None,
            resolve_target: None,
            ops: wgpu::Operations {
                load: wgpu::LoadOp::Clear(wgpu::Color {
                    r: 0.08,
                    g: 0.08,
                    b: 0.1,
                    a: 1.0,
                }),
                store: wgpu::StoreOp::Store,
            },
        })],
        depth_stencil_attachment: None,
        timestamp_writes: None,
        occlusion_query_set: None,
        multiview_mask: None,
    });
}
