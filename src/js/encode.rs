//! Command encoding and the queue: render and compute passes replayed from the
//! commands the prelude recorded, copies, `finish`, `submit`, `writeBuffer`,
//! `writeTexture`, `onSubmittedWorkDone`, and buffer mapping.
//!
//! wgpu panics where WebGPU reports a validation error for a few ranges (a buffer
//! slice past the end); those are checked here first and become the encoder's error,
//! reported at `finish()` as WebGPU does.

use serde_json::{Value, json};

use super::desc::{self, Command, Id};
use super::gpu::PageGpu;
use super::resources::{Done, Fail, Res, Table};

fn num(v: Option<&Value>) -> f64 {
    v.and_then(Value::as_f64).unwrap_or(0.0)
}

fn id(v: Option<&Value>) -> Option<Id> {
    v.and_then(Value::as_u64).and_then(|n| u32::try_from(n).ok())
}

fn parse<T: serde::de::DeserializeOwned>(what: &str, text: &str) -> Done<T> {
    serde_json::from_str(text).map_err(|e| Fail::type_error(format!("{what}: {e}")))
}

/// A buffer range checked against the buffer's size: `None` when it is past the end.
fn range(buffer: &wgpu::Buffer, offset: u64, size: Option<u64>) -> Option<std::ops::Range<u64>> {
    let total = buffer.size();
    let size = size.unwrap_or(total.saturating_sub(offset));
    let end = offset.checked_add(size)?;
    (end <= total && size > 0).then_some(offset..end)
}

fn load<V: Copy>(op: &str, clear: V) -> Done<wgpu::LoadOp<V>> {
    match op {
        "clear" => Ok(wgpu::LoadOp::Clear(clear)),
        "load" => Ok(wgpu::LoadOp::Load),
        other => Err(Fail::type_error(format!("'{other}' is not a GPULoadOp (clear, load)"))),
    }
}

fn store(op: &str) -> Done<wgpu::StoreOp> {
    match op {
        "store" => Ok(wgpu::StoreOp::Store),
        "discard" => Ok(wgpu::StoreOp::Discard),
        other => Err(Fail::type_error(format!("'{other}' is not a GPUStoreOp (store, discard)"))),
    }
}

/// A texture copy's texture side.
fn info<'t>(c: &desc::TextureCopy, tex: &'t wgpu::Texture) -> wgpu::TexelCopyTextureInfo<'t> {
    wgpu::TexelCopyTextureInfo {
        texture: tex,
        mip_level: c.mip_level,
        origin: c.origin.get(),
        aspect: c.aspect.unwrap_or(wgpu::TextureAspect::All),
    }
}

impl PageGpu {
    /// Takes the encoder out of the table for the time of a pass or copy.
    fn with_encoder(
        &mut self,
        encoder: Id,
        f: impl FnOnce(&Table, &mut wgpu::CommandEncoder) -> Done<Option<String>>,
    ) -> Done<()> {
        let e = self.table.encoder_mut(encoder)?;
        let Some(mut inner) = e.encoder.take() else {
            e.invalid.get_or_insert_with(|| "the encoder was used after finish()".to_owned());
            return Ok(());
        };
        let result = f(&self.table, &mut inner);
        let e = self.table.encoder_mut(encoder)?;
        e.encoder = Some(inner);
        match result {
            Ok(None) => Ok(()),
            Ok(Some(problem)) => {
                e.invalid.get_or_insert(problem);
                Ok(())
            }
            Err(fail) => Err(fail),
        }
    }

    /// Records a problem found outside wgpu (a pass used after `end()`).
    pub fn invalidate(&mut self, encoder: Id, why: &str) -> Done<()> {
        self.table.encoder_mut(encoder)?.invalid.get_or_insert_with(|| why.to_owned());
        Ok(())
    }

