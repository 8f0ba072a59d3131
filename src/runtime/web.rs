//! A host program in the web build: the desktop's `runtime::PageHost` by the same name and
//! methods, on the browser's own WebGPU. The program runs as a module Worker
//! (`page_worker.js` is its world, imported before it) and draws into a real
//! `OffscreenCanvas` transferred from a `<canvas>` laid over the window at the
//! viewport (`page_host.js`, the window's side). The real canvas shows the picture, so
//! no `FromPage::Frame` is ever sent: `FromPage::Shown` counts the frames it presents.

use std::cell::Cell;
use std::path::Path;

use wasm_bindgen::prelude::wasm_bindgen;

use crate::lesson::Lang;
use crate::page_io::{CanvasBox, FromPage, Level, Message, PageStart};
use crate::text::page::{Callback, Say};

/// The program's runtime inside its Worker: the page's world (the desktop's too), then
/// the Worker's side of it.
const RUNTIME: &str = concat!(
    include_str!("../page/forms.js"),
    include_str!("../page/world.js"),
    include_str!("page_worker.js")
);

/// The time a graded page's update may take, GPU work it waits for included.
const GRADED_BUDGET_MS: u64 = 8000;

/// The largest file of the page's folder that is handed to the page.
const MAX_FILE_BYTES: usize = 4 << 20;

#[wasm_bindgen(module = "/src/runtime/page_host.js")]
extern "C" {
    type HostPage;

    #[wasm_bindgen(constructor)]
    fn new(config: &str, runtime: &str) -> HostPage;

    #[wasm_bindgen(method)]
    #[allow(
        clippy::too_many_arguments,
        reason = "one call across to JavaScript, with plain numbers"
    )]
    fn frame(
        this: &HostPage,
        width: f64,
        height: f64,
        pixel_width: u32,
        pixel_height: u32,
        visible: bool,
        x: f64,
        y: f64,
        time: f64,
        read: bool,
    );

    #[wasm_bindgen(method)]
    fn lose(this: &HostPage);

    #[wasm_bindgen(method)]
    fn pointer(this: &HostPage, json: &str);

    #[wasm_bindgen(method)]
    fn key(this: &HostPage, json: &str);

    #[wasm_bindgen(method)]
    fn hot(this: &HostPage, file: &str, text: &str);

    #[wasm_bindgen(method)]
    fn take(this: &HostPage) -> String;

    #[wasm_bindgen(method)]
    fn close(this: &HostPage);

    #[wasm_bindgen(method, js_name = setWaker)]
    fn set_waker(this: &HostPage, wake: &js_sys::Function);
}

thread_local! {
    /// Where pages are shown: the viewport's top-left corner, in CSS pixels of the
    /// window's `<canvas>` (see `set_page_origin`).
    static ORIGIN: Cell<(f64, f64)> = const { Cell::new((0.0, 0.0)) };
}

/// Tells pages where the viewport is: its top-left corner in CSS pixels of the window's
/// canvas (egui's points). `CanvasBox` says only the size; the page's `<canvas>` element
/// is laid over the window there at each `PageHost::frame`. The window calls this
/// once per frame (`ui/web.rs`).
pub fn set_page_origin(x: f64, y: f64) {
    ORIGIN.set((x, y));
}

/// The window's handle on a page. Dropping it ends the Worker and removes the canvas.
pub struct PageHost {
    page: HostPage,
    /// The window's waker, as the page's side calls it (see `set_waker`).
    wake: std::cell::RefCell<Option<wasm_bindgen::closure::Closure<dyn Fn()>>>,
}

