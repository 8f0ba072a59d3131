//! Steps 2 to 5 of a frame: acquire the canvas texture, write the uniforms, run the
//! scene pass (or the queue lesson's split draws) and the conversion pass, copy into the
//! readback ring, submit, present.

use crate::gpu::events::EventKind;
use crate::gpu::ledger::Ledger;
use crate::gpu::resources::FrameUniform;
use crate::gpu::scene::FrameViews;
use crate::gpu::status::FrameInput;
use crate::lesson::{QueueWrites, SceneKind};

use super::{FrameCx, Surface};

impl Surface {
    pub(super) fn encode_and_submit(
        &mut self,
        cx: &FrameCx<'_>,
        ledger: &mut Ledger,
        input: &FrameInput,
        size: (u32, u32),
        delta: f32,
    ) {
        // wgpu reports a frame's validation errors inside the calls that make them (the
        // browser does so later, on its event loop): a frame that raised one is not shown.
        let errors_before = cx.log.lock().total_errors();
        let device = &cx.device;
        let queue = &cx.queue;
        let max_per_dim = cx.max_per_dim;

        // 2. The frame's texture: asked for once, here.
        let first = self
            .canvas
            .current_texture(ledger, device)
            .map(|(t, id)| (t.clone(), id));
        // Asking again in the same frame returns the same texture: the lesson shows the ids.
        let again = [1, 2].map(|_| self.canvas.current_texture(ledger, device).map_or(0, |(_, id)| id));
        let Some((texture, id)) = first else {
            // Lienzo's canvas lost its configuration with the old device. A browser keeps
            // the old configuration instead: getCurrentTexture() hands out textures of
            // the lost device, nothing is drawn, and no error is raised either.
            cx.log
                .push_said(EventKind::Info, crate::text::device::CANVAS_NOT_RECONFIGURED);
            return;
        };
        self.stats.texture_id = Some(id);
        self.stats.texture_ids_3_calls = [id, again[0], again[1]];

        // 3. Uniforms.
        self.clock.shader_frame += 1;
        let uniform = FrameUniform {
            resolution: [size.0 as f32, size.1 as f32],
            mouse: input.mouse_px.map_or([0.0, 0.0], |(x, y)| [x, y]),
            time: self.clock.shader_start.elapsed().as_secs_f32(),
            delta,
            frame: self.clock.shader_frame as u32,
            mouse_down: u32::from(input.mouse_down),
            pass_index: 0,
            padding: 0,
        };
        let res = cx.res.as_ref();
        let Some(res) = res else { return };
        queue.write_buffer(&res.frame, 0, bytemuck::bytes_of(&uniform));
        let camera = crate::gpu::mesh::CameraUniform::at(size, uniform.time);
        queue.write_buffer(&res.camera, 0, bytemuck::bytes_of(&camera));

        // 4. Scene pass, conversion pass, readback copy.
        let view = texture.create_view(&wgpu::TextureViewDescriptor {
            label: Some("canvas view"),
            format: Some(cx.sizing.view_format),
            ..Default::default()
        });
        let Some(present) = &mut self.present else { return };
        let split = cx.sizing.scene == SceneKind::Fullscreen && cx.sizing.knobs.queue_writes != QueueWrites::OneDraw;
        let encoder = |label| device.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some(label) });
        // Each inner list is one `queue.submit`; the readback goes at the end of the last.
        let mut submits: Vec<Vec<wgpu::CommandBuffer>> = Vec::new();
        match (cx.pipeline, split) {
            (Some(p), true) => {
                // The queue lesson: a clear, then the left and right halves as two draws
                // whose `frame.pass_index` is 0 and 1.
                let mut clear_enc = encoder("clear");
                clear(&mut clear_enc, &view);
                let clear_cb = clear_enc.finish();
                let draw = |half: u32, frame: &wgpu::Buffer| {
                    let mut e = encoder(if half == 0 { "left draw" } else { "right draw" });
                    let views = FrameViews {
                        color: &view,
                        msaa: None,
                        depth: None,
                        output: None,
                        size_px: size,
                        frame: Some(frame),
                        half: Some(half),
                        keep: true,
                    };
                    p.encode(
                        device,
                        res,
                        &mut e,
                        &views,
                        cx.sizing.knobs.scene_cost,
                        max_per_dim,
                        None,
                    );
                    e.finish()
                };
                let with_pass = |i: u32| FrameUniform {
                    pass_index: i,
                    ..uniform
                };
                match cx.sizing.knobs.queue_writes {
                    QueueWrites::SubmitEach => {
                        // write, submit; write, submit: each submit sees its own write.
                        queue.write_buffer(&res.frame, 0, bytemuck::bytes_of(&with_pass(0)));
                        let left = draw(0, &res.frame);
                        submits.push(vec![clear_cb, left]);
                        queue.submit(submits.pop().unwrap_or_default());
                        queue.write_buffer(&res.frame, 0, bytemuck::bytes_of(&with_pass(1)));
                        submits.push(vec![draw(1, &res.frame)]);
                        self.stats.submits = 1;
                    }
                    QueueWrites::Ring => {
                        queue.write_buffer(&res.frame, 0, bytemuck::bytes_of(&with_pass(0)));
                        queue.write_buffer(&res.frame_ring, 0, bytemuck::bytes_of(&with_pass(1)));
                        submits.push(vec![clear_cb, draw(0, &res.frame), draw(1, &res.frame_ring)]);
                        self.stats.submits = 0;
                    }
                    QueueWrites::OneBuffer | QueueWrites::OneDraw => {
                        // Both writes land before the one submit: both draws read pass 1.
                        queue.write_buffer(&res.frame, 0, bytemuck::bytes_of(&with_pass(0)));
                        let left = draw(0, &res.frame);
                        queue.write_buffer(&res.frame, 0, bytemuck::bytes_of(&with_pass(1)));
                        submits.push(vec![clear_cb, left, draw(1, &res.frame)]);
                        self.stats.submits = 0;
                    }
                }
            }
            (Some(p), false) => {
                let mut e = encoder("frame");
                let views = FrameViews {
                    color: &view,
                    msaa: self.targets.msaa(),
                    depth: self.targets.depth(),
                    output: self.targets.output(),
                    size_px: size,
                    frame: None,
                    half: None,
                    keep: false,
                };
                self.stats.dispatch =
                    (cx.sizing.scene == SceneKind::Compute).then(|| p.dispatch_size(size, max_per_dim));
                // A 1-D workgroup's groups beyond maxComputeWorkgroupsPerDimension are
                // split over y: say so, with the count that did not fit.
                let [wx, wy, _] = p.workgroup_size;
                let groups = (u64::from(size.0) * u64::from(size.1)).div_ceil(u64::from(wx.max(1)));
                self.stats.dispatch_split =
                    (cx.sizing.scene == SceneKind::Compute && wy <= 1 && groups > u64::from(max_per_dim))
                        .then_some((groups, max_per_dim));
                let ts = present.query_set().map(|q| (q, 0));
                p.encode(device, res, &mut e, &views, cx.sizing.knobs.scene_cost, max_per_dim, ts);
                submits.push(vec![e.finish()]);
                self.stats.submits = 0;
            }
            (None, _) => {
                let mut e = encoder("frame");
                clear(&mut e, &view);
                submits.push(vec![e.finish()]);
                self.stats.submits = 0;
            }
        }
        if self.readback {
            let timed = cx.pipeline.is_some() && !split;
            let mut e = encoder("readback");
            present.encode(device, &mut e, ledger, &texture, self.clock.frame_index, timed);
            if let Some(last) = submits.last_mut() {
                last.push(e.finish());
            }
        }
        for s in submits {
            queue.submit(s);
            self.stats.submits += 1;
        }
        // onSubmittedWorkDone: wgpu calls it from inside a later `device.poll`.
        let fired = std::sync::Arc::clone(&self.work_done.1);
        queue.on_submitted_work_done(move || {
            fired.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        });
        self.work_done.0 += 1;
        if crate::platform::ERRORS_REPORTED_AT_ONCE && cx.log.lock().total_errors() > errors_before {
            present.discard_last(self.clock.frame_index);
        }
        present.after_submit();
        self.in_flight.submitted(queue, self.clock.frame_index);
        // 5. The compositor takes the frame: the texture expires.
        // Nobody holds the texture: its memory is reused.
        self.canvas.present(ledger);
        let _ = device.poll(wgpu::PollType::Poll);
        present.collect();
    }
}

fn clear(encoder: &mut wgpu::CommandEncoder, view: &wgpu::TextureView) {
    let _ = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
        label: Some("clear (no pipeline yet)"),
        color_attachments: &[Some(wgpu::RenderPassColorAttachment {
            view,
            depth_slice: None,
            resolve_target: None,
            ops: wgpu::Operations {
                load: wgpu::LoadOp::Clear(wgpu::Color {
                    r: 0.08,
                    g: 0.08,
                    b: 0.1,
                    a: 1.0,
                }),
                store: wgpu::StoreOp::Store,
            },
        })],
        depth_stencil_attachment: None,
        timestamp_writes: None,
        occlusion_query_set: None,
        multiview_mask: None,
    });
}
