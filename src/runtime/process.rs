//! A page in a process of its own, the window's side: as a browser's renderer, the
//! process runs the page's JavaScript, the binding and wgpu; the window sends it
//! rendering updates over a pipe and never waits for it. Whatever the page does, the
//! window lives: a crash ends the process (the window says how, with the last line the
//! process printed), and a watchdog kills a process that leaves a rendering update
//! unanswered too long (an endless microtask chain, a native call that never returns)
//! or grows past its memory limit (GPU buffers included, which the engine's own limit
//! does not count).

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::frames::SharedFrames;
use super::wire;
use crate::lesson::Lang;
use crate::page_io::{FromPage, PageStart, ToPage};
use crate::text::page::Say;

/// How long a rendering update may go unanswered before the process is killed: past
/// the page's own budget (which stops JavaScript), and past a slow pipeline build on
/// a software GPU under load.
const UNANSWERED: Duration = Duration::from_secs(15);
/// How often the watchdog looks.
const WATCH_EVERY: Duration = Duration::from_millis(50);
/// The lines of the process's stderr kept for the reason of a crash.
const KEPT_LINES: usize = 8;

/// The window's handle on a page's process. Dropping it kills the process, as closing
/// a tab ends its renderer.
pub struct PageProcess {
    /// Whether its frames come through shared memory (else through the pipe).
    shares_frames: bool,
    out: Option<super::outbox::Outbox>,
    rx: Receiver<FromPage>,
    watch: Arc<Watch>,
}

/// Called on the receiving thread each time the page sends something (the window asks
/// for a repaint, so an idle page costs no polling).
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// What the threads around a process share.
struct Watch {
    pid: u32,
    /// The most memory the process may hold, all of it (resident).
    memory: u64,
    /// When the oldest unanswered rendering update was sent.
    asked: Mutex<Option<Instant>>,
    /// Why the window killed the process, once it did.
    killed: Mutex<Option<Say>>,
    /// The last lines the process wrote to stderr.
    said: Mutex<Vec<String>>,
    ended: AtomicBool,
    waker: Mutex<Option<Waker>>,
}

impl Watch {
    fn wake(&self) {
        let wake = self.waker.lock().unwrap_or_else(PoisonError::into_inner).clone();
        if let Some(wake) = wake {
            wake();
        }
    }

    fn kill(&self, why: Say) {
        {
            let mut killed = self.killed.lock().unwrap_or_else(PoisonError::into_inner);
            if killed.is_some() || self.ended.load(Ordering::SeqCst) {
                return;
            }
            *killed = Some(why);
        }
        kill(self.pid);
    }
}

pub(super) fn kill(pid: u32) {
    if let Some(pid) = i32::try_from(pid).ok().and_then(rustix::process::Pid::from_raw) {
        let _ = rustix::process::kill_process(pid, rustix::process::Signal::KILL);
    }
}

impl Drop for PageProcess {
    fn drop(&mut self) {
        if !self.watch.ended.load(Ordering::SeqCst) {
            kill(self.watch.pid);
        }
    }
}

impl PageProcess {
    /// Starts `exe page-host` and sends it the page's start; a process that cannot
    /// start is a page that stopped, with the reason.
    pub fn start(exe: &Path, start: PageStart) -> Self {
        Self::start_with(exe, start, true)
    }

    /// [`Self::start`]; its frames in shared memory when `shared` (and the system has
    /// it), else through the pipe.
    pub(super) fn start_with(exe: &Path, start: PageStart, shared: bool) -> Self {
        let (from_child, rx) = channel();
        let lang = start.lang;
        let shared = shared
            .then(|| {
                SharedFrames::create()
                    .inspect_err(|e| {
                        eprintln!("lienzo: no shared memory for a page's frames, they cross its pipe: {e}");
                    })
                    .ok()
            })
            .flatten();
        let mut command = Command::new(exe);
        command
            .arg("page-host")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        super::confine::limit_data(&mut command, start.process_memory);
        super::confine::share_driver_cache(&mut command);
        if let Some((_, fd)) = &shared {
            command.arg(super::child::SHARED_FRAMES_ARG);
            super::frames::pass_to(&mut command, fd);
        }
        let spawned = command.spawn();
        // The process has its own descriptor now; the window keeps its mapping.
        let frames = shared.map(|(frames, _fd)| Arc::new(frames));
        let shares_frames = frames.is_some();
        let mut child = match spawned {
            Ok(c) => c,
            Err(e) => {
                let _ = from_child.send(FromPage::Stopped(
                    Say::Crashed {
                        how: e.to_string(),
                        last: String::new(),
                    }
                    .text(lang),
                ));
                return Self {
                    shares_frames: false,
                    out: None,
                    rx,
                    watch: Arc::new(Watch {
                        pid: 0,
                        memory: 0,
                        asked: Mutex::new(None),
                        killed: Mutex::new(None),
                        said: Mutex::new(Vec::new()),
                        ended: AtomicBool::new(true),
                        waker: Mutex::new(None),
                    }),
                };
            }
        };
        let watch = Arc::new(Watch {
            pid: child.id(),
            memory: start.process_memory,
            asked: Mutex::new(None),
            killed: Mutex::new(None),
            said: Mutex::new(Vec::new()),
            ended: AtomicBool::new(false),
            waker: Mutex::new(None),
        });
        let (stdin, stdout, stderr) = (child.stdin.take(), child.stdout.take(), child.stderr.take());
        // The start goes first, then each request as it is made.
        let first = message(&start);
        drop(start);
        let out = stdin.map(|stdin| super::outbox::Outbox::new(stdin, first));
        let w = watch.clone();
        let said = stderr.map(|stderr| std::thread::spawn(move || keep_stderr(stderr, &w)));
        let w = watch.clone();
        std::thread::spawn(move || receive(stdout, frames.as_ref(), child, said, &from_child, &w, lang));
        let w = watch.clone();
        std::thread::spawn(move || guard(&w));
        Self {
            shares_frames,
            out,
            rx,
            watch,
        }
    }

