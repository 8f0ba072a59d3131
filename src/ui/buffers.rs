//! The student's shader texts, one per lesson. Course files are read-only: Ctrl+S writes
//! the student's own copy into the work folder, edits are kept as drafts a moment after
//! each change, and "Revert to original" reads the course file. Nothing here is ever
//! lost silently.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;
use web_time::Instant;

use crate::text::Both;
use crate::work::{WorkDir, WriteError, read_text};

/// Why a lesson's text could not be saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// No text is open for the lesson.
    #[error("nothing to save")]
    NothingToSave,
    /// The text is shown read-only; the reason, as the editor shows it.
    #[error("{0}")]
    ReadOnly(Both),
    /// The work folder's file could not be written.
    #[error(transparent)]
    Write(#[from] WriteError),
}

impl SaveError {
    /// Why, in both languages; a system's message stays as it said it.
    pub fn said(&self) -> Both {
        match self {
            Self::NothingToSave => crate::text::files::NOTHING_TO_SAVE.into(),
            Self::ReadOnly(why) => why.clone(),
            Self::Write(e) => Both {
                es: e.to_string(),
                en: e.to_string(),
            },
        }
    }
}

/// How long after the last keystroke a draft is written.
pub const DRAFT_DELAY: Duration = Duration::from_millis(400);

/// One lesson's editor text and what it is compared with.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Buffer {
    /// The text in the editor.
    pub text: String,
    /// What "unsaved" is measured against: the student's saved file, or the course file
    /// when the student never saved.
    pub base: String,
    /// The course file's text: "Revert to original" goes back to it.
    pub original: String,
    /// The text before the last revert, for "undo revert".
    pub before_revert: Option<String>,
    /// The course file changed while the editor held edits: keep them or load the file?
    pub conflict: Option<String>,
    /// Why the text cannot be edited (a binary or huge file), when it cannot.
    pub read_only: Option<Both>,
    /// A file of the student's own (a page opened with *Open page…*): *Save* writes it
    /// in place, not into the work folder, and there is no saved copy to read.
    pub own_file: Option<PathBuf>,
    /// The text last written as a draft (or found saved), to write drafts only on change.
    persisted: String,
    /// When the text changed and its draft is not written yet.
    draft_due: Option<Instant>,
}

impl Buffer {
    /// Whether the editor holds edits that are not saved.
    pub fn dirty(&self) -> bool {
        self.text != self.base
    }
}

/// Every lesson's buffer, by lesson id, and the work folder they are kept in.
#[derive(Debug)]
pub struct Buffers {
    map: BTreeMap<String, Buffer>,
    work: WorkDir,
}

/// A buffer as it opens: the draft kept under `key` if there is one, else the saved
/// copy (a lesson's, in the work folder; a file of the student's own is its own saved
/// copy: `own`), else `file`. A file that is not text opens read-only, with the reason.
fn load(work: &WorkDir, key: &str, file: &Path, own: bool) -> Buffer {
    let mut read_only = None;
    let original = read_text(file).unwrap_or_else(|e| {
        read_only = Some(e.said());
        e.readable_text().to_owned()
    });
    let saved = if own { None } else { work.read_saved(key) };
    let base = match saved {
        Some(Ok(t)) => t,
        Some(Err(e)) => {
            read_only = Some(e.said());
            e.readable_text().to_owned()
        }
        None => original.clone(),
    };
    let text = match work.read_draft(key) {
        Some(Ok(t)) if read_only.is_none() => t,
        _ => base.clone(),
    };
    Buffer {
        persisted: text.clone(),
        text,
        base,
        original,
        read_only,
        own_file: own.then(|| file.to_owned()),
        ..Buffer::default()
    }
}

impl Buffers {
    /// Buffers kept in `work`.
    pub fn new(work: WorkDir) -> Self {
        Self {
            map: BTreeMap::new(),
            work,
        }
    }

    /// The work folder.
    pub fn work(&self) -> &WorkDir {
        &self.work
    }

    /// The buffer of a lesson, loading it the first time: the draft if there is one,
    /// else the student's saved file, else the course file at `course`.
    pub fn open(&mut self, lesson: &str, course: &Path) -> &mut Buffer {
        let work = &self.work;
        self.map
            .entry(lesson.to_owned())
            .or_insert_with(|| load(work, lesson, course, false))
    }

    /// The buffer of a file of the student's own, `key` naming its draft: the draft if
    /// there is one, else the file. *Save* writes the file.
    pub fn open_own(&mut self, key: &str, file: &Path) -> &mut Buffer {
        let work = &self.work;
        self.map
            .entry(key.to_owned())
            .or_insert_with(|| load(work, key, file, true))
    }

    /// The buffer of a lesson, if opened.
    pub fn get(&self, lesson: &str) -> Option<&Buffer> {
        self.map.get(lesson)
    }

