//! The glossary (`lessons/GLOSSARY.md`) is followed: no `avoid (es)` term in a Spanish text
//! and no `avoid (en)` term in an English one, in the lessons, the knob help and the panel
//! labels. Pure text checks, no GPU.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// A term to avoid and the glossary's preferred term for its concept.
struct Avoid {
    term: String,
    preferred: String,
}

/// The glossary, read from its Markdown table.
struct Glossary {
    rows: usize,
    es: Vec<Avoid>,
    en: Vec<Avoid>,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

fn rel(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).display().to_string()
}

/// Files in `dir` whose name ends with `suffix`, sorted.
/// The files under `dir` (and its subfolders) whose names end in `suffix`.
fn files(dir: &str, suffix: &str) -> Vec<PathBuf> {
    fn walk(dir: &Path, suffix: &str, out: &mut Vec<PathBuf>) {
        let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()));
        for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
            if path.is_dir() {
                walk(&path, suffix, out);
            } else if path.to_string_lossy().ends_with(suffix) {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(&root().join(dir), suffix, &mut out);
    out.sort();
    out
}

fn glossary() -> Glossary {
    let text = read(&root().join("lessons/GLOSSARY.md"));
    let mut g = Glossary {
        rows: 0,
        es: Vec::new(),
        en: Vec::new(),
    };
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if !line.starts_with('|') {
            continue;
        }
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let is_rule = cells.iter().all(|c| c.chars().all(|ch| matches!(ch, '-' | ':' | ' ')));
        if is_rule || cells[0] == "English" {
            continue;
        }
        assert_eq!(
            cells.len(),
            4,
            "lessons/GLOSSARY.md:{}: a row needs 4 cells (English | Español | avoid (en) | avoid (es))",
            n + 1
        );
        assert!(
            !cells[0].is_empty() && !cells[1].is_empty(),
            "lessons/GLOSSARY.md:{}: empty term",
            n + 1
        );
        g.rows += 1;
        let avoid = |list: &str, preferred: &str| -> Vec<Avoid> {
            list.split(',')
                .map(str::trim)
                .filter(|t| !t.is_empty())
                .map(|t| Avoid {
                    term: t.to_lowercase(),
                    preferred: preferred.to_owned(),
                })
                .collect()
        };
        g.en.extend(avoid(cells[2], cells[0]));
        g.es.extend(avoid(cells[3], cells[1]));
    }
    g
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Reports every whole-word, case-insensitive occurrence of an avoided term in `text`,
/// which starts at line `first_line` of `path`.
fn scan(report: &mut String, path: &str, first_line: usize, text: &str, avoid: &[Avoid]) {
    let lower = text.to_lowercase();
    for a in avoid {
        for (at, _) in lower.match_indices(&a.term) {
            let before = lower[..at].chars().next_back();
            let after = lower[at + a.term.len()..].chars().next();
            if before.is_some_and(is_word_char) || after.is_some_and(is_word_char) {
                continue;
            }
            let line = first_line + lower[..at].matches('\n').count();
            let _ = writeln!(report, "{path}:{line}: \"{}\" (use \"{}\")", a.term, a.preferred);
        }
    }
}

/// A bilingual text of a lesson file.
struct LessonText {
    lang: String,
    line: usize,
    text: String,
    in_exercises: bool,
}

/// The `es:` and `en:` strings of a `.ron` lesson, plain or raw.
fn lesson_texts(src: &str) -> Vec<LessonText> {
    let exercises_at = src.find("exercises:").unwrap_or(usize::MAX);
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(found) = ["es:", "en:"]
        .iter()
        .filter_map(|k| src[from..].find(k).map(|i| from + i))
        .min()
    {
        from = found + 3;
        if src[..found].chars().next_back().is_some_and(is_word_char) {
            continue;
        }
        let rest = &src[from..];
        let value_at = from + (rest.len() - rest.trim_start().len());
        let value = &src[value_at..];
        // (text, where the text starts, where the literal ends)
        let (text, text_at, end_at) = if let Some(raw) = value.strip_prefix("r#\"") {
            let Some(end) = raw.find("\"#") else { continue };
            (&raw[..end], value_at + 3, value_at + 3 + end + 2)
        } else if let Some(plain) = value.strip_prefix('"') {
            let mut end = None;
            let mut escaped = false;
            for (i, c) in plain.char_indices() {
                match c {
                    _ if escaped => escaped = false,
                    '\\' => escaped = true,
                    '"' => {
                        end = Some(i);
                        break;
                    }
                    _ => {}
                }
            }
            let Some(end) = end else { continue };
            (&plain[..end], value_at + 1, value_at + 1 + end + 1)
        } else {
            continue;
        };
        out.push(LessonText {
            lang: src[found..found + 2].to_owned(),
            line: src[..text_at].matches('\n').count() + 1,
            text: text.to_owned(),
            in_exercises: found > exercises_at,
        });
        // Never look for keys inside a text.
        from = end_at;
    }
    out
}

