//! `lienzo check`: one WGSL file checked as a module, as a browser's
//! `getCompilationInfo()` checks it, with its problems printed; with `--png`, drawn by
//! the playground's page (`shaders/playground.js`, the page the window's playground
//! runs) when the module is one it can draw.

use std::collections::BTreeMap;
use std::path::PathBuf;

use super::{Common, EXIT_OK, EXIT_PROBLEMS, fail, knobs_for, out};
use crate::js::{CanvasBox, Level, Page, PageOptions};
use crate::wgsl::Diagnostic;

/// Arguments of `lienzo check`.
#[derive(Clone, Debug)]
pub struct CheckArgs {
    /// WGSL file.
    pub file: PathBuf,
    /// Lesson whose starting knobs make the picture's world.
    pub lesson: Option<String>,
    /// `name=value` knob pairs.
    pub set: Vec<String>,
    /// Frames the playground's page draws before the picture.
    pub frames: u32,
    /// Canvas size.
    pub size: (u32, u32),
    /// PNG output.
    pub png: Option<PathBuf>,
    /// JSON output.
    pub json: bool,
}

/// One diagnostic as the CLI prints it in JSON.
#[derive(serde::Serialize)]
struct JsonDiag<'a> {
    file: &'a str,
    line: Option<u32>,
    column: Option<u32>,
    length: Option<u32>,
    severity: &'static str,
    code: Option<&'static str>,
    message: String,
    source: &'a crate::wgsl::DiagSource,
    labels: Vec<String>,
    notes: &'a [String],
}

fn json_diag<'a>(file: &'a str, d: &'a Diagnostic) -> JsonDiag<'a> {
    JsonDiag {
        file,
        line: d.span.as_ref().map(|s| s.line),
        column: d.span.as_ref().map(|s| s.column),
        length: d.span.as_ref().map(|s| s.length),
        severity: d.severity.as_str(),
        code: d.code,
        message: d.message.clone(),
        source: &d.source,
        labels: d
            .labels
            .iter()
            .map(|l| match &l.span {
                Some(s) => format!("{}:{}: {}", s.line, s.column, l.message),
                None => l.message.clone(),
            })
            .collect(),
        notes: &d.notes,
    }
}

/// The playground's page, its shader module and the module it imports.
const PLAYGROUND_PAGE: &str = "playground.js";
const PLAYGROUND_SHADER: &str = "playground.wgsl";

