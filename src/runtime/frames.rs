//! Presented frames between a page's process and the window, through shared memory
//! (a sealed `memfd`), not through the pipe: the page's process reads a frame back
//! from its GPU straight into one of two slots and sends only the slot's number down
//! the pipe; the window uploads the pixels to its texture from the slot, in place.
//! Before, every frame crossed the pipe as its payload, a kernel copy in each
//! direction (8 MB a frame at 1080p), and then the window copied each frame out of its
//! slot before uploading it.
//!
//! The page's process is not trusted, so nothing it writes is believed:
//! - the window creates the memory, sizes it and seals its size before the process
//!   starts (`F_SEAL_SHRINK | F_SEAL_GROW`), so the process cannot shrink it under
//!   the window's mapping (a read past the end of a shrunk file is `SIGBUS`);
//! - each slot starts with a sequence number, a seqlock: the writer makes it odd while
//!   it writes and even when done; the window reads a frame only when the number is
//!   the even one the message named, before and after its read, so a frame the process
//!   overwrote meanwhile is known as such (a newer one follows, and replaces it in the
//!   window's texture);
//! - the width and height are read once and bounded by the slot's size.

use std::io;
use std::os::fd::{AsFd, OwnedFd};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

/// The largest frame: the largest canvas (8192 × 8192, RGBA8).
const MAX_FRAME: usize = 8192 * 8192 * 4;
/// A slot's header: the sequence number, the width, the height; a page, so the pixels
/// that follow stay aligned.
const HEADER: usize = 4096;
const SLOT: usize = HEADER + MAX_FRAME;
const SLOTS: usize = 2;
/// The whole mapping. Only the pages a frame touches take memory.
const SIZE: usize = SLOT * SLOTS;

/// The file descriptor the page's process finds the memory at.
pub(super) const CHILD_FD: i32 = 3;

/// One side's mapping of the frames' memory.
pub(super) struct SharedFrames {
    base: *mut u8,
    /// The writer's next slot and sequence number.
    next: usize,
    seq: u64,
}

// The mapping is plain memory: the page's process writes it from one thread (through
// `&mut self`), and the window only reads it, from any thread (`&self`: atomics, and
// bytes whose sequence number says whether they stayed whole).
#[allow(unsafe_code, reason = "a raw pointer to a mapping that this value owns")]
unsafe impl Send for SharedFrames {}
#[allow(unsafe_code, reason = "a raw pointer to a mapping that `&self` only reads")]
unsafe impl Sync for SharedFrames {}

impl SharedFrames {
    /// The window's side: new memory, sized and sealed, and its mapping (read only:
    /// the window never writes it).
    pub(super) fn create() -> io::Result<(Self, OwnedFd)> {
        use rustix::fs::{MemfdFlags, SealFlags};
        let fd = rustix::fs::memfd_create("lienzo-frames", MemfdFlags::CLOEXEC | MemfdFlags::ALLOW_SEALING)?;
        rustix::fs::ftruncate(&fd, SIZE as u64)?;
        rustix::fs::fcntl_add_seals(&fd, SealFlags::SHRINK | SealFlags::GROW | SealFlags::SEAL)?;
        let frames = Self::map(&fd, false)?;
        Ok((frames, fd))
    }

    /// The page's side: the memory the window left at `fd`, mapped to be written. It
    /// must be the window's sealed memory of the expected size.
    pub(super) fn open(fd: &impl AsFd) -> io::Result<Self> {
        let seals = rustix::fs::fcntl_get_seals(fd)?;
        let size = rustix::fs::fstat(fd)?.st_size;
        if !seals.contains(rustix::fs::SealFlags::SHRINK) || usize::try_from(size).ok() != Some(SIZE) {
            return Err(io::Error::other("not the window's frame memory"));
        }
        Self::map(fd, true)
    }