/// Checks the lesson texts inside (`exercises == true`) or outside the `exercises:` list.
fn check_lessons(exercises: bool) -> String {
    let g = glossary();
    let mut report = String::new();
    let mut seen = 0;
    for path in files("lessons", ".ron") {
        let src = read(&path);
        for t in lesson_texts(&src).into_iter().filter(|t| t.in_exercises == exercises) {
            seen += 1;
            let avoid = if t.lang == "es" { &g.es } else { &g.en };
            scan(&mut report, &rel(&path), t.line, &t.text, avoid);
        }
    }
    assert!(seen > 0, "no lesson texts found (exercises: {exercises})");
    report
}

/// A string literal of a Rust file and the line it starts on.
struct Literal {
    /// Byte offset of its opening quote (or `r`).
    at: usize,
    line: usize,
    text: String,
    /// Whether only whitespace and commas separate it from the literal before.
    after_another: bool,
}

/// The string literals of a Rust source, skipping comments and char literals.
fn literals(src: &str) -> Vec<Literal> {
    let b = src.as_bytes();
    let mut out: Vec<Literal> = Vec::new();
    let mut i = 0;
    let mut since_last = Some(0); // bytes of only whitespace/commas since the last literal
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            i = src[i..].find('\n').map_or(b.len(), |n| i + n);
            since_last = None;
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            i = src[i + 2..].find("*/").map_or(b.len(), |n| i + 2 + n + 2);
            since_last = None;
        } else if c == b'\'' {
            // A char literal ('x', '\n', '"') or a lifetime ('a).
            if b.get(i + 1) == Some(&b'\\') {
                i = src[i + 2..].find('\'').map_or(b.len(), |n| i + 2 + n + 1);
            } else if let Some(ch) = src[i + 1..].chars().next()
                && src[i + 1 + ch.len_utf8()..].starts_with('\'')
            {
                i += 1 + ch.len_utf8() + 1;
            } else {
                i += 1;
            }
            since_last = None;
        } else if c == b'"' || (c == b'r' && (src[i..].starts_with("r\"") || src[i..].starts_with("r#\""))) {
            let prev_is_ident = i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
            if c == b'r' && prev_is_ident {
                i += 1;
                since_last = None;
                continue;
            }
            let line = src[..i].matches('\n').count() + 1;
            let (text, end) = if c == b'r' {
                let hashes = src[i + 1..].chars().take_while(|&h| h == '#').count();
                let open = i + 1 + hashes + 1;
                let close = format!("\"{}", "#".repeat(hashes));
                let n = src[open..].find(&close).unwrap_or(src.len() - open);
                (src[open..open + n].to_owned(), open + n + close.len())
            } else {
                let mut j = i + 1;
                while j < b.len() && b[j] != b'"' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                (src[i + 1..j.min(b.len())].to_owned(), j + 1)
            };
            out.push(Literal {
                at: i,
                line,
                text,
                after_another: since_last.is_some() && !out.is_empty(),
            });
            i = end;
            since_last = Some(0);
        } else {
            if !(c.is_ascii_whitespace() || c == b',') {
                since_last = None;
            }
            i += 1;
        }
    }
    out
}

#[test]
fn glossary_has_enough_rows() {
    let g = glossary();
    assert!(
        g.rows >= 30,
        "lessons/GLOSSARY.md has {} rows; at least 30 expected",
        g.rows
    );
    assert!(!g.es.is_empty() && !g.en.is_empty(), "both avoid lists are empty");
}

#[test]
fn lesson_titles_and_bodies_follow_glossary() {
    let report = check_lessons(false);
    assert!(
        report.is_empty(),
        "terms the glossary avoids, in lesson titles and bodies:\n{report}"
    );
}

#[test]
fn exercise_prompts_follow_glossary() {
    let report = check_lessons(true);
    assert!(
        report.is_empty(),
        "terms the glossary avoids, in exercise prompts:\n{report}"
    );
}

/// In `tr(lang, "es", "en")` calls and in the knob definitions, the Spanish text and the
/// English text are the last two of a run of adjacent literals.
#[test]
fn panel_labels_and_knob_help_follow_glossary() {
    let g = glossary();
    let mut paths = files("src/ui", ".rs");
    paths.push(root().join("src/lesson/knobs.rs"));
    let mut report = String::new();
    let mut pairs = 0;
    for path in &paths {
        let lits = literals(&read(path));
        let name = rel(path);
        for (i, en) in lits.iter().enumerate().skip(1) {
            let next_follows = lits.get(i + 1).is_some_and(|l| l.after_another);
            if !en.after_another || next_follows {
                continue;
            }
            let es = &lits[i - 1];
            pairs += 1;
            scan(&mut report, &name, es.line, &es.text, &g.es);
            scan(&mut report, &name, en.line, &en.text, &g.en);
        }
    }
    assert!(pairs >= 50, "only {pairs} Spanish/English literal pairs found");
    assert!(
        report.is_empty(),
        "terms the glossary avoids, in panel labels and knob help:\n{report}"
    );
}

