//! The driver alone: what the benches compare the page path with. A wgpu device on the
//! same adapter as the pages', a target texture of the preferred format (`rgba8unorm`
//! headless), and the few calls any WebGPU program needs for a frame: a pipeline from a
//! WGSL text, a pass that clears (and draws), a copy into a mappable buffer and the
//! wait for its mapping. No page, no JavaScript, no Lienzo: the floor.

use std::time::{Duration, Instant};

use super::BenchError;
use crate::config::Common;

const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;

/// A vertex stage covering the canvas, as the playground's page supplies it.
const FULLSCREEN: &str = "@vertex fn lienzo_bench_vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
    let p = vec2f(f32((i << 1u) & 2u), f32(i & 2u));
    return vec4f(p * 2.0 - 1.0, 0.0, 1.0);
}
";

/// The bare device.
pub(super) struct Bare {
    device: wgpu::Device,
    queue: wgpu::Queue,
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
        Ok(Self {
            device,
            queue,
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
            source: wgpu::ShaderSource::Wgsl(format!("{FULLSCREEN}{fragment}").into()),
        });
        let pipeline = self.device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("bench: bare pipeline"),
            layout: None,
            vertex: wgpu::VertexState {
                module: &module,
                entry_point: Some("lienzo_bench_vs"),
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
