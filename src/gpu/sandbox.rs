//! `Sandbox`: the lesson's whole GPU world, a facade over three parts, as wgpu's example
//! framework separates `ExampleContext`, `SurfaceWrapper` and `Example`:
//! [`DeviceSlot`] (the page's `GPUDevice` and its requests), [`Surface`] (the `<canvas>`
//! and presentation) and [`Program`] (the student's shader). Each part owns its fields;
//! only here does one part react to another (a device installed -> configure the canvas
//! -> rebuild the program). The window, the CLI and the tests all go through
//! [`Sandbox::frame`] (in `sandbox/frame.rs`).

use std::sync::Arc;

use crate::lesson::{CanvasFormatKnob, DevicePolicySpec, Knobs, SceneKind};
use crate::wgsl::{Diagnostic, Report};

use super::canvas::CanvasConfig;
use super::device::{LessonDevice, LossReason};
use super::events::SharedLog;
use super::program::{BuildFor, BuildTimes, Landed, Program};
use super::resources::CpuImage;
use super::scene::Target;
use super::slot::DeviceSlot;
use super::status::{DeviceState, RecoveryStats};
use super::surface::Surface;

mod frame;
mod lifecycle;

/// How the sandbox is created.
#[derive(Clone, Debug)]
pub struct SandboxOptions {
    /// Backends for the lesson device; `None` follows `WGPU_BACKEND` or wgpu's default.
    pub backends: Option<wgpu::Backends>,
    /// The host's preferred format (eframe's `target_format`; `rgba8unorm` headless).
    pub preferred: wgpu::TextureFormat,
    /// The lesson picture, decoded once.
    pub image: CpuImage,
    /// The window's mode, chosen once: device requests after the first (start again,
    /// lesson switch, limits and features knobs) run on the request thread, as recovery
    /// always does, and rebuilds after a knob or device change are not waited for. The
    /// viewport says "requesting the lesson device…" or "building…" and the rest of the
    /// window stays live. Headless callers (grade, check, bench) leave it off and get
    /// results at once. The web build is always in this mode.
    pub background: bool,
}

impl Default for SandboxOptions {
    fn default() -> Self {
        Self {
            backends: None,
            preferred: wgpu::TextureFormat::Rgba8Unorm,
            image: CpuImage::checker(),
            background: false,
        }
    }
}

/// The sandbox.
pub struct Sandbox {
    slot: DeviceSlot,
    surface: Surface,
    program: Program,
    /// The host's preferred format.
    preferred: wgpu::TextureFormat,
    /// The window's mode ([`SandboxOptions::background`]): device requests and rebuilds
    /// are not waited for.
    background: bool,
    scene: SceneKind,
    spec: DevicePolicySpec,
    knobs: Knobs,
    log: SharedLog,
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

impl Sandbox {
    /// Creates the sandbox and requests its device. Never fails: without an adapter the
    /// sandbox says so through [`Sandbox::state`] and still validates WGSL.
    pub fn new(opts: SandboxOptions, scene: SceneKind, spec: DevicePolicySpec, knobs: Knobs) -> Self {
        let mut s = Self::unstarted(opts, scene, spec, knobs);
        if crate::platform::CAN_WAIT_ON_GPU {
            // The first device is waited for, in the window too: it draws the first frame.
            let events = s.slot.start_now(&s.spec, &s.knobs);
            s.react(events);
        } else {
            s.start_device_in_background();
        }
        s
    }

    /// Creates the sandbox for a page lesson: no lesson device until a scene lesson opens
    /// ([`Sandbox::park`]); the page has its own.
    pub fn new_parked(opts: SandboxOptions, knobs: Knobs) -> Self {
        let mut s = Self::unstarted(opts, SceneKind::default(), DevicePolicySpec::default(), knobs);
        drop(s.slot.park());
        s
    }

    /// The sandbox with no device asked for yet.
    fn unstarted(opts: SandboxOptions, scene: SceneKind, spec: DevicePolicySpec, knobs: Knobs) -> Self {
        let log = SharedLog::default();
        Self {
            slot: DeviceSlot::new(opts.backends, opts.image, log.clone()),
            surface: Surface::default(),
            program: Program::default(),
            preferred: opts.preferred,
            // The page never blocks on a promise: the device arrives on the event loop.
            background: opts.background || !crate::platform::CAN_WAIT_ON_GPU,
            scene,
            spec,
            knobs,
            log,
        }
    }

