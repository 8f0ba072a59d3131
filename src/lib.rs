//! Lienzo: an interactive sandbox for learning WebGPU by breaking it on purpose.
//!
//! Dependency direction: `ui -> grade -> gpu -> wgsl -> lesson`, and
//! `headless -> grade -> gpu`; `text` (the one catalogue of what a student reads, in both
//! languages) is a leaf under all of them; `js` (the student's host programs, desktop only) uses
//! `gpu` and `wgsl` and is used by `headless`. `config`, `platform`, `files`, `work` and `progress` are
//! leaves that `ui` and `headless` use, but for `platform::PageThread` (a host program's
//! runtime: `js`'s on the desktop, the browser's in the web build). Nothing points back up.
//!
//! The crate builds for the desktop and for the web (`wasm32-unknown-unknown`). What
//! differs is in `platform` (one `native.rs` and one `web.rs`), where bytes live is
//! `files`, and watching course files is `watch`; the native-only parts (the CLI runners
//! and benchmarks, the JavaScript engine) are whole modules behind `cfg`.

pub mod config;
pub mod files;
pub mod gpu;
pub mod grade;
#[cfg(not(target_arch = "wasm32"))]
pub mod headless;
#[cfg(not(target_arch = "wasm32"))]
pub mod js;
pub mod lesson;
pub mod page_io;
pub mod platform;
pub mod progress;
pub mod runtime;
pub mod text;
pub mod ui;
pub mod watch;
pub mod wgsl;
pub mod work;
