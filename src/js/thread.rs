//! A page on a thread of its own, as a browser runs a page apart from its own UI: the
//! host (the window) sends rendering updates and never waits; the page sends back
//! each presented frame (RGBA8, tightly packed) and what it printed. Requests for an
//! adapter or a device, pipeline creation and readbacks all happen on the page's
//! thread.

use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::Duration;

use super::page::{Message, Page, PageOptions};
pub use crate::page_io::{CanvasBox, FromPage, PageStart, ToPage};

/// The host's handle on a page thread. Dropping it ends the page (at the latest when
/// its current callback returns or runs out of time) without waiting for it; the
/// program's exit waits for every ended page ([`join_ended`]).
pub struct PageThread {
    tx: Sender<ToPage>,
    rx: Receiver<FromPage>,
    handle: Option<std::thread::JoinHandle<()>>,
}

/// Page threads whose handle was dropped, still finishing their last callback.
static ENDED: std::sync::Mutex<Vec<std::thread::JoinHandle<()>>> = std::sync::Mutex::new(Vec::new());

impl Drop for PageThread {
    fn drop(&mut self) {
        if let Some(h) = self.handle.take() {
            let mut ended = ENDED.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            ended.retain(|h| !h.is_finished());
            ended.push(h);
        }
    }
}

/// Waits, up to `timeout`, for the page threads already ended to finish: a process
/// that exits while a page's thread still runs the GPU driver (Mesa's LLVM) can be
/// torn down under it. Returns how many are still running.
pub fn join_ended(timeout: Duration) -> usize {
    let until = std::time::Instant::now() + timeout;
    let ended = std::mem::take(&mut *ENDED.lock().unwrap_or_else(std::sync::PoisonError::into_inner));
    while std::time::Instant::now() < until && ended.iter().any(|h| !h.is_finished()) {
        std::thread::sleep(Duration::from_millis(10));
    }
    let (done, running): (Vec<_>, Vec<_>) = ended.into_iter().partition(std::thread::JoinHandle::is_finished);
    for h in done {
        let _ = h.join();
    }
    running.len()
}

impl PageThread {
    /// Starts the page: the thread finds an adapter, makes the page and runs the
    /// module; a failure to start arrives as `Stopped`.
    pub fn start(start: PageStart) -> Self {
        let (tx, page_rx) = channel();
        let (page_tx, rx) = channel();
        let spawned = std::thread::Builder::new()
            .name("lienzo page".to_owned())
            .spawn(move || {
                let link = crate::page_io::Channels {
                    rx: page_rx,
                    tx: page_tx,
                };
                serve(start, &link, None);
            });
        match spawned {
            Ok(handle) => Self {
                tx,
                rx,
                handle: Some(handle),
            },
            Err(e) => {
                // No thread: the handle answers that the page could not start.
                let (stopped, rx) = channel();
                let _ = stopped.send(FromPage::Stopped(format!("the page's thread could not start: {e}")));
                Self { tx, rx, handle: None }
            }
        }
    }

    /// Asks for one rendering update; updates the page has not reached yet are
    /// replaced by the newest, as a busy browser skips frames.
    pub fn frame(&self, canvas_box: CanvasBox, visible: bool) {
        let _ = self.tx.send(ToPage::Frame { canvas_box, visible });
    }

    /// Ends every device of the page as a driver reset would (the loss knob).
    pub fn induce_loss(&self) {
        let _ = self.tx.send(ToPage::Lose);
    }

    /// Any other request (the pointer, a hot update).
    pub fn ask(&self, request: ToPage) {
        let _ = self.tx.send(request);
    }

    /// Everything the page sent since the last call; never waits.
    pub fn take(&self) -> Vec<FromPage> {
        self.rx.try_iter().collect()
    }

    /// Waits up to `timeout` for the next thing the page sends (tests and the CLI).
    pub fn wait(&self, timeout: Duration) -> Option<FromPage> {
        self.rx.recv_timeout(timeout).ok()
    }
}

/// How often the window hears an HTML page's body text and controls while they change,
/// and how often at most once they have stopped changing (the window's input to the
/// page looks sooner again).
const BODY_LOOK: Duration = Duration::from_millis(250);
const BODY_LOOK_IDLE: Duration = Duration::from_secs(2);
/// The most canvases besides its own the window shows of a page, and the largest of
/// them (in pixels) it reads back each frame.
const MOST_OTHER_CANVASES: usize = 8;
const MOST_OTHER_PIXELS: u64 = 1024 * 1024;

