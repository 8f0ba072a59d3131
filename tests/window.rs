//! The real window, end to end, on the real present path: eframe's window under Xvfb,
//! the lesson device, the readback and the host texture. A script (`--script`) types
//! into the editor with egui input events and presses the viewport's buttons; the
//! screenshots come from the window itself, and the test reads the viewport's pixels
//! out of them. It runs on every backend the machine has (Vulkan and GL on CI).
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// A screenshot and where the viewport is in it.
struct Shot {
    image: image::RgbaImage,
    viewport: [u32; 4],
    state: String,
    problems: Vec<String>,
}

impl Shot {
    fn load(path: &Path) -> Self {
        let image = image::open(path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .to_rgba8();
        let meta: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path.with_extension("png.json")).unwrap()).unwrap();
        let v: Vec<u32> = meta["viewport"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap().round() as u32)
            .collect();
        Self {
            image,
            viewport: [v[0], v[1], v[2], v[3]],
            state: meta["state"].as_str().unwrap_or_default().to_owned(),
            problems: meta["problems"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p.as_str().unwrap().to_owned())
                .collect(),
        }
    }

    /// The viewport's pixels, a little inside its edges.
    fn viewport(&self) -> Vec<[u8; 4]> {
        let [x, y, w, h] = self.viewport;
        let mut out = Vec::new();
        for py in (y + h / 10..y + h * 9 / 10).step_by(3) {
            for px in (x + w / 10..x + w * 9 / 10).step_by(3) {
                if px < self.image.width() && py < self.image.height() {
                    out.push(self.image.get_pixel(px, py).0);
                }
            }
        }
        assert!(
            out.len() > 100,
            "viewport {:?} in a {:?} shot",
            self.viewport,
            self.image.dimensions()
        );
        out
    }

    /// The mean colour of the viewport's central tenth.
    fn centre(&self) -> [f32; 3] {
        let [left, top, width, height] = self.viewport;
        let mut sum = [0.0f32; 3];
        let mut count = 0.0;
        for py in top + height * 9 / 20..top + height * 11 / 20 {
            for px in left + width * 9 / 20..left + width * 11 / 20 {
                let pixel = self.image.get_pixel(px, py).0;
                for (total, channel) in sum.iter_mut().zip(pixel) {
                    *total += f32::from(channel);
                }
                count += 1.0;
            }
        }
        sum.map(|total| total / count)
    }
}

/// The share of viewport pixels that differ between two shots by more than a little.
fn changed(a: &Shot, b: &Shot) -> f32 {
    let (pa, pb) = (a.viewport(), b.viewport());
    let differ = pa
        .iter()
        .zip(&pb)
        .filter(|(x, y)| (0..3).any(|c| x[c].abs_diff(y[c]) > 6))
        .count();
    differ as f32 / pa.len().min(pb.len()) as f32
}

fn near(got: [f32; 3], want: [f32; 3], what: &str) {
    assert!(
        got.iter().zip(want).all(|(g, w)| (g - w).abs() < 30.0),
        "{what}: viewport centre is {got:?}, expected about {want:?}"
    );
}

/// Runs the window with a script on one backend (the window's device and the lesson
/// device both), in a fresh work folder. Returns the folder the shots are in.
fn run(backend: &str, lesson: &str, steps: &str, draft: Option<&str>) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    common::course_copy(dir.path());
    let work = dir.path().join("work");
    if let Some(text) = draft {
        std::fs::create_dir_all(work.join("drafts")).unwrap();
        std::fs::write(work.join(format!("drafts/{lesson}.wgsl")), text).unwrap();
    }
    let script = dir.path().join("steps.ron");
    std::fs::write(&script, steps).unwrap();
    let out = Command::new(common::xvfb_run())
        .args(["-a", "-s", "-screen 0 1600x1000x24"])
        .args(common::under_xvfb(env!("CARGO_BIN_EXE_lienzo")))
        .args(["--backend", backend, "--lesson", lesson, "--lang", "en", "--script"])
        .arg(&script)
        .arg("--lessons-dir")
        .arg(dir.path().join("lessons"))
        .arg("--work-dir")
        .arg(&work)
        .current_dir(dir.path())
        .env("WGPU_BACKEND", backend)
        .env("XDG_DATA_HOME", dir.path())
        .output()
        .unwrap();
    assert_eq!(
        common::app_exit(&out),
        Some(0),
        "{backend}: the window failed\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    dir
}

