//! `bench resize`: resize storms.

use std::time::Instant;

use super::{BenchError, BenchReport, Common, course_page, input, ms, percentile, sandbox, shader};
use crate::lesson::{Knobs, SceneKind};
use crate::page_io::Step;

/// The page path's programs: lesson current-texture's answer and two of its wrong
/// attempts, each with what it does about the canvas's size.
const PAGES: [(&str, &str); 3] = [
    ("04-page-solution.js", "observer, destroy()"),
    ("04-page-wrong-leak.js", "observer, no destroy()"),
    ("04-page-wrong-every-frame.js", "size assigned every frame"),
];

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
    let (page_text, page_json) = page_rows(common, events)?;
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
             (ratios against coalesce + destroy)\n{}\n{}",
            text_rows.join("\n"),
            page_text.join("\n")
        ),
        json: serde_json::json!({
            "scenario": "resize", "adapter": adapter, "events": events, "frames": frames,
            "rows": rows.iter().map(|(c, d, r, p, t)| serde_json::json!({
                "coalesce": c, "destroy": d, "recreations": r, "peak_live_bytes": p, "time_ms": t,
                "recreations_ratio": *r as f64 / r0.max(1) as f64, "peak_ratio": *p as f64 / p0.max(1) as f64, "time_ratio": t / t0,
            })).collect::<Vec<_>>(),
            "page": page_json,
        }),
    })
}

/// What a page did over the storm and after it.
struct PageRow {
    /// Rendering updates that replaced the drawing buffer (`canvas.width` or `height`
    /// assigned) during the storm.
    storm_sized: u32,
    /// The same, over as many updates with the box still.
    still_sized: u32,
    /// Textures the page made and did not destroy, at the end.
    live: i64,
    /// Median time of a rendering update during the storm.
    update_ms: f64,
}

/// The page path: the box changes at every rendering update for `updates` updates (a
/// page sees at most one size per update: the observer's), then holds still as long.
fn page_rows(common: &Common, updates: u32) -> Result<(Vec<String>, serde_json::Value), BenchError> {
    let base = (1280u32, 720u32);
    let mut rows = Vec::new();
    for (program, what) in PAGES {
        let page = course_page::start(common, program, base)?;
        let mut live = 0i64;
        let mut count = |steps: &[Step], sized: &mut u32| {
            // Width and height are two assignments; the update replaced the buffer once.
            if steps.iter().any(|s| matches!(s, Step::Sized { .. })) {
                *sized += 1;
            }
            for s in steps {
                match s {
                    Step::Made { .. } => live += 1,
                    Step::Destroyed => live -= 1,
                    _ => {}
                }
            }
        };
        let mut warm = 0;
        count(&course_page::until_presented(&page, base, 500)?, &mut warm);
        let (mut storm_sized, mut still_sized, mut times) = (0, 0, Vec::new());
        let size_at = |u: u32| {
            let k = (u * 7) % 60 + 1;
            (base.0 - k * 4, base.1 - k * 3)
        };
        for u in 0..updates {
            let t = Instant::now();
            let steps = course_page::update(&page, size_at(u))?;
            times.push(ms(t.elapsed()));
            count(&steps, &mut storm_sized);
        }
        let still = size_at(updates.saturating_sub(1));
        for _ in 0..updates {
            count(&course_page::update(&page, still)?, &mut still_sized);
        }
        rows.push((
            program,
            what,
            PageRow {
                storm_sized,
                still_sized,
                live,
                update_ms: percentile(&mut times, 0.5),
            },
        ));
    }
    let t0 = rows[0].2.update_ms;
    let mut text = vec![format!(
        "page path ({updates} rendering updates, the box changing at each, then {updates} with it still; on a thread):"
    )];
    for (program, what, r) in &rows {
        text.push(format!(
            "  {program:<30} {what:<27} updates replacing the buffer: {:4} in the storm, {:4} still  textures alive at the end {:4}  update {:7.2} ms ({:5.2}x)",
            r.storm_sized,
            r.still_sized,
            r.live,
            r.update_ms,
            r.update_ms / t0
        ));
    }
    let json = rows
        .iter()
        .map(|(program, what, r)| {
            serde_json::json!({
                "program": program, "what": what, "updates": updates,
                "storm_updates_replacing": r.storm_sized, "still_updates_replacing": r.still_sized,
                "textures_alive": r.live, "update_median_ms": r.update_ms, "update_ratio": r.update_ms / t0,
            })
        })
        .collect::<Vec<_>>();
    Ok((text, serde_json::json!(json)))
}
