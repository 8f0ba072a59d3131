//! A course program run as the window runs a page, for the benches that measure the
//! page path: on a thread of this process (its memory is this process's), one
//! rendering update at a time, each waited for to its end.

use std::time::{Duration, Instant};

use super::BenchError;
use crate::config::Common;
use crate::page_io::{CanvasBox, FromPage, PageStart, Step};
use crate::runtime::PageHost;

const PATIENCE: Duration = Duration::from_secs(30);

/// Starts `program` (a file of the course's `shaders/`, with its imports there) on a
/// thread, its canvas's box `size`.
pub(super) fn start(common: &Common, program: &str, size: (u32, u32)) -> Result<PageHost, BenchError> {
    let path = common.shaders_dir().join(program);
    let source = std::fs::read_to_string(&path).map_err(|source| BenchError::File { path, source })?;
    Ok(start_source(common, program, source, size))
}

/// Starts a program of the bench's own, `source`, as [`start`] does.
pub(super) fn start_source(common: &Common, name: &str, source: String, size: (u32, u32)) -> PageHost {
    PageHost::start_on_thread(page_start(common, name, source, size))
}

/// How the benches start a page: `source` as the module `name` of the course's
/// `shaders/` folder, its canvas `size`, the host preferring `rgba8unorm`.
pub(super) fn page_start(common: &Common, name: &str, source: String, size: (u32, u32)) -> PageStart {
    PageStart {
        root: common.shaders_dir(),
        shown_root: String::new(),
        name: name.to_owned(),
        source,
        backends: common.backends,
        preferred: wgpu::TextureFormat::Rgba8Unorm,
        budget: Duration::from_secs(1),
        memory_limit: 256 << 20,
        process_memory: crate::page_io::PROCESS_MEMORY,
        canvas: size,
        first_box: None,
        lang: common.lang,
        open_files: std::collections::BTreeMap::new(),
        mask: crate::page_io::AdapterMask::default(),
    }
}

/// A box of `size` CSS pixels at a ratio of 1.
pub(super) fn canvas_box(size: (u32, u32)) -> CanvasBox {
    CanvasBox {
        width: f64::from(size.0),
        height: f64::from(size.1),
        pixel_width: size.0,
        pixel_height: size.1,
    }
}

/// Asks for one rendering update with the canvas's box at `size` and waits for its
/// end; returns what the program did since the update before, up to this one's
/// present. What else the page sends meanwhile (its frames, its lines) is dropped; a
/// page that stops is an error with its reason.
pub(super) fn update(page: &PageHost, size: (u32, u32)) -> Result<Vec<Step>, BenchError> {
    let t = Instant::now();
    page.frame(canvas_box(size), true);
    while t.elapsed() < PATIENCE {
        match page.wait(Duration::from_millis(100)) {
            Some(FromPage::Steps(steps)) => return Ok(steps),
            Some(FromPage::Stopped(why)) => return Err(BenchError::Unmet(format!("the bench's page stopped: {why}"))),
            _ => {}
        }
    }
    Err(BenchError::Unmet(format!(
        "a rendering update did not end within {} s",
        PATIENCE.as_secs()
    )))
}

/// Asks for one rendering update and waits for its frame's pixels in this process.
pub(super) fn frame(page: &PageHost, size: (u32, u32)) -> Result<Duration, BenchError> {
    let t = Instant::now();
    page.frame(canvas_box(size), true);
    while t.elapsed() < PATIENCE {
        match page.wait(Duration::from_millis(100)) {
            Some(FromPage::Frame { rgba, .. }) if !rgba.is_empty() => return Ok(t.elapsed()),
            Some(FromPage::Stopped(why)) => return Err(BenchError::Unmet(format!("the bench's page stopped: {why}"))),
            // An update that presented nothing (the page still waits for its device).
            Some(FromPage::Steps(steps)) if !steps.iter().any(|s| matches!(s, Step::Presented { .. })) => {
                page.frame(canvas_box(size), true);
            }
            _ => {}
        }
    }
    Err(BenchError::Unmet(format!(
        "no frame came back within {} s",
        PATIENCE.as_secs()
    )))
}

/// Updates until one presents, at most `most`; the steps of every update, in order.
pub(super) fn until_presented(page: &PageHost, size: (u32, u32), most: u32) -> Result<Vec<Step>, BenchError> {
    let mut all = Vec::new();
    for _ in 0..most {
        let steps = update(page, size)?;
        let presented = steps.iter().any(|s| matches!(s, Step::Presented { .. }));
        all.extend(steps);
        if presented {
            return Ok(all);
        }
        // The device or a timer is on its way: give it a moment, as a frame would.
        std::thread::sleep(Duration::from_millis(2));
    }
    Err(BenchError::Unmet(format!(
        "the page presented nothing in {most} rendering updates"
    )))
}
