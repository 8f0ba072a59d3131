//! GPU tests: render headless on every adapter found and read pixels back.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;
#[path = "gpu/lessons.rs"]
mod lessons;

use common::{backends, sandbox, sandbox_with, solid};
use lienzo::gpu::{DeviceState, EventKind, LossReason, SandboxOptions};
use lienzo::lesson::{CanvasFormatKnob, Knobs, LimitsMode, SceneKind};

const SIZE: (u32, u32) = (64, 48);

fn pixel(s: &lienzo::gpu::Sandbox, x: u32, y: u32) -> [u8; 4] {
    s.pixels()
        .expect("a frame was read back")
        .rgba_at(x, y)
        .expect("pixel in range")
}

#[test]
fn red_reads_back_red_in_rgba_and_bgra_canvases() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        for format in [CanvasFormatKnob::Rgba8Unorm, CanvasFormatKnob::Bgra8Unorm] {
            for preferred in [wgpu::TextureFormat::Rgba8Unorm, wgpu::TextureFormat::Bgra8Unorm] {
                let knobs = Knobs {
                    canvas_format: format,
                    ..Knobs::default()
                };
                let mut s = sandbox_with(common::options(b, preferred), SceneKind::Fullscreen, knobs);
                s.set_source(&solid(1.0, 0.0, 0.0));
                assert!(s.problems().is_empty(), "{name}: {:?}", s.problems());
                s.render_frames(2, SIZE);
                assert_eq!(
                    pixel(&s, 10, 10),
                    [255, 0, 0, 255],
                    "{name}: {format:?} canvas, {preferred:?} preferred"
                );
                let expect_conversion = format != CanvasFormatKnob::Preferred && s.canvas_format() != preferred;
                assert_eq!(
                    s.conversions() > 0,
                    expect_conversion,
                    "{name}: {format:?} vs {preferred:?}"
                );
                assert_eq!(
                    s.log().lock().total_errors(),
                    0,
                    "{name}: {:?}",
                    s.log().lock().events()
                );
            }
        }
    }
}

#[test]
fn conversion_pass_runs_only_for_the_non_preferred_format() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        let mut preferred = sandbox(b, SceneKind::Fullscreen, Knobs::default());
        preferred.set_source(&solid(0.2, 0.4, 0.6));
        preferred.render_frames(3, SIZE);
        assert_eq!(preferred.conversions(), 0, "{name}");
        assert!(!preferred.stats().converted);
        let mut other = sandbox(
            b,
            SceneKind::Fullscreen,
            Knobs {
                canvas_format: CanvasFormatKnob::Bgra8Unorm,
                ..Knobs::default()
            },
        );
        other.set_source(&solid(0.2, 0.4, 0.6));
        other.render_frames(3, SIZE);
        assert_eq!(other.conversions(), 3, "{name}");
        assert!(other.stats().converted);
        // Same colours either way.
        assert_eq!(pixel(&preferred, 5, 5), pixel(&other, 5, 5), "{name}");
    }
}

#[test]
fn a_broken_edit_keeps_the_last_good_pipeline_and_the_fix_clears_it() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        let mut s = sandbox(b, SceneKind::Fullscreen, Knobs::default());
        s.set_source(&solid(0.0, 1.0, 0.0));
        s.render_frames(2, SIZE);
        assert_eq!(pixel(&s, 3, 3), [0, 255, 0, 255], "{name}");
        let broken = "@fragment fn fs() -> @location(0) vec4f {\n    return vec4f(1.0, 0.0, 0.0, 1.0)\n}\n";
        s.set_source(broken);
        let problems = s.problems();
        assert_eq!(problems.len(), 1, "{name}: {problems:?}");
        let span = problems[0].span.as_ref().expect("naga gives a span");
        assert_eq!(span.line, 3, "{name}: {problems:?}");
        s.render_frames(2, SIZE);
        assert_eq!(pixel(&s, 3, 3), [0, 255, 0, 255], "{name}: last good image kept");
        s.set_source(&solid(0.0, 0.0, 1.0));
        assert!(s.problems().is_empty(), "{name}");
        s.render_frames(2, SIZE);
        assert_eq!(pixel(&s, 3, 3), [0, 0, 255, 255], "{name}");
    }
}

