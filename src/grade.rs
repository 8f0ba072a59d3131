//! Exercise checks: run headless by `lienzo grade`, and live in the GUI.

use std::time::Duration;
use web_time::Instant;

use crate::gpu::{DeviceState, FrameInput, LossReason, Sandbox, SandboxOptions};
use crate::lesson::{Attempt, Catalog, Check, Exercise, Knobs, LoadedLesson};

/// The result of one check.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Outcome {
    /// Whether it passed.
    pub passed: bool,
    /// What was measured, in one line.
    pub detail: String,
}

impl Outcome {
    fn new(passed: bool, detail: impl Into<String>) -> Self {
        Self {
            passed,
            detail: detail.into(),
        }
    }
}

/// Canvas size used by headless checks (except the resize storm, which uses 720p).
pub const GRADE_SIZE: (u32, u32) = (320, 240);

fn input(size: (u32, u32)) -> FrameInput {
    FrameInput {
        viewport_pt: (size.0 as f32, size.1 as f32),
        dpr: 1.0,
        ..FrameInput::default()
    }
}

/// The longest a single check may run. A lesson file cannot ask for more: the loader
/// bounds every count, and the grader stops here whatever happens.
pub const CHECK_BUDGET: Duration = Duration::from_mins(1);

/// Runs `n` frames (at most the loader's bound), each waited for. Fails with an
/// outcome when the check's time budget runs out first.
fn frames(s: &mut Sandbox, n: u32, size: (u32, u32), until: Instant) -> Result<(), Outcome> {
    for i in 0..n.min(crate::lesson::MAX_CHECK_FRAMES) {
        if Instant::now() >= until {
            return Err(Outcome::new(
                false,
                format!(
                    "the check ran out of its {} s budget after {i} of {n} frames",
                    CHECK_BUDGET.as_secs()
                ),
            ));
        }
        s.frame(&input(size));
        s.finish();
    }
    Ok(())
}

/// The knobs an exercise attempt runs with: lesson, then exercise, then attempt, then
/// the caller's `name=value` pairs (already checked).
pub fn attempt_knobs(lesson: &LoadedLesson, ex: &Exercise, attempt: Option<&Attempt>, extra: &[String]) -> Knobs {
    let mut k = lesson.knobs();
    let sets = std::iter::once(&ex.knobs).chain(attempt.map(|a| &a.knobs));
    for set in sets {
        for (n, v) in set {
            let _ = k.set(n, v);
        }
    }
    for pair in extra {
        let _ = k.set_pair(pair);
    }
    k
}

/// Whether the knobs in force are the ones an exercise's check runs with.
pub fn knobs_match(knobs: &Knobs, ex: &Exercise) -> bool {
    ex.knobs.iter().all(|(n, v)| {
        let mut wanted = knobs.clone();
        wanted.set(n, v).is_ok() && wanted.get(n).ok() == knobs.get(n).ok()
    })
}

/// Runs one exercise's check on a fresh sandbox with `source` as the shader.
pub fn grade(opts: &SandboxOptions, lesson: &LoadedLesson, ex: &Exercise, source: &str, knobs: Knobs) -> Outcome {
    let mut s = Sandbox::new(opts.clone(), lesson.lesson.scene, lesson.lesson.device.clone(), knobs);
    if let DeviceState::NoAdapter(m) = s.state() {
        return Outcome::new(false, m.clone());
    }
    s.set_source(source);
    run(&mut s, &ex.check)
}

/// Runs a check against a sandbox that already has its shader, driving frames. Never
/// panics and never runs past [`CHECK_BUDGET`].
pub fn run(s: &mut Sandbox, check: &Check) -> Outcome {
    run_until(s, check, Instant::now() + CHECK_BUDGET).unwrap_or_else(|o| o)
}

