//! The page's boundary: a page runs in a process of its own (`lienzo page-host`, as the
//! window runs it), and what a hostile page does ends that process, never the host
//! that started it, which hears why in words. The programs are in `tests/boundary/`.
//!
//! Nothing here passes by being skipped: a program that finds no adapter throws, and
//! the test fails with its message.
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use lienzo::page_io::{CanvasBox, FromPage, PageStart};
use lienzo::runtime::PageHost;

const BOX: CanvasBox = CanvasBox {
    width: 64.0,
    height: 64.0,
    pixel_width: 64,
    pixel_height: 64,
};

fn start(program: &str, process_memory: u64) -> PageHost {
    PageHost::start_in(Path::new(env!("CARGO_BIN_EXE_lienzo")), page(program, process_memory))
}

fn page(program: &str, process_memory: u64) -> PageStart {
    let root = common::repo("tests/boundary");
    let source = std::fs::read_to_string(root.join(program)).unwrap();
    PageStart {
        root,
        shown_root: "tests/boundary".to_owned(),
        name: program.to_owned(),
        source,
        backends: None,
        preferred: wgpu::TextureFormat::Rgba8Unorm,
        budget: Duration::from_secs(1),
        memory_limit: 256 << 20,
        process_memory,
        canvas: (64, 64),
        first_box: Some(BOX),
        lang: lienzo::lesson::Lang::En,
        open_files: std::collections::BTreeMap::new(),
        mask: lienzo::page_io::AdapterMask::default(),
    }
}

/// Runs the page with rendering updates until it stops; what it printed, and why it
/// stopped. Waits on what the page sends, never on a clock of its own, up to `limit`.
fn until_stopped(page: &PageHost, limit: Duration) -> (Vec<String>, String) {
    let until = Instant::now() + limit;
    let mut said = Vec::new();
    while Instant::now() < until {
        page.frame(BOX, true);
        match page.wait(Duration::from_millis(100)) {
            Some(FromPage::Messages(m)) => said.extend(m.into_iter().map(|m| m.text)),
            Some(FromPage::Stopped(why)) => return (said, why),
            _ => {}
        }
    }
    panic!("the page did not stop within {limit:?}; it said {said:?}");
}

/// A shader too deep for any parser's stack never reaches one: the page carries on
/// with an invalid module and Lienzo's message, and its process stays up.
#[test]
fn a_shader_too_deep_for_a_parser_is_refused_before_wgpu_sees_it() {
    let page = start("deep.js", lienzo::page_io::PROCESS_MEMORY);
    let until = Instant::now() + Duration::from_mins(2);
    let mut said = Vec::new();
    while Instant::now() < until && !said.iter().any(|l: &String| l.starts_with("compilation")) {
        page.frame(BOX, true);
        match page.wait(Duration::from_millis(100)) {
            Some(FromPage::Messages(m)) => said.extend(m.into_iter().map(|m| m.text)),
            Some(FromPage::Stopped(why)) => panic!("the page stopped: {why}; it said {said:?}"),
            _ => {}
        }
    }
    let scope = said
        .iter()
        .find(|l| l.starts_with("error scope"))
        .expect("the scope's error");
    assert!(
        scope.starts_with("error scope: GPUValidationError: Error while parsing WGSL"),
        "{said:?}"
    );
    assert!(scope.contains("W06"), "{said:?}");
    let compiled = said.iter().find(|l| l.starts_with("compilation")).unwrap();
    assert!(compiled.starts_with("compilation: error 1:"), "{said:?}");
}

