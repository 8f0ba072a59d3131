//! The open lesson's page in the window, when the lesson has a host program: its WGSL
//! checked as a plain module (off the UI thread), the program run on a page runtime
//! (`runtime::PageHost`: an engine over wgpu on the desktop, the browser's WebGPU
//! on the web), run again when its inputs change, and what it sent kept for the
//! viewport and the problems panel. The window only sends it rendering updates and
//! reads what came back: it never waits on the page.

use std::collections::{BTreeMap, VecDeque};
use std::path::PathBuf;
use std::sync::mpsc::Receiver;
use std::time::Duration;
use web_time::Instant;

use eframe::egui_wgpu;

use crate::gpu::Pixels;
use crate::lesson::Lang;
pub use crate::page_io::World;
use crate::page_io::{CanvasBox, FromPage, Level, Message, PageStart};
use crate::platform::Requests;
use crate::runtime::PageHost;
use crate::text;
use crate::wgsl::Diagnostic;

use super::host_view::HostView;

mod output;
pub use output::{ALIVE_HISTORY, OtherFrame, PageOutput};

/// How long the texts must stay unchanged before the page runs again: typing a word
/// restarts it once, not once per key.
pub const RESTART_DELAY: Duration = Duration::from_millis(350);

/// Time budget of each callback of a lesson's page: one second is plenty for any
/// lesson's frame, and an endless loop is told at once.
pub const LESSON_BUDGET: Duration = Duration::from_secs(1);
/// Of a page opened with *Open page…*: samples by others build thousands of objects
/// in one go, which a browser's compiled JavaScript does in a fraction of this.
pub const SITE_BUDGET: Duration = Duration::from_secs(10);
/// The memory the page's JavaScript may take.
const MEMORY_LIMIT: usize = 256 << 20;

/// What a run was started with: a change to any of it runs the page again.
#[derive(Clone, Debug, PartialEq)]
struct Inputs {
    program: String,
    /// The last WGSL text naga accepted (a broken edit does not run the page again).
    wgsl: Option<String>,
    world: World,
}

impl Inputs {
    /// The program's and the shader's digest, for the crash note.
    fn digest(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::hash::DefaultHasher::new();
        (&self.program, &self.wgsl).hash(&mut h);
        h.finish()
    }
}

/// The files of the open lesson's page and where they live.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageFiles {
    /// The folder the page's imports resolve in (`shaders/`, or the site of a page
    /// opened with *Open page…*).
    pub root: PathBuf,
    /// The program's name inside it (a module, or an `.html` page), and the shader's
    /// (`None`: a page with no `.wgsl` file of its own).
    pub program: String,
    pub shader: Option<String>,
    /// The longest one of its callbacks may run ([`LESSON_BUDGET`], [`SITE_BUDGET`]).
    pub budget: Duration,
}

/// The WGSL tab's last check, as a module of its own (no scene conventions).
pub struct WgslCheck {
    /// The text checked.
    pub source: String,
    pub problems: Vec<Diagnostic>,
    pub clean: bool,
    /// What the page's `createShaderModule` needs of it, handed over with a hot edit.
    pub module: crate::wgsl::ModuleCheck,
}

/// A check's answer: the problems, whether none is an error, and the module's check.
type Checked = (Vec<Diagnostic>, bool, crate::wgsl::ModuleCheck);

