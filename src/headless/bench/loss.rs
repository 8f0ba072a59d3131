//! `bench loss`: device loss and recovery, and the memory they leave behind.

use std::time::{Duration, Instant};

use super::{BenchError, BenchReport, Common, course_page, ms, percentile};
use crate::page_io::Step;

/// The page path's program: lesson device-lost's answer, which asks for a new device
/// after a reset and draws again.
const PAGE: &str = "06-page-solution.js";

/// Resident set size of this process in bytes (Linux), if known.
fn rss_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

fn mib(b: Option<u64>) -> f64 {
    b.map_or(f64::NAN, |b| b as f64 / f64::from(1u32 << 20))
}

pub(super) fn loss(common: &Common, cycles: u32) -> Result<BenchReport, BenchError> {
    let (text, json) = page_rows(common, cycles)?;
    Ok(BenchReport {
        text: format!("bench loss: {cycles} simulated driver resets\n{}", text.join("\n")),
        json: serde_json::json!({ "scenario": "loss", "cycles": cycles, "page": json }),
    })
}

/// The page path: `cycles` driver resets induced in lesson device-lost's answer, each
/// timed from the reset to the first frame the page presents on its new device (the
/// loss seen, a device made, a frame). The page runs on a thread, so its memory is
/// this process's.
fn page_rows(common: &Common, cycles: u32) -> Result<(Vec<String>, serde_json::Value), BenchError> {
    let size = (320, 240);
    let page = course_page::start(common, PAGE, size)?;
    course_page::until_presented(&page, size, 500)?;
    let (mut times, mut rss_after_first) = (Vec::new(), None);
    let rss_before = rss_bytes();
    for c in 0..cycles {
        page.induce_loss();
        let t = Instant::now();
        let (mut lost, mut made, mut drawn) = (false, false, false);
        while !drawn {
            if t.elapsed() > Duration::from_secs(10) {
                return Err(BenchError::Unmet(format!(
                    "{PAGE} did not draw again within 10 s of reset {} (loss seen: {lost}, new device: {made})",
                    c + 1
                )));
            }
            for s in course_page::update(&page, size)? {
                match s {
                    Step::Lost { .. } => lost = true,
                    Step::DeviceMade if lost => made = true,
                    Step::Presented { .. } if made => drawn = true,
                    _ => {}
                }
            }
        }
        times.push(ms(t.elapsed()));
        if c == 0 {
            rss_after_first = rss_bytes();
        }
    }
    let rss_after = rss_bytes();
    let growth = mib(rss_after) / mib(rss_after_first);
    let (med, p95) = (percentile(&mut times, 0.5), percentile(&mut times, 0.95));
    let text = vec![
        format!("page path ({PAGE} on a thread; each reset to the first frame on the new device):"),
        format!("  recovered          {}/{cycles}", times.len()),
        format!("  time to recover    median {med:.1} ms   p95 {p95:.1} ms"),
        format!(
            "  process memory     before {:.1} MiB, after first {:.1} MiB, after last {:.1} MiB ({:+.1}% vs after first)",
            mib(rss_before),
            mib(rss_after_first),
            mib(rss_after),
            (growth - 1.0) * 100.0
        ),
    ];
    let json = serde_json::json!({
        "program": PAGE, "cycles": cycles, "recovered": times.len(), "median_ms": med, "p95_ms": p95,
        "rss_before_mib": mib(rss_before), "rss_after_first_mib": mib(rss_after_first), "rss_after_mib": mib(rss_after),
        "growth_vs_first": growth - 1.0,
    });
    Ok((text, json))
}
