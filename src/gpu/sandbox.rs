//! `Sandbox`: the lesson's whole GPU world. It owns the lesson device, the canvas, the
//! size-dependent targets, the scene and the presentation path, and runs one frame at
//! a time. The window, the CLI and the tests all go through [`Sandbox::frame`].

use web_time::Instant;

use crate::lesson::{CanvasFormatKnob, DevicePolicySpec, Knobs, SceneKind};
use crate::wgsl::{Diagnostic, Report};

use super::canvas::{Canvas, CanvasConfig};
use super::device::{self, DeviceError, DevicePolicy, Generation, LessonDevice, LossReason};
use super::events::{EventKind, SharedLog};
use super::frame::FrameStats;
use super::ledger::Ledger;
use super::present::{Pixels, Present};
use super::recovery::{DeviceState, RecoveryStats};
use super::resources::{CpuImage, Resources};
use super::scene::{ScenePipeline, Target};
use super::targets::Targets;

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

/// The sandbox.
pub struct Sandbox {
    pub(super) opts: SandboxOptions,
    pub(super) instance: wgpu::Instance,
    pub(super) dev: Option<LessonDevice>,
    pub(super) res: Option<std::sync::Arc<Resources>>,
    pub(super) canvas: Canvas,
    pub(super) ledger: Ledger,
    pub(super) targets: Targets,
    pub(super) present: Option<Present>,
    pub(super) pipeline: Option<std::sync::Arc<ScenePipeline>>,
    pub(super) source: String,
    pub(super) report: std::sync::Arc<Report>,
    pub(super) build_problems: Vec<Diagnostic>,
    pub(super) scene: SceneKind,
    pub(super) spec: DevicePolicySpec,
    pub(super) knobs: Knobs,
    pub(super) log: SharedLog,
    pub(super) generation: Generation,
    pub(super) state: DeviceState,
    pub(super) recovery: RecoveryStats,
    pub(super) frame_index: u64,
    pub(super) shader_frame: u64,
    pub(super) shader_start: Instant,
    pub(super) last_frame: Instant,
    pub(super) storm: Option<(Instant, u32)>,
    pub(super) pending_events: Vec<(u32, u32)>,
    pub(super) kept_texture: Option<wgpu::Texture>,
    pub(super) stale_resources: Option<std::sync::Arc<Resources>>,
    pub(super) stats: FrameStats,
    pub(super) readback: bool,
    pub(super) in_flight: super::inflight::InFlight,
    /// `onSubmittedWorkDone` callbacks asked for, and fired (wgpu fires them inside
    /// `device.poll`).
    pub(super) work_done: (u64, std::sync::Arc<std::sync::atomic::AtomicU64>),
    /// Why frames are paused: the last one took longer than the frame budget.
    pub(super) too_slow: Option<String>,
    pub(super) pending: Option<std::sync::mpsc::Receiver<Result<LessonDevice, DeviceError>>>,
    /// Device requests not waited for: the request thread, or the page's event loop.
    pub(super) requests: super::spawn::Requests,
    /// Validation and pipeline creation, off the caller's thread, with a build cache.
    pub(super) compiler: super::compile::Compiler,
    /// Revision of the text; a build result for an older one is dropped.
    pub(super) rev: u64,
    /// The revision being built, while a build is in flight.
    pub(super) building: Option<u64>,
    /// Timings of the last build that was installed (validate, create, first draw).
    pub(super) last_build: Option<BuildTimes>,
    /// The window's mode: device requests and rebuilds are not waited for.
    pub(super) background_work: bool,
    /// On GL, the adapter every device is asked from. GL adapters of one instance
    /// share one EGL context, but each locks it with its own mutex: two adapters in
    /// use on two threads make the context current twice (EGL's BadAccess). One adapter
    /// means one lock.
    pub(super) gl_adapter: Option<wgpu::Adapter>,
    /// The frame index when the open lesson started: frames up to it belong to the
    /// previous lesson and are never shown as this one's.
    pub(super) page_start: u64,
    /// The frame index of the last change that can alter the picture (a pipeline, a
    /// knob, a size, a device): the window keeps drawing a while after it, then idles
    /// unless the shader animates. See [`Sandbox::pace`].
    pub(super) changed_at: u64,
    /// The text the installed report was made from: the editor's text may be newer.
    pub(super) report_source: std::sync::Arc<str>,
}

