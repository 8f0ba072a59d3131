//! `lienzo bench`: figures measured on the machine at hand. Each scenario reports a
//! ratio measured in the same run; nothing here asserts a timing.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use crate::gpu::{DeviceState, FrameInput, Sandbox, SandboxOptions};
use crate::lesson::{CanvasFormatKnob, Knobs, Resolution, SceneKind};

use super::{Common, EXIT_OK};

/// A benchmark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Scenario {
    /// Validate + pipeline creation + first frame after an edit.
    Edit,
    /// The window's path while typing: 40 keystrokes at 10 keys/s, a limits change and
    /// a lesson switch, with the compile worker and with the old synchronous build.
    Typing,
    /// Present overhead (readback + host upload) against a bare render, at 1280x720.
    Present,
    /// Preferred vs non-preferred canvas format at 720p, 1440p and 2160p.
    Format,
    /// A 500-event resize storm under each resize/destroy policy.
    Resize,
    /// Induce -> recover cycles of a simulated driver reset.
    Loss,
    /// The real window left alone: paints, frames and CPU while animating, with a still
    /// picture, and after `destroy()`.
    Idle,
    /// Host programs: time per frame on the desktop runtime beside headless Chromium's,
    /// and text to first frame.
    Host,
}

const PLAYGROUND: &str = "playground.wgsl";
const FRAME_60HZ_MS: f64 = 1000.0 / 60.0;

fn percentile(v: &mut [f64], p: f64) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(f64::total_cmp);
    let i = ((v.len() - 1) as f64 * p).round() as usize;
    v[i]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn input(size: (u32, u32)) -> FrameInput {
    FrameInput {
        viewport_pt: (size.0 as f32, size.1 as f32),
        dpr: 1.0,
        ..FrameInput::default()
    }
}

fn sandbox(common: &Common, scene: SceneKind, knobs: Knobs) -> Result<Sandbox, String> {
    sandbox_in(common, scene, knobs, false)
}

/// [`sandbox`], in the window's mode when `background` (see `SandboxOptions::background`).
fn sandbox_in(common: &Common, scene: SceneKind, knobs: Knobs, background: bool) -> Result<Sandbox, String> {
    let s = Sandbox::new(
        SandboxOptions {
            background,
            ..common.sandbox_options()
        },
        scene,
        crate::lesson::DevicePolicySpec {
            enhancements: vec![crate::lesson::FeatureName::TimestampQuery],
            ..Default::default()
        },
        common.apply(knobs),
    );
    match s.state() {
        DeviceState::Running => Ok(s),
        other => Err(other.describe()),
    }
}

fn shader(common: &Common, name: &str) -> Result<String, String> {
    let p = common.shaders_dir().join(name);
    std::fs::read_to_string(&p).map_err(|e| format!("{}: {e}", p.display()))
}

/// Runs a scenario and prints its figures.
pub(crate) fn bench_impl(common: &Common, scenario: Scenario, cycles: u32, runs: u32, json: bool) -> u8 {
    let result = match scenario {
        Scenario::Edit => edit(common, runs.max(3)),
        Scenario::Typing => typing(common),
        Scenario::Present => present(common, runs.max(10)),
        Scenario::Format => format(common, runs.max(10)),
        Scenario::Resize => resize(common),
        Scenario::Loss => loss(common, cycles.max(1)),
        Scenario::Idle => super::idle::idle(common),
        Scenario::Host => unreachable!("`bench` hands host programs to bench_host"),
    };
    match result {
        Ok(report) => {
            if json {
                super::out!("{:#}", report.json);
            } else {
                super::out!("{}", report.text);
            }
            EXIT_OK
        }
        Err(e) => super::fail(json, e),
    }
}

pub(super) struct BenchReport {
    pub(super) text: String,
    pub(super) json: serde_json::Value,
}

/// Median milliseconds of `runs` calls of `f`.
fn median_ms(runs: u32, mut f: impl FnMut()) -> f64 {
    let mut v: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            ms(t.elapsed())
        })
        .collect();
    percentile(&mut v, 0.5)
}

