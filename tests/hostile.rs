//! Hostile pages: programs in `tests/hostile/` that do what an adversarial student, or
//! a page pasted from anywhere, does (endless loops and chains, timers that multiply,
//! getters and Proxies that never return or throw, a replaced `Error`, stack-trace
//! hooks that call the GPU, heap and GPU memory bombs, a dispatch of billions of
//! invocations, links and a named pipe in the page's folder, …). Each one runs through
//! `lienzo run` (the page in a process of its own), through the window's page host,
//! and, as a class of submissions, through `lienzo grade --programs`: each ends within
//! its budget with the message below, and the host, the window's side and the grader
//! live on. The peak memory of each run is measured and printed.
//!
//! Nothing here passes by being skipped: a program that finds no adapter throws, and
//! the test fails with its message.
#![cfg(target_os = "linux")]
#![allow(clippy::unwrap_used, clippy::expect_used)] // Reason: test helpers may panic with the cause.

mod common;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use lienzo::page_io::{CanvasBox, FromPage, PageStart};
use lienzo::runtime::PageHost;

/// What each program must say, and must not: `A || B` is either. Its exit code.
const EXPECT: &[(&str, i32, &[&str], &[&str])] = &[
    ("body-flood.js", 0, &["body: 67108864"], &[]),
    ("console-cyclic.js", 0, &["{name: 'a', self: {…}}", "printed"], &[]),
    (
        "console-flood.js",
        0,
        &["line 0 of frame 0", "line 99999 of frame 2"],
        &[],
    ),
    ("console-tostring-loops.js", 0, &["before", "{toString: ƒ}"], &[]),
    ("current-texture-flood.js", 0, &["same texture: 100000"], &[]),
    (
        "deep-recursion.js",
        1,
        &[
            "caught: RangeError",
            "deep-recursion.js:2:24: error: Uncaught RangeError: Maximum call stack size exceeded",
        ],
        &[],
    ),
    (
        "detached-buffer.js",
        0,
        &["length after unmap: 0", "caught: TypeError"],
        &[],
    ),
    // On a software GPU each device starts threads whose stacks count against the
    // process's data limit, and past a few dozen the driver fails inside its own code
    // (a crash, "Parent device is lost"): Lienzo refuses the 17th open device at its
    // line, in words.
    (
        "device-storm.js",
        1,
        &[
            "device-storm.js:6:32: error: Uncaught OperationError: requestDevice: the page already holds 16 devices it did not destroy",
        ],
        &["crashed", "Parent device is lost"],
    ),
    (
        "error-replaced.js",
        1,
        &[
            "error-replaced.js:8:8: error: uncaptured WebGPU validation error",
            "still running",
        ],
        &["Error converting", "no errors here"],
    ),
    ("eval-deep-parens.js", 0, &["caught: RangeError"], &[]),
    (
        "fetch-outside.js",
        0,
        &[
            "../../../../etc/passwd: TypeError",
            "\n/etc/passwd: 404",
            "/proc/self/environ: 404",
            "file:///etc/passwd: TypeError",
            "https://example.com/: TypeError",
            "import: TypeError",
        ],
        &["root:"],
    ),
    ("function-constructor.js", 0, &["result: 2500000"], &[]),
    ("getter-destroys-device.js", 0, &["lost: destroyed"], &[]),
    (
        "getter-loops-in-descriptor.js",
        1,
        &[
            "creating",
            "getter-loops-in-descriptor.js:6:1: error: the script took too long",
        ],
        &[],
    ),
    ("giant-bytes-per-row.js", 0, &["scope: GPUValidationError"], &[]),
    (
        "giant-dispatch.js",
        1,
        &[
            "the GPU did not finish the page's work in 10 s || a call into the GPU (a submit, a pipeline build) did not return in 20 s",
        ],
        &["counted:"],
    ),
    (
        "giant-draw-count.js",
        1,
        &[
            "giant-draw-count.js:8:6: error: Uncaught TypeError: Failed to execute 'draw' on 'GPURenderPassEncoder': Value is outside the 'unsigned long' value range.",
        ],
        &[],
    ),
    (
        "giant-private-array.js",
        0,
        &[
            "module: Error while parsing WGSL of shader module:1:19: W0606: array count (262144) must be less than 65536",
            "pipeline: [ShaderModule] is invalid.",
        ],
        &[],
    ),
    (
        "gpu-memory-hoard.js",
        1,
        &[
            "uncaptured: GPUOutOfMemoryError",
            "error: uncaptured WebGPU out-of-memory error: Out of memory: createBuffer of 268435456 bytes would bring the page's GPU memory to 1342177280 bytes, past its budget of 1024 MiB",
            "kept: 64",
            "one more: GPUOutOfMemoryError",
            "after destroy(): null",
        ],
        &[],
    ),
    (
        "heap-bomb.js",
        1,
        &[
            "allocating",
            "out of memory: the page's JavaScript may use at most 256 MiB",
        ],
        &[],
    ),
    (
        "huge-array-length.js",
        0,
        &["caught: RangeError\ncaught: RangeError\ncaught: RangeError"],
        &["made"],
    ),
    (
        "huge-canvas.js",
        0,
        &["texture: 100000x100000, an error"],
        &["expired canvas texture", "Error converting"],
    ),
    ("huge-label.js", 0, &["message length: 167773"], &[]),
    (
        "huge-mapped-buffer.js",
        1,
        &["is greater than the maximum buffer size"],
        &[],
    ),
    (
        "huge-shader-text.js",
        0,
        &["W0601: the text is 65536 KiB; Lienzo checks shaders of up to 512 KiB"],
        &[],
    ),
    (
        "interval-busy.js",
        1,
        &[
            "tick 1",
            "the timers due before one frame ran for more than 4000 ms in all",
        ],
        &[],
    ),
    ("json-parse-deep.js", 0, &["caught: RangeError"], &[]),
    (
        "links.js",
        0,
        &[
            "./passwd.wgsl: 404",
            "./etc/hostname: 404",
            "./zero.bin: 404",
            "./pipe: 404",
            "./missing.txt: 404",
            "import ./passwd.wgsl: TypeError",
            "import ./etc/hostname: TypeError",
        ],
        &["root:"],
    ),
    (
        "lost-handler-loops.js",
        1,
        &["lost", "the script took too long: a promise callback"],
        &[],
    ),
    (
        "map-callback-loops.js",
        1,
        &["mapped", "map-callback-loops.js:7:9: error: the script took too long"],
        &[],
    ),
    ("missing-imports.js", 0, &["failed: 10000"], &[]),
    ("objects-per-frame.js", 0, &["five frames, 10000 objects each"], &[]),
    (
        "prepare-stack-trace.js",
        1,
        &[
            "prepare-stack-trace.js:8:8: error: uncaptured WebGPU validation error",
            "still running",
        ],
        &[],
    ),
    (
        "promise-all-million.js",
        1,
        // Out of memory, or past the budget first: the collector's work varies.
        &[
            "Uncaught null (either the program threw null, or the JavaScript engine had no memory left || the script took too long: a promise callback || out of memory: the page's JavaScript may use at most 256 MiB",
        ],
        &[],
    ),
    (
        "promise-fork-bomb.js",
        1,
        &[
            "forking",
            "the script took too long: a promise callback ran for more than 1000 ms",
        ],
        &[],
    ),
    ("proxy-descriptor.js", 0, &["caught: the trap fired"], &[]),
    ("raf-flood.js", 0, &["calls: "], &[]),
    (
        "raf-loop.js",
        1,
        &[
            "scheduled",
            "raf-loop.js:3:1: error: the script took too long: a requestAnimationFrame callback",
        ],
        &[],
    ),
    ("recursive-tojson.js", 0, &["caught: RangeError", "after"], &[]),
    (
        "regex-backtracking.js",
        1,
        &[
            "matching",
            "regex-backtracking.js:3:31: error: the script took too long",
        ],
        &[],
    ),
    (
        "resize-observer-loop.js",
        1,
        &[
            "observing",
            "resize-observer-loop.js:3:1: error: the script took too long: a ResizeObserver callback",
        ],
        &[],
    ),
    // A module that imports itself while it runs waits for itself, as in a browser.
    ("self-import.js", 0, &[], &["imports:"]),
    (
        "string-doubling.js",
        1,
        &[
            "doubling",
            "string-doubling.js:4:15: error: Uncaught InternalError: string too long",
        ],
        &[],
    ),
    (
        "string-timer.js",
        1,
        &[
            "string-timer.js:2:1: error: Uncaught TypeError: setTimeout: Lienzo runs only functions, not strings of code",
        ],
        &[],
    ),
    ("structured-clone-cycle.js", 0, &["caught: RangeError"], &[]),
    (
        "thrown-message-getter-loops.js",
        1,
        &["throwing", "error: Uncaught an object was thrown"],
        &[],
    ),
    (
        "thrown-message-getter-throws.js",
        1,
        &["throwing", "error: Uncaught an object was thrown"],
        &[],
    ),
    (
        "thrown-proxy.js",
        1,
        &["throwing", "error: Uncaught an object was thrown"],
        &[],
    ),
    (
        "thrown-tostring-loops.js",
        1,
        &["throwing", "error: Uncaught an object was thrown"],
        &[],
    ),
    (
        "throws-every-frame.js",
        1,
        &["throws-every-frame.js:5:32: error: Uncaught Error: frame 5"],
        &[],
    ),
    (
        "timer-fork-bomb.js",
        1,
        &[
            "forking",
            "the timers due before one frame ran for more than 4000 ms in all",
        ],
        &[],
    ),
    ("to-primitive-throws.js", 0, &["caught: no number here"], &[]),
    (
        "top-level-loop.js",
        1,
        &["start", "the module's top level ran for more than 1000 ms"],
        &[],
    ),
    (
        "unhandled-rejections.js",
        1,
        &["unhandled-rejections.js:4:45: error: Uncaught (in promise) Error: rejection 5"],
        &[],
    ),
    (
        "valueof-loops.js",
        1,
        &["creating", "valueof-loops.js:6:1: error: the script took too long"],
        &[],
    ),
];

