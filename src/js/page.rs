//! A page: one QuickJS runtime running the student's host program with the prelude's
//! world, its GPU objects, and the event loop's steps (the module, timers, rendering
//! updates, GPU callbacks), each under a time budget.

use std::cell::{Cell, RefCell};
use std::path::PathBuf;
use std::rc::Rc;
use std::time::{Duration, Instant};

use rquickjs::function::Opt;
use rquickjs::{ArrayBuffer, CatchResultExt, CaughtError, Context, Ctx, Function, Module, Object, Persistent, Runtime, TypedArray, Value};
use serde_json::Value as Json;

use super::canvas::Presented;
use super::gpu::PageGpu;
use super::loader;
use super::resources::{Done, GpuEvent};
use super::words::{Callback, Say};
use crate::lesson::Lang;

const PRELUDE: &str = include_str!("prelude.js");
/// The largest file `fetch()` reads.
const MAX_FETCH_BYTES: u64 = 64 << 20;
/// The name stack traces give the prelude; its frames are never the program's place.
const PRELUDE_NAME: &str = "lienzo:prelude";

/// How the page is made.
pub struct PageOptions {
    /// The page's folder: modules are imported from it, and only from it.
    pub root: PathBuf,
    /// How paths in messages start (the folder as the user wrote it).
    pub shown_root: String,
    pub instance: wgpu::Instance,
    /// The adapter `requestAdapter()` answers with (`None`: it answers `null`).
    pub adapter: Option<wgpu::Adapter>,
    /// What `getPreferredCanvasFormat()` says.
    pub preferred: wgpu::TextureFormat,
    /// The most one callback may run before it is stopped.
    pub budget: Duration,
    /// The most memory the program's JavaScript objects may take.
    pub memory_limit: usize,
    /// The canvas's drawing buffer, and its CSS box in CSS pixels.
    pub canvas: (u32, u32),
    pub css_box: (f64, f64),
    /// The canvas's `id` (an `.html` page's own, else `canvas`).
    pub canvas_id: String,
    /// The language of what Lienzo says about the page.
    pub lang: Lang,
}

/// The canvas box a rendering update reports to `ResizeObserver` and `clientWidth`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CanvasBox {
    pub width: f64,
    pub height: f64,
    pub pixel_width: u32,
    pub pixel_height: u32,
}

/// What kind of line the page printed, from a log line up to a stopped page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Log,
    Info,
    Warn,
    Error,
    Debug,
    /// An uncaught exception or unhandled rejection.
    Exception,
    /// A WebGPU error nothing caught.
    GpuError,
    /// The page was stopped (time budget, memory).
    Stopped,
}

/// A line for the event log or the terminal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub level: Level,
    pub text: String,
    /// `file:line:col` in the student's program, when known.
    pub place: Option<String>,
}

struct Budget {
    limit: Duration,
    deadline: Cell<Option<Instant>>,
    what: Cell<Callback>,
    hit: Cell<bool>,
}

struct Shared {
    gpu: RefCell<PageGpu>,
    messages: RefCell<Vec<Message>>,
    budget: Budget,
    start: Instant,
    shown_root: String,
    /// Why the page stopped for good (an endless loop, out of memory).
    stopped: RefCell<Option<String>>,
    page_changed: Cell<bool>,
    observed: Cell<bool>,
    lang: Lang,
    memory_limit: usize,
    /// The page's folder, which `fetch()` reads.
    root: PathBuf,
}

impl Shared {
    fn say(&self, level: Level, text: String, place: Option<String>) {
        self.messages.borrow_mut().push(Message { level, text, place });
    }

    fn arm(&self, what: Callback) {
        self.budget.what.set(what);
        self.budget.deadline.set(Some(Instant::now() + self.budget.limit));
    }

