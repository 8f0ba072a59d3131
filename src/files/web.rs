//! The web build: course files bundled at build time, the rest in `localStorage`.

use std::io::{Error, ErrorKind};
use std::path::{Path, PathBuf};

use include_dir::Dir;

use super::course::COURSE;

/// Prefix of the `localStorage` keys.
const KEY_PREFIX: &str = "lienzo:";

fn normal(path: &Path) -> String {
    let s = path.to_string_lossy().replace('\\', "/");
    s.trim_start_matches("./").trim_end_matches('/').to_owned()
}

/// The bundled course folder `path` is in, and its path inside it.
fn course(path: &Path) -> Option<(&'static Dir<'static>, String)> {
    let p = normal(path);
    COURSE.iter().find_map(|(name, dir)| {
        if p == *name {
            Some((dir, String::new()))
        } else {
            p.strip_prefix(&format!("{name}/")).map(|rest| (dir, rest.to_owned()))
        }
    })
}

fn storage() -> std::io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| Error::new(ErrorKind::Unsupported, "this browser gives the page no localStorage"))
}

fn not_found(path: &Path) -> Error {
    Error::new(ErrorKind::NotFound, format!("{} not found", path.display()))
}

fn read_only(path: &Path) -> Error {
    Error::new(
        ErrorKind::PermissionDenied,
        format!("{} is a course file, bundled read-only", path.display()),
    )
}

/// The whole file.
pub fn read(path: &Path) -> std::io::Result<Vec<u8>> {
    if let Some((dir, rest)) = course(path) {
        return dir
            .get_file(&rest)
            .map(|f| f.contents().to_vec())
            .ok_or_else(|| not_found(path));
    }
    let key = format!("{KEY_PREFIX}{}", normal(path));
    let value = storage()?
        .get_item(&key)
        .map_err(|_| Error::other("localStorage refused to read"))?;
    value.map(String::into_bytes).ok_or_else(|| not_found(path))
}

/// The file's first `n` bytes at most.
pub fn read_head(path: &Path, n: usize) -> std::io::Result<Vec<u8>> {
    let mut bytes = read(path)?;
    bytes.truncate(n);
    Ok(bytes)
}

/// The file's size in bytes.
pub fn len(path: &Path) -> std::io::Result<u64> {
    Ok(read(path)?.len() as u64)
}

/// Whether `path` is a file.
pub fn is_file(path: &Path) -> bool {
    read(path).is_ok()
}

/// Whether `path` is a folder (only the bundled course folders are).
pub fn is_dir(path: &Path) -> bool {
    course(path).is_some_and(|(dir, rest)| rest.is_empty() || dir.get_dir(&rest).is_some())
}

/// The entries of a bundled folder.
pub fn read_dir(path: &Path) -> std::io::Result<Vec<PathBuf>> {
    let (dir, rest) = course(path).ok_or_else(|| not_found(path))?;
    let dir = if rest.is_empty() {
        dir
    } else {
        dir.get_dir(&rest).ok_or_else(|| not_found(path))?
    };
    Ok(dir
        .files()
        .map(|f| path.join(f.path().file_name().unwrap_or_default()))
        .collect())
}

/// Writes `bytes` as the value of `path`'s key: one `setItem`, whole or not at all.
/// Text only: `localStorage` keeps strings.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if course(path).is_some() {
        return Err(read_only(path));
    }
    let text = std::str::from_utf8(bytes).map_err(|e| Error::new(ErrorKind::InvalidData, e))?;
    storage()?
        .set_item(&format!("{KEY_PREFIX}{}", normal(path)), text)
        .map_err(|_| Error::other("the browser's storage is full or refused the write"))
}

/// Removes a file.
pub fn remove(path: &Path) -> std::io::Result<()> {
    if course(path).is_some() {
        return Err(read_only(path));
    }
    let key = format!("{KEY_PREFIX}{}", normal(path));
    let s = storage()?;
    if s.get_item(&key).ok().flatten().is_none() {
        return Err(not_found(path));
    }
    s.remove_item(&key)
        .map_err(|_| Error::other("localStorage refused to remove"))
}

/// Renames a file.
pub fn rename(from: &Path, to: &Path) -> std::io::Result<()> {
    let bytes = read(from)?;
    write_atomic(to, &bytes)?;
    remove(from)
}
