//! The native side of a page's GPU objects: a table from handle to wgpu object, the
//! devices with their error scopes, and what wgpu's callbacks report (mappings done,
//! work done, uncaptured errors, losses), collected for the page's event loop.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::desc::Id;

/// Why an operation failed, as the JavaScript exception it becomes.
#[derive(Debug, Clone)]
pub struct Fail {
    /// `TypeError`, `RangeError` or a `DOMException` name (`OperationError`, ...).
    pub name: &'static str,
    pub message: String,
}

impl Fail {
    pub fn type_error(message: impl Into<String>) -> Self {
        Self {
            name: "TypeError",
            message: message.into(),
        }
    }
    pub fn operation(message: impl Into<String>) -> Self {
        Self {
            name: "OperationError",
            message: message.into(),
        }
    }
}

pub type Done<T> = Result<T, Fail>;

/// A device of the page, with its queue and its stack of error scopes.
pub struct DeviceRes {
    pub device: wgpu::Device,
    pub queue: wgpu::Queue,
    pub scopes: Vec<Scope>,
    /// Set when Lienzo itself ends the device to imitate a driver reset, so its loss
    /// reads "unknown" as a real one would, not "destroyed".
    pub simulated_loss: Arc<std::sync::atomic::AtomicBool>,
    /// The device was lost (its `lost` promise resolved): its canvas shows nothing new.
    pub lost: bool,
    /// The page called `destroy()` on it (its loss may not be delivered yet).
    pub destroyed: bool,
}

/// An open error scope: wgpu's, and the first error Lienzo itself raised in it (wgpu's
/// scopes take only wgpu's errors).
pub struct Scope {
    pub guard: wgpu::ErrorScopeGuard,
    pub filter: wgpu::ErrorFilter,
    /// Its type ("validation", "out-of-memory") and message.
    pub raised: Option<(&'static str, String)>,
}

/// A buffer and what the page knows about its mapping.
pub struct BufferRes {
    pub buffer: wgpu::Buffer,
}

/// A command encoder, until `finish()`; a recorded problem makes `finish()` report a
/// validation error, as WebGPU's encoder state does.
pub struct EncoderRes {
    pub encoder: Option<wgpu::CommandEncoder>,
    pub device: Id,
    pub invalid: Option<String>,
    /// The label the page gave it, for Lienzo's own messages about it.
    pub label: Option<String>,
}

/// A command buffer in WebGPU's states: ready to submit, invalid (its encoder was), or
/// submitted (a command buffer runs once).
pub enum Commands {
    Ready(wgpu::CommandBuffer),
    Invalid,
    Submitted,
}

/// Every kind of object a handle can name.
pub enum Res {
    Device(DeviceRes),
    Buffer(BufferRes),
    Texture(wgpu::Texture),
    View(wgpu::TextureView),
    Sampler(wgpu::Sampler),
    Shader(wgpu::ShaderModule),
    BindGroupLayout(wgpu::BindGroupLayout),
    PipelineLayout(wgpu::PipelineLayout),
    BindGroup(wgpu::BindGroup),
    RenderPipeline(wgpu::RenderPipeline),
    ComputePipeline(wgpu::ComputePipeline),
    Encoder(EncoderRes),
    Commands(Commands),
    QuerySet(wgpu::QuerySet),
    /// A render bundle; `None` when its encoder was invalid.
    RenderBundle(Option<wgpu::RenderBundle>),
}

impl Res {
    /// The WebGPU interface name, for messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Device(_) => "GPUDevice",
            Self::Buffer(_) => "GPUBuffer",
            Self::Texture(_) => "GPUTexture",
            Self::View(_) => "GPUTextureView",
            Self::Sampler(_) => "GPUSampler",
            Self::Shader(_) => "GPUShaderModule",
            Self::BindGroupLayout(_) => "GPUBindGroupLayout",
            Self::PipelineLayout(_) => "GPUPipelineLayout",
            Self::BindGroup(_) => "GPUBindGroup",
            Self::RenderPipeline(_) => "GPURenderPipeline",
            Self::ComputePipeline(_) => "GPUComputePipeline",
            Self::Encoder(_) => "GPUCommandEncoder",
            Self::Commands(_) => "GPUCommandBuffer",
            Self::QuerySet(_) => "GPUQuerySet",
            Self::RenderBundle(_) => "GPURenderBundle",
        }
    }
}

