//! The compute limits: workgroup size per dimension and in total, and workgroup memory.

use super::limit_error;
use crate::text::wgsl_checks as say;
use crate::wgsl::diagnostic::{Diagnostic, Span};
use crate::wgsl::reflect::{Reflection, find_decl};
use crate::wgsl::scan::Decl;

/// Checks each compute entry point's workgroup size, per dimension and in total.
pub(super) fn workgroup_sizes(
    source: &str,
    decls: &[Decl],
    reflection: &Reflection,
    limits: &wgpu::Limits,
    out: &mut Vec<Diagnostic>,
) {
    for ep in reflection
        .entry_points
        .iter()
        .filter(|ep| ep.stage == naga::ShaderStage::Compute)
    {
        let [x, y, z] = ep.workgroup_size;
        if x == 0 || y == 0 || z == 0 {
            continue;
        }
        let span = find_decl(decls, "fn", &ep.name)
            .and_then(|decl| decl.attr("workgroup_size"))
            .map(|attr| Span::from_bytes(source, attr.range.clone()))
            .or(ep.span);
        let dims = [
            ("x", x, "maxComputeWorkgroupSizeX", limits.max_compute_workgroup_size_x),
            ("y", y, "maxComputeWorkgroupSizeY", limits.max_compute_workgroup_size_y),
            ("z", z, "maxComputeWorkgroupSizeZ", limits.max_compute_workgroup_size_z),
        ];
        for (axis, size, limit, max) in dims {
            if size > max {
                let message = say::workgroup_axis_over_limit(x, y, z, axis, size, limit, max);
                out.push(limit_error("W0910", message, span).note2(say::at_most_along(max, axis)));
            }
        }
        let total = u64::from(x) * u64::from(y) * u64::from(z);
        let max = limits.max_compute_invocations_per_workgroup;
        if total > u64::from(max) {
            let message = say::workgroup_over_limit(x, y, z, total, max);
            let fix = say::smaller_workgroup(&suggest_size(max, y > 1 || z > 1), max);
            out.push(limit_error("W0911", message, span).note2(fix));
        }
    }
}

/// Checks the memory of the `var<workgroup>` variables, when there is a compute stage.
pub(super) fn workgroup_storage(reflection: &Reflection, limits: &wgpu::Limits, out: &mut Vec<Diagnostic>) {
    let has_compute = reflection
        .entry_points
        .iter()
        .any(|ep| ep.stage == naga::ShaderStage::Compute);
    let shared: u64 = reflection.workgroup_bytes.iter().map(|(_, bytes, _)| *bytes).sum();
    let max_shared = limits.max_compute_workgroup_storage_size;
    if has_compute && shared > u64::from(max_shared) {
        let largest = reflection.workgroup_bytes.iter().max_by_key(|(_, bytes, _)| *bytes);
        let mut diag = limit_error(
            "W0912",
            say::workgroup_memory_over_limit(shared, max_shared),
            largest.and_then(|(_, _, span)| *span),
        );
        for (name, bytes, span) in &reflection.workgroup_bytes {
            diag = diag.label2(say::takes_bytes(name, *bytes), *span);
        }
        out.push(diag.note2(say::smaller_workgroup_arrays(max_shared)));
    }
}

/// Suggests a workgroup size within `max` invocations: a power-of-two square for 2D work,
/// or a row for 1D work.
fn suggest_size(max: u32, two_d: bool) -> String {
    if !two_d {
        return format!("{max}×1×1");
    }
    let mut side = 1u32;
    while u64::from(side * 2) * u64::from(side * 2) <= u64::from(max) && side < 1 << 15 {
        side *= 2;
    }
    format!("{side}×{side}×1")
}
