//! Habits from other languages, by construction: a table of foreign constructs (Rust,
//! CUDA, JavaScript/TypeScript, C, GLSL, HLSL, Metal), each recognised from the tokens
//! around naga's parse error and turned into a coded diagnostic (W10xx,
//! [`crate::text::habits`]) that names the construct and shows its WGSL form, built from
//! the student's own names. Each recogniser also gives the fix as an edit of the text,
//! so a test can apply it and check that the result is valid WGSL.

mod c_like;
mod forms;
mod globals;
mod glsl;
mod hlsl;
mod rust;
mod rust_blocks;
mod shading_blocks;
mod toks;
mod words;

use std::ops::Range;

use super::diagnostic::{DiagSource, Diagnostic, Span};
pub(crate) use toks::Toks;
pub(crate) use words::wgsl_type;

/// What a recogniser sees: the tokens, the token at naga's error, and naga's
/// diagnostic as Lienzo translated it (its code and English headline).
pub(crate) struct Around<'a> {
    /// The text's tokens, without spaces and comments.
    pub toks: Toks<'a>,
    /// The index of the token where naga's error starts.
    pub at: usize,
    /// The code Lienzo gave naga's error before any habit was recognised.
    pub code: &'static str,
}

impl Around<'_> {
    /// The text of the token `offset` tokens from the error (negative: before it).
    fn tok(&self, offset: isize) -> &str {
        self.at.checked_add_signed(offset).map_or("", |i| self.toks.text(i))
    }
}

/// A recognised construct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    /// The code of its diagnostic.
    pub code: &'static str,
    /// The construct in the student's text: where the diagnostic points.
    pub span: Range<usize>,
    /// The fix: these ranges of the text, each replaced with its WGSL.
    pub edits: Vec<(Range<usize>, String)>,
    /// The values of the catalogue entry's placeholders (`fix` always among them).
    pub args: Vec<(&'static str, String)>,
}

/// A recogniser: the construct at the error, if it is this one.
type Recognise = fn(&Around) -> Option<Found>;

/// The foreign constructs: the language, what the construct looks like there, and its
/// recogniser; most specific first (`[[` before `[`).
const TABLE: &[(&str, &str, Recognise)] = &[
    ("Metal", "[[location(0)]]", hlsl::double_brackets),
    ("HLSL", "[numthreads(8, 8, 1)]", hlsl::numthreads),
    ("HLSL", "pos: float4 : SV_Position", hlsl::semantic),
    ("HLSL", "mul(m, v)", hlsl::mul),
    ("Rust", "impl S { fn f(&self) }", rust_blocks::impl_block),
    ("Rust", "match x { 0 => a, _ => b }", rust_blocks::match_block),
    (
        "HLSL",
        "cbuffer P : register(b0) { float4 t; }",
        shading_blocks::cbuffer,
    ),
    ("GLSL", "void f(inout float x)", shading_blocks::inout),
    ("Rust", "x as u32", rust::as_cast),
    ("Rust", "let mut z", rust::let_mut),
    ("Rust", "fn f(mut x: f32)", rust::mut_parameter),
    ("Rust", "S { a: 1.0 }", rust::struct_literal),
    ("Rust", "fn f() -> f32 { x }", rust::implicit_return),
    ("CUDA", "__syncthreads()", c_like::cuda_barrier),
    ("CUDA", "__shared__", c_like::cuda_shared),
    ("CUDA", "threadIdx.x", c_like::cuda_index),
    ("C", "var a[4]: f32;", words::c_array),
    ("JavaScript", "[1, 2, 3]", c_like::array_literal),
    ("TypeScript", "x: number", c_like::ts_type),
    ("JavaScript", "a === b", c_like::strict_equals),
    ("C", "do { } while (c);", c_like::do_while),
    ("C", "c ? a : b", c_like::ternary),
    ("GLSL", "a.length()", glsl::length_method),
    ("GLSL", "flat", glsl::interpolation),
    ("GLSL", "layout(location = 0)", glsl::layout),
    ("GLSL", "rgba8", glsl::format),
    ("GLSL", "vec3(v4)", glsl::shorten),
    ("GLSL", "uniform float t; in vec2 v_uv;", globals::globals),
    ("JavaScript", "let f = (x: f32) => x * 2.0;", forms::function_value),
    ("Rust", "for i in 0..4 {", forms::for_in),
    ("Rust", "let s = if c { a } else { b };", forms::if_value),
    ("Rust", "p: &mut f32", forms::reference),
    ("JavaScript", "Math.sin(x), t.Sample(s, uv)", forms::call),
    ("JavaScript", "a ** b, a and b, p->m, (u32)x", forms::operator),
    ("C", "60U, 0.5_f32, 0755", words::number),
    ("Rust", "pub fn, function, static, auto, typedef", words::declaration),
];

/// The construct of another language at `d`'s place, if one is.
pub(crate) fn found(source: &str, d: &Diagnostic) -> Option<Found> {
    let span = d.span?;
    let toks = Toks::new(source);
    let at = toks.at(span.start)?;
    let around = Around {
        toks,
        at,
        code: d.code.unwrap_or_default(),
    };
    TABLE.iter().find_map(|(_, _, recognise)| recognise(&around))
}

/// `d`, or the habit's diagnostic when the error is a construct of another language.
pub(crate) fn replace(source: &str, d: Diagnostic) -> Diagnostic {
    let Some(f) = found(source, &d) else { return d };
    let args: Vec<(&str, &str)> = f.args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    Diagnostic::coded(
        f.code,
        DiagSource::Naga,
        Some(Span::from_bytes(source, f.span.clone())),
        &args,
    )
}

/// `name` in snake case, as a variable of that type is named: `FrameParams` is
/// `frame_params`.
fn snake(name: &str) -> String {
    let mut out = String::new();
    let mut previous_lower = false;
    for c in name.chars() {
        if c.is_uppercase() && previous_lower {
            out.push('_');
        }
        previous_lower = c.is_lowercase() || c.is_ascii_digit();
        out.extend(c.to_lowercase());
    }
    out
}

/// A found construct whose fix replaces its own span with `fix`.
fn in_place(code: &'static str, span: Range<usize>, fix: String, mut args: Vec<(&'static str, String)>) -> Found {
    args.push(("fix", fix.clone()));
    Found {
        code,
        edits: vec![(span.clone(), fix)],
        span,
        args,
    }
}

/// The text with a found construct's fix applied.
#[cfg(test)]
pub(crate) fn apply(source: &str, f: &Found) -> String {
    let mut edits = f.edits.clone();
    edits.sort_by_key(|(range, _)| std::cmp::Reverse(range.start));
    let mut out = source.to_owned();
    for (range, text) in edits {
        out.replace_range(range, &text);
    }
    out
}