fn run_until(s: &mut Sandbox, check: &Check, until: Instant) -> Result<Outcome, Outcome> {
    Ok(match check {
        Check::Pixel {
            uv,
            rgba,
            tolerance,
            frames: n,
        } => {
            if let Some(o) = needs_pipeline(s) {
                return Ok(o);
            }
            frames(s, *n, GRADE_SIZE, until)?;
            pixel(s, *uv, *rgba, *tolerance)
        }
        Check::NoErrors { frames: n } => {
            if let Some(o) = needs_pipeline(s) {
                return Ok(o);
            }
            let before = s.log().lock().total_errors();
            frames(s, *n, GRADE_SIZE, until)?;
            let errors = s.log().lock().total_errors() - before;
            Outcome::new(errors == 0, format!("{errors} error(s) in {n} frames"))
        }
        Check::BuildsUnderLimits
        | Check::WorkgroupFitsLimits
        | Check::WorkgroupStorageFits
        | Check::BuffersFitLimits
        | Check::UsesOverride { .. }
        | Check::MissingRequirementExplained
        | Check::DeviceRequestSucceeds => {
            static_check(s, check).unwrap_or_else(|| Outcome::new(false, "not a static check"))
        }
        Check::NoConversionPass { frames: n } => {
            if let Some(o) = needs_pipeline(s) {
                return Ok(o);
            }
            frames(s, *n, GRADE_SIZE, until)?;
            let c = s.conversions();
            Outcome::new(c == 0, format!("{c} conversion pass(es) in {n} frames"))
        }
        Check::LiveBytesBelow {
            events,
            frames: n,
            max_ratio,
        } => storm(s, *events, *n, Storm::Bytes(*max_ratio), until)?,
        Check::CoalescedStorm { events, frames: n } => storm(s, *events, *n, Storm::Recreations, until)?,
        Check::NoErrorsWhileResizing { frames: n } => {
            if let Some(o) = needs_pipeline(s) {
                return Ok(o);
            }
            frames(s, 2, GRADE_SIZE, until)?;
            let before = s.log().lock().total_errors();
            for i in 0..(*n).min(crate::lesson::MAX_CHECK_FRAMES) {
                if Instant::now() >= until {
                    return Err(Outcome::new(false, "the check ran out of its budget"));
                }
                // A different size every frame, as while a window edge is dragged.
                let size = (GRADE_SIZE.0 - 2 * (i % 40), GRADE_SIZE.1 - (i % 40));
                s.frame(&input(size));
                s.finish();
            }
            let errors = s.log().lock().total_errors() - before;
            Outcome::new(
                errors == 0,
                format!("{errors} error(s) in {n} frames, each at a new size"),
            )
        }
        Check::NoIdleRecreation { frames: n } => {
            frames(s, 2, GRADE_SIZE, until)?;
            let before = s.stats().recreations;
            let expired_before = s.stats().expired;
            frames(s, *n, GRADE_SIZE, until)?;
            let recreations = s.stats().recreations - before;
            let resized = s.stats().expired.resize - expired_before.resize;
            Outcome::new(
                recreations == 0 && resized == 0,
                format!(
                    "{recreations} recreation(s) and {resized} expiry(ies) by resize in {n} frames at an unchanged size"
                ),
            )
        }
        Check::SurvivesZeroSize { frames: n } => {
            if let Some(o) = needs_pipeline(s) {
                return Ok(o);
            }
            frames(s, 2, GRADE_SIZE, until)?;
            let before = s.log().lock().total_errors();
            frames(s, *n, (0, 0), until)?;
            let drawn_before = s.pixels().map_or(0, |p| p.frame_index);
            frames(s, 3, GRADE_SIZE, until)?;
            let errors = s.log().lock().total_errors() - before;
            let drawn = s.pixels().is_some_and(|p| p.frame_index > drawn_before && p.width > 0);
            Outcome::new(
                errors == 0 && drawn,
                format!(
                    "{errors} error(s) with the viewport at 0 px for {n} frames; {}",
                    if drawn {
                        "frames drawn again afterwards"
                    } else {
                        "no frame drawn afterwards"
                    }
                ),
            )
        }
        Check::CanvasWithinMaxDimension { requested } => {
            let before = s.log().lock().total_errors();
            frames(s, 2, *requested, until)?;
            let max = s.limits().max_texture_dimension_2d;
            let (w, h) = s.stats().canvas_px;
            let errors = s.log().lock().total_errors() - before;
            let asked = f64::from(requested.0) / f64::from(requested.1);
            let got = f64::from(w) / f64::from(h.max(1));
            // One pixel of rounding on the shorter side is not a distortion.
            let kept_aspect = (got - asked).abs() <= asked / f64::from(w.min(h).max(1)) + 1e-9;
            Outcome::new(
                w <= max && h <= max && kept_aspect && errors == 0,
                format!(
                    "asked {}x{} (aspect {asked:.3}), canvas {w}x{h} (aspect {got:.3}), max {max}, {errors} error(s)",
                    requested.0, requested.1
                ),
            )
        }
        Check::RecoversWithin { seconds } => recovers(s, *seconds, until)?,
        Check::SubmitsPerFrameAtMost { max } => {
            if let Some(o) = needs_pipeline(s) {
                return Ok(o);
            }
            frames(s, 3, GRADE_SIZE, until)?;
            let n = s.stats().submits;
            Outcome::new(n <= *max, format!("{n} queue.submit call(s) per frame (at most {max})"))
        }
        Check::StaysDestroyed { frames: n } => {
            frames(s, 2, GRADE_SIZE, until)?;
            s.destroy_device();
            let before = s.log().lock().total_errors();
            let submitted_before = s.frame_index();
            frames(s, *n, GRADE_SIZE, until)?;
            let after = s.log().lock().total_errors() - before;
            let submitted = s.frame_index() - submitted_before;
            let destroyed = matches!(
                s.state(),
                DeviceState::Lost {
                    reason: LossReason::Destroyed,
                    ..
                }
            );
            let restarted = s.recovery_stats().recoveries > 0;
            Outcome::new(
                destroyed && !restarted && submitted == 0 && after == 0,
                format!(
                    "destroyed: {destroyed}, restarted: {restarted}, {submitted} frame(s) submitted and {after} error(s) \
                     in {n} frames after destroy()"
                ),
            )
        }
        Check::All(checks) => {
            let mut details = Vec::new();
            let mut passed = true;
            for c in checks {
                let o = run_until(s, c, until)?;
                passed &= o.passed;
                details.push(format!("{} {}", if o.passed { "ok:" } else { "FAILED:" }, o.detail));
            }
            Outcome::new(passed, details.join("; "))
        }
    })
}

