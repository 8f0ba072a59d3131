//! The page's WebGPU implementation over wgpu: the adapter, `requestDevice` with the
//! specification's rules, error scopes, `destroy()` and the loss knob. Objects are
//! made in `create.rs` and `pipeline.rs`, encoding and the queue are in `encode.rs`
//! and `pass.rs`, the canvas in `canvas.rs`.

use std::str::FromStr;
use std::sync::{Arc, Mutex};

use serde_json::{Value, json};

use super::desc::{self, Id};
use super::resources::{DeviceRes, Done, Fail, GpuEvent, Inbox, Res, Scope, Table};
use crate::gpu::limits::WEBGPU_LIMITS;

/// The GPU side of one page.
pub use crate::page_io::Tally;

pub struct PageGpu {
    pub instance: wgpu::Instance,
    pub adapter: Option<wgpu::Adapter>,
    pub table: Table,
    pub inbox: Inbox,
    next_token: u32,
    /// Map requests waiting for their callback: token -> buffer handle.
    pub maps_in_flight: usize,
    /// Why a map request failed validation, by its token: its rejection says it.
    pub map_reasons: std::collections::HashMap<u32, String>,
    /// The format `getPreferredCanvasFormat()` answers.
    pub preferred: wgpu::TextureFormat,
    pub canvas: super::canvas_state::PageCanvas,
    /// The page's other canvases, by the number the prelude gave each (from 1).
    pub other_canvases: std::collections::BTreeMap<u32, super::canvas_state::PageCanvas>,
    /// The other canvases the window shows (those in the page's document): their
    /// frames are read for it.
    pub shown_others: Vec<u32>,
    /// The language of what Lienzo says.
    pub lang: crate::lesson::Lang,
    /// What the program did that a check counts.
    pub tally: Tally,
    /// Counts the changes of the tally's device part (a request, a device made), so the
    /// window is told only when it changed.
    pub device_revision: u64,
    /// The adapter's limits and features as the page sees them (the knobs' mask
    /// applied), for the tally at each `requestDevice()`.
    pub seen: (std::collections::BTreeMap<String, f64>, Vec<String>),
    /// The calls that shape the frame, since the last rendering update.
    pub steps: Vec<crate::page_io::Step>,
    /// The GPU memory the program's buffers and textures hold, and its budget.
    pub memory: super::gpu_memory::GpuMemory,
    /// Lienzo's checks of the shader texts made into modules lately.
    pub shader_checks: super::shader_checks::ShaderChecks,
}

/// `GPUBufferUsage` and `GPUTextureUsage` bits are wgpu's own bits.
pub(super) fn buffer_usage(bits: u32) -> Done<wgpu::BufferUsages> {
    wgpu::BufferUsages::from_bits(bits).ok_or_else(|| Fail::type_error(format!("{bits:#x} is not a GPUBufferUsage")))
}

pub fn texture_usage(bits: u32) -> Done<wgpu::TextureUsages> {
    wgpu::TextureUsages::from_bits(bits & 0x1f)
        .ok_or_else(|| Fail::type_error(format!("{bits:#x} is not a GPUTextureUsage")))
}

pub(super) fn stages(bits: u32) -> wgpu::ShaderStages {
    wgpu::ShaderStages::from_bits_truncate(bits & 0x7)
}

pub(super) fn label(l: Option<&String>) -> Option<&str> {
    l.map(String::as_str).filter(|s| !s.is_empty())
}

pub(super) fn parse<T: serde::de::DeserializeOwned>(what: &str, text: &str) -> Done<T> {
    serde_json::from_str(text).map_err(|e| Fail::type_error(format!("{what}: {e}")))
}

/// The WebGPU names of a set of features.
fn feature_names(features: wgpu::Features) -> Vec<&'static str> {
    (features & wgpu::Features::all_webgpu_mask())
        .iter()
        .filter_map(|f| f.as_str())
        .collect()
}

fn limits_json(limits: &wgpu::Limits) -> Value {
    WEBGPU_LIMITS
        .iter()
        .map(|l| (l.name.to_owned(), json!((l.get)(limits))))
        .collect::<serde_json::Map<_, _>>()
        .into()
}

/// `GPUAdapterInfo.vendor`: the vendor's name as Dawn (Chromium) gives it for its PCI
/// id, else the id in hex.
fn vendor_name(id: u32) -> String {
    let name = match id {
        0x1002 => "amd",
        0x106B => "apple",
        0x13B5 => "arm",
        0x1AE0 => "google",
        0x1010 => "img-tec",
        0x8086 => "intel",
        0x10005 => "mesa",
        0x1414 => "microsoft",
        0x10DE => "nvidia",
        0x5143 | 0x4D4F_4351 => "qualcomm",
        0x144D => "samsung",
        0x19E5 => "huawei",
        _ => return format!("{id:#06x}"),
    };
    name.to_owned()
}

