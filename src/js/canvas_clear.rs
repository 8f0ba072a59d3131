//! A canvas texture handed out again (the last frame's, see `canvas.rs`) still holds
//! that frame's pixels; a browser's drawing buffer starts each frame transparent black.
//! As Dawn's lazy clear does, it is cleared only where something could see the old
//! pixels: a render pass that loads it (the clear goes into the page's own encoder,
//! before the pass), a copy, a bind group, an upload, a readback or a present. A pass
//! that clears it, the common frame, costs nothing more.

use super::canvas::PAGE_CANVAS;
use super::desc::Id;
use super::gpu::PageGpu;

impl PageGpu {
    fn any_uncleared(&self) -> bool {
        self.canvas.uncleared || self.other_canvases.values().any(|c| c.uncleared)
    }

    /// Whether `texture` is a canvas texture not cleared yet; it counts as cleared from
    /// now on, and the caller clears it or overwrites it whole. Returns its device.
    fn take_uncleared(&mut self, texture: &wgpu::Texture) -> Option<Id> {
        let canvases = std::iter::once(PAGE_CANVAS).chain(self.other_canvases.keys().copied());
        for canvas in canvases.collect::<Vec<_>>() {
            let device = self.with_canvas(canvas, |_, cv| {
                let mine = cv.uncleared && cv.current.as_ref().is_some_and(|(_, t)| t == texture);
                if mine {
                    cv.uncleared = false;
                }
                cv.config.as_ref().filter(|_| mine).map(|c| c.device)
            });
            if device.is_some() {
                return device;
            }
        }
        None
    }

    /// The textures among resources `ids` (textures or views) that are canvas textures
    /// not cleared yet are cleared now, before the use that names them.
    pub(super) fn clear_named(&mut self, ids: impl IntoIterator<Item = Id>) {
        if !self.any_uncleared() {
            return;
        }
        let textures: Vec<wgpu::Texture> = ids
            .into_iter()
            .filter_map(|id| self.table.view(id).ok().map(|v| v.texture().clone()))
            .collect();
        for texture in textures {
            if let Some(device) = self.take_uncleared(&texture) {
                self.clear_now(device, &texture);
            }
        }
    }

    /// Every canvas texture not cleared yet is cleared now (before a present or a
    /// readback of the canvas).
    pub(super) fn clear_all_uncleared(&mut self) {
        if !self.any_uncleared() {
            return;
        }
        let canvases = std::iter::once(PAGE_CANVAS).chain(self.other_canvases.keys().copied());
        for canvas in canvases.collect::<Vec<_>>() {
            let found = self.with_canvas(canvas, |_, cv| {
                let (Some((_, texture)), Some(c), true) = (&cv.current, &cv.config, cv.uncleared) else {
                    return None;
                };
                cv.uncleared = false;
                Some((c.device, texture.clone()))
            });
            if let Some((device, texture)) = found {
                self.clear_now(device, &texture);
            }
        }
    }

    /// For a render pass: of its colour attachments, the canvas textures not cleared
    /// yet that the pass loads, which must be cleared in its encoder before it (one it
    /// clears or resolves into needs nothing more).
    pub(super) fn loaded_uncleared(&mut self, attachments: &[(Id, bool)]) -> Vec<wgpu::Texture> {
        if !self.any_uncleared() {
            return Vec::new();
        }
        let mut loaded = Vec::new();
        for &(id, overwritten) in attachments {
            let Some(texture) = self.table.view(id).ok().map(|v| v.texture().clone()) else {
                continue;
            };
            if self.take_uncleared(&texture).is_some() && !overwritten {
                loaded.push(texture);
            }
        }
        loaded
    }

    fn clear_now(&self, device: Id, texture: &wgpu::Texture) {
        let Ok(d) = self.table.device(device) else { return };
        let mut enc = d
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor::default());
        encode_clear(&mut enc, texture);
        d.queue.submit([enc.finish()]);
    }
}

/// A pass that clears `texture` to transparent black.
pub(super) fn encode_clear(enc: &mut wgpu::CommandEncoder, texture: &wgpu::Texture) {
    drop(enc.begin_render_pass(&wgpu::RenderPassDescriptor {
        label: Some("canvas texture cleared for its frame"),
        color_attachments: &[Some(wgpu::RenderPassColorAttachment {
            view: &texture.create_view(&wgpu::TextureViewDescriptor::default()),
            depth_slice: None,
            resolve_target: None,
            ops: wgpu::Operations {
                load: wgpu::LoadOp::Clear(wgpu::Color::TRANSPARENT),
                store: wgpu::StoreOp::Store,
            },
        })],
        ..Default::default()
    }));
}