/// Checks answered from the shader and the sandbox as they are, without frames.
fn static_check(s: &Sandbox, check: &Check) -> Option<Outcome> {
    Some(match check {
        Check::BuildsUnderLimits => {
            let problems = s.problems();
            let passed = problems.is_empty() && s.has_pipeline();
            let detail = problems.first().map_or_else(
                || "the pipeline builds under the lesson's limits".to_owned(),
                |p| format!("{} problem(s); first: {}", problems.len(), p.message),
            );
            Outcome::new(passed, detail)
        }
        Check::WorkgroupFitsLimits => reflect_workgroup(s),
        Check::WorkgroupStorageFits => workgroup_storage(s),
        Check::BuffersFitLimits => buffer_sizes(s),
        Check::UsesOverride { name } => {
            let Some(r) = s.report().reflection.as_ref() else {
                return Some(Outcome::new(false, "the shader does not parse"));
            };
            let declared = r.overrides.iter().any(|o| o == name);
            let computes: Vec<&str> = r
                .entry_points
                .iter()
                .filter(|e| e.stage == naga::ShaderStage::Compute)
                .map(|e| e.name.as_str())
                .collect();
            let not_sized: Vec<&str> = r
                .entry_points
                .iter()
                .filter(|e| e.stage == naga::ShaderStage::Compute && !e.sized_by.iter().any(|k| k == name))
                .map(|e| e.name.as_str())
                .collect();
            let passed = declared && !computes.is_empty() && not_sized.is_empty() && s.report().is_clean();
            let detail = if !declared {
                format!("no `override {name}` in the shader")
            } else if computes.is_empty() {
                "no @compute entry point".to_owned()
            } else if let Some(e) = not_sized.first() {
                format!("`override {name}` is declared, but `@workgroup_size` of `{e}` does not use it")
            } else {
                format!("`@workgroup_size` uses `override {name}`, set to {}", s.tile())
            };
            Outcome::new(passed, detail)
        }
        Check::MissingRequirementExplained => {
            let honest = matches!(s.state(), DeviceState::MissingRequirement(_));
            Outcome::new(
                honest,
                if honest {
                    format!("the page explains: {}", s.state().describe())
                } else {
                    format!("no explanation before the request: {}", s.state().describe())
                },
            )
        }
        Check::DeviceRequestSucceeds => {
            let ok = matches!(s.state(), DeviceState::Running);
            Outcome::new(
                ok,
                if ok {
                    "requestDevice succeeded".to_owned()
                } else {
                    s.state().describe()
                },
            )
        }
        _ => return None,
    })
}