/// Validation cost per keystroke: every lesson shader, a 1000-line shader, and the
/// same with a type mistake at its end, where naga's own parse and validation is
/// compared with Lienzo's whole check (translation, hints and uniformity included).
fn validate_rows(common: &Common, runs: u32) -> Result<(Vec<String>, Vec<serde_json::Value>), String> {
    let limits = wgpu::Limits::default();
    let none = std::collections::HashMap::new();
    let check = |text: &str, scene: SceneKind| {
        crate::wgsl::validate(
            text,
            &crate::wgsl::Options {
                limits: &limits,
                scene,
                overrides: &none,
            },
        )
    };
    // naga's parse and validation, optionally followed by Lienzo's translation of the
    // error it finds into the student's diagnostic.
    let naga_then = |text: &str, translate: bool| match naga::front::wgsl::parse_str(text) {
        Ok(m) => {
            let result =
                naga::valid::Validator::new(naga::valid::ValidationFlags::all(), crate::wgsl::WEBGPU_CAPABILITIES)
                    .validate(&m);
            if let (Err(e), true) = (result, translate) {
                drop(crate::wgsl::from_validation_error(text, &m, &e));
            }
        }
        Err(e) if translate => drop(crate::wgsl::from_parse_error(text, &e)),
        Err(_) => {}
    };
    let mut cases: Vec<(String, String, SceneKind)> = Vec::new();
    let catalog = common.catalog();
    for l in &catalog.lessons {
        let path = catalog.shader_path(&l.lesson.shader);
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        cases.push((l.lesson.shader.clone(), text, l.lesson.scene));
    }
    let mut long = String::from(
        "struct Frame { resolution: vec2f, mouse: vec2f, time: f32, delta: f32, frame: u32, mouse_down: u32 }\n@group(0) @binding(0) var<uniform> frame: Frame;\n",
    );
    for i in 0..330 {
        let _ = write!(
            long,
            "fn f{i}(x: f32) -> f32 {{\n    let y = x * {i}.0 + frame.time;\n    return sin(y) * 0.5;\n}}\n"
        );
    }
    long.push_str("@fragment fn fs(@location(0) uv: vec2f) -> @location(0) vec4f {\n    return vec4f(f0(uv.x), f1(uv.y), f2(uv.x), 1.0);\n}\n");
    let broken = long.replace(
        "return vec4f(f0(uv.x), f1(uv.y), f2(uv.x), 1.0);",
        "return vec3f(f0(uv.x), f1(uv.y), f2(uv.x));",
    );
    cases.push(("generated, 1000+ lines".to_owned(), long.clone(), SceneKind::Fullscreen));
    let mut text = Vec::new();
    let mut json = Vec::new();
    for (name, source, scene) in &cases {
        let m = median_ms(runs, || drop(check(source, *scene)));
        text.push(format!("validate {name:<28} median {m:8.3} ms"));
        json.push(serde_json::json!({ "shader": name, "lines": source.lines().count(), "validate_ms": m }));
    }
    let naga = median_ms(runs, || naga_then(&broken, false));
    let translated = median_ms(runs, || naga_then(&broken, true));
    let whole = median_ms(runs, || drop(check(&broken, SceneKind::Fullscreen)));
    text.push(format!(
        "1000-line shader returning vec3f for vec4f: naga {naga:.3} ms; naga + translation {translated:.3} ms \
         ({:+.1}%); Lienzo's whole check (guard, large-stack thread, translation) {whole:.3} ms ({:+.1}%)",
        (translated / naga - 1.0) * 100.0,
        (whole / naga - 1.0) * 100.0
    ));
    json.push(serde_json::json!({
        "shader": "generated with a mistake", "naga_ms": naga, "naga_and_translation_ms": translated, "whole_check_ms": whole,
    }));
    Ok((text, json))
}

