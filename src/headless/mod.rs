//! The CLI runners over `gpu/`: `check`, `lessons`, `grade` and `bench`. No egui.

mod bench;
mod check;
mod grade;
mod grade_batch;
mod lessons;
mod run;

use crate::lesson::{Catalog, Knobs};

pub use bench::{Counts, Scenario};
pub use check::{CheckArgs, check};
pub use grade::{Attempted, Files, grade};
pub use grade_batch::grade_programs;
pub use lessons::lessons;
pub use run::{RunArgs, run};

/// Exit code: clean.
pub const EXIT_OK: u8 = 0;
/// Exit code: the shader or lesson has problems.
pub const EXIT_PROBLEMS: u8 = 1;
/// Exit code: bad usage, I/O, or no adapter.
pub const EXIT_USAGE: u8 = 2;
/// Exit code of `lienzo grade` when a check could not be graded ([`Verdict::Error`]):
/// the same as [`EXIT_USAGE`], since neither says anything about the attempt.
///
/// [`Verdict::Error`]: crate::grade::Verdict::Error
pub const EXIT_NOT_GRADED: u8 = 2;

/// `println!` that survives a closed stdout: see [`emit`].
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::headless::emit(format!($($arg)*))
    };
}
pub(crate) use out;

/// Set once stdout is closed (`lienzo check … | head`): later output is dropped.
static STDOUT_CLOSED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Prints one line on stdout. A closed pipe is not a crash: the reader went away, so
/// the rest of the output is dropped and the command still exits with its own code.
pub fn emit(text: impl std::fmt::Display) {
    use std::io::Write as _;
    use std::sync::atomic::Ordering;
    if STDOUT_CLOSED.load(Ordering::Relaxed) {
        return;
    }
    let mut out = std::io::stdout().lock();
    if writeln!(out, "{text}").and_then(|()| out.flush()).is_err() {
        STDOUT_CLOSED.store(true, Ordering::Relaxed);
    }
}

/// Reports a usage, I/O or adapter error: on stderr, and with `--json` also as JSON on
/// stdout, so a script reading stdout learns why. Returns [`EXIT_USAGE`].
pub fn fail(json: bool, message: impl std::fmt::Display) -> u8 {
    eprintln!("error: {message}");
    if json {
        emit(format!(
            "{:#}",
            serde_json::json!({ "error": message.to_string(), "exit_code": EXIT_USAGE })
        ));
    }
    EXIT_USAGE
}

pub use crate::config::Common;

/// Host options for headless use: the backends asked for, preferred format
/// `rgba8unorm`.
pub fn host_options(common: &Common) -> crate::gpu::HostOptions {
    crate::gpu::HostOptions {
        backends: common.backends,
        preferred: wgpu::TextureFormat::Rgba8Unorm,
    }
}

/// Knobs from a lesson (or defaults) plus `--set` pairs.
pub fn knobs_for(
    common: &Common,
    catalog: &Catalog,
    lesson: Option<&str>,
    set: &[String],
) -> Result<Knobs, UsageError> {
    let mut knobs = match lesson {
        Some(id) => catalog.find(id).ok_or_else(|| unknown_lesson(catalog, id))?.knobs(),
        None => Knobs::default(),
    };
    for pair in set {
        knobs.set_pair(pair)?;
    }
    Ok(knobs.with_min_limits(common.min_limits))
}

/// Why a command's lesson or knobs could not be set up: a usage error.
#[derive(Debug, thiserror::Error)]
pub enum UsageError {
    /// No lesson has this id.
    #[error("unknown lesson `{id}`; lessons: {}", known.join(", "))]
    UnknownLesson {
        /// The id asked for.
        id: String,
        /// The ids the catalog has.
        known: Vec<String>,
    },
    /// A `--set name=value` pair that is not a knob setting.
    #[error(transparent)]
    Knob(#[from] crate::lesson::KnobError),
}

fn unknown_lesson(catalog: &Catalog, id: &str) -> UsageError {
    UsageError::UnknownLesson {
        id: id.to_owned(),
        known: lesson_ids(catalog),
    }
}

fn lesson_ids(catalog: &Catalog) -> Vec<String> {
    catalog.lessons.iter().map(|l| l.lesson.id.clone()).collect()
}

/// `lienzo explain CODE`.
pub fn explain(common: &Common, code: &str) -> u8 {
    if let Some(text) = crate::text::diagnostics::explain(code, common.lang) {
        out!("{text}");
        EXIT_OK
    } else {
        let codes: Vec<&str> = crate::text::diagnostics::all().map(|e| e.code).collect();
        fail(false, format!("unknown code `{code}`; codes: {}", codes.join(", ")))
    }
}

/// `lienzo bench`.
pub fn bench(common: &Common, scenario: Scenario, counts: Counts, json: bool) -> u8 {
    bench::bench_impl(common, scenario, counts, json)
}