/// A process that crashes (here a stand-in for the binary that dies as a driver's
/// crash would, after its last words) is a page that stopped: the signal and the last
/// line it printed, in words.
#[cfg(unix)]
#[test]
fn a_crash_ends_the_pages_process_with_its_reason() {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("lienzo-crash-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let exe = dir.join("crashing-page-host");
    std::fs::write(&exe, "#!/bin/sh\necho 'the driver fell over' >&2\nkill -SEGV $$\n").unwrap();
    std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).unwrap();
    // The script was just written: a spawn on another test's thread may still hold it
    // open for writing a moment (ETXTBSY), a race of the test alone; start again then.
    let mut why = String::new();
    for _ in 0..20 {
        let page = PageHost::start_in(&exe, page("microtasks.js", lienzo::page_io::PROCESS_MEMORY));
        why = until_stopped(&page, Duration::from_mins(1)).1;
        if !why.contains("Text file busy") {
            break;
        }
    }
    assert_eq!(
        why,
        "the page's process crashed (SIGSEGV): \"the driver fell over\"; the window is fine, and so is the text: fix the program and run it again"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_endless_microtask_chain_stops_the_page() {
    let page = start("microtasks.js", lienzo::page_io::PROCESS_MEMORY);
    let (said, why) = until_stopped(&page, Duration::from_mins(1));
    assert_eq!(said.first().map(String::as_str), Some("started"), "{said:?}");
    assert!(why.contains("took too long") || why.contains("unanswered"), "{why}");
}

#[test]
fn a_page_past_its_memory_is_stopped() {
    let page = start("memory.js", 512 << 20);
    let (said, why) = until_stopped(&page, Duration::from_mins(1));
    assert!(said.iter().any(|l| l == "allocating"), "{said:?} / {why}");
    assert!(!said.iter().any(|l| l == "allocated 2 GiB"), "{said:?} / {why}");
    assert!(
        why.contains("out of memory: the page's process may use at most 512 MiB"),
        "{why}"
    );
}

fn lienzo(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_lienzo"))
        .args(["--lang", "en"])
        .args(args)
        .current_dir(common::repo(""))
        .output()
        .expect("the lienzo binary runs")
}

/// `lienzo grade` runs a page check in a process of its own: a hostile program is a
/// verdict with its reason, and the grader goes on to the next exercise.
#[test]
fn the_grader_gives_a_hostile_program_a_verdict() {
    let out = lienzo(&[
        "grade",
        "--lesson",
        "queue",
        "--program",
        "tests/boundary/microtasks.js",
        "--json",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let graded: serde_json::Value = serde_json::from_str(&text).unwrap();
    let pages: Vec<&serde_json::Value> = graded["exercises"]
        .as_array()
        .expect("the exercises")
        .iter()
        .filter(|r| !r["exercise"].as_str().unwrap_or_default().starts_with("predict"))
        .collect();
    assert_eq!(pages.len(), 3, "{text}");
    for r in pages {
        assert_eq!(r["outcome"]["verdict"], "fail", "{r}");
        let detail = r["outcome"]["detail"].as_str().unwrap_or_default();
        // Where the interrupt strikes, the stack may name the program's line: both read
        // "frame 0: [place: ]the script took too long".
        assert!(
            detail.contains("frame 0: ") && detail.contains("the script took too long"),
            "{r}"
        );
    }
}

/// `lienzo grade --programs` grades a class: each submission (a `.js` file, or a folder
/// with the lesson's program) gets a verdict per exercise, a hostile one included, in
/// JSON and in JUnit XML; an unreadable file is that submission's failure.
#[test]
fn a_folder_of_submissions_gets_a_verdict_each_in_json_and_junit() {
    let class = tempfile::tempdir().unwrap();
    let dir = class.path();
    let repo = common::repo("");
    std::fs::copy(repo.join("shaders/02-page-solution.js"), dir.join("ana.js")).unwrap();
    std::fs::copy(repo.join("shaders/02-page.js"), dir.join("bea.js")).unwrap();
    std::fs::create_dir(dir.join("carla")).unwrap();
    std::fs::copy(repo.join("shaders/02-page-solution.js"), dir.join("carla/02-page.js")).unwrap();
    std::fs::write(dir.join("dani.js"), "while (true) {}\n").unwrap();
    std::fs::write(dir.join("eve.js"), [0xff_u8, 0xfe, 0x00, 0x41]).unwrap();
    std::fs::write(dir.join("notes.txt"), "not a submission").unwrap();
    let junit = dir.join("report.xml");
    let out = lienzo(&[
        "grade",
        "--lesson",
        "queue",
        "--programs",
        dir.to_str().unwrap(),
        "--json",
        "--junit",
        junit.to_str().unwrap(),
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let subs = v["submissions"].as_array().unwrap();
    let names: Vec<&str> = subs.iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["ana", "bea", "carla", "dani", "eve"], "{text}");
    let passed = |i: usize| subs[i]["passed"].as_u64().unwrap();
    // The page exercises only: predictions are the student's answers, not the program's.
    assert_eq!(
        (passed(0), passed(1), passed(2), passed(3), passed(4)),
        (3, 0, 3, 0, 0),
        "{text}"
    );
    assert_eq!(v["all_passed"], 2, "{text}");
    assert!(
        subs[3]["exercises"][0]["detail"]
            .as_str()
            .unwrap()
            .contains("took too long"),
        "{text}"
    );
    assert!(subs[4]["unreadable"].as_str().unwrap().contains("UTF-8"), "{text}");
    let xml = std::fs::read_to_string(&junit).unwrap();
    assert_eq!(xml.matches("<testsuite ").count(), 5, "{xml}");
    assert_eq!(xml.matches("<testcase ").count(), 3 * 4 + 1, "{xml}");
    assert_eq!(xml.matches("<failure ").count(), 3 + 3 + 1, "{xml}");
    assert!(xml.trim_end().ends_with("</testsuites>"), "{xml}");
}

/// `lienzo run` runs the page in a process of its own, and prints what it printed.
#[test]
fn lienzo_run_runs_the_page_in_a_process_of_its_own() {
    let out = lienzo(&["run", "tests/boundary/microtasks.js", "--frames", "2"]);
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(1), "{stdout}\n{stderr}");
    assert!(stdout.starts_with("started"), "{stdout}");
    assert!(stderr.contains("took too long"), "{stderr}");
    assert!(!stderr.contains("unconfined"), "{stderr}");
}

/// Past `--memory`, the page's process is killed and `lienzo run` says why: the
/// engine's own limit does not count mapped buffers, the process's does.
#[test]
fn lienzo_run_stops_a_page_past_its_memory() {
    let out = lienzo(&["run", "tests/boundary/memory.js", "--frames", "60", "--memory", "512"]);
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert_eq!(out.status.code(), Some(1), "{stdout}\n{stderr}");
    assert!(stdout.starts_with("allocating"), "{stdout}");
    assert!(!stdout.contains("allocated 2 GiB"), "{stdout}");
    assert!(
        stderr.contains("error: out of memory: the page's process may use at most 512 MiB"),
        "{stderr}"
    );
}
