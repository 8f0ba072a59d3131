//! naga's validation errors: each handle resolved to its place in the text and to its
//! WGSL type, then an entry of the catalogue.

use naga::common::wgsl::TypeContext as _;
use naga::valid::{
    CallError, ComposeError, EntryPointError, ExpressionError, FunctionError, ValidationError, VaryingError,
};
use naga::{Expression, Handle, Module};

use super::declarations::{global, space_text, type_error};
use super::place::Place;
use super::places::{builtin_text, derivative_call, duplicate_location, find_text, op_text, stage_text};
use super::{label, make};
use crate::text::{wgsl_checks, wgsl_hints};
use crate::wgsl::scan::Decl;
use crate::wgsl::{Diagnostic, Span};

/// Converts a naga validation error into a student's diagnostic.
pub(crate) fn validation(
    source: &str,
    decls: &[Decl],
    module: &Module,
    error: &naga::WithSpan<ValidationError>,
) -> Diagnostic {
    let naga_span = error.spans().find_map(|(s, _)| Span::from_naga(source, *s));
    let found = match error.as_inner() {
        ValidationError::EntryPoint { stage, name, source: e } => module
            .entry_points
            .iter()
            .find(|ep| &ep.name == name && ep.stage == *stage)
            .and_then(|ep| {
                let place = Place {
                    module,
                    naga_span,
                    function: &ep.function,
                    name,
                    source,
                    decls,
                };
                entry_point(&place, *stage, e)
            }),
        ValidationError::Function {
            handle,
            name,
            source: e,
        } => module.functions.try_get(*handle).ok().and_then(|f| {
            let place = Place {
                module,
                naga_span,
                function: f,
                name,
                source,
                decls,
            };
            function(&place, e)
        }),
        ValidationError::GlobalVariable {
            source: naga::valid::GlobalVariableError::InvalidType(naga::AddressSpace::Handle),
            ..
        } => Some(make("W0108", naga_span, &[])),
        ValidationError::Type { handle, source: e, .. } => type_error(source, decls, module, *handle, e),
        ValidationError::GlobalVariable { handle, source: e, .. } => module
            .global_variables
            .try_get(*handle)
            .ok()
            .and_then(|var| global(source, module, var, module.global_variables.get_span(*handle), e)),
        _ => None,
    };
    found.unwrap_or_else(|| super::generic::validation(source, decls, module, error))
}

fn entry_point(p: &Place<'_>, stage: naga::ShaderStage, e: &EntryPointError) -> Option<Diagnostic> {
    Some(match e {
        EntryPointError::Function(f) => return function(p, f),
        EntryPointError::OutOfRangeWorkgroupSize => {
            let attr = crate::wgsl::reflect::find_decl(p.decls, "fn", p.name)
                .and_then(|d| d.attr("workgroup_size"))
                .map(|a| Span::from_bytes(p.source, a.range.clone()));
            make("W0823", attr.or_else(|| p.head()), &[])
        }
        EntryPointError::UnexpectedWorkgroupSize => {
            let attr = crate::wgsl::reflect::find_decl(p.decls, "fn", p.name)
                .and_then(|d| d.attr("workgroup_size"))
                .map(|a| Span::from_bytes(p.source, a.range.clone()));
            make("W0764", attr.or_else(|| p.head()), &[("name", p.name)])
        }
        EntryPointError::MissingVertexOutputPosition => make("W0302", p.return_type().or_else(|| p.head()), &[]),
        EntryPointError::ForbiddenStageOperations if stage != naga::ShaderStage::Fragment && p.discard().is_some() => {
            make("W0809", p.discard(), &[("stage", stage_text(stage))])
        }
        EntryPointError::ForbiddenStageOperations => {
            // Derivatives and implicit-level sampling are what a vertex or compute stage
            // forbids; a fragment stage forbids only the barriers.
            if let Some((h, call)) = p
                .function
                .expressions
                .iter()
                .filter(|_| stage != naga::ShaderStage::Fragment)
                .find_map(|(h, e)| derivative_call(e).map(|c| (h, c)))
            {
                return Some(make(
                    "W0303",
                    p.span(h),
                    &[("call", call), ("stage", stage_text(stage))],
                ));
            }
            // A barrier outside a compute shader: the call, by the name written there.
            let at = first_barrier(&p.function.body).and_then(|s| Span::from_naga(p.source, s))?;
            let text = &p.source[at.start..at.end];
            let call = text.split('(').next().unwrap_or(text).trim();
            make("W0794", Some(at), &[("call", call), ("stage", stage_text(stage))])
        }
        EntryPointError::InvalidGlobalUsage(var, _) => super::usage::global_usage(p, stage, *var)?,
        EntryPointError::Argument(_, v) | EntryPointError::Result(v) => {
            let result = matches!(e, EntryPointError::Result(_));
            varying(p, stage, v, result)?
        }
        _ => return None,
    })
}

