//! naga's validation errors: each handle resolved to its place in the text and to its
//! WGSL type, then an entry of the catalogue.

use naga::common::wgsl::TypeContext as _;
use naga::valid::{
    CallError, ComposeError, EntryPointError, ExpressionError, FunctionError, ValidationError, VaryingError,
};
use naga::{Expression, Handle, Module};

use super::places::{builtin_text, derivative_call, duplicate_location, find_text, op_text, stage_text};
use super::{fallback, label, make};
use crate::wgsl::scan::Decl;
use crate::wgsl::{Diagnostic, Span};

/// What a validation error points into: the function, and where it is in the text.
struct Place<'a> {
    module: &'a Module,
    /// Where naga itself points, when it does.
    naga_span: Option<Span>,
    function: &'a naga::Function,
    name: &'a str,
    source: &'a str,
    decls: &'a [Decl],
}

impl Place<'_> {
    fn span(&self, expr: Handle<Expression>) -> Option<Span> {
        Span::from_naga(self.source, self.function.expressions.get_span(expr))
    }

    /// The WGSL type of an expression of the function, as naga infers it.
    fn ty(&self, expr: Handle<Expression>) -> String {
        let ctx = naga::proc::ResolveContext::with_locals(
            self.module,
            &self.function.local_variables,
            &self.function.arguments,
        );
        let mut typifier = naga::front::Typifier::new();
        for (h, _) in self.function.expressions.iter() {
            if typifier.grow(h, &self.function.expressions, &ctx).is_err() {
                return "?".to_owned();
            }
            if h == expr {
                return self.module.to_ctx().type_resolution_to_string(&typifier[expr]);
            }
        }
        "?".to_owned()
    }

    fn type_name(&self, ty: Handle<naga::Type>) -> String {
        self.module.to_ctx().type_to_string(ty)
    }

    /// The `return` statement that returns `value`, where the student wrote it (the
    /// value itself may have been computed lines earlier).
    fn return_of(&self, value: Handle<Expression>) -> Option<Span> {
        fn find(block: &naga::Block, value: Handle<Expression>) -> Option<naga::Span> {
            for (stmt, span) in block.span_iter() {
                let inner = match stmt {
                    naga::Statement::Return { value: Some(v) } if *v == value => return Some(*span),
                    naga::Statement::Block(b) => find(b, value),
                    naga::Statement::If { accept, reject, .. } => find(accept, value).or_else(|| find(reject, value)),
                    naga::Statement::Switch { cases, .. } => cases.iter().find_map(|c| find(&c.body, value)),
                    naga::Statement::Loop { body, continuing, .. } => {
                        find(body, value).or_else(|| find(continuing, value))
                    }
                    _ => None,
                };
                if inner.is_some() {
                    return inner;
                }
            }
            None
        }
        Span::from_naga(self.source, find(&self.function.body, value)?)
    }

    /// The assignment `pointer = value` where the student wrote it (naga's value may
    /// be a name declared lines before).
    fn store(&self, pointer: Handle<Expression>, value: Handle<Expression>) -> Option<Span> {
        fn find(block: &naga::Block, p: Handle<Expression>, v: Handle<Expression>) -> Option<naga::Span> {
            block.span_iter().find_map(|(stmt, span)| match stmt {
                naga::Statement::Store { pointer, value } if *pointer == p && *value == v => Some(*span),
                naga::Statement::Block(b) => find(b, p, v),
                naga::Statement::If { accept, reject, .. } => find(accept, p, v).or_else(|| find(reject, p, v)),
                naga::Statement::Switch { cases, .. } => cases.iter().find_map(|c| find(&c.body, p, v)),
                naga::Statement::Loop { body, continuing, .. } => find(body, p, v).or_else(|| find(continuing, p, v)),
                _ => None,
            })
        }
        Span::from_naga(self.source, find(&self.function.body, pointer, value)?)
    }

    /// The first `switch` statement that lists a case value twice.
    fn switch_span(&self) -> Option<Span> {
        fn find(block: &naga::Block) -> Option<naga::Span> {
            for (stmt, span) in block.span_iter() {
                let inner = match stmt {
                    naga::Statement::Switch { cases, .. } => {
                        let twice = cases
                            .iter()
                            .enumerate()
                            .any(|(i, c)| cases[..i].iter().any(|d| d.value == c.value));
                        if twice {
                            return Some(*span);
                        }
                        cases.iter().find_map(|c| find(&c.body))
                    }
                    naga::Statement::Block(b) => find(b),
                    naga::Statement::If { accept, reject, .. } => find(accept).or_else(|| find(reject)),
                    naga::Statement::Loop { body, continuing, .. } => find(body).or_else(|| find(continuing)),
                    _ => None,
                };
                if inner.is_some() {
                    return inner;
                }
            }
            None
        }
        Span::from_naga(self.source, find(&self.function.body)?)
    }

    /// The module-scope variable a pointer expression starts from.
    fn root_global(&self, mut h: Handle<Expression>) -> Option<&naga::GlobalVariable> {
        loop {
            match self.function.expressions[h] {
                Expression::Access { base, .. }
                | Expression::AccessIndex { base, .. }
                | Expression::Load { pointer: base } => {
                    h = base;
                }
                Expression::GlobalVariable(g) => return self.module.global_variables.try_get(g).ok(),
                _ => return None,
            }
        }
    }

    /// The student's first `return;` without a value (naga's own, added at the end of
    /// the body, has no place in the text).
    fn bare_return(&self) -> Option<Span> {
        fn find(block: &naga::Block) -> Option<naga::Span> {
            block.span_iter().find_map(|(stmt, span)| match stmt {
                naga::Statement::Return { value: None } if span.is_defined() => Some(*span),
                naga::Statement::Block(b) => find(b),
                naga::Statement::If { accept, reject, .. } => find(accept).or_else(|| find(reject)),
                naga::Statement::Switch { cases, .. } => cases.iter().find_map(|c| find(&c.body)),
                naga::Statement::Loop { body, continuing, .. } => find(body).or_else(|| find(continuing)),
                _ => None,
            })
        }
        Span::from_naga(self.source, find(&self.function.body)?)
    }

    /// The first `discard` of the function (or of a function it calls).
    fn discard(&self) -> Option<Span> {
        fn find(block: &naga::Block) -> Option<naga::Span> {
            block.span_iter().find_map(|(stmt, span)| match stmt {
                naga::Statement::Kill => Some(*span),
                naga::Statement::Block(b) => find(b),
                naga::Statement::If { accept, reject, .. } => find(accept).or_else(|| find(reject)),
                naga::Statement::Switch { cases, .. } => cases.iter().find_map(|c| find(&c.body)),
                naga::Statement::Loop { body, continuing, .. } => find(body).or_else(|| find(continuing)),
                _ => None,
            })
        }
        let here = find(&self.function.body);
        let called = || self.module.functions.iter().find_map(|(_, f)| find(&f.body));
        Span::from_naga(self.source, here.or_else(called)?)
    }

    /// `fn name` in the text.
    fn head(&self) -> Option<Span> {
        crate::wgsl::reflect::find_decl(self.decls, "fn", self.name)
            .map(|d| Span::from_bytes(self.source, d.head.clone()))
    }

    /// The function's return type, from `->` to the body's `{`.
    fn return_type(&self) -> Option<Span> {
        let head = crate::wgsl::reflect::find_decl(self.decls, "fn", self.name)?
            .head
            .clone();
        let rest = &self.source[head.end..];
        let arrow = rest.find("->")? + 2;
        let brace = rest.find('{')?;
        let text = rest.get(arrow..brace)?;
        let start = head.end + arrow + (text.len() - text.trim_start().len());
        let end = head.end + brace - (text.len() - text.trim_end().len());
        Some(Span::from_bytes(self.source, start..end.max(start)))
    }

    /// The closing brace of the function's body.
    fn closing_brace(&self) -> Option<Span> {
        let head = crate::wgsl::reflect::find_decl(self.decls, "fn", self.name)?
            .head
            .clone();
        let mut depth = 0usize;
        for (range, kind) in crate::wgsl::highlight::tokens(&self.source[head.end..]) {
            if kind == crate::wgsl::TokenKind::Comment {
                continue;
            }
            match &self.source[head.end + range.start..head.end + range.end] {
                "{" => depth += 1,
                "}" => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        let at = head.end + range.start;
                        return Some(Span::from_bytes(self.source, at..at + 1));
                    }
                }
                _ => {}
            }
        }
        None
    }
}

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
    found.unwrap_or_else(|| fallback(source, error))
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
        EntryPointError::MissingVertexOutputPosition => make("W0302", p.return_type().or_else(|| p.head()), &[]),
        EntryPointError::ForbiddenStageOperations if stage != naga::ShaderStage::Fragment && p.discard().is_some() => {
            make("W0809", p.discard(), &[("stage", stage_text(stage))])
        }
        EntryPointError::ForbiddenStageOperations => {
            let (h, call) = p
                .function
                .expressions
                .iter()
                .find_map(|(h, e)| derivative_call(e).map(|c| (h, c)))?;
            make("W0303", p.span(h), &[("call", call), ("stage", stage_text(stage))])
        }
        EntryPointError::Argument(_, v) | EntryPointError::Result(v) => {
            let result = matches!(e, EntryPointError::Result(_));
            varying(p, stage, v, result)?
        }
        _ => return None,
    })
}

