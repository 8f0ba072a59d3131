//! The page's frames on the window's device: an RGBA8 texture, written straight from
//! where the frame lies (the shared memory the page's process read it back into), and
//! registered with egui. The viewport panel only draws what this holds.

use eframe::egui;
use eframe::egui_wgpu;

use crate::gpu::{HostTexture, Pixels};

/// The host texture and its egui id, kept between frames.
#[derive(Default)]
pub struct HostView {
    texture: Option<(HostTexture, egui::TextureId)>,
    /// Index of the page frame last uploaded to the window.
    pub uploaded_frame: u64,
    /// Frames of the page uploaded to the window so far.
    pub uploads: u64,
}

impl HostView {
    /// Uploads `pixels` when they are a frame not uploaded yet, making (or re-pointing)
    /// the host texture when the size or format changed.
    pub fn upload(&mut self, host: &egui_wgpu::RenderState, pixels: &Pixels<'_>) {
        if pixels.frame_index == self.uploaded_frame && self.texture.is_some() {
            return;
        }
        let fits = self.texture.as_ref().is_some_and(|(t, _)| t.fits(pixels));
        if !fits {
            let tex = HostTexture::new(&host.device, pixels.width, pixels.height, Pixels::FORMAT);
            let mut renderer = host.renderer.write();
            let id = match self.texture.take() {
                Some((_, id)) => {
                    renderer.update_egui_texture_from_wgpu_texture(
                        &host.device,
                        &tex.view,
                        wgpu::FilterMode::Linear,
                        id,
                    );
                    id
                }
                None => renderer.register_native_texture(&host.device, &tex.view, wgpu::FilterMode::Linear),
            };
            self.texture = Some((tex, id));
        }
        if let Some((tex, _)) = &self.texture {
            tex.write(&host.queue, pixels);
            self.uploaded_frame = pixels.frame_index;
            self.uploads += 1;
        }
    }

    /// The texture to draw and its size in pixels, once a frame was uploaded.
    pub fn shown(&self) -> Option<(egui::TextureId, (u32, u32))> {
        self.texture
            .as_ref()
            .map(|(t, id)| (*id, (t.texture.width(), t.texture.height())))
    }
}
