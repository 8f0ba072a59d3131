//! The host side of presentation: a texture of the preferred format on the window's
//! own device, written with `queue.write_texture` straight from the read-back bytes.

use super::pixels::Pixels;

/// A texture on the host device that receives frames.
#[derive(Debug)]
pub struct HostTexture {
    /// The texture, in the preferred format.
    pub texture: wgpu::Texture,
    /// A view of it (what egui draws).
    pub view: wgpu::TextureView,
}

impl HostTexture {
    /// Creates a texture for frames of `pixels`' size and format.
    pub fn new(device: &wgpu::Device, width: u32, height: u32, format: wgpu::TextureFormat) -> Self {
        let texture = device.create_texture(&super::texture::desc_2d(
            "viewport (host texture)",
            (width, height),
            format,
            1,
            wgpu::TextureUsages::TEXTURE_BINDING | wgpu::TextureUsages::COPY_DST,
        ));
        let view = texture.create_view(&wgpu::TextureViewDescriptor::default());
        Self { texture, view }
    }

    /// Whether this texture can take `pixels` as they are.
    pub fn fits(&self, pixels: &Pixels) -> bool {
        self.texture.width() == pixels.width
            && self.texture.height() == pixels.height
            && Some(self.texture.format()) == pixels.format
    }

    /// Writes the frame's bytes, rows padded as read back; no per-pixel CPU work.
    pub fn write(&self, queue: &wgpu::Queue, pixels: &Pixels) {
        queue.write_texture(
            self.texture.as_image_copy(),
            pixels.data(),
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(pixels.bytes_per_row),
                rows_per_image: Some(pixels.height),
            },
            self.texture.size(),
        );
    }
}

/// A stand-in for the window's device, for benchmarks without a window (desktop).
#[cfg(not(target_arch = "wasm32"))]
pub struct HostUpload {
    device: wgpu::Device,
    queue: wgpu::Queue,
    target: std::cell::RefCell<Option<HostTexture>>,
}

#[cfg(not(target_arch = "wasm32"))]
impl HostUpload {
    /// Requests a second device on the same kind of adapter.
    pub fn new(backends: Option<wgpu::Backends>) -> Result<Self, super::DeviceError> {
        let instance = super::device::instance(backends);
        let adapter = super::device::adapter(&instance)?;
        let (device, queue) = pollster::block_on(adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some("host device (bench)"),
            ..Default::default()
        }))
        .map_err(|e| super::DeviceError::Request(e.to_string()))?;
        Ok(Self {
            device,
            queue,
            target: std::cell::RefCell::new(None),
        })
    }

    /// The floor of any readback presentation: one texture of `size` copied into a
    /// mappable buffer on `lesson`'s device, mapped, and uploaded here, with nothing
    /// drawn. Returns the wall time of one such transfer, waited for.
    pub fn bare_transfer(
        &self,
        lesson: &wgpu::Device,
        queue: &wgpu::Queue,
        size: (u32, u32),
        format: wgpu::TextureFormat,
    ) -> std::time::Duration {
        let extent = wgpu::Extent3d {
            width: size.0,
            height: size.1,
            depth_or_array_layers: 1,
        };
        let texture = lesson.create_texture(&super::texture::desc_2d(
            "bench: bare transfer source",
            size,
            format,
            1,
            wgpu::TextureUsages::COPY_SRC | wgpu::TextureUsages::RENDER_ATTACHMENT,
        ));
        let bytes_per_row = (size.0 * 4).next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
        let buffer = lesson.create_buffer(&wgpu::BufferDescriptor {
            label: Some("bench: bare transfer readback"),
            size: u64::from(bytes_per_row) * u64::from(size.1),
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let started = web_time::Instant::now();
        let mut encoder = lesson.create_command_encoder(&wgpu::CommandEncoderDescriptor::default());
        encoder.copy_texture_to_buffer(
            texture.as_image_copy(),
            wgpu::TexelCopyBufferInfo {
                buffer: &buffer,
                layout: wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(bytes_per_row),
                    rows_per_image: Some(size.1),
                },
            },
            extent,
        );
        queue.submit([encoder.finish()]);
        buffer.slice(..).map_async(wgpu::MapMode::Read, |_| {});
        let _ = lesson.poll(wgpu::PollType::wait_indefinitely());
        if let Ok(view) = buffer.slice(..).get_mapped_range() {
            self.upload(&Pixels::mapped(view, size.0, size.1, bytes_per_row, format));
        }
        started.elapsed()
    }

    /// Uploads one frame and waits for the host queue.
    pub fn upload(&self, pixels: &Pixels) {
        let Some(format) = pixels.format else { return };
        let mut target = self.target.borrow_mut();
        if !target.as_ref().is_some_and(|t| t.fits(pixels)) {
            *target = Some(HostTexture::new(&self.device, pixels.width, pixels.height, format));
        }
        if let Some(t) = target.as_ref() {
            t.write(&self.queue, pixels);
        }
        self.queue.submit([]);
        let _ = self.device.poll(wgpu::PollType::wait_indefinitely());
    }
}
