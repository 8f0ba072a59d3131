use serde::{Deserialize, Serialize};

pub use crate::text::Lang;

/// A text in Spanish and English. Either may be missing; the other is then shown
/// with a visible marker, never a blank.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    /// Spanish text.
    #[serde(default)]
    pub es: Option<String>,
    /// English text.
    #[serde(default)]
    pub en: Option<String>,
}

impl Text {
    /// Both languages given.
    pub fn new(es: &str, en: &str) -> Self {
        Self {
            es: Some(es.to_owned()),
            en: Some(en.to_owned()),
        }
    }

    /// The text in `lang`, or the other language marked as a fallback.
    pub fn get(&self, lang: Lang) -> std::borrow::Cow<'_, str> {
        crate::text::lesson::lesson_text(lang, self.es.as_deref(), self.en.as_deref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_translation_falls_back_visibly() {
        let t = Text {
            es: Some("hola".into()),
            en: None,
        };
        assert_eq!(t.get(Lang::Es), "hola");
        assert_eq!(t.get(Lang::En), "[no translation: es] hola");
        assert_eq!(Text::default().get(Lang::En), "[missing text / texto ausente]");
    }
}
