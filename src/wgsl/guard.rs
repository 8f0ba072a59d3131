//! What Lienzo refuses before naga sees a text: texts too large to be a shader, and
//! nesting deep enough to exhaust the stack of a recursive compiler (naga's WGSL
//! lowering, its GLSL writer, a driver's GLSL parser). One pass over the highlighter's
//! tokens; the README states the limits.

use super::diagnostic::{DiagSource, Diagnostic, Span};
use super::highlight::TokenKind;
#[cfg(test)]
use super::highlight::tokens;

/// Largest shader text Lienzo checks, in bytes.
pub const MAX_SOURCE_BYTES: usize = 512 * 1024;
/// Deepest nesting of braces: the WGSL specification's limit for statements (127), as
/// Chrome's compiler (Tint) enforces it.
pub const MAX_BRACE_DEPTH: usize = 127;
/// Deepest nesting of parentheses and brackets: Tint stops at 126.
pub const MAX_PAREN_DEPTH: usize = 125;
/// Most operators, member accesses and indexings in one statement: Tint's "max
/// expression depth" is 512. Each one is a level of recursion for the compilers.
pub const MAX_CHAIN: usize = 512;
/// Most `else if` branches in one chain: Tint counts each as a level of nesting and
/// accepts 125.
pub const MAX_ELSE_IF: usize = 125;

/// Refuses a text that could crash a compiler instead of giving a diagnostic.
#[cfg(test)]
pub fn check(source: &str) -> Option<Diagnostic> {
    check_tokens(source, &tokens(source))
}

