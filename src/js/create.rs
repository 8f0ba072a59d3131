//! Making the page's objects from descriptors: buffers, textures and views, samplers,
//! shader modules (with Lienzo's diagnostics as their compilation messages), bind
//! group layouts, pipeline layouts, bind groups, command encoders, query sets.

use serde_json::{Value, json};

use super::desc::{self, Id};
use super::gpu::{PageGpu, buffer_usage, label, parse, stages, texture_usage};
use super::resources::{BufferRes, Done, EncoderRes, Fail, Res};

/// What wgpu compiles in place of a text the guard refused: not WGSL, so the module is
/// invalid (its error is swallowed; Lienzo raises its own).
const REFUSED_BY_THE_GUARD: &str = "refused by Lienzo's guard";

impl PageGpu {
    pub fn create_buffer(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::BufferDesc = parse("createBuffer", d)?;
        let bytes = d.size as u64;
        // A size past the device's limit is a validation error (wgpu's), not memory.
        let max = self.table.device(device)?.device.limits().max_buffer_size;
        let over = (bytes <= max)
            .then(|| self.memory.check("createBuffer", bytes).err())
            .flatten();
        if let Some(why) = &over
            && d.mapped_at_creation
        {
            // As a browser whose mapped allocation fails: a RangeError at once.
            return Err(Fail {
                name: "RangeError",
                message: format!("Failed to execute 'createBuffer' on 'GPUDevice': {why}"),
            });
        }
        let dev = &self.table.device(device)?.device;
        let usage = buffer_usage(d.usage)?;
        let buffer = if over.is_some() {
            // An allocation that failed: an invalid buffer, made quietly, and WebGPU's
            // out-of-memory error raised in its place.
            let quiet = dev.push_error_scope(wgpu::ErrorFilter::Validation);
            let b = dev.create_buffer(&wgpu::BufferDescriptor {
                label: label(d.label.as_ref()),
                size: 4,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::MAP_WRITE,
                mapped_at_creation: false,
            });
            let _ = pollster::block_on(quiet.pop());
            b
        } else {
            dev.create_buffer(&wgpu::BufferDescriptor {
                label: label(d.label.as_ref()),
                size: bytes,
                usage,
                mapped_at_creation: d.mapped_at_creation,
            })
        };
        let id = self.table.insert(Res::Buffer(BufferRes { buffer }));
        match over {
            Some(why) => self.raise_as(device, wgpu::ErrorFilter::OutOfMemory, why),
            None => self.memory.hold(id, bytes),
        }
        Ok(json!(id))
    }

