//! A differential test of Lienzo's diagnostics against Tint, the WGSL compiler in
//! Chrome, over the mistakes students make (`tests/mistakes/`). Tint runs through the
//! npm package `webgpu` (dawn.node) on Dawn's null backend: `tests/tint/compile.mjs`.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;

use lienzo::lesson::Lang;
use lienzo::wgsl::SceneKind;

/// Files where Lienzo and Tint are known to differ, and why. Each is still checked for
/// clean text; the line is not compared.
const KNOWN: &[(&str, &str)] = &[
    (
        "090-unreachable-after-return",
        "naga sees the function end after the unreachable statements and asks for a return; Tint only warns",
    ),
    (
        "173-function-returns-pointer",
        "naga's parser stops at `*shade_ptr() = …` (line 21) before it checks the pointer return type Tint reports (line 15)",
    ),
    (
        "187-integer-vertex-output-without-flat",
        "naga's MissingInterpolation names no member: Lienzo points at the struct, Tint at the member",
    ),
    (
        "202-sampler-function-variable",
        "naga has no rule against a `var` of sampler type; it fails at the textureSample that reads it, a line later",
    ),
    (
        "219-while-on-i32",
        "naga lowers `while` to `loop` and `if`; the condition keeps no place in the text",
    ),
    (
        "226-group-binding-on-const",
        "naga's front end fails inside itself (its Internal error) on attributes on a `const`, with no place",
    ),
    (
        "238-bitcast-size-mismatch",
        "naga reads `bitcast<u32>(vec2f)` as a cast and reports it where the value is used, without Tint's call",
    ),
    (
        "254-workgroup-uniform-load-of-private",
        "naga's InvalidWorkGroupUniformLoad carries no types to write Tint's 'no matching call'",
    ),
];

/// The codes whose headline speaks of a kind of rule (`src/text/naga_parse.rs`,
/// `naga_checks.rs`, `naga_features.rs`) rather than of the mistake: a coded sentence
/// for a variant of naga's errors that no more specific rule explains. Not "specific".
const KIND_CODES: &[&str] = &[
    "W0751", "W0752", "W0753", "W0754", "W0755", "W0756", "W0757", "W0758", "W0759", "W0832", "W0833", "W0834",
    "W0835", "W0836", "W0837", "W0838", "W0839", "W0840", "W0841", "W0842", "W0843", "W0844", "W0845", "W0846",
];

/// What the corpus gave when these floors were set; more is fine, fewer is a regression.
const FLOOR_ERRORS: usize = 330;
const FLOOR_SAME_LINE: usize = 323;
const FLOOR_SPECIFIC: usize = 328;
const FLOOR_TYPED: usize = 126;
const FLOOR_TYPED_TOTAL: usize = 137;
/// Tint's `no matching call to 'f(A, B)'` written word for word in Lienzo's diagnostic.
const FLOOR_CALLS: usize = 32;
const FLOOR_HINTED: usize = 135;
const FLOOR_UNIFORMITY: usize = 10;
/// Types Tint names in its message and Lienzo's diagnostic leaves out: all in mistakes
/// 149-334 (164 vec2u, 168 atomicStore, 171 and 254 a pointer type, 204 textureSample,
/// 212 i32 and u32, 237 f32, 238 vec2<f32>, 246 f32 twice), where naga's error does not
/// carry them.
const MAX_TYPES_MISSED: usize = 11;

/// Tint's messages for every mistake file, or a loud failure that names the fix.
fn tint(files: &[PathBuf]) -> HashMap<String, Vec<serde_json::Value>> {
    let root = common::repo("");
    let script = common::repo("tests/tint/compile.mjs");
    let out = Command::new("node")
        .arg(&script)
        .args(files)
        .current_dir(&root)
        .output()
        .unwrap_or_else(|e| no_node(&e));
    tint_errors(&out)
}

fn no_node(e: &std::io::Error) -> ! {
    panic!(
        "Tint runs on Node.js, which is missing ({e}). Fix: `sudo apt-get install nodejs npm && \
         (cd tests/tint && npm ci)` (`bash tests/run` does this)"
    )
}

/// Tint's messages for named WGSL texts (`compile.mjs --stdin-json`).
fn tint_texts(texts: &[(String, String)]) -> HashMap<String, Vec<serde_json::Value>> {
    use std::io::Write as _;
    let input: Vec<serde_json::Value> = texts
        .iter()
        .map(|(name, code)| serde_json::json!({ "name": name, "code": code }))
        .collect();
    let mut child = Command::new("node")
        .arg(common::repo("tests/tint/compile.mjs"))
        .arg("--stdin-json")
        .current_dir(common::repo(""))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| no_node(&e));
    let mut stdin = child.stdin.take().unwrap();
    let json = serde_json::to_vec(&input).unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(&json));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    tint_errors(&out)
}

