//! ES module imports of a page: only files inside the page's own folder, read-only,
//! as a page served from that folder could fetch them. `..` out of it, an absolute
//! path or a URL is refused with a message, and so is a link that points out of the
//! folder or anything that is not a plain file (a pipe, a device): a server serves the
//! files of its folder, nothing it links to.

use std::path::{Component, Path, PathBuf};

use rquickjs::loader::ImportAttributes;
use rquickjs::module::Declared;
use rquickjs::{Ctx, Error, Module, Result};

/// The largest module a page may import.
const MAX_MODULE_BYTES: u64 = 4 << 20;

/// Resolves `import "./x.js"` against the importing module's folder.
pub struct Resolver;

/// Names a module by its path inside the root, with `/` separators, or says why not.
pub fn resolve_name(base: &str, name: &str) -> std::result::Result<String, String> {
    if name.contains("://") || name.starts_with('/') || name.starts_with('\\') {
        return Err(format!(
            "import '{name}': a page imports only files of its own folder, by a relative path such as './math.js'"
        ));
    }
    if !name.starts_with("./") && !name.starts_with("../") {
        return Err(format!(
            "import '{name}': a bare name needs an import map or a bundler; write a relative path such as './{name}.js'"
        ));
    }
    let dir = Path::new(base).parent().unwrap_or(Path::new(""));
    let mut parts: Vec<String> = Vec::new();
    for c in dir.join(name).components() {
        match c {
            Component::Normal(p) => parts.push(p.to_string_lossy().into_owned()),
            Component::ParentDir => {
                if parts.pop().is_none() {
                    return Err(format!(
                        "import '{name}' leaves the page's folder; a page can import only files inside it"
                    ));
                }
            }
            Component::CurDir => {}
            _ => return Err(format!("import '{name}': not a path inside the page's folder")),
        }
    }
    Ok(parts.join("/"))
}

/// A `fetch()` URL as a path inside the page's folder: relative to the page, `/` at
/// the folder; the network and paths out of the folder are refused.
pub fn fetch_path(url: &str) -> std::result::Result<String, String> {
    if url.contains("://") || url.starts_with("//") || url.starts_with("data:") || url.starts_with("blob:") {
        return Err(format!(
            "fetch('{url}'): a page in Lienzo has no network; put the file in the page's folder and fetch it by a relative path"
        ));
    }
    let path = url.split(['?', '#']).next().unwrap_or("");
    let path = path.trim_start_matches('/');
    resolve_name("index.html", &format!("./{path}")).map_err(|why| why.replacen("import", "fetch", 1))
}

impl rquickjs::loader::Resolver for Resolver {
    fn resolve<'js>(
        &mut self,
        _ctx: &Ctx<'js>,
        base: &str,
        name: &str,
        _a: Option<ImportAttributes<'js>>,
    ) -> Result<String> {
        resolve_name(base, name).map_err(|why| Error::new_resolving_message(base, name, why))
    }
}

/// Reads modules from the root; a `.wgsl` file imports as its text (`export default`),
/// as bundlers' raw imports do. Files the window's editors hold are read from the
/// editors (`open`), not from the disk.
pub struct Loader {
    root: PathBuf,
    open: std::collections::BTreeMap<String, String>,
}

impl Loader {
    pub fn new(root: PathBuf, open: std::collections::BTreeMap<String, String>) -> Self {
        Self { root, open }
    }

    fn read(&self, name: &str) -> std::result::Result<String, String> {
        if let Some(text) = self.open.get(name) {
            return Ok(text.clone());
        }
        let bytes = read_inside(&self.root, name, MAX_MODULE_BYTES)?;
        String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8 text"))
    }
}

/// Reads the file `name` of the folder `root`, at most `max` bytes, or says why not:
/// the file, once every link on its way is followed, must be a plain file inside the
/// folder. The size is checked on the open file and the read stops past `max`, so a
/// file that grows while it is read (a link to `/dev/zero` is refused anyway) costs no
/// more than `max`.
pub fn read_inside(root: &Path, name: &str, max: u64) -> std::result::Result<Vec<u8>, String> {
    use std::io::Read;
    let folder = root
        .canonicalize()
        .map_err(|e| format!("{name}: the page's folder: {e}"))?;
    let path = root
        .join(name)
        .canonicalize()
        .map_err(|e| format!("{name}: {}", not_found(&e)))?;
    if !path.starts_with(&folder) {
        return Err(format!(
            "{name} is a link to a file outside the page's folder; a page reads only files inside it"
        ));
    }
    let file = std::fs::File::open(&path).map_err(|e| format!("{name}: {e}"))?;
    let meta = file.metadata().map_err(|e| format!("{name}: {e}"))?;
    if !meta.is_file() {
        return Err(format!("{name} is not a plain file (a folder, a pipe or a device)"));
    }
    if meta.len() > max {
        return Err(format!("{name} is larger than {} MiB", max >> 20));
    }
    let mut bytes = Vec::new();
    file.take(max + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("{name}: {e}"))?;
    if bytes.len() as u64 > max {
        return Err(format!("{name} is larger than {} MiB", max >> 20));
    }
    Ok(bytes)
}

