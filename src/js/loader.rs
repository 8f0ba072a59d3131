//! ES module imports of a page: only files inside the site's folder (the root a browser's
//! server would serve), read-only. A specifier resolves as a browser resolves it against
//! the importing module's URL: relative (`./x.js`, `../lib/x.js`), from the site's root
//! (`/lib/x.js`), the site's own origin (`http://localhost/lib/x.js`), or a bare name
//! through the page's import map. `..` out of the site, another origin, or a link that
//! points out of the folder or to anything that is not a plain file (a pipe, a device) is
//! refused with a message: a server serves the files of its folder, nothing it links to.

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use rquickjs::loader::ImportAttributes;
use rquickjs::module::Declared;
use rquickjs::{Ctx, Module, Result};

/// The largest module a page may import.
const MAX_MODULE_BYTES: u64 = 4 << 20;

/// The origin a page is served from: `location.origin`, and the start of every
/// `import.meta.url`.
pub const ORIGIN: &str = "http://localhost";

/// How a page's files are addressed: its document's path inside the site's folder and
/// its import map.
#[derive(Clone, Debug)]
pub struct Site {
    /// The document, a path inside the root (`index.html`, `lessons/a.html`): relative
    /// URLs of `fetch` and `<script src>` start from its folder.
    pub document: String,
    /// The import map's `imports`: a bare name (or a prefix ending in `/`) and the path
    /// inside the root it stands for.
    pub imports: BTreeMap<String, String>,
}

impl Default for Site {
    fn default() -> Self {
        Self {
            document: "index.html".to_owned(),
            imports: BTreeMap::new(),
        }
    }
}

/// Resolves `import "./x.js"` against the importing module, and bare names through the
/// import map.
pub struct Resolver {
    imports: BTreeMap<String, String>,
    importers: Importers,
}

/// Each module resolved so far, by its path inside the root: the module that first
/// imported it and the specifier it wrote, so that a module that cannot be read is
/// said at the import that asked for it.
pub type Importers = std::rc::Rc<std::cell::RefCell<BTreeMap<String, (String, String)>>>;

impl Resolver {
    pub fn new(site: &Site, importers: Importers) -> Self {
        Self {
            imports: site.imports.clone(),
            importers,
        }
    }

    /// A specifier as a path inside the root, or why not.
    pub fn resolve_specifier(&self, base: &str, name: &str) -> std::result::Result<String, String> {
        if let Some(to) = self.imports.get(name) {
            return Ok(to.clone());
        }
        // The longest prefix entry (`"lib/": "./vendor/lib/"`) that the name starts with.
        let prefix = self
            .imports
            .iter()
            .filter(|(k, _)| k.ends_with('/') && name.starts_with(k.as_str()))
            .max_by_key(|(k, _)| k.len());
        if let Some((k, to)) = prefix {
            return resolve_name("", &format!("/{to}{}", &name[k.len()..]));
        }
        resolve_name(base, name)
    }
}

/// Names a module by its path inside the root, with `/` separators, or says why not.
pub fn resolve_name(base: &str, name: &str) -> std::result::Result<String, String> {
    let same_origin = name.strip_prefix(ORIGIN).filter(|rest| rest.starts_with('/'));
    let (dir, rest) = if let Some(rest) = same_origin.or_else(|| name.strip_prefix('/').filter(|r| !r.starts_with('/')))
    {
        (Path::new(""), rest.trim_start_matches('/'))
    } else if name.contains("://") || name.starts_with("//") || name.starts_with('\\') {
        // The file the URL names, as the relative path to suggest (`./math.js` for a
        // URL that names none).
        let file = name
            .split(['?', '#'])
            .next()
            .and_then(|u| u.rsplit('/').next())
            .filter(|f| f.contains('.') && !f.contains(':'))
            .unwrap_or("math.js");
        return Err(format!(
            "import '{name}': a page in Lienzo has no network; put the file in the site's folder and import it by a relative path such as './{file}'"
        ));
    } else if name.starts_with("./") || name.starts_with("../") {
        (Path::new(base).parent().unwrap_or(Path::new("")), name)
    } else {
        return Err(format!(
            "import '{name}': a bare name needs an import map (<script type=\"importmap\">) or a bundler; write a relative path such as './{name}'"
        ));
    };
    let rest = rest.split(['?', '#']).next().unwrap_or("");
    let mut parts: Vec<String> = Vec::new();
    for c in dir.join(rest).components() {
        match c {
            Component::Normal(p) => parts.push(p.to_string_lossy().into_owned()),
            Component::ParentDir => {
                if parts.pop().is_none() {
                    return Err(format!(
                        "import '{name}' leaves the site's folder; a page imports only files inside it (a folder above can be the site: `lienzo run --root DIR`, or the site's button in the window)"
                    ));
                }
            }
            Component::CurDir => {}
            _ => return Err(format!("import '{name}': not a path inside the site's folder")),
        }
    }
    Ok(parts.join("/"))
}

