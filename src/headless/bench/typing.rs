//! `bench typing`: the UI thread's frames while a student types, built in the
//! foreground and in the background.

use std::time::{Duration, Instant};

use super::{BenchError, BenchReport, Common, FRAME_60HZ_MS, PLAYGROUND, input, ms, percentile, sandbox_in, shader};
use crate::gpu::Sandbox;
use crate::lesson::{Knobs, SceneKind};

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
fn typing_run(common: &Common, build: Build, salt: u64, keys: u64) -> Result<(TypingRun, String), BenchError> {
    let src = shader(common, PLAYGROUND)?;
    let anchor = "return vec4f(color, 1.0);";
    if !src.contains(anchor) {
        return Err(BenchError::Unmet(format!("{PLAYGROUND} no longer contains `{anchor}`")));
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

/// `keys` keystrokes at 10 keys/s, in each build.
pub(super) fn typing(common: &Common, keys: u32) -> Result<BenchReport, BenchError> {
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
        let (mut r, a) = typing_run(
            common,
            build,
            salt + u64::from(build == Build::Worker) * 7,
            u64::from(keys),
        )?;
        adapter = a;
        let (p50, p95, max) = (
            percentile(&mut r.frames, 0.5),
            percentile(&mut r.frames, 0.95),
            r.frames.iter().copied().fold(0.0, f64::max),
        );
        let lat = percentile(&mut r.latencies, 0.5);
        let single = percentile(&mut r.single_edits, 0.5);
        text.push(format!(
            "{name:<28} UI frame p50 {p50:6.2} ms  p95 {p95:7.2} ms  max {max:7.2} ms | edit to pixels while typing median {lat:7.2} ms ({} of {keys} edits shown), one edit after a pause {single:7.2} ms | limits change {:7.2} ms | lesson switch {:7.2} ms",
            r.latencies.len(),
            r.limits_change,
            r.lesson_switch
        ));
        json.push(serde_json::json!({
            "build": name, "ui_frame_p50_ms": p50, "ui_frame_p95_ms": p95, "ui_frame_max_ms": max,
            "edit_to_pixels_median_ms": lat, "edits_shown": r.latencies.len(), "keys": keys,
            "single_edit_to_pixels_median_ms": single,
            "limits_change_ms": r.limits_change, "lesson_switch_ms": r.lesson_switch,
        }));
    }
    let cache = std::env::var("MESA_SHADER_CACHE_DISABLE").unwrap_or_else(|_| "unset".to_owned());
    Ok(BenchReport {
        text: format!(
            "bench typing: {keys} keystrokes at 10 keys/s over {PLAYGROUND} at 640x360, 60 Hz frames, on {adapter}\n\
             every keystroke is a shader the driver has not seen (MESA_SHADER_CACHE_DISABLE={cache})\n{}",
            text.join("\n")
        ),
        json: serde_json::json!({ "scenario": "typing", "adapter": adapter, "mesa_shader_cache_disable": cache, "rows": json }),
    })
}
