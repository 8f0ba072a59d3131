//! What a page's native operations and its event loop share: the GPU side, the
//! messages, the time budget; and how exceptions become messages at the program's
//! place.

use std::cell::{Cell, RefCell};
use std::path::PathBuf;
use std::time::Duration;

use rquickjs::{CaughtError, Ctx, Function, Value};
use serde_json::Value as Json;

use super::gpu::PageGpu;
use super::resources::{Done, GpuEvent};
use crate::lesson::Lang;
use crate::page_io::{Level, Message};
use crate::text::page::{Callback, Say};

/// The name stack traces give the prelude; its frames are never the program's place.
pub(super) const PRELUDE_NAME: &str = "lienzo:prelude";

/// How long one callback may run, in its thread's CPU time (`clock::thread_cpu_time`).
pub(super) struct Budget {
    pub(super) limit: Duration,
    pub(super) deadline: Cell<Option<Duration>>,
    pub(super) what: Cell<Callback>,
    pub(super) hit: Cell<bool>,
}

pub(super) struct Shared {
    pub(super) gpu: RefCell<PageGpu>,
    pub(super) messages: RefCell<Vec<Message>>,
    pub(super) budget: Budget,
    pub(super) clock: super::clock::Clock,
    pub(super) shown_root: String,
    /// Why the page stopped for good (an endless loop, out of memory).
    pub(super) stopped: RefCell<Option<String>>,
    pub(super) lang: Lang,
    pub(super) memory_limit: usize,
    /// The page's folder, which `fetch()` reads.
    pub(super) root: PathBuf,
    /// The program's module texts, to place a call where a browser places it.
    pub(super) sources: super::places::Sources,
    /// The files `import.meta.hot.accept` takes in place, when that changed.
    pub(super) accepts: RefCell<Option<Vec<String>>>,
    /// `import.meta.hot.invalidate()` asked for the page to run again.
    pub(super) reload: Cell<bool>,
    /// The GPU did not finish the page's work in time: its devices are never dropped.
    pub(super) gpu_stuck: Cell<bool>,
    /// `performance.memory`: the JavaScript heap as QuickJS last measured it.
    pub(super) heap: Heap,
}

/// The JavaScript heap's size in bytes (used, and held from the system), measured
/// when the page starts, then after a task that read it, at most once a second of the
/// page's clock: measuring walks the whole heap, and a browser's figures are as coarse
/// (Chromium's change every 20 minutes unless asked for precise ones).
#[derive(Default)]
pub(super) struct Heap {
    pub(super) sizes: Cell<(f64, f64)>,
    pub(super) wanted: Cell<bool>,
    /// When it was last measured, in the page's time.
    measured_at: Cell<f64>,
}

impl Heap {
    /// Measures `rt`'s heap: at the page's start (`now` None), else when the page read
    /// it since the last time and a second has passed on the page's clock (`now`, ms).
    pub(super) fn measure(&self, rt: &rquickjs::Runtime, now: Option<f64>) {
        let due = now.is_none_or(|now| self.wanted.get() && now - self.measured_at.get() >= 1000.0);
        if due {
            let m = rt.memory_usage();
            self.sizes.set((m.memory_used_size as f64, m.malloc_size as f64));
            self.measured_at.set(now.unwrap_or(0.0));
            self.wanted.set(false);
        }
    }
}

impl Shared {
    pub(super) fn say(&self, level: Level, text: String, place: Option<String>) {
        self.messages.borrow_mut().push(Message { level, text, place });
    }

    pub(super) fn arm(&self, what: Callback) {
        self.budget.what.set(what);
        self.budget
            .deadline
            .set(Some(super::clock::thread_cpu_time() + self.budget.limit));
    }

