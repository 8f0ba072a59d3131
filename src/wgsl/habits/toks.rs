//! The text's tokens without spaces and comments, with the walks the recognisers share:
//! matching brackets and the extent of an operand.

use std::ops::Range;

use crate::wgsl::TokenKind;
use crate::wgsl::highlight::tokens;

/// The tokens of a text, spaces and comments left out.
pub(crate) struct Toks<'a> {
    source: &'a str,
    ranges: Vec<Range<usize>>,
}

impl<'a> Toks<'a> {
    /// Tokenizes `source`.
    pub fn new(source: &'a str) -> Self {
        let ranges = tokens(source)
            .into_iter()
            .filter(|(_, k)| !matches!(k, TokenKind::Whitespace | TokenKind::Comment))
            .map(|(r, _)| r)
            .collect();
        Self { source, ranges }
    }

    /// The text of token `i`, or `""` past the end.
    pub fn text(&self, i: usize) -> &'a str {
        self.ranges.get(i).map_or("", |r| &self.source[r.clone()])
    }

    /// The byte range of token `i` (empty at the end of the text past the end).
    pub fn range(&self, i: usize) -> Range<usize> {
        self.ranges
            .get(i)
            .cloned()
            .unwrap_or(self.source.len()..self.source.len())
    }

    /// The whole text.
    pub fn source(&self) -> &'a str {
        self.source
    }

    /// The number of tokens.
    pub fn len(&self) -> usize {
        self.ranges.len()
    }

    /// The index of the token that contains byte `offset`, or the first one after it.
    pub fn at(&self, offset: usize) -> Option<usize> {
        self.ranges.iter().position(|r| r.end > offset)
    }

    /// The bytes from the start of token `first` to the end of token `last`.
    pub fn span(&self, first: usize, last: usize) -> Range<usize> {
        self.range(first).start..self.range(last).end
    }

    /// The text from the start of token `first` to the end of token `last`.
    pub fn slice(&self, first: usize, last: usize) -> &'a str {
        let span = self.span(first, last);
        self.source.get(span).unwrap_or_default()
    }

    /// The text between tokens `open` and `close`, both left out, trimmed.
    pub fn inside(&self, open: usize, close: usize) -> &'a str {
        let (start, end) = (self.range(open).end, self.range(close).start);
        self.source.get(start..end.max(start)).unwrap_or_default().trim()
    }

    /// Whether tokens `i` and `i + 1` touch (`==`, `[[`).
    pub fn touching(&self, i: usize) -> bool {
        self.range(i).end == self.range(i + 1).start
    }

    /// The index of the bracket that closes the one at `open` (`(`, `[` or `{`).
    pub fn close(&self, open: usize) -> Option<usize> {
        let mut depth = 0usize;
        for i in open..self.len() {
            match self.text(i) {
                "(" | "[" | "{" => depth += 1,
                ")" | "]" | "}" => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// The index of the bracket that opens the one that closes at `close`.
    pub fn open(&self, close: usize) -> Option<usize> {
        let mut depth = 0usize;
        for i in (0..=close).rev() {
            match self.text(i) {
                ")" | "]" | "}" => depth += 1,
                "(" | "[" | "{" => {
                    depth = depth.checked_sub(1)?;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Whether token `i` is a word or a number.
    pub fn is_atom(&self, i: usize) -> bool {
        self.text(i)
            .chars()
            .next()
            .is_some_and(|c| c == '_' || c.is_alphanumeric() || c == '.' && self.text(i).len() > 1)
    }

    /// Whether token `i` is a word (a name or a keyword).
    pub fn is_word(&self, i: usize) -> bool {
        self.text(i)
            .chars()
            .next()
            .is_some_and(|c| c == '_' || c.is_alphabetic())
    }

    /// The first token of the operand that ends at token `last`: a name or a number
    /// with its members, indexes and call (`uv.x`, `a[i].y`, `f(x)`).
    pub fn operand_start(&self, mut last: usize) -> Option<usize> {
        loop {
            let start = match self.text(last) {
                "]" => {
                    last = self.open(last)?.checked_sub(1)?;
                    continue;
                }
                ")" => {
                    let open = self.open(last)?;
                    if open > 0 && self.is_word(open - 1) {
                        open - 1
                    } else {
                        open
                    }
                }
                _ if self.is_atom(last) => last,
                _ => return None,
            };
            if start >= 2 && self.text(start - 1) == "." {
                last = start - 2;
            } else {
                return Some(start);
            }
        }
    }

    /// The last token of the operand that starts at token `first`.
    pub fn operand_end(&self, first: usize) -> Option<usize> {
        let mut end = match self.text(first) {
            "-" | "!" | "&" | "*" => return self.operand_end(first + 1),
            "(" => self.close(first)?,
            _ if self.is_atom(first) && self.text(first + 1) == "(" => self.close(first + 1)?,
            _ if self.is_atom(first) => first,
            _ => return None,
        };
        loop {
            match self.text(end + 1) {
                "." if self.is_word(end + 2) => end += 2,
                "[" => end = self.close(end + 1)?,
                "(" if self.is_word(end) => end = self.close(end + 1)?,
                _ => return Some(end),
            }
        }
    }

    /// The index of the first token of the type of `name`, as declared before token
    /// `before` (`name: T` or `let name = T(…)`), the nearest declaration first.
    pub fn declared_type(&self, name: &str, before: usize) -> Option<usize> {
        (1..before.min(self.len())).rev().find_map(|i| {
            let declared = self.text(i) == name && self.is_word(i);
            match (self.text(i - 1), self.text(i + 1)) {
                ("let" | "var" | "const", "=") | (_, ":") if declared => Some(i + 2),
                _ => None,
            }
        })
    }

    /// The top-level comma-separated parts between tokens `open` and `close`.
    pub fn parts(&self, open: usize, close: usize) -> Vec<(usize, usize)> {
        let mut parts = Vec::new();
        let mut start = open + 1;
        let mut i = open + 1;
        while i < close {
            match self.text(i) {
                "(" | "[" | "{" => i = self.close(i).unwrap_or(close),
                "," => {
                    if start < i {
                        parts.push((start, i - 1));
                    }
                    start = i + 1;
                }
                _ => {}
            }
            i += 1;
        }
        if start < close {
            parts.push((start, close - 1));
        }
        parts
    }
}
