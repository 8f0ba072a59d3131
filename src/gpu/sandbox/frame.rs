//! One frame of the sandbox: the facade's side. The program installs finished builds,
//! the device slot polls itself, and the surface resizes, draws and presents.

use std::time::Duration;
use web_time::Instant;

use crate::gpu::events::EventKind;
use crate::gpu::present::Pixels;
use crate::gpu::status::{DeviceState, FrameInput, FrameStats};
use crate::gpu::surface::{FrameCx, Sizing};
use crate::lesson::SceneKind;

use super::{Pace, Sandbox};

impl Sandbox {
    /// Runs one frame: resize, acquire, uniforms, scene, conversion, readback, submit.
    pub fn frame(&mut self, input: &FrameInput) -> &FrameStats {
        let started = Instant::now();
        self.surface.begin();
        self.poll_build();
        if self.program.building() && self.slot.driver_serializes() {
            // GL and CPU Vulkan drivers run a device's calls one at a time: this frame,
            // even a poll, would wait for the worker's compile. Hold the last frame.
            return self
                .surface
                .skip(crate::text::device::HOLDING_WHILE_COMPILING.into(), &self.log);
        }
        let events = self.slot.poll(&self.spec, &self.knobs);
        self.react(events);
        if !matches!(self.slot.state(), DeviceState::Running) {
            let why = self.slot.state().said();
            return self.surface.skip(why, &self.log);
        }
        if self.surface.held(&self.log) {
            return self.surface.stats();
        }
        let delta = self.surface.tick();

        // 1. Resize, before the texture is acquired.
        let device = self.slot.device().map(|d| d.device.clone());
        let (view_format, max_dimension) = (self.view_format(), self.limits().max_texture_dimension_2d);
        let sizing = Sizing {
            knobs: &self.knobs,
            scene: self.scene,
            view_format,
            max_dimension,
        };
        self.surface
            .resize(&sizing, device.as_ref(), self.slot.ledger_mut(), input);
        if self.knobs.destroy_old {
            self.slot.ledger_mut().sweep_all();
        } else {
            self.slot
                .ledger_mut()
                .sweep(Duration::from_secs_f32(self.knobs.gc_interval_s));
        }
        self.check_budget();

        // 2 to 5. Acquire, uniforms, passes, readback, submit, present.
        let (view_format, max_dimension) = (self.view_format(), self.limits().max_texture_dimension_2d);
        let Some(dev) = self.slot.device() else {
            return self.surface.stats();
        };
        let cx = FrameCx {
            device: dev.device.clone(),
            queue: dev.queue.clone(),
            max_per_dim: dev.granted_limits.max_compute_workgroups_per_dimension,
            res: self.slot.resources().cloned(),
            sizing: Sizing {
                knobs: &self.knobs,
                scene: self.scene,
                view_format,
                max_dimension,
            },
            pipeline: self.program.pipeline().map(|p| &**p),
            log: &self.log,
        };
        self.surface.draw(&cx, self.slot.ledger_mut(), input, delta, started);
        self.surface.stats()
    }

    /// The simulated memory budget: over it, a labelled out-of-memory loss.
    fn check_budget(&mut self) {
        let budget = u64::from(self.knobs.memory_budget_mib) << 20;
        let live = self.slot.ledger().live_bytes();
        if budget == 0 || live <= budget || !matches!(self.slot.state(), DeviceState::Running) {
            return;
        }
        let live_mib = live as f64 / f64::from(1u32 << 20);
        let budget_mib = self.knobs.memory_budget_mib;
        self.log.push_said(
            EventKind::OutOfMemory,
            crate::text::device::over_budget(budget_mib, live_mib),
        );
        self.simulate_reset();
    }

    /// Blocks until every submitted frame is read back (headless use and tests). One
    /// wait suffices: map callbacks run inside the poll that sees the work done.
    pub fn finish(&mut self) {
        let Some(dev) = self.slot.device() else { return };
        let _ = dev.device.poll(wgpu::PollType::wait_indefinitely());
        self.surface.collect();
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

    /// When the next frame is needed. `settle` is how many frames to draw after a change
    /// (live marks count frames); after them a still picture needs none until the next
    /// change, so an idle window draws nothing. A shader that reads the clock, the
    /// rotating mesh, and a resize storm draw at every refresh.
    pub fn pace(&self, settle: u64) -> Pace {
        match self.slot.state() {
            DeviceState::Starting | DeviceState::Recovering { .. } => Pace::After(Duration::from_millis(50)),
            DeviceState::Running if self.surface.paused() => Pace::Idle,
            DeviceState::Running => {
                let animates = self.scene == SceneKind::Mesh || self.program.animates();
                if self.surface.settling(settle) || animates {
                    Pace::Continuous
                } else if self.program.building() {
                    Pace::After(Duration::from_millis(16))
                } else if self.slot.ledger().orphan_bytes() > 0 {
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
        self.surface.pixels()
    }

    /// Figures of the last frame.
    pub fn stats(&self) -> &FrameStats {
        self.surface.stats()
    }

    /// Frames rendered since the sandbox started.
    pub fn frame_index(&self) -> u64 {
        self.surface.frame_index()
    }

    /// Conversion passes run so far.
    pub fn conversions(&self) -> u64 {
        self.surface.conversions()
    }

    /// Starts a resize storm: `per_frame` resize events each frame for `duration`.
    pub fn resize_storm(&mut self, per_frame: u32, duration: Duration) {
        self.surface.resize_storm(per_frame, duration);
    }

    /// Queues resize events (in pixels) for the next frame, as a window drag would.
    pub fn push_resize_events(&mut self, sizes_px: impl IntoIterator<Item = (u32, u32)>) {
        self.surface.push_resize_events(sizes_px);
    }

    /// Turns the readback off (benchmarks of a bare render) or on.
    pub fn set_readback(&mut self, on: bool) {
        self.surface.set_readback(on);
    }

    /// Highest live texture bytes since the last [`Sandbox::reset_peak`].
    pub fn peak_live_bytes(&self) -> u64 {
        self.slot.ledger().peak_bytes()
    }

    /// Resets the peak of live texture bytes.
    pub fn reset_peak(&mut self) {
        self.slot.ledger_mut().reset_peak();
    }
}
