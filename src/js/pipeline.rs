//! Render and compute pipelines from their descriptors, `layout: "auto"` and
//! `getBindGroupLayout`.

use std::collections::HashMap;

use serde_json::{Value, json};

use super::desc::{self, Id};
use super::gpu::{PageGpu, label, parse};
use super::resources::{Done, Fail, Res};

impl PageGpu {
    fn layout(&self, layout: &desc::Layout) -> Done<Option<&wgpu::PipelineLayout>> {
        match layout {
            desc::Layout::Handle(id) => Ok(Some(self.table.pipeline_layout(*id)?)),
            desc::Layout::Auto(s) if s == "auto" => Ok(None),
            desc::Layout::Auto(s) => Err(Fail::type_error(format!(
                "layout must be \"auto\" or a GPUPipelineLayout, not '{s}'"
            ))),
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
        let pipeline = t
            .device(device)?
            .device
            .create_render_pipeline(&wgpu::RenderPipelineDescriptor {
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
        self.tally
            .constants
            .extend(d.compute.constants.iter().map(|(k, v)| (k.clone(), *v)));
        let t = &self.table;
        let constants = constants(&d.compute.constants);
        let pipeline = t
            .device(device)?
            .device
            .create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
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
