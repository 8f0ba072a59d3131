//! Host programs (`tests/host/*.js`) run by `lienzo run` on every backend, and the same
//! programs in headless Chromium on its own WebGPU (`tests/host/chromium.mjs`): the
//! pictures agree, and so do the lines the programs print with a `= ` prefix (values,
//! rejections and their names, compilation messages), the page's text and the number
//! of uncaught errors. The same programs run in the web build's runtime too (a module
//! Worker with the page's world, `src/page/forms.js` and `world.js`, paced by a virtual clock as
//! `lienzo run` is), and the world's trace of every rendering update (its callbacks,
//! configure, getCurrentTexture, submit) is the desktop's, step by step. Then programs
//! that misbehave: each gets its message at its place, and the run ends.
//!
//! Nothing here passes by being skipped: no Chromium, no Node.js or no adapter fails
//! and names the fix.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Programs compared with Chromium, and the frames each runs.
const PROGRAMS: [&str; 15] = [
    "triangle.js",
    "quad.js",
    "msaa.js",
    "texture.js",
    "compute.js",
    "errors.js",
    "throws.js",
    "lifecycle.js",
    "timestamps.js",
    "webidl.js",
    // Every conversion of every call, from the spec's IDL (see its header).
    "webidl-all.js",
    "bundles.js",
    "events.js",
    "forms.js",
    "mutations.js",
];
const FRAMES: u32 = 3;

fn lienzo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lienzo"))
        .args(["--lang", "en"])
        .args(args)
        .current_dir(common::repo(""))
        .output()
        .expect("the lienzo binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The lines a program printed for comparison.
fn marked<'a>(lines: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    lines
        .into_iter()
        .filter(|l| l.starts_with("= "))
        .map(str::to_owned)
        .collect()
}

/// Pixels whose channels differ by more than 16 from the other picture.
fn differing(a: &Path, b: &Path) -> (usize, usize) {
    let a = image::open(a)
        .unwrap_or_else(|e| panic!("{}: {e}", a.display()))
        .to_rgba8();
    let b = image::open(b)
        .unwrap_or_else(|e| panic!("{}: {e}", b.display()))
        .to_rgba8();
    assert_eq!(a.dimensions(), b.dimensions(), "the two pictures differ in size");
    let n = a
        .pixels()
        .zip(b.pixels())
        .filter(|(p, q)| p.0.iter().zip(q.0.iter()).take(3).any(|(x, y)| x.abs_diff(*y) > 16))
        .count();
    (n, a.pixels().len())
}

fn chromium(out: &Path) -> PathBuf {
    chromium_runs(out, &PROGRAMS)
}

/// Runs `programs` (of `tests/host/`) in headless Chromium; their JSON lands in `out`.
fn chromium_runs(out: &Path, programs: &[&str]) -> PathBuf {
    let root = common::repo("");
    assert!(
        root.join("tests/web/node_modules/puppeteer-core").is_dir(),
        "the browser driver is missing. Fix: `(cd tests/web && npm ci)` (`bash tests/run` does this)"
    );
    let mut args = vec![
        "tests/host/chromium.mjs".to_owned(),
        out.display().to_string(),
        FRAMES.to_string(),
    ];
    args.extend(programs.iter().map(|p| (*p).to_owned()));
    let run = Command::new("node")
        .args(&args)
        .current_dir(&root)
        .output()
        .unwrap_or_else(|e| panic!("Node.js is missing ({e}). Fix: `sudo apt-get install nodejs npm`"));
    assert!(
        run.status.success(),
        "Chromium did not run the programs:\n{}\n{}\nChromium must be installed (`sudo apt-get install chromium`; `bash tests/run` does this).",
        text(&run.stdout),
        text(&run.stderr)
    );
    out.to_path_buf()
}