/// Refuses a text that could crash a compiler instead of giving a diagnostic, from the
/// text's tokens, already lexed.
pub(crate) fn check_tokens(source: &str, toks: &[(std::ops::Range<usize>, TokenKind)]) -> Option<Diagnostic> {
    if source.len() > MAX_SOURCE_BYTES {
        return Some(
            Diagnostic::error(
                DiagSource::Lesson,
                format!(
                    "the text is {} KiB; Lienzo checks shaders of up to {} KiB",
                    source.len() / 1024,
                    MAX_SOURCE_BYTES / 1024
                ),
                Some(Span::from_bytes(source, 0..0)),
            )
            .with_note("a shader this large is usually a pasted file that is not WGSL; nothing was compiled")
            .in_spanish(
                format!(
                    "el texto ocupa {} KiB; Lienzo comprueba shaders de hasta {} KiB",
                    source.len() / 1024,
                    MAX_SOURCE_BYTES / 1024
                ),
                Vec::new(),
                vec!["un shader tan grande suele ser un archivo pegado que no es WGSL; no se compiló nada".to_owned()],
            ),
        );
    }
    if let Some(nul) = source.find('\0') {
        return Some(
            Diagnostic::error(
                DiagSource::Lesson,
                "the text contains a NUL character: is this a binary file?",
                Some(Span::from_bytes(source, nul..nul + 1)),
            )
            .with_note("WGSL is UTF-8 text without NUL characters; nothing was compiled")
            .in_spanish(
                "el texto contiene un carácter NUL: ¿es un archivo binario?",
                Vec::new(),
                vec!["WGSL es texto UTF-8 sin caracteres NUL; no se compiló nada".to_owned()],
            ),
        );
    }
    let mut braces = 0usize;
    let mut parens = 0usize;
    let mut chain = 0usize;
    let mut else_ifs = 0usize;
    let mut prev_else = false;
    let mut prev_op = false;
    for (range, kind) in toks.iter().cloned() {
        if matches!(kind, TokenKind::Whitespace | TokenKind::Comment) {
            continue;
        }
        let t = &source[range.clone()];
        let too_deep = |what: &str, note: &str, [que, nota]: [&str; 2]| {
            Some(
                Diagnostic::error(
                    DiagSource::Lesson,
                    what.to_owned(),
                    Some(Span::from_bytes(source, range.clone())),
                )
                .with_note(note.to_owned())
                .in_spanish(que, Vec::new(), vec![nota.to_owned()]),
            )
        };
        let op = kind == TokenKind::Punct && "+-*/%&|^<>=!~.[".contains(t);
        match t {
            "{" => {
                braces += 1;
                chain = 0;
                if braces > MAX_BRACE_DEPTH {
                    return too_deep(
                        "statement nesting depth exceeds the limit of 127",
                        "WGSL allows at most 127 nested blocks; move inner parts into functions",
                        [
                            "la anidación de sentencias supera el límite de 127",
                            "WGSL admite como mucho 127 bloques anidados; lleva las partes internas a funciones",
                        ],
                    );
                }
            }
            "}" => {
                braces = braces.saturating_sub(1);
                chain = 0;
            }
            ";" => chain = 0,
            "(" | "[" => {
                parens += 1;
                if parens > MAX_PAREN_DEPTH {
                    return too_deep(
                        "maximum parser recursive depth reached: more than 125 nested parentheses or brackets",
                        "split the expression with `let` declarations",
                        [
                            "se alcanzó la profundidad máxima del analizador: más de 125 paréntesis o corchetes anidados",
                            "divide la expresión con declaraciones `let`",
                        ],
                    );
                }
            }
            ")" | "]" => parens = parens.saturating_sub(1),
            _ => {}
        }
        // A run of operator characters (`&&`, `<<=`) is one operator.
        if op && !prev_op {
            chain += 1;
            if chain > MAX_CHAIN {
                return Some(
                    Diagnostic::error(
                        DiagSource::Lesson,
                        format!("reached max expression depth of {MAX_CHAIN}: this statement chains more operations"),
                        Some(Span::from_bytes(source, range.clone())),
                    )
                    .with_note(
                        "a compiler recurses once per operation and a longer chain can exhaust its stack; \
                         split the expression with `let` declarations",
                    )
                    .in_spanish(
                        format!("se alcanzó la profundidad máxima de expresión, {MAX_CHAIN}: esta sentencia encadena más operaciones"),
                        Vec::new(),
                        vec![
                            "un compilador se llama a sí mismo una vez por operación y una cadena más larga puede agotar su pila; \
                             divide la expresión con declaraciones `let`"
                                .to_owned(),
                        ],
                    ),
                );
            }
        }
        prev_op = op;
        match t {
            "if" if prev_else => {
                else_ifs += 1;
                if else_ifs > MAX_ELSE_IF {
                    return Some(
                        Diagnostic::error(
                            DiagSource::Lesson,
                            format!(
                                "statement nesting depth / chaining length exceeds limit of 127: more than \
                                 {MAX_ELSE_IF} `else if` branches"
                            ),
                            Some(Span::from_bytes(source, range.clone())),
                        )
                        .with_note(
                            "each `else if` nests one level deeper for the compiler; use a `switch` or a lookup \
                             in an array",
                        )
                        .in_spanish(
                            format!(
                                "la profundidad de anidación o la longitud de la cadena supera el límite de 127: más de \
                                 {MAX_ELSE_IF} ramas `else if`"
                            ),
                            Vec::new(),
                            vec![
                                "cada `else if` anida un nivel más para el compilador; usa un `switch` o busca el valor \
                                 en un array"
                                    .to_owned(),
                            ],
                        ),
                    );
                }
            }
            "if" => else_ifs = 0,
            _ => {}
        }
        prev_else = t == "else";
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain(n: usize) -> String {
        let terms = vec!["1.0"; n].join(" + ");
        format!("@fragment fn fs() -> @location(0) vec4f {{ return vec4f({terms}); }}\n")
    }

    #[test]
    fn ordinary_shaders_pass_and_deep_ones_are_refused_at_the_place() {
        assert!(check(&chain(200)).is_none());
        let d = check(&chain(20_000)).expect("refused");
        assert!(d.message.contains("max expression depth of 512"), "{}", d.message);
        assert!(check(&chain(500)).is_none(), "Tint accepts 512 terms");
        assert_eq!(d.span.map(|s| s.line), Some(1));
        let parens = format!("fn f() -> f32 {{ return {}1.0{}; }}", "(".repeat(300), ")".repeat(300));
        assert!(check(&parens).unwrap().message.contains("parentheses"));
        let blocks = |n: usize| format!("fn f() {{ {} }}", "{".repeat(n) + &"}".repeat(n));
        assert!(check(&blocks(200)).unwrap().message.contains("nesting depth"));
        assert!(check(&blocks(126)).is_none(), "127 levels with the body: Tint's limit");
        let elses = |n: usize| format!("fn f(x: bool) {{ if x {{}} {} }}", "else if x {} ".repeat(n));
        assert!(check(&elses(6245)).unwrap().message.contains("`else if`"));
        assert!(check(&elses(125)).is_none());
    }

    #[test]
    fn huge_and_binary_texts_are_refused() {
        let huge = format!("// {}\n", "x".repeat(MAX_SOURCE_BYTES));
        assert!(check(&huge).unwrap().message.contains("KiB"));
        let d = check("fn f() {}\n\0\0").unwrap();
        assert_eq!(d.span.map(|s| (s.line, s.column)), Some((2, 1)));
    }
}
