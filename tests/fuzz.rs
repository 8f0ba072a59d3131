//! Property tests over what students type and what lesson authors write: mutated lesson
//! shaders and lesson files, deep nesting and odd bytes. Nothing may panic, abort or
//! hang, and every position reported must be a real place in the text.
//!
//! A fixed seed makes every run the same. `LIENZO_FUZZ_CASES=N` runs N cases per
//! property instead of the default (a longer run: `LIENZO_FUZZ_CASES=5000 cargo test
//! --release --test fuzz`).
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::collections::HashMap;

use lienzo::wgsl::SceneKind;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

/// Cases per property: `LIENZO_FUZZ_CASES`, else `default`.
fn cases(default: u32) -> u32 {
    std::env::var("LIENZO_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn runner(cases: u32) -> TestRunner {
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &[42; 32]))
}

/// Every `.wgsl` in `shaders/`, plus mistakes students make.
fn seeds() -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(common::repo("shaders"))
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    out.extend(
        [
            "@fragment fn fs() -> @location(0) vec4f { return vec3f(1.0); }",
            "@fragment fn fs() -> @location(0) vec4f { float x = 1.0; return vec4f(x); }",
            "@fragment fn fs(@builtin(position) p: vec4f) -> @location(0) vec4f { if p.x { return vec4f(1.0); } }",
            "var<workgroup> w: f32;\n@fragment fn fs() -> @location(0) vec4f { return vec4f(w); }",
            "@compute @workgroup_size(64, 64) fn main() {}",
        ]
        .map(str::to_owned),
    );
    out
}

/// Pieces inserted by the mutations: WGSL tokens, nesting, odd characters.
const PIECES: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    ";",
    "+",
    "-",
    "*",
    "/",
    "!",
    ".x",
    "[0]",
    "fn",
    "let",
    "var",
    "var<workgroup>",
    "var<private>",
    "@fragment",
    "@compute",
    "@workgroup_size(",
    "@group(0)",
    "@binding(9)",
    "override",
    "return",
    "else if",
    "loop",
    "1e39",
    "0x",
    "1.0",
    "4294967296u",
    "array<vec4f, 65536>",
    "vec4f(",
    "é",
    "🙂",
    "\u{feff}",
    "\0",
    "\t",
    "\r\n",
    "//",
    "/*",
    "*/",
    "\"",
    "\\",
];

/// A mutation of a seed text.
fn mutated(seeds: Vec<String>) -> impl Strategy<Value = String> {
    let edit = (
        0usize..4,
        any::<prop::sample::Index>(),
        0usize..PIECES.len(),
        1usize..400,
    );
    (prop::sample::select(seeds), prop::collection::vec(edit, 1..8)).prop_map(|(seed, edits)| {
        let mut text = seed;
        for (kind, at, piece, n) in edits {
            let mut i = at.index(text.len() + 1);
            while !text.is_char_boundary(i) {
                i -= 1;
            }
            match kind {
                0 => text.insert_str(i, PIECES[piece]),
                1 => {
                    let mut end = (i + n).min(text.len());
                    while !text.is_char_boundary(end) {
                        end += 1;
                    }
                    text.replace_range(i..end, "");
                }
                // Deep nesting: a piece repeated up to a few thousand times.
                2 => text.insert_str(i, &PIECES[piece].repeat(n * 8)),
                _ => text.truncate(i),
            }
        }
        text
    })
}

fn validate(text: &str, scene: SceneKind) -> lienzo::wgsl::Report {
    let limits = wgpu::Limits::default();
    let overrides = HashMap::from([("TILE".to_owned(), 16.0)]);
    lienzo::wgsl::validate(
        text,
        &lienzo::wgsl::Options {
            limits: &limits,
            scene,
            overrides: &overrides,
        },
    )
}

