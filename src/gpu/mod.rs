//! The lesson's GPU world, wgpu only, never egui: device, canvas, targets, scene,
//! presentation, timing and events. [`Sandbox`] is a facade over three parts that own
//! them: `DeviceSlot` (`slot.rs`), `Surface` (`surface.rs`) and `Program` (`program.rs`).

pub mod blit;
pub mod canvas;
pub mod compile;
pub mod device;
pub mod events;
mod host;
pub mod inflight;
pub mod ledger;
pub mod limits;
pub mod mesh;
pub mod present;
mod program;
pub mod resources;
mod sandbox;
pub mod scene;
mod slot;
mod status;
mod surface;
pub mod targets;
mod texture;

pub use device::{DeviceError, LossReason};
pub use events::{Event, EventKind, EventLog, SharedLog};
pub use host::HostTexture;
#[cfg(not(target_arch = "wasm32"))]
pub use host::HostUpload;
pub use present::{GpuTimes, Pixels};
pub use resources::CpuImage;
pub use sandbox::{Pace, Sandbox, SandboxOptions};
pub use status::{DeviceState, FrameInput, FrameStats, RecoveryStats};
