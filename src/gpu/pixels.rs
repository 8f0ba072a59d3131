//! `Pixels`: a page's finished frame as the window uploads it.

/// A finished frame, rows of `bytes_per_row` bytes: what a page presented, as it came
/// back to the window.
#[derive(Debug, Default)]
pub struct Pixels {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Bytes per row (a multiple of 256, as wgpu copies need).
    pub bytes_per_row: u32,
    /// Format of the bytes: the preferred format.
    pub format: Option<wgpu::TextureFormat>,
    /// The bytes.
    owned: Vec<u8>,
    /// Index of the frame these pixels belong to.
    pub frame_index: u64,
}

impl Pixels {
    /// Pixels that own their bytes: tightly packed RGBA8 rows (a page's frame).
    pub fn from_rgba(width: u32, height: u32, rgba: Vec<u8>, frame_index: u64) -> Self {
        Self {
            width,
            height,
            bytes_per_row: width * 4,
            format: Some(wgpu::TextureFormat::Rgba8Unorm),
            owned: rgba,
            frame_index,
        }
    }

    /// The bytes, rows padded to `bytes_per_row`.
    pub fn data(&self) -> &[u8] {
        &self.owned
    }

    /// The RGBA8 value at pixel `(x, y)`, swizzled from BGRA when needed.
    pub fn rgba_at(&self, x: u32, y: u32) -> Option<[u8; 4]> {
        if x >= self.width || y >= self.height {
            return None;
        }
        let i = (y * self.bytes_per_row + x * 4) as usize; // Presented formats are 8-bit RGBA or BGRA.
        let p: [u8; 4] = self.data().get(i..i + 4)?.try_into().ok()?;
        Some(if is_bgra(self.format?) {
            [p[2], p[1], p[0], p[3]]
        } else {
            p
        })
    }

    /// Tightly packed RGBA8 rows (for PNG files; not used for presentation).
    pub fn to_rgba(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity((self.width * self.height * 4) as usize);
        let bgra = self.format.is_some_and(is_bgra);
        for row in self
            .data()
            .chunks(self.bytes_per_row.max(1) as usize)
            .take(self.height as usize)
        {
            for p in row[..(self.width * 4) as usize].chunks_exact(4) {
                if bgra {
                    out.extend_from_slice(&[p[2], p[1], p[0], p[3]]);
                } else {
                    out.extend_from_slice(p);
                }
            }
        }
        out
    }
}

fn is_bgra(f: wgpu::TextureFormat) -> bool {
    matches!(f, wgpu::TextureFormat::Bgra8Unorm | wgpu::TextureFormat::Bgra8UnormSrgb)
}
