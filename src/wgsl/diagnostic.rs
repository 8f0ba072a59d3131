//! Problems found in the student's WGSL, with positions in the text they see.
//!
//! Every position is computed against the exact text in the editor: Lienzo adds no
//! prelude, so line 1 is the first line the student wrote. Columns count characters, not
//! bytes, so a line with `é` or `🙂` before the error still points at the right place.

use std::fmt::Write as _;
use std::ops::Range;

use serde::Serialize;

use crate::text::{Both, diagnostics};

/// How bad a problem is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The shader cannot run as written.
    Error,
    /// The shader runs, but probably not the way the student meant.
    Warning,
}

impl Severity {
    /// Returns the word used in text output: `error` or `warning`.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Error => "error",
            Self::Warning => "warning",
        }
    }
}

/// Which part of the pipeline found a problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DiagSource {
    /// Naga's WGSL front end or validator.
    Naga,
    /// A Lienzo precheck against the device's `wgpu::Limits`.
    Limits,
    /// The GPU device itself (pipeline creation, validation errors at run time).
    Wgpu,
    /// A Lienzo convention of the lesson's scene, such as which entry points it needs.
    Lesson,
    /// What browsers refuse and naga accepts (WGSL's uniformity rule, for example).
    Portability,
}

/// A range of the student's text, with its human position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Span {
    /// Byte offset of the first byte, on a character boundary.
    pub start: usize,
    /// Byte offset one past the last byte, on a character boundary.
    pub end: usize,
    /// Line of `start`, counted from 1.
    pub line: u32,
    /// Column of `start`, counted from 1 in characters (a tab or an emoji is one).
    pub column: u32,
    /// Length of the range in characters.
    pub length: u32,
}

impl Span {
    /// Builds a span from a byte range of `text`.
    ///
    /// The range is clamped to the text and widened to character boundaries, so any
    /// range (even a nonsensical one) gives a valid span. Only `'\n'` starts a line: with
    /// CRLF endings the `'\r'` belongs to the line it ends.
    #[must_use]
    pub fn from_bytes(text: &str, range: Range<usize>) -> Span {
        let start = floor_boundary(text, range.start.min(text.len()));
        let end = ceil_boundary(text, range.end.clamp(start, text.len()));
        let before = &text[..start];
        let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
        Span {
            start,
            end,
            line: count_u32(before.bytes().filter(|&b| b == b'\n').count()) + 1,
            column: count_u32(text[line_start..start].chars().count()) + 1,
            length: count_u32(text[start..end].chars().count()),
        }
    }

    /// Converts a naga span, which may be undefined, into a span of `text`.
    #[must_use]
    pub fn from_naga(text: &str, span: naga::Span) -> Option<Span> {
        span.to_range().map(|range| Span::from_bytes(text, range))
    }
}

/// Moves a byte offset back to the start of the character it falls in.
fn floor_boundary(text: &str, mut at: usize) -> usize {
    while at > 0 && !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Moves a byte offset forward to the end of the character it falls in.
fn ceil_boundary(text: &str, mut at: usize) -> usize {
    while at < text.len() && !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

/// Converts a count to `u32`, saturating for absurdly long texts.
fn count_u32(count: usize) -> u32 {
    u32::try_from(count).unwrap_or(u32::MAX)
}

/// A secondary message attached to a place in the text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Label {
    /// What this place has to do with the problem.
    pub message: String,
    /// Where it is, when known.
    pub span: Option<Span>,
}

/// One problem, ready for the problems panel, the terminal or JSON output.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// How bad it is.
    pub severity: Severity,
    /// Who found it.
    pub source: DiagSource,
    /// Stable code of the kind of problem (`W0201`); `lienzo explain CODE` prints its
    /// long form.
    pub code: Option<&'static str>,
    /// The headline, in English: what is wrong, in WGSL's terms.
    pub message: String,
    /// The primary place, when known.
    pub span: Option<Span>,
    /// Every place naga (or a precheck) points at, the primary one included.
    pub labels: Vec<Label>,
    /// Explanations and suggested fixes.
    pub notes: Vec<String>,
    /// The same headline, labels and notes in Spanish, when written.
    #[serde(skip)]
    pub spanish: Option<Box<Spanish>>,
}