fn edit(common: &Common, runs: u32) -> Result<BenchReport, String> {
    let (validate_text, validate_json) = validate_rows(common, runs.max(10))?;
    let src = shader(common, PLAYGROUND)?;
    let mut s = sandbox(common, SceneKind::Fullscreen, Knobs::default())?;
    let size = (1280, 720);
    s.set_source(&src);
    s.render_frames(2, size);
    let (mut validate, mut build, mut first, mut total) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for i in 0..runs {
        // A different constant each run, so no cache can answer.
        let edited = format!("{src}\nconst lienzo_bench_edit: f32 = {i}.0;\n");
        let t0 = Instant::now();
        let report = crate::wgsl::validate(
            &edited,
            &crate::wgsl::Options {
                limits: &s.limits(),
                scene: SceneKind::Fullscreen,
                overrides: &std::collections::HashMap::new(),
            },
        );
        let t1 = Instant::now();
        if !report.is_clean() {
            return Err("the playground shader has problems".to_owned());
        }
        s.set_source(&edited); // Validates again and builds the pipeline.
        let t2 = Instant::now();
        s.frame(&input(size));
        s.finish();
        let t3 = Instant::now();
        validate.push(ms(t1 - t0));
        build.push(ms(t2 - t1) - ms(t1 - t0));
        first.push(ms(t3 - t2));
        total.push(ms(t3 - t0) - ms(t1 - t0));
    }
    let row = |name: &str, v: &mut Vec<f64>| {
        let (m, p) = (percentile(v, 0.5), percentile(v, 0.95));
        (
            format!(
                "{name:<28} median {m:8.2} ms   p95 {p:8.2} ms   median/60Hz frame {:5.2}",
                m / FRAME_60HZ_MS
            ),
            serde_json::json!({ "median_ms": m, "p95_ms": p, "median_over_60hz_frame": m / FRAME_60HZ_MS }),
        )
    };
    let rows = [
        row("validate (naga)", &mut validate),
        row("pipeline creation", &mut build),
        row("first frame (to pixels)", &mut first),
        row("edit to pixels (total)", &mut total),
    ];
    Ok(BenchReport {
        text: format!(
            "bench edit: {runs} edits of {PLAYGROUND} at 1280x720 on {}\n{}\n{}",
            s.adapter_line(),
            rows.iter().map(|r| r.0.as_str()).collect::<Vec<_>>().join("\n"),
            validate_text.join("\n")
        ),
        json: serde_json::json!({
            "scenario": "edit", "adapter": s.adapter_line(), "runs": runs, "validation": validate_json,
            "validate": rows[0].1, "pipeline": rows[1].1, "first_frame": rows[2].1, "total": rows[3].1,
            "frame_60hz_ms": FRAME_60HZ_MS,
        }),
    })
}

/// How a bench hands the text to the sandbox.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Build {
    /// `set_source`: validate, build and warm up before returning (the old window path).
    Synchronous,
    /// `submit_source`: the compile worker builds, the frame goes on (the window today).
    Worker,
}

/// UI-thread figures of one typing run, in milliseconds.
struct TypingRun {
    frames: Vec<f64>,
    latencies: Vec<f64>,
    limits_change: f64,
    lesson_switch: f64,
    /// Edit to pixels of single edits, each after a pause (the comparable of `bench edit`).
    single_edits: Vec<f64>,
}

