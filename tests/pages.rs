//! Pages as sites publish them, run by `lienzo run --root tests/pages` and by headless
//! Chromium (`tests/pages/chromium.mjs`): the same console lines in the same order, and
//! no uncaught error on either (but on `engine-errors` and `syntax-errors`, whose
//! uncaught errors are the engine's own, each in Chromium's words). Each page exercises what the page around the WebGPU
//! needs: `<script src>` as a URL relative to the document, classic and deferred
//! scripts, an import map, a library in a sibling folder, a page without a canvas, a
//! page whose canvas its script makes, the
//! DOM a sample builds its controls with (markup written with `innerHTML` included), `window.onload`, `DOMContentLoaded`, and the
//! library pieces (`TextEncoder`, `URL`, `structuredClone`, `crypto`, `import.meta.url`).
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::process::Command;

const PAGES: [&str; 28] = [
    "site-demo/index.html",
    "premultiplied/index.html",
    "syntax-errors/index.html",
    "streams/index.html",
    "named-elements/index.html",
    "engine-errors/index.html",
    "compute/index.html",
    "decoded/index.html",
    "elements/index.html",
    "classic/index.html",
    "markup/index.html",
    "bitmap/index.html",
    "storage/index.html",
    "canvases/index.html",
    "second-canvas/index.html",
    "gui/index.html",
    "inner-text/index.html",
    "canvas2d/index.html",
    "fresh-frames/index.html",
    "geometry/index.html",
    "made-canvas/index.html",
    "offscreen-bitmap/index.html",
    "percent-canvases/index.html",
    "scratch/index.html",
    "scratch-first/index.html",
    "sized-canvases/index.html",
    "viewport-units/index.html",
    "webgpu-dataurl/index.html",
];

/// Pages whose uncaught errors are what they show: each must throw the ones Chromium
/// throws, in the same words.
const ERRING: [&str; 2] = ["engine-errors/index.html", "syntax-errors/index.html"];

/// The error's name and message in a line where `lienzo run` says an error was not
/// caught (`main.js:4:24: error: Uncaught TypeError: f is not a function`); a thrown
/// string's name is empty.
fn uncaught(line: &str) -> Option<(&str, &str)> {
    let (_, rest) = line.split_once("error: Uncaught ")?;
    let rest = rest.strip_prefix("(in promise) ").unwrap_or(rest);
    // A thrown value that is not an error (a string) has no name.
    match rest.split_once(": ") {
        Some((name, message)) if name.ends_with("Error") => Some((name, message)),
        _ => Some(("", rest)),
    }
}

#[test]
fn pages_by_others_print_what_chromium_prints() {
    let out = tempfile::tempdir().unwrap();
    let json = out.path().join("chromium.json");
    let run = Command::new("node")
        .arg(common::repo("tests/pages/chromium.mjs"))
        .arg(&json)
        .args(PAGES)
        .output()
        .unwrap_or_else(|e| panic!("Node.js is missing ({e}). Fix: `sudo apt-get install nodejs npm`"));
    assert!(
        run.status.success(),
        "Chromium did not run the pages:\n{}{}\nChromium and puppeteer-core must be installed (`bash tests/run` does both).",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    let chromium: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    for (_, backend) in common::backends() {
        for page in PAGES {
            let seen = &chromium[page];
            let want: Vec<&str> = seen["console"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| l.as_str().unwrap())
                .collect();
            let errors: Vec<&str> = seen["errors"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| e.as_str().unwrap())
                .collect();
            let erring = ERRING.contains(&page);
            assert!(erring != errors.is_empty(), "{page} in Chromium: {seen:#}");
            assert_eq!(
                want.last(),
                Some(&"done"),
                "{page} did not finish in Chromium: {seen:#}"
            );
            let run = Command::new(env!("CARGO_BIN_EXE_lienzo"))
                .args(["--backend", backend, "run", "--frames", "3", "--root"])
                .arg(common::repo("tests/pages"))
                .arg(common::repo("tests/pages").join(page))
                .output()
                .unwrap();
            let (stdout, stderr) = (
                String::from_utf8_lossy(&run.stdout),
                String::from_utf8_lossy(&run.stderr),
            );
            assert_eq!(
                run.status.code(),
                Some(i32::from(erring)),
                "{page} on {backend}:\n{stdout}{stderr}"
            );
            if erring {
                // The uncaught errors, in order, in Chromium's words: its message's first
                // line (puppeteer adds the native frame on a second), without the
                // error's name where it begins with it.
                let said: Vec<(&str, &str)> = stderr.lines().filter_map(uncaught).collect();
                let theirs: Vec<&str> = errors
                    .iter()
                    .zip(&said)
                    .map(|(e, (name, _))| {
                        let first = e.lines().next().unwrap_or_default();
                        first.strip_prefix(&format!("{name}: ")).unwrap_or(first)
                    })
                    .collect();
                let ours: Vec<&str> = said.iter().map(|(_, m)| *m).collect();
                assert_eq!(
                    ours, theirs,
                    "{page} on {backend}: uncaught errors differ from Chromium's\n{stderr}"
                );
                assert_eq!(said.len(), errors.len(), "{page} on {backend}:\n{stderr}");
            }
            let got: Vec<&str> = stdout.lines().take(want.len()).collect();
            assert_eq!(
                got, want,
                "{page} on {backend}: console lines differ from Chromium's\n{stderr}"
            );
        }
    }
}

/// A page imports from a sibling folder only when the site's folder holds it: without
/// `--root` the page's own folder is the site, and the import says how to serve more.
#[test]
fn a_sibling_folder_is_outside_the_site_unless_root_says_so() {
    let run = Command::new(env!("CARGO_BIN_EXE_lienzo"))
        .args(["--backend", common::backends()[0].1, "run", "--frames", "1"])
        .arg(common::repo("tests/pages/site-demo/index.html"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("leaves the site's folder") && stderr.contains("--root"),
        "{stderr}"
    );
    // The import that cannot be resolved is said where it is written: `main.js`'s first
    // line imports the bare name the map could not give.
    assert!(
        stderr.contains("main.js:1:24: error: Uncaught TypeError: import 'report'"),
        "{stderr}"
    );
}

/// A page that draws no WebGPU shows, as a browser does, the first canvas of its
/// document drawn in 2D or showing a bitmap: not the scratch canvas it made first and
/// never appended. `--png` writes that picture (the window shows it so).
#[test]
fn a_page_without_webgpu_shows_its_bitmap_canvas() {
    let out = tempfile::tempdir().unwrap();
    let png = out.path().join("shown.png");
    let run = Command::new(env!("CARGO_BIN_EXE_lienzo"))
        .args(["--backend", common::backends()[0].1, "run", "--frames", "3", "--png"])
        .arg(&png)
        .arg(common::repo("tests/pages/scratch/index.html"))
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0), "{}", String::from_utf8_lossy(&run.stderr));
    let img = image::open(&png).unwrap().to_rgba8();
    assert_eq!(img.dimensions(), (8, 4), "the bitmap's size");
    let px = img.get_pixel(4, 2).0;
    assert!(
        px[0] == 255 && (127..=128).contains(&px[1]) && px[2] == 0 && px[3] == 255,
        "the bitmap's orange, not the scratch canvas's first blue: {px:?}"
    );
}

