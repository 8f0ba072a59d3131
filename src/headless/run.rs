//! `lienzo run FILE`: a host program headless. A `.js` module, or an `.html` page as
//! tutorials publish them: its elements, its scripts (classic and module, inline and
//! `src=`) in a browser's order, its import map, its first `<canvas>` (or none), served
//! from a site's folder (`--root`, else the file's own folder).

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::{EXIT_OK, EXIT_PROBLEMS, fail, out};
use crate::config::Common;
use crate::js::{CanvasBox, Level, Page, PageOptions};

/// What `lienzo run` was asked.
pub struct RunArgs {
    pub file: PathBuf,
    /// The site's folder (default: the file's own).
    pub root: Option<PathBuf>,
    pub frames: u32,
    /// The virtual clock's frame rate: each rendering update is 1000/fps ms later.
    pub fps: f64,
    /// The canvas size when the page does not set one: drawing buffer and CSS box.
    pub size: (u32, u32),
    pub png: Option<PathBuf>,
    /// Before this rendering update, every device is lost as in a driver reset.
    pub lose_at: Option<u32>,
    /// Print the page world's trace of each rendering update.
    pub trace: bool,
    /// The most memory the page's process may hold, in MiB.
    pub memory_mib: u64,
    /// The longest one callback may run before the page is stopped as unresponsive.
    pub budget: Duration,
    /// This is the page's process: run here (else, where pages run in processes of
    /// their own, the run starts one and watches it).
    pub contained: bool,
}

/// The longest a whole `lienzo run` may take, its page's process killed past it.
const RUN_LIMIT: Duration = Duration::from_mins(2);

/// What starts a line of the page's process's stdout that belongs on stderr.
const STDERR_MARK: &str = "\u{1e}stderr\u{1e}";

/// The longest one call into wgpu may take before the page's process is ended: past
/// the page's own wait for the GPU (10 s), which ends the page more gently.
const NATIVE_LIMIT: Duration = Duration::from_secs(20);

/// The longest a callback may run: a browser calls a page unresponsive after a few
/// seconds; one second is plenty for any lesson's frame.
pub const BUDGET: Duration = Duration::from_secs(1);
/// The most memory a page's JavaScript may take.
pub const MEMORY_LIMIT: usize = 256 << 20;

