//! Frames the lesson device is still working on. A browser's `requestAnimationFrame`
//! never queues frames faster than the GPU finishes them, and neither does Lienzo: a
//! shader that takes seconds per frame gets a clear message instead of a growing queue.

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::Duration;
use web_time::Instant;

/// Frames submitted and not yet finished before the next frame is held back.
pub const MAX_FRAMES_IN_FLIGHT: usize = 2;

/// How long the GPU may spend on one frame before the viewport says the shader is too
/// slow. (A desktop driver's watchdog resets the GPU after about two seconds.)
pub const FRAME_BUDGET: Duration = Duration::from_secs(1);

/// Submissions of one device and how many of them the GPU has finished.
#[derive(Debug)]
pub struct InFlight {
    pending: VecDeque<(u64, Instant)>,
    retired: u64,
    done: Arc<AtomicU64>,
    last_ms: Arc<AtomicU32>,
}

impl Default for InFlight {
    fn default() -> Self {
        Self {
            pending: VecDeque::new(),
            retired: 0,
            done: Arc::new(AtomicU64::new(0)),
            last_ms: Arc::new(AtomicU32::new(u32::MAX)),
        }
    }
}

impl InFlight {
    /// Records frame `frame_index`, just submitted to `queue`. wgpu reports the work as
    /// done from the device's polling, which the sandbox does every frame.
    pub fn submitted(&mut self, queue: &wgpu::Queue, frame_index: u64) {
        let at = Instant::now();
        self.pending.push_back((frame_index, at));
        let done = Arc::clone(&self.done);
        let last_ms = Arc::clone(&self.last_ms);
        queue.on_submitted_work_done(move || {
            let ms = at.elapsed().as_secs_f32() * 1000.0;
            last_ms.store(ms.to_bits(), Ordering::Relaxed);
            done.fetch_add(1, Ordering::SeqCst);
        });
    }

    /// Forgets the frames the GPU has finished (the queue finishes them in order).
    fn retire(&mut self) {
        let done = self.done.load(Ordering::SeqCst);
        while self.retired < done && self.pending.pop_front().is_some() {
            self.retired += 1;
        }
    }

    /// Frames submitted and not finished.
    pub fn count(&mut self) -> usize {
        self.retire();
        self.pending.len()
    }

    /// When the queue is full: the oldest unfinished frame and how long the GPU has had it.
    pub fn busy(&mut self) -> Option<(u64, Duration)> {
        if self.count() < MAX_FRAMES_IN_FLIGHT {
            return None;
        }
        self.pending.front().map(|&(index, at)| (index, at.elapsed()))
    }

    /// Milliseconds from submit to "work done" of the last finished frame, measured on
    /// the CPU (an approximation used without `timestamp-query`).
    pub fn approx_gpu_ms(&self) -> Option<f32> {
        let bits = self.last_ms.load(Ordering::Relaxed);
        (bits != u32::MAX).then(|| f32::from_bits(bits))
    }
}