impl PageHost {
    /// Starts the page: a module Worker runs `start.source`; a failure to start arrives
    /// as a message.
    #[allow(
        clippy::needless_pass_by_value,
        reason = "the same signature as the desktop's, whose thread takes the start"
    )]
    pub fn start(start: PageStart) -> Self {
        let config = config(&start);
        Self {
            page: HostPage::new(&config.to_string(), RUNTIME),
            wake: std::cell::RefCell::new(None),
        }
    }

    /// Starts the page for a check: paced by a virtual clock ([`Self::frame_at`]), its
    /// canvas never shown, each update answered with what it did ([`Self::take_updates`]).
    pub fn start_graded(start: &PageStart) -> Self {
        let mut config = config(start);
        config["clock"] = "virtual".into();
        config["grade"] = true.into();
        // The budget covers the GPU work a paced update waits for (up to 5 s).
        config["budgetMs"] = GRADED_BUDGET_MS.into();
        config["words"] = words(start.lang, u128::from(GRADED_BUDGET_MS));
        Self {
            page: HostPage::new(&config.to_string(), RUNTIME),
            wake: std::cell::RefCell::new(None),
        }
    }

    /// One rendering update of a graded page at `time` on its virtual clock; `read`
    /// asks for the pixels of the frame it presents.
    pub fn frame_at(&self, canvas_box: CanvasBox, visible: bool, time: f64, read: bool) {
        self.page.frame(
            canvas_box.width,
            canvas_box.height,
            canvas_box.pixel_width,
            canvas_box.pixel_height,
            visible,
            0.0,
            0.0,
            time,
            read,
        );
    }

    /// What a graded page sent since the last call, as the Worker said it: updates
    /// (`{"kind": "update", "seq", "tally", "presented", "pixels", "body"}`), messages
    /// and a stop.
    pub fn take_updates(&self) -> Vec<serde_json::Value> {
        serde_json::from_str(&self.page.take()).unwrap_or_default()
    }

    /// Asks for one rendering update at `canvas_box`, and lays the page's canvas over
    /// the viewport; updates the page has not reached yet are replaced by the newest.
    pub fn frame(&self, canvas_box: CanvasBox, visible: bool) {
        let (x, y) = ORIGIN.get();
        self.page.frame(
            canvas_box.width,
            canvas_box.height,
            canvas_box.pixel_width,
            canvas_box.pixel_height,
            visible,
            x,
            y,
            f64::NAN,
            false,
        );
    }

    /// Ends every device of the page as a driver reset would (the loss knob): each is
    /// destroyed, and the program sees reason "unknown" and a simulated reset.
    pub fn induce_loss(&self) {
        self.page.lose();
    }

    /// The pointer over the canvas changed (`None`: it left).
    pub fn pointer(&self, pointer: Option<crate::page_io::Pointer>) {
        let json = serde_json::to_string(&pointer).unwrap_or_else(|_| "null".to_owned());
        self.page.pointer(&json);
    }

    /// A key pressed or released over the page.
    pub fn key(&self, key: &crate::page_io::KeyPress) {
        if let Ok(json) = serde_json::to_string(key) {
            self.page.key(&json);
        }
    }

    /// A file of the page was edited: the page takes it in place if a module accepts
    /// it through `import.meta.hot`, and answers `FromPage::Reload` if none does.
    /// (`_check`: the browser checks the text itself.)
    pub fn hot(&self, file: &str, text: &str, _check: Option<crate::wgsl::ModuleCheck>) {
        self.page.hot(file, text);
    }

    /// Asks `wake` to run when the page sends news the window shows or paces the page
    /// by: an answered rendering update of a page that wants another, a frame shown,
    /// a line, a stop, a reload, a request for a frame (the device panel's news and the
    /// files it takes in place wake it a second later). An idle page's quiet answers
    /// wake nothing.
    pub fn set_waker(&self, wake: std::sync::Arc<dyn Fn() + Send + Sync>) -> bool {
        use wasm_bindgen::JsCast as _;
        let wake = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || wake());
        self.page.set_waker(wake.as_ref().unchecked_ref());
        self.wake.replace(Some(wake));
        true
    }

    /// Everything the page sent since the last call; never waits.
    pub fn take(&self) -> Vec<FromPage> {
        let text = self.page.take();
        let items: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap_or_default();
        let mut out = Vec::new();
        let mut messages = Vec::new();
        for item in items {
            let text = item["text"].as_str().unwrap_or_default().to_owned();
            if item["kind"] == "trace" {
                continue;
            }
            if item["kind"] == "shown" {
                let side = |k: &str| item[k].as_u64().and_then(|v| u32::try_from(v).ok()).unwrap_or(0);
                if !messages.is_empty() {
                    out.push(FromPage::Messages(std::mem::take(&mut messages)));
                }
                out.push(FromPage::Shown {
                    width: side("width"),
                    height: side("height"),
                });
                continue;
            }
            if item["kind"] == "wants" {
                if !messages.is_empty() {
                    out.push(FromPage::Messages(std::mem::take(&mut messages)));
                }
                out.push(FromPage::Wants(item["wants"].as_bool().unwrap_or(true)));
                continue;
            }
            if item["kind"] == "device" {
                if !messages.is_empty() {
                    out.push(FromPage::Messages(std::mem::take(&mut messages)));
                }
                out.push(FromPage::Device(page_device(&item)));
                continue;
            }
            if item["kind"] == "accepts" || item["kind"] == "reload" {
                if !messages.is_empty() {
                    out.push(FromPage::Messages(std::mem::take(&mut messages)));
                }
                out.push(if item["kind"] == "reload" {
                    FromPage::Reload
                } else {
                    let files = item["files"].as_array().into_iter().flatten();
                    FromPage::Accepts(files.filter_map(|f| f.as_str().map(str::to_owned)).collect())
                });
                continue;
            }
            if item["kind"] == "stopped" {
                if !messages.is_empty() {
                    out.push(FromPage::Messages(std::mem::take(&mut messages)));
                }
                out.push(FromPage::Stopped(text));
            } else {
                messages.push(Message {
                    level: level(item["level"].as_str().unwrap_or_default()),
                    text,
                    place: item["place"].as_str().map(str::to_owned),
                });
            }
        }
        if !messages.is_empty() {
            out.push(FromPage::Messages(messages));
        }
        out
    }
}

