//! The tables against naga's own source, read from Cargo's registry: every variant of
//! every error enum naga can raise has a code, and every parse sentence is the one naga
//! writes today.

use std::path::PathBuf;

use super::{Kinds, parse, validation};

/// naga's `src` folder, for the version in `Cargo.lock`.
fn naga_src() -> PathBuf {
    let lock = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.lock")).unwrap();
    let version = lock
        .split("[[package]]")
        .find(|p| p.contains("name = \"naga\"\n"))
        .and_then(|p| p.split("version = \"").nth(1))
        .and_then(|v| v.split('"').next())
        .unwrap();
    let home = std::env::var("CARGO_HOME").map_or_else(
        |_| PathBuf::from(std::env::var("HOME").unwrap()).join(".cargo"),
        PathBuf::from,
    );
    let registry = home.join("registry/src");
    std::fs::read_dir(&registry)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", registry.display()))
        .filter_map(Result::ok)
        .map(|d| d.path().join(format!("naga-{version}/src")))
        .find(|p| p.is_dir())
        .unwrap_or_else(|| panic!("naga {version}'s source is not in {}", registry.display()))
}

fn read(file: &str) -> String {
    std::fs::read_to_string(naga_src().join(file)).unwrap()
}

/// The text between the braces that open at `open`.
fn braced(text: &str, open: usize) -> &str {
    let mut depth = 0;
    for (i, c) in text[open..].char_indices() {
        depth += i32::from(c == '{') - i32::from(c == '}');
        if depth == 0 {
            return &text[open + 1..open + i];
        }
    }
    panic!("unbalanced braces");
}

/// The body of `enum name` in `text`.
fn enum_body<'t>(text: &'t str, name: &str) -> Option<&'t str> {
    let at = text
        .match_indices(&format!("enum {name}"))
        .map(|(i, m)| i + m.len())
        .find(|&i| text[i..].starts_with([' ', '<']))?;
    Some(braced(text, at + text[at..].find('{')?))
}

/// The variants of an enum body: the names at its top level.
fn variants(body: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0;
    for line in body.lines() {
        let t = line.trim();
        let name: String = t.chars().take_while(char::is_ascii_alphanumeric).collect();
        if depth == 0 && t.starts_with(|c: char| c.is_ascii_uppercase()) {
            out.push(name);
        }
        if !t.starts_with("//") {
            let count = |cs: &[char]| t.chars().filter(|c| cs.contains(c)).count() as i32;
            depth += count(&['{', '(']) - count(&['}', ')']);
        }
    }
    out
}

/// `"a {x:?} b"` as the tables write it: `a {} b`.
fn holes(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        out.push_str("{}");
        rest = rest[open..].split_once('}').map_or("", |(_, r)| r);
    }
    out + rest
}

/// The first string literal of `text`.
fn literal(text: &str) -> Option<String> {
    let start = text.find('"')? + 1;
    let mut end = start;
    let bytes = text.as_bytes();
    while bytes[end] != b'"' {
        end += if bytes[end] == b'\\' { 2 } else { 1 };
    }
    Some(holes(&text[start..end].replace("\\\"", "\"")))
}

/// The sentence naga writes for each variant of an enum with `#[error("…")]`s; empty for
/// `#[error(transparent)]`.
fn error_attributes(body: &str) -> Vec<(String, String)> {
    body.split("#[error(")
        .skip(1)
        .filter_map(|piece| {
            let (attr, rest) = piece.split_once(")]")?;
            let text = if attr.trim_start().starts_with("transparent") {
                String::new()
            } else {
                literal(attr).unwrap_or_default()
            };
            // The variant is the first line after the attribute (and any other attributes)
            // that starts with a capital.
            let name = rest
                .lines()
                .map(str::trim)
                .find(|l| l.starts_with(|c: char| c.is_ascii_uppercase()))?
                .chars()
                .take_while(char::is_ascii_alphanumeric)
                .collect();
            Some((name, text))
        })
        .collect()
}

/// The sentence of each arm of `Error::as_parse_error`, the parser's errors as a student
/// would see them.
fn parse_sentences() -> Vec<(String, String)> {
    let text = read("front/wgsl/error.rs");
    let body = &text[text.find("fn as_parse_error").unwrap()..];
    body.split("\n            Error::")
        .skip(1)
        .map(|arm| {
            let name: String = arm.chars().take_while(char::is_ascii_alphanumeric).collect();
            let message = ["message:", "let message =", "let msg ="]
                .iter()
                .filter_map(|k| arm.find(k).map(|i| &arm[i..]))
                .min_by_key(|s| std::cmp::Reverse(s.len()))
                .and_then(|s| {
                    // A sentence computed from another error's text has no literal of its own.
                    let call = s.split(['\n', ',']).next().unwrap_or("");
                    if call.contains(".to_string()") && !call.contains('"') || call.contains("msg.clone()") {
                        None
                    } else {
                        literal(s)
                    }
                })
                .unwrap_or_default();
            (name, message)
        })
        .collect()
}