/// One typing run: 60 Hz frames, a keystroke every sixth frame; each keystroke changes
/// a constant that reaches the output, so the driver has never seen the shader.
fn typing_run(common: &Common, build: Build, salt: u64) -> Result<(TypingRun, String), String> {
    let src = shader(common, PLAYGROUND)?;
    let anchor = "return vec4f(color, 1.0);";
    if !src.contains(anchor) {
        return Err(format!("{PLAYGROUND} no longer contains `{anchor}`"));
    }
    let size = (640, 360);
    // As in the window: with the worker, device requests run on the request thread too.
    let mut s = sandbox_in(common, SceneKind::Fullscreen, Knobs::default(), build == Build::Worker)?;
    s.set_source(&src);
    s.render_frames(2, size);
    // Named now: after the lesson switch below the new device may still be on its way.
    let adapter = s.adapter_line();
    let hand = |s: &mut Sandbox, text: &str| match build {
        Build::Synchronous => drop(s.set_source(text)),
        Build::Worker => s.submit_source(text),
    };
    let frame_budget = Duration::from_secs_f64(FRAME_60HZ_MS / 1000.0);
    let (mut frame_ms, mut latency_ms) = (Vec::new(), Vec::new());
    let mut pending: Option<Instant> = None;
    let keys = 40u64;
    let (mut typed, mut n) = (0u64, 0u64);
    let give_up = Instant::now() + Duration::from_mins(2);
    while (typed < keys || pending.is_some()) && Instant::now() < give_up {
        let t = Instant::now();
        if typed < keys && n % 6 == 0 {
            let k = 0.5 + ((salt % 10_000) * 50 + typed) as f64 * 1e-6;
            let text = src.replacen(anchor, &format!("return vec4f(color * {k:.6}, 1.0);"), 1);
            hand(&mut s, &text);
            pending = Some(t);
            typed += 1;
        }
        s.frame(&input(size));
        if let Some(since) = pending
            && !s.building()
        {
            latency_ms.push(ms(since.elapsed()));
            pending = None;
        }
        frame_ms.push(ms(t.elapsed()));
        n += 1;
        std::thread::sleep(frame_budget.saturating_sub(t.elapsed()));
    }
    // Single edits after a pause: one keystroke, frames until its pixels are shown.
    let mut single_edits = Vec::new();
    for i in 0..5u64 {
        let k = 0.25 + ((salt % 10_000) * 50 + keys + i) as f64 * 1e-6;
        let text = src.replacen(anchor, &format!("return vec4f(color * {k:.6}, 1.0);"), 1);
        let t = Instant::now();
        hand(&mut s, &text);
        while s.building() && t.elapsed() < Duration::from_secs(20) {
            s.frame(&input(size));
            std::thread::sleep(Duration::from_millis(1));
        }
        s.frame(&input(size)); // The first frame of the new pipeline.
        s.finish();
        single_edits.push(ms(t.elapsed()));
    }
    // A limits change: the device is requested again (the window: on the request thread).
    let t = Instant::now();
    let mut k = s.knobs().clone();
    k.limits = Some(crate::lesson::LimitsMode::Adapter);
    s.set_knobs(k);
    s.frame(&input(size));
    let limits_ms = ms(t.elapsed());
    // A lesson switch: the compute scene and its shader.
    let tiles = shader(common, "03-tiles.wgsl")?;
    let t = Instant::now();
    s.set_lesson(
        SceneKind::Compute,
        crate::lesson::DevicePolicySpec::default(),
        Knobs::default(),
    );
    hand(&mut s, &tiles);
    s.frame(&input(size));
    let lesson_ms = ms(t.elapsed());
    Ok((
        TypingRun {
            frames: frame_ms,
            latencies: latency_ms,
            limits_change: limits_ms,
            lesson_switch: lesson_ms,
            single_edits,
        },
        adapter,
    ))
}

fn typing(common: &Common) -> Result<BenchReport, String> {
    let salt = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut text = Vec::new();
    let mut json = Vec::new();
    let mut adapter = String::new();
    for (build, name) in [
        (Build::Synchronous, "synchronous build (before)"),
        (Build::Worker, "compile worker"),
    ] {
        let (mut r, a) = typing_run(common, build, salt + u64::from(build == Build::Worker) * 7)?;
        adapter = a;
        let (p50, p95, max) = (
            percentile(&mut r.frames, 0.5),
            percentile(&mut r.frames, 0.95),
            r.frames.iter().copied().fold(0.0, f64::max),
        );
        let lat = percentile(&mut r.latencies, 0.5);
        let single = percentile(&mut r.single_edits, 0.5);
        text.push(format!(
            "{name:<28} UI frame p50 {p50:6.2} ms  p95 {p95:7.2} ms  max {max:7.2} ms | edit to pixels while typing median {lat:7.2} ms ({} of 40 edits shown), one edit after a pause {single:7.2} ms | limits change {:7.2} ms | lesson switch {:7.2} ms",
            r.latencies.len(),
            r.limits_change,
            r.lesson_switch
        ));
        json.push(serde_json::json!({
            "build": name, "ui_frame_p50_ms": p50, "ui_frame_p95_ms": p95, "ui_frame_max_ms": max,
            "edit_to_pixels_median_ms": lat, "edits_shown": r.latencies.len(),
            "single_edit_to_pixels_median_ms": single,
            "limits_change_ms": r.limits_change, "lesson_switch_ms": r.lesson_switch,
        }));
    }
    let cache = std::env::var("MESA_SHADER_CACHE_DISABLE").unwrap_or_else(|_| "unset".to_owned());
    Ok(BenchReport {
        text: format!(
            "bench typing: 40 keystrokes at 10 keys/s over {PLAYGROUND} at 640x360, 60 Hz frames, on {adapter}\n\
             every keystroke is a shader the driver has not seen (MESA_SHADER_CACHE_DISABLE={cache})\n{}",
            text.join("\n")
        ),
        json: serde_json::json!({ "scenario": "typing", "adapter": adapter, "mesa_shader_cache_disable": cache, "rows": json }),
    })
}