/// The error messages of each input in `compile.mjs`'s output, or a loud failure.
fn tint_errors(out: &std::process::Output) -> HashMap<String, Vec<serde_json::Value>> {
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
            let mut errors: Vec<serde_json::Value> = v["messages"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|m| m["type"] == "error")
                .cloned()
                .collect();
            // A validation error that no message accounts for still rejects the text.
            if let (true, Some(e)) = (errors.is_empty(), v["error"].as_str()) {
                errors.push(serde_json::json!({ "type": "error", "line": 0, "column": 0, "message": e }));
            }
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

/// The concrete WGSL types quoted in a Tint message (`'vec3<f32>'`), the argument types
/// of a quoted call included (`'dot(vec3<f32>, vec4<f32>)'`).
fn quoted_types(message: &str) -> Vec<String> {
    let typed = |t: &str| {
        [
            "vec", "mat", "f32", "i32", "u32", "bool", "array", "texture", "sampler", "ptr", "atomic",
        ]
        .iter()
        .any(|p| t.starts_with(p))
    };
    let mut out = Vec::new();
    for quoted in message.split('\'').skip(1).step_by(2) {
        if let Some((name, args)) = quoted.strip_suffix(')').and_then(|q| q.split_once('('))
            && !name.contains(' ')
        {
            // Split at the commas outside `<…>`.
            let (mut depth, mut start) = (0usize, 0usize);
            let mut parts = Vec::new();
            for (i, c) in args.char_indices() {
                match c {
                    '<' => depth += 1,
                    '>' => depth = depth.saturating_sub(1),
                    ',' if depth == 0 => {
                        parts.push(args[start..i].trim());
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            parts.push(args[start..].trim());
            out.extend(parts.into_iter().filter(|t| typed(t)).map(str::to_owned));
        } else if typed(quoted) {
            out.push(quoted.to_owned());
        }
    }
    out
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
    let mut missed = Vec::new();
    let (mut calls, mut calls_total) = (0, 0);
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
        if d.code.is_some_and(|c| !KIND_CODES.contains(&c)) {
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
        if message.starts_with("no matching call to '") {
            calls_total += 1;
            // naga makes a literal argument concrete where Tint keeps it abstract.
            let abstract_as_concrete = message.replace("abstract-int", "i32").replace("abstract-float", "f32");
            if whole.contains(message) || whole.contains(&abstract_as_concrete) {
                calls += 1;
            } else if !known {
                failures.push(format!("{name}: Tint says {message}, Lienzo says {}", d.message));
            }
        }
        for ty in quoted_types(message) {
            typed_total += 1;
            if mentions(&whole, &ty) {
                typed += 1;
            } else {
                missed.push(format!("{name}: {ty}"));
            }
        }
    }
    eprintln!(
        "tint: {} files; errors found {errors}; same line as Tint {same_line}; specific headline {specific}; \
         types Tint names that Lienzo names {typed}/{typed_total}; did-you-mean hints {hinted}; uniformity cases \
         caught {uniformity}; built-in calls named as Tint names them {calls}/{calls_total}",
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
        ("built-in calls named as Tint names them", calls, FLOOR_CALLS),
    ] {
        if got < floor {
            failures.push(format!("{what}: {got}, fewer than the {floor} this corpus had"));
        }
    }
    if typed_total - typed > MAX_TYPES_MISSED {
        failures.push(format!(
            "Lienzo leaves out {} of the {typed_total} types Tint names (at most {MAX_TYPES_MISSED}): {}",
            typed_total - typed,
            missed.join(", ")
        ));
    }
    assert!(
        failures.is_empty(),
        "{} difference(s) with Tint:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// naga's own WGSL error tests (`tests/corpus/naga-wgsl-errors.jsonl`, see the README
/// there), written by others, through Tint and Lienzo: the verdicts (rejected or not)
/// agree, or the difference is listed with its reason in
/// `tests/corpus/known-differences.tsv`. A listed difference that no longer differs is
/// a failure too, so the list stays true. Every error Lienzo gives has a code of the
/// catalogue (never naga's text) and a line.
#[test]
fn naga_error_corpus_verdicts_agree_with_tint_or_are_listed() {
    let read = |path: &str| std::fs::read_to_string(common::repo(path)).unwrap();
    let lines = |path: &str| -> Vec<(String, String)> {
        read(path)
            .lines()
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).unwrap();
                (
                    v["name"].as_str().unwrap().to_owned(),
                    v["code"].as_str().unwrap().to_owned(),
                )
            })
            .collect()
    };
    let naga = lines("tests/corpus/naga-wgsl-errors.jsonl");
    let spec = lines("tests/corpus/wgsl-spec-examples.jsonl");
    assert!(naga.len() >= 100, "the naga corpus has {} snippets", naga.len());
    assert!(
        spec.len() >= 100,
        "the specification corpus has {} examples",
        spec.len()
    );
    let corpus: Vec<(String, String)> = naga.into_iter().chain(spec).collect();
    let known_text = read("tests/corpus/known-differences.tsv");
    let known: HashMap<&str, &str> = known_text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split_once('\t').unwrap_or_else(|| panic!("no tab in {l:?}")))
        .collect();
    let tint = tint_texts(&corpus);
    let limits = wgpu::Limits::default();
    let none = HashMap::new();
    let (mut agree, mut fallbacks, mut both, mut same_line) = (0, Vec::new(), 0, 0);
    let mut kinds = Vec::new();
    let mut spec_agree = 0;
    let mut failures = Vec::new();
    for (name, text) in &corpus {
        let scene = if text.contains("@compute") {
            SceneKind::Compute
        } else {
            SceneKind::Fullscreen
        };
        let report = lienzo::wgsl::validate(
            text,
            &lienzo::wgsl::Options {
                limits: &limits,
                scene,
                overrides: &none,
            },
        );
        // The module's own errors: not the scene's needs (an entry point it lacks) nor
        // the device's limits, which Tint does not check.
        let ours = report.diagnostics.iter().find(|d| {
            d.severity == lienzo::wgsl::Severity::Error
                && d.source != lienzo::wgsl::DiagSource::Limits
                && d.source != lienzo::wgsl::DiagSource::Lesson
        });
        let theirs = tint
            .get(name.as_str())
            .unwrap_or_else(|| panic!("no Tint result for {name}"));
        if ours.is_some_and(|d| d.code.is_none_or(|c| lienzo::text::diagnostics::find(c).is_none()) || d.span.is_none())
        {
            fallbacks.push(name.as_str());
        }
        if let Some(code) = ours.and_then(|d| d.code).filter(|c| KIND_CODES.contains(c)) {
            kinds.push(format!("{name} {code}"));
        }
        if let (Some(d), Some(t)) = (ours, theirs.first()) {
            both += 1;
            same_line += usize::from(d.span.map(|s| u64::from(s.line)) == t["line"].as_u64());
            // `LIENZO_TINT_LINES=1` lists the snippets both reject on different lines.
            if std::env::var("LIENZO_TINT_LINES").is_ok() && d.span.map(|s| u64::from(s.line)) != t["line"].as_u64() {
                eprintln!(
                    "LINE {name}: ours {:?} {:?} {} | tint {} {}",
                    d.span.map(|s| s.line),
                    d.code,
                    d.message,
                    t["line"],
                    t["message"].as_str().unwrap_or("").lines().next().unwrap_or("")
                );
            }
        }
        let same = ours.is_some() != theirs.is_empty();
        match (same, known.get(name.as_str())) {
            (true, None) => {
                agree += 1;
                spec_agree += usize::from(name.starts_with("spec-"));
            }
            (true, Some(_)) => failures.push(format!(
                "{name}: listed as a known difference, but the verdicts agree now"
            )),
            (false, Some(_)) => {}
            (false, None) => failures.push(match ours {
                Some(d) => format!("{name}: Tint accepts it, Lienzo says {}", d.message),
                None => format!("{name}: Tint says {}, Lienzo accepts it", theirs[0]["message"]),
            }),
        }
    }
    for name in known.keys() {
        if !corpus.iter().any(|(n, _)| n == name) {
            failures.push(format!("{name}: listed as a known difference, but not in the corpus"));
        }
    }
    let spec_total = corpus.iter().filter(|(n, _)| n.starts_with("spec-")).count();
    eprintln!(
        "corpora: {} snippets (naga's error tests {}, the specification's examples {spec_total}); verdicts agree \
         {agree} (naga {}, specification {spec_agree}); known differences {}; both reject {both}, on the same line \
         {same_line}; Lienzo's errors without a code of the catalogue or a line {}: {}; said by a kind of rule {}: {}",
        corpus.len(),
        corpus.len() - spec_total,
        agree - spec_agree,
        known.len(),
        fallbacks.len(),
        fallbacks.join(", "),
        kinds.len(),
        kinds.join(", ")
    );
    assert!(
        failures.is_empty(),
        "{} difference(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        fallbacks.is_empty(),
        "Lienzo's error has no code of the catalogue or no line: {}",
        fallbacks.join(", ")
    );
}

/// The criteria of the test above, file by file and in each language, over a range of
/// the corpus: `LIENZO_MISTAKES_FROM=149 LIENZO_MISTAKES_TO=255 cargo test --test tint
/// score_range -- --ignored --nocapture`. Prints one line per file that misses a
/// criterion and the totals; asserts nothing (the floors are the test above).
#[test]
#[ignore = "a report for working on a range of the corpus, not a check"]
fn score_range() {
    let num = |var: &str, default: u32| std::env::var(var).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let (from, to) = (num("LIENZO_MISTAKES_FROM", 1), num("LIENZO_MISTAKES_TO", 9999));
    let mut files: Vec<PathBuf> = std::fs::read_dir(common::repo("tests/mistakes"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "wgsl"))
        .filter(|p| {
            let n: u32 = p.file_name().unwrap().to_string_lossy()[..3].parse().unwrap_or(0);
            (from..=to).contains(&n)
        })
        .collect();
    files.sort();
    let tint = tint(&files);
    let limits = wgpu::Limits::default();
    let none = HashMap::new();
    let (mut rejected, mut errors, mut same_line, mut specific) = (0, 0, 0, 0);
    let mut typed = [0; 2];
    let mut typed_total = 0;
    let mut clean = [0; 2];
    let mut spanish = 0;
    let (mut habits, mut habits_total, mut coded) = (0, 0, 0);
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
        let Some(t) = tint[&name].first() else { continue };
        rejected += 1;
        let mut misses = Vec::new();
        let ours = report
            .diagnostics
            .iter()
            .find(|d| d.severity == lienzo::wgsl::Severity::Error);
        let message = t["message"].as_str().unwrap().lines().next().unwrap_or_default();
        let Some(d) = ours else {
            eprintln!("{name}: accepted; Tint at {}: {message}", t["line"]);
            continue;
        };
        errors += 1;
        if d.span.map(|s| s.line) == Some(t["line"].as_u64().unwrap() as u32) {
            same_line += 1;
        } else {
            misses.push(format!("line {:?} vs {}", d.span.map(|s| s.line), t["line"]));
        }
        if d.code.is_some_and(|c| !KIND_CODES.contains(&c)) {
            specific += 1;
        } else {
            misses.push(format!("code {:?}", d.code));
        }
        // A habit of another language: its own code (W10xx) or a hint with the WGSL form.
        if text.lines().nth(1).is_some_and(|l| l.contains("category: habit")) {
            habits_total += 1;
            coded += usize::from(d.code.is_some_and(|c| c.starts_with("W10")));
            if d.code.is_some_and(|c| c.starts_with("W10")) || d.notes.iter().any(|n| n.starts_with("hint:")) {
                habits += 1;
            } else {
                misses.push("habit without its WGSL form".to_owned());
            }
        }
        spanish += usize::from(d.spanish.is_some());
        if d.spanish.is_none() {
            misses.push("no Spanish".to_owned());
        }
        let types = quoted_types(message);
        typed_total += types.len();
        for (k, lang) in [Lang::En, Lang::Es].into_iter().enumerate() {
            let d = d.in_lang(lang);
            let all: Vec<&str> = std::iter::once(d.message.as_str())
                .chain(d.labels.iter().map(|l| l.message.as_str()))
                .chain(d.notes.iter().map(String::as_str))
                .collect();
            if all.iter().any(|t| LEAKS.iter().any(|l| t.contains(l))) {
                misses.push(format!("{lang:?}: leak"));
            } else {
                clean[k] += 1;
            }
            let whole = all.join(" ");
            for ty in &types {
                if mentions(&whole, ty) {
                    typed[k] += 1;
                } else {
                    misses.push(format!("{lang:?}: no {ty}"));
                }
            }
        }
        if !misses.is_empty() {
            eprintln!(
                "{name}: {} | Lienzo {:?}: {} | Tint: {message}",
                misses.join(", "),
                d.code,
                d.message
            );
        }
    }
    eprintln!(
        "score {from}..={to}: Tint rejects {rejected}; errors {errors}/{rejected}; same line {same_line}/{rejected}; \
         specific {specific}/{rejected}; Spanish text {spanish}/{rejected}; types named en {}/{typed_total} es {}/{typed_total}; \
         clean text en {}/{errors} es {}/{errors}; habits with their WGSL form {habits}/{habits_total} \
         (with a habit's own code {coded}/{habits_total})",
        typed[0], typed[1], clean[0], clean[1]
    );
}
