//! One frame of the sandbox: resize, acquire, uniforms, scene, conversion, readback,
//! submit. The window, the CLI and the tests all go through [`Sandbox::frame`].

use std::time::Duration;
use web_time::Instant;

use crate::lesson::{QueueWrites, Resolution, SceneKind};

use super::events::EventKind;
use super::inflight::FRAME_BUDGET;
use super::present::{GpuTimes, Pixels, Present};
use super::recovery::DeviceState;
use super::resources::FrameUniform;
use super::sandbox::Sandbox;
use super::scene::FrameViews;
use super::targets::TargetSpec;

/// What the host knows about the viewport this frame.
#[derive(Clone, Debug, Default)]
pub struct FrameInput {
    /// Viewport size in logical points.
    pub viewport_pt: (f32, f32),
    /// The real device-pixel ratio.
    pub dpr: f32,
    /// Pointer in canvas pixels, if over the viewport.
    pub mouse_px: Option<(f32, f32)>,
    /// Primary button held over the viewport.
    pub mouse_down: bool,
    /// Extra resize events this frame, in logical points (a window border drag).
    pub resize_events_pt: Vec<(f32, f32)>,
}

/// Per-frame figures for the stats panel and the benches.
#[derive(Clone, Debug, Default)]
pub struct FrameStats {
    /// Canvas size in pixels.
    pub canvas_px: (u32, u32),
    /// Size asked for before clamping, in pixels.
    pub requested_px: (u32, u32),
    /// Size-dependent target recreations so far.
    pub recreations: u64,
    /// Live texture bytes on the lesson device.
    pub live_bytes: u64,
    /// Of which awaiting the simulated collector.
    pub orphan_bytes: u64,
    /// Peak live bytes since the last reset.
    pub peak_bytes: u64,
    /// Whether this frame ran a conversion pass.
    pub converted: bool,
    /// GPU times from timestamp queries (newest read back).
    pub gpu: Option<GpuTimes>,
    /// CPU time spent recording and submitting this frame, in milliseconds.
    pub cpu_ms: f32,
    /// The id of the canvas texture this frame drew into.
    pub texture_id: Option<u64>,
    /// Ids returned by three `current_texture()` calls in this frame (all the same).
    pub texture_ids_3_calls: [u64; 3],
    /// Workgroups dispatched this frame (compute scene).
    pub dispatch: Option<[u32; 3]>,
    /// Why current textures expired so far.
    pub expired: super::canvas::Expiries,
    /// GPU time of the frame measured on the CPU from submit to
    /// `on_submitted_work_done`, in milliseconds (approximate; used without timestamps).
    pub approx_gpu_ms: Option<f32>,
    /// Validation/OOM/lost errors in the last second.
    pub errors_per_s: usize,
    /// Why no frame was drawn, if none was.
    pub skipped: Option<String>,
    /// How long the GPU has been on the oldest unfinished frame, when the queue is full
    /// and this frame was held back.
    pub gpu_busy_ms: Option<f32>,
    /// `queue.submit` calls in the last frame.
    pub submits: u32,
    /// A 1-D dispatch too large for one dimension: the groups it needed and
    /// `maxComputeWorkgroupsPerDimension`; the sandbox split it over y.
    pub dispatch_split: Option<(u64, u32)>,
    /// `onSubmittedWorkDone` callbacks asked for and fired so far.
    pub work_done: (u64, u64),
    /// Times the CPU blocked until the lesson device finished its work
    /// ([`Sandbox::finish`]), so far: a frame that must not wait leaves it unchanged.
    pub gpu_waits: u64,
}

impl Sandbox {
    /// Starts a resize storm: `per_frame` resize events each frame for `duration`.
    pub fn resize_storm(&mut self, per_frame: u32, duration: Duration) {
        self.touch();
        self.storm = Some((Instant::now() + duration, per_frame));
    }

    /// Queues resize events (in pixels) for the next frame, as a window drag would.
    pub fn push_resize_events(&mut self, sizes_px: impl IntoIterator<Item = (u32, u32)>) {
        self.pending_events.extend(sizes_px);
    }

    /// Turns the readback off (benchmarks of a bare render) or on.
    pub fn set_readback(&mut self, on: bool) {
        self.readback = on;
    }

    /// Highest live texture bytes since the last [`Sandbox::reset_peak`].
    pub fn peak_live_bytes(&self) -> u64 {
        self.ledger.peak_bytes()
    }

    /// Resets the peak of live texture bytes.
    pub fn reset_peak(&mut self) {
        self.ledger.reset_peak();
    }

