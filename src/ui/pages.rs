//! Each lesson's page as the student left it, besides the text: the knobs set away from
//! the lesson's start and where the page was scrolled. Kept in the work folder
//! (`pages/<lesson>.ron`) like drafts, so coming back to a lesson, or to Lienzo, finds
//! it as it was; "Lesson values" brings the start back.

use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;
use web_time::Instant;

use crate::lesson::{KNOB_DEFS, Knobs};
use crate::work::{PageState, WorkDir, WriteError};

/// How long after the last change (a scroll) a page state is written.
const PAGE_DELAY: Duration = Duration::from_millis(600);

/// The knobs of `now` that differ from `start`, by name, as `--set` values.
pub fn knob_diff(start: &Knobs, now: &Knobs) -> BTreeMap<String, String> {
    KNOB_DEFS
        .iter()
        .filter_map(|d| {
            let (a, b) = (start.get(d.name).ok()?, now.get(d.name).ok()?);
            (a != b).then(|| (d.name.to_owned(), b))
        })
        .collect()
}

/// The page states read so far, and those not written yet.
#[derive(Debug, Default)]
pub struct Pages {
    map: BTreeMap<String, PageState>,
    unwritten: BTreeSet<String>,
    due: Option<Instant>,
}

impl Pages {
    /// A lesson's page state, read from the work folder the first time. A file that
    /// cannot be read gives the reason (shown to the student) and a fresh page.
    pub fn open(&mut self, work: &WorkDir, lesson: &str) -> (PageState, Option<String>) {
        if let Some(p) = self.map.get(lesson) {
            return (p.clone(), None);
        }
        let (page, warning) = match work.read_page(lesson) {
            Ok(p) => (p, None),
            Err(e) => (PageState::default(), Some(e.to_string())),
        };
        self.map.insert(lesson.to_owned(), page.clone());
        (page, warning)
    }

    /// `start` with the student's knobs of the lesson applied. A kept value that no
    /// longer parses (a knob renamed since) is dropped and named.
    pub fn knobs(&mut self, work: &WorkDir, lesson: &str, start: &Knobs) -> (Knobs, Vec<String>) {
        let (page, warning) = self.open(work, lesson);
        let mut knobs = start.clone();
        let mut problems: Vec<String> = warning.into_iter().collect();
        for (name, value) in &page.knobs {
            if let Err(e) = knobs.set(name, value) {
                problems.push(format!("{}: {e}", work.page_path(lesson).display()));
            }
        }
        (knobs, problems)
    }

    /// The student set `now` on a lesson whose start is `start`: kept at once.
    pub fn set_knobs(&mut self, lesson: &str, start: &Knobs, now: &Knobs) {
        let diff = knob_diff(start, now);
        let page = self.map.entry(lesson.to_owned()).or_default();
        if page.knobs != diff {
            page.knobs = diff;
            self.unwritten.insert(lesson.to_owned());
            self.due = Some(Instant::now());
        }
    }

    /// The student's prediction for exercise `ex` of `lesson`, as typed.
    pub fn answer(&self, lesson: &str, ex: &str) -> Option<&str> {
        self.map.get(lesson)?.answers.get(ex).map(String::as_str)
    }

    /// The student typed a prediction: kept a moment after the typing stops.
    pub fn set_answer(&mut self, lesson: &str, ex: &str, text: String) {
        let page = self.map.entry(lesson.to_owned()).or_default();
        if page.answers.get(ex) != Some(&text) {
            page.answers.insert(ex.to_owned(), text);
            self.unwritten.insert(lesson.to_owned());
            self.due = Some(Instant::now() + PAGE_DELAY);
        }
    }

    /// The page was scrolled to `y`: kept a moment after the scrolling stops.
    pub fn set_scroll(&mut self, lesson: &str, y: f32) {
        let page = self.map.entry(lesson.to_owned()).or_default();
        if (page.scroll - y).abs() >= 1.0 {
            page.scroll = y;
            self.unwritten.insert(lesson.to_owned());
            self.due = Some(Instant::now() + PAGE_DELAY);
        }
    }

    /// Writes the states that are due. Returns the first error; a failed write is tried
    /// again later.
    pub fn write_due(&mut self, work: &WorkDir) -> Result<(), WriteError> {
        if self.due.is_some_and(|d| Instant::now() < d) {
            return Ok(());
        }
        self.write_all(work)
    }

    /// Writes every unwritten state now, due or not (leaving a lesson, closing the
    /// window). Returns the first error; a failed write is tried again later.
    pub fn write_all(&mut self, work: &WorkDir) -> Result<(), WriteError> {
        if self.unwritten.is_empty() {
            return Ok(());
        }
        let mut first_error = None;
        for lesson in std::mem::take(&mut self.unwritten) {
            let page = self.map.get(&lesson).cloned().unwrap_or_default();
            if let Err(e) = work.write_page(&lesson, &page) {
                first_error.get_or_insert(WriteError {
                    path: work.page_path(&lesson),
                    source: e,
                });
                self.unwritten.insert(lesson);
            }
        }
        self.due = (!self.unwritten.is_empty()).then(|| Instant::now() + Duration::from_secs(5));
        first_error.map_or(Ok(()), Err)
    }

    /// When the next write is due, for scheduling a repaint.
    pub fn next_due(&self) -> Option<Instant> {
        self.due.filter(|_| !self.unwritten.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knobs_set_away_from_the_start_come_back_and_lesson_values_forget_them() {
        let dir = tempfile::tempdir().expect("temp dir");
        let work = WorkDir::new(dir.path());
        let start = Knobs {
            tab_hidden: true,
            ..Knobs::default()
        };
        let mut pages = Pages::default();
        let mut now = start.clone();
        now.tab_hidden = false;
        pages.set_knobs("current-texture", &start, &now);
        pages.write_due(&work).expect("written");
        // A new session reads them back.
        let (back, problems) = Pages::default().knobs(&work, "current-texture", &start);
        assert!(problems.is_empty(), "{problems:?}");
        assert!(!back.tab_hidden);
        pages.set_knobs("current-texture", &start, &start);
        pages.write_all(&work).expect("written");
        let (back, _) = Pages::default().knobs(&work, "current-texture", &start);
        assert_eq!(back, start);
    }
}