/// Runs a page until the host is gone or the page stops: the rendering updates the
/// window asks for, timers between them; what the page does goes back to it, all
/// through `window`. A page thread runs this, with channels, and so does a page's process,
/// reading and writing its pipes itself (`runtime::child`).
/// A page's process passes `sink`, its shared memory for frames: a presented frame is
/// read back straight into it, with no copy of the page's own between.
pub fn serve(
    start: PageStart,
    window: &dyn crate::page_io::WindowLink,
    mut sink: Option<&mut dyn crate::page_io::FrameSink>,
) {
    let instance = crate::gpu::device::instance(start.backends);
    let adapter = crate::gpu::device::adapter(&instance).ok();
    // An `.html` page (a page opened in the window) is read as a browser reads it: its
    // scripts, its import map, its first <canvas>. Its files are read as the window has
    // them (an edit not saved yet), else from the page's folder.
    let document = crate::page_io::is_html(&start.name).then(|| {
        let (root, open) = (&start.root, &start.open_files);
        let read = |n: &str| open.get(n).cloned().map_or_else(|| super::read_site_text(root, n), Ok);
        super::parse_html(&start.name, &start.source, &read)
    });
    let tag = document.as_ref().and_then(|d| d.canvas.clone()).unwrap_or_default();
    let page = Page::new(PageOptions {
        root: start.root,
        site: document
            .as_ref()
            .map_or_else(crate::js::Site::default, |d| crate::js::Site {
                document: start.name.clone(),
                imports: d.imports.clone(),
            }),
        shown_root: start.shown_root,
        instance,
        adapter,
        preferred: start.preferred,
        budget: start.budget,
        memory_limit: start.memory_limit,
        gpu_memory: start.process_memory,
        canvas: tag.size.unwrap_or(start.canvas),
        css_box: start
            .first_box
            .map_or((f64::from(start.canvas.0), f64::from(start.canvas.1)), |b| {
                (b.width, b.height)
            }),
        page_layout: false,
        dpr: start
            .first_box
            .filter(|b| b.width > 0.0)
            .map_or(1.0, |b| f64::from(b.pixel_width) / b.width),
        canvas_id: tag.id.clone().unwrap_or_else(|| "canvas".to_owned()),
        lang: start.lang,
        open_files: start.open_files,
        mask: start.mask,
        // The window's pages run on real time, as a browser's do.
        clock: super::ClockKind::Real,
    });
    let mut page = match page {
        Ok(p) => p,
        Err(e) => {
            let _ = window.send(FromPage::Stopped(e));
            return;
        }
    };
    match &document {
        Some(doc) => page.run_document(doc),
        None => page.run_module(&start.name, &start.source),
    }
    // The window sends updates until it hears otherwise.
    let mut wanted = true;
    let mut device_revision = 0;
    // An HTML page's body text and any page's form controls, looked at no more often
    // than BODY_LOOK.
    let mut body = (String::new(), std::time::Instant::now());
    let mut look_every = BODY_LOOK;
    let mut controls = Vec::new();
    let mut others: Vec<(u32, String)> = Vec::new();
    let mut canvases_made = 0;
    // A control changed in the window's panel: the page's answer is looked at at once.
    let mut look_now = false;
    // What the window has seen of a canvas drawn in 2D (see `send_shown_2d`), and
    // whether the WebGPU canvas ever presented (then it is the one shown).
    let mut seen_2d = 0;
    let mut presented_any = false;
    // What the window has seen of the other canvases drawn in 2D, by canvas number.
    let mut seen_others_2d = std::collections::HashMap::new();
    loop {
        if !send_news(&page, window) {
            return;
        }
        // A canvas that got a context since the last look may be one the window shows:
        // looked at before the next update, so its first frames are not missed.
        let made = page.canvases_made();
        if made != canvases_made {
            canvases_made = made;
            look_now = true;
        }
        if look_now || body.1.elapsed() >= look_every {
            look_now = false;
            body.1 = std::time::Instant::now();
            let mut changed = false;
            // A canvas drawn in 2D by a timer, with no rendering update.
            if !presented_any {
                let Some(sent) = send_shown_2d(&page, window, &mut seen_2d) else {
                    return;
                };
                changed |= sent;
            }
            let mut now = page.other_canvases(shown_2d_bitmap(seen_2d));
            now.truncate(MOST_OTHER_CANVASES);
            if now != others {
                changed = true;
                others.clone_from(&now);
                page.show_other_canvases(now.iter().map(|(n, _)| *n).collect());
                if window.send(FromPage::Canvases(now)).is_err() {
                    return;
                }
            }
            // The other canvases drawn in 2D by a timer, with no rendering update.
            let Some(sent) = send_others_2d(&page, window, &others, &mut seen_others_2d, seen_2d) else {
                return;
            };
            changed |= sent;
            let now = page.controls();
            if now != controls {
                changed = true;
                controls.clone_from(&now);
                if window.send(FromPage::Controls(now)).is_err() {
                    return;
                }
            }
            // After the controls: the text leaves out what that listing named.
            let now = if document.is_some() {
                page.text_beside_controls()
            } else {
                String::new()
            };
            if now != body.0 {
                changed = true;
                body.0.clone_from(&now);
                if window.send(FromPage::Body(now)).is_err() {
                    return;
                }
            }
            // Each look that finds nothing changed waits twice as long for the next,
            // up to BODY_LOOK_IDLE (looking walks the page's whole tree and its style
            // sheets: a GUI library's panel costs a few % of a core at every 250 ms).
            look_every = if changed {
                BODY_LOOK
            } else {
                (look_every * 2).min(BODY_LOOK_IDLE)
            };
        }
        let wants = page.wants_frame();
        if wants != wanted {
            wanted = wants;
            if window.send(FromPage::Wants(wants)).is_err() {
                return;
            }
        }
        // The device panel shows the page's own device, read only when it changed.
        let revision = page.device_revision();
        if revision != device_revision {
            device_revision = revision;
            if let Some(d) = page.device()
                && window.send(FromPage::Device(d)).is_err()
            {
                return;
            }
        }
        let wait = page
            .run_timers()
            .unwrap_or(Duration::from_millis(100))
            .min(Duration::from_millis(100));
        let mut request = match window.recv_timeout(wait) {
            Ok(r) => Some(r),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => return,
        };
        // Only the newest rendering update counts; a loss request, the pointer and
        // an edit are never skipped.
        let more = std::iter::from_fn(|| window.recv_timeout(Duration::ZERO).ok());
        for r in request.take().into_iter().chain(more) {
            match r {
                ToPage::Lose => page.induce_loss(),
                ToPage::Pointer(p) => {
                    page.pointer(p);
                    look_every = BODY_LOOK;
                }
                ToPage::Key(k) => {
                    page.key(&k);
                    look_every = BODY_LOOK;
                }
                ToPage::Control(c) => {
                    page.control(&c);
                    look_now = true;
                }
                ToPage::Hot { file, text, check } => {
                    if !page.hot_update(&file, &text, check) && window.send(FromPage::Reload).is_err() {
                        return;
                    }
                }
                frame @ ToPage::Frame { .. } => request = Some(frame),
            }
        }
        page.pump(false);
        let Some(ToPage::Frame { canvas_box, visible }) = request else {
            continue;
        };
        let presented = page.frame(canvas_box, visible, true);
        if window.send(FromPage::Steps(page.take_steps())).is_err() {
            return;
        }
        // The other canvases the window shows: their pixels cross the pipe (they are
        // few and small), the page's own through shared memory below.
        for (canvas, frame) in page.take_other_frames() {
            let (width, height) = (frame.width, frame.height);
            if u64::from(width) * u64::from(height) > MOST_OTHER_PIXELS {
                continue;
            }
            if let Ok(rgba) = frame.rgba()
                && window
                    .send(FromPage::CanvasFrame {
                        canvas,
                        width,
                        height,
                        rgba,
                    })
                    .is_err()
            {
                return;
            }
        }
        presented_any |= presented.is_some();
        if !presented_any && send_shown_2d(&page, window, &mut seen_2d).is_none() {
            return;
        }
        if send_others_2d(&page, window, &others, &mut seen_others_2d, seen_2d).is_none() {
            return;
        }
        if let Some(presented) = presented {
            let (width, height) = (presented.width, presented.height);
            let in_slot = sink
                .as_deref_mut()
                .and_then(|s| s.put_with(width, height, &mut |to| presented.read_into(to)));
            let frame = match in_slot {
                Some(Ok((slot, seq))) => Ok(FromPage::InSlot { slot, seq }),
                Some(Err(e)) => Err(e),
                None => presented.rgba().map(|rgba| FromPage::Frame {
                    width,
                    height,
                    rgba: crate::page_io::FrameBytes::owned(rgba),
                }),
            };
            match frame {
                Ok(frame) => {
                    if window.send(frame).is_err() {
                        return;
                    }
                }
                Err(e) => {
                    let _ = window.send(FromPage::Messages(vec![Message {
                        level: super::Level::GpuError,
                        text: e,
                        place: None,
                    }]));
                }
            }
        }
    }
}

