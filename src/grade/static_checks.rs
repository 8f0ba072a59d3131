//! Checks answered from the shader and the sandbox as they are, without driving frames.

use super::{Detail, Outcome, needs_device};
use crate::gpu::{DeviceState, Sandbox};
use crate::lesson::{Check, Lang};

/// Checks answered from the shader and the sandbox as they are, without frames.
pub(super) fn static_check(s: &Sandbox, check: &Check) -> Option<Outcome> {
    Some(match check {
        Check::BuildsUnderLimits => {
            let problems = s.problems();
            if problems.is_empty() {
                // No problem: the pipeline either built, or the grader cannot tell.
                if let Some(o) = needs_pipeline(s) {
                    return Some(o);
                }
            }
            let passed = problems.is_empty() && s.has_pipeline();
            let detail = problems.first().map_or_else(
                || {
                    detail!(
                        "el pipeline se crea con los límites de la lección",
                        "the pipeline builds under the lesson's limits"
                    )
                },
                |p| {
                    let (count, (es, en)) = (problems.len(), messages(p));
                    detail!(
                        "{count} problema(s); el primero: {es}",
                        "{count} problem(s); first: {en}"
                    )
                },
            );
            Outcome::new(passed, detail)
        }
        Check::WorkgroupFitsLimits => reflect_workgroup(s),
        Check::WorkgroupStorageFits => workgroup_storage(s),
        Check::BuffersFitLimits => buffer_sizes(s),
        Check::UsesOverride { name } => {
            let Some(r) = s.report().reflection.as_ref() else {
                return Some(does_not_parse());
            };
            let declared = r.overrides.iter().any(|o| o == name);
            let computes: Vec<&str> = r
                .entry_points
                .iter()
                .filter(|e| e.stage == naga::ShaderStage::Compute)
                .map(|e| e.name.as_str())
                .collect();
            let not_sized: Vec<&str> = r
                .entry_points
                .iter()
                .filter(|e| e.stage == naga::ShaderStage::Compute && !e.sized_by.iter().any(|k| k == name))
                .map(|e| e.name.as_str())
                .collect();
            let passed = declared && !computes.is_empty() && not_sized.is_empty() && s.report().is_clean();
            let detail = if !declared {
                detail!(
                    "no hay ninguna constante `override {name}` en el shader",
                    "no `override {name}` in the shader"
                )
            } else if computes.is_empty() {
                no_compute_entry()
            } else if let Some(e) = not_sized.first() {
                detail!(
                    "la constante `override {name}` está declarada, pero `@workgroup_size` de `{e}` no la usa",
                    "`override {name}` is declared, but `@workgroup_size` of `{e}` does not use it"
                )
            } else {
                detail!(
                    "`@workgroup_size` usa la constante `override {name}`, con valor {}",
                    "`@workgroup_size` uses `override {name}`, set to {}",
                    s.tile()
                )
            };
            Outcome::new(passed, detail)
        }
        Check::MissingRequirementExplained => {
            if let Some(o) = request_not_answered(s) {
                return Some(o);
            }
            let honest = matches!(s.state(), DeviceState::MissingRequirement(_));
            let (es, en) = (s.state().describe_in(Lang::Es), s.state().describe_in(Lang::En));
            Outcome::new(
                honest,
                if honest {
                    detail!("la página lo explica: {es}", "the page explains: {en}")
                } else {
                    detail!(
                        "ninguna explicación antes de pedir el dispositivo: {es}",
                        "no explanation before the request: {en}"
                    )
                },
            )
        }
        Check::DeviceRequestSucceeds => {
            if let Some(o) = request_not_answered(s) {
                return Some(o);
            }
            let ok = matches!(s.state(), DeviceState::Running);
            Outcome::new(
                ok,
                if ok {
                    detail!("requestDevice tuvo éxito", "requestDevice succeeded")
                } else {
                    Detail::new(s.state().describe_in(Lang::Es), s.state().describe_in(Lang::En))
                },
            )
        }
        _ => return None,
    })
}

