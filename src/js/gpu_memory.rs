//! The page's GPU memory, counted against a budget of its own: the buffers and
//! textures the program creates (not the canvas's, which are the browser's). On a real
//! GPU its memory is not the process's, so the process's limit cannot see it; a page
//! that hoards it gets WebGPU's out-of-memory error instead of the machine's GPU, as a
//! browser's allocation that fails would give.

use std::collections::HashMap;

use super::desc::Id;

/// What the page's objects hold, by handle, and the most they may hold together.
#[derive(Debug)]
pub struct GpuMemory {
    budget: u64,
    used: u64,
    sizes: HashMap<Id, u64>,
}

impl GpuMemory {
    pub fn new(budget: u64) -> Self {
        Self {
            budget,
            used: 0,
            sizes: HashMap::new(),
        }
    }

    /// Whether `bytes` more fit; if not, WebGPU's out-of-memory words for `what`.
    pub fn check(&self, what: &str, bytes: u64) -> Result<(), String> {
        if self.used.saturating_add(bytes) <= self.budget {
            return Ok(());
        }
        Err(format!(
            "Out of memory: {what} of {bytes} bytes would bring the page's GPU memory to {} bytes, past its budget of {} MiB (Lienzo's limit per page, --memory).",
            self.used.saturating_add(bytes),
            self.budget >> 20
        ))
    }

    pub fn hold(&mut self, id: Id, bytes: u64) {
        self.used = self.used.saturating_add(bytes);
        self.sizes.insert(id, bytes);
    }

    /// The object was destroyed or collected.
    pub fn release(&mut self, id: Id) {
        if let Some(bytes) = self.sizes.remove(&id) {
            self.used -= bytes;
        }
    }

    #[cfg(test)]
    pub fn used(&self) -> u64 {
        self.used
    }
}

/// The bytes a texture holds: every mip level of every layer and sample.
pub fn texture_bytes(desc: &wgpu::TextureDescriptor<'_>) -> u64 {
    let format = desc.format;
    let (bw, bh) = format.block_dimensions();
    let block = u64::from(
        format
            .block_copy_size(None)
            .or_else(|| format.block_copy_size(Some(wgpu::TextureAspect::DepthOnly)))
            .unwrap_or(4),
    );
    let layers = match desc.dimension {
        wgpu::TextureDimension::D3 => 1,
        _ => u64::from(desc.size.depth_or_array_layers),
    };
    (0..desc.mip_level_count)
        .map(|level| {
            let size = desc.mip_level_size(level).unwrap_or_default();
            let depth = match desc.dimension {
                wgpu::TextureDimension::D3 => u64::from(size.depth_or_array_layers),
                _ => 1,
            };
            u64::from(size.width.div_ceil(bw)) * u64::from(size.height.div_ceil(bh)) * block * depth
        })
        .fold(0u64, u64::saturating_add)
        .saturating_mul(layers)
        .saturating_mul(u64::from(desc.sample_count))
}

#[cfg(test)]
mod tests {
    use super::{GpuMemory, texture_bytes};

    #[test]
    fn a_budget_counts_what_is_held_until_it_is_released() {
        let mut m = GpuMemory::new(1 << 20);
        assert!(m.check("createBuffer", 1 << 20).is_ok());
        m.hold(1, 768 << 10);
        let no = m.check("createBuffer", 512 << 10).unwrap_err();
        assert!(no.starts_with("Out of memory: createBuffer of 524288 bytes"), "{no}");
        assert!(no.contains("past its budget of 1 MiB"), "{no}");
        m.release(1);
        m.release(1);
        assert_eq!(m.used(), 0);
        assert!(m.check("createBuffer", 512 << 10).is_ok());
    }

    #[test]
    fn a_texture_holds_its_levels_layers_and_samples() {
        let desc = |w, h, layers, mips, samples, format| wgpu::TextureDescriptor {
            label: None,
            size: wgpu::Extent3d {
                width: w,
                height: h,
                depth_or_array_layers: layers,
            },
            mip_level_count: mips,
            sample_count: samples,
            dimension: wgpu::TextureDimension::D2,
            format,
            usage: wgpu::TextureUsages::TEXTURE_BINDING,
            view_formats: &[],
        };
        let rgba = wgpu::TextureFormat::Rgba8Unorm;
        assert_eq!(texture_bytes(&desc(256, 256, 1, 1, 1, rgba)), 256 * 256 * 4);
        assert_eq!(texture_bytes(&desc(256, 256, 6, 1, 1, rgba)), 6 * 256 * 256 * 4);
        assert_eq!(texture_bytes(&desc(4, 4, 1, 3, 1, rgba)), (16 + 4 + 1) * 4);
        assert_eq!(texture_bytes(&desc(64, 64, 1, 1, 4, rgba)), 4 * 64 * 64 * 4);
        assert_eq!(
            texture_bytes(&desc(8, 8, 1, 1, 1, wgpu::TextureFormat::Bc1RgbaUnorm)),
            4 * 8
        );
        assert_eq!(
            texture_bytes(&desc(8, 8, 1, 1, 1, wgpu::TextureFormat::Depth24PlusStencil8)),
            8 * 8 * 4
        );
    }
}
