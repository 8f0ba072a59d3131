//! `bench present` and `bench format`: presentation against a bare readback, and the
//! conversion pass against the scene.

use std::time::Instant;

use super::{
    BenchError, BenchReport, Common, FRAME_60HZ_MS, PLAYGROUND, input, ms, percentile, sandbox, shader, timed_frames,
};
use crate::lesson::{CanvasFormatKnob, Knobs, Resolution, SceneKind};

/// Sizes `bench present` measures: a 720p window, a 1440p and a 2160p canvas.
const PRESENT_SIZES: [(u32, u32); 3] = [(1280, 720), (2560, 1440), (3840, 2160)];

pub(super) fn present(common: &Common, frames: u32) -> Result<BenchReport, BenchError> {
    let src = shader(common, PLAYGROUND)?;
    let mut s = sandbox(common, SceneKind::Fullscreen, Knobs::default())?;
    s.set_source(&src);
    // The host side: a second device standing in for eframe's, with a texture of the
    // preferred format, written with queue.write_texture as the GUI does.
    let host = crate::gpu::HostUpload::new(common.backends).map_err(BenchError::HostDevice)?;
    let mut lines = Vec::new();
    let mut rows = Vec::new();
    for size in PRESENT_SIZES {
        s.render_frames(3, size);
        s.set_readback(false);
        let bare = timed_frames(&mut s, frames, size, |_| {});
        s.set_readback(true);
        let full = timed_frames(&mut s, frames, size, |s| {
            if let Some(p) = s.pixels() {
                host.upload(p);
            }
        });
        // The floor: the same bytes read back and uploaded once, with nothing drawn.
        let Some(dev) = s.device() else {
            return Err(BenchError::Unmet(
                "the lesson device went away during the bench".to_owned(),
            ));
        };
        let mut transfer: Vec<f64> = (0..frames)
            .map(|_| ms(host.bare_transfer(&dev.device, &dev.queue, size, s.preferred_format())))
            .collect();
        let transfer = percentile(&mut transfer, 0.5);
        let overhead = full - bare;
        let ratio = overhead / transfer;
        lines.push(format!(
            "{:>4}x{:<4}  bare render {bare:7.2} ms | render + readback + upload {full:7.2} ms | present overhead {overhead:7.2} ms | one readback + one upload alone {transfer:7.2} ms | overhead / that {ratio:5.2}",
            size.0, size.1
        ));
        rows.push(serde_json::json!({
            "size": [size.0, size.1], "bare_ms": bare, "full_ms": full, "overhead_ms": overhead,
            "bare_transfer_ms": transfer, "overhead_over_transfer": ratio,
            "overhead_over_60hz_frame": overhead / FRAME_60HZ_MS,
        }));
    }
    Ok(BenchReport {
        text: format!(
            "bench present: {frames} frames per row (medians), on {}\n\
             present overhead = (render + readback + upload) - bare render; the floor is one readback plus one\n\
             upload of the same bytes with nothing drawn, measured in the same run\n{}",
            s.adapter_line(),
            lines.join("\n")
        ),
        json: serde_json::json!({
            "scenario": "present", "adapter": s.adapter_line(), "frames": frames, "rows": rows,
            "frame_60hz_ms": FRAME_60HZ_MS,
        }),
    })
}

pub(super) fn format(common: &Common, frames: u32) -> Result<BenchReport, BenchError> {
    let src = shader(common, "02-format.wgsl").or_else(|_| shader(common, PLAYGROUND))?;
    let mut lines = Vec::new();
    let mut rows = Vec::new();
    let mut adapter = String::new();
    for (res, name) in [
        (Resolution::P720, "1280x720"),
        (Resolution::P1440, "2560x1440"),
        (Resolution::P2160, "3840x2160"),
    ] {
        let mut figures = Vec::new();
        for other in [false, true] {
            let knobs = Knobs {
                resolution: res,
                canvas_format: if other {
                    CanvasFormatKnob::Bgra8Unorm
                } else {
                    CanvasFormatKnob::Preferred
                },
                ..Knobs::default()
            };
            let mut s = sandbox(common, SceneKind::Fullscreen, knobs)?;
            adapter = s.adapter_line();
            s.set_source(&src);
            let size = res.fixed_size().unwrap_or((1280, 720));
            s.render_frames(3, size);
            let (mut gpu_frame, mut conv, mut wall) = (Vec::new(), Vec::new(), Vec::new());
            for _ in 0..frames {
                let t = Instant::now();
                s.frame(&input(size));
                s.finish();
                wall.push(ms(t.elapsed()));
                if let Some(g) = s.stats().gpu {
                    gpu_frame.push(f64::from(g.scene_ms + g.convert_ms.unwrap_or(0.0)));
                    conv.push(f64::from(g.convert_ms.unwrap_or(0.0)));
                }
            }
            let timed_on_gpu = !gpu_frame.is_empty();
            figures.push((
                if timed_on_gpu {
                    percentile(&mut gpu_frame, 0.5)
                } else {
                    percentile(&mut wall, 0.5)
                },
                if timed_on_gpu {
                    percentile(&mut conv, 0.5)
                } else {
                    f64::NAN
                },
                timed_on_gpu,
                s.conversions() > 0,
            ));
        }
        let (pref, _, gpu, _) = figures[0];
        let (other, conv, _, converted) = figures[1];
        let clock = if gpu {
            "GPU (timestamps)"
        } else {
            "wall clock, approximate"
        };
        lines.push(format!(
            "{name:<10} preferred {pref:8.3} ms   bgra8unorm {other:8.3} ms   conversion {conv:8.3} ms   other/preferred {:5.2}x   [{clock}]",
            other / pref
        ));
        rows.push(serde_json::json!({
            "size": name, "preferred_ms": pref, "other_ms": other, "conversion_ms": conv,
            "ratio": other / pref, "gpu_timed": gpu, "conversion_ran": converted,
        }));
    }
    let (page_text, page_json) = super::format_page::rows(common, frames)?;
    Ok(BenchReport {
        text: format!(
            "bench format: median frame time, preferred (rgba8unorm) vs bgra8unorm canvas, {frames} frames each, on {adapter}\n{}\n{}",
            lines.join("\n"),
            page_text.join("\n")
        ),
        json: serde_json::json!({ "scenario": "format", "adapter": adapter, "preferred": "rgba8unorm", "other": "bgra8unorm", "rows": rows, "page": page_json }),
    })
}