    fn map(fd: &impl AsFd, write: bool) -> io::Result<Self> {
        use rustix::mm::{MapFlags, ProtFlags};
        let prot = if write {
            ProtFlags::READ | ProtFlags::WRITE
        } else {
            ProtFlags::READ
        };
        // SAFETY: a new shared mapping of a file of at least SIZE bytes (its size is
        // sealed), owned by the returned value and unmapped when it drops.
        #[allow(unsafe_code, reason = "mapping the frames' memory")]
        let base = unsafe { rustix::mm::mmap(std::ptr::null_mut(), SIZE, prot, MapFlags::SHARED, fd, 0)? };
        Ok(Self {
            base: base.cast(),
            next: 0,
            seq: 0,
        })
    }

    fn seq(&self, slot: usize) -> &AtomicU64 {
        // SAFETY: each slot starts on a page boundary inside the mapping, so its first
        // eight bytes are an aligned u64 for as long as `self` lives; the other
        // process touches it only atomically too.
        #[allow(unsafe_code, reason = "the slot's sequence number is an atomic in shared memory")]
        unsafe {
            AtomicU64::from_ptr(self.base.add(slot * SLOT).cast())
        }
    }

    /// A slot's 32-bit header field at byte `offset` (8: the width, 12: the height).
    fn field(&self, slot: usize, offset: usize) -> &AtomicU32 {
        // SAFETY: as for `seq`: inside the slot's page-aligned header, 4-byte aligned.
        #[allow(unsafe_code, reason = "a slot's size fields are atomics in shared memory")]
        #[allow(
            clippy::cast_ptr_alignment,
            reason = "slots start on page boundaries; offsets are multiples of 4"
        )]
        unsafe {
            AtomicU32::from_ptr(self.base.add(slot * SLOT + offset).cast::<u32>())
        }
    }

    /// The page's side: copies a frame into the next slot; the slot and the sequence
    /// number to send to the window. `None` for a frame too large for a slot. (The
    /// page's thread writes its frames with `put_with`, in place.)
    #[cfg(test)]
    pub(super) fn put(&mut self, width: u32, height: u32, rgba: &[u8]) -> Option<(usize, u64)> {
        if rgba.len() != width as usize * height as usize * 4 {
            return None;
        }
        self.put_with(width, height, &mut |to| {
            to.copy_from_slice(rgba);
            Ok(())
        })?
        .ok()
    }

    /// The page's side: `fill` writes a frame's pixels straight into the next slot (no
    /// copy of its own on the way); the slot and the sequence number to send to the
    /// window. `None` for a frame too large for a slot; `fill`'s error when it failed
    /// (the slot then holds no frame the window would take).
    pub(super) fn put_with(
        &mut self,
        width: u32,
        height: u32,
        fill: &mut dyn FnMut(&mut [u8]) -> Result<(), String>,
    ) -> Option<Result<(usize, u64), String>> {
        let len = width as usize * height as usize * 4;
        if len > MAX_FRAME {
            return None;
        }
        let slot = self.next;
        self.next = (slot + 1) % SLOTS;
        self.seq += 2;
        let seq = self.seq;
        self.seq(slot).store(seq - 1, Ordering::Release);
        // SAFETY: the pixels lie inside the slot, which lies inside the mapping (checked
        // above against MAX_FRAME); only this process's one writer touches them now.
        #[allow(unsafe_code, reason = "lending a slot of the mapping to the frame's writer")]
        let pixels = unsafe { std::slice::from_raw_parts_mut(self.base.add(slot * SLOT + HEADER), len) };
        if let Err(e) = fill(pixels) {
            // The odd number stays: the window takes nothing from this slot.
            return Some(Err(e));
        }
        self.field(slot, 8).store(width, Ordering::Relaxed);
        self.field(slot, 12).store(height, Ordering::Relaxed);
        self.seq(slot).store(seq, Ordering::Release);
        Some(Ok((slot, seq)))
    }

    /// The window's side: the frame the page said it left in `slot` with sequence
    /// number `seq`, to be read in place; `None` when the slot no longer holds it
    /// (overwritten since, or never written) or says a size no slot can hold.
    pub(super) fn frame(self: &Arc<Self>, slot: usize, seq: u64) -> Option<(u32, u32, SlotFrame)> {
        if slot >= SLOTS || !seq.is_multiple_of(2) || self.seq(slot).load(Ordering::Acquire) != seq {
            return None;
        }
        let (width, height) = (
            self.field(slot, 8).load(Ordering::Relaxed),
            self.field(slot, 12).load(Ordering::Relaxed),
        );
        let len = (width as usize).checked_mul(height as usize)?.checked_mul(4)?;
        if len > MAX_FRAME || width == 0 || height == 0 {
            return None;
        }
        let frame = SlotFrame {
            frames: Arc::clone(self),
            slot,
            seq,
            len,
        };
        Some((width, height, frame))
    }
}

