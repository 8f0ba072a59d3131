//! The lesson's GPU world, wgpu only, never egui: device, canvas, targets, scene,
//! presentation, timing and events, all owned by [`Sandbox`].

mod blit;
pub mod canvas;
pub mod compile;
pub mod device;
pub mod events;
mod frame;
mod host;
pub mod inflight;
pub mod ledger;
pub mod limits;
pub mod mesh;
pub mod present;
mod recovery;
pub mod resources;
mod sandbox;
pub mod scene;
mod spawn;
pub mod targets;

pub use device::{DeviceError, LossReason};
pub use events::{Event, EventKind, EventLog, SharedLog};
pub use frame::{FrameInput, FrameStats};
pub use host::HostTexture;
#[cfg(not(target_arch = "wasm32"))]
pub use host::HostUpload;
pub use present::{GpuTimes, Pixels};
pub use recovery::{DeviceState, RecoveryStats};
pub use resources::CpuImage;
pub use sandbox::{Pace, Sandbox, SandboxOptions};
