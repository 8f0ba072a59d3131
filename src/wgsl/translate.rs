//! naga's errors in WGSL's terms. naga reports what its validator found in terms of
//! its own IR (expression handles, `Debug` dumps of types); a student needs what is
//! wrong, at the offending expression, with types spelled as WGSL spells them. This
//! walks naga's error, resolves each handle to its span and its type (printed with
//! naga's own `TypeContext`), and fills an entry of the catalogue ([`super::messages`]).

use naga::common::wgsl::TypeContext as _;
use naga::valid::{
    CallError, ComposeError, EntryPointError, ExpressionError, FunctionError, ValidationError, VaryingError,
};
use naga::{Expression, Handle, Module};

use super::diagnostic::{DiagSource, Diagnostic, Label, Span, Spanish};
use super::hints;
use super::messages::{self, render};
use super::scan::{self, Decl};

/// A diagnostic from the catalogue: headline, primary label and note in both
/// languages, with `args` filled in.
pub(super) fn make(code: &'static str, span: Option<Span>, args: &[(&str, &str)]) -> Diagnostic {
    let entry = messages::find(code).unwrap_or(&messages::ENTRIES[0]);
    let mut d = Diagnostic::error(DiagSource::Naga, render(entry.headline[0], args), span);
    d.code = Some(entry.code);
    d.labels.push(Label {
        message: render(entry.label[0], args),
        span,
    });
    let mut es = Spanish {
        message: render(entry.headline[1], args),
        labels: vec![render(entry.label[1], args)],
        notes: Vec::new(),
    };
    let (note_en, note_es) = (render(entry.note[0], args), render(entry.note[1], args));
    if !note_en.is_empty() {
        d.notes.push(note_en);
        es.notes.push(note_es);
    }
    d.spanish = Some(Box::new(es));
    d
}

/// Adds a label in both languages.
pub(super) fn label(d: &mut Diagnostic, span: Option<Span>, en: String, es: String) {
    d.labels.push(Label { message: en, span });
    if let Some(s) = &mut d.spanish {
        s.labels.push(es);
    }
}

/// Adds a note in both languages.
pub(super) fn note(d: &mut Diagnostic, en: String, es: String) {
    d.notes.push(en);
    if let Some(s) = &mut d.spanish {
        s.notes.push(es);
    }
}

/// naga's text without its internals: handles (`[3]`), `Some(..)`, IR paths.
fn clean(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '[' {
            let rest: String = chars.clone().take_while(|c| *c != ']').collect();
            if !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit()) {
                for _ in 0..=rest.len() {
                    chars.next();
                }
                out.push_str("(this)");
                continue;
            }
        }
        out.push(c);
    }
    out.replace("naga::valid::Capabilities::", "")
        .replace("naga::ir::", "")
        .replace("naga::", "")
        .replace("Some(", "(")
        .replace("None", "nothing")
}

/// naga's names of abstract types, as WGSL (and Tint) spell them.
fn wgsl_words(text: &str) -> String {
    text.replace("{AbstractFloat}", "abstract-float")
        .replace("{AbstractInt}", "abstract-int")
}