/// What drawing the module with the playground's page gave.
struct Drawn {
    /// The last frame presented: width, height, RGBA8.
    frame: Option<(u32, u32, Vec<u8>)>,
    /// The adapter it ran on, in words.
    adapter: String,
    /// The page's errors while it drew (kind, text).
    errors: Vec<(&'static str, String)>,
}

/// Runs the playground's page with `source` as its shader for `frames` rendering
/// updates on the virtual clock, in the world the knobs make, and keeps the last frame.
fn draw(common: &Common, source: &str, knobs: &crate::lesson::Knobs, args: &CheckArgs) -> Result<Drawn, String> {
    let instance = crate::gpu::device::instance(common.backends);
    let adapter = crate::gpu::device::adapter(&instance).map_err(|e| e.to_string())?;
    let info = adapter.get_info();
    let adapter_line = format!("{} ({:?}, {})", info.name, info.backend, info.driver);
    let world = crate::page_io::World::from_knobs(knobs, wgpu::TextureFormat::Rgba8Unorm);
    let root = common.shaders_dir();
    let page_text = crate::work::read_text(&root.join(PLAYGROUND_PAGE)).map_err(|e| e.to_string())?;
    let (w, h) = args.size;
    let mut page = Page::new(PageOptions {
        root: root.clone(),
        site: crate::js::Site::default(),
        shown_root: root.display().to_string(),
        instance,
        adapter: Some(adapter),
        preferred: world.preferred,
        budget: super::run::BUDGET,
        memory_limit: super::run::MEMORY_LIMIT,
        gpu_memory: crate::page_io::PROCESS_MEMORY,
        canvas: args.size,
        css_box: (f64::from(w), f64::from(h)),
        page_layout: false,
        dpr: 1.0,
        canvas_id: "canvas".to_owned(),
        lang: common.lang,
        open_files: BTreeMap::from([(PLAYGROUND_SHADER.to_owned(), source.to_owned())]),
        mask: world.mask,
        clock: crate::js::ClockKind::Virtual,
    })?;
    let mut errors = Vec::new();
    let mut keep = |page: &Page| {
        for m in page.take_messages() {
            let kind = match m.level {
                Level::GpuError => "WebGPU",
                Level::Exception | Level::Stopped => "JavaScript",
                Level::Error => "console.error",
                Level::Log | Level::Info | Level::Debug | Level::Warn => continue,
            };
            errors.push((kind, m.text));
        }
    };
    page.run_module(PLAYGROUND_PAGE, &page_text);
    super::run::settle(&mut page, &mut keep);
    let canvas_box = CanvasBox {
        width: f64::from(w),
        height: f64::from(h),
        pixel_width: w,
        pixel_height: h,
    };
    let mut last = None;
    for i in 0..args.frames.max(1) {
        page.advance_to(f64::from(i + 1) * 1000.0 / 60.0);
        super::run::settle(&mut page, &mut keep);
        if let Some(p) = page.frame(canvas_box, true, true) {
            last = Some(p);
        }
        super::run::settle(&mut page, &mut keep);
        if page.stopped().is_some() {
            break;
        }
    }
    keep(&page);
    let frame = match last {
        Some(p) => Some((p.width, p.height, p.rgba()?)),
        None => None,
    };
    Ok(Drawn {
        frame,
        adapter: adapter_line,
        errors,
    })
}

/// `lienzo check`.
pub fn check(common: &Common, args: &CheckArgs) -> u8 {
    let source = match crate::work::read_text(&args.file) {
        Ok(s) => s,
        Err(e) => return fail(args.json, e),
    };
    let catalog = crate::lesson::Catalog::load(&common.lessons_dir(), &common.shaders_dir());
    let knobs = match knobs_for(common, &catalog, args.lesson.as_deref(), &args.set) {
        Ok(v) => v,
        Err(e) => return fail(args.json, e),
    };
    let file = args.file.display().to_string();
    let report = crate::wgsl::validate_module(&source);
    let mut problems = report.diagnostics.clone();
    // The picture: only of a module the playground's page can draw (one @fragment
    // entry point, at most one @vertex one), and only when asked for.
    let mut drawn = None;
    if args.png.is_some() && problems.is_empty() {
        let unfit = report
            .reflection
            .as_ref()
            .and_then(|r| crate::wgsl::pick_stages(r, crate::wgsl::SceneKind::Fullscreen).err());
        match unfit {
            Some(d) => problems.push(d),
            None => match draw(common, &source, &knobs, args) {
                Ok(d) => drawn = Some(d),
                Err(e) => return fail(args.json, e),
            },
        }
    }
    if let Some(d) = &drawn {
        for (kind, text) in &d.errors {
            problems.push(Diagnostic::coded(
                "W0924",
                crate::wgsl::DiagSource::Wgpu,
                None,
                &[("kind", kind), ("text", text)],
            ));
        }
    }
    let problems: Vec<Diagnostic> = problems.iter().map(|d| d.in_lang(common.lang).into_owned()).collect();
    let mut png_written = None;
    if let (Some(png), Some(d), true) = (&args.png, &drawn, problems.is_empty()) {
        let Some((width, height, rgba)) = &d.frame else {
            return fail(args.json, crate::text::page::Say::NothingPresented.text(common.lang));
        };
        match image::save_buffer(png, rgba, *width, *height, image::ExtendedColorType::Rgba8) {
            Ok(()) => png_written = Some(png.display().to_string()),
            Err(e) => return fail(args.json, format!("cannot write {}: {e}", png.display())),
        }
    }
    let canvas = drawn.as_ref().and_then(|d| d.frame.as_ref()).map(|(w, h, _)| [*w, *h]);
    let adapter = drawn.as_ref().map(|d| d.adapter.clone());
    if args.json {
        let out = serde_json::json!({
            "file": file,
            "lang": common.lang.code(),
            "adapter": adapter,
            "clean": problems.is_empty(),
            "diagnostics": problems.iter().map(|d| json_diag(&file, d)).collect::<Vec<_>>(),
            "png": png_written,
            // The canvas as drawn: the playground's page keeps it within
            // maxTextureDimension2D when asked for more.
            "canvas": canvas,
            "requested": [args.size.0, args.size.1],
        });
        out!("{out:#}");
    } else {
        for d in &problems {
            eprintln!("{}", d.to_text(&file));
        }
        if let (Some(p), Some([w, h]), Some(a)) = (&png_written, canvas, &adapter) {
            out!("wrote {p} ({w}x{h}, drawn by the playground's page on {a})");
        }
        if problems.is_empty() {
            out!("{file}: clean");
        }
    }
    if problems.is_empty() { EXIT_OK } else { EXIT_PROBLEMS }
}