/// The page world's trace in `lienzo run --trace`'s output (`~ ` lines) is the one the
/// web build's Worker wrote to `worker_json` (`chromium.mjs`), step by step.
fn assert_same_steps(stdout: &str, worker_json: &Path, context: &str) {
    let worker: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(worker_json).unwrap_or_else(|e| panic!("{}: {e}", worker_json.display())),
    )
    .unwrap();
    let worker_trace: Vec<String> = worker["trace"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| format!("~ {}", v.as_str().unwrap()))
        .collect();
    let desktop_trace: Vec<&str> = stdout.lines().filter(|l| l.starts_with("~ ")).collect();
    assert!(
        desktop_trace.iter().any(|l| l.starts_with("~ update")),
        "`lienzo run --trace` traced no rendering update: {context}\n{stdout}"
    );
    assert_eq!(
        desktop_trace, worker_trace,
        "the desktop's page world and the browser Worker's did different steps: {context}\n--- worker:\n{worker:#}"
    );
}

#[test]
fn host_programs_draw_and_say_what_chromium_does() {
    let out = common::repo("target/host-test");
    let _ = std::fs::remove_dir_all(&out);
    let browser = chromium(&out);
    for (_, backend) in common::backends() {
        for program in PROGRAMS {
            let stem = program.trim_end_matches(".js");
            let png = out.join(format!("{stem}.{backend}.png"));
            let file = format!("tests/host/{program}");
            let run = lienzo(&[
                "run",
                &file,
                "--backend",
                backend,
                "--frames",
                &FRAMES.to_string(),
                "--size",
                "64x48",
                "--png",
                &png.display().to_string(),
                "--trace",
            ]);
            let (stdout, stderr) = (text(&run.stdout), text(&run.stderr));
            assert_same_steps(
                &stdout,
                &browser.join(format!("{stem}.worker.json")),
                &format!("{program} on {backend}\n--- lienzo stderr:\n{stderr}"),
            );
            let seen: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(browser.join(format!("{stem}.json"))).unwrap()).unwrap();
            let chrome_lines: Vec<&str> = seen["console"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|v| v.as_str())
                .collect();
            let context = format!(
                "{program} on {backend}\n--- lienzo stdout:\n{stdout}--- lienzo stderr:\n{stderr}--- chromium:\n{seen:#}"
            );
            assert_eq!(
                marked(stdout.lines()),
                marked(chrome_lines),
                "printed lines differ: {context}"
            );
            let body = seen["body"].as_str().unwrap();
            if !body.is_empty() {
                assert!(stdout.lines().any(|l| l == body), "the page's text differs: {context}");
            }
            let uncaught = stderr.lines().filter(|l| l.contains("error: Uncaught")).count();
            let chrome_uncaught = seen["errors"].as_array().unwrap().len();
            assert_eq!(uncaught, chrome_uncaught, "uncaught errors differ: {context}");
            let draws = ["triangle.js", "quad.js", "msaa.js", "texture.js", "bundles.js"].contains(&program);
            if draws {
                assert!(png.is_file(), "no picture: {context}");
                let (n, total) = differing(&png, &browser.join(format!("{stem}.png")));
                // Edges rasterize differently across drivers; the picture must not.
                assert!(
                    n * 100 <= total * 3,
                    "{n} of {total} pixels differ from Chromium's: {context}"
                );
            }
        }
    }
}