/// The fallback: naga's innermost text, cleaned, at naga's first span.
fn fallback(source: &str, error: &naga::WithSpan<ValidationError>) -> Diagnostic {
    let mut innermost: &dyn std::error::Error = error;
    while let Some(inner) = innermost.source() {
        innermost = inner;
    }
    let span = error.spans().find_map(|(s, _)| Span::from_naga(source, *s));
    let text = clean(&innermost.to_string());
    let mut d = make("W0000", span, &[("text", &text)]);
    if let Some(es) = &mut d.spanish {
        es.message = format!("{text} (texto de naga, en inglés)");
    }
    d
}

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

    /// `fn name` in the text.
    fn head(&self) -> Option<Span> {
        super::reflect::find_decl(self.decls, "fn", self.name).map(|d| Span::from_bytes(self.source, d.head.clone()))
    }

    /// The function's return type, from `->` to the body's `{`.
    fn return_type(&self) -> Option<Span> {
        let head = super::reflect::find_decl(self.decls, "fn", self.name)?.head.clone();
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
        let head = super::reflect::find_decl(self.decls, "fn", self.name)?.head.clone();
        let mut depth = 0usize;
        for (range, kind) in super::highlight::tokens(&self.source[head.end..]) {
            if kind == super::TokenKind::Comment {
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

/// The WGSL spelling of a binary operator.
fn op_text(op: naga::BinaryOperator) -> &'static str {
    use naga::BinaryOperator as B;
    match op {
        B::Add => "+",
        B::Subtract => "-",
        B::Multiply => "*",
        B::Divide => "/",
        B::Modulo => "%",
        B::Equal => "==",
        B::NotEqual => "!=",
        B::Less => "<",
        B::LessEqual => "<=",
        B::Greater => ">",
        B::GreaterEqual => ">=",
        B::And => "&",
        B::ExclusiveOr => "^",
        B::InclusiveOr => "|",
        B::LogicalAnd => "&&",
        B::LogicalOr => "||",
        B::ShiftLeft => "<<",
        B::ShiftRight => ">>",
    }
}

/// The built-in value's WGSL name and the type it must have.
fn builtin_text(b: naga::BuiltIn) -> (&'static str, &'static str) {
    use naga::BuiltIn as B;
    match b {
        B::Position { .. } => ("position", "vec4<f32>"),
        B::FrontFacing => ("front_facing", "bool"),
        B::FragDepth => ("frag_depth", "f32"),
        B::SampleIndex => ("sample_index", "u32"),
        B::SampleMask => ("sample_mask", "u32"),
        B::VertexIndex => ("vertex_index", "u32"),
        B::InstanceIndex => ("instance_index", "u32"),
        B::LocalInvocationIndex => ("local_invocation_index", "u32"),
        B::LocalInvocationId => ("local_invocation_id", "vec3<u32>"),
        B::GlobalInvocationId => ("global_invocation_id", "vec3<u32>"),
        B::WorkGroupId => ("workgroup_id", "vec3<u32>"),
        B::NumWorkGroups => ("num_workgroups", "vec3<u32>"),
        _ => ("this builtin", "its own type"),
    }
}

fn stage_text(stage: naga::ShaderStage) -> &'static str {
    match stage {
        naga::ShaderStage::Vertex => "@vertex",
        naga::ShaderStage::Fragment => "@fragment",
        naga::ShaderStage::Compute => "@compute",
        _ => "this",
    }
}

/// The `n`-th (from 0) place `pattern` occurs in the text, ignoring spaces after `@`.
fn find_text(source: &str, pattern: &str, n: usize) -> Option<Span> {
    find_all(source, pattern).into_iter().nth(n)
}

/// Every place `pattern` (an attribute) occurs outside comments.
fn find_all(source: &str, pattern: &str) -> Vec<Span> {
    let squeezed: String = pattern.chars().filter(|c| !c.is_whitespace()).collect();
    let comments: Vec<std::ops::Range<usize>> = super::highlight::tokens(source)
        .into_iter()
        .filter(|(_, k)| *k == super::TokenKind::Comment)
        .map(|(r, _)| r)
        .collect();
    let mut out = Vec::new();
    for (i, _) in source.match_indices('@') {
        if comments.iter().any(|r| r.contains(&i)) {
            continue;
        }
        let rest: String = source[i..]
            .chars()
            .take(squeezed.len() * 2 + 8)
            .filter(|c| !c.is_whitespace())
            .collect();
        if rest.starts_with(&squeezed) {
            let len = source[i..].find(')').map_or(1, |j| j + 1);
            out.push(Span::from_bytes(source, i..i + len));
        }
    }
    out
}

/// The repeated `@location(n)`: the second of two in one struct or one parameter
/// list (nothing between them opens or closes a block or starts a result).
fn duplicate_location(source: &str, n: &str) -> Option<Span> {
    let all = find_all(source, &format!("@location({n})"));
    all.windows(2)
        .find(|w| {
            let between = &source[w[0].end..w[1].start];
            !between.contains(['{', '}']) && !between.contains("->")
        })
        .map(|w| w[1])
        .or_else(|| all.get(1).copied())
}

/// The name of an operation that needs neighbouring pixels, if `expr` is one.
pub(super) fn derivative_call(expr: &Expression) -> Option<&'static str> {
    use naga::{DerivativeAxis as A, DerivativeControl as C};
    match expr {
        Expression::Derivative { axis, ctrl, .. } => Some(match (axis, ctrl) {
            (A::X, C::None) => "dpdx",
            (A::X, C::Coarse) => "dpdxCoarse",
            (A::X, C::Fine) => "dpdxFine",
            (A::Y, C::None) => "dpdy",
            (A::Y, C::Coarse) => "dpdyCoarse",
            (A::Y, C::Fine) => "dpdyFine",
            (A::Width, C::None) => "fwidth",
            (A::Width, C::Coarse) => "fwidthCoarse",
            (A::Width, C::Fine) => "fwidthFine",
        }),
        Expression::ImageSample {
            level: naga::SampleLevel::Auto,
            depth_ref,
            ..
        } => Some(if depth_ref.is_some() {
            "textureSampleCompare"
        } else {
            "textureSample"
        }),
        Expression::ImageSample {
            level: naga::SampleLevel::Bias(_),
            ..
        } => Some("textureSampleBias"),
        _ => None,
    }
}

