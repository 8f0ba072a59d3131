//! The lesson device: an adapter, device and queue of the lesson's own, requested
//! through a [`DevicePolicy`], apart from the device the window is drawn with.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::lesson::{FeatureName, LimitsMode};

use super::events::{EventKind, SharedLog, error_text};

mod policy;

use policy::features_of;
pub use policy::{DevicePolicy, feature_names, wanted_limits, wgpu_feature};

/// Why a device could not be had.
#[derive(Clone, Debug, thiserror::Error)]
pub enum DeviceError {
    /// No adapter at all.
    #[error(
        "no GPU adapter found{backend}. Lienzo needs Vulkan, Metal, DX12 or OpenGL ES 3.0+ (EGL). \
         On Debian/Ubuntu install a software driver with `sudo apt-get install mesa-vulkan-drivers libegl-mesa0` \
         (lavapipe and llvmpipe), or pick a backend with --backend / WGPU_BACKEND"
    )]
    NoAdapter {
        /// Text naming the backend that was asked for, if any.
        backend: String,
    },
    /// A required feature is missing (really or through the simulated mask).
    #[error("the adapter lacks required feature(s): {}{}", names(.missing), if *.simulated { " (hidden by the simulated adapter mask)" } else { "" })]
    MissingRequirement {
        /// What is missing.
        missing: Vec<FeatureName>,
        /// Hidden by the simulated mask rather than really missing.
        simulated: bool,
    },
    /// `requestDevice` failed.
    #[error("requestDevice failed: {0}")]
    Request(String),
}

fn names(f: &[FeatureName]) -> String {
    f.iter().map(|f| f.as_str()).collect::<Vec<_>>().join(", ")
}

/// Shared, current device generation: callbacks from older devices are ignored.
pub type Generation = Arc<AtomicU64>;

/// How the last loss happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LossInfo {
    /// Reason as WebGPU names it.
    pub reason: LossReason,
    /// wgpu's (or Lienzo's, when simulated) message.
    pub message: String,
}

/// A `GPUDeviceLostReason`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LossReason {
    /// `"destroyed"`: the app called `destroy()`; nothing restarts.
    Destroyed,
    /// `"unknown"`: anything else; the app should recover.
    Unknown,
}

impl LossReason {
    /// WebGPU's word for the reason, as `device.lost` resolves it.
    pub fn word(self) -> &'static str {
        match self {
            Self::Destroyed => "destroyed",
            Self::Unknown => "unknown",
        }
    }
}

/// A requested lesson device and what was asked and granted.
pub struct LessonDevice {
    /// The adapter the device came from.
    pub adapter: wgpu::Adapter,
    /// The device.
    pub device: wgpu::Device,
    /// Its queue.
    pub queue: wgpu::Queue,
    /// The adapter's name, backend and driver.
    pub info: wgpu::AdapterInfo,
    /// What the adapter supports.
    pub adapter_limits: wgpu::Limits,
    /// What was requested.
    pub requested_limits: wgpu::Limits,
    /// What the device enforces.
    pub granted_limits: wgpu::Limits,
    /// Adapter features, after the simulated mask.
    pub adapter_features: wgpu::Features,
    /// Features requested.
    pub requested_features: wgpu::Features,
    /// Features the device has.
    pub device_features: wgpu::Features,
    /// Enhancements that could not be had.
    pub missing_enhancements: Vec<FeatureName>,
    /// Limits of the WebGPU defaults the adapter could not meet (name, default, adapter).
    pub below_defaults: Vec<(&'static str, u64, u64)>,
    /// Whether `view_formats` other than the texture's own format work (not on GL).
    pub view_formats_supported: bool,
    /// This device's generation.
    pub generation: u64,
    /// The loss, once the lost callback ran.
    pub lost: Arc<std::sync::Mutex<Option<LossInfo>>>,
}

impl LessonDevice {
    /// Whether the device can time passes on the GPU.
    pub fn has_timestamps(&self) -> bool {
        self.device_features.contains(wgpu::Features::TIMESTAMP_QUERY)
    }

