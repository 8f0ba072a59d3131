//! The student's pipeline: built from WGSL that `wgsl::validate` found clean, inside an
//! error scope, for one of the three scene kinds.

use crate::lesson::SceneKind;
use crate::wgsl::{BindingKind, DiagSource, Diagnostic, Report};

use super::blit::Blit;
use super::events::error_text;
use super::resources::Resources;

/// Bindings of group 0 the scenes provide (README, "Bindings").
pub const FRAME: u32 = 0;
/// The lesson picture.
pub const IMAGE: u32 = 1;
/// Its sampler.
pub const SAMPLER: u32 = 2;
/// The camera (mesh scene).
pub const CAMERA: u32 = 3;
/// The compute scene's output texture.
pub const OUTPUT: u32 = 4;
/// An array of `mat4x4f` (uniform or read-only storage), filled with identity matrices.
pub const TRANSFORMS: u32 = 5;

/// Matrices given to a runtime-sized `transforms` array.
const RUNTIME_TRANSFORMS: u64 = 1024;

/// Format of the compute scene's output texture.
pub const OUTPUT_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
/// Depth format of the mesh scene.
pub const DEPTH_FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Depth32Float;

/// What a pipeline is built for.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    /// Scene kind.
    pub scene: SceneKind,
    /// Format the pipeline writes (the canvas view's format).
    pub format: wgpu::TextureFormat,
    /// MSAA samples (mesh scene).
    pub samples: u32,
    /// Pipeline-overridable constants to set (only those the module declares).
    pub constants: Vec<(String, f64)>,
}

/// A built student pipeline.
#[derive(Debug)]
pub struct ScenePipeline {
    render: Option<wgpu::RenderPipeline>,
    compute: Option<wgpu::ComputePipeline>,
    display: Option<Blit>,
    bindings: Vec<u32>,
    /// The buffer behind `transforms` (binding 5), sized for the shader's array.
    transforms: Option<wgpu::Buffer>,
    /// Bind groups made so far, by their inputs (the `frame` buffer and the compute
    /// output view): made when an input changes, not every frame.
    bind_groups: std::sync::Mutex<Vec<(wgpu::Buffer, Option<wgpu::TextureView>, wgpu::BindGroup)>>,
    /// Workgroup size of the compute entry point.
    pub workgroup_size: [u32; 3],
    /// What it was built for.
    pub target: Target,
}

fn problem(message: &str) -> Diagnostic {
    Diagnostic::coded("W0920", DiagSource::Wgpu, None, &[("text", message)])
}

/// Checks that every binding the shader declares is one the scene provides.
fn check_bindings(report: &Report, scene: SceneKind) -> Result<Vec<u32>, Vec<Diagnostic>> {
    let Some(refl) = &report.reflection else {
        return Ok(Vec::new());
    };
    let stages = report.stages.clone().unwrap_or_default();
    let picked: Vec<&String> = [&stages.vertex, &stages.fragment, &stages.compute]
        .into_iter()
        .flatten()
        .collect();
    let mut out = Vec::new();
    let mut problems = Vec::new();
    for b in refl
        .bindings
        .iter()
        .filter(|b| b.used_by.iter().any(|e| picked.contains(&e)))
    {
        let expected = match b.binding {
            FRAME | CAMERA => Some(matches!(b.kind, BindingKind::Uniform)),
            IMAGE => Some(matches!(b.kind, BindingKind::Texture)),
            SAMPLER => Some(matches!(b.kind, BindingKind::Sampler)),
            OUTPUT => Some(matches!(b.kind, BindingKind::StorageTexture)),
            TRANSFORMS => Some(matches!(
                b.kind,
                BindingKind::Uniform | BindingKind::Storage { read_only: true }
            )),
            _ => None,
        };
        let available = match b.binding {
            CAMERA => scene == SceneKind::Mesh,
            OUTPUT => scene == SceneKind::Compute,
            _ => true,
        };
        let (n, group, scene_name) = (b.binding.to_string(), b.group.to_string(), format!("{scene:?}"));
        let problem = if b.group != 0 {
            Some(("W0925", vec![("name", b.name.as_str()), ("group", group.as_str())]))
        } else if expected.is_none() || !available {
            Some((
                "W0921",
                vec![
                    ("n", n.as_str()),
                    ("name", b.name.as_str()),
                    ("scene", scene_name.as_str()),
                ],
            ))
        } else if expected == Some(false) {
            Some((
                "W0922",
                vec![("n", n.as_str()), ("name", b.name.as_str()), ("kind", b.kind.wgsl())],
            ))
        } else {
            None
        };
        match problem {
            Some((code, args)) => problems.push(Diagnostic::coded(code, DiagSource::Lesson, b.span, &args)),
            None => out.push(b.binding),
        }
    }
    if problems.is_empty() { Ok(out) } else { Err(problems) }
}