fn shot(dir: &tempfile::TempDir, name: &str) -> Shot {
    Shot::load(&PathBuf::from(dir.path()).join(name))
}

const GREEN: &str = "@fragment fn fs() -> @location(0) vec4f { return vec4f(0.0, 1.0, 0.0, 1.0); }\n";
/// A static picture whose colour follows the canvas width: knobs that change the
/// canvas change the picture.
const BY_WIDTH: &str = "struct Frame { resolution: vec2f, mouse: vec2f, time: f32, delta: f32, frame: u32, mouse_down: u32 }\n\
    @group(0) @binding(0) var<uniform> frame: Frame;\n\
    @fragment fn fs() -> @location(0) vec4f { return vec4f(frame.resolution.x / 4096.0, 0.2, 0.2, 1.0); }\n";

fn ron_string(s: &str) -> String {
    format!("{s:?}")
}

#[test]
fn the_window_shows_each_change_a_student_makes_on_every_backend() {
    let playground = std::fs::read_to_string(common::repo("shaders/playground.wgsl")).unwrap();
    let typo = playground.replacen("return vec4f(color, 1.0);", "return vec4f(color, 1.0)", 1);
    assert_ne!(typo, playground);
    let steps = format!(
        "[
        PageFrames(10), Frames(2), Shot(\"a1.png\"), PageFrames(20), Frames(2), Shot(\"a2.png\"),
        Reset, PageSaid(\"the page lost its device\"), PageFrames(5), Frames(2), Shot(\"r1.png\"), PageFrames(20), Frames(2), Shot(\"r2.png\"),
        Type({typo}), Built, PageFrames(5), Frames(2), Shot(\"b1.png\"), PageFrames(20), Frames(2), Shot(\"b2.png\"),
        Type({green}), Frames(5), Shot(\"c.png\"),
        Type({by_width}), Frames(5), Shot(\"k1.png\"), Knob(\"simulated_dpr\", \"2\"), Frames(5), Shot(\"k2.png\"),
        Open(\"preferred-format\"), PageFrames(10), Shot(\"d1.png\"),
        Quit,
    ]",
        typo = ron_string(&typo),
        green = ron_string(GREEN),
        by_width = ron_string(BY_WIDTH),
    );
    for &(_, backend) in common::backends() {
        let dir = run(backend, "playground", &steps, None);
        let s = |n: &str| shot(&dir, n);
        // The playground animates.
        assert!(
            changed(&s("a1.png"), &s("a2.png")) > 0.05,
            "{backend}: the playground does not animate"
        );
        // After a simulated reset the page's own recovery brings the picture back.
        assert!(
            changed(&s("r1.png"), &s("r2.png")) > 0.05,
            "{backend}: no frames after the recovery"
        );
        // A typo is listed, and the page keeps animating with its last good pipeline.
        let b1 = s("b1.png");
        assert!(!b1.problems.is_empty(), "{backend}: the typo is not listed");
        assert!(
            changed(&b1, &s("b2.png")) > 0.05,
            "{backend}: a typo froze the viewport"
        );
        // The fix shows the new picture.
        near(
            s("c.png").centre(),
            [0.0, 255.0, 0.0],
            &format!("{backend}: the green shader"),
        );
        // A knob that changes the canvas changes what is drawn: twice the pixel ratio is
        // twice the canvas's width, so twice the red.
        let (k1, k2) = (s("k1.png"), s("k2.png"));
        let (r1, r2) = (k1.centre()[0], k2.centre()[0]);
        assert!(
            (r2 - 2.0 * r1).abs() < 30.0 && r2 > r1 + 10.0,
            "{backend}: simulated_dpr 2 should double the red: {r1} then {r2}"
        );
        // The other lesson shows its own page's picture.
        assert!(
            changed(&k2, &s("d1.png")) > 0.3,
            "{backend}: the lesson switch did not change the picture"
        );
    }
}

#[test]
fn a_broken_text_restored_at_start_then_fixed_shows_pixels_on_every_backend() {
    let broken = "@fragment fn fs() -> @location(0) vec4f { return vec4f(1.0, 0.0, 0.0, 1.0) }\n";
    let steps = format!(
        "[Built, Shot(\"broken.png\"), Type({green}), Built, Frames(5), Shot(\"fixed.png\"), Frames(3), Quit]",
        green = ron_string(GREEN)
    );
    for &(_, backend) in common::backends() {
        let dir = run(backend, "playground", &steps, Some(broken));
        let broken_shot = shot(&dir, "broken.png");
        assert!(
            !broken_shot.problems.is_empty(),
            "{backend}: the restored typo is listed"
        );
        near(
            shot(&dir, "fixed.png").centre(),
            [0.0, 255.0, 0.0],
            &format!("{backend}: the fix after a broken start"),
        );
    }
}

/// What one `Idle` step of a script measured (`idle.jsonl`).
fn idle_rows(dir: &tempfile::TempDir) -> Vec<serde_json::Value> {
    std::fs::read_to_string(dir.path().join("idle.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// A program that draws once and then asks for no frame: it says so in the animation
/// frame after the one it drew in, so its one frame was presented by then.
const DRAWS_ONCE: &str = "const adapter = await navigator.gpu.requestAdapter();
const device = await adapter.requestDevice();
const context = document.querySelector(\"canvas\").getContext(\"webgpu\");
context.configure({ device, format: navigator.gpu.getPreferredCanvasFormat() });
requestAnimationFrame(() => {
  const encoder = device.createCommandEncoder();
  const view = context.getCurrentTexture().createView();
  encoder.beginRenderPass({ colorAttachments: [{ view, loadOp: \"clear\", storeOp: \"store\", clearValue: [0, 1, 0, 1] }] }).end();
  device.queue.submit([encoder.finish()]);
  requestAnimationFrame(() => console.log(\"drawn once\"));
});
";

/// Issue 19: a window left alone paints only while something moves. The animated
/// playground draws continuously; a program that drew once and asks for no frame costs
/// the window a handful of paints and no page frames. Counts of frames, not times: a
/// slow machine paints fewer, never more.
#[test]
fn a_window_left_alone_paints_only_while_something_moves_on_every_backend() {
    let steps = format!(
        "[Frames(10), Idle(2.0), Tab(\"js\"), Type({once}), PageSaid(\"drawn once\"), Idle(2.0), Shot(\"once.png\"), Quit]",
        once = ron_string(DRAWS_ONCE)
    );
    for &(_, backend) in common::backends() {
        let dir = run(backend, "playground", &steps, None);
        let rows = idle_rows(&dir);
        assert_eq!(rows.len(), 2, "{backend}: {rows:?}");
        let frames = |i: usize| rows[i]["lesson_frames"].as_u64().unwrap();
        let paints = |i: usize| rows[i]["window_frames"].as_u64().unwrap();
        assert!(
            frames(0) >= 1,
            "{backend}: the animated playground stopped drawing: {rows:?}"
        );
        // A few paints wake the window in any state (a timer, egui's second repaint after a
        // request): a handful, against a refresh rate's worth when it draws continuously.
        assert_eq!(
            frames(1),
            0,
            "{backend}: a page that asked for no frame kept presenting: {rows:?}"
        );
        assert!(
            paints(1) <= 10,
            "{backend}: the window kept painting beside an idle page: {rows:?}"
        );
        let once = shot(&dir, "once.png");
        assert_eq!(once.state, "the page is idle", "{backend}");
        near(
            once.centre(),
            [0.0, 255.0, 0.0],
            &format!("{backend}: the page's one frame"),
        );
    }
}

/// Issue 19: everything Lienzo writes goes under the work folder, eframe's `app.ron`
/// too, never the platform's data folder.
#[test]
fn the_window_writes_only_under_the_work_folder() {
    let steps = "[Frames(3), Quit]";
    let backend = common::backends()[0].1;
    let dir = run(backend, "playground", steps, None);
    assert!(
        dir.path().join("work/app.ron").exists(),
        "app.ron is not in the work folder"
    );
    // XDG_DATA_HOME points into the test's folder: nothing named lienzo may appear there.
    assert!(
        !dir.path().join("lienzo").exists(),
        "the window wrote to the platform's data folder"
    );
}

/// The playground is a page in a process of its own: a typed shader reaches the running
/// page through the pipe as a hot edit (`import.meta.hot`), the page draws it without
/// running again, and says so on its console as Vite does.
#[test]
fn a_shader_edit_reaches_the_playground_page_in_place_on_every_backend() {
    let steps = format!(
        "[PageFrames(3), Shot(\"a.png\"), Type({green}), PageSaid(\"[hot] updated playground.wgsl\"), PageFrames(5), Frames(2), Shot(\"g.png\"), Quit]",
        green = ron_string(GREEN)
    );
    for &(_, backend) in common::backends() {
        let dir = run(backend, "playground", &steps, None);
        near(
            shot(&dir, "g.png").centre(),
            [0.0, 255.0, 0.0],
            &format!("{backend}: the typed shader in the playground page"),
        );
        let meta: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.path().join("g.png.json")).unwrap()).unwrap();
        assert_eq!(
            meta["page"]["runs"], 1,
            "{backend}: the edit ran the page again: {meta:#}"
        );
        assert!(
            changed(&shot(&dir, "a.png"), &shot(&dir, "g.png")) > 0.3,
            "{backend}: the picture did not change"
        );
    }
}

/// A program that clears the canvas to green every frame and says so.
const GREEN_PAGE: &str = "const device = await (await navigator.gpu.requestAdapter()).requestDevice();\n\
const context = document.querySelector(\"canvas\").getContext(\"webgpu\");\n\
context.configure({ device, format: navigator.gpu.getPreferredCanvasFormat() });\n\
console.log(\"green page\");\n\
function frame() {\n\
  const e = device.createCommandEncoder();\n\
  e.beginRenderPass({ colorAttachments: [{ view: context.getCurrentTexture().createView(), clearValue: [0, 1, 0, 1], loadOp: \"clear\", storeOp: \"store\" }] }).end();\n\
  device.queue.submit([e.finish()]);\n\
  requestAnimationFrame(frame);\n\
}\n\
requestAnimationFrame(frame);\n";

/// Issue 21: a page lesson runs the student's own program in the window. Its frames
/// reach the viewport; an edit runs it again; a syntax error is listed at its place
/// and the last picture stays; an endless loop is stopped and the window goes on; a
/// broken shader does not run the page again, and the fixed one does.
#[test]
fn a_page_lesson_runs_the_students_program_in_the_window_on_every_backend() {
    let program = std::fs::read_to_string(common::repo("shaders/01-page.js")).unwrap();
    let shader = std::fs::read_to_string(common::repo("shaders/01-page.wgsl")).unwrap();
    let blue = shader.replacen("return vec4f(color, 1.0);", "return vec4f(0.0, 0.0, 1.0, 1.0);", 1);
    let broken = shader.replacen("return vec4f(color, 1.0);", "return vec4f(color, 1.0)", 1);
    assert!(blue != shader && broken != shader);
    let steps = format!(
        "[
        PageSaid(\"preferred format\"), PageFrames(5), Frames(2), Shot(\"a1.png\"), PageFrames(20), Idle(0.5), Frames(2), Shot(\"a2.png\"),
        Tab(\"js\"), Type({green}), PageSaid(\"green page\"), Frames(5), Shot(\"g.png\"),
        Type(\"const x = ;\\n\"), PageSaid(\"SyntaxError\"), Shot(\"s.png\"),
        Type(\"requestAnimationFrame(() => {{ while (true) {{}} }});\\n\"), PageSaid(\"took too long\"), Shot(\"t.png\"),
        RunAgain, Shot(\"t2.png\"),
        Type({program}), PageSaid(\"preferred format\"), Frames(5), Shot(\"w0.png\"),
        Tab(\"wgsl\"), Type({broken}), Built, PageFrames(10), Frames(2), Shot(\"w1.png\"),
        Type({blue}), Built, PageRuns(1), Frames(5), Shot(\"w2.png\"),
        Quit,
    ]",
        green = ron_string(GREEN_PAGE),
        program = ron_string(&program),
        broken = ron_string(&broken),
        blue = ron_string(&blue),
    );
    for &(_, backend) in common::backends() {
        let dir = run(backend, "features", &steps, None);
        let s = |n: &str| shot(&dir, n);
        let meta = |n: &str| -> serde_json::Value {
            serde_json::from_str(&std::fs::read_to_string(dir.path().join(format!("{n}.json"))).unwrap()).unwrap()
        };
        // Half a second of the page's time apart: its rings turn 1 radian.
        assert!(
            changed(&s("a1.png"), &s("a2.png")) > 0.05,
            "{backend}: the page's rings do not move\nfirst: {:#}\nthen: {:#}",
            meta("a1.png")["page"],
            meta("a2.png")["page"]
        );
        near(
            s("g.png").centre(),
            [0.0, 255.0, 0.0],
            &format!("{backend}: the green program"),
        );
        // The syntax error is listed at its place; the green picture stays.
        let lines = meta("s.png")["page"]["lines"].as_array().unwrap().clone();
        assert!(
            lines
                .iter()
                .any(|l| l["place"] == "01-page.js:1:11" && l["text"].as_str().unwrap().contains("SyntaxError")),
            "{backend}: the syntax error is not at 01-page.js:1:11: {lines:?}"
        );
        near(
            s("s.png").centre(),
            [0.0, 255.0, 0.0],
            &format!("{backend}: the picture kept after a syntax error"),
        );
        // The endless loop was stopped, and the window went on (the script got here).
        assert!(
            meta("t.png")["page"]["stopped"]
                .as_str()
                .unwrap_or_default()
                .contains("took too long"),
            "{backend}: {:?}",
            meta("t.png")["page"]
        );
        // Run again runs the same program again, and it stops again.
        assert_eq!(
            meta("t2.png")["page"]["runs"].as_u64(),
            meta("t.png")["page"]["runs"].as_u64().map(|r| r + 1),
            "{backend}: Run again: {:?}",
            meta("t2.png")["page"]
        );
        // A broken shader is listed and does not run the page again; the fix does.
        let (w0, w1, w2) = (meta("w0.png"), meta("w1.png"), meta("w2.png"));
        assert!(
            !w1["problems"].as_array().unwrap().is_empty(),
            "{backend}: the broken shader is not listed"
        );
        assert_eq!(
            w0["page"]["runs"], w1["page"]["runs"],
            "{backend}: the broken shader ran the page again: {w1:?}"
        );
        assert!(
            w2["page"]["runs"].as_u64() > w1["page"]["runs"].as_u64(),
            "{backend}: the fixed shader did not run the page again: {w2:?}"
        );
        assert!(
            changed(&s("w0.png"), &s("w1.png")) > 0.05,
            "{backend}: the page stopped drawing while its shader was broken: before {:?}, after {:?}",
            w0["page"],
            w1["page"]
        );
        near(
            s("w2.png").centre(),
            [0.0, 0.0, 255.0],
            &format!("{backend}: the fixed shader"),
        );
    }
}
