//! Command encoding and the queue: copies, `finish`, `submit`, `writeBuffer`,
//! `writeTexture`, `onSubmittedWorkDone`, and buffer mapping. Passes are replayed in
//! `pass.rs`, images copied in `image.rs`.
//!
//! wgpu panics where WebGPU reports a validation error for a few ranges (a buffer
//! slice past the end); those are checked first and become the encoder's error,
//! reported at `finish()` as WebGPU does.

use serde_json::{Value, json};

use super::desc::{self, Id};
use super::gpu::{PageGpu, parse};
use super::resources::{Commands, Done, Fail, Res, Table};

/// A texture copy's texture side.
pub(super) fn info<'t>(c: &desc::TextureCopy, tex: &'t wgpu::Texture) -> wgpu::TexelCopyTextureInfo<'t> {
    wgpu::TexelCopyTextureInfo {
        texture: tex,
        mip_level: c.mip_level,
        origin: c.origin.get(),
        aspect: c.aspect.unwrap_or(wgpu::TextureAspect::All),
    }
}

impl PageGpu {
    /// Takes the encoder out of the table for the time of a pass or copy.
    pub(super) fn with_encoder(
        &mut self,
        encoder: Id,
        f: impl FnOnce(&Table, &mut wgpu::CommandEncoder) -> Done<Option<String>>,
    ) -> Done<()> {
        let e = self.table.encoder_mut(encoder)?;
        let Some(mut inner) = e.encoder.take() else {
            e.invalid
                .get_or_insert_with(|| "the encoder was used after finish()".to_owned());
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
        self.table
            .encoder_mut(encoder)?
            .invalid
            .get_or_insert_with(|| why.to_owned());
        Ok(())
    }

    pub fn copy_buffer_to_buffer(&mut self, encoder: Id, src: Id, so: f64, dst: Id, d_o: f64, size: f64) -> Done<()> {
        self.with_encoder(encoder, |t, enc| {
            enc.copy_buffer_to_buffer(
                &t.buffer(src)?.buffer,
                so as u64,
                &t.buffer(dst)?.buffer,
                d_o as u64,
                size as u64,
            );
            Ok(None)
        })
    }

    pub fn copy(&mut self, encoder: Id, kind: &str, src: &str, dst: &str, size: &str) -> Done<()> {
        let size: desc::Extent = parse("copy size", size)?;
        let named = [src, dst]
            .into_iter()
            .filter_map(|text| serde_json::from_str::<desc::TextureCopy>(text).ok().map(|c| c.texture));
        self.clear_named(named.collect::<Vec<_>>());
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
                    enc.copy_texture_to_buffer(
                        info(&s, st),
                        wgpu::TexelCopyBufferInfo {
                            buffer: db,
                            layout: layout(&d),
                        },
                        size.into(),
                    );
                }
                "bufferToTexture" => {
                    let (s, sb) = buffer(src)?;
                    let (d, dt) = texture(dst)?;
                    enc.copy_buffer_to_texture(
                        wgpu::TexelCopyBufferInfo {
                            buffer: sb,
                            layout: layout(&s),
                        },
                        info(&d, dt),
                        size.into(),
                    );
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

    pub fn resolve_query_set(
        &mut self,
        encoder: Id,
        set: Id,
        first: u32,
        count: u32,
        dst: Id,
        offset: f64,
    ) -> Done<()> {
        self.with_encoder(encoder, |t, enc| {
            enc.resolve_query_set(
                t.query_set(set)?,
                first..first.saturating_add(count),
                &t.buffer(dst)?.buffer,
                offset as u64,
            );
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
        let of = match e.label.as_deref() {
            Some(l) if !l.is_empty() => format!(" on [CommandEncoder \"{l}\"]"),
            _ => String::new(),
        };
        let buffer = match (inner, invalid) {
            (Some(inner), None) => Commands::Ready(inner.finish()),
            (_, why) => {
                let message = why.unwrap_or_else(|| "finish() was called twice on this encoder".to_owned());
                self.raise(
                    device,
                    format!("The encoder is invalid: {message}.\n - While calling GPUCommandEncoder.finish(){of}."),
                );
                Commands::Invalid
            }
        };
        Ok(json!(self.table.insert(Res::Commands(buffer))))
    }

    /// A validation error found by Lienzo rather than wgpu: it goes to the innermost
    /// open validation scope, as wgpu's own would, else it is uncaptured.
    pub fn raise(&mut self, device: Id, message: String) {
        self.raise_as(device, wgpu::ErrorFilter::Validation, message);
    }

    /// An error of `filter`'s type found by Lienzo: to the innermost open scope of that
    /// filter, else uncaptured.
    pub fn raise_as(&mut self, device: Id, filter: wgpu::ErrorFilter, message: String) {
        let ty = match filter {
            wgpu::ErrorFilter::OutOfMemory => "out-of-memory",
            wgpu::ErrorFilter::Internal => "internal",
            wgpu::ErrorFilter::Validation => "validation",
        };
        if let Ok(d) = self.table.device_mut(device)
            && let Some(scope) = d.scopes.iter_mut().rev().find(|s| s.filter == filter)
        {
            scope.raised.get_or_insert((ty, message));
            return;
        }
        self.inbox
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push(super::resources::GpuEvent::Error {
                device,
                ty,
                message,
                place: None,
            });
    }

    pub fn submit(&mut self, device: Id, ids: &str) -> Done<()> {
        let ids: Vec<Id> = parse("submit", ids)?;
        let mut buffers = Vec::new();
        let mut invalid = None;
        for id in ids {
            match self.table.get_mut(id)? {
                // Submitted, valid or not: a command buffer runs once.
                Res::Commands(b) => match std::mem::replace(b, Commands::Submitted) {
                    Commands::Ready(b) => buffers.push(b),
                    Commands::Invalid => {
                        *b = Commands::Invalid;
                        invalid.get_or_insert(
                            "[Invalid CommandBuffer] is invalid: its encoder was (see the error of its finish())",
                        );
                    }
                    Commands::Submitted => {
                        invalid.get_or_insert("[CommandBuffer] cannot be submitted more than once");
                    }
                },
                other => {
                    return Err(Fail::type_error(format!(
                        "submit: expected a GPUCommandBuffer, got a {}",
                        other.kind()
                    )));
                }
            }
        }
        if let Some(why) = invalid {
            self.raise(device, format!("{why}.\n - While calling GPUQueue.submit()."));
            return Ok(());
        }
        let n = buffers.len() as u32;
        self.table.device(device)?.queue.submit(buffers);
        self.step(crate::page_io::Step::Submitted { buffers: n });
        Ok(())
    }

    pub fn write_buffer(&mut self, device: Id, buffer: Id, offset: f64, bytes: &[u8]) -> Done<()> {
        let d = self.table.device(device)?;
        let b = &self.table.buffer(buffer)?.buffer;
        d.queue.write_buffer(b, offset as u64, bytes);
        self.step(crate::page_io::Step::WroteBuffer {
            bytes: bytes.len() as u64,
        });
        Ok(())
    }

    pub fn write_texture(&mut self, device: Id, dst: &str, bytes: &[u8], layout: &str, size: &str) -> Done<()> {
        let c: desc::TextureCopy = parse("writeTexture destination", dst)?;
        let l: desc::DataLayout = parse("writeTexture dataLayout", layout)?;
        let size: desc::Extent = parse("writeTexture size", size)?;
        self.clear_named([c.texture]);
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
        self.step(crate::page_io::Step::WroteTexture {
            bytes: bytes.len() as u64,
        });
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
        let mode = if mode & 1 != 0 {
            wgpu::MapMode::Read
        } else {
            wgpu::MapMode::Write
        };
        let (offset, size) = (offset as u64, size as u64);
        if size == 0 || offset.saturating_add(size) > b.size() {
            let r = if size == 0 {
                Ok(())
            } else {
                Err(format!(
                    "Failed to execute 'mapAsync' on 'GPUBuffer': the range {offset}..{} is past the buffer's size {}",
                    offset + size,
                    b.size()
                ))
            };
            self.settle(token, r);
            return Ok(token);
        }
        let inbox = self.inbox.clone();
        self.maps_in_flight += 1;
        let before = self.inbox.lock().map_or(0, |i| i.len());
        // A map that fails validation raises its error during the call; its rejection
        // gives the same reason (see `Page::pump`).
        let raised = |inbox: &super::resources::Inbox| {
            let list = inbox.lock().ok()?;
            list.get(before..)?.iter().rev().find_map(|e| match e {
                super::resources::GpuEvent::Error { message, .. } => Some(message.clone()),
                _ => None,
            })
        };
        b.map_async(mode, offset..offset + size, move |r| {
            inbox
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .push(super::resources::GpuEvent::Settled {
                    token,
                    ok: r.is_ok(),
                    message: r
                        .err()
                        .map(|e| format!("Failed to execute 'mapAsync' on 'GPUBuffer': {e}"))
                        .unwrap_or_default(),
                });
        });
        if let Some(reason) = raised(&self.inbox) {
            self.map_reasons.insert(token, reason);
        }
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
