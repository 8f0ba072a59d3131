//! Pages written by others, run unchanged: `tests/others/` holds sites as their authors
//! publish them (each folder with its licence and where it comes from), and each page
//! runs in `lienzo run --root SITE` and in headless Chromium (`tests/others/chromium.mjs`).
//! Both must run it with no uncaught error, no WebGPU error and no console error, print
//! the same console lines and page text (whitespace aside: Chromium lays the text out,
//! Lienzo does not), and draw the same picture after the same frames: both run the page
//! on a virtual clock at 60 frames a second with Math.random seeded alike, so an
//! animated page and one that picks random colours are compared frame for frame.
//!
//! The pages come from two sites, each with its `SOURCE.md`:
//! - webgpufundamentals.org (BSD-3-Clause, `tests/others/webgpufundamentals/LICENSE`): a
//!   lesson's sample each, with the libraries of the site's sibling folder `3rdparty/`
//!   (muigui's custom element and shadow root, wgpu-matrix) and its own helpers;
//! - UL-FRI-LGM's WebGPU examples for a computer graphics course (MIT,
//!   `tests/others/ul-fri-lgm/LICENSE`): its own engine and libraries in sibling folders,
//!   a linked style sheet, models and textures it loads.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::path::Path;
use std::process::Command;

/// The canvas's box in both, and how many rendering updates each runs, on a virtual
/// clock at 60 frames a second in both (see `chromium.mjs`), so an animated page draws
/// the same picture at the last one.
const SIZE: &str = "320x180";
const FRAMES: &str = "10";

/// Pages that wgpu's GL backend draws otherwise, for reasons of the backend and not of the
/// page's world: they are compared on Vulkan only.
/// - `@interpolate(flat)` takes the first vertex's value in WebGPU, and GL's provoking
///   vertex is the last (wgpu cannot choose it on GL ES), so the flat colours differ;
/// - naga's GLSL backend has no `textureLoad` of a depth texture (its pipeline fails,
///   with that message).
const VULKAN_ONLY: [&str; 4] = [
    "ul-fri-lgm/examples/09-lectures/02-rotations/index.html",
    "ul-fri-lgm/examples/09-lectures/03-quaternions/index.html",
    "ul-fri-lgm/examples/09-lectures/04-camera/index.html",
    "ul-fri-lgm/examples/09-lectures/18-contact shadows/index.html",
];

/// Pages that print a WGSL compilation message: its words are each implementation's
/// own (Tint's, naga's), so the text is compared up to the carets under the source,
/// which must mark the same place.
const OWN_MESSAGES: [&str; 1] = ["webgpu-debugging-get-compilation-info.html"];

/// The pages of a site: every `.html` file in its folder `dir` (webgpufundamentals'
/// `webgpu/`), or every `index.html` one or two folders below it (a course's
/// `examples/01-webgpu/01-basic/index.html`), as `SITE/PATH`, sorted.
fn pages(site: &str, dir: &str) -> Vec<String> {
    let top = common::repo("tests/others").join(site);
    let mut all = Vec::new();
    let mut folders = vec![(top.join(dir), dir.to_owned(), 0)];
    while let Some((folder, at, depth)) = folders.pop() {
        let list = std::fs::read_dir(&folder).unwrap_or_else(|e| panic!("{}: {e}", folder.display()));
        for e in list.flatten() {
            let name = e.file_name().into_string().unwrap();
            let inside = format!("{at}/{name}");
            if e.path().is_dir() && dir != "webgpu" && depth < 2 {
                folders.push((e.path(), inside, depth + 1));
            } else if (dir == "webgpu"
                && Path::new(&name)
                    .extension()
                    .is_some_and(|x| x.eq_ignore_ascii_case("html")))
                || (dir != "webgpu" && name == "index.html")
            {
                all.push(format!("{site}/{inside}"));
            }
        }
    }
    all.sort();
    all
}

/// The words of a text, whitespace aside.
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

/// Pixels whose channels differ by more than 16 from the other picture, and all: `a` is
/// Lienzo's canvas (premultiplied where the page says so) laid over white, as Chromium's
/// screenshot `b` shows it.
fn differing(a: &Path, b: &Path) -> (usize, usize) {
    let mut a = image::open(a)
        .unwrap_or_else(|e| panic!("{}: {e}", a.display()))
        .to_rgba8();
    for p in a.pixels_mut() {
        let cover = 255 - p.0[3];
        for c in &mut p.0[..3] {
            *c = c.saturating_add(cover);
        }
    }
    let b = image::open(b)
        .unwrap_or_else(|e| panic!("{}: {e}", b.display()))
        .to_rgba8();
    // A canvas shown larger than its drawing buffer (a few pixels, `image-rendering:
    // pixelated`) is compared as shown.
    if a.dimensions() != b.dimensions() {
        a = image::imageops::resize(&a, b.width(), b.height(), image::imageops::FilterType::Nearest);
    }
    let n = a
        .pixels()
        .zip(b.pixels())
        .filter(|(p, q)| p.0.iter().zip(q.0.iter()).take(3).any(|(x, y)| x.abs_diff(*y) > 16))
        .count();
    (n, a.pixels().len())
}