#[test]
fn a_page_that_misbehaves_gets_its_message_at_its_place_and_the_run_ends() {
    let (_, backend) = common::backends()[0];
    let cases: [(&str, &str); 7] = [
        ("unhandled.js", "error: Uncaught (in promise) OperationError"),
        (
            "microtasks.js",
            "error: the script took too long: a promise callback ran for more than 1000 ms",
        ),
        (
            "page.html",
            "tests/host/page.html:10:5: error: Uncaught ReferenceError: undefinedFunction is not defined",
        ),
        (
            "loop.js",
            "tests/host/loop.js:4:18: error: the script took too long: a requestAnimationFrame callback ran for more than 1000 ms",
        ),
        ("syntax.js", "tests/host/syntax.js:"),
        (
            "throws.js",
            "tests/host/throws.js:2:3: error: Uncaught TypeError: Cannot read properties of null (reading 'draw')",
        ),
        (
            "throws.js",
            "tests/host/throws.js:6:20: error: Uncaught (in promise) Error: nobody catches this",
        ),
    ];
    for (program, expected) in cases {
        // A second per callback, as a lesson's page has (a page of a site gets 10).
        let run = lienzo(&[
            "run",
            &format!("tests/host/{program}"),
            "--backend",
            backend,
            "--frames",
            "4",
            "--budget",
            "1000",
        ]);
        let stderr = text(&run.stderr);
        assert_eq!(run.status.code(), Some(1), "{program} should exit 1:\n{stderr}");
        assert!(
            stderr.contains(expected),
            "{program}: expected `{expected}` in:\n{stderr}"
        );
    }
    // An .html page: its canvas's attributes and CSS box, its id, an import beside it.
    let run = lienzo(&["run", "tests/host/page.html", "--backend", backend, "--frames", "1"]);
    assert_eq!(
        text(&run.stdout).trim(),
        "= canvas 32 24 16 12 4",
        "{}",
        text(&run.stderr)
    );
    // A GPU error's message is stderr's, all its lines; the page's own lines are stdout's.
    let run = lienzo(&["run", "tests/host/uncaptured.js", "--backend", backend, "--frames", "2"]);
    let (stdout, stderr) = (text(&run.stdout), text(&run.stderr));
    assert_eq!(run.status.code(), Some(1), "{stderr}");
    assert_eq!(stdout.trim(), "after", "stderr:\n{stderr}");
    assert!(
        stderr.contains("tests/host/uncaptured.js:5:8: error: uncaptured WebGPU validation error: ")
            && stderr.contains("\n - While calling GPUDevice.createBuffer() for [Buffer \"both-maps\"]."),
        "{stderr}"
    );
    let run = lienzo(&["run", "tests/host/throws.js", "--backend", backend, "--frames", "4"]);
    assert!(
        text(&run.stdout).contains("import refused: import '../outside.js' leaves the site's folder"),
        "an import out of the page's folder is refused with its reason:\n{}",
        text(&run.stdout)
    );
}

#[test]
fn what_lienzo_says_about_a_page_follows_the_language() {
    let (_, backend) = common::backends()[0];
    let run = Command::new(env!("CARGO_BIN_EXE_lienzo"))
        .args([
            "--lang",
            "es",
            "run",
            "tests/host/loop.js",
            "--backend",
            backend,
            "--frames",
            "4",
            "--budget",
            "1000",
        ])
        .current_dir(common::repo(""))
        .output()
        .unwrap();
    let stderr = text(&run.stderr);
    assert!(
        stderr.contains(
            "tests/host/loop.js:4:18: error: el script tardó demasiado: una función de requestAnimationFrame"
        ),
        "{stderr}"
    );
}

/// The device-loss knob in a page's world: `--lose-at` ends every device as a driver
/// reset would; a program built as the chapter says (state on the CPU, one function
/// that creates everything, a handler that checks the reason) draws again.
#[test]
fn a_page_that_recovers_from_a_lost_device_draws_again() {
    let out = common::repo("target/host-test");
    std::fs::create_dir_all(&out).unwrap();
    for (_, backend) in common::backends() {
        let png = out.join(format!("recover.{backend}.png"));
        let run = lienzo(&[
            "run",
            "tests/host/recover.js",
            "--backend",
            backend,
            "--frames",
            "6",
            "--lose-at",
            "2",
            "--size",
            "16x16",
            "--png",
            &png.display().to_string(),
        ]);
        let (stdout, stderr) = (text(&run.stdout), text(&run.stderr));
        assert_eq!(
            marked(stdout.lines()),
            ["= started 1", "= lost: unknown", "= started 2"],
            "on {backend}:\n{stdout}{stderr}"
        );
        assert!(
            stderr.contains("a simulated driver reset"),
            "the loss says it is simulated:\n{stderr}"
        );
        let picture = image::open(&png).unwrap().to_rgba8();
        assert_eq!(
            picture.get_pixel(8, 8).0,
            [0, 128, 255, 255],
            "the picture after recovery, on {backend}"
        );
    }
}