pub(super) fn needs_pipeline(s: &Sandbox) -> Option<Outcome> {
    let problems = s.problems();
    if let Some(p) = problems.first() {
        let (es, en) = messages(p);
        return Some(Outcome::new(
            false,
            detail!("el shader tiene problemas: {es}", "the shader has problems: {en}"),
        ));
    }
    if let Some(o) = needs_device(s) {
        return Some(o);
    }
    if !s.has_pipeline() {
        // A clean shader on a running device that has no pipeline: still building, or
        // a build that failed without saying why. Either way nothing was graded.
        return Some(Outcome::error(detail!(
            "el shader no tiene problemas, pero no hay pipeline",
            "the shader has no problems, but there is no pipeline"
        )));
    }
    None
}

/// `Some(Error)` while the device request has no answer to grade: no adapter to ask,
/// or the request still in flight (the web page, live). A request that failed is an
/// answer, graded by the two device checks.
fn request_not_answered(s: &Sandbox) -> Option<Outcome> {
    let (es, en) = (s.state().describe_in(Lang::Es), s.state().describe_in(Lang::En));
    match s.state() {
        DeviceState::NoAdapter(_) => Some(Outcome::error(detail!(
            "no hay adaptador de GPU: {es}",
            "no GPU adapter: {en}"
        ))),
        DeviceState::Starting => Some(Outcome::error(detail!(
            "la petición del dispositivo aún no ha respondido: {es}",
            "the device request has not answered yet: {en}"
        ))),
        _ => None,
    }
}

/// A diagnostic's message in Spanish and in English.
fn messages(p: &crate::wgsl::Diagnostic) -> (String, String) {
    (p.in_lang(Lang::Es).message.clone(), p.in_lang(Lang::En).message.clone())
}

pub(super) fn submits_outcome(n: u32, max: u32) -> Outcome {
    Outcome::new(
        n <= max,
        detail!(
            "{n} llamada(s) a queue.submit por fotograma (como mucho {max})",
            "{n} queue.submit call(s) per frame (at most {max})"
        ),
    )
}

pub(super) fn does_not_parse() -> Outcome {
    Outcome::new(
        false,
        detail!("el shader no se puede analizar", "the shader does not parse"),
    )
}

pub(super) fn no_compute_entry() -> Detail {
    detail!("no hay ningún punto de entrada @compute", "no @compute entry point")
}

pub(super) fn pixel(s: &Sandbox, uv: (f32, f32), want: (f32, f32, f32, f32), tol: f32) -> Outcome {
    let Some(p) = s.pixels() else {
        return Outcome::new(
            false,
            detail!("no se leyó ningún fotograma desde la GPU", "no frame was read back"),
        );
    };
    let x = ((uv.0 * p.width as f32) as u32).min(p.width.saturating_sub(1));
    let y = ((uv.1 * p.height as f32) as u32).min(p.height.saturating_sub(1));
    let Some(got) = p.rgba_at(x, y) else {
        return Outcome::error(detail!("píxel fuera de rango", "pixel out of range"));
    };
    let got = got.map(|c| f32::from(c) / 255.0);
    let want = [want.0, want.1, want.2, want.3];
    let passed = got.iter().zip(want).all(|(g, w)| (g - w).abs() <= tol);
    Outcome::new(
        passed,
        detail!(
            "el píxel en ({x}, {y}) es ({:.3}, {:.3}, {:.3}, {:.3}); se esperaba ({:.3}, {:.3}, {:.3}, {:.3}) ± {tol}",
            "pixel at ({x}, {y}) is ({:.3}, {:.3}, {:.3}, {:.3}); expected ({:.3}, {:.3}, {:.3}, {:.3}) ± {tol}",
            got[0],
            got[1],
            got[2],
            got[3],
            want[0],
            want[1],
            want[2],
            want[3]
        ),
    )
}

