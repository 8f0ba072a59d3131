//! `Canvas`: Lienzo's `GPUCanvasContext`. `current_texture()` returns the same texture
//! until it expires; it expires on present, on configure and on resize, and expiry
//! calls `destroy()` on it, as the WebGPU spec says.
//!
//! Like a browser's swap chain, the canvas reuses the memory of a presented texture
//! that nothing else holds: the next frame gets it under a new id, a new `GPUTexture`
//! to the page.

use super::ledger::{Ledger, Tracked};

/// The configuration passed to [`Canvas::configure`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CanvasConfig {
    /// The canvas texture's format.
    pub format: wgpu::TextureFormat,
    /// Other formats views may use (e.g. the `-srgb` twin).
    pub view_formats: Vec<wgpu::TextureFormat>,
}

/// A canvas of the lesson device.
#[derive(Debug, Default)]
pub struct Canvas {
    config: Option<CanvasConfig>,
    size_px: (u32, u32),
    current: Option<Tracked>,
    /// A presented texture nobody holds, handed out again under a new id.
    spare: Option<Tracked>,
    /// Textures handed out since creation; each new id is a new texture.
    pub textures_created: u64,
    /// How many current textures expired, and why.
    pub expired: Expiries,
}

/// Why current textures expired, counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Expiries {
    /// The compositor took the frame.
    pub present: u64,
    /// `configure()` was called.
    pub configure: u64,
    /// The canvas size was assigned.
    pub resize: u64,
}

impl Canvas {
    /// Configures the canvas; the current texture expires.
    pub fn configure(&mut self, ledger: &mut Ledger, config: CanvasConfig) {
        if self.expire(ledger) {
            self.expired.configure += 1;
        }
        self.config = Some(config);
    }

    /// Forgets the configuration (`unconfigure()`, or the device is gone).
    pub fn unconfigure(&mut self, ledger: &mut Ledger) {
        self.expire(ledger);
        self.config = None;
    }

    /// The configuration, if configured.
    pub fn config(&self) -> Option<&CanvasConfig> {
        self.config.as_ref()
    }

    /// Assigns the canvas size. Like assigning `canvas.width`, this expires the current
    /// texture even when the size does not change.
    pub fn set_size(&mut self, ledger: &mut Ledger, size_px: (u32, u32)) {
        if self.expire(ledger) {
            self.expired.resize += 1;
        }
        self.size_px = size_px;
    }

    /// The canvas size in physical pixels.
    pub fn size_px(&self) -> (u32, u32) {
        self.size_px
    }

    /// The current texture and its id: the same one until it expires. `None` when the
    /// canvas is not configured.
    pub fn current_texture(&mut self, ledger: &mut Ledger, device: &wgpu::Device) -> Option<(&wgpu::Texture, u64)> {
        let config = self.config.as_ref()?;
        if self.current.is_none()
            && let Some(spare) = self.spare.take()
        {
            self.textures_created += 1;
            self.current = Some(ledger.renew(spare));
        }
        if self.current.is_none() {
            self.textures_created += 1;
            // One label for every canvas texture: a numbered label would make each
            // error message unique and defeat the event log's deduplication.
            self.current = Some(ledger.create(
                device,
                &wgpu::TextureDescriptor {
                    view_formats: &config.view_formats,
                    ..super::texture::desc_2d(
                        "canvas texture",
                        self.size_px,
                        config.format,
                        1,
                        wgpu::TextureUsages::RENDER_ATTACHMENT
                            | wgpu::TextureUsages::TEXTURE_BINDING
                            | wgpu::TextureUsages::COPY_SRC,
                    )
                },
            ));
        }
        self.current.as_ref().map(|t| (&t.texture, t.id))
    }

    /// The compositor took the frame: the current texture expires, and its memory
    /// serves the next frame under a new id.
    pub fn present(&mut self, ledger: &mut Ledger) {
        if let Some(t) = self.current.take() {
            if let Some(old) = self.spare.replace(t) {
                ledger.release(old, true);
            }
            self.expired.present += 1;
        }
    }

    /// Expiry: `destroy()` on the current texture (and on a spare one, whose size or
    /// format may no longer fit). Returns whether there was a current texture.
    fn expire(&mut self, ledger: &mut Ledger) -> bool {
        if let Some(old) = self.spare.take() {
            ledger.release(old, true);
        }
        match self.current.take() {
            Some(t) => {
                ledger.release(t, true);
                true
            }
            None => false,
        }
    }
}

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
