//! The page's WebGPU implementation over wgpu: the adapter, `requestDevice` with the
//! specification's rules, and object creation from descriptors. Encoding and the
//! queue are in `encode.rs`, the canvas in `canvas.rs`.

use std::collections::HashMap;
use std::str::FromStr;
use std::sync::{Arc, Mutex};

use serde_json::{Value, json};

use super::desc::{self, Id};
use super::resources::{BufferRes, DeviceRes, Done, EncoderRes, Fail, GpuEvent, Inbox, Res, Scope, Table};
use crate::gpu::limits::WEBGPU_LIMITS;

/// The GPU side of one page.
pub struct PageGpu {
    pub instance: wgpu::Instance,
    pub adapter: Option<wgpu::Adapter>,
    pub table: Table,
    pub inbox: Inbox,
    next_token: u32,
    /// Map requests waiting for their callback: token -> buffer handle.
    pub maps_in_flight: usize,
    /// The format `getPreferredCanvasFormat()` answers.
    pub preferred: wgpu::TextureFormat,
    pub canvas: super::canvas::PageCanvas,
    /// The language of what Lienzo says.
    pub lang: crate::lesson::Lang,
}

/// `GPUBufferUsage` and `GPUTextureUsage` bits are wgpu's own bits.
fn buffer_usage(bits: u32) -> Done<wgpu::BufferUsages> {
    wgpu::BufferUsages::from_bits(bits).ok_or_else(|| Fail::type_error(format!("{bits:#x} is not a GPUBufferUsage")))
}

pub fn texture_usage(bits: u32) -> Done<wgpu::TextureUsages> {
    wgpu::TextureUsages::from_bits(bits & 0x1f)
        .ok_or_else(|| Fail::type_error(format!("{bits:#x} is not a GPUTextureUsage")))
}

fn stages(bits: u32) -> wgpu::ShaderStages {
    wgpu::ShaderStages::from_bits_truncate(bits & 0x7)
}

fn label(l: Option<&String>) -> Option<&str> {
    l.map(String::as_str).filter(|s| !s.is_empty())
}

fn parse<T: serde::de::DeserializeOwned>(what: &str, text: &str) -> Done<T> {
    serde_json::from_str(text).map_err(|e| Fail::type_error(format!("{what}: {e}")))
}

/// The WebGPU names of a set of features.
fn feature_names(features: wgpu::Features) -> Vec<&'static str> {
    (features & wgpu::Features::all_webgpu_mask())
        .iter()
        .filter_map(|f| f.as_str())
        .collect()
}

fn limits_json(limits: &wgpu::Limits) -> Value {
    WEBGPU_LIMITS
        .iter()
        .map(|l| (l.name.to_owned(), json!((l.get)(limits))))
        .collect::<serde_json::Map<_, _>>()
        .into()
}

fn info_json(adapter: &wgpu::Adapter) -> Value {
    let info = adapter.get_info();
    json!({
        "vendor": format!("{:#06x}", info.vendor),
        "architecture": "",
        "device": info.name,
        "description": format!("{} ({:?}, {})", info.name, info.backend, info.driver),
        "backend": format!("{:?}", info.backend).to_lowercase(),
    })
}

impl PageGpu {
    pub fn new(
        instance: wgpu::Instance,
        adapter: Option<wgpu::Adapter>,
        preferred: wgpu::TextureFormat,
        lang: crate::lesson::Lang,
    ) -> Self {
        Self {
            instance,
            adapter,
            table: Table::default(),
            inbox: Arc::new(Mutex::new(Vec::new())),
            next_token: 0,
            maps_in_flight: 0,
            preferred,
            canvas: super::canvas::PageCanvas::default(),
            lang,
        }
    }

    pub fn token(&mut self) -> u32 {
        self.next_token += 1;
        self.next_token
    }