    /// Runs a GPU operation: a failure becomes `{error, message}` for the prelude's
    /// `call()`, a panic inside wgpu becomes an `OperationError`, and an error wgpu
    /// raised during the call gets the program's place.
    pub(super) fn op(&self, ctx: &Ctx<'_>, f: impl FnOnce(&mut PageGpu) -> Done<Json>) -> String {
        let before = self.gpu.borrow().inbox.lock().map_or(0, |i| i.len());
        let result = {
            let _call = super::native_watch::enter();
            let mut gpu = self.gpu.borrow_mut();
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(&mut gpu)))
        };
        self.place_new_errors(ctx, before);
        match result {
            Ok(Ok(v)) => v.to_string(),
            Ok(Err(fail)) => serde_json::json!({ "error": fail.name, "message": fail.message }).to_string(),
            Err(panic) => {
                let why = panic_text(panic.as_ref());
                serde_json::json!({ "error": "OperationError", "message": format!("wgpu refused the call: {why}") })
                    .to_string()
            }
        }
    }

    pub(super) fn place_new_errors(&self, ctx: &Ctx<'_>, before: usize) {
        let new = self.gpu.borrow().inbox.lock().is_ok_and(|i| i.len() > before);
        if !new {
            return;
        }
        // The stack is read before any borrow or lock is taken: a page's
        // `Error.prepareStackTrace` may call the GPU again from inside it.
        let place = self.call_stack(ctx).and_then(|s| program_place(&s, ""));
        let gpu = self.gpu.borrow();
        let Ok(mut inbox) = gpu.inbox.lock() else { return };
        for e in inbox.iter_mut().skip(before) {
            if let GpuEvent::Error {
                place: p @ None,
                message,
                ..
            } = e
            {
                *p = place
                    .as_deref()
                    .map(|loc| join(&self.shown_root, &self.sources.at_the_call(loc, message)));
            }
        }
    }

    /// The program's stack here, by the prelude's `quietStack` (the engine's own
    /// `Error`, with the page's `prepareStackTrace` and `stackTraceLimit` set aside),
    /// under a short budget of its own.
    fn call_stack<'js>(&self, ctx: &Ctx<'js>) -> Option<String> {
        let f: Function<'js> = ctx
            .userdata::<super::loader::QuietStack>()?
            .0
            .clone()
            .restore(ctx)
            .ok()?;
        let (deadline, hit) = (self.budget.deadline.get(), self.budget.hit.get());
        self.budget
            .deadline
            .set(Some(super::clock::thread_cpu_time() + DESCRIBE_BUDGET));
        let stack = f.call::<_, String>(());
        self.budget.deadline.set(deadline);
        self.budget.hit.set(hit);
        stack.map_err(|_| ctx.catch()).ok()
    }
}

/// The first frame of a stack trace in the program (not the prelude or an eval).
pub(super) fn program_place(stack: &str, root: &str) -> Option<String> {
    stack.lines().find_map(|line| {
        let line = line.trim().strip_prefix("at ")?;
        let loc = line.rsplit_once('(').map_or(line, |(_, l)| l.trim_end_matches(')'));
        (!loc.starts_with(PRELUDE_NAME) && !loc.starts_with("eval_script") && loc.contains(':'))
            .then(|| join(root, loc))
    })
}

pub(super) fn join(root: &str, loc: &str) -> String {
    if root.is_empty() || root == "." {
        loc.to_owned()
    } else {
        format!("{}/{loc}", root.trim_end_matches('/'))
    }
}

/// Reports an exception that reached the event loop: its text and the program's place.
/// An interrupt is the time budget: the page stops for good, as a browser stops a
/// page that does not respond.
pub(super) fn report<'js>(shared: &Shared, ctx: &Ctx<'js>, root: &str, e: CaughtError<'js>) {
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
        CaughtError::Exception(x) => describe(shared, ctx, x.as_value(), root),
        CaughtError::Value(v) => describe(shared, ctx, &v, root),
        CaughtError::Error(e) => (e.to_string(), None),
    };
    uncaught(shared, &text, place);
}

