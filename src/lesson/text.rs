use serde::{Deserialize, Serialize};

/// A language Lienzo speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// Español.
    #[default]
    Es,
    /// English.
    En,
}

impl Lang {
    /// Picks a language from a locale string such as `es_ES.UTF-8` or `en-US`.
    pub fn from_locale(locale: &str) -> Self {
        if locale.to_ascii_lowercase().starts_with("en") {
            Self::En
        } else {
            Self::Es
        }
    }

    /// The language of the running system, Spanish when unknown.
    pub fn from_system() -> Self {
        sys_locale::get_locale().map_or(Self::Es, |l| Self::from_locale(&l))
    }

    /// The short code, `es` or `en`.
    pub fn code(self) -> &'static str {
        match self {
            Self::Es => "es",
            Self::En => "en",
        }
    }

    /// Parses `es` or `en`.
    pub fn parse(s: &str) -> Option<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "es" | "spa" | "spanish" | "español" => Some(Self::Es),
            "en" | "eng" | "english" => Some(Self::En),
            _ => None,
        }
    }
}

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
        let (want, other, marker) = match lang {
            Lang::Es => (&self.es, &self.en, "[sin traducción: en] "),
            Lang::En => (&self.en, &self.es, "[no translation: es] "),
        };
        match (want, other) {
            (Some(t), _) if !t.trim().is_empty() => std::borrow::Cow::Borrowed(t),
            (_, Some(o)) if !o.trim().is_empty() => std::borrow::Cow::Owned(format!("{marker}{o}")),
            _ => std::borrow::Cow::Borrowed("[missing text / texto ausente]"),
        }
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

    #[test]
    fn locale_parsing() {
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale("es-MX"), Lang::Es);
        assert_eq!(Lang::from_locale("de-DE"), Lang::Es);
    }
}
