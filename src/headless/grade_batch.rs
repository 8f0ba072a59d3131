//! `lienzo grade --lesson ID --programs DIR`: a class's submissions graded one after the
//! other, for a teacher or an autograder (GitHub Classroom reads JUnit XML). A
//! submission is a `.js` file in the folder (named by its stem), or a folder holding
//! the lesson's program file (named by the folder; the lesson's shader file beside it
//! is graded too). Each exercise's check runs the program in a process of its own with
//! its time and memory limits, so a hostile submission ends with a verdict like any
//! other, and the run's length is bounded by the number of submissions.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

use super::{Common, EXIT_NOT_GRADED, EXIT_OK, fail, out};
use crate::grade::{GradeRow, Verdict};
use crate::text::grade as say;

/// One submission: its name, its program and its shader, if it brought one.
struct Submission {
    name: String,
    program: PathBuf,
    shader: Option<PathBuf>,
}

/// The submissions in `dir`, by name.
fn submissions(dir: &Path, program: &str, shader: &str) -> Result<Vec<Submission>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut found = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            let main = path.join(program);
            if main.is_file() {
                let wgsl = path.join(shader);
                found.push(Submission {
                    name,
                    program: main,
                    shader: wgsl.is_file().then_some(wgsl),
                });
            }
        } else if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("js")) {
            let stem = path
                .file_stem()
                .map_or(name.clone(), |s| s.to_string_lossy().into_owned());
            found.push(Submission {
                name: stem,
                program: path,
                shader: None,
            });
        }
    }
    found.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(found)
}

/// What one submission got.
struct Graded {
    name: String,
    rows: Result<Vec<GradeRow>, String>,
    seconds: f64,
}

impl Graded {
    fn passed(&self) -> usize {
        self.rows
            .as_ref()
            .map_or(0, |r| r.iter().filter(|r| r.outcome.passed()).count())
    }

    /// Whether a check of it could not run (a file that cannot be read is the
    /// submission's own failure, not this).
    fn not_graded(&self) -> bool {
        self.rows
            .as_ref()
            .is_ok_and(|r| r.iter().any(|r| r.outcome.verdict == Verdict::Error))
    }
}

/// `lienzo grade --lesson ID --programs DIR [--json] [--junit FILE]`. Exits 0 when every
/// submission got a verdict for every exercise (passed or failed), 2 when something
/// could not be graded.
pub fn grade_programs(
    common: &Common,
    lesson: &str,
    dir: &Path,
    set: &[String],
    json: bool,
    junit: Option<&Path>,
) -> u8 {
    let catalog = crate::lesson::Catalog::load(&common.lessons_dir(), &common.shaders_dir());
    let Some(l) = catalog.find(lesson) else {
        return fail(json, super::unknown_lesson(&catalog, lesson));
    };
    let host = l.lesson.host.clone();
    let list = match submissions(dir, &host, &l.lesson.shader) {
        Ok(list) if list.is_empty() => {
            let why = say::no_submissions(&dir.display().to_string(), &host);
            return fail(json, why.get(common.lang).to_owned());
        }
        Ok(list) => list,
        Err(e) => return fail(json, e),
    };
    for pair in set {
        if let Err(e) = crate::lesson::Knobs::default().set_pair(pair) {
            return fail(json, e);
        }
    }
    let mut extra = set.to_vec();
    if common.min_limits {
        extra.push("limits=defaults".to_owned());
    }
    let total = l
        .lesson
        .exercises
        .iter()
        .filter(|e| !matches!(e.check, crate::lesson::Check::Predict { .. }))
        .count();
    let started = Instant::now();
    let mut graded = Vec::new();
    for s in &list {
        let t = Instant::now();
        let read = |p: Option<&Path>| p.map(crate::work::read_text).transpose();
        let rows = match (read(Some(&s.program)), read(s.shader.as_deref())) {
            (Ok(program), Ok(shader)) => {
                let given = crate::grade::Given {
                    shader: shader.as_deref(),
                    program: program.as_deref(),
                    lang: common.lang,
                };
                // A prediction is the student's answer, not the program's: not graded here.
                crate::grade::grade_lesson_rows(&super::host_options(common), &catalog, l, given, &extra, |ex| {
                    if matches!(ex.check, crate::lesson::Check::Predict { .. }) {
                        Vec::new()
                    } else {
                        vec![(ex.id.clone(), None)]
                    }
                })
            }
            (Err(e), _) | (_, Err(e)) => Err(e.to_string()),
        };
        let g = Graded {
            name: s.name.clone(),
            rows,
            seconds: t.elapsed().as_secs_f64(),
        };
        if !json {
            out!(
                "{}",
                say::submission_row(&g.name, g.passed(), total, g.seconds).get(common.lang)
            );
            match &g.rows {
                Ok(rows) => {
                    for r in rows.iter().filter(|r| !r.outcome.passed()) {
                        out!("    {:<26} {}", r.exercise, r.outcome.detail.get(common.lang));
                    }
                }
                Err(e) => out!("    {e}"),
            }
        }
        graded.push(g);
    }
    let seconds = started.elapsed().as_secs_f64();
    let not_graded = graded.iter().filter(|g| g.not_graded()).count();
    let all_passed = graded.iter().filter(|g| g.passed() == total && !g.not_graded()).count();
    if let Some(path) = junit
        && let Err(e) = std::fs::write(path, junit_xml(lesson, &graded, common))
    {
        return fail(json, format!("{}: {e}", path.display()));
    }
    if json {
        let subs: Vec<serde_json::Value> = graded.iter().map(|g| submission_json(g, common)).collect();
        out!(
            "{:#}",
            serde_json::json!({
                "lesson": lesson, "submissions": subs, "seconds": seconds,
                "all_passed": all_passed, "not_graded": not_graded,
            })
        );
    } else {
        let line = say::submissions_summary(graded.len(), all_passed, not_graded, seconds);
        out!("{}", line.get(common.lang));
    }
    if not_graded > 0 { EXIT_NOT_GRADED } else { EXIT_OK }
}

