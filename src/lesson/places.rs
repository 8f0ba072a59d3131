//! Hints that point into the student's own files. A hint may say `{line:TEXT}`: the
//! window replaces it with where `TEXT` is now in the student's program or shader
//! ("line 42 of `02-page.js`"), so the second hint names the student's line, not the
//! reference's, and follows the code as it is edited. The catalog checks that each
//! `TEXT` is in the lesson's starting files, so a placeholder always means something
//! at the start.

use super::Lang;

/// The placeholders' texts in `hint`, in order.
pub fn placeholders(hint: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = hint;
    while let Some(at) = rest.find("{line:") {
        let after = &rest[at + "{line:".len()..];
        let Some(end) = after.find('}') else { break };
        found.push(&after[..end]);
        rest = &after[end + 1..];
    }
    found
}

/// `hint` with each `{line:TEXT}` replaced by where `TEXT` first is in `files` (name and
/// text, searched in order), in `lang`'s words.
pub fn fill(hint: &str, files: &[(&str, &str)], lang: Lang) -> String {
    let mut out = String::with_capacity(hint.len());
    let mut rest = hint;
    while let Some(at) = rest.find("{line:") {
        let after = &rest[at + "{line:".len()..];
        let Some(end) = after.find('}') else { break };
        out.push_str(&rest[..at]);
        let needle = &after[..end];
        let place = files.iter().find_map(|(name, text)| {
            let offset = text.find(needle)?;
            Some((*name, text[..offset].matches('\n').count() + 1))
        });
        out.push_str(&match place {
            Some((name, line)) => crate::text::ui::line_of_file(line, name).take(lang),
            None => crate::text::ui::NO_LONGER_IN_YOUR_FILES.get(lang).to_owned(),
        });
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::{fill, placeholders};
    use crate::lesson::Lang;

    #[test]
    fn a_placeholder_becomes_the_students_line_and_follows_the_edit() {
        let hint = "The line is `writeBuffer` ({line:writeBuffer(theme}): it runs late.";
        assert_eq!(placeholders(hint), vec!["writeBuffer(theme"]);
        let program = "const a = 1;\n\ndevice.queue.writeBuffer(theme, 0, x);\n";
        let files = [("02-page.js", program), ("02-page.wgsl", "")];
        assert_eq!(
            fill(hint, &files, Lang::En),
            "The line is `writeBuffer` (line 3 of `02-page.js`): it runs late."
        );
        let moved = format!("// a comment\n{program}");
        assert_eq!(
            fill(hint, &[("02-page.js", &moved)], Lang::Es),
            "The line is `writeBuffer` (línea 4 de `02-page.js`): it runs late."
        );
        assert_eq!(
            fill(hint, &[("02-page.js", "")], Lang::En),
            "The line is `writeBuffer` (no longer in your files): it runs late."
        );
        // No placeholder, or one left open, is the text as it is.
        assert_eq!(fill("plain {line:", &files, Lang::En), "plain {line:");
    }
}
