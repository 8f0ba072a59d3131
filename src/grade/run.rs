//! Checks that drive frames on a sandbox: pixels, storms, losses and recovery.

use std::time::Duration;
use web_time::Instant;

use super::static_checks::{needs_pipeline, pixel, static_check, submits_outcome};
use super::{CHECK_BUDGET, GRADE_SIZE, Outcome, input, joined, needs_device, out_of_budget};
use crate::gpu::{DeviceState, LossReason, Sandbox};
use crate::lesson::{Check, Lang};

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

pub(super) fn run_until(s: &mut Sandbox, check: &Check, until: Instant) -> Result<Outcome, Outcome> {
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
        Check::Predict { .. } => Outcome::error(detail!(
            "una predicción se califica con la respuesta, no con la escena",
            "a prediction is graded from the answer, not the scene"
        )),
        // Graded on a page of its own, never on a sandbox (`grade/page.rs`).
        Check::PageSurvives { .. } => Outcome::error(detail!(
            "esta comprobación califica el programa de la página, no la escena",
            "this check grades the page's program, not the scene"
        )),
        Check::All(checks) => {
            let mut outcomes = Vec::new();
            for c in checks {
                outcomes.push(run_until(s, c, until)?);
            }
            joined(&outcomes)
        }
    })
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
