//! Files on disk.

use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The whole file.
pub fn read(path: &Path) -> std::io::Result<Vec<u8>> {
    std::fs::read(path)
}

/// The file's first `n` bytes at most (a file too large to open as text).
pub fn read_head(path: &Path, n: usize) -> std::io::Result<Vec<u8>> {
    let mut head = vec![0; n];
    let got = std::io::Read::read(&mut std::fs::File::open(path)?, &mut head)?;
    head.truncate(got);
    Ok(head)
}

/// The file's size in bytes.
pub fn len(path: &Path) -> std::io::Result<u64> {
    Ok(std::fs::metadata(path)?.len())
}

/// Whether `path` is a file.
pub fn is_file(path: &Path) -> bool {
    path.is_file()
}

/// Whether `path` is a folder.
pub fn is_dir(path: &Path) -> bool {
    path.is_dir()
}

/// The entries of a folder.
pub fn read_dir(path: &Path) -> std::io::Result<Vec<PathBuf>> {
    Ok(std::fs::read_dir(path)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect())
}

/// Writes `bytes` to `path` atomically: a temporary file beside it, flushed, then
/// renamed over it. Creates the folder when missing.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Removes a file.
pub fn remove(path: &Path) -> std::io::Result<()> {
    std::fs::remove_file(path)
}

/// Renames a file.
pub fn rename(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::rename(from, to)
}