fn submission_json(g: &Graded, common: &Common) -> serde_json::Value {
    match &g.rows {
        Ok(rows) => {
            let exercises: Vec<serde_json::Value> = rows
                .iter()
                .map(|r| {
                    serde_json::json!({
                        "exercise": r.exercise, "verdict": r.outcome.verdict, "passed": r.outcome.passed(),
                        "detail": r.outcome.detail.get(common.lang),
                    })
                })
                .collect();
            serde_json::json!({ "name": g.name, "passed": g.passed(), "exercises": exercises, "seconds": g.seconds })
        }
        Err(e) => serde_json::json!({ "name": g.name, "passed": 0, "unreadable": e, "seconds": g.seconds }),
    }
}

/// Text for an XML attribute or element.
fn xml(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => s.push_str("&amp;"),
            '<' => s.push_str("&lt;"),
            '>' => s.push_str("&gt;"),
            '"' => s.push_str("&quot;"),
            '\'' => s.push_str("&apos;"),
            // XML 1.0 has no place for most control characters.
            c if c.is_control() && !matches!(c, '\n' | '\t' | '\r') => s.push('\u{fffd}'),
            c => s.push(c),
        }
    }
    s
}

/// JUnit XML: a test suite per submission, a test case per exercise; a failed check is
/// a `<failure>`, a check that could not run an `<error>`.
fn junit_xml(lesson: &str, graded: &[Graded], common: &Common) -> String {
    let mut doc = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(doc, "<testsuites name=\"{}\">", xml(lesson));
    for g in graded {
        let rows: &[GradeRow] = g.rows.as_deref().unwrap_or(&[]);
        let failures = rows.iter().filter(|r| r.outcome.verdict == Verdict::Fail).count();
        let errors = rows.iter().filter(|r| r.outcome.verdict == Verdict::Error).count();
        let failures = failures + usize::from(g.rows.is_err());
        let _ = writeln!(
            doc,
            "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{failures}\" errors=\"{errors}\" time=\"{:.3}\">",
            xml(&g.name),
            rows.len().max(1),
            g.seconds
        );
        if let Err(e) = &g.rows {
            let _ = writeln!(
                doc,
                "    <testcase classname=\"{}\" name=\"files\"><failure message=\"{}\"/></testcase>",
                xml(&g.name),
                xml(e)
            );
        }
        for r in rows {
            let detail = xml(r.outcome.detail.get(common.lang));
            let body = match r.outcome.verdict {
                Verdict::Pass => String::new(),
                Verdict::Fail => format!("<failure message=\"{detail}\"/>"),
                Verdict::Error => format!("<error message=\"{detail}\"/>"),
            };
            let _ = writeln!(
                doc,
                "    <testcase classname=\"{}\" name=\"{}\">{body}</testcase>",
                xml(&g.name),
                xml(&r.exercise)
            );
        }
        doc.push_str("  </testsuite>\n");
    }
    doc.push_str("</testsuites>\n");
    doc
}

#[cfg(test)]
mod tests {
    #[test]
    fn xml_text_is_escaped_and_control_characters_replaced() {
        assert_eq!(
            super::xml("a<b & \"c\" 'd'\u{1}"),
            "a&lt;b &amp; &quot;c&quot; &apos;d&apos;\u{fffd}"
        );
    }
}