/// webgpufundamentals.org's samples: one per lesson, with the site's sibling folder of
/// libraries.
#[test]
fn pages_by_others_run_as_chromium_runs_them() {
    let pages = pages("webgpufundamentals", "webgpu");
    assert!(pages.len() >= 40, "the corpus lost pages: {}", pages.len());
    compare("webgpufundamentals", &pages, 6, 30);
}

/// A university course's examples (UL-FRI-LGM): a framework of its own in a sibling
/// folder, a linked style sheet that sizes the canvas in the viewport's units, models
/// in JSON, OBJ and glTF, textures in PNG and WebP, dat.gui panels.
#[test]
fn a_courses_examples_run_as_chromium_runs_them() {
    let pages = pages("ul-fri-lgm", "examples");
    assert!(pages.len() >= 40, "the corpus lost pages: {}", pages.len());
    compare("ul-fri-lgm", &pages, 0, 35);
}

/// Runs `pages` of `site` in Chromium and in Lienzo on each backend and compares them;
/// at least `printing` pages must print something and `pictures` pages draw, so the
/// comparison is never empty.
fn compare(site: &str, pages: &[String], printing_at_least: usize, pictures_at_least: usize) {
    // One site at a time: each runs a browser and every page twice.
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let out = tempfile::tempdir().unwrap();
    let json = out.path().join("chromium.json");
    let run = Command::new("node")
        .arg(common::repo("tests/others/chromium.mjs"))
        .arg(&json)
        .args([SIZE, FRAMES])
        .args(pages)
        .output()
        .unwrap_or_else(|e| panic!("Node.js is missing ({e}). Fix: `sudo apt-get install nodejs npm`"));
    assert!(
        run.status.success(),
        "Chromium did not run the pages:\n{}{}\nChromium and puppeteer-core must be installed (`bash tests/run` does both).",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    let chromium: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let root = common::repo("tests/others").join(site);
    let (mut printing, mut pictures, mut worst) = (0, 0, 0.0_f64);
    for page in pages {
        let seen = &chromium[page.as_str()];
        for what in ["errors", "problems"] {
            assert!(
                seen[what].as_array().unwrap().is_empty(),
                "{page} in Chromium has {what}: {seen:#}"
            );
        }
        let console: Vec<&str> = seen["console"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap())
            .collect();
        let want = format!("{}\n{}", console.join("\n"), seen["body"].as_str().unwrap());
        printing += usize::from(!words(&want).is_empty());
        let theirs = out.path().join(format!(
            "chromium.{}.png",
            page.replace('/', "_").trim_end_matches(".html")
        ));
        let png = out.path().join("lienzo.png");
        for (_, backend) in common::backends() {
            if *backend != "vulkan" && VULKAN_ONLY.contains(&page.as_str()) {
                continue;
            }
            let run = Command::new(env!("CARGO_BIN_EXE_lienzo"))
                .args([
                    "--backend",
                    backend,
                    "run",
                    "--frames",
                    FRAMES,
                    "--size",
                    SIZE,
                    "--root",
                ])
                .arg(&root)
                .arg(root.join(Path::new(page).strip_prefix(site).unwrap()))
                .args(
                    theirs
                        .exists()
                        .then(|| ["--png".as_ref(), png.as_os_str()])
                        .into_iter()
                        .flatten(),
                )
                .output()
                .unwrap();
            let (stdout, stderr) = (
                String::from_utf8_lossy(&run.stdout),
                String::from_utf8_lossy(&run.stderr),
            );
            assert_eq!(run.status.code(), Some(0), "{page} on {backend}:\n{stdout}{stderr}");
            assert!(
                stderr.lines().all(|l| l.starts_with("wrote ")),
                "{page} on {backend} said on stderr:\n{stderr}"
            );
            let (mut got, mut want) = (words(&stdout), words(&want));
            if OWN_MESSAGES.iter().any(|p| page.ends_with(p)) {
                let carets = |w: &[&str]| w.iter().position(|x| x.starts_with('^')).map_or(w.len(), |i| i + 1);
                got.truncate(carets(&got));
                want.truncate(carets(&want));
            }
            if got != want {
                let at = got.iter().zip(&want).take_while(|(a, b)| a == b).count();
                let near = |w: &[&str]| w[at.saturating_sub(8)..(at + 8).min(w.len())].join(" ");
                panic!(
                    "{page} on {backend}: the console and the page's text differ from Chromium's at word {at} \
                     ({} words here, {} there):\n  Lienzo:   {}\n  Chromium: {}",
                    got.len(),
                    want.len(),
                    near(&got),
                    near(&want)
                );
            }
            if theirs.exists() {
                let (n, total) = differing(&png, &theirs);
                assert!(
                    n * 50 <= total,
                    "{page} on {backend}: {n} of {total} pixels differ from Chromium's picture (2% allowed: edges \
                     fall on other pixels in other rasterizers); see {} and {}",
                    png.display(),
                    theirs.display()
                );
                pictures += 1;
                worst = worst.max(n as f64 / total as f64);
            }
        }
    }
    // The comparison of what pages print is not empty: compute samples print their
    // results, and some write them into the page.
    assert!(printing >= printing_at_least, "only {printing} pages print anything");
    // And of pictures: every page that draws is compared, on every backend.
    assert!(
        pictures >= pictures_at_least * common::backends().len(),
        "only {pictures} pictures compared"
    );
    eprintln!(
        "{pictures} pictures compared; the most that differed: {:.2}% of a picture's pixels",
        100.0 * worst
    );
}