/// Issue 21: every lesson's page program runs unchanged in Chromium (its shader import
/// served as a bundler serves a text import) and in `lienzo run`, on every backend:
/// no uncaught error in either, the same printed lines but for the values each
/// platform names, and a drawn picture (many colours, not a cleared canvas). A lesson
/// whose page starts with mistakes is run with its exercises' solutions, which adapt
/// to the adapter (SwiftShader's is not lavapipe's); a solution that changes the shader
/// too runs from a folder where the solution's shader has the lesson's shader's name.
#[test]
fn every_lessons_page_runs_unchanged_in_chromium_and_in_lienzo() {
    let catalog = lienzo::lesson::Catalog::load(&common::repo("lessons"), &common::repo("shaders"));
    // (program, the shader it imports by the lesson's name, that name)
    let mut runs: Vec<(String, Option<String>, String)> = Vec::new();
    for l in &catalog.lessons {
        let host = &l.lesson.host;
        let wanted: Vec<(String, Option<String>)> = if l.lesson.exercises.is_empty() {
            vec![(host.clone(), None)]
        } else {
            l.lesson
                .exercises
                .iter()
                .filter_map(|e| e.solution.program.clone().map(|p| (p, e.solution.shader.clone())))
                .collect()
        };
        for (program, shader) in wanted {
            let run = (program, shader, l.lesson.shader.clone());
            if !runs.contains(&run) {
                runs.push(run);
            }
        }
    }
    assert!(!runs.is_empty(), "no lesson has a page program");
    let base = common::repo("target/host-test-lessons");
    let _ = std::fs::remove_dir_all(&base);
    let colours = |png: &Path| {
        let img = image::open(png)
            .unwrap_or_else(|e| panic!("{}: {e}", png.display()))
            .to_rgba8();
        img.pixels()
            .map(|p| p.0)
            .collect::<std::collections::HashSet<_>>()
            .len()
    };
    let said = |lines: &[&str]| -> Vec<String> {
        lines
            .iter()
            .filter(|l| !l.starts_with("Failed to load resource"))
            .map(|l| l.split(": ").next().unwrap_or_default().to_owned())
            .collect()
    };
    for (i, (host, shader, shader_name)) in runs.iter().enumerate() {
        // The page's folder: the course's shaders, the solution's shader in its place.
        let root = base.join(format!("root-{i}"));
        std::fs::create_dir_all(&root).unwrap();
        for e in std::fs::read_dir(common::repo("shaders")).unwrap() {
            let e = e.unwrap();
            std::fs::copy(e.path(), root.join(e.file_name())).unwrap();
        }
        if let Some(s) = shader {
            std::fs::copy(common::repo("shaders").join(s), root.join(shader_name)).unwrap();
        }
        let out = base.join(format!("out-{i}"));
        let run = Command::new("node")
            .arg("tests/host/chromium.mjs")
            .arg(&out)
            .arg(FRAMES.to_string())
            .arg(host)
            .env("PAGE_ROOT", &root)
            .current_dir(common::repo(""))
            .output()
            .unwrap_or_else(|e| panic!("Node.js is missing ({e}). Fix: `sudo apt-get install nodejs npm`"));
        assert!(
            run.status.success(),
            "Chromium did not run {host}:\n{}",
            text(&run.stderr)
        );
        let stem = host.trim_end_matches(".js");
        let seen: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(out.join(format!("{stem}.json"))).unwrap()).unwrap();
        let chrome_lines: Vec<&str> = seen["console"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|v| v.as_str())
            .collect();
        assert!(
            seen["errors"].as_array().unwrap().is_empty(),
            "{host} in Chromium: {seen:#}"
        );
        assert!(
            colours(&out.join(format!("{stem}.png"))) > 8,
            "{host} drew nothing in Chromium"
        );
        for (_, backend) in common::backends() {
            let png = out.join(format!("{stem}.{backend}.png"));
            let file = root.join(host).display().to_string();
            let run = lienzo(&[
                "run",
                &file,
                "--backend",
                backend,
                "--frames",
                "3",
                "--size",
                "64x48",
                "--png",
                &png.display().to_string(),
                "--trace",
            ]);
            let (stdout, stderr) = (text(&run.stdout), text(&run.stderr));
            let context =
                format!("{host} on {backend}\n--- stdout:\n{stdout}--- stderr:\n{stderr}--- chromium:\n{seen:#}");
            assert!(run.status.success(), "{context}");
            assert_same_steps(&stdout, &out.join(format!("{stem}.worker.json")), &context);
            let lines: Vec<&str> = stdout
                .lines()
                .filter(|l| !l.starts_with("wrote ") && !l.starts_with("~ "))
                .collect();
            assert_eq!(said(&lines), said(&chrome_lines), "printed lines differ: {context}");
            assert!(colours(&png) > 8, "{host} drew nothing: {context}");
        }
    }
}