    pub fn render_pass(&mut self, encoder: Id, d: &str, commands: &str) -> Done<()> {
        let d: desc::RenderPassDesc = parse("beginRenderPass", d)?;
        let commands: Vec<Command> = parse("render pass", commands)?;
        self.with_encoder(encoder, |t, enc| {
            let mut views = Vec::new();
            for a in d.color_attachments.iter().flatten() {
                views.push(t.view(a.view)?);
                if let Some(r) = a.resolve_target {
                    views.push(t.view(r)?);
                }
            }
            let depth_view = d.depth_stencil_attachment.as_ref().map(|a| t.view(a.view)).transpose()?;
            let mut next = views.iter();
            let mut colors = Vec::new();
            for a in &d.color_attachments {
                colors.push(match a {
                    None => None,
                    Some(a) => {
                        let view = next.next().map(AsRef::as_ref).ok_or_else(|| Fail::type_error("missing view"))?;
                        let resolve_target = if a.resolve_target.is_some() {
                            next.next().map(AsRef::as_ref)
                        } else {
                            None
                        };
                        let c = a.clear_value.unwrap_or([0.0; 4]);
                        Some(wgpu::RenderPassColorAttachment {
                            view,
                            depth_slice: a.depth_slice,
                            resolve_target,
                            ops: wgpu::Operations {
                                load: load(
                                    &a.load_op,
                                    wgpu::Color {
                                        r: c[0],
                                        g: c[1],
                                        b: c[2],
                                        a: c[3],
                                    },
                                )?,
                                store: store(&a.store_op)?,
                            },
                        })
                    }
                });
            }
            let depth_stencil_attachment = match (&d.depth_stencil_attachment, &depth_view) {
                (Some(a), Some(view)) => Some(wgpu::RenderPassDepthStencilAttachment {
                    view: view.as_ref(),
                    depth_ops: match (&a.depth_load_op, &a.depth_store_op) {
                        (Some(l), Some(s)) if !a.depth_read_only => Some(wgpu::Operations {
                            load: load(l, a.depth_clear_value.unwrap_or(0.0))?,
                            store: store(s)?,
                        }),
                        _ => None,
                    },
                    stencil_ops: match (&a.stencil_load_op, &a.stencil_store_op) {
                        (Some(l), Some(s)) if !a.stencil_read_only => Some(wgpu::Operations {
                            load: load(l, a.stencil_clear_value)?,
                            store: store(s)?,
                        }),
                        _ => None,
                    },
                }),
                _ => None,
            };
            let timestamp_writes = match &d.timestamp_writes {
                Some(w) => Some(wgpu::RenderPassTimestampWrites {
                    query_set: t.query_set(w.query_set)?,
                    beginning_of_pass_write_index: w.beginning_of_pass_write_index,
                    end_of_pass_write_index: w.end_of_pass_write_index,
                }),
                None => None,
            };
            let mut pass = enc.begin_render_pass(&wgpu::RenderPassDescriptor {
                label: d.label.as_deref().filter(|l| !l.is_empty()),
                color_attachments: &colors,
                depth_stencil_attachment,
                timestamp_writes,
                occlusion_query_set: None,
                multiview_mask: None,
            });
            for c in &commands {
                let name = c.first().and_then(Value::as_str).unwrap_or("");
                let a = |i: usize| c.get(i);
                match name {
                    "pipeline" => pass.set_pipeline(t.render_pipeline(id(a(1)).unwrap_or(0))?),
                    "bindGroup" => {
                        let offsets: Vec<u32> = a(3)
                            .and_then(Value::as_array)
                            .map(|v| v.iter().filter_map(Value::as_u64).map(|n| n as u32).collect())
                            .unwrap_or_default();
                        let group = id(a(2)).map(|g| t.bind_group(g)).transpose()?;
                        pass.set_bind_group(num(a(1)) as u32, group, &offsets);
                    }
                    "vertexBuffer" => {
                        if let Some(b) = id(a(2)) {
                            let buffer = &t.buffer(b)?.buffer;
                            let size = a(4).and_then(Value::as_u64);
                            match range(buffer, num(a(3)) as u64, size) {
                                Some(r) => pass.set_vertex_buffer(num(a(1)) as u32, buffer.slice(r)),
                                None => return Ok(Some("setVertexBuffer: the range is empty or past the buffer's end".to_owned())),
                            }
                        }
                    }
                    "indexBuffer" => {
                        let buffer = &t.buffer(id(a(1)).unwrap_or(0))?.buffer;
                        let format = match a(2).and_then(Value::as_str) {
                            Some("uint16") => wgpu::IndexFormat::Uint16,
                            Some("uint32") => wgpu::IndexFormat::Uint32,
                            other => return Err(Fail::type_error(format!("{other:?} is not a GPUIndexFormat"))),
                        };
                        match range(buffer, num(a(3)) as u64, a(4).and_then(Value::as_u64)) {
                            Some(r) => pass.set_index_buffer(buffer.slice(r), format),
                            None => return Ok(Some("setIndexBuffer: the range is empty or past the buffer's end".to_owned())),
                        }
                    }
                    "draw" => {
                        let (v, i, fv, fi) = (num(a(1)) as u32, num(a(2)) as u32, num(a(3)) as u32, num(a(4)) as u32);
                        pass.draw(fv..fv.saturating_add(v), fi..fi.saturating_add(i));
                    }
                    "drawIndexed" => {
                        let (n, i, first, base, fi) =
                            (num(a(1)) as u32, num(a(2)) as u32, num(a(3)) as u32, num(a(4)) as i32, num(a(5)) as u32);
                        pass.draw_indexed(first..first.saturating_add(n), base, fi..fi.saturating_add(i));
                    }
                    "drawIndirect" => pass.draw_indirect(&t.buffer(id(a(1)).unwrap_or(0))?.buffer, num(a(2)) as u64),
                    "drawIndexedIndirect" => {
                        pass.draw_indexed_indirect(&t.buffer(id(a(1)).unwrap_or(0))?.buffer, num(a(2)) as u64);
                    }
                    "viewport" => pass.set_viewport(
                        num(a(1)) as f32,
                        num(a(2)) as f32,
                        num(a(3)) as f32,
                        num(a(4)) as f32,
                        num(a(5)) as f32,
                        num(a(6)) as f32,
                    ),
                    "scissor" => pass.set_scissor_rect(num(a(1)) as u32, num(a(2)) as u32, num(a(3)) as u32, num(a(4)) as u32),
                    "blendConstant" => {
                        let c: Vec<f64> = a(1).and_then(Value::as_array).map(|v| v.iter().filter_map(Value::as_f64).collect()).unwrap_or_default();
                        let g = |i: usize| c.get(i).copied().unwrap_or(0.0);
                        pass.set_blend_constant(wgpu::Color { r: g(0), g: g(1), b: g(2), a: g(3) });
                    }
                    "stencilReference" => pass.set_stencil_reference(num(a(1)) as u32),
                    other => return Err(Fail::type_error(format!("unknown render pass command '{other}'"))),
                }
            }
            Ok(None)
        })
    }

