//! A page's process, the child side (`lienzo page-host`, started by the window): it
//! reads the page's start and then its rendering updates from stdin, runs the page
//! (`js::serve`) on a thread with a large stack, and writes what the page sends to the
//! pipe that was its stdout; with `--shared-frames`, the page's thread reads each frame
//! back straight into the shared memory the window left at fd 3 (`frames.rs`) and only
//! the slot's number crosses the pipe. Anything else the process prints (a driver's warning, a
//! panic) goes to stderr, which the window keeps for the reason of a crash.

use std::io::{BufReader, BufWriter};
use std::sync::mpsc::channel;

use super::frames::{CHILD_FD, SharedFrames};
use super::wire;
use crate::page_io::{FromPage, PageStart, ToPage};

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
    let (to_page, page_rx) = channel::<ToPage>();
    let (page_tx, from_page) = channel::<FromPage>();
    // The window's requests; the end of the pipe ends the page.
    std::thread::spawn(move || {
        while let Ok(Some((r, _))) = wire::read::<ToPage>(&mut input) {
            if to_page.send(r).is_err() {
                break;
            }
        }
    });
    let page = std::thread::Builder::new()
        .name("lienzo page".to_owned())
        .stack_size(PAGE_STACK)
        .spawn(move || {
            let sink = frames.as_mut().map(|f| f as &mut dyn crate::page_io::FrameSink);
            crate::js::serve(start, &page_rx, &page_tx, sink);
        });
    if let Err(e) = page {
        eprintln!("lienzo page-host: the page's thread could not start: {e}");
        return std::process::ExitCode::from(2);
    }
    let mut out = BufWriter::new(output);
    for m in from_page {
        if wire::write_from_page(&mut out, m).is_err() {
            break;
        }
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
