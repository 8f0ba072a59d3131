//! The course (`lessons/`, `shaders/`, `assets/`), bundled into the program at build
//! time from the same files the source tree holds, on both targets. In the browser the
//! bundle is read in place; on the desktop it is unpacked once into a folder of the
//! user's cache, because a page's process reads its folder from disk, under the
//! operating system's rules, as any other page's.

use include_dir::{Dir, include_dir};

/// The course folders, by name.
pub static COURSE: [(&str, Dir<'static>); 3] = [
    ("lessons", include_dir!("$CARGO_MANIFEST_DIR/lessons")),
    ("shaders", include_dir!("$CARGO_MANIFEST_DIR/shaders")),
    ("assets", include_dir!("$CARGO_MANIFEST_DIR/assets")),
];

/// Every bundled file: its path under the course root and its bytes.
fn each_file() -> Vec<(std::path::PathBuf, &'static [u8])> {
    fn walk(dir: &'static Dir<'static>, under: &std::path::Path, out: &mut Vec<(std::path::PathBuf, &'static [u8])>) {
        for f in dir.files() {
            out.push((under.join(f.path()), f.contents()));
        }
        for d in dir.dirs() {
            walk(d, under, out);
        }
    }
    let mut out = Vec::new();
    for (name, dir) in &COURSE {
        walk(dir, std::path::Path::new(name), &mut out);
    }
    out
}

/// A name for this bundle's contents (FNV-1a over paths and bytes), so two builds with
/// different courses never share an unpacked folder.
pub fn fingerprint() -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for (path, bytes) in each_file() {
        for b in path.to_string_lossy().bytes().chain([0]).chain(bytes.iter().copied()) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

/// Writes the bundled course under `root` (`root/lessons`, `root/shaders`,
/// `root/assets`). A file already there with the same bytes is left alone; any other is
/// replaced atomically, so two processes unpacking at once both end with the course.
#[cfg(not(target_arch = "wasm32"))]
pub fn unpack(root: &std::path::Path) -> std::io::Result<()> {
    for (path, bytes) in each_file() {
        let to = root.join(&path);
        if std::fs::read(&to).is_ok_and(|on_disk| on_disk == bytes) {
            continue;
        }
        super::write_atomic(&to, bytes)?;
    }
    Ok(())
}

#[cfg(all(test, not(target_arch = "wasm32")))]
#[allow(clippy::unwrap_used)] // Reason: a test's panic names its cause.
mod tests {
    /// The bundle is the source tree's course, file for file, and unpacks to it.
    #[test]
    fn the_bundle_unpacks_to_the_source_trees_course() {
        let dir = tempfile::tempdir().unwrap();
        super::unpack(dir.path()).unwrap();
        for name in ["lessons", "shaders", "assets"] {
            let source = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
            let mut n = 0;
            for entry in walk(&source) {
                let rel = entry.strip_prefix(&source).unwrap();
                let unpacked = std::fs::read(dir.path().join(name).join(rel));
                assert_eq!(
                    unpacked.ok(),
                    Some(std::fs::read(&entry).unwrap()),
                    "{} differs from the bundle: rebuild (build.rs watches the course folders)",
                    entry.display()
                );
                n += 1;
            }
            assert!(n > 0, "{name} is empty");
        }
        // Unpacking again over a changed file restores it.
        let some = dir.path().join("lessons").join(
            std::fs::read_dir(dir.path().join("lessons"))
                .unwrap()
                .next()
                .unwrap()
                .unwrap()
                .file_name(),
        );
        std::fs::write(&some, "changed").unwrap();
        super::unpack(dir.path()).unwrap();
        assert_ne!(std::fs::read(&some).unwrap(), b"changed");
    }

    fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
        let mut out = Vec::new();
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                out.extend(walk(&p));
            } else {
                out.push(p);
            }
        }
        out
    }
}
