//! Exercise checks: run headless by `lienzo grade`, and live in the GUI.

use std::time::Duration;
use web_time::Instant;

use crate::gpu::{DeviceState, FrameInput, LossReason, Sandbox, SandboxOptions};
use crate::lesson::{Attempt, Catalog, Check, Exercise, Knobs, Lang, LoadedLesson};

/// What a check measured, in one line, in Spanish and English: every outcome writes both.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Detail {
    /// Spanish.
    pub es: String,
    /// English.
    pub en: String,
}

impl Detail {
    /// A detail in both languages.
    pub fn new(es: impl Into<String>, en: impl Into<String>) -> Self {
        Self {
            es: es.into(),
            en: en.into(),
        }
    }

    /// The detail in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Es => &self.es,
            Lang::En => &self.en,
        }
    }
}

/// English, for logs and test messages; what a student reads goes through [`Detail::get`].
impl std::fmt::Display for Detail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.en)
    }
}

/// `detail!("es {x}", "en {x}", args…)`: one format for each language, with the same
/// arguments. Spanish first, then English, as adjacent literals (`tests/glossary.rs`
/// reads them from this file).
macro_rules! detail {
    ($es:literal, $en:literal $(, $arg:expr)* $(,)?) => {
        Detail {
            es: format!($es $(, $arg)*),
            en: format!($en $(, $arg)*),
        }
    };
}

/// What a check concluded.
///
/// `Fail` means the check ran and the attempt does not do what the exercise asks;
/// `Error` means the grader could not answer at all, so nothing is known about the
/// attempt:
/// - no adapter, or the lesson's device did not come up (or is not running when the
///   check starts) for a check that needs it: every check except the static ones
///   answered from the shader alone (`WorkgroupFitsLimits`, `WorkgroupStorageFits`,
///   `BuffersFitLimits`, `UsesOverride`) and the two that grade the device request
///   itself (`DeviceRequestSucceeds`, `MissingRequirementExplained`), for which a
///   request that failed is the attempt's fault (`Fail`) and only no adapter, or a
///   request still in flight, is an `Error`;
/// - the check ran out of [`CHECK_BUDGET`];
/// - the check panicked;
/// - the grader itself got something it cannot read (a pixel outside the frame, a
///   check kind run by the wrong runner, a shader with no problem and no pipeline).
///
/// A shader with problems, a device lost or never recovered once the check has started,
/// and every measured figure out of bounds are `Fail`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The attempt does what the exercise asks.
    Pass,
    /// The check ran and the attempt does not do what the exercise asks.
    Fail,
    /// The grader could not grade: see [`Verdict`].
    Error,
}

impl Verdict {
    /// `Pass` when `ok`, else `Fail`: a measured result.
    pub fn of(ok: bool) -> Self {
        if ok { Self::Pass } else { Self::Fail }
    }
}

/// The result of one check.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Outcome {
    /// Pass, fail, or could not grade.
    pub verdict: Verdict,
    /// What was measured, in one line, in both languages.
    pub detail: Detail,
}

impl Outcome {
    fn new(passed: bool, detail: Detail) -> Self {
        Self {
            verdict: Verdict::of(passed),
            detail,
        }
    }

    /// The grader could not grade; `detail` says why.
    pub fn error(detail: Detail) -> Self {
        Self {
            verdict: Verdict::Error,
            detail,
        }
    }

    /// Whether the verdict is [`Verdict::Pass`].
    pub fn passed(&self) -> bool {
        self.verdict == Verdict::Pass
    }
}

/// The outcome of a check that ran past its time budget after `i` of `n` frames.
fn out_of_budget(i: u32, n: u32) -> Outcome {
    Outcome::error(detail!(
        "la comprobación agotó su tiempo de {} s tras {i} de {n} fotogramas",
        "the check ran out of its {} s budget after {i} of {n} frames",
        CHECK_BUDGET.as_secs()
    ))
}

