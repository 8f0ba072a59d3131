//! The student's progress: which exercises have passed, and the first answer checked
//! for each prediction, kept in the work folder as `progress.json`. What comes next is the catalog's answer
//! ([`crate::lesson::Catalog::next`]), asked with [`Progress::passed`].

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use crate::work::{WorkDir, write_atomic};

/// Exercises passed so far, and the first answers to predictions, by `lesson/exercise`
/// keys.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    path: Option<PathBuf>,
    passed: BTreeSet<String>,
    first_answers: BTreeMap<String, String>,
}

#[derive(serde::Serialize, serde::Deserialize)]
struct File {
    passed: BTreeSet<String>,
    /// The first answer checked for each prediction: the guess made before observing.
    #[serde(default)]
    first_answers: BTreeMap<String, String>,
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
            first_answers: BTreeMap::new(),
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
                progress.first_answers = f.first_answers;
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
        self.write()?;
        Ok(true)
    }

    /// The first answer checked for a prediction, if one was.
    pub fn first_answer(&self, lesson: &str, exercise: &str) -> Option<&str> {
        self.first_answers.get(&key(lesson, exercise)).map(String::as_str)
    }

    /// Keeps `answer` as the prediction's first answer, unless one is kept already, and
    /// writes the file. Returns whether it is the first.
    pub fn commit_answer(&mut self, lesson: &str, exercise: &str, answer: &str) -> std::io::Result<bool> {
        let key = key(lesson, exercise);
        if self.first_answers.contains_key(&key) {
            return Ok(false);
        }
        self.first_answers.insert(key, answer.to_owned());
        self.write()?;
        Ok(true)
    }

    fn write(&self) -> std::io::Result<()> {
        if let Some(path) = &self.path {
            let file = File {
                passed: self.passed.clone(),
                first_answers: self.first_answers.clone(),
            };
            let text = serde_json::to_vec_pretty(&file).map_err(std::io::Error::other)?;
            write_atomic(path, &text)?;
        }
        Ok(())
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
        // A prediction's first answer stays the first, whatever comes after it.
        assert!(p.commit_answer("limits", "predict-invocations", "512").unwrap());
        assert!(!p.commit_answer("limits", "predict-invocations", "1024").unwrap());
        let (again, _) = Progress::load(&work);
        assert_eq!(again.first_answer("limits", "predict-invocations"), Some("512"));
        assert_eq!(again.first_answer("limits", "predict-limit-keys"), None);
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