/// Frames drawn without a pipeline (a broken text from the start) on a device with
/// timestamps once left their readback buffers in flight for ever: after three, the
/// viewport froze, and the fix never showed.
#[test]
fn frames_without_a_pipeline_never_freeze_the_readback() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        let mut s = sandbox(b, SceneKind::Fullscreen, Knobs::default());
        s.set_source("@fragment fn fs() -> @location(0) vec4f { return vec4f(1.0) }\n");
        assert!(!s.has_pipeline(), "{name}");
        s.render_frames(6, SIZE);
        let blank = s.pixels().expect("the clear colour is read back").frame_index;
        s.set_source(&solid(0.0, 1.0, 0.0));
        s.render_frames(2, SIZE);
        assert!(
            s.pixels().unwrap().frame_index > blank,
            "{name}: no newer frame after the fix"
        );
        assert_eq!(pixel(&s, 3, 3), [0, 255, 0, 255], "{name}: the fix shows");
    }
}

/// A shader that takes seconds per frame: after one frame past the budget the viewport
/// pauses with a message instead of feeding the GPU (or, on GL, blocking the window) for
/// ever; the next edit starts it again.
#[test]
fn a_slow_shader_pauses_the_viewport_with_a_message_and_an_edit_resumes() {
    let _serial = common::serial();
    let slow = "struct Frame { resolution: vec2f, mouse: vec2f, time: f32, delta: f32, frame: u32, mouse_down: u32 }\n\
        @group(0) @binding(0) var<uniform> frame: Frame;\n\
        @fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f {\n\
            var a = p.x * 0.001;\n\
            for (var i = 0u; i < 2000000u + frame.frame; i++) { a = sin(a * 3.1 + f32(i & 7u)); }\n\
            return vec4f(a, 0.0, 0.0, 1.0);\n\
        }\n";
    // llvmpipe stops any loop after 65535 iterations, so the canvas size sets the cost:
    // 128x96 fell under the one-second budget on a faster CPU, so it is 256x192 (about
    // 4x that work), well over it.
    for &(b, name) in backends() {
        let mut s = sandbox(b, SceneKind::Fullscreen, Knobs::default());
        s.set_source(slow);
        assert!(s.problems().is_empty(), "{name}: {:?}", s.problems());
        let input = lienzo::gpu::FrameInput {
            viewport_pt: (256.0, 192.0),
            dpr: 1.0,
            ..Default::default()
        };
        let mut reported = None;
        for _ in 0..6 {
            s.frame(&input);
            if let Some(why) = s.stats().skipped.clone() {
                reported = Some(why);
                break;
            }
        }
        let why = reported.unwrap_or_else(|| panic!("{name}: six slow frames and no word"));
        assert!(why.en.contains("too slow"), "{name}: {why}");
        let paused_at = s.frame_index();
        assert!(paused_at <= 4, "{name}: {paused_at} slow frames before the pause");
        // A paused frame neither submits nor waits for the slow work still on the GPU.
        let waits = s.stats().gpu_waits;
        for _ in 0..10 {
            let stats = s.frame(&input);
            assert!(
                stats.skipped.as_ref().is_some_and(|w| w.en.contains("too slow")),
                "{name}: a paused frame says why: {:?}",
                stats.skipped
            );
        }
        assert_eq!(s.frame_index(), paused_at, "{name}: frames submitted while paused");
        assert_eq!(s.stats().gpu_waits, waits, "{name}: paused frames waited for the GPU");
        s.finish();
        s.set_source(&solid(0.0, 1.0, 0.0));
        s.render_frames(2, (64, 64));
        assert_eq!(pixel(&s, 3, 3), [0, 255, 0, 255], "{name}: an edit resumes");
    }
}

#[test]
fn a_complete_module_with_its_own_vertex_stage_runs_and_uniforms_arrive() {
    let _serial = common::serial();
    let src = r"
struct Frame { resolution: vec2f, mouse: vec2f, time: f32, delta: f32, frame: u32, mouse_down: u32 }
@group(0) @binding(0) var<uniform> frame: Frame;

@vertex
fn my_vertex(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
    let p = array(vec2f(-1.0, -1.0), vec2f(3.0, -1.0), vec2f(-1.0, 3.0));
    return vec4f(p[i], 0.0, 1.0);
}

@fragment
fn my_fragment(@builtin(position) pos: vec4f) -> @location(0) vec4f {
    // Left half red, right half blue: proves resolution arrives in pixels.
    if pos.x < frame.resolution.x * 0.5 { return vec4f(1.0, 0.0, 0.0, 1.0); }
    return vec4f(0.0, 0.0, 1.0, 1.0);
}
";
    for &(b, name) in backends() {
        let mut s = sandbox(b, SceneKind::Fullscreen, Knobs::default());
        s.set_source(src);
        assert!(s.problems().is_empty(), "{name}: {:?}", s.problems());
        s.render_frames(2, SIZE);
        assert_eq!(pixel(&s, 2, 20), [255, 0, 0, 255], "{name}");
        assert_eq!(pixel(&s, SIZE.0 - 2, 20), [0, 0, 255, 255], "{name}");
    }
}

