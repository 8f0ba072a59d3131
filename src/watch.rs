//! Watches `lessons/` and `shaders/` with notify (debounced), so a file saved from an
//! external editor reaches the app within about 300 ms. The web build bundles its course
//! files, so nothing changes under it: there the watcher never reports a change.

#[cfg(target_arch = "wasm32")]
pub use web::Watcher;

#[cfg(target_arch = "wasm32")]
mod web {
    use std::path::{Path, PathBuf};

    /// The web build's watcher: the bundled course files never change.
    pub struct Watcher;

    impl Watcher {
        /// Nothing to watch.
        pub fn new(_dirs: &[&Path], _wake: impl Fn() + Send + 'static) -> Result<Self, std::convert::Infallible> {
            Ok(Self)
        }

        /// Never any change.
        pub fn changes(&self) -> Vec<PathBuf> {
            Vec::new()
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub use native::*;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::path::{Path, PathBuf};
    use std::sync::mpsc::{Receiver, channel};
    use std::time::Duration;

    use notify_debouncer_full::notify::RecursiveMode;
    use notify_debouncer_full::{DebounceEventResult, Debouncer, RecommendedCache, new_debouncer};

    /// How long the debouncer waits for a burst of writes to settle.
    pub const DEBOUNCE: Duration = Duration::from_millis(120);

    /// A file that changed, was created, removed or renamed.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct Changed(pub PathBuf);

    /// Why the course files cannot be watched.
    #[derive(Debug, thiserror::Error)]
    pub enum WatchError {
        /// The watcher could not start.
        #[error("cannot start the file watcher: {0}")]
        Start(#[source] notify_debouncer_full::notify::Error),
        /// A folder could not be watched.
        #[error("cannot watch {}: {source}", path.display())]
        Watch {
            /// The folder.
            path: PathBuf,
            /// What notify said.
            #[source]
            source: notify_debouncer_full::notify::Error,
        },
    }

    /// A running watcher; dropping it stops watching.
    pub struct Watcher {
        _debouncer: Debouncer<notify_debouncer_full::notify::RecommendedWatcher, RecommendedCache>,
        rx: Receiver<Changed>,
    }

    impl Watcher {
        /// Watches `dirs`; `wake` is called from the watcher's thread on every change (the
        /// GUI passes a repaint request).
        pub fn new(dirs: &[&Path], wake: impl Fn() + Send + 'static) -> Result<Self, WatchError> {
            let (tx, rx) = channel();
            let mut debouncer = new_debouncer(DEBOUNCE, None, move |result: DebounceEventResult| {
                if let Ok(events) = result {
                    // Only what changes a file: another program reading the lessons
                    // (inotify's open and close events) must not wake the window.
                    let mut changed = false;
                    for e in events.iter().filter(|e| !e.event.kind.is_access()) {
                        changed = true;
                        for p in &e.event.paths {
                            let _ = tx.send(Changed(p.clone()));
                        }
                    }
                    if changed {
                        wake();
                    }
                }
            })
            .map_err(WatchError::Start)?;
            for d in dirs {
                debouncer
                    .watch(d, RecursiveMode::NonRecursive)
                    .map_err(|source| WatchError::Watch {
                        path: d.to_path_buf(),
                        source,
                    })?;
            }
            Ok(Self {
                _debouncer: debouncer,
                rx,
            })
        }

        /// Every distinct path changed since the last call.
        pub fn changes(&self) -> Vec<PathBuf> {
            let mut out: Vec<PathBuf> = Vec::new();
            while let Ok(Changed(p)) = self.rx.try_recv() {
                if !out.contains(&p) {
                    out.push(p);
                }
            }
            out
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use std::path::PathBuf;
    use std::time::Duration;

    #[test]
    fn an_external_write_is_reported() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.wgsl");
        std::fs::write(&file, "// one").unwrap();
        let w = Watcher::new(&[dir.path()], || {}).unwrap();
        std::thread::sleep(Duration::from_millis(50));
        let t = std::time::Instant::now();
        std::fs::write(&file, "// two").unwrap();
        let mut seen = Vec::new();
        while t.elapsed() < Duration::from_secs(5) && seen.is_empty() {
            seen = w.changes();
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(seen.iter().any(|p| p.ends_with("a.wgsl")), "no change seen: {seen:?}");
        // Deleting a watched file is just another change.
        std::fs::remove_file(&file).unwrap();
        let t = std::time::Instant::now();
        let mut seen = Vec::new();
        while t.elapsed() < Duration::from_secs(5) && !seen.iter().any(|p: &PathBuf| p.ends_with("a.wgsl")) {
            seen.extend(w.changes());
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(seen.iter().any(|p| p.ends_with("a.wgsl")), "no deletion seen: {seen:?}");
    }

    /// Another program reading the lessons (a second window, a test, an editor opening a
    /// file) changes nothing: the window is not woken, so an idle window stays idle.
    #[test]
    fn reading_a_file_is_not_a_change() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.wgsl");
        std::fs::write(&file, "// one").unwrap();
        let woken = std::sync::Arc::new(std::sync::atomic::AtomicU32::new(0));
        let count = std::sync::Arc::clone(&woken);
        let w = Watcher::new(&[dir.path()], move || {
            count.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        })
        .unwrap();
        std::thread::sleep(Duration::from_millis(50));
        for _ in 0..20 {
            assert_eq!(std::fs::read_to_string(&file).unwrap(), "// one");
        }
        // A write afterwards is seen: the watcher was running all along.
        std::fs::write(dir.path().join("b.wgsl"), "// two").unwrap();
        let t = std::time::Instant::now();
        let mut seen = Vec::new();
        while t.elapsed() < Duration::from_secs(5) && !seen.iter().any(|p: &PathBuf| p.ends_with("b.wgsl")) {
            seen.extend(w.changes());
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(seen.iter().any(|p| p.ends_with("b.wgsl")), "{seen:?}");
        assert!(
            !seen.iter().any(|p| p.ends_with("a.wgsl")),
            "a read was reported as a change: {seen:?}"
        );
    }
}
