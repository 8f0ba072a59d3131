//! WGSL checking on the CPU with naga: no GPU, no egui.
//!
//! [`validate`] runs the whole check of a student's shader and returns a [`Report`]:
//! naga's parse and validation errors (message text kept word for word, positions in the
//! student's own lines and characters), the scene's entry points ([`pick_stages`]), and
//! prechecks against the device's `wgpu::Limits` ([`precheck`]) that point at the exact
//! attribute or declaration. [`tokens`] is the editor's syntax highlighter.

mod behavior;
mod diagnostic;
mod guard;
mod habits;
mod highlight;
mod hints;
mod module_check;
mod naga_thread;
mod overrides;
mod portability;
mod precheck;
mod reflect;
mod scan;
mod stages;
mod translate;
mod uniformity;
mod validate;

pub use diagnostic::{DiagSource, Diagnostic, Label, Severity, Span, Spanish};
pub use guard::{MAX_CHAIN, MAX_PARSE_DEPTH, MAX_SOURCE_BYTES, MAX_STATEMENT_DEPTH};
pub use highlight::{TokenKind, tokens};
pub use module_check::ModuleCheck;
pub use naga_thread::COMPILER_STACK_BYTES;
pub use portability::{MAX_FUNCTION_BYTES, MAX_PRIVATE_BYTES};
pub use precheck::precheck;
pub use reflect::{Binding, BindingKind, EntryPoint, Reflection, reflect};
pub use stages::{SceneKind, Stages, pick_stages};
pub use validate::{Options, Report, WEBGPU_CAPABILITIES, validate, validate_module};

/// The student's diagnostic for one of naga's parse errors (what [`validate`] reports).
pub fn from_parse_error(source: &str, error: &naga::front::wgsl::ParseError) -> Diagnostic {
    translate::parse(source, error)
}

/// The student's diagnostic for one of naga's validation errors of `module`, parsed
/// from `source` (what [`validate`] reports).
pub fn from_validation_error(
    source: &str,
    module: &naga::Module,
    error: &naga::WithSpan<naga::valid::ValidationError>,
) -> Diagnostic {
    translate::validation(source, &scan::declarations(source), module, error)
}
