//! naga's own secondary labels and notes, in both languages. naga writes them in
//! English; a diagnostic carries them beside Lienzo's own headline (the `let` an
//! assignment hits, a previous definition, "consider declaring ... with `var`"). Known
//! sentences are translated by template ([`crate::text::naga::SENTENCES`]); any other
//! one is left out, so no sentence of naga's reaches a student.

use crate::text::{self, Both};

/// The parts of `text` that fill the `{}` of `template`, if it matches.
fn fill<'t>(template: &str, text: &'t str) -> Option<Vec<&'t str>> {
    let pieces: Vec<&str> = template.split("{}").collect();
    let mut rest = text.strip_prefix(pieces[0])?;
    let mut holes = Vec::new();
    if pieces.len() == 1 {
        return rest.is_empty().then_some(holes);
    }
    for (i, piece) in pieces.iter().enumerate().skip(1) {
        let last = i == pieces.len() - 1;
        let at = if last {
            rest.strip_suffix(piece).map(str::len)?
        } else {
            rest.find(piece)?
        };
        holes.push(&rest[..at]);
        rest = &rest[at + piece.len()..];
    }
    Some(holes)
}

/// naga's sentence as naga wrote it and in Spanish, when Lienzo knows it; a sentence
/// Lienzo does not know is never shown.
pub fn translated(text: &str) -> Option<Both> {
    for template in text::naga::SENTENCES {
        if let Some(holes) = fill(template.en, text) {
            let mut es = String::new();
            for (i, piece) in template.es.split("{}").enumerate() {
                if i > 0 {
                    es.push_str(holes.get(i - 1).copied().unwrap_or_default());
                }
                es.push_str(piece);
            }
            return Some(Both {
                es,
                en: text.to_owned(),
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::translated;

    fn in_spanish(text: &str) -> String {
        translated(text).map_or_else(|| "(unknown)".to_owned(), |t| t.es)
    }

    #[test]
    fn naga_sentences_come_out_in_spanish_or_marked_as_english() {
        assert_eq!(
            in_spanish("consider declaring `color` with `var` instead of `let`"),
            "declara `color` con `var` en lugar de `let`"
        );
        assert_eq!(
            in_spanish("this is an immutable binding"),
            "esta declaración es inmutable"
        );
        assert_eq!(
            in_spanish("The `atan` function accepts at most 1 argument(s)"),
            "la función `atan` acepta como máximo 1 argumento(s)"
        );
        assert_eq!(in_spanish("definition of `x`"), "definición de `x`");
        assert_eq!(in_spanish("something naga says"), "(unknown)");
        // A template with no hole matches only the whole sentence.
        assert_eq!(in_spanish("this is an immutable binding, really"), "(unknown)");
    }
}
