//! What the window and the CLI share: where the course files are and the options every
//! command takes. `ui` and `headless` both use it, and it uses neither: it knows paths
//! and plain options, `Lang`, and where bytes live (`files`, `platform`'s bundled
//! course); the catalog, the knobs under `--min-limits` and the sandbox options are
//! built on the caller's side from what it says.

use std::path::{Path, PathBuf};

use crate::lesson::Lang;

/// Options every command shares.
#[derive(Clone, Debug, Default)]
pub struct Common {
    /// Backends for the lesson device.
    pub backends: Option<wgpu::Backends>,
    /// Force the WebGPU default limits.
    pub min_limits: bool,
    /// Folder of lesson files.
    pub lessons_dir: Option<PathBuf>,
    /// Language of diagnostics and messages.
    pub lang: Lang,
}

impl Common {
    /// The lessons folder: `--lessons-dir`, else `./lessons`, else the source tree's.
    pub fn lessons_dir(&self) -> PathBuf {
        if let Some(d) = &self.lessons_dir {
            return d.clone();
        }
        let local = PathBuf::from("lessons");
        if crate::files::is_dir(&local) || crate::platform::BUNDLED_COURSE {
            return local; // On the web, the bundled folder.
        }
        Path::new(env!("CARGO_MANIFEST_DIR")).join("lessons")
    }

    /// The shaders folder beside the lessons folder.
    pub fn shaders_dir(&self) -> PathBuf {
        sibling(&self.lessons_dir(), "shaders")
    }

    /// The lesson picture's file, in the assets folder beside the lessons folder.
    pub fn picture_path(&self) -> PathBuf {
        sibling(&self.lessons_dir(), "assets").join("picture.png")
    }

    /// The lesson picture's bytes (decoded on the caller's side).
    pub fn read_picture(&self) -> (PathBuf, std::io::Result<Vec<u8>>) {
        let path = self.picture_path();
        let bytes = crate::files::read(&path);
        (path, bytes)
    }
}

fn sibling(dir: &Path, name: &str) -> PathBuf {
    let parent = dir
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    parent.join(name)
}