    /// Runs a GPU operation: a failure becomes `{error, message}` for the prelude's
    /// `call()`, a panic inside wgpu becomes an `OperationError`, and an error wgpu
    /// raised during the call gets the program's place.
    fn op(&self, ctx: &Ctx<'_>, f: impl FnOnce(&mut PageGpu) -> Done<Json>) -> String {
        let before = self.gpu.borrow().inbox.lock().map_or(0, |i| i.len());
        let result = {
            let mut gpu = self.gpu.borrow_mut();
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(&mut gpu)))
        };
        self.place_new_errors(ctx, before);
        match result {
            Ok(Ok(v)) => v.to_string(),
            Ok(Err(fail)) => serde_json::json!({ "error": fail.name, "message": fail.message }).to_string(),
            Err(panic) => {
                let why = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                    .unwrap_or_default();
                serde_json::json!({ "error": "OperationError", "message": format!("wgpu refused the call: {why}") }).to_string()
            }
        }
    }

    fn place_new_errors(&self, ctx: &Ctx<'_>, before: usize) {
        let gpu = self.gpu.borrow();
        let Ok(mut inbox) = gpu.inbox.lock() else { return };
        if inbox.len() <= before {
            return;
        }
        let stack: String = ctx.eval("new Error().stack").unwrap_or_default();
        let place = program_place(&stack, &self.shown_root);
        for e in inbox.iter_mut().skip(before) {
            if let GpuEvent::Error { place: p @ None, .. } = e {
                p.clone_from(&place);
            }
        }
    }
}

/// The first frame of a stack trace in the program (not the prelude or an eval).
fn program_place(stack: &str, root: &str) -> Option<String> {
    stack.lines().find_map(|line| {
        let line = line.trim().strip_prefix("at ")?;
        let loc = line.rsplit_once('(').map_or(line, |(_, l)| l.trim_end_matches(')'));
        (!loc.starts_with(PRELUDE_NAME) && !loc.starts_with("eval_script") && loc.contains(':'))
            .then(|| join(root, loc))
    })
}

fn join(root: &str, loc: &str) -> String {
    if root.is_empty() || root == "." {
        loc.to_owned()
    } else {
        format!("{}/{loc}", root.trim_end_matches('/'))
    }
}

/// Rejected promises nobody handled yet, with their reasons.
type Unhandled = Rc<RefCell<Vec<(Persistent<Value<'static>>, Persistent<Value<'static>>)>>>;

/// A running page.
pub struct Page {
    // Dropped in this order: JavaScript values before the context, the context
    // before the runtime.
    host: Option<Persistent<Object<'static>>>,
    unhandled: Unhandled,
    /// The promise of the program's module: its rejection is an uncaught exception
    /// of the module's top level, not an unhandled promise.
    module: Option<Persistent<Value<'static>>>,
    shared: Rc<Shared>,
    ctx: Context,
    rt: Runtime,
}

impl Drop for Page {
    fn drop(&mut self) {
        self.host = None;
        self.module = None;
        self.unhandled.borrow_mut().clear();
        self.rt.run_gc();
    }
}

