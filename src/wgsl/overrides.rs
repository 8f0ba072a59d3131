//! Evaluating override-expressions (`@workgroup_size(TILE, TILE)`, `array<f32, TILE * TILE>`)
//! with the values the sandbox will pass to the pipeline.
//!
//! Naga's own `process_overrides` lives behind its shader back ends, which this module
//! does not enable, so this is a small evaluator for the integer and float arithmetic
//! that sizes use. Anything it does not understand gives `None` ("unknown"), never a
//! wrong number, so prechecks stay quiet rather than report a false problem.

use std::collections::HashMap;
use std::hash::BuildHasher;

use naga::{BinaryOperator, Expression, Handle, Literal, Module, ScalarKind, TypeInner, UnaryOperator};

/// How deep expressions may nest before the evaluator gives up.
const MAX_DEPTH: u32 = 64;

/// A scalar value of an override-expression.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Value {
    /// Any integer (`i32`, `u32`, abstract int).
    Int(i64),
    /// Any float.
    Float(f64),
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
    o.init.is_some() || supplied(o, values).is_some()
}

/// Returns the value the sandbox supplies for an override, by name or `@id`.
fn supplied<S: BuildHasher>(o: &naga::Override, values: &HashMap<String, f64, S>) -> Option<f64> {
    let by_name = o.name.as_ref().and_then(|name| values.get(name));
    let by_id = o.id.and_then(|id| values.get(&id.to_string()));
    by_name.or(by_id).copied()
}

/// Evaluates a global expression to a positive integer that fits `u32`, if possible.
pub(crate) fn eval_u32<S: BuildHasher>(
    module: &Module,
    expr: Handle<Expression>,
    values: &HashMap<String, f64, S>,
) -> Option<u32> {
    match eval(module, expr, values, 0)? {
        Value::Int(n) => u32::try_from(n).ok(),
        Value::Float(_) => None,
    }
}

/// Evaluates the value of an override, supplied or default.
pub(crate) fn override_u32<S: BuildHasher>(
    module: &Module,
    handle: Handle<naga::Override>,
    values: &HashMap<String, f64, S>,
) -> Option<u32> {
    match override_value(module, handle, values, 0)? {
        Value::Int(n) => u32::try_from(n).ok(),
        Value::Float(_) => None,
    }
}

/// Evaluates an override: the supplied value converted to its type, else its default.
fn override_value<S: BuildHasher>(
    module: &Module,
    handle: Handle<naga::Override>,
    values: &HashMap<String, f64, S>,
    depth: u32,
) -> Option<Value> {
    let o = module.overrides.try_get(handle).ok()?;
    if let Some(v) = supplied(o, values) {
        let kind = match module.types.get_handle(o.ty).ok()?.inner {
            TypeInner::Scalar(scalar) => scalar.kind,
            _ => return None,
        };
        return match kind {
            ScalarKind::Float | ScalarKind::AbstractFloat if v.is_finite() => Some(Value::Float(v)),
            // The pipeline rejects integers that are not whole; so does this.
            ScalarKind::Sint | ScalarKind::Uint | ScalarKind::AbstractInt => whole(v).map(Value::Int),
            _ => None,
        };
    }
    eval(module, o.init?, values, depth + 1)
}

/// Evaluates a global expression of `module`.
fn eval<S: BuildHasher>(
    module: &Module,
    expr: Handle<Expression>,
    values: &HashMap<String, f64, S>,
    depth: u32,
) -> Option<Value> {
    if depth > MAX_DEPTH {
        return None;
    }
    let next = depth + 1;
    match *module.global_expressions.try_get(expr).ok()? {
        Expression::Literal(literal) => literal_value(literal),
        Expression::Constant(c) => eval(module, module.constants.try_get(c).ok()?.init, values, next),
        Expression::Override(o) => override_value(module, o, values, next),
        Expression::Unary { op, expr } => match (op, eval(module, expr, values, next)?) {
            (UnaryOperator::Negate, Value::Int(n)) => n.checked_neg().map(Value::Int),
            (UnaryOperator::Negate, Value::Float(x)) => Some(Value::Float(-x)),
            (UnaryOperator::BitwiseNot, Value::Int(n)) => Some(Value::Int(!n)),
            _ => None,
        },
        Expression::Binary { op, left, right } => binary(
            op,
            eval(module, left, values, next)?,
            eval(module, right, values, next)?,
        ),
        Expression::As {
            expr,
            kind,
            convert: Some(_),
        } => match (kind, eval(module, expr, values, next)?) {
            (ScalarKind::Sint | ScalarKind::Uint, Value::Int(n)) => Some(Value::Int(n)),
            (ScalarKind::Sint | ScalarKind::Uint, Value::Float(x)) => whole(x.trunc()).map(Value::Int),
            (ScalarKind::Float, Value::Int(n)) => i32::try_from(n).ok().map(|n| Value::Float(n.into())),
            (ScalarKind::Float, Value::Float(x)) => Some(Value::Float(x)),
            _ => None,
        },
        _ => None,
    }
}

