//! What the page binding needs of wgpu beside WebGPU itself, never egui: the adapter,
//! the WebGPU limits table, the compositor's conversion pass, the window's upload of a
//! page's frame, and formats in WebGPU's words.

pub mod blit;
pub mod device;
pub mod formats;
mod host;
pub mod limits;
mod pixels;
mod texture;

pub use device::{DeviceError, HostOptions};
pub use host::HostTexture;
pub use pixels::Pixels;