#[test]
fn two_fragment_entry_points_are_reported_as_ambiguous() {
    let _serial = common::serial();
    let src = "@fragment fn a() -> @location(0) vec4f { return vec4f(1.0); }\n@fragment fn b() -> @location(0) vec4f { return vec4f(0.0); }\n";
    let b = backends()[0].0;
    let mut s = sandbox(b, SceneKind::Fullscreen, Knobs::default());
    s.set_source(src);
    let p = s.problems();
    assert!(p.iter().any(|d| d.message.contains("ambiguous")), "{p:?}");
    assert!(!s.has_pipeline());
}

#[test]
fn a_resize_storm_with_coalescing_and_destroy_stays_flat_and_grows_without_destroy() {
    let _serial = common::serial();
    let mesh = std::fs::read_to_string(common::repo("shaders/01-mesh.wgsl")).expect("lesson shader");
    for &(b, name) in backends() {
        let mut peaks = Vec::new();
        for destroy in [true, false] {
            let mut s = sandbox(
                b,
                SceneKind::Mesh,
                Knobs {
                    destroy_old: destroy,
                    gc_interval_s: 10.0,
                    ..Knobs::default()
                },
            );
            s.set_source(&mesh);
            let base = (320u32, 240u32);
            s.render_frames(2, base);
            s.reset_peak();
            let before = s.stats().recreations;
            let frames = 10u32;
            for f in 0..frames {
                let sizes: Vec<(u32, u32)> = (0..50)
                    .map(|j| (base.0 - (f * 7 + j) % 60 - 1, base.1 - (f * 3 + j) % 40 - 1))
                    .collect();
                s.push_resize_events(sizes[..49].iter().copied());
                let last = sizes[49];
                s.frame(&lienzo::gpu::FrameInput {
                    viewport_pt: (last.0 as f32, last.1 as f32),
                    dpr: 1.0,
                    ..Default::default()
                });
                // Wait for each frame: a frame held back while the GPU is busy would
                // apply its resize later, and a loaded machine would count fewer sets.
                s.finish();
            }
            let recreations = s.stats().recreations - before;
            assert!(
                recreations <= u64::from(frames),
                "{name}: {recreations} recreations for {frames} frames"
            );
            let one_set = 320 * 240 * (4 + 4) as u64;
            peaks.push((s.peak_live_bytes(), one_set));
        }
        let (with_destroy, one_set) = peaks[0];
        // Canvas, depth and the picture, plus the conversion-free readback: at most two sets.
        assert!(
            with_destroy <= 2 * one_set + 64 * 64 * 4,
            "{name}: peak {with_destroy} > 2 x {one_set}"
        );
        assert!(
            peaks[1].0 > 3 * with_destroy,
            "{name}: without destroy the peak must grow: {peaks:?}"
        );
    }
}

#[test]
fn destroy_stays_destroyed_and_a_simulated_reset_recovers() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        let mut s = sandbox(
            b,
            SceneKind::Fullscreen,
            Knobs {
                backoff_base_ms: 10,
                ..Knobs::default()
            },
        );
        s.set_source(&solid(0.5, 0.5, 0.5));
        s.render_frames(2, SIZE);
        s.destroy_device();
        let errors = s.log().lock().total_errors();
        s.render_frames(20, SIZE);
        assert!(
            matches!(
                s.state(),
                DeviceState::Lost {
                    reason: LossReason::Destroyed,
                    ..
                }
            ),
            "{name}: {:?}",
            s.state()
        );
        assert_eq!(
            s.log().lock().total_errors(),
            errors,
            "{name}: no error storm after destroy()"
        );
        assert_eq!(s.recovery_stats().recoveries, 0);

        s.restart();
        for cycle in 0..3 {
            s.simulate_reset();
            let t = std::time::Instant::now();
            while !(matches!(s.state(), DeviceState::Running) && s.has_pipeline()) {
                assert!(
                    t.elapsed().as_secs() < 20,
                    "{name}: no recovery in cycle {cycle}: {:?}",
                    s.state()
                );
                s.render_frames(1, SIZE);
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            s.render_frames(2, SIZE);
            assert_eq!(
                pixel(&s, 1, 1),
                [128, 128, 128, 255],
                "{name}: drawing again after cycle {cycle}"
            );
        }
        assert_eq!(s.recovery_stats().recoveries, 3, "{name}");
    }
}