pub fn run(common: &Common, args: &RunArgs) -> u8 {
    #[cfg(unix)]
    if !args.contained
        && let Some(exe) = crate::runtime::page_processes()
    {
        return run_contained(exe, common.lang, args.memory_mib << 20);
    }
    let (root, name) = match site(args) {
        Ok(site) => site,
        Err(e) => return fail(false, e),
    };
    if args.contained {
        let lang = common.lang;
        crate::js::native_watch::watch(NATIVE_LIMIT, i32::from(EXIT_PROBLEMS), move || {
            let secs = NATIVE_LIMIT.as_secs();
            eprintln!("error: {}", crate::text::page::Say::NativeStuck { secs }.text(lang));
        });
        let out: Vec<&Path> = args.png.iter().map(PathBuf::as_path).collect();
        #[cfg(unix)]
        if let Err(why) = crate::runtime::confine_to(&root, &out) {
            eprintln!("note: the page runs unconfined: {why}");
        }
    }
    let text = match crate::work::read_text(&args.file) {
        Ok(t) => t,
        Err(e) => return fail(false, e),
    };
    let extension = Path::new(&name)
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    let document = (extension == "html" || extension == "htm")
        .then(|| crate::js::parse_html(&name, &text, &|n| crate::js::read_site_text(&root, n)));
    let canvas_tag = document.as_ref().and_then(|d| d.canvas.clone()).unwrap_or_default();
    let instance = crate::gpu::device::instance(common.backends);
    let adapter = crate::gpu::device::adapter(&instance).ok();
    if adapter.is_none() {
        eprintln!("note: {}", crate::text::page::Say::NoAdapter.text(common.lang));
    }
    // A page's <canvas> without a size is 300x150, as in a browser; a module alone
    // gets `--size`.
    let canvas = canvas_tag
        .size
        .unwrap_or(if document.is_some() { (300, 150) } else { args.size });
    // An HTML page is laid out as a browser's window lays it out: `--size` is the
    // viewport, and the page's styles size its canvas in it. A module alone draws on a
    // canvas of `--size`.
    let page_layout = document.is_some();
    let css_box = if page_layout {
        (f64::from(args.size.0), f64::from(args.size.1))
    } else {
        canvas_tag.css_box.unwrap_or((f64::from(canvas.0), f64::from(canvas.1)))
    };
    let shown_root = args.root.as_ref().map_or_else(
        || args.file.parent().map(|p| p.display().to_string()).unwrap_or_default(),
        |r| r.display().to_string(),
    );
    let mut page = match Page::new(PageOptions {
        root: root.clone(),
        site: crate::js::Site {
            document: if document.is_some() {
                name.clone()
            } else {
                "index.html".to_owned()
            },
            imports: document.as_ref().map(|d| d.imports.clone()).unwrap_or_default(),
        },
        shown_root,
        instance,
        adapter,
        // A page draws what it fetches itself: no lesson picture is read.
        preferred: wgpu::TextureFormat::Rgba8Unorm,
        budget: args.budget,
        memory_limit: MEMORY_LIMIT,
        gpu_memory: args.memory_mib << 20,
        canvas,
        css_box,
        page_layout,
        dpr: 1.0,
        canvas_id: canvas_tag.id.clone().unwrap_or_else(|| "canvas".to_owned()),
        lang: common.lang,
        open_files: std::collections::BTreeMap::new(),
        mask: crate::js::AdapterMask::default(),
        clock: crate::js::ClockKind::Virtual,
    }) {
        Ok(p) => p,
        Err(e) => return fail(false, e),
    };
    if args.trace {
        page.trace();
    }
    let mut problems = 0;
    // In the page's process, what goes to stderr travels down stdout too, marked, so
    // the command that started it prints the page's lines in the order they came.
    let contained = args.contained;
    let err = move |line: String| {
        if contained {
            // Each line marked: a message's later lines (a GPU error's "- While
            // calling …") are stderr's too.
            for l in line.lines() {
                out!("{STDERR_MARK}{l}");
            }
        } else {
            eprintln!("{line}");
        }
    };
    let mut print = |page: &Page| {
        for step in page.take_trace() {
            out!("~ {step}");
        }
        for m in page.take_messages() {
            let place = m.place.map(|p| format!("{p}: ")).unwrap_or_default();
            match m.level {
                Level::Log | Level::Info | Level::Debug => out!("{place}{}", m.text),
                Level::Warn => err(format!("{place}warning: {}", m.text)),
                Level::Error => err(format!("{place}console.error: {}", m.text)),
                Level::Exception | Level::GpuError | Level::Stopped => {
                    problems += 1;
                    err(format!("{place}error: {}", m.text));
                }
            }
        }
    };
    match &document {
        Some(doc) => page.run_document(doc),
        None => page.run_module(&name, &text),
    }
    settle(&mut page, &mut print);
    print(&page);
    let canvas_box = CanvasBox {
        width: css_box.0,
        height: css_box.1,
        pixel_width: (css_box.0.round() as u32).max(1),
        pixel_height: (css_box.1.round() as u32).max(1),
    };
    let mut last = None;
    // The other canvases' last frames, by their numbers (see the loop).
    let mut others_last: Vec<(u32, crate::js::Presented)> = Vec::new();
    let frame_ms = 1000.0 / args.fps;
    for i in 0..args.frames {
        if args.lose_at == Some(i) {
            page.induce_loss();
            print(&page);
        }
        // The clock moves one frame; the timers due on the way run at their times.
        page.advance_to(f64::from(i + 1) * frame_ms);
        settle(&mut page, &mut print);
        if args.png.is_some() {
            // The document's other canvases are read too: when the window's canvas
            // shows nothing (a scratch canvas the page made first and never showed),
            // the picture is the first of them that presents, as a browser shows it.
            page.show_other_canvases(page.other_canvases(None).into_iter().map(|(n, _)| n).collect());
        }
        if let Some(p) = page.frame(canvas_box, true, args.png.is_some()) {
            last = Some(p);
        }
        for (n, p) in page.take_other_frames() {
            others_last.retain(|(m, _)| *m != n);
            others_last.push((n, p));
        }
        settle(&mut page, &mut print);
        print(&page);
        if page.stopped().is_some() {
            break;
        }
    }
    // What the GPU still owes the page (a loss after destroy(), a last mapping) arrives
    // before the run ends, as it would while a browser's page stays open.
    if page.stopped().is_none() {
        page.pump(true);
        print(&page);
    }
    let body = page.body_text();
    if !body.trim().is_empty() {
        out!("{}", body.trim());
    }
    if let Some(png) = &args.png {
        if last.is_none() {
            // The first canvas in the document's order that presented.
            let order = page.other_canvases(None);
            let first = order
                .iter()
                .find_map(|(n, _)| others_last.iter().position(|(m, _)| m == n));
            last = first.map(|i| others_last.swap_remove(i).1);
        }
        let Some(frame) = last else {
            // A page that draws its canvas in 2D shows it with no present.
            if let Some((_, width, height, rgba)) = page.shown_2d(0) {
                return match image::save_buffer(png, &rgba, width, height, image::ExtendedColorType::Rgba8) {
                    Ok(()) => {
                        eprintln!("wrote {} ({width}x{height})", png.display());
                        if problems > 0 { EXIT_PROBLEMS } else { EXIT_OK }
                    }
                    Err(e) => fail(false, format!("cannot write {}: {e}", png.display())),
                };
            }
            eprintln!("error: {}", crate::text::page::Say::NothingPresented.text(common.lang));
            return EXIT_PROBLEMS;
        };
        let written = frame.rgba().and_then(|mut rgba| {
            // As it is shown: an opaque canvas's alpha is ignored by the compositor.
            if frame.opaque {
                rgba.chunks_exact_mut(4).for_each(|p| p[3] = 255);
            }
            image::save_buffer(png, &rgba, frame.width, frame.height, image::ExtendedColorType::Rgba8)
                .map_err(|e| format!("cannot write {}: {e}", png.display()))
        });
        match written {
            Ok(()) => eprintln!("wrote {} ({}x{})", png.display(), frame.width, frame.height),
            Err(e) => return fail(false, e),
        }
    }
    if problems > 0 { EXIT_PROBLEMS } else { EXIT_OK }
}

