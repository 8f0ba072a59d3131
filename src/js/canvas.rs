//! The page's `<canvas>` and its `GPUCanvasContext`, by the specification's rules:
//! `getCurrentTexture()` returns the same texture until it expires, and it expires on
//! present (the end of a rendering update), on `configure()` and when the canvas size
//! is assigned; expiry destroys it, so a texture kept across frames is a validation
//! error when used. Presenting copies the texture where the host reads it.

use serde_json::{Value, json};

use super::canvas_state::{Config, Conversion, PageCanvas};
use super::desc::{self, Id};
use super::gpu::{PageGpu, texture_usage};
use super::resources::{Done, Fail, Res};

/// The formats a canvas can be configured with.
pub const CANVAS_FORMATS: [wgpu::TextureFormat; 3] = [
    wgpu::TextureFormat::Bgra8Unorm,
    wgpu::TextureFormat::Rgba8Unorm,
    wgpu::TextureFormat::Rgba16Float,
];

/// A presented frame, copied for the host to read.
pub struct Presented {
    /// Always `Some` until the value drops (then the buffer goes back to `readback`).
    buffer: Option<wgpu::Buffer>,
    readback: super::canvas_state::Readback,
    /// The buffer was mapped and read (it is mapped until the value drops).
    read: std::cell::Cell<bool>,
    pub width: u32,
    pub height: u32,
    pub bytes_per_row: u32,
    pub format: wgpu::TextureFormat,
    /// Configured `opaque`: shown, its alpha is 1 whatever the texture holds.
    pub opaque: bool,
    pub device: wgpu::Device,
}

impl Drop for Presented {
    fn drop(&mut self) {
        // Only a buffer whose read went through is kept (unmapped); one never read, or
        // whose map failed, goes.
        if let Some(buffer) = self.buffer.take()
            && self.read.get()
        {
            buffer.unmap();
            self.readback.keep(&self.device, buffer);
        }
    }
}

/// The page's canvas (the one the window shows) among a page's canvases; another
/// `<canvas>` or `OffscreenCanvas` has a number of its own, and its frames are shown
/// nowhere.
pub const PAGE_CANVAS: u32 = 0;

impl PageGpu {
    /// Runs `f` on canvas `canvas` (made on first use), taken out of `self` meanwhile.
    pub(super) fn with_canvas<R>(&mut self, canvas: u32, f: impl FnOnce(&mut Self, &mut PageCanvas) -> R) -> R {
        let mut cv = if canvas == PAGE_CANVAS {
            std::mem::take(&mut self.canvas)
        } else {
            self.other_canvases.remove(&canvas).unwrap_or_default()
        };
        let r = f(self, &mut cv);
        if canvas == PAGE_CANVAS {
            self.canvas = cv;
        } else {
            self.other_canvases.insert(canvas, cv);
        }
        r
    }

    /// A step of the page's canvas for the window's timeline (another canvas has none).
    fn canvas_step(&mut self, canvas: u32, step: crate::page_io::Step) {
        if canvas == PAGE_CANVAS {
            self.step(step);
        }
    }