/// Median wall time of `frames` frames, each waited for.
fn timed_frames(s: &mut Sandbox, frames: u32, size: (u32, u32), mut after: impl FnMut(&Sandbox)) -> f64 {
    let mut v = Vec::new();
    for _ in 0..frames {
        let t = Instant::now();
        s.frame(&input(size));
        s.finish();
        after(s);
        v.push(ms(t.elapsed()));
    }
    percentile(&mut v, 0.5)
}

/// Sizes `bench present` measures: a 720p window, a 1440p and a 2160p canvas.
const PRESENT_SIZES: [(u32, u32); 3] = [(1280, 720), (2560, 1440), (3840, 2160)];

fn present(common: &Common, frames: u32) -> Result<BenchReport, String> {
    let src = shader(common, PLAYGROUND)?;
    let mut s = sandbox(common, SceneKind::Fullscreen, Knobs::default())?;
    s.set_source(&src);
    // The host side: a second device standing in for eframe's, with a texture of the
    // preferred format, written with queue.write_texture as the GUI does.
    let host = crate::gpu::HostUpload::new(common.backends).map_err(|e| format!("host device: {e}"))?;
    let mut lines = Vec::new();
    let mut rows = Vec::new();
    for size in PRESENT_SIZES {
        s.render_frames(3, size);
        s.set_readback(false);
        let bare = timed_frames(&mut s, frames, size, |_| {});
        s.set_readback(true);
        let full = timed_frames(&mut s, frames, size, |s| {
            if let Some(p) = s.pixels() {
                host.upload(p);
            }
        });
        // The floor: the same bytes read back and uploaded once, with nothing drawn.
        let Some(dev) = s.device() else {
            return Err("the lesson device went away during the bench".to_owned());
        };
        let mut transfer: Vec<f64> = (0..frames)
            .map(|_| ms(host.bare_transfer(&dev.device, &dev.queue, size, s.preferred_format())))
            .collect();
        let transfer = percentile(&mut transfer, 0.5);
        let overhead = full - bare;
        let ratio = overhead / transfer;
        lines.push(format!(
            "{:>4}x{:<4}  bare render {bare:7.2} ms | render + readback + upload {full:7.2} ms | present overhead {overhead:7.2} ms | one readback + one upload alone {transfer:7.2} ms | overhead / that {ratio:5.2}",
            size.0, size.1
        ));
        rows.push(serde_json::json!({
            "size": [size.0, size.1], "bare_ms": bare, "full_ms": full, "overhead_ms": overhead,
            "bare_transfer_ms": transfer, "overhead_over_transfer": ratio,
            "overhead_over_60hz_frame": overhead / FRAME_60HZ_MS,
        }));
    }
    Ok(BenchReport {
        text: format!(
            "bench present: {frames} frames per row (medians), on {}\n\
             present overhead = (render + readback + upload) - bare render; the floor is one readback plus one\n\
             upload of the same bytes with nothing drawn, measured in the same run\n{}",
            s.adapter_line(),
            lines.join("\n")
        ),
        json: serde_json::json!({
            "scenario": "present", "adapter": s.adapter_line(), "frames": frames, "rows": rows,
            "frame_60hz_ms": FRAME_60HZ_MS,
        }),
    })
}