/// When the window should draw the lesson's next frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    /// At every display refresh: the picture moves, or is settling after a change.
    Continuous,
    /// After a while: a timer is running (a build in flight, a device request or a
    /// recovery backoff, the simulated collector).
    After(std::time::Duration),
    /// Not until something changes (input, an edit, a knob): the picture is still.
    Idle,
}

/// How long the last installed build took, on the compile worker.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct BuildTimes {
    /// naga and Lienzo's checks.
    pub validate: std::time::Duration,
    /// Pipeline creation.
    pub create: std::time::Duration,
    /// The first small draw (where Mesa compiles).
    pub warm: std::time::Duration,
    /// Served from the build cache: no driver call at all.
    pub cached: bool,
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
            report: std::sync::Arc::default(),
            build_problems: Vec::new(),
            scene,
            spec,
            knobs,
            log: SharedLog::default(),
            generation: Generation::default(),
            state: DeviceState::Starting,
            recovery: RecoveryStats::default(),
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
            in_flight: super::inflight::InFlight::default(),
            work_done: Default::default(),
            too_slow: None,
            pending: None,
            requests: super::spawn::Requests::default(),
            compiler: super::compile::Compiler::default(),
            rev: 0,
            building: None,
            last_build: None,
            background_work: false,
            gl_adapter: None,
            page_start: 0,
            changed_at: 0,
            report_source: std::sync::Arc::from(""),
        };
        if cfg!(target_arch = "wasm32") {
            // The page never blocks on a promise: the device arrives on the event loop.
            s.background_work = true;
            s.start_device_in_background();
        } else {
            s.state = match s.start_device() {
                Ok(()) => DeviceState::Running,
                Err(e) => DeviceState::from_error(&e),
            };
        }
        s
    }

    /// Requests a device with the current policy and builds everything on it.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn start_device(&mut self) -> Result<(), DeviceError> {
        let dev = super::spawn::block_on(self.device_request())?;
        self.install_device(dev);
        Ok(())
    }

    /// The web build never waits for a device: see [`Sandbox::set_background_work`].
    #[cfg(target_arch = "wasm32")]
    #[allow(clippy::unused_self, reason = "the desktop's start_device has the same signature")]
    pub(super) fn start_device(&mut self) -> Result<(), DeviceError> {
        Err(DeviceError::Request(
            "the web build asks for devices on the page's event loop, never waiting".to_owned(),
        ))
    }

    /// The whole device request (adapter, then device with handlers) as a future that
    /// can run on another thread or the page's event loop, so recovery never blocks the
    /// window.
    pub(super) fn device_request(
        &self,
    ) -> impl std::future::Future<Output = Result<LessonDevice, DeviceError>> + wgpu::WasmNotSend + 'static {
        let instance = self.instance.clone();
        let backends = self.opts.backends;
        let policy = DevicePolicy::new(&self.spec, &self.knobs);
        let log = self.log.clone();
        let generation = std::sync::Arc::clone(&self.generation);
        let gl_adapter = self.gl_adapter.clone();
        async move {
            let adapter = match gl_adapter {
                Some(a) => a,
                None => device::adapter_for(&instance, backends).await?,
            };
            device::request_async(&adapter, &policy, &log, &generation).await
        }
    }

    /// Builds everything on a new device from CPU-side data.
    pub(super) fn install_device(&mut self, dev: LessonDevice) {
        self.touch();
        if dev.info.backend == wgpu::Backend::Gl {
            self.gl_adapter = Some(dev.adapter.clone());
        }
        self.ledger.reset();
        self.canvas = Canvas::default();
        self.targets.forget();
        self.in_flight = super::inflight::InFlight::default();
        self.too_slow = None;
        self.res = Some(std::sync::Arc::new(Resources::new(
            &dev.device,
            &dev.queue,
            &self.opts.image,
            &mut self.ledger,
            self.knobs.bug_bytes_per_row_in_pixels,
        )));
        self.present = Some(Present::new(
            &dev.device,
            &dev.queue,
            self.opts.preferred,
            dev.has_timestamps(),
        ));
        // Cached pipelines belong to the old device.
        self.compiler.forget_other_generations(dev.generation);
        self.dev = Some(dev);
        self.configure_canvas();
        // Callers revalidate the text against the new limits, which builds the pipeline.
    }

    /// Drops every GPU object (the device is lost or replaced). CPU-side sources stay.
    pub(super) fn drop_gpu(&mut self) {
        self.pipeline = None;
        self.kept_texture = None;
        self.targets.forget();
        self.canvas = Canvas::default();
        self.present = None;
        self.ledger.reset();
        self.in_flight = super::inflight::InFlight::default();
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
            CanvasFormatKnob::NotPreferred => match self.opts.preferred.remove_srgb_suffix() {
                wgpu::TextureFormat::Bgra8Unorm => wgpu::TextureFormat::Rgba8Unorm,
                _ => wgpu::TextureFormat::Bgra8Unorm,
            },
        }
    }

    /// Whether this device can view a texture in its `-srgb` twin format (`view_formats`).
    /// GL cannot; there the `srgb_view` knob makes the canvas texture itself `-srgb`,
    /// which stores the same bytes.
    pub fn srgb_view_available(&self) -> bool {
        self.dev.as_ref().is_some_and(|d| d.view_formats_supported)
    }

    /// The format the pipeline draws in: the canvas format, or its `-srgb` twin.
    pub(super) fn view_format(&self) -> wgpu::TextureFormat {
        let f = self.canvas_format();
        if self.knobs.srgb_view { f.add_srgb_suffix() } else { f }
    }

    pub(super) fn configure_canvas(&mut self) {
        let view = self.view_format();
        // Without view formats (GL) the texture is created in the view's format: the
        // encoding on write, and the bytes stored, are the same.
        let format = if self.srgb_view_available() {
            self.canvas_format()
        } else {
            view
        };
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

    /// The `TILE` value the sandbox sets: 32 when the granted limits allow a 32 x 32
    /// workgroup (1024 invocations, 32 wide in x and y, and 16 KiB of vec4f tile
    /// memory), else 16. The bug knob fixes it at 32 whatever the limits.
    pub fn tile(&self) -> u32 {
        let l = self.limits();
        let fits_32 = l.max_compute_invocations_per_workgroup >= 1024
            && l.max_compute_workgroup_size_x >= 32
            && l.max_compute_workgroup_size_y >= 32
            && l.max_compute_workgroup_storage_size >= 32 * 32 * 16;
        if self.knobs.bug_fixed_tile || fits_32 { 32 } else { 16 }
    }

    /// Limits the shader is checked against: the device's, or the defaults without one.
    pub fn limits(&self) -> wgpu::Limits {
        self.dev
            .as_ref()
            .map_or_else(wgpu::Limits::default, |d| d.granted_limits.clone())
    }

    /// Sets the shader text and waits for its build: validation, and the pipeline when
    /// the text is clean (headless use). A broken text keeps the last good pipeline
    /// drawing.
    pub fn set_source(&mut self, source: &str) -> &Report {
        self.source = source.to_owned();
        self.revalidate();
        &self.report
    }

    /// Hands the text to the compile worker and returns at once (the window). The last
    /// good pipeline keeps drawing until the new one is ready; a text already built
    /// (undo, revert, a lesson switched back) is installed from the cache at once.
    pub fn submit_source(&mut self, source: &str) {
        self.source = source.to_owned();
        self.request_build(false);
    }

    /// Validates and builds the current text again (knobs, limits or device changed).
    /// Headless, it waits for the build. In the window (see [`Sandbox::set_background_work`]) it returns at once and
    /// the build lands through [`Sandbox::poll_build`].
    pub(super) fn revalidate(&mut self) {
        self.request_build(!self.background_work);
    }

    /// Whether a build is in flight ("building…").
    pub fn building(&self) -> bool {
        self.building.is_some()
    }

    /// Timings of the last build installed.
    pub fn last_build(&self) -> Option<BuildTimes> {
        self.last_build
    }

    /// Whether the driver runs a device's calls one at a time (GL's single context, a
    /// CPU Vulkan device such as lavapipe): then a frame waits for any compile.
    pub(super) fn driver_serializes(&self) -> bool {
        self.dev
            .as_ref()
            .is_some_and(|d| d.info.backend == wgpu::Backend::Gl || d.info.device_type == wgpu::DeviceType::Cpu)
    }

    fn generation_now(&self) -> u64 {
        self.dev.as_ref().map_or(0, |d| d.generation)
    }

    pub(super) fn request_build(&mut self, wait: bool) {
        self.rev += 1;
        let limits = self.limits();
        let target = self.pipeline_target();
        let generation = self.generation_now();
        let device = match (&self.dev, &self.res) {
            (Some(d), Some(r)) => Some((d.device.clone(), d.queue.clone(), std::sync::Arc::clone(r))),
            _ => None,
        };
        let job = super::compile::Job {
            rev: self.rev,
            generation,
            source: self.source.as_str().into(),
            limits,
            target,
            device,
            warm_up: self.driver_serializes(),
        };
        let key = super::compile::Compiler::key(&job);
        if job.device.is_some()
            && let Some(built) = self.compiler.cached(&key)
        {
            self.building = None;
            self.last_build = Some(BuildTimes {
                cached: true,
                ..BuildTimes::default()
            });
            self.install(built);
            return;
        }
        self.building = Some(self.rev);
        if let Some(done) = self.compiler.send(job) {
            self.accept(done);
        }
        while wait && self.building.is_some() {
            if let Some(done) = self.compiler.wait_done() {
                self.accept(done);
            } else {
                // The worker is gone: start another; the next change builds there.
                self.compiler = super::compile::Compiler::default();
                self.building = None;
            }
        }
    }

    /// Installs finished builds. Called every frame.
    pub fn poll_build(&mut self) {
        while let Some(done) = self.compiler.try_done() {
            self.accept(done);
        }
        if self.building.is_none() || !self.driver_serializes() {
            self.compiler.release_retired();
        }
    }

    /// Waits for the compile worker's next result and handles it as
    /// [`Sandbox::poll_build`] does (installed, or dropped when stale); `false` when no
    /// build is in flight. Lets a caller wait on the event "a build came back", not on
    /// time.
    pub fn wait_build(&mut self) -> bool {
        if self.building.is_none() {
            return false;
        }
        match self.compiler.wait_done() {
            Some(done) => {
                self.accept(done);
                true
            }
            None => false,
        }
    }

    fn accept(&mut self, done: super::compile::Done) {
        let generation = self.generation_now();
        if done.generation != generation {
            return; // Built for a device that has since been replaced: dropped.
        }
        if done.built.pipeline.is_some() {
            self.compiler.remember(done.key.clone(), done.built.clone());
        }
        if done.rev != self.rev {
            return; // A newer text is on its way: this result is stale.
        }
        self.building = None;
        self.last_build = Some(BuildTimes {
            validate: done.validate,
            create: done.create,
            warm: done.warm,
            cached: false,
        });
        self.install(done.built);
    }

    fn install(&mut self, built: super::compile::Built) {
        self.touch();
        // Installed results are the newest text's (stale ones were dropped in `accept`).
        self.report_source = self.source.as_str().into();
        self.report = built.report;
        self.build_problems.clear();
        match built.pipeline {
            Some(Ok(p)) => {
                if let Some(old) = self.pipeline.replace(p) {
                    self.compiler.retire(old);
                }
                self.too_slow = None;
                self.shader_start = Instant::now();
                self.shader_frame = 0;
            }
            Some(Err(problems)) => self.build_problems = problems,
            None => {}
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

    /// The text the latest report (and so every problem's span) was made from. While a
    /// newer text is being built, spans past the first changed byte point at the wrong
    /// place in the editor's text.
    pub fn report_source(&self) -> &str {
        &self.report_source
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
        self.touch();
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
        self.upload_picture_if_changed(&old);
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

    /// Uploads the picture again, right or wrong, when the `write_texture` knob changed;
    /// an error surfaces in the event log.
    fn upload_picture_if_changed(&self, old: &Knobs) {
        let wrong = self.knobs.bug_bytes_per_row_in_pixels;
        if old.bug_bytes_per_row_in_pixels != wrong
            && let (Some(dev), Some(res)) = (&self.dev, &self.res)
        {
            super::resources::upload_picture(&dev.queue, &res.image.texture, &self.opts.image, wrong);
        }
    }

    /// Switches lesson: scene, device policy and knobs.
    pub fn set_lesson(&mut self, scene: SceneKind, spec: DevicePolicySpec, knobs: Knobs) {
        let policy_changed = DevicePolicy::new(&spec, &knobs) != DevicePolicy::new(&self.spec, &self.knobs);
        self.scene = scene;
        self.spec = spec;
        // A page opens blank: the previous lesson's frames are not this one's.
        self.page_start = self.frame_index;
        self.touch();
        let old = std::mem::replace(&mut self.knobs, knobs);
        self.upload_picture_if_changed(&old);
        if let Some(old) = self.pipeline.take() {
            self.compiler.retire(old);
        }
        if policy_changed || !matches!(self.state, DeviceState::Running) {
            self.recreate_device();
        } else {
            self.configure_canvas();
        }
    }

    /// Re-creates the device on purpose (policy change or "start again").
    pub fn recreate_device(&mut self) {
        // On GL every request reuses the first adapter (see `gl_adapter`), so the
        // request thread, the compile worker and this thread share one lock.
        let background = self.background_work;
        if let Some(rx) = self.pending.take() {
            // A request is still running. Headless, wait for it and retire its device;
            // in the window, let it finish on its thread: its device is dropped there.
            if !background {
                drop(rx.recv());
            }
            self.generation.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        }
        self.generation.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        if let Some(d) = &self.dev {
            d.device.destroy();
        }
        self.drop_gpu();
        if background {
            self.start_device_in_background();
            return;
        }
        self.state = match self.start_device() {
            Ok(()) => DeviceState::Running,
            Err(e) => DeviceState::from_error(&e),
        };
        self.revalidate();
    }

    /// The window's mode: devices are asked for on the request thread (start again,
    /// lesson switch, limits and features knobs), as recovery always does, and rebuilds
    /// after a knob or device change are not waited for. The viewport says
    /// "requesting the lesson device…" or "building…" and the rest of the window stays
    /// live. Headless callers (grade, check, bench) leave it off and get results at once.
    pub fn set_background_work(&mut self, on: bool) {
        self.background_work = on;
    }

    fn start_device_in_background(&mut self) {
        let request = self.device_request();
        let Some(rx) = self.requests.spawn(request) else {
            // No request thread: ask here, as headless does.
            self.state = match self.start_device() {
                Ok(()) => DeviceState::Running,
                Err(e) => DeviceState::from_error(&e),
            };
            self.revalidate();
            return;
        };
        self.pending = Some(rx);
        self.state = DeviceState::Starting;
    }

    /// Installs a device asked for in the background, once it is there.
    pub(super) fn poll_start(&mut self) {
        let Some(rx) = &self.pending else { return };
        let result = match rx.try_recv() {
            Ok(r) => r,
            Err(std::sync::mpsc::TryRecvError::Empty) => return,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                Err(DeviceError::Request("the device request thread ended".to_owned()))
            }
        };
        self.pending = None;
        match result {
            Ok(dev) => {
                self.install_device(dev);
                self.state = DeviceState::Running;
                self.request_build(false);
            }
            Err(e) => self.state = DeviceState::from_error(&e),
        }
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

    /// Something that can change the picture happened: frames follow for a while.
    pub(super) fn touch(&mut self) {
        self.changed_at = self.frame_index;
    }

    /// When the next frame is needed. `settle` is how many frames to draw after a change
    /// (live marks count frames); after them a still picture needs none until the next
    /// change, so an idle window draws nothing. A shader that reads the clock, the
    /// rotating mesh, a resize storm and a loop that was not stopped after a loss draw
    /// at every refresh.
    pub fn pace(&self, settle: u64) -> Pace {
        use std::time::Duration;
        match &self.state {
            DeviceState::Starting | DeviceState::Recovering { .. } => Pace::After(Duration::from_millis(50)),
            DeviceState::Lost { .. } if self.knobs.bug_loop_after_loss && self.dev.is_some() => Pace::Continuous,
            DeviceState::Running if self.too_slow.is_some() => Pace::Idle,
            DeviceState::Running => {
                let animates = self.scene == SceneKind::Mesh
                    || self.pipeline.is_some() && self.report.reflection.as_ref().is_some_and(|r| r.animates);
                if self.storm.is_some()
                    || !self.pending_events.is_empty()
                    || self.frame_index < self.changed_at + settle
                    || animates
                {
                    Pace::Continuous
                } else if self.building.is_some() {
                    Pace::After(Duration::from_millis(16))
                } else if self.ledger.orphan_bytes() > 0 {
                    Pace::After(Duration::from_secs_f32(self.knobs.gc_interval_s / 2.0))
                } else {
                    Pace::Idle
                }
            }
            _ => Pace::Idle,
        }
    }

    /// The newest frame read back, of the open lesson: none until its first frame.
    pub fn pixels(&self) -> Option<&Pixels> {
        self.present
            .as_ref()
            .map(Present::latest)
            .filter(|p| !p.data().is_empty() && p.frame_index > self.page_start)
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

    /// A human sentence for the adapter, for status bars and logs.
    pub fn adapter_line(&self) -> String {
        match &self.dev {
            // A browser names no adapter to a page.
            Some(d) if d.info.name.is_empty() => format!("the browser's adapter ({:?})", d.info.backend),
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
