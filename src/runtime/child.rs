//! A page's process, the child side (`lienzo page-host`, started by the window): it
//! reads the page's start from stdin, runs the page (`js::serve`) on a thread with a
//! large stack, which reads the rendering updates from that pipe and writes what the
//! page sends to the pipe that was its stdout, itself (a thread between a pipe and the
//! page would be a wake-up more each way of every update); with `--shared-frames`, the page's thread reads each frame
//! back straight into the shared memory the window left at fd 3 (`frames.rs`) and only
//! the slot's number crosses the pipe. Anything else the process prints (a driver's warning, a
//! panic) goes to stderr, which the window keeps for the reason of a crash.

use std::cell::RefCell;
use std::fs::File;
use std::io::{BufReader, BufWriter};
use std::sync::mpsc::RecvTimeoutError;
use std::time::Duration;

use super::frames::{CHILD_FD, SharedFrames};
use super::wire;
use crate::page_io::{FromPage, PageStart, ToPage, WindowGone};

/// The page thread's stack: deep enough for a long expression in a shader or a
/// program; past it the process crashes, and the window says so.
const PAGE_STACK: usize = 64 << 20;

/// The argument that says fd 3 holds the shared memory for frames.
pub(super) const SHARED_FRAMES_ARG: &str = "--shared-frames";

/// Serves one page until the window closes the pipe or the page stops; the process's
/// exit status.
pub fn serve_process() -> std::process::ExitCode {
    super::confine::end_with_parent();
    let (input, output) = match super::confine::take_stdio() {
        Ok(io) => io,
        Err(e) => {
            eprintln!("lienzo page-host: the pipes to the window: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    let mut input = BufReader::new(input);
    let start: PageStart = match wire::read(&mut input) {
        Ok(Some((start, _))) => start,
        Ok(None) => return std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("lienzo page-host: the page's start: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    // The page's thread writes frames into the shared memory itself.
    let mut frames = shared_frames();
    if let Err(why) = super::confine::confine(&start.root) {
        eprintln!("lienzo page-host: the page runs unconfined: {why}");
    }
    let link = Pipes {
        input: RefCell::new(input),
        output: RefCell::new(BufWriter::new(output)),
    };
    let page = std::thread::Builder::new()
        .name("lienzo page".to_owned())
        .stack_size(PAGE_STACK)
        .spawn(move || {
            let sink = frames.as_mut().map(|f| f as &mut dyn crate::page_io::FrameSink);
            crate::js::serve(start, &link, sink);
        });
    // The page's thread ends with the page, or when the window closes the pipe.
    if let Err(e) = page.map(std::thread::JoinHandle::join) {
        eprintln!("lienzo page-host: the page's thread could not start: {e}");
        return std::process::ExitCode::from(2);
    }
    std::process::ExitCode::SUCCESS
}

/// The shared memory for frames that the window left at fd 3, when it says it did;
/// without it (or when it is not the window's), frames cross the pipe.
fn shared_frames() -> Option<SharedFrames> {
    if !std::env::args().any(|a| a == SHARED_FRAMES_ARG) {
        return None;
    }
    // SAFETY: the window opened fd 3 for this process (`process.rs`) and nothing else
    // in it owns or closes that descriptor.
    #[allow(unsafe_code, reason = "taking the descriptor the window left at fd 3")]
    let fd = unsafe { <std::os::fd::OwnedFd as std::os::fd::FromRawFd>::from_raw_fd(CHILD_FD) };
    SharedFrames::open(&fd)
        .inspect_err(|e| eprintln!("lienzo page-host: frames cross the pipe: {e}"))
        .ok()
}

/// The pipes to the window, read and written by the page's thread itself.
struct Pipes {
    input: RefCell<BufReader<File>>,
    output: RefCell<BufWriter<File>>,
}

impl crate::page_io::WindowLink for Pipes {
    fn send(&self, m: FromPage) -> Result<(), WindowGone> {
        wire::write_from_page(&mut *self.output.borrow_mut(), m).map_err(|_| WindowGone)
    }

    fn recv_timeout(&self, wait: Duration) -> Result<ToPage, RecvTimeoutError> {
        let mut input = self.input.borrow_mut();
        // A request already read into the buffer needs no wait; else the pipe is
        // waited on, up to `wait`. A message is written whole, so once its first
        // bytes are there the rest follows at once.
        if input.buffer().is_empty() {
            use rustix::event::{PollFd, PollFlags, Timespec};
            let timeout = Timespec::try_from(wait).unwrap_or(Timespec {
                tv_sec: i64::MAX,
                tv_nsec: 0,
            });
            let mut fds = [PollFd::new(input.get_ref(), PollFlags::IN)];
            match rustix::event::poll(&mut fds, Some(&timeout)) {
                Ok(0) | Err(rustix::io::Errno::INTR) => return Err(RecvTimeoutError::Timeout),
                Ok(_) => {}
                Err(_) => return Err(RecvTimeoutError::Disconnected),
            }
        }
        // The end of the pipe (the window closed it, or ended) ends the page.
        match wire::read::<ToPage>(&mut *input) {
            Ok(Some((r, _))) => Ok(r),
            Ok(None) | Err(_) => Err(RecvTimeoutError::Disconnected),
        }
    }
}