/// A frame in a slot of the shared memory, as the window reads it in place: the
/// sequence number is looked at before and after each read, so a frame the page
/// overwrote meanwhile is known as such (the page writes a slot again only after a
/// newer frame went into the other one, so that takes two rendering updates during
/// one read).
pub(super) struct SlotFrame {
    frames: Arc<SharedFrames>,
    slot: usize,
    seq: u64,
    len: usize,
}

impl crate::page_io::InPlace for SlotFrame {
    fn len(&self) -> usize {
        self.len
    }

    fn read(&self, read: &mut dyn FnMut(&[u8])) -> bool {
        let f = &self.frames;
        if f.seq(self.slot).load(Ordering::Acquire) != self.seq {
            return false;
        }
        // SAFETY: the pixels lie inside the slot, inside the mapping, which `frames`
        // keeps alive (`len` was bounded by MAX_FRAME). The page's process may write the
        // same bytes meanwhile: they are plain bytes with no invariant, and the
        // sequence number's second look says whether they stayed the frame's.
        #[allow(unsafe_code, reason = "reading a frame in place in the mapping")]
        let pixels = unsafe { std::slice::from_raw_parts(f.base.add(self.slot * SLOT + HEADER), self.len) };
        read(pixels);
        std::sync::atomic::fence(Ordering::Acquire);
        f.seq(self.slot).load(Ordering::Relaxed) == self.seq
    }
}

