//! What `createShaderModule` needs of Lienzo's check of a text: its compilation
//! messages, its first error and whether the guard refused it. The window makes it
//! with the check of each edit and hands it to the page with the edit (`import.meta.hot`),
//! so the page's process does not check the same text again.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::{Report, Severity};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ModuleCheck {
    /// The compilation messages (`GPUCompilationMessage`s, as JSON).
    pub messages: Vec<Value>,
    /// The first error, `:line:col: code: message`, for the validation error.
    pub first_error: Option<(String, String)>,
    /// The guard refused the text: it must reach no compiler.
    pub refused: bool,
}

impl ModuleCheck {
    /// Lienzo's check of `code` as a module of a page (`validate_module`).
    pub fn of_text(code: &str) -> Self {
        Self::of(&super::validate_module(code))
    }

    pub fn of(report: &Report) -> Self {
        let messages = report
            .diagnostics
            .iter()
            .map(|m| {
                let span = m.span.as_ref();
                json!({
                    "type": match m.severity {
                        Severity::Error => "error",
                        Severity::Warning => "warning",
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
            .find(|m| m.severity == Severity::Error)
            .map(|first| {
                let at = first
                    .span
                    .as_ref()
                    .map(|s| format!(":{}:{}", s.line, s.column))
                    .unwrap_or_default();
                let code = first.code.map(|c| format!("{c}: ")).unwrap_or_default();
                (at, format!("{code}{}", first.message))
            });
        Self {
            messages,
            first_error,
            refused: report.refused,
        }
    }
}