/// The outcomes of `Check::All`'s parts, joined: each part's mark and detail. Any part
/// that could not be graded makes the whole an `Error`, else any failed part a `Fail`.
fn joined(outcomes: &[Outcome]) -> Outcome {
    let line = |lang: Lang| {
        outcomes
            .iter()
            .map(|o| {
                let mark = match (lang, o.verdict) {
                    (Lang::Es, Verdict::Pass) => "bien:",
                    (Lang::Es, Verdict::Fail) => "FALLA:",
                    (Lang::En, Verdict::Pass) => "ok:",
                    (Lang::En, Verdict::Fail) => "FAILED:",
                    (_, Verdict::Error) => "ERROR:",
                };
                format!("{mark} {}", o.detail.get(lang))
            })
            .collect::<Vec<_>>()
            .join("; ")
    };
    let verdict = if outcomes.iter().any(|o| o.verdict == Verdict::Error) {
        Verdict::Error
    } else {
        Verdict::of(outcomes.iter().all(Outcome::passed))
    };
    Outcome {
        verdict,
        detail: Detail::new(line(Lang::Es), line(Lang::En)),
    }
}

/// `Some(Error)` when the lesson's device is not running: a check that drives frames or
/// builds a pipeline cannot say anything about the attempt without it.
fn needs_device(s: &Sandbox) -> Option<Outcome> {
    if matches!(s.state(), DeviceState::Running) {
        return None;
    }
    let (es, en) = (s.state().describe_in(Lang::Es), s.state().describe_in(Lang::En));
    Some(Outcome::error(detail!(
        "la comprobación necesita el dispositivo de la lección, que no está en marcha: {es}",
        "the check needs the lesson's device, which is not running: {en}"
    )))
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
            return Err(out_of_budget(i, n));
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

/// Runs one exercise's check on a fresh sandbox with `source` as the shader. No adapter
/// and a panic are [`Verdict::Error`]s.
pub fn grade(opts: &SandboxOptions, lesson: &LoadedLesson, ex: &Exercise, source: &str, knobs: Knobs) -> Outcome {
    let graded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut s = Sandbox::new(opts.clone(), lesson.lesson.scene, lesson.lesson.device.clone(), knobs);
        if let DeviceState::NoAdapter(m) = s.state() {
            return Outcome::error(detail!("no hay adaptador de GPU: {m}", "no GPU adapter: {m}"));
        }
        s.set_source(source);
        run(&mut s, &ex.check)
    }));
    graded.unwrap_or_else(|_| panicked())
}