/// Every grader detail is a `detail!("es", "en", …)` in `src/grade.rs` or `src/grade/`:
/// its first two literals are the Spanish and the English template, different from each
/// other.
#[test]
fn grader_details_follow_glossary() {
    let g = glossary();
    let mut paths = vec![root().join("src/grade.rs")];
    paths.extend(files("src/grade", ".rs"));
    let mut report = String::new();
    let mut calls = 0;
    for path in &paths {
        let src = read(path);
        let name = rel(path);
        let lits = literals(&src);
        for (at, _) in src.match_indices("detail!(") {
            let line_start = src[..at].rfind('\n').map_or(0, |n| n + 1);
            if src[line_start..at].contains("//") {
                continue;
            }
            let Some(first) = lits.iter().position(|l| l.at > at) else {
                continue;
            };
            let (es, en) = (&lits[first], lits.get(first + 1));
            let Some(en) = en.filter(|en| en.after_another) else {
                let _ = writeln!(report, "{name}:{}: a detail! without an English template", es.line);
                continue;
            };
            calls += 1;
            if es.text == en.text || es.text.trim().is_empty() || en.text.trim().is_empty() {
                let _ = writeln!(
                    report,
                    "{name}:{}: the Spanish and English templates are not both written",
                    es.line
                );
            }
            scan(&mut report, &name, es.line, &es.text, &g.es);
            scan(&mut report, &name, en.line, &en.text, &g.en);
        }
    }
    assert!(calls >= 35, "only {calls} detail! templates found in src/grade");
    assert!(
        report.is_empty(),
        "grader details not written in both languages, or with terms the glossary avoids:\n{report}"
    );
}

/// The diagnostics catalogue (`src/wgsl/messages.rs`): every entry's headline, label,
/// note and long form in English and Spanish, with the glossary's words.
#[test]
fn diagnostic_messages_follow_glossary() {
    let g = glossary();
    let mut report = String::new();
    for e in lienzo::wgsl::messages::ENTRIES {
        let name = format!("src/wgsl/messages.rs {}", e.code);
        for [en, es] in [e.headline, e.label, e.note, e.explain] {
            scan(&mut report, &name, 0, en, &g.en);
            scan(&mut report, &name, 0, es, &g.es);
        }
        if e.explain[0].trim().is_empty() || e.explain[1].trim().is_empty() {
            let _ = writeln!(report, "{name}: no long form in both languages");
        }
    }
    assert!(
        report.is_empty(),
        "diagnostics with terms the glossary avoids, or not in both languages:\n{report}"
    );
}

/// What Lienzo says about a host program (`src/js/words.rs`), in both languages.
#[test]
fn page_messages_follow_glossary() {
    let g = glossary();
    let mut report = String::new();
    for say in lienzo::js::words::Say::samples() {
        let name = format!("src/js/words.rs {say:?}");
        scan(&mut report, &name, 0, &say.text(lienzo::lesson::Lang::En), &g.en);
        scan(&mut report, &name, 0, &say.text(lienzo::lesson::Lang::Es), &g.es);
    }
    assert!(
        report.is_empty(),
        "page messages with terms the glossary avoids:\n{report}"
    );
}

/// Every text chosen by language in a `match` anywhere in `src/` (`Lang::Es => "…"`,
/// `Lang::En => format!("…")`): the device states, the checks in words, progress lines,
/// the CLI's own lines. Their first literal follows the glossary of its language.
#[test]
fn texts_chosen_by_language_anywhere_follow_glossary() {
    let g = glossary();
    let mut report = String::new();
    let mut arms = 0;
    for path in files("src", ".rs") {
        let src = read(&path);
        let name = rel(&path);
        let lits = literals(&src);
        for (marker, avoid) in [("Lang::Es =>", &g.es), ("Lang::En =>", &g.en)] {
            for (at, _) in src.match_indices(marker) {
                // The arm's text: its first literal, before the next arm begins (a
                // literal, a `format!` of one, or a call that takes one).
                let next_arm = src[at + marker.len()..]
                    .find("=>")
                    .map_or(src.len(), |n| at + marker.len() + n);
                let Some(lit) = lits.iter().find(|l| l.at > at && l.at < next_arm) else {
                    continue;
                };
                arms += 1;
                scan(&mut report, &name, lit.line, &lit.text, avoid);
            }
        }
    }
    assert!(arms >= 40, "only {arms} texts chosen by language found in src/");
    assert!(
        report.is_empty(),
        "texts chosen by language with terms the glossary avoids:\n{report}"
    );
}
