//! `lienzo bench`: figures measured on the machine at hand. Each scenario reports a
//! ratio measured in the same run; nothing here asserts a timing.

use std::time::{Duration, Instant};

use super::{Common, EXIT_OK};

mod all;
mod bare;
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

use edit::edit;
use loss::loss;
use present::{format, present};
use resize::resize;

/// Why a benchmark could not run: nothing was measured.
#[derive(Debug, thiserror::Error)]
pub enum BenchError {
    /// The bench's own device (the driver alone, or the window's stand-in) could not
    /// be had.
    #[error("bench device: {0}")]
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
    /// A shader edit to pixels through the playground's page (`import.meta.hot`),
    /// beside the driver's own pipeline creation and frame; validation per keystroke.
    Edit,
    /// A page's rendering update to its pixels against the driver's own clear and
    /// readback, at 720p, 1440p and 2160p.
    Present,
    /// A page's canvas in the preferred format vs the other one (the compositor's
    /// conversion pass) at 720p, 1440p and 2160p.
    Format,
    /// A 500-update resize storm through lesson current-texture's answer and two of its
    /// wrong attempts.
    Resize,
    /// Induce -> recover cycles of a simulated driver reset in lesson device-lost's
    /// answer, with the process's memory.
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
    pub const EACH: [Self; 8] = [
        Self::Edit,
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

/// Runs one scenario.
fn measure(common: &Common, scenario: Scenario, counts: Counts) -> Result<BenchReport, BenchError> {
    let runs = counts.runs;
    match scenario {
        Scenario::Edit => edit(common, counts.pick(runs.max(3), 2)),
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
