//! The one texture shape Lienzo makes: 2D, one layer, one mip level.

/// A 2D texture of `size` with one layer and one mip level, and no extra view formats.
pub fn desc_2d(
    label: &str,
    (width, height): (u32, u32),
    format: wgpu::TextureFormat,
    sample_count: u32,
    usage: wgpu::TextureUsages,
) -> wgpu::TextureDescriptor<'_> {
    wgpu::TextureDescriptor {
        label: Some(label),
        size: wgpu::Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count,
        dimension: wgpu::TextureDimension::D2,
        format,
        usage,
        view_formats: &[],
    }
}