    /// The loss, if the device is lost.
    pub fn loss(&self) -> Option<LossInfo> {
        self.lost
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }
}

/// Creates the wgpu instance for lesson devices. `backends` overrides the
/// environment (`WGPU_BACKEND`).
pub fn instance(backends: Option<wgpu::Backends>) -> wgpu::Instance {
    let mut desc = wgpu::InstanceDescriptor::new_without_display_handle_from_env();
    if let Some(b) = backends {
        desc.backends = b;
    }
    wgpu::Instance::new(desc)
}

/// Finds an adapter, preferring a real GPU. `backends` is what was asked for, for the
/// message.
pub async fn adapter_for(
    instance: &wgpu::Instance,
    backends: Option<wgpu::Backends>,
) -> Result<wgpu::Adapter, DeviceError> {
    adapter_async(instance).await.map_err(|e| match (e, backends) {
        (DeviceError::NoAdapter { .. }, Some(b)) => DeviceError::NoAdapter {
            backend: format!(" for --backend {b:?}"),
        },
        (e, _) => e,
    })
}

/// Finds an adapter, preferring a real GPU, and waits for it (the desktop).
#[cfg(not(target_arch = "wasm32"))]
pub fn adapter(instance: &wgpu::Instance) -> Result<wgpu::Adapter, DeviceError> {
    crate::platform::block_on(adapter_async(instance))
}

/// Finds an adapter, preferring a real GPU.
pub async fn adapter_async(instance: &wgpu::Instance) -> Result<wgpu::Adapter, DeviceError> {
    instance
        .request_adapter(&wgpu::RequestAdapterOptions {
            power_preference: wgpu::PowerPreference::HighPerformance,
            force_fallback_adapter: false,
            compatible_surface: None,
            ..Default::default()
        })
        .await
        .map_err(|_| DeviceError::NoAdapter {
            backend: std::env::var("WGPU_BACKEND")
                .map(|b| format!(" for WGPU_BACKEND={b}"))
                .unwrap_or_default(),
        })
}

/// Requests a device under `policy`, with the error and loss handlers installed, and
/// waits for it (the desktop).
#[cfg(not(target_arch = "wasm32"))]
pub fn request(
    adapter: &wgpu::Adapter,
    policy: &DevicePolicy,
    log: &SharedLog,
    generation: &Generation,
) -> Result<LessonDevice, DeviceError> {
    crate::platform::block_on(request_async(adapter, policy, log, generation))
}

/// Requests a device under `policy`, with the error and loss handlers installed.
pub async fn request_async(
    adapter: &wgpu::Adapter,
    policy: &DevicePolicy,
    log: &SharedLog,
    generation: &Generation,
) -> Result<LessonDevice, DeviceError> {
    let real_features = adapter.features();
    let hidden = features_of(&policy.hidden);
    let adapter_features = real_features - hidden;
    let required = features_of(&policy.required);
    let enhancements = features_of(&policy.enhancements);

    let missing: Vec<FeatureName> = policy
        .required
        .iter()
        .copied()
        .filter(|f| !adapter_features.contains(wgpu_feature(*f)))
        .collect();
    if !missing.is_empty() {
        let simulated = missing.iter().all(|f| real_features.contains(wgpu_feature(*f)));
        return Err(DeviceError::MissingRequirement { missing, simulated });
    }

    let requested_features = required | (enhancements & adapter_features);

    let adapter_limits = adapter.limits();
    let defaults = wgpu::Limits::default();
    let mut below_defaults = Vec::new();
    defaults.check_limits_with_fail_fn(&adapter_limits, false, |name, want, have| {
        below_defaults.push((name, want, have));
    });
    let requested_limits = match policy.limits {
        // An adapter below the WebGPU defaults (some GL drivers) gets what it has, and
        // the table says so.
        LimitsMode::Defaults => defaults.or_worse_values_from(&adapter_limits),
        LimitsMode::Clamped => wanted_limits().or_worse_values_from(&adapter_limits),
        LimitsMode::Adapter => adapter_limits.clone(),
        LimitsMode::AboveAdapter => wgpu::Limits {
            max_bind_groups: adapter_limits.max_bind_groups.saturating_add(1),
            ..adapter_limits.clone()
        },
    };

    let gen_now = generation.fetch_add(1, Ordering::SeqCst) + 1;
    let (device, queue) = adapter
        .request_device(&wgpu::DeviceDescriptor {
            label: Some("lesson device"),
            required_features: requested_features,
            required_limits: requested_limits.clone(),
            ..Default::default()
        })
        .await
        .map_err(|e| DeviceError::Request(error_text(&e)))?;

    let lost = Arc::new(std::sync::Mutex::new(None));
    {
        let lost = Arc::clone(&lost);
        let log = log.clone();
        let generation = Arc::clone(generation);
        device.set_device_lost_callback(move |reason, message| {
            if generation.load(Ordering::SeqCst) != gen_now {
                return; // An older device, replaced on purpose.
            }
            let reason = match reason {
                wgpu::DeviceLostReason::Destroyed => LossReason::Destroyed,
                wgpu::DeviceLostReason::Unknown => LossReason::Unknown,
            };
            let mut slot = lost.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            if slot.is_none() {
                // `device.lost` resolves with reason "destroyed" or "unknown" (WebGPU's words).
                let word = reason.word();
                let detail = if message.is_empty() {
                    String::new()
                } else {
                    format!(": {message}")
                };
                log.push_said(EventKind::Lost, crate::text::device::lost(word, &detail));
                *slot = Some(LossInfo { reason, message });
            }
        });
    }
    {
        let log = log.clone();
        let generation = Arc::clone(generation);
        device.on_uncaptured_error(Arc::new(move |error| {
            let stale = generation.load(Ordering::SeqCst) != gen_now;
            let (kind, text) = super::events::classify(&error);
            let text = if stale { format!("[old device] {text}") } else { text };
            log.push(kind, text);
        }));
    }

    let missing_enhancements = policy
        .enhancements
        .iter()
        .copied()
        .filter(|f| !device.features().contains(wgpu_feature(*f)))
        .collect();
    let view_formats_supported = adapter
        .get_downlevel_capabilities()
        .flags
        .contains(wgpu::DownlevelFlags::VIEW_FORMATS);
    Ok(LessonDevice {
        info: adapter.get_info(),
        adapter: adapter.clone(),
        granted_limits: device.limits(),
        device_features: device.features(),
        device,
        queue,
        adapter_limits,
        requested_limits,
        adapter_features,
        requested_features,
        missing_enhancements,
        below_defaults,
        view_formats_supported,
        generation: gen_now,
        lost,
    })
}
