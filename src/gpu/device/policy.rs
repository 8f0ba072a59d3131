//! What a lesson device is requested with: features and limits, from the lesson and
//! the knobs.

use crate::lesson::{DevicePolicySpec, FeatureName, Knobs, LimitsMode};

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

pub(super) fn features_of(names: &[FeatureName]) -> wgpu::Features {
    names
        .iter()
        .fold(wgpu::Features::empty(), |acc, f| acc | wgpu_feature(*f))
}

/// Limits a lesson would like in `Clamped` mode: generous compute limits, clamped to
/// the adapter at request time.
pub fn wanted_limits() -> wgpu::Limits {
    wgpu::Limits {
        max_compute_workgroup_storage_size: 32768,
        max_compute_invocations_per_workgroup: 1024,
        max_compute_workgroup_size_x: 1024,
        max_compute_workgroup_size_y: 1024,
        max_texture_dimension_2d: 16384,
        max_uniform_buffer_binding_size: 1 << 20,
        ..wgpu::Limits::default()
    }
}

/// Features and limits to request, from the lesson and the knobs.
#[derive(Clone, Debug, PartialEq)]
pub struct DevicePolicy {
    /// Features the lesson cannot run without.
    pub required: Vec<FeatureName>,
    /// Features used when present.
    pub enhancements: Vec<FeatureName>,
    /// Which limits to request.
    pub limits: LimitsMode,
    /// Simulated adapter mask: features treated as missing.
    pub hidden: Vec<FeatureName>,
}

impl DevicePolicy {
    /// The policy of a lesson under the given knobs.
    pub fn new(spec: &DevicePolicySpec, knobs: &Knobs) -> Self {
        // GPU timing is an enhancement of every lesson: used when the adapter has it.
        // The knob adds requirements to the lesson's own.
        let mut required = spec.required.clone();
        for f in &knobs.require_features {
            if !required.contains(f) {
                required.push(*f);
            }
        }
        let mut enhancements: Vec<FeatureName> = spec
            .enhancements
            .iter()
            .copied()
            .filter(|f| !required.contains(f))
            .collect();
        if !enhancements.contains(&FeatureName::TimestampQuery) && !required.contains(&FeatureName::TimestampQuery) {
            enhancements.push(FeatureName::TimestampQuery);
        }
        Self {
            required,
            enhancements,
            limits: knobs.limits.unwrap_or(spec.limits),
            hidden: knobs.hide_features.clone(),
        }
    }

    /// The default policy: WebGPU default limits, timestamps when available.
    pub fn basic() -> Self {
        Self {
            required: Vec::new(),
            enhancements: vec![FeatureName::TimestampQuery],
            limits: LimitsMode::Defaults,
            hidden: Vec::new(),
        }
    }
}
