//! `lienzo bench`: figures measured on the machine at hand. Each scenario reports a
//! ratio measured in the same run; nothing here asserts a timing.

use std::time::{Duration, Instant};

use crate::gpu::{DeviceState, FrameInput, Sandbox, SandboxOptions};
use crate::lesson::{Knobs, SceneKind};

use super::{Common, EXIT_OK};

mod all;
mod course_page;
mod edit;
mod format_page;
mod frames;
mod host;
mod idle;
mod loss;
mod page_edit;
mod present;
mod resize;
mod typing;

use edit::edit;
use loss::loss;
use present::{format, present};
use resize::resize;
use typing::typing;

/// Why a benchmark could not run: nothing was measured.
#[derive(Debug, thiserror::Error)]
pub enum BenchError {
    /// The lesson device is not running; how it is, in words.
    #[error("{0}")]
    Device(String),
    /// The second device that stands for the window's could not be had.
    #[error("host device: {0}")]
    HostDevice(#[source] crate::gpu::DeviceError),
    /// A file the bench needs could not be read.
    #[error("{}: {source}", path.display())]
    File {
        /// The file.
        path: std::path::PathBuf,
        /// What the system said.
        #[source]
        source: std::io::Error,
    },
    /// The system refused something else (a temporary folder, a file of the bench's own).
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// What the bench needs is not there (a shader with problems, a device gone, the
    /// window's figures missing); the message says what.
    #[error("{0}")]
    Unmet(String),
}

/// A benchmark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Scenario {
    /// Validate + pipeline creation + first frame after an edit.
    Edit,
    /// The window's path while typing: 40 keystrokes at 10 keys/s, a limits change and
    /// a lesson switch, with the compile worker and with the old synchronous build.
    Typing,
    /// Present overhead (readback + host upload) against a bare render, at 1280x720.
    Present,
    /// Preferred vs non-preferred canvas format at 720p, 1440p and 2160p.
    Format,
    /// A 500-event resize storm under each resize/destroy policy.
    Resize,
    /// Induce -> recover cycles of a simulated driver reset.
    Loss,
    /// The real window left alone: paints, frames and CPU while animating, with a still
    /// picture, and after `destroy()`.
    Idle,
    /// A page's frame through its process boundary: on a thread, in a process with
    /// shared memory, in a process through its pipe; at 720p, 1080p and 2160p.
    Frames,
    /// Host programs: time per frame on the desktop runtime beside headless Chromium's,
    /// and text to first frame.
    Host,
    /// Every scenario above, one after the other: one table (or one JSON) with the
    /// machine, the adapter and the build. A scenario that cannot run is named and the
    /// others go on.
    All,
}

impl Scenario {
    /// Every single scenario, in the order `bench all` runs them.
    pub const EACH: [Self; 9] = [
        Self::Edit,
        Self::Typing,
        Self::Present,
        Self::Format,
        Self::Resize,
        Self::Loss,
        Self::Idle,
        Self::Frames,
        Self::Host,
    ];

    /// The name the command line takes.
    pub fn name(self) -> String {
        use clap::ValueEnum as _;
        self.to_possible_value()
            .map_or_else(String::new, |v| v.get_name().to_owned())
    }
}

/// How much each scenario measures.
#[derive(Clone, Copy, Debug)]
pub struct Counts {
    /// Induce/recover cycles (loss).
    pub cycles: u32,
    /// Repetitions (edit, present, format; host frames are ten times this).
    pub runs: u32,
    /// Tiny counts everywhere (a few frames, a second of idling): to see that every
    /// scenario still runs, not to read its figures.
    pub quick: bool,
}

impl Counts {
    /// `n` unless quick, then `small`.
    fn pick(self, n: u32, small: u32) -> u32 {
        if self.quick { small.min(n) } else { n }
    }
}

const PLAYGROUND: &str = "playground.wgsl";
const FRAME_60HZ_MS: f64 = 1000.0 / 60.0;

