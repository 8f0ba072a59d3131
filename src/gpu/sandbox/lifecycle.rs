//! The facade's side of the device: the canvas and the program follow what the device
//! slot reports (a device dropped, installed, started, recovered), and the lesson, its
//! knobs, "start again", `destroy()` and a simulated reset ask the slot for a new device.

use crate::gpu::device::{DevicePolicy, LossReason};
use crate::gpu::slot::{SlotEvent, SlotEvents};
use crate::gpu::status::DeviceState;
use crate::lesson::{DevicePolicySpec, Knobs, SceneKind};
use crate::text;

use super::Sandbox;

impl Sandbox {
    /// Makes the canvas and the program follow what happened to the device.
    pub(super) fn react(&mut self, events: SlotEvents) {
        for event in events {
            match event {
                SlotEvent::Dropped => {
                    self.program.drop_pipeline();
                    self.surface.drop_gpu();
                }
                SlotEvent::Installed => self.device_installed(),
                SlotEvent::Started => self.build_in_background(),
                SlotEvent::Recovered => self.after_recovery(),
                SlotEvent::Lost | SlotEvent::GaveUp => {}
            }
        }
    }

    /// A new device: a new presentation path and a configured canvas on it; cached
    /// pipelines of the old one are dropped. Callers revalidate the text against the
    /// new limits, which builds the pipeline.
    fn device_installed(&mut self) {
        if let Some(dev) = self.slot.device() {
            self.surface.install(dev, self.preferred);
            self.program.forget_other_generations(dev.generation);
        }
        self.configure_canvas();
    }

    fn after_recovery(&mut self) {
        self.revalidate();
    }

    /// Applies new knobs. A changed device policy re-creates the device through the
    /// recovery path; format, view and MSAA changes reconfigure and rebuild.
    pub fn set_knobs(&mut self, knobs: Knobs) {
        if knobs == self.knobs {
            return;
        }
        if self.parked() {
            // The page's world takes them; there is no lesson device to follow them.
            self.knobs = knobs;
            return;
        }
        self.surface.touch();
        let old = std::mem::replace(&mut self.knobs, knobs);
        let policy_changed = DevicePolicy::new(&self.spec, &old) != DevicePolicy::new(&self.spec, &self.knobs);
        if policy_changed {
            self.recreate_device();
            return;
        }
        let k = self.knobs.clone();
        if old.canvas_format != k.canvas_format || old.srgb_view != k.srgb_view {
            self.configure_canvas();
        }
        if old.canvas_format != k.canvas_format || old.srgb_view != k.srgb_view || old.msaa != k.msaa {
            self.revalidate();
        }
    }

    /// Opens a page lesson: the page runs on a device of its own, in its own process, so
    /// the lesson device is let go and none is asked for until a scene lesson opens
    /// ([`Sandbox::set_lesson`]). The knobs are kept for the page's world.
    pub fn park(&mut self, knobs: Knobs) {
        self.knobs = knobs;
        self.surface.open_page();
        self.program.retire_pipeline();
        if !self.parked() {
            let events = self.slot.park();
            self.react(events);
        }
    }

    /// Whether a page lesson is open and the sandbox holds no device ([`Sandbox::park`]).
    pub fn parked(&self) -> bool {
        matches!(self.slot.state(), DeviceState::Parked)
    }

    /// Switches lesson: scene, device policy and knobs.
    pub fn set_lesson(&mut self, scene: SceneKind, spec: DevicePolicySpec, knobs: Knobs) {
        let policy_changed =
            self.parked() || DevicePolicy::new(&spec, &knobs) != DevicePolicy::new(&self.spec, &self.knobs);
        self.scene = scene;
        self.spec = spec;
        // A page opens blank: the previous lesson's frames are not this one's.
        self.surface.open_page();
        self.surface.touch();
        self.knobs = knobs;
        self.program.retire_pipeline();
        if policy_changed || !matches!(self.slot.state(), DeviceState::Running) {
            self.recreate_device();
        } else {
            self.configure_canvas();
        }
    }

    /// Re-creates the device on purpose (policy change or "start again").
    pub fn recreate_device(&mut self) {
        // On GL every request reuses the first adapter, so the request thread, the
        // compile worker and this thread share one lock. A request still running is
        // waited for headless; in the window its device is dropped on its thread.
        let background = self.background;
        let events = self.slot.discard(!background);
        self.react(events);
        if background {
            self.start_device_in_background();
            return;
        }
        let events = self.slot.start_now(&self.spec, &self.knobs);
        self.react(events);
        self.revalidate();
    }

    pub(super) fn start_device_in_background(&mut self) {
        if !self.slot.start_in_background(&self.spec, &self.knobs) {
            // No request thread: ask here, as headless does.
            let events = self.slot.start_now(&self.spec, &self.knobs);
            self.react(events);
            self.revalidate();
        }
    }

    /// "Start again" after a destroy or a give-up.
    pub fn restart(&mut self) {
        self.recreate_device();
    }

    /// `destroy()`: reason Destroyed; nothing restarts.
    pub fn destroy_device(&mut self) {
        let events = self.slot.destroy_as(
            LossReason::Destroyed,
            text::device::DESTROY_CALLED,
            "device.destroy() was called",
            &self.knobs,
        );
        self.react(events);
    }

    /// A simulated driver reset: Lienzo calls `destroy()` and reports reason Unknown, so
    /// recovery runs as after a real reset.
    pub fn simulate_reset(&mut self) {
        let events = self.slot.destroy_as(
            LossReason::Unknown,
            text::device::SIMULATED_RESET,
            "simulated driver reset (Lienzo called destroy())",
            &self.knobs,
        );
        self.react(events);
    }
}