    /// The buffer of a lesson, if opened.
    pub fn get_mut(&mut self, lesson: &str) -> Option<&mut Buffer> {
        self.map.get_mut(lesson)
    }

    /// The course file at `course` changed on disk. A buffer the student never saved and
    /// never edited follows it; one with edits keeps them and records a conflict to ask
    /// about; one the student saved keeps the student's file. Returns true when the
    /// editor text changed.
    pub fn file_changed(&mut self, lesson: &str, course: &Path) -> bool {
        let Some(b) = self.map.get_mut(lesson) else {
            return false;
        };
        // Deleted, renamed or unreadable: keep everything.
        let Ok(now) = read_text(course) else { return false };
        if now == b.original {
            return false;
        }
        let follows_course = b.base == b.original;
        b.original = now.clone();
        if !follows_course {
            return false;
        }
        if b.dirty() && b.text != now {
            b.conflict = Some(now);
            return false;
        }
        let changed = b.text != now;
        b.text = now.clone();
        b.base = now;
        changed
    }

    /// Saves a lesson's text into the work folder (atomically). Returns the file.
    pub fn save(&mut self, lesson: &str) -> Result<PathBuf, SaveError> {
        let b = self.map.get_mut(lesson).ok_or(SaveError::NothingToSave)?;
        if let Some(why) = &b.read_only {
            return Err(SaveError::ReadOnly(why.clone()));
        }
        let path = match &b.own_file {
            Some(own) => crate::files::write_atomic(own, b.text.as_bytes())
                .and_then(|()| self.work.remove_draft(lesson))
                .map(|()| own.clone())
                .map_err(|source| WriteError {
                    path: own.clone(),
                    source,
                })?,
            None => self.work.save(lesson, &b.text).map_err(|source| WriteError {
                path: self.work.saved_path(lesson),
                source,
            })?,
        };
        if b.own_file.is_some() {
            // The file now holds the text: it is what "Revert" goes back to.
            b.original = b.text.clone();
        }
        b.base = b.text.clone();
        b.persisted = b.text.clone();
        b.conflict = None;
        b.draft_due = None;
        Ok(path)
    }

    /// Replaces the text with the course file's, keeping the old text for "undo revert".
    pub fn revert(&mut self, lesson: &str) {
        if let Some(b) = self.map.get_mut(lesson)
            && b.text != b.original
        {
            let original = b.original.clone();
            b.before_revert = Some(std::mem::replace(&mut b.text, original));
        }
    }

    /// Replaces the text with `text` (an uploaded file), keeping the old text for "undo".
    pub fn replace(&mut self, lesson: &str, text: String) {
        if let Some(b) = self.map.get_mut(lesson)
            && b.text != text
        {
            b.before_revert = Some(std::mem::replace(&mut b.text, text));
        }
    }

    /// Undoes the last revert (or upload).
    pub fn undo_revert(&mut self, lesson: &str) {
        if let Some(b) = self.map.get_mut(lesson)
            && let Some(t) = b.before_revert.take()
        {
            b.text = t;
        }
    }

    /// Resolves a conflict: keep the editor's text, or load the course file's.
    pub fn resolve(&mut self, lesson: &str, keep_mine: bool) {
        if let Some(b) = self.map.get_mut(lesson)
            && let Some(course) = b.conflict.take()
        {
            if !keep_mine {
                b.text = course.clone();
            }
            b.base = course;
        }
    }

    /// Writes the drafts that are due at `now`: a lesson's text a moment after its last
    /// change. A text equal to what is saved needs no draft. Returns the first error.
    pub fn write_due_drafts(&mut self, now: Instant) -> Result<(), WriteError> {
        self.write_drafts_where(now, |due| now >= due)
    }

    /// Writes every pending draft now, due or not (leaving a lesson, closing the window).
    /// Returns the first error.
    pub fn write_all_drafts(&mut self) -> Result<(), WriteError> {
        self.write_drafts_where(Instant::now(), |_| true)
    }

    /// Writes the pending drafts whose due time passes `is_due`; a change first seen at
    /// `now` is due `DRAFT_DELAY` later.
    fn write_drafts_where(&mut self, now: Instant, is_due: impl Fn(Instant) -> bool) -> Result<(), WriteError> {
        let mut first_error = None;
        for (lesson, b) in &mut self.map {
            if b.read_only.is_some() {
                continue;
            }
            if b.text == b.persisted {
                b.draft_due = None;
                continue;
            }
            let due = *b.draft_due.get_or_insert_with(|| now + DRAFT_DELAY);
            if !is_due(due) {
                continue;
            }
            let result = if b.dirty() {
                self.work.write_draft(lesson, &b.text)
            } else {
                self.work.remove_draft(lesson)
            };
            match result {
                Ok(()) => {
                    b.persisted = b.text.clone();
                    b.draft_due = None;
                }
                Err(e) => {
                    b.draft_due = Some(now + Duration::from_secs(5));
                    first_error.get_or_insert_with(|| WriteError {
                        path: self.work.draft_path(lesson),
                        source: e,
                    });
                }
            }
        }
        first_error.map_or(Ok(()), Err)
    }