fn format(common: &Common, frames: u32) -> Result<BenchReport, String> {
    let src = shader(common, "02-format.wgsl").or_else(|_| shader(common, PLAYGROUND))?;
    let mut lines = Vec::new();
    let mut rows = Vec::new();
    let mut adapter = String::new();
    for (res, name) in [
        (Resolution::P720, "1280x720"),
        (Resolution::P1440, "2560x1440"),
        (Resolution::P2160, "3840x2160"),
    ] {
        let mut figures = Vec::new();
        for other in [false, true] {
            let knobs = Knobs {
                resolution: res,
                canvas_format: if other {
                    CanvasFormatKnob::Bgra8Unorm
                } else {
                    CanvasFormatKnob::Preferred
                },
                ..Knobs::default()
            };
            let mut s = sandbox(common, SceneKind::Fullscreen, knobs)?;
            adapter = s.adapter_line();
            s.set_source(&src);
            let size = res.fixed_size().unwrap_or((1280, 720));
            s.render_frames(3, size);
            let (mut gpu_frame, mut conv, mut wall) = (Vec::new(), Vec::new(), Vec::new());
            for _ in 0..frames {
                let t = Instant::now();
                s.frame(&input(size));
                s.finish();
                wall.push(ms(t.elapsed()));
                if let Some(g) = s.stats().gpu {
                    gpu_frame.push(f64::from(g.scene_ms + g.convert_ms.unwrap_or(0.0)));
                    conv.push(f64::from(g.convert_ms.unwrap_or(0.0)));
                }
            }
            let timed_on_gpu = !gpu_frame.is_empty();
            figures.push((
                if timed_on_gpu {
                    percentile(&mut gpu_frame, 0.5)
                } else {
                    percentile(&mut wall, 0.5)
                },
                if timed_on_gpu {
                    percentile(&mut conv, 0.5)
                } else {
                    f64::NAN
                },
                timed_on_gpu,
                s.conversions() > 0,
            ));
        }
        let (pref, _, gpu, _) = figures[0];
        let (other, conv, _, converted) = figures[1];
        let clock = if gpu {
            "GPU (timestamps)"
        } else {
            "wall clock, approximate"
        };
        lines.push(format!(
            "{name:<10} preferred {pref:8.3} ms   bgra8unorm {other:8.3} ms   conversion {conv:8.3} ms   other/preferred {:5.2}x   [{clock}]",
            other / pref
        ));
        rows.push(serde_json::json!({
            "size": name, "preferred_ms": pref, "other_ms": other, "conversion_ms": conv,
            "ratio": other / pref, "gpu_timed": gpu, "conversion_ran": converted,
        }));
    }
    Ok(BenchReport {
        text: format!(
            "bench format: median frame time, preferred (rgba8unorm) vs bgra8unorm canvas, {frames} frames each, on {adapter}\n{}",
            lines.join("\n")
        ),
        json: serde_json::json!({ "scenario": "format", "adapter": adapter, "preferred": "rgba8unorm", "other": "bgra8unorm", "rows": rows }),
    })
}

