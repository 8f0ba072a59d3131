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
    pub fn fits(&self, pixels: &Pixels<'_>) -> bool {
        self.texture.width() == pixels.width
            && self.texture.height() == pixels.height
            && self.texture.format() == Pixels::FORMAT
    }

    /// Writes the frame's bytes; no per-pixel CPU work.
    pub fn write(&self, queue: &wgpu::Queue, pixels: &Pixels<'_>) {
        queue.write_texture(
            self.texture.as_image_copy(),
            pixels.data,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(pixels.bytes_per_row()),
                rows_per_image: Some(pixels.height),
            },
            self.texture.size(),
        );
    }
}
