//! Reading a text file for editing: UTF-8, not too large, and a precise reason when not.
//! Shared by the lesson catalog, the headless runners and the student's work folder.

use std::fmt::Write as _;
use std::path::Path;

/// Texts larger than this are not opened for editing (they open read-only).
pub const MAX_TEXT_BYTES: usize = 1024 * 1024;

/// Why a text file could not be opened for editing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// The file could not be read at all.
    #[error("{path}: {message}")]
    Io {
        /// The file.
        path: String,
        /// What the system said.
        message: String,
    },
    /// The bytes are not UTF-8 text.
    #[error("{path}:{line}:{column}: not UTF-8 text (a binary file, or another encoding)")]
    NotUtf8 {
        /// The file.
        path: String,
        /// Line of the first invalid byte, from 1.
        line: usize,
        /// Column (characters) of the first invalid byte, from 1.
        column: usize,
        /// The text with invalid bytes shown as `\xNN`, for reading.
        lossy: String,
    },
    /// The file is larger than [`MAX_TEXT_BYTES`].
    #[error("{path}: {bytes} bytes, over the {max} bytes Lienzo opens as text", max = MAX_TEXT_BYTES)]
    TooLarge {
        /// The file.
        path: String,
        /// Its size.
        bytes: u64,
        /// Its beginning, for reading.
        head: String,
    },
}

impl ReadError {
    /// Why, in both languages (the `Display` text is the English one).
    pub fn said(&self) -> crate::text::Both {
        use crate::text::files;
        match self {
            Self::Io { path, message } => files::unreadable(path, message),
            Self::NotUtf8 { path, line, column, .. } => files::not_utf8(path, *line, *column),
            Self::TooLarge { path, bytes, .. } => files::too_large(path, *bytes, MAX_TEXT_BYTES),
        }
    }

    /// The text to show read-only, when there is one.
    pub fn readable_text(&self) -> &str {
        match self {
            Self::Io { .. } => "",
            Self::NotUtf8 { lossy, .. } => lossy,
            Self::TooLarge { head, .. } => head,
        }
    }
}

/// Reads a UTF-8 text file of at most [`MAX_TEXT_BYTES`], saying precisely why not.
/// A leading byte-order mark is dropped.
pub fn read_text(path: &Path) -> Result<String, ReadError> {
    let shown = path.display().to_string();
    let io = |e: std::io::Error| ReadError::Io {
        path: shown.clone(),
        message: e.to_string(),
    };
    let bytes = crate::files::len(path).map_err(io)?;
    if bytes > MAX_TEXT_BYTES as u64 {
        let head = crate::files::read_head(path, MAX_TEXT_BYTES.min(64 * 1024)).map_err(io)?;
        return Err(ReadError::TooLarge {
            path: shown,
            bytes,
            head: escaped(&head),
        });
    }
    let data = crate::files::read(path).map_err(io)?;
    match String::from_utf8(data) {
        Ok(text) => Ok(text.strip_prefix('\u{feff}').map(str::to_owned).unwrap_or(text)),
        Err(e) => {
            let lossy = escaped(e.as_bytes());
            let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let valid = std::str::from_utf8(valid).unwrap_or_default();
            let line = valid.matches('\n').count() + 1;
            let column = valid.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            Err(ReadError::NotUtf8 {
                path: shown,
                line,
                column,
                lossy,
            })
        }
    }
}

/// The text of `bytes` with every byte that is not UTF-8 written as `\xNN`, so a
/// student sees where a file is binary.
fn escaped(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        for b in chunk.invalid() {
            let _ = write!(out, "\\x{b:02X}");
        }
    }
    out
}
