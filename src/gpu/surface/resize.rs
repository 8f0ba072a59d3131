//! Step 1 of a frame: the canvas size from the viewport, the device-pixel ratio and the
//! knobs, clamped to `maxTextureDimension2D`; resize events, storms, and the targets
//! that follow the size.

use web_time::Instant;

use crate::gpu::ledger::Ledger;
use crate::gpu::status::FrameInput;
use crate::gpu::targets::TargetSpec;
use crate::lesson::{Resolution, SceneKind};

use super::{Sizing, Surface};

impl Surface {
    /// Step 1 of a frame, before the texture is acquired: the coalesced resize (or every
    /// event, if the knob says so). Without a device nothing is resized.
    pub fn resize(&mut self, sz: &Sizing<'_>, device: Option<&wgpu::Device>, ledger: &mut Ledger, input: &FrameInput) {
        let (requested, size) = canvas_size(sz, input.viewport_pt, input.dpr);
        self.stats.requested_px = requested;
        let mut events: Vec<(u32, u32)> = std::mem::take(&mut self.pending_events);
        events.extend(
            input
                .resize_events_pt
                .iter()
                .map(|&(w, h)| canvas_size(sz, (w, h), input.dpr).1),
        );
        match self.storm {
            Some((until, per_frame)) if Instant::now() < until => {
                // A fast drag of a window border: many sizes per frame, ending
                // somewhere new each frame.
                let (w, h) = size;
                let f = self.clock.frame_index as u32;
                events.extend((0..per_frame.max(1)).map(|j| {
                    let k = (f * 7 + j) % 60;
                    (w.saturating_sub(k * 4).max(1), h.saturating_sub(k * 3).max(1))
                }));
            }
            _ => {
                self.storm = None;
                events.push(size);
            }
        }
        let Some(device) = device else { return };
        if sz.knobs.coalesce_resize {
            let last = *events.last().unwrap_or(&size);
            self.apply_size(sz, device, ledger, last);
        } else {
            for e in events {
                self.apply_size(sz, device, ledger, e);
            }
        }
    }

    /// Applies one canvas size: the canvas texture expires and the targets follow. The
    /// targets also follow a change of scene, MSAA or format at the same size.
    fn apply_size(&mut self, sz: &Sizing<'_>, device: &wgpu::Device, ledger: &mut Ledger, size_px: (u32, u32)) {
        if size_px != self.canvas.size_px() {
            self.canvas.set_size(ledger, size_px);
            self.touch();
        }
        if size_px.0 == 0 || size_px.1 == 0 {
            return;
        }
        let mesh = sz.scene == SceneKind::Mesh;
        let spec = TargetSpec {
            size_px,
            depth: mesh,
            samples: if mesh { sz.knobs.msaa } else { 1 },
            color_format: sz.view_format,
            output: sz.scene == SceneKind::Compute,
        };
        self.targets.ensure(ledger, device, spec, sz.knobs.destroy_old);
    }
}

/// The canvas size for a viewport, before and after clamping.
fn canvas_size(sz: &Sizing<'_>, viewport_pt: (f32, f32), dpr: f32) -> ((u32, u32), (u32, u32)) {
    let knobs = sz.knobs;
    if let Some(fixed) = knobs
        .resolution
        .fixed_size()
        .filter(|_| knobs.resolution != Resolution::Window)
    {
        return (fixed, clamp(sz, fixed));
    }
    let dpr = if knobs.simulated_dpr > 0.0 {
        knobs.simulated_dpr
    } else {
        dpr.max(0.1)
    };
    let dpr = dpr.min(knobs.max_dpr);
    let px = (
        (viewport_pt.0 * dpr).round().max(0.0) as u32,
        (viewport_pt.1 * dpr).round().max(0.0) as u32,
    );
    (px, clamp(sz, px))
}

fn clamp(sz: &Sizing<'_>, px: (u32, u32)) -> (u32, u32) {
    if !sz.knobs.clamp_max_dimension {
        return px;
    }
    clamp_keeping_aspect(px, sz.max_dimension)
}

/// Scales `px` down so that neither side exceeds `max`, keeping the aspect ratio (the
/// canvas is stretched over the same on-screen box, so a distorted ratio distorts the
/// picture). Each side stays at least 1.
fn clamp_keeping_aspect(px: (u32, u32), max: u32) -> (u32, u32) {
    let longest = px.0.max(px.1);
    if longest <= max {
        return px;
    }
    let scale = f64::from(max) / f64::from(longest);
    let side = |v: u32| ((f64::from(v) * scale).round() as u32).clamp(1, max);
    (side(px.0), side(px.1))
}

#[cfg(test)]
mod clamp_tests {
    use super::clamp_keeping_aspect;

    #[test]
    fn clamping_keeps_the_aspect_ratio() {
        assert_eq!(clamp_keeping_aspect((12000, 9000), 8192), (8192, 6144));
        assert_eq!(clamp_keeping_aspect((9000, 12000), 8192), (6144, 8192));
        assert_eq!(clamp_keeping_aspect((800, 600), 8192), (800, 600));
        assert_eq!(clamp_keeping_aspect((100_000, 1), 8192), (8192, 1));
    }
}
