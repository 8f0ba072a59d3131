//! A small WGSL lexer for syntax highlighting.
//!
//! It never fails: every byte of the input belongs to exactly one token, in order, so the
//! editor can paint the text by walking the list. It is called on every keystroke, so it
//! does one pass over the text and allocates only the output vector.

use std::ops::Range;

/// What a highlighted token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum TokenKind {
    /// A reserved word such as `fn`, `var` or `return`, or an address space like `uniform`.
    Keyword,
    /// A predeclared type such as `f32`, `vec4f` or `texture_2d`.
    Type,
    /// An attribute such as `@fragment` or `@group` (the `@` and its name).
    Attribute,
    /// A numeric literal, suffix included (`1u`, `2.0f`, `0x1F`, `1e-3`).
    Number,
    /// A line comment or a (possibly nested) block comment.
    Comment,
    /// A builtin function such as `sin`, `mix` or `textureSample`.
    Builtin,
    /// Any other identifier.
    Ident,
    /// Operators, brackets and any character that fits nowhere else.
    Punct,
    /// Spaces, tabs and line breaks.
    Whitespace,
}

/// Splits `source` into highlighted tokens that cover every byte of it, in order.
#[must_use]
pub fn tokens(source: &str) -> Vec<(Range<usize>, TokenKind)> {
    let bytes = source.as_bytes();
    let mut out = Vec::with_capacity(source.len() / 3 + 1);
    let mut pos = 0;
    while pos < bytes.len() {
        let start = pos;
        let kind = match bytes[pos] {
            b'/' if bytes.get(pos + 1) == Some(&b'/') => {
                pos = line_comment_end(bytes, pos);
                TokenKind::Comment
            }
            b'/' if bytes.get(pos + 1) == Some(&b'*') => {
                pos = block_comment_end(bytes, pos);
                TokenKind::Comment
            }
            b'0'..=b'9' => {
                pos = number_end(bytes, pos);
                TokenKind::Number
            }
            b'.' if bytes.get(pos + 1).is_some_and(u8::is_ascii_digit) => {
                pos = number_end(bytes, pos);
                TokenKind::Number
            }
            b'@' => {
                pos = word_end(source, pos + 1);
                TokenKind::Attribute
            }
            _ => {
                let ch = source[pos..].chars().next().unwrap_or(' ');
                if ch.is_whitespace() {
                    pos = whitespace_end(source, pos);
                    TokenKind::Whitespace
                } else if ch == '_' || ch.is_alphabetic() {
                    pos = word_end(source, pos);
                    classify_word(&source[start..pos])
                } else {
                    pos += ch.len_utf8();
                    TokenKind::Punct
                }
            }
        };
        // A zero-length token would loop forever; never let one through.
        if pos <= start {
            pos = start + source[start..].chars().next().map_or(1, char::len_utf8);
        }
        out.push((start..pos, kind));
    }
    out
}

/// Returns the end of a `//` comment: the next line break, which is not part of it.
fn line_comment_end(bytes: &[u8], start: usize) -> usize {
    bytes[start..]
        .iter()
        .position(|&b| b == b'\n' || b == b'\r')
        .map_or(bytes.len(), |offset| start + offset)
}

/// Returns the end of a block comment, honouring WGSL's nesting; an unclosed one runs to
/// the end of the text.
fn block_comment_end(bytes: &[u8], start: usize) -> usize {
    let mut depth = 0usize;
    let mut pos = start;
    while pos < bytes.len() {
        match (bytes[pos], bytes.get(pos + 1)) {
            (b'/', Some(b'*')) => {
                depth += 1;
                pos += 2;
            }
            (b'*', Some(b'/')) => {
                depth -= 1;
                pos += 2;
                if depth == 0 {
                    return pos;
                }
            }
            _ => pos += 1,
        }
    }
    bytes.len()
}

/// Returns the end of a numeric literal starting at `start` (a digit, or a `.` before one).
fn number_end(bytes: &[u8], start: usize) -> usize {
    let at = |i: usize| bytes.get(i).copied().unwrap_or(0);
    let mut pos = start;
    let hex = at(pos) == b'0' && matches!(at(pos + 1), b'x' | b'X');
    if hex {
        pos += 2;
        while at(pos).is_ascii_hexdigit() || at(pos) == b'.' {
            pos += 1;
        }
    } else {
        while at(pos).is_ascii_digit() || at(pos) == b'.' {
            pos += 1;
        }
    }
    // The exponent: `e` for decimal literals, `p` for hexadecimal ones.
    let exponent = if hex { [b'p', b'P'] } else { [b'e', b'E'] };
    if exponent.contains(&at(pos)) {
        let digits = if matches!(at(pos + 1), b'+' | b'-') {
            pos + 2
        } else {
            pos + 1
        };
        if at(digits).is_ascii_digit() {
            pos = digits;
            while at(pos).is_ascii_digit() {
                pos += 1;
            }
        }
    }
    // One suffix letter; `f` and `h` are hex digits, so hex literals take only `i` or `u`.
    let suffix: &[u8] = if hex { b"iu" } else { b"iufh" };
    if suffix.contains(&at(pos)) && !is_word_byte(at(pos + 1)) {
        pos += 1;
    }
    pos
}