fn reflect_workgroup(s: &Sandbox) -> Outcome {
    let Some(r) = &s.report().reflection else {
        return does_not_parse();
    };
    let l = s.limits();
    let max = [
        l.max_compute_workgroup_size_x,
        l.max_compute_workgroup_size_y,
        l.max_compute_workgroup_size_z,
    ];
    let total = l.max_compute_invocations_per_workgroup;
    let mut computes = r
        .entry_points
        .iter()
        .filter(|e| e.stage == naga::ShaderStage::Compute)
        .peekable();
    if computes.peek().is_none() {
        return Outcome::new(false, no_compute_entry());
    }
    for e in computes {
        let size = e.workgroup_size;
        if let Some(axis) = (0..3).find(|&i| size[i] > max[i]) {
            let name = ["X", "Y", "Z"][axis];
            return Outcome::new(
                false,
                detail!(
                    "`{}` mide {} en {}, por encima de maxComputeWorkgroupSize{name} = {}",
                    "`{}` is {} wide in {}, over maxComputeWorkgroupSize{name} = {}",
                    e.name,
                    size[axis],
                    name.to_lowercase(),
                    max[axis]
                ),
            );
        }
        let n: u32 = size.iter().product();
        if n > total {
            return Outcome::new(
                false,
                detail!(
                    "`{}` tiene {}×{}×{} = {n} invocaciones por grupo de trabajo, por encima de \
                     maxComputeInvocationsPerWorkgroup = {total}",
                    "`{}` has {}×{}×{} = {n} invocations per workgroup, over maxComputeInvocationsPerWorkgroup = {total}",
                    e.name,
                    size[0],
                    size[1],
                    size[2]
                ),
            );
        }
    }
    let sizes: Vec<String> = r
        .entry_points
        .iter()
        .filter(|e| e.stage == naga::ShaderStage::Compute)
        .map(|e| {
            format!(
                "`{}` {}×{}×{}",
                e.name, e.workgroup_size[0], e.workgroup_size[1], e.workgroup_size[2]
            )
        })
        .collect();
    let sizes = sizes.join(", ");
    Outcome::new(
        true,
        detail!(
            "{sizes}: dentro de maxComputeInvocationsPerWorkgroup = {total}",
            "{sizes} within maxComputeInvocationsPerWorkgroup = {total}"
        ),
    )
}

fn buffer_sizes(s: &Sandbox) -> Outcome {
    use crate::wgsl::BindingKind;
    let Some(r) = &s.report().reflection else {
        return does_not_parse();
    };
    let l = s.limits();
    let (mut parts_es, mut parts_en) = (Vec::new(), Vec::new());
    let mut passed = true;
    for b in &r.bindings {
        let (limit, name) = match b.kind {
            BindingKind::Uniform => (l.max_uniform_buffer_binding_size, "maxUniformBufferBindingSize"),
            BindingKind::Storage { .. } => (l.max_storage_buffer_binding_size, "maxStorageBufferBindingSize"),
            _ => continue,
        };
        let Some(size) = b.size_bytes else {
            let d = detail!(
                "`{}` tiene tamaño en tiempo de ejecución",
                "`{}` is runtime-sized",
                b.name
            );
            parts_es.push(d.es);
            parts_en.push(d.en);
            continue;
        };
        passed &= size <= limit;
        // Names and numbers only: the same in both languages.
        let part = format!("`{}` {size} bytes ({name} = {limit})", b.name);
        parts_es.push(part.clone());
        parts_en.push(part);
    }
    if parts_en.is_empty() {
        return Outcome::new(
            true,
            detail!(
                "ningún búfer uniforme ni de almacenamiento",
                "no uniform or storage buffer"
            ),
        );
    }
    Outcome::new(passed, Detail::new(parts_es.join(", "), parts_en.join(", ")))
}

fn workgroup_storage(s: &Sandbox) -> Outcome {
    let Some(r) = &s.report().reflection else {
        return does_not_parse();
    };
    let max = u64::from(s.limits().max_compute_workgroup_storage_size);
    let used: u64 = r.workgroup_bytes.iter().map(|(_, b, _)| *b).sum();
    let largest = r.workgroup_bytes.iter().max_by_key(|(_, b, _)| *b).map_or_else(
        || Detail::new("", ""),
        |(n, b, _)| detail!(" (la mayor: `{n}`, {b} bytes)", " (largest: `{n}`, {b} bytes)"),
    );
    let (largest_es, largest_en) = (largest.es, largest.en);
    Outcome::new(
        used <= max && s.report().reflection.is_some(),
        detail!(
            "{used} bytes de var<workgroup>{largest_es}; maxComputeWorkgroupStorageSize = {max}",
            "{used} bytes of var<workgroup>{largest_en}; maxComputeWorkgroupStorageSize = {max}"
        ),
    )
}
