//! The window's end of the pipe down to a page's process. A request is written at
//! once, on the thread that makes it, when the pipe has room: the pipe does not block
//! (the window never waits for a page), and what does not fit waits, in order, for a
//! writer thread that writes it as the page reads. Before, every request went through
//! that thread: one thread wake-up more on each rendering update's round trip.

use std::os::fd::OwnedFd;
use std::sync::{Arc, Condvar, Mutex, PoisonError};

/// What the window has for the page that is not written yet, and the pipe.
struct Out {
    /// `None` once the pipe broke or the window let the page go.
    pipe: Option<OwnedFd>,
    /// Bytes for the writer thread, after those it is writing.
    pending: Vec<u8>,
    /// The writer thread has bytes to write: a request goes after them, never first.
    busy: bool,
}

/// The window's end of the pipe. Dropping it lets the writer thread end and closes
/// the pipe.
pub(super) struct Outbox {
    out: Arc<(Mutex<Out>, Condvar)>,
}

impl Outbox {
    /// The pipe, made non-blocking, with `first` (the page's start) to be written
    /// before anything else, by the writer thread.
    pub(super) fn new(pipe: impl Into<OwnedFd>, first: Vec<u8>) -> Self {
        let pipe: OwnedFd = pipe.into();
        let writer = rustix::io::dup(&pipe).ok();
        let nonblocking = rustix::fs::fcntl_getfl(&pipe)
            .and_then(|flags| rustix::fs::fcntl_setfl(&pipe, flags | rustix::fs::OFlags::NONBLOCK));
        let usable = writer.is_some() && nonblocking.is_ok();
        let out = Arc::new((
            Mutex::new(Out {
                pipe: usable.then_some(pipe),
                pending: first,
                busy: true,
            }),
            Condvar::new(),
        ));
        if let Some(fd) = writer {
            let out = Arc::clone(&out);
            std::thread::spawn(move || write_pending(&fd, &out));
        }
        Self { out }
    }

    /// Writes `bytes` (whole messages) now, or after what waits before them.
    pub(super) fn send(&self, bytes: &[u8]) {
        let (lock, more) = &*self.out;
        let mut out = lock.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(pipe) = &out.pipe else { return };
        if out.busy {
            out.pending.extend_from_slice(bytes);
            return;
        }
        match rustix::io::write(pipe, bytes) {
            Ok(n) if n == bytes.len() => {}
            Ok(n) => out.pending.extend_from_slice(&bytes[n..]),
            Err(rustix::io::Errno::AGAIN | rustix::io::Errno::INTR) => out.pending.extend_from_slice(bytes),
            Err(_) => {
                out.pipe = None;
                return;
            }
        }
        if !out.pending.is_empty() {
            out.busy = true;
            more.notify_one();
        }
    }
}

impl Drop for Outbox {
    fn drop(&mut self) {
        let (lock, more) = &*self.out;
        lock.lock().unwrap_or_else(PoisonError::into_inner).pipe = None;
        more.notify_one();
    }
}

/// The writer thread: writes what waits, as the page reads, until the pipe breaks or
/// the window lets the page go.
fn write_pending(fd: &OwnedFd, out: &(Mutex<Out>, Condvar)) {
    let (lock, more) = out;
    loop {
        let bytes = {
            let mut out = lock.lock().unwrap_or_else(PoisonError::into_inner);
            loop {
                if out.pipe.is_none() {
                    return;
                }
                if out.busy && !out.pending.is_empty() {
                    break std::mem::take(&mut out.pending);
                }
                out.busy = false;
                out = more.wait(out).unwrap_or_else(PoisonError::into_inner);
            }
        };
        let mut rest = &bytes[..];
        while !rest.is_empty() {
            match rustix::io::write(fd, rest) {
                Ok(n) => rest = &rest[n..],
                Err(rustix::io::Errno::AGAIN) => {
                    let mut fds = [rustix::event::PollFd::new(fd, rustix::event::PollFlags::OUT)];
                    let _ = rustix::event::poll(&mut fds, None);
                }
                Err(rustix::io::Errno::INTR) => {}
                Err(_) => {
                    lock.lock().unwrap_or_else(PoisonError::into_inner).pipe = None;
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Outbox;
    use std::io::Read;

    #[test]
    fn requests_never_block_and_arrive_whole_in_order_after_the_first() {
        let (mut reader, writer) = std::io::pipe().unwrap();
        let out = Outbox::new(writer, b"start;".to_vec());
        // Far more than a pipe holds, while nothing reads: no call waits.
        let message = |i: u32| format!("{i:06}:{};", "x".repeat(1000));
        for i in 0..300 {
            out.send(message(i).as_bytes());
        }
        let mut expected = String::from("start;");
        for i in 0..300 {
            expected.push_str(&message(i));
        }
        let mut got = vec![0; expected.len()];
        reader.read_exact(&mut got).unwrap();
        assert!(
            String::from_utf8(got).unwrap() == expected,
            "the bytes arrived out of order"
        );
        // The window lets the page go: its end of the pipe closes.
        drop(out);
        let mut rest = Vec::new();
        reader.read_to_end(&mut rest).unwrap();
        assert!(rest.is_empty());
    }
}