/// The outcome of a check that panicked: nothing was graded.
pub fn panicked() -> Outcome {
    Outcome::error(detail!(
        "la comprobación se detuvo por un error interno; no se calificó nada",
        "the check stopped with an internal error; nothing was graded"
    ))
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
            Outcome::new(
                errors == 0,
                detail!(
                    "{errors} error(es) en {n} fotogramas",
                    "{errors} error(s) in {n} frames"
                ),
            )
        }
        Check::BuildsUnderLimits
        | Check::WorkgroupFitsLimits
        | Check::WorkgroupStorageFits
        | Check::BuffersFitLimits
        | Check::UsesOverride { .. }
        | Check::MissingRequirementExplained
        | Check::DeviceRequestSucceeds => static_check(s, check)
            .unwrap_or_else(|| Outcome::error(detail!("no es una comprobación estática", "not a static check"))),
        Check::NoConversionPass { frames: n } => {
            if let Some(o) = needs_pipeline(s) {
                return Ok(o);
            }
            frames(s, *n, GRADE_SIZE, until)?;
            let c = s.conversions();
            Outcome::new(
                c == 0,
                detail!(
                    "{c} pase(s) de conversión en {n} fotogramas",
                    "{c} conversion pass(es) in {n} frames"
                ),
            )
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
                    return Err(out_of_budget(i, *n));
                }
                // A different size every frame, as while a window edge is dragged.
                let size = (GRADE_SIZE.0 - 2 * (i % 40), GRADE_SIZE.1 - (i % 40));
                s.frame(&input(size));
                s.finish();
            }
            let errors = s.log().lock().total_errors() - before;
            Outcome::new(
                errors == 0,
                detail!(
                    "{errors} error(es) en {n} fotogramas, cada uno con un tamaño nuevo",
                    "{errors} error(s) in {n} frames, each at a new size"
                ),
            )
        }
        Check::NoIdleRecreation { frames: n } => {
            if let Some(o) = needs_device(s) {
                return Ok(o);
            }
            frames(s, 2, GRADE_SIZE, until)?;
            let before = s.stats().recreations;
            let expired_before = s.stats().expired;
            frames(s, *n, GRADE_SIZE, until)?;
            let recreations = s.stats().recreations - before;
            let resized = s.stats().expired.resize - expired_before.resize;
            Outcome::new(
                recreations == 0 && resized == 0,
                detail!(
                    "{recreations} recreación(es) y {resized} textura(s) caducada(s) por cambio de tamaño en {n} \
                     fotogramas sin cambiar de tamaño",
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
            let (after_es, after_en) = if drawn {
                ("luego se vuelven a dibujar fotogramas", "frames drawn again afterwards")
            } else {
                ("luego no se dibuja ningún fotograma", "no frame drawn afterwards")
            };
            Outcome::new(
                errors == 0 && drawn,
                detail!(
                    "{errors} error(es) con el visor a 0 px durante {n} fotogramas; {after_es}",
                    "{errors} error(s) with the viewport at 0 px for {n} frames; {after_en}"
                ),
            )
        }
        Check::CanvasWithinMaxDimension { requested } => {
            if let Some(o) = needs_device(s) {
                return Ok(o);
            }
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
                detail!(
                    "pedido {}x{} (proporción {asked:.3}), canvas {w}x{h} (proporción {got:.3}), máximo {max}, \
                     {errors} error(es)",
                    "asked {}x{} (aspect {asked:.3}), canvas {w}x{h} (aspect {got:.3}), max {max}, {errors} error(s)",
                    requested.0,
                    requested.1
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
            submits_outcome(n, *max)
        }
        Check::StaysDestroyed { frames: n } => {
            if let Some(o) = needs_device(s) {
                return Ok(o);
            }
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
            let yes_no = |b: bool| if b { "sí" } else { "no" };
            let (destroyed_es, restarted_es) = (yes_no(destroyed), yes_no(restarted));
            Outcome::new(
                destroyed && !restarted && submitted == 0 && after == 0,
                detail!(
                    "destruido: {destroyed_es}, reiniciado: {restarted_es}, {submitted} fotograma(s) enviado(s) y \
                     {after} error(es) en {n} fotogramas tras destroy()",
                    "destroyed: {destroyed}, restarted: {restarted}, {submitted} frame(s) submitted and {after} error(s) \
                     in {n} frames after destroy()"
                ),
            )
        }
        Check::All(checks) => {
            let mut outcomes = Vec::new();
            for c in checks {
                outcomes.push(run_until(s, c, until)?);
            }
            joined(&outcomes)
        }
    })
}

