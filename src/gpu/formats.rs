//! Texture formats in WebGPU's words.

/// A texture format as WebGPU spells it (`bgra8unorm-srgb`), for text meant for
/// students; wgpu's own `Debug` spelling is `Bgra8UnormSrgb`.
pub fn webgpu_name(format: wgpu::TextureFormat) -> String {
    // wgpu-types serializes formats with their WebGPU names.
    serde_json::to_value(format)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_else(|| format!("{format:?}"))
}

#[cfg(test)]
mod name_tests {
    #[test]
    fn formats_are_named_as_webgpu_names_them() {
        assert_eq!(
            super::webgpu_name(wgpu::TextureFormat::Bgra8UnormSrgb),
            "bgra8unorm-srgb"
        );
        assert_eq!(super::webgpu_name(wgpu::TextureFormat::Rgba8Unorm), "rgba8unorm");
    }
}
