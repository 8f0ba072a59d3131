//! `Present`: hands finished frames to the host in the host's preferred format.
//!
//! A canvas of another format gets a real conversion pass first, as a browser's
//! compositor would need. The frame is then copied into one buffer of a readback ring
//! and mapped asynchronously; the host never waits on the GPU.

use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

use super::blit::Blit;
use super::ledger::{Ledger, Tracked};

mod pixels;

pub use pixels::Pixels;

const FREE: u8 = 0;
const IN_FLIGHT: u8 = 1;
const READY: u8 = 2;
const FAILED: u8 = 3;
/// Mapped and shown: [`Present::latest`] reads straight from it until a newer frame.
const HELD: u8 = 4;

/// Buffers in the readback ring.
pub const RING_SIZE: usize = 3;
/// Timestamp queries per frame: scene begin/end, conversion begin/end.
pub const QUERIES: u32 = 4;

/// GPU times of one frame, from timestamp queries.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct GpuTimes {
    /// Scene pass(es), in milliseconds.
    pub scene_ms: f32,
    /// Conversion pass, in milliseconds, when it ran.
    pub convert_ms: Option<f32>,
}

struct Slot {
    pixels: wgpu::Buffer,
    timestamps: Option<wgpu::Buffer>,
    state: Arc<AtomicU8>,
    pending: Arc<AtomicU8>,
    width: u32,
    height: u32,
    bytes_per_row: u32,
    frame_index: u64,
    converted: bool,
    timed: bool,
    /// The frame copied into this slot raised an error: its bytes are not the frame's
    /// (a copy from a destroyed texture copies nothing), so it is never shown.
    discarded: bool,
}

/// The presentation path of one lesson device.
pub struct Present {
    /// The host's preferred format.
    pub preferred: wgpu::TextureFormat,
    convert: Option<(wgpu::TextureFormat, Blit)>,
    converted: Option<Tracked>,
    ring: Vec<Slot>,
    queries: Option<(wgpu::QuerySet, wgpu::Buffer)>,
    timestamp_period_ns: f32,
    latest: Pixels,
    latest_times: Option<GpuTimes>,
    /// Frames not read back because every ring buffer was still in flight.
    pub skipped: u64,
    /// Whether the last encoded frame ran the conversion pass.
    pub last_converted: bool,
    /// Conversion passes run so far.
    pub conversions: u64,
}

