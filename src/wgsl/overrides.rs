//! Override values as the pipeline will see them (`@workgroup_size(TILE, TILE)`,
//! `array<f32, TILE * TILE>`). They are computed by naga's own `process_overrides`, the
//! function wgpu runs when it creates a pipeline, so the prechecks evaluate overrides
//! exactly as pipeline creation will. A value naga cannot compute (an override without
//! a value, a value that is not whole) is unknown, never wrong: prechecks stay quiet.

use std::collections::HashMap;
use std::hash::BuildHasher;

use naga::{Expression, Handle, Literal, Module};

/// The values of `given` (by name or `@id`) for the overrides the module declares:
/// only those take part.
pub(crate) fn values_for<S: BuildHasher>(module: &Module, given: &HashMap<String, f64, S>) -> HashMap<String, f64> {
    module
        .overrides
        .iter()
        .filter_map(|(handle, _)| pipeline_key(module, handle))
        .filter_map(|key| given.get(&key).map(|&v| (key, v)))
        .collect()
}

/// A warning for each named override that gets no value: no default, and none given.
pub(crate) fn without_value(
    source: &str,
    module: &Module,
    values: &HashMap<String, f64>,
) -> Vec<crate::wgsl::Diagnostic> {
    use crate::wgsl::{DiagSource, Diagnostic, Severity, Span};
    module
        .overrides
        .iter()
        .filter_map(|(handle, o)| {
            let name = o.name.as_deref()?;
            if has_value(module, handle, values) {
                return None;
            }
            let span = Span::from_naga(source, module.overrides.get_span(handle));
            Some(Diagnostic {
                severity: Severity::Warning,
                ..Diagnostic::coded("W0902", DiagSource::Lesson, span, &[("name", name)])
                    .note2(crate::text::wgsl_checks::NO_PIPELINE_WITHOUT_IT.into())
            })
        })
        .collect()
}

/// Returns the key the pipeline uses for an override: its `@id` if it has one, else its name.
pub(crate) fn pipeline_key(module: &Module, handle: Handle<naga::Override>) -> Option<String> {
    let o = module.overrides.try_get(handle).ok()?;
    o.id.map(|id| id.to_string()).or_else(|| o.name.clone())
}

/// Tells whether an override gets a value: from `values` (by name or `@id`) or a default.
pub(crate) fn has_value<S: BuildHasher>(
    module: &Module,
    handle: Handle<naga::Override>,
    values: &HashMap<String, f64, S>,
) -> bool {
    let Ok(o) = module.overrides.try_get(handle) else {
        return false;
    };
    o.init.is_some() || pipeline_key(module, handle).is_some_and(|k| values.contains_key(&k))
}

/// What pipeline creation will make of the overrides, per entry point.
#[derive(Debug, Default)]
pub(crate) struct Resolved {
    /// Workgroup size of each entry point, by name; a 0 where it cannot be known.
    pub workgroup_sizes: HashMap<String, [u32; 3]>,
    /// Whole-number values of the overrides, by pipeline key.
    pub values: HashMap<String, u32>,
    /// Bytes of the override-sized workgroup arrays, by variable name.
    pub workgroup_arrays: HashMap<String, u64>,
}

