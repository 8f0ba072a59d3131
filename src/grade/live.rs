//! Checks answered from what the window is showing.

use super::static_checks::{needs_pipeline, pixel, static_check, submits_outcome};
use super::{Outcome, joined};
use crate::gpu::Sandbox;
use crate::lesson::Check;
use crate::text::grade as say;

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
                say::errors_in_the_last_frames(errors, *frames),
            ))
        }
        Check::NoConversionPass { frames } => {
            let converted = history.last(*frames)?.filter(|f| f.2).count();
            Some(Outcome::new(
                converted == 0,
                say::conversion_passes_in_the_last_frames(converted, *frames),
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