/// What the GUI records each frame, so checks can be answered live.
#[derive(Clone, Debug, Default)]
pub struct LiveHistory {
    frames: std::collections::VecDeque<(u64, u64, bool)>,
}

impl LiveHistory {
    /// Records the sandbox's state after a frame.
    pub fn record(&mut self, s: &Sandbox) {
        let f = s.frame_index();
        if self.frames.back().is_some_and(|b| b.0 == f) {
            return;
        }
        self.frames
            .push_back((f, s.log().lock().total_errors(), s.stats().converted));
        while self.frames.len() > 600 {
            self.frames.pop_front();
        }
    }

    fn last(&self, n: u32) -> Option<impl Iterator<Item = &(u64, u64, bool)>> {
        let n = n as usize;
        (self.frames.len() > n).then(|| self.frames.iter().skip(self.frames.len() - n - 1))
    }
}

/// How many frames the window must draw after a change for [`live`] to answer `check`
/// from frames drawn after that change.
pub fn live_frames(check: &Check) -> u64 {
    match check {
        Check::Pixel { frames, .. } | Check::NoErrors { frames } | Check::NoConversionPass { frames } => {
            u64::from(*frames) + 2
        }
        Check::All(checks) => checks.iter().map(live_frames).max().unwrap_or(0),
        _ => 2,
    }
}

/// A check answered from what the window is showing, when it can be. `None` means the
/// check needs its own headless run (the "check" button).
pub fn live(s: &Sandbox, check: &Check, history: &LiveHistory) -> Option<Outcome> {
    if let Some(o) = static_check(s, check) {
        return Some(o);
    }
    match check {
        Check::Pixel {
            uv, rgba, tolerance, ..
        } => {
            if let Some(o) = needs_pipeline(s) {
                return Some(o);
            }
            Some(pixel(s, *uv, *rgba, *tolerance))
        }
        Check::NoErrors { frames } => {
            if let Some(o) = needs_pipeline(s) {
                return Some(o);
            }
            let mut it = history.last(*frames)?;
            let first = it.next()?.1;
            let errors = history.frames.back()?.1 - first;
            Some(Outcome::new(
                errors == 0,
                format!("{errors} error(s) in the last {frames} frames"),
            ))
        }
        Check::NoConversionPass { frames } => {
            let converted = history.last(*frames)?.filter(|f| f.2).count();
            Some(Outcome::new(
                converted == 0,
                format!("{converted} conversion pass(es) in the last {frames} frames"),
            ))
        }
        Check::SubmitsPerFrameAtMost { max } => {
            if let Some(o) = needs_pipeline(s) {
                return Some(o);
            }
            let n = s.stats().submits;
            Some(Outcome::new(
                n <= *max,
                format!("{n} queue.submit call(s) per frame (at most {max})"),
            ))
        }
        Check::All(checks) => {
            let outcomes: Option<Vec<Outcome>> = checks.iter().map(|c| live(s, c, history)).collect();
            let outcomes = outcomes?;
            Some(Outcome::new(
                outcomes.iter().all(|o| o.passed),
                outcomes
                    .iter()
                    .map(|o| format!("{} {}", if o.passed { "ok:" } else { "FAILED:" }, o.detail))
                    .collect::<Vec<_>>()
                    .join("; "),
            ))
        }
        _ => None,
    }
}

