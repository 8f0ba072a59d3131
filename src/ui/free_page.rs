//! A page that is not a lesson: a folder or an `.html` file opened with *Open page…*
//! (a tutorial checked out, a student's own project). Its folder is served as a site,
//! as a static server would serve it: the page's relative URLs reach anything inside
//! it, and nothing outside. Its entry (the HTML page, or a lone module) and its first
//! shader open in the editor's tabs; nothing is written into the folder except by *Save*.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};

/// How deep and how wide the folder is looked through for its pages and shaders.
const DEPTH: usize = 4;
const MOST_FILES: usize = 4000;
/// Folders no page is looked for in.
const SKIPPED: [&str; 3] = ["node_modules", "target", "dist"];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FreePage {
    /// Its key in the editor's buffers and the work folder (drafts), from its place.
    pub id: String,
    /// The site's folder.
    pub root: PathBuf,
    /// The page run: a path inside `root` (`index.html`, `lessons/a.html`, `main.js`).
    pub entry: String,
    /// The shader shown in the Shader tab, beside the entry; `None` when the page's
    /// folder has no `.wgsl` file (its shaders are written inside its scripts).
    pub shader: Option<String>,
    /// The site's other pages (`.html`), to switch to.
    pub pages: Vec<String>,
}

/// Why a path cannot be opened as a page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotAPage {
    Missing(String),
    NoPage(String),
    NotHtml(String),
}

impl FreePage {
    /// The page at `path`: an `.html` or `.js` file (its folder is the site), or a
    /// folder (the site: its `index.html`, else its first page found).
    pub fn open(path: &Path) -> Result<Self, NotAPage> {
        let shown = path.display().to_string();
        let path = std::fs::canonicalize(path).map_err(|e| NotAPage::Missing(format!("{shown}: {e}")))?;
        let (root, entry) = if path.is_dir() {
            let files = site_files(&path);
            let entry = ["index.html", "index.htm"]
                .into_iter()
                .map(str::to_owned)
                .find(|n| files.contains(n))
                .or_else(|| files.iter().find(|f| is_html(f)).cloned())
                .or_else(|| {
                    ["main.js", "index.js"]
                        .into_iter()
                        .map(str::to_owned)
                        .find(|n| files.contains(n))
                })
                .ok_or(NotAPage::NoPage(shown))?;
            (path, entry)
        } else {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            if !is_html(&name) && !name.to_ascii_lowercase().ends_with(".js") {
                return Err(NotAPage::NotHtml(shown));
            }
            (path.parent().map(Path::to_path_buf).unwrap_or_default(), name)
        };
        Ok(Self::at(root, entry))
    }

    /// The page `entry` of the site at `root` (its files looked through again).
    pub fn at(root: PathBuf, entry: String) -> Self {
        let files = site_files(&root);
        let folder = |f: &str| f.rsplit_once('/').map_or("", |(d, _)| d).to_owned();
        let here = folder(&entry);
        let wgsl: Vec<&String> = files
            .iter()
            .filter(|f| f.to_ascii_lowercase().ends_with(".wgsl"))
            .collect();
        // The shader the page names (an import or a fetch in its text), else the one
        // beside it, else the site's first.
        let text = crate::files::read_text(&root.join(&entry)).unwrap_or_default();
        let named = |f: &&&String| {
            let name = f.rsplit('/').next().unwrap_or(f);
            text.contains(&format!("/{name}"))
                || text.contains(&format!("\"{name}"))
                || text.contains(&format!("'{name}"))
        };
        let shader = wgsl
            .iter()
            .find(named)
            .or_else(|| wgsl.iter().find(|f| folder(f) == here))
            .or_else(|| wgsl.first())
            .map(|f| (*f).clone());
        let pages = files.iter().filter(|f| is_html(f)).cloned().collect();
        // The drafts' key is the entry's own place, whatever folder is its site.
        let place = root.join(&entry);
        let (dir, name) = (
            place.parent().map(Path::to_path_buf).unwrap_or_default(),
            place
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
        );
        Self {
            id: format!("page-{:016x}", fnv(&format!("{}\n{name}", dir.display()))),
            root,
            entry,
            shader,
            pages,
        }
    }