/// An exception nobody caught; out of memory stops the page.
pub(super) fn uncaught(shared: &Shared, text: &str, place: Option<String>) {
    if text.ends_with("out of memory") {
        let text = Say::OutOfMemory {
            mib: shared.memory_limit >> 20,
        }
        .text(shared.lang);
        shared.say(Level::Stopped, text.clone(), place);
        shared.stopped.replace(Some(text));
        return;
    }
    let text = if text == "null" {
        // The engine throws `null` when it cannot even make an error object.
        Say::NullThrown {
            mib: shared.memory_limit >> 20,
        }
        .text(shared.lang)
    } else {
        text.to_owned()
    };
    shared.say(Level::Exception, format!("Uncaught {text}"), place);
}

/// The longest reading a thrown value may take (its getters, its `toString`): a value
/// whose `message` getter never returns is described as an object that was thrown.
const DESCRIBE_BUDGET: Duration = Duration::from_millis(100);

/// An exception's `Name: message` and the program's place in its stack. Reading them
/// may run the program's code (a getter, `toString`, a Proxy's trap): it runs under a
/// budget of its own, which leaves the page's budget as it was, and what it throws is
/// swallowed. No Lienzo borrow is held while it runs.
pub(super) fn describe<'js>(shared: &Shared, ctx: &Ctx<'js>, v: &Value<'js>, root: &str) -> (String, Option<String>) {
    let (deadline, hit) = (shared.budget.deadline.get(), shared.budget.hit.get());
    shared
        .budget
        .deadline
        .set(Some(super::clock::thread_cpu_time() + DESCRIBE_BUDGET));
    let (text, stack) = read_thrown(ctx, v);
    shared.budget.deadline.set(deadline);
    shared.budget.hit.set(hit);
    let frame = stack.as_deref().and_then(first_function).map(str::to_owned);
    // A class constructor called without `new` fails in its own frame: the call is the
    // next one.
    let stack = match stack {
        Some(s) if text.ends_with("class constructors must be invoked with 'new'") => {
            s.split_once('\n').map(|(_, rest)| rest.to_owned())
        }
        stack => stack,
    };
    let loc = stack.and_then(|s| program_place(&s, ""));
    // The engine's own errors in V8's words: the page's problems read as Chromium's.
    let text = shared.sources.in_v8_words(text, loc.as_deref(), frame.as_deref());
    let place = loc.map(|loc| join(root, &shared.sources.at_the_call(&loc, &text)));
    (text, place)
}

/// The name of the function a stack's first frame is in (`    at toFixed (native)`).
fn first_function(stack: &str) -> Option<&str> {
    let line = stack.lines().next()?.trim().strip_prefix("at ")?;
    Some(line.split_once(" (").map_or(line, |(name, _)| name))
}

/// A thrown value's text and its stack, when it has one.
fn read_thrown<'js>(ctx: &Ctx<'js>, v: &Value<'js>) -> (String, Option<String>) {
    // An exception left by a getter that threw or was interrupted is not the page's.
    let read = |r: rquickjs::Result<Option<rquickjs::convert::Coerced<String>>>| {
        r.map_err(|_| ctx.catch()).ok().flatten().map(|s| s.0)
    };
    let Some(obj) = v.as_object() else {
        let text = read(v.get::<rquickjs::convert::Coerced<String>>().map(Some)).unwrap_or_default();
        return (text, None);
    };
    let name = read(obj.get("name"));
    let message = read(obj.get("message"));
    let stack = read(obj.get("stack"));
    let text = match (name, message) {
        (Some(n), Some(m)) if !m.is_empty() => format!("{n}: {m}"),
        (Some(n), _) => n,
        (None, Some(m)) => m,
        (None, None) => "an object was thrown".to_owned(),
    };
    (text, stack)
}

/// What a caught panic said: its message, when it is a string.
pub(super) fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
        .unwrap_or_default()
}