    pub fn configure(&mut self, canvas: u32, config: &str) -> Done<()> {
        let c: desc::CanvasConfig =
            serde_json::from_str(config).map_err(|e| Fail::type_error(format!("configure: {e}")))?;
        if !CANVAS_FORMATS.contains(&c.format) {
            return Err(Fail::type_error(format!(
                "configure: {} is not a canvas format (bgra8unorm, rgba8unorm or rgba16float); an -srgb format goes in viewFormats",
                serde_json::to_string(&c.format).unwrap_or_default()
            )));
        }
        if let Some(mode) = c.alpha_mode.as_deref()
            && !["opaque", "premultiplied"].contains(&mode)
        {
            return Err(Fail::type_error(format!(
                "configure: '{mode}' is not a GPUCanvasAlphaMode (opaque, premultiplied)"
            )));
        }
        self.table.device(c.device)?;
        let usage = texture_usage(c.usage)?;
        self.with_canvas(canvas, |g, cv| {
            g.expire(cv, canvas);
            if canvas == PAGE_CANVAS {
                g.tally.configured.push(c.format);
                g.tally
                    .alpha_modes
                    .push(c.alpha_mode.clone().unwrap_or_else(|| "opaque".to_owned()));
            }
            g.canvas_step(
                canvas,
                crate::page_io::Step::Configured {
                    format: serde_json::to_string(&c.format)
                        .unwrap_or_default()
                        .trim_matches('"')
                        .to_owned(),
                    alpha_mode: c.alpha_mode.clone().unwrap_or_else(|| "opaque".to_owned()),
                },
            );
            cv.config = Some(Config {
                device: c.device,
                format: c.format,
                usage,
                view_formats: c.view_formats,
                opaque: c.alpha_mode.as_deref() != Some("premultiplied"),
            });
        });
        Ok(())
    }

    pub fn unconfigure(&mut self, canvas: u32) {
        self.with_canvas(canvas, |g, cv| {
            g.expire(cv, canvas);
            cv.config = None;
        });
    }

    /// `transferToImageBitmap()` took the canvas's picture: its current texture, if it
    /// has one, expires unpresented, and the next `getCurrentTexture()` gets a new one.
    pub fn expire_current(&mut self, canvas: u32) {
        self.with_canvas(canvas, Self::recycle_of);
    }

    /// The canvas size was assigned: the drawing buffer is replaced.
    pub fn canvas_sized(&mut self, canvas: u32, width: u32, height: u32) {
        if canvas == PAGE_CANVAS {
            self.tally.canvas_sized += 1;
        }
        self.canvas_step(canvas, crate::page_io::Step::Sized { width, height });
        self.with_canvas(canvas, |g, cv| g.expire(cv, canvas));
    }

    /// Whether `id` is no longer the current texture of any canvas.
    pub fn expired(&self, id: Id) -> bool {
        std::iter::once(&self.canvas)
            .chain(self.other_canvases.values())
            .all(|cv| cv.current.as_ref().is_none_or(|(cur, _)| *cur != id))
    }

    /// The current texture expires: it is destroyed, and stays in the table while the
    /// program holds it, so using it is WebGPU's validation error.
    fn expire(&mut self, cv: &mut PageCanvas, canvas: u32) {
        if let Some((_, texture)) = cv.current.take() {
            texture.destroy();
            if canvas == PAGE_CANVAS {
                self.tally.expired_early += 1;
            }
            self.canvas_step(canvas, crate::page_io::Step::Expired);
        }
        cv.spare = None;
        cv.uncleared = false;
    }

    /// `getCurrentTexture()` for canvas `canvas` of `width` × `height`.
    pub fn current_texture(&mut self, canvas: u32, width: u32, height: u32) -> Done<Value> {
        self.with_canvas(canvas, |g, cv| g.current_texture_of(cv, canvas, width, height))
    }