    pub fn compute_pass(&mut self, encoder: Id, d: &str, commands: &str) -> Done<()> {
        let d: desc::ComputePassDesc = parse("beginComputePass", d)?;
        let commands: Vec<Command> = parse("compute pass", commands)?;
        self.with_encoder(encoder, |t, enc| {
            let timestamp_writes = match &d.timestamp_writes {
                Some(w) => Some(wgpu::ComputePassTimestampWrites {
                    query_set: t.query_set(w.query_set)?,
                    beginning_of_pass_write_index: w.beginning_of_pass_write_index,
                    end_of_pass_write_index: w.end_of_pass_write_index,
                }),
                None => None,
            };
            let mut pass = enc.begin_compute_pass(&wgpu::ComputePassDescriptor {
                label: d.label.as_deref().filter(|l| !l.is_empty()),
                timestamp_writes,
            });
            for c in &commands {
                let name = c.first().and_then(Value::as_str).unwrap_or("");
                let a = |i: usize| c.get(i);
                match name {
                    "pipeline" => pass.set_pipeline(t.compute_pipeline(id(a(1)).unwrap_or(0))?),
                    "bindGroup" => {
                        let offsets: Vec<u32> = a(3)
                            .and_then(Value::as_array)
                            .map(|v| v.iter().filter_map(Value::as_u64).map(|n| n as u32).collect())
                            .unwrap_or_default();
                        let group = id(a(2)).map(|g| t.bind_group(g)).transpose()?;
                        pass.set_bind_group(num(a(1)) as u32, group, &offsets);
                    }
                    "dispatch" => pass.dispatch_workgroups(num(a(1)) as u32, num(a(2)) as u32, num(a(3)) as u32),
                    "dispatchIndirect" => {
                        pass.dispatch_workgroups_indirect(&t.buffer(id(a(1)).unwrap_or(0))?.buffer, num(a(2)) as u64);
                    }
                    other => return Err(Fail::type_error(format!("unknown compute pass command '{other}'"))),
                }
            }
            Ok(None)
        })
    }

