//! Pages written by others, run unchanged: `tests/others/` holds sites as their authors
//! publish them (each folder with its licence and where it comes from), and each page
//! runs in `lienzo run --root SITE` and in headless Chromium (`tests/others/chromium.mjs`).
//! Both must run it with no uncaught error, no WebGPU error and no console error, and
//! print the same console lines and page text (whitespace aside: Chromium lays the text
//! out, Lienzo does not).
//!
//! The pages come from webgpufundamentals.org (BSD-3-Clause, `tests/others/
//! webgpufundamentals/LICENSE`): a lesson's sample each, with the libraries of the
//! site's sibling folder `3rdparty/` (muigui's custom element and shadow root,
//! wgpu-matrix) and its own helpers.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::path::Path;
use std::process::Command;

/// The canvas's box in both, and how many rendering updates each runs: Lienzo settles
/// the page's GPU promises before each update; Chromium's arrive on its own time, so it
/// gets more frames to print what the page prints once its work is read back.
const SIZE: &str = "320x180";
const LIENZO_FRAMES: &str = "3";
const CHROMIUM_FRAMES: &str = "30";

/// Pages that print a WGSL compilation message: its words are each implementation's
/// own (Tint's, naga's), so the text is compared up to the carets under the source,
/// which must mark the same place.
const OWN_MESSAGES: [&str; 1] = ["webgpu-debugging-get-compilation-info.html"];

/// Every `.html` page of a site's `webgpu/` folder, as `SITE/webgpu/NAME.html`.
fn pages(site: &str) -> Vec<String> {
    let dir = common::repo("tests/others").join(site).join("webgpu");
    let mut all: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            let html = Path::new(&name)
                .extension()
                .is_some_and(|x| x.eq_ignore_ascii_case("html"));
            html.then(|| format!("{site}/webgpu/{name}"))
        })
        .collect();
    all.sort();
    all
}

/// The words of a text, whitespace aside.
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

#[test]
fn pages_by_others_run_as_chromium_runs_them() {
    let site = "webgpufundamentals";
    let pages = pages(site);
    assert!(pages.len() >= 40, "the corpus lost pages: {}", pages.len());
    let out = tempfile::tempdir().unwrap();
    let json = out.path().join("chromium.json");
    let run = Command::new("node")
        .arg(common::repo("tests/others/chromium.mjs"))
        .arg(&json)
        .args([SIZE, CHROMIUM_FRAMES])
        .args(&pages)
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
    let mut printing = 0;
    for page in &pages {
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
        for (_, backend) in common::backends() {
            let run = Command::new(env!("CARGO_BIN_EXE_lienzo"))
                .args([
                    "--backend",
                    backend,
                    "run",
                    "--frames",
                    LIENZO_FRAMES,
                    "--size",
                    SIZE,
                    "--root",
                ])
                .arg(&root)
                .arg(root.join(Path::new(page).strip_prefix(site).unwrap()))
                .output()
                .unwrap();
            let (stdout, stderr) = (
                String::from_utf8_lossy(&run.stdout),
                String::from_utf8_lossy(&run.stderr),
            );
            assert_eq!(run.status.code(), Some(0), "{page} on {backend}:\n{stdout}{stderr}");
            assert!(
                stderr.trim().is_empty(),
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
        }
    }
    // The comparison of what pages print is not empty: compute samples print their
    // results, and some write them into the page.
    assert!(printing >= 6, "only {printing} pages print anything");
}