/// A page with no `<canvas>` in its markup draws on the first one its script makes:
/// that canvas is the page's picture (`--png`, and the window's viewport).
#[test]
fn a_canvas_made_by_the_script_is_the_one_shown() {
    let out = tempfile::tempdir().unwrap();
    let png = out.path().join("made.png");
    let run = Command::new(env!("CARGO_BIN_EXE_lienzo"))
        .args(["--backend", common::backends()[0].1, "run", "--frames", "3", "--png"])
        .arg(&png)
        .arg(common::repo("tests/pages/made-canvas/index.html"))
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0), "{}", String::from_utf8_lossy(&run.stderr));
    let img = image::open(&png).unwrap().to_rgba8();
    assert_eq!(img.dimensions(), (64, 32), "the made canvas's size");
    let px = img.get_pixel(32, 16).0;
    assert!(
        px[0] == 255 && (127..=128).contains(&px[1]) && px[2] == 0,
        "its orange, not {px:?}"
    );
}

/// A scratch canvas made first and never shown is not the page's picture: the canvas
/// the page appends and draws with WebGPU is, as Chromium shows it.
#[test]
fn a_scratch_canvas_made_first_is_not_the_picture() {
    let out = tempfile::tempdir().unwrap();
    let png = out.path().join("shown.png");
    let run = Command::new(env!("CARGO_BIN_EXE_lienzo"))
        .args(["--backend", common::backends()[0].1, "run", "--frames", "3", "--png"])
        .arg(&png)
        .arg(common::repo("tests/pages/scratch-first/index.html"))
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0), "{}", String::from_utf8_lossy(&run.stderr));
    let img = image::open(&png).unwrap().to_rgba8();
    assert_eq!(img.dimensions(), (64, 32), "the shown canvas's size");
    let px = img.get_pixel(32, 16).0;
    assert!(
        px[0] == 255 && (127..=128).contains(&px[1]) && px[2] == 0,
        "its orange, not {px:?}"
    );
}

/// A canvas the script makes is laid out by the page's style sheets, as Chromium lays
/// it out: `.size0 > canvas { width: 200px; height: 100px }` makes the page's picture
/// 200 x 100, not the 300 x 150 of a canvas with no CSS.
#[test]
fn a_made_canvas_is_laid_out_by_the_pages_styles() {
    let out = tempfile::tempdir().unwrap();
    let png = out.path().join("sized.png");
    let run = Command::new(env!("CARGO_BIN_EXE_lienzo"))
        .args(["--backend", common::backends()[0].1, "run", "--frames", "3", "--png"])
        .arg(&png)
        .arg(common::repo("tests/pages/sized-canvases/index.html"))
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0), "{}", String::from_utf8_lossy(&run.stderr));
    let img = image::open(&png).unwrap().to_rgba8();
    assert_eq!(img.dimensions(), (200, 100), "the canvas's CSS size");
}
