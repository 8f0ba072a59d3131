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

    /// The language's name in itself, for the language switch.
    pub fn own_name(self) -> &'static str {
        match self {
            Self::Es => "Español",
            Self::En => "English",
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_parsing() {
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Lang::En);
        assert_eq!(Lang::from_locale("es-MX"), Lang::Es);
        assert_eq!(Lang::from_locale("de-DE"), Lang::Es);
    }
}
