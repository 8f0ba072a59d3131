//! Accounting of every texture Lienzo creates on the lesson device: live bytes, peak,
//! and the simulated garbage collector that frees orphans late.

use std::time::Duration;
use web_time::Instant;

/// A texture created through the [`Ledger`].
#[derive(Debug)]
pub struct Tracked {
    /// The texture.
    pub texture: wgpu::Texture,
    /// Ledger id.
    pub id: u64,
    /// Its size in bytes (all samples).
    pub bytes: u64,
}

/// Live-texture accounting for one device.
#[derive(Debug, Default)]
pub struct Ledger {
    live: Vec<(u64, u64)>,
    orphans: Vec<Tracked>,
    last_sweep: Option<Instant>,
    next_id: u64,
    peak_bytes: u64,
    /// Textures created so far.
    pub created: u64,
    /// Textures destroyed so far (at once or by the simulated collector).
    pub destroyed: u64,
}

/// Bytes per texel of the formats Lienzo creates.
pub fn texel_bytes(format: wgpu::TextureFormat) -> u64 {
    u64::from(format.block_copy_size(Some(wgpu::TextureAspect::All)).unwrap_or(4))
}

impl Ledger {
    /// Creates and records a texture.
    pub fn create(&mut self, device: &wgpu::Device, desc: &wgpu::TextureDescriptor<'_>) -> Tracked {
        let texture = device.create_texture(desc);
        // A texture whose creation fails (zero or over-limit size) holds no memory.
        let max = device.limits().max_texture_dimension_2d;
        let valid = (1..=max).contains(&desc.size.width) && (1..=max).contains(&desc.size.height);
        let bytes = u64::from(valid)
            * u64::from(desc.size.width)
            * u64::from(desc.size.height)
            * u64::from(desc.size.depth_or_array_layers)
            * u64::from(desc.sample_count)
            * texel_bytes(desc.format);
        self.next_id += 1;
        self.created += 1;
        self.live.push((self.next_id, bytes));
        self.peak_bytes = self.peak_bytes.max(self.live_bytes());
        Tracked {
            texture,
            id: self.next_id,
            bytes,
        }
    }

    /// Lets go of a texture: `destroy()` now, or leave it to the simulated collector.
    pub fn release(&mut self, t: Tracked, destroy_now: bool) {
        if destroy_now {
            t.texture.destroy();
            self.forget(t.id);
        } else {
            self.orphans.push(t);
        }
    }

    /// The same texture under a new id: a recycled canvas texture is a new
    /// `GPUTexture` to the page, over the same memory.
    pub fn renew(&mut self, mut t: Tracked) -> Tracked {
        self.next_id += 1;
        if let Some(entry) = self.live.iter_mut().find(|(i, _)| *i == t.id) {
            entry.0 = self.next_id;
        }
        t.id = self.next_id;
        t
    }

    fn forget(&mut self, id: u64) {
        if let Some(i) = self.live.iter().position(|(i, _)| *i == id) {
            self.live.swap_remove(i);
            self.destroyed += 1;
        }
    }

    /// The simulated collector: every `interval`, destroys all orphans at once.
    pub fn sweep(&mut self, interval: Duration) {
        let now = Instant::now();
        let due = self.last_sweep.is_none_or(|t| now.duration_since(t) >= interval);
        if due {
            self.last_sweep = Some(now);
            for t in std::mem::take(&mut self.orphans) {
                t.texture.destroy();
                self.forget(t.id);
            }
        }
    }

    /// Destroys every orphan now (device change).
    pub fn sweep_all(&mut self) {
        for t in std::mem::take(&mut self.orphans) {
            t.texture.destroy();
            self.forget(t.id);
        }
    }

    /// Drops all accounting (the device is gone, and with it every texture).
    pub fn reset(&mut self) {
        self.orphans.clear();
        self.live.clear();
        self.peak_bytes = 0;
    }

    /// Bytes of textures created and not yet destroyed, orphans included.
    pub fn live_bytes(&self) -> u64 {
        self.live.iter().map(|(_, b)| b).sum()
    }

    /// Bytes held by orphans awaiting the simulated collector.
    pub fn orphan_bytes(&self) -> u64 {
        self.orphans.iter().map(|t| t.bytes).sum()
    }

    /// Live textures.
    pub fn live_count(&self) -> usize {
        self.live.len()
    }

    /// Highest live bytes since the last [`Ledger::reset_peak`].
    pub fn peak_bytes(&self) -> u64 {
        self.peak_bytes
    }

    /// Starts a new peak measurement from the current live bytes.
    pub fn reset_peak(&mut self) {
        self.peak_bytes = self.live_bytes();
    }
}