/// The most memory a page's process may hold in these runs, in MiB (`--memory`).
const MEMORY_MIB: u64 = 1024;
/// What a run may hold past it: the watchdog looks every 50 ms, and `lienzo run`'s own
/// process comes on top.
const MEMORY_MARGIN_MIB: u64 = 256;
/// The longest one run may take: `lienzo run` ends its page's process at 120 s.
const RUN_LIMIT: Duration = Duration::from_mins(3);

/// The hostile folder, copied, with what git cannot carry: links out of the folder
/// and a named pipe.
fn site() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for e in std::fs::read_dir(common::repo("tests/hostile")).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), dir.path().join(e.file_name())).unwrap();
    }
    let link = |to: &str, name: &str| std::os::unix::fs::symlink(to, dir.path().join(name)).unwrap();
    link("/etc/passwd", "passwd.wgsl");
    link("/etc", "etc");
    link("/dev/zero", "zero.bin");
    let fifo = std::ffi::CString::new(dir.path().join("pipe").to_str().unwrap()).unwrap();
    // SAFETY: a valid, NUL-terminated path.
    #[allow(unsafe_code)]
    let made = unsafe { libc::mkfifo(fifo.as_ptr(), 0o600) };
    assert_eq!(made, 0, "mkfifo: {}", std::io::Error::last_os_error());
    dir
}