fn info_json(adapter: &wgpu::Adapter) -> Value {
    let info = adapter.get_info();
    json!({
        "vendor": vendor_name(info.vendor),
        "architecture": "",
        "device": info.name,
        "description": format!("{} ({:?}, {})", info.name, info.backend, info.driver),
        "backend": format!("{:?}", info.backend).to_lowercase(),
    })
}

/// The limits and features the page's adapter reports: the real adapter's, with the
/// knobs' mask applied as the page's world applies it (`src/page/world.js`).
pub fn adapter_seen(
    adapter: &wgpu::Adapter,
    mask: &crate::page_io::AdapterMask,
) -> (std::collections::BTreeMap<String, f64>, Vec<String>) {
    let real = adapter.limits();
    let limits = crate::gpu::limits::WEBGPU_LIMITS
        .iter()
        .filter(|l| !mask.unknown_limits.iter().any(|u| u == l.name))
        .map(|l| {
            let have = (l.get)(&real) as f64;
            let value = match &mask.limits {
                Some(m) if l.name.starts_with("min") => ((l.get)(m) as f64).max(have),
                Some(m) => ((l.get)(m) as f64).min(have),
                None => have,
            };
            (l.name.to_owned(), value)
        })
        .collect();
    let features = crate::gpu::device::feature_names(adapter.features() - mask.hidden)
        .into_iter()
        .filter_map(|f| serde_json::to_value(f).ok()?.as_str().map(str::to_owned))
        .collect();
    (limits, features)
}

/// The devices a page may hold at once, neither destroyed nor lost.
const MAX_OPEN_DEVICES: usize = 16;

impl PageGpu {
    pub fn new(
        instance: wgpu::Instance,
        adapter: Option<wgpu::Adapter>,
        preferred: wgpu::TextureFormat,
        lang: crate::lesson::Lang,
        gpu_memory: u64,
        seen: (std::collections::BTreeMap<String, f64>, Vec<String>),
    ) -> Self {
        Self {
            instance,
            adapter,
            table: Table::default(),
            inbox: Arc::new(Mutex::new(Vec::new())),
            next_token: 0,
            maps_in_flight: 0,
            map_reasons: std::collections::HashMap::new(),
            preferred,
            canvas: super::canvas_state::PageCanvas::default(),
            other_canvases: std::collections::BTreeMap::new(),
            shown_others: Vec::new(),
            lang,
            tally: Tally::default(),
            device_revision: 0,
            seen,
            steps: Vec::new(),
            memory: super::gpu_memory::GpuMemory::new(gpu_memory),
            shader_checks: super::shader_checks::ShaderChecks::default(),
        }
    }

    /// The program let go of an object (its wrapper was collected).
    pub fn forget(&mut self, id: Id) {
        self.table.remove(id);
        self.memory.release(id);
    }

    /// Records a call for the frame timeline.
    pub fn step(&mut self, step: crate::page_io::Step) {
        crate::page_io::push_step(&mut self.steps, step);
    }

    pub fn token(&mut self) -> u32 {
        self.next_token += 1;
        self.next_token
    }

    pub fn settle(&self, token: u32, result: Result<(), String>) {
        let event = GpuEvent::Settled {
            token,
            ok: result.is_ok(),
            message: result.err().unwrap_or_default(),
        };
        self.inbox
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push(event);
    }

    /// `navigator.gpu.requestAdapter()`: the page's adapter, or `null`.
    pub fn request_adapter(&mut self, options: &str) -> Done<Value> {
        let options: desc::AdapterOptions = parse("requestAdapter", options)?;
        if let Some(p) = options.power_preference.as_deref()
            && !["low-power", "high-performance"].contains(&p)
        {
            return Err(Fail::type_error(format!(
                "requestAdapter: '{p}' is not a GPUPowerPreference"
            )));
        }
        if let Some(f) = options.feature_level.as_deref()
            && !["core", "compatibility"].contains(&f)
        {
            return Err(Fail::type_error(format!(
                "requestAdapter: '{f}' is not a feature level (core, compatibility)"
            )));
        }
        self.tally.adapter_requests += 1;
        // The page has one adapter, a real one: there is no fallback adapter to give.
        let Some(adapter) = self.adapter.clone().filter(|_| !options.force_fallback_adapter) else {
            self.step(crate::page_io::Step::AdapterAnswered { adapter: false });
            return Ok(Value::Null);
        };
        self.step(crate::page_io::Step::AdapterAnswered { adapter: true });
        let adapter = &adapter;
        Ok(json!({
            "id": 0,
            "features": feature_names(adapter.features()),
            "limits": limits_json(&adapter.limits()),
            "info": info_json(adapter),
        }))
    }

