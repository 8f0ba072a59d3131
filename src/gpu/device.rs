//! The adapter a page's devices come from: the wgpu instance (the backends asked for),
//! the adapter (a real GPU first), and the WebGPU names of its features.

use crate::lesson::FeatureName;

/// Why no adapter could be had.
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
    /// `requestDevice` failed.
    #[error("requestDevice failed: {0}")]
    Request(String),
}

/// Creates the wgpu instance pages get their adapters from. `backends` overrides the
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

/// The wgpu feature flag of a WebGPU feature name.
pub fn wgpu_feature(f: FeatureName) -> wgpu::Features {
    match f {
        FeatureName::TimestampQuery => wgpu::Features::TIMESTAMP_QUERY,
        FeatureName::ShaderF16 => wgpu::Features::SHADER_F16,
        FeatureName::Float32Filterable => wgpu::Features::FLOAT32_FILTERABLE,
        FeatureName::DepthClipControl => wgpu::Features::DEPTH_CLIP_CONTROL,
        FeatureName::TextureCompressionBc => wgpu::Features::TEXTURE_COMPRESSION_BC,
        FeatureName::IndirectFirstInstance => wgpu::Features::INDIRECT_FIRST_INSTANCE,
        FeatureName::Bgra8unormStorage => wgpu::Features::BGRA8UNORM_STORAGE,
        FeatureName::Rg11b10ufloatRenderable => wgpu::Features::RG11B10UFLOAT_RENDERABLE,
    }
}

/// The WebGPU names of the features in `set` that Lienzo knows.
pub fn feature_names(set: wgpu::Features) -> Vec<FeatureName> {
    FeatureName::ALL
        .into_iter()
        .filter(|f| set.contains(wgpu_feature(*f)))
        .collect()
}

/// What pages are run with: the backends their adapter comes from and the preferred
/// canvas format of the host (eframe's target format in the window, `rgba8unorm`
/// headless).
#[derive(Clone, Debug)]
pub struct HostOptions {
    /// Backends for the page's adapter; `None` follows `WGPU_BACKEND` or wgpu's default.
    pub backends: Option<wgpu::Backends>,
    /// The host's preferred format.
    pub preferred: wgpu::TextureFormat,
}

impl Default for HostOptions {
    fn default() -> Self {
        Self {
            backends: None,
            preferred: wgpu::TextureFormat::Rgba8Unorm,
        }
    }
}
