//! `bench resize`: resize storms on the page path.

use std::time::Instant;

use super::{BenchError, BenchReport, Common, course_page, ms, percentile};
use crate::page_io::Step;

/// The page path's programs: lesson current-texture's answer and two of its wrong
/// attempts, each with what it does about the canvas's size.
const PAGES: [(&str, &str); 3] = [
    ("04-page-solution.js", "observer, destroy()"),
    ("04-page-wrong-leak.js", "observer, no destroy()"),
    ("04-page-wrong-every-frame.js", "size assigned every frame"),
];

/// The storm: as many rendering updates as `events`, the box changing at each, then
/// as many with it still, for each program.
pub(super) fn resize(common: &Common, events: u32) -> Result<BenchReport, BenchError> {
    let (text, json) = page_rows(common, events)?;
    Ok(BenchReport {
        text: format!(
            "bench resize: {events} rendering updates of a resize storm, then {events} still\n{}",
            text.join("\n")
        ),
        json: serde_json::json!({ "scenario": "resize", "updates": events, "page": json }),
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
