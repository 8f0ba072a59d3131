//! `bench frames`: what the page's process boundary costs a frame. One page that
//! clears its canvas each animation frame runs three ways: on a thread of this process
//! (no boundary: its pixels move to the window as they are), in a process of its own
//! with its frames in shared memory (how the window runs pages), and in a process of
//! its own with its frames through the pipe (how it ran them before). Each rendering
//! update is asked for and waited for, to the frame's pixels in this process: the
//! page's callback, the GPU's clear, the readback and the way back.

use super::{BenchError, BenchReport, percentile};
use crate::config::Common;
use crate::runtime::PageHost;

const SIZES: [(u32, u32); 3] = [(1280, 720), (1920, 1080), (3840, 2160)];
/// Frames drawn before any is timed (the page's device, its first configure).
const WARM_UP: u32 = 3;

/// The page: a clear of its whole canvas, a colour that changes each frame.
pub(super) const PROGRAM: &str = r#"const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const context = document.querySelector("canvas").getContext("webgpu");
context.configure({ device, format: navigator.gpu.getPreferredCanvasFormat() });
let n = 0;
function frame() {
  n = (n + 1) % 256;
  const encoder = device.createCommandEncoder();
  const view = context.getCurrentTexture().createView();
  const clearValue = [n / 255, 0.4, 0.6, 1];
  encoder.beginRenderPass({ colorAttachments: [{ view, loadOp: "clear", storeOp: "store", clearValue }] }).end();
  device.queue.submit([encoder.finish()]);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
"#;

/// The three ways a page runs, by name.
#[derive(Clone, Copy)]
enum Way {
    Thread,
    Shared,
    Pipe,
}

impl Way {
    const ALL: [Self; 3] = [Self::Thread, Self::Shared, Self::Pipe];

    fn name(self) -> &'static str {
        match self {
            Self::Thread => "thread",
            Self::Shared => "process, shared memory",
            Self::Pipe => "process, pipe",
        }
    }

    fn key(self) -> &'static str {
        match self {
            Self::Thread => "thread",
            Self::Shared => "process_shared",
            Self::Pipe => "process_pipe",
        }
    }
}

fn start(common: &Common, way: Way, size: (u32, u32)) -> Result<PageHost, BenchError> {
    let start = super::course_page::page_start(common, "frames.js", PROGRAM.to_owned(), size);
    let exe = || {
        crate::runtime::page_processes()
            .ok_or_else(|| BenchError::Unmet("pages run in processes only from the lienzo binary".to_owned()))
    };
    Ok(match way {
        Way::Thread => PageHost::start_on_thread(start),
        Way::Shared => PageHost::start_in(exe()?, start),
        Way::Pipe => PageHost::start_in_through_pipe(exe()?, start),
    })
}

pub(super) fn frames(common: &Common, frames: u32) -> Result<BenchReport, BenchError> {
    let mut text = vec![format!(
        "bench frames: one rendering update asked for and its pixels back in this process, median of {frames} frames"
    )];
    text.push(format!(
        "{:<11} {:>10} {:>25} {:>15} {:>15} {:>15}",
        "size",
        Way::Thread.name(),
        Way::Shared.name(),
        Way::Pipe.name(),
        "shared/thread",
        "pipe/thread"
    ));
    let mut rows = Vec::new();
    for size in SIZES {
        let mut medians = Vec::new();
        for way in Way::ALL {
            let page = start(common, way, size)?;
            if matches!(way, Way::Shared) && !page.shares_frames() {
                return Err(BenchError::Unmet(
                    "a page's process got no shared memory for its frames (no memfd)".to_owned(),
                ));
            }
            for _ in 0..WARM_UP {
                super::course_page::frame(&page, size)?;
            }
            let mut times: Vec<f64> = (0..frames)
                .map(|_| super::course_page::frame(&page, size).map(super::ms))
                .collect::<Result<_, _>>()?;
            medians.push(percentile(&mut times, 0.5));
        }
        let (thread, shared, pipe) = (medians[0], medians[1], medians[2]);
        text.push(format!(
            "{:<11} {thread:>7.2} ms {shared:>22.2} ms {pipe:>12.2} ms {:>15.2} {:>15.2}",
            format!("{}x{}", size.0, size.1),
            shared / thread,
            pipe / thread
        ));
        let mut row = serde_json::json!({ "width": size.0, "height": size.1 });
        for (way, m) in Way::ALL.into_iter().zip(&medians) {
            row[format!("{}_median_ms", way.key())] = serde_json::json!(m);
        }
        row["shared_over_thread"] = serde_json::json!(shared / thread);
        row["pipe_over_thread"] = serde_json::json!(pipe / thread);
        rows.push(row);
    }
    Ok(BenchReport {
        text: text.join("\n"),
        json: serde_json::json!({ "scenario": "frames", "frames": frames, "sizes": rows }),
    })
}