    pub fn copy_buffer_to_buffer(&mut self, encoder: Id, src: Id, so: f64, dst: Id, d_o: f64, size: f64) -> Done<()> {
        self.with_encoder(encoder, |t, enc| {
            enc.copy_buffer_to_buffer(&t.buffer(src)?.buffer, so as u64, &t.buffer(dst)?.buffer, d_o as u64, size as u64);
            Ok(None)
        })
    }

    pub fn copy(&mut self, encoder: Id, kind: &str, src: &str, dst: &str, size: &str) -> Done<()> {
        let size: desc::Extent = parse("copy size", size)?;
        self.with_encoder(encoder, |t, enc| {
            let texture = |text: &str| -> Done<(desc::TextureCopy, &wgpu::Texture)> {
                let c: desc::TextureCopy = parse("GPUTexelCopyTextureInfo", text)?;
                let tex = t.texture(c.texture)?;
                Ok((c, tex))
            };
            let buffer = |text: &str| -> Done<(desc::BufferCopy, &wgpu::Buffer)> {
                let c: desc::BufferCopy = parse("GPUTexelCopyBufferInfo", text)?;
                let b = &t.buffer(c.buffer)?.buffer;
                Ok((c, b))
            };
            let layout = |c: &desc::BufferCopy| wgpu::TexelCopyBufferLayout {
                offset: c.layout.offset,
                bytes_per_row: c.layout.bytes_per_row,
                rows_per_image: c.layout.rows_per_image,
            };
            match kind {
                "textureToBuffer" => {
                    let (s, st) = texture(src)?;
                    let (d, db) = buffer(dst)?;
                    enc.copy_texture_to_buffer(info(&s, st), wgpu::TexelCopyBufferInfo { buffer: db, layout: layout(&d) }, size.into());
                }
                "bufferToTexture" => {
                    let (s, sb) = buffer(src)?;
                    let (d, dt) = texture(dst)?;
                    enc.copy_buffer_to_texture(wgpu::TexelCopyBufferInfo { buffer: sb, layout: layout(&s) }, info(&d, dt), size.into());
                }
                "textureToTexture" => {
                    let (s, st) = texture(src)?;
                    let (d, dt) = texture(dst)?;
                    enc.copy_texture_to_texture(info(&s, st), info(&d, dt), size.into());
                }
                other => return Err(Fail::type_error(format!("unknown copy '{other}'"))),
            }
            Ok(None)
        })
    }

    pub fn resolve_query_set(&mut self, encoder: Id, set: Id, first: u32, count: u32, dst: Id, offset: f64) -> Done<()> {
        self.with_encoder(encoder, |t, enc| {
            enc.resolve_query_set(t.query_set(set)?, first..first.saturating_add(count), &t.buffer(dst)?.buffer, offset as u64);
            Ok(None)
        })
    }

    pub fn clear_buffer(&mut self, encoder: Id, buffer: Id, offset: f64, size: f64) -> Done<()> {
        self.with_encoder(encoder, |t, enc| {
            let size = (size >= 0.0).then_some(size as u64);
            enc.clear_buffer(&t.buffer(buffer)?.buffer, offset as u64, size);
            Ok(None)
        })
    }

    /// `finish()`: a command buffer; an encoder with a recorded problem raises it as a
    /// validation error now, and its command buffer is invalid.
    pub fn finish(&mut self, encoder: Id) -> Done<Value> {
        let e = self.table.encoder_mut(encoder)?;
        let device = e.device;
        let inner = e.encoder.take();
        let invalid = e.invalid.take();
        let buffer = match (inner, invalid) {
            (Some(inner), None) => Some(inner.finish()),
            (_, why) => {
                let message = why.unwrap_or_else(|| "finish() was called twice on this encoder".to_owned());
                self.raise(device, format!("GPUCommandEncoder.finish: the encoder is invalid: {message}"));
                None
            }
        };
        Ok(json!(self.table.insert(Res::Commands(buffer))))
    }

