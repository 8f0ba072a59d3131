//! Locating module-scope declarations and their attributes in the student's text.
//!
//! Naga keeps no spans for attributes or entry points, but the problems panel must point
//! at `@workgroup_size(...)`, `@group(n)` or `fn name`. This walks the highlighter's
//! tokens (so comments are skipped) and records, for every declaration at module scope,
//! its keyword, its name and the attributes written before it.

use std::ops::Range;

use super::highlight::{TokenKind, tokens};

/// One attribute such as `@group(0)`, with the range from `@` to its closing `)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Attr {
    /// The attribute's name without the `@`.
    pub name: String,
    /// The whole attribute in the text.
    pub range: Range<usize>,
}

/// One declaration at module scope (`fn`, `var`, `override`, `const`, `struct`, `alias`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Decl {
    /// The keyword that starts it.
    pub keyword: String,
    /// Its name, when the text has one where expected.
    pub name: Option<String>,
    /// From the keyword to the end of the name (or of the keyword if there is no name).
    pub head: Range<usize>,
    /// The attributes written before the keyword.
    pub attrs: Vec<Attr>,
}

impl Decl {
    /// Returns the first attribute called `name`.
    pub fn attr(&self, name: &str) -> Option<&Attr> {
        self.attrs.iter().find(|attr| attr.name == name)
    }
}

/// Tells whether a token kind is a word (identifiers may look like keywords or builtins).
fn is_word(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Ident | TokenKind::Keyword | TokenKind::Type | TokenKind::Builtin
    )
}

/// Finds every declaration at module scope, in text order.
pub(crate) fn declarations(source: &str) -> Vec<Decl> {
    declarations_in(source, &tokens(source))
}

/// [`declarations`] from the text's tokens, already lexed.
pub(crate) fn declarations_in(source: &str, all: &[(Range<usize>, TokenKind)]) -> Vec<Decl> {
    let toks: Vec<(Range<usize>, TokenKind)> = all
        .iter()
        .filter(|(_, kind)| !matches!(kind, TokenKind::Whitespace | TokenKind::Comment))
        .cloned()
        .collect();
    let text = |i: usize| toks.get(i).map_or("", |(range, _)| &source[range.clone()]);
    let mut decls = Vec::new();
    let mut pending: Vec<Attr> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        let (range, kind) = (toks[i].0.clone(), toks[i].1);
        match text(i) {
            "{" => depth += 1,
            "}" => depth = depth.saturating_sub(1),
            _ if depth > 0 => {}
            _ if kind == TokenKind::Attribute => {
                let mut name = text(i)[1..].to_string();
                let mut end = range.end;
                // `@ name` with a space is legal WGSL: the name is the next token.
                if name.is_empty() && toks.get(i + 1).is_some_and(|(_, k)| is_word(*k)) {
                    i += 1;
                    name = text(i).to_string();
                    end = toks[i].0.end;
                }
                if text(i + 1) == "(" {
                    i = matching(&toks, source, i + 1, "(", ")");
                    end = toks.get(i).map_or(source.len(), |(r, _)| r.end);
                }
                pending.push(Attr {
                    name,
                    range: range.start..end,
                });
            }
            word @ ("fn" | "var" | "override" | "const" | "struct" | "alias") => {
                let mut next = i + 1;
                if word == "var" && text(next) == "<" {
                    next = matching(&toks, source, next, "<", ">") + 1;
                }
                let named = toks.get(next).filter(|(_, k)| is_word(*k));
                decls.push(Decl {
                    keyword: word.to_string(),
                    name: named.map(|(r, _)| source[r.clone()].to_string()),
                    head: range.start..named.map_or(range.end, |(r, _)| r.end),
                    attrs: std::mem::take(&mut pending),
                });
                if named.is_some() {
                    i = next;
                }
            }
            ";" => pending.clear(),
            _ => {}
        }
        i += 1;
    }
    decls
}

/// Returns the index of the token closing the bracket opened at `open_index` (or the
/// last token when it is never closed).
fn matching(toks: &[(Range<usize>, TokenKind)], source: &str, open_index: usize, open: &str, close: &str) -> usize {
    let mut depth = 0usize;
    for (i, (range, _)) in toks.iter().enumerate().skip(open_index) {
        let t = &source[range.clone()];
        if t == open {
            depth += 1;
        } else if t == close {
            depth -= 1;
            if depth == 0 {
                return i;
            }
        }
    }
    toks.len().saturating_sub(1)
}

#[cfg(test)]
mod tests {
    use super::declarations;

    #[test]
    fn finds_attributes_names_and_heads() {
        let src = "// @group(9) var<uniform> fake: f32;\n\
                   @group(1) /* c */ @binding(2) var<storage, read_write> data: array<u32>;\n\
                   struct S { @location(0) a: f32 }\n\
                   @compute @workgroup_size(8, /* x */ 8) fn main() { var<function> t: f32; }\n\
                   @ fragment fn fs() {}";
        let decls = declarations(src);
        let names: Vec<_> = decls.iter().map(|d| (d.keyword.as_str(), d.name.as_deref())).collect();
        assert_eq!(
            names,
            vec![
                ("var", Some("data")),
                ("struct", Some("S")),
                ("fn", Some("main")),
                ("fn", Some("fs"))
            ]
        );
        let group = decls[0].attr("group").unwrap();
        assert_eq!(&src[group.range.clone()], "@group(1)");
        assert_eq!(&src[decls[0].head.clone()], "var<storage, read_write> data");
        let size = decls[2].attr("workgroup_size").unwrap();
        assert_eq!(&src[size.range.clone()], "@workgroup_size(8, /* x */ 8)");
        assert_eq!(&src[decls[2].head.clone()], "fn main");
        assert!(decls[1].attrs.is_empty());
        assert!(decls[3].attr("fragment").is_some());
    }

    #[test]
    fn truncated_text_gives_what_is_there() {
        let names = |src: &str| -> Vec<(String, Option<String>, Vec<String>)> {
            declarations(src)
                .into_iter()
                .map(|d| (d.keyword, d.name, d.attrs.into_iter().map(|a| a.name).collect()))
                .collect()
        };
        assert_eq!(names("@group("), vec![]);
        assert_eq!(names("var<uniform"), vec![("var".to_owned(), None, vec![])]);
        assert_eq!(names("fn"), vec![("fn".to_owned(), None, vec![])]);
        assert_eq!(names("@"), vec![]);
        assert_eq!(names("@workgroup_size(8, 8"), vec![]);
        assert_eq!(
            names("@compute @workgroup_size(8) fn"),
            vec![(
                "fn".to_owned(),
                None,
                vec!["compute".to_owned(), "workgroup_size".to_owned()]
            )]
        );
        assert_eq!(names("}}} fn x"), vec![("fn".to_owned(), Some("x".to_owned()), vec![])]);
        assert_eq!(names("@group(0 fn x"), vec![], "an unclosed attribute runs to the end");
    }
}