    /// The canvas size for a viewport, before and after clamping.
    fn canvas_size(&self, viewport_pt: (f32, f32), dpr: f32) -> ((u32, u32), (u32, u32)) {
        if let Some(fixed) = self
            .knobs
            .resolution
            .fixed_size()
            .filter(|_| self.knobs.resolution != Resolution::Window)
        {
            return (fixed, self.clamp(fixed));
        }
        let dpr = if self.knobs.simulated_dpr > 0.0 {
            self.knobs.simulated_dpr
        } else {
            dpr.max(0.1)
        };
        let dpr = dpr.min(self.knobs.max_dpr);
        let px = (
            (viewport_pt.0 * dpr).round().max(0.0) as u32,
            (viewport_pt.1 * dpr).round().max(0.0) as u32,
        );
        (px, self.clamp(px))
    }

    fn clamp(&self, px: (u32, u32)) -> (u32, u32) {
        if !self.knobs.clamp_max_dimension {
            return px;
        }
        let max = self.limits().max_texture_dimension_2d;
        if self.knobs.bug_clamp_per_side {
            return (px.0.min(max), px.1.min(max));
        }
        clamp_keeping_aspect(px, max)
    }

    fn target_spec(&self, size_px: (u32, u32)) -> TargetSpec {
        TargetSpec {
            size_px,
            depth: self.scene == SceneKind::Mesh,
            samples: if self.scene == SceneKind::Mesh {
                self.knobs.msaa
            } else {
                1
            },
            color_format: self.view_format(),
            output: self.scene == SceneKind::Compute,
        }
    }

    /// Applies one canvas size: the canvas texture expires and the targets follow. The
    /// targets also follow a change of scene, MSAA or format at the same size.
    fn apply_size(&mut self, size_px: (u32, u32), force: bool) {
        let Some(dev) = &self.dev else { return };
        if size_px != self.canvas.size_px() || force {
            self.canvas.set_size(&mut self.ledger, size_px);
            self.changed_at = self.frame_index;
        }
        if size_px.0 == 0 || size_px.1 == 0 {
            return;
        }
        let spec = self.target_spec(size_px);
        self.targets
            .ensure(&mut self.ledger, &dev.device, spec, self.knobs.destroy_old, force);
    }

