//! Lienzo's check of each shader text a page makes a module of, kept for the texts it
//! made modules of lately. A program that rebuilds its pipelines on each edit passes
//! the same texts again (the playground's full-canvas vertex stage, a page's shared
//! module), and those are checked once. Only what `createShaderModule` needs of a check
//! is kept, not naga's module.

use std::collections::VecDeque;
use std::sync::Arc;

use serde_json::{Value, json};

/// How many texts are kept, and the longest one kept (so the cache holds at most 1 MiB).
const KEPT: usize = 16;
const LONGEST: usize = 64 << 10;

/// What `createShaderModule` needs of a check.
#[derive(Debug)]
pub struct Checked {
    /// The compilation messages (`GPUCompilationMessage`s, as JSON).
    pub messages: Vec<Value>,
    /// The first error, `:line:col: code: message`, for the validation error.
    pub first_error: Option<(String, String)>,
    /// The guard refused the text: it must reach no compiler.
    pub refused: bool,
}

#[derive(Default)]
pub struct ShaderChecks {
    recent: VecDeque<(String, Arc<Checked>)>,
}

impl ShaderChecks {
    /// The check of `code`: kept from an earlier module of the same text, or made now.
    pub fn check(&mut self, code: &str) -> Arc<Checked> {
        if let Some(i) = self.recent.iter().position(|(text, _)| text == code) {
            let kept = self.recent.remove(i).expect("a position inside the deque");
            let checked = Arc::clone(&kept.1);
            self.recent.push_front(kept);
            return checked;
        }
        let checked = Arc::new(checked(code));
        if code.len() <= LONGEST {
            self.recent.push_front((code.to_owned(), Arc::clone(&checked)));
            self.recent.truncate(KEPT);
        }
        checked
    }
}

fn checked(code: &str) -> Checked {
    let report = crate::wgsl::validate_module(code);
    let messages = report
        .diagnostics
        .iter()
        .map(|m| {
            let span = m.span.as_ref();
            json!({
                "type": match m.severity {
                    crate::wgsl::Severity::Error => "error",
                    crate::wgsl::Severity::Warning => "warning",
                },
                "message": match m.code { Some(code) => format!("{code}: {}", m.message), None => m.message.clone() },
                "lineNum": span.map_or(0, |s| s.line),
                "linePos": span.map_or(0, |s| s.column),
                "offset": span.map_or(0, |s| s.start),
                "length": span.map_or(0, |s| s.end - s.start),
            })
        })
        .collect();
    let first_error = report
        .diagnostics
        .iter()
        .find(|m| m.severity == crate::wgsl::Severity::Error)
        .map(|first| {
            let at = first
                .span
                .as_ref()
                .map(|s| format!(":{}:{}", s.line, s.column))
                .unwrap_or_default();
            let code = first.code.map(|c| format!("{c}: ")).unwrap_or_default();
            (at, format!("{code}{}", first.message))
        });
    Checked {
        messages,
        first_error,
        refused: report.refused,
    }
}

#[cfg(test)]
mod tests {
    use super::{KEPT, ShaderChecks};
    use std::sync::Arc;

    #[test]
    fn a_text_is_checked_once_while_it_is_among_the_recent_ones() {
        let mut checks = ShaderChecks::default();
        let text = "@fragment fn fs() -> @location(0) vec4f { return vec4f(1.0); }";
        let first = checks.check(text);
        assert!(first.messages.is_empty() && first.first_error.is_none() && !first.refused);
        assert!(Arc::ptr_eq(&first, &checks.check(text)));
        // A broken text keeps its error and its place.
        let broken = checks.check("fn f() { let x = ; }");
        let (at, message) = broken.first_error.clone().unwrap();
        assert_eq!(at, ":1:18");
        assert!(message.starts_with('W'), "{message}");
        // Past KEPT other texts, the first is checked anew.
        for i in 0..KEPT {
            checks.check(&format!("const c{i} = {i};"));
        }
        assert!(!Arc::ptr_eq(&first, &checks.check(text)));
    }
}