#[test]
fn toggling_the_limits_mode_recreates_the_device_with_other_limits() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        let mut s = sandbox(b, SceneKind::Compute, Knobs::default());
        let defaults = s.limits();
        assert_eq!(
            defaults.max_compute_invocations_per_workgroup,
            wgpu::Limits::default()
                .max_compute_invocations_per_workgroup
                .min(s.device().unwrap().adapter_limits.max_compute_invocations_per_workgroup)
        );
        let mut k = s.knobs().clone();
        k.limits = Some(LimitsMode::Adapter);
        s.set_knobs(k);
        assert!(matches!(s.state(), DeviceState::Running), "{name}");
        let adapter = s.device().unwrap().adapter_limits.clone();
        assert_eq!(
            s.limits().max_compute_invocations_per_workgroup,
            adapter.max_compute_invocations_per_workgroup,
            "{name}"
        );
        // A 32x32 workgroup: a precheck problem under defaults, clean with the adapter's limits (when it allows 1024).
        let src = "@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;\n@compute @workgroup_size(32, 32)\nfn main(@builtin(global_invocation_id) id: vec3u) {\n    textureStore(output, id.xy, vec4f(1.0));\n}\n";
        s.set_source(src);
        let adapter_ok = adapter.max_compute_invocations_per_workgroup >= 1024;
        assert_eq!(s.problems().is_empty(), adapter_ok, "{name}: {:?}", s.problems());
        let mut k = s.knobs().clone();
        k.limits = Some(LimitsMode::Defaults);
        s.set_knobs(k);
        let p = s.problems();
        assert!(
            p.iter()
                .any(|d| d.message.contains("maxComputeInvocationsPerWorkgroup = 256")),
            "{name}: {p:?}"
        );
        let span = p[0].span.as_ref().unwrap();
        assert_eq!(
            (span.line, span.column),
            (2, 10),
            "{name}: the @workgroup_size attribute"
        );
    }
}

fn frame_at(s: &mut lienzo::gpu::Sandbox, size: (u32, u32)) {
    s.frame(&lienzo::gpu::FrameInput {
        viewport_pt: (size.0 as f32, size.1 as f32),
        dpr: 1.0,
        ..Default::default()
    });
    s.finish();
}

#[test]
fn the_canvas_texture_expires_on_present_and_each_guard_knob_has_its_real_consequence() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        let with = |knobs: Knobs| {
            let mut s = sandbox(b, SceneKind::Fullscreen, knobs);
            s.set_source(&solid(0.1, 0.2, 0.3));
            s
        };
        // Three calls in one frame return the same texture; the next frame gets another.
        let mut s = with(Knobs::default());
        s.render_frames(1, SIZE);
        let [x, y, z] = s.stats().texture_ids_3_calls;
        assert!(x == y && y == z && x != 0, "{name}: {x} {y} {z}");
        s.render_frames(1, SIZE);
        assert_ne!(
            s.stats().texture_ids_3_calls[0],
            x,
            "{name}: presenting expired the texture"
        );
        assert!(s.stats().expired.present >= 1);

        // Over maxTextureDimension2D: clamped with the knob, a real error without it.
        let mut s = with(Knobs::default());
        let max = s.limits().max_texture_dimension_2d;
        frame_at(&mut s, (max + 64, 16));
        assert_eq!(s.stats().canvas_px, (max, 16), "{name}");
        assert_eq!(s.log().lock().total_errors(), 0, "{name}");
        let mut s = with(Knobs {
            clamp_max_dimension: false,
            ..Knobs::default()
        });
        frame_at(&mut s, (max + 64, 16));
        assert!(
            s.log().lock().count(EventKind::Validation) >= 1,
            "{name}: no error for a {}-px canvas",
            max + 64
        );

        // A zero-sized canvas: skipped with the guard, a real error without it.
        let mut s = with(Knobs::default());
        frame_at(&mut s, (32, 0));
        assert!(s.stats().skipped.is_some(), "{name}");
        assert_eq!(s.log().lock().total_errors(), 0, "{name}");
        let mut s = with(Knobs {
            zero_size_guard: false,
            ..Knobs::default()
        });
        frame_at(&mut s, (32, 0));
        assert!(
            s.log().lock().count(EventKind::Validation) >= 1,
            "{name}: no error for a zero-sized canvas"
        );
    }
}