/// `lienzo run` paces a page with a virtual clock: frame timestamps at 1000/fps ms, a
/// timer at its due time between two frames, dates on the same clock, HTML's clamp for
/// nested timeouts, and the same output however busy the machine is.
#[test]
fn a_paced_run_keeps_the_page_on_a_virtual_clock() {
    let (_, backend) = common::backends()[0];
    for (fps, frames) in [
        ("60", "16.67 33.33 50.00 66.67 83.33 100.00"),
        ("30", "33.33 66.67 100.00 133.33 166.67 200.00"),
    ] {
        let run = lienzo(&[
            "run",
            "tests/host/clock.js",
            "--backend",
            backend,
            "--frames",
            "8",
            "--fps",
            fps,
        ]);
        let stdout = text(&run.stdout);
        assert_eq!(
            marked(stdout.lines()),
            [
                "= date 2026-01-01T00:00:00.000Z string 0".to_owned(),
                "= chain at 0 0 0 0 0 0 4 8 12 16".to_owned(),
                "= timeout(50) at 50.00 dates 50 true".to_owned(),
                format!("= frames at {frames}"),
            ],
            "--fps {fps}:\n{stdout}{}",
            text(&run.stderr)
        );
    }
}

/// `console.log` reads as a browser's console shows a line: format specifiers in a
/// first string, objects as their previews, nested ones folded.
#[test]
fn console_lines_read_as_a_browsers_console_shows_them() {
    let (_, backend) = common::backends()[0];
    let run = lienzo(&["run", "tests/host/console.js", "--backend", backend, "--frames", "1"]);
    let stdout = text(&run.stdout);
    assert_eq!(
        marked(stdout.lines()),
        [
            "= canvas has 42 frames at 16.5 ms, 7%",
            "=  styled",
            "= {a: 1, b: 'x', c: {…}, 'e-f': Array(2)}",
            "= (5) [1, 'two', null, undefined, Array(1)]",
            "= Float32Array(2) [0.5, 1] ArrayBuffer(8)",
            "= Map(1) {'k' => 1} Set(2) {1, 2}",
            "= Point {x: 1, y: 2} 10n -0 Symbol(s)",
            "= 'text' and {n: 1}",
            "= missing %s",
            "= TypeError: bad value",
        ],
        "{stdout}{}",
        text(&run.stderr)
    );
}