/// Runs naga's `process_overrides` for every entry point with `values` (only those for
/// overrides the module declares take part).
pub(crate) fn resolve<S: BuildHasher>(
    module: &Module,
    info: &naga::valid::ModuleInfo,
    values: &HashMap<String, f64, S>,
) -> Resolved {
    let constants: naga::back::PipelineConstants = module
        .overrides
        .iter()
        .filter_map(|(h, _)| pipeline_key(module, h))
        .filter_map(|k| values.get(&k).map(|v| (k, *v)))
        .collect();
    let mut out = Resolved::default();
    for ep in &module.entry_points {
        let processed = naga::back::pipeline_constants::process_overrides(
            module,
            info,
            Some((ep.stage, ep.name.as_str())),
            &constants,
        );
        let size = match &processed {
            Ok((m, _)) => m.entry_points.first().map_or([0; 3], |e| e.workgroup_size),
            // Unknown where an override decides it; the literal sizes still hold.
            Err(_) => match ep.workgroup_size_overrides {
                Some(exprs) => {
                    let mut size = ep.workgroup_size;
                    for (dim, expr) in size.iter_mut().zip(exprs) {
                        if expr.is_some() {
                            *dim = 0;
                        }
                    }
                    size
                }
                None => ep.workgroup_size,
            },
        };
        out.workgroup_sizes.insert(ep.name.clone(), size);
        if let Ok((m, _)) = processed {
            // In the processed module every override has its literal value, so a
            // pending array size reads it directly.
            for (_, var) in m.global_variables.iter() {
                if let naga::TypeInner::Array {
                    size: naga::ArraySize::Pending(count),
                    stride,
                    ..
                } = m.types[var.ty].inner
                    && let Some(n) =
                        m.overrides[count]
                            .init
                            .and_then(|init| match m.global_expressions.try_get(init).ok()? {
                                Expression::Literal(l) => whole(*l),
                                _ => None,
                            })
                    && let Some(name) = &var.name
                {
                    out.workgroup_arrays
                        .insert(name.clone(), u64::from(n) * u64::from(stride));
                }
            }
            for (h, o) in m.overrides.iter() {
                let value = o.init.and_then(|init| match m.global_expressions.try_get(init).ok()? {
                    Expression::Literal(l) => whole(*l),
                    _ => None,
                });
                if let (Some(key), Some(v)) = (pipeline_key(&m, h), value) {
                    out.values.insert(key, v);
                }
            }
        }
    }
    out
}

/// A literal's value when it is a whole number that fits `u32`.
fn whole(l: Literal) -> Option<u32> {
    match l {
        Literal::U32(n) => Some(n),
        Literal::I32(n) => u32::try_from(n).ok(),
        Literal::AbstractInt(n) | Literal::I64(n) => u32::try_from(n).ok(),
        Literal::U64(n) => u32::try_from(n).ok(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::{has_value, resolve};

    fn resolved(src: &str, values: &[(&str, f64)]) -> super::Resolved {
        let module = naga::front::wgsl::parse_str(src).unwrap();
        let info = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
            .validate(&module)
            .unwrap();
        let values: HashMap<String, f64> = values.iter().map(|&(k, v)| (k.to_string(), v)).collect();
        resolve(&module, &info, &values)
    }

    #[test]
    fn workgroup_sizes_are_what_pipeline_creation_computes() {
        let src = "override TILE: u32 = 8;\nconst K = 2u;\n@compute @workgroup_size(TILE, TILE * K, 1) fn main() {}";
        assert_eq!(resolved(src, &[]).workgroup_sizes["main"], [8, 16, 1]);
        assert_eq!(resolved(src, &[("TILE", 32.0)]).workgroup_sizes["main"], [32, 64, 1]);
        // Pipeline creation converts 2.5 for a u32 to 2; the precheck sees the same.
        assert_eq!(resolved(src, &[("TILE", 2.5)]).workgroup_sizes["main"], [2, 4, 1]);
        let by_id = "@id(7) override W: i32 = 4;\n@compute @workgroup_size(W + 1) fn main() {}";
        assert_eq!(resolved(by_id, &[("7", 15.0)]).workgroup_sizes["main"], [16, 1, 1]);
        let no_default = "override W: u32;\n@compute @workgroup_size(W) fn main() {}";
        assert_eq!(resolved(no_default, &[]).workgroup_sizes["main"][0], 0);
        assert_eq!(resolved(no_default, &[("W", 3.0)]).values["W"], 3);
    }

    #[test]
    fn knows_which_overrides_have_values() {
        let module = naga::front::wgsl::parse_str("override A: u32; override B: f32 = 1.0;").unwrap();
        let handles: Vec<_> = module.overrides.iter().map(|(h, _)| h).collect();
        let none = HashMap::new();
        assert!(!has_value(&module, handles[0], &none));
        assert!(has_value(&module, handles[1], &none));
        let given = HashMap::from([("A".to_string(), 3.0)]);
        assert!(has_value(&module, handles[0], &given));
    }
}