    pub fn settle(&self, token: u32, result: Result<(), String>) {
        let event = GpuEvent::Settled {
            token,
            ok: result.is_ok(),
            message: result.err().unwrap_or_default(),
        };
        self.inbox.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push(event);
    }

    /// `navigator.gpu.requestAdapter()`: the page's adapter, or `null`.
    pub fn request_adapter(&mut self, options: &str) -> Done<Value> {
        let options: desc::AdapterOptions = parse("requestAdapter", options)?;
        if let Some(p) = options.power_preference.as_deref()
            && !["low-power", "high-performance"].contains(&p)
        {
            return Err(Fail::type_error(format!("requestAdapter: '{p}' is not a GPUPowerPreference")));
        }
        if let Some(f) = options.feature_level.as_deref()
            && !["core", "compatibility"].contains(&f)
        {
            return Err(Fail::type_error(format!("requestAdapter: '{f}' is not a feature level (core, compatibility)")));
        }
        // The page has one adapter, a real one: there is no fallback adapter to give.
        let Some(adapter) = self.adapter.as_ref().filter(|_| !options.force_fallback_adapter) else {
            return Ok(Value::Null);
        };
        Ok(json!({
            "id": 0,
            "features": feature_names(adapter.features()),
            "limits": limits_json(&adapter.limits()),
            "info": info_json(adapter),
        }))
    }

