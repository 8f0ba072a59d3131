//! egui's key events as a page's `KeyboardEvent`s see them (`key` and `code` by the
//! names of the UI Events specification), for keys pressed while the viewport has the
//! keyboard.

use eframe::egui;

use crate::page_io::KeyPress;

/// The key events of this frame, in order, as the page hears them.
pub fn presses(input: &egui::InputState) -> Vec<KeyPress> {
    input
        .events
        .iter()
        .filter_map(|e| match e {
            egui::Event::Key {
                key,
                physical_key,
                pressed,
                repeat,
                modifiers,
            } => Some(press(*key, *physical_key, *pressed, *repeat, *modifiers)),
            _ => None,
        })
        .collect()
}

/// One key event: `key` what it types or its name, `code` the physical key's name.
pub fn press(key: egui::Key, physical: Option<egui::Key>, down: bool, repeat: bool, m: egui::Modifiers) -> KeyPress {
    let (typed, _) = names(key, m.shift);
    let (_, code) = names(physical.unwrap_or(key), false);
    KeyPress {
        down,
        key: typed,
        code,
        repeat,
        alt: m.alt,
        ctrl: m.ctrl,
        meta: m.mac_cmd,
        shift: m.shift,
    }
}

/// `(key, code)` for a key: `("a", "KeyA")`, `("1", "Digit1")`, `(" ", "Space")`,
/// `("ArrowLeft", "ArrowLeft")`, `("-", "Minus")`.
fn names(key: egui::Key, shift: bool) -> (String, String) {
    use egui::Key as K;
    let debug = format!("{key:?}");
    if debug.len() == 1 && debug.chars().all(|c| c.is_ascii_alphabetic()) {
        let key = if shift {
            debug.clone()
        } else {
            debug.to_ascii_lowercase()
        };
        return (key, format!("Key{debug}"));
    }
    if let Some(d) = debug.strip_prefix("Num").filter(|d| d.len() == 1) {
        return (d.to_owned(), format!("Digit{d}"));
    }
    if key == egui::Key::Space {
        return (" ".to_owned(), "Space".to_owned());
    }
    // Punctuation types its symbol, on the key the UI Events specification names;
    // named keys (arrows, Enter, F1) are named alike.
    let (typed, code) = match key {
        K::Minus => ("-", "Minus"),
        K::Equals => ("=", "Equal"),
        K::Plus => ("+", "Equal"),
        K::Comma => (",", "Comma"),
        K::Period => (".", "Period"),
        K::Slash => ("/", "Slash"),
        K::Backslash => ("\\", "Backslash"),
        K::Semicolon => (";", "Semicolon"),
        K::Colon => (":", "Semicolon"),
        K::Quote => ("'", "Quote"),
        K::Backtick => ("`", "Backquote"),
        K::OpenBracket => ("[", "BracketLeft"),
        K::CloseBracket => ("]", "BracketRight"),
        // A modifier's key is its name, without its side.
        K::ShiftLeft | K::ShiftRight => ("Shift", debug.as_str()),
        K::ControlLeft | K::ControlRight => ("Control", debug.as_str()),
        K::AltLeft | K::AltRight => ("Alt", debug.as_str()),
        K::SuperLeft => ("Meta", "MetaLeft"),
        K::SuperRight => ("Meta", "MetaRight"),
        _ => return (debug.clone(), debug),
    };
    (typed.to_owned(), code.to_owned())
}

#[cfg(test)]
mod tests {
    use super::press;
    use eframe::egui::{Key, Modifiers};

    #[test]
    fn keys_read_as_a_browser_names_them() {
        let p = |k: Key, m: Modifiers| {
            let p = press(k, None, true, false, m);
            (p.key, p.code)
        };
        let s = |a: &str, b: &str| (a.to_owned(), b.to_owned());
        assert_eq!(p(Key::A, Modifiers::NONE), s("a", "KeyA"));
        assert_eq!(p(Key::A, Modifiers::SHIFT), s("A", "KeyA"));
        assert_eq!(p(Key::Num7, Modifiers::NONE), s("7", "Digit7"));
        assert_eq!(p(Key::Space, Modifiers::NONE), s(" ", "Space"));
        assert_eq!(p(Key::ArrowLeft, Modifiers::NONE), s("ArrowLeft", "ArrowLeft"));
        assert_eq!(p(Key::Enter, Modifiers::NONE), s("Enter", "Enter"));
        assert_eq!(p(Key::Minus, Modifiers::NONE), s("-", "Minus"));
        assert_eq!(p(Key::ShiftLeft, Modifiers::SHIFT), s("Shift", "ShiftLeft"));
        assert!(press(Key::W, None, false, false, Modifiers::CTRL).ctrl);
    }
}