    fn current_texture_of(&mut self, cv: &mut PageCanvas, canvas: u32, width: u32, height: u32) -> Done<Value> {
        let Some(c) = &cv.config else {
            return Err(Fail {
                name: "InvalidStateError",
                message: "getCurrentTexture: the context is not configured".to_owned(),
            });
        };
        if let Some((id, t)) = &cv.current {
            return Ok(json!({ "id": id, "width": t.width(), "height": t.height() }));
        }
        // The last frame's texture is handed out again, to be cleared before anything
        // can see its old pixels (`canvas_clear.rs`), as a browser hands out each frame's
        // drawing buffer transparent black. A canvas whose usage cannot be cleared by a
        // pass gets a new texture, which wgpu gives zeroed.
        if let Some(spare) = cv.spare.take()
            && spare.width() == width
            && spare.height() == height
            && spare.format() == c.format
            && spare.usage() == host_usage(c, self.preferred)
            && spare.usage().contains(wgpu::TextureUsages::RENDER_ATTACHMENT)
        {
            cv.uncleared = true;
            let id = self.table.insert(Res::Texture(spare.clone()));
            cv.current = Some((id, spare));
            self.canvas_step(canvas, crate::page_io::Step::Acquired { width, height });
            return Ok(json!({ "id": id, "width": width, "height": height }));
        }
        let device = &self.table.device(c.device)?.device;
        // wgpu's GL backend cannot view a texture in another format (no VIEW_FORMATS
        // downlevel flag); a browser can. Say so once, in words, and make the canvas
        // texture without them: a view in another format is then a validation error.
        let view_formats: &[wgpu::TextureFormat] =
            if c.view_formats.is_empty() || device.adapter_info().backend != wgpu::Backend::Gl {
                &c.view_formats
            } else {
                if !cv.warned_view_formats {
                    cv.warned_view_formats = true;
                    self.inbox
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)
                        .push(super::resources::GpuEvent::Error {
                            device: c.device,
                            ty: "validation",
                            message: crate::text::page::Say::NoViewFormatsOnGl.text(self.lang),
                            place: None,
                        });
                }
                &[]
            };
        let texture = device.create_texture(&wgpu::TextureDescriptor {
            label: Some("canvas texture"),
            size: wgpu::Extent3d {
                width,
                height,
                depth_or_array_layers: 1,
            },
            mip_level_count: 1,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: c.format,
            usage: host_usage(c, self.preferred),
            view_formats,
        });
        let id = self.table.insert(Res::Texture(texture.clone()));
        cv.current = Some((id, texture));
        self.canvas_step(canvas, crate::page_io::Step::Acquired { width, height });
        Ok(json!({ "id": id, "width": width, "height": height }))
    }

    /// The end of a rendering update: the current texture, if the page asked for one,
    /// is presented and expires. With `read`, its pixels are copied for the host.
    /// Also returns the frames of the other canvases the window shows (read with
    /// `read`), by canvas number.
    pub fn present(&mut self, read: bool) -> (Option<Presented>, Vec<(u32, Presented)>) {
        // A texture the page took and never drew presents transparent black.
        self.clear_all_uncleared();
        self.canvas.updates += 1;
        let presented = self.with_canvas(PAGE_CANVAS, |s, cv| s.present_of(PAGE_CANVAS, cv, read));
        // Another canvas's frame is presented where the window shows the page's other
        // canvases (read when it shows them), else where no one looks: it expires too,
        // whether or not the page's canvas had one.
        let mut others = Vec::new();
        for canvas in self.other_canvases.keys().copied().collect::<Vec<_>>() {
            let shown = read && self.shown_others.contains(&canvas);
            if let Some(p) = self.with_canvas(canvas, |s, cv| s.present_of(canvas, cv, shown)) {
                others.push((canvas, p));
            }
        }
        (presented, others)
    }

    /// Presents canvas `canvas`'s current texture, if any (with `read`, its pixels are
    /// copied for the host), and expires it. The page's canvas counts its frames and
    /// reports them to the window's timeline; another canvas does neither.
    fn present_of(&mut self, canvas: u32, cv: &mut PageCanvas, read: bool) -> Option<Presented> {
        let (device, format, opaque) = {
            let c = cv.config.as_ref()?;
            (c.device, c.format, c.opaque)
        };
        let (_, texture) = cv.current.as_ref()?;
        let live = self.table.device(device).is_ok_and(|d| !d.lost) && texture.width() > 0 && texture.height() > 0;
        if live && canvas == PAGE_CANVAS {
            let (width, height) = (texture.width(), texture.height());
            cv.presents += 1;
            cv.last_size = Some((width, height));
            crate::page_io::push_step(&mut self.steps, crate::page_io::Step::Presented { width, height });
        }
        let converting = converts(format, self.preferred);
        let presented = if live && (read || converting) {
            let texture = texture.clone();
            let d = self.table.device(device).ok()?;
            let (width, height) = (texture.width(), texture.height());
            let mut enc = d
                .device
                .create_command_encoder(&wgpu::CommandEncoderDescriptor::default());
            // The compositor's pass: a canvas of another format than the preferred
            // one costs one more pass each frame, read or not, as in a browser.
            let (source, format) = if converting {
                let conversion = match cv.conversion.take() {
                    Some(c) if c.device == device => c,
                    _ => Conversion {
                        device,
                        blit: crate::gpu::blit::Blit::new(&d.device, self.preferred, "canvas conversion pass"),
                        target: None,
                    },
                };
                let target = match conversion.target {
                    Some(t) if t.width() == width && t.height() == height => t,
                    _ => d.device.create_texture(&wgpu::TextureDescriptor {
                        label: Some("canvas in the preferred format"),
                        size: texture.size(),
                        mip_level_count: 1,
                        sample_count: 1,
                        dimension: wgpu::TextureDimension::D2,
                        format: self.preferred,
                        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
                        view_formats: &[],
                    }),
                };
                conversion.blit.encode(
                    &d.device,
                    &mut enc,
                    &texture.create_view(&wgpu::TextureViewDescriptor::default()),
                    &target.create_view(&wgpu::TextureViewDescriptor::default()),
                    "canvas conversion pass",
                    None,
                );
                cv.conversion = Some(Conversion {
                    target: Some(target.clone()),
                    ..conversion
                });
                (target, self.preferred)
            } else {
                (texture, format)
            };
            if !read {
                d.queue.submit([enc.finish()]);
                self.recycle_of(cv);
                return None;
            }
            Some(Presented::copy(
                (&d.device, &d.queue),
                enc,
                &source,
                (format, opaque),
                cv.readback.clone(),
            ))
        } else {
            None
        };
        self.recycle_of(cv);
        presented
    }

    /// Canvas `canvas` as an image, as straight RGBA8 (an `opaque` canvas's alpha 1): its
    /// current texture within the task that drew it, else, with `presented` (what
    /// `toDataURL()` reads in Chromium), the last frame presented (its texture is kept
    /// until the next frame reuses it); `None` when there is none, or its device is lost
    /// (a copy from the canvas, `drawImage`, then reads transparent black).
    pub fn canvas_pixels(&mut self, canvas: u32, presented: bool) -> Option<Vec<u8>> {
        self.clear_all_uncleared();
        self.with_canvas(canvas, |g, cv| {
            let c = cv.config.as_ref()?;
            let kept = if presented { cv.spare.clone() } else { None };
            let texture = cv.current.as_ref().map(|(_, t)| t.clone()).or(kept)?;
            let d = g.table.device(c.device).ok().filter(|d| !d.lost)?;
            let enc = d
                .device
                .create_command_encoder(&wgpu::CommandEncoderDescriptor::default());
            let read = Presented::copy(
                (&d.device, &d.queue),
                enc,
                &texture,
                (c.format, c.opaque),
                super::canvas_state::Readback::default(),
            );
            let mut rgba = read.rgba().ok()?;
            for px in rgba.chunks_exact_mut(4) {
                match (c.opaque, px[3]) {
                    (true, _) => px[3] = 255,
                    (false, 0) => px.copy_from_slice(&[0; 4]),
                    // A premultiplied canvas's colours, straight as a PNG keeps them.
                    (false, a) => {
                        for ch in &mut px[..3] {
                            *ch = ((u32::from(*ch) * 255 + u32::from(a) / 2) / u32::from(a)).min(255) as u8;
                        }
                    }
                }
            }
            Some(rgba)
        })
    }

    /// After present, as a browser's swap chain does: the texture's memory is handed
    /// out again under a new id next frame. The old id now names a destroyed texture,
    /// so a program that kept it gets WebGPU's validation error when it uses it.
    fn recycle_of(&mut self, cv: &mut PageCanvas) {
        let Some((id, texture)) = cv.current.take() else {
            return;
        };
        let Some(c) = &cv.config else { return };
        let Ok(d) = self.table.device(c.device) else { return };
        // Lienzo's own bookkeeping: a canvas texture that was already invalid (a canvas
        // past the device's limits) raises its error once, at getCurrentTexture, not
        // again here every frame.
        // One destroyed texture serves every expired id of this size and configuration:
        // making (and allocating) one per frame cost a full-size texture each present.
        let dead = match cv.expired.take() {
            Some((on, dead))
                if on == c.device
                    && dead.size() == texture.size()
                    && dead.format() == texture.format()
                    && dead.usage() == texture.usage() =>
            {
                dead
            }
            _ => {
                let quiet = d.device.push_error_scope(wgpu::ErrorFilter::Validation);
                let dead = d.device.create_texture(&wgpu::TextureDescriptor {
                    label: Some("expired canvas texture"),
                    size: texture.size(),
                    mip_level_count: 1,
                    sample_count: 1,
                    dimension: wgpu::TextureDimension::D2,
                    format: texture.format(),
                    usage: texture.usage(),
                    view_formats: &[],
                });
                dead.destroy();
                let _ = pollster::block_on(quiet.pop());
                dead
            }
        };
        cv.expired = Some((c.device, dead.clone()));
        if let Ok(res) = self.table.get_mut(id) {
            *res = Res::Texture(dead);
        }
        cv.spare = Some(texture);
        cv.uncleared = false;
    }
}

