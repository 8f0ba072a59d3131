//! `DeviceSlot`: the page's `GPUDevice` and its requests (wgpu's `ExampleContext`). It
//! owns the instance, the adapter rule, the device and its resources, the ledger of
//! device memory, the generation, the state, recovery and the pending request. It polls
//! itself and returns [`SlotEvent`]s; it never reaches into the canvas or the program:
//! the sandbox makes them follow.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::Receiver;

use crate::lesson::{DevicePolicySpec, Knobs};

use super::device::{self, DeviceError, DevicePolicy, Generation, LessonDevice};
use super::events::SharedLog;
use super::ledger::Ledger;
use super::resources::{CpuImage, Resources};
use super::status::{DeviceState, RecoveryStats};
use crate::platform::Requests;

mod recovery;

/// What happened to the device, in order, for the sandbox to make the other parts follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SlotEvent {
    /// Every GPU object of the device was let go of (lost, replaced, or about to be
    /// asked for again): the canvas, the presentation and the pipeline go with it.
    Dropped,
    /// A new device is installed with its resources: build the rest on it.
    Installed,
    /// The device asked for in the background is running (after `Installed`).
    Started,
    /// Recovery brought a device back (after `Installed`).
    Recovered,
    /// The device was lost (after `Dropped`).
    Lost,
    /// Recovery ran out of attempts.
    GaveUp,
}

/// The events of one call, in order.
pub(super) type SlotEvents = Vec<SlotEvent>;

/// The lesson device and everything about asking for it.
pub(super) struct DeviceSlot {
    instance: wgpu::Instance,
    /// Backends for the lesson device; `None` follows `WGPU_BACKEND` or wgpu's default.
    backends: Option<wgpu::Backends>,
    /// The lesson picture, uploaded into every new device's resources.
    image: CpuImage,
    log: SharedLog,
    dev: Option<LessonDevice>,
    res: Option<Arc<Resources>>,
    ledger: Ledger,
    generation: Generation,
    state: DeviceState,
    recovery: RecoveryStats,
    pending: Option<Receiver<Result<LessonDevice, DeviceError>>>,
    /// Device requests not waited for: the request thread, or the page's event loop.
    requests: Requests,
    /// On GL, the adapter every device is asked from. GL adapters of one instance
    /// share one EGL context, but each locks it with its own mutex: two adapters in
    /// use on two threads make the context current twice (EGL's BadAccess). One adapter
    /// means one lock.
    gl_adapter: Option<wgpu::Adapter>,
}

impl DeviceSlot {
    /// An empty slot, `Starting`: nothing is asked for yet.
    pub fn new(backends: Option<wgpu::Backends>, image: CpuImage, log: SharedLog) -> Self {
        Self {
            instance: device::instance(backends),
            backends,
            image,
            log,
            dev: None,
            res: None,
            ledger: Ledger::default(),
            generation: Generation::default(),
            state: DeviceState::Starting,
            recovery: RecoveryStats::default(),
            pending: None,
            requests: Requests::default(),
            gl_adapter: None,
        }
    }

    /// Asks for a device with the current policy and waits for it (headless, and the
    /// window's first device). Returns `Installed` when one is running.
    pub fn start_now(&mut self, spec: &DevicePolicySpec, knobs: &Knobs) -> SlotEvents {
        match self.request_and_wait(spec, knobs) {
            Ok(()) => {
                self.state = DeviceState::Running;
                vec![SlotEvent::Installed]
            }
            Err(e) => {
                self.state = DeviceState::from_error(&e);
                Vec::new()
            }
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn request_and_wait(&mut self, spec: &DevicePolicySpec, knobs: &Knobs) -> Result<(), DeviceError> {
        let dev = crate::platform::block_on(self.request(spec, knobs))?;
        self.install(dev);
        Ok(())
    }

    /// The web build never waits for a device: it asks on the page's event loop.
    #[cfg(target_arch = "wasm32")]
    #[allow(
        clippy::unused_self,
        reason = "the desktop's request_and_wait has the same signature"
    )]
    fn request_and_wait(&mut self, _spec: &DevicePolicySpec, _knobs: &Knobs) -> Result<(), DeviceError> {
        Err(DeviceError::Request(
            "the web build asks for devices on the page's event loop, never waiting".to_owned(),
        ))
    }