/// Builds the pipeline. `report` must be clean.
pub fn build(
    device: &wgpu::Device,
    res: &Resources,
    source: &str,
    report: &Report,
    target: &Target,
) -> Result<ScenePipeline, Vec<Diagnostic>> {
    let bindings = check_bindings(report, target.scene)?;
    let stages = report.stages.clone().unwrap_or_default();
    let workgroup_size = report
        .reflection
        .as_ref()
        .and_then(|r| r.entry_points.iter().find(|e| Some(&e.name) == stages.compute.as_ref()))
        .map_or([1, 1, 1], |e| e.workgroup_size);
    let constants: Vec<(&str, f64)> = target.constants.iter().map(|(n, v)| (n.as_str(), *v)).collect();
    let options = wgpu::PipelineCompilationOptions {
        constants: &constants,
        ..Default::default()
    };

    // Every error channel: backend compile and link failures arrive as `Internal`
    // (common on GL), allocation failures as `OutOfMemory`. Any of them means the
    // pipeline is invalid and must not replace the last good one.
    // On the web, popping a scope is a promise that a build cannot wait for: there the
    // errors reach the device's uncaptured-error handler, and so the event log.
    let scopes = if cfg!(target_arch = "wasm32") {
        Vec::new()
    } else {
        [
            wgpu::ErrorFilter::Validation,
            wgpu::ErrorFilter::OutOfMemory,
            wgpu::ErrorFilter::Internal,
        ]
        .map(|filter| device.push_error_scope(filter))
        .into()
    };
    let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
        label: Some("student shader"),
        source: wgpu::ShaderSource::Wgsl(source.into()),
    });
    let mut render = None;
    let mut compute = None;
    let mut display = None;
    match target.scene {
        SceneKind::Fullscreen | SceneKind::Mesh => {
            let mesh = target.scene == SceneKind::Mesh;
            let (vs_module, vs_entry) = match &stages.vertex {
                Some(name) => (&module, name.as_str()),
                None => (&res.fullscreen_vs, "lienzo_fullscreen"),
            };
            let attributes = wgpu::vertex_attr_array![0 => Float32x3, 1 => Float32x3];
            let layouts = [Some(wgpu::VertexBufferLayout {
                array_stride: 24,
                step_mode: wgpu::VertexStepMode::Vertex,
                attributes: &attributes,
            })];
            render = Some(device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
                label: Some("student pipeline"),
                layout: None,
                vertex: wgpu::VertexState {
                    module: vs_module,
                    entry_point: Some(vs_entry),
                    compilation_options: if stages.vertex.is_some() {
                        options.clone()
                    } else {
                        wgpu::PipelineCompilationOptions::default()
                    },
                    buffers: if mesh { &layouts } else { &[] },
                },
                primitive: wgpu::PrimitiveState {
                    cull_mode: mesh.then_some(wgpu::Face::Back),
                    ..Default::default()
                },
                depth_stencil: mesh.then(|| wgpu::DepthStencilState {
                    format: DEPTH_FORMAT,
                    depth_write_enabled: Some(true),
                    depth_compare: Some(wgpu::CompareFunction::Less),
                    stencil: wgpu::StencilState::default(),
                    bias: wgpu::DepthBiasState::default(),
                }),
                multisample: wgpu::MultisampleState {
                    count: if mesh { target.samples } else { 1 },
                    ..Default::default()
                },
                fragment: Some(wgpu::FragmentState {
                    module: &module,
                    entry_point: stages.fragment.as_deref(),
                    compilation_options: options.clone(),
                    targets: &[Some(target.format.into())],
                }),
                multiview_mask: None,
                cache: None,
            }));
        }
        SceneKind::Compute => {
            compute = Some(device.create_compute_pipeline(&wgpu::ComputePipelineDescriptor {
                label: Some("student compute pipeline"),
                layout: None,
                module: &module,
                entry_point: stages.compute.as_deref(),
                compilation_options: options.clone(),
                cache: None,
            }));
            display = Some(Blit::new(device, target.format, "compute display"));
        }
    }
    let transforms = bindings
        .contains(&TRANSFORMS)
        .then(|| transforms_buffer(device, report))
        .flatten();
    let pipeline = ScenePipeline {
        render,
        compute,
        display,
        bindings,
        transforms,
        bind_groups: std::sync::Mutex::default(),
        workgroup_size,
        target: target.clone(),
    };
    // Build a bind group once inside the scope, so a binding mismatch is reported
    // here, against the shader, and not every frame.
    // The compute scene binds a canvas-sized output; a 1x1 stand-in has the same layout.
    let stand_in = (target.scene == SceneKind::Compute).then(|| {
        device
            .create_texture(&super::texture::desc_2d(
                "compute output (layout check)",
                (1, 1),
                OUTPUT_FORMAT,
                1,
                wgpu::TextureUsages::STORAGE_BINDING | wgpu::TextureUsages::TEXTURE_BINDING,
            ))
            .create_view(&wgpu::TextureViewDescriptor::default())
    });
    let _ = pipeline.bind_group(device, res, stand_in.as_ref(), None);
    let errors: Vec<Diagnostic> = pop_all(scopes)
        .into_iter()
        .map(|err| problem(&error_text(&err)))
        .collect();
    if errors.is_empty() { Ok(pipeline) } else { Err(errors) }
}