#[test]
fn half_grey_through_an_srgb_view_is_stored_as_188() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        let mut s = sandbox(
            b,
            SceneKind::Fullscreen,
            Knobs {
                srgb_view: true,
                ..Knobs::default()
            },
        );
        s.set_source(&solid(0.5, 0.5, 0.5));
        s.render_frames(2, SIZE);
        let stored = pixel(&s, 1, 1)[0];
        // Every backend: where views cannot change format (GL), the canvas texture
        // itself is -srgb, and the stored byte is the same.
        assert!(
            (187..=189).contains(&stored),
            "{name}: 0.5 through an srgb view stored as {stored} (view formats: {})",
            s.srgb_view_available()
        );
        let mut k = s.knobs().clone();
        k.srgb_view = false;
        s.set_knobs(k);
        s.render_frames(2, SIZE);
        assert!(
            (127..=128).contains(&pixel(&s, 1, 1)[0]),
            "{name}: plain view stores 0.5 as 128"
        );
    }
}

#[test]
fn a_masked_requirement_explains_and_a_masked_enhancement_degrades() {
    use lienzo::lesson::{DevicePolicySpec, FeatureName};
    let _serial = common::serial();
    for &(b, name) in backends() {
        let hide = Knobs {
            hide_features: vec![FeatureName::TimestampQuery],
            ..Knobs::default()
        };
        let required = DevicePolicySpec {
            required: vec![FeatureName::TimestampQuery],
            ..Default::default()
        };
        let s = lienzo::gpu::Sandbox::new(
            common::options(b, wgpu::TextureFormat::Rgba8Unorm),
            SceneKind::Fullscreen,
            required,
            hide.clone(),
        );
        match s.state() {
            DeviceState::MissingRequirement(m) => assert!(m.contains("timestamp-query"), "{name}: {m}"),
            other => panic!("{name}: expected the missing-requirement page, got {other:?}"),
        }
        let optional = DevicePolicySpec {
            enhancements: vec![FeatureName::TimestampQuery],
            ..Default::default()
        };
        let mut s = lienzo::gpu::Sandbox::new(
            common::options(b, wgpu::TextureFormat::Rgba8Unorm),
            SceneKind::Fullscreen,
            optional.clone(),
            hide.clone(),
        );
        assert!(matches!(s.state(), DeviceState::Running), "{name}");
        let d = s.device().unwrap();
        assert!(
            !d.has_timestamps() && d.missing_enhancements == vec![FeatureName::TimestampQuery],
            "{name}"
        );
        s.set_source(&solid(0.0, 0.0, 0.0));
        s.render_frames(3, SIZE);
        assert!(s.stats().gpu.is_none(), "{name}: no GPU timing without the feature");
        assert!(
            s.stats().approx_gpu_ms.is_some(),
            "{name}: approximate timing from onSubmittedWorkDone"
        );
    }
}

#[test]
fn switching_from_a_fullscreen_lesson_to_the_mesh_lesson_draws_without_errors() {
    let _serial = common::serial();
    let mesh = std::fs::read_to_string(common::repo("shaders/01-mesh.wgsl")).expect("lesson shader");
    for &(b, name) in backends() {
        let mut s = sandbox(b, SceneKind::Fullscreen, Knobs::default());
        s.set_source(&solid(0.0, 0.0, 0.0));
        s.render_frames(2, SIZE);
        s.set_lesson(
            SceneKind::Mesh,
            lienzo::lesson::DevicePolicySpec::default(),
            Knobs::default(),
        );
        s.set_source(&mesh);
        s.render_frames(3, SIZE);
        let mut k = s.knobs().clone();
        k.msaa = 4;
        s.set_knobs(k);
        s.render_frames(3, SIZE);
        assert_eq!(
            s.log().lock().total_errors(),
            0,
            "{name}: {:?}",
            s.log().lock().events()
        );
        assert_ne!(
            pixel(&s, SIZE.0 / 2, SIZE.1 / 2),
            pixel(&s, 0, 0),
            "{name}: the cube is drawn in the middle"
        );
    }
}