/// Leaves the frames' memory at fd 3 of the process `command` starts.
pub(super) fn pass_to(command: &mut std::process::Command, fd: &OwnedFd) {
    use std::os::fd::AsRawFd as _;
    use std::os::unix::process::CommandExt as _;
    let raw = fd.as_raw_fd();
    // SAFETY: between fork and exec, only `dup2` and `fcntl`, which are
    // async-signal-safe; `raw` stays open in the window until the spawn returns.
    #[allow(unsafe_code, reason = "placing a descriptor at a fixed number in the child")]
    unsafe {
        command.pre_exec(move || {
            // dup2 onto itself would keep close-on-exec: clear it either way.
            if libc::dup2(raw, CHILD_FD) < 0 || libc::fcntl(CHILD_FD, libc::F_SETFD, 0) < 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

impl crate::page_io::FrameSink for SharedFrames {
    fn put_with(
        &mut self,
        width: u32,
        height: u32,
        fill: &mut dyn FnMut(&mut [u8]) -> Result<(), String>,
    ) -> Option<Result<(usize, u64), String>> {
        Self::put_with(self, width, height, fill)
    }
}

impl Drop for SharedFrames {
    fn drop(&mut self) {
        // SAFETY: the mapping made in `map`, unmapped once; nothing borrows it past
        // `self`.
        #[allow(unsafe_code, reason = "unmapping the frames' memory")]
        unsafe {
            let _ = rustix::mm::munmap(self.base.cast(), SIZE);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::{SLOTS, SharedFrames};
    use crate::page_io::{FrameBytes, InPlace as _};

    /// The window's read of a frame, copied out for the comparison.
    fn take(window: &Arc<SharedFrames>, slot: usize, seq: u64) -> Option<(u32, u32, Vec<u8>)> {
        let (width, height, frame) = window.frame(slot, seq)?;
        Some((width, height, FrameBytes::in_place(Box::new(frame)).into_vec()?))
    }

    #[test]
    fn a_frame_crosses_once_and_an_overwritten_one_is_dropped() {
        let (window, fd) = SharedFrames::create().unwrap();
        let window = Arc::new(window);
        let mut page = SharedFrames::open(&fd).unwrap();
        let rgba: Vec<u8> = (0..2 * 3 * 4).map(|i| i as u8).collect();
        let (slot, seq) = page.put(2, 3, &rgba).unwrap();
        assert_eq!(take(&window, slot, seq), Some((2, 3, rgba.clone())));
        // The page writes as many frames as there are slots: the first slot now holds
        // a newer frame, and the old message's frame is gone, not shown.
        for _ in 0..SLOTS {
            page.put(2, 3, &rgba).unwrap();
        }
        assert_eq!(take(&window, slot, seq), None);
        // Sizes that do not match the pixels, or no slot can hold, are refused.
        assert_eq!(page.put(2, 2, &rgba), None);
        assert_eq!(page.put(u32::MAX, 2, &rgba), None);
        // Messages that name no frame are refused.
        assert_eq!(take(&window, SLOTS, seq), None);
        assert_eq!(take(&window, 0, 1), None);
    }

    /// The page's thread reads a frame back straight into a slot; a read that fails
    /// leaves the slot with nothing the window would take.
    #[test]
    fn a_frame_is_written_in_place_and_a_failed_write_is_never_taken() {
        let (window, fd) = SharedFrames::create().unwrap();
        let window = Arc::new(window);
        let mut page = SharedFrames::open(&fd).unwrap();
        let (slot, seq) = page
            .put_with(2, 1, &mut |to| {
                to.copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
                Ok(())
            })
            .unwrap()
            .unwrap();
        assert_eq!(take(&window, slot, seq), Some((2, 1, vec![1, 2, 3, 4, 5, 6, 7, 8])));
        let failed = page
            .put_with(2, 1, &mut |_| Err("the device was lost".to_owned()))
            .unwrap();
        assert_eq!(failed, Err("the device was lost".to_owned()));
        let next = (slot + 1) % SLOTS;
        assert_eq!(take(&window, next, seq + 2), None);
        assert!(page.put_with(8193, 8192, &mut |_| Ok(())).is_none());
    }

    #[test]
    fn the_page_cannot_shrink_the_memory_or_hand_over_another_file() {
        let (_window, fd) = SharedFrames::create().unwrap();
        assert!(rustix::fs::ftruncate(&fd, 4096).is_err());
        let other = rustix::fs::memfd_create("other", rustix::fs::MemfdFlags::CLOEXEC).unwrap();
        rustix::fs::ftruncate(&other, super::SIZE as u64).unwrap();
        assert!(SharedFrames::open(&other).is_err());
    }

    /// The window reads a frame where it lies; a frame the page writes over during the
    /// read (two newer frames) is known as such.
    #[test]
    fn a_frame_read_in_place_knows_when_the_page_wrote_over_it() {
        let (window, fd) = SharedFrames::create().unwrap();
        let window = Arc::new(window);
        let mut page = SharedFrames::open(&fd).unwrap();
        let (slot, seq) = page.put(1, 1, &[1, 2, 3, 4]).unwrap();
        let (_, _, frame) = window.frame(slot, seq).unwrap();
        let mut seen = Vec::new();
        assert!(frame.read(&mut |b| seen = b.to_vec()));
        assert_eq!(seen, [1, 2, 3, 4]);
        let torn = frame.read(&mut |_| {
            for _ in 0..SLOTS {
                page.put(1, 1, &[9, 9, 9, 9]).unwrap();
            }
        });
        assert!(!torn);
        assert!(FrameBytes::in_place(Box::new(frame)).read(<[u8]>::to_vec).is_none());
    }
}