fn not_found(e: &std::io::Error) -> String {
    if e.kind() == std::io::ErrorKind::NotFound {
        "no such file in the page's folder".to_owned()
    } else {
        e.to_string()
    }
}

impl rquickjs::loader::Loader for Loader {
    fn load<'js>(
        &mut self,
        ctx: &Ctx<'js>,
        name: &str,
        _a: Option<ImportAttributes<'js>>,
    ) -> Result<Module<'js, Declared>> {
        let text = self.read(name).map_err(|why| Error::new_loading_message(name, why))?;
        let source = if Path::new(name)
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("wgsl"))
        {
            format!("export default {};", serde_json::to_string(&text).unwrap_or_default())
        } else {
            text
        };
        Module::declare(ctx.clone(), name, source)
    }
}

#[cfg(test)]
mod tests {
    use super::resolve_name;

    #[test]
    fn fetches_stay_inside_the_page_folder_and_off_the_network() {
        use super::fetch_path;
        assert_eq!(fetch_path("f.png").unwrap(), "f.png");
        assert_eq!(fetch_path("./img/f.png?v=2").unwrap(), "img/f.png");
        assert_eq!(fetch_path("/img/f.png").unwrap(), "img/f.png");
        assert!(
            fetch_path("https://example.com/f.png")
                .unwrap_err()
                .contains("no network")
        );
        assert!(fetch_path("../f.png").unwrap_err().contains("leaves the page's folder"));
    }

    /// A link inside the folder is followed only where it stays inside: a link to a
    /// file out of it, or to a folder out of it, is refused, and so is a device.
    #[cfg(unix)]
    #[test]
    fn links_out_of_the_page_folder_are_refused() {
        use super::read_inside;
        let dir = std::env::temp_dir().join(format!("lienzo-links-{}", std::process::id()));
        let (site, outside) = (dir.join("site"), dir.join("outside"));
        std::fs::create_dir_all(site.join("lib")).unwrap();
        std::fs::create_dir_all(&outside).unwrap();
        std::fs::write(site.join("lib/a.js"), "export const a = 1;").unwrap();
        std::fs::write(outside.join("secret.txt"), "secret").unwrap();
        let link = |to: &std::path::Path, name: &str| std::os::unix::fs::symlink(to, site.join(name)).unwrap();
        link(&site.join("lib/a.js"), "same.js");
        link(&outside.join("secret.txt"), "secret.wgsl");
        link(&outside, "other");
        link(std::path::Path::new("/dev/zero"), "zero.bin");
        assert_eq!(read_inside(&site, "same.js", 64).unwrap(), b"export const a = 1;");
        let why = read_inside(&site, "secret.wgsl", 64).unwrap_err();
        assert!(why.contains("outside the page's folder"), "{why}");
        let why = read_inside(&site, "other/secret.txt", 64).unwrap_err();
        assert!(why.contains("outside the page's folder"), "{why}");
        let why = read_inside(&site, "zero.bin", 64).unwrap_err();
        assert!(why.contains("outside the page's folder"), "{why}");
        let why = read_inside(&site, "lib", 64).unwrap_err();
        assert!(why.contains("not a plain file"), "{why}");
        let why = read_inside(&site, "lib/a.js", 4).unwrap_err();
        assert!(why.contains("larger than"), "{why}");
        let why = read_inside(&site, "missing.js", 64).unwrap_err();
        assert!(why.contains("no such file"), "{why}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn imports_stay_inside_the_page_folder() {
        assert_eq!(resolve_name("main.js", "./math.js").unwrap(), "math.js");
        assert_eq!(resolve_name("lib/a.js", "./b.js").unwrap(), "lib/b.js");
        assert_eq!(resolve_name("lib/a.js", "../main.js").unwrap(), "main.js");
        assert!(
            resolve_name("main.js", "../secret.js")
                .unwrap_err()
                .contains("leaves the page's folder")
        );
        assert!(resolve_name("main.js", "/etc/passwd").is_err());
        assert!(resolve_name("main.js", "https://example.com/x.js").is_err());
        assert!(
            resolve_name("main.js", "gl-matrix")
                .unwrap_err()
                .contains("relative path")
        );
    }
}
