//! Checks that drive frames on a sandbox: pixels, storms, losses and recovery.

use std::time::Duration;
use web_time::Instant;

use super::static_checks::{needs_pipeline, pixel, static_check, submits_outcome};
use super::{CHECK_BUDGET, GRADE_SIZE, Outcome, input, joined, needs_device, out_of_budget};
use crate::gpu::{DeviceState, LossReason, Sandbox};
use crate::lesson::Check;
use crate::text::grade as say;

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
            Outcome::new(errors == 0, say::errors_in_frames(errors, *n))
        }
        Check::BuildsUnderLimits
        | Check::WorkgroupFitsLimits
        | Check::WorkgroupStorageFits
        | Check::BuffersFitLimits
        | Check::UsesOverride { .. }
        | Check::MissingRequirementExplained
        | Check::DeviceRequestSucceeds => {
            static_check(s, check).unwrap_or_else(|| Outcome::error(say::NOT_A_STATIC_CHECK))
        }
        Check::NoConversionPass { frames: n } => {
            if let Some(o) = needs_pipeline(s) {
                return Ok(o);
            }
            frames(s, *n, GRADE_SIZE, until)?;
            let c = s.conversions();
            Outcome::new(c == 0, say::conversion_passes_in_frames(c, *n))
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
            Outcome::new(errors == 0, say::errors_while_resizing(errors, *n))
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
                say::recreations_at_an_unchanged_size(recreations, resized, *n),
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
            let after = if drawn {
                say::FRAMES_DRAWN_AGAIN_AFTERWARDS
            } else {
                say::NO_FRAME_DRAWN_AFTERWARDS
            };
            Outcome::new(errors == 0 && drawn, say::errors_at_zero_size(errors, *n, after))
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
                say::canvas_asked_and_made(requested.0, requested.1, asked, w, h, got, max, errors),
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
            Outcome::new(
                destroyed && !restarted && submitted == 0 && after == 0,
                say::after_destroy_frames(destroyed, restarted, submitted, after, *n),
            )
        }
        Check::Predict { .. } => Outcome::error(say::A_PREDICTION_IS_GRADED_FROM_THE_ANSWER),
        // Graded on a page of its own, never on a sandbox (`grade/page.rs`).
        Check::PageSurvives { .. } => Outcome::error(say::THIS_CHECK_GRADES_THE_PAGE_S_PROGRAM),
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
            return Err(Outcome::error(say::the_storm_ran_out_of_its_budget(f)));
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
                say::storm_peak_bytes(mb(peak), times, mb(at_rest), max_ratio, recreations, events, n),
            )
        }
        Storm::Recreations => Outcome::new(
            recreations <= u64::from(n),
            say::storm_recreations(recreations, events, n),
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
            let on_new_device = if drawn {
                say::FRAMES_DRAWN_ON_THE_NEW_DEVICE
            } else {
                say::NO_FRAME_DRAWN_ON_THE_NEW_DEVICE
            };
            return Ok(Outcome::new(
                on_time && errors == 0 && drawn,
                say::recovered_in(ms, budget_ms, errors, on_new_device),
            ));
        }
        if matches!(s.state(), DeviceState::GaveUp { .. }) {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    Ok(Outcome::new(
        false,
        say::not_recovered_within(seconds, s.state().said()),
    ))
}