#[test]
fn mutated_shaders_never_panic_and_every_span_is_in_the_text() {
    let n = cases(1000);
    let errors = std::cell::Cell::new(0usize);
    let clean = std::cell::Cell::new(0usize);
    runner(n)
        .run(&mutated(seeds()), |text| {
            for scene in [SceneKind::Fullscreen, SceneKind::Compute] {
                let report = validate(&text, scene);
                let count = if report.is_clean() { &clean } else { &errors };
                count.set(count.get() + 1);
                for d in &report.diagnostics {
                    prop_assert!(!d.message.trim().is_empty());
                    // No IR handle, Debug dump or naga path, in either language.
                    for lang in [lienzo::lesson::Lang::En, lienzo::lesson::Lang::Es] {
                        let d = d.in_lang(lang);
                        let texts = std::iter::once(&d.message)
                            .chain(d.labels.iter().map(|l| &l.message))
                            .chain(&d.notes);
                        for text in texts {
                            for leak in [
                                "naga::",
                                "Handle(",
                                "Scalar {",
                                "kind:",
                                "Some([",
                                "Expression [",
                                "{Abstract",
                            ] {
                                prop_assert!(!text.contains(leak), "{leak} in {text:?}");
                            }
                        }
                    }
                    for span in d.span.iter().chain(d.labels.iter().filter_map(|l| l.span.as_ref())) {
                        prop_assert!(span.start <= span.end && span.end <= text.len(), "{span:?}");
                        prop_assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
                        let line = text[..span.start].matches('\n').count() + 1;
                        prop_assert_eq!(span.line as usize, line);
                    }
                }
            }
            Ok(())
        })
        .unwrap();
    let (errors, clean) = (errors.get(), clean.get());
    eprintln!("fuzz: {n} mutated shaders, {errors} reports with errors, {clean} clean, no panic");
    assert!(errors > 0, "the mutations must break some shaders");
}

#[test]
fn deep_and_huge_inputs_give_a_diagnostic() {
    for text in [
        format!("fn f() -> f32 {{ return {}1.0; }}", "-".repeat(100_000)),
        format!(
            "fn f() -> f32 {{ return {}1.0{}; }}",
            "(".repeat(50_000),
            ")".repeat(50_000)
        ),
        format!("fn f() {{ {} }}", "{".repeat(100_000)),
        format!("fn f() -> bool {{ return {}true; }}", "!".repeat(100_000)),
        format!("fn f(a: array<f32, 4>) -> f32 {{ return a{}; }}", "[0]".repeat(30_000)),
        format!("fn f(v: vec4f) -> f32 {{ return v{}; }}", ".x".repeat(30_000)),
        "\u{0}".repeat(10),
        "é".repeat(400_000),
    ] {
        let report = validate(&text, SceneKind::Fullscreen);
        assert!(!report.is_clean(), "{}…", &text[..40.min(text.len())]);
    }
}

