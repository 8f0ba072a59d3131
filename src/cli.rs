//! The desktop `lienzo` command: the GUI by default, plus `check`, `lessons`, `grade`
//! and `bench`.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};

use lienzo::headless::{self, Common};

/// Lienzo: learn WebGPU by breaking it on purpose.
#[derive(Parser, Debug)]
#[command(name = "lienzo", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,

    #[command(flatten)]
    common: CommonArgs,

    /// Lesson to open (an id from `lienzo lessons`).
    #[arg(long, global = true)]
    lesson: Option<String>,

    /// A page to open in the window instead of a lesson: a folder (its index.html, else
    /// its first page; the folder is the site) or an .html or .js file (its folder is the
    /// site), as the window's "Open page…" opens it.
    #[arg(long, value_name = "PATH")]
    page: Option<PathBuf>,

    /// Language of the lessons, the interface and diagnostics: es or en (default: the system's).
    #[arg(long, global = true, value_parser = parse_lang)]
    lang: Option<lienzo::lesson::Lang>,

    /// Save a screenshot of the window once the viewport has shown a frame, then exit.
    #[arg(long, value_name = "PNG")]
    screenshot: Option<PathBuf>,

    /// Folder for your saved shaders and drafts (default: $LIENZO_WORK_DIR, else the
    /// platform's data folder, ~/.local/share/lienzo/work on Linux).
    #[arg(long, value_name = "DIR")]
    work_dir: Option<PathBuf>,

    /// Run a script of steps in the window (typing, knobs, screenshots), then close it.
    #[arg(long, value_name = "RON")]
    script: Option<PathBuf>,
}

#[derive(Args, Debug, Clone)]
struct CommonArgs {
    /// Backend of the pages' adapter: vulkan, gl, metal, dx12 (default: WGPU_BACKEND or wgpu's choice).
    #[arg(long, global = true, value_parser = parse_backend)]
    backend: Option<wgpu::Backends>,

    /// Request the WebGPU default limits whatever the lesson asks for.
    #[arg(long, global = true)]
    min_limits: bool,

