//! Exercise checks: run headless by `lienzo grade`, and live in the GUI.

use std::time::Duration;

use crate::lesson::Lang;
use crate::text::{Both, grade as say};

mod attempt;
#[cfg(not(target_arch = "wasm32"))]
mod page;
#[cfg(target_arch = "wasm32")]
#[path = "grade/page_web.rs"]
mod page;
#[cfg(target_arch = "wasm32")]
pub use page::PageGrade;
mod page_expect;
#[cfg(all(unix, not(target_arch = "wasm32")))]
mod page_job;
#[cfg(all(unix, not(target_arch = "wasm32")))]
pub use page_job::serve_page_grade;

pub use attempt::{Given, GradeRow, attempt_knobs, grade, grade_lesson, grade_lesson_rows, knobs_match};

/// What an attempt is made of: the shader and, in a page lesson, the page's program
/// with the folder its imports resolve in.
#[derive(Clone, Copy, Debug)]
pub struct Work<'a> {
    /// The shader's text.
    pub shader: &'a str,
    /// The page's program, in a page lesson.
    pub program: Option<&'a str>,
    /// The folder of the course's shaders and programs (`shaders/`).
    pub root: &'a std::path::Path,
    /// The student's prediction, for a `Predict` check.
    pub answer: Option<&'a str>,
    /// The language a page speaks in: what Lienzo says about it in its lines, which a
    /// verdict quotes in both of its languages.
    pub lang: Lang,
}

/// What a check concluded.
///
/// `Fail` means the check ran and the attempt does not do what the exercise asks;
/// `Error` means the grader could not answer at all, so nothing is known about the
/// attempt:
/// - no adapter, or the page's process could not be started;
/// - the check ran out of [`CHECK_BUDGET`], or a world's run stopped for the machine's
///   load rather than the program's;
/// - the check panicked;
/// - the grader itself got something it cannot read.
///
/// An exception, a WebGPU error, a page that stops presenting, and every measured figure
/// out of bounds are `Fail`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The attempt does what the exercise asks.
    Pass,
    /// The check ran and the attempt does not do what the exercise asks.
    Fail,
    /// The grader could not grade: see [`Verdict`].
    Error,
}

impl Verdict {
    /// `Pass` when `ok`, else `Fail`: a measured result.
    pub fn of(ok: bool) -> Self {
        if ok { Self::Pass } else { Self::Fail }
    }
}

/// The result of one check.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Pass, fail, or could not grade.
    pub verdict: Verdict,
    /// What was measured, in one line, in both languages.
    pub detail: Both,
}

impl Outcome {
    fn new(passed: bool, detail: impl Into<Both>) -> Self {
        Self {
            verdict: Verdict::of(passed),
            detail: detail.into(),
        }
    }

    /// The grader could not grade; `detail` says why.
    pub fn error(detail: impl Into<Both>) -> Self {
        Self {
            verdict: Verdict::Error,
            detail: detail.into(),
        }
    }

    /// Whether the verdict is [`Verdict::Pass`].
    pub fn passed(&self) -> bool {
        self.verdict == Verdict::Pass
    }
}

/// The outcome of a check that panicked: nothing was graded.
pub fn panicked() -> Outcome {
    Outcome::error(say::CHECK_STOPPED_WITH_AN_INTERNAL_ERROR)
}

/// Grades a page check with `work`'s program; `knobs` are the exercise's. Where pages
/// run in processes of their own (the `lienzo` binary), the check runs in one
/// (`page_job.rs`): a page that crashes, hangs or overflows its memory there is a
/// verdict, and the grader (the window, `lienzo grade`) lives on.
fn grade_page(
    opts: &crate::gpu::HostOptions,
    lesson: &crate::lesson::LoadedLesson,
    check: &crate::lesson::Check,
    work: &Work<'_>,
    knobs: &crate::lesson::Knobs,
) -> Outcome {
    #[cfg(all(unix, not(target_arch = "wasm32")))]
    if let Some(exe) = crate::runtime::page_processes() {
        return page_job::grade_contained(exe, opts, lesson, check, work, knobs);
    }
    page::grade_page(opts, lesson, check, work, knobs)
}

/// The outcome of a check that ran past its time budget after `i` of `n` frames.
#[cfg(not(target_arch = "wasm32"))]
fn out_of_budget(i: u32, n: u32) -> Outcome {
    Outcome::error(say::check_ran_out_of_its_budget(CHECK_BUDGET.as_secs(), i, n))
}

/// The longest a single check may run. A lesson file cannot ask for more: the loader
/// bounds every count, and the grader stops here whatever happens.
pub const CHECK_BUDGET: Duration = Duration::from_mins(1);

#[cfg(test)]
mod tests {
    use super::*;

    /// A measured pass and a measured failure, as a prediction gives them.
    fn submits_outcome(n: u32, max: u32) -> Outcome {
        if n <= max {
            Outcome::new(true, say::right_answer(&n.to_string()))
        } else {
            Outcome::new(false, say::not_the_answer(&n.to_string()))
        }
    }

    /// Both languages written, and not the same text twice.
    fn assert_bilingual(d: &Both) {
        assert!(!d.es.trim().is_empty(), "no Spanish: {d:?}");
        assert!(!d.en.trim().is_empty(), "no English: {d:?}");
        assert_ne!(d.es, d.en, "the Spanish is the English: {d:?}");
    }

    #[test]
    fn a_detail_has_both_languages_and_each_is_picked_by_lang() {
        let o = out_of_budget(3, 10);
        assert_eq!(o.verdict, Verdict::Error, "running out of time grades nothing");
        assert_bilingual(&o.detail);
        assert!(o.detail.get(Lang::Es).contains("3 de 10 fotogramas"), "{:?}", o.detail);
        assert!(o.detail.get(Lang::En).contains("3 of 10 frames"), "{:?}", o.detail);
        assert_eq!(o.detail.to_string(), o.detail.en);
        for d in [submits_outcome(2, 1).detail, submits_outcome(1, 1).detail] {
            assert_bilingual(&d);
        }
        assert_eq!(submits_outcome(1, 1).verdict, Verdict::Pass);
        assert_eq!(submits_outcome(2, 1).verdict, Verdict::Fail);
        assert_bilingual(&panicked().detail);
        assert_eq!(panicked().verdict, Verdict::Error);
    }

    #[test]
    fn a_verdict_is_written_in_lowercase_in_json() {
        let o = submits_outcome(3, 1);
        let v = serde_json::to_value(&o).unwrap();
        assert_eq!(v["verdict"], "fail", "{v}");
        assert_eq!(serde_json::to_value(Verdict::Error).unwrap(), "error");
    }
}
