//! WebGPU descriptors as the program writes them (JSON from the prelude, members in
//! camelCase, GPU objects as handle numbers), with the specification's defaults.
//! Enum values use wgpu's own serde names, which are WebGPU's (`"triangle-list"`,
//! `"bgra8unorm"`, `"less-equal"`).

use std::collections::HashMap;

use serde::Deserialize;

/// A handle to a native resource (`GPUObject[H]`).
pub type Id = u32;

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct Labelled {
    #[serde(default)]
    pub label: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DeviceDesc {
    #[serde(default)]
    pub label: String,
    #[serde(default)]
    pub required_features: Vec<String>,
    /// By name, so the first limit a refusal names is always the same one.
    #[serde(default)]
    pub required_limits: std::collections::BTreeMap<String, Option<f64>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BufferDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub size: f64,
    pub usage: u32,
    #[serde(default)]
    pub mapped_at_creation: bool,
}

#[derive(Deserialize, Clone, Copy)]
#[serde(rename_all = "camelCase")]
pub struct Extent {
    pub width: u32,
    #[serde(default = "one")]
    pub height: u32,
    #[serde(default = "one")]
    pub depth_or_array_layers: u32,
}

fn one() -> u32 {
    1
}

impl From<Extent> for wgpu::Extent3d {
    fn from(e: Extent) -> Self {
        Self {
            width: e.width,
            height: e.height,
            depth_or_array_layers: e.depth_or_array_layers,
        }
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TextureDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub size: Extent,
    #[serde(default = "one")]
    pub mip_level_count: u32,
    #[serde(default = "one")]
    pub sample_count: u32,
    #[serde(default)]
    pub dimension: Option<String>,
    pub format: wgpu::TextureFormat,
    pub usage: u32,
    #[serde(default)]
    pub view_formats: Vec<wgpu::TextureFormat>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct ViewDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub format: Option<wgpu::TextureFormat>,
    pub dimension: Option<String>,
    pub usage: Option<u32>,
    pub aspect: Option<wgpu::TextureAspect>,
    #[serde(default)]
    pub base_mip_level: u32,
    pub mip_level_count: Option<u32>,
    #[serde(default)]
    pub base_array_layer: u32,
    pub array_layer_count: Option<u32>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct SamplerDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub address_mode_u: Option<wgpu::AddressMode>,
    pub address_mode_v: Option<wgpu::AddressMode>,
    pub address_mode_w: Option<wgpu::AddressMode>,
    pub mag_filter: Option<wgpu::FilterMode>,
    pub min_filter: Option<wgpu::FilterMode>,
    pub mipmap_filter: Option<wgpu::MipmapFilterMode>,
    pub lod_min_clamp: Option<f32>,
    pub lod_max_clamp: Option<f32>,
    pub compare: Option<wgpu::CompareFunction>,
    pub max_anisotropy: Option<u16>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShaderDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub code: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BglDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub entries: Vec<BglEntry>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BglEntry {
    pub binding: u32,
    pub visibility: u32,
    pub buffer: Option<BufferLayout>,
    pub sampler: Option<SamplerLayout>,
    pub texture: Option<TextureLayout>,
    pub storage_texture: Option<StorageTextureLayout>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct BufferLayout {
    #[serde(rename = "type")]
    pub ty: Option<String>,
    #[serde(default)]
    pub has_dynamic_offset: bool,
    #[serde(default)]
    pub min_binding_size: u64,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct SamplerLayout {
    #[serde(rename = "type")]
    pub ty: Option<wgpu::SamplerBindingType>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct TextureLayout {
    pub sample_type: Option<String>,
    pub view_dimension: Option<String>,
    #[serde(default)]
    pub multisampled: bool,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StorageTextureLayout {
    pub access: Option<wgpu::StorageTextureAccess>,
    pub format: wgpu::TextureFormat,
    pub view_dimension: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PipelineLayoutDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub bind_group_layouts: Vec<Option<Id>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BindGroupDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub layout: Id,
    pub entries: Vec<BindGroupEntry>,
}

#[derive(Deserialize)]
pub struct BindGroupEntry {
    pub binding: u32,
    pub resource: Resource,
}

/// A binding's resource: a sampler, a view, a texture or a whole buffer by handle (the
/// newest form of the specification), or a `GPUBufferBinding`.
#[derive(Deserialize)]
#[serde(untagged)]
pub enum Resource {
    Handle(Id),
    Buffer {
        buffer: Id,
        #[serde(default)]
        offset: u64,
        size: Option<u64>,
    },
}

/// `layout: "auto"` or a pipeline layout's handle.
#[derive(Deserialize)]
#[serde(untagged)]
pub enum Layout {
    Handle(Id),
    Auto(String),
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Stage {
    pub module: Id,
    pub entry_point: Option<String>,
    #[serde(default)]
    pub constants: HashMap<String, f64>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct VertexStage {
    #[serde(flatten)]
    pub stage: Stage,
    #[serde(default)]
    pub buffers: Vec<Option<VertexBuffer>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct VertexBuffer {
    pub array_stride: u64,
    #[serde(default)]
    pub step_mode: Option<wgpu::VertexStepMode>,
    pub attributes: Vec<VertexAttribute>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct VertexAttribute {
    pub format: String,
    pub offset: u64,
    pub shader_location: u32,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FragmentStage {
    #[serde(flatten)]
    pub stage: Stage,
    pub targets: Vec<Option<ColorTarget>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ColorTarget {
    pub format: wgpu::TextureFormat,
    pub blend: Option<Blend>,
    pub write_mask: Option<u32>,
}

#[derive(Deserialize)]
pub struct Blend {
    pub color: BlendComponent,
    pub alpha: BlendComponent,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct BlendComponent {
    pub operation: Option<wgpu::BlendOperation>,
    pub src_factor: Option<wgpu::BlendFactor>,
    pub dst_factor: Option<wgpu::BlendFactor>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct Primitive {
    pub topology: Option<wgpu::PrimitiveTopology>,
    pub strip_index_format: Option<wgpu::IndexFormat>,
    pub front_face: Option<wgpu::FrontFace>,
    pub cull_mode: Option<String>,
    #[serde(default)]
    pub unclipped_depth: bool,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DepthStencil {
    pub format: wgpu::TextureFormat,
    pub depth_write_enabled: Option<bool>,
    pub depth_compare: Option<wgpu::CompareFunction>,
    #[serde(default)]
    pub stencil_front: StencilFace,
    #[serde(default)]
    pub stencil_back: StencilFace,
    pub stencil_read_mask: Option<u32>,
    pub stencil_write_mask: Option<u32>,
    #[serde(default)]
    pub depth_bias: i32,
    #[serde(default)]
    pub depth_bias_slope_scale: f32,
    #[serde(default)]
    pub depth_bias_clamp: f32,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct StencilFace {
    pub compare: Option<wgpu::CompareFunction>,
    pub fail_op: Option<wgpu::StencilOperation>,
    pub depth_fail_op: Option<wgpu::StencilOperation>,
    pub pass_op: Option<wgpu::StencilOperation>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct Multisample {
    pub count: Option<u32>,
    pub mask: Option<u64>,
    #[serde(default)]
    pub alpha_to_coverage_enabled: bool,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RenderPipelineDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub layout: Layout,
    pub vertex: VertexStage,
    #[serde(default)]
    pub primitive: Primitive,
    pub depth_stencil: Option<DepthStencil>,
    #[serde(default)]
    pub multisample: Multisample,
    pub fragment: Option<FragmentStage>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ComputePipelineDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub layout: Layout,
    pub compute: Stage,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ColorAttachment {
    pub view: Id,
    pub depth_slice: Option<u32>,
    pub resolve_target: Option<Id>,
    pub clear_value: Option<[f64; 4]>,
    pub load_op: String,
    pub store_op: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DepthAttachment {
    pub view: Id,
    pub depth_clear_value: Option<f32>,
    pub depth_load_op: Option<String>,
    pub depth_store_op: Option<String>,
    #[serde(default)]
    pub depth_read_only: bool,
    #[serde(default)]
    pub stencil_clear_value: u32,
    pub stencil_load_op: Option<String>,
    pub stencil_store_op: Option<String>,
    #[serde(default)]
    pub stencil_read_only: bool,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RenderPassDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub color_attachments: Vec<Option<ColorAttachment>>,
    pub depth_stencil_attachment: Option<DepthAttachment>,
    pub timestamp_writes: Option<TimestampWrites>,
    pub occlusion_query_set: Option<Id>,
}

/// `GPURenderBundleEncoderDescriptor`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RenderBundleDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub color_formats: Vec<Option<wgpu::TextureFormat>>,
    pub depth_stencil_format: Option<wgpu::TextureFormat>,
    #[serde(default = "one")]
    pub sample_count: u32,
    #[serde(default)]
    pub depth_read_only: bool,
    #[serde(default)]
    pub stencil_read_only: bool,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct ComputePassDesc {
    #[serde(default)]
    pub label: Option<String>,
    pub timestamp_writes: Option<TimestampWrites>,
}

/// `GPURenderPassTimestampWrites` and `GPUComputePassTimestampWrites`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TimestampWrites {
    pub query_set: Id,
    pub beginning_of_pass_write_index: Option<u32>,
    pub end_of_pass_write_index: Option<u32>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TextureCopy {
    pub texture: Id,
    #[serde(default)]
    pub mip_level: u32,
    #[serde(default)]
    pub origin: Origin,
    pub aspect: Option<wgpu::TextureAspect>,
}

/// `GPUOrigin3D`: a dictionary or a sequence.
#[derive(Deserialize, Default)]
#[serde(untagged)]
pub enum Origin {
    #[default]
    Zero,
    List(Vec<u32>),
    Dict {
        #[serde(default)]
        x: u32,
        #[serde(default)]
        y: u32,
        #[serde(default)]
        z: u32,
    },
}

impl Origin {
    pub fn get(&self) -> wgpu::Origin3d {
        match self {
            Self::Zero => wgpu::Origin3d::ZERO,
            Self::List(v) => wgpu::Origin3d {
                x: v.first().copied().unwrap_or(0),
                y: v.get(1).copied().unwrap_or(0),
                z: v.get(2).copied().unwrap_or(0),
            },
            Self::Dict { x, y, z } => wgpu::Origin3d { x: *x, y: *y, z: *z },
        }
    }
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct DataLayout {
    #[serde(default)]
    pub offset: u64,
    pub bytes_per_row: Option<u32>,
    pub rows_per_image: Option<u32>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BufferCopy {
    pub buffer: Id,
    #[serde(flatten)]
    pub layout: DataLayout,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CanvasConfig {
    pub device: Id,
    pub format: wgpu::TextureFormat,
    pub usage: u32,
    #[serde(default)]
    pub view_formats: Vec<wgpu::TextureFormat>,
    #[serde(default)]
    pub alpha_mode: Option<String>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct AdapterOptions {
    pub power_preference: Option<String>,
    #[serde(default)]
    pub force_fallback_adapter: bool,
    pub feature_level: Option<String>,
}

/// One recorded pass command, as `GPUPassBase._push` wrote it: its name, then its
/// arguments.
pub type Command = Vec<serde_json::Value>;

/// A vertex format by its WebGPU name.
pub fn vertex_format(name: &str) -> Option<wgpu::VertexFormat> {
    use wgpu::VertexFormat as F;
    Some(match name {
        "uint8" => F::Uint8,
        "uint8x2" => F::Uint8x2,
        "uint8x4" => F::Uint8x4,
        "sint8" => F::Sint8,
        "sint8x2" => F::Sint8x2,
        "sint8x4" => F::Sint8x4,
        "unorm8" => F::Unorm8,
        "unorm8x2" => F::Unorm8x2,
        "unorm8x4" => F::Unorm8x4,
        "snorm8" => F::Snorm8,
        "snorm8x2" => F::Snorm8x2,
        "snorm8x4" => F::Snorm8x4,
        "uint16" => F::Uint16,
        "uint16x2" => F::Uint16x2,
        "uint16x4" => F::Uint16x4,
        "sint16" => F::Sint16,
        "sint16x2" => F::Sint16x2,
        "sint16x4" => F::Sint16x4,
        "unorm16" => F::Unorm16,
        "unorm16x2" => F::Unorm16x2,
        "unorm16x4" => F::Unorm16x4,
        "snorm16" => F::Snorm16,
        "snorm16x2" => F::Snorm16x2,
        "snorm16x4" => F::Snorm16x4,
        "float16" => F::Float16,
        "float16x2" => F::Float16x2,
        "float16x4" => F::Float16x4,
        "float32" => F::Float32,
        "float32x2" => F::Float32x2,
        "float32x3" => F::Float32x3,
        "float32x4" => F::Float32x4,
        "uint32" => F::Uint32,
        "uint32x2" => F::Uint32x2,
        "uint32x3" => F::Uint32x3,
        "uint32x4" => F::Uint32x4,
        "sint32" => F::Sint32,
        "sint32x2" => F::Sint32x2,
        "sint32x3" => F::Sint32x3,
        "sint32x4" => F::Sint32x4,
        "unorm10-10-10-2" => F::Unorm10_10_10_2,
        "unorm8x4-bgra" => F::Unorm8x4Bgra,
        _ => return None,
    })
}

/// A texture or view dimension by its WebGPU name.
pub fn view_dimension(name: Option<&str>) -> Option<wgpu::TextureViewDimension> {
    use wgpu::TextureViewDimension as D;
    Some(match name? {
        "1d" => D::D1,
        "2d" => D::D2,
        "2d-array" => D::D2Array,
        "cube" => D::Cube,
        "cube-array" => D::CubeArray,
        "3d" => D::D3,
        _ => return None,
    })
}
