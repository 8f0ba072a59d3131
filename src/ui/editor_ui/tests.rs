use super::{js_strings, problem_spans};

#[test]
fn javascript_strings_are_found_past_comments_and_escapes() {
    let text = "import c from \"./07-page.wgsl\"; // it's\nconst s = 'a\\'b' + `x\ny`;";
    let found: Vec<&str> = js_strings(text).into_iter().map(|r| &text[r]).collect();
    assert_eq!(found, vec!["\"./07-page.wgsl\"", "'a\\'b'", "`x\ny`"]);
}
use crate::wgsl::{DiagSource, Diagnostic, Span};

/// Issue 20: underlines follow the text they were found in. Before, the last
/// report's byte spans were drawn over a newer text, so a line inserted above an
/// error moved its underline onto the wrong characters until the rebuild.
#[test]
fn underlines_are_kept_only_where_the_checked_text_is_unchanged() {
    let checked = "let a = 1;\nlet b = oops;\n";
    let at = checked.find("oops").unwrap_or_default();
    let d = Diagnostic::error(
        DiagSource::Naga,
        "unknown identifier",
        Some(Span::from_bytes(checked, at..at + 4)),
    );
    let same = problem_spans(std::slice::from_ref(&d), checked, checked);
    assert_eq!(same, vec![(at..at + 4, true)]);
    // A line typed above the error: the old span would cover other characters.
    let newer = format!("// new\n{checked}");
    assert!(problem_spans(std::slice::from_ref(&d), checked, &newer).is_empty());
    // Typing after the error keeps its underline.
    let later = format!("{checked}// more\n");
    assert_eq!(
        problem_spans(std::slice::from_ref(&d), checked, &later),
        vec![(at..at + 4, true)]
    );
}