    /// Makes the canvas follow what landed from the compile worker.
    fn landed(&mut self, landed: Landed) {
        if landed.installed {
            self.surface.touch();
        }
        if landed.pipeline {
            self.surface.new_pipeline();
        }
    }

    /// The canvas format the knobs ask for.
    pub fn canvas_format(&self) -> wgpu::TextureFormat {
        match self.knobs.canvas_format {
            CanvasFormatKnob::Preferred => self.preferred,
            CanvasFormatKnob::Rgba8Unorm => wgpu::TextureFormat::Rgba8Unorm,
            CanvasFormatKnob::Bgra8Unorm => wgpu::TextureFormat::Bgra8Unorm,
            CanvasFormatKnob::NotPreferred => match self.preferred.remove_srgb_suffix() {
                wgpu::TextureFormat::Bgra8Unorm => wgpu::TextureFormat::Rgba8Unorm,
                _ => wgpu::TextureFormat::Bgra8Unorm,
            },
        }
    }

    /// Whether this device can view a texture in its `-srgb` twin format (`view_formats`).
    /// GL cannot; there the `srgb_view` knob makes the canvas texture itself `-srgb`,
    /// which stores the same bytes.
    pub fn srgb_view_available(&self) -> bool {
        self.slot.srgb_view_available()
    }

    /// The format the pipeline draws in: the canvas format, or its `-srgb` twin.
    fn view_format(&self) -> wgpu::TextureFormat {
        let f = self.canvas_format();
        if self.knobs.srgb_view { f.add_srgb_suffix() } else { f }
    }

    fn configure_canvas(&mut self) {
        let view = self.view_format();
        // Without view formats (GL) the texture is created in the view's format: the
        // encoding on write, and the bytes stored, are the same.
        let format = if self.srgb_view_available() {
            self.canvas_format()
        } else {
            view
        };
        let view_formats = if view == format { Vec::new() } else { vec![view] };
        self.surface
            .configure(self.slot.ledger_mut(), CanvasConfig { format, view_formats });
    }

    fn pipeline_target(&self) -> Target {
        let format = self.view_format();
        // Pipeline constants: `TILE` from the granted workgroup storage.
        let constants = if self.program.declares_tile() {
            vec![("TILE".to_owned(), f64::from(self.tile()))]
        } else {
            Vec::new()
        };
        Target {
            scene: self.scene,
            format,
            samples: if self.scene == SceneKind::Mesh {
                self.knobs.msaa
            } else {
                1
            },
            constants,
        }
    }

    /// The `TILE` value the sandbox sets: 32 when the granted limits allow a 32 x 32
    /// workgroup (1024 invocations, 32 wide in x and y, and 16 KiB of vec4f tile
    /// memory), else 16.
    pub fn tile(&self) -> u32 {
        let l = self.limits();
        let fits_32 = l.max_compute_invocations_per_workgroup >= 1024
            && l.max_compute_workgroup_size_x >= 32
            && l.max_compute_workgroup_size_y >= 32
            && l.max_compute_workgroup_storage_size >= 32 * 32 * 16;
        if fits_32 { 32 } else { 16 }
    }

    /// Limits the shader is checked against: the device's, or the defaults without one.
    pub fn limits(&self) -> wgpu::Limits {
        self.slot.limits()
    }

    /// What the next build is for: the device alive, its limits, the canvas's target.
    fn build_for(&self) -> BuildFor {
        BuildFor {
            limits: self.limits(),
            target: self.pipeline_target(),
            generation: self.slot.generation_now(),
            device: match (self.slot.device(), self.slot.resources()) {
                (Some(d), Some(r)) => Some((d.device.clone(), d.queue.clone(), Arc::clone(r))),
                _ => None,
            },
            warm_up: self.slot.driver_serializes(),
        }
    }

    /// Builds the current text and returns at once; the result lands through
    /// [`Sandbox::poll_build`].
    fn build_in_background(&mut self) {
        let on = self.build_for();
        let landed = self.program.build(on);
        self.landed(landed);
    }

    /// Builds the current text and waits until it is installed.
    fn build_and_wait(&mut self) {
        let on = self.build_for();
        let landed = self.program.build_and_wait(on);
        self.landed(landed);
    }

