//! The driver alone: what the benches compare the page path with. A wgpu device on the
//! same adapter as the pages', a target texture of the preferred format (`rgba8unorm`
//! headless), and the few calls any WebGPU program needs for a frame: a pipeline from a
//! WGSL text, a pass that clears (and draws), a copy into a mappable buffer and the
//! wait for its mapping. No page, no JavaScript, no Lienzo: the floor.
//!
//! A pipeline is the playground page's own (`shaders/playground.js`): its vertex stage,
//! a module of its own made again with each pipeline as the page makes it, and its
//! group 0 (the 32-byte `Frame` uniform, a 256 × 256 texture and a sampler), bound and
//! written each frame. So the driver compiles the same pipeline for both and what the
//! page path adds is Lienzo's, not a larger pipeline's (before, the driver alone built
//! a vertex stage with no varying and an empty layout).

use std::time::{Duration, Instant};

use super::BenchError;
use crate::config::Common;

const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;

/// The playground page's vertex stage: the text of its `FULLSCREEN` constant.
fn playground_vertex_stage(common: &Common) -> Result<String, BenchError> {
    let path = common.shaders_dir().join("playground.js");
    let program = std::fs::read_to_string(&path).map_err(|source| BenchError::File { path, source })?;
    let start = "const FULLSCREEN = /* wgsl */ `";
    program
        .split_once(start)
        .and_then(|(_, rest)| rest.split_once('`'))
        .map(|(text, _)| text.to_owned())
        .ok_or_else(|| BenchError::Unmet("playground.js has no FULLSCREEN vertex stage".to_owned()))
}

/// The bare device.
pub(super) struct Bare {
    device: wgpu::Device,
    queue: wgpu::Queue,
    /// The playground's vertex stage, group 0's layout, its bind group and uniform.
    vertex: String,
    layout: wgpu::BindGroupLayout,
    group: wgpu::BindGroup,
    uniforms: wgpu::Buffer,
    /// The adapter's name and backend, for the report.
    pub line: String,
}

impl Bare {
    /// A device on the adapter pages get.
    pub fn new(common: &Common) -> Result<Self, BenchError> {
        let instance = crate::gpu::device::instance(common.backends);
        let adapter = crate::gpu::device::adapter(&instance).map_err(BenchError::HostDevice)?;
        let info = adapter.get_info();
        let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some("bench: the driver alone"),
            ..Default::default()
        }))
        .map_err(|e| BenchError::HostDevice(crate::gpu::DeviceError::Request(e.to_string())))?;
        let (layout, group, uniforms) = group_zero(&device);
        Ok(Self {
            vertex: playground_vertex_stage(common)?,
            device,
            queue,
            layout,
            group,
            uniforms,
            line: format!("{} ({:?})", info.name, info.backend),
        })
    }

    /// Creates a render pipeline from `fragment` (a module with one `@fragment` entry
    /// point) and the canvas-covering vertex stage, and waits until the device has it.
    /// Returns the pipeline and the time it took.
    pub fn pipeline(&self, fragment: &str) -> (wgpu::RenderPipeline, Duration) {
        let t = Instant::now();
        let module = self.device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("bench: bare shader"),
            source: wgpu::ShaderSource::Wgsl(fragment.into()),
        });
        let vertex = self.device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("bench: the playground's vertex stage"),
            source: wgpu::ShaderSource::Wgsl(self.vertex.as_str().into()),
        });
        let layout = self.device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("bench: bare layout"),
            bind_group_layouts: &[Some(&self.layout)],
            immediate_size: 0,
        });
        let pipeline = self.device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("bench: bare pipeline"),
            layout: Some(&layout),
            vertex: wgpu::VertexState {
                module: &vertex,
                entry_point: None,
                compilation_options: wgpu::PipelineCompilationOptions::default(),
                buffers: &[],
            },
            primitive: wgpu::PrimitiveState::default(),
            depth_stencil: None,
            multisample: wgpu::MultisampleState::default(),
            fragment: Some(wgpu::FragmentState {
                module: &module,
                entry_point: None,
                compilation_options: wgpu::PipelineCompilationOptions::default(),
                targets: &[Some(FORMAT.into())],
            }),
            multiview_mask: None,
            cache: None,
        });
        let _ = self.device.poll(wgpu::PollType::wait_indefinitely());
        (pipeline, t.elapsed())
    }

    /// One frame of `size`: a pass that clears (and draws `pipeline`'s triangle), then,
    /// when `read`, a copy of the target into a mappable buffer, mapped, waited for and
    /// copied out once. Returns the wall time, from encoding to the bytes in this
    /// process's memory (or to the device's idle, without `read`).
    pub fn frame(&self, size: (u32, u32), pipeline: Option<&wgpu::RenderPipeline>, read: bool) -> Duration {
        let target = self.device.create_texture(&wgpu::TextureDescriptor {
            label: Some("bench: bare target"),
            size: wgpu::Extent3d {
                width: size.0,
                height: size.1,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: FORMAT,
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
            view_formats: &[],
        });
        let bytes_per_row = (size.0 * 4).next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
        let buffer = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("bench: bare readback"),
            size: u64::from(bytes_per_row) * u64::from(size.1),
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let view = target.create_view(&wgpu::TextureViewDescriptor::default());
        let started = Instant::now();
        if pipeline.is_some() {
            self.queue.write_buffer(&self.uniforms, 0, &[0; UNIFORM_BYTES as usize]);
        }
        let mut encoder = self
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor::default());
        {
            let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: Some("bench: bare pass"),
                color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                    view: &view,
                    depth_slice: None,
                    resolve_target: None,
                    ops: wgpu::Operations {
                        load: wgpu::LoadOp::Clear(wgpu::Color {
                            r: 0.2,
                            g: 0.4,
                            b: 0.6,
                            a: 1.0,
                        }),
                        store: wgpu::StoreOp::Store,
                    },
                })],
                ..Default::default()
            });
            if let Some(p) = pipeline {
                pass.set_pipeline(p);
                pass.set_bind_group(0, &self.group, &[]);
                pass.draw(0..3, 0..1);
            }
        }
        if read {
            encoder.copy_texture_to_buffer(
                target.as_image_copy(),
                wgpu::TexelCopyBufferInfo {
                    buffer: &buffer,
                    layout: wgpu::TexelCopyBufferLayout {
                        offset: 0,
                        bytes_per_row: Some(bytes_per_row),
                        rows_per_image: Some(size.1),
                    },
                },
                target.size(),
            );
        }
        self.queue.submit([encoder.finish()]);
        if read {
            buffer.slice(..).map_async(wgpu::MapMode::Read, |_| {});
        }
        let _ = self.device.poll(wgpu::PollType::wait_indefinitely());
        if read && let Ok(view) = buffer.slice(..).get_mapped_range() {
            // The bytes are copied out once, as any host that keeps a frame must.
            std::hint::black_box(view.to_vec());
        }
        started.elapsed()
    }
}