impl Page {
    /// Makes the runtime and the page's world. Fails only when QuickJS cannot start.
    pub fn new(opts: PageOptions) -> Result<Self, String> {
        let rt = Runtime::new().map_err(|e| format!("JavaScript engine: {e}"))?;
        rt.set_memory_limit(opts.memory_limit);
        rt.set_max_stack_size(1 << 20);
        let shared = Rc::new(Shared {
            gpu: RefCell::new(PageGpu::new(opts.instance, opts.adapter, opts.preferred, opts.lang)),
            messages: RefCell::new(Vec::new()),
            budget: Budget {
                limit: opts.budget,
                deadline: Cell::new(None),
                what: Cell::new(Callback::Module),
                hit: Cell::new(false),
            },
            start: Instant::now(),
            shown_root: opts.shown_root.clone(),
            stopped: RefCell::new(None),
            page_changed: Cell::new(false),
            observed: Cell::new(false),
            lang: opts.lang,
            memory_limit: opts.memory_limit,
            root: opts.root.clone(),
        });
        let s = shared.clone();
        rt.set_interrupt_handler(Some(Box::new(move || {
            let over = s.budget.deadline.get().is_some_and(|d| Instant::now() > d);
            if over {
                s.budget.hit.set(true);
            }
            over
        })));
        let unhandled: Unhandled = Rc::default();
        let u = unhandled.clone();
        rt.set_host_promise_rejection_tracker(Some(Box::new(move |ctx, promise, reason, handled| {
            let mut list = u.borrow_mut();
            if handled {
                list.retain(|(p, _)| p.clone().restore(&ctx).is_ok_and(|p| p != promise));
            } else {
                list.push((Persistent::save(&ctx, promise), Persistent::save(&ctx, reason)));
            }
        })));
        rt.set_loader(loader::Resolver, loader::Loader::new(opts.root.clone()));
        let ctx = Context::full(&rt).map_err(|e| format!("JavaScript engine: {e}"))?;
        let host = ctx.with(|ctx| -> Result<Persistent<Object<'static>>, String> {
            install(&ctx, &shared).map_err(|e| format!("Lienzo's page world: {e}"))?;
            let host: Object = ctx
                .eval_with_options(PRELUDE, {
                    let mut o = rquickjs::context::EvalOptions::default();
                    o.strict = true;
                    o.global = true;
                    o.filename = Some(PRELUDE_NAME.to_owned());
                    o
                })
                .catch(&ctx)
                .map_err(|e| format!("Lienzo's page world failed to start: {e}"))?;
            let init: Function = host.get("init").map_err(|e| e.to_string())?;
            init.call::<_, ()>((opts.canvas.0, opts.canvas.1, opts.css_box.0, opts.css_box.1, opts.canvas_id.clone()))
                .catch(&ctx)
                .map_err(|e| format!("Lienzo's page world failed to start: {e}"))?;
            Ok(Persistent::save(&ctx, host))
        })?;
        Ok(Self {
            host: Some(host),
            unhandled,
            module: None,
            shared,
            ctx,
            rt,
        })
    }

    /// Evaluates the program's module `name` (a path inside the root) with `source`.
    pub fn run_module(&mut self, name: &str, source: &str) {
        self.shared.arm(Callback::Module);
        let shared = self.shared.clone();
        let root = self.shared.shown_root.clone();
        let module = self.ctx.with(|ctx| {
            let result = Module::declare(ctx.clone(), name, source).and_then(rquickjs::Module::eval).catch(&ctx);
            match result {
                Ok((_, promise)) => Some(Persistent::save(&ctx, promise.into_value())),
                Err(e) => {
                    report(&shared, &ctx, &root, e);
                    None
                }
            }
        });
        self.module = module;
        self.after_task();
    }

    /// Whether the page was stopped for good.
    pub fn stopped(&self) -> Option<String> {
        self.shared.stopped.borrow().clone()
    }

    /// Runs due timers; returns how long until the next one.
    pub fn run_timers(&mut self) -> Option<Duration> {
        if self.stopped().is_some() {
            return None;
        }
        let next = self.call_host("timers", Callback::Timeout, ()).and_then(|v| v.as_number());
        self.after_task();
        let now = self.now_ms();
        next.filter(|n| *n >= 0.0).map(|n| Duration::from_secs_f64(((n - now) / 1000.0).max(0.0)))
    }

    /// One rendering update: visibility, `ResizeObserver`, `requestAnimationFrame`
    /// callbacks, then the canvas is presented (its pixels copied out with `read`).
    pub fn frame(&mut self, canvas_box: CanvasBox, resized: bool, visible: bool, read: bool) -> Option<Presented> {
        if self.stopped().is_some() {
            return None;
        }
        let observed = self.shared.observed.replace(false);
        let resized = resized || observed;
        let now = self.now_ms();
        self.ctx.with(|ctx| -> Option<()> {
            let host = self.host.clone()?.restore(&ctx).ok()?;
            let b = Object::new(ctx.clone()).ok()?;
            b.set("width", canvas_box.width).ok()?;
            b.set("height", canvas_box.height).ok()?;
            b.set("pixelWidth", canvas_box.pixel_width).ok()?;
            b.set("pixelHeight", canvas_box.pixel_height).ok()?;
            let f: Function = host.get("frame").ok()?;
            self.shared.arm(Callback::AnimationFrame);
            let r = f.call::<_, Value>((now, b, resized, visible)).catch(&ctx);
            if let Err(e) = r {
                report(&self.shared, &ctx, &self.shared.shown_root, e);
            }
            Some(())
        });
        self.after_task();
        let presented = self.shared.gpu.borrow_mut().present(read);
        self.pump(false);
        presented
    }

    /// Polls the devices and hands finished GPU work to the program (with `wait`,
    /// first waits for what is in flight).
    pub fn pump(&mut self, wait: bool) {
        self.shared.gpu.borrow().instance.poll_all(wait);
        let events: Vec<GpuEvent> = {
            let gpu = self.shared.gpu.borrow();
            let mut inbox = gpu.inbox.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            std::mem::take(&mut *inbox)
        };
        if events.is_empty() {
            return;
        }
        for e in &events {
            match e {
                GpuEvent::Lost { reason, message, .. } => self.shared.say(
                    Level::Warn,
                    Say::Lost {
                        reason: (*reason).to_owned(),
                        message: message.clone(),
                    }
                    .text(self.shared.lang),
                    None,
                ),
                GpuEvent::Settled { .. } => {
                    let mut gpu = self.shared.gpu.borrow_mut();
                    gpu.maps_in_flight = gpu.maps_in_flight.saturating_sub(1);
                }
                GpuEvent::Error { .. } => {}
            }
        }
        let text = serde_json::to_string(&events).unwrap_or_default();
        self.call_host("events", Callback::GpuCallback, (text,));
        self.after_task();
    }

    /// Milliseconds spent in each `requestAnimationFrame` callback since the last call.
    pub fn take_callback_ms(&self) -> Vec<f64> {
        self.ctx.with(|ctx| {
            let Some(host) = self.host.clone().and_then(|h| h.restore(&ctx).ok()) else {
                return Vec::new();
            };
            host.get::<_, Function>("takeCallbackMs")
                .and_then(|f| f.call::<_, Vec<f64>>(()))
                .unwrap_or_default()
        })
    }

    /// Imitates a driver reset: every device of the page is lost with reason
    /// "unknown", and the program's `device.lost` handlers run.
    pub fn induce_loss(&mut self) {
        self.shared.gpu.borrow_mut().induce_loss();
        self.pump(true);
    }

    /// Whether GPU work the program waits for is still in flight.
    pub fn gpu_pending(&self) -> bool {
        self.shared.gpu.borrow().maps_in_flight > 0
    }

    /// Whether the program asked for a rendering update.
    pub fn wants_frame(&self) -> bool {
        self.call_host_ro("pendingFrames").and_then(|v| v.as_number()).is_some_and(|n| n > 0.0)
    }

    pub fn take_messages(&self) -> Vec<Message> {
        std::mem::take(&mut self.shared.messages.borrow_mut())
    }

    /// The text the page wrote into its body.
    pub fn body_text(&self) -> String {
        self.ctx.with(|ctx| ctx.eval::<String, _>("document.body.textContent").unwrap_or_default())
    }

    fn now_ms(&self) -> f64 {
        self.shared.start.elapsed().as_secs_f64() * 1000.0
    }

    fn call_host<A: for<'js> rquickjs::function::IntoArgs<'js>>(&self, name: &str, what: Callback, args: A) -> Option<JsNumber> {
        self.ctx.with(|ctx| {
            let host = self.host.clone()?.restore(&ctx).ok()?;
            let f: Function = host.get(name).ok()?;
            self.shared.arm(what);
            match f.call::<_, Value>(args).catch(&ctx) {
                Ok(v) => Some(JsNumber(v.as_number())),
                Err(e) => {
                    report(&self.shared, &ctx, &self.shared.shown_root, e);
                    None
                }
            }
        })
    }

    fn call_host_ro(&self, name: &str) -> Option<JsNumber> {
        self.ctx.with(|ctx| {
            let host = self.host.clone()?.restore(&ctx).ok()?;
            let f: Function = host.get(name).ok()?;
            f.call::<_, Value>(()).ok().map(|v| JsNumber(v.as_number()))
        })
    }

    /// After each task: the microtask queue runs dry (under the budget), then
    /// rejections nobody handled are reported.
    fn after_task(&mut self) {
        loop {
            self.shared.arm(Callback::Promise);
            match self.rt.execute_pending_job() {
                Ok(true) => {}
                Ok(false) => break,
                Err(job) => {
                    job.0.with(|ctx| {
                        let e = CaughtError::catch(&ctx, Err::<(), _>(rquickjs::Error::Exception));
                        if let Err(e) = e {
                            report(&self.shared, &ctx, &self.shared.shown_root, e);
                        }
                    });
                }
            }
            if self.shared.stopped.borrow().is_some() {
                break;
            }
        }
        self.shared.budget.deadline.set(None);
        let list: Vec<_> = std::mem::take(&mut *self.unhandled.borrow_mut());
        if !list.is_empty() {
            self.ctx.with(|ctx| {
                let module = self.module.clone().and_then(|m| m.restore(&ctx).ok());
                for (promise, reason) in list {
                    let top_level = promise.restore(&ctx).ok() == module && module.is_some();
                    if let Ok(reason) = reason.restore(&ctx) {
                        let (text, place) = describe(&ctx, &reason, &self.shared.shown_root);
                        let how = if top_level { "Uncaught" } else { "Uncaught (in promise)" };
                        self.shared.say(Level::Exception, format!("{how} {text}"), place);
                    }
                }
            });
        }
    }
}

