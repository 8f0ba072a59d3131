//! Device requests the caller does not wait for. On the desktop they run in order on
//! one long-lived request thread per sandbox, which blocks on wgpu's future there (a
//! thread per attempt would grow the process's memory with every recovery). On the web,
//! wgpu's futures are the browser's promises: they run on the page's event loop.

use std::future::Future;
use std::sync::mpsc::{Receiver, channel};

/// The sandbox's request thread (desktop), started on first use.
#[derive(Default)]
pub(super) struct Requests {
    #[cfg(not(target_arch = "wasm32"))]
    worker: Option<std::sync::mpsc::Sender<Box<dyn FnOnce() + Send>>>,
    #[cfg(not(target_arch = "wasm32"))]
    thread: Option<std::thread::JoinHandle<()>>,
}

#[cfg(not(target_arch = "wasm32"))]
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
    #[cfg(not(target_arch = "wasm32"))]
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

    /// Starts `request` on the page's event loop; its result arrives on the channel.
    #[cfg(target_arch = "wasm32")]
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

/// Waits for a future on the calling thread (headless use; the desktop only).
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn block_on<F: Future>(f: F) -> F::Output {
    pollster::block_on(f)
}
