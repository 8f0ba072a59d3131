//! Shared helpers of the integration tests: which backends to test on, and shaders.
#![allow(dead_code)]

use std::sync::OnceLock;

/// Every backend with an adapter on this machine (Vulkan, GL). Fails loudly when there
/// is none, and when `LIENZO_REQUIRE_BACKENDS` (set by CI) names one that is missing.
pub fn backends() -> &'static [(wgpu::Backends, &'static str)] {
    static FOUND: OnceLock<Vec<(wgpu::Backends, &'static str)>> = OnceLock::new();
    FOUND.get_or_init(|| {
        let mut found = Vec::new();
        for (b, name) in [(wgpu::Backends::VULKAN, "vulkan"), (wgpu::Backends::GL, "gl")] {
            let instance = lienzo::gpu::device::instance(Some(b));
            if lienzo::gpu::device::adapter(&instance).is_ok() {
                found.push((b, name));
            }
        }
        assert!(
            !found.is_empty(),
            "no GPU adapter found on any backend: these tests need a real adapter and never pass without one.\n\
             Fix: `sudo apt-get install mesa-vulkan-drivers libegl-mesa0 libgl1-mesa-dri` (lavapipe and llvmpipe)."
        );
        if let Ok(required) = std::env::var("LIENZO_REQUIRE_BACKENDS") {
            for r in required.split(',').map(str::trim).filter(|r| !r.is_empty()) {
                assert!(
                    found.iter().any(|(_, n)| *n == r),
                    "backend `{r}` is required (LIENZO_REQUIRE_BACKENDS) but has no adapter.\n\
                     Fix: `apt-get install mesa-vulkan-drivers` for vulkan, `libegl-mesa0 libgl1-mesa-dri` for gl."
                );
            }
        }
        found
    })
}

/// A fragment-only shader writing one colour.
pub fn solid(r: f32, g: f32, b: f32) -> String {
    format!("@fragment fn fs() -> @location(0) vec4f {{ return vec4f({r:.3}, {g:.3}, {b:.3}, 1.0); }}\n")
}

/// Path of a file in the repository.
pub fn repo(path: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// Copies the course (`lessons/`, `shaders/`, `assets/`) into `dir`: a folder the test
/// may change (its watcher, its reloads) without touching the repository's.
#[allow(dead_code)]
pub fn course_copy(dir: &std::path::Path) {
    for sub in ["lessons", "shaders", "assets"] {
        let to = dir.join(sub);
        std::fs::create_dir_all(&to).unwrap();
        let Ok(entries) = std::fs::read_dir(repo(sub)) else {
            continue;
        };
        for e in entries {
            let e = e.unwrap();
            if e.file_type().unwrap().is_file() {
                std::fs::copy(e.path(), to.join(e.file_name())).unwrap();
            }
        }
    }
}

/// `xvfb-run`, or a loud failure that names the fix: window tests never pass by not running.
pub fn xvfb_run() -> &'static str {
    let found = std::process::Command::new("sh")
        .args(["-c", "command -v xvfb-run"])
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        found,
        "the window tests need xvfb-run. Fix: `sudo apt-get install xvfb xauth` (`bash tests/run` installs them)"
    );
    "xvfb-run"
}

/// Arguments that run `bin` under `xvfb-run` and print its own exit status on stderr
/// (`app exit: N`), read back by [`app_exit`]: xvfb-run's status is the program's, except
/// when xvfb-run itself fails to clean its temporary folder afterwards (status 5), which
/// says nothing about the program.
pub fn under_xvfb(bin: &str) -> [&str; 4] {
    ["sh", "-c", "\"$0\" \"$@\"; echo \"app exit: $?\" >&2", bin]
}

/// The program's own exit status, as [`under_xvfb`] printed it.
pub fn app_exit(out: &std::process::Output) -> Option<i32> {
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("app exit: "))
        .and_then(|n| n.trim().parse().ok())
}

/// One GPU test at a time in a test binary. On a 2-core machine, software rasterizers
/// running side by side can stretch a single frame past the sandbox's one-second frame
/// budget, which pauses the viewport on purpose and would make a test see no frames.
pub fn serial() -> std::sync::MutexGuard<'static, ()> {
    static GPU: std::sync::Mutex<()> = std::sync::Mutex::new(());
    GPU.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
