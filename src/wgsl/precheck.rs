//! Checks of a valid module against the device's limits, before any GPU call.
//!
//! Naga accepts a shader whatever the device, but pipeline creation fails later when the
//! shader asks for more than the device grants, with a message that points nowhere.
//! These prechecks say the same thing earlier, at the exact attribute or declaration,
//! naming the WebGPU limit (in its camelCase spelling) and its granted value.

use super::diagnostic::{DiagSource, Diagnostic, Span};
use super::reflect::{BindingKind, Reflection, find_decl};
use super::scan::{self, Decl};
use crate::text::{Both, wgsl_checks as say};

mod workgroup;
use workgroup::{workgroup_sizes, workgroup_storage};

/// Checks a reflected module against `limits`; every problem has source `Limits`.
///
/// Workgroup sizes with an unknown dimension (0) are skipped, as are buffers without a
/// fixed size. Workgroup memory is the sum of the `var<workgroup>` variables used by any
/// entry point, checked when the module has a compute entry point.
#[must_use]
pub fn precheck(source: &str, reflection: &Reflection, limits: &wgpu::Limits) -> Vec<Diagnostic> {
    precheck_with(source, &scan::declarations(source), reflection, limits)
}

/// [`precheck`] with the module-scope declarations already found.
pub(crate) fn precheck_with(
    source: &str,
    decls: &[Decl],
    reflection: &Reflection,
    limits: &wgpu::Limits,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    workgroup_sizes(source, decls, reflection, limits, &mut out);
    workgroup_storage(reflection, limits, &mut out);
    buffer_sizes(reflection, limits, &mut out);
    bind_groups(source, decls, reflection, limits, &mut out);
    out
}

/// Checks uniform and storage buffer bindings of fixed size.
fn buffer_sizes(reflection: &Reflection, limits: &wgpu::Limits, out: &mut Vec<Diagnostic>) {
    for binding in &reflection.bindings {
        let Some(size) = binding.size_bytes else {
            continue;
        };
        let (what, limit, max, fix) = match binding.kind {
            BindingKind::Uniform => (
                say::UNIFORM_BUFFER,
                "maxUniformBufferBindingSize",
                limits.max_uniform_buffer_binding_size,
                say::move_to_storage(limits.max_storage_buffer_binding_size),
            ),
            BindingKind::Storage { .. } => (
                say::STORAGE_BUFFER,
                "maxStorageBufferBindingSize",
                limits.max_storage_buffer_binding_size,
                say::SPLIT_THE_BUFFER.into(),
            ),
            _ => continue,
        };
        if size > max {
            let message = say::buffer_over_limit(&binding.name, size, limit, max, what);
            out.push(limit_error("W0913", message, binding.span).note2(fix));
        }
    }
}

/// Checks the highest bind group index against `maxBindGroups`.
fn bind_groups(
    source: &str,
    decls: &[Decl],
    reflection: &Reflection,
    limits: &wgpu::Limits,
    out: &mut Vec<Diagnostic>,
) {
    let max_groups = limits.max_bind_groups;
    if let Some(highest) = reflection.bindings.iter().max_by_key(|b| b.group)
        && u64::from(highest.group) + 1 > u64::from(max_groups)
    {
        let span = find_decl(decls, "var", &highest.name)
            .and_then(|decl| decl.attr("group"))
            .map(|attr| Span::from_bytes(source, attr.range.clone()))
            .or(highest.span);
        let group = highest.group;
        let message = say::group_over_limit(group, u64::from(group) + 1, max_groups);
        out.push(limit_error("W0914", message, span).note2(say::use_groups_up_to(max_groups.saturating_sub(1))));
    }
}

/// Builds a `Limits` error.
pub(super) fn limit_error(code: &'static str, message: Both, span: Option<Span>) -> Diagnostic {
    Diagnostic::new(code, DiagSource::Limits, message, span)
}

#[cfg(test)]
mod tests {
    use crate::wgsl::SceneKind;
    use crate::wgsl::{DiagSource, Diagnostic, Options, validate};
    use std::collections::HashMap;

    /// Validates `src` as a compute scene and returns its `Limits` diagnostics.
    fn limit_diags(src: &str, limits: &wgpu::Limits) -> Vec<Diagnostic> {
        let overrides = HashMap::new();
        let opts = Options {
            limits,
            scene: SceneKind::Compute,
            overrides: &overrides,
        };
        let report = validate(src, &opts);
        assert!(
            report.diagnostics.iter().all(|d| d.source == DiagSource::Limits),
            "{:?}",
            report.diagnostics
        );
        report.diagnostics
    }

    const BIG_GROUP: &str = "// A 2D tile.\n\t@compute  @workgroup_size(32, 32) fn main() {}\n";