impl Present {
    /// A presentation path for `preferred`, with GPU timing when `timestamps`.
    pub fn new(device: &wgpu::Device, queue: &wgpu::Queue, preferred: wgpu::TextureFormat, timestamps: bool) -> Self {
        let queries = timestamps.then(|| {
            let set = device.create_query_set(&wgpu::QuerySetDescriptor {
                label: Some("frame timestamps"),
                ty: wgpu::QueryType::Timestamp,
                count: QUERIES,
            });
            let resolve = device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("timestamp resolve"),
                size: u64::from(QUERIES) * 8,
                usage: wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC,
                mapped_at_creation: false,
            });
            (set, resolve)
        });
        Self {
            preferred,
            convert: None,
            converted: None,
            ring: Vec::new(),
            queries,
            timestamp_period_ns: queue.get_timestamp_period(),
            latest: Pixels::default(),
            latest_times: None,
            skipped: 0,
            last_converted: false,
            conversions: 0,
        }
    }

    /// The query set for this frame's passes, when timing on the GPU.
    pub fn query_set(&self) -> Option<&wgpu::QuerySet> {
        self.queries.as_ref().map(|(q, _)| q)
    }

    /// Records the conversion pass (if the canvas format is not the preferred one) and
    /// the copy into a free ring buffer. Returns false when no buffer was free.
    pub fn encode(
        &mut self,
        device: &wgpu::Device,
        encoder: &mut wgpu::CommandEncoder,
        ledger: &mut Ledger,
        canvas: &wgpu::Texture,
        frame_index: u64,
        scene_timed: bool,
    ) -> bool {
        let (w, h) = (canvas.width(), canvas.height());
        let convert = canvas.format().remove_srgb_suffix() != self.preferred.remove_srgb_suffix();
        self.last_converted = convert;
        let texel_bytes = self
            .preferred
            .block_copy_size(Some(wgpu::TextureAspect::All))
            .unwrap_or(4);
        let Some(slot_i) = self.free_slot(device, w, h, texel_bytes) else {
            self.skipped += 1;
            return false;
        };
        let source = if convert {
            self.conversions += 1;
            // The pass copies stored bytes. Sampling an -srgb canvas (GL has no other
            // view of it) decodes them, so the target is -srgb as well and encodes them
            // back: the bytes read back are the canvas's own.
            let target_format = if canvas.format().is_srgb() {
                self.preferred.add_srgb_suffix()
            } else {
                self.preferred
            };
            let stale = self.converted.as_ref().is_none_or(|t| {
                t.texture.width() != w || t.texture.height() != h || t.texture.format() != target_format
            });
            if stale {
                if let Some(old) = self.converted.take() {
                    ledger.release(old, true);
                }
                self.converted = Some(ledger.create(
                    device,
                    &super::texture::desc_2d(
                        "conversion target (preferred format)",
                        (w, h),
                        target_format,
                        1,
                        wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
                    ),
                ));
            }
            if self.convert.as_ref().is_some_and(|(f, _)| *f != target_format) {
                self.convert = None;
            }
            let (_, blit) = self
                .convert
                .get_or_insert_with(|| (target_format, Blit::new(device, target_format, "conversion pass")));
            let target = self.converted.as_ref().map(|t| t.texture.clone());
            let target = target.expect("conversion target was just created");
            let src_view = canvas.create_view(&wgpu::TextureViewDescriptor::default());
            let dst_view = target.create_view(&wgpu::TextureViewDescriptor::default());
            blit.encode(
                device,
                encoder,
                &src_view,
                &dst_view,
                "conversion pass",
                self.queries.as_ref().map(|(q, _)| wgpu::RenderPassTimestampWrites {
                    query_set: q,
                    beginning_of_pass_write_index: Some(2),
                    end_of_pass_write_index: Some(3),
                }),
            );
            target
        } else {
            if let Some(old) = self.converted.take() {
                ledger.release(old, true);
            }
            canvas.clone()
        };
        let slot = &mut self.ring[slot_i];
        encoder.copy_texture_to_buffer(
            source.as_image_copy(),
            wgpu::TexelCopyBufferInfo {
                buffer: &slot.pixels,
                layout: wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(slot.bytes_per_row),
                    rows_per_image: Some(h),
                },
            },
            source.size(),
        );
        if let (Some((set, resolve)), Some(ts)) = (&self.queries, &slot.timestamps) {
            encoder.resolve_query_set(set, 0..QUERIES, resolve, 0);
            encoder.copy_buffer_to_buffer(resolve, 0, ts, 0, u64::from(QUERIES) * 8);
        }
        slot.frame_index = frame_index;
        slot.converted = convert;
        slot.timed = scene_timed;
        slot.discarded = false;
        slot.state.store(IN_FLIGHT, Ordering::SeqCst);
        true
    }

    /// The frame just encoded raised an error: whatever its slot reads back is not the
    /// frame (a slot reused from an earlier frame would show that frame again), so it is
    /// freed unseen.
    pub fn discard_last(&mut self, frame_index: u64) {
        for slot in self.ring.iter_mut().filter(|s| s.frame_index == frame_index) {
            slot.discarded = true;
        }
    }

    /// After the frame's submit: starts mapping the buffers it was copied into.
    pub fn after_submit(&mut self) {
        for slot in &self.ring {
            if slot.state.load(Ordering::SeqCst) != IN_FLIGHT || slot.pending.load(Ordering::SeqCst) != 0 {
                continue;
            }
            // Only the buffers this frame maps count: a frame drawn without a pipeline
            // wrote no timestamps and maps its pixels alone. Counting a part that is
            // never mapped left the slot in flight for ever and froze the viewport.
            let timed = slot.timed && slot.timestamps.is_some();
            slot.pending.store(1 + u8::from(timed), Ordering::SeqCst);
            let map = |buffer: &wgpu::Buffer| {
                let state = Arc::clone(&slot.state);
                let pending = Arc::clone(&slot.pending);
                buffer.slice(..).map_async(wgpu::MapMode::Read, move |r| {
                    if r.is_err() {
                        state.store(FAILED, Ordering::SeqCst);
                    }
                    if pending.fetch_sub(1, Ordering::SeqCst) == 1 && state.load(Ordering::SeqCst) == IN_FLIGHT {
                        state.store(READY, Ordering::SeqCst);
                    }
                });
            };
            map(&slot.pixels);
            match &slot.timestamps {
                Some(ts) if timed => map(ts),
                // No scene pass wrote timestamps (nothing to draw yet): no figure.
                _ => self.latest_times = None,
            }
        }
    }

    /// Collects mapped buffers without blocking; the newest becomes [`Present::latest`].
    /// Returns true when a newer frame arrived.
    pub fn collect(&mut self) -> bool {
        let mut newest: Option<usize> = None;
        for (i, slot) in self.ring.iter().enumerate() {
            match slot.state.load(Ordering::SeqCst) {
                READY if !slot.discarded && newest.is_none_or(|n| self.ring[n].frame_index < slot.frame_index) => {
                    newest = Some(i);
                }
                _ => {}
            }
        }
        let mut arrived = false;
        if let Some(i) = newest.filter(|&i| self.ring[i].frame_index >= self.latest.frame_index) {
            // The frame shown so far goes back to the ring: its view first, then its map.
            self.latest.view = None;
            for held in self.ring.iter().filter(|s| s.state.load(Ordering::SeqCst) == HELD) {
                held.pixels.unmap();
                held.state.store(FREE, Ordering::SeqCst);
            }
            let slot = &self.ring[i];
            self.latest.view = slot.pixels.slice(..).get_mapped_range().ok();
            slot.state.store(HELD, Ordering::SeqCst);
            self.latest.width = slot.width;
            self.latest.height = slot.height;
            self.latest.bytes_per_row = slot.bytes_per_row;
            self.latest.format = Some(self.preferred);
            self.latest.frame_index = slot.frame_index;
            if let Some(ts) = slot.timestamps.as_ref().filter(|_| slot.timed) {
                let t: Vec<u64> = ts.slice(..).get_mapped_range().map_or_else(
                    |_| vec![0; QUERIES as usize],
                    |view| bytemuck::pod_collect_to_vec(&view),
                );
                let ms = |a: u64, b: u64| b.saturating_sub(a) as f32 * self.timestamp_period_ns / 1e6;
                self.latest_times = Some(GpuTimes {
                    scene_ms: ms(t[0], t[1]),
                    convert_ms: slot.converted.then(|| ms(t[2], t[3])),
                });
                ts.unmap(); // Read: only the pixels stay mapped while shown.
            }
            arrived = true;
        }
        for slot in &self.ring {
            if slot.state.load(Ordering::SeqCst) == READY {
                slot.pixels.unmap();
                if let Some(t) = slot.timestamps.as_ref().filter(|_| slot.timed) {
                    t.unmap();
                }
                slot.state.store(FREE, Ordering::SeqCst);
            }
        }
        // A map that failed (lost device, invalid buffer) leaves buffers that were never
        // mapped: drop them rather than unmap them, and make new ones when needed.
        self.ring.retain(|s| s.state.load(Ordering::SeqCst) != FAILED);
        arrived
    }

    /// The newest frame read back.
    pub fn latest(&self) -> &Pixels {
        &self.latest
    }

    /// GPU times of the newest frame read back, when timing on the GPU.
    pub fn latest_times(&self) -> Option<GpuTimes> {
        self.latest_times
    }

    fn free_slot(&mut self, device: &wgpu::Device, w: u32, h: u32, texel_bytes: u32) -> Option<usize> {
        let bytes_per_row = (w * texel_bytes).next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
        // Drop free buffers of another size; they are re-created below.
        self.ring
            .retain(|s| s.state.load(Ordering::SeqCst) != FREE || (s.width == w && s.height == h));
        if let Some(i) = self
            .ring
            .iter()
            .position(|s| s.state.load(Ordering::SeqCst) == FREE && s.width == w && s.height == h)
        {
            return Some(i);
        }
        // One more than the ring for the buffer being shown.
        if self.ring.len() > RING_SIZE {
            return None;
        }
        let pixels = device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("readback ring buffer"),
            size: u64::from(bytes_per_row) * u64::from(h),
            usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
            mapped_at_creation: false,
        });
        let timestamps = self.queries.is_some().then(|| {
            device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("timestamp readback"),
                size: u64::from(QUERIES) * 8,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        });
        self.ring.push(Slot {
            pixels,
            timestamps,
            state: Arc::new(AtomicU8::new(FREE)),
            pending: Arc::new(AtomicU8::new(0)),
            width: w,
            height: h,
            bytes_per_row,
            frame_index: 0,
            converted: false,
            timed: false,
            discarded: false,
        });
        Some(self.ring.len() - 1)
    }

    /// Releases the conversion target (device change).
    pub fn release(&mut self, ledger: &mut Ledger) {
        if let Some(t) = self.converted.take() {
            ledger.release(t, true);
        }
    }
}
