//! Lienzo: an interactive sandbox for learning WebGPU by breaking it on purpose.
//!
//! Dependency direction: `ui -> grade -> gpu -> wgsl -> lesson -> text`, and
//! `headless -> grade -> gpu`; `text` (the one catalogue of what a student reads, in both
//! languages) is a leaf under all of them. `js` (the student's host programs, desktop
//! only) uses `gpu` and `wgsl`; `runtime` (where a host program runs: `js`'s page on the
//! desktop, the browser's Worker on the web) is what `ui` uses of it; both run the same
//! page world, `src/page/world.js` (JavaScript, no Rust module). `config`,
//! `platform`, `files`, `work` and `progress` are leaves that `ui` and `headless` use.
//! Nothing points back up; `tests/architecture.rs` checks it.
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
