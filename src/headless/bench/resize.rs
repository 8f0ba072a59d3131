//! `bench resize`: resize storms.

use std::time::Instant;

use super::{BenchError, BenchReport, Common, input, ms, sandbox, shader};
use crate::lesson::{Knobs, SceneKind};

/// `events` resize events over ten frames (at least one event a frame).
pub(super) fn resize(common: &Common, events: u32) -> Result<BenchReport, BenchError> {
    let src = shader(common, "01-mesh.wgsl")?;
    let frames = 10u32;
    let events = events.max(frames);
    let base = (1280u32, 720u32);
    let mut rows = Vec::new();
    let mut adapter = String::new();
    for (coalesce, destroy) in [(true, true), (false, true), (true, false), (false, false)] {
        let knobs = Knobs {
            coalesce_resize: coalesce,
            destroy_old: destroy,
            gc_interval_s: 10.0,
            ..Knobs::default()
        };
        let mut s = sandbox(common, SceneKind::Mesh, knobs)?;
        adapter = s.adapter_line();
        s.set_source(&src);
        s.render_frames(2, base);
        s.reset_peak();
        let before = s.stats().recreations;
        let t = Instant::now();
        for f in 0..frames {
            let sizes: Vec<(u32, u32)> = (0..events / frames)
                .map(|j| {
                    let k = (f * 7 + j) % 60 + 1;
                    (base.0 - k * 4, base.1 - k * 3)
                })
                .collect();
            let last = sizes[sizes.len() - 1];
            s.push_resize_events(sizes[..sizes.len() - 1].iter().copied());
            s.frame(&input(last));
            s.finish();
        }
        rows.push((
            coalesce,
            destroy,
            s.stats().recreations - before,
            s.peak_live_bytes(),
            ms(t.elapsed()),
        ));
    }
    let (_, _, r0, p0, t0) = rows[0];
    let text_rows: Vec<String> = rows
        .iter()
        .map(|(c, d, r, p, t)| {
            format!(
                "coalesce {:<5} destroy {:<5}  recreations {r:4} ({:6.1}x)  peak live {:8.1} MB ({:5.2}x)  time {t:8.1} ms ({:5.2}x)",
                c,
                d,
                *r as f64 / r0.max(1) as f64,
                *p as f64 / 1e6,
                *p as f64 / p0.max(1) as f64,
                t / t0
            )
        })
        .collect();
    Ok(BenchReport {
        text: format!(
            "bench resize: {events} resize events over {frames} frames at about 1280x720, mesh scene, on {adapter}\n\
             (ratios against coalesce + destroy)\n{}",
            text_rows.join("\n")
        ),
        json: serde_json::json!({
            "scenario": "resize", "adapter": adapter, "events": events, "frames": frames,
            "rows": rows.iter().map(|(c, d, r, p, t)| serde_json::json!({
                "coalesce": c, "destroy": d, "recreations": r, "peak_live_bytes": p, "time_ms": t,
                "recreations_ratio": *r as f64 / r0.max(1) as f64, "peak_ratio": *p as f64 / p0.max(1) as f64, "time_ratio": t / t0,
            })).collect::<Vec<_>>(),
        }),
    })
}
