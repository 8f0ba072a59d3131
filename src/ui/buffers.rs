//! The student's shader texts, one per lesson: edited, saved with Ctrl+S, reverted,
//! kept across lesson switches and restarts. Nothing here is ever lost silently.

use std::collections::BTreeMap;
use std::path::Path;

/// One lesson's editor text and what is on disk.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Buffer {
    /// The text in the editor.
    pub text: String,
    /// The file's text when last loaded or saved.
    pub disk: String,
    /// The lesson's text as first opened, before any save: "revert" goes back to it.
    #[serde(default)]
    pub original: String,
    /// The text before the last revert, for "undo revert".
    #[serde(default)]
    pub before_revert: Option<String>,
    /// The file changed on disk while the editor had unsaved edits: keep or load?
    #[serde(default)]
    pub conflict: Option<String>,
}

impl Buffer {
    /// Whether the editor holds edits that are not on disk.
    pub fn dirty(&self) -> bool {
        self.text != self.disk
    }
}

/// Every lesson's buffer, by lesson id. Saved with eframe persistence.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Buffers {
    map: BTreeMap<String, Buffer>,
}

impl Buffers {
    /// The buffer of a lesson, loading the file the first time.
    pub fn open(&mut self, lesson: &str, path: &Path) -> &mut Buffer {
        self.map.entry(lesson.to_owned()).or_insert_with(|| {
            let disk = std::fs::read_to_string(path).unwrap_or_default();
            Buffer {
                text: disk.clone(),
                original: disk.clone(),
                disk,
                before_revert: None,
                conflict: None,
            }
        })
    }

    /// The buffer of a lesson, if opened.
    pub fn get(&self, lesson: &str) -> Option<&Buffer> {
        self.map.get(lesson)
    }

    /// The buffer of a lesson, if opened.
    pub fn get_mut(&mut self, lesson: &str) -> Option<&mut Buffer> {
        self.map.get_mut(lesson)
    }

    /// The file at `path` changed on disk. A clean buffer follows it; a dirty one keeps
    /// the student's text and records a conflict to ask about. Returns true when the
    /// editor text changed.
    pub fn file_changed(&mut self, lesson: &str, path: &Path) -> bool {
        let Some(b) = self.map.get_mut(lesson) else {
            return false;
        };
        let Ok(now) = std::fs::read_to_string(path) else {
            // Deleted or renamed: keep everything; saving writes it back.
            return false;
        };
        if now == b.disk || now == b.text {
            b.disk = now;
            return false;
        }
        if b.dirty() {
            b.conflict = Some(now);
            false
        } else {
            b.text = now.clone();
            b.disk = now;
            true
        }
    }

    /// Writes a lesson's text to its file.
    pub fn save(&mut self, lesson: &str, path: &Path) -> Result<(), String> {
        let b = self.map.get_mut(lesson).ok_or("nothing to save")?;
        std::fs::write(path, &b.text).map_err(|e| format!("{}: {e}", path.display()))?;
        b.disk = b.text.clone();
        b.conflict = None;
        Ok(())
    }

    /// Replaces the text with the lesson's original, keeping the old text for
    /// "undo revert".
    pub fn revert(&mut self, lesson: &str) {
        if let Some(b) = self.map.get_mut(lesson)
            && b.text != b.original
        {
            let original = b.original.clone();
            b.before_revert = Some(std::mem::replace(&mut b.text, original));
        }
    }

    /// Undoes the last revert.
    pub fn undo_revert(&mut self, lesson: &str) {
        if let Some(b) = self.map.get_mut(lesson)
            && let Some(t) = b.before_revert.take()
        {
            b.text = t;
        }
    }

    /// Resolves a conflict: keep the editor's text, or load the file's.
    pub fn resolve(&mut self, lesson: &str, keep_mine: bool) {
        if let Some(b) = self.map.get_mut(lesson)
            && let Some(disk) = b.conflict.take()
        {
            if !keep_mine {
                b.text = disk.clone();
            }
            b.disk = disk;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unsaved_edits_are_never_overwritten_by_an_external_change() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.wgsl");
        std::fs::write(&path, "one").unwrap();
        let mut b = Buffers::default();
        b.open("l", &path).text = "mine".into();
        std::fs::write(&path, "two").unwrap();
        assert!(!b.file_changed("l", &path));
        let buf = b.get("l").unwrap();
        assert_eq!(buf.text, "mine");
        assert_eq!(buf.conflict.as_deref(), Some("two"));
        b.resolve("l", false);
        assert_eq!(b.get("l").unwrap().text, "two");
    }

    #[test]
    fn a_clean_buffer_follows_the_file_and_revert_is_undoable() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.wgsl");
        std::fs::write(&path, "one").unwrap();
        let mut b = Buffers::default();
        b.open("l", &path);
        std::fs::write(&path, "two").unwrap();
        assert!(b.file_changed("l", &path));
        assert_eq!(b.get("l").unwrap().text, "two");
        b.get_mut("l").unwrap().text = "edited".into();
        b.revert("l");
        assert_eq!(b.get("l").unwrap().text, "one");
        b.undo_revert("l");
        assert_eq!(b.get("l").unwrap().text, "edited");
        std::fs::remove_file(&path).unwrap();
        assert!(!b.file_changed("l", &path), "a deleted file changes nothing");
    }

    #[test]
    fn edits_survive_a_restart_through_persistence() {
        // eframe persists the app state as RON; the buffers must round-trip through it.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.wgsl");
        std::fs::write(&path, "one").unwrap();
        let mut b = Buffers::default();
        b.open("l", &path).text = "unsaved work".into();
        let saved = ron::to_string(&b).unwrap();
        let restored: Buffers = ron::from_str(&saved).unwrap();
        let buf = restored.get("l").unwrap();
        assert_eq!((buf.text.as_str(), buf.original.as_str()), ("unsaved work", "one"));
        assert!(buf.dirty());
    }
}
