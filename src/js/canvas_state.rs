//! The state of the page's `<canvas>`, apart from the operations on it (`canvas.rs`):
//! what `PageGpu` holds.

use super::desc::Id;

/// A `configure()` that took.
pub(super) struct Config {
    pub(super) device: Id,
    pub(super) format: wgpu::TextureFormat,
    pub(super) usage: wgpu::TextureUsages,
    pub(super) view_formats: Vec<wgpu::TextureFormat>,
    /// `alphaMode: "opaque"` (the default): the compositor ignores the alpha.
    pub(super) opaque: bool,
}

/// The canvas's state: its configuration, its current texture, what it presented.
#[derive(Default)]
pub struct PageCanvas {
    pub(super) config: Option<Config>,
    pub(super) current: Option<(Id, wgpu::Texture)>,
    /// A presented texture, handed out again under a new id when the size and
    /// configuration still match.
    pub(super) spare: Option<wgpu::Texture>,
    /// The current texture is the spare handed out again, with the last frame's pixels
    /// still in it: cleared before its first use that could see them (`canvas_clear.rs`).
    pub(super) uncleared: bool,
    /// The destroyed texture that expired ids of this configuration name (by device):
    /// made once, not once per frame, since a destroyed texture is never used again.
    pub(super) expired: Option<(Id, wgpu::Texture)>,
    pub(super) warned_view_formats: bool,
    /// Frames presented so far: a current texture of a device not lost, of a size
    /// that is not zero.
    pub presents: u64,
    /// The size of the last frame presented.
    pub last_size: Option<(u32, u32)>,
    /// Rendering updates ended so far (each presents the current texture, if any): a
    /// canvas texture acquired at an earlier count was kept from an earlier frame.
    pub updates: u64,
    /// The compositor's conversion of a canvas whose format is not the preferred one.
    pub(super) conversion: Option<Conversion>,
    /// The buffer the last frame was read back through, given back once read: the
    /// next frame of the same size and device reads through it again.
    pub(super) readback: Readback,
}

/// What a browser's compositor does with a canvas that is not in the preferred format:
/// one more pass each frame, into a texture that is. Lienzo's host reads that one.
pub(super) struct Conversion {
    /// The device the pass's pipeline and target belong to.
    pub(super) device: Id,
    pub(super) blit: crate::gpu::blit::Blit,
    /// The preferred-format texture, of the last frame's size.
    pub(super) target: Option<wgpu::Texture>,
}

/// A canvas's readback buffer between frames: a frame's copy takes it when it has the
/// frame's size, and gives it back unmapped once read, so a steady canvas does not
/// make (and map, and free) a buffer of its size each frame.
#[derive(Clone, Default)]
pub struct Readback(std::sync::Arc<std::sync::Mutex<Option<(wgpu::Device, wgpu::Buffer)>>>);

impl Readback {
    /// The kept buffer when it is `size` bytes on `device`, else a new one.
    pub(super) fn take(&self, device: &wgpu::Device, size: u64) -> wgpu::Buffer {
        let kept = self.0.lock().ok().and_then(|mut b| b.take());
        match kept {
            Some((d, b)) if b.size() == size && d == *device => b,
            _ => device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("presented frame"),
                size,
                usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::MAP_READ,
                mapped_at_creation: false,
            }),
        }
    }

    /// Keeps `buffer` (unmapped) for the next frame of its size on `device`.
    pub(super) fn keep(&self, device: &wgpu::Device, buffer: wgpu::Buffer) {
        if let Ok(mut kept) = self.0.lock() {
            *kept = Some((device.clone(), buffer));
        }
    }
}
