//! The catalogue: every sentence Lienzo says to a student, in Spanish and English.
//!
//! Nothing outside this folder chooses between the languages. Two shapes hold all of it:
//! - a [`Phrase`] constant, for words that take no values (a button, a tooltip);
//! - a function declared with [`sentences!`], for a sentence made with values. It writes
//!   both languages from the same values and returns [`Both`], which the caller shows in
//!   the interface language, or keeps (a grader's verdict is stored in both).
//!
//! `tests/glossary.rs` reads every `es:` and `en:` literal in this folder against
//! `lessons/GLOSSARY.md`, checks that the two sides of a sentence use the same values,
//! and fails on a Spanish literal or a language choice anywhere else in `src/`.
//!
//! Why a typed table and not Fluent: a missing sentence, a missing language or a value
//! of the wrong type is a compile error here, where Fluent finds them at run time; values
//! keep Rust's formatting (`{x:.2}`); and nothing is parsed at start or added to the
//! `.wasm`. Two languages, written by the people who write the code, need no more.

mod concat;
pub mod device;
pub mod diagnostics;
mod entry;
pub mod files;
pub mod grade;
pub mod habits;
pub mod habits_blocks;
pub mod habits_shading;
pub mod habits_words;
pub mod knobs;
mod lang;
pub mod lesson;
pub mod naga;
pub mod naga_checks;
pub mod naga_features;
pub mod naga_parse;
pub mod page;
pub mod storage_access;
pub mod ui;
pub mod wgsl_checks;
pub mod wgsl_hints;

pub use lang::Lang;

/// Words written in both languages: a [`Phrase`], a [`Both`], or a reference to one.
pub trait Bilingual {
    /// The Spanish words.
    fn es(&self) -> &str;
    /// The English words.
    fn en(&self) -> &str;
}

impl Bilingual for Phrase {
    fn es(&self) -> &str {
        self.es
    }
    fn en(&self) -> &str {
        self.en
    }
}

impl Bilingual for Both {
    fn es(&self) -> &str {
        &self.es
    }
    fn en(&self) -> &str {
        &self.en
    }
}

impl<T: Bilingual + ?Sized> Bilingual for &T {
    fn es(&self) -> &str {
        (**self).es()
    }
    fn en(&self) -> &str {
        (**self).en()
    }
}

/// A Spanish copy kept beside an original (a wgpu message Lienzo translated, a naga
/// diagnostic in Spanish), when the student reads Spanish; `None` sends them to the
/// original.
pub fn spanish_copy<T>(lang: Lang, copy: Option<T>) -> Option<T> {
    copy.filter(|_| lang == Lang::Es)
}

/// Words in both languages that take no values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Phrase {
    /// Spanish.
    pub es: &'static str,
    /// English.
    pub en: &'static str,
}

impl Phrase {
    /// The words in `lang`.
    pub const fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Es => self.es,
            Lang::En => self.en,
        }
    }
}

/// A sentence made with its values, in both languages: shown in one, kept in both.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Both {
    /// Spanish.
    pub es: String,
    /// English.
    pub en: String,
}

impl Both {
    /// Words that read the same in both languages: a name, a system's message.
    pub fn same(text: impl Into<String>) -> Self {
        let text = text.into();
        Self {
            es: text.clone(),
            en: text,
        }
    }

    /// The sentence in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Es => &self.es,
            Lang::En => &self.en,
        }
    }

    /// The sentence in `lang`, owned.
    pub fn take(self, lang: Lang) -> String {
        match lang {
            Lang::Es => self.es,
            Lang::En => self.en,
        }
    }
}

impl From<Phrase> for Both {
    fn from(p: Phrase) -> Self {
        Self {
            es: p.es.to_owned(),
            en: p.en.to_owned(),
        }
    }
}

/// English, for logs and test messages; what a student reads goes through [`Both::get`].
impl std::fmt::Display for Both {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.en)
    }
}

/// Declares sentences made with values:
///
/// ```ignore
/// sentences! {
///     /// The run counter above the page's lines.
///     pub fn page_run(runs: u32) {
///         es: "— ejecución {runs} de la página —",
///         en: "— page run {runs} —",
///     }
/// }
/// ```
///
/// Each becomes `pub fn page_run(runs: u32) -> Both`. The literals name their values
/// (`{runs}`, `{share:.2}`) and nothing else, so both languages take the same ones.
///
/// Values that are words themselves, in both languages, come after a `;`:
/// `pub fn not_running(seconds: f32; state)` takes `state: impl Bilingual` (a
/// [`Phrase`], a [`Both`]), and each language's sentence gets that language's words
/// under the same name, `{state}`. No caller can hand the Spanish words to the English
/// sentence.
macro_rules! sentences {
    ($(
        $(#[$meta:meta])*
        $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)? $(; $($word:ident),+ $(,)?)?) {
            es: $es:literal,
            en: $en:literal $(,)?
        }
    )*) => {$(
        $(#[$meta])*
        #[allow(clippy::too_many_arguments)]
        $vis fn $name($($arg: $ty,)* $($($word: impl $crate::text::Bilingual,)+)?) -> $crate::text::Both {
            $crate::text::Both {
                es: {
                    $($(let $word = $crate::text::Bilingual::es(&$word);)+)?
                    format!($es)
                },
                en: {
                    $($(let $word = $crate::text::Bilingual::en(&$word);)+)?
                    format!($en)
                },
            }
        }
    )*};
}
pub(crate) use sentences;

#[cfg(test)]
mod tests {
    use super::*;

    sentences! {
        fn sample(n: u32, share: f32) {
            es: "{n} de {share:.1}",
            en: "{n} of {share:.1}",
        }
    }

    sentences! {
        fn with_words(n: u32; thing) {
            es: "{n} {thing}",
            en: "{n} {thing}",
        }
    }

    #[test]
    fn words_in_both_languages_reach_each_language_under_one_name() {
        let thing = Phrase {
            es: "gatos",
            en: "cats",
        };
        let s = with_words(2, thing);
        assert_eq!((s.es.as_str(), s.en.as_str()), ("2 gatos", "2 cats"));
        let px = Both::same("px");
        let s = with_words(3, &px);
        assert_eq!((s.es.as_str(), s.en.as_str()), ("3 px", "3 px"));
    }

    #[test]
    fn a_sentence_writes_both_languages_from_the_same_values() {
        let s = sample(3, 0.25);
        assert_eq!(s.get(Lang::Es), "3 de 0.2");
        assert_eq!(s.get(Lang::En), "3 of 0.2");
        assert_eq!(s.to_string(), "3 of 0.2");
    }

    #[test]
    fn a_phrase_picks_its_language() {
        let p = Phrase {
            es: "Guardar",
            en: "Save",
        };
        assert_eq!(p.get(Lang::Es), "Guardar");
        assert_eq!(Both::from(p).take(Lang::En), "Save");
    }
}