/// Tells whether a byte continues an ASCII identifier.
fn is_word_byte(b: u8) -> bool {
    b == b'_' || b.is_ascii_alphanumeric()
}

/// Returns the end of the identifier starting at `start` (which may be empty).
fn word_end(source: &str, start: usize) -> usize {
    source[start..]
        .char_indices()
        .find(|&(_, ch)| !(ch == '_' || ch.is_alphanumeric()))
        .map_or(source.len(), |(offset, _)| start + offset)
}

/// Returns the end of a run of whitespace starting at `start`.
fn whitespace_end(source: &str, start: usize) -> usize {
    source[start..]
        .char_indices()
        .find(|&(_, ch)| !ch.is_whitespace())
        .map_or(source.len(), |(offset, _)| start + offset)
}

/// Classifies an identifier-like word.
fn classify_word(word: &str) -> TokenKind {
    if listed(KEYWORDS, word) {
        TokenKind::Keyword
    } else if is_type(word) {
        TokenKind::Type
    } else if listed(BUILTINS, word) {
        TokenKind::Builtin
    } else {
        TokenKind::Ident
    }
}

/// WGSL reserved words, plus the address spaces and access modes of `var<...>`; sorted.
#[rustfmt::skip]
/// Every keyword, type and builtin function the highlighter knows.
pub(crate) fn known_words() -> impl Iterator<Item = &'static str> {
    KEYWORDS.iter().chain(TYPES).chain(BUILTINS).copied()
}

const KEYWORDS: &[&str] = &[
    "alias",
    "break",
    "case",
    "const",
    "const_assert",
    "continue",
    "continuing",
    "default",
    "diagnostic",
    "discard",
    "else",
    "enable",
    "false",
    "fn",
    "for",
    "function",
    "if",
    "let",
    "loop",
    "override",
    "private",
    "read",
    "read_write",
    "requires",
    "return",
    "storage",
    "struct",
    "switch",
    "true",
    "uniform",
    "var",
    "while",
    "workgroup",
    "write",
];

/// Predeclared scalar and opaque types and texel formats; sorted. (`vec*`, `mat*` and
/// `texture_*` are recognised by prefix.)
#[rustfmt::skip]
const TYPES: &[&str] = &[
    "array", "atomic", "bgra8unorm", "bool", "f16", "f32", "i32", "ptr", "r32float", "r32sint",
    "r32uint", "rg32float", "rg32sint", "rg32uint", "rgba16float", "rgba16sint", "rgba16uint",
    "rgba32float", "rgba32sint", "rgba32uint", "rgba8sint", "rgba8snorm", "rgba8uint", "rgba8unorm",
    "sampler", "sampler_comparison", "u32",
];

/// WGSL builtin functions (numeric, derivative, texture, atomic, packing, barriers); sorted.
#[rustfmt::skip]
const BUILTINS: &[&str] = &[
    "abs", "acos", "acosh", "all", "any", "arrayLength", "asin", "asinh", "atan", "atan2", "atanh",
    "atomicAdd", "atomicAnd", "atomicCompareExchangeWeak", "atomicExchange", "atomicLoad",
    "atomicMax", "atomicMin", "atomicOr", "atomicStore", "atomicSub", "atomicXor", "bitcast",
    "ceil", "clamp", "cos", "cosh", "countLeadingZeros", "countOneBits", "countTrailingZeros",
    "cross", "degrees", "determinant", "distance", "dot", "dot4I8Packed", "dot4U8Packed", "dpdx",
    "dpdxCoarse", "dpdxFine", "dpdy", "dpdyCoarse", "dpdyFine", "exp", "exp2", "extractBits",
    "faceForward", "firstLeadingBit", "firstTrailingBit", "floor", "fma", "fract", "frexp",
    "fwidth", "fwidthCoarse", "fwidthFine", "insertBits", "inverseSqrt", "ldexp", "length", "log",
    "log2", "max", "min", "mix", "modf", "normalize", "pack2x16float", "pack2x16snorm",
    "pack2x16unorm", "pack4x8snorm", "pack4x8unorm", "pack4xI8", "pack4xI8Clamp", "pack4xU8",
    "pack4xU8Clamp", "pow", "quantizeToF16", "radians", "reflect", "refract", "reverseBits",
    "round", "saturate", "select", "sign", "sin", "sinh", "smoothstep", "sqrt", "step",
    "storageBarrier", "tan", "tanh", "textureBarrier", "textureDimensions", "textureGather",
    "textureGatherCompare", "textureLoad", "textureNumLayers", "textureNumLevels",
    "textureNumSamples", "textureSample", "textureSampleBaseClampToEdge", "textureSampleBias",
    "textureSampleCompare", "textureSampleCompareLevel", "textureSampleGrad", "textureSampleLevel",
    "textureStore", "transpose", "trunc", "unpack2x16float", "unpack2x16snorm", "unpack2x16unorm",
    "unpack4x8snorm", "unpack4x8unorm", "unpack4xI8", "unpack4xU8", "workgroupBarrier",
    "workgroupUniformLoad",
];