/// A `fetch()` URL as a path inside the site's folder, relative to the document at
/// `document`; `/` is the site's root; the network is refused.
pub fn fetch_path(document: &str, url: &str) -> std::result::Result<String, String> {
    if url.starts_with("data:") || url.starts_with("blob:") {
        return Err(format!(
            "fetch('{url}'): a page in Lienzo has no network; put the file in the site's folder and fetch it by a relative path"
        ));
    }
    let path = url.split(['?', '#']).next().unwrap_or("");
    let name = if path.starts_with('/')
        || path.starts_with(ORIGIN)
        || path.contains("://")
        || path.starts_with("./")
        || path.starts_with("../")
    {
        path.to_owned()
    } else {
        format!("./{path}")
    };
    resolve_name(document, &name).map_err(|why| why.replacen("import", "fetch", 1))
}

impl rquickjs::loader::Resolver for Resolver {
    fn resolve<'js>(
        &mut self,
        ctx: &Ctx<'js>,
        base: &str,
        name: &str,
        _a: Option<ImportAttributes<'js>>,
    ) -> Result<String> {
        // A TypeError with the reason, as a browser rejects an import it cannot fetch
        // (and as the web build's Worker says it), at the import that asked.
        match self.resolve_specifier(base, name) {
            Ok(path) => {
                self.importers
                    .borrow_mut()
                    .entry(path.clone())
                    .or_insert_with(|| (base.to_owned(), name.to_owned()));
                Ok(path)
            }
            Err(why) => Err(throw_type_at(ctx, &why, Some((base, name)))),
        }
    }
}

/// Throws a `TypeError` saying `why`, placed (its `stack`) at the import of `specifier`
/// in the module `importer`, where that import is found in its text.
fn throw_type_at(ctx: &Ctx<'_>, why: &str, import: Option<(&str, &str)>) -> rquickjs::Error {
    let thrown = rquickjs::Exception::throw_type(ctx, why);
    let place = import.and_then(|(importer, specifier)| {
        let root = ctx.userdata::<SiteRoot>()?;
        let text = read_module(&root.0, &root.1, importer).ok()?;
        let (line, col) = import_place(&text, specifier)?;
        Some(format!("{importer}:{line}:{col}"))
    });
    let Some(place) = place else { return thrown };
    let error = ctx.catch();
    if let Some(o) = error.as_object() {
        let _ = o.set("stack", format!("    at {place}\n"));
    }
    ctx.throw(error)
}

/// The line and column (1-based, in characters) of the first `import` or `export … from`
/// of `specifier` in a module's text: the quoted specifier.
fn import_place(text: &str, specifier: &str) -> Option<(usize, usize)> {
    let at = ['"', '\'', '`']
        .iter()
        .filter_map(|q| text.find(&format!("{q}{specifier}{q}")))
        .min()?;
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before[before.rfind('\n').map_or(0, |i| i + 1)..].chars().count() + 1;
    Some((line, col))
}

/// The site's folder and the editors' texts, kept in the context for the loader's
/// messages.
pub struct SiteRoot(pub PathBuf, pub OpenFiles);

// SAFETY: it holds no reference with a lifetime.
#[allow(unsafe_code)]
unsafe impl rquickjs::JsLifetime<'_> for SiteRoot {
    type Changed<'to> = SiteRoot;
}

/// Reads modules from the root; a `.wgsl` file imports as its text (`export default`),
/// as bundlers' raw imports do. Files the window's editors hold are read from the
/// editors (`open`), not from the disk.
pub struct Loader {
    root: PathBuf,
    open: OpenFiles,
    importers: Importers,
}

/// The texts the window's editors hold, by name inside the root; a hot update changes
/// one while the page runs.
pub type OpenFiles = std::sync::Arc<std::sync::Mutex<std::collections::BTreeMap<String, String>>>;

impl Loader {
    pub fn new(root: PathBuf, open: OpenFiles, importers: Importers) -> Self {
        Self { root, open, importers }
    }

    fn read(&self, name: &str) -> std::result::Result<String, String> {
        read_module(&self.root, &self.open, name)
    }
}

/// A module's text: the editor's, else the file's.
fn read_module(root: &Path, open: &OpenFiles, name: &str) -> std::result::Result<String, String> {
    let open = open
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .get(name)
        .cloned();
    if let Some(text) = open {
        return Ok(text);
    }
    let bytes = read_inside(root, name, MAX_MODULE_BYTES)?;
    String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8 text"))
}

/// The text of the file `name` of the site's folder `root` (a script of an `.html`
/// page), by the same rules as an import.
pub fn read_site_text(root: &Path, name: &str) -> std::result::Result<String, String> {
    let bytes = read_inside(root, name, MAX_MODULE_BYTES)?;
    String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8 text"))
}

