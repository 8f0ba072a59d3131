//! Where a student's host program runs, speaking `page_io` on both sides, behind one
//! handle, [`PageHost`]:
//! - on the desktop, a process of its own (`process.rs`, the window's side; `child.rs`,
//!   the process's, which is `lienzo page-host`; `wire.rs`, the pipe between them;
//!   `frames.rs`, the shared memory its frames cross;
//!   `confine.rs`, what the process may do), as a browser runs a page in a renderer:
//!   a crash, a hang or a runaway allocation ends the process, never the window. A
//!   program that is not the `lienzo` binary (the library's own unit tests) runs its
//!   pages on a thread (`js::PageThread`) unless it names the binary with
//!   [`use_page_processes`];
//! - in the web build, a module Worker on the browser's own WebGPU, its canvas laid
//!   over the viewport (`web.rs`, with `page_worker.js` and `page_host.js`).

#[cfg(all(unix, not(target_arch = "wasm32")))]
mod child;
#[cfg(all(unix, not(target_arch = "wasm32")))]
mod confine;
#[cfg(target_os = "linux")]
mod frames;
#[cfg(all(unix, not(target_os = "linux"), not(target_arch = "wasm32")))]
#[path = "frames_none.rs"]
mod frames;
#[cfg(all(unix, not(target_arch = "wasm32")))]
mod job;
#[cfg(all(unix, not(target_arch = "wasm32")))]
mod outbox;
#[cfg(all(unix, not(target_arch = "wasm32")))]
mod process;
#[cfg(all(unix, not(target_arch = "wasm32")))]
mod wire;

#[cfg(all(unix, not(target_arch = "wasm32")))]
pub use child::serve_process;
#[cfg(all(unix, not(target_arch = "wasm32")))]
pub use confine::confine_to;
#[cfg(all(unix, not(target_arch = "wasm32")))]
pub use job::{JobEnd, run_job};

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
pub use native::{PageHost, end_pages, page_processes, use_page_processes};

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::{PageHost, set_page_origin};

/// Before the program exits: nothing to wait for, a page's Worker ends with its handle.
#[cfg(target_arch = "wasm32")]
pub fn end_pages(_timeout: std::time::Duration) {}