    /// Folder with the lesson RON files and `shaders/` beside it (or `LIENZO_LESSONS_DIR`;
    /// default: the course bundled with the program).
    #[arg(long, global = true, value_name = "DIR")]
    lessons_dir: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Check a WGSL file as a module (as getCompilationInfo() does); with --png, draw it
    /// with the playground's page.
    Check {
        /// The WGSL file.
        file: PathBuf,
        /// Knob values, `name=value` (repeatable).
        #[arg(long = "set", value_name = "NAME=VALUE")]
        set: Vec<String>,
        /// Frames the playground's page draws before the picture (with --png).
        #[arg(long, default_value_t = 3)]
        frames: u32,
        /// Canvas size, WxH.
        #[arg(long, default_value = "640x360", value_parser = parse_size)]
        size: (u32, u32),
        /// Write the last frame to this PNG file.
        #[arg(long, value_name = "PNG")]
        png: Option<PathBuf>,
        /// Print diagnostics as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Run a host program headless: a .js module, or an .html page with its scripts
    /// (classic and module, inline and src=, an import map). Prints the console and the
    /// page's text; exits 1 on an uncaught exception or WebGPU error.
    Run {
        /// The .js or .html file.
        file: PathBuf,
        /// The site's folder, which the page may import and fetch from, as a server's
        /// root (default: the file's own folder).
        #[arg(long, value_name = "DIR")]
        root: Option<PathBuf>,
        /// Rendering updates (requestAnimationFrame rounds) to run.
        #[arg(long, default_value_t = 10)]
        frames: u32,
        /// Frames per second of the page's virtual clock: each rendering update moves
        /// it 1000/FPS ms, and the timers due on the way run at their own times.
        #[arg(long, default_value_t = 60.0, value_parser = parse_fps)]
        fps: f64,
        /// The window, WxH: an .html page's viewport (its styles lay its canvas out in it, as a browser's window does); a .js module's canvas.
        #[arg(long, default_value = "640x360", value_parser = parse_size)]
        size: (u32, u32),
        /// Write the last presented frame to this PNG file, as it is shown: an
        /// `opaque` canvas (the default alphaMode) with its alpha at 1.
        #[arg(long, value_name = "PNG")]
        png: Option<PathBuf>,
        /// Lose every device before this rendering update, as a driver reset does
        /// (reason "unknown"; simulated by Lienzo).
        #[arg(long, value_name = "FRAME")]
        lose_at: Option<u32>,
        /// Print what each rendering update did (`~ ` lines: the update, its
        /// callbacks, configure, getCurrentTexture, submit), in the page world's words.
        #[arg(long)]
        trace: bool,
        /// The longest one callback (a script, a task, an animation frame) may run, in
        /// ms of the page thread's CPU time, before the page is stopped as unresponsive.
        #[arg(long, value_name = "MS", default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(100..=600_000))]
        budget: u64,
        /// The most memory the page's process may hold, in MiB, GPU buffers included.
        #[arg(long, value_name = "MIB", default_value_t = 2048, value_parser = clap::value_parser!(u64).range(64..=65536))]
        memory: u64,
        /// Run here, not in a process of the page's own (that process's side).
        #[arg(long, hide = true)]
        contained: bool,
    },
    /// List the lessons and validate every lesson file.
    Lessons {
        /// Print as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Run exercise checks headless: one lesson with --lesson, else every lesson.
    Grade {
        /// A shader to grade instead of each exercise's reference solution (needs --lesson).
        #[arg(long)]
        shader: Option<PathBuf>,
        /// A page lesson's program to grade instead of each exercise's reference one (needs --lesson).
        #[arg(long)]
        program: Option<PathBuf>,
        /// A folder of submissions to grade one by one (needs --lesson): each `.js` file,
        /// or each folder holding the lesson's program file (and maybe its shader file).
        /// Exits 0 when every submission got a verdict, 2 when something could not be graded.
        #[arg(long, conflicts_with_all = ["shader", "program", "wrong", "start"])]
        programs: Option<PathBuf>,
        /// With --programs: also write the verdicts as JUnit XML to this file (a test
        /// suite per submission, a test case per exercise), for autograders.
        #[arg(long, requires = "programs")]
        junit: Option<PathBuf>,
        /// Grade each exercise's wrong variant (every check should fail).
        #[arg(long, conflicts_with_all = ["shader", "program", "start"])]
        wrong: bool,
        /// Grade the lesson as it opens: its shader and starting knobs (every check should fail).
        #[arg(long, conflicts_with_all = ["shader", "program"])]
        start: bool,
        /// Knob values, `name=value` (repeatable).
        #[arg(long = "set", value_name = "NAME=VALUE")]
        set: Vec<String>,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Print the long explanation of a diagnostic code, with a wrong and a right example.
    Explain {
        /// The code, as the problems panel shows it (for example W0201).
        code: String,
    },
    /// Measure: edit, present, format, resize, loss, idle, frames, host, or all of them.
    Bench {
        /// Which benchmark.
        #[arg(value_enum)]
        scenario: headless::Scenario,
        /// Induce/recover cycles (loss).
        #[arg(long, default_value_t = 100)]
        cycles: u32,
        /// Repetitions (edit, present, format; host frames are ten times this).
        #[arg(long, default_value_t = 30)]
        runs: u32,
        /// Tiny counts everywhere: to see that each scenario runs, not to read figures.
        #[arg(long)]
        quick: bool,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
    },
}

fn parse_lang(s: &str) -> Result<lienzo::lesson::Lang, String> {
    lienzo::lesson::Lang::parse(s).ok_or_else(|| format!("unknown language `{s}`: use es or en"))
}

fn parse_backend(s: &str) -> Result<wgpu::Backends, String> {
    match s.to_ascii_lowercase().as_str() {
        "vulkan" | "vk" => Ok(wgpu::Backends::VULKAN),
        "gl" | "gles" | "opengl" => Ok(wgpu::Backends::GL),
        "metal" | "mtl" => Ok(wgpu::Backends::METAL),
        "dx12" | "d3d12" => Ok(wgpu::Backends::DX12),
        _ => Err(format!("unknown backend `{s}`: use vulkan, gl, metal or dx12")),
    }
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("expected WxH, got `{s}`"))?;
    let w: u32 = w.trim().parse().map_err(|_| format!("bad width in `{s}`"))?;
    let h: u32 = h.trim().parse().map_err(|_| format!("bad height in `{s}`"))?;
    if w == 0 || h == 0 || w > 16384 || h > 16384 {
        return Err(format!("size `{s}` must be between 1x1 and 16384x16384"));
    }
    Ok((w, h))
}

fn parse_fps(s: &str) -> Result<f64, String> {
    let fps: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("expected a number of frames per second, got `{s}`"))?;
    if !(1.0..=1000.0).contains(&fps) {
        return Err(format!("--fps `{s}` must be between 1 and 1000"));
    }
    Ok(fps)
}

/// Mesa's Vulkan device-select layer connects to Wayland to pick a default GPU, and
/// without a session (`XDG_RUNTIME_DIR` unset: CI, ssh) it prints "XDG_RUNTIME_DIR is
/// invalid" twice for every device request. It cannot use Wayland then anyway, so it is
/// switched off with its own variable; Lienzo picks the adapter itself.
#[allow(unsafe_code, reason = "one environment write before any thread exists")]
fn quiet_device_select_without_a_session() {
    let no_session = std::env::var_os("XDG_RUNTIME_DIR").is_none_or(|d| !std::path::Path::new(&d).is_dir());
    if no_session && std::env::var_os("WAYLAND_DISPLAY").is_none() && std::env::var_os("NODEVICE_SELECT").is_none() {
        // SAFETY: called first thing in `main`, while the process has a single thread,
        // so no other thread can read the environment concurrently.
        unsafe { std::env::set_var("NODEVICE_SELECT", "1") };
    }
}

pub fn main() -> ExitCode {
    quiet_device_select_without_a_session();
    // The window's pages each run in a process of their own: this binary, so named.
    match std::env::args_os().nth(1) {
        Some(a) if a == "page-host" => return lienzo::runtime::serve_process(),
        Some(a) if a == "page-grade" => return lienzo::grade::serve_page_grade(),
        _ => {}
    }
    if let Ok(exe) = std::env::current_exe() {
        lienzo::runtime::use_page_processes(exe);
    }
    let cli = Cli::parse();
    let common = Common {
        backends: cli.common.backend,
        min_limits: cli.common.min_limits,
        lessons_dir: cli.common.lessons_dir.clone(),
        lang: cli.lang.unwrap_or_else(lienzo::lesson::Lang::from_system),
    };
    let code = match cli.command {
        None => {
            let script = match cli.script.as_deref().map(lienzo::ui::script::load).transpose() {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(headless::EXIT_USAGE);
                }
            };
            lienzo::ui::run(lienzo::ui::Launch {
                common,
                lesson: cli.lesson,
                page: cli.page,
                lang: cli.lang,
                screenshot: cli.screenshot,
                work_dir: cli.work_dir,
                script,
            })
        }
        Some(Command::Check {
            file,
            set,
            frames,
            size,
            png,
            json,
        }) => headless::check(
            &common,
            &headless::CheckArgs {
                file,
                lesson: cli.lesson,
                set,
                frames,
                size,
                png,
                json,
            },
        ),
        Some(Command::Run {
            file,
            root,
            frames,
            fps,
            size,
            png,
            lose_at,
            trace,
            memory,
            budget,
            contained,
        }) => headless::run(
            &common,
            &headless::RunArgs {
                file,
                root,
                frames,
                fps,
                size,
                png,
                lose_at,
                trace,
                memory_mib: memory,
                budget: Duration::from_millis(budget),
                contained,
            },
        ),
        Some(Command::Lessons { json }) => headless::lessons(&common, json),
        Some(Command::Explain { code }) => headless::explain(&common, &code),
        Some(Command::Grade {
            programs: Some(dir),
            junit,
            set,
            json,
            ..
        }) => match cli.lesson.as_deref() {
            Some(lesson) => headless::grade_programs(&common, lesson, &dir, &set, json, junit.as_deref()),
            None => headless::fail(json, "grade --programs needs --lesson ID"),
        },
        Some(Command::Grade {
            shader,
            program,
            wrong,
            start,
            set,
            json,
            ..
        }) => {
            let attempted = match (start, wrong) {
                (true, _) => headless::Attempted::Start,
                (false, true) => headless::Attempted::Wrong,
                (false, false) => headless::Attempted::Solutions,
            };
            let files = headless::Files {
                shader: shader.as_deref(),
                program: program.as_deref(),
            };
            headless::grade(&common, cli.lesson.as_deref(), files, attempted, &set, json)
        }
        Some(Command::Bench {
            scenario,
            cycles,
            runs,
            quick,
            json,
        }) => headless::bench(&common, scenario, headless::Counts { cycles, runs, quick }, json),
    };
    // No page thread may still be in the GPU driver while the process exits.
    lienzo::runtime::end_pages(std::time::Duration::from_secs(3));
    ExitCode::from(code)
}
