//! The whole check of a student's shader: parse, validate, reflect, pick the scene's
//! entry points and precheck the device limits. Pure CPU; no GPU is touched.

use std::collections::HashMap;

use naga::valid::{Capabilities, ModuleInfo, ValidationFlags, Validator};

use super::diagnostic::{DiagSource, Diagnostic, Severity};
use super::overrides;
use super::reflect::Reflection;
use super::stages::{Stages, pick_stages};
use super::{guard, portability, precheck, reflect, scan};
use crate::wgsl::SceneKind;

/// What a WebGPU device without optional features lets shaders use.
///
/// This matches what wgpu grants a device created with no features on a fully
/// WebGPU-compliant adapter: cube array textures, `@builtin(sample_index)` and
/// `quantizeToF16`/`pack2x16float`. No `f64`, `f16`, 64-bit integers or subgroups.
pub const WEBGPU_CAPABILITIES: Capabilities = Capabilities::CUBE_ARRAY_TEXTURES
    .union(Capabilities::MULTISAMPLED_SHADING)
    .union(Capabilities::SHADER_FLOAT16_IN_FLOAT32);

/// What a check is run against.
#[derive(Clone, Copy, Debug)]
pub struct Options<'a> {
    /// The limits the device was granted.
    pub limits: &'a wgpu::Limits,
    /// The lesson's scene, which decides the entry points needed.
    pub scene: SceneKind,
    /// Values the pipeline will give to overrides, by name (or `@id` as a string).
    pub overrides: &'a HashMap<String, f64>,
}

/// Everything a check found out.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Every problem, in the order found.
    pub diagnostics: Vec<Diagnostic>,
    /// The parsed module, when parsing succeeded (even if validation failed).
    pub module: Option<naga::Module>,
    /// Naga's validation result, when validation succeeded.
    pub info: Option<ModuleInfo>,
    /// What the module declares, when it is valid.
    pub reflection: Option<Reflection>,
    /// The entry points the scene will use, when they could be picked.
    pub stages: Option<Stages>,
    /// The guard refused the text (too large, binary, nested too deep): it reached no
    /// compiler, and must reach none.
    pub refused: bool,
}

impl Report {
    /// Tells whether no diagnostic is an error (warnings are allowed).
    #[must_use]
    pub fn is_clean(&self) -> bool {
        self.diagnostics.iter().all(|d| d.severity != Severity::Error)
    }
}

/// Checks `source` as a shader for `opts.scene` on a device with `opts.limits`.
///
/// Steps: parse with naga's WGSL front end (a parse error stops here); validate with
/// [`WEBGPU_CAPABILITIES`] (an error stops here); reflect, with override-expressions
/// evaluated using `opts.overrides` for the overrides the module declares; pick the
/// scene's entry points; precheck the limits.
///
/// A text that [`guard::check`] refuses (too large, binary, nested too deep) gives one
/// diagnostic and reaches no compiler. naga runs on a thread with a large stack, so a
/// deep text that passes the guard still cannot overflow the caller's stack.
#[must_use]
pub fn validate(source: &str, opts: &Options) -> Report {
    validate_with(source, opts, Purpose::Scene)
}

/// Checks `source` as a host program's shader module (`device.createShaderModule`):
/// the guard, parsing, validation, uniformity and portability, as [`validate`] does.
/// No scene picks entry points and no limits are prechecked: the program's pipelines
/// choose their entry points and override values, and creating them checks the rest.
#[must_use]
pub fn validate_module(source: &str) -> Report {
    let limits = wgpu::Limits::default();
    let overrides = HashMap::new();
    let opts = Options {
        limits: &limits,
        scene: SceneKind::default(),
        overrides: &overrides,
    };
    validate_with(source, &opts, Purpose::Module)
}

/// What a text is checked as.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Purpose {
    /// The lesson's shader, drawn by its scene.
    Scene,
    /// A shader module of the student's host program.
    Module,
}