    /// A validation error found by Lienzo rather than wgpu: it goes to the innermost
    /// open validation scope, as wgpu's own would, else it is uncaptured.
    pub fn raise(&mut self, device: Id, message: String) {
        if let Ok(d) = self.table.device_mut(device)
            && let Some(scope) = d.scopes.iter_mut().rev().find(|s| s.filter == wgpu::ErrorFilter::Validation)
        {
            scope.raised.get_or_insert(message);
            return;
        }
        self.inbox
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push(super::resources::GpuEvent::Error {
                device,
                ty: "validation",
                message,
                place: None,
            });
    }

    pub fn submit(&mut self, device: Id, ids: &str) -> Done<()> {
        let ids: Vec<Id> = parse("submit", ids)?;
        let mut buffers = Vec::new();
        let mut invalid = false;
        for id in ids {
            match self.table.get_mut(id)? {
                Res::Commands(b) => match b.take() {
                    Some(b) => buffers.push(b),
                    None => invalid = true,
                },
                other => return Err(Fail::type_error(format!("submit: expected a GPUCommandBuffer, got a {}", other.kind()))),
            }
        }
        if invalid {
            self.raise(device, "GPUQueue.submit: a command buffer is invalid or was already submitted".to_owned());
            return Ok(());
        }
        self.table.device(device)?.queue.submit(buffers);
        Ok(())
    }

    pub fn write_buffer(&mut self, device: Id, buffer: Id, offset: f64, bytes: &[u8]) -> Done<()> {
        let d = self.table.device(device)?;
        let b = &self.table.buffer(buffer)?.buffer;
        d.queue.write_buffer(b, offset as u64, bytes);
        Ok(())
    }

    pub fn write_texture(&mut self, device: Id, dst: &str, bytes: &[u8], layout: &str, size: &str) -> Done<()> {
        let c: desc::TextureCopy = parse("writeTexture destination", dst)?;
        let l: desc::DataLayout = parse("writeTexture dataLayout", layout)?;
        let size: desc::Extent = parse("writeTexture size", size)?;
        let d = self.table.device(device)?;
        d.queue.write_texture(
            wgpu::TexelCopyTextureInfo {
                texture: self.table.texture(c.texture)?,
                mip_level: c.mip_level,
                origin: c.origin.get(),
                aspect: c.aspect.unwrap_or(wgpu::TextureAspect::All),
            },
            bytes,
            wgpu::TexelCopyBufferLayout {
                offset: l.offset,
                bytes_per_row: l.bytes_per_row,
                rows_per_image: l.rows_per_image,
            },
            size.into(),
        );
        Ok(())
    }

    pub fn work_done(&mut self, device: Id) -> Done<u32> {
        let token = self.token();
        let inbox = self.inbox.clone();
        self.maps_in_flight += 1;
        self.table.device(device)?.queue.on_submitted_work_done(move || {
            inbox
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .push(super::resources::GpuEvent::Settled {
                    token,
                    ok: true,
                    message: String::new(),
                });
        });
        Ok(token)
    }

    pub fn map_async(&mut self, buffer: Id, mode: u32, offset: f64, size: f64) -> Done<u32> {
        let token = self.token();
        let b = &self.table.buffer(buffer)?.buffer;
        let mode = if mode & 1 != 0 { wgpu::MapMode::Read } else { wgpu::MapMode::Write };
        let (offset, size) = (offset as u64, size as u64);
        if size == 0 || offset.saturating_add(size) > b.size() {
            let r = if size == 0 {
                Ok(())
            } else {
                Err(format!("mapAsync: the range {offset}..{} is past the buffer's size {}", offset + size, b.size()))
            };
            self.settle(token, r);
            return Ok(token);
        }
        let inbox = self.inbox.clone();
        self.maps_in_flight += 1;
        b.map_async(mode, offset..offset + size, move |r| {
            inbox
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .push(super::resources::GpuEvent::Settled {
                    token,
                    ok: r.is_ok(),
                    message: r.err().map(|e| format!("mapAsync: {e}")).unwrap_or_default(),
                });
        });
        Ok(token)
    }