/// The first barrier statement of `block`, in the text's order.
fn first_barrier(block: &naga::Block) -> Option<naga::Span> {
    block.span_iter().find_map(|(stmt, span)| match stmt {
        naga::Statement::ControlBarrier(_) | naga::Statement::MemoryBarrier(_) => Some(*span),
        naga::Statement::Block(b) => first_barrier(b),
        naga::Statement::If { accept, reject, .. } => first_barrier(accept).or_else(|| first_barrier(reject)),
        naga::Statement::Loop { body, continuing, .. } => first_barrier(body).or_else(|| first_barrier(continuing)),
        naga::Statement::Switch { cases, .. } => cases.iter().find_map(|c| first_barrier(&c.body)),
        _ => None,
    })
}

/// Where member `index` of the entry point's result struct is declared.
fn result_member(p: &Place<'_>, index: u32) -> Option<Span> {
    let ty = p.function.result.as_ref()?.ty;
    let naga::TypeInner::Struct { members, .. } = &p.module.types[ty].inner else {
        return None;
    };
    let member = members.get(index as usize)?.name.as_deref()?;
    let decl = crate::wgsl::reflect::find_decl(p.decls, "struct", p.module.types[ty].name.as_deref()?)?;
    crate::wgsl::highlight::tokens(p.source)
        .into_iter()
        .find(|(r, k)| {
            r.start > decl.head.start && *k != crate::wgsl::TokenKind::Comment && &p.source[r.clone()] == member
        })
        .map(|(r, _)| Span::from_bytes(p.source, r))
}

fn varying(p: &Place<'_>, stage: naga::ShaderStage, v: &VaryingError, result: bool) -> Option<Diagnostic> {
    Some(match v {
        VaryingError::MissingBinding | VaryingError::MemberMissingBinding(_) => {
            let what = if result {
                wgsl_checks::THE_RETURN_VALUE
            } else {
                wgsl_checks::A_PARAMETER
            };
            let span = if result { p.return_type() } else { p.head() };
            // A member of the result's struct: the member, as Tint points.
            let member = match v {
                VaryingError::MemberMissingBinding(index) if result => result_member(p, *index),
                _ => None,
            };
            make(
                "W0301",
                member.or(span),
                &[("what", what.en), ("what_es", what.es), ("ep", p.name)],
            )
        }
        VaryingError::BindingCollision { location } => {
            let n = location.to_string();
            let span = duplicate_location(p.source, &n).or_else(|| p.head());
            make("W0304", span, &[("n", &n)])
        }
        VaryingError::InvalidBuiltInType(b, inner) => {
            let (name, want) = builtin_text(*b);
            let got = p
                .module
                .to_ctx()
                .type_resolution_to_string(&naga::proc::TypeResolution::Value(inner.clone()));
            let span = find_text(p.source, &format!("@builtin({name})"), 0).or_else(|| p.head());
            make("W0305", span, &[("name", name), ("want", want), ("got", &got)])
        }
        VaryingError::InvalidBuiltInStage(b) => {
            let (name, _) = builtin_text(*b);
            let span = find_text(p.source, &format!("@builtin({name})"), 0).or_else(|| p.head());
            make("W0306", span, &[("name", name), ("stage", stage_text(stage))])
        }
        VaryingError::InvalidType(_) | VaryingError::NotIOShareableType(_) => make("W0307", p.head(), &[]),
        _ => return None,
    })
}