    /// `adapter.requestDevice(descriptor)`, with the specification's checks first: a
    /// feature the adapter lacks rejects with `TypeError`; an unknown limit, or a
    /// limit better than the adapter's, with `OperationError`. `requiredLimits` means
    /// "at least": the device gets exactly those (or the defaults where unset).
    pub fn request_device(&mut self, descriptor: &str) -> Done<Value> {
        let d: desc::DeviceDesc = parse("requestDevice", descriptor)?;
        let adapter = self
            .adapter
            .clone()
            .ok_or_else(|| Fail::operation("there is no adapter"))?;
        let mut features = wgpu::Features::empty();
        for name in &d.required_features {
            let f = wgpu::Features::from_str(name)
                .ok()
                .filter(|f| wgpu::Features::all_webgpu_mask().contains(*f))
                .ok_or_else(|| Fail::type_error(format!("requestDevice: '{name}' is not a GPUFeatureName")))?;
            if !adapter.features().contains(f) {
                return Err(Fail::type_error(format!(
                    "requestDevice: the adapter does not support the feature '{name}'; check adapter.features first"
                )));
            }
            features |= f;
        }
        let supported = adapter.limits();
        let mut limits = wgpu::Limits::default();
        for (name, value) in &d.required_limits {
            let Some(value) = value else { continue };
            let Some(limit) = WEBGPU_LIMITS.iter().find(|l| l.name == name) else {
                return Err(Fail::operation(format!("requestDevice: '{name}' is not a limit of GPUSupportedLimits")));
            };
            let value = *value as u64;
            let have = (limit.get)(&supported);
            let alignment = name.starts_with("min");
            if alignment && !value.is_power_of_two() {
                return Err(Fail::operation(format!("requestDevice: {name} must be a power of two, not {value}")));
            }
            let better = if alignment { value < have } else { value > have };
            if better {
                return Err(Fail::operation(format!(
                    "requestDevice: {name} of {value} is better than the adapter's {have}; requiredLimits asks for at least a value, never more than adapter.limits has"
                )));
            }
            let default = (limit.get)(&wgpu::Limits::default());
            let worse = if alignment { value > default } else { value < default };
            if !worse {
                (limit.set)(&mut limits, value);
            }
        }
        let request = adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some(d.label.as_str()).filter(|s| !s.is_empty()),
            required_features: features,
            required_limits: limits,
            ..Default::default()
        });
        let (device, queue) = pollster::block_on(request).map_err(|e| Fail::operation(format!("requestDevice: {e}")))?;
        let simulated = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let id = self.table.insert(Res::Device(DeviceRes {
            device: device.clone(),
            queue,
            scopes: Vec::new(),
            simulated_loss: simulated.clone(),
        }));
        let inbox = self.inbox.clone();
        device.on_uncaptured_error(Arc::new(move |e: wgpu::Error| {
            let (ty, message) = error_parts(&e);
            inbox
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .push(GpuEvent::Error {
                    device: id,
                    ty,
                    message,
                    place: None,
                });
        }));
        let inbox = self.inbox.clone();
        let lang = self.lang;
        device.set_device_lost_callback(move |reason, message| {
            let simulated = simulated.load(std::sync::atomic::Ordering::Relaxed);
            let reason = match reason {
                _ if simulated => "unknown",
                wgpu::DeviceLostReason::Destroyed => "destroyed",
                wgpu::DeviceLostReason::Unknown => "unknown",
            };
            let message = if simulated { super::words::Say::SimulatedReset.text(lang) } else { message };
            inbox
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .push(GpuEvent::Lost { device: id, reason, message });
        });
        Ok(json!({
            "id": id,
            "features": feature_names(device.features()),
            "limits": limits_json(&device.limits()),
            "info": info_json(&adapter),
        }))
    }

    pub fn create_buffer(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::BufferDesc = parse("createBuffer", d)?;
        let dev = &self.table.device(device)?.device;
        let buffer = dev.create_buffer(&wgpu::BufferDescriptor {
            label: label(d.label.as_ref()),
            size: d.size as u64,
            usage: buffer_usage(d.usage)?,
            mapped_at_creation: d.mapped_at_creation,
        });
        Ok(json!(self.table.insert(Res::Buffer(BufferRes { buffer }))))
    }

    pub fn create_texture(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::TextureDesc = parse("createTexture", d)?;
        let dimension = match d.dimension.as_deref() {
            None | Some("2d") => wgpu::TextureDimension::D2,
            Some("1d") => wgpu::TextureDimension::D1,
            Some("3d") => wgpu::TextureDimension::D3,
            Some(other) => return Err(Fail::type_error(format!("'{other}' is not a GPUTextureDimension"))),
        };
        let texture = self.table.device(device)?.device.create_texture(&wgpu::TextureDescriptor {
            label: label(d.label.as_ref()),
            size: d.size.into(),
            mip_level_count: d.mip_level_count,
            sample_count: d.sample_count,
            dimension,
            format: d.format,
            usage: texture_usage(d.usage)?,
            view_formats: &d.view_formats,
        });
        Ok(json!(self.table.insert(Res::Texture(texture))))
    }

    pub fn create_view(&mut self, texture: Id, d: &str) -> Done<Value> {
        let d: desc::ViewDesc = parse("createView", d)?;
        let view = self.table.texture(texture)?.create_view(&wgpu::TextureViewDescriptor {
            label: label(d.label.as_ref()),
            format: d.format,
            dimension: desc::view_dimension(d.dimension.as_deref()),
            usage: d.usage.map(texture_usage).transpose()?,
            aspect: d.aspect.unwrap_or(wgpu::TextureAspect::All),
            base_mip_level: d.base_mip_level,
            mip_level_count: d.mip_level_count,
            base_array_layer: d.base_array_layer,
            array_layer_count: d.array_layer_count,
        });
        Ok(json!(self.table.insert(Res::View(view))))
    }

    pub fn create_sampler(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::SamplerDesc = parse("createSampler", d)?;
        let clamp = wgpu::AddressMode::ClampToEdge;
        let sampler = self.table.device(device)?.device.create_sampler(&wgpu::SamplerDescriptor {
            label: label(d.label.as_ref()),
            address_mode_u: d.address_mode_u.unwrap_or(clamp),
            address_mode_v: d.address_mode_v.unwrap_or(clamp),
            address_mode_w: d.address_mode_w.unwrap_or(clamp),
            mag_filter: d.mag_filter.unwrap_or_default(),
            min_filter: d.min_filter.unwrap_or_default(),
            mipmap_filter: d.mipmap_filter.unwrap_or_default(),
            lod_min_clamp: d.lod_min_clamp.unwrap_or(0.0),
            lod_max_clamp: d.lod_max_clamp.unwrap_or(32.0),
            compare: d.compare,
            anisotropy_clamp: d.max_anisotropy.unwrap_or(1),
            border_color: None,
        });
        Ok(json!(self.table.insert(Res::Sampler(sampler))))
    }

    /// `createShaderModule`: Lienzo's diagnostics (codes, both languages' headline in
    /// English here) become the module's compilation messages, with line and column
    /// in characters.
    pub fn create_shader_module(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::ShaderDesc = parse("createShaderModule", d)?;
        let report = crate::wgsl::validate_module(&d.code);
        let messages: Vec<Value> = report
            .diagnostics
            .iter()
            .map(|m| {
                let span = m.span.as_ref();
                json!({
                    "type": match m.severity {
                        crate::wgsl::Severity::Error => "error",
                        crate::wgsl::Severity::Warning => "warning",
                    },
                    "message": match m.code { Some(code) => format!("{code}: {}", m.message), None => m.message.clone() },
                    "lineNum": span.map_or(0, |s| s.line),
                    "linePos": span.map_or(0, |s| s.column),
                    "offset": span.map_or(0, |s| s.start),
                    "length": span.map_or(0, |s| s.end - s.start),
                })
            })
            .collect();
        // wgpu compiles the text again and, for a text with errors, raises its own
        // validation error into the scope that is open, as a browser does. One that
        // no scope caught says Lienzo's first diagnostic, as Chrome says Tint's.
        let before = self.inbox.lock().map_or(0, |i| i.len());
        let module = self.table.device(device)?.device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: label(d.label.as_ref()),
            source: wgpu::ShaderSource::Wgsl(d.code.into()),
        });
        if let Some(first) = report.diagnostics.iter().find(|m| m.severity == crate::wgsl::Severity::Error) {
            let at = first.span.as_ref().map(|s| format!(":{}:{}", s.line, s.column)).unwrap_or_default();
            let code = first.code.map(|c| format!("{c}: ")).unwrap_or_default();
            let name = label(d.label.as_ref()).map(|l| format!(" \"{l}\"")).unwrap_or_default();
            let text = format!("Error while parsing WGSL of shader module{name}{at}: {code}{}", first.message);
            if let Ok(mut inbox) = self.inbox.lock() {
                for e in inbox.iter_mut().skip(before) {
                    if let GpuEvent::Error { message, .. } = e {
                        message.clone_from(&text);
                    }
                }
            }
        }
        let id = self.table.insert(Res::Shader(module));
        Ok(json!({ "id": id, "messages": messages }))
    }

    pub fn create_bind_group_layout(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::BglDesc = parse("createBindGroupLayout", d)?;
        let mut entries = Vec::new();
        for e in &d.entries {
            let ty = if let Some(b) = &e.buffer {
                wgpu::BindingType::Buffer {
                    ty: match b.ty.as_deref() {
                        None | Some("uniform") => wgpu::BufferBindingType::Uniform,
                        Some("storage") => wgpu::BufferBindingType::Storage { read_only: false },
                        Some("read-only-storage") => wgpu::BufferBindingType::Storage { read_only: true },
                        Some(other) => return Err(Fail::type_error(format!("'{other}' is not a GPUBufferBindingType"))),
                    },
                    has_dynamic_offset: b.has_dynamic_offset,
                    min_binding_size: std::num::NonZeroU64::new(b.min_binding_size),
                }
            } else if let Some(s) = &e.sampler {
                wgpu::BindingType::Sampler(s.ty.unwrap_or(wgpu::SamplerBindingType::Filtering))
            } else if let Some(t) = &e.texture {
                wgpu::BindingType::Texture {
                    sample_type: sample_type(t.sample_type.as_deref())?,
                    view_dimension: desc::view_dimension(t.view_dimension.as_deref())
                        .unwrap_or(wgpu::TextureViewDimension::D2),
                    multisampled: t.multisampled,
                }
            } else if let Some(t) = &e.storage_texture {
                wgpu::BindingType::StorageTexture {
                    access: t.access.unwrap_or(wgpu::StorageTextureAccess::WriteOnly),
                    format: t.format,
                    view_dimension: desc::view_dimension(t.view_dimension.as_deref())
                        .unwrap_or(wgpu::TextureViewDimension::D2),
                }
            } else {
                return Err(Fail::type_error(format!(
                    "createBindGroupLayout: entry {} needs one of buffer, sampler, texture or storageTexture",
                    e.binding
                )));
            };
            entries.push(wgpu::BindGroupLayoutEntry {
                binding: e.binding,
                visibility: stages(e.visibility),
                ty,
                count: None,
            });
        }
        let layout = self
            .table
            .device(device)?
            .device
            .create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                label: label(d.label.as_ref()),
                entries: &entries,
            });
        Ok(json!(self.table.insert(Res::BindGroupLayout(layout))))
    }

    pub fn create_pipeline_layout(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::PipelineLayoutDesc = parse("createPipelineLayout", d)?;
        let layouts = d
            .bind_group_layouts
            .iter()
            .map(|id| id.map(|id| self.table.bind_group_layout(id)).transpose())
            .collect::<Done<Vec<_>>>()?;
        let layout = self
            .table
            .device(device)?
            .device
            .create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
                label: label(d.label.as_ref()),
                bind_group_layouts: &layouts,
                immediate_size: 0,
            });
        Ok(json!(self.table.insert(Res::PipelineLayout(layout))))
    }

    pub fn create_bind_group(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::BindGroupDesc = parse("createBindGroup", d)?;
        let t = &self.table;
        // Views made from textures must outlive the descriptor.
        let mut views = Vec::new();
        for e in &d.entries {
            if let desc::Resource::Handle(id) = e.resource
                && let Res::Texture(_) | Res::View(_) = t.get(id)?
            {
                views.push((e.binding, t.view(id)?));
            }
        }
        let mut entries = Vec::new();
        for e in &d.entries {
            let resource = match &e.resource {
                desc::Resource::Buffer { buffer, offset, size } => {
                    wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                        buffer: &t.buffer(*buffer)?.buffer,
                        offset: *offset,
                        size: size.and_then(std::num::NonZeroU64::new),
                    })
                }
                desc::Resource::Handle(id) => match t.get(*id)? {
                    Res::Sampler(s) => wgpu::BindingResource::Sampler(s),
                    Res::Buffer(b) => b.buffer.as_entire_binding(),
                    Res::Texture(_) | Res::View(_) => {
                        let view = views
                            .iter()
                            .find(|(b, _)| *b == e.binding)
                            .map(|(_, v)| v.as_ref())
                            .ok_or_else(|| Fail::type_error("a view went missing"))?;
                        wgpu::BindingResource::TextureView(view)
                    }
                    other => {
                        return Err(Fail::type_error(format!(
                            "createBindGroup: binding {} cannot be a {}",
                            e.binding,
                            other.kind()
                        )));
                    }
                },
            };
            entries.push(wgpu::BindGroupEntry {
                binding: e.binding,
                resource,
            });
        }
        let group = t.device(device)?.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: label(d.label.as_ref()),
            layout: t.bind_group_layout(d.layout)?,
            entries: &entries,
        });
        Ok(json!(self.table.insert(Res::BindGroup(group))))
    }

    fn layout(&self, layout: &desc::Layout) -> Done<Option<&wgpu::PipelineLayout>> {
        match layout {
            desc::Layout::Handle(id) => Ok(Some(self.table.pipeline_layout(*id)?)),
            desc::Layout::Auto(s) if s == "auto" => Ok(None),
            desc::Layout::Auto(s) => Err(Fail::type_error(format!("layout must be \"auto\" or a GPUPipelineLayout, not '{s}'"))),
        }
    }

    pub fn create_render_pipeline(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::RenderPipelineDesc = parse("createRenderPipeline", d)?;
        let t = &self.table;
        let vertex_constants = constants(&d.vertex.stage.constants);
        let mut attributes = Vec::new();
        for b in d.vertex.buffers.iter().flatten() {
            let mut list = Vec::new();
            for a in &b.attributes {
                list.push(wgpu::VertexAttribute {
                    format: desc::vertex_format(&a.format)
                        .ok_or_else(|| Fail::type_error(format!("'{}' is not a GPUVertexFormat", a.format)))?,
                    offset: a.offset,
                    shader_location: a.shader_location,
                });
            }
            attributes.push(list);
        }
        let mut next = attributes.iter();
        let buffers: Vec<Option<wgpu::VertexBufferLayout>> = d
            .vertex
            .buffers
            .iter()
            .map(|b| {
                b.as_ref().map(|b| wgpu::VertexBufferLayout {
                    array_stride: b.array_stride,
                    step_mode: b.step_mode.unwrap_or_default(),
                    attributes: next.next().map_or(&[], Vec::as_slice),
                })
            })
            .collect();
        let fragment_constants = d.fragment.as_ref().map(|f| constants(&f.stage.constants));
        let targets: Vec<Option<wgpu::ColorTargetState>> = d
            .fragment
            .iter()
            .flat_map(|f| &f.targets)
            .map(|t| {
                t.as_ref().map(|t| wgpu::ColorTargetState {
                    format: t.format,
                    blend: t.blend.as_ref().map(|b| wgpu::BlendState {
                        color: blend(&b.color),
                        alpha: blend(&b.alpha),
                    }),
                    write_mask: wgpu::ColorWrites::from_bits_truncate(t.write_mask.unwrap_or(0xf)),
                })
            })
            .collect();
        let fragment = match &d.fragment {
            Some(f) => Some(wgpu::FragmentState {
                module: t.shader(f.stage.module)?,
                entry_point: f.stage.entry_point.as_deref(),
                compilation_options: wgpu::PipelineCompilationOptions {
                    constants: fragment_constants.as_deref().unwrap_or(&[]),
                    ..Default::default()
                },
                targets: &targets,
            }),
            None => None,
        };
        let p = &d.primitive;
        let depth_stencil = d.depth_stencil.as_ref().map(|s| wgpu::DepthStencilState {
            format: s.format,
            depth_write_enabled: s.depth_write_enabled,
            depth_compare: s.depth_compare,
            stencil: wgpu::StencilState {
                front: stencil(&s.stencil_front),
                back: stencil(&s.stencil_back),
                read_mask: s.stencil_read_mask.unwrap_or(0xffff_ffff),
                write_mask: s.stencil_write_mask.unwrap_or(0xffff_ffff),
            },
            bias: wgpu::DepthBiasState {
                constant: s.depth_bias,
                slope_scale: s.depth_bias_slope_scale,
                clamp: s.depth_bias_clamp,
            },
        });
        let pipeline = t.device(device)?.device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: label(d.label.as_ref()),
            layout: self.layout(&d.layout)?,
            vertex: wgpu::VertexState {
                module: t.shader(d.vertex.stage.module)?,
                entry_point: d.vertex.stage.entry_point.as_deref(),
                compilation_options: wgpu::PipelineCompilationOptions {
                    constants: &vertex_constants,
                    ..Default::default()
                },
                buffers: &buffers,
            },
            primitive: wgpu::PrimitiveState {
                topology: p.topology.unwrap_or_default(),
                strip_index_format: p.strip_index_format,
                front_face: p.front_face.unwrap_or_default(),
                cull_mode: match p.cull_mode.as_deref() {
                    None | Some("none") => None,
                    Some("front") => Some(wgpu::Face::Front),
                    Some("back") => Some(wgpu::Face::Back),
                    Some(other) => return Err(Fail::type_error(format!("'{other}' is not a GPUCullMode"))),
                },
                unclipped_depth: p.unclipped_depth,
                polygon_mode: wgpu::PolygonMode::Fill,
                conservative: false,
            },
            depth_stencil,
            multisample: wgpu::MultisampleState {
                count: d.multisample.count.unwrap_or(1),
                mask: d.multisample.mask.unwrap_or(u64::MAX),
                alpha_to_coverage_enabled: d.multisample.alpha_to_coverage_enabled,
            },
            fragment,
            multiview_mask: None,
            cache: None,
        });
        Ok(json!(self.table.insert(Res::RenderPipeline(pipeline))))
    }

    pub fn create_compute_pipeline(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::ComputePipelineDesc = parse("createComputePipeline", d)?;
        let t = &self.table;
        let constants = constants(&d.compute.constants);
        let pipeline = t.device(device)?.device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
            label: label(d.label.as_ref()),
            layout: self.layout(&d.layout)?,
            module: t.shader(d.compute.module)?,
            entry_point: d.compute.entry_point.as_deref(),
            compilation_options: wgpu::PipelineCompilationOptions {
                constants: &constants,
                ..Default::default()
            },
            cache: None,
        });
        Ok(json!(self.table.insert(Res::ComputePipeline(pipeline))))
    }

    pub fn get_bind_group_layout(&mut self, pipeline: Id, index: u32) -> Done<Value> {
        let layout = match self.table.get(pipeline)? {
            Res::RenderPipeline(p) => p.get_bind_group_layout(index),
            Res::ComputePipeline(p) => p.get_bind_group_layout(index),
            other => return Err(Fail::type_error(format!("getBindGroupLayout on a {}", other.kind()))),
        };
        Ok(json!(self.table.insert(Res::BindGroupLayout(layout))))
    }

    pub fn create_command_encoder(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::Labelled = parse("createCommandEncoder", d)?;
        let encoder = self
            .table
            .device(device)?
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor { label: label(d.label.as_ref()) });
        Ok(json!(self.table.insert(Res::Encoder(EncoderRes {
            encoder: Some(encoder),
            device,
            invalid: None,
        }))))
    }

    pub fn create_query_set(&mut self, device: Id, d: &str) -> Done<Value> {
        #[derive(serde::Deserialize)]
        struct QueryDesc {
            label: Option<String>,
            #[serde(rename = "type")]
            ty: String,
            count: u32,
        }
        let d: QueryDesc = parse("createQuerySet", d)?;
        let ty = match d.ty.as_str() {
            "occlusion" => wgpu::QueryType::Occlusion,
            "timestamp" => wgpu::QueryType::Timestamp,
            other => return Err(Fail::type_error(format!("'{other}' is not a GPUQueryType"))),
        };
        let set = self.table.device(device)?.device.create_query_set(&wgpu::QuerySetDescriptor {
            label: label(d.label.as_ref()),
            ty,
            count: d.count,
        });
        Ok(json!(self.table.insert(Res::QuerySet(set))))
    }

    /// `destroy()` on a buffer, texture, query set or device.
    pub fn destroy(&mut self, id: Id) -> Done<()> {
        match self.table.get(id)? {
            Res::Buffer(b) => b.buffer.destroy(),
            Res::Texture(t) => t.destroy(),
            Res::QuerySet(q) => q.destroy(),
            Res::Device(d) => d.device.destroy(),
            other => return Err(Fail::type_error(format!("{} has no destroy()", other.kind()))),
        }
        Ok(())
    }

    /// Ends every device of the page as a driver reset would (the device-loss knob):
    /// their `lost` promises resolve with reason "unknown". Lienzo does it by
    /// destroying them; the message says it is simulated.
    pub fn induce_loss(&mut self) {
        for id in self.table.ids() {
            if let Ok(d) = self.table.device(id) {
                d.simulated_loss.store(true, std::sync::atomic::Ordering::Relaxed);
                d.device.destroy();
            }
        }
    }

    pub fn push_error_scope(&mut self, device: Id, filter: &str) -> Done<()> {
        let filter = match filter {
            "validation" => wgpu::ErrorFilter::Validation,
            "out-of-memory" => wgpu::ErrorFilter::OutOfMemory,
            "internal" => wgpu::ErrorFilter::Internal,
            other => return Err(Fail::type_error(format!("'{other}' is not a GPUErrorFilter"))),
        };
        let d = self.table.device_mut(device)?;
        let guard = d.device.push_error_scope(filter);
        d.scopes.push(Scope {
            guard,
            filter,
            raised: None,
        });
        Ok(())
    }

    /// `popErrorScope()`: the scope's first error, or `null`. wgpu reports errors
    /// synchronously on native backends, so the answer is ready at once.
    pub fn pop_error_scope(&mut self, device: Id) -> Done<Value> {
        let d = self.table.device_mut(device)?;
        let scope = d
            .scopes
            .pop()
            .ok_or_else(|| Fail::operation("popErrorScope: there is no error scope to pop (pushErrorScope first)"))?;
        Ok(match pollster::block_on(scope.guard.pop()) {
            None => match scope.raised {
                Some(message) => json!({ "error": { "type": "validation", "message": message } }),
                None => json!({ "error": null }),
            },
            Some(e) => {
                let (ty, message) = error_parts(&e);
                json!({ "error": { "type": ty, "message": message } })
            }
        })
    }
}

