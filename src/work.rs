//! The student's files, apart from the course. Course files (`lessons/`, `shaders/`,
//! `assets/`) are read-only to the app; what the student writes lives in a per-user work
//! folder: `saved/<lesson>.wgsl` after Ctrl+S, `drafts/<lesson>.wgsl` a moment after each
//! edit, and `pages/<lesson>.ron` for the rest of a lesson's page (the knobs the
//! student set, where the page was scrolled). Every write is atomic (a temporary file in the same folder, then a rename), so a
//! crash leaves either the old file or the new one, never half of one.

use std::path::{Path, PathBuf};

pub use crate::files::{MAX_TEXT_BYTES, ReadError, read_text};

/// A file of the work folder that could not be written.
#[derive(Debug, thiserror::Error)]
#[error("{}: {source}", path.display())]
pub struct WriteError {
    /// The file.
    pub path: PathBuf,
    /// What the system said.
    #[source]
    pub source: std::io::Error,
}

/// Why a lesson's kept page state could not be read.
#[derive(Debug, thiserror::Error)]
pub enum PageError {
    /// The file could not be read as text.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// The file is not a page state, at `file:line:col`.
    #[error("{}:{line}:{col}: {message}", path.display())]
    Parse {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        col: usize,
        /// What is wrong.
        message: String,
    },
}

/// Environment variable that moves the work folder (tests and portable installs).
pub const WORK_DIR_ENV: &str = "LIENZO_WORK_DIR";

pub use crate::files::write_atomic;

/// The per-user work folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorkDir {
    root: PathBuf,
}

impl WorkDir {
    /// A work folder at `root` (created on the first write).
    pub fn new(root: impl Into<PathBuf>) -> Self {
        Self { root: root.into() }
    }

    /// The default folder: `$LIENZO_WORK_DIR`, else the platform's data folder
    /// (`~/.local/share/lienzo/work` on Linux), else `./lienzo-work`.
    pub fn default_root() -> PathBuf {
        if let Some(dir) = std::env::var_os(WORK_DIR_ENV).filter(|d| !d.is_empty()) {
            return PathBuf::from(dir);
        }
        crate::platform::default_work_dir()
    }

    /// The folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Where Ctrl+S puts a lesson's shader.
    pub fn saved_path(&self, lesson: &str) -> PathBuf {
        self.root.join("saved").join(file_name(lesson))
    }

    /// Where the window notes that a lesson's program crashed its page's process as it
    /// opened (so the next launch does not run it again on its own).
    pub fn crash_path(&self, lesson: &str) -> PathBuf {
        self.root.join("crashed").join(format!("{lesson}.txt"))
    }

    /// Where unsaved edits of a lesson are kept between sessions.
    pub fn draft_path(&self, lesson: &str) -> PathBuf {
        self.root.join("drafts").join(file_name(lesson))
    }

    /// The student's saved shader of a lesson, if there is one.
    pub fn read_saved(&self, lesson: &str) -> Option<Result<String, ReadError>> {
        read_if_exists(&self.saved_path(lesson))
    }

    /// The draft of a lesson, if there is one.
    pub fn read_draft(&self, lesson: &str) -> Option<Result<String, ReadError>> {
        read_if_exists(&self.draft_path(lesson))
    }

    /// Saves a lesson's shader (Ctrl+S) and drops its draft. Returns the file written.
    pub fn save(&self, lesson: &str, text: &str) -> std::io::Result<PathBuf> {
        let path = self.saved_path(lesson);
        write_atomic(&path, text.as_bytes())?;
        self.remove_draft(lesson)?;
        Ok(path)
    }

    /// Keeps unsaved edits of a lesson.
    pub fn write_draft(&self, lesson: &str, text: &str) -> std::io::Result<()> {
        write_atomic(&self.draft_path(lesson), text.as_bytes())
    }

    /// Drops a lesson's draft (its text equals what is saved).
    pub fn remove_draft(&self, lesson: &str) -> std::io::Result<()> {
        match crate::files::remove(&self.draft_path(lesson)) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }
}

/// The rest of a lesson's page as the student left it: the knobs set away from the
/// lesson's start (by name, in the syntax of `--set`), and where the page was scrolled.
/// "Lesson values" empties `knobs`.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct PageState {
    /// Knob name to value, only those that differ from the lesson's start.
    pub knobs: std::collections::BTreeMap<String, String>,
    /// Vertical scroll offset of the lesson page, in points.
    pub scroll: f32,
    /// The student's predictions, by exercise id.
    pub answers: std::collections::BTreeMap<String, String>,
}

impl WorkDir {
    /// Where the rest of a lesson's page is kept.
    pub fn page_path(&self, lesson: &str) -> PathBuf {
        self.root.join("pages").join(format!("{lesson}.ron"))
    }

