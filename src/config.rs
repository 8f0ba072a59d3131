//! What the window and the CLI share: where the course files are, the lesson catalog,
//! the lesson picture, and the options every command takes. `ui` and `headless` both
//! use it, and it uses neither. It is not a leaf: it builds the catalog (`lesson`) and
//! the sandbox options with the picture (`gpu`), so the two front ends do not each
//! repeat that; it reads the picture's bytes itself, so `gpu` never touches files.

use std::path::{Path, PathBuf};

use crate::gpu::{CpuImage, SandboxOptions};
use crate::lesson::{Catalog, Knobs, LimitsMode};

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
    pub lang: crate::lesson::Lang,
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

    /// The lesson picture, or a checkerboard when it is missing.
    pub fn image(&self) -> CpuImage {
        let path = sibling(&self.lessons_dir(), "assets").join("picture.png");
        load_image(&path).unwrap_or_else(|e| {
            eprintln!("warning: {e}; using a checkerboard instead");
            CpuImage::checker()
        })
    }

    /// Loads the lesson catalog.
    pub fn catalog(&self) -> Catalog {
        Catalog::load(&self.lessons_dir(), &self.shaders_dir())
    }

    /// Sandbox options for headless use (preferred format `rgba8unorm`).
    pub fn sandbox_options(&self) -> SandboxOptions {
        SandboxOptions {
            backends: self.backends,
            preferred: wgpu::TextureFormat::Rgba8Unorm,
            image: self.image(),
            background: false,
        }
    }

    /// Applies `--min-limits` to knobs.
    pub fn apply(&self, mut knobs: Knobs) -> Knobs {
        if self.min_limits {
            knobs.limits = Some(LimitsMode::Defaults);
        }
        knobs
    }
}

fn sibling(dir: &Path, name: &str) -> PathBuf {
    let parent = dir
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    parent.join(name)
}

/// Reads and decodes a picture file; the error names the file.
pub fn load_image(path: &Path) -> Result<CpuImage, String> {
    let bytes = crate::files::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    CpuImage::decode(&bytes).map_err(|e| format!("{}: {e}", path.display()))
}