/// Checks answered from the shader and the sandbox as they are, without frames.
fn static_check(s: &Sandbox, check: &Check) -> Option<Outcome> {
    Some(match check {
        Check::BuildsUnderLimits => {
            let problems = s.problems();
            if problems.is_empty() {
                // No problem: the pipeline either built, or the grader cannot tell.
                if let Some(o) = needs_pipeline(s) {
                    return Some(o);
                }
            }
            let passed = problems.is_empty() && s.has_pipeline();
            let detail = problems.first().map_or_else(
                || {
                    detail!(
                        "el pipeline se crea con los límites de la lección",
                        "the pipeline builds under the lesson's limits"
                    )
                },
                |p| {
                    let (count, (es, en)) = (problems.len(), messages(p));
                    detail!(
                        "{count} problema(s); el primero: {es}",
                        "{count} problem(s); first: {en}"
                    )
                },
            );
            Outcome::new(passed, detail)
        }
        Check::WorkgroupFitsLimits => reflect_workgroup(s),
        Check::WorkgroupStorageFits => workgroup_storage(s),
        Check::BuffersFitLimits => buffer_sizes(s),
        Check::UsesOverride { name } => {
            let Some(r) = s.report().reflection.as_ref() else {
                return Some(does_not_parse());
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
                detail!(
                    "no hay ninguna constante `override {name}` en el shader",
                    "no `override {name}` in the shader"
                )
            } else if computes.is_empty() {
                no_compute_entry()
            } else if let Some(e) = not_sized.first() {
                detail!(
                    "la constante `override {name}` está declarada, pero `@workgroup_size` de `{e}` no la usa",
                    "`override {name}` is declared, but `@workgroup_size` of `{e}` does not use it"
                )
            } else {
                detail!(
                    "`@workgroup_size` usa la constante `override {name}`, con valor {}",
                    "`@workgroup_size` uses `override {name}`, set to {}",
                    s.tile()
                )
            };
            Outcome::new(passed, detail)
        }
        Check::MissingRequirementExplained => {
            if let Some(o) = request_not_answered(s) {
                return Some(o);
            }
            let honest = matches!(s.state(), DeviceState::MissingRequirement(_));
            let (es, en) = (s.state().describe_in(Lang::Es), s.state().describe_in(Lang::En));
            Outcome::new(
                honest,
                if honest {
                    detail!("la página lo explica: {es}", "the page explains: {en}")
                } else {
                    detail!(
                        "ninguna explicación antes de pedir el dispositivo: {es}",
                        "no explanation before the request: {en}"
                    )
                },
            )
        }
        Check::DeviceRequestSucceeds => {
            if let Some(o) = request_not_answered(s) {
                return Some(o);
            }
            let ok = matches!(s.state(), DeviceState::Running);
            Outcome::new(
                ok,
                if ok {
                    detail!("requestDevice tuvo éxito", "requestDevice succeeded")
                } else {
                    Detail::new(s.state().describe_in(Lang::Es), s.state().describe_in(Lang::En))
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
                detail!(
                    "{errors} error(es) en los últimos {frames} fotogramas",
                    "{errors} error(s) in the last {frames} frames"
                ),
            ))
        }
        Check::NoConversionPass { frames } => {
            let converted = history.last(*frames)?.filter(|f| f.2).count();
            Some(Outcome::new(
                converted == 0,
                detail!(
                    "{converted} pase(s) de conversión en los últimos {frames} fotogramas",
                    "{converted} conversion pass(es) in the last {frames} frames"
                ),
            ))
        }
        Check::SubmitsPerFrameAtMost { max } => {
            if let Some(o) = needs_pipeline(s) {
                return Some(o);
            }
            let n = s.stats().submits;
            Some(submits_outcome(n, *max))
        }
        Check::All(checks) => {
            let outcomes: Option<Vec<Outcome>> = checks.iter().map(|c| live(s, c, history)).collect();
            Some(joined(&outcomes?))
        }
        _ => None,
    }
}

fn needs_pipeline(s: &Sandbox) -> Option<Outcome> {
    let problems = s.problems();
    if let Some(p) = problems.first() {
        let (es, en) = messages(p);
        return Some(Outcome::new(
            false,
            detail!("el shader tiene problemas: {es}", "the shader has problems: {en}"),
        ));
    }
    if let Some(o) = needs_device(s) {
        return Some(o);
    }
    if !s.has_pipeline() {
        // A clean shader on a running device that has no pipeline: still building, or
        // a build that failed without saying why. Either way nothing was graded.
        return Some(Outcome::error(detail!(
            "el shader no tiene problemas, pero no hay pipeline",
            "the shader has no problems, but there is no pipeline"
        )));
    }
    None
}

/// `Some(Error)` while the device request has no answer to grade: no adapter to ask,
/// or the request still in flight (the web page, live). A request that failed is an
/// answer, graded by the two device checks.
fn request_not_answered(s: &Sandbox) -> Option<Outcome> {
    let (es, en) = (s.state().describe_in(Lang::Es), s.state().describe_in(Lang::En));
    match s.state() {
        DeviceState::NoAdapter(_) => Some(Outcome::error(detail!(
            "no hay adaptador de GPU: {es}",
            "no GPU adapter: {en}"
        ))),
        DeviceState::Starting => Some(Outcome::error(detail!(
            "la petición del dispositivo aún no ha respondido: {es}",
            "the device request has not answered yet: {en}"
        ))),
        _ => None,
    }
}

/// A diagnostic's message in Spanish and in English.
fn messages(p: &crate::wgsl::Diagnostic) -> (String, String) {
    (p.in_lang(Lang::Es).message.clone(), p.in_lang(Lang::En).message.clone())
}

fn submits_outcome(n: u32, max: u32) -> Outcome {
    Outcome::new(
        n <= max,
        detail!(
            "{n} llamada(s) a queue.submit por fotograma (como mucho {max})",
            "{n} queue.submit call(s) per frame (at most {max})"
        ),
    )
}

fn does_not_parse() -> Outcome {
    Outcome::new(
        false,
        detail!("el shader no se puede analizar", "the shader does not parse"),
    )
}

fn no_compute_entry() -> Detail {
    detail!("no hay ningún punto de entrada @compute", "no @compute entry point")
}

fn pixel(s: &Sandbox, uv: (f32, f32), want: (f32, f32, f32, f32), tol: f32) -> Outcome {
    let Some(p) = s.pixels() else {
        return Outcome::new(
            false,
            detail!("no se leyó ningún fotograma desde la GPU", "no frame was read back"),
        );
    };
    let x = ((uv.0 * p.width as f32) as u32).min(p.width.saturating_sub(1));
    let y = ((uv.1 * p.height as f32) as u32).min(p.height.saturating_sub(1));
    let Some(got) = p.rgba_at(x, y) else {
        return Outcome::error(detail!("píxel fuera de rango", "pixel out of range"));
    };
    let got = got.map(|c| f32::from(c) / 255.0);
    let want = [want.0, want.1, want.2, want.3];
    let passed = got.iter().zip(want).all(|(g, w)| (g - w).abs() <= tol);
    Outcome::new(
        passed,
        detail!(
            "el píxel en ({x}, {y}) es ({:.3}, {:.3}, {:.3}, {:.3}); se esperaba ({:.3}, {:.3}, {:.3}, {:.3}) ± {tol}",
            "pixel at ({x}, {y}) is ({:.3}, {:.3}, {:.3}, {:.3}); expected ({:.3}, {:.3}, {:.3}, {:.3}) ± {tol}",
            got[0],
            got[1],
            got[2],
            got[3],
            want[0],
            want[1],
            want[2],
            want[3]
        ),
    )
}

fn reflect_workgroup(s: &Sandbox) -> Outcome {
    let Some(r) = &s.report().reflection else {
        return does_not_parse();
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
        return Outcome::new(false, no_compute_entry());
    }
    for e in computes {
        let size = e.workgroup_size;
        if let Some(axis) = (0..3).find(|&i| size[i] > max[i]) {
            let name = ["X", "Y", "Z"][axis];
            return Outcome::new(
                false,
                detail!(
                    "`{}` mide {} en {}, por encima de maxComputeWorkgroupSize{name} = {}",
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
                detail!(
                    "`{}` tiene {}×{}×{} = {n} invocaciones por grupo de trabajo, por encima de \
                     maxComputeInvocationsPerWorkgroup = {total}",
                    "`{}` has {}×{}×{} = {n} invocations per workgroup, over maxComputeInvocationsPerWorkgroup = {total}",
                    e.name,
                    size[0],
                    size[1],
                    size[2]
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
    let sizes = sizes.join(", ");
    Outcome::new(
        true,
        detail!(
            "{sizes}: dentro de maxComputeInvocationsPerWorkgroup = {total}",
            "{sizes} within maxComputeInvocationsPerWorkgroup = {total}"
        ),
    )
}

fn buffer_sizes(s: &Sandbox) -> Outcome {
    use crate::wgsl::BindingKind;
    let Some(r) = &s.report().reflection else {
        return does_not_parse();
    };
    let l = s.limits();
    let (mut parts_es, mut parts_en) = (Vec::new(), Vec::new());
    let mut passed = true;
    for b in &r.bindings {
        let (limit, name) = match b.kind {
            BindingKind::Uniform => (l.max_uniform_buffer_binding_size, "maxUniformBufferBindingSize"),
            BindingKind::Storage { .. } => (l.max_storage_buffer_binding_size, "maxStorageBufferBindingSize"),
            _ => continue,
        };
        let Some(size) = b.size_bytes else {
            let d = detail!(
                "`{}` tiene tamaño en tiempo de ejecución",
                "`{}` is runtime-sized",
                b.name
            );
            parts_es.push(d.es);
            parts_en.push(d.en);
            continue;
        };
        passed &= size <= limit;
        // Names and numbers only: the same in both languages.
        let part = format!("`{}` {size} bytes ({name} = {limit})", b.name);
        parts_es.push(part.clone());
        parts_en.push(part);
    }
    if parts_en.is_empty() {
        return Outcome::new(
            true,
            detail!(
                "ningún búfer uniforme ni de almacenamiento",
                "no uniform or storage buffer"
            ),
        );
    }
    Outcome::new(passed, Detail::new(parts_es.join(", "), parts_en.join(", ")))
}

fn workgroup_storage(s: &Sandbox) -> Outcome {
    let Some(r) = &s.report().reflection else {
        return does_not_parse();
    };
    let max = u64::from(s.limits().max_compute_workgroup_storage_size);
    let used: u64 = r.workgroup_bytes.iter().map(|(_, b, _)| *b).sum();
    let largest = r.workgroup_bytes.iter().max_by_key(|(_, b, _)| *b).map_or_else(
        || Detail::new("", ""),
        |(n, b, _)| detail!(" (la mayor: `{n}`, {b} bytes)", " (largest: `{n}`, {b} bytes)"),
    );
    let (largest_es, largest_en) = (largest.es, largest.en);
    Outcome::new(
        used <= max && s.report().reflection.is_some(),
        detail!(
            "{used} bytes de var<workgroup>{largest_es}; maxComputeWorkgroupStorageSize = {max}",
            "{used} bytes of var<workgroup>{largest_en}; maxComputeWorkgroupStorageSize = {max}"
        ),
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
    if let Some(o) = needs_device(s) {
        return Ok(o);
    }
    let base = (1280u32, 720u32);
    frames(s, 2, base, until)?;
    let at_rest = s.stats().live_bytes.max(1);
    s.reset_peak();
    let n = n.clamp(1, crate::lesson::MAX_CHECK_FRAMES);
    let per_frame = (events.min(crate::lesson::MAX_STORM_EVENTS) / n).max(1);
    let recreations_before = s.stats().recreations;
    for f in 0..n {
        if Instant::now() >= until {
            return Err(Outcome::error(detail!(
                "la tormenta de redimensionado agotó su tiempo tras {f} fotogramas",
                "the storm ran out of its budget after {f} frames"
            )));
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
            let times = peak as f64 / at_rest as f64;
            Outcome::new(
                times <= f64::from(max_ratio),
                detail!(
                    "pico de bytes vivos de texturas {:.1} MB, {times:.2}× los {:.1} MB en reposo (como mucho \
                     {max_ratio}×); {recreations} recreación(es) para {events} eventos en {n} fotogramas",
                    "peak live texture bytes {:.1} MB, {times:.2}× the {:.1} MB at rest (at most {max_ratio}×); \
                     {recreations} recreation(s) for {events} events in {n} frames",
                    mb(peak),
                    mb(at_rest)
                ),
            )
        }
        Storm::Recreations => Outcome::new(
            recreations <= u64::from(n),
            detail!(
                "{recreations} recreación(es) para {events} eventos en {n} fotogramas (como mucho una por fotograma)",
                "{recreations} recreation(s) for {events} events in {n} frames (at most one per frame)"
            ),
        ),
    })
}

fn recovers(s: &mut Sandbox, seconds: f32, until: Instant) -> Result<Outcome, Outcome> {
    if let Some(o) = needs_device(s) {
        return Ok(o);
    }
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
            let budget_ms = budget.as_secs_f32() * 1000.0;
            let (drawn_es, drawn_en) = if drawn {
                (
                    "fotogramas dibujados en el dispositivo nuevo",
                    "frames drawn on the new device",
                )
            } else {
                (
                    "ningún fotograma dibujado en el dispositivo nuevo",
                    "no frame drawn on the new device",
                )
            };
            return Ok(Outcome::new(
                on_time && errors == 0 && drawn,
                detail!(
                    "recuperado en {ms:.0} ms (plazo {budget_ms:.0} ms); luego {errors} error(es) en 5 fotogramas, \
                     {drawn_es}",
                    "recovered in {ms:.0} ms (budget {budget_ms:.0} ms); then {errors} error(s) in 5 frames, {drawn_en}"
                ),
            ));
        }
        if matches!(s.state(), DeviceState::GaveUp { .. }) {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let (es, en) = (s.state().describe_in(Lang::Es), s.state().describe_in(Lang::En));
    Ok(Outcome::new(
        false,
        detail!(
            "no se recuperó en {seconds} s: {es}",
            "not recovered within {seconds} s: {en}"
        ),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Both languages written, and not the same text twice.
    fn assert_bilingual(d: &Detail) {
        assert!(!d.es.trim().is_empty(), "no Spanish: {d:?}");
        assert!(!d.en.trim().is_empty(), "no English: {d:?}");
        assert_ne!(d.es, d.en, "the Spanish is the English: {d:?}");
    }

    #[test]
    fn a_detail_has_both_languages_and_each_is_picked_by_lang() {
        let o = out_of_budget(3, 10);
        assert_eq!(o.verdict, Verdict::Error, "running out of time grades nothing");
        assert_bilingual(&o.detail);
        assert!(o.detail.get(Lang::Es).contains("3 de 10 fotogramas"), "{:?}", o.detail);
        assert!(o.detail.get(Lang::En).contains("3 of 10 frames"), "{:?}", o.detail);
        assert_eq!(o.detail.to_string(), o.detail.en);
        for d in [
            submits_outcome(2, 1).detail,
            submits_outcome(1, 1).detail,
            does_not_parse().detail,
            no_compute_entry(),
        ] {
            assert_bilingual(&d);
        }
        assert_eq!(submits_outcome(1, 1).verdict, Verdict::Pass);
        assert_eq!(submits_outcome(2, 1).verdict, Verdict::Fail);
        assert_bilingual(&panicked().detail);
        assert_eq!(panicked().verdict, Verdict::Error);
    }

    #[test]
    fn a_joined_detail_marks_each_part_in_its_own_language() {
        let (ok, bad) = (submits_outcome(1, 1), submits_outcome(3, 1));
        let o = joined(&[ok.clone(), bad.clone()]);
        assert_eq!(o.verdict, Verdict::Fail);
        assert_bilingual(&o.detail);
        assert_eq!(o.detail.es, format!("bien: {}; FALLA: {}", ok.detail.es, bad.detail.es));
        assert_eq!(o.detail.en, format!("ok: {}; FAILED: {}", ok.detail.en, bad.detail.en));
        assert_eq!(joined(&[ok.clone(), ok.clone()]).verdict, Verdict::Pass);
    }

    #[test]
    fn a_part_that_could_not_be_graded_makes_the_whole_an_error() {
        let (ok, bad, broken) = (submits_outcome(1, 1), submits_outcome(3, 1), out_of_budget(1, 5));
        let o = joined(&[ok.clone(), bad.clone(), broken.clone()]);
        assert_eq!(o.verdict, Verdict::Error, "{o:?}");
        assert!(!o.passed());
        assert_eq!(
            o.detail.es,
            format!(
                "bien: {}; FALLA: {}; ERROR: {}",
                ok.detail.es, bad.detail.es, broken.detail.es
            )
        );
        assert_eq!(
            o.detail.en,
            format!(
                "ok: {}; FAILED: {}; ERROR: {}",
                ok.detail.en, bad.detail.en, broken.detail.en
            )
        );
        assert_eq!(joined(&[bad, ok]).verdict, Verdict::Fail);
    }

    #[test]
    fn a_verdict_is_written_in_lowercase_in_json() {
        let o = submits_outcome(3, 1);
        let v = serde_json::to_value(&o).unwrap();
        assert_eq!(v["verdict"], "fail", "{v}");
        assert_eq!(serde_json::to_value(Verdict::Error).unwrap(), "error");
    }
}
