//! The glossary (`lessons/GLOSSARY.md`) is followed: no `avoid (es)` term in a Spanish text
//! and no `avoid (en)` term in an English one, in the lessons, the knob help and the panel
//! labels. Pure text checks, no GPU.
//!
//! What the code says is in one catalogue, `src/text/`; these tests read it, and fail on
//! any text a student reads that lives anywhere else in `src/`.

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

/// A literal of the catalogue with the field it fills: `es: "…"` or `en: "…"`.
struct Field {
    lang: &'static str,
    line: usize,
    text: String,
}

/// The `es:` and `en:` literals of a catalogue file, in order. A field written as
/// adjacent literals (`concat!`) counts as one.
fn fields(src: &str) -> Vec<Field> {
    let mut out: Vec<Field> = Vec::new();
    for lit in literals(src) {
        let before = src[..lit.at].trim_end();
        let before = before.strip_suffix("concat!(").map_or(before, str::trim_end);
        let lang = if before.ends_with("es:") {
            "es"
        } else if before.ends_with("en:") {
            "en"
        } else {
            if lit.after_another
                && let Some(last) = out.last_mut()
            {
                last.text.push_str(&lit.text);
            }
            continue;
        };
        out.push(Field {
            lang,
            line: lit.line,
            text: lit.text,
        });
    }
    out
}

/// The values a template names, `{name}` or `{name:.2}`; in Spanish (`spanish`),
/// `{name_es}` is the Spanish form of `{name}`.
fn placeholders(text: &str, spanish: bool) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        rest = &rest[open + 1..];
        if let Some(r) = rest.strip_prefix('{') {
            rest = r;
            continue;
        }
        let Some(close) = rest.find('}') else { break };
        let name = rest[..close].split(':').next().unwrap_or("");
        let name = if spanish {
            name.strip_suffix("_es").unwrap_or(name)
        } else {
            name
        };
        if !name.is_empty() && name.chars().all(is_word_char) {
            out.push(name.to_owned());
        }
        rest = &rest[close + 1..];
    }
    out.sort();
    out.dedup();
    out
}

/// Every `es:` and `en:` text in the catalogue (`src/text/`) follows the glossary of its
/// language, comes in pairs, and names the same values in both languages.
#[test]
fn the_catalogue_follows_glossary() {
    let g = glossary();
    let mut report = String::new();
    let mut pairs = 0;
    for path in files("src/text", ".rs") {
        let name = rel(&path);
        let fields = fields(&read(&path));
        let mut i = 0;
        while i < fields.len() {
            let f = &fields[i];
            let Some(other) = fields.get(i + 1).filter(|o| o.lang != f.lang) else {
                let _ = writeln!(
                    report,
                    "{name}:{}: an `{}:` text without its other language",
                    f.line, f.lang
                );
                i += 1;
                continue;
            };
            pairs += 1;
            let (es, en) = if f.lang == "es" { (f, other) } else { (other, f) };
            scan(&mut report, &name, es.line, &es.text, &g.es);
            scan(&mut report, &name, en.line, &en.text, &g.en);
            let (es_values, en_values) = (placeholders(&es.text, true), placeholders(&en.text, false));
            if es_values != en_values {
                let _ = writeln!(
                    report,
                    "{name}:{}: the languages name different values: es {es_values:?}, en {en_values:?}",
                    es.line
                );
            }
            if es.text.trim().is_empty() != en.text.trim().is_empty() {
                let _ = writeln!(report, "{name}:{}: one language is empty", es.line);
            }
            i += 2;
        }
    }
    assert!(pairs >= 400, "only {pairs} Spanish/English pairs found in src/text/");
    assert!(
        report.is_empty(),
        "catalogue texts with terms the glossary avoids, or not written in both languages:\n{report}"
    );
}

/// Words of Spanish that English and code do not use.
const SPANISH_WORDS: &[&str] = &[
    "el", "la", "los", "las", "del", "al", "lo", "su", "que", "una", "un", "por", "para", "con", "tras", "de",
];

