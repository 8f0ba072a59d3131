//! `Pixels`: a page's finished frame as the window uploads it.

/// A finished frame as the window uploads it: tightly packed RGBA8 rows, borrowed
/// from where they came back (the shared memory a page's process wrote them into, or
/// bytes of this process's own).
#[derive(Clone, Copy, Debug)]
pub struct Pixels<'a> {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// The bytes, `width * 4` a row.
    pub data: &'a [u8],
    /// Index of the frame these pixels belong to.
    pub frame_index: u64,
}

impl<'a> Pixels<'a> {
    /// The format of every presented frame's bytes.
    pub const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;

    pub fn new(width: u32, height: u32, data: &'a [u8], frame_index: u64) -> Self {
        Self {
            width,
            height,
            data,
            frame_index,
        }
    }

    /// Bytes per row.
    pub fn bytes_per_row(&self) -> u32 {
        self.width * 4
    }
}
