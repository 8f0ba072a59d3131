//! Why a file opens read-only, or cannot be saved.

use super::{Phrase, sentences};

pub const NOTHING_TO_SAVE: Phrase = Phrase {
    es: "no hay nada que guardar",
    en: "nothing to save",
};

sentences! {
    /// The system could not read the file.
    pub fn unreadable(path: &str, message: &str) {
        es: "{path}: {message}",
        en: "{path}: {message}",
    }
    /// The file's bytes are not UTF-8 from this place on.
    pub fn not_utf8(path: &str, line: usize, column: usize) {
        es: "{path}:{line}:{column}: no es texto UTF-8 (un archivo binario, u otra codificación)",
        en: "{path}:{line}:{column}: not UTF-8 text (a binary file, or another encoding)",
    }
    /// An uploaded file's bytes are not UTF-8 from this place on.
    pub fn upload_not_utf8(path: &str, line: usize, column: usize) {
        es: "{path}:{line}:{column}: no es texto UTF-8 (¿un archivo binario?); el editor conserva su texto",
        en: "{path}:{line}:{column}: not UTF-8 text (a binary file?); the editor keeps its text",
    }
    /// The file is larger than Lienzo edits.
    pub fn too_large(path: &str, bytes: u64, max: usize) {
        es: "{path}: {bytes} bytes, más de los {max} bytes que Lienzo abre como texto",
        en: "{path}: {bytes} bytes, over the {max} bytes Lienzo opens as text",
    }
}