/// The errors of the scopes, innermost first (the desktop waits for each).
#[cfg(not(target_arch = "wasm32"))]
fn pop_all(scopes: Vec<wgpu::ErrorScopeGuard>) -> Vec<wgpu::Error> {
    scopes
        .into_iter()
        .rev()
        .filter_map(|scope| super::spawn::block_on(scope.pop()))
        .collect()
}

/// No scopes on the web (see `build`).
#[cfg(target_arch = "wasm32")]
fn pop_all(_: Vec<wgpu::ErrorScopeGuard>) -> Vec<wgpu::Error> {
    Vec::new()
}

/// The buffer for `transforms`: as many identity matrices as the shader's array holds
/// (1024 for a runtime-sized one), so a shader that multiplies by them draws unchanged.
fn transforms_buffer(device: &wgpu::Device, report: &Report) -> Option<wgpu::Buffer> {
    use wgpu::util::DeviceExt as _;
    let b = report
        .reflection
        .as_ref()?
        .bindings
        .iter()
        .find(|b| b.group == 0 && b.binding == TRANSFORMS)?;
    let matrices = b.size_bytes.map_or(RUNTIME_TRANSFORMS, |n| n.div_ceil(64)).max(1);
    let identity: [f32; 16] = [
        1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0,
    ];
    let data: Vec<f32> = (0..matrices).flat_map(|_| identity).collect();
    Some(device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
        label: Some("transforms (identity matrices)"),
        contents: bytemuck::cast_slice(&data),
        usage: wgpu::BufferUsages::UNIFORM | wgpu::BufferUsages::STORAGE,
    }))
}

/// Views a frame draws into.
pub struct FrameViews<'a> {
    /// The canvas view (possibly an `-srgb` view).
    pub color: &'a wgpu::TextureView,
    /// MSAA colour target, resolved into `color`.
    pub msaa: Option<&'a wgpu::TextureView>,
    /// Depth target (mesh scene).
    pub depth: Option<&'a wgpu::TextureView>,
    /// Compute output texture (compute scene).
    pub output: Option<&'a wgpu::TextureView>,
    /// Canvas size in pixels.
    pub size_px: (u32, u32),
    /// The `frame` uniform buffer to bind (a ring slot); `None` binds the usual one.
    pub frame: Option<&'a wgpu::Buffer>,
    /// Draw only this half of the canvas: 0 left, 1 right (the queue lesson).
    pub half: Option<u32>,
    /// Keep what the canvas holds instead of clearing it first.
    pub keep: bool,
}

