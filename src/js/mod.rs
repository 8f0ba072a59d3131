//! The student's host program: JavaScript on the WebGPU API, run on the desktop by an
//! embedded engine (QuickJS-ng through `rquickjs`) with a WebGPU binding over wgpu.
//!
//! - `prelude/` is the binding's JavaScript: `navigator.gpu` and the WebGPU objects by
//!   the specification's names and rules, and the `<canvas>` they draw into; around
//!   them runs the page's world, `src/page/world.js` (the little DOM tutorials use,
//!   timers, `requestAnimationFrame`, `ResizeObserver`, `console`, `fetch`, the knobs'
//!   adapter mask), the same file the web build's Worker runs.
//! - `clock.rs` is the page's clock, which the host owns: real in the window, virtual
//!   in `lienzo run` and the grader.
//! - `gpu.rs` (adapter, device, error scopes), `create.rs`, `pipeline.rs`, `pass.rs`,
//!   `encode.rs` (copies, the queue, mapping) and `canvas.rs` are the native
//!   operations over wgpu, on handles (`resources.rs`), with descriptors as JSON
//!   (`desc.rs`), as Deno's WebGPU splits JavaScript objects from Rust operations;
//!   `natives.rs` hands them to the prelude as `__lz`; `gpu_words.rs` puts wgpu's error
//!   text in WebGPU's words (the call, the object by its label, no Rust names).
//! - `page.rs` runs the program (with `shared.rs`: the budget, the messages, how an
//!   exception becomes a message): the module, then the event loop's steps, each under a
//!   time budget (an endless loop stops the page with a message, never the window)
//!   and a memory limit; exceptions, unhandled rejections and uncaptured WebGPU errors
//!   become messages at the program's `file:line:col`.
//! - `loader.rs` resolves imports inside the site's folder only (relative, from the
//!   site's root, or through the page's import map); `document.rs` reads an `.html`
//!   page: its elements, its scripts in a browser's order, its import map, its canvas.
//! - `native_watch.rs` ends a page's process whose native call into wgpu never comes
//!   back, which no JavaScript budget can interrupt.
//! - `thread.rs` runs a page on a thread of its own for a host that must never wait
//!   (the window): it sends rendering updates, the page sends frames and messages.
//!
//! The program has no more power than a browser tab: no files beyond its folder's
//! modules (read-only), no network, no processes.

mod canvas;
mod canvas2d;
mod canvas_clear;
mod canvas_state;
mod clock;
mod compress;
mod create;
mod decode;
mod desc;
mod document;
mod encode;
mod engine_words;
mod gpu;
mod gpu_memory;
mod gpu_words;
mod image;
mod loader;
pub mod native_watch;
mod natives;
mod options;
mod page;
mod pass;
mod pipeline;
mod places;
mod resources;
mod shader_checks;
mod shared;
mod thread;

pub use canvas::Presented;
pub use clock::ClockKind;
pub use document::{Document, ScriptKind, parse as parse_html};
pub use gpu::Tally;
pub use loader::{ORIGIN, Site, fetch_path, read_site_text, resolve_name};
pub use page::{AdapterMask, CanvasBox, Level, Message, Page, PageOptions};
pub use thread::{FromPage, PageStart, PageThread, join_ended, serve};
