//! The web build's fonts: egui's own text fonts (Ubuntu-Light, Hack and egui's icons)
//! and, in place of egui's two monochrome emoji fonts (0.7 MB of the `.wasm`, parsed as
//! the page starts), subsets of them with the symbols Lienzo shows: the marks (✔ ✖ ⚠ ▶),
//! the circle (○) and egui_commonmark's copy icon (🗐). The desktop keeps egui's fonts
//! whole (the `monochrome_emoji_fonts` feature). On both, the proportional family falls
//! back on Hack last, for → and the few other symbols Ubuntu-Light lacks. The test below
//! fails when a lesson or a sentence of the UI uses a character these fonts do not have.
//!
//! The subsets are made from the fonts of `epaint_default_fonts` 0.37 with fontTools:
//!
//! ```text
//! pyftsubset NotoEmoji-Regular.ttf --text="✔✖⚠▶" --output-file=NotoEmoji-Regular-lienzo.ttf
//! pyftsubset emoji-icon-font.ttf --text="🗐○" --output-file=emoji-icon-font-lienzo.ttf
//! ```
//!
//! (Noto Emoji: SIL Open Font License 1.1; emoji-icon-font: MIT; see
//! `epaint_default_fonts`.)

use std::sync::Arc;

use eframe::egui::{FontData, FontDefinitions, FontFamily, FontTweak};

/// Noto Emoji's marks, as egui names the whole font.
const NOTO_EMOJI: &str = "NotoEmoji-Regular";
/// emoji-icon-font's circle and copy icon, as egui names the whole font.
const EMOJI_ICON: &str = "emoji-icon-font";
/// The monospace font, also the proportional family's last resort here (→ and a few
/// other symbols that Ubuntu-Light lacks).
const HACK: &str = "Hack";

/// egui's default fonts with the emoji fonts' subsets, in the order egui's defaults
/// put the whole fonts (after the family's own fonts and egui's icons), at the same
/// sizes; the proportional family falls back on Hack last.
pub fn web_fonts() -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    let subsets = [
        (
            NOTO_EMOJI,
            &include_bytes!("fonts/NotoEmoji-Regular-lienzo.ttf")[..],
            0.81,
        ),
        (
            EMOJI_ICON,
            &include_bytes!("fonts/emoji-icon-font-lienzo.ttf")[..],
            0.90,
        ),
    ];
    for (name, bytes, scale) in subsets {
        let data = FontData::from_static(bytes).tweak(FontTweak {
            scale,
            ..FontTweak::default()
        });
        fonts.font_data.insert(name.to_owned(), Arc::new(data));
        for family in fonts.families.values_mut() {
            if !family.iter().any(|f| f == name) {
                family.push(name.to_owned());
            }
        }
    }
    hack_last(&mut fonts);
    fonts
}

/// The desktop's fonts: egui's whole, with Hack as the proportional family's last
/// resort (→ in the stats panel drew as a box).
pub fn desktop_fonts() -> FontDefinitions {
    let mut fonts = FontDefinitions::default();
    hack_last(&mut fonts);
    fonts
}