    /// Runs one frame: resize, acquire, uniforms, scene, conversion, readback, submit.
    pub fn frame(&mut self, input: &FrameInput) -> &FrameStats {
        let started = Instant::now();
        self.stats.skipped = None;
        self.poll_build();
        if self.building.is_some() && self.driver_serializes() {
            // GL and CPU Vulkan drivers run a device's calls one at a time: this frame,
            // even a poll, would wait for the worker's compile. Hold the last frame.
            self.stats.skipped = Some("holding the last frame while the driver compiles the new shader".to_owned());
            self.stats.errors_per_s = self.log.lock().errors_per_second();
            return &self.stats;
        }
        self.poll_device();
        let lost_loop = self.knobs.bug_loop_after_loss
            && self.dev.is_some()
            && matches!(self.state, DeviceState::Lost { .. } | DeviceState::Recovering { .. });
        if !matches!(self.state, DeviceState::Running) && !lost_loop {
            self.stats.skipped = Some(self.state.describe());
            self.stats.errors_per_s = self.log.lock().errors_per_second();
            return &self.stats;
        }
        if let Some(why) = &self.too_slow {
            // Paused after a frame past the budget: nothing is submitted until an edit.
            self.stats.skipped = Some(why.clone());
            self.stats.errors_per_s = self.log.lock().errors_per_second();
            return &self.stats;
        }
        if !lost_loop && let Some((index, for_how_long)) = self.in_flight.busy() {
            // requestAnimationFrame does not fire faster than the GPU finishes frames.
            self.stats.gpu_busy_ms = Some(for_how_long.as_secs_f32() * 1000.0);
            // In a browser, "work done" arrives through a promise on the page's event loop,
            // frames later, and the first frames of a pipeline wait for the browser to
            // compile it; the browser's GPU process loses a device that truly hangs.
            let budget = if cfg!(target_arch = "wasm32") {
                FRAME_BUDGET * 10
            } else {
                FRAME_BUDGET
            };
            if for_how_long >= budget {
                self.pause_too_slow(index, for_how_long);
                self.stats.skipped = self.too_slow.clone();
            }
            self.stats.errors_per_s = self.log.lock().errors_per_second();
            return &self.stats;
        }
        self.stats.gpu_busy_ms = None;
        if lost_loop {
            // The bug: the loop was not stopped, so this frame goes to the lost device.
            // Lienzo's own note, not an error: a browser drops such work silently.
            self.log.push_bilingual(
                EventKind::Info,
                "Lienzo: fotograma enviado a un dispositivo perdido porque el bucle no se detuvo (control de error). \
                 Un navegador lo descarta en silencio, sin error",
                "Lienzo: frame submitted to a lost device because the loop was not stopped (bug knob). \
                 A browser drops it silently, with no error",
            );
        }
        self.frame_index += 1;
        let now = Instant::now();
        let delta = now.duration_since(self.last_frame).as_secs_f32();
        self.last_frame = now;

        // 1. Resize, before the texture is acquired.
        let (requested, size) = self.canvas_size(input.viewport_pt, input.dpr);
        self.stats.requested_px = requested;
        let mut events: Vec<(u32, u32)> = std::mem::take(&mut self.pending_events);
        events.extend(
            input
                .resize_events_pt
                .iter()
                .map(|&(w, h)| self.canvas_size((w, h), input.dpr).1),
        );
        match self.storm {
            Some((until, per_frame)) if now < until => {
                // A fast drag of a window border: many sizes per frame, ending
                // somewhere new each frame.
                let (w, h) = size;
                let f = self.frame_index as u32;
                events.extend((0..per_frame.max(1)).map(|j| {
                    let k = (f * 7 + j) % 60;
                    (w.saturating_sub(k * 4).max(1), h.saturating_sub(k * 3).max(1))
                }));
            }
            _ => {
                self.storm = None;
                events.push(size);
            }
        }
        if self.knobs.coalesce_resize {
            let last = *events.last().unwrap_or(&size);
            self.apply_size(last, self.knobs.bug_resize_every_frame);
        } else {
            for e in events {
                self.apply_size(e, self.knobs.bug_resize_every_frame);
            }
        }
        if self.knobs.destroy_old {
            self.ledger.sweep_all();
        } else {
            self.ledger.sweep(Duration::from_secs_f32(self.knobs.gc_interval_s));
        }
        self.check_budget();
        if self.dev.is_none() {
            return &self.stats;
        }
        let size = self.canvas.size_px();
        if (size.0 == 0 || size.1 == 0) && self.knobs.zero_size_guard {
            self.stats.skipped = Some("canvas is 0 px high or wide: frame skipped (zero-size guard)".to_owned());
            self.finish_stats(started);
            return &self.stats;
        }
        self.encode_and_submit(input, size, delta);
        self.finish_stats(started);
        // A driver that runs the work inside the call (GL, lavapipe on the next submit)
        // shows a slow shader as a slow call: past the budget, pause.
        let spent = started.elapsed();
        if spent >= FRAME_BUDGET {
            self.pause_too_slow(self.frame_index, spent);
        }
        &self.stats
    }

    /// Stops drawing a shader that takes longer than [`FRAME_BUDGET`] per frame, so the
    /// window stays usable; the next pipeline (any edit) or device starts it again.
    fn pause_too_slow(&mut self, index: u64, spent: Duration) {
        self.too_slow = Some(format!(
            "the shader is too slow: frame {index} kept the GPU busy for {:.1} s, over Lienzo's budget of {:.0} s \
             per frame. The viewport is paused so that the window stays usable; edit the shader to go on. \
             (A desktop driver resets a GPU that is busy for about 2 s, and the device is lost.)",
            spent.as_secs_f32(),
            FRAME_BUDGET.as_secs_f32()
        ));
    }