impl ScenePipeline {
    fn bind_group(
        &self,
        device: &wgpu::Device,
        res: &Resources,
        output: Option<&wgpu::TextureView>,
        frame: Option<&wgpu::Buffer>,
    ) -> wgpu::BindGroup {
        let layout = match (&self.render, &self.compute) {
            (Some(r), _) => r.get_bind_group_layout(0),
            (None, Some(c)) => c.get_bind_group_layout(0),
            (None, None) => unreachable!("a pipeline has a render or compute part"),
        };
        let entries: Vec<wgpu::BindGroupEntry<'_>> = self
            .bindings
            .iter()
            .filter_map(|&b| {
                let resource = match b {
                    FRAME => frame.unwrap_or(&res.frame).as_entire_binding(),
                    CAMERA => res.camera.as_entire_binding(),
                    IMAGE => wgpu::BindingResource::TextureView(&res.image_view),
                    SAMPLER => wgpu::BindingResource::Sampler(&res.sampler),
                    OUTPUT => wgpu::BindingResource::TextureView(output?),
                    TRANSFORMS => self.transforms.as_ref()?.as_entire_binding(),
                    _ => return None,
                };
                Some(wgpu::BindGroupEntry { binding: b, resource })
            })
            .collect();
        device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("student bind group"),
            layout: &layout,
            entries: &entries,
        })
    }

    /// The bind group for these inputs, made once and kept while they live (the last
    /// few: a resize makes a new output view, a ring has two `frame` buffers).
    fn cached_bind_group(
        &self,
        device: &wgpu::Device,
        res: &Resources,
        output: Option<&wgpu::TextureView>,
        frame: &wgpu::Buffer,
    ) -> wgpu::BindGroup {
        let mut made = self
            .bind_groups
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((_, _, group)) = made.iter().find(|(f, o, _)| f == frame && o.as_ref() == output) {
            return group.clone();
        }
        let group = self.bind_group(device, res, output, Some(frame));
        made.push((frame.clone(), output.cloned(), group.clone()));
        if made.len() > 4 {
            made.remove(0);
        }
        group
    }

    /// Workgroups to dispatch for a canvas. A 2-D workgroup gets one group per tile; a
    /// 1-D workgroup gets one invocation per pixel in a line, split over x and y when
    /// the count would exceed `maxComputeWorkgroupsPerDimension`.
    pub fn dispatch_size(&self, size_px: (u32, u32), max_per_dim: u32) -> [u32; 3] {
        let [wx, wy, _] = self.workgroup_size.map(|n| n.max(1));
        if wy == 1 {
            let pixels = u64::from(size_px.0) * u64::from(size_px.1);
            let groups = pixels.div_ceil(u64::from(wx)).min(u64::from(u32::MAX)) as u32;
            return split_dispatch(groups, max_per_dim);
        }
        [
            size_px.0.div_ceil(wx).min(max_per_dim),
            size_px.1.div_ceil(wy).min(max_per_dim),
            1,
        ]
    }

    /// Records the scene into `encoder`. `instances` repeats the draw (scene cost).
    #[expect(clippy::too_many_arguments, reason = "one frame's parts, each used once")]
    pub fn encode(
        &self,
        device: &wgpu::Device,
        res: &Resources,
        encoder: &mut wgpu::CommandEncoder,
        views: &FrameViews<'_>,
        instances: u32,
        max_per_dim: u32,
        timestamps: Option<(&wgpu::QuerySet, u32)>,
    ) {
        let bind_group = self.cached_bind_group(device, res, views.output, views.frame.unwrap_or(&res.frame));
        if let Some(compute) = &self.compute {
            {
                let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor {
                    label: Some("student compute pass"),
                    timestamp_writes: timestamps.map(|(q, i)| wgpu::ComputePassTimestampWrites {
                        query_set: q,
                        beginning_of_pass_write_index: Some(i),
                        end_of_pass_write_index: None,
                    }),
                });
                pass.set_pipeline(compute);
                pass.set_bind_group(0, &bind_group, &[]);
                let [x, y, z] = self.dispatch_size(views.size_px, max_per_dim);
                for _ in 0..instances.max(1) {
                    pass.dispatch_workgroups(x, y, z);
                }
            }
            if let (Some(display), Some(output)) = (&self.display, views.output) {
                display.encode(
                    device,
                    encoder,
                    output,
                    views.color,
                    "compute display pass",
                    timestamps.map(|(q, i)| wgpu::RenderPassTimestampWrites {
                        query_set: q,
                        beginning_of_pass_write_index: None,
                        end_of_pass_write_index: Some(i + 1),
                    }),
                );
            }
            return;
        }
        let Some(render) = &self.render else { return };
        let (view, resolve) = match views.msaa {
            Some(m) => (m, Some(views.color)),
            None => (views.color, None),
        };
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            label: Some("student scene pass"),
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view,
                depth_slice: None,
                resolve_target: resolve,
                ops: wgpu::Operations {
                    load: if views.keep {
                        wgpu::LoadOp::Load
                    } else {
                        wgpu::LoadOp::Clear(BACKGROUND)
                    },
                    store: wgpu::StoreOp::Store,
                },
            })],
            depth_stencil_attachment: views.depth.map(|d| wgpu::RenderPassDepthStencilAttachment {
                view: d,
                depth_ops: Some(wgpu::Operations {
                    load: wgpu::LoadOp::Clear(1.0),
                    store: wgpu::StoreOp::Discard,
                }),
                stencil_ops: None,
            }),
            timestamp_writes: timestamps.map(|(q, i)| wgpu::RenderPassTimestampWrites {
                query_set: q,
                beginning_of_pass_write_index: Some(i),
                end_of_pass_write_index: Some(i + 1),
            }),
            occlusion_query_set: None,
            multiview_mask: None,
        });
        pass.set_pipeline(render);
        pass.set_bind_group(0, &bind_group, &[]);
        if let Some(half) = views.half {
            let (w, h) = views.size_px;
            let left = w / 2;
            let (x, width) = if half == 0 { (0, left) } else { (left, w - left) };
            pass.set_scissor_rect(x, 0, width.max(1).min(w.max(1)), h.max(1));
        }
        if self.target.scene == SceneKind::Mesh {
            pass.set_vertex_buffer(0, res.vertices.slice(..));
            pass.set_index_buffer(res.indices.slice(..), wgpu::IndexFormat::Uint16);
            pass.draw_indexed(0..res.index_count, 0, 0..instances.max(1));
        } else {
            pass.draw(0..3, 0..instances.max(1));
        }
    }
}