fn needs_pipeline(s: &Sandbox) -> Option<Outcome> {
    let problems = s.problems();
    if let Some(p) = problems.first() {
        return Some(Outcome::new(false, format!("the shader has problems: {}", p.message)));
    }
    if !s.has_pipeline() {
        return Some(Outcome::new(false, format!("no pipeline: {}", s.state().describe())));
    }
    None
}

fn pixel(s: &Sandbox, uv: (f32, f32), want: (f32, f32, f32, f32), tol: f32) -> Outcome {
    let Some(p) = s.pixels() else {
        return Outcome::new(false, "no frame was read back");
    };
    let x = ((uv.0 * p.width as f32) as u32).min(p.width.saturating_sub(1));
    let y = ((uv.1 * p.height as f32) as u32).min(p.height.saturating_sub(1));
    let Some(got) = p.rgba_at(x, y) else {
        return Outcome::new(false, "pixel out of range");
    };
    let got = got.map(|c| f32::from(c) / 255.0);
    let want = [want.0, want.1, want.2, want.3];
    let passed = got.iter().zip(want).all(|(g, w)| (g - w).abs() <= tol);
    Outcome::new(
        passed,
        format!(
            "pixel at ({x}, {y}) is ({:.3}, {:.3}, {:.3}, {:.3}); expected ({:.3}, {:.3}, {:.3}, {:.3}) ± {tol}",
            got[0], got[1], got[2], got[3], want[0], want[1], want[2], want[3]
        ),
    )
}

fn reflect_workgroup(s: &Sandbox) -> Outcome {
    let Some(r) = &s.report().reflection else {
        return Outcome::new(false, "the shader does not parse");
    };
    let l = s.limits();
    let max = [
        l.max_compute_workgroup_size_x,
        l.max_compute_workgroup_size_y,
        l.max_compute_workgroup_size_z,
    ];
    let total = l.max_compute_invocations_per_workgroup;
    let mut computes = r
        .entry_points
        .iter()
        .filter(|e| e.stage == naga::ShaderStage::Compute)
        .peekable();
    if computes.peek().is_none() {
        return Outcome::new(false, "no @compute entry point");
    }
    for e in computes {
        let size = e.workgroup_size;
        if let Some(axis) = (0..3).find(|&i| size[i] > max[i]) {
            let name = ["X", "Y", "Z"][axis];
            return Outcome::new(
                false,
                format!(
                    "`{}` is {} wide in {}, over maxComputeWorkgroupSize{name} = {}",
                    e.name,
                    size[axis],
                    name.to_lowercase(),
                    max[axis]
                ),
            );
        }
        let n: u32 = size.iter().product();
        if n > total {
            return Outcome::new(
                false,
                format!(
                    "`{}` has {}×{}×{} = {n} invocations per workgroup, over maxComputeInvocationsPerWorkgroup = {total}",
                    e.name, size[0], size[1], size[2]
                ),
            );
        }
    }
    let sizes: Vec<String> = r
        .entry_points
        .iter()
        .filter(|e| e.stage == naga::ShaderStage::Compute)
        .map(|e| {
            format!(
                "`{}` {}×{}×{}",
                e.name, e.workgroup_size[0], e.workgroup_size[1], e.workgroup_size[2]
            )
        })
        .collect();
    Outcome::new(
        true,
        format!(
            "{} within maxComputeInvocationsPerWorkgroup = {total}",
            sizes.join(", ")
        ),
    )
}