/// Whether a literal is Spanish a student would read: a letter English does not use, or
/// two different Spanish words.
fn looks_spanish(text: &str) -> bool {
    if text.chars().any(|c| "áéíóúñüÁÉÍÓÚÑ¿¡".contains(c)) {
        return true;
    }
    let lower = text.to_lowercase();
    let mut words: Vec<&str> = lower
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| SPANISH_WORDS.contains(w))
        .collect();
    words.sort_unstable();
    words.dedup();
    words.len() >= 2
}

/// No text escapes the catalogue: outside `src/text/`, no code chooses by language and
/// no literal is Spanish. Tests are exempt: they compare what the catalogue wrote.
#[test]
fn no_text_outside_the_catalogue() {
    let mut report = String::new();
    for path in files("src", ".rs") {
        let name = rel(&path);
        if name.starts_with("src/text/") || name.ends_with("/tests.rs") || name.contains("/tests/") {
            continue;
        }
        let src = read(&path);
        // Code under `#[cfg(test)]` at the end of a file is a test too.
        let src = src.find("#[cfg(test)]\nmod tests").map_or(src.as_str(), |n| &src[..n]);
        for (at, _) in src.match_indices("Lang::") {
            // What comes before the path (`crate::text::Lang::Es`): an `==`, a `(`…
            let mut before = src[..at].trim_end();
            while let Some(b) = before.strip_suffix("::") {
                before = b.trim_end_matches(|c: char| c.is_alphanumeric() || c == '_');
            }
            let before = before.trim_end();
            let word: String = src[at + 6..].chars().take_while(|c| c.is_alphanumeric()).collect();
            let after = src[at + 6 + word.len()..].trim_start();
            // A choice: an arm (`Lang::Es =>`, `Lang::Es if …`, `(_, Lang::Es) =>`) or a
            // comparison (`lang == Lang::Es`).
            let arm = after.starts_with("=>")
                || after.starts_with("if ")
                || after.starts_with('|')
                || after
                    .strip_prefix(')')
                    .is_some_and(|a| a.trim_start().starts_with("=>"));
            let compared = before.ends_with("==") || before.ends_with("!=");
            if (word == "Es" || word == "En") && (arm || compared) {
                let line = src[..at].matches('\n').count() + 1;
                let _ = writeln!(
                    report,
                    "{name}:{line}: `Lang::{word}` chooses a text outside the catalogue"
                );
            }
        }
        for lit in literals(src) {
            if looks_spanish(&lit.text) {
                let _ = writeln!(
                    report,
                    "{name}:{}: a Spanish text outside the catalogue: \"{}\"",
                    lit.line, lit.text
                );
            }
        }
    }
    assert!(
        report.is_empty(),
        "texts a student reads belong in src/text/ (a Phrase, or a function of sentences!):\n{report}"
    );
}

/// The diagnostics catalogue (`src/text/diagnostics/`): every entry's headline, label,
/// note and long form in Spanish and English, with the glossary's words.
#[test]
fn diagnostic_messages_follow_glossary() {
    let g = glossary();
    let mut report = String::new();
    for e in lienzo::text::diagnostics::all() {
        let name = format!("src/text/diagnostics/ {}", e.code);
        for text in [e.headline, e.label, e.note, e.explain] {
            scan(&mut report, &name, 0, text.es, &g.es);
            scan(&mut report, &name, 0, text.en, &g.en);
        }
        if e.explain.es.trim().is_empty() || e.explain.en.trim().is_empty() {
            let _ = writeln!(report, "{name}: no long form in both languages");
        }
    }
    assert!(
        report.is_empty(),
        "diagnostics with terms the glossary avoids, or not in both languages:\n{report}"
    );
}

/// What Lienzo says about a host program (`src/text/page.rs`), in both languages.
#[test]
fn page_messages_follow_glossary() {
    let g = glossary();
    let mut report = String::new();
    for say in lienzo::text::page::Say::samples() {
        let name = format!("src/text/page.rs {say:?}");
        scan(&mut report, &name, 0, &say.text(lienzo::lesson::Lang::En), &g.en);
        scan(&mut report, &name, 0, &say.text(lienzo::lesson::Lang::Es), &g.es);
    }
    assert!(
        report.is_empty(),
        "page messages with terms the glossary avoids:\n{report}"
    );
}