/// The page of the open lesson.
#[derive(Default)]
pub struct PageView {
    files: Option<PageFiles>,
    thread: Option<(PageHost, Inputs)>,
    /// The WGSL check in flight: the text sent, and where its answer arrives.
    checking: Option<(String, Receiver<Checked>)>,
    requests: Requests,
    /// The last check that came back.
    pub wgsl: Option<WgslCheck>,
    /// The inputs wanted now, and since when they are unchanged.
    wanted: Option<(Inputs, Instant)>,
    /// The newest frame, on the window's device; kept while a new run starts.
    pub host: HostView,
    /// When this run started.
    started: Option<Instant>,
    /// What the page produced.
    pub out: PageOutput,
    /// When the frames of the last second arrived.
    recent: VecDeque<Instant>,
    /// A simulated drag of the window's edge.
    storm: Option<super::page_drag::Drag>,
    /// The student asked to run the page again as it is (after it stopped).
    again: bool,
    /// The files this run takes in place through `import.meta.hot.accept`.
    accepts: Vec<String>,
    /// The pointer as the page last heard of it.
    pointer: Option<crate::page_io::Pointer>,
    /// The page said it has nothing for a rendering update to run (`FromPage::Wants`):
    /// the window sends none until the box or the visibility changes, or it asks again.
    idle: bool,
    /// The box and visibility of the last rendering update sent.
    sent: Option<(CanvasBox, bool)>,
    /// Where a crash on open is noted for the next launch (see `WorkDir::crash_path`).
    crash_file: Option<std::path::PathBuf>,
    /// The program and shader (their digest) not run on opening, because they crashed
    /// the page's process as they opened last time; an edit or *Run again* runs them.
    held_back: Option<u64>,
    /// Frames this run presented.
    run_frames: u64,
    /// Asks the window for a repaint (set once by the window, kept across lessons).
    waker: Option<std::sync::Arc<dyn Fn() + Send + Sync>>,
    /// The running page wakes the window when it sends something: an idle page needs
    /// no polling.
    wakes: bool,
}

impl PageView {
    /// Opens a lesson's page (`None`: the lesson has none). Everything of the last
    /// lesson's page goes: its run, its lines and its picture.
    pub fn open(&mut self, files: Option<PageFiles>, crash_file: Option<std::path::PathBuf>) {
        *self = Self {
            files,
            crash_file,
            waker: self.waker.take(),
            ..Self::default()
        };
    }

    /// How the page asks the window for a repaint when it sends something.
    pub fn set_waker(&mut self, wake: std::sync::Arc<dyn Fn() + Send + Sync>) {
        self.waker = Some(wake);
    }

    pub fn has_waker(&self) -> bool {
        self.waker.is_some()
    }

    /// Whether the running page wakes the window itself (see `set_waker`).
    pub fn wakes(&self) -> bool {
        self.wakes
    }

    /// Whether the running page has nothing for a rendering update to do (see
    /// `FromPage::Wants`).
    pub fn idle(&self) -> bool {
        self.idle
    }

    /// Whether the open lesson is a page.
    pub fn is_open(&self) -> bool {
        self.files.is_some()
    }

    /// The page's files, when the lesson is a page.
    pub fn files(&self) -> Option<&PageFiles> {
        self.files.as_ref()
    }

    /// Whether a frame of this lesson's page can be shown.
    pub fn has_frame(&self) -> bool {
        self.out.frames > 0 && self.host.shown().is_some()
    }