    /// `requestAdapter()` answered `null` by the page's world: the knobs' adapter is
    /// still coming back from a reset.
    pub fn adapter_not_ready(&mut self) {
        self.tally.adapter_requests += 1;
        self.step(crate::page_io::Step::AdapterAnswered { adapter: false });
    }

    /// `adapter.requestDevice(descriptor)`, with the specification's checks first: a
    /// feature the adapter lacks rejects with `TypeError`; an unknown limit, or a
    /// limit better than the adapter's, with `OperationError`. `requiredLimits` means
    /// "at least": the device gets exactly those (or the defaults where unset).
    pub fn request_device(&mut self, descriptor: &str) -> Done<Value> {
        let d: desc::DeviceDesc = parse("requestDevice", descriptor)?;
        // What the request asks for, for a check to read, refused or not.
        self.tally.requested_limits = Some(
            d.required_limits
                .iter()
                .filter_map(|(n, v)| Some((n.clone(), (*v)?)))
                .collect(),
        );
        self.tally.requested_features.clone_from(&d.required_features);
        (self.tally.adapter_limits, self.tally.adapter_features) = self.seen.clone();
        self.device_revision += 1;
        let adapter = self
            .adapter
            .clone()
            .ok_or_else(|| Fail::operation("there is no adapter"))?;
        let mut features = wgpu::Features::empty();
        for name in &d.required_features {
            let f = wgpu::Features::from_str(name)
                .ok()
                .filter(|f| wgpu::Features::all_webgpu_mask().contains(*f))
                .ok_or_else(|| Fail::type_error(format!("requestDevice: '{name}' is not a GPUFeatureName")))?;
            if !adapter.features().contains(f) {
                return Err(Fail::type_error(format!(
                    "requestDevice: the adapter does not support the feature '{name}'; check adapter.features first"
                )));
            }
            features |= f;
        }
        let supported = adapter.limits();
        let mut limits = wgpu::Limits::default();
        for (name, value) in &d.required_limits {
            let Some(value) = value else { continue };
            let Some(limit) = WEBGPU_LIMITS.iter().find(|l| l.name == name) else {
                return Err(Fail::operation(format!(
                    "Failed to execute 'requestDevice' on 'GPUAdapter': The limit \"{name}\" with a non-undefined value is not recognized."
                )));
            };
            let value = *value as u64;
            let have = (limit.get)(&supported);
            let alignment = name.starts_with("min");
            if alignment && !value.is_power_of_two() {
                return Err(Fail::operation(format!(
                    "requestDevice: {name} must be a power of two, not {value}"
                )));
            }
            let better = if alignment { value < have } else { value > have };
            if better {
                return Err(Fail::operation(format!(
                    "requestDevice: {name} of {value} is better than the adapter's {have}; requiredLimits asks for at least a value, never more than adapter.limits has"
                )));
            }
            let default = (limit.get)(&wgpu::Limits::default());
            let worse = if alignment { value > default } else { value < default };
            if !worse {
                (limit.set)(&mut limits, value);
            }
        }
        // A software driver's device holds threads and memory of its own: past a few
        // dozen, the driver fails inside its own code (a crash, or "Parent device is
        // lost"). A page that holds this many and asks again is told so instead.
        if self.table.open_devices() >= MAX_OPEN_DEVICES {
            return Err(Fail::operation(
                crate::text::page::Say::TooManyDevices { max: MAX_OPEN_DEVICES }.text(self.lang),
            ));
        }
        let request = adapter.request_device(&wgpu::DeviceDescriptor {
            label: Some(d.label.as_str()).filter(|s| !s.is_empty()),
            required_features: features,
            required_limits: limits,
            ..Default::default()
        });
        let (device, queue) =
            pollster::block_on(request).map_err(|e| Fail::operation(format!("requestDevice: {e}")))?;
        let simulated = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let id = self.table.insert(Res::Device(DeviceRes {
            device: device.clone(),
            queue,
            scopes: Vec::new(),
            simulated_loss: simulated.clone(),
            lost: false,
            destroyed: false,
        }));
        let inbox = self.inbox.clone();
        device.on_uncaptured_error(Arc::new(move |e: wgpu::Error| {
            let (ty, message) = error_parts(&e);
            inbox
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .push(GpuEvent::Error {
                    device: id,
                    ty,
                    message,
                    place: None,
                });
        }));
        let inbox = self.inbox.clone();
        let lang = self.lang;
        device.set_device_lost_callback(move |reason, message| {
            let simulated = simulated.load(std::sync::atomic::Ordering::Relaxed);
            let reason = match reason {
                _ if simulated => "unknown",
                wgpu::DeviceLostReason::Destroyed => "destroyed",
                wgpu::DeviceLostReason::Unknown => "unknown",
            };
            let message = if simulated {
                crate::text::page::Say::SimulatedReset.text(lang)
            } else if message.is_empty() && reason == "destroyed" {
                // A browser's words for it.
                "Device was destroyed.".to_owned()
            } else {
                message
            };
            inbox
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .push(GpuEvent::Lost {
                    device: id,
                    reason,
                    message,
                });
        });
        self.step(crate::page_io::Step::DeviceMade);
        self.tally.granted_limits = WEBGPU_LIMITS
            .iter()
            .map(|l| (l.name.to_owned(), (l.get)(&device.limits()) as f64))
            .collect();
        self.device_revision += 1;
        Ok(json!({
            "id": id,
            "features": feature_names(device.features()),
            "limits": limits_json(&device.limits()),
            "info": info_json(&adapter),
        }))
    }

