//! A differential test of Lienzo's diagnostics against Tint, the WGSL compiler in
//! Chrome, over the mistakes students make (`tests/mistakes/`). Tint runs through the
//! npm package `webgpu` (dawn.node) on Dawn's null backend: `tests/tint/compile.mjs`.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;

use lienzo::lesson::{Lang, SceneKind};

/// Files where Lienzo and Tint are known to differ, and why. Each is still checked for
/// clean text; the line is not compared.
const KNOWN: &[(&str, &str)] = &[
    (
        "090-unreachable-after-return",
        "naga sees the function end after the unreachable statements and asks for a return; Tint only warns",
    ),
    (
        "018-texture-sample-integer-coords",
        "naga reports the conversion where the vec2<i32> value is defined, Tint at the call that needs vec2<f32>",
    ),
];

/// What the corpus gave when these floors were set; more is fine, fewer is a regression.
const FLOOR_ERRORS: usize = 89;
const FLOOR_SAME_LINE: usize = 87;
const FLOOR_SPECIFIC: usize = 89;
const FLOOR_TYPED: usize = 15;
const FLOOR_TYPED_TOTAL: usize = 17;
const FLOOR_HINTED: usize = 35;
const FLOOR_UNIFORMITY: usize = 6;
/// Types Tint names in its message and Lienzo's diagnostic leaves out.
const MAX_TYPES_MISSED: usize = 2;

/// Tint's messages for every mistake file, or a loud failure that names the fix.
fn tint(files: &[PathBuf]) -> HashMap<String, Vec<serde_json::Value>> {
    let root = common::repo("");
    let script = common::repo("tests/tint/compile.mjs");
    let out = Command::new("node")
        .arg(&script)
        .args(files)
        .current_dir(&root)
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "Tint runs on Node.js, which is missing ({e}). Fix: `sudo apt-get install nodejs npm && \
                 (cd tests/tint && npm ci)` (`bash tests/run` does this)"
            )
        });
    assert!(
        out.status.success(),
        "tests/tint/compile.mjs failed: {}\nFix: `(cd tests/tint && npm ci)`, or `bash tests/run`, which sets up everything the tests need",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            let name = PathBuf::from(v["name"].as_str().unwrap())
                .file_stem()
                .unwrap()
                .to_string_lossy()
                .into_owned();
            let errors = v["messages"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|m| m["type"] == "error")
                .cloned()
                .collect();
            (name, errors)
        })
        .collect()
}

/// Text that must never reach a student: naga's IR and Rust's `Debug` output.
const LEAKS: &[&str] = &[
    "naga::",
    "Handle",
    "Scalar {",
    "kind:",
    "width:",
    "Some(",
    "Expression [",
    "Type [",
    "{Abstract",
    "Vector {",
];

/// The concrete WGSL types quoted in a Tint message (`'vec3<f32>'`).
fn quoted_types(message: &str) -> Vec<String> {
    message
        .split('\'')
        .skip(1)
        .step_by(2)
        .filter(|t| {
            ["vec", "mat", "f32", "i32", "u32", "bool", "array"]
                .iter()
                .any(|p| t.starts_with(p))
        })
        .map(str::to_owned)
        .collect()
}

/// `vec3<f32>` and `vec3f` name the same type.
fn mentions(text: &str, ty: &str) -> bool {
    let short = ty
        .replace("<f32>", "f")
        .replace("<i32>", "i")
        .replace("<u32>", "u")
        .replace("x3<f32>", "x3f");
    text.contains(ty) || text.contains(&short)
}