/// Whether a canvas of `format` needs the compositor's conversion pass to `preferred`
/// (a view format's `-srgb` is the same bytes).
fn converts(format: wgpu::TextureFormat, preferred: wgpu::TextureFormat) -> bool {
    format.remove_srgb_suffix() != preferred.remove_srgb_suffix()
}

/// The canvas texture's usage: the page's, plus what the host needs: `COPY_SRC` to read
/// the frame as a compositor does, and `TEXTURE_BINDING` for the conversion pass.
fn host_usage(c: &Config, preferred: wgpu::TextureFormat) -> wgpu::TextureUsages {
    let mut usage = c.usage | wgpu::TextureUsages::COPY_SRC;
    if converts(c.format, preferred) {
        usage |= wgpu::TextureUsages::TEXTURE_BINDING;
    }
    usage
}

/// Bytes per channel group relative to 8-bit RGBA: 2 for rgba16float.
fn block(format: wgpu::TextureFormat) -> u32 {
    if format == wgpu::TextureFormat::Rgba16Float {
        2
    } else {
        1
    }
}

impl Presented {
    /// Encodes after `enc`'s commands a copy of `texture` (of `format`, configured
    /// `opaque` or not) into a buffer `readback` lends, submits them, and returns the
    /// frame to read once the copy is done.
    fn copy(
        (device, queue): (&wgpu::Device, &wgpu::Queue),
        mut enc: wgpu::CommandEncoder,
        texture: &wgpu::Texture,
        (format, opaque): (wgpu::TextureFormat, bool),
        readback: super::canvas_state::Readback,
    ) -> Self {
        let (width, height) = (texture.width(), texture.height());
        let bytes_per_row = (width * 4 * block(format)).next_multiple_of(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT);
        let buffer = readback.take(device, u64::from(bytes_per_row) * u64::from(height));
        enc.copy_texture_to_buffer(
            texture.as_image_copy(),
            wgpu::TexelCopyBufferInfo {
                buffer: &buffer,
                layout: wgpu::TexelCopyBufferLayout {
                    offset: 0,
                    bytes_per_row: Some(bytes_per_row),
                    rows_per_image: None,
                },
            },
            texture.size(),
        );
        queue.submit([enc.finish()]);
        Self {
            buffer: Some(buffer),
            readback,
            read: std::cell::Cell::new(false),
            width,
            height,
            bytes_per_row,
            format,
            opaque,
            device: device.clone(),
        }
    }