impl Drop for PageHost {
    fn drop(&mut self) {
        self.page.close();
    }
}

/// The Worker's `{t: "device"}` message as the window's [`PageDevice`].
fn page_device(item: &serde_json::Value) -> crate::page_io::PageDevice {
    let limits = |key: &str| -> std::collections::BTreeMap<String, f64> {
        item[key]
            .as_object()
            .into_iter()
            .flatten()
            .filter_map(|(k, v)| v.as_f64().map(|v| (k.clone(), v)))
            .collect()
    };
    let names = |key: &str| -> Vec<String> {
        item[key]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_str().map(str::to_owned))
            .collect()
    };
    crate::page_io::PageDevice {
        adapter_limits: limits("adapterLimits"),
        adapter_features: names("adapterFeatures"),
        requested_limits: item["requestedLimits"].is_object().then(|| limits("requestedLimits")),
        requested_features: names("requestedFeatures"),
        granted_limits: limits("grantedLimits"),
    }
}

fn level(name: &str) -> Level {
    match name {
        "Info" => Level::Info,
        "Warn" => Level::Warn,
        "Error" => Level::Error,
        "Debug" => Level::Debug,
        "Exception" => Level::Exception,
        "GpuError" => Level::GpuError,
        "Stopped" => Level::Stopped,
        _ => Level::Log,
    }
}

/// What the window's side needs, as JSON: the program, the page's files, the budget,
/// what the adapter hides and Lienzo's sentences in the page's language.
fn config(start: &PageStart) -> serde_json::Value {
    serde_json::json!({
        "name": start.name,
        "source": start.source,
        "shownRoot": start.shown_root,
        "files": files(&start.root, &start.open_files),
        "canvas": [start.canvas.0.max(1), start.canvas.1.max(1)],
        "budgetMs": start.budget.as_millis() as f64,
        "preferred": crate::gpu::formats::webgpu_name(start.preferred),
        "mask": start.mask.to_json(),
        "clock": "real",
        "words": words(start.lang, start.budget.as_millis()),
    })
}

/// The files a page may import or fetch: the files of its folder (the course's,
/// bundled), and over them the texts the editors hold. A text file is its text; any
/// other file is `{"bytes": [...]}`, which `fetch()` answers with as the desktop does.
fn files(root: &Path, open: &std::collections::BTreeMap<String, String>) -> serde_json::Map<String, serde_json::Value> {
    let mut files = serde_json::Map::new();
    for path in crate::files::read_dir(root).unwrap_or_default() {
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        if let Ok(bytes) = crate::files::read(&path)
            && bytes.len() <= MAX_FILE_BYTES
        {
            let value = match String::from_utf8(bytes) {
                Ok(text) => text.into(),
                Err(e) => serde_json::json!({ "bytes": e.into_bytes() }),
            };
            files.insert(name.to_owned(), value);
        }
    }
    for (name, text) in open {
        files.insert(name.clone(), text.clone().into());
    }
    files
}

/// Lienzo's sentences about a page; `{type}`, `{reason}` and `{message}` are filled in
/// by the Worker.
fn words(lang: Lang, ms: u128) -> serde_json::Value {
    let too_long: serde_json::Map<_, _> = [
        ("Module", Callback::Module),
        ("AnimationFrame", Callback::AnimationFrame),
        ("Timeout", Callback::Timeout),
        ("ResizeObserver", Callback::ResizeObserver),
        ("Promise", Callback::Promise),
        ("GpuCallback", Callback::GpuCallback),
        ("Other", Callback::Other),
    ]
    .into_iter()
    .map(|(name, what)| (name.to_owned(), Say::TooLong { what, ms }.text(lang).into()))
    .collect();
    serde_json::json!({
        "tooLong": too_long,
        "simulated": Say::SimulatedReset.text(lang),
        "lost": Say::Lost { reason: "{reason}".to_owned(), message: "{message}".to_owned() }.text(lang),
        "uncaptured": Say::Uncaptured { ty: "{type}".to_owned(), message: "{message}".to_owned() }.text(lang),
    })
}