    fn encode_and_submit(&mut self, input: &FrameInput, size: (u32, u32), delta: f32) {
        let Some(dev) = &self.dev else { return };
        // wgpu reports a frame's validation errors inside the calls that make them (the
        // browser does so later, on its event loop): a frame that raised one is not shown.
        let errors_before = self.log.lock().total_errors();
        let device = dev.device.clone();
        let queue = dev.queue.clone();
        let max_per_dim = dev.granted_limits.max_compute_workgroups_per_dimension;

        // 2. The frame's texture: asked for once, here.
        let first = self
            .canvas
            .current_texture(&mut self.ledger, &device)
            .map(|(t, id)| (t.clone(), id));
        // Asking again in the same frame returns the same texture: the lesson shows the ids.
        let again = [1, 2].map(|_| {
            self.canvas
                .current_texture(&mut self.ledger, &device)
                .map_or(0, |(_, id)| id)
        });
        let Some((texture, id)) = first else {
            // Lienzo's canvas lost its configuration with the old device. A browser keeps
            // the old configuration instead: getCurrentTexture() hands out textures of
            // the lost device, nothing is drawn, and no error is raised either.
            self.log.push_bilingual(
                EventKind::Info,
                "Lienzo: el canvas no se configuró con el dispositivo nuevo tras la recuperación, así que no hay textura \
                 y el canvas se queda en blanco. Un navegador conserva la configuración vieja, atada al dispositivo \
                 perdido: tampoco dibuja nada, y tampoco da error",
                "Lienzo: the canvas was not configured with the new device after recovery, so there is no texture and \
                 the canvas stays blank. A browser keeps the old configuration, tied to the lost device: it draws \
                 nothing either, and gives no error either",
            );
            return;
        };
        let texture = if self.knobs.bug_keep_texture {
            self.kept_texture.get_or_insert(texture).clone()
        } else {
            self.kept_texture = None;
            texture
        };
        self.stats.texture_id = Some(id);
        self.stats.texture_ids_3_calls = [id, again[0], again[1]];
        if self.knobs.bug_resize_after_acquire {
            // The bug: the size changes after the texture was taken; it expires now.
            self.canvas.set_size(&mut self.ledger, size);
        }

        // 3. Uniforms.
        self.shader_frame += 1;
        let uniform = FrameUniform {
            resolution: [size.0 as f32, size.1 as f32],
            mouse: input.mouse_px.map_or([0.0, 0.0], |(x, y)| [x, y]),
            time: self.shader_start.elapsed().as_secs_f32(),
            delta,
            frame: self.shader_frame as u32,
            mouse_down: u32::from(input.mouse_down),
            pass_index: 0,
            padding: 0,
        };
        let res = self.stale_resources.as_ref().or(self.res.as_ref());
        let Some(res) = res else { return };
        queue.write_buffer(&res.frame, 0, bytemuck::bytes_of(&uniform));
        let camera = super::mesh::CameraUniform::at(size, uniform.time);
        queue.write_buffer(&res.camera, 0, bytemuck::bytes_of(&camera));

        // 4. Scene pass, conversion pass, readback copy.
        let view = texture.create_view(&wgpu::TextureViewDescriptor {
            label: Some("canvas view"),
            format: Some(self.view_format()),
            ..Default::default()
        });
        let Some(present) = &mut self.present else { return };
        let split = self.scene == SceneKind::Fullscreen && self.knobs.queue_writes != QueueWrites::OneDraw;
        let encoder = |label| device.create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some(label) });
        // Each inner list is one `queue.submit`; the readback goes at the end of the last.
        let mut submits: Vec<Vec<wgpu::CommandBuffer>> = Vec::new();
        match (&self.pipeline, split) {
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
                    p.encode(&device, res, &mut e, &views, self.knobs.scene_cost, max_per_dim, None);
                    e.finish()
                };
                let with_pass = |i: u32| FrameUniform {
                    pass_index: i,
                    ..uniform
                };
                match self.knobs.queue_writes {
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
                if self.knobs.bug_submit_order
                    && let Some(last) = submits.last_mut()
                {
                    // The bug: the clear's command buffer goes after the draws.
                    let first_submit_had_it = self.knobs.queue_writes == QueueWrites::SubmitEach;
                    if first_submit_had_it {
                        let mut e = encoder("clear, submitted last");
                        clear(&mut e, &view);
                        last.push(e.finish());
                    } else {
                        let c = last.remove(0);
                        last.push(c);
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
                self.stats.dispatch = (self.scene == SceneKind::Compute).then(|| p.dispatch_size(size, max_per_dim));
                // A 1-D workgroup's groups beyond maxComputeWorkgroupsPerDimension are
                // split over y: say so, with the count that did not fit.
                let [wx, wy, _] = p.workgroup_size;
                let groups = (u64::from(size.0) * u64::from(size.1)).div_ceil(u64::from(wx.max(1)));
                self.stats.dispatch_split =
                    (self.scene == SceneKind::Compute && wy <= 1 && groups > u64::from(max_per_dim))
                        .then_some((groups, max_per_dim));
                let ts = present.query_set().map(|q| (q, 0));
                p.encode(&device, res, &mut e, &views, self.knobs.scene_cost, max_per_dim, ts);
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
            let timed = self.pipeline.is_some() && !split;
            let mut e = encoder("readback");
            present.encode(&device, &mut e, &mut self.ledger, &texture, self.frame_index, timed);
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
        if !cfg!(target_arch = "wasm32") && self.log.lock().total_errors() > errors_before {
            present.discard_last(self.frame_index);
        }
        present.after_submit();
        self.in_flight.submitted(&queue, self.frame_index);
        // 5. The compositor takes the frame: the texture expires.
        // A texture the page kept is destroyed; one nobody holds is reused.
        self.canvas.present(&mut self.ledger, self.kept_texture.is_none());
        let _ = device.poll(wgpu::PollType::Poll);
        present.collect();
    }

    fn finish_stats(&mut self, started: Instant) {
        self.stats.canvas_px = self.canvas.size_px();
        self.stats.recreations = self.targets.recreations;
        self.stats.live_bytes = self.ledger.live_bytes();
        self.stats.orphan_bytes = self.ledger.orphan_bytes();
        self.stats.peak_bytes = self.ledger.peak_bytes();
        self.stats.converted = self.present.as_ref().is_some_and(|p| p.last_converted);
        self.stats.gpu = self.present.as_ref().and_then(Present::latest_times);
        self.stats.cpu_ms = started.elapsed().as_secs_f32() * 1000.0;
        self.stats.expired = self.canvas.expired;
        self.stats.approx_gpu_ms = self.in_flight.approx_gpu_ms();
        self.stats.errors_per_s = self.log.lock().errors_per_second();
        self.stats.work_done = (
            self.work_done.0,
            self.work_done.1.load(std::sync::atomic::Ordering::Relaxed),
        );
    }

    /// The simulated memory budget: over it, a labelled out-of-memory loss.
    fn check_budget(&mut self) {
        let budget = u64::from(self.knobs.memory_budget_mib) << 20;
        if budget == 0 || self.ledger.live_bytes() <= budget || !matches!(self.state, DeviceState::Running) {
            return;
        }
        let live_mib = self.ledger.live_bytes() as f64 / f64::from(1u32 << 20);
        let budget_mib = self.knobs.memory_budget_mib;
        self.log.push_bilingual(
            EventKind::OutOfMemory,
            format!(
                "presupuesto simulado de memoria de {budget_mib} MiB superado ({live_mib:.1} MiB vivos): Lienzo \
                 destruye el dispositivo y notifica la pérdida como lo haría un driver (simulado)"
            ),
            format!(
                "simulated device memory budget of {budget_mib} MiB exceeded ({live_mib:.1} MiB live): Lienzo destroys \
                 the device and reports the loss as a driver would (simulated)"
            ),
        );
        self.simulate_reset();
    }

    /// Blocks until every submitted frame is read back (headless use and tests). One
    /// wait suffices: map callbacks run inside the poll that sees the work done.
    pub fn finish(&mut self) {
        let Some(dev) = &self.dev else { return };
        self.stats.gpu_waits += 1;
        let _ = dev.device.poll(wgpu::PollType::wait_indefinitely());
        let Some(present) = &mut self.present else { return };
        present.collect();
        self.stats.gpu = present.latest_times();
        self.stats.approx_gpu_ms = self.in_flight.approx_gpu_ms();
    }

    /// Renders `n` frames of a fixed size and waits for the last one (headless).
    pub fn render_frames(&mut self, n: u32, size_px: (u32, u32)) -> Option<&Pixels> {
        let input = FrameInput {
            viewport_pt: (size_px.0 as f32, size_px.1 as f32),
            dpr: 1.0,
            ..Default::default()
        };
        for _ in 0..n {
            self.frame(&input);
            self.finish();
        }
        self.pixels()
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

/// Scales `px` down so that neither side exceeds `max`, keeping the aspect ratio (the
/// canvas is stretched over the same on-screen box, so a distorted ratio distorts the
/// picture). Each side stays at least 1.
pub(super) fn clamp_keeping_aspect(px: (u32, u32), max: u32) -> (u32, u32) {
    let longest = px.0.max(px.1);
    if longest <= max {
        return px;
    }
    let scale = f64::from(max) / f64::from(longest);
    let side = |v: u32| ((f64::from(v) * scale).round() as u32).clamp(1, max);
    (side(px.0), side(px.1))
}

#[cfg(test)]
mod clamp_tests {
    use super::clamp_keeping_aspect;

    #[test]
    fn clamping_keeps_the_aspect_ratio() {
        assert_eq!(clamp_keeping_aspect((12000, 9000), 8192), (8192, 6144));
        assert_eq!(clamp_keeping_aspect((9000, 12000), 8192), (6144, 8192));
        assert_eq!(clamp_keeping_aspect((800, 600), 8192), (800, 600));
        assert_eq!(clamp_keeping_aspect((100_000, 1), 8192), (8192, 1));
    }
}
