//! `bench present` and `bench format`: a page's frame against the driver's own clear
//! and readback, and a canvas in the preferred format against one in the other.

use super::bare::Bare;
use super::{BenchError, BenchReport, Common, FRAME_60HZ_MS, course_page, ms, percentile};

/// Sizes `bench present` measures: a 720p window, a 1440p and a 2160p canvas.
const PRESENT_SIZES: [(u32, u32); 3] = [(1280, 720), (2560, 1440), (3840, 2160)];

/// Median milliseconds of `frames` calls of `f`.
fn median(frames: u32, mut f: impl FnMut() -> f64) -> f64 {
    let mut v: Vec<f64> = (0..frames).map(|_| f()).collect();
    percentile(&mut v, 0.5)
}

pub(super) fn present(common: &Common, frames: u32) -> Result<BenchReport, BenchError> {
    let bare = Bare::new(common)?;
    let mut lines = Vec::new();
    let mut rows = Vec::new();
    for size in PRESENT_SIZES {
        // The page: bench frames' clear, on a thread of this process (no process
        // boundary: that is `bench frames`), each rendering update to its pixels here.
        let page = course_page::start_source(common, "present.js", super::frames::PROGRAM.to_owned(), size);
        for _ in 0..3 {
            course_page::frame(&page, size)?;
            bare.frame(size, None, true);
        }
        let mut page_times = Vec::new();
        for _ in 0..frames {
            page_times.push(ms(course_page::frame(&page, size)?));
        }
        let page_ms = percentile(&mut page_times, 0.5);
        let render = median(frames, || ms(bare.frame(size, None, false)));
        let readback = median(frames, || ms(bare.frame(size, None, true)));
        let overhead = page_ms - render;
        let floor = readback - render;
        let ratio = page_ms / readback;
        lines.push(format!(
            "{:>4}x{:<4}  driver: clear {render:7.2} ms, clear + readback {readback:7.2} ms | page: update to pixels {page_ms:7.2} ms | present overhead {overhead:7.2} ms (readback alone {floor:7.2} ms) | page / clear + readback {ratio:5.2}",
            size.0, size.1
        ));
        rows.push(serde_json::json!({
            "size": [size.0, size.1], "driver_clear_ms": render, "driver_clear_readback_ms": readback,
            "page_ms": page_ms, "overhead_ms": overhead, "readback_ms": floor, "page_over_readback": ratio,
            "overhead_over_60hz_frame": overhead / FRAME_60HZ_MS,
        }));
    }
    Ok(BenchReport {
        text: format!(
            "bench present: {frames} frames per row (medians), on {}\n\
             the page clears its canvas each animation frame; one rendering update is asked for and waited\n\
             for until its pixels are in this process. The driver alone does the same clear, with and without\n\
             reading it back into this process's memory, in the same run.\n{}",
            bare.line,
            lines.join("\n")
        ),
        json: serde_json::json!({
            "scenario": "present", "adapter": bare.line, "frames": frames, "rows": rows,
            "frame_60hz_ms": FRAME_60HZ_MS,
        }),
    })
}

pub(super) fn format(common: &Common, frames: u32) -> Result<BenchReport, BenchError> {
    let (text, rows) = super::format_page::rows(common, frames)?;
    Ok(BenchReport {
        text: format!(
            "bench format: median time per rendering update to its pixels, canvas in the preferred format (rgba8unorm) vs bgra8unorm, {frames} frames each\n{}",
            text.join("\n")
        ),
        json: serde_json::json!({ "scenario": "format", "preferred": "rgba8unorm", "other": "bgra8unorm", "rows": rows }),
    })
}
