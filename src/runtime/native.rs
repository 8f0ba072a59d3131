//! The desktop's handle on a page: its process where the `lienzo` binary is known,
//! else a thread of this process.

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

use crate::js::PageThread;
use crate::page_io::{CanvasBox, FromPage, PageStart};

/// The binary whose `page-host` command runs a page in a process of its own.
static HOST: OnceLock<PathBuf> = OnceLock::new();

/// Runs every page from now on in a process of its own, `exe page-host`: the `lienzo`
/// binary calls this with itself at start; a test names the binary it built.
pub fn use_page_processes(exe: PathBuf) {
    let _ = HOST.set(exe);
}

/// The binary that runs pages in processes of their own, once one was named.
pub fn page_processes() -> Option<&'static std::path::Path> {
    HOST.get().map(PathBuf::as_path)
}

/// The window's handle on a running page. Dropping it ends the page.
pub enum PageHost {
    #[cfg(unix)]
    Process(super::process::PageProcess),
    Thread(PageThread),
}

impl PageHost {
    /// Starts the page; a failure to start arrives as `Stopped`.
    pub fn start(start: PageStart) -> Self {
        #[cfg(unix)]
        if let Some(exe) = HOST.get() {
            return Self::Process(super::process::PageProcess::start(exe, start));
        }
        Self::Thread(PageThread::start(start))
    }

    /// Starts the page in a process of its own, `exe page-host`, whatever this program
    /// chose for the others.
    #[cfg(unix)]
    pub fn start_in(exe: &std::path::Path, start: PageStart) -> Self {
        Self::Process(super::process::PageProcess::start(exe, start))
    }

    /// Starts the page on a thread of this process, whatever this program chose for the
    /// others (`bench frames` compares it with a process).
    pub fn start_on_thread(start: PageStart) -> Self {
        Self::Thread(PageThread::start(start))
    }

    /// [`Self::start_in`], with the page's frames through its pipe rather than shared
    /// memory, as before there was any (`bench frames` compares the two).
    #[cfg(unix)]
    pub fn start_in_through_pipe(exe: &std::path::Path, start: PageStart) -> Self {
        Self::Process(super::process::PageProcess::start_with(exe, start, false))
    }

    /// Whether the page's frames reach this process through shared memory (a page in a
    /// process of its own, where the system has it).
    pub fn shares_frames(&self) -> bool {
        match self {
            #[cfg(unix)]
            Self::Process(p) => p.shares_frames(),
            Self::Thread(_) => false,
        }
    }

    /// Asks for one rendering update; updates the page has not reached yet are
    /// replaced by the newest, as a busy browser skips frames.
    pub fn frame(&self, canvas_box: CanvasBox, visible: bool) {
        match self {
            #[cfg(unix)]
            Self::Process(p) => p.frame(canvas_box, visible),
            Self::Thread(t) => t.frame(canvas_box, visible),
        }
    }

    /// Ends every device of the page as a driver reset would (the loss knob).
    pub fn induce_loss(&self) {
        match self {
            #[cfg(unix)]
            Self::Process(p) => p.induce_loss(),
            Self::Thread(t) => t.induce_loss(),
        }
    }

    /// The pointer over the canvas changed (`None`: it left).
    pub fn pointer(&self, pointer: Option<crate::page_io::Pointer>) {
        self.ask(crate::page_io::ToPage::Pointer(pointer));
    }

    /// A key pressed or released over the page.
    pub fn key(&self, key: &crate::page_io::KeyPress) {
        self.ask(crate::page_io::ToPage::Key(key.clone()));
    }

    /// The student changed one of the page's form controls in the window's panel.
    pub fn control(&self, change: &crate::page_io::ControlChange) {
        self.ask(crate::page_io::ToPage::Control(change.clone()));
    }

    /// A file of the page was edited: the page takes it in place if a module accepts
    /// it through `import.meta.hot`, and answers `FromPage::Reload` if none does.
    /// `check`: the window's check of a shader's text, when it made one.
    pub fn hot(&self, file: &str, text: &str, check: Option<crate::wgsl::ModuleCheck>) {
        self.ask(crate::page_io::ToPage::Hot {
            file: file.to_owned(),
            text: text.to_owned(),
            check,
        });
    }

    fn ask(&self, request: crate::page_io::ToPage) {
        match self {
            #[cfg(unix)]
            Self::Process(p) => p.ask(&request),
            Self::Thread(t) => t.ask(request),
        }
    }

    /// Asks `wake` to run each time the page sends something; false where the page's
    /// handle cannot (a page on a thread: the window polls it).
    pub fn set_waker(&self, wake: std::sync::Arc<dyn Fn() + Send + Sync>) -> bool {
        match self {
            #[cfg(unix)]
            Self::Process(p) => {
                p.set_waker(wake);
                true
            }
            Self::Thread(_) => {
                let _ = wake;
                false
            }
        }
    }

    /// Everything the page sent since the last call; never waits.
    pub fn take(&self) -> Vec<FromPage> {
        match self {
            #[cfg(unix)]
            Self::Process(p) => p.take(),
            Self::Thread(t) => t.take(),
        }
    }

    /// Waits up to `timeout` for the next thing the page sends (tests and the CLI).
    pub fn wait(&self, timeout: Duration) -> Option<FromPage> {
        match self {
            #[cfg(unix)]
            Self::Process(p) => p.wait(timeout),
            Self::Thread(t) => t.wait(timeout),
        }
    }
}

/// Before the program exits: waits up to `timeout` for the page threads already ended,
/// so no page thread is still in the GPU driver while the process tears it down. A
/// page's process was killed when its handle was dropped.
pub fn end_pages(timeout: Duration) {
    crate::js::join_ended(timeout);
}
