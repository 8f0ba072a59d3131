//! `lienzo grade`: every exercise of a lesson graded with an attempt.

use std::path::Path;

use super::{Common, EXIT_NOT_GRADED, EXIT_OK, EXIT_PROBLEMS, fail, lesson_ids, out, unknown_lesson};
use crate::grade::Verdict;
use crate::lesson::Knobs;
use crate::text::grade as say;

/// Which attempt `lienzo grade` runs for each exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attempted {
    /// Each exercise's reference solution.
    Solutions,
    /// The lesson as it opens: its shader and starting knobs (every check should fail).
    Start,
    /// Each exercise's wrong attempt (every check should fail).
    Wrong,
}

/// The student's files `lienzo grade` grades instead of the reference ones.
#[derive(Clone, Copy, Debug, Default)]
pub struct Files<'a> {
    pub shader: Option<&'a Path>,
    pub program: Option<&'a Path>,
}

/// `lienzo grade`: one lesson, or every lesson with exercises when `lesson` is `None`.
pub fn grade(
    common: &Common,
    lesson: Option<&str>,
    files: Files<'_>,
    attempted: Attempted,
    set: &[String],
    json: bool,
) -> u8 {
    let catalog = crate::lesson::Catalog::load(&common.lessons_dir(), &common.shaders_dir());
    let lessons: Vec<&crate::lesson::LoadedLesson> = match lesson {
        Some(id) => match catalog.find(id) {
            Some(l) => vec![l],
            None => return fail(json, unknown_lesson(&catalog, id)),
        },
        None if files.shader.is_some() || files.program.is_some() => {
            return fail(
                json,
                format!(
                    "grade --shader and --program need --lesson ID; lessons: {}",
                    lesson_ids(&catalog).join(", ")
                ),
            );
        }
        None => catalog
            .lessons
            .iter()
            .filter(|l| !l.lesson.exercises.is_empty())
            .collect(),
    };
    let mut extra: Vec<String> = set.to_vec();
    for pair in &extra {
        if let Err(e) = Knobs::default().set_pair(pair) {
            return fail(json, e);
        }
    }
    if common.min_limits {
        extra.push("limits=defaults".to_owned());
    }
    let instance = crate::gpu::device::instance(common.backends);
    if let Err(e) = pollster::block_on(crate::gpu::device::adapter_for(&instance, common.backends)) {
        return fail(json, e);
    }
    let read = |path: Option<&Path>| path.map(crate::work::read_text).transpose();
    let (text, program) = match (read(files.shader), read(files.program)) {
        (Ok(t), Ok(p)) => (t, p),
        (Err(e), _) | (_, Err(e)) => return fail(json, e),
    };
    let given = crate::grade::Given {
        shader: text.as_deref(),
        program: program.as_deref(),
        lang: common.lang,
    };
    let own = text.is_some() || program.is_some();
    let mut graded = Vec::new();
    for l in &lessons {
        let rows = crate::grade::grade_lesson_rows(&super::host_options(common), &catalog, l, given, &extra, |ex| {
            // A student's files, and the starting state, are graded with the lesson's
            // and the exercise's knobs only; each wrong attempt gets a row.
            match (own, attempted) {
                (true, _) | (false, Attempted::Start) => vec![(ex.id.clone(), None)],
                (false, Attempted::Solutions) => vec![(ex.id.clone(), Some(&ex.solution))],
                (false, Attempted::Wrong) => ex.wrong_attempts().into_iter().map(|(r, a)| (r, Some(a))).collect(),
            }
        });
        match rows {
            Ok(r) => graded.push((l.lesson.id.clone(), r)),
            Err(e) => return fail(json, e),
        }
    }
    let passed = |rows: &[crate::grade::GradeRow]| rows.iter().all(|r| r.outcome.passed());
    let all = graded.iter().all(|(_, rows)| passed(rows));
    let worst = |rows: &mut dyn Iterator<Item = &crate::grade::GradeRow>| {
        rows.map(|r| r.outcome.verdict)
            .fold(Verdict::Pass, |w, v| match (w, v) {
                (Verdict::Error, _) | (_, Verdict::Error) => Verdict::Error,
                (Verdict::Fail, _) | (_, Verdict::Fail) => Verdict::Fail,
                _ => Verdict::Pass,
            })
    };
    let overall = worst(&mut graded.iter().flat_map(|(_, rows)| rows));
    let (mode, attempt) = match (own, attempted) {
        (true, _) => ("files", say::YOUR_FILES),
        (false, Attempted::Solutions) => ("solutions", say::SOLUTIONS),
        (false, Attempted::Start) => ("start", say::START),
        (false, Attempted::Wrong) => ("wrong", say::WRONG_ATTEMPTS),
    };
    if json {
        let objects: Vec<serde_json::Value> = graded
            .iter()
            .map(|(id, rows)| {
                let all_passed = passed(rows);
                let verdict = worst(&mut rows.iter());
                // Each detail in --lang, as the text output prints it.
                let rows: Vec<serde_json::Value> = rows
                    .iter()
                    .map(|r| {
                        serde_json::json!({
                            "exercise": r.exercise,
                            "outcome": {
                                "verdict": r.outcome.verdict,
                                "passed": r.outcome.passed(),
                                "detail": r.outcome.detail.get(common.lang),
                            },
                        })
                    })
                    .collect();
                serde_json::json!({ "lesson": id, "verdict": verdict, "passed": all_passed, "exercises": rows })
            })
            .collect();
        if lesson.is_some() {
            let mut one = objects.into_iter().next().unwrap_or_default();
            one["attempt"] = mode.into();
            out!("{one:#}");
        } else {
            out!(
                "{:#}",
                serde_json::json!({ "attempt": mode, "verdict": overall, "passed": all, "lessons": objects })
            );
        }
    } else {
        for (id, rows) in &graded {
            if lesson.is_none() {
                out!("{id}");
            }
            for r in rows {
                let mark = match r.outcome.verdict {
                    Verdict::Pass => say::ROW_PASSED,
                    Verdict::Fail => say::ROW_FAILED,
                    Verdict::Error => say::ROW_NOT_GRADED,
                };
                out!(
                    "{} {:<28} {}",
                    mark.get(common.lang),
                    r.exercise,
                    r.outcome.detail.get(common.lang)
                );
            }
        }
        let rows: Vec<&crate::grade::GradeRow> = graded.iter().flat_map(|(_, r)| r).collect();
        let count = |v: Verdict| rows.iter().filter(|r| r.outcome.verdict == v).count();
        let (n, failed, errors) = (count(Verdict::Pass), count(Verdict::Fail), count(Verdict::Error));
        let summary = say::graded_summary(n, failed, errors, attempt);
        out!("{}", summary.get(common.lang));
    }
    match overall {
        Verdict::Pass => EXIT_OK,
        Verdict::Fail => EXIT_PROBLEMS,
        Verdict::Error => EXIT_NOT_GRADED,
    }
}
