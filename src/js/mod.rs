//! The student's host program: JavaScript on the WebGPU API, run on the desktop by an
//! embedded engine (QuickJS-ng through `rquickjs`) with a WebGPU binding over wgpu.
//!
//! - `prelude.js` is the page's world in JavaScript: `navigator.gpu` and the WebGPU
//!   objects by the specification's names and rules, a `<canvas>`, the little DOM
//!   tutorials use, timers, `requestAnimationFrame`, `ResizeObserver`, `console`.
//! - `gpu.rs`, `encode.rs` and `canvas.rs` are the native operations over wgpu, on
//!   handles (`resources.rs`), with descriptors as JSON (`desc.rs`), as Deno's WebGPU
//!   splits JavaScript objects from Rust operations.
//! - `page.rs` runs the program: the module, then the event loop's steps, each under a
//!   time budget (an endless loop stops the page with a message, never the window)
//!   and a memory limit; exceptions, unhandled rejections and uncaptured WebGPU errors
//!   become messages at the program's `file:line:col`.
//! - `loader.rs` resolves imports inside the page's folder only.
//! - `thread.rs` runs a page on a thread of its own for a host that must never wait
//!   (the window): it sends rendering updates, the page sends frames and messages.
//!
//! The program has no more power than a browser tab: no files beyond its folder's
//! modules (read-only), no network, no processes.

mod canvas;
mod desc;
mod encode;
mod gpu;
mod loader;
mod page;
mod resources;
mod thread;
pub mod words;

pub use canvas::Presented;
pub use loader::{fetch_path, resolve_name};
pub use page::{CanvasBox, Level, Message, Page, PageOptions};
pub use thread::{FromPage, PageStart, PageThread};
