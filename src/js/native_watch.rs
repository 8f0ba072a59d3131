//! A watchdog over the binding's native calls, for a page in a process of its own: a
//! call into wgpu that does not come back (a software GPU that runs a dispatch of
//! billions of invocations inside `submit`, a pipeline build that takes minutes) is
//! beyond the JavaScript budget's reach, since the engine's interrupt only runs
//! between bytecodes. A thread of the process watches the call's start and ends the
//! process past the limit, with the reason in words, as a browser's GPU watchdog ends
//! a hung GPU process.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// When the native call under way started, in milliseconds since [`origin`] plus
/// one; zero when none is.
static SINCE: AtomicU64 = AtomicU64::new(0);

fn origin() -> Instant {
    static ORIGIN: OnceLock<Instant> = OnceLock::new();
    *ORIGIN.get_or_init(Instant::now)
}

fn now_ms() -> u64 {
    u64::try_from(origin().elapsed().as_millis()).unwrap_or(u64::MAX - 1) + 1
}

/// A native call under way, from [`enter`] until it is dropped; a call made inside
/// another counts as the outer one.
pub(crate) struct Call {
    outer: bool,
}

pub(crate) fn enter() -> Call {
    let outer = SINCE
        .compare_exchange(0, now_ms(), Ordering::SeqCst, Ordering::SeqCst)
        .is_ok();
    Call { outer }
}

impl Drop for Call {
    fn drop(&mut self) {
        if self.outer {
            SINCE.store(0, Ordering::SeqCst);
        }
    }
}

/// Starts the watchdog: past `limit` in one native call, `stuck` runs (it says why)
/// and the process ends at once with `code`, no destructor run (they would wait for
/// the GPU too).
pub fn watch(limit: Duration, code: i32, stuck: impl Fn() + Send + 'static) {
    let _ = origin();
    let limit_ms = u64::try_from(limit.as_millis()).unwrap_or(u64::MAX);
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(Duration::from_millis(100));
            let since = SINCE.load(Ordering::SeqCst);
            if since != 0 && now_ms().saturating_sub(since) > limit_ms {
                stuck();
                end_now(code);
            }
        }
    });
}

/// Ends the process at once, its output flushed; no destructor runs.
pub fn end_now(code: i32) -> ! {
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    #[cfg(target_os = "linux")]
    // SAFETY: `_exit` ends the process; nothing runs after it, no memory is touched.
    #[allow(unsafe_code)]
    unsafe {
        libc::_exit(code)
    }
    #[cfg(not(target_os = "linux"))]
    std::process::exit(code)
}