    /// Whether the page's frames come through shared memory.
    pub fn shares_frames(&self) -> bool {
        self.shares_frames
    }

    /// Asks for one rendering update; the page skips those it has not reached.
    pub fn frame(&self, canvas_box: crate::page_io::CanvasBox, visible: bool) {
        self.watch
            .asked
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get_or_insert_with(Instant::now);
        self.ask(&ToPage::Frame { canvas_box, visible });
    }

    /// The device-loss knob.
    pub fn induce_loss(&self) {
        self.ask(&ToPage::Lose);
    }

    /// Any other request (the pointer, a hot update).
    pub fn ask(&self, request: &ToPage) {
        if let Some(out) = &self.out {
            out.send(&message(request));
        }
    }

    /// `wake` runs each time the page sends something.
    pub fn set_waker(&self, wake: Waker) {
        *self.watch.waker.lock().unwrap_or_else(PoisonError::into_inner) = Some(wake);
    }

    /// Everything the page sent since the last call; never waits.
    pub fn take(&self) -> Vec<FromPage> {
        self.rx.try_iter().collect()
    }

    /// Waits up to `timeout` for the next thing the page sends.
    pub fn wait(&self, timeout: Duration) -> Option<FromPage> {
        self.rx.recv_timeout(timeout).ok()
    }
}

/// A message down the pipe, as its bytes.
fn message(m: &impl serde::Serialize) -> Vec<u8> {
    let mut bytes = Vec::new();
    // Writing to memory fails only for a value JSON cannot hold, which no request is.
    let _ = wire::write(&mut bytes, m, &[]);
    bytes
}

/// What the page sends, up the pipe; at its end, how the process ended.
fn receive(
    stdout: Option<std::process::ChildStdout>,
    frames: Option<&Arc<SharedFrames>>,
    mut child: Child,
    said: Option<std::thread::JoinHandle<()>>,
    tx: &Sender<FromPage>,
    w: &Watch,
    lang: Lang,
) {
    let mut stopped = false;
    if let Some(stdout) = stdout {
        let mut input = BufReader::new(stdout);
        while let Ok(Some(heard)) = wire::read_from_page(&mut input, frames) {
            let wire::Heard::Page(m) = heard else { continue };
            match &m {
                FromPage::Steps(_) => *w.asked.lock().unwrap_or_else(PoisonError::into_inner) = None,
                FromPage::Stopped(_) => stopped = true,
                _ => {}
            }
            if tx.send(m).is_err() {
                break;
            }
            w.wake();
        }
    }
    let status = child.wait();
    w.ended.store(true, Ordering::SeqCst);
    // Its last words: the stderr pipe ends with the process.
    if let Some(said) = said {
        let _ = said.join();
    }
    if stopped {
        return;
    }
    let killed = w.killed.lock().unwrap_or_else(PoisonError::into_inner).take();
    let why = killed.unwrap_or_else(|| {
        let last = w
            .said
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .rev()
            .find(|l| !l.trim().is_empty())
            .cloned()
            .unwrap_or_default();
        let refused = w
            .said
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .any(|l| super::confine::refused_memory(l));
        if refused {
            return Say::OverReserve {
                mib: super::confine::data_limit(w.memory) >> 20,
            };
        }
        Say::Crashed {
            how: status.map_or_else(|e| e.to_string(), how),
            last,
        }
    });
    let _ = tx.send(FromPage::Stopped(why.text(lang)));
    w.wake();
}

/// How a process ended, in words: its signal's name, or its exit code.
pub(super) fn how(status: std::process::ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match status.signal() {
        Some(6) => "SIGABRT".to_owned(),
        Some(9) => "SIGKILL".to_owned(),
        Some(11) => "SIGSEGV".to_owned(),
        Some(n) => format!("signal {n}"),
        None => format!("exit code {}", status.code().unwrap_or(-1)),
    }
}

/// The process's stderr, passed on to the window's and its last lines kept.
fn keep_stderr(stderr: std::process::ChildStderr, w: &Watch) {
    for line in BufReader::new(stderr).lines().map_while(Result::ok) {
        eprintln!("{line}");
        let mut said = w.said.lock().unwrap_or_else(PoisonError::into_inner);
        said.push(line);
        if said.len() > KEPT_LINES {
            said.remove(0);
        }
    }
}

/// Kills a process that leaves an update unanswered too long or holds too much memory.
fn guard(w: &Watch) {
    while !w.ended.load(Ordering::SeqCst) {
        std::thread::sleep(WATCH_EVERY);
        let asked = *w.asked.lock().unwrap_or_else(PoisonError::into_inner);
        if asked.is_some_and(|t| t.elapsed() > UNANSWERED) {
            w.kill(Say::Unanswered {
                secs: UNANSWERED.as_secs(),
            });
        }
        if resident(w.pid).is_some_and(|b| b > w.memory) {
            w.kill(Say::OverMemory { mib: w.memory >> 20 });
        }
    }
}

/// The memory a process holds, in bytes (Linux's `VmRSS`).
pub(super) fn resident(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib << 10)
}
