//! Checks of a page lesson's program in the web build: they are graded by the desktop
//! build, which runs the program headless; the web build says so.

use super::{Outcome, Work};
use crate::gpu::SandboxOptions;
use crate::lesson::{Check, Knobs, LoadedLesson};

pub(super) fn grade_page(
    _opts: &SandboxOptions,
    _lesson: &LoadedLesson,
    _check: &Check,
    _work: &Work<'_>,
    _knobs: &Knobs,
) -> Outcome {
    Outcome::error(detail!(
        "la versión web todavía no califica el programa de la página; usa la versión de escritorio o `lienzo grade`",
        "the web build does not grade the page's program yet; use the desktop build or `lienzo grade`"
    ))
}
