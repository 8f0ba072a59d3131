//! The student's progress: which exercises have passed, kept in the work folder as
//! `progress.json`, and what comes next.

use std::collections::BTreeSet;
use std::path::PathBuf;

use crate::lesson::{Catalog, LoadedLesson};
use crate::work::{WorkDir, write_atomic};

/// Exercises passed so far, as `lesson/exercise` keys.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    path: Option<PathBuf>,
    passed: BTreeSet<String>,
}

#[derive(serde::Serialize, serde::Deserialize)]
struct File {
    passed: BTreeSet<String>,
}

/// What the student can do next.
#[derive(Clone, Debug)]
pub enum Next<'a> {
    /// An exercise of the open lesson that has not passed yet.
    Exercise(&'a str),
    /// The open lesson is done; this is the next lesson with work left.
    Lesson(&'a LoadedLesson),
    /// Every exercise of every lesson has passed.
    AllDone,
}

fn key(lesson: &str, exercise: &str) -> String {
    format!("{lesson}/{exercise}")
}

impl Progress {
    /// Progress kept nowhere (tests, or a work folder that cannot be read).
    pub fn in_memory() -> Self {
        Self::default()
    }

    /// Reads `progress.json` from the work folder. A missing file is no progress yet. A
    /// file that cannot be read is set aside as `progress.json.unreadable` (never
    /// overwritten) and the message says so.
    pub fn load(work: &WorkDir) -> (Self, Option<String>) {
        let path = work.root().join("progress.json");
        let mut progress = Self {
            path: Some(path.clone()),
            passed: BTreeSet::new(),
        };
        let text = match crate::files::read(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (progress, None),
            Err(e) => {
                progress.path = None;
                return (
                    progress,
                    Some(format!("{}: {e}; progress is not kept this session", path.display())),
                );
            }
        };
        match serde_json::from_slice::<File>(&text) {
            Ok(f) => {
                progress.passed = f.passed;
                (progress, None)
            }
            Err(e) => {
                let aside = path.with_extension("json.unreadable");
                let moved = crate::files::rename(&path, &aside);
                let message = match moved {
                    Ok(()) => format!(
                        "{}:{}:{}: {e}; the file was kept as {}, and progress starts again",
                        path.display(),
                        e.line(),
                        e.column(),
                        aside.display()
                    ),
                    Err(m) => {
                        progress.path = None;
                        format!(
                            "{}:{}:{}: {e}; it could not be set aside ({m}), so progress is not kept this session",
                            path.display(),
                            e.line(),
                            e.column()
                        )
                    }
                };
                (progress, Some(message))
            }
        }
    }

    /// Whether an exercise has passed before.
    pub fn passed(&self, lesson: &str, exercise: &str) -> bool {
        self.passed.contains(&key(lesson, exercise))
    }

    /// Records a pass and writes the file. Returns whether it is new.
    pub fn record(&mut self, lesson: &str, exercise: &str) -> std::io::Result<bool> {
        if !self.passed.insert(key(lesson, exercise)) {
            return Ok(false);
        }
        if let Some(path) = &self.path {
            let file = File {
                passed: self.passed.clone(),
            };
            let text = serde_json::to_vec_pretty(&file).map_err(std::io::Error::other)?;
            write_atomic(path, &text)?;
        }
        Ok(true)
    }

    /// Passed and total exercises of a lesson.
    pub fn count(&self, lesson: &LoadedLesson) -> (usize, usize) {
        let l = &lesson.lesson;
        let done = l.exercises.iter().filter(|e| self.passed(&l.id, &e.id)).count();
        (done, l.exercises.len())
    }

    /// What comes after the open lesson: its first exercise not passed yet, else the
    /// next lesson (in catalog order, wrapping around) with one.
    pub fn next<'a>(&self, catalog: &'a Catalog, open: &'a LoadedLesson) -> Next<'a> {
        let l = &open.lesson;
        if let Some(e) = l.exercises.iter().find(|e| !self.passed(&l.id, &e.id)) {
            return Next::Exercise(&e.id);
        }
        let at = catalog.lessons.iter().position(|c| c.lesson.id == l.id).unwrap_or(0);
        let n = catalog.lessons.len();
        (1..n)
            .map(|i| &catalog.lessons[(at + i) % n])
            .find(|c| {
                let (done, total) = self.count(c);
                done < total
            })
            .map_or(Next::AllDone, Next::Lesson)
    }
}

#[cfg(test)]
mod tests {
    use super::Progress;
    use crate::work::WorkDir;

    #[test]
    fn passes_are_kept_in_the_work_folder_and_a_bad_file_is_set_aside() {
        let dir = tempfile::tempdir().unwrap();
        let work = WorkDir::new(dir.path());
        let (mut p, warning) = Progress::load(&work);
        assert_eq!(warning, None);
        assert!(p.record("limits", "tile-override").unwrap());
        assert!(!p.record("limits", "tile-override").unwrap());
        let (again, _) = Progress::load(&work);
        assert!(again.passed("limits", "tile-override"));
        assert!(!again.passed("limits", "workgroup-total"));

        std::fs::write(dir.path().join("progress.json"), "{\"passed\": [1,").unwrap();
        let (fresh, warning) = Progress::load(&work);
        let warning = warning.unwrap();
        assert!(warning.contains("progress.json:1:"), "{warning}");
        assert!(!fresh.passed("limits", "tile-override"));
        assert!(
            dir.path().join("progress.json.unreadable").exists(),
            "the bad file is kept"
        );
    }
}
