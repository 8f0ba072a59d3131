//! A page: one QuickJS runtime running the student's host program with the prelude's
//! world, its GPU objects, and the event loop's steps (the module, timers, rendering
//! updates, GPU callbacks), each under a time budget.

use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::Duration;

use super::clock::Clock;

use rquickjs::{CatchResultExt, CaughtError, Context, Function, Module, Object, Persistent, Runtime, Value};

use super::canvas::Presented;
use super::gpu::PageGpu;
use super::loader;
use super::natives::install;
pub use super::options::PageOptions;
use super::resources::GpuEvent;
use super::shared::{Budget, PRELUDE_NAME, Shared, describe, report};
pub use crate::page_io::{AdapterMask, CanvasBox, Level, Message};
use crate::text::page::{Callback, Say};

/// The binding and the page's world in JavaScript: one script in twelve files, run as
/// one. The world (`src/page/world.js`) is the web build's Worker's too.
const PRELUDE: &str = concat!(
    include_str!("prelude/head.js"),
    include_str!("prelude/webidl.js"),
    include_str!("prelude/gpu.js"),
    include_str!("prelude/objects.js"),
    include_str!("prelude/canvas.js"),
    include_str!("prelude/page.js"),
    include_str!("prelude/canvas2d.js"),
    include_str!("prelude/web.js"),
    include_str!("prelude/streams.js"),
    include_str!("../page/forms.js"),
    include_str!("../page/world.js"),
    include_str!("prelude/host.js"),
);

/// Rejected promises nobody handled yet, with their reasons.
type Unhandled = Rc<RefCell<Vec<(Persistent<Value<'static>>, Persistent<Value<'static>>)>>>;

/// A running page.
pub struct Page {
    // Dropped in this order: JavaScript values before the context, the context
    // before the runtime.
    host: Option<Persistent<Object<'static>>>,
    unhandled: Unhandled,
    /// The promises of the page's modules: a rejection is an uncaught exception of a
    /// module's top level, not an unhandled promise.
    modules: Vec<Persistent<Value<'static>>>,
    shared: Rc<Shared>,
    /// The editors' texts the module loader reads (a hot update changes one).
    open_files: loader::OpenFiles,
    ctx: Context,
    rt: Runtime,
    /// When the collector runs: see [`Page::collect_if_due`].
    collect: Collect,
    /// The frames the last rendering update presented to the other canvases the window
    /// shows ([`Page::take_other_frames`]).
    other_frames: Vec<(u32, super::canvas::Presented)>,
}

/// QuickJS frees an object when its last reference goes, but objects in a cycle (a
/// device, its queue and its `lost` promise's handlers) wait for its cycle collector,
/// which runs when the JavaScript heap has grown. The page's GPU objects are small
/// there and large on the GPU, so without more a lost device's whole world stayed
/// alive: 5 MiB a reset on lavapipe (`lienzo bench loss`). As a browser tells its
/// collector about memory held outside the heap, the page runs the collector when its
/// native objects have doubled since the last run, and after a device is lost.
#[derive(Default)]
struct Collect {
    /// Native objects alive after the last collection.
    objects_after: usize,
    /// A device was lost since the last collection.
    device_lost: bool,
}

/// The fewest native objects worth a collection.
const COLLECT_FROM: usize = 256;

impl Drop for Page {
    fn drop(&mut self) {
        if self.shared.gpu_stuck.get() {
            // Dropping a device waits for its work, which never ends: the objects are
            // left to the process's end instead.
            std::mem::forget(std::mem::take(&mut self.shared.gpu.borrow_mut().table));
        }
        self.host = None;
        self.ctx.with(|ctx| {
            let _ = ctx.remove_userdata::<loader::HotContexts>();
            let _ = ctx.remove_userdata::<loader::QuietStack>();
        });
        self.modules.clear();
        self.unhandled.borrow_mut().clear();
        self.rt.run_gc();
    }
}

