//! One attempt graded on pages of its own, and a whole lesson graded for `lienzo grade`.

use super::panicked;
use super::{Outcome, Work};
use crate::gpu::HostOptions;
use crate::lesson::{Attempt, Catalog, Check, Exercise, Knobs, Lang, LoadedLesson};
use crate::text::grade as say;

/// The knobs an exercise attempt runs with: lesson, then exercise, then attempt, then
/// the caller's `name=value` pairs (already checked).
pub fn attempt_knobs(lesson: &LoadedLesson, ex: &Exercise, attempt: Option<&Attempt>, extra: &[String]) -> Knobs {
    let mut k = lesson.knobs();
    let sets = std::iter::once(&ex.knobs).chain(attempt.map(|a| &a.knobs));
    for set in sets {
        for (n, v) in set {
            let _ = k.set(n, v);
        }
    }
    for pair in extra {
        let _ = k.set_pair(pair);
    }
    k
}

/// Whether the knobs in force are the ones an exercise's check runs with.
pub fn knobs_match(knobs: &Knobs, ex: &Exercise) -> bool {
    ex.knobs.iter().all(|(n, v)| {
        let mut wanted = knobs.clone();
        wanted.set(n, v).is_ok() && wanted.get(n).ok() == knobs.get(n).ok()
    })
}

/// Grades a prediction: nothing runs, the answer is compared.
fn predicted(answer: &str, tolerance: f64, given: Option<&str>) -> Outcome {
    let Some(given) = given.map(str::trim).filter(|g| !g.is_empty()) else {
        return Outcome::new(false, say::NO_PREDICTION_YET);
    };
    // Digits may be grouped as people write them: 14,745,600, 14 745 600, 14.745.600.
    let mut digits: String = given
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | ' ' | '\u{a0}' | '\u{202f}'))
        .collect();
    if digits.matches('.').count() > 1 {
        digits.retain(|c| c != '.');
    }
    let right = match (digits.parse::<f64>(), answer.trim().parse::<f64>()) {
        (Ok(g), Ok(a)) => (g - a).abs() <= tolerance,
        _ => given.eq_ignore_ascii_case(answer.trim()),
    };
    if right {
        Outcome::new(true, say::right_answer(answer))
    } else {
        Outcome::new(false, say::not_the_answer(given))
    }
}

/// Runs one exercise's check: a prediction is compared, a page check runs the program
/// in each of its worlds. No adapter and a panic are [`super::Verdict::Error`]s.
pub fn grade(opts: &HostOptions, lesson: &LoadedLesson, ex: &Exercise, work: &Work<'_>, knobs: &Knobs) -> Outcome {
    let graded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        if let Check::Predict { answer, tolerance } = &ex.check {
            return predicted(answer, *tolerance, work.answer);
        }
        super::grade_page(opts, lesson, &ex.check, work, knobs)
    }));
    graded.unwrap_or_else(|_| panicked())
}

/// One graded attempt, for `lienzo grade` and the tests.
#[derive(Clone, Debug, serde::Serialize)]
pub struct GradeRow {
    /// Exercise id.
    pub exercise: String,
    /// The outcome.
    pub outcome: Outcome,
}

/// Texts given for every exercise instead of the files (`lienzo grade --shader`,
/// `--program`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Given<'a> {
    pub shader: Option<&'a str>,
    pub program: Option<&'a str>,
    /// The language pages speak in ([`Work::lang`]).
    pub lang: Lang,
}

/// Grades every exercise of a lesson with the `given` texts (or, for each one not
/// given, the attempt's file, else the lesson's).
pub fn grade_lesson(
    opts: &HostOptions,
    catalog: &Catalog,
    lesson: &LoadedLesson,
    given: Given<'_>,
    extra: &[String],
    pick: impl Fn(&Exercise) -> Option<&Attempt>,
) -> Result<Vec<GradeRow>, String> {
    grade_lesson_rows(opts, catalog, lesson, given, extra, |ex| {
        vec![(ex.id.clone(), pick(ex))]
    })
}

/// Grades every exercise of a lesson with each of the attempts `pick` names for it (a
/// row each, named as `pick` says): every wrong attempt, say.
pub fn grade_lesson_rows(
    opts: &HostOptions,
    catalog: &Catalog,
    lesson: &LoadedLesson,
    given: Given<'_>,
    extra: &[String],
    pick: impl Fn(&Exercise) -> Vec<(String, Option<&Attempt>)>,
) -> Result<Vec<GradeRow>, String> {
    let read = |name: &str| {
        let path = catalog.shader_path(name);
        std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))
    };
    let mut rows = Vec::new();
    for (ex, row, attempt) in lesson
        .lesson
        .exercises
        .iter()
        .flat_map(|ex| pick(ex).into_iter().map(move |(row, a)| (ex, row, a)))
    {
        let source = match given.shader {
            Some(text) => text.to_owned(),
            None => read(file_or(attempt, &lesson.lesson.shader))?,
        };
        let program = match (given.program, attempt.and_then(|a| a.program.as_deref())) {
            (Some(text), _) => text.to_owned(),
            (None, Some(file)) => read(file)?,
            (None, None) => read(&lesson.lesson.host)?,
        };
        let work = Work {
            shader: &source,
            program: Some(&program),
            root: &catalog.shaders_dir,
            answer: attempt.and_then(|a| a.answer.as_deref()),
            lang: given.lang,
        };
        let knobs = attempt_knobs(lesson, ex, attempt, extra);
        let outcome = grade(opts, lesson, ex, &work, &knobs);
        rows.push(GradeRow { exercise: row, outcome });
    }
    Ok(rows)
}

fn file_or<'a>(attempt: Option<&'a Attempt>, default: &'a str) -> &'a str {
    attempt.and_then(|a| a.shader.as_deref()).unwrap_or(default)
}

#[cfg(test)]
mod tests {
    use super::predicted;
    use crate::grade::Verdict;

    #[test]
    fn a_prediction_is_a_number_within_its_tolerance_or_the_word() {
        let v = |answer: &str, tolerance: f64, given: Option<&str>| predicted(answer, tolerance, given).verdict;
        assert_eq!(v("14745600", 0.0, None), Verdict::Fail);
        assert_eq!(v("14745600", 0.0, Some("  ")), Verdict::Fail);
        for written in ["14745600", "14,745,600", "14 745 600", "14.745.600"] {
            assert_eq!(v("14745600", 0.0, Some(written)), Verdict::Pass, "{written}");
        }
        assert_eq!(v("14745600", 0.0, Some("14745601")), Verdict::Fail);
        assert_eq!(v("2.2", 0.1, Some("2.25")), Verdict::Pass);
        assert_eq!(v("2.2", 0.1, Some("2.5")), Verdict::Fail);
        assert_eq!(v("destroyed", 0.0, Some(" Destroyed ")), Verdict::Pass);
        assert_eq!(v("destroyed", 0.0, Some("unknown")), Verdict::Fail);
    }
}