#[test]
fn mutated_lesson_files_never_panic_and_errors_point_into_the_file() {
    let lessons: Vec<String> = std::fs::read_dir(common::repo("lessons"))
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    // Numbers a lesson author could write in any numeric field.
    let numbers = [
        "-1",
        "0",
        "1e30",
        "4294967295",
        "-0.0",
        "NaN",
        "inf",
        "18446744073709551616",
        "0.5",
    ];
    let strategy = (
        prop::sample::select(lessons),
        prop::collection::vec((any::<prop::sample::Index>(), 0usize..numbers.len(), 0usize..4), 1..6),
    );
    let dir = tempfile::tempdir().unwrap();
    let shaders = common::repo("shaders");
    let file = dir.path().join("01-fuzz.ron");
    let n = cases(400);
    let loaded = std::cell::Cell::new(0usize);
    runner(n)
        .run(&strategy, |(seed, edits)| {
            let mut text = seed;
            for (at, number, kind) in edits {
                // Replace a number, delete a line, duplicate a line or cut the file.
                let spots: Vec<(usize, usize)> = match kind {
                    0 => text
                        .match_indices(|c: char| c.is_ascii_digit())
                        .map(|(i, s)| (i, i + s.len()))
                        .collect(),
                    _ => text.match_indices('\n').map(|(i, _)| (i, i + 1)).collect(),
                };
                let Some(&(a, b)) = spots.get(at.index(spots.len().max(1))) else {
                    continue;
                };
                match kind {
                    0 => text.replace_range(a..b, numbers[number]),
                    1 => {
                        let start = text[..a].rfind('\n').map_or(0, |i| i + 1);
                        text.replace_range(start..b, "");
                    }
                    2 => {
                        let start = text[..a].rfind('\n').map_or(0, |i| i + 1);
                        let line = text[start..b].to_owned();
                        text.insert_str(start, &line);
                    }
                    _ => text.truncate(a),
                }
            }
            std::fs::write(&file, &text).unwrap();
            let catalog = lienzo::lesson::Catalog::load(dir.path(), &shaders);
            loaded.set(loaded.get() + catalog.lessons.len());
            let lines = text.lines().count().max(1);
            for e in &catalog.errors {
                prop_assert!(e.line >= 1 && e.line <= lines + 1, "{e}");
                prop_assert!(e.col >= 1, "{e}");
                prop_assert!(!e.message.is_empty());
            }
            // A lesson that loads is graded in bounded time and can fail: every check,
            // and every part of an `All`, is in range.
            for l in &catalog.lessons {
                for ex in &l.lesson.exercises {
                    prop_assert!(in_bounds(&ex.check).is_ok(), "{}: {:?}", ex.id, in_bounds(&ex.check));
                }
            }
            Ok(())
        })
        .unwrap();
    eprintln!(
        "fuzz: {n} mutated lesson files, {} still loaded, no panic",
        loaded.get()
    );
}

/// Whether a check that loaded is one the grader can finish and that can fail, restated
/// from the loader's documented rules (README, "Writing a lesson") rather than its code.
/// Every kind is named, with no catch-all, so a new kind must be added here; `All` is
/// looked inside.
fn in_bounds(check: &lienzo::lesson::Check) -> Result<(), String> {
    use lienzo::lesson::{Check, MAX_CHECK_FRAMES};
    let frames = |n: u32| {
        if (1..=MAX_CHECK_FRAMES).contains(&n) {
            Ok(())
        } else {
            Err(format!("frames {n} in {check:?}"))
        }
    };
    match check {
        Check::PageSurvives {
            frames: n,
            sizes,
            lose_at,
            expect,
            ..
        } => {
            frames(*n)?;
            let unit = |v: f32| (0.0..=1.0).contains(&v);
            for e in expect {
                match e {
                    lienzo::lesson::PageExpect::Pixel { uv, rgba, tolerance } => {
                        let fits = unit(uv.0) && unit(uv.1) && [rgba.0, rgba.1, rgba.2, rgba.3].into_iter().all(unit);
                        if !(fits && (0.0..0.5).contains(tolerance)) {
                            return Err(format!("a pixel out of range in {check:?}"));
                        }
                    }
                    lienzo::lesson::PageExpect::TexturesAtMost(n) if *n > 64 => {
                        return Err(format!("TexturesAtMost {n} in {check:?}"));
                    }
                    _ => {}
                }
            }
            if sizes
                .iter()
                .any(|(w, h)| !(0.0..=8192.0).contains(w) || !(0.0..=8192.0).contains(h))
            {
                return Err(format!("sizes outside 0..=8192 in {check:?}"));
            }
            match lose_at {
                Some(at) if at >= n => Err(format!("lose_at {at} with {n} frames in {check:?}")),
                _ => Ok(()),
            }
        }
        Check::Predict { answer, tolerance } => {
            if answer.trim().is_empty() || !tolerance.is_finite() || *tolerance < 0.0 {
                return Err(format!("answer or tolerance in {check:?}"));
            }
            if *tolerance > 0.0 && answer.trim().parse::<f64>().is_err() {
                return Err(format!("a tolerance on a word in {check:?}"));
            }
            Ok(())
        }
        Check::All(parts) => {
            if parts.is_empty() || parts.iter().any(|c| matches!(c, Check::All(_))) {
                return Err(format!("an empty or nested All: {check:?}"));
            }
            parts.iter().try_for_each(in_bounds)
        }
    }
}