    /// The page state of a lesson: none kept yet, or what was kept. A file that cannot
    /// be read is an error at its `file:line:col`, and the page starts afresh.
    pub fn read_page(&self, lesson: &str) -> Result<PageState, PageError> {
        let path = self.page_path(lesson);
        let Some(text) = read_if_exists(&path) else {
            return Ok(PageState::default());
        };
        let text = text?;
        ron::from_str(&text).map_err(|e| PageError::Parse {
            line: e.span.start.line,
            col: e.span.start.col,
            message: e.code.to_string(),
            path,
        })
    }

    /// Keeps the page state of a lesson (atomically); an empty state removes the file.
    pub fn write_page(&self, lesson: &str, page: &PageState) -> std::io::Result<()> {
        let path = self.page_path(lesson);
        if *page == PageState::default() {
            return match crate::files::remove(&path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
                _ => Ok(()),
            };
        }
        let text = ron::ser::to_string_pretty(page, ron::ser::PrettyConfig::default())
            .map_err(|e| std::io::Error::other(e.to_string()))?;
        write_atomic(&path, text.as_bytes())
    }
}

/// The work file of a document: a lesson's shader is `<lesson>.wgsl`; a document key
/// that names its own extension (a page's program, `<lesson>.js`) keeps it.
fn file_name(key: &str) -> String {
    let named = std::path::Path::new(key)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("js"));
    if named { key.to_owned() } else { format!("{key}.wgsl") }
}

fn read_if_exists(path: &Path) -> Option<Result<String, ReadError>> {
    crate::files::is_file(path).then(|| read_text(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saves_and_drafts_live_in_the_work_folder_and_replace_files_atomically() {
        let dir = tempfile::tempdir().unwrap();
        let work = WorkDir::new(dir.path().join("work"));
        assert!(work.read_saved("playground").is_none());
        work.write_draft("playground", "draft").unwrap();
        assert_eq!(work.read_draft("playground").unwrap().unwrap(), "draft");
        let saved = work.save("playground", "mine").unwrap();
        assert!(saved.starts_with(dir.path().join("work")), "{}", saved.display());
        assert_eq!(work.read_saved("playground").unwrap().unwrap(), "mine");
        assert!(work.read_draft("playground").is_none(), "a save drops the draft");
        work.save("playground", "mine, again").unwrap();
        assert_eq!(std::fs::read_to_string(&saved).unwrap(), "mine, again");
        // Nothing but the two files: no temporary file left behind.
        let names: Vec<_> = std::fs::read_dir(saved.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("playground.wgsl")]);
    }

    #[test]
    fn a_page_state_round_trips_and_a_broken_one_is_an_error_at_its_place() {
        let dir = tempfile::tempdir().unwrap();
        let work = WorkDir::new(dir.path().join("work"));
        assert_eq!(work.read_page("limits").unwrap(), PageState::default());
        let page = PageState {
            knobs: [("msaa".to_owned(), "4".to_owned())].into(),
            scroll: 120.0,
            answers: [("predict".to_owned(), "1024".to_owned())].into(),
        };
        work.write_page("limits", &page).unwrap();
        assert_eq!(work.read_page("limits").unwrap(), page);
        work.write_page("limits", &PageState::default()).unwrap();
        assert!(!work.page_path("limits").exists(), "an empty state leaves no file");
        std::fs::create_dir_all(work.page_path("x").parent().unwrap()).unwrap();
        std::fs::write(work.page_path("x"), "(\n  knobs: 3,\n)").unwrap();
        let err = work.read_page("x").unwrap_err();
        assert!(matches!(err, PageError::Parse { line: 2, .. }), "{err:?}");
        assert!(err.to_string().contains("x.ron:2:"), "{err}");
    }

    #[test]
    fn binary_and_huge_files_say_why_and_keep_their_text_readable() {
        let dir = tempfile::tempdir().unwrap();
        let bin = dir.path().join("bin.wgsl");
        std::fs::write(&bin, b"fn f() {}\n// caf\xe9\n").unwrap();
        let err = read_text(&bin).unwrap_err();
        assert!(matches!(err, ReadError::NotUtf8 { line: 2, column: 7, .. }), "{err:?}");
        assert!(err.to_string().contains("bin.wgsl:2:7: not UTF-8"), "{err}");
        assert!(
            err.readable_text().starts_with("fn f() {}\n// caf\\xE9"),
            "{}",
            err.readable_text()
        );
        let big = dir.path().join("big.wgsl");
        std::fs::write(&big, "x".repeat(MAX_TEXT_BYTES + 1)).unwrap();
        let err = read_text(&big).unwrap_err();
        assert!(matches!(err, ReadError::TooLarge { .. }), "{err:?}");
        assert!(!err.readable_text().is_empty());
        let bom = dir.path().join("bom.wgsl");
        std::fs::write(&bom, "\u{feff}fn f() {}").unwrap();
        assert_eq!(read_text(&bom).unwrap(), "fn f() {}");
    }
}