/// Converts a naga validation error into a student's diagnostic.
pub(super) fn validation(
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
        _ => None,
    };
    found.unwrap_or_else(|| fallback(source, error))
}

fn entry_point(p: &Place<'_>, stage: naga::ShaderStage, e: &EntryPointError) -> Option<Diagnostic> {
    Some(match e {
        EntryPointError::Function(f) => return function(p, f),
        EntryPointError::MissingVertexOutputPosition => make("W0302", p.return_type().or_else(|| p.head()), &[]),
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
            &[("f", p.name)],
        ),
        FunctionError::InvalidIfType(cond) => make("W0204", p.span(*cond), &[("got", &p.ty(*cond))]),
        FunctionError::InvalidStorePointer(ptr) | FunctionError::InvalidStoreTypes { pointer: ptr, .. } => {
            make("W0401", p.span(*ptr), &[])
        }
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
        _ => return None,
    })
}

fn expression(p: &Place<'_>, handle: Handle<Expression>, e: &ExpressionError) -> Option<Diagnostic> {
    Some(match e {
        ExpressionError::InvalidBinaryOperandTypes {
            op, lhs_type, rhs_type, ..
        } => {
            let ctx = p.module.to_ctx();
            let show = |inner: &naga::TypeInner| {
                ctx.type_resolution_to_string(&naga::proc::TypeResolution::Value(inner.clone()))
            };
            let (lhs, rhs) = (show(lhs_type), show(rhs_type));
            let (fix, fix_es) = hints::operand_fix(lhs_type, rhs_type, &lhs, &rhs);
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
            make("W0208", p.span(handle), &[("got", &got)])
        }
        _ => return None,
    })
}

/// Converts a naga parse error: its spans and labels, a code for the kinds Lienzo
/// knows, Spanish, and hints for habits from other shading languages and for typos.
pub(super) fn parse(source: &str, error: &naga::front::wgsl::ParseError) -> Diagnostic {
    let message_text = wgsl_words(error.message());
    let message = message_text.as_str();
    let span = error.labels().find_map(|(s, _)| Span::from_naga(source, s));
    let labels: Vec<(Option<Span>, String)> = error
        .labels()
        .map(|(span, text)| (Span::from_naga(source, span), wgsl_words(text)))
        .filter(|(_, text)| !text.trim().is_empty())
        .collect();
    let first_note = error.notes().next().map(wgsl_words).unwrap_or_default();
    let first_label = labels.first().map(|(_, t)| t.clone()).unwrap_or_default();
    let quoted = |prefix: &str| -> Option<String> {
        let rest = message.strip_prefix(prefix)?;
        Some(rest.trim_matches(|c| c == '`' || c == ' ' || c == ':').to_owned())
    };
    let mut d = if let Some(name) = quoted("no definition in scope for identifier") {
        make("W0101", span, &[("name", &name)])
    } else if let Some(name) = quoted("unknown attribute") {
        make("W0102", span, &[("name", &name)])
    } else if let Some(name) = quoted("unknown builtin") {
        make("W0103", span, &[("name", &name)])
    } else if let Some(name) = message
        .strip_prefix("invalid field accessor `")
        .and_then(|r| r.strip_suffix('`'))
    {
        make("W0104", span, &[("name", name)])
    } else if let Some((from, to)) = conversion(message) {
        make("W0106", span, &[("from", &from), ("to", &to)])
    } else if let Some((name, want, got)) = typed_init(message) {
        make("W0210", span, &[("name", &name), ("want", &want), ("got", &got)])
    } else if let Some((expected, found)) = expected_found(message) {
        let expected_es = expected_in_spanish(&expected);
        make(
            "W0105",
            span,
            &[
                ("expected", &expected),
                ("expected_es", &expected_es),
                ("found", &found),
            ],
        )
    } else if message == "invalid left-hand side of assignment" {
        make("W0402", span, &[])
    } else if message == "Unexpected runtime-expression" {
        make("W0107", span, &[])
    } else if message == "invalid `switch` selector" {
        make("W0109", span, &[])
    } else if message == "workgroup size is missing on compute shader entry point" {
        let head = scan::declarations(source)
            .into_iter()
            .find(|d| d.keyword == "fn" && span.is_none_or(|s| d.head.start >= s.start))
            .map(|d| Span::from_bytes(source, d.head));
        make("W0110", head.or(span), &[])
    } else if message.starts_with("variable `@group(") && message.ends_with("needs a 'binding' attribute") {
        make("W0111", span, &[])
    } else if let Some(f) = message
        .strip_prefix("too many arguments passed to `")
        .and_then(|r| r.strip_suffix('`'))
    {
        make("W0112", span, &[("f", f)])
    } else if let Some(name) = message
        .strip_prefix('`')
        .and_then(|r| r.split('`').next())
        .filter(|_| message.contains("needs a template argument"))
    {
        make("W0113", span, &[("name", name)])
    } else if let Some(name) = message
        .strip_prefix("redefinition of `")
        .and_then(|r| r.strip_suffix('`'))
    {
        make("W0114", span, &[("name", name)])
    } else if let Some(name) = message
        .strip_prefix("declaration of `")
        .and_then(|r| r.strip_suffix("` needs a type specifier or initializer"))
    {
        make("W0115", span, &[("name", name)])
    } else if let Some(lit) = message.strip_prefix("numeric literal not representable by target type: ") {
        make("W0116", span, &[("lit", lit.trim_matches('`'))])
    } else if let Some(f) = message
        .strip_prefix("declaration of `")
        .and_then(|r| r.strip_suffix("` is recursive"))
    {
        make("W0117", span, &[("f", f)])
    } else if message == "failed to convert expression to a concrete type" {
        let ty = first_label.rsplit("type ").next().unwrap_or("?").to_owned();
        make("W0118", span, &[("ty", &ty), ("note", &first_note)])
    } else {
        let mut d = make("W0000", span, &[("text", message)]);
        if let Some(es) = &mut d.spanish {
            es.message = format!("{message} (texto de naga, en inglés)");
        }
        d.labels.clear();
        if let Some(es) = &mut d.spanish {
            es.labels.clear();
        }
        for (s, text) in &labels {
            label(&mut d, *s, text.clone(), text.clone());
        }
        d
    };
    if d.code != Some("W0000") {
        // naga's other places (the `let` of an assignment, a previous definition).
        for (s, text) in labels.iter().skip(1) {
            label(&mut d, *s, text.clone(), text.clone());
        }
    }
    hints::add(source, &mut d);
    let suggested = d.notes.iter().any(|n| n.starts_with("did you mean"));
    for note_text in error.notes() {
        // naga's own "Did you mean" duplicates Lienzo's, which comes in both languages.
        if !(suggested && note_text.starts_with("Did you mean")) {
            let text = wgsl_words(note_text);
            note(&mut d, text.clone(), text);
        }
    }
    d
}