    /// Sets the shader text and waits for its build: validation, and the pipeline when
    /// the text is clean (headless use, in either mode). A broken text keeps the last
    /// good pipeline drawing.
    pub fn set_source(&mut self, source: &str) -> &Report {
        self.program.set_source(source);
        self.build_and_wait();
        self.program.report()
    }

    /// Hands the text to the compile worker and returns at once (the window). The last
    /// good pipeline keeps drawing until the new one is ready; a text already built
    /// (undo, revert, a lesson switched back) is installed from the cache at once.
    pub fn submit_source(&mut self, source: &str) {
        self.program.set_source(source);
        self.build_in_background();
    }

    /// Validates and builds the current text again (knobs, limits or device changed).
    /// Headless, it waits for the build. In the window (see
    /// [`SandboxOptions::background`]) it returns at once and the build lands through
    /// [`Sandbox::poll_build`].
    fn revalidate(&mut self) {
        if self.background {
            self.build_in_background();
        } else {
            self.build_and_wait();
        }
    }

    /// Whether a build is in flight ("building…").
    pub fn building(&self) -> bool {
        self.program.building()
    }

    /// Timings of the last build installed.
    pub fn last_build(&self) -> Option<BuildTimes> {
        self.program.last_build()
    }

    /// Waits for the compile worker's next result and handles it as
    /// [`Sandbox::poll_build`] does (installed, or dropped when stale); `false` when no
    /// build is in flight. Lets a caller wait on the event "a build came back", not on
    /// time.
    pub fn wait_build(&mut self) -> bool {
        let Some(landed) = self.program.wait_one(self.slot.generation_now()) else {
            return false;
        };
        self.landed(landed);
        true
    }

    /// Installs finished builds. Called every frame.
    pub fn poll_build(&mut self) {
        let landed = self
            .program
            .poll(self.slot.generation_now(), self.slot.driver_serializes());
        self.landed(landed);
    }

    /// Every problem of the current text: naga, limit prechecks, and pipeline creation.
    pub fn problems(&self) -> Vec<Diagnostic> {
        self.program.problems()
    }

    /// The text the latest report (and so every problem's span) was made from. While a
    /// newer text is being built, spans past the first changed byte point at the wrong
    /// place in the editor's text.
    pub fn report_source(&self) -> &str {
        self.program.report_source()
    }

    /// The latest validation report.
    pub fn report(&self) -> &Report {
        self.program.report()
    }

    /// Whether a pipeline (the last good one) is drawing.
    pub fn has_pipeline(&self) -> bool {
        self.program.pipeline().is_some()
    }

    /// The knobs in force.
    pub fn knobs(&self) -> &Knobs {
        &self.knobs
    }

    /// The scene kind.
    pub fn scene(&self) -> SceneKind {
        self.scene
    }

    /// The shared event log.
    pub fn log(&self) -> &SharedLog {
        &self.log
    }

    /// The lesson device, if one is alive.
    pub fn device(&self) -> Option<&LessonDevice> {
        self.slot.device()
    }

    /// Device state (running, lost, recovering, ...).
    pub fn state(&self) -> &DeviceState {
        self.slot.state()
    }

    /// Loss and recovery figures.
    pub fn recovery_stats(&self) -> &RecoveryStats {
        self.slot.recovery()
    }

    /// A human sentence for the adapter, for status bars and logs.
    pub fn adapter_line(&self) -> String {
        match self.slot.device() {
            // A browser names no adapter to a page.
            Some(d) if d.info.name.is_empty() => format!("the browser's adapter ({:?})", d.info.backend),
            Some(d) => format!("{} ({:?}, {})", d.info.name, d.info.backend, d.info.driver),
            None => "no lesson device".to_owned(),
        }
    }

    /// The host's preferred format.
    pub fn preferred_format(&self) -> wgpu::TextureFormat {
        self.preferred
    }

    /// The reason of the current loss, if lost.
    pub fn loss_reason(&self) -> Option<LossReason> {
        match self.slot.state() {
            DeviceState::Lost { reason, .. } => Some(*reason),
            DeviceState::Recovering { .. } | DeviceState::GaveUp { .. } => Some(LossReason::Unknown),
            _ => None,
        }
    }
}