/// A diagnostic's texts in Spanish: the headline, one text per label, the notes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spanish {
    /// The headline.
    pub message: String,
    /// One per label of the diagnostic, in order.
    pub labels: Vec<String>,
    /// The notes.
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// An error with a code of the catalogue ([`crate::text::diagnostics`]) and its
    /// headline in both languages; labels and notes are added in both languages with
    /// [`Self::label2`] and [`Self::note2`]. Every diagnostic a student sees is made here
    /// or from the catalogue's own texts ([`Self::coded`]), so none is without a code or
    /// a Spanish text.
    #[must_use]
    pub(crate) fn new(code: &'static str, source: DiagSource, message: Both, span: Option<Span>) -> Self {
        debug_assert!(diagnostics::find(code).is_some(), "{code} is not in the catalogue");
        let mut d = Self::uncoded(source, message.en, span);
        d.code = Some(code);
        d.spanish = Some(Box::new(Spanish {
            message: message.es,
            labels: Vec::new(),
            notes: Vec::new(),
        }));
        d
    }

    /// An error of the catalogue's `code`: its headline, label (at `span`) and note in
    /// both languages, with the `{name}` placeholders filled from `args`.
    #[must_use]
    pub(crate) fn coded(code: &'static str, source: DiagSource, span: Option<Span>, args: &[(&str, &str)]) -> Self {
        let entry = diagnostics::find(code).unwrap_or(&diagnostics::ENTRIES[0]);
        let mut d = Self::new(entry.code, source, diagnostics::fill(entry.headline, args), span);
        if !entry.label.en.is_empty() {
            d = d.label2(diagnostics::fill(entry.label, args), span);
        }
        let note = diagnostics::fill(entry.note, args);
        if !note.en.is_empty() {
            d = d.note2(note);
        }
        d
    }

    /// An error without a code or a Spanish text: only for the constructors above.
    fn uncoded(source: DiagSource, message: impl Into<String>, span: Option<Span>) -> Self {
        Self {
            severity: Severity::Error,
            source,
            code: None,
            message: message.into(),
            span,
            labels: Vec::new(),
            notes: Vec::new(),
            spanish: None,
        }
    }

    /// An uncoded error, for tests of code that only reads diagnostics.
    #[cfg(test)]
    #[must_use]
    pub(crate) fn error(source: DiagSource, message: impl Into<String>, span: Option<Span>) -> Self {
        Self::uncoded(source, message, span)
    }

    /// Adds a label in both languages.
    #[must_use]
    pub(crate) fn label2(mut self, text: Both, span: Option<Span>) -> Self {
        self.labels.push(Label { message: text.en, span });
        if let Some(s) = &mut self.spanish {
            s.labels.push(text.es);
        }
        self
    }

    /// Adds a note in both languages.
    #[must_use]
    pub(crate) fn note2(mut self, text: Both) -> Self {
        self.notes.push(text.en);
        if let Some(s) = &mut self.spanish {
            s.notes.push(text.es);
        }
        self
    }

    /// The diagnostic in `lang`: the Spanish texts where they are written, else English.
    #[must_use]
    pub fn in_lang(&self, lang: crate::lesson::Lang) -> std::borrow::Cow<'_, Self> {
        match crate::text::spanish_copy(lang, self.spanish.as_ref()) {
            Some(es) => {
                let mut d = self.clone();
                d.message.clone_from(&es.message);
                for (label, text) in d.labels.iter_mut().zip(&es.labels) {
                    label.message.clone_from(text);
                }
                if !es.notes.is_empty() {
                    d.notes.clone_from(&es.notes);
                }
                d.spanish = None;
                std::borrow::Cow::Owned(d)
            }
            None => std::borrow::Cow::Borrowed(self),
        }
    }

    /// Adds a label and returns the diagnostic, for building one in a single expression.
    #[must_use]
    pub fn with_label(mut self, message: impl Into<String>, span: Option<Span>) -> Self {
        self.labels.push(Label {
            message: message.into(),
            span,
        });
        self
    }

    /// Adds a note and returns the diagnostic.
    #[must_use]
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    /// Formats the diagnostic like rustc and naga do on a terminal, without colours.
    ///
    /// The first line is `file:line:col: error: message` (or `file: error: message` when
    /// there is no position); then one indented line per label and per note.
    #[must_use]
    pub fn to_text(&self, file: &str) -> String {
        let mut out = String::new();
        let severity = match self.code {
            Some(code) => format!("{}[{code}]", self.severity.as_str()),
            None => self.severity.as_str().to_owned(),
        };
        match self.span {
            Some(span) => {
                let _ = write!(
                    out,
                    "{file}:{}:{}: {severity}: {}",
                    span.line, span.column, self.message
                );
            }
            None => {
                let _ = write!(out, "{file}: {severity}: {}", self.message);
            }
        }
        for label in &self.labels {
            match label.span {
                Some(span) => {
                    let _ = write!(out, "\n  --> {file}:{}:{}: {}", span.line, span.column, label.message);
                }
                None => {
                    let _ = write!(out, "\n  --> {}", label.message);
                }
            }
        }
        for note in &self.notes {
            let _ = write!(out, "\n  = note: {note}");
        }
        out
    }
}