/// `mapAsync` rejects as a browser does, each case in its own words (Chromium's, read
/// from a run of the same program there): the validation error's reason, an
/// `AbortError` when the buffer is destroyed or unmapped while the map is pending, or
/// its device is destroyed (before the map or while it is pending, with no validation
/// error); an unmapped buffer's `unmap()` does nothing; a destroyed device's loss says
/// so.
#[test]
fn map_rejections_and_a_destroyed_device_say_what_a_browser_says() {
    for (_, backend) in common::backends() {
        let run = lienzo(&["run", "tests/host/maps.js", "--backend", backend, "--frames", "2"]);
        let stdout = text(&run.stdout);
        assert_eq!(
            marked(stdout.lines()),
            [
                "= uncaptured: Usage flags GPUBufferUsage.COPY_DST of [Buffer \"copy\"] do not contain required usage \
                 flags GPUBufferUsage.MAP_READ.",
                "= no MAP_READ: OperationError: Failed to execute 'mapAsync' on 'GPUBuffer': [Buffer \"copy\"] \
                 was not created with GPUBufferUsage.MAP_READ.",
                "= state: pending",
                "= destroyed while pending: AbortError: Failed to execute 'mapAsync' on 'GPUBuffer': Buffer was destroyed before mapping was resolved.",
                "= unmapped while pending: AbortError: Failed to execute 'mapAsync' on 'GPUBuffer': Buffer was unmapped before mapping was resolved.",
                "= state: unmapped",
                "= unmap of an unmapped buffer: no error",
                "= mapped after all: resolved",
                "= pending at the device's destroy(): AbortError: Failed to execute 'mapAsync' on 'GPUBuffer': Buffer was unmapped before mapping was resolved.",
                "= after the device's destroy(): AbortError: Failed to execute 'mapAsync' on 'GPUBuffer': The Device was lost before mapping was resolved.",
                "= lost: destroyed: Device was destroyed.",
            ],
            "{backend}:\n{stdout}{}",
            text(&run.stderr)
        );
    }
}

/// `lienzo bench host` measures every program it names, each lesson's solutions among
/// them (a starting program is broken on purpose and is not benched), beside Chromium.
/// Figures are not judged, only that each program produced them.
#[test]
fn the_host_bench_measures_every_solution_beside_chromium() {
    let (_, backend) = common::backends()[0];
    let run = lienzo(&["bench", "host", "--runs", "1", "--json", "--backend", backend]);
    let (stdout, stderr) = (text(&run.stdout), text(&run.stderr));
    assert_eq!(run.status.code(), Some(0), "{stdout}{stderr}");
    assert!(!stderr.contains("not measured"), "{stderr}");
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    let rows = report["programs"].as_array().unwrap();
    let names: Vec<&str> = rows.iter().map(|r| r["program"].as_str().unwrap()).collect();
    let catalog = lienzo::lesson::Catalog::load(&common::repo("lessons"), &common::repo("shaders"));
    for l in &catalog.lessons {
        for e in &l.lesson.exercises {
            if let Some(p) = &e.solution.program {
                assert!(
                    names.iter().any(|n| n.starts_with(p.as_str())),
                    "{p} is not benched: {names:?}"
                );
            }
        }
    }
    for r in rows {
        for figure in [
            "lienzo_callback_ms",
            "lienzo_update_ms",
            "chromium_callback_ms",
            "text_to_first_frame_ms",
        ] {
            assert!(r[figure].as_f64().is_some_and(f64::is_finite), "{figure} of {r}");
        }
    }
}