/// The colour the scene pass clears the canvas to.
pub const BACKGROUND: wgpu::Color = wgpu::Color {
    r: 0.03,
    g: 0.03,
    b: 0.05,
    a: 1.0,
};

/// Splits `groups` workgroups over x and y so that neither exceeds `max_per_dim`.
pub fn split_dispatch(groups: u32, max_per_dim: u32) -> [u32; 3] {
    let max = max_per_dim.max(1);
    if groups <= max {
        [groups, 1, 1]
    } else {
        [max, groups.div_ceil(max), 1]
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_large_one_dimensional_dispatch_is_split() {
        // A 4K canvas in groups of 64: 129600 groups, over the default 65535.
        let groups = (3840u32 * 2160).div_ceil(64);
        assert_eq!(groups, 129_600);
        let [x, y, z] = super::split_dispatch(groups, 65535);
        assert_eq!([x, y, z], [65535, 2, 1]);
        assert!(u64::from(x) * u64::from(y) >= u64::from(groups));
        assert_eq!(super::split_dispatch(100, 65535), [100, 1, 1]);
    }

    /// Issue 23: the wrong kind of binding is named as WGSL declares it, not with
    /// `Debug` (it read "Storage { read_only: false }").
    #[test]
    fn a_binding_of_the_wrong_kind_is_named_in_wgsl() {
        let src = "@group(0) @binding(0) var<storage, read_write> frame: array<f32>;\n\
                   @fragment fn fs() -> @location(0) vec4f { return vec4f(frame[0]); }\n";
        let limits = wgpu::Limits::default();
        let none = std::collections::HashMap::new();
        let opts = crate::wgsl::Options {
            limits: &limits,
            scene: crate::lesson::SceneKind::Fullscreen,
            overrides: &none,
        };
        let report = crate::wgsl::validate(src, &opts);
        let problems = super::check_bindings(&report, crate::lesson::SceneKind::Fullscreen).unwrap_err();
        let message = &problems[0].message;
        assert!(message.contains("(var<storage, read_write>)"), "{message}");
        assert!(!message.contains('{'), "{message}");
    }
}
