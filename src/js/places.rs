//! Where a call is in the program, as a browser says it. QuickJS places a call whose
//! arguments call something else at the last call among them (`f({ size: g() })` is at
//! `g`), where V8 places it at `f`; an error of a WebGPU call is said at that call. The
//! method is read from the error's own words ("While calling GPUQueue.submit()",
//! "Failed to execute 'createBuffer' on 'GPUDevice'"), and the program's text is
//! searched back from QuickJS's place for the nearest call of it.

use std::cell::RefCell;
use std::path::PathBuf;

use super::loader::OpenFiles;

/// How far back from QuickJS's place a call is looked for: a call's arguments rarely
/// span more.
const LOOK_BACK: usize = 4096;

/// The program's module texts, read when an error needs one (the editor's text, else
/// the file), the last one kept.
pub(super) struct Sources {
    root: PathBuf,
    open: OpenFiles,
    last: RefCell<Option<(String, std::rc::Rc<str>)>>,
}

impl Sources {
    pub(super) fn new(root: PathBuf, open: OpenFiles) -> Self {
        Self {
            root,
            open,
            last: RefCell::new(None),
        }
    }

    fn text(&self, name: &str) -> Option<std::rc::Rc<str>> {
        if let Some((n, t)) = &*self.last.borrow()
            && n == name
        {
            return Some(t.clone());
        }
        let open = self.open.lock().ok().and_then(|o| o.get(name).cloned());
        let text: std::rc::Rc<str> = if let Some(t) = open {
            t.into()
        } else {
            let bytes = super::loader::read_inside(&self.root, name, 4 << 20).ok()?;
            String::from_utf8(bytes).ok()?.into()
        };
        *self.last.borrow_mut() = Some((name.to_owned(), text.clone()));
        Some(text)
    }

    /// `loc` (`name:line:col`) moved back to the call of the method `said` names, where
    /// it is called at or before `loc`; `loc` as it is otherwise.
    pub(super) fn at_the_call(&self, loc: &str, said: &str) -> String {
        let moved = || -> Option<String> {
            let method = called_method(said)?;
            let mut parts = loc.rsplitn(3, ':');
            let col: usize = parts.next()?.parse().ok()?;
            let line: usize = parts.next()?.parse().ok()?;
            let name = parts.next()?;
            let text = self.text(name)?;
            let (line, col) = call_before(&text, line, col, method)?;
            Some(format!("{name}:{line}:{col}"))
        };
        moved().unwrap_or_else(|| loc.to_owned())
    }
}

impl Sources {
    /// A thrown error's `text` (`TypeError: not a function`) with the engine's message
    /// in V8's words, for an error made at `loc` (`name:line:col`) when known, by the
    /// function `frame` (the first of its stack) ([`super::engine_words`]).
    pub(super) fn in_v8_words(&self, text: String, loc: Option<&str>, frame: Option<&str>) -> String {
        // Only an error's words: a thrown string that reads `Note: not a function`
        // stays as the page wrote it.
        let Some((name, message)) = text.split_once(": ").filter(|(name, _)| name.ends_with("Error")) else {
            return text;
        };
        let at = loc.and_then(|loc| {
            let mut parts = loc.rsplitn(3, ':');
            let col: usize = parts.next()?.parse().ok()?;
            let line: usize = parts.next()?.parse().ok()?;
            let text = self.text(parts.next()?)?;
            let at = byte_at(&text, line, col)?;
            Some((text, at))
        });
        match super::engine_words::v8_message(name, message, at.as_ref().map(|(t, at)| (&**t, *at)), frame) {
            Some(words) => format!("{name}: {words}"),
            None => text,
        }
    }
}

/// The byte of `line:col` (1-based, the column in characters) in `text`; past the
/// line's end, its end.
fn byte_at(text: &str, line: usize, col: usize) -> Option<usize> {
    let line_start = if line <= 1 {
        0
    } else {
        text.match_indices('\n').nth(line - 2)?.0 + 1
    };
    let line_text = &text[line_start..];
    let line_text = &line_text[..line_text.find('\n').unwrap_or(line_text.len())];
    Some(
        line_start
            + line_text
                .char_indices()
                .nth(col.saturating_sub(1))
                .map_or(line_text.len(), |(i, _)| i),
    )
}

/// The WebGPU method an error's words name.
fn called_method(said: &str) -> Option<&str> {
    if let Some(at) = said.rfind("While calling ") {
        let call = &said[at + "While calling ".len()..];
        let call = &call[..call.find('(')?];
        return call.rsplit('.').next().filter(|m| !m.is_empty());
    }
    let at = said.find("Failed to execute '")?;
    let rest = &said[at + "Failed to execute '".len()..];
    rest.get(..rest.find('\'')?).filter(|m| !m.is_empty())
}

/// The line and column (1-based, in characters) of the nearest call `method(` that
/// starts at or before `line:col` of `text`, within [`LOOK_BACK`] bytes.
fn call_before(text: &str, line: usize, col: usize, method: &str) -> Option<(usize, usize)> {
    let at = byte_at(text, line, col)?;
    // The method's own name may start at the place itself.
    let end = (at + method.len()).min(text.len());
    let end = (0..=end).rev().find(|&i| text.is_char_boundary(i))?;
    let from = (0..=end.saturating_sub(LOOK_BACK))
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0);
    let window = &text[from..end];
    let ident = |c: char| c.is_alphanumeric() || c == '_' || c == '$';
    let found = window.rmatch_indices(method).find(|&(i, _)| {
        let before = window[..i].chars().next_back();
        let after = text[from + i + method.len()..].trim_start();
        !before.is_some_and(ident) && after.starts_with('(')
    })?;
    let offset = from + found.0;
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before[before.rfind('\n').map_or(0, |n| n + 1)..].chars().count() + 1;
    Some((line, col))
}

#[cfg(test)]
mod tests {
    use super::{call_before, called_method};

    #[test]
    fn the_method_is_read_from_the_errors_words() {
        assert_eq!(
            called_method("Usage flags ... - While encoding x.\n - While calling GPUQueue.submit()."),
            Some("submit")
        );
        assert_eq!(
            called_method("TypeError: Failed to execute 'createBuffer' on 'GPUDevice': Value is outside"),
            Some("createBuffer")
        );
        assert_eq!(called_method("ReferenceError: x is not defined"), None);
    }

    #[test]
    fn a_call_whose_arguments_call_is_placed_at_its_own_name() {
        let text = "const a = 1;\ndevice.queue.submit([encoder.finish()]);\n";
        // QuickJS says 2:30 (`finish`); the call is `submit`, at 2:14.
        assert_eq!(call_before(text, 2, 30, "submit"), Some((2, 14)));
        // Already at the name: unchanged.
        assert_eq!(call_before(text, 2, 14, "submit"), Some((2, 14)));
        // Across lines, and never a name that merely ends with the method's.
        let text = "x.createBufferX();\nconst b = device.createBuffer({\n  size: Math.max(4, 1),\n});\n";
        assert_eq!(call_before(text, 3, 14, "createBuffer"), Some((2, 18)));
        // No such call before the place: nothing moves.
        assert_eq!(call_before(text, 1, 3, "submit"), None);
    }
}