impl Page {
    /// Makes the runtime and the page's world. Fails only when QuickJS cannot start.
    pub fn new(opts: PageOptions) -> Result<Self, String> {
        let rt = Runtime::new().map_err(|e| format!("JavaScript engine: {e}"))?;
        let open_files: loader::OpenFiles = std::sync::Arc::new(std::sync::Mutex::new(opts.open_files.clone()));
        let seen = opts
            .adapter
            .as_ref()
            .map(|a| super::gpu::adapter_seen(a, &opts.mask))
            .unwrap_or_default();
        rt.set_memory_limit(opts.memory_limit);
        rt.set_max_stack_size(1 << 20);
        let shared = Rc::new(Shared {
            gpu: RefCell::new(PageGpu::new(
                opts.instance,
                opts.adapter,
                opts.preferred,
                opts.lang,
                opts.gpu_memory,
                seen,
            )),
            messages: RefCell::new(Vec::new()),
            budget: Budget {
                limit: opts.budget,
                deadline: Cell::new(None),
                what: Cell::new(Callback::Module),
                hit: Cell::new(false),
            },
            clock: Clock::new(opts.clock),
            shown_root: opts.shown_root.clone(),
            stopped: RefCell::new(None),
            lang: opts.lang,
            memory_limit: opts.memory_limit,
            root: opts.root.clone(),
            sources: super::places::Sources::new(opts.root.clone(), open_files.clone()),
            accepts: RefCell::new(None),
            reload: Cell::new(false),
            gpu_stuck: Cell::new(false),
            heap: super::shared::Heap::default(),
        });
        let s = shared.clone();
        rt.set_interrupt_handler(Some(Box::new(move || {
            let over = s
                .budget
                .deadline
                .get()
                .is_some_and(|d| super::clock::thread_cpu_time() > d);
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
        let importers = loader::Importers::default();
        rt.set_loader(
            loader::Resolver::new(&opts.site, importers.clone()),
            loader::Loader::new(opts.root.clone(), open_files.clone(), importers),
        );
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
            let first = CanvasBox {
                width: opts.css_box.0,
                height: opts.css_box.1,
                pixel_width: (opts.css_box.0 * opts.dpr).round() as u32,
                pixel_height: (opts.css_box.1 * opts.dpr).round() as u32,
            };
            let first = box_object(&ctx, first).map_err(|e| e.to_string())?;
            init.call::<_, ()>((
                opts.canvas.0,
                opts.canvas.1,
                first,
                opts.canvas_id.clone(),
                opts.mask.to_json().to_string(),
                // A page paced on a virtual clock is deterministic: Math.random seeded.
                (opts.clock == crate::js::ClockKind::Virtual).then_some(1),
                opts.page_layout,
            ))
            .catch(&ctx)
            .map_err(|e| format!("Lienzo's page world failed to start: {e}"))?;
            let _ = ctx.store_userdata(loader::SiteRoot(opts.root.clone(), open_files.clone()));
            let hot: Function = host.get("hotContext").map_err(|e| e.to_string())?;
            let _ = ctx.store_userdata(loader::HotContexts(Persistent::save(&ctx, hot)));
            let stack: Function = host.get("stack").map_err(|e| e.to_string())?;
            let _ = ctx.store_userdata(loader::QuietStack(Persistent::save(&ctx, stack)));
            Ok(Persistent::save(&ctx, host))
        })?;
        shared.heap.measure(&rt, None);
        Ok(Self {
            host: Some(host),
            open_files,
            unhandled,
            modules: Vec::new(),
            shared,
            ctx,
            rt,
            collect: Collect::default(),
            other_frames: Vec::new(),
        })
    }

    /// Evaluates the program's module `name` (a path inside the root) with `source`.
    pub fn run_module(&mut self, name: &str, source: &str) {
        self.shared.arm(Callback::Module);
        let shared = self.shared.clone();
        let root = self.shared.shown_root.clone();
        let module = self.ctx.with(|ctx| {
            let result = Module::declare(ctx.clone(), name, source)
                .and_then(|m| {
                    loader::set_meta_url(&m, name)?;
                    m.eval()
                })
                .catch(&ctx);
            match result {
                Ok((_, promise)) => Some(Persistent::save(&ctx, promise.into_value())),
                Err(e) => {
                    report(&shared, &ctx, &root, e);
                    None
                }
            }
        });
        self.modules.extend(module);
        self.after_task();
    }

    /// Runs a classic script (`<script>` without `type="module"`) in the global scope,
    /// as one task: its top-level `var`s and functions become globals.
    pub fn run_script(&mut self, name: &str, source: &str) {
        self.shared.arm(Callback::Module);
        let shared = self.shared.clone();
        let root = self.shared.shown_root.clone();
        self.ctx.with(|ctx| {
            let mut o = rquickjs::context::EvalOptions::default();
            o.global = true;
            o.strict = false;
            o.filename = Some(name.to_owned());
            if let Err(e) = ctx.eval_with_options::<(), _>(source, o).catch(&ctx) {
                report(&shared, &ctx, &root, e);
            }
        });
        self.after_task();
    }

    /// Runs an `.html` page: its elements become the document, its scripts run in the
    /// order a browser runs them, then `DOMContentLoaded` and `load` are fired. A script
    /// that cannot be read is an error on the console, as a browser's failed load is, and
    /// the others still run.
    pub fn run_document(&mut self, doc: &super::document::Document) {
        self.call_host("document", Callback::Other, (doc.to_json().to_string(),));
        for w in &doc.warnings {
            self.shared.say(Level::Error, w.clone(), None);
        }
        let mut parsed = false;
        for script in &doc.scripts {
            if script.deferred && !parsed {
                parsed = true;
                self.call_host("parsed", Callback::Other, ());
            }
            if self.stopped().is_some() {
                return;
            }
            match (&script.source, script.kind) {
                (Err(why), _) => self.shared.say(Level::Exception, why.clone(), None),
                (Ok(source), super::document::ScriptKind::Classic) => {
                    self.call_host("currentScript", Callback::Other, (script.element as i32,));
                    self.run_script(&script.name, source);
                    self.call_host("currentScript", Callback::Other, (-1,));
                }
                (Ok(source), super::document::ScriptKind::Module) => self.run_module(&script.name, source),
            }
        }
        if !parsed {
            self.call_host("parsed", Callback::Other, ());
        }
        self.call_host("loaded", Callback::Other, ());
        self.after_task();
    }

    /// The pointer over the canvas changed: its events run as one task.
    pub fn pointer(&mut self, pointer: Option<crate::page_io::Pointer>) {
        if self.stopped().is_some() {
            return;
        }
        let json = serde_json::to_string(&pointer).unwrap_or_else(|_| "null".to_owned());
        self.call_host("pointer", Callback::Other, (json,));
        self.after_task();
    }

    /// A key pressed or released over the page: its events run as one task.
    pub fn key(&mut self, key: &crate::page_io::KeyPress) {
        if self.stopped().is_some() {
            return;
        }
        let json = serde_json::to_string(key).unwrap_or_else(|_| "null".to_owned());
        self.call_host("key", Callback::Other, (json,));
        self.after_task();
    }

    /// A file of the page was edited. Returns whether a module took it in place
    /// (`import.meta.hot.accept`); its callbacks run as one task. Later imports and
    /// `fetch()`es of the file read the new text either way. `check`: the window's check
    /// of the text, kept for the shader module a callback makes of it.
    pub fn hot_update(&mut self, file: &str, text: &str, check: Option<crate::wgsl::ModuleCheck>) -> bool {
        if let Some(check) = check {
            self.shared.gpu.borrow_mut().shader_checks.seed(text, check);
        }
        self.open_files
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(file.to_owned(), text.to_owned());
        if self.stopped().is_some() {
            return false;
        }
        let taken = self.call_host("hotUpdate", Callback::Other, (file.to_owned(), text.to_owned()));
        self.after_task();
        taken.is_some_and(|n| n > 0.0)
    }

    /// The files the page takes in place, when that changed since the last call.
    pub fn take_accepts(&self) -> Option<Vec<String>> {
        self.shared.accepts.borrow_mut().take()
    }

    /// Whether the page asked to run again since the last call.
    pub fn take_reload(&self) -> bool {
        self.shared.reload.replace(false)
    }

    /// Whether the page was stopped for good.
    pub fn stopped(&self) -> Option<String> {
        self.shared.stopped.borrow().clone()
    }

    /// Runs the timers due, each as a task of its own; returns how long until the
    /// next one.
    pub fn run_timers(&mut self) -> Option<Duration> {
        let mut next = None;
        // A timer that keeps setting another due at once is clamped to 4 ms by the
        // world; this bounds one call's rounds anyway.
        for _ in 0..1000 {
            if self.stopped().is_some() {
                return None;
            }
            next = self.call_host("timers", Callback::Timeout, ()).filter(|n| *n >= 0.0);
            self.after_task();
            if next.is_none_or(|n| n > self.now_ms()) {
                break;
            }
        }
        let now = self.now_ms();
        next.map(|n| Duration::from_secs_f64(((n - now) / 1000.0).max(0.0)))
    }

    /// Moves a virtual clock to `ms`, running each timer due on the way at its own time
    /// (its callback reads its due time from `performance.now()`), with the GPU work it
    /// waits for delivered in between. A real clock is not moved: its due timers run.
    pub fn advance_to(&mut self, ms: f64) {
        if !self.shared.clock.is_virtual() {
            self.run_timers();
            return;
        }
        // A timer that keeps setting a timer due at once (clamped to 4 ms by the
        // world) moves the clock; this bounds the rounds anyway, and the time they
        // take in all: timers that multiply, each quick, are stopped like one endless
        // callback, in the page's own CPU time (a loaded machine changes nothing).
        let start = super::clock::thread_cpu_time();
        let limit = self.shared.budget.limit * TIMER_ROUNDS_BUDGETS;
        for _ in 0..10_000 {
            if self.stopped().is_some() {
                return;
            }
            if super::clock::thread_cpu_time().saturating_sub(start) > limit {
                let why = Say::TimerStorm { ms: limit.as_millis() }.text(self.shared.lang);
                self.shared.say(Level::Stopped, why.clone(), None);
                self.shared.stopped.replace(Some(why));
                return;
            }
            let next = self.call_host("nextTimer", Callback::Timeout, ()).unwrap_or(-1.0);
            if next < 0.0 || next > ms {
                break;
            }
            self.shared.clock.advance_to(next);
            self.call_host("timers", Callback::Timeout, ());
            self.after_task();
            self.pump(false);
        }
        self.shared.clock.advance_to(ms);
    }

    /// One rendering update at the clock's time: visibility, the
    /// `requestAnimationFrame` callbacks, the `ResizeObserver`s when the box changed,
    /// then the canvas is presented (its pixels copied out with `read`).
    pub fn frame(&mut self, canvas_box: CanvasBox, visible: bool, read: bool) -> Option<Presented> {
        if self.stopped().is_some() {
            return None;
        }
        let now = self.now_ms();
        self.ctx.with(|ctx| -> Option<()> {
            let host = self.host.clone()?.restore(&ctx).ok()?;
            let b = box_object(&ctx, canvas_box).ok()?;
            let f: Function = host.get("update").ok()?;
            self.shared.arm(Callback::AnimationFrame);
            let r = f.call::<_, Value>((now, b, visible)).catch(&ctx);
            if let Err(e) = r {
                report(&self.shared, &ctx, &self.shared.shown_root, e);
            }
            Some(())
        });
        self.after_task();
        let (presented, others) = self.shared.gpu.borrow_mut().present(read);
        self.other_frames = others;
        self.pump(false);
        self.collect_if_due();
        presented
    }

    /// Runs the cycle collector when the page's native objects have doubled since its
    /// last run (and number at least [`COLLECT_FROM`]), or a device was lost; the
    /// `FinalizationRegistry` callbacks it queues release the objects' GPU side.
    fn collect_if_due(&mut self) {
        let objects = self.shared.gpu.borrow().table.len();
        let grown = objects >= COLLECT_FROM.max(self.collect.objects_after * 2);
        if !(grown || std::mem::take(&mut self.collect.device_lost)) {
            return;
        }
        self.rt.run_gc();
        self.after_task();
        self.collect.objects_after = self.shared.gpu.borrow().table.len();
    }

    /// Polls the devices and hands finished GPU work to the program (with `wait`,
    /// first waits for what is in flight).
    pub fn pump(&mut self, wait: bool) {
        if wait && !self.wait_for_gpu() {
            let why = Say::GpuStuck {
                secs: GPU_WAIT.as_secs(),
            }
            .text(self.shared.lang);
            self.shared.say(Level::Stopped, why.clone(), None);
            self.shared.stopped.replace(Some(why));
            self.shared.gpu_stuck.set(true);
            return;
        }
        {
            let _call = super::native_watch::enter();
            self.shared.gpu.borrow().instance.poll_all(false);
        }
        let mut events: Vec<GpuEvent> = {
            let gpu = self.shared.gpu.borrow();
            let mut inbox = gpu.inbox.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            std::mem::take(&mut *inbox)
        };
        if events.is_empty() {
            return;
        }
        // A map that failed validation is rejected with the validation error's reason,
        // not wgpu's one sentence for every failed map.
        {
            let mut gpu = self.shared.gpu.borrow_mut();
            for e in &mut events {
                if let GpuEvent::Settled { token, ok, message } = e
                    && let Some(reason) = gpu.map_reasons.remove(token)
                    && !*ok
                {
                    *message = format!(
                        "Failed to execute 'mapAsync' on 'GPUBuffer': {}",
                        reason.lines().next().unwrap_or_default()
                    );
                }
            }
        }
        for e in &events {
            if let GpuEvent::Lost { device, .. } = e
                && let Ok(d) = self.shared.gpu.borrow_mut().table.device_mut(*device)
            {
                d.lost = true;
            }
            match e {
                GpuEvent::Lost { reason, message, .. } => {
                    self.collect.device_lost = true;
                    self.shared.gpu.borrow_mut().step(crate::page_io::Step::Lost {
                        reason: (*reason).to_owned(),
                    });
                    self.shared.say(
                        Level::Warn,
                        Say::Lost {
                            reason: (*reason).to_owned(),
                            message: message.clone(),
                        }
                        .text(self.shared.lang),
                        None,
                    );
                }
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

    /// Whether the next rendering update has callbacks to run (see `FromPage::Wants`).
    pub fn wants_frame(&self) -> bool {
        // A canvas drawn since the last update is presented by the next one.
        let drawn = self.shared.gpu.borrow().canvas.current.is_some();
        self.stopped().is_none()
            && (drawn
                || self
                    .call_host("wantsFrame", Callback::Other, ())
                    .is_none_or(|n| n > 0.0))
    }

    /// Milliseconds spent in each `requestAnimationFrame` callback since the last call.
    pub fn take_callback_ms(&self) -> Vec<f64> {
        self.host_list("takeCallbackMs")
    }

    /// Imitates a driver reset: every device of the page is lost with reason
    /// "unknown", and the program's `device.lost` handlers run.
    pub fn induce_loss(&mut self) {
        self.call_host("lost", Callback::Other, ());
        self.shared.gpu.borrow_mut().induce_loss();
        self.pump(true);
    }

    /// Frames the canvas presented so far (a live device's texture, not of zero size).
    pub fn presents(&self) -> u64 {
        self.shared.gpu.borrow().canvas.presents
    }

    /// The size of the last frame presented.
    pub fn last_presented_size(&self) -> Option<(u32, u32)> {
        self.shared.gpu.borrow().canvas.last_size
    }

    /// The calls that shaped the frame since the last call.
    pub fn take_steps(&self) -> Vec<crate::page_io::Step> {
        std::mem::take(&mut self.shared.gpu.borrow_mut().steps)
    }

    /// What the program did so far that a check counts.
    /// The device part of the tally, for the window's device panel.
    pub fn device(&self) -> Option<crate::page_io::PageDevice> {
        self.shared.gpu.borrow().tally.device()
    }

    /// Changes with the device part of the tally ([`Page::device`]), which is read only
    /// when this moved.
    pub fn device_revision(&self) -> u64 {
        self.shared.gpu.borrow().device_revision
    }

    pub fn tally(&self) -> super::gpu::Tally {
        self.shared.gpu.borrow().tally.clone()
    }

    /// Whether GPU work the program waits for is still in flight.
    pub fn gpu_pending(&self) -> bool {
        self.shared.gpu.borrow().maps_in_flight > 0
    }

    pub fn take_messages(&self) -> Vec<Message> {
        std::mem::take(&mut self.shared.messages.borrow_mut())
    }

    /// The text the page wrote into its body, without its form controls, their labels
    /// and the text that names them (the window shows those in a panel of their own),
    /// as the last [`Page::controls`] named them.
    pub fn text_beside_controls(&self) -> String {
        self.ctx
            .with(|ctx| {
                let host = self.host.clone()?.restore(&ctx).ok()?;
                let f: Function = host.get("textBesideControls").ok()?;
                self.shared.arm(Callback::Other);
                f.call::<_, String>(()).catch(&ctx).ok()
            })
            .unwrap_or_default()
    }

    /// The text the page wrote into its body.
    pub fn body_text(&self) -> String {
        self.ctx
            .with(|ctx| ctx.eval::<String, _>("document.body.innerText").unwrap_or_default())
    }

    /// The canvases of the page's document other than the window's own that have a
    /// configured WebGPU context or are drawn in 2D (but the bitmap `except_2d`), in
    /// document order, by their numbers and names (`<canvas id="preview">`); empty when
    /// it has none (or listing them threw).
    pub fn other_canvases(&self, except_2d: Option<u32>) -> Vec<(u32, String)> {
        self.ctx
            .with(|ctx| {
                let host = self.host.clone()?.restore(&ctx).ok()?;
                let f: Function = host.get("otherCanvases").ok()?;
                self.shared.arm(Callback::Other);
                let json: String = f.call(()).catch(&ctx).ok()?;
                let all = serde_json::from_str::<Vec<(u32, String)>>(&json).ok()?;
                // Those with a configured WebGPU context, and those drawn in 2D (a
                // histogram, a stats panel) but the bitmap `except_2d`, which the
                // viewport shows.
                let bitmap_of: Function = host.get("bitmapOf").ok()?;
                let gpu = self.shared.gpu.borrow();
                let shown = |n: u32| {
                    if gpu.other_canvases.get(&n).is_some_and(|c| c.config.is_some()) {
                        return true;
                    }
                    let id = bitmap_of.call::<_, f64>((n,)).catch(&ctx).unwrap_or(-1.0);
                    id >= 0.0 && except_2d != Some(id as u32)
                };
                Some(all.into_iter().filter(|(n, _)| shown(*n)).collect())
            })
            .unwrap_or_default()
    }

    /// The canvas a browser shows first when it is drawn in 2D or shows an ImageBitmap
    /// (see the prelude's `host.shownBitmap`), when it changed since the key `seen`:
    /// `(key, width, height, straight RGBA8)`. A browser shows such a canvas as it is
    /// drawn, with no present; the window shows it when the WebGPU canvas presents
    /// nothing.
    pub fn shown_2d(&self, seen: u64) -> Option<(u64, u32, u32, Vec<u8>)> {
        /// Bitmaps' keys: their version with the top bit set, apart from 2D canvases'.
        const BITMAP: u64 = 1 << 63;
        self.ctx.with(|ctx| {
            let host = self.host.clone()?.restore(&ctx).ok()?;
            let f: Function = host.get("shownBitmap").ok()?;
            // It reads the page's canvases, whose methods a page may have replaced.
            self.shared.arm(Callback::Other);
            let seen_version = if seen & BITMAP != 0 {
                (seen & !BITMAP) as f64
            } else {
                -1.0
            };
            let shown: Value = f.call((seen_version,)).catch(&ctx).ok()?;
            if let Some(id) = shown.as_number() {
                let canvases = ctx.userdata::<super::natives::Shown2d>()?;
                return super::canvas2d::shown_2d(&canvases.0, id as u32, seen);
            }
            let [version, width, height, pixels]: [Value; 4] = shown
                .into_array()?
                .iter()
                .collect::<rquickjs::Result<Vec<Value>>>()
                .ok()?
                .try_into()
                .ok()?;
            let (width, height) = (width.as_number()? as u32, height.as_number()? as u32);
            let version = version.as_number()? as u64;
            let pixels = rquickjs::TypedArray::<u8>::from_value(pixels).ok()?;
            let bytes = super::natives::with_bytes(&pixels, <[u8]>::to_vec);
            (bytes.len() == width as usize * height as usize * 4).then_some((BITMAP | version, width, height, bytes))
        })
    }

    /// The bitmap of the page's other canvas `canvas` (a number of
    /// [`Page::other_canvases`]) when the page draws it in 2D, as
    /// [`canvas2d::shown_2d`](super::canvas2d::shown_2d) gives it: `None` when it is not
    /// drawn in 2D, or has not changed since the key `seen`, or is the bitmap `except`.
    pub fn other_2d(&self, canvas: u32, seen: u64, except: Option<u32>) -> Option<(u64, u32, u32, Vec<u8>)> {
        // A WebGPU canvas's frames come from its presents: its element is not looked up
        // in the page's tree after each update.
        let webgpu = self
            .shared
            .gpu
            .borrow()
            .other_canvases
            .get(&canvas)
            .is_some_and(|c| c.config.is_some());
        if webgpu {
            return None;
        }
        self.ctx.with(|ctx| {
            let host = self.host.clone()?.restore(&ctx).ok()?;
            let f: Function = host.get("bitmapOf").ok()?;
            // It reads the page's canvases, whose methods a page may have replaced.
            self.shared.arm(Callback::Other);
            let id = f.call::<_, f64>((canvas,)).catch(&ctx).ok()?;
            if id < 0.0 || except == Some(id as u32) {
                return None;
            }
            let canvases = ctx.userdata::<super::natives::Shown2d>()?;
            super::canvas2d::shown_2d(&canvases.0, id as u32, seen)
        })
    }

    /// How many canvases besides the window's own have had a context so far.
    pub fn canvases_made(&self) -> usize {
        self.shared.gpu.borrow().other_canvases.len()
    }

    /// Which other canvases the window shows: from the next rendering update on, their
    /// frames are read for it ([`Page::take_other_frames`]).
    pub fn show_other_canvases(&self, canvases: Vec<u32>) {
        self.shared.gpu.borrow_mut().shown_others = canvases;
    }

    /// The frames the last rendering update presented to the other canvases the window
    /// shows, by canvas number.
    pub fn take_other_frames(&mut self) -> Vec<(u32, super::canvas::Presented)> {
        std::mem::take(&mut self.other_frames)
    }

    /// The page's form controls, as the window's panel shows them (src/page/forms.js);
    /// empty when it has none, or when listing them threw.
    pub fn controls(&self) -> Vec<crate::page_io::PageControl> {
        self.ctx
            .with(|ctx| {
                let host = self.host.clone()?.restore(&ctx).ok()?;
                let f: Function = host.get("controls").ok()?;
                self.shared.arm(Callback::Other);
                let json: String = f.call(()).catch(&ctx).ok()?;
                serde_json::from_str(&json).ok()
            })
            .unwrap_or_default()
    }

    /// The student changed a form control in the window's panel: its events run as one
    /// task.
    pub fn control(&mut self, change: &crate::page_io::ControlChange) {
        if self.stopped().is_some() {
            return;
        }
        let json = serde_json::to_string(change).unwrap_or_else(|_| "null".to_owned());
        self.call_host("control", Callback::Other, (json,));
        self.after_task();
    }

    /// The page's clock, in milliseconds since it started.
    pub fn now_ms(&self) -> f64 {
        self.shared.clock.now_ms()
    }

    /// Starts recording the world's trace of each rendering update.
    pub fn trace(&mut self) {
        self.call_host("trace", Callback::Other, (true,));
    }

    /// The world's trace since the last call: what each rendering update did, in the
    /// world's words (the web build's Worker says the same).
    pub fn take_trace(&self) -> Vec<String> {
        self.host_list("takeTrace")
    }

    /// The list the world's `host[name]()` answers (the world's own bookkeeping, which
    /// runs no program code).
    fn host_list<T: for<'js> rquickjs::FromJs<'js>>(&self, name: &str) -> Vec<T> {
        self.ctx.with(|ctx| {
            let Some(host) = self.host.clone().and_then(|h| h.restore(&ctx).ok()) else {
                return Vec::new();
            };
            host.get::<_, Function>(name)
                .and_then(|f| f.call::<_, Vec<T>>(()))
                .unwrap_or_default()
        })
    }

    /// Calls the prelude's `host[name]` under the time budget of `what`; its answer,
    /// when it is a number. An exception is reported.
    fn call_host<A: for<'js> rquickjs::function::IntoArgs<'js>>(
        &self,
        name: &str,
        what: Callback,
        args: A,
    ) -> Option<f64> {
        self.ctx.with(|ctx| {
            let host = self.host.clone()?.restore(&ctx).ok()?;
            let f: Function = host.get(name).ok()?;
            self.shared.arm(what);
            match f.call::<_, Value>(args).catch(&ctx) {
                Ok(v) => v.as_number(),
                Err(e) => {
                    report(&self.shared, &ctx, &self.shared.shown_root, e);
                    None
                }
            }
        })
    }

    /// Waits for the work submitted on each of the page's devices, at most
    /// [`GPU_WAIT`] each; false when the GPU did not finish in time (a dispatch of
    /// billions of workgroups), as a browser's GPU watchdog would give up on it.
    fn wait_for_gpu(&self) -> bool {
        let devices: Vec<wgpu::Device> = {
            let gpu = self.shared.gpu.borrow();
            gpu.table
                .ids()
                .into_iter()
                .filter_map(|id| gpu.table.device(id).ok().map(|d| d.device.clone()))
                .collect()
        };
        let _call = super::native_watch::enter();
        devices.iter().all(|d| {
            !matches!(
                d.poll(wgpu::PollType::Wait {
                    submission_index: None,
                    timeout: Some(GPU_WAIT),
                }),
                Err(wgpu::PollError::Timeout)
            )
        })
    }

    /// QuickJS drops a promise job it has no memory to queue (it ignores
    /// `JS_EnqueueJob`'s failure) and leaves the out-of-memory error pending, in a task
    /// or a job that otherwise ended well: the page is stopped for it in words, where a
    /// `Promise.all` that can never settle would leave it waiting in silence.
    fn report_dropped_job(&self) {
        self.ctx.with(|ctx| {
            if ctx.has_exception()
                && let Err(e) = CaughtError::catch(&ctx, Err::<(), _>(rquickjs::Error::Exception))
            {
                report(&self.shared, &ctx, &self.shared.shown_root, e);
            }
        });
    }

    /// After each task: the microtask queue runs dry, all of it under one budget (a
    /// chain that never ends, `for (;;) await null`, is stopped like an endless loop),
    /// then rejections nobody handled are reported.
    fn after_task(&mut self) {
        self.shared.arm(Callback::Promise);
        self.report_dropped_job();
        loop {
            match self.rt.execute_pending_job() {
                Ok(true) => self.report_dropped_job(),
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
        self.shared.heap.measure(&self.rt, Some(self.shared.clock.now_ms()));
        let list: Vec<_> = std::mem::take(&mut *self.unhandled.borrow_mut());
        if !list.is_empty() {
            self.ctx.with(|ctx| {
                let modules: Vec<Value> = self
                    .modules
                    .iter()
                    .filter_map(|m| m.clone().restore(&ctx).ok())
                    .collect();
                for (promise, reason) in list {
                    let top_level = promise.restore(&ctx).is_ok_and(|p| modules.contains(&p));
                    if let Ok(reason) = reason.restore(&ctx) {
                        let (text, place) = describe(&self.shared, &ctx, &reason, &self.shared.shown_root);
                        // A module's top level that ran past its budget (`while (true)
                        // {}`) was interrupted: the page is stopped for it, in words.
                        if top_level && text == "InternalError: interrupted" && self.shared.budget.hit.replace(false) {
                            let why = Say::TooLong {
                                what: Callback::Module,
                                ms: self.shared.budget.limit.as_millis(),
                            }
                            .text(self.shared.lang);
                            self.shared.say(Level::Stopped, why.clone(), place);
                            self.shared.stopped.replace(Some(why));
                            continue;
                        }
                        // Out of memory stops the page, wherever it was thrown.
                        if text.ends_with("out of memory") {
                            super::shared::uncaught(&self.shared, &text, place);
                            continue;
                        }
                        let how = if top_level { "Uncaught" } else { "Uncaught (in promise)" };
                        let text = if text == "null" {
                            // The engine throws `null` when it cannot make an error object.
                            Say::NullThrown {
                                mib: self.shared.memory_limit >> 20,
                            }
                            .text(self.shared.lang)
                        } else {
                            text
                        };
                        self.shared.say(Level::Exception, format!("{how} {text}"), place);
                    }
                }
            });
        }
    }
}

/// The longest the page waits for the GPU to finish its work.
const GPU_WAIT: Duration = Duration::from_secs(10);

/// How many callback budgets the timers due before one rendering update may take in
/// all.
const TIMER_ROUNDS_BUDGETS: u32 = 4;

/// A canvas box as the page's world takes it.
fn box_object<'js>(ctx: &rquickjs::Ctx<'js>, b: CanvasBox) -> rquickjs::Result<Object<'js>> {
    let o = Object::new(ctx.clone())?;
    o.set("width", b.width)?;
    o.set("height", b.height)?;
    o.set("pixelWidth", b.pixel_width)?;
    o.set("pixelHeight", b.pixel_height)?;
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::{Page, PageOptions};
    use crate::page_io::CanvasBox;

    const BOX: CanvasBox = CanvasBox {
        width: 8.0,
        height: 8.0,
        pixel_width: 8,
        pixel_height: 8,
    };

    /// A program that asks for a new device after each loss, its objects in a cycle
    /// (a device, its buffer and a record that points at itself), as a page's state
    /// often is.
    const AFTER_EACH_LOSS: &str = "let made = 0;\n\
        async function start() {\n\
          const a = await navigator.gpu.requestAdapter();\n\
          if (!a) throw new Error('this test needs a GPU adapter: apt-get install mesa-vulkan-drivers');\n\
          const device = await a.requestDevice();\n\
          const state = { device, buffer: device.createBuffer({ size: 256, usage: GPUBufferUsage.UNIFORM }) };\n\
          state.self = state;\n\
          made += 1;\n\
          console.log(`device ${made}`);\n\
          device.lost.then(() => start());\n\
        }\n\
        start();\n";

    /// Before, a lost device stayed in the binding's table for good (nothing released
    /// it), and the objects of a cycle waited for a collection that a heap of small
    /// wrappers never asked for: each reset kept the old device's whole world alive.
    #[test]
    fn a_lost_device_and_its_objects_are_released_once_the_program_lets_go_of_them() {
        let instance = crate::gpu::device::instance(None);
        let adapter = crate::gpu::device::adapter(&instance).ok();
        assert!(
            adapter.is_some(),
            "this test needs a GPU adapter: apt-get install mesa-vulkan-drivers"
        );
        let mut page = Page::new(PageOptions {
            root: std::env::temp_dir(),
            site: crate::js::Site::default(),
            shown_root: String::new(),
            instance,
            adapter,
            preferred: wgpu::TextureFormat::Rgba8Unorm,
            budget: std::time::Duration::from_secs(5),
            memory_limit: 64 << 20,
            gpu_memory: 256 << 20,
            canvas: (8, 8),
            css_box: (8.0, 8.0),
            page_layout: false,
            dpr: 1.0,
            canvas_id: "canvas".to_owned(),
            lang: crate::lesson::Lang::En,
            open_files: std::collections::BTreeMap::new(),
            mask: crate::js::AdapterMask::default(),
            clock: crate::js::ClockKind::Virtual,
        })
        .expect("the page starts");
        page.run_module("main.js", AFTER_EACH_LOSS);
        let mut devices = 0;
        let mut most = 0;
        let deadline = std::time::Instant::now() + std::time::Duration::from_mins(1);
        while devices < 12 && std::time::Instant::now() < deadline {
            page.frame(BOX, true, false);
            page.pump(true);
            let made = page
                .take_messages()
                .iter()
                .filter(|m| m.text.strip_prefix("device ").is_some_and(|n| n.parse::<u32>().is_ok()))
                .count();
            if made > 0 {
                devices += made;
                most = most.max(page.shared.gpu.borrow().table.len());
                page.induce_loss();
            }
            assert!(page.stopped().is_none(), "{:?}", page.stopped());
        }
        assert_eq!(devices, 12, "the page did not get a device after each loss");
        // The newest device and its buffer, and at most the one before them, not
        // collected yet: never one device per reset.
        assert!(most <= 4, "{most} objects alive after {devices} devices");
    }
}