/// Sends the canvas a browser shows first when it is drawn in 2D or shows a bitmap
/// (a page whose WebGPU canvas presents nothing) and it changed since `seen`: a browser
/// shows such a canvas as it is drawn, with no present. Whether one was sent; `None`
/// when the host is gone.
fn send_shown_2d(page: &Page, window: &dyn crate::page_io::WindowLink, seen: &mut u64) -> Option<bool> {
    let Some((key, width, height, rgba)) = page.shown_2d(*seen) else {
        return Some(false);
    };
    *seen = key;
    window
        .send(FromPage::Frame {
            width,
            height,
            rgba: crate::page_io::FrameBytes::owned(rgba),
        })
        .ok()
        .map(|()| true)
}

/// Sends the bitmaps of the other canvases the window shows (`others`) that the page
/// draws in 2D and that changed since `seen` (a browser shows them as they are drawn),
/// but the one the window shows in its viewport (`shown`, [`send_shown_2d`]'s key).
/// Whether one was sent; `None` when the host is gone.
fn send_others_2d(
    page: &Page,
    window: &dyn crate::page_io::WindowLink,
    others: &[(u32, String)],
    seen: &mut std::collections::HashMap<u32, u64>,
    shown: u64,
) -> Option<bool> {
    let shown = shown_2d_bitmap(shown);
    let mut sent = false;
    for (canvas, _) in others {
        let Some((key, width, height, rgba)) = page.other_2d(*canvas, seen.get(canvas).copied().unwrap_or(0), shown)
        else {
            continue;
        };
        seen.insert(*canvas, key);
        if u64::from(width) * u64::from(height) > MOST_OTHER_PIXELS {
            continue;
        }
        window
            .send(FromPage::CanvasFrame {
                canvas: *canvas,
                width,
                height,
                rgba,
            })
            .ok()?;
        sent = true;
    }
    Some(sent)
}