/// What wgpu's callbacks (which may run on any thread) report, until the event loop
/// takes it.
#[derive(Debug, Clone, serde::Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum GpuEvent {
    /// A `mapAsync` or `onSubmittedWorkDone` promise can settle.
    Settled { token: u32, ok: bool, message: String },
    /// An error no scope caught.
    Error {
        device: Id,
        #[serde(rename = "type")]
        ty: &'static str,
        message: String,
        /// Where in the program the call that raised it was.
        place: Option<String>,
    },
    /// The device was lost.
    Lost {
        device: Id,
        reason: &'static str,
        message: String,
    },
}

pub type Inbox = Arc<Mutex<Vec<GpuEvent>>>;

/// The table of the page's objects.
#[derive(Default)]
pub struct Table {
    objects: HashMap<Id, Res>,
    next: Id,
}

impl Table {
    pub fn insert(&mut self, res: Res) -> Id {
        self.next += 1;
        self.objects.insert(self.next, res);
        self.next
    }

    /// How many objects are alive.
    pub fn len(&self) -> usize {
        self.objects.len()
    }

    /// Every handle, in no particular order.
    pub fn ids(&self) -> Vec<Id> {
        self.objects.keys().copied().collect()
    }

    pub fn remove(&mut self, id: Id) -> Option<Res> {
        self.objects.remove(&id)
    }

    pub fn get(&self, id: Id) -> Done<&Res> {
        self.objects
            .get(&id)
            .ok_or_else(|| Fail::type_error(format!("object #{id} no longer exists")))
    }

    pub fn get_mut(&mut self, id: Id) -> Done<&mut Res> {
        self.objects
            .get_mut(&id)
            .ok_or_else(|| Fail::type_error(format!("object #{id} no longer exists")))
    }
}

macro_rules! getter {
    ($name:ident, $variant:ident, $ty:ty, $what:literal) => {
        impl Table {
            pub fn $name(&self, id: Id) -> Done<&$ty> {
                match self.get(id)? {
                    Res::$variant(x) => Ok(x),
                    other => Err(Fail::type_error(format!(
                        concat!("expected a ", $what, ", got a {}"),
                        other.kind()
                    ))),
                }
            }
        }
    };
}

getter!(device, Device, DeviceRes, "GPUDevice");
getter!(buffer, Buffer, BufferRes, "GPUBuffer");
getter!(shader, Shader, wgpu::ShaderModule, "GPUShaderModule");
getter!(
    bind_group_layout,
    BindGroupLayout,
    wgpu::BindGroupLayout,
    "GPUBindGroupLayout"
);
getter!(
    pipeline_layout,
    PipelineLayout,
    wgpu::PipelineLayout,
    "GPUPipelineLayout"
);
getter!(bind_group, BindGroup, wgpu::BindGroup, "GPUBindGroup");
getter!(
    render_pipeline,
    RenderPipeline,
    wgpu::RenderPipeline,
    "GPURenderPipeline"
);
getter!(
    compute_pipeline,
    ComputePipeline,
    wgpu::ComputePipeline,
    "GPUComputePipeline"
);
getter!(texture, Texture, wgpu::Texture, "GPUTexture");
getter!(query_set, QuerySet, wgpu::QuerySet, "GPUQuerySet");
getter!(
    render_bundle,
    RenderBundle,
    Option<wgpu::RenderBundle>,
    "GPURenderBundle"
);

impl Table {
    /// A view to render to or bind: a view, or a texture's default view (the newest
    /// form of the specification accepts a texture directly).
    pub fn view(&self, id: Id) -> Done<std::borrow::Cow<'_, wgpu::TextureView>> {
        match self.get(id)? {
            Res::View(v) => Ok(std::borrow::Cow::Borrowed(v)),
            Res::Texture(t) => Ok(std::borrow::Cow::Owned(
                t.create_view(&wgpu::TextureViewDescriptor::default()),
            )),
            other => Err(Fail::type_error(format!(
                "expected a GPUTextureView or a GPUTexture, got a {}",
                other.kind()
            ))),
        }
    }

    /// The devices in the table neither destroyed nor lost.
    pub fn open_devices(&self) -> usize {
        self.objects
            .values()
            .filter(|r| matches!(r, Res::Device(d) if !d.lost && !d.destroyed))
            .count()
    }

    pub fn device_mut(&mut self, id: Id) -> Done<&mut DeviceRes> {
        match self.get_mut(id)? {
            Res::Device(d) => Ok(d),
            other => Err(Fail::type_error(format!(
                "expected a GPUDevice, got a {}",
                other.kind()
            ))),
        }
    }

    pub fn encoder_mut(&mut self, id: Id) -> Done<&mut EncoderRes> {
        match self.get_mut(id)? {
            Res::Encoder(e) => Ok(e),
            other => Err(Fail::type_error(format!(
                "expected a GPUCommandEncoder, got a {}",
                other.kind()
            ))),
        }
    }
}