/// How one run ended.
struct Ran {
    code: Option<i32>,
    out: String,
    secs: f64,
    peak_mib: u64,
}

/// Runs `lienzo run FILE` in `dir`; its exit code, its output (stdout, then stderr),
/// and its peak memory with its page's process (the largest resident set among the
/// processes it waited for, from `wait4`). Killed past [`RUN_LIMIT`].
fn run(dir: &Path, file: &str) -> Ran {
    let start = Instant::now();
    #[allow(clippy::zombie_processes)] // Reason: waited for below, by wait4, for its rusage.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_lienzo"))
        // A lesson page's budget: a second per callback (a site's page gets 10).
        .args([
            "--lang", "en", "run", file, "--frames", "5", "--budget", "1000", "--memory",
        ])
        .arg(MEMORY_MIB.to_string())
        .current_dir(dir)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the lienzo binary runs");
    let pid = i32::try_from(child.id()).unwrap();
    let drain = |mut r: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = r.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let out = drain(Box::new(child.stdout.take().unwrap()));
    let err = drain(Box::new(child.stderr.take().unwrap()));
    let (done, finished) = mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if finished.recv_timeout(RUN_LIMIT) == Err(mpsc::RecvTimeoutError::Timeout) {
            // SAFETY: signals a child of this test that was not waited for yet.
            #[allow(unsafe_code)]
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        }
    });
    let mut status = 0;
    // SAFETY: a zeroed rusage is a valid value for wait4 to fill.
    #[allow(unsafe_code)]
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child, with valid pointers.
    #[allow(unsafe_code)]
    let waited = unsafe { libc::wait4(pid, &raw mut status, 0, &raw mut usage) };
    assert_eq!(waited, pid, "wait4: {}", std::io::Error::last_os_error());
    let _ = done.send(());
    watchdog.join().unwrap();
    let code = libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status));
    let text = format!("{}{}", out.join().unwrap(), err.join().unwrap());
    Ran {
        code,
        out: text,
        secs: start.elapsed().as_secs_f64(),
        peak_mib: u64::try_from(usage.ru_maxrss).unwrap_or(0) >> 10,
    }
}