fn buffer_sizes(s: &Sandbox) -> Outcome {
    use crate::wgsl::BindingKind;
    let Some(r) = &s.report().reflection else {
        return Outcome::new(false, "the shader does not parse");
    };
    let l = s.limits();
    let mut parts = Vec::new();
    let mut passed = true;
    for b in &r.bindings {
        let (limit, name) = match b.kind {
            BindingKind::Uniform => (l.max_uniform_buffer_binding_size, "maxUniformBufferBindingSize"),
            BindingKind::Storage { .. } => (l.max_storage_buffer_binding_size, "maxStorageBufferBindingSize"),
            _ => continue,
        };
        let Some(size) = b.size_bytes else {
            parts.push(format!("`{}` is runtime-sized", b.name));
            continue;
        };
        passed &= size <= limit;
        parts.push(format!("`{}` {size} bytes ({name} = {limit})", b.name));
    }
    if parts.is_empty() {
        return Outcome::new(true, "no uniform or storage buffer");
    }
    Outcome::new(passed, parts.join(", "))
}

fn workgroup_storage(s: &Sandbox) -> Outcome {
    let Some(r) = &s.report().reflection else {
        return Outcome::new(false, "the shader does not parse");
    };
    let max = u64::from(s.limits().max_compute_workgroup_storage_size);
    let used: u64 = r.workgroup_bytes.iter().map(|(_, b, _)| *b).sum();
    let largest = r
        .workgroup_bytes
        .iter()
        .max_by_key(|(_, b, _)| *b)
        .map_or_else(String::new, |(n, b, _)| format!(" (largest: `{n}`, {b} bytes)"));
    Outcome::new(
        used <= max && s.report().reflection.is_some(),
        format!("{used} bytes of var<workgroup>{largest}; maxComputeWorkgroupStorageSize = {max}"),
    )
}

/// What a storm check measures.
#[derive(Clone, Copy)]
enum Storm {
    /// Peak live bytes at most this multiple of the live bytes at rest.
    Bytes(f32),
    /// At most one recreation per frame.
    Recreations,
}

/// A storm of `events` resize events over `n` frames at 720p.
fn storm(s: &mut Sandbox, events: u32, n: u32, what: Storm, until: Instant) -> Result<Outcome, Outcome> {
    let base = (1280u32, 720u32);
    frames(s, 2, base, until)?;
    let at_rest = s.stats().live_bytes.max(1);
    s.reset_peak();
    let n = n.clamp(1, crate::lesson::MAX_CHECK_FRAMES);
    let per_frame = (events.min(crate::lesson::MAX_STORM_EVENTS) / n).max(1);
    let recreations_before = s.stats().recreations;
    for f in 0..n {
        if Instant::now() >= until {
            return Err(Outcome::new(
                false,
                format!("the storm ran out of its budget after {f} frames"),
            ));
        }
        let sizes: Vec<(u32, u32)> = (0..per_frame)
            .map(|j| {
                let k = (f * 7 + j) % 60 + 1;
                (base.0 - k * 4, base.1 - k * 3)
            })
            .collect();
        let last = *sizes.last().unwrap_or(&base);
        s.push_resize_events(sizes[..sizes.len().saturating_sub(1)].iter().copied());
        s.frame(&input(last));
        s.finish();
    }
    let peak = s.peak_live_bytes();
    let recreations = s.stats().recreations - recreations_before;
    let mb = |b: u64| b as f64 / 1e6;
    Ok(match what {
        Storm::Bytes(max_ratio) => {
            let ratio = peak as f64 / at_rest as f64;
            Outcome::new(
                ratio <= f64::from(max_ratio),
                format!(
                    "peak live texture bytes {:.1} MB, {ratio:.2}× the {:.1} MB at rest (at most {max_ratio}×); \
                     {recreations} recreation(s) for {events} events in {n} frames",
                    mb(peak),
                    mb(at_rest)
                ),
            )
        }
        Storm::Recreations => Outcome::new(
            recreations <= u64::from(n),
            format!("{recreations} recreation(s) for {events} events in {n} frames (at most one per frame)"),
        ),
    })
}