    pub fn create_texture(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::TextureDesc = parse("createTexture", d)?;
        let dimension = match d.dimension.as_deref() {
            None | Some("2d") => wgpu::TextureDimension::D2,
            Some("1d") => wgpu::TextureDimension::D1,
            Some("3d") => wgpu::TextureDimension::D3,
            Some(other) => return Err(Fail::type_error(format!("'{other}' is not a GPUTextureDimension"))),
        };
        let descriptor = wgpu::TextureDescriptor {
            label: label(d.label.as_ref()),
            size: d.size.into(),
            mip_level_count: d.mip_level_count,
            sample_count: d.sample_count,
            dimension,
            format: d.format,
            usage: texture_usage(d.usage)?,
            view_formats: &d.view_formats,
        };
        let bytes = super::gpu_memory::texture_bytes(&descriptor);
        let dev = &self.table.device(device)?.device;
        // A size past the device's limits is a validation error (wgpu's), not memory.
        let limits = dev.limits();
        let side = limits.max_texture_dimension_2d.max(limits.max_texture_dimension_3d);
        let fits_limits = descriptor.size.width <= side
            && descriptor.size.height <= side
            && descriptor.size.depth_or_array_layers
                <= limits.max_texture_array_layers.max(limits.max_texture_dimension_3d);
        let over = fits_limits
            .then(|| self.memory.check("createTexture", bytes).err())
            .flatten();
        let texture = if over.is_some() {
            // As for a buffer: an invalid texture, made quietly, and the error raised.
            let quiet = dev.push_error_scope(wgpu::ErrorFilter::Validation);
            let t = dev.create_texture(&wgpu::TextureDescriptor {
                mip_level_count: 0,
                ..descriptor
            });
            let _ = pollster::block_on(quiet.pop());
            t
        } else {
            dev.create_texture(&descriptor)
        };
        let (width, height) = (texture.width(), texture.height());
        let id = self.table.insert(Res::Texture(texture));
        match over {
            Some(why) => self.raise_as(device, wgpu::ErrorFilter::OutOfMemory, why),
            None => self.memory.hold(id, bytes),
        }
        self.tally.textures_made += 1;
        self.step(crate::page_io::Step::Made { width, height });
        self.tally.textures_alive.insert(id);
        Ok(json!(id))
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
        let sampler = self
            .table
            .device(device)?
            .device
            .create_sampler(&wgpu::SamplerDescriptor {
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
        let checked = self.shader_checks.check(&d.code);
        let messages = checked.messages.clone();
        // wgpu compiles the text again and, for a text with errors, raises its own
        // validation error into the scope that is open, as a browser does. One that
        // no scope caught says Lienzo's first diagnostic, as Chrome says Tint's.
        let first = checked.first_error.as_ref().map(|(at, message)| {
            let name = label(d.label.as_ref()).map(|l| format!(" \"{l}\"")).unwrap_or_default();
            format!("Error while parsing WGSL of shader module{name}{at}: {message}")
        });
        let descriptor = |code: String| wgpu::ShaderModuleDescriptor {
            label: label(d.label.as_ref()),
            source: wgpu::ShaderSource::Wgsl(code.into()),
        };
        if checked.refused {
            // A text the guard refused (nested deep enough to overflow a recursive
            // parser's stack) never reaches wgpu: the module is made from a text that
            // fails at once, wgpu's error about it is kept to itself, and Lienzo's is
            // raised in its place, so the module is invalid with its own message.
            let gpu = &self.table.device(device)?.device;
            let quiet = gpu.push_error_scope(wgpu::ErrorFilter::Validation);
            let module = gpu.create_shader_module(descriptor(REFUSED_BY_THE_GUARD.to_owned()));
            let _ = pollster::block_on(quiet.pop());
            self.raise(device, first.unwrap_or_default());
            let id = self.table.insert(Res::Shader(module));
            return Ok(json!({ "id": id, "messages": messages }));
        }
        let gpu = &self.table.device(device)?.device;
        let module = match first {
            // wgpu's error about a text Lienzo found wrong is said in Lienzo's words,
            // to the scope that is open or uncaptured, as wgpu's own would go.
            Some(text) => {
                let quiet = gpu.push_error_scope(wgpu::ErrorFilter::Validation);
                let module = gpu.create_shader_module(descriptor(d.code));
                if pollster::block_on(quiet.pop()).is_some() {
                    self.raise(device, text);
                }
                module
            }
            None => gpu.create_shader_module(descriptor(d.code)),
        };
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
                        Some(other) => {
                            return Err(Fail::type_error(format!("'{other}' is not a GPUBufferBindingType")));
                        }
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
        self.clear_named(d.entries.iter().filter_map(|e| match e.resource {
            desc::Resource::Handle(id) => Some(id),
            desc::Resource::Buffer { .. } => None,
        }));
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
                desc::Resource::Buffer { buffer, offset, size } => wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                    buffer: &t.buffer(*buffer)?.buffer,
                    offset: *offset,
                    size: size.and_then(std::num::NonZeroU64::new),
                }),
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

    pub fn create_command_encoder(&mut self, device: Id, d: &str) -> Done<Value> {
        let d: desc::Labelled = parse("createCommandEncoder", d)?;
        let encoder = self
            .table
            .device(device)?
            .device
            .create_command_encoder(&wgpu::CommandEncoderDescriptor {
                label: label(d.label.as_ref()),
            });
        Ok(json!(self.table.insert(Res::Encoder(EncoderRes {
            encoder: Some(encoder),
            device,
            invalid: None,
            label: d.label.clone(),
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
        let set = self
            .table
            .device(device)?
            .device
            .create_query_set(&wgpu::QuerySetDescriptor {
                label: label(d.label.as_ref()),
                ty,
                count: d.count,
            });
        Ok(json!(self.table.insert(Res::QuerySet(set))))
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