/// The 2D bitmap the viewport shows, from [`send_shown_2d`]'s key: a 2D key is its
/// bitmap's number over 40 bits of changes (an ImageBitmap's has the top bit set, and
/// no 2D number).
fn shown_2d_bitmap(key: u64) -> Option<u32> {
    (key != 0 && key >> 63 == 0).then_some((key >> 40) as u32)
}

/// Sends what the page printed, and whether it stopped; `false` when the host is gone
/// or the page stopped.
fn send_news(page: &Page, window: &dyn crate::page_io::WindowLink) -> bool {
    let messages = page.take_messages();
    if !messages.is_empty() && window.send(FromPage::Messages(messages)).is_err() {
        return false;
    }
    if let Some(files) = page.take_accepts()
        && window.send(FromPage::Accepts(files)).is_err()
    {
        return false;
    }
    if page.take_reload() && window.send(FromPage::Reload).is_err() {
        return false;
    }
    if let Some(why) = page.stopped() {
        let _ = window.send(FromPage::Stopped(why));
        return false;
    }
    true
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::{FromPage, PageStart, PageThread, ToPage};
    use crate::js::CanvasBox;

    fn start(source: &str) -> PageThread {
        PageThread::start(PageStart {
            source: source.to_owned(),
            ..start_options()
        })
    }

    fn start_options() -> PageStart {
        PageStart {
            root: std::env::temp_dir(),
            shown_root: String::new(),
            name: "main.js".to_owned(),
            source: String::new(),
            backends: None,
            preferred: wgpu::TextureFormat::Rgba8Unorm,
            budget: Duration::from_millis(300),
            memory_limit: 64 << 20,
            process_memory: crate::page_io::PROCESS_MEMORY,
            canvas: (8, 8),
            first_box: None,
            lang: crate::lesson::Lang::En,
            open_files: std::collections::BTreeMap::new(),
            mask: crate::js::AdapterMask::default(),
        }
    }

    const BOX: CanvasBox = CanvasBox {
        width: 8.0,
        height: 8.0,
        pixel_width: 8,
        pixel_height: 8,
    };

    /// The window's `resize` fires when the box changes, once, before that update's
    /// frame callbacks (HTML's "run the resize steps" come first), and not at the start.
    #[test]
    fn the_window_fires_resize_when_the_box_changes_before_the_frame_callbacks() {
        let page = start(
            "addEventListener('resize', () => console.log('resize', innerWidth));\n\
             onresize = () => console.log('onresize');\n\
             function f() { console.log('frame', innerWidth); requestAnimationFrame(f); }\n\
             requestAnimationFrame(f);",
        );
        let wide = CanvasBox {
            width: 16.0,
            pixel_width: 16,
            ..BOX
        };
        let mut said: Vec<String> = Vec::new();
        let deadline = Instant::now() + Duration::from_mins(1);
        for b in [BOX, BOX, wide, wide] {
            page.frame(b, true);
            // Each update's lines, up to its frame callback's.
            while !said.last().is_some_and(|l| l.starts_with("frame")) && Instant::now() < deadline {
                match page.wait(Duration::from_millis(200)) {
                    Some(FromPage::Messages(m)) => said.extend(m.into_iter().map(|m| m.text)),
                    Some(FromPage::Stopped(why)) => panic!("the page stopped: {why}"),
                    Some(_) | None => {}
                }
            }
            said.push(String::new());
        }
        let said: Vec<&str> = said.iter().map(String::as_str).filter(|l| !l.is_empty()).collect();
        assert_eq!(
            said,
            ["frame 8", "frame 8", "onresize", "resize 16", "frame 16", "frame 16"],
            "{said:?}"
        );
    }

    /// A page whose frame callback spins is stopped with its reason; the host only
    /// ever sent it requests (a channel send) and read its answers.
    /// A canvas the page draws in 2D beside the one the viewport shows (a histogram under
    /// a photograph) is listed among the other canvases and its bitmap sent to the
    /// window, and again when a later task draws on it.
    #[test]
    fn another_canvas_drawn_in_2d_is_sent_to_the_window() {
        let page = start(
            "document.querySelector('canvas').getContext('2d').fillRect(0, 0, 1, 1);\n\
             const c = document.createElement('canvas');\n\
             c.id = 'histogram'; c.width = 4; c.height = 2;\n\
             document.body.appendChild(c);\n\
             const g = c.getContext('2d');\n\
             g.fillStyle = '#f00'; g.fillRect(0, 0, 4, 2);\n\
             setTimeout(() => { g.fillStyle = '#00f'; g.fillRect(0, 0, 4, 2); }, 100);",
        );
        let red = |rgba: &[u8]| rgba.get(..4) == Some(&[255, 0, 0, 255][..]);
        let blue = |rgba: &[u8]| rgba.get(..4) == Some(&[0, 0, 255, 255][..]);
        let frames = |got: &[FromPage], is: &dyn Fn(&[u8]) -> bool| {
            got.iter().any(
                |m| matches!(m, FromPage::CanvasFrame { canvas, width: 4, height: 2, rgba } if *canvas > 0 && is(rgba)),
            )
        };
        let got = drive(&page, |got| frames(got, &red) && frames(got, &blue));
        let listed = got.iter().any(|m| {
            matches!(m, FromPage::Canvases(list) if list.iter().any(|(_, name)| name == "<canvas id=\"histogram\">"))
        });
        assert!(listed, "the 2D canvas is listed: {got:?}");
        assert!(frames(&got, &red), "its first drawing reached the window");
        assert!(frames(&got, &blue), "the timer's drawing reached the window");
    }

    #[test]
    fn a_spinning_page_is_stopped_with_its_reason() {
        let page = start("requestAnimationFrame(() => { while (true) {} });");
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut stopped = None;
        while stopped.is_none() && Instant::now() < deadline {
            page.frame(BOX, true);
            if let Some(FromPage::Stopped(why)) = page.wait(Duration::from_millis(200)) {
                stopped = Some(why);
            }
        }
        let why = stopped.expect("the spinning page was stopped");
        assert!(why.contains("took too long"), "{why}");
    }

    /// Runs rendering updates as a window does (none while the page says it is idle),
    /// until `until` holds for what the page sent, or a minute passes.
    fn drive(page: &PageThread, mut until: impl FnMut(&[FromPage]) -> bool) -> Vec<FromPage> {
        let deadline = Instant::now() + Duration::from_mins(1);
        let mut got: Vec<FromPage> = Vec::new();
        let mut idle = false;
        while !until(&got) && Instant::now() < deadline {
            if !idle {
                page.frame(BOX, true);
            }
            if let Some(m) = page.wait(Duration::from_millis(50)) {
                match &m {
                    FromPage::Wants(w) => idle = !w,
                    FromPage::Stopped(why) => panic!("the page stopped: {why}"),
                    _ => {}
                }
                got.push(m);
            }
        }
        got
    }

    const SETUP: &str = "const a = await navigator.gpu.requestAdapter();\n\
        if (!a) throw new Error('this test needs a GPU adapter: apt-get install mesa-vulkan-drivers');\n\
        const d = await a.requestDevice();\n\
        const c = document.querySelector('canvas').getContext('webgpu');\n\
        c.configure({ device: d, format: navigator.gpu.getPreferredCanvasFormat() });\n\
        function draw() {\n\
          const e = d.createCommandEncoder();\n\
          e.beginRenderPass({ colorAttachments: [{ view: c.getCurrentTexture().createView(), clearValue: [1, 0.5, 0, 1], loadOp: 'clear', storeOp: 'store' }] }).end();\n\
          d.queue.submit([e.finish()]);\n\
        }\n";

    /// A page that draws once (no animation frame) is presented by the next rendering
    /// update and then says it is idle; a timer that asks for an animation frame wakes
    /// it; an animated page never goes idle.
    #[test]
    fn a_page_with_nothing_to_run_says_it_is_idle_until_it_asks_again() {
        let page = start(&format!(
            "{SETUP}draw();\nsetTimeout(() => requestAnimationFrame(() => console.log('woken')), 300);"
        ));
        let frames = |got: &[FromPage]| got.iter().filter(|m| matches!(m, FromPage::Frame { .. })).count();
        let wants = |got: &[FromPage]| {
            got.iter()
                .filter_map(|m| match m {
                    FromPage::Wants(w) => Some(*w),
                    _ => None,
                })
                .collect::<Vec<_>>()
        };
        let said = |got: &[FromPage], line: &str| {
            got.iter()
                .any(|m| matches!(m, FromPage::Messages(l) if l.iter().any(|l| l.text == line)))
        };
        let got = drive(&page, |got| said(got, "woken"));
        assert!(said(&got, "woken"), "the timer's animation frame never ran: {got:?}");
        // Presented once, idle, woken by the timer, idle again after its callback ran.
        assert_eq!(frames(&got), 1, "{got:?}");
        assert_eq!(wants(&got), [false, true], "{got:?}");
        let got = drive(&page, |got| !wants(got).is_empty());
        assert_eq!(wants(&got), [false], "{got:?}");

        let animated = start(&format!(
            "{SETUP}function f() {{ draw(); requestAnimationFrame(f); }}\nf();"
        ));
        let got = drive(&animated, |got| frames(got) >= 10);
        assert!(frames(&got) >= 10, "{got:?}");
        assert!(wants(&got).is_empty(), "an animated page never goes idle: {got:?}");
    }

    #[test]
    fn a_page_thread_sends_its_frames_and_its_console() {
        let page = start(
            "const a = await navigator.gpu.requestAdapter();\n\
             if (!a) throw new Error('this test needs a GPU adapter: apt-get install mesa-vulkan-drivers');\n\
             const d = await a.requestDevice();\n\
             const c = document.querySelector('canvas').getContext('webgpu');\n\
             c.configure({ device: d, format: navigator.gpu.getPreferredCanvasFormat() });\n\
             console.log('ready');\n\
             function f() {\n\
               const e = d.createCommandEncoder();\n\
               e.beginRenderPass({ colorAttachments: [{ view: c.getCurrentTexture().createView(), clearValue: [1, 0.5, 0, 1], loadOp: 'clear', storeOp: 'store' }] }).end();\n\
               d.queue.submit([e.finish()]);\n\
               requestAnimationFrame(f);\n\
             }\n\
             requestAnimationFrame(f);",
        );
        let deadline = Instant::now() + Duration::from_mins(1);
        let (mut frame, mut said) = (None, Vec::new());
        while frame.is_none() && Instant::now() < deadline {
            page.frame(BOX, true);
            match page.wait(Duration::from_millis(200)) {
                Some(FromPage::Frame { width, height, rgba }) => frame = Some((width, height, rgba)),
                Some(FromPage::Messages(m)) => said.extend(m.into_iter().map(|m| m.text)),
                Some(FromPage::Stopped(why)) => panic!("the page stopped: {why}"),
                Some(_) | None => {}
            }
        }
        let (w, h, rgba) = frame.unwrap_or_else(|| panic!("no frame; the page said {said:?}"));
        let rgba = rgba.into_vec().unwrap();
        assert_eq!((w, h), (8, 8));
        assert_eq!(&rgba[..4], &[255, 128, 0, 255]);
        said.extend(
            page.take()
                .into_iter()
                .filter_map(|m| match m {
                    FromPage::Messages(m) => Some(m.into_iter().map(|m| m.text).collect::<Vec<_>>()),
                    _ => None,
                })
                .flatten(),
        );
        assert!(said.iter().any(|t| t == "ready"), "{said:?}");
    }

    /// The frame timeline lists the program's calls in the order it made them: here a
    /// write issued after the submit that needed it.
    #[test]
    fn a_page_thread_sends_the_calls_of_each_frame_in_order() {
        use crate::page_io::Step;
        let page = start(
            "const a = await navigator.gpu.requestAdapter();\n\
             if (!a) throw new Error('this test needs a GPU adapter: apt-get install mesa-vulkan-drivers');\n\
             const d = await a.requestDevice();\n\
             const c = document.querySelector('canvas').getContext('webgpu');\n\
             c.configure({ device: d, format: navigator.gpu.getPreferredCanvasFormat() });\n\
             const u = d.createBuffer({ size: 16, usage: GPUBufferUsage.UNIFORM | GPUBufferUsage.COPY_DST });\n\
             function f() {\n\
               const e = d.createCommandEncoder();\n\
               e.beginRenderPass({ colorAttachments: [{ view: c.getCurrentTexture().createView(), loadOp: 'clear', storeOp: 'store' }] }).end();\n\
               d.queue.submit([e.finish()]);\n\
               d.queue.writeBuffer(u, 0, new Float32Array(4));\n\
               requestAnimationFrame(f);\n\
             }\n\
             requestAnimationFrame(f);",
        );
        let deadline = Instant::now() + Duration::from_mins(1);
        let mut seen = None;
        while seen.is_none() && Instant::now() < deadline {
            page.frame(BOX, true);
            match page.wait(Duration::from_millis(200)) {
                Some(FromPage::Steps(steps)) if steps.iter().any(|s| matches!(s, Step::Presented { .. })) => {
                    seen = Some(steps);
                }
                Some(FromPage::Stopped(why)) => panic!("the page stopped: {why}"),
                _ => {}
            }
        }
        let steps = seen.expect("no frame's calls came back");
        let at = |want: fn(&Step) -> bool| steps.iter().position(want);
        let acquired = at(|s| matches!(s, Step::Acquired { width: 8, height: 8 }));
        let submitted = at(|s| matches!(s, Step::Submitted { buffers: 1 }));
        let wrote = at(|s| matches!(s, Step::WroteBuffer { bytes: 16 }));
        let presented = at(|s| matches!(s, Step::Presented { width: 8, height: 8 }));
        assert!(
            acquired < submitted && submitted < wrote && wrote < presented && acquired.is_some(),
            "{steps:?}"
        );
    }

    /// Everything the page sends until `until` holds of what it printed (or a minute
    /// passes), with a rendering update now and then.
    fn collect(page: &PageThread, until: impl Fn(&[String]) -> bool) -> (Vec<String>, Vec<FromPage>) {
        let deadline = Instant::now() + Duration::from_mins(1);
        let (mut said, mut other) = (Vec::new(), Vec::new());
        while !until(&said) && Instant::now() < deadline {
            page.frame(BOX, true);
            match page.wait(Duration::from_millis(100)) {
                Some(FromPage::Messages(m)) => said.extend(m.into_iter().map(|m| m.text)),
                Some(FromPage::Stopped(why)) => panic!("the page stopped: {why}"),
                Some(other_news) => other.push(other_news),
                None => {}
            }
        }
        (said, other)
    }

    /// A key the window hands over reaches the page as `keydown` and `keyup`, at the
    /// document and the window, with the key's names and modifiers.
    #[test]
    fn a_key_from_the_window_reaches_the_page_as_keyboard_events() {
        let page = start(
            "for (const t of [document, window]) for (const type of ['keydown', 'keyup'])\n\
               t.addEventListener(type, (e) => console.log(type, t === window ? 'window' : 'document', e.key, e.code, e.shiftKey, e instanceof KeyboardEvent));\n\
             console.log('ready');",
        );
        let _ = collect(&page, |s| s.iter().any(|l| l == "ready"));
        let key = |down| crate::page_io::KeyPress {
            down,
            key: "A".to_owned(),
            code: "KeyA".to_owned(),
            repeat: false,
            alt: false,
            ctrl: false,
            meta: false,
            shift: true,
        };
        page.ask(ToPage::Key(key(true)));
        page.ask(ToPage::Key(key(false)));
        let (said, _) = collect(&page, |s| s.iter().any(|l| l.starts_with("keyup window")));
        assert_eq!(
            said,
            [
                "keydown document A KeyA true true",
                "keydown window A KeyA true true",
                "keyup document A KeyA true true",
                "keyup window A KeyA true true"
            ]
        );
    }

    /// `import.meta.hot.accept` takes an edit of a WGSL file in place: the window hears
    /// which files the page accepts, the callback gets the new module, and the page
    /// does not run again. An edit nobody accepts asks for a new run.
    #[test]
    fn a_page_takes_an_accepted_edit_in_place_and_asks_to_run_again_for_others() {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(dir.path().join("shader.wgsl"), "// one").expect("written");
        let page = PageThread::start(PageStart {
            root: dir.path().to_owned(),
            source: "import code from './shader.wgsl';\n\
                     console.log('ran with', code);\n\
                     import.meta.hot.accept('./shader.wgsl', (m) => console.log('now', m.default));\n\
                     console.log('url', import.meta.url);"
                .to_owned(),
            ..start_options()
        });
        let (said, mut news) = collect(&page, |s| s.iter().any(|l| l.starts_with("url")));
        // The files accepted follow the lines printed in the same task.
        for _ in 0..100 {
            if news.iter().any(|n| matches!(n, FromPage::Accepts(_))) {
                break;
            }
            news.extend(page.wait(Duration::from_millis(100)));
        }
        assert!(said.contains(&"ran with // one".to_owned()), "{said:?}");
        assert!(said.contains(&"url http://localhost/main.js".to_owned()), "{said:?}");
        let accepts: Vec<_> = news
            .iter()
            .filter_map(|n| {
                if let FromPage::Accepts(f) = n {
                    Some(f.clone())
                } else {
                    None
                }
            })
            .collect();
        assert_eq!(accepts.last(), Some(&vec!["shader.wgsl".to_owned()]), "{news:?}");
        page.ask(ToPage::Hot {
            file: "shader.wgsl".to_owned(),
            text: "// two".to_owned(),
            check: None,
        });
        let (said, news) = collect(&page, |s| s.iter().any(|l| l.starts_with("now")));
        assert!(said.contains(&"now // two".to_owned()), "{said:?}");
        assert!(
            !said.iter().any(|l| l.starts_with("ran with")),
            "the page ran again: {said:?}"
        );
        assert!(!news.iter().any(|n| matches!(n, FromPage::Reload)), "{news:?}");
        // A file no module accepts: the page asks to run again.
        page.ask(ToPage::Hot {
            file: "other.wgsl".to_owned(),
            text: "// three".to_owned(),
            check: None,
        });
        let deadline = Instant::now() + Duration::from_mins(1);
        let mut reload = false;
        while !reload && Instant::now() < deadline {
            page.frame(BOX, true);
            reload = matches!(page.wait(Duration::from_millis(100)), Some(FromPage::Reload));
        }
        assert!(reload, "an edit nobody accepts asks for a new run");
    }

    /// The window's pointer reaches the page as a mouse's events on the canvas, the
    /// document and the window, in CSS pixels from the canvas's corner.
    #[test]
    fn the_pointer_reaches_the_page_as_pointer_and_mouse_events() {
        let page = start(
            "const c = document.querySelector('canvas');\n\
             c.addEventListener('pointermove', (e) => console.log('move', e.offsetX, e.offsetY, e.buttons));\n\
             c.onpointerdown = (e) => console.log('down', e.button, e.buttons);\n\
             addEventListener('mouseup', (e) => console.log('window up', e.clientX));\n\
             c.addEventListener('pointerleave', () => console.log('left'));\n\
             console.log('listening');",
        );
        collect(&page, |s| s.iter().any(|l| l == "listening"));
        let at = |x, y, buttons| ToPage::Pointer(Some(crate::page_io::Pointer { x, y, buttons }));
        page.ask(at(3.0, 4.0, 0));
        page.ask(at(3.0, 4.0, 1));
        page.ask(at(5.0, 4.0, 0));
        page.ask(ToPage::Pointer(None));
        let (said, _) = collect(&page, |s| s.iter().any(|l| l == "left"));
        assert_eq!(
            said,
            ["move 3 4 0", "down 0 1", "move 5 4 0", "window up 5", "left"],
            "in the order they happened"
        );
    }

    /// The window's device panel shows the page's own device: the page says what its
    /// request asked for and what the device got, and says it again for a new device.
    #[test]
    fn a_page_tells_the_window_about_its_device() {
        let page = start(
            "const a = await navigator.gpu.requestAdapter();\n\
             if (!a) throw new Error('this test needs a GPU adapter: apt-get install mesa-vulkan-drivers');\n\
             await a.requestDevice({ requiredLimits: { maxBindGroups: 4 } });\n\
             setTimeout(async () => {\n\
               const b = await navigator.gpu.requestAdapter();\n\
               await b.requestDevice();\n\
               requestAnimationFrame(() => console.log('asked twice'));\n\
             }, 50);",
        );
        let devices = |got: &[FromPage]| -> Vec<crate::page_io::PageDevice> {
            got.iter()
                .filter_map(|m| match m {
                    FromPage::Device(d) => Some(d.clone()),
                    _ => None,
                })
                .collect()
        };
        let got = drive(&page, |got| {
            got.iter()
                .any(|m| matches!(m, FromPage::Messages(l) if l.iter().any(|l| l.text == "asked twice")))
        });
        let seen = devices(&got);
        let last = seen
            .last()
            .unwrap_or_else(|| panic!("the page never told its device: {got:?}"));
        assert_eq!(
            last.requested_limits,
            Some(std::collections::BTreeMap::new()),
            "{seen:?}"
        );
        assert!(
            last.granted_limits.get("maxBindGroups").is_some_and(|v| *v >= 4.0),
            "{last:?}"
        );
        assert!(
            last.adapter_limits
                .get("maxTextureDimension2D")
                .is_some_and(|v| *v >= 8192.0),
            "{last:?}"
        );
        assert!(
            seen.iter()
                .any(|d| d.requested_limits.as_ref().and_then(|r| r.get("maxBindGroups")) == Some(&4.0)),
            "the first request was never told: {seen:?}"
        );
    }
}