/// naga's words for what the grammar expected, in Spanish; symbols and WGSL words stay.
fn expected_in_spanish(expected: &str) -> String {
    expected
        .replace("a declaration", "una declaración")
        .replace(
            "assignment or increment/decrement",
            "una asignación o un incremento/decremento",
        )
        .replace("expression", "una expresión")
        .replace("identifier", "un identificador")
        .replace("operation", "una operación")
}

/// `automatic conversions cannot convert [elements of] `X` to `Y``.
fn conversion(message: &str) -> Option<(String, String)> {
    let rest = message.strip_prefix("automatic conversions cannot convert ")?;
    let rest = rest.strip_prefix("elements of ").unwrap_or(rest);
    let mut parts = rest.split('`').filter(|p| !p.trim().is_empty() && p.trim() != "to");
    Some((parts.next()?.to_owned(), parts.next()?.to_owned()))
}

/// `the type of `x` is expected to be `T`, but got `U``.
fn typed_init(message: &str) -> Option<(String, String, String)> {
    let rest = message.strip_prefix("the type of `")?;
    let (name, rest) = rest.split_once('`')?;
    let rest = rest.strip_prefix(" is expected to be `")?;
    let (want, rest) = rest.split_once('`')?;
    let got = rest.strip_prefix(", but got `")?.strip_suffix('`')?;
    let got = match got {
        "{AbstractFloat}" => "abstract-float (a literal such as 1.0)",
        "{AbstractInt}" => "abstract-int (a literal such as 1)",
        other => other,
    };
    Some((name.to_owned(), want.to_owned(), got.to_owned()))
}

/// `expected X, found "Y"`.
fn expected_found(message: &str) -> Option<(String, String)> {
    let rest = message.strip_prefix("expected ")?;
    let (expected, found) = rest.rsplit_once(", found ")?;
    let expected = if expected.starts_with("global item") {
        "a declaration (`fn`, `var`, `const`, `struct`, `alias`)".to_owned()
    } else {
        expected.to_owned()
    };
    Some((expected, found.to_owned()))
}

#[cfg(test)]
mod tests {
    #[test]
    fn naga_internals_are_cleaned_from_fallback_text() {
        let text = super::clean("The `return` expression Some([2]) does not match naga::ir::Expression [4]");
        assert!(
            !text.contains('[') && !text.contains("naga::") && !text.contains("Some"),
            "{text}"
        );
    }
}