    /// Keeps the page in step with the editors' texts and the knobs' world: checks
    /// new WGSL, and runs the page again once its inputs stayed unchanged for
    /// [`RESTART_DELAY`].
    pub fn sync(&mut self, program: &str, wgsl: &str, world: World, lang: Lang, backends: Option<wgpu::Backends>) {
        if self.files.is_none() {
            return;
        }
        self.poll_check();
        let checked = self.wgsl.as_ref().is_some_and(|c| c.source == wgsl);
        let in_flight = self.checking.as_ref().is_some_and(|(t, _)| t == wgsl);
        if !checked && !in_flight {
            let text = wgsl.to_owned();
            let source = text.clone();
            let rx = self.requests.spawn(async move {
                let report = crate::wgsl::validate_module(&source);
                let clean = report.is_clean();
                let module = crate::wgsl::ModuleCheck::of(&report);
                (report.diagnostics, clean, module)
            });
            if let Some(rx) = rx {
                self.checking = Some((text, rx));
            }
        }
        // The first run waits for the first check of the shader (on the desktop; the
        // browser starts it at once, with the text as it is, as the check's answer
        // would have it run).
        let good = match &self.wgsl {
            None if !crate::platform::FIRST_RUN_WAITS_FOR_CHECK && self.out.runs == 0 => Some(wgsl.to_owned()),
            None => return,
            Some(check) => {
                // A broken edit does not run the page again: it keeps the last clean
                // text. A shader broken from the start runs as it is, and the page
                // reports it.
                let running = self.thread.as_ref().map(|(_, i)| i);
                Some(check)
                    .filter(|c| c.clean)
                    .map(|c| c.source.as_str())
                    .or_else(|| running.and_then(|i| i.wgsl.as_deref()))
                    .or_else(|| (self.out.runs == 0).then_some(check.source.as_str()))
                    .map(str::to_owned)
            }
        };
        // An edit of a shader the running page accepts reaches it in place, at once:
        // no restart, and no pause to wait for (`import.meta.hot`).
        if let (Some((thread, running)), Some(shader), Some(text)) = (
            &mut self.thread,
            self.files.as_ref().and_then(|f| f.shader.as_ref()),
            &good,
        ) && running.program == program
            && running.world == world
            && running.wgsl.as_ref() != Some(text)
            && self.out.stopped.is_none()
            && !self.again
            && self.accepts.contains(shader)
        {
            let check = self
                .wgsl
                .as_ref()
                .filter(|c| &c.source == text)
                .map(|c| c.module.clone());
            thread.hot(shader, text, check);
            running.wgsl = Some(text.clone());
            self.wanted = None;
            return;
        }
        // Compared in place: a repaint with nothing changed copies nothing.
        let running = self.thread.as_ref().map(|(_, i)| i);
        let unchanged =
            !self.again && running.is_some_and(|i| i.program == program && i.wgsl == good && i.world == world);
        if unchanged {
            self.wanted = None;
            return;
        }
        let inputs = Inputs {
            program: program.to_owned(),
            wgsl: good,
            world,
        };
        // A program that crashed its page's process as it opened last time waits for
        // the student: an edit, or *Run again*.
        let digest = inputs.digest();
        if self.out.runs == 0 && !self.again && self.held_back.is_none() && self.crashed_last_time(digest, lang) {
            self.held_back = Some(digest);
        }
        if let Some(held) = self.held_back {
            if held == digest && !self.again {
                return;
            }
            self.held_back = None;
        }
        if std::mem::take(&mut self.again)
            && let Some(files) = self.files.clone()
        {
            self.start(&files, inputs, lang, backends);
            return;
        }
        let since = match &self.wanted {
            Some((w, at)) if *w == inputs => *at,
            _ => {
                // The very first run starts at once; later ones wait for a pause.
                let now = Instant::now();
                let at = if self.out.runs == 0 {
                    now.checked_sub(RESTART_DELAY).unwrap_or(now)
                } else {
                    now
                };
                self.wanted = Some((inputs.clone(), at));
                at
            }
        };
        // (`checked_sub` has no answer in a browser's first 350 ms, where the clock
        // starts at the page's navigation: the first run does not wait for it.)
        if (self.out.runs == 0 || since.elapsed() >= RESTART_DELAY)
            && let Some(files) = self.files.clone()
        {
            self.start(&files, inputs, lang, backends);
        }
    }

    /// Whether the crash file notes that these inputs crashed the page's process as
    /// they opened; if so, the console and the viewport say it.
    fn crashed_last_time(&mut self, digest: u64, lang: Lang) -> bool {
        let Some(path) = &self.crash_file else { return false };
        let Ok(text) = std::fs::read_to_string(path) else {
            return false;
        };
        let Some((noted, why)) = text.split_once('\n') else {
            return false;
        };
        if noted.trim() != format!("{digest:016x}") {
            return false;
        }
        let said = text::ui::crashed_on_open(why.trim()).take(lang);
        self.out.push_line(Message {
            level: Level::Stopped,
            text: said.clone(),
            place: None,
        });
        self.out.stopped = Some(said);
        true
    }

    /// Notes a crash before the first frame for the next launch, or clears the note
    /// once a run presents a frame.
    fn note_crash(&self, why: Option<&str>) {
        let (Some(path), Some((_, inputs))) = (&self.crash_file, &self.thread) else {
            return;
        };
        match why {
            Some(why) => {
                let _ = crate::work::write_atomic(path, format!("{:016x}\n{why}\n", inputs.digest()).as_bytes());
            }
            None => {
                let _ = crate::files::remove(path);
            }
        }
    }

    /// Runs the page again as it is, at the next sync: *Run again* after it stopped.
    pub fn run_again(&mut self) {
        self.again = true;
    }

    /// When the page will want to run again (the window asks for a repaint then).
    pub fn next_restart(&self) -> Option<Instant> {
        self.wanted.as_ref().map(|(_, at)| *at + RESTART_DELAY)
    }