/// Runs this same command again as the page's process (`--contained`), its output
/// passed on as it comes; a process that crashes, holds too much memory or runs past
/// [`RUN_LIMIT`] is an error in words, and this process lives to say it.
#[cfg(unix)]
fn run_contained(exe: &Path, lang: crate::lesson::Lang, memory: u64) -> u8 {
    use std::io::Write;
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .chain(["--contained".to_owned()])
        .collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    // Whole lines, each to the stream it was meant for (see `STDERR_MARK`).
    let mut pending: Vec<u8> = Vec::new();
    let mut route = |bytes: &[u8], end: bool| {
        // Lines end in what just came: only it is searched (a line of 64 MiB arrives
        // in a thousand reads).
        let old = pending.len();
        pending.extend_from_slice(bytes);
        let cut = if end {
            pending.len()
        } else {
            pending[old..]
                .iter()
                .rposition(|b| *b == b'\n')
                .map_or(0, |i| old + i + 1)
        };
        if cut == 0 {
            return;
        }
        let lines: Vec<u8> = pending.drain(..cut).collect();
        for line in lines.split_inclusive(|b| *b == b'\n') {
            if let Some(rest) = line.strip_prefix(STDERR_MARK.as_bytes()) {
                let mut e = std::io::stderr().lock();
                let _ = e.write_all(rest);
                let _ = e.flush();
            } else {
                let mut o = std::io::stdout().lock();
                let _ = o.write_all(line);
                let _ = o.flush();
            }
        }
    };
    let ran = crate::runtime::run_job(exe, &args, &[], RUN_LIMIT, memory, |bytes| route(bytes, false));
    route(&[], true);
    match ran {
        Ok(code) => u8::try_from(code).unwrap_or(EXIT_PROBLEMS),
        Err(crate::runtime::JobEnd::Fault(say) | crate::runtime::JobEnd::Late(say)) => {
            eprintln!("error: {}", say.text(lang));
            EXIT_PROBLEMS
        }
    }
}

/// Delivers GPU work the program waits for (`mapAsync`, `onSubmittedWorkDone`), as
/// often as the program asks for more, so a headless run sees what a browser would
/// before its next frame.
/// What the page printed meanwhile is printed as it comes (`print`), so a wait that
/// never ends still shows the lines before it.
pub(super) fn settle(page: &mut Page, print: &mut impl FnMut(&Page)) {
    for _ in 0..64 {
        print(page);
        if !page.gpu_pending() || page.stopped().is_some() {
            page.pump(false);
            return;
        }
        page.pump(true);
    }
}

/// The site's folder and the file's path inside it: `--root`, else the file's folder.
fn site(args: &RunArgs) -> Result<(PathBuf, String), String> {
    let file = std::fs::canonicalize(&args.file).map_err(|e| format!("{}: {e}", args.file.display()))?;
    let root = match &args.root {
        Some(r) => std::fs::canonicalize(r).map_err(|e| format!("--root {}: {e}", r.display()))?,
        None => file.parent().map(Path::to_path_buf).unwrap_or_default(),
    };
    let inside = file.strip_prefix(&root).map_err(|_| {
        format!(
            "{} is not inside the site's folder {} (--root)",
            args.file.display(),
            root.display()
        )
    })?;
    let name = inside
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join("/");
    Ok((root, name))
}
