//! Size-dependent targets: depth, MSAA colour and the compute output texture. When the
//! canvas size changes they are recreated, and the old ones are destroyed at once or
//! left to the simulated collector.

use super::ledger::{Ledger, Tracked};
use super::scene::{DEPTH_FORMAT, OUTPUT_FORMAT};

/// What the targets are made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TargetSpec {
    /// Canvas size in pixels.
    pub size_px: (u32, u32),
    /// Depth buffer wanted.
    pub depth: bool,
    /// MSAA samples; 1 means no MSAA target.
    pub samples: u32,
    /// Format of the MSAA colour target.
    pub color_format: wgpu::TextureFormat,
    /// Compute output wanted.
    pub output: bool,
}

/// The size-dependent targets of one canvas.
#[derive(Debug, Default)]
pub struct Targets {
    spec: Option<TargetSpec>,
    depth: Option<(Tracked, wgpu::TextureView)>,
    msaa: Option<(Tracked, wgpu::TextureView)>,
    output: Option<(Tracked, wgpu::TextureView)>,
    /// Times the targets were recreated.
    pub recreations: u64,
}

fn make(
    ledger: &mut Ledger,
    device: &wgpu::Device,
    label: &str,
    size: (u32, u32),
    format: wgpu::TextureFormat,
    samples: u32,
    usage: wgpu::TextureUsages,
) -> (Tracked, wgpu::TextureView) {
    let t = ledger.create(device, &super::texture::desc_2d(label, size, format, samples, usage));
    let view = t.texture.create_view(&wgpu::TextureViewDescriptor::default());
    (t, view)
}

impl Targets {
    /// Makes sure the targets match `spec`.
    pub fn ensure(&mut self, ledger: &mut Ledger, device: &wgpu::Device, spec: TargetSpec, destroy_old: bool) {
        if self.spec == Some(spec) {
            return;
        }
        self.release(ledger, destroy_old);
        self.spec = Some(spec);
        self.recreations += 1;
        let size = spec.size_px;
        let attach = wgpu::TextureUsages::RENDER_ATTACHMENT;
        if spec.depth {
            self.depth = Some(make(
                ledger,
                device,
                "depth target",
                size,
                DEPTH_FORMAT,
                spec.samples,
                attach,
            ));
        }
        if spec.samples > 1 {
            self.msaa = Some(make(
                ledger,
                device,
                "msaa colour target",
                size,
                spec.color_format,
                spec.samples,
                attach,
            ));
        }
        if spec.output {
            let usage = wgpu::TextureUsages::STORAGE_BINDING | wgpu::TextureUsages::TEXTURE_BINDING;
            self.output = Some(make(ledger, device, "compute output", size, OUTPUT_FORMAT, 1, usage));
        }
    }

    /// Lets go of every target.
    pub fn release(&mut self, ledger: &mut Ledger, destroy_now: bool) {
        for t in [self.depth.take(), self.msaa.take(), self.output.take()]
            .into_iter()
            .flatten()
        {
            ledger.release(t.0, destroy_now);
        }
        self.spec = None;
    }

    /// Forgets the targets without touching the GPU (the device is gone).
    pub fn forget(&mut self) {
        self.depth = None;
        self.msaa = None;
        self.output = None;
        self.spec = None;
    }

    /// Depth view.
    pub fn depth(&self) -> Option<&wgpu::TextureView> {
        self.depth.as_ref().map(|t| &t.1)
    }

    /// MSAA view.
    pub fn msaa(&self) -> Option<&wgpu::TextureView> {
        self.msaa.as_ref().map(|t| &t.1)
    }

    /// Compute output view.
    pub fn output(&self) -> Option<&wgpu::TextureView> {
        self.output.as_ref().map(|t| &t.1)
    }

    /// Bytes of one set of targets for `spec`, canvas texture included.
    pub fn set_bytes(spec: TargetSpec, canvas_format: wgpu::TextureFormat) -> u64 {
        let px = u64::from(spec.size_px.0) * u64::from(spec.size_px.1);
        let tb = super::ledger::texel_bytes;
        let mut b = px * tb(canvas_format);
        if spec.depth {
            b += px * u64::from(spec.samples) * tb(DEPTH_FORMAT);
        }
        if spec.samples > 1 {
            b += px * u64::from(spec.samples) * tb(spec.color_format);
        }
        if spec.output {
            b += px * tb(OUTPUT_FORMAT);
        }
        b
    }
}
