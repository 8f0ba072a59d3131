//! The web build in a real browser. `web/build.sh` builds the crate for
//! `wasm32-unknown-unknown` into `dist/`, then `tests/web/drive.mjs` serves it on
//! localhost and drives headless Chromium on WebGPU (SwiftShader) through
//! `puppeteer-core`: the page loads with no console error; the playground's page shows
//! its shader's picture; a typed shader reaches the running page in place
//! (`import.meta.hot`, no new run), a typo shows its problem at its line and column and
//! never reaches the page, the fix restores the picture; the pointer over the viewport
//! reaches the page; every lesson opens as a page on the browser's WebGPU; and a host
//! program runs in a Worker on the browser's WebGPU: its rings are on the page over the
//! viewport, its console line, a simulated loss, an endless loop stopped and its errors
//! at their places come back. And the browser grades: every page check of every
//! lesson, with each exercise's start, its solution and its wrong attempt, run in the
//! browser's Workers, gets the verdict `lienzo grade` gives on the desktop (start and
//! wrong attempts fail, solutions pass).
//!
//! Nothing here passes by being skipped: a missing tool fails and names the fix.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::process::Command;

#[test]
fn the_web_build_runs_every_lesson_in_headless_chromium() {
    let root = common::repo("");
    let build = Command::new("bash")
        .arg("web/build.sh")
        .current_dir(&root)
        .output()
        .expect("bash runs web/build.sh");
    assert!(
        build.status.success(),
        "web/build.sh failed:\n{}\nFix: `rustup target add wasm32-unknown-unknown` and \
         `cargo install wasm-bindgen-cli --version <the wasm-bindgen of Cargo.lock>` (`bash tests/run` does both)",
        String::from_utf8_lossy(&build.stderr)
    );
    assert!(
        root.join("tests/web/node_modules/puppeteer-core").is_dir(),
        "the browser driver is missing. Fix: `(cd tests/web && npm ci)` (`bash tests/run` does this)"
    );
    let shots = root.join("target/web-test");
    let run = Command::new("node")
        .arg("tests/web/drive.mjs")
        .arg(root.join("dist"))
        .arg(&shots)
        .current_dir(&root)
        .output()
        .unwrap_or_else(|e| panic!("Node.js is missing ({e}). Fix: `sudo apt-get install nodejs npm`"));
    let report = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "the web build failed in Chromium (screenshots in {}):\n{report}\n{}\n\
         Chromium must be installed (`sudo apt-get install chromium`; `bash tests/run` does this).",
        shots.display(),
        String::from_utf8_lossy(&run.stderr)
    );
    let v: serde_json::Value = serde_json::from_str(&report).expect("drive.mjs prints one JSON report");
    let checks = v["checks"].as_array().expect("checks");
    // Every check above, and one per lesson: seven lessons, all of them green.
    assert!(checks.len() >= 15, "too few checks ran: {report}");
    assert!(checks.iter().all(|c| c["ok"] == true), "{report}");
    the_browser_grades_as_the_desktop_does(&v["grades"]);
    eprintln!(
        "web build: {} bytes of wasm, first viewport frame after {} ms, preferred format {}",
        v["wasm_bytes"], v["first_frame_ms"], v["preferred"]
    );
}

/// The browser's verdicts (`drive.mjs`'s `grades`: lesson, attempt, rows) against
/// `lienzo grade --json` on the desktop, exercise by exercise.
fn the_browser_grades_as_the_desktop_does(grades: &serde_json::Value) {
    let lessons = grades.as_object().expect("the browser graded the lessons");
    assert_eq!(lessons.len(), 7, "{grades}");
    let mut compared = 0;
    for (lesson, attempts) in lessons {
        for (attempt, flag, want) in [
            ("start", Some("--start"), "fail"),
            ("solutions", None, "pass"),
            ("wrong", Some("--wrong"), "fail"),
        ] {
            let out = Command::new(env!("CARGO_BIN_EXE_lienzo"))
                .args(["--lang", "en", "grade", "--lesson", lesson, "--json"])
                .args(flag)
                .current_dir(common::repo(""))
                .output()
                .expect("the lienzo binary runs");
            let desktop: serde_json::Value = serde_json::from_slice(&out.stdout).expect("lienzo grade --json");
            let rows = attempts[attempt].as_array().expect("the browser's rows");
            assert!(!rows.is_empty(), "{lesson} {attempt}: the browser graded nothing");
            for row in rows {
                let id = row["exercise"].as_str().unwrap();
                let there = desktop["exercises"]
                    .as_array()
                    .and_then(|e| e.iter().find(|e| e["exercise"] == id))
                    .unwrap_or_else(|| panic!("{lesson}: the desktop has no exercise {id}"));
                assert_eq!(
                    row["verdict"], there["outcome"]["verdict"],
                    "{lesson} {attempt} {id}: the browser says {row}, the desktop {there}"
                );
                assert_eq!(row["verdict"], want, "{lesson} {attempt} {id}: {row}");
                compared += 1;
            }
        }
    }
    eprintln!("the browser graded {compared} page checks as the desktop does");
}