fn percentile(v: &mut [f64], p: f64) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(f64::total_cmp);
    let i = ((v.len() - 1) as f64 * p).round() as usize;
    v[i]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn input(size: (u32, u32)) -> FrameInput {
    FrameInput {
        viewport_pt: (size.0 as f32, size.1 as f32),
        dpr: 1.0,
        ..FrameInput::default()
    }
}

fn sandbox(common: &Common, scene: SceneKind, knobs: Knobs) -> Result<Sandbox, BenchError> {
    sandbox_in(common, scene, knobs, false)
}

/// [`sandbox`], in the window's mode when `background` (see `SandboxOptions::background`).
fn sandbox_in(common: &Common, scene: SceneKind, knobs: Knobs, background: bool) -> Result<Sandbox, BenchError> {
    let s = Sandbox::new(
        SandboxOptions {
            background,
            ..super::sandbox_options(common)
        },
        scene,
        crate::lesson::DevicePolicySpec {
            enhancements: vec![crate::lesson::FeatureName::TimestampQuery],
            ..Default::default()
        },
        knobs.with_min_limits(common.min_limits),
    );
    match s.state() {
        DeviceState::Running => Ok(s),
        other => Err(BenchError::Device(other.describe())),
    }
}

fn shader(common: &Common, name: &str) -> Result<String, BenchError> {
    let p = common.shaders_dir().join(name);
    std::fs::read_to_string(&p).map_err(|source| BenchError::File { path: p, source })
}

/// Runs one scenario.
fn measure(common: &Common, scenario: Scenario, counts: Counts) -> Result<BenchReport, BenchError> {
    let runs = counts.runs;
    match scenario {
        Scenario::Edit => edit(common, counts.pick(runs.max(3), 2)),
        Scenario::Typing => typing(common, counts.pick(40, 6)),
        Scenario::Present => present(common, counts.pick(runs.max(10), 2)),
        Scenario::Format => format(common, counts.pick(runs.max(10), 2)),
        Scenario::Resize => resize(common, counts.pick(500, 40)),
        Scenario::Loss => loss(common, counts.pick(counts.cycles.max(1), 2)),
        Scenario::Idle => idle::idle(common, if counts.quick { 1.0 } else { idle::IDLE_SECONDS }),
        Scenario::Frames => frames::frames(common, counts.pick(runs.max(3) * 2, 3)),
        Scenario::Host => host::host(common, counts.pick(runs.max(1) * 10, 10)),
        Scenario::All => Err(BenchError::Unmet("`all` is every scenario, not one".to_owned())),
    }
}

/// Runs a scenario (or all of them) and prints its figures.
pub(crate) fn bench_impl(common: &Common, scenario: Scenario, counts: Counts, json: bool) -> u8 {
    if scenario == Scenario::All {
        return all::all(common, counts, json);
    }
    match measure(common, scenario, counts) {
        Ok(report) => {
            if json {
                super::out!("{:#}", report.json);
            } else {
                super::out!("{}", report.text);
            }
            EXIT_OK
        }
        Err(e) => super::fail(json, e),
    }
}

pub(super) struct BenchReport {
    pub(super) text: String,
    pub(super) json: serde_json::Value,
}

/// Median milliseconds of `runs` calls of `f`.
fn median_ms(runs: u32, mut f: impl FnMut()) -> f64 {
    let mut v: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            ms(t.elapsed())
        })
        .collect();
    percentile(&mut v, 0.5)
}

/// Median wall time of `frames` frames, each waited for.
fn timed_frames(s: &mut Sandbox, frames: u32, size: (u32, u32), mut after: impl FnMut(&Sandbox)) -> f64 {
    let mut v = Vec::new();
    for _ in 0..frames {
        let t = Instant::now();
        s.frame(&input(size));
        s.finish();
        after(s);
        v.push(ms(t.elapsed()));
    }
    percentile(&mut v, 0.5)
}