    fn poll_check(&mut self) {
        let Some((text, rx)) = &self.checking else { return };
        if let Ok((problems, clean, module)) = rx.try_recv() {
            self.wgsl = Some(WgslCheck {
                source: text.clone(),
                problems,
                clean,
                module,
            });
            self.checking = None;
        }
    }

    fn start(&mut self, files: &PageFiles, inputs: Inputs, lang: Lang, backends: Option<wgpu::Backends>) {
        // The old run ends first: one page, one device, as a reload does.
        self.thread = None;
        let mut open_files = BTreeMap::new();
        if let (Some(w), Some(shader)) = (&inputs.wgsl, &files.shader) {
            open_files.insert(shader.clone(), w.clone());
        }
        let start = PageStart {
            root: files.root.clone(),
            shown_root: String::new(),
            name: files.program.clone(),
            source: inputs.program.clone(),
            backends,
            preferred: inputs.world.preferred,
            budget: files.budget,
            memory_limit: MEMORY_LIMIT,
            process_memory: crate::page_io::PROCESS_MEMORY,
            canvas: (300, 150),
            first_box: self.out.canvas_box,
            lang,
            open_files,
            mask: inputs.world.mask.clone(),
        };
        self.out.runs += 1;
        self.out.history.clear();
        self.out.device = None;
        self.out.body.clear();
        self.out.controls.clear();
        self.out.other_canvases.clear();
        self.out.other_frames.clear();
        self.out.premultiplied = false;
        self.out.thrown_away = 0;
        self.out.textures_alive = 0;
        self.out.alive_history.clear();
        self.accepts.clear();
        self.pointer = None;
        self.idle = false;
        self.sent = None;
        self.run_frames = 0;
        self.started = Some(Instant::now());
        self.out.stopped = None;
        self.wanted = None;
        let separator = text::ui::page_run(self.out.runs).take(lang);
        self.out.push_line(Message {
            level: Level::Info,
            text: separator,
            place: None,
        });
        let host = PageHost::start(start);
        self.wakes = self.waker.clone().is_some_and(|w| host.set_waker(w));
        self.thread = Some((host, inputs));
    }

    /// Sends one rendering update for `canvas_box` and takes what the page sent,
    /// uploading its newest frame to the window's device (`host`). Returns whether
    /// a frame of this lesson's page can be shown.
    pub fn frame(&mut self, canvas_box: CanvasBox, visible: bool, host: Option<&egui_wgpu::RenderState>) -> bool {
        // Known before a run starts: its module sees the box laid out.
        self.out.canvas_box = Some(canvas_box);
        let Some((thread, _)) = &self.thread else {
            return self.has_frame();
        };
        // As a browser runs a rendering update only when something can change the
        // picture: an idle page is sent one when its box or visibility changes.
        if self.out.stopped.is_none() && (!self.idle || self.sent != Some((canvas_box, visible))) {
            thread.frame(canvas_box, visible);
            self.sent = Some((canvas_box, visible));
        }
        let mut newest = None;
        for news in thread.take() {
            match news {
                FromPage::Frame { width, height, rgba } => newest = Some((width, height, rgba)),
                FromPage::Messages(lines) => lines.into_iter().for_each(|l| self.out.push_line(l)),
                FromPage::Steps(steps) if !steps.is_empty() => {
                    if let Some(mode) = steps.iter().rev().find_map(|s| match s {
                        crate::page_io::Step::Configured { alpha_mode, .. } => Some(alpha_mode),
                        _ => None,
                    }) {
                        self.out.premultiplied = mode == "premultiplied";
                    }
                    self.out.remember(self.started, &steps);
                    self.out.steps = steps;
                }
                FromPage::Steps(_) | FromPage::InSlot { .. } => {}
                FromPage::Accepts(files) => self.accepts = files,
                FromPage::Shown { width, height } => {
                    self.out.frames += 1;
                    self.out.frame_size = (width, height);
                    self.count_frame();
                }
                FromPage::Reload => self.again = true,
                FromPage::Wants(wants) => self.idle = !wants,
                FromPage::Device(d) => self.out.device = Some(d),
                FromPage::Body(text) => self.out.body = text,
                FromPage::Controls(c) => self.out.controls = c,
                FromPage::Canvases(list) => {
                    self.out
                        .other_frames
                        .retain(|f| list.iter().any(|(n, _)| *n == f.canvas));
                    self.out.other_canvases = list;
                }
                FromPage::CanvasFrame {
                    canvas,
                    width,
                    height,
                    rgba,
                } => self.out.other_frame(canvas, width, height, rgba),
                FromPage::Stopped(why) => {
                    // The page's own line says it already, with its place.
                    let said = self
                        .out
                        .lines
                        .iter()
                        .rev()
                        .take(4)
                        .any(|l| l.level == Level::Stopped && l.text == why);
                    if !said {
                        self.out.push_line(Message {
                            level: Level::Stopped,
                            text: why.clone(),
                            place: None,
                        });
                    }
                    // A process that ended (crashed, or killed by the window) before the
                    // run's first frame is noted for the next launch.
                    if self.run_frames == 0 && crate::text::page::ended_its_process(&why) {
                        self.note_crash(Some(&why));
                    }
                    self.out.stopped = Some(why);
                }
            }
        }
        if let Some((width, height, rgba)) = newest {
            if self.run_frames == 0 {
                self.note_crash(None);
            }
            self.run_frames += 1;
            self.out.frames += 1;
            self.out.frame_size = (width, height);
            self.count_frame();
            // Read where it lies: the centre for the tests and scripts, and the upload
            // to the window's texture, with no copy of the frame's own.
            let (index, view) = (self.out.frames, &mut self.host);
            let center = rgba.read(|rgba| {
                if let Some(host) = host {
                    view.upload(host, &Pixels::new(width, height, rgba, index));
                }
                let at = (((height / 2) * width + width / 2) * 4) as usize;
                rgba.get(at..at + 4).and_then(|p| <[u8; 4]>::try_from(p).ok())
            });
            // A frame the page wrote over during the read is replaced by the newer
            // one it wrote, at the next paint.
            self.out.center = center.flatten().or(self.out.center);
        }
        self.has_frame()
    }