    /// Waits for the copy and returns RGBA8 pixels, tightly packed.
    pub fn rgba(&self) -> Result<Vec<u8>, String> {
        // Mapped first: a frame that could not be copied (a canvas past the device's
        // limits) fails here, before its size is ever allocated.
        self.mapped(|data| {
            let len = self.width as usize * self.height as usize * 4;
            if self.format == wgpu::TextureFormat::Rgba8Unorm && self.bytes_per_row as usize == self.width as usize * 4
            {
                // Rows with no padding: one copy, into memory not zeroed first.
                return data[..len].to_vec();
            }
            let mut out = vec![0; len];
            self.unpack(data, &mut out);
            out
        })
    }

    /// Waits for the copy and writes RGBA8 pixels, tightly packed, into `out` (exactly
    /// `width * height * 4` bytes): where the host keeps frames, with no copy between.
    pub fn read_into(&self, out: &mut [u8]) -> Result<(), String> {
        if out.len() != self.width as usize * self.height as usize * 4 {
            return Err(format!(
                "reading the canvas: {} bytes for a {}x{} frame",
                out.len(),
                self.width,
                self.height
            ));
        }
        self.mapped(|data| self.unpack(data, out))
    }

    /// Waits for the copy and lends its bytes to `f`.
    fn mapped<R>(&self, f: impl FnOnce(&[u8]) -> R) -> Result<R, String> {
        let buffer = self.buffer.as_ref().ok_or("reading the canvas: no buffer")?;
        let slice = buffer.slice(..);
        let (tx, rx) = std::sync::mpsc::channel();
        slice.map_async(wgpu::MapMode::Read, move |r| drop(tx.send(r)));
        self.device
            .poll(wgpu::PollType::wait_indefinitely())
            .map_err(|e| format!("reading the canvas: {e}"))?;
        rx.recv()
            .map_err(|e| e.to_string())?
            .map_err(|e| format!("reading the canvas: {e}"))?;
        let data = slice
            .get_mapped_range()
            .map_err(|e| format!("reading the canvas: {e}"))?;
        self.read.set(true);
        Ok(f(&data))
    }