    /// `destroy()` on a buffer, texture, query set or device.
    pub fn destroy(&mut self, id: Id) -> Done<()> {
        match self.table.get(id)? {
            Res::Buffer(b) => {
                b.buffer.destroy();
                self.memory.release(id);
            }
            Res::Texture(t) => {
                t.destroy();
                self.memory.release(id);
                if self.tally.textures_alive.remove(&id) {
                    crate::page_io::push_step(&mut self.steps, crate::page_io::Step::Destroyed);
                }
            }
            Res::QuerySet(q) => q.destroy(),
            Res::Device(_) => {
                let d = self.table.device_mut(id)?;
                d.destroyed = true;
                d.device.destroy();
            }
            other => return Err(Fail::type_error(format!("{} has no destroy()", other.kind()))),
        }
        Ok(())
    }

    /// Ends every device of the page as a driver reset would (the device-loss knob):
    /// their `lost` promises resolve with reason "unknown". Lienzo does it by
    /// destroying them; the message says it is simulated.
    pub fn induce_loss(&mut self) {
        for id in self.table.ids() {
            if let Ok(d) = self.table.device(id) {
                d.simulated_loss.store(true, std::sync::atomic::Ordering::Relaxed);
                d.device.destroy();
            }
        }
    }

    pub fn push_error_scope(&mut self, device: Id, filter: &str) -> Done<()> {
        let filter = match filter {
            "validation" => wgpu::ErrorFilter::Validation,
            "out-of-memory" => wgpu::ErrorFilter::OutOfMemory,
            "internal" => wgpu::ErrorFilter::Internal,
            other => return Err(Fail::type_error(format!("'{other}' is not a GPUErrorFilter"))),
        };
        let d = self.table.device_mut(device)?;
        let guard = d.device.push_error_scope(filter);
        d.scopes.push(Scope {
            guard,
            filter,
            raised: None,
        });
        Ok(())
    }

    /// `popErrorScope()`: the scope's first error, or `null`. wgpu reports errors
    /// synchronously on native backends, so the answer is ready at once.
    pub fn pop_error_scope(&mut self, device: Id) -> Done<Value> {
        let d = self.table.device_mut(device)?;
        let scope = d
            .scopes
            .pop()
            .ok_or_else(|| Fail::operation("popErrorScope: there is no error scope to pop (pushErrorScope first)"))?;
        Ok(match pollster::block_on(scope.guard.pop()) {
            None => match scope.raised {
                Some((ty, message)) => json!({ "error": { "type": ty, "message": message } }),
                None => json!({ "error": null }),
            },
            Some(e) => {
                let (ty, message) = error_parts(&e);
                json!({ "error": { "type": ty, "message": message } })
            }
        })
    }
}

/// The type and text of a wgpu error, as `GPUError` has them: in WebGPU's words.
pub fn error_parts(e: &wgpu::Error) -> (&'static str, String) {
    match e {
        wgpu::Error::OutOfMemory { .. } => ("out-of-memory", super::gpu_words::browser_message(&e.to_string())),
        wgpu::Error::Validation { description, .. } => ("validation", super::gpu_words::browser_message(description)),
        wgpu::Error::Internal { description, .. } => ("internal", super::gpu_words::browser_message(description)),
    }
}