    /// The same page with the folder above as its site, so its relative URLs reach a
    /// sibling folder (`../3rdparty/lib.js`), as `lienzo run --root` serves it; `None`
    /// at the file system's root.
    pub fn up(&self) -> Option<Self> {
        let parent = self.root.parent()?;
        let name = self.root.file_name()?.to_string_lossy();
        Some(Self::at(parent.to_path_buf(), format!("{name}/{}", self.entry)))
    }

    /// The site and its page, as the window shows them (`~/webgpu-samples/index.html`).
    pub fn shown(&self) -> String {
        self.root.join(&self.entry).display().to_string()
    }
}

fn is_html(name: &str) -> bool {
    crate::page_io::is_html(name)
}

/// The site's files, as paths inside it (`a/b.js`), breadth first and sorted in each
/// folder; hidden files and build folders are skipped.
fn site_files(root: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut folders = VecDeque::from([(root.to_path_buf(), String::new(), 0usize)]);
    while let Some((dir, prefix, depth)) = folders.pop_front() {
        let Ok(read) = std::fs::read_dir(&dir) else { continue };
        let mut entries: Vec<_> = read.flatten().collect();
        entries.sort_by_key(std::fs::DirEntry::file_name);
        for e in entries {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || found.len() >= MOST_FILES {
                continue;
            }
            let inside = format!("{prefix}{name}");
            match e.file_type() {
                Ok(t) if t.is_dir() && depth + 1 < DEPTH && !SKIPPED.contains(&name.as_str()) => {
                    folders.push_back((e.path(), format!("{inside}/"), depth + 1));
                }
                Ok(t) if t.is_file() => found.push(inside),
                _ => {}
            }
        }
    }
    found
}

/// FNV-1a: a stable name for the page's drafts across runs and builds.
fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::{FreePage, NotAPage};

    #[test]
    fn a_folder_opens_its_index_and_the_shader_beside_it() {
        let dir = tempfile::tempdir().unwrap();
        let site = dir.path();
        std::fs::create_dir_all(site.join("samples/tri")).unwrap();
        std::fs::create_dir_all(site.join("3rdparty")).unwrap();
        std::fs::write(site.join("samples/tri/index.html"), "<canvas></canvas>").unwrap();
        std::fs::write(site.join("samples/tri/tri.wgsl"), "").unwrap();
        std::fs::write(site.join("3rdparty/lib.js"), "").unwrap();
        std::fs::write(site.join("other.wgsl"), "").unwrap();
        let page = FreePage::open(site).unwrap();
        assert_eq!(page.entry, "samples/tri/index.html");
        assert_eq!(page.shader.as_deref(), Some("samples/tri/tri.wgsl"));
        assert_eq!(page.pages, ["samples/tri/index.html"]);
        assert_eq!(page.root, std::fs::canonicalize(site).unwrap());
        // The same place, the same key for its drafts, whatever folder is its site.
        assert_eq!(page.id, FreePage::open(site).unwrap().id);
        let file = FreePage::open(&site.join("samples/tri/index.html")).unwrap();
        assert_eq!(file.id, page.id);
        // One folder up: the entry's folder is named inside the new site.
        let up = file.up().unwrap();
        assert_eq!(
            (up.entry.as_str(), up.id.as_str()),
            ("tri/index.html", page.id.as_str())
        );
        assert_eq!(up.root, std::fs::canonicalize(site.join("samples")).unwrap());
        // A file: its folder is the site.
        let one = FreePage::open(&site.join("samples/tri/index.html")).unwrap();
        assert_eq!(
            (one.entry.as_str(), one.shader.as_deref()),
            ("index.html", Some("tri.wgsl"))
        ); // A module that imports a shader opens with that one, not the folder's first.
        std::fs::write(site.join("samples/tri/a.wgsl"), "").unwrap();
        std::fs::write(site.join("samples/tri/main.js"), "import code from \"./tri.wgsl\";").unwrap();
        let module = FreePage::open(&site.join("samples/tri/main.js")).unwrap();
        assert_eq!(module.shader.as_deref(), Some("tri.wgsl"));
    }

    #[test]
    fn what_is_not_a_page_says_why() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(
            FreePage::open(&dir.path().join("nope")),
            Err(NotAPage::Missing(_))
        ));
        assert!(matches!(FreePage::open(dir.path()), Err(NotAPage::NoPage(_))));
        std::fs::write(dir.path().join("a.png"), "").unwrap();
        assert!(matches!(
            FreePage::open(&dir.path().join("a.png")),
            Err(NotAPage::NotHtml(_))
        ));
    }
}
