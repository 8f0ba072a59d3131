//! Where bytes live. On the desktop, files on disk. In the web build, the course files
//! (`lessons/`, `shaders/`, `assets/`) are bundled into the `.wasm` from the same files,
//! read-only, and everything else (the student's work folder) is kept in the browser's
//! `localStorage`, one key per path.
//!
//! The desktop carries the same bundle and unpacks it (`course`).
//!
//! Every other module reads and writes through these functions, so the difference
//! between the two targets stays here.

pub mod course;
mod text;
pub use text::{MAX_TEXT_BYTES, ReadError, read_text};

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
pub use native::*;

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::*;