/// Reads the file `name` of the folder `root`, at most `max` bytes, or says why not:
/// the file, once every link on its way is followed, must be a plain file inside the
/// folder. The size is checked on the open file and the read stops past `max`, so a
/// file that grows while it is read (a link to `/dev/zero` is refused anyway) costs no
/// more than `max`.
pub fn read_inside(root: &Path, name: &str, max: u64) -> std::result::Result<Vec<u8>, Unread> {
    use std::io::Read;
    let served = Unread::NotServed;
    let folder = root
        .canonicalize()
        .map_err(|e| served(format!("{name}: the page's folder: {e}")))?;
    let path = root
        .join(name)
        .canonicalize()
        .map_err(|e| served(format!("{name}: {}", not_found(&e))))?;
    if !path.starts_with(&folder) {
        return Err(served(format!(
            "{name} is a link to a file outside the page's folder; a page reads only files inside it"
        )));
    }
    let not_plain = || served(format!("{name} is not a plain file (a folder, a pipe or a device)"));
    // Opening a named pipe waits for a writer: the kind is checked first, and the file
    // is opened without waiting in case it changed in between.
    if !std::fs::metadata(&path).is_ok_and(|m| m.is_file()) {
        return Err(not_plain());
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(target_os = "linux")]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    let file = options.open(&path).map_err(|e| served(format!("{name}: {e}")))?;
    let meta = file.metadata().map_err(|e| served(format!("{name}: {e}")))?;
    if !meta.is_file() {
        return Err(not_plain());
    }
    let too_large = || Unread::TooLarge(format!("{name} is larger than {} MiB", max >> 20));
    if meta.len() > max {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    file.take(max + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| served(format!("{name}: {e}")))?;
    if bytes.len() as u64 > max {
        return Err(too_large());
    }
    Ok(bytes)
}

/// Why [`read_inside`] read nothing.
#[derive(Debug)]
pub enum Unread {
    /// What a server answers with 404: no such file, a link out of the folder, a file
    /// that is not a plain file.
    NotServed(String),
    /// Past Lienzo's own limit on what a page reads.
    TooLarge(String),
}

impl std::fmt::Display for Unread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::NotServed(why) | Self::TooLarge(why) => f.write_str(why),
        }
    }
}

impl From<Unread> for String {
    fn from(u: Unread) -> Self {
        u.to_string()
    }
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
        let text = self.read(name).map_err(|why| {
            let importer = self.importers.borrow().get(name).cloned();
            throw_type_at(ctx, &why, importer.as_ref().map(|(i, s)| (i.as_str(), s.as_str())))
        })?;
        let source = if Path::new(name)
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("wgsl"))
        {
            format!("export default {};", serde_json::to_string(&text).unwrap_or_default())
        } else {
            text
        };
        let module = Module::declare(ctx.clone(), name, source)?;
        set_meta_url(&module, name)?;
        Ok(module)
    }
}

/// The world's `hotContext(name)`, which makes a module's `import.meta.hot`.
pub struct HotContexts(pub rquickjs::Persistent<rquickjs::Function<'static>>);

// SAFETY: it holds no reference with a lifetime (a `Persistent` is `'static`), so
// changing its lifetime changes nothing; it is restored into the context that asks.
#[allow(unsafe_code)]
unsafe impl rquickjs::JsLifetime<'_> for HotContexts {
    type Changed<'to> = HotContexts;
}

/// The prelude's `quietStack`: the program's stack, read without running its code.
pub struct QuietStack(pub rquickjs::Persistent<rquickjs::Function<'static>>);

// SAFETY: as for `HotContexts`.
#[allow(unsafe_code)]
unsafe impl rquickjs::JsLifetime<'_> for QuietStack {
    type Changed<'to> = QuietStack;
}