    /// When the next draft is due, for scheduling a repaint.
    pub fn next_draft_due(&self) -> Option<Instant> {
        self.map.values().filter_map(|b| b.draft_due).min()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> (tempfile::TempDir, PathBuf, Buffers) {
        let dir = tempfile::tempdir().unwrap();
        let course = dir.path().join("s.wgsl");
        std::fs::write(&course, "one").unwrap();
        let buffers = Buffers::new(WorkDir::new(dir.path().join("work")));
        (dir, course, buffers)
    }

    #[test]
    fn unsaved_edits_are_never_overwritten_by_an_external_change() {
        let (_dir, course, mut b) = setup();
        b.open("l", &course).text = "mine".into();
        std::fs::write(&course, "two").unwrap();
        assert!(!b.file_changed("l", &course));
        let buf = b.get("l").unwrap();
        assert_eq!(buf.text, "mine");
        assert_eq!(buf.conflict.as_deref(), Some("two"));
        b.resolve("l", false);
        assert_eq!(b.get("l").unwrap().text, "two");
    }

    #[test]
    fn a_clean_buffer_follows_the_course_file_and_revert_is_undoable() {
        let (_dir, course, mut b) = setup();
        b.open("l", &course);
        std::fs::write(&course, "two").unwrap();
        assert!(b.file_changed("l", &course));
        assert_eq!(b.get("l").unwrap().text, "two");
        b.get_mut("l").unwrap().text = "edited".into();
        b.revert("l");
        assert_eq!(b.get("l").unwrap().text, "two");
        b.undo_revert("l");
        assert_eq!(b.get("l").unwrap().text, "edited");
        std::fs::remove_file(&course).unwrap();
        assert!(!b.file_changed("l", &course), "a deleted file changes nothing");
    }

    #[test]
    fn saving_writes_the_work_folder_and_never_the_course_file() {
        let (dir, course, mut b) = setup();
        b.open("l", &course).text = "mine".into();
        let saved = b.save("l").unwrap();
        assert_eq!(
            std::fs::read_to_string(&course).unwrap(),
            "one",
            "course file untouched"
        );
        assert_eq!(std::fs::read_to_string(&saved).unwrap(), "mine");
        assert!(saved.starts_with(dir.path().join("work")));
        assert!(!b.get("l").unwrap().dirty());
        // A new session opens the student's saved text; revert still reads the course.
        let mut again = Buffers::new(WorkDir::new(dir.path().join("work")));
        assert_eq!(again.open("l", &course).text, "mine");
        again.revert("l");
        assert_eq!(again.get("l").unwrap().text, "one");
        // A course change does not touch a saved student file.
        std::fs::write(&course, "two").unwrap();
        let mut third = Buffers::new(WorkDir::new(dir.path().join("work")));
        third.open("l", &course);
        assert!(!third.file_changed("l", &course));
        assert_eq!(third.get("l").unwrap().text, "mine");
    }

    #[test]
    fn drafts_survive_a_crash_and_disappear_once_saved() {
        let (dir, course, mut b) = setup();
        b.open("l", &course).text = "unsaved work".into();
        let edited_at = Instant::now();
        b.write_due_drafts(edited_at).unwrap();
        b.write_due_drafts(edited_at + DRAFT_DELAY / 2).unwrap();
        assert!(b.work().read_draft("l").is_none(), "not before the delay");
        b.write_due_drafts(edited_at + DRAFT_DELAY).unwrap();
        // The process dies here: a new one finds the draft.
        let mut after_crash = Buffers::new(WorkDir::new(dir.path().join("work")));
        let buf = after_crash.open("l", &course);
        assert_eq!(buf.text, "unsaved work");
        assert!(buf.dirty());
        after_crash.save("l").unwrap();
        assert!(after_crash.work().read_draft("l").is_none());
    }

    #[test]
    fn a_binary_course_file_opens_read_only_with_its_text_and_is_never_saved_over() {
        let (_dir, course, mut b) = setup();
        std::fs::write(&course, b"fn f() {}\n\xff\xfe").unwrap();
        let buf = b.open("l", &course);
        assert!(
            buf.read_only.as_ref().unwrap().en.contains("not UTF-8"),
            "{:?}",
            buf.read_only
        );
        assert!(buf.text.starts_with("fn f() {}"), "never an empty editor");
        assert!(b.save("l").is_err());
        assert_eq!(std::fs::read(&course).unwrap(), b"fn f() {}\n\xff\xfe");
    }
}