fn recover(s: &mut lienzo::gpu::Sandbox, name: &str) {
    s.simulate_reset();
    recover_from_reset(s, name);
}

/// Frames until a device lost by a reset is back.
fn recover_from_reset(s: &mut lienzo::gpu::Sandbox, name: &str) {
    let t = std::time::Instant::now();
    while !matches!(s.state(), DeviceState::Running) {
        assert!(t.elapsed().as_secs() < 20, "{name}: no recovery: {:?}", s.state());
        s.render_frames(1, SIZE);
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

#[test]
fn after_a_reset_the_scene_recovers_and_draws_again_without_errors() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        let knobs = Knobs {
            backoff_base_ms: 10,
            ..Knobs::default()
        };
        let mut s = sandbox(b, SceneKind::Fullscreen, knobs);
        s.set_source(&solid(0.3, 0.3, 0.3));
        s.render_frames(2, SIZE);
        for _ in 0..3 {
            recover(&mut s, name);
            s.render_frames(1, SIZE);
            let before = s.log().lock().total_errors();
            let drawn_before = s.pixels().map_or(0, |p| p.frame_index);
            s.render_frames(3, SIZE);
            assert_eq!(s.log().lock().total_errors(), before, "{name}: errors after recovery");
            assert!(
                s.pixels().map_or(0, |p| p.frame_index) > drawn_before,
                "{name}: nothing drawn after recovery"
            );
            assert!((76..=77).contains(&pixel(&s, 1, 1)[0]), "{name}: drawing again");
        }
    }
}

#[test]
fn a_binding_used_only_by_another_stage_does_not_break_the_bind_group() {
    let _serial = common::serial();
    // A leftover compute entry point uses binding 4; the fullscreen pipeline must not
    // try to bind it.
    let src = "@group(0) @binding(4) var output: texture_storage_2d<rgba8unorm, write>;\n\
               @compute @workgroup_size(8, 8) fn leftover(@builtin(global_invocation_id) id: vec3u) { textureStore(output, id.xy, vec4f(1.0)); }\n\
               @fragment fn fs() -> @location(0) vec4f { return vec4f(0.0, 1.0, 0.0, 1.0); }\n";
    for &(b, name) in backends() {
        let mut s = sandbox(b, SceneKind::Fullscreen, Knobs::default());
        s.set_source(src);
        assert!(s.problems().is_empty(), "{name}: {:?}", s.problems());
        s.render_frames(2, SIZE);
        assert_eq!(pixel(&s, 1, 1), [0, 255, 0, 255], "{name}");
        assert_eq!(s.log().lock().total_errors(), 0, "{name}");
    }
}

/// Frames until the compile worker's result for the newest text is installed.
fn settle(s: &mut lienzo::gpu::Sandbox, name: &str) {
    let t = std::time::Instant::now();
    while s.building() {
        assert!(t.elapsed().as_secs() < 20, "{name}: the build never finished");
        s.render_frames(1, SIZE);
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    s.render_frames(2, SIZE);
}

#[test]
fn the_newest_text_wins_and_a_text_built_before_is_a_cache_hit() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        let mut s = sandbox(b, SceneKind::Fullscreen, Knobs::default());
        let red = solid(1.0, 0.0, 0.0);
        let green = solid(0.0, 1.0, 0.0);
        let blue = solid(0.0, 0.0, 1.0);
        s.set_source(&red);
        s.render_frames(2, SIZE);
        assert_eq!(pixel(&s, 1, 1), [255, 0, 0, 255], "{name}");
        // Two texts handed over back to back: the first result is stale and dropped.
        s.submit_source(&green);
        s.submit_source(&blue);
        assert!(s.building(), "{name}: a new text is built off the caller's thread");
        settle(&mut s, name);
        assert_eq!(pixel(&s, 1, 1), [0, 0, 255, 255], "{name}: the newest text draws");
        // Undo to red: built before, so installed at once without the driver.
        s.submit_source(&red);
        assert!(!s.building(), "{name}: a text built before is a cache hit");
        assert!(s.last_build().is_some_and(|t| t.cached), "{name}");
        s.render_frames(2, SIZE);
        assert_eq!(pixel(&s, 1, 1), [255, 0, 0, 255], "{name}: the cache hit draws");
    }
}