    /// A frame arrived: the last second's count.
    fn count_frame(&mut self) {
        let now = Instant::now();
        self.recent.push_back(now);
        while self
            .recent
            .front()
            .is_some_and(|t| now.duration_since(*t) > Duration::from_secs(1))
        {
            self.recent.pop_front();
        }
    }

    /// The pointer over the canvas: the page hears of each change.
    pub fn pointer(&mut self, pointer: Option<crate::page_io::Pointer>) {
        if pointer == self.pointer {
            return;
        }
        self.pointer = pointer;
        if let Some((thread, _)) = &self.thread
            && self.out.stopped.is_none()
        {
            thread.pointer(pointer);
        }
    }

    /// A key pressed or released over the page.
    pub fn key(&mut self, key: &crate::page_io::KeyPress) {
        if let Some((thread, _)) = &self.thread
            && self.out.stopped.is_none()
        {
            thread.key(key);
        }
    }

    /// The student changed one of the page's form controls in the panel (the desktop's:
    /// the web build's page draws on the browser's own canvas over the viewport, and
    /// lists none).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn control(&mut self, change: &crate::page_io::ControlChange) {
        if let Some((thread, _)) = &self.thread
            && self.out.stopped.is_none()
        {
            thread.control(change);
        }
    }

    /// Frames the page presented in the last second.
    pub fn fps(&self) -> usize {
        self.recent
            .iter()
            .filter(|t| t.elapsed() <= Duration::from_secs(1))
            .count()
    }

    /// Starts a simulated drag: the canvas's box changes every update for `length`.
    pub fn storm(&mut self, length: Duration) {
        self.storm = Some(super::page_drag::Drag::new(length));
    }

    /// Whether a simulated drag is under way (its box changes every update).
    pub fn storming(&self) -> bool {
        self.storm.is_some()
    }

    /// The box of this update: `canvas_box`, or during a storm a narrower one that
    /// changes every update.
    pub fn storm_box(&mut self, canvas_box: CanvasBox) -> CanvasBox {
        match self.storm.as_mut().map(|d| d.box_for(canvas_box)) {
            Some(Some(b)) => b,
            Some(None) => {
                self.storm = None;
                canvas_box
            }
            None => canvas_box,
        }
    }

    /// The loss knob: every device of the page is lost, as after a driver reset.
    pub fn induce_loss(&self) {
        if let Some((thread, _)) = &self.thread {
            thread.induce_loss();
        }
    }
}

#[cfg(test)]
mod tests;