/// Adds a note in both languages.
pub(crate) fn note(d: &mut Diagnostic, text: Both) {
    d.notes.push(text.en);
    if let Some(s) = &mut d.spanish {
        s.notes.push(text.es);
    }
}

#[cfg(test)]
mod tests {
    use super::{DiagSource, Diagnostic, Severity, Span};

    #[test]
    fn span_counts_lines_and_characters() {
        let text = "ab\n\tñ🙂x\n";
        let x = text.find('x').unwrap();
        let span = Span::from_bytes(text, x..x + 1);
        assert_eq!((span.line, span.column, span.length), (2, 4, 1));
        assert_eq!(&text[span.start..span.end], "x");
    }

    #[test]
    fn crlf_belongs_to_the_line_it_ends() {
        let text = "a\r\nbc\r\n  d";
        let d = text.find('d').unwrap();
        let span = Span::from_bytes(text, d..d + 1);
        assert_eq!((span.line, span.column), (3, 3));
        // A span starting on the '\r' is still on the line the '\r' ends.
        let cr = text.find('\r').unwrap();
        assert_eq!(Span::from_bytes(text, cr..cr + 2).line, 1);
        assert_eq!(Span::from_bytes(text, cr..cr + 2).column, 2);
    }

    #[test]
    fn span_clamps_to_boundaries_and_length() {
        let text = "é🙂";
        // Byte 1 is inside 'é'; byte 3 is inside the emoji.
        let span = Span::from_bytes(text, 1..3);
        assert_eq!((span.start, span.end, span.length), (0, 6, 2));
        let past = Span::from_bytes(text, 100..200);
        assert_eq!((past.start, past.end, past.length, past.column), (6, 6, 0, 3));
        #[allow(clippy::reversed_empty_ranges)]
        let backwards = Span::from_bytes(text, 3..1);
        assert_eq!((backwards.start, backwards.end, backwards.length), (2, 2, 0));
    }

    #[test]
    fn text_output_has_position_labels_and_notes() {
        let text = "let x = 1;\nlet y = ;\n";
        let at = text.find(" ;").unwrap() + 1;
        let diag = Diagnostic::error(
            DiagSource::Naga,
            "expected expression, found \";\"",
            Some(Span::from_bytes(text, at..at + 1)),
        )
        .with_label("expected expression", Some(Span::from_bytes(text, at..at + 1)))
        .with_note("try `let y = 0;`");
        assert_eq!(diag.severity, Severity::Error);
        assert_eq!(
            diag.to_text("demo.wgsl"),
            "demo.wgsl:2:9: error: expected expression, found \";\"\n  --> demo.wgsl:2:9: expected expression\n  = note: try `let y = 0;`"
        );
    }

    #[test]
    fn serializes_source_in_lowercase() {
        let diag = Diagnostic::error(DiagSource::Limits, "m", None);
        let json = ron::to_string(&diag).unwrap();
        assert!(json.contains("source:limits"), "{json}");
        assert!(json.contains("severity:error"), "{json}");
    }
}
