//! The page's clock, which the host owns (as Ruffle's backends drive its player): real
//! time in the window; virtual time in `lienzo run`, the grader and the tests, where it
//! moves only when the host moves it, so `requestAnimationFrame` timestamps advance a
//! frame at a time, timers fire in order and a retry's delay is observed without
//! waiting, whatever the machine's load.

use std::cell::Cell;
use std::time::Instant;

/// Which clock a page runs on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ClockKind {
    /// The wall clock, from the page's start.
    Real,
    /// Starts at 0 ms and moves only by [`Clock::advance_to`].
    Virtual,
}

/// The page's `performance.now()`, in milliseconds since the page started.
pub(super) struct Clock {
    start: Instant,
    /// The virtual time, when the clock is virtual.
    virtual_ms: Option<Cell<f64>>,
}

impl Clock {
    pub(super) fn new(kind: ClockKind) -> Self {
        Self {
            start: Instant::now(),
            virtual_ms: (kind == ClockKind::Virtual).then(|| Cell::new(0.0)),
        }
    }

    pub(super) fn now_ms(&self) -> f64 {
        match &self.virtual_ms {
            Some(ms) => ms.get(),
            None => self.start.elapsed().as_secs_f64() * 1000.0,
        }
    }

    /// Whether the host moves this clock.
    pub(super) fn is_virtual(&self) -> bool {
        self.virtual_ms.is_some()
    }

    /// Moves a virtual clock forward to `ms` (never back); a real clock is not moved.
    pub(super) fn advance_to(&self, ms: f64) {
        if let Some(now) = &self.virtual_ms {
            now.set(now.get().max(ms));
        }
    }
}

/// The CPU time the calling thread has used: a page's time budget is counted in it, so
/// a callback is stopped for its own work, never because the machine is busy.
#[cfg(unix)]
pub(super) fn thread_cpu_time() -> std::time::Duration {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    std::time::Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// Elsewhere, the wall clock since the first call stands in for the thread's CPU time.
#[cfg(not(unix))]
pub(super) fn thread_cpu_time() -> std::time::Duration {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed()
}
