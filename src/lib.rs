//! Lienzo: an interactive sandbox for learning WebGPU by breaking it on purpose.
//!
//! Dependency direction: `ui -> grade -> gpu -> wgsl -> lesson`, and
//! `headless -> grade -> gpu`. Nothing points back up.

pub mod gpu;
pub mod grade;
pub mod headless;
pub mod lesson;
pub mod progress;
pub mod ui;
pub mod watch;
pub mod wgsl;
pub mod work;
