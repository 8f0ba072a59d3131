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
    Outcome::error(crate::text::grade::THE_WEB_BUILD_DOES_NOT_GRADE_THE_PAGE_S_PROGRAM)
}