/// Every number inside every `check:` of every lesson, replaced in turn by values at and
/// past each bound: the file either fails to load, or loads with every check in bounds.
/// Unlike the random mutations above, this reaches every check kind the lessons use,
/// and the parts of each `All`.
#[test]
fn every_number_in_a_check_out_of_range_is_refused_by_the_loader() {
    let values = [
        "0",
        "-1",
        "0.05",
        "0.5",
        "1.5",
        "17",
        "601",
        "8192",
        "10001",
        "65537",
        "4294967295",
        "1e30",
        "NaN",
        "inf",
    ];
    let dir = tempfile::tempdir().unwrap();
    let shaders = common::repo("shaders");
    let file = dir.path().join("01-fuzz.ron");
    let mut paths: Vec<_> = std::fs::read_dir(common::repo("lessons"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    paths.sort();
    // Kind -> (numbers mutated, mutations refused by the loader).
    let mut seen: std::collections::BTreeMap<String, (usize, usize)> = std::collections::BTreeMap::new();
    let mut failures = Vec::new();
    for path in &paths {
        let text = std::fs::read_to_string(path).unwrap();
        for (start, _) in text.match_indices("check:") {
            let end = ["\n            knobs:", "\n            solution:"]
                .iter()
                .filter_map(|m| text[start..].find(m))
                .min()
                .map_or(text.len(), |i| start + i);
            let region = &text[start..end];
            let mut i = 0;
            while i < region.len() {
                let rest = &region[i..];
                let Some(first) = rest.find(|c: char| c.is_ascii_digit()) else {
                    break;
                };
                let a = start + i + first;
                let len = text[a..].find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(0);
                let b = a + len;
                i = b - start;
                // The check kind is the last `Name(` before the number.
                let before = &text[start..a];
                let kind: String = before
                    .rfind('(')
                    .map(|open| {
                        before[..open]
                            .rsplit(|c: char| !c.is_ascii_alphanumeric())
                            .find(|w| w.starts_with(|c: char| c.is_ascii_uppercase()))
                            .unwrap_or("?")
                            .to_owned()
                    })
                    .unwrap_or_default();
                for v in values {
                    let mut mutated = text.clone();
                    mutated.replace_range(a..b, v);
                    std::fs::write(&file, &mutated).unwrap();
                    let catalog = lienzo::lesson::Catalog::load(dir.path(), &shaders);
                    let entry = seen.entry(kind.clone()).or_default();
                    entry.0 += 1;
                    entry.1 += usize::from(!catalog.errors.is_empty());
                    for l in &catalog.lessons {
                        for ex in &l.lesson.exercises {
                            if let Err(e) = in_bounds(&ex.check) {
                                failures.push(format!(
                                    "{} with `{}` at byte {a} as `{v}`: loaded, but {e}",
                                    path.display(),
                                    &text[a..b]
                                ));
                            }
                        }
                    }
                }
            }
        }
    }
    eprintln!("fuzz: check numbers mutated and refused, by the kind they sit in: {seen:?}");
    assert!(
        failures.is_empty(),
        "{} out-of-range check(s) loaded:\n{}",
        failures.len(),
        failures.join("\n")
    );
    // The lessons have numbers in these kinds; each must have been mutated, and some of
    // the mutations refused (else the loader checks nothing there).
    for kind in ["PageSurvives", "Pixel", "Predict", "TexturesAtMost"] {
        let (mutated, refused) = seen.get(kind).copied().unwrap_or_default();
        assert!(
            mutated > 0 && refused > 0,
            "{kind}: {mutated} mutated, {refused} refused; {seen:?}"
        );
    }
}

/// Every recursive construct of WGSL, `n` deep, in a fragment shader: the text, and the
/// line the refusal must be on (the construct starts on line 3, after two lines of
/// declarations).
fn deep(construct: usize, n: usize) -> (String, &'static str) {
    let rep = |s: &str, n: usize| s.repeat(n);
    let head = "struct S { s: array<S2, 1> }\nstruct S2 { v: vec4f }\n";
    let (name, body) = match construct {
        0 => ("!", format!("let b = {}true;", rep("!", n))),
        1 => ("-", format!("let i = {}1;", rep("- ", n))),
        2 => ("~", format!("let i = {}1u;", rep("~", n))),
        3 => ("&*", format!("var x: i32;\n let p = {}&x;", rep("&*", n / 2))),
        4 => ("*&", format!("var x: i32;\n let y = {}x;", rep("*&", n / 2))),
        5 => ("()", format!("let f = {}1.0{};", rep("(", n), rep(")", n))),
        6 => ("-(", format!("let f = {}1.0{};", rep("-(", n / 2), rep(")", n / 2))),
        7 => ("call", format!("let f = {}1.0{};", rep("abs(", n), rep(")", n))),
        8 => ("[]", format!("var a: array<i32, 4>;\n let i = a{};", rep("[0]", n))),
        9 => (
            ".",
            format!("var v: vec4f;\n let f = v.x{};", rep(".x", n).replacen(".x", "", 1)),
        ),
        10 => ("member", format!("var s: S;\n let v = s{};", rep(".s[0]", n / 2))),
        11 => (
            "index expr",
            format!("var a: array<i32, 4>;\n let i = {}0{};", rep("a[", n), rep("]", n)),
        ),
        12 => ("<>", format!("var a: {}f32{};", rep("array<", n), rep(", 1>", n))),
        13 => ("{}", format!("{}{}", rep("{", n), rep("}", n))),
        14 => ("if", format!("{}{}", rep("if true { ", n), rep("}", n))),
        15 => ("else if", format!("if false {{}} {}", rep("else if false {} ", n))),
        16 => ("loop", format!("{}{}", rep("loop { break; ", n), rep("}", n))),
        17 => ("binary", format!("let i = 1{};", rep(" + 1", n))),
        _ => (
            "&& !",
            format!("let b = true{};", rep(" && !(true", n / 2) + &rep(")", n / 2)),
        ),
    };
    (
        format!("{head}@fragment fn fs() -> @location(0) vec4f {{\n {body}\n return vec4f(1.0); }}\n"),
        name,
    )
}

const CONSTRUCTS: usize = 19;

/// Issue 19: each recursive construct, 20,000 deep and at random depths past Tint's
/// limits, gets one diagnostic with a code, a line and a column, and no crash (the
/// compile thread's stack overflowing would abort this test process).
#[test]
fn every_recursive_construct_past_the_limits_gets_one_diagnostic_at_its_place() {
    let check = |construct: usize, n: usize| -> Result<(), TestCaseError> {
        let (text, name) = deep(construct, n);
        let report = validate(&text, SceneKind::Fullscreen);
        prop_assert_eq!(report.diagnostics.len(), 1, "{} {}: {:?}", name, n, report.diagnostics);
        let d = &report.diagnostics[0];
        prop_assert!(
            matches!(d.code, Some("W0603" | "W0604" | "W0605")),
            "{} {}: {:?} {}",
            name,
            n,
            d.code,
            d.message
        );
        let span = d.span.expect("a place");
        prop_assert!((3..=5).contains(&span.line) && span.column >= 1, "{name} {n}: {span:?}");
        prop_assert!(d.spanish.is_some(), "{name}: no Spanish");
        Ok(())
    };
    for construct in 0..CONSTRUCTS {
        check(construct, 20_000).unwrap();
    }
    runner(cases(64))
        .run(&(0..CONSTRUCTS, 1100usize..20_000), |(construct, n)| {
            check(construct, n)
        })
        .unwrap();
}

/// The other side of the limits: each construct as deep as Tint allows passes the guard
/// and reaches naga (the report has no refusal), and naga's whole front end, validator
/// and SPIR-V writer (what wgpu runs on the compile worker, on a thread with the
/// default 2 MiB stack) handle it there without overflowing.
#[test]
fn every_recursive_construct_under_the_limits_compiles_on_a_default_stack() {
    for construct in 0..CONSTRUCTS {
        // The deepest each construct may go: 127 parser levels with the body's brace,
        // 127 statement levels, 512 operations in a statement.
        let n = match construct {
            3 | 15 => 124,
            8..=10 => 500,
            14 | 16 => 63,
            17 => 510,
            _ => 126,
        };
        let (text, name) = deep(construct, n);
        let report = validate(&text, SceneKind::Fullscreen);
        for d in &report.diagnostics {
            assert!(
                !matches!(d.code, Some("W0603" | "W0604" | "W0605")),
                "{name} {n} is within Tint's limits: {d:?}"
            );
        }
        let compiled = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(move || {
                let Ok(module) = naga::front::wgsl::parse_str(&text) else {
                    return;
                };
                let Ok(info) =
                    naga::valid::Validator::new(naga::valid::ValidationFlags::all(), lienzo::wgsl::WEBGPU_CAPABILITIES)
                        .validate(&module)
                else {
                    return;
                };
                let _ = naga::back::spv::write_vec(&module, &info, &naga::back::spv::Options::default(), None);
            })
            .unwrap()
            .join();
        assert!(compiled.is_ok(), "{name} {n}: naga panicked");
    }
}

/// `text` without the student's text it quotes: WGSL in backticks (`if c { break; }`
/// may hold braces) and a token in double quotes (`found "{"`).
fn unquoted(text: &str) -> String {
    let no_code = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    no_code.split('"').step_by(2).collect::<Vec<_>>().join(" ")
}

/// Issue 23: no error of a mutated shader shows naga's text: each has
/// a code of its own or is one of Lienzo's checks, in Spanish too; each has a line, and
/// no IR or `Debug` text in either language. The
/// scene's own needs (an entry point the module lacks) have no place in the text;
/// they are left out of the line check, but like every diagnostic (warnings, limits)
/// they have a code and a Spanish text. `LIENZO_FUZZ_CASES=5000` is the figure.
#[test]
fn every_error_of_a_mutated_shader_has_a_code_a_line_and_no_ir() {
    let n = cases(1000);
    let checked = std::cell::Cell::new(0usize);
    runner(n)
        .run(&mutated(seeds()), |text| {
            for scene in [SceneKind::Fullscreen, SceneKind::Compute] {
                let report = validate(&text, scene);
                for d in &report.diagnostics {
                    prop_assert!(
                        d.code.is_some() && d.spanish.is_some(),
                        "no code or no Spanish: {:?} {}",
                        d.code,
                        d.message
                    );
                }
                let errors = report.diagnostics.iter().filter(|d| {
                    d.severity == lienzo::wgsl::Severity::Error && d.source != lienzo::wgsl::DiagSource::Lesson
                });
                for d in errors {
                    checked.set(checked.get() + 1);
                    // No fallback to naga's English text: a code of its own (or one of
                    // Lienzo's own checks), written in Spanish too.
                    prop_assert!(
                        d.code.is_some_and(|c| lienzo::text::diagnostics::find(c).is_some()) && d.spanish.is_some(),
                        "no code of its own: {:?} {}",
                        d.code,
                        d.message
                    );
                    prop_assert!(d.span.is_some(), "no line: {:?} {}", d.code, d.message);
                    for lang in [lienzo::lesson::Lang::En, lienzo::lesson::Lang::Es] {
                        let d = d.in_lang(lang);
                        let texts = std::iter::once(&d.message)
                            .chain(d.labels.iter().map(|l| &l.message))
                            .chain(&d.notes);
                        for t in texts {
                            let bare = unquoted(t);
                            for leak in [
                                "{",
                                "}",
                                "Handle",
                                "TypeFlags",
                                "Sampled",
                                "Storage {",
                                "(this)",
                                "naga::",
                            ] {
                                prop_assert!(!bare.contains(leak), "{} in {:?} ({:?})", leak, t, d.code);
                            }
                        }
                    }
                }
            }
            Ok(())
        })
        .unwrap();
    eprintln!(
        "fuzz: {n} mutated shaders, {} errors, each coded, placed and clean",
        checked.get()
    );
    assert!(checked.get() > 0);
}
