//! `lienzo bench idle`: the real window left alone. It starts this same binary's window
//! with a script that leaves it untouched for a while in three states of the
//! playground's page (animated; a program that drew once and asks for nothing more; a
//! program the window stopped), and reports how often it painted and how much CPU the
//! process used meanwhile (the script's `Idle` step measures from inside the window).
//! Without a display it runs under `xvfb-run`.

use std::path::Path;
use std::process::Command;

use super::BenchError;
use crate::config::Common;

/// Seconds the window is left alone in each state.
pub(super) const IDLE_SECONDS: f32 = 5.0;

/// A page program that draws once and asks for no animation frame.
const STILL: &str = "const adapter = await navigator.gpu.requestAdapter();\n\
const device = await adapter.requestDevice();\n\
const context = document.querySelector(\"canvas\").getContext(\"webgpu\");\n\
context.configure({ device, format: navigator.gpu.getPreferredCanvasFormat() });\n\
const encoder = device.createCommandEncoder();\n\
const view = context.getCurrentTexture().createView();\n\
encoder.beginRenderPass({ colorAttachments: [{ view, clearValue: [0.2, 0.5, 0.8, 1], loadOp: \"clear\", storeOp: \"store\" }] }).end();\n\
device.queue.submit([encoder.finish()]);\n\
console.log(\"drawn once\");\n";

/// A page program whose animation frame never returns: the window stops it.
const STOPPED: &str = "requestAnimationFrame(() => { for (;;) {} });\nconsole.log(\"spinning\");\n";

/// What one `Idle` step measured.
#[derive(Debug, serde::Deserialize)]
struct Idle {
    seconds: f64,
    window_frames: u64,
    lesson_frames: u64,
    cpu_percent: Option<f64>,
}

fn backend_name(b: wgpu::Backends) -> Option<&'static str> {
    [
        (wgpu::Backends::VULKAN, "vulkan"),
        (wgpu::Backends::GL, "gl"),
        (wgpu::Backends::METAL, "metal"),
        (wgpu::Backends::DX12, "dx12"),
    ]
    .into_iter()
    .find_map(|(k, n)| (b == k).then_some(n))
}

/// Runs the window with the idle script and reads back what each step measured.
fn run_window(common: &Common, dir: &Path, seconds: f32) -> Result<Vec<Idle>, BenchError> {
    let script = format!(
        "[Frames(20), Idle({seconds:?}), Tab(\"js\"), Type({STILL:?}), PageSaid(\"drawn once\"), \
         Idle({seconds:?}), Type({STOPPED:?}), PageSaid(\"took too long\"), Idle({seconds:?}), Quit]"
    );
    std::fs::write(dir.join("idle.ron"), script)?;
    let exe = std::env::current_exe().map_err(|e| BenchError::Unmet(format!("cannot find this program: {e}")))?;
    let headless = std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none();
    let mut cmd = if headless {
        let mut c = Command::new("xvfb-run");
        c.args(["-a", "-s", "-screen 0 1600x1000x24"]).arg(exe);
        c
    } else {
        Command::new(exe)
    };
    // The window runs in the temporary folder: the lessons folder must not be relative.
    let lessons = std::fs::canonicalize(common.lessons_dir()).map_err(|source| BenchError::File {
        path: common.lessons_dir(),
        source,
    })?;
    cmd.args([
        "--lesson",
        "playground",
        "--lang",
        "en",
        "--script",
        "idle.ron",
        "--work-dir",
        "work",
    ])
    .arg("--lessons-dir")
    .arg(lessons)
    .current_dir(dir);
    if let Some(name) = common.backends.and_then(backend_name) {
        cmd.args(["--backend", name]);
    }
    let out = cmd.output().map_err(|e| {
        BenchError::Unmet(if headless {
            format!("no display, and xvfb-run cannot start ({e}): `sudo apt-get install xvfb xauth`")
        } else {
            format!("cannot start the window: {e}")
        })
    })?;
    if !out.status.success() {
        return Err(BenchError::Unmet(format!(
            "the window failed:\n{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    let text = std::fs::read_to_string(dir.join("idle.jsonl")).map_err(|source| BenchError::File {
        path: "idle.jsonl".into(),
        source,
    })?;
    text.lines()
        .map(|l| serde_json::from_str(l).map_err(|e| BenchError::Unmet(format!("idle.jsonl: {e}"))))
        .collect()
}

/// The figures, as text and JSON, `seconds` left alone in each state.
pub(super) fn idle(common: &Common, seconds: f32) -> Result<super::BenchReport, BenchError> {
    let dir = tempfile::tempdir()?;
    let rows = run_window(common, dir.path(), seconds)?;
    let [animating, still, stopped] = rows.as_slice() else {
        return Err(BenchError::Unmet(format!(
            "expected 3 idle periods, the window reported {}",
            rows.len()
        )));
    };
    let cpu = |i: &Idle| {
        i.cpu_percent
            .map_or_else(|| "unknown".to_owned(), |c| format!("{c:5.1}%"))
    };
    let per_s = |n: u64, i: &Idle| n as f64 / i.seconds;
    let line = |name: &str, i: &Idle| {
        format!(
            "{name:<26} {:>8.1} {:>8.1}   {}",
            per_s(i.window_frames, i),
            per_s(i.lesson_frames, i),
            cpu(i)
        )
    };
    let ratio = |a: &Idle, b: &Idle| match (a.cpu_percent, b.cpu_percent) {
        (Some(a), Some(b)) if b > 0.0 => format!("{:.2}", a / b),
        _ => "—".to_owned(),
    };
    let text = format!(
        "bench idle: the real window left alone for {seconds} s in each state (one process, one run)\n\
         {:<26} {:>8} {:>8}   {}\n{}\n{}\n{}\n\
         CPU drew once / animating: {}; stopped / animating: {}",
        "state",
        "paints/s",
        "frames/s",
        "CPU",
        line("animating (playground)", animating),
        line("drew once, asks no frame", still),
        line("stopped by the window", stopped),
        ratio(still, animating),
        ratio(stopped, animating),
    );
    let json_row = |i: &Idle| {
        serde_json::json!({
            "seconds": i.seconds, "window_frames": i.window_frames, "lesson_frames": i.lesson_frames,
            "cpu_percent": i.cpu_percent,
        })
    };
    Ok(super::BenchReport {
        text,
        json: serde_json::json!({
            "scenario": "idle",
            "animating": json_row(animating),
            "still": json_row(still),
            "stopped": json_row(stopped),
        }),
    })
}