fn hack_last(fonts: &mut FontDefinitions) {
    if let Some(family) = fonts.families.get_mut(&FontFamily::Proportional)
        && !family.iter().any(|f| f == HACK)
    {
        family.push(HACK.to_owned());
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::path::{Path, PathBuf};

    use eframe::egui::FontId;
    use eframe::egui::epaint::text::{Fonts, TextOptions};

    use super::web_fonts;

    /// Symbols the widgets Lienzo uses draw as text: egui_commonmark's copy button.
    const WIDGET_SYMBOLS: &str = "🗐✔";

    fn files(dir: &Path, ext: &[&str]) -> Vec<PathBuf> {
        let mut out = Vec::new();
        for entry in std::fs::read_dir(dir).expect("read_dir") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                out.extend(files(&path, ext));
            } else if path
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| ext.contains(&e))
            {
                out.push(path);
            }
        }
        out.sort();
        out
    }

    /// The characters of a Rust file outside its comments (its string and character
    /// literals: what the program can show).
    fn outside_comments(text: &str) -> String {
        let chars: Vec<char> = text.chars().collect();
        let mut out = String::new();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let next = chars.get(i + 1).copied();
            if c == '/' && next == Some('/') {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            } else if c == '/' && next == Some('*') {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
            } else if c == 'r'
                && (next == Some('"') || next == Some('#'))
                && !chars[..i].last().is_some_and(|p| p.is_alphanumeric() || *p == '_')
            {
                // A raw string: r"…", r#"…"#.
                let mut j = i + 1;
                let mut hashes = 0;
                while chars.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if chars.get(j) != Some(&'"') {
                    out.push(c);
                    i += 1;
                    continue;
                }
                j += 1;
                while j < chars.len() {
                    if chars[j] == '"' && (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) {
                        j += 1 + hashes;
                        break;
                    }
                    out.push(chars[j]);
                    j += 1;
                }
                i = j;
            } else if c == '\'' && (chars.get(i + 2) == Some(&'\'') || next == Some('\\')) {
                // A character literal ('"', '\'', '✔'); a lifetime goes on as code.
                let end = (i + 2..chars.len())
                    .find(|&j| chars[j] == '\'' && (next != Some('\\') || j > i + 2))
                    .unwrap_or(chars.len() - 1);
                out.extend(&chars[i + 1..end]);
                i = end + 1;
            } else if c == '"' {
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    if chars[i] == '\\' {
                        i += 1;
                    }
                    if let Some(&c) = chars.get(i) {
                        out.push(c);
                    }
                    i += 1;
                }
                i += 1;
            } else {
                out.push(c);
                i += 1;
            }
        }
        out
    }

    /// Every character a lesson, a course file or a sentence of the UI can show has a
    /// glyph in the web build's fonts: the proportional family for the lessons and the
    /// UI, the monospace family for the course's files (the editor).
    #[test]
    fn the_web_fonts_cover_every_text_the_app_shows() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut texts: Vec<(String, String, FontId)> = Vec::new();
        for path in files(&root.join("lessons"), &["ron"]) {
            let text = std::fs::read_to_string(&path).expect("lesson");
            texts.push((path.display().to_string(), text, FontId::proportional(14.0)));
        }
        for path in files(&root.join("shaders"), &["wgsl", "js"]) {
            let text = std::fs::read_to_string(&path).expect("course file");
            texts.push((path.display().to_string(), text, FontId::monospace(14.0)));
        }
        for dir in ["src/text", "src/ui"] {
            for path in files(&root.join(dir), &["rs"]) {
                let text = std::fs::read_to_string(&path).expect("source");
                texts.push((
                    path.display().to_string(),
                    outside_comments(&text),
                    FontId::proportional(14.0),
                ));
            }
        }
        texts.push((
            "egui_commonmark".to_owned(),
            WIDGET_SYMBOLS.to_owned(),
            FontId::proportional(14.0),
        ));
        let mut fonts = Fonts::new(TextOptions::default(), web_fonts());
        let mut missing: BTreeMap<char, Vec<String>> = BTreeMap::new();
        let mut checked = 0;
        for (name, text, font) in &texts {
            for c in text.chars().filter(|c| !c.is_control()) {
                checked += 1;
                if !fonts.has_glyph(font, c) {
                    missing.entry(c).or_default().push(name.clone());
                }
            }
        }
        assert!(
            checked > 10_000,
            "too few characters checked ({checked}): are the texts there?"
        );
        let missing: Vec<String> = missing
            .into_iter()
            .map(|(c, mut files)| {
                files.dedup();
                format!("{c:?} (U+{:04X}) in {}", c as u32, files.join(", "))
            })
            .collect();
        assert!(
            missing.is_empty(),
            "no glyph in the web build's fonts for:\n{}",
            missing.join("\n")
        );
    }

    /// The test sees a character it must report: one in no font (🙂, written as an
    /// escape: this file is one of the texts checked).
    #[test]
    fn a_character_in_no_font_is_reported() {
        let mut fonts = Fonts::new(TextOptions::default(), web_fonts());
        assert!(!fonts.has_glyph(&FontId::proportional(14.0), '\u{1f642}'));
        assert!(fonts.has_glyph(&FontId::proportional(14.0), '✔'));
        assert!(fonts.has_glyph(&FontId::proportional(14.0), '→'));
        // The desktop's whole fonts have the arrow too.
        let mut desktop = Fonts::new(TextOptions::default(), super::desktop_fonts());
        assert!(desktop.has_glyph(&FontId::proportional(14.0), '→'));
        assert_eq!(outside_comments("a /* ✔ */ \"○\" // ▶\nb"), "a  ○ \nb");
        assert_eq!(
            outside_comments("if c == '\"' { x('\\'', '✖') } // ▶"),
            "if c == \" { x(\\', ✖) } "
        );
    }
}