#[test]
fn lienzo_reports_what_tint_reports_in_wgsl_terms_in_both_languages() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(common::repo("tests/mistakes"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "wgsl"))
        .collect();
    files.sort();
    assert!(files.len() >= 60, "the corpus has {} files", files.len());
    let tint = tint(&files);
    let limits = wgpu::Limits::default();
    let none = HashMap::new();
    let (mut errors, mut same_line, mut specific, mut typed, mut typed_total, mut hinted, mut uniformity) =
        (0, 0, 0, 0, 0, 0, 0);
    let mut failures = Vec::new();
    for path in &files {
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(path).unwrap();
        let scene = if text.contains("@compute") {
            SceneKind::Compute
        } else {
            SceneKind::Fullscreen
        };
        let report = lienzo::wgsl::validate(
            &text,
            &lienzo::wgsl::Options {
                limits: &limits,
                scene,
                overrides: &none,
            },
        );
        let ours = report
            .diagnostics
            .iter()
            .find(|d| d.severity == lienzo::wgsl::Severity::Error);
        let theirs = tint.get(&name).unwrap_or_else(|| panic!("no Tint result for {name}"));
        let known = KNOWN.iter().any(|(k, _)| *k == name);
        match (ours, theirs.first()) {
            (None, None) => continue,
            (Some(d), None) if !known => failures.push(format!("{name}: Tint accepts it, Lienzo says {}", d.message)),
            (None, Some(t)) => failures.push(format!("{name}: Tint says {}, Lienzo accepts it", t["message"])),
            _ => {}
        }
        let Some(d) = ours else { continue };
        errors += 1;
        for lang in [Lang::En, Lang::Es] {
            let d = d.in_lang(lang);
            let all: Vec<&str> = std::iter::once(d.message.as_str())
                .chain(d.labels.iter().map(|l| l.message.as_str()))
                .chain(d.notes.iter().map(String::as_str))
                .collect();
            for text in &all {
                if let Some(leak) = LEAKS.iter().find(|l| text.contains(*l)) {
                    failures.push(format!("{name} ({lang:?}): `{leak}` in \"{text}\""));
                }
            }
        }
        if d.code.is_some_and(|c| c != "W0000") {
            specific += 1;
        } else if !known {
            failures.push(format!("{name}: no specific headline: {}", d.message));
        }
        if d.spanish.is_some() {
            hinted += usize::from(
                d.notes
                    .iter()
                    .any(|n| n.starts_with("did you mean") || n.starts_with("hint:")),
            );
        }
        uniformity += usize::from(d.code == Some("W0501"));
        let Some(t) = theirs.first() else { continue };
        let line = t["line"].as_u64().unwrap() as u32;
        if d.span.map(|s| s.line) == Some(line) {
            same_line += 1;
        } else if !known {
            failures.push(format!(
                "{name}: Lienzo at line {:?}, Tint at line {line}: {}",
                d.span.map(|s| s.line),
                t["message"]
            ));
        }
        let message = t["message"].as_str().unwrap().lines().next().unwrap_or_default();
        let whole = format!(
            "{} {} {}",
            d.message,
            d.labels
                .iter()
                .map(|l| l.message.as_str())
                .collect::<Vec<_>>()
                .join(" "),
            d.notes.join(" ")
        );
        for ty in quoted_types(message) {
            typed_total += 1;
            if mentions(&whole, &ty) {
                typed += 1;
            }
        }
    }
    eprintln!(
        "tint: {} files; errors found {errors}; same line as Tint {same_line}; specific headline {specific}; \
         types Tint names that Lienzo names {typed}/{typed_total}; did-you-mean hints {hinted}; uniformity cases \
         caught {uniformity}",
        files.len()
    );
    // The counts as of this corpus are floors: a change that loses a hint, a uniformity
    // case, a type name, a line or a specific headline fails here, not silently.
    for (what, got, floor) in [
        ("errors found", errors, FLOOR_ERRORS),
        ("same line as Tint", same_line, FLOOR_SAME_LINE),
        ("specific headline", specific, FLOOR_SPECIFIC),
        ("types Tint names that Lienzo names", typed, FLOOR_TYPED),
        ("types Tint names", typed_total, FLOOR_TYPED_TOTAL),
        ("did-you-mean hints", hinted, FLOOR_HINTED),
        ("uniformity cases caught", uniformity, FLOOR_UNIFORMITY),
    ] {
        if got < floor {
            failures.push(format!("{what}: {got}, fewer than the {floor} this corpus had"));
        }
    }
    if typed_total - typed > MAX_TYPES_MISSED {
        failures.push(format!(
            "Lienzo leaves out {} of the {typed_total} types Tint names (at most {MAX_TYPES_MISSED})",
            typed_total - typed
        ));
    }
    assert!(
        failures.is_empty(),
        "{} difference(s) with Tint:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