fn resize(common: &Common) -> Result<BenchReport, String> {
    let src = shader(common, "01-mesh.wgsl")?;
    let events = 500u32;
    let frames = 10u32;
    let base = (1280u32, 720u32);
    let mut rows = Vec::new();
    let mut adapter = String::new();
    for (coalesce, destroy) in [(true, true), (false, true), (true, false), (false, false)] {
        let knobs = Knobs {
            coalesce_resize: coalesce,
            destroy_old: destroy,
            gc_interval_s: 10.0,
            ..Knobs::default()
        };
        let mut s = sandbox(common, SceneKind::Mesh, knobs)?;
        adapter = s.adapter_line();
        s.set_source(&src);
        s.render_frames(2, base);
        s.reset_peak();
        let before = s.stats().recreations;
        let t = Instant::now();
        for f in 0..frames {
            let sizes: Vec<(u32, u32)> = (0..events / frames)
                .map(|j| {
                    let k = (f * 7 + j) % 60 + 1;
                    (base.0 - k * 4, base.1 - k * 3)
                })
                .collect();
            let last = sizes[sizes.len() - 1];
            s.push_resize_events(sizes[..sizes.len() - 1].iter().copied());
            s.frame(&input(last));
            s.finish();
        }
        rows.push((
            coalesce,
            destroy,
            s.stats().recreations - before,
            s.peak_live_bytes(),
            ms(t.elapsed()),
        ));
    }
    let (_, _, r0, p0, t0) = rows[0];
    let text_rows: Vec<String> = rows
        .iter()
        .map(|(c, d, r, p, t)| {
            format!(
                "coalesce {:<5} destroy {:<5}  recreations {r:4} ({:6.1}x)  peak live {:8.1} MB ({:5.2}x)  time {t:8.1} ms ({:5.2}x)",
                c,
                d,
                *r as f64 / r0.max(1) as f64,
                *p as f64 / 1e6,
                *p as f64 / p0.max(1) as f64,
                t / t0
            )
        })
        .collect();
    Ok(BenchReport {
        text: format!(
            "bench resize: {events} resize events over {frames} frames at about 1280x720, mesh scene, on {adapter}\n\
             (ratios against coalesce + destroy)\n{}",
            text_rows.join("\n")
        ),
        json: serde_json::json!({
            "scenario": "resize", "adapter": adapter, "events": events, "frames": frames,
            "rows": rows.iter().map(|(c, d, r, p, t)| serde_json::json!({
                "coalesce": c, "destroy": d, "recreations": r, "peak_live_bytes": p, "time_ms": t,
                "recreations_ratio": *r as f64 / r0.max(1) as f64, "peak_ratio": *p as f64 / p0.max(1) as f64, "time_ratio": t / t0,
            })).collect::<Vec<_>>(),
        }),
    })
}

/// Resident set size of this process in bytes (Linux), if known.
fn rss_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

fn loss(common: &Common, cycles: u32) -> Result<BenchReport, String> {
    let src = shader(common, "04-lost.wgsl").or_else(|_| shader(common, PLAYGROUND))?;
    let knobs = Knobs {
        backoff_base_ms: 10,
        ..Knobs::default()
    };
    let mut s = sandbox(common, SceneKind::Fullscreen, knobs)?;
    s.set_source(&src);
    let size = (320, 240);
    s.render_frames(2, size);
    let mut times = Vec::new();
    let mut rss_after_first = None;
    let rss_before = rss_bytes();
    for c in 0..cycles {
        s.simulate_reset();
        let t = Instant::now();
        while t.elapsed() < Duration::from_secs(10) {
            s.frame(&input(size));
            s.finish();
            if matches!(s.state(), DeviceState::Running) && s.has_pipeline() {
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        if matches!(s.state(), DeviceState::Running) {
            times.push(ms(t.elapsed()));
        }
        if c == 0 {
            rss_after_first = rss_bytes();
        }
    }
    let rss_after = rss_bytes();
    let n = times.len();
    let (med, p95) = (percentile(&mut times, 0.5), percentile(&mut times, 0.95));
    let mib = |b: Option<u64>| b.map_or(f64::NAN, |b| b as f64 / f64::from(1u32 << 20));
    let growth = mib(rss_after) / mib(rss_after_first);
    Ok(BenchReport {
        text: format!(
            "bench loss: {cycles} simulated driver resets (backoff base 10 ms) on {}\n\
             recovered            {n}/{cycles}\n\
             time to recover      median {med:.1} ms   p95 {p95:.1} ms\n\
             process memory       before {:.1} MiB, after first {:.1} MiB, after last {:.1} MiB ({:+.1}% vs after first)",
            s.adapter_line(),
            mib(rss_before),
            mib(rss_after_first),
            mib(rss_after),
            (growth - 1.0) * 100.0
        ),
        json: serde_json::json!({
            "scenario": "loss", "adapter": s.adapter_line(), "cycles": cycles, "recovered": n,
            "median_ms": med, "p95_ms": p95,
            "rss_before_mib": mib(rss_before), "rss_after_first_mib": mib(rss_after_first), "rss_after_mib": mib(rss_after),
            "growth_vs_first": growth - 1.0,
        }),
    })
}
