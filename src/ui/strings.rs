//! Interface strings in Spanish and English. Every call site gives both, so no string
//! can be missing in one language.

use crate::lesson::Lang;

/// Picks the string for `lang`.
pub fn tr(lang: Lang, es: &'static str, en: &'static str) -> &'static str {
    match lang {
        Lang::Es => es,
        Lang::En => en,
    }
}

/// Formats bytes as MiB with one decimal.
pub fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / f64::from(1u32 << 20))
}