    /// Issue 19: every limit precheck is written in Spanish too: a Spanish panel never
    /// shows one in English.
    #[test]
    fn every_limit_precheck_has_its_spanish() {
        let src = "@group(0) @binding(0) var<uniform> big: array<vec4f, 8192>;\n\
                   @group(7) @binding(0) var<storage, read> data: array<f32, 64>;\n\
                   var<workgroup> tile: array<vec4f, 2048>;\n\
                   @compute @workgroup_size(32, 32) fn main() { tile[0] = big[0] + vec4f(data[0]); }\n";
        let diags = limit_diags(src, &wgpu::Limits::default());
        assert!(diags.len() >= 4, "{diags:?}");
        for d in &diags {
            let es = d.in_lang(crate::lesson::Lang::Es);
            assert!(d.spanish.is_some(), "English only: {}", d.message);
            assert_ne!(es.message, d.message);
            assert!(es.notes.iter().all(|n| !d.notes.contains(n)), "{:?}", es.notes);
        }
    }

    #[test]
    fn too_many_invocations_points_at_the_attribute() {
        let diags = limit_diags(BIG_GROUP, &wgpu::Limits::default());
        assert_eq!(diags.len(), 1, "{diags:?}");
        let d = &diags[0];
        assert_eq!(
            d.message,
            "workgroup size 32×32×1 = 1024 invocations exceeds maxComputeInvocationsPerWorkgroup = 256"
        );
        let span = d.span.unwrap();
        assert_eq!((span.line, span.column), (2, 12));
        assert_eq!(&BIG_GROUP[span.start..span.end], "@workgroup_size(32, 32)");
        assert!(d.notes[0].contains("16×16×1"), "{:?}", d.notes);
    }

    #[test]
    fn llvmpipe_limits_accept_1024_invocations() {
        let limits = wgpu::Limits {
            max_compute_invocations_per_workgroup: 1024,
            ..wgpu::Limits::default()
        };
        assert_eq!(limit_diags(BIG_GROUP, &limits), vec![]);
    }

    #[test]
    fn per_dimension_limit_is_named() {
        let src = "@compute @workgroup_size(1, 1, 128) fn main() {}";
        let diags = limit_diags(src, &wgpu::Limits::default());
        assert_eq!(diags.len(), 1, "{diags:?}");
        assert_eq!(
            diags[0].message,
            "workgroup size 1×1×128: z = 128 exceeds maxComputeWorkgroupSizeZ = 64"
        );
    }

    /// A compute shader reading a uniform array of `n` matrices.
    fn uniform_array(n: u32) -> String {
        format!(
            "@group(0) @binding(0) var<uniform> big: array<mat4x4f, {n}>;\n\
             @compute @workgroup_size(1) fn main() {{ let m = big[0]; }}\n"
        )
    }

    #[test]
    fn uniform_binding_size() {
        let diags = limit_diags(&uniform_array(2000), &wgpu::Limits::default());
        assert_eq!(diags.len(), 1, "{diags:?}");
        assert_eq!(
            diags[0].message,
            "uniform binding `big` is 128000 bytes, over maxUniformBufferBindingSize = 65536"
        );
        assert_eq!(diags[0].span.map(|s| (s.line, s.column)), Some((1, 23)));
        assert_eq!(limit_diags(&uniform_array(1000), &wgpu::Limits::default()), vec![]);
    }

    #[test]
    fn workgroup_storage_over_16384_bytes() {
        let src = "var<workgroup> a: array<f32, 4096>;\nvar<workgroup> b: array<vec4f, 16>;\n\
                   @compute @workgroup_size(64) fn main() { a[0] = b[0].x; }\n";
        let diags = limit_diags(src, &wgpu::Limits::default());
        assert_eq!(diags.len(), 1, "{diags:?}");
        assert_eq!(
            diags[0].message,
            "workgroup variables use 16640 bytes, over maxComputeWorkgroupStorageSize = 16384"
        );
        assert_eq!(diags[0].span.unwrap().line, 1);
        assert_eq!(diags[0].labels.len(), 2);
        let fits = src.replace("4096", "4000");
        assert_eq!(limit_diags(&fits, &wgpu::Limits::default()), vec![]);
    }

    #[test]
    fn bind_group_index_points_at_group_attribute() {
        let src = "@group(4) @binding(0) var<uniform> v: vec4f;\n@compute @workgroup_size(1) fn main() { let a = v; }";
        let diags = limit_diags(src, &wgpu::Limits::default());
        assert_eq!(diags.len(), 1, "{diags:?}");
        assert_eq!(
            diags[0].message,
            "bind group index 4 needs 5 bind groups, over maxBindGroups = 4"
        );
        let span = diags[0].span.unwrap();
        assert_eq!(&src[span.start..span.end], "@group(4)");
    }

    #[test]
    fn storage_binding_size() {
        let src = "@group(0) @binding(0) var<storage, read_write> s: array<vec4f, 1000>;\n\
                   @compute @workgroup_size(1) fn main() { s[0] = vec4f(1.0); }";
        let limits = wgpu::Limits {
            max_storage_buffer_binding_size: 8192,
            ..wgpu::Limits::default()
        };
        let diags = limit_diags(src, &limits);
        assert_eq!(diags.len(), 1, "{diags:?}");
        assert_eq!(
            diags[0].message,
            "storage binding `s` is 16000 bytes, over maxStorageBufferBindingSize = 8192"
        );
    }
}
