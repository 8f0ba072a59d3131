//! Checks answered from the shader and the sandbox as they are, without driving frames.

use super::{Outcome, needs_device};
use crate::gpu::{DeviceState, Sandbox};
use crate::lesson::{Check, Lang};
use crate::text::{Both, grade as say};

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
                || say::THE_PIPELINE_BUILDS_UNDER_THE_LIMITS.into(),
                |p| say::problems_and_the_first(problems.len(), messages(p)),
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
                say::no_override_in_the_shader(name)
            } else if computes.is_empty() {
                say::NO_COMPUTE_ENTRY_POINT.into()
            } else if let Some(e) = not_sized.first() {
                say::the_override_is_not_used(name, e)
            } else {
                say::the_workgroup_size_uses_the_override(name, s.tile())
            };
            Outcome::new(passed, detail)
        }
        Check::MissingRequirementExplained => {
            if let Some(o) = request_not_answered(s) {
                return Some(o);
            }
            let honest = matches!(s.state(), DeviceState::MissingRequirement(_));
            let state = s.state().said();
            Outcome::new(
                honest,
                if honest {
                    say::the_page_explains(state)
                } else {
                    say::no_explanation_before_the_request(state)
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
                    say::REQUEST_DEVICE_SUCCEEDED.into()
                } else {
                    Both {
                        es: s.state().describe_in(Lang::Es),
                        en: s.state().describe_in(Lang::En),
                    }
                },
            )
        }
        _ => return None,
    })
}

pub(super) fn needs_pipeline(s: &Sandbox) -> Option<Outcome> {
    let problems = s.problems();
    if let Some(p) = problems.first() {
        return Some(Outcome::new(false, say::the_shader_has_problems(messages(p))));
    }
    if let Some(o) = needs_device(s) {
        return Some(o);
    }
    if !s.has_pipeline() {
        // A clean shader on a running device that has no pipeline: still building, or
        // a build that failed without saying why. Either way nothing was graded.
        return Some(Outcome::error(say::THE_SHADER_HAS_NO_PROBLEMS_BUT_NO_PIPELINE));
    }
    None
}

/// `Some(Error)` while the device request has no answer to grade: no adapter to ask,
/// or the request still in flight (the web page, live). A request that failed is an
/// answer, graded by the two device checks.
fn request_not_answered(s: &Sandbox) -> Option<Outcome> {
    match s.state() {
        DeviceState::NoAdapter(_) => Some(Outcome::error(say::no_gpu_adapter(s.state().said()))),
        DeviceState::Starting => Some(Outcome::error(say::the_device_request_has_not_answered(
            s.state().said(),
        ))),
        _ => None,
    }
}

/// A diagnostic's message in Spanish and in English.
fn messages(p: &crate::wgsl::Diagnostic) -> crate::text::Both {
    crate::text::Both {
        es: p.in_lang(Lang::Es).message.clone(),
        en: p.in_lang(Lang::En).message.clone(),
    }
}

pub(super) fn submits_outcome(n: u32, max: u32) -> Outcome {
    Outcome::new(n <= max, say::submits_per_frame(n, max))
}

pub(super) fn does_not_parse() -> Outcome {
    Outcome::new(false, say::THE_SHADER_DOES_NOT_PARSE)
}

pub(super) fn pixel(s: &Sandbox, uv: (f32, f32), want: (f32, f32, f32, f32), tol: f32) -> Outcome {
    let Some(p) = s.pixels() else {
        return Outcome::new(false, say::NO_FRAME_WAS_READ_BACK);
    };
    let x = ((uv.0 * p.width as f32) as u32).min(p.width.saturating_sub(1));
    let y = ((uv.1 * p.height as f32) as u32).min(p.height.saturating_sub(1));
    let Some(got) = p.rgba_at(x, y) else {
        return Outcome::error(say::PIXEL_OUT_OF_RANGE);
    };
    let got = got.map(|c| f32::from(c) / 255.0);
    let want = [want.0, want.1, want.2, want.3];
    let passed = got.iter().zip(want).all(|(g, w)| (g - w).abs() <= tol);
    let said = say::pixel_is(
        x, y, got[0], got[1], got[2], got[3], want[0], want[1], want[2], want[3], tol,
    );
    Outcome::new(passed, said)
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
        return Outcome::new(false, say::NO_COMPUTE_ENTRY_POINT);
    }
    for e in computes {
        let size = e.workgroup_size;
        if let Some(axis) = (0..3).find(|&i| size[i] > max[i]) {
            let name = ["X", "Y", "Z"][axis];
            return Outcome::new(
                false,
                say::the_workgroup_is_too_wide(&e.name, size[axis], &name.to_lowercase(), name, max[axis]),
            );
        }
        let n: u32 = size.iter().product();
        if n > total {
            return Outcome::new(
                false,
                say::too_many_invocations(&e.name, size[0], size[1], size[2], n, total),
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
    Outcome::new(true, say::the_workgroups_fit(&sizes, total))
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
            let d = say::runtime_sized(&b.name);
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
        return Outcome::new(true, say::NO_UNIFORM_OR_STORAGE_BUFFER);
    }
    let detail = Both {
        es: parts_es.join(", "),
        en: parts_en.join(", "),
    };
    Outcome::new(passed, detail)
}

fn workgroup_storage(s: &Sandbox) -> Outcome {
    let Some(r) = &s.report().reflection else {
        return does_not_parse();
    };
    let max = u64::from(s.limits().max_compute_workgroup_storage_size);
    let used: u64 = r.workgroup_bytes.iter().map(|(_, b, _)| *b).sum();
    let largest = r
        .workgroup_bytes
        .iter()
        .max_by_key(|(_, b, _)| *b)
        .map_or_else(Both::default, |(n, b, _)| say::the_largest_workgroup_variable(n, *b));
    Outcome::new(
        used <= max && s.report().reflection.is_some(),
        say::workgroup_bytes(used, max, largest),
    )
}
