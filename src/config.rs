//! What the window and the CLI share: where the course files are and the options every
//! command takes. `ui` and `headless` both use it, and it uses neither: it knows paths
//! and plain options, `Lang`, and where bytes live (`files`, `platform`'s bundled
//! course); the catalog, the knobs under `--min-limits` and the host options are
//! built on the caller's side from what it says.
//!
//! The course comes from one place, said by [`CourseSource`]: a folder a course author
//! names, the source tree when the program runs from it, or the bundle the program
//! carries.

use std::path::{Path, PathBuf};

use crate::lesson::Lang;

/// Options every command shares.
#[derive(Clone, Debug, Default)]
pub struct Common {
    /// Backends for the pages' adapter.
    pub backends: Option<wgpu::Backends>,
    /// Force the WebGPU default limits.
    pub min_limits: bool,
    /// Folder of lesson files.
    pub lessons_dir: Option<PathBuf>,
    /// Language of diagnostics and messages.
    pub lang: Lang,
}

/// Environment variable naming a course author's lessons folder, as `--lessons-dir`.
pub const LESSONS_DIR_ENV: &str = "LIENZO_LESSONS_DIR";

/// Where the course comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CourseSource {
    /// `--lessons-dir`: a course author's folder.
    Flag,
    /// `LIENZO_LESSONS_DIR`: a course author's folder.
    Env,
    /// The source tree this program was built from, because the program runs from its
    /// `target/` folder (`cargo run`): edits to the course show at once.
    SourceTree,
    /// The course bundled into the program, unpacked into the user's cache; in the
    /// browser, read from the bundle in place.
    Bundled,
}

impl CourseSource {
    /// Whether the folder is one a course author named (said wherever it is in use).
    pub fn is_authors(self) -> bool {
        matches!(self, Self::Flag | Self::Env)
    }

    /// Its name in JSON.
    pub fn key(self) -> &'static str {
        match self {
            Self::Flag => "lessons-dir",
            Self::Env => "environment",
            Self::SourceTree => "source-tree",
            Self::Bundled => "bundled",
        }
    }

    /// In words, for `lienzo lessons` and the status bar.
    pub fn describe(self, lessons: &Path, lang: Lang) -> String {
        use crate::text::files as say;
        let dir = lessons.display().to_string();
        let both = match self {
            Self::Flag => say::course_of_flag(&dir),
            Self::Env => say::course_of_env(LESSONS_DIR_ENV, &dir),
            Self::SourceTree => say::course_of_source_tree(&dir),
            Self::Bundled => say::course_bundled(&dir),
        };
        both.get(lang).to_owned()
    }
}

impl Common {
    /// The lessons folder: `--lessons-dir`, else `$LIENZO_LESSONS_DIR`, else the source
    /// tree's when this program runs from it, else the bundled course. Never a folder that
    /// merely happens to be the current one.
    pub fn lessons_dir(&self) -> PathBuf {
        self.course().0
    }

    /// The lessons folder and where it comes from.
    pub fn course(&self) -> (PathBuf, CourseSource) {
        if let Some(d) = &self.lessons_dir {
            return (d.clone(), CourseSource::Flag);
        }
        if let Some(d) = std::env::var_os(LESSONS_DIR_ENV).filter(|d| !d.is_empty()) {
            return (PathBuf::from(d), CourseSource::Env);
        }
        #[cfg(target_arch = "wasm32")]
        return (PathBuf::from("lessons"), CourseSource::Bundled); // Read in place.
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(tree) = source_tree() {
            (tree.join("lessons"), CourseSource::SourceTree)
        } else {
            (bundled_root().join("lessons"), CourseSource::Bundled)
        }
    }

    /// The shaders folder beside the lessons folder.
    pub fn shaders_dir(&self) -> PathBuf {
        sibling(&self.lessons_dir(), "shaders")
    }
}

fn sibling(dir: &Path, name: &str) -> PathBuf {
    let parent = dir
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    parent.join(name)
}

#[cfg(not(target_arch = "wasm32"))]
/// The source tree this program was built from, when the program runs from inside it
/// (`cargo run`, the tests) and the tree still has its course.
fn source_tree() -> Option<&'static Path> {
    static TREE: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    TREE.get_or_init(|| {
        let tree = std::fs::canonicalize(env!("CARGO_MANIFEST_DIR")).ok()?;
        let exe = std::env::current_exe().and_then(std::fs::canonicalize).ok()?;
        (exe.starts_with(&tree) && tree.join("lessons").is_dir()).then_some(tree)
    })
    .as_deref()
}

#[cfg(not(target_arch = "wasm32"))]
/// The folder the bundled course is unpacked into, once per process: the user's cache
/// (`~/.cache/lienzo/course-<fingerprint>` on Linux), else the temporary folder. Where
/// neither can be written, the error is said once and the catalog reports the folder
/// missing.
fn bundled_root() -> &'static Path {
    static ROOT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    ROOT.get_or_init(|| {
        let name = format!("course-{}", crate::files::course::fingerprint());
        let mut tried = Vec::new();
        for base in crate::platform::cache_dirs() {
            let root = base.join(&name);
            match crate::files::course::unpack(&root) {
                Ok(()) => return root,
                Err(e) => tried.push(format!("{}: {e}", root.display())),
            }
        }
        crate::platform::print_error(&format!(
            "the bundled course could not be unpacked: {}",
            tried.join("; ")
        ));
        PathBuf::from(name)
    })
}