fn function(p: &Place<'_>, e: &FunctionError) -> Option<Diagnostic> {
    Some(match e {
        FunctionError::InvalidReturnType {
            expression: None,
            expected_ty: Some(want),
        } if p.bare_return().is_some() => make("W0822", p.bare_return(), &[("want", &p.type_name(*want))]),
        FunctionError::InvalidReturnType {
            expression: Some(value),
            expected_ty: Some(want),
        } => {
            let (got, want) = (p.ty(*value), p.type_name(*want));
            let at = p.return_of(*value).or_else(|| p.span(*value));
            let mut d = make("W0201", at, &[("got", &got), ("want", &want)]);
            if let Some(ret) = p.return_type() {
                label(&mut d, Some(ret), wgsl_checks::the_function_returns(&want));
            }
            d
        }
        FunctionError::InvalidReturnType {
            expression: None,
            expected_ty: Some(want),
        } => make(
            "W0202",
            p.closing_brace().or_else(|| p.head()),
            &[("want", &p.type_name(*want))],
        ),
        FunctionError::InvalidReturnType {
            expression: Some(value),
            expected_ty: None,
        } => make(
            "W0209",
            p.return_of(*value).or_else(|| p.span(*value)),
            &[("f", p.name), ("got", &p.ty(*value))],
        ),
        FunctionError::InvalidIfType(cond) => make("W0204", p.span(*cond).or(p.naga_span), &[("got", &p.ty(*cond))]),
        FunctionError::InvalidStoreTypes { pointer, value } => {
            let want = p.ty(*pointer);
            // `ptr<function, vec4<f32>>` (a `var`) or `ref<…>`: the type in the middle.
            let want = want
                .strip_prefix("ptr<")
                .and_then(|t| t.strip_suffix('>'))
                .and_then(|t| t.split_once(", ").map(|(_, rest)| rest))
                .map(|t| t.rsplit_once(", read").map_or(t, |(ty, _)| ty))
                .map_or(want.clone(), str::to_owned);
            make(
                "W0820",
                p.store(*pointer, *value)
                    .or_else(|| p.span(*value))
                    .or_else(|| p.span(*pointer)),
                &[("got", &p.ty(*value)), ("want", &want)],
            )
        }
        FunctionError::InvalidStorePointer(ptr) => match p.root_global(*ptr) {
            Some(var) if matches!(var.space, naga::AddressSpace::Storage { access } if !access.contains(naga::StorageAccess::STORE)) => {
                make("W0821", p.span(*ptr), &[("name", var.name.as_deref().unwrap_or("?"))])
            }
            _ => make("W0401", p.span(*ptr), &[]),
        },
        FunctionError::BreakOutsideOfLoopOrSwitch => make("W0403", p.stray(true).or(p.naga_span), &[]),
        FunctionError::ContinueOutsideOfLoop => make("W0404", p.stray(false).or(p.naga_span), &[]),
        FunctionError::MissingDefaultCase => make("W0405", p.without_default().or(p.naga_span), &[]),
        FunctionError::InvalidCall {
            function: callee,
            error:
                CallError::ArgumentType {
                    index,
                    required,
                    seen_expression,
                },
        } => {
            let f = p
                .module
                .functions
                .try_get(*callee)
                .ok()?
                .name
                .clone()
                .unwrap_or_default();
            let n = (index + 1).to_string();
            let want = super::overloads::with_access(&p.type_name(*required));
            let got = super::overloads::with_access(&p.ty(*seen_expression));
            // A pointer is never converted: its own entry says what to do instead.
            let code = if want.starts_with("ptr<") && got.starts_with("ptr<") {
                "W0790"
            } else {
                "W0207"
            };
            make(
                code,
                p.span(*seen_expression),
                &[("n", &n), ("f", &f), ("want", &want), ("got", &got)],
            )
        }
        FunctionError::Expression { handle, source } => expression(p, *handle, source)?,
        FunctionError::InvalidImageStore(_) | FunctionError::InvalidStoreValue { .. } => {
            let args = super::calls::image_store(
                &p.function.body,
                p.naga_span.map(|s| naga::Span::new(s.start as u32, s.end as u32)),
            )?;
            let at = p
                .span(args[0])
                .and_then(|s| super::calls::call_name(p.source, s, "textureStore"));
            super::calls::ir_call(p, "textureStore", &args, at.or(p.naga_span))
        }
        FunctionError::InvalidArgumentType { name, .. } => make("W0813", p.head(), &[("name", name)]),
        FunctionError::InvalidArgumentPointerSpace { name, space, .. } => {
            make("W0815", p.head(), &[("name", name), ("space", space_text(*space))])
        }
        FunctionError::NonConstructibleReturnType => make("W0816", p.return_type().or_else(|| p.head()), &[]),
        FunctionError::LocalVariable {
            handle,
            source: naga::valid::LocalVariableError::InvalidType(ty),
            ..
        } => make(
            "W0817",
            Span::from_naga(p.source, p.function.local_variables.get_span(*handle)).or_else(|| p.head()),
            &[("ty", &p.type_name(*ty))],
        ),
        FunctionError::ConflictingSwitchCase(value) => {
            let value = match value {
                naga::SwitchValue::I32(v) => v.to_string(),
                naga::SwitchValue::U32(v) => format!("{v}u"),
                naga::SwitchValue::Default => "default".to_owned(),
            };
            let switch = p.switch_span().or(p.naga_span);
            let again = switch.and_then(|s| super::places::repeated_case(p.source, s.start, &value));
            make("W0801", again.or(switch), &[("value", &value)])
        }
        _ => return None,
    })
}