    /// Asks for a device on the request thread (or the page's event loop); it lands
    /// through [`DeviceSlot::poll`]. `false` when there is no request thread: the caller
    /// asks with [`DeviceSlot::start_now`].
    pub fn start_in_background(&mut self, spec: &DevicePolicySpec, knobs: &Knobs) -> bool {
        let request = self.request(spec, knobs);
        let Some(rx) = self.requests.spawn(request) else {
            return false;
        };
        self.pending = Some(rx);
        self.state = DeviceState::Starting;
        true
    }

    /// The whole device request (adapter, then device with handlers) as a future that
    /// can run on another thread or the page's event loop, so recovery never blocks the
    /// window.
    fn request(
        &self,
        spec: &DevicePolicySpec,
        knobs: &Knobs,
    ) -> impl std::future::Future<Output = Result<LessonDevice, DeviceError>> + wgpu::WasmNotSend + 'static {
        let instance = self.instance.clone();
        let backends = self.backends;
        let policy = DevicePolicy::new(spec, knobs);
        let log = self.log.clone();
        let generation = Arc::clone(&self.generation);
        let gl_adapter = self.gl_adapter.clone();
        async move {
            let adapter = match gl_adapter {
                Some(a) => a,
                None => device::adapter_for(&instance, backends).await?,
            };
            device::request_async(&adapter, &policy, &log, &generation).await
        }
    }

    /// Installs a new device and builds its resources from CPU-side data.
    fn install(&mut self, dev: LessonDevice) {
        if dev.info.backend == wgpu::Backend::Gl {
            self.gl_adapter = Some(dev.adapter.clone());
        }
        self.ledger.reset();
        self.res = Some(Arc::new(Resources::new(
            &dev.device,
            &dev.queue,
            &self.image,
            &mut self.ledger,
        )));
        self.dev = Some(dev);
    }

    /// Lets go of every GPU object (the device is lost or replaced). The caller says
    /// `Dropped` to the other parts.
    fn drop_gpu(&mut self) {
        self.ledger.reset();
        self.res = None;
        self.dev = None;
    }

    /// Destroys the device on purpose (policy change, "start again") before a new one
    /// is asked for. A request still running is waited for when `wait_pending` (headless)
    /// or left to finish on its thread (the window); its device is retired either way.
    pub fn discard(&mut self, wait_pending: bool) -> SlotEvents {
        if let Some(rx) = self.pending.take() {
            if wait_pending {
                drop(rx.recv());
            }
            self.generation.fetch_add(1, Ordering::SeqCst);
        }
        self.generation.fetch_add(1, Ordering::SeqCst);
        if let Some(d) = &self.dev {
            d.device.destroy();
        }
        self.drop_gpu();
        vec![SlotEvent::Dropped]
    }

    /// Lets the device go and asks for none until the next start: a page lesson is
    /// open, and its page has a device of its own.
    pub fn park(&mut self) -> SlotEvents {
        let events = self.discard(false);
        self.state = DeviceState::Parked;
        events
    }

    /// The lesson device, if one is alive.
    pub fn device(&self) -> Option<&LessonDevice> {
        self.dev.as_ref()
    }

    /// The device's resources.
    pub fn resources(&self) -> Option<&Arc<Resources>> {
        self.res.as_ref()
    }

    /// The ledger of texture memory on the device.
    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    /// The ledger, to record textures made and released.
    pub fn ledger_mut(&mut self) -> &mut Ledger {
        &mut self.ledger
    }

    /// Device state (running, lost, recovering, ...).
    pub fn state(&self) -> &DeviceState {
        &self.state
    }

    /// Loss and recovery figures.
    pub fn recovery(&self) -> &RecoveryStats {
        &self.recovery
    }

    /// The generation of the device alive, or 0 without one.
    pub fn generation_now(&self) -> u64 {
        self.dev.as_ref().map_or(0, |d| d.generation)
    }

    /// Whether the driver runs a device's calls one at a time (GL's single context, a
    /// CPU Vulkan device such as lavapipe): then a frame waits for any compile.
    pub fn driver_serializes(&self) -> bool {
        self.dev
            .as_ref()
            .is_some_and(|d| d.info.backend == wgpu::Backend::Gl || d.info.device_type == wgpu::DeviceType::Cpu)
    }

    /// Limits the shader is checked against: the device's, or the defaults without one.
    pub fn limits(&self) -> wgpu::Limits {
        self.dev
            .as_ref()
            .map_or_else(wgpu::Limits::default, |d| d.granted_limits.clone())
    }

    /// Whether this device can view a texture in its `-srgb` twin format (`view_formats`).
    pub fn srgb_view_available(&self) -> bool {
        self.dev.as_ref().is_some_and(|d| d.view_formats_supported)
    }
}