/// A number a host function answered, if it was one.
struct JsNumber(Option<f64>);

impl JsNumber {
    fn as_number(&self) -> Option<f64> {
        self.0
    }
}

/// Reports an exception that reached the event loop: its text and the program's place.
/// An interrupt is the time budget: the page stops for good, as a browser stops a
/// page that does not respond.
fn report<'js>(shared: &Shared, ctx: &Ctx<'js>, root: &str, e: CaughtError<'js>) {
    if shared.budget.hit.replace(false) {
        let place = match &e {
            CaughtError::Exception(x) => x.stack().and_then(|s| program_place(&s, root)),
            _ => None,
        };
        let text = Say::TooLong {
            what: shared.budget.what.get(),
            ms: shared.budget.limit.as_millis(),
        }
        .text(shared.lang);
        shared.say(Level::Stopped, text.clone(), place);
        shared.stopped.replace(Some(text));
        return;
    }
    let (text, place) = match e {
        CaughtError::Exception(x) => describe(ctx, x.as_value(), root),
        CaughtError::Value(v) => describe(ctx, &v, root),
        CaughtError::Error(e) => (e.to_string(), None),
    };
    uncaught(shared, &text, place);
}

/// An exception nobody caught; out of memory stops the page.
fn uncaught(shared: &Shared, text: &str, place: Option<String>) {
    if text.ends_with("out of memory") {
        let text = Say::OutOfMemory {
            mib: shared.memory_limit >> 20,
        }
        .text(shared.lang);
        shared.say(Level::Stopped, text.clone(), place);
        shared.stopped.replace(Some(text));
        return;
    }
    shared.say(Level::Exception, format!("Uncaught {text}"), place);
}