fn varying(p: &Place<'_>, stage: naga::ShaderStage, v: &VaryingError, result: bool) -> Option<Diagnostic> {
    Some(match v {
        VaryingError::MissingBinding | VaryingError::MemberMissingBinding(_) => {
            let (what, what_es) = if result {
                ("the return value", "El valor devuelto")
            } else {
                ("a parameter", "Un parámetro")
            };
            let span = if result { p.return_type() } else { p.head() };
            make("W0301", span, &[("what", what), ("what_es", what_es), ("ep", p.name)])
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
                label(
                    &mut d,
                    Some(ret),
                    format!("the function returns '{want}'"),
                    format!("la función devuelve '{want}'"),
                );
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
        FunctionError::InvalidIfType(cond) => make("W0204", p.span(*cond), &[("got", &p.ty(*cond))]),
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
        FunctionError::BreakOutsideOfLoopOrSwitch => make("W0403", p.naga_span, &[]),
        FunctionError::ContinueOutsideOfLoop => make("W0404", p.naga_span, &[]),
        FunctionError::MissingDefaultCase => make("W0405", p.naga_span, &[]),
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
            make(
                "W0207",
                p.span(*seen_expression),
                &[
                    ("n", &n),
                    ("f", &f),
                    ("want", &p.type_name(*required)),
                    ("got", &p.ty(*seen_expression)),
                ],
            )
        }
        FunctionError::Expression { handle, source } => expression(p, *handle, source)?,
        FunctionError::InvalidImageStore(_) | FunctionError::InvalidStoreValue { .. } => {
            let args = super::overloads::image_store(
                &p.function.body,
                p.naga_span.map(|s| naga::Span::new(s.start as u32, s.end as u32)),
            )?;
            let at = p.span(args[0]).and_then(|s| call_name(p.source, s, "textureStore"));
            builtin_call(p, "textureStore", &args, at.or(p.naga_span))
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
            if super::overloads::image_call(&p.function.expressions[handle]).is_some() =>
        {
            let (f, args) = super::overloads::image_call(&p.function.expressions[handle])?;
            builtin_call(p, f, &args, p.span(handle))
        }
        ExpressionError::InvalidBinaryOperandTypes {
            op, lhs_type, rhs_type, ..
        } => {
            let ctx = p.module.to_ctx();
            let show = |inner: &naga::TypeInner| {
                ctx.type_resolution_to_string(&naga::proc::TypeResolution::Value(inner.clone()))
            };
            let (lhs, rhs) = (show(lhs_type), show(rhs_type));
            let (mut fix, mut fix_es) = crate::wgsl::hints::operand_fix(lhs_type, rhs_type, &lhs, &rhs);
            // `i < arrayLength(&buf)` with `var i = 0`: the counter is what to change.
            let text = p.span(handle).map_or("", |s| &p.source[s.start..s.end]);
            if lhs == "i32" && rhs == "u32" && text.contains("arrayLength") {
                fix = "`arrayLength` returns 'u32': count with a u32 (`for (var i = 0u; i < arrayLength(&buf); i++)`)"
                    .to_owned();
                fix_es =
                    "`arrayLength` devuelve 'u32': cuenta con un u32 (`for (var i = 0u; i < arrayLength(&buf); i++)`)"
                        .to_owned();
            }
            make(
                "W0203",
                p.span(handle),
                &[
                    ("op", op_text(*op)),
                    ("lhs", &lhs),
                    ("rhs", &rhs),
                    ("fix", &fix),
                    ("fix_es", &fix_es),
                ],
            )
        }
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
            if let Some((f, args)) = super::overloads::image_call(&p.function.expressions[call]) {
                let types: Vec<String> = args.iter().map(|h| p.ty(*h)).collect();
                super::overloads::no_call_note(&mut d, f, &types);
            }
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

/// `no matching call to 'f(…)'` for a built-in call of the validator's IR.
fn builtin_call(p: &Place<'_>, f: &str, args: &[Handle<Expression>], at: Option<Span>) -> Diagnostic {
    let types: Vec<String> = args.iter().map(|h| p.ty(*h)).collect();
    super::overloads::no_matching_call(f, &types, at, None)
}

/// The name `f` of the call whose first argument is at `first`: the last time `f` is
/// written before it.
fn call_name(source: &str, first: Span, f: &str) -> Option<Span> {
    let at = source[..first.start].rfind(f)?;
    Some(Span::from_bytes(source, at..at + f.len()))
}

/// The WGSL words of an address space, as `var<…>` writes it.
fn space_text(space: naga::AddressSpace) -> &'static str {
    match space {
        naga::AddressSpace::Function => "function",
        naga::AddressSpace::Private => "private",
        naga::AddressSpace::WorkGroup => "workgroup",
        naga::AddressSpace::Uniform => "uniform",
        naga::AddressSpace::Storage { .. } => "storage",
        _ => "handle",
    }
}

/// A module-scope variable whose type its address space cannot hold.
fn global(
    source: &str,
    module: &Module,
    var: &naga::GlobalVariable,
    span: naga::Span,
    e: &naga::valid::GlobalVariableError,
) -> Option<Diagnostic> {
    use naga::valid::{GlobalVariableError as G, TypeFlags};
    let at = Span::from_naga(source, span);
    let ty = module.to_ctx().type_to_string(var.ty);
    let space = space_text(var.space);
    Some(match e {
        G::MissingTypeFlags { required, seen } => {
            let missing = *required & !*seen;
            let (why, why_es) = if missing.contains(TypeFlags::HOST_SHAREABLE) {
                (
                    "buffers hold host-shareable types: numbers, vectors, matrices, and arrays and structs of them; `bool` is not one, use `u32`",
                    "los búferes contienen tipos compartibles con el host: números, vectores, matrices y arrays y structs de ellos; `bool` no lo es, usa `u32`",
                )
            } else if missing.contains(TypeFlags::CONSTRUCTIBLE) || missing.contains(TypeFlags::DATA) {
                (
                    "textures and samplers are declared as `@group(0) @binding(n) var name: type;`, without an address space",
                    "las texturas y los samplers se declaran como `@group(0) @binding(n) var nombre: tipo;`, sin espacio de direcciones",
                )
            } else if missing.contains(TypeFlags::SIZED) {
                (
                    "a runtime-sized array can only be the last member of a `var<storage>` buffer",
                    "un array de tamaño en tiempo de ejecución solo puede ser el último miembro de un búfer `var<storage>`",
                )
            } else {
                (
                    "declare it in another address space",
                    "decláralo en otro espacio de direcciones",
                )
            };
            make(
                "W0803",
                at,
                &[("ty", &ty), ("space", space), ("why", why), ("why_es", why_es)],
            )
        }
        G::InvalidType(s) | G::InvalidUsage(s) => make(
            "W0803",
            at,
            &[
                ("ty", &ty),
                ("space", space_text(*s)),
                ("why", "declare it in another address space"),
                ("why_es", "decláralo en otro espacio de direcciones"),
            ],
        ),
        G::Alignment(s, _, _) if runtime_sized(module, var.ty) => make(
            "W0803",
            at,
            &[
                ("ty", &ty),
                ("space", space_text(*s)),
                (
                    "why",
                    "a runtime-sized array has no fixed size: give it one (`array<f32, 16>`) or declare the buffer `var<storage>`",
                ),
                (
                    "why_es",
                    "un array de tamaño en tiempo de ejecución no tiene un tamaño fijo: dale uno (`array<f32, 16>`) o declara el búfer `var<storage>`",
                ),
            ],
        ),
        G::Alignment(s, _, _) => make("W0804", at, &[("ty", &ty), ("space", space_text(*s))]),
        G::InitializerNotAllowed(s) => make("W0805", at, &[("space", space_text(*s))]),
        G::InvalidBinding => make("W0111", at, &[]),
        _ => return None,
    })
}

/// An `array<T>` without a size, or a struct that ends in one.
fn runtime_sized(module: &Module, ty: Handle<naga::Type>) -> bool {
    match &module.types[ty].inner {
        naga::TypeInner::Array {
            size: naga::ArraySize::Dynamic,
            ..
        } => true,
        naga::TypeInner::Struct { members, .. } => members.last().is_some_and(|m| runtime_sized(module, m.ty)),
        _ => false,
    }
}

/// A type declaration (or a type written in a declaration) that naga refuses.
fn type_error(
    source: &str,
    decls: &[Decl],
    module: &Module,
    handle: Handle<naga::Type>,
    e: &naga::valid::TypeError,
) -> Option<Diagnostic> {
    use naga::valid::{TypeError as T, WidthError};
    let ctx = module.to_ctx();
    // naga keeps a span for types it was given a name or a place for; a struct's is its
    // declaration.
    let at = Span::from_naga(source, module.types.get_span(handle)).or_else(|| {
        let name = module.types[handle].name.as_deref()?;
        crate::wgsl::reflect::find_decl(decls, "struct", name).map(|d| Span::from_bytes(source, d.head.clone()))
    });
    let ty = ctx.type_to_string(handle);
    // An unnamed type (`array<…>` written in a declaration) has no span in naga: the
    // first place its leading word is written.
    let word = |w: &str| {
        crate::wgsl::highlight::tokens(source)
            .into_iter()
            .find(|(r, k)| *k != crate::wgsl::TokenKind::Comment && &source[r.clone()] == w)
            .map(|(r, _)| Span::from_bytes(source, r))
    };
    let lead = ty.split('<').next().unwrap_or_default().to_owned();
    let at = at.or_else(|| match e {
        T::WidthError(WidthError::MissingCapability { name, .. }) => word(name),
        _ => word(&lead),
    });
    Some(match e {
        T::WidthError(WidthError::MissingCapability { name, .. }) => make("W0806", at, &[("ty", name)]),
        T::MissingCapability(_) => make("W0806", at, &[("ty", &ty)]),
        T::InvalidArrayBaseType(base) => make("W0807", at, &[("ty", &ctx.type_to_string(*base))]),
        T::InvalidData(member) => make("W0810", at, &[("ty", &ctx.type_to_string(*member))]),
        T::InvalidDynamicArray(name, _) => make("W0811", at, &[("name", name)]),
        T::EmptyStruct => make("W0812", at, &[]),
        T::InvalidPointerToUnsized { base, space } => make(
            "W0814",
            at,
            &[("ty", &ctx.type_to_string(*base)), ("space", space_text(*space))],
        ),
        _ => return None,
    })
}
