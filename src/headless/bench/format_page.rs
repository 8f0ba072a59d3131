//! `bench format`'s page path: a page that configures its canvas in the preferred
//! format beside one that configures the other, each rendering update waited for to
//! its pixels in this process. The other format costs the compositor's conversion
//! pass on the present path (`js::canvas`), as it does in a browser.

use super::{BenchError, course_page, ms, percentile};
use crate::config::Common;

/// The page: its canvas in `FORMAT`, a full-canvas triangle whose colour follows the
/// pixel, each animation frame.
const PROGRAM: &str = r#"const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const format = FORMAT;
const context = document.querySelector("canvas").getContext("webgpu");
context.configure({ device, format });
const module = device.createShaderModule({ code: `
@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4f {
  let uv = vec2f(f32((i << 1u) & 2u), f32(i & 2u));
  return vec4f(uv * 2.0 - 1.0, 0.0, 1.0);
}
@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f {
  return vec4f(fract(p.x / 256.0), fract(p.y / 256.0), 0.5, 1.0);
}` });
const pipeline = device.createRenderPipeline({
  layout: "auto", vertex: { module }, fragment: { module, targets: [{ format }] },
});
function frame() {
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginRenderPass({ colorAttachments: [{
    view: context.getCurrentTexture().createView(), loadOp: "clear", storeOp: "store", clearValue: [0, 0, 0, 1],
  }] });
  pass.setPipeline(pipeline);
  pass.draw(3);
  pass.end();
  device.queue.submit([encoder.finish()]);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
"#;

const SIZES: [(u32, u32); 3] = [(1280, 720), (2560, 1440), (3840, 2160)];

/// Median milliseconds per rendering update, to the pixels, with the canvas in the
/// preferred format (the bench's host prefers `rgba8unorm`) and in `bgra8unorm`.
pub(super) fn rows(common: &Common, frames: u32) -> Result<(Vec<String>, serde_json::Value), BenchError> {
    let mut text = vec![
        "page path (a page on a thread; each rendering update to its pixels in this process, wall clock):".to_owned(),
    ];
    let mut json = Vec::new();
    for size in SIZES {
        let mut medians = Vec::new();
        for format in ["navigator.gpu.getPreferredCanvasFormat()", "\"bgra8unorm\""] {
            let page = course_page::start_source(common, "format.js", PROGRAM.replace("FORMAT", format), size);
            for _ in 0..3 {
                course_page::frame(&page, size)?;
            }
            let mut times = (0..frames)
                .map(|_| course_page::frame(&page, size).map(ms))
                .collect::<Result<Vec<_>, _>>()?;
            medians.push(percentile(&mut times, 0.5));
        }
        let (pref, other) = (medians[0], medians[1]);
        let name = format!("{}x{}", size.0, size.1);
        text.push(format!(
            "  {name:<10} preferred {pref:8.3} ms   bgra8unorm {other:8.3} ms   other/preferred {:5.2}x",
            other / pref
        ));
        json.push(serde_json::json!({ "size": name, "preferred_ms": pref, "other_ms": other, "ratio": other / pref }));
    }
    Ok((text, serde_json::json!(json)))
}