/// An exception's `Name: message` and the program's place in its stack.
fn describe<'js>(ctx: &Ctx<'js>, v: &Value<'js>, root: &str) -> (String, Option<String>) {
    let Some(obj) = v.as_object() else {
        let text: String = ctx
            .globals()
            .get::<_, Function>("String")
            .and_then(|f| f.call((v.clone(),)))
            .unwrap_or_default();
        return (text, None);
    };
    let name: Option<String> = obj.get("name").ok();
    let message: Option<String> = obj.get("message").ok();
    let stack: Option<String> = obj.get("stack").ok();
    let text = match (name, message) {
        (Some(n), Some(m)) if !m.is_empty() => format!("{n}: {m}"),
        (Some(n), _) => n,
        (None, Some(m)) => m,
        (None, None) => "an object was thrown".to_owned(),
    };
    (text, stack.and_then(|s| program_place(&s, root)))
}

/// Lends the bytes of a `Uint8Array` to `f`, which runs no JavaScript (a detached
/// buffer lends none).
#[allow(unsafe_code)]
fn with_bytes<R>(data: &TypedArray<'_, u8>, f: impl FnOnce(&[u8]) -> R) -> R {
    // SAFETY: the slice is valid until JavaScript runs again (rquickjs' contract for
    // `as_bytes`); `f` is a native operation that never calls into the engine.
    let bytes = unsafe { data.as_bytes() };
    f(bytes.unwrap_or(&[]))
}