/// Converts a float to an integer when it is whole and small enough to be exact.
#[allow(clippy::cast_possible_truncation, reason = "the value is whole and below 2^53")]
fn whole(x: f64) -> Option<i64> {
    (x.is_finite() && x.fract() == 0.0 && x.abs() < 9.0e15).then_some(x as i64)
}

/// Converts a numeric literal.
fn literal_value(literal: Literal) -> Option<Value> {
    Some(match literal {
        Literal::U32(n) => Value::Int(n.into()),
        Literal::I32(n) => Value::Int(n.into()),
        Literal::U16(n) => Value::Int(n.into()),
        Literal::I16(n) => Value::Int(n.into()),
        Literal::I64(n) | Literal::AbstractInt(n) => Value::Int(n),
        Literal::U64(n) => Value::Int(i64::try_from(n).ok()?),
        Literal::F32(x) => Value::Float(x.into()),
        Literal::F64(x) | Literal::AbstractFloat(x) => Value::Float(x),
        Literal::F16(_) | Literal::Bool(_) => return None,
    })
}

/// Applies a binary operator; overflow, division by zero and mixed kinds give `None`.
fn binary(op: BinaryOperator, a: Value, b: Value) -> Option<Value> {
    use BinaryOperator as B;
    match (a, b) {
        (Value::Int(a), Value::Int(b)) => match op {
            B::Add => a.checked_add(b),
            B::Subtract => a.checked_sub(b),
            B::Multiply => a.checked_mul(b),
            B::Divide => a.checked_div(b),
            B::Modulo => a.checked_rem(b),
            B::And => Some(a & b),
            B::InclusiveOr => Some(a | b),
            B::ExclusiveOr => Some(a ^ b),
            B::ShiftLeft => u32::try_from(b).ok().filter(|&s| s < 32).and_then(|s| a.checked_shl(s)),
            B::ShiftRight => u32::try_from(b).ok().filter(|&s| s < 32).and_then(|s| a.checked_shr(s)),
            _ => None,
        }
        .map(Value::Int),
        (Value::Float(a), Value::Float(b)) => match op {
            B::Add => Some(a + b),
            B::Subtract => Some(a - b),
            B::Multiply => Some(a * b),
            B::Divide => Some(a / b),
            _ => None,
        }
        .filter(|x| x.is_finite())
        .map(Value::Float),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::{eval_u32, has_value, override_u32};

    /// Parses `src` and returns the evaluated workgroup size of its first entry point.
    fn sizes(src: &str, values: &[(&str, f64)]) -> Vec<Option<u32>> {
        let module = naga::front::wgsl::parse_str(src).unwrap();
        let values: HashMap<String, f64> = values.iter().map(|&(k, v)| (k.to_string(), v)).collect();
        let ep = &module.entry_points[0];
        let exprs = ep.workgroup_size_overrides.unwrap();
        exprs
            .iter()
            .zip(ep.workgroup_size)
            .map(|(expr, fixed)| match expr {
                Some(expr) => eval_u32(&module, *expr, &values),
                None => Some(fixed),
            })
            .collect()
    }

    #[test]
    fn evaluates_workgroup_sizes() {
        let src = "override TILE: u32 = 8;\nconst K = 2u;\n@compute @workgroup_size(TILE, TILE * K, 1) fn main() {}";
        assert_eq!(sizes(src, &[]), vec![Some(8), Some(16), Some(1)]);
        assert_eq!(sizes(src, &[("TILE", 32.0)]), vec![Some(32), Some(64), Some(1)]);
        // A value that is not a whole number is not a `u32`: unknown, not wrong.
        assert_eq!(sizes(src, &[("TILE", 2.5)]), vec![None, None, Some(1)]);
        let by_id = "@id(7) override W: i32 = 4;\n@compute @workgroup_size(W + 1) fn main() {}";
        assert_eq!(sizes(by_id, &[("7", 15.0)]), vec![Some(16), Some(1), Some(1)]);
        let no_default = "override W: u32;\n@compute @workgroup_size(W) fn main() {}";
        assert_eq!(sizes(no_default, &[])[0], None);
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
        assert_eq!(override_u32(&module, handles[0], &given), Some(3));
    }
}