/// A GPU error reads as a browser's: the rule, then the call and the object by its label,
/// in WebGPU's names; never wgpu's Rust (`Device::create_buffer`, `BufferUsages(…)`,
/// `Caused by`, a format's Rust name).
#[test]
fn gpu_errors_name_the_call_and_the_label_in_webgpus_words() {
    let out = common::repo("target/host-test-mistakes");
    let _ = std::fs::remove_dir_all(&out);
    let browser = chromium_runs(&out, &["mistakes.js"]);
    let browser: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(browser.join("mistakes.json")).unwrap()).unwrap();
    let browser_lines: Vec<String> = browser["console"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(serde_json::Value::as_str)
        .filter(|t| t.contains('|'))
        .map(str::to_owned)
        .collect();
    for (_, backend) in common::backends() {
        let run = lienzo(&["run", "tests/host/mistakes.js", "--backend", backend, "--frames", "1"]);
        let stdout = text(&run.stdout);
        assert!(stdout.lines().last() == Some("done"), "{stdout}{}", text(&run.stderr));
        let lines: Vec<&str> = stdout.lines().filter(|l| l.contains('|')).collect();
        // Each is a mistake in a browser too: Chromium raises an error for every one.
        let accepted: Vec<&String> = browser_lines.iter().filter(|l| l.ends_with("|no error")).collect();
        assert!(
            accepted.is_empty(),
            "Chromium raised no error for these: not mistakes there: {accepted:#?}"
        );
        assert_eq!(
            browser_lines.iter().filter(|l| !l.contains("|exception|")).count(),
            lines.iter().filter(|l| !l.contains("|exception|")).count(),
            "{browser_lines:#?}"
        );
        // 37 mistakes; the map's rejection is a line of its own.
        assert_eq!(lines.len(), 38, "{stdout}");
        // A failed map rejects with the rule it broke, as a browser's does.
        assert!(
            lines.contains(&"mapAsync without MAP_READ|exception|Failed to execute 'mapAsync' on 'GPUBuffer': [Buffer \"not-mappable\"] was not created with GPUBufferUsage.MAP_READ."),
            "{stdout}"
        );
        for (what, names) in [
            (
                "map usages",
                &[
                    "GPUDevice.createBuffer()",
                    "[Buffer \"uniforms\"]",
                    "GPUBufferUsage.MAP_READ",
                ][..],
            ),
            (
                "writeTexture without COPY_DST",
                &[
                    "GPUQueue.writeTexture()",
                    "[Texture \"picture\"]",
                    "GPUTextureUsage.COPY_DST",
                ],
            ),
            (
                "writeBuffer without COPY_DST",
                &["GPUQueue.writeBuffer()", "[Buffer \"vertices\"]"],
            ),
            (
                "blend on r32float",
                &[
                    "GPUDevice.createRenderPipeline()",
                    "[RenderPipeline \"glow\"]",
                    "\"r32float\"",
                ],
            ),
            (
                "buffer under minBindingSize",
                &["GPUDevice.createBindGroup()", "[BindGroup \"group\"]"],
            ),
            (
                "attachment without RENDER_ATTACHMENT",
                &["[CommandEncoder \"frame\"]", "GPUTextureUsage.TEXTURE_BINDING"],
            ),
            (
                "destroyed buffer submitted",
                &["GPUQueue.submit()", "[Buffer \"gone\"]"],
            ),
            ("copy past the end", &["[CommandEncoder \"copy2\"]"]),
            (
                "texture too large",
                &["GPUDevice.createTexture()", "[Texture \"huge\"]"],
            ),
            (
                "uniform buffer bound as storage",
                &["GPUDevice.createBindGroup()", "[BindGroup \"wrong-kind\"]"],
            ),
            (
                "pass not ended",
                &["GPUCommandEncoder.finish()", "[CommandEncoder \"open\"]", "end()"],
            ),
            (
                "texture bound where a buffer goes",
                &[
                    "GPUDevice.createBindGroup()",
                    "[BindGroup \"given-texture\"]",
                    "a buffer (type \"uniform\")",
                    "a texture view",
                ],
            ),
            (
                "pipeline format differs from the target",
                &["setPipeline()", "[RenderPipeline \"flat\"]", "\"bgra8unorm\""],
            ),
            (
                "vertex buffer too small",
                &["GPURenderPassEncoder.draw()", "[CommandEncoder \"short\"]", "slot 0"],
            ),
            (
                "draw with no pipeline",
                &["GPURenderPassEncoder.draw()", "[CommandEncoder \"nothing-set\"]"],
            ),
            (
                "too many workgroups",
                &["GPUComputePassEncoder.dispatchWorkgroups()", "65535"],
            ),
            (
                "writeBuffer offset not a multiple of 4",
                &["GPUQueue.writeBuffer()", "offset 2"],
            ),
            (
                "bytesPerRow not a multiple of 256",
                &["[CommandEncoder \"read\"]", "bytesPerRow is not a multiple of 256"],
            ),
            (
                "index buffer without INDEX usage",
                &[
                    "GPURenderPassEncoder.setIndexBuffer()",
                    "[Buffer \"indices\"]",
                    "GPUBufferUsage.INDEX",
                ],
            ),
            (
                "view in a format the texture does not have",
                &["GPUTexture.createView()", "\"rgba8unorm-srgb\""],
            ),
            (
                "lodMinClamp above lodMaxClamp",
                &["GPUDevice.createSampler()", "[Sampler \"clamped\"]", "lodMinClamp"],
            ),
            (
                "bind group missing an entry",
                &["GPUDevice.createBindGroup()", "[BindGroup \"one-of-two\"]"],
            ),
            (
                "command buffer submitted twice",
                &["GPUQueue.submit()", "more than once"],
            ),
            (
                "destroyed texture in a pass",
                &["GPUQueue.submit()", "[Texture \"gone-target\"]", "destroyed"],
            ),
            (
                "vertex attribute offset not a multiple of 4",
                &["GPUDevice.createRenderPipeline()", "[RenderPipeline \"misaligned\"]"],
            ),
            (
                "depth attachment in a color format",
                &["[CommandEncoder \"depth\"]", "\"rgba8unorm\"", "depth-or-stencil"],
            ),
            (
                "bind group from another layout",
                &[
                    "[BindGroup \"foreign\"]",
                    "[RenderPipeline \"tinted\"]",
                    "getBindGroupLayout()",
                ],
            ),
            (
                "mapAsync without MAP_READ",
                &[
                    "GPUBuffer.mapAsync()",
                    "[Buffer \"not-mappable\"]",
                    "GPUBufferUsage.MAP_READ",
                ],
            ),
            (
                "sample count 3",
                &["GPUDevice.createTexture()", "[Texture \"odd-msaa\"]"],
            ),
            (
                "storage texture in a format without storage",
                &[
                    "GPUDevice.createTexture()",
                    "[Texture \"srgb-storage\"]",
                    "GPUTextureUsage.STORAGE_BINDING",
                ],
            ),
            (
                "clear value ignored: scissor outside the target",
                &["GPURenderPassEncoder.setScissorRect()", "width: 8"],
            ),
            (
                "bind group index past maxBindGroups",
                &["setBindGroup()", "[CommandEncoder \"bg4\"]", "maxBindGroups"],
            ),
            (
                "uniform binding past its limit",
                &[
                    "GPUDevice.createBindGroup()",
                    "[BindGroup \"big\"]",
                    "maxUniformBufferBindingSize",
                ],
            ),
            (
                "anisotropy with nearest filters",
                &[
                    "GPUDevice.createSampler()",
                    "[Sampler \"aniso\"]",
                    "maxAnisotropy",
                    "\"nearest\"",
                ],
            ),
            (
                "read-write storage in the vertex stage",
                &[
                    "GPUDevice.createBindGroupLayout()",
                    "[BindGroupLayout \"vs-storage\"]",
                    "vertex stage",
                ],
            ),
            (
                "dynamic offset not aligned",
                &["[CommandEncoder \"dynpass\"]", "minUniformBufferOffsetAlignment"],
            ),
            (
                "unfilterable texture bound as filterable",
                &[
                    "GPUDevice.createBindGroup()",
                    "[BindGroup \"filtered\"]",
                    "\"unfilterable-float\"",
                ],
            ),
        ] {
            let line = lines
                .iter()
                .find(|l| l.starts_with(&format!("{what}|")) && !l.contains("|exception|"))
                .unwrap_or_else(|| panic!("{what}: no line in\n{stdout}"));
            assert!(!line.ends_with("|no error"), "{what} on {backend}: no error was raised");
            for rust in [
                "::",
                "Caused by",
                "Usages(",
                "Some(",
                "Validation Error",
                "R32Float",
                "Rgba8Unorm",
                "None",
                " { ",
                "ty:",
                "_size",
                "step-rate",
                "?.",
                "max_",
                "min_",
                "Nearest",
                "Features",
                "anistropic",
                "filterable:",
            ] {
                assert!(!line.contains(rust), "{what} on {backend}: `{rust}` in {line}");
            }
            assert!(line.contains(" - While "), "{what} on {backend}: no call in {line}");
            assert_eq!(
                lines.iter().filter(|l| l.starts_with(&format!("{what}|"))).count(),
                1 + usize::from(what.starts_with("mapAsync")),
                "{what} on {backend}: one error, and a map's rejection\n{stdout}"
            );
            for name in names {
                assert!(line.contains(name), "{what} on {backend}: no `{name}` in {line}");
            }
        }
    }
}
