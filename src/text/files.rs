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

sentences! {
    /// The course is a course author's folder, named by `--lessons-dir`.
    pub fn course_of_flag(dir: &str) {
        es: "curso de --lessons-dir {dir}",
        en: "course of --lessons-dir {dir}",
    }
    /// The course is a course author's folder, named by the environment.
    pub fn course_of_env(var: &str, dir: &str) {
        es: "curso de {var}={dir}",
        en: "course of {var}={dir}",
    }
    /// The course is the source tree's (the program runs from it).
    pub fn course_of_source_tree(dir: &str) {
        es: "curso del árbol de fuentes, {dir}",
        en: "the source tree's course, {dir}",
    }
    /// The course is the one bundled with the program.
    pub fn course_bundled(dir: &str) {
        es: "curso incluido en el programa (desempaquetado en {dir})",
        en: "course bundled with the program (unpacked in {dir})",
    }
}
