//! `lienzo bench host`: host time per frame of host programs on the desktop runtime,
//! beside the same programs' time in headless Chromium on this machine
//! (`performance.now()` around each `requestAnimationFrame` callback in both), and the
//! time from a program's text to its first presented frame.

use std::path::Path;
use std::time::Instant;

use super::{BenchError, BenchReport};
use crate::config::Common;
use crate::js::{CanvasBox, Page, PageOptions};

/// The drawing programs of `tests/host/`, each a frame loop.
const PROGRAMS: [&str; 3] = ["triangle.js", "quad.js", "msaa.js"];
const SIZE: (u32, u32) = (640, 360);

fn median(v: &mut [f64]) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

#[allow(clippy::struct_field_names)] // Reason: every figure is in milliseconds, and says so.
struct Desktop {
    /// Median time in one requestAnimationFrame callback, ms.
    callback_ms: f64,
    /// Median host time of one whole rendering update (callbacks, present, GPU
    /// callbacks), ms.
    frame_ms: f64,
    /// Text to first presented frame (pixels read), ms.
    first_frame_ms: f64,
}

fn desktop(common: &Common, dir: &Path, program: &str, frames: u32) -> Result<Desktop, String> {
    let source = crate::work::read_text(&dir.join(program)).map_err(|e| e.to_string())?;
    let instance = crate::gpu::device::instance(common.backends);
    let adapter = crate::gpu::device::adapter(&instance).map_err(|e| e.to_string())?;
    let started = Instant::now();
    let mut page = Page::new(PageOptions {
        root: dir.to_path_buf(),
        site: crate::js::Site::default(),
        shown_root: dir.display().to_string(),
        instance,
        adapter: Some(adapter),
        preferred: crate::headless::host_options(common).preferred,
        budget: crate::headless::run::BUDGET,
        memory_limit: crate::headless::run::MEMORY_LIMIT,
        gpu_memory: crate::page_io::PROCESS_MEMORY,
        canvas: SIZE,
        css_box: (f64::from(SIZE.0), f64::from(SIZE.1)),
        page_layout: false,
        dpr: 1.0,
        canvas_id: "canvas".to_owned(),
        lang: common.lang,
        open_files: std::collections::BTreeMap::new(),
        mask: crate::js::AdapterMask::default(),
        // Measured in real time: the bench times the page's own work.
        clock: crate::js::ClockKind::Real,
    })?;
    let canvas_box = CanvasBox {
        width: f64::from(SIZE.0),
        height: f64::from(SIZE.1),
        pixel_width: SIZE.0,
        pixel_height: SIZE.1,
    };
    page.run_module(program, &source);
    // The first frame a browser would show: updates until one presents (a program may
    // wait for its device, a file or its canvas's size first).
    let mut first = None;
    for _ in 0..120 {
        page.pump(true);
        first = page.frame(canvas_box, true, true);
        if first.is_some() || page.stopped().is_some() {
            break;
        }
    }
    let first = first.ok_or_else(|| {
        let said: Vec<String> = page.take_messages().into_iter().map(|m| m.text).collect();
        format!(
            "the program presented no frame in 120 updates; it said: {}",
            said.join(" | ")
        )
    })?;
    first.rgba()?;
    let first_frame_ms = started.elapsed().as_secs_f64() * 1000.0;
    let mut times = Vec::new();
    for _ in 0..frames {
        let t = Instant::now();
        page.frame(canvas_box, true, false);
        times.push(t.elapsed().as_secs_f64() * 1000.0);
        // Let the GPU keep up, as a display's refresh would.
        page.pump(true);
    }
    if let Some(why) = page.stopped() {
        return Err(why);
    }
    let mut callbacks = page.take_callback_ms();
    // The first callbacks ran before the measured frames.
    let skip = callbacks.len().saturating_sub(frames as usize);
    let callback_ms = median(&mut callbacks[skip..]);
    let problems: Vec<_> = page
        .take_messages()
        .into_iter()
        .filter(|m| m.level >= crate::js::Level::Exception)
        .collect();
    if let Some(m) = problems.first() {
        return Err(m.text.clone());
    }
    Ok(Desktop {
        callback_ms,
        frame_ms: median(&mut times),
        first_frame_ms,
    })
}