/// Whether `out` says `want`: one of its `||` alternatives.
fn says(out: &str, want: &str) -> bool {
    want.split(" || ").any(|w| out.contains(w))
}

/// Every hostile program, through `lienzo run`: its exit code and its words, within
/// its time, under its memory. Two at a time.
#[test]
fn every_hostile_page_ends_in_words_through_lienzo_run() {
    let dir = site();
    let listed: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| Path::new(n).extension().is_some_and(|e| e == "js"))
        .collect();
    let mut names: Vec<&str> = EXPECT.iter().map(|e| e.0).collect();
    names.sort_unstable();
    let mut files = listed.clone();
    files.sort();
    assert_eq!(
        files, names,
        "every program in tests/hostile has its expectation, and no more"
    );
    assert!(files.len() >= 40, "at least forty hostile pages");
    let (tx, rx) = mpsc::channel();
    let queue = std::sync::Arc::new(std::sync::Mutex::new(EXPECT.to_vec()));
    let workers: Vec<_> = (0..2)
        .map(|_| {
            let (queue, tx, root) = (queue.clone(), tx.clone(), dir.path().to_path_buf());
            std::thread::spawn(move || {
                while let Some(e) = queue.lock().unwrap().pop() {
                    let _ = tx.send((e, run(&root, e.0)));
                }
            })
        })
        .collect();
    drop(tx);
    let mut failures = Vec::new();
    let mut table = Vec::new();
    for ((file, code, want, absent), ran) in rx {
        table.push(format!(
            "{file:<34} exit {:>4} {:>6.1} s {:>5} MiB",
            ran.code.map_or("kill".to_owned(), |c| c.to_string()),
            ran.secs,
            ran.peak_mib
        ));
        let mut wrong = Vec::new();
        if ran.code != Some(code) {
            wrong.push(format!("exit {:?}, expected {code}", ran.code));
        }
        wrong.extend(
            want.iter()
                .filter(|w| !says(&ran.out, w))
                .map(|w| format!("does not say {w:?}")),
        );
        wrong.extend(
            absent
                .iter()
                .filter(|a| ran.out.contains(*a))
                .map(|a| format!("says {a:?}")),
        );
        if ran.peak_mib > MEMORY_MIB + MEMORY_MARGIN_MIB {
            wrong.push(format!(
                "held {} MiB, past {MEMORY_MIB} + {MEMORY_MARGIN_MIB}",
                ran.peak_mib
            ));
        }
        if !wrong.is_empty() {
            let tail: String = ran
                .out
                .chars()
                .rev()
                .take(1500)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            failures.push(format!("{file}: {}\n--- its output's end:\n{tail}", wrong.join("; ")));
        }
    }
    for w in workers {
        w.join().unwrap();
    }
    table.sort();
    println!(
        "program                            exit   time    peak\n{}",
        table.join("\n")
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

const BOX: CanvasBox = CanvasBox {
    width: 64.0,
    height: 64.0,
    pixel_width: 64,
    pixel_height: 64,
};

/// Every hostile program in the window's page host (a process of its own, the real
/// clock): the page either stops, with the same words as in `lienzo run` when those
/// are a stop, or answers its rendering updates; never does the window's side wait
/// past its watchdog.
#[test]
fn the_windows_page_host_outlives_every_hostile_page() {
    let dir = site();
    let stops = [
        "took too long",
        "the timers due before one frame",
        "the GPU did not finish",
        "out of memory",
    ];
    let mut failures = Vec::new();
    for (file, _, want, _) in EXPECT {
        let source = std::fs::read_to_string(dir.path().join(file)).unwrap();
        let page = PageHost::start_in(
            Path::new(env!("CARGO_BIN_EXE_lienzo")),
            PageStart {
                root: PathBuf::from(dir.path()),
                shown_root: String::new(),
                name: (*file).to_owned(),
                source,
                backends: None,
                preferred: wgpu::TextureFormat::Rgba8Unorm,
                budget: Duration::from_secs(1),
                memory_limit: 256 << 20,
                process_memory: MEMORY_MIB << 20,
                canvas: (64, 64),
                first_box: Some(BOX),
                lang: lienzo::lesson::Lang::En,
                open_files: std::collections::BTreeMap::new(),
                mask: lienzo::page_io::AdapterMask::default(),
            },
        );
        let until = Instant::now() + Duration::from_mins(1);
        let mut answered = 0;
        let mut stopped = None;
        page.frame(BOX, true);
        while Instant::now() < until && answered < 6 && stopped.is_none() {
            match page.wait(Duration::from_millis(200)) {
                Some(FromPage::Steps(_)) => {
                    answered += 1;
                    page.frame(BOX, true);
                }
                Some(FromPage::Stopped(why)) => stopped = Some(why),
                _ => {}
            }
        }
        // The stop's words, without the place that `lienzo run` prints before them.
        let expected_stop: Vec<&str> = want
            .iter()
            .filter(|w| stops.iter().any(|s| w.contains(s)))
            .map(|w| w.rsplit_once("error: ").map_or(*w, |(_, said)| said))
            .collect();
        // On the window's real clock, timers due at once keep the page from its next
        // rendering update, and the window's watchdog ends it.
        let unanswered = "left a rendering update unanswered";
        match &stopped {
            Some(why) if why.contains("crashed") => failures.push(format!("{file}: the process crashed: {why}")),
            Some(why) => {
                let timers = expected_stop.iter().any(|w| w.contains("the timers due"));
                let fine = expected_stop.is_empty()
                    || expected_stop.iter().any(|w| says(why, w))
                    || (timers && why.contains(unanswered));
                if !fine {
                    failures.push(format!(
                        "{file}: stopped with {why:?}, expected one of {expected_stop:?}"
                    ));
                }
            }
            None if answered < 6 => failures.push(format!(
                "{file}: answered {answered} rendering updates in a minute and did not stop"
            )),
            None => {}
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The hostile programs as a class's submissions: `lienzo grade --programs` gives each
/// one a verdict per exercise (all of them failures: none draws the lesson), and ends.
#[test]
fn the_grader_gives_every_hostile_submission_a_verdict() {
    let class = tempfile::tempdir().unwrap();
    for (file, ..) in EXPECT {
        std::fs::copy(common::repo("tests/hostile").join(file), class.path().join(file)).unwrap();
    }
    let start = Instant::now();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lienzo"))
        .args(["--lang", "en", "grade", "--lesson", "queue", "--json", "--programs"])
        .arg(class.path())
        .current_dir(common::repo(""))
        .output()
        .expect("the lienzo binary runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let subs = v["submissions"].as_array().unwrap();
    assert_eq!(subs.len(), EXPECT.len(), "{text}");
    for s in subs {
        let exercises = s["exercises"].as_array().unwrap();
        assert_eq!(exercises.len(), 3, "{s}");
        for e in exercises {
            assert_eq!(e["verdict"], "fail", "{s}");
            assert!(!e["detail"].as_str().unwrap_or_default().is_empty(), "{s}");
        }
    }
    println!(
        "graded {} hostile submissions in {:.0} s",
        subs.len(),
        start.elapsed().as_secs_f64()
    );
}
