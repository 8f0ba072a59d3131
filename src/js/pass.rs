//! Render and compute passes, replayed from the commands the prelude recorded
//! (`GPUPassBase._push`) when the program calls `end()`.

use serde_json::Value;

use super::desc::{self, Command, Id};
use super::gpu::{PageGpu, parse};
use super::resources::{Done, Fail, Res};

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

thread_local! {
    /// Set while a panic is expected and caught (see [`quietly`]).
    static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f`, catching a panic without printing it: the panic hook (installed once,
/// around the one before it) stays silent on this thread meanwhile.
fn quietly<T>(f: impl FnOnce() -> T) -> std::thread::Result<T> {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let before = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.get() {
                before(info);
            }
        }));
    });
    QUIET.set(true);
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    QUIET.set(false);
    result
}

/// What [`draw_command!`] did with a command.
enum Drew {
    /// It was one of the commands a pass and a bundle share, and it is recorded.
    Yes,
    /// It was, and it makes the encoder invalid (the reason).
    Problem(String),
    /// It is a command of its own kind (the pass's viewport, a bundle's nothing).
    No,
}

/// The commands a render pass and a render bundle share (`GPURenderCommandsMixin`),
/// recorded on `$enc`, either of the two: wgpu gives them the same methods.
macro_rules! draw_command {
    ($t:expr, $enc:expr, $name:expr, $a:expr) => {{
        let a = $a;
        match $name {
            "pipeline" => {
                $enc.set_pipeline($t.render_pipeline(id(a(1)).unwrap_or(0))?);
                Drew::Yes
            }
            "bindGroup" => {
                let group = id(a(2)).map(|g| $t.bind_group(g)).transpose()?;
                $enc.set_bind_group(num(a(1)) as u32, group, &offsets(a(3)));
                Drew::Yes
            }
            "vertexBuffer" => match id(a(2)) {
                Some(b) => {
                    let buffer = &$t.buffer(b)?.buffer;
                    match range(buffer, num(a(3)) as u64, a(4).and_then(Value::as_u64)) {
                        Some(r) => {
                            $enc.set_vertex_buffer(num(a(1)) as u32, buffer.slice(r));
                            Drew::Yes
                        }
                        None => {
                            Drew::Problem("setVertexBuffer: the range is empty or past the buffer's end".to_owned())
                        }
                    }
                }
                None => Drew::Yes,
            },
            "indexBuffer" => {
                let buffer = &$t.buffer(id(a(1)).unwrap_or(0))?.buffer;
                let format = match a(2).and_then(Value::as_str) {
                    Some("uint16") => wgpu::IndexFormat::Uint16,
                    Some("uint32") => wgpu::IndexFormat::Uint32,
                    other => return Err(Fail::type_error(format!("{other:?} is not a GPUIndexFormat"))),
                };
                match range(buffer, num(a(3)) as u64, a(4).and_then(Value::as_u64)) {
                    Some(r) => {
                        $enc.set_index_buffer(buffer.slice(r), format);
                        Drew::Yes
                    }
                    None => Drew::Problem("setIndexBuffer: the range is empty or past the buffer's end".to_owned()),
                }
            }
            "draw" => {
                let (v, i, fv, fi) = (num(a(1)) as u32, num(a(2)) as u32, num(a(3)) as u32, num(a(4)) as u32);
                $enc.draw(fv..fv.saturating_add(v), fi..fi.saturating_add(i));
                Drew::Yes
            }
            "drawIndexed" => {
                let (n, i, first, base, fi) = (
                    num(a(1)) as u32,
                    num(a(2)) as u32,
                    num(a(3)) as u32,
                    num(a(4)) as i32,
                    num(a(5)) as u32,
                );
                $enc.draw_indexed(first..first.saturating_add(n), base, fi..fi.saturating_add(i));
                Drew::Yes
            }
            "drawIndirect" => {
                $enc.draw_indirect(&$t.buffer(id(a(1)).unwrap_or(0))?.buffer, num(a(2)) as u64);
                Drew::Yes
            }
            "drawIndexedIndirect" => {
                $enc.draw_indexed_indirect(&$t.buffer(id(a(1)).unwrap_or(0))?.buffer, num(a(2)) as u64);
                Drew::Yes
            }
            _ => Drew::No,
        }
    }};
}

impl PageGpu {
    pub fn render_pass(&mut self, encoder: Id, d: &str, commands: &str) -> Done<()> {
        let d: desc::RenderPassDesc = parse("beginRenderPass", d)?;
        let commands: Vec<Command> = parse("render pass", commands)?;
        self.count_offsets(&commands);
        let attachments: Vec<(Id, bool)> = d
            .color_attachments
            .iter()
            .flatten()
            .flat_map(|a| std::iter::once((a.view, a.load_op == "clear")).chain(a.resolve_target.map(|r| (r, true))))
            .collect();
        let loaded = self.loaded_uncleared(&attachments);
        self.with_encoder(encoder, |t, enc| {
            for texture in &loaded {
                super::canvas_clear::encode_clear(enc, texture);
            }
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
                occlusion_query_set: d.occlusion_query_set.map(|q| t.query_set(q)).transpose()?,
                multiview_mask: None,
            });
            for c in &commands {
                let name = c.first().and_then(Value::as_str).unwrap_or("");
                let a = |i: usize| c.get(i);
                match draw_command!(t, pass, name, a) {
                    Drew::Yes => continue,
                    Drew::Problem(p) => return Ok(Some(p)),
                    Drew::No => {}
                }
                match name {
                    "executeBundles" => {
                        let mut bundles = Vec::new();
                        for b in a(1).and_then(Value::as_array).into_iter().flatten() {
                            match t.render_bundle(id(Some(b)).unwrap_or(0))? {
                                Some(bundle) => bundles.push(bundle),
                                None => {
                                    return Ok(Some("executeBundles: a GPURenderBundle is invalid".to_owned()));
                                }
                            }
                        }
                        pass.execute_bundles(bundles);
                    }
                    "beginOcclusionQuery" => pass.begin_occlusion_query(num(a(1)) as u32),
                    "endOcclusionQuery" => pass.end_occlusion_query(),
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

    /// `GPURenderBundleEncoder.finish()`: the bundle's recorded commands, encoded into
    /// a wgpu render bundle for the formats its descriptor named. A command that makes
    /// it invalid makes an invalid bundle and a validation error, as WebGPU's does.
    pub fn create_render_bundle(&mut self, device: Id, d: &str, commands: &str) -> Done<Value> {
        let d: desc::RenderBundleDesc = parse("createRenderBundleEncoder", d)?;
        let commands: Vec<Command> = parse("render bundle", commands)?;
        self.count_offsets(&commands);
        let t = &self.table;
        let mut enc = t
            .device(device)?
            .device
            .create_render_bundle_encoder(&wgpu::RenderBundleEncoderDescriptor {
                label: d.label.as_deref().filter(|l| !l.is_empty()),
                color_formats: &d.color_formats,
                depth_stencil: d.depth_stencil_format.map(|format| wgpu::RenderBundleDepthStencil {
                    format,
                    depth_read_only: d.depth_read_only,
                    stencil_read_only: d.stencil_read_only,
                }),
                sample_count: d.sample_count,
                multiview: None,
            });
        let mut problem = None;
        for c in &commands {
            let name = c.first().and_then(Value::as_str).unwrap_or("");
            if name == "invalid" {
                // The prelude found the problem (the encoder used after finish()).
                problem = Some(c.get(1).and_then(Value::as_str).unwrap_or("").to_owned());
                break;
            }
            match draw_command!(t, enc, name, |i: usize| c.get(i)) {
                Drew::Yes => {}
                Drew::Problem(p) => {
                    problem = Some(p);
                    break;
                }
                Drew::No => return Err(Fail::type_error(format!("unknown render bundle command '{name}'"))),
            }
        }
        let finished = match problem {
            // wgpu's own validation of a bundle panics in `finish` (its wgpu-core backend
            // treats the error as fatal): caught here, it is the validation error and the
            // invalid bundle that WebGPU's finish() gives.
            None => quietly(|| {
                enc.finish(&wgpu::RenderBundleDescriptor {
                    label: d.label.as_deref().filter(|l| !l.is_empty()),
                })
            })
            .map_err(|panic| {
                let text = super::shared::panic_text(panic.as_ref());
                let rule = text.split_once(": ").map_or(text.as_str(), |(_, rest)| rest);
                format!(
                    "{}\n - While calling GPURenderBundleEncoder.finish().",
                    super::gpu_words::browser_message(rule)
                )
            }),
            Some(why) => Err(format!("GPURenderBundleEncoder.finish: the encoder is invalid: {why}")),
        };
        let bundle = match finished {
            Ok(bundle) => Some(bundle),
            Err(why) => {
                self.raise(device, why);
                None
            }
        };
        Ok(serde_json::json!(self.table.insert(Res::RenderBundle(bundle))))
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