#[test]
fn a_build_for_a_device_lost_meanwhile_is_dropped_and_the_new_device_builds_the_text() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        let mut s = sandbox(
            b,
            SceneKind::Fullscreen,
            Knobs {
                backoff_base_ms: 10,
                ..Knobs::default()
            },
        );
        s.set_source(&solid(1.0, 0.0, 0.0));
        s.render_frames(2, SIZE);
        // A text is being built when the device is lost.
        s.submit_source(&solid(0.0, 1.0, 0.0));
        s.simulate_reset();
        assert!(s.device().is_none(), "{name}: the lost device is let go at once");
        // The build, made for the lost device, comes back while no device is there: it
        // is dropped, and the text waits for the next device. A sandbox that took it
        // would hold a pipeline of a device that is gone (and, in the window, draw
        // with it on the new device until the rebuild lands).
        assert!(s.wait_build(), "{name}: the build in flight comes back");
        assert!(
            !s.has_pipeline(),
            "{name}: a pipeline built for the lost device was installed"
        );
        assert!(
            s.building(),
            "{name}: the text was taken as built by a device that is gone"
        );
        recover_from_reset(&mut s, name);
        settle(&mut s, name);
        assert_eq!(
            pixel(&s, 1, 1),
            [0, 255, 0, 255],
            "{name}: the new device draws the newest text"
        );
        assert_eq!(
            s.log().lock().count(EventKind::Validation),
            0,
            "{name}: no stale pipeline was used"
        );
    }
}

#[test]
fn in_the_window_a_limits_change_requests_the_device_in_the_background() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        let opts = SandboxOptions {
            background: true,
            ..common::options(b, wgpu::TextureFormat::Rgba8Unorm)
        };
        let mut s = sandbox_with(opts, SceneKind::Fullscreen, Knobs::default());
        s.set_source(&solid(0.0, 0.0, 1.0));
        s.render_frames(2, SIZE);
        let mut k = s.knobs().clone();
        k.limits = Some(LimitsMode::Adapter);
        // A text is still being built on the old device when the new one is asked for:
        // on GL, both threads must take the one adapter's lock (EGL's BadAccess otherwise).
        s.submit_source(&solid(0.0, 0.0, 0.99));
        s.submit_source(&solid(0.0, 0.0, 1.0));
        s.set_knobs(k);
        assert!(
            matches!(s.state(), DeviceState::Starting),
            "{name}: the caller waited for the device: {:?}",
            s.state()
        );
        let t = std::time::Instant::now();
        while !matches!(s.state(), DeviceState::Running) || s.building() {
            assert!(t.elapsed().as_secs() < 20, "{name}: no device: {:?}", s.state());
            s.render_frames(1, SIZE);
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        s.render_frames(2, SIZE);
        assert_eq!(
            pixel(&s, 1, 1),
            [0, 0, 255, 255],
            "{name}: the new device draws the text"
        );
        let adapter = s.device().unwrap().adapter_limits.max_compute_invocations_per_workgroup;
        assert_eq!(s.limits().max_compute_invocations_per_workgroup, adapter, "{name}");
    }
}

#[test]
fn in_the_window_a_broken_text_at_start_up_then_its_fix_shows_pixels() {
    let _serial = common::serial();
    for &(b, name) in backends() {
        let opts = SandboxOptions {
            background: true,
            ..common::options(b, wgpu::TextureFormat::Rgba8Unorm)
        };
        let mut s = sandbox_with(opts, SceneKind::Fullscreen, Knobs::default());
        // The first text the window hands over has a typo: no pipeline, a problem, no crash.
        let fix = solid(0.0, 1.0, 0.0);
        s.submit_source(&fix.replace("return", "retrun"));
        settle(&mut s, name);
        assert!(!s.has_pipeline(), "{name}: a broken text builds no pipeline");
        assert!(!s.problems().is_empty(), "{name}: the typo is reported");
        assert_eq!(
            s.log().lock().count(EventKind::Validation),
            0,
            "{name}: no frame used a missing pipeline"
        );
        s.submit_source(&fix);
        settle(&mut s, name);
        assert!(s.problems().is_empty(), "{name}: {:?}", s.problems());
        assert_eq!(pixel(&s, 1, 1), [0, 255, 0, 255], "{name}: the fix shows its pixels");
    }
}