/// Defines `__lz`, the native operations the prelude hides.
fn install<'js>(ctx: &Ctx<'js>, shared: &Rc<Shared>) -> rquickjs::Result<()> {
    let lz = Object::new(ctx.clone())?;
    macro_rules! op {
        ($name:literal, |$g:ident, $ctx:ident $(, $arg:ident : $ty:ty)*| $body:expr) => {{
            let s = shared.clone();
            lz.set(
                $name,
                Function::new(ctx.clone(), move |$ctx: Ctx<'js>, $($arg: $ty),*| -> String {
                    s.op(&$ctx, |$g| $body)
                })?,
            )?;
        }};
    }
    op!("requestAdapter", |g, c, o: String| g.request_adapter(&o));
    op!("requestDevice", |g, c, _a: u32, d: String| g.request_device(&d));
    op!("createBuffer", |g, c, dev: u32, d: String| g.create_buffer(dev, &d));
    op!("createTexture", |g, c, dev: u32, d: String| g.create_texture(dev, &d));
    op!("createView", |g, c, t: u32, d: String| g.create_view(t, &d));
    op!("createSampler", |g, c, dev: u32, d: String| g.create_sampler(dev, &d));
    op!("createShaderModule", |g, c, dev: u32, d: String| g.create_shader_module(dev, &d));
    op!("createBindGroupLayout", |g, c, dev: u32, d: String| g.create_bind_group_layout(dev, &d));
    op!("createPipelineLayout", |g, c, dev: u32, d: String| g.create_pipeline_layout(dev, &d));
    op!("createBindGroup", |g, c, dev: u32, d: String| g.create_bind_group(dev, &d));
    op!("createRenderPipeline", |g, c, dev: u32, d: String| g.create_render_pipeline(dev, &d));
    op!("createComputePipeline", |g, c, dev: u32, d: String| g.create_compute_pipeline(dev, &d));
    op!("createCommandEncoder", |g, c, dev: u32, d: String| g.create_command_encoder(dev, &d));
    op!("createQuerySet", |g, c, dev: u32, d: String| g.create_query_set(dev, &d));
    op!("getBindGroupLayout", |g, c, p: u32, i: u32| g.get_bind_group_layout(p, i));
    op!("renderPass", |g, c, e: u32, d: String, cmds: String| g.render_pass(e, &d, &cmds).map(|()| Json::Null));
    op!("computePass", |g, c, e: u32, d: String, cmds: String| g.compute_pass(e, &d, &cmds).map(|()| Json::Null));
    op!("copyBufferToBuffer", |g, c, e: u32, s: u32, so: f64, d: u32, dof: f64, n: f64| g
        .copy_buffer_to_buffer(e, s, so, d, dof, n)
        .map(|()| Json::Null));
    op!("copy", |g, c, e: u32, kind: String, s: String, d: String, n: String| g
        .copy(e, &kind, &s, &d, &n)
        .map(|()| Json::Null));
    op!("resolveQuerySet", |g, c, e: u32, q: u32, first: u32, n: u32, b: u32, o: f64| g
        .resolve_query_set(e, q, first, n, b, o)
        .map(|()| Json::Null));
    op!("clearBuffer", |g, c, e: u32, b: u32, o: f64, n: f64| g.clear_buffer(e, b, o, n).map(|()| Json::Null));
    op!("invalidate", |g, c, e: u32, why: String| g.invalidate(e, &why).map(|()| Json::Null));
    op!("finish", |g, c, e: u32, _d: String| g.finish(e));
    op!("submit", |g, c, dev: u32, ids: String| g.submit(dev, &ids).map(|()| Json::Null));
    op!("workDone", |g, c, dev: u32| g.work_done(dev).map(Json::from));
    op!("mapAsync", |g, c, b: u32, mode: u32, o: f64, n: f64| g.map_async(b, mode, o, n).map(Json::from));
    op!("unmap", |g, c, b: u32| g.unmap(b).map(|()| Json::Null));
    op!("destroy", |g, c, id: u32| g.destroy(id).map(|()| Json::Null));
    op!("pushErrorScope", |g, c, dev: u32, f: String| g.push_error_scope(dev, &f).map(|()| Json::Null));
    op!("popErrorScope", |g, c, dev: u32| g.pop_error_scope(dev));
    op!("configure", |g, c, d: String| g.configure(&d).map(|()| Json::Null));
    op!("currentTexture", |g, c, w: u32, h: u32| g.current_texture(w, h));

    let s = shared.clone();
    lz.set(
        "writeBuffer",
        Function::new(ctx.clone(), move |c: Ctx<'js>, dev: u32, b: u32, o: f64, data: TypedArray<'js, u8>| -> String {
            with_bytes(&data, |bytes| s.op(&c, |g| g.write_buffer(dev, b, o, bytes).map(|()| Json::Null)))
        })?,
    )?;
    let s = shared.clone();
    lz.set(
        "writeTexture",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>, dev: u32, dst: String, data: TypedArray<'js, u8>, layout: String, size: String| -> String {
                with_bytes(&data, |bytes| s.op(&c, |g| g.write_texture(dev, &dst, bytes, &layout, &size).map(|()| Json::Null)))
            },
        )?,
    )?;
    let s = shared.clone();
    lz.set(
        "writeMapped",
        Function::new(ctx.clone(), move |c: Ctx<'js>, b: u32, o: f64, data: TypedArray<'js, u8>| -> String {
            with_bytes(&data, |bytes| s.op(&c, |g| g.write_mapped(b, o, bytes).map(|()| Json::Null)))
        })?,
    )?;
    let s = shared.clone();
    lz.set(
        "getMappedRange",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>, b: u32, o: f64, n: f64, _read: Opt<bool>| -> rquickjs::Result<ArrayBuffer<'js>> {
                let bytes = s.gpu.borrow_mut().mapped_bytes(b, o, n);
                match bytes {
                    Ok(bytes) => ArrayBuffer::new(c, bytes),
                    Err(fail) => Err(rquickjs::Exception::throw_message(&c, &fail.message)),
                }
            },
        )?,
    )?;
    let s = shared.clone();
    lz.set(
        "readFile",
        Function::new(ctx.clone(), move |c: Ctx<'js>, url: String| -> rquickjs::Result<ArrayBuffer<'js>> {
            let bytes = super::loader::fetch_path(&url).and_then(|path| {
                let file = s.root.join(&path);
                match std::fs::metadata(&file) {
                    Ok(m) if m.len() > MAX_FETCH_BYTES => Err(format!("fetch('{url}'): the file is larger than {} MiB", MAX_FETCH_BYTES >> 20)),
                    _ => std::fs::read(&file).map_err(|e| format!("fetch('{url}'): {e}")),
                }
            });
            match bytes {
                Ok(bytes) => ArrayBuffer::new(c, bytes),
                Err(why) => Err(rquickjs::Exception::throw_type(&c, &why)),
            }
        })?,
    )?;
    lz.set(
        "decodeImage",
        Function::new(ctx.clone(), move |c: Ctx<'js>, data: TypedArray<'js, u8>| -> rquickjs::Result<Object<'js>> {
            let decoded = with_bytes(&data, |bytes| image::load_from_memory(bytes).map(|i| i.to_rgba8()));
            match decoded {
                Ok(img) => {
                    let o = Object::new(c.clone())?;
                    o.set("width", img.width())?;
                    o.set("height", img.height())?;
                    o.set("data", ArrayBuffer::new(c, img.into_raw())?)?;
                    Ok(o)
                }
                Err(e) => Err(rquickjs::Exception::throw_dom(&c, "InvalidStateError", &format!("createImageBitmap: the image cannot be decoded ({e}); Lienzo decodes PNG"))),
            }
        })?,
    )?;
    let s = shared.clone();
    lz.set(
        "copyImage",
        Function::new(
            ctx.clone(),
            move |c: Ctx<'js>, dev: u32, dst: String, pixels: TypedArray<'js, u8>, width: u32, size: String, flip: bool| -> String {
                with_bytes(&pixels, |bytes| s.op(&c, |g| g.copy_image(dev, &dst, bytes, width, &size, flip).map(|()| Json::Null)))
            },
        )?,
    )?;
    let s = shared.clone();
    lz.set("drop", Function::new(ctx.clone(), move |id: u32| {
        s.gpu.borrow_mut().table.remove(id);
    })?)?;
    let s = shared.clone();
    lz.set("unconfigure", Function::new(ctx.clone(), move || s.gpu.borrow_mut().unconfigure())?)?;
    let s = shared.clone();
    lz.set("canvasSized", Function::new(ctx.clone(), move || s.gpu.borrow_mut().canvas_sized())?)?;
    let s = shared.clone();
    lz.set("expired", Function::new(ctx.clone(), move |id: u32| s.gpu.borrow().expired(id))?)?;
    let s = shared.clone();
    lz.set("preferredFormat", Function::new(ctx.clone(), move || {
        serde_json::to_value(s.gpu.borrow().preferred)
            .ok()
            .and_then(|v| v.as_str().map(str::to_owned))
            .unwrap_or_default()
    })?)?;
    lz.set("wgslLanguageFeatures", Function::new(ctx.clone(), || {
        vec!["readonly_and_readwrite_storage_textures", "packed_4x8_integer_dot_product", "unrestricted_pointer_parameters", "pointer_composite_access"]
            .into_iter()
            .map(str::to_owned)
            .collect::<Vec<String>>()
    })?)?;
    lz.set("limitNames", Function::new(ctx.clone(), || {
        crate::gpu::limits::WEBGPU_LIMITS.iter().map(|l| l.name.to_owned()).collect::<Vec<String>>()
    })?)?;
    let s = shared.clone();
    lz.set("now", Function::new(ctx.clone(), move || s.start.elapsed().as_secs_f64() * 1000.0)?)?;
    lz.set("timeOrigin", Function::new(ctx.clone(), || {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    })?)?;
    let s = shared.clone();
    lz.set("log", Function::new(ctx.clone(), move |level: String, text: String| {
        let level = match level.as_str() {
            "error" => Level::Error,
            "warn" => Level::Warn,
            "info" => Level::Info,
            "debug" => Level::Debug,
            _ => Level::Log,
        };
        s.say(level, text, None);
    })?)?;
    let s = shared.clone();
    lz.set("uncaptured", Function::new(ctx.clone(), move |ty: String, message: String, place: Opt<String>| {
        s.say(Level::GpuError, Say::Uncaptured { ty, message }.text(s.lang), place.0);
    })?)?;
    let s = shared.clone();
    lz.set("exception", Function::new(ctx.clone(), move |c: Ctx<'js>, e: Value<'js>| {
        if s.budget.hit.get() {
            return;
        }
        let (text, place) = describe(&c, &e, &s.shown_root);
        uncaught(&s, &text, place);
    })?)?;
    let s = shared.clone();
    lz.set("enter", Function::new(ctx.clone(), move |what: String| {
        let what = match what.as_str() {
            "requestAnimationFrame" => Callback::AnimationFrame,
            "setTimeout" => Callback::Timeout,
            "ResizeObserver" => Callback::ResizeObserver,
            _ => Callback::Other,
        };
        s.arm(what);
    })?)?;
    let s = shared.clone();
    lz.set("pageChanged", Function::new(ctx.clone(), move || s.page_changed.set(true))?)?;
    let s = shared.clone();
    lz.set("observed", Function::new(ctx.clone(), move || s.observed.set(true))?)?;
    ctx.globals().set("__lz", lz)?;
    Ok(())
}
