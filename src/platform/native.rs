//! The desktop: threads that block on wgpu's futures, files on disk, a window to close.

use std::future::Future;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, channel};

/// Whether the program may block on the GPU: wait for the first device, pop error
/// scopes, run a headless check frame by frame. The desktop may; a page never does.
pub const CAN_WAIT_ON_GPU: bool = true;

/// Whether a validation error is counted in the event log by the time the call that made
/// it returns. On the desktop wgpu reports it at once; a browser reports it later, on
/// the page's event loop.
pub const ERRORS_REPORTED_AT_ONCE: bool = true;

/// How many frame budgets the GPU may take for one frame before the canvas pauses.
pub const FRAME_BUDGET_FACTOR: u32 = 1;

/// Whether a page's frames come back to the window as pixels. On the desktop they do
/// (the window shows them); in the browser the page draws into a real canvas over the
/// viewport.
pub const PAGE_FRAMES_COME_BACK: bool = true;

/// Whether a lesson's page waits for the first check of its shader before its first run.
/// On the desktop it does (the check runs on a thread, at once); the browser runs it
/// at once, for its first frame (the first run takes the text as it is either way).
pub const FIRST_RUN_WAITS_FOR_CHECK: bool = true;

/// Whether a page that wakes the window (`PageView::wakes`) also wakes it for each
/// answered rendering update, so the window need not repaint on its own while the page
/// animates. The desktop's page process wakes it for everything it sends, and the
/// window repaints continuously while the page animates.
pub const PAGE_ANSWERS_WAKE: bool = false;

/// Whether screenshots and logs are written to files. The desktop writes them.
pub const WRITES_FILES: bool = true;

/// The platform's folder for the student's work: `~/.local/share/lienzo/work` on Linux,
/// else `./lienzo-work`.
pub fn default_work_dir() -> PathBuf {
    directories::ProjectDirs::from("", "", "lienzo")
        .map_or_else(|| PathBuf::from("lienzo-work"), |d| d.data_dir().join("work"))
}

/// Folders the bundled course may be unpacked into, best first: the platform's cache
/// folder (`~/.cache/lienzo` on Linux), then the temporary folder.
pub fn cache_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = directories::ProjectDirs::from("", "", "lienzo")
        .map(|d| d.cache_dir().to_owned())
        .into_iter()
        .collect();
    let user = std::env::var("USER").unwrap_or_default();
    dirs.push(std::env::temp_dir().join(format!("lienzo-{user}")));
    dirs
}

/// Appends one line to the file at `path`, creating it.
pub fn append_line(path: &Path, line: &str) -> std::io::Result<()> {
    use std::io::Write as _;
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .and_then(|mut f| writeln!(f, "{line}"))
}

/// Prints an error line for the person who started the program (stderr).
pub fn print_error(message: &str) {
    eprintln!("error: {message}");
}

/// Device requests the caller does not wait for. They run in order on one long-lived
/// request thread per owner, which blocks on wgpu's future there (a thread per attempt
/// would grow the process's memory with every recovery). Started on first use.
#[derive(Default)]
pub struct Requests {
    worker: Option<std::sync::mpsc::Sender<Box<dyn FnOnce() + Send>>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Requests {
    /// Waits for a request still running: a device that its thread drops while the
    /// process exits crashes some drivers (NVIDIA's, seen after `bench typing`).
    fn drop(&mut self) {
        drop(self.worker.take());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Requests {
    /// Starts `request`; its result arrives on the returned channel. `None` when no
    /// request thread could be started (the caller asks on its own thread).
    pub fn spawn<T: Send + 'static>(
        &mut self,
        request: impl Future<Output = T> + Send + 'static,
    ) -> Option<Receiver<T>> {
        let (tx, rx) = channel();
        let job: Box<dyn FnOnce() + Send> = Box::new(move || {
            let _ = tx.send(pollster::block_on(request));
        });
        if self.worker.is_none() {
            let (tx, jobs) = channel::<Box<dyn FnOnce() + Send>>();
            let spawned = std::thread::Builder::new()
                .name("lienzo device requests".to_owned())
                .spawn(move || {
                    for job in jobs {
                        job();
                    }
                });
            // Without a thread, no sender: the caller asks on its own thread.
            let Ok(thread) = spawned else { return None };
            self.worker = Some(tx);
            self.thread = Some(thread);
        }
        if self.worker.as_ref().is_some_and(|w| w.send(job).is_err()) {
            self.worker = None;
            return None;
        }
        Some(rx)
    }
}

/// Waits for a future on the calling thread (headless use).
pub fn block_on<F: Future>(f: F) -> F::Output {
    pollster::block_on(f)
}