    /// The copy's rows (`bytes_per_row` apart, in the canvas's format) as tightly packed
    /// RGBA8 in `out`.
    fn unpack(&self, data: &[u8], out: &mut [u8]) {
        let row_bytes = self.width as usize * 4;
        if row_bytes == 0 {
            return;
        }
        for (row, to) in out.chunks_exact_mut(row_bytes).enumerate() {
            let start = row * self.bytes_per_row as usize;
            let line = &data[start..start + row_bytes * block(self.format) as usize];
            match self.format {
                wgpu::TextureFormat::Bgra8Unorm => {
                    for (px, to) in line.chunks_exact(4).zip(to.chunks_exact_mut(4)) {
                        to.copy_from_slice(&[px[2], px[1], px[0], px[3]]);
                    }
                }
                wgpu::TextureFormat::Rgba16Float => {
                    for (ch, to) in line.chunks_exact(2).zip(to.iter_mut()) {
                        let v = half_to_f32(u16::from_le_bytes([ch[0], ch[1]]));
                        // The canvas shows extended-range values clamped, as an sRGB display does.
                        *to = (v.clamp(0.0, 1.0) * 255.0).round() as u8;
                    }
                }
                _ => to.copy_from_slice(line),
            }
        }
    }
}

fn half_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let frac = f32::from(h & 0x3ff);
    sign * match exp {
        0 => frac * 2f32.powi(-24),
        31 => f32::INFINITY,
        _ => (1.0 + frac / 1024.0) * 2f32.powi(exp - 15),
    }
}
