//! The student's pipeline: built from WGSL that `wgsl::validate` found clean, inside an
//! error scope, for one of the three scene kinds.

use crate::lesson::SceneKind;

use super::blit::Blit;

mod build;
mod draw;

pub use build::build;
pub use draw::FrameViews;

/// Bindings of group 0 the scenes provide (README, "Bindings").
pub const FRAME: u32 = 0;
/// The lesson picture.
pub const IMAGE: u32 = 1;
/// Its sampler.
pub const SAMPLER: u32 = 2;
/// The camera (mesh scene).
pub const CAMERA: u32 = 3;
/// The compute scene's output texture.
pub const OUTPUT: u32 = 4;
/// An array of `mat4x4f` (uniform or read-only storage), filled with identity matrices.
pub const TRANSFORMS: u32 = 5;

/// Matrices given to a runtime-sized `transforms` array.
const RUNTIME_TRANSFORMS: u64 = 1024;

/// Format of the compute scene's output texture.
pub const OUTPUT_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
/// Depth format of the mesh scene.
pub const DEPTH_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Depth32Float;

/// What a pipeline is built for.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    /// Scene kind.
    pub scene: SceneKind,
    /// Format the pipeline writes (the canvas view's format).
    pub format: wgpu::TextureFormat,
    /// MSAA samples (mesh scene).
    pub samples: u32,
    /// Pipeline-overridable constants to set (only those the module declares).
    pub constants: Vec<(String, f64)>,
}

/// A built student pipeline.
#[derive(Debug)]
pub struct ScenePipeline {
    render: Option<wgpu::RenderPipeline>,
    compute: Option<wgpu::ComputePipeline>,
    display: Option<Blit>,
    bindings: Vec<u32>,
    /// The buffer behind `transforms` (binding 5), sized for the shader's array.
    transforms: Option<wgpu::Buffer>,
    /// Bind groups made so far, by their inputs (the `frame` buffer and the compute
    /// output view): made when an input changes, not every frame.
    bind_groups: std::sync::Mutex<Vec<(wgpu::Buffer, Option<wgpu::TextureView>, wgpu::BindGroup)>>,
    /// Workgroup size of the compute entry point.
    pub workgroup_size: [u32; 3],
    /// What it was built for.
    pub target: Target,
}

/// The colour the scene pass clears the canvas to.
pub const BACKGROUND: wgpu::Color = wgpu::Color {
    r: 0.03,
    g: 0.03,
    b: 0.05,
    a: 1.0,
};

/// Splits `groups` workgroups over x and y so that neither exceeds `max_per_dim`.
pub fn split_dispatch(groups: u32, max_per_dim: u32) -> [u32; 3] {
    let max = max_per_dim.max(1);
    if groups <= max {
        [groups, 1, 1]
    } else {
        [max, groups.div_ceil(max), 1]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_large_one_dimensional_dispatch_is_split() {
        // A 4K canvas in groups of 64: 129600 groups, over the default 65535.
        let groups = (3840u32 * 2160).div_ceil(64);
        assert_eq!(groups, 129_600);
        let [x, y, z] = super::split_dispatch(groups, 65535);
        assert_eq!([x, y, z], [65535, 2, 1]);
        assert!(u64::from(x) * u64::from(y) >= u64::from(groups));
        assert_eq!(super::split_dispatch(100, 65535), [100, 1, 1]);
    }

    /// Issue 23: the wrong kind of binding is named as WGSL declares it, not with
    /// `Debug` (it read "Storage { read_only: false }").
    #[test]
    fn a_binding_of_the_wrong_kind_is_named_in_wgsl() {
        let src = "@group(0) @binding(0) var<storage, read_write> frame: array<f32>;\n\
                   @fragment fn fs() -> @location(0) vec4f { return vec4f(frame[0]); }\n";
        let limits = wgpu::Limits::default();
        let none = std::collections::HashMap::new();
        let opts = crate::wgsl::Options {
            limits: &limits,
            scene: crate::lesson::SceneKind::Fullscreen,
            overrides: &none,
        };
        let report = crate::wgsl::validate(src, &opts);
        let problems = super::build::check_bindings(&report, crate::lesson::SceneKind::Fullscreen).unwrap_err();
        let message = &problems[0].message;
        assert!(message.contains("(var<storage, read_write>)"), "{message}");
        assert!(!message.contains('{'), "{message}");
    }
}
