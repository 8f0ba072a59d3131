//! Render and compute passes, replayed from the commands the prelude recorded
//! (`GPUPassBase._push`) when the program calls `end()`.

use serde_json::Value;

use super::desc::{self, Command, Id};
use super::gpu::{PageGpu, parse};
use super::resources::{Done, Fail};

fn num(v: Option<&Value>) -> f64 {
    v.and_then(Value::as_f64).unwrap_or(0.0)
}

/// `setBindGroup`'s dynamic offsets.
fn offsets(v: Option<&Value>) -> Vec<u32> {
    v.and_then(Value::as_array)
        .map(|v| v.iter().filter_map(Value::as_u64).map(|n| n as u32).collect())
        .unwrap_or_default()
}

impl PageGpu {
    /// Counts a pass's dynamic offsets, for a check to read.
    fn count_offsets(&mut self, commands: &[Command]) {
        for c in commands {
            if c.first().and_then(Value::as_str) == Some("bindGroup") {
                self.tally.dynamic_offsets.extend(offsets(c.get(3)));
            }
        }
    }
}

fn id(v: Option<&Value>) -> Option<Id> {
    v.and_then(Value::as_u64).and_then(|n| u32::try_from(n).ok())
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
        other => Err(Fail::type_error(format!(
            "'{other}' is not a GPUStoreOp (store, discard)"
        ))),
    }
}

impl PageGpu {
    pub fn render_pass(&mut self, encoder: Id, d: &str, commands: &str) -> Done<()> {
        let d: desc::RenderPassDesc = parse("beginRenderPass", d)?;
        let commands: Vec<Command> = parse("render pass", commands)?;
        self.count_offsets(&commands);
        self.with_encoder(encoder, |t, enc| {
            let mut views = Vec::new();
            for a in d.color_attachments.iter().flatten() {
                views.push(t.view(a.view)?);
                if let Some(r) = a.resolve_target {
                    views.push(t.view(r)?);
                }
            }
            let depth_view = d
                .depth_stencil_attachment
                .as_ref()
                .map(|a| t.view(a.view))
                .transpose()?;
            let mut next = views.iter();
            let mut colors = Vec::new();
            for a in &d.color_attachments {
                colors.push(match a {
                    None => None,
                    Some(a) => {
                        let view = next
                            .next()
                            .map(AsRef::as_ref)
                            .ok_or_else(|| Fail::type_error("missing view"))?;
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
                        let group = id(a(2)).map(|g| t.bind_group(g)).transpose()?;
                        pass.set_bind_group(num(a(1)) as u32, group, &offsets(a(3)));
                    }
                    "vertexBuffer" => {
                        if let Some(b) = id(a(2)) {
                            let buffer = &t.buffer(b)?.buffer;
                            let size = a(4).and_then(Value::as_u64);
                            match range(buffer, num(a(3)) as u64, size) {
                                Some(r) => pass.set_vertex_buffer(num(a(1)) as u32, buffer.slice(r)),
                                None => {
                                    return Ok(Some(
                                        "setVertexBuffer: the range is empty or past the buffer's end".to_owned(),
                                    ));
                                }
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
                            None => {
                                return Ok(Some(
                                    "setIndexBuffer: the range is empty or past the buffer's end".to_owned(),
                                ));
                            }
                        }
                    }
                    "draw" => {
                        let (v, i, fv, fi) = (num(a(1)) as u32, num(a(2)) as u32, num(a(3)) as u32, num(a(4)) as u32);
                        pass.draw(fv..fv.saturating_add(v), fi..fi.saturating_add(i));
                    }
                    "drawIndexed" => {
                        let (n, i, first, base, fi) = (
                            num(a(1)) as u32,
                            num(a(2)) as u32,
                            num(a(3)) as u32,
                            num(a(4)) as i32,
                            num(a(5)) as u32,
                        );
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
                    "scissor" => {
                        pass.set_scissor_rect(num(a(1)) as u32, num(a(2)) as u32, num(a(3)) as u32, num(a(4)) as u32);
                    }
                    "blendConstant" => {
                        let c: Vec<f64> = a(1)
                            .and_then(Value::as_array)
                            .map(|v| v.iter().filter_map(Value::as_f64).collect())
                            .unwrap_or_default();
                        let g = |i: usize| c.get(i).copied().unwrap_or(0.0);
                        pass.set_blend_constant(wgpu::Color {
                            r: g(0),
                            g: g(1),
                            b: g(2),
                            a: g(3),
                        });
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
        self.count_offsets(&commands);
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
                        let group = id(a(2)).map(|g| t.bind_group(g)).transpose()?;
                        pass.set_bind_group(num(a(1)) as u32, group, &offsets(a(3)));
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
}