/// The type and text of a wgpu error, as `GPUError` has them.
pub fn error_parts(e: &wgpu::Error) -> (&'static str, String) {
    match e {
        wgpu::Error::OutOfMemory { .. } => ("out-of-memory", e.to_string()),
        wgpu::Error::Validation { description, .. } => ("validation", description.trim().to_owned()),
        wgpu::Error::Internal { description, .. } => ("internal", description.trim().to_owned()),
    }
}

fn constants(c: &HashMap<String, f64>) -> Vec<(&str, f64)> {
    c.iter().map(|(k, v)| (k.as_str(), *v)).collect()
}

fn blend(c: &desc::BlendComponent) -> wgpu::BlendComponent {
    wgpu::BlendComponent {
        src_factor: c.src_factor.unwrap_or(wgpu::BlendFactor::One),
        dst_factor: c.dst_factor.unwrap_or(wgpu::BlendFactor::Zero),
        operation: c.operation.unwrap_or_default(),
    }
}

fn stencil(s: &desc::StencilFace) -> wgpu::StencilFaceState {
    wgpu::StencilFaceState {
        compare: s.compare.unwrap_or(wgpu::CompareFunction::Always),
        fail_op: s.fail_op.unwrap_or_default(),
        depth_fail_op: s.depth_fail_op.unwrap_or_default(),
        pass_op: s.pass_op.unwrap_or_default(),
    }
}

fn sample_type(name: Option<&str>) -> Done<wgpu::TextureSampleType> {
    Ok(match name {
        None | Some("float") => wgpu::TextureSampleType::Float { filterable: true },
        Some("unfilterable-float") => wgpu::TextureSampleType::Float { filterable: false },
        Some("depth") => wgpu::TextureSampleType::Depth,
        Some("sint") => wgpu::TextureSampleType::Sint,
        Some("uint") => wgpu::TextureSampleType::Uint,
        Some(other) => return Err(Fail::type_error(format!("'{other}' is not a GPUTextureSampleType"))),
    })
}