/// `import.meta.url`, the module's URL on the site's origin, and `import.meta.hot`,
/// its hot-module context (see the world's `hotContext`).
pub fn set_meta_url<T>(module: &Module<'_, T>, name: &str) -> Result<()> {
    let meta = module.meta()?;
    meta.set("url", format!("{ORIGIN}/{name}"))?;
    let ctx = module.ctx();
    let make = ctx.userdata::<HotContexts>().map(|h| h.0.clone());
    if let Some(make) = make {
        let hot: rquickjs::Value = make.restore(ctx)?.call((name,))?;
        meta.set("hot", hot)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{import_place, resolve_name};

    #[test]
    fn an_import_is_placed_at_its_quoted_specifier() {
        let text = "// a comment\n  import { a } from './a.js';\nexport * from \"../b.js\";\n";
        assert_eq!(import_place(text, "./a.js"), Some((2, 21)));
        assert_eq!(import_place(text, "../b.js"), Some((3, 15)));
        // A name that is only part of a longer specifier is not it.
        assert_eq!(import_place(text, "a.js"), None);
        // Columns count characters, as an editor does.
        assert_eq!(import_place("const ñ = 1; import('./x.js')", "./x.js"), Some((1, 21)));
    }

    #[test]
    fn fetches_stay_inside_the_page_folder_and_off_the_network() {
        use super::fetch_path;
        assert_eq!(fetch_path("index.html", "f.png").unwrap(), "f.png");
        assert_eq!(fetch_path("index.html", "./img/f.png?v=2").unwrap(), "img/f.png");
        assert_eq!(fetch_path("index.html", "/img/f.png").unwrap(), "img/f.png");
        // Relative to the document's folder; `/` and the site's origin from the root.
        assert_eq!(fetch_path("a/b/page.html", "f.png").unwrap(), "a/b/f.png");
        assert_eq!(fetch_path("a/b/page.html", "../lib/f.png").unwrap(), "a/lib/f.png");
        assert_eq!(fetch_path("a/b/page.html", "/f.png").unwrap(), "f.png");
        assert_eq!(
            fetch_path("a/b/page.html", "http://localhost/x/f.png").unwrap(),
            "x/f.png"
        );
        assert!(
            fetch_path("index.html", "https://example.com/f.png")
                .unwrap_err()
                .contains("no network")
        );
        // An import from the network suggests the file it names, in the site's folder.
        assert!(
            resolve_name("main.js", "https://wgpu-matrix.org/dist/2.x/wgpu-matrix.module.js?v=1")
                .unwrap_err()
                .ends_with("such as './wgpu-matrix.module.js'")
        );
        assert!(
            fetch_path("index.html", "../f.png")
                .unwrap_err()
                .contains("leaves the site's folder")
        );
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
        let why = read_inside(&site, "secret.wgsl", 64).unwrap_err().to_string();
        assert!(why.contains("outside the page's folder"), "{why}");
        let why = read_inside(&site, "other/secret.txt", 64).unwrap_err().to_string();
        assert!(why.contains("outside the page's folder"), "{why}");
        let why = read_inside(&site, "zero.bin", 64).unwrap_err().to_string();
        assert!(why.contains("outside the page's folder"), "{why}");
        let why = read_inside(&site, "lib", 64).unwrap_err().to_string();
        assert!(why.contains("not a plain file"), "{why}");
        let why = read_inside(&site, "lib/a.js", 4).unwrap_err().to_string();
        assert!(why.contains("larger than"), "{why}");
        let why = read_inside(&site, "missing.js", 64).unwrap_err().to_string();
        assert!(why.contains("no such file"), "{why}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn bare_names_resolve_through_the_import_map() {
        let site = super::Site {
            document: "demo/index.html".to_owned(),
            imports: [
                ("wgpu-matrix".to_owned(), "lib/wgpu-matrix.module.js".to_owned()),
                ("three/".to_owned(), "vendor/three/".to_owned()),
            ]
            .into(),
        };
        let r = super::Resolver::new(&site, super::Importers::default());
        assert_eq!(
            r.resolve_specifier("demo/main.js", "wgpu-matrix").unwrap(),
            "lib/wgpu-matrix.module.js"
        );
        assert_eq!(
            r.resolve_specifier("demo/main.js", "three/addons/x.js").unwrap(),
            "vendor/three/addons/x.js"
        );
        assert_eq!(
            r.resolve_specifier("demo/main.js", "./util.js").unwrap(),
            "demo/util.js"
        );
        assert!(
            r.resolve_specifier("demo/main.js", "gl-matrix")
                .unwrap_err()
                .contains("import map")
        );
    }

    #[test]
    fn imports_stay_inside_the_page_folder() {
        assert_eq!(resolve_name("main.js", "./math.js").unwrap(), "math.js");
        assert_eq!(resolve_name("lib/a.js", "./b.js").unwrap(), "lib/b.js");
        assert_eq!(resolve_name("lib/a.js", "../main.js").unwrap(), "main.js");
        assert!(
            resolve_name("main.js", "../secret.js")
                .unwrap_err()
                .contains("leaves the site's folder")
        );
        // `/` is the site's root, never the machine's.
        assert_eq!(resolve_name("a/main.js", "/lib/x.js").unwrap(), "lib/x.js");
        assert_eq!(
            resolve_name("a/main.js", "http://localhost/lib/x.js").unwrap(),
            "lib/x.js"
        );
        assert!(
            resolve_name("main.js", "https://example.com/x.js")
                .unwrap_err()
                .contains("no network")
        );
        assert!(
            resolve_name("main.js", "gl-matrix")
                .unwrap_err()
                .contains("relative path")
        );
    }
}
