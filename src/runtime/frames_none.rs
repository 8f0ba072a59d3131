//! Where there is no `memfd` (not Linux), frames cross the pipe: the same API as
//! `frames.rs`, with no shared memory.

use std::io;
use std::os::fd::{AsFd, OwnedFd};

/// The file descriptor the page's process would find the memory at.
pub(super) const CHILD_FD: i32 = 3;

/// No shared memory: every call says so, and frames take the pipe.
pub(super) struct SharedFrames;

impl SharedFrames {
    pub(super) fn create() -> io::Result<(Self, OwnedFd)> {
        Err(io::Error::new(
            io::ErrorKind::Unsupported,
            "shared frames need Linux's memfd",
        ))
    }

    pub(super) fn open(_fd: &impl AsFd) -> io::Result<Self> {
        Err(io::Error::new(
            io::ErrorKind::Unsupported,
            "shared frames need Linux's memfd",
        ))
    }

    pub(super) fn put(&mut self, _width: u32, _height: u32, _rgba: &[u8]) -> Option<(usize, u64)> {
        None
    }

    pub(super) fn take(&self, _slot: usize, _seq: u64) -> Option<(u32, u32, Vec<u8>)> {
        None
    }
}

pub(super) fn pass_to(_command: &mut std::process::Command, _fd: &OwnedFd) {}