fn recovers(s: &mut Sandbox, seconds: f32, until: Instant) -> Result<Outcome, Outcome> {
    frames(s, 2, GRADE_SIZE, until)?;
    s.simulate_reset();
    let start = Instant::now();
    // The loader bounds `seconds`; a value it would refuse still never panics here.
    let budget = Duration::try_from_secs_f32(seconds)
        .unwrap_or(Duration::ZERO)
        .min(CHECK_BUDGET);
    // Keep going a little past the budget, so a late recovery is reported as late.
    while start.elapsed() < budget + Duration::from_secs(1) && Instant::now() < until {
        s.frame(&input(GRADE_SIZE));
        s.finish();
        if matches!(s.state(), DeviceState::Running) && s.has_pipeline() {
            let t = start.elapsed();
            let ms = t.as_secs_f32() * 1000.0;
            // Recovered means drawing again: frames on the new device, read back, no error.
            let errors_before = s.log().lock().total_errors();
            let recovered_at = s.frame_index();
            frames(s, 5, GRADE_SIZE, until)?;
            let errors = s.log().lock().total_errors() - errors_before;
            let drawn = s.pixels().is_some_and(|p| p.frame_index > recovered_at);
            let on_time = t <= budget;
            return Ok(Outcome::new(
                on_time && errors == 0 && drawn,
                format!(
                    "recovered in {ms:.0} ms (budget {:.0} ms); then {errors} error(s) in 5 frames, {}",
                    budget.as_secs_f32() * 1000.0,
                    if drawn {
                        "frames drawn on the new device"
                    } else {
                        "no frame drawn on the new device"
                    }
                ),
            ));
        }
        if matches!(s.state(), DeviceState::GaveUp { .. }) {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    Ok(Outcome::new(
        false,
        format!("not recovered within {seconds} s: {}", s.state().describe()),
    ))
}

/// One graded attempt, for `lienzo grade` and the tests.
#[derive(Clone, Debug, serde::Serialize)]
pub struct GradeRow {
    /// Exercise id.
    pub exercise: String,
    /// The outcome.
    pub outcome: Outcome,
}

/// Grades every exercise of a lesson with `shader` (or each exercise's reference
/// solution when `None`).
pub fn grade_lesson(
    opts: &SandboxOptions,
    catalog: &Catalog,
    lesson: &LoadedLesson,
    shader: Option<&str>,
    extra: &[String],
    pick: impl Fn(&Exercise) -> Option<&Attempt>,
) -> Result<Vec<GradeRow>, String> {
    let mut rows = Vec::new();
    for ex in &lesson.lesson.exercises {
        let attempt = pick(ex);
        let source = if let Some(text) = shader {
            text.to_owned()
        } else {
            let path = catalog.shader_path(file_or(attempt, &lesson.lesson.shader));
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?
        };
        let knobs = attempt_knobs(lesson, ex, attempt, extra);
        let outcome = grade(opts, lesson, ex, &source, knobs);
        rows.push(GradeRow {
            exercise: ex.id.clone(),
            outcome,
        });
    }
    Ok(rows)
}

fn file_or<'a>(attempt: Option<&'a Attempt>, default: &'a str) -> &'a str {
    attempt.and_then(|a| a.shader.as_deref()).unwrap_or(default)
}
