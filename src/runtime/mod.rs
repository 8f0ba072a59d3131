//! Where a student's host program runs, speaking `page_io` on both sides: on the
//! desktop the embedded engine's page on a thread of its own (`js::PageThread`); in the
//! web build a module Worker on the browser's own WebGPU, its canvas laid over the
//! viewport (`web.rs`, with `page_worker.js` and `page_host.js`).

#[cfg(not(target_arch = "wasm32"))]
pub use crate::js::PageThread;

/// Before the program exits: waits up to `timeout` for the pages already ended, so no
/// page thread is still in the GPU driver while the process tears it down.
#[cfg(not(target_arch = "wasm32"))]
pub fn end_pages(timeout: std::time::Duration) {
    crate::js::join_ended(timeout);
}

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::{PageThread, set_page_origin};

/// Before the program exits: nothing to wait for, a page's Worker ends with its handle.
#[cfg(target_arch = "wasm32")]
pub fn end_pages(_timeout: std::time::Duration) {}
