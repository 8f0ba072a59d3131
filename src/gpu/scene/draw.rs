//! Drawing with the student's pipeline: its bind group and the scene pass.

use crate::lesson::SceneKind;

use super::{BACKGROUND, CAMERA, FRAME, IMAGE, OUTPUT, SAMPLER, ScenePipeline, TRANSFORMS, split_dispatch};
use crate::gpu::resources::Resources;

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
    pub(super) fn bind_group(
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