/// A page folder for a solution with its own shader: `shaders/`, with `shader` copied
/// in as `name`.
fn solution_root(shaders: &Path, root: &Path, shader: &str, name: &str) -> Result<(), String> {
    std::fs::create_dir_all(root).map_err(|e| format!("{}: {e}", root.display()))?;
    for entry in std::fs::read_dir(shaders).map_err(|e| format!("{}: {e}", shaders.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_file() {
            let to = root.join(path.file_name().unwrap_or_default());
            std::fs::copy(&path, &to).map_err(|e| format!("{}: {e}", to.display()))?;
        }
    }
    std::fs::copy(shaders.join(shader), root.join(name)).map_err(|e| format!("{shader}: {e}"))?;
    Ok(())
}

/// Chromium's median callback time per program of `root`, or why there is none.
fn chromium(root: &Path, programs: &[String], frames: u32) -> Result<Vec<f64>, String> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/host/chromium.mjs");
    let out = std::env::temp_dir().join(format!("lienzo-bench-host-{}", std::process::id()));
    let run = std::process::Command::new("node")
        .arg(script)
        .arg(&out)
        .arg(frames.to_string())
        .args(programs)
        .env("PAGE_ROOT", root)
        .output()
        .map_err(|e| format!("node: {e}"))?;
    if !run.status.success() {
        return Err(String::from_utf8_lossy(&run.stderr).trim().to_owned());
    }
    let mut medians = Vec::new();
    for p in programs {
        let json = std::fs::read_to_string(out.join(p.replace(".js", ".json"))).map_err(|e| e.to_string())?;
        let v: serde_json::Value = serde_json::from_str(&json).map_err(|e| e.to_string())?;
        // The first callbacks run while the page is still starting; skip them.
        let mut ms: Vec<f64> = v["callbackMs"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(serde_json::Value::as_f64)
            .skip(3)
            .collect();
        medians.push(median(&mut ms));
    }
    let _ = std::fs::remove_dir_all(&out);
    Ok(medians)
}

/// The figures of every host program: the tests' own and each lesson's solutions.
pub(super) fn host(common: &Common, frames: u32) -> Result<BenchReport, BenchError> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/host");
    if !dir.is_dir() {
        return Err(BenchError::Unmet(format!(
            "{} is missing: `lienzo bench host` runs from the source tree",
            dir.display()
        )));
    }
    // The test programs, then every lesson's solution programs: a starting program is
    // broken on purpose. A solution that brings its own shader runs in a copy of
    // `shaders/` with that shader under the lesson's name.
    let lessons = crate::lesson::Catalog::load(&common.lessons_dir(), &common.shaders_dir());
    let scratch = tempfile::tempdir()?;
    // (the folder, its programs, what a row calls them)
    let mut groups: Vec<(std::path::PathBuf, Vec<String>, Option<String>)> =
        vec![(dir.clone(), PROGRAMS.iter().map(|p| (*p).to_owned()).collect(), None)];
    let mut plain = Vec::new();
    let mut unmeasured = Vec::new();
    // A solution shared by several exercises is measured once.
    let mut seen = std::collections::HashSet::new();
    for l in &lessons.lessons {
        for e in &l.lesson.exercises {
            let Some(program) = e.solution.program.clone() else {
                continue;
            };
            match &e.solution.shader {
                None if !plain.contains(&program) => plain.push(program),
                Some(shader) if seen.insert((program.clone(), shader.clone())) => {
                    let root = scratch.path().join(format!("{}-{}", l.lesson.id, e.id));
                    match solution_root(&common.shaders_dir(), &root, shader, &l.lesson.shader) {
                        Ok(()) => {
                            let label = format!("{program} + {shader}");
                            groups.push((root, vec![program], Some(label)));
                        }
                        Err(e) => unmeasured.push((program, e)),
                    }
                }
                // Measured already, or a plain program listed already.
                _ => {}
            }
        }
    }
    groups.insert(1, (common.shaders_dir(), plain, None));
    let mut rows = Vec::new();
    let mut browser: Result<Vec<f64>, String> = Ok(Vec::new());
    for (root, programs, label) in &groups {
        let mut measured = Vec::new();
        for p in programs {
            match desktop(common, root, p, frames) {
                Ok(d) => {
                    rows.push((label.clone().unwrap_or_else(|| p.clone()), d));
                    measured.push(p.clone());
                }
                // One program that cannot present is named; the others are measured.
                Err(e) => unmeasured.push((p.clone(), e)),
            }
        }
        if measured.is_empty() {
            continue;
        }
        browser = browser.and_then(|mut all| {
            all.extend(chromium(root, &measured, frames.min(300))?);
            Ok(all)
        });
    }
    for (p, why) in &unmeasured {
        eprintln!("{p}: not measured: {why}");
    }
    if rows.is_empty() {
        return Err(BenchError::Unmet("no host program could be measured".to_owned()));
    }
    let chromium = match browser {
        Ok(c) => c,
        Err(e) => {
            return Err(BenchError::Unmet(format!(
                "chromium not measured: {e}\n(install chromium and run `npm ci` in tests/web; `bash tests/run --no-run` does both)"
            )));
        }
    };
    let list: Vec<_> = rows
        .iter()
        .zip(&chromium)
        .map(|((p, d), c)| {
            serde_json::json!({
                "program": p,
                "lienzo_callback_ms": d.callback_ms,
                "lienzo_update_ms": d.frame_ms,
                "chromium_callback_ms": c,
                "ratio": d.callback_ms / c,
                "text_to_first_frame_ms": d.first_frame_ms,
            })
        })
        .collect();
    let not_measured: Vec<_> = unmeasured
        .iter()
        .map(|(p, why)| serde_json::json!({ "program": p, "why": why }))
        .collect();
    let mut text = vec![
        format!(
            "bench host: host time per frame (median of {frames}, {}x{}): time in the requestAnimationFrame callback,",
            SIZE.0, SIZE.1
        ),
        "and Lienzo's whole rendering update (callbacks, present, GPU callbacks)".to_owned(),
        format!(
            "{:<40} {:>14} {:>16} {:>8} {:>14} {:>20}",
            "program", "lienzo cb ms", "chromium cb ms", "ratio", "update ms", "text→first frame ms"
        ),
    ];
    for ((p, d), c) in rows.iter().zip(&chromium) {
        text.push(format!(
            "{p:<40} {:>14.3} {c:>16.3} {:>8.2} {:>14.3} {:>20.1}",
            d.callback_ms,
            d.callback_ms / c,
            d.frame_ms,
            d.first_frame_ms
        ));
    }
    for (p, why) in &unmeasured {
        text.push(format!("{p}: not measured: {why}"));
    }
    text.push("(Chromium's page is cross-origin isolated, so its performance.now() has 5 µs steps)".to_owned());
    Ok(BenchReport {
        text: text.join("\n"),
        json: serde_json::json!({
            "scenario": "host", "frames": frames, "size": [SIZE.0, SIZE.1],
            "programs": list, "not_measured": not_measured,
        }),
    })
}
