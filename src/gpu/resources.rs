//! GPU resources every scene can bind, built from CPU-side sources. After a device
//! loss they are built again from the same sources.

use super::ledger::{Ledger, Tracked};
use super::mesh::{self, CameraUniform};

/// The frame uniform at `@group(0) @binding(0)` (`struct Frame` in the README).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, bytemuck::Pod, bytemuck::Zeroable)]
pub struct FrameUniform {
    /// Canvas size in physical pixels.
    pub resolution: [f32; 2],
    /// Pointer in canvas pixels, origin top left.
    pub mouse: [f32; 2],
    /// Seconds since the shader was built.
    pub time: f32,
    /// Seconds since the previous frame.
    pub delta: f32,
    /// Frames since the shader was built.
    pub frame: u32,
    /// 1 while the primary button is held over the viewport.
    pub mouse_down: u32,
    /// Which draw of the frame this is: 0, or 1 for the right half when the queue
    /// lesson draws the canvas in two halves (`queue_writes`).
    pub pass_index: u32,
    /// Padding to the struct's 8-byte alignment.
    pub padding: u32,
}

/// An RGBA8 picture in CPU memory.
#[derive(Clone, Debug)]
pub struct CpuImage {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Tightly packed RGBA8 rows.
    pub rgba: Vec<u8>,
}

impl CpuImage {
    /// Decodes a PNG (or other `image`-supported) file's bytes; the caller reads them.
    pub fn decode(bytes: &[u8]) -> Result<Self, image::ImageError> {
        let img = image::load_from_memory(bytes)?.to_rgba8();
        Ok(Self {
            width: img.width(),
            height: img.height(),
            rgba: img.into_raw(),
        })
    }

    /// The picture file at `path` from its bytes, which the caller read (`gpu` never
    /// touches files); a checkerboard, with a warning naming the file, when the file
    /// could not be read or decoded.
    pub fn decode_or_checker(path: &std::path::Path, bytes: std::io::Result<Vec<u8>>) -> Self {
        let decoded = bytes
            .map_err(|e| format!("{}: {e}", path.display()))
            .and_then(|b| Self::decode(&b).map_err(|e| format!("{}: {e}", path.display())));
        decoded.unwrap_or_else(|e| {
            eprintln!("warning: {e}; using a checkerboard instead");
            Self::checker()
        })
    }

    /// A checkerboard, used when the lesson's picture is missing.
    pub fn checker() -> Self {
        let (w, h) = (64u32, 64u32);
        let rgba = (0..w * h)
            .flat_map(|i| {
                let on = ((i % w) / 8 + (i / w) / 8) % 2 == 0;
                if on { [230, 120, 40, 255] } else { [30, 30, 40, 255] }
            })
            .collect();
        Self {
            width: w,
            height: h,
            rgba,
        }
    }
}

/// Buffers, picture, sampler and mesh of one lesson device.
#[derive(Debug)]
pub struct Resources {
    /// `frame` uniform buffer.
    pub frame: wgpu::Buffer,
    /// The second slot of a two-buffer `frame` ring (`queue_writes=ring`).
    pub frame_ring: wgpu::Buffer,
    /// `camera` uniform buffer.
    pub camera: wgpu::Buffer,
    /// The picture.
    pub image: Tracked,
    /// View of the picture.
    pub image_view: wgpu::TextureView,
    /// Linear, clamping sampler.
    pub sampler: wgpu::Sampler,
    /// Cube vertices.
    pub vertices: wgpu::Buffer,
    /// Cube indices.
    pub indices: wgpu::Buffer,
    /// Number of indices.
    pub index_count: u32,
    /// Lienzo's fullscreen-triangle vertex stage.
    pub fullscreen_vs: wgpu::ShaderModule,
}

impl Resources {
    /// Builds everything from CPU data: `write_buffer` for buffers, `write_texture` for
    /// the picture.
    pub fn new(device: &wgpu::Device, queue: &wgpu::Queue, image: &CpuImage, ledger: &mut Ledger) -> Self {
        use wgpu::util::DeviceExt as _;
        let uniform = |label, size| {
            device.create_buffer(&wgpu::BufferDescriptor {
                label: Some(label),
                size,
                usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        };
        let frame = uniform("frame uniforms", std::mem::size_of::<FrameUniform>() as u64);
        let frame_ring = uniform(
            "frame uniforms, ring slot 1",
            std::mem::size_of::<FrameUniform>() as u64,
        );
        let camera = uniform("camera uniforms", std::mem::size_of::<CameraUniform>() as u64);
        let tex = ledger.create(
            device,
            &super::texture::desc_2d(
                "lesson picture",
                (image.width, image.height),
                wgpu::TextureFormat::Rgba8UnormSrgb,
                1,
                wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
            ),
        );
        upload_picture(queue, &tex.texture, image);
        let image_view = tex.texture.create_view(&wgpu::TextureViewDescriptor::default());
        let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
            label: Some("lesson sampler"),
            mag_filter: wgpu::FilterMode::Linear,
            min_filter: wgpu::FilterMode::Linear,
            ..Default::default()
        });
        let vertices = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("cube vertices"),
            contents: bytemuck::cast_slice(&mesh::cube_vertices()),
            usage: wgpu::BufferUsages::VERTEX,
        });
        let idx = mesh::cube_indices();
        let indices = device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("cube indices"),
            contents: bytemuck::cast_slice(&idx),
            usage: wgpu::BufferUsages::INDEX,
        });
        let fullscreen_vs = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("lienzo fullscreen vertex stage"),
            source: wgpu::ShaderSource::Wgsl(include_str!("wgsl/fullscreen_vs.wgsl").into()),
        });
        Self {
            frame,
            frame_ring,
            camera,
            image: tex,
            image_view,
            sampler,
            vertices,
            indices,
            index_count: idx.len() as u32,
            fullscreen_vs,
        }
    }
}

/// Uploads the picture with `write_texture`. `bytes_per_row` counts bytes: four per
/// RGBA8 texel. Unlike a buffer-to-texture copy, `write_texture` needs no 256-byte row
/// alignment.
pub fn upload_picture(queue: &wgpu::Queue, texture: &wgpu::Texture, image: &CpuImage) {
    let bytes_per_row = image.width * 4;
    queue.write_texture(
        texture.as_image_copy(),
        &image.rgba,
        wgpu::TexelCopyBufferLayout {
            offset: 0,
            bytes_per_row: Some(bytes_per_row),
            rows_per_image: Some(image.height),
        },
        wgpu::Extent3d {
            width: image.width,
            height: image.height,
            depth_or_array_layers: 1,
        },
    );
}
