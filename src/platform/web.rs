//! The web build: wgpu's futures are the browser's promises, run on the page's event
//! loop; the page never blocks, writes no files and has no stderr.

use std::future::Future;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};

/// Whether the program may block on the GPU: wait for the first device, pop error
/// scopes, run a headless check frame by frame. A page never does.
pub const CAN_WAIT_ON_GPU: bool = false;

/// Whether a validation error is counted in the event log by the time the call that made
/// it returns. A browser reports it later, on the page's event loop.
pub const ERRORS_REPORTED_AT_ONCE: bool = false;

/// How many frame budgets the GPU may take for one frame before the canvas pauses. In a
/// browser, "work done" arrives through a promise on the page's event loop, frames
/// later, and the first frames of a pipeline wait for the browser to compile it; the
/// browser's GPU process loses a device that truly hangs.
pub const FRAME_BUDGET_FACTOR: u32 = 10;

/// Whether a page's frames come back to the window as pixels: in the browser the page
/// draws into a real canvas laid over the viewport, so nothing comes back.
pub const PAGE_FRAMES_COME_BACK: bool = false;

/// Whether a lesson's page waits for the first check of its shader before its first run:
/// not in the browser, where the check's answer comes a window frame later (a frame of
/// the window costs the GPU process a quarter of a second on a software rasterizer).
/// The first run takes the text as it is either way.
pub const FIRST_RUN_WAITS_FOR_CHECK: bool = false;

/// Whether a page that wakes the window (`PageView::wakes`) also wakes it for each
/// answered rendering update, so the window need not repaint on its own while the page
/// animates: in the browser it does (`page_host.js`), and the window repaints only
/// for the page's news (a repaint of the window is a large draw on a software
/// rasterizer, taken from the page's own GPU work).
pub const PAGE_ANSWERS_WAKE: bool = true;

/// Whether screenshots and logs are written to files. The page cannot: the test driving
/// it takes the screenshot.
pub const WRITES_FILES: bool = false;

/// The folder for the student's work: in the browser's storage (see `files`), where
/// paths are only its keys.
pub fn default_work_dir() -> PathBuf {
    PathBuf::from("work")
}

/// The page writes no log files: the line is dropped.
#[allow(
    clippy::unnecessary_wraps,
    reason = "the same signature as the desktop's, which writes a file"
)]
pub fn append_line(_path: &Path, _line: &str) -> std::io::Result<()> {
    Ok(())
}

/// The page has no stderr: the caller shows the message on the page itself.
pub fn print_error(_message: &str) {}

/// Device requests the caller does not wait for: on the page's event loop.
#[derive(Default)]
pub struct Requests {}

impl Requests {
    /// Starts `request` on the page's event loop; its result arrives on the channel.
    #[allow(
        clippy::unused_self,
        clippy::unnecessary_wraps,
        reason = "the same signature as the desktop's, whose thread may fail to start"
    )]
    pub fn spawn<T: 'static>(&mut self, request: impl Future<Output = T> + 'static) -> Option<Receiver<T>> {
        let (tx, rx) = channel();
        wasm_bindgen_futures::spawn_local(async move {
            let _ = tx.send(request.await);
        });
        Some(rx)
    }
}