fn validate_with(source: &str, opts: &Options, purpose: Purpose) -> Report {
    // One lexing pass serves the guard, the declarations and the diagnostics.
    let toks = if source.len() <= guard::MAX_SOURCE_BYTES {
        super::highlight::tokens(source)
    } else {
        Vec::new()
    };
    let nesting = match guard::measure_tokens(source, &toks) {
        Ok(n) => n,
        Err(d) => {
            return Report {
                diagnostics: vec![*d],
                refused: true,
                ..Report::default()
            };
        }
    };
    if nesting.shallow() {
        // Any thread's stack holds naga's recursion on this text: checked here, with
        // no hand-off to the large-stack thread (two thread wake-ups per keystroke).
        let here = || validate_here(source, &toks, opts, purpose);
        return std::panic::catch_unwind(std::panic::AssertUnwindSafe(here)).unwrap_or_else(|_| crashed(()));
    }
    let job_source = source.to_owned();
    let limits = opts.limits.clone();
    let overrides = opts.overrides.clone();
    let scene = opts.scene;
    let job = move || {
        let opts = Options {
            limits: &limits,
            scene,
            overrides: &overrides,
        };
        validate_here(&job_source, &toks, &opts, purpose)
    };
    super::naga_thread::run(job).unwrap_or_else(crashed)
}

/// The report when naga itself failed on a text (a bug of naga's, not the student's).
fn crashed(_: ()) -> Report {
    Report {
        diagnostics: vec![Diagnostic::coded("W0901", DiagSource::Naga, None, &[])],
        ..Report::default()
    }
}

fn validate_here(
    source: &str,
    toks: &[(std::ops::Range<usize>, super::TokenKind)],
    opts: &Options,
    purpose: Purpose,
) -> Report {
    let mut report = Report::default();
    let module = match naga::front::wgsl::parse_str(source) {
        Ok(module) => module,
        Err(error) => {
            report.diagnostics.push(super::translate::parse(source, &error));
            if purpose == Purpose::Scene {
                report
                    .diagnostics
                    .extend(super::stages::missing_in_text(source, toks, opts.scene));
            }
            return report;
        }
    };
    // Arrays too large for any invocation never reach a driver's compiler.
    if let Some(d) = guard::invocation_arrays(source, &module) {
        report.diagnostics.push(d);
        report.refused = true;
        return report;
    }
    let decls = scan::declarations_in(source, toks);
    let info = match Validator::new(ValidationFlags::all(), WEBGPU_CAPABILITIES).validate(&module) {
        Ok(info) => info,
        Err(error) => {
            report
                .diagnostics
                .push(super::translate::validation(source, &decls, &module, &error));
            if purpose == Purpose::Scene {
                report
                    .diagnostics
                    .extend(super::stages::missing_in_text(source, toks, opts.scene));
            }
            report.module = Some(module);
            return report;
        }
    };

    let values = overrides::values_for(&module, opts.overrides);
    if purpose == Purpose::Scene {
        report
            .diagnostics
            .extend(overrides::without_value(source, &module, &values));
    }

    report
        .diagnostics
        .extend(portability::check(source, &decls, &module, &info));
    report
        .diagnostics
        .extend(super::uniformity::check(source, &module, &info));
    report
        .diagnostics
        .extend(super::behavior::check(source, toks, &decls, &module));
    let reflection = reflect::reflect_with(source, &decls, &module, &info, &values);
    if purpose == Purpose::Module {
        report.reflection = Some(reflection);
        report.info = Some(info);
        report.module = Some(module);
        return report;
    }
    match pick_stages(&reflection, opts.scene) {
        Ok(stages) => report.stages = Some(stages),
        Err(diag) => report.diagnostics.push(diag),
    }
    report
        .diagnostics
        .extend(precheck::precheck_with(source, &decls, &reflection, opts.limits));
    report.reflection = Some(reflection);
    report.info = Some(info);
    report.module = Some(module);
    report
}

#[cfg(test)]
mod habits;
#[cfg(test)]
mod tests;
