//! How a page is made: what the window or the grader gives it before its module runs.

use std::path::PathBuf;
use std::time::Duration;

use crate::lesson::Lang;
use crate::page_io::AdapterMask;

/// How the page is made.
pub struct PageOptions {
    /// The site's folder: modules and fetched files come from it, and only from it.
    pub root: PathBuf,
    /// The document's path inside it and the import map.
    pub site: super::loader::Site,
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
    /// The most GPU memory the program's buffers and textures may hold together.
    pub gpu_memory: u64,
    /// The canvas's drawing buffer, and its CSS box in CSS pixels.
    pub canvas: (u32, u32),
    pub css_box: (f64, f64),
    /// `css_box` is the viewport, and the page's styles lay its canvas out in it, as in
    /// a browser's window (`lienzo run` of an HTML page); else the canvas fills it.
    pub page_layout: bool,
    /// `devicePixelRatio` before the first rendering update (each update brings its own).
    pub dpr: f64,
    /// The canvas's `id` (an `.html` page's own, else `canvas`).
    pub canvas_id: String,
    /// The language of what Lienzo says about the page.
    pub lang: Lang,
    /// Files of the page's folder that an editor holds, by name: imports read these
    /// texts instead of the disk's.
    pub open_files: std::collections::BTreeMap<String, String>,
    /// What the world hides of the real adapter (the knobs).
    pub mask: AdapterMask,
    /// The page's clock: real in the window, virtual where the host paces the page.
    pub clock: super::ClockKind,
}