fn expression(p: &Place<'_>, handle: Handle<Expression>, e: &ExpressionError) -> Option<Diagnostic> {
    use ExpressionError as X;
    Some(match e {
        // An abstract literal left over where an operator found no version for its
        // operands (`on * 1.0` with a bool): the operator is the mistake.
        X::Literal(naga::valid::LiteralError::Width(naga::valid::WidthError::Abstract)) => {
            super::calls::abstract_operand(p, handle)?
        }
        X::ExpectedImageType(_)
        | X::ExpectedSamplerType(_)
        | X::InvalidImageClass(_)
        | X::InvalidImageArrayIndex
        | X::InvalidImageArrayIndexType(_)
        | X::InvalidImageOtherIndexType(_)
        | X::InvalidImageCoordinateType(..)
        | X::ComparisonSamplingMismatch { .. }
        | X::InvalidSampleOffsetExprType
        | X::InvalidSampleOffset(..)
        | X::InvalidDepthReference(_)
        | X::InvalidGatherDimension(_)
        | X::InvalidSampleLevelExactType(_)
        | X::InvalidSampleLevelBiasType(_)
        | X::InvalidSampleLevelBiasDimension(_)
        | X::InvalidSampleLevelGradientType(..)
        | X::WrongArgumentCount(_)
        | X::InvalidArgumentType(..)
            if super::calls::image_call(&p.function.expressions[handle]).is_some() =>
        {
            let (f, args) = super::calls::image_call(&p.function.expressions[handle])?;
            super::calls::ir_call(p, f, &args, p.span(handle))
        }
        ExpressionError::InvalidBinaryOperandTypes {
            op, lhs_type, rhs_type, ..
        } => {
            let ctx = p.module.to_ctx();
            let show = |inner: &naga::TypeInner| {
                ctx.type_resolution_to_string(&naga::proc::TypeResolution::Value(inner.clone()))
            };
            let (lhs, rhs) = (show(lhs_type), show(rhs_type));
            // `i < arrayLength(&buf)` with `var i = 0`: the counter is what to change.
            let text = p.span(handle).map_or("", |s| &p.source[s.start..s.end]);
            let fix = if let Some(chained) = super::calls::chained_comparison(p, handle) {
                wgsl_hints::chained_comparison(&chained)
            } else if lhs == "i32" && rhs == "u32" && text.contains("arrayLength") {
                wgsl_hints::ARRAY_LENGTH_IS_U32.into()
            } else {
                crate::wgsl::hints::operand_fix(lhs_type, rhs_type, &lhs, &rhs)
            };
            make(
                "W0203",
                p.span(handle),
                &[
                    ("op", op_text(*op)),
                    ("lhs", &lhs),
                    ("rhs", &rhs),
                    ("fix", &fix.en),
                    ("fix_es", &fix.es),
                ],
            )
        }
        ExpressionError::InvalidUnaryOperandType(op, operand) => super::calls::unary(p, handle, *op, *operand),
        ExpressionError::IndexOutOfBounds(base, index) => make(
            "W0802",
            p.span(handle).or_else(|| p.span(*base)),
            &[("i", &index.to_string()), ("ty", &p.ty(*base))],
        ),
        ExpressionError::InvalidPointerType(ptr) => {
            let name = p
                .root_global(*ptr)
                .and_then(|v| v.name.clone())
                .unwrap_or_else(|| "x".to_owned());
            let mut d = make("W0819", p.span(*ptr).or_else(|| p.span(handle)), &[("name", &name)]);
            // The load naga refuses is the argument of `arrayLength(values)`.
            let call = p
                .function
                .expressions
                .iter()
                .find(|(_, e)| matches!(e, Expression::ArrayLength(a) if *a == handle))
                .map_or(handle, |(h, _)| h);
            if let Some((f, args)) = super::calls::image_call(&p.function.expressions[call]) {
                let types: Vec<String> = args.iter().map(|h| p.ty(*h)).collect();
                super::overloads::no_call_note(&mut d, f, &types);
            }
            d
        }
        ExpressionError::SelectValuesTypeMismatch { .. } => {
            let Expression::Select {
                condition,
                accept,
                reject,
            } = p.function.expressions[handle]
            else {
                return None;
            };
            let mut d = make("W0770", p.span(handle), &[]);
            let types = [p.ty(reject), p.ty(accept), p.ty(condition)];
            super::overloads::no_call_note(&mut d, "select", &types);
            d
        }
        ExpressionError::InvalidCastArgument => {
            let Expression::As {
                expr,
                kind: naga::ScalarKind::Bool,
                convert: None,
            } = p.function.expressions[handle]
            else {
                return None;
            };
            let mut d = make("W0775", p.span(handle), &[]);
            super::overloads::no_call_note(&mut d, "bitcast<bool>", &[p.ty(expr)]);
            d
        }
        ExpressionError::NegativeIndex(base) => make("W0808", p.span(handle).or_else(|| p.span(*base)), &[]),
        ExpressionError::Compose(ComposeError::ComponentType { index }) => make(
            "W0818",
            p.span(handle),
            &[("n", &(index + 1).to_string()), ("ty", &p.ty(handle))],
        ),
        ExpressionError::InvalidIndexType(index) => make(
            "W0205",
            p.span(handle).or_else(|| p.span(*index)),
            &[("got", &p.ty(*index))],
        ),
        ExpressionError::Compose(ComposeError::ComponentCount { given, expected }) => make(
            "W0206",
            p.span(handle),
            &[
                ("ty", &p.ty(handle)),
                ("expected", &expected.to_string()),
                ("given", &given.to_string()),
            ],
        ),
        ExpressionError::SelectConditionNotABool { actual } => {
            let got = p
                .module
                .to_ctx()
                .type_resolution_to_string(&naga::proc::TypeResolution::Value(actual.clone()));
            let call = match p.function.expressions[handle] {
                Expression::Select {
                    condition,
                    accept,
                    reject,
                } => format!("select({}, {}, {})", p.ty(reject), p.ty(accept), p.ty(condition)),
                _ => format!("select(…, …, {got})"),
            };
            let mut d = make("W0208", p.span(handle), &[("got", &got), ("call", &call)]);
            super::overloads::list_overloads(&mut d, "select", None);
            d
        }
        _ => return None,
    })
}