/// Tells whether `word` is in a sorted list.
fn listed(list: &[&str], word: &str) -> bool {
    list.binary_search(&word).is_ok()
}

/// Tells whether `word` names a predeclared type.
fn is_type(word: &str) -> bool {
    if word.starts_with("texture_") {
        return true;
    }
    // `vec2`, `vec4f`, `mat4x4f` and friends: the prefix followed by a digit.
    if let Some(rest) = word.strip_prefix("vec").or_else(|| word.strip_prefix("mat")) {
        return rest.bytes().next().is_some_and(|b| b.is_ascii_digit());
    }
    listed(TYPES, word)
}

#[cfg(test)]
mod tests {
    use super::{TokenKind as K, tokens};

    /// Returns the tokens of `src` that are not whitespace, with their text.
    fn visible(src: &str) -> Vec<(&str, K)> {
        tokens(src)
            .into_iter()
            .filter(|(_, kind)| *kind != K::Whitespace)
            .map(|(range, kind)| (&src[range], kind))
            .collect()
    }

    /// Asserts the tokens start at 0, touch each other, and end at the end of the text.
    fn assert_contiguous(src: &str) {
        let toks = tokens(src);
        let mut at = 0;
        for (range, _) in &toks {
            assert_eq!(range.start, at, "gap or overlap before {range:?} in {src:?}");
            assert!(range.end > range.start, "empty token in {src:?}");
            assert!(src.is_char_boundary(range.end));
            at = range.end;
        }
        assert_eq!(at, src.len(), "tokens stop early in {src:?}");
    }

    #[test]
    fn tokens_cover_input_contiguously() {
        for src in [
            "",
            "fn main() {}",
            "/* unclosed /* nested */",
            "// comment without newline",
            "a\r\nb\tc ñ 🙂 € @ @x 0x 1e 1e+ .5 1. x.y ÷",
            "@fragment fn f(@location(0) uv: vec2f) -> @location(0) vec4f { return vec4f(uv, 0.0, 1.0); }",
        ] {
            assert_contiguous(src);
        }
    }

    #[test]
    fn classifies_a_sample() {
        let src = "@group(0) @binding(0) var<uniform> frame: Frame; // hi\n\
                   /* a /* nested */ still */ fn main() -> f32 { let x = sin(1.5f) + 0x1Fu + 1e-3 + 2u + 3.0; return mix(x, .5, 1.0h); }";
        let toks = visible(src);
        let has = |text: &str, kind: K| toks.iter().any(|&(t, k)| t == text && k == kind);
        assert!(has("@group", K::Attribute));
        assert!(has("@binding", K::Attribute));
        assert!(has("var", K::Keyword));
        assert!(has("uniform", K::Keyword));
        assert!(has("frame", K::Ident));
        assert!(has("Frame", K::Ident));
        assert!(has("// hi", K::Comment));
        assert!(has("/* a /* nested */ still */", K::Comment));
        assert!(has("fn", K::Keyword));
        assert!(has("f32", K::Type));
        assert!(has("sin", K::Builtin));
        assert!(has("mix", K::Builtin));
        for number in ["1.5f", "0x1Fu", "1e-3", "2u", "3.0", ".5", "1.0h", "0"] {
            assert!(has(number, K::Number), "{number} is not one number token");
        }
        assert!(has("(", K::Punct));
    }

    #[test]
    fn word_lists_are_sorted_for_binary_search() {
        for list in [super::KEYWORDS, super::TYPES, super::BUILTINS] {
            assert!(list.windows(2).all(|w| w[0] < w[1]), "{list:?}");
        }
    }

    #[test]
    fn types_and_words_are_told_apart() {
        let toks = visible("vec4f vec2<f32> mat4x4f texture_2d matrix vector");
        assert_eq!(
            toks,
            vec![
                ("vec4f", K::Type),
                ("vec2", K::Type),
                ("<", K::Punct),
                ("f32", K::Type),
                (">", K::Punct),
                ("mat4x4f", K::Type),
                ("texture_2d", K::Type),
                ("matrix", K::Ident),
                ("vector", K::Ident),
            ]
        );
    }
}