    /// The bytes of a mapped range (zeros for a buffer mapped for writing).
    pub fn mapped_bytes(&mut self, buffer: Id, offset: f64, size: f64) -> Done<Vec<u8>> {
        let b = &self.table.buffer(buffer)?.buffer;
        let (offset, size) = (offset as u64, size as u64);
        if size == 0 {
            return Ok(Vec::new());
        }
        let view = b
            .get_mapped_range(offset..offset + size)
            .map_err(|e| Fail::operation(format!("getMappedRange: {e}")))?;
        Ok(view.to_vec())
    }

    /// Writes the program's bytes back into a range mapped for writing.
    pub fn write_mapped(&mut self, buffer: Id, offset: f64, bytes: &[u8]) -> Done<()> {
        if bytes.is_empty() {
            return Ok(());
        }
        let b = &self.table.buffer(buffer)?.buffer;
        let offset = offset as u64;
        let mut view = b
            .get_mapped_range_mut(offset..offset + bytes.len() as u64)
            .map_err(|e| Fail::operation(format!("unmap: {e}")))?;
        view.copy_from_slice(bytes);
        Ok(())
    }

    pub fn unmap(&mut self, buffer: Id) -> Done<()> {
        self.table.buffer(buffer)?.buffer.unmap();
        Ok(())
    }
}

impl PageGpu {
    /// `copyExternalImageToTexture` from decoded RGBA8 pixels (`width` per row):
    /// the copy's rectangle from the image's top-left, flipped when asked, converted
    /// to the texture's format.
    pub fn copy_image(&mut self, device: Id, dst: &str, rgba: &[u8], width: u32, size: &str, flip: bool) -> Done<()> {
        let c: desc::TextureCopy = parse("copyExternalImageToTexture destination", dst)?;
        let size: desc::Extent = parse("copyExternalImageToTexture size", size)?;
        let height = if width == 0 { 0 } else { (rgba.len() / (width as usize * 4)) as u32 };
        if size.width > width || size.height > height {
            return Err(Fail::operation(format!(
                "copyExternalImageToTexture: the copy ({}x{}) is larger than the image ({width}x{height})",
                size.width, size.height
            )));
        }
        let texture = self.table.texture(c.texture)?;
        let format = texture.format();
        let texel = |px: &[u8], out: &mut Vec<u8>| -> Done<()> {
            use wgpu::TextureFormat as F;
            match format {
                F::Rgba8Unorm | F::Rgba8UnormSrgb => out.extend_from_slice(px),
                F::Bgra8Unorm | F::Bgra8UnormSrgb => out.extend_from_slice(&[px[2], px[1], px[0], px[3]]),
                F::Rgba32Float => px.iter().for_each(|&v| out.extend_from_slice(&(f32::from(v) / 255.0).to_le_bytes())),
                F::Rgba16Float => px.iter().for_each(|&v| out.extend_from_slice(&f16_bits(f32::from(v) / 255.0).to_le_bytes())),
                other => {
                    return Err(Fail::type_error(format!(
                        "copyExternalImageToTexture into {}: Lienzo copies images into rgba8unorm, bgra8unorm (and their -srgb), rgba16float and rgba32float",
                        serde_json::to_string(&other).unwrap_or_default()
                    )));
                }
            }
            Ok(())
        };
        let mut data = Vec::new();
        for row in 0..size.height {
            let y = if flip { size.height - 1 - row } else { row };
            let start = (y * width * 4) as usize;
            for px in rgba[start..start + (size.width * 4) as usize].chunks_exact(4) {
                texel(px, &mut data)?;
            }
        }
        let bytes_per_texel = format.block_copy_size(None).unwrap_or(4);
        let d = self.table.device(device)?;
        d.queue.write_texture(
            info(&c, texture),
            &data,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(size.width * bytes_per_texel),
                rows_per_image: Some(size.height),
            },
            wgpu::Extent3d {
                width: size.width,
                height: size.height,
                depth_or_array_layers: 1,
            },
        );
        Ok(())
    }
}

/// An f32 in [0, 1] as half-float bits (normal numbers and zero).
fn f16_bits(v: f32) -> u16 {
    if v <= 0.0 {
        return 0;
    }
    let bits = v.to_bits();
    let exp = ((bits >> 23) & 0xff) as i32 - 127 + 15;
    if exp <= 0 {
        return 0;
    }
    let mantissa = (bits >> 13) & 0x3ff;
    ((exp as u32) << 10 | mantissa) as u16
}
