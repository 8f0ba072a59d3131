//! Building the student's pipeline: the scene's bindings checked, the pipeline and its
//! buffers created inside error scopes.

use crate::lesson::SceneKind;
use crate::wgsl::{BindingKind, DiagSource, Diagnostic, Report};

use super::{
    CAMERA, DEPTH_FORMAT, FRAME, IMAGE, OUTPUT, OUTPUT_FORMAT, RUNTIME_TRANSFORMS, SAMPLER, ScenePipeline, TRANSFORMS,
    Target,
};
use crate::gpu::blit::Blit;
use crate::gpu::events::error_text;
use crate::gpu::resources::Resources;

fn problem(message: &str) -> Diagnostic {
    Diagnostic::coded("W0920", DiagSource::Wgpu, None, &[("text", message)])
}

/// Checks that every binding the shader declares is one the scene provides.
pub(super) fn check_bindings(report: &Report, scene: SceneKind) -> Result<Vec<u32>, Vec<Diagnostic>> {
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
    let scopes = if crate::platform::CAN_WAIT_ON_GPU {
        [
            wgpu::ErrorFilter::Validation,
            wgpu::ErrorFilter::OutOfMemory,
            wgpu::ErrorFilter::Internal,
        ]
        .map(|filter| device.push_error_scope(filter))
        .into()
    } else {
        Vec::new()
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
            .create_texture(&crate::gpu::texture::desc_2d(
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
        .filter_map(|scope| crate::platform::block_on(scope.pop()))
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