fn check(kinds: &Kinds, naga: &[String], failures: &mut Vec<String>) {
    let ours: Vec<&str> = kinds.variants.iter().map(|v| v.0).collect();
    for v in naga {
        if !ours.contains(&v.as_str()) {
            failures.push(format!("{}::{v} ({}) has no code", kinds.name, kinds.file));
        }
    }
    for v in &ours {
        if !naga.iter().any(|n| n == v) {
            failures.push(format!("{}::{v} is not in naga's {}", kinds.name, kinds.file));
        }
    }
    for v in kinds.variants {
        if crate::text::diagnostics::find(v.1).is_none() {
            failures.push(format!("{}::{}: {} is not in the catalogue", kinds.name, v.0, v.1));
        }
    }
}

#[test]
fn every_variant_of_nagas_errors_has_a_code() {
    let mut failures = Vec::new();
    let mut seen = Vec::new();
    for kinds in validation().chain(parse()) {
        let text = read(kinds.file);
        let Some(body) = enum_body(&text, kinds.name) else {
            failures.push(format!("{} is not in naga's {}", kinds.name, kinds.file));
            continue;
        };
        check(kinds, &variants(body), &mut failures);
        seen.push((kinds.file, kinds.name));
    }
    // Every error enum of the validator and the parser is in a table.
    let mut files: Vec<String> = std::fs::read_dir(naga_src().join("valid"))
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .map(|f| format!("valid/{f}"))
        .collect();
    files.extend(
        [
            "front/wgsl/error.rs",
            "proc/layouter.rs",
            "proc/typifier.rs",
            "proc/constant_evaluator.rs",
            "proc/index.rs",
        ]
        .map(String::from),
    );
    for file in &files {
        let text = read(file);
        for (i, _) in text.match_indices("enum ") {
            let name: String = text[i + 5..].chars().take_while(char::is_ascii_alphanumeric).collect();
            let public = text[..i].ends_with("pub ") || text[..i].ends_with("pub(crate) ");
            if public && name.ends_with("Error") && !seen.iter().any(|(f, n)| f == file && *n == name) {
                failures.push(format!("naga's {name} ({file}) has no table"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(seen.len() >= 30, "only {} enums read", seen.len());
}

#[test]
fn parse_sentences_are_the_ones_naga_writes() {
    let mut failures = Vec::new();
    let theirs = parse_sentences();
    assert!(theirs.len() >= 100, "only {} arms read", theirs.len());
    for (name, sentence) in &theirs {
        match super::parse::ERROR.variants.iter().find(|v| v.0 == name) {
            Some(v) if v.2 != sentence => {
                failures.push(format!("Error::{name}: naga writes {sentence:?}, the table {:?}", v.2));
            }
            Some(_) => {}
            None => failures.push(format!("Error::{name}: no code")),
        }
    }
    for kinds in super::shown::SHOWN {
        let text = read(kinds.file);
        for (name, sentence) in error_attributes(enum_body(&text, kinds.name).unwrap()) {
            match kinds.variants.iter().find(|v| v.0 == name) {
                Some(v) if v.2 != sentence => {
                    failures.push(format!(
                        "{}::{name}: naga writes {sentence:?}, the table {:?}",
                        kinds.name, v.2
                    ));
                }
                Some(_) => {}
                None => failures.push(format!("{}::{name}: no code", kinds.name)),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_sentence_finds_its_variant() {
    assert!(super::matches("unknown access: `{}`", "unknown access: `rw`"));
    assert!(!super::matches("unknown access: `{}`", "unknown attribute: `rw`"));
    assert_eq!(super::parse_code("unused expressions for template"), Some("W0751"));
    assert_eq!(super::parse_code("unknown storage format: `rgba8`"), Some("W0788"));
    assert_eq!(super::parse_code("Division by zero"), Some("W0745"));
    assert_eq!(super::parse_code("something naga never says"), None);
    assert_eq!(super::code("EntryPointError", "InvalidGlobalUsage"), Some("W0830"));
}
