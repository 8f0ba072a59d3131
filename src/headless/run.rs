//! `lienzo run FILE`: a host program headless. A `.js` module, or an `.html` page with
//! one `<canvas>` and its module script (inline or `src=`), as tutorials publish them.

use std::path::{Path, PathBuf};
use std::time::Duration;

use super::{EXIT_OK, EXIT_PROBLEMS, fail, out};
use crate::config::Common;
use crate::js::{CanvasBox, Level, Page, PageOptions};

/// What `lienzo run` was asked.
pub struct RunArgs {
    pub file: PathBuf,
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
    /// This is the page's process: run here (else, where pages run in processes of
    /// their own, the run starts one and watches it).
    pub contained: bool,
}

/// The longest a whole `lienzo run` may take, its page's process killed past it.
const RUN_LIMIT: Duration = Duration::from_mins(2);

/// The program a file holds: its module's name and text, and the canvas it declares.
struct Program {
    name: String,
    source: String,
    canvas: Option<(u32, u32)>,
    css_box: Option<(f64, f64)>,
    canvas_id: Option<String>,
}

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
    if args.contained {
        let root = args.file.parent().map(Path::to_path_buf).unwrap_or_default();
        let root = if root.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            root
        };
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
    let root = args.file.parent().map(Path::to_path_buf).unwrap_or_default();
    let file_name = args
        .file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let extension = Path::new(&file_name)
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    let program = if extension == "html" || extension == "htm" {
        match from_html(&file_name, &text, &root) {
            Ok(p) => p,
            Err(e) => return fail(false, format!("{}: {e}", args.file.display())),
        }
    } else {
        Program {
            name: file_name,
            source: text,
            canvas: None,
            css_box: None,
            canvas_id: None,
        }
    };
    let instance = crate::gpu::device::instance(common.backends);
    let adapter = crate::gpu::device::adapter(&instance).ok();
    if adapter.is_none() {
        eprintln!("note: {}", crate::text::page::Say::NoAdapter.text(common.lang));
    }
    let canvas = program.canvas.unwrap_or(args.size);
    let css_box = program.css_box.unwrap_or((f64::from(canvas.0), f64::from(canvas.1)));
    let shown_root = root.display().to_string();
    let mut page = match Page::new(PageOptions {
        root: if root.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            root.clone()
        },
        shown_root,
        instance,
        adapter,
        // A page draws what it fetches itself: no lesson picture is read.
        preferred: wgpu::TextureFormat::Rgba8Unorm,
        budget: BUDGET,
        memory_limit: MEMORY_LIMIT,
        canvas,
        css_box,
        dpr: 1.0,
        canvas_id: program.canvas_id.clone().unwrap_or_else(|| "canvas".to_owned()),
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
    let mut print = |page: &Page| {
        for step in page.take_trace() {
            out!("~ {step}");
        }
        for m in page.take_messages() {
            let place = m.place.map(|p| format!("{p}: ")).unwrap_or_default();
            match m.level {
                Level::Log | Level::Info | Level::Debug => out!("{place}{}", m.text),
                Level::Warn => eprintln!("{place}warning: {}", m.text),
                Level::Error => eprintln!("{place}console.error: {}", m.text),
                Level::Exception | Level::GpuError | Level::Stopped => {
                    problems += 1;
                    eprintln!("{place}error: {}", m.text);
                }
            }
        }
    };
    page.run_module(&program.name, &program.source);
    settle(&mut page);
    print(&page);
    let canvas_box = CanvasBox {
        width: css_box.0,
        height: css_box.1,
        pixel_width: (css_box.0.round() as u32).max(1),
        pixel_height: (css_box.1.round() as u32).max(1),
    };
    let mut last = None;
    let frame_ms = 1000.0 / args.fps;
    for i in 0..args.frames {
        if args.lose_at == Some(i) {
            page.induce_loss();
            print(&page);
        }
        // The clock moves one frame; the timers due on the way run at their times.
        page.advance_to(f64::from(i + 1) * frame_ms);
        settle(&mut page);
        if let Some(p) = page.frame(canvas_box, true, args.png.is_some()) {
            last = Some(p);
        }
        settle(&mut page);
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
        let Some(frame) = last else {
            eprintln!("error: {}", crate::text::page::Say::NothingPresented.text(common.lang));
            return EXIT_PROBLEMS;
        };
        let written = frame.rgba().and_then(|rgba| {
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
    let ran = crate::runtime::run_job(exe, &args, &[], RUN_LIMIT, memory, |bytes| {
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(bytes);
        let _ = out.flush();
    });
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
fn settle(page: &mut Page) {
    for _ in 0..64 {
        if !page.gpu_pending() || page.stopped().is_some() {
            page.pump(false);
            return;
        }
        page.pump(true);
    }
}

/// The module script and the canvas of an `.html` page. An inline script keeps the
/// page's line numbers (the lines before it become empty lines).
fn from_html(name: &str, html: &str, root: &Path) -> Result<Program, String> {
    let lower = html.to_ascii_lowercase();
    let (canvas, css_box, canvas_id) = match lower.find("<canvas") {
        Some(at) => {
            let end = lower[at..].find('>').map_or(lower.len(), |e| at + e);
            let tag = &html[at..end];
            let attr = |n: &str| attribute(tag, n).and_then(|v| v.trim().parse::<u32>().ok());
            let size = match (attr("width"), attr("height")) {
                (None, None) => None,
                (w, h) => Some((w.unwrap_or(300), h.unwrap_or(150))),
            };
            let style = attribute(tag, "style").unwrap_or_default();
            let css = |n: &str| {
                style.split(';').find_map(|d| {
                    let (k, v) = d.split_once(':')?;
                    (k.trim() == n).then(|| v.trim().trim_end_matches("px").trim().parse::<f64>().ok())?
                })
            };
            let css_box = match (css("width"), css("height")) {
                (Some(w), Some(h)) => Some((w, h)),
                _ => None,
            };
            (size, css_box, attribute(tag, "id"))
        }
        None => return Err("the page has no <canvas>".to_owned()),
    };
    let mut from = 0;
    while let Some(at) = lower[from..].find("<script").map(|i| from + i) {
        let open_end = lower[at..]
            .find('>')
            .map(|e| at + e + 1)
            .ok_or("an unclosed <script> tag")?;
        let tag = &html[at..open_end];
        let close = lower[open_end..]
            .find("</script>")
            .map_or(lower.len(), |e| open_end + e);
        from = close;
        if attribute(tag, "type").as_deref() != Some("module") {
            continue;
        }
        if let Some(src) = attribute(tag, "src") {
            let module = crate::js::resolve_name(name, &src)?;
            let source = crate::work::read_text(&root.join(&module)).map_err(|e| e.to_string())?;
            return Ok(Program {
                name: module,
                source,
                canvas,
                css_box,
                canvas_id,
            });
        }
        let lines_before = html[..open_end].matches('\n').count();
        let column = open_end - html[..open_end].rfind('\n').map_or(0, |n| n + 1);
        let source = format!(
            "{}{}{}",
            "\n".repeat(lines_before),
            " ".repeat(column),
            &html[open_end..close]
        );
        return Ok(Program {
            name: name.to_owned(),
            source,
            canvas,
            css_box,
            canvas_id,
        });
    }
    Err("the page has no <script type=\"module\">".to_owned())
}

/// An attribute's value in a tag (`name="v"`, `name='v'` or `name=v`).
fn attribute(tag: &str, name: &str) -> Option<String> {
    let lower = tag.to_ascii_lowercase();
    let mut from = 0;
    while let Some(i) = lower[from..].find(name).map(|i| from + i) {
        from = i + name.len();
        let before_ok = i > 0 && lower.as_bytes()[i - 1].is_ascii_whitespace();
        let rest = tag[from..].trim_start();
        if !before_ok || !rest.starts_with('=') {
            continue;
        }
        let rest = rest[1..].trim_start();
        return Some(match rest.chars().next()? {
            q @ ('"' | '\'') => rest[1..].split(q).next()?.to_owned(),
            _ => rest.split(|c: char| c.is_whitespace() || c == '>').next()?.to_owned(),
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{attribute, from_html};

    #[test]
    fn an_html_page_gives_its_canvas_and_inline_module_with_its_line_numbers() {
        let html = "<!doctype html>\n<canvas id=c width=\"640\" height=480 style=\"width: 320px; height: 240px\"></canvas>\n<script type=\"module\">\nconsole.log(1);\n</script>\n";
        let p = from_html("index.html", html, std::path::Path::new(".")).unwrap();
        assert_eq!(p.canvas, Some((640, 480)));
        assert_eq!(p.css_box, Some((320.0, 240.0)));
        assert_eq!(p.source.lines().position(|l| l.contains("console.log")), Some(3));
        assert_eq!(attribute("<canvas  width='5'>", "width").as_deref(), Some("5"));
        assert!(from_html("a.html", "<p>no canvas</p>", std::path::Path::new(".")).is_err());
    }
}