/// The playground's `Frame` uniform, in bytes.
const UNIFORM_BYTES: u64 = 32;

/// The playground's group 0: its layout, and a bind group of a uniform buffer, a 256 ×
/// 256 texture and a filtering sampler.
fn group_zero(device: &wgpu::Device) -> (wgpu::BindGroupLayout, wgpu::BindGroup, wgpu::Buffer) {
    let all = wgpu::ShaderStages::VERTEX | wgpu::ShaderStages::FRAGMENT;
    let entry = |binding, ty| wgpu::BindGroupLayoutEntry {
        binding,
        visibility: all,
        ty,
        count: None,
    };
    let layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
        label: Some("bench: the playground's group 0"),
        entries: &[
            entry(
                0,
                wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Uniform,
                    has_dynamic_offset: false,
                    min_binding_size: None,
                },
            ),
            entry(
                1,
                wgpu::BindingType::Texture {
                    sample_type: wgpu::TextureSampleType::Float { filterable: true },
                    view_dimension: wgpu::TextureViewDimension::D2,
                    multisampled: false,
                },
            ),
            entry(2, wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering)),
        ],
    });
    let uniforms = device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("bench: Frame"),
        size: UNIFORM_BYTES,
        usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
        mapped_at_creation: false,
    });
    let card = device.create_texture(&wgpu::TextureDescriptor {
        label: Some("bench: test card"),
        size: wgpu::Extent3d {
            width: 256,
            height: 256,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: wgpu::TextureFormat::Rgba8Unorm,
        usage: wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
        view_formats: &[],
    });
    let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
        mag_filter: wgpu::FilterMode::Linear,
        min_filter: wgpu::FilterMode::Linear,
        ..Default::default()
    });
    let group = device.create_bind_group(&wgpu::BindGroupDescriptor {
        label: Some("bench: group 0"),
        layout: &layout,
        entries: &[
            wgpu::BindGroupEntry {
                binding: 0,
                resource: uniforms.as_entire_binding(),
            },
            wgpu::BindGroupEntry {
                binding: 1,
                resource: wgpu::BindingResource::TextureView(
                    &card.create_view(&wgpu::TextureViewDescriptor::default()),
                ),
            },
            wgpu::BindGroupEntry {
                binding: 2,
                resource: wgpu::BindingResource::Sampler(&sampler),
            },
        ],
    });
    (layout, group, uniforms)
}
