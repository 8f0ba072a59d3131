//! What differs between the desktop and the web build, each side in one file behind one
//! `cfg`, in the manner of eframe's `native/` and `web/`: `native.rs` on the desktop,
//! `web.rs` in the browser. Both sides define the same names; the rest of the crate
//! asks this module (and `files`, for where bytes live) instead of testing
//! `target_arch` inside its functions.
//! A leaf: a host program's runtime, which differs between the two as well, is
//! `runtime`.

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
pub use native::*;

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::*;
